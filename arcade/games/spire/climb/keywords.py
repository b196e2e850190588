"""The climb's character cards: what a card of a character's own pool does beyond the task sheet's numbers.

A `CharacterCard` is a card of ours (card_text.OwnCard) with more numbers and keywords, each a class attribute that
the fight reads when it plays the card (card_play.py, by the fight rules that have them: fight.FightRules.keywords):

- `hp_cost`: HP lost when it is played (not through block); `hits`: its damage is dealt this many times;
- `x_cost`: it costs all the energy left, X, and deals its damage and gains its block X times;
- `every_monster`: its damage and statuses go to every monster standing (it takes no target);
- `poison`: poison on its target (every monster's with `every_monster`): a monster with poison loses that much HP at
  the start of its turn, through no block, and then one poison less; `poison_factor`: then that poison is multiplied
  by it (2: doubled);
- `energy_gain`, `draw`: energy gained and cards drawn; `discard`: cards the player then chooses to discard from the
  hand (the fight waits for the choice); `reflex`: what the card does when it is discarded by such a choice;
- `stance`: CALM, WRATH or NEUTRAL, the stance the player enters (wrath doubles the damage the player deals and takes;
  leaving calm gives 2 energy: STANCE_ENERGY);
- `power`, `power_amount`: a power of the player's that lasts the fight (player_powers.py); a power card leaves the
  fight's piles once played;
- `exhaust` (leaves the fight once played), `ethereal` (leaves the fight if still in the hand at the turn's end),
  `innate` (in the first hand of every fight), `retain` (stays in the hand at the turn's end).

Rule: a card's text is built from these numbers by one template (`character_text`) in the order the fight plays
them, so no number is typed twice. No urwid, no I/O, no randomness.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade.games.spire.classic.card_text import OwnCard, effect_text
from arcade.games.spire.climb.player_powers import power_text
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card

CALM, WRATH, NEUTRAL = "calm", "wrath", "neutral"
STANCES = (CALM, WRATH, NEUTRAL)
"""The stances a card can put the player in (NEUTRAL: none, the stance every fight starts in)."""
STANCE_ENERGY = 2
"""Energy gained on leaving calm."""
WRATH_FACTOR = 2
"""In wrath, the damage the player's attacks deal and the damage the player takes are multiplied by this."""
HAND_LIMIT = 10
"""No draw takes the hand past this many cards."""
X_MARK = "X"
"""The cost shown for an X-cost card."""
STANCE_TEXTS = {
    CALM: f"calm: leaving it gives {STANCE_ENERGY} energy",
    WRATH: f"wrath: your attacks deal and you take {WRATH_FACTOR} times the damage",
}
"""What each stance does, from the numbers the fight uses (the statuses dialog's words)."""
POISON_TEXT = "poison {amount}: it loses {amount} HP at the start of its turn, through block, then 1 poison less"
"""What poison on a monster does, a template over its amount."""
FACTOR_WORDS = {2: "Double", 3: "Triple"}
"""How a card's text says its poison factor (any other: 'Multiply … by N')."""


@dataclass(frozen=True)
class Reflex:
    """What a card does when it is discarded by a choice (not at the turn's end): energy, cards drawn, block, and
    poison on every monster."""

    energy: int = 0
    draw: int = 0
    block: int = 0
    poison: int = 0

    def text(self) -> str:
        """'When discarded, gain 1 energy and draw 1 card.'"""
        parts = [f"gain {self.energy} energy" if self.energy else "", _draw_words(self.draw).lower(),
                 f"gain {self.block} block" if self.block else "",
                 f"apply {self.poison} poison to every monster" if self.poison else ""]
        said = [part.rstrip(".") for part in parts if part]
        return f"When discarded, {' and '.join(said)}." if said else ""


def _draw_words(count: int) -> str:
    """'Draw 2 cards.' ('' for none)."""
    return f"Draw {count} card{'s' if count != 1 else ''}." if count else ""


def _factor_words(factor: int, whose: str) -> str:
    """'Double the target's poison.', 'Multiply every monster's poison by 4.'"""
    if factor in FACTOR_WORDS:
        return f"{FACTOR_WORDS[factor]} {whose} poison."
    return f"Multiply {whose} poison by {factor}."


class CharacterCard(OwnCard):
    """A card of a character's own pool: the task sheet's numbers and the keywords above; its text is
    `character_text` of them, set when its class is made."""

    hp_cost = 0
    hits = 1
    x_cost = False
    every_monster = False
    poison = 0
    poison_factor = 1
    energy_gain = 0
    draw = 0
    discard = 0
    reflex: Reflex | None = None
    stance = ""
    power = ""
    power_amount = 0
    exhaust = False
    ethereal = False
    innate = False
    retain = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.stance and cls.stance not in STANCES:
            raise ValueError(f"{cls.__name__}: no stance {cls.stance!r}")
        if cls.every_monster:
            cls._requires_target = False
        cls._description = character_text(cls())

    def get_energy_cost(self) -> int:
        """An X-cost card can always be played (it takes whatever energy is left); others cost their number."""
        return 0 if self.x_cost else super().get_energy_cost()


def keyword(card: Card, name: str) -> Any:
    """A card's keyword value (False or 0 for a card without it: the task sheet's cards, curses)."""
    return getattr(card, name, CharacterCard.__dict__.get(name, False))


def cost_label(card: Card) -> str:
    """The cost a card shows: 'X' for an X-cost card, else its energy cost."""
    return X_MARK if keyword(card, "x_cost") else str(card.get_energy_cost())


def character_text(card: CharacterCard) -> str:
    """The card's text from its numbers, one sentence per effect in the order the fight plays them: the HP it costs,
    its damage (to every monster, several times, X times), the block and strength gained, the statuses applied, the
    poison multiplied, energy and draw, the discard, the stance, the power, then its keywords."""
    statuses = card.get_status_modifiers()
    damage, block = card.get_damage_amount(), card.get_block()
    times = " X times" if card.x_cost else (f" {card.hits} times" if card.hits > 1 else "")
    where = " to every monster" if card.every_monster else ""
    sentences = [f"Lose {card.hp_cost} HP." if card.hp_cost else ""]
    if damage:
        sentences.append(f"Deal {damage} damage{where}{times}.")
    gains = effect_text(0, block, statuses.get(STRENGTH, 0), 0, 0)
    if gains and card.x_cost and block:
        gains = gains[:-1] + " X times."
    sentences.append(gains)
    applied = [(statuses.get(WEAK, 0), "weak"), (statuses.get(VULNERABLE, 0), "vulnerable"), (card.poison, "poison")]
    sentences += [f"Apply {amount} {name}{where}." for amount, name in applied if amount]
    if card.poison_factor > 1:
        sentences.append(_factor_words(card.poison_factor, "every monster's" if card.every_monster else "the target's"))
    sentences += [f"Gain {card.energy_gain} energy." if card.energy_gain else "", _draw_words(card.draw)]
    if card.discard:
        sentences.append(f"Discard {card.discard} card{'s' if card.discard != 1 else ''}.")
    if card.reflex is not None:
        sentences.append(card.reflex.text())
    if card.stance:
        sentences.append("Leave your stance." if card.stance == NEUTRAL else f"Enter {card.stance}.")
    if card.power:
        sentences.append(power_text(card.power, card.power_amount))
    sentences += [word for flag, word in ((card.innate, "Innate."), (card.retain, "Retain."),
                                          (card.ethereal, "Ethereal."), (card.exhaust, "Exhaust.")) if flag]
    return " ".join(sentence for sentence in sentences if sentence)
