"""Small widgets every game screen shares: the board, the side panel, the status bar, the size guard."""

from __future__ import annotations

import typing
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


def detached(canvas: urwid.Canvas) -> urwid.TextCanvas:
    """The same drawing on a canvas tied to no widget. A canvas kept and reused (a box's borders) must not be one
    urwid's canvas cache knows by its widget: a parent holding it would be cached only while that entry lasts."""
    texts: list[bytes] = []
    attrs: list[list[tuple[typing.Any, int]]] = []
    charsets: list[list[tuple[typing.Any, int]]] = []
    for row in canvas.content():
        texts.append(b"".join(text for _attr, _charset, text in row))
        attrs.append([(attr, len(text)) for attr, _charset, text in row])
        charsets.append([(charset, len(text)) for _attr, charset, text in row])
    return urwid.TextCanvas(texts, attrs, charsets, maxcol=canvas.cols(), check_width=False)


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


class Box(urwid.Widget):
    """A flow widget in a line box with a title: draws what urwid.LineBox draws around it (the title's text on
    `title_attr`, left or centred, cut with … when too long) without LineBox's eight widgets, and keeps its borders'
    drawing per width and per title (set_title: a title seen before costs nothing to draw), so a box built anew or
    redrawn costs little."""

    _sizing = frozenset([urwid.Sizing.FLOW])
    _plain_lines: typing.ClassVar[dict[tuple[str, int], urwid.Canvas]] = {}
    """The borders' plain pieces drawn so far (the sides of a box so many rows tall, the corners), shared by every
    box: a box drawn again draws no new sides."""

    def __init__(self, child: urwid.Widget, title: str = "", title_attr: str | None = None,
                 title_align: str = urwid.Align.CENTER) -> None:
        super().__init__()
        self.child = child
        self.title = f" {title} " if title else ""
        self.footer = ""
        """A label in the bottom border, at its right (a hand's card: its rarity); '' for none."""
        self.title_attr = title_attr
        self.title_align = title_align
        self._edges: dict[int, tuple[urwid.Canvas, urwid.Canvas]] = {}
        self._edges_by_labels: dict[tuple[str, str], dict[int, tuple[urwid.Canvas, urwid.Canvas]]] = {}

    def _relabel(self, title: str, footer: str) -> None:
        """Show these labels in the borders (the borders drawn for labels seen before are kept)."""
        if (title, footer) != (self.title, self.footer):
            self._edges_by_labels[(self.title, self.footer)] = self._edges
            self.title, self.footer = title, footer
            self._edges = self._edges_by_labels.get((title, footer), {})
            self._invalidate()

    def set_title(self, title: str) -> None:
        """Put this title in the top border."""
        self._relabel(f" {title} " if title else "", self.footer)

    def set_footer(self, footer: str) -> None:
        """Put this label in the bottom border, at its right ('' for none)."""
        self._relabel(self.title, f" {footer} " if footer else "")

    def selectable(self) -> bool:
        return self.child.selectable()

    def rows(self, size: tuple[int], focus: bool = False) -> int:
        if size[0] < 3:
            return self._narrow().rows(size, focus)
        return self.child.rows((size[0] - 2,), focus) + 2

    def _narrow(self) -> urwid.LineBox:
        """Under three columns there is no room for a title between the corners: drawn as LineBox draws it."""
        return urwid.LineBox(self.child, self.title.strip(), self.title_align, self.title_attr)

    def _border(self, text: str, maxcol: int) -> urwid.Canvas:
        """Border lines (each fits maxcol), drawn once for every box."""
        line = self._plain_lines.get((text, maxcol))
        if line is None:
            line = self._plain_lines[(text, maxcol)] = detached(
                urwid.Text(text, wrap=urwid.WrapMode.CLIP).render((maxcol,)))
        return line

    def _labelled_line(self, corners: str, label: str, attr: str | None, left: int | None,
                       maxcol: int) -> urwid.Canvas:
        """A border line between two corners with a label in it (cut with … when too long): `left` columns of line
        before it, or None to centre it."""
        inner = max(0, maxcol - 2)
        label_width = min(urwid.calc_width(label, 0, len(label)), inner)
        rest = inner - label_width
        before = rest - rest // 2 if left is None else min(left, rest)
        parts: list[tuple[urwid.Canvas, None, bool, int]] = [(self._border(corners[0], 1), None, False, 1)]
        if before:
            parts.append((self._border("─" * before, before), None, False, before))
        if label_width:
            parts.append((detached(urwid.Text((attr, label) if attr else label,
                                              wrap=urwid.WrapMode.ELLIPSIS).render((label_width,))),
                          None, False, label_width))
        if rest - before:
            parts.append((self._border("─" * (rest - before), rest - before), None, False, rest - before))
        parts.append((self._border(corners[1], 1), None, False, 1))
        return urwid.CanvasJoin(parts)

    def _top_and_bottom(self, maxcol: int) -> tuple[urwid.Canvas, urwid.Canvas]:
        """The top line (title in it) and the bottom line (the footer in it, one column of line after it) for this
        width, drawn once."""
        edges = self._edges.get(maxcol)
        if edges is None:
            inner = max(0, maxcol - 2)
            top = self._labelled_line("┌┐", self.title, self.title_attr,
                                      0 if self.title_align == urwid.Align.LEFT else None, maxcol)
            footer_width = urwid.calc_width(self.footer, 0, len(self.footer))
            bottom = self._labelled_line("└┘", self.footer, None, max(0, inner - footer_width - 1), maxcol) \
                if self.footer else self._border(f"└{'─' * inner}┘", maxcol)
            edges = self._edges[maxcol] = (top, bottom)
        return edges

    def render(self, size: tuple[int], focus: bool = False) -> urwid.Canvas:
        maxcol = size[0]
        if maxcol < 3:
            return self._narrow().render(size, focus)
        inner = self.child.render((max(0, maxcol - 2),), focus)
        side = self._border("\n".join("│" * inner.rows()), 1) if inner.rows() else None
        top, bottom = self._top_and_bottom(maxcol)
        parts: list[tuple[urwid.Canvas, None, bool]] = [(top, None, False)]
        if side is not None:
            parts.append((urwid.CanvasJoin([(side, None, False, 1), (inner, None, True, maxcol - 2),
                                            (side, None, False, 1)]), None, True))
        parts.append((bottom, None, False))
        return urwid.CanvasCombine(parts)

    def keypress(self, size: tuple[int], key: str) -> str | None:
        return self.child.keypress((max(0, size[0] - 2),), key)

    def mouse_event(self, size: tuple[int], event: str, button: int, col: int, row: int, focus: bool) -> bool | None:
        if not 1 <= col < size[0] - 1 or row < 1:
            return False
        return self.child.mouse_event((max(0, size[0] - 2),), event, button, col - 1, row - 1, focus)


