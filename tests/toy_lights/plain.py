"""Lights Out's plain face: `arcade --plain lights LEVEL`, then one 'row col' press a line (counted from 1)."""

from __future__ import annotations

import sys

from arcade.level_files import resolve_level
from arcade.registry import find_game
from tests.toy_lights.model import LightsOut, read_board


def main(argv: list[str]) -> int:
    game = find_game("lights")
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
