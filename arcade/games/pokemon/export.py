"""A full-screen Pokémon game as the original program's input: the proof that both faces drive one model.

Each screen board is drawn from a seed of its own (random.Random(seed)), which is what `arcade --plain pokemon
--seed N` places its Pokémon with, so a screen game plays again in plain mode from its seed, its size and count
and its reveals and flags, as long as it kept to the original's rules: no safe first reveal and no No guessing
(the original places the Pokémon before the first reveal), no chording, and no loss taken back. Tips are left out
(they change nothing on the board). No urwid here.
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
from arcade.games.pokemon.plain import FLAG_PREFIX, QUIT, YES


def plain_run(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """(arguments of `arcade --plain pokemon`, its standard input) that replay this screen game.

    The level name and path are not needed: the start data holds the size, count and seed. A reveal or flag that
    changed nothing on the screen (a covered cell's flag aside) is left out, since the original would act on it
    (selecting an uncovered 0 uncovers its section again). ValueError when the original cannot replay the game.
    """
    start, actions = record.get("start"), record.get("actions")
    if not isinstance(start, dict) or not isinstance(actions, list):
        raise ValueError("the game has no start or no actions")
    if start.get("safe_first_reveal") is not False:
        raise ValueError("safe first reveal was on: the original places the Pokémon before the first reveal")
    if start.get("chording") is not False:
        raise ValueError("chording was on: the original has no chording")
    if start.get("no_guess", False) is not False:
        raise ValueError("no guessing was on: the original places the Pokémon before the first reveal")
    size, count, seed = start.get("size"), start.get("count"), start.get("seed")
    if not (isinstance(size, int) and 1 <= size <= MAX_GRID_SIZE and isinstance(count, int)
            and 0 <= count <= size * size and isinstance(seed, int) and seed >= 0):
        raise ValueError("the game's start has no board size, count and seed")
    game = PokemonGame(size, count, random.Random(seed))
    lines = [str(size), str(count)]
    for number, action in enumerate(actions, start=1):
        kind, index = parse_action(action, size)
        if kind == UNDO_LOSS_ACTION:
            raise ValueError(f"a loss was taken back (action {number}): the original ends at a loss")
        if kind == TIP_ACTION:
            continue  # a tip moves the cursor only: the original has nothing to type for it
        if game.is_over():
            raise ValueError(f"the game went on after it ended (action {number}): the original stops there")
        assert index is not None
        if kind == REVEAL_ACTION:
            if game.game[index] == UNEXPOSED:
                game.reveal(index)
                lines.append(cell_name(index, size))
        elif game.toggle_flag(index):
            lines.append(f"{FLAG_PREFIX}{cell_name(index, size)}")
    if not game.is_over():
        lines += [QUIT, YES]
    return ["--seed", str(seed)], "".join(f"{line}\n" for line in lines)
