"""Pokémon's game settings: the presets of the level list (Easy, Medium, Hard; Beginner, Intermediate, Expert) and
what a new game is made of (width and height, count and the options), as data a saved game and the new-game form
keep.

A board is square unless its settings give a height (`size` is then its width): a square's data is what it was
before rectangles, so old saves and remembered choices load unchanged. Two presets may share a board (Medium and
Intermediate are both 16×16 with 40): a board counts as the first preset of its size and count unless the preset
chosen (`Settings.chosen`, kept in the data only then) names the other.

No urwid here: the form (form.py) edits Settings and the screen (screen.py) deals boards from them.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from arcade.games.pokemon.grid import MAX_HEIGHT, MAX_WIDTH, Grid
from arcade.levels import Level, bundled_levels
from arcade.registry import find_game

SIZE_SETTING = "size"
"""A level's setting of a square board's size (Easy's `size = 8`), or of a board's width when it gives a height."""
HEIGHT_SETTING = "height"
"""A level's setting of a board's rows when they differ from its size (Expert's `size = 30`, `height = 16`)."""
CHOSEN_KEY = "preset"
"""The settings' data key of the preset chosen, where the board alone would count as another."""


@dataclass(frozen=True)
class Preset:
    """A board of the level list: its level name (scores are kept under it), title, shape and Pokémon count."""

    name: str
    title: str
    grid: Grid
    count: int


@functools.cache
def presets() -> tuple[Preset, ...]:
    """The levels of the list that are boards, in the list's order."""
    return tuple(Preset(level.name, level.title, level_grid(level.settings), int(level.settings.get("count", 0)))
                 for level in bundled_levels(find_game("pokemon")) if SIZE_SETTING in level.settings)


def level_grid(settings: Mapping[str, Any]) -> Grid:
    """The board a level's settings describe: `size` square, or `size` wide and `height` high."""
    size = int(settings[SIZE_SETTING])
    return Grid(size, int(settings.get(HEIGHT_SETTING, size)))


@dataclass(frozen=True)
class Settings:
    """What a new game is made of: the board's size (its width, when `height` is given), the Pokémon count, the four
    options and the board's height when it is not square."""

    size: int
    count: int
    safe_first_reveal: bool = True
    chording: bool = True
    no_guess: bool = False
    question_marks: bool = True
    """The flag key's third state, ? (a cell you are unsure of): flag, ?, covered again; off: flag and covered."""
    height: int | None = None
    """Rows of a board that is not square (None, or the size itself: a square)."""
    chosen: str | None = field(default=None, compare=False)
    """The level name of the preset chosen for this board (from the list or the form), which it counts as when two
    presets share its size and count; not part of what the settings are (equal settings deal equal boards)."""

    def __post_init__(self) -> None:
        if self.height == self.size:  # a square says so one way only, so equal boards have equal settings
            object.__setattr__(self, "height", None)

    @property
    def grid(self) -> Grid:
        """The board's shape."""
        return Grid(self.size, self.height if self.height is not None else self.size)

    @property
    def preset(self) -> Preset | None:
        """The preset this board and count match, if any (the options do not matter): the one chosen where two
        match, else the first in the list."""
        matching = [preset for preset in presets() if (preset.grid, preset.count) == (self.grid, self.count)]
        return next((preset for preset in matching if preset.name == self.chosen), matching[0] if matching else None)

    def choosing(self, preset: Preset | None) -> Settings:
        """These settings counting as this preset (when it is theirs; no preset: as the board alone counts)."""
        return replace(self, chosen=preset.name if preset is not None else None)

    @property
    def board_key(self) -> str:
        """Width, height and count as one name, e.g. '9x9-12', '30x20-120' (a custom board's best times are kept
        under it)."""
        grid = self.grid
        return f"{grid.width}x{grid.height}-{self.count}"

    @property
    def score_key(self) -> str:
        """The name best times are kept under: the preset's level name ('easy'), else the board key."""
        preset = self.preset
        return preset.name if preset is not None else self.board_key

    def data(self) -> dict[str, Any]:
        """The settings as JSON data (a saved game's start, the remembered choices of the form): a square's as
        before rectangles (no height), the preset chosen only where the board alone would count as another."""
        data = asdict(self)
        del data["chosen"]
        if self.height is None:
            del data["height"]
        preset = self.preset
        if preset is not None and preset != replace(self, chosen=None).preset:
            data[CHOSEN_KEY] = preset.name
        return data

    @classmethod
    def from_data(cls, data: object) -> Settings:
        """Settings from data(); ValueError unless it holds a board (a size from 1 to 26, or a width from 1 to 30
        and a height from 1 to 26), a count that fits and yes/no options (it comes from the player's disk; data
        from before No guessing or ? marks existed has them off, from before rectangles no height)."""
        if not isinstance(data, dict):
            raise ValueError("the settings are not a table")
        size, height, count = data.get("size"), data.get("height"), data.get("count")
        safe, chording, no_guess = data.get("safe_first_reveal"), data.get("chording"), data.get("no_guess", False)
        marks = data.get("question_marks", False)  # a game saved before ? marks existed is replayed without them
        if height is None:
            if not (whole(size) and 1 <= size <= MAX_HEIGHT):
                raise ValueError(f"no board size from 1 to {MAX_HEIGHT}: {size!r}")
        elif not (whole(size) and 1 <= size <= MAX_WIDTH):
            raise ValueError(f"no board width from 1 to {MAX_WIDTH}: {size!r}")
        elif not (whole(height) and 1 <= height <= MAX_HEIGHT):
            raise ValueError(f"no board height from 1 to {MAX_HEIGHT}: {height!r}")
        cells = size * (height if height is not None else size)
        if not (whole(count) and 0 <= count <= cells):
            raise ValueError(f"no Pokémon count from 0 to {cells}: {count!r}")
        if not all(isinstance(option, bool) for option in (safe, chording, no_guess, marks)):
            raise ValueError("the options are not yes or no")
        chosen = data.get(CHOSEN_KEY)
        return cls(size, count, safe, chording, no_guess, marks, height,
                   chosen=chosen if isinstance(chosen, str) else None)


def whole(value: object) -> bool:
    """Whether a value read from data is a whole number (not a bool, which Python counts as one)."""
    return isinstance(value, int) and not isinstance(value, bool)


EASY = Settings(8, 10)
"""The board when a level names none (and Custom's until its form is filled in)."""


def settings_of(level: Level | None) -> Settings:
    """The board a level of the list describes, counting as that level (Easy for none, or for Custom until the
    form is filled in)."""
    if level is None or is_custom(level):
        return EASY
    grid = level_grid(level.settings)
    return Settings(grid.width, int(level.settings.get("count", 0)), height=grid.height,
                    no_guess=bool(level.settings.get("no_guess", False)), chosen=level.name)


def is_custom(level: Level | None) -> bool:
    """Whether a level of the list is Custom (the form) rather than a board."""
    return level is not None and SIZE_SETTING not in level.settings
