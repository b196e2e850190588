"""Acorn Runner's full-screen face: the maze in colour, buckets and moves in a panel, the original messages in a
message line, undo and restart, and the solver's shortest way out drawn over the maze and played on request.

It drives the same Game engine as the plain adapter, one move per key ('e' waits, as in run.py). The issue asked
for `s` to show the solution, but `s` moves down (WASD, as in the original); so `p` shows the path, `g` plays it
(on urwid's alarm at 2 to 64 moves a second, + and - change it, any other key stops it) and `n` takes one move
of it. A big board scrolls: the view follows the acorn, the panel's compass says where the goal is and, where the
window has rows to spare, a minimap shows where the acorn is in the whole board. On the shown way out every cell
the acorn will stand on carries an arrow for the move made from there (A↓ beside the acorn: the next move), a pad
it steps into is '2»' and the twin it comes out of '2↓', and the panel's Hop line gives the next hop's two ends,
so every glyph reads without colour. The solver's breadth-first search ends within the key on a small board; on a
large one (the 201x201 board: about 0.15 s in all) it runs a slice at a time on urwid's alarm, keys staying live
(see work_out), and a search that would expand more than MAX_STATES states gives up with a message. A win with
the solver's help is not kept as a best. Only the board's rows in view are built for a frame (LazyRows), and
undo takes the move back in the engine (Game.take_back) rather than replaying the game.

The game in play is kept as data (saved when left, resumed when the board is opened again): the board decides
the start, and the actions are what the player did, one JSON string each: the move letters w a s d e (every
move, the solver's included, wall bumps too), 'u' for an undo and 'path shown' each time the solver showed a way
out (which makes the game assisted). Replaying them rebuilds the game, its moves and its assisted mark exactly;
the shown way out itself is not kept (p shows it again).
"""

from __future__ import annotations

import itertools
import time
from collections import deque
from collections.abc import Callable, Generator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import overload

import urwid

from arcade.errors import LevelError
from arcade.games.acorn.export import PATH_SHOWN, UNDO_ACTION
from arcade.games.acorn.model import (
    AIR,
    BURNT_MESSAGE,
    END,
    FIRE,
    LOSE_MESSAGE,
    OFFSETS,
    START,
    TELEPORT_MESSAGE,
    TELEPORTS,
    WAIT,
    WALL,
    WATER,
    WIN_MESSAGE,
    BoardMissingError,
    Game,
    Grid,
    Teleport,
    bucket_line,
)
from arcade.games.acorn.model import MOVES as MOVE_LETTERS
from arcade.games.acorn.plain import load_board
from arcade.games.acorn.solver import BFS, SearchLimitError, SearchResult, finish, format_result, searching
from arcade.keys import (
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    MOVES,
    PLAY_PATH,
    RESTART,
    SHOW_PATH,
    STAY,
    STEP_PATH,
    UNDO,
    Binding,
)
from arcade.levels import Level
from arcade.registry import Game as RegistryGame
from arcade.store import StoreError
from arcade.ui.game import Action, GameScreen, Host, message_lines
from arcade.ui.widgets import BoardView, Cell, GameLayout, InfoPanel, Markup, StatusBar, labelled

CELL_WIDTH = 2
PANEL_WIDTH = 32
"""The side panels' width: the legend's widest line (28 columns) plus borders and padding."""
MIN_VIEW_CELLS = (20, 9)
"""The smallest window of a scrolling board worth playing in: (cells across, rows)."""
MESSAGE_ROWS = 2
"""Rows kept for the message line in min_size (the longest original message takes two on a 100-column screen)."""
MOVE_GROUP = 5
GROUPS_PER_LINE = 4
MOVE_LINES = 2
"""The moves panel shows the last MOVE_LINES lines of moves, MOVE_GROUP moves to a group."""
LISTED_MOVES = 12
RECENT_MOVES = 8
"""An end dialog lists every move of a game of at most LISTED_MOVES moves, else only the last RECENT_MOVES."""
MAX_STATES = 400_000
"""The solver gives up beyond this many states (about 2 s); every bundled board needs far fewer (wildfire 47,255)."""
SEARCH_SLICE = 4_000
"""States the search for the way out expands per key or alarm tick (about 10 ms): the screen answers keys between
slices. A board of more cells than this is searched on the alarm only."""
WORK_PAUSE = 0.005
"""Seconds between two slices of the search: long enough that the loop draws the screen and reads keys between."""
SHOW, STEP, PLAY = "show", "step", "play"
"""What follows the search for the way out: show it (p), take its first move (n), play it (g)."""

