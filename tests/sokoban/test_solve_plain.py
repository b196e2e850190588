"""`arcade --plain sokoban-solve LEVEL`: one line of LURD that replays to a win, or a clear failure."""

from __future__ import annotations

from pathlib import Path

from arcade.games.sokoban.classic.solver import replay_lurd
from arcade.games.sokoban.classic.xsb import read_collection
from arcade.games.sokoban.model import DIRECTION_DELTAS, SokobanModel
from arcade.levels import bundled_levels_root
from tests.test_cli import run_arcade

MICROBAN = bundled_levels_root() / "sokoban" / "microban.xsb"
LURD_TO_FANCY = {"u": "w", "d": "s", "l": "a", "r": "d"}


def test_microban_level_one_prints_a_solution_that_replays() -> None:
    result = run_arcade("--plain", "sokoban-solve", "microban:1")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    level = read_collection(MICROBAN.read_text(encoding="utf-8"), "microban")[0]
    assert replay_lurd(level, lines[0])


def test_a_collection_file_and_level_number(tmp_path: Path) -> None:
    collection = tmp_path / "two.xsb"
    collection.write_text("; one\n#####\n#@$.#\n#####\n\n; two\n######\n#.$ @#\n######\n", encoding="utf-8")
    assert run_arcade("--plain", "sokoban-solve", str(collection)).stdout == "R\n"
    assert run_arcade("--plain", "sokoban-solve", f"{collection}:2").stdout == "lL\n"


def test_maze1_prints_the_fancy_solution_with_pushes_in_uppercase() -> None:
    result = run_arcade("--plain", "sokoban-solve", "maze1")
    assert result.returncode == 0 and result.stderr == ""
    moves = result.stdout.strip()
    model = SokobanModel(str(bundled_levels_root() / "sokoban" / "maze1.txt"))
    for letter in moves:
        row, col = model.get_player_position()
        d_row, d_col = DIRECTION_DELTAS[LURD_TO_FANCY[letter.lower()]]
        crate_there = type(model.get_entities().get((row + d_row, col + d_col))).__name__ == "Crate"
        assert letter.isupper() == crate_there
        assert model.attempt_move(LURD_TO_FANCY[letter.lower()])
    assert model.has_won() and any(letter.isupper() for letter in moves)


def test_an_unsolvable_level_says_so_with_status_one(tmp_path: Path) -> None:
    cornered = tmp_path / "cornered.xsb"
    cornered.write_text("#####\n#$  #\n# @.#\n#####\n", encoding="utf-8")
    result = run_arcade("--plain", "sokoban-solve", str(cornered))
    assert (result.returncode, result.stdout, result.stderr) == (1, "No solution found.\n", "")


def test_a_bad_level_is_one_line_on_stderr_and_status_two(tmp_path: Path) -> None:
    broken = tmp_path / "broken.xsb"
    broken.write_text("#####\n#@$ #\n#####\n", encoding="utf-8")
    for spec, problem in (("microban:0", "no level 0: the collection holds levels 1 to 155"),
                          ("microban:first", "say which Microban level by its number"),
                          ("microban:156", "no level 156"),
                          (str(tmp_path / "missing.xsb"), "missing.xsb"),
                          (str(broken), "1 crate but 0 goals"),
                          ("nowhere", "no such file, nor a bundled sokoban level")):
        result = run_arcade("--plain", "sokoban-solve", spec)
        assert result.returncode == 2 and result.stdout == ""
        assert len(result.stderr.splitlines()) == 1 and problem in result.stderr, result.stderr
