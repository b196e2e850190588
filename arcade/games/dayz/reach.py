"""Where a wandering End of DayZ zombie could be after each step, as sets of squares and bit masks. Pure: no I/O.

The proof (proof.py) asks, for every turn of a line, whether some zombie could be on or next to the player's
square; for wanderers that depends only on their start, so it is worked out here once per start and grid size
and kept (functools.cache: a few hundred small tuples at most). Sets of squares are bit masks: square (x, y) is
bit y * size + x, so joining the zombies' reach, growing it by a square or testing a square are integer
operations. The steps themselves are the model's, through danger.zombie_steps.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from arcade.games.dayz.danger import zombie_steps
from arcade.games.dayz.model import DIRECTION_OFFSETS, ZOMBIE, AdvancedMapLoader, Zombie

Square = tuple[int, int]
Mask = int
"""A set of squares of one grid: bit y * size + x for square (x, y)."""


def bit(size: int, square: Square) -> Mask:
    """The mask of one square."""
    return 1 << (square[1] * size + square[0])


def squares_of(size: int, mask: Mask) -> list[Square]:
    """The squares of a mask, in reading order."""
    return [(index % size, index // size) for index in range(size * size) if mask >> index & 1]


def mask_of(size: int, squares: Iterable[Square]) -> Mask:
    """The mask of these squares."""
    mask = 0
    for square in squares:
        mask |= bit(size, square)
    return mask


@cache
def movable(size: int, direction: str) -> Mask:
    """The squares from which a move this way stays on the grid."""
    dx, dy = DIRECTION_OFFSETS[direction]
    return mask_of(size, ((x, y) for x in range(size) for y in range(size)
                          if 0 <= x + dx < size and 0 <= y + dy < size))


def shift(size: int, mask: Mask, direction: str) -> Mask:
    """Where the squares of a mask go by a move this way (the moves that would leave the grid dropped)."""
    dx, dy = DIRECTION_OFFSETS[direction]
    by = dy * size + dx
    kept = mask & movable(size, direction)
    return kept << by if by > 0 else kept >> -by


def widen(size: int, mask: Mask) -> Mask:
    """The squares of a mask and every square next to one of them."""
    grown = mask
    for direction in DIRECTION_OFFSETS:
        grown |= shift(size, mask, direction)
    return grown


@cache
def balls(size: int, square: Square) -> tuple[Mask, ...]:
    """The squares within 0, 1, 2, ... squares of this one (Manhattan distance), up to the whole grid."""
    rings = [0] * (2 * size - 1)
    for y in range(size):
        for x in range(size):
            rings[abs(x - square[0]) + abs(y - square[1])] |= 1 << (y * size + x)
    grown, ball = [], 0
    for ring in rings:
        ball |= ring
        grown.append(ball)
    return tuple(grown)


NOWHERE = 99
"""The distance to a zombie when there is none."""


def distance(size: int, square: Square, mask: Mask) -> int:
    """How close to this square the nearest square of the mask is (NOWHERE for an empty mask)."""
    if mask:
        for within, ball in enumerate(balls(size, square)):
            if mask & ball:
                return within
    return NOWHERE


@cache
def _wanderer_steps(size: int, square: Square) -> tuple[Square, ...]:
    """The squares a wandering zombie here could step onto with nothing next to it (the model's rule)."""
    zombie = AdvancedMapLoader().create_entity(ZOMBIE)
    assert isinstance(zombie, Zombie)
    return tuple(step for step in zombie_steps(size, square, zombie, [None] * 4, None) if step is not None)


@cache
def reach_masks(size: int, start: Square) -> tuple[Mask, ...]:
    """Where a wandering zombie starting here could be after 0, 1, ... steps (its steps on an empty
    neighbourhood from every square it could be on, and staying put), up to the step after which it no longer
    grows: each step's reach depends only on the one before, so it stays the same from then on. A square taken
    by another entity only ever removes a way, never adds one, so this holds whatever else is on the map. Only
    the squares new in a step are stepped from: the others' steps are in it already. Kept as masks only (about
    a kilobyte a square; sets of squares would take ten times more)."""
    reached = {start}
    layers = [bit(size, start)]
    frontier: Iterable[Square] = reached
    while True:
        new = {step for square in frontier for step in _wanderer_steps(size, square)} - reached
        if not new:
            return tuple(layers)
        reached |= new
        layers.append(layers[-1] | mask_of(size, new))
        frontier = new


def reach_at(masks: tuple[Mask, ...], steps: int) -> Mask:
    """A wanderer's reach (reach_masks) after this many steps."""
    return masks[min(steps, len(masks) - 1)]
