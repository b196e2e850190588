"""The climb's events: their shape, the draw, availability, and every option's effect with its exact numbers."""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.climb import cards, events, potions, relics
from arcade.games.spire.climb.state import Relic, RunState
from arcade.games.spire.model import Bash, Card, Defend, Strike


def make_run(hp: int = 60, max_hp: int = 80, gold: int = 200) -> RunState:
    """An Ironclad with the starter deck, this HP and gold, no relics or potions."""
    deck = [*(Strike() for _ in range(5)), *(Defend() for _ in range(4)), Bash()]
    return RunState("ironclad", max_hp, hp, deck, gold=gold)


def names(run: RunState) -> list[str]:
    """The deck's card names, in order."""
    return [card.get_name() for card in run.deck]


def snapshot(run: RunState) -> tuple:
    """Everything an event may change."""
    return (run.hp, run.max_hp, run.gold, names(run), [relic.id for relic in run.relics], list(run.potions))


def curse() -> Card:
    """A curse card (the first kind)."""
    return cards.CURSES[0]()


def choose(run: RunState, event_id: str, label: str, seed: int = 0) -> events.Outcome:
    """Resolve the option with this label."""
    labels = [option.label for option in events.EVENTS[event_id].options]
    return events.resolve(run, event_id, labels.index(label), random.Random(seed))


def upgraded_indices(before: list[str], run: RunState) -> list[int]:
    """Deck indices whose card changed, each checked to be the upgraded form of the card that was there."""
    changed = [index for index, name in enumerate(before) if run.deck[index].get_name() != name]
    for index in changed:
        upgrade = cards.upgraded(cards.card_named(before[index]))
        assert upgrade is not None and run.deck[index].get_name() == upgrade.get_name()
    return changed


# --- shape ---------------------------------------------------------------------------------------------------


def test_at_least_six_events_each_with_two_or_three_options() -> None:
    """Six or more events; two or three options each; titles, stories, labels and texts fit the screen."""
    assert len(events.EVENTS) >= 6
    for event_id, event in events.EVENTS.items():
        assert event.id == event_id
        assert len(event.title) <= 30
        lines = event.text.split("\n")
        assert 1 <= len(lines) <= 4 and all(len(line) <= 70 for line in lines)
        assert 2 <= len(event.options) <= 3
        for option in event.options:
            assert len(option.label) <= 24 and len(option.describe()) <= 60
        assert set(event.acts) <= {1, 2, 3} and event.acts


def test_every_act_has_at_least_six_events() -> None:
    """Each act can draw from six or more events."""
    for act in (1, 2, 3):
        assert sum(act in event.acts for event in events.EVENTS.values()) >= 6


def test_one_option_is_always_available() -> None:
    """Even a run at 1 HP, no gold, full potion slots and a five-card deck of upgraded cards has an option."""
    deck = [cards.upgraded(Strike()) for _ in range(5)]
    run = RunState("ironclad", 80, 1, [card for card in deck if card is not None], gold=0, potions=["a", "b", "c"])
    for event_id in events.EVENTS:
        allowed = events.available(run, event_id)
        assert any(allowed), event_id
        assert allowed[-1], event_id


def test_no_names_of_the_commercial_game() -> None:
    """Our event titles are not Slay the Spire's."""
    theirs = {"Big Fish", "The Cleric", "Golden Idol", "Wing Statue", "Shining Light", "Living Wall", "Scrap Ooze",
              "World of Goop", "Bonfire Spirits", "Vampires", "Face Trader", "Golden Shrine", "Cursed Tome",
              "Knowing Skull", "Masked Bandits", "The Library", "Winding Halls", "Upgrade Shrine", "Purifier"}
    assert not {event.title for event in events.EVENTS.values()} & theirs


# --- the draw ------------------------------------------------------------------------------------------------


def test_draw_event_respects_the_act_and_what_was_seen() -> None:
    """Draws are of the act's events, never one seen while another remains; then any of the act's."""
    for act in (1, 2, 3):
        pool = [event_id for event_id, event in events.EVENTS.items() if act in event.acts]
        rng = random.Random(act)
        seen: list[str] = []
        for _ in pool:
            drawn = events.draw_event(rng, act, seen)
            assert drawn in pool and drawn not in seen
            seen.append(drawn)
        assert sorted(seen) == sorted(pool)
        assert events.draw_event(rng, act, seen) in pool


