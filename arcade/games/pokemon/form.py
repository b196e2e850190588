"""Pokémon's new-game form: a preset or a free width, height and Pokémon count, the options, Start and Cancel.

The presets stand in two columns (the arcade's Easy, Medium, Hard; the world-standard Beginner, Intermediate,
Expert), Width and Height share a line, so the form fits 80×24. Enter starts from anywhere in the form but its
Cancel button, Space ticks a box or picks a preset; the form and the status bar say so.
The screen (screen.py) opens it, and asks before its Start throws a game in progress away.
"""

from __future__ import annotations

from collections.abc import Callable

import urwid

from arcade.games.pokemon.grid import MAX_HEIGHT, MAX_WIDTH, Grid
from arcade.games.pokemon.settings import Preset, Settings, presets
from arcade.keys import Binding, Keymap

NEW_GAME_COLS = 54
"""The form's width."""
PRESET_COLUMNS = 2
"""The presets stand in this many columns, in the list's order down each (Easy, Medium, Hard, then Beginner, …)."""
PRESETS_HEADING = "Boards: width×height, Pokémon"


def whole_number(text: str) -> int | None:
    """The whole number written in text, or None."""
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


FOCUSED = {None: "button focus", "dialog": "button focus", "blurb": "button focus"}
"""The form's focus map: the whole entry, its explanation included, takes the highlight."""


FORM_KEYMAP = Keymap((
    Binding("field", ("up", "down", "tab"), "field", "Move to the entry above or below (Tab: the next one)"),
    Binding("tick", (" ",), "tick/pick", "Tick or untick the highlighted option, or pick the highlighted preset"),
    Binding("start", ("enter",), "start", "Start the game from anywhere in the form (on Cancel: cancel)"),
))
"""The new-game form's keys: its status-bar hints and its help (the shell adds ? and Esc)."""
FORM_HINTS = tuple(FORM_KEYMAP.hint_parts())
FORM_KEYS = "Enter start · Space tick a box or pick a preset"
"""The same keys in the form's own words, under its options."""


