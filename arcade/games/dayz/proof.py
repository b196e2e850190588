"""A proof that an End of DayZ map can be won whatever the zombies do: a safe line of turns. Pure: no I/O.

`safe_line(locations, size)` searches, breadth first, for a line of turns (moves and waits) from the start to
the hospital on which no zombie can ever strike the player, however every random draw falls. Following it wins
every game on the map, so it is a strategy that wins whatever the zombies do (one that never needs to look at
them); a map none is found for may still be winnable by reacting to the zombies, so this is sufficient, not
necessary, and the generator only offers maps it proves.

What each zombie could do is worked out with the model's own step rule, as danger.py asks it
(`danger.zombie_steps`: the zombie's `offsets` for every answer of its random source, then first_open_square),
over sets of squares, one step at a time:

- a **wandering zombie** could be, after t steps, anywhere its unobstructed steps reach in t steps (a square
  taken by another entity only ever removes a way, never adds one), so its reach does not depend on the line and
  is worked out once;
- a **tracker** heads for the player, so its reach follows the line: from each square it could be on, it is
  asked for every way the squares next to it could be taken (an item, the hospital or the edge for sure; another
  zombie where one could be at that point of the step) with the player where the line has them.

A turn is safe when, at the step that follows it, no zombie could be on or next to the square the player ends
on (a zombie steps at most one square, and strikes only from next door), unless the player holds garlic that
lasts the whole step (model.holds_lasting_garlic's rule). A move onto the hospital wins before any strike. The
player's pickups are the model's (`AdvancedGame.move_player`): garlic is held for its lifetime, and an item's
square is free for a tracker once taken. Shots are not part of a line (where a bolt goes depends on where the
zombies are), so a crossbow on a proven map is a help on top.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, reduce
from itertools import product
from operator import or_

from arcade.games.dayz.danger import zombie_steps
from arcade.games.dayz.model import (
    DIRECTION_OFFSETS,
    DIRECTIONS,
    GARLIC,
    HOSPITAL,
    LIFETIMES,
    OFFSETS,
    PICKUP_ITEMS,
    PLAYER,
    TRACKING_ZOMBIE,
    ZOMBIE,
    AdvancedMapLoader,
    Entity,
    EntityLocations,
    Zombie,
)

Square = tuple[int, int]
WAIT = "wait"
"""A line's turn standing still (the others are the directions W, A, S, D)."""
MAX_STATES = 40_000
"""How many search states safe_line looks at before it gives up (None: no proof found in that much search)."""


@dataclass(frozen=True)
class SafeLine:
    """A proven line: its turns (directions, or WAIT), and the closest any zombie could come to the player on it
    (in squares, the garlic-held steps not counted): 2 means some zombie could have been two squares away."""

    turns: tuple[str, ...]
    closest: int
    expanded: int

    @property
    def steps(self) -> int:
        """How many turns (steps) the line takes."""
        return len(self.turns)


def _neighbours(square: Square) -> list[Square]:
    x, y = square
    return [(x + dx, y + dy) for dx, dy in OFFSETS]


def _inside(square: Square, size: int) -> bool:
    return 0 <= square[0] < size and 0 <= square[1] < size


def wanderer_reach(size: int, start: Square, steps: int) -> list[frozenset[Square]]:
    """Where a wandering zombie starting here could be after 0, 1, ... steps: its steps on an empty neighbourhood
    (the model's, via zombie_steps) from every square it could be on, and staying put."""
    layers = _reach_layers(size, start)
    return [layers[min(t, len(layers) - 1)] for t in range(steps + 1)]


@cache
def _wanderer_steps(size: int, square: Square) -> tuple[Square, ...]:
    """The squares a wandering zombie here could step onto with nothing next to it (the model's rule)."""
    zombie = AdvancedMapLoader().create_entity(ZOMBIE)
    assert isinstance(zombie, Zombie)
    return tuple(step for step in zombie_steps(size, square, zombie, [None] * 4, None) if step is not None)


@cache
def _reach_layers(size: int, start: Square) -> tuple[frozenset[Square], ...]:
    """wanderer_reach worked out once per square and size, up to the step after which it no longer grows (it
    stays the same from then on: each step's reach depends only on the one before). Only the squares new in a
    layer are stepped from: the others' steps are in it already."""
    layers = [frozenset({start})]
    frontier: Iterable[Square] = layers[0]
    while True:
        grown = set(layers[-1])
        grown.update(step for square in frontier for step in _wanderer_steps(size, square))
        if len(grown) == len(layers[-1]):
            return tuple(layers)
        frontier = grown - layers[-1]
        layers.append(frozenset(grown))


@cache
def _reach_masks(size: int, start: Square) -> tuple[int, ...]:
    """_reach_layers as bit masks (square (x, y) is bit y * size + x), quick to join and to compare."""
    return tuple(sum(1 << (y * size + x) for x, y in layer) for layer in _reach_layers(size, start))


