"""A shortest-solution solver for Fancy Sokoban.

The solver runs a breadth-first search over whole game states with exactly the game's move rules
(the task sheet's section 7, as SokobanModel.attempt_move implements them):

* the player moves one cell in one of ``w s a d``; walls and cells outside the maze block;
* a crate is pushed only if the player's strength is at least the crate's strength and the cell
  beyond it is inside the maze, not a wall and free of any entity (crate or potion);
* a crate pushed onto an unfilled goal disappears and the goal becomes filled; pushed onto a
  filled goal it stays there as an ordinary crate;
* stepping onto a potion drinks it: ``S`` +2 strength, ``M`` +5 moves, ``F`` +2 strength +2 moves;
* every successful move costs one move; the game is won when every goal is filled, and lost when
  no moves remain after a move that did not win (the win is checked first).

A state is (player cell, crates with their strengths, potions left, filled goals), packed into one
integer. The player's strength and moves left are not part of it: strength follows from the
potions drunk, and moves left from those potions and the number of moves made, which is the same
for every state of one breadth-first layer. Reaching a state again later therefore only leaves the
player with fewer moves, so the first visit is the only one worth expanding and the first win
found is a shortest one.

With one crate per unfilled goal (every valid maze) every crate must still reach an unfilled goal,
so three rules can drop states without ever losing a solution: a crate on a cell from which no
unfilled goal can be reached by pushes (even with every other entity gone) is dead; a crate that
completes a 2x2 square of walls and crates can never move again; and a state whose crates need
more pushes in total than the moves left plus every move potion still on the board cannot finish.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from pathlib import Path

from arcade.games.sokoban.model import read_file

WALL = "W"
FLOOR = " "
GOAL = "G"
FILLED_GOAL = "X"
PLAYER = "P"
CRATE_DIGITS = "0123456789"
POTION_EFFECTS: dict[str, tuple[int, int]] = {"S": (2, 0), "M": (0, 5), "F": (2, 2)}
"""Potion letter -> (strength gained, moves gained)."""
DIRECTIONS: tuple[tuple[str, int, int], ...] = (("w", -1, 0), ("s", 1, 0), ("a", 0, -1), ("d", 0, 1))
"""Move key, row delta, column delta, in the order the game lists them; index ^ 1 is the opposite."""
KEYS = tuple(key for key, _, _ in DIRECTIONS)
DEFAULT_MAX_STATES = 2_000_000
STOP_CHECK_EVERY = 1024
"""Expanded states between two calls of a search's should_stop."""

_INFINITY = 1 << 30


