"""Two games saved on one level, in the shell: the question that asks which, Continue and Saved games, the marks,
and a resumed play that goes on, ends or restarts as itself, never touching the other play's save."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from arcade import cli
from arcade.kept_games import kept_game
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.saving import saved_marks, saved_when
from tests.shell_session import ShellSession

GAME = find_game("sokoban")
MAZE1 = find_level(GAME, "maze1")
MAZE1_WIN = "dssasdddsdw"
"""maze1 won in 11 moves."""
NOW = time.mktime((2026, 11, 27, 15, 30, 0, 0, 0, -1))


class Clock:
    """A store's clock that moves one minute on every reading, from 14:00 today."""

    def __init__(self) -> None:
        today = time.localtime()
        self.now = time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 14, 0, 0, 0, 0, -1))

    def __call__(self) -> float:
        self.now += 60
        return self.now


def store(tmp_path: Path) -> Store:
    return Store(tmp_path / DATABASE_FILE, clock=Clock())


def left_after(tmp_path: Path, keys: str, clock: Clock | None = None) -> None:
    """An arcade of its own on maze1 that made these moves and was left as quitting leaves it (the game saved)."""
    arcade = ShellSession(GAME, MAZE1, Store(tmp_path / DATABASE_FILE, clock=clock or Clock()))
    arcade.press(*keys)
    assert arcade.app.save_current()


def two_arcades(tmp_path: Path) -> None:
    """Two arcades open at once on maze1, each with a move of its own, left one after the other."""
    clock = Clock()
    first = ShellSession(GAME, MAZE1, Store(tmp_path / DATABASE_FILE, clock=clock))
    second = ShellSession(GAME, MAZE1, Store(tmp_path / DATABASE_FILE, clock=clock))
    first.press("d")
    second.press("s", "w", "s")
    assert first.app.save_current() and second.app.save_current()


def actions(session: ShellSession) -> list[object]:
    return list(session.app.current.actions)


