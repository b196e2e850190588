"""Classic Sokoban's model: standard pushes, moves and pushes counted, undo/redo/restart, LURD, dead squares."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.sokoban.classic.model import BLOCKED, PUSHED, WALKED, ClassicSokoban, dead_squares, direction_between
from arcade.games.sokoban.classic.xsb import read_collection
from tests.sokoban.classic_helpers import microban, solve_by_moves

CORRIDOR = read_collection("#######\n#@$ $.#\n#  . ##\n#######\n", "corridor.xsb")[0]


def test_walks_pushes_and_blocks_are_counted_apart() -> None:
    model = ClassicSokoban(CORRIDOR)
    assert model.move("u") == BLOCKED and model.moves == 0
    assert model.move("r") == PUSHED and model.crates == {(1, 3), (1, 4)}
    assert model.move("r") == BLOCKED  # two crates in a row never move
    assert model.move("d") == WALKED
    assert (model.moves, model.pushes, model.lurd) == (2, 1, "Rd")


def test_a_crate_on_a_goal_stays_pushable_and_the_level_is_solved_with_every_crate_on_a_goal() -> None:
    level = read_collection("#######\n#@*   #\n#  $. #\n#     #\n#######\n", "goal.xsb")[0]
    model = ClassicSokoban(level)
    assert model.crates_on_goals() == 1
    assert model.move("r") == PUSHED and model.crates == {(1, 3), (2, 3)} and model.crates_on_goals() == 0
    model.replay("dRdrruul")
    assert not model.is_solved()
    model.replay("L")
    assert model.is_solved() and model.crates_on_goals() == 2


def test_undo_redo_and_a_restart_that_undo_takes_back() -> None:
    model = ClassicSokoban(CORRIDOR)
    model.replay("Rdr")
    assert model.undo() and model.lurd == "Rd"
    assert model.redo() and model.lurd == "Rdr"
    assert not model.redo()
    assert model.restart() and model.moves == 0 and model.crates == set(CORRIDOR.crates)
    assert not model.restart()  # already at the start: nothing to restart
    assert model.undo() and model.lurd == "Rdr" and model.player == (2, 3)
    assert model.redo() and model.moves == 0 and model.player == CORRIDOR.player
    model.undo()
    model.undo()
    assert model.move("u") == WALKED and not model.can_redo()  # a new step forgets what was undone


def test_replay_refuses_an_impossible_step_and_a_walk_that_would_push() -> None:
    model = ClassicSokoban(CORRIDOR)
    with pytest.raises(ValueError, match="step 2"):
        model.replay("Ru")
    assert model.lurd == "R"
    with pytest.raises(ValueError, match="step 1"):
        ClassicSokoban(CORRIDOR).replay("r")
    with pytest.raises(ValueError, match="not a LURD letter"):
        ClassicSokoban(CORRIDOR).replay("x")


def test_dead_squares_are_the_cells_no_crate_can_leave_for_a_goal() -> None:
    dead = dead_squares(CORRIDOR)
    assert (1, 1) in dead and (2, 1) in dead  # corners
    assert (1, 5) not in dead and (1, 4) not in dead and (2, 3) not in dead
    assert not dead & CORRIDOR.goals and dead <= CORRIDOR.inside
    first = microban(1)
    live = {(1, 2), (2, 2), (3, 2), (4, 2), (3, 1), (2, 1), (4, 1), (3, 3), (4, 3)}
    assert dead_squares(first) == first.inside - live


def test_path_to_walks_around_crates_and_knows_when_it_cannot() -> None:
    model = ClassicSokoban(CORRIDOR)
    assert model.path_to((2, 3)) == "drr"
    assert model.path_to((1, 5)) is None  # behind the crates
    assert model.path_to(model.player) == ""
    assert direction_between((1, 1), (1, 2)) == "r" and direction_between((1, 1), (2, 2)) is None


def test_a_microban_level_solved_move_by_move() -> None:
    level = microban(2)
    solution = solve_by_moves(level)
    model = ClassicSokoban(level)
    for letter in solution:
        assert not model.is_solved()
        assert model.move(letter) == (PUSHED if letter.isupper() else WALKED)
    assert model.is_solved() and model.lurd == solution


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from("udlrUR!"), max_size=60), st.integers(1, 6))
def test_random_play_keeps_its_crates_and_undo_redo_and_lurd_round_trip(steps: list[str], number: int) -> None:
    level = microban(number)
    model = ClassicSokoban(level)
    for step in steps:
        if step == "U":
            before = model.snapshot(), model.lurd
            if model.undo():
                model.redo()
                assert (model.snapshot(), model.lurd) == before
            model.undo()
        elif step == "R":
            model.redo()
        elif step == "!":
            model.restart()
        else:
            model.move(step)
        assert len(model.crates) == len(level.crates) and model.crates <= level.inside
        assert model.player in level.inside and model.player not in model.crates
        assert model.pushes == sum(letter.isupper() for letter in model.lurd) <= model.moves
    again = ClassicSokoban(level)
    again.replay(model.lurd)
    assert again.snapshot() == model.snapshot()
