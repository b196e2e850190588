"""The full-screen shell: one MainLoop whose body is swapped between the menu, level choosers and games.

It owns the status bar, the dialogs, the help overlay (generated from the keymap), the size guard and
the signal handling that always gives the terminal back in its normal state.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from pathlib import Path
from types import FrameType

import urwid

from arcade.errors import ArcadeError
from arcade.keys import CHOOSE, GLOBAL_BINDINGS, MOVE_DOWN, MOVE_UP, Keymap
from arcade.levels import bundled_levels
from arcade.registry import GAMES, Game
from arcade.scores import ScoreStore
from arcade.ui.dialogs import Choice, Dialog, HelpDialog
from arcade.ui.game import GameScreen
from arcade.ui.menu import MenuEntry, MenuList, menu_footer, title_banner
from arcade.ui.palette import PALETTE, use_color
from arcade.ui.widgets import MinimumSize, StatusBar

MENU_SIZE = (50, 20)
MENU_KEYMAP = Keymap((MOVE_UP, MOVE_DOWN, CHOOSE, *GLOBAL_BINDINGS))
GLOBAL_KEYMAP = Keymap(GLOBAL_BINDINGS)


class App:
    """The arcade shell. Build it, then call run()."""

    def __init__(self, scores: ScoreStore | None = None) -> None:
        self.scores = scores if scores is not None else ScoreStore()
        self.loop: urwid.MainLoop | None = None
        self.status = StatusBar()
        self.body = urwid.WidgetPlaceholder(urwid.SolidFill(" "))
        self.frame = urwid.Frame(self.body, footer=self.status)
        self.stage = urwid.WidgetPlaceholder(self.frame)
        self.guard = MinimumSize(self.stage, *MENU_SIZE)
        self.dialogs: list[urwid.Widget] = []
        self.current: urwid.Widget | None = None
        self.place = "menu"
        """Which kind of screen is shown: "menu", "chooser" or "game"."""

    # -- screens ---------------------------------------------------------------------------------
    def _show(self, place: str, widget: urwid.Widget, keymap: Keymap, min_size: tuple[int, int],
              message: str = "") -> None:
        if isinstance(self.current, GameScreen) and widget is not self.current:
            self.current.on_leave()
        self.place = place
        self.dialogs.clear()
        self.current = widget
        self.body.original_widget = widget
        self.stage.original_widget = self.frame
        self.guard.set_minimum(*min_size)
        self.show_hints(keymap)
        self.status.set_message(message)

    def show_menu(self, message: str = "") -> None:
        """The title screen listing every game."""
        entries = [
            MenuEntry(("menu", f"  {game.title}"), f"{game.blurb}", lambda g=game: self.choose_game(g))
            for game in GAMES
        ]
        menu = MenuList(title_banner("a terminal game collection"), entries, menu_footer())
        self._show("menu", menu, MENU_KEYMAP, MENU_SIZE, message)

    def choose_game(self, game: Game) -> None:
        """The level chooser of a game with bundled levels; games without levels start at once."""
        levels = bundled_levels(game)
        if not levels:
            self.start_level(game, None)
            return
        entries = []
        for level in levels:
            best = self.scores.best(game.id, level.name)
            detail = f"best: {best['moves']} moves" if best and "moves" in best else "not solved yet"
            entries.append(MenuEntry(f"  {level.name}", ("blurb", detail),
                                     lambda path=level.path: self.start_level(game, path)))
        heading = urwid.Pile([
            urwid.Text(("title", game.title), align=urwid.Align.CENTER),
            urwid.Text(("blurb", game.blurb), align=urwid.Align.CENTER),
            urwid.Divider(),
            urwid.Text(("panel title", "Choose a level"), align=urwid.Align.CENTER),
        ])
        self._show("chooser", MenuList(heading, entries, menu_footer()), MENU_KEYMAP, MENU_SIZE)

    def start_level(self, game: Game, level: Path | None) -> None:
        """Open a game screen; a level file that cannot be loaded becomes an error dialog."""
        try:
            screen = self.make_screen(game, level)
        except ArcadeError as error:
            self.ask("Cannot open level", str(error), [Choice("OK", "o", lambda: self.choose_game(game))],
                     cancellable=False)
            return
        self.show_screen(screen)

    def make_screen(self, game: Game, level: Path | None) -> GameScreen:
        """Construct the game's screen (raises ArcadeError for a bad level)."""
        return game.load_screen()(self, game, level)

    def show_screen(self, screen: GameScreen) -> None:
        """Swap a built game screen in."""
        self._show("game", screen, screen.keymap, screen.min_size)

    def back_to_menu(self) -> None:
        """Leave the current game for the menu."""
        self.show_menu()

    # -- Host services ---------------------------------------------------------------------------
    def ask(self, title: str, message: str, choices: list[Choice], cancellable: bool = True) -> None:
        """Show a modal dialog over the current screen."""
        def closing(choice: Choice) -> Choice:
            def run() -> None:
                self.close_dialog()
                choice.action()
            return Choice(choice.label, choice.key, run)

        dialog = Dialog(title, message, [closing(c) for c in choices],
                        on_cancel=self.close_dialog if cancellable else None)
        cols, rows = dialog.preferred_size()
        self.show_overlay(dialog, cols, rows)

    def confirm(self, title: str, message: str, on_yes: Callable[[], None]) -> None:
        """A yes/no question."""
        self.ask(title, message, [Choice("Yes", "y", on_yes), Choice("No", "n", lambda: None)])

    def show_overlay(self, widget: urwid.Widget, cols: int, rows: int | None) -> None:
        """Show any widget as a modal box over the current screen (rows None: as tall as it needs)."""
        self.dialogs.append(widget)
        height: int | tuple[str, str] = rows if rows is not None else urwid.PACK
        self.stage.original_widget = urwid.Overlay(
            widget, self.stage.original_widget, align=urwid.Align.CENTER, width=cols,
            valign=urwid.VAlign.MIDDLE, height=height, min_width=20,
        )

    def close_dialog(self) -> None:
        """Remove the topmost dialog."""
        if not self.dialogs:
            return
        self.dialogs.pop()
        overlay = self.stage.original_widget
        if isinstance(overlay, urwid.Overlay):
            self.stage.original_widget = overlay.bottom_w

    def set_message(self, message: str) -> None:
        """Status-bar message."""
        self.status.set_message(message)

    def show_hints(self, keymap: Keymap) -> None:
        """The keymap's hints on the status bar, the shell's own keys pinned at the right."""
        own = Keymap(tuple(binding for binding in keymap.bindings if binding not in GLOBAL_BINDINGS))
        self.status.set_hints(own.hints(), GLOBAL_KEYMAP.hints())

    def refresh_chrome(self) -> None:
        """Re-read the current game screen's hints and size."""
        if isinstance(self.current, GameScreen):
            self.show_hints(self.current.keymap)
            self.guard.set_minimum(*self.current.min_size)

    # -- global keys -----------------------------------------------------------------------------
    def show_help(self) -> None:
        """The help overlay, generated from the current screen's keymap."""
        if isinstance(self.current, GameScreen):
            keymap, title = self.current.keymap, f"Help: {self.current.game.title}"
            intro = self.current.rules or self.current.game.blurb
        else:
            keymap, title = MENU_KEYMAP, "Help: arcade"
            intro = "Choose a game, then a level, with the keys below or the mouse."
        help_dialog = HelpDialog(title, keymap.help_rows(), intro, self.close_dialog)
        self.show_overlay(help_dialog, help_dialog.width, None)

    def go_back(self) -> None:
        """q / Esc: game → menu (asking if a game is in progress), chooser → menu, menu → quit."""
        if isinstance(self.current, GameScreen):
            if self.current.in_progress():
                self.confirm("Leave game?", "Your progress on this level will be lost.", self.back_to_menu)
            else:
                self.back_to_menu()
        elif self.place == "chooser":
            self.show_menu()
        else:
            raise urwid.ExitMainLoop()

    def unhandled_input(self, key: str | tuple[str, int, int, int]) -> bool:
        """Keys no widget took: help and back."""
        if not isinstance(key, str):
            return False
        if self.dialogs:
            return False
        action = GLOBAL_KEYMAP.action_for(key)
        if action == "help":
            self.show_help()
            return True
        if action == "back":
            self.go_back()
            return True
        return False

    # -- running ---------------------------------------------------------------------------------
    def build_loop(self, screen: urwid.display.BaseScreen | None = None) -> urwid.MainLoop:
        """The MainLoop drawing this shell (a ScriptedScreen may be passed for tests)."""
        if screen is None:
            screen = urwid.display.raw.Screen()
        if not use_color():
            screen.set_terminal_properties(colors=1)
        self.loop = urwid.MainLoop(self.guard, PALETTE, screen=screen, unhandled_input=self.unhandled_input,
                                   handle_mouse=True)
        return self.loop


def _raise_exit(signum: int, _frame: FrameType | None) -> None:
    # Raised inside the event loop, SystemExit unwinds through urwid's screen.stop(), restoring the terminal.
    raise SystemExit(128 + signum)


def run_app(game: Game | None = None, level: Path | None = None) -> int:
    """Run the arcade full-screen until the player quits; returns the exit status.

    A game given on the command line is built before the terminal is taken over, so a malformed
    level file is reported as one line (ArcadeError) instead of a dialog.
    """
    app = App()
    if game is None:
        app.show_menu()
    else:
        levels = bundled_levels(game)
        if level is None and levels:
            level = levels[0].path
        screen = app.make_screen(game, level)
        app.show_screen(screen)
    loop = app.build_loop()
    previous = {sig: signal.signal(sig, _raise_exit) for sig in (signal.SIGTERM, signal.SIGHUP)}
    try:
        loop.run()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0
