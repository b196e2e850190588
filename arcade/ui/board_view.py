"""The board every game screen draws and its layout: a grid of cells (BoardView, drawn straight to a canvas and
scrolled to follow the player when it is bigger than its room) beside a column of side panels (GameLayout)."""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterable, Sequence

import urwid

Cell = tuple[str, str]
"""One board cell: (palette attribute, the characters drawn for it)."""


def grid_markup(rows: Iterable[Iterable[Cell]]) -> list[Cell | str]:
    """Text markup drawing rows of cells, one text line per row."""
    markup: list[Cell | str] = []
    for index, row in enumerate(rows):
        if index:
            markup.append("\n")
        markup.extend(row)
    return markup


def crop_row(row: Sequence[Cell], start: int, width: int) -> list[Cell]:
    """The characters `start` to `start + width` of a row of cells, each cut cell keeping its attribute."""
    cropped: list[Cell] = []
    end = start + width
    position = 0
    for attr, text in row:
        following = position + len(text)
        if following > start and position < end:
            cropped.append((attr, text[max(0, start - position):end - position]))
        position = following
        if position >= end:
            break
    return cropped


EncodedCell = tuple[bytes, list[tuple[typing.Any, int]], int]
"""A cell as the screen gets it: its bytes, its character-set runs and its width in columns."""
Line = tuple[bytes, list[tuple[typing.Any, int]], list[tuple[typing.Any, int]]]
"""One drawn line of a canvas: its bytes, attribute runs and character-set runs (runs counted in bytes)."""


def _encoded(text: str) -> EncodedCell:
    """A cell's characters in the screen's encoding, with their character-set runs and their width."""
    data, charsets = urwid.util.apply_target_encoding(text)
    return data, charsets, urwid.calc_width(text, 0, len(text))


def _append_run(runs: list[tuple[typing.Any, int]], value: typing.Any, length: int) -> None:
    """Add a run to run-length-encoded runs, merged with the last one when it has the same value."""
    if runs and runs[-1][0] == value:
        runs[-1] = (value, runs[-1][1] + length)
    elif length:
        runs.append((value, length))


