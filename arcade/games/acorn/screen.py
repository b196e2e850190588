"""Acorn Runner's full-screen face: the maze in colour, buckets and moves in a panel, the original messages in a
message line, undo and restart, and the solver's shortest way out drawn over the maze and played on request.

It drives the same Game engine as the plain adapter, one move per key ('e' waits, as in run.py). The issue asked
for `s` to show the solution, but `s` moves down (WASD, as in the original); so `p` shows the path, `g` plays it
(one move per tick of urwid's alarm, any key stops it) and `n` takes one move of it. A big board scrolls: the
view follows the acorn. The solver runs in the UI thread: a breadth-first search from any state of the largest
bundled board (201x201) takes about 0.3 s, and a search that would expand more than MAX_STATES states gives up
with a message rather than freeze the screen. A win with the solver's help is not kept as a best.
"""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import urwid

from arcade.errors import LevelError
from arcade.games.acorn.model import (
    AIR,
    BURNT_MESSAGE,
    END,
    FIRE,
    LOSE_MESSAGE,
    OFFSETS,
    START,
    TELEPORTS,
    WALL,
    WATER,
    WIN_MESSAGE,
    BoardMissingError,
    Game,
    Grid,
    bucket_line,
)
from arcade.games.acorn.plain import load_board
from arcade.games.acorn.solver import BFS, SearchLimitError, format_result, search
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
)
from arcade.levels import Level
from arcade.registry import Game as RegistryGame
from arcade.ui.game import GameScreen, Host, message_lines
from arcade.ui.widgets import BoardView, Cell, GameLayout, InfoPanel, Markup, StatusBar, labelled

CELL_WIDTH = 2
PANEL_WIDTH = 30
MIN_VIEW_CELLS = (20, 9)
"""The smallest window of a scrolling board worth playing in: (cells across, rows)."""
MESSAGE_ROWS = 2
"""Rows kept for the message line in min_size (the longest original message takes two on a 100-column screen)."""
MOVE_GROUP = 5
GROUPS_PER_LINE = 4
MOVE_LINES = 3
"""The moves panel shows the last MOVE_LINES lines of moves, MOVE_GROUP moves to a group."""
LISTED_MOVES = 60
"""An end dialog lists at most this many moves (the rest as '…')."""
MAX_STATES = 400_000
"""The solver gives up beyond this many states (about 2 s); every bundled board needs far fewer (wildfire 47,255)."""
STEP_SECONDS = 0.15
PLAY_SECONDS = 12.0
MIN_STEP_SECONDS = 0.02
"""Playing a path: STEP_SECONDS a move, faster for long paths (about PLAY_SECONDS in all), never under
MIN_STEP_SECONDS."""

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
ACORN_CELL: Cell = ("acorn", "A".ljust(CELL_WIDTH))
PATH_MARK = "·"
"""Drawn on an empty cell of the shown path (other cells keep their letter, on the path's colour)."""

NO_PATH_MESSAGE = format_result(None).strip()
TOO_FAR_MESSAGE = f"The way out is too far to work out here (the solver gave up after {MAX_STATES:,} states)."
NOTHING_TO_UNDO = "Nothing to undo."
ASSISTED_NOTE = " Played with the solver's help: not kept as a best."

LEGEND: list[Markup] = [
    [ACORN_CELL, " acorn  ", GLYPHS[START], " start ", GLYPHS[END], " goal"],
    [GLYPHS[WALL], " wall  ", GLYPHS[FIRE], " fire  ", GLYPHS[WATER], " water"],
    [GLYPHS["1"], GLYPHS["2"], GLYPHS["3"], "teleport pairs"],
    [("path", PATH_MARK.ljust(CELL_WIDTH)), " way out  ", ("path next", PATH_MARK.ljust(CELL_WIDTH)), " next move"],
]


def load_grid(level: Path) -> Grid:
    """The board in this file; LevelError (a dialog, or one line on the command line) if it cannot be played."""
    try:
        return load_board(str(level))
    except BoardMissingError:
        raise LevelError(level, "no such file") from None


def replay(grid: Grid, moves: list[str]) -> Game:
    """A new game on this board after these recorded moves (walls never record a move, so this is exact)."""
    game = Game(grid)
    for move in moves:
        game.game_move(move)
    return game


