"""The full-screen shell: one MainLoop whose body is swapped between the menu, level choosers and games.

It owns the status bar, the dialogs, the help overlay (generated from the keymap), the size guard and
the signal handling that always gives the terminal back in its normal state.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import urwid

from arcade.daily import day_of
from arcade.errors import ArcadeError
from arcade.keys import BACK, BACK_BINDINGS, HELP, Binding, Keymap, KeyTable, Row, key_name
from arcade.levels import Level, former_names, fresh_level
from arcade.randomness import seeded_random
from arcade.registry import GAMES, Game
from arcade.store import SavedGame, Store, StoreError
from arcade.ui.daily_page import DailyPage
from arcade.ui.dialogs import CLOSE_HINT, SCROLL_HINT, Choice, Dialog, HelpDialog, KeepClear, ModalOverlay, layer_help
from arcade.ui.game import GameScreen
from arcade.ui.level_history import LevelHistory
from arcade.ui.lists import MENU_KEYS, MENU_SIZE, PLACE_HELP, Lists
from arcade.ui.menu import MenuList
from arcade.ui.palette import PALETTE, add_game_entries, use_color
from arcade.ui.pasting import Pasting
from arcade.ui.saving import NEW_GAME_LABEL, Resumable, SaveKeeper, saved_when
from arcade.ui.watching import BEST_GAME, Playback, Watcher
from arcade.ui.widgets import Markup, MinimumSize, StatusBar

MAKING_LEVEL = "Making the level from its seed…"
"""What the status line says while a generated level is made (the new screen's own line replaces it)."""
PLACES_PREFERENCE = "shell.places"
"""The preference holding the menu's game and each game's last chosen level."""
GAME_KEYS = KeyTable(Row(HELP, "show_help"), Row(BACK, "leave_game"))
"""The shell's keys on a game screen: the keys the screen's SHELL_ROWS document and leave to the shell."""
DISMISS = Binding("back", ("q", "esc"), "close",
                  "Close the dialog as its cancel would, while the terminal is too small to show it whole")
DIALOG_KEYS = KeyTable(Row(HELP, "show_help"), Row(DISMISS, "dismiss_if_trapped"))
"""The shell's keys over an open dialog or overlay (the dialog's own buttons and keys are the dialog's): ? opens its
help, and q/Esc dismiss it when the size guard hides it (so a small terminal never traps the player)."""
HELP_HINT = f"{key_name(HELP.keys[0])} {HELP.hint}"
BACK_KEYS = "/".join(key_name(key) for key in BACK.keys)
OVERLAY_CANCEL = "Esc cancel"
"""Every overlay's cancelling key (show_overlay), pinned in the status bar while it is open."""


@dataclass(frozen=True)
class Layer:
    """An open dialog or overlay: the widget, its size and its keys for the status bar."""

    widget: urwid.Widget
    cols: int
    rows: int | None
    hints: tuple[str, ...]
    pinned: str
    keep_clear: KeepClear | None = None
    """What part of the screen under it the layer must not hide (a game screen's `in_view`), if any."""


class App:
    """The arcade shell. Build it, then call run()."""

    def __init__(self, store: Store | None = None, clock: Callable[[], float] = time.time) -> None:
        """store: the store (by default the data directory's, on this clock); clock: the wall clock in seconds since
        the epoch, the one the whole shell reads (the daily's date, a play's time on screen), which tests move."""
        self.clock = clock
        self.store = store if store is not None else Store(renames=lambda: former_names(GAMES), clock=clock)
        self.loop: urwid.MainLoop | None = None
        self.display: urwid.display.BaseScreen | None = None
        """The terminal the loop draws on (a game's own palette entries are registered on it)."""
        self.status = StatusBar()
        self.body = urwid.WidgetPlaceholder(urwid.SolidFill(" "))
        self.frame = urwid.Frame(self.body, footer=self.status)
        self.stage = urwid.WidgetPlaceholder(self.frame)
        self.guard = MinimumSize(self.stage, *MENU_SIZE, fallback=self._top_dialog_alone)
        self.dialogs: list[urwid.Widget] = []
        """The open dialogs and overlays, the topmost last."""
        self._layers: list[Layer] = []
        """The same, with their sizes and status-bar keys."""
        self.current: urwid.Widget | None = None
        self.table = MENU_KEYS
        """The shell's key table of the place shown: its rows' handlers are the App's methods."""
        self.keymap = MENU_KEYS.keymap
        """The keys of the screen shown (under any dialog), as documented: the place's table's, or on a game screen
        the screen's own table's (which ends with the keys GAME_KEYS handles)."""
        self.place = "menu"
        """Which kind of screen is shown: "menu", "chooser", "records", "saves", "daily" or "game"."""
        self.game: Game | None = None
        """The game whose level list or level is shown (the menu keeps its cursor on it)."""
        self.chosen: dict[str, str] = {}
        """Per game id: the name of the level last chosen in its list."""
        self._recall_places()
        self.levels_listed: list[Level] = []
        """The levels of the level list shown (in its order)."""
        self.collection: Level | None = None
        """The collection entry whose levels the list shown lists (None: the game's own list)."""
        self.menu_shown = False
        self.lists = Lists(self)
        self.saves = SaveKeeper(self.store)
        self.watcher = Watcher(self)
        self.history = LevelHistory(self)
        self.daily = DailyPage(self)
        self.pasting = Pasting(self, self.lists)
        self._helps: dict[tuple[str, tuple[tuple[str, str], ...], str], HelpDialog] = {}
        """The help overlays shown so far, by title, rows and introduction."""

    # -- screens ---------------------------------------------------------------------------------
    def show(self, place: str, widget: urwid.Widget, table: KeyTable, min_size: tuple[int, int],
             message: str = "") -> None:
        """Swap a screen in (a game left on the way is settled and saved); table: the shell's keys there."""
        if isinstance(self.current, GameScreen) and widget is not self.current:
            left = self._leave_game()  # always: the game is kept and its timers stopped
            message = message or left
        self.place = place
        self.dialogs.clear()
        self._layers.clear()
        self.current = widget
        self.body.original_widget = widget
        self.stage.original_widget = self.frame
        self.guard.set_minimum(*min_size)
        self.table = table
        self.keymap = widget.keymap if isinstance(widget, GameScreen) else table.keymap
        self.show_hints(self.keymap)
        self.status.set_message(message)

    def show_menu(self, message: str = "") -> None:
        """The title screen listing every game (lists.py)."""
        self.lists.show_menu(message)

    def choose_game(self, game: Game, after: Level | None = None, focus: Level | None = None,
                    message: str = "") -> None:
        """A game's level list (lists.py)."""
        self.lists.choose_game(game, after, focus, message)

    def show_records(self) -> None:
        """The Records screen (lists.py)."""
        self.lists.show_records()

    def show_daily(self, day: str | None = None, message: str = "") -> None:
        """The Daily place: a day's challenges (today's when no day is given; daily_page.py)."""
        self.daily.show(day, message)

    def resumable(self) -> Resumable | None:
        """The most recently saved game that can still be opened."""
        found = self.saves.resumables()
        return found[0] if found else None

    # -- playing a kept game back -------------------------------------------------------------------
    @property
    def playback(self) -> Playback | None:
        """The kept game being played back, if any."""
        return self.watcher.playback

    def watch_best(self, game: Game, level: Level) -> None:
        """Watch the level's best game (watching.py), on a fresh screen that records nothing."""
        record = self.store.best_replay(game.id, level.name)
        best = self.store.best(game.id, level.name)
        if not isinstance(record, dict) or not isinstance(record.get("actions"), list) or best is None:
            self.set_message(f"No best game of {level.title} to watch yet.")
            return
        self.watch_record(game, level, record, best, self.store.best_seconds(game.id, level.name),
                          self.lists.back_to_list(game, level))

    def watch_record(self, game: Game, level: Level, record: dict[str, Any], figures: dict[str, Any],
                     seconds: float | None, back: Callable[[], None], what: str = BEST_GAME) -> None:
        """Play a kept game back on a fresh screen that records nothing (a best, or a game of a level's history);
        back: where any key goes once it is over."""
        try:
            screen = self.make_screen(game, level)
            screen.watching = True
            self.show_screen(screen)
            screen.begin(record.get("start", {}))
            screen.new_play()
        except Exception as error:  # a kept game is data from disk: a failure to replay it is only a message
            back()
            self.set_message(f"That game cannot be played back ({type(error).__name__}).")
            return
        self.watcher.start(screen, game, level, record, figures, back, seconds, what)

    def set_watch_hints(self, parts: list[str], pinned: str) -> None:
        """The status bar's keys while a best is watched."""
        self.status.set_hints(parts, pinned)

    def input_filter(self, keys: list[Any], _raw: list[int]) -> list[Any]:
        """While a best is watched its keys go to the watcher (speed, pause; any other key goes back)."""
        if self.watcher.playback is None or not keys:
            return keys
        for key in keys:
            if isinstance(key, str):
                self.watcher.key(key)
            elif isinstance(key, tuple) and key and key[0] == "mouse press":
                self.watcher.stop()
            if self.watcher.playback is None:
                break
        return []

    # -- games ------------------------------------------------------------------------------------
    def start_level(self, game: Game, level: Level | Path | None, saved: SavedGame | None = None,
                    fresh: bool = False) -> None:
        """Open a game screen, its saved play resumed (`saved`, else the level's one save, or the player is asked
        which of several; none when `fresh`); a level file that cannot be loaded becomes an error dialog. A level
        the game makes from a seed is made first: the status line says so."""
        if isinstance(level, Level) and (level.is_generator or level.seed is not None) and self.loop is not None:
            self.set_message(MAKING_LEVEL)
            self.loop.draw_screen()
        try:
            screen = self.make_screen(game, level)
        except ArcadeError as error:
            self.set_message("")
            self.ask("Cannot open level", str(error), [Choice("OK", "o", lambda: self.choose_game(game))],
                     cancellable=False)
            return
        self.show_screen(screen)
        if not fresh:
            self.resume_saved(screen, saved)

    def resume_saved(self, screen: GameScreen, saved: SavedGame | None = None) -> None:
        """Carry on a play saved on this screen's level: `saved`, else the level's only save; with several, ask which
        (each with its summary and when it was saved, the newest focused, or a new game, every save kept). A save
        that does not replay (damaged, or from a changed level) is dropped with a message and the level starts
        afresh."""
        if saved is None:
            found = self.saves.saves_for(screen)
            if len(found) > 1:
                self.ask_which_save(screen, found)
                return
            saved = found[0] if found else None
        if saved is None:
            return
        try:
            self.saves.resume(screen, saved)
        except Exception as error:  # data from disk: whatever it holds, the player gets a fresh level
            self._drop(saved)
            screen.on_leave()
            self.current = None  # the half-replayed game is not one to save
            self.start_level(screen.game, screen.level_info, fresh=True)
            self.set_message(f"The saved game could not be resumed ({type(error).__name__}); a fresh start.")
            return
        self.set_message(f"Resumed where you left: {saved.summary}.")

    def ask_which_save(self, screen: GameScreen, found: list[SavedGame]) -> None:
        """A level with several saves was opened: which to continue (the newest focused), or a new game (Esc: back
        to the list), over a fresh screen. Every save not chosen is kept."""
        now = self.clock()
        keys = "123456789"
        choices = [Choice(f"{one.summary} · {saved_when(one.saved_at, now)}", keys[index],
                          lambda one=one: self._resume_chosen(screen, one), "Continue this saved game")
                   for index, one in enumerate(found[:len(keys)])]
        choices.append(Choice(NEW_GAME_LABEL, "n", lambda: None, "A new game; the saved ones are kept"))
        self.ask(f"{len(found)} saved games", f"{screen.level_title} has {len(found)} games saved. Which one?",
                 choices, on_cancel=self.back_to_menu, focus="1")

    def _resume_chosen(self, screen: GameScreen, saved: SavedGame) -> None:
        """The save chosen in ask_which_save, resumed on the screen still shown (if the player did not leave it)."""
        if self.current is screen:
            self.resume_saved(screen, saved)

    def _leave_game(self) -> str:
        """The game screen shown is being left: a loss left standing is kept, a play in progress saved, its
        timers and clock stopped, and it is forgotten as the current screen (so it is settled once); the message
        saying it was saved, or ''."""
        screen = self.current
        if not isinstance(screen, GameScreen):
            return ""
        saved = self.save_current()
        screen.on_leave()
        screen.clock_off()
        self.current = None
        return f"Saved: {screen.level_title} · {screen.progress()}." if saved else ""

    def save_current(self) -> bool:
        """Settle the game in play: keep a loss it left standing, and save it if it is in progress; True if saved."""
        screen = self.current
        if not isinstance(screen, GameScreen):
            return False
        screen.settle()
        problem = self.saves.save(screen)
        if problem:
            self.set_message(problem)
        return problem == ""

    def _drop(self, saved: SavedGame) -> None:
        """Forget a save (a failure to is only a message: the save stays, which loses nothing)."""
        problem = self.saves.drop(saved)
        if problem:
            self.set_message(problem)

    def make_screen(self, game: Game, level: Level | Path | None) -> GameScreen:
        """Construct the game's screen for a level (or a level file; raises ArcadeError for a bad level)."""
        if isinstance(level, Path):
            level = Level.from_file(game, level)
        if level is not None and level.is_collection:
            level = self.lists.first_unsolved(game, level)
        if level is not None and level.is_generator:  # a fresh level of the entry's ($ARCADE_SEED repeats it)
            level = fresh_level(level, seeded_random())
        return game.load_screen(of_collection=level is not None and level.in_collection, level=level)(self, game, level)

    def _recall_places(self) -> None:
        """The game the menu's cursor was on and each game's last chosen level, as the last session left them."""
        last = self.store.preference(PLACES_PREFERENCE, {})
        if not isinstance(last, dict):
            return
        self.game = next((game for game in GAMES if game.id == last.get("game")), None)
        chosen = last.get("levels")
        if isinstance(chosen, dict):
            self.chosen = {str(game): str(level) for game, level in chosen.items()}

    def _remember_places(self) -> None:
        """Keep the menu's and the level lists' places for the next session (a store that cannot is no matter)."""
        with contextlib.suppress(StoreError):
            self.store.set_preference(PLACES_PREFERENCE, {"game": self.game.id if self.game else None,
                                                           "levels": self.chosen})

    def show_screen(self, screen: GameScreen) -> None:
        """Swap a built game screen in; its play's clock runs while it is shown."""
        self.game = screen.game
        if screen.level_info is not None and day_of(screen.level_info) is None:  # a daily is in no level list
            self.chosen[screen.game.id] = screen.level_info.name
        if not screen.watching:
            self._remember_places()
        self.show("game", screen, GAME_KEYS, screen.min_size)
        self.add_colours(screen)
        screen.clock_on()
        screen.on_show()

    def back_to_menu(self) -> None:
        """Leave the current game for its level list, the cursor on the next unsolved level."""
        screen = self.current
        if isinstance(screen, GameScreen) and day_of(screen.level_info) is not None:  # a daily: back to its day
            self.daily.show(day_of(screen.level_info), self._leave_game(), self.daily.focus_of(screen.game.id))
        elif isinstance(screen, GameScreen):
            if screen.level_info is not None:  # the level may have changed in play (Pokémon's form)
                self.chosen[screen.game.id] = screen.level_info.name
            self.choose_game(screen.game, after=screen.level_info, message=self._leave_game())
        else:
            self.show_menu()

    # -- Host services ---------------------------------------------------------------------------
    def ask(self, title: str, message: Markup, choices: list[Choice], cancellable: bool = True,
            on_cancel: Callable[[], None] | None = None, focus: str | None = None, opened_by: str = "") -> None:
        """Show a modal dialog over the current screen; its keys are shown in the status bar while it is open and
        listed by ? over it. cancellable: q/Esc close it; on_cancel: q/Esc close it and then run this; focus: the
        key of the button Enter presses first (the first button when None); opened_by: the key that opened it,
        which closes it as q/Esc do."""
        def closing(action: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                self.close_dialog()
                action()
            return run

        cancel = closing(on_cancel) if on_cancel is not None else self.close_dialog if cancellable else None
        same = next((choice for choice in choices if on_cancel is not None and choice.action == on_cancel), None)
        cancel_word = same.label.lower() if same is not None else "cancel"
        cancel_help = f"The same as {same.label} ({key_name(same.key)})" if same is not None else "Close this dialog"
        first = next((index for index, choice in enumerate(choices) if choice.key == focus), 0)
        dialog = Dialog(title, message, [Choice(c.label, c.key, closing(c.action), c.help) for c in choices],
                        on_cancel=cancel, focus=first, cancel_help=cancel_help,
                        closing_keys=(opened_by,) if opened_by and cancel is not None else ())
        hints = tuple(f"{choice.key} {choice.label.lower()}" for choice in choices)
        back = f"{key_name(opened_by)}/{BACK_KEYS}" if opened_by else BACK_KEYS
        pinned = f"{HELP_HINT}  {back} {cancel_word}" if cancel is not None else HELP_HINT
        in_view = self.current.in_view if isinstance(self.current, GameScreen) else None
        self._push(Layer(dialog, dialog.preferred_size()[0], None, hints, pinned, in_view))

    def confirm(self, title: str, message: str, on_yes: Callable[[], None]) -> None:
        """A yes/no question. No, the safe answer, has the focus (Enter keeps things as they are); q/Esc say no."""
        def no() -> None:
            pass

        doing = title.rstrip("?").lower() if title.endswith("?") else "go ahead"
        self.ask(title, message, [Choice("Yes", "y", on_yes, f"Yes: {doing}"),
                                  Choice("No", "n", no, "No: leave things as they are")], on_cancel=no, focus="n")

    def show_overlay(self, widget: urwid.Widget, cols: int, rows: int | None, hints: Sequence[str] = ()) -> None:
        """Show any widget as a modal box over the current screen (rows None: as tall as it needs); hints, if any,
        are its keys for the status bar while it is open, and for its help (Esc cancels every overlay). A widget
        with a `keymap` (arcade.keys.Keymap) has its help and hints generated from that instead."""
        keymap = getattr(widget, "keymap", None)
        if isinstance(keymap, Keymap):
            hints = keymap.hint_parts()
        self._push(Layer(widget, cols, rows, tuple(hints), f"{HELP_HINT}  {OVERLAY_CANCEL}"))

    def _push(self, layer: Layer) -> None:
        """Open a dialog or overlay over what is shown, centred above the status bar, its keys on the bar."""
        if not self.dialogs and isinstance(self.current, GameScreen):
            self.current.on_dialog(True)
        self.dialogs.append(layer.widget)
        self._layers.append(layer)
        self.stage.original_widget = ModalOverlay(layer.widget, self.stage.original_widget, layer.cols, layer.rows,
                                                  reserve=StatusBar.ROWS, keep_clear=layer.keep_clear)
        self.status.set_hints(layer.hints, layer.pinned)

    def close_dialog(self) -> None:
        """Remove the topmost dialog (the status bar then shows the keys of the one under it, or the screen's)."""
        if not self.dialogs:
            return
        self.dialogs.pop()
        self._layers.pop()
        overlay = self.stage.original_widget
        if isinstance(overlay, urwid.Overlay):
            self.stage.original_widget = overlay.bottom_w
        if self._layers:
            self.status.set_hints(self._layers[-1].hints, self._layers[-1].pinned)
        else:
            self.show_hints(self.keymap)
            if isinstance(self.current, GameScreen):
                self.current.on_dialog(False)

    def _top_dialog_alone(self) -> urwid.Widget | None:
        """The topmost dialog centred on a blank screen, for the size guard to show alone when the screen behind is
        too big for the terminal."""
        if not self._layers:
            return None
        top = self._layers[-1]
        return ModalOverlay(top.widget, urwid.SolidFill(" "), top.cols, top.rows)

    def set_message(self, message: str) -> None:
        """Status-bar message."""
        self.status.set_message(message)

    def show_hints(self, keymap: Keymap) -> None:
        """The keymap's hints on the status bar, the shell's own keys (help, back or quit) pinned at the right."""
        shell: tuple[Binding, ...] = (HELP, *BACK_BINDINGS)
        own = Keymap(tuple(binding for binding in keymap.bindings if binding not in shell))
        pinned = Keymap(tuple(binding for binding in keymap.bindings if binding in shell))
        self.status.set_hints(own.hint_parts(), pinned.hints())

    def refresh_chrome(self) -> None:
        """Re-read the current game screen's hints and size."""
        if isinstance(self.current, GameScreen):
            self.keymap = self.current.keymap
            if not self.dialogs:
                self.show_hints(self.current.keymap)
            self.guard.set_minimum(*self.current.min_size)

    # -- global keys -----------------------------------------------------------------------------
    def show_help(self) -> None:
        """? : the help of what has the keys: the open dialog's (closing it goes back to the dialog), else the
        screen's, generated from its keymap under a few sentences about the place. ? on a help closes it."""
        if self._layers and isinstance(self._layers[-1].widget, HelpDialog):
            self.close_dialog()
            return
        if self._layers:
            title, rows, intro = layer_help(self._layers[-1].widget, self._layers[-1].hints)
        elif isinstance(self.current, GameScreen):
            rows, title = self.current.keymap.help_rows(), f"Help: {self.current.title}"
            intro = self.current.rules or self.current.game.blurb
        else:
            rows, title = self.keymap.help_rows(), "Help: arcade"
            intro = PLACE_HELP.get(self.place, PLACE_HELP["menu"])
        key = (title, tuple(rows), intro)
        help_dialog = self._helps.get(key)
        if help_dialog is None:  # built once per screen's keys: opening the help again draws the kept one
            help_dialog = self._helps[key] = HelpDialog(title, rows, intro, self.close_dialog)
        hints = (SCROLL_HINT,) if self._help_scrolls(help_dialog) else ()
        self._push(Layer(help_dialog, help_dialog.width, None, hints, CLOSE_HINT))

    def _help_scrolls(self, help_dialog: HelpDialog) -> bool:
        """Whether the help is taller than the room above the status bar on the terminal as it is now."""
        if self.guard.drawn_at is None:
            return False
        cols, rows = self.guard.drawn_at
        return help_dialog.rows((min(help_dialog.width, cols),)) > rows - StatusBar.ROWS

    # -- the places' keys: the handlers the shell's tables name (lists.py's, GAME_KEYS, DIALOG_KEYS) ---------
    def leave_game(self) -> None:
        """q/Esc on a game screen: to its level list (asking first if the play in progress would be lost)."""
        screen = self.current
        if isinstance(screen, GameScreen) and screen.in_progress() and not screen.saves_games:
            self.confirm("Leave game?", "Your progress on this level will be lost.", self.back_to_menu)
        else:
            self.back_to_menu()

    def back_to_game_list(self) -> None:
        """q/Esc on a collection's list: to the game's level list, the cursor on the collection."""
        if self.game is not None:
            self.choose_game(self.game, focus=self.collection)
        else:
            self.show_menu()

    def go_to_number(self, digit: str) -> None:
        """A digit on a collection's list: go to the level of the number typed."""
        self.lists.go_to_number(digit)

    def ask_quit(self) -> None:
        """q/Esc on the menu: quit, after a yes."""
        self.confirm("Quit?", "Quit the arcade?", self.quit)

    def highlighted(self) -> Level | None:
        """The level the cursor is on in the level list shown, or None (not a level list, or not on a level)."""
        focus = self.current.focus_index if isinstance(self.current, MenuList) else 0
        return self.levels_listed[focus] if self.game is not None and 0 <= focus < len(self.levels_listed) else None

    def show_level_history(self) -> None:
        """h on a level list: the highlighted level's past games (level_history.py)."""
        level = self.highlighted()
        if self.game is not None and level is not None:
            self.history.show(self.game, level, self.lists.back_to_list(self.game, level))

    def leave_history(self) -> None:
        """q/Esc on a level's history: back to its level list."""
        self.history.leave()

    def watch_highlighted(self) -> None:
        """b on a level list: watch the highlighted level's best game."""
        level = self.highlighted()
        if self.game is not None and level is not None:
            self.watch_best(self.game, level)

    def paste_level(self) -> None:
        """p on a level list taking pasted levels (or its Paste a level… entry): the box they are pasted in."""
        if self.game is not None:
            self.pasting.ask_paste(self.game)

    def remove_highlighted(self) -> None:
        """x on the list of the levels pasted: take the highlighted one off it, asked first."""
        if self.game is not None:
            self.pasting.ask_remove(self.game)

    def dismiss_if_trapped(self) -> bool:
        """q/Esc over a dialog the terminal is too small to show: dismiss it; otherwise the dialog's own (False)."""
        if not self.guard.blocked:
            return False
        self.dismiss_dialog()
        return True

    def quit(self) -> None:
        """Leave the arcade."""
        raise urwid.ExitMainLoop()

    def suspend(self, stop: Callable[[], None] | None = None) -> None:
        """Ctrl-Z, the terminal already given back: the process stops (`stop`, by default stop_process) until `fg`,
        and the game's time on screen and its timers (Pokémon's) are paused meanwhile: time suspended is not time
        played. urwid's screen restarts and redraws afterwards."""
        screen = self.current if isinstance(self.current, GameScreen) else None
        timers = screen is not None and not self.dialogs  # an open dialog has paused them already
        if screen is not None:
            screen.clock_off()
            if timers:
                screen.on_dialog(True)
        try:
            (stop or stop_process)()
        finally:
            if screen is not None:
                if timers:
                    screen.on_dialog(False)
                screen.clock_on()

    def on_sigtstp(self, _signum: int, _frame: FrameType | None) -> None:
        """SIGTSTP as urwid passes it on once its screen is stopped (Ctrl-Z): suspend."""
        self.suspend()

    def unhandled_input(self, key: str | tuple[str, int, int, int]) -> bool:
        """Keys no widget took, through the shell's table of what is shown: an open dialog's (DIALOG_KEYS: help, and
        q/Esc dismissing it while the terminal is too small for it), else the place's (help, back or quit, and a
        level list's b)."""
        if not isinstance(key, str):
            return False
        return (DIALOG_KEYS if self.dialogs else self.table).dispatch(self, key)

    def dismiss_dialog(self) -> None:
        """Cancel the topmost dialog as Esc would (an end dialog goes to the level list); close it if Esc does not."""
        top = self.dialogs[-1]
        top.keypress((self._layers[-1].cols,), "esc")
        if self.dialogs and self.dialogs[-1] is top:
            self.close_dialog()

    # -- running ---------------------------------------------------------------------------------
    def build_loop(self, screen: urwid.display.BaseScreen | None = None) -> urwid.MainLoop:
        """The MainLoop drawing this shell (a ScriptedScreen may be passed for tests)."""
        if screen is None:
            screen = urwid.display.raw.Screen()
        if not use_color() and hasattr(screen, "set_terminal_properties"):  # a test's ScriptedScreen has no colours
            screen.set_terminal_properties(colors=1)
        self.loop = urwid.MainLoop(self.guard, PALETTE, screen=screen, unhandled_input=self.unhandled_input,
                                   input_filter=self.input_filter, handle_mouse=True)
        self.display = screen
        if isinstance(self.current, GameScreen):
            self.add_colours(self.current)
        return self.loop

    def add_colours(self, screen: GameScreen) -> None:
        """The game's own palette entries (its screen's `palette`), registered on the terminal once there is one."""
        if self.display is not None and screen.palette:
            add_game_entries(self.display, screen.palette)


def stop_process() -> None:
    """Stop this process as Ctrl-Z does (SIGTSTP's default action) until SIGCONT (the shell's `fg`), the handler of
    the moment back afterwards. A process group no shell controls (an orphaned one) is not stopped: the kernel drops
    the signal, as there would be nobody to continue it."""
    handler = signal.signal(signal.SIGTSTP, signal.SIG_DFL)
    try:
        os.kill(os.getpid(), signal.SIGTSTP)
    finally:
        signal.signal(signal.SIGTSTP, handler)
