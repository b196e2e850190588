"""The plain pieces added on 26 November, run in this process (so mutation testing sees them): the generated
Sokoban level as XSB, the classic-level message of the Fancy program, the Pokémon program's --pokemons cells, and
the pokemon-board reasons a cell is refused."""

from __future__ import annotations

import pytest

from arcade.errors import ArcadeError, LevelError
from arcade.games.pokemon.board_plain import why_no_cell
from arcade.games.pokemon.plain import POKEMONS_OPTION, cells_argument, fixed_cells
from arcade.games.sokoban import random_plain
from arcade.games.sokoban.classic.generator import generate
from arcade.games.sokoban.plain import classic_level_words


def test_a_random_level_is_printed_as_its_xsb(capsys: pytest.CaptureFixture[str]) -> None:
    """`sokoban-random random:hard:42` prints exactly the generator's XSB of that seed; `random:7` the medium one."""
    assert random_plain.main(["random:hard:42"]) == 0
    assert capsys.readouterr().out == generate(42, "hard").to_xsb()
    assert random_plain.main(["random:7"]) == 0
    assert capsys.readouterr().out == generate(7, "medium").to_xsb()


def test_a_random_level_without_a_seed_is_a_fresh_one_of_that_difficulty(capsys: pytest.CaptureFixture[str]) -> None:
    """No seed: a level of the difficulty named (its XSB names it random:easy:N with N below FRESH_SEEDS)."""
    assert random_plain.main(["random:easy"]) == 0
    out = capsys.readouterr().out
    assert "random:easy:" in out
    assert random_plain.main([]) == 0
    assert "random:" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["random", "extra"], ["-h"], ["microban:3"], ["random:nightmare:4"]])
def test_a_bad_random_name_is_one_line(argv: list[str]) -> None:
    """Two arguments, an option, or a name that is no random level: a LevelError naming the usage or the shape."""
    with pytest.raises(LevelError) as refused:
        random_plain.main(argv)
    words = str(refused.value)
    assert ("usage: arcade --plain sokoban-random [random[:easy|:hard][:SEED]]" in words) == (
        len(argv) > 1 or argv[0].startswith("-"))
    assert "random" in words


@pytest.mark.parametrize(("spec", "words"), [
    ("microban:1", "microban:1 is a classic Sokoban level (standard rules), not a Fancy Sokoban maze: play it with "
                   "'arcade sokoban microban:1', or print a solution with 'arcade --plain sokoban-solve microban:1'"),
    ("microban", "microban is a classic Sokoban level (standard rules), not a Fancy Sokoban maze: play it with "
                 "'arcade sokoban microban', or print a solution with 'arcade --plain sokoban-solve microban:1'"),
    ("MICROBAN:12", "MICROBAN:12 is a classic Sokoban level (standard rules), not a Fancy Sokoban maze: play it with "
                    "'arcade sokoban MICROBAN:12', or print a solution with 'arcade --plain sokoban-solve "
                    "MICROBAN:12'"),
    ("mine.xsb", "mine.xsb is a classic Sokoban level (standard rules), not a Fancy Sokoban maze: play it with "
                 "'arcade sokoban mine.xsb', or print a solution with 'arcade --plain sokoban-solve mine.xsb'"),
    ("levels/set.SOK:3", "levels/set.SOK:3 is a classic Sokoban level (standard rules), not a Fancy Sokoban maze: "
                         "play it with 'arcade sokoban levels/set.SOK:3', or print a solution with 'arcade --plain "
                         "sokoban-solve levels/set.SOK:3'"),
    ("maze1", None), ("maze:3", None), ("microban:x", None), ("notes.txt", None),
])
def test_the_fancy_program_names_a_classic_level_and_what_to_run(spec: str, words: str | None) -> None:
    """A Microban name or a collection file (optionally :N) gets the one line; anything else is no classic level."""
    assert classic_level_words(spec) == words


def test_pokemons_cells_are_read_as_the_game_reads_them() -> None:
    """--pokemons 'A2,B1' on a 3×3 board: the cells by index, in the order named; cells_argument gives them back in
    board order."""
    assert fixed_cells("A2,B1", 3, 2) == (1, 3)
    assert fixed_cells("", 3, 0) == ()
    assert fixed_cells("B1,,A2", 3, 2) == (3, 1)
    assert cells_argument((3, 1), 3) == "A2,B1"
    assert cells_argument((), 4) == ""


@pytest.mark.parametrize(("text", "count", "words"), [
    ("A2,Z9", 2, f"{POKEMONS_OPTION}: 'Z9' is no cell of a 3×3 board"),
    ("a2", 1, f"{POKEMONS_OPTION}: 'a2' is no cell of a 3×3 board"),
    ("A2,A2", 2, f"{POKEMONS_OPTION}: a cell is named twice"),
    ("A2,B1", 3, f"{POKEMONS_OPTION} names 2 cells but the number of pokemons is 3"),
])
def test_bad_pokemons_cells_are_one_line(text: str, count: int, words: str) -> None:
    """A name that is no cell, a cell named twice, or a count that differs: one line saying which."""
    with pytest.raises(ArcadeError) as refused:
        fixed_cells(text, 3, count)
    assert str(refused.value) == words


@pytest.mark.parametrize(("text", "size", "words"), [
    ("h8", 10, "row letters are capitals, as the game reads them: H8"),
    ("z8", 10, "row letters are capitals, as the game reads them"),
    ("K3", 10, "the rows are A to J"),
    ("B11", 10, "the columns are 1 to 10"),
    ("B0", 10, "the columns are 1 to 10"),
    ("B", 10, "a capital row letter, then the column's number and nothing else"),
    ("B2x", 10, "a capital row letter, then the column's number and nothing else"),
    ("22", 10, "a capital row letter, then the column's number and nothing else"),
    ("A", 1, "a capital row letter, then the column's number and nothing else"),
    ("b1", 1, "row letters are capitals, as the game reads them"),
    ("a1", 1, "row letters are capitals, as the game reads them: A1"),
])
def test_why_a_first_cell_is_refused(text: str, size: int, words: str) -> None:
    """pokemon-board's reason for a --first it cannot read, word for word."""
    assert why_no_cell(text, size) == words
