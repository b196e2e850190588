"""The Pokémon model's small parts one by one: neighbours worked out per size (not only read from the cache),
cell names, the saved actions it accepts, the board sizes and counts it takes, the cells kept free at the first
reveal and where No guessing places the Pokémon."""

from __future__ import annotations

import random

import pytest

from arcade.games.pokemon import model
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import (
    DIRECTIONS,
    FLAG_ACTION,
    MAX_GRID_SIZE,
    REVEAL_ACTION,
    TIP_ACTION,
    UNDO_LOSS_ACTION,
    cell_name,
    free_at_first_reveal,
    generate_pokemons,
    index_in_direction,
    parse_action,
    parse_position,
    position_to_index,
)
from arcade.games.pokemon.noguess import no_guess_pokemons


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8])
def test_each_cells_neighbours_are_worked_out_once_per_size(size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model, "_NEIGHBOUR_TABLES", {})
    table = model._neighbour_table(size)
    assert len(table) == size * size
    for index, neighbours in enumerate(table):
        expected = [near for direction in DIRECTIONS
                    if (near := index_in_direction(index, size, direction)) is not None]
        assert list(neighbours) == expected
    assert model._neighbour_table(size) is table


def test_the_neighbours_of_corners_edges_and_the_middle(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model, "_NEIGHBOUR_TABLES", {})
    table = model._neighbour_table(3)
    assert sorted(table[0]) == [1, 3, 4] and sorted(table[4]) == [0, 1, 2, 3, 5, 6, 7, 8]
    assert sorted(table[5]) == [1, 2, 4, 7, 8]


@pytest.mark.parametrize(("index", "size", "name"), [(0, 5, "A1"), (4, 5, "A5"), (7, 5, "B3"), (24, 5, "E5"),
                                                     (675, 26, "Z26")])
def test_a_cell_is_named_by_its_row_letter_and_column_number(index: int, size: int, name: str) -> None:
    assert cell_name(index, size) == name
    position = parse_position(name, size)
    assert position is not None and position_to_index(position, size) == index


@pytest.mark.parametrize(("action", "read"), [
    ([REVEAL_ACTION, 0], (REVEAL_ACTION, 0)), ([FLAG_ACTION, 24], (FLAG_ACTION, 24)),
    (UNDO_LOSS_ACTION, (UNDO_LOSS_ACTION, None)), (TIP_ACTION, (TIP_ACTION, None)),
])
def test_the_saved_actions_a_game_replays(action: object, read: tuple[str, int | None]) -> None:
    assert parse_action(action, 5) == read


@pytest.mark.parametrize("action", [
    [REVEAL_ACTION, 25], [REVEAL_ACTION, -1], [FLAG_ACTION, True], [REVEAL_ACTION, 2.0], [REVEAL_ACTION, 3, 4],
    [REVEAL_ACTION], ("reveal", 3), ["jump", 3], [3, REVEAL_ACTION], "reveal", None,
])
def test_anything_else_is_no_action_and_says_what_it_was(action: object) -> None:
    with pytest.raises(ValueError) as raised:
        parse_action(action, 5)
    assert str(raised.value) == f"not a Pokémon action on a 5×5 board: {action!r}"


def test_boards_from_one_cell_to_the_largest_and_counts_up_to_every_cell() -> None:
    assert PokemonGame(MAX_GRID_SIZE, MAX_GRID_SIZE**2, random.Random(1)).grid_size == MAX_GRID_SIZE
    assert PokemonGame(1, 1, random.Random(1)).pokemon_locations == (0,)
    for size, count, said in ((0, 0, f"grid size must be 1 to {MAX_GRID_SIZE}, not 0"),
                              (MAX_GRID_SIZE + 1, 1, f"grid size must be 1 to {MAX_GRID_SIZE}, not 27"),
                              (3, 10, "number of pokemons must be 0 to 9, not 10"),
                              (3, -1, "number of pokemons must be 0 to 9, not -1")):
        with pytest.raises(ValueError) as raised:
            PokemonGame(size, count, random.Random(1))
        assert str(raised.value) == said


def test_the_cells_kept_free_at_the_first_reveal() -> None:
    assert free_at_first_reveal(3, 0, 4) == [4, *model.neighbour_directions(4, 3)]
    assert free_at_first_reveal(3, 1, 4) == [4]  # eight free for nine cells around: the cell alone
    assert free_at_first_reveal(3, 5, 0) == [0, *model.neighbour_directions(0, 3)]  # a corner's four, four free
    assert free_at_first_reveal(3, 8, 0) == [0]
    assert free_at_first_reveal(3, 9, 0) == []


def test_cells_to_avoid_are_given_up_only_when_too_few_would_be_left() -> None:
    assert 0 not in generate_pokemons(2, 3, random.Random(2), avoid=[0])
    assert generate_pokemons(2, 4, random.Random(2), avoid=[0]) == generate_pokemons(2, 4, random.Random(2))


def test_no_guessing_places_the_pokemon_at_the_first_reveal_on_a_board_deduction_solves() -> None:
    game = PokemonGame(6, 5, random.Random(9), no_guess=True)
    assert game.pokemon_locations is None and game.guess_free is None and game.number_at(0) == 0
    game.reveal(14)
    assert game.guess_free is True
    assert game.pokemon_locations == no_guess_pokemons(6, 5, random.Random(9), 14)
    assert 14 not in game.pokemon_locations


def test_without_a_guess_free_board_no_guessing_deals_an_ordinary_safe_one_and_says_so() -> None:
    game = PokemonGame(3, 1, random.Random(1), no_guess=True)
    game.reveal(4)
    assert game.guess_free is False
    assert game.pokemon_locations is not None and len(game.pokemon_locations) == 1
    assert 4 not in game.pokemon_locations
