"""Generated Acorn Runner boards: over 200 seeds each is solved by the BFS (replayed as a win in the engine) and
meets its difficulty's bounds; the same seed gives the same board; a board's file reads back, in plain mode too."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.acorn.generated import DIFFICULTIES, generate_level, rate_board
from arcade.games.acorn.model import Game, parse, read_lines
from arcade.games.acorn.plain import solve_main

SEEDS = range(200)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_generated_board_is_solved_and_meets_its_bounds(seed: int) -> None:
    difficulty = list(DIFFICULTIES)[seed % len(DIFFICULTIES)]
    board = generate_level(difficulty, seed)
    wanted = DIFFICULTIES[difficulty]
    assert (len(board.rows[0]), len(board.rows)) == (wanted.cols, wanted.rows)
    game = Game(parse(list(board.rows)))
    for move in board.rating.path:
        game.game_move(move)
    assert game.is_won()
    assert wanted.min_shortest <= board.rating.shortest <= wanted.max_shortest
    assert board.rating.fires_out >= wanted.min_fires_out
    assert rate_board(board.rows) == board.rating


def test_the_same_seed_gives_the_same_board_and_another_seed_another() -> None:
    assert generate_level("medium", 7) == generate_level("medium", 7)
    assert generate_level("medium", 7).rows != generate_level("medium", 8).rows
    assert generate_level("easy", 7).rows != generate_level("hard", 7).rows


def test_a_saved_board_reads_back_and_plain_mode_solves_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = generate_level("hard", 3)
    path = tmp_path / "generated.txt"
    path.write_text(board.text, encoding="utf-8")
    assert Game(read_lines(path)).grid is not None
    assert solve_main([str(path), "BFS"]) in (0, None)
    assert capsys.readouterr().out.startswith(f"Path has {board.rating.shortest} moves.")
