"""The climb's shop: stock drawn from the seed, prices in range through the PRICE hooks, buying, removal, refusals."""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.climb import cards, potions, relics, shop
from arcade.games.spire.climb.state import POTION_SLOTS, PRICE, HookEvent, Relic, RunState
from arcade.games.spire.model import Bash, Defend, Strike


def make_run(gold: int = 1000, relic_list: list[Relic] | None = None) -> RunState:
    """An Ironclad at full HP with the starter deck and this much gold."""
    deck = [*(Strike() for _ in range(5)), *(Defend() for _ in range(4)), Bash()]
    return RunState("ironclad", 80, 80, deck, gold=gold, relics=list(relic_list or []))


def halve(event: HookEvent) -> None:
    """A test PRICE hook: half price."""
    event.amount = event.amount * 0.5


def below_zero(event: HookEvent) -> None:
    """A test PRICE hook that would make every price negative."""
    event.amount -= 1000


HALF_OFF = Relic("test_half_off", "Half Off", "Prices are halved.", "shop", {PRICE: halve})
FREE = Relic("test_free", "Free", "Prices drop by 1000.", "shop", {PRICE: below_zero})


def summary(stocked: shop.Shop) -> list[tuple[str, str, int]]:
    """A shop's items as plain tuples."""
    return [(item.kind, item.what, item.price) for item in stocked.items]


def test_stock_is_reproducible_from_the_seed() -> None:
    """The same seed stocks the same items at the same prices."""
    assert summary(shop.stock(make_run(), random.Random(7))) == summary(shop.stock(make_run(), random.Random(7)))


def test_stock_differs_between_seeds() -> None:
    """Different seeds stock different shops (not one fixed shop)."""
    stocks = {tuple(summary(shop.stock(make_run(), random.Random(seed)))) for seed in range(20)}
    assert len(stocks) > 10


def test_stock_has_five_cards_three_potions_three_relics_in_that_order() -> None:
    """Cards first (two common, two uncommon, one rare, all different), then three potions, then three relics."""
    for seed in range(50):
        stocked = shop.stock(make_run(), random.Random(seed))
        kinds = [item.kind for item in stocked.items]
        assert kinds == ["card"] * 5 + ["potion"] * 3 + ["relic"] * 3
        names = [item.what for item in stocked.items[:5]]
        assert len(set(names)) == 5
        assert [cards.CARD_RARITY[name] for name in names] == ["common", "common", "uncommon", "uncommon", "rare"]
        assert all(item.what in potions.POTIONS for item in stocked.items[5:8])
        assert not any(item.sold for item in stocked.items)
        assert not stocked.removed


def test_stock_relics_are_unowned_different_and_one_is_a_shop_relic() -> None:
    """The three relics are all different, none held by the run; two common/uncommon/rare, the last 'shop'."""
    owned = relics.relic_pool("common")[:2]
    for seed in range(50):
        run = make_run()
        run.relics.extend(relics.relic(relic_id) for relic_id in owned)
        stocked = shop.stock(run, random.Random(seed))
        ids = [item.what for item in stocked.items[8:]]
        assert len(set(ids)) == 3
        assert not set(ids) & set(owned)
        rarities = [relics.relic(relic_id).rarity for relic_id in ids]
        assert rarities[2] == "shop"
        assert all(rarity in ("common", "uncommon", "rare") for rarity in rarities[:2])


def test_prices_lie_in_their_rarity_range() -> None:
    """Cards within CARD_PRICE; potions within POTION_PRICE ±10%; relics within their base ±10%."""
    for seed in range(200):
        stocked = shop.stock(make_run(), random.Random(seed))
        for item in stocked.items:
            if item.kind == "card":
                low, high = cards.CARD_PRICE[cards.CARD_RARITY[item.what]]
            else:
                base = (potions.POTION_PRICE[potions.POTIONS[item.what].rarity] if item.kind == "potion"
                        else shop.RELIC_PRICE[relics.relic(item.what).rarity])
                low, high = round(base * 0.9), round(base * 1.1)
            assert low <= item.price <= high, (seed, item)
        assert stocked.removal_price == 75


