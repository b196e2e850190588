"""What the Fancy Sokoban exporter refuses, in its own words, and where its input stops: records made up here
on maze1, whose win the keys below make."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arcade.games.sokoban.export import HINT_SHOWN, plain_run
from arcade.levels import bundled_levels
from arcade.registry import find_game

MAZE1 = next(level.path for level in bundled_levels(find_game("sokoban")) if level.name == "maze1")
WINNING_KEYS = list("dssasdddsdw")
"""A win on maze1 in as many moves."""


def refusal(record: dict[str, Any], level: Path | None = None) -> str:
    assert MAZE1 is not None
    with pytest.raises(ValueError) as raised:
        plain_run(record, "maze1", level or MAZE1)
    return str(raised.value)


@pytest.mark.parametrize("name", ["pack.xsb", "PACK.XSB", "pack.sok", "Pack.Sok"])
def test_a_classic_collection_is_refused_whatever_the_case_of_its_suffix(tmp_path: Path, name: str) -> None:
    assert refusal({"actions": []}, tmp_path / name) == "classic Sokoban levels have no plain mode to export to"


def test_a_generated_level_without_a_file_is_refused() -> None:
    with pytest.raises(ValueError, match="classic Sokoban levels have no plain mode"):
        plain_run({"actions": ["r"]}, "random:hard:42", None)


def test_arcade_export_refuses_a_generated_level_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    from arcade.cli import main
    from arcade.store import Store

    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    Store().record_game("sokoban", "random:3", "won", {"moves": 1, "pushes": 1}, "moves", 0.0,
                        {"start": {}, "actions": ["r"]}, False, 1.0)
    assert main(["export", "sokoban", "random:3"]) == 2
    assert "classic Sokoban levels have no plain mode" in capsys.readouterr().err


@pytest.mark.parametrize("record", [{}, {"actions": None}, {"actions": "dssa"}])
def test_a_record_without_a_list_of_actions_is_refused(record: dict[str, Any]) -> None:
    assert refusal(record) == "the game has no actions"


def test_an_action_that_is_no_move_is_refused_by_its_repr() -> None:
    assert refusal({"actions": ["d", "jump"]}) == "not a Fancy Sokoban action: 'jump'"


def test_a_move_after_the_win_is_refused_with_its_number() -> None:
    assert refusal({"actions": [*WINNING_KEYS, "u"]}) == (
        f"the game went on after it ended (action {len(WINNING_KEYS) + 1}): the original stops there")


def test_a_won_game_with_a_hint_shown_ends_without_a_quit() -> None:
    assert MAZE1 is not None
    record = {"actions": ["d", HINT_SHOWN, *WINNING_KEYS[1:]]}
    assert plain_run(record, "maze1", MAZE1) == (["maze1"], "".join(f"{key}\n" for key in WINNING_KEYS))


def test_a_game_in_progress_ends_with_a_quit() -> None:
    assert MAZE1 is not None
    assert plain_run({"actions": [HINT_SHOWN, "d", "u", "s"]}, "maze1", MAZE1) == (["maze1"], "d\nu\ns\nq\n")
