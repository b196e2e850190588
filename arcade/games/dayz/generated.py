"""Generated End of DayZ maps by difficulty and seed, each proven winnable whatever the zombies do, and rated.

`generate_level(difficulty, seed)` lays out a map from a `random.Random` seeded with the difficulty and the seed:
the player near one corner, the hospital across the map, the difficulty's garlic and crossbows, the shortest
line of turns to the hospital (proof.safe_line: one that wins however every zombie steps; see proof.py), then its
zombies one at a time, each kept only when the map stays proven: on a random square if the line still holds or a
detour round it does, else on a square where the line holds for sure (see _add_zombie). A map that cannot take
all its zombies, or whose proven line is outside the difficulty's bounds, is dropped for the next attempt; the
final line is checked turn by turn (proof.check_line) on the whole map. The same difficulty and seed
always give the same map on every machine. The answer carries the map's text (the map file format of
levels/dayz/, readable by `arcade --plain dayz`) and its rating: the proven line, its length in steps and how
close any zombie could come to it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from arcade.games.dayz.model import CROSSBOW, GARLIC, HOSPITAL, PLAYER, TRACKING_ZOMBIE, ZOMBIE
from arcade.games.dayz.proof import Exposure, SafeLine, check_line, safe_line

MAX_ATTEMPTS = 100
"""Maps tried per level before giving up (a RuntimeError: the difficulty asks more than its size can prove)."""
RANDOM_TRIES = 2
"""Random squares tried for each zombie before one is chosen where the line holds (see _add_zombie)."""
DETOUR = 4
"""How many turns longer than the line so far a detour round a newly placed zombie may be."""
PROOF_STATES = 5_000
"""The proof's search budget while generating (safe_line's max_states): a map not proven within it is not kept."""

Square = tuple[int, int]


@dataclass(frozen=True)
class Difficulty:
    """What a difficulty puts on a generated map, and the bounds its proven line must meet."""

    size: int
    zombies: int
    trackers: int
    garlic: int
    crossbows: int
    min_steps: int
    """The proven line must take at least this many steps (no trivial maps)."""
    max_closest: int
    """Some zombie must be able to come at least this close to the proven line (in squares): zombies in the way."""

    def accepts(self, line: SafeLine) -> bool:
        """Whether a map with this proven line is one this difficulty offers."""
        return line.steps >= self.min_steps and line.closest <= self.max_closest


DIFFICULTIES: dict[str, Difficulty] = {
    "easy": Difficulty(size=8, zombies=2, trackers=0, garlic=1, crossbows=0, min_steps=8, max_closest=4),
    "medium": Difficulty(size=10, zombies=3, trackers=0, garlic=1, crossbows=1, min_steps=10, max_closest=3),
    "hard": Difficulty(size=12, zombies=4, trackers=0, garlic=1, crossbows=1, min_steps=12, max_closest=3),
}


@dataclass(frozen=True)
class GeneratedMap:
    """A generated map: its entities by (x, y) in reading order, its size, its proven line, the attempt (from 0)."""

    difficulty: str
    seed: int
    locations: tuple[tuple[Square, str], ...]
    size: int
    line: SafeLine
    attempt: int

    @property
    def rows(self) -> list[str]:
        """The map's lines, padded to the full width (as the course's maps are)."""
        grid = [[" "] * self.size for _ in range(self.size)]
        for (x, y), token in self.locations:
            grid[y][x] = token
        return ["".join(row) for row in grid]

    @property
    def text(self) -> str:
        """The map as a file's text: one line per row, no final newline (as the course's maps)."""
        return "\n".join(self.rows)

    @property
    def blurb(self) -> str:
        """One line for the level list: size, zombies and trackers, pickups, the proven line's length."""
        tokens = [token for _square, token in self.locations]
        zombies, trackers = tokens.count(ZOMBIE), tokens.count(TRACKING_ZOMBIE)
        parts = [f"{self.size}×{self.size}", f"{zombies} zombie{'s' * (zombies != 1)}"
                 + (f" and {trackers} tracker{'s' * (trackers != 1)}" if trackers else "")]
        pickups = " ".join(token for token in tokens if token in (GARLIC, CROSSBOW))
        if pickups:
            parts.append(pickups)
        parts.append(f"won in {self.line.steps} steps whatever they do")
        return ", ".join(parts)


