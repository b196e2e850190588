"""The Watcher's own cards (keywords.CharacterCard), their rarities and upgrades.

Offered only in the climbs whose rules have the characters' own pools (cards.CHARACTER_POOL_RULES). No urwid, no I/O.
"""

from __future__ import annotations

from arcade.games.spire.climb.more_cards import UpgradedCard
from arcade.games.spire.model import Card

CARDS: tuple[type[Card], ...] = ()
"""The Watcher's reward cards, in a fixed order (offers draw from it by index: append, never reorder)."""
RARITY: dict[str, str] = {}
"""Each card's rarity by name."""
UPGRADES: tuple[type[UpgradedCard], ...] = ()
"""The upgraded form of each card, in CARDS' order."""
