"""The shared BoardView: its scrolling window (boards larger than the screen), crop_row, and its drawing (the same
as a clipped Text of the markup, only the lines that changed rebuilt); InfoPanel keeping an unchanged drawing."""

from __future__ import annotations

import pytest
import urwid
from hypothesis import given
from hypothesis import strategies as st

from arcade.ui.board_view import BoardView, Cell, GameLayout, crop_row, grid_markup
from arcade.ui.widgets import Box, InfoPanel


def numbered_rows(rows: int, cols: int) -> list[list[Cell]]:
    """Rows of two-character cells, each showing its column number's last digit twice, on attribute 'r<row>'."""
    return [[(f"r{row}", str(col % 10) * 2) for col in range(cols)] for row in range(rows)]


def drawn(board: BoardView) -> list[str]:
    """The board's text as rendered at its own width."""
    return [line.decode("utf-8") for line in board.render((board.width,)).text]


def test_crop_row_cuts_cells_and_keeps_their_attributes() -> None:
    row: list[Cell] = [("a", "xx"), ("b", "yy"), ("c", "zz")]
    assert crop_row(row, 0, 6) == row
    assert crop_row(row, 1, 3) == [("a", "x"), ("b", "yy")]
    assert crop_row(row, 3, 10) == [("b", "y"), ("c", "zz")]
    assert crop_row(row, 6, 2) == []


def test_without_follow_the_whole_board_is_drawn_whatever_the_room() -> None:
    board = BoardView(2)
    board.show(numbered_rows(5, 8))
    assert board.fit(4, 2) is False
    assert (board.width, board.height) == (16, 5) and not board.scrolls()
    assert drawn(board)[0] == "0011223344556677"


def test_a_following_board_draws_a_window_centred_on_the_cell_and_stops_at_the_edges() -> None:
    board = BoardView(2)
    board.show(numbered_rows(20, 30), follow=(10, 15))
    assert (board.width, board.height) == (60, 20)  # no room given yet: all of it
    assert board.fit(10, 5) is True
    assert board.scrolls() and (board.width, board.height) == (10, 5)
    assert (board.view_top, board.view_left) == (8, 26)  # cell 15 spans characters 30-31, its middle is 31
    assert drawn(board) == ["3344556677"] * 5
    assert board.cell_at(5, 2) == (10, 15)  # the middle of the window is the followed cell
    board.show(numbered_rows(20, 30), follow=(0, 0))
    assert (board.view_top, board.view_left) == (0, 0) and board.cell_at(0, 0) == (0, 0)
    board.show(numbered_rows(20, 30), follow=(19, 29))
    assert (board.view_top, board.view_left) == (15, 50) and drawn(board)[-1] == "5566778899"
    assert board.fit(10, 5) is False  # the same room: nothing to redo
    board.show(numbered_rows(20, 30), follow=(10, 14))
    assert board.fit(13, 5) is True and board.width == 12  # whole cells only, the window moved a cell at a time
    assert board.view_left == 22 and drawn(board)[0] == "112233445566"
    assert board.fit(100, 50) is True and not board.scrolls()


def test_the_layout_gives_the_board_the_room_beside_the_panels() -> None:
    board = BoardView(2)
    board.show(numbered_rows(40, 60), follow=(20, 30))
    layout = GameLayout(board, [InfoPanel("Side")], 20)
    canvas = layout.render((80, 24))
    assert (board.width, board.height) == (80 - GameLayout.GAP - 20 - 1, 24)  # whole two-column cells
    assert canvas.rows() == 24 and canvas.cols() == 80
    layout.render((60, 10))
    assert (board.width, board.height) == (36, 10)


def test_a_board_that_fits_whole_only_beside_the_narrow_panels_gets_them() -> None:
    """A 60-column board and its 16 rows: beside the 20-column panels (and the gap) it needs 83 columns, beside the
    10-column narrow ones 72; the narrow ones are shown only when they make the whole board fit."""
    board = BoardView(2)
    board.show(numbered_rows(16, 30), follow=(8, 15))
    layout = GameLayout(board, [InfoPanel("Side")], 20, narrow_side=[InfoPanel("N")], narrow_width=10)
    layout.render((100, 24))
    assert not layout.narrow and layout.width == 60 + GameLayout.GAP + 20 and not board.scrolls()
    canvas = layout.render((80, 24))
    assert layout.narrow and (layout.side_width, layout.gap) == (10, GameLayout.NARROW_GAP) and not board.scrolls()
    assert layout.width == 60 + GameLayout.NARROW_GAP + 10 and " N " in b"".join(canvas.text).decode()
    layout.render((70, 24))  # not even beside the narrow ones: the usual panels, the board scrolled
    assert not layout.narrow and board.scrolls() and board.width == 70 - GameLayout.GAP - 20 - 1
    layout.render((80, 15))  # too few rows for the whole board: the same
    assert not layout.narrow and board.scrolls()
    tall = InfoPanel("Tall")
    tall.show([f"line {number}" for number in range(30)])
    crowded = GameLayout(board, [InfoPanel("Side")], 20, narrow_side=[tall], narrow_width=10)
    crowded.render((80, 24))  # narrow panels taller than the screen: not shown
    assert not crowded.narrow and board.scrolls()
    plain = GameLayout(BoardView(2), [InfoPanel("Side")], 20)  # a layout without narrow panels never narrows
    plain.board.show(numbered_rows(16, 30), follow=(8, 15))
    plain.render((80, 24))
    assert not plain.narrow and plain.board.scrolls()


