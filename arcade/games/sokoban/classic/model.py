"""Classic Sokoban: the standard rules over a ClassicLevel, as a pure model (no I/O, no urwid).

Push every crate onto a goal; a crate on a goal stays pushable, one crate at a time, never pulled. There are no
strengths, potions or move limits. Every step is kept as a LURD letter (u d l r a walk, U D L R a push), so play
can be undone and redone without limit, replayed from its letters, and shown in the standard notation.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from arcade.games.sokoban.classic.xsb import OFFSETS, ClassicLevel, Position

UP, DOWN, LEFT, RIGHT = "u", "d", "l", "r"
DIRECTIONS: dict[str, Position] = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}
"""Each direction's LURD letter (lower case: a walk) and its (row, column) step."""
WALKED, PUSHED, BLOCKED = "walked", "pushed", "blocked"
RESTART = "!"
"""The history's mark of a restart: undoing it brings the position before it back."""


@dataclass(frozen=True)
class Snapshot:
    """The player and the crates at one moment."""

    player: Position
    crates: frozenset[Position]


@dataclass(frozen=True)
class Mark:
    """A position kept to come back to (a snapshot, as Sokoban YASC calls it): the position with its undo and redo
    history, so going back to it undoes and redoes as it did then."""

    position: Snapshot
    history: tuple[tuple[str, Snapshot], ...]
    future: tuple[str, ...]


