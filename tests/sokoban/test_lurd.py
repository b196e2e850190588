"""LURD in and out on the classic screen: a win writes its solution, L replays typed moves from the start."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.sokoban.base_screen import LURD_PASTED, solution_path
from arcade.games.sokoban.classic.screen import ClassicSokobanScreen
from arcade.levels import find_level
from arcade.records import HELP_NOTE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession
from tests.sokoban.classic_helpers import microban, solve_by_moves

GAME = find_game("sokoban")
KEY_OF_LETTER = {"u": "w", "d": "s", "l": "a", "r": "d"}


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Solutions go to a data directory of the test's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ARCADE_DATA_DIR", str(folder))
    return folder


def session_on(tmp_path: Path, name: str) -> ShellSession:
    return ShellSession(GAME, find_level(GAME, name), Store(tmp_path / DATABASE_FILE))  # type: ignore[arg-type]


def screen_of(session: ShellSession) -> ClassicSokobanScreen:
    assert isinstance(session.app.current, ClassicSokobanScreen)
    return session.app.current


def test_a_win_writes_its_lurd_and_replaying_it_on_a_fresh_screen_solves_the_level(tmp_path: Path,
                                                                                    data_folder: Path) -> None:
    solution = solve_by_moves(microban(2))
    played = session_on(tmp_path, "microban:2")
    played.press("a", "d")  # a step there and back: the file holds the whole game's moves
    played.press(*[KEY_OF_LETTER[letter.lower()] for letter in solution])
    won = screen_of(played)
    assert won.finished and won.model.is_solved()
    path = solution_path(won.level_name)
    assert path.parent == data_folder / "solutions" and path.name == "microban_2.lurd"
    lurd = path.read_text(encoding="utf-8").strip()
    assert lurd == won.model.lurd and lurd.endswith(solution)
    assert "Solution in LURD:" in played.text()

    fresh = session_on(tmp_path / "again", "microban:2")
    fresh.press("L")
    assert "A pasted solution is help" in fresh.text()  # asked first: a win from typed moves is no best
    fresh.press("y")
    assert "Replay LURD" in fresh.text()
    fresh.press(*lurd)
    fresh.press("enter")
    replayed = screen_of(fresh)
    assert replayed.finished and replayed.model.is_solved()
    assert replayed.model.crates == won.model.crates and replayed.model.player == won.model.player
    assert replayed.model.lurd == lurd and replayed.actions == [LURD_PASTED, *lurd]
    assert replayed.helped and fresh.store.best(GAME.id, "microban:2") is None and HELP_NOTE in fresh.text()


def test_lurd_that_cannot_be_played_names_the_first_impossible_step_and_changes_nothing(tmp_path: Path) -> None:
    session = session_on(tmp_path, "microban:1")
    session.press("d")  # one step, then replay from the start
    session.press("L", "y", *"rrdLLL", "enter")  # the third push left runs the crate into the wall
    screen = screen_of(session)
    assert "step 6: 'L' is impossible here" in session.text()
    assert screen.model.lurd == "r" and screen.actions == ["r"]
    session.press("esc")
    session.press("L", *"rrd", "enter")  # valid: an undoable restart, then the moves
    assert screen.model.lurd == "rrd" and screen.actions == ["r", "restart", LURD_PASTED, "r", "r", "d"]
