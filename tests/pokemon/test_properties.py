"""Property tests: the parser on any text, and long random games on random boards never break the rules."""

from __future__ import annotations

import contextlib
import io
import random
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.pokemon import plain
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import (
    ALPHA,
    FLAG,
    UNEXPOSED,
    format_game,
    number_at_cell,
    parse_position,
)

ACTION_TEXT = st.one_of(
    st.text(max_size=6),
    st.builds(lambda r, c: f"{r}{c}", st.sampled_from(ALPHA + "az0 "), st.integers(-3, 30)),
    st.builds(lambda r, c: f"f {r}{c}", st.sampled_from(ALPHA), st.integers(0, 30)),
    st.sampled_from(["h", "q", "y", "n", ":)", "f", "f ", ""]),
)


@given(st.text(max_size=8), st.integers(1, 26))
def test_parse_position_never_raises_and_stays_on_the_board(action: str, size: int) -> None:
    position = parse_position(action, size)
    if position is not None:
        row, col = position
        assert 0 <= row < size and 0 <= col < size
        assert action == f"{ALPHA[row]}{col + 1}" or action.lstrip(ALPHA).startswith("0")


@given(st.integers(1, 26), st.data())
def test_every_cell_name_parses_back(size: int, data: st.DataObject) -> None:
    row = data.draw(st.integers(0, size - 1))
    col = data.draw(st.integers(0, size - 1))
    assert parse_position(f"{ALPHA[row]}{col + 1}", size) == (row, col)


def check_invariants(game: PokemonGame) -> None:
    """What must hold after any action."""
    shown = format_game(game.game, game.grid_size)
    assert game.flags_placed() == game.game.count(FLAG) == shown.count(FLAG)
    assert game.flags_left() == game.number_of_pokemons - game.flags_placed()
    locations = game.pokemon_locations or ()
    for index, cell in enumerate(game.game):
        if cell.isdigit():
            assert int(cell) == number_at_cell(game.game, locations, game.grid_size, index)
            assert index not in locations
        else:
            assert cell in (UNEXPOSED, FLAG)
    if game.is_lost():
        assert game.lost_at in locations
    assert not (game.is_won() and game.is_lost())


@settings(max_examples=150, deadline=None)
@given(
    size=st.integers(1, 9),
    density=st.floats(0, 1),
    seed=st.integers(0, 2**32),
    safe=st.booleans(),
    chording=st.booleans(),
    actions=st.lists(st.tuples(st.sampled_from(["reveal", "flag", "restart", "undo"]), st.integers(0, 80)),
                     max_size=120),
)
def test_random_games_keep_the_rules(size: int, density: float, seed: int, safe: bool, chording: bool,
                                     actions: list[tuple[str, int]]) -> None:
    count = round(density * size * size)
    game = PokemonGame(size, count, random.Random(seed), safe_first_reveal=safe, chording=chording)
    check_invariants(game)
    before: tuple[str, tuple[int, ...] | None] = (game.game, game.pokemon_locations)
    for action, cell in actions:
        index = cell % (size * size)
        if action == "reveal":
            was_started = game.has_started()
            before = (game.game, game.pokemon_locations)
            result = game.reveal(index)
            if safe and not was_started and result != "flagged" and size * size > count:
                assert result != "pokemon"
            if result == "pokemon" and before[1] is not None:
                assert game.can_undo_loss()
        elif action == "undo":
            lost = game.is_lost()
            assert game.undo_loss() == lost
            if lost:
                assert game.game == before[0] and not game.is_over()
        elif action == "flag":
            game.toggle_flag(index)
        else:
            game.restart()
        check_invariants(game)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 1000), size=st.integers(1, 12), lines=st.lists(ACTION_TEXT, max_size=40))
def test_plain_game_survives_any_typed_lines(seed: int, size: int, lines: list[str]) -> None:
    typed = [str(size), str(size), *lines]
    sys_stdin = sys.stdin
    sys.stdin = io.StringIO("".join(line + "\n" for line in typed if "\n" not in line and "\r" not in line))
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(EOFError):
            plain.play(random.Random(seed))
    finally:
        sys.stdin = sys_stdin


def original_generate_pokemons(grid_size: int, number_of_pokemons: int, rng: random.Random) -> tuple[int, ...]:
    """The course's a1_support.generate_pokemons, line for line, drawing from rng instead of the global random."""
    cell_count = grid_size ** 2
    pokemon_locations: tuple[int, ...] = ()
    for _ in range(number_of_pokemons):
        if len(pokemon_locations) >= cell_count:
            break
        index = rng.randint(0, cell_count - 1)
        while index in pokemon_locations:
            index = rng.randint(0, cell_count - 1)
        pokemon_locations += (index,)
    return pokemon_locations


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.integers(1, 8), extra=st.integers(-64, 10**6))
def test_plain_places_any_count_as_the_original_did(seed: int, size: int, extra: int) -> None:
    count = max(0, size * size + extra)
    placed = original_generate_pokemons(size, count, random.Random(seed))
    assert len(placed) == min(count, size * size)
    # The plain program, asked for this count, then stepping on every cell, uncovers exactly those Pokémon.
    typed = [str(size), str(count), *(f"{ALPHA[index // size]}{index % size + 1}" for index in range(size * size))]
    sys_stdin = sys.stdin
    sys.stdin = io.StringIO("".join(line + "\n" for line in typed))
    try:
        with contextlib.redirect_stdout(io.StringIO()) as out:
            plain.play(random.Random(seed))
    finally:
        sys.stdin = sys_stdin
    text = out.getvalue()
    assert "must be" not in text
    if placed:
        final = text.rsplit("Please input action: ", 1)[-1].splitlines()
        rows = [line.split("|")[1:size + 1] for line in final[2:2 * size + 2:2]]
        shown = [row * size + col for row in range(size) for col in range(size) if rows[row][col].strip() == "☺"]
        assert shown == sorted(placed)
    else:
        assert text.endswith("You win.\n")
