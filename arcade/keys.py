"""The single keymap: every key the arcade understands, with the words that document it.

Help overlays, status-bar hints and `arcade --help` are all generated from these bindings, so no key
is ever documented by hand twice. This module is pure data (no urwid) so the CLI can read it.
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
}


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


MOVE_UP = Binding("up", ("up", "w", "k"), "move", "Move up")
MOVE_DOWN = Binding("down", ("down", "s", "j"), "move", "Move down")
MOVE_LEFT = Binding("left", ("left", "a", "h"), "move", "Move left")
MOVE_RIGHT = Binding("right", ("right", "d", "l"), "move", "Move right")
MOVES = (MOVE_UP, MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT)

UNDO = Binding("undo", ("u",), "undo", "Undo the last move (as many times as you like)")
RESTART = Binding("restart", ("r",), "restart", "Restart the level (asks first)")
CHOOSE = Binding("choose", ("enter", " "), "choose", "Choose the highlighted entry (or click it)")
REVEAL = Binding("reveal", ("enter", " "), "reveal", "Uncover the cell under the cursor (or left-click it)")
FLAG = Binding("flag", ("f",), "flag", "Place or remove a flag on the cell under the cursor (or right-click it)")
NEW_GAME = Binding("new game", ("n",), "new game", "Start a new game: choose its size, difficulty and options")
WAIT = Binding("wait", (".",), "wait", "Stand still for one step (the zombies still move)")
FIRE = Binding("fire", ("f",), "fire", "Fire the crossbow: press f, then a direction (any other key cancels)")
SHOW_INTENTS = Binding("intents", ("i",), "intents", "Show or hide where each tracking zombie steps next")
GUARD = Binding("guard", ("g",), "guard", "Turn the safety guard on or off (it asks before a risky move)")
NUMBER = Binding("number", ("1", "2", "3", "4", "5"), "card",
                 "Play that card of the hand (choosing a target: attack that monster, counted from the left)")
END_TURN = Binding("end turn", ("e",), "end turn", "End your turn: the monsters act, then you draw a new hand")
DRAW_PILE = Binding("draw pile", ("p",), "draw pile", "Show the cards left in your draw pile")
DISCARD_PILE = Binding("discard pile", ("x",), "discard", "Show your discard pile")
STAY = Binding("wait", ("e",), "wait", "Wait a move where you are (on a teleport pad: teleport again)")
SHOW_PATH = Binding("path", ("p",), "path", "Show or hide the shortest way out from here (the solver's path)")
PLAY_PATH = Binding("play path", ("g",), "go", "Go: play the way out move by move (any key stops it)")
STEP_PATH = Binding("step path", ("n",), "step", "Take the next move of the way out")
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
