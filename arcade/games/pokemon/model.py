"""Pokémon: Gotta Find Them All! (a minesweeper): the task sheet's functions over a game string.

The game is a string of grid_size² characters, one per cell in row-major order, exactly as the task
sheet requires; every function keeps the task sheet's name, signature and results. The constants and
`generate_pokemons` are those of the course's a1_support.py (there is no reference folder for this
game, so their values come from that file). Plain mode uses the functions alone; `PokemonGame` (game.py)
wraps them for the screen with the options the original lacked, and the screen's actions as data are here.

The work of the functions that read the board's shape (placing the Pokémon, counting them around a cell, the
section a 0 opens) is done by cores that take the cell count or the neighbour table instead of grid_size
(`place_pokemons`, `pokemon_around`, `search_section`, `uncover_section`): the task-sheet functions call them with
the square's table, and grid.py with a rectangle's (the screen's wide boards, such as Expert's 30×16), so both
shapes share one implementation while the task sheet's functions keep their square grid_size.

Only `display_game` prints, because the task sheet says it does; `format_game` is its pure core.
"""

from __future__ import annotations

import random
import re
from collections.abc import Collection, Sequence
from typing import Protocol

ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
UP = "up"
DOWN = "down"
LEFT = "left"
RIGHT = "right"
DIRECTIONS = (UP, DOWN, LEFT, RIGHT, f"{UP}-{LEFT}", f"{UP}-{RIGHT}", f"{DOWN}-{LEFT}", f"{DOWN}-{RIGHT}")
WALL_VERTICAL = "|"
WALL_HORIZONTAL = "-"
POKEMON = "☺"  # the task sheet's figures print ☹, but its Table 2 and the support module both say ☺
FLAG = "♥"
UNEXPOSED = "~"
EXPOSED = "0"
INVALID = "That ain't a valid action buddy."
HELP_TEXT = """h - Help.
<Uppercase Letter><number> - Selecting a cell (e.g. 'A1')
f <Uppercase Letter><number> - Placing flag at cell (e.g. 'f A1')
:) - Restart game.
q - Quit.
"""

MAX_GRID_SIZE = len(ALPHA)
"""Rows are named by one letter, so 26 is the largest grid (the task sheet's maximum)."""

_DIRECTION_STEPS = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}
_CELL_ACTION = re.compile(r"([A-Z])([0-9]+)")

Position = tuple[int, int]


class RandomSource(Protocol):
    """What Pokémon placement needs from a random source: `random.Random` and the `random` module fit."""

    def randint(self, a: int, b: int) -> int: ...


def generate_pokemons(
    grid_size: int, number_of_pokemons: int, rng: RandomSource = random, avoid: Sequence[int] = ()
) -> tuple[int, ...]:
    """Random distinct cell indexes for the Pokémon, drawn as the support module draws them.

    One `randint(0, cells - 1)` per Pokémon, redrawn while it hits a taken cell, so a source seeded
    like the original's global `random` gives the original's placement. `avoid` (ours, for the safe
    first reveal) lists cells that are redrawn too; it is ignored where it would leave too few cells.
    """
    return place_pokemons(grid_size**2, number_of_pokemons, rng, avoid)


def place_pokemons(cell_count: int, number_of_pokemons: int, rng: RandomSource = random,
                   avoid: Sequence[int] = ()) -> tuple[int, ...]:
    """generate_pokemons on a board of cell_count cells, whatever its shape (the same draws)."""
    if len(set(avoid)) > cell_count - number_of_pokemons:
        avoid = ()
    locations: tuple[int, ...] = ()
    for _ in range(number_of_pokemons):
        if len(locations) >= cell_count:
            break
        index = rng.randint(0, cell_count - 1)
        while index in locations or index in avoid:
            index = rng.randint(0, cell_count - 1)
        locations += (index,)
    return locations


def column_label(column: int) -> str:
    """A header cell: one-digit numbers are padded on both sides, two-digit ones keep the cell 4 wide."""
    number = str(column + 1)
    return f" {number} " if len(number) == 1 else f" {number}"


def format_game(game: str, grid_size: int) -> str:
    """The text display_game prints, without its final newline.

    A header of column numbers, then each row named by its letter, every line followed by a separator
    of 4 * (grid_size + 1) dashes. Columns 10 and beyond are written ' 10|', keeping every cell 4
    characters wide (the task sheet's typeset example shows ' 10 |', which misaligns the header; the
    course's programs kept the width).
    """
    separator = WALL_HORIZONTAL * (4 * (grid_size + 1))
    lines = ["  " + WALL_VERTICAL + "".join(column_label(col) + WALL_VERTICAL for col in range(grid_size))]
    lines.append(separator)
    for row in range(grid_size):
        cells = game[row * grid_size:(row + 1) * grid_size]
        lines.append(ALPHA[row] + " " + WALL_VERTICAL + "".join(f" {cell} {WALL_VERTICAL}" for cell in cells))
        lines.append(separator)
    return "\n".join(lines)


