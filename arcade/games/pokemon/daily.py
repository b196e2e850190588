"""Pokémon's part of the daily: a no-guess Medium board (16×16, 40 Pokémon) dealt from the day's seed."""

from __future__ import annotations

from arcade.daily import DailyPart

SIZE, COUNT = 16, 40
SEED_SETTING = "seed"
"""The level setting fixing the board's seed (the screen deals from it instead of drawing one)."""
BOARD_SEED_BITS = 32
"""A board's seed is this many bits, as the screen draws them (so `arcade --plain pokemon-board` can deal it)."""


def challenge(seed: int) -> DailyPart:
    """The day's board: Medium's size and count, no guessing, its Pokémon drawn from the seed."""
    return DailyPart("No-guess board", f"{SIZE}×{SIZE}, {COUNT} Pokémon, never a guess: the same board for everyone",
                     {"size": SIZE, "count": COUNT, "no_guess": True, SEED_SETTING: seed % (1 << BOARD_SEED_BITS)})
