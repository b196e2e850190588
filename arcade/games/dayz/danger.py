"""Where the zombies could be after the next step: the squares of the screen's danger overlay. Pure: no I/O.

A square is in danger when, whatever the player does this turn (a wait, a move either way, a shot either way
while a crossbow is held) and however the zombies' random draws fall, some zombie could step onto it, or strike
the player standing on it, in the step event that follows. Nothing here restates a zombie's rules: the player's
half of the turn is replay.act on a copy of the player's row and column, and each zombie's step is the model's
own rule (the order its `offsets` gives, then first_open_square) on the squares around it as they stand at that
zombie's turn, asked once for every answer its random source could give (every order `sample` could return).
Zombies step one after another in the grid's order, so one moving away can free a square for the next, or take
the square another would have taken: every distinct way the step can have gone is followed, zombie by zombie
(keeping only the squares a later zombie can see), so the result is exact, not a guess.

It is worked out once a step on the screen, so it must be quick (benchmarks/dayz_danger.py): a zombie's step
depends only on what stands next to it (and, for a tracker, where it and the player are), so each distinct view
is asked of the model once and kept (zombie_steps); zombies more than two squares apart cannot get in each
other's way, so each group of near ones is followed on its own, once for all the player's turns, which start it
differently only near the player (group_reach, danger_squares); and a few single ways through the step find most
squares in reach first, so that every way need be followed only for the zombies that could still add one.
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
_known_steps: dict[StepKey, frozenset[tuple[int, int] | None]] = {}
OFF_THE_GRID = "off the grid"
"""What a zombie sees on a square beyond the grid's edge (see zombie_steps)."""


def heads_somewhere(zombie: Zombie) -> bool:
    """Whether this kind chooses its way by more than a random draw (a kind overriding Zombie.offsets, as the
    tracker does to head for the player): its step then depends on where it is and where the player is."""
    return type(zombie).offsets is not Zombie.offsets


def zombie_steps(size: int, square: Square, zombie: Zombie, around: Sequence[Entity | None],
                 player: tuple[Square, Entity] | None) -> list[Step]:
    """Every square this zombie could step onto or strike from its square (None: it could stay), on a grid of
    this size with these entities on the squares next to it (in OFFSETS order) and the player where given:
    the model's own rules, its `offsets` (asked for every answer of its random source) and first_open_square,
    on a grid holding just those. A step depends on nothing else: for a wandering zombie (Zombie.offsets, a
    random draw wherever it stands) only on what kind of entity stands next to it and which of those squares
    are on the grid, so each distinct view is asked of the model once and kept, as the ways it steps; for a
    kind heading somewhere, also on its square and the player's."""
    x, y = square
    view = tuple(type(entity) if 0 <= x + dx < size and 0 <= y + dy < size else OFF_THE_GRID
                 for (dx, dy), entity in zip(OFFSETS, around, strict=True))
    heads = heads_somewhere(zombie)
    key = (type(zombie), *view, size, square, player[0] if player is not None else None) if heads \
        else (type(zombie), *view)
    ways = _known_steps.get(key)
    if ways is None:
        ways = frozenset(ask_the_model(size, square, zombie, around, player if heads else None))
        if len(_known_steps) >= STEPS_KEPT:
            _known_steps.clear()
        _known_steps[key] = ways
    return [None if way is None else (x + way[0], y + way[1]) for way in ways]


def ask_the_model(size: int, square: Square, zombie: Zombie, around: Sequence[Entity | None],
                  player: tuple[Square, Entity] | None) -> set[tuple[int, int] | None]:
    """zombie_steps worked out: the ways (offsets) the zombie could step, or None for staying, on a grid
    holding the zombie, what stands next to it and the player (when given), for every answer of the random
    source."""
    grid = Grid(size)
    if player is not None:
        grid.add_entity(Position(*player[0]), player[1])
    position = Position(*square)
    grid.add_entity(position, zombie)
    for offset, entity in zip(NEIGHBOURS, around, strict=True):
        if entity is not None:
            grid.add_entity(position.add(offset), entity)

    def run(source: ScriptedDraws) -> tuple[int, int] | None:
        target = first_open_square(grid, position, zombie.offsets(position, Game(grid, source)))
        return None if target is None else (target.get_x() - square[0], target.get_y() - square[1])

    return set(every_outcome(run))


Group = list[tuple[Square, Zombie]]
"""Zombies near one another, with their squares, in stepping order."""


