"""The toys' registry entries and levels, and registering them beside the real games for a test.

Two toys share Lights Out's code: `toy-lights` (tests/test_adding_a_game.py's sixth game) and `toy-dim` (the
seventh, tests/test_seventh_game.py). Their ids begin with registry.TOY_PREFIX, which no real game may use."""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import arcade.level_files
from arcade.levels import bundled_levels_root
from arcade.registry import GAMES, TOY_PREFIX, Game, check_ids

REPOSITORY_LEVELS = bundled_levels_root()
"""The real levels folder, read before any test moves it: a toy must never write in it."""


@dataclass(frozen=True)
class Toy:
    """A toy game: its registry entry and its levels (the manifest and each board's text)."""

    entry: Game
    manifest: str
    boards: dict[str, str]


# Steps 1 to 5 are the toy's code (model, plain, screen with its key and colours); step 7 its registry entry, the
# unit of its best with its singular (best_by, best_one), and what the shared tests play (first_move, sample_play,
# daily_win).
LIGHTS = Game(
    id="toy-lights",
    title="Lights Out",
    blurb="Switch every light off; a press switches a light and its neighbours.",
    plain="tests.toy_lights.plain:main",
    screen="tests.toy_lights.screen:LightsScreen",
    levels="toy-lights",
    plain_usage="BOARD   (then one 'row col' press a line)",
    plain_example="printf '2 2\\n' | arcade --plain toy-lights cross",
    best_by="presses",
    best_one="press",
    daily="tests.toy_lights.daily:challenge",
    daily_win="tests.toy_lights.daily:winning_keys",
    first_move="enter",
    sample_play=("cross", ("enter",)),
)
# Step 6: its levels, easiest first in levels.toml.
LIGHTS_TOY = Toy(LIGHTS, """\
[[level]]
name = "cross"
title = "Cross"
blurb = "one press, in the middle"

[[level]]
name = "tight"
title = "Tight"
blurb = "two presses at most"
presses = 2
""", {"cross": ".#.\n###\n.#.\n", "tight": "##.\n#..\n...\n"})

DIM = LIGHTS.replace(id="toy-dim", title="Dim Lights", blurb="Lights Out on a board with fewer lights on.",
                     plain="tests.toy_lights.plain:dim_main", levels="toy-dim",
                     plain_example="printf '1 1\\n' | arcade --plain toy-dim corner",
                     sample_play=("corner", ("right", "right", "enter")))
DIM_TOY = Toy(DIM, """\
[[level]]
name = "corner"
title = "Corner"
blurb = "one press, top left"
""", {"corner": "##.\n#..\n...\n"})


def register_toys(root: Path, monkeypatch: pytest.MonkeyPatch, *toys: Toy) -> None:
    """Registers the toys after the real games for the test: a levels folder at root (a copy of the real games'
    folders, never links into the repository, and the toys' own) read as the bundled one, and GAMES with the toys'
    entries wherever a module of the arcade holds it (`from arcade.registry import GAMES`)."""
    root.mkdir()
    for folder in REPOSITORY_LEVELS.iterdir():
        if folder.is_dir():
            shutil.copytree(folder, root / folder.name)
    for toy in toys:
        assert toy.entry.id.startswith(TOY_PREFIX) and toy.entry.levels is not None
        folder = root / toy.entry.levels
        folder.mkdir()
        (folder / "levels.toml").write_text(toy.manifest, encoding="utf-8")
        for name, board in toy.boards.items():
            (folder / f"{name}.txt").write_text(board, encoding="utf-8")
    monkeypatch.setattr("arcade.levels.bundled_levels_root", lambda: root)
    monkeypatch.setattr(arcade.level_files, "_levels_root_name", lambda: str(root))
    games = (*GAMES, *(toy.entry for toy in toys))
    check_ids(games, toys_allowed=True)
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] == "arcade" and getattr(module, "GAMES", None) is GAMES:
            monkeypatch.setattr(module, "GAMES", games)


def levels_snapshot(root: Path = REPOSITORY_LEVELS) -> list[tuple[str, int, int]]:
    """Every file and folder under root with its size and modification time: equal snapshots, nothing written."""
    return sorted((str(path.relative_to(root)), path.lstat().st_size, path.lstat().st_mtime_ns)
                  for path in root.rglob("*"))
