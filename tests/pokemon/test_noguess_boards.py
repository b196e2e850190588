"""No-guess Pokémon boards: the exact board a seed deals (repairs included, so a change in how a Pokémon is moved
shows as another board), every one solved by deduction from its first reveal, the refusals, and what moving a
Pokémon does to the numbers already uncovered."""

from __future__ import annotations

import random

import pytest

from arcade.games.pokemon.deduce import Simulation, solves_from
from arcade.games.pokemon.noguess import move_pokemon, no_guess_pokemons

BOARDS = [
    # size, Pokémon, seed, the board dealt from the centre's first reveal (each took repairs: 15, 1, 10, 24)
    (8, 16, 0, (2, 7, 10, 21, 24, 34, 42, 47, 48, 50, 53, 56, 57, 61, 62, 63)),
    (10, 20, 0, (5, 12, 17, 22, 27, 32, 33, 38, 49, 51, 53, 61, 62, 68, 74, 77, 79, 90, 96, 97)),
    (12, 36, 2, (4, 12, 15, 19, 27, 31, 34, 40, 41, 42, 48, 58, 63, 68, 69, 71, 87, 93, 95, 102, 104, 107, 114, 119,
                122, 124, 125, 127, 128, 129, 131, 132, 133, 135, 142, 143)),
    (16, 60, 0, (4, 7, 14, 17, 18, 20, 21, 32, 33, 39, 42, 43, 46, 53, 58, 60, 66, 74, 75, 76, 77, 79, 82, 85, 98, 101,
                103, 106, 110, 112, 115, 131, 133, 150, 162, 164, 165, 169, 174, 183, 185, 188, 190, 193, 194, 195, 203,
                207, 216, 218, 220, 229, 231, 234, 235, 240, 249, 253, 254, 255)),
]


@pytest.mark.parametrize(("size", "count", "seed", "board"), BOARDS,
                         ids=[f"{row[0]}x{row[0]}/{row[1]}" for row in BOARDS])
def test_a_seed_deals_exactly_this_board_and_deduction_solves_it(size: int, count: int, seed: int,
                                                                  board: tuple[int, ...]) -> None:
    """The board is the seed's (draws and repairs alike), sorted, and solved by deduction from the first reveal."""
    first = (size // 2) * size + size // 2
    assert no_guess_pokemons(size, count, random.Random(seed), first) == board
    assert solves_from(size, board, first)


def test_no_board_is_dealt_when_none_can_be_or_none_was_found_in_time() -> None:
    """A board full of Pokémon, or too crowded to repair within the attempts given, has no no-guess board: None."""
    assert no_guess_pokemons(4, 16, random.Random(0), 5) is None
    assert no_guess_pokemons(5, 20, random.Random(0), 12) is None
    assert no_guess_pokemons(8, 16, random.Random(0), 36, board_attempts=1, repairs_per_board=5) is None


def test_moving_a_pokemon_changes_the_numbers_uncovered_and_opens_a_number_dropping_to_zero() -> None:
    """On a 4x4 board with Pokémon on B2 and D4 (cells 5 and 15), the top right corner is uncovered with its
    section. Moving the Pokémon from cell 5 to cell 12 lowers the numbers next to 5 (2, 6 and 10, by one), raises
    those next to 12, and the numbers dropping to 0 open their neighbours as an uncover would."""
    simulation = Simulation(4, {5, 15})
    simulation.uncover(3)
    assert {cell: simulation.deducer.numbers[cell] for cell in sorted(simulation.uncovered)} == {
        2: 1, 3: 0, 6: 1, 7: 0, 10: 2, 11: 1}
    move_pokemon(simulation, 5, 12)
    assert simulation.pokemon == {12, 15}
    assert simulation.counts == [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0]
    numbers = {cell: simulation.deducer.numbers[cell] for cell in sorted(simulation.uncovered)}
    assert numbers == {0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 1, 9: 1, 10: 1, 11: 1}
    assert {cell: simulation.deducer.need[cell] for cell in numbers} == numbers  # no Pokémon is known yet
    assert simulation.play()
