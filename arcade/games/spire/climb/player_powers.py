"""The player's powers: a rule a power card sets for the rest of the fight (our names and texts).

A power acts at one moment of the fight (`when`: the turn's start, a card exhausted, HP lost to a card's cost, a card
discarded by a choice, calm or wrath entered) and does one thing by its amount (`does`: strength, block, energy,
cards drawn, poison on every monster, damage to every monster). Playing a second card of the same power adds its
amount. Its text is a template over its amount, so the card's text, the fight's box and the inspect dialog say the
number it acts by. The fight applies them (card_play.py); no urwid, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

TURN_STARTED, EXHAUSTED, HP_PAID, DISCARDED, CALM_ENTERED, WRATH_ENTERED = (
    "turn started", "exhausted", "hp paid", "discarded", "calm entered", "wrath entered")
WHEN_WORDS = {
    TURN_STARTED: "At the start of each turn",
    EXHAUSTED: "Whenever a card is exhausted",
    HP_PAID: "Whenever a card costs you HP",
    DISCARDED: "Whenever you discard a card",
    CALM_ENTERED: "Whenever you enter calm",
    WRATH_ENTERED: "Whenever you enter wrath",
}
"""Each moment a power can act at, as its text begins."""

STRENGTH, BLOCK, ENERGY, DRAW, POISON_ALL, DAMAGE_ALL = (
    "strength", "block", "energy", "draw", "poison all", "damage all")
DOES_WORDS = {
    STRENGTH: "gain {amount} strength",
    BLOCK: "gain {amount} block",
    ENERGY: "gain {amount} energy",
    DRAW: "draw {amount} card{s}",
    POISON_ALL: "apply {amount} poison to every monster",
    DAMAGE_ALL: "deal {amount} damage to every monster",
}
"""What a power can do, a template over its amount."""


@dataclass(frozen=True)
class PlayerPower:
    """One power: its name, the moment it acts at and what it does there."""

    name: str
    when: str
    does: str

    def __post_init__(self) -> None:
        if self.when not in WHEN_WORDS or self.does not in DOES_WORDS:
            raise ValueError(f"power {self.name!r}: no moment {self.when!r} or effect {self.does!r}")

    def text(self, amount: int) -> str:
        """'At the start of each turn, gain 2 strength.'"""
        return f"{WHEN_WORDS[self.when]}, {DOES_WORDS[self.does].format(amount=amount, s='s' if amount != 1 else '')}."


POWERS: dict[str, PlayerPower] = {power.name: power for power in (
    PlayerPower("Fervor", TURN_STARTED, STRENGTH),
    PlayerPower("Ember Skin", EXHAUSTED, BLOCK),
    PlayerPower("Blood Oath", HP_PAID, STRENGTH),
    PlayerPower("Ash Hunger", EXHAUSTED, DRAW),
    PlayerPower("Ash Fury", EXHAUSTED, STRENGTH),
    PlayerPower("Venom Mist", TURN_STARTED, POISON_ALL),
    PlayerPower("Quick Hands", TURN_STARTED, DRAW),
    PlayerPower("Sharp Edges", DISCARDED, DAMAGE_ALL),
    PlayerPower("Still Water", CALM_ENTERED, BLOCK),
    PlayerPower("Storm Heart", WRATH_ENTERED, DRAW),
    PlayerPower("Storm Ward", WRATH_ENTERED, BLOCK),
    PlayerPower("Deep Calm", TURN_STARTED, ENERGY),
    PlayerPower("Iron Hide", TURN_STARTED, BLOCK),
)}
"""Every power a card can give, by name (a card names one: keywords.CharacterCard.power)."""


def power_text(name: str, amount: int) -> str:
    """A power card's sentence: 'Fervor: at the start of each turn, gain 2 strength.'"""
    text = POWERS[name].text(amount)
    return f"{name}: {text[0].lower()}{text[1:]}"


def powers_at(held: dict[str, int], when: str) -> list[tuple[PlayerPower, int]]:
    """The held powers (name → amount) that act at this moment, each with its amount, in the order they were gained."""
    return [(POWERS[name], amount) for name, amount in held.items() if POWERS[name].when == when and amount]
