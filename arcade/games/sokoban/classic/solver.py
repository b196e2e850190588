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

Crates frozen on goals count as walls in the bound after that (board.frozen_bound), and PI-corral
pruning keeps only the pushes into an unreachable area that must be entered first (board.corral_pushes).
The order is weighted A*: pushes made so far plus five times a lower bound on the pushes left, the cheapest
one-to-one matching of crates to goals by push distance (the Hungarian method). A pull search from the goals
(pulls.py) takes turns with it; the first to finish answers, and where both expanded a position they meet.
The walk before each push is found again afterwards by breadth-first search, and the answer is spelt in LURD:
u d l r for a step, U D L R for a push. Pure Python, standard library only; no urwid.
"""

from __future__ import annotations

import heapq
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from arcade.games.sokoban.classic.board import UNREACHABLE, ClassicBoard, close_position, expanded_at, node_at
from arcade.games.sokoban.classic.board import assignment_cost as assignment_cost  # the tests' import
from arcade.games.sokoban.classic.pulls import PullSearch
from arcade.games.sokoban.classic.xsb import ClassicLevel, Position

DELTAS: tuple[Position, ...] = ((-1, 0), (1, 0), (0, -1), (0, 1))
"""Row and column change of up, down, left and right; direction ^ 1 is the opposite one."""
WALK_LETTERS = "udlr"
PUSH_LETTERS = "UDLR"
HEURISTIC_WEIGHT = 5
"""How much more the lower bound counts than the pushes made: above 1 trades shortest answers for speed."""
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
    should_stop: Callable[[], bool] | None = None, pulls: bool = True, corrals: bool = True,
) -> SearchResult:
    """Weighted A* over pushes (see the module's docstring) within `limit`: the result with its figures.

    Two searches take turns, CLOCK_CHECK_EVERY expansions at a time, and the first to finish answers: pushes from
    the start and (unless `pulls` is False) pulls from the goals back to the start (pulls.py); either one
    running out of states proves the level has no solution. `weight` 1 with `pulls` and `corrals` (PI-corral
    pruning) False is plain A*, whose answers take the fewest pushes, as the level generator has always used it (so
    its levels stay the same); larger weights find answers sooner. `should_stop` (e.g. a cancel flag's is_set,
    when the search runs in a worker thread) is asked as often as the clock; True ends the search at once with no
    solution.
    """
    limit = limit or SearchLimit()
    started = time.perf_counter()
    deadline = started + limit.seconds
    board = ClassicBoard(level)
    if board.start_crates == board.goal_mask:
        return SearchResult("", 0, 0, time.perf_counter() - started, False)
    searches: list[PushSearch | PullSearch] = [PushSearch(board, weight, corrals)]
    if pulls:
        searches.append(PullSearch(board, weight))
        searches[0].pulling = searches[1]
        searches[1].meet = searches[0].through
    expanded = 0
    while True:
        for searching in searches:
            budget = CLOCK_CHECK_EVERY if limit.nodes is None else min(CLOCK_CHECK_EVERY, limit.nodes - expanded)
            if budget <= 0:
                return SearchResult(None, 0, expanded, time.perf_counter() - started, False)
            before = searching.expanded
            finished = searching.advance(budget)
            expanded += searching.expanded - before
            if finished:
                found = searching.pushes
                solution = None if found is None else _spell(board, found)
                return SearchResult(solution, len(found or ()), expanded, time.perf_counter() - started,
                                    found is None)
            if time.perf_counter() > deadline or (should_stop is not None and should_stop()):
                return SearchResult(None, 0, expanded, time.perf_counter() - started, False)


class PushSearch:
    """Weighted A* over pushes from the level's start until every crate is on a goal, a slice at a time."""

    def __init__(self, board: ClassicBoard, weight: float, corrals: bool = True) -> None:
        self.board = board
        self.weight = weight
        self.corrals = corrals
        """Whether PI-corral pruning is on (board.corral_pushes)."""
        self.expanded = 0
        self.pushes: list[tuple[int, int]] | None = None
        """The answer once found: each push as (crate's cell before it, direction)."""
        self.nodes: list[tuple[int, int, int]] = [(-1, -1, -1)]
        """Every push made is a node: (parent node, crate's cell before the push, direction); node 0 is the start."""
        self.queued: dict[tuple[int, int], int] = {(board.start_crates, board.start_player): 0}
        self.closed: dict[int, list[tuple[int, int, int]]] = {}
        """Crates -> (player's region as a bit set, pushes it was first expanded at, node), per region expanded."""
        self.bounds: dict[int, int] = {}
        self.pulling: PullSearch | None = None
        """The pull search running beside this one: where the two meet, the answer is found."""
        bound = self.bounds[board.start_crates] = board.lower_bound(board.start_crates)
        self.heap: list[tuple[float, int, int, int, int, int, int]] = []
        """(bound-weighted cost, bound, pushes, node, crates, player's cell, frozen crates on goals) to expand."""
        if bound < UNREACHABLE:
            self.heap.append((weight * bound, bound, 0, 0, board.start_crates, board.start_player, 0))

    def through(self, crates: int, region: int, pull_node: int) -> list[tuple[int, int]] | None:
        """The answer through a position the pull search expanded at `pull_node`, if this search expanded it too."""
        node = node_at(self.closed, crates, region)
        if node is None or self.pulling is None:
            return None
        return _pushes_to(self.nodes, node) + self.pulling.pushes_from(pull_node)

    def advance(self, budget: int) -> bool:
        """Expand up to `budget` states; True once finished: `pushes` holds the answer, or is None when every
        state was tried (the level has no solution)."""
        board = self.board
        neighbour, live, goal_mask, weight = board.neighbour, board.live, board.goal_mask, self.weight
        heap, nodes, queued, closed, bounds = self.heap, self.nodes, self.queued, self.closed, self.bounds
        done = 0
        while heap and done < budget:
            _, _, pushes, node, crates, player, frozen = heapq.heappop(heap)
            seen = close_position(board, closed, crates, player, pushes, node)
            if seen is None:
                continue
            self.expanded += 1
            done += 1
            if self.pulling is not None:
                met = self.pulling.node_at(crates, seen)
                if met is not None:  # the pull search reached this position: its pulls take it to the goals
                    self.pushes = _pushes_to(nodes, node) + self.pulling.pushes_from(met)
                    return True
            child_pushes = pushes + 1
            movable, into = crates, board.floor
            corral = board.corral_pushes(crates, seen) if self.corrals else None
            if corral is not None:
                movable, into = corral
            remaining = movable
            while remaining:
                low = remaining & -remaining
                remaining ^= low
                cell = low.bit_length() - 1
                around = neighbour[cell]
                for direction in range(4):
                    behind = around[direction ^ 1]
                    target = around[direction]
                    if (behind < 0 or target < 0 or not seen >> behind & 1 or not live[target]
                            or crates >> target & 1 or not into >> target & 1):
                        continue
                    child = crates ^ low ^ (1 << target)
                    if child == goal_mask:
                        nodes.append((node, cell, direction))
                        self.pushes = _pushes_to(nodes, len(nodes) - 1)
                        return True
                    raw_key = (child, cell)
                    if queued.get(raw_key, UNREACHABLE) <= child_pushes:
                        continue
                    if child in closed and expanded_at(closed[child], cell) <= child_pushes:
                        continue
                    newly_frozen = board.frozen_cells(target, child)
                    if newly_frozen is None:
                        continue
                    child_frozen = frozen | newly_frozen
                    bound = bounds.get(child)
                    if bound is None:
                        bound = bounds[child] = (board.frozen_bound(child, child_frozen) if child_frozen
                                                 else board.lower_bound(child))
                    if bound >= UNREACHABLE:
                        continue
                    queued[raw_key] = child_pushes
                    nodes.append((node, cell, direction))
                    heapq.heappush(heap, (child_pushes + weight * bound, bound, child_pushes, len(nodes) - 1, child,
                                          cell, child_frozen))
        return not heap


def _pushes_to(nodes: list[tuple[int, int, int]], last: int) -> list[tuple[int, int]]:
    """The pushes (cell, direction) from the start to node `last`, in order."""
    pushes = []
    node = last
    while node > 0:
        parent, cell, direction = nodes[node]
        pushes.append((cell, direction))
        node = parent
    pushes.reverse()
    return pushes


def _spell(board: ClassicBoard, pushes: list[tuple[int, int]]) -> str:
    """The LURD moves of the pushes (cell, direction) from the start, with the walk before each found by BFS."""
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
