"""The shop of the climb: five cards, three potions and three relics at prices, and one card removal per visit.

The rule: a shop is stocked once, when the run enters it, from the rng it is given (the run's shop stream), so the
same seed stocks the same shop. Five cards of different names (two common, two uncommon, one rare, each priced in
its rarity's range, `cards.CARD_PRICE`), three potions (their rarity's base price, `potions.POTION_PRICE`, ±10%) and
three relics none of which the run holds (two common, uncommon or rare by weight, one of the 'shop' rarity; base
price by rarity ±10%). Every price, the removal's too, then goes through the run's PRICE hooks (a discount relic
lowers them all; never below 0). Removing a card costs 75 gold, 25 more for each removal bought earlier in the run
(`run.counters["removals"]`); one removal per shop, and never below five cards in the deck. No urwid, no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from arcade.games.spire.climb import cards, potions, relics
from arcade.games.spire.climb.state import PRICE, RunState
from arcade.games.spire.model import Card

CARD, POTION, RELIC = "card", "potion", "relic"
"""The kinds of item a shop sells."""

CARD_SLOTS = (("common", 2), ("uncommon", 2), ("rare", 1))
"""The shop's cards: how many of each rarity, in the order they are shown."""
POTION_COUNT = 3
"""Potions on sale."""
RELIC_WEIGHTS = (("common", 50), ("uncommon", 33), ("rare", 17))
"""The odds of the two drawn relics' rarities (the third is always of the 'shop' rarity)."""
RELIC_PRICE = {"common": 150, "uncommon": 250, "rare": 300, "shop": 200}
"""A relic's base price by rarity (the price is drawn within ±10% of it)."""
PRICE_SPREAD = 0.10
"""How far a potion's or relic's price may stray from its base, either way."""
REMOVAL_BASE = 75
"""The first card removal of a run costs this much."""
REMOVAL_STEP = 25
"""Each removal bought makes the next one dearer by this much."""
REMOVALS = "removals"
"""The run's counter of card removals bought (`run.counters`)."""
MIN_DECK = 5
"""A removal may not leave the deck smaller than this."""


@dataclass
class ShopItem:
    """One thing on sale: its kind ('card', 'potion', 'relic'), what it is (card name, potion or relic id), its
    price (after the PRICE hooks) and whether it has been bought."""

    kind: str
    what: str
    price: int
    sold: bool = False


@dataclass
class Shop:
    """A stocked shop: the items (cards, then potions, then relics), the removal's price, and whether the one removal
    of this visit was used."""

    items: list[ShopItem] = field(default_factory=list)
    removal_price: int = REMOVAL_BASE
    removed: bool = False


def _priced(run: RunState, price: int) -> int:
    """A price as the run's PRICE hooks leave it, rounded to whole gold, never below 0."""
    return max(0, round(run.fire(PRICE, amount=price).amount))


def _spread(rng: random.Random, base: int) -> int:
    """A price drawn within ±10% of `base`."""
    return rng.randint(round(base * (1 - PRICE_SPREAD)), round(base * (1 + PRICE_SPREAD)))


def _card_names(rarity: str, pool: Sequence[type[Card]]) -> list[str]:
    """Every card name of this rarity in the run's pool (cards.reward_pool), sorted."""
    return sorted(card.__name__ for card in pool if cards.CARD_RARITY[card.__name__] == rarity)


def _stock_cards(rng: random.Random, pool: Sequence[type[Card]]) -> list[tuple[str, str]]:
    """(name, rarity) of the shop's cards: two common, two uncommon, one rare, all different (a rarity that runs out
    is made up from the others, commonest first)."""
    chosen: list[tuple[str, str]] = []
    taken: set[str] = set()
    for rarity, count in CARD_SLOTS:
        for _ in range(count):
            for kind in (rarity, *(other for other, _ in CARD_SLOTS if other != rarity)):
                names = [name for name in _card_names(kind, pool) if name not in taken]
                if names:
                    name = rng.choice(names)
                    taken.add(name)
                    chosen.append((name, kind))
                    break
    return chosen


def _stock_relics(run: RunState, rng: random.Random) -> list[tuple[str, str]]:
    """(id, rarity) of the shop's relics: two by weight from common/uncommon/rare, one of the 'shop' rarity, none
    held by the run and no two alike (a rarity with none left falls back to the others)."""
    owned = [relic.id for relic in run.relics]
    chosen: list[tuple[str, str]] = []
    rarities, weights = zip(*RELIC_WEIGHTS, strict=True)
    wanted = [*rng.choices(rarities, weights=weights, k=2), "shop"]
    for rarity in wanted:
        for kind in (rarity, *(other for other in (*rarities, "shop") if other != rarity)):
            relic_id = relics.draw_relic(rng, kind, [*owned, *(relic for relic, _ in chosen)],
                                          run.rules_version)
            if relic_id is not None:
                chosen.append((relic_id, kind))
                break
    return chosen


