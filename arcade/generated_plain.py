"""`arcade --plain GAME-random [NAME]`, for every game with generated levels: print one as the game's level file.

NAME is what the arcade opens the level by, read as the command line and the level lists read it (the game's
generator entries in its manifest, `levels.find_generated`): an entry (`random`, `random:easy`, `random:hard`)
for a level of a fresh seed, or `ENTRY:SEED` for the level of that seed, the same on every machine. Without NAME,
the entry the others vary (`random`). A game's tool gives only the text of the level of a seed and difficulty
(Sokoban's XSB, an acorn board, a DayZ map); a wrong NAME or an extra argument is a LevelError: one line on
standard error, exit status 2. No urwid here, and no game: each game's tool calls `print_generated`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection

from arcade.errors import LevelError
from arcade.levels import (
    COLLECTION_SEPARATOR,
    Level,
    find_generated,
    fresh_level,
    generator_entries,
    make_generated,
)
from arcade.randomness import seeded_random
from arcade.registry import find_game

SEED_WORD = "SEED"
EXAMPLE_SEED = 42


def name_shape(entries: list[Level]) -> tuple[str, str]:
    """(the plain entry's name, the shape of every name the entries take): ('random', 'random[:easy|:hard][:SEED]')."""
    base = min((entry.name for entry in entries), key=len)
    variants = [entry.name.removeprefix(f"{base}{COLLECTION_SEPARATOR}") for entry in entries if entry.name != base]
    varied = f"[{COLLECTION_SEPARATOR}{f'|{COLLECTION_SEPARATOR}'.join(variants)}]" if variants else ""
    return base, f"{base}{varied}[{COLLECTION_SEPARATOR}{SEED_WORD}]"


def print_generated(game_id: str, tool: str, argv: list[str], difficulties: Collection[str],
                    text_of: Callable[[str, int], str]) -> int:
    """Print the text (text_of(difficulty, seed), one of the game's difficulties) of the generated level NAME (argv,
    at most one) stands for; a fresh seed (arcade.randomness: $ARCADE_SEED repeats it) for an entry's name."""
    game = find_game(game_id)
    entries = generator_entries(game)
    if not entries:
        raise LevelError(tool, f"{game.title} has no generated levels")
    base, shape = name_shape(entries)
    if len(argv) > 1 or (argv and argv[0].startswith("-")):
        raise LevelError(" ".join(argv), f"usage: arcade --plain {tool} [{shape}]")
    name = argv[0] if argv else base
    level = find_generated(game, name)
    if level is None:
        raise LevelError(name, f"not a {base} level: {shape}, e.g. {entries[-1].name}{COLLECTION_SEPARATOR}"
                               f"{EXAMPLE_SEED}")
    if level.is_generator:
        level = fresh_level(level, seeded_random())
    sys.stdout.write(make_generated(level, difficulties, text_of))
    return 0
