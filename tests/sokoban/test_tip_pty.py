"""The honest tip in a real terminal at 80×24: a lost position names its stuck crate; a search out of time says so
and offers to search longer (Stop focused), never "undo" at the start of a level."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.pty_screen import TerminalSession

LAUNCHER = """\
import sys
from arcade.games.sokoban.base_screen import SokobanBaseScreen
SokobanBaseScreen.tip_seconds = {seconds}
from arcade.cli import main
sys.exit(main(sys.argv[1:]))
"""
"""The arcade with a tip's search cut to a tiny time, so a hard level runs out of it at once."""


def test_a_lost_position_names_the_stuck_crate(tmp_path: Path) -> None:
    session = TerminalSession(["sokoban", "microban:1"], 80, 24, data_dir=tmp_path / "data")
    try:
        session.wait_for("Moves: 0")
        session.press("w", "a", "s", "s")  # the crate into the dead corner
        session.wait_for("Moves: 4")
        session.press("t")
        session.wait_for("Use help?")
        session.press("y")
        session.wait_for("Lost: the crate at row 6, column 2 can never reach a goal: undo (u).")
        assert "No tip yet" not in session.text()
    finally:
        session.close()


def test_a_search_out_of_time_offers_to_search_longer(tmp_path: Path) -> None:
    launcher = tmp_path / "launch.py"
    launcher.write_text(LAUNCHER.format(seconds=0.05), encoding="utf-8")
    session = TerminalSession(["sokoban", "microban:93"], 80, 24, data_dir=tmp_path / "data",
                              program=[sys.executable, str(launcher)])
    try:
        session.wait_for("Moves: 0")
        session.press("t")
        session.wait_for("Use help?")
        session.press("y")
        session.wait_for("No tip yet")
        text = session.text()
        assert "The search found nothing within 0.05 seconds." in " ".join(text.split())
        assert "Search longer" in text and "Stop" in text and "undo (u)" not in text and "Lost" not in text
        assert "Thinking" not in text
        assert "l search longer" in text and "s stop" in text  # the dialog's keys on the status bar
        session.press("l")
        session.wait_for("within 0.1 seconds")  # twice as long, and still nothing
        session.press("enter")  # Stop has the focus
        session.wait_for("No tip: nothing found within 0.1 seconds.")
        session.wait_gone("No tip yet")
    finally:
        session.close()
