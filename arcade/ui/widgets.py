"""Small widgets every game screen shares: boxes, the side panel, the status bar, the size guard (the board and its
layout are board_view.py's)."""

from __future__ import annotations

import typing
from collections.abc import Callable, Sequence

import urwid

Markup = str | tuple[str, str] | list
"""urwid text markup: a string, an (attribute, text) pair, or a list of them."""


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
