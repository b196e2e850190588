"""Acorn Runner's drawing: the maze's glyphs, the legend, the panel's words (the compass, a pad hop, the moves),
the minimap of a big board, and the widgets the maze is drawn in (MazeView, built a row at a time by LazyRows,
inside FollowingLayout). Nothing here changes the game: the screen (screen.py) draws its state through these.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import overload

import urwid

from arcade.games.acorn.model import AIR, END, FIRE, START, TELEPORTS, WAIT, WALL, WATER, Grid
from arcade.records import against_shortest
from arcade.ui.board_view import BoardView, Cell, GameLayout
from arcade.ui.widgets import Markup

CELL_WIDTH = 2
PANEL_WIDTH = 32
"""The side panels' width: the legend's widest line (28 columns) plus borders and padding."""
MOVE_GROUP = 5
GROUPS_PER_LINE = 4
MOVE_LINES = 2
"""The moves panel shows the last MOVE_LINES lines of moves, MOVE_GROUP moves to a group."""
LISTED_MOVES = 12
RECENT_MOVES = 8
"""An end dialog lists every move of a game of at most LISTED_MOVES moves, else only the last RECENT_MOVES."""

GLYPHS: dict[str, Cell] = {
    WALL: ("wall", "▒" * CELL_WIDTH),
    AIR: ("floor", " " * CELL_WIDTH),
    START: ("start", START.ljust(CELL_WIDTH)),
    END: ("exit", END.ljust(CELL_WIDTH)),
    FIRE: ("fire", FIRE.ljust(CELL_WIDTH)),
    WATER: ("water", WATER.ljust(CELL_WIDTH)),
    **{digit: (f"pad {digit}", digit.ljust(CELL_WIDTH)) for digit in TELEPORTS},
}
ACORN = "A"
ACORN_CELL: Cell = ("acorn", ACORN.ljust(CELL_WIDTH))
TRAIL_CELL: Cell = ("trail", "··")
"""A cell of open ground the acorn walked, while the trail is shown (c)."""
WAY_ARROWS = {"w": "↑", "a": "←", "s": "↓", "d": "→", WAIT: "↺"}
"""On the shown way out, the second column of every cell the acorn will stand on is the move it makes from there
(↺: wait on the pad, which takes it to the twin); beside the acorn it is the next move (A↓)."""
PAD_ENTRY = "»"
"""On the shown way out, a pad the acorn steps into (and is thrown out of at its twin) is drawn '2»'."""
COMPASS = {(-1, -1): "↖", (-1, 0): "↑", (-1, 1): "↗", (0, -1): "←", (0, 1): "→", (1, -1): "↙", (1, 0): "↓",
           (1, 1): "↘", (0, 0): "here"}
"""The direction from the acorn to the goal, by the signs of the row and column differences."""
MAP_WIDTH = PANEL_WIDTH - 4
MAP_MIN_ROWS = 3
MAP_MAX_ROWS = 9
"""The minimap (only on a scrolling board, only where the window has rows to spare under the panels): at most
MAP_WIDTH columns, MAP_MIN_ROWS to MAP_MAX_ROWS lines."""
MAP_ON_SCREEN = "░"
MAP_OFF_SCREEN = "·"


Hop = tuple[str, tuple[int, int], tuple[int, int]]
"""A pad hop on the way out: the pad's digit, the pad the acorn goes into (or waits on) and the twin it lands on."""


def teleport_words(pad: str, row: int, col: int) -> str:
    """The screen's teleport message: the original's 'Whoosh!' and where the pad took the acorn."""
    return f"Whoosh! Pad {pad} sent you through a wormhole to its twin at row {row + 1}, column {col + 1}."