MOVE_OF_ACTION = {MOVE_UP.action: "w", MOVE_LEFT.action: "a", MOVE_DOWN.action: "s", MOVE_RIGHT.action: "d",
                  STAY.action: "e"}

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
WAY_ARROWS = {"w": "↑", "a": "←", "s": "↓", "d": "→", WAIT: "↺"}
"""On the shown way out, the second column of every cell the acorn will stand on is the move it makes from there
(↺: wait on the pad, which takes it to the twin); beside the acorn it is the next move (A↓)."""
PAD_ENTRY = "»"
"""On the shown way out, a pad the acorn steps into (and is thrown out of at its twin) is drawn '2»'."""
COMPASS = {(-1, -1): "↖", (-1, 0): "↑", (-1, 1): "↗", (0, -1): "←", (0, 1): "→", (1, -1): "↙", (1, 0): "↓",
           (1, 1): "↘", (0, 0): "here"}
"""The direction from the acorn to the goal, by the signs of the row and column differences."""
SPEEDS = (2, 4, 8, 16, 32, 64)
"""The speeds `g` can play the way out at, in moves a second (+ and - step through them)."""
DEFAULT_SPEED = 8
MAX_TICKS = 8
"""The most alarm ticks a second `g` asks for (each draws the board once)."""
SPEED_PREFERENCE = "acorn.speed"
"""Where the store remembers the player's speed (moves a second)."""
MAP_WIDTH = PANEL_WIDTH - 4
MAP_MIN_ROWS = 3
MAP_MAX_ROWS = 9
"""The minimap (only on a scrolling board, only where the window has rows to spare under the panels): at most
MAP_WIDTH columns, MAP_MIN_ROWS to MAP_MAX_ROWS lines."""
MAP_ON_SCREEN = "░"
MAP_OFF_SCREEN = "·"

NO_PATH_MESSAGE = format_result(None).strip()
TOO_FAR_MESSAGE = f"The way out is too far to work out here (the solver gave up after {MAX_STATES:,} states)."
NOTHING_TO_UNDO = "Nothing to undo."
ASSISTED_NOTE = "Played with the solver's help: not kept as a best."
BURNT_WORDS = "You stepped into the fire and watched your dreams disappear."
"""The screen's words for the original's 'You step into the fires and watch your dreams disappear :(.'"""
WAIT_WORDS = "You wait a move. (On a pad, waiting takes you to its twin.)"


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


def load_grid(level: Path) -> Grid:
    """The board in this file; LevelError (a dialog, or one line on the command line) if it cannot be played."""
    try:
        return load_board(str(level))
    except BoardMissingError:
        raise LevelError(level, "no such file") from None


Hop = tuple[str, tuple[int, int], tuple[int, int]]
"""A pad hop on the way out: the pad's digit, the pad the acorn goes into (or waits on) and the twin it lands on."""
ENTRY = "in"
GOAL = "goal"
Mark = tuple[int, int, str]
"""What one move of a path draws on a cell: (row, col, kind), the kind being the move made from there (w a s d e),
ENTRY for a pad stepped into, or GOAL."""


class PathStep:
    """One move of the way out, worked out once when the path is found: the marks it draws, the cell it takes
    the acorn to (its 'next' cell while it is the next move) and the pad hop it makes, if any."""

    __slots__ = ("hop", "marks", "target")

    def __init__(self, marks: list[Mark], target: tuple[int, int], hop: Hop | None) -> None:
        self.marks = marks
        self.target = target
        self.hop = hop


def path_steps(game: Game, path: list[str]) -> list[PathStep]:
    """The moves of a path followed from the game's state: move i marks the cell it starts from with its
    direction, a pad it steps into with ENTRY, and the goal at the end; its target is where the key takes the
    acorn (for a wait on a pad, the twin). The path is the solver's (every move legal), so the acorn's way is
    read off the grid without playing it: a move lands where it goes, or on a pad's twin (waiting on a pad too)."""
    grid = game.grid
    here = (game.player.row, game.player.col)
    steps = []
    for move in path:
        d_row, d_col = OFFSETS[move]
        target = (here[0] + d_row, here[1] + d_col)
        cell = grid[target[0]][target[1]]
        landed = cell.destination if isinstance(cell, Teleport) and cell.destination is not None else target
        marks: list[Mark] = [(*here, move)]
        hop = None
        if landed != target:  # a teleport: stepped into a pad (or waited on one) and thrown out at its twin
            hop = (cell.display, target, landed)
            if move != WAIT:
                marks.append((*target, ENTRY))
        steps.append(PathStep(marks, landed if move == WAIT else target, hop))
        here = landed
    if steps:
        steps[-1].marks.append((*here, GOAL))
    return steps


