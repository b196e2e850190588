"""Exporting a game of a generated level (acorn, DayZ): it has no file the original program could read, so the
export is refused in one line that names the tool printing the level's file."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade import cli
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession


@pytest.mark.parametrize(("game_id", "tool"), [("acorn", "acorn-random"), ("dayz", "dayz-random")])
def test_exporting_a_generated_level_says_it_has_no_file_and_which_tool_prints_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], game_id: str,
        tool: str) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    game = find_game(game_id)
    level = find_level(game, "random:easy:3")
    assert level is not None
    session = ShellSession(game, level, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    session.press(*game.daily_winning_keys(level)[:2], "q")  # the generated level's winning line begun
    assert cli.main(["export", game_id, "random:easy:3"]) == cli.EXIT_USAGE
    assert f"has no {'board' if game_id == 'acorn' else 'map'} file: arcade --plain {tool} random:easy:3" \
        in capsys.readouterr().err
