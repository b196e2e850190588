"""Modal dialogs: a titled box with a message and buttons, each button with a one-key shortcut; the help overlay;
and the overlay that places either above the status bar, scrolling inside its box when the screen is too short."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import urwid

from arcade.keys import HELP, Keymap, key_name
from arcade.ui.widgets import Box, Markup

SCROLL_STEPS = {"up": -1, "down": 1, "page up": -2, "page down": 2}
"""The keys that scroll a box too short for its text (-2/2: a page), in every dialog."""
HELP_SCROLL_STEPS = {**SCROLL_STEPS, "k": -1, "w": -1, "j": 1, "s": 1, "home": -3, "end": 3}
"""The help's scrolling keys: a dialog's, and the movement keys of the lists and games (its only buttons are ? and
Esc, so no letter is taken)."""
HELP_CLOSE_KEYS = (*HELP.keys, "esc", "q")
"""The keys that close the help (any other key leaves it open: ↓ scrolls, it does not close)."""
CLOSE_HINT = "? or Esc closes"
SIDE_MIN_COLS = 24
"""The narrowest a dialog is made to stand beside what it must not hide (see ModalOverlay)."""
SCROLL_HINT = "↑↓/PgUp/PgDn scroll"
WHEEL_UP, WHEEL_DOWN = 4, 5


@dataclass(frozen=True)
class Choice:
    """A dialog button: its label, its shortcut key, what it does, and (for the dialog's help) what that is in a few
    words when the label alone does not say it."""

    label: str
    key: str
    action: Callable[[], None]
    help: str = ""


class ButtonRows(urwid.WidgetWrap):
    """Buttons of one width in centred rows, as many to a row as fit (what urwid's GridFlow draws), the rows built
    once per width: moving the focus from button to button redraws the buttons only, it builds no new widgets.
    Tab and Shift-Tab move the focus to the next and previous button, round the end."""

    def __init__(self, buttons: Sequence[urwid.Widget], cell_width: int, gap: int, focus: int = 0) -> None:
        self.buttons = list(buttons)
        self.cell_width = cell_width
        self.gap = gap
        self.focus_index = min(max(focus, 0), max(len(self.buttons) - 1, 0))
        """The button with the focus (in order, across the rows)."""
        self._built: dict[int, urwid.Pile] = {}
        super().__init__(self._rows_for(cell_width))
        self._place_focus(self._w)

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

    def focus_on(self, index: int) -> None:
        """Give the focus to this button (counted round the end)."""
        if self.buttons:
            self.focus_index = index % len(self.buttons)
            self._place_focus(self._w)
            self._invalidate()

    def _place_focus(self, pile: urwid.Pile) -> None:
        """Put these rows' focus on the button focus_index names."""
        if pile.contents:
            row, col = divmod(self.focus_index, len(pile.contents[0][0].original_widget.contents))
            pile.focus_position = row
            pile.contents[row][0].original_widget.focus_position = col

    def _show(self, size: tuple[int, ...]) -> urwid.Pile:
        """Switch to the rows for this size's width, the focus on the same button (only a new width changes
        anything)."""
        pile = self._rows_for(size[0]) if size else self._w
        if pile is not self._w:
            self._place_focus(pile)
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
        if key in ("tab", "shift tab") and len(self.buttons) > 1:
            self.focus_on(self.focus_index + (1 if key == "tab" else -1))
            return None
        result = pile.keypress(size, key)
        self._note_focus(pile)
        return result

    def mouse_event(self, size: tuple[int], event: str, button: int, col: int, row: int, focus: bool) -> bool | None:
        pile = self._show(size)
        result = pile.mouse_event(size, event, button, col, row, focus)
        self._note_focus(pile)
        return result


class Scroller(urwid.Widget):
    """A flow widget seen through a window at most `limit` rows tall (None: all of it), `top` rows down."""

    _sizing = frozenset([urwid.Sizing.FLOW])

    def __init__(self, content: urwid.Widget) -> None:
        super().__init__()
        self.content = content
        self.limit: int | None = None
        self.top = 0

    def selectable(self) -> bool:
        return self.content.selectable()

    def rows(self, size: tuple[int], focus: bool = False) -> int:
        natural = self.content.rows(size, focus)
        return natural if self.limit is None else max(1, min(natural, self.limit))

    def render(self, size: tuple[int], focus: bool = False) -> urwid.Canvas:
        canvas = self.content.render(size, focus)
        shown = self.rows(size, focus)
        if shown >= canvas.rows():
            return canvas
        window = urwid.CompositeCanvas(canvas)
        window.trim(self.top, shown)
        return window

    def keypress(self, size: tuple[int], key: str) -> str | None:
        return self.content.keypress(size, key) if self.content.selectable() else key

    def mouse_event(self, size: tuple[int], event: str, button: int, col: int, row: int, focus: bool) -> bool | None:
        return self.content.mouse_event(size, event, button, col, row + (self.top if self.limit else 0), focus)


class ModalBox(urwid.WidgetWrap):
    """A titled box: a body that scrolls inside the box when the box gets fewer rows than it needs (a line then says
    where in it you are), and a foot that always shows (buttons, a closing hint).

    As a flow widget it is as tall as it needs; given a box size it fits it (ModalOverlay gives it the rows above
    the status bar)."""

    PADDING = 1

    def __init__(self, title: str, body: urwid.Widget, foot: Sequence[urwid.Widget]) -> None:
        self.title = title
        self.scroller = Scroller(body)
        self._note = urwid.Text("", align=urwid.Align.CENTER, wrap=urwid.WrapMode.ELLIPSIS)
        self._foot = list(foot)
        self._pile = urwid.Pile([self.scroller, *self._foot])
        self._extent = (0, 0)
        """(the body's rows, the rows shown) at the last drawing: the rows it can scroll through."""
        box = Box(urwid.Padding(self._pile, left=self.PADDING, right=self.PADDING), title=title,
                  title_attr="dialog title")
        super().__init__(urwid.AttrMap(box, "dialog"))

    def sizing(self) -> frozenset[urwid.Sizing]:
        return frozenset([urwid.Sizing.FLOW, urwid.Sizing.BOX])

    @classmethod
    def inner_width(cls, cols: int) -> int:
        """The columns the body gets in a box `cols` wide (borders and padding taken)."""
        return max(1, cols - 2 - 2 * cls.PADDING)

    def _foot_rows(self, inner: int) -> int:
        return sum(widget.rows((inner,)) for widget in self._foot)

    def rows(self, size: tuple[int], focus: bool = False) -> int:
        """The rows it needs to show everything (no scrolling)."""
        inner = self.inner_width(size[0])
        return 2 + self.scroller.content.rows((inner,)) + self._foot_rows(inner)

    @property
    def scrolls(self) -> bool:
        """Whether the last drawing showed only part of the body."""
        return self._extent[1] < self._extent[0]

    def _fit(self, body_rows: int, room: int | None) -> None:
        """Show `room` rows of a body `body_rows` tall (None: all of it), with the line saying where when it
        scrolls (where first: on a narrow box the keys are cut)."""
        scrolling = room is not None and room < body_rows
        shown = min(room, body_rows) if room is not None else body_rows
        self.scroller.top = min(max(self.scroller.top, 0), body_rows - shown)
        self._extent = (body_rows, shown)
        if self.scroller.limit != (shown if scrolling else None):
            self.scroller.limit = shown if scrolling else None
            self.scroller._invalidate()
        if scrolling:
            first = self.scroller.top + 1
            self._note.set_text(("blurb", f"{first}–{first + shown - 1} of {body_rows} · {SCROLL_HINT}"))
        foot = self._foot
        if scrolling:  # the line saying where takes the place of the blank line above the foot, or comes first
            foot = [self._note, *(foot[1:] if foot and isinstance(foot[0], urwid.Divider) else foot)]
        wanted = [self.scroller, *foot]
        if [widget for widget, _options in self._pile.contents] != wanted:
            focused = self._pile.focus
            self._pile.contents = [(widget, self._pile.options()) for widget in wanted]
            if focused in wanted:
                self._pile.focus_position = wanted.index(focused)

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        inner = self.inner_width(size[0])
        body_rows = self.scroller.content.rows((inner,))
        if len(size) == 1:
            self._fit(body_rows, None)
            return super().render(size, focus)
        cols, rows = size
        room = rows - 2 - self._foot_rows(inner)
        spare = 0 if self._foot and isinstance(self._foot[0], urwid.Divider) else 1  # for the line saying where
        self._fit(body_rows, None if body_rows <= room else max(1, room - spare))
        canvas = urwid.CompositeCanvas(super().render((cols,), focus))
        if canvas.rows() != rows:
            canvas.pad_trim_top_bottom(0, rows - canvas.rows())
        return canvas

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        return super().keypress(size[:1], key)

    def mouse_event(self, size: tuple[int, ...], event: str, button: int, col: int, row: int,
                    focus: bool) -> bool | None:
        if urwid.util.is_mouse_press(event) and button in (WHEEL_UP, WHEEL_DOWN):
            self.scroll(-3 if button == WHEEL_UP else 3)
            return True
        return super().mouse_event(size[:1], event, button, col, row, focus)

    def scroll(self, step: int) -> bool:
        """Scroll the body by rows (±2: a page, ±3: to an end); False when it cannot go that way."""
        body_rows, shown = self._extent
        if shown >= body_rows:
            return False
        by = {2: shown - 1, -2: 1 - shown, 3: body_rows, -3: -body_rows}.get(step, step)
        top = min(max(self.scroller.top + by, 0), body_rows - shown)
        if top == self.scroller.top:
            return False
        self.scroller.top = top
        self.scroller._invalidate()
        self._invalidate()
        return True


class Dialog(ModalBox):
    """A box with a title, a message and buttons. Enter or a click presses the focused button (`focus`: the one
    focused first, the safe answer of a question); a shortcut key presses its button; Tab and the arrows move the
    focus; Esc, q or any of `closing_keys` (the key that opened the dialog) runs on_cancel (if given); a message too
    long for the screen scrolls with ↑↓ PgUp PgDn."""

    BUTTON_GAP = 2

    def __init__(self, title: str, message: Markup, choices: Sequence[Choice],
                 on_cancel: Callable[[], None] | None = None, focus: int = 0, cancel_help: str = "",
                 closing_keys: Sequence[str] = ()) -> None:
        self.choices = tuple(choices)
        self.on_cancel = on_cancel
        self.cancel_keys = ("esc", "q", *closing_keys)
        self.cancel_help = cancel_help
        """What q/Esc do here, in a few words (for the help)."""
        buttons = []
        for choice in self.choices:
            button = urwid.Button(f"{choice.label} ({choice.key})")
            urwid.connect_signal(button, "click", self._pressed, user_args=[choice])
            buttons.append(urwid.AttrMap(button, "button", focus_map="button focus"))
        width = max((len(f"{c.label} ({c.key})") + 4 for c in self.choices), default=10)
        self._buttons_cols = len(buttons) * (width + self.BUTTON_GAP) - self.BUTTON_GAP
        self.buttons = ButtonRows(buttons, width, self.BUTTON_GAP, focus)
        self._message = urwid.Text(message, align=urwid.Align.CENTER)
        super().__init__(title, self._message, [urwid.Divider(), self.buttons])

    @property
    def focused(self) -> Choice | None:
        """The button Enter presses now."""
        return self.choices[self.buttons.focus_index] if self.choices else None

    def _pressed(self, choice: Choice, _button: urwid.Button) -> None:
        choice.action()

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        for choice in self.choices:
            if key == choice.key:
                choice.action()
                return None
        if key in self.cancel_keys and self.on_cancel is not None:
            self.on_cancel()
            return None
        if key in SCROLL_STEPS and self.scrolls:
            self.scroll(SCROLL_STEPS[key])
            return None
        return super().keypress(size, key)

    def preferred_size(self) -> tuple[int, int]:
        """(cols, rows) this dialog would like as an overlay: 40 to 70 columns, wide enough for the title and,
        within that, for the message's longest line and for its buttons on one row."""
        message_cols = self._message.pack()[0] + 4  # the box's borders and padding
        cols = max(40, min(70, max(len(self.title) + 8, message_cols, self._buttons_cols + 4)))
        return cols, self.rows((cols,))

    def help_rows(self) -> list[tuple[str, str]]:
        """Its keys and what they do, for the help opened over it: its buttons' shortcuts, moving between them,
        Enter, q/Esc and the key that opened it (when they do anything), scrolling (when the message scrolls) and ?."""
        rows = [(key_name(choice.key), choice.help or choice.label) for choice in self.choices]
        if len(self.choices) > 1:
            rows.append(("← → Tab Shift-Tab", "Move the highlight to another button"))
        focused = self.focused
        if focused is not None:
            rows.append(("Enter Space", f"Press the highlighted button (now {focused.label}), or click a button"))
        if self.on_cancel is not None:
            keys = " ".join(key_name(key) for key in (*self.cancel_keys[2:], "q", "esc"))
            rows.append((keys, self.cancel_help or "Close this dialog"))
        if self.scrolls:
            rows.append(("↑ ↓ PgUp PgDn", "Scroll the message"))
        rows.append((key_name(HELP.keys[0]), "Show or hide this help"))
        return rows


class HelpDialog(ModalBox):
    """A table of keys and what they do under a few sentences, and how to close it; ?, Esc and q close it (and
    only they: the arrows, PgUp/PgDn and the movement keys scroll it when it is taller than the screen)."""

    def __init__(self, title: str, rows: Sequence[tuple[str, str]], intro: str,
                 on_close: Callable[[], None]) -> None:
        self.on_close = on_close
        self.key_rows = tuple(rows)
        """The (keys, what they do) rows it lists."""
        key_width = max((len(keys) for keys, _ in rows), default=4) + 2
        table = [
            urwid.Columns([(key_width, urwid.Text(("panel value", keys))), urwid.Text(text)])
            for keys, text in rows
        ]
        body = urwid.Pile([urwid.Text(intro), urwid.Divider(), *table])
        footer = urwid.Text(("blurb", CLOSE_HINT), align=urwid.Align.CENTER)
        self.width = min(100, key_width + max((len(text) for _, text in rows), default=20) + 6)
        self.width = max(self.width, min(100, len(intro) + 6), 40)
        super().__init__(title, body, [urwid.Divider(), footer])

    def selectable(self) -> bool:
        return True

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key in HELP_CLOSE_KEYS:
            self.on_close()
        elif key in HELP_SCROLL_STEPS:
            self.scroll(HELP_SCROLL_STEPS[key])
        return None  # the help keeps every key: none reaches the screen behind it

    def mouse_event(self, size: tuple[int, ...], event: str, button: int, col: int, row: int,
                    focus: bool) -> bool:
        if urwid.util.is_mouse_press(event) and button in (WHEEL_UP, WHEEL_DOWN):
            self.scroll(-3 if button == WHEEL_UP else 3)
        return True


def layer_help(widget: urwid.Widget, hints: Sequence[str]) -> tuple[str, list[tuple[str, str]], str]:
    """The help of an open dialog or overlay (title, rows, introduction): a dialog's keys from its buttons, an
    overlay's from its keymap (a `keymap` attribute), else from its status-bar hints; then Esc and ?."""
    title = getattr(widget, "title", "")
    name = f"“{title}”" if title else "the dialog open"
    intro = f"The keys of {name}. Closing this help goes back to it."
    if isinstance(widget, Dialog):
        return f"Help: {title}", widget.help_rows(), intro
    keymap = getattr(widget, "keymap", None)
    if isinstance(keymap, Keymap):
        rows = keymap.help_rows()
    else:
        rows = [(keys, words[:1].upper() + words[1:]) for keys, _, words in (hint.partition(" ") for hint in hints)]
    rows += [("Esc", "Cancel: close it, changing nothing"), (key_name(HELP.keys[0]), "Show or hide this help")]
    return f"Help: {title or 'dialog'}", rows, intro


class Area(NamedTuple):
    """A part of the screen a dialog must leave in view: its first column and row, and how many of each."""

    left: int
    top: int
    cols: int
    rows: int


KeepClear = Callable[[tuple[int, int]], Area | None]
"""Given the size of the screen under a dialog (the rows above the status bar), the part the dialog must not hide
(None: nothing in particular)."""


class ModalOverlay(urwid.Overlay):
    """A dialog centred over the screen, kept in the rows above the status bar (the last `reserve` rows): as tall as
    it needs, or, for a ModalBox taller than that room, the room (it scrolls inside); never wider than the screen.
    Given `keep_clear`, it stands below, above, right or left of the area that names (the first of those it fits
    whole, beside it no narrower than SIDE_MIN_COLS), and centred as usual when it fits none, so a question never
    hides what it asks about. ? is left to the shell even when a field of the dialog would take it as text, so the
    help opens everywhere, but in the midst of a paste (a dialog whose `pasting` is true: the paste box while the
    keys of a pasted text come in)."""

    def __init__(self, top_w: urwid.Widget, bottom_w: urwid.Widget, cols: int, rows: int | None,
                 reserve: int = 0, keep_clear: KeepClear | None = None) -> None:
        super().__init__(top_w, bottom_w, align=urwid.Align.CENTER, width=cols, valign=urwid.VAlign.MIDDLE,
                         height=1, min_width=20)
        self.wanted = (cols, rows)
        self.reserve = reserve
        self.keep_clear = keep_clear

    def _box(self) -> bool:
        """Whether the dialog is drawn at a box size (it fits the room itself) rather than as tall as it needs."""
        return urwid.Sizing.BOX in self.top_w.sizing()

    def _height(self, width: int, room: int) -> int:
        rows = self.wanted[1]
        height = rows if rows is not None else self.top_w.rows((width,))
        return min(height, room) if self._box() else height

    def calculate_padding_filler(self, size: tuple[int, int], focus: bool) -> tuple[int, int, int, int]:
        maxcol, maxrow = size
        width = min(self.wanted[0], maxcol)
        room = max(1, maxrow - self.reserve)
        placed = self._clear_place(maxcol, room, width)
        if placed is not None:
            left, top, width, height = placed
            return left, maxcol - width - left, top, maxrow - top - height
        left = (maxcol - width) // 2
        height = self._height(width, room)
        top = max(0, min((maxrow - height) // 2, room - height))  # centred on the screen, kept off the reserve
        return left, maxcol - width - left, top, maxrow - top - height

    def _clear_place(self, maxcol: int, room: int, width: int) -> tuple[int, int, int, int] | None:
        """(left, top, width, height) of the dialog clear of keep_clear's area: below it, above it, right of it or
        left of it, each centred in the space there; None when there is no area or the dialog fits whole in none."""
        area = self.keep_clear((maxcol, room)) if self.keep_clear is not None else None
        if area is None:
            return None
        top, bottom = max(0, area.top), min(room, area.top + area.rows)
        left, right = max(0, area.left), min(maxcol, area.left + area.cols)
        height = self._height(width, room)
        centred = (maxcol - width) // 2
        for start, end in ((bottom, room), (0, top)):  # below, then above
            if end - start >= height:
                return centred, start + (end - start - height) // 2, width, height
        for start, end in ((right, maxcol), (0, left)):  # right, then left: narrower if need be
            side = min(width, end - start)
            if side >= SIDE_MIN_COLS and (side_height := self._height(side, room)) <= room:
                return start + (end - start - side) // 2, (room - side_height) // 2, side, side_height
        return None

    def top_w_size(self, size: tuple[int, int], left: int, right: int, top: int,
                   bottom: int) -> tuple[int] | tuple[int, int]:
        maxcol, maxrow = size
        if self._box():
            return (maxcol - left - right, maxrow - top - bottom)
        return (maxcol - left - right,)

    def fits(self, size: tuple[int, int]) -> bool:
        """Whether the dialog can be answered at this size: a box that scrolls needs its foot and a line of its
        body; anything else all of its rows."""
        width = min(self.wanted[0], size[0])
        room = size[1] - self.reserve
        if isinstance(self.top_w, ModalBox):
            inner = ModalBox.inner_width(width)
            return room >= 2 + self.top_w._foot_rows(inner) + 1  # a line of the body; the where-line takes the blank
        return self._height(width, room) <= room

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key in HELP.keys and not getattr(self.top_w, "pasting", False):
            return key
        return super().keypress(size, key)
