"""Lights Out's rules, pure: pressing a light switches it and its four neighbours; all lights off wins."""

from __future__ import annotations

from pathlib import Path

from arcade.errors import LevelError

ON, OFF = "#", "."
SIZE = 3
BOARD_SETTING = "board"
"""A level setting holding the board's text, for a level without a file (the toy's daily)."""
NEIGHBOURS = ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1))


def read_board(path: Path) -> tuple[tuple[bool, ...], ...]:
    """A level file: three lines of three characters, # a light on, . off; LevelError otherwise."""
    return parse_board(path.read_text(encoding="utf-8"), path)


def parse_board(text: str, source: Path | str) -> tuple[tuple[bool, ...], ...]:
    """A board's text (a level file's, or a daily's setting); LevelError naming source when it is malformed."""
    rows = text.split()
    if len(rows) != SIZE or any(len(row) != SIZE or set(row) - {ON, OFF} for row in rows):
        raise LevelError(source, f"a Lights Out board is {SIZE} lines of {SIZE} characters, {ON} or {OFF}")
    return tuple(tuple(char == ON for char in row) for row in rows)


class LightsOut:
    """One board in play, with every press kept so it can be taken back."""

    def __init__(self, board: tuple[tuple[bool, ...], ...], limit: int | None = None) -> None:
        self.start = board
        self.limit = limit
        """At most this many presses (None: as many as you like)."""
        self.lights = [list(row) for row in board]
        self.presses: list[tuple[int, int]] = []

    def press(self, row: int, col: int) -> None:
        """Switch the light at (row, col) and its neighbours on the board."""
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            raise ValueError(f"no light at row {row}, column {col}")
        self._switch(row, col)
        self.presses.append((row, col))

    def _switch(self, row: int, col: int) -> None:
        for d_row, d_col in NEIGHBOURS:
            if 0 <= row + d_row < SIZE and 0 <= col + d_col < SIZE:
                self.lights[row + d_row][col + d_col] = not self.lights[row + d_row][col + d_col]

    def undo(self) -> None:
        """Take the last press back (a press is its own inverse)."""
        self._switch(*self.presses.pop())

    def restart(self) -> None:
        self.lights = [list(row) for row in self.start]
        self.presses = []

    def has_won(self) -> bool:
        return not any(any(row) for row in self.lights)

    def has_lost(self) -> bool:
        return self.limit is not None and len(self.presses) >= self.limit and not self.has_won()

    def text(self) -> str:
        """The board as its level file writes it."""
        return "\n".join("".join(ON if light else OFF for light in row) for row in self.lights)
