"""`arcade --plain sokoban-random [NAME]`: print a generated classic Sokoban level as an XSB file.

NAME is what the arcade opens it by: `random:SEED`, `random:easy:SEED` or `random:hard:SEED` (the same seed always
makes the same level), or `random`, `random:easy`, `random:hard` for a fresh seed (the default is `random`). The
file's comments say the name to open it again and its rating; `arcade sokoban FILE.xsb` plays it. Exit status 2
(one line on standard error) for a NAME that is not one. The reading of NAME is the arcade's own
(arcade/generated_plain.py, shared with the other games' tools). Nothing here imports urwid.
"""

from __future__ import annotations

from arcade.games.sokoban.classic.generator import DIFFICULTIES, generate
from arcade.generated_plain import print_generated


def level_xsb(difficulty: str, seed: int) -> str:
    """The generated level of this difficulty and seed as an XSB file (its comments name it and its rating)."""
    return generate(seed, difficulty).to_xsb()


def main(argv: list[str]) -> int:
    """Print the level NAME stands for as XSB; a bad NAME is a LevelError (one line, exit status 2)."""
    return print_generated("sokoban", "sokoban-random", argv, DIFFICULTIES, level_xsb)
