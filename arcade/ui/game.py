"""What a game's screen face is to the shell: the GameScreen base class and the Host it talks to."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import urwid

from arcade.keys import GLOBAL_BINDINGS, Binding, Keymap
from arcade.levels import next_level
from arcade.registry import Game
from arcade.scores import ScoreStore
from arcade.ui.dialogs import Choice


class Host(Protocol):
    """The shell's services a game screen may use."""

    loop: urwid.MainLoop | None
    scores: ScoreStore

    def ask(self, title: str, message: str, choices: list[Choice], cancellable: bool = True) -> None:
        """Show a modal dialog; choosing any button closes it before running the button's action."""

    def confirm(self, title: str, message: str, on_yes: Callable[[], None]) -> None:
        """Ask a yes/no question; on_yes runs only on yes."""

    def show_overlay(self, widget: urwid.Widget, cols: int, rows: int | None) -> None:
        """Show any widget as a modal box over the screen (rows None: as tall as it needs); close_dialog removes it."""

    def close_dialog(self) -> None:
        """Remove the topmost dialog or overlay."""

    def back_to_menu(self) -> None:
        """Leave the game for the menu (no questions asked)."""

    def start_level(self, game: Game, level: Path | None) -> None:
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

    def __init__(self, host: Host, game: Game, level: Path | None, widget: urwid.Widget) -> None:
        self.host = host
        self.game = game
        self.level = level
        self.keymap = Keymap((*self.bindings, *GLOBAL_BINDINGS))
        super().__init__(widget)

    @property
    def level_name(self) -> str:
        """The level's short name (file name without .txt), or '' when the game has none."""
        return self.level.stem if self.level is not None else ""

    @property
    def min_size(self) -> tuple[int, int]:
        """(cols, rows) the screen needs, status bar included."""
        return (60, 20)

    def in_progress(self) -> bool:
        """True while leaving would throw away play (the shell then asks before leaving)."""
        return False

    def on_leave(self) -> None:
        """Called when the shell swaps this screen out: stop timers and the like."""

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
        """Keep a winning result if it is a best (under key, default the level's name); the words to add to
        the win message: ' New best.', a note that it could not be saved, or ''."""
        try:
            if self.host.scores.record(self.game.id, key if key is not None else self.level_name, result,
                                       lower_is_better):
                return " New best."
        except OSError as error:
            return f" (Score not saved: {error.strerror or error}.)"
        return ""

    def level_end_choices(self, next_label: str, retry: Callable[[], None], retry_label: str = "Retry",
                          offer_next: bool = True) -> list[Choice]:
        """The buttons after a level ends: the next bundled level (if any and offered), retry, menu."""
        following = next_level(self.game, self.level) if offer_next and self.level is not None else None
        choices = [Choice(next_label, "n", lambda: self.host.start_level(self.game, following.path))] \
            if following is not None else []
        return [*choices, Choice(retry_label, "r", retry), Choice("Menu", "m", self.host.back_to_menu)]

    def selectable(self) -> bool:
        """A game screen always takes keys, even when none of its parts is selectable."""
        return True

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        action = self.keymap.action_for(key)
        if action is not None and self.on_action(action):
            return None
        return super().keypress(size, key)
