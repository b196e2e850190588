"""The day's parts pinned (issue 31): for four fixed dates, a digest of every game's daily level and the Spire's rule of
the day, so that any change of the date -> seed -> level mapping fails here and becomes a decision; the day from the
injected clock at and around midnight UTC whatever the local time zone; every rule of the day drawn on some date; and
a level merely named `daily-…` never taken for a daily."""

from __future__ import annotations

import hashlib
import json
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from arcade.daily import (
    Challenge,
    challenge,
    challenges,
    daily_games,
    daily_level,
    daily_seed,
    day_of,
    is_daily_name,
    level_seed,
    parse_day,
    today,
)
from arcade.errors import ArcadeError
from arcade.games.acorn.generated import generate_level as generate_maze
from arcade.games.dayz.generated import generate_level as generate_map
from arcade.games.sokoban.classic.generator import generate as generate_sokoban
from arcade.games.spire.climb import rules
from arcade.games.spire.model import PLAYER_TYPES
from arcade.levels import Level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import GameScreen
from tests.shell_session import FakeClock, ShellSession

POKEMON, SPIRE, SOKOBAN = find_game("pokemon"), find_game("spire"), find_game("sokoban")
ACORN, DAYZ = find_game("acorn"), find_game("dayz")


def made_text(one: Challenge) -> str:
    """The text of the level a generated daily opens (what its screen makes from the level's settings); '' for a
    game whose daily is its settings alone (Pokémon's board size and seed, the Spire's climb)."""
    settings = one.level.settings
    if one.game.id == "sokoban":
        return "\n".join(generate_sokoban(settings["seed"], settings["difficulty"]).level.rows())
    if one.game.id == "acorn":
        return generate_maze(settings["difficulty"], settings["seed"]).text
    if one.game.id == "dayz":
        return generate_map(settings["difficulty"], settings["seed"]).text
    return ""


def fingerprint(one: Challenge) -> str:
    """A digest of everything a day's challenge is: its share code, its level's name, title, blurb and settings, the
    figure a loss is told by, and the level its screen makes."""
    parts = [one.code, one.level.name, one.level.title, one.level.blurb, dict(sorted(one.level.settings.items())),
             one.reached, made_text(one)]
    return hashlib.sha256(json.dumps(parts, ensure_ascii=False).encode()).hexdigest()[:16]


PINNED = {
    "2026-11-24": {"sokoban": "03c2c8b9e43b8b67", "pokemon": "17f48dcc6cb8de59", "dayz": "29c57255614ac3a2",
                   "spire": "c1149ce3bdd9d287", "acorn": "097ebd7918c13faa"},
    "2026-12-31": {"sokoban": "8dba844dea6e55ef", "pokemon": "cfc14471eaa3f52f", "dayz": "2538840c2cdc275b",
                   "spire": "b17d57944ef34c25", "acorn": "e53b94342d569b0b"},
    "2027-01-01": {"sokoban": "2dba2da2aa192619", "pokemon": "195e70c38ca98a6d", "dayz": "58e7102e5c8ea2c0",
                   "spire": "aae0ac863bdc3bcb", "acorn": "3d24dd3d5b76a0c0"},
    "2028-02-29": {"sokoban": "52a51b84547d0e20", "pokemon": "b3c8894b7cf1806f", "dayz": "e152b6a631105368",
                   "spire": "767e0bc50bd25f1b", "acorn": "d9012b4e5551e74e"},
}
"""Each game's daily fingerprint on four dates (a common day, the year's last and first, a leap day). A change here is
a change of every player's challenge of that day: make it on purpose, and say so in the changelog."""

SPIRE_OF_THE_DAY = {"2026-11-24": (2, "watcher"), "2026-12-31": (1, "silent"), "2027-01-01": (1, "ironclad"),
                    "2028-02-29": (1, "ironclad")}
"""The Spire's rule of the day (its level) and character on the pinned dates."""


@pytest.mark.parametrize("day", sorted(PINNED))
def test_each_games_daily_of_a_pinned_date_is_the_same_level_as_ever(day: str) -> None:
    """The date -> seed -> level mapping is a promise to every player (the same challenge on every machine, and the
    same as yesterday's arcade made of that date): a digest of each game's daily level, and the level its screen
    makes, is pinned."""
    assert {one.game.id: fingerprint(one) for one in challenges(day)} == PINNED[day]


