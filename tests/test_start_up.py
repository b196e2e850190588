"""The full-screen arcade starts lean: its first frame (the menu) is timed against a bare `import urwid`.

The menu's first frame is built as `arcade` builds it (start_app) in a fresh interpreter, drawn on urwid's
ScriptedScreen, and the modules loaded by then are listed: no game's screen or model (a game is imported when it is
chosen), no level list read (tomllib) unless the Continue entry names a saved game's level, no argparse for a bare
`arcade`. And the heap is frozen before the loop runs. docs/performance.md gives the times this keeps.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import urwid

import arcade.ui.app as app_module
import arcade.ui.running as running_module
from arcade.levels import find_level
from arcade.registry import GAMES, find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.menu import TITLE, title_banner
from tests.transcripts import subprocess_env

MARKER = "LOADED "
FIRST_FRAME = (
    "import sys\n"
    "import arcade.cli\n"
    "from urwid.testing import ScriptedScreen\n"
    "from arcade.ui.running import start_app\n"
    "loop = start_app().build_loop(ScriptedScreen(size=(80, 24)))\n"
    "loop.draw_screen()\n"
    "print('\\n'.join(loop.screen.last_text))\n"
    f"print({MARKER!r}, *sorted(sys.modules))\n"
)
"""The menu's first frame as the arcade builds it; prints the frame, then the modules loaded."""


def first_frame(data_dir: Path) -> tuple[str, set[str]]:
    """(the menu's first frame as text, the modules loaded by then) in a fresh interpreter."""
    result = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, timeout=60, check=False,
                            env=subprocess_env({"ARCADE_DATA_DIR": str(data_dir), "PYTHONIOENCODING": "utf-8"}))
    stdout = result.stdout.decode("utf-8", errors="replace")
    assert result.returncode == 0, result.stderr.decode("utf-8", errors="replace")
    frame, _, modules = stdout.partition(MARKER)
    return frame, set(modules.split())


def games_loaded(modules: set[str]) -> list[str]:
    """The modules of any game's package that were loaded."""
    return sorted(name for name in modules if name.startswith("arcade.games"))


def test_the_menus_first_frame_loads_no_game_and_reads_no_level_list(tmp_path: Path) -> None:
    frame, modules = first_frame(tmp_path)
    for game in GAMES:
        assert game.title in frame
    assert "Records" in frame
    assert games_loaded(modules) == []
    assert "tomllib" not in modules  # no level manifest read
    assert "argparse" not in modules


def test_the_continue_entry_reads_the_level_list_for_its_title_but_loads_no_game(tmp_path: Path) -> None:
    sokoban = find_game("sokoban")
    level = find_level(sokoban, "maze1")
    assert level is not None and level.title != level.name  # the manifest's title is what the entry shows
    store = Store(tmp_path / DATABASE_FILE)
    store.save_game("sokoban", "maze1", {"play": {}, "path": None}, "3 moves")
    store.close()
    frame, modules = first_frame(tmp_path)
    assert f"Continue {sokoban.title} · {level.title} · 3 moves" in frame
    assert games_loaded(modules) == []


def test_a_bare_arcade_command_builds_its_menu_without_the_command_line_parser(tmp_path: Path) -> None:
    """Not on a terminal, `arcade` builds the menu, then stops with its one line: argparse is never loaded."""
    code = ("import sys\nfrom arcade.cli import main\nstatus = main([])\n"
            f"print({MARKER!r}, status, *sorted(sys.modules))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, check=False,
                            stdin=subprocess.DEVNULL, env=subprocess_env({"ARCADE_DATA_DIR": str(tmp_path)}))
    status, *modules = result.stdout.decode().partition(MARKER)[2].split()
    assert status == "2"
    assert "needs a terminal" in result.stderr.decode()
    assert "arcade.ui.app" in modules
    assert "argparse" not in modules and games_loaded(set(modules)) == []


def test_the_old_scores_files_renames_are_worked_out_only_when_there_is_one(tmp_path: Path) -> None:
    asked: list[int] = []

    def renames() -> dict[tuple[str, str], str]:
        asked.append(1)
        return {("sokoban", "old-maze"): "maze1"}

    Store(tmp_path / DATABASE_FILE, renames=renames)
    assert asked == []
    (tmp_path / "scores.json").write_text(json.dumps({"sokoban": {"old-maze": {"moves": 11}}}))
    store = Store(tmp_path / DATABASE_FILE, renames=renames)
    assert asked == [1]
    assert store.best("sokoban", "maze1") == {"moves": 11}


class LoopThatRecordsTheHeap:
    """Stands in for the MainLoop: running it notes how many objects the garbage collector has frozen."""

    def __init__(self) -> None:
        self.frozen_at_run: int | None = None
        self.threshold_at_run: tuple[int, int, int] | None = None

    def run(self) -> None:
        self.frozen_at_run = gc.get_freeze_count()
        self.threshold_at_run = gc.get_threshold()


class Terminal:
    """A standard stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_the_heap_is_frozen_once_the_first_screen_is_built_before_the_loop_runs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    loop = LoopThatRecordsTheHeap()
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(app_module.App, "build_loop", lambda self, screen=None: loop)
    monkeypatch.setattr(sys, "stdin", Terminal())
    monkeypatch.setattr(sys, "stdout", Terminal())
    threshold = gc.get_threshold()
    gc.unfreeze()
    try:
        assert running_module.run_app() == 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)
    frozen: Any = loop.frozen_at_run
    assert frozen is not None and frozen > 1000  # urwid, the arcade and the menu at least
    assert loop.threshold_at_run == (*threshold[:2], running_module.FULL_COLLECTION_THRESHOLD)


@pytest.mark.parametrize("cols", [30, 31, 49, 50, 80, 99, 100, 200])
def test_the_kept_title_draws_as_urwids_big_text_in_its_font(cols: int) -> None:
    big = urwid.BigText(("title", TITLE), urwid.HalfBlock5x4Font())
    drawn_by_the_font = urwid.Pile([
        urwid.Padding(big, align=urwid.Align.CENTER, width=urwid.CLIP),
        urwid.Text(("blurb", "a subtitle"), align=urwid.Align.CENTER),
    ]).render((cols,))
    kept = title_banner("a subtitle").render((cols,))
    assert list(kept.text) == list(drawn_by_the_font.text)
    assert [merged_runs(row) for row in kept.content()] == [merged_runs(row) for row in drawn_by_the_font.content()]


def merged_runs(row: list[tuple[Any, Any, bytes]]) -> list[tuple[Any, bytes]]:
    """A canvas row as (attribute, bytes) runs, neighbours of one attribute merged (the same drawing, however it was
    cut into pieces)."""
    runs: list[tuple[Any, bytes]] = []
    for attr, _charset, text in row:
        if runs and runs[-1][0] == attr:
            runs[-1] = (attr, runs[-1][1] + text)
        elif text:
            runs.append((attr, text))
    return runs