class ShownPath:
    """The solver's way out as drawn over the maze: the moves still to make and what they draw, worked out once
    per solve and counted per row, so that taking a move redraws only the rows it changes."""

    _serials = itertools.count(1)

    def __init__(self, game: Game, moves: list[str]) -> None:
        self.moves = list(moves)
        self.steps = path_steps(game, self.moves)
        self.serial = next(self._serials)
        self.marks: dict[int, dict[int, deque[str]]] = {}
        """Row -> column -> the kinds of the marks the moves still to make draw there, in order; a cell is drawn
        with its first (the way out's next visit)."""
        self.versions: dict[int, int] = {}
        """Row -> how often its marks changed (with the serial, the key of a drawn row)."""
        self.hops: deque[tuple[int, Hop]] = deque()
        """(index of the move, hop) for each pad hop still to make, in order."""
        self.taken = 0
        for index, step in enumerate(self.steps):
            for row, col, kind in step.marks:
                self.marks.setdefault(row, {}).setdefault(col, deque()).append(kind)
                self.versions[row] = 0
            if step.hop is not None:
                self.hops.append((index, step.hop))

    def __len__(self) -> int:
        return len(self.moves)

    def next_move(self) -> str:
        """The move to make next."""
        return self.moves[0]

    def next_cell(self) -> tuple[int, int]:
        """Where the next move takes the acorn (for a wait on a pad: the twin)."""
        return self.steps[0].target

    def next_hop(self) -> Hop | None:
        """The next pad hop on the way out, if it has one left."""
        return self.hops[0][1] if self.hops else None

    def take(self) -> None:
        """The next move was made: forget it and what only it drew."""
        self.moves.pop(0)
        for row, col, _kind in self.steps.pop(0).marks:
            marks = self.marks[row]
            marks[col].popleft()
            if not marks[col]:
                del marks[col]
            self.versions[row] += 1
        if self.hops and self.hops[0][0] == self.taken:
            self.hops.popleft()
        self.taken += 1

    def token(self, row: int) -> tuple[int, int] | None:
        """What the path adds to this row, as a cache key (None: nothing, ever)."""
        version = self.versions.get(row)
        return None if version is None else (self.serial, version)

    def cell(self, attr: str, row: int, col: int, char: str) -> Cell:
        """A cell on the way out as drawn now: its own letter (blank for air) then the direction the way goes on
        from it ('W↓', ' →', '2↺'), a pad stepped into '2»', the goal its letter."""
        kinds = self.marks.get(row, {}).get(col)
        kind = kinds[0] if kinds else GOAL
        letter = " " if char == AIR else char
        if kind == ENTRY:
            return attr, letter + PAD_ENTRY
        if kind == GOAL:
            return attr, char.ljust(CELL_WIDTH)
        return attr, letter + WAY_ARROWS[kind]


def move_lines(moves: list[str]) -> list[str]:
    """The moves panel: the moves in groups of MOVE_GROUP, GROUPS_PER_LINE to a line, the last MOVE_LINES lines
    ('…' starts the first shown line when earlier ones are left out)."""
    groups = ["".join(moves[start:start + MOVE_GROUP]) for start in range(0, len(moves), MOVE_GROUP)]
    lines = [" ".join(groups[start:start + GROUPS_PER_LINE]) for start in range(0, len(groups), GROUPS_PER_LINE)]
    if len(lines) > MOVE_LINES:
        lines = lines[-MOVE_LINES:]
        lines[0] = "…" + lines[0]
    return lines


def end_summary(moves: list[str]) -> str:
    """The original's 'You made N moves.' and 'Your moves: …' for a short game; for a longer one only its last
    RECENT_MOVES moves, so that the end dialog stays small."""
    count = f"You made {len(moves)} move{'' if len(moves) == 1 else 's'}."
    if len(moves) <= LISTED_MOVES:
        return f"{count}\nYour move{'' if len(moves) == 1 else 's'}: {', '.join(moves)}"
    return f"{count}\nYour last {RECENT_MOVES} moves: {', '.join(moves[-RECENT_MOVES:])}"


