"""Classic Sokoban levels generated from a seed, each proven solvable and rated before it is offered.

A level is made in four steps, repeated until one passes (every random choice comes from one `random.Random(seed)`,
so a seed always gives the same level):

1. carve a room: a rectangle of floor inside walls, with wall cells dropped in at random while the floor stays
   connected;
2. place the goals on floor cells a crate can be pulled away from;
3. play backwards: the crates start on the goals and are pulled (the reverse of a push) by a random walk to their
   start, the player left anywhere it can walk to; reversed, that walk is a solution, so the level is solvable by
   construction;
4. check and rate it: the classic solver's plain A* (weight 1, a node limit rather than a clock, so the outcome
   never depends on the machine) must solve it, its answer must replay by `replay_lurd`, and the level must meet
   its difficulty's bounds: at least `min_pushes` pushes in the fewest-push solution, no crate starting on a goal,
   and not solved by the greedy push order (each crate in turn pushed alone to the nearest goal it can reach).

Names: `random:SEED` (medium), `random:easy:SEED`, `random:hard:SEED` (see docs/levels.md). Pure: no I/O, no urwid.
Only `random.Random.random()` is drawn from, whose sequence Python keeps the same across versions.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from arcade.games.sokoban.classic.solver import SearchLimit, replay_lurd, search
from arcade.games.sokoban.classic.xsb import OFFSETS, ClassicLevel, Position, parse_level

NAME = "random"
"""The manifest entry's name, and the first part of every generated level's name."""
SEPARATOR = ":"


@dataclass(frozen=True)
class Difficulty:
    """What a difficulty makes: the room's floor (rows × columns inside the walls), the crates, the share of the
    floor turned to walls, the pulls of each backward walk, and the fewest pushes a level of it may need."""

    name: str
    rows: int
    cols: int
    crates: int
    walls: float
    pulls: int
    min_pushes: int


DIFFICULTIES: dict[str, Difficulty] = {
    "easy": Difficulty("easy", 5, 6, 2, 0.22, 20, 6),
    "medium": Difficulty("medium", 6, 7, 3, 0.24, 30, 10),
    "hard": Difficulty("hard", 7, 8, 4, 0.25, 45, 14),
}
DEFAULT_DIFFICULTY = "medium"
SOLVER_NODES = 20000
"""States the checking search may expand: a level it cannot solve in that many is dropped (never a clock, so a
slow machine makes the same levels)."""
SOLVER_SECONDS = 60.0
"""A safety net only: the node limit ends every search on these sizes long before."""
MAX_ATTEMPTS = 2000
"""Candidates tried before giving up (RuntimeError); the tests show a few dozen at most are ever needed."""


@dataclass(frozen=True)
class Rating:
    """How hard a generated level is: the fewest pushes it needs (plain A*), the moves of that answer, its crates,
    its box lines (straight runs of pushes of one crate) and box changes (pushes that move another crate than the
    push before), and how many candidates were tried before it."""

    pushes: int
    moves: int
    crates: int
    box_lines: int
    box_changes: int
    attempts: int


@dataclass(frozen=True)
class GeneratedLevel:
    """A generated level with its name, seed, difficulty, the solver's answer (LURD) and its rating."""

    level: ClassicLevel
    name: str
    seed: int
    difficulty: str
    solution: str
    rating: Rating

    def to_xsb(self) -> str:
        """The level as an XSB file: how to make it again and its rating, then its title (the line nearest the board,
        which readers take for the title), as `;` comments."""
        rating = self.rating
        return (f"; arcade sokoban {self.name} ({self.difficulty}, seed {self.seed}): {rating.crates} crates,"
                f" fewest pushes {rating.pushes}, {rating.box_lines} box lines\n"
                f"; {self.level.title}\n"
                + "\n".join(self.level.rows()) + "\n")


