"""Where the zombies could be after the next step: the squares of the screen's danger overlay. Pure: no I/O.

A square is in danger when, whatever the player does this turn (a wait, a move either way, a shot either way
while a crossbow is held) and however the zombies' random draws fall, some zombie could step onto it, or strike
the player standing on it, in the step event that follows. Nothing here restates a zombie's rules: the player's
half of the turn is replay.act on a copy of the grid, and each zombie's step is the model's own rule (the
order its `offsets` gives, then first_open_square) on the squares around it as they stand at that zombie's
turn, asked once for every answer its random source could give (every order `sample` could return). Zombies
step one after another in the grid's order, so one moving away can free a square for the next, or take the
square another would have taken: every distinct way the step can have gone is followed, zombie by zombie
(keeping only the squares a later zombie can see), so the result is exact, not a guess.

It is worked out once a step on the screen, so it must be quick (benchmarks/dayz_danger.py): a zombie's step
depends only on what stands next to it (and, for a tracker, where the player is), so each distinct view is
asked of the model once and kept (zombie_steps); zombies more than two squares apart cannot get in each other's
way, so each group of near ones is followed on its own (group_reach); and the player's turns change only a few
squares, so a group none of whose squares a turn changes keeps the reach it has after a wait (danger_squares).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from itertools import permutations
from typing import TypeVar

from arcade.games.dayz.model import (
    DIRECTIONS,
    OFFSETS,
    PLAYER,
    AdvancedGame,
    Entity,
    Game,
    Grid,
    Player,
    Position,
    VulnerablePlayer,
    Zombie,
    can_fire,
    first_open_square,
)
from arcade.games.dayz.replay import Turn, act

Outcome = TypeVar("Outcome")
NEIGHBOURS = tuple(Position(*offset) for offset in OFFSETS)
"""The squares next to a zombie's, as offsets from it: the only ones it can step onto or strike."""
Square = tuple[int, int]
"""A square of the grid as (x, y): what is worked out here keys on these, far quicker to hash than Positions."""
Step = Square | None
"""A zombie's step: the square it stepped onto or struck, or None when it stayed where it was."""
Cells = Mapping[Square, Entity]
"""What stands on each occupied square, in the grid's order (the order the entities step in)."""
Changes = dict[Square, Entity | None]
"""Squares that differ from a Cells during a step (None: left empty)."""


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


StepKey = tuple[object, ...]
"""What decides a zombie's step (see zombie_steps)."""
STEPS_KEPT = 100_000
"""How many zombies' views zombie_steps keeps (a few hundred bytes each) before it starts afresh."""
_known_steps: dict[StepKey, frozenset[Step]] = {}


def heads_somewhere(zombie: Zombie) -> bool:
    """Whether this kind chooses its way by more than a random draw (a kind overriding Zombie.offsets, as the
    tracker does to head for the player): its step then depends on where the player is."""
    return type(zombie).offsets is not Zombie.offsets


def zombie_steps(size: int, square: Square, zombie: Zombie, around: Sequence[Entity | None],
                 player: tuple[Square, Entity] | None) -> frozenset[Step]:
    """Every square this zombie could step onto or strike from its square (None: it could stay), on a grid of
    this size with these entities on the squares next to it (in OFFSETS order) and the player where given:
    the model's own rules, its `offsets` (asked for every answer of its random source) and first_open_square,
    on a grid holding just those. A step depends on nothing else (a kind heading somewhere also on the
    player's square), so each distinct view is asked once and kept."""
    heads = heads_somewhere(zombie)
    key = (type(zombie), size, square, *(type(entity) for entity in around),
           player[0] if heads and player is not None else None)
    steps = _known_steps.get(key)
    if steps is None:
        steps = frozenset(ask_the_model(size, square, zombie, around, player if heads else None))
        if len(_known_steps) >= STEPS_KEPT:
            _known_steps.clear()
        _known_steps[key] = steps
    return steps


def ask_the_model(size: int, square: Square, zombie: Zombie, around: Sequence[Entity | None],
                  player: tuple[Square, Entity] | None) -> set[Step]:
    """zombie_steps worked out: the zombie's step on a grid holding the zombie, what stands next to it and the
    player (when given), for every answer of the random source."""
    grid = Grid(size)
    if player is not None:
        grid.add_entity(Position(*player[0]), player[1])
    position = Position(*square)
    grid.add_entity(position, zombie)
    for offset, entity in zip(NEIGHBOURS, around, strict=True):
        if entity is not None:
            grid.add_entity(position.add(offset), entity)

    def run(source: ScriptedDraws) -> Step:
        target = first_open_square(grid, position, zombie.offsets(position, Game(grid, source)))
        return None if target is None else (target.get_x(), target.get_y())

    return set(every_outcome(run))


Group = list[tuple[Square, Zombie]]
"""Zombies near one another, with their squares, in stepping order."""


def near_groups(stepping: Group) -> list[Group]:
    """The zombies in groups, each in stepping order, linked when two squares apart or nearer: zombies further
    apart can neither take nor free a square the other could step to."""
    group_of = list(range(len(stepping)))

    def root(index: int) -> int:
        while group_of[index] != index:
            index = group_of[index]
        return index

    for first, ((x, y), _) in enumerate(stepping):
        for second in range(first):
            (other_x, other_y), _ = stepping[second]
            if abs(x - other_x) + abs(y - other_y) <= 2:
                group_of[root(first)] = root(second)
    groups: dict[int, Group] = {}
    for index, zombie in enumerate(stepping):
        groups.setdefault(root(index), []).append(zombie)
    return list(groups.values())


