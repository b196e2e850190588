"""Cards by name and the IronClad's starting deck, for the tests that make hands and decks by hand (the planner's,
the turn search's and the greedy bot's exact tests)."""

from __future__ import annotations

from arcade.games.spire.climb import cards
from arcade.games.spire.model import Card


def named(*names: str) -> list[Card]:
    """The cards of these names, in this order (each must exist)."""
    found = [cards.card_named(name) for name in names]
    assert all(card is not None for card in found)
    return [card for card in found if card is not None]


STARTING = ("Strike",) * 5 + ("Defend",) * 4 + ("Bash",)
"""The Ironclad's starting deck: 37 damage (5 × 6 + 7) and 25 block (4 × 5 + 5)."""
