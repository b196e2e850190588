"""Saved games: keeping a game in progress when it is left, finding every save that can be continued, and
resuming one exactly (its actions replayed, its first start and time played carried over)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from arcade.daily import daily_level
from arcade.errors import ArcadeError
from arcade.levels import Level, find_level
from arcade.registry import GAMES, Game
from arcade.store import SavedGame, Store, StoreError
from arcade.ui.game import GameScreen


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
            level = find_level(game, saved.level) or daily_level(game, saved.level)
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
        """Keep the screen's play if it is in progress and can be saved: None when nothing needed keeping, '' when
        it was kept, else why it could not be."""
        if not (screen.saves_games and not screen.watching and screen.in_progress()):
            return None
        state = {"play": screen.play_record(), "path": str(screen.level) if screen.level is not None else None,
                 "began_at": screen.began_at, "seconds": screen.time_played()}
        try:
            self.store.save_game(screen.game.id, screen.level_name, state, screen.progress())
        except StoreError as error:
            return f"The game could not be saved: {error}."
        return ""

    def saved_for(self, screen: GameScreen) -> SavedGame | None:
        """The save of the screen's level, if the screen keeps saves and there is one."""
        return self.store.saved_game(screen.game.id, screen.level_name) if screen.saves_games else None

    @staticmethod
    def resume(screen: GameScreen, saved: SavedGame) -> None:
        """Rebuild the saved play on the screen (any exception: the save does not replay)."""
        screen.resume(saved.state["play"])
        screen.carry_over(saved.state.get("began_at"), saved.state.get("seconds"))

    def drop(self, game: Game, level_name: str) -> str:
        """Forget a save: '' when done, else why not (the save stays, which loses nothing)."""
        try:
            self.store.drop_save(game.id, level_name)
        except StoreError as error:
            return f"The saved game could not be dropped: {error}."
        return ""
