"""`arcade --plain pokemon-board SIZE COUNT --first CELL --seed N [--no-guess]`: print a generated board.

The board is the one the screen deals from board seed N when the first cell uncovered is CELL (the safe first
reveal on, as in the screen): one row per line, `*` for a Pokémon and `.` for a safe cell, so a board can be
checked from outside. CELL is read as the original game reads a cell (parse_position: a capital row letter, then
the column's number, leading zeros allowed: H8, H08); anything else is refused with the reason (h8: row letters
are capitals). With --no-guess it is the guess-free board; when none is found (a count too crowded) the ordinary
board is printed, a line on standard error says so and the status is 1. Bad arguments: one line on standard
error, status 2. Nothing here imports urwid.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import NoReturn

from arcade.errors import ArcadeError
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import ALPHA, MAX_GRID_SIZE, most_pokemons, parse_position, position_to_index

POKEMON_MARK = "*"
SAFE_MARK = "."
NOT_GUESS_FREE = "no guess-free board was found for this many Pokémon: this one may need a guess"
EXIT_NOT_GUESS_FREE = 1


class Parser(argparse.ArgumentParser):
    """An argument parser whose complaints are one line (the arcade's error), not usage and a message."""

    def error(self, message: str) -> NoReturn:
        raise ArcadeError(f"pokemon-board: {message}")


def build_parser() -> argparse.ArgumentParser:
    """SIZE, COUNT, the first cell, the seed and the no-guess switch."""
    parser = Parser(
        prog="arcade --plain pokemon-board",
        description="Print the Pokémon board the screen deals from a board seed when the first cell uncovered is "
        "CELL: one row per line, * for a Pokémon, . for a safe cell.",
    )
    parser.add_argument("size", metavar="SIZE", type=int, help=f"the board's size, 1 to {MAX_GRID_SIZE}")
    parser.add_argument("count", metavar="COUNT", type=int,
                        help="the number of Pokémon, 0 to SIZE² - 1 (the first cell is kept safe)")
    parser.add_argument("--first", metavar="CELL", required=True,
                        help="the first cell uncovered, as the original game reads it: a capital row letter, then "
                        "the column's number (A1; A01 too)")
    parser.add_argument("--seed", metavar="N", type=int, required=True, help="the board's seed")
    parser.add_argument("--no-guess", action="store_true",
                        help="a board deduction solves from CELL alone (the screen's No guessing option)")
    return parser


def why_no_cell(text: str, size: int) -> str:
    """Why the original game would not read text as a cell of a size×size board (parse_position said None)."""
    last_row = ALPHA[size - 1]
    shape_ok = len(text) >= 2 and text[1:].isascii() and text[1:].isdigit()
    if shape_ok and text[0] in ALPHA.lower():
        capital = text[0].upper() + text[1:]
        shown = f": {capital}" if parse_position(capital, size) is not None else ""
        return f"row letters are capitals, as the game reads them{shown}"
    if shape_ok and text[0] in ALPHA and ALPHA.index(text[0]) >= size:
        return f"the rows are A to {last_row}"
    if shape_ok and text[0] in ALPHA:
        return f"the columns are 1 to {size}"
    return "a capital row letter, then the column's number and nothing else"


def board_lines(locations: tuple[int, ...], grid_size: int) -> list[str]:
    """The board as rows of * and ."""
    pokemon = set(locations)
    return ["".join(POKEMON_MARK if row * grid_size + col in pokemon else SAFE_MARK for col in range(grid_size))
            for row in range(grid_size)]


def main(argv: list[str]) -> int:
    """Print the board; 0, or 1 when --no-guess found no guess-free board."""
    arguments = build_parser().parse_args(argv)
    size, count = arguments.size, arguments.count
    if not 1 <= size <= MAX_GRID_SIZE:
        raise ArcadeError(f"SIZE must be 1 to {MAX_GRID_SIZE}, not {size}")
    most = most_pokemons(size, safe_first_reveal=True)
    if not 0 <= count <= most:
        raise ArcadeError(f"COUNT must be 0 to {most} on a {size}×{size} board (the first cell is kept safe), "
                          f"not {count}")
    position = parse_position(arguments.first, size)
    if position is None:
        raise ArcadeError(f"--first {arguments.first!r} is no cell of a {size}×{size} board (A1 to "
                          f"{ALPHA[size - 1]}{size}): {why_no_cell(arguments.first, size)}")
    if arguments.seed < 0:
        raise ArcadeError(f"--seed must be 0 or more, not {arguments.seed}")
    game = PokemonGame(size, count, random.Random(arguments.seed), safe_first_reveal=True,
                       no_guess=arguments.no_guess)
    game.reveal(position_to_index(position, size))
    print("\n".join(board_lines(game.pokemon_locations or (), size)))
    if game.guess_free is False:
        print(f"arcade: {NOT_GUESS_FREE}", file=sys.stderr)
        return EXIT_NOT_GUESS_FREE
    return 0
