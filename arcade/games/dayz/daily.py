"""End of DayZ's part of the daily five: a map generated from the day's seed at the medium difficulty, proven
winnable whatever the zombies do before it is offered (generated.py, proof.py), played on the game's own screen."""

from __future__ import annotations

from arcade.daily import DailyPart, generated_part
from arcade.games.dayz.generated import DIFFICULTIES

DIFFICULTY = "medium"


def challenge(seed: int) -> DailyPart:
    """The day's map: the generator's medium difficulty from the day's seed (the map is made when it opens)."""
    wanted = DIFFICULTIES[DIFFICULTY]
    blurb = f"{wanted.size}×{wanted.size}, {wanted.zombies} zombies, proven winnable: the same map for everyone"
    return generated_part(seed, "Generated map", blurb, DIFFICULTY)