class _Board:
    """The static part of a maze: open cells, their neighbours, goals and potions, numbered densely."""

    def __init__(self, maze: list[list[str]], player_at: tuple[int, int] | None = None) -> None:
        self.cells: list[tuple[int, int]] = []
        index: dict[tuple[int, int], int] = {}
        for row, line in enumerate(maze):
            for column, char in enumerate(line):
                if char != WALL:
                    index[(row, column)] = len(self.cells)
                    self.cells.append((row, column))
        self.neighbour: list[list[int]] = [
            [index.get((row + dr, column + dc), -1) for _, dr, dc in DIRECTIONS] for row, column in self.cells
        ]
        self.blocks: list[list[tuple[int, int, int]]] = [
            [
                (
                    index.get((row + dr, column), -1),
                    index.get((row, column + dc), -1),
                    index.get((row + dr, column + dc), -1),
                )
                for dr in (-1, 1)
                for dc in (-1, 1)
            ]
            for row, column in self.cells
        ]
        """For each cell, the other three cells of each 2x2 square holding it (-1 for a wall)."""
        self.player = -1
        self.crates: list[tuple[int, int]] = []
        self.goals: list[int] = []
        self.initially_filled = 0
        self.potions: list[tuple[int, str]] = []
        for cell, (row, column) in enumerate(self.cells):
            char = maze[row][column]
            if char == PLAYER or (row, column) == player_at:
                if self.player != -1:
                    raise ValueError("the maze has more than one player")
                self.player = cell
            if char == PLAYER:
                continue
            if len(char) == 1 and char in CRATE_DIGITS:
                self.crates.append((cell, int(char)))
            elif char in (GOAL, FILLED_GOAL):
                if char == FILLED_GOAL:
                    self.initially_filled |= 1 << len(self.goals)
                self.goals.append(cell)
            elif char in POTION_EFFECTS:
                self.potions.append((cell, char))
            elif char != FLOOR:
                raise ValueError(f"unknown maze character {char!r}")
        if self.player == -1:
            raise ValueError("the maze has no player")
        self.goal_bit = {cell: 1 << number for number, cell in enumerate(self.goals)}
        self.potion_bit = {cell: 1 << number for number, (cell, _) in enumerate(self.potions)}
        self.all_goals = (1 << len(self.goals)) - 1
        self._push_distance = [self._pushes_to(goal) for goal in self.goals]
        self._nearest: dict[int, list[int]] = {}
        self._strength: dict[int, int] = {}
        self._move_bonus: dict[int, tuple[int, int]] = {}

    def _pushes_to(self, goal: int) -> list[int]:
        """Fewest pushes that bring a crate from each cell to ``goal`` with no other entity about."""
        distance = [_INFINITY] * len(self.cells)
        distance[goal] = 0
        queue = deque([goal])
        while queue:
            cell = queue.popleft()
            for direction in range(4):
                # The crate arrived at `cell` moving in `direction`: it came from the cell behind,
                # and the player stood one further back.
                opposite = direction ^ 1
                before = self.neighbour[cell][opposite]
                if before == -1 or distance[before] != _INFINITY:
                    continue
                if self.neighbour[before][opposite] == -1:
                    continue
                distance[before] = distance[cell] + 1
                queue.append(before)
        return distance

    def nearest_goal(self, filled: int) -> list[int]:
        """For each cell, the fewest pushes to any goal not filled in the bit set ``filled``."""
        table = self._nearest.get(filled)
        if table is None:
            table = [_INFINITY] * len(self.cells)
            for number, distances in enumerate(self._push_distance):
                if not filled >> number & 1:
                    table = [min(a, b) for a, b in zip(table, distances, strict=True)]
            self._nearest[filled] = table
        return table

    def pushes_needed(self, crate_at: dict[int, int], filled: int) -> int:
        """A lower bound on the pushes left: each crate's fewest pushes to its nearest unfilled goal."""
        nearest = self.nearest_goal(filled)
        return sum(nearest[cell] for cell in crate_at)

    def strength(self, start: int, potions_left: int) -> int:
        """The player's strength once every potion not in ``potions_left`` has been drunk."""
        gained = self._strength.get(potions_left)
        if gained is None:
            gained = sum(
                POTION_EFFECTS[kind][0]
                for number, (_, kind) in enumerate(self.potions)
                if not potions_left >> number & 1
            )
            self._strength[potions_left] = gained
        return start + gained

    def move_bonus(self, potions_left: int) -> tuple[int, int]:
        """(moves gained from potions drunk, moves still to be had from potions left)."""
        bonus = self._move_bonus.get(potions_left)
        if bonus is None:
            drunk = left = 0
            for number, (_, kind) in enumerate(self.potions):
                if potions_left >> number & 1:
                    left += POTION_EFFECTS[kind][1]
                else:
                    drunk += POTION_EFFECTS[kind][1]
            bonus = (drunk, left)
            self._move_bonus[potions_left] = bonus
        return bonus


def solve(maze: list[list[str]], strength: int, moves: int, max_states: int = DEFAULT_MAX_STATES,
          player_at: tuple[int, int] | None = None, should_stop: Callable[[], bool] | None = None) -> str | None:
    """The shortest winning move string over ``wasd`` for this maze and these player stats.

    ``player_at`` puts the player on that cell (for a position in play, where the player may stand on a goal or a
    potion's old cell; the maze then holds no ``P``). ``should_stop`` is asked every few thousand states; True
    gives up (None).

    ``maze`` is the grid as ``read_file`` returns it (rows of one-character strings). Returns ``""``
    if the maze is already won, and ``None`` if no win exists or none was found before
    ``max_states`` distinct states had been seen. Raises ``ValueError`` only for a maze that is not
    a maze (no player, two players, an unknown character).
    """
    return solve_counting(maze, strength, moves, max_states, player_at, should_stop)[0]


