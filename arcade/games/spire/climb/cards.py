"""The climb's cards: its pool, an upgraded form of every pool card, the rarities, the curses, and the reward offers.

The climb's pool (`CLIMB_POOL`) is the classic reward pool (`arcade.games.spire.classic.cards.REWARD_POOL`,
untouched) and then the climb's own 14 cards (more_cards.py, with their upgrades): 7 basic, 9 common, 7 uncommon and
7 rare cards. `UpgradedCard`, `UPGRADE_MARK` and the rarity names come from more_cards.py (to avoid an import cycle)
and are still `cards.UpgradedCard`, … here.

Rule: an upgraded card is a subclass of its card (`StrikePlus(Strike)`), so `isinstance` holds and the task sheet's
`Encounter` plays it unchanged, by its own numbers; its name is the card's with a `+` ("Strike+"), its `repr`
"Strike+()". Each upgrade is better in one or two ways, as the genre's are: more damage or block, a lower cost, or
more of a status; its text is built from its numbers (card_text.OwnCard, as every card of ours). A card
upgrades once: `upgraded` gives None for an upgraded card and for a curse. Curses are cards of ours that cannot be
played (`unplayable = True`, which `fight.is_unplayable` checks): they cost 0, need no target and do nothing but take
a place in the hand. A lasting curse (Brand, the top difficulty's) never leaves the deck: `is_removable` is False for
it, and shops and events pass it over.

Offers (`offer`) draw different card names by rarity, from `CLIMB_POOL` in its fixed order, one card at a time: one
`rng.random()` picks the rarity by the kind's weights, then one `rng.choice` picks among that rarity's names not yet
offered (in pool order). When that rarity has none left the nearest rarity with some is used (rare → uncommon →
common, uncommon → common → rare, common → uncommon → rare). Basic cards and curses are never offered. No urwid, no
I/O, no global random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from arcade.games.spire.classic.cards import (
    REWARD_POOL,
    Bludgeon,
    Dash,
    Deflect,
    Inflame,
    IronWave,
    Lariat,
    LowBlow,
    Protect,
    Uppercut,
)
from arcade.games.spire.climb import ironclad_cards, silent_cards, watcher_cards
from arcade.games.spire.climb.more_cards import (
    COMMON,
    MORE_CARDS,
    MORE_RARITY,
    MORE_UPGRADES,
    RARE,
    UNCOMMON,
    UPGRADE_MARK,
    Chop,
    Citadel,
    Hunker,
    Jab,
    Maul,
    Parry,
    Rattle,
    Shatter,
    UpgradedCard,
)
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

BASIC = "basic"
CURSE = "curse"
STATUS = "status"

CLIMB_POOL: tuple[type[Card], ...] = (*REWARD_POOL, *MORE_CARDS)
"""Every card of the climb with a rarity, in a fixed order: the classic reward pool (its basics are never offered),
then the climb's own cards (offers draw from it by index: append, never reorder)."""
CHARACTER_POOL_RULES = 4
"""The rules version (state.CURRENT_RULES) from which a climb offers its character's own pool, not CLIMB_POOL."""
OWN_CARDS = {"ironclad": ironclad_cards, "silent": silent_cards, "watcher": watcher_cards}
"""Each character's own cards' module (CARDS, RARITY, UPGRADES), by the run's character name."""
SHARED_CARDS: tuple[type[Card], ...] = (Jab, Chop, Hunker, Parry, Maul, Rattle, Shatter, Citadel)
"""The handful of the climb's own cards every character's pool holds besides its own."""
CHARACTER_POOLS: dict[str, tuple[type[Card], ...]] = {
    character: (*SHARED_CARDS, *module.CARDS) for character, module in OWN_CARDS.items()}
"""Each character's pool in the climbs that have them, in a fixed order (the shared cards, then its own)."""
CLIMB_BY_NAME: dict[str, type[Card]] = {card.__name__: card for card in CLIMB_POOL} | {
    card.__name__: card for module in OWN_CARDS.values() for card in module.CARDS}
