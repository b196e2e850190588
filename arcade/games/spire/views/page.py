"""The Spire screen's page layout and the kept widgets every phase's view is drawn with.

Two layouts, picked from the room there is: the compact one fits 80×24 (status bar included), the roomy one is used
from 94×26. The kept widgets are built once and given their text again after every key: a part whose text or
attribute did not change keeps its drawing (urwid's canvas cache), so a key redraws only what it changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import urwid

from arcade.ui.widgets import Box, Markup

MONSTER_MAX_WIDTH = 38
"""One or two monsters get boxes this wide (three share the page's width)."""
BAR_MAX_WIDTH = 16
MONSTER_BOX_ROWS = 6
"""A monster's box: its borders, health, block, statuses and intent."""
COMPACT_ROWS = 22
"""Rows of the compact battle page at its tallest: header, monster boxes (6), the incoming line, panels (6) and
a hand holding Neutralize or Uppercut (8: cost, four lines of text, the preview). With the status bar: 24."""
ROOMY_ROWS = 24
"""The roomy layout needs this many rows (26 with the status bar)."""
PANEL_GAP = 2
"""Columns between the player's panel and the log's."""
PANEL_FRAME = 4
"""Columns a panel (widgets.InfoPanel) takes around its text: a border and a column of padding each side."""
CARD_TEXT_LINES = 4
"""Lines of a card's text the hand shows in the rows COMPACT_ROWS and ROOMY_ROWS budget (a longer text is cut, its
last line ending with '…'; a page given more rows may show more, see FightScene.text_lines)."""
MARK_MIN_WIDTH = 6
"""The least columns each side of the hand keeps for its mark of the cards left out ('◀ 2', 'more') when the hand
holds more cards than fit side by side."""


@dataclass(frozen=True)
class PageLayout:
    """The battle page's measures for one terminal size."""

    width: int
    monster_gap: int
    monster_padding: int
    player_width: int
    card_width: int
    card_gap: int
    spaced: bool
    """A blank line under the header and above the hand."""

    def monster_width(self, monsters: int) -> int:
        """Columns of each monster's box when this many share the row."""
        return min(MONSTER_MAX_WIDTH, (self.width - (monsters - 1) * self.monster_gap) // max(1, monsters))

    def monster_text_width(self, monsters: int) -> int:
        """Columns inside each monster's box when this many share the row."""
        return self.monster_width(monsters) - 2 - 2 * self.monster_padding

    @property
    def log_width(self) -> int:
        """Columns of text in the log panel (what is left of the page beside the player's panel)."""
        return self.width - self.player_width - PANEL_GAP - PANEL_FRAME

    @property
    def card_text_width(self) -> int:
        """Columns inside a card."""
        return self.card_width - 2

    def cards_fitting(self, marked: bool) -> int:
        """How many cards fit side by side: across the whole width, or between the two marks of the cards left out
        (`marked`, each at least MARK_MIN_WIDTH and a gap from the cards)."""
        room = self.width - (2 * (MARK_MIN_WIDTH + self.card_gap) if marked else 0)
        return max(1, (room + self.card_gap) // (self.card_width + self.card_gap))

    def hand_window(self, cards: int) -> tuple[int, int]:
        """How many cards of a hand of this many are shown, and the columns of each mark of the cards left out
        (0: the whole hand fits, no marks)."""
        if cards <= self.cards_fitting(marked=False):
            return cards, 0
        shown = self.cards_fitting(marked=True)
        used = shown * self.card_width + (shown + 1) * self.card_gap
        return shown, (self.width - used) // 2


COMPACT = PageLayout(width=80, monster_gap=1, monster_padding=1, player_width=32, card_width=16, card_gap=0,
                     spaced=False)
"""Fits 80 columns: three monster boxes of 26, five cards of 16, side by side."""
ROOMY = PageLayout(width=94, monster_gap=2, monster_padding=1, player_width=42, card_width=18, card_gap=1,
                   spaced=True)
"""From 94 columns and 24 rows (26 with the status bar) on."""


def layout_for(cols: int, rows: int) -> PageLayout:
    """The roomy layout when the page has room for it, else the compact one."""
    return ROOMY if cols >= ROOMY.width and rows >= ROOMY_ROWS else COMPACT


def text_width(text: str) -> int:
    """Columns a string takes on screen."""
    return urwid.calc_width(text, 0, len(text))


def whole_highlight(attr: str, inner: Sequence[str]) -> dict[str | None, str]:
    """An attribute map turning a box's plain parts and these inner attributes to one highlight, so the
    highlighted entry has no holes."""
    return {None: attr, **dict.fromkeys(inner, attr)}


def centred(body: urwid.Widget, width: int) -> urwid.Widget:
    """A page centred like every game's layout: `width` columns in the middle, the rows in the middle."""
    return urwid.Filler(urwid.Padding(body, align=urwid.Align.CENTER, width=width), valign=urwid.VAlign.MIDDLE)


class KeptText(urwid.Text):
    """A Text given its markup again on every key: the same markup again keeps its drawing (urwid's cache)."""

    def __init__(self, markup: Markup = "", align: str = urwid.Align.LEFT) -> None:
        super().__init__(markup, align=align)
        self._markup = markup

    def show(self, markup: Markup) -> None:
        """Show this markup (nothing is redone when it is what the text shows already)."""
        if markup != self._markup:
            self._markup = markup
            self.set_text(markup)


class KeptSlot(urwid.WidgetPlaceholder):
    """A place on the page showing one of a few kept widgets (say the hand's cards, or the empty hand's line)."""

    def show(self, widget: urwid.Widget) -> None:
        """Show this widget here (nothing is redone when it is shown already)."""
        if self.original_widget is not widget:
            self.original_widget = widget


class KeptBox(urwid.WidgetWrap):
    """A titled box of text on an attribute (a monster, a card): kept from key to key, each part set only when it
    changes."""

    def __init__(self, body: urwid.Widget) -> None:
        self.box = Box(body, title_align=urwid.Align.LEFT)
        self.attr = urwid.AttrMap(self.box, None)
        self._attr_map: object = None
        super().__init__(self.attr)

    def set_attr(self, attr_map: str | dict[str | None, str]) -> None:
        """Draw the box on this attribute (or attribute map)."""
        if attr_map != self._attr_map:
            self._attr_map = attr_map
            self.attr.set_attr_map(attr_map if isinstance(attr_map, dict) else {None: attr_map})
