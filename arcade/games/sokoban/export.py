"""A full-screen Fancy Sokoban game as the original program's input: the proof that both faces drive one model.

The screen keeps its game as the original's own move letters (w a s d, u to undo); replayed through the model
here they tell whether the game ended, so the input stops there, or else quits with q as the original allows.
No urwid here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arcade.games.sokoban.model import DOWN, LEFT, RIGHT, UP, SokobanModel
from arcade.games.sokoban.plain import QUIT, UNDO
from arcade.registry import find_game

HINT_SHOWN = "hint shown"
"""The screen's saved action of a hint being shown (screen.HINT_SHOWN; this module never imports urwid)."""
LURD_PASTED = "lurd pasted"
"""The screen's saved action of typed LURD being played (base_screen.LURD_PASTED): its moves follow as actions."""
HELP_ACTIONS = (HINT_SHOWN, LURD_PASTED)
"""Actions the original has no counterpart for: help, whose moves are in the actions anyway."""


def plain_run(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """(arguments of `arcade --plain sokoban`, its standard input) that replay this screen game.

    ValueError if the screen game went on after its end (a loss taken back), which the original cannot, or for a
    classic level (of a collection file, or generated: no file at all)."""
    if level_path is None or level_path.suffix.lower() in find_game("sokoban").collection_suffixes:
        raise ValueError("classic Sokoban levels have no plain mode to export to")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError("the game has no actions")
    model = SokobanModel(str(level_path))
    for number, action in enumerate(actions, start=1):
        if model.has_won() or model.has_lost():
            raise ValueError(f"the game went on after it ended (action {number}): the original stops there")
        if action in HELP_ACTIONS:
            continue  # the original has no hints or pasting: the moves they made are in the actions anyway
        if action == UNDO:
            model.undo()
        elif action in (UP, DOWN, LEFT, RIGHT):
            model.attempt_move(action)
        else:
            raise ValueError(f"not a Fancy Sokoban action: {action!r}")
    lines = [str(action) for action in actions if action not in HELP_ACTIONS]
    if not (model.has_won() or model.has_lost()):
        lines.append(QUIT)
    return [level_name], "".join(f"{line}\n" for line in lines)
