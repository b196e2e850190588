"""Saved games: keeping a game in progress when it is left, finding every save that can be continued, and
resuming one exactly (its actions replayed, its first start and time played carried over)."""

from __future__ import annotations

import datetime
import time
from dataclasses import dataclass
from pathlib import Path

from arcade.daily import daily_level
from arcade.errors import ArcadeError
from arcade.levels import Level, find_level
from arcade.registry import GAMES, Game
from arcade.store import SAVED_SECONDS, SavedGame, Store, StoreError
from arcade.ui.game import GameScreen

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
"""Months as saved_when names them (the same in every locale)."""
NEW_GAME_LABEL = "New game"
"""The button of the question asked when a level has several saves that starts afresh, every save kept."""


@dataclass(frozen=True)
class Resumable:
    """A saved game that can be opened again: its game, its level and the save."""

    game: Game
    level: Level
    saved: SavedGame

    @property
    def label(self) -> str:
        """How the menu names it: 'Fancy Sokoban · First Push · 14 moves'."""
        return f"{self.game.title} · {self.level.title} · {self.saved.summary}"


class SaveKeeper:
    """The shell's saved games, read from and written to the store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def resumables(self) -> list[Resumable]:
        """Every saved game that can still be opened, the most recently saved first."""
        found = []
        for saved in self.store.saved_games():
            game = next((game for game in GAMES if game.id == saved.game), None)
            if game is None:
                continue
            level = find_level(game, saved.level, self.store) or daily_level(game, saved.level)
            path = saved.state.get("path")
            if level is None and isinstance(path, str) and Path(path).is_file():
                try:
                    level = Level.from_file(game, Path(path), saved.level)
                except ArcadeError:  # a collection file changed since: its save cannot be continued
                    continue
            if level is not None:
                found.append(Resumable(game, level, saved))
        return found

    def save(self, screen: GameScreen) -> str | None:
        """Keep the screen's play if it is in progress and can be saved (replacing only that play's own earlier
        save): None when nothing needed keeping, '' when it was kept, else why it could not be."""
        if not (screen.saves_games and not screen.watching and screen.in_progress()):
            return None
        path = str(screen.level_path) if screen.level_path is not None else None
        state = {"play": screen.play_record(), "path": path, "began_at": screen.began_at,
                 SAVED_SECONDS: screen.time_played()}
        try:
            screen.play_id, screen.save_revision = self.store.save_game(
                screen.game.id, screen.level_name, state, screen.progress(), screen.play_id, screen.save_revision)
        except StoreError as error:
            return f"The game could not be saved: {error}."
        return ""

    def saves_for(self, screen: GameScreen) -> list[SavedGame]:
        """Every save of the screen's level, the newest first, if the screen keeps saves."""
        return self.store.saved_games(screen.game.id, screen.level_name) if screen.saves_games else []

    @staticmethod
    def resume(screen: GameScreen, saved: SavedGame) -> None:
        """Rebuild the saved play on the screen, which goes on as that play (any exception: the save does not
        replay)."""
        screen.resume(saved.state["play"])
        screen.carry_over(saved.state.get("began_at"), saved.seconds)
        screen.play_id, screen.save_revision = saved.play, saved.revision

    def drop(self, saved: SavedGame) -> str:
        """Forget one save (as it was read): '' when done, else why not (the save stays, which loses nothing)."""
        try:
            self.store.drop_save(saved.play, saved.revision)
        except StoreError as error:
            return f"The saved game could not be dropped: {error}."
        return ""


def saved_marks(saves: list[SavedGame]) -> dict[tuple[str, str], str]:
    """What a list says of each (game, level) with saves: its save's summary, or how many when there are several
    ('2 games')."""
    found: dict[tuple[str, str], list[str]] = {}
    for saved in saves:
        found.setdefault((saved.game, saved.level), []).append(saved.summary)
    return {key: summaries[0] if len(summaries) == 1 else f"{len(summaries)} games"
            for key, summaries in found.items()}


def saved_when(saved_at: float, now: float) -> str:
    """When a game was saved, in a few words: '14:05' today, 'yesterday 14:05', else '3 Dec 14:05'."""
    then, today = time.localtime(saved_at), time.localtime(now)
    clock = time.strftime("%H:%M", then)
    days = (datetime.date(today.tm_year, today.tm_mon, today.tm_mday)
            - datetime.date(then.tm_year, then.tm_mon, then.tm_mday)).days
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    year = "" if then.tm_year == today.tm_year else f" {then.tm_year}"
    return f"{then.tm_mday} {MONTHS[then.tm_mon - 1]}{year} {clock}"
