"""Fancy Sokoban's moves in LURD, out and back in: a win writes them beside the classic solutions, L plays typed
moves from the level's start as actions (undo, saves and the plain export keep working), bad input changes nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.sokoban import plain
from arcade.games.sokoban.base_screen import LURD_PASTED, REPLAY_LURD, LurdDialog, solution_path
from arcade.games.sokoban.classic.screen import ClassicSokobanScreen
from arcade.games.sokoban.export import plain_run
from arcade.games.sokoban.fancy_lurd import keys_to_lurd, lurd_to_keys
from arcade.games.sokoban.model import SokobanModel
from arcade.games.sokoban.screen import REPLAY_TITLE, SokobanScreen
from arcade.games.sokoban.solve_plain import fancy_lurd
from arcade.levels import bundled_levels_root
from arcade.records import HELP_NOTE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession

GAME = find_game("sokoban")
LEVELS = bundled_levels_root() / "sokoban"
MAZE1, MAZE2 = LEVELS / "maze1.txt", LEVELS / "maze2.txt"
MAZE1_WIN = "sdsasdddsdw"
"""A win on maze1 in 11 moves (the game's own keys)."""
MAZE1_LURD = "drDldRRRdrU"
"""The same win in LURD, as `arcade --plain sokoban-solve maze1` prints it."""
FANCY_MAZES = sorted(LEVELS.glob("*.txt"))


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Solutions go to a data directory of the test's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ARCADE_DATA_DIR", str(folder))
    return folder


def fancy(tmp_path: Path, maze: Path = MAZE1) -> tuple[ShellSession, SokobanScreen]:
    session = ShellSession(GAME, maze, Store(tmp_path / DATABASE_FILE), size=(80, 24))  # type: ignore[arg-type]
    screen = session.app.current
    assert isinstance(screen, SokobanScreen)
    return session, screen


def paste(session: ShellSession, lurd: str, agree: bool = True) -> None:
    """L, yes to the help question the first time, the letters, Enter."""
    session.press("L")
    if agree:
        assert "A pasted solution is help" in session.text()
        session.press("y")
    assert "Replay LURD" in session.text()
    session.press(*lurd, "enter")


# -- the notation -----------------------------------------------------------------------------------------------
def test_the_notation_is_the_solvers_own_lurd() -> None:
    assert keys_to_lurd(SokobanModel(MAZE1), MAZE1_WIN) == MAZE1_LURD == fancy_lurd(MAZE1)
    assert lurd_to_keys(SokobanModel(MAZE1), MAZE1_LURD) == list(MAZE1_WIN)


@pytest.mark.parametrize("maze", FANCY_MAZES, ids=lambda path: path.stem)
def test_every_bundled_mazes_solution_in_lurd_replays_to_its_win(maze: Path) -> None:
    lurd = fancy_lurd(maze)
    assert lurd is not None
    model = SokobanModel(maze)
    lurd_to_keys(model, lurd)
    assert model.has_won()


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(FANCY_MAZES), st.lists(st.sampled_from("wasd"), max_size=40))
def test_any_moves_out_and_back_in_reach_the_same_state(maze: Path, keys: list[str]) -> None:
    played = SokobanModel(maze)
    made = []
    for key in keys:
        if played.is_over():
            break
        if played.copy().attempt_move(key):
            made.append(key)
            played.attempt_move(key)
    lurd = keys_to_lurd(SokobanModel(maze), made)
    again = SokobanModel(maze)
    assert lurd_to_keys(again, lurd) == made and again.state_key() == played.state_key()


@pytest.mark.parametrize(("maze", "lurd", "problem"), [
    (MAZE1, "drx", "step 3: 'x' is not a LURD letter"),
    (MAZE1, "u", "step 1: 'u' is impossible here (blocked)"),
    (MAZE1, "drd", "step 3: 'd' is impossible here (it pushes a crate: write D)"),
    (MAZE1, "R", "step 1: 'R' is impossible here (it pushes no crate: write r)"),
    (MAZE2, "ddR", "step 3: 'R' is impossible here (the crate needs strength 3)"),
    (MAZE1, MAZE1_LURD + "l", "step 12: 'l' comes after the level is won"),
    (MAZE1, "rlrlrlrlrlrlr", "step 13: 'r' comes after the moves ran out"),
])
def test_moves_that_cannot_all_be_made_name_the_first_impossible_step(maze: Path, lurd: str, problem: str) -> None:
    with pytest.raises(ValueError, match=f"^{problem.replace('(', '[(]').replace(')', '[)]')}$"):
        lurd_to_keys(SokobanModel(maze), lurd)


