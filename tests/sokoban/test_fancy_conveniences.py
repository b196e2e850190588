"""Fancy Sokoban's share of the classic screen's conveniences: redo (U, Ctrl-R), dead squares (x), and a warning
when a push leaves a crate stuck; a redo is saved as its move, so the plain export replays it."""

from __future__ import annotations

from pathlib import Path

from arcade.games.sokoban.export import plain_run
from arcade.games.sokoban.screen import DEAD_CELL, SokobanScreen
from arcade.levels import bundled_levels_root
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession

GAME = find_game("sokoban")
MAZE1 = bundled_levels_root() / "sokoban" / "maze1.txt"


def fancy(tmp_path: Path) -> tuple[ShellSession, SokobanScreen]:
    session = ShellSession(GAME, MAZE1, Store(tmp_path / DATABASE_FILE), size=(80, 24))  # type: ignore[arg-type]
    screen = session.app.current
    assert isinstance(screen, SokobanScreen)
    return session, screen


def test_redo_makes_the_undone_moves_again_and_a_new_move_forgets_them(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    session.press("s", "d", "d")
    after = screen.model.state_key()
    session.press("u", "u")
    assert screen.model.get_moves_made() == 1
    session.press("U")
    session.press("ctrl r")
    assert screen.model.state_key() == after and "redo" in session.text()
    session.press("U")
    assert "Nothing to redo." in session.text()
    session.press("u", "s", "U")  # a new move after an undo: nothing left to redo
    assert "Nothing to redo." in session.text() and screen.model.get_moves_made() == 3
    _arguments, stdin = plain_run(screen.play_record(), "maze1", MAZE1)
    assert stdin.split() == ["s", "d", "d", "u", "u", "d", "d", "u", "s", "q"]  # each redo saved as its move


def test_a_resumed_game_can_still_redo(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    session.press("s", "d", "u")
    fresh, again = fancy(tmp_path / "other")
    again.resume(screen.play_record())
    assert again.model.get_moves_made() == 1
    fresh.press("U")
    assert again.model.get_moves_made() == 2 and again.model.get_player_position() == (2, 2)


def test_dead_squares_are_drawn_and_x_hides_them(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    assert DEAD_CELL[1] in session.text() and "dead square" in session.text()
    session.press("x")
    assert "Dead squares hidden." in session.text()
    board = session.text().split("┌")[0]
    assert " · " not in board
    session.press("x")
    assert DEAD_CELL[1] in session.text()
    assert screen.show_dead


def test_a_push_that_leaves_a_crate_stuck_warns(tmp_path: Path) -> None:
    session, _screen = fancy(tmp_path)
    session.press("s", "d", "d", "s")
    assert "can never reach a goal" not in session.text()
    session.press("a")  # the crate against the left wall, which holds no goal
    assert "The crate at row 4, column 2 can never reach a goal now: undo (u)." in session.text()
