"""`arcade --plain dayz [--seed N] [--fixture NAME]`: the original End of DayZ text program, byte for byte.

TextInterface and AdvancedTextInterface are the task sheet's classes; main() is the original's: the
`Map: ` prompt, then the advanced game on that map. The original assumed a good map file; a missing or
malformed one ends here with one line on stderr (status 2). A map may be given as typed in the original
(`maps/basic.txt`, relative to the working directory) or by a bundled map's name (`basic`).
Nothing here imports urwid.
"""

from __future__ import annotations

import random

from arcade.games.dayz.fixtures import FIXTURE_SIZE, FIXTURES
from arcade.games.dayz.model import (
    ACTION_PROMPT,
    BORDER,
    DIRECTIONS,
    FIRE,
    FIRE_MESSAGES,
    FIRE_PROMPT,
    HOLDING_MESSAGE,
    LOSE_MESSAGE,
    MAP_PROMPT,
    NO_WEAPON_MESSAGE,
    WIN_MESSAGE,
    AdvancedGame,
    Game,
    GameInterface,
    HoldingPlayer,
    RandomSource,
    can_fire,
    fire,
    load_game_map,
)
from arcade.level_files import resolve_level
from arcade.plain_args import usual_seed
from arcade.registry import find_game

TYPE_CHECKING = False
if TYPE_CHECKING:  # argparse only when the arguments are unusual (arcade.plain_args)
    import argparse

PROMPTS = (MAP_PROMPT, ACTION_PROMPT, FIRE_PROMPT)
"""Every prompt the program shows (for transcript replays)."""


class TextInterface(GameInterface):
    """The text interface: draws the grid in a '#' border and runs the game loop on stdin/stdout."""

    def __init__(self, size: int) -> None:
        self._size = size

    def draw(self, game: Game) -> None:
        """Print the grid inside a border of '#' (size + 2 wide)."""
        cells = game.get_grid().serialize()
        print(BORDER * (self._size + 2))
        for y in range(self._size):
            print(BORDER + "".join(cells.get((x, y), " ") for x in range(self._size)) + BORDER)
        print(BORDER * (self._size + 2))

    def play(self, game: Game) -> None:
        """Draw, ask for an action, perform it, until a win or a loss (the final grid is not drawn)."""
        while True:
            self.draw(game)
            self.handle_action(game, input(ACTION_PROMPT))
            if game.has_won():
                print(WIN_MESSAGE)
                return
            if game.has_lost():
                print(LOSE_MESSAGE)
                return

    def handle_action(self, game: Game, action: str) -> None:
        """Move for 'W', 'A', 'S' or 'D' (exactly those); any action at all then triggers a step."""
        if action in DIRECTIONS:
            offset = game.direction_to_offset(action)
            if offset is not None:
                game.move_player(offset)
        game.step()


class AdvancedTextInterface(TextInterface):
    """The text interface with the inventory shown and the fire action."""

    def draw(self, game: Game) -> None:
        """The grid, then what the player holds (only when they hold something)."""
        super().draw(game)
        player = game.get_player()
        items = player.get_inventory().get_items() if isinstance(player, HoldingPlayer) else []
        if items:
            print(HOLDING_MESSAGE)
            for item in items:
                print(item)

    def handle_action(self, game: Game, action: str) -> None:
        """'F' fires the crossbow (asking for a direction only when one is held), then a step; else as before."""
        if action != FIRE:
            super().handle_action(game, action)
            return
        if not can_fire(game):
            print(NO_WEAPON_MESSAGE)
        else:
            message = FIRE_MESSAGES[fire(game, input(FIRE_PROMPT))]
            if message is not None:
                print(message)
        game.step()


def parse_seed(text: str) -> int | float:
    """A --seed value: an integer, or a decimal such as the course tests' 1001.2021."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        import argparse  # only when the seed is not a number: argparse reports it

        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None


def play(rng: RandomSource) -> None:
    """The original main(): ask for the map, then play the advanced game on it."""
    grid = load_game_map(resolve_level(find_game("dayz"), input(MAP_PROMPT), "map", by_file_name=True))
    game = AdvancedGame(grid, rng)
    AdvancedTextInterface(grid.get_size()).play(game)


def play_fixture(name: str, rng: RandomSource) -> None:
    """Play one of the course's test fixtures as its tests did: no Map: prompt, the task's own interface."""
    game = FIXTURES[name](rng)
    interface = AdvancedTextInterface if isinstance(game, AdvancedGame) else TextInterface
    interface(FIXTURE_SIZE).play(game)


def build_parser() -> argparse.ArgumentParser:
    """The adapter's options: only the seed of the zombies' random source."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="arcade --plain dayz",
        description="Play End of DayZ exactly as the original text program: answer the Map: prompt with a map "
        "file (e.g. maps/basic4.txt or a bundled name such as basic4), then type W, A, S or D to move and F to "
        "fire a crossbow you hold.",
    )
    parser.add_argument(
        "--seed",
        type=parse_seed,
        metavar="N",
        help="seed the zombies' random source: the same seed moves them as the original did after "
        "random.seed(N) (the course's tests used 1001.2021)",
    )
    parser.add_argument(
        "--fixture",
        choices=sorted(FIXTURES),
        help="skip the Map: prompt and play one of the course's sample-test grids, built in the order its "
        "tests built them (task1 and task2 with the basic interface, task3 with the advanced one)",
    )
    return parser


def main(argv: list[str]) -> int:
    """Run one game of plain End of DayZ; returns 0 when the game ends."""
    seed = usual_seed(argv, parse_seed)
    fixture = None
    if seed is None:
        arguments = build_parser().parse_args(argv)
        seed, fixture = (arguments.seed,), arguments.fixture
    rng = random.Random(seed[0])
    if fixture is not None:
        play_fixture(fixture, rng)
    else:
        play(rng)
    return 0
