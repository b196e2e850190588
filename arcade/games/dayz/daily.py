"""End of DayZ's part of the daily: a map generated from the day's seed at the medium difficulty, proven
winnable whatever the zombies do before it is offered (generated.py, proof.py), played on the game's own screen."""

from __future__ import annotations

from arcade.daily import DailyPart, generated_part
from arcade.games.dayz.bindings import WAIT as WAIT_KEY
from arcade.games.dayz.generated import DIFFICULTIES, generate_level
from arcade.games.dayz.proof import WAIT
from arcade.levels import Level

DIFFICULTY = "medium"


def challenge(seed: int) -> DailyPart:
    """The day's map: the generator's medium difficulty from the day's seed (the map is made when it opens)."""
    wanted = DIFFICULTIES[DIFFICULTY]
    blurb = f"{wanted.size}×{wanted.size}, {wanted.zombies} zombies, proven winnable: the same map for everyone"
    return generated_part(seed, "Generated map", blurb, DIFFICULTY)


def winning_keys(level: Level) -> list[str]:
    """Keys that win the day's map (any generated map) on the screen: the generator's proven line, which wins
    whatever the zombies do; its waits are the wait key."""
    assert level.seed is not None, "a generated level has its seed"
    line = generate_level(str(level.settings["difficulty"]), level.seed).line
    return [WAIT_KEY.keys[0] if turn == WAIT else turn.lower() for turn in line.turns]
