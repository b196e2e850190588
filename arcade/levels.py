"""Bundled level files: where they are, how they are listed, and how a LEVEL argument is resolved."""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from arcade.errors import LevelError
from arcade.registry import Game

LEVEL_SUFFIX = ".txt"


def bundled_levels_root() -> Path:
    """The folder holding every game's bundled levels.

    An installed wheel carries them inside the package (arcade/levels); an editable install or a
    source checkout reads the repository's top-level levels/ folder.
    """
    packaged = Path(str(resources.files("arcade"))) / "levels"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "levels"


@dataclass(frozen=True)
class Level:
    """A bundled level: its short name (file name without .txt) and its path."""

    name: str
    path: Path


def _natural_key(name: str) -> list[object]:
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def bundled_levels(game: Game) -> list[Level]:
    """The game's bundled levels in play order (natural sort of their names)."""
    if game.levels is None:
        return []
    folder = bundled_levels_root() / game.levels
    if not folder.is_dir():
        return []
    files = [path for path in folder.iterdir() if path.suffix == LEVEL_SUFFIX and path.is_file()]
    return [Level(path.stem, path) for path in sorted(files, key=lambda p: _natural_key(p.stem))]


def resolve_level(game: Game, spec: str, noun: str = "level", by_file_name: bool = False) -> Path:
    """Turn a LEVEL argument into a file path: an existing file, or the name of a bundled level.

    by_file_name: also take a path that does not exist by its last part, as when a plain adapter's prompt
    is answered as the original was (`maps/basic.txt` finds the bundled `basic`, from any folder).
    """
    candidate = Path(spec).expanduser()
    if candidate.is_file():
        return candidate
    wanted = (candidate.name if by_file_name and candidate.name else spec).removesuffix(LEVEL_SUFFIX)
    for level in bundled_levels(game):
        if level.name == wanted:
            return level.path
    if candidate.exists():
        raise LevelError(spec, "not a regular file")
    if noun == "level":
        raise LevelError(spec, f"no such file, nor a bundled {game.id} level (see arcade --list)")
    raise LevelError(spec, f"no such {noun} file, nor a bundled {game.id} {noun} (see arcade --list)")


def next_level(game: Game, path: Path) -> Level | None:
    """The bundled level after this one, or None if it is the last or not a bundled level."""
    levels = bundled_levels(game)
    for index, level in enumerate(levels):
        if level.path.resolve() == path.resolve():
            return levels[index + 1] if index + 1 < len(levels) else None
    return None
