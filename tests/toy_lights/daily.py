"""The toy's part of the daily: a board one press from solved, the press chosen by the day's seed."""

from __future__ import annotations

from arcade.daily import DailyPart
from arcade.levels import Level
from tests.toy_lights.model import BOARD_SETTING, OFF, ON, SIZE, LightsOut


def press_of(seed: int) -> tuple[int, int]:
    """The cell whose press solves the day's board."""
    row, col = divmod(seed % (SIZE * SIZE), SIZE)
    return row, col


def challenge(seed: int) -> DailyPart:
    """The day's board: all lights off, then the seed's cell pressed."""
    board = LightsOut(tuple((False,) * SIZE for _ in range(SIZE)))
    board.press(*press_of(seed))
    text = "\n".join("".join(ON if light else OFF for light in row) for row in board.lights) + "\n"
    return DailyPart("Board of the day", "one press from dark", {BOARD_SETTING: text, "seed": seed})


def winning_keys(level: Level) -> list[str]:
    """Keys that win the day's board: the cursor from the top left to the seed's cell, and a press."""
    row, col = press_of(int(level.settings["seed"]))
    return ["down"] * row + ["right"] * col + ["enter"]