def legend_lines(pads: str) -> list[Markup]:
    """The legend for a board with these pad digits: every glyph it can show, each in words, at most 28 columns
    a line (the pad lines only when the board has pads)."""
    lines: list[Markup] = [
        [ACORN_CELL, " acorn  ", GLYPHS[START], " start  ", GLYPHS[END], " goal"],
        [GLYPHS[WALL], " wall   ", GLYPHS[WATER], " water  ", GLYPHS[FIRE], " fire"],
    ]
    if pads:
        lines.append([*(GLYPHS[digit] for digit in pads), " pad pairs"])
    lines.append([("path", " " + WAY_ARROWS["d"]), " way out  ", ("acorn", ACORN + WAY_ARROWS["d"]), " next move"])
    if pads:
        pad = pads[0]
        lines.append([("path", pad + PAD_ENTRY), " into pad  ", ("path", pad + WAY_ARROWS["d"]), " out of twin"])
        lines.append([("path", " " + WAY_ARROWS[WAIT]), " wait here (to the twin)"])
    lines.append([TRAIL_CELL, " cells walked (c: trail)"])
    return lines


def board_pads(grid: Grid) -> str:
    """The pad digits on this board, in order."""
    return "".join(sorted({cell.display for row in grid for cell in row if cell.display in TELEPORTS}))


def find_goal(grid: Grid) -> tuple[int, int]:
    """(row, col) of the goal Y (parse() makes sure there is exactly one)."""
    return next((row, col) for row, cells in enumerate(grid) for col, cell in enumerate(cells) if cell.display == END)


def goal_direction(player: tuple[int, int], goal: tuple[int, int]) -> str:
    """An arrow from the acorn towards the goal (diagonal unless they share a row or a column)."""
    d_row, d_col = goal[0] - player[0], goal[1] - player[1]
    return COMPASS[((d_row > 0) - (d_row < 0), (d_col > 0) - (d_col < 0))]


def compass_words(player: tuple[int, int], goal: tuple[int, int]) -> str:
    """Where the goal lies from the acorn: an arrow and the distances ('↘ 12 right, 30 down')."""
    d_row, d_col = goal[0] - player[0], goal[1] - player[1]
    parts = [f"{abs(d_col)} {'right' if d_col > 0 else 'left'}"] if d_col else []
    parts += [f"{abs(d_row)} {'down' if d_row > 0 else 'up'}"] if d_row else []
    return " ".join([goal_direction(player, goal), ", ".join(parts)]).strip()


def hop_words(hop: Hop) -> str:
    """A pad hop as the panel gives it: 'r4 c3 to r9 c11' (rows and columns counted from 1)."""
    _pad, (from_row, from_col), (to_row, to_col) = hop
    return f"r{from_row + 1} c{from_col + 1} to r{to_row + 1} c{to_col + 1}"


def move_lines(moves: list[str]) -> list[str]:
    """The moves panel: the moves in groups of MOVE_GROUP, GROUPS_PER_LINE to a line, the last MOVE_LINES lines
    ('…' starts the first shown line when earlier ones are left out)."""
    groups = ["".join(moves[start:start + MOVE_GROUP]) for start in range(0, len(moves), MOVE_GROUP)]
    lines = [" ".join(groups[start:start + GROUPS_PER_LINE]) for start in range(0, len(groups), GROUPS_PER_LINE)]
    if len(lines) > MOVE_LINES:
        lines = lines[-MOVE_LINES:]
        lines[0] = "…" + lines[0]
    return lines


def end_summary(moves: list[str], shortest: int | None = None) -> str:
    """The original's 'You made N moves.' (a win's against the board's shortest way out when it is known: 'You
    made 42 moves, shortest 28.') and 'Your moves: …' for a short game; for a longer one only its last
    RECENT_MOVES moves, so that the end dialog stays small."""
    made = f"{len(moves)} move{'' if len(moves) == 1 else 's'}"
    count = f"You made {against_shortest(made, shortest)}."
    if len(moves) <= LISTED_MOVES:
        return f"{count}\nYour move{'' if len(moves) == 1 else 's'}: {', '.join(moves)}"
    return f"{count}\nYour last {RECENT_MOVES} moves: {', '.join(moves[-RECENT_MOVES:])}"