class ClassicSokoban:
    """One classic level in play: the position, the moves and pushes made, and the undo/redo history."""

    def __init__(self, level: ClassicLevel) -> None:
        self.level = level
        self.player: Position = level.player
        self.crates: set[Position] = set(level.crates)
        self.history: list[tuple[str, Snapshot]] = []
        """Each step taken (a LURD letter or RESTART) with the position before it."""
        self.future: list[str] = []
        """Steps undone, latest last: redo takes them again."""
        self.dead_squares: frozenset[Position] = dead_squares(level)

    # -- the position --------------------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        """The position now."""
        return Snapshot(self.player, frozenset(self.crates))

    def _restore(self, position: Snapshot) -> None:
        self.player = position.player
        self.crates = set(position.crates)

    def is_solved(self) -> bool:
        """Every crate is on a goal."""
        return self.crates <= self.level.goals

    def crates_on_goals(self) -> int:
        """How many crates stand on goals."""
        return len(self.crates & self.level.goals)

    def is_free(self, position: Position) -> bool:
        """A cell the player or a crate may enter: inside the walls, no crate on it."""
        return position in self.level.inside and position not in self.crates

    @property
    def lurd(self) -> str:
        """The steps since the last restart, in LURD notation."""
        steps = [letter for letter, _before in self.history]
        if RESTART in steps:
            steps = steps[len(steps) - steps[::-1].index(RESTART):]
        return "".join(steps)

    @property
    def moves(self) -> int:
        """Steps since the last restart (walks and pushes)."""
        return len(self.lurd)

    @property
    def pushes(self) -> int:
        """Pushes since the last restart."""
        return sum(letter.isupper() for letter in self.lurd)

    # -- play ---------------------------------------------------------------------------------------
    def move(self, direction: str) -> str:
        """Step one way (u, d, l or r; upper case is read the same): WALKED, PUSHED or BLOCKED. A step clears the
        redo list."""
        result = self._step(direction.lower())
        if result != BLOCKED:
            self.future.clear()
        return result

    def _step(self, direction: str) -> str:
        if direction not in DIRECTIONS:
            raise ValueError(f"not a direction: {direction!r}")
        d_row, d_col = DIRECTIONS[direction]
        row, col = self.player
        target = (row + d_row, col + d_col)
        if target in self.crates:
            beyond = (target[0] + d_row, target[1] + d_col)
            if not self.is_free(beyond):
                return BLOCKED
            self.history.append((direction.upper(), self.snapshot()))
            self.crates.remove(target)
            self.crates.add(beyond)
            self.player = target
            return PUSHED
        if not self.is_free(target):
            return BLOCKED
        self.history.append((direction, self.snapshot()))
        self.player = target
        return WALKED

    def can_undo(self) -> bool:
        return bool(self.history)

    def can_redo(self) -> bool:
        return bool(self.future)

    def undo(self) -> bool:
        """Take back the last step (or restart); False when there is none."""
        if not self.history:
            return False
        letter, before = self.history.pop()
        self._restore(before)
        self.future.append(letter)
        return True

    def redo(self) -> bool:
        """Take the last undone step (or restart) again; False when there is none."""
        if not self.future:
            return False
        letter = self.future.pop()
        if letter == RESTART:
            self._restart()
        else:
            self._step(letter.lower())
        return True

    def restart(self) -> bool:
        """Back to the start, as a step of its own that undo takes back; False when already at the start."""
        if self.player == self.level.player and self.crates == set(self.level.crates) and not self.moves:
            return False
        self.future.clear()
        self._restart()
        return True

    def _restart(self) -> None:
        self.history.append((RESTART, self.snapshot()))
        self._restore(Snapshot(self.level.player, self.level.crates))

    def mark(self) -> Mark:
        """The position now with its undo and redo history, to come back to (go_back)."""
        return Mark(self.snapshot(), tuple(self.history), tuple(self.future))

    def go_back(self, mark: Mark) -> None:
        """Back to a marked position, its undo and redo history as they were then."""
        self._restore(mark.position)
        self.history = list(mark.history)
        self.future = list(mark.future)

    def replay(self, lurd: str) -> None:
        """Take these LURD steps in order; ValueError naming the first that cannot be taken (a walk letter where
        a push happens, or the other way round, counts as impossible)."""
        for index, letter in enumerate(lurd):
            if letter.lower() not in DIRECTIONS:
                raise ValueError(f"step {index + 1}: {letter!r} is not a LURD letter")
            result = self.move(letter)
            expected = PUSHED if letter.isupper() else WALKED
            if result != expected:
                if result != BLOCKED:
                    self.undo()
                    self.future.clear()
                raise ValueError(f"step {index + 1}: {letter!r} is impossible here ({result})")

    # -- the mouse ----------------------------------------------------------------------------------
    def path_to(self, target: Position) -> str | None:
        """The shortest walk (LURD letters, no pushes) from the player to target, or None if it cannot be
        reached without pushing."""
        if target == self.player:
            return ""
        came: dict[Position, tuple[Position, str]] = {}
        frontier = deque([self.player])
        seen = {self.player}
        while frontier:
            here = frontier.popleft()
            for letter, (d_row, d_col) in DIRECTIONS.items():
                following = (here[0] + d_row, here[1] + d_col)
                if following in seen or not self.is_free(following):
                    continue
                seen.add(following)
                came[following] = (here, letter)
                if following == target:
                    steps = []
                    while following != self.player:
                        following, letter = came[following]
                        steps.append(letter)
                    return "".join(reversed(steps))
                frontier.append(following)
        return None


    def push_path(self, crate: Position, target: Position) -> str | None:
        """The fewest steps (walks and pushes, as lower-case letters) that bring this crate to target with the other
        crates left where they are, or None if the player cannot."""
        if crate not in self.crates:
            return None
        others = self.crates - {crate}

        def free(cell: Position) -> bool:
            return cell in self.level.inside and cell not in others

        start = (crate, self.player)
        came: dict[tuple[Position, Position], tuple[tuple[Position, Position], str]] = {}
        frontier = deque([start])
        seen = {start}
        while frontier:
            state = frontier.popleft()
            box, player = state
            if box == target:
                steps = []
                while state != start:
                    state, letter = came[state]
                    steps.append(letter)
                return "".join(reversed(steps))
            for letter, (d_row, d_col) in DIRECTIONS.items():
                step = (player[0] + d_row, player[1] + d_col)
                if not free(step):
                    continue
                if step == box:
                    beyond = (box[0] + d_row, box[1] + d_col)
                    if not free(beyond):
                        continue
                    following = (beyond, step)
                else:
                    following = (box, step)
                if following not in seen:
                    seen.add(following)
                    came[following] = (state, letter)
                    frontier.append(following)
        return None


def direction_between(origin: Position, target: Position) -> str | None:
    """The LURD letter of the step from origin to a neighbouring target, or None if they are not neighbours."""
    step = (target[0] - origin[0], target[1] - origin[1])
    return next((letter for letter, delta in DIRECTIONS.items() if delta == step), None)


def dead_squares(level: ClassicLevel) -> frozenset[Position]:
    """The floor cells from which no crate can ever reach a goal, even alone on the board: every cell a crate
    could be pulled to from a goal is live (a pull needs the cell the crate moves to and the one beyond it for the
    player), all the others inside the walls are dead."""
    live: set[Position] = set(level.goals)
    frontier = list(level.goals)
    while frontier:
        row, col = frontier.pop()
        for d_row, d_col in OFFSETS:
            crate_to = (row + d_row, col + d_col)
            player_to = (row + 2 * d_row, col + 2 * d_col)
            if crate_to in live or crate_to not in level.inside or player_to not in level.inside:
                continue
            live.add(crate_to)
            frontier.append(crate_to)
    return frozenset(level.inside - live)

