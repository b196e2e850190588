"""The standard Sokoban solver's second search: from the goals back to the level's start, by pulls.

Every crate starts on a goal, with the player in any area of the floor the crates leave him (where he stood after
the last push is not known); a pull is a push undone: the player beside a crate steps away from it and the crate
follows. The search ends when the crates stand where the level starts them and the player's region holds his
starting cell; read backwards, its pulls are pushes solving the level. Goals packed in a room or corridor, which
must be filled in the right order, and crates that start on goals but must move, are easy this way round and
hard forwards. The order is weighted A* again, by the cheapest matching of crates to their starting cells by
pull distance; a crate that can never be pulled back to any starting cell is cut off.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

from arcade.games.sokoban.classic.board import UNREACHABLE, ClassicBoard, close_position, expanded_at, node_at


class PullSearch:
    """Weighted A* over pulls from the goals to the level's start, a slice at a time (see the module)."""

    def __init__(self, board: ClassicBoard, weight: float) -> None:
        self.board = board
        self.weight = weight
        self.expanded = 0
        self.pushes: list[tuple[int, int]] | None = None
        """The answer once found, as pushes from the level's start: (crate's cell before the push, direction)."""
        self.distance = board.start_distances()
        self.live = [min(row, default=UNREACHABLE) < UNREACHABLE for row in self.distance]
        self.nodes: list[tuple[int, int, int]] = [(-1, -1, -1)]
        """Every pull is a node: (parent node, crate's cell before the pull, direction the player stepped)."""
        self.queued: dict[tuple[int, int], int] = {}
        self.meet: Callable[[int, int, int], list[tuple[int, int]] | None] | None = None
        """Given by the push search running beside this one: its answer through a position this search expanded
        (crates, player's region, node), or None where it has not been."""
        self.closed: dict[int, list[tuple[int, int, int]]] = {}
        """Crates -> (player's region as a bit set, pulls it was first expanded at, node), per region expanded."""
        self.bounds: dict[int, int] = {}
        self.heap: list[tuple[float, int, int, int, int, int]] = []
        packed = board.goal_mask
        bound = self.bounds[packed] = board.lower_bound(packed, self.distance)
        if bound >= UNREACHABLE:
            return
        free = board.floor & ~packed
        while free:  # one start for each area the player may be left in
            player = (free & -free).bit_length() - 1
            free &= ~board.first_area(free)
            self.queued[(packed, player)] = 0
            self.heap.append((weight * bound, bound, 0, 0, packed, player))
        heapq.heapify(self.heap)

    def advance(self, budget: int) -> bool:
        """Expand up to `budget` states; True once finished: `pushes` holds the answer, or is None when every
        state was tried (the level has no solution)."""
        board = self.board
        neighbour, live, weight, distance = board.neighbour, self.live, self.weight, self.distance
        start_crates, start_player = board.start_crates, board.start_player
        heap, nodes, queued, closed, bounds = self.heap, self.nodes, self.queued, self.closed, self.bounds
        done = 0
        while heap and done < budget:
            _, _, pulls, node, crates, player = heapq.heappop(heap)
            seen = close_position(board, closed, crates, player, pulls, node)
            if seen is None:
                continue
            if self.meet is not None:
                found = self.meet(crates, seen, node)
                if found is not None:  # the push search reached this position from the start
                    self.pushes = found
                    return True
            self.expanded += 1
            done += 1
            child_pulls = pulls + 1
            remaining = crates
            while remaining:
                low = remaining & -remaining
                remaining ^= low
                cell = low.bit_length() - 1
                for direction in range(4):
                    stand = neighbour[cell][direction]
                    if stand < 0 or not seen >> stand & 1 or not live[stand]:
                        continue
                    away = neighbour[stand][direction]
                    if away < 0 or crates >> away & 1:
                        continue
                    child = crates ^ low ^ (1 << stand)
                    if child == start_crates and board.reach(away, child) >> start_player & 1:
                        nodes.append((node, cell, direction))
                        self.pushes = self.pushes_from(len(nodes) - 1)
                        return True
                    raw_key = (child, away)
                    if queued.get(raw_key, UNREACHABLE) <= child_pulls:
                        continue
                    if child in closed and expanded_at(closed[child], away) <= child_pulls:
                        continue
                    bound = bounds.get(child)
                    if bound is None:
                        bound = bounds[child] = board.lower_bound(child, distance)
                    if bound >= UNREACHABLE:
                        continue
                    queued[raw_key] = child_pulls
                    nodes.append((node, cell, direction))
                    heapq.heappush(
                        heap, (child_pulls + weight * bound, bound, child_pulls, len(nodes) - 1, child, away))
        return not heap

    def node_at(self, crates: int, region: int) -> int | None:
        """The node at which this search expanded the crates with the player in `region`, or None."""
        return node_at(self.closed, crates, region)

    def pushes_from(self, last: int) -> list[tuple[int, int]]:
        """The pulls leading to node `last`, last first, as pushes from the level's start: a pull of the crate on
        `cell` with the player stepping `direction` undoes a push of the crate one cell that way, back the other."""
        neighbour = self.board.neighbour
        pushes = []
        node = last
        while node > 0:
            parent, cell, direction = self.nodes[node]
            pushes.append((neighbour[cell][direction], direction ^ 1))
            node = parent
        return pushes
