"""Pokémon deduction: which covered cells are provably safe or provably a Pokémon, and why.

A pure solver over what a player can see: the numbers uncovered, the board's shape (a grid.Grid, or the task
sheet's grid_size for a square: any width and height) and the Pokémon count. Flags are
not trusted (a flag is a player's belief, not a proof). Rules, simplest first, as Simon Tatham's Mines applies them:

1. single cell: a number whose covered neighbours must all be Pokémon, or all safe;
2. pairs: two numbers whose covered neighbours overlap (one inside the other, or partly), when the difference of
   what they still need settles the cells only one of them touches;
3. the global count: numbers with disjoint covered neighbours account for some Pokémon, the rest are among the
   other covered cells (all safe, or all Pokémon); near the end (few covered cells left), every placement of the
   Pokémon left that fits the numbers is tried.

`Deducer` holds the knowledge and applies the rules one at a time; `deductions` runs it over a game string (the
hint); `solves_from` plays a known board from its first reveal with deductions alone, uncovering as the game does
(a 0 opens its neighbours), which is how a no-guess board is checked.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, replace

from arcade.games.pokemon.grid import Grid, as_grid

UNKNOWN = 0
SAFE = 1
POKEMON_KNOWN = 2

ENUMERATION_LIMIT = 12
"""Covered cells left at most for the last rule: try every placement of the Pokémon left (2**12 at worst)."""

SINGLE = "single"
PAIR = "pair"
COUNT = "count"
ENDGAME = "endgame"


@dataclass(frozen=True)
class Deduction:
    """A covered cell proved safe or a Pokémon, and what proved it (the rule and the numbers it read).

    rule: SINGLE (source's number alone), PAIR (source and other), COUNT (the Pokémon left, `total`, against the
    `held` of disjoint numbers, `cells` other cells) or ENDGAME (every placement of `total` among `cells`).
    need and other_need: what source and other still need (their number minus the Pokémon known around them).
    """

    cell: int
    pokemon: bool
    rule: str
    source: int = -1
    other: int = -1
    number: int = 0
    need: int = 0
    other_need: int = 0
    covered: int = 0
    total: int = 0
    held: int = 0
    cells: int = 0

    def reason(self, shape: Grid | int) -> str:
        """One line (under 80 columns) saying why, e.g. 'C4 is a Pokémon: B3 shows 2 and has only 2 covered
        neighbours.'"""
        grid = as_grid(shape)

        def name(index: int) -> str:
            return grid.cell_name(index)

        what = f"{name(self.cell)} is {'a Pokémon' if self.pokemon else 'safe'}: "
        if self.rule == SINGLE:
            known = self.number - self.need
            if not self.pokemon:
                return what + f"{name(self.source)} shows {self.number} and touches {known} known Pokémon."
            if known == 0:
                return what + f"{name(self.source)} shows {self.number} and has only {self.covered} covered " \
                    f"neighbour{plural(self.covered)}."
            return what + f"{name(self.source)} shows {self.number}, touches {known} known and " \
                f"{self.covered} covered."
        if self.rule == PAIR:
            if self.pokemon:
                return what + f"{name(self.source)} needs {self.need}; cells next to {name(self.other)} too " \
                    f"hold at most {self.other_need}."
            return what + f"{name(self.source)} needs {self.need}, so {name(self.other)}'s {self.other_need} " \
                f"must be next to {name(self.source)} too."
        if self.rule == COUNT:
            if self.held == 0:
                if self.pokemon:
                    return what + f"{self.total} Pokémon left and only {self.cells} covered cells."
                return what + "every Pokémon is found."
            if self.pokemon:
                return what + f"{self.total} left less the numbers' {self.held} fills the other {self.cells} cells."
            left = "the last Pokémon" if self.total == 1 else f"all {self.total} Pokémon left"
            return what + f"the numbers account for {left}."
        verb = "has one there" if self.pokemon else "leaves it free"
        return what + f"every way the last {self.total} fit the numbers {verb}."


def plural(count: int) -> str:
    """'' for 1, else 's'."""
    return "" if count == 1 else "s"


