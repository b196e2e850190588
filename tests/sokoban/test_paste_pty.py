"""Paste a level in a real terminal at 80×24 (issue 32): the text arrives as a terminal pastes it (one write,
carriage returns for its line breaks), a bad row is named in the box, mended with Backspace, kept with Tab and Enter,
and the first level is played to a win; the arcade started again finds it under Yours and on the command line."""

from __future__ import annotations

from pathlib import Path

from tests.pty_screen import TerminalSession, arcade

PASTED = "; Tiny\n#####\n#@$.#\n#####\n\n; Room\n######\n#@ $.#\n#    #\n##%###"
"""Two levels, the second's last row wrong: the cursor ends just after it."""
BACKSPACE, TAB, CTRL_D, RIGHT = "\x7f", "\t", "\x04", "\x1b[C"


def test_a_level_pasted_in_a_terminal_is_kept_under_yours_and_played(tmp_path: Path,
                                                                    sessions: list[TerminalSession]) -> None:
    data = tmp_path / "data"
    session = arcade(sessions, data)
    session.wait_for("a terminal game collection")
    session.press("enter")  # Fancy Sokoban, the first game
    session.wait_for("p paste")
    session.press("p")
    session.wait_for("Ctrl-D keep & play")
    session.press(PASTED.replace("\n", "\r"))
    session.wait_for("##%###")
    session.press(CTRL_D)
    session.wait_for("Level 2 (Room), row 4: '%' is not an XSB character")
    session.press(BACKSPACE * 4, "####", TAB, "\r")  # the row mended, then Keep and play
    session.wait_for("Kept 2 new levels: Yours 1 and 2. Playing Yours 1.")
    assert "Level: Yours 1 ·" in session.text() and "Moves: 0" in session.text()
    session.press(RIGHT)
    session.wait_for("You won!")
    assert "New best." in session.text()
    session.press("m")  # back to Yours
    session.wait_for("Fancy Sokoban: Yours")
    text = session.text()
    assert "✓ Yours 1 · Tiny  (yours:1)" in text and "Yours 2 · Room  (yours:2)" in text
    session.press("q")
    session.wait_for("1/2 solved")
    session.quit_from_the_level_list()

    again = arcade(sessions, data, "sokoban", "yours:2")
    again.wait_for("Level: Yours 2 ·")
    again.press(RIGHT)
    again.wait_for("Moves: 1")
