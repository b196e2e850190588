"""Every context's declared key table, collected: games (each phase and mode), the shell's places, dialogs, watching.

What is checked, and the decision on keys shared between contexts:
- Within one context a key is bound once (KeyTable raises when it is built; the collection builds every one).
- Every row's handler is a method of what dispatches it: the screen class (checked when the class is made, so a
  misspelt name fails at import), the App for the shell's tables, the Watcher for watching's.
- A row without a handler documents a key something else takes, and that something does take it: on a game screen
  the shell (GAME_KEYS), on a list the list widget (its movement, its entries' choose keys).
- Keys shared across contexts: a key may mean different things in different games and phases (mitmproxy's `e`), with
  one exception, the arcade's shared words: u undo, r restart (a new board, a new run), ? help and q/Esc back mean
  the same in every context that binds them, or they are in DIFFERENT_ON_PURPOSE with the reason. So a new game
  cannot quietly bind `u` to something else, and the allow-list is where the exceptions are argued.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arcade.games.spire.climb_ui.screen import ClimbScreen
from arcade.keys import (
    ANY_OTHER_KEY,
    BACK,
    COMMAND_LINE_KEYS,
    HELP,
    MOVES,
    PRESSED_KEY,
    REDO,
    RESTART,
    SHELL_ROWS,
    UNDO,
    Binding,
    KeyTable,
    Row,
)
from arcade.registry import GAMES
from arcade.ui.app import DIALOG_KEYS, GAME_KEYS, App
from arcade.ui.game import GameScreen
from arcade.ui.lists import CHOOSE_ROW, LIST_ROWS, PLACE_KEYS
from arcade.ui.menu import LIST_KEYS
from arcade.ui.watching import WATCH_KEYS, Watcher
from tests.toy_lights.screen import LightsScreen


def screen_classes() -> list[type[GameScreen]]:
    """Every game's screen class (a collection's too) and the toy's of tests/test_adding_a_game.py."""
    classes = {game.load_screen(of_collection=of) for game in GAMES for of in (False, True)}
    classes |= {game.load_level_screen(name) for game in GAMES for name, _target in game.level_screens}
    return [*sorted(classes, key=lambda cls: cls.__name__), LightsScreen]


def game_contexts() -> Iterator[tuple[str, type[GameScreen], KeyTable]]:
    for cls in screen_classes():
        for context, table in cls.context_tables.items():
            yield f"{cls.__name__} {context}", cls, table


def shell_contexts() -> Iterator[tuple[str, type, KeyTable]]:
    for place, table in PLACE_KEYS.items():
        yield place, App, table
    yield "game screen (the shell's keys)", App, GAME_KEYS
    yield "a dialog open", App, DIALOG_KEYS
    yield "watching a best", Watcher, WATCH_KEYS


def all_contexts() -> list[tuple[str, type, KeyTable]]:
    return [*game_contexts(), *shell_contexts()]


SHARED_WORDS: dict[str, str] = {key: binding.action for binding in (UNDO, REDO, RESTART, HELP, BACK)
                                for key in binding.keys}
"""The arcade's shared words: the key and what it does in every context that binds it."""
DIFFERENT_ON_PURPOSE = {
    ("DayzScreen aiming", "esc"): "Esc lowers the raised crossbow (a mode of its own); q still goes back",
    ("SpireScreen target", "esc"): "Esc puts the card being aimed back; q still goes back",
    ("SpireScreen target, monster 1 fallen", "esc"): "the same while monster 1 has fallen",
    ("ClimbScreen aiming", "esc"): "Esc puts the card or potion being aimed back, as in the classic runs; q goes back",
    ("ClimbScreen removing", "esc"): "Esc keeps every card (back to the shop's items); q still goes back",
}
"""Contexts where a shared key means something else, and why."""


def test_the_collection_covers_every_game_phase_and_place() -> None:
    names = {name for name, _owner, _table in all_contexts()}
    assert {"SpireScreen battle", "SpireScreen target", "SpireScreen over", "DayzScreen aiming", "ClimbScreen map",
            "ClimbScreen fight", "ClimbScreen shop", "ClimbScreen event",
            "ClassicSokobanScreen play", "PokemonScreen play", "menu", "chooser", "collection", "records", "saves",
            "watching a best"} <= names
    assert len([game for game in GAMES if any(cls is game.load_screen() for cls in screen_classes())]) == len(GAMES)


@pytest.mark.parametrize(("name", "owner", "table"), all_contexts(), ids=[one[0] for one in all_contexts()])
def test_a_context_binds_each_key_once_and_every_handler_is_a_method(name: str, owner: type, table: KeyTable) -> None:
    keys = [key for row in table.rows for key in row.binding.keys]
    assert len(keys) == len(set(keys)), name
    table.check_handlers(owner, name)
    assert all(callable(getattr(owner, handler)) for handler in table.handlers())


def test_a_key_bound_twice_in_one_table_is_refused() -> None:
    with pytest.raises(ValueError, match="'u'"):
        KeyTable(Row(UNDO, "undo_key"), Row(Binding("use", ("u",), "use", "Use it"), "use"))


def test_a_misspelt_handler_fails_when_the_screen_class_is_made() -> None:
    with pytest.raises(TypeError, match="undo_kye"):
        class Misspelt(GameScreen):  # the class statement is what fails
            keys = KeyTable(Row(UNDO, "undo_kye"))

            def undo_key(self) -> None:
                """The method the row meant."""

    class Right(GameScreen):
        keys = KeyTable(Row(UNDO, "undo_key"))

        def undo_key(self) -> None:
            """Undo."""
    assert Right.bindings == (UNDO,) and Right.context_tables["play"].bindings == (UNDO, HELP, BACK)


