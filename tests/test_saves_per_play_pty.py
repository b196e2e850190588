"""Two real arcades on one level at once, each left by a route of its own (Ctrl-C, SIGTERM): both games are kept,
and a third arcade opening the level asks which to continue."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import pytest

from arcade.store import DATABASE_FILE, Store
from tests.pty_screen import TerminalSession, arcade

pytestmark = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")



def test_two_arcades_on_one_level_both_keep_their_game(sessions: list[TerminalSession], tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    first = arcade(sessions, data_dir, "pokemon", "medium")
    second = arcade(sessions, data_dir, "pokemon", "medium")
    for term in (first, second):
        term.wait_for("Flags left")
    first.press("enter")  # a reveal: a game in progress in each
    second.press("f")  # a flag first, so the two games differ in more than their boards
    second.press("d", "enter")
    for term in (first, second):
        term.wait_for("Time:")
    first.press("ctrl c")
    first.wait_exit()
    second.signal(signal.SIGTERM)
    second.wait_exit()
    assert first.tty_is_sane() and second.tty_is_sane()
    saves = Store(data_dir / DATABASE_FILE).saved_games("pokemon", "medium")
    assert len(saves) == 2 and len({saved.play for saved in saves}) == 2
    assert sorted(len(saved.state["play"]["actions"]) for saved in saves) == [1, 2]
    newest = saves[0]

    third = arcade(sessions, data_dir, "pokemon", "medium")
    third.wait_for("2 saved games")
    third.wait_for("Which one?")
    text = third.text()  # the newest (the flag and the reveal, left last) first, then the other, then New game
    assert saves[0].summary.startswith("1 flag") and saves[1].summary.startswith("0 flags")
    assert text.index(f"{saves[0].summary} · ") < text.index(f"{saves[1].summary} · ") < text.index("New game")
    third.press("enter")  # the newest, focused
    third.wait_for(f"Resumed where you left: {newest.summary}.")
    third.press("ctrl c")
    third.wait_exit()
    again = Store(data_dir / DATABASE_FILE).saved_games("pokemon", "medium")
    assert len(again) == 2 and {saved.play for saved in again} == {saved.play for saved in saves}
