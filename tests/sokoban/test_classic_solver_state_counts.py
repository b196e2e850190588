"""The classic solver's exact figures on the first forty Microban levels: pushes and states expanded with the
default weight and with plain A*, the answer itself on a few, and where the node limit, the clock and the stop
callback cut a search. The states expanded are part of what search returns (SearchResult.expanded, which
benchmarks/sokoban_classic.py prints), so a deadlock rule that prunes less or a search that expands a state twice
shows here even when the answer stays the same."""

from __future__ import annotations

import time

import pytest

from arcade.games.sokoban.classic.solver import CLOCK_CHECK_EVERY, SearchLimit, replay_lurd, search, solve
from tests.sokoban.classic_helpers import microban

Figures = tuple[int, int]

MICROBAN_FIGURES: dict[int, tuple[Figures, Figures | None]] = {
    # level: ((pushes, states expanded) with the default weight, the same with weight 1 or None: too slow)
    1: ((8, 12), (8, 13)),
    2: ((3, 3), (3, 3)),
    3: ((13, 29), (13, 32)),
    4: ((7, 9), (7, 9)),
    5: ((6, 7), (6, 7)),
    6: ((39, 64), (29, 75)),
    7: ((6, 6), (6, 6)),
    8: ((32, 68), (32, 68)),
    9: ((10, 12), (10, 12)),
    10: ((21, 59), (21, 47)),
    11: ((18, 29), (16, 39)),
    12: ((11, 13), (11, 13)),
    13: ((21, 25), (21, 25)),
    14: ((10, 13), (10, 13)),
    15: ((14, 16), (12, 21)),
    16: ((45, 306), (39, 715)),
    17: ((9, 14), (9, 14)),
    18: ((13, 21), (13, 19)),
    19: ((20, 36), (20, 46)),
    20: ((16, 42), (16, 43)),
    21: ((5, 6), (5, 6)),
    22: ((15, 32), (15, 43)),
    23: ((10, 15), (10, 17)),
    24: ((13, 24), (9, 23)),
    25: ((7, 9), (7, 9)),
    26: ((10, 53), (10, 39)),
    27: ((10, 18), (10, 19)),
    28: ((9, 16), (9, 16)),
    29: ((22, 73), (22, 73)),
    30: ((5, 5), (5, 5)),
    31: ((6, 14), (6, 14)),
    32: ((9, 32), (9, 28)),
    33: ((10, 21), (10, 18)),
    34: ((8, 20), (8, 18)),
    35: ((31, 98), (31, 110)),
    36: ((59, 393), None),
    37: ((23, 41), (23, 30)),
    38: ((8, 18), (8, 13)),
    39: ((27, 44), (27, 65)),
    40: ((7, 11), (7, 11)),
}
"""Measured with this solver; every answer replays by the standard rules (checked below)."""

ANSWERS = {
    1: "dlUrrrdLullddrUluRuulDrddrruLdlUU",
    6: "ulldllllulllddRluurDRRRRRdrrruullDlllllllddrUluRRRRlllddrUluurrdrRdrRuurrddLLLLuRlllulldRRRRdrrrruullDurrddlLL"
       "ruLLLLulldRRRRRdrrruullDurrddlL",
    16: "lddrUUddrruLLuluurDrDulldRddlUUUruLLLulDDDlddrUluRuurrrddddrrruLLdlUUUruLLLulDDDlddrruLdlUruuurrrdrrDlddrruLLd"
        "lUUUruLLLulDDDDldR",
    29: "ullldRurrdrrddllllllluuRurrdRullldRurrdRullldRurrdRlulldlllddrrrrrrruUllulldRRlllllddrrrrrrruuUUddddllllllluur"
        "rrrrRllllllddrrrrrrruUUruuLDDDuuuulldRurDD",
}
"""The default search's LURD answers, walks included, on a few levels."""


@pytest.mark.parametrize("number", sorted(MICROBAN_FIGURES))
def test_each_microban_level_is_answered_after_exactly_so_many_states(number: int) -> None:
    """Pushes and states expanded with the default weight and with plain A*; the answer replays and is not
    reported as exhausted."""
    level = microban(number)
    weighted, plain = MICROBAN_FIGURES[number]
    result = search(level)
    assert (result.pushes, result.expanded, result.exhausted) == (*weighted, False)
    assert result.solution is not None and replay_lurd(level, result.solution)
    assert sum(letter.isupper() for letter in result.solution) == result.pushes
    if plain is not None:
        plain_result = search(level, weight=1)
        assert (plain_result.pushes, plain_result.expanded) == plain


@pytest.mark.parametrize("number", sorted(ANSWERS))
def test_the_answer_walks_and_pushes_exactly_so(number: int) -> None:
    """The LURD answer, each walk the shortest one found in the order u d l r."""
    assert search(microban(number)).solution == ANSWERS[number]


def test_the_node_limit_stops_the_search_after_exactly_so_many_states() -> None:
    """SearchLimit(nodes=n) stops once n states are expanded (the push and pull searches together), not claiming
    there is no solution, and says how long it took."""
    started = time.perf_counter()
    result = search(microban(36), SearchLimit(nodes=300))
    took = time.perf_counter() - started
    assert (result.solution, result.pushes, result.expanded, result.exhausted) == (None, 0, 300, False)
    assert 0 < result.seconds <= took


def test_the_clock_and_the_stop_callback_are_looked_at_every_so_many_states() -> None:
    """A deadline already past, or a stop callback that says stop, ends the search at the first look."""
    past = search(microban(36), SearchLimit(seconds=0.0))
    assert (past.solution, past.expanded, past.exhausted) == (None, CLOCK_CHECK_EVERY, False)
    asked: list[int] = []

    def second_look_stops() -> bool:
        asked.append(1)
        return len(asked) == 2

    stopped = search(microban(144), should_stop=second_look_stops)  # thousands of states
    assert (stopped.solution, stopped.expanded, stopped.exhausted) == (None, 2 * CLOCK_CHECK_EVERY, False)
    for ended in (past, stopped):  # no answer, so no pushes; the time it took, not a time of day
        assert ended.pushes == 0 and 0 < ended.seconds < 60


@pytest.mark.parametrize("nodes", [CLOCK_CHECK_EVERY + 1, 300])
def test_the_node_limit_is_looked_at_before_each_slice(nodes: int) -> None:
    """The node limit ends the search as soon as it is spent, before another slice (one state left is one more
    expansion), and never waits for the clock: with a limit of a minute the stop callback is asked only after
    the slices that ran."""
    looks: list[int] = []

    def never_stop() -> bool:
        looks.append(1)
        assert len(looks) < 10, "the search went on past its node limit"
        return False

    result = search(microban(36), SearchLimit(seconds=60.0, nodes=nodes), should_stop=never_stop)
    assert (result.solution, result.pushes, result.expanded, result.exhausted) == (None, 0, nodes, False)
    assert len(looks) == 2  # after the push search's slice and the pull search's


def test_solve_keeps_to_its_time_limit_and_its_stop_callback() -> None:
    """solve() passes its time limit and stop callback on: no time, or a stop at the first look, gives no answer
    on a level that needs thousands of states; the default limit finds one."""
    level = microban(36)
    assert solve(level, time_limit=0.0) is None
    assert solve(level, should_stop=lambda: True) is None
    answer = solve(level, time_limit=60.0, should_stop=lambda: False)
    assert answer is not None and replay_lurd(level, answer)
