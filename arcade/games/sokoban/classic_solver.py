"""A solver for standard Sokoban (XSB levels such as Microban): a best-first search over pushes.

A search state is the crates' cells (one bit per cell of one integer) and the player's region, named by the
lowest-numbered cell the player can walk to: every position the player can reach without pushing is the same
state. Its successors are every push the player can make from that region. Three rules drop states that can
never be solved, without ever losing a solution:

* dead squares: a crate on a cell from which no goal can be reached by pushes, even with every other crate
  gone (found once, by pulling a crate backwards from every goal), is lost;
* freeze deadlocks: a crate blocked on both axes (by walls, by two dead squares, or by crates that are
  themselves frozen) can never move again; if any crate of such a frozen group is not on a goal, it is lost;
* matching deadlocks: if the crates cannot be matched one to one with goals they can each reach, it is lost.

The order is weighted A*: pushes made so far plus five times a lower bound on the pushes left, the cheapest
one-to-one matching of crates to goals by push distance (the Hungarian method). The walk before each push is
found again afterwards by breadth-first search, and the answer is spelt in LURD: u d l r for a step, U D L R for
a push. Pure Python, standard library only; no urwid.
"""

from __future__ import annotations

import heapq
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from arcade.games.sokoban.xsb import ClassicLevel, Position

DELTAS: tuple[Position, ...] = ((-1, 0), (1, 0), (0, -1), (0, 1))
"""Row and column change of up, down, left and right; direction ^ 1 is the opposite one."""
WALK_LETTERS = "udlr"
PUSH_LETTERS = "UDLR"
HEURISTIC_WEIGHT = 5
"""How much more the lower bound counts than the pushes made: above 1 trades shortest answers for speed."""
UNREACHABLE = 1 << 16
"""Push distance of a goal a crate cannot reach; a matching costing this much or more has no finite solution."""
CLOCK_CHECK_EVERY = 256
"""Expansions between two looks at the clock."""


@dataclass(frozen=True)
class SearchLimit:
    """When the search gives up: after `seconds` of wall time, or after expanding `nodes` states (None: no cap)."""

    seconds: float = 10.0
    nodes: int | None = None


@dataclass(frozen=True)
class SearchResult:
    """What one search found: the LURD answer (None if none), its pushes, the states expanded, the time it took,
    and whether the search ran out of states to try (so no solution exists) rather than hit its limit."""

    solution: str | None
    pushes: int
    expanded: int
    seconds: float
    exhausted: bool


