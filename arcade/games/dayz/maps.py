"""The map a level stands for: a map file's, or the map End of DayZ generates from a seed (generated.py), read the
same way, so the screen plays exactly the file `arcade --plain dayz-random` prints. No urwid here."""

from __future__ import annotations

from arcade.games.dayz.generated import DIFFICULTIES, generate_level
from arcade.games.dayz.model import Grid, game_map_of_text, load_game_map
from arcade.levels import Level, make_generated


def map_of(level: Level) -> Grid:
    """The level's map: its file's, or the map generated from its seed and difficulty (generated.py's text);
    LevelError when it cannot be played (a bad file, a difficulty the generator lacks)."""
    if level.path is not None:
        return load_game_map(level.path)
    if level.seed is None:
        raise ValueError("End of DayZ needs a map file or a seed")
    return game_map_of_text(make_generated(level, DIFFICULTIES, generate_level).text, level.name)
