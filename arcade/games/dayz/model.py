"""End of DayZ: the task sheet's classes (tasks 1-3) and our equivalents of the course's support module.

There is no reference folder for this game; the support module's facts (Position, load_map,
random_directions, the constants and messages) come from the course's a2_support.py as published in
public repositories, and its sample tests and transcripts (tests/data/dayz/course_tests) pin down what
the original printed. Points where they overrule the task sheet are marked "(original)":

- Positions are (x, y) = (column, row), as in the support module, although the task sheet's prose says
  (row, column); "W" is Position(0, -1).
- Garlic only makes the player immune; a zombie touching a garlic holder does not perish.
- The tracking zombie's tie-break order "W, S, N, E" is ascending offset order.

Zombie randomness goes through the game's random source (the `random` module by default, so seeding it
reproduces the original; tests and plain mode inject `random.Random(seed)`, which gives the same sequence).
Text output lives in plain.py (TextInterface, AdvancedTextInterface); nothing here prints.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Literal, Protocol

from arcade.errors import LevelError

PLAYER = "P"
HOSPITAL = "H"
BORDER = "#"
ZOMBIE = "Z"
TRACKING_ZOMBIE = "T"
ZOMBIES = (ZOMBIE, TRACKING_ZOMBIE)
GARLIC = "G"
CROSSBOW = "C"
PICKUP_ITEMS = (GARLIC, CROSSBOW)
LIFETIMES = {GARLIC: 10, CROSSBOW: 5}
UP = "W"
LEFT = "A"
DOWN = "S"
RIGHT = "D"
DIRECTIONS = (UP, LEFT, DOWN, RIGHT)
FIRE = "F"
OFFSETS = [(0, 1), (0, -1), (1, 0), (-1, 0)]
ACTION_PROMPT = "Enter your next action: "
MAP_PROMPT = "Map: "
WIN_MESSAGE = "You win!"
LOSE_MESSAGE = "You lose!"
HOLDING_MESSAGE = "The player is currently holding:"
FIRE_PROMPT = "Direction to fire: "
NO_ZOMBIE_MESSAGE = "No zombie in that direction!"
INVALID_FIRING_MESSAGE = "Invalid firing direction entered!"
NO_WEAPON_MESSAGE = "You are not holding anything to fire!"

EntityLocations = dict[tuple[int, int], str]
"""What load_map returns first: (x, y) of every non-space character, mapped to that character."""


class RandomSource(Protocol):
    """What zombies need from a random source: `random.Random` and the `random` module both fit."""

    def sample(self, population: list[tuple[int, int]], k: int) -> list[tuple[int, int]]: ...


class Position:
    """An (x, y) square of the grid: x is the column, y the row (down is +y)."""

    def __init__(self, x: int, y: int) -> None:
        self._x = x
        self._y = y

    def get_x(self) -> int:
        """The column."""
        return self._x

    def get_y(self) -> int:
        """The row."""
        return self._y

    def distance(self, position: Position) -> int:
        """Manhattan distance to another position."""
        return abs(self._x - position.get_x()) + abs(self._y - position.get_y())

    def in_range(self, position: Position, range: int) -> bool:
        """True when the other position is strictly closer than `range`."""
        return self.distance(position) < range

    def add(self, position: Position) -> Position:
        """A new position offset by another (this one is unchanged)."""
        return Position(self._x + position.get_x(), self._y + position.get_y())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return False
        return (self._x, self._y) == (other.get_x(), other.get_y())

    def __hash__(self) -> int:
        return hash((self._x, self._y))

    def __repr__(self) -> str:
        return f"Position({self._x}, {self._y})"

    __str__ = __repr__


def load_map(filename: str) -> tuple[EntityLocations, int]:
    """Read a map file: every non-space character by (x, y), and the size, which is the number of lines."""
    with open(filename, encoding="utf-8") as map_file:
        return map_of_lines(map_file.readlines())


def map_of_lines(lines: list[str]) -> tuple[EntityLocations, int]:
    """What load_map makes of a map file's lines (with or without their line ends): every non-space character by
    (x, y), and the size, which is the number of lines."""
    locations: EntityLocations = {}
    for y, line in enumerate(lines):
        for x, char in enumerate(line.strip("\n")):
            if char != " ":
                locations[(x, y)] = char
    return locations, len(lines)


def random_directions(rng: RandomSource = random) -> list[tuple[int, int]]:
    """The four offsets in a random order: one `sample(OFFSETS, k=4)` call, as the support module made."""
    return rng.sample(OFFSETS, k=4)


class GameInterface:
    """The abstract interface between a user and a game (the support module's)."""

    def draw(self, game: Game) -> None:
        """Show the game."""
        raise NotImplementedError

    def play(self, game: Game) -> None:
        """Run the game loop."""
        raise NotImplementedError


# -- task 1 -------------------------------------------------------------------------------------------
class Entity:
    """Anything that can stand on the grid (abstract)."""

    def step(self, position: Position, game: Game) -> None:
        """React to a step event; a plain entity does nothing."""

    def display(self) -> str:
        """The entity's character on a text grid."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Player(Entity):
    """The entity the user moves."""

    def display(self) -> str:
        return PLAYER


class Hospital(Entity):
    """Where the player must get to."""

    def display(self) -> str:
        return HOSPITAL


class Grid:
    """A square grid holding at most one entity per position.

    Entities are kept in insertion order, and a moved entity goes to the end (original): zombies step,
    and draw random numbers, in that order, so the original's zombie paths depend on it.
    """

    def __init__(self, size: int) -> None:
        self._size = size
        self._entities: dict[Position, Entity] = {}

    def get_size(self) -> int:
        """The grid's length and width."""
        return self._size

    def in_bounds(self, position: Position) -> bool:
        """True when both coordinates are from 0 to size - 1."""
        return 0 <= position.get_x() < self._size and 0 <= position.get_y() < self._size

    def add_entity(self, position: Position, entity: Entity) -> None:
        """Place an entity, replacing any already there; out-of-bounds positions are ignored."""
        if self.in_bounds(position):
            self._entities[position] = entity

    def remove_entity(self, position: Position) -> None:
        """Remove the entity at a position, if any."""
        self._entities.pop(position, None)

    def get_entity(self, position: Position) -> Entity | None:
        """The entity at a position, or None (also off the grid)."""
        return self._entities.get(position)

    def get_mapping(self) -> dict[Position, Entity]:
        """A copy of the position-to-entity mapping."""
        return dict(self._entities)

    def get_entities(self) -> list[Entity]:
        """A copy of the list of entities."""
        return list(self._entities.values())

    def move_entity(self, start: Position, end: Position) -> None:
        """Move the entity at start to end, replacing what is there; not off the grid or from an empty start."""
        if start == end or not (self.in_bounds(start) and self.in_bounds(end)):
            return
        entity = self._entities.get(start)
        if entity is None:
            return
        self._entities[end] = entity
        del self._entities[start]

    def find_player(self) -> Position | None:
        """Where the player is, or None."""
        for position, entity in self._entities.items():
            if entity.display() == PLAYER:
                return position
        return None

    def serialize(self) -> dict[tuple[int, int], str]:
        """Every occupied (x, y) mapped to its entity's character."""
        return {(position.get_x(), position.get_y()): entity.display() for position, entity in self._entities.items()}


class MapLoader:
    """Builds a Grid from a map file (abstract: create_entity decides what each character is)."""

    def load(self, filename: str) -> Grid:
        """A new grid with every entity of the map file."""
        locations, size = load_map(filename)
        return self.build(locations, size)

    def build(self, locations: EntityLocations, size: int) -> Grid:
        """A new grid with an entity for each character, added in the given order (ours: load's second half,
        also used to rebuild a map already read)."""
        grid = Grid(size)
        for (x, y), token in locations.items():
            grid.add_entity(Position(x, y), self.create_entity(token))
        return grid

    def create_entity(self, token: str) -> Entity:
        """The entity a map character stands for."""
        raise NotImplementedError(token)


def unrecognised(token: str) -> ValueError:
    """The error a loader raises for a character it does not know."""
    return ValueError(f"Unrecognised entity '{token}' in map file.")


class BasicMapLoader(MapLoader):
    """Loads maps with a player and a hospital."""

    def create_entity(self, token: str) -> Entity:
        if token == PLAYER:
            return Player()
        if token == HOSPITAL:
            return Hospital()
        raise unrecognised(token)


DIRECTION_OFFSETS = {UP: (0, -1), DOWN: (0, 1), LEFT: (-1, 0), RIGHT: (1, 0)}


class Game:
    """The player's moves on a grid and the step event (the player cannot lose yet)."""

    def __init__(self, grid: Grid, rng: RandomSource = random) -> None:
        self._grid = grid
        self._steps = 0
        self.random_source = rng
        """Where zombies get their random directions (the `random` module unless a test or seed says)."""

    def get_grid(self) -> Grid:
        """The grid being played on."""
        return self._grid

    def get_player(self) -> Player | None:
        """The player in the grid, or None."""
        position = self._grid.find_player()
        entity = self._grid.get_entity(position) if position is not None else None
        return entity if isinstance(entity, Player) else None

    def step(self) -> None:
        """Trigger the step event: every entity, in grid order as it was before the step, then count it."""
        for position, entity in self._grid.get_mapping().items():
            entity.step(position, self)
        self._steps += 1

    def get_steps(self) -> int:
        """How many steps have happened."""
        return self._steps

    def move_player(self, offset: Position) -> None:
        """Move the player by an offset, unless that leaves the grid (whatever is there is replaced)."""
        start = self._grid.find_player()
        if start is None:
            return
        end = start.add(offset)
        if self._grid.in_bounds(end):
            self._grid.move_entity(start, end)

    def direction_to_offset(self, direction: str) -> Position | None:
        """The offset for 'W', 'A', 'S' or 'D' (case matters), or None."""
        offset = DIRECTION_OFFSETS.get(direction)
        return Position(*offset) if offset is not None else None

    def has_won(self) -> bool:
        """True once the player has stepped onto the hospital (no hospital left)."""
        return HOSPITAL not in self._grid.serialize().values()

    def has_lost(self) -> bool:
        """The basic game cannot be lost."""
        return False


# -- task 2 -------------------------------------------------------------------------------------------
class VulnerablePlayer(Player):
    """A player who can be infected."""

    def __init__(self) -> None:
        self._infected = False

    def infect(self) -> None:
        """Become infected (for good)."""
        self._infected = True

    def is_infected(self) -> bool:
        """Whether the player is infected."""
        return self._infected


class Zombie(Entity):
    """Wanders at random; infects the player instead of moving onto them."""

    def step(self, position: Position, game: Game) -> None:
        """Try the directions in the order `offsets` gives (a random one) and take the first free one."""
        self.try_offsets(position, game, self.offsets(position, game))

    def offsets(self, position: Position, game: Game) -> list[tuple[int, int]]:
        """The order this zombie tries the directions in on its step: a random one, one draw from the game's
        random source (ours: the step's half the danger overlay asks for every answer of the source)."""
        return random_directions(game.random_source)

    def try_offsets(self, position: Position, game: Game, offsets: list[tuple[int, int]]) -> None:
        """Move by the first offset that leads to a free square in the grid; a player there is infected instead."""
        grid = game.get_grid()
        target = first_open_square(grid, position, offsets)
        if target is None:
            return
        occupant = grid.get_entity(target)
        if isinstance(occupant, VulnerablePlayer):
            occupant.infect()
        else:
            grid.move_entity(position, target)

    def display(self) -> str:
        return ZOMBIE


def first_open_square(grid: Grid, position: Position, offsets: list[tuple[int, int]]) -> Position | None:
    """The first square, trying the offsets in order, that a zombie here steps to (free and in the grid) or
    strikes (the player's); None when every one is blocked. Zombies and the intent display both use it."""
    for offset in offsets:
        target = position.add(Position(*offset))
        occupant = grid.get_entity(target)
        if isinstance(occupant, VulnerablePlayer) or (occupant is None and grid.in_bounds(target)):
            return target
    return None


class IntermediateGame(Game):
    """A game the player loses by being infected."""

    def has_lost(self) -> bool:
        """True when the player is infected (or gone)."""
        player = self.get_player()
        if player is None:
            return True
        return isinstance(player, VulnerablePlayer) and player.is_infected()


class IntermediateMapLoader(BasicMapLoader):
    """Loads maps with vulnerable players and zombies too."""

    def create_entity(self, token: str) -> Entity:
        if token == PLAYER:
            return VulnerablePlayer()
        if token == ZOMBIE:
            return Zombie()
        return super().create_entity(token)


# -- task 3 -------------------------------------------------------------------------------------------
def tracking_order(position: Position, target: Position) -> list[tuple[int, int]]:
    """The offsets sorted by the distance they leave to the target, ties in offset order (W, S, N, E)."""
    return sorted(OFFSETS, key=lambda offset: (position.add(Position(*offset)).distance(target), offset))


class TrackingZombie(Zombie):
    """Moves towards the player, trying the best directions first."""

    def offsets(self, position: Position, game: Game) -> list[tuple[int, int]]:
        """The directions best first towards the player (none when there is no player, so it stays)."""
        target = game.get_grid().find_player()
        return tracking_order(position, target) if target is not None else []

    def display(self) -> str:
        return TRACKING_ZOMBIE


class Pickup(Entity):
    """An item the player can hold for a limited number of steps (abstract)."""

    def __init__(self) -> None:
        self._lifetime = self.get_durability()

    def get_durability(self) -> int:
        """How many steps the item lasts once held."""
        raise NotImplementedError

    def get_lifetime(self) -> int:
        """Steps left before the item disappears."""
        return self._lifetime

    def hold(self) -> None:
        """One step passes while held."""
        self._lifetime -= 1

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._lifetime})"


