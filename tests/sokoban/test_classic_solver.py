"""The standard Sokoban solver: Microban levels solved and replayed, deadlock rules, the matching bound, LURD replay,
and random levels made solvable by construction (pulled back from a solved position)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.sokoban.classic.solver import (
    UNREACHABLE,
    ClassicBoard,
    SearchLimit,
    assignment_cost,
    replay_lurd,
    search,
    solve,
)
from arcade.games.sokoban.classic.xsb import OFFSETS, ClassicLevel, read_collection
from arcade.levels import bundled_levels_root
from tests.sokoban.classic_helpers import flood, xsb_of

MICROBAN = read_collection((bundled_levels_root() / "sokoban" / "microban.xsb").read_text(encoding="utf-8"), "m")
FURTHER_LEVELS = (35, 54, 59, 77, 95, 107)
"""Microban levels past the first fifteen: more crates (107 has eleven) and longer searches, still quick."""


def level_of(text: str) -> ClassicLevel:
    """The one level of an XSB text."""
    return read_collection(text, "test")[0]


@pytest.mark.parametrize("number", [*range(1, 16), *FURTHER_LEVELS])
def test_microban_levels_are_solved_and_the_answer_replays(number: int) -> None:
    level = MICROBAN[number - 1]
    solution = solve(level, time_limit=60.0)
    assert solution is not None
    assert set(solution) <= set("udlrUDLR")
    assert replay_lurd(level, solution)
    assert sum(letter.isupper() for letter in solution) >= len(level.crates - level.goals)


def test_plain_a_star_finds_fewest_pushes() -> None:
    assert solve(level_of("#######\n#@$  .#\n#######\n")) == "RRR"
    # The crate must go down two and right two: four pushes at best, with walks between the two directions.
    level = level_of("#######\n#     #\n# $   #\n#     #\n#   . #\n#@    #\n#######\n")
    result = search(level, weight=1)
    assert result.solution is not None and replay_lurd(level, result.solution)
    assert result.pushes == sum(letter.isupper() for letter in result.solution) == 4


def test_a_solved_level_needs_no_moves_and_a_lost_one_has_none() -> None:
    assert solve(level_of("####\n#@*#\n####\n")) == ""
    cornered = level_of("#####\n#$  #\n# @.#\n#####\n")  # the crate sits in a corner, not on a goal
    result = search(cornered)
    assert result.solution is None and result.exhausted


def test_the_limit_stops_a_search_without_claiming_no_solution() -> None:
    result = search(MICROBAN[92], SearchLimit(seconds=60.0, nodes=50))
    assert result.solution is None and not result.exhausted and result.expanded <= 51


def test_dead_squares_are_corners_and_walls_with_no_goal_along_them() -> None:
    level = level_of("######\n#@   #\n# $ .#\n#    #\n######\n")
    board = ClassicBoard(level)
    live = {position for position in level.inside if board.live[board.number(position)]}
    # Rows 1 and 3 and columns 1 and 4 run along walls: a crate there can never leave them, and only column 4
    # holds the goal, which a crate there could reach only by a push from inside the wall. The middle row is live.
    assert live == {(2, 2), (2, 3), (2, 4)}


def frozen(rows: str, crate: tuple[int, int]) -> bool:
    level = level_of(rows)
    board = ClassicBoard(level)
    crates = sum(1 << board.number(position) for position in level.crates)
    return board.frozen_deadlock(board.number(crate), crates)


def test_freeze_deadlocks() -> None:
    # Two crates side by side against the top wall: neither can ever move, and they are not on goals.
    assert frozen("#######\n#$$  .#\n#    .#\n# @   #\n#######\n", (1, 2))
    # A 2x2 block of crates in open floor is frozen too.
    assert frozen("########\n#      #\n# $$ ..#\n# $$ ..#\n#  @   #\n########\n", (2, 3))
    # The same pair against the wall, but both on goals: frozen, yet not lost.
    assert not frozen("#######\n#**   #\n#  $. #\n# @   #\n#######\n", (1, 2))
    # A lone crate against a wall can still slide along it.
    assert not frozen("#######\n# $  .#\n#     #\n# @   #\n#######\n", (1, 2))
    # Two crates stacked against a wall: the lower one can still move sideways.
    assert not frozen("#######\n# $  .#\n# $  .#\n# @   #\n#######\n", (2, 2))


def test_a_matching_deadlock_has_no_finite_bound() -> None:
    # Both crates are shut in the top corridor, whose one goal they cannot share; the other goal is out of reach.
    level = level_of("#########\n# $ $ . #\n####### #\n#.     @#\n#########\n")
    board = ClassicBoard(level)
    assert all(board.live[board.number(crate)] for crate in level.crates)
    assert board.lower_bound(board.start_crates) >= UNREACHABLE
    result = search(level)
    assert result.solution is None and result.exhausted and result.expanded == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(min_value=0, max_value=30), min_size=5, max_size=5), min_size=5, max_size=5))
def test_the_assignment_cost_is_the_cheapest_permutation(table: list[list[int]]) -> None:
    size = len(table)
    cheapest = min(sum(table[row][column] for row, column in enumerate(order))
                   for order in itertools.permutations(range(size)))
    assert assignment_cost(table) == cheapest
    corner = [row[:3] for row in table[:3]]
    assert assignment_cost(corner) == min(sum(corner[row][column] for row, column in enumerate(order))
                                          for order in itertools.permutations(range(3)))


def test_replay_rejects_impossible_moves() -> None:
    level = level_of("######\n#@$ .#\n#    #\n######\n")
    assert replay_lurd(level, "RR") and not replay_lurd(level, "R") and not replay_lurd(level, "")
    for moves, problem in (("u", "wall"), ("r", "a crate is in the way"), ("dR", "no crate"),
                           ("RRR", "cannot move"), ("x", "not one of")):
        with pytest.raises(ValueError, match=problem):
            replay_lurd(level, moves)


PULLED_LEVEL_ARGUMENTS = (st.integers(min_value=0, max_value=10**6), st.integers(min_value=3, max_value=6),
                          st.integers(min_value=3, max_value=5), st.integers(min_value=1, max_value=3),
                          st.integers(min_value=1, max_value=25), st.integers(min_value=0, max_value=5))
"""pulled_level's seed, width, height, crates, pulls and pillars, as the property tests draw them."""