def tick_plan(speed: int) -> tuple[float, int]:
    """How `g` plays at this speed (moves a second): (seconds between alarm ticks, moves a tick). One move a tick
    up to MAX_TICKS a second; above that, several moves a tick drawn once, since drawing a big board takes
    longer than a tick would be."""
    moves = max(1, speed // MAX_TICKS)
    return moves / speed, moves


def changed_speed(speed: int, faster: bool) -> int:
    """The next speed up (or down) from this one, staying at the ends of SPEEDS (an unknown speed snaps to the
    nearest)."""
    index = min(range(len(SPEEDS)), key=lambda at: abs(SPEEDS[at] - speed))
    return SPEEDS[min(max(index + (1 if faster else -1), 0), len(SPEEDS) - 1)]


def remembered_speed(host: Host) -> int:
    """The speed the player last chose (kept in the host's store), else DEFAULT_SPEED."""
    store = getattr(host, "scores", None)
    if store is None:
        return DEFAULT_SPEED
    try:
        speed = store.preference(SPEED_PREFERENCE, DEFAULT_SPEED)
    except StoreError:
        return DEFAULT_SPEED
    return speed if speed in SPEEDS else DEFAULT_SPEED


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


WAIT_HERE = replace(STAY, help="Wait a move where you are (on a pad: go to its twin)")
UNDO_MOVE = replace(UNDO, help="Take back the last move (as often as you like)")
SHOW_WAY_OUT = replace(SHOW_PATH, hint="way out", help="Show or hide the shortest way out from where you are")
PLAY_WAY_OUT = replace(PLAY_PATH, help="Go: play the way out a move at a time (+ - speed; any other key stops it)")
STEP_WAY_OUT = replace(STEP_PATH, help="Take the next move of the way out (found first if none is shown)")
RESTART_BOARD = replace(RESTART, help="Start this board again (asks first)")
FASTER = Binding("faster", ("+", "="), "speed", "Play the way out faster (2 to 64 moves a second; remembered)")
SLOWER = Binding("slower", ("-",), "speed", "Play the way out slower (the speed is remembered)")


class AcornScreen(GameScreen):
    """One board of Acorn Runner."""

    bindings = (*MOVES, WAIT_HERE, UNDO_MOVE, SHOW_WAY_OUT, PLAY_WAY_OUT, STEP_WAY_OUT, RESTART_BOARD, FASTER,
                SLOWER)
    saves_games = True
    rules = ("Lead the acorn (A) from X to the goal Y; walls (▒▒) stop you. Water (W) gives a bucket; fire (F) "
             "takes one and goes out, or burns you without one. A numbered pad sends you to its twin; wait (e) on "
             "it to go back. The legend explains the way out p draws.")
    """Three lines in the help at 80 columns, so the help fits 24 rows whole (the keys' lines and the legend
    tell the rest)."""

    def __init__(self, host: Host, game: RegistryGame, level: Level | None) -> None:
        if level is None or level.path is None:
            raise ValueError("Acorn Runner needs a board file")
        self.start_grid = load_grid(level.path)
        self.model = Game(self.start_grid)
        self.goal = find_goal(self.start_grid)
        self.finished = False
        self.assisted = False
        """The solver showed a way out in this game (a 'path shown' action was taken)."""
        self.path: ShownPath | None = None
        """The shown way out, or None when none is shown."""
        self.playing = False
        self._alarm: object | None = None
        self._search: Generator[int, None, SearchResult] | None = None
        """The search for the way out under way, if any (see work_out)."""
        self._then = SHOW
        """What to do with the way out once it is found: SHOW, STEP or PLAY."""
        self._answer: SearchResult | None = None
        """The search's answer, found on the last tick, to be shown on the next."""
        self._search_started = 0.0
        self._work_alarm: object | None = None
        self.speed = remembered_speed(host)
        self._batching = False
        """Within one tick's moves at a high speed: the board is drawn once, after the last."""
        """Moves a second at which g plays the way out (one of SPEEDS)."""
        self._pads = board_pads(self.start_grid)
        self._row_cache: dict[int, tuple[str, tuple[int, int] | None, list[Cell], int]] = {}
        """Row -> (its characters, the path's token for it, its cells, the generation they were read in)."""
        self._drawn_model: Game | None = None
        """The game the cached rows were read from (a new one makes a new generation)."""
        self._generation = 0
        """Cached rows read in an earlier generation (an earlier game) are read again before they are used."""
        self._dirty_rows: set[int] = set()
        """Rows where moves may have changed a cell since they were last built (the acorn's rows before and after)."""
        self._width = max((len(row) for row in self.start_grid), default=0) * CELL_WIDTH
        self._cells = len(self.start_grid) * self._width // CELL_WIDTH
        """Cells of the board's rectangle (a board larger than SEARCH_SLICE is searched on the alarm only)."""
        self._goal_shown = False
        """Whether the panel shows the goal's line (it does while the board scrolls)."""
        self.board = MazeView()
        title = level.title if len(level.title) <= PANEL_WIDTH - 6 else "Acorn Runner"
        self.panel = InfoPanel(title)
        self.move_panel = InfoPanel("Your moves")
        self.legend_lines = legend_lines(self._pads)
        self.legend = InfoPanel("Legend")
        self.legend.show(self.legend_lines)
        self.map_panel = InfoPanel(f"Map: {MAP_ON_SCREEN} on screen")
        self._map_rows = 0
        """Lines of the minimap shown under the legend (0: none; only on a scrolling board with rows to spare)."""
        self.side = urwid.Pile([self.panel, self.move_panel, self.legend])
        self.message = urwid.Text("")
        self.layout = FollowingLayout(self.board, [self.side], PANEL_WIDTH, self._follow_scrolling)
        super().__init__(host, game, level, urwid.Frame(self.layout, footer=self.message))
        self.new_play()
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------------
    def may_scroll(self) -> bool:
        """Whether the board is larger than the smallest window it may get (the goal's line is then counted)."""
        return len(self.start_grid) > MIN_VIEW_CELLS[1] or self._width > MIN_VIEW_CELLS[0] * CELL_WIDTH

    @property
    def min_size(self) -> tuple[int, int]:
        board_cols = min(self.board.full_width, MIN_VIEW_CELLS[0] * CELL_WIDTH)
        board_rows = min(self.board.full_height, MIN_VIEW_CELLS[1])
        side_rows = self.side_rows(goal=self.may_scroll())
        cols = max(board_cols + GameLayout.GAP + PANEL_WIDTH, 70)  # 70: the end dialog's widest
        return cols, max(board_rows, side_rows) + MESSAGE_ROWS + StatusBar.ROWS

    def panel_line_count(self, goal: bool) -> int:
        """How many lines panel_lines gives (without asking the store for the best)."""
        return 4 + bool(self._pads) + goal

    def side_rows(self, goal: bool) -> int:
        """Rows the three panels take at most, borders included (the minimap comes under them when there is room)."""
        return self.panel_line_count(goal) + 2 + MOVE_LINES + 2 + len(self.legend_lines) + 2

    def _base_row(self, index: int) -> list[Cell]:
        """Row `index` of the maze as cells with the shown path, without the acorn (rebuilt only when it changed;
        its cells are read again only when a move since may have changed them: used up water or fire there)."""
        token = self.path.token(index) if self.path is not None else None
        cached = self._row_cache.get(index)
        fresh = cached is None or cached[3] != self._generation or index in self._dirty_rows
        if not fresh and cached is not None and cached[1] == token:
            return cached[2]
        self._dirty_rows.discard(index)
        shown = "".join(cell.display for cell in self.model.grid[index])
        if cached is None or cached[0] != shown or cached[1] != token:
            cells = [GLYPHS.get(char, ("panel value", char.ljust(CELL_WIDTH))) for char in shown]
            if self.path is not None:
                for col in self.path.marks.get(index, ()):
                    if col < len(cells):
                        cells[col] = self.path.cell("path", index, col, shown[col])
            cached = (shown, token, cells, self._generation)
        else:
            cached = (*cached[:3], self._generation)
        self._row_cache[index] = cached
        return cached[2]

    def _drawn_row(self, index: int) -> list[Cell]:
        """Row `index` of the maze as drawn now: `_base_row`, with the way out's next cell in its own colour and
        the acorn on top (an arrow beside it for the next move)."""
        row = self._base_row(index)
        player = self.model.player
        marks: list[tuple[int, Cell]] = []
        if self.path:
            next_row, next_col = self.path.next_cell()
            if next_row == index and self.model.cell_at(next_row, next_col) is not None:
                marks.append((next_col, self.path.cell("path next", next_row, next_col,
                                                       self.model.grid[next_row][next_col].display)))
        if player.row == index:
            marks.append((player.col, ("acorn", ACORN + WAY_ARROWS[self.path.next_move()]) if self.path
                          else ACORN_CELL))
        for col, cell in marks:
            if 0 <= col < len(row):
                row = list(row) if row is self._row_cache[index][2] else row
                row[col] = cell
        return row

    def board_rows(self) -> LazyRows:
        """The maze as drawn now (see `_drawn_row`), each row built when it is first asked for: a big board is
        drawn only in part, and only the rows in view are built."""
        if self.model is not self._drawn_model:  # a new game (begin): every row may have changed
            self._drawn_model = self.model
            self._generation += 1
        return LazyRows(len(self.model.grid), self._drawn_row)

    def panel_lines(self, goal: bool) -> list[Markup]:
        """The main panel; on a board with pads, the way out's next pad hop; with `goal`, a last line with the
        compass: where the goal lies from the acorn."""
        player = self.model.player
        best = self.host.scores.best(self.game.id, self.level_name)
        if self.path is None:
            path = "working it out…" if self.working else "-"
        else:
            path = f"{len(self.path)} move{'' if len(self.path) == 1 else 's'}"
            if self.playing:
                path += f" at {self.speed}/s"
        buckets = player.num_water_buckets
        lines = [
            [*labelled("Size", f"{self._width // CELL_WIDTH}×{len(self.model.grid)}"), "  ",
             *labelled("Buckets", buckets, "good" if buckets else "panel value")],
            [*labelled("Moves", len(self.model.moves)), "  ",
             *labelled("Best", f"{best['moves']}" if best and "moves" in best else "-")],
            labelled("Playing" if self.playing else "Way out", path),
        ]
        if self._pads:
            hop = self.path.next_hop() if self.path is not None else None
            lines.append(labelled("Hop", "-") if hop is None else labelled(f"Hop {hop[0]}", hop_words(hop), "path"))
        lines.append(labelled("At", f"row {player.row + 1}, column {player.col + 1}"))
        if goal:
            lines.append(labelled("Goal", compass_words((player.row, player.col), self.goal)))
        return lines

    def refresh(self) -> None:
        """Redraw the maze and the panels from the game (not while replaying a saved game: once at its end)."""
        if self.replaying or self._batching:
            return
        player = self.model.player
        self.board.show(self.board_rows(), follow=(player.row, player.col), width=self._width)
        self.layout.fit_board()
        self.panel.show(self.panel_lines(goal=self._goal_shown))
        self.move_panel.show(move_lines(self.model.moves) or [("blurb", "none yet")])

    def _follow_scrolling(self, rows: int) -> None:
        """After the board was fitted to the `rows` of the room: show the compass while (and only while) it scrolls,
        and the minimap under the panels when there are rows to spare for it."""
        scrolls = self.board.scrolls()
        if scrolls != self._goal_shown:
            self._goal_shown = scrolls
            self.panel.show(self.panel_lines(goal=self._goal_shown))
        board = (len(self.model.grid), self._width // CELL_WIDTH)
        map_rows = minimap_rows(board, rows - self.side_rows(goal=True)) if scrolls else 0
        if map_rows != self._map_rows:
            self._map_rows = map_rows
            panels = [self.panel, self.move_panel, self.legend, *([self.map_panel] if map_rows else [])]
            self.side.contents = [(panel, self.side.options()) for panel in panels]
        if map_rows:
            view = (self.board.view_top, self.board.view_left // CELL_WIDTH, self.board.height,
                    self.board.width // CELL_WIDTH)
            player = self.model.player
            self.map_panel.show(minimap_lines(board, view, (player.row, player.col), self.goal, map_rows))

    def say(self, message: str | None) -> None:
        """Show a message (the original's words where it had them) in the message line (not while replaying: the
        shell's status bar says the game was resumed)."""
        if self.replaying:
            return
        self.message.set_text(("status message", f" {message}") if message else "")

    # -- actions ---------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        """A game with moves, or one the solver helped (its assisted mark is worth keeping), until it ends."""
        return (bool(self.model.moves) or self.assisted) and not self.finished

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if self.playing and self.keymap.action_for(key) not in (FASTER.action, SLOWER.action):
            # any key but a change of speed stops a path being played, and does nothing else
            self.stop_playing()
            left = len(self.path or [])
            self.say(f"Stopped with {left} move{'' if left == 1 else 's'} of the way out left: g plays on.")
            self.refresh()
            return None
        return super().keypress(size, key)

    def on_action(self, action: str) -> bool:
        if action in MOVE_OF_ACTION:
            if not self.finished:
                self.take(MOVE_OF_ACTION[action])
            return True
        if action == SHOW_PATH.action:
            if not self.finished:
                self.toggle_path()
            return True
        if action == PLAY_PATH.action:
            if not self.finished:
                self.play_path()
            return True
        if action == STEP_PATH.action:
            if not self.finished:
                if self.path:
                    self.step_path()
                else:
                    self.work_out(STEP)
            return True
        if action == UNDO.action:
            self.take(UNDO_ACTION)
            return True
        if action in (FASTER.action, SLOWER.action):
            self.change_speed(faster=action == FASTER.action)
            return True
        if action == RESTART.action:
            self.ask_then("Start this board again from the beginning?", self.restart)
            return True
        return False

    # -- the game in play as data ------------------------------------------------------------------
    def begin(self, start: dict[str, object]) -> None:
        """A fresh game on this board (the board alone decides the start: start data is {})."""
        self.stop_playing()
        self.stop_working()
        self.model = Game(self.start_grid)
        self.finished = False
        self.assisted = False
        self.path = None

    def perform(self, action: Action) -> None:
        """One saved action, exactly as its key does it: a move letter, an undo, or the solver's way out shown."""
        if isinstance(action, str) and len(action) == 1 and action in MOVE_LETTERS:
            if not self.finished:
                self.move(action)
        elif action == UNDO_ACTION:
            self.undo()
        elif action == PATH_SHOWN:
            self.assisted = True
        else:
            raise ValueError(f"not an Acorn Runner action: {action!r}")

    def resume(self, record: dict[str, object]) -> None:
        """Replay a saved game without drawing, recording or asking on the way (a fire taken back by undo is
        passed through again), then draw it once; ValueError if its actions end the game."""
        super().resume(record)  # replays with the base class's `replaying` set
        if self.finished:
            raise ValueError("the saved game had already ended")
        self.refresh()

    def progress(self) -> str:
        count = len(self.model.moves)
        helped = ", with help" if self.assisted else ""
        return f"{count} move{'' if count == 1 else 's'}{helped}"

    def move(self, move: str) -> None:
        """Make one move ('w', 'a', 's', 'd' or 'e'); the shown path stays if this was its next move (or a wall)."""
        path = self.path
        made = len(self.model.moves)
        self._dirty_rows.add(self.model.player.row)
        message = self.model.game_move(move)
        self._dirty_rows.add(self.model.player.row)
        if path and path.next_move() == move:
            path.take()
        elif len(self.model.moves) != made:  # a wall changes nothing, so the way out still holds
            self.path = None
        words = self.screen_words(move, message)
        if words or not self.playing:  # while g plays, the line keeps its last news (e.g. the speed) until the next
            self.say(words)
        if self.working and len(self.model.moves) != made and not self.model.is_over():
            self.work_out(SHOW, again=True)
        self.refresh()
        self._check_end()

    def screen_words(self, move: str, message: str | None) -> str | None:
        """The message line for a move's message: the original's words, except that a teleport says which pad
        took the acorn where, the fire's words lose their ':(.', and a wait off the pads says what waiting does."""
        player = self.model.player
        if message == TELEPORT_MESSAGE:
            return teleport_words(self.model.grid[player.row][player.col].display, player.row, player.col)
        if message == BURNT_MESSAGE:
            return BURNT_WORDS
        if message is None and move == WAIT:
            return WAIT_WORDS
        return message

    @property
    def working(self) -> bool:
        """Whether the way out is being worked out (a slice at a time, on the loop's alarm)."""
        return self._search is not None

    def work_out(self, then: str, again: bool = False) -> None:
        """Work out the shortest way out from here, then show it (`then` SHOW), take its first move (STEP) or play
        it (PLAY). On a small board it ends within the key; on a larger one (more than SEARCH_SLICE cells) it goes
        on the loop's alarm, a slice of SEARCH_SLICE states a tick (building the search's board is a tick of its
        own, and so is showing the way found), keys staying live: n and g change what follows, p stops it, and a
        move (`again`) starts it again from the acorn's new place (to show the way out from there)."""
        self._then = then
        if self.working and not again:
            return
        self.stop_working()
        self._search = searching(self.model, BFS, MAX_STATES, SEARCH_SLICE)
        self._search_started = time.perf_counter()
        if (again or self._cells > SEARCH_SLICE) and self.host.loop is not None:  # the next tick works
            self._say_working(0)
            self._schedule_work()
        else:
            self._work(within_key=True)

    def work_on(self, _loop: object = None, _data: object = None) -> None:
        """One tick of the search (the alarm's callback)."""
        self._work_alarm = None
        self._work(within_key=False)

    def _work(self, within_key: bool) -> None:
        """On to the search's next pause (then the next tick), or show what it found."""
        search = self._search
        if search is None:
            return
        if self._answer is not None:  # found on the last tick: shown on this one
            result, self._answer = self._answer, None
        else:
            try:
                if self.host.loop is None:  # no loop to come back on: all of it now
                    result = finish(search)
                else:
                    expanded = next(search)
                    self._say_working(expanded)
                    self._schedule_work()
                    return
            except StopIteration as done:
                result = done.value
                if not within_key and self.host.loop is not None:
                    self._answer = result
                    self._schedule_work()
                    return
            except SearchLimitError:
                self._search = None
                self.say(TOO_FAR_MESSAGE)
                self.refresh()
                return
        self._search = None
        self.found(result)

    def _schedule_work(self) -> None:
        loop = self.host.loop
        if loop is not None and self._work_alarm is None:
            self._work_alarm = loop.set_alarm_in(WORK_PAUSE, self.work_on)

    def _say_working(self, expanded: int) -> None:
        tried = f": {expanded:,} places tried" if expanded else ""
        self.say(f"Working out the way out{tried}… p stops it.")
        self.panel.show(self.panel_lines(goal=self._goal_shown))

    def stop_working(self) -> None:
        """Drop the search under way (and its pending tick), if any."""
        self._search = None
        self._answer = None
        if self._work_alarm is not None and self.host.loop is not None:
            self.host.loop.remove_alarm(self._work_alarm)
        self._work_alarm = None

    def found(self, result: SearchResult) -> None:
        """The search's answer: show the way out (or say there is none), then do what was asked."""
        if result.path is None:
            self.path = None
            self.say(NO_PATH_MESSAGE)
            self.refresh()
            return
        self.path = ShownPath(self.model, result.path)
        self.take(PATH_SHOWN)
        seconds = time.perf_counter() - self._search_started
        self.say(f"{format_result(result.path).splitlines()[0]} (found in {seconds:.2f} s)  "
                 f"g plays it, n takes one move, p hides it.")
        self.refresh()
        if self._then == STEP:
            self.step_path()
        elif self._then == PLAY:
            self.play_path()

    def toggle_path(self) -> None:
        """p: show the way out from here, hide the one shown, or stop working it out."""
        if self.working:
            self.stop_working()
            self.say("Stopped working out the way out: p starts again.")
            self.refresh()
        elif self.path is not None:
            self.path = None
            self.say("Way out hidden.")
            self.refresh()
        else:
            self.work_out(SHOW)

    def step_path(self) -> None:
        """Take the shown path's next move."""
        if self.path:
            self.take(self.path.next_move())

    def play_path(self) -> None:
        """g: play the way out (worked out first if none is shown), one move per alarm tick, until a key stops it."""
        if not self.path:
            self.work_out(PLAY)
            return
        if self.host.loop is None:
            return
        self.playing = True
        self.refresh()
        self._schedule()

    def _schedule(self) -> None:
        loop = self.host.loop
        if loop is None or not self.path:
            self.playing = False
            return
        self._alarm = loop.set_alarm_in(tick_plan(self.speed)[0], self._tick)

    def change_speed(self, faster: bool) -> None:
        """+ or -: play the way out faster or slower (from the next move on, while playing), and remember it."""
        speed = changed_speed(self.speed, faster)
        limit = "" if speed != self.speed else " (the fastest)" if faster else " (the slowest)"
        self.speed = speed
        words = f"Speed: {speed} moves a second{limit}. + faster, - slower"
        try:
            self.host.scores.set_preference(SPEED_PREFERENCE, speed)
        except StoreError as error:
            words += f" (not remembered: {error})"
        self.say(words + ("." if self.playing else "; g plays the way out."))
        self.refresh()

    def _tick(self, _loop: object = None, _data: object = None) -> None:
        """One alarm tick while playing: the next move (several at the highest speeds, drawn once), then the next
        tick (or the end)."""
        self._alarm = None
        if not self.playing:
            return
        self._batching = True
        try:
            for _move in range(tick_plan(self.speed)[1]):
                if not self.path or self.finished:
                    break
                self.step_path()
        finally:
            self._batching = False
        self.refresh()
        if self.playing and self.path and not self.finished:
            self._schedule()
        else:
            self.playing = False
            self.refresh()

    def stop_playing(self) -> None:
        """Stop playing the path (it stays shown) and drop the pending tick."""
        self.playing = False
        if self._alarm is not None and self.host.loop is not None:
            self.host.loop.remove_alarm(self._alarm)
        self._alarm = None

    def on_leave(self) -> None:
        self.stop_playing()
        self.stop_working()

    def undo(self) -> None:
        """Take back the last recorded move (in place: the same as replaying the game without it)."""
        self.stop_playing()
        if not self.model.moves:
            self.say(NOTHING_TO_UNDO)
            return
        self._dirty_rows.add(self.model.player.row)  # the acorn's row, where the move may have used a cell up
        self.model.take_back()
        self._dirty_rows.add(self.model.player.row)
        self.finished = False
        self.path = None
        self.say(f"Undone: back to move {len(self.model.moves)}. {bucket_line(self.model.player.num_water_buckets)}")
        if self.working:
            self.work_out(SHOW, again=True)
        self.refresh()

    def restart(self) -> None:
        """Start the board again (a new game in the records)."""
        self.begin({})
        self.new_play()
        self.say("Restarted.")
        self.refresh()

    def _check_end(self) -> None:
        if self.model.is_over():
            self.path = None
            self.stop_working()
            self.finished = True
            if self.replaying:  # an end passed through again on the way to a saved game: recorded already
                return
            if self.model.is_won():
                self._won()
            else:
                self._lost()

    def _won(self) -> None:
        self.stop_playing()
        moves = self.model.moves
        kept = self.record_end("won", {"moves": len(moves)}, assisted=self.assisted)
        self.refresh()
        self.end_game(True, message_lines(f"{WIN_MESSAGE}\n", end_summary(moves),
                                          ASSISTED_NOTE if self.assisted else "", kept), self.restart)

    def _lost(self) -> None:
        self.stop_playing()
        self.record_end("lost", {"moves": len(self.model.moves)})
        self.end_game(False, message_lines(f"{BURNT_WORDS}\n", f"{LOSE_MESSAGE}\n", end_summary(self.model.moves)),
                      self.restart, undo=lambda: self.take(UNDO_ACTION))