class BoardView(urwid.Widget):
    """A board of coloured cells (a flow widget as wide as the widest row).

    For mouse play, give the geometry of the drawn grid (cells `cell_width` characters wide, after
    `left` columns and `top` rows of labels) and an `on_click(button, row, col)` callback: a mouse
    press on a cell calls it with the cell's board position. Without a callback clicks are ignored.

    A board larger than the room it gets can scroll: pass `follow=(row, index)` to show() (the cell to keep
    in view) and the layout calls fit() with the room there is; the drawn part is then a window centred on
    that cell, stopping at the board's edges. Without `follow` the whole board is always drawn.

    It draws what a clipped urwid.Text of grid_markup(window) would (but for a wide character cut at the right
    edge, which is left out, with no blank drawn in its colour), building the canvas itself: each distinct
    cell is encoded once, and a drawn line whose cells did not change (a row of a big board scrolled up or down
    keeps its cells) is reused from the last drawing, so a key that changes a few cells redraws only their lines.
    """

    _sizing = frozenset([urwid.Sizing.FLOW])

    def __init__(self, cell_width: int = 1, left: int = 0, top: int = 0,
                 on_click: Callable[[int, int, int], None] | None = None) -> None:
        super().__init__()
        self.width = 1
        """Columns drawn (the window's width when the board scrolls)."""
        self.height = 0
        """Rows drawn."""
        self.full_width = 1
        """Columns of the whole board."""
        self.full_height = 0
        """Rows of the whole board."""
        self.view_top = 0
        """The first board row drawn (0 unless the board scrolls)."""
        self.view_left = 0
        """The first board column (in characters) drawn (0 unless the board scrolls)."""
        self.cell_width = cell_width
        self.left = left
        self.top = top
        self.on_click = on_click
        self._rows: Sequence[Sequence[Cell]] = []
        self._follow: tuple[int, int] | None = None
        self._room: tuple[int, int] | None = None
        self._window: Sequence[Sequence[Cell]] = []
        self._cell_cache: dict[str, EncodedCell] = {}
        """Each distinct cell text met, encoded for the screen."""
        self._line_cache: dict[tuple[int, tuple[Cell, ...]], Line] = {}
        """The lines of the last drawing, by (columns, cells): reused when the same cells are drawn again."""

    def show(self, rows: Sequence[Sequence[Cell]], follow: tuple[int, int] | None = None,
             width: int | None = None) -> None:
        """Draw these rows of cells; with `follow` (row, index of a cell in that row) the view scrolls to it.

        `width` is the widest row's width in characters, when the caller knows it (spares measuring a big board).
        """
        self._rows = rows
        self._follow = follow
        self.full_width = width if width is not None else max(
            (sum(len(text) for _attr, text in row) for row in rows), default=1)
        self.full_height = len(rows)
        self._draw()

    def show_window(self, window: Sequence[Sequence[Cell]]) -> None:
        """Draw exactly these rows of cells (the part of the board in view; _draw decides which part that is)."""
        self._window = window
        self._invalidate()

    def fit(self, cols: int, rows: int) -> bool:
        """Give the board this much room (a scrolling board draws no more); True if the drawn width changed."""
        room = (max(1, cols), max(1, rows))
        if room == self._room:
            return False
        self._room = room
        before = self.width
        self._draw()
        return self.width != before

    def scrolls(self) -> bool:
        """Whether only a window of the board is drawn now."""
        return self.width < self.full_width or self.height < self.full_height

    def hidden_sides(self) -> str:
        """The sides of a scrolled board beyond which cells are hidden, as arrows ('← ↓'), or '' when all shows."""
        hidden = (("↑", self.view_top > 0), ("↓", self.view_top + self.height < self.full_height),
                  ("←", self.view_left > 0), ("→", self.view_left + self.width < self.full_width))
        return " ".join(arrow for arrow, more in hidden if more)

    def _draw(self) -> None:
        rows = self._rows
        self.view_top = self.view_left = 0
        if self._follow is None or self._room is None or (
                self.full_width <= self._room[0] and self.full_height <= self._room[1]):
            self.width, self.height = self.full_width, self.full_height
            self.show_window(rows)
            return
        cols, lines = min(self._room[0], self.full_width), min(self._room[1], self.full_height)
        step = self.cell_width
        if cols < self.full_width and step > 1:  # whole cells only: the window moves a cell at a time
            cols = max(step, cols - cols % step)
        row, index = self._follow
        row = min(max(row, 0), self.full_height - 1)
        cells = rows[row]
        index = min(max(index, 0), len(cells) - 1) if cells else 0
        centre = sum(len(text) for _attr, text in cells[:index]) + (len(cells[index][1]) // 2 if cells else 0)
        self.view_top = min(max(row - lines // 2, 0), self.full_height - lines)
        left = min(max(centre - cols // 2, 0), self.full_width - cols)
        self.view_left = left if left <= self.left else left - (left - self.left) % step
        self.width, self.height = cols, lines
        self.show_window([self.crop(cells_row, self.view_left, cols)
                          for cells_row in rows[self.view_top:self.view_top + lines]])

    def crop(self, row: Sequence[Cell], start: int, width: int) -> Sequence[Cell]:
        """The part of a row drawn in a scrolled window: crop_row (a subclass that knows its cells' widths may
        slice the row instead)."""
        return crop_row(row, start, width)

    def rows(self, size: tuple[int], focus: bool = False) -> int:
        return max(1, len(self._window))  # as a Text: an empty board is one blank line

    def render(self, size: tuple[int], focus: bool = False) -> urwid.TextCanvas:
        maxcol = size[0]
        previous, self._line_cache = self._line_cache, {}
        texts: list[bytes] = []
        attrs: list[list[tuple[typing.Any, int]]] = []
        charsets: list[list[tuple[typing.Any, int]]] = []
        for row in self._window or [()]:
            key = (maxcol, tuple(row))
            line = self._line_cache.get(key) or previous.get(key)
            if line is None:
                line = self._line(row, maxcol)
            self._line_cache[key] = line
            texts.append(line[0])
            attrs.append(list(line[1]))
            charsets.append(list(line[2]))
        return urwid.TextCanvas(texts, attrs, charsets, maxcol=maxcol, check_width=False)

    def _line(self, row: Sequence[Cell], maxcol: int) -> Line:
        """One row of cells drawn `maxcol` columns wide: clipped at the right edge, padded with blanks."""
        parts: list[bytes] = []
        attrs: list[tuple[typing.Any, int]] = []
        charsets: list[tuple[typing.Any, int]] = []
        used = 0
        for attr, text in row:
            encoded = self._cell_cache.get(text)
            if encoded is None:
                encoded = self._cell_cache[text] = _encoded(text)
            data, runs, width = encoded
            if used + width > maxcol:  # the right edge: keep the characters that fit whole
                kept = ""
                for char in text:
                    if used + urwid.calc_width(kept + char, 0, len(kept) + 1) > maxcol:  # (a wide one cut: left out)
                        break
                    kept += char
                data, runs, width = _encoded(kept)
                maxcol_reached = True
            else:
                maxcol_reached = used + width >= maxcol
            parts.append(data)
            _append_run(attrs, attr, len(data))
            for charset, length in runs:
                _append_run(charsets, charset, length)
            used += width
            if maxcol_reached:  # as a clipped Text: nothing after the first character that does not fit
                break
        if used < maxcol:
            parts.append(b" " * (maxcol - used))
            _append_run(attrs, None, maxcol - used)
            _append_run(charsets, None, maxcol - used)
        return b"".join(parts), attrs, charsets

    def cell_at(self, col: int, row: int) -> tuple[int, int] | None:
        """The (board row, board column) drawn at this character position of the widget, or None
        for the labels and anything outside the drawn rows."""
        if col < 0 or row < 0 or col >= self.width or row >= self.height:
            return None
        col, row = col + self.view_left, row + self.view_top
        if col < self.left or row < self.top:
            return None
        return row - self.top, (col - self.left) // self.cell_width

    def mouse_event(self, size: tuple[int, ...], event: str, button: int, col: int, row: int,
                    focus: bool) -> bool:
        if self.on_click is None or not urwid.util.is_mouse_press(event):
            return False
        cell = self.cell_at(col, row)
        if cell is None:
            return False
        self.on_click(button, *cell)
        return True


class GameLayout(urwid.WidgetWrap):
    """The board beside a column of side panels, the pair centred on the screen.

    A game may give a second, narrower column of panels (`narrow_side`, `narrow_width` columns, NARROW_GAP from the
    board), shown instead when the whole board fits beside it (its rows too) but not beside the usual one, so a wide
    board shows whole rather than scrolled (Pokémon's Expert, 30 cells wide, in 80 columns). `narrow` says which is
    shown, `side_width` and `gap` its width and its distance from the board."""

    GAP = 3
    NARROW_GAP = 2

    def __init__(self, board: BoardView, side: Sequence[urwid.Widget], side_width: int,
                 on_room: Callable[[int, int], None] | None = None, narrow_side: Sequence[urwid.Widget] = (),
                 narrow_width: int = 0) -> None:
        """on_room(cols, rows): told the board's room before each draw, before the board fits itself to it (a screen
        that draws its cells narrower when the room is small changes them there)."""
        self.board = board
        self.on_room = on_room
        self._wide = (urwid.Pile(list(side)), side_width, self.GAP)
        self._narrow = (urwid.Pile(list(narrow_side)), narrow_width, self.NARROW_GAP) if narrow_side else None
        self.narrow, self.side_width, self.gap = False, side_width, self.GAP
        self._columns = urwid.Columns([(board.width, board), (side_width, self._wide[0])], dividechars=self.gap)
        self._padding = urwid.Padding(self._columns, align=urwid.Align.CENTER, width=self.width)
        super().__init__(urwid.Filler(self._padding, valign=urwid.VAlign.MIDDLE))

    @property
    def width(self) -> int:
        """Columns the board and panels take together."""
        return self.board.width + self.gap + self.side_width

    def _choose_side(self, cols: int, rows: int) -> None:
        """Show the narrow panels when only beside them does the whole board fit this room, else the usual ones."""
        narrow, (_pile, wide_width, wide_gap), board_cols = self._narrow, self._wide, self.board.full_width
        use_narrow = narrow is not None and self.board.full_height <= rows \
            and board_cols + wide_gap + wide_width > cols >= board_cols + narrow[2] + narrow[1] \
            and narrow[0].rows((narrow[1],)) <= rows
        if use_narrow != self.narrow:
            self.narrow = use_narrow
            pile, self.side_width, self.gap = narrow if use_narrow and narrow is not None else self._wide
            self._columns.dividechars = self.gap
            self._columns.contents[1] = (pile, self._columns.options(urwid.WHSettings.GIVEN, self.side_width))
            self._padding.width = self.width

    def board_origin(self, size: tuple[int, int]) -> tuple[int, int]:
        """(column, row) where the board's first drawn character stands when the layout is drawn at this size (a
        dialog placed clear of part of the board asks; a scrolled board's `view_left`/`view_top` are not added)."""
        left, _right = self._padding.padding_values((size[0],), False)
        top, _bottom = self._w.filler_values(size, False)
        return left, top

    def fit_board(self) -> None:
        """Follow a change of the board's width (call after BoardView.show)."""
        self._columns.contents[0] = (self.board, self._columns.options(urwid.WHSettings.GIVEN, self.board.width))
        self._padding.width = self.width

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        """Tell the board how much room is left beside the panels (a following board scrolls), then draw."""
        if len(size) == 2:
            self._choose_side(*size)
            cols, rows = size[0] - self.gap - self.side_width, size[1]
            if self.on_room is not None:
                self.on_room(cols, rows)
            if self.board.fit(cols, rows):
                self.fit_board()
        return super().render(size, focus)
