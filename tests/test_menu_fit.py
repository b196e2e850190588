"""The menu at its smallest: the blank row under the title gives way before any entry is cut off."""

from __future__ import annotations

import urwid

from arcade.ui.menu import MenuEntry, MenuList, title_banner


def menu(entries: int) -> MenuList:
    """A menu of two-row entries under the arcade's title."""
    return MenuList(title_banner("a terminal game collection"),
                    [MenuEntry(f"Entry {number}", "what it is", lambda: None) for number in range(1, entries + 1)],
                    "arcade 0.1.0")


def lines(widget: urwid.Widget, columns: int, rows: int) -> list[str]:
    return [line.decode("utf-8") for line in widget.render((columns, rows)).text]


def test_every_entry_shows_when_only_the_blank_row_is_in_the_way() -> None:
    """Title (5 rows) + 9 entries (18) + footer (1) is 24: the blank row goes, the last entry shows."""
    shown = lines(menu(9), 80, 24)
    assert any("Entry 9" in line for line in shown)
    assert "a terminal game collection" in shown[4] and "Entry 1" in shown[5]


def test_the_blank_row_stays_while_there_is_room_and_comes_back_when_there_is_again() -> None:
    roomy = menu(8)
    shown = lines(roomy, 80, 24)
    assert shown[5].strip() == "" and "Entry 1" in shown[6] and any("Entry 8" in line for line in shown)
    tight = menu(9)
    lines(tight, 80, 24)
    again = lines(tight, 100, 32)
    assert again[5].strip() == "" and "Entry 1" in again[6]
