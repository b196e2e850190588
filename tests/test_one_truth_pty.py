"""The real `arcade` command at 80×24, for the contradictions issue 19 reproduced: what counts as a play, how long
it was played, which saved games can be continued, and questions before a game is thrown away."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arcade.store import DATABASE_FILE, Store
from tests.pty_screen import ARCADE, TerminalSession, arcade

pytestmark = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")

MAZE1_WIN = "dssasdddsdw"
"""maze1 won in 11 of its 12 moves."""
MAZE1_WANDER = "sdsdsdawawaw"
"""Twelve moves that win nothing: maze1 lost."""


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"



def stats(data_dir: Path) -> str:
    """What `arcade stats` prints for this data directory."""
    result = subprocess.run([ARCADE, "stats"], capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                            env={**os.environ, "ARCADE_DATA_DIR": str(data_dir)})
    assert result.returncode == 0, result.stderr
    return result.stdout


def sokoban_totals(data_dir: Path) -> str:
    """Fancy Sokoban's totals in `arcade stats`: the line of plays and streaks, then the one of time played."""
    text = stats(data_dir)
    return "\n".join(text[text.index("Fancy Sokoban"):].splitlines()[1:3])


def test_a_loss_undone_then_won_is_one_play_and_one_win(sessions: list[TerminalSession], data_dir: Path) -> None:
    term = arcade(sessions, data_dir, "sokoban", "maze1")
    term.wait_for("Moves left: 12")
    term.press(*MAZE1_WANDER)
    term.wait_for("You lost")
    term.press("u")  # the dialog's Undo
    term.wait_gone("You lost")
    term.press(*"u" * (len(MAZE1_WANDER) - 1))  # back to the start
    term.wait_for("Moves left: 12")
    term.press(*MAZE1_WIN)
    term.wait_for("You won!")
    term.press("m")
    term.wait_for("Choose a level")
    term.quit_from_the_level_list()
    assert sokoban_totals(data_dir).startswith("  played 1, won 1 (100%), streak 1, longest 1\n")


def test_time_played_before_a_save_counts_with_the_win_after_the_resume(sessions: list[TerminalSession],
                                                                        data_dir: Path) -> None:
    term = arcade(sessions, data_dir, "sokoban", "maze1")
    term.wait_for("Moves left: 12")
    term.press(MAZE1_WIN[0])
    term.wait_for("Moves left: 11")
    time.sleep(6)  # six seconds played before the save
    term.press("q")
    term.wait_for("Choose a level")
    term.quit_from_the_level_list()
    term = arcade(sessions, data_dir)
    term.wait_for("Continue Fancy Sokoban")
    term.press("enter")
    term.wait_for("Resumed where you left")
    term.press(*MAZE1_WIN[1:])
    term.wait_for("You won!")
    term.press("m")
    term.wait_for("Choose a level")
    term.quit_from_the_level_list()
    played = re.search(r"time played (\d+):(\d\d)", sokoban_totals(data_dir))
    assert played is not None and int(played[1]) * 60 + int(played[2]) >= 6


def test_two_saves_of_two_games_are_both_reachable_from_the_menu(sessions: list[TerminalSession],
                                                                 data_dir: Path) -> None:
    term = arcade(sessions, data_dir, "sokoban", "maze1")
    term.wait_for("Moves left: 12")
    term.press("d")
    term.wait_for("Moves left: 11")
    term.press("q")
    term.wait_for("Choose a level")
    term.quit_from_the_level_list()
    term = arcade(sessions, data_dir, "acorn", "board_medium")
    term.wait_for("Moves: 0")
    term.press("s")
    term.wait_for("Moves: 1")
    term.press("q")
    term.wait_for("Choose a level")
    term.quit_from_the_level_list()
    term = arcade(sessions, data_dir)
    term.wait_for("Continue Acorn Runner")  # the newest first
    term.wait_for("Saved games (2)")
    term.press("down", "enter")
    term.wait_for("the most recent first")
    assert term.text().index("Acorn Runner · Little maze") < term.text().index("Fancy Sokoban · First Push")
    term.press("down", "enter")  # the older one: still there
    term.wait_for("Resumed where you left: 1 move.")
    term.wait_for("Moves left: 11")


def test_the_pokemon_form_asks_before_throwing_a_game_away(sessions: list[TerminalSession], data_dir: Path) -> None:
    term = arcade(sessions, data_dir, "pokemon", "easy")
    term.wait_for("Flags left")
    term.press("enter")  # a game in progress
    term.wait_for("Time:")
    term.press("n")
    term.wait_for("Cancel")
    term.press("enter")
    term.wait_for("New game?")
    term.press("n")  # no: the game goes on
    term.press("esc")
    term.wait_gone("Cancel")
    term.press("q")
    term.wait_for("Choose a level")
    term.quit_from_the_level_list()
    text = stats(data_dir)
    assert "played 0, won 0," in text[text.index("Pokémon"):]  # nothing was thrown away or lost
    assert Store(data_dir / DATABASE_FILE).saved_game("pokemon", "easy") is not None  # the game was kept
