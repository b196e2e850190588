"""The classic solver's walk between pushes: a shortest walk around the crates, and a refusal naming the problem when
the crates keep the player from the cell."""

from __future__ import annotations

import pytest

from arcade.games.sokoban.classic.solver import ClassicBoard, walk
from arcade.games.sokoban.classic.xsb import read_collection


def test_walk_refuses_a_cell_the_player_cannot_reach() -> None:
    """walk() between two cells that crates keep apart raises ValueError saying so (a search never asks it)."""
    level = read_collection("#######\n#@ $ .#\n#######\n", "test")[0]
    board = ClassicBoard(level)
    with pytest.raises(ValueError) as raised:
        walk(board, board.number((1, 1)), board.number((1, 4)), board.start_crates)
    assert str(raised.value) == "the player cannot walk to the cell behind the crate"
    assert walk(board, board.number((1, 1)), board.number((1, 2)), board.start_crates) == "r"
