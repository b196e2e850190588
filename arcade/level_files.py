"""Where the bundled level files are and how a LEVEL argument becomes a file path: all plain mode needs.

Kept apart from arcade.levels (manifests, titles, collections, play order) so that a plain run imports no
dataclasses, tomllib or importlib.resources, and the usual case, a bundled level named by its name, is found
with os.path alone (no pathlib, no re): plain mode starts about as fast as a bare interpreter
(docs/performance.md). arcade.levels re-exports everything here.
"""

from __future__ import annotations

import os

from arcade.errors import LevelError

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only
    from pathlib import Path

    from arcade.registry import Game

LEVEL_SUFFIX = ".txt"


def _levels_root_name() -> str:
    """bundled_levels_root() as a string.

    An installed wheel carries the levels inside the package, next to this module (arcade/levels, which is where
    importlib.resources finds a package's data on a file system; a path check needs no import); an editable
    install or a source checkout reads the repository's top-level levels/ folder.
    """
    packaged = os.path.join(os.path.dirname(__file__), "levels")
    if os.path.isdir(packaged):
        return packaged
    return os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "levels")


def bundled_levels_root() -> Path:
    """The folder holding every game's bundled levels (in the installed package, else the repository's)."""
    from pathlib import Path

    return Path(_levels_root_name())


def game_folder(game: Game, root: Path | None = None) -> Path | None:
    """The game's folder of bundled levels (under root, by default bundled_levels_root()), or None if it has
    none."""
    if game.levels is None:
        return None
    folder = (root if root is not None else bundled_levels_root()) / game.levels
    return folder if folder.is_dir() else None


def resolve_level(game: Game, spec: str, noun: str = "level", by_file_name: bool = False) -> Path:
    """Turn a LEVEL argument into a file path: an existing file, or the name of a bundled level file.

    by_file_name: also take a path that does not exist by its last part, as when a plain adapter's prompt
    is answered as the original was (`maps/basic.txt` finds the bundled `basic`, from any folder).
    """
    from pathlib import Path

    bundled = _bundled_by_name(game, spec)
    if bundled is not None:
        return Path(bundled)
    candidate = Path(spec).expanduser()
    if candidate.is_file():
        return candidate
    wanted = (candidate.name if by_file_name and candidate.name else spec).removesuffix(LEVEL_SUFFIX)
    folder = game_folder(game)
    if folder is not None and wanted and "/" not in wanted and wanted not in (".", ".."):
        bundled_path = folder / f"{wanted}{LEVEL_SUFFIX}"
        if bundled_path.is_file():
            return bundled_path
    if candidate.exists():
        raise LevelError(spec, "not a regular file")
    if noun == "level":
        raise LevelError(spec, f"no such file, nor a bundled {game.id} level (see arcade --list)")
    raise LevelError(spec, f"no such {noun} file, nor a bundled {game.id} {noun} (see arcade --list)")


def level_file_name(game: Game, spec: str, noun: str = "level", by_file_name: bool = False) -> str:
    """resolve_level's answer as a string; the usual case, a bundled level's plain name, needs no pathlib."""
    bundled = _bundled_by_name(game, spec)
    return bundled if bundled is not None else str(resolve_level(game, spec, noun, by_file_name))


def _bundled_by_name(game: Game, spec: str) -> str | None:
    """The bundled level file a plain name (no folder, no ~) stands for when no file of that name is here, as
    resolve_level would find it, found with os.path alone; None for anything else (resolve_level decides)."""
    wanted = spec.removesuffix(LEVEL_SUFFIX)
    if (game.levels is None or not wanted or "/" in spec or spec.startswith("~") or spec in (".", "..")
            or wanted in (".", "..") or os.path.isfile(spec)):
        return None
    bundled = os.path.join(_levels_root_name(), game.levels, f"{wanted}{LEVEL_SUFFIX}")
    return bundled if os.path.isfile(bundled) else None
