"""Acorn Runner's redo (TurnScreen's, for a game whose moves replay the same): U or Ctrl-R makes the latest move
undone again, as many as were undone; another move forgets them; a saved game resumes with the same moves to redo."""

from __future__ import annotations

from pathlib import Path

from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.turns import NOTHING_TO_REDO
from tests.shell_session import ShellSession

GAME = find_game("acorn")


def little_maze(tmp_path: Path) -> ShellSession:
    level = find_level(GAME, "board_medium")
    assert level is not None
    return ShellSession(GAME, level, Store(tmp_path / DATABASE_FILE), size=(80, 24))


def moves(session: ShellSession) -> list[str]:
    return list(session.app.current.model.moves)


def test_redo_makes_the_undone_moves_again_latest_first(tmp_path: Path) -> None:
    session = little_maze(tmp_path)
    session.press("s", "d", "d", "u", "u")
    assert moves(session) == ["s"]
    session.press("U")
    assert moves(session) == ["s", "d"]
    session.press("ctrl r")
    assert moves(session) == ["s", "d", "d"]
    session.press("U")
    assert moves(session) == ["s", "d", "d"] and NOTHING_TO_REDO in session.text()


def test_another_move_forgets_what_was_undone_and_the_same_move_is_its_redo(tmp_path: Path) -> None:
    session = little_maze(tmp_path)
    session.press("s", "d", "d", "u", "u", "d")  # the move undone last, made by hand: the other stays to redo
    assert moves(session) == ["s", "d"]
    session.press("U")
    assert moves(session) == ["s", "d", "d"]
    session.press("u", "a", "U")  # another move: nothing left to redo
    assert moves(session) == ["s", "d", "a"] and NOTHING_TO_REDO in session.text()


def test_a_saved_game_resumes_with_the_same_moves_to_redo(tmp_path: Path) -> None:
    session = little_maze(tmp_path)
    session.press("s", "d", "d", "u", "u")
    assert session.app.save_current()
    resumed = little_maze(tmp_path)
    assert moves(resumed) == ["s"]
    resumed.press("U", "U")
    assert moves(resumed) == ["s", "d", "d"]


def test_restart_leaves_nothing_to_redo(tmp_path: Path) -> None:
    session = little_maze(tmp_path)
    session.press("s", "d", "u", "r", "y")  # restart asks first while a play is in progress
    assert moves(session) == []
    session.press("U")
    assert moves(session) == [] and NOTHING_TO_REDO in session.text()
