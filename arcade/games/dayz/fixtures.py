"""The course's sample-test fixtures: the grids its tests built in code, in the order they built them.

The course's expected transcripts were played on these grids (not on map files) with the module-level
random generator seeded with 1001.2021. Zombies step in the order they were added, so a map file, which
lists entities in reading order, cannot reproduce the two transcripts with two random zombies; building
the grid here can. `arcade --plain dayz --fixture NAME --seed 1001.2021` plays one without the Map: prompt.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from arcade.games.dayz.model import (
    AdvancedGame,
    Crossbow,
    Entity,
    Game,
    Garlic,
    Grid,
    HoldingPlayer,
    Hospital,
    IntermediateGame,
    Player,
    Position,
    RandomSource,
    TrackingZombie,
    VulnerablePlayer,
    Zombie,
)

FIXTURE_SIZE = 5
"""Every fixture grid is 5x5."""


def _grid(entities: list[tuple[tuple[int, int], Entity]]) -> Grid:
    """A 5x5 grid with these entities added in this order ((x, y) = (column, row))."""
    grid = Grid(FIXTURE_SIZE)
    for (x, y), entity in entities:
        grid.add_entity(Position(x, y), entity)
    return grid


def task1(rng: RandomSource = random) -> Game:
    """Task 1: a player and the hospital."""
    return Game(_grid([((4, 4), Hospital()), ((1, 1), Player())]), rng)


def task2(rng: RandomSource = random, *more_zombies: tuple[int, int]) -> Game:
    """Task 2: the player replaced by a vulnerable one, then two zombies (and any more given)."""
    entities: list[tuple[tuple[int, int], Entity]] = [((4, 4), Hospital()), ((1, 1), Player()),
                                                      ((1, 1), VulnerablePlayer())]
    entities += [(xy, Zombie()) for xy in [(3, 2), (3, 0), *more_zombies]]
    return IntermediateGame(_grid(entities), rng)


def task2_lose(rng: RandomSource = random) -> Game:
    """Task 2's losing fixture: a third zombie at (1, 3)."""
    return task2(rng, (1, 3))


def task3(rng: RandomSource = random) -> Game:
    """Task 3: a holding player, a zombie, a tracking zombie, garlic and a crossbow."""
    return AdvancedGame(_grid([((4, 4), Hospital()), ((1, 1), HoldingPlayer()), ((3, 2), Zombie()),
                               ((4, 0), TrackingZombie()), ((0, 2), Garlic()), ((0, 4), Crossbow())]), rng)


FIXTURES: dict[str, Callable[[RandomSource], Game]] = {
    "task1": task1, "task2": task2, "task2_lose": task2_lose, "task3": task3,
}
"""The fixtures by name; task 3's is played with the advanced text interface, the others with the basic one."""
