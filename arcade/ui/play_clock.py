"""The clock a kept game's screen reads while it is played back (watching a best, a cast): it moves action by action
at the pace the game was played, so a clock the screen draws ends on the kept game's time."""

from __future__ import annotations

DEFAULT_SPEED = 4
"""Actions a second a best is watched at, at first."""
UNTIMED_STEP = 1 / DEFAULT_SPEED
"""Seconds between two actions of a game whose time on screen was not kept (watching a best's default pace)."""


def play_step(seconds: float | None, actions: int) -> float:
    """The seconds between two actions as the game was played: its time on screen over its actions, or watching's
    pace when the time was not kept."""
    if seconds is None or seconds <= 0 or actions == 0:
        return UNTIMED_STEP
    return seconds / actions


class PlayClock:
    """The time a replayed game's screen reads (Pokémon's timer): moved on action by action, so the clock drawn
    after the last action is the kept game's time (watching and casts)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now