class ClassicBoard:
    """The fixed part of a level on a grid of cell numbers (row * stride + column, with a spare column so that
    shifting a bit set left or right never wraps to another row): neighbours, goals, live cells, push distances."""

    def __init__(self, level: ClassicLevel) -> None:
        self.level = level
        self.stride = level.width + 1
        size = self.stride * (level.height + 1)
        cells = level.inside | level.crates | level.goals
        self.cells: list[int] = sorted(self.number(position) for position in cells)
        self.floor = sum(1 << cell for cell in self.cells)
        """Every cell a crate or the player may stand on, as a bit set."""
        self.neighbour: list[tuple[int, ...]] = [(-1, -1, -1, -1)] * size
        """neighbour[cell][direction]: the next cell that way, or -1 for a wall."""
        for cell in self.cells:
            self.neighbour[cell] = tuple(
                cell + step if cell + step >= 0 and self.floor >> (cell + step) & 1 else -1 for step in self.steps()
            )
        self.goal_cells: list[int] = sorted(self.number(goal) for goal in level.goals)
        self.goal_mask = sum(1 << cell for cell in self.goal_cells)
        self.start_crates = sum(1 << self.number(crate) for crate in level.crates)
        self.start_player = self.number(level.player)
        by_goal = [self._pulls_from(goal) for goal in self.goal_cells]
        self.goal_distance: list[list[int]] = [[distances[cell] for distances in by_goal] for cell in range(size)]
        """goal_distance[cell][goal number]: fewest pushes taking a lone crate from the cell to that goal."""
        self.live: list[bool] = [min(row, default=UNREACHABLE) < UNREACHABLE for row in self.goal_distance]
        """Whether a crate on the cell can still reach some goal (False: a dead square or no cell)."""

    def number(self, position: Position) -> int:
        """The cell number of a (row, column) position."""
        return position[0] * self.stride + position[1]

    def steps(self) -> tuple[int, int, int, int]:
        """How the cell number changes one step up, down, left and right."""
        return (-self.stride, self.stride, -1, 1)

    def _pulls_from(self, goal: int) -> list[int]:
        """Fewest pushes from each cell to `goal` for a crate alone on the board: a crate pulled back from it."""
        distance = [UNREACHABLE] * len(self.neighbour)
        distance[goal] = 0
        queue = deque([goal])
        neighbour = self.neighbour
        while queue:
            cell = queue.popleft()
            for direction in range(4):
                # The crate reached `cell` moving `direction`: it came from `before`, pushed from `behind`.
                before = neighbour[cell][direction ^ 1]
                if before < 0 or distance[before] != UNREACHABLE or neighbour[before][direction ^ 1] < 0:
                    continue
                distance[before] = distance[cell] + 1
                queue.append(before)
        return distance

    def reach(self, player: int, crates: int) -> int:
        """The cells the player can walk to without pushing, as a bit set (flood fill by shifting)."""
        stride = self.stride
        region = frontier = 1 << player
        open_cells = self.floor & ~crates & ~region
        while frontier:
            frontier = (frontier << 1 | frontier >> 1 | frontier << stride | frontier >> stride) & open_cells
            open_cells ^= frontier
            region |= frontier
        return region

    def frozen_deadlock(self, cell: int, crates: int) -> bool:
        """Whether the crate on `cell` is frozen in a group that holds a crate off its goal: a lost position."""
        group = self._frozen_group(cell, crates, 1 << cell)
        return group is not None and any(not self.goal_mask >> member & 1 for member in group)

    def _frozen_group(self, cell: int, crates: int, treated_as_walls: int) -> list[int] | None:
        """The crates frozen with the crate on `cell` (itself first), or None if it may still move.

        A crate is blocked on an axis by a wall on either side, by dead squares on both sides, or by a crate
        that is frozen while this one counts as a wall; it is frozen when both axes are blocked.
        """
        neighbour = self.neighbour[cell]
        live = self.live
        group = [cell]
        for first, second in ((0, 1), (2, 3)):
            one, other = neighbour[first], neighbour[second]
            if one < 0 or other < 0 or treated_as_walls >> one & 1 or treated_as_walls >> other & 1:
                continue
            if not live[one] and not live[other]:
                continue
            for side in (one, other):
                if crates >> side & 1:
                    members = self._frozen_group(side, crates, treated_as_walls | 1 << side)
                    if members is not None:
                        group.extend(members)
                        break
            else:
                return None
        return group

    def lower_bound(self, crates: int) -> int:
        """The cheapest one-to-one matching of crates to goals by push distance (UNREACHABLE or more: none)."""
        rows = []
        remaining = crates
        while remaining:
            low = remaining & -remaining
            rows.append(self.goal_distance[low.bit_length() - 1])
            remaining ^= low
        return assignment_cost(rows)


def assignment_cost(cost: list[list[int]]) -> int:
    """The least total cost of giving each row its own column in a square cost table (the Hungarian method, with
    row and column potentials; rows and columns count from 1 inside, column 0 is the augmenting path's root)."""
    size = len(cost)
    big = 1 << 40
    row_potential = [0] * (size + 1)
    column_potential = [0] * (size + 1)
    owner = [0] * (size + 1)  # owner[column]: the row matched to it, 0 for none
    way = [0] * (size + 1)
    padded = [[], *([0, *row] for row in cost)]
    for row in range(1, size + 1):
        owner[0] = row
        column = 0
        least = [big] * (size + 1)
        used = [0]
        free = list(range(1, size + 1))
        while True:
            current_row = owner[column]
            row_costs = padded[current_row]
            shift = row_potential[current_row]
            delta = big
            next_column = 0
            for candidate in free:
                reduced = row_costs[candidate] - shift - column_potential[candidate]
                if reduced < least[candidate]:
                    least[candidate] = reduced
                    way[candidate] = column
                if least[candidate] < delta:
                    delta = least[candidate]
                    next_column = candidate
            for candidate in used:
                row_potential[owner[candidate]] += delta
                column_potential[candidate] -= delta
            for candidate in free:
                least[candidate] -= delta
            free.remove(next_column)
            used.append(next_column)
            column = next_column
            if owner[column] == 0:
                break
        while column:
            previous = way[column]
            owner[column] = owner[previous]
            column = previous
    return sum(padded[owner[column]][column] for column in range(1, size + 1))


