"""The acorn solver's answer as the original solver printed it."""

from __future__ import annotations

from arcade.games.acorn.solver import format_result


def test_a_path_is_its_length_then_its_moves_and_no_path_says_so() -> None:
    assert format_result(["s", "d", "d"]) == "Path has 3 moves.\nPath: s, d, d\n"
    assert format_result([]) == "Path has 0 moves.\nPath: \n"
    assert format_result(None) == "There is no possible path.\n"
