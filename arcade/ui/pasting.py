"""Levels of the player's own: the box that takes levels pasted as text (a game whose registry entry has a `paste`
reader: Sokoban's XSB), keeps them in the store and plays the first; and taking one off the list of the manifest's
pasted entry (Sokoban's Yours), asked first.

The box is a dialog of the arcade's shape (a titled box, its buttons at the foot, each naming its key) around a text
area: a terminal pastes as a stream of keys, so Enter there starts a new line, and Ctrl-D (or Tab to the buttons, then
Enter) keeps the text. Text that is not a level leaves the box open with one line saying which level and row are
wrong, the reader's own words. It reaches the shell through `PasteHost` and the lists through `PastedLists`, what it
needs of each, so this module imports neither app.py nor lists.py (lists.py takes its keys from here).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

import urwid

from arcade.errors import ArcadeError, LevelError
from arcade.keys import Binding, Keymap, key_name
from arcade.levels import COLLECTION_SEPARATOR, PASTE_HELP_SETTING, Level, keep_pasted, pasted_entry
from arcade.registry import Game
from arcade.store import ALREADY_KEPT, BACK_AGAIN, NEW, Store, StoreError
from arcade.ui.dialogs import ButtonRows, ModalBox

PASTE_LEVEL = Binding("paste", ("p",), "paste",
                      "Paste levels of your own as text, one or several: kept under Yours, the first played at once")
REMOVE_LEVEL = Binding("remove", ("x", "delete"), "remove",
                       "Take the highlighted level of yours off the list (asks first; its records are kept)")
"""The keys of a list that takes pasted levels (Sokoban's, and its Yours): the handlers are the App's."""
PASTE_LABEL = "Paste a level…"
"""The entry of such a list that opens the box, as p does."""

NEW_LINE = Binding("new line", ("enter",), "new line", "Start a new line (as a pasted line break does)")
KEEP = Binding("keep", ("ctrl d",), "keep & play",
               "Keep the levels under Yours and play the first (the Keep and play button); anything wrong is named")
TO_BUTTONS = Binding("buttons", ("tab", "shift tab"), "buttons",
                     "Move between the text and the buttons (Enter on a button presses it)")
PASTE_KEYMAP = Keymap((KEEP, NEW_LINE, TO_BUTTONS))
"""The box's keys: its status-bar hints and its help (the shell adds ? and Esc)."""
PASTE_TITLE = "Paste a level"
KEEP_LABEL, CANCEL_LABEL = "Keep and play", "Cancel"
PASTE_KEYS_SAID = (f"Enter starts a new line; {key_name(KEEP.keys[0])} keeps them and plays the first (or Tab to "
                   f"{KEEP_LABEL}); Esc cancels.")
"""The box's keys in its own words, after what the game says the text is to be (its pasted entry's `paste_help`)."""
PASTE_COLS = 76
PASTE_ROWS = 30
"""The box's size at most: it takes the room there is up to this, its text area what the rest leaves."""
FEWEST_AREA_ROWS = 3


class PasteDialog(ModalBox):
    """The box a level is pasted or typed into: the intro, a text area (its own view follows the cursor), a line
    for what is wrong, and the buttons Keep and play (Ctrl-D) and Cancel (Esc). Enter in the text is a new line;
    Tab and Shift-Tab go round the text and the buttons; ↑ from the buttons goes back to the text."""

    keymap = PASTE_KEYMAP

    def __init__(self, on_keep: Callable[[str], None], on_cancel: Callable[[], None], about: str = "") -> None:
        """about: what the text is to be, in the game's words (its pasted entry's `paste_help`)."""
        self.on_keep = on_keep
        self.on_cancel = on_cancel
        self.edit = urwid.Edit("", multiline=True)
        self._typed: list[str] = []
        """Text keys not yet put in the text area: a paste's thousands of keys go in as one insertion (see keypress)."""
        self.area = urwid.BoxAdapter(urwid.ListBox(urwid.SimpleFocusListWalker([urwid.AttrMap(self.edit, "field")])),
                                     FEWEST_AREA_ROWS)
        self.problem = urwid.Text("")
        self.body = urwid.Pile([urwid.Text(f"{about} {PASTE_KEYS_SAID}".strip()), self.area, self.problem],
                               focus_item=1)
        buttons = []
        for label, key, action in ((KEEP_LABEL, KEEP.keys[0], self.keep), (CANCEL_LABEL, "esc", on_cancel)):
            button = urwid.Button(f"{label} ({key_name(key)})")
            urwid.connect_signal(button, "click", lambda _button, act=action: act())
            buttons.append(urwid.AttrMap(button, "button", focus_map="button focus"))
        width = max(len(button.base_widget.label) for button in buttons) + 4
        self.buttons = ButtonRows(buttons, width, 2)
        super().__init__(PASTE_TITLE, self.body, [urwid.Divider(), self.buttons])

    @property
    def text(self) -> str:
        """What is in the text area."""
        self._put_typed()
        return self.edit.edit_text

    def keep(self) -> None:
        """Hand the text over (the box stays open until it is kept)."""
        self.on_keep(self.text)

    @property
    def pasting(self) -> bool:
        """Whether the keys of a paste are coming in (text keys not yet drawn): ? among them is text, not the help
        (dialogs.ModalOverlay asks)."""
        return bool(self._typed)

    def _is_typed(self, key: str) -> bool:
        """Whether a key is text for the text area: a character, or Enter (a new line), while the text has the
        focus."""
        return self._pile.focus is self.scroller and (key in NEW_LINE.keys or (len(key) == 1 and key.isprintable()))

    def _put_typed(self) -> None:
        """Put the text keys kept so far into the text area at its cursor, all at once (line breaks that all came
        doubled made single)."""
        if self._typed:
            self.edit.insert_text(single_spaced("".join(self._typed)))
            self._typed.clear()

    def complain(self, problem: str) -> None:
        """Say what is wrong on the box's line for it, and put the cursor back in the text to mend it."""
        self.problem.set_text(("dialog error", problem))
        self._focus(self.scroller)

    def _focus(self, widget: urwid.Widget) -> None:
        """Give the focus to the text (its scroller) or the buttons."""
        shown = [one for one, _options in self._pile.contents]
        if widget in shown:
            self._pile.focus_position = shown.index(widget)

    def _on_buttons(self) -> bool:
        return self._pile.focus is self.buttons

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        """Given its rows, the text area takes those the rest of the box leaves (the keys typed since it was drawn put
        in first)."""
        self._put_typed()
        if len(size) == 2:
            wanted = max(FEWEST_AREA_ROWS, size[1] - (self.rows(size[:1]) - self.area.height))
            if wanted != self.area.height:
                self.area.height = wanted
                self.area._invalidate()
        return super().render(size, focus)

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        """A text key is kept, to be put in with the others before the box is drawn or any other key is handled: a
        terminal's paste comes as a batch of thousands of keys, and a text area takes each in time growing with its
        text (whole collections took minutes); typed by hand, a key is drawn at once all the same."""
        if self._is_typed(key):
            self._typed.append("\n" if key in NEW_LINE.keys else key)
            self._invalidate()
            return None
        self._put_typed()
        if key == "esc":
            self.on_cancel()
            return None
        if key in KEEP.keys:
            self.keep()
            return None
        if key in TO_BUTTONS.keys:
            forward, last = key == "tab", len(self.buttons.buttons) - 1
            if not self._on_buttons():
                self._focus(self.buttons)
                self.buttons.focus_on(0 if forward else last)
            elif self.buttons.focus_index == (last if forward else 0):
                self._focus(self.scroller)
            else:
                self.buttons.focus_on(self.buttons.focus_index + (1 if forward else -1))
            return None
        return super().keypress(size, key)


class PasteHost(Protocol):
    """What pasting needs of the shell: the store, the list shown (its highlighted level), a question, an overlay,
    the status line, and opening a level."""

    store: Store
    levels_listed: list[Level]
    """The levels of the list shown, in its order."""

    def highlighted(self) -> Level | None:
        """The level the cursor is on in the level list shown, or None."""

    def show_overlay(self, widget: urwid.Widget, cols: int, rows: int | None, hints: tuple[str, ...] = ()) -> None:
        """Show a widget as a modal box over the screen."""

    def close_dialog(self) -> None:
        """Remove the topmost dialog or overlay."""

    def confirm(self, title: str, message: str, on_yes: Callable[[], None]) -> None:
        """A yes/no question, No focused."""

    def set_message(self, message: str) -> None:
        """Show a short message in the status bar."""

    def start_level(self, game: Game, level: Level | None) -> None:
        """Open the game's screen on a level (its save resumed, if it has one)."""


class PastedLists(Protocol):
    """What pasting needs of the lists: showing the pasted entry's list again after a level was taken off it."""

    def choose_collection(self, game: Game, entry: Level, after: Level | None = None, message: str = "",
                          focus: Level | None = None) -> None:
        """A collection's levels, the cursor on `focus` (else the first unsolved), this message on the status line."""


class Pasting:
    """The box that keeps pasted levels, and taking one of them off the list, on a host and its lists."""

    def __init__(self, host: PasteHost, lists: PastedLists) -> None:
        self.host = host
        self.lists = lists

    def ask_paste(self, game: Game) -> None:
        """Open the box for this game's levels (the game's list's Paste a level… entry, or p there)."""
        entry = pasted_entry(game)
        about = str(entry.settings.get(PASTE_HELP_SETTING, "")) if entry is not None else ""
        dialog = PasteDialog(lambda text: self.keep(game, dialog, text), self.host.close_dialog, about)
        self.host.show_overlay(dialog, PASTE_COLS, PASTE_ROWS)

    def keep(self, game: Game, dialog: PasteDialog, text: str) -> None:
        """Keep the levels of the text and play the first; anything wrong is said in the box, which stays open."""
        try:
            kept = keep_pasted(game, self.host.store, text)
        except LevelError as error:
            dialog.complain(sentence(error.problem))
            return
        except (ArcadeError, StoreError) as error:
            dialog.complain(f"Not kept: {error}.")
            return
        self.host.close_dialog()
        if kept:
            self.host.start_level(game, kept[0][0])
            self.host.set_message(kept_words(kept))

    def ask_remove(self, game: Game) -> None:
        """x on the pasted entry's list: take the highlighted level off it, after a yes (No focused)."""
        level = self.host.highlighted()
        if level is None or not level.is_pasted:
            self.host.set_message("Highlight one of your levels to take it off the list.")
            return
        listed = list(self.host.levels_listed)
        self.host.confirm("Remove level?", f"Take {level.title} off your levels? Its records are kept, and pasting it "
                                           "again brings it back.", lambda: self.remove(game, level, listed))

    def remove(self, game: Game, level: Level, listed: list[Level]) -> None:
        """Take a level of the player's own off their list, and show the list again, the cursor on the level that was
        listed after it (else before it)."""
        entry = pasted_entry(game)
        try:
            self.host.store.remove_own_level(game.id, level_number(level))
        except StoreError as error:
            self.host.set_message(f"Not removed: {error}.")
            return
        at = next((index for index, one in enumerate(listed) if one.name == level.name), 0)
        others = [*listed[at + 1:], *reversed(listed[:at])]
        if entry is not None:
            self.lists.choose_collection(game, entry, message=f"Removed {short_title(level)}.",
                                         focus=others[0] if others else None)


def single_spaced(text: str) -> str:
    """Pasted text whose line breaks all came doubled, each run of them halved; any other text as it is. A text
    copied with Windows line ends (CR LF) reaches some terminals' pastes as two Enters a line (tmux's, for one), and
    would read as levels of one row each; a paste of levels as they are always has rows one under another."""
    runs = re.findall(r"\n+", text)
    if len(runs) < 2 or any(len(run) % 2 for run in runs):
        return text
    return re.sub(r"\n+", lambda run: "\n" * (len(run.group()) // 2), text)


def level_number(level: Level) -> int:
    """The number a pasted level is kept under (`yours:3` → 3)."""
    return int(level.name.rpartition(COLLECTION_SEPARATOR)[2])


def short_title(level: Level) -> str:
    """A level's title without the title it was pasted with: 'Yours 3'."""
    return level.title.partition(" · ")[0]


def sentence(problem: str) -> str:
    """A reader's problem as the box's line: capitalised ('Level 2, row 4: …')."""
    return problem[:1].upper() + problem[1:]


def numbers_words(numbers: list[int]) -> str:
    """Numbers in order in a few words, a run of three or more as its ends: '4', '4 and 6', '1 to 155', '1 and 3 to
    12', '1, 3 and 5'."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    parts = [f"{run[0]} to {run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs]
    words = ", ".join(parts)
    head, comma, last = words.rpartition(", ")
    return f"{head} and {last}" if comma else words


def kept_words(kept: list[tuple[Level, str]]) -> str:
    """What the status line says once pasted levels were kept: which are new, listed again or kept already, and,
    of several, that the first is played ('Kept 2 new levels: Yours 4 and 5. Playing Yours 4.')."""
    entry = short_title(kept[0][0]).rpartition(" ")[0]
    words = []
    for state, one, several in ((NEW, "Kept as {}.", "Kept {n} new levels: {}."),
                                (BACK_AGAIN, "{} is listed again.", "{n} are listed again: {}."),
                                (ALREADY_KEPT, "{} was kept already.", "{n} were kept already: {}.")):
        numbers = [level_number(level) for level, said in kept if said == state]
        if numbers:
            words.append((one if len(numbers) == 1 else several).format(f"{entry} {numbers_words(numbers)}",
                                                                      n=len(numbers)))
    return " ".join(words if len(kept) == 1 else [*words, f"Playing {short_title(kept[0][0])}."])
