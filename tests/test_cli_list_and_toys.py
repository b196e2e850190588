"""`arcade --list` and `arcade --help` with toy games beside the real ones (tests/toy_lights), word for word: a game's
levels in one column as wide as its longest name, each title followed by ` · BLURB` only when the level has a blurb,
`(no levels)` for a game without any, the text ending in one newline; and the help's example of starting a game,
which names the first game's first level, names the game alone when it has no levels."""

from __future__ import annotations

from pathlib import Path

import pytest

import arcade.cli_parsers
from arcade import cli
from tests.toy_lights.registration import LIGHTS, Toy, register_toys

SPARSE = Toy(LIGHTS.replace(id="toy-sparse", title="Sparse Lights", levels="toy-sparse"), """\
[[level]]
name = "cross"
title = "Cross"
blurb = "one press, in the middle"

[[level]]
name = "x"
title = "X marks"
""", {"cross": ".#.\n###\n.#.\n", "x": "#.#\n.#.\n#.#\n"})
"""Two levels, names of different lengths, the second without a blurb."""
EMPTY = Toy(LIGHTS.replace(id="toy-empty", title="No Lights", levels="toy-empty"), "", {})
"""A game whose level list is empty."""


@pytest.fixture
def toys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    register_toys(tmp_path / "levels", monkeypatch, SPARSE, EMPTY)


def test_list_ends_with_the_toys_levels_in_a_column_and_no_levels_said(
        toys: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--list"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.startswith("sokoban: Fancy Sokoban\n"
                          "  maze1        First Push · 7×8, 1 crate, no potions: the handout's first maze\n")
    assert out.endswith("\n"
                        "toy-sparse: Sparse Lights\n"
                        "  cross  Cross · one press, in the middle\n"
                        "  x      X marks\n"
                        "toy-empty: No Lights\n"
                        "  (no levels)\n")


def test_the_help_starts_a_first_game_without_levels_by_its_name_alone(
        toys: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(arcade.cli_parsers, "GAMES", (EMPTY.entry, *arcade.cli_parsers.GAMES))
    with pytest.raises(SystemExit) as ended:
        cli.main(["--help"])
    assert ended.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    examples = lines.index("examples:")
    assert lines[examples + 1:examples + 4] == ["  arcade                     open the menu",
                                                "  arcade toy-empty",
                                                "  arcade export sokoban maze1 | arcade --plain sokoban maze1"]
