"""Boards that are not square (issue 32: Expert is 30 wide, 16 high), worked out by hand: the shape's cells,
names and neighbours at the edges of a 30×16 board, a game on it (its numbers, its win), 3BV, the solver's
deductions and the no-guess boards a seed deals; and square Grids doing exactly what the task sheet's functions do,
so plain mode and every square board are unchanged."""

from __future__ import annotations

import random

import pytest

from arcade.games.pokemon import model
from arcade.games.pokemon.deduce import deductions, solves_from
from arcade.games.pokemon.figures import three_bv, three_bv_done
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.grid import MAX_HEIGHT, MAX_WIDTH, Grid, as_grid
from arcade.games.pokemon.model import FLAG, FLAG_ACTION, REVEAL_ACTION, UNEXPOSED
from arcade.games.pokemon.noguess import no_guess_pokemons

EXPERT = Grid(30, 16)


# -- the shape --------------------------------------------------------------------------------------------------
def test_a_30_by_16_board_has_480_cells_numbered_by_rows_and_named_by_letter_and_column() -> None:
    assert (EXPERT.cell_count, EXPERT.is_square, str(EXPERT)) == (480, False, "30×16")
    assert [EXPERT.position(index) for index in (0, 29, 30, 450, 479)] == [(0, 0), (0, 29), (1, 0), (15, 0), (15, 29)]
    assert [EXPERT.index(position) for position in ((0, 29), (1, 0), (15, 29))] == [29, 30, 479]
    assert [EXPERT.cell_name(index) for index in (0, 29, 30, 255, 450, 479)] == ["A1", "A30", "B1", "I16", "P1", "P30"]
    assert EXPERT.holds((15, 29)) and not EXPERT.holds((16, 0)) and not EXPERT.holds((0, 30))
    assert not EXPERT.holds((-1, 0)) and not EXPERT.holds((0, -1))
    tall = Grid(3, 5)  # the other way round: rows run to E, columns to 3
    assert (tall.cell_name(14), tall.position(14), tall.index((4, 2))) == ("E3", (4, 2), 14)


@pytest.mark.parametrize(("index", "neighbours"), [
    (0, (30, 1, 31)),  # A1: down, right, down-right
    (29, (59, 28, 58)),  # A30: down, left, down-left
    (450, (420, 451, 421)),  # P1: up, right, up-right
    (479, (449, 478, 448)),  # P30: up, left, up-left
    (14, (44, 13, 15, 43, 45)),  # A15, the top edge
    (465, (435, 464, 466, 434, 436)),  # P16, the bottom edge
    (210, (180, 240, 211, 181, 241)),  # H1, the left edge
    (239, (209, 269, 238, 208, 268)),  # H30, the right edge
    (225, (195, 255, 224, 226, 194, 196, 254, 256)),  # H16, inside: all eight, in DIRECTIONS order
])
def test_the_neighbours_at_the_edges_of_a_30_by_16_board(index: int, neighbours: tuple[int, ...]) -> None:
    assert EXPERT.neighbours[index] == neighbours


def test_every_cell_of_a_30_by_16_board_has_its_neighbours_and_the_cells_two_steps_away() -> None:
    for index in range(EXPERT.cell_count):
        row, column = EXPERT.position(index)
        around = {EXPERT.index((r, c)) for r in range(row - 1, row + 2) for c in range(column - 1, column + 2)
                  if EXPERT.holds((r, c)) and (r, c) != (row, column)}
        assert set(EXPERT.neighbours[index]) == around
        assert len(EXPERT.nearby[index]) == len({(r, c) for r in range(row - 2, row + 3)
                                                 for c in range(column - 2, column + 3)
                                                 if EXPERT.holds((r, c))}) - 1
    assert len(EXPERT.nearby[0]) == 8 and len(EXPERT.nearby[225]) == 24


