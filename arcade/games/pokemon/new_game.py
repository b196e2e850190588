"""The Pokémon screen's new-game form, as the controller drives it (a base class of PokemonScreen): the form
(form.py) opened filled in with the player's last choices, and a new game started from it or from a call, after a
yes while a game is in progress; the choices remembered in the store for the next form."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.games.pokemon.form import FORM_HINTS, NEW_GAME_COLS, NewGameDialog
from arcade.games.pokemon.settings import Settings, is_custom
from arcade.store import StoreError

if TYPE_CHECKING:
    from arcade.levels import Level
    from arcade.ui.game import Host

PREFERENCE_KEY = "pokemon.custom"
"""Where the store remembers the new-game form's last settings (size, count, options)."""
THROW_GAME_AWAY = "Throw this game away and start the new one?"
"""The question before a new game from the form replaces a game in progress."""
NEW_GAME_TITLE = "New game?"


class NewGameFlow:
    """The new-game form's part of the Pokémon screen: what it needs of the screen is named below."""

    host: Host
    settings: Settings
    level_info: Level | None
    _form: NewGameDialog | None

    if TYPE_CHECKING:  # the screen's own, named for the type checker only (defining them here would hide them)
        def ask_then(self, question: str, action: Callable[[], None], title: str = "Restart?") -> None: ...
        def new_play(self) -> None: ...
        def refresh(self) -> None: ...
        def _deal(self, settings: Settings) -> None: ...

    def remembered_settings(self) -> Settings | None:
        """The settings the new-game form last started a game with, if the store remembers sound ones."""
        try:
            return Settings.from_data(self.host.store.preference(PREFERENCE_KEY))
        except ValueError:
            return None

    def open_new_game(self, on_cancel: Callable[[], None] | None = None) -> None:
        """Show the new-game form, filled in with the player's last choices (else this board's settings); Cancel:
        close it, or run on_cancel instead."""
        def cancel() -> None:
            self._close_form()
            if on_cancel is not None:
                on_cancel()

        self._form = NewGameDialog(self.remembered_settings() or self.settings, self.start_from_form, cancel,
                                   at_size=is_custom(self.level_info))
        self.host.show_overlay(self._form, NEW_GAME_COLS, None, FORM_HINTS)

    def _close_form(self) -> None:
        """Close the new-game form, if it is open."""
        if self._form is not None:
            self._form = None
            self.host.close_dialog()

    def start_from_form(self, settings: Settings) -> None:
        """The form's Start: a game with these settings (after a yes while a game is in progress), which the store
        remembers for the next form."""
        def start() -> None:
            self._deal_new_game(settings)
            try:
                self.host.store.set_preference(PREFERENCE_KEY, settings.data())
            except StoreError as error:
                self.host.set_message(f"Your choices could not be remembered: {error}.")

        self.ask_then(THROW_GAME_AWAY, start, title=NEW_GAME_TITLE)

    def start_new_game(self, settings: Settings) -> None:
        """Start a game with these settings (a preset's size and count count as that preset), closing the form;
        while a game is in progress, only after a yes (No leaves the game and any open form as they were; the
        game thrown away is kept in the records as abandoned)."""
        self.ask_then(THROW_GAME_AWAY, lambda: self._deal_new_game(settings), title=NEW_GAME_TITLE)

    def _deal_new_game(self, settings: Settings) -> None:
        """Close the form and put a new game of these settings in play (nothing asked: the callers ask)."""
        self._close_form()
        self._deal(settings)
        self.new_play()
        self.host.set_message(f"New game: {settings.grid}, {settings.count} Pokémon.")
        self.refresh()
        self.host.refresh_chrome()
