"""Breadth-first (shortest) and depth-first (any) searches for a winning move sequence from any game state.

The search runs over states (cell, used-up mask): the acorn's cell, and one bit per water bucket still on
the board when the search starts (taken or not) and per fire still burning (put out or not). The bucket count
is not stored: it is the buckets held at the start, plus the waters taken, minus the fires put out. So a
detour for water, going back over a cell with more buckets, or walking over a used-up cell are all distinct
states, and every board whose solutions need them is solved.

Moves follow the engine exactly (arcade.games.acorn.model.Game.game_move): a wall or the grid's edge is not a
move; stepping onto a pad lands on its partner; waiting ('e') teleports again when standing on a pad and does
nothing anywhere else, so it is only tried on pads (a wait elsewhere repeats a state, and a wait loop between
two pads revisits states too: the visited set bounds waiting). Fire without a bucket ends the game, so such
moves are never taken; the goal wins at once.

Every move costs 1, so the breadth-first search's first path to the goal is a shortest one. `search` reports
how many states were expanded; `solve(game, "BFS")` is what a front end calls from any mid-game state.
"""

from __future__ import annotations

import re
from collections import deque

from arcade.games.acorn.model import AIR, END, FIRE, START, TELEPORTS, WALL, WATER, Game, Teleport

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only
    from collections.abc import Generator

BFS = "BFS"
DFS = "DFS"
MODES = (BFS, DFS)
ORDER = "wasde"
"""Moves in the order each state tries them: the task sheet's order, in which the breadth-first paths on the five
official boards are exactly the ones the original solvers printed (REFERENCE.md section 5)."""

_PLAIN, _END, _WATER, _FIRE = 0, 1, 2, 3
_SPECIAL = re.compile(f"[{END}{WATER}{FIRE}{TELEPORTS}]")
_PLAIN_CELLS = re.compile(f"[{AIR}{START}]")
_OPEN_BYTES = bytes(0 if byte == ord(WALL) else 1 for byte in range(256))


class SearchLimitError(RuntimeError):
    """The search expanded more states than it was allowed to (see `max_states`)."""


class SearchResult:
    """A search's answer: the moves (None if the goal cannot be reached) and how many states it expanded.

    A plain class, not a dataclass: `arcade --plain acorn-solve` then starts without importing dataclasses.
    """

    __slots__ = ("expanded", "path")

    def __init__(self, path: list[str] | None, expanded: int) -> None:
        self.path = path
        self.expanded = expanded

    def __repr__(self) -> str:
        return f"SearchResult(path={self.path!r}, expanded={self.expanded!r})"


