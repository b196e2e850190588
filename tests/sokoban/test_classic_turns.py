"""Classic Sokoban on the shared TurnScreen: its end through check_end (records.py saying 'New best.' and 'Fewest
pushes yet.'), Undo from a win, key contexts instead of a keypress override, and the tip's claims (never undo at a
level's start; a tip used at 0 moves is a play in progress on both screens)."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from arcade.games.sokoban.base_screen import (
    HINT_SHOWN,
    HINT_STOPPED,
    LOST_FIRST_PUSH,
    LOST_HERE,
    LOST_STUCK_AT_START,
    NoTip,
    SokobanBaseScreen,
    lost_words,
)
from arcade.games.sokoban.classic.screen import FEWEST_PUSHES, ClassicSokobanScreen
from arcade.games.sokoban.screen import SokobanScreen
from arcade.levels import Level, bundled_levels_root, find_level
from arcade.records import HELP_NOTE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import NEW_BEST, message_lines
from arcade.ui.turns import TurnScreen
from tests.shell_session import FakeLoop, ShellSession

GAME = find_game("sokoban")
KEY_OF_LETTER = {"u": "w", "d": "s", "l": "a", "r": "d"}
ROOM = "; room\n#######\n#     #\n#  $  #\n# @ . #\n#     #\n#######\n"
"""One crate, one goal: two solutions of 11 moves, one with 4 pushes, one with 2."""
FOUR_PUSHES, TWO_PUSHES = "rruLulDldRR", "uudududRurD"
STUCK_START = "; stuck\n#####\n#$  #\n#@ .#\n#####\n"
"""A crate in a corner from the start: the level cannot be solved (and there is nothing to undo)."""


def room_session(tmp_path: Path, text: str = ROOM) -> ShellSession:
    """The shell on the first level of a collection file of our own."""
    collection = tmp_path / "mine.xsb"
    collection.write_text(text, encoding="utf-8")
    session = ShellSession(GAME, Level.from_file(GAME, collection, "mine:1"),  # type: ignore[arg-type]
                           Store(tmp_path / DATABASE_FILE))
    session.app.loop = FakeLoop()  # type: ignore[assignment]
    return session


def screen_of(session: ShellSession) -> SokobanBaseScreen:
    assert isinstance(session.app.current, SokobanBaseScreen)
    return session.app.current


def end_message(session: ShellSession) -> str:
    """The end dialog's message, exactly."""
    assert session.app.dialogs, session.text()
    return session.app.dialogs[-1]._message.text


def win(session: ShellSession, lurd: str) -> str:
    """Play these moves from the start (a fresh play after the last win's Retry) and return the end message."""
    if screen_of(session).finished:
        session.press("r")  # Retry
    session.press(*(KEY_OF_LETTER[letter.lower()] for letter in lurd))
    return end_message(session)


def solution_line(session: ShellSession) -> str:
    return screen_of(session).save_solution(screen_of(session).model.lurd)


def test_a_tie_is_no_new_best_and_equal_moves_with_fewer_pushes_says_so(tmp_path: Path) -> None:
    session = room_session(tmp_path)
    first = win(session, FOUR_PUSHES)
    assert first == message_lines("Solved in 11 moves and 4 pushes.", NEW_BEST, solution_line(session))
    fewer = win(session, TWO_PUSHES)  # the same moves: a tie, not a best; fewer pushes than any before
    assert fewer == message_lines("Solved in 11 moves and 2 pushes.", FEWEST_PUSHES, solution_line(session))
    tie = win(session, TWO_PUSHES)  # equal on both: neither
    assert tie == message_lines("Solved in 11 moves and 2 pushes.", solution_line(session))
    four = win(session, FOUR_PUSHES)
    assert four == message_lines("Solved in 11 moves and 4 pushes.", solution_line(session))


def test_a_helped_win_is_neither_a_best_nor_fewer_pushes(tmp_path: Path) -> None:
    session = room_session(tmp_path)
    win(session, FOUR_PUSHES)
    session.press("r", "L", "y", *TWO_PUSHES, "enter")  # Retry, then the fewer pushes pasted: help
    assert screen_of(session).helped
    assert end_message(session) == message_lines("Solved in 11 moves and 2 pushes.", HELP_NOTE,
                                                 solution_line(session))
    assert win(session, TWO_PUSHES) == message_lines("Solved in 11 moves and 2 pushes.", FEWEST_PUSHES,
                                                     solution_line(session))  # the helped one did not count


def test_a_one_push_win_says_one_move_and_one_push(tmp_path: Path) -> None:
    session = room_session(tmp_path, "; tiny\n#####\n#@$.#\n#####\n")
    session.press("d")
    assert end_message(session).startswith("Solved in 1 move and 1 push.\nNew best.")


def test_undo_from_a_classic_win_takes_the_win_back(tmp_path: Path) -> None:
    session = room_session(tmp_path)
    win(session, FOUR_PUSHES)
    assert "Undo" in session.text() and len(session.store.plays(GAME.id)) == 1
    session.press("u")  # the end dialog's Undo: the win is taken back, the play goes on
    screen = screen_of(session)
    assert not session.app.dialogs and not screen.finished and screen.model.moves == 10
    assert session.store.plays(GAME.id) == [] and screen.in_progress()
    session.press("d")  # the winning push again: the play ends once
    assert end_message(session).startswith("Solved in 11 moves and 4 pushes.\nNew best.")
    assert len(session.store.plays(GAME.id)) == 1


