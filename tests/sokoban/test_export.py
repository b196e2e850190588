"""`arcade export`: a screen game of Fancy Sokoban replayed by the original program reaches the same state."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from urwid.testing import ScriptedScreen

from arcade.games.sokoban import plain
from arcade.games.sokoban.export import plain_run
from arcade.levels import bundled_levels
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from tests.transcripts import typed_lines

GAME = find_game("sokoban")
LEVELS = {level.name: level.path for level in bundled_levels(GAME) if level.path is not None}
"""The Fancy mazes: not Microban's collection or the generated classic levels, which have no plain mode."""


def screen_game(data: Path, level: str, keys: list[str]) -> App:
    """Play keys on a level in the full-screen shell (in-process)."""
    app = App(store=Store(data / DATABASE_FILE))
    app.start_level(GAME, LEVELS[level])
    app.build_loop(ScriptedScreen(size=(100, 32), inputs=[[key] for key in keys])).run()
    return app


def plain_model(level: str, stdin: str) -> plain.Sokoban:
    """Run the original controller on this input (no output kept) and return it, its model as it ended."""
    controller = plain.Sokoban(str(LEVELS[level]))
    with typed_lines(stdin):
        controller.play_game()
    return controller


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(level=st.sampled_from(sorted(LEVELS)), keys=st.lists(st.sampled_from(list("wasdu")), max_size=40))
def test_exported_screen_games_replay_to_the_same_state_in_the_original(tmp_path: Path, level: str,
                                                                        keys: list[str]) -> None:
    app = screen_game(tmp_path / level / str(len(keys)), level, keys)
    screen = app.current
    try:
        arguments, stdin = plain_run(screen.play_record(), level, LEVELS[level])
    except ValueError:
        assert screen.model.has_lost() or "u" in keys  # only a loss taken back cannot be replayed
        return
    assert arguments == [level]
    replayed = plain_model(level, stdin)._model
    mine = screen.model
    assert replayed.get_player_position() == mine.get_player_position()
    assert replayed.get_player_moves_remaining() == mine.get_player_moves_remaining()
    assert replayed.get_player_strength() == mine.get_player_strength()
    assert {pos: str(entity) for pos, entity in replayed.get_entities().items()} == \
        {pos: str(entity) for pos, entity in mine.get_entities().items()}
    assert (replayed.has_won(), replayed.has_lost()) == (mine.has_won(), mine.has_lost())


def test_arcade_export_prints_the_saved_game_as_plain_input(tmp_path: Path) -> None:
    screen_game(tmp_path, "maze1", ["d", "s", "u", "s", "q"])  # leaving saves it
    environment = {**os.environ, "ARCADE_DATA_DIR": str(tmp_path)}
    exported = subprocess.run([sys.executable, "-m", "arcade", "export", "sokoban", "maze1"], capture_output=True,
                              text=True, timeout=60, env=environment)
    assert exported.returncode == 0 and exported.stdout == "d\ns\nu\ns\nq\n"
    assert exported.stderr == "# feed it to: arcade --plain sokoban maze1\n"
    replay = subprocess.run([sys.executable, "-m", "arcade", "--plain", "sokoban", "maze1"], input=exported.stdout,
                            capture_output=True, text=True, timeout=60, env=environment)
    assert replay.returncode == 0 and replay.stdout.count("Enter move: ") == 5


def test_arcade_export_without_a_game_is_one_line(tmp_path: Path) -> None:
    environment = {**os.environ, "ARCADE_DATA_DIR": str(tmp_path)}
    result = subprocess.run([sys.executable, "-m", "arcade", "export", "sokoban", "maze2"], capture_output=True,
                            text=True, timeout=60, env=environment)
    assert result.returncode == 2 and result.stderr == "arcade: no saved game and no best on sokoban maze2 to export\n"


@pytest.mark.parametrize("keys", [list("dssasdddsdw")])
def test_a_won_game_exports_from_its_best(tmp_path: Path, keys: list[str]) -> None:
    app = screen_game(tmp_path, "maze1", keys)
    record = app.store.best_replay("sokoban", "maze1")
    assert plain_run(record, "maze1", LEVELS["maze1"]) == (["maze1"], "".join(f"{key}\n" for key in keys))


def test_a_lost_game_exports_its_moves_and_no_quit(tmp_path: Path) -> None:
    """The original stops by itself at a loss (no moves left) and reads no more: the input has no q after it."""
    level = tmp_path / "short.txt"
    level.write_text("1 3\nWWWWWW\nWP   W\nW 1 GW\nWWWWWW\n", encoding="utf-8")
    app = App(store=Store(tmp_path / DATABASE_FILE))
    app.start_level(GAME, level)
    app.build_loop(ScriptedScreen(size=(100, 32), inputs=[[key] for key in "dudda"])).run()
    assert app.current.model.has_lost() and not app.current.model.has_won()
    assert plain_run(app.current.play_record(), "short", level) == (["short"], "d\nu\nd\nd\na\n")
    controller = plain.Sokoban(str(level))
    with typed_lines("d\nu\nd\nd\na\n") as printed:
        controller.play_game()
    assert printed.getvalue().endswith(f"{plain.LOST}\n") and controller._model.has_lost()