def display_game(game: str, grid_size: int) -> None:
    """Print a grid-shaped representation of the game (the task sheet's one printing function)."""
    print(format_game(game, grid_size))


def parse_position(action: str, grid_size: int) -> Position | None:
    """The (row, column) of a 'select a cell' action such as 'C1', or None for anything else.

    A row letter within the grid followed by a column number from 1 to grid_size; flag actions
    ('f A1') are not select actions, so they give None too.
    """
    match = _CELL_ACTION.fullmatch(action)
    if match is None:
        return None
    row = ALPHA.index(match.group(1))
    column = int(match.group(2)) - 1
    if row >= grid_size or not 0 <= column < grid_size:
        return None
    return row, column


def position_to_index(position: Position, grid_size: int) -> int:
    """The game-string index of a (row, column) position."""
    row, column = position
    return row * grid_size + column


def index_to_position(index: int, grid_size: int) -> Position:
    """The (row, column) of a game-string index (the inverse of position_to_index)."""
    return divmod(index, grid_size)


def cell_name(index: int, grid_size: int) -> str:
    """The name a player types for a cell, e.g. 'C4' (what parse_position reads back)."""
    row, column = index_to_position(index, grid_size)
    return f"{ALPHA[row]}{column + 1}"


def replace_character_at_index(game: str, index: int, character: str) -> str:
    """The game string with `character` at `index`."""
    return game[:index] + character + game[index + 1:]


def flag_cell(game: str, index: int) -> str:
    """The game string with the flag at `index` toggled; an exposed cell cannot be flagged.

    The task sheet's Example 2 shows 'f E1' on an exposed 0 changing nothing.
    """
    if game[index] == FLAG:
        return replace_character_at_index(game, index, UNEXPOSED)
    if game[index] == UNEXPOSED:
        return replace_character_at_index(game, index, FLAG)
    return game


def index_in_direction(index: int, grid_size: int, direction: str) -> int | None:
    """The index of the neighbour in `direction` (one of DIRECTIONS), or None off the grid or for a bad direction."""
    position = position_in_direction(index_to_position(index, grid_size), direction)
    if position is None:
        return None
    row, column = position
    if not (0 <= row < grid_size and 0 <= column < grid_size):
        return None
    return position_to_index(position, grid_size)


def position_in_direction(position: Position, direction: str) -> Position | None:
    """The (row, column) one step from `position` in `direction` (one of DIRECTIONS), wherever the board ends; None
    for a bad direction."""
    if direction not in DIRECTIONS:
        return None
    row, column = position
    for part in direction.split("-"):
        d_row, d_column = _DIRECTION_STEPS[part]
        row, column = row + d_row, column + d_column
    return row, column


def neighbour_directions(index: int, grid_size: int) -> list[int]:
    """The indexes of the cells around `index`, in DIRECTIONS order (edge cells have fewer)."""
    return list(_neighbour_table(grid_size)[index])


_NEIGHBOUR_TABLES: dict[int, tuple[tuple[int, ...], ...]] = {}


def _neighbour_table(grid_size: int) -> tuple[tuple[int, ...], ...]:
    """Every cell's neighbour_directions on a grid of this size, worked out once per size: a whole game asks
    for them hundreds of thousands of times (plain mode's speed, docs/performance.md)."""
    table = _NEIGHBOUR_TABLES.get(grid_size)
    if table is None:
        table = tuple(tuple(neighbour for direction in DIRECTIONS
                            if (neighbour := index_in_direction(index, grid_size, direction)) is not None)
                      for index in range(grid_size * grid_size))
        _NEIGHBOUR_TABLES[grid_size] = table
    return table


NeighbourTable = Sequence[Sequence[int]]
"""Each cell's neighbours, by index (a board's shape: its length is the cell count)."""


def number_at_cell(game: str, pokemon_locations: Sequence[int], grid_size: int, index: int) -> int:
    """How many Pokémon hide in the cells around `index`."""
    return pokemon_around(_neighbour_table(grid_size), pokemon_locations, index)


def pokemon_around(neighbours: NeighbourTable, pokemon_locations: Collection[int], index: int) -> int:
    """number_at_cell on a board of any shape, given its neighbour table."""
    return sum(1 for neighbour in neighbours[index] if neighbour in pokemon_locations)


def check_win(game: str, pokemon_locations: Sequence[int]) -> bool:
    """True when every Pokémon cell is flagged, no other cell is flagged and no cell is left unexposed."""
    if UNEXPOSED in game or game.count(FLAG) != len(pokemon_locations):
        return False
    return all(game[index] == FLAG for index in pokemon_locations)


def big_fun_search(game: str, grid_size: int, pokemon_locations: Sequence[int], index: int) -> list[int]:
    """The cells to uncover around a selected cell (the support code's search, same results in the same order).

    A flagged cell or a cell next to a Pokémon gives [index]. A cell with no Pokémon around it gives
    every cell of its section except itself: a depth-first walk (the most recently found zero first)
    that lists each newly found neighbour, flagged ones included, and goes on only through unflagged
    zeros. Callers skip flagged cells when they uncover the list.
    """
    return search_section(game, _neighbour_table(grid_size), pokemon_locations, index)