class Garlic(Pickup):
    """Makes its holder immune to infection."""

    def get_durability(self) -> int:
        return LIFETIMES[GARLIC]

    def display(self) -> str:
        return GARLIC


class Crossbow(Pickup):
    """Lets its holder fire at the first zombie in a direction."""

    def get_durability(self) -> int:
        return LIFETIMES[CROSSBOW]

    def display(self) -> str:
        return CROSSBOW


class Inventory:
    """The items a player holds; each wears out after its lifetime."""

    def __init__(self) -> None:
        self._items: list[Pickup] = []

    def step(self) -> None:
        """Every item loses a step of lifetime; used-up items are dropped."""
        for item in self._items:
            item.hold()
        self._items = [item for item in self._items if item.get_lifetime() > 0]

    def add_item(self, item: Pickup) -> None:
        """Hold another item."""
        self._items.append(item)

    def get_items(self) -> list[Pickup]:
        """A copy of the list of held items, in pickup order."""
        return list(self._items)

    def contains(self, pickup_id: str) -> bool:
        """Whether an item with this display character is held."""
        return any(item.display() == pickup_id for item in self._items)


class HoldingPlayer(VulnerablePlayer):
    """A player with an inventory; garlic makes them immune."""

    def __init__(self) -> None:
        super().__init__()
        self._inventory = Inventory()

    def get_inventory(self) -> Inventory:
        """The player's inventory."""
        return self._inventory

    def infect(self) -> None:
        """Become infected, unless holding garlic."""
        if not self._inventory.contains(GARLIC):
            super().infect()

    def step(self, position: Position, game: Game) -> None:
        """A step wears the held items."""
        self._inventory.step()


