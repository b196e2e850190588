"""What a card in hand would do if played now, and what the monsters' turn will cost: pure functions, no urwid.

`preview_card` follows `Encounter.player_apply_card` step for step without changing anything: the card's strength
goes to the player and its vulnerable to the target *before* the damage is worked out (so Neutralize's own
vulnerable already counts for its 3 damage), then strength, the target's vulnerable (×1.5) and the player's weak
(×0.75) as `attack_damage` applies them, rounded down, and finally the target's block, which soaks what it can; what
is left comes off its HP, down to 0.
A property test plays random cards on copies of the model and checks the preview against the result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arcade.games.spire.classic.intents import EnemyTurn
from arcade.games.spire.model import STRENGTH, VULNERABLE, VULNERABLE_FACTOR, WEAK_FACTOR, Card, Entity

LETHAL_MARK = "☠"
"""After a hit's number when it would kill its monster (one column wide)."""


@dataclass(frozen=True)
class Hit:
    """What a card does to one monster: the attack's damage, and how much of it gets past the monster's block."""

    damage: int
    """After strength, weak and vulnerable (the monster's block takes this much first)."""
    to_hp: int
    """What comes off the monster's HP: the damage its block does not soak, at most the HP it has."""
    lethal: bool = False
    """The hit takes the monster's last HP (the preview marks it: 'dmg 2☠')."""


@dataclass(frozen=True)
class CardPreview:
    """A card's effect if played now: a hit per monster it could be played on, the block and strength gained."""

    hits: tuple[Hit, ...]
    """One per monster offered as a target, in the order given; empty for a card that needs no target."""
    block: int
    strength: int


def hit_on(card: Card, player: Entity, monster: Entity) -> Hit:
    """The hit this card would land on this monster now (see the module's docstring for the order)."""
    modifiers = card.get_status_modifiers()
    damage: float = card.get_damage_amount() + player.get_strength() + modifiers.get(STRENGTH, 0)
    if monster.get_vulnerable() + modifiers.get(VULNERABLE, 0) > 0:
        damage *= VULNERABLE_FACTOR
    if player.get_weak() > 0:
        damage *= WEAK_FACTOR
    amount = int(damage)
    to_hp = min(monster.get_hp(), max(0, amount - monster.get_block()))
    return Hit(amount, to_hp, monster.get_hp() > 0 and to_hp >= monster.get_hp())


def preview_card(card: Card, player: Entity, targets: Sequence[Entity]) -> CardPreview:
    """The card's effect if played now, on each of `targets` in turn (ignored for a card that needs no target)."""
    hits = tuple(hit_on(card, player, monster) for monster in targets) if card.requires_target() else ()
    return CardPreview(hits, card.get_block(), card.get_status_modifiers().get(STRENGTH, 0))


def preview_text(preview: CardPreview, width: int) -> str:
    """The preview in at most `width` columns: 'dmg 9 · blk 5', 'dmg 9/13/4' (one number per monster, from the
    left, when they differ), 'str +2'; a hit that would kill its monster marked ('dmg 2☠', 'dmg 9☠/13/4');
    shorter forms when the long one does not fit."""
    numbers = [hit.to_hp for hit in preview.hits]
    marked = [f"{hit.to_hp}{LETHAL_MARK if hit.lethal else ''}" for hit in preview.hits]
    damage = [] if not marked else [marked[0]] if len(set(marked)) == 1 else marked
    extras = ([f"blk {preview.block}"] if preview.block else []) + \
             ([f"str +{preview.strength}"] if preview.strength else [])
    joined = "/".join(damage)
    spread = f"{min(numbers)}-{max(numbers)}" if numbers else ""
    if any(hit.lethal for hit in preview.hits):
        spread += LETHAL_MARK
    candidates = [
        " · ".join([*([f"dmg {joined}"] if damage else []), *extras]),
        " ".join([*([f"dmg {joined}"] if damage else []), *extras]),
        " ".join([*([joined] if damage else []), *extras]),
        " ".join([*([spread] if damage else []), *extras]),
        " ".join([spread] if damage else extras[:1]),
    ]
    return next((text for text in candidates if len(text) <= width), candidates[-1][:width])


def incoming_line(turn: EnemyTurn, hp: int, block: int) -> str:
    """'Incoming 14, block 5: you will lose 9 HP.': the monsters' intents summed against the player's block (the HP
    lost is the predicted turn's, so it is exact), and ' and be weak next turn' when weak will still be on the
    player when their turn starts."""
    incoming = sum(intent.damage for intent in turn.intents)
    lost = hp - turn.hp_after
    head = f"Incoming {incoming}, block {block}" if block else f"Incoming {incoming}"
    weak = " and be weak next turn" if turn.weak_next else ""
    return f"{head}: you will lose {lost} HP{weak}." if lost else f"{head}: you will lose no HP{weak}."
