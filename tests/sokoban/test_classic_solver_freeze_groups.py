"""The classic solver's freeze deadlock crate by crate: a crate's frozen group holds only the crates that this one
holds in place (each counted as a wall while its neighbours are looked at), so a crate frozen on its goal is not
lost because some other crate nearby is stuck off its goal for reasons of its own."""

from __future__ import annotations

import pytest

from arcade.games.sokoban.classic.solver import ClassicBoard
from arcade.games.sokoban.classic.xsb import Position, read_collection

COLUMN = "######\n#   $#\n#   *#\n#   *#\n#@  .#\n######\n"
"""Three crates down the right wall: the top one cornered off its goal, the two below it on goals. The lowest one
is held by the one above it, which stays put with or without the cornered crate: it is frozen, but not lost."""
CLOSE_QUARTERS = "#####\n#  *#\n#$#+#\n#* $#\n#*#$#\n# ..#\n#####\n"
"""Crates packed between walls (found by comparing looser groups against this one on random boards)."""
SHUT_IN = "#####\n#$#.#\n#$.$#\n#* $#\n#*  #\n#+#.#\n#####\n"
"""A column of crates down the left wall, the bottom one on its goal (found the same way)."""


@pytest.mark.parametrize(("text", "lost"), [
    (COLUMN, {(1, 4): True, (2, 4): True, (3, 4): False}),
    (CLOSE_QUARTERS, {(1, 3): False, (2, 1): True, (3, 1): True, (3, 3): True, (4, 1): False, (4, 3): True}),
    (SHUT_IN, {(1, 1): True, (2, 1): True, (2, 3): True, (3, 1): True, (3, 3): True, (4, 1): False}),
], ids=["column", "close quarters", "shut in"])
def test_each_crate_is_lost_only_with_its_own_frozen_group(text: str, lost: dict[Position, bool]) -> None:
    """frozen_deadlock's answer for every crate of a crafted position."""
    level = read_collection(text, "test")[0]
    board = ClassicBoard(level)
    assert {crate: board.frozen_deadlock(board.number(crate), board.start_crates)
            for crate in sorted(level.crates)} == lost

