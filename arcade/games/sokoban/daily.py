"""Sokoban's part of the daily five: a classic level generated from the day's seed at the medium difficulty, proven
solvable by the solver before it is offered (generator.py), played on the classic screen."""

from __future__ import annotations

from arcade.daily import DailyPart
from arcade.games.sokoban.generator import DIFFICULTIES
from arcade.levels import SEED_SETTING
from arcade.registry import SCREEN_SETTING

DIFFICULTY = "medium"
LEVEL_SEED_BITS = 32
"""A generated level's seed is this many bits (any whole number would do; this keeps its name short)."""


def challenge(seed: int) -> DailyPart:
    """The day's level: the generator's medium difficulty from the day's seed (the level is made when it opens)."""
    difficulty = DIFFICULTIES[DIFFICULTY]
    blurb = f"{difficulty.crates} crates, at least {difficulty.min_pushes} pushes: the same level for everyone"
    return DailyPart("Generated level", blurb,
                     {SCREEN_SETTING: "classic", SEED_SETTING: seed % (1 << LEVEL_SEED_BITS), "difficulty": DIFFICULTY})
