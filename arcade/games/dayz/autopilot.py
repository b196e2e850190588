"""Automatic players for End of DayZ, used to measure how hard a map is (benchmarks/dayz_maps.py and
tests/dayz/test_levels.py). The cautious autopilot shoots a zombie lined up close by, else takes the safe
step that gets nearest the hospital; the straight walker heads for the hospital whatever the zombies do,
which tells apart maps the autopilot always wins. Pure: they drive the model's own moves, steps and shots.
"""

from __future__ import annotations

from arcade.games.dayz.model import (
    DIRECTION_OFFSETS,
    DIRECTIONS,
    HOSPITAL,
    ZOMBIES,
    Game,
    Position,
    can_fire,
    fire,
    line_of_fire,
    move_is_risky,
    waiting_is_risky,
)

SHOOTING_RANGE = 3
"""The autopilot shoots zombies lined up at most this many squares away."""
STEP_LIMIT = 200
"""A game not over after this many steps counts as not won."""


def hospital_of(game: Game) -> Position | None:
    """Where the hospital is (None once the player stands on it)."""
    for (x, y), token in game.get_grid().serialize().items():
        if token == HOSPITAL:
            return Position(x, y)
    return None


def target_in_range(game: Game) -> str | None:
    """A direction with a zombie first in the line of fire, close enough to be worth a bolt."""
    grid = game.get_grid()
    for direction in DIRECTIONS:
        squares = line_of_fire(game, direction)
        if squares and len(squares) <= SHOOTING_RANGE:
            entity = grid.get_entity(squares[-1])
            if entity is not None and entity.display() in ZOMBIES:
                return direction
    return None


def choose_move(game: Game) -> str | None:
    """The direction to move (None: stand still): safe first, then nearest the hospital, then W A S D order."""
    grid = game.get_grid()
    start = grid.find_player()
    hospital = hospital_of(game)
    if start is None or hospital is None:
        return None
    options: list[tuple[bool, int, int, str | None]] = [(waiting_is_risky(game), start.distance(hospital), 4, None)]
    for rank, direction in enumerate(DIRECTIONS):
        offset = game.direction_to_offset(direction)
        assert offset is not None
        end = start.add(offset)
        if grid.in_bounds(end):
            options.append((move_is_risky(game, direction), end.distance(hospital), rank, direction))
    return min(options)[3]


def take_turn(game: Game) -> None:
    """One action and its step: a shot when a zombie is lined up close by, else a move or a wait."""
    direction = target_in_range(game) if can_fire(game) else None
    if direction is not None:
        fire(game, direction)
    else:
        move = choose_move(game)
        offset = game.direction_to_offset(move) if move is not None else None
        if offset is not None:
            game.move_player(offset)
    game.step()


def play_out(game: Game, step_limit: int = STEP_LIMIT) -> bool:
    """Play until the game ends or the step limit; True for a win."""
    while game.get_steps() < step_limit:
        take_turn(game)
        if game.has_won():
            return True
        if game.has_lost():
            return False
    return False


def straight_step(game: Game) -> str | None:
    """The direction that gets nearest the hospital, ties in W A S D order, zombies ignored (None: none left)."""
    start = game.get_grid().find_player()
    hospital = hospital_of(game)
    if start is None or hospital is None:
        return None
    return min(DIRECTIONS, key=lambda direction: start.add(Position(*DIRECTION_OFFSETS[direction])).distance(hospital))


def walk_straight(game: Game, step_limit: int = STEP_LIMIT) -> bool:
    """Walk straight for the hospital until the game ends or the step limit; True for a win."""
    while game.get_steps() < step_limit:
        direction = straight_step(game)
        offset = game.direction_to_offset(direction) if direction is not None else None
        if offset is not None:
            game.move_player(offset)
        game.step()
        if game.has_won():
            return True
        if game.has_lost():
            return False
    return False