def reading_order(locations: dict[Square, str]) -> tuple[tuple[Square, str], ...]:
    """The entities as a map file lists them (row by row, left to right): the order load_map gives, in which
    the zombies step."""
    return tuple(sorted(locations.items(), key=lambda item: (item[0][1], item[0][0])))


def _open_squares(size: int, taken: dict[Square, str], keep_off: set[Square]) -> list[Square]:
    """The squares not taken and not in keep_off, in reading order."""
    return [(x, y) for y in range(size) for x in range(size) if (x, y) not in taken and (x, y) not in keep_off]


def _free(rng: random.Random, size: int, taken: dict[Square, str], keep_off: set[Square]) -> Square:
    """A random square not taken and not in keep_off."""
    while True:
        square = (rng.randrange(size), rng.randrange(size))
        if square not in taken and square not in keep_off:
            return square


def _add_zombie(rng: random.Random, wanted: Difficulty, size: int, locations: dict[Square, str], line: SafeLine,
                token: str, squares: list[Square]) -> tuple[dict[Square, str], SafeLine] | None:
    """The map with one more zombie of this kind on one of these squares, and its proven line, or None.

    A few random squares first (RANDOM_TRIES): the line so far if it still holds, else the shortest that does
    within DETOUR more turns (round the zombie, or by the garlic). Then a square where a wandering zombie cannot
    touch the line (proof.Exposure), near it when there is one (within the difficulty's max_closest): a zombie
    in the way, not one that makes the map unprovable. Every answer is proven by check_line or safe_line."""
    for _ in range(RANDOM_TRIES):
        square = rng.choice(squares)
        trial = dict(reading_order({**locations, square: token}))
        proven = check_line(trial, size, line.turns) or safe_line(trial, size, line.steps + DETOUR,
                                                                  max_states=PROOF_STATES)
        if proven is not None:
            return trial, proven
    exposure = Exposure(locations, size, line.turns)
    harmless = [square for square in squares if exposure.harmless(square)]
    if not harmless:
        return None
    near = [square for square in harmless if exposure.comes_within(square, wanted.max_closest)]
    trial = dict(reading_order({**locations, rng.choice(near or harmless): token}))
    proven = check_line(trial, size, line.turns)
    return None if proven is None else (trial, proven)


def _attempt(rng: random.Random, wanted: Difficulty) -> tuple[dict[Square, str], SafeLine] | None:
    """One map laid out as the module docstring says, with its proven line, or None when it cannot be proven."""
    size = wanted.size
    corner = size // 3
    player = (rng.randrange(corner), rng.randrange(corner))
    hospital = (size - 1 - rng.randrange(corner), size - 1 - rng.randrange(corner))
    if rng.random() < 0.5:  # across either diagonal
        player, hospital = (size - 1 - player[0], player[1]), (size - 1 - hospital[0], hospital[1])
    locations: dict[Square, str] = {player: PLAYER, hospital: HOSPITAL}
    near_start = {(player[0] + dx, player[1] + dy) for dx in range(-3, 4) for dy in range(-3, 4)}
    for token in [GARLIC] * wanted.garlic + [CROSSBOW] * wanted.crossbows:
        locations[_free(rng, size, locations, set())] = token
    line = safe_line(dict(reading_order(locations)), size, max_states=PROOF_STATES)
    if line is None:
        return None
    for token in [TRACKING_ZOMBIE] * wanted.trackers + [ZOMBIE] * wanted.zombies:
        placed = _add_zombie(rng, wanted, size, locations, line, token, _open_squares(size, locations, near_start))
        if placed is None:
            return None
        locations, line = placed
    return locations, line


def generate_level(difficulty: str, seed: int) -> GeneratedMap:
    """The map of this difficulty and seed: the first attempt that takes all its zombies and whose proven line
    the difficulty accepts. KeyError for an unknown difficulty; RuntimeError after MAX_ATTEMPTS failed attempts."""
    wanted = DIFFICULTIES[difficulty]
    rng = random.Random(f"dayz {difficulty} {seed}")
    for attempt in range(MAX_ATTEMPTS):
        made = _attempt(rng, wanted)
        if made is not None and wanted.accepts(made[1]):
            locations, line = made
            return GeneratedMap(difficulty, seed, reading_order(locations), wanted.size, line, attempt)
    raise RuntimeError(f"no {difficulty} map within its bounds after {MAX_ATTEMPTS} attempts (seed {seed})")
