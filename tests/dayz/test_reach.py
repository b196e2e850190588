"""DayZ's reach masks (reach.py) on grids small enough to check by hand (issue 31, mutation testing of the
generators): square (x, y) is bit y * size + x; shifts drop what would leave the grid; balls grow by Manhattan
distance; a wandering zombie's reach grows a step at a time until it covers what it ever will."""

from __future__ import annotations

import pytest

from arcade.games.dayz.reach import (
    NOWHERE,
    _wanderer_steps,
    balls,
    bit,
    distance,
    mask_of,
    movable,
    reach_at,
    reach_masks,
    shift,
    squares_of,
    widen,
)

ALL_3 = 0b111_111_111


def test_bits_and_squares() -> None:
    assert bit(3, (0, 0)) == 1 and bit(3, (1, 2)) == 1 << 7 and bit(4, (3, 0)) == 1 << 3
    assert squares_of(3, 0b100_010_001) == [(0, 0), (1, 1), (2, 2)]
    assert squares_of(3, 0b000_000_110) == [(1, 0), (2, 0)]
    assert squares_of(3, 0) == []
    assert mask_of(3, [(0, 0), (2, 2), (0, 0)]) == 0b100_000_001
    assert mask_of(3, []) == 0


@pytest.mark.parametrize(("direction", "from_where", "everything_moved", "middle_moved"), [
    ("W", 0b111_111_000, 0b000_111_111, bit(3, (1, 0))),
    ("S", 0b000_111_111, 0b111_111_000, bit(3, (1, 2))),
    ("A", 0b110_110_110, 0b011_011_011, bit(3, (0, 1))),
    ("D", 0b011_011_011, 0b110_110_110, bit(3, (2, 1))),
])
def test_moves_stay_on_the_grid(direction: str, from_where: int, everything_moved: int, middle_moved: int) -> None:
    assert movable(3, direction) == from_where
    assert shift(3, ALL_3, direction) == everything_moved
    assert shift(3, bit(3, (1, 1)), direction) == middle_moved


def test_widen_adds_the_squares_next_door() -> None:
    assert widen(3, bit(3, (0, 0))) == 0b000_001_011
    assert widen(3, bit(3, (1, 1))) == 0b010_111_010
    assert widen(3, 0) == 0
    assert widen(4, bit(4, (3, 3))) == bit(4, (3, 3)) | bit(4, (2, 3)) | bit(4, (3, 2))


def test_balls_and_distances() -> None:
    assert balls(3, (0, 1)) == (0b000_001_000, 0b001_011_001, 0b011_111_011, ALL_3, ALL_3)
    assert balls(2, (1, 1)) == (0b1000, 0b1110, 0b1111)
    assert distance(3, (0, 0), 0) == NOWHERE == 99
    assert distance(3, (0, 0), bit(3, (0, 0))) == 0
    assert distance(3, (0, 0), bit(3, (2, 2))) == 4
    assert distance(4, (0, 0), bit(4, (3, 3)) | bit(4, (1, 1))) == 2
    assert distance(4, (3, 0), bit(4, (0, 3))) == 6


def test_a_wanderer_s_steps_and_reach() -> None:
    assert _wanderer_steps(4, (0, 0)) == ((0, 1), (1, 0))
    assert _wanderer_steps(4, (1, 1)) == ((1, 2), (2, 1), (0, 1), (1, 0))
    assert _wanderer_steps(4, (3, 2)) == ((3, 3), (2, 2), (3, 1))
    reach = reach_masks(4, (0, 0))
    assert [len(squares_of(4, mask)) for mask in reach] == [1, 3, 6, 10, 13, 15, 16]
    assert squares_of(4, reach[2]) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (0, 2)]
    assert reach_masks(5, (2, 2)) == (0b00000_00000_00100_00000_00000, 0b00000_00100_01110_00100_00000,
                                      0b00100_01110_11111_01110_00100, 0b01110_11111_11111_11111_01110,
                                      0b11111_11111_11111_11111_11111)
    assert reach_at(reach, 0) == bit(4, (0, 0)) and reach_at(reach, 3) == reach[3]
    assert reach_at(reach, 6) == reach_at(reach, 7) == reach_at(reach, 100) == 0xFFFF