def path_cells(game: Game, path: list[str]) -> list[list[tuple[int, int]]]:
    """Per move of a path followed from the game's state, the cells the acorn crosses: the move's target (a pad
    stepped on) and where it ends up (the other pad)."""
    twin = game.copy()
    steps = []
    for move in path:
        d_row, d_col = OFFSETS[move]
        crossed = [(twin.player.row + d_row, twin.player.col + d_col)] if d_row or d_col else []
        twin.game_move(move)
        crossed.append((twin.player.row, twin.player.col))
        steps.append(crossed)
    return steps


def path_cell(attr: str, char: str) -> Cell:
    """A cell of the shown path: the path mark on an empty cell (or the start), else the cell's own letter."""
    return (attr, (PATH_MARK if char in (AIR, START) else char).ljust(CELL_WIDTH))


class ShownPath:
    """The solver's way out as drawn over the maze: the moves still to make and the cells they cross, counted
    per row so that taking a move redraws only the rows it changes."""

    _serials = itertools.count(1)

    def __init__(self, game: Game, moves: list[str]) -> None:
        self.moves = list(moves)
        self.steps = path_cells(game, self.moves)
        self.serial = next(self._serials)
        self.marks: dict[int, dict[int, int]] = {}
        """Row -> column -> how many of the moves still to make cross that cell."""
        self.versions: dict[int, int] = {}
        """Row -> how often its marks changed (with the serial, the key of a drawn row)."""
        for crossed in self.steps:
            for row, col in crossed:
                marks = self.marks.setdefault(row, {})
                marks[col] = marks.get(col, 0) + 1
                self.versions[row] = 0

    def __len__(self) -> int:
        return len(self.moves)

    def next_move(self) -> str:
        """The move to make next."""
        return self.moves[0]

    def next_cell(self) -> tuple[int, int]:
        """Where the next move goes (for a wait on a pad: the other pad)."""
        return self.steps[0][0]

    def take(self) -> None:
        """The next move was made: forget it and the cells only it crossed."""
        self.moves.pop(0)
        for row, col in self.steps.pop(0):
            marks = self.marks[row]
            marks[col] -= 1
            if not marks[col]:
                del marks[col]
            self.versions[row] += 1

    def token(self, row: int) -> tuple[int, int] | None:
        """What the path adds to this row, as a cache key (None: nothing, ever)."""
        version = self.versions.get(row)
        return None if version is None else (self.serial, version)


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
    """The original's 'You made N moves.' and 'Your moves: …' (the list cut after LISTED_MOVES moves)."""
    count = f"You made {len(moves)} move{'' if len(moves) == 1 else 's'}."
    listed = ", ".join(moves[:LISTED_MOVES]) + (", …" if len(moves) > LISTED_MOVES else "")
    return f"{count}\nYour move{'' if len(moves) == 1 else 's'}: {listed}"


def step_seconds(moves_left: int) -> float:
    """How long each move of a played path is shown."""
    return max(MIN_STEP_SECONDS, min(STEP_SECONDS, PLAY_SECONDS / max(moves_left, 1)))