FireResult = Literal["no weapon", "invalid direction", "no zombie", "hit"]
FIRE_MESSAGES: dict[FireResult, str | None] = {
    "no weapon": NO_WEAPON_MESSAGE,
    "invalid direction": INVALID_FIRING_MESSAGE,
    "no zombie": NO_ZOMBIE_MESSAGE,
    "hit": None,  # the original printed nothing for a hit
}


class AdvancedGame(IntermediateGame):
    """A game with pickups: walking onto one puts it in the player's inventory."""

    def move_player(self, offset: Position) -> None:
        """Move as before, first picking up any item at the destination."""
        start = self._grid.find_player()
        player = self.get_player()
        if start is not None and isinstance(player, HoldingPlayer):
            end = start.add(offset)
            item = self._grid.get_entity(end)
            if self._grid.in_bounds(end) and isinstance(item, Pickup):
                player.get_inventory().add_item(item)
                self._grid.remove_entity(end)
        super().move_player(offset)


class AdvancedMapLoader(IntermediateMapLoader):
    """Loads maps with holding players, tracking zombies, garlic and crossbows too."""

    def create_entity(self, token: str) -> Entity:
        if token == PLAYER:
            return HoldingPlayer()
        factories: dict[str, type[Entity]] = {TRACKING_ZOMBIE: TrackingZombie, GARLIC: Garlic, CROSSBOW: Crossbow}
        if token in factories:
            return factories[token]()
        return super().create_entity(token)