@pytest.mark.parametrize("day", sorted(SPIRE_OF_THE_DAY))
def test_the_spires_rule_of_the_day_on_a_pinned_date(day: str) -> None:
    """The Spire's daily is its rule and character of the day, both from the day's seed."""
    level = challenge(SPIRE, day).level
    rule, character = SPIRE_OF_THE_DAY[day]
    assert (level.settings["rule"], level.settings["character"]) == (rule, character)
    named = rules.RULES[rule - 1]
    assert level.blurb == f"{named.name}: {named.text[0].lower()}{named.text[1:]}"
    assert level.title == f"Daily: {PLAYER_TYPES[character].__name__} climb, rule of the day"
    assert level.settings["seed"] == daily_seed(day, "spire") % (1 << 32)


def test_the_first_day_of_december_2026_that_draws_each_rule_and_each_character() -> None:
    """Every rule of the day is drawn on some date (a draw over one rule too few would never offer the last), and
    every character: the first date of December 2026 drawing each is pinned."""
    first: dict[object, str] = {}
    for offset in range(31):
        day = (date(2026, 12, 1) + timedelta(offset)).isoformat()
        settings = challenge(SPIRE, day).level.settings
        first.setdefault(settings["rule"], day)
        first.setdefault(settings["character"], day)
    assert first == {1: "2026-12-01", 4: "2026-12-02", 3: "2026-12-03", 2: "2026-12-16",
                     "watcher": "2026-12-01", "ironclad": "2026-12-02", "silent": "2026-12-04"}
    assert {rule.level for rule in rules.DAILY_RULES} == {1, 2, 3, 4}


def test_the_seed_is_the_first_eight_bytes_of_the_dates_and_games_hash() -> None:
    """daily_seed is sha256('arcade daily DATE GAME') read as a big-endian number of 8 bytes; a generated level's
    seed is its low 32 bits; a share code its top 16 bits."""
    digest = hashlib.sha256(b"arcade daily 2027-01-01 dayz").digest()
    seed = int.from_bytes(digest[:8], "big")
    assert daily_seed("2027-01-01", "dayz") == seed
    assert level_seed(seed) == seed & 0xFFFF_FFFF and level_seed(1 << 32) == 0 and level_seed((1 << 32) - 1) == \
        (1 << 32) - 1
    one = challenge(DAYZ, "2027-01-01")
    assert one.seed == seed and one.code == f"#{seed >> 48:04x}" and one.day == "2027-01-01"


# -- the day from the injected clock -------------------------------------------------------------------------------
MIDNIGHT = datetime(2026, 11, 25, tzinfo=UTC).timestamp()
"""00:00 UTC on 25 November 2026."""


