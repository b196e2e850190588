"""The reward after an encounter won (screen face only): one of three cards into the deck, or a rest, or nothing.

The offers come from a random source of their own, `random.Random(f"rewards {seed}")` for the run's seed, not from
the model's source (which deals the hands and rolls the lice). So a run where every reward is skipped draws exactly
the hands `arcade --plain spire --seed N` draws (it still exports), and a run is reproducible from its seed and its
actions alone: resuming a save and playing a best back draw the same offers. (A string seed is hashed with SHA-512
by `random.Random`, the same in every process, unlike `hash()`.) No urwid here.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from arcade.games.spire.classic.cards import POOL_BY_NAME, REWARD_POOL
from arcade.games.spire.model import Card, Player

OFFER_SIZE = 3
"""Cards offered after each encounter won (three different ones)."""
REST_PERCENT = 30
"""Resting heals this share of max HP, rounded down, never past max HP."""


def reward_random(seed: int) -> random.Random:
    """The random source a run's reward offers are drawn from (separate from the model's, see above)."""
    return random.Random(f"rewards {seed}")


def draw_offer(source: random.Random) -> list[Card]:
    """Three different cards of the pool, drawn from `source` (one `sample` of the pool's indices)."""
    return [REWARD_POOL[index]() for index in source.sample(range(len(REWARD_POOL)), OFFER_SIZE)]


def rest_amount(player: Player) -> int:
    """The HP a rest would heal now: 30% of max HP rounded down, at most what is missing."""
    return min(player.get_max_hp() * REST_PERCENT // 100, player.get_max_hp() - player.get_hp())


def rest(player: Player) -> int:
    """Heal the player by `rest_amount` and return the HP healed."""
    amount = rest_amount(player)
    player.heal(amount)
    return amount


def take_card(player: Player, card: Card) -> None:
    """Put a new card at the end of the player's draw pile (between encounters, before the next one deals)."""
    player.get_deck().append(card)


def all_cards(player: Player) -> list[Card]:
    """Every card the player owns: draw pile, hand and discard pile."""
    return [*player.get_deck(), *player.get_hand(), *player.get_discarded()]


def deck_names(player: Player) -> list[str]:
    """The player's whole deck by card name, in the pool's order (a run's record keeps it this way)."""
    order = {name: index for index, name in enumerate(POOL_BY_NAME)}
    return sorted((card.get_name() for card in all_cards(player)), key=lambda name: order.get(name, len(order)))


def deck_words(names: Sequence[str]) -> list[str]:
    """'5 Strike', '4 Defend', 'Bash': one entry per kind, the most numerous first (ties in the given order)."""
    counts = Counter(names)
    kinds = sorted(counts, key=lambda name: -counts[name])
    return [f"{counts[name]} {name}" if counts[name] > 1 else name for name in kinds]