# -- ours: firing, map checking and look-ahead, shared by both faces ---------------------------------------
def can_fire(game: Game) -> bool:
    """Whether the player holds a crossbow."""
    player = game.get_player()
    return isinstance(player, HoldingPlayer) and player.get_inventory().contains(CROSSBOW)


def line_of_fire(game: Game, direction: str) -> list[Position]:
    """The squares a shot in this direction crosses: up to and including the first entity, or to the edge."""
    grid = game.get_grid()
    start = grid.find_player()
    offset = game.direction_to_offset(direction)
    if start is None or offset is None:
        return []
    squares = []
    square = start.add(offset)
    while grid.in_bounds(square):
        squares.append(square)
        if grid.get_entity(square) is not None:
            break
        square = square.add(offset)
    return squares


def fire(game: Game, direction: str) -> FireResult:
    """Shoot the crossbow as the original's fire action did, without its step: the first entity in the
    direction is removed if it is a zombie (tracking zombies included)."""
    if not can_fire(game):
        return "no weapon"
    if direction not in DIRECTIONS:
        return "invalid direction"
    squares = line_of_fire(game, direction)
    grid = game.get_grid()
    target = grid.get_entity(squares[-1]) if squares else None
    if target is None or target.display() not in ZOMBIES:
        return "no zombie"
    grid.remove_entity(squares[-1])
    return "hit"