def test_a_row_without_a_handler_names_keys_something_else_takes() -> None:
    for name, _cls, table in game_contexts():
        for row in table.rows:
            if row.handler is None:  # the shell's: ? and q (and Esc unless the game took it for itself)
                assert all(GAME_KEYS.row_for(key) is not None for key in row.binding.keys), (name, row)
                assert all(GAME_KEYS.row_for(key).handler is not None for key in row.binding.keys)
    for place, table in PLACE_KEYS.items():
        passed_on = [row for row in table.rows if row.handler is None]
        assert all(row in (*LIST_ROWS, CHOOSE_ROW) for row in passed_on), place
        for row in passed_on:
            assert all(key in LIST_KEYS for key in row.binding.keys) if row in LIST_ROWS else row is CHOOSE_ROW


STOPS_FIRST = {
    "AcornScreen playing": "any key but + and - stops the way out being played, and does nothing else: ? and q "
                           "too (the play would go on unseen under the help, or be left mid-move)",
}
"""Contexts whose catch-all row (ANY_OTHER_KEY) takes ? and q too: something runs that any key stops first."""


def test_every_game_context_leaves_help_to_the_shell_and_back_but_while_aiming() -> None:
    """? is the shell's everywhere; q is too, except while DayZ's crossbow is raised (any key but a direction or ?
    lowers it: a raised crossbow is lowered before anything else); both stop a running play first (STOPS_FIRST)."""
    for name, _cls, table in game_contexts():
        if name in STOPS_FIRST:
            assert table.row_for("?") is None and table.row_for("q") is None, name
            assert table.row_for(ANY_OTHER_KEY) is not None, name
            continue
        assert table.row_for("?") is not None and table.row_for("?").binding == HELP, name
        assert table.row_for("?").handler is None, name
        back = table.row_for("q")
        assert (back is not None and back.handler is None and back.binding.action == BACK.action) \
            or name == "DayzScreen aiming", name


@pytest.mark.parametrize(("name", "owner", "table"), all_contexts(), ids=[one[0] for one in all_contexts()])
def test_the_shared_keys_mean_the_same_everywhere_unless_argued(name: str, owner: type, table: KeyTable) -> None:
    for row in table.rows:
        for key in row.binding.keys:
            if key in SHARED_WORDS and row.binding.action != SHARED_WORDS[key]:
                assert (name, key) in DIFFERENT_ON_PURPOSE, f"{name}: {key!r} is {row.binding.action!r}"


def test_the_allow_list_names_only_real_differences() -> None:
    tables = {name: table for name, _owner, table in all_contexts()}
    for name, key in DIFFERENT_ON_PURPOSE:
        row = tables[name].row_for(key)
        assert row is not None and row.binding.action != SHARED_WORDS[key], (name, key)


CHOICE_PAGES = {ClimbScreen}
"""Screens whose first page ("play") binds the moves to choices of their own: the climb's character (↑↓) and
difficulty (←→). They are still the moves (same keys, same actions), hinted by what they choose."""


def test_the_command_lines_keys_are_those_the_games_declare() -> None:
    """`arcade --help` says ↑↓←→/wsad/kjhl move, ? help, q/Esc back: the moves as the games with moves bind them,
    and the shell's rows every game's table ends with."""
    moving = [cls for cls in screen_classes() if all(cls.context_tables["play"].row_for(key) is not None
                                                     for move in MOVES for key in move.keys)
              and cls not in CHOICE_PAGES]
    assert len(moving) >= 5
    for cls in moving:
        table = cls.context_tables["play"]
        for move in MOVES:
            assert all(table.row_for(key).binding.action == move.action for key in move.keys), cls
            assert all(table.row_for(key).binding.hint == "move" for key in move.keys), cls
    assert COMMAND_LINE_KEYS.rows[-len(SHELL_ROWS):] == SHELL_ROWS
    assert COMMAND_LINE_KEYS.keymap.hints() == "↑↓←→/wsad/kjhl move  ? help  q/Esc back"


class Recorder:
    """A handler target that notes its calls."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[object, ...]]] = []

    def step(self, *args: object) -> None:
        self.calls.append(("step", args))

    def decline(self) -> bool:
        self.calls.append(("decline", ()))
        return False


def test_dispatch_calls_the_rows_handler_with_its_arguments_and_the_key_pressed() -> None:
    number = Binding("number", ("1", "2"), "card", "Play that card")
    table = KeyTable(Row(MOVES[0], "step", "w", 1), Row(number, "step", PRESSED_KEY), Row(UNDO, "decline"),
                     Row(HELP))
    target = Recorder()
    assert table.dispatch(target, "k") and table.dispatch(target, "2")
    assert not table.dispatch(target, "u")  # the handler declined: the key goes on
    assert not table.dispatch(target, "?") and not table.dispatch(target, "z")
    assert target.calls == [("step", ("w", 1)), ("step", ("2",)), ("decline", ())]
    assert table.keymap.hint_parts() == ["↑/w/k move", "1/2 card", "u undo", "? help"]


@pytest.mark.parametrize("cls", screen_classes(), ids=lambda cls: cls.__name__)
def test_no_game_screen_overrides_keypress_around_its_key_table(cls: type[GameScreen]) -> None:
    """A key goes through the table of the moment (GameScreen.keypress) on every game's screen: a keypress of a
    screen's own would take keys the status bar and the help do not document."""
    overriding = [base.__name__ for base in cls.__mro__ if base not in GameScreen.__mro__ and "keypress" in vars(base)]
    assert overriding == []
