"""`arcade --plain pokemon-board` and `arcade --plain sokoban-solve` run in this process (arcade.cli.main with its
output captured): what they print and their exit status, as the subprocess tests of the real command check, here
where a mutation run can trace them; the one-line errors word for word."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arcade.cli import main
from arcade.games.pokemon.board_plain import board_lines
from arcade.games.pokemon.game import PokemonGame
from arcade.games.sokoban.classic.solver import replay_lurd
from arcade.games.sokoban.classic.xsb import read_collection
from arcade.levels import bundled_levels_root


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path / "data"))


def run(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    """(exit status, standard output, standard error) of `arcade ARGUMENTS` run here."""
    try:
        status = main(list(arguments))
    except SystemExit as leaving:
        status = leaving.code if isinstance(leaving.code, int) else 1
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def dealt(size: int, count: int, seed: int, first: int, no_guess: bool) -> list[str]:
    game = PokemonGame(size, count, random.Random(seed), safe_first_reveal=True, no_guess=no_guess)
    game.reveal(first)
    return board_lines(game.pokemon_locations or (), size)


@pytest.mark.parametrize(("arguments", "board"), [
    (["8", "10", "--first", "A1", "--seed", "3"], (8, 10, 3, 0, False)),
    (["6", "5", "--first", "C4", "--seed", "11", "--no-guess"], (6, 5, 11, 3 * 6 + 2, True)),
    (["26", "40", "--first", "Z26", "--seed", "0"], (26, 40, 0, 26 * 26 - 1, False)),
    (["1", "0", "--first", "A1", "--seed", "5"], (1, 0, 5, 0, False)),
])
def test_the_board_a_seed_deals_from_a_first_cell(capsys: pytest.CaptureFixture[str], arguments: list[str],
                                                  board: tuple[int, int, int, int, bool]) -> None:
    status, out, err = run(capsys, "--plain", "pokemon-board", *arguments)
    assert (status, err) == (0, "")
    assert out == "".join(f"{line}\n" for line in dealt(*board))


def test_a_board_too_crowded_to_be_guess_free_is_printed_with_a_note(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--plain", "pokemon-board", "3", "1", "--first", "B2", "--seed", "1",
                           "--no-guess")
    assert status == 1 and len(out.splitlines()) == 3
    assert err == "arcade: no guess-free board was found for this many Pokémon: this one may need a guess\n"


@pytest.mark.parametrize(("arguments", "said"), [
    (["27", "3", "--first", "A1", "--seed", "1"], "SIZE must be 1 to 26, not 27"),
    (["0", "0", "--first", "A1", "--seed", "1"], "SIZE must be 1 to 26, not 0"),
    (["8", "65", "--first", "A1", "--seed", "1"], "COUNT must be 0 to 63 on a 8×8 board (the first cell is kept safe), "
     "not 65"),
    (["8", "64", "--first", "A1", "--seed", "1"], "COUNT must be 0 to 63 on a 8×8 board (the first cell is kept safe), "
     "not 64"),
    (["8", "-1", "--first", "A1", "--seed", "1"], "COUNT must be 0 to 63 on a 8×8 board (the first cell is kept safe), "
     "not -1"),
    (["8", "10", "--first", "I1", "--seed", "1"], "--first 'I1' is no cell of a 8×8 board (A1 to H8)"),
    (["8", "10", "--first", "A9", "--seed", "1"], "--first 'A9' is no cell of a 8×8 board (A1 to H8)"),
    (["8", "10", "--first", "A1", "--seed", "-4"], "--seed must be 0 or more, not -4"),
])
def test_bad_board_arguments_are_one_line_and_status_2(capsys: pytest.CaptureFixture[str], arguments: list[str],
                                                       said: str) -> None:
    status, out, err = run(capsys, "--plain", "pokemon-board", *arguments)
    assert (status, out) == (2, "")
    assert len(err.splitlines()) == 1 and said in err and "Traceback" not in err


MICROBAN = bundled_levels_root() / "sokoban" / "microban.xsb"


def test_a_microban_level_is_solved_in_one_line_that_replays(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--plain", "sokoban-solve", "microban:2")
    assert (status, err) == (0, "") and len(out.splitlines()) == 1
    assert replay_lurd(read_collection(MICROBAN.read_text(encoding="utf-8"), "microban")[1], out.strip())


def test_a_collection_file_and_a_level_of_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    collection = tmp_path / "two.xsb"
    collection.write_text("; one\n#####\n#@$.#\n#####\n\n; two\n######\n#.$ @#\n######\n", encoding="utf-8")
    assert run(capsys, "--plain", "sokoban-solve", str(collection)) == (0, "R\n", "")
    assert run(capsys, "--plain", "sokoban-solve", f"{collection}:2") == (0, "lL\n", "")
    assert run(capsys, "--plain", "sokoban-solve", "maze1")[0] == 0


def test_an_unsolvable_level_says_so_with_status_one(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cornered = tmp_path / "cornered.xsb"
    cornered.write_text("#####\n#$  #\n# @.#\n#####\n", encoding="utf-8")
    assert run(capsys, "--plain", "sokoban-solve", str(cornered)) == (1, "No solution found.\n", "")


def test_a_bad_level_is_one_line_and_status_two(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    broken = tmp_path / "broken.xsb"
    broken.write_text("#####\n#@$ #\n#####\n", encoding="utf-8")
    for spec, problem in (("microban:0", "no level 0: the collection holds levels 1 to 155"),
                          ("microban:first", "say which Microban level by its number"),
                          ("microban:156", "no level 156"),
                          (str(tmp_path / "missing.xsb"), "missing.xsb"),
                          (str(broken), "1 crate but 0 goals"),
                          ("nowhere", "no such file, nor a bundled sokoban level")):
        status, out, err = run(capsys, "--plain", "sokoban-solve", spec)
        assert (status, out) == (2, "")
        assert len(err.splitlines()) == 1 and problem in err, err
