"""What the Pokémon exporter refuses, in its own words, and the starts it takes: records made up here on boards
whose Pokémon the test places the way the original does (from the seed)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade.games.pokemon import plain
from arcade.games.pokemon.export import plain_run
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import (
    FLAG_ACTION,
    MAX_GRID_SIZE,
    REVEAL_ACTION,
    TIP_ACTION,
    UNDO_LOSS_ACTION,
    cell_name,
    format_game,
)
from tests.pokemon.test_export import plain_output

SIZE, COUNT, SEED = 5, 3, 11
START = {"size": SIZE, "count": COUNT, "seed": SEED, "safe_first_reveal": False, "chording": False,
         "no_guess": False}
NO_BOARD = "the game's start has no board size, count and seed"


def pokemon_cells() -> tuple[int, ...]:
    """Where the original places the Pokémon of START (from its seed)."""
    locations = PokemonGame(SIZE, COUNT, random.Random(SEED)).pokemon_locations
    assert locations is not None
    return locations


def a_safe_cell() -> int:
    return next(index for index in range(SIZE * SIZE) if index not in pokemon_cells())


def refusal(start: Any, actions: Any = ()) -> str:
    record = {"start": start, "actions": list(actions)} if actions is not None else {"start": start}
    with pytest.raises(ValueError) as raised:
        plain_run(record, "custom", None)
    return str(raised.value)


@pytest.mark.parametrize(("start", "actions"), [(None, []), ({**START}, None), ([], [])])
def test_a_record_without_a_start_or_actions_is_refused(start: Any, actions: Any) -> None:
    assert refusal(start, actions) == "the game has no start or no actions"


@pytest.mark.parametrize("option", ["safe_first_reveal", "chording", "no_guess"])
def test_an_option_beyond_the_original_exports(option: str) -> None:
    """Nothing uncovered yet: no Pokémon placed, so the seed alone, whatever the options."""
    assert plain_run({"start": {**START, option: True}, "actions": []}, "custom", None) == (
        ["--seed", str(SEED)], f"{SIZE}\n{COUNT}\nq\ny\n")


def test_options_that_are_not_yes_or_no_and_pokemon_off_the_board_are_refused() -> None:
    assert refusal({**START, "chording": "yes"}) == "the game's options are not yes or no"
    assert refusal({**START, "pokemons": "A1"}) == "the game's Pokémon are not cells of the board"
    with pytest.raises(ValueError, match="distinct cells"):
        plain_run({"start": {**START, "pokemons": [0, 0, 1]}, "actions": []}, "custom", None)


def test_a_start_saved_before_no_guessing_existed_exports() -> None:
    start = {key: value for key, value in START.items() if key != "no_guess"}
    assert plain_run({"start": start, "actions": []}, "custom", None) == (
        ["--seed", str(SEED)], f"{SIZE}\n{COUNT}\nq\ny\n")


@pytest.mark.parametrize("changed", [
    {"size": 0, "count": 0}, {"size": MAX_GRID_SIZE + 1}, {"size": "5"}, {"count": SIZE * SIZE + 1},
    {"count": -1}, {"count": 2.0}, {"seed": -1}, {"seed": "11"}, {"seed": None},
])
def test_a_start_without_a_board_the_original_can_draw_is_refused(changed: dict[str, Any]) -> None:
    assert refusal({**START, **changed}) == NO_BOARD


@pytest.mark.parametrize("board", [
    {"size": MAX_GRID_SIZE, "count": 1, "seed": 0},
    {"size": 1, "count": 1, "seed": 3},
    {"size": 2, "count": 0, "seed": 0},
])
def test_the_largest_board_a_full_board_and_seed_zero_export(board: dict[str, int]) -> None:
    arguments, stdin = plain_run({"start": {**START, **board}, "actions": []}, "custom", None)
    assert arguments == ["--seed", str(board["seed"])]
    assert stdin == f"{board['size']}\n{board['count']}\nq\ny\n"


def test_a_tip_is_left_out_and_the_actions_after_it_still_export() -> None:
    safe = a_safe_cell()
    flagged = pokemon_cells()[0]
    actions = [[FLAG_ACTION, flagged], TIP_ACTION, [REVEAL_ACTION, safe], TIP_ACTION]
    _, stdin = plain_run({"start": START, "actions": actions}, "custom", None)
    assert stdin.splitlines()[:4] == [str(SIZE), str(COUNT), f"f {cell_name(flagged, SIZE)}", cell_name(safe, SIZE)]


def test_a_loss_taken_back_is_dropped_and_a_move_after_the_end_is_refused_with_its_number() -> None:
    lost_at, safe = pokemon_cells()[0], a_safe_cell()
    _, stdin = plain_run({"start": START, "actions": [TIP_ACTION, [REVEAL_ACTION, lost_at], UNDO_LOSS_ACTION,
                                                      [REVEAL_ACTION, safe]]}, "custom", None)
    assert stdin.splitlines()[2] == cell_name(safe, SIZE)
    assert cell_name(lost_at, SIZE) not in stdin.splitlines()
    assert refusal(START, [UNDO_LOSS_ACTION]) == "no loss to take back (action 1)"
    assert refusal(START, [TIP_ACTION, [REVEAL_ACTION, lost_at], [REVEAL_ACTION, safe]]) == (
        "the game went on after it ended (action 3): the original stops there")


def test_a_chord_becomes_the_reveals_it_made_and_the_plain_program_wins_with_the_same_board() -> None:
    """3×3, its one Pokémon fixed at C3 (a board played again): B2 shows 1; with C3 flagged, B2 again is a chord that
    opens every other cell, which the original is typed one selection at a time, in the order the chord made them."""
    start = {**START, "size": 3, "count": 1, "chording": True, "pokemons": [8]}
    actions = [[REVEAL_ACTION, 4], [FLAG_ACTION, 8], [REVEAL_ACTION, 4]]
    arguments, stdin = plain_run({"start": start, "actions": actions}, "custom", None)
    assert arguments == ["--seed", str(SEED), "--pokemons", "C3"]
    game = PokemonGame(3, 1, pokemon_locations=[8], chording=True)
    game.reveal(4)
    game.toggle_flag(8)
    game.reveal(4)
    chorded = [cell_name(cell, 3) for cell in game.last_selected]
    assert game.is_won() and len(chorded) >= 1 and "B2" not in chorded
    assert stdin.splitlines() == ["3", "1", "B2", "f C3", *chorded]
    output = plain_output(arguments, stdin)
    assert output.endswith(f"{format_game(game.game, 3)}\n{plain.WON}\n")
