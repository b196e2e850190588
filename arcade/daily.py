"""The daily: one challenge a day per game that has one, the same on every machine on the same UTC date, offline.

Everything a day's challenge needs follows from the date: a game's seed is sha256 of "arcade daily DATE GAME",
and the game's part of the daily (its registry entry's `daily`, function(seed) -> DailyPart) turns the seed into
the level its screen opens (a Pokémon board's size and seed, a Spire climb's seed and rule). The shell opens a
challenge as that level, named `daily-DATE`, so its saves and plays are kept apart per day; GameScreen keeps the
first play of it that ends as the day's result (records.py says what counts). No urwid here: `arcade daily
--share` prints from it.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from arcade.errors import ArcadeError
from arcade.levels import DIFFICULTY_SETTING, SEED_SETTING, Level
from arcade.records import DailyResult, all_daily_streak, daily_words, game_daily_streak
from arcade.registry import GAMES, Game

if TYPE_CHECKING:
    from arcade.records import DailyStreak

DAILY_SETTING = "daily"
"""The level setting holding a daily challenge's date (what marks a level as a daily)."""
DAILY_PREFIX = "daily-"
"""A daily challenge's level name is this and its date: its saves and plays are kept under it."""
DAY_PATTERN = re.compile(r"\d{4}-\d{2}-\d{2}")
SEED_BYTES = 8
"""A daily seed is a whole number of this many bytes of the date's and game's hash."""


@dataclass(frozen=True)
class DailyPart:
    """What a game's daily function makes of a seed: the challenge's title and blurb for the Daily page, the level
    settings its screen opens it with, and optionally the figure saying how far a lost one got (the share text's
    '✗ act 2')."""

    title: str
    blurb: str
    settings: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    reached: str | None = None


LEVEL_SEED_BITS = 32
"""A generated daily level's seed is the day's cut to this many bits (any whole number would do; this keeps it
short)."""


def level_seed(seed: int) -> int:
    """The seed of a generated daily level: the day's, cut to LEVEL_SEED_BITS."""
    return seed % (1 << LEVEL_SEED_BITS)


def generated_part(seed: int, title: str, blurb: str, difficulty: str, **settings: Any) -> DailyPart:
    """A game's daily part that is one of its generated levels (Sokoban's, the acorn maze's, DayZ's): the level of
    the day's seed (level_seed) at this difficulty, made by the game's screen when it is opened; settings: any
    further ones (a `screen`, a `shortest` the game knows at once)."""
    return DailyPart(title, blurb, {**settings, SEED_SETTING: level_seed(seed), DIFFICULTY_SETTING: difficulty})


@dataclass(frozen=True)
class Challenge:
    """One game's challenge of one day: the game, the date, its seed and the level it is played as."""

    game: Game
    day: str
    seed: int
    level: Level
    reached: str | None = None

    @property
    def code(self) -> str:
        """A short name of the challenge for the share text ('#3fa2'), from its seed: two days' differ, and it
        gives nothing of the puzzle away."""
        return f"#{self.seed >> (SEED_BYTES * 8 - 16):04x}"


def today(clock: Callable[[], float] = time.time) -> str:
    """Today's date in UTC on this clock (seconds since the epoch; the shell passes its own, `App.clock`, so a test
    can move it past midnight), YYYY-MM-DD: the day whose challenges are offered."""
    return datetime.fromtimestamp(clock(), UTC).date().isoformat()


def parse_day(text: str) -> str:
    """A date as typed after --date (YYYY-MM-DD); ArcadeError for anything else."""
    try:
        if not DAY_PATTERN.fullmatch(text):
            raise ValueError
        return date.fromisoformat(text).isoformat()
    except ValueError:
        raise ArcadeError(f"not a date: {text!r} (give it as YYYY-MM-DD, e.g. 2026-11-24)") from None


def daily_seed(day: str, game_id: str) -> int:
    """The seed of a game's challenge on a day: the same on every machine."""
    digest = hashlib.sha256(f"arcade daily {day} {game_id}".encode()).digest()
    return int.from_bytes(digest[:SEED_BYTES], "big")


def daily_games() -> tuple[Game, ...]:
    """The games that have a daily challenge, in the menu's order."""
    return tuple(game for game in GAMES if game.daily is not None)


def challenge(game: Game, day: str) -> Challenge:
    """The game's challenge on this day, as the level its screen opens."""
    make = game.load_daily()
    if make is None:
        raise ArcadeError(f"{game.title} has no daily challenge")
    seed = daily_seed(day, game.id)
    part: DailyPart = make(seed)
    level = Level(f"{DAILY_PREFIX}{day}", None, f"Daily: {part.title}", part.blurb,
                  MappingProxyType({**part.settings, DAILY_SETTING: day}))
    return Challenge(game, day, seed, level, part.reached)


def challenges(day: str) -> list[Challenge]:
    """The day's challenges, one per game that has a daily."""
    return [challenge(game, day) for game in daily_games()]


def day_of(level: Level | None) -> str | None:
    """The date of a daily challenge's level, or None for any other level."""
    day = level.settings.get(DAILY_SETTING) if level is not None else None
    return day if isinstance(day, str) else None


def daily_level(game: Game, name: str) -> Level | None:
    """The level a daily's name (`daily-DATE`, e.g. of a saved game) stands for, or None when it is no daily."""
    day = name.removeprefix(DAILY_PREFIX)
    if not name.startswith(DAILY_PREFIX) or not DAY_PATTERN.fullmatch(day) or game.daily is None:
        return None
    try:
        return challenge(game, parse_day(day)).level
    except ArcadeError:
        return None


def is_daily_name(name: str) -> bool:
    """Whether a level name is a daily challenge's (its records are shown as the daily's, not as a level's)."""
    return name.startswith(DAILY_PREFIX) and DAY_PATTERN.fullmatch(name.removeprefix(DAILY_PREFIX)) is not None


def share_text(day: str, found: list[Challenge], results: list[DailyResult]) -> str:
    """The one line to share after a daily, without spoilers: 'arcade daily 2026-11-24 · Pokémon #3fa2 ✓ 1:12 ·
    Spire #91c0 ✗ act 2'."""
    by_game = {result.game: result for result in results if result.day == day}
    parts = [f"{short_title(one.game)} {one.code} {result_words(one, by_game.get(one.game.id))}" for one in found]
    return " · ".join([f"arcade daily {day}", *parts])


def result_words(one: Challenge, result: DailyResult | None) -> str:
    """A challenge's result as the share line and the Daily page say it (records.daily_words: against the level's
    shortest solution where the game knows it, as the acorn maze's)."""
    return daily_words(one.game, result, one.reached, one.level.shortest)


def short_title(game: Game) -> str:
    """The share text's name of a game: its title up to a colon ('Pokémon: Gotta Find Them All!' -> 'Pokémon')."""
    return game.title.split(":")[0]


def streaks(results: list[DailyResult], day: str) -> tuple[dict[str, DailyStreak], DailyStreak]:
    """Each daily game's streak and the whole daily's, as they stand on this day."""
    on = date.fromisoformat(day)
    per_game = {game.id: game_daily_streak(results, game.id, on) for game in daily_games()}
    return per_game, all_daily_streak(results, per_game, on)


def streak_words(streak: DailyStreak) -> str:
    """'streak 3, longest 5 (played 6, won 5)'."""
    return (f"streak {streak.current}, longest {streak.longest} "
            f"(played {streak.played}, won {streak.won})")