class InfoPanel(urwid.WidgetWrap):
    """A titled box of text lines (a game's side panel)."""

    def __init__(self, title: str, wrap: urwid.WrapMode = urwid.WrapMode.SPACE) -> None:
        self._body = urwid.Text("", wrap=wrap)
        """Lines too long for the panel wrap (by default) or, given `wrap`, are cut ('ellipsis') or clipped."""
        self._shown: list[Markup] = []
        box = Box(urwid.Padding(self._body, left=1, right=1), title=title, title_attr="panel title")
        super().__init__(urwid.AttrMap(box, "panel"))

    def show(self, lines: Sequence[Markup]) -> None:
        """Replace the panel's text with these lines (the same lines again change nothing: the panel's drawing
        is kept, not redone)."""
        markup: list[Markup] = []
        for index, line in enumerate(lines):
            if index:
                markup.append("\n")
            markup.append(line)
        if markup == self._shown:
            return
        self._shown = markup
        self._body.set_text(markup or "")


def labelled(label: str, value: object, attr: str = "panel value") -> list[Markup]:
    """A panel line 'label: value' with the value emphasised."""
    return [f"{label}: ", (attr, str(value))]


def fit_parts(parts: Sequence[str], width: int, separator: str = "  ") -> str:
    """As many whole parts as fit in `width` columns, in priority order (a part too long is dropped whole and
    the later, shorter ones still get their chance): nothing is ever cut mid-word."""
    chosen: list[str] = []
    used = 0
    for part in parts:
        cost = urwid.calc_width(part, 0, len(part)) + (len(separator) if chosen else 0)
        if used + cost <= width:
            chosen.append(part)
            used += cost
    return separator.join(chosen)


class HintLine(urwid.Text):
    """One line of key hints that keeps the hints that fit its width, whole, most important first."""

    def __init__(self) -> None:
        self._parts: tuple[str, ...] = ()
        self._fitted_to: int | None = None
        super().__init__("", wrap=urwid.WrapMode.CLIP)

    def set_parts(self, parts: Sequence[str]) -> None:
        """The hints, most important first."""
        self._parts = tuple(parts)
        self._fitted_to = None
        self._invalidate()

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        if size[0] != self._fitted_to:
            self._fitted_to = size[0]
            self.set_text(f" {fit_parts(self._parts, size[0] - 1)}")
        return super().render(size, focus)