class NewGameDialog(urwid.WidgetWrap):
    """The new-game form: a preset or a free width, height and Pokémon count, the four options, Start and Cancel.

    Choosing a preset fills in the width, height and count; typing them selects the matching preset (the one
    selected, where two match, else the first) or Custom. Enter starts from anywhere in the form (on a preset it
    first chooses it; on the Cancel button it cancels), Space ticks a box or picks a preset, Tab moves on (to
    Height from Width), Esc cancels. Bad numbers get a message and the form stays. at_size: the focus starts in the
    width field (Custom) rather than on the preset of the settings.
    """

    title = "New game"
    keymap = FORM_KEYMAP

    def __init__(self, settings: Settings, on_start: Callable[[Settings], None],
                 on_cancel: Callable[[], None], at_size: bool = False) -> None:
        self.on_start = on_start
        self.on_cancel = on_cancel
        self._syncing = False
        self._picked = settings.preset
        """The preset picked last (or the settings' own): typed numbers that match it and another select it."""
        group: list[urwid.RadioButton] = []
        self.presets: dict[str, urwid.RadioButton] = {}
        self._preset_of: dict[urwid.RadioButton, Preset] = {}
        columns = preset_columns(presets())
        for column in columns:
            title_width = max(len(preset.title) for preset in column)
            for preset in column:
                radio = urwid.RadioButton(group, preset_label(preset, title_width), state=False)
                urwid.connect_signal(radio, "postchange", self._preset_chosen, user_args=[preset])
                self.presets[preset.title] = radio
                self._preset_of[radio] = preset
        self.custom = urwid.RadioButton(group, "Custom: any width, height and count", state=False)
        grid = settings.grid
        self.width_edit = urwid.Edit(f"Width (1–{MAX_WIDTH}): ", str(grid.width))
        self.height_edit = urwid.Edit(f"Height (1–{MAX_HEIGHT}): ", str(grid.height))
        self.count_edit = urwid.Edit("", str(settings.count))
        for edit in (self.width_edit, self.height_edit, self.count_edit):
            urwid.connect_signal(edit, "postchange", self._numbers_changed)
        self.shape_row = urwid.Columns([self._focusable(self.width_edit), self._focusable(self.height_edit)],
                                       dividechars=2)
        self.safe_box = urwid.CheckBox("Safe first reveal", settings.safe_first_reveal)
        self.chord_box = urwid.CheckBox("Chording", settings.chording)
        self.no_guess_box = urwid.CheckBox("No guessing", settings.no_guess)
        self.marks_box = urwid.CheckBox("? marks: f makes a flag, then ?, then covered", settings.question_marks)
        for box in (self.safe_box, self.no_guess_box):  # a safe first cell caps the count: the caption follows
            urwid.connect_signal(box, "postchange", self._numbers_changed)
        self.error = urwid.Text("")
        start = urwid.Button("Start")
        cancel = self.cancel_button = urwid.Button("Cancel")
        urwid.connect_signal(start, "click", lambda _button: self.submit())
        urwid.connect_signal(cancel, "click", lambda _button: self.on_cancel())
        buttons = urwid.GridFlow([self._focusable(start), self._focusable(cancel)], cell_width=10, h_sep=2,
                                 v_sep=0, align=urwid.Align.CENTER)
        self.preset_rows = preset_rows(columns, self.presets, self._focusable)
        self.pile = urwid.Pile([
            urwid.Text(("blurb", PRESETS_HEADING)),
            *self.preset_rows,
            self._focusable(self.custom),
            self.shape_row,
            self._focusable(self.count_edit),
            self._option(self.safe_box, "the first cell you uncover is never a Pokémon and opens a section"),
            self._option(self.chord_box, "uncovering a number whose flags match it uncovers its other neighbours"),
            self._option(self.no_guess_box, "from the first cell on, every safe cell can be found without a guess"),
            self._focusable(self.marks_box),
            urwid.Text(("blurb", FORM_KEYS), align=urwid.Align.CENTER),
            self.error,
            buttons,
        ])
        self._numbers_changed()
        box = urwid.LineBox(urwid.Padding(self.pile, left=1, right=1), title="New game", title_attr="dialog title")
        super().__init__(urwid.AttrMap(box, "dialog"))
        preset = settings.preset
        chosen = self.presets[preset.title] if preset is not None else self.custom
        chosen.set_state(True, do_callback=False)
        self._focus_on(chosen)
        if at_size:  # ready to type a size of one's own
            self.pile.focus_position = self.pile.contents.index((self.shape_row, self.pile.options()))
            self.shape_row.focus_position = 0
            self.width_edit.set_edit_pos(len(self.width_edit.edit_text))

    @classmethod
    def _option(cls, box: urwid.CheckBox, explanation: str) -> urwid.Widget:
        """A check box with a dim explanation under it, indented to its label; the highlight covers both."""
        return cls._focusable(urwid.Pile([box, urwid.Padding(urwid.Text(("blurb", explanation)), left=4)]))

    @staticmethod
    def _focusable(widget: urwid.Widget) -> urwid.Widget:
        """The widget in the dialog colours, highlighted (all of it) while it has the focus."""
        return urwid.AttrMap(widget, "dialog", focus_map=FOCUSED)

    def _focus_on(self, radio: urwid.RadioButton) -> None:
        """Put the focus on a preset's (or Custom's) button."""
        for position, (widget, _options) in enumerate(self.pile.contents):
            if isinstance(widget, urwid.Columns):
                for column, (cell, _cell_options) in enumerate(widget.contents):
                    if cell.base_widget is radio:
                        self.pile.focus_position, widget.focus_position = position, column
                        return
            elif widget.base_widget is radio:
                self.pile.focus_position = position
                return

    def _preset_chosen(self, preset: Preset, radio: urwid.RadioButton, _old_state: bool) -> None:
        """A preset was selected: write its width, height and count into the fields."""
        if radio.get_state() is True and not self._syncing:
            self._picked = preset
            self._syncing = True
            self.width_edit.set_edit_text(str(preset.grid.width))
            self.height_edit.set_edit_text(str(preset.grid.height))
            self.count_edit.set_edit_text(str(preset.count))
            self._syncing = False
            self._numbers_changed()

    def _grid(self) -> Grid | None:
        """The board the width and height fields describe, when both are within bounds."""
        width, height = whole_number(self.width_edit.edit_text), whole_number(self.height_edit.edit_text)
        if width is None or height is None or not (1 <= width <= MAX_WIDTH and 1 <= height <= MAX_HEIGHT):
            return None
        return Grid(width, height)

    def _selected_preset(self) -> Preset | None:
        """The preset whose button is selected (None: Custom)."""
        return next((preset for radio, preset in self._preset_of.items() if radio.get_state()), None)

    def _numbers_changed(self, *_args: object) -> None:
        """Follow the fields: the count's range and which preset is selected (the one picked last, where two
        match)."""
        grid = self._grid()
        self.count_edit.set_caption(f"Pokémon (0–{self._most(grid)}): " if grid is not None else "Pokémon: ")
        if self._syncing:
            return
        count = whole_number(self.count_edit.edit_text)
        settings = Settings(grid.width, count, height=grid.height) if grid is not None and count is not None else None
        preset = settings.choosing(self._picked).preset if settings is not None else None
        self._syncing = True
        (self.presets[preset.title] if preset is not None else self.custom).set_state(True, do_callback=False)
        self._syncing = False

    def read(self) -> Settings | None:
        """The settings the form describes (counting as the preset selected), or None after showing what is
        wrong."""
        width, height = whole_number(self.width_edit.edit_text), whole_number(self.height_edit.edit_text)
        if width is None or not 1 <= width <= MAX_WIDTH:
            return self._complain(f"Width: a whole number from 1 to {MAX_WIDTH}, please.")
        if height is None or not 1 <= height <= MAX_HEIGHT:
            return self._complain(f"Height: a whole number from 1 to {MAX_HEIGHT}, please.")
        grid = Grid(width, height)
        count = whole_number(self.count_edit.edit_text)
        most = self._most(grid)
        if count is None or count > most:
            return self._complain(f"Pokémon: a whole number from 0 to {most}, please.")
        self.error.set_text("")
        settings = Settings(width, count, self.safe_box.get_state(), self.chord_box.get_state(),
                            self.no_guess_box.get_state(), self.marks_box.get_state(), height)
        return settings.choosing(self._selected_preset())

    def _most(self, grid: Grid) -> int:
        """The largest count for this board: one cell fewer than the board while the first cell is kept safe (safe
        first reveal or No guessing ticked)."""
        return grid.most_pokemons(self.safe_box.get_state() or self.no_guess_box.get_state())

    def _complain(self, problem: str) -> None:
        """Show what is wrong with the form."""
        self.error.set_text(("dialog error", problem))
        return None

    def submit(self) -> None:
        """Start a game with the form's settings, if they are valid."""
        settings = self.read()
        if settings is not None:
            self.on_start(settings)

    def _cancel_focused(self) -> bool:
        """Whether the focus is on the Cancel button (where Enter cancels rather than starts)."""
        focus = self.pile.focus.base_widget if self.pile.focus is not None else None
        return isinstance(focus, urwid.GridFlow) and focus.focus is not None and \
            focus.focus.base_widget is self.cancel_button

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key == "esc":
            self.on_cancel()
            return None
        if key == "enter" and not self._cancel_focused():
            focus = self._focused_widget()
            if isinstance(focus, urwid.RadioButton):
                focus.set_state(True)  # Enter on a preset: that preset, then start
            self.submit()
            return None
        if key in ("tab", "shift tab") and self._tab_along_the_line(key == "tab"):
            return None
        if key in ("tab", "shift tab"):
            key = "down" if key == "tab" else "up"
        before = (self.pile.focus_position, self.shape_row.focus_position)
        super().keypress(size, key)
        focus = self._focused_widget()
        if (self.pile.focus_position, self.shape_row.focus_position) != before and isinstance(focus, urwid.Edit):
            focus.set_edit_pos(len(focus.edit_text))  # arriving in a field: type after what is there
        return None  # a modal form keeps every key to itself

    def _tab_along_the_line(self, forward: bool) -> bool:
        """Tab from Width to Height, Shift-Tab back (typing after what is there); False anywhere else, where Tab
        moves down and Shift-Tab up."""
        if self.pile.focus is not self.shape_row or self.shape_row.focus_position != (0 if forward else 1):
            return False
        self.shape_row.focus_position = 1 if forward else 0
        edit = self.height_edit if forward else self.width_edit
        edit.set_edit_pos(len(edit.edit_text))
        return True

    def _focused_widget(self) -> urwid.Widget | None:
        """The entry with the focus (within a line of two: the one focused there)."""
        focus = self.pile.focus
        if isinstance(focus, urwid.Columns):
            focus = focus.focus
        return focus.base_widget if focus is not None else None


