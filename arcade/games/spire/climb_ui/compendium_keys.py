"""The climb screen's compendium (a mixin of ClimbScreen): C opens it over the page, and after every step of a climb
what the climb shows the player (compendium.met_now) is noted in the store as met, only the names not known to be
met already, so a step writes nothing unless something is new. The store failing never stops play: what it could not
keep is still shown as met for the rest of this screen's life. Pure control: the words are compendium.py's, the
drawing compendium_view.py's.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb_ui.bindings import COMPENDIUM
from arcade.games.spire.climb_ui.compendium import KINDS, catalogue, met_now, new_names
from arcade.games.spire.climb_ui.compendium_view import CompendiumPage
from arcade.keys import key_name
from arcade.store import StoreError

if TYPE_CHECKING:
    from arcade.registry import Game
    from arcade.ui.game import Host

COMPENDIUM_COLS = 100
"""The page's widest: the whole width of a 100-column screen (a narrower one gives it all it has)."""
COMPENDIUM_ROWS = 200
"""More rows than any screen has: the page takes the whole game area above the status bar."""


class CompendiumKeys:
    """The handler of C (the compendium) and the noting of what a climb shows, on ClimbScreen."""

    climb: Climb | None
    host: Host
    game: Game
    watching: bool
    met_known: dict[str, set[str]] | None = None
    """What this screen knows was met, by kind: read from the store once, then added to as the climb shows more."""
    compendium_section = 0
    """The section the compendium showed last (it opens there again)."""

    def known_met(self) -> dict[str, set[str]]:
        """What is known to be met, by kind (read from the store the first time it is asked)."""
        if self.met_known is None:
            self.met_known = {kind: self.host.store.met(self.game.id, kind) for kind in KINDS}
        return self.met_known

    def note_met(self) -> None:
        """Note what the climb shows now as met: the names not known yet, one write per kind with something new
        (none while watching a kept climb: its player met those, not this one)."""
        if self.climb is None or self.watching:
            return
        known = self.known_met()
        for kind, names in new_names(met_now(self.climb), known).items():
            known[kind] |= names
            with contextlib.suppress(StoreError):  # no part of play: the compendium shows them met while this lasts
                self.host.store.note_met(self.game.id, kind, sorted(names))

    def compendium_key(self) -> None:
        """C: the compendium over the page, what was met as the store has it (another arcade's meetings too)."""
        known = self.known_met()
        met = {kind: self.host.store.met(self.game.id, kind) | known[kind] for kind in KINDS}
        self.host.show_overlay(CompendiumPage(met, self.host.close_dialog, self.compendium_section,
                                              self.keep_section), COMPENDIUM_COLS, COMPENDIUM_ROWS)

    def compendium_words(self) -> str:
        """The character page's line on the compendium: its key, and how many of the things it lists were met."""
        met = self.known_met()
        found = sum(section.count_met(met[section.kind])[0] for section in catalogue())
        listed = sum(len(section.names()) for section in catalogue())
        return f"{key_name(COMPENDIUM.keys[0])}  the compendium: {found} of {listed} things met"

    def keep_section(self, section: int) -> None:
        """The compendium shows this section now: it opens on it again."""
        self.compendium_section = section
