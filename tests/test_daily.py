"""The daily five (arcade/daily.py): the same challenges from the same date, the first play counts, the streaks, the
share line, and the Daily place in the shell (in process and in a real terminal at 80×24)."""

from __future__ import annotations

import os
import random
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from arcade import cli
from arcade.daily import DAILY_PREFIX, challenge, challenges, daily_games, daily_level, daily_seed, share_text, today
from arcade.games.acorn.generated import generate_level as generate_maze
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import UNEXPOSED
from arcade.records import DailyResult, all_daily_streak, daily_streak, daily_words, game_daily_streak
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, MIGRATIONS, Store
from arcade.ui.daily_page import FOR_FUN
from arcade.ui.game import DAILY_FOR_FUN, GameScreen
from tests.pokemon.test_screen import find_window, pty_only
from tests.pty_screen import TerminalSession
from tests.shell_session import ShellSession

DAY, OTHER_DAY = "2026-11-24", "2026-11-25"
POKEMON, SPIRE, SOKOBAN = find_game("pokemon"), find_game("spire"), find_game("sokoban")
ACORN, DAYZ = find_game("acorn"), find_game("dayz")


def share(capsys: pytest.CaptureFixture[str], day: str) -> str:
    assert cli.main(["daily", "--share", "--date", day]) == 0
    return capsys.readouterr().out


# -- the same challenges from the same date ------------------------------------------------------------------------
def test_the_seed_is_the_dates_and_the_games_hash_the_same_on_every_machine() -> None:
    assert daily_seed(DAY, "pokemon") == 0xB45A_69EE_D632_9FAD  # sha256 of "arcade daily 2026-11-24 pokemon"
    assert daily_seed(DAY, "pokemon") != daily_seed(DAY, "spire") != daily_seed(OTHER_DAY, "spire")