def test_classic_sokoban_ends_through_the_shared_check_end() -> None:
    assert issubclass(ClassicSokobanScreen, TurnScreen) and issubclass(SokobanScreen, TurnScreen)
    for cls in (ClassicSokobanScreen, SokobanScreen):
        assert "check_end" not in vars(cls) and "record_end" not in inspect.getsource(cls)


@pytest.mark.parametrize("cls", [SokobanBaseScreen, ClassicSokobanScreen, SokobanScreen])
def test_the_sokoban_screens_define_no_keypress(cls: type) -> None:
    """Their keys are key tables in contexts (play, tip shown, thinking), so hints and help follow them."""
    assert "keypress" not in vars(cls)
    assert {"play", "tip shown", "thinking"} <= set(cls.key_contexts())


def test_while_thinking_any_key_but_help_and_back_stops_the_search(tmp_path: Path) -> None:
    session = room_session(tmp_path)
    screen = screen_of(session)
    session.press("t", "y")
    assert screen.hint_future is not None and screen.table is screen.context_tables["thinking"]
    assert "stops the tip" in session.text()  # the status bar's hints are the search's
    session.press("z")  # bound to nothing in play: it stops the search all the same
    assert screen.hint_future is None and HINT_STOPPED in session.text() and screen.model.moves == 0
    assert screen.table is screen.context_tables["play"]


def test_a_stuck_crate_at_the_start_is_lost_without_undo(tmp_path: Path) -> None:
    session = room_session(tmp_path, STUCK_START)
    screen = screen_of(session)
    session.press("t", "y")
    assert screen.hint_future is not None
    screen.hint_future.result(timeout=60)
    session.app.loop.fire()  # type: ignore[union-attr]
    assert LOST_STUCK_AT_START.format(row=2, col=2) in session.text() and "undo (u)" not in session.text()
    assert lost_words(NoTip(lost=True, stuck=(1, 1)), at_start=True) == LOST_STUCK_AT_START.format(row=2, col=2)
    session.press("d")  # one move: now there is something to take back
    assert "undo (u)" in lost_words(NoTip(lost=True, stuck=(1, 1)), at_start=screen.at_start())


def tip_words(session: ShellSession) -> str:
    """Ask for a tip (help asked first, answered yes) and the status line's words once the search is done."""
    screen = screen_of(session)
    session.press("t")
    if session.app.dialogs:
        session.press("y")
    assert screen.hint_future is not None
    screen.hint_future.result(timeout=60)
    session.app.loop.fire()  # type: ignore[union-attr]
    return session.text()


def test_a_classic_level_lost_by_its_first_push_offers_the_restart_not_undo(tmp_path: Path) -> None:
    session = room_session(tmp_path)
    # a walk, then the crate pushed up against the top wall
    session.press(*(KEY_OF_LETTER[letter.lower()] for letter in "rU"))
    text = tip_words(session)
    assert ("Lost since your first push: the crate at row 2, column 4 can never reach a goal: restart (r)." in text
            and "undo (u)" not in text)
    assert lost_words(NoTip(lost=True), at_start=False, pushes=1) == LOST_FIRST_PUSH
    session.press("r")
    assert screen_of(session).at_start()


def test_a_classic_level_lost_by_a_later_push_offers_undo(tmp_path: Path) -> None:
    session = room_session(tmp_path)
    # round to the crate's right, then two pushes left against the wall
    session.press(*(KEY_OF_LETTER[letter.lower()] for letter in "rruLL"))
    text = tip_words(session)
    assert "Lost: the crate at row 3, column 2 can never reach a goal: undo (u)." in text
    assert lost_words(NoTip(lost=True), at_start=False, pushes=2) == LOST_HERE


@pytest.mark.parametrize("level", [bundled_levels_root() / "sokoban" / "maze1.txt", "microban:1"])
def test_a_tip_used_at_no_moves_is_a_play_in_progress_and_saved(tmp_path: Path, level: Path | str) -> None:
    """One rule on both screens: help used is worth keeping (a helped play is not started afresh unhelped)."""
    opened = find_level(GAME, level) if isinstance(level, str) else level
    session = ShellSession(GAME, opened, Store(tmp_path / DATABASE_FILE))  # type: ignore[arg-type]
    session.app.loop = FakeLoop()  # type: ignore[assignment]
    screen = screen_of(session)
    session.press("t", "y")
    assert screen.hint_future is not None
    screen.hint_future.result(timeout=60)
    session.app.loop.fire()  # type: ignore[union-attr]
    assert screen.helped and screen.actions == [HINT_SHOWN] and screen.moves_made() == 0
    assert screen.in_progress()
    session.press("q")
    saved = session.store.saved_game(GAME.id, screen.level_name)
    assert saved is not None and saved.state["play"]["actions"] == [HINT_SHOWN]
