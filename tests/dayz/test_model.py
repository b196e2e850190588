"""End of DayZ model: the task sheet's examples, the support module's behaviour and the course tests' zombie paths."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arcade.errors import LevelError
from arcade.games.dayz.model import (
    AdvancedGame,
    AdvancedMapLoader,
    BasicMapLoader,
    Crossbow,
    Entity,
    Game,
    Garlic,
    Grid,
    HoldingPlayer,
    Hospital,
    IntermediateGame,
    IntermediateMapLoader,
    Inventory,
    MapLoader,
    Pickup,
    Player,
    Position,
    TrackingZombie,
    VulnerablePlayer,
    Zombie,
    can_fire,
    fire,
    line_of_fire,
    load_game_map,
    load_map,
    move_is_risky,
    random_directions,
    tracking_intents,
    tracking_order,
)

MAPS = Path(__file__).resolve().parent.parent / "data" / "dayz" / "maps"
COURSE_SEED = 1001.2021


def write_map(tmp_path: Path, *rows: str) -> Path:
    """A map file with these rows."""
    path = tmp_path / "map.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    return path


# -- task 1: the task sheet's examples ------------------------------------------------------------------
def test_entity_repr_and_display() -> None:
    assert repr(Entity()) == "Entity()" and Entity().__repr__() == "Entity()"
    with pytest.raises(NotImplementedError):
        Entity().display()
    assert Entity().step(Position(0, 0), Game(Grid(1))) is None
    assert (repr(Player()), Player().display()) == ("Player()", "P")
    assert (repr(Hospital()), Hospital().display()) == ("Hospital()", "H")


def test_grid_examples() -> None:
    grid = Grid(5)
    assert grid.get_size() == 5
    assert grid.in_bounds(Position(2, 2)) and not grid.in_bounds(Position(0, 6))
    assert grid.get_entities() == []
    grid.add_entity(Position(2, 2), Hospital())
    assert repr(grid.get_entity(Position(2, 2))) == "Hospital()"
    assert repr(grid.get_entities()) == "[Hospital()]"
    assert grid.serialize() == {(2, 2): "H"}


@pytest.mark.parametrize(
    ("size", "x", "y", "expected"),
    [(5, 0, 10, False), (5, 0, 5, False), (5, 0, 4, True), (5, -1, 4, False), (10, 9, 8, True), (10, 9, 10, False)],
)
def test_in_bounds_examples(size: int, x: int, y: int, expected: bool) -> None:
    assert Grid(size).in_bounds(Position(x, y)) is expected


def test_add_remove_and_get_examples() -> None:
    grid = Grid(4)
    grid.add_entity(Position(0, 0), Player())
    assert repr(grid.get_entity(Position(0, 0))) == "Player()"
    grid.add_entity(Position(0, 0), Hospital())
    assert repr(grid.get_entity(Position(0, 0))) == "Hospital()"
    grid.add_entity(Position(-1, 0), Player())
    assert grid.get_entity(Position(-1, 0)) is None
    grid.remove_entity(Position(0, 0))
    assert grid.get_entity(Position(0, 0)) is None
    grid.remove_entity(Position(3, 3))  # nothing there: no error


def test_mapping_entities_and_copies() -> None:
    grid = Grid(4)
    grid.add_entity(Position(0, 0), Player())
    grid.add_entity(Position(3, 3), Hospital())
    assert repr(grid.get_mapping()) == "{Position(0, 0): Player(), Position(3, 3): Hospital()}"
    grid.get_mapping().clear()
    grid.get_entities().clear()
    assert len(grid.get_entities()) == 2
    many = Grid(5)
    for position, entity in [((0, 0), Hospital()), ((0, 1), Player()), ((2, 2), Hospital()), ((4, 4), Hospital())]:
        many.add_entity(Position(*position), entity)
    assert repr(many.get_entities()) == "[Hospital(), Player(), Hospital(), Hospital()]"


def test_move_entity_and_find_player_examples() -> None:
    grid = Grid(10)
    grid.add_entity(Position(1, 2), Player())
    grid.move_entity(Position(1, 2), Position(3, 5))
    assert grid.get_entity(Position(1, 2)) is None
    assert repr(grid.get_entity(Position(3, 5))) == "Player()"
    grid.move_entity(Position(3, 5), Position(3, 10))  # off the grid: stays
    grid.move_entity(Position(0, 0), Position(1, 1))  # nothing to move
    assert grid.find_player() == Position(3, 5) and repr(grid.find_player()) == "Position(3, 5)"
    grid.add_entity(Position(4, 5), Hospital())
    grid.move_entity(Position(3, 5), Position(4, 5))  # replaces the hospital
    assert grid.serialize() == {(4, 5): "P"}
    assert Grid(3).find_player() is None


def test_serialize_example() -> None:
    grid = Grid(50)
    grid.add_entity(Position(3, 8), Player())
    grid.add_entity(Position(3, 20), Hospital())
    assert grid.serialize() == {(3, 8): "P", (3, 20): "H"}


def test_position_support_behaviour() -> None:
    here = Position(1, 2)
    assert (here.get_x(), here.get_y()) == (1, 2)
    assert here.add(Position(2, -1)) == Position(3, 1) and here == Position(1, 2)
    assert here.distance(Position(4, 6)) == 7
    assert here.in_range(Position(1, 4), 3) and not here.in_range(Position(1, 5), 3)
    assert here != (1, 2) and str(here) == repr(here) == "Position(1, 2)"
    assert {Position(1, 2): "a"}[Position(1, 2)] == "a"


def test_direction_to_offset_examples() -> None:
    game = Game(Grid(5))
    assert [repr(game.direction_to_offset(d)) for d in "WSAD"] == [
        "Position(0, -1)", "Position(0, 1)", "Position(-1, 0)", "Position(1, 0)"
    ]
    assert game.direction_to_offset("N") is None
    assert game.direction_to_offset("that way!") is None
    assert game.direction_to_offset("w") is None


def test_game_moves_steps_and_wins() -> None:
    grid = Grid(3)
    grid.add_entity(Position(0, 0), Player())
    grid.add_entity(Position(2, 0), Hospital())
    game = Game(grid)
    assert game.get_grid() is grid and repr(game.get_player()) == "Player()"
    game.move_player(Position(-1, 0))  # off the grid: no move
    assert grid.find_player() == Position(0, 0)
    game.move_player(Position(1, 0))
    game.step()
    assert game.get_steps() == 1 and not game.has_won() and not game.has_lost()
    game.move_player(Position(1, 0))
    assert game.has_won()


def test_map_loaders(tmp_path: Path) -> None:
    basic = BasicMapLoader().load(str(MAPS / "basic.txt"))
    assert basic.get_size() == 5
    assert basic.serialize() == {(0, 1): "P", (4, 4): "H"}
    assert type(basic.get_entity(Position(0, 1))) is Player
    assert load_map(str(MAPS / "basic.txt")) == ({(0, 1): "P", (4, 4): "H"}, 5)
    intermediate = IntermediateMapLoader().load(str(MAPS / "basic2.txt"))
    assert intermediate.serialize() == {(8, 0): "P", (5, 3): "Z", (5, 4): "Z", (5, 6): "H"}
    assert type(intermediate.get_entity(Position(8, 0))) is VulnerablePlayer
    advanced = AdvancedMapLoader().load(str(MAPS / "basic3.txt"))
    assert advanced.serialize()[(3, 7)] == "T" and type(advanced.get_entity(Position(8, 0))) is HoldingPlayer
    with pytest.raises(ValueError):
        BasicMapLoader().create_entity("Z")
    for loader in (BasicMapLoader(), IntermediateMapLoader(), AdvancedMapLoader()):
        with pytest.raises(ValueError):
            loader.create_entity("A")
    with pytest.raises(NotImplementedError):
        MapLoader().create_entity("P")


# -- task 2 ------------------------------------------------------------------------------------------------
def test_vulnerable_player_example() -> None:
    player = VulnerablePlayer()
    assert not player.is_infected()
    player.infect()
    player.infect()
    assert player.is_infected()


def test_random_directions_is_one_sample_of_the_offsets() -> None:
    ours = random_directions(random.Random(7))
    assert ours == random.Random(7).sample([(0, 1), (0, -1), (1, 0), (-1, 0)], k=4)
    random.seed(7)
    assert random_directions() == ours  # the default is the global generator, as in the original


def test_zombie_path_from_the_course_tests() -> None:
    grid = Grid(4)
    grid.add_entity(Position(1, 2), Zombie())
    game = Game(grid, random.Random(COURSE_SEED))
    path = []
    for _ in range(10):
        position = next(iter(grid.get_mapping()))
        grid.get_entity(position).step(position, game)
        path.append(next(iter(grid.get_mapping())))
    assert path == [Position(*xy) for xy in [(1, 1), (2, 1), (3, 1), (2, 1), (3, 1), (2, 1), (2, 2), (1, 2), (1, 3),
                                              (1, 2)]]


def test_two_zombies_step_in_grid_order_like_the_course_tests() -> None:
    grid = Grid(6)
    grid.add_entity(Position(0, 3), VulnerablePlayer())
    grid.add_entity(Position(5, 5), Hospital())
    first, second = Zombie(), Zombie()
    grid.add_entity(Position(3, 1), first)
    grid.add_entity(Position(4, 4), second)
    game = IntermediateGame(grid, random.Random(COURSE_SEED))
    paths: tuple[list[tuple[int, int]], list[tuple[int, int]]] = ([], [])
    for _ in range(10):
        game.step()
        for path, zombie in zip(paths, (first, second), strict=True):
            position = next(p for p, e in grid.get_mapping().items() if e is zombie)
            path.append((position.get_x(), position.get_y()))
    assert paths[0] == [(3, 0), (4, 0), (5, 0), (5, 1), (5, 2), (5, 1), (5, 0), (4, 0), (3, 0), (3, 1)]
    assert paths[1] == [(5, 4), (4, 4), (3, 4), (2, 4), (2, 3), (2, 4), (1, 4), (1, 3), (1, 4), (1, 3)]
    assert game.get_steps() == 10


def test_zombie_infects_instead_of_moving_and_the_game_is_lost() -> None:
    grid = Grid(2)
    player = VulnerablePlayer()
    grid.add_entity(Position(0, 0), player)
    grid.add_entity(Position(1, 0), Zombie())
    grid.add_entity(Position(1, 1), Hospital())
    grid.add_entity(Position(0, 1), Garlic())  # blocks: pickups are not walked over by zombies
    game = IntermediateGame(grid, random.Random(0))
    game.step()
    assert player.is_infected() and game.has_lost()
    assert grid.find_player() == Position(0, 0) and grid.serialize()[(1, 0)] == "Z"


def test_boxed_in_zombie_stays() -> None:
    grid = Grid(1)
    grid.add_entity(Position(0, 0), Zombie())
    game = Game(grid, random.Random(0))
    game.step()
    assert grid.serialize() == {(0, 0): "Z"}


# -- task 3 ------------------------------------------------------------------------------------------------
def test_tracking_zombie_prefers_w_s_n_e_on_ties() -> None:
    # The task sheet's example: zombie (1, 1), player (2, 4): N and E tie (N first), then W and S (W first).
    grid = Grid(6)
    grid.add_entity(Position(2, 4), VulnerablePlayer())
    zombie = TrackingZombie()
    grid.add_entity(Position(1, 1), zombie)
    game = IntermediateGame(grid)
    zombie.step(Position(1, 1), game)
    assert grid.serialize()[(1, 2)] == "T"
    assert zombie.display() == "T" and repr(zombie) == "TrackingZombie()"


def test_tracking_zombie_walks_straight_to_the_player() -> None:
    grid = Grid(6)
    grid.add_entity(Position(0, 3), VulnerablePlayer())
    grid.add_entity(Position(5, 3), TrackingZombie())
    game = IntermediateGame(grid)
    path = []
    for _ in range(4):
        game.step()
        path.append(next(p for p, e in grid.get_mapping().items() if e.display() == "T"))
    assert path == [Position(4, 3), Position(3, 3), Position(2, 3), Position(1, 3)]
    game.step()
    assert game.has_lost()


def test_pickups() -> None:
    garlic, crossbow = Garlic(), Crossbow()
    assert (garlic.get_durability(), garlic.get_lifetime()) == (10, 10)
    assert (garlic.display(), repr(garlic)) == ("G", "Garlic(10)")
    assert (crossbow.get_durability(), crossbow.display(), repr(crossbow)) == (5, "C", "Crossbow(5)")
    garlic.hold()
    assert garlic.get_lifetime() == 9
    with pytest.raises(NotImplementedError):
        Pickup()


def test_inventory_example() -> None:
    crossbow, garlic = Crossbow(), Garlic()
    inventory = Inventory()
    assert inventory.get_items() == []
    inventory.add_item(crossbow)
    inventory.add_item(garlic)
    assert repr(inventory.get_items()) == "[Crossbow(5), Garlic(10)]"
    for _ in range(3):
        inventory.step()
    assert repr(inventory.get_items()) == "[Crossbow(2), Garlic(7)]"
    inventory.step()
    assert repr(inventory.get_items()) == "[Crossbow(1), Garlic(6)]"
    inventory.step()
    assert repr(inventory.get_items()) == "[Garlic(5)]"
    for _ in range(30):
        inventory.step()
    assert inventory.get_items() == []
    inventory.get_items().append(Garlic())
    assert inventory.get_items() == []


def test_inventory_contains_example() -> None:
    inventory = Inventory()
    inventory.add_item(Garlic())
    assert not inventory.contains("C") and inventory.contains("G")


def test_holding_player_garlic_immunity_and_wear() -> None:
    player = HoldingPlayer()
    player.get_inventory().add_item(Garlic())
    player.infect()
    assert not player.is_infected()
    player.step(Position(0, 0), Game(Grid(1)))
    assert repr(player.get_inventory().get_items()) == "[Garlic(9)]"


def test_advanced_game_picks_up_on_the_way() -> None:
    grid = Grid(3)
    grid.add_entity(Position(0, 0), HoldingPlayer())
    grid.add_entity(Position(1, 0), Crossbow())
    grid.add_entity(Position(2, 2), Hospital())
    game = AdvancedGame(grid)
    game.move_player(Position(1, 0))
    assert grid.serialize() == {(1, 0): "P", (2, 2): "H"}
    assert repr(game.get_player().get_inventory().get_items()) == "[Crossbow(5)]"


def test_fire_results_and_line_of_fire() -> None:
    grid = Grid(5)
    grid.add_entity(Position(0, 2), HoldingPlayer())
    grid.add_entity(Position(3, 2), TrackingZombie())
    grid.add_entity(Position(0, 4), Hospital())
    game = AdvancedGame(grid)
    assert not can_fire(game) and fire(game, "D") == "no weapon"
    game.get_player().get_inventory().add_item(Crossbow())
    assert fire(game, "X") == "invalid direction"
    assert fire(game, "d") == "invalid direction"
    assert line_of_fire(game, "D") == [Position(1, 2), Position(2, 2), Position(3, 2)]
    assert fire(game, "W") == "no zombie"  # off the edge
    assert fire(game, "S") == "no zombie"  # the hospital stops the shot
    assert fire(game, "D") == "hit"
    assert (3, 2) not in grid.serialize()


def test_tracking_intents_and_risky_moves() -> None:
    grid = Grid(5)
    grid.add_entity(Position(0, 0), HoldingPlayer())
    grid.add_entity(Position(3, 0), TrackingZombie())
    grid.add_entity(Position(4, 4), Hospital())
    game = AdvancedGame(grid)
    assert tracking_intents(game) == {Position(3, 0): Position(2, 0)}
    assert not move_is_risky(game, "S")
    assert move_is_risky(AdvancedGame(grid), "D") is False  # (1, 0) is two squares from the zombie
    grid.move_entity(Position(3, 0), Position(2, 0))
    assert move_is_risky(game, "D")
    assert not move_is_risky(game, "X") and move_is_risky(game, "W") is False
    game.get_player().get_inventory().add_item(Garlic())
    assert not move_is_risky(game, "D")


@pytest.mark.parametrize(
    ("rows", "problem"),
    [
        ((), "empty"),
        (("P ", " X"), "unknown character 'X'"),
        (("P  ", "  H"), "outside the 2x2 map"),
        (("  ", " H"), "exactly one player"),
        (("PP", " H"), "exactly one player (P), not 2"),
        (("P ", "  "), "no hospital"),
    ],
)
def test_load_game_map_rejects_bad_maps(tmp_path: Path, rows: tuple[str, ...], problem: str) -> None:
    with pytest.raises(LevelError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        load_game_map(write_map(tmp_path, *rows))


def test_load_game_map_missing_and_binary(tmp_path: Path) -> None:
    with pytest.raises(LevelError, match=r"nowhere\.txt"):
        load_game_map(tmp_path / "nowhere.txt")
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00P")
    with pytest.raises(LevelError, match="not a text file"):
        load_game_map(binary)


def test_load_game_map_accepts_the_originals() -> None:
    for path in sorted(MAPS.glob("*.txt")):
        assert load_game_map(path).find_player() is not None


def test_a_move_onto_the_hospital_is_never_risky_and_wins_beside_a_zombie() -> None:
    grid = Grid(4)
    grid.add_entity(Position(0, 0), HoldingPlayer())
    grid.add_entity(Position(1, 0), Hospital())
    grid.add_entity(Position(2, 0), TrackingZombie())  # beside the hospital square
    game = AdvancedGame(grid)
    assert move_is_risky(game, "D") is False
    game.move_player(game.direction_to_offset("D"))
    game.step()
    assert game.has_won()


LEFT, UP, DOWN, RIGHT = (-1, 0), (0, -1), (0, 1), (1, 0)
"""The offsets on the screen's grid (y grows downwards), in the order tracking_order breaks ties in."""


