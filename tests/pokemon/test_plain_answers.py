"""How the Pokémon adapter reads the board's size and count, in this process: the bounds, leading zeros and a count
far larger than the board (taken as every cell, without turning thousands of digits into a number)."""

from __future__ import annotations

import io
import sys

import pytest

from arcade.games.pokemon import plain
from arcade.games.pokemon.model import MAX_GRID_SIZE


def answered(monkeypatch: pytest.MonkeyPatch, typed: list[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in typed)))


@pytest.mark.parametrize(("typed", "count"), [
    (["7"], 7), (["007"], 7), (["0"], 0), ([" 9 "], 9), (["10"], 9), (["-1", "x", "3"], 3),
    (["0" * 5000 + "2"], 2), (["1" + "0" * 5000], 9), (["9" * 5000], 9),
])
def test_the_count_of_a_three_by_three_board(typed: list[str], count: int, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    answered(monkeypatch, typed)
    assert plain.ask_count("Count: ", 9) == count
    refusals = capsys.readouterr().out.count("The number of pokemons must be a whole number, 0 or more.")
    assert refusals == len(typed) - 1


def test_the_size_is_taken_up_to_the_largest_board(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    answered(monkeypatch, ["0", str(MAX_GRID_SIZE + 1), str(MAX_GRID_SIZE)])
    assert plain.ask_number("Size: ", 1, MAX_GRID_SIZE, "The size of the grid") == MAX_GRID_SIZE
    assert capsys.readouterr().out.count(f"The size of the grid must be a whole number from 1 to {MAX_GRID_SIZE}.") == 2
