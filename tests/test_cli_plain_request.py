"""How `arcade --plain GAME ARGS...` is read (cli.plain_request): the quick reading takes exactly the command lines
the full parser would read the same way and leaves everything else to it (GAME missing or an option, a `--` among
the arguments), case by case at its edges; the full parser then gives the adapter the same arguments, one `--`
after GAME dropped; and the quick reading never builds the full parser (plain mode's start-up budget)."""

from __future__ import annotations

import sys

import pytest

from arcade import cli

SEVENTH_EASY_MAZE = "random:easy:7"


@pytest.mark.parametrize(("arguments", "read"), [
    (["--plain", "sokoban"], ("sokoban", [])),
    (["--plain", "sokoban", "maze1"], ("sokoban", ["maze1"])),
    (["--plain", "pokemon", "--seed", "7"], ("pokemon", ["--seed", "7"])),
    (["--plain", "pokemon", "--help"], ("pokemon", ["--help"])),
    (["--plain", "pokemon", "-"], ("pokemon", ["-"])),
    ([], None),
    (["--plain"], None),  # no GAME: the full parser says so
    (["sokoban"], None),
    (["sokoban", "--plain"], None),
    (["--list", "--plain", "sokoban"], None),
    (["--plain", "--help"], None),  # GAME an option
    (["--plain", "-x", "maze1"], None),
    (["--plain", "--", "sokoban", "maze1"], None),
    (["--plain", "sokoban", "--", "maze1"], None),  # a `--` directly after GAME: the full parser drops it
    (["--plain", "sokoban", "maze1", "--"], None),  # one further on: the full parser keeps it
    (["--plain", "sokoban", "maze1", "--", "x"], None),
])
def test_plain_request(arguments: list[str], read: tuple[str, list[str]] | None) -> None:
    assert cli.plain_request(arguments) == read


def outcome(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    status = cli.main(list(arguments))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_full_parser_gives_the_adapter_the_same_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    quick = outcome(capsys, "--plain", "acorn-random", SEVENTH_EASY_MAZE)
    assert quick[0] == 0 and quick[1].startswith("*X***") and quick[2] == ""
    assert outcome(capsys, "--plain", "acorn-random", "--", SEVENTH_EASY_MAZE) == quick
    assert outcome(capsys, "--plain", "--", "acorn-random", SEVENTH_EASY_MAZE) == quick


def test_a_double_dash_further_on_reaches_the_adapter(capsys: pytest.CaptureFixture[str]) -> None:
    assert outcome(capsys, "--plain", "acorn-random", SEVENTH_EASY_MAZE, "--") == (
        2, "", "arcade: random:easy:7 --: usage: arcade --plain acorn-random [random[:easy|:hard][:SEED]]\n")


def test_plain_without_a_game_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert outcome(capsys, "--plain") == (cli.EXIT_USAGE, "", "arcade: --plain needs a GAME (see arcade --help)\n")


def test_the_quick_reading_never_builds_the_full_parser(capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "arcade.cli_parsers")
    assert outcome(capsys, "--plain", "acorn-random", SEVENTH_EASY_MAZE)[0] == 0
    assert "arcade.cli_parsers" not in sys.modules