def test_an_act_no_event_names_draws_from_every_event() -> None:
    """Act 4 (no event lists it): the pool is every event, the one not yet seen first (The Still Pool), then any of
    them, as one choice over the table's order."""
    every = list(events.EVENTS)
    assert not any(4 in event.acts for event in events.EVENTS.values())
    assert events.draw_event(random.Random(0), 4, [event_id for event_id in every if event_id != "still_pool"]) == \
        "still_pool"
    assert events.draw_event(random.Random(5), 4, every) == random.Random(5).choice(every)


def test_draw_event_is_reproducible() -> None:
    """The same rng state draws the same event."""
    draws = {events.draw_event(random.Random(9), 2, ["dice_hermit"]) for _ in range(5)}
    assert len(draws) == 1


def test_act_limits() -> None:
    """The blood toll is not in act 3; the pawn cart and glass smith not in act 1."""
    assert events.EVENTS["blood_toll"].acts == (1, 2)
    assert events.EVENTS["pawn_cart"].acts == (2, 3)
    assert events.EVENTS["glass_smith"].acts == (2, 3)


# --- resolve's refusals --------------------------------------------------------------------------------------


def test_resolve_refuses_an_unavailable_option_and_changes_nothing() -> None:
    """Paying 10 HP at 10 HP is refused; so is an option that does not exist."""
    run = make_run(hp=10)
    before = snapshot(run)
    with pytest.raises(ValueError, match="not available"):
        events.resolve(run, "blood_toll", 0, random.Random(0))
    with pytest.raises(ValueError, match="no option"):
        events.resolve(run, "blood_toll", 3, random.Random(0))
    assert snapshot(run) == before


def test_leave_changes_nothing() -> None:
    """Every event's last option (Leave or its like) leaves the run as it was, and starts no fight."""
    for event_id, event in events.EVENTS.items():
        run = make_run()
        before = snapshot(run)
        outcome = events.resolve(run, event_id, len(event.options) - 1, random.Random(0))
        assert event.options[-1].describe(run) == "Nothing happens."
        assert snapshot(run) == before and outcome.fight is None


# --- A Toll in Blood -----------------------------------------------------------------------------------------


def test_blood_toll_pay_10() -> None:
    """Lose 10 HP, gain 80 gold; only with more than 10 HP."""
    run = make_run(hp=60, gold=5)
    outcome = choose(run, "blood_toll", "Pay 10 HP")
    assert (run.hp, run.gold) == (50, 85)
    assert outcome == events.Outcome("You lose 10 HP and gain 80 gold.")
    assert events.available(make_run(hp=10), "blood_toll") == [False, False, True]
    assert events.available(make_run(hp=11), "blood_toll") == [True, False, True]


def test_blood_toll_pay_20() -> None:
    """Lose 20 HP, gain 175 gold; only with more than 20 HP."""
    run = make_run(hp=60, gold=5)
    choose(run, "blood_toll", "Pay 20 HP")
    assert (run.hp, run.gold) == (40, 180)
    assert events.available(make_run(hp=20), "blood_toll") == [True, False, True]
    assert events.available(make_run(hp=21), "blood_toll") == [True, True, True]


# --- The Rusted Anvil ----------------------------------------------------------------------------------------


def test_rusted_anvil_hammer_a_card() -> None:
    """Exactly one card becomes its upgraded form; HP and gold untouched."""
    run = make_run()
    before = names(run)
    choose(run, "rusted_anvil", "Hammer a card", seed=4)
    assert len(upgraded_indices(before, run)) == 1
    assert (run.hp, run.gold, len(run.deck)) == (60, 200, 10)


def test_rusted_anvil_strike_twice() -> None:
    """Lose 8 HP and exactly two cards upgraded; needs more than 8 HP."""
    run = make_run(hp=60)
    before = names(run)
    choose(run, "rusted_anvil", "Strike twice", seed=4)
    assert len(upgraded_indices(before, run)) == 2
    assert run.hp == 52
    assert events.available(make_run(hp=8), "rusted_anvil") == [True, False, True]