"""Every card with a rarity the climb has by name: the climb's pool and every character's own cards."""


class StrikePlus(UpgradedCard, Strike):
    """Strike+: 9 damage for 1 energy."""

    base = Strike
    _damage = 9


class DefendPlus(UpgradedCard, Defend):
    """Defend+: 8 block for 1 energy."""

    base = Defend
    _block = 8


class BashPlus(UpgradedCard, Bash):
    """Bash+: 10 damage and 7 block for 2 energy."""

    base = Bash
    _damage = 10
    _block = 7


class NeutralizePlus(UpgradedCard, Neutralize):
    """Neutralize+: 4 damage, 2 weak and 3 vulnerable, for free."""

    base = Neutralize
    _damage = 4
    _status_modifiers = {WEAK: 2, VULNERABLE: 3}  # noqa: RUF012 - read-only; get_status_modifiers copies it


class SurvivorPlus(UpgradedCard, Survivor):
    """Survivor+: 11 block and 1 strength for 1 energy."""

    base = Survivor
    _block = 11


class EruptionPlus(UpgradedCard, Eruption):
    """Eruption+: 9 damage for 1 energy (the genre's upgrade: one energy less)."""

    base = Eruption
    _energy_cost = 1


class VigilancePlus(UpgradedCard, Vigilance):
    """Vigilance+: 12 block and 1 strength for 2 energy."""

    base = Vigilance
    _block = 12


class IronWavePlus(UpgradedCard, IronWave):
    """IronWave+: 7 block and 7 damage for 1 energy."""

    base = IronWave
    _damage = 7
    _block = 7


class LariatPlus(UpgradedCard, Lariat):
    """Lariat+: 14 damage and 3 weak for 2 energy."""

    base = Lariat
    _damage = 14
    _status_modifiers = {WEAK: 3}  # noqa: RUF012


class UppercutPlus(UpgradedCard, Uppercut):
    """Uppercut+: 13 damage, 3 weak and 2 vulnerable for 2 energy."""

    base = Uppercut
    _status_modifiers = {WEAK: 3, VULNERABLE: 2}  # noqa: RUF012


class BludgeonPlus(UpgradedCard, Bludgeon):
    """Bludgeon+: 42 damage for 3 energy."""

    base = Bludgeon
    _damage = 42


class InflamePlus(UpgradedCard, Inflame):
    """Inflame+: 3 strength for 1 energy."""

    base = Inflame
    _status_modifiers = {STRENGTH: 3}  # noqa: RUF012


class DeflectPlus(UpgradedCard, Deflect):
    """Deflect+: 7 block for free."""

    base = Deflect
    _block = 7


class LowBlowPlus(UpgradedCard, LowBlow):
    """LowBlow+: 9 damage and 3 weak for 1 energy."""

    base = LowBlow
    _damage = 9
    _status_modifiers = {WEAK: 3}  # noqa: RUF012


class DashPlus(UpgradedCard, Dash):
    """Dash+: 13 block and 13 damage for 2 energy."""

    base = Dash
    _damage = 13
    _block = 13


class ProtectPlus(UpgradedCard, Protect):
    """Protect+: 16 block for 2 energy."""

    base = Protect
    _block = 16


UPGRADED_CARDS: tuple[type[UpgradedCard], ...] = (
    StrikePlus, DefendPlus, BashPlus, NeutralizePlus, SurvivorPlus, EruptionPlus, VigilancePlus, IronWavePlus,
    LariatPlus, UppercutPlus, BludgeonPlus, InflamePlus, DeflectPlus, LowBlowPlus, DashPlus, ProtectPlus,
    *MORE_UPGRADES, *(upgrade for module in OWN_CARDS.values() for upgrade in module.UPGRADES),
)
"""The upgraded form of each card of the climb's pool, in the pool's order, then of each character's own cards."""
UPGRADES: dict[type[Card], type[UpgradedCard]] = {upgrade.base: upgrade for upgrade in UPGRADED_CARDS}
"""Each pool card's type → its upgraded form's type."""
UPGRADED_BY_NAME: dict[str, type[UpgradedCard]] = {upgrade.base.__name__ + UPGRADE_MARK: upgrade
                                                   for upgrade in UPGRADED_CARDS}