def removal_price(run: RunState) -> int:
    """What removing a card costs this run now, before the PRICE hooks: 75, and 25 more per removal bought."""
    return REMOVAL_BASE + REMOVAL_STEP * run.counters.get(REMOVALS, 0)


def stock(run: RunState, rng: random.Random) -> Shop:
    """A shop for this run, drawn from `rng`: its cards, potions and relics at prices, and the removal's price."""
    items: list[ShopItem] = []
    for name, rarity in _stock_cards(rng, cards.reward_pool(run.character, run.rules_version)):
        low, high = cards.CARD_PRICE[rarity]
        items.append(ShopItem(CARD, name, _priced(run, rng.randint(low, high))))
    for _ in range(POTION_COUNT):
        potion_id = potions.random_potion(rng)
        base = potions.POTION_PRICE[potions.POTIONS[potion_id].rarity]
        items.append(ShopItem(POTION, potion_id, _priced(run, _spread(rng, base))))
    for relic_id, rarity in _stock_relics(run, rng):
        items.append(ShopItem(RELIC, relic_id, _priced(run, _spread(rng, RELIC_PRICE[rarity]))))
    return Shop(items, _priced(run, removal_price(run)))


def item_name(item: ShopItem) -> str:
    """What the screen calls an item: the card's name, or the potion's or relic's name."""
    if item.kind == POTION:
        return potions.POTIONS[item.what].name
    if item.kind == RELIC:
        return relics.relic(item.what).name
    return item.what


def refusal(run: RunState, shop: Shop, index: int) -> str | None:
    """Why this item cannot be bought now, as a sentence with the figures the rule weighed ('Maul costs 80 gold;
    you have 74.'), or None when it can: the shop's screen and `buy`'s refusal say the same."""
    if not 0 <= index < len(shop.items):
        return f"There is no item {index + 1} in this shop."
    item = shop.items[index]
    if item.sold:
        return f"{item_name(item)}: sold already."
    if item.price > run.gold:
        return f"{item_name(item)} costs {item.price} gold; you have {run.gold}."
    if item.kind == POTION and run.free_potion_slot() is None:
        return slots_full(run)
    return None


def slots_full(run: RunState) -> str:
    """The refusal of a potion when every slot holds one: 'All 3 potion slots are full.'"""
    return f"All {len(run.potions)} potion slots are full."


def can_buy(run: RunState, shop: Shop, index: int) -> bool:
    """True when the item may be bought now (on sale, affordable, and a free slot for a potion)."""
    return refusal(run, shop, index) is None


def buy(run: RunState, shop: Shop, index: int) -> str:
    """Buy item `index`: pay, then a card goes to the deck's end, a potion to a slot, a relic to the run (its PICKUP
    hooks run). The message (for the run's log) says what was bought; ValueError (nothing changed) when it cannot
    be bought."""
    refused = refusal(run, shop, index)
    if refused is not None:
        raise ValueError(refused)
    item = shop.items[index]
    run.spend_gold(item.price)
    item.sold = True
    if item.kind == CARD:
        card = cards.card_named(item.what)
        if card is None:  # the stock only holds names that build
            raise ValueError(f"no card named {item.what!r}")
        run.deck.append(card)
    elif item.kind == POTION:
        run.add_potion(item.what)
    else:
        relics.obtain(run, item.what)
    return f"Bought {item_name(item)} for {item.price} gold."


def removal_refusal(run: RunState, shop: Shop) -> str | None:
    """Why this shop's card removal cannot be bought now, with the figures the rule weighed ('Removal costs 75 gold;
    you have 74.', and the deck's size when that is short too), or None when it can."""
    if shop.removed:
        return "This shop's one removal is used."
    reasons = []
    if shop.removal_price > run.gold:
        reasons.append(f"Removal costs {shop.removal_price} gold; you have {run.gold}.")
    if len(run.deck) <= MIN_DECK:
        reasons.append(f"Removal needs a deck of more than {MIN_DECK} cards; yours has {len(run.deck)}.")
    return " ".join(reasons) or None


def can_remove(run: RunState, shop: Shop) -> bool:
    """True when this shop's one removal is still on offer, affordable, and the deck has more than five cards."""
    return removal_refusal(run, shop) is None


def remove_card(run: RunState, shop: Shop, deck_index: int) -> str:
    """Pay the removal's price and take the card at `deck_index` out of the deck; the next removal of the run costs
    25 more. ValueError (nothing changed) when used already here, too dear, the deck would drop below five, or the
    card never leaves the deck (a lasting curse)."""
    refused = removal_refusal(run, shop)
    if refused is not None:
        raise ValueError(refused)
    if not 0 <= deck_index < len(run.deck):
        raise ValueError(f"no card {deck_index} in the deck")
    if not cards.is_removable(run.deck[deck_index]):
        raise ValueError(f"{run.deck[deck_index].get_name()} never leaves your deck.")
    run.spend_gold(shop.removal_price)
    card = run.deck.pop(deck_index)
    shop.removed = True
    run.counters[REMOVALS] = run.counters.get(REMOVALS, 0) + 1
    return f"Removed {card.get_name()} for {shop.removal_price} gold."
