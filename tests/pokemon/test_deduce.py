"""The deduction solver's rules on small hand-made boards, its soundness on random ones, and no-guess boards: each is
solved from its first reveal by deduction alone."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.pokemon.deduce import (
    COUNT,
    ENDGAME,
    PAIR,
    POKEMON_KNOWN,
    SAFE,
    SINGLE,
    Deduction,
    Simulation,
    deductions,
    solves_from,
)
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import free_at_first_reveal, generate_pokemons, new_game, uncover
from arcade.games.pokemon.noguess import no_guess_pokemons

MESSAGE_COLUMNS = 78
"""A reason is shown on the 80-column message line after one space: it must fit whole."""


def summary(view: str, size: int, count: int) -> list[tuple[int, bool, str]]:
    """(cell, Pokémon?, rule) of every deduction from a view written as a game string."""
    return [(found.cell, found.pokemon, found.rule) for found in deductions(view, size, count)]


# -- the rules on hand-made boards ------------------------------------------------------------------
def test_single_cell_rule_pokemon_then_safe() -> None:
    # Pokémon at A3 and B3; A1 opened its section: A2 shows 2 with only A3 and B3 covered around it.
    view = "02~" "02~" "01~"
    found = deductions(view, 3, 2)
    assert [(d.cell, d.pokemon, d.rule) for d in found] == [(2, True, SINGLE), (5, True, SINGLE), (8, False, SINGLE)]
    assert found[0].reason(3) == "A3 is a Pokémon: A2 shows 2 and has only 2 covered neighbours."
    assert found[2].reason(3) == "C3 is safe: C2 shows 1 and touches 1 known Pokémon."


def test_pair_rule_one_two_one() -> None:
    # Pokémon at B1 and B3: row A shows 1 2 1 over a covered row.
    view = "121" "~~~" "~~~"
    found = deductions(view, 3, 2)
    assert (found[0].cell, found[0].pokemon, found[0].rule) == (5, True, PAIR)
    assert found[0].reason(3) == "B3 is a Pokémon: A2 needs 2; cells next to A1 too hold at most 1."
    assert {d.cell for d in found if d.pokemon} == {3, 5}
    assert {d.cell for d in found if not d.pokemon} == {4, 6, 7, 8}
    last = next(d for d in found if d.cell == 6)
    assert last.rule == COUNT and last.reason(3) == "C1 is safe: every Pokémon is found."


def test_pair_rule_subset_makes_the_larger_ones_other_cells_safe() -> None:
    # One Pokémon, at B1: A1 and A2 show 1; A1's covered cells all touch A2 too.
    found = deductions("11~" "~~~" "~~~", 3, 1)
    assert (found[0].cell, found[0].pokemon, found[0].rule) == (2, False, PAIR)
    assert found[0].reason(3) == "A3 is safe: A1 needs 1, so A2's 1 must be next to A1 too."
    assert (found[1].cell, found[1].pokemon) == (5, False)


def test_global_count_rule_safe_and_pokemon() -> None:
    # Only A2 is uncovered (it shows 1): the third row is beyond every number.
    safe = deductions("~1~" "~~~" "~~~", 3, 1)
    assert [(d.cell, d.pokemon, d.rule) for d in safe] == [(6, False, COUNT), (7, False, COUNT), (8, False, COUNT)]
    assert safe[0].reason(3) == "C1 is safe: the numbers account for the last Pokémon."
    pokemon = deductions("~1~" "~~~" "~~~", 3, 4)
    assert [(d.cell, d.pokemon, d.rule) for d in pokemon] == [(6, True, COUNT), (7, True, COUNT), (8, True, COUNT)]
    assert pokemon[0].reason(3) == "C1 is a Pokémon: 4 left less the numbers' 1 fills the other 3 cells."


def test_the_count_near_the_end_tries_every_placement() -> None:
    # 5 Pokémon among the 7 covered cells: B3's 3 and C2's 2 share at most 2 of them, so A1 (beyond both), A2
    # and A3 hold the rest in every placement; B1, B2, C1, C3 stay open (no simpler rule settles anything).
    assert summary("~~~" "~~3" "~2~", 3, 5) == [(0, True, ENDGAME), (1, True, ENDGAME), (2, True, ENDGAME)]
    found = deductions("~~~" "~~3" "~2~", 3, 5)
    assert found[0].reason(3) == "A1 is a Pokémon: every way the last 5 fit the numbers has one there."


def test_nothing_is_deduced_where_a_guess_is_needed() -> None:
    assert deductions("~1~" "~~~" "~~~", 3, 2) == []  # two Pokémon, one of them among A2's five covered cells
    assert deductions("~~~~", 2, 1) == []  # nothing uncovered


def test_flags_are_not_trusted() -> None:
    assert deductions("♥1~" "~~~" "~~~", 3, 1) == deductions("~1~" "~~~" "~~~", 3, 1)


def test_every_reason_fits_the_message_line_at_its_longest() -> None:
    last, before = 26 * 26 - 1, 26 * 26 - 3  # Z26 and Z24: the longest names
    for rule in (SINGLE, PAIR, COUNT, ENDGAME):
        for pokemon in (False, True):
            for number, need, held in ((8, 8, 0), (8, 1, 600), (8, 0, 0)):
                found = Deduction(last, pokemon, rule, before, last - 1, number, need, need, 8, 676, held, 676)
                assert len(found.reason(26)) <= MESSAGE_COLUMNS, found.reason(26)


# -- soundness on random boards ---------------------------------------------------------------------
@st.composite
def partly_uncovered(draw: st.DrawFn) -> tuple[int, tuple[int, ...], str]:
    """A random board and a view of it: some safe cells uncovered by the game's own uncover."""
    size = draw(st.integers(1, 26))
    cells = size * size
    count = draw(st.integers(0, min(cells, 120)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    locations = generate_pokemons(size, count, rng)
    safe = [index for index in range(cells) if index not in locations]
    game = new_game(size)
    for index in draw(st.lists(st.sampled_from(safe), max_size=6)) if safe else []:
        game = uncover(game, size, locations, index)
    return size, locations, game


@settings(max_examples=60, deadline=None)
@given(partly_uncovered())
def test_every_deduction_is_true_and_its_reason_fits_the_message_line(case: tuple[int, tuple[int, ...], str]) -> None:
    size, locations, game = case
    for found in deductions(game, size, len(locations)):
        assert found.pokemon == (found.cell in locations)
        assert game[found.cell] == "~"
        assert len(found.reason(size)) <= MESSAGE_COLUMNS, found.reason(size)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 16), st.data())