"""Each upgraded form by its name ('Strike+')."""


# --- curses ---------------------------------------------------------------------------------------------------


class CurseCard(Card):
    """A curse: never playable (`fight.is_unplayable`), costs 0, needs no target, does nothing."""

    unplayable = True
    _energy_cost = 0
    _requires_target = False
    _description = "Unplayable."


class Gloom(CurseCard):
    """A curse from a bad bargain: it only clogs the hand."""

    _description = "Unplayable. A grey weight in your hand."


class Shackle(CurseCard):
    """A curse from a trap: it only clogs the hand."""

    _description = "Unplayable. It rattles and holds you back."


class Hex(CurseCard):
    """A curse from a broken promise: it only clogs the hand."""

    _description = "Unplayable. A mark that will not wash off."


class Brand(CurseCard):
    """The top difficulty's curse: it never leaves the deck (no shop removes it, no event takes it)."""

    lasting = True
    _description = "Unplayable. Never leaves your deck."


CURSES: tuple[type[CurseCard], ...] = (Gloom, Shackle, Hex)
"""The curses events and bargains give, in a fixed order (events draw from it by index)."""
LASTING_CURSES: tuple[type[CurseCard], ...] = (Brand,)
"""The curses a difficulty rule puts in the deck for good (never drawn by an event)."""
CURSES_BY_NAME: dict[str, type[CurseCard]] = {curse.__name__: curse for curse in (*CURSES, *LASTING_CURSES)}
"""Each curse by name."""


# --- status cards ---------------------------------------------------------------------------------------------


class StatusCard(Card):
    """A card a monster puts into the player's piles for one fight: never playable, gone when the fight ends (the
    fight's piles are its own lists, never the run's deck)."""

    unplayable = True
    _energy_cost = 0
    _requires_target = False
    _description = "Unplayable."


class Wound(StatusCard):
    """What a monster's wounding move shuffles into the discard pile: it only clogs the hand."""

    _description = "Unplayable. Gone when the fight ends."


STATUS_CARDS: dict[str, type[StatusCard]] = {Wound.__name__: Wound}
"""Each status card by name."""


# --- rarities, prices, offers ---------------------------------------------------------------------------------

CARD_RARITY: dict[str, str] = {
    "Strike": BASIC, "Defend": BASIC, "Bash": BASIC, "Neutralize": BASIC, "Survivor": BASIC, "Eruption": BASIC,
    "Vigilance": BASIC,
    "IronWave": COMMON, "Deflect": COMMON, "LowBlow": COMMON, "Protect": COMMON,
    "Lariat": UNCOMMON, "Dash": UNCOMMON,
    "Uppercut": RARE, "Bludgeon": RARE, "Inflame": RARE,
    **MORE_RARITY,
    **{name: rarity for module in OWN_CARDS.values() for name, rarity in module.RARITY.items()},
}
"""Every card of the climb's pool's rarity: 'basic' (the characters' starting cards), 'common', 'uncommon' or 'rare'."""

CARD_PRICE: dict[str, tuple[int, int]] = {COMMON: (45, 55), UNCOMMON: (68, 82), RARE: (135, 165)}
"""A shop's price range (inclusive) for a card of each rarity."""

OFFER_WEIGHTS: dict[str, tuple[tuple[str, int], ...]] = {
    "monster": ((COMMON, 60), (UNCOMMON, 37), (RARE, 3)),
    "elite": ((COMMON, 50), (UNCOMMON, 40), (RARE, 10)),
    "boss": ((RARE, 100),),
}
"""Per reward kind, the chance in percent of each rarity for each card offered."""

_FALLBACK: dict[str, tuple[str, ...]] = {
    RARE: (RARE, UNCOMMON, COMMON),
    UNCOMMON: (UNCOMMON, COMMON, RARE),
    COMMON: (COMMON, UNCOMMON, RARE),
}


