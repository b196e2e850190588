"""The character page says how each character plays by its own cards, once a new climb offers them; each claim is
checked against the pool it names (the keywords its cards carry)."""

from __future__ import annotations

import pytest

from arcade.games.spire.climb import cards
from arcade.games.spire.climb.keywords import CALM, WRATH, keyword
from arcade.games.spire.climb.player_powers import EXHAUSTED, HP_PAID, POWERS
from arcade.games.spire.climb_ui.character_view import own_cards_lines


def own(character: str) -> list[cards.Card]:
    return [card() for card in cards.OWN_CARDS[character].CARDS]


@pytest.mark.parametrize("character", list(cards.OWN_CARDS))
def test_the_page_names_the_pools_size_and_style_from_the_rules_that_offer_it(character: str) -> None:
    module = cards.OWN_CARDS[character]
    assert own_cards_lines(character, cards.CHARACTER_POOL_RULES) == \
        [f" Its own cards ({len(module.CARDS)}): it {module.STYLE}."]
    assert own_cards_lines(character, cards.CHARACTER_POOL_RULES - 1) == []


def test_the_ironclad_spends_hp_and_exhausts_cards_for_strength() -> None:
    pool = own("ironclad")
    assert sum(1 for card in pool if keyword(card, "hp_cost")) >= 5
    assert sum(1 for card in pool if keyword(card, "exhaust") or keyword(card, "ethereal")) >= 5
    strength_moments = {POWERS[card.power].when for card in pool if keyword(card, "power")
                        and POWERS[card.power].does == "strength"}
    assert {EXHAUSTED, HP_PAID} <= strength_moments


def test_the_silent_poisons_and_discards_cards_that_act_when_discarded() -> None:
    pool = own("silent")
    assert sum(1 for card in pool if keyword(card, "poison")) >= 5
    assert sum(1 for card in pool if keyword(card, "discard")) >= 3
    assert sum(1 for card in pool if keyword(card, "reflex") is not None) >= 3


def test_the_watcher_shifts_between_calm_and_wrath_and_retains() -> None:
    pool = own("watcher")
    stances = {keyword(card, "stance") for card in pool}
    assert {CALM, WRATH} <= stances
    assert sum(1 for card in pool if keyword(card, "retain")) >= 3