def test_relic_prices_by_rarity_are_the_genre_bases() -> None:
    """Relics cost about 150 (common), 250 (uncommon), 300 (rare), 200 (shop)."""
    assert shop.RELIC_PRICE == {"common": 150, "uncommon": 250, "rare": 300, "shop": 200}


def test_price_hook_lowers_every_price() -> None:
    """A relic halving prices halves every item's price (rounded) and the removal's, with the same stock."""
    plain = shop.stock(make_run(), random.Random(3))
    cheap = shop.stock(make_run(relic_list=[HALF_OFF]), random.Random(3))
    assert [(kind, what) for kind, what, _ in summary(cheap)] == [(kind, what) for kind, what, _ in summary(plain)]
    assert [item.price for item in cheap.items] == [round(item.price * 0.5) for item in plain.items]
    assert cheap.removal_price == 38


def test_price_hook_never_makes_a_price_negative() -> None:
    """A hook taking off more than the price leaves it at 0."""
    stocked = shop.stock(make_run(relic_list=[FREE]), random.Random(3))
    assert all(item.price == 0 for item in stocked.items)
    assert stocked.removal_price == 0


def test_buy_a_card_puts_it_at_the_deck_end() -> None:
    """Buying a card pays its price and appends that card to the deck."""
    run = make_run(gold=1000)
    stocked = shop.stock(run, random.Random(11))
    item = stocked.items[0]
    message = shop.buy(run, stocked, 0)
    assert run.gold == 1000 - item.price
    assert len(run.deck) == 11
    assert run.deck[-1].get_name() == item.what
    assert item.sold
    assert message == f"Bought {item.what} for {item.price} gold."


def test_buy_a_potion_fills_the_first_free_slot() -> None:
    """Buying a potion pays and puts it in the first empty slot."""
    run = make_run(gold=1000)
    run.potions = ["x", None, None]
    stocked = shop.stock(run, random.Random(11))
    item = stocked.items[5]
    message = shop.buy(run, stocked, 5)
    assert run.potions == ["x", item.what, None]
    assert run.gold == 1000 - item.price
    assert message == f"Bought {potions.POTIONS[item.what].name} for {item.price} gold."


def test_buy_a_relic_obtains_it() -> None:
    """Buying a relic pays and gives the run the relic, last of its relics."""
    run = make_run(gold=1000)
    stocked = shop.stock(run, random.Random(11))
    item = stocked.items[8]
    message = shop.buy(run, stocked, 8)
    assert [relic.id for relic in run.relics] == [item.what]
    assert item.sold
    assert message == f"Bought {relics.relic(item.what).name} for {item.price} gold."


def test_buy_a_relic_goes_through_obtain(monkeypatch: pytest.MonkeyPatch) -> None:
    """A relic is given by relics.obtain (the one way, which runs its PICKUP), after the gold is paid."""
    calls: list[tuple[str, int]] = []
    monkeypatch.setattr(relics, "obtain", lambda run, relic_id: calls.append((relic_id, run.gold)))
    run = make_run(gold=1000)
    stocked = shop.stock(run, random.Random(11))
    item = stocked.items[9]
    shop.buy(run, stocked, 9)
    assert calls == [(item.what, 1000 - item.price)]


def test_buy_refuses_what_is_sold() -> None:
    """An item bought once cannot be bought again; nothing more is paid."""
    run = make_run(gold=1000)
    stocked = shop.stock(run, random.Random(5))
    shop.buy(run, stocked, 1)
    gold = run.gold
    assert not shop.can_buy(run, stocked, 1)
    with pytest.raises(ValueError, match="sold"):
        shop.buy(run, stocked, 1)
    assert run.gold == gold
    assert len(run.deck) == 11


def test_buy_refuses_what_is_too_dear() -> None:
    """An item costing more than the gold held is refused, nothing changed; exactly its price is enough."""
    stocked = shop.stock(make_run(), random.Random(5))
    price = stocked.items[0].price
    run = make_run(gold=price - 1)
    assert not shop.can_buy(run, stocked, 0)
    with pytest.raises(ValueError, match="costs"):
        shop.buy(run, stocked, 0)
    assert run.gold == price - 1 and len(run.deck) == 10 and not stocked.items[0].sold
    run.gold = price
    assert shop.can_buy(run, stocked, 0)
    shop.buy(run, stocked, 0)
    assert run.gold == 0


