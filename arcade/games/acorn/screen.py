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

This module is the controller (keys to moves, the game as data, the end); maze_view.py draws the maze, the
legend, the panel's words and the minimap; way_out.py works out, draws and plays the way out.

The game in play is kept as data (saved when left, resumed when the board is opened again): the board decides
the start, and the actions are what the player did, one JSON string each: the move letters w a s d e (every
move, the solver's included, wall bumps too), 'u' for an undo and 'path shown' each time the solver showed a way
out (which makes the play helped). Replaying them rebuilds the game, its moves and its help mark exactly;
the shown way out itself is not kept (p shows it again).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import urwid

from arcade.errors import LevelError
from arcade.games.acorn.bindings import PLAY_PATH, SHOW_PATH, STAY, STEP_PATH, TRAIL
from arcade.games.acorn.export import PATH_SHOWN, UNDO_ACTION
from arcade.games.acorn.generated import DIFFICULTIES, generate_level
from arcade.games.acorn.maze_view import (
    ACORN,
    ACORN_CELL,
    CELL_WIDTH,
    GLYPHS,
    MAP_ON_SCREEN,
    MOVE_LINES,
    PANEL_WIDTH,
    TRAIL_CELL,
    WAY_ARROWS,
    FollowingLayout,
    LazyRows,
    MazeView,
    board_pads,
    compass_words,
    end_summary,
    find_goal,
    hop_words,
    legend_lines,
    minimap_lines,
    minimap_rows,
    move_lines,
    teleport_words,
)
from arcade.games.acorn.model import (
    AIR,
    BURNT_MESSAGE,
    EXTINGUISH_MESSAGE,
    LOSE_MESSAGE,
    TELEPORT_MESSAGE,
    WAIT,
    WIN_MESSAGE,
    BoardMissingError,
    Game,
    Grid,
    bucket_line,
    parse,
)
from arcade.games.acorn.model import MOVES as MOVE_LETTERS
from arcade.games.acorn.plain import load_board
from arcade.games.acorn.way_out import STEP, WayOut
from arcade.keys import (
    ANY_OTHER_KEY,
    HELP_KEY_NOTE,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    RESTART,
    UNDO,
    Binding,
    KeyTable,
    Row,
)
from arcade.levels import Level, make_generated
from arcade.registry import Game as RegistryGame
from arcade.store import StoreError
from arcade.ui.board_view import Cell, GameLayout
from arcade.ui.game import Action, Host, message_lines
from arcade.ui.turns import REDO_ROW, TurnScreen
from arcade.ui.widgets import InfoPanel, Markup, StatusBar, labelled

TRAIL_PREFERENCE = "acorn.trail"
TRAIL_WORDS = {True: "Trail shown: ·· marks the cells you walked (c hides it).", False: "Trail hidden."}
FLOOR = GLYPHS[AIR]
"""Open ground as drawn: the only cells a trail mark replaces (never water, fire, a pad, the start or the way out)."""
MIN_VIEW_CELLS = (20, 9)
"""The smallest window of a scrolling board worth playing in: (cells across, rows)."""
MESSAGE_ROWS = 1
"""Rows kept for the message line in min_size: one, since every message fits 80 columns (and a longer one, e.g. a
store's error, is cut short with an ellipsis rather than wrapped)."""
WAY_OUT_HELP = "The way out"
"""What the solver's help is called in the help question (GameScreen.offer_help)."""
BURNT_WORDS = "You stepped into the fire and watched your dreams disappear."
"""The screen's words for the original's 'You step into the fires and watch your dreams disappear :(.'"""
EXTINGUISH_WORDS = "With your strong acorn arms you throw a bucket at the fire and roll on through!"
"""The screen's words for the original's two-line 'With your strong acorn arms, you throw a water bucket at the
fire. You acorn roll your way through the extinguished flames!' (one line at 80 columns)."""
WAIT_WORDS = "You wait a move. (On a pad, waiting takes you to its twin.)"
BOARD_OVER = "This board is over: u takes the last move back, r starts it again."
"""What a move or way-out key says once the board is won or lost (the end dialog closed)."""


def load_grid(level: Path) -> Grid:
    """The board in this file; LevelError (a dialog, or one line on the command line) if it cannot be played."""
    try:
        return load_board(str(level))
    except BoardMissingError:
        raise LevelError(level, "no such file") from None


def board_of(level: Level) -> tuple[Grid, int | None]:
    """The level's board and the length of its shortest way out when it is known: a board file's (the manifest's
    `shortest`), or the board generated from the level's seed and difficulty (generated.py's text, the file
    `arcade --plain acorn-random` prints, and the BFS's shortest); LevelError when it cannot be played."""
    if level.path is not None:
        return load_grid(level.path), level.shortest
    if level.seed is None:
        raise ValueError("Acorn Runner needs a board file or a seed")
    board = make_generated(level, DIFFICULTIES, generate_level)
    return parse(board.text.split("\n")), board.rating.shortest


WAIT_HERE = replace(STAY, help="Wait a move where you are (on a pad: go to its twin)")
UNDO_MOVE = replace(UNDO, help="Take back the last move (as often as you like)")
SHOW_WAY_OUT = replace(SHOW_PATH, hint="way out",
                       help=f"Show or hide the shortest way out from where you are {HELP_KEY_NOTE}")
PLAY_WAY_OUT = replace(PLAY_PATH, help=f"Go: play the way out a move at a time (+ - speed; any other key stops it) "
                                       f"{HELP_KEY_NOTE}")
STEP_WAY_OUT = replace(STEP_PATH, help=f"Take the next move of the way out (found first if none is shown) "
                                       f"{HELP_KEY_NOTE}")
RESTART_BOARD = replace(RESTART, help="Start this board again (asks first)")
FASTER = Binding("faster", ("+", "="), "speed", "Play the way out faster (2 to 64 moves a second; remembered)")
SLOWER = Binding("slower", ("-",), "speed", "Play the way out slower (the speed is remembered)")
STOP_PLAYING = Binding("stop", (ANY_OTHER_KEY,), "stops",
                       "Stop playing the way out, and do nothing else (it stays shown: g plays on)")
PLAYING_KEYS = KeyTable(Row(FASTER, "change_speed", True), Row(SLOWER, "change_speed", False),
                        Row(STOP_PLAYING, "stop_playing_key"))
"""The keys while g plays the way out: + and - change the speed, any other key (? and q too) stops it."""


def remembered_trail(host: Host) -> bool:
    """Whether the player last chose to see the trail (kept in the host's store), else False."""
    try:
        return host.store.preference(TRAIL_PREFERENCE, False) is True
    except StoreError:
        return False


class AcornScreen(WayOut, TurnScreen):
    """One board of Acorn Runner: the controller, from keys to moves of the game, drawn through maze_view.py; the
    solver's way out (worked out, shown, played) is its WayOut part (way_out.py); its undo, restart and end are the
    shared TurnScreen's."""

    keys = KeyTable(
        Row(MOVE_UP, "take_turn", "w"),
        Row(MOVE_DOWN, "take_turn", "s"),
        Row(MOVE_LEFT, "take_turn", "a"),
        Row(MOVE_RIGHT, "take_turn", "d"),
        Row(WAIT_HERE, "take_turn", WAIT),
        Row(UNDO_MOVE, "undo_key"),
        Row(SHOW_WAY_OUT, "show_way_out_key"),
        Row(PLAY_WAY_OUT, "play_way_out_key"),
        Row(STEP_WAY_OUT, "step_way_out_key"),
        REDO_ROW,
        Row(RESTART_BOARD, "restart_key"),
        Row(FASTER, "change_speed", True),
        Row(SLOWER, "change_speed", False),
        Row(TRAIL, "toggle_trail"),
    )
    undo_action = UNDO_ACTION
    redoes = True
    palette = (("trail", "dark gray", "default", "default", "g46", "default"),)
    """Acorn Runner's own colour: the trail of cells walked (its other names are the shared palette's)."""
    level_over = BOARD_OVER
    restart_question = "Start this board again from the beginning?"
    rules = ("Lead the acorn (A) from X to the goal Y; walls (▒▒) stop you. Water (W) gives a bucket; fire (F) "
             "takes one and goes out, or burns you without one. A numbered pad sends you to its twin; wait (e) on "
             "it to go back. The legend explains the way out p draws.")
    """Three lines in the help at 80 columns, so the help fits 24 rows whole (the keys' lines and the legend
    tell the rest)."""

    def __init__(self, host: Host, game: RegistryGame, level: Level | None) -> None:
        if level is None:
            raise ValueError("Acorn Runner needs a board")
        self.start_grid, shortest = board_of(level)
        self.model = Game(self.start_grid)
        self.goal = find_goal(self.start_grid)
        self.finished = False
        self._init_way_out(host)
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
        self.trail_shown = remembered_trail(host)
        """Whether the cells walked are drawn (c; the choice is kept in the store for every board)."""
        self._trail: tuple[tuple[int, int], dict[int, set[int]]] | None = None
        """((game's id, moves recorded), the cells walked by row) as last worked out."""
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
        self.message = urwid.Text("", wrap=urwid.WrapMode.ELLIPSIS)
        """The message line: one row, never wrapped (the board keeps its rows whatever is said)."""
        self.layout = FollowingLayout(self.board, [self.side], PANEL_WIDTH, self._follow_scrolling)
        super().__init__(host, game, level, urwid.Frame(self.layout, footer=self.message))
        self.init_shortest(shortest)
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
        if self.trail_shown:
            marks += [(col, TRAIL_CELL) for col in self.walked_by_row().get(index, ()) if row[col] == FLOOR]
        if player.row == index:
            marks.append((player.col, ("acorn", ACORN + WAY_ARROWS[self.path.next_move()]) if self.path
                          else ACORN_CELL))
        for col, cell in marks:
            if 0 <= col < len(row):
                row = list(row) if row is self._row_cache[index][2] else row
                row[col] = cell
        return row

    def walked_by_row(self) -> dict[int, set[int]]:
        """The columns of the cells the acorn walked, by row (worked out again only after a move or an undo)."""
        key = (id(self.model), len(self.model.moves))
        if self._trail is None or self._trail[0] != key:
            walked: dict[int, set[int]] = {}
            for row, col in self.model.walked():
                walked.setdefault(row, set()).add(col)
            self._trail = (key, walked)
        return self._trail[1]

    def toggle_trail(self) -> None:
        """c: show or hide the trail of cells walked; the choice is remembered for every board."""
        self.trail_shown = not self.trail_shown
        with contextlib.suppress(StoreError):  # a store that cannot keep it: the trail still toggles
            self.host.store.set_preference(TRAIL_PREFERENCE, self.trail_shown)
        self.say(TRAIL_WORDS[self.trail_shown])
        self.refresh()

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
             *labelled("Best", self.best_words())],
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
        """A game with moves, or one the solver helped (its help is worth keeping), until it ends."""
        return (bool(self.model.moves) or self.helped) and not self.finished

    @classmethod
    def key_contexts(cls) -> dict[str, KeyTable]:
        return {**super().key_contexts(), "playing": PLAYING_KEYS}

    def key_table(self) -> KeyTable:
        """The board's keys, or the speed keys and the stop while g plays the way out."""
        return PLAYING_KEYS if self.playing else self.context_tables["play"]

    def before_key(self, key: str) -> None:
        """Any key: a big board opened from the command line starts working out its shortest now (WayOut)."""
        self.start_shortest()

    def stop_playing_key(self) -> None:
        """Any key but + and - while g plays the way out: the play stops, and the key does nothing else."""
        self.stop_playing()
        left = len(self.path or [])
        self.say(f"Stopped with {left} move{'' if left == 1 else 's'} of the way out left: g plays on.")
        self.refresh()

    def show_way_out_key(self) -> None:
        """p: show or hide the solver's way out (help)."""
        self.with_way_out(self.toggle_path)

    def play_way_out_key(self) -> None:
        """g: play the way out (help)."""
        self.with_way_out(self.play_path)

    def step_way_out_key(self) -> None:
        """n: the next move of the way out shown, else work it out first (help)."""
        self.with_way_out(self.step_path if self.path else lambda: self.work_out(STEP))

    def with_way_out(self, then: Callable[[], None]) -> None:
        """A way-out key: help, offered first (GameScreen.offer_help), unless the board is over."""
        if self.playable():
            self.offer_help(WAY_OUT_HELP, then)

    # -- the game in play as data, and its turns (TurnScreen) -----------------------------------------
    def begin(self, start: dict[str, object]) -> None:
        """A fresh game on this board (the board alone decides the start: start data is {})."""
        self.start_over()
        self.finished = False

    def perform_turn(self, action: Action) -> None:
        """One saved action, exactly as its key does it: a move letter or the solver's way out shown."""
        if isinstance(action, str) and len(action) == 1 and action in MOVE_LETTERS:
            if not self.finished:
                self.move(action)
        elif action == PATH_SHOWN:
            self.use_help()
        else:
            raise ValueError(f"not an Acorn Runner action: {action!r}")

    def moves_made(self) -> int:
        return len(self.model.moves)

    def has_won(self) -> bool:
        return self.model.is_won()

    def has_lost(self) -> bool:
        return self.model.is_lost()

    def can_step_back(self) -> bool:
        return bool(self.model.moves)

    def last_move(self) -> Action:
        """The letter of the last move (what redo makes again)."""
        return self.model.moves[-1]

    def step_back(self) -> None:
        """Take back the last recorded move, in place (the same as replaying the game without it); a way out shown
        stays shown, worked out again from here."""
        self.stop_playing()
        self._dirty_rows.add(self.model.player.row)  # the acorn's row, where the move may have used a cell up
        self.model.take_back()
        self._dirty_rows.add(self.model.player.row)
        shown = self.path is not None
        self.path = None
        if shown or self.working:
            self.work_again()

    def undone_message(self) -> str:
        return f"Undone: back to move {len(self.model.moves)}. {bucket_line(self.model.player.num_water_buckets)}"

    def start_over(self) -> None:
        """The board as it starts, nothing worked out, shown or played."""
        self.stop_playing()
        self.stop_working()
        self.model = Game(self.start_grid)
        self.path = None

    def on_end(self) -> None:
        """The board is won or lost: the way out is no longer shown, worked out or played."""
        self.path = None
        self.stop_working()
        self.stop_playing()

    def won_message(self) -> str:
        return message_lines(f"{WIN_MESSAGE}\n", end_summary(self.model.moves, self.shortest))

    def lost_message(self) -> str:
        return message_lines(f"{BURNT_WORDS}\n", f"{LOSE_MESSAGE}\n", end_summary(self.model.moves))

    def resume(self, record: dict[str, object]) -> None:
        """Replay a saved game without drawing, recording or asking on the way (a fire taken back by undo is
        passed through again), then draw it once; ValueError if its actions end the game."""
        super().resume(record)  # replays with the base class's `replaying` set
        if self.finished:
            raise ValueError("the saved game had already ended")
        self.refresh()

    def progress(self) -> str:
        count = len(self.model.moves)
        helped = ", with help" if self.helped else ""
        return f"{count} move{'' if count == 1 else 's'}{helped}"

    def move(self, move: str) -> None:
        """Make one move ('w', 'a', 's', 'd' or 'e'). The shown way out goes on if this was its next move (or a
        wall, which changes nothing); a step off it works it out again from here, as does a move while it is
        being worked out. The message line says the move's words, or nothing (it clears on every move)."""
        path = self.path
        made = len(self.model.moves)
        self._dirty_rows.add(self.model.player.row)
        message = self.model.game_move(move)
        self._dirty_rows.add(self.model.player.row)
        moved = len(self.model.moves) != made
        stepped_off = moved and bool(path) and path is not None and path.next_move() != move
        if path and not stepped_off and moved:
            path.take()
        elif stepped_off:
            self.path = None
        words = self.screen_words(move, message)
        if words or not self.playing:  # while g plays, the line keeps its last news (e.g. the speed) until the next
            self.say(words)
        if (stepped_off or (self.working and moved)) and not self.model.is_over():
            self.work_again()
        self.refresh()
        self.check_end()

    def screen_words(self, move: str, message: str | None) -> str | None:
        """The message line for a move's message: the original's words, except that a teleport says which pad
        took the acorn where, the fire's words lose their ':(.', putting a fire out is said in one line at 80
        columns, and a wait off the pads says what waiting does."""
        player = self.model.player
        if message == TELEPORT_MESSAGE:
            return teleport_words(self.model.grid[player.row][player.col].display, player.row, player.col)
        if message == BURNT_MESSAGE:
            return BURNT_WORDS
        if message == EXTINGUISH_MESSAGE:
            return EXTINGUISH_WORDS
        if message is None and move == WAIT:
            return WAIT_WORDS
        return message

    def on_leave(self) -> None:
        self.stop_tasks()
