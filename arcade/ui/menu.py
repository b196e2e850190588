"""The title menu and the per-game level chooser."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import urwid

from arcade import __version__
from arcade.keys import CHOOSE, MOVE_DOWN, MOVE_UP
from arcade.levels import Level
from arcade.ui.widgets import Markup

# Menu lists also move with the movement keys (w/s, k/j) that the games use.
LIST_WIDTH = 76
"""Columns of a menu's list: an entry's blurb fits on its line at 80 columns."""
LIST_KEYS = {key: binding.keys[0] for binding in (MOVE_UP, MOVE_DOWN) for key in binding.keys}
"""Every list's movement keys, as the arrows they stand for (menus, level lists, Records)."""


ENTRY_FOCUS_MAP: dict[str | None, str] = {None: "menu focus", "menu": "menu focus", "blurb": "menu focus",
                                          "panel value": "menu focus", "good": "menu focus"}
"""Every attribute an entry uses turns to the highlight when it has the focus, so the bar has no holes."""


class MenuEntry(urwid.WidgetWrap):
    """One selectable line (or two) of a menu: Enter, Space or a click chooses it."""

    def __init__(self, label: Markup, detail: Markup, on_choose: Callable[[], None],
                 aside: Markup = "") -> None:
        self.on_choose = on_choose
        first: urwid.Widget = urwid.Text(label)
        if aside:
            first = urwid.Columns([first, (urwid.PACK, urwid.Text(aside))], dividechars=2)
        lines = [first]
        if detail:
            lines.append(urwid.Padding(urwid.Text(detail), left=4))
        super().__init__(urwid.AttrMap(urwid.Pile(lines), "menu", focus_map=ENTRY_FOCUS_MAP))

    def selectable(self) -> bool:
        return True

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key in CHOOSE.keys:
            self.on_choose()
            return None
        return key

    def mouse_event(self, size: tuple[int, ...], event: str, button: int, col: int, row: int,
                    focus: bool) -> bool:
        if event == "mouse press" and button == 1:
            self.on_choose()
            return True
        return False


class MenuList(urwid.WidgetWrap):
    """A titled list of entries, navigable with arrows, w/s and k/j."""

    def __init__(self, heading: urwid.Widget, entries: Sequence[MenuEntry], footer: str) -> None:
        walker = urwid.SimpleFocusListWalker(list(entries))
        self.listbox = urwid.ListBox(walker)
        self._heading = heading
        self._column = urwid.Padding(self.listbox, align=urwid.Align.CENTER, width=LIST_WIDTH)
        self._gap = urwid.Divider()
        body = urwid.Pile([
            ("pack", heading),
            ("pack", self._gap),
            self._column,
            ("pack", urwid.Text(("blurb", footer), align=urwid.Align.CENTER)),
        ])
        body.focus_position = 2
        super().__init__(body)

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        return super().keypress(size, LIST_KEYS.get(key, key))

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        """The list is LIST_WIDTH columns wide, centred, or the whole width on a narrower terminal."""
        width = min(LIST_WIDTH, size[0])
        if self._column.width != width:
            self._column.width = width
        if len(size) == 2:
            self._fit_gap(size[0], size[1], width)
        return super().render(size, focus)

    def _fit_gap(self, columns: int, rows: int, width: int) -> None:
        """The blank row under the title only while every entry still shows with it: without it when one would be
        cut off (80×24 with both Continue and Saved games on the menu)."""
        pile = self._w
        entries = sum(entry.rows((width,)) for entry in self.listbox.body)
        room = rows - self._heading.rows((columns,)) - 1 - entries  # the footer's row
        shown = pile.contents[1][0] is self._gap
        if shown and room < 1:
            del pile.contents[1]
            pile.focus_position = 1
        elif not shown and room >= 1:
            pile.contents.insert(1, (self._gap, pile.options("pack")))
            pile.focus_position = 2

    def focus_on(self, index: int) -> None:
        """Put the cursor on this entry (ignored when out of range)."""
        if 0 <= index < len(self.listbox.body):
            self.listbox.set_focus(index, coming_from="above")

    @property
    def focus_index(self) -> int:
        """The entry the cursor is on."""
        return self.listbox.focus_position


def level_entry(level: Level, best: str, on_choose: Callable[[], None], saved: str | None = None,
                mark: str = "") -> MenuEntry:
    """A level list's entry: its mark (records.standing_mark: ✓ solved, ◐ solved only with help), the title (and
    the name it is typed as, when that differs), at the right its best, or how far its saved game got, and the
    blurb on a second line."""
    solved = bool(mark)
    if saved is not None:
        best = f"saved: {saved}"
    label: list[Markup] = [("good", f"{mark} ") if mark else "  ", ("menu", level.title)]
    if level.title.casefold() != level.name.casefold():
        label.append(("blurb", f"  ({level.name})"))
    return MenuEntry(label, ("blurb", level.blurb) if level.blurb else "", on_choose,
                     aside=("panel value" if solved else "blurb", best))


TITLE = "ARCADE"
TITLE_LINES = (
    "▄▀▀▄ █▀▀▄ ▄▀▀▄ ▄▀▀▄ █▀▀▄ █▀▀▀ ",
    "█▄▄█ █▄▄▀ █    █▄▄█ █  █ █▄▄  ",
    "█  █ █  █ █  ▄ █  █ █  █ █    ",
    "▀  ▀ ▀  ▀  ▀▀  ▀  ▀ ▀▀▀  ▀▀▀▀ ",
)
"""TITLE as urwid.BigText draws it in urwid.HalfBlock5x4Font, kept drawn: building that font parses every glyph of
it, a tenth of what the arcade adds to urwid's import before its first frame (tests/test_start_up.py compares the
two drawings)."""


def title_banner(subtitle: str) -> urwid.Widget:
    """The big ARCADE title with a subtitle under it."""
    big = urwid.Text(("title", "\n".join(TITLE_LINES)), wrap=urwid.WrapMode.CLIP)
    return urwid.Pile([
        urwid.Padding(big, align=urwid.Align.CENTER, width=len(TITLE_LINES[0])),
        urwid.Text(("blurb", subtitle), align=urwid.Align.CENTER),
    ])


def menu_footer() -> str:
    """The line under every menu (keys are in the status bar, generated from the keymap)."""
    return f"arcade {__version__}"
