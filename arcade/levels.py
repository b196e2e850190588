"""Bundled levels: where they are, in what order a player meets them, and how a LEVEL argument is resolved.

Each game's folder under levels/ may hold a `levels.toml` manifest listing its levels easiest first, each
with a player-facing title and a one-line blurb (see docs/levels.md). The level chooser, `arcade --list` and
Next all read that order. A level file the manifest does not name still counts: it comes after the listed
ones, in natural order of its name. A manifest entry without a file (e.g. Pokémon's presets) is a level made
of settings alone. Resolving a LEVEL argument never reads the manifest: that part lives in arcade.level_files,
which plain mode imports alone.

A collection file holds many levels (Sokoban's XSB files): a game's registry entry names its suffixes and the
reader of its text (`Game.collection`, imported when a collection is first read), so nothing here knows a game.
A generator entry (`generator = true`) stands for levels the game makes from a seed, `NAME:SEED`. A pasted entry
(`pasted = true`, Sokoban's Yours) stands for the levels the player pasted, kept in the store (its `own_levels`): it
is listed as a collection, its levels `NAME:N` by the number the store gave each, so the functions that find levels
take the store where such a level may be asked for (without it they find none).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from arcade.errors import ArcadeError, LevelError
from arcade.level_files import LEVEL_SUFFIX, game_folder
from arcade.level_files import bundled_levels_root as bundled_levels_root  # re-exported: plain mode's part
from arcade.level_files import resolve_level as resolve_level
from arcade.registry import Game

if TYPE_CHECKING:
    import random

    from arcade.store import OwnLevel, Store

Made = TypeVar("Made")
MANIFEST = "levels.toml"
_ENTRY_KEYS = frozenset({"name", "title", "blurb", "file"})
"""Keys of a manifest entry that are the Level's own fields; any other key is one of its settings."""
COLLECTION_SEPARATOR = ":"
"""`FILE:N` names level N of a collection file, `NAME:N` level N of a bundled collection (e.g. `microban:12`)."""
GENERATOR_SETTING = "generator"
"""A manifest entry's setting saying its levels are made from a seed by the game (Sokoban's random levels)."""
SEED_SETTING = "seed"
"""The setting a generated level carries its seed in."""
DIFFICULTY_SETTING = "difficulty"
"""The setting a generated level carries its difficulty in (the game's generator knows what each one makes)."""
SHORTEST_SETTING = "shortest"
"""The setting holding the length of a level's shortest solution in the game's unit (Level.shortest)."""
PASTED_SETTING = "pasted"
"""A manifest entry's setting saying it stands for the levels the player pasted (Sokoban's Yours, `pasted = true`)."""
PASTE_HELP_SETTING = "paste_help"
"""The pasted entry's setting saying, at the top of the box levels are pasted in, what the text is to be (the game's
format in a sentence or two)."""
TEXT_SETTING = "text"
"""The setting a pasted level carries its text in (the game's collection format), which its screen reads it from."""
DEFAULT_DIFFICULTY = "medium"
"""The difficulty of a generated level whose settings name none (every game's generator has it)."""
FRESH_SEEDS = 1_000_000
"""A generator entry opened (or a generated level printed without a seed) makes the level of a seed below this."""


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
    def from_file(cls, game: Game, path: Path, name: str = "") -> Level:
        """The level of this file: its bundled entry if it is one of the game's bundled levels, else a level
        named after the file. Of a collection file, the level `name` (`stem:N`) names, else its first."""
        found = find_bundled(game, path)
        if found is not None:
            return found
        if path.suffix.lower() in game.collection_suffixes:
            entry = find_bundled_collection(game, path)
            levels = collection_of(game, entry) if entry is not None else collection_levels(game, path, path.stem)
            return next((level for level in levels if level.name == name), levels[0])
        return cls(path.stem, path)

    @property
    def is_collection(self) -> bool:
        """A manifest entry standing for a whole collection file, or for the levels the player pasted (its levels
        are listed when it is chosen)."""
        return ("collection" in self.settings or self.is_pasted_entry) and "index" not in self.settings

    @property
    def is_pasted_entry(self) -> bool:
        """The manifest entry standing for the levels the player pasted (`pasted = true`: Sokoban's Yours)."""
        return bool(self.settings.get(PASTED_SETTING)) and "index" not in self.settings

    @property
    def in_collection(self) -> bool:
        """One level of a collection file (its path is the file, settings["index"] its place from 0) or one the
        player pasted (its text in settings["text"], settings["index"] its number less one)."""
        return "index" in self.settings

    @property
    def is_pasted(self) -> bool:
        """One of the levels the player pasted (kept in the store, its text in its settings)."""
        return TEXT_SETTING in self.settings

    @property
    def is_generator(self) -> bool:
        """A manifest entry standing for levels made from a seed (`generator = true`): opening it makes a level of
        a fresh seed, `NAME:SEED` names one (see generated_level)."""
        return bool(self.settings.get(GENERATOR_SETTING)) and SEED_SETTING not in self.settings

    @property
    def seed(self) -> int | None:
        """The seed a generated level is made from (None: not a generated level)."""
        value = self.settings.get(SEED_SETTING)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def shortest(self) -> int | None:
        """The length of the level's shortest solution in the game's unit, when its manifest says it (`shortest`,
        e.g. an acorn board's shortest way out): what its best and a win are compared with."""
        value = self.settings.get(SHORTEST_SETTING)
        return value if isinstance(value, int) and not isinstance(value, bool) else None