def level_name(seed: int, difficulty: str = DEFAULT_DIFFICULTY) -> str:
    """The name a generated level is opened and kept under: `random:SEED`, or `random:DIFFICULTY:SEED`."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"no difficulty {difficulty!r} (there are: {', '.join(DIFFICULTIES)})")
    middle = "" if difficulty == DEFAULT_DIFFICULTY else f"{difficulty}{SEPARATOR}"
    return f"{NAME}{SEPARATOR}{middle}{seed}"


def parse_name(name: str) -> tuple[str, int | None] | None:
    """(difficulty, seed) of a generated level's name (`random`, `random:hard`, `random:42`, `random:hard:42`; the
    seed None when not given), or None when the name is not one."""
    parts = name.split(SEPARATOR)
    if parts[0] != NAME:
        return None
    difficulty, seed = DEFAULT_DIFFICULTY, None
    rest = parts[1:]
    if rest and rest[0] in DIFFICULTIES:
        difficulty = rest.pop(0)
    if rest:
        if len(rest) > 1 or not rest[0].isdigit() or not rest[0].isascii():
            return None
        seed = int(rest[0])
    return difficulty, seed


def generate(seed: int, difficulty: str = DEFAULT_DIFFICULTY) -> GeneratedLevel:
    """The level this seed makes at this difficulty: solvable, checked by the solver and rated within the
    difficulty's bounds. ValueError for an unknown difficulty or a negative seed."""
    spec = DIFFICULTIES.get(difficulty)
    if spec is None:
        raise ValueError(f"no difficulty {difficulty!r} (there are: {', '.join(DIFFICULTIES)})")
    if seed < 0:
        raise ValueError("a seed is a whole number from 0")
    rng = random.Random(seed)
    name = level_name(seed, difficulty)
    title = "Random" + ("" if difficulty == DEFAULT_DIFFICULTY else f" ({difficulty})") + f" #{seed}"
    for attempt in range(1, MAX_ATTEMPTS + 1):
        candidate = _candidate(rng, spec, title)
        if candidate is None:
            continue
        level, pushes = candidate
        # The construction's pushes are at least the fewest: too few, and the level is too short without a search.
        if len(pushes) < spec.min_pushes or _greedy_solves(level):
            continue
        result = search(level, SearchLimit(seconds=SOLVER_SECONDS, nodes=SOLVER_NODES), weight=1, pulls=False,
                        corrals=False)
        solution = result.solution
        if solution is None or result.pushes < spec.min_pushes or not replay_lurd(level, solution):
            continue
        if not replay_lurd(level, construction(level, pushes)):  # a check of the generator itself
            raise AssertionError(f"the backward walk of {name} does not play forwards")
        lines, changes = box_lines(level, solution)
        rating = Rating(result.pushes, len(solution), len(level.crates), lines, changes, attempt)
        return GeneratedLevel(level, name, seed, difficulty, solution, rating)
    raise RuntimeError(f"no {difficulty} level found for seed {seed} in {MAX_ATTEMPTS} tries")


def _below(rng: random.Random, count: int) -> int:
    """A whole number from 0 to count - 1, drawn through random() alone (stable across Python versions)."""
    return min(int(rng.random() * count), count - 1)


class _Room:
    """A room's floor on numbered cells (row * stride + column; walls all round, so no step leaves the grid), with
    the floor also as a bit set for fast flood fills."""

    def __init__(self, floor: set[int], stride: int) -> None:
        self.floor = floor
        self.stride = stride
        self.steps = tuple(d_row * stride + d_col for d_row, d_col in OFFSETS)
        self.mask = sum(1 << cell for cell in floor)

    def region(self, player: int, crates: set[int]) -> int:
        """The cells the player can walk to without pushing, as a bit set (flood fill by shifting)."""
        stride = self.stride
        region = frontier = 1 << player
        open_cells = self.mask & ~sum(1 << crate for crate in crates) & ~region
        while frontier:
            frontier = (frontier << 1 | frontier >> 1 | frontier << stride | frontier >> stride) & open_cells
            open_cells ^= frontier
            region |= frontier
        return region

    def connected(self) -> bool:
        """Whether the floor is one piece."""
        return self.region(min(self.floor), set()) == self.mask

    def pulls(self, player: int, crates: set[int]) -> list[Pull]:
        """Every pull the player can make, in order of the cell it stands on and the step."""
        region = self.region(player, crates)
        found = []
        for crate in crates:
            for index, step in enumerate(self.steps):
                stand, onto = crate + step, crate + 2 * step
                if region >> stand & 1 and onto in self.floor and onto not in crates:
                    found.append((stand, index))
        return sorted(found)

    def pulled(self, pull: Pull, crates: set[int]) -> tuple[int, set[int]]:
        """Where the player stands after this pull, and the crates: the player at `cell` pulls the crate behind it
        (cell - step) onto `cell`, stepping on to cell + step."""
        cell, index = pull
        step = self.steps[index]
        return cell + step, crates - {cell - step} | {cell}


