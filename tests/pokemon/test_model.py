"""The task sheet's functions with its examples, the original generator's sequence, and PokemonGame's options."""

from __future__ import annotations

import random

import pytest

from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import (
    DIRECTIONS,
    EXPOSED,
    FLAG,
    POKEMON,
    UNEXPOSED,
    big_fun_search,
    check_win,
    flag_cell,
    format_game,
    generate_pokemons,
    index_in_direction,
    neighbour_directions,
    number_at_cell,
    parse_position,
    position_to_index,
    replace_character_at_index,
    reveal_pokemons,
    uncover,
)

EXAMPLE_2_POKEMON = (3, 9, 43, 81, 96)
EXAMPLE_2_AFTER_A1 = (
    "0 0 1 ~ 1 0 0 0 1 ~ 0 0 1 1 1 0 0 0 1 1 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 0 0 0 0 0 0 0 1 ~ 1 0 0 0 0 0 "
    "0 0 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 0 0 0 0 0 0 0 ~ ~ 1 0 0 1 1 1 0 0 ~ ~ 1 0 0 1 ~ 1 0 0"
).replace(" ", "")


class ScriptedRandom:
    """Answers randint with prepared numbers."""

    def __init__(self, numbers: list[int]) -> None:
        self.numbers = list(numbers)

    def randint(self, a: int, b: int) -> int:
        return self.numbers.pop(0)


# -- the task sheet's examples -------------------------------------------------------------------------
def test_support_constants() -> None:
    assert DIRECTIONS == ("up", "down", "left", "right", "up-left", "up-right", "down-left", "down-right")
    assert (UNEXPOSED, FLAG, POKEMON, EXPOSED) == ("~", "♥", "☺", "0")


@pytest.mark.parametrize(
    ("action", "expected"), [("C1", (2, 0)), ("A2", (0, 1)), ("A4", None), ("f A1", None)]
)
def test_parse_position_task_sheet_examples(action: str, expected: tuple[int, int] | None) -> None:
    assert parse_position(action, 3) == expected


@pytest.mark.parametrize("action", ["", "A", "1A", "a1", "A0", "D1", "A-1", "A 1", " A1", "A1 ", "A²", "AA1", "A1.0"])
def test_parse_position_rejects(action: str) -> None:
    assert parse_position(action, 3) is None


def test_parse_position_two_digit_column() -> None:
    assert parse_position("Z26", 26) == (25, 25)
    assert parse_position("B10", 10) == (1, 9)
    assert parse_position("B11", 10) is None


def test_position_to_index_follows_table_3() -> None:
    assert [position_to_index((row, col), 3) for row in range(3) for col in range(3)] == list(range(9))


def test_index_in_direction_task_sheet_example() -> None:
    assert index_in_direction(5, 3, "up") == 2


def test_index_in_direction_edges_and_bad_directions() -> None:
    assert index_in_direction(0, 3, "up") is None
    assert index_in_direction(3, 3, "left") is None
    assert index_in_direction(2, 3, "right") is None  # no wrapping onto the next row
    assert index_in_direction(4, 3, "down-right") == 8
    assert index_in_direction(4, 3, "up-left") == 0
    assert index_in_direction(4, 3, "sideways") is None
    assert index_in_direction(4, 3, "left-up") is None


def test_neighbour_directions_in_directions_order() -> None:
    assert neighbour_directions(4, 3) == [1, 7, 3, 5, 0, 2, 6, 8]
    assert neighbour_directions(0, 3) == [3, 1, 4]
    assert neighbour_directions(8, 3) == [5, 7, 4]
    assert neighbour_directions(0, 1) == []


def test_replace_character_and_flag_toggle() -> None:
    game = "~~☺~~~~♥~"
    assert replace_character_at_index(game, 0, "1") == "1~☺~~~~♥~"
    assert flag_cell(game, 0) == "♥~☺~~~~♥~"
    assert flag_cell(game, 7) == "~~☺~~~~~~"
    assert flag_cell(flag_cell(game, 4), 4) == game


def test_flag_on_an_exposed_cell_changes_nothing() -> None:
    # Example 2: 'f E1' on an uncovered 0 leaves the board as it was.
    assert flag_cell(EXAMPLE_2_AFTER_A1, 40) == EXAMPLE_2_AFTER_A1


def test_number_at_cell_counts_neighbours() -> None:
    # The task sheet's 3x3 example has a Pokémon at index 2.
    assert number_at_cell("~" * 9, (2,), 3, 5) == 1
    assert number_at_cell("~" * 9, (2,), 3, 6) == 0
    assert number_at_cell("~" * 9, (0, 1, 2, 3, 5, 6, 7, 8), 3, 4) == 8


