"""What the End of DayZ exporter refuses, in its own words, and how it types a shot without a crossbow: screen
games played here on small maps of the test's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arcade.games.dayz.export import plain_run
from tests.dayz.test_export import screen_game


def level_of(tmp_path: Path, rows: list[str]) -> Path:
    path = tmp_path / "field.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    return path


def refusal(record: dict[str, Any], level: Path) -> str:
    with pytest.raises(ValueError) as raised:
        plain_run(record, "field", level)
    return str(raised.value)


def test_a_record_without_its_start_or_its_actions_is_refused(tmp_path: Path) -> None:
    level = level_of(tmp_path, ["P    ", "     ", "     ", "     ", "    H"])
    record = screen_game(tmp_path, level, 5, ["s"]).play_record()
    for damaged in ({**record, "actions": None}, {**record, "start": None}, {"start": record["start"]}):
        assert refusal(damaged, level) == "a screen game needs its start and its actions"


def test_an_outbreak_without_a_seed_is_refused_saying_so(tmp_path: Path) -> None:
    level = level_of(tmp_path, ["P    ", "     ", "     ", "     ", "    H"])
    record = screen_game(tmp_path, level, 5, ["s"]).play_record()
    assert refusal({**record, "start": {**record["start"], "seed": None}}, level) == (
        "the outbreak did not start from a seed that --seed can be given")


def test_a_shot_without_a_crossbow_is_f_alone_and_with_one_f_then_its_direction(tmp_path: Path) -> None:
    """The original asks for a direction only when the player holds a crossbow: without one, F is just a step.
    (The screen lets no shot be taken without one; a saved game may still hold one.)"""
    level = level_of(tmp_path, ["PC   ", "     ", "     ", "     ", "    H"])
    record = screen_game(tmp_path, level, 5, []).play_record()
    record["actions"] = [["fire", "S"], ["move", "D"], ["fire", "S"]]
    arguments, stdin = plain_run(record, "field", level)
    assert arguments == ["--seed", str(record["start"]["seed"])]
    assert stdin == f"{level}\nF\nD\nF\nS\n"