def near_groups(stepping: Group) -> list[Group]:
    """The zombies in groups, each in stepping order, linked when two squares apart or nearer: zombies further
    apart can neither take nor free a square the other could step to."""
    group_of = list(range(len(stepping)))
    index_at = {square: index for index, (square, _) in enumerate(stepping)}

    def root(index: int) -> int:
        while group_of[index] != index:
            index = group_of[index]
        return index

    for first, ((x, y), _) in enumerate(stepping):
        for dx, dy in WITHIN_TWO:
            second = index_at.get((x + dx, y + dy))
            if second is not None:
                group_of[root(first)] = root(second)
    groups: dict[int, Group] = {}
    for index, zombie in enumerate(stepping):
        groups.setdefault(root(index), []).append(zombie)
    return list(groups.values())


WITHIN_TWO = [(dx, dy) for dx in range(-2, 3) for dy in range(-2, 3) if 0 < abs(dx) + abs(dy) <= 2]
"""The offsets of the squares two steps away or nearer (near_groups)."""


def next_to(square: Square) -> list[Square]:
    """The squares next to this one, in OFFSETS order (off the grid too)."""
    x, y = square
    return [(x + dx, y + dy) for dx, dy in OFFSETS]


Start = tuple[Changes, "tuple[Square, Entity] | None", frozenset[int]]
"""A way a group's step can start: the squares the player's turn changed (among those the group can see),
where the player then stands, and which of the group's zombies (by index) the turn took away (shot or
trampled: they do not step)."""


WITNESS_RUNS = 2
"""How many single ways through the step group_reach first follows from the first start (one from each other
start, which differs from it only near the player; see there)."""


def group_reach(cells: Cells, size: int, group: Group, starts: Sequence[Start]) -> set[Square]:
    """The squares these zombies could step onto or strike, stepping in this order among these cells changed
    as each start says, over every start and every answer of the random source.

    First a few single ways through the step are followed from each start (each zombie taking one of its
    steps in turn): every step open to a zombie on the way is a square in reach. Then every way is followed,
    but only for the zombies that matter: one that could still step somewhere not yet in reach, or that stands
    on or could step onto a square such a later zombie looks at (the others can add nothing). The squares a
    zombie changes are kept, for each distinct way the step can have gone so far, only while such a later
    zombie can see them (and the player's square only while a later one heads somewhere), so ways that look
    alike from then on are followed once."""
    reached: set[Square] = set()
    neighbours = [next_to(square) for square, _ in group]
    heads = [heads_somewhere(zombie) for _, zombie in group]
    known_views: list[dict[tuple[object, ...], list[Step]]] = [{} for _ in group]
    """Each zombie's steps by what it sees (as zombie_steps keys them), for the ways that look alike to it."""

    def steps_of(index: int, changes: Changes, player: tuple[Square, Entity] | None) -> list[Step]:
        square, zombie = group[index]
        around = [changes[near] if near in changes else cells.get(near) for near in neighbours[index]]
        view = (*map(type, around), player[0] if heads[index] and player is not None else None)
        steps = known_views[index].get(view)
        if steps is None:
            steps = known_views[index][view] = zombie_steps(size, square, zombie, around, player)
        return steps

    for start, (changes, player, removed) in enumerate(starts):
        for run in range(WITNESS_RUNS if start == 0 else 1):
            taken = dict(changes)
            for index, (square, zombie) in enumerate(group):
                if index in removed:  # taken away by the player's turn: it does not step
                    continue
                steps = steps_of(index, taken, player)
                reached.update(target for target in steps if target is not None)
                target = steps[run % len(steps)] if steps else None
                if target is not None and not isinstance(taken.get(target, cells.get(target)), VulnerablePlayer):
                    taken[square] = None
                    taken[target] = zombie

    changeable = {near for changes, _, _ in starts for near in changes}
    could_reach = [{near for near in squares if 0 <= near[0] < size and 0 <= near[1] < size
                    and (near in changeable or isinstance(cells.get(near), (Zombie, VulnerablePlayer, type(None))))}
                   for squares in neighbours]
    matters = [False] * len(group)
    seen_later: list[set[Square]] = [set()] * len(group)
    """seen_later[i]: the squares the zombies that matter stepping after the i-th can see."""
    heads_later = [False] * len(group)
    """heads_later[i]: whether a zombie that matters stepping after the i-th heads somewhere."""
    later: set[Square] = set()
    heading = False
    for index in reversed(range(len(group))):
        seen_later[index] = later
        heads_later[index] = heading
        if not could_reach[index] <= reached or group[index][0] in later or not later.isdisjoint(neighbours[index]):
            matters[index] = True
            later = later | set(neighbours[index])
            heading = heading or heads[index]

    states = list({(frozenset(changes.items()), player[0] if player else None, removed): (changes, player, removed)
                   for changes, player, removed in starts}.values())
    for index, (square, zombie) in enumerate(group):
        if not matters[index]:
            continue
        later_sees = seen_later[index]
        next_states: dict[tuple[object, ...], Start] = {}
        for changes, player, removed in states:
            kept = {near: entity for near, entity in changes.items() if near in later_sees}
            still = frozenset(other for other in removed if other > index and matters[other]) if removed else removed
            kept_player = player if heads_later[index] else None
            if index in removed:  # taken away by the player's turn: it does not step
                next_states.setdefault((frozenset(kept.items()), kept_player, still), (kept, kept_player, still))
                continue
            for target in steps_of(index, changes, player):
                after = kept
                if target is not None:
                    reached.add(target)
                    struck = changes[target] if target in changes else cells.get(target)
                    if not isinstance(struck, VulnerablePlayer):  # a strike leaves the zombie where it is
                        after = dict(kept)
                        if square in later_sees:
                            after[square] = None
                        if target in later_sees:
                            after[target] = zombie
                next_states.setdefault((frozenset(after.items()), kept_player, still), (after, kept_player, still))
        states = list(next_states.values())
    return reached


