"""Where the zombies could be after the next step: the squares of the screen's danger overlay. Pure: no I/O.

A square is in danger when, whatever the player does this turn (a wait, a move either way, a shot either way
while a crossbow is held) and however the zombies' random draws fall, some zombie could step onto it, or strike
the player standing on it, in the step event that follows. Nothing here restates a zombie's rules: the player's
half of the turn is replay.act on a copy of the game, and each zombie's step is the model's own rule (the
order its `offsets` gives, then first_open_square) on the grid as it stands at that zombie's turn, asked once
for every answer its random source could give (every order `sample` could return). Zombies step one after
another in the grid's order, so one moving away can free a square for the next, or take the square another
would have taken: every distinct way the step can have gone is followed, zombie by zombie (keeping only the
squares a later zombie can see), so the result is exact, not a guess.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from functools import cache
from itertools import permutations
from typing import TypeVar

from arcade.games.dayz.model import (
    DIRECTIONS,
    OFFSETS,
    AdvancedGame,
    Entity,
    Game,
    Grid,
    Position,
    VulnerablePlayer,
    Zombie,
    can_fire,
    first_open_square,
)
from arcade.games.dayz.replay import Turn, act

Outcome = TypeVar("Outcome")
Square = Position | None
"""A zombie's step: the square it stepped onto or struck, or None when it stayed where it was."""


class ScriptedDraws:
    """A random source whose answers are chosen by index: the i-th `sample` call returns the choices[i]-th of
    every order it could return (the first beyond the given choices); it records how many orders each call
    had, so that every sequence of answers can be tried (see every_outcome)."""

    def __init__(self, choices: Sequence[int] = ()) -> None:
        self.choices = tuple(choices)
        self.options: list[int] = []
        """How many answers each call so far could have had, in call order."""

    def sample(self, population: list[tuple[int, int]], k: int) -> list[tuple[int, int]]:
        orders = all_orders(tuple(population), k)
        index = self.choices[len(self.options)] if len(self.options) < len(self.choices) else 0
        self.options.append(len(orders))
        return list(orders[index])


@cache
def all_orders(population: tuple[tuple[int, int], ...], k: int) -> list[tuple[tuple[int, int], ...]]:
    """Every answer `sample(population, k)` could give, in a fixed order."""
    return list(permutations(population, k))


def every_outcome(run: Callable[[ScriptedDraws], Outcome]) -> list[Outcome]:
    """What `run` gives for every sequence of answers its random source could give, each sequence once (a run
    that draws nothing is run once)."""
    outcomes = []
    pending: list[tuple[int, ...]] = [()]
    while pending:
        choices = pending.pop()
        source = ScriptedDraws(choices)
        outcomes.append(run(source))
        for call in range(len(choices), len(source.options)):
            firsts = (0,) * (call - len(choices))
            pending.extend(choices + firsts + (other,) for other in range(1, source.options[call]))
    return outcomes


def zombie_steps(grid: Grid, position: Position, zombie: Zombie) -> set[Square]:
    """Every square this zombie could step onto or strike from here on this grid (None: it could stay): the
    model's own rules, its `offsets` (asked for every answer of its random source) and first_open_square."""
    def run(source: ScriptedDraws) -> Square:
        return first_open_square(grid, position, zombie.offsets(position, Game(grid, source)))

    return set(every_outcome(run))


GroupKey = tuple[object, ...]
"""What decides a group's reach: its zombies' squares and kinds in stepping order, what stands around them, and
the player's square when one of them heads for the player (see group_key)."""


def step_reach(grid: Grid, known: dict[GroupKey, set[Position]] | None = None) -> set[Position]:
    """The squares some zombie could step onto or strike in the step event on this grid, over every answer of
    the random source. Zombies more than two squares apart can neither take nor free a square the other could
    step to, so each group of zombies linked by such nearness is followed on its own (see group_reach); `known`
    keeps each group's reach for the next grid that has the same group (another turn of the player's)."""
    stepping = [(position, entity) for position, entity in grid.get_mapping().items() if isinstance(entity, Zombie)]
    reached: set[Position] = set()
    for group in near_groups(stepping):
        key = group_key(grid, group)
        if known is None or key not in known:
            squares = group_reach(grid, group)
            if known is None:
                reached |= squares
                continue
            known[key] = squares
        reached |= known[key]
    return reached


