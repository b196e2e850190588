"""Classic Sokoban's conveniences: a win offers Undo (the winning push taken back, play goes on), and a collection's
long list goes to a level by its number."""

from __future__ import annotations

from pathlib import Path

from arcade.games.sokoban.classic_screen import ClassicSokobanScreen
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.menu import MenuList
from tests.shell_session import ShellSession
from tests.sokoban.classic_helpers import microban, solve_by_moves

GAME = find_game("sokoban")
KEY_OF_LETTER = {"u": "w", "d": "s", "l": "a", "r": "d"}


def test_a_win_offers_undo_which_takes_the_last_push_back_and_play_goes_on(tmp_path: Path) -> None:
    solution = solve_by_moves(microban(2))
    session = ShellSession(GAME, find_level(GAME, "microban:2"), Store(tmp_path / DATABASE_FILE), size=(80, 24))
    session.press(*[KEY_OF_LETTER[letter.lower()] for letter in solution])
    screen = session.app.current
    assert isinstance(screen, ClassicSokobanScreen) and screen.finished
    assert "You won!" in session.text() and "u undo" in session.text()
    session.press("u")
    assert not session.app.dialogs and not screen.finished
    assert screen.model.lurd == solution[:-1] and screen.model.pushes == sum(map(str.isupper, solution)) - 1
    session.press("U")  # redo: the winning push again, and the win again
    assert screen.finished and "You won!" in session.text()


def collection_list(tmp_path: Path) -> ShellSession:
    session = ShellSession(None, None, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    entry = find_level(GAME, "microban")
    assert entry is not None
    session.app.lists.choose_collection(GAME, entry)
    return session


def cursor(session: ShellSession) -> int:
    chooser = session.app.current
    assert isinstance(chooser, MenuList)
    return chooser.focus_index


def test_typing_a_number_on_a_collection_list_goes_to_that_level(tmp_path: Path) -> None:
    session = collection_list(tmp_path)
    session.press("?")
    assert "Go to the level of that number" in session.text()  # in the list's help
    session.press("?")
    session.press("1")
    assert cursor(session) == 0 and "Level 1: type another digit" in session.text()
    session.press("5", "5")
    assert cursor(session) == 154 and "Level 155." in session.text() and "Microban 155" in session.text()
    session.press("up", "3")  # the cursor moved: a new number
    assert cursor(session) == 2
    session.press("9")
    assert cursor(session) == 38
    session.press("9")  # 399 would pass the last level: a new number
    assert cursor(session) == 8
    session.press("enter")
    assert isinstance(session.app.current, ClassicSokobanScreen) and session.app.current.level_name == "microban:9"


def test_a_number_past_the_last_level_says_which_there_are(tmp_path: Path) -> None:
    session = collection_list(tmp_path)
    session.press("0")
    assert "No level 0: the levels are numbered 1 to 155." in session.text() and cursor(session) == 0
