"""The words a fight's log says for what a play changed, measured on the player and the monsters before and after
it (`Figures`, `changes`): 'Bash: +5 block.', 'Louse 1: +1 weak, +2 vulnerable.', 'You: −2 HP.'. Shared by the
task sheet's fights and the climb's (a climb's player also has powers, a stance and poison on monsters, read where
they are). Pure: no urwid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arcade.games.spire.model import Encounter, Entity, Monster, Player


def signed(number: int) -> str:
    """A change with its sign: '+2', '−5' (a minus sign), '0'."""
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "0"


@dataclass(frozen=True)
class Figures:
    """What the fight's log measures on the player or a monster before and after a play: HP, block, strength, weak,
    vulnerable, poison, the player's powers (name, amount) and stance."""

    hp: int
    block: int
    strength: int
    weak: int
    vulnerable: int
    poison: int = 0
    powers: tuple[tuple[str, int], ...] = ()
    stance: str | None = None
    """The player's stance (a climb's; None for a player with none, and for a monster)."""
    energy: int = 0

    @classmethod
    def of(cls, entity: Entity, fight: Encounter) -> Figures:
        """The entity's figures now (a monster's poison from the fight; the player's powers and stance)."""
        if isinstance(entity, Monster):  # (a monster's powers are its own rules, said in its box: not measured)
            return cls(entity.get_hp(), entity.get_block(), entity.get_strength(), entity.get_weak(),
                       entity.get_vulnerable(), getattr(fight, "poison", {}).get(entity.get_id(), 0))
        energy = entity.get_energy() if isinstance(entity, Player) else 0
        return cls(entity.get_hp(), entity.get_block(), entity.get_strength(), entity.get_weak(),
                   entity.get_vulnerable(), 0, tuple(getattr(entity, "powers", {}).items()),
                   getattr(entity, "stance", None), energy)


def changes(before: Figures, after: Figures, with_hp: bool = True, with_energy: bool = False) -> list[str]:
    """What changed, signed, in the order the panels show it: energy (`with_energy`: a potion's; a card's is its
    cost), block, strength, HP (`with_hp`: left out for a monster, whose hit line says them), weak, vulnerable,
    poison, each power ('+1 Ash Hunger'), the stance entered ('now calm')."""
    held = dict(before.powers)
    pairs = [*((("energy", before.energy, after.energy),) if with_energy else ()),
             *((("block", before.block, after.block), ("strength", before.strength, after.strength),
                ("HP", before.hp, after.hp)) if with_hp else (("strength", before.strength, after.strength),)),
             ("weak", before.weak, after.weak), ("vulnerable", before.vulnerable, after.vulnerable),
             ("poison", before.poison, after.poison),
             *((name, held.get(name, 0), amount) for name, amount in after.powers)]
    said = [f"{signed(now - was)} {what}" for what, was, now in pairs if now != was]
    return said + ([f"now {after.stance}"] if after.stance != before.stance else [])


SHORT_WORDS = {" vulnerable": " vuln", " strength": " str", " block": " blk", " poison": " psn"}
"""The short forms a line of changes takes when the long one does not fit (the statuses line's, and the log's)."""


def fitted(text: str, width: int) -> str:
    """The text, cut to `width` columns with '…' when longer."""
    return text if len(text) <= width else text[:width - 1] + "…"


def changes_line(head: str, changed: Sequence[str], width: int) -> str:
    """'Head: +1 weak, +2 vulnerable.' in at most `width` columns: the short words when it is wider, cut with '…'
    as a last resort ('' when nothing changed). What a play did to a monster besides its hit ('Gloom Bat 1: +1 weak,
    +2 vulnerable.'), or to the player besides a hit on a monster ('You: +5 block.': a card's own block or strength,
    HP lost to Thorns)."""
    if not changed:
        return ""
    text = f"{head}: {', '.join(changed)}."
    if len(text) > width:
        for long, short in SHORT_WORDS.items():
            text = text.replace(long, short)
    return fitted(text, width)


def self_line(card: str, changed: Sequence[str], width: int) -> str:
    """What a card played on no monster did to the player, in at most `width` columns: 'Shrug: +8 block, −3 HP.'
    (the changes measured on the player, `changes`; 'You play Sift.' when none changed)."""
    return changes_line(card, changed, width) or fitted(f"You play {card}.", width)


def drink_line(potion: str, changed: Sequence[str], width: int) -> str:
    """What a potion drunk on no monster did to the player, in at most `width` columns: 'Spark Vial: +2 energy.'
    (measured on the player, `changes` with its energy; 'You drink Spark Vial.' when none changed)."""
    return changes_line(potion, changed, width) or fitted(f"You drink {potion}.", width)