class AcornScreen(GameScreen):
    """One board of Acorn Runner."""

    bindings = (*MOVES, STAY, SHOW_PATH, PLAY_PATH, STEP_PATH, UNDO, RESTART)
    rules = ("Lead the acorn (A) from X to the goal Y. Walls (▒) stop you. Walking onto water (W) gives a bucket; "
             "fire (F) takes one and goes out, or burns you if you have none. Stepping onto a numbered pad takes you "
             "to its twin; waiting (e) on a pad takes you back. p shows the shortest way out from where you are, "
             "g plays it, n takes its next move. s moves down (WASD), so the way out is on p.")

    def __init__(self, host: Host, game: RegistryGame, level: Level | None) -> None:
        if level is None or level.path is None:
            raise ValueError("Acorn Runner needs a board file")
        self.start_grid = load_grid(level.path)
        self.model = Game(self.start_grid)
        self.finished = False
        self.assisted = False
        """The solver's path was shown or played since the last restart."""
        self.path: ShownPath | None = None
        """The shown way out, or None when none is shown."""
        self.playing = False
        self._alarm: object | None = None
        self._row_cache: dict[int, tuple[str, tuple[int, int] | None, list[Cell]]] = {}
        self._width = max((len(row) for row in self.start_grid), default=0) * CELL_WIDTH
        self.board = BoardView(CELL_WIDTH)
        self.panel = InfoPanel("Acorn Runner")
        self.move_panel = InfoPanel("Your moves")
        self.legend = InfoPanel("Legend")
        self.legend.show(LEGEND)
        self.message = urwid.Text("")
        self.layout = GameLayout(self.board, [self.panel, self.move_panel, self.legend], PANEL_WIDTH)
        super().__init__(host, game, level, urwid.Frame(self.layout, footer=self.message))
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------------
    @property
    def min_size(self) -> tuple[int, int]:
        board_cols = min(self.board.full_width, MIN_VIEW_CELLS[0] * CELL_WIDTH)
        board_rows = min(self.board.full_height, MIN_VIEW_CELLS[1])
        side_rows = len(self._panel_lines()) + 2 + MOVE_LINES + 2 + len(LEGEND) + 2
        cols = max(board_cols + GameLayout.GAP + PANEL_WIDTH, 70)  # 70: the end dialogs' width
        return cols, max(board_rows, side_rows) + MESSAGE_ROWS + StatusBar.ROWS

    def _base_row(self, index: int) -> list[Cell]:
        """Row `index` of the maze as cells with the shown path, without the acorn (rebuilt only when it changed)."""
        shown = "".join(cell.display for cell in self.model.grid[index])
        token = self.path.token(index) if self.path is not None else None
        cached = self._row_cache.get(index)
        if cached is None or cached[0] != shown or cached[1] != token:
            cells = [GLYPHS.get(char, ("panel value", char.ljust(CELL_WIDTH))) for char in shown]
            if self.path is not None:
                for col in self.path.marks.get(index, ()):
                    if col < len(cells):
                        cells[col] = path_cell("path", shown[col])
            cached = (shown, token, cells)
            self._row_cache[index] = cached
        return cached[2]

    def board_rows(self) -> list[list[Cell]]:
        """The maze as drawn now: the shown path over the cells (its next move marked), the acorn on top."""
        rows = [self._base_row(index) for index in range(len(self.model.grid))]

        def mark(row: int, col: int, cell: Cell) -> None:
            if 0 <= row < len(rows) and 0 <= col < len(rows[row]):
                rows[row] = list(rows[row])
                rows[row][col] = cell

        if self.path:
            row, col = self.path.next_cell()
            if self.model.cell_at(row, col) is not None:
                mark(row, col, path_cell("path next", self.model.grid[row][col].display))
        player = self.model.player
        mark(player.row, player.col, ACORN_CELL)
        return rows

    def _panel_lines(self) -> list[Markup]:
        player = self.model.player
        best = self.host.scores.best(self.game.id, self.level_name)
        path = "-" if self.path is None else f"{len(self.path)} move{'' if len(self.path) == 1 else 's'}"
        return [
            labelled("Board", self.level_name),
            labelled("Size", f"{self._width // CELL_WIDTH}×{len(self.model.grid)}"),
            labelled("Buckets", player.num_water_buckets, "good" if player.num_water_buckets else "panel value"),
            labelled("Moves", len(self.model.moves)),
            labelled("Best", f"{best['moves']} moves" if best and "moves" in best else "-"),
            labelled("Playing" if self.playing else "Way out", path),
            labelled("At", f"row {player.row + 1}, column {player.col + 1}"),
        ]

    def refresh(self) -> None:
        """Redraw the maze and the panels from the game."""
        player = self.model.player
        self.board.show(self.board_rows(), follow=(player.row, player.col), width=self._width)
        self.layout.fit_board()
        self.panel.show(self._panel_lines())
        self.move_panel.show(move_lines(self.model.moves) or [("blurb", "none yet")])

    def say(self, message: str | None) -> None:
        """Show a message (the original's words where it had them) in the message line."""
        self.message.set_text(("status message", f" {message}") if message else "")

    # -- actions ---------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return bool(self.model.moves) and not self.finished

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if self.playing:  # any key stops a path being played, and does nothing else
            self.stop_playing()
            left = len(self.path or [])
            self.say(f"Stopped with {left} move{'' if left == 1 else 's'} of the way out left: g plays on.")
            self.refresh()
            return None
        return super().keypress(size, key)

    def on_action(self, action: str) -> bool:
        if action in MOVE_OF_ACTION:
            if not self.finished:
                self.move(MOVE_OF_ACTION[action])
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
            if not self.finished and (self.path or self.find_path()):
                self.step_path()
            return True
        if action == UNDO.action:
            self.undo()
            return True
        if action == RESTART.action:
            self.ask_then("Start this board again from the beginning?", self.restart)
            return True
        return False

    def move(self, move: str) -> None:
        """Make one move ('w', 'a', 's', 'd' or 'e'); the shown path stays if this was its next move (or a wall)."""
        path = self.path
        made = len(self.model.moves)
        message = self.model.game_move(move)
        if path and path.next_move() == move:
            path.take()
        elif len(self.model.moves) != made:  # a wall changes nothing, so the way out still holds
            self.path = None
        self.say(message)
        self.refresh()
        self._check_end()

    def find_path(self) -> bool:
        """Ask the solver for the shortest way out from here and show it; False (and why) if there is none."""
        started = time.perf_counter()
        try:
            result = search(self.model, BFS, MAX_STATES)
        except SearchLimitError:
            self.say(TOO_FAR_MESSAGE)
            return False
        if result.path is None:
            self.path = None
            self.say(NO_PATH_MESSAGE)
            self.refresh()
            return False
        self.path = ShownPath(self.model, result.path)
        self.assisted = True
        seconds = time.perf_counter() - started
        self.say(f"{format_result(result.path).splitlines()[0]} (found in {seconds:.2f} s)  "
                 f"g plays it, n takes one move, p hides it.")
        self.refresh()
        return True

    def toggle_path(self) -> None:
        """p: show the way out from here, or hide the one shown."""
        if self.path is not None:
            self.path = None
            self.say("Way out hidden.")
            self.refresh()
        else:
            self.find_path()

    def step_path(self) -> None:
        """Take the shown path's next move."""
        if self.path:
            self.move(self.path.next_move())

    def play_path(self) -> None:
        """g: play the way out (found first if none is shown), one move per alarm tick, until a key stops it."""
        if not self.path and not self.find_path():
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
        self._alarm = loop.set_alarm_in(step_seconds(len(self.path)), self._tick)

    def _tick(self, _loop: object = None, _data: object = None) -> None:
        """One alarm tick while playing: the next move, then the next tick (or the end)."""
        self._alarm = None
        if not self.playing:
            return
        self.step_path()
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

    def undo(self) -> None:
        """Take back the last recorded move (the game is replayed from the start without it)."""
        self.stop_playing()
        if not self.model.moves:
            self.say(NOTHING_TO_UNDO)
            return
        self.model = replay(self.start_grid, self.model.moves[:-1])
        self.finished = False
        self.path = None
        self.say(f"Undone: back to move {len(self.model.moves)}. {bucket_line(self.model.player.num_water_buckets)}")
        self.refresh()

    def restart(self) -> None:
        """Start the board again."""
        self.stop_playing()
        self.model = Game(self.start_grid)
        self.finished = False
        self.assisted = False
        self.path = None
        self.say("Restarted.")
        self.refresh()

    def _check_end(self) -> None:
        if self.model.is_over():
            self.path = None
        if self.model.is_won():
            self.finished = True
            self._won()
        elif self.model.is_lost():
            self.finished = True
            self._lost()

    def _won(self) -> None:
        self.stop_playing()
        moves = self.model.moves
        note = ASSISTED_NOTE if self.assisted else self.record_best({"moves": len(moves)}, "moves")
        self.refresh()
        self.end_game(True, message_lines(WIN_MESSAGE, "", end_summary(moves), note), self.restart)

    def _lost(self) -> None:
        self.stop_playing()
        self.end_game(False, message_lines(BURNT_MESSAGE, "", LOSE_MESSAGE, "", end_summary(self.model.moves)),
                      self.restart, undo=self.undo)