# -- out: a win writes its moves ------------------------------------------------------------------------------
def test_a_win_writes_its_moves_in_lurd_beside_the_classic_solutions(tmp_path: Path, data_folder: Path) -> None:
    session, screen = fancy(tmp_path)
    session.press("d", "u", "s", "u")  # moves undone: the file holds the moves the win was made of
    session.press(*MAZE1_WIN)
    assert screen.finished and screen.model.has_won()
    path = solution_path(screen.level_name)
    assert path == data_folder / "solutions" / "maze1.lurd"
    assert path.read_text(encoding="utf-8") == MAZE1_LURD + "\n"
    assert "Solution in LURD:" in session.text()


def test_a_resumed_win_writes_nothing(tmp_path: Path, data_folder: Path) -> None:
    session, screen = fancy(tmp_path)
    session.press(*MAZE1_WIN)
    solution_path("maze1").unlink()
    _fresh, again = fancy(tmp_path / "again")
    again.resume(screen.play_record())
    assert again.model.has_won() and not solution_path("maze1").exists()


# -- in: L plays typed moves from the start --------------------------------------------------------------------
def test_typed_lurd_on_a_fresh_level_plays_to_the_win_as_moves_and_is_help(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    paste(session, " ".join(MAZE1_LURD[:5]) + "\n" + MAZE1_LURD[5:])  # white space (a pasted line break) ignored
    assert screen.finished and screen.model.has_won() and "You won!" in session.text()
    assert screen.actions == [LURD_PASTED, *MAZE1_WIN]
    assert screen.helped and session.store.best(GAME.id, "maze1") is None and HELP_NOTE in session.text()
    arguments, stdin = plain_run(screen.play_record(), "maze1", MAZE1)  # the export: the moves, as typed
    assert (arguments, stdin) == (["maze1"], "".join(f"{key}\n" for key in MAZE1_WIN))


def test_the_exported_replay_wins_in_the_plain_game(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    session, screen = fancy(tmp_path)
    paste(session, MAZE1_LURD)
    _arguments, stdin = plain_run(screen.play_record(), "maze1", MAZE1)
    answers = iter(stdin.splitlines())
    monkeypatch.setattr("builtins.input", lambda prompt="": (print(prompt, end=""), next(answers))[1])
    plain.main([str(MAZE1)])
    assert "You won!" in capsys.readouterr().out


def test_replayed_moves_undo_one_by_one_and_resume(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    paste(session, "drDl")
    assert "Replayed 4 moves." in session.text() and screen.model.get_moves_made() == 4
    session.press("u")
    assert screen.model.get_moves_made() == 3 and screen.actions == [LURD_PASTED, "s", "d", "s", "a", "u"]
    _fresh, again = fancy(tmp_path / "again")
    again.resume(screen.play_record())
    assert again.model.state_key() == screen.model.state_key() and again.helped


def test_bad_input_says_why_in_one_line_and_changes_nothing(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    session.press("s")
    before, actions = screen.model.state_key(), list(screen.actions)
    paste(session, "drDx")
    assert "Not replayed: step 4: 'x' is not a LURD letter." in session.text()
    assert screen.model.state_key() == before and screen.actions == actions
    assert session.app.dialogs  # still open, to be corrected
    session.press("esc")
    assert not session.app.dialogs and screen.model.state_key() == before and screen.actions == actions


def test_typed_lurd_over_a_play_in_progress_asks_first_no_kept(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    session.press("s", "d")
    before, actions = screen.model.state_key(), list(screen.actions)
    paste(session, MAZE1_LURD)
    words = " ".join(session.text().replace("│", " ").split())  # the dialog's lines run together
    assert REPLAY_TITLE in words and "This play (2 moves so far) is thrown away." in words
    session.press("enter")  # No has the focus
    assert screen.model.state_key() == before and screen.actions == actions
    paste(session, MAZE1_LURD, agree=False)  # help already agreed to in this play
    session.press("y")
    assert screen.model.has_won() and screen.actions == [LURD_PASTED, *MAZE1_WIN]
    assert session.store.records(GAME.id).abandoned == 1  # the play thrown away is kept as abandoned


def test_typed_lurd_after_a_win_plays_a_new_game_unasked(tmp_path: Path) -> None:
    session, screen = fancy(tmp_path)
    session.press(*MAZE1_WIN)
    session.app.close_dialog()  # the end dialog closed: the won board stays
    paste(session, "dr")
    assert REPLAY_TITLE not in session.text() and screen.actions == [LURD_PASTED, "s", "d"]


def test_both_screens_share_one_key_word_and_dialog(tmp_path: Path) -> None:
    assert SokobanScreen.keys.row_for("L").binding is REPLAY_LURD  # type: ignore[union-attr]
    assert ClassicSokobanScreen.keys.row_for("L").binding is REPLAY_LURD  # type: ignore[union-attr]
    session, _screen = fancy(tmp_path)
    session.press("L", "y")
    assert isinstance(session.app.dialogs[-1], LurdDialog)
