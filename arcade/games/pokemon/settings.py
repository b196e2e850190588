"""Pokémon's game settings: the presets of the level list (Easy, Medium, Hard) and what a new game is made of
(size, count and the three options), as data a saved game and the new-game form keep.

No urwid here: the form (form.py) edits Settings and the screen (screen.py) deals boards from them.
"""

from __future__ import annotations

import functools
from dataclasses import asdict, dataclass
from typing import Any

from arcade.games.pokemon.model import MAX_GRID_SIZE
from arcade.levels import Level, bundled_levels
from arcade.registry import find_game


@dataclass(frozen=True)
class Preset:
    """A board of the level list: its level name (scores are kept under it), title, size and Pokémon count."""

    name: str
    title: str
    size: int
    count: int


@functools.cache
def presets() -> tuple[Preset, ...]:
    """The levels of the list that are boards (Easy, Medium, Hard), easiest first."""
    return tuple(Preset(level.name, level.title, int(level.settings["size"]), int(level.settings.get("count", 0)))
                 for level in bundled_levels(find_game("pokemon")) if "size" in level.settings)


@dataclass(frozen=True)
class Settings:
    """What a new game is made of: the board size, the Pokémon count and the four options."""

    size: int
    count: int
    safe_first_reveal: bool = True
    chording: bool = True
    no_guess: bool = False
    question_marks: bool = True
    """The flag key's third state, ? (a cell you are unsure of): flag, ?, covered again; off: flag and covered."""

    @property
    def preset(self) -> Preset | None:
        """The preset this size and count match, if any (the options do not matter)."""
        return next((preset for preset in presets() if (preset.size, preset.count) == (self.size, self.count)), None)

    @property
    def board_key(self) -> str:
        """Size and count as one name, e.g. '9x9-12' (a custom board's best times are kept under it)."""
        return f"{self.size}x{self.size}-{self.count}"

    @property
    def score_key(self) -> str:
        """The name best times are kept under: the preset's level name ('easy'), else the board key."""
        preset = self.preset
        return preset.name if preset is not None else self.board_key

    def data(self) -> dict[str, Any]:
        """The settings as JSON data (a saved game's start, the remembered choices of the form)."""
        return asdict(self)

    @classmethod
    def from_data(cls, data: object) -> Settings:
        """Settings from data(); ValueError unless it holds a size from 1 to 26, a count that fits and yes/no
        options (it comes from the player's disk; data from before No guessing or ? marks existed has them off)."""
        if not isinstance(data, dict):
            raise ValueError("the settings are not a table")
        size, count = data.get("size"), data.get("count")
        safe, chording, no_guess = data.get("safe_first_reveal"), data.get("chording"), data.get("no_guess", False)
        marks = data.get("question_marks", False)  # a game saved before ? marks existed is replayed without them
        if not (isinstance(size, int) and not isinstance(size, bool) and 1 <= size <= MAX_GRID_SIZE):
            raise ValueError(f"no board size from 1 to {MAX_GRID_SIZE}: {size!r}")
        if not (isinstance(count, int) and not isinstance(count, bool) and 0 <= count <= size * size):
            raise ValueError(f"no Pokémon count from 0 to {size * size}: {count!r}")
        if not all(isinstance(option, bool) for option in (safe, chording, no_guess, marks)):
            raise ValueError("the options are not yes or no")
        return cls(size, count, safe, chording, no_guess, marks)


EASY = Settings(8, 10)
"""The board when a level names none (and Custom's until its form is filled in)."""


def settings_of(level: Level | None) -> Settings:
    """The board a level of the list describes (Easy for none, or for Custom until the form is filled in)."""
    if level is None or "size" not in level.settings:
        return EASY
    return Settings(int(level.settings["size"]), int(level.settings.get("count", 0)),
                    no_guess=bool(level.settings.get("no_guess", False)))


def is_custom(level: Level | None) -> bool:
    """Whether a level of the list is Custom (the form) rather than a board."""
    return level is not None and "size" not in level.settings