def _carve(rng: random.Random, spec: Difficulty) -> _Room:
    """A room: spec.rows × spec.cols floor cells (from row and column 1, walls around), with about spec.walls of
    them made walls one by one, each only if the floor stays in one piece."""
    stride = spec.cols + 2
    room = _Room({row * stride + col for row in range(1, spec.rows + 1) for col in range(1, spec.cols + 1)}, stride)
    wanted = round(len(room.floor) * spec.walls)
    for _ in range(wanted * 3):
        if wanted == 0:
            break
        cells = sorted(room.floor)
        smaller = _Room(room.floor - {cells[_below(rng, len(cells))]}, stride)
        if smaller.connected():
            room = smaller
            wanted -= 1
    return room


Push = tuple[Position, Position]
"""A push of a construction: where the player stands, and its (row, column) step."""
Pull = tuple[int, int]
"""A pull: the cell the player stands on and the index of its step in OFFSETS; the crate on the other side comes
onto that cell as the player steps on."""


def _candidate(rng: random.Random, spec: Difficulty, title: str) -> tuple[ClassicLevel, list[Push]] | None:
    """One candidate level and the pushes its construction gives (the backward walk reversed: a solution, with
    the walks between them to be found), or None when the walk found no start with every crate off the goals."""
    room = _carve(rng, spec)
    floor, steps = room.floor, room.steps
    # A goal a crate can be pulled off: some neighbour and the cell beyond it are floor.
    pullable = sorted(cell for cell in floor
                      if any(cell + step in floor and cell + 2 * step in floor for step in steps))
    if len(pullable) < spec.crates + 2:
        return None
    goals: set[int] = set()
    while len(goals) < spec.crates:
        goals.add(pullable[_below(rng, len(pullable))])
    spaces = sorted(floor - goals)
    walked = _walk_back(rng, spec, room, goals, spaces[_below(rng, len(spaces))])
    if walked is None:
        return None
    player, crates, pushes = walked
    region = room.region(player, crates)
    cells = [cell for cell in sorted(floor) if region >> cell & 1]
    start = cells[_below(rng, len(cells))]

    def position(cell: int) -> Position:
        return divmod(cell, room.stride)

    level = _level({position(cell) for cell in floor}, {position(cell) for cell in goals},
                   {position(cell) for cell in crates}, position(start), title)
    return level, [(position(cell), OFFSETS[step]) for cell, step in reversed(pushes)]


def _walk_back(rng: random.Random, spec: Difficulty, room: _Room, goals: set[int],
               player: int) -> tuple[int, set[int], list[tuple[int, int]]] | None:
    """A random walk of pulls from the crates on the goals: spec.pulls pulls (half the time going on along the last
    one's line when it can), then more pulls of crates off goals while any stands on one, up to twice as many in
    all. A dead end (no pull left) is backed out of, one pull at a time, trying the others. Returns where the player
    stands, the crates, and the forward pushes, last first, as (where the player stands, step index); None when
    no such walk was found within a budget of pulls."""
    crates = set(goals)
    steps = room.steps
    pushes: list[tuple[int, int]] = []
    trail: list[tuple[int, set[int], list[Pull]]] = [(player, crates, room.pulls(player, crates))]
    last: Pull | None = None
    for _ in range(6 * spec.pulls):
        on_goals = crates & goals
        if len(pushes) >= spec.pulls and not on_goals:
            return player, crates, pushes
        options = trail[-1][2]
        if len(pushes) >= 2 * spec.pulls or not options:  # back out of a dead end (or a walk too long)
            trail.pop()
            if not trail:
                return None
            pushes.pop()
            player, crates, _options = trail[-1]
            last = None
            continue
        if len(pushes) >= spec.pulls:
            choices = [pull for pull in options if pull[0] - steps[pull[1]] in on_goals] or options
        else:
            choices = options
        straight = (last[0] + steps[last[1]], last[1]) if last is not None else None
        chosen = straight if straight in choices and rng.random() < 0.5 else choices[_below(rng, len(choices))]
        options.remove(chosen)
        player, crates = room.pulled(chosen, crates)
        trail.append((player, crates, room.pulls(player, crates)))
        pushes.append((player, chosen[1] ^ 1))
        last = chosen
    return None


def _add(cell: Position, step: Position, times: int = 1) -> Position:
    return cell[0] + step[0] * times, cell[1] + step[1] * times