def stuck_crate(level: ClassicLevel) -> Position | None:
    """A crate of the level's position that can never reach a goal, or None: one off a goal on a dead square, or
    frozen (blocked on both axes for good) in a group that holds a crate off its goal. The first by row and column."""
    board = ClassicBoard(level)
    for crate in sorted(level.crates - level.goals):
        cell = board.number(crate)
        if not board.live[cell] or board.frozen_deadlock(cell, board.start_crates):
            return crate
    return None


def solve(level: ClassicLevel, time_limit: float = 10.0,
          should_stop: Callable[[], bool] | None = None) -> str | None:
    """A solution of the level in LURD notation ("" if it starts solved), or None if none was found in time (or
    `should_stop` said to stop)."""
    return search(level, SearchLimit(seconds=time_limit), should_stop=should_stop).solution


def search(
    level: ClassicLevel, limit: SearchLimit | None = None, weight: float = HEURISTIC_WEIGHT,
    should_stop: Callable[[], bool] | None = None,
) -> SearchResult:
    """Weighted A* over pushes (see the module's docstring) within `limit`: the result with its figures.

    `weight` 1 is plain A*, whose answers take the fewest pushes; larger weights find answers sooner.
    `should_stop` (e.g. a cancel flag's is_set, when the search runs in a worker thread) is asked as often as the
    clock; True ends the search at once with no solution.
    """
    limit = limit or SearchLimit()
    started = time.perf_counter()
    deadline = started + limit.seconds
    board = ClassicBoard(level)
    neighbour = board.neighbour
    live = board.live
    goal_mask = board.goal_mask
    start_crates = board.start_crates
    if start_crates == goal_mask:
        return SearchResult("", 0, 0, time.perf_counter() - started, False)
    bounds: dict[int, int] = {}
    start_bound = bounds[start_crates] = board.lower_bound(start_crates)
    if start_bound >= UNREACHABLE:
        return SearchResult(None, 0, 0, time.perf_counter() - started, True)
    # Every push made is a node: (parent node, crate's cell before the push, direction); node 0 is the start.
    nodes: list[tuple[int, int, int]] = [(-1, -1, -1)]
    queued: dict[tuple[int, int], int] = {(start_crates, board.start_player): 0}
    closed: dict[int, list[tuple[int, int]]] = {}
    """Crates -> (player's region as a bit set, pushes it was first expanded at), for each region expanded."""
    heap = [(weight * start_bound, start_bound, 0, 0, start_crates, board.start_player)]
    expanded = 0
    while heap:
        _, _, pushes, node, crates, player = heapq.heappop(heap)
        regions = closed.setdefault(crates, [])
        if _expanded_at(regions, player) <= pushes:
            continue
        seen = board.reach(player, crates)
        regions[:] = [entry for entry in regions if entry[0] != seen]
        regions.append((seen, pushes))
        expanded += 1
        if expanded % CLOCK_CHECK_EVERY == 0 and (
                time.perf_counter() > deadline or (should_stop is not None and should_stop())):
            break
        if limit.nodes is not None and expanded > limit.nodes:
            break
        child_pushes = pushes + 1
        remaining = crates
        while remaining:
            low = remaining & -remaining
            remaining ^= low
            cell = low.bit_length() - 1
            around = neighbour[cell]
            for direction in range(4):
                behind = around[direction ^ 1]
                target = around[direction]
                if behind < 0 or target < 0 or not seen >> behind & 1 or not live[target] or crates >> target & 1:
                    continue
                child = crates ^ low ^ (1 << target)
                if child == goal_mask:
                    nodes.append((node, cell, direction))
                    solution = _spell(board, nodes, len(nodes) - 1)
                    return SearchResult(solution, child_pushes, expanded, time.perf_counter() - started, False)
                raw_key = (child, cell)
                if queued.get(raw_key, UNREACHABLE) <= child_pushes:
                    continue
                if child in closed and _expanded_at(closed[child], cell) <= child_pushes:
                    continue
                if board.frozen_deadlock(target, child):
                    continue
                bound = bounds.get(child)
                if bound is None:
                    bound = bounds[child] = board.lower_bound(child)
                if bound >= UNREACHABLE:
                    continue
                queued[raw_key] = child_pushes
                nodes.append((node, cell, direction))
                heapq.heappush(
                    heap,
                    (child_pushes + weight * bound, bound, child_pushes, len(nodes) - 1, child, cell),
                )
    else:
        return SearchResult(None, 0, expanded, time.perf_counter() - started, True)
    return SearchResult(None, 0, expanded, time.perf_counter() - started, False)