def test_rusted_anvil_needs_cards_to_upgrade() -> None:
    """A deck with nothing left to upgrade may only leave; one upgradable card allows only one hammer blow."""
    upgraded = [cards.upgraded(card) for card in make_run().deck]
    run = make_run()
    run.deck = [card for card in upgraded if card is not None]
    assert events.available(run, "rusted_anvil") == [False, False, True]
    run.deck[0] = Strike()
    assert events.available(run, "rusted_anvil") == [True, False, True]


# --- The Hungry Lantern --------------------------------------------------------------------------------------


def test_hungry_lantern_feed_the_flame() -> None:
    """Lose 12 HP, then gain 7 max HP (and 7 HP): 60/80 becomes 55/87; needs more than 12 HP."""
    run = make_run(hp=60, max_hp=80)
    choose(run, "hungry_lantern", "Feed the flame")
    assert (run.hp, run.max_hp) == (55, 87)
    assert events.available(make_run(hp=12), "hungry_lantern")[0] is False


def test_hungry_lantern_bottle_the_light() -> None:
    """A random potion goes to the first free slot; not offered with the slots full."""
    run = make_run()
    run.potions = ["held", None, None]
    outcome = choose(run, "hungry_lantern", "Bottle the light", seed=2)
    assert run.potions[0] == "held" and run.potions[2] is None
    assert run.potions[1] in potions.POTIONS
    assert outcome.text == f"You gain {potions.POTIONS[run.potions[1]].name}."
    full = make_run()
    full.potions = ["a", "b", "c"]
    assert events.available(full, "hungry_lantern") == [True, False, True]


# --- The Pawnbroker's Cart -----------------------------------------------------------------------------------


def test_pawn_cart_pawn_a_card_for_a_common_relic() -> None:
    """One card fewer and one common relic more; not with a five-card deck."""
    run = make_run()
    choose(run, "pawn_cart", "Pawn a card", seed=3)
    assert len(run.deck) == 9
    assert len(run.relics) == 1 and run.relics[0].rarity == "common"
    small = make_run()
    small.deck = small.deck[:5]
    assert events.available(small, "pawn_cart")[0] is False


def test_pawn_cart_sell_a_strike() -> None:
    """One Strike fewer and 30 gold more; not without a Strike or with a five-card deck."""
    run = make_run(gold=10)
    choose(run, "pawn_cart", "Sell a Strike", seed=3)
    assert names(run).count("Strike") == 4 and len(run.deck) == 9
    assert run.gold == 40
    no_strike = make_run()
    no_strike.deck = [Defend() for _ in range(8)]
    assert events.available(no_strike, "pawn_cart")[1] is False
    small = make_run()
    small.deck = small.deck[:5]
    assert events.available(small, "pawn_cart")[1] is False


def test_pawn_cart_sells_an_upgraded_strike_too() -> None:
    """An upgraded Strike counts as a Strike."""
    run = make_run()
    strike_plus = cards.upgraded(Strike())
    assert strike_plus is not None
    run.deck = [strike_plus, *(Defend() for _ in range(5))]
    choose(run, "pawn_cart", "Sell a Strike")
    assert names(run) == ["Defend"] * 5


# --- A Whispering Idol ---------------------------------------------------------------------------------------


def test_whispering_idol_take_the_idol() -> None:
    """An uncommon relic, and a curse at the end of the deck."""
    run = make_run()
    choose(run, "whispering_idol", "Take the idol", seed=1)
    assert len(run.relics) == 1 and run.relics[0].rarity == "uncommon"
    assert len(run.deck) == 11 and isinstance(run.deck[-1], cards.CURSES)


def test_whispering_idol_scrape_the_gilt() -> None:
    """120 gold and a curse at the end of the deck."""
    run = make_run(gold=0)
    choose(run, "whispering_idol", "Scrape the gilt", seed=1)
    assert run.gold == 120
    assert len(run.deck) == 11 and isinstance(run.deck[-1], cards.CURSES)
    assert run.relics == []


# --- The Dice Hermit -----------------------------------------------------------------------------------------


def test_dice_hermit_bet_gold() -> None:
    """Pay 50: a win leaves 100 - 50 + 120 = 170, a loss 50; both happen; needs 50 gold."""
    results = set()
    for seed in range(40):
        run = make_run(gold=100)
        choose(run, "dice_hermit", "Bet 50 gold", seed=seed)
        results.add(run.gold)
    assert results == {50, 170}
    assert events.available(make_run(gold=49), "dice_hermit")[0] is False
    assert events.available(make_run(gold=50), "dice_hermit")[0] is True


