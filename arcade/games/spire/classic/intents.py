"""What the monsters will do when the player ends the turn, worked out without changing the game.

The enemy turn has no randomness, so it can be played on copies: the monsters' new turn (which
`Encounter.end_player_turn` runs before they act), then each action in order with the same rules as
`Encounter.enemy_turn`. The result is exact: the screen shows it as the monsters' intents and, after
the real turn, as the log of what happened (a property test checks they agree).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from arcade.games.spire.model import DAMAGE, STRENGTH, VULNERABLE, WEAK, Encounter, attack_damage


@dataclass(frozen=True)
class Intent:
    """One monster's next action: the damage it will deal (after every modifier) and its other effects."""

    monster_id: int
    name: str
    damage: int
    weak: int
    vulnerable: int
    strength: int
    block: int
    """Block the monster gains by acting (a jaw worm's)."""


@dataclass(frozen=True)
class EnemyTurn:
    """The whole enemy turn: every intent in order, and the player's HP and block after it."""

    intents: tuple[Intent, ...]
    hp_after: int
    block_after: int
    weak_next: int = 0
    """The weak the player will have on their next turn (their new turn takes 1 off first, so a lone weak 1 given
    in the monsters' turn is gone by then)."""


def predict_enemy_turn(encounter: Encounter) -> EnemyTurn:
    """The enemy turn that ending the player's turn now would bring (the encounter is left untouched)."""
    # Shallow copies do: the turn only sets an entity's own numbers (HP, block, statuses, a cultist's calls), never
    # changes a list it holds (the player's piles stay shared, untouched), and a deep copy of the piles took most
    # of the time.
    player = copy.copy(encounter.get_player())
    monsters = [copy.copy(monster) for monster in encounter.get_monsters()]
    for monster in monsters:
        monster.new_turn()
    intents = []
    for monster in monsters:
        block_before = monster.get_block()
        effects = monster.action()
        player.add_weak(effects.get(WEAK, 0))
        player.add_vulnerable(effects.get(VULNERABLE, 0))
        monster.add_strength(effects.get(STRENGTH, 0))
        damage = attack_damage(effects.get(DAMAGE, 0), monster, player)
        player.reduce_hp(damage)
        intents.append(Intent(monster.get_id(), monster.get_name(), damage, effects.get(WEAK, 0),
                              effects.get(VULNERABLE, 0), effects.get(STRENGTH, 0),
                              monster.get_block() - block_before))
    return EnemyTurn(tuple(intents), player.get_hp(), player.get_block(), max(0, player.get_weak() - 1))


def describe_intent(intent: Intent) -> str:
    """The intent in a few words, e.g. 'attack 7, vulnerable 1' or 'block +4'. The weak a monster gives the player
    is left out: it loses 1 before the player's turn, so what is left of it is the incoming line's to say (the weak
    of two monsters together may outlast it, one monster's weak 1 never does)."""
    parts = [f"attack {intent.damage}"] if intent.damage > 0 else []
    parts += [f"vulnerable {intent.vulnerable}"] if intent.vulnerable > 0 else []
    if intent.strength > 0:
        parts.append(f"strength +{intent.strength}")
    if intent.block > 0:
        parts.append(f"block +{intent.block}")
    return ", ".join(parts) or "nothing"