class Deducer:
    """What can be proved about a board from the numbers learned so far.

    learn(index, number) adds an uncovered number; step() applies the simplest rule that proves something and
    returns what it proved ([] once nothing more can be proved). A cell proved safe is only known safe: its
    number is learned when someone uncovers it (see `solves_from`). on_safe, if given, is called for each.
    """

    def __init__(self, shape: Grid | int, pokemon_count: int, *, explain: bool = True,
                 on_safe: Callable[[int], None] | None = None) -> None:
        grid = as_grid(shape)
        self.neighbours = grid.neighbours
        self.nearby = grid.nearby
        self.status = [UNKNOWN] * grid.cell_count
        self.numbers: dict[int, int] = {}
        self.covered_around: dict[int, set[int]] = {}
        """Each learned number's neighbours still unknown."""
        self.need: dict[int, int] = {}
        """Each learned number minus the Pokémon known around it."""
        self.unknown = set(range(grid.cell_count))
        self.pokemon_left = pokemon_count
        self._dirty: list[int] = []
        self._pair_dirty: set[int] = set()
        self.explain = explain
        self.on_safe = on_safe

    # -- knowledge ---------------------------------------------------------------------------------
    def learn(self, index: int, number: int) -> None:
        """A cell was uncovered and shows this number (it is safe, then)."""
        if index in self.numbers:
            return
        if self.status[index] == UNKNOWN:
            self._settle(index, SAFE)
        self.numbers[index] = number
        around = {cell for cell in self.neighbours[index] if self.status[cell] == UNKNOWN}
        self.covered_around[index] = around
        self.need[index] = number - sum(1 for cell in self.neighbours[index] if self.status[cell] == POKEMON_KNOWN)
        self._touch(index)

    def number_changed(self, index: int, number: int) -> None:
        """A learned number changed (the generator moved a Pokémon next to it): read it again."""
        self.need[index] += number - self.numbers[index]
        self.numbers[index] = number
        self._touch(index)

    def _touch(self, index: int) -> None:
        self._dirty.append(index)
        self._pair_dirty.add(index)

    def _settle(self, cell: int, status: int) -> None:
        """A cell becomes known: safe or a Pokémon; the numbers around it are updated."""
        self.status[cell] = status
        self.unknown.discard(cell)
        if status == POKEMON_KNOWN:
            self.pokemon_left -= 1
        for number_cell in self.neighbours[cell]:
            around = self.covered_around.get(number_cell)
            if around is not None and cell in around:
                around.discard(cell)
                if status == POKEMON_KNOWN:
                    self.need[number_cell] -= 1
                self._touch(number_cell)
        if status == SAFE and self.on_safe is not None:
            self.on_safe(cell)

    def _conclude(self, cells: Iterable[int], proof: Deduction) -> list[Deduction]:
        """Settle these cells as `proof` says (its cell left out); one deduction per cell."""
        found = []
        for cell in sorted(cells):
            if self.status[cell] != UNKNOWN:
                continue
            found.append(replace(proof, cell=cell) if self.explain else proof)
            self._settle(cell, POKEMON_KNOWN if proof.pokemon else SAFE)
        return found

    # -- rules -------------------------------------------------------------------------------------
    def step(self) -> list[Deduction]:
        """Apply the simplest rule that proves something; [] when nothing more can be proved."""
        return self._single() or self._pairs() or self._count() or self._endgame()

    def run(self) -> list[Deduction]:
        """Every deduction, in the order the rules find them."""
        found: list[Deduction] = []
        while step := self.step():
            found += step
        return found

    def _single(self) -> list[Deduction]:
        while self._dirty:
            source = self._dirty.pop()
            around = self.covered_around[source]
            if not around:
                continue
            need = self.need[source]
            if need == 0 or need == len(around):
                proof = Deduction(-1, need > 0, SINGLE, source, number=self.numbers[source], need=need,
                                  covered=len(around))
                return self._conclude(set(around), proof)
        return []

    def _pairs(self) -> list[Deduction]:
        covered_around, need = self.covered_around, self.need
        while self._pair_dirty:
            first = self._pair_dirty.pop()
            mine = covered_around[first]
            if not mine:
                continue
            for second in self.nearby[first]:
                theirs = covered_around.get(second)
                if not theirs or mine.isdisjoint(theirs):
                    continue
                found = self._pair(first, second, mine, theirs, need[first] - need[second]) or \
                    self._pair(second, first, theirs, mine, need[second] - need[first])
                if found:
                    self._pair_dirty.add(first)  # its other pairs are still to be looked at
                    return found
        return []

    def _pair(self, source: int, other: int, cells: set[int], other_cells: set[int],
              difference: int) -> list[Deduction]:
        """source needs `difference` more than other: when that is exactly the count of the cells only source
        touches, they are all Pokémon and the cells only other touches are safe."""
        only_source = cells - other_cells
        if difference != len(only_source):
            return []
        only_other = other_cells - cells
        if not only_source and not only_other:
            return []
        proof = Deduction(-1, True, PAIR, source, other, need=self.need[source], other_need=self.need[other])
        return self._conclude(only_source, proof) + self._conclude(only_other, replace(proof, pokemon=False))

    def _count(self) -> list[Deduction]:
        """The Pokémon left against the numbers with disjoint covered neighbours (greedy, smallest first)."""
        if not self.unknown:
            return []
        total = self.pokemon_left
        used: set[int] = set()
        held = 0
        for source in sorted((cell for cell, around in self.covered_around.items() if around),
                             key=lambda cell: len(self.covered_around[cell])):
            around = self.covered_around[source]
            if used.isdisjoint(around):
                used |= around
                held += self.need[source]
        outside = self.unknown - used
        rest = total - held
        if not outside or not (rest == 0 or rest == len(outside)):
            return []
        return self._conclude(outside, Deduction(-1, rest > 0, COUNT, total=total, held=held, cells=len(outside)))

    def _endgame(self) -> list[Deduction]:
        """Few covered cells left: every placement of the Pokémon left that fits the numbers."""
        unknown = sorted(self.unknown)
        if not unknown or len(unknown) > ENUMERATION_LIMIT:
            return []
        total = self.pokemon_left
        constraints = [(frozenset(around), self.need[cell]) for cell, around in self.covered_around.items() if around]
        can_be: dict[int, set[bool]] = {cell: set() for cell in unknown}
        for placement in placements(unknown, total, constraints):
            for cell in unknown:
                can_be[cell].add(cell in placement)
        settled = {cell: values.pop() for cell, values in can_be.items() if len(values) == 1}
        if not settled:
            return []
        found = []
        for pokemon in (False, True):
            cells = [cell for cell, value in settled.items() if value == pokemon]
            found += self._conclude(cells, Deduction(-1, pokemon, ENDGAME, total=total, cells=len(unknown)))
        return found


