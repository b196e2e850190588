"""The plain adapters' quick reading of their usual arguments (plain_args.py), case by case: what it reads itself, and
everything it leaves to argparse (None), so the adapters' help and errors stay argparse's."""

from __future__ import annotations

import pytest

from arcade.plain_args import usual_positional, usual_seed


@pytest.mark.parametrize(("argv", "read"), [
    ([], ("default",)),
    (["--seed", "7"], (7,)),
    (["--seed", "007"], (7,)),
    (["--seed", "-1"], None),  # argparse reads -1 as an option, not the value
    (["--seed"], None),
    (["--seed", "x"], None),  # not a number: argparse says so in its words
    (["--seed", "7", "8"], None),
    (["--see", "7"], None),  # an abbreviation: argparse's to accept
    (["--seed=7"], None),
    (["7", "--seed"], None),
])
def test_usual_seed(argv: list[str], read: tuple[object] | None) -> None:
    assert usual_seed(argv, int, "default") == read


def test_usual_seed_without_a_default_and_with_the_games_own_reading() -> None:
    assert usual_seed([], int) == (None,)
    assert usual_seed(["--seed", "ab"], lambda text: text.upper()) == ("AB",)


@pytest.mark.parametrize(("argv", "read"), [
    (["maze1"], "maze1"),
    (["levels/x.txt"], "levels/x.txt"),
    ([], None),
    (["-h"], None),
    (["--help"], None),
    (["maze1", "maze2"], None),
])
def test_usual_positional(argv: list[str], read: str | None) -> None:
    assert usual_positional(argv) == read
