"""A full-screen Fancy Sokoban game as the original program's input: the proof that both faces drive one model.

The screen keeps its game as the original's own move letters (w a s d, u to undo), with marks and help of its own;
replayed through the model here they tell whether the game ended, so the input stops there, or else quits with q as
the original allows.
No urwid here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arcade.games.sokoban.marks import checked_mark, go_back_number, is_mark, way_back, with_mark
from arcade.games.sokoban.model import DOWN, LEFT, RIGHT, UP, SokobanModel
from arcade.games.sokoban.plain import QUIT, UNDO
from arcade.registry import find_game

HINT_SHOWN = "hint shown"
"""The screen's saved action of a hint being shown (screen.HINT_SHOWN; this module never imports urwid)."""
LURD_PASTED = "lurd pasted"
"""The screen's saved action of typed LURD being played (base_screen.LURD_PASTED): its moves follow as actions."""
HELP_ACTIONS = (HINT_SHOWN, LURD_PASTED)
"""Actions the original has no counterpart for: help, whose moves are in the actions anyway."""


def original_keys(action: object, made: list[str], marks: list[list[str]]) -> list[str]:
    """The original's input lines for one screen action, given the moves made (not undone) and the marks kept so
    far (each its moves made then), which a mark adds to: none for a mark or help; for a go-back, undos back to
    the moves the game and the mark share, then the mark's moves after them (marks.way_back)."""
    if action in HELP_ACTIONS:
        return []
    if is_mark(action):
        marks[:] = with_mark(marks, list(made))
        return []
    number = go_back_number(action)
    if number is not None:
        undos, moves = way_back(made, marks[checked_mark(number, len(marks)) - 1])
        return [UNDO] * undos + moves
    if action == UNDO or action in (UP, DOWN, LEFT, RIGHT):
        return [str(action)]
    raise ValueError(f"not a Fancy Sokoban action: {action!r}")


def plain_run(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """(arguments of `arcade --plain sokoban`, its standard input) that replay this screen game.

    Marks are the screen's own: a mark sends nothing, going back to one sends undos and moves. Several undos in a row
    are exact for the arcade's plain mode, whose undo keeps every move (the task sheet itself promises only that
    `u` works any number of times a game, never two in a row: the same holds for the screen's own undos).
    ValueError if the screen game went on after its end (a loss taken back), which the original cannot, or for a
    classic level (of a collection file, or generated: no file at all)."""
    if level_path is None or level_path.suffix.lower() in find_game("sokoban").collection_suffixes:
        raise ValueError("classic Sokoban levels have no plain mode to export to")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError("the game has no actions")
    model = SokobanModel(str(level_path))
    made: list[str] = []
    """The moves made and not undone, as the original's keys (the screen's `made`)."""
    marks: list[list[str]] = []
    lines: list[str] = []
    for number, action in enumerate(actions, start=1):
        for key in original_keys(action, made, marks):
            if model.has_won() or model.has_lost():
                raise ValueError(f"the game went on after it ended (action {number}): the original stops there")
            if key == UNDO:
                if model.can_undo():
                    model.undo()
                    made.pop()
            elif model.attempt_move(key):
                made.append(key)
            lines.append(key)
    if not (model.has_won() or model.has_lost()):
        lines.append(QUIT)
    return [level_name], "".join(f"{line}\n" for line in lines)
