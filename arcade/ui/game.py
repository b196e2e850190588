"""What a game's screen face is to the shell: the GameScreen base class and the Host it talks to."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import urwid

from arcade.keys import GLOBAL_BINDINGS, Binding, Keymap
from arcade.levels import Level, level_after
from arcade.registry import Game
from arcade.store import Store
from arcade.ui.dialogs import Choice
from arcade.ui.widgets import Markup

WON_TITLE = "You won!"
LOST_TITLE = "You lost"
"""The titles of every game's end dialog."""
NEW_BEST = "New best."
NEXT_LABEL, RETRY_LABEL, MENU_LABEL, UNDO_LABEL = "Next", "Retry", "Menu", "Undo"
"""The end dialog's buttons, the same words and keys (n, r, m, u) in every game."""


def message_lines(*lines: str) -> str:
    """A dialog message of these lines, the empty ones left out (e.g. a best that was not beaten)."""
    return "\n".join(line for line in lines if line)


class Host(Protocol):
    """The shell's services a game screen may use."""

    loop: urwid.MainLoop | None
    scores: Store

    def ask(self, title: str, message: Markup, choices: list[Choice], cancellable: bool = True,
            on_cancel: Callable[[], None] | None = None) -> None:
        """Show a modal dialog; choosing any button closes it before running the button's action.
        cancellable: q/Esc close it; on_cancel: q/Esc close it and then run this."""

    def confirm(self, title: str, message: str, on_yes: Callable[[], None]) -> None:
        """Ask a yes/no question; on_yes runs only on yes."""

    def show_overlay(self, widget: urwid.Widget, cols: int, rows: int | None, hints: Sequence[str] = ()) -> None:
        """Show any widget as a modal box over the screen (rows None: as tall as it needs; hints: its keys for the
        status bar); close_dialog removes it."""

    def close_dialog(self) -> None:
        """Remove the topmost dialog or overlay."""

    def back_to_menu(self) -> None:
        """Leave the game (no questions asked) for its level list, the next unsolved level selected."""

    def start_level(self, game: Game, level: Level | Path | None) -> None:
        """Replace the current game screen with this game and level."""

    def set_message(self, message: str) -> None:
        """Show a short message in the status bar."""

    def refresh_chrome(self) -> None:
        """Re-read the current screen's key hints and minimum size."""


class GameScreen(urwid.WidgetWrap):
    """Base class of every game's screen face.

    A subclass builds its widget, lists its game keys in `bindings` and implements `on_action`.
    Keys are looked up in the one keymap; unhandled keys fall through to the shell (help, back).
    """

    bindings: tuple[Binding, ...] = ()
    rules: str = ""
    """A few sentences shown at the top of the help overlay."""

    def __init__(self, host: Host, game: Game, level: Level | None, widget: urwid.Widget) -> None:
        self.host = host
        self.game = game
        self.level_info = level
        """The level being played (its name, title, blurb and settings), or None."""
        self.level = level.path if level is not None else None
        """The level's file, or None (no level, or a level of settings alone)."""
        self.keymap = Keymap((*self.bindings, *GLOBAL_BINDINGS))
        super().__init__(widget)

    @property
    def level_name(self) -> str:
        """The level's short name (file name without .txt), or '' when the game has none."""
        return self.level_info.name if self.level_info is not None else ""

    @property
    def level_title(self) -> str:
        """The level's title for the player (its name when it has none)."""
        return self.level_info.title if self.level_info is not None else ""

    @property
    def min_size(self) -> tuple[int, int]:
        """(cols, rows) the screen needs, status bar included."""
        return (60, 20)

    def in_progress(self) -> bool:
        """True while leaving would throw away play (the shell then asks before leaving)."""
        return False

    def on_leave(self) -> None:
        """Called when the shell swaps this screen out: stop timers and the like."""

    def on_show(self) -> None:
        """Called once the shell has swapped this screen in (dialogs may be opened from here)."""

    def on_dialog(self, open_: bool) -> None:
        """Called when a dialog or the help opens over this screen (True) and when the last one closes (False):
        pause and resume timers and the like."""

    def on_action(self, action: str) -> bool:
        """Perform a keymap action; return False to let the shell handle it."""
        return False

    def ask_then(self, question: str, action: Callable[[], None], title: str = "Restart?") -> None:
        """Run an action that throws play away: at once when nothing is in progress, else after a yes."""
        if self.in_progress():
            self.host.confirm(title, question, action)
        else:
            action()

    def record_best(self, result: dict[str, Any], lower_is_better: str, key: str | None = None) -> str:
        """Keep a winning result if it is a best (under key, default the level's name); the line to add to the
        win message: 'New best.', a note that it could not be saved, or ''."""
        try:
            if self.host.scores.record(self.game.id, key if key is not None else self.level_name, result,
                                       lower_is_better):
                return NEW_BEST
        except OSError as error:
            return f"(Score not saved: {error.strerror or error}.)"
        return ""

    def next_level(self) -> Level | None:
        """The bundled level after this one in play order, or None."""
        return level_after(self.game, self.level_info)

    def end_game(self, won: bool, message: Markup, retry: Callable[[], None],
                 undo: Callable[[], None] | None = None, offer_next: bool = True) -> None:
        """The one end-of-game dialog of every game: 'You won!' or 'You lost', the game's message, and the buttons
        Next (n, after a win, when there is a next level), Undo (u, after a loss, where the game can step back),
        Retry (r) and Menu (m; also q and Esc), which goes back to the level list."""
        following = self.next_level() if won and offer_next else None
        choices = [Choice(NEXT_LABEL, "n", lambda: self.host.start_level(self.game, following))] \
            if following is not None else []
        if undo is not None and not won:
            choices.append(Choice(UNDO_LABEL, "u", undo))
        choices += [Choice(RETRY_LABEL, "r", retry), Choice(MENU_LABEL, "m", self.host.back_to_menu)]
        self.host.ask(WON_TITLE if won else LOST_TITLE, message, choices, on_cancel=self.host.back_to_menu)

    def selectable(self) -> bool:
        """A game screen always takes keys, even when none of its parts is selectable."""
        return True

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        action = self.keymap.action_for(key)
        if action is not None and self.on_action(action):
            return None
        return super().keypress(size, key)
