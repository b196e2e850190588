"""Two toy games registered at once (the arcade then has seven): every shared place picks both up from the registry
alone and still fits 80×24, scrolling where it must: the menu, the level lists, Records, `arcade stats`, saves and
Continue, export (the toys have none: one clean line), casts and the daily page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import arcade.cli
import arcade.registry
from arcade.daily import challenge, daily_games
from arcade.kept_games import kept_game
from arcade.levels import bundled_levels, find_level
from arcade.stats import stats_text
from arcade.store import DATABASE_FILE, Store, data_dir
from arcade.ui.cast import CastSettings, record_cast
from tests.shell_session import ShellSession
from tests.test_cast import played_back, without_status
from tests.toy_lights.registration import DIM, DIM_TOY, LIGHTS, LIGHTS_TOY, levels_snapshot, register_toys
from tests.toy_lights.screen import LightsScreen

SIZE = (80, 24)
DAY = "2026-11-24"
TOYS = (LIGHTS, DIM)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    """Both toys registered after the five real games; the player's own store (where `arcade export` looks)."""
    before = levels_snapshot()
    register_toys(tmp_path / "levels", monkeypatch, LIGHTS_TOY, DIM_TOY)
    assert len(arcade.registry.GAMES) == len(arcade.cli.GAMES) == 7
    yield Store(data_dir() / DATABASE_FILE)
    assert levels_snapshot() == before, "a toy wrote in the repository's levels/"


def seen_while_scrolling(session: ShellSession, presses: int) -> tuple[str, list[str]]:
    """Every line shown from the top of a list down through `presses` presses of ↓, and the last screen."""
    seen = session.text()
    for _ in range(presses):
        session.press("down")
        seen += session.text()
    return seen, session.lines()


def test_the_menu_lists_all_seven_at_80_by_24_scrolling_to_records(store: Store) -> None:
    session = ShellSession(None, None, store, size=SIZE)
    games = arcade.cli.GAMES
    assert len(games) == 7
    seen, last = seen_while_scrolling(session, len(games) + 1)  # the games, Daily, then Records
    assert all(game.title in seen for game in games), seen
    assert any("Records" in line for line in last) and len(last) == SIZE[1]  # the focus scrolled into view
    assert "too small" not in seen
    session.press("enter")
    assert session.app.place == "records"


@pytest.mark.parametrize("toy", TOYS, ids=[toy.id for toy in TOYS])
def test_each_toys_level_list_opens_from_the_menu(store: Store, toy: object) -> None:
    session = ShellSession(None, None, store, size=SIZE)
    session.press(*["down"] * arcade.cli.GAMES.index(toy), "enter")
    assert session.app.place == "chooser" and session.app.game == toy
    assert all(level.title in session.text() for level in bundled_levels(toy))


def leave_in_play(store: Store, toy: arcade.registry.Game) -> list[str]:
    """Play the toy's sample_play and leave it (saved); the screen as it was left."""
    level_name, keys = toy.sample_play
    session = ShellSession(toy, find_level(toy, level_name), store, size=SIZE)
    session.press(*keys)
    left_on = session.lines()
    session.press("q")
    assert store.saved_game(toy.id, level_name) is not None
    return left_on


def test_saves_continue_records_stats_export_and_casts_take_in_both_toys(store: Store,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    screens = {toy.id: leave_in_play(store, toy) for toy in TOYS}

    # Continue: the newest save (Dim Lights'), then Saved games lists both.
    session = ShellSession(None, None, store, size=SIZE)
    assert f"Continue {DIM.title}" in session.text() and "Saved games (2)" in session.text()
    session.press("enter")
    resumed = session.app.current
    assert isinstance(resumed, LightsScreen) and resumed.game == DIM and resumed.moves_made() == 1

    # The menu with Continue and Saved games above the seven games scrolls down to Records.
    menu = ShellSession(None, None, store, size=SIZE)
    seen, last = seen_while_scrolling(menu, len(arcade.cli.GAMES) + 3)
    assert all(game.title in seen for game in arcade.cli.GAMES) and any("Records" in line for line in last)

    # Records (scrolled: seven games do not fit 80×24) and `arcade stats`.
    report = stats_text(store)
    assert all(f"{toy.title} ({toy.id})" in report for toy in TOYS)
    records = ShellSession(None, None, store, size=(100, len(report.splitlines()) + 10))
    records.app.show_records()
    assert all(f"{toy.title} ({toy.id})" in records.text() for toy in TOYS)
    assert arcade.cli.main(["stats"]) == 0 and f"{DIM.title} ({DIM.id})" in capsys.readouterr().out

    # Export: the toys have no exporter, which `arcade export` says in one line.
    assert arcade.cli.main(["export", DIM.id, "corner"]) == arcade.cli.EXIT_USAGE
    assert capsys.readouterr().err == f"arcade: {DIM.id} games cannot be exported to plain mode\n"

    # Casts: each toy's saved game, drawn again, ends on the screen it was left on.
    for toy in TOYS:
        level_name = toy.sample_play[0]
        cast = record_cast(store, toy, kept_game(store, toy, level_name), CastSettings())
        assert without_status(played_back(cast).display) == without_status(screens[toy.id])


def test_the_daily_page_offers_all_seven_and_a_toys_daily_is_won_and_kept(store: Store) -> None:
    assert [game.id for game in daily_games()][-2:] == [LIGHTS.id, DIM.id]
    session = ShellSession(None, None, store, size=SIZE)
    session.app.show_daily(DAY)
    seen, _last = seen_while_scrolling(session, len(daily_games()) - 1)
    assert all(f"{toy.title} · Board of the day" in seen for toy in TOYS)
    assert "too small" not in seen
    session.press("enter")  # the cursor is on the last challenge: Dim Lights'
    assert session.app.current.game == DIM
    session.press(*DIM.daily_winning_keys(challenge(DIM, DAY).level))
    assert "You won!" in session.text() and "Kept as the daily's result." in session.text()
    session.press("m")
    assert session.app.place == "daily"
    assert [(one.game, one.outcome) for one in store.daily_results(DAY)] == [(DIM.id, "won")]
    seen, _last = seen_while_scrolling(session, 10)  # past the last challenge: the lines under it scroll in
    page = " ".join(seen.split())
    assert f"{DIM.title} 1" in page and "All 7: streak 0, longest 0 (played 1, won 0)" in page
    assert f"arcade daily {DAY} · " in page  # the share line, under the streaks