def possible_turns(game: AdvancedGame) -> list[Turn]:
    """Everything the player can do this turn: wait, move each way, and shoot each way while holding a crossbow."""
    turns = [Turn("wait"), *(Turn("move", direction) for direction in DIRECTIONS)]
    if can_fire(game):
        turns.extend(Turn("fire", direction) for direction in DIRECTIONS)
    return turns


def changed_by(turn: Turn, cells: Cells, size: int, player: tuple[Square, Entity]) -> Changes:
    """The squares the player's half of this turn (replay.act) changes among these cells, and what then stands
    on each (None: empty). Worked out on a grid holding a copy of the player (a pickup goes into the copy's
    inventory) and what stands in the player's row and column: the only squares a turn looks at or changes
    (a move goes next door, a bolt flies along a line). Nothing of the game is changed."""
    (x, y), standing = player
    line = {square: entity for square, entity in cells.items() if square[0] == x or square[1] == y}
    twin = Grid(size)
    stand_in = copy.deepcopy(standing)
    for square, entity in line.items():
        twin.add_entity(Position(*square), stand_in if entity is standing else entity)
    act(AdvancedGame(twin, ScriptedDraws()), turn)
    after = {(position.get_x(), position.get_y()): standing if entity is stand_in else entity
             for position, entity in twin.get_mapping().items()}
    return {square: after.get(square) for square in line.keys() | after.keys()
            if line.get(square) is not after.get(square)}


def player_in(cells: Cells) -> tuple[Square, Entity] | None:
    """The player's square and the player, as Grid.find_player finds them, or None."""
    for square, entity in cells.items():
        if entity.display() == PLAYER:
            return square, entity
    return None


def danger_squares(game: AdvancedGame) -> set[Position]:
    """The squares some zombie could step onto, or strike the player on, in the step after the player's next
    turn, whatever that turn is and however the zombies' draws fall; none once the game is over.

    Each group of near zombies (see near_groups) is followed once, from the grid after a wait and from each
    other turn that changes a square the group can see (a move, a pickup, a zombie trampled or shot) or, for
    a group with a tracker, moves the player: a turn that changes none of those steps the group as a wait."""
    if game.has_won() or game.has_lost():
        return set()
    grid = game.get_grid()
    size = grid.get_size()
    waited = {(position.get_x(), position.get_y()): entity for position, entity in grid.get_mapping().items()}
    """What stands where after a wait, which changes nothing."""
    player = player_in(waited)
    if player is None:
        return set()
    others = []
    for turn in possible_turns(game)[1:]:
        changes = changed_by(turn, waited, size, player)
        if changes:
            cells = {**waited, **changes}
            moved = player_in({square: entity for square, entity in cells.items() if entity is not None})
            others.append((cells, set(changes), moved, (moved[0] if moved else None) != player[0]))
    reached: set[Square] = set()
    for group in near_groups([(square, entity) for square, entity in waited.items() if isinstance(entity, Zombie)]):
        seen = {near for square, _ in group for near in (square, *next_to(square))}
        heading = any(heads_somewhere(zombie) for _, zombie in group)
        starts: list[Start] = [({}, player, frozenset())]
        for cells, changed, moved, player_moved in others:
            in_sight = changed & seen
            if in_sight or (heading and player_moved):
                starts.append(({square: cells.get(square) for square in in_sight}, moved,
                               frozenset(index for index, (square, zombie) in enumerate(group)
                                         if cells.get(square) is not zombie)))
        reached |= group_reach(waited, size, group, starts)
    return {Position(*square) for square in reached}
