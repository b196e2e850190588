"""`arcade --plain dayz-random [NAME]`: print a generated End of DayZ map as a map file.

NAME is what the arcade opens it by: `random:SEED`, `random:easy:SEED` or `random:hard:SEED` (the same seed always
makes the same map), or `random`, `random:easy`, `random:hard` for a fresh seed (the default is `random`); the
reading of NAME is the arcade's own (arcade/generated_plain.py). The map is generated.py's, proven winnable whatever
the zombies do before it is offered; `arcade dayz FILE` plays the file, and so does `arcade --plain dayz` given its
path at `Map:`. Nothing here imports urwid.
"""

from __future__ import annotations

from arcade.games.dayz.generated import DIFFICULTIES, generate_level
from arcade.generated_plain import print_generated


def map_file(difficulty: str, seed: int) -> str:
    """The generated map of this difficulty and seed as a map file's text (a final newline for the terminal: the
    map's size is still its number of lines)."""
    return f"{generate_level(difficulty, seed).text}\n"


def main(argv: list[str]) -> int:
    """Print the map NAME stands for; a bad NAME is a LevelError (one line, exit status 2)."""
    return print_generated("dayz", "dayz-random", argv, DIFFICULTIES, map_file)