def test_buy_refuses_a_potion_when_the_slots_are_full() -> None:
    """With three potions held, a potion cannot be bought (a card still can)."""
    run = make_run(gold=1000)
    run.potions = ["a", "b", "c"]
    stocked = shop.stock(run, random.Random(5))
    assert not shop.can_buy(run, stocked, 5)
    assert shop.can_buy(run, stocked, 0)
    with pytest.raises(ValueError, match="slot"):
        shop.buy(run, stocked, 5)
    assert run.gold == 1000 and run.potions == ["a", "b", "c"]


def test_buy_refuses_an_index_out_of_range() -> None:
    """There is no item 11 (or -1) in an eleven-item shop."""
    run = make_run()
    stocked = shop.stock(run, random.Random(5))
    assert not shop.can_buy(run, stocked, 11)
    assert not shop.can_buy(run, stocked, -1)
    assert shop.refusal(run, stocked, 11) == "There is no item 12 in this shop."
    assert shop.refusal(run, stocked, -1) == "There is no item 0 in this shop."
    with pytest.raises(ValueError):
        shop.buy(run, stocked, 11)


def test_a_card_in_stock_that_does_not_build_is_refused_by_name() -> None:
    run = make_run()
    stocked = shop.stock(run, random.Random(5))
    stocked.items[0].what = "Nothing"
    with pytest.raises(ValueError) as refused:
        shop.buy(run, stocked, 0)
    assert str(refused.value) == "no card named 'Nothing'"


def test_remove_card_takes_the_card_and_the_fee() -> None:
    """A removal costs 75, takes out the card at that index, and counts toward the next removal's price."""
    run = make_run(gold=100)
    stocked = shop.stock(run, random.Random(1))
    assert shop.can_remove(run, stocked)
    message = shop.remove_card(run, stocked, 9)
    assert message == "Removed Bash for 75 gold."
    assert run.gold == 25
    assert [card.get_name() for card in run.deck] == ["Strike"] * 5 + ["Defend"] * 4
    assert run.counters["removals"] == 1
    assert stocked.removed


def test_removal_price_rises_by_25_each_time() -> None:
    """75 for the first removal of a run, 100 for the second, 125 for the third."""
    run = make_run(gold=1000)
    prices = []
    for seed in range(3):
        stocked = shop.stock(run, random.Random(seed))
        prices.append(stocked.removal_price)
        shop.remove_card(run, stocked, 0)
    assert prices == [75, 100, 125]
    assert run.gold == 1000 - 300
    assert shop.removal_price(run) == 150


def test_remove_card_only_once_per_shop() -> None:
    """A second removal in the same shop is refused and nothing is paid."""
    run = make_run(gold=1000)
    stocked = shop.stock(run, random.Random(1))
    shop.remove_card(run, stocked, 0)
    assert not shop.can_remove(run, stocked)
    assert shop.removal_refusal(run, stocked) == "This shop's one removal is used."
    with pytest.raises(ValueError, match="used"):
        shop.remove_card(run, stocked, 0)
    assert run.gold == 925 and len(run.deck) == 9


def test_remove_card_refuses_when_too_dear() -> None:
    """With 74 gold a 75-gold removal is refused, deck unchanged."""
    run = make_run(gold=74)
    stocked = shop.stock(run, random.Random(1))
    assert not shop.can_remove(run, stocked)
    with pytest.raises(ValueError, match="75"):
        shop.remove_card(run, stocked, 0)
    assert len(run.deck) == 10 and run.gold == 74 and not stocked.removed


