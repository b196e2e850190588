"""A proof that an End of DayZ map can be won whatever the zombies do: a safe line of turns. Pure: no I/O.

`safe_line(locations, size)` searches, breadth first, for a shortest line of turns (moves and waits) from the
start to the hospital on which no zombie can ever strike the player, however every random draw falls; `check_line`
checks a given line turn by turn with the same rule (_take_turn). Following such a line wins every game on the
map, so it is a strategy that wins whatever the zombies do (one that never needs to look at them); a map none is
found for may still be winnable by reacting to the zombies, so this is sufficient, not necessary, and the
generator only offers maps it proves. `Exposure` tells the generator where a wandering zombie cannot touch a line.

What each zombie could do is worked out with the model's own step rule, as danger.py asks it
(`danger.zombie_steps`: the zombie's `offsets` for every answer of its random source, then first_open_square),
over sets of squares, one step at a time:

- a **wandering zombie** could be, after t steps, anywhere its unobstructed steps reach in t steps (a square
  taken by another entity only ever removes a way, never adds one), so its reach does not depend on the line and
  is worked out once per start square (reach.py, as bit masks);
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
from functools import reduce
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
from arcade.games.dayz.reach import (
    NOWHERE,
    Mask,
    balls,
    bit,
    distance,
    reach_at,
    reach_masks,
    shift,
    squares_of,
    widen,
)

Square = tuple[int, int]
WAIT = "wait"
"""A line's turn standing still (the others are the directions W, A, S, D)."""
TURNS = (*DIRECTIONS, WAIT)
"""Every turn a line can take, in the order the search tries them."""
MAX_STATES = 40_000
"""How many search states (a square and what goes with it) safe_line looks at before it gives up (None)."""
TRACKER_SPREAD = 12
"""A line on which a tracker could be on more squares than this is given up (never unsound: fewer lines proven)."""
WON = "won"


@dataclass(frozen=True)
class SafeLine:
    """A proven line: its turns (directions, or WAIT), the closest any zombie could come to the player on it
    (in squares, the garlic-held steps not counted: 2 means some zombie could have been two squares away), and
    how many search states finding it took (its length when it was only checked)."""

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
        self.reaches = [reach_masks(size, square) for square, token in locations.items() if token == ZOMBIE]
        self._wandering: dict[int, Mask] = {}
        self._danger: dict[int, Mask] = {}
        self._wandering_squares: dict[int, frozenset[Square]] = {}
        self._tracker_steps: dict[tuple[object, ...], set[Square]] = {}

    def wandering(self, t: int) -> Mask:
        """Every square some wandering zombie could be on after t steps."""
        known = self._wandering.get(t)
        if known is None:
            known = self._wandering[t] = reduce(or_, (reach_at(reach, t) for reach in self.reaches), 0)
        return known

    def danger(self, t: int) -> Mask:
        """The squares the player must not end turn t + 1 on unprotected: those a wandering zombie could be on
        after t steps, and those next to them (a zombie strikes from next door)."""
        known = self._danger.get(t)
        if known is None:
            known = self._danger[t] = widen(self.size, self.wandering(t))
        return known

    def wandering_squares(self, t: int) -> frozenset[Square]:
        """wandering(t) as squares (for the trackers' steps)."""
        known = self._wandering_squares.get(t)
        if known is None:
            known = self._wandering_squares[t] = frozenset(squares_of(self.size, self.wandering(t)))
        return known

    def wandering_distance(self, t: int, square: Square) -> int:
        """How close to this square a wandering zombie could be after t steps (the line's rating)."""
        return distance(self.size, square, self.wandering(t))

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


def _wear(garlic: tuple[int, ...]) -> tuple[int, ...]:
    """The garlic lifetimes after a step's wear (Inventory.step: used-up items dropped)."""
    return tuple(lifetime - 1 for lifetime in garlic if lifetime > 1)


