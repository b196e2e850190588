"""`arcade --plain pokemon [--seed N]`: the original Pokémon text program, byte for byte.

The task sheet's main(): prompts for the grid size and the number of Pokémon, shows the board, then
reads actions until a win, a loss or a confirmed quit, showing the board after every action, valid or
not. What the original did not handle we do, without changing what a valid session prints: a size that
is not a whole number from 1 to 26, or a count that is not a whole number of 0 or more, gets a one-line
explanation and the prompt again; an answer other than y or n to the quit question is an invalid action
(the board is shown again). A count above the number of cells is accepted as the original accepted it:
generate_pokemons stops once every cell holds a Pokémon. Nothing here imports urwid.
"""

from __future__ import annotations

import random

from arcade.errors import ArcadeError
from arcade.games.pokemon.model import (
    FLAG,
    HELP_TEXT,
    INVALID,
    MAX_GRID_SIZE,
    RandomSource,
    cell_name,
    check_win,
    display_game,
    flag_cell,
    generate_pokemons,
    new_game,
    parse_position,
    position_to_index,
    reveal_pokemons,
    uncover,
)
from arcade.plain_args import usual_seed

TYPE_CHECKING = False
if TYPE_CHECKING:  # argparse only when the arguments are unusual (arcade.plain_args)
    import argparse
    from collections.abc import Iterable

SIZE_PROMPT = "Please input the size of the grid: "
COUNT_PROMPT = "Please input the number of pokemons: "
ACTION_PROMPT = "\nPlease input action: "
QUIT_PROMPT = "You sure about that buddy? (y/n): "
PROMPTS = (SIZE_PROMPT, COUNT_PROMPT, ACTION_PROMPT.lstrip("\n"), QUIT_PROMPT)
"""Every prompt as it appears on a line (for transcript replays)."""

HELP = "h"
QUIT = "q"
RESTART = ":)"
FLAG_PREFIX = "f "
YES = "y"
NO = "n"
RESTARTED = "It's rewind time."
QUITTING = "Catch you on the flip side."
KEEP_GOING = "Let's keep going."
LOST = "You have scared away all the pokemons."
WON = "You win."
POKEMONS_OPTION = "--pokemons"
"""Ours: fixes where the Pokémon are (a board the screen placed at the first reveal, replayed by an export)."""


def ask_number(prompt: str, low: int, high: int, what: str) -> int:
    """Ask until the answer is a whole number from low to high (the original crashed on anything else)."""
    while True:
        answer = input(prompt).strip()
        if answer.isascii() and answer.isdigit() and low <= int(answer) <= high:
            return int(answer)
        print(f"{what} must be a whole number from {low} to {high}.")


def ask_count(prompt: str, cell_count: int) -> int:
    """Ask until the answer is a whole number of 0 or more; a count above cell_count is taken as cell_count.

    The original accepted any count: its generate_pokemons stops drawing once every cell holds a Pokémon, so
    min(count, cell_count) makes exactly the same draws (and spares converting a number of any length).
    """
    while True:
        answer = input(prompt).strip()
        if answer.isascii() and answer.isdigit():
            significant = answer.lstrip("0")
            return cell_count if len(significant) > len(str(cell_count)) else min(int(significant or "0"), cell_count)
        print("The number of pokemons must be a whole number, 0 or more.")


def cells_argument(locations: Iterable[int], grid_size: int) -> str:
    """The value of --pokemons for these cells: their names in board order, joined by commas ('A2,D1,D2')."""
    return ",".join(cell_name(index, grid_size) for index in sorted(locations))


def fixed_cells(text: str, grid_size: int, count: int) -> tuple[int, ...]:
    """The cells --pokemons names, read as the game reads a cell; ArcadeError (one line, status 2) for a name that
    is no cell of the board, a cell named twice, or a number of cells other than the count typed."""
    names = [name for name in text.split(",") if name] if text else []
    cells: list[int] = []
    for name in names:
        position = parse_position(name, grid_size)
        if position is None:
            raise ArcadeError(f"{POKEMONS_OPTION}: {name!r} is no cell of a {grid_size}×{grid_size} board")
        cells.append(position_to_index(position, grid_size))
    if len(set(cells)) != len(cells):
        raise ArcadeError(f"{POKEMONS_OPTION}: a cell is named twice")
    if len(cells) != count:
        raise ArcadeError(f"{POKEMONS_OPTION} names {len(cells)} cells but the number of pokemons is {count}")
    return tuple(cells)


def play(rng: RandomSource, pokemons: str | None = None) -> None:
    """One game of the original program, reading stdin and printing to stdout. pokemons (ours, --pokemons): the
    Pokémon are on these cells rather than drawn, on the first board and after every ':)' alike."""
    grid_size = ask_number(SIZE_PROMPT, 1, MAX_GRID_SIZE, "The size of the grid")
    number_of_pokemons = ask_count(COUNT_PROMPT, grid_size**2)
    fixed = fixed_cells(pokemons, grid_size, number_of_pokemons) if pokemons is not None else None

    def place() -> tuple[int, ...]:
        return fixed if fixed is not None else generate_pokemons(grid_size, number_of_pokemons, rng)

    game = new_game(grid_size)
    pokemon_locations = place()
    display_game(game, grid_size)
    while True:
        action = input(ACTION_PROMPT)
        if action == HELP:
            print(HELP_TEXT)
        elif action == QUIT:
            answer = input(QUIT_PROMPT)
            if answer == YES:
                print(QUITTING)
                return
            print(KEEP_GOING if answer == NO else INVALID)
        elif action == RESTART:
            print(RESTARTED)
            game = new_game(grid_size)
            pokemon_locations = place()
        elif action.startswith(FLAG_PREFIX):
            position = parse_position(action[len(FLAG_PREFIX):], grid_size)
            if position is None:
                print(INVALID)
            else:
                game = flag_cell(game, position_to_index(position, grid_size))
        else:
            position = parse_position(action, grid_size)
            if position is None:
                print(INVALID)
            else:
                index = position_to_index(position, grid_size)
                if index in pokemon_locations and game[index] != FLAG:
                    display_game(reveal_pokemons(game, pokemon_locations), grid_size)
                    print(LOST)
                    return
                if game[index] != FLAG:
                    game = uncover(game, grid_size, pokemon_locations, index)
        display_game(game, grid_size)
        if check_win(game, pokemon_locations):
            print(WON)
            return


def build_parser() -> argparse.ArgumentParser:
    """The adapter's options: the seed of the random source, and (ours) the Pokémon's cells."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="arcade --plain pokemon",
        description="Play Pokémon: Gotta Find Them All! exactly as the original text program. Type a cell "
        "such as A1 to uncover it, f A1 to flag it, h for help, :) to restart, q to quit.",
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="seed the random source: the same seed places the Pokémon as the original program "
        "did after random.seed(N)",
    )
    parser.add_argument(
        POKEMONS_OPTION,
        metavar="CELLS",
        help="place the Pokémon on these cells instead of drawing them, e.g. A2,D1 (as many as the number of "
        "pokemons typed; what `arcade export pokemon` writes for a board placed at the first reveal)",
    )
    return parser


def main(argv: list[str]) -> int:
    """Run one game of plain Pokémon; returns 0 when the game ends (won, lost or quit)."""
    usual = usual_seed(argv, int)
    if usual is not None:
        play(random.Random(usual[0]))
        return 0
    arguments = build_parser().parse_args(argv)
    play(random.Random(arguments.seed), arguments.pokemons)
    return 0
