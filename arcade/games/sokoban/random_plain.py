"""`arcade --plain sokoban-random [NAME]`: print a generated classic Sokoban level as an XSB file.

NAME is what the arcade opens it by: `random:SEED`, `random:easy:SEED` or `random:hard:SEED` (the same seed always
makes the same level), or `random`, `random:easy`, `random:hard` for a fresh seed (the default is `random`). The
file's comments say the name to open it again and its rating; `arcade sokoban FILE.xsb` plays it. Exit status 2
(one line on standard error) for a NAME that is not one. Nothing here imports urwid.
"""

from __future__ import annotations

import random

from arcade.errors import LevelError
from arcade.games.sokoban.generator import NAME, generate, parse_name

FRESH_SEEDS = 1_000_000
"""A name without a seed takes one below this (as the arcade does when a Random entry is opened)."""


def main(argv: list[str]) -> int:
    """Print the level NAME stands for as XSB; a bad NAME is a LevelError (one line, exit status 2)."""
    if len(argv) > 1 or (argv and argv[0].startswith("-")):
        raise LevelError(" ".join(argv), "usage: arcade --plain sokoban-random [random[:easy|:hard][:SEED]]")
    name = argv[0] if argv else NAME
    parsed = parse_name(name)
    if parsed is None:
        raise LevelError(name, "not a random level: random[:easy|:hard][:SEED], e.g. random:hard:42")
    difficulty, seed = parsed
    if seed is None:
        seed = random.Random().randrange(FRESH_SEEDS)
    print(generate(seed, difficulty).to_xsb(), end="")
    return 0
