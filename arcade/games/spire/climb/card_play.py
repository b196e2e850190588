"""How a fight plays the character cards' keywords and the player's powers (keywords.py, player_powers.py).

The fight (fight.ClimbFight, by fight rules with `keywords`) calls these at its moments: `play` for a character card
just paid for, `turn_started` after a new hand, `turn_ending` before the hand goes to the discard pile, `discard` for
a card chosen to be discarded, `poison_tick` before a monster acts. Each step is in the order the card's text says it
(keywords.character_text). Monsters that fall leave the fight and the run's MONSTER_KILLED hooks run for each, except
a card's own target, which the fight's play handles as it always has. No urwid, no I/O; the only random draws are the
task sheet's card draws (model.select_cards), through the fight's source.
"""

from __future__ import annotations

from typing import Protocol

from arcade.games.spire.climb import player_powers
from arcade.games.spire.climb.fighter import Fighter
from arcade.games.spire.climb.keywords import (
    CALM,
    NEUTRAL,
    STANCE_ENERGY,
    WRATH,
    WRATH_FACTOR,
    CharacterCard,
    keyword,
)
from arcade.games.spire.climb.player_powers import (
    CALM_ENTERED,
    DISCARDED,
    EXHAUSTED,
    HP_PAID,
    TURN_STARTED,
    WRATH_ENTERED,
)
from arcade.games.spire.climb.state import MONSTER_KILLED, RunState
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card, Entity, Monster, attack_damage


class KeywordFight(Protocol):
    """What the keywords' play needs of a fight (fight.ClimbFight is one): its run, player, monsters standing, the
    monsters' poison and their thorns, and damage from outside a card."""

    run: RunState
    poison: dict[int, int]

    def get_player(self) -> Fighter: ...

    def get_monsters(self) -> list[Monster]: ...

    def thorns(self, target: Monster) -> None: ...

    def damage_monster(self, monster: Monster, amount: int) -> None: ...


def lose_hp(entity: Entity, amount: int) -> None:
    """HP lost through no block (poison, a card's cost): the entity's own damage with its block set aside, so a
    monster's rules on losing HP (Curl, a second phase) act as for any HP lost."""
    block = entity.get_block()
    entity._block = 0
    entity.reduce_hp(amount)
    entity._block += block  # and any block its rules gave on losing the HP


def player_hit(fight: KeywordFight, base: int, target: Monster) -> int:
    """The damage one hit of the player's deals the target: the task sheet's formula, doubled in wrath."""
    damage = attack_damage(base, fight.get_player(), target)
    return damage * WRATH_FACTOR if fight.get_player().stance == WRATH else damage


def play(fight: KeywordFight, card: CharacterCard, target: Monster | None) -> None:
    """A character card just paid for (the task sheet's play took its cost and put it in the discard pile): its
    effects in its text's order (the HP it costs, its hits, the block and strength it gives, the statuses on the
    monsters still standing, energy, draw, discard, stance, power), then where it goes (exhausted, or gone for the
    fight if a power, else the discard pile). While it acts it is in no pile, so a draw that shuffles the discard
    pile back cannot take it."""
    player = fight.get_player()
    player.get_discarded().pop()  # the task sheet's play put it last in the discard pile
    times = 1
    if card.x_cost:
        times = player.get_energy()
        player._energy = 0
    if card.hp_cost:
        lose_hp(player, card.hp_cost)
        act(fight, HP_PAID)
    modifiers = card.get_status_modifiers()
    targets = list(fight.get_monsters()) if card.every_monster else [target] if target is not None else []
    for monster in targets:
        if card.get_damage_amount():  # a card of no damage (poison alone) hits no one, strength or not
            for _ in range(card.hits * times):
                monster.reduce_hp(player_hit(fight, card.get_damage_amount(), monster))
                if monster.is_defeated():
                    break
        if card.every_monster and card.get_damage_amount():
            fight.thorns(monster)
    for _ in range(times):
        player.add_block(card.get_block())
    player.add_strength(modifiers.get(STRENGTH, 0))
    for monster in targets:
        if not monster.is_defeated():
            monster.add_weak(modifiers.get(WEAK, 0))
            monster.add_vulnerable(modifiers.get(VULNERABLE, 0))
            add_poison(fight, monster, card.poison)
            multiply_poison(fight, monster, card.poison_factor)
    fallen(fight, [monster for monster in targets if monster.is_defeated()], spared=target)
    if card.energy_gain:
        player.gain_energy(card.energy_gain)
    player.draw(card.draw)
    player.to_discard = min(card.discard, len(player.get_hand()))
    if card.stance:
        enter_stance(fight, card.stance)
    if card.power:
        player.powers[card.power] = player.powers.get(card.power, 0) + card.power_amount
    elif card.exhaust:
        exhaust(fight, card)
    else:
        player.get_discarded().append(card)


