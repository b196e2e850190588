"""`arcade --plain sokoban-solve LEVEL`: print a solution of a Sokoban level on one line, in LURD notation.

LEVEL is a standard level (`microban:N`, the bundled Microban's level N, or `FILE.xsb[:N]` / `FILE.sok[:N]`, level
N of a collection file, default 1), solved by the push search of classic/solver.py; or a Fancy Sokoban maze (a
bundled name such as maze1, or a maze file), solved by the Fancy game's own shortest-solution search. Moves are
u d l r, uppercase where the move pushes a crate. Exit status 0 with a solution, 1 (`No solution found.`) when
the search gives up, 2 (one line on standard error, from the command line) for a LEVEL that cannot be read.
Nothing here imports urwid.
"""

from __future__ import annotations

import re
from pathlib import Path

from arcade.errors import LevelError
from arcade.games.sokoban.classic import solver as classic_solver
from arcade.games.sokoban.classic.xsb import ClassicLevel, read_collection
from arcade.games.sokoban.fancy_lurd import keys_to_lurd
from arcade.games.sokoban.model import SokobanModel
from arcade.games.sokoban.solver import solve_file
from arcade.level_files import bundled_levels_root, resolve_level
from arcade.plain_args import usual_positional
from arcade.registry import find_game

TYPE_CHECKING = False
if TYPE_CHECKING:  # argparse only when the arguments are unusual (arcade.plain_args)
    import argparse

NO_SOLUTION = "No solution found."
EXIT_NO_SOLUTION = 1
MICROBAN_PREFIX = "microban:"
COLLECTION_SPEC = re.compile(r"^(?P<file>.+\.(?:xsb|sok))(?::(?P<number>\d+))?$", re.IGNORECASE)


def microban_path() -> Path:
    """The bundled Microban collection."""
    return bundled_levels_root() / "sokoban" / "microban.xsb"


def read_classic(spec: str) -> ClassicLevel | None:
    """The standard level LEVEL names (`microban:N`, `FILE.xsb[:N]`), or None if it names no collection."""
    if spec.lower().startswith(MICROBAN_PREFIX):
        path, number_text = microban_path(), spec[len(MICROBAN_PREFIX):]
        if not number_text.isdigit():
            raise LevelError(spec, "say which Microban level by its number, e.g. microban:1")
    else:
        match = COLLECTION_SPEC.match(spec)
        if match is None:
            return None
        path, number_text = Path(match["file"]).expanduser(), match["number"] or "1"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise LevelError(path, getattr(error, "strerror", None) or "not a readable text file") from None
    levels = read_collection(text, str(path))
    number = int(number_text)
    if not 1 <= number <= len(levels):
        raise LevelError(spec, f"no level {number}: the collection holds levels 1 to {len(levels)}")
    return levels[number - 1]


def fancy_lurd(path: Path) -> str | None:
    """The Fancy solver's shortest solution of the maze file as LURD (uppercase where a crate moved), or None."""
    moves = solve_file(path)
    return None if moves is None else keys_to_lurd(SokobanModel(str(path)), moves)


DEFAULT_TIME_LIMIT = 10.0
"""Seconds a standard level's search may take before the command gives up."""


def build_parser() -> argparse.ArgumentParser:
    """The command's argument parser: one LEVEL and an optional time limit."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="arcade --plain sokoban-solve",
        description="Print a solution of a Sokoban level on one line in LURD notation: u d l r walk, U D L R push.",
    )
    parser.add_argument(
        "level",
        metavar="LEVEL",
        help="microban:N (the bundled Microban, levels 1-155), FILE.xsb[:N] (level N of a collection, default 1), "
        "or a Fancy Sokoban maze (a bundled name such as maze1, or a maze file)",
    )
    parser.add_argument(
        "--time-limit", type=float, default=DEFAULT_TIME_LIMIT, metavar="SECONDS",
        help="give up on a standard level after this long (default 10)",
    )
    return parser


def main(argv: list[str]) -> int:
    """Solve LEVEL and print the moves, or `No solution found.` (status 1) when the search gives up."""
    level, time_limit = usual_positional(argv), DEFAULT_TIME_LIMIT
    if level is None:
        arguments = build_parser().parse_args(argv)
        level, time_limit = arguments.level, arguments.time_limit
    classic = read_classic(level)
    if classic is not None:
        solution = classic_solver.solve(classic, time_limit=time_limit)
    else:
        solution = fancy_lurd(resolve_level(find_game("sokoban"), level))
    if solution is None:
        print(NO_SOLUTION)
        return EXIT_NO_SOLUTION
    print(solution)
    return 0
