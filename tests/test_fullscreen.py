"""The real `arcade` command full-screen in a pty, read through pyte: what a player sees and does."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arcade.keys import HELP
from arcade.ui.dialogs import CLOSE_HINT
from tests.pty_screen import TerminalSession

pytestmark = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")


@pytest.fixture
def start(tmp_path: Path) -> Iterator:
    """Start arcade with arguments in a pty (closed after the test)."""
    sessions: list[TerminalSession] = []

    def starter(*args: str, cols: int = 100, rows: int = 32, env: dict[str, str] | None = None) -> TerminalSession:
        session = TerminalSession(list(args), cols, rows, env, data_dir=tmp_path / "data")
        sessions.append(session)
        return session

    yield starter
    for session in sessions:
        session.close()


def test_menu_appears_and_help_opens_and_closes(start) -> None:
    term = start()
    term.wait_for("Fancy Sokoban")
    term.wait_for("a terminal game collection")
    term.press("?")
    term.wait_for(HELP.help)
    term.wait_for(CLOSE_HINT)
    term.press("esc")
    term.wait_gone(CLOSE_HINT)


def test_game_starts_from_menu_and_a_move_changes_the_board(start) -> None:
    term = start()
    term.wait_for("Fancy Sokoban")
    term.press("enter")
    term.wait_for("Choose a level")
    term.wait_for("yard5")
    term.press("enter")
    term.wait_for("Moves left: 12")
    board_before = term.text()
    term.press("down")
    term.wait_for("Moves left: 11")
    assert term.text() != board_before
    term.press("u")
    term.wait_for("Moves left: 12")


def test_mouse_click_chooses_a_game_and_a_level(start) -> None:
    term = start()
    term.wait_for("Fancy Sokoban")
    term.click("Fancy Sokoban")
    term.wait_for("Choose a level")
    term.click("Two Crates")
    term.wait_for("Level: Two Crates")


def test_leaving_keeps_the_game_and_the_level_list_goes_back_to_the_menu(start) -> None:
    term = start("sokoban", "maze1")
    term.wait_for("Moves left: 12")
    term.press("s")
    term.wait_for("Moves left: 11")
    term.press("esc")
    term.wait_for("Choose a level")  # back on Fancy Sokoban's list, nothing asked: the game was saved
    term.wait_for("Saved: First Push · 1 move.")
    term.wait_for("saved: 1 move")
    term.press("esc")
    term.wait_for("a terminal game collection")
    term.wait_for("Continue Fancy Sokoban · First Push · 1 move")


@pytest.mark.parametrize("leave", ["SIGHUP", "SIGTERM", "ctrl c", "q"])
def test_three_moves_survive_the_terminal_closing_or_q_and_undo_still_works(start, leave: str) -> None:
    term = start("sokoban", "maze1")
    term.wait_for("Moves left: 12")
    for left in (11, 10, 9):
        term.press("d" if left == 11 else "s")
        term.wait_for(f"Moves left: {left}")
    if leave.startswith("SIG"):
        term.signal(getattr(signal, leave))
        assert term.wait_exit() != 0
    elif leave == "ctrl c":
        term.press("ctrl c")
        assert term.wait_exit() != 0
    else:
        term.press("q")
        term.wait_for("Choose a level")
        term.press("q")
        term.wait_for("a terminal game collection")
        term.press("q")
        term.wait_for("Quit the arcade?")
        term.press("y")
        assert term.wait_exit() == 0
    again = start()
    again.wait_for("Continue Fancy Sokoban · First Push · 3 moves")
    again.press("enter")
    again.wait_for("Resumed where you left: 3 moves.")
    again.wait_for("Moves made: 3")
    again.press("u")
    again.wait_for("Moves made: 2")
    again.wait_for("Moves left: 10")


def test_win_dialog_offers_next_level(start) -> None:
    term = start("sokoban", "maze1")
    term.wait_for("Moves left: 12")
    term.press(*"dssasdddsdw")
    term.wait_for("Solved in 11 moves.")
    term.wait_for("You won!")
    term.press("n")
    term.wait_for("Level: Heavy Lifting")


def test_too_small_terminal_then_resize_recovers(start) -> None:
    term = start(cols=30, rows=10)
    term.wait_for("terminal too small")
    term.resize(100, 32)
    term.wait_for("Fancy Sokoban")
    term.wait_gone("terminal too small")


def test_quit_from_menu_asks_then_restores_the_terminal(start) -> None:
    term = start()
    term.wait_for("Fancy Sokoban")
    term.press("esc")
    term.wait_for("Quit the arcade?")
    term.press("esc")
    term.wait_gone("Quit the arcade?")
    assert term.process.poll() is None  # Esc at the menu asked; a second Esc cancelled the question
    term.press("q")
    term.wait_for("Quit the arcade?")
    term.press("y")
    assert term.wait_exit() == 0
    assert term.screen_modes_restored()
    assert term.tty_is_sane()


@pytest.mark.parametrize("how", ["ctrl c", "SIGTERM", "SIGHUP"])
def test_interrupts_restore_the_terminal(start, how: str) -> None:
    term = start("sokoban", "maze2")
    term.wait_for("Moves left: 10")
    if how == "ctrl c":
        term.press("ctrl c")
    else:
        term.signal(getattr(signal, how))
    status = term.wait_exit()
    assert status != 0
    assert b"Traceback" not in term.output
    assert term.screen_modes_restored()
    assert term.tty_is_sane()


def test_monochrome_still_draws(start) -> None:
    term = start(env={"NO_COLOR": "1"})
    term.wait_for("Fancy Sokoban")
    colours = {char.fg for line in term.screen.buffer.values() for char in line.values()}
    assert colours == {"default"}


@pytest.mark.parametrize("no_color", [False, True])
def test_a_games_own_colours_are_drawn_and_monochrome_under_no_color(start, no_color: bool) -> None:
    """Fancy Sokoban's potions are its own palette entries (its screen's `palette`), registered with the loop when
    the game is opened from the command line: in colour they are coloured, under NO_COLOR plain."""
    term = start("sokoban", "maze2", env={"NO_COLOR": "1"} if no_color else None)
    term.wait_for("+5 moves")  # the legend, its potions drawn in their colours
    rows = [[line[col] for col in range(term.screen.columns)] for line in term.screen.buffer.values()]
    potions = [row[col] for row in rows for col in range(1, len(row) - 1)
               if row[col].data in "SM" and row[col - 1].data == row[col + 1].data == " "]  # " S ", " M " cells
    assert len(potions) >= 4  # two on the board, two in the legend
    assert {char.fg for char in potions} == {"default"} if no_color else "default" not in {char.fg for char in potions}


def test_malformed_level_on_command_line_never_takes_the_screen(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("1 12\nWWWW\nW  W\nWWWW\n")
    result = subprocess.run([sys.executable, "-m", "arcade", "sokoban", str(bad)], capture_output=True, text=True,
                            timeout=30)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith(f"arcade: {bad}") and result.stderr.count("\n") == 1


def test_sokoban_at_80x24_plays_to_its_end_dialog_and_q_leaves_for_the_list(start) -> None:
    term = start("sokoban", "maze1", cols=80, rows=24)
    term.wait_for("Moves left: 12")
    term.press(*"dssasdddsdw")
    term.wait_for("You won!")
    term.wait_for("n next  u undo  r retry  m levels")
    term.press("q")
    term.wait_for("Choose a level")
    term.wait_for("best: 11 moves")
    assert "terminal too small" not in term.text()


def test_a_pipe_instead_of_a_terminal_is_one_line_and_status_2(tmp_path: Path) -> None:
    for args in ([], ["sokoban"]):
        result = subprocess.run([sys.executable, "-m", "arcade", *args], input="x\n", capture_output=True, text=True,
                                timeout=30, env={**os.environ, "ARCADE_DATA_DIR": str(tmp_path)})
        assert result.returncode == 2
        assert result.stdout == ""
        assert result.stderr.count("\n") == 1 and "needs a terminal" in result.stderr and "--plain" in result.stderr
    assert not (tmp_path / "crash.log").exists()
