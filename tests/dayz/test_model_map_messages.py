"""Every refusal of a DayZ map file word for word, with its line: the player reads these as they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.errors import LevelError
from arcade.games.dayz.model import load_game_map


@pytest.mark.parametrize(("rows", "line", "problem"), [
    ((), None, "the map is empty"),
    (("P ", " X"), 2, "unknown character 'X' (use P H Z T G C or space)"),
    (("P ", " H", " X"), 3, "unknown character 'X' (use P H Z T G C or space)"),
    (("P  ", "  H"), 2, "'H' in column 3 lies outside the 2x2 map (one line per row)"),
    (("P   ", " H  ", "    ", "    Z"), 4, "'Z' in column 5 lies outside the 4x4 map (one line per row)"),
    (("  ", " H"), None, "the map needs exactly one player (P)"),
    (("PP", " H"), None, "the map needs exactly one player (P), not 2"),
    (("P ", "  "), None, "the map has no hospital (H)"),
])
def test_a_map_that_cannot_be_played_is_refused_in_these_words(tmp_path: Path, rows: tuple[str, ...],
                                                               line: int | None, problem: str) -> None:
    path = tmp_path / "map.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    with pytest.raises(LevelError) as raised:
        load_game_map(path)
    assert (raised.value.path, raised.value.line, raised.value.problem) == (str(path), line, problem)


def test_a_map_that_is_not_text_or_a_folder(tmp_path: Path) -> None:
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00P")
    for path, problem in ((binary, "not a text file"), (tmp_path, "Is a directory")):
        with pytest.raises(LevelError) as raised:
            load_game_map(path)
        assert (raised.value.path, raised.value.line, raised.value.problem) == (str(path), None, problem)