def _pick_up(world: _Map, end: Square, picked: int, garlic: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The items picked and the garlic held after a move onto this square (AdvancedGame.move_player)."""
    index = world.item_index.get(end)
    if index is not None and not picked >> index & 1:
        picked |= 1 << index
        if world.items[end] == GARLIC:
            garlic = (*garlic, LIFETIMES[GARLIC])
    return picked, garlic


def _distance(square: Square, squares: Iterable[Square]) -> int:
    return min((abs(square[0] - x) + abs(square[1] - y) for x, y in squares), default=NOWHERE)


def _tracker_distance(end: Square, trackers: tuple[frozenset[Square], ...]) -> int:
    """How close to this square a tracker could be."""
    return _distance(end, frozenset().union(*trackers)) if trackers else NOWHERE


def _move_trackers(world: _Map, t: int, end: Square, picked: int,
                   trackers: tuple[frozenset[Square], ...]) -> tuple[frozenset[Square], ...] | None:
    """Where each tracker could be after step t + 1, the player on `end` with these items picked; None when one
    could be on too many squares to prove anything (TRACKER_SPREAD)."""
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
            return None
        moved.append(frozenset(reached))
    return tuple(moved)


Kind = tuple[int, tuple[int, ...], tuple[frozenset[Square], ...]]
"""What goes with the player's square in a state: the items picked (a bit each), the garlic lifetimes held,
and each tracker's squares."""
State = tuple[Square, int, tuple[int, ...], tuple[frozenset[Square], ...]]
"""Where a line stands after some turns: the player's square and its Kind."""


def _moved(square: Square, turn: str) -> Square:
    """Where this turn takes the player from this square (off the grid too)."""
    dx, dy = DIRECTION_OFFSETS.get(turn, (0, 0))
    return square[0] + dx, square[1] + dy


def _take_turn(world: _Map, t: int, state: State, turn: str) -> tuple[State | str | None, int]:
    """The state after turn t + 1 of a line (WON on reaching the hospital; None when a zombie could strike the
    player in the step that follows it, or the move leaves the grid), and how close a zombie could come (NOWHERE
    while garlic protects)."""
    square, picked, garlic, trackers = state
    end = _moved(square, turn)
    if not _inside(end, world.size):
        return None, NOWHERE
    if end == world.hospital:
        return WON, NOWHERE
    picked, garlic = _pick_up(world, end, picked, garlic)
    immune = _lasting_garlic(garlic)
    if not immune and (world.danger(t) & bit(world.size, end) or _tracker_distance(end, trackers) <= 1):
        return None, NOWHERE  # a zombie could be on or next to the square: it could strike this step
    moved = _move_trackers(world, t, end, picked, trackers)
    if moved is None:
        return None, NOWHERE  # too unsure where a tracker is to prove anything: not a line we can prove
    closest = NOWHERE if immune else min(world.wandering_distance(t, end), _tracker_distance(end, trackers))
    return (end, picked, _wear(garlic), moved), closest


def _start(locations: EntityLocations, size: int, horizon: int | None) -> tuple[_Map, State, int]:
    world = _Map(locations, size)
    if horizon is None:
        horizon = size + abs(world.player[0] - world.hospital[0]) + abs(world.player[1] - world.hospital[1])
    return world, (world.player, 0, (), tuple(frozenset({square}) for square in world.trackers)), horizon


def _check(world: _Map, first: State, turns: tuple[str, ...], expanded: int) -> SafeLine | None:
    """check_line on a world already made: the line's turns taken one at a time from the first state."""
    state = first
    closest = NOWHERE
    for t, turn in enumerate(turns):
        after, near = _take_turn(world, t, state, turn)
        if after is None or (after == WON) != (t == len(turns) - 1):
            return None
        closest = min(closest, near)
        if isinstance(after, tuple):
            state = after
    return SafeLine(turns, closest, expanded)


def check_line(locations: EntityLocations, size: int, turns: Iterable[str]) -> SafeLine | None:
    """The line of these turns as a SafeLine when it is one (no zombie can ever strike on it and its last turn
    reaches the hospital), else None: the proof checked for a line already found, one turn at a time."""
    turns = tuple(turns)
    world, first, _horizon = _start(locations, size, len(turns))
    return _check(world, first, turns, len(turns))


class Exposure:
    """Where a line leaves the player open to a strike: the turns it ends off the hospital without garlic that
    lasts the step, and the squares then on or next to the player. A wandering zombie starting on a square
    whose reach (reach.py) keeps off those squares at those steps can never strike on the line: check_line
    says so too on a map of wanderers (with trackers it has the last word, as they head for the player). The
    generator uses this to place zombies where the line still holds, or near it."""

    def __init__(self, locations: EntityLocations, size: int, turns: Iterable[str]) -> None:
        world, (square, picked, garlic, _trackers), _horizon = _start(locations, size, 0)
        self.size = size
        self.open: list[tuple[int, Square]] = []
        """(t, square): after turn t + 1 (from 0) the player stands on this square unprotected."""
        for t, turn in enumerate(turns):
            square = _moved(square, turn)
            if square == world.hospital:
                break
            picked, garlic = _pick_up(world, square, picked, garlic)
            if not _lasting_garlic(garlic):
                self.open.append((t, square))
            garlic = _wear(garlic)

    def harmless(self, start: Square) -> bool:
        """Whether a wandering zombie starting here could never strike the player on the line."""
        return not self.comes_within(start, 1)

    def comes_within(self, start: Square, squares: int) -> bool:
        """Whether a wandering zombie starting here could come this many squares or closer to the player while
        they are open (the line's `closest`). The last turns first: the zombie's reach is widest then."""
        reach = reach_masks(self.size, start)
        last = len(reach) - 1
        within = min(squares, 2 * self.size - 2)
        return any(reach[min(t, last)] & balls(self.size, square)[within] for t, square in reversed(self.open))


def _after(world: _Map, t: int, kind: Kind, ends: Mask) -> Iterable[tuple[Kind, Mask]]:
    """The states a layer's squares of one kind lead to after turn t + 1, given where a turn took them
    (`ends`, the hospital not among them): _take_turn's rule on many squares at once. The squares of a pickup
    go on alone (they change what the player holds); the others keep their kind, less the squares where a
    wandering zombie could strike (world.danger) unless garlic lasts; with trackers each square goes on alone
    (where they head depends on it)."""
    size = world.size
    picked, garlic, trackers = kind
    parts = []
    for item in sorted(world.items):
        if ends & bit(size, item) and not picked >> world.item_index[item] & 1:
            ends &= ~bit(size, item)
            parts.append((*_pick_up(world, item, picked, garlic), bit(size, item)))
    parts.append((picked, garlic, ends))
    for picked_now, held, squares in parts:
        immune = _lasting_garlic(held)
        if not immune:
            squares &= ~world.danger(t)
        if not trackers:
            yield (picked_now, _wear(held), ()), squares
            continue
        for end in squares_of(size, squares):
            if immune or _tracker_distance(end, trackers) > 1:
                moved = _move_trackers(world, t, end, picked_now, trackers)
                if moved is not None:
                    yield (picked_now, _wear(held), moved), bit(size, end)


def _retrace(world: _Map, layers: list[dict[Kind, Mask]], state: State) -> list[str]:
    """The turns that lead from the start to this state of the last layer: for each state, a state of the
    layer before and a turn that _take_turn takes from it to this one."""
    turns: list[str] = []
    for t in reversed(range(len(layers) - 1)):
        square = state[0]
        found = None
        for kind, squares in layers[t].items():
            for turn in TURNS:
                dx, dy = DIRECTION_OFFSETS.get(turn, (0, 0))
                origin = (square[0] - dx, square[1] - dy)
                if _inside(origin, world.size) and squares & bit(world.size, origin):
                    before: State = (origin, *kind)
                    if _take_turn(world, t, before, turn)[0] == state:
                        found = before, turn
                        break
            if found:
                break
        if found is None:
            raise RuntimeError("safe_line: a state with no way back to the start (the search and the check differ)")
        state, turn = found
        turns.append(turn)
    return turns[::-1]


def safe_line(locations: EntityLocations, size: int, horizon: int | None = None,
              max_states: int = MAX_STATES) -> SafeLine | None:
    """A shortest line of turns that reaches the hospital with no zombie ever able to strike the player (see
    the module docstring), within `horizon` turns (by default the size plus the distance to the hospital), or
    None when there is none or the search passes `max_states`. Of the shortest, one picking up garlic (then
    the most items) when there is one: it leaves the fewest turns open to a strike.

    Breadth first over the line's states, each kept once: a state reached later is never better, as the
    zombies' reach only grows. A layer holds, for each kind of state (what the player holds, where trackers
    could be), the squares the player could be on as a bit mask. What follows a turn depends only on the
    square it ends on (_take_turn), so every turn from a layer's squares is taken at once: they end on those
    squares and the ones next to them (_after). The line found is traced back state by state with _take_turn
    (_retrace) and checked again turn by turn (_check)."""
    world, first, horizon = _start(locations, size, horizon)
    near_hospital = balls(size, world.hospital)
    start, picked, garlic, trackers = first
    layers: list[dict[Kind, Mask]] = [{(picked, garlic, trackers): bit(size, start)}]
    seen = dict(layers[0])
    expanded = 0
    for t in range(horizon):
        expanded += sum(squares.bit_count() for squares in layers[-1].values())
        if expanded > max_states:
            return None
        # the squares from which the hospital can still be reached in time
        layer = {kind: squares & near_hospital[min(horizon - t, len(near_hospital) - 1)]
                 for kind, squares in layers[-1].items()}
        won = _winning_turn(world, layer)
        if won is not None:
            last, turn = won
            turns = (*_retrace(world, layers, last), turn)
            proven = _check(world, first, turns, expanded)
            if proven is None:
                raise RuntimeError("safe_line: a line found that does not check")
            return proven
        following: dict[Kind, Mask] = {}
        for kind, squares in layer.items():
            for after, reached in _after(world, t, kind, widen(size, squares)):
                following[after] = following.get(after, 0) | reached
        layers.append({})
        for kind, squares in following.items():
            new = squares & ~seen.get(kind, 0)
            if new:
                layers[-1][kind] = new
                seen[kind] = seen.get(kind, 0) | new
        if not layers[-1]:
            return None
    return None


def _winning_turn(world: _Map, layer: dict[Kind, Mask]) -> tuple[State, str] | None:
    """A state of the layer and a move from it onto the hospital, or None: from a state holding garlic picked up
    if there is one, then the most items."""
    garlic = sum(1 << index for item, index in world.item_index.items() if world.items[item] == GARLIC)
    hospital = bit(world.size, world.hospital)
    for kind in sorted(layer, key=lambda kind: (-(kind[0] & garlic).bit_count(), -kind[0].bit_count())):
        for turn in DIRECTIONS:
            if shift(world.size, layer[kind], turn) & hospital:
                dx, dy = DIRECTION_OFFSETS[turn]
                return ((world.hospital[0] - dx, world.hospital[1] - dy), *kind), turn
    return None