def placements(cells: list[int], total: int, constraints: list[tuple[frozenset[int], int]]) -> Iterable[set[int]]:
    """Every set of `total` cells among `cells` that gives each constraint (cells, need) exactly its need."""
    by_cell: dict[int, list[int]] = {cell: [] for cell in cells}
    for number, (around, _need) in enumerate(constraints):
        for cell in around:
            by_cell[cell].append(number)
    placed = [0] * len(constraints)
    open_cells = [len(around) for around, _need in constraints]
    chosen: list[int] = []

    def fits(number: int) -> bool:
        need = constraints[number][1]
        return placed[number] <= need <= placed[number] + open_cells[number]

    def walk(position: int, left: int) -> Iterable[set[int]]:
        if left < 0 or left > len(cells) - position:
            return
        if position == len(cells):
            yield set(chosen)
            return
        cell = cells[position]
        for pokemon in (True, False):
            for number in by_cell[cell]:
                open_cells[number] -= 1
                placed[number] += pokemon
            if all(fits(number) for number in by_cell[cell]):
                if pokemon:
                    chosen.append(cell)
                yield from walk(position + 1, left - pokemon)
                if pokemon:
                    chosen.pop()
            for number in by_cell[cell]:
                open_cells[number] += 1
                placed[number] -= pokemon

    yield from walk(0, total)


def visible_numbers(game: str) -> dict[int, int]:
    """The numbers a game string shows (uncovered cells), by index."""
    return {index: int(cell) for index, cell in enumerate(game) if cell.isdigit()}


def deductions(game: str, shape: Grid | int, pokemon_count: int) -> list[Deduction]:
    """Everything provable from what the game string shows (flags are ignored: they prove nothing)."""
    deducer = Deducer(shape, pokemon_count)
    for index, number in visible_numbers(game).items():
        deducer.learn(index, number)
    return deducer.run()


class Simulation:
    """A known board played by deduction alone: each cell proved safe is uncovered (a 0 opens its neighbours, as
    the game's uncover does), each proved Pokémon is marked, until the board is done or nothing more is proved."""

    def __init__(self, shape: Grid | int, pokemon_locations: Collection[int]) -> None:
        self.grid = as_grid(shape)
        self.neighbours = self.grid.neighbours
        self.pokemon = set(pokemon_locations)
        self.counts = [sum(1 for cell in around if cell in self.pokemon) for around in self.neighbours]
        self.to_uncover: list[int] = []
        self.deducer = Deducer(self.grid, len(self.pokemon), explain=False, on_safe=self.to_uncover.append)
        self.safe_left = self.grid.cell_count - len(self.pokemon)
        self.uncovered: set[int] = set()

    def uncover(self, index: int) -> bool:
        """Uncover a cell and, through 0s, its section; False if it is a Pokémon."""
        if index in self.pokemon:
            return False
        stack = [index]
        while stack:
            cell = stack.pop()
            if cell in self.uncovered:
                continue
            self.uncovered.add(cell)
            self.deducer.learn(cell, self.counts[cell])
            if self.counts[cell] == 0:
                stack.extend(around for around in self.neighbours[cell] if around not in self.uncovered)
        return True

    def play(self) -> bool:
        """Deduce and uncover until stuck or done; whether every safe cell is uncovered."""
        while True:
            while self.to_uncover:
                self.uncover(self.to_uncover.pop())
            if len(self.uncovered) == self.safe_left:
                return True
            if not self.deducer.step() and not self.to_uncover:
                return len(self.uncovered) == self.safe_left

    @property
    def solved(self) -> bool:
        """Every safe cell uncovered."""
        return len(self.uncovered) == self.safe_left


def solves_from(shape: Grid | int, pokemon_locations: Collection[int], first_cell: int) -> bool:
    """Whether deductions alone, from uncovering first_cell, uncover every safe cell of this board."""
    simulation = Simulation(shape, pokemon_locations)
    return simulation.uncover(first_cell) and simulation.play()


def numbers_of(shape: Grid | int, pokemon_locations: Collection[int]) -> Mapping[int, int]:
    """Every safe cell's number on this board."""
    pokemon = set(pokemon_locations)
    return {index: sum(1 for cell in around if cell in pokemon)
            for index, around in enumerate(as_grid(shape).neighbours) if index not in pokemon}
