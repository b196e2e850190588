"""Find text that does not fit where it is drawn: a line wrapped in two, or cut off at the edge.

Every urwid.Text drawn in one frame is checked: each of its lines must fit the width it is given (then it
is drawn on one screen row, whole). The check patches Text.render for the length of one drawing and clears
urwid's canvas cache first, so every Text really renders.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import urwid

Overflow = tuple[str, int]
"""A line of text that did not fit, and the columns it had."""


@contextmanager
def watching_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Overflow]]:
    """While active, every Text rendered adds its lines wider than their room to the yielded list."""
    found: list[Overflow] = []
    original = urwid.Text.render

    def render(self: urwid.Text, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        text, _attrs = self.get_text()
        if size:
            width = size[0]
            found.extend((line, width) for line in text.split("\n") if urwid.calc_width(line, 0, len(line)) > width)
        return original(self, size, focus)

    with monkeypatch.context() as patch:
        patch.setattr(urwid.Text, "render", render)
        urwid.CanvasCache.clear()
        yield found
    urwid.CanvasCache.clear()


def overflowing_lines(loop: urwid.MainLoop, monkeypatch: pytest.MonkeyPatch) -> list[Overflow]:
    """Draw the loop's screen once, fresh, and return every line of text that did not fit its room."""
    with watching_texts(monkeypatch) as found:
        loop.draw_screen()
    return found
