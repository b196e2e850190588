"""`arcade --plain pokemon-board`: the board a seed deals from a first cell, and its one-line errors."""

from __future__ import annotations

import random
import subprocess

import pytest

from arcade.games.pokemon.board_plain import board_lines
from arcade.games.pokemon.deduce import solves_from
from arcade.games.pokemon.game import PokemonGame
from tests.transcripts import arcade_command, plain_runs_in_one_process, subprocess_env


def run_board(*args: str) -> subprocess.CompletedProcess[str]:
    """Run `arcade --plain pokemon-board ARGS`."""
    return subprocess.run(arcade_command("--plain", "pokemon-board", *args), capture_output=True, text=True,
                          env=subprocess_env(), timeout=60, check=False)


def locations(lines: list[str]) -> set[int]:
    """The Pokémon of a printed board."""
    size = len(lines)
    return {row * size + col for row, line in enumerate(lines) for col, mark in enumerate(line) if mark == "*"}


def test_a_no_guess_hard_board_is_printed_and_deduction_solves_it() -> None:
    result = run_board("26", "99", "--first", "N14", "--seed", "7", "--no-guess")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert len(lines) == 26 and all(len(line) == 26 and set(line) <= {"*", "."} for line in lines)
    pokemon = locations(lines)
    first = 13 * 26 + 13
    assert len(pokemon) == 99 and first not in pokemon and solves_from(26, pokemon, first)
    game = PokemonGame(26, 99, random.Random(7), safe_first_reveal=True, no_guess=True)
    game.reveal(first)
    assert pokemon == set(game.pokemon_locations or ())  # the board the screen deals from that seed


def test_without_no_guess_it_is_the_safe_first_reveal_board() -> None:
    result = run_board("8", "10", "--first", "A1", "--seed", "3")
    game = PokemonGame(8, 10, random.Random(3), safe_first_reveal=True)
    game.reveal(0)
    assert result.returncode == 0 and result.stdout.splitlines() == board_lines(game.pokemon_locations or (), 8)
    assert not locations(result.stdout.splitlines()) & {0, 1, 8, 9}  # A1 and its neighbours are free


def test_a_board_too_crowded_to_be_guess_free_is_printed_with_a_note() -> None:
    result = run_board("3", "1", "--first", "B2", "--seed", "1", "--no-guess")
    assert result.returncode == 1 and len(result.stdout.splitlines()) == 3
    assert result.stderr == "arcade: no guess-free board was found for this many Pokémon: this one may need a guess\n"


@pytest.mark.parametrize("cell", ["H8", "H08", "H008"])
def test_every_cell_the_original_reads_is_taken_leading_zeros_too(cell: str) -> None:
    result = run_board("8", "10", "--first", cell, "--seed", "2")
    game = PokemonGame(8, 10, random.Random(2), safe_first_reveal=True)
    game.reveal(63)  # H8: the last row's last cell
    assert result.returncode == 0 and result.stdout.splitlines() == board_lines(game.pokemon_locations or (), 8)


@pytest.mark.parametrize(("cell", "why"), [
    ("h8", "row letters are capitals, as the game reads them: H8"),
    ("z26", "row letters are capitals, as the game reads them"),
    ("I1", "the rows are A to H"),
    ("A0", "the columns are 1 to 8"),
    ("A9", "the columns are 1 to 8"),
    (" H8", "a capital row letter, then the column's number and nothing else"),
    ("H 8", "a capital row letter, then the column's number and nothing else"),
    ("8H", "a capital row letter, then the column's number and nothing else"),
    ("f H8", "a capital row letter, then the column's number and nothing else"),
    ("H٨", "a capital row letter, then the column's number and nothing else"),
])
def test_a_cell_the_original_would_not_read_is_refused_in_one_line_saying_why(cell: str, why: str) -> None:
    result = run_board("8", "10", "--first", cell, "--seed", "2")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == f"arcade: --first {cell!r} is no cell of a 8×8 board (A1 to H8): {why}\n"


@pytest.mark.parametrize(("args", "words"), [
    (["27", "3", "--first", "A1", "--seed", "1"], "SIZE must be 1 to 26, not 27"),
    (["8", "65", "--first", "A1", "--seed", "1"], "COUNT must be 0 to 63 on a 8×8 board (the first cell is kept safe), "
     "not 65"),
    (["8", "64", "--first", "A1", "--seed", "1"], "COUNT must be 0 to 63 on a 8×8 board (the first cell is kept safe), "
     "not 64"),
    (["8", "10", "--first", "I1", "--seed", "1"], "--first 'I1' is no cell of a 8×8 board (A1 to H8)"),
    (["8", "10", "--first", "a1", "--seed", "1"], "--first 'a1' is no cell"),
    (["8", "10", "--first", "A1", "--seed", "-4"], "--seed must be 0 or more, not -4"),
    (["8", "10", "--seed", "1"], "the following arguments are required: --first"),
    (["8", "x", "--first", "A1", "--seed", "1"], "argument COUNT: invalid int value: 'x'"),
    (["8", "10", "--first", "A1"], "the following arguments are required: --seed"),
])
def test_bad_arguments_are_one_line_and_status_2(args: list[str], words: str) -> None:
    result = run_board(*args)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and words in result.stderr and "Traceback" not in result.stderr


def test_it_never_imports_urwid() -> None:
    run = ["--plain", "pokemon-board", "8", "10", "--first", "D4", "--seed", "2", "--no-guess"]
    assert plain_runs_in_one_process([run], b"") == (False, [0])