def pulled_level(seed: int, width: int, height: int, crates: int, pulls: int, pillars: int) -> ClassicLevel:
    """A level solvable by construction: crates start on goals and the player pulls them about at random (each
    pull undoes a push), so pushing them back the way they came solves it. A few random inner walls (pillars)
    make corners and corridors; the floor is the largest open area they leave."""
    chance = random.Random(seed)
    room = [(row, col) for row in range(1, height + 1) for col in range(1, width + 1)]
    walls = set(chance.sample(room, pillars))
    floor = set(room) - walls
    boxes: set[tuple[int, int]] = set()

    def walkable(start: tuple[int, int]) -> set[tuple[int, int]]:
        return flood(start, floor - boxes)

    areas = []
    for cell in sorted(floor):
        if not any(cell in area for area in areas):
            areas.append(walkable(cell))
    floor = max(areas, key=len)
    if len(floor) < 2:  # the pillars left no room for a crate and the player: do without them
        floor = set(room)
    cells = sorted(floor)
    crates = min(crates, len(cells) - 1)
    goals = chance.sample(cells, crates)
    boxes = set(goals)
    player = chance.choice([cell for cell in cells if cell not in boxes])

    for _ in range(pulls):
        # Pull: the player stands beside a crate and steps away from it, the crate following into his cell.
        options = []
        for row, col in walkable(player):
            for d_row, d_col in OFFSETS:
                crate = (row - d_row, col - d_col)
                away = (row + d_row, col + d_col)
                if crate in boxes and away in floor and away not in boxes:
                    options.append((crate, (row, col), away))
        if not options:
            break
        crate, stand, away = chance.choice(options)
        boxes.remove(crate)
        boxes.add(stand)
        player = away
    return level_of(xsb_of(width, height, floor, goals, boxes, player))


@settings(max_examples=40, deadline=None)
@given(*PULLED_LEVEL_ARGUMENTS)
def test_levels_pulled_back_from_solved_are_solved(seed: int, width: int, height: int, crates: int,
                                                   pulls: int, pillars: int) -> None:
    level = pulled_level(seed, width, height, crates, pulls, pillars)
    result = search(level, SearchLimit(seconds=60.0))
    assert result.solution is not None, "\n".join(level.rows())
    assert replay_lurd(level, result.solution)