def reward_pool(character: str, rules_version: int) -> tuple[type[Card], ...]:
    """The cards a climb of this character and rules version offers: its own pool (CHARACTER_POOLS) from
    CHARACTER_POOL_RULES on, else the climb's one pool for every character (so an older climb replays as it was)."""
    return CHARACTER_POOLS[character] if rules_version >= CHARACTER_POOL_RULES else CLIMB_POOL


def card_rarity(name: str) -> str:
    """The rarity of any card name the climb holds: an upgraded card's is its base card's; a curse's is 'curse'."""
    if name in CURSES_BY_NAME:
        return CURSE
    if name in STATUS_CARDS:
        return STATUS
    return CARD_RARITY[name.removesuffix(UPGRADE_MARK)]


def card_named(name: str) -> Card | None:
    """A new card of this exact name (a pool card, an upgraded 'X+', a curse), or None for an unknown name."""
    card_type: type[Card] | None = CLIMB_BY_NAME.get(name) or UPGRADED_BY_NAME.get(name) or CURSES_BY_NAME.get(name) \
        or STATUS_CARDS.get(name)
    return card_type() if card_type is not None else None


def is_upgraded(card: Card) -> bool:
    """True for an upgraded card ('Strike+')."""
    return isinstance(card, UpgradedCard)


def is_removable(card: Card) -> bool:
    """False for a card that never leaves the deck (a lasting curse): shops and events pass it over."""
    return not getattr(card, "lasting", False)


def is_curse(card: Card) -> bool:
    """True for a curse."""
    return isinstance(card, CurseCard)


def upgraded(card: Card) -> Card | None:
    """A new card, the upgraded form of this one; None for a card already upgraded, a curse, or one unknown."""
    upgrade = UPGRADES.get(type(card))
    return upgrade() if upgrade is not None else None


def can_upgrade(card: Card) -> bool:
    """True when the card has an upgraded form it is not yet (a rest site may upgrade it)."""
    return type(card) in UPGRADES


def rare_weight(kind: str) -> int:
    """The percent chance that a card of this kind of reward is rare, before any pity (rewards.rare_chance); every
    kind offers rares."""
    return dict(OFFER_WEIGHTS[kind])[RARE]


def common_weight(kind: str) -> int:
    """The percent chance that a card of this kind of reward is common, before any pity."""
    return dict(OFFER_WEIGHTS[kind]).get(COMMON, 0)


def _rarity_roll(rng: random.Random, kind: str, rare_bonus: int) -> str:
    """One `rng.random()`, turned into a rarity by the kind's weights, `rare_bonus` points moved from common to rare
    (never more than common has)."""
    roll = rng.random() * 100
    moved = min(rare_bonus, common_weight(kind))
    weights = tuple((rarity, weight + (moved if rarity == RARE else -moved if rarity == COMMON else 0))
                    for rarity, weight in OFFER_WEIGHTS[kind])
    for rarity, weight in weights:
        if roll < weight:
            return rarity
        roll -= weight
    return weights[-1][0]


def offer(rng: random.Random, kind: str, count: int = 3, rare_bonus: int = 0,
          pool: Sequence[type[Card]] = CLIMB_POOL) -> list[Card]:
    """`count` cards of different names from `pool` (reward_pool) for a reward of this kind ('monster', 'elite',
    'boss'), `rare_bonus` points moved from common to rare (the genre's pity); fewer only when the pool runs out. Per
    card: one `rng.random()` (the rarity), one `rng.choice` (the name); see the module."""
    if kind not in OFFER_WEIGHTS:
        raise ValueError(f"unknown reward kind {kind!r}")
    chosen: list[str] = []
    for _ in range(count):
        wanted = _rarity_roll(rng, kind, rare_bonus)
        names: list[str] = []
        for rarity in _FALLBACK[wanted]:
            names = [card.__name__ for card in pool
                     if CARD_RARITY[card.__name__] == rarity and card.__name__ not in chosen]
            if names:
                break
        if not names:
            break
        chosen.append(rng.choice(names))
    return [CLIMB_BY_NAME[name]() for name in chosen]
