"""`arcade --plain sokoban MAZE_FILE`: the original Fancy Sokoban text program, byte for byte.

The controller and view reproduce the practice handout's Sokoban and SokobanView (task sheet 5.5/5.6,
reference sections 4-6) over our model, with print() and input() on stdout/stdin so transcripts of the
original replay exactly. Nothing here imports urwid, directly or indirectly.
"""

from __future__ import annotations

from arcade.errors import ArcadeError, LevelError
from arcade.games.sokoban.model import PLAYER, Entities, Grid, Position, SokobanModel
from arcade.level_files import level_file_name
from arcade.plain_args import usual_positional
from arcade.registry import find_game

TYPE_CHECKING = False
if TYPE_CHECKING:  # argparse only when the arguments are unusual (arcade.plain_args)
    import argparse

PROMPT = "Enter move: "
QUIT = "q"
UNDO = "u"
# The task sheet's section 3 says 'Invalid move.', but the original program and every transcript print
# 'Invalid move' without a full stop (print adds one more newline, so an empty line follows); the
# reference wins.
INVALID_MOVE = "Invalid move\n"
WON = "You won!"
LOST = "You lost!"
CLASSIC_SUFFIXES = (".xsb", ".sok")
"""A LEVEL naming a level of a collection file (microban:N, FILE.xsb[:N]) is a classic level, not a Fancy maze."""


def classic_level_words(spec: str) -> str | None:
    """The one line that says a LEVEL is a classic Sokoban level and what to run instead, or None if it does not
    look like one (microban:N, or a collection file FILE.xsb / FILE.sok, optionally :N)."""
    name, _, number = spec.rpartition(":") if ":" in spec else (spec, "", "")
    if not number.isdigit():
        name = spec
    looks_classic = name.lower() == "microban" or name.lower().endswith(CLASSIC_SUFFIXES)
    if not looks_classic:
        return None
    one = spec if number.isdigit() or name.lower() != "microban" else f"{name}:1"
    return (f"{spec} is a classic Sokoban level (standard rules), not a Fancy Sokoban maze: play it with "
            f"'arcade sokoban {spec}', or print a solution with 'arcade --plain sokoban-solve {one}'")


class SokobanView:
    """The original text view: the maze as rows of characters, then the player's stats."""

    def display_game(self, maze: Grid, entities: Entities, player_position: Position) -> None:
        """Print each row (player over entity over tile, no separators), then an empty line."""
        for row, tiles in enumerate(maze):
            cells = []
            for col, tile in enumerate(tiles):
                if (row, col) == player_position:
                    cells.append(PLAYER)
                elif (row, col) in entities:
                    cells.append(str(entities[(row, col)]))
                else:
                    cells.append(str(tile))
            print("".join(cells))
        print()

    def display_stats(self, moves_remaining: int, strength: int) -> None:
        """Print the stats line followed by an empty line."""
        print(f"Moves remaining: {moves_remaining}, strength: {strength}\n")


class Sokoban:
    """The original controller: reads moves, asks the model to make them and shows the result."""

    def __init__(self, maze_file: str) -> None:
        """Load the game from `maze_file` (LevelError if it is missing or malformed)."""
        self._model = SokobanModel(maze_file)
        self._view = SokobanView()

    def display(self) -> None:
        """Show the board and the stats as the model has them now."""
        model = self._model
        self._view.display_game(model.get_maze(), model.get_entities(), model.get_player_position())
        self._view.display_stats(model.get_player_moves_remaining(), model.get_player_strength())

    def play_game(self) -> None:
        """Run the game loop until the game is won, lost or quit (reference section 6, in this exact order)."""
        while True:
            if self._model.has_won():
                self.display()
                print(WON)
                return
            if self._model.has_lost():
                print(LOST)  # the final board is deliberately not shown, as in the original
                return
            self.display()
            move = input(PROMPT)
            if move == QUIT:
                return
            if move == UNDO:
                self._model.undo()
                continue
            if not self._model.attempt_move(move):
                print(INVALID_MOVE)


def build_parser() -> argparse.ArgumentParser:
    """The adapter's argument parser: one maze file path or bundled level name."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="arcade --plain sokoban",
        description="Play Fancy Sokoban exactly as the original text program: type w, a, s or d and Enter to "
        "move, u to undo the last move, q to quit.",
    )
    parser.add_argument(
        "maze_file",
        metavar="MAZE_FILE",
        help="a maze file, or the name of a bundled level (e.g. maze1; see arcade --list)",
    )
    return parser


def main(argv: list[str]) -> int:
    """Run one game of plain Fancy Sokoban; returns 0 when the game ends (won, lost or quit)."""
    maze_file = usual_positional(argv)
    if maze_file is None:
        maze_file = build_parser().parse_args(argv).maze_file
    try:
        game = Sokoban(level_file_name(find_game("sokoban"), maze_file))
    except LevelError:
        words = classic_level_words(maze_file)
        if words is not None:
            raise ArcadeError(words) from None
        raise
    game.play_game()
    return 0
