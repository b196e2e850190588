"""Time played, one rule (records.py's TIME_PLAYED_COUNTS): the time on screen of every game of a game, won, lost,
thrown away or still saved, each counted once, on the App's one clock; and the Records screen, `arcade stats` and
its JSON say what it counts."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from arcade.levels import find_level
from arcade.records import (
    ABANDONED,
    LOST,
    SAVED,
    TIME_PLAYED_COUNTS,
    WON,
    Play,
    game_record,
    time_played,
    time_played_words,
)
from arcade.registry import find_game
from arcade.stats import stats_data, stats_text
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import GameScreen
from tests.shell_session import FakeClock, ShellSession

START = 1_800_000_000.0
MINUTE = 60.0
COUNTED = "(games won, lost, thrown away and still saved)"
SPIRE, POKEMON = find_game("spire"), find_game("pokemon")


def session_on(tmp_path: Path, clock: FakeClock, game_id: str, level: str) -> ShellSession:
    """A game's level shown in the shell at 80×24, the App and its store on the test's clock."""
    game = find_game(game_id)
    return ShellSession(game, find_level(game, level), Store(tmp_path / DATABASE_FILE, clock=clock), (80, 24),
                        clock=clock)


def time_line(store: Store, title: str) -> str:
    """The time played line of one game's block in `arcade stats`."""
    block = next(one for one in stats_text(store).split("\n\n") if one.startswith(title))
    return next(line for line in block.splitlines() if "time played" in line)


def seconds_played(store: Store, game_id: str) -> float:
    """`arcade stats --json`'s seconds_played of one game."""
    return next(one for one in stats_data(store)["games"] if one["id"] == game_id)["seconds_played"]


def test_a_climb_played_twenty_minutes_and_left_unfinished_shows_twenty_minutes(tmp_path: Path) -> None:
    clock = FakeClock(START)
    session = session_on(tmp_path, clock, "spire", "climb")
    clock.advance(MINUTE)  # the character page: no climb yet
    session.press("1")
    clock.advance(20 * MINUTE)
    session.press("q")  # back to the list: the climb is saved, unfinished
    assert session.store.plays("spire") == [] and len(session.store.saved_games("spire")) == 1
    assert time_line(session.store, "Slay the Spire") == f"  time played 20:00 {COUNTED}"
    assert seconds_played(session.store, "spire") == 20 * MINUTE
    assert f"time played 20:00 {COUNTED}" in records_screen(session)  # the Records screen says the same


def records_screen(session: ShellSession) -> str:
    """Every line the Records screen shows, scrolled through from its top to its end, at 80 columns."""
    session.app.show_records()
    seen = session.lines()
    for _line in range(200):
        session.press("down")
        seen += session.lines()
    return "\n".join(seen)


def test_a_resumed_climb_counts_once_saved_again_and_once_thrown_away(tmp_path: Path) -> None:
    clock = FakeClock(START)
    session = session_on(tmp_path, clock, "spire", "climb")
    session.press("1")
    clock.advance(20 * MINUTE)
    session.press("q")
    clock.advance(60 * MINUTE)  # away from it: not played
    session.app.start_level(SPIRE, find_level(SPIRE, "climb"))  # its one save resumed
    clock.advance(5 * MINUTE)
    session.press("q")  # saved again: the save replaced, its time with it
    assert seconds_played(session.store, "spire") == 25 * MINUTE
    session.app.start_level(SPIRE, find_level(SPIRE, "climb"))
    clock.advance(MINUTE)
    session.press("r")  # a new climb: asks first, then the climb is thrown away (its save dropped)
    clock.advance(2)
    session.press("y")
    assert session.store.saved_games("spire") == []
    assert [play.outcome for play in session.store.plays("spire")] == [ABANDONED]
    assert seconds_played(session.store, "spire") == 26 * MINUTE + 2
    assert time_line(session.store, "Slay the Spire") == f"  time played 26:02 {COUNTED}"


def test_a_pokemon_game_thrown_away_for_a_new_board_counts_its_time_once(tmp_path: Path) -> None:
    clock = FakeClock(START)
    session = session_on(tmp_path, clock, "pokemon", "easy")
    clock.advance(10)  # looking at the board before the first reveal: part of this game
    session.press("enter")
    clock.advance(5 * MINUTE)
    session.press("q")  # saved: it counts as a game still saved
    assert seconds_played(session.store, "pokemon") == 310.0
    session.app.start_level(POKEMON, find_level(POKEMON, "easy"))  # resumed: the same game goes on
    assert isinstance(session.app.current, GameScreen) and session.app.current.seconds_before == 310.0
    clock.advance(MINUTE)
    session.press("b")  # a new board in the middle of a game: asks first
    clock.advance(5)
    session.press("y")  # thrown away: kept as abandoned with all its time, its save dropped
    assert session.store.saved_games("pokemon") == []
    assert [(play.outcome, play.seconds) for play in session.store.plays("pokemon")] == [(ABANDONED, 375.0)]
    record = session.store.records("pokemon")
    assert (record.played, record.abandoned, record.seconds_played) == (0, 1, 375.0)
    assert time_line(session.store, "Pokémon") == f"  time played 6:15 {COUNTED}"
    clock.advance(10)  # the new board is a new game, from 0
    session.press("enter")
    clock.advance(MINUTE)
    session.press("q")
    assert [saved.seconds for saved in session.store.saved_games("pokemon")] == [70.0]
    assert seconds_played(session.store, "pokemon") == 375.0 + 70.0
    session.app.start_level(POKEMON, find_level(POKEMON, "easy"), fresh=True)
    clock.advance(MINUTE)  # a board left before its first reveal: no game, no save, no time
    session.press("q")
    assert seconds_played(session.store, "pokemon") == 375.0 + 70.0


def test_time_played_sums_every_outcome_and_every_save_once() -> None:
    plays = [Play(1, "a", WON, {}, False, 1.0, None, None, 10.0), Play(2, "a", LOST, {}, False, None, None, None, 20.0),
             Play(3, "a", ABANDONED, {}, False, None, None, None, 40.0),
             Play(4, "a", LOST, {}, False, None, 100.0, 180.0, None)]  # an old row: its span
    assert time_played(plays) == 150.0
    assert time_played(plays, [300.0, 1]) == 451.0
    record = game_record("climb", plays, saved_seconds=[300.0])
    assert (record.played, record.abandoned, record.seconds_played) == (3, 1, 450.0)


@pytest.mark.parametrize("kept", [None, -5, math.inf, math.nan, True, "600", [600]])
def test_a_save_without_a_sensible_time_counts_nothing(kept: object) -> None:
    assert time_played([], [kept, 7.5]) == 7.5


def test_the_words_say_every_kind_of_game_counted_in_the_rules_order() -> None:
    assert TIME_PLAYED_COUNTS == (WON, LOST, ABANDONED, SAVED)
    assert time_played_words() == "games won, lost, thrown away and still saved"
