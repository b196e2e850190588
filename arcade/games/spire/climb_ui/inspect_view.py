"""The climb's inspect dialog: a list of things (monsters, cards, relics, potions, a message cut on the screen), one
highlighted (↑↓), and under the list the highlighted one's whole detail, wrapped, so nothing the climb shortens is
out of reach. The deck (c), the piles (p, x) and the relics (v) are the same dialog, which the key that opened it
closes, as c, q and Esc do. Pure drawing from the entries inspect_text.py words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import urwid

from arcade.games.spire.climb_ui.inspect_text import Entry
from arcade.games.spire.climb_ui.parts import Paragraph, window
from arcade.keys import Binding, Keymap, key_name
from arcade.ui.widgets import Box

INSPECT_COLS = 76
"""The dialog's width: the 80 columns of the smallest screen less a margin each side."""
ENTRY_UP = Binding("entry up", ("up", "w", "k"), "choose", "Highlight the entry above: its whole text shows below")
ENTRY_DOWN = Binding("entry down", ("down", "s", "j"), "choose",
                     "Highlight the entry below: its whole text shows below")
CLOSE_INSPECT = Binding("close", ("c", "q"), "close", "Close this list (Esc too)")
"""c closes it as it closes every dialog of the arcade that only shows something (its Close button's key)."""

STEPS = {**dict.fromkeys(ENTRY_UP.keys, -1), **dict.fromkeys(ENTRY_DOWN.keys, 1)}
LIST_MIN = 3
"""The fewest rows the list keeps (the detail takes the rest)."""
FRAME = 5
"""Rows around the list and the detail: the borders, the rule between them, the rule and the line of keys below."""


def close_binding(opened_by: str) -> Binding:
    """Closing the dialog: with the key that opened it (`v` the relics), as with c and q (Esc too)."""
    return replace(CLOSE_INSPECT, keys=tuple(dict.fromkeys((opened_by, *CLOSE_INSPECT.keys)))) if opened_by \
        else CLOSE_INSPECT


class InspectDialog(urwid.WidgetWrap):
    """Entries listed one a line (cut to the width), the highlighted one's detail whole under them; ↑↓ move, the key
    that opened it (`opened_by`), c, q or Esc close. As tall as it needs, or given fewer rows, the list scrolls to keep
    the highlight in view."""

    def __init__(self, title: str, entries: Sequence[Entry], highlight: int, on_close: Callable[[], None],
                 intro: str = "", opened_by: str = "") -> None:
        close = close_binding(opened_by)
        self.keymap = Keymap((ENTRY_UP, ENTRY_DOWN, close))
        """The dialog's keys: its status-bar hints and its help (the shell adds ? and Esc)."""
        self.close_keys = (*close.keys, "esc")
        self.title = title
        self.entries = tuple(entries) or (Entry("Nothing here.", ("Nothing here.",)),)
        self.highlight = min(max(0, highlight), len(self.entries) - 1)
        self.on_close = on_close
        self.intro = intro
        self.pile = urwid.Pile([])
        keys = f"↑↓ choose · {'/'.join(key_name(key) for key in self.close_keys)} close"
        self.foot = urwid.Text(("blurb", keys), align=urwid.Align.CENTER)
        box = Box(urwid.Padding(self.pile, left=1, right=1), title=title, title_attr="dialog title")
        super().__init__(urwid.AttrMap(box, "dialog"))

    def sizing(self) -> frozenset[urwid.Sizing]:
        return frozenset([urwid.Sizing.FLOW, urwid.Sizing.BOX])

    def selectable(self) -> bool:
        return True

    @property
    def entry(self) -> Entry:
        """The highlighted entry."""
        return self.entries[self.highlight]

    def detail(self) -> Paragraph:
        """The highlighted entry's whole text, wrapped."""
        return Paragraph("\n".join(self.entry.detail))

    def _head(self) -> list[urwid.Widget]:
        return [Paragraph(("blurb", self.intro))] if self.intro else []

    def rows(self, size: tuple[int], focus: bool = False) -> int:
        inner = max(1, size[0] - 4)
        head = sum(widget.rows((inner,)) for widget in self._head())
        return FRAME + head + len(self.entries) + self.detail().rows((inner,))

    def _build(self, cols: int, rows: int | None) -> None:
        """The pile for this size: the list in the rows the detail leaves (at least LIST_MIN), then the detail."""
        inner = max(1, cols - 4)
        head = self._head()
        detail = self.detail()
        room = len(self.entries) if rows is None else \
            max(LIST_MIN, rows - FRAME - detail.rows((inner,)) - sum(widget.rows((inner,)) for widget in head))
        shown = window(len(self.entries), self.highlight, room)
        lines: list[urwid.Widget] = []
        for index in shown:
            text = urwid.Text(self.entries[index].label, wrap=urwid.WrapMode.ELLIPSIS)
            lines.append(urwid.AttrMap(text, "button focus" if index == self.highlight else "dialog"))
        if shown.start > 0:
            lines[0] = urwid.Text(("blurb", f"  … {shown.start} more above"))
        if shown.stop < len(self.entries):
            lines[-1] = urwid.Text(("blurb", f"  … {len(self.entries) - shown.stop + 1} more below"))
        self.pile.contents = [(widget, self.pile.options()) for widget in
                              [*head, *lines, urwid.Divider("─"), detail, urwid.Divider("─"), self.foot]]

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        self._build(size[0], size[1] if len(size) == 2 else None)
        canvas = urwid.CompositeCanvas(super().render(size[:1], focus))
        if len(size) == 2 and canvas.rows() != size[1]:
            canvas.pad_trim_top_bottom(0, size[1] - canvas.rows())
        return canvas

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key in self.close_keys:
            self.on_close()
            return None
        if key not in STEPS:
            return key if key == "?" else None  # the help is the shell's; nothing else reaches the screen behind
        self.highlight = (self.highlight + STEPS[key]) % len(self.entries)
        self._invalidate()
        return None
