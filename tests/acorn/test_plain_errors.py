"""The acorn adapters' answers before any game: help, usage, a board that is missing, a folder, malformed or not
text, each word for word, in this process."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from arcade.errors import LevelError
from arcade.games.acorn import plain
from arcade.games.acorn.model import BoardMissingError


def run(function: object, argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        stdin: str = "") -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    assert callable(function)
    status = function(argv)
    return status, capsys.readouterr().out


@pytest.mark.parametrize("option", ["-h", "--help"])
def test_help_of_both_commands(option: str, capsys: pytest.CaptureFixture[str],
                               monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(plain.main, [option], capsys, monkeypatch) == (0, plain.GAME_HELP)
    assert run(plain.solve_main, [option, "BFS"], capsys, monkeypatch) == (0, plain.SOLVER_HELP)
    assert plain.GAME_HELP.strip() and plain.SOLVER_HELP.strip()


def test_usage_without_a_board_or_a_mode(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(plain.main, [], capsys, monkeypatch) == (2, plain.USAGE + "\n")
    assert run(plain.solve_main, ["board_simple"], capsys, monkeypatch) == (2, plain.SOLVER_USAGE + "\n")
    assert run(plain.solve_main, ["board_simple", "DIJKSTRA"], capsys, monkeypatch) == (2, plain.SOLVER_USAGE + "\n")


def test_the_mode_is_read_in_any_case(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    status, lower = run(plain.solve_main, ["board_simple", "bfs"], capsys, monkeypatch)
    assert status == 0 and lower.startswith("Path has ")
    assert run(plain.solve_main, ["board_simple", "BFS"], capsys, monkeypatch) == (0, lower)


def test_a_missing_board_is_the_originals_line(capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(plain.main, ["nowhere.txt"], capsys, monkeypatch) == (2, "nowhere.txt does not exist!\n")
    with pytest.raises(BoardMissingError) as missing:
        plain.load_board("nowhere.txt")
    assert missing.value.filename == "nowhere.txt"


def test_a_folder_a_malformed_board_and_a_binary_file_name_the_file_and_the_problem(tmp_path: Path) -> None:
    malformed = tmp_path / "bad.txt"
    malformed.write_text("X Y\nZ\n", encoding="utf-8")
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00X")
    for spec, problem in ((str(tmp_path), "not a regular file"),
                          (str(malformed), "Bad letter in configuration file: Z."),
                          (str(binary), "not a text file (UTF-8)")):
        with pytest.raises(LevelError) as raised:
            plain.load_board(spec)
        assert (raised.value.path, raised.value.problem) == (spec, problem)
