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

from collections import deque
from dataclasses import dataclass

from arcade.games.acorn.model import End, Fire, Game, Teleport, Wall, Water

BFS = "BFS"
DFS = "DFS"
MODES = (BFS, DFS)
ORDER = "wasde"
"""Moves in the order each state tries them: the task sheet's order, in which the breadth-first paths on the five
official boards are exactly the ones the original solvers printed (REFERENCE.md section 5)."""
_OFFSETS = {"w": (-1, 0), "a": (0, -1), "s": (1, 0), "d": (0, 1)}

_PLAIN, _END, _WATER, _FIRE = 0, 1, 2, 3


class SearchLimitError(RuntimeError):
    """The search expanded more states than it was allowed to (see `max_states`)."""


@dataclass(frozen=True)
class SearchResult:
    """A search's answer: the moves (None if the goal cannot be reached) and how many states it expanded."""

    path: list[str] | None
    expanded: int


@dataclass(frozen=True)
class _Compiled:
    """The open cells of a game's grid, numbered, with each cell's possible moves precomputed."""

    count: int
    start: int
    transitions: tuple[tuple[tuple[int, int, int, int], ...], ...]
    """Per cell: (move index in ORDER, cell the acorn ends on, its kind, its mask bit) for each legal move."""
    water_mask: int
    fire_mask: int
    buckets: int


def _compile(game: Game) -> _Compiled:
    """Number the grid's open cells and precompute every cell's moves."""
    grid = game.grid
    index: dict[tuple[int, int], int] = {}
    for row, cells in enumerate(grid):
        for col, cell in enumerate(cells):
            if not isinstance(cell, Wall):
                index[(row, col)] = len(index)
    kinds = [_PLAIN] * len(index)
    bits = [0] * len(index)
    partner = [-1] * len(index)
    waters = fires = 0
    for (row, col), number in index.items():
        cell = grid[row][col]
        if isinstance(cell, End):
            kinds[number] = _END
        elif isinstance(cell, Water):
            kinds[number] = _WATER
            waters += 1
        elif isinstance(cell, Fire):
            kinds[number] = _FIRE
            fires += 1
        elif isinstance(cell, Teleport):
            if cell.destination is None or cell.destination not in index:
                raise ValueError(f"teleport pad {cell.display} has no matching pad")
            partner[number] = index[cell.destination]
    water_bit = 1
    fire_bit = 1 << waters
    for number in range(len(index)):  # bits in numbering order: waters first, then fires
        if kinds[number] == _WATER:
            bits[number] = water_bit
            water_bit <<= 1
        elif kinds[number] == _FIRE:
            bits[number] = fire_bit
            fire_bit <<= 1
    transitions = []
    for (row, col), number in index.items():
        moves = []
        for move_index, move in enumerate(ORDER):
            if move == "e":
                target = partner[number]
            else:
                d_row, d_col = _OFFSETS[move]
                target = index.get((row + d_row, col + d_col), -1)
                if target >= 0 and partner[target] >= 0:
                    target = partner[target]
            if target >= 0:
                moves.append((move_index, target, kinds[target], bits[target]))
        transitions.append(tuple(moves))
    player = game.player
    return _Compiled(
        count=len(index),
        start=index[(player.row, player.col)],
        transitions=tuple(transitions),
        water_mask=(1 << waters) - 1,
        fire_mask=((1 << fires) - 1) << waters,
        buckets=player.num_water_buckets,
    )


def search(game: Game, mode: str = BFS, max_states: int | None = None) -> SearchResult:
    """Search from the game's current state; BFS finds a shortest winning path, DFS some winning path.

    The game is not changed. A won game gives an empty path, a lost one None. Raises SearchLimitError when
    more than `max_states` states would be expanded, ValueError for an unknown mode.
    """
    mode = mode.upper()
    if mode not in MODES:
        raise ValueError(f"unknown search mode {mode!r} (use BFS or DFS)")
    if game.is_won():
        return SearchResult([], 0)
    if game.is_lost():
        return SearchResult(None, 0)
    board = _compile(game)
    count = board.count
    transitions = board.transitions
    water_mask, fire_mask, buckets0 = board.water_mask, board.fire_mask, board.buckets
    limit = max_states if max_states is not None else -1
    parent: dict[int, int] = {board.start: -1}
    """State key (mask * count + cell) -> parent key * 8 + move index (-1 for the start)."""
    breadth_first = mode == BFS
    frontier: deque[int] = deque([board.start])
    take = frontier.popleft if breadth_first else frontier.pop
    expanded = 0
    while frontier:
        key = take()
        expanded += 1
        if expanded == limit + 1:
            raise SearchLimitError(f"gave up after expanding {limit} states")
        mask, cell = divmod(key, count)
        moves = transitions[cell] if breadth_first else reversed(transitions[cell])
        for move_index, target, kind, bit in moves:
            if kind == _END:
                return SearchResult(_path(parent, key, move_index), expanded)
            new_mask = mask
            if kind == _WATER:
                new_mask = mask | bit
            elif kind == _FIRE and not mask & bit:
                if buckets0 + (mask & water_mask).bit_count() - (mask & fire_mask).bit_count() <= 0:
                    continue  # stepping in would burn the acorn
                new_mask = mask | bit
            new_key = new_mask * count + target
            if new_key not in parent:
                parent[new_key] = key * 8 + move_index
                frontier.append(new_key)
    return SearchResult(None, expanded)


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
