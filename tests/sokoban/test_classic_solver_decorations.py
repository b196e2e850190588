"""The classic solver on levels with decoration: a crate on its goal drawn outside the walls (XSB allows it; the
level starts with it solved). It sits anywhere on the drawn grid, the corners and the last row too, never moves, and
changes nothing inside the walls."""

from __future__ import annotations

from arcade.games.sokoban.classic.solver import ClassicBoard, search
from arcade.games.sokoban.classic.xsb import read_collection


def test_decoration_in_the_corners_of_the_drawing_is_solved_around() -> None:
    """Crates on goals in the top left and bottom right corners of the drawing: the one push inside still wins."""
    level = read_collection("*####\n#@$.#\n####*\n", "test")[0]
    assert level.crates - level.inside == {(0, 0), (2, 4)}
    result = search(level)
    assert (result.solution, result.pushes, result.expanded, result.exhausted) == ("R", 1, 1, False)


def test_decoration_at_the_end_of_a_row_leaves_the_corner_below_it_dead() -> None:
    """A crate on its goal at the right end of the top row does not make the top left corner inside a live square:
    a crate there can reach no goal, as if the decoration were not drawn."""
    level = read_collection("#######*\n#   $ .#\n# @    #\n########\n", "test")[0]
    board = ClassicBoard(level)
    live = sorted(position for position in level.inside if board.live[board.number(position)])
    assert live == [(1, 2), (1, 3), (1, 4), (1, 5), (1, 6)]
    result = search(level)
    assert (result.solution, result.pushes, result.expanded) == ("urRR", 2, 2)