def test_display_format_task_sheet_entity_example() -> None:
    assert format_game("000110~10", 3) == (
        "  | 1 | 2 | 3 |\n----------------\n"
        "A | 0 | 0 | 0 |\n----------------\n"
        "B | 1 | 1 | 0 |\n----------------\n"
        "C | ~ | 1 | 0 |\n----------------"
    )


def test_display_game_prints_the_format(capsys: pytest.CaptureFixture[str]) -> None:
    from arcade.games.pokemon.model import display_game

    display_game("~♥☺1", 2)
    assert capsys.readouterr().out == (
        "  | 1 | 2 |\n------------\nA | ~ | ♥ |\n------------\nB | ☺ | 1 |\n------------\n"
    )


def test_check_win() -> None:
    assert check_win("♥1\n11".replace("\n", ""), (0,))
    assert not check_win("♥~11", (0,))  # a covered cell left
    assert not check_win("♥♥11", (0,))  # a flag on a safe cell
    assert not check_win("1♥1♥", (0, 1))  # a Pokémon not flagged
    assert check_win("0000", ())


# -- big_fun_search and uncovering -----------------------------------------------------------------
def test_example_2_first_reveal_opens_the_task_sheets_section() -> None:
    game = uncover(UNEXPOSED * 100, 10, EXAMPLE_2_POKEMON, 0)
    assert game == EXAMPLE_2_AFTER_A1


def test_big_fun_search_number_or_flag_is_just_the_cell() -> None:
    assert big_fun_search("~" * 9, 3, (2,), 5) == [5]
    assert big_fun_search("♥" + "~" * 8, 3, (8,), 0) == [0]


def test_big_fun_search_order_skips_start_and_lists_flags_without_crossing_them() -> None:
    # 3x3, Pokémon at 8, flag on 1. From 0 the walk lists 0's neighbours (3, 1, 4), goes on from the
    # zero 3 (finding 6 and 7), then from the zero 6. The flag is listed but not crossed, so 2, a zero
    # reachable only through the flag or through numbers, is not uncovered.
    assert big_fun_search("~♥~~~~~~~", 3, (8,), 0) == [3, 1, 4, 6, 7]


def test_big_fun_search_from_the_centre_of_an_empty_board() -> None:
    assert big_fun_search("~" * 9, 3, (), 4) == [1, 7, 3, 5, 0, 2, 6, 8]


def test_uncover_never_touches_flags() -> None:
    game = uncover("~♥~~~~~~~", 3, (8,), 0)
    assert game[1] == FLAG
    assert game[0] == "0"


def test_reveal_pokemons_covers_flags_too() -> None:
    assert reveal_pokemons("♥~~~", (0, 3)) == "☺~~☺"


# -- the random source ------------------------------------------------------------------------------
def test_generator_reproduces_the_original_global_random_sequence() -> None:
    random.seed(1234)
    from_global = generate_pokemons(9, 10)  # the original's call: the global generator
    assert generate_pokemons(9, 10, random.Random(1234)) == from_global
    assert len(set(from_global)) == 10


def test_generator_redraws_taken_cells_in_order() -> None:
    assert generate_pokemons(3, 3, ScriptedRandom([4, 4, 4, 0, 8])) == (4, 0, 8)


def test_seed_1665512_gives_example_1s_placements() -> None:
    rng = random.Random(1665512)
    first = generate_pokemons(5, 5, rng)
    second = generate_pokemons(5, 5, rng)
    assert number_at_cell("", first, 5, 0) == 1 and 0 not in first
    assert number_at_cell("", first, 5, 24) == 2 and 24 not in first
    assert set(second) == {4, 7, 16, 23, 24}


def test_generator_fills_every_cell_at_most() -> None:
    assert sorted(generate_pokemons(2, 4, random.Random(0))) == [0, 1, 2, 3]
    assert generate_pokemons(2, 0, random.Random(0)) == ()


# -- PokemonGame -------------------------------------------------------------------------------------
def test_game_reveal_flag_and_loss() -> None:
    game = PokemonGame(3, 1, ScriptedRandom([8]))
    assert game.pokemon_locations == (8,)
    assert game.toggle_flag(0) and game.flags_placed() == 1 and game.flags_left() == 0
    assert game.reveal(0) == "flagged"
    assert game.toggle_flag(0) and game.flags_left() == 1
    assert game.toggle_flag(1) and game.reveal(2) == "opened"  # a 0: its section, but the flagged cell
    assert game.game == "~♥0~11~~~" and game.reveal(2) == "exposed" and not game.toggle_flag(2)
    assert game.cell(0, 2) == "0" and game.cell(1, 1) == "1" and not game.is_over()
    assert game.reveal(8) == "pokemon"
    assert game.is_lost() and game.lost_at == 8 and game.is_over()
    assert game.final_board()[8] == POKEMON
    assert game.reveal(7) == "over"


