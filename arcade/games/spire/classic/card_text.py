"""A card's text built from the numbers its effect uses, so no number is typed twice (pure, no urwid).

The template follows the order the climb plays a card in (climb/fight.py, the fight rules of version 2): the damage to
its target, the block and strength the player gains, then the weak and vulnerable on the target, each a sentence:
"Deal 12 damage. Gain 4 block and 1 strength. Apply 2 weak. Apply 2 vulnerable." It gives the task sheet's seven texts
word for word from their numbers (a test holds it to that), so those keep their literal task-sheet texts and every
card of ours (`OwnCard`: the reward pool's, the climb's and every upgrade) takes its text from the template when its
class is made. The damage is what the card deals to a target without statuses by a player without strength.
"""

from __future__ import annotations

from typing import Any

from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card


def effect_text(damage: int, block: int, strength: int, weak: int, vulnerable: int) -> str:
    """'Deal 3 damage. Gain 4 block. Apply 2 weak.': one sentence per effect a card has, in the order it acts."""
    gains = [f"{block} block" if block else "", f"{strength} strength" if strength else ""]
    sentences = [f"Deal {damage} damage." if damage else "",
                 f"Gain {' and '.join(part for part in gains if part)}." if any(gains) else "",
                 f"Apply {weak} weak." if weak else "", f"Apply {vulnerable} vulnerable." if vulnerable else ""]
    return " ".join(sentence for sentence in sentences if sentence)


def card_text(card: Card) -> str:
    """The text of this card's own numbers (effect_text)."""
    statuses = card.get_status_modifiers()
    return effect_text(card.get_damage_amount(), card.get_block(), statuses.get(STRENGTH, 0), statuses.get(WEAK, 0),
                       statuses.get(VULNERABLE, 0))


class OwnCard(Card):
    """A card of ours: its description is `card_text` of its numbers, set when its class is made."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._description = card_text(cls())
