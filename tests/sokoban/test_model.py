"""The Fancy Sokoban model: every task sheet example, the move rules, the extra helpers and undo."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.sokoban.model import (
    DIRECTION_DELTAS,
    DOWN,
    FANCY_POTION,
    FILLED_GOAL,
    FLOOR,
    GOAL,
    LEFT,
    MOVE_POTION,
    PLAYER,
    RIGHT,
    STRENGTH_POTION,
    UP,
    WALL,
    Crate,
    Entity,
    FancyPotion,
    Floor,
    Goal,
    MovePotion,
    Player,
    Potion,
    SokobanModel,
    StrengthPotion,
    Tile,
    Wall,
    convert_maze,
    read_file,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "sokoban"
MAZE1 = str(DATA / "maze1.txt")
MAZE2 = str(DATA / "maze2.txt")
MAZE3 = str(DATA / "maze3.txt")

# Written out by hand: a floor's repr is one space, so "[W,  ,  ,  , W" is W, comma, space, floor (a space), ...
MAZE1_REPR = (
    "[[W, W, W, W, W, W, W, W], "
    "[W,  ,  ,  , W,  ,  , W], "
    "[W,  ,  ,  , W,  ,  , W], "
    "[W,  ,  ,  , W, G,  , W], "
    "[W,  ,  ,  ,  ,  ,  , W], "
    "[W,  ,  ,  ,  ,  ,  , W], "
    "[W, W, W, W, W, W, W, W]]"
)


def board(model: SokobanModel) -> str:
    """The board as the original view draws it (player over entity over tile), one line per row."""
    lines = []
    for row, tiles in enumerate(model.get_maze()):
        cells = []
        for col, tile in enumerate(tiles):
            if (row, col) == model.get_player_position():
                cells.append(PLAYER)
            elif (row, col) in model.get_entities():
                cells.append(str(model.get_entities()[(row, col)]))
            else:
                cells.append(str(tile))
        lines.append("".join(cells))
    return "\n".join(lines)


def play(model: SokobanModel, moves: str) -> list[bool]:
    """Attempt each move in turn; the results."""
    return [model.attempt_move(move) for move in moves]


# --- Constants --------------------------------------------------------------------------------


def test_support_constants() -> None:
    assert (WALL, FLOOR, GOAL, FILLED_GOAL, PLAYER) == ("W", " ", "G", "X", "P")
    assert (STRENGTH_POTION, MOVE_POTION, FANCY_POTION) == ("S", "M", "F")
    assert (UP, DOWN, LEFT, RIGHT) == ("w", "s", "a", "d")
    assert list(DIRECTION_DELTAS.items()) == [("w", (-1, 0)), ("s", (1, 0)), ("a", (0, -1)), ("d", (0, 1))]


# --- 5.1 Tiles --------------------------------------------------------------------------------


def test_abstract_tile() -> None:
    tile = Tile()
    assert tile.is_blocking() is False
    assert tile.get_type() == "Abstract Tile"
    assert str(tile) == "Abstract Tile"
    assert repr(tile) == "Abstract Tile"


def test_floor() -> None:
    floor = Floor()
    assert floor.is_blocking() is False
    assert floor.get_type() == " "
    assert str(floor) == " "
    assert repr(floor) == " "


def test_wall() -> None:
    wall = Wall()
    assert wall.is_blocking() is True
    assert wall.get_type() == "W"
    assert str(wall) == "W"
    assert repr(wall) == "W"


def test_goal_fill_and_unfill() -> None:
    goal = Goal()
    assert goal.is_blocking() is False
    assert goal.get_type() == "G"
    assert str(goal) == "G"
    assert repr(goal) == "G"
    assert goal.is_filled() is False
    assert goal.fill() is None
    assert goal.is_filled() is True
    assert goal.get_type() == "G"
    assert str(goal) == "X"
    assert repr(goal) == "X"
    assert goal.unfill() is None
    assert goal.is_filled() is False
    assert str(goal) == "G"


def test_goals_are_independent() -> None:
    first, second = Goal(), Goal()
    first.fill()
    assert not second.is_filled()


# --- 5.2 Entities ------------------------------------------------------------------------------


def test_abstract_entity() -> None:
    entity = Entity()
    assert entity.get_type() == "Abstract Entity"
    assert entity.is_movable() is False
    assert str(entity) == "Abstract Entity"
    assert repr(entity) == "Abstract Entity"


def test_crate() -> None:
    crate = Crate(4)
    assert crate.get_type() == "C"
    assert crate.is_movable() is True
    assert str(crate) == "4"
    assert repr(crate) == "4"
    assert crate.get_strength() == 4
    assert isinstance(crate.get_strength(), int)


def test_potions_print_as_the_task_sheet_shows(capsys: pytest.CaptureFixture[str]) -> None:
    potion = Potion()
    print(potion.get_type(), potion.is_movable(), str(potion))
    assert potion.effect() == {}
    strength = StrengthPotion()
    print(strength.get_type(), strength.is_movable(), strength.effect(), str(strength))
    move = MovePotion()
    print(move.get_type(), move.is_movable(), move.effect(), str(move))
    fancy = FancyPotion()
    print(fancy.get_type(), fancy.is_movable(), fancy.effect(), str(fancy))
    assert capsys.readouterr().out == (
        "Potion False Potion\n"
        "S False {'strength': 2} S\n"
        "M False {'moves': 5} M\n"
        "F False {'strength': 2, 'moves': 2} F\n"
    )
    assert repr(fancy) == "F"


def test_potion_effects_are_fresh_dicts() -> None:
    potion = StrengthPotion()
    potion.effect()["strength"] = 100
    assert potion.effect() == {"strength": 2}


def test_player_task_sheet_example(capsys: pytest.CaptureFixture[str]) -> None:
    player = Player(1, 8)
    print(player.get_strength(), player.get_moves_remaining())
    player.add_strength(2)
    player.add_moves_remaining(-3)
    print(player.get_strength(), player.get_moves_remaining())
    player.apply_effect(StrengthPotion().effect())
    print(player.get_strength(), player.get_moves_remaining())
    player.apply_effect(MovePotion().effect())
    print(player.get_strength(), player.get_moves_remaining())
    player.apply_effect(FancyPotion().effect())
    print(player.get_strength(), player.get_moves_remaining())
    assert capsys.readouterr().out == "1 8\n3 5\n5 5\n5 10\n7 12\n"


def test_player_type_and_movable() -> None:
    player = Player(0, 1)
    assert player.get_type() == "P"
    assert str(player) == "P"
    assert repr(player) == "P"
    assert player.is_movable() is True
    player.add_moves_remaining(-1)
    assert player.is_movable() is False
    player.apply_effect(Potion().effect())
    assert (player.get_strength(), player.get_moves_remaining()) == (0, 0)


# --- 5.3 convert_maze --------------------------------------------------------------------------


def test_convert_maze_task_sheet_example() -> None:
    raw_maze, player_stats = read_file(MAZE1)
    assert player_stats == [1, 12]
    maze, entities, player_position = convert_maze(raw_maze)
    assert repr(maze) == MAZE1_REPR
    assert repr(entities) == "{(3, 2): 1}"
    assert player_position == (1, 1)
    assert isinstance(entities[(3, 2)], Crate)
    assert isinstance(maze[1][1], Floor)  # the player stands on floor


def test_convert_maze_all_kinds_of_cell() -> None:
    maze, entities, player = convert_maze([list("WP0S"), list("MFGX")])
    assert repr(maze) == "[[W,  ,  ,  ], [ ,  , G, X]]"
    assert repr(entities) == "{(0, 2): 0, (0, 3): S, (1, 0): M, (1, 1): F}"
    assert [type(entity) for entity in entities.values()] == [Crate, StrengthPotion, MovePotion, FancyPotion]
    assert player == (0, 1)
    assert isinstance(maze[1][3], Goal) and maze[1][3].is_filled()


def test_convert_maze_rejects_nonsense() -> None:
    with pytest.raises(ValueError, match="unknown"):
        convert_maze([list("WP?")])
    with pytest.raises(ValueError, match="no player"):
        convert_maze([list("W G")])


# --- 5.4 SokobanModel --------------------------------------------------------------------------


def test_model_task_sheet_example() -> None:
    model = SokobanModel(MAZE1)
    assert repr(model.get_maze()) == MAZE1_REPR
    assert repr(model.get_entities()) == "{(3, 2): 1}"
    assert model.get_player_position() == (1, 1)
    assert model.get_player_moves_remaining() == 12
    assert model.get_player_strength() == 1
    assert model.has_won() is False
    assert model.attempt_move("s") is True
    assert model.get_player_moves_remaining() == 11
    assert model.get_player_position() == (2, 1)
    assert model.attempt_move("a") is False
    assert model.attempt_move("s") is True
    assert model.attempt_move("d") is True
    assert model.get_player_position() == (3, 2)
    assert repr(model.get_entities()) == "{(3, 3): 1}"


def test_model_accepts_path_objects() -> None:
    assert SokobanModel(Path(MAZE1)).get_player_position() == (1, 1)


def test_simple_win_fills_goal() -> None:
    model = SokobanModel(MAZE1)
    assert play(model, "dssasdddsd") == [True] * 10  # the simple-win transcript
    assert not model.has_won()
    assert model.attempt_move("w") is True  # pushes the crate onto the goal
    assert model.get_entities() == {}
    assert str(model.get_maze()[3][5]) == "X"
    assert model.has_won()
    assert model.get_player_moves_remaining() == 1
    assert model.attempt_move("w") is True  # stepping onto the filled goal is allowed
    assert model.get_player_position() == (3, 5)
    assert board(model).splitlines()[3] == "W   WP W"
    assert model.get_player_moves_remaining() == 0
    assert model.attempt_move("s") is True
    assert board(model).splitlines()[3] == "W   WX W"


def test_invalid_directions_change_nothing() -> None:
    model = SokobanModel(MAZE1)
    before = model.state_key()
    for move in ["W", "S", "", "ww", "q", "u", " d", "d ", "up", "x"]:
        assert model.attempt_move(move) is False
    assert model.state_key() == before
    assert not model.can_undo()


def test_walls_block() -> None:
    model = SokobanModel(MAZE1)
    assert model.attempt_move("w") is False
    assert model.attempt_move("a") is False
    assert model.get_player_moves_remaining() == 12


def test_too_weak_for_a_crate() -> None:
    model = SokobanModel(MAZE2)  # crate 3 at (3, 2), strength 1
    assert play(model, "ss") == [True, True]
    assert model.get_player_position() == (3, 1)
    assert model.attempt_move("d") is False
    assert model.get_player_position() == (3, 1)
    assert repr(model.get_entities()) == "{(2, 2): S, (3, 2): 3, (5, 3): M}"
    assert model.get_player_moves_remaining() == 8


def test_strength_potion_then_heavy_crate() -> None:
    model = SokobanModel(MAZE2)
    assert play(model, "sd") == [True, True]  # drink S at (2, 2)
    assert model.get_player_strength() == 3
    assert (2, 2) not in model.get_entities()
    assert play(model, "asdd") == [True, True, True, False]  # push 3 once; then the wall at (3, 4) stops it
    assert repr(model.get_entities()) == "{(5, 3): M, (3, 3): 3}"
    assert model.get_player_moves_remaining() == 5


def test_move_potion_arithmetic() -> None:
    # Stepping onto M with 1 move left shows 5 (1 + 5 - 1), as the transcript does.
    model = SokobanModel.from_text("1 1\nWWWW\nWPMW\nW1GW\nWWWW\n")
    assert model.attempt_move("d") is True
    assert model.get_player_moves_remaining() == 5
    assert model.get_player_strength() == 1
    assert repr(model.get_entities()) == "{(2, 1): 1}"


def test_fancy_potion_arithmetic() -> None:
    model = SokobanModel(MAZE3)  # 21 moves, strength 1, F at (2, 2)
    assert play(model, "ds") == [True, True]
    assert model.get_player_moves_remaining() == 21
    assert model.get_player_strength() == 3


def test_crate_push_failures() -> None:
    into_crate = SokobanModel.from_text("9 9\nWWWWW\nWP11W\nWGG W\nWWWWW\n")
    assert into_crate.attempt_move("d") is False
    into_potion = SokobanModel.from_text("9 9\nWWWWWW\nWP1SGW\nWWWWWW\n")
    assert into_potion.attempt_move("d") is False
    into_wall = SokobanModel.from_text("9 9\nWWWWW\nWP1WW\nW G W\nWWWWW\n")
    assert into_wall.attempt_move("d") is False
    off_the_edge = SokobanModel.from_text("9 9\nGWWW\nWWP1\n")
    assert off_the_edge.attempt_move("d") is False
    for model in (into_crate, into_potion, into_wall, off_the_edge):
        assert model.get_player_moves_remaining() == 9
        assert not model.can_undo()


def test_edges_of_a_maze_without_border_walls() -> None:
    model = SokobanModel.from_text("1 3\nP1G\n")
    assert model.attempt_move("a") is False  # column -1 must not wrap round to the last column
    assert model.attempt_move("w") is False
    assert model.attempt_move("s") is False
    assert model.attempt_move("d") is True
    assert model.has_won()


def test_strength_zero_crate_needs_no_strength() -> None:
    model = SokobanModel.from_text("0 5\nWWWWW\nWP0GW\nWWWWW\n")
    assert model.attempt_move("d") is True
    assert model.has_won()


def test_crate_equal_to_strength_moves() -> None:
    model = SokobanModel.from_text("4 5\nWWWWW\nWP4GW\nWWWWW\n")
    assert model.attempt_move("d") is True


def test_crate_onto_a_filled_goal_stays_a_crate() -> None:
    text = "1 20\nWWWWWW\nWP1G W\nW  1 W\nW    W\nW   GW\nWWWWWW\n"
    model = SokobanModel.from_text(text)
    assert model.attempt_move("d") is True  # first crate fills (1, 3)
    assert model.count_filled_goals() == 1
    assert play(model, "ssdw") == [True, True, True, True]  # second crate pushed up onto the filled goal
    assert repr(model.get_entities()) == "{(1, 3): 1}"
    goal = model.get_maze()[1][3]
    assert isinstance(goal, Goal) and goal.is_filled()
    assert board(model).splitlines()[1] == "W  1 W"  # the crate shows over the X
    assert not model.has_won()
    model.undo()
    assert repr(model.get_entities()) == "{(2, 3): 1}"
    assert goal.is_filled()  # it was filled by the first crate, not by this push
    assert model.count_filled_goals() == 1


def test_entity_other_than_crate_or_potion_blocks() -> None:
    model = SokobanModel(MAZE1)
    model.get_entities()[(1, 2)] = Entity()
    assert model.attempt_move("d") is False


def test_has_lost_and_is_over() -> None:
    model = SokobanModel.from_text("1 2\nWWWWWW\nWP 1GW\nWWWWWW\n")
    assert not model.has_lost() and not model.is_over()
    assert model.attempt_move("d") is True
    assert model.attempt_move("d") is True  # fills the goal with the last move
    assert model.get_player_moves_remaining() == 0
    assert model.has_won() and model.has_lost() and model.is_over()
    lost = SokobanModel.from_text("1 0\nWWWWW\nWP1GW\nWWWWW\n")
    assert lost.has_lost() and not lost.has_won()


def test_helpers_for_the_screen() -> None:
    model = SokobanModel(MAZE3)
    assert model.get_size() == (7, 8)
    assert model.get_goal_positions() == [(3, 5), (5, 5)]
    assert model.count_filled_goals() == 0
    assert model.get_source() == MAZE3
    assert model.get_moves_made() == 0
    model.attempt_move("d")
    assert model.get_moves_made() == 1


def test_restart_rebuilds_the_initial_state() -> None:
    model = SokobanModel(MAZE1)
    initial = (model.state_key(), repr(model.get_maze()), repr(model.get_entities()))
    play(model, "dssasdddsdw")
    assert model.has_won()
    model.restart()
    assert (model.state_key(), repr(model.get_maze()), repr(model.get_entities())) == initial
    assert not model.can_undo()
    assert not model.has_won()


def test_copy_is_independent() -> None:
    model = SokobanModel(MAZE1)
    play(model, "dssasdddsd")
    twin = model.copy()
    assert twin.state_key() == model.state_key()
    assert twin.attempt_move("w") is True
    assert twin.has_won() and not model.has_won()
    assert str(model.get_maze()[3][5]) == "G"
    twin.undo()
    twin.undo()
    model.undo()
    assert twin.state_key() == model.state_key()


def test_state_key_distinguishes_states() -> None:
    model = SokobanModel(MAZE3)
    keys = {model.state_key()}
    for move in "dsassd":
        model.attempt_move(move)
        keys.add(model.state_key())
    assert len(keys) == 7


# --- 5.6 Undo ----------------------------------------------------------------------------------


def test_undo_with_nothing_to_undo_is_a_no_op() -> None:
    model = SokobanModel(MAZE1)
    before = (model.state_key(), repr(model.get_maze()), repr(model.get_entities()))
    assert model.can_undo() is False
    assert model.undo() is None
    model.undo()
    assert (model.state_key(), repr(model.get_maze()), repr(model.get_entities())) == before
    assert model.attempt_move("a") is False
    model.undo()  # an invalid move leaves nothing to undo either
    assert model.state_key() == before[0]


def test_single_undo() -> None:
    model = SokobanModel(MAZE1)
    assert model.attempt_move("d") is True
    assert model.can_undo()
    model.undo()
    assert model.get_player_position() == (1, 1)
    assert model.get_player_moves_remaining() == 12
    assert not model.can_undo()


def test_undo_after_an_invalid_move_undoes_the_last_valid_one() -> None:
    model = SokobanModel(MAZE1)
    play(model, "ds")
    assert model.attempt_move("w") is True
    assert model.attempt_move("w") is False
    model.undo()
    assert model.get_player_position() == (2, 2)
    assert model.get_player_moves_remaining() == 10


def test_undo_restores_a_pushed_crate_and_unfills_the_goal() -> None:
    model = SokobanModel(MAZE1)
    play(model, "dssasdddsd")
    before = (model.state_key(), repr(model.get_maze()), repr(model.get_entities()))
    assert model.attempt_move("w") is True
    assert model.has_won()
    model.undo()
    assert (model.state_key(), repr(model.get_maze()), repr(model.get_entities())) == before
    assert str(model.get_maze()[3][5]) == "G"
    assert not model.has_won()
    assert model.count_filled_goals() == 0


def test_undo_restores_a_drunk_potion_and_its_effect() -> None:
    model = SokobanModel(MAZE3)
    model.attempt_move("d")
    entities_before = repr(model.get_entities())
    assert model.attempt_move("s") is True  # fancy potion
    assert (model.get_player_strength(), model.get_player_moves_remaining()) == (3, 21)
    model.undo()
    assert (model.get_player_strength(), model.get_player_moves_remaining()) == (1, 20)
    assert repr(model.get_entities()) == entities_before
    assert isinstance(model.get_entities()[(2, 2)], FancyPotion)


def test_undo_keeps_the_entities_dictionary_object() -> None:
    model = SokobanModel(MAZE3)
    entities = model.get_entities()
    play(model, "ds")
    model.undo()
    assert model.get_entities() is entities
    assert (2, 2) in entities


def test_many_undos_walk_back_to_the_start() -> None:
    model = SokobanModel(MAZE3)
    start = (model.state_key(), repr(model.get_maze()), repr(model.get_entities()))
    seen = [model.state_key()]
    for move in "dsasssdddwawwasasdddsdw":  # the fancy-potion transcript: a win using both potions
        assert model.attempt_move(move)
        seen.append(model.state_key())
    assert model.has_won()
    while model.can_undo():
        model.undo()
        seen.pop()
        assert model.state_key() == seen[-1]
    assert (model.state_key(), repr(model.get_maze()), repr(model.get_entities())) == start
    model.undo()
    assert model.state_key() == start[0]


def test_undo_transcript_semantics() -> None:
    # maze3_7030_undo_examples: 'd s u' shows the board after 'd' again, the potion back in place.
    model = SokobanModel(MAZE3)
    model.attempt_move("d")
    after_d = board(model)
    model.attempt_move("s")
    model.undo()
    assert board(model) == after_d
    assert board(model).splitlines()[2] == "W F W  W"
    assert (model.get_player_moves_remaining(), model.get_player_strength()) == (20, 1)