def load_game_map(path: str | Path) -> Grid:
    """Load a map for play with AdvancedMapLoader, or raise LevelError naming what is wrong and where.

    The original assumed a good map; we check what would otherwise crash or make no game: an unreadable
    file, an unknown character, a character beyond the square the line count makes, no player or more
    than one, no hospital.
    """
    try:
        locations, size = load_map(str(path))
    except UnicodeDecodeError:
        raise LevelError(path, "not a text file") from None
    except OSError as error:
        raise LevelError(path, error.strerror or str(error)) from None
    return checked_map(locations, size, path)


def game_map_of_text(text: str, source: str) -> Grid:
    """The map of a map file's text (a generated map's) for play, checked as load_game_map checks a file's;
    LevelError naming source."""
    return checked_map(*map_of_lines(text.splitlines()), source)


def checked_map(locations: EntityLocations, size: int, path: str | Path) -> Grid:
    """A map read from path (or made), built with AdvancedMapLoader; LevelError naming what is wrong and where."""
    if size == 0:
        raise LevelError(path, "the map is empty")
    loader = AdvancedMapLoader()
    for (x, y), token in locations.items():
        if x >= size:
            raise LevelError(path, f"'{token}' in column {x + 1} lies outside the {size}x{size} map (one line per row)",
                             y + 1)
        try:
            loader.create_entity(token)
        except ValueError:
            raise LevelError(path, f"unknown character {token!r} (use P H Z T G C or space)", y + 1) from None
    players = [xy for xy, token in locations.items() if token == PLAYER]
    if len(players) != 1:
        raise LevelError(path, "the map needs exactly one player (P)" + (f", not {len(players)}" if players else ""))
    if HOSPITAL not in locations.values():
        raise LevelError(path, "the map has no hospital (H)")
    return loader.build(locations, size)


def tracking_intents(game: Game) -> dict[Position, Position]:
    """Where each tracking zombie would step next (its current square when it is stuck), without moving it.

    Looked at one zombie at a time on the grid as it is now; zombies stepping earlier in the same step can
    still block a square, so this is the intent, not a promise.
    """
    grid = game.get_grid()
    target = grid.find_player()
    intents: dict[Position, Position] = {}
    if target is None:
        return intents
    for position, entity in grid.get_mapping().items():
        if isinstance(entity, TrackingZombie):
            intents[position] = first_open_square(grid, position, tracking_order(position, target)) or position
    return intents


def move_is_risky(game: Game, direction: str) -> bool:
    """Whether moving this way could get the player infected on the following step (the safety guard).

    True when the player would end next to a zombie without garlic in hand after the pickup there; a
    zombie steps at most one square, so no other zombie can reach the player in that step. A move onto the
    hospital is never risky: the win is counted before any infection.
    """
    grid = game.get_grid()
    start = grid.find_player()
    offset = game.direction_to_offset(direction)
    player = game.get_player()
    if start is None or offset is None or not isinstance(player, VulnerablePlayer):
        return False
    end = start.add(offset)
    if not grid.in_bounds(end):
        end = start
    if isinstance(grid.get_entity(end), Garlic | Hospital):
        return False
    return not holds_lasting_garlic(player) and next_to_zombie(grid, end)


def waiting_is_risky(game: Game) -> bool:
    """Whether standing still could get the player infected on this step (the guard's check for a wait)."""
    grid = game.get_grid()
    here = grid.find_player()
    player = game.get_player()
    if here is None or not isinstance(player, VulnerablePlayer):
        return False
    return not holds_lasting_garlic(player) and next_to_zombie(grid, here)


def holds_lasting_garlic(player: Player) -> bool:
    """Whether the player holds garlic that is still held after this step's wear, whoever steps first."""
    return isinstance(player, HoldingPlayer) and any(
        item.display() == GARLIC and item.get_lifetime() > 1 for item in player.get_inventory().get_items()
    )


def next_to_zombie(grid: Grid, square: Position) -> bool:
    """Whether a zombie stands on a square next to this one (a zombie steps at most one square)."""
    for offset in OFFSETS:
        neighbour = grid.get_entity(square.add(Position(*offset)))
        if neighbour is not None and neighbour.display() in ZOMBIES:
            return True
    return False