class StatusBar(urwid.WidgetWrap):
    """The two bottom lines: the latest message, then the key hints on a bar.

    The shell's own keys (help, back) are pinned to the right of the bar; the game's hints left of them are
    dropped whole, least important first, when the terminal is narrow, never cut mid-word.
    """

    ROWS = 2

    def __init__(self) -> None:
        self._message = urwid.Text("", wrap=urwid.WrapMode.ELLIPSIS)
        self._hints = HintLine()
        self._pinned = urwid.Text("", wrap=urwid.WrapMode.CLIP)
        self._bar = urwid.Columns([self._hints])
        self._shown: tuple[str, object] = ("", None)
        """The message and the (hints, pinned) shown now."""
        super().__init__(urwid.Pile([self._message, urwid.AttrMap(self._bar, "status")]))

    def set_message(self, message: str) -> None:
        """Show a short message (the latest event); the same message again leaves the line's drawing alone."""
        if message != self._shown[0]:
            self._shown = (message, self._shown[1])
            self._message.set_text(("status message", f" {message}") if message else "")

    def set_hints(self, hints: Sequence[str] | str, pinned: str = "") -> None:
        """Show key hints (most important first; a string is one hint per double space), with the pinned ones
        (if any) kept whole at the right end. The same hints again leave the bar's drawing alone."""
        shown = (tuple(hints) if not isinstance(hints, str) else hints, pinned)
        if shown == self._shown[1]:
            return
        self._shown = (self._shown[0], shown)
        self._hints.set_parts(hints.split("  ") if isinstance(hints, str) else hints)
        self._pinned.set_text(f"  {pinned} ")  # two spaces keep the pinned keys apart from hints that fill the line
        options = self._bar.options(urwid.GIVEN, urwid.calc_width(pinned, 0, len(pinned)) + 3)
        self._bar.contents = [(self._hints, self._bar.options())] + ([(self._pinned, options)] if pinned else [])

    @property
    def hint_text(self) -> str:
        """Every hint shown when there is room (for tests and the help)."""
        return "  ".join(self._hints._parts)


class MinimumSize(urwid.WidgetWrap):
    """Shows its child only when the terminal is big enough, otherwise a 'terminal too small' notice.

    When the child does not fit but the dialog open over it does, the dialog is shown alone (`fallback` gives it,
    centred on a blank screen, with a `fits(size)` method), so the player can still answer it. The check happens
    at every render, so the child comes back by itself after a resize. `blocked` says whether the last render
    showed the notice (keys then reach no widget).
    """

    no_cache: typing.ClassVar[list[str]] = ["render"]
    """What is drawn depends on the size and on the dialogs open, not only on the child: never reuse a canvas."""

    def __init__(self, child: urwid.Widget, cols: int, rows: int,
                 fallback: Callable[[], urwid.Widget | None] | None = None) -> None:
        self.child = child
        self.need_cols = cols
        self.need_rows = rows
        self.fallback = fallback
        self.blocked = False
        self.drawn_at: tuple[int, int] | None = None
        """The size of the last drawing (the terminal's), None before the first."""
        self._notice = urwid.Text("", align=urwid.Align.CENTER)
        super().__init__(child)

    def fits(self, size: tuple[int, int]) -> bool:
        """Whether a (cols, rows) box is big enough for the child."""
        return size[0] >= self.need_cols and size[1] >= self.need_rows

    def set_minimum(self, cols: int, rows: int) -> None:
        """Change the size the child needs."""
        self.need_cols, self.need_rows = cols, rows
        self._invalidate()

    def _dialog_alone(self, size: tuple[int, int]) -> urwid.Widget | None:
        """The open dialog centred on an empty screen, if there is one and it fits."""
        alone = self.fallback() if self.fallback is not None else None
        return alone if alone is not None and alone.fits(size) else None

    def render(self, size: tuple[int, int], focus: bool = False) -> urwid.Canvas:
        self.blocked = False
        self.drawn_at = size
        if self.fits(size):
            return self.child.render(size, focus)
        alone = self._dialog_alone(size)
        if alone is not None:
            return alone.render(size, focus)
        self.blocked = True
        self._notice.set_text(
            [("too small", f"terminal too small: need {self.need_cols}×{self.need_rows}"),
             f"\n(now {size[0]}×{size[1]}; enlarge the window, or press q to go back)"]
        )
        return urwid.Filler(self._notice).render(size, focus)

    def keypress(self, size: tuple[int, int], key: str) -> str | None:
        if self.fits(size):
            return self.child.keypress(size, key)
        alone = self._dialog_alone(size)
        if alone is not None:
            return alone.keypress(size, key)
        return key

    def mouse_event(self, size: tuple[int, int], event: str, button: int, col: int, row: int,
                    focus: bool) -> bool | None:
        if self.fits(size):
            return self.child.mouse_event(size, event, button, col, row, focus)
        alone = self._dialog_alone(size)
        if alone is not None:
            return alone.mouse_event(size, event, button, col, row, focus)
        return False