@pytest.mark.parametrize("zone", ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"])
def test_today_turns_at_midnight_utc_on_the_clock_given_whatever_the_local_zone(
        monkeypatch: pytest.MonkeyPatch, zone: str) -> None:
    """The day is the UTC date of the injected clock: the last instant before midnight is still the day, midnight
    itself is the next, in any local time zone (a machine 8 hours behind or 14 ahead offers the same challenges)."""
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        assert today(lambda: MIDNIGHT - 0.001) == "2026-11-24"
        assert today(lambda: MIDNIGHT) == "2026-11-25"
        assert today(lambda: MIDNIGHT + 86_399.999) == "2026-11-25"
        assert today(lambda: MIDNIGHT + 86_400) == "2026-11-26"
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


@pytest.mark.parametrize(("now", "day"), [(MIDNIGHT - 1, "2026-11-24"), (MIDNIGHT, "2026-11-25"),
                                          (MIDNIGHT + 1, "2026-11-25")])
def test_the_daily_page_opens_todays_challenge_by_the_apps_clock(tmp_path: Path, now: float, day: str) -> None:
    """The shell's Daily page offers the challenges of the day on its own clock, not yesterday's: the board opened
    from it is the level of that day, dealt from that day's seed."""
    clock = FakeClock(now)
    session = ShellSession(None, None, Store(tmp_path / DATABASE_FILE, clock=clock), (80, 24), clock=clock)
    session.app.show_daily()
    assert session.app.daily.day == day
    session.press(*["down"] * [game.id for game in daily_games()].index("pokemon"), "enter")
    screen = session.app.current
    assert isinstance(screen, GameScreen) and screen.level_info == challenge(POKEMON, day).level
    assert screen.board_seed == daily_seed(day, "pokemon") % (1 << 32)


def test_a_date_is_only_yyyy_mm_dd() -> None:
    """--date takes a real date written YYYY-MM-DD and nothing else, and gives it back as written."""
    assert parse_day("2028-02-29") == "2028-02-29"
    for text in ("2027-02-29", "2026-1-05", "20261105", "2026-11-24 ", " 2026-11-24", "2026-11-24T00:00", "٢٠٢٦-11-24"):
        with pytest.raises(ArcadeError) as refused:
            parse_day(text)
        assert str(refused.value) == f"not a date: {text!r} (give it as YYYY-MM-DD, e.g. 2026-11-24)"


# -- a level merely named daily-… is not a daily -----------------------------------------------------------------
@pytest.mark.parametrize("name", ["daily-2026-11-24", "daily-notes", "daily-"])
def test_a_level_named_like_a_daily_is_no_daily_unless_the_day_made_it(name: str) -> None:
    """What makes a daily is the day's setting the daily puts on its level, not the name: a level file or a level of
    settings named `daily-…` has no day."""
    assert day_of(Level(name, Path(f"/somewhere/{name}.txt"))) is None
    assert day_of(Level(name, None, settings={"size": 8, "count": 10})) is None
    assert day_of(Level(name, None, settings={"daily": 20261124})) is None  # a day is a date's text
    assert day_of(None) is None
    assert day_of(challenge(POKEMON, "2026-11-24").level) == "2026-11-24"


@pytest.mark.parametrize("name", ["daily-notes", "daily-2026-02-30", "daily-2026-11-24x", "xdaily-2026-11-24",
                                  "Daily-2026-11-24", "daily-20261124", "2026-11-24", "daily-2026-11-24:1"])
def test_a_name_that_is_no_days_challenge_stands_for_no_daily(name: str) -> None:
    """A saved game's level name is taken for a daily only when it is `daily-` and a real date: anything else is no
    daily (no challenge is made up for it), and its records are a level's, not a daily's."""
    assert daily_level(POKEMON, name) is None
    assert not is_daily_name(name) or name == "daily-2026-02-30"


def test_a_days_name_stands_for_that_days_challenge_of_a_game_with_a_daily_only() -> None:
    """`daily-DATE` is the day's challenge of the game; a game without a daily has none, even by that name."""
    assert daily_level(SPIRE, "daily-2027-01-01") == challenge(SPIRE, "2027-01-01").level
    assert is_daily_name("daily-2027-01-01") and not is_daily_name("daily-2027-01-01 ")
    assert daily_level(POKEMON.replace(daily=None), "daily-2027-01-01") is None
    with pytest.raises(ArcadeError) as refused:
        challenge(POKEMON.replace(daily=None), "2027-01-01")
    assert str(refused.value) == "Pokémon: Gotta Find Them All! has no daily challenge"


def test_a_level_named_daily_played_to_its_end_is_kept_as_a_level_not_as_the_days_result(tmp_path: Path) -> None:
    """Where the rule acts: a Pokémon board that is no daily but is named `daily-DATE`, lost, keeps no daily result,
    and its end dialog goes back to the levels, not to a Daily page."""
    level = Level("daily-2026-11-24", None, "Not a daily", "", {"size": 8, "count": 10})
    session = ShellSession(POKEMON, level, Store(tmp_path / DATABASE_FILE), (80, 24))
    session.press("enter")  # the first reveal
    screen = session.app.current
    assert isinstance(screen, GameScreen)
    screen.take(["reveal", screen.model.pokemon_locations[0]])
    assert "You lost" in session.text()
    assert "Levels (m)" in session.text() and "Daily (m)" not in session.text()
    assert "daily" not in session.text().lower().replace("daily-2026", "")
    assert session.store.daily_results() == []
