"""A full-screen Acorn Runner game exported as run.py's input: the original program, fed it, reaches the very state
and outcome the screen's engine reached (undos, the solver's moves and wall bumps included)."""

from __future__ import annotations

import contextlib
import io
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.acorn import plain
from arcade.games.acorn.export import PATH_SHOWN, UNDO_ACTION, plain_run
from arcade.games.acorn.model import LOST, WON, Game, end_text, read_lines
from arcade.levels import bundled_levels
from tests.acorn.test_plain import run_arcade
from tests.acorn.test_screen import GAME, Session
from tests.shell_session import FakeLoop

SMALL_BOARDS = ("board_simple", "board_medium", "board_hard", "ember1", "ember2", "board_super_hard")
BUNDLED = {level.name: level.path for level in bundled_levels(GAME) if level.name in SMALL_BOARDS}
HOT_BOARD = ["*X******", "* F F W*", "*W 1F  *", "*F F 1F*", "******Y*"]
"""Fires all round, two buckets, a pad pair, the goal behind a fire: random play wins, burns and puts fires out."""
TICK = "tick"
"""Not a key: the alarm of a way out being played goes off."""
MOVE_KEYS = st.lists(st.sampled_from([*"wasdwasdeu"]), min_size=1, max_size=8)
SOLVER_KEYS = st.sampled_from(["p", "n", "g"]).map(lambda key: [key])
RUNS = st.tuples(st.sampled_from(["n", TICK]), st.integers(1, 12)).map(lambda run: [run[0]] * run[1])
"""Moves and undos, a key of the solver, or a run of its steps or of the played way out's alarms (how random
play reaches the goal)."""
STEPS = st.lists(st.one_of(MOVE_KEYS, MOVE_KEYS, SOLVER_KEYS, RUNS), max_size=8).map(
    lambda parts: [step for part in parts for step in part])


def screen_game(data: Path, level: Path, steps: list[str]) -> Session:
    """Play these keys (and alarm ticks) on a level in the real shell, in-process; the session as it ended."""
    session = Session(data, level=level)
    loop = FakeLoop()
    session.app.loop = loop  # the way out is played on these alarms
    for step in steps:
        if step == TICK:
            if loop.alarms and session.screen.playing:
                loop.fire()
        elif not session.app.dialogs or step in ("u", "y"):  # kept in a dialog: Undo after a loss, yes to help
            session.press(step)
    return session


def run_plain(arguments: list[str], level: Path, stdin: str) -> tuple[str, str]:
    """run.py in-process on this input: (what it printed, the input it left unread)."""
    fed = io.StringIO(stdin)
    printed = io.StringIO()
    original = sys.stdin
    sys.stdin = fed
    try:
        with contextlib.redirect_stdout(printed):
            assert plain.main([str(level), *arguments[1:]]) == 0
    finally:
        sys.stdin = original
    return printed.getvalue(), fed.read()


def check_replays_alike(session: Session, name: str, level: Path) -> None:
    """Export the session's game, run the original on it and compare its last screen with the screen's engine."""
    mine = session.model
    arguments, stdin = plain_run(session.screen.play_record(), name, level)
    assert arguments == [name, plain.PLAY]
    printed, unread = run_plain(arguments, level, stdin)
    assert unread == ""  # the original read every line given, and no more was needed
    last_screen = printed.split(plain.CLEAR_SCREEN)[-1]
    assert last_screen.startswith(f"{mine}\n\n")  # the same cells, acorn and buckets
    if mine.is_over():
        assert mine.status in (WON, LOST)
        assert last_screen == f"{mine}\n\n{end_text(mine.status, mine.moves)}"  # the same outcome and moves
    else:
        assert last_screen.endswith(f"{plain.PROMPT}{plain.BYE}\n")
        assert printed.count(plain.PROMPT) == len(mine.moves) + 1


@settings(max_examples=100, deadline=None)
@given(board=st.sampled_from([*sorted(BUNDLED), "hot", "hot", "hot"]), steps=STEPS)
def test_exported_screen_games_reach_the_same_state_in_the_original(board: str, steps: list[str]) -> None:
    with tempfile.TemporaryDirectory() as data:
        if board == "hot":
            level = Path(data) / "hot.txt"
            level.write_text("\n".join(HOT_BOARD), encoding="utf-8")
        else:
            level = BUNDLED[board]
        session = screen_game(Path(data), level, steps)
        check_replays_alike(session, level.stem, level)


@pytest.mark.parametrize(("rows", "steps", "exported"), [
    (HOT_BOARD, [*"ssddwaddd"], "".join(f"{move}\n" for move in "ssddwaddq")),  # water, a pad, a fire put out,
    # and a bump (no move); still going: q
    (["*X***", "* F *", "***Y*"], ["s", "d"], "s\nd\n"),  # a loss: the original stops by itself
    (["*X***", "* F *", "***Y*"], ["s", "d", "u", "a"], "s\nq\n"),  # ... taken back, a bump: the moves that stand
    (["*X****", "* ** *", "*    *", "****Y*"], ["n", "y", "g", TICK, TICK, TICK, TICK, TICK], "s\ns\nd\nd\nd\ns\n"),
])
def test_the_moves_that_stand_are_exported(tmp_path: Path, rows: list[str], steps: list[str],
                                           exported: str) -> None:
    level = tmp_path / "maze.txt"
    level.write_text("\n".join(rows), encoding="utf-8")
    session = screen_game(tmp_path, level, steps)
    assert plain_run(session.screen.play_record(), "maze", level) == (["maze", "play"], exported)
    check_replays_alike(session, "maze", level)


def test_a_game_the_screen_could_not_have_played_is_not_exported(tmp_path: Path) -> None:
    level = BUNDLED["board_simple"]
    with pytest.raises(ValueError, match="not an Acorn Runner action"):
        plain_run({"format": 1, "start": {}, "actions": ["s", "jump"]}, "board_simple", level)
    with pytest.raises(ValueError, match="no actions"):
        plain_run({"format": 1, "start": {}}, "board_simple", level)
    record = {"format": 1, "start": {}, "actions": [PATH_SHOWN, "s", UNDO_ACTION, UNDO_ACTION, "s", "s"]}
    assert plain_run(record, "board_simple", level) == (["board_simple", "play"], "s\ns\n")


def test_the_exported_input_replays_through_the_real_command(tmp_path: Path) -> None:
    session = screen_game(tmp_path, BUNDLED["board_hard"], [*"sddddssww", "a", "u", "d"])
    arguments, stdin = plain_run(session.screen.play_record(), "board_hard", BUNDLED["board_hard"])
    result = run_arcade("--plain", "acorn", *arguments, stdin=stdin)
    assert result.returncode == 0
    last_screen = result.stdout.decode("utf-8").split(plain.CLEAR_SCREEN)[-1]
    assert last_screen.startswith(f"{session.model}\n\n") and last_screen.endswith("Bye!\n")
    assert str(Game(read_lines(BUNDLED["board_hard"]))) != str(session.model)
