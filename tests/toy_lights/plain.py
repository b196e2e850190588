"""Lights Out's plain face: `arcade --plain toy-lights LEVEL`, then one 'row col' press a line (counted from 1)."""

from __future__ import annotations

import sys

from arcade.level_files import resolve_level
from arcade.registry import find_game
from tests.toy_lights.model import LightsOut, read_board


def play(game_id: str, argv: list[str]) -> int:
    """The plain game of the toy of this id (both toys are Lights Out)."""
    game = find_game(game_id)
    board = LightsOut(read_board(resolve_level(game, argv[0])))
    print(board.text())
    for line in sys.stdin:
        row, col = (int(part) - 1 for part in line.split())
        board.press(row, col)
        print(board.text())
        if board.has_won():
            print(f"Solved in {game.figure(len(board.presses))}.")
            return 0
    return 1


def main(argv: list[str]) -> int:
    """`arcade --plain toy-lights LEVEL`."""
    return play("toy-lights", argv)


def dim_main(argv: list[str]) -> int:
    """`arcade --plain toy-dim LEVEL`."""
    return play("toy-dim", argv)
