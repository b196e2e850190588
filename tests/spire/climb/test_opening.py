"""The opening's choice (events.OPENING, by the genre's rules of rules version 3): a climb begins with it, each of its
four choices does exactly what its text says through the climb's step, and a climb begun before it starts on the map
as it did (its saved actions replay to the climb it was)."""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.climb import cards, events, relics
from arcade.games.spire.climb.run import EVENT, MAP, Climb

STARTING = ["Strike"] * 5 + ["Defend"] * 4 + ["Bash"]


def opened(option: int, seed: int = 0) -> Climb:
    """Seed's Ironclad climb with this option of the opening taken (its outcome shown, not yet left)."""
    climb = Climb("ironclad", seed)
    assert (climb.phase, climb.event_id, climb.run.floor) == (EVENT, events.OPENING.id, 0)
    climb.act(["choose", option])
    return climb


def test_the_opening_says_its_four_choices_for_the_climb_and_none_is_leave() -> None:
    """The labels and texts as the page shows them to a new Ironclad (80 of 80 HP), every one available."""
    climb = Climb("ironclad", 0)
    said = [(option.label, option.describe(climb.run)) for option in events.OPENING.options]
    assert said == [("Hardy start", "Gain 8 max HP (and 8 HP)."),
                    ("Rare find", "A random rare card joins your deck."),
                    ("Lighter pack", "Remove a Strike and a Defend from your deck."),
                    ("Blood price", "Lose 8 max HP (and 8 HP). Gain a random rare relic.")]
    assert climb.legal_actions() == [["choose", number] for number in range(1, 5)]


def test_hardy_start_gains_8_max_hp_and_8_hp() -> None:
    climb = opened(1)
    assert (climb.run.max_hp, climb.run.hp) == (88, 88)
    assert climb.outcome is not None and climb.outcome.text == "You gain 8 max HP and 8 HP."
    climb.act("leave")
    assert (climb.phase, climb.run.floor) == (MAP, 0) and climb.run.log[-1] == "You gain 8 max HP and 8 HP."


def test_rare_find_puts_a_rare_card_at_the_end_of_the_deck() -> None:
    """Seed 0's rare card is a Hellforge (of the Ironclad's own pool); seed 2's another rare, drawn from floor 0's
    event stream (seed 1's is a Hellforge too)."""
    climb = opened(2)
    names = [card.get_name() for card in climb.run.deck]
    assert names == [*STARTING, "Hellforge"] and cards.card_rarity("Hellforge") == cards.RARE
    assert climb.outcome is not None and climb.outcome.text == "Hellforge joins your deck."
    other = opened(2, seed=2).run.deck[-1].get_name()
    assert cards.card_rarity(other) == cards.RARE and other != "Hellforge"


def test_lighter_pack_removes_the_first_strike_and_the_first_defend() -> None:
    climb = opened(3)
    assert [card.get_name() for card in climb.run.deck] == ["Strike"] * 4 + ["Defend"] * 3 + ["Bash"]
    assert climb.outcome is not None and climb.outcome.text == "You leave Strike and Defend behind."


def test_lighter_pack_needs_a_strike_a_defend_and_a_deck_that_stays_at_five() -> None:
    """Refused with the reason when the deck lacks either card or would drop below five."""
    climb = Climb("ironclad", 0)
    lighter = events.OPENING.options[2]
    climb.run.deck = [card for card in climb.run.deck if card.get_name() != "Strike"]
    assert lighter.refusal(climb.run) == "no Strike in your deck"
    climb.run.deck = [cards.card_named(name) for name in ("Strike", "Defend", "Bash", "Defend", "Bash", "Bash")]
    assert lighter.refusal(climb.run) == "your deck has only 6 cards"
    climb.run.deck.append(cards.card_named("Bash"))
    assert lighter.refusal(climb.run) == ""


def test_blood_price_costs_8_max_hp_and_gives_a_rare_relic() -> None:
    """Seed 0: max HP 72 (the HP above it cut), and a rare relic, Wyrm Scale, said with what it did."""
    climb = opened(4)
    assert (climb.run.max_hp, climb.run.hp) == (72, 72)
    assert [relic.id for relic in climb.run.relics] == ["ember_heart", "wyrm_scale"]
    assert relics.relic("wyrm_scale").rarity == "rare"
    assert climb.outcome is not None and climb.outcome.text == "You lose 8 max HP and 8 HP. You gain Wyrm Scale."


@pytest.mark.parametrize("option", [1, 2, 3, 4])
def test_an_opening_replays_to_the_same_climb(option: int) -> None:
    """Its draws come from the seed's floor-0 event stream: the same choice replays to the same deck, relics, HP."""
    climb = opened(option, seed=5)
    again = Climb.replay("ironclad", 5, 0, climb.actions)
    assert [card.get_name() for card in again.run.deck] == [card.get_name() for card in climb.run.deck]
    assert [relic.id for relic in again.run.relics] == [relic.id for relic in climb.run.relics]
    assert (again.run.max_hp, again.run.hp) == (climb.run.max_hp, climb.run.hp)


def test_a_climb_of_rules_version_2_starts_on_the_map() -> None:
    climb = Climb("ironclad", 0, rules_version=2)
    assert climb.phase == MAP and climb.legal_actions()[0][0] == "go"


def test_the_opening_is_never_drawn_on_the_map() -> None:
    """Not among the events, of no act: 2,000 draws in each act never give it."""
    assert events.OPENING.id not in events.EVENTS and events.OPENING.acts == ()
    rng = random.Random(3)
    drawn = {events.draw_event(rng, act, []) for act in (1, 2, 3) for _ in range(2000)}
    assert events.OPENING.id not in drawn and drawn == set(events.EVENTS)