def test_the_simulation_uncovers_as_the_game_does_and_proves_only_truths(size: int, data: st.DataObject) -> None:
    cells = size * size
    count = data.draw(st.integers(0, cells))
    locations = generate_pokemons(size, count, random.Random(data.draw(st.integers(0, 2**32))))
    first = data.draw(st.integers(0, cells - 1))
    simulation = Simulation(size, locations)
    if first in locations:
        assert not simulation.uncover(first)
        return
    simulation.uncover(first)
    game = uncover(new_game(size), size, locations, first)
    assert simulation.uncovered == {index for index, cell in enumerate(game) if cell != "~"}
    simulation.play()
    status = simulation.deducer.status
    assert all((index in locations) == (status[index] == POKEMON_KNOWN) for index in range(cells)
               if status[index] in (SAFE, POKEMON_KNOWN))
    assert simulation.solved == solves_from(size, locations, first)


# -- no-guess boards --------------------------------------------------------------------------------
@settings(max_examples=80, deadline=None)
@given(st.integers(1, 14), st.data())
def test_every_no_guess_board_is_solved_from_its_first_reveal(size: int, data: st.DataObject) -> None:
    cells = size * size
    count = data.draw(st.integers(0, cells))
    first = data.draw(st.integers(0, cells - 1))
    seed = data.draw(st.integers(0, 2**32))
    board = no_guess_pokemons(size, count, random.Random(seed), first)
    if board is None:  # allowed only where guess-free boards are rare or impossible
        assert count > cells // 5 or cells - count < 9 or size < 5
        return
    assert len(set(board)) == count and board == tuple(sorted(board))
    assert not set(board) & set(free_at_first_reveal(size, count, first))
    assert solves_from(size, board, first)
    assert board == no_guess_pokemons(size, count, random.Random(seed), first)  # the seed decides


def test_hard_no_guess_boards_are_solved_and_the_game_places_them_at_the_first_reveal() -> None:
    for seed in range(3):
        game = PokemonGame(26, 99, random.Random(seed), safe_first_reveal=True, no_guess=True)
        assert game.pokemon_locations is None
        assert game.reveal(13 * 26 + 13) == "opened"
        assert game.guess_free is True and game.pokemon_locations is not None
        assert solves_from(26, game.pokemon_locations, 13 * 26 + 13)


def test_a_board_too_crowded_to_be_guess_free_is_dealt_all_the_same() -> None:
    # 3×3 with one Pokémon: the centre shows 1 whichever neighbour hides it, and nothing tells which.
    game = PokemonGame(3, 1, random.Random(1), no_guess=True)
    assert game.reveal(4) == "opened"
    assert game.guess_free is False and len(game.pokemon_locations or ()) == 1 and game.game[4] == "1"
