"""Sokoban's part of the daily: a classic level generated from the day's seed at the medium difficulty, proven
solvable by the solver before it is offered (classic/generator.py), played on the classic screen."""

from __future__ import annotations

from arcade.daily import DailyPart, generated_part
from arcade.games.sokoban.classic.generator import DIFFICULTIES, generate
from arcade.levels import Level
from arcade.registry import SCREEN_SETTING

DIFFICULTY = "medium"


def challenge(seed: int) -> DailyPart:
    """The day's level: the generator's medium difficulty from the day's seed (the level is made when it opens)."""
    difficulty = DIFFICULTIES[DIFFICULTY]
    blurb = f"{difficulty.crates} crates, at least {difficulty.min_pushes} pushes: the same level for everyone"
    return generated_part(seed, "Generated level", blurb, DIFFICULTY, **{SCREEN_SETTING: "classic"})


LURD_KEYS = {"u": "w", "d": "s", "l": "a", "r": "d"}
"""The key of each LURD letter (a capital, a push, is the same key)."""


def winning_keys(level: Level) -> list[str]:
    """Keys that win the day's level (any generated classic level) on the classic screen: the generator's own
    solution, which its solver checked."""
    made = generate(level.settings["seed"], str(level.settings["difficulty"]))
    return [LURD_KEYS[letter.lower()] for letter in made.solution]