@pytest.mark.parametrize(("zombie", "player", "order"), [
    ((2, 2), (2, 2), [LEFT, UP, DOWN, RIGHT]),  # every way ties: the offsets' own order
    ((0, 0), (3, 0), [RIGHT, LEFT, UP, DOWN]),  # one way best, the other three tie
    ((0, 0), (2, 2), [DOWN, RIGHT, LEFT, UP]),  # two best ways tie, then two worst
    ((2, 2), (0, 0), [LEFT, UP, DOWN, RIGHT]),
    ((3, 1), (0, 3), [LEFT, DOWN, UP, RIGHT]),
    ((1, 3), (3, 0), [UP, RIGHT, LEFT, DOWN]),
])
def test_tracking_order_sorts_by_distance_left_up_down_right_on_ties(
        zombie: tuple[int, int], player: tuple[int, int], order: list[tuple[int, int]]) -> None:
    """The original sorted the offsets by the distance they leave, ties by the offset tuples themselves (not in
    OFFSETS' order): REFERENCE.md, The step."""
    assert tracking_order(Position(*zombie), Position(*player)) == order


def test_a_hemmed_in_tracker_takes_the_first_open_way_in_tie_order() -> None:
    grid = Grid(3)
    grid.add_entity(Position(1, 1), TrackingZombie())
    grid.add_entity(Position(2, 1), VulnerablePlayer())  # the best way, struck (the game is then lost)
    game = IntermediateGame(grid)
    game.step()
    assert game.has_lost()
    grid = Grid(5)
    grid.add_entity(Position(2, 2), TrackingZombie())
    grid.add_entity(Position(4, 2), VulnerablePlayer())
    grid.add_entity(Position(3, 2), Hospital())  # the best way is taken: the three that tie, left first
    IntermediateGame(grid).step()
    assert grid.serialize()[(1, 2)] == "T"
