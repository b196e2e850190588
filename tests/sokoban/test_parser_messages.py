"""Every refusal of a malformed maze file word for word, with its line: the player reads these as they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.errors import LevelError
from arcade.games.sokoban.model import read_file

ALLOWED = "(allowed: W, space, G, X, P, S, M, F and crate digits 0-9)"
STATS = "the first line must be the strength and the moves as two whole numbers separated by one space (like '1 12')"
MAZE = "WWWWW\nWP1GW\nWWWWW\n"


@pytest.mark.parametrize(("text", "line", "problem"), [
    ("", None, "the file is empty"),
    ("\n \n\t\n", None, "the file holds only blank lines"),
    ("1\n" + MAZE, 1, f"{STATS}, not '1'"),
    ("1  5\n" + MAZE, 1, f"{STATS}, not '1  5'"),
    ("1 5000000000\n" + MAZE, 1, "moves '5000000000' is too large (at most 9 digits)"),
    ("1 123456789012\n" + MAZE, 1, "moves '123456789012' is too large (at most 9 digits)"),
    ("1 1234567890123456\n" + MAZE, 1, "moves '123456789012...' is too large (at most 9 digits)"),
    ("1234567890 5\n" + MAZE, 1, "strength '1234567890' is too large (at most 9 digits)"),
    ("1 5\n", None, "no maze rows after the stats line"),
    ("1 5\nWWWWW\n\nWP1GW\nWWWWW\n", 3, "blank line inside the maze"),
    ("1 5\nWWWWW\nWP1GW\nWW?WW\n", 4, f"unknown character '?' in column 3 {ALLOWED}"),
    ("1 5\nWWWWW\nW 1GW\nWWWWW\n", None, "the maze has no player 'P'"),
    ("1 5\nWWWWW\nWP11W\nWWWWW\n", None, "the maze has no goals 'G'"),
    ("1 5\nWWWWW\nWP1GW\nWG  W\nWWWWW\n", None,
     "the maze has 1 crate but 2 unfilled goals 'G'; each goal needs exactly one crate"),
])
def test_a_malformed_maze_is_refused_in_these_words(tmp_path: Path, text: str, line: int | None,
                                                    problem: str) -> None:
    path = tmp_path / "maze.txt"
    path.write_text(text, encoding="utf-8", newline="")
    with pytest.raises(LevelError) as raised:
        read_file(str(path))
    assert (raised.value.path, raised.value.line, raised.value.problem) == (str(path), line, problem)


def test_stats_of_nine_digits_are_taken(tmp_path: Path) -> None:
    path = tmp_path / "maze.txt"
    path.write_text("123456789 987654321\n" + MAZE, encoding="utf-8")
    read_file(str(path))
