"""The numbers the deducer reads off a board whose Pokémon it is told: one per safe cell, the Pokémon around it."""

from __future__ import annotations

import random

from arcade.games.pokemon.deduce import numbers_of
from arcade.games.pokemon.game import PokemonGame


def test_each_safe_cell_counts_the_pokemon_among_its_eight_neighbours() -> None:
    assert numbers_of(3, [0, 8]) == {1: 1, 2: 0, 3: 1, 4: 2, 5: 1, 6: 0, 7: 1}
    assert numbers_of(2, []) == {0: 0, 1: 0, 2: 0, 3: 0}


def test_the_numbers_are_the_models_own() -> None:
    game = PokemonGame(6, 7, random.Random(5))
    assert game.pokemon_locations is not None
    numbers = numbers_of(6, game.pokemon_locations)
    assert sorted(numbers) == sorted(set(range(36)) - set(game.pokemon_locations))
    assert all(numbers[index] == game.number_at(index) for index in numbers)
