"""Acorn Runner's way out: the solver's shortest way from where the acorn stands, drawn over the maze (ShownPath:
an arrow on every cell it crosses, '2»' on a pad it steps into, '2↓' on the twin it comes out of), worked out a
slice at a time on the main loop's alarm so keys stay live (a tasks.SlicedJob), and played a move at a time (g) at
a speed + and - change (a tasks.Tick). A step off the way shown works it out again from the new place, quietly
(the message line keeps the move's words), so the way out stays shown. The board's shortest way out from its start,
which the win dialog compares the moves made with, is the level manifest's `shortest`, else worked out the same
way when the screen opens. WayOut is that part of the screen, a base class of AcornScreen.
"""

from __future__ import annotations

import itertools
import time
from collections import deque
from collections.abc import Callable

from arcade.games.acorn.export import PATH_SHOWN
from arcade.games.acorn.maze_view import CELL_WIDTH, PAD_ENTRY, WAY_ARROWS, Hop
from arcade.games.acorn.model import AIR, OFFSETS, WAIT, Game, Grid, Teleport
from arcade.games.acorn.solver import BFS, SearchLimitError, SearchResult, format_result, searching
from arcade.store import StoreError
from arcade.ui.board_view import Cell
from arcade.ui.game import Action, Host
from arcade.ui.tasks import SlicedJob, Tick, shown_on
from arcade.ui.widgets import InfoPanel, Markup

MAX_STATES = 400_000
"""The solver gives up beyond this many states (about 2 s); every bundled board needs far fewer (wildfire 47,255)."""
SEARCH_SLICE = 4_000
"""States the search for the way out expands per key or alarm tick (about 10 ms): the screen answers keys between
slices. A board of more cells than this is searched on the alarm only."""
WORK_PAUSE = 0.005
"""Seconds between two slices of the search: long enough that the loop draws the screen and reads keys between."""
SHOW, STEP, PLAY = "show", "step", "play"
"""What follows the search for the way out: show it (p), take its first move (n), play it (g)."""

SPEEDS = (2, 4, 8, 16, 32, 64)
"""The speeds `g` can play the way out at, in moves a second (+ and - step through them)."""
DEFAULT_SPEED = 8
MAX_TICKS = 8
"""The most alarm ticks a second `g` asks for (each draws the board once)."""
SPEED_PREFERENCE = "acorn.speed"
"""Where the store remembers the player's speed (moves a second)."""
NO_PATH_MESSAGE = format_result(None).strip()
TOO_FAR_MESSAGE = f"No way out found within {MAX_STATES:,} places tried: the solver gave up."
FOUND_KEYS = "g plays it, n steps, p hides it."
"""What the message line says after the way out found (with its length and time: one line at 80 columns)."""

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
    store = getattr(host, "store", None)
    if store is None:
        return DEFAULT_SPEED
    try:
        speed = store.preference(SPEED_PREFERENCE, DEFAULT_SPEED)
    except StoreError:
        return DEFAULT_SPEED
    return speed if speed in SPEEDS else DEFAULT_SPEED