def minimap_lines(board: tuple[int, int], view: tuple[int, int, int, int], player: tuple[int, int],
                  goal: tuple[int, int], rows: int) -> list[Markup]:
    """The whole board scaled into `rows` lines of at most MAP_WIDTH characters: A where the acorn is, Y the
    goal, ░ the part of the board on the screen now, · the rest. `board` is (rows, columns) of the board,
    `view` (first row, first column, rows, columns) of the window drawn, all in cells."""
    height, width = board
    cols = min(width, MAP_WIDTH)
    top, left, view_rows, view_cols = view

    def spot(row: int, col: int) -> tuple[int, int]:
        return row * rows // height, col * cols // width

    first, last = spot(top, left), spot(top + view_rows - 1, left + view_cols - 1)
    marks = {spot(*goal): ("exit", END), spot(*player): ("acorn", ACORN)}
    lines: list[Markup] = []
    for row in range(rows):
        line: list[Markup] = []
        for col in range(cols):
            if (row, col) in marks:
                line.append(marks[(row, col)])
            elif first[0] <= row <= last[0] and first[1] <= col <= last[1]:
                line.append(("panel value", MAP_ON_SCREEN))
            else:
                line.append(("blurb", MAP_OFF_SCREEN))
        lines.append(line)
    return lines


def minimap_rows(board: tuple[int, int], room: int) -> int:
    """How many lines the minimap of a board of (rows, columns) cells gets with `room` lines to spare for it (its
    borders included): the board's shape (a cell is drawn about square), at most MAP_MAX_ROWS; 0 for none."""
    height, width = board
    shaped = max(1, round(height * min(width, MAP_WIDTH) / width / 2))
    rows = min(shaped, MAP_MAX_ROWS, room - 2)
    return rows if rows >= min(shaped, MAP_MIN_ROWS) else 0


class LazyRows(Sequence[list[Cell]]):
    """A board's rows built one at a time when asked for (and kept): BoardView reads only the rows in its window,
    so a key on a 201-row board builds the 50-odd rows in view, not all of them."""

    def __init__(self, count: int, build: Callable[[int], list[Cell]]) -> None:
        self._count = count
        self._build = build
        self._built: dict[int, list[Cell]] = {}

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> list[Cell]: ...

    @overload
    def __getitem__(self, index: slice) -> list[list[Cell]]: ...

    def __getitem__(self, index: int | slice) -> list[Cell] | list[list[Cell]]:
        if isinstance(index, slice):
            return [self[row] for row in range(*index.indices(self._count))]
        row = index + self._count if index < 0 else index
        if not 0 <= row < self._count:
            raise IndexError(index)
        built = self._built.get(row)
        if built is None:
            built = self._built[row] = self._build(row)
        return built


class MazeView(BoardView):
    """The shared BoardView, cropping a scrolled window by slicing: every cell of the maze is CELL_WIDTH characters
    wide (a glyph, or a letter and an arrow), and a scrolled window starts and ends on a cell's edge."""

    def __init__(self) -> None:
        super().__init__(CELL_WIDTH)

    def crop(self, row: Sequence[Cell], start: int, width: int) -> Sequence[Cell]:
        if start % CELL_WIDTH or width % CELL_WIDTH:
            return super().crop(row, start, width)
        return row[start // CELL_WIDTH:(start + width) // CELL_WIDTH]


class FollowingLayout(GameLayout):
    """The shared layout, telling the screen after fitting the board to the room whether it scrolls (the panel
    then shows where the goal is) and how many rows it has (for the minimap)."""

    def __init__(self, board: BoardView, side: list[urwid.Widget], side_width: int,
                 on_fit: Callable[[int], None]) -> None:
        self.on_fit = on_fit
        super().__init__(board, side, side_width)

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        if len(size) == 2 and self.board.fit(size[0] - self.GAP - self.side_width, size[1]):
            self.fit_board()
        self.on_fit(size[1] if len(size) == 2 else 0)
        return super().render(size, focus)
