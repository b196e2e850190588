"""Classic Sokoban's conveniences: a win offers Undo (the winning push taken back, play goes on), and a collection's
long list goes to a level by its number."""

from __future__ import annotations

from pathlib import Path

from arcade.games.sokoban.classic.screen import ClassicSokobanScreen
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


def test_a_win_undone_and_won_again_is_one_play_and_one_win(tmp_path: Path) -> None:
    """Undo from a win's dialog takes the kept win back: winning again keeps one won play (the last), not two."""
    store = Store(tmp_path / DATABASE_FILE)
    solution = solve_by_moves(microban(2))
    session = ShellSession(GAME, find_level(GAME, "microban:2"), store, size=(80, 24))
    session.press(*[KEY_OF_LETTER[letter.lower()] for letter in solution])
    assert store.game_record("sokoban").won == 1
    session.press("u")
    assert store.game_record("sokoban").played == 0
    session.press("U")
    record = store.game_record("sokoban")
    assert (record.played, record.won) == (1, 1)
    session.press("m")
    assert store.game_record("sokoban").played == 1


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


def test_the_best_by_moves_and_the_best_by_pushes_are_kept_apart_and_shown_together(tmp_path: Path) -> None:
    from arcade.records import Play, best_figures, best_words, game_record
    from arcade.stats import result_words

    plays = [Play(1, "microban:2", "won", {"moves": 10, "pushes": 5}, False, 10, 0, 1, 1),
             Play(2, "microban:2", "won", {"moves": 12, "pushes": 3}, False, 12, 0, 2, 1),
             Play(3, "microban:2", "won", {"moves": 13, "pushes": 3}, False, 13, 0, 3, 1),
             Play(4, "microban:2", "won", {"moves": 8, "pushes": 2}, True, None, 0, 4, 1)]  # helped: no best
    level = game_record("sokoban", plays, ["pushes"]).level("microban:2")
    assert level.best == {"moves": 10, "pushes": 5} and level.also_best["pushes"] == {"moves": 12, "pushes": 3}
    words = "10 moves, 5 pushes; 3 pushes in 12 moves"
    assert best_figures(level.best, GAME, level.also_best) == words
    assert best_words(level, GAME) == f"best: {words}"
    assert result_words(GAME, level) == "10 moves; 3 pushes"  # the tables' narrow column: each best alone
    same = game_record("sokoban", plays[:1], ["pushes"]).level("microban:2")
    assert best_words(same, GAME) == "best: 10 moves, 5 pushes" and result_words(GAME, same) == "10 moves; 5 pushes"
    fancy = game_record("sokoban", [Play(5, "maze1", "won", {"moves": 9}, False, 9, 0, 5, 1)], ["pushes"])
    assert best_words(fancy.level("maze1"), GAME) == "best: 9 moves"  # a Fancy level has no pushes


def test_a_win_with_the_fewest_pushes_says_so_and_the_store_keeps_it_apart(tmp_path: Path) -> None:
    solution = solve_by_moves(microban(2))
    pushes = sum(map(str.isupper, solution))
    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("sokoban", "microban:2", "won", {"moves": 1, "pushes": pushes + 5}, "moves")
    session = ShellSession(GAME, find_level(GAME, "microban:2"), store, size=(80, 24))
    screen = session.app.current
    assert isinstance(screen, ClassicSokobanScreen)
    assert f"Fewest pushes: {pushes + 5}" in session.text()
    session.press(*[KEY_OF_LETTER[letter.lower()] for letter in solution])
    assert "Fewest pushes yet." in session.text() and "New best." not in session.text()
    level = store.records("sokoban").level("microban:2")
    assert level.best == {"moves": 1, "pushes": pushes + 5}
    assert level.also_best["pushes"] == {"moves": len(solution), "pushes": pushes}
    session.press("u", "U")  # the win undone is taken back, so winning again is the fewest pushes again, kept once
    assert "Fewest pushes yet." in session.text() and f"Fewest pushes: {pushes}" in screen.panel._body.text
    assert store.game_record("sokoban").won == 2  # the one kept before this play, and this play's