def natural_key(name: str) -> list[object]:
    """Sort key putting microban:2 before microban:10."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def _game_folder(game: Game) -> Path | None:
    """arcade.level_files.game_folder under this module's bundled_levels_root: the level lists can be pointed
    at another folder (tests do) by replacing that one name."""
    return game_folder(game, bundled_levels_root())


def read_manifest(path: Path) -> list[Level]:
    """The levels a manifest lists, in its order; a malformed manifest is a LevelError naming the problem."""
    import tomllib  # here, not at the top: the menu's first frame reads no manifest (docs/performance.md)

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
        shortest = entry.get(SHORTEST_SETTING)
        if shortest is not None and (not isinstance(shortest, int) or isinstance(shortest, bool) or shortest < 0):
            raise LevelError(path, f"level {number} ({name}): shortest must be a whole number of moves")
        if "collection" in entry and (not isinstance(entry["collection"], str) or has_file):
            raise LevelError(path, f"level {number} ({name}): a collection needs file = false and a file name")
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
                    key=lambda path: natural_key(path.stem))
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


def find_level(game: Game, name: str, store: Store | None = None) -> Level | None:
    """The bundled level of this name (file or settings alone, `collection:N`, or a generated `ENTRY:SEED`), or,
    given the store, a level the player pasted (`yours:N`, removed from their list or not), or None."""
    found = next((level for level in bundled_levels(game) if level.name == name), None)
    if found is not None or COLLECTION_SEPARATOR not in name:
        return found
    generated = find_generated(game, name)
    if generated is not None:
        return generated
    prefix, _sep, number = name.rpartition(COLLECTION_SEPARATOR)
    entry = find_level(game, prefix)
    if entry is None or not entry.is_collection or not (number.isdigit() and number.isascii()):
        return None
    if entry.is_pasted_entry:
        return own_level(game, store, int(number)) if store is not None else None
    levels = collection_of(game, entry)
    return levels[int(number) - 1] if 1 <= int(number) <= len(levels) else None


def generator_entries(game: Game) -> list[Level]:
    """The game's generator entries in list order (Sokoban's `random:easy`, `random`, `random:hard`)."""
    return [level for level in bundled_levels(game) if level.is_generator]


def find_generated(game: Game, name: str) -> Level | None:
    """A generator entry by its name (`random:hard`), or the level of a seed one makes (`random:hard:42`, the seed
    in ASCII digits); None for any other name. The one reading of these names: the command line, the lists, saves
    and the plain tools that print a generated level all go through it."""
    entries = {entry.name: entry for entry in generator_entries(game)}
    if name in entries:
        return entries[name]
    prefix, _sep, number = name.rpartition(COLLECTION_SEPARATOR)
    entry = entries.get(prefix)
    return generated_level(entry, int(number)) if entry is not None and number.isdigit() and number.isascii() \
        else None


def generator_of(game: Game, name: str) -> Level | None:
    """The generator entry that makes the level of a seed named `name` (`random:hard` for `random:hard:42`), or None
    for any other name (a daily's level of a seed has none)."""
    entry = find_generated(game, name.rpartition(COLLECTION_SEPARATOR)[0])
    return entry if entry is not None and entry.is_generator else None


def generated_level(entry: Level, seed: int) -> Level:
    """The level a generator entry makes from this seed: named `NAME:SEED` (its records and saves key, and what the
    command line takes), titled `TITLE #SEED`, with the entry's settings and the seed; the game makes it."""
    return Level(f"{entry.name}{COLLECTION_SEPARATOR}{seed}", None, f"{entry.title} #{seed}", entry.blurb,
                 MappingProxyType({**{key: value for key, value in entry.settings.items() if key != "gathers"},
                                   SEED_SETTING: seed}))


def fresh_level(entry: Level, rng: random.Random) -> Level:
    """A level of a fresh seed (below FRESH_SEEDS, drawn from rng) of a generator entry: what opening it makes."""
    return generated_level(entry, rng.randrange(FRESH_SEEDS))


def make_generated(level: Level, difficulties: Collection[str], make: Callable[[str, int], Made]) -> Made:
    """What a game's generator makes of a generated level (or a daily's): make(difficulty, seed), from its settings
    (the difficulty DEFAULT_DIFFICULTY when they name none). LevelError naming the level for a level without a seed,
    a difficulty not among the game's, or a generator that gave up (its RuntimeError), so a screen shows a dialog and
    a command one line."""
    if level.seed is None:
        raise LevelError(level.name, "not a generated level (it has no seed)")
    difficulty = level.settings.get(DIFFICULTY_SETTING, DEFAULT_DIFFICULTY)
    if difficulty not in difficulties:
        raise LevelError(level.name, f"no difficulty {difficulty!r} (there are: {', '.join(difficulties)})")
    try:
        return make(str(difficulty), level.seed)
    except RuntimeError as error:
        raise LevelError(level.name, str(error)) from None


def collection_of(game: Game, entry: Level, store: Store | None = None) -> list[Level]:
    """The levels of a bundled collection entry, in order (of the pasted entry, those the store lists: none without
    it)."""
    if entry.is_pasted_entry:
        return own_levels(game, store) if store is not None else []
    folder = _game_folder(game)
    if folder is None:
        raise LevelError(entry.name, "no bundled levels")
    return collection_levels(game, folder / str(entry.settings["collection"]), entry.name)


def collection_levels(game: Game, path: Path, prefix: str) -> list[Level]:
    """Every level of a collection file as a Level named `prefix:N` (its scores and saves key), titled by the
    prefix and number (and the file's own title for it), its blurb what the game's collection reader (named in its
    registry entry) says of it; a LevelError names a malformed level by number."""
    try:
        stamp = path.stat().st_mtime_ns
    except OSError as error:
        raise LevelError(path, f"unreadable ({error.strerror})") from None
    return list(_collection_levels(game, path.resolve(), prefix, stamp))


@lru_cache(maxsize=8)
def _collection_levels(game: Game, path: Path, prefix: str, _stamp: int) -> tuple[Level, ...]:
    read_summaries = game.load_collection()
    if read_summaries is None:
        raise LevelError(path, f"{game.title} has no collection files")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise LevelError(path, f"unreadable ({error})") from None
    levels = []
    for index, (own_title, blurb) in enumerate(read_summaries(text, path.name)):
        number = index + 1
        title = f"{prefix.capitalize()} {number}" + ("" if own_title == str(number) else f" · {own_title}")
        levels.append(Level(f"{prefix}{COLLECTION_SEPARATOR}{number}", path, title, blurb,
                            MappingProxyType({"collection": path.name, "index": index})))
    return tuple(levels)


def collection_file_level(game: Game, spec: str) -> Level | None:
    """`FILE` or `FILE:N` as a level of a collection file (the first when N is not given), or None when spec names
    no file with one of the game's collection suffixes; a LevelError for a malformed file or a number out of
    range."""
    file_part, number = spec, "1"
    head, sep, tail = spec.rpartition(COLLECTION_SEPARATOR)
    if sep and tail.isdigit():
        file_part, number = head, tail
    path = Path(file_part).expanduser()
    if path.suffix.lower() not in game.collection_suffixes or not path.is_file():
        return None
    found = find_bundled_collection(game, path)
    levels = collection_of(game, found) if found is not None else collection_levels(game, path, path.stem)
    if not 1 <= int(number) <= len(levels):
        raise LevelError(path, f"no level {number} (the collection has {len(levels)})")
    return levels[int(number) - 1]


def find_bundled_collection(game: Game, path: Path) -> Level | None:
    """The bundled collection entry whose file this is, or None."""
    folder = _game_folder(game)
    if folder is None:
        return None
    return next((level for level in bundled_levels(game) if level.is_collection and "collection" in level.settings
                 and (folder / str(level.settings["collection"])).resolve() == path.resolve()), None)


def pasted_entry(game: Game) -> Level | None:
    """The game's manifest entry standing for the levels the player pasted (`pasted = true`), or None."""
    return next((level for level in bundled_levels(game) if level.is_pasted_entry), None)


def own_levels(game: Game, store: Store) -> list[Level]:
    """The levels the player pasted and has not removed, by number (oldest first), as the pasted entry lists them."""
    entry = pasted_entry(game)
    return [] if entry is None else [_own_level(game, entry, kept) for kept in store.own_levels(game.id)]


def own_level(game: Game, store: Store, number: int) -> Level | None:
    """The level the player pasted under this number (removed from their list or not), or None."""
    entry = pasted_entry(game)
    if entry is None:
        return None
    kept = store.own_levels(game.id, removed=True, number=number)
    return _own_level(game, entry, kept[0]) if kept else None


def _own_level(game: Game, entry: Level, kept: OwnLevel) -> Level:
    """A kept pasted level as a Level named `ENTRY:N` (what its records and saves are kept under), titled by the entry
    and its number (and the title it was pasted with), its blurb what the game's collection reader says of it."""
    name = f"{entry.name}{COLLECTION_SEPARATOR}{kept.number}"
    read_summaries = game.load_collection()
    try:
        own_title, blurb = read_summaries(kept.text, name)[0] if read_summaries is not None else ("", "")
    except LevelError as error:  # kept by an arcade whose reader took it: it cannot be played, but it is listed
        own_title, blurb = "", f"cannot be read: {error.problem}"
    title = f"{entry.title} {kept.number}" + ("" if own_title in ("", "1") else f" · {own_title}")
    return Level(name, None, title, blurb, MappingProxyType({"index": kept.number - 1, TEXT_SETTING: kept.text}))


def keep_pasted(game: Game, store: Store, text: str) -> list[tuple[Level, str]]:
    """Read levels the player pasted (the game's `paste` reader) and keep them in the store; each level, in order,
    with what the store says of it (store.NEW, ALREADY_KEPT or BACK_AGAIN). LevelError naming the level (and row)
    that is wrong, keeping none; StoreError when they cannot be written; ArcadeError for a game that takes none."""
    read_pasted, entry = game.load_paste(), pasted_entry(game)
    if read_pasted is None or entry is None:
        raise ArcadeError(f"{game.title} takes no pasted levels")
    kept = store.keep_levels(game.id, read_pasted(text))
    found = [(own_level(game, store, number), state) for number, state in kept]
    return [(level, state) for level, state in found if level is not None]


def level_after(game: Game, level: Level | None, store: Store | None = None) -> Level | None:
    """The bundled level after this one in play order, or None if it is the last or not bundled. After a generated
    level comes its entry (opened, a fresh level of it); a level of a seed that no entry made (a daily's) has none.
    After a level the player pasted comes the next one they have (given the store)."""
    if level is not None and level.seed is not None:
        return generator_of(game, level.name)
    if level is not None and level.is_pasted:
        index = int(level.settings["index"])
        later = [one for one in own_levels(game, store) if int(one.settings["index"]) > index] \
            if store is not None else []
        return later[0] if later else None
    if level is not None and level.in_collection and level.path is not None:
        siblings = collection_levels(game, level.path, level.name.rpartition(COLLECTION_SEPARATOR)[0])
        index = int(level.settings["index"]) + 1
        return siblings[index] if index < len(siblings) else None
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
