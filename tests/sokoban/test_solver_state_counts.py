"""The Fancy solver's exact figures: the answer and the number of states it expanded on every bundled level under
several budgets, where the state limit and the stop callback cut a search, and what a maze that is not a maze
raises. The count of states expanded is what solve_counting reports (and benchmarks/sokoban_solver.py prints),
so a pruning rule that prunes less, or a search that expands states twice, shows here even when the answer stays
the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.sokoban.model import read_file
from arcade.games.sokoban.solver import STOP_CHECK_EVERY, solve, solve_counting, solve_file

LEVEL_DIR = Path(__file__).resolve().parent.parent.parent / "levels" / "sokoban"

Figures = tuple[str | None, int]

FIGURES: list[tuple[str, Figures, Figures, Figures, Figures]] = [
    # level, its own budget, ten moves more, one move less, two more strength
    ("maze1", ("sdsasdddsdw", 97), ("sdsasdddsdw", 149), ("sdsasdddsdw", 76), ("sdsasdddsdw", 97)),
    ("maze2", ("sdsasddswdsdw", 224), ("sdsasdddsdw", 192), ("sdsasddswdsdw", 171), ("sdsasddswdsdw", 294)),
    ("maze3", ("sdasssdddwawwasasdddsdw", 599), ("sdasssdddwawwasasdddsdw", 881), (None, 483),
     ("ssssdddwawwasasdddsdw", 1342)),
    ("yard1", ("dsssdsawwddddwddssaw", 1785), ("dsssdsawwddddwddssaw", 2228), ("dsssdsawwddddwddssaw", 1624),
     ("dsssdsawwddddwddssaw", 1785)),
    ("yard2", ("ssssddddddwawdddwwssaaaaaaawass", 1375), ("ssssddddddwawdddwwssaaaaaaawass", 1910),
     ("ssssddddddwawdddwwssaaaaaaawass", 1209), ("sdssdsadddddwawdd", 1840)),
    ("yard3", ("waasawsdddddwddwddasasdsawass", 52622), ("waasawsdddddwwdsasdddsawass", 54074),
     ("waasawsdddddwddwddasasdsawass", 45301), ("waasawsdddddwddwddasasdsawass", 57562)),
    ("yard4", ("dssssddddwwdwwdassddswdaaaassddddaaaaaaasasdddddd", 29839),
     ("dssssddddwwdwwdassddswdaaaassddddaaaaaaasasdddddd", 86769),
     ("dssssddddwwdwwdassddswdaaaassddddaaaaaaasasdddddd", 25163),
     ("dssssdsasdddddddwwaaawwdddswdaaaassdddd", 59619)),
    ("yard5", ("ddddssaddddddassaaaaaaaddddssaassaadddddddddaaaaaaawwaaddddddddd", 55578),
     ("ddddssaddddddassaaaaaaaddddssaassdddddddaaaaaaawwaaddddddddd", 87482), (None, 50906),
     ("ddddssaddddddassaaaaaaaddddssaaaaddddddddd", 36386)),
]
"""Measured with this solver; the answers are also checked against brute force and the model in test_levels.py."""


@pytest.mark.parametrize(("name", "own", "looser", "tighter", "stronger"), FIGURES, ids=[row[0] for row in FIGURES])
def test_each_bundled_level_gives_its_answer_after_exactly_so_many_states(
        name: str, own: Figures, looser: Figures, tighter: Figures, stronger: Figures) -> None:
    """The answer and the states expanded on each level with its budget, ten moves more, one less, and more strength."""
    maze, (strength, moves) = read_file(LEVEL_DIR / f"{name}.txt")
    assert solve_counting(maze, strength, moves) == own
    assert solve_counting(maze, strength, moves + 10) == looser
    assert solve_counting(maze, strength, moves - 1) == tighter
    assert solve_counting(maze, strength + 2, moves) == stronger


def rows(*lines: str) -> list[list[str]]:
    return [list(line) for line in lines]


def test_the_state_limit_counts_the_states_seen_not_expanded() -> None:
    """max_states caps the distinct states seen: the search stops after the state that saw one too many."""
    maze, (strength, moves) = read_file(LEVEL_DIR / "yard3.txt")
    assert solve_counting(maze, strength, moves, max_states=1) == (None, 1)
    assert solve_counting(maze, strength, moves, max_states=100) == (None, 52)
    assert solve_counting(maze, strength, moves, max_states=1000) == (None, 687)


def test_should_stop_is_asked_every_so_many_states_and_true_gives_up_at_once() -> None:
    """The callback is asked once per STOP_CHECK_EVERY states expanded; its first True ends the search there."""
    maze, (strength, moves) = read_file(LEVEL_DIR / "yard3.txt")
    asked: list[int] = []

    def third_time_stops() -> bool:
        asked.append(1)
        return len(asked) == 3

    assert solve_counting(maze, strength, moves, should_stop=third_time_stops) == (None, 3 * STOP_CHECK_EVERY)
    asked.clear()
    assert solve_counting(maze, strength, moves, should_stop=lambda: bool(asked.append(1))) == (
        "waasawsdddddwddwddasasdsawass", 52622)
    assert len(asked) == 52622 // STOP_CHECK_EVERY


def test_a_player_placed_by_player_at_may_stand_where_the_maze_shows_a_filled_goal() -> None:
    """player_at puts the player on a cell the maze shows as something else (a filled goal) or on bare floor."""
    maze = rows("WWWWWW", "WX1 GW", "W    W", "WWWWWW")
    assert solve_counting(maze, 1, 9, player_at=(1, 1)) == ("dd", 3)
    assert solve_counting(maze, 1, 9, player_at=(2, 4)) == ("aaawdd", 8)


@pytest.mark.parametrize(("maze", "message"), [
    (rows("WWWW", "W1GW", "WWWW"), "the maze has no player"),
    (rows("WWWWW", "WP1PW", "WGWWW", "WWWWW"), "the maze has more than one player"),
    (rows("WWWWW", "WP1?W", "WGWWW", "WWWWW"), "unknown maze character '?'"),
])
def test_a_maze_that_is_not_a_maze_is_refused_by_name(maze: list[list[str]], message: str) -> None:
    """No player, two players and an unknown character each raise ValueError with their own message."""
    with pytest.raises(ValueError) as raised:
        solve(maze, 1, 5)
    assert str(raised.value) == message


def test_a_player_given_both_ways_is_two_players() -> None:
    """A maze with its P and a player_at elsewhere has two players."""
    with pytest.raises(ValueError) as raised:
        solve(rows("WWWWWW", "WP1 GW", "WWWWWW"), 1, 5, player_at=(1, 3))
    assert str(raised.value) == "the maze has more than one player"


def test_solve_file_keeps_to_its_state_limit() -> None:
    """solve_file passes max_states on: too few states give no answer where the default finds one."""
    assert solve_file(LEVEL_DIR / "yard3.txt", max_states=1000) is None
    assert solve_file(LEVEL_DIR / "yard3.txt") == FIGURES[5][1][0]


def test_solve_passes_its_stop_callback_on() -> None:
    """solve() asks the same callback: one that says stop gives no answer on a level needing thousands of states."""
    maze, (strength, moves) = read_file(LEVEL_DIR / "yard3.txt")
    assert solve(maze, strength, moves, should_stop=lambda: True) is None
    assert solve(maze, strength, moves, should_stop=lambda: False) == FIGURES[5][1][0]


def test_a_crate_pushed_against_a_wall_beside_another_is_frozen() -> None:
    """Goals up the left wall, a crate on it below them and one to push there: pushing the second crate under the
    first freezes both (a square of two walls and two crates), and the search drops that state and all after it."""
    maze = rows("WWWWWW", "WG   W", "WG   W", "W1   W", "W  1 W", "W P  W", "WWWWWW")
    assert solve_counting(maze, 1, 12) == ("dwwdwaassaww", 218)
    assert solve_counting(maze, 1, 20) == ("dwwdwaassaww", 342)
