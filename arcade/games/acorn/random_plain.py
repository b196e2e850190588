"""`arcade --plain acorn-random [NAME]`: print a generated Acorn Runner board as a board file.

NAME is what the arcade opens it by: `random:SEED`, `random:easy:SEED` or `random:hard:SEED` (the same seed always
makes the same board), or `random`, `random:easy`, `random:hard` for a fresh seed (the default is `random`); the
reading of NAME is the arcade's own (arcade/generated_plain.py). The board is generated.py's, solved by the BFS
before it is offered; `arcade --plain acorn FILE` and `arcade acorn FILE` play the file. Nothing here imports urwid.
"""

from __future__ import annotations

from arcade.games.acorn.generated import DIFFICULTIES, generate_level
from arcade.generated_plain import print_generated


def board_file(difficulty: str, seed: int) -> str:
    """The generated board of this difficulty and seed as a board file's text (a final newline for the terminal)."""
    return f"{generate_level(difficulty, seed).text}\n"


def main(argv: list[str]) -> int:
    """Print the board NAME stands for; a bad NAME is a LevelError (one line, exit status 2)."""
    return print_generated("acorn", "acorn-random", argv, DIFFICULTIES, board_file)