def fallen(fight: KeywordFight, monsters: list[Monster], spared: Monster | None = None) -> None:
    """Monsters that fell leave the fight, and the MONSTER_KILLED hooks run for each but `spared` (a card's own
    target, whose hooks the fight's play runs)."""
    for monster in monsters:
        if monster in fight.get_monsters():
            fight.get_monsters().remove(monster)
        if monster is not spared:
            fight.run.fire(MONSTER_KILLED, fight, target=monster)


def add_poison(fight: KeywordFight, monster: Monster, amount: int) -> None:
    """Poison on a monster (none on a fallen one)."""
    if amount > 0 and not monster.is_defeated():
        fight.poison[monster.get_id()] = fight.poison.get(monster.get_id(), 0) + amount


def multiply_poison(fight: KeywordFight, monster: Monster, factor: int) -> None:
    """A monster's poison multiplied by the factor (none stays none)."""
    if factor > 1 and fight.poison.get(monster.get_id(), 0) > 0:
        fight.poison[monster.get_id()] *= factor


def poison_tick(fight: KeywordFight, monster: Monster) -> None:
    """The start of a poisoned monster's turn: it loses its poison in HP through no block, then one poison less; a
    monster that falls leaves the fight."""
    amount = fight.poison.get(monster.get_id(), 0)
    if amount <= 0:
        return
    lose_hp(monster, amount)
    fight.poison[monster.get_id()] = amount - 1
    if monster.is_defeated():
        fallen(fight, [monster])


def enter_stance(fight: KeywordFight, stance: str) -> None:
    """The player enters a stance: leaving calm gives its energy; entering calm or wrath (from another) wakes the
    powers of that moment. Entering the stance the player is in does nothing."""
    player = fight.get_player()
    if stance == player.stance:
        return
    if player.stance == CALM:
        player.gain_energy(STANCE_ENERGY)
    player.stance = stance
    if stance != NEUTRAL:
        act(fight, CALM_ENTERED if stance == CALM else WRATH_ENTERED)


def exhaust(fight: KeywordFight, card: Card) -> None:
    """A card leaves the fight for its exhaust pile; the powers of that moment act."""
    fight.get_player().exhausted.append(card)
    act(fight, EXHAUSTED)


def discard(fight: KeywordFight, card: Card) -> None:
    """A card the player chose to discard: hand → discard pile, its reflex, then the powers of that moment."""
    player = fight.get_player()
    player.get_hand().remove(card)
    player.get_discarded().append(card)
    player.to_discard = min(player.to_discard - 1, len(player.get_hand()))
    reflex = keyword(card, "reflex")
    if reflex is not None:
        player.gain_energy(reflex.energy)
        player.add_block(reflex.block)
        for monster in list(fight.get_monsters()):
            add_poison(fight, monster, reflex.poison)
        player.draw(reflex.draw)
    act(fight, DISCARDED)


def turn_started(fight: KeywordFight) -> None:
    """The player's new hand is dealt: the powers of a turn's start act."""
    act(fight, TURN_STARTED)


def turn_ending(fight: KeywordFight) -> None:
    """Before the hand goes to the discard pile: ethereal cards still in it are exhausted, retained ones set aside
    for the next hand."""
    player = fight.get_player()
    for card in [card for card in player.get_hand() if keyword(card, "ethereal")]:
        player.get_hand().remove(card)
        exhaust(fight, card)
    player.retained = [card for card in player.get_hand() if keyword(card, "retain")]
    for card in player.retained:
        player.get_hand().remove(card)


def act(fight: KeywordFight, when: str) -> None:
    """Every power the player holds for this moment does its thing by its amount."""
    player = fight.get_player()
    for power, amount in player_powers.powers_at(player.powers, when):
        if power.does == player_powers.STRENGTH:
            player.add_strength(amount)
        elif power.does == player_powers.BLOCK:
            player.add_block(amount)
        elif power.does == player_powers.ENERGY:
            player.gain_energy(amount)
        elif power.does == player_powers.DRAW:
            player.draw(amount)
        elif power.does == player_powers.POISON_ALL:
            for monster in list(fight.get_monsters()):
                add_poison(fight, monster, amount)
        else:
            for monster in list(fight.get_monsters()):
                fight.damage_monster(monster, amount)
