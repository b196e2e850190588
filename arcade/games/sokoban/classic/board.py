"""The fixed part of a standard Sokoban level for the solvers (solver, pulls): cell numbers,
neighbours, push distances both ways, dead squares, freeze and corral deadlocks, and the matching lower bound
(the Hungarian method). Pure Python, standard library only.
"""

from __future__ import annotations

from collections import deque

from arcade.games.sokoban.classic.xsb import ClassicLevel, Position

UNREACHABLE = 1 << 16
"""Push distance of a goal a crate cannot reach; a matching costing this much or more has no finite solution."""


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
        self._frozen_tables: dict[int, list[list[int]]] = {}
        """Frozen crates' cells -> a table like goal_distance for the open goals, those crates counting as walls."""

    def number(self, position: Position) -> int:
        """The cell number of a (row, column) position."""
        return position[0] * self.stride + position[1]

    def steps(self) -> tuple[int, int, int, int]:
        """How the cell number changes one step up, down, left and right."""
        return (-self.stride, self.stride, -1, 1)

    def _pulls_from(self, goal: int, blocked: int = 0) -> list[int]:
        """Fewest pushes from each cell to `goal` for a crate alone on the board (with the `blocked` cells as
        walls): a crate pulled back from it."""
        return self._lone_crate(goal, backwards=True, blocked=blocked)

    def _lone_crate(self, origin: int, backwards: bool, blocked: int = 0) -> list[int]:
        """Fewest pushes of a crate alone on the board (the `blocked` cells as walls) from `origin` to each cell,
        or, `backwards`, from each cell to `origin` (breadth first, by pulls)."""
        distance = [UNREACHABLE] * len(self.neighbour)
        distance[origin] = 0
        queue = deque([origin])
        neighbour = self.neighbour
        while queue:
            cell = queue.popleft()
            for direction in range(4):
                # A push `direction` moves the crate from `source` to the next cell, the player standing behind it.
                source = neighbour[cell][direction ^ 1] if backwards else cell
                following = source if backwards else neighbour[cell][direction]
                if following < 0 or distance[following] != UNREACHABLE or blocked >> following & 1:
                    continue
                behind = neighbour[source][direction ^ 1]
                if behind < 0 or blocked >> behind & 1:
                    continue
                distance[following] = distance[cell] + 1
                queue.append(following)
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

    def frozen_off_goal(self, cell: int, crates: int) -> list[int]:
        """The crates frozen with the crate on `cell` (itself first) when that group holds a crate off its goal (a
        lost position), else [] (what the screen names when a push freezes crates)."""
        group = self._frozen_group(cell, crates, 1 << cell)
        return group if group is not None and any(not self.goal_mask >> member & 1 for member in group) else []

    def frozen_cells(self, cell: int, crates: int) -> int | None:
        """The cells of the crates frozen with the crate on `cell` as a bit set (0: it may still move), or None
        when that group holds a crate off its goal (a lost position)."""
        group = self._frozen_group(cell, crates, 1 << cell)
        if group is None:
            return 0
        frozen = 0
        for member in group:
            if not self.goal_mask >> member & 1:
                return None
            frozen |= 1 << member
        return frozen

    def frozen_bound(self, crates: int, frozen: int) -> int:
        """The matching bound with the `frozen` crates (each on a goal, never to move again) as walls: the other
        crates matched to the other goals by push distances around them (UNREACHABLE or more: none)."""
        table = self._frozen_tables.get(frozen)
        if table is None:
            open_goals = [goal for goal in self.goal_cells if not frozen >> goal & 1]
            by_goal = [self._pulls_from(goal, frozen) for goal in open_goals]
            table = self._frozen_tables[frozen] = [[distances[cell] for distances in by_goal]
                                                   for cell in range(len(self.neighbour))]
        return self.lower_bound(crates & ~frozen, table)

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

    def grow(self, cells: int) -> int:
        """The cells one step from any of `cells`, and those cells themselves (walls included: mask with floor)."""
        stride = self.stride
        return cells | cells << 1 | cells >> 1 | cells << stride | cells >> stride

    def first_area(self, cells: int) -> int:
        """The connected part of `cells` (a bit set, not empty) holding its lowest-numbered cell, cell to cell by
        steps."""
        area = frontier = cells & -cells
        open_cells = cells ^ area
        while frontier:
            frontier = self.grow(frontier) & open_cells
            open_cells ^= frontier
            area |= frontier
        return area

    def corral_pushes(self, crates: int, seen: int) -> tuple[int, int] | None:
        """The crates and cells of the PI-corral with the fewest pushes into it, or None when there is none.

        A corral is a connected area of empty floor the player cannot reach (`seen` is where he can); its
        barrier is the crates next to it. It matters when a barrier crate is off a goal or the area holds a goal:
        then some barrier crate must move before anything inside can change. It is a PI-corral when every push of
        a barrier crate out of it can never happen before a barrier crate moves (I) and every push into it can
        be made now (P). Then some solution, if any exists, starts with a push into it: the pushes made before it
        in any solution leave the corral alone and can wait. A PI-corral with no push into it is a deadlock, told
        by (0, 0): the search then tries nothing from the position.
        """
        floor = self.floor
        unreached = floor & ~seen & ~crates
        if not unreached:
            return None
        best: tuple[int, int] | None = None
        best_count = UNREACHABLE
        neighbour = self.neighbour
        live = self.live
        goal_mask = self.goal_mask
        while unreached:
            area = self.first_area(unreached)
            unreached &= ~area
            barrier = self.grow(area) & crates
            if not (area & goal_mask or barrier & ~goal_mask):
                continue
            count = self._pushes_into(area, barrier, seen, neighbour, live)
            if count is None:
                continue
            if count == 0:
                return 0, 0
            if count < best_count:
                best, best_count = (barrier, area), count
        return best

    def dead_corral(self, crates: int, seen: int) -> int:
        """The barrier crates of a PI-corral no push can ever enter (a lost position: corral_pushes' (0, 0)) as a
        bit set, or 0 when there is none (what the screen names when a push closes such a corral)."""
        unreached = self.floor & ~seen & ~crates
        while unreached:
            area = self.first_area(unreached)
            unreached &= ~area
            barrier = self.grow(area) & crates
            if (area & self.goal_mask or barrier & ~self.goal_mask) and \
                    self._pushes_into(area, barrier, seen, self.neighbour, self.live) == 0:
                return barrier
        return 0

    @staticmethod
    def _pushes_into(area: int, barrier: int, seen: int, neighbour: list[tuple[int, ...]],
                     live: list[bool]) -> int | None:
        """How many pushes of barrier crates into the area can be made now, or None if the corral is not PI."""
        count = 0
        remaining = barrier
        while remaining:
            low = remaining & -remaining
            remaining ^= low
            around = neighbour[low.bit_length() - 1]
            for direction in range(4):
                target, behind = around[direction], around[direction ^ 1]
                if target < 0 or behind < 0 or not live[target] or barrier >> target & 1 or barrier >> behind & 1:
                    continue  # never a push before a barrier crate moves, or one onto a dead square
                if area >> target & 1:
                    if not seen >> behind & 1:
                        return None  # a push into the corral the player cannot make now (not P)
                    count += 1
                elif not area >> behind & 1:
                    return None  # a push out of the corral that might come first (not I)
        return count

    def lower_bound(self, crates: int, distance: list[list[int]] | None = None) -> int:
        """The cheapest one-to-one matching of crates to goals by push distance (UNREACHABLE or more: none); given
        `distance` (a table like goal_distance, e.g. start_distance), to the targets of that table instead."""
        table = self.goal_distance if distance is None else distance
        rows = []
        remaining = crates
        while remaining:
            low = remaining & -remaining
            rows.append(table[low.bit_length() - 1])
            remaining ^= low
        return assignment_cost(rows)

    def start_distances(self) -> list[list[int]]:
        """start_distance[cell][crate number]: fewest pulls taking a lone crate from the cell back to where that
        crate of the level starts (its push distance from there), for the search that pulls from the goals."""
        by_start = [self._pushes_from(self.number(crate)) for crate in sorted(self.level.crates)]
        return [[distances[cell] for distances in by_start] for cell in range(len(self.neighbour))]

    def _pushes_from(self, start: int) -> list[int]:
        """Fewest pushes from `start` to each cell for a crate alone on the board."""
        return self._lone_crate(start, backwards=False)


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


def expanded_at(regions: list[tuple[int, int, int]], player: int) -> int:
    """The pushes at which the region holding the player's cell was expanded (UNREACHABLE: not yet)."""
    for region, pushes, _ in regions:
        if region >> player & 1:
            return pushes
    return UNREACHABLE


def close_position(board: ClassicBoard, closed: dict[int, list[tuple[int, int, int]]], crates: int, player: int,
                   moves: int, node: int) -> int | None:
    """A search's popped position marked expanded (the push and the pull search share this step): the cells the
    player can walk to, or None when his region was already expanded at no more moves (skip it). `closed` keeps,
    per crates, one (region, moves, node) entry per region."""
    regions = closed.setdefault(crates, [])
    if expanded_at(regions, player) <= moves:
        return None
    seen = board.reach(player, crates)
    regions[:] = [entry for entry in regions if entry[0] != seen]
    regions.append((seen, moves, node))
    return seen


def node_at(closed: dict[int, list[tuple[int, int, int]]], crates: int, region: int) -> int | None:
    """The node at which a search (its `closed`, as close_position keeps it) expanded the crates with the player
    in `region`, or None: where the push and the pull search meet."""
    for seen, _, node in closed.get(crates, ()):
        if seen & region:
            return node
    return None
