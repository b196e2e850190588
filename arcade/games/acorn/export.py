"""A full-screen Acorn Runner game as the original run.py's input: the proof that both faces drive one engine.

The screen keeps its game as actions: the move letters w a s d e, 'u' for an undo and 'path shown' for the
solver's help. The original has no undo, so what it is given is the game's moves as they stand after the undos
(the engine's own `moves`, which leave out wall bumps): replayed from the start they must reach exactly the state
the actions reached, or the game cannot be exported. The original stops by itself on a win or a loss (it prints
the end and reads no more); a game still going ends with q, as the original quits. No urwid here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arcade.games.acorn.model import MOVES, QUIT, Game, Grid, read_lines
from arcade.games.acorn.plain import PLAY

UNDO_ACTION = "u"
"""The screen's saved action of an undo (its moves are saved as the original's own letters, w a s d e)."""
PATH_SHOWN = "path shown"
"""The screen's saved action of the solver showing a way out: from then on the play is helped (never a best)."""


def game_state(game: Game) -> tuple[object, ...]:
    """Everything a game's future and its display depend on: the cells as shown, the acorn and its buckets, the
    recorded moves and the status."""
    cells = tuple("".join(cell.display for cell in row) for row in game.grid)
    player = game.player
    return cells, (player.row, player.col, player.num_water_buckets), tuple(game.moves), game.status


def replay_moves(grid: Grid, moves: list[str]) -> Game:
    """A new game on this board after these moves."""
    game = Game(grid)
    for move in moves:
        game.game_move(move)
    return game


def replay_actions(grid: Grid, actions: list[Any]) -> Game:
    """The game the screen's actions lead to, played as the screen plays them (an undo replays the moves but the
    last; after the end the screen takes no move, and the engine changes nothing either)."""
    game = Game(grid)
    for number, action in enumerate(actions, start=1):
        if isinstance(action, str) and len(action) == 1 and action in MOVES:
            game.game_move(action)
        elif action == UNDO_ACTION:
            game = replay_moves(grid, game.moves[:-1])
        elif action != PATH_SHOWN:
            raise ValueError(f"not an Acorn Runner action (action {number}): {action!r}")
    return game


def plain_run(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """(arguments of `arcade --plain acorn`, its standard input) that replay this screen game.

    ValueError if the record holds something that is not an action of the screen, or if its moves after the undos
    do not rebuild the state its actions reached (the original cannot undo)."""
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError("the game has no actions")
    if level_path is None:  # a generated board (random:hard:42): no file the original could read
        raise ValueError(f"{level_name} has no board file: arcade --plain acorn-random {level_name} > FILE prints it")
    grid = read_lines(level_path)
    played = replay_actions(grid, actions)
    moves = list(played.moves)
    if game_state(replay_moves(grid, moves)) != game_state(played):
        raise ValueError("its moves after the undos do not rebuild the game, and the original cannot undo")
    lines = [*moves, *([] if played.is_over() else [QUIT])]
    return [level_name, PLAY], "".join(f"{line}\n" for line in lines)