def next_to(square: Square) -> list[Square]:
    """The squares next to this one, in OFFSETS order (off the grid too)."""
    x, y = square
    return [(x + dx, y + dy) for dx, dy in OFFSETS]


def group_reach(cells: Cells, size: int, group: Group, player: tuple[Square, Entity] | None) -> set[Square]:
    """The squares these zombies could step onto or strike, stepping in this order among these cells (the
    player where given), over every answer of the random source. The squares a zombie changes are kept, for
    each distinct way the step can have gone so far, only while a later zombie can see them."""
    reached: set[Square] = set()
    states: list[Changes] = [{}]
    """What differs from the cells, for each distinct way the step can have gone so far."""
    neighbours = [next_to(square) for square, _ in group]
    seen_later: list[set[Square]] = []
    """seen_later[i]: the squares the zombies stepping after the i-th can see."""
    later: set[Square] = set()
    for squares in reversed(neighbours):
        seen_later.append(later)
        later = later | set(squares)
    seen_later.reverse()
    for (square, zombie), looks_at, later_looks_at in zip(group, neighbours, seen_later, strict=True):
        next_states: dict[frozenset[tuple[Square, str | None]], Changes] = {}
        for changes in states:
            around = [changes[near] if near in changes else cells.get(near) for near in looks_at]
            for target in zombie_steps(size, square, zombie, around, player):
                after = dict(changes)
                if target is not None:
                    reached.add(target)
                    if not isinstance(cells.get(target), VulnerablePlayer):  # a strike leaves the zombie be
                        after[square] = None
                        after[target] = zombie
                kept = {near: entity for near, entity in after.items() if near in later_looks_at}
                next_states.setdefault(occupancy(kept), kept)
        states = list(next_states.values())
    return reached


def occupancy(changes: Changes) -> frozenset[tuple[Square, str | None]]:
    """Changed squares as a zombie sees them: what character stands on each (None: empty)."""
    return frozenset((square, entity.display() if entity is not None else None) for square, entity in changes.items())


def possible_turns(game: AdvancedGame) -> list[Turn]:
    """Everything the player can do this turn: wait, move each way, and shoot each way while holding a crossbow."""
    turns = [Turn("wait"), *(Turn("move", direction) for direction in DIRECTIONS)]
    if can_fire(game):
        turns.extend(Turn("fire", direction) for direction in DIRECTIONS)
    return turns


def cells_after(game: AdvancedGame, turn: Turn) -> dict[Square, Entity]:
    """What stands where once the player has taken this turn (replay.act), worked out on a copy of the grid
    with a copy of the player (a pickup goes into the copy's inventory); the game is not changed."""
    grid = game.get_grid()
    twin = Grid(grid.get_size())
    for position, entity in grid.get_mapping().items():
        twin.add_entity(position, copy.deepcopy(entity) if isinstance(entity, Player) else entity)
    act(AdvancedGame(twin, ScriptedDraws()), turn)
    return {(position.get_x(), position.get_y()): entity for position, entity in twin.get_mapping().items()}


def player_in(cells: Cells) -> tuple[Square, Entity] | None:
    """The player's square and the player, as Grid.find_player finds them, or None."""
    for square, entity in cells.items():
        if entity.display() == PLAYER:
            return square, entity
    return None


def danger_squares(game: AdvancedGame) -> set[Position]:
    """The squares some zombie could step onto, or strike the player on, in the step after the player's next
    turn, whatever that turn is and however the zombies' draws fall; none once the game is over.

    Each group of near zombies (see near_groups) is followed after a wait, and again after another turn only
    when that turn changes a square the group can see (a move, a pickup, a zombie trampled or shot) or, for a
    group with a tracker, moves the player: otherwise the step goes as after a wait."""
    if game.has_won() or game.has_lost():
        return set()
    size = game.get_grid().get_size()
    turns = possible_turns(game)
    waited = cells_after(game, turns[0])
    player = player_in(waited)
    groups = near_groups([(square, entity) for square, entity in waited.items() if isinstance(entity, Zombie)])
    seen = [{near for square, _ in group for near in (square, *next_to(square))} for group in groups]
    heads = [any(heads_somewhere(zombie) for _, zombie in group) for group in groups]
    reached: set[Square] = set()
    for group in groups:
        reached |= group_reach(waited, size, group, player)
    for turn in turns[1:]:
        cells = cells_after(game, turn)
        changed = {square for square in waited.keys() | cells.keys() if waited.get(square) is not cells.get(square)}
        if not changed:
            continue
        moved = player_in(cells)
        player_moved = (moved[0] if moved else None) != (player[0] if player else None)
        for group, looked_at, heading in zip(groups, seen, heads, strict=True):
            if (heading and player_moved) or not changed.isdisjoint(looked_at):
                left = [(square, zombie) for square, zombie in group if cells.get(square) is zombie]
                reached |= group_reach(cells, size, left, moved)
    return {Position(*square) for square in reached}
