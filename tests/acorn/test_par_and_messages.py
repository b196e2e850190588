"""Acorn Runner against the shortest way out, the way out kept shown, and the one-row message line.

The win dialog says the moves made against the board's shortest way out ("You made 9 moves, shortest 7."), the
level list each board's best against it ("best: 9 moves, shortest 7"), both in records.against_shortest's words;
the shortest is the manifest's for a bundled board and worked out by the solver for any other. A step off the way
out shown works it out again (on the loop's alarm on a big board) without taking the message line from the move;
the message line is one row at 80 columns and clears on the next move.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from arcade.games.acorn.maze_view import teleport_words
from arcade.games.acorn.model import WALL_MESSAGE, WATER_MESSAGE
from arcade.games.acorn.screen import BOARD_OVER, BURNT_WORDS, EXTINGUISH_WORDS, WAIT_WORDS, AcornScreen
from arcade.games.acorn.solver import solve
from arcade.games.acorn.way_out import FOUND_KEYS, MAX_STATES, SPEEDS, TOO_FAR_MESSAGE
from arcade.levels import bundled_levels
from arcade.records import LevelRecord, best_words
from tests.acorn.test_screen import GAME, Session, message_line
from tests.pty_screen import TerminalSession
from tests.shell_session import FakeLoop

NARROW = (80, 24)
LITTLE_MAZE_DETOUR = ["s", "a", "s", "s", "d", "d", "d", "s", "s"]
"""board_medium (Little maze, shortest 7) won the long way round: 9 moves."""


def bundled(name: str) -> Path:
    path = next(level.path for level in bundled_levels(GAME) if level.name == name)
    assert path is not None
    return path


def fits_one_row(session: Session) -> bool:
    """The message line takes one row at 80 columns and says all it has to say there (its leading space too)."""
    text = session.screen.message.text
    return session.screen.message.rows((NARROW[0],)) == 1 and len(text) <= NARROW[0]


# -- against the shortest ------------------------------------------------------------------------------------
def test_the_win_dialog_says_the_moves_against_the_bundled_boards_shortest(tmp_path: Path) -> None:
    session = Session(tmp_path, level=bundled("board_medium"), size=NARROW)
    assert session.screen.shortest == 7  # the manifest's, not worked out
    session.press(*LITTLE_MAZE_DETOUR)
    assert session.dialog().title == "You won!"
    assert session.dialog_lines()[-5:-3] == ["", "You made 9 moves, shortest 7."]
    session.press("m")
    entry = next(line for line in session.lines() if "Little maze" in line)
    assert entry.rstrip().endswith("best: 9 moves, shortest 7")


def test_a_board_of_its_own_gets_its_shortest_from_the_solver(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X****", "* ** *", "*    *", "****Y*"])
    assert session.screen.shortest == 6
    session.press("s", "s", "d", "d", "d", "s")
    assert "You made 6 moves, shortest 6." in session.dialog_lines()


def test_a_board_without_a_way_out_has_no_shortest_and_a_loss_never_says_one(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X***", "*F  *", "*****", "***Y*"])
    assert session.screen.shortest is None
    session.press("s")
    assert session.dialog().title == "You lost" and "You made 1 move." in session.dialog_lines()


def test_a_big_board_of_its_own_works_its_shortest_out_on_the_alarm_and_leaving_drops_it(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    shutil.copy(bundled("wildfire"), big)  # not the bundled board: no manifest figure
    session = Session(tmp_path, ["*X*", "*Y*"])
    loop = FakeLoop()
    session.app.loop = loop
    session.app.start_level(GAME, big)
    screen = session.screen
    assert screen.shortest is None and len(loop.alarms) == 1  # the key path only starts it
    for _tick in range(100):
        if screen.shortest is not None:
            break
        loop.fire()
    assert screen.shortest == 6354
    session.app.start_level(GAME, big)
    left = session.screen
    assert left is not screen and left.shortest is None
    left.on_leave()  # leaving cancels the search for the shortest
    assert loop.removed[-1] == len(loop.alarms) - 1 and left.shortest is None


def test_a_big_board_of_its_own_opened_before_the_loop_runs_waits_for_a_key(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    shutil.copy(bundled("wildfire"), big)
    session = Session(tmp_path, level=big)  # opened with no loop yet, as from the command line
    assert session.screen.shortest is None  # not worked out before the first frame
    loop = FakeLoop()
    session.app.loop = loop
    session.press("s")  # the first key starts it on the alarm
    assert session.model.moves == ["s"] and len(loop.alarms) == 1
    for _tick in range(100):
        if session.screen.shortest is not None:
            break
        loop.fire()
    assert session.screen.shortest == 6354


def test_the_list_words_come_from_the_records_contract() -> None:
    solved = LevelRecord("ember1", played=1, won=1, best={"moves": 30})
    assert best_words(solved, GAME, 28) == "best: 30 moves, shortest 28"
    assert best_words(solved, GAME) == "best: 30 moves"
    assert best_words(LevelRecord("ember1"), GAME, 28) == "not solved yet"
    helped = LevelRecord("ember1", played=1, won=1, helped_wins=1)
    assert best_words(helped, GAME, 28) == "solved with help"


# -- the way out stays shown ---------------------------------------------------------------------------------
def wildfire_on_a_fake_loop(tmp_path: Path) -> tuple[Session, FakeLoop]:
    session = Session(tmp_path, level=bundled("wildfire"), size=NARROW)
    loop = FakeLoop()
    session.app.loop = loop
    return session, loop


def finish(session: Session, loop: FakeLoop) -> None:
    while session.screen.working:
        loop.fire()


def to_a_fork(session: Session, loop: FakeLoop) -> str:
    """Follow the way out shown (n) to the first cell with a move off it; that move."""
    for _move in range(200):
        path = session.screen.path
        assert path is not None
        off = [move for move in moves_from_here(session) if move != path.next_move()]
        if off:
            return off[0]
        session.press("n")
        finish(session, loop)
    raise AssertionError("no fork in the first 200 moves of the way out")


def test_a_step_off_the_way_out_works_it_out_again_on_the_alarm_keeping_the_moves_words(tmp_path: Path) -> None:
    session, loop = wildfire_on_a_fake_loop(tmp_path)
    session.press("p", "y")
    finish(session, loop)
    off = to_a_fork(session, loop)
    made = len(session.model.moves)
    session.press(off)
    assert session.screen.working and session.screen.path is None  # the old way is not drawn from the wrong place
    assert message_line(session) == "" and "Way out: working it out…" in session.text()
    finish(session, loop)
    assert session.screen.path is not None and session.screen.path.moves == solve(session.model)
    assert message_line(session) == ""  # found quietly: the line is still the move's
    assert f"Way out: {6354 - made + 1} moves" in session.text()  # back the way it came, then on
    session.press("u")  # an undo is a step off too: worked out again from where the acorn is back
    assert session.screen.working and message_line(session).startswith(f"Undone: back to move {made}.")
    finish(session, loop)
    assert session.screen.path is not None and session.screen.path.moves == solve(session.model)
    assert message_line(session).startswith(f"Undone: back to move {made}.")


def moves_from_here(session: Session) -> str:
    """The moves that take the acorn somewhere from where it stands (not into a wall)."""
    model = session.model
    found = ""
    for move in "wasd":
        trial = model.copy()
        trial.game_move(move)
        if len(trial.moves) > len(model.moves):
            found += move
    return found


def test_g_during_a_quiet_search_makes_it_speak(tmp_path: Path) -> None:
    session, loop = wildfire_on_a_fake_loop(tmp_path)
    session.press("p", "y")
    finish(session, loop)
    session.press(to_a_fork(session, loop))
    assert message_line(session) == ""
    session.press("g")  # asked for: the search's news and its answer are the message line's again
    loop.fire()
    loop.fire()
    assert message_line(session).startswith("Working out the way out: ")
    finish(session, loop)
    assert message_line(session).startswith("Path has ") and session.screen.playing
    assert session.screen.path is not None and session.screen.path.moves == solve(session.model)


def test_a_wall_or_the_ways_own_move_keeps_the_way_without_working_it_out(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X****", "* ** *", "*    *", "****Y*"])
    session.press("p", "y")
    shown = session.screen.path
    session.press("a")  # a wall
    assert session.screen.path is shown and message_line(session) == WALL_MESSAGE
    session.press("s")
    assert session.screen.path is shown and len(shown) == 5 and session.screen.actions.count("path shown") == 1


# -- the message line ----------------------------------------------------------------------------------------
def test_every_message_fits_one_row_at_80_columns() -> None:
    biggest = f"{MAX_STATES:,}"
    words = [
        WALL_MESSAGE, WATER_MESSAGE, EXTINGUISH_WORDS, BURNT_WORDS, WAIT_WORDS, BOARD_OVER, TOO_FAR_MESSAGE,
        teleport_words("9", 200, 200),
        f"Path has {MAX_STATES} moves. (found in 99.99 s) {FOUND_KEYS}",
        f"Working out the way out: {biggest} places tried… p stops it.",
        f"Stopped with {MAX_STATES} moves of the way out left: g plays on.",
        f"Undone: back to move {MAX_STATES}. You have {MAX_STATES} water buckets.",
    ]
    for text in words:
        assert len(f" {text}") <= NARROW[0], text


def test_the_speed_and_a_way_found_say_one_row_at_80_columns(tmp_path: Path) -> None:
    session = Session(tmp_path, level=bundled("wildfire"), size=NARROW)
    session.app.loop = None  # the search within the key
    session.press("p", "y")
    assert message_line(session).startswith("Path has 6354 moves. (found in ") and fits_one_row(session)
    for _speed in SPEEDS:
        session.press("+")
        assert fits_one_row(session), message_line(session)
    assert message_line(session) == "Speed: 64 moves a second (the fastest). - slower; g plays the way out."
    for _speed in SPEEDS:
        session.press("-")
        assert fits_one_row(session), message_line(session)


def test_a_message_too_long_for_the_line_is_cut_short_not_wrapped(tmp_path: Path) -> None:
    session = Session(tmp_path, level=bundled("ember1"), size=NARROW)
    before = session.lines()
    screen = session.screen
    assert isinstance(screen, AcornScreen)
    screen.say("The way out could not be worked out: " + "a store's long complaint " * 8)
    after = session.lines()
    assert after[:-3] == before[:-3]  # the board and panels keep their rows
    assert screen.message.rows((NARROW[0],)) == 1 and after[-3].rstrip().endswith("…")


def test_the_message_line_clears_on_the_next_move(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X*****", "*W    *", "*     *", "*****Y*"], size=NARROW)
    session.press("s")
    assert message_line(session) == WATER_MESSAGE
    session.press("d")
    assert message_line(session) == ""
    session.press("w")
    assert message_line(session) == WALL_MESSAGE
    session.press("d")
    assert message_line(session) == ""
    session.press("u")
    assert message_line(session).startswith("Undone")
    session.press("d")
    assert message_line(session) == ""
    session.press("+")
    assert message_line(session).startswith("Speed:")
    session.press("s")
    assert message_line(session) == ""
    session.press("p", "y")
    assert message_line(session).startswith("Path has")
    session.press("n")
    assert message_line(session) == ""


# -- the real command in a terminal --------------------------------------------------------------------------
@pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")
def test_real_terminal_80_by_24_win_dialog_and_list_compare_with_the_shortest(tmp_path: Path) -> None:
    session = TerminalSession(["acorn", "board_medium"], *NARROW, data_dir=tmp_path / "data")
    try:
        session.wait_for("Little maze")
        for number, move in enumerate(LITTLE_MAZE_DETOUR[:-1], 1):
            session.press(move)
            session.wait_for(f"Moves: {number}")
        session.press(LITTLE_MAZE_DETOUR[-1])
        session.wait_for("You won!")
        session.wait_for("n next  u undo  r retry  m levels")
        assert "You made 9 moves, shortest 7." in session.text() and "New best." in session.text()
        session.press("m")
        session.wait_for("Choose a level")
        entry = next(line for line in session.screen.display if "Little maze" in line)
        assert "✓" in entry and entry.rstrip().endswith("best: 9 moves, shortest 7")
        session.quit_from_the_level_list()
    finally:
        session.close()
