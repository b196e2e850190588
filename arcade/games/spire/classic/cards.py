"""The reward pool: the task sheet's seven cards and nine more, offered between encounters on the screen face only.

Every new card is built only from what the model's cards already carry (`Card`'s damage, block, status
modifiers for strength, weak and vulnerable, an energy cost of 0-3, with or without a target), so
`Encounter.player_apply_card` plays them by the task sheet's rules, unchanged. Each is a `Card` subclass with a
name (its class name, at most ten letters so a card's title fits the compact hand), a description built from its
numbers (card_text.OwnCard) and a `repr` in the task sheet's style (`Uppercut()`). Names and numbers follow Slay
the Spire's own cards where one fits these effects exactly (Iron Wave, Bludgeon, Inflame, Deflect, Dash, Protect);
Lariat (Clothesline) and LowBlow (Sucker Punch) are shorter names for two more. In the classic runs a monster's new
turn takes 1 off its weak before it attacks (the task sheet's turn order), so every card of ours that weakens applies
at least 2 (statuses.py): Uppercut and LowBlow give 2 where Slay the Spire's give 1. The plain program never offers
them: `CARD_TYPES` of the model (what `describe` knows) stays the task sheet's seven.
"""

from __future__ import annotations

from collections.abc import Sequence

from arcade.games.spire.classic.card_text import OwnCard
from arcade.games.spire.model import (
    STRENGTH,
    VULNERABLE,
    WEAK,
    Bash,
    Card,
    Defend,
    Eruption,
    Neutralize,
    Strike,
    Survivor,
    Vigilance,
)


class IronWave(OwnCard):
    """Gain 5 block and deal 5 damage for 1 energy."""

    _damage = 5
    _block = 5


class Lariat(OwnCard):
    """Deal 12 damage and apply 2 weak for 2 energy (Slay the Spire's Clothesline)."""

    _damage = 12
    _energy_cost = 2
    _status_modifiers = {WEAK: 2}  # noqa: RUF012 - read-only; get_status_modifiers copies it


class Uppercut(OwnCard):
    """Deal 13 damage, apply 2 weak and 1 vulnerable, for 2 energy (Slay the Spire's gives 1 weak, which here runs out
    before the monster attacks: its new turn comes first)."""

    _damage = 13
    _energy_cost = 2
    _status_modifiers = {WEAK: 2, VULNERABLE: 1}  # noqa: RUF012


class Bludgeon(OwnCard):
    """Deal 32 damage for 3 energy: a whole turn for one blow."""

    _damage = 32
    _energy_cost = 3


class Inflame(OwnCard):
    """Gain 2 strength for 1 energy; needs no target."""

    _energy_cost = 1
    _status_modifiers = {STRENGTH: 2}  # noqa: RUF012
    _requires_target = False


class Deflect(OwnCard):
    """Gain 4 block, for free; needs no target."""

    _block = 4
    _energy_cost = 0
    _requires_target = False


class LowBlow(OwnCard):
    """Deal 7 damage and apply 2 weak for 1 energy (Slay the Spire's Sucker Punch, with the 2 weak its 1 weak needs
    here to cut the monster's next attack)."""

    _damage = 7
    _status_modifiers = {WEAK: 2}  # noqa: RUF012


class Dash(OwnCard):
    """Gain 10 block and deal 10 damage for 2 energy."""

    _damage = 10
    _block = 10
    _energy_cost = 2


class Protect(OwnCard):
    """Gain 12 block for 2 energy; needs no target."""

    _block = 12
    _energy_cost = 2
    _requires_target = False


TASK_SHEET_CARDS: tuple[type[Card], ...] = (Strike, Defend, Bash, Neutralize, Survivor, Eruption, Vigilance)
"""The task sheet's cards, in its order."""
NEW_CARDS: tuple[type[Card], ...] = (IronWave, Lariat, Uppercut, Bludgeon, Inflame, Deflect, LowBlow, Dash, Protect)
"""The cards the reward pool adds."""
REWARD_POOL: tuple[type[Card], ...] = (*TASK_SHEET_CARDS, *NEW_CARDS)
"""Every card a reward may offer, in a fixed order (the offers are drawn from it by index, so the order is part of
a run's reproducibility: append, never reorder)."""
POOL_BY_NAME: dict[str, type[Card]] = {card.__name__: card for card in REWARD_POOL}
"""Every card of the pool by name (a run's history keeps its deck by name)."""


def card_kinds(cards: Sequence[Card]) -> list[Card]:
    """One card of each name, in first-seen order (the piles' dialogs and the character page list kinds)."""
    seen: dict[str, Card] = {}
    for card in cards:
        seen.setdefault(card.get_name(), card)
    return list(seen.values())
