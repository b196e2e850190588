"""Acorn Runner keeps its game as data: leaving saves it, opening the board resumes it exactly (undo and the
solver's help included), every ended game is a row of the records, and a damaged save starts afresh."""

from __future__ import annotations

from pathlib import Path

from arcade.games.acorn.export import PATH_SHOWN, UNDO_ACTION, game_state
from arcade.levels import bundled_levels
from arcade.records import HELP_NOTE
from arcade.store import DATABASE_FILE, Store
from tests.acorn.test_screen import CORRIDOR, GAME, Session
from tests.shell_session import FakeLoop

LEVELS = {level.name: level for level in bundled_levels(GAME)}
HARD = LEVELS["board_hard"].path
"""Twin gates: water, fire and pads. Its shortest way out starts s d d d d s s (a bucket), then w w d d d."""


def screen_state(session: Session) -> tuple[object, ...]:
    """The game as the player sees it and as it goes on: the engine's state, the actions and the help mark."""
    screen = session.screen
    return game_state(screen.model), tuple(screen.actions), screen.helped, screen.finished


def played(tmp_path: Path, keys: list[str], rows: list[str] | None = None, level: Path | None = None) -> Session:
    """A session in this data directory (made if need be) that pressed these keys."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    session = Session(tmp_path, rows, level=level)
    for key in keys:
        session.press(key)
    return session


def test_leaving_saves_and_opening_resumes_the_same_game_with_its_undo(tmp_path: Path) -> None:
    keys = [*"sddddssww", "a", "u", "w", "d"]  # to the water and back, an undo, a wall (a bump: no move)
    left = played(tmp_path / "left", [*keys, "q"], level=HARD)
    assert left.app.place == "chooser" and not left.app.dialogs  # no question asked
    text = left.text()
    assert "Saved: Twin gates · 10 moves." in text and "saved: 10 moves" in text
    saved = left.store.saved_game("acorn", "board_hard")
    assert saved is not None and saved.summary == "10 moves"
    assert saved.state["play"] == {"format": 1, "start": {}, "actions": [*keys]}

    resumed = Session(tmp_path / "left", level=HARD)
    assert "Resumed where you left: 10 moves." in resumed.text()
    notice = Session(tmp_path / "left", level=HARD)  # the notice is the status line's until the next move
    assert "Resumed where you left: 10 moves." in notice.text()
    notice.press("s")
    assert "Resumed where you left" not in notice.text()
    twin = played(tmp_path / "twin", keys, level=HARD)  # the same keys, never saved
    assert screen_state(resumed) == screen_state(twin)
    assert resumed.maze() == twin.maze() and "Buckets: 1" in resumed.text() and "Moves: 10" in resumed.text()
    for key in ["u", "u", "u", "w"]:  # the undo history came back too, and play goes on alike
        resumed.press(key)
        twin.press(key)
        assert screen_state(resumed) == screen_state(twin)
    assert resumed.model.moves == [*"sddddssw"] and "Buckets: 1" in resumed.text()


def test_an_undone_loss_is_one_lost_row_and_resumes_as_it_was(tmp_path: Path) -> None:
    rows = ["*X***", "* F *", "*   *", "***Y*"]
    session = played(tmp_path, ["s", "d"], rows=rows)
    assert session.dialog().title == "You lost"
    assert session.store.level_records("acorn") == []  # a loss stands only once left or started again
    session.press("u")  # the dialog's Undo goes through take
    assert session.screen.actions == ["s", "d", UNDO_ACTION] and not session.app.dialogs
    session.press("s", "q")
    assert session.store.saved_game("acorn", "maze").state["play"]["actions"] == ["s", "d", UNDO_ACTION, "s"]
    resumed = Session(tmp_path, rows)
    assert not resumed.app.dialogs and "Resumed where you left: 2 moves." in resumed.text()
    assert resumed.model.moves == ["s", "s"] and not resumed.model.is_over()
    assert resumed.store.level_records("acorn") == []  # the loss passed through again is not kept either
    resumed.press("d", "d", "s")
    assert resumed.dialog().title == "You won!" and resumed.store.saved_game("acorn", "maze") is None
    (record,) = resumed.store.level_records("acorn")  # one play, won: the undone loss never counted
    assert (record.played, record.won, record.best) == (1, 1, {"moves": 5})


def test_a_won_game_is_a_row_with_its_replay_and_drops_the_save(tmp_path: Path) -> None:
    played(tmp_path, ["s", "d", "q"], level=LEVELS["board_medium"].path)
    assert Store(tmp_path / DATABASE_FILE).saved_game("acorn", "board_medium") is not None
    session = played(tmp_path, ["d", "s", "s", "s", "s"], level=LEVELS["board_medium"].path)
    assert session.dialog().title == "You won!" and "New best." in session.dialog_lines()
    assert session.store.saved_game("acorn", "board_medium") is None
    (record,) = session.store.level_records("acorn")
    assert (record.level, record.played, record.won, record.best) == ("board_medium", 1, 1, {"moves": 7})
    assert session.store.best_replay("acorn", "board_medium")["actions"] == list("sddssss")


def test_a_lost_game_is_a_row_and_leaves_nothing_saved(tmp_path: Path) -> None:
    session = played(tmp_path, ["s", "d", "m"], rows=["*X***", "* F *", "***Y*"])
    assert session.app.place == "chooser"
    assert session.store.saved_game("acorn", "maze") is None
    (record,) = session.store.level_records("acorn")
    assert (record.played, record.won, record.best) == (1, 0, None)


def test_the_solvers_help_survives_a_resume_and_the_win_is_not_a_best(tmp_path: Path) -> None:
    session = played(tmp_path, ["p", "y", "n", "p", "q"], rows=CORRIDOR)  # shown, one step taken, hidden, left
    saved = session.store.saved_game("acorn", "maze")
    assert saved.state["play"]["actions"] == [PATH_SHOWN, "s"] and saved.summary == "1 move, with help"
    resumed = Session(tmp_path, CORRIDOR)
    assert resumed.screen.helped and "Resumed where you left: 1 move, with help." in resumed.text()
    assert resumed.screen.path is None and "Way out: -" in resumed.text()  # the way out itself is not kept
    resumed.press("s", "d", "d", "d", "s")
    assert resumed.dialog().title == "You won!" and resumed.dialog_lines()[-2:] == [HELP_NOTE, ""]
    assert resumed.store.best("acorn", "maze") is None
    (record,) = resumed.store.level_records("acorn")
    assert (record.played, record.won, record.best) == (1, 1, None)


def test_help_before_any_move_is_kept_too(tmp_path: Path) -> None:
    session = played(tmp_path, ["p", "y", "q"], rows=CORRIDOR)
    assert session.store.saved_game("acorn", "maze").summary == "0 moves, with help"
    resumed = Session(tmp_path, CORRIDOR)
    assert resumed.screen.helped and resumed.screen.in_progress()
    plain = played(tmp_path / "plain", ["a", "u", "q"], rows=CORRIDOR)  # a wall and an undo: nothing to keep
    assert plain.store.saved_game("acorn", "maze") is None


def test_the_solvers_moves_are_saved_as_the_moves_they_made(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    loop = FakeLoop()
    session.app.loop = loop
    session.press("n", "y")  # no way out shown: n finds it, then takes its first move
    session.press("g")
    loop.fire()
    loop.fire()
    session.press("x")  # stops the play
    assert session.screen.actions == [PATH_SHOWN, "s", "s", "d"] and session.model.moves == ["s", "s", "d"]
    session.press("q")
    resumed = Session(tmp_path, CORRIDOR)
    assert resumed.model.moves == ["s", "s", "d"] and resumed.screen.helped


def test_a_restart_in_progress_is_abandoned_and_a_fresh_game(tmp_path: Path) -> None:
    session = played(tmp_path, ["p", "y", "s", "r", "y"], rows=CORRIDOR)
    assert session.screen.actions == [] and not session.screen.helped
    (record,) = session.store.level_records("acorn")
    assert (record.played, record.won) == (0, 0) and session.store.records("acorn").abandoned == 1
    for key in "ssddds":  # no help in this game: a best
        session.press(key)
    assert session.dialog().title == "You won!" and HELP_NOTE not in session.dialog_lines()
    assert session.store.best("acorn", "maze") == {"moves": 6}


def test_a_damaged_save_starts_the_board_afresh(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.save_game("acorn", "maze", {"play": {"format": 1, "start": {}, "actions": ["s", "jump"]}}, "1 move")
    session = Session(tmp_path, CORRIDOR)
    assert "could not be resumed" in session.text() and "Moves: 0" in session.text()
    assert session.screen.actions == [] and session.store.saved_game("acorn", "maze") is None


def test_a_save_whose_actions_end_the_game_starts_afresh(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.save_game("acorn", "maze", {"play": {"format": 1, "start": {}, "actions": list("ssddds")}}, "6 moves")
    session = Session(tmp_path, CORRIDOR)
    assert "could not be resumed" in session.text() and "Moves: 0" in session.text()
    assert not session.app.dialogs and session.store.level_records("acorn") == []


def test_finishing_one_level_keeps_the_other_levels_saves(tmp_path: Path) -> None:
    played(tmp_path, ["s", "d", "q"], level=HARD)  # left in progress: saved
    played(tmp_path, ["s", "d", "q"], level=LEVELS["board_medium"].path)
    session = played(tmp_path, ["d", "s", "s", "s", "s"], level=LEVELS["board_medium"].path)  # resumed and won
    assert session.dialog().title == "You won!" and session.store.saved_game("acorn", "board_medium") is None
    kept = session.store.saved_game("acorn", "board_hard")
    assert kept is not None and kept.state["play"]["actions"] == ["s", "d"]