def preset_label(preset: Preset, title_width: int) -> str:
    """A preset's button label: its title, padded to line the boards up, its board and its count ('Easy  8×8, 10')."""
    return f"{preset.title:<{title_width}} {preset.grid!s:>5}, {preset.count}"


def preset_columns(boards: tuple[Preset, ...]) -> list[tuple[Preset, ...]]:
    """The presets in PRESET_COLUMNS columns, in the list's order down each."""
    height = -(-len(boards) // PRESET_COLUMNS)
    return [boards[start:start + height] for start in range(0, len(boards), height)] if boards else []


def preset_rows(columns: list[tuple[Preset, ...]], buttons: dict[str, urwid.RadioButton],
                focusable: Callable[[urwid.Widget], urwid.Widget]) -> list[urwid.Columns]:
    """The presets' buttons a row of columns at a time, each column as wide as its widest button (the last takes
    the rest)."""
    widths = [max(len(buttons[preset.title].label) for preset in column) + len("( ) ") for column in columns]
    rows = []
    for row in range(len(columns[0]) if columns else 0):
        cells: list[urwid.Widget | tuple[int, urwid.Widget]] = []
        for number, column in enumerate(columns):
            if row < len(column):
                button = focusable(buttons[column[row].title])
                cells.append((widths[number], button) if number < len(columns) - 1 else button)
        rows.append(urwid.Columns(cells, dividechars=2))
    return rows
