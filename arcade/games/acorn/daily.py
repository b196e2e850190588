"""Acorn Runner's part of the daily: a maze generated from the day's seed at the medium difficulty, solved by
the BFS and rated before it is offered (generated.py), played on the game's own screen."""

from __future__ import annotations

from arcade.daily import DailyPart, generated_part, level_seed
from arcade.games.acorn.generated import DIFFICULTIES, generate_level
from arcade.levels import SHORTEST_SETTING, Level

DIFFICULTY = "medium"


def challenge(seed: int) -> DailyPart:
    """The day's maze: the generator's medium difficulty from the day's seed, with its shortest way out (made here
    for that, in a few milliseconds: the share line and the win dialog compare a win with it)."""
    wanted = DIFFICULTIES[DIFFICULTY]
    pads = f", {wanted.teleports} pad pair{'s' * (wanted.teleports != 1)}" if wanted.teleports else ""
    fires = f"{wanted.fires} fire{'s' * (wanted.fires != 1)}"
    blurb = f"{wanted.cols}×{wanted.rows}, {fires}{pads}: the same maze for everyone"
    shortest = generate_level(DIFFICULTY, level_seed(seed)).rating.shortest
    return generated_part(seed, "Generated maze", blurb, DIFFICULTY, **{SHORTEST_SETTING: shortest})


def winning_keys(level: Level) -> list[str]:
    """Keys that win the day's maze (any generated maze) on the screen: the BFS's shortest way out, which the
    generator rated it by."""
    assert level.seed is not None, "a generated level has its seed"
    return list(generate_level(str(level.settings["difficulty"]), level.seed).rating.path)
