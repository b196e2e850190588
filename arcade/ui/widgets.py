"""Small widgets every game screen shares: the board, the side panel, the status bar, the size guard."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import urwid

Markup = str | tuple[str, str] | list
"""urwid text markup: a string, an (attribute, text) pair, or a list of them."""

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


class BoardView(urwid.WidgetWrap):
    """A board of coloured cells (a flow widget as wide as the widest row).

    For mouse play, give the geometry of the drawn grid (cells `cell_width` characters wide, after
    `left` columns and `top` rows of labels) and an `on_click(button, row, col)` callback: a mouse
    press on a cell calls it with the cell's board position. Without a callback clicks are ignored.
    """

    def __init__(self, cell_width: int = 1, left: int = 0, top: int = 0,
                 on_click: Callable[[int, int, int], None] | None = None) -> None:
        self._text = urwid.Text("", wrap=urwid.WrapMode.CLIP)
        self.width = 1
        self.height = 0
        self.cell_width = cell_width
        self.left = left
        self.top = top
        self.on_click = on_click
        super().__init__(self._text)

    def show(self, rows: Sequence[Sequence[Cell]]) -> None:
        """Draw these rows of cells."""
        self.width = max((sum(len(text) for _attr, text in row) for row in rows), default=1)
        self.height = len(rows)
        self._text.set_text(grid_markup(rows))

    def cell_at(self, col: int, row: int) -> tuple[int, int] | None:
        """The (board row, board column) drawn at this character position of the widget, or None
        for the labels and anything outside the drawn rows."""
        if col < self.left or row < self.top or col >= self.width or row >= self.height:
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
    """The board beside a column of side panels, the pair centred on the screen."""

    GAP = 3

    def __init__(self, board: BoardView, side: Sequence[urwid.Widget], side_width: int) -> None:
        self.board = board
        self.side_width = side_width
        self._columns = urwid.Columns(
            [(board.width, board), (side_width, urwid.Pile(list(side)))], dividechars=self.GAP
        )
        self._padding = urwid.Padding(self._columns, align=urwid.Align.CENTER, width=self.width)
        super().__init__(urwid.Filler(self._padding, valign=urwid.VAlign.MIDDLE))

    @property
    def width(self) -> int:
        """Columns the board and panels take together."""
        return self.board.width + self.GAP + self.side_width

    def fit_board(self) -> None:
        """Follow a change of the board's width (call after BoardView.show)."""
        self._columns.contents[0] = (self.board, self._columns.options(urwid.WHSettings.GIVEN, self.board.width))
        self._padding.width = self.width


class InfoPanel(urwid.WidgetWrap):
    """A titled box of text lines (a game's side panel)."""

    def __init__(self, title: str) -> None:
        self._body = urwid.Text("")
        box = urwid.LineBox(urwid.Padding(self._body, left=1, right=1), title=title, title_attr="panel title")
        super().__init__(urwid.AttrMap(box, "panel"))

    def show(self, lines: Sequence[Markup]) -> None:
        """Replace the panel's text with these lines."""
        markup: list[Markup] = []
        for index, line in enumerate(lines):
            if index:
                markup.append("\n")
            markup.append(line)
        self._body.set_text(markup or "")


def labelled(label: str, value: object, attr: str = "panel value") -> list[Markup]:
    """A panel line 'label: value' with the value emphasised."""
    return [f"{label}: ", (attr, str(value))]


class StatusBar(urwid.WidgetWrap):
    """The two bottom lines: the latest message, then the key hints on a bar."""

    ROWS = 2

    def __init__(self) -> None:
        self._message = urwid.Text("", wrap=urwid.WrapMode.ELLIPSIS)
        self._hints = urwid.Text("", wrap=urwid.WrapMode.ELLIPSIS)
        super().__init__(urwid.Pile([self._message, urwid.AttrMap(self._hints, "status")]))

    def set_message(self, message: str) -> None:
        """Show a short message (the latest event)."""
        self._message.set_text(("status message", f" {message}") if message else "")

    def set_hints(self, hints: str) -> None:
        """Show key hints."""
        self._hints.set_text(f" {hints}")


class MinimumSize(urwid.WidgetWrap):
    """Shows its child only when the terminal is big enough, otherwise a 'terminal too small' notice.

    The check happens at every render, so the child comes back by itself after a resize.
    """

    def __init__(self, child: urwid.Widget, cols: int, rows: int) -> None:
        self.child = child
        self.need_cols = cols
        self.need_rows = rows
        self._notice = urwid.Text("", align=urwid.Align.CENTER)
        super().__init__(child)

    def fits(self, size: tuple[int, int]) -> bool:
        """Whether a (cols, rows) box is big enough for the child."""
        return size[0] >= self.need_cols and size[1] >= self.need_rows

    def set_minimum(self, cols: int, rows: int) -> None:
        """Change the size the child needs."""
        self.need_cols, self.need_rows = cols, rows
        self._invalidate()

    def render(self, size: tuple[int, int], focus: bool = False) -> urwid.Canvas:
        if self.fits(size):
            return self.child.render(size, focus)
        self._notice.set_text(
            [("too small", f"terminal too small: need {self.need_cols}×{self.need_rows}"),
             f"\n(now {size[0]}×{size[1]}; enlarge the window, or press q to go back)"]
        )
        return urwid.Filler(self._notice).render(size, focus)

    def keypress(self, size: tuple[int, int], key: str) -> str | None:
        if self.fits(size):
            return self.child.keypress(size, key)
        return key

    def mouse_event(self, size: tuple[int, int], event: str, button: int, col: int, row: int,
                    focus: bool) -> bool | None:
        if self.fits(size):
            return self.child.mouse_event(size, event, button, col, row, focus)
        return False