def test_two_shares_of_one_date_name_the_same_challenges_and_another_date_other_ones(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    first, second, other = share(capsys, DAY), share(capsys, DAY), share(capsys, OTHER_DAY)
    assert first == second
    assert first.startswith(f"arcade daily {DAY} · Fancy Sokoban #e2d5 – · Pokémon #b45a – · End of DayZ #32e7 – · "
                            "Slay the Spire #83ec – · Acorn Runner #4825 –")
    codes = [part.split()[-2] for part in first.strip().split(" · ")[1:]]
    other_codes = [part.split()[-2] for part in other.strip().split(" · ")[1:]]
    assert len(codes) == len(daily_games()) and not set(codes) & set(other_codes)
    assert [one.level for one in challenges(DAY)] == [one.level for one in challenges(DAY)]
    assert [one.level.settings for one in challenges(DAY)] != [one.level.settings for one in challenges(OTHER_DAY)]


def test_a_bad_date_is_one_line() -> None:
    assert cli.main(["daily", "--date", "2026-02-30", "--share"]) == cli.EXIT_USAGE


def test_each_game_declares_only_its_part() -> None:
    board = challenge(POKEMON, DAY).level
    assert board.name == f"{DAILY_PREFIX}{DAY}" and board.settings["daily"] == DAY
    assert (board.settings["size"], board.settings["count"], board.settings["no_guess"]) == (16, 40, True)
    climb = challenge(SPIRE, DAY).level
    assert climb.settings["screen"] == "climb" and 1 <= climb.settings["rule"] <= 4
    level = challenge(SOKOBAN, DAY).level
    assert (level.settings["screen"], level.settings["difficulty"], level.seed) == ("classic", "medium",
                                                                                   level.settings["seed"])
    assert daily_level(POKEMON, f"{DAILY_PREFIX}{DAY}") == board and daily_level(POKEMON, "easy") is None
    for game in ACORN, DAYZ:  # a generated level of the medium difficulty, from the day's seed cut to 32 bits
        level = challenge(game, DAY).level
        assert (level.settings["difficulty"], level.seed) == ("medium", daily_seed(DAY, game.id) % (1 << 32))
        assert "screen" not in level.settings and daily_level(game, f"{DAILY_PREFIX}{DAY}") == level
    assert challenge(ACORN, DAY).level.shortest == generate_maze("medium", challenge(ACORN, DAY).level.seed or 0) \
        .rating.shortest
    assert challenge(DAYZ, DAY).level.shortest is None
    assert daily_level(find_game("acorn"), "random:3") is None


def test_the_daily_sokoban_level_is_the_generators_and_a_win_is_the_days_result(tmp_path: Path) -> None:
    """The day's Sokoban level opens on the classic screen from the day's seed; winning it with the generator's own
    solution keeps the day's result, and the win dialog offers no Next (leaving goes back to the day's page)."""
    from arcade.games.sokoban.classic.generator import generate

    settings = challenge(SOKOBAN, DAY).level.settings
    made = generate(settings["seed"], settings["difficulty"])
    session = daily_session(tmp_path)
    session.press("enter")
    screen = session.app.current
    assert isinstance(screen, GameScreen) and screen.level_name == f"{DAILY_PREFIX}{DAY}"
    assert screen.classic == made.level
    session.press(*[{"u": "w", "d": "s", "l": "a", "r": "d"}[letter.lower()] for letter in made.solution])
    assert "You won!" in session.text() and "Kept as the daily's result." in session.text()
    assert "Next" not in session.text()
    assert "Daily (m)" in session.text() and "Levels (m)" not in session.text()  # m says where it goes
    assert [(one.game, one.outcome) for one in session.store.daily_results(DAY)] == [("sokoban", "won")]
    session.press("m")
    assert session.app.place == "daily" and "✓" in session.text()


def test_a_daily_won_with_help_says_both_that_it_used_help_and_that_it_is_the_days_result(tmp_path: Path) -> None:
    """The help note does not hide the daily's line: the win is kept as the day's result, marked as won with help."""
    from arcade.games.sokoban.classic.generator import generate

    settings = challenge(SOKOBAN, DAY).level.settings
    made = generate(settings["seed"], settings["difficulty"])
    session = daily_session(tmp_path)
    session.press("enter")
    screen = session.app.current
    assert isinstance(screen, GameScreen)
    screen.use_help()
    session.press(*[{"u": "w", "d": "s", "l": "a", "r": "d"}[letter.lower()] for letter in made.solution])
    text = " ".join(session.text().replace("│", " ").split())
    assert "Solved with help: kept in the records, not as a best. Kept as the daily's result." in text
    assert [(one.game, one.outcome, one.helped) for one in session.store.daily_results(DAY)] == [
        ("sokoban", "won", True)]


# -- what counts -------------------------------------------------------------------------------------------------
def days(*texts: str) -> list[date]:
    return [date.fromisoformat(text) for text in texts]


def test_a_streak_counts_days_in_a_row_won_and_today_unplayed_does_not_break_it() -> None:
    won = days("2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24")
    streak = daily_streak(won, won, date(2026, 11, 25))
    assert (streak.current, streak.longest, streak.played, streak.won) == (3, 3, 4, 4)
    assert daily_streak(won, won, date(2026, 11, 26)).current == 0  # a day missed
    lost_today = daily_streak(won, [*won, date(2026, 11, 25)], date(2026, 11, 25))
    assert lost_today.current == 0 and lost_today.longest == 3


def test_the_whole_dailys_streak_needs_every_game_won_that_day() -> None:
    results = [DailyResult("2026-11-23", "pokemon", "won", {}, False, 1.0),
               DailyResult("2026-11-23", "spire", "won", {}, True, 1.0),
               DailyResult("2026-11-24", "pokemon", "won", {}, False, 1.0),
               DailyResult("2026-11-24", "spire", "lost", {"act": 2}, False, 1.0)]
    on = date(2026, 11, 24)
    assert all_daily_streak(results, ["pokemon", "spire"], on).current == 0
    assert all_daily_streak(results[:2], ["pokemon", "spire"], on).current == 1
    assert game_daily_streak(results, "pokemon", on).current == 2
    assert daily_words(SPIRE, results[3], "act") == "✗ act 2"
    assert daily_words(POKEMON, DailyResult(DAY, "pokemon", "won", {"seconds": 72}, False, 72.0)) == "✓ 1:12"
    assert daily_words(SPIRE, results[1]) == "◐"


def test_the_store_keeps_the_first_result_of_a_day_only(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    assert store.record_daily(DAY, "pokemon", "lost", {"seconds": 3}) is True
    assert store.record_daily(DAY, "pokemon", "won", {"seconds": 9}) is False
    assert [(one.outcome, one.figures) for one in store.daily_results(DAY)] == [("lost", {"seconds": 3})]
    assert store.daily_results(OTHER_DAY) == []


def test_a_database_of_the_schema_before_gets_the_daily_table(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_FILE
    old = sqlite3.connect(path)
    for statements in MIGRATIONS[:2]:
        for statement in statements:
            old.execute(statement)
    old.execute("PRAGMA user_version = 2")
    old.execute("INSERT INTO played (game, level, outcome) VALUES ('pokemon', 'easy', 'won')")
    old.commit()
    old.close()
    store = Store(path)
    assert store.record_daily(DAY, "spire", "won", {"turns": 30})
    assert len(store.plays("pokemon")) == 1


# -- the shell ----------------------------------------------------------------------------------------------------
def to_game(game_id: str) -> tuple[str, ...]:
    """The keys from the Daily page's first entry (the registry's first game with a daily) to a game's."""
    return ("down",) * [game.id for game in daily_games()].index(game_id)


TO_POKEMON, TO_SPIRE, TO_DAYZ, TO_ACORN = to_game("pokemon"), to_game("spire"), to_game("dayz"), to_game("acorn")


def daily_session(tmp_path: Path) -> ShellSession:
    session = ShellSession(None, None, Store(tmp_path / DATABASE_FILE), (80, 24))
    session.app.show_daily(DAY)
    return session


def lose_the_board(session: ShellSession) -> None:
    screen = session.app.current
    assert isinstance(screen, GameScreen)
    session.press("enter")  # the first reveal places the Pokémon
    pokemon = screen.model.pokemon_locations[0]
    screen.take(["reveal", pokemon])


def test_a_daily_is_played_once_for_the_record_and_again_for_fun(tmp_path: Path) -> None:
    session = daily_session(tmp_path)
    assert "Daily · 2026-11-24" in session.text() and "not played yet" in session.text()
    session.press(*TO_POKEMON, "enter")
    screen = session.app.current
    assert isinstance(screen, GameScreen) and screen.level_name == f"{DAILY_PREFIX}{DAY}"
    assert screen.board_seed == challenge(POKEMON, DAY).level.settings["seed"]
    assert "16×16 (daily)" in session.text()  # the panel names the board the day's, not Medium
    lose_the_board(session)
    assert "You lost" in session.text()
    session.press("m")  # Menu: back to the day's page, the loss kept
    assert session.app.place == "daily" and "✗" in session.text()
    assert [one.outcome for one in session.store.daily_results(DAY)] == ["lost"]
    session.press("enter")  # the page keeps its cursor on the daily just left
    assert FOR_FUN in session.text()
    again = session.app.current
    session.press("enter")
    for index in range(16 * 16):
        if index not in again.model.pokemon_locations and again.model.game[index] == UNEXPOSED:
            again.take(["reveal", index])
    assert again.model.is_won() and DAILY_FOR_FUN in session.text()
    assert [one.outcome for one in session.store.daily_results(DAY)] == ["lost"]  # the first play counts


def test_a_daily_left_in_play_is_continued_from_the_menu(tmp_path: Path) -> None:
    session = daily_session(tmp_path)
    session.press(*TO_POKEMON, "enter", "enter", "q")
    assert session.app.place == "daily" and "saved:" in session.text()
    session.app.menu_shown = False  # as a new session opens it: on Continue
    session.app.show_menu()
    assert "Continue Pokémon: Gotta Find Them All! · Daily: No-guess board" in session.text()
    session.press("enter")
    assert session.app.current.level_name == f"{DAILY_PREFIX}{DAY}" and session.app.current.model.has_started()


def test_the_daily_climb_starts_at_once_with_its_rule_and_resumes(tmp_path: Path) -> None:
    session = daily_session(tmp_path)
    session.press(*TO_SPIRE, "enter")
    screen = session.app.current
    settings = challenge(SPIRE, DAY).level.settings
    assert screen.climb is not None and screen.climb.run.daily_rule == settings["rule"]
    assert screen.start_data()["rule"] == settings["rule"] and "The daily climb" in session.text()
    session.press("enter", "e", "enter", "q")  # the opening's first choice, then a step on the map, then leave: saved
    session.press("enter")  # the page keeps its cursor on the climb just left
    resumed = session.app.current
    assert resumed.climb is not None and resumed.climb.run.floor == 1 and resumed.climb.run.daily_rule


# -- a real terminal ------------------------------------------------------------------------------------------------
def board_at(term: TerminalSession, size: int = 16) -> tuple[int, int] | None:
    """(x, y) of the board's row letter A, once the board is drawn whole."""
    try:
        return find_window(term.screen.display, 0, size)
    except AssertionError:
        return None


def cell_mark(term: TerminalSession, cell: int, size: int = 16, width: int = 2) -> str:
    at = board_at(term)
    row, col = divmod(cell, size)
    return "" if at is None else term.screen.display[at[1] + row][at[0] + 3 + col * width]


def click(term: TerminalSession, cell: int, size: int = 16, width: int = 2) -> None:
    at = board_at(term)
    assert at is not None, term.text()
    row, col = divmod(cell, size)
    os.write(term.master, b"\x1b[M" + bytes([32, 33 + at[0] + 3 + col * width, 33 + at[1] + row]))


@pty_only
def test_a_daily_board_played_to_its_end_at_80_by_24_shows_on_records(tmp_path: Path) -> None:
    day = today()
    settings = challenge(POKEMON, day).level.settings
    game = PokemonGame(16, 40, random.Random(settings["seed"]), safe_first_reveal=True,
                       chording=True, no_guess=True)
    term = TerminalSession(["daily"], 80, 24, data_dir=tmp_path / "data")
    try:
        term.wait_for(f"Daily · {day}")
        term.press(*TO_POKEMON, "enter")
        term.wait_until(lambda: cell_mark(term, 0) == "~", "the board drawn")
        term.press("enter")  # the centre, as the model is told next
        assert game.reveal(8 * 16 + 8) == "opened"
        term.wait_until(lambda: cell_mark(term, 8 * 16 + 8) not in ("", "~"), "the first reveal")
        for index in range(256):
            if index not in (game.pokemon_locations or ()) and game.game[index] == UNEXPOSED:
                game.reveal(index)
                click(term, index)
        assert game.is_won()
        term.wait_for("You won!")
        term.wait_for("Kept as the daily's result.")
        term.press("m")
        term.wait_for("✓ 0:")
        term.wait_for("Pokémon 1 · ")  # the page's line of each game's streak
        term.press("q")
        term.wait_for("Records")
        term.press(*["down"] * 10, "enter")  # Records, the menu's last entry
        term.wait_for("Fancy Sokoban (sokoban)")
        streak = "daily: streak 1, longest 1 (played 1, won 1)"  # Pokémon's, below Fancy Sokoban's block at 24 rows
        term.wait_until(lambda: streak in term.text() or bool(term.press("down")), f"{streak!r}, a line down a key")
    finally:
        term.close()
    kept = Store(tmp_path / "data" / DATABASE_FILE).daily_results(day)
    assert [(one.game, one.outcome) for one in kept] == [("pokemon", "won")]
    line = share_text(day, challenges(day), kept)
    assert " · Pokémon #" in line and " ✓ 0:" in line
