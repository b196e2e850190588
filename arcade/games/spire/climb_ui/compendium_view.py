"""The compendium's page: over the whole game area, a line of sections (Cards, Relics, Potions, Events, Monsters, each
with how many of its things were met; the title says the chosen one's: 'Cards: 3 of 35 met'), the section's things
in a list under their headings (a thing not met yet is `???`), and beside the list the highlighted thing's whole
text, the words of compendium.py. ↑↓ (w/s, k/j) move, ←→ (a/d, h/l) or Tab another section, PgUp/PgDn and Home/End
jump, C (the key that opened it), q or Esc close; a click highlights an entry, the wheel moves. Pure drawing and moving.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import urwid

from arcade.games.spire.climb_ui.compendium import NOT_MET_TEXT, UNMET, Known, Section, catalogue
from arcade.games.spire.climb_ui.parts import Paragraph
from arcade.keys import Binding, Keymap
from arcade.ui.widgets import Box

TITLE = "Compendium"
"""The page's title, followed in its top border by the section shown and how many of its things were met."""
LIST_COLS = 26
"""The list's columns: the longest name or heading ('IronClad's starting cards') and a space before it."""
BODY_ROWS = 18
"""The list's rows when the page is given no height (22 rows of an 80×24 game area less the frame)."""
FRAME = 4
"""Rows around the list: the box's borders, the sections' line and the rule under it."""
ENTRY_UP = Binding("entry up", ("up", "w", "k"), "entry", "Highlight the entry above: its whole text shows beside")
ENTRY_DOWN = Binding("entry down", ("down", "s", "j"), "entry",
                     "Highlight the entry below: its whole text shows beside")
SECTION_LEFT = Binding("section left", ("left", "a", "h"), "section",
                       "The section to the left (Cards, Relics, Potions, Events, Monsters)")
SECTION_RIGHT = Binding("section right", ("right", "d", "l"), "section", "The section to the right")
CLOSE = Binding("close", ("C", "q"), "close", "Close the compendium (Esc too)")
NEXT_SECTION = Binding("next section", ("tab", "shift tab"), "sections",
                       "The next section (Shift-Tab: the one before)")
PAGE = Binding("page", ("page up", "page down"), "page", "A page of entries up or down")
ENDS = Binding("first or last", ("home", "end"), "first/last", "The section's first or last entry")
COMPENDIUM_KEYMAP = Keymap((ENTRY_UP, ENTRY_DOWN, SECTION_LEFT, SECTION_RIGHT, CLOSE, NEXT_SECTION, PAGE, ENDS))
"""The page's keys: its status-bar hints and its help (the shell adds ? and Esc)."""
STEPS = {**dict.fromkeys(ENTRY_UP.keys, -1), **dict.fromkeys(ENTRY_DOWN.keys, 1)}
WHEEL = {4: "up", 5: "down"}
"""The mouse wheel's buttons and the keys they stand for."""
SECTION_STEPS = {**dict.fromkeys(SECTION_LEFT.keys, -1), **dict.fromkeys(SECTION_RIGHT.keys, 1), "tab": 1,
                 "shift tab": -1}


class Line(urwid.Text):
    """An entry of the list: a line the list can focus (a heading cannot)."""

    _selectable = True

    def keypress(self, size: tuple[int], key: str) -> str | None:
        return key


def section_tabs(sections: tuple[Section, ...], met: Mapping[str, set[str]], chosen: int) -> list[urwid.Widget]:
    """'Cards 3/35  Relics 1/29 …': each section and how many of its things were met, the chosen one highlighted."""
    tabs: list[urwid.Widget] = []
    for index, section in enumerate(sections):
        found, listed = section.count_met(met.get(section.kind, set()))
        tabs.append((urwid.PACK, urwid.AttrMap(urwid.Text(f" {section.title} {found}/{listed} "),
                                               "button focus" if index == chosen else "dialog")))
    return tabs