def search_section(game: str, neighbours: NeighbourTable, pokemon_locations: Collection[int],
                   index: int) -> list[int]:
    """big_fun_search on a board of any shape, given its neighbour table (the same cells in the same order)."""
    if game[index] == FLAG or pokemon_around(neighbours, pokemon_locations, index) != 0:
        return [index]
    to_visit = [index]
    seen = {index}
    visible: list[int] = []
    while to_visit:
        cell = to_visit.pop()
        for neighbour in neighbours[cell]:
            if neighbour in seen:
                continue
            seen.add(neighbour)
            if game[neighbour] != FLAG and pokemon_around(neighbours, pokemon_locations, neighbour) == 0:
                to_visit.append(neighbour)
            visible.append(neighbour)
    return visible


def uncover(game: str, grid_size: int, pokemon_locations: Sequence[int], index: int) -> str:
    """The game after selecting a safe, unflagged cell: its number, and its section when that number is 0."""
    return uncover_section(game, _neighbour_table(grid_size), pokemon_locations, index)


def uncover_section(game: str, neighbours: NeighbourTable, pokemon_locations: Collection[int], index: int) -> str:
    """uncover on a board of any shape, given its neighbour table."""
    pokemon_locations = frozenset(pokemon_locations)  # the same cells, each looked up in one step
    game = replace_character_at_index(game, index, str(pokemon_around(neighbours, pokemon_locations, index)))
    for cell in search_section(game, neighbours, pokemon_locations, index):
        if game[cell] != FLAG:
            game = replace_character_at_index(game, cell, str(pokemon_around(neighbours, pokemon_locations, cell)))
    return game


def reveal_pokemons(game: str, pokemon_locations: Sequence[int]) -> str:
    """The game as shown after a loss: every Pokémon cell, flagged or not, shows POKEMON."""
    for index in pokemon_locations:
        game = replace_character_at_index(game, index, POKEMON)
    return game


def new_game(grid_size: int) -> str:
    """A game string with every cell unexposed."""
    return UNEXPOSED * grid_size**2


def free_at_first_reveal(grid_size: int, number_of_pokemons: int, index: int) -> list[int]:
    """Cells kept free of Pokémon for a safe first reveal at `index`: the cell and its neighbours, or the cell
    alone when the Pokémon need the room, or none when they fill the board."""
    return cells_kept_free(_neighbour_table(grid_size), number_of_pokemons, index)


def cells_kept_free(neighbours: NeighbourTable, number_of_pokemons: int, index: int) -> list[int]:
    """free_at_first_reveal on a board of any shape, given its neighbour table."""
    free = len(neighbours) - number_of_pokemons
    around = [index, *neighbours[index]]
    return around if len(around) <= free else [index] if free >= 1 else []


def most_pokemons(grid_size: int, safe_first_reveal: bool) -> int:
    """The largest count a board may hold: every cell, or every cell but the first uncovered when it is kept safe
    (the new-game form and `pokemon-board` cap the count so that safe first reveal always holds)."""
    return most_pokemons_among(grid_size**2, safe_first_reveal)


def most_pokemons_among(cell_count: int, safe_first_reveal: bool) -> int:
    """most_pokemons on a board of cell_count cells, whatever its shape."""
    return max(cell_count - 1, 0) if safe_first_reveal else cell_count


REVEAL_ACTION = "reveal"
FLAG_ACTION = "flag"
UNDO_LOSS_ACTION = "undo_loss"
TIP_ACTION = "tip"
"""The screen's actions as data (what saved games and replays list): [REVEAL_ACTION, index] uncovers a cell,
[FLAG_ACTION, index] toggles its flag, UNDO_LOSS_ACTION takes the fatal reveal back, TIP_ACTION shows a provable
cell (the game is then assisted)."""


def parse_action(action: object, grid_size: int) -> tuple[str, int | None]:
    """(kind, cell index) of a screen action as data, the index None for UNDO_LOSS_ACTION and TIP_ACTION;
    ValueError for anything else (e.g. an index off the board), so a damaged saved game is caught before it is
    played."""
    return read_action(action, grid_size**2, f"{grid_size}×{grid_size}")


def read_action(action: object, cell_count: int, board: str) -> tuple[str, int | None]:
    """parse_action on a board of cell_count cells, whatever its shape (`board` names it in the error: '30×16')."""
    if action in (UNDO_LOSS_ACTION, TIP_ACTION):
        return str(action), None
    if isinstance(action, list) and len(action) == 2 and action[0] in (REVEAL_ACTION, FLAG_ACTION):
        index = action[1]
        if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < cell_count:
            return action[0], index
    raise ValueError(f"not a Pokémon action on a {board} board: {action!r}")
