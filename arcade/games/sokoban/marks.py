"""Marks (snapshots, as Sokoban YASC has them) as actions of a play, the same on classic and Fancy levels: m keeps the
position with its undo history (["mark"]), g goes back to one (["go back", N], N from 1). No urwid here: the Fancy
export (export.py) reads the same actions as the screens (base_screen.py), and turns a go-back into what the
original program can do (`way_back`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

MARK_ACTION, GO_BACK_ACTION = "mark", "go back"
"""The saved actions of a mark (["mark"]) and of going back to one (["go back", its number from 1])."""
MARKS_KEPT = 9
"""Marks a play keeps (the go-back question numbers them 1 to 9; a tenth replaces the oldest)."""

Kept = TypeVar("Kept")


def is_mark(action: object) -> bool:
    """Whether an action is a mark's (["mark"])."""
    return action == [MARK_ACTION]


def go_back_number(action: object) -> object | None:
    """The mark number a go-back action names (checked against the marks kept by `checked_mark`), or None for an
    action that is no go-back."""
    if isinstance(action, list) and len(action) == 2 and action[0] == GO_BACK_ACTION:
        return action[1]
    return None


def checked_mark(number: object, kept: int) -> int:
    """A go-back's mark number, 1 to `kept`; ValueError for no such mark (a damaged save)."""
    if not (isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= kept):
        raise ValueError(f"no marked position {number!r}")
    return number


def with_mark(marks: list[Kept], mark: Kept) -> list[Kept]:
    """The marks kept once `mark` is added: the latest MARKS_KEPT, oldest first."""
    return [*marks, mark][-MARKS_KEPT:]


def way_back(made: Sequence[str], marked: Sequence[str]) -> tuple[int, list[str]]:
    """How a game whose moves made (not undone) are `made` gets back to a mark whose moves made were `marked`, with
    nothing but undo and moves: (undos back to the moves both share, then the mark's moves after them)."""
    shared = 0
    for now, then in zip(made, marked, strict=False):
        if now != then:
            break
        shared += 1
    return len(made) - shared, list(marked[shared:])
