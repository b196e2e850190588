"""A board's shape for the screen's games: width columns by height rows, square or not (Expert is 30 wide, 16 high).

The task sheet's functions (model.py) know square boards only, by their grid_size; the screen's game class
(game.py), the solver (deduce.py), the no-guess dealer (noguess.py), the figures (figures.py) and the drawing
(board_view.py) take a `Grid`, which does what those functions do on a board of any shape through the same cores
(model.py's `place_pokemons`, `pokemon_around`, `uncover_section`, …), so a square Grid gives exactly the task
sheet's results: the same cells in the same order, the same draws. Cells are numbered in row-major order as the
game string has them (index = row * width + column); rows are named by letters (at most 26), columns by numbers.
Pure: no urwid, no I/O.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from arcade.games.pokemon.model import (
    ALPHA,
    DIRECTIONS,
    MAX_GRID_SIZE,
    UNEXPOSED,
    Position,
    RandomSource,
    cells_kept_free,
    most_pokemons_among,
    place_pokemons,
    pokemon_around,
    position_in_direction,
    read_action,
    uncover_section,
)

MAX_HEIGHT = MAX_GRID_SIZE
"""Rows are named by one letter: 26 at most."""
MAX_WIDTH = 30
"""Columns at most: Expert's 30, the widest board the classic games offer, and the widest that shows whole in 80
columns (two columns a cell)."""


@dataclass(frozen=True)
class Grid:
    """A board of `width` columns and `height` rows (what grid_size is to the task sheet's square boards)."""

    width: int
    height: int

    @classmethod
    def square(cls, grid_size: int) -> Grid:
        """The task sheet's grid_size × grid_size board."""
        return cls(grid_size, grid_size)

    def __str__(self) -> str:
        """The board as the panel and messages name it: '30×16'."""
        return f"{self.width}×{self.height}"

    @property
    def cell_count(self) -> int:
        """Cells on the board (the game string's length)."""
        return self.width * self.height

    @property
    def is_square(self) -> bool:
        """Whether the task sheet's functions (and plain mode) can play it: width and height alike."""
        return self.width == self.height

    def index(self, position: Position) -> int:
        """The game-string index of a (row, column) position."""
        row, column = position
        return row * self.width + column

    def position(self, index: int) -> Position:
        """The (row, column) of a game-string index."""
        return divmod(index, self.width)

    def holds(self, position: Position) -> bool:
        """Whether a (row, column) position is on the board."""
        row, column = position
        return 0 <= row < self.height and 0 <= column < self.width

    def cell_name(self, index: int) -> str:
        """The name a player types for a cell, e.g. 'C4' (row letter, column number)."""
        row, column = self.position(index)
        return f"{ALPHA[row]}{column + 1}"

    @property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """Each cell's neighbours in DIRECTIONS order (as neighbour_directions lists them on a square)."""
        return neighbour_table(self.width, self.height)

    @property
    def nearby(self) -> tuple[tuple[int, ...], ...]:
        """Each cell's cells within two steps (numbers that can share a covered neighbour with it)."""
        return nearby_table(self.width, self.height)

    # -- the game on this board (model.py's cores) -------------------------------------------------
    def new_game(self) -> str:
        """A game string with every cell unexposed."""
        return UNEXPOSED * self.cell_count

    def pokemon_around(self, pokemon_locations: Collection[int], index: int) -> int:
        """How many Pokémon hide in the cells around `index` (number_at_cell)."""
        return pokemon_around(self.neighbours, pokemon_locations, index)

    def uncover(self, game: str, pokemon_locations: Collection[int], index: int) -> str:
        """The game after selecting a safe, unflagged cell: its number, and its section when that number is 0."""
        return uncover_section(game, self.neighbours, pokemon_locations, index)

    def place_pokemons(self, count: int, rng: RandomSource, avoid: Sequence[int] = ()) -> tuple[int, ...]:
        """Distinct random cells for the Pokémon, drawn as generate_pokemons draws them."""
        return place_pokemons(self.cell_count, count, rng, avoid)

    def free_at_first_reveal(self, count: int, index: int) -> list[int]:
        """Cells kept free of Pokémon for a safe first reveal at `index` (see model.free_at_first_reveal)."""
        return cells_kept_free(self.neighbours, count, index)

    def most_pokemons(self, safe_first_reveal: bool) -> int:
        """The largest count the board may hold (one cell fewer while the first cell is kept safe)."""
        return most_pokemons_among(self.cell_count, safe_first_reveal)

    def parse_action(self, action: object) -> tuple[str, int | None]:
        """(kind, cell index) of a screen action as data; ValueError for anything else (see model.parse_action)."""
        return read_action(action, self.cell_count, str(self))


def as_grid(shape: Grid | int) -> Grid:
    """A Grid, or the square of a grid_size (what the solver's callers pass for the task sheet's boards)."""
    return shape if isinstance(shape, Grid) else Grid.square(shape)


@functools.cache
def neighbour_table(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Each cell's neighbours on a width × height board, in DIRECTIONS order, worked out once per shape."""
    grid = Grid(width, height)
    return tuple(tuple(grid.index(around) for direction in DIRECTIONS
                       if (around := position_in_direction(grid.position(index), direction)) is not None
                       and grid.holds(around))
                 for index in range(grid.cell_count))


@functools.cache
def nearby_table(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Each cell's cells within two steps on a width × height board, worked out once per shape."""
    table = []
    for index in range(width * height):
        row, col = divmod(index, width)
        table.append(tuple(r * width + c
                           for r in range(max(row - 2, 0), min(row + 3, height))
                           for c in range(max(col - 2, 0), min(col + 3, width)) if (r, c) != (row, col)))
    return tuple(table)
