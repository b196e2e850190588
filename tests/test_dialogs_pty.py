"""The real `arcade` command at 80×24 in a pty, read through pyte: the quit question's safe answer and every
game's help inside its border."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arcade.keys import QUIT
from arcade.registry import GAMES
from arcade.ui.dialogs import CLOSE_HINT
from tests.pty_screen import TerminalSession

pytestmark = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")
COLS, ROWS = 80, 24


@pytest.fixture
def start(tmp_path: Path) -> Iterator:
    """Start arcade with arguments in an 80×24 pty (closed after the test)."""
    sessions: list[TerminalSession] = []

    def starter(*args: str) -> TerminalSession:
        session = TerminalSession(list(args), COLS, ROWS, data_dir=tmp_path / "data")
        sessions.append(session)
        return session

    yield starter
    for session in sessions:
        session.close()


def test_enter_on_the_quit_question_keeps_the_arcade_open(start) -> None:
    term = start()
    term.wait_for("a terminal game collection")
    term.press("q")
    term.wait_for("Quit the arcade?")
    term.press("enter")  # No has the focus
    term.wait_gone("Quit the arcade?")
    term.press("?")  # still running: the menu's help opens
    term.wait_for(QUIT.help)
    assert term.process.poll() is None
    term.press("esc")
    term.wait_gone(QUIT.help)
    term.press("q")
    term.wait_for("Quit the arcade?")
    term.press("y")
    assert term.wait_exit() == 0


def help_box(lines: list[str]) -> tuple[int, int] | None:
    """The rows of the help's top and bottom borders, if both are on the screen."""
    top = next((row for row, line in enumerate(lines) if "┌" in line and "Help: " in line), None)
    if top is None:
        return None
    bottom = next((row for row in range(top + 1, len(lines)) if lines[row].strip().startswith("└")), None)
    return None if bottom is None else (top, bottom)


def help_drawn(lines: list[str]) -> bool:
    """The help is drawn whole: its borders, the closing hint on its last line and in the status bar."""
    box = help_box(lines)
    return box is not None and CLOSE_HINT in lines[box[1] - 1] and lines[-1].rstrip().endswith(CLOSE_HINT)


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_every_games_help_shows_its_bottom_border_at_80_by_24(start, game: str) -> None:
    term = start(game)
    term.wait_for("? help")
    term.press("?")
    term.wait_until(lambda: help_drawn(term.screen.display), "the help in its border, its keys in the status bar")
    lines = term.screen.display
    _top, bottom = help_box(lines)
    assert bottom < ROWS - 2, term.text()  # above the status bar, whose keys are the help's
    term.press("down")  # scrolls (when it is taller than the room), never closes
    term.press("?")
    term.wait_until(lambda: help_box(term.screen.display) is None, "the help to close")