def test_remove_card_refuses_below_five_cards() -> None:
    """A deck of five cards keeps them all; six may lose one."""
    run = make_run(gold=1000)
    run.deck = run.deck[:5]
    stocked = shop.stock(run, random.Random(1))
    assert not shop.can_remove(run, stocked)
    with pytest.raises(ValueError, match=f"more than {shop.MIN_DECK} cards; yours has {shop.MIN_DECK}"):
        shop.remove_card(run, stocked, 0)
    assert len(run.deck) == 5 and run.gold == 1000
    run.deck.append(Defend())
    shop.remove_card(run, stocked, 5)
    assert len(run.deck) == 5


def test_a_refused_removal_names_each_rule_it_breaks_with_its_figures() -> None:
    """Short of gold by one: the price and the gold, not the deck; a deck at the minimum: its size, not the gold;
    both: both."""
    run = make_run(gold=shop.REMOVAL_BASE - 1)
    stocked = shop.stock(run, random.Random(1))
    gold = f"Removal costs {shop.REMOVAL_BASE} gold; you have {shop.REMOVAL_BASE - 1}."
    deck = f"Removal needs a deck of more than {shop.MIN_DECK} cards; yours has {shop.MIN_DECK}."
    assert shop.removal_refusal(run, stocked) == gold
    run.deck = run.deck[:shop.MIN_DECK]
    assert shop.removal_refusal(run, stocked) == f"{gold} {deck}"
    run.gold = shop.REMOVAL_BASE
    assert shop.removal_refusal(run, stocked) == deck
    run.deck.append(Defend())
    assert shop.removal_refusal(run, stocked) is None


def test_a_refused_item_names_its_price_the_gold_or_the_slots() -> None:
    """'Maul costs 80 gold; you have 79.'; a potion with every slot full: how many slots."""
    run = make_run()
    stocked = shop.stock(run, random.Random(5))
    first = stocked.items[0]
    run.gold = first.price - 1
    assert shop.refusal(run, stocked, 0) == (f"{shop.item_name(first)} costs {first.price} gold; you have "
                                             f"{first.price - 1}.")
    run.gold, run.potions = 1000, ["a", "b", "c"]
    assert shop.refusal(run, stocked, 5) == shop.slots_full(run) == f"All {POTION_SLOTS} potion slots are full."


def test_remove_card_refuses_a_bad_index() -> None:
    """No card 10 in a ten-card deck: refused, nothing paid."""
    run = make_run(gold=1000)
    stocked = shop.stock(run, random.Random(1))
    with pytest.raises(ValueError):
        shop.remove_card(run, stocked, 10)
    assert run.gold == 1000 and not stocked.removed


def test_item_names() -> None:
    """A card item is named by the card, a potion or relic by its own name."""
    stocked = shop.stock(make_run(), random.Random(2))
    assert shop.item_name(stocked.items[0]) == stocked.items[0].what
    assert shop.item_name(stocked.items[5]) == potions.POTIONS[stocked.items[5].what].name
    assert shop.item_name(stocked.items[8]) == relics.relic(stocked.items[8].what).name


def test_a_rarity_that_runs_out_is_made_up_from_the_others_commonest_first() -> None:
    """A pool of three commons and one uncommon, no rare: the five cards are all four, then nothing more to draw."""
    commons = [card for card in cards.CLIMB_POOL if cards.CARD_RARITY[card.__name__] == "common"][:3]
    uncommon = next(card for card in cards.CLIMB_POOL if cards.CARD_RARITY[card.__name__] == "uncommon")
    drawn = shop._stock_cards(random.Random(3), [*commons, uncommon])
    assert sorted(drawn) == sorted([(card.__name__, "common") for card in commons] + [(uncommon.__name__, "uncommon")])
    assert [rarity for _name, rarity in drawn] == ["common", "common", "uncommon", "common"]


def test_a_shop_for_a_run_holding_every_relic_of_the_three_rarities_sells_the_shop_relics_in_their_slots() -> None:
    run = make_run()
    for relic_id, relic in relics.RELICS.items():
        if relic.rarity in ("common", "uncommon", "rare"):
            relics.obtain(run, relic_id)
    stocked = shop.stock(run, random.Random(2))
    sold = [item.what for item in stocked.items if item.kind == shop.RELIC]
    assert sorted(sold) == sorted(relics.relic_pool("shop")) and len(sold) == 2  # every shop relic, once
