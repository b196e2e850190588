"""`arcade --plain acorn BOARD [play]` and `arcade --plain acorn-solve BOARD BFS|DFS`: the original run.py and
solver.py, byte for byte (REFERENCE.md sections 4 and 5).

As in the originals: no board prints the usage line, a board file that does not exist prints
"<board> does not exist!" (both on stdout; we exit with status 2 where the originals exited with 0), and
arguments after the ones used are ignored (the course's test script passed `null print_input`). A board may
also be named by a bundled level's name (`board_hard`). Beyond the originals, a malformed board, which
crashed them with the parser's ValueError, ends with that exact message on one stderr line (status 2), and
`play` clears the screen with an escape sequence rather than by running `clear`. Nothing here imports urwid.
"""

from __future__ import annotations

import os
import sys

from arcade.errors import LevelError
from arcade.games.acorn.model import (
    QUIT,
    BoardMissingError,
    Game,
    Grid,
    end_text,
    grid_to_string,
    read_lines,
)
from arcade.level_files import level_file_name
from arcade.registry import find_game

PROMPT = "Input a move: "
BYE = "\nBye!"
USAGE = "Usage: python3 run.py <filename> [play]"
SOLVER_USAGE = "Usage: python3 solver.py <filename> <mode>"
PLAY = "play"
CLEAR_SCREEN = "\x1b[H\x1b[2J\x1b[3J"
"""What `clear` writes: cursor home, erase the screen and the scroll-back."""
EXIT_USAGE = 2
HELP_OPTIONS = ("-h", "--help")

GAME_HELP = """\
usage: arcade --plain acorn BOARD [play]

Play Acorn Runner exactly as the original run.py: BOARD is a board file or the name of a bundled board
(e.g. board_hard; see arcade --list). Type w, a, s or d and Enter to move, e to wait (on a teleport pad
that teleports again), q to quit. With `play` the screen is cleared before each move is shown.
"""
SOLVER_HELP = """\
usage: arcade --plain acorn-solve BOARD MODE

Solve an Acorn Runner board exactly as the original solver.py: MODE is BFS (a shortest path) or DFS (some
path). Prints "Path has N moves." and the path, or "There is no possible path.".
"""


def load_board(spec: str) -> Grid:
    """The grid of a board file (or bundled board name); BoardMissingError, or LevelError if it is malformed."""
    path = spec
    if not os.path.exists(path):
        try:
            path = level_file_name(find_game("acorn"), spec)
        except LevelError:
            raise BoardMissingError(spec) from None
    if not os.path.isfile(path):
        raise LevelError(spec, "not a regular file")
    try:
        return read_lines(path)
    except ValueError as error:  # parse()'s messages, exactly (UnicodeDecodeError is a ValueError too)
        problem = "not a text file (UTF-8)" if isinstance(error, UnicodeDecodeError) else str(error)
        raise LevelError(spec, problem) from None
    except OSError as error:
        raise LevelError(spec, error.strerror or str(error)) from None


def play(grid: Grid, clear: bool = False) -> None:
    """The original run.py's game loop on stdin/stdout, until a win, a loss or 'q'."""
    game = Game(grid)
    message: str | None = None
    while True:
        if clear:
            sys.stdout.write(CLEAR_SCREEN)
        print(grid_to_string(game.grid, game.player))
        print()
        if game.is_over():
            sys.stdout.write(end_text(game.status, game.moves))
            return
        if message is not None:
            print(message)
            print()
        move = input(PROMPT)
        if move.lower() == QUIT:
            print(BYE)
            return
        message = game.game_move(move)


def board_or_report_missing(spec: str) -> Grid | None:
    """The board's grid, or None after printing the originals' "does not exist!" line (on stdout, as they did)."""
    try:
        return load_board(spec)
    except BoardMissingError as missing:
        print(missing)
        return None


def main(argv: list[str]) -> int:
    """`arcade --plain acorn BOARD [play]`: one game as the original run.py played it."""
    if argv and argv[0] in HELP_OPTIONS:
        sys.stdout.write(GAME_HELP)
        return 0
    if not argv:
        print(USAGE)
        return EXIT_USAGE
    grid = board_or_report_missing(argv[0])
    if grid is None:
        return EXIT_USAGE
    play(grid, clear=len(argv) > 1 and argv[1] == PLAY)
    return 0


def solve_main(argv: list[str]) -> int:
    """`arcade --plain acorn-solve BOARD MODE`: the original solver.py's output for one board."""
    from arcade.games.acorn.solver import MODES, format_result, solve  # only the solver's run loads it

    if argv and argv[0] in HELP_OPTIONS:
        sys.stdout.write(SOLVER_HELP)
        return 0
    if len(argv) < 2 or argv[1].upper() not in MODES:
        print(SOLVER_USAGE)
        return EXIT_USAGE
    grid = board_or_report_missing(argv[0])
    if grid is None:
        return EXIT_USAGE
    sys.stdout.write(format_result(solve(Game(grid), argv[1].upper())))
    return 0