def solve_counting(
    maze: list[list[str]], strength: int, moves: int, max_states: int = DEFAULT_MAX_STATES,
    player_at: tuple[int, int] | None = None, should_stop: Callable[[], bool] | None = None,
) -> tuple[str | None, int]:
    """Like :func:`solve`, but also return how many states the search expanded."""
    return search(maze, strength, moves, max_states, player_at, should_stop)[:2]


def search(
    maze: list[list[str]], strength: int, moves: int, max_states: int = DEFAULT_MAX_STATES,
    player_at: tuple[int, int] | None = None, should_stop: Callable[[], bool] | None = None,
) -> tuple[str | None, int, bool]:
    """Like :func:`solve_counting`, and whether the search tried every position (True: no win exists from here;
    False: a win was found, or it stopped or reached ``max_states`` first)."""
    board = _Board(maze, player_at)
    start_filled = board.initially_filled
    if start_filled == board.all_goals:
        return "", 0, False
    unfilled = len(board.goals) - bin(start_filled).count("1")
    if moves <= 0 or len(board.crates) < unfilled:
        return None, 0, True
    # With exactly one crate per unfilled goal (every real maze), every crate has to reach a goal,
    # which is what makes the pruning rules sound; with spare crates they are switched off.
    prune = len(board.crates) == unfilled
    # A state is packed into one integer: the crates (4 bits per cell, holding strength + 1, so
    # equal crates are interchangeable), then the potions left, the filled goals and the player.
    potion_shift = len(board.goals)
    crate_shift = potion_shift + len(board.potions)
    player_bits = max(len(board.cells) - 1, 1).bit_length()

    start_crate_at = dict(board.crates)
    start_code = sum((weight + 1) << (4 * cell) for cell, weight in board.crates)
    start_potions = (1 << len(board.potions)) - 1
    start = (
        ((start_code << crate_shift) | (start_potions << potion_shift) | start_filled) << player_bits
    ) | board.player
    parent: dict[int, int] = {start: -1}
    """Each state seen -> the state before it times four plus the direction taken from there."""
    neighbour = board.neighbour
    blocks = board.blocks
    goal_bit = board.goal_bit
    potion_bit = board.potion_bit
    all_goals = board.all_goals
    # potions left -> (strength, moves gained so far, moves still to be had), filled in on demand.
    stats: dict[int, tuple[int, int, int]] = {}
    needed = board.pushes_needed(start_crate_at, start_filled) if prune else 0
    frontier = [(start, board.player, start_code, start_potions, start_filled, start_crate_at, needed)]
    depth = 0
    expanded = 0
    while frontier:
        depth += 1
        following = []
        append = following.append
        for state, player, code, potions, filled, crate_at, needed in frontier:
            expanded += 1
            if should_stop is not None and expanded % STOP_CHECK_EVERY == 0 and should_stop():
                return None, expanded, False
            known = stats.get(potions)
            if known is None:
                known = stats[potions] = (board.strength(strength, potions), *board.move_bonus(potions))
            power, drunk, still_there = known
            # Moves left after this move if it drinks nothing; a state worth keeping needs some.
            left_after = moves + drunk - depth
            walk_ok = left_after > 0 and needed <= left_after + still_there
            base = state - player
            link = state << 2
            for direction, target in enumerate(neighbour[player]):
                if target == -1:
                    continue
                weight = crate_at.get(target)
                if weight is not None:
                    beyond = neighbour[target][direction]
                    if (
                        beyond == -1
                        or weight > power
                        or beyond in crate_at
                        or (beyond in potion_bit and potions & potion_bit[beyond])
                    ):
                        continue
                    child_code = code - ((weight + 1) << (4 * target))
                    child_crate_at = crate_at.copy()
                    del child_crate_at[target]
                    bit = goal_bit.get(beyond, 0)
                    child_filled = filled
                    if bit and not filled & bit:
                        child_filled = filled | bit
                    else:
                        child_code += (weight + 1) << (4 * beyond)
                        child_crate_at[beyond] = weight
                    child = (
                        ((child_code << crate_shift) | (potions << potion_shift) | child_filled) << player_bits
                    ) | target
                    step = link | direction
                    if parent.setdefault(child, step) != step:
                        continue
                    if child_filled == all_goals:
                        return _path(parent, child), expanded, False
                    if left_after <= 0:
                        continue
                    if prune:
                        if child_filled == filled:
                            nearest = board.nearest_goal(filled)
                            child_needed = needed - nearest[target] + nearest[beyond]
                            if _frozen(beyond, blocks, child_crate_at):
                                continue
                        else:
                            child_needed = board.pushes_needed(child_crate_at, child_filled)
                        if child_needed > left_after + still_there:
                            continue
                    else:
                        child_needed = 0
                    append((child, target, child_code, potions, child_filled, child_crate_at, child_needed))
                elif target in potion_bit and potions & potion_bit[target]:
                    bit = potion_bit[target]
                    child = base - (bit << (potion_shift + player_bits)) + target
                    step = link | direction
                    if parent.setdefault(child, step) != step:
                        continue
                    child_potions = potions & ~bit
                    child_drunk, child_still_there = board.move_bonus(child_potions)
                    child_left = moves + child_drunk - depth
                    if child_left > 0 and needed <= child_left + child_still_there:
                        append((child, target, code, child_potions, filled, crate_at, needed))
                else:
                    child = base + target
                    step = link | direction
                    if parent.setdefault(child, step) != step:
                        continue
                    if walk_ok:
                        append((child, target, code, potions, filled, crate_at, needed))
            if len(parent) > max_states:
                return None, expanded, False
        frontier = following
    return None, expanded, True


