"""Acorn Runner's trail (c): the open ground the acorn walked, drawn ·· while shown, never over water, fire, a pad,
the start or the way out; an undo takes its last cell back; the choice is remembered for every board."""

from __future__ import annotations

from pathlib import Path

from arcade.games.acorn.maze_view import TRAIL_CELL
from arcade.games.acorn.screen import TRAIL_WORDS
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession

GAME = find_game("acorn")
MARK = TRAIL_CELL[1]


def board(tmp_path: Path, name: str = "board_medium") -> ShellSession:
    level = find_level(GAME, name)
    assert level is not None
    return ShellSession(GAME, level, Store(tmp_path / DATABASE_FILE), size=(80, 24))


def drawn(session: ShellSession, row: int, col: int) -> str:
    """The two characters the maze shows for this cell (the board's origin found from its first row's wall)."""
    lines = session.lines()
    first = next(index for index, line in enumerate(lines) if "▒" in line)
    left = lines[first].index("▒")
    return lines[first + row][left + 2 * col:left + 2 * col + 2]


def test_the_trail_marks_the_open_ground_walked_and_only_while_shown(tmp_path: Path) -> None:
    session = board(tmp_path)
    session.press("s", "d", "d")  # from the start X at (0, 2): (1, 2), (1, 3), then (1, 4)
    assert drawn(session, 1, 2) == "  " and drawn(session, 1, 3) == "  "
    session.press("c")
    assert TRAIL_WORDS[True] in session.text()
    assert drawn(session, 1, 2) == MARK and drawn(session, 1, 3) == MARK  # walked open ground
    assert drawn(session, 0, 2) == "X " and drawn(session, 1, 4).startswith("A")  # the start and the acorn stay
    session.press("u")
    assert drawn(session, 1, 3).startswith("A") and drawn(session, 1, 2) == MARK  # the last step is taken back
    session.press("c")
    assert TRAIL_WORDS[False] in session.text() and drawn(session, 1, 2) == "  "


def test_the_choice_is_remembered_for_every_board(tmp_path: Path) -> None:
    first = board(tmp_path)
    first.press("c")
    other = board(tmp_path, "board_simple")
    other.press("s", "d")
    assert drawn(other, 1, 2) == MARK  # shown at once on another board, from the store
