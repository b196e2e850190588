"""`arcade export` and `arcade export --cast` on a level that has both a saved game and a best: the rule of
arcade/kept_games.py is that the saved game (the game in progress, the newest save) is taken, and the best only
when there is no save. A bug that took the best over the save would export a finished game the player did not ask
for; these tests pin which one each face takes, with what words and what time, on a clock the test drives."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade import cli
from arcade.kept_games import kept_game
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.cast import record_cast
from tests.shell_session import FakeClock, ShellSession
from tests.test_cast import played_back, read_cast

SOKOBAN = find_game("sokoban")
MAZE1 = find_level(SOKOBAN, "maze1")
WINNING_KEYS = "dssasdddsdw"
"""maze1 (First Push) won in 11 moves."""
SAVED_KEYS = "sws"
"""Three moves on maze1, left unfinished (saved)."""
START = 1_800_000_000.0


def store_on(data: Path, clock: FakeClock) -> Store:
    return Store(data / DATABASE_FILE, clock=clock)


def best_and_save(data: Path) -> None:
    """maze1 won in 11 moves over 40 seconds on screen (its best), then played again for 3 moves over 7 seconds
    and left (saved)."""
    clock = FakeClock(START)
    winner = ShellSession(SOKOBAN, MAZE1, store_on(data, clock), size=(80, 24), clock=clock)
    clock.advance(40)
    winner.press(*WINNING_KEYS)
    assert winner.store.best("sokoban", "maze1") == {"moves": 11}
    clock.advance(60)
    saver = ShellSession(SOKOBAN, MAZE1, store_on(data, clock), size=(80, 24), clock=clock)
    clock.advance(7)
    saver.press(*SAVED_KEYS)
    assert saver.app.save_current()


def test_the_kept_game_of_a_level_with_a_save_and_a_best_is_the_save(tmp_path: Path) -> None:
    """kept_game takes the save: its actions, its progress words and its own time on screen (7 s, not the best's
    40 s); once the save is gone it takes the best, with the best's figure and time."""
    best_and_save(tmp_path)
    store = store_on(tmp_path, FakeClock(START + 1000))
    kept = kept_game(store, SOKOBAN, "maze1")
    assert (kept.saved, kept.words, kept.seconds) == (True, "3 moves", 7.0)
    assert kept.record["actions"] == list(SAVED_KEYS)
    assert kept.level == MAZE1 and kept.path == MAZE1.path

    store.drop_save(store.saved_game("sokoban", "maze1").play)
    best = kept_game(store, SOKOBAN, "maze1")
    assert (best.saved, best.words, best.seconds) == (False, "11 moves", 40.0)
    assert best.record["actions"] == list(WINNING_KEYS)
    assert best.level == MAZE1 and best.path == MAZE1.path


def test_arcade_export_writes_the_saved_game_not_the_best(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Plain mode's input of the save (its three moves, then q), not the winning eleven; the best's once the save is
    dropped."""
    best_and_save(tmp_path)
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    assert cli.main(["export", "sokoban", "maze1"]) == 0
    assert capsys.readouterr().out == "s\nw\ns\nq\n"

    store = Store(tmp_path / DATABASE_FILE)
    store.drop_save(store.saved_game("sokoban", "maze1").play)
    assert cli.main(["export", "sokoban", "maze1"]) == 0
    assert capsys.readouterr().out.split("\n")[:11] == list(WINNING_KEYS)


def test_the_cast_of_a_level_with_a_save_and_a_best_draws_the_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """The cast plays the save back: its title, its opening and closing words name the saved game and its 3 moves,
    it has one frame per move at the save's pace (7 s over 3 moves, 1 s at most: the cap) and ends on the
    position the save left; once the save is dropped it is the best's cast."""
    best_and_save(tmp_path)
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    assert cli.main(["export", "--cast", "sokoban", "maze1"]) == 0
    cast = capsys.readouterr().out
    header, events = read_cast(cast)
    assert header["title"] == "arcade · Fancy Sokoban · First Push · 3 moves"
    assert "A saved game of First Push: 3 moves so far." in events[0][1]
    assert [round(at, 6) for at, _output in events] == [0.0, 1.0, 2.0, 3.0, 4.0, 6.0]
    terminal = played_back(cast)
    assert terminal.display[-2].strip() == "The saved game of First Push so far: 3 moves."
    assert "Moves made: 3" in "\n".join(terminal.display)

    store = Store(tmp_path / DATABASE_FILE)
    store.drop_save(store.saved_game("sokoban", "maze1").play)
    best_cast = record_cast(store, SOKOBAN, kept_game(store, SOKOBAN, "maze1"))
    header, events = read_cast(best_cast)
    assert header["title"] == "arcade · Fancy Sokoban · First Push · 11 moves"
    assert "The best game of First Push: 11 moves." in events[0][1]
    assert played_back(best_cast).display[-2].strip() == "That was the best game: 11 moves."