def _frozen(cell: int, blocks: list[list[tuple[int, int, int]]], crate_at: dict[int, int]) -> bool:
    """True if the crate on ``cell`` fills a 2x2 square of walls and crates, so it can never move again."""
    for square in blocks[cell]:
        for other in square:
            if other != -1 and other not in crate_at:
                break
        else:
            return True
    return False


def _path(parent: dict[int, int], state: int) -> str:
    """Follow the parent links back from ``state`` and spell out the moves that led to it."""
    keys: list[str] = []
    link = parent[state]
    while link != -1:
        keys.append(KEYS[link & 3])
        link = parent[link >> 2]
    return "".join(reversed(keys))


def solve_file(path: str | Path, max_states: int = DEFAULT_MAX_STATES) -> str | None:
    """Solve the maze file at ``path`` (see :func:`solve`); read with the game's own ``read_file``.

    Raises ``LevelError`` for a file that is missing or not a valid maze.
    """
    maze, (strength, moves) = read_file(path)
    return solve(maze, strength, moves, max_states)


def dead_cells(maze: list[list[str]], player_at: tuple[int, int] | None = None) -> frozenset[tuple[int, int]]:
    """The open cells from which no unfilled goal can be reached by pushes, even with every other entity gone: a
    crate there can never fill a goal."""
    board = _Board(maze, player_at)
    nearest = board.nearest_goal(board.initially_filled)
    return frozenset(position for cell, position in enumerate(board.cells) if nearest[cell] >= _INFINITY)


def stuck_crate(maze: list[list[str]], strength: int,
                player_at: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """A crate that can never fill a goal, when every crate has to (one crate per unfilled goal), or None: on a
    dead cell, in a 2x2 square of walls and crates, or heavier than the player can ever be (every potion drunk)."""
    board = _Board(maze, player_at)
    unfilled = len(board.goals) - bin(board.initially_filled).count("1")
    if not board.crates or len(board.crates) != unfilled:
        return None
    nearest = board.nearest_goal(board.initially_filled)
    crate_at = dict(board.crates)
    strongest = board.strength(strength, 0)
    for cell, weight in board.crates:
        if nearest[cell] >= _INFINITY or weight > strongest or _frozen(cell, board.blocks, crate_at):
            return board.cells[cell]
    return None