class CompendiumPage(urwid.WidgetWrap):
    """The compendium over the game area: sections, the list of the chosen one, the highlighted thing's text."""

    keymap = COMPENDIUM_KEYMAP
    title = TITLE
    """What the shell and its tests read of an overlay: the page's name, as its box's title begins."""

    def __init__(self, met: Mapping[str, set[str]], on_close: Callable[[], None], section: int = 0,
                 on_section: Callable[[int], None] | None = None) -> None:
        """met: the names met, by kind (compendium.KINDS); on_section: told of the section shown (kept for the next
        opening)."""
        self.sections = catalogue()
        self.met = met
        self.on_close = on_close
        self.on_section = on_section
        self.section = section % len(self.sections)
        self.cursors = [one.first_met(met.get(one.kind, set())) for one in self.sections]
        """Per section: the place in its list (among its entries, headings left out) of the highlighted entry, at
        first its first thing met."""
        self.tabs = urwid.Columns([])
        self.walker = urwid.SimpleFocusListWalker([])
        self.listbox = urwid.ListBox(self.walker)
        self.detail = Paragraph("")
        self.places: list[int] = []
        """The walker's positions of the section's entries, in order (the headings are between them)."""
        self.entries: list[Known] = []
        self.body = urwid.BoxAdapter(urwid.Columns([(LIST_COLS, self.listbox), (1, urwid.SolidFill("│")),
                                                    urwid.Filler(urwid.Padding(self.detail, left=1),
                                                                 valign=urwid.VAlign.TOP)]), BODY_ROWS)
        pile = urwid.Pile([self.tabs, urwid.Divider("─"), self.body])
        self.box = Box(urwid.Padding(pile, left=1, right=1), title=TITLE, title_attr="dialog title")
        super().__init__(urwid.AttrMap(self.box, "dialog"))
        self.show_section()

    def sizing(self) -> frozenset[urwid.Sizing]:
        return frozenset([urwid.Sizing.FLOW, urwid.Sizing.BOX])

    def selectable(self) -> bool:
        return True

    def is_met(self, entry: Known) -> bool:
        """Whether the player has met this thing."""
        return entry.name in self.met.get(entry.kind, set())

    @property
    def entry(self) -> Known:
        """The highlighted thing."""
        return self.entries[self.cursors[self.section]]

    def shown_text(self) -> tuple[str, ...]:
        """What the detail beside the list says: the highlighted thing's whole text, or that it was not met yet."""
        return self.entry.detail if self.is_met(self.entry) else NOT_MET_TEXT

    def show_section(self) -> None:
        """Fill the list with the chosen section's headings and entries, and highlight its remembered entry."""
        section = self.sections[self.section]
        found, listed = section.count_met(self.met.get(section.kind, set()))
        self.box.set_title(f"{TITLE} · {section.title}: {found} of {listed} met")
        self.tabs.contents = [(widget, self.tabs.options(sizing))
                              for sizing, widget in section_tabs(self.sections, self.met, self.section)]
        rows: list[urwid.Widget] = []
        self.places, self.entries = [], []
        for group in section.groups:
            rows.append(urwid.Text(("dialog title", group.title), wrap=urwid.WrapMode.ELLIPSIS))
            for entry in group.entries:
                self.places.append(len(rows))
                self.entries.append(entry)
                name = entry.title if self.is_met(entry) else UNMET
                rows.append(urwid.AttrMap(Line(f" {name}", wrap=urwid.WrapMode.ELLIPSIS), "dialog"))
        self.walker[:] = rows
        self.highlight(self.cursors[self.section])
        if self.on_section is not None:
            self.on_section(self.section)

    def highlight(self, place: int) -> None:
        """Highlight the section's entry at this place (among its entries): across the list's row, its text beside."""
        self.walker[self.places[self.cursors[self.section]]].set_attr_map({None: "dialog"})
        self.cursors[self.section] = min(max(0, place), len(self.entries) - 1)
        position = self.places[self.cursors[self.section]]
        self.walker[position].set_attr_map({None: "button focus"})
        self.listbox.set_focus(position)
        self.detail.set_text("\n".join(self.shown_text()))

    def rows(self, size: tuple[int], focus: bool = False) -> int:
        return FRAME + BODY_ROWS

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        self.body.height = max(1, size[1] - FRAME) if len(size) == 2 else BODY_ROWS
        return super().render(size[:1], focus)

    def mouse_event(self, size: tuple[int, ...], event: str, button: int, col: int, row: int, focus: bool) -> bool:
        """A click on an entry highlights it; the wheel moves the highlight as ↑↓ do."""
        if event == "mouse press" and button in WHEEL:
            self.keypress(size, WHEEL[button])
            return True
        handled = super().mouse_event(size[:1], event, button, col, row, focus)
        position = self.listbox.focus_position
        if event == "mouse press" and position in self.places:
            self.highlight(self.places.index(position))
            self._invalidate()
        return bool(handled)

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        place = self.cursors[self.section]
        if key in (*CLOSE.keys, "esc"):
            self.on_close()
        elif key in STEPS:
            self.highlight((place + STEPS[key]) % len(self.entries))
        elif key in SECTION_STEPS:
            self.section = (self.section + SECTION_STEPS[key]) % len(self.sections)
            self.show_section()
        elif key in PAGE.keys:
            step = max(1, self.body.height - 1)
            self.highlight(place - step if key == "page up" else place + step)
        elif key in ENDS.keys:
            self.highlight(0 if key == "home" else len(self.entries) - 1)
        else:
            return key if key == "?" else None  # the help is the shell's; nothing else reaches the screen behind
        self._invalidate()
        return None
