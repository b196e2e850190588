"""The classic solver's figures beside its answer: pushes, states expanded, time taken and whether it ran out of
states, for a level already solved, a level solved by searching and a level with no solution."""

from __future__ import annotations

import time

from arcade.games.sokoban.classic.solver import search
from arcade.games.sokoban.classic.xsb import ClassicLevel, read_collection


def level_of(text: str) -> ClassicLevel:
    return read_collection(text, "test")[0]


def test_a_level_already_solved_is_answered_at_once_with_no_figures() -> None:
    started = time.perf_counter()
    result = search(level_of("####\n#@*#\n####\n"))
    took = time.perf_counter() - started
    assert (result.solution, result.pushes, result.expanded, result.exhausted) == ("", 0, 0, False)
    assert 0 <= result.seconds <= took


def test_a_found_answer_counts_its_pushes_and_the_states_expanded_on_the_way() -> None:
    level = level_of("#######\n#     #\n# $   #\n#     #\n#   . #\n#@    #\n#######\n")
    started = time.perf_counter()
    result = search(level, weight=1)
    took = time.perf_counter() - started
    assert result.solution is not None and result.exhausted is False
    assert result.pushes == sum(letter.isupper() for letter in result.solution) == 4
    assert 4 <= result.expanded <= 200
    assert 0 < result.seconds <= took


def test_a_level_with_no_answer_runs_out_of_states_after_expanding_the_start() -> None:
    """Two crates in a row in a corridor: neither can be pushed, though each has a goal ahead of it."""
    started = time.perf_counter()
    result = search(level_of("#########\n#@ $$ ..#\n#########\n"))
    took = time.perf_counter() - started
    assert (result.solution, result.pushes, result.expanded, result.exhausted) == (None, 0, 1, True)
    assert 0 <= result.seconds <= took


def test_a_crate_cornered_from_the_start_is_answered_at_once_with_no_figures() -> None:
    """A lone crate in a corner off its goal: its bound is exactly UNREACHABLE, no push is tried, and the answer
    comes at once with no pushes, no states, the time it took and exhausted."""
    started = time.perf_counter()
    result = search(level_of("#####\n#$  #\n# @.#\n#####\n"))
    took = time.perf_counter() - started
    assert (result.solution, result.pushes, result.expanded, result.exhausted) == (None, 0, 0, True)
    assert 0 <= result.seconds <= took


TRAPDOOR = "#######\n#.   @#\n###$###\n### ###\n#*   ##\n#######\n"
"""The crate below the player can only be pushed down: once on the bottom row (a wall under it) it can never come
back up to the goal at the top left, and the crate already on the other goal is stuck there too. That position's
cheapest matching is exactly UNREACHABLE (the bottom crate to its goal, 0, and the other to the top goal, none)."""


def test_a_push_whose_matching_costs_exactly_unreachable_is_never_expanded() -> None:
    """The search expands the start and the crate halfway down, drops the push onto the bottom row, and runs out."""
    result = search(level_of(TRAPDOOR))
    assert (result.solution, result.pushes, result.expanded, result.exhausted) == (None, 0, 2, True)