def _expanded_at(regions: list[tuple[int, int]], player: int) -> int:
    """The pushes at which the region holding the player's cell was expanded (UNREACHABLE: not yet)."""
    for region, pushes in regions:
        if region >> player & 1:
            return pushes
    return UNREACHABLE


def _spell(board: ClassicBoard, nodes: list[tuple[int, int, int]], last: int) -> str:
    """The LURD moves of the pushes leading to node `last`, with the walk before each found by BFS."""
    pushes = []
    node = last
    while node > 0:
        parent, cell, direction = nodes[node]
        pushes.append((cell, direction))
        node = parent
    pushes.reverse()
    crates = board.start_crates
    player = board.start_player
    letters: list[str] = []
    for cell, direction in pushes:
        stand = board.neighbour[cell][direction ^ 1]
        letters.append(walk(board, player, stand, crates))
        letters.append(PUSH_LETTERS[direction])
        crates ^= (1 << cell) | (1 << board.neighbour[cell][direction])
        player = cell
    return "".join(letters)


def walk(board: ClassicBoard, start: int, goal: int, crates: int) -> str:
    """A shortest walk (lowercase LURD) from cell `start` to cell `goal` around the crates."""
    if start == goal:
        return ""
    came_from = {start: (-1, -1)}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for direction, following in enumerate(board.neighbour[cell]):
            if following < 0 or following in came_from or crates >> following & 1:
                continue
            came_from[following] = (cell, direction)
            if following == goal:
                steps = []
                while following != start:
                    following, step = came_from[following]
                    steps.append(WALK_LETTERS[step])
                return "".join(reversed(steps))
            queue.append(following)
    raise ValueError("the player cannot walk to the cell behind the crate")  # a bug: searches only reachable pushes


def replay_lurd(level: ClassicLevel, lurd: str) -> bool:
    """Play LURD moves from the level's start by the standard rules; True if every crate ends on a goal.

    Independent of the search: it works on the level's own positions. A step (u d l r) must go to free floor,
    a push (U D L R) must move a crate onto free floor; anything else raises ValueError naming the move.
    """
    crates = set(level.crates)
    row, col = level.player
    for number, letter in enumerate(lurd, start=1):
        lower = letter.lower()
        if lower not in WALK_LETTERS or len(letter) != 1:
            raise ValueError(f"move {number}: {letter!r} is not one of u d l r U D L R")
        d_row, d_col = DELTAS[WALK_LETTERS.index(lower)]
        target = (row + d_row, col + d_col)
        if target in level.walls:
            raise ValueError(f"move {number} ({letter}): a wall is in the way")
        if target in crates:
            if letter == lower:
                raise ValueError(f"move {number} ({letter}): a crate is in the way of a step (pushes are uppercase)")
            beyond = (target[0] + d_row, target[1] + d_col)
            if beyond in level.walls or beyond in crates:
                raise ValueError(f"move {number} ({letter}): the crate cannot move that way")
            crates.remove(target)
            crates.add(beyond)
        elif letter != lower:
            raise ValueError(f"move {number} ({letter}): there is no crate to push")
        row, col = target
    return crates == set(level.goals)