class WayOut:
    """The way-out part of the Acorn screen: the search under way (a slice a tick), the way out shown, and g
    playing it at `speed` moves a second. The screen provides the game, the message line and the drawing."""

    host: Host
    model: Game
    finished: bool
    say: Callable[[str | None], None]
    """Show a message in the screen's message line."""
    refresh: Callable[[], None]
    """Redraw the maze and the panels."""
    panel_lines: Callable[[bool], list[Markup]]
    """The screen's main panel (it shows the way out's length, or that it is being worked out)."""
    take: Callable[[Action], None]
    """The player's action: recorded, then carried out (GameScreen.take)."""
    rebind: Callable[[], None]
    """Take the keys of the moment (GameScreen.rebind): playing the way out has keys of its own."""
    path: ShownPath | None
    speed: int
    panel: InfoPanel
    start_grid: Grid
    """The board as it starts (what its shortest way out is worked out from)."""
    _goal_shown: bool
    _cells: int

    def _init_way_out(self, host: Host) -> None:
        """No way out shown, none being worked out or played; the speed the player last chose."""
        self.path = None
        """The shown way out, or None when none is shown."""
        self._search: SlicedJob[int, SearchResult] | None = None
        """The last search for the way out (see work_out); it runs until its answer is shown, or it is dropped."""
        self._then = SHOW
        """What to do with the way out once it is found: SHOW, STEP or PLAY."""
        self._quiet = False
        """The search under way works the way out again after a step off it: the message line is left to the move."""
        self.shortest: int | None = None
        """The length of the board's shortest way out from its start (None while not known)."""
        self._shortest_search: SlicedJob[int, SearchResult] | None = None
        self._shortest_waits = False
        """The search for the board's shortest waits for the first key (a big board opened before the loop ran)."""
        self._search_started = 0.0
        self.speed = remembered_speed(host)
        """Moves a second at which g plays the way out (one of SPEEDS)."""
        self._play = Tick(host, self._tick, lambda: tick_plan(self.speed)[0], repeat=True, shown=shown_on(host, self))
        """g's tick: the next moves of the way out; its interval follows the speed from the next tick on."""
        self._batching = False
        """Within one tick's moves at a high speed: the board is drawn once, after the last."""

    @property
    def working(self) -> bool:
        """Whether the way out is being worked out (a slice at a time, on the loop's alarm)."""
        return self._search is not None and self._search.running

    @property
    def playing(self) -> bool:
        """Whether g is playing the way out (a move or a few each tick)."""
        return self._play.running

    def init_shortest(self, known: int | None) -> None:
        """The board's shortest way out from its start, for the win dialog: `known` (the level manifest's), else
        worked out now on a board of at most SEARCH_SLICE cells, or on the loop's alarm a slice a tick on a larger
        one (left unknown if the solver gives up, or the screen is left first)."""
        self.shortest = known
        if known is not None:
            return
        self._shortest_search = SlicedJob(self.host, searching(Game(self.start_grid), BFS, MAX_STATES, SEARCH_SLICE),
                                          progress=lambda _expanded: None, done=self._found_shortest,
                                          failed=lambda _error: None, pause=WORK_PAUSE,
                                          shown=shown_on(self.host, self))
        self._shortest_waits = self._cells > SEARCH_SLICE and self.host.loop is None
        if not self._shortest_waits:
            self._shortest_search.start(now=self._cells <= SEARCH_SLICE)

    def start_shortest(self) -> None:
        """A key: a big board opened before the loop ran (from the command line) starts the search for its shortest
        now, on the loop's alarm, rather than holding up the first frame."""
        if self._shortest_waits and self._shortest_search is not None and self.host.loop is not None:
            self._shortest_waits = False
            self._shortest_search.start()

    def _found_shortest(self, result: SearchResult) -> None:
        self.shortest = len(result.path) if result.path is not None else None

    def work_out(self, then: str, again: bool = False) -> None:
        """Work out the shortest way out from here, then show it (`then` SHOW), take its first move (STEP) or play
        it (PLAY). On a small board it ends within the key; on a larger one (more than SEARCH_SLICE cells) it goes
        on the loop's alarm, a slice of SEARCH_SLICE states a tick (building the search's board is a tick of its
        own, and so is showing the way found), keys staying live: n and g change what follows, p stops it. `again`:
        a step off the way shown, or a move while it is worked out, starts it again from the acorn's new place (to
        show the way out from there), quietly: the message line keeps the move's words, the panel says it works."""
        self._then = then
        self._quiet = again
        if self.working and not again:
            return
        self.stop_working()
        self._search = SlicedJob(self.host, searching(self.model, BFS, MAX_STATES, SEARCH_SLICE),
                                 progress=self._say_working, done=self.found, failed=self._search_failed,
                                 pause=WORK_PAUSE, shown=shown_on(self.host, self))
        self._search_started = time.perf_counter()
        on_the_alarm = self._cells > SEARCH_SLICE and self.host.loop is not None
        if on_the_alarm:  # the next tick works
            self._say_working(0)
        self._search.start(now=not on_the_alarm)

    def work_again(self) -> None:
        """A step off the way shown (or one while it is worked out): work it out again from here, quietly."""
        self.work_out(SHOW, again=True)

    def work_on(self) -> None:
        """One tick of the search, now (what the alarm does; tests and benchmarks run a search by hand)."""
        if self._search is not None:
            self._search.step()

    def _say_working(self, expanded: int) -> None:
        """The search goes on: the panel says so, and the message line how far it got (unless it is quiet)."""
        if not self._quiet:
            tried = f": {expanded:,} places tried" if expanded else ""
            self.say(f"Working out the way out{tried}… p stops it.")
        self.panel.show(self.panel_lines(goal=self._goal_shown))

    def _search_failed(self, error: Exception) -> None:
        """The search gave up (past MAX_STATES) or failed: say so; the game goes on."""
        self.say(TOO_FAR_MESSAGE if isinstance(error, SearchLimitError)
                 else f"The way out could not be worked out: {error}.")
        self.refresh()

    def stop_working(self) -> None:
        """Drop the search under way (and its pending tick), if any."""
        if self._search is not None:
            self._search.cancel()

    def stop_tasks(self) -> None:
        """The screen is left: no play, no search for the way out or for the board's shortest goes on."""
        self.stop_playing()
        self.stop_working()
        if self._shortest_search is not None:
            self._shortest_search.cancel()

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
        if not self._quiet:
            self.say(f"{format_result(result.path).splitlines()[0]} (found in {seconds:.2f} s) {FOUND_KEYS}")
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
        self._play.start()
        self.rebind()
        self.refresh()

    def change_speed(self, faster: bool) -> None:
        """+ or -: play the way out faster or slower (from the next move on, while playing), and remember it."""
        speed = changed_speed(self.speed, faster)
        self.speed = speed
        words = f"Speed: {speed} moves a second" + (" (the fastest). - slower" if speed == SPEEDS[-1] else
                                                    " (the slowest). + faster" if speed == SPEEDS[0] else
                                                    ". + faster, - slower")
        try:
            self.host.store.set_preference(SPEED_PREFERENCE, speed)
        except StoreError as error:
            words += f" (not remembered: {error})"
        self.say(words + ("." if self.playing else "; g plays the way out."))
        self.refresh()

    def _tick(self) -> None:
        """One tick while playing: the next move (several at the highest speeds, drawn once); after the last (or a
        win or loss), the play stops."""
        self._batching = True
        try:
            for _move in range(tick_plan(self.speed)[1]):
                if not self.path or self.finished:
                    break
                self.step_path()
        finally:
            self._batching = False
        self.refresh()
        if not (self.playing and self.path and not self.finished):
            self.stop_playing()
            self.refresh()

    def stop_playing(self) -> None:
        """Stop playing the path (it stays shown) and drop the pending tick; the keys are the board's again."""
        self._play.cancel()
        self.rebind()
