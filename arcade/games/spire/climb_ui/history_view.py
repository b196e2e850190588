"""The page of past climbs (H on the character page): every climb won or lost, the newest first, each with its
character, difficulty (or daily), act and floor reached, what killed it (or won), time played, gold, relics and deck
(history.past_climb_lines), in a box over the page that scrolls; H (the key that opened it), q or Esc close it.
Pure drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import urwid

from arcade.games.spire.history import climb_counts, is_daily, past_climb_lines
from arcade.keys import Binding, Keymap, key_name
from arcade.store import FinishedGame
from arcade.ui.dialogs import HELP_SCROLL_STEPS, ModalBox

HISTORY_COLS = 76
"""The box's width: the 80 columns of the smallest screen less a margin each side."""
HISTORY_TITLE = "Your climbs"
SCROLL = Binding("scroll", ("up", "down", "page up", "page down", "home", "end"), "scroll",
                 "Scroll the climbs: a line, a page, or to the newest or the oldest")
CLOSE_HISTORY = Binding("close", ("H", "q"), "close", "Close the list: back to the character page (Esc too)")
HISTORY_KEYMAP = Keymap((SCROLL, CLOSE_HISTORY))
"""The page's keys: its status-bar hints and its help (the shell adds ? and Esc)."""
NOTHING_YET = "No climb won or lost yet: each one is listed here as it ends."


def heading(climbs: Sequence[FinishedGame]) -> str:
    """'12 climbs, 3 won, and 2 daily climbs; the newest first' (the counts as the character page has them)."""
    played, won = climb_counts(list(climbs))
    dailies = sum(is_daily(game) for game in climbs)
    daily = f", and {dailies} daily climb{'' if dailies == 1 else 's'}" if dailies else ""
    return f"{played} climb{'' if played == 1 else 's'}, {won} won{daily}; the newest first"


def history_body(climbs: Sequence[FinishedGame]) -> list[urwid.Widget]:
    """The heading, then each climb's lines, its first line standing out."""
    if not climbs:
        return [urwid.Text(("blurb", NOTHING_YET))]
    rows: list[urwid.Widget] = [urwid.Text(("blurb", heading(climbs)))]
    for game in climbs:
        first, *rest = past_climb_lines(game)
        rows += [urwid.Text(("panel value", first)), *(urwid.Text(line) for line in rest)]
    return rows


class ClimbHistory(ModalBox):
    """The past climbs in a titled box, as tall as the screen lets it (then its body scrolls); H, q or Esc close it."""

    keymap = HISTORY_KEYMAP

    def __init__(self, climbs: Sequence[FinishedGame], on_close: Callable[[], None]) -> None:
        self.on_close = on_close
        keys = f"{'/'.join(key_name(key) for key in (*CLOSE_HISTORY.keys, 'esc'))} close"
        super().__init__(HISTORY_TITLE, urwid.Pile(history_body(climbs)),
                         [urwid.Divider(), urwid.Text(("blurb", keys), align=urwid.Align.CENTER)])

    def selectable(self) -> bool:
        return True

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key in (*CLOSE_HISTORY.keys, "esc"):
            self.on_close()
            return None
        if key in SCROLL.keys:
            self.scroll(HELP_SCROLL_STEPS[key])
            return None
        return key if key == "?" else None  # the help is the shell's; nothing else reaches the page behind
