"""The arcade's shared keys: the bindings the shell and several games use, with the words that document them,
and the declared key tables that bind them. A key of one game alone is declared in that game's folder.

A `Binding` is a key's documentation (action, keys, hint, help). A `KeyTable` is one context's keys (a game screen,
one of its phases, a shell place): rows binding a Binding to the name of the method that handles it and its fixed
arguments, like mitmproxy's `add(key, command, contexts, help)`. The table gives the context's `Keymap` (status-bar
hints, help, `arcade --help`) and its dispatch (key → handler call), so what a key does and how it is documented are
one row. This module is pure data (no urwid) so the CLI can read it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

KEY_NAMES = {
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
    "esc": "Esc",
    "enter": "Enter",
    " ": "Space",
    "ctrl c": "Ctrl-C",
    "home": "Home",
    "end": "End",
    "page up": "PgUp",
    "page down": "PgDn",
    "tab": "Tab",
    "shift tab": "Shift-Tab",
    "delete": "Del",
}


ANY_OTHER_KEY = "any other key"
"""The pseudo-key of a context's catch-all row: a key no other row of the table binds is dispatched to it (DayZ's
raised crossbow lowered, Acorn's way out being played stopped, Sokoban's tip search stopped). No key urwid reads is
called so; the help and the hints write it as it is, so the context documents what its other keys do."""


def key_name(key: str) -> str:
    """How a key is written in help and hints ('ctrl r' as Ctrl-R)."""
    if key in KEY_NAMES:
        return KEY_NAMES[key]
    return f"Ctrl-{key.removeprefix('ctrl ').upper()}" if key.startswith("ctrl ") else key


@dataclass(frozen=True)
class Binding:
    """An action, the keys that trigger it, a short hint label and a one-line help text."""

    action: str
    keys: tuple[str, ...]
    hint: str
    help: str


HELP_KEY_NOTE = "(help, asked first: no best)"
"""What every help key's line ends with, one word for it in every game (GameScreen.offer_help is the rule)."""

MOVE_UP = Binding("up", ("up", "w", "k"), "move", "Move up")
MOVE_DOWN = Binding("down", ("down", "s", "j"), "move", "Move down")
MOVE_LEFT = Binding("left", ("left", "a", "h"), "move", "Move left")
MOVE_RIGHT = Binding("right", ("right", "d", "l"), "move", "Move right")
MOVES = (MOVE_UP, MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT)

UNDO = Binding("undo", ("u",), "undo", "Undo the last move (as many times as you like)")
REDO = Binding("redo", ("U", "ctrl r"), "redo", "Redo the last move undone (as many times as you like)")
"""Redo, wherever a game has it: U or Ctrl-R (a new move clears what there was to redo)."""
RESTART = Binding("restart", ("r",), "restart", "Restart the level (asks first)")
CHOOSE = Binding("choose", ("enter", " "), "choose", "Choose the highlighted entry (or click it)")
WATCH_BEST = Binding("watch best", ("b",), "watch best",
                     "Watch the best game of the highlighted level, played back move by move (any key stops)")
HELP = Binding("help", ("?",), "help", "Show or hide this help")
BACK = Binding("back", ("q", "esc"), "back", "Back to the level list (a game in progress is saved)")
"""q/Esc on a game screen."""
QUIT = Binding("back", ("q", "esc"), "quit", "Quit the arcade (asks first); Ctrl-C quits at once")
"""q/Esc on the top menu: the same key and action as BACK, documented as what it does there."""
BACK_TO_MENU = Binding("back", ("q", "esc"), "back", "Back to the menu")
"""q/Esc on a game's level list, Records and Saved games."""
BACK_TO_LEVELS = Binding("back", ("q", "esc"), "back", "Back to the game's level list")
"""q/Esc on a collection's list of levels (Microban's)."""
BACK_BINDINGS = (BACK, QUIT, BACK_TO_MENU, BACK_TO_LEVELS)
"""q/Esc as documented in each place: one action ("back"), words for where it goes from there."""

GLOBAL_BINDINGS = (HELP, BACK)
"""Keys the shell handles on every game screen."""


class Keymap:
    """Looks keys up in an ordered set of bindings and documents them."""

    def __init__(self, bindings: Iterable[Binding]) -> None:
        self.bindings = tuple(bindings)
        self._by_key: dict[str, str] = {}
        for binding in self.bindings:
            for key in binding.keys:
                if key in self._by_key:
                    raise ValueError(f"key {key!r} bound to both {self._by_key[key]} and {binding.action}")
                self._by_key[key] = binding.action

    def action_for(self, key: str) -> str | None:
        """The action bound to this key, or None."""
        return self._by_key.get(key)

    def help_rows(self) -> list[tuple[str, str]]:
        """(keys, description) rows for a help table, in binding order."""
        return [(" ".join(key_name(key) for key in binding.keys), binding.help) for binding in self.bindings]

    def hints(self) -> str:
        """A compact one-line hint: bindings sharing a hint label are merged (e.g. the four moves)."""
        return "  ".join(self.hint_parts())

    def hint_parts(self) -> list[str]:
        """The hint's parts in binding order (most important first), e.g. ['↑↓←→/wsad/kjhl move', 'u undo']."""
        groups: dict[str, list[Binding]] = {}
        for binding in self.bindings:
            groups.setdefault(binding.hint, []).append(binding)
        parts = []
        for label, group in groups.items():
            # Keys in the same position of each binding form one alternative: ↑↓←→ / wsad / kjhl.
            columns = zip(*(binding.keys for binding in group), strict=False)
            keys = "/".join("".join(key_name(key) for key in column) for column in columns)
            parts.append(f"{keys} {label}")
        return parts


