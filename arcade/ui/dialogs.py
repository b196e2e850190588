"""Modal dialogs: a titled box with a message and buttons, each button with a one-key shortcut."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import urwid

from arcade.ui.widgets import Box, Markup


@dataclass(frozen=True)
class Choice:
    """A dialog button: its label, its shortcut key and what it does."""

    label: str
    key: str
    action: Callable[[], None]


class ButtonRows(urwid.WidgetWrap):
    """Buttons of one width in centred rows, as many to a row as fit (what urwid's GridFlow draws), the rows built
    once per width: moving the focus from button to button redraws the buttons only, it builds no new widgets."""

    def __init__(self, buttons: Sequence[urwid.Widget], cell_width: int, gap: int) -> None:
        self.buttons = list(buttons)
        self.cell_width = cell_width
        self.gap = gap
        self.focus_index = 0
        """The button with the focus (in order, across the rows)."""
        self._built: dict[int, urwid.Pile] = {}
        super().__init__(self._rows_for(cell_width))

    def _rows_for(self, maxcol: int) -> urwid.Pile:
        """The rows of buttons for this width (built the first time, then kept)."""
        pile = self._built.get(maxcol)
        if pile is None:
            per_row = max(1, (maxcol + self.gap) // (self.cell_width + self.gap))
            rows = []
            for start in range(0, len(self.buttons), per_row):
                chunk = self.buttons[start:start + per_row]
                columns = urwid.Columns([(self.cell_width, button) for button in chunk], dividechars=self.gap)
                used = len(chunk) * (self.cell_width + self.gap) - self.gap
                rows.append(urwid.Padding(columns, align=urwid.Align.CENTER, width=used))
            pile = self._built[maxcol] = urwid.Pile(rows)
        return pile

    def _show(self, size: tuple[int, ...]) -> urwid.Pile:
        """Switch to the rows for this size's width, the focus on the same button (only a new width changes
        anything)."""
        pile = self._rows_for(size[0]) if size else self._w
        if pile is not self._w:
            if pile.contents:
                row, col = divmod(self.focus_index, len(pile.contents[0][0].original_widget.contents))
                pile.focus_position = row
                pile.contents[row][0].original_widget.focus_position = col
            self._w = pile
        return pile

    def _note_focus(self, pile: urwid.Pile) -> None:
        """Remember which button has the focus after a key or a click moved it."""
        if pile.contents:
            per_row = len(pile.contents[0][0].original_widget.contents)
            self.focus_index = pile.focus_position * per_row + pile.focus.original_widget.focus_position

    def rows(self, size: tuple[int], focus: bool = False) -> int:
        return self._show(size).rows(size, focus)

    def render(self, size: tuple[int], focus: bool = False) -> urwid.Canvas:
        return self._show(size).render(size, focus)

    def keypress(self, size: tuple[int], key: str) -> str | None:
        pile = self._show(size)
        result = pile.keypress(size, key)
        self._note_focus(pile)
        return result

    def mouse_event(self, size: tuple[int], event: str, button: int, col: int, row: int, focus: bool) -> bool | None:
        pile = self._show(size)
        result = pile.mouse_event(size, event, button, col, row, focus)
        self._note_focus(pile)
        return result


class Dialog(urwid.WidgetWrap):
    """A box with a title, a message and buttons. Enter or a click presses the focused button;
    a shortcut key presses its button; Esc or q runs on_cancel (if given)."""

    BUTTON_GAP = 2

    def __init__(self, title: str, message: Markup, choices: Sequence[Choice],
                 on_cancel: Callable[[], None] | None = None) -> None:
        self.title = title
        self.choices = tuple(choices)
        self.on_cancel = on_cancel
        buttons = []
        for choice in self.choices:
            button = urwid.Button(f"{choice.label} ({choice.key})")
            urwid.connect_signal(button, "click", self._pressed, user_args=[choice])
            buttons.append(urwid.AttrMap(button, "button", focus_map="button focus"))
        width = max((len(f"{c.label} ({c.key})") + 4 for c in self.choices), default=10)
        self._buttons_cols = len(buttons) * (width + self.BUTTON_GAP) - self.BUTTON_GAP
        grid = ButtonRows(buttons, width, self.BUTTON_GAP)
        self._message = urwid.Text(message, align=urwid.Align.CENTER)
        body = urwid.Pile([self._message, urwid.Divider(), grid])
        box = Box(urwid.Padding(body, left=1, right=1), title=title, title_attr="dialog title")
        super().__init__(urwid.AttrMap(box, "dialog"))

    def _pressed(self, choice: Choice, _button: urwid.Button) -> None:
        choice.action()

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        for choice in self.choices:
            if key == choice.key:
                choice.action()
                return None
        if key in ("esc", "q") and self.on_cancel is not None:
            self.on_cancel()
            return None
        return super().keypress(size, key)

    def preferred_size(self) -> tuple[int, int]:
        """(cols, rows) this dialog would like as an overlay: 40 to 70 columns, wide enough for the title and,
        within that, for the message's longest line and for its buttons on one row."""
        message_cols = self._message.pack()[0] + 4  # the box's borders and padding
        cols = max(40, min(70, max(len(self.title) + 8, message_cols, self._buttons_cols + 4)))
        return cols, self.rows((cols,))


class HelpDialog(urwid.WidgetWrap):
    """A table of keys and what they do, with a closing line; any key closes it."""

    def __init__(self, title: str, rows: Sequence[tuple[str, str]], intro: str,
                 on_close: Callable[[], None]) -> None:
        self.on_close = on_close
        key_width = max((len(keys) for keys, _ in rows), default=4) + 2
        table = [
            urwid.Columns([(key_width, urwid.Text(("panel value", keys))), urwid.Text(text)])
            for keys, text in rows
        ]
        footer = urwid.Text(("blurb", "press any key to close"), align=urwid.Align.CENTER)
        pile = urwid.Pile([urwid.Text(intro), urwid.Divider(), *table, urwid.Divider(), footer])
        self.width = min(100, key_width + max((len(text) for _, text in rows), default=20) + 6)
        self.width = max(self.width, min(100, len(intro) + 6), 40)
        box = Box(urwid.Padding(pile, left=1, right=1), title=title, title_attr="dialog title")
        super().__init__(urwid.AttrMap(box, "dialog"))

    def selectable(self) -> bool:
        return True

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        self.on_close()
        return None

    def mouse_event(self, size: tuple[int, ...], event: str, button: int, col: int, row: int,
                    focus: bool) -> bool:
        if event == "mouse press":
            self.on_close()
        return True