@pytest.mark.parametrize("size", range(1, MAX_HEIGHT + 1))
def test_a_square_grid_is_the_task_sheets_board_of_that_size(size: int) -> None:
    """Neighbours, names, cells kept free, the count's cap: a square Grid gives exactly the model's results."""
    grid = Grid.square(size)
    assert grid == as_grid(size) == Grid(size, size) and grid.is_square
    assert grid.neighbours == tuple(tuple(model.neighbour_directions(index, size)) for index in range(size * size))
    assert all(grid.cell_name(index) == model.cell_name(index, size) for index in range(size * size))
    assert all(grid.free_at_first_reveal(count, index) == model.free_at_first_reveal(size, count, index)
               for count in (0, 1, size * size // 2, size * size - 1, size * size) for index in (0, size * size - 1))
    assert [grid.most_pokemons(safe) for safe in (False, True)] == [model.most_pokemons(size, safe)
                                                                   for safe in (False, True)]
    assert grid.new_game() == model.new_game(size)


@pytest.mark.parametrize("seed", range(30))
def test_a_square_grid_deals_and_uncovers_as_the_task_sheets_functions_do(seed: int) -> None:
    """The same draws from the same source, the same numbers and sections (flags in the way included)."""
    rng = random.Random(seed)
    size = rng.randint(1, MAX_HEIGHT)
    count = rng.randint(0, size * size)
    grid = Grid.square(size)
    locations = grid.place_pokemons(count, random.Random(seed))
    assert locations == model.generate_pokemons(size, count, random.Random(seed))
    game = model.new_game(size)
    for index in rng.sample(range(size * size), min(3, size * size)):
        game = model.flag_cell(game, index)
    for index in rng.sample(range(size * size), min(5, size * size)):
        if index not in locations and game[index] != FLAG:
            assert grid.uncover(game, locations, index) == model.uncover(game, size, locations, index)
            assert model.search_section(game, grid.neighbours, locations, index) == \
                model.big_fun_search(game, size, locations, index)
            game = model.uncover(game, size, locations, index)
        assert grid.pokemon_around(locations, index) == model.number_at_cell(game, locations, size, index)


def test_the_largest_board_is_30_wide_and_26_high() -> None:
    assert (MAX_WIDTH, MAX_HEIGHT) == (30, 26)
    assert PokemonGame(Grid(30, 26), 0, random.Random(1)).cell_count == 780
    for shape, said in ((Grid(31, 16), "a board is 1 to 30 wide and 1 to 26 high, not 31×16"),
                        (Grid(30, 27), "a board is 1 to 30 wide and 1 to 26 high, not 30×27"),
                        (Grid(0, 5), "a board is 1 to 30 wide and 1 to 26 high, not 0×5"),
                        (27, "grid size must be 1 to 26, not 27")):
        with pytest.raises(ValueError) as raised:
            PokemonGame(shape, 0, random.Random(1))
        assert str(raised.value) == said
    with pytest.raises(ValueError, match="number of pokemons must be 0 to 480, not 481"):
        PokemonGame(EXPERT, 481, random.Random(1))


def test_a_rectangle_has_no_single_grid_size_but_a_square_keeps_its_own() -> None:
    assert PokemonGame(Grid(9, 9), 10, random.Random(1)).grid_size == 9
    with pytest.raises(ValueError, match="a 30×16 board has no single grid size"):
        _ = PokemonGame(EXPERT, 99, random.Random(1)).grid_size


def test_actions_on_a_30_by_16_board_name_its_480_cells() -> None:
    assert EXPERT.parse_action([REVEAL_ACTION, 479]) == (REVEAL_ACTION, 479)
    assert EXPERT.parse_action([FLAG_ACTION, 0]) == (FLAG_ACTION, 0)
    with pytest.raises(ValueError) as raised:
        EXPERT.parse_action([REVEAL_ACTION, 480])
    assert str(raised.value) == "not a Pokémon action on a 30×16 board: ['reveal', 480]"
    assert (EXPERT.most_pokemons(True), EXPERT.most_pokemons(False)) == (479, 480)
    assert EXPERT.free_at_first_reveal(99, 479) == [479, 449, 478, 448]
    assert EXPERT.free_at_first_reveal(478, 479) == [479]  # two free cells: the corner's three neighbours do not fit


# -- a game on a rectangle ----------------------------------------------------------------------------------------
def test_one_reveal_wins_a_5_by_3_board_whose_safe_cells_are_one_section() -> None:
    """Pokémon at A5 and C1, worked out by hand: A1 is 0 and its section is every safe cell, so the one reveal
    wins and flags both Pokémon for the player."""
    game = PokemonGame(Grid(5, 3), 2, random.Random(1), pokemon_locations=(4, 10))
    assert [game.number_at(index) for index in range(15) if index not in (4, 10)] == \
        [0, 0, 0, 1, 1, 1, 0, 1, 1, 1, 0, 0, 0]
    assert game.reveal(0) == "opened"
    assert game.game == "0001♥" "11011" "♥1000"
    assert game.is_won() and game.flagged_for_you == [4, 10]
    assert three_bv(game.grid, (4, 10)) == 1


def pokemon_column(column: int) -> tuple[int, ...]:
    """Every cell of one column of the 30×16 board."""
    return tuple(EXPERT.index((row, column)) for row in range(16))


def test_a_30_by_16_board_walled_by_a_column_of_pokemon_is_won_from_both_sides() -> None:
    """Pokémon fill column 15 (index 14) and sit at A30 and C30: the left half is one opening, the right half
    another, and B30 (between the two, next to no 0) a number of its own: 3BV 3. Uncovering the two openings leaves
    B30; uncovering it wins."""
    locations = (*pokemon_column(14), 29, 89)
    game = PokemonGame(EXPERT, 18, random.Random(1), pokemon_locations=locations)
    assert three_bv(EXPERT, locations) == 3 and three_bv(EXPERT, pokemon_column(14)) == 2
    assert [game.number_at(EXPERT.index((row, 13))) for row in (0, 1, 15)] == [2, 3, 2]  # beside the column
    assert [game.number_at(index) for index in (28, 58, 59, 88, 118, 119)] == [1, 2, 2, 1, 1, 1]  # round A30, C30
    assert game.reveal(0) == "opened"
    left = {EXPERT.index((row, column)) for row in range(16) for column in range(14)}
    assert {index for index, cell in enumerate(game.game) if cell != UNEXPOSED} == left
    assert three_bv_done(game.game, EXPERT, locations) == 1 and not game.is_won()
    assert game.reveal(16) == "opened"  # A17, across the column
    assert game.game[59] == UNEXPOSED and game.game.count(UNEXPOSED) == 19 and not game.is_won()
    assert three_bv_done(game.game, EXPERT, locations) == 2
    assert game.reveal(59) == "opened" and game.game[59] == "2"
    assert game.is_won() and game.flagged_for_you == sorted(locations) and game.flags_left() == 0


def test_chording_and_a_loss_taken_back_on_a_30_by_16_board() -> None:
    """P30 shows 1 and its one Pokémon, O29, is flagged: chording on P30 opens O30 and P29. With the flag taken off,
    a step onto O29 loses, and undo puts the board back."""
    game = PokemonGame(EXPERT, 1, random.Random(1), chording=True, pokemon_locations=(448,))
    assert game.reveal(479) == "opened" and game.game[479] == "1"
    game.toggle_flag(448)
    assert game.reveal(479) == "opened" and (game.game[449], game.game[478]) == ("1", "1")
    before = game.game
    game.toggle_flag(448)
    assert game.reveal(448) == "pokemon" and game.is_lost() and game.lost_at == 448
    assert game.undo_loss() and game.game == before.replace(FLAG, UNEXPOSED) and not game.is_lost()


# -- the solver and the no-guess boards on rectangles -------------------------------------------------------------
def test_the_solver_reads_a_30_by_16_corner_and_names_its_cells() -> None:
    game = "~" * 479 + "3"  # P30 shows 3: its three covered neighbours are Pokémon
    found = deductions(game, EXPERT, 3)
    assert [(deduction.cell, deduction.pokemon) for deduction in found[:3]] == [(448, True), (449, True), (478, True)]
    assert found[0].reason(EXPERT) == "O29 is a Pokémon: P30 shows 3 and has only 3 covered neighbours."
    assert all(not deduction.pokemon for deduction in found[3:]) and len(found) == 480 - 1
    assert deductions("01~~" "01~~", Grid(4, 2), 1)[0].reason(Grid(4, 2)) == \
        "A4 is safe: the numbers account for the last Pokémon."


BOARDS = [
    # shape, Pokémon, seed, the board dealt from the centre's first reveal
    (Grid(10, 6), 14, 0, (4, 6, 8, 9, 16, 18, 32, 38, 48, 49, 51, 57, 58, 59)),
    (Grid(6, 10), 14, 0, (0, 4, 6, 7, 10, 14, 15, 17, 21, 23, 45, 46, 50, 52)),
]


@pytest.mark.parametrize(("grid", "count", "seed", "board"), BOARDS, ids=[str(row[0]) for row in BOARDS])
def test_a_seed_deals_exactly_this_rectangle_and_deduction_solves_it(grid: Grid, count: int, seed: int,
                                                                     board: tuple[int, ...]) -> None:
    first = grid.index((grid.height // 2, grid.width // 2))
    assert no_guess_pokemons(grid, count, random.Random(seed), first) == board
    assert solves_from(grid, board, first)


@pytest.mark.parametrize("seed", range(5))
def test_no_guess_expert_boards_are_solved_from_any_first_cell_and_repeat_from_their_seed(seed: int) -> None:
    first = random.Random(seed).randrange(EXPERT.cell_count)
    game = PokemonGame(EXPERT, 99, random.Random(seed), safe_first_reveal=True, no_guess=True)
    assert game.reveal(first) == "opened" and game.guess_free is True
    locations = game.pokemon_locations
    assert locations is not None and len(locations) == 99 and first not in locations
    assert solves_from(EXPERT, locations, first)
    again = PokemonGame(EXPERT, 99, random.Random(seed), safe_first_reveal=True, no_guess=True)
    again.reveal(first)
    assert again.pokemon_locations == locations
