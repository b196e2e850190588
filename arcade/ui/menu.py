"""The title menu and the per-game level chooser."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import urwid

from arcade import __version__
from arcade.keys import CHOOSE, MOVE_DOWN, MOVE_UP
from arcade.ui.widgets import Markup

# Menu lists also move with the movement keys (w/s, k/j) that the games use.
_LIST_KEYS = {key: binding.keys[0] for binding in (MOVE_UP, MOVE_DOWN) for key in binding.keys}


class MenuEntry(urwid.WidgetWrap):
    """One selectable line (or two) of a menu: Enter, Space or a click chooses it."""

    def __init__(self, label: Markup, detail: Markup, on_choose: Callable[[], None]) -> None:
        self.on_choose = on_choose
        lines = [urwid.Text(label)]
        if detail:
            lines.append(urwid.Padding(urwid.Text(detail), left=4))
        super().__init__(urwid.AttrMap(urwid.Pile(lines), "menu", focus_map="menu focus"))

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
        body = urwid.Pile([
            ("pack", heading),
            ("pack", urwid.Divider()),
            urwid.Padding(self.listbox, align=urwid.Align.CENTER, width=(urwid.RELATIVE, 80)),
            ("pack", urwid.Text(("blurb", footer), align=urwid.Align.CENTER)),
        ])
        body.focus_position = 2
        super().__init__(body)

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        return super().keypress(size, _LIST_KEYS.get(key, key))


def title_banner(subtitle: str) -> urwid.Widget:
    """The big ARCADE title with a subtitle under it."""
    big = urwid.BigText(("title", "ARCADE"), urwid.HalfBlock5x4Font())
    return urwid.Pile([
        urwid.Padding(big, align=urwid.Align.CENTER, width=urwid.CLIP),
        urwid.Text(("blurb", subtitle), align=urwid.Align.CENTER),
    ])


def menu_footer() -> str:
    """The line under every menu (keys are in the status bar, generated from the keymap)."""
    return f"arcade {__version__}"
