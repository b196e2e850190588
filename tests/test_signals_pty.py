"""The real `arcade` command at 80×24 in a pty, read through pyte: Ctrl-\\ (SIGQUIT) keeps the game in progress as
SIGTERM does, and Ctrl-Z suspends to the shell with the terminal given back, the arcade redrawn on `fg`."""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pty_screen import ARCADE, TerminalSession, arcade

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs a POSIX pty and /proc")
COLS, ROWS = 80, 24
CTRL_BACKSLASH, CTRL_Z = "\x1c", "\x1a"
PROMPT = "signals$ "
"""The prompt of the shell the Ctrl-Z test runs the arcade from."""


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"



def three_moves(term: TerminalSession) -> None:
    """First Push with three moves made."""
    term.wait_for("Moves left: 12")
    for left, key in ((11, "d"), (10, "s"), (9, "s")):
        term.press(key)
        term.wait_for(f"Moves left: {left}")


@pytest.mark.parametrize(("how", "status"), [("ctrl \\", 131), ("SIGQUIT", 131), ("SIGTERM", 143)])
def test_ctrl_backslash_keeps_the_game_and_exits_as_sigterm_does(sessions: list[TerminalSession], data_dir: Path,
                                                                  how: str, status: int) -> None:
    term = arcade(sessions, data_dir, "sokoban", "maze1")
    three_moves(term)
    if how == "ctrl \\":
        term.press(CTRL_BACKSLASH)  # the terminal sends SIGQUIT
    else:
        term.signal(getattr(signal, how))
    assert term.wait_exit() == status  # 128 + the signal's number, SIGQUIT as SIGTERM
    assert b"Traceback" not in term.output
    assert term.screen_modes_restored()
    assert term.tty_is_sane()
    again = arcade(sessions, data_dir)
    again.wait_for("Continue Fancy Sokoban · First Push · 3 moves")
    again.press("enter")
    again.wait_for("Resumed where you left: 3 moves.")
    again.wait_for("Moves made: 3")


def process_state(pid: int) -> str:
    """The process's state letter in /proc (R running, S sleeping, T stopped)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat[stat.rindex(")") + 2]


def child_of(pid: int) -> int | None:
    """The one child process of this one, if it has one."""
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2:].split()[1]) == pid:
                return int(entry.name)
    return None


@pytest.fixture
def shell(sessions: list[TerminalSession], data_dir: Path) -> Iterator[TerminalSession]:
    """An interactive shell with job control in an 80×24 pty (the arcade it starts is killed at the end)."""
    term = TerminalSession([], COLS, ROWS, env={"PS1": PROMPT}, data_dir=data_dir,
                           program=["bash", "--norc", "--noprofile", "-i"])
    sessions.append(term)
    term.wait_for(PROMPT)
    yield term
    child = child_of(term.process.pid)
    if child is not None:
        os.kill(child, signal.SIGKILL)


def test_ctrl_z_stops_the_arcade_with_the_terminal_restored_and_fg_redraws_it(shell: TerminalSession) -> None:
    shell.press(f"{ARCADE} sokoban maze1\r")
    three_moves(shell)
    game = child_of(shell.process.pid)
    assert game is not None and process_state(game) != "T"
    shell.press(CTRL_Z)
    shell.wait_for("Stopped")  # the shell's job report, under its prompt again
    shell.wait_until(lambda: shell.screen.display[shell.screen.cursor.y].startswith(PROMPT), "the shell's prompt")
    assert process_state(game) == "T"
    assert shell.screen_modes_restored()  # alternate screen left, cursor shown, mouse off
    shell.press("fg\r")
    shell.wait_gone("Stopped")  # redrawn whole on the resume (pyte keeps one buffer: the shell's lines are drawn over)
    shell.wait_gone(PROMPT)
    shell.wait_for("Moves left: 9")
    shell.wait_for("Moves made: 3")
    assert process_state(game) != "T"
    shell.press("s")  # and playing on
    shell.wait_for("Moves made: 4")
    shell.press("q")
    shell.wait_for("Choose a level")
    shell.press("q")
    shell.wait_for("a terminal game collection")
    shell.press("q")
    shell.wait_for("Quit the arcade?")
    shell.press("y")
    shell.wait_until(lambda: child_of(shell.process.pid) is None, "the arcade to exit")
    assert b"Traceback" not in shell.output
    assert shell.screen_modes_restored()
