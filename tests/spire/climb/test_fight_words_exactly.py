"""Words of the climb's fight pinned where they are made, each exactly: the player's powers (every power at an amount
of 1 and 2, a power the table cannot word refused), a potion's hit with its block, and the notes of the boss relics
that count (found by climb-fight's mutation run: each was right, and no test said so)."""

from __future__ import annotations

import pytest

from arcade.games.spire.climb import potions, relics
from arcade.games.spire.climb.player_powers import PlayerPower, power_text
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Bash, Card, Defend, Strike

POWER_TEXTS = {
    "Fervor": "at the start of each turn, gain {n} strength",
    "Ember Skin": "whenever a card is exhausted, gain {n} block",
    "Blood Oath": "whenever a card costs you HP, gain {n} strength",
    "Ash Hunger": "whenever a card is exhausted, draw {n} card{s}",
    "Ash Fury": "whenever a card is exhausted, gain {n} strength",
    "Venom Mist": "at the start of each turn, apply {n} poison to every monster",
    "Quick Hands": "at the start of each turn, draw {n} card{s}",
    "Sharp Edges": "whenever you discard a card, deal {n} damage to every monster",
    "Still Water": "whenever you enter calm, gain {n} block",
    "Storm Heart": "whenever you enter wrath, draw {n} card{s}",
    "Storm Ward": "whenever you enter wrath, gain {n} block",
    "Deep Calm": "at the start of each turn, gain {n} energy",
    "Iron Hide": "at the start of each turn, gain {n} block",
}
"""Every power's sentence after its name, written out here (not made by the code under test)."""


@pytest.mark.parametrize("name", sorted(POWER_TEXTS))
@pytest.mark.parametrize("amount", [1, 2, 3])
def test_every_power_says_its_moment_and_effect_in_a_sentence_after_its_name(name: str, amount: int) -> None:
    sentence = POWER_TEXTS[name].format(n=amount, s="" if amount == 1 else "s")
    assert power_text(name, amount) == f"{name}: {sentence}."


def test_a_power_with_a_moment_or_effect_the_table_cannot_word_is_refused() -> None:
    for when, does in (("dawn", "block"), ("turn started", "sing"), ("dawn", "sing")):
        with pytest.raises(ValueError) as refused:
            PlayerPower("Odd", when, does)
        assert str(refused.value) == f"power 'Odd': no moment {when!r} or effect {does!r}"
    assert PlayerPower("Fine", "exhausted", "draw").text(1) == "Whenever a card is exhausted, draw 1 card."


@pytest.mark.parametrize(("damage", "lost", "said"), [
    (10, 10, ""), (10, 12, ""), (10, 0, ", all blocked"), (10, 1, ", 9 blocked"), (10, 4, ", 6 blocked")])
def test_a_potions_hit_says_what_block_took(damage: int, lost: int, said: str) -> None:
    assert potions._blocked(damage, lost) == said


@pytest.mark.parametrize(("deck", "said"), [
    ((Strike, Bash), "Smith's Crown: upgraded 1 card."),
    ((Strike, Defend, Bash), "Smith's Crown: upgraded 2 cards."),
    ((Bash,), "Smith's Crown: upgraded 0 cards.")])
def test_smiths_crown_counts_the_cards_it_upgraded_in_its_note(deck: tuple[type[Card], ...], said: str) -> None:
    run = RunState("ironclad", 80, 80, [kind() for kind in deck])  # new cards each run: the relic upgrades in place
    relics.obtain(run, "smiths_crown")
    assert run.log[-1] == said