def test_two_arcades_on_one_level_keep_both_games(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    saves = store(tmp_path).saved_games("sokoban", "maze1")
    assert [(saved.summary, saved.state["play"]["actions"]) for saved in saves] == [
        ("3 moves", ["s", "w", "s"]), ("1 move", ["d"])]


def test_opening_a_level_with_two_saves_asks_which_the_newest_focused(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    third = ShellSession(GAME, MAZE1, store(tmp_path))
    text = third.text()
    assert "2 saved games" in text and "First Push has 2 games saved. Which one?" in text
    assert text.index("3 moves · today 14:02") < text.index("1 move · today 14:01") < text.index("New game")
    assert actions(third) == []  # nothing resumed until the player says which
    third.press("enter")  # the newest has the focus
    assert actions(third) == ["s", "w", "s"] and "Resumed where you left: 3 moves." in third.text()


def test_the_older_save_chosen_goes_on_as_its_own_play(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    third = ShellSession(GAME, MAZE1, store(tmp_path))
    third.press("2")
    assert actions(third) == ["d"] and not third.app.dialogs
    third.press("s")
    assert third.app.save_current()
    saves = store(tmp_path).saved_games("sokoban", "maze1")
    assert sorted((saved.state["play"]["actions"], saved.revision) for saved in saves) == [
        (["d", "s"], 2), (["s", "w", "s"], 1)]  # its own save replaced, the other untouched


def test_a_new_game_keeps_both_saves_and_is_saved_beside_them(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    third = ShellSession(GAME, MAZE1, store(tmp_path))
    third.press("n")
    assert actions(third) == [] and not third.app.dialogs and third.app.place == "game"
    third.press("s")
    third.app.save_current()
    assert len(store(tmp_path).saved_games("sokoban", "maze1")) == 3


def test_esc_on_the_question_goes_back_to_the_level_list_every_save_kept(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    third = ShellSession(GAME, MAZE1, store(tmp_path))
    third.press("esc")
    assert third.app.place == "chooser" and "saved: 2 games" in third.text()
    assert len(store(tmp_path).saved_games("sokoban", "maze1")) == 2


def test_winning_a_resumed_play_drops_only_its_own_save(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    third = ShellSession(GAME, MAZE1, store(tmp_path))
    third.press("2")  # the play that began with d, the first move of the win
    third.press(*MAZE1_WIN[1:])
    assert "You won!" in third.text()
    assert [saved.state["play"]["actions"] for saved in store(tmp_path).saved_games()] == [["s", "w", "s"]]


def test_restarting_a_resumed_play_drops_only_its_own_save(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    third = ShellSession(GAME, MAZE1, store(tmp_path))
    third.press("enter", "r", "y")  # the newest, restarted: kept as abandoned
    assert actions(third) == [] and "Restarted." in third.text()
    assert [saved.state["play"]["actions"] for saved in store(tmp_path).saved_games()] == [["d"]]
    third.press("d", "d")  # the new play is a play of its own: its save is a new one
    third.app.save_current()
    assert sorted(saved.summary for saved in store(tmp_path).saved_games()) == ["1 move", "2 moves"]


def test_one_save_resumes_without_a_question(tmp_path: Path) -> None:
    left_after(tmp_path, "d")
    again = ShellSession(GAME, MAZE1, store(tmp_path))
    assert actions(again) == ["d"] and not again.app.dialogs


def test_continue_resumes_the_newest_save_itself_and_saved_games_lists_both_with_when(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    menu = ShellSession(None, None, store(tmp_path))
    text = menu.text()
    assert "Continue Fancy Sokoban · First Push · 3 moves" in text and "Saved games (2)" in text
    menu.press("enter")  # Continue: that save, no question
    assert actions(menu) == ["s", "w", "s"] and not menu.app.dialogs
    menu = ShellSession(None, None, store(tmp_path))
    menu.app.lists.show_saved_games()
    lines = [line for line in menu.lines() if "First Push" in line]
    assert len(lines) == 2 and "3 moves" in lines[0] and "today 14:02" in lines[0]
    assert "1 move " in lines[1] and "today 14:01" in lines[1]
    menu.press("down", "enter")  # the older one, from the list: that save, no question
    assert actions(menu) == ["d"] and not menu.app.dialogs


def test_the_level_list_says_how_many_games_are_saved(tmp_path: Path) -> None:
    left_after(tmp_path / "one", "d")
    session = ShellSession(None, None, store(tmp_path / "one"))
    session.app.choose_game(GAME)
    assert "saved: 1 move" in session.text()
    two_arcades(tmp_path / "two")
    session = ShellSession(None, None, store(tmp_path / "two"))
    session.app.choose_game(GAME)
    assert "saved: 2 games" in session.text() and "saved: 3 moves" not in session.text()


def test_saved_marks_name_the_one_save_or_count_them() -> None:
    saves = store_with(("sokoban", "maze1", "3 moves"), ("sokoban", "maze1", "1 move"), ("acorn", "maze", "2 moves"))
    assert saved_marks(saves) == {("sokoban", "maze1"): "2 games", ("acorn", "maze"): "2 moves"}


def store_with(*rows: tuple[str, str, str]) -> list:
    """Saves as the store lists them (the newest first), made in memory."""
    from arcade.store import SavedGame

    return [SavedGame(game, level, {}, summary, 0.0, f"p{index}") for index, (game, level, summary) in enumerate(rows)]


def test_when_a_save_was_made_is_told_by_the_arcades_clock(tmp_path: Path) -> None:
    """The which-save question and Saved games say 'yesterday' when the arcade's clock (not the machine's) is a day
    on: both read the App's injected clock."""
    two_arcades(tmp_path)
    today = time.localtime()
    tomorrow = time.mktime((today.tm_year, today.tm_mon, today.tm_mday + 1, 9, 0, 0, 0, 0, -1))
    third = ShellSession(GAME, MAZE1, store(tmp_path), clock=lambda: tomorrow)
    assert "3 moves · yesterday 14:02" in third.text() and "1 move · yesterday 14:01" in third.text()
    third.press("esc")
    third.app.lists.show_saved_games()
    assert "yesterday 14:02" in third.text() and "today" not in third.text()


def test_saved_when_says_today_yesterday_or_the_date() -> None:
    def at(*when: int) -> float:
        return time.mktime((*when, 0, 0, -1))

    assert saved_when(at(2026, 11, 27, 9, 5, 0), NOW) == "today 09:05"
    assert saved_when(at(2026, 11, 26, 23, 59, 0), NOW) == "yesterday 23:59"
    assert saved_when(at(2026, 11, 3, 14, 0, 0), NOW) == "3 Nov 14:00"
    assert saved_when(at(2025, 12, 31, 8, 0, 0), NOW) == "31 Dec 2025 08:00"


def test_export_works_from_the_newest_save_of_a_level(tmp_path: Path) -> None:
    two_arcades(tmp_path)
    kept = kept_game(store(tmp_path), GAME, "maze1")
    assert kept.saved and kept.words == "3 moves" and kept.record["actions"] == ["s", "w", "s"]


def test_the_daily_page_marks_a_challenge_with_two_saves(tmp_path: Path) -> None:
    from tests.test_daily import DAY, daily_session

    level = f"daily-{DAY}"
    saves = store(tmp_path)
    saves.save_game("pokemon", level, {"play": {}}, "1 flag, 0:03")
    saves.save_game("acorn", level, {"play": {}}, "4 moves")
    saves.save_game("acorn", level, {"play": {}}, "9 moves")  # the newest
    text = daily_session(tmp_path).text()
    assert "saved: 1 flag, 0:03" in text and "saved: 2 games" in text and "4 moves" not in text
    saves.drop_save(saves.saved_games("acorn", level)[0].play)
    assert "saved: 4 moves" in daily_session(tmp_path).text()


def test_arcade_export_and_its_cast_play_the_newest_save_of_the_level(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    two_arcades(tmp_path)  # 1 move (d), then 3 moves (s w s)
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    assert cli.main(["export", "sokoban", "maze1"]) == 0
    assert capsys.readouterr().out == "s\nw\ns\nq\n"
    assert cli.main(["export", "--cast", "sokoban", "maze1"]) == 0
    assert '"title": "arcade · Fancy Sokoban · First Push · 3 moves"' in capsys.readouterr().out.splitlines()[0]


def test_two_arcades_continuing_one_save_keep_both_games(tmp_path: Path) -> None:
    left_after(tmp_path, "d")
    first = ShellSession(GAME, MAZE1, store(tmp_path))  # both resume the one save: the same play, twice
    second = ShellSession(GAME, MAZE1, store(tmp_path))
    assert actions(first) == actions(second) == ["d"]
    first.press("s")
    second.press("a")
    assert first.app.save_current() and second.app.save_current()  # the second is outrun: kept beside, not over
    saves = store(tmp_path).saved_games("sokoban", "maze1")
    assert sorted(saved.state["play"]["actions"] for saved in saves) == [["d", "a"], ["d", "s"]]
    second.press("s")  # the second goes on as the play it was kept as
    assert second.app.save_current()
    assert sorted(saved.state["play"]["actions"] for saved in store(tmp_path).saved_games()) == [
        ["d", "a", "s"], ["d", "s"]]


def test_a_damaged_save_chosen_starts_afresh_and_keeps_the_other(tmp_path: Path) -> None:
    saves = store(tmp_path)
    saves.save_game("sokoban", "maze1", {"play": {"format": 1, "start": {}, "actions": ["d"]}}, "1 move")
    saves.save_game("sokoban", "maze1", {"play": {"format": 1, "start": {}, "actions": ["d", "jump"]}}, "2 moves")
    session = ShellSession(GAME, MAZE1, saves)
    session.press("1")  # the newest: it does not replay
    assert "could not be resumed" in session.text() and not session.app.dialogs and actions(session) == []
    assert [saved.summary for saved in store(tmp_path).saved_games()] == ["1 move"]
