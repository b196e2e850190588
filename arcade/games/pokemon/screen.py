"""Pokémon: Gotta Find Them All!'s full-screen face: a minesweeper board with a cursor, mouse play and a timer.

It drives the same game functions as the plain adapter through `PokemonGame`, with the options the original lacked:
safe first reveal and chording (on by default) and No guessing (guess-free boards, noguess.py: on in the presets,
off in Custom's form), and a tip key (deduce.py proves a cell safe or a Pokémon). The level list offers the presets
of levels/pokemon/levels.toml (Easy, Medium, Hard) and Custom, the new-game form. Boards up to 15×15 are drawn with
cells 3 columns wide; larger ones with cells 2 columns wide under a two-line column header. A board larger than the
room it gets shows a window that follows the cursor, its row letters and column numbers beside it, so every size
plays in an 80×24 terminal.

The game in play is data (see GameScreen): it starts from its settings, its board's seed and the screen's random
source (each board draws a seed of its own from it, so a board is what `arcade --plain pokemon --seed N` deals),
and goes on by reveals, flags, tips and the taking back of a loss; the seconds played are kept beside them.
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any

import urwid

from arcade.games.pokemon.deduce import Deduction, deductions
from arcade.games.pokemon.model import (
    ALPHA,
    FLAG,
    FLAG_ACTION,
    MAX_GRID_SIZE,
    POKEMON,
    REVEAL_ACTION,
    TIP_ACTION,
    UNDO_LOSS_ACTION,
    UNEXPOSED,
    PokemonGame,
    cell_name,
    parse_action,
    position_to_index,
)
from arcade.games.pokemon.plain import RESTARTED, WON
from arcade.keys import FLAG as FLAG_BINDING
from arcade.keys import MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, MOVES, NEW_GAME, RESTART, REVEAL, Binding, Keymap
from arcade.levels import Level, bundled_levels
from arcade.randomness import SEED_VARIABLE, seeded_random
from arcade.registry import Game, find_game
from arcade.store import StoreError
from arcade.ui.dialogs import Choice, Dialog
from arcade.ui.game import (
    LOST_TITLE,
    MENU_LABEL,
    NEXT_LABEL,
    RETRY_LABEL,
    UNDO_LABEL,
    WON_TITLE,
    Action,
    GameScreen,
    Host,
    message_lines,
)
from arcade.ui.widgets import BoardView, Cell, GameLayout, InfoPanel, Markup, StatusBar, labelled

WIDE_CELLS_UP_TO = 15
"""Boards up to this size get 3-column cells; larger boards get 2-column cells so more of them fit."""
LABEL_WIDTH = 2
"""The row letter and a space, left of every board row."""
PANEL_WIDTH = 30
PANEL_TEXT_WIDTH = PANEL_WIDTH - 4
"""Columns inside a side panel (its frame and one column of padding on each side)."""
MIN_VIEW_CELLS = 10
"""A board larger than the terminal needs room for a window of at least this many cells each way."""
SCROLL_MARGIN = 1
"""Moving the cursor keeps this many cells of the board in view beyond it, where the board goes on."""
NEW_GAME_COLS = 54
LEFT_BUTTON = 1
RIGHT_BUTTON = 3
ZERO_MARK = "·"
UNDONE_NOTE = "Not kept as a best: you took a loss back."
ASSISTED_NOTE = "A tip helped: no best."
"""A win after a tip was shown (the same words as Sokoban's tip)."""
GUESS_NEEDED = "No cell can be proved safe or a Pokémon from what is uncovered: a guess is needed."
FIRST_TIP = "Nothing to deduce yet: uncover any cell (the first one is always safe)."
FIRST_TIP_UNSAFE = "Nothing to deduce yet: the first cell you uncover is a guess."
NOT_GUESS_FREE = "No guess-free board was found for this many Pokémon: this one may need a guess."
HIT_MARK = "☻"
"""After a loss: the Pokémon you uncovered."""
WRONG_FLAG_MARK = "✗"
"""After a loss: a flag on a cell that hid no Pokémon."""
PREFERENCE_KEY = "pokemon.custom"
"""Where the store remembers the new-game form's last settings (size, count, options)."""

ROW_START = Binding("row start", ("home",), "row start", "Move to the first cell of the row")
ROW_END = Binding("row end", ("end",), "row end", "Move to the last cell of the row")
PAGE_UP = Binding("page up", ("page up",), "page up", "Move up by one screen of the board")
PAGE_DOWN = Binding("page down", ("page down",), "page down", "Move down by one screen of the board")
FLAG_CELL = replace(FLAG_BINDING, help="Flag or unflag the cell under the cursor (or right-click it)")
NEW_BOARD = replace(RESTART, hint="new board", help="Deal a new board of this size and count (asks during a game)")
NEW_GAME_FORM = replace(NEW_GAME, help="New game: a preset or any size and count, and the options")
TIP = Binding("hint", ("t",), "tip", "A tip: a provably safe cell or Pokémon, and why (then no best)")

STEP_OF_ACTION = {MOVE_UP.action: (-1, 0), MOVE_DOWN.action: (1, 0), MOVE_LEFT.action: (0, -1),
                  MOVE_RIGHT.action: (0, 1)}


@dataclass(frozen=True)
class Preset:
    """A board of the level list: its level name (scores are kept under it), title, size and Pokémon count."""

    name: str
    title: str
    size: int
    count: int


@functools.cache
def presets() -> tuple[Preset, ...]:
    """The levels of the list that are boards (Easy, Medium, Hard), easiest first."""
    return tuple(Preset(level.name, level.title, int(level.settings["size"]), int(level.settings.get("count", 0)))
                 for level in bundled_levels(find_game("pokemon")) if "size" in level.settings)


@dataclass(frozen=True)
class Settings:
    """What a new game is made of: the board size, the Pokémon count and the three options."""

    size: int
    count: int
    safe_first_reveal: bool = True
    chording: bool = True
    no_guess: bool = False

    @property
    def preset(self) -> Preset | None:
        """The preset this size and count match, if any (the options do not matter)."""
        return next((preset for preset in presets() if (preset.size, preset.count) == (self.size, self.count)), None)

    @property
    def board_key(self) -> str:
        """Size and count as one name, e.g. '9x9-12' (a custom board's best times are kept under it)."""
        return f"{self.size}x{self.size}-{self.count}"

    @property
    def score_key(self) -> str:
        """The name best times are kept under: the preset's level name ('easy'), else the board key."""
        preset = self.preset
        return preset.name if preset is not None else self.board_key

    def data(self) -> dict[str, Any]:
        """The settings as JSON data (a saved game's start, the remembered choices of the form)."""
        return asdict(self)

    @classmethod
    def from_data(cls, data: object) -> Settings:
        """Settings from data(); ValueError unless it holds a size from 1 to 26, a count that fits and yes/no
        options (it comes from the player's disk; data from before No guessing existed has it off)."""
        if not isinstance(data, dict):
            raise ValueError("the settings are not a table")
        size, count = data.get("size"), data.get("count")
        safe, chording, no_guess = data.get("safe_first_reveal"), data.get("chording"), data.get("no_guess", False)
        if not (isinstance(size, int) and not isinstance(size, bool) and 1 <= size <= MAX_GRID_SIZE):
            raise ValueError(f"no board size from 1 to {MAX_GRID_SIZE}: {size!r}")
        if not (isinstance(count, int) and not isinstance(count, bool) and 0 <= count <= size * size):
            raise ValueError(f"no Pokémon count from 0 to {size * size}: {count!r}")
        if not (isinstance(safe, bool) and isinstance(chording, bool) and isinstance(no_guess, bool)):
            raise ValueError("the options are not yes or no")
        return cls(size, count, safe, chording, no_guess)


EASY = Settings(8, 10)


def cell_width_for(size: int) -> int:
    """Columns per cell for a board of this size."""
    return 3 if size <= WIDE_CELLS_UP_TO else 2


def header_rows(size: int) -> int:
    """Rows of column numbers above a board of this size."""
    return 1 if cell_width_for(size) == 3 else 2


def glyph(character: str) -> tuple[str, str]:
    """(palette name, mark) for one character of the game string."""
    if character == UNEXPOSED:
        return "unexposed", UNEXPOSED
    if character == FLAG:
        return "flag", FLAG
    if character == POKEMON:
        return "pokemon", POKEMON
    return f"number {character}", ZERO_MARK if character == "0" else character


def draw_mark(attr: str, mark: str, width: int, cursor: bool = False) -> Cell:
    """One board cell `width` columns wide; the cursor brackets (or points at) the mark on its own colour."""
    if cursor:
        return "cursor", f"[{mark}]" if width == 3 else f">{mark}"
    return attr, f" {mark} " if width == 3 else f" {mark}"


def draw_cell(character: str, width: int, cursor: bool = False) -> Cell:
    """One cell of the game string, drawn `width` columns wide."""
    return draw_mark(*glyph(character), width, cursor)


def column_header(size: int) -> list[list[Cell]]:
    """The column numbers over the board, one cell per column after the label column: one line for 3-column
    cells, tens over units for 2-column cells."""
    pad: Cell = ("coordinates", " " * LABEL_WIDTH)
    if cell_width_for(size) == 3:
        return [[pad, *(("coordinates", f"{number:>2} ") for number in range(1, size + 1))]]
    tens = [("coordinates", f" {number // 10}" if number >= 10 else "  ") for number in range(1, size + 1)]
    units = [("coordinates", f" {number % 10}") for number in range(1, size + 1)]
    return [[pad, *tens], [pad, *units]]


def board_rows(model: PokemonGame, cursor: tuple[int, int] | None) -> list[list[Cell]]:
    """Each board row after its letter, as drawn now. After a loss every Pokémon shows, the one uncovered as
    HIT_MARK, the flags on no Pokémon as WRONG_FLAG_MARK (right flags stay flags); after a win the flags stay."""
    size = model.grid_size
    width = cell_width_for(size)
    marks = [glyph(character) for character in model.game]
    if model.is_lost():
        for index in model.pokemon_locations or ():
            if model.game[index] != FLAG:
                marks[index] = glyph(POKEMON)
        for index in model.wrong_flags():
            marks[index] = ("bad", WRONG_FLAG_MARK)
        if model.lost_at is not None:
            marks[model.lost_at] = ("pokemon hit", HIT_MARK)
    lines = []
    for row in range(size):
        line: list[Cell] = [("coordinates", f"{ALPHA[row]} ")]
        for col in range(size):
            line.append(draw_mark(*marks[position_to_index((row, col), size)], width, cursor == (row, col)))
        lines.append(line)
    return lines


def legend(width: int) -> list[Markup]:
    """What each mark means, the cells drawn as the board draws them at this cell width."""
    return [
        [draw_cell(UNEXPOSED, width), " covered"],
        [draw_cell(FLAG, width), " flag"],
        [draw_cell("0", width), " no Pokémon around"],
        [draw_cell("1", width), draw_cell("2", width), draw_cell("3", width), " Pokémon around"],
        [draw_cell(POKEMON, width), " Pokémon"],
        [draw_mark("pokemon hit", HIT_MARK, width), " Pokémon you uncovered"],
        [draw_mark("bad", WRONG_FLAG_MARK, width), " flag on no Pokémon"],
        [draw_cell(UNEXPOSED, width, cursor=True), " cursor"],
    ]


LEGEND_ROWS = len(legend(3))


class ScrollingBoard(BoardView):
    """The board under its column numbers and after its row letters.

    When the board is larger than the room the layout gives it, only a window of cells is drawn; the window
    moves with the cursor (keeping SCROLL_MARGIN cells beyond it in view where the board goes on, and not moving
    while the cursor stays well inside it, so a click never shifts the board under the mouse), and the numbers
    and letters drawn are always those of the window's columns and rows.
    """

    def __init__(self, on_click: Callable[[int, int, int], None]) -> None:
        super().__init__(3, LABEL_WIDTH, 1, on_click)
        self._header: list[list[Cell]] = []
        self._lines: list[list[Cell]] = []
        self._cursor = (0, 0)
        self._margin = SCROLL_MARGIN
        self.first_row = 0
        """The first board row drawn."""
        self.first_col = 0
        """The first board column drawn."""
        self.visible_rows = 0
        """Board rows drawn (all of them unless the board scrolls)."""
        self.visible_cols = 0
        """Board columns drawn."""

    def show_board(self, header: list[list[Cell]], lines: list[list[Cell]], cursor: tuple[int, int],
                   margin: int = SCROLL_MARGIN) -> None:
        """Draw these lines (each a label, then one item per cell) under the header, keeping the cursor in view."""
        if len(lines) != len(self._lines):
            self.first_row = self.first_col = 0
        self._header, self._lines, self._cursor, self._margin = header, lines, cursor, margin
        self.top = len(header)
        self.show([*header, *lines], follow=cursor)

    @staticmethod
    def _scrolled(first: int, cursor: int, visible: int, size: int, margin: int) -> int:
        """The window's first line or column: moved as little as keeps the cursor `margin` cells from its edge."""
        margin = min(margin, (visible - 1) // 2)
        first = min(first, cursor - margin)
        first = max(first, cursor + margin - visible + 1)
        return min(max(first, 0), size - visible)

    def _draw(self) -> None:
        size = len(self._lines)
        self.view_top = self.view_left = 0
        cols, rows = self._room if self._room is not None else (self.full_width, self.full_height)
        self.visible_cols = min(max((cols - self.left) // self.cell_width, 1), size)
        self.visible_rows = min(max(rows - self.top, 1), size)
        row, col = self._cursor
        self.first_row = self._scrolled(self.first_row, row, self.visible_rows, size, self._margin)
        self.first_col = self._scrolled(self.first_col, col, self.visible_cols, size, self._margin)
        start, end = 1 + self.first_col, 1 + self.first_col + self.visible_cols
        window = [[line[0], *line[start:end]]
                  for line in [*self._header, *self._lines[self.first_row:self.first_row + self.visible_rows]]]
        self.width = self.left + self.visible_cols * self.cell_width
        self.height = self.top + self.visible_rows
        self.show_window(window)

    def cell_at(self, col: int, row: int) -> tuple[int, int] | None:
        if not (self.left <= col < self.width and self.top <= row < self.height):
            return None
        return row - self.top + self.first_row, (col - self.left) // self.cell_width + self.first_col


def on_off(flag: bool) -> str:
    """'on' or 'off'."""
    return "on" if flag else "off"


def whole_number(text: str) -> int | None:
    """The whole number written in text, or None."""
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


FOCUSED = {None: "button focus", "dialog": "button focus", "blurb": "button focus"}
"""The form's focus map: the whole entry, its explanation included, takes the highlight."""


FORM_KEYMAP = Keymap((
    Binding("field", ("up", "down", "tab"), "field", "Move to the entry above or below (Tab: the next one)"),
    Binding("choose", (" ",), "choose", "Choose the highlighted board, tick or untick the highlighted option"),
    Binding("start", ("enter",), "start", "Start the game (in a number or on Start; on another entry: choose it)"),
))
"""The new-game form's keys: its status-bar hints and its help (the shell adds ? and Esc)."""
FORM_HINTS = tuple(FORM_KEYMAP.hint_parts())


class NewGameDialog(urwid.WidgetWrap):
    """The new-game form: a preset or a free size and Pokémon count, the three options, Start and Cancel.

    Choosing a preset fills in the size and count; typing them selects the matching preset (or Custom).
    Enter in a field starts, Tab moves on, Esc cancels. Bad numbers get a message and the form stays.
    at_size: the focus starts in the size field (Custom) rather than on the preset of the settings.
    """

    title = "New game"
    keymap = FORM_KEYMAP

    def __init__(self, settings: Settings, on_start: Callable[[Settings], None],
                 on_cancel: Callable[[], None], at_size: bool = False) -> None:
        self.on_start = on_start
        self.on_cancel = on_cancel
        self._syncing = False
        group: list[urwid.RadioButton] = []
        self.presets: dict[str, urwid.RadioButton] = {}
        for preset in presets():
            radio = urwid.RadioButton(group, f"{preset.title:<7}{preset.size}×{preset.size}, {preset.count} Pokémon",
                                      state=False)
            urwid.connect_signal(radio, "postchange", self._preset_chosen, user_args=[preset.size, preset.count])
            self.presets[preset.title] = radio
        self.custom = urwid.RadioButton(group, "Custom size and count", state=False)
        self.size_edit = urwid.Edit(f"Size (1–{MAX_GRID_SIZE}): ", str(settings.size))
        self.count_edit = urwid.Edit("", str(settings.count))
        for edit in (self.size_edit, self.count_edit):
            urwid.connect_signal(edit, "postchange", self._numbers_changed)
        self.safe_box = urwid.CheckBox("Safe first reveal", settings.safe_first_reveal)
        self.chord_box = urwid.CheckBox("Chording", settings.chording)
        self.no_guess_box = urwid.CheckBox("No guessing", settings.no_guess)
        self.error = urwid.Text("")
        start = urwid.Button("Start")
        cancel = urwid.Button("Cancel")
        urwid.connect_signal(start, "click", lambda _button: self.submit())
        urwid.connect_signal(cancel, "click", lambda _button: self.on_cancel())
        buttons = urwid.GridFlow([self._focusable(start), self._focusable(cancel)], cell_width=10, h_sep=2,
                                 v_sep=0, align=urwid.Align.CENTER)
        self.pile = urwid.Pile([
            *(self._focusable(radio) for radio in group),
            urwid.Divider(),
            self._focusable(self.size_edit),
            self._focusable(self.count_edit),
            urwid.Divider(),
            self._option(self.safe_box, "the first cell you uncover is never a Pokémon and opens a section"),
            self._option(self.chord_box, "uncovering a number whose flags match it uncovers its other neighbours"),
            self._option(self.no_guess_box, "from the first cell on, every safe cell can be found without a guess"),
            self.error,
            buttons,
        ])
        self._numbers_changed()
        box = urwid.LineBox(urwid.Padding(self.pile, left=1, right=1), title="New game", title_attr="dialog title")
        super().__init__(urwid.AttrMap(box, "dialog"))
        preset = settings.preset
        chosen = self.presets[preset.title] if preset is not None else self.custom
        self.pile.focus_position = group.index(chosen)
        if at_size:  # ready to type a size of one's own
            self.pile.focus_position = len(group) + 1
            self.size_edit.set_edit_pos(len(self.size_edit.edit_text))

    @classmethod
    def _option(cls, box: urwid.CheckBox, explanation: str) -> urwid.Widget:
        """A check box with a dim explanation under it, indented to its label; the highlight covers both."""
        return cls._focusable(urwid.Pile([box, urwid.Padding(urwid.Text(("blurb", explanation)), left=4)]))

    @staticmethod
    def _focusable(widget: urwid.Widget) -> urwid.Widget:
        """The widget in the dialog colours, highlighted (all of it) while it has the focus."""
        return urwid.AttrMap(widget, "dialog", focus_map=FOCUSED)

    def _preset_chosen(self, size: int, count: int, radio: urwid.RadioButton, _old_state: bool) -> None:
        """A preset was selected: write its size and count into the fields."""
        if radio.get_state() is True and not self._syncing:
            self._syncing = True
            self.size_edit.set_edit_text(str(size))
            self.count_edit.set_edit_text(str(count))
            self._syncing = False
            self._numbers_changed()

    def _numbers_changed(self, *_args: object) -> None:
        """Follow the fields: the count's range and which preset is selected."""
        size = whole_number(self.size_edit.edit_text)
        in_range = size is not None and 1 <= size <= MAX_GRID_SIZE
        self.count_edit.set_caption(f"Pokémon (0–{size**2}): " if size is not None and in_range else "Pokémon: ")
        if self._syncing:
            return
        count = whole_number(self.count_edit.edit_text)
        preset = Settings(size, count).preset if size is not None and count is not None else None
        self._syncing = True
        (self.presets[preset.title] if preset is not None else self.custom).set_state(True, do_callback=False)
        self._syncing = False

    def read(self) -> Settings | None:
        """The settings the form describes, or None after showing what is wrong."""
        size = whole_number(self.size_edit.edit_text)
        if size is None or not 1 <= size <= MAX_GRID_SIZE:
            return self._complain(f"Size: a whole number from 1 to {MAX_GRID_SIZE}, please.")
        count = whole_number(self.count_edit.edit_text)
        if count is None or count > size * size:
            return self._complain(f"Pokémon: a whole number from 0 to {size * size}, please.")
        self.error.set_text("")
        return Settings(size, count, self.safe_box.get_state(), self.chord_box.get_state(),
                        self.no_guess_box.get_state())

    def _complain(self, problem: str) -> None:
        """Show what is wrong with the form."""
        self.error.set_text(("dialog error", problem))
        return None

    def submit(self) -> None:
        """Start a game with the form's settings, if they are valid."""
        settings = self.read()
        if settings is not None:
            self.on_start(settings)

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key == "esc":
            self.on_cancel()
            return None
        if key == "enter" and self.pile.focus is not None and \
                self.pile.focus.base_widget in (self.size_edit, self.count_edit):
            self.submit()
            return None
        if key in ("tab", "shift tab"):
            key = "down" if key == "tab" else "up"
        before = self.pile.focus_position
        super().keypress(size, key)
        focus = self.pile.focus.base_widget if self.pile.focus is not None else None
        if self.pile.focus_position != before and isinstance(focus, urwid.Edit):
            focus.set_edit_pos(len(focus.edit_text))  # arriving in a field: type after what is there
        return None  # a modal form keeps every key to itself


def settings_of(level: Level | None) -> Settings:
    """The board a level of the list describes (Easy for none, or for Custom until the form is filled in)."""
    if level is None or "size" not in level.settings:
        return EASY
    return Settings(int(level.settings["size"]), int(level.settings.get("count", 0)),
                    no_guess=bool(level.settings.get("no_guess", False)))


def is_custom(level: Level | None) -> bool:
    """Whether a level of the list is Custom (the form) rather than a board."""
    return level is not None and "size" not in level.settings


class PokemonScreen(GameScreen):
    """One game of Pokémon minesweeper, with a new-game form for size, count and options."""

    bindings = (*MOVES, REVEAL, FLAG_CELL, TIP, NEW_BOARD, NEW_GAME_FORM, ROW_START, ROW_END, PAGE_UP, PAGE_DOWN)
    saves_games = True
    rules = ("Uncover every cell without a Pokémon; flag every Pokémon. A number counts the Pokémon in the eight "
             "cells around it. Uncover a Pokémon and you lose (Undo steps back, but a win is then no best). The "
             f"timer pauses under dialogs. Big boards scroll with the cursor. {SEED_VARIABLE}=N repeats a game.")

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        self.rng = seeded_random()
        """The screen's one random source: it draws each board's seed."""
        self.board_seed = self.rng.getrandbits(32)
        """The seed of the board in play (its Pokémon are drawn from random.Random(board_seed))."""
        self.clock: Callable[[], float] = time.monotonic
        self.settings = settings_of(level)
        self.model = self._model_for(self.settings, self.board_seed)
        self.cursor = self._centre()
        self.started_at: float | None = None
        self.stopped_at: float | None = None
        self.paused_at: float | None = None
        self._alarm: object | None = None
        self._margin = SCROLL_MARGIN
        """Cells kept in view beyond the cursor when the board is redrawn (0 for a click)."""
        self._form: NewGameDialog | None = None
        """The new-game form while it is open."""
        self.tips_shown = 0
        """Tips shown on this board (a win after one is no best)."""
        self._tip_for: tuple[str, Deduction | None] | None = None
        """The game string a tip was last worked out for, and the tip (asking and showing it share the work)."""
        self.board = ScrollingBoard(self.clicked)
        self.panel = InfoPanel("Pokémon")
        self.legend = InfoPanel("Legend")
        self.layout = GameLayout(self.board, [self.panel, self.legend], PANEL_WIDTH)
        super().__init__(host, game, level, self.layout)
        self._fit_board_to_size()
        self.new_play()
        self.refresh()

    @staticmethod
    def _model_for(settings: Settings, seed: int) -> PokemonGame:
        """The board of these settings whose Pokémon are drawn from random.Random(seed) alone (as
        `arcade --plain pokemon --seed <seed>` places them, the options off)."""
        return PokemonGame(settings.size, settings.count, random.Random(seed),
                           safe_first_reveal=settings.safe_first_reveal, chording=settings.chording,
                           no_guess=settings.no_guess)

    def _centre(self) -> tuple[int, int]:
        """Where the cursor starts: the middle of the board."""
        middle = self.settings.size // 2
        return middle, middle

    def _fit_board_to_size(self) -> None:
        """Cell width, header and legend for the board's size."""
        size = self.settings.size
        self.board.cell_width = cell_width_for(size)
        self.board.top = header_rows(size)
        self.legend.show(legend(cell_width_for(size)))

    # -- scores ----------------------------------------------------------------------------------
    def best_seconds(self) -> int | None:
        """The best time for this board (a preset's old best under its board key was renamed when the arcade's
        old scores file was imported: levels.toml names it `formerly`)."""
        best = self.host.scores.best(self.game.id, self.settings.score_key)
        return best["seconds"] if best is not None and "seconds" in best else None

    # -- drawing ---------------------------------------------------------------------------------
    def _panel_lines(self) -> list[Markup]:
        """The status panel's lines."""
        settings = self.settings
        preset = settings.preset
        best = self.best_seconds()
        flags_left = self.model.flags_left()
        return [
            labelled("Board", f"{settings.size}×{settings.size} ({preset.title if preset else 'custom'})"),
            labelled("Pokémon", settings.count),
            labelled("Flags left", flags_left, "bad" if flags_left < 0 else "panel value"),
            labelled("Time", f"{self.elapsed()} s"),
            labelled("Best", f"{best} s" if best is not None else "-"),
            "",
            labelled("Safe first reveal", on_off(settings.safe_first_reveal)),
            labelled("Chording", on_off(settings.chording)),
            labelled("No guessing", "not found" if self.model.guess_free is False else on_off(settings.no_guess)),
        ]

    def draw_board(self, margin: int = SCROLL_MARGIN) -> None:
        """Redraw the board, keeping the cursor in view."""
        self.board.show_board(column_header(self.settings.size), board_rows(self.model, self.cursor), self.cursor,
                              margin)
        self.layout.fit_board()

    def refresh(self) -> None:
        """Redraw the board and the panel from the model."""
        self.draw_board()
        self.panel.show(self._panel_lines())

    @property
    def min_size(self) -> tuple[int, int]:
        size = self.settings.size
        view = min(size, MIN_VIEW_CELLS)
        board_cols = LABEL_WIDTH + view * cell_width_for(size)
        board_rows_needed = header_rows(size) + view
        side_rows = len(self._panel_lines()) + 2 + LEGEND_ROWS + 2
        end_sizes = [Dialog(*self._end_parts(won)).preferred_size() for won in (False, True)]
        end_cols, end_rows = max(cols for cols, _ in end_sizes), max(rows for _, rows in end_sizes)
        form_rows = NewGameDialog(self.settings, lambda _s: None, lambda: None).rows((NEW_GAME_COLS,))
        return (max(board_cols + GameLayout.GAP + PANEL_WIDTH, end_cols, NEW_GAME_COLS),
                max(board_rows_needed, side_rows, end_rows, form_rows) + StatusBar.ROWS)

    # -- timer -----------------------------------------------------------------------------------
    def elapsed(self) -> int:
        """Whole seconds of play since the first reveal (not counting time under dialogs; frozen at the end)."""
        return int(self.elapsed_seconds())

    def elapsed_seconds(self) -> float:
        """Seconds of play since the first reveal, fractions included (what a saved game keeps)."""
        if self.started_at is None:
            return 0.0
        end = next((moment for moment in (self.stopped_at, self.paused_at) if moment is not None), None)
        return (end if end is not None else self.clock()) - self.started_at

    def timer_running(self) -> bool:
        """Whether the clock is counting."""
        return self.started_at is not None and self.stopped_at is None and self.paused_at is None

    def _start_timer(self) -> None:
        """Start counting (once per game)."""
        if self.started_at is None:
            self.started_at = self.clock()
            self._schedule_tick()

    def _schedule_tick(self) -> None:
        """Ask the loop to call _tick at the next whole second of play."""
        loop = self.host.loop
        if loop is None or not self.timer_running():
            return
        assert self.started_at is not None
        delay = 1.0 - (self.clock() - self.started_at) % 1.0
        self._alarm = loop.set_alarm_in(max(delay, 0.01), self._tick)

    def _tick(self, _loop: object = None, _data: object = None) -> None:
        """One second later: redraw the time and schedule the next tick."""
        self._alarm = None
        if self.timer_running():
            self.panel.show(self._panel_lines())
            self._schedule_tick()

    def _stop_timer(self) -> None:
        """Freeze the time and drop the pending tick."""
        if self.started_at is not None and self.stopped_at is None:
            self.stopped_at = self.paused_at if self.paused_at is not None else self.clock()
            self.paused_at = None
        self._cancel_alarm()

    def _continue_timer(self) -> None:
        """Count on from where the timer stopped (after a loss taken back)."""
        if self.started_at is not None and self.stopped_at is not None:
            self.started_at += self.clock() - self.stopped_at
            self.stopped_at = None
            self._schedule_tick()

    def _cancel_alarm(self) -> None:
        """Drop the pending tick, if any."""
        if self._alarm is not None and self.host.loop is not None:
            self.host.loop.remove_alarm(self._alarm)
        self._alarm = None

    def _reset_timer(self) -> None:
        """Back to 0 s, not counting (a new board)."""
        self._cancel_alarm()
        self.started_at = self.stopped_at = self.paused_at = None

    def on_dialog(self, open_: bool) -> None:
        """The timer pauses while a dialog or the help is open."""
        if open_ and self.timer_running():
            self.paused_at = self.clock()
            self._cancel_alarm()
        elif not open_ and self.paused_at is not None and self.started_at is not None:
            self.started_at += self.clock() - self.paused_at
            self.paused_at = None
            self.panel.show(self._panel_lines())
            self._schedule_tick()

    def on_leave(self) -> None:
        self._stop_timer()

    def on_show(self) -> None:
        if is_custom(self.level_info):
            self.open_new_game(on_cancel=self.host.back_to_menu)  # Custom: the form first; Cancel goes back

    # -- actions ---------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.model.has_started() and not self.model.is_over()

    def on_action(self, action: str) -> bool:
        last = self.settings.size - 1
        row, col = self.cursor
        page = max(self.board.visible_rows, 1)
        jumps = {ROW_START.action: (row, 0), ROW_END.action: (row, last), PAGE_UP.action: (row - page, col),
                 PAGE_DOWN.action: (row + page, col)}
        if action in STEP_OF_ACTION:
            d_row, d_col = STEP_OF_ACTION[action]
            self.move_to(row + d_row, col + d_col)
        elif action in jumps:
            self.move_to(*jumps[action])
        elif action == REVEAL.action:
            self._take_at_cursor(REVEAL_ACTION)
        elif action == FLAG_CELL.action:
            self._take_at_cursor(FLAG_ACTION)
        elif action == TIP.action:
            self.ask_tip()
        elif action == NEW_GAME_FORM.action:
            self.open_new_game()
        elif action == NEW_BOARD.action:
            self.ask_then("Throw this board away and deal a new one of the same size?", self.restart,
                          title="New board?")
        else:
            return False
        return True

    def move_to(self, row: int, col: int) -> None:
        """Move the cursor there, stopping at the edges."""
        last = self.settings.size - 1
        self.cursor = min(max(row, 0), last), min(max(col, 0), last)
        self.draw_board()

    def clicked(self, button: int, row: int, col: int) -> None:
        """A mouse press on a cell: the cursor goes there; left button reveals, right button flags."""
        self.cursor = row, col
        kind = {LEFT_BUTTON: REVEAL_ACTION, RIGHT_BUTTON: FLAG_ACTION}.get(button)
        self._margin = 0  # a click never moves the board under the mouse
        try:
            if kind is not None:
                self._take_at_cursor(kind)
            else:
                self.draw_board()
        finally:
            self._margin = SCROLL_MARGIN

    def _take_at_cursor(self, kind: str) -> None:
        """The player reveals or flags the cell under the cursor: an action of the game, once it is not over."""
        if self.model.is_over():
            self.draw_board()
        else:
            self.take([kind, self._cursor_index()])

    def _cursor_index(self) -> int:
        """The game-string index under the cursor."""
        return position_to_index(self.cursor, self.settings.size)

    def _name(self, index: int) -> str:
        """A cell as the original names it, e.g. C4."""
        return cell_name(index, self.settings.size)

    # -- the game in play as data ------------------------------------------------------------------
    def start_data(self) -> dict[str, Any]:
        """The settings, the board's seed and the screen's random source as it stands after drawing it (so a
        resumed game deals the same boards after this one)."""
        version, internal, gauss = self.rng.getstate()
        return {**self.settings.data(), "seed": self.board_seed, "rng": [version, list(internal), gauss]}

    def begin(self, start: dict[str, Any]) -> None:
        """The board a saved game started from: its settings (and the level they count as), its seed, and the
        random source where it stood; ValueError if the data does not describe one."""
        settings = Settings.from_data(start)
        seed, state = start.get("seed"), start.get("rng")
        if not (isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0):
            raise ValueError(f"no board seed: {seed!r}")
        if not (isinstance(state, list) and len(state) == 3 and isinstance(state[1], list)):
            raise ValueError("no state of the random source")
        try:
            self.rng.setstate((state[0], tuple(state[1]), state[2]))
        except (TypeError, ValueError, OverflowError) as error:
            raise ValueError(f"the random source's state does not fit: {error}") from None
        self._set_board(settings, seed)

    def perform(self, action: Action) -> None:
        """Reveal or flag a cell ([kind, index]; the cursor goes there), or take the fatal reveal back."""
        kind, index = parse_action(action, self.settings.size)
        if kind == UNDO_LOSS_ACTION:
            if not self.model.can_undo_loss():
                raise ValueError("no loss to take back")
            self.undo()
            return
        if kind == TIP_ACTION:
            tip = self.tip()
            if tip is None:
                raise ValueError("no cell to show a tip for")
            self.show_tip(tip)
            return
        if self.model.is_over():
            raise ValueError(f"the game is over: {action!r}")
        assert index is not None
        self.cursor = divmod(index, self.settings.size)
        if kind == REVEAL_ACTION:
            self.reveal()
        else:
            self.flag()

    def play_record(self) -> dict[str, Any]:
        """The start and the actions, and the seconds played so far (a resumed timer counts on from them)."""
        return {**super().play_record(), "elapsed": round(self.elapsed_seconds(), 3)}

    def resume(self, record: dict[str, Any]) -> None:
        """Rebuild a saved game by replaying its actions, then set the timer to the seconds it had been played."""
        elapsed = record.get("elapsed", 0) if isinstance(record, dict) else 0
        if not (isinstance(elapsed, int | float) and not isinstance(elapsed, bool) and math.isfinite(elapsed)
                and elapsed >= 0):
            raise ValueError(f"no time played: {elapsed!r}")
        self._close_form()  # Custom opens with the form: a saved custom game takes its place
        super().resume(record)  # replays with the base class's `replaying` set
        if self.model.is_over():
            raise ValueError("the saved game had ended")
        self._reset_timer()
        if self.model.has_started():
            self.started_at = self.clock() - elapsed
            self._schedule_tick()
        self.refresh()
        self.host.refresh_chrome()

    def progress(self) -> str:
        """Flags placed and time played, e.g. '3 flags, 1:02' (short: the menu's Continue line holds it at 80
        columns after the game's and the level's titles)."""
        flags = self.model.flags_placed()
        minutes, seconds = divmod(self.elapsed(), 60)
        return f"{flags} flag{'' if flags == 1 else 's'}, {minutes}:{seconds:02d}"

    @property
    def records_under(self) -> str:
        """The board's score key: a preset's level name, or size and count for a custom board ('9x9-12'), so each
        custom board has bests of its own (its save stays under the level it counts as)."""
        return self.settings.score_key

    # -- play ------------------------------------------------------------------------------------
    def _show_play(self) -> None:
        """Redraw after an action (not while a saved game is replayed: it is drawn once at the end)."""
        if not self.replaying:
            self.draw_board(self._margin)
            self.panel.show(self._panel_lines())

    def reveal(self) -> None:
        """Uncover the cell under the cursor and report what happened."""
        placed = self.model.pokemon_locations is not None
        result = self.model.reveal(self._cursor_index())
        if result in ("opened", "pokemon"):
            self._start_timer()
        name = self._name(self._cursor_index())
        messages = {
            "flagged": f"{name} is flagged: press f to take the flag off first.",
            "exposed": f"{name} is already uncovered.",
        }
        if not placed and self.model.guess_free is False:
            messages["opened"] = NOT_GUESS_FREE
        self.host.set_message(messages.get(result, ""))
        self._show_play()
        self._check_end()

    def flag(self) -> None:
        """Place or remove a flag on the cell under the cursor."""
        if not self.model.toggle_flag(self._cursor_index()):
            self.host.set_message(f"{self._name(self._cursor_index())} is uncovered: only covered cells take a flag.")
            self._show_play()
            return
        self.host.set_message("")
        self._show_play()
        self._check_end()

    def tip(self) -> Deduction | None:
        """The first cell deduction proves that the player has not acted on (covered and safe, or a Pokémon
        without its flag), in the order the rules find them, so its reason rests only on what is uncovered or
        flagged; None when there is none (or the game has not started or is over)."""
        model = self.model
        if model.is_over() or not model.has_started():
            return None
        if self._tip_for is None or self._tip_for[0] != model.game:
            found = deductions(model.game, model.grid_size, model.number_of_pokemons)
            tip = next((deduction for deduction in found
                        if not deduction.pokemon or model.game[deduction.cell] != FLAG), None)
            self._tip_for = model.game, tip
        return self._tip_for[1]

    def ask_tip(self) -> None:
        """The tip key: show a provable cell (an action of the game: it is then assisted), or say why there is
        none."""
        if self.model.is_over():
            return
        if not self.model.has_started():
            safe = self.settings.safe_first_reveal or self.settings.no_guess
            self.host.set_message(FIRST_TIP if safe else FIRST_TIP_UNSAFE)
        elif self.tip() is None:
            self.host.set_message(GUESS_NEEDED)
        else:
            self.take(TIP_ACTION)

    def show_tip(self, tip: Deduction) -> None:
        """Put the cursor on the tip's cell and say why it is safe or a Pokémon."""
        self.tips_shown += 1
        size = self.settings.size
        self.cursor = divmod(tip.cell, size)
        reason = tip.reason(size)
        if not tip.pokemon and self.model.game[tip.cell] == FLAG:
            reason = reason.replace(" is safe:", " is safe (wrong flag):", 1)
        self.host.set_message(reason)
        self._show_play()

    def _deal(self, settings: Settings) -> None:
        """Put a new board of these settings in play, its seed drawn from the screen's random source."""
        self._set_board(settings, self.rng.getrandbits(32))

    def _set_board(self, settings: Settings, seed: int) -> None:
        """Put the board of these settings and this seed in play (the level it counts as, cursor, timer, layout)."""
        self.settings = settings
        self.level_info = self.level_for(settings)
        self.model = self._model_for(settings, seed)
        self.board_seed = seed
        self.tips_shown = 0
        self._reset_timer()
        self.cursor = self._centre()
        self._fit_board_to_size()

    def restart(self) -> None:
        """A new board of the same size and count (the original's ':)'), a new game in the records."""
        self._deal(self.settings)
        self.new_play()
        self.host.set_message(RESTARTED)
        self.refresh()

    def remembered_settings(self) -> Settings | None:
        """The settings the new-game form last started a game with, if the store remembers sound ones."""
        try:
            return Settings.from_data(self.host.scores.preference(PREFERENCE_KEY))
        except ValueError:
            return None

    def open_new_game(self, on_cancel: Callable[[], None] | None = None) -> None:
        """Show the new-game form, filled in with the player's last choices (else this board's settings); Cancel:
        close it, or run on_cancel instead."""
        def cancel() -> None:
            self._close_form()
            if on_cancel is not None:
                on_cancel()

        self._form = NewGameDialog(self.remembered_settings() or self.settings, self.start_from_form, cancel,
                                   at_size=is_custom(self.level_info))
        self.host.show_overlay(self._form, NEW_GAME_COLS, None, FORM_HINTS)

    def _close_form(self) -> None:
        """Close the new-game form, if it is open."""
        if self._form is not None:
            self._form = None
            self.host.close_dialog()

    def level_for(self, settings: Settings) -> Level | None:
        """The level of the list a board counts as: its preset, else Custom."""
        levels = bundled_levels(self.game)
        preset = settings.preset
        wanted = (lambda level: level.name == preset.name) if preset is not None else is_custom
        return next((level for level in levels if wanted(level)), self.level_info)

    def start_from_form(self, settings: Settings) -> None:
        """The form's Start: a game with these settings, which the store remembers for the next form."""
        self.start_new_game(settings)
        try:
            self.host.scores.set_preference(PREFERENCE_KEY, settings.data())
        except StoreError as error:
            self.host.set_message(f"Your choices could not be remembered: {error}.")

    def start_new_game(self, settings: Settings) -> None:
        """Close the form and start a game with these settings (a preset's size and count count as that preset);
        a game in progress is kept in the records as abandoned."""
        self._close_form()
        if self.in_progress():
            self.record_end("abandoned", {})
        self._deal(settings)
        self.new_play()
        self.host.set_message(f"New game: {settings.size}×{settings.size}, {settings.count} Pokémon.")
        self.refresh()
        self.host.refresh_chrome()

    # -- the end ---------------------------------------------------------------------------------
    def next_level(self) -> Level | None:
        """Next goes on to the next preset (Easy → Medium → Hard); Hard and custom boards have none."""
        following = super().next_level() if self.settings.preset is not None else None
        return following if following is not None and not is_custom(following) else None

    def _check_end(self) -> None:
        """Stop the timer once the game is won or lost; record it and show the end dialog (not in a replay)."""
        if self.model.is_won() or self.model.is_lost():
            self._stop_timer()
            if not self.replaying:
                self._end(won=self.model.is_won())

    def _win_lines(self) -> tuple[str, str]:
        """Record the win; its sentence, and what became of the time: 'New best.', not kept, or ''."""
        seconds = self.elapsed()
        undone, tipped = self.model.losses_undone > 0, self.tips_shown > 0
        kept = self.record_end("won", {"seconds": seconds}, assisted=undone or tipped)
        return f"{WON} {seconds} seconds.", UNDONE_NOTE if undone else ASSISTED_NOTE if tipped else kept

    def _loss_lines(self) -> tuple[str, str]:
        """The loss sentence, and what Undo does."""
        where = self._name(self.model.lost_at) if self.model.lost_at is not None else "that cell"
        return (f"A Pokémon hid at {where}: you scared them all away.",
                "Undo puts the board back as it was before that step.")

    def _end_parts(self, won: bool) -> tuple[str, str, list[Choice]]:
        """(title, message, choices) of the largest end dialog of this kind, for measuring it."""
        lines = self._loss_lines() if not won else (f"{WON} 99999 seconds.", UNDONE_NOTE)
        labels = [NEXT_LABEL, RETRY_LABEL, MENU_LABEL] if won else [UNDO_LABEL, RETRY_LABEL, MENU_LABEL]
        choices = [Choice(label, label[0].lower(), lambda: None) for label in labels]
        return (WON_TITLE if won else LOST_TITLE), message_lines(*lines), choices

    def _end(self, won: bool) -> None:
        """Record the game (a win's time is no best after a loss was taken back) and show the end dialog."""
        if won:
            lines = self._win_lines()
        else:
            lines = self._loss_lines()
            self.record_end("lost", {"seconds": self.elapsed()})
        self.host.set_message(lines[0])
        self.panel.show(self._panel_lines())
        undo = (lambda: self.take(UNDO_LOSS_ACTION)) if self.model.can_undo_loss() else None
        self.end_game(won, message_lines(*lines), retry=self.restart, undo=undo)

    def undo(self) -> None:
        """Take back the reveal that lost: the board as before it, the timer counting on."""
        lost_at = self.model.lost_at
        if not self.model.undo_loss():
            return
        self._continue_timer()
        self.host.set_message(f"Took back the step onto {self._name(lost_at)}." if lost_at is not None else "")
        if not self.replaying:
            self.refresh()