def text_drawing(rows: list[list[Cell]], maxcol: int) -> list[list[tuple[object, object, bytes]]]:
    """What a clipped urwid.Text of the rows' markup draws at this width (how BoardView drew before)."""
    return list(urwid.Text(grid_markup(rows), wrap=urwid.WrapMode.CLIP).render((maxcol,)).content())


ROWS = st.lists(st.lists(st.tuples(st.sampled_from(["wall", "floor", None]),
                                   st.text(alphabet="ab ▒·→é", min_size=1, max_size=3)), max_size=8), max_size=6)


@given(ROWS, st.integers(min_value=1, max_value=30))
def test_the_board_draws_what_a_clipped_text_of_its_markup_draws(rows: list[list[Cell]], maxcol: int) -> None:
    board = BoardView()
    board.show(rows)
    assert list(board.render((maxcol,)).content()) == text_drawing(rows, maxcol)
    assert board.rows((maxcol,)) == len(text_drawing(rows, maxcol))


@given(st.lists(st.lists(st.tuples(st.sampled_from(["wall", None]), st.text(alphabet="a▒字🌲", min_size=1,
                                                                            max_size=3)), max_size=8), max_size=6))
def test_wide_characters_are_drawn_as_a_text_draws_them(rows: list[list[Cell]]) -> None:
    maxcol = max([1, *(sum(urwid.calc_width(text, 0, len(text)) for _attr, text in row) for row in rows)])
    board = BoardView()
    board.show(rows)
    assert list(board.render((maxcol,)).content()) == text_drawing(rows, maxcol)
    assert board.rows((maxcol,)) == len(text_drawing(rows, maxcol))


def test_a_key_that_changes_one_cell_rebuilds_only_that_line(monkeypatch: pytest.MonkeyPatch) -> None:
    board = BoardView(2)
    rows = numbered_rows(20, 30)
    board.show(rows, follow=(10, 15))
    board.fit(10, 5)
    board.render((10,))
    built: list[int] = []
    original = BoardView._line

    def counting(self: BoardView, row: list[Cell], maxcol: int) -> object:
        built.append(len(row))
        return original(self, row, maxcol)

    monkeypatch.setattr(BoardView, "_line", counting)
    changed = [list(row) for row in rows]
    changed[10][15] = ("acorn", "A ")
    board.show(changed, follow=(10, 15))
    assert drawn(board)[2] == "3344A 6677" and len(built) == 1
    board.show(changed, follow=(11, 15))  # scrolled down a row: only the line come into view is new
    assert drawn(board)[1] == "3344A 6677" and len(built) == 2


def test_the_board_is_redrawn_only_after_show(monkeypatch: pytest.MonkeyPatch) -> None:
    board = BoardView()
    board.show(numbered_rows(3, 4))
    layout = GameLayout(board, [InfoPanel("Side")], 20)
    first = layout.render((60, 10))
    assert layout.render((60, 10)).content is not None
    renders: list[int] = []
    monkeypatch.setattr(BoardView, "render", lambda self, size, focus=False: renders.append(1) or first)
    layout.render((60, 10))  # nothing shown since: urwid's canvas cache draws it
    assert renders == []


def test_an_info_panel_shown_the_same_lines_keeps_its_drawing() -> None:
    panel = InfoPanel("Side")
    panel.show(["a", ("panel value", "b")])
    canvas = panel.render((20,))
    panel.show(["a", ("panel value", "b")])
    assert panel.render((20,)) is canvas
    panel.show(["a", "c"])
    assert panel.render((20,)) is not canvas and "c" in b"".join(panel.render((20,)).text).decode()


def merged_runs(canvas: urwid.Canvas) -> list[list[tuple[object, object, bytes]]]:
    """A canvas's content with neighbouring runs of the same attribute joined (how it looks, not how it is cut)."""
    lines = []
    for row in canvas.content():
        line: list[tuple[object, object, bytes]] = []
        for attr, charset, text in row:
            if line and line[-1][:2] == (attr, charset):
                line[-1] = (attr, charset, line[-1][2] + text)
            else:
                line.append((attr, charset, text))
        lines.append(line)
    return lines


@pytest.mark.parametrize("align", [urwid.Align.CENTER, urwid.Align.LEFT])
@pytest.mark.parametrize("title", ["", "ab", "Legend", "a title much too long for the box"])
@pytest.mark.parametrize("text", ["", "hi", "two lines\nof text, the first one wrapped"])
def test_a_box_draws_what_a_line_box_draws(align: str, title: str, text: str) -> None:
    for width in (1, 2, 3, 4, 9, 10, 23, 40):
        for attr in (None, "panel title"):
            line_box = urwid.LineBox(urwid.Text(text), title=title, title_align=align, title_attr=attr)
            box = Box(urwid.Text(text), title=title, title_align=align, title_attr=attr)
            assert merged_runs(box.render((width,))) == merged_runs(line_box.render((width,)))
            assert box.rows((width,)) == line_box.rows((width,))
