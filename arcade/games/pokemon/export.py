"""A full-screen Pokémon game as the original program's input: the proof that both faces drive one model.

Each screen board is drawn from a seed of its own (random.Random(seed)), which is what `arcade --plain pokemon
--seed N` places its Pokémon with, so a game under the original's rules plays again in plain mode from its seed, its
size and count and its reveals and flags. A board placed at the first reveal (safe first reveal, No guessing) or
played again (Retry) reaches the plain program through `--pokemons CELLS`, which fixes where the Pokémon are. A chord
becomes the reveals it made, one cell at a time; a loss taken back drops the fatal reveal (the board went back to
what it was before it, the Pokémon stayed); a win by uncovering every safe cell ends with the flags the screen
placed for the player, so the original's rule (every Pokémon flagged) ends it there too. Tips are left out (they
change nothing on the board). A board that is not square (Expert's 30×16) is refused: the original asks for one
grid size. No urwid here.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import (
    MAX_GRID_SIZE,
    REVEAL_ACTION,
    TIP_ACTION,
    UNDO_LOSS_ACTION,
    UNEXPOSED,
    cell_name,
    parse_action,
)
from arcade.games.pokemon.plain import FLAG_PREFIX, POKEMONS_OPTION, QUIT, YES, cells_argument

OPTIONS = ("safe_first_reveal", "chording", "no_guess", "question_marks")


def plain_run(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """(arguments of `arcade --plain pokemon`, its standard input) that replay this screen game.

    The level name and path are not needed: the start data holds the size, count, options and seed (and the
    Pokémon of a board played again). A reveal or flag that changed nothing on the screen (a covered cell's flag
    aside) is left out, since the original would act on it (selecting an uncovered 0 uncovers its section again).
    ValueError when the record does not describe a game.
    """
    start, actions = record.get("start"), record.get("actions")
    if not isinstance(start, dict) or not isinstance(actions, list):
        raise ValueError("the game has no start or no actions")
    size, count, seed = start.get("size"), start.get("count"), start.get("seed")
    height = start.get("height")
    if height is not None and height != size:
        raise ValueError(f"its board is {size} wide and {height} high, and the original plays square boards only (it "
                         "asks for one grid size)")
    if not (isinstance(size, int) and 1 <= size <= MAX_GRID_SIZE and isinstance(count, int)
            and 0 <= count <= size * size and isinstance(seed, int) and seed >= 0):
        raise ValueError("the game's start has no board size, count and seed")
    options = {name: start.get(name, False) for name in OPTIONS}
    if not all(isinstance(value, bool) for value in options.values()):
        raise ValueError("the game's options are not yes or no")
    fixed = start.get("pokemons")
    if fixed is not None and not (isinstance(fixed, list) and all(isinstance(index, int) for index in fixed)):
        raise ValueError("the game's Pokémon are not cells of the board")
    game = PokemonGame(size, count, random.Random(seed), **options, pokemon_locations=fixed)
    placed_later = fixed is not None or options["safe_first_reveal"] or options["no_guess"]
    if placed_later and fixed is None and count == size * size:  # settings from before the form's cap
        raise ValueError("the Pokémon fill the board though its first cell was to be safe: the original would "
                         "have them all in place from the start, where flags alone win")
    lines = [str(size), str(count)]
    fatal: list[str] = []
    """The lines of the reveal that lost, dropped if the loss is taken back."""
    for number, action in enumerate(actions, start=1):
        kind, index = parse_action(action, size)
        if kind == UNDO_LOSS_ACTION:
            if not game.undo_loss():
                raise ValueError(f"no loss to take back (action {number})")
            del lines[len(lines) - len(fatal):]
            fatal = []
            continue
        if kind == TIP_ACTION:
            continue  # a tip moves the cursor only: the original has nothing to type for it
        if game.is_over():
            raise ValueError(f"the game went on after it ended (action {number}): the original stops there")
        assert index is not None
        if kind == REVEAL_ACTION:
            if game.game[index] == UNEXPOSED or game.chording:
                result = game.reveal(index)
                typed = [cell_name(cell, size) for cell in game.last_selected]
                typed += [f"{FLAG_PREFIX}{cell_name(cell, size)}" for cell in game.flagged_for_you
                          if game.is_won()]
                lines += typed
                fatal = typed if result == "pokemon" else []
        else:
            before = game.game[index]
            if game.toggle_flag(index) and game.game[index] != before:  # a ? mark comes or goes: nothing to type
                lines.append(f"{FLAG_PREFIX}{cell_name(index, size)}")
    if not game.is_over():
        lines += [QUIT, YES]
    arguments = ["--seed", str(seed)]
    if placed_later and game.pokemon_locations is not None:
        arguments += [POKEMONS_OPTION, cells_argument(game.pokemon_locations, size)]
    return arguments, "".join(f"{line}\n" for line in lines)