class _Board:
    """A game's grid flattened row by row inside a border of wall (short rows are padded with wall too).

    A cell's moves are worked out the first time the search reaches it, so a search that ends early never
    pays for the rest of a large board.
    """

    def __init__(self, game: Game) -> None:
        grid = game.grid
        width = max((len(row) for row in grid), default=0) + 2
        self.width = width
        self.count = (len(grid) + 2) * width
        """Cells in the bordered rectangle; a state's key is mask * count + cell."""
        border = WALL * width
        self.shown = "".join([border, *(WALL + "".join(cell.display for cell in row).ljust(width - 1, WALL)
                                        for row in grid), border])
        self.kinds: dict[int, int] = {}
        self.bits: dict[int, int] = {}
        self.partner: dict[int, int] = {}
        waters = self.shown.count(WATER)
        water_bit, fire_bit = 1, 1 << waters
        for found in _SPECIAL.finditer(self.shown):
            cell, char = found.start(), found.group()
            if char == END:
                self.kinds[cell] = _END
            elif char == WATER:
                self.kinds[cell], self.bits[cell] = _WATER, water_bit
                water_bit <<= 1
            elif char == FIRE:
                self.kinds[cell], self.bits[cell] = _FIRE, fire_bit
                fire_bit <<= 1
            else:
                pad = grid[cell // width - 1][cell % width - 1]
                if not isinstance(pad, Teleport) or pad.destination is None:
                    raise ValueError(f"teleport pad {char} has no matching pad")
                row, col = pad.destination
                self.partner[cell] = (row + 1) * width + col + 1
        self.start = (game.player.row + 1) * width + game.player.col + 1
        self.open = self._prune_dead_ends()
        self.water_mask = (1 << waters) - 1
        self.fire_mask = ((1 << self.shown.count(FIRE)) - 1) << waters
        self.buckets = game.player.num_water_buckets
        self.steps = tuple((index, {"w": -width, "a": -1, "s": width, "d": 1}.get(move, 0))
                           for index, move in enumerate(ORDER))
        self.transitions: list[tuple[tuple[int, int, int, int], ...] | None] = [None] * self.count
        """Per cell, once reached: (move index in ORDER, cell the acorn ends on, its kind, its mask bit) per move."""

    def _prune_dead_ends(self) -> bytearray:
        """Which cells are open, after walling off every dead-end branch that holds nothing.

        A branch of plain cells (air or the start, not where the acorn stands) entered from one side only must
        be left the way it was entered, back in the same state, so no shortest path (and no path the
        searches need) goes in. Removing such cells leaf by leaf leaves a perfect maze with little more than
        the ways between its water, fire, pads, goal and the acorn.
        """
        shown = self.shown
        is_open = bytearray(shown.encode("utf-8").translate(_OPEN_BYTES))
        width = self.width
        around = (-width, width, -1, 1)
        degree: dict[int, int] = {}
        for found in _PLAIN_CELLS.finditer(shown):
            cell = found.start()
            if cell != self.start:
                degree[cell] = is_open[cell - width] + is_open[cell + width] + is_open[cell - 1] + is_open[cell + 1]
        leaves = [cell for cell, count in degree.items() if count <= 1]
        while leaves:
            cell = leaves.pop()
            if not is_open[cell]:
                continue
            is_open[cell] = 0
            for step in around:
                neighbour = cell + step
                if is_open[neighbour] and neighbour in degree:
                    degree[neighbour] -= 1
                    if degree[neighbour] <= 1:
                        leaves.append(neighbour)
        return is_open

    def moves(self, cell: int) -> tuple[tuple[int, int, int, int], ...]:
        """The legal moves from an open cell, in ORDER (worked out once)."""
        known = self.transitions[cell]
        if known is not None:
            return known
        is_open, partner, kinds, bits = self.open, self.partner, self.kinds, self.bits
        moves = []
        for move_index, step in self.steps:
            if step == 0:  # waiting: only on a pad does anything happen
                target = partner.get(cell, -1)
                if target < 0:
                    continue
            else:
                target = cell + step
                if not is_open[target]:
                    continue
                target = partner.get(target, target)
            moves.append((move_index, target, kinds.get(target, _PLAIN), bits.get(target, 0)))
        result = self.transitions[cell] = tuple(moves)
        return result


def search(game: Game, mode: str = BFS, max_states: int | None = None) -> SearchResult:
    """Search from the game's current state; BFS finds a shortest winning path, DFS some winning path.

    The game is not changed. A won game gives an empty path, a lost one None. Raises SearchLimitError when
    more than `max_states` states would be expanded, ValueError for an unknown mode.
    """
    return finish(searching(game, mode, max_states))


def finish(steps: Generator[int, None, SearchResult]) -> SearchResult:
    """Run a search from `searching` (or what is left of it) to its end in one go: its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def searching(game: Game, mode: str = BFS, max_states: int | None = None,
              pause_every: int | None = None) -> Generator[int, None, SearchResult]:
    """`search` a slice at a time, for a front end that must stay responsive: a generator that pauses (yields
    how many states it has expanded) every `pause_every` states, and once after building a large board
    (more than `pause_every` cells), and returns the SearchResult. Its answer is exactly `search`'s; the game
    is read when it starts (at the first next()) and must not change until it ends. Without `pause_every` it
    never pauses. ValueError for an unknown mode comes at once; SearchLimitError at the next() that passes the
    limit.
    """
    mode = mode.upper()
    if mode not in MODES:
        raise ValueError(f"unknown search mode {mode!r} (use BFS or DFS)")
    return _searching(game, mode, max_states, pause_every)


def _searching(game: Game, mode: str, max_states: int | None,
               pause_every: int | None) -> Generator[int, None, SearchResult]:
    """The search itself (see `searching`)."""
    if game.is_won():
        return SearchResult([], 0)
    if game.is_lost():
        return SearchResult(None, 0)
    board = _Board(game)
    pause = pause_every or 0
    if pause and board.count > pause:
        yield 0
    count = board.count
    transitions = board.transitions
    moves_of = board.moves
    water_mask, fire_mask, buckets0 = board.water_mask, board.fire_mask, board.buckets
    limit = max_states if max_states is not None else -1
    checkpoint = _checkpoint(1, limit, pause)
    """The next number of expanded states at which to stop and look: past the limit, or a pause (0: never)."""
    parent: dict[int, int] = {board.start: -1}
    """State key (mask * count + cell) -> parent key * 8 + move index (-1 for the start)."""
    breadth_first = mode == BFS
    frontier: deque[int] = deque([board.start])
    take = frontier.popleft if breadth_first else frontier.pop
    expanded = 0
    while frontier:
        key = take()
        expanded += 1
        if expanded == checkpoint:
            if expanded == limit + 1:
                raise SearchLimitError(f"gave up after expanding {limit} states")
            yield expanded - 1
            checkpoint = _checkpoint(expanded, limit, pause)
        mask, cell = divmod(key, count)
        base = key - cell
        moves = transitions[cell] or moves_of(cell)
        if not breadth_first:
            moves = moves[::-1]
        for move_index, target, kind, bit in moves:
            if kind == _PLAIN or mask & bit:
                new_key = base + target
            elif kind == _END:
                return SearchResult(_path(parent, key, move_index), expanded)
            elif kind == _WATER or buckets0 + (mask & water_mask).bit_count() - (mask & fire_mask).bit_count() > 0:
                new_key = (mask | bit) * count + target  # take the bucket, or put the fire out with one
            else:
                continue  # a fire without a bucket would burn the acorn
            if new_key not in parent:
                parent[new_key] = key * 8 + move_index
                frontier.append(new_key)
    return SearchResult(None, expanded)


def _checkpoint(expanded: int, limit: int, pause: int) -> int:
    """Where to stop next when about to expand state number `expanded` (having stopped there, or at the start):
    the first state past the limit (a limit of -1: none) or `pause` states on (0: no pauses), whichever comes
    first; 0 when neither."""
    stops = [stop for stop in (limit + 1 if limit >= 0 else 0, expanded + pause if pause else 0) if stop]
    return min(stops, default=0)


def _path(parent: dict[int, int], key: int, last_move: int) -> list[str]:
    """The moves from the start to `key`, then `last_move`."""
    moves = [ORDER[last_move]]
    code = parent[key]
    while code >= 0:
        moves.append(ORDER[code & 7])
        code = parent[code >> 3]
    moves.reverse()
    return moves


def solve(game: Game, mode: str = BFS, max_states: int | None = None) -> list[str] | None:
    """The moves that win from the game's current state (shortest for BFS), or None if there are none."""
    return search(game, mode, max_states).path


def format_result(path: list[str] | None) -> str:
    """The original solver's output: 'Path has N moves.' and the path, or 'There is no possible path.'."""
    if path is None:
        return "There is no possible path.\n"
    return f"Path has {len(path)} moves.\nPath: {', '.join(path)}\n"
