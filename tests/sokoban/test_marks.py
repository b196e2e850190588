"""Classic Sokoban's marks (snapshots, as Sokoban YASC has them): m keeps the position with its undo and redo
history, g goes back to any mark kept (asking which), and a saved game keeps its marks. Fancy levels have the same
keys, words and dialog (test_fancy_marks.py in process; the real arcade on both here)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from arcade.games.sokoban.classic.screen import ClassicSokobanScreen
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.pty_screen import TerminalSession
from tests.shell_session import ShellSession

GAME = find_game("sokoban")
LEVEL = find_level(GAME, "microban:3")
pty_only = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")


def session_on(store: Store) -> ShellSession:
    return ShellSession(GAME, LEVEL, store, size=(80, 24))


def screen_of(session: ShellSession) -> ClassicSokobanScreen:
    screen = session.app.current
    assert isinstance(screen, ClassicSokobanScreen)
    return screen


def test_going_back_to_a_mark_brings_its_position_and_its_undo_history(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE))
    screen = screen_of(session)
    session.press("right", "up", "m")
    assert screen.model.lurd == "ru" and "Marked as 1: 2 moves, 0 pushes" in session.text()
    session.press("up", "left", "u", "m")  # on, an undo (a push to redo), a second mark
    assert screen.model.lurd == "ruu" and screen.model.can_redo()
    session.press("down", "g")
    assert "Back to which marked position?" in session.text()
    session.press("1")
    assert screen.model.lurd == "ru" and screen.model.player == screen_of(session).model.player
    assert "Back to mark 1: 2 moves, 0 pushes." in session.text()
    session.press("u")  # the undo history is the mark's: its last step is taken back
    assert screen.model.lurd == "r"
    session.press("g", "2", "U")  # the second mark had a push to redo: it comes back with it
    assert screen.model.lurd == "ruuL"


def test_a_saved_game_keeps_its_marks(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    session = session_on(store)
    session.press("right", "m", "up", "up")
    assert session.app.save_current()
    resumed = session_on(store)
    screen = screen_of(resumed)
    assert len(screen.marks) == 1 and screen.model.lurd == "ruu"
    resumed.press("g", "1")
    assert screen.model.lurd == "r"


def test_going_back_with_no_mark_says_how_to_make_one(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE))
    session.press("g")
    assert "No marked position yet: m marks this one." in session.text() and not session.app.dialogs


@pty_only
@pytest.mark.parametrize(("level", "title", "move", "marked", "panel"), [
    ("microban:3", "Microban 3", "right", "1 move, 0 pushes", "Moves: 1"),
    ("maze1", "First Push", "d", "1 move made, 11 left, strength 1", "Moves left: 11"),  # Fancy: the same keys
], ids=["classic", "fancy"])
def test_the_real_arcade_marks_and_goes_back(tmp_path: Path, level: str, title: str, move: str, marked: str,
                                             panel: str) -> None:
    """At 80×24, on a classic level and a Fancy one: one key, word and dialog for marks."""
    term = TerminalSession(["sokoban", level], 80, 24, data_dir=tmp_path / "data")
    try:
        term.wait_for(title)
        term.press(move, "m")
        term.wait_for(f"Marked as 1: {marked} (g goes back to it).")
        term.press("down", "down", "g")
        term.wait_for("Back to which marked position?")
        term.press("1")
        term.wait_for(f"Back to mark 1: {marked}.")
        term.wait_for(panel)
    finally:
        term.close()
