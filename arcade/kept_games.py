"""Which kept game `arcade export` works from: the level's saved game, else its best, with what else is known of it.

One place for both faces of export (plain mode's input and the asciinema cast), so they always pick the same record.
No urwid here.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade.errors import ArcadeError
from arcade.levels import Level, find_level
from arcade.registry import Game
from arcade.store import Store


@dataclass(frozen=True)
class KeptGame:
    """A game kept in the store, ready to be replayed: its record (start and actions), the level it was played on,
    and what the records say of it."""

    record: dict[str, Any]
    """The play record (`GameScreen.play_record()`: format, start, actions)."""
    level: Level | None
    """The bundled level of that name, or the saved game's own level file; None when neither is known."""
    path: Path | None
    """The level's file (a saved game keeps the path of a level file of its own), or None."""
    saved: bool
    """True for a saved game in progress, False for the level's best."""
    seconds: float | None
    """Its time on screen, when the store kept it."""
    words: str
    """What it is in a few words: the saved game's progress ('14 moves') or the best's figure ('11 moves')."""


def kept_game(store: Store, game: Game, level_name: str) -> KeptGame:
    """The saved game of this level, else its best; ArcadeError when there is neither."""
    saved = store.saved_game(game.id, level_name)
    record = saved.state.get("play") if saved is not None else store.best_replay(game.id, level_name)
    if not isinstance(record, dict):
        raise ArcadeError(f"no saved game and no best on {game.id} {level_name} to export")
    level = find_level(game, level_name, store)
    path = level.path if level is not None else None
    if path is None and saved is not None and isinstance(saved.state.get("path"), str):
        path = Path(saved.state["path"])
        if level is None and path.is_file():
            try:
                level = Level.from_file(game, path, level_name)
            except ArcadeError:
                level = None
    if saved is not None:
        seconds = saved.state.get("seconds")
        return KeptGame(record, level, path, True, _seconds(seconds), saved.summary)
    return KeptGame(record, level, path, False, _seconds(store.best_seconds(game.id, level_name)),
                    game.best_figure(store.best(game.id, level_name)) or "a win")


def _seconds(value: object) -> float | None:
    """A time in seconds read back from the store, or None when it is not one."""
    if isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
        return float(value)
    return None
