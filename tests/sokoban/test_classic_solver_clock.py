"""The classic solver's time limit on a clock the test drives: the deadline is passed only once the clock is beyond
it, and solve() waits ten seconds by default. The search looks at the clock when it starts and every
CLOCK_CHECK_EVERY states expanded."""

from __future__ import annotations

import pytest

from arcade.games.sokoban.classic import solver as classic_solver
from arcade.games.sokoban.classic.solver import CLOCK_CHECK_EVERY, SearchLimit, replay_lurd, search, solve
from tests.sokoban.classic_helpers import microban


class SteppingClock:
    """A perf_counter that moves on by `step` seconds each time it is read, starting at 100."""

    def __init__(self, step: float) -> None:
        self.now = 100.0 - step
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_a_clock_standing_at_the_deadline_has_not_passed_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a clock that never moves, no time limit is ever passed, not even a limit of no time at all."""
    monkeypatch.setattr(classic_solver.time, "perf_counter", SteppingClock(0.0))
    result = search(microban(105), SearchLimit(seconds=0.0))
    assert (result.pushes, result.expanded, result.exhausted) == (24, 751, False)


def test_the_default_time_limit_is_ten_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Microban 105 takes 751 states. With a clock moving 5.25 s at each look, 10.5 s have passed at the second look
    (state 512): solve() gives up there by default and with a limit of 10 s, not with one of 11 s."""
    level = microban(105)
    assert 2 * CLOCK_CHECK_EVERY < 751 < 3 * CLOCK_CHECK_EVERY
    monkeypatch.setattr(classic_solver.time, "perf_counter", SteppingClock(5.25))
    assert solve(level) is None
    assert solve(level, time_limit=10.0) is None
    answer = solve(level, time_limit=11.0)
    assert answer is not None and replay_lurd(level, answer)
