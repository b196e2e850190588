"""Bundled levels: where they are, in what order a player meets them, and how a LEVEL argument is resolved.

Each game's folder under levels/ may hold a `levels.toml` manifest listing its levels easiest first, each
with a player-facing title and a one-line blurb (see docs/levels.md). The level chooser, `arcade --list` and
Next all read that order. A level file the manifest does not name still counts: it comes after the listed
ones, in natural order of its name. A manifest entry without a file (e.g. Pokémon's presets) is a level made
of settings alone. Resolving a LEVEL argument never reads the manifest, so plain mode stays lean.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from arcade.errors import LevelError
from arcade.registry import Game

LEVEL_SUFFIX = ".txt"
MANIFEST = "levels.toml"
_ENTRY_KEYS = frozenset({"name", "title", "blurb", "file"})
"""Keys of a manifest entry that are the Level's own fields; any other key is one of its settings."""


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
    """A level as the player meets it: its short name, file (None for a level of settings alone), title,
    blurb, and any further settings its manifest entry gives (e.g. a board size)."""

    name: str
    path: Path | None
    title: str = ""
    blurb: str = ""
    settings: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        if not self.title:
            object.__setattr__(self, "title", self.name)

    @classmethod
    def from_file(cls, game: Game, path: Path) -> Level:
        """The level of this file: its bundled entry if it is one of the game's bundled levels, else a level
        named after the file."""
        found = find_bundled(game, path)
        return found if found is not None else cls(path.stem, path)


def _natural_key(name: str) -> list[object]:
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def _game_folder(game: Game) -> Path | None:
    if game.levels is None:
        return None
    folder = bundled_levels_root() / game.levels
    return folder if folder.is_dir() else None


def read_manifest(path: Path) -> list[Level]:
    """The levels a manifest lists, in its order; a malformed manifest is a LevelError naming the problem."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise LevelError(path, f"unreadable level list ({error})") from None
    entries = data.get("level", [])
    if not isinstance(entries, list):
        raise LevelError(path, "'level' must be a list of [[level]] tables")
    levels = []
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) or not entry["name"]:
            raise LevelError(path, f"level {number} has no name")
        name = entry["name"]
        has_file = entry.get("file", True)
        settings = MappingProxyType({key: value for key, value in entry.items() if key not in _ENTRY_KEYS})
        levels.append(Level(name, path.parent / f"{name}{LEVEL_SUFFIX}" if has_file else None,
                            str(entry.get("title", "")), str(entry.get("blurb", "")), settings))
    return levels


def bundled_levels(game: Game) -> list[Level]:
    """The game's bundled levels in play order: the manifest's order, then any other level files by name."""
    folder = _game_folder(game)
    if folder is None:
        return []
    manifest = folder / MANIFEST
    listed = read_manifest(manifest) if manifest.is_file() else []
    named = {level.name for level in listed}
    others = sorted((path for path in folder.iterdir()
                     if path.suffix == LEVEL_SUFFIX and path.is_file() and path.stem not in named),
                    key=lambda path: _natural_key(path.stem))
    return [*listed, *(Level(path.stem, path) for path in others)]


def former_names(games: Sequence[Game]) -> dict[tuple[str, str], str]:
    """(game id, old name) -> level name, from the manifests' `formerly` lists: the names an older arcade kept a
    level's results under, for importing them under the level's name."""
    return {(game.id, old): level.name for game in games for level in bundled_levels(game)
            for old in level.settings.get("formerly", ())}


def find_bundled(game: Game, path: Path) -> Level | None:
    """The bundled level whose file this is, or None."""
    resolved = path.resolve()
    return next((level for level in bundled_levels(game)
                 if level.path is not None and level.path.resolve() == resolved), None)


def find_level(game: Game, name: str) -> Level | None:
    """The bundled level of this name (file or settings alone), or None."""
    return next((level for level in bundled_levels(game) if level.name == name), None)


def resolve_level(game: Game, spec: str, noun: str = "level", by_file_name: bool = False) -> Path:
    """Turn a LEVEL argument into a file path: an existing file, or the name of a bundled level file.

    by_file_name: also take a path that does not exist by its last part, as when a plain adapter's prompt
    is answered as the original was (`maps/basic.txt` finds the bundled `basic`, from any folder).
    """
    candidate = Path(spec).expanduser()
    if candidate.is_file():
        return candidate
    wanted = (candidate.name if by_file_name and candidate.name else spec).removesuffix(LEVEL_SUFFIX)
    folder = _game_folder(game)
    if folder is not None and wanted and "/" not in wanted and wanted not in (".", ".."):
        bundled = folder / f"{wanted}{LEVEL_SUFFIX}"
        if bundled.is_file():
            return bundled
    if candidate.exists():
        raise LevelError(spec, "not a regular file")
    if noun == "level":
        raise LevelError(spec, f"no such file, nor a bundled {game.id} level (see arcade --list)")
    raise LevelError(spec, f"no such {noun} file, nor a bundled {game.id} {noun} (see arcade --list)")


def level_after(game: Game, level: Level | None) -> Level | None:
    """The bundled level after this one in play order, or None if it is the last or not bundled."""
    levels = bundled_levels(game)
    for index, entry in enumerate(levels):
        if level is not None and _same_level(entry, level):
            return levels[index + 1] if index + 1 < len(levels) else None
    return None


def _same_level(bundled: Level, level: Level) -> bool:
    if bundled.path is None or level.path is None:
        return bundled.path is None and level.path is None and bundled.name == level.name
    return bundled.path.resolve() == level.path.resolve()


def next_level(game: Game, path: Path) -> Level | None:
    """The bundled level after the one in this file, or None if it is the last or not a bundled level."""
    return level_after(game, find_bundled(game, path))
