"""Pokémon's new-game form: a preset or a free size and Pokémon count, the three options, Start and Cancel.

Enter starts from anywhere in the form but its Cancel button, Space ticks a box or picks a preset; the form and
the status bar say so.
The screen (screen.py) opens it, and asks before its Start throws a game in progress away.
"""

from __future__ import annotations

from collections.abc import Callable

import urwid

from arcade.games.pokemon.model import MAX_GRID_SIZE, most_pokemons
from arcade.games.pokemon.settings import Settings, presets
from arcade.keys import Binding, Keymap

NEW_GAME_COLS = 54
"""The form's width."""


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
    """The new-game form: a preset or a free size and Pokémon count, the three options, Start and Cancel.

    Choosing a preset fills in the size and count; typing them selects the matching preset (or Custom).
    Enter starts from anywhere in the form (on a preset it first chooses it; on the Cancel button it cancels),
    Space ticks a box or picks a preset, Tab moves on, Esc cancels. Bad numbers get a message and the form stays.
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
        self.pile = urwid.Pile([
            *(self._focusable(radio) for radio in group),
            urwid.Divider(),
            self._focusable(self.size_edit),
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
        self.count_edit.set_caption(f"Pokémon (0–{self._most(size)}): " if size is not None and in_range
                                    else "Pokémon: ")
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
        most = self._most(size)
        if count is None or count > most:
            return self._complain(f"Pokémon: a whole number from 0 to {most}, please.")
        self.error.set_text("")
        return Settings(size, count, self.safe_box.get_state(), self.chord_box.get_state(),
                        self.no_guess_box.get_state(), self.marks_box.get_state())

    def _most(self, size: int) -> int:
        """The largest count for this size: one cell fewer than the board while the first cell is kept safe (safe
        first reveal or No guessing ticked)."""
        return most_pokemons(size, self.safe_box.get_state() or self.no_guess_box.get_state())

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
            focus = self.pile.focus.base_widget if self.pile.focus is not None else None
            if isinstance(focus, urwid.RadioButton):
                focus.set_state(True)  # Enter on a preset: that preset, then start
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
