"""An arcade left open past 00:00 UTC: the menu's Daily line and the Daily page are of the day they are shown on (the
App's clock, moved past midnight here without waiting), while a daily begun before midnight stays that day's."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from arcade.daily import DAILY_PREFIX, daily_games, today
from arcade.games.pokemon.model import UNEXPOSED
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import GameScreen
from arcade.ui.running import start_app
from tests.shell_session import FakeClock, ShellSession

DAY, NEXT_DAY = "2026-11-24", "2026-11-25"
BEFORE_MIDNIGHT = datetime(2026, 11, 24, 23, 59, 30, tzinfo=UTC).timestamp()
"""Half a minute before the day's end, in UTC."""
POKEMON = find_game("pokemon")
COUNT = len(daily_games())
TO_POKEMON = ("down",) * [game.id for game in daily_games()].index("pokemon")


def menu_session(tmp_path: Path, clock: FakeClock) -> ShellSession:
    """The menu at 80×24, the App and its store on this clock."""
    return ShellSession(None, None, Store(tmp_path / DATABASE_FILE, clock=clock), (80, 24), clock=clock)


def daily_line(session: ShellSession) -> str:
    """The menu's Daily entry as drawn."""
    return next(line for line in session.lines() if "Daily" in line)


def open_daily_from_the_menu(session: ShellSession) -> None:
    """Down the menu to its Daily entry and Enter."""
    for _ in range(len(session.app.current.listbox.body)):
        if session.app.current.listbox.focus.on_choose == session.app.show_daily:
            break
        session.press("down")
    session.press("enter")
    assert session.app.place == "daily"


def lose(screen: GameScreen) -> None:
    """Reveal a Pokémon of a started board."""
    screen.take(["reveal", screen.model.pokemon_locations[0]])


def test_today_is_the_utc_date_on_the_clock_given() -> None:
    clock = FakeClock(BEFORE_MIDNIGHT)
    assert today(clock) == DAY
    clock.advance(29)
    assert today(clock) == DAY
    clock.advance(1)
    assert today(clock) == NEXT_DAY


def test_the_menus_daily_line_counts_the_day_it_is_shown_on(tmp_path: Path) -> None:
    clock = FakeClock(BEFORE_MIDNIGHT)
    session = menu_session(tmp_path, clock)
    session.store.record_daily(DAY, "pokemon", "won", {"seconds": 30})
    session.app.show_menu()
    assert daily_line(session).rstrip().endswith(f"today's {COUNT} challenges, 1 played")
    clock.advance(60)
    session.app.show_records()
    session.press("q")  # the menu shown again, after midnight
    assert session.app.place == "menu"
    assert daily_line(session).rstrip().endswith(f"today's {COUNT} challenges")


def test_the_daily_page_opened_after_midnight_is_the_new_days(tmp_path: Path) -> None:
    clock = FakeClock(BEFORE_MIDNIGHT)
    session = menu_session(tmp_path, clock)
    open_daily_from_the_menu(session)
    assert f"Daily · {DAY}" in session.text()
    session.press("q")
    clock.advance(60)
    open_daily_from_the_menu(session)
    assert f"Daily · {NEXT_DAY}" in session.text()
    session.press(*TO_POKEMON, "enter")
    assert session.app.current.level_name == f"{DAILY_PREFIX}{NEXT_DAY}"


def test_arcade_daily_left_open_past_midnight_offers_the_new_day_from_the_menu(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    clock = FakeClock(BEFORE_MIDNIGHT)
    app = start_app(daily=today(clock), clock=clock)  # as `arcade daily` opens it
    assert app.place == "daily" and app.daily.day == DAY
    clock.advance(60)
    app.show_menu()
    app.show_daily()  # the menu's Daily entry
    assert app.place == "daily" and app.daily.day == NEXT_DAY


def test_a_daily_begun_before_midnight_ends_as_that_days_result(tmp_path: Path) -> None:
    clock = FakeClock(BEFORE_MIDNIGHT)
    session = menu_session(tmp_path, clock)
    open_daily_from_the_menu(session)
    session.press(*TO_POKEMON, "enter", "enter")  # the day's board, its first reveal
    screen = session.app.current
    assert isinstance(screen, GameScreen) and screen.model.has_started()
    clock.advance(45)  # 00:00:15 the next day
    lose(screen)
    assert "You lost" in session.text()
    session.press("m")  # the loss stands; back to the page of the day it was begun on
    assert [(one.day, one.outcome, one.seconds) for one in session.store.daily_results()] == [(DAY, "lost", 45)]
    assert f"Daily · {DAY}" in session.text() and "✗" in session.text()
    session.press("q")
    open_daily_from_the_menu(session)  # today's is another day, not played yet
    assert f"Daily · {NEXT_DAY}" in session.text() and "✗" not in session.text()


def test_a_daily_saved_before_midnight_is_continued_after_it_as_its_own_days(tmp_path: Path) -> None:
    clock = FakeClock(BEFORE_MIDNIGHT)
    session = menu_session(tmp_path, clock)
    open_daily_from_the_menu(session)
    session.press(*TO_POKEMON, "enter", "enter", "q")  # begun, then left: saved
    session.press("q")
    clock.advance(3600)
    session.app.menu_shown = False  # as a new session opens it: on Continue
    session.app.show_menu()
    assert "Continue Pokémon: Gotta Find Them All! · Daily: No-guess board" in session.text()
    session.press("enter")
    screen = session.app.current
    assert isinstance(screen, GameScreen) and screen.level_name == f"{DAILY_PREFIX}{DAY}"
    for index in range(16 * 16):
        if index not in screen.model.pokemon_locations and screen.model.game[index] == UNEXPOSED:
            screen.take(["reveal", index])
    assert screen.model.is_won()
    assert [(one.day, one.outcome) for one in session.store.daily_results()] == [(DAY, "won")]
