"""Fancy Sokoban's marks (the same m and g as classic levels'): a mark keeps the game with its undo and redo
history, going back brings them back, a saved game keeps its marks, and `arcade export` sends a go-back to the
original as undos and moves that reach the same position."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade.games.sokoban import plain
from arcade.games.sokoban.export import plain_run
from arcade.games.sokoban.marks import MARKS_KEPT
from arcade.games.sokoban.model import SokobanModel, StateKey
from arcade.games.sokoban.screen import SokobanScreen
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession, whole_help
from tests.transcripts import typed_lines

GAME = find_game("sokoban")


def session_on(store: Store, level: str = "maze2") -> ShellSession:
    return ShellSession(GAME, find_level(GAME, level), store, size=(80, 24))


def screen_of(session: ShellSession) -> SokobanScreen:
    screen = session.app.current
    assert isinstance(screen, SokobanScreen)
    return screen


def state_after(level: str, keys: str) -> StateKey:
    """The state a fresh game of the level reaches by these move keys."""
    path = find_level(GAME, level).path
    assert path is not None
    model = SokobanModel(path)
    for key in keys:
        assert model.attempt_move(key)
    return model.state_key()


def plain_state(level: str, stdin: str) -> StateKey:
    """The state the original controller ends in on this input."""
    path = find_level(GAME, level).path
    controller = plain.Sokoban(str(path))
    with typed_lines(stdin):
        controller.play_game()
    return controller._model.state_key()


def test_a_mark_says_the_moves_made_the_moves_left_and_the_strength(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE))
    session.press("d", "s", "m")  # the strength potion drunk: strength 3, its moves spent
    assert "Marked as 1: 2 moves made, 8 left, strength 3 (g goes back to it)." in session.text()
    session.press("u", "m")
    assert "Marked as 2: 1 move made, 9 left, strength 1 (g goes back to it)." in session.text()


def test_going_back_brings_the_position_and_its_undo_and_redo_history(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE))
    screen = screen_of(session)
    session.press("d", "s", "s", "u", "m")  # a mark with a move to redo: s
    marked = screen.model.state_key()
    session.press("a", "s", "d")  # a new move forgets the redo; on and away
    assert screen.undone == [] and screen.model.get_moves_made() == 5
    session.press("g")
    assert "Back to which marked position?" in session.text()
    session.press("1")
    assert "Back to mark 1: 2 moves made, 8 left, strength 3." in session.text()
    assert screen.model.state_key() == marked == state_after("maze2", "ds")
    assert (screen.made, screen.undone) == (["d", "s"], ["s"])
    session.press("U")  # the mark's redo
    assert screen.model.state_key() == state_after("maze2", "dss")
    session.press("u", "u")  # the mark's undo history: the potion comes back
    assert screen.model.state_key() == state_after("maze2", "d")
    assert screen.model.get_player_strength() == 1


def test_a_mark_stays_as_it_was_however_the_play_goes_on_after_going_back(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE))
    screen = screen_of(session)
    session.press("d", "m", "s", "s", "g", "1", "a", "s", "g", "1")
    assert screen.model.state_key() == state_after("maze2", "d") and screen.made == ["d"]


def test_a_tenth_mark_replaces_the_oldest(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE), "maze3")
    screen = screen_of(session)
    for _ in range(MARKS_KEPT + 1):
        session.press("a", "d", "m")  # the first a is blocked: no move
    assert "Marked as 9: 19 moves made, 2 left, strength 1" in session.text()
    oldest_kept = [f"{moves} moves made" for moves in range(3, 20, 2)]  # the first, 1 move made, went
    assert [words.split(",")[0] for words, _mark in screen.marks] == oldest_kept


def test_a_restart_forgets_the_marks(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE))
    screen = screen_of(session)
    session.press("d", "m")
    screen.restart()
    session.press("g")
    assert "No marked position yet: m marks this one." in session.text() and not session.app.dialogs


def test_a_saved_fancy_game_resumes_with_its_marks(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    session = session_on(store)
    session.press("d", "s", "m", "s", "u", "m", "a")
    assert session.app.save_current()
    resumed = session_on(store)
    screen = screen_of(resumed)
    assert [words for words, _mark in screen.marks] == ["2 moves made, 8 left, strength 3"] * 2
    assert screen.model.state_key() == state_after("maze2", "dsa")
    resumed.press("g", "2", "U")  # the second mark had s to redo
    assert screen.model.state_key() == state_after("maze2", "dss")


def test_help_says_the_marks_keys_on_a_fancy_level(tmp_path: Path) -> None:
    _lines, words = whole_help(session_on(Store(tmp_path / DATABASE_FILE)))
    assert "Mark this position to come back to" in words and "Go back to a marked position" in words


def test_the_export_sends_a_go_back_as_undos_then_the_marks_moves(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE))
    screen = screen_of(session)
    session.press("d", "s", "m", "u", "a", "s", "g", "1")  # back: undo s and a, then s again
    _arguments, stdin = plain_run(screen.play_record(), "maze2", find_level(GAME, "maze2").path)
    assert stdin == "d\ns\nu\na\ns\nu\nu\ns\nq\n"
    assert plain_state("maze2", stdin) == screen.model.state_key()


def test_an_exported_game_with_marks_replays_in_the_real_plain_arcade(tmp_path: Path) -> None:
    session = session_on(Store(tmp_path / DATABASE_FILE), "maze1")
    session.press("d", "m", "s", "s", "a", "g", "1", "s")
    assert session.app.save_current()
    environment = {**os.environ, "ARCADE_DATA_DIR": str(tmp_path)}
    exported = subprocess.run([sys.executable, "-m", "arcade", "export", "sokoban", "maze1"], capture_output=True,
                              text=True, timeout=60, env=environment)
    assert exported.returncode == 0 and exported.stdout == "d\ns\ns\na\nu\nu\nu\ns\nq\n"
    replay = subprocess.run([sys.executable, "-m", "arcade", "--plain", "sokoban", "maze1"], input=exported.stdout,
                            capture_output=True, text=True, timeout=60, env=environment)
    assert replay.returncode == 0
    last_board = replay.stdout.split("Enter move: ")[-2]  # the board drawn before the q
    assert "Moves remaining: 10" in last_board
    assert plain_state("maze1", exported.stdout) == screen_of(session).model.state_key() == state_after("maze1", "ds")


def test_a_go_back_to_a_mark_never_made_is_refused_by_the_export() -> None:
    with pytest.raises(ValueError, match=r"^no marked position 2$"):
        plain_run({"actions": ["d", ["mark"], ["go back", 2]]}, "maze1", find_level(GAME, "maze1").path)


KEYS = st.lists(st.sampled_from(["w", "a", "s", "d", "u", "U", "m", "g1", "g2", "g9"]), max_size=30)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(level=st.sampled_from(["maze1", "maze2", "maze3"]), keys=KEYS)
def test_any_play_with_marks_exports_to_the_same_position(tmp_path: Path, level: str, keys: list[str]) -> None:
    session = session_on(Store(tmp_path / f"{level}-{len(keys)}.db"), level)
    for key in keys:
        session.press(*key)
        if session.app.dialogs:  # a go-back to a mark not kept: the question stays open
            session.press("esc")
    screen = screen_of(session)
    try:
        _arguments, stdin = plain_run(screen.play_record(), level, find_level(GAME, level).path)
    except ValueError as refused:
        assert "went on after it ended" in str(refused)  # only a loss taken back cannot be replayed
        return
    assert plain_state(level, stdin) == screen.model.state_key()