def test_game_win() -> None:
    game = PokemonGame(2, 1, ScriptedRandom([3]))
    assert game.reveal(0) == "opened"
    assert not game.is_won()
    game.reveal(1)
    game.reveal(2)  # every safe cell uncovered: won, the Pokémon flagged for the player
    assert game.is_won() and game.is_over() and not game.is_lost() and game.game == "111♥"
    assert game.flagged_for_you == [3] and not game.toggle_flag(3)


def test_restart_places_again() -> None:
    game = PokemonGame(3, 1, ScriptedRandom([8, 0]))
    game.reveal(4)
    game.restart()
    assert game.game == UNEXPOSED * 9 and game.pokemon_locations == (0,) and not game.has_started()


@pytest.mark.parametrize("seed", range(40))
def test_safe_first_reveal_opens_a_section(seed: int) -> None:
    game = PokemonGame(8, 10, random.Random(seed), safe_first_reveal=True)
    assert game.pokemon_locations is None
    assert game.reveal(27) == "opened"
    assert game.pokemon_locations is not None and len(game.pokemon_locations) == 10
    assert game.cell(3, 3) == "0"
    assert sum(cell != UNEXPOSED for cell in game.game) > 1


def test_safe_first_reveal_when_the_board_is_nearly_full() -> None:
    game = PokemonGame(3, 8, random.Random(1), safe_first_reveal=True)
    assert game.reveal(4) == "opened"
    assert game.cell(1, 1) == "8"


def test_chording_opens_the_neighbours_of_a_satisfied_number() -> None:
    game = PokemonGame(3, 1, ScriptedRandom([0]), chording=True)
    assert game.reveal(4) == "opened" and game.cell(1, 1) == "1"
    assert game.reveal(4) == "exposed"  # no flag yet: nothing happens
    game.toggle_flag(0)
    assert game.reveal(4) == "opened"
    assert game.is_won()


def test_chording_on_a_wrong_flag_loses() -> None:
    game = PokemonGame(3, 1, ScriptedRandom([0]), chording=True)
    game.reveal(4)
    game.toggle_flag(1)
    assert game.reveal(4) == "pokemon" and game.lost_at == 0


def test_without_chording_an_exposed_cell_does_nothing() -> None:
    game = PokemonGame(3, 1, ScriptedRandom([0]))
    game.reveal(4)
    game.toggle_flag(0)
    assert game.reveal(4) == "exposed"
    assert game.game.count(UNEXPOSED) == 7


@pytest.mark.parametrize(("size", "count"), [(0, 0), (27, 1), (3, 10), (3, -1)])
def test_game_rejects_impossible_settings(size: int, count: int) -> None:
    with pytest.raises(ValueError):
        PokemonGame(size, count)


def test_undo_loss_puts_the_board_back_as_before_the_fatal_reveal() -> None:
    game = PokemonGame(3, 2, ScriptedRandom([8, 2, 0, 1]))  # the restart draws 0 and 1
    assert not game.can_undo_loss() and not game.undo_loss()
    assert game.toggle_flag(0) and game.reveal(3) == "opened"
    before = game.game
    assert game.reveal(8) == "pokemon" and game.is_lost() and game.can_undo_loss()
    assert game.toggle_flag(4) is False  # the board is frozen while lost
    assert game.undo_loss()
    assert game.game == before and not game.is_lost() and game.lost_at is None
    assert game.pokemon_locations == (8, 2) and game.losses_undone == 1
    assert not game.undo_loss()  # one loss, one undo
    game.restart()
    assert game.losses_undone == 0


def test_undo_loss_after_a_chord_restores_every_cell_it_opened() -> None:
    # Pokémon at C3 only; B2 shows 1. A wrong flag on A1 matches it, so chording B2 opens the rest and hits C3.
    game = PokemonGame(3, 1, ScriptedRandom([8]), chording=True)
    assert game.reveal(4) == "opened" and game.game[4] == "1"
    game.toggle_flag(0)
    before = game.game
    assert game.reveal(4) == "pokemon" and game.lost_at == 8
    assert game.wrong_flags() == [0]
    assert game.undo_loss() and game.game == before


def test_wrong_flags_are_flags_on_no_pokemon() -> None:
    game = PokemonGame(3, 1, ScriptedRandom([8]))
    game.toggle_flag(8)
    game.toggle_flag(1)
    assert game.wrong_flags() == [1]
