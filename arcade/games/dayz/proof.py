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
from itertools import product

from arcade.games.dayz.danger import zombie_steps
from arcade.games.dayz.model import (
    DIRECTION_OFFSETS,
    DIRECTIONS,
    GARLIC,
    HOSPITAL,
    LIFETIMES,
    OFFSETS,
    PLAYER,
    PICKUP_ITEMS,
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
    zombie = AdvancedMapLoader().create_entity(ZOMBIE)
    assert isinstance(zombie, Zombie)
    reach = [frozenset({start})]
    for _ in range(steps):
        last = reach[-1]
        grown = set(last)
        for square in last:
            grown.update(step for step in zombie_steps(size, square, zombie, [None] * 4, None) if step is not None)
        reach.append(frozenset(grown))
    return reach


class _Map:
    """What stays fixed while searching: the size, the hospital, the items, the wanderers' reach by step."""

    def __init__(self, locations: EntityLocations, size: int, horizon: int) -> None:
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
        wanderers = [square for square, token in locations.items() if token == ZOMBIE]
        reaches = [wanderer_reach(size, square, horizon + 1) for square in wanderers]
        self.wandering = [frozenset().union(*(reach[t] for reach in reaches)) for t in range(horizon + 2)]
        """Every square some wandering zombie could be on after t steps."""
        self.near_wandering = [frozenset(near for square in squares for near in (square, *_neighbours(square)))
                               for squares in self.wandering]
        """The squares on or next to those: where the player could be struck at step t + 1."""

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
        zombie = Zombie()
        reached: set[Square] = set()
        for taken in product((False, True), repeat=len(maybe)):
            around = list(certain)
            for index, is_taken in zip(maybe, taken, strict=True):
                if is_taken:
                    around[index] = zombie
            for step in zombie_steps(self.size, square, self.tracker, around, (player, self.player_entity)):
                reached.add(square if step is None or step == player else step)
        return reached


def _lasting_garlic(garlic: tuple[int, ...]) -> bool:
    """model.holds_lasting_garlic's rule on lifetimes: garlic still held after this step's wear."""
    return any(lifetime > 1 for lifetime in garlic)


def _distance(square: Square, squares: Iterable[Square]) -> int:
    return min((abs(square[0] - x) + abs(square[1] - y) for x, y in squares), default=99)


def safe_line(locations: EntityLocations, size: int, horizon: int | None = None,
              max_states: int = MAX_STATES) -> SafeLine | None:
    """The shortest line of turns that reaches the hospital with no zombie ever able to strike the player (see
    the module docstring), within `horizon` turns (by default twice the size plus the distance to the
    hospital), or None when there is none or the search passes `max_states`."""
    start = next(square for square, token in locations.items() if token == PLAYER)
    hospital = next(square for square, token in locations.items() if token == HOSPITAL)
    horizon = horizon if horizon is not None else 2 * size + abs(start[0] - hospital[0]) + abs(start[1] - hospital[1])
    world = _Map(locations, size, horizon)
    State = tuple[Square, int, tuple[int, ...], tuple[frozenset[Square], ...]]
    """The player's square, the items picked (a bit each), the garlic lifetimes held, each tracker's squares."""
    first: State = (start, 0, (), tuple(frozenset({square}) for square in world.trackers))
    layer: dict[State, tuple[tuple[str, ...], int]] = {first: ((), 99)}
    seen: set[State] = {first}
    expanded = 0
    for t in range(horizon):
        following: dict[State, tuple[tuple[str, ...], int]] = {}
        for (square, picked, garlic, trackers), (turns, closest) in layer.items():
            expanded += 1
            if expanded > max_states:
                return None
            if t + abs(square[0] - hospital[0]) + abs(square[1] - hospital[1]) > horizon:
                continue
            tracker_squares = frozenset().union(*trackers)
            for turn in (*DIRECTIONS, WAIT):
                offset = DIRECTION_OFFSETS.get(turn, (0, 0))
                end = (square[0] + offset[0], square[1] + offset[1])
                if not _inside(end, size) or (turn != WAIT and end == square):
                    continue
                if end == hospital:
                    return SafeLine((*turns, turn), closest, expanded)
                now_picked, now_garlic = picked, garlic
                if end in world.item_index and not picked >> world.item_index[end] & 1:
                    now_picked |= 1 << world.item_index[end]
                    if world.items[end] == GARLIC:
                        now_garlic = (*garlic, LIFETIMES[GARLIC])
                immune = _lasting_garlic(now_garlic)
                near = min(_distance(end, world.wandering[t]), _distance(end, tracker_squares))
                if not immune and near <= 1:
                    continue  # a zombie could be on or next to the square: it could strike this step
                worn = tuple(lifetime - 1 for lifetime in now_garlic if lifetime > 1)
                moved = []
                for index, squares in enumerate(trackers):
                    # another zombie could be where it stood or where it stepped to when this tracker steps
                    other_trackers = [place for k, places in enumerate(trackers) if k != index for place in places]
                    others = world.wandering[t + 1] | frozenset(
                        near for place in other_trackers for near in (place, *_neighbours(place)))
                    reached: set[Square] = set()
                    for place in squares - {end}:  # the player stepping onto a tracker removes it
                        reached |= world.tracker_steps(place, end, now_picked, others)
                    moved.append(frozenset(reached))
                state = (end, now_picked, worn, tuple(moved))
                if state not in seen:
                    seen.add(state)
                    following[state] = ((*turns, turn), closest if immune else min(closest, near))
        layer = following
        if not layer:
            return None
    return None