def _level(floor: set[Position], goals: set[Position], crates: set[Position], player: Position,
           title: str) -> ClassicLevel:
    """The ClassicLevel of a room (walls all round the floor, the bounding box trimmed), read as XSB rows."""
    rows = max(row for row, _col in floor) + 2
    cols = max(col for _row, col in floor) + 2
    lines = []
    for row in range(rows):
        cells = []
        for col in range(cols):
            cell = (row, col)
            if cell not in floor:
                cells.append("#")
            elif cell == player:
                cells.append("+" if cell in goals else "@")
            elif cell in crates:
                cells.append("*" if cell in goals else "$")
            else:
                cells.append("." if cell in goals else " ")
        lines.append("".join(cells))
    return parse_level(lines, title, 1, title)


def construction(level: ClassicLevel, pushes: list[Push]) -> str:
    """The backward walk's pushes, (where the player stands, step) in forward order, played forwards as LURD with
    the walks between them: a solution by construction (generate checks it with replay_lurd)."""
    crates = set(level.crates)
    floor = set(level.inside)
    player = level.player
    letters = []
    for behind, step in pushes:
        letters.append(_walk(player, behind, floor, crates))
        letter = "UDLR"[OFFSETS.index(step)]
        letters.append(letter)
        crate = _add(behind, step)
        crates.remove(crate)
        crates.add(_add(crate, step))
        player = crate
    return "".join(letters)


def _walk(start: Position, goal: Position, floor: set[Position], crates: set[Position]) -> str:
    """A shortest walk (u d l r) from start to goal around the crates ('' when there is none: replay then fails)."""
    came: dict[Position, tuple[Position, str]] = {}
    frontier = deque([start])
    seen = {start}
    while frontier:
        here = frontier.popleft()
        if here == goal:
            steps = []
            while here != start:
                here, letter = came[here]
                steps.append(letter)
            return "".join(reversed(steps))
        for letter, step in zip("udlr", OFFSETS, strict=True):
            following = _add(here, step)
            if following in floor and following not in crates and following not in seen:
                seen.add(following)
                came[following] = (here, letter)
                frontier.append(following)
    return ""


def _greedy_solves(level: ClassicLevel) -> bool:
    """Whether the greedy push order solves the level: again and again, the first crate (by row and column) that
    can be pushed alone, the others standing still, to a free goal goes to the nearest such goal."""
    floor = set(level.inside)
    crates = set(level.crates)
    open_goals = set(level.goals)
    player = level.player
    while crates - set(level.goals):
        for crate in sorted(crates - set(level.goals)):
            reached = _push_alone(floor, crates - {crate}, crate, player, open_goals - crates)
            if reached is not None:
                goal, player = reached
                crates.remove(crate)
                crates.add(goal)
                break
        else:
            return False
    return True


def _push_alone(floor: set[Position], others: set[Position], crate: Position, player: Position,
                goals: set[Position]) -> tuple[Position, Position] | None:
    """The goal this crate reaches in the fewest steps when pushed alone (others stay), and where the player then
    stands; None when it reaches none."""
    start = (crate, player)
    frontier = deque([start])
    seen = {start}
    while frontier:
        box, here = frontier.popleft()
        if box in goals:
            return box, here
        for step in OFFSETS:
            following = _add(here, step)
            if following not in floor or following in others:
                continue
            if following == box:
                beyond = _add(box, step)
                if beyond not in floor or beyond in others:
                    continue
                state = (beyond, following)
            else:
                state = (box, following)
            if state not in seen:
                seen.add(state)
                frontier.append(state)
    return None


def box_lines(level: ClassicLevel, solution: str) -> tuple[int, int]:
    """(box lines, box changes) of a LURD solution: straight runs of pushes of one crate in one direction, and
    pushes of another crate than the push before (the first push not counted)."""
    row, col = level.player
    lines = changes = 0
    previous: tuple[Position, str] | None = None  # the cell the last pushed crate went to, and the push's letter
    for letter in solution:
        d_row, d_col = OFFSETS["udlr".index(letter.lower())]
        row, col = row + d_row, col + d_col
        if letter.isupper():
            if previous is None or previous[0] != (row, col):
                changes += previous is not None
                lines += 1
            elif previous[1] != letter:
                lines += 1
            previous = ((row + d_row, col + d_col), letter)
    return lines, changes