def near_groups(stepping: list[tuple[Position, Zombie]]) -> list[list[tuple[Position, Zombie]]]:
    """The zombies in groups, each in stepping order, linked when two squares apart or nearer."""
    group_of = list(range(len(stepping)))

    def root(index: int) -> int:
        while group_of[index] != index:
            index = group_of[index]
        return index

    for first, (square, _) in enumerate(stepping):
        for second in range(first):
            if square.distance(stepping[second][0]) <= 2:
                group_of[root(first)] = root(second)
    groups: dict[int, list[tuple[Position, Zombie]]] = {}
    for index, zombie in enumerate(stepping):
        groups.setdefault(root(index), []).append(zombie)
    return list(groups.values())


def group_key(grid: Grid, group: list[tuple[Position, Zombie]]) -> GroupKey:
    """What the group's reach depends on: the zombies' squares and kinds in order, what stands on every square
    next to them, and the player's square if one of them chooses its way by more than a random draw (a kind
    overriding Zombie.offsets, as the tracker does to head for the player)."""
    around = sorted({square.add(Position(*offset)) for square, _ in group for offset in OFFSETS},
                    key=lambda square: (square.get_x(), square.get_y()))
    seen = tuple(entity.display() if (entity := grid.get_entity(square)) is not None else None for square in around)
    heads_somewhere = any(type(zombie).offsets is not Zombie.offsets for _, zombie in group)
    return (tuple((square, type(zombie)) for square, zombie in group), tuple(around), seen,
            grid.find_player() if heads_somewhere else None)


def group_reach(grid: Grid, group: list[tuple[Position, Zombie]]) -> set[Position]:
    """The squares these zombies could step onto or strike, stepping in this order on this grid, over every
    answer of the random source. The squares a zombie changes are kept, for each distinct way the step can have
    gone so far, only while a later zombie can see them. The grid is not changed."""
    start = grid.get_mapping()
    trial = Grid(grid.get_size())
    for position, entity in start.items():
        trial.add_entity(position, entity)
    reached: set[Position] = set()
    states: list[dict[Position, Entity | None]] = [{}]
    """What differs from the start (None: left empty), for each distinct way the step can have gone so far."""
    neighbours = [{position.add(Position(*offset)) for offset in OFFSETS} for position, _ in group]
    seen_later: list[set[Position]] = []
    """seen_later[i]: the squares the zombies stepping after the i-th can see."""
    later: set[Position] = set()
    for squares in reversed(neighbours):
        seen_later.append(later)
        later = later | squares
    seen_later.reverse()
    for (position, zombie), looks_at, later_looks_at in zip(group, neighbours, seen_later, strict=True):
        outcomes: dict[frozenset[tuple[Position, str | None]], set[Square]] = {}
        next_states: dict[frozenset[tuple[Position, str | None]], dict[Position, Entity | None]] = {}
        for changes in states:
            view = occupancy({square: entity for square, entity in changes.items() if square in looks_at})
            if view not in outcomes:
                place(trial, changes)
                outcomes[view] = zombie_steps(trial, position, zombie)
                place(trial, {square: start.get(square) for square in changes})
            for target in outcomes[view]:
                after = dict(changes)
                if target is not None:
                    reached.add(target)
                    if not isinstance(start.get(target), VulnerablePlayer):  # a strike leaves the zombie where it is
                        after[position] = None
                        after[target] = zombie
                kept = {square: entity for square, entity in after.items() if square in later_looks_at}
                next_states.setdefault(occupancy(kept), kept)
        states = list(next_states.values())
    return reached


def occupancy(changes: dict[Position, Entity | None]) -> frozenset[tuple[Position, str | None]]:
    """Changed squares as a zombie sees them: what character stands on each (None: empty)."""
    return frozenset((square, entity.display() if entity is not None else None) for square, entity in changes.items())


def place(grid: Grid, changes: dict[Position, Entity | None]) -> None:
    """Put these entities on their squares (None: empty the square)."""
    for square, entity in changes.items():
        if entity is None:
            grid.remove_entity(square)
        else:
            grid.add_entity(square, entity)


def possible_turns(game: AdvancedGame) -> list[Turn]:
    """Everything the player can do this turn: wait, move each way, and shoot each way while holding a crossbow."""
    turns = [Turn("wait"), *(Turn("move", direction) for direction in DIRECTIONS)]
    if can_fire(game):
        turns.extend(Turn("fire", direction) for direction in DIRECTIONS)
    return turns


def danger_squares(game: AdvancedGame) -> set[Position]:
    """The squares some zombie could step onto, or strike the player on, in the step after the player's next
    turn, whatever that turn is and however the zombies' draws fall; none once the game is over."""
    if game.has_won() or game.has_lost():
        return set()
    squares: set[Position] = set()
    known: dict[GroupKey, set[Position]] = {}
    for turn in possible_turns(game):
        twin = copy.deepcopy(game, {id(game.random_source): ScriptedDraws()})
        act(twin, turn)
        squares |= step_reach(twin.get_grid(), known)
    return squares
