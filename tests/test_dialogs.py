"""The dialog's buttons (ButtonRows): drawn as urwid's GridFlow drew them, the focus kept and moved by the arrows,
rows built once per width; the help overlay built once per screen's keys."""

from __future__ import annotations

from pathlib import Path

import pytest
import urwid

from arcade.levels import bundled_levels
from arcade.registry import GAMES
from arcade.store import DATABASE_FILE, Store
from arcade.ui.dialogs import CLOSE_HINT, Area, ButtonRows, Choice, Dialog, HelpDialog, ModalOverlay
from arcade.ui.widgets import Box
from tests.shell_session import ShellSession


def buttons(labels: list[str]) -> list[urwid.Widget]:
    return [urwid.AttrMap(urwid.Button(label), "button", focus_map="button focus") for label in labels]


@pytest.mark.parametrize("maxcol", [14, 20, 30, 45, 66])  # never narrower than a button
@pytest.mark.parametrize("count", [1, 2, 4])
def test_button_rows_draw_as_a_grid_flow(maxcol: int, count: int) -> None:
    labels = [f"Choice {index} ({index})" for index in range(count)]
    grid = urwid.GridFlow(buttons(labels), cell_width=14, h_sep=2, v_sep=0, align=urwid.Align.CENTER)
    rows = ButtonRows(buttons(labels), 14, 2)
    for focus in (False, True):
        assert list(rows.render((maxcol,), focus).content()) == list(grid.render((maxcol,), focus).content())
        assert rows.rows((maxcol,), focus) == grid.rows((maxcol,), focus)


def test_arrows_move_the_focus_and_enter_presses_the_focused_button() -> None:
    pressed: list[str] = []
    dialog = Dialog("Title", "Message", [Choice(label, label[0].lower(), lambda label=label: pressed.append(label))
                                         for label in ("Retry", "Menu", "Undo")])
    size = (50,)
    dialog.render(size, focus=True)
    assert dialog.keypress(size, "right") is None
    assert dialog.keypress(size, "enter") is None
    assert pressed == ["Menu"]
    assert dialog.keypress(size, "right") is None and dialog.keypress(size, "right") == "right"  # the last one
    dialog.keypress(size, " ")
    assert pressed == ["Menu", "Undo"]


def test_the_focus_stays_on_its_button_when_the_width_changes_the_rows() -> None:
    rows = ButtonRows(buttons(["a (a)", "b (b)", "c (c)"]), 10, 2)
    rows.render((40,), True)
    rows.keypress((40,), "right")
    rows.keypress((40,), "right")
    assert rows.focus_index == 2
    narrow = rows.render((10,), True)  # one button a row: the focused one is now the third row
    assert rows.focus_index == 2 and rows.rows((10,)) == 3
    focused = [index for index, row in enumerate(narrow.content()) if any(attr == "button focus" for attr, *_ in row)]
    assert focused == [2]
    built = rows._rows_for(40)
    rows.render((40,), True)
    assert rows._rows_for(40) is built  # the rows for a width are built once


def test_the_help_opened_again_is_the_same_overlay_showing_the_same(tmp_path: Path) -> None:
    session = ShellSession(GAMES[0], bundled_levels(GAMES[0])[0].path, Store(tmp_path / DATABASE_FILE))
    session.press("?")
    first, shown = session.app.dialogs[-1], session.text()
    assert isinstance(first, HelpDialog) and CLOSE_HINT in shown
    session.press("esc")
    assert not session.app.dialogs and CLOSE_HINT not in session.text()
    session.press("?")
    assert session.app.dialogs[-1] is first and session.text() == shown


def test_a_box_title_can_change_and_a_title_seen_before_keeps_its_border() -> None:
    box = Box(urwid.Text("body"), title="One", title_align=urwid.Align.LEFT)
    assert box.render((20,)).text[0].decode() == "┌ One ─────────────┐"
    top = box._top_and_bottom(20)[0]
    box.set_title("Two")
    assert box.render((20,)).text[0].decode() == "┌ Two ─────────────┐"
    box.set_title("One")
    assert box.render((20,)).text[0].decode() == "┌ One ─────────────┐"
    assert box._top_and_bottom(20)[0] is top


def test_a_box_footer_sits_in_the_bottom_border_at_its_right_and_goes_with_an_empty_one() -> None:
    box = Box(urwid.Text("body"), title="One", title_align=urwid.Align.LEFT)
    box.set_footer("rare")
    assert [line.decode() for line in box.render((16,)).text] == [
        "┌ One ─────────┐", "│body          │", "└─────── rare ─┘"]
    box.set_footer("uncommon")
    assert box.render((16,)).text[-1].decode() == "└─── uncommon ─┘"
    assert box.render((12,)).text[-1].decode() == "└ uncommon ┘"  # no room for the line after it
    assert box.render((8,)).text[-1].decode() == "└ unco…┘"  # cut as a title is
    assert box.render((16,)).text[0].decode() == "┌ One ─────────┐"  # the title kept
    box.set_footer("")
    assert box.render((16,)).text[-1].decode() == "└──────────────┘"


def test_a_box_is_cached_again_after_urwids_canvas_cache_is_cleared() -> None:
    box = Box(urwid.Text("body"), title="Box", title_attr="dialog title")
    box.render((12,))
    urwid.CanvasCache.clear()
    canvas = box.render((12,))
    assert box.render((12,)) is canvas  # its kept borders are tied to no widget the cache has forgotten
    assert [line.decode() for line in canvas.text] == ["┌─── Box ──┐", "│body      │", "└──────────┘"]


def placed(keep: Area | None, size: tuple[int, int] = (80, 24), message: str = "Message") -> tuple[int, int, int, int]:
    """(left, top, width, height) of a dialog over a screen of this size that must leave `keep` in view."""
    dialog = Dialog("Title", message, [Choice("Yes", "y", lambda: None), Choice("No", "n", lambda: None)])
    overlay = ModalOverlay(dialog, urwid.SolidFill("."), dialog.preferred_size()[0], None, reserve=1,
                           keep_clear=lambda _size: keep)
    left, right, top, bottom = overlay.calculate_padding_filler(size, True)
    return left, top, size[0] - left - right, size[1] - top - bottom


def overlaps(area: Area, box: tuple[int, int, int, int]) -> bool:
    left, top, width, height = box
    return left < area.left + area.cols and area.left < left + width and top < area.top + area.rows \
        and area.top < top + height


@pytest.mark.parametrize("area", [Area(10, 9, 9, 3), Area(30, 2, 3, 1), Area(0, 15, 50, 6), Area(0, 0, 50, 23),
                                  Area(40, 0, 40, 23)])
def test_a_dialog_stands_clear_of_what_it_must_leave_in_view(area: Area) -> None:
    box = placed(area)
    assert not overlaps(area, box), box
    left, top, width, height = box
    assert left >= 0 and left + width <= 80 and top >= 0 and top + height <= 23  # on the screen, off the status bar


def test_with_nothing_to_keep_clear_or_no_room_beside_it_a_dialog_stands_centred() -> None:
    centred = placed(None)
    assert placed(Area(0, 0, 80, 23)) == centred  # no room anywhere: as before
    assert centred[0] == (80 - centred[2]) // 2