class _PressedKey:
    """The placeholder for the key pressed among a row's arguments (see PRESSED_KEY)."""

    def __repr__(self) -> str:
        return "PRESSED_KEY"


PRESSED_KEY = _PressedKey()
"""A row argument standing for the key pressed: `Row(number_binding, "play_number", PRESSED_KEY)`
calls `play_number("3")` for the key 3."""


@dataclass(frozen=True, init=False)
class Row:
    """One row of a key table: a binding, the name of the method that handles its keys, and that method's fixed
    arguments (PRESSED_KEY among them is the key pressed). A row without a handler documents keys that something
    else takes: the shell (? and q/Esc on a game screen) or the widget under it (a list's movement)."""

    binding: Binding
    handler: str | None
    args: tuple[object, ...]

    def __init__(self, binding: Binding, handler: str | None = None, *args: object) -> None:
        object.__setattr__(self, "binding", binding)
        object.__setattr__(self, "handler", handler)
        object.__setattr__(self, "args", args)

    def call(self, target: object, key: str) -> bool:
        """Run the handler on target for this key; False when the row has none or the handler declines (returns
        False: the key goes on to the widget under it or the shell)."""
        if self.handler is None:
            return False
        arguments = tuple(key if arg is PRESSED_KEY else arg for arg in self.args)
        return getattr(target, self.handler)(*arguments) is not False


class KeyTable:
    """One context's declared keys: its rows, in the order they are documented (most important first).

    The keymap (hints and help) is generated from the rows' bindings, and a key bound twice is a ValueError when the
    table is built; `dispatch` runs the row of a key on the object that has its handlers."""

    def __init__(self, *rows: Row) -> None:
        self.rows = rows
        self.keymap = Keymap(row.binding for row in rows)
        self._by_key = {key: row for row in rows for key in row.binding.keys}

    @property
    def bindings(self) -> tuple[Binding, ...]:
        """The rows' bindings, in order."""
        return self.keymap.bindings

    def row_for(self, key: str) -> Row | None:
        """The row of this key, or None (the catch-all row is not looked at: see dispatch)."""
        return self._by_key.get(key)

    def dispatch(self, target: object, key: str) -> bool:
        """Handle a key on target through its row, or the catch-all row (ANY_OTHER_KEY) when no row binds it: True
        when a handler took it, False when no row does, its row has no handler, or the handler declined (returned
        False). A row without a handler (? on a game screen) is not a catch-all's: the key goes on."""
        row = self._by_key.get(key, self._by_key.get(ANY_OTHER_KEY))
        return row is not None and row.call(target, key)

    def extended(self, *rows: Row) -> KeyTable:
        """This table with more rows after its own (a game's rows, then the shell's)."""
        return KeyTable(*self.rows, *rows)

    def without(self, bindings: Iterable[Binding]) -> KeyTable:
        """This table without the rows of these bindings (keys that do nothing in this level, say)."""
        dropped = set(bindings)
        return KeyTable(*(row for row in self.rows if row.binding not in dropped))

    def handlers(self) -> set[str]:
        """The handler names the rows call."""
        return {row.handler for row in self.rows if row.handler is not None}

    def check_handlers(self, owner: type, context: str = "") -> None:
        """Raise TypeError unless every row's handler is a method of owner (a misspelt name fails when the class is
        made, not when the key is pressed)."""
        for row in self.rows:
            handler = getattr(owner, row.handler, None) if row.handler is not None else None
            if row.handler is not None and not callable(handler):
                where = f" ({context})" if context else ""
                raise TypeError(f"{owner.__name__}{where}: the key {row.binding.keys[0]!r} names "
                                f"{row.handler!r}, which is not one of its methods")


SHELL_ROWS = (Row(HELP), Row(BACK))
"""? and q/Esc on a game screen: the shell's keys (App's table for games handles them), documented in every game's
table after its own rows."""
COMMAND_LINE_KEYS = KeyTable(*(Row(move) for move in MOVES), *SHELL_ROWS)
"""The keys `arcade --help` names: the moves, as the games' tables declare them (tests/test_key_tables.py checks that
every game with moves binds them so), and the shell's ? and q/Esc that every game's table ends with."""