@cache
def _balls(size: int, square: Square) -> tuple[int, ...]:
    """The squares within 0, 1, 2, ... squares of this one (as bit masks), up to the whole grid."""
    rings = [0] * (2 * size - 1)
    for y in range(size):
        for x in range(size):
            rings[abs(x - square[0]) + abs(y - square[1])] |= 1 << (y * size + x)
    balls, ball = [], 0
    for ring in rings:
        ball |= ring
        balls.append(ball)
    return tuple(balls)


def _mask_distance(size: int, square: Square, mask: int) -> int:
    """How close to this square the nearest square of the mask is (NOWHERE for an empty mask)."""
    if mask:
        for distance, ball in enumerate(_balls(size, square)):
            if mask & ball:
                return distance
    return NOWHERE


class _Map:
    """What stays fixed while searching: the size, the hospital, the items, the wanderers' reach by step."""

    def __init__(self, locations: EntityLocations, size: int) -> None:
        loader = AdvancedMapLoader()
        self.size = size
        self.player = next(square for square, token in locations.items() if token == PLAYER)
        self.hospital = next(square for square, token in locations.items() if token == HOSPITAL)
        self.items = {square: token for square, token in locations.items() if token in PICKUP_ITEMS}
        self.item_index = {square: index for index, square in enumerate(sorted(self.items))}
        self.entities = {square: loader.create_entity(token) for square, token in locations.items()
                         if token in (*PICKUP_ITEMS, HOSPITAL)}
        self.trackers = [square for square, token in locations.items() if token == TRACKING_ZOMBIE]
        self.tracker = loader.create_entity(TRACKING_ZOMBIE)
        self.player_entity = loader.create_entity(PLAYER)
        self.reaches = [_reach_masks(size, square) for square, token in locations.items() if token == ZOMBIE]
        self._wandering: dict[int, int] = {}
        self._distances: dict[tuple[int, Square], int] = {}
        self._tracker_steps: dict[tuple[object, ...], set[Square]] = {}

    def wandering(self, t: int) -> int:
        """Every square some wandering zombie could be on after t steps, as a bit mask."""
        known = self._wandering.get(t)
        if known is None:
            known = self._wandering[t] = reduce(or_, (reach[min(t, len(reach) - 1)] for reach in self.reaches), 0)
        return known

    def wandering_squares(self, t: int) -> frozenset[Square]:
        """wandering(t) as squares."""
        mask, size = self.wandering(t), self.size
        return frozenset((index % size, index // size) for index in range(size * size) if mask >> index & 1)

    def wandering_distance(self, t: int, square: Square) -> int:
        """How close to this square a wandering zombie could be after t steps."""
        key = (t, square)
        known = self._distances.get(key)
        if known is None:
            known = self._distances[key] = _mask_distance(self.size, square, self.wandering(t))
        return known

    def tracker_steps(self, square: Square, player: Square, picked: int, others: frozenset[Square]) -> set[Square]:
        """Where a tracker on this square could be after its step (itself when it stays or strikes), the player on
        `player`, items not yet picked where they lie, and another zombie possibly on each square of `others`."""
        certain: list[Entity | None] = []
        maybe: list[int] = []
        for index, near in enumerate(_neighbours(square)):
            entity = self.entities.get(near)
            if near == player:
                certain.append(self.player_entity)
            elif entity is not None and not (near in self.item_index and picked >> self.item_index[near] & 1):
                certain.append(entity)
            else:
                certain.append(None)
                if near in others and _inside(near, self.size):
                    maybe.append(index)
        key = (square, player, tuple(map(type, certain)), tuple(maybe))
        known = self._tracker_steps.get(key)
        if known is not None:
            return known
        zombie = Zombie()
        reached: set[Square] = set()
        for taken in product((False, True), repeat=len(maybe)):
            around = list(certain)
            for index, is_taken in zip(maybe, taken, strict=True):
                if is_taken:
                    around[index] = zombie
            for step in zombie_steps(self.size, square, self.tracker, around, (player, self.player_entity)):
                reached.add(square if step is None or step == player else step)
        self._tracker_steps[key] = reached
        return reached


def _lasting_garlic(garlic: tuple[int, ...]) -> bool:
    """model.holds_lasting_garlic's rule on lifetimes: garlic still held after this step's wear."""
    return any(lifetime > 1 for lifetime in garlic)


def _distance(square: Square, squares: Iterable[Square]) -> int:
    return min((abs(square[0] - x) + abs(square[1] - y) for x, y in squares), default=NOWHERE)


TRACKER_SPREAD = 12
"""A line on which a tracker could be on more squares than this is given up (never unsound: fewer lines proven)."""
NOWHERE = 99
"""The distance to a zombie when there is none."""
State = tuple[Square, int, tuple[int, ...], tuple[frozenset[Square], ...]]
"""Where a line stands after some turns: the player's square, the items picked (a bit each), the garlic
lifetimes held, and each tracker's squares."""
WON = "won"


def _take_turn(world: _Map, t: int, state: State, turn: str) -> tuple[State | str | None, int]:
    """The state after turn t + 1 of a line (WON on reaching the hospital; None when a zombie could strike the
    player in the step that follows it, or the move leaves the grid), and how close a zombie could come (NOWHERE
    while garlic protects)."""
    square, picked, garlic, trackers = state
    offset = DIRECTION_OFFSETS.get(turn, (0, 0))
    end = (square[0] + offset[0], square[1] + offset[1])
    if not _inside(end, world.size) or (turn != WAIT and end == square):
        return None, NOWHERE
    if end == world.hospital:
        return WON, NOWHERE
    if end in world.item_index and not picked >> world.item_index[end] & 1:
        picked |= 1 << world.item_index[end]
        if world.items[end] == GARLIC:
            garlic = (*garlic, LIFETIMES[GARLIC])
    immune = _lasting_garlic(garlic)
    closest = world.wandering_distance(t, end)
    if trackers:
        closest = min(closest, _distance(end, frozenset().union(*trackers)))
    if not immune and closest <= 1:
        return None, closest  # a zombie could be on or next to the square: it could strike this step
    worn = tuple(lifetime - 1 for lifetime in garlic if lifetime > 1)
    moved = []
    for index, squares in enumerate(trackers):
        # another zombie could be where it stood or where it stepped to when this tracker steps
        other_trackers = [place for k, places in enumerate(trackers) if k != index for place in places]
        others = world.wandering_squares(t + 1) | frozenset(
            around for place in other_trackers for around in (place, *_neighbours(place)))
        reached: set[Square] = set()
        for place in squares - {end}:  # the player stepping onto a tracker removes it
            reached |= world.tracker_steps(place, end, picked, others)
        if len(reached) > TRACKER_SPREAD:
            return None, closest  # too unsure where this tracker is to prove anything: not a line we can prove
        moved.append(frozenset(reached))
    return (end, picked, worn, tuple(moved)), NOWHERE if immune else closest


def _start(locations: EntityLocations, size: int, horizon: int | None) -> tuple[_Map, State, int]:
    player = next(square for square, token in locations.items() if token == PLAYER)
    hospital = next(square for square, token in locations.items() if token == HOSPITAL)
    if horizon is None:
        horizon = size + abs(player[0] - hospital[0]) + abs(player[1] - hospital[1])
    world = _Map(locations, size)
    return world, (player, 0, (), tuple(frozenset({square}) for square in world.trackers)), horizon


def check_line(locations: EntityLocations, size: int, turns: Iterable[str]) -> SafeLine | None:
    """The line of these turns as a SafeLine when it is one (no zombie can ever strike on it and its last turn
    reaches the hospital), else None: the proof checked for a line already found."""
    turns = tuple(turns)
    world, state, _horizon = _start(locations, size, len(turns))
    closest = NOWHERE
    for t, turn in enumerate(turns):
        after, near = _take_turn(world, t, state, turn)
        if after is None or (after == WON) != (t == len(turns) - 1):
            return None
        closest = min(closest, near)
        if isinstance(after, tuple):
            state = after
    return SafeLine(turns, closest, len(turns))


def safe_line(locations: EntityLocations, size: int, horizon: int | None = None,
              max_states: int = MAX_STATES) -> SafeLine | None:
    """The shortest line of turns that reaches the hospital with no zombie ever able to strike the player (see
    the module docstring), within `horizon` turns (by default the size plus the distance to the hospital), or
    None when there is none or the search passes `max_states`.

    Breadth first over the line's states, each kept once: a state reached later is never better, as the
    wandering zombies' reach only grows."""
    world, first, horizon = _start(locations, size, horizon)
    hospital = world.hospital
    layer: dict[State, tuple[tuple[str, ...], int]] = {first: ((), NOWHERE)}
    seen: set[State] = {first}
    expanded = 0
    for t in range(horizon):
        following: dict[State, tuple[tuple[str, ...], int]] = {}
        for state, (turns, closest) in layer.items():
            expanded += 1
            if expanded > max_states:
                return None
            square = state[0]
            if t + abs(square[0] - hospital[0]) + abs(square[1] - hospital[1]) > horizon:
                continue
            for turn in (*DIRECTIONS, WAIT):
                after, near = _take_turn(world, t, state, turn)
                if after == WON:
                    return SafeLine((*turns, turn), closest, expanded)
                if isinstance(after, tuple) and after not in seen:
                    seen.add(after)
                    following[after] = ((*turns, turn), min(closest, near))
        layer = following
        if not layer:
            return None
    return None