def test_dice_hermit_bet_blood() -> None:
    """Lose 6 HP; a win adds 8 max HP (and HP): 54/80 or 62/88; needs more than 6 HP."""
    results = set()
    for seed in range(40):
        run = make_run(hp=60, max_hp=80)
        choose(run, "dice_hermit", "Bet 6 HP", seed=seed)
        results.add((run.hp, run.max_hp))
    assert results == {(54, 80), (62, 88)}
    assert events.available(make_run(hp=6), "dice_hermit")[1] is False


# --- A Snoring Brute -----------------------------------------------------------------------------------------


def test_snoring_brute_pick_its_pocket() -> None:
    """40 gold, then a monster fight."""
    run = make_run(gold=0)
    outcome = choose(run, "snoring_brute", "Pick its pocket")
    assert run.gold == 40
    assert outcome.fight == "monster"


def test_snoring_brute_wake_it_up() -> None:
    """An elite fight, nothing else changed."""
    run = make_run()
    before = snapshot(run)
    outcome = choose(run, "snoring_brute", "Wake it up")
    assert outcome.fight == "elite"
    assert snapshot(run) == before


# --- The Still Pool ------------------------------------------------------------------------------------------


def test_still_pool_wash_a_curse_away() -> None:
    """The curse leaves the deck, the rest stays; not offered without a curse."""
    run = make_run()
    assert events.available(run, "still_pool")[0] is False
    run.deck.insert(3, curse())
    choose(run, "still_pool", "Wash a curse away")
    assert names(run) == names(make_run())


def test_still_pool_drink_deep() -> None:
    """Heal 15 HP, never past max HP."""
    run = make_run(hp=50, max_hp=80)
    choose(run, "still_pool", "Drink deep")
    assert run.hp == 65
    full = make_run(hp=75, max_hp=80)
    outcome = choose(full, "still_pool", "Drink deep")
    assert full.hp == 80 and outcome.text == "You heal 5 HP."


# --- The Glass Smith -----------------------------------------------------------------------------------------


def test_glass_smith_pay_in_flesh() -> None:
    """Lose 5 max HP and three cards upgraded; HP over the new max is cut."""
    run = make_run(hp=80, max_hp=80)
    before = names(run)
    choose(run, "glass_smith", "Pay in flesh", seed=6)
    assert len(upgraded_indices(before, run)) == 3
    assert (run.hp, run.max_hp) == (75, 75)


def test_glass_smith_pay_in_flesh_needs_more_max_hp_than_it_costs() -> None:
    """Losing 5 max HP with exactly 5 is refused (none would be left), with its figures; with 6 it may be chosen."""
    flesh = events.EVENTS["glass_smith"].options[0]
    assert flesh.refusal(make_run(hp=5, max_hp=5)) == "it costs 5 max HP; you have 5"
    assert events.available(make_run(hp=5, max_hp=5), "glass_smith") == [False, True, True]
    assert events.available(make_run(hp=6, max_hp=6), "glass_smith") == [True, True, True]


def test_glass_smith_pay_gold() -> None:
    """Pay 60 gold and one card upgraded; needs 60 gold."""
    run = make_run(gold=100)
    before = names(run)
    choose(run, "glass_smith", "Pay 60 gold", seed=6)
    assert len(upgraded_indices(before, run)) == 1
    assert run.gold == 40
    assert events.available(make_run(gold=59), "glass_smith") == [True, False, True]


def test_relic_options_give_gold_when_no_relic_is_left() -> None:
    """With every common relic held, pawning a card gives 50 gold instead of a relic."""
    run = make_run(gold=0)
    run.relics = [Relic(relic_id, "Held", "No hooks.", "common") for relic_id in relics.relic_pool("common")]
    held = len(run.relics)
    choose(run, "pawn_cart", "Pawn a card")
    assert len(run.relics) == held
    assert run.gold == 50


def test_a_change_is_said_with_its_sign_a_minus_sign_for_a_loss_and_none_for_nothing() -> None:
    assert [events.signed(number) for number in (5, 1, 0, -1, -7)] == ["+5", "+1", "0", "−1", "−7"]
