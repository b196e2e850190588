"""replay_lurd's refusals word for word: each names the move by its number, counted from 1, and its letter."""

from __future__ import annotations

import pytest

from arcade.games.sokoban.classic.solver import replay_lurd
from arcade.games.sokoban.classic.xsb import read_collection

LEVEL = read_collection("######\n#@$ .#\n#    #\n######\n", "test")[0]


@pytest.mark.parametrize(("moves", "message"), [
    ("u", "move 1 (u): a wall is in the way"),
    ("dru", "move 3 (u): a crate is in the way of a step (pushes are uppercase)"),
    ("dR", "move 2 (R): there is no crate to push"),
    ("RRR", "move 3 (R): the crate cannot move that way"),
    ("Rx", "move 2: 'x' is not one of u d l r U D L R"),
])
def test_a_refused_move_is_named_by_its_number_from_one(moves: str, message: str) -> None:
    """The first move that cannot be made, numbered from 1, and why."""
    with pytest.raises(ValueError) as raised:
        replay_lurd(LEVEL, moves)
    assert str(raised.value) == message
