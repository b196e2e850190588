"""The climb's potions: one-shot effects drunk in a fight, during the player's turn.

Rule: a run keeps potions by id in its slots (three, two under Small satchel) (`RunState.potions`); the run empties
a slot when one is drunk, `drink` does not touch the slots. `drink` does the potion's effect in the fight, then
fires the POTION_USED hooks (with `potion` its id) and returns a one-line message saying what it did (the run notes
it in its log). A potion that needs a target must be given a monster of the fight (ValueError otherwise). A potion's
damage is not an attack: it goes through the monster's block by `fight.damage_monster` (no strength, weak or
vulnerable), which handles the monsters that fall. Each potion is its numbers (`PotionEffect`), from which both its
text and its effect come. `random_potion` draws by rarity (common 65 / uncommon 25 / rare 10), then a potion of that
rarity in the table's fixed order: one `rng.random()` and one `rng.choice`. All names and texts are ours. No urwid,
no I/O. """

from __future__ import annotations

import random
from dataclasses import dataclass

from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.state import POTION_USED, RunState
from arcade.games.spire.model import Monster

COMMON = "common"
UNCOMMON = "uncommon"
RARE = "rare"

RARITY_WEIGHTS: tuple[tuple[str, int], ...] = ((COMMON, 65), (UNCOMMON, 25), (RARE, 10))
"""The chance in percent of each rarity when a potion is drawn."""
POTION_PRICE: dict[str, int] = {COMMON: 50, UNCOMMON: 75, RARE: 100}
"""A shop's base price for a potion of each rarity."""


@dataclass(frozen=True)
class PotionEffect:
    """What a potion does, as numbers: damage to its target or to every foe (through block, not an attack), block,
    strength and energy to the player, weak and vulnerable to its target, a heal as a share of max HP. Its text and its
    effect both read these, so a number is written once."""

    damage: int = 0
    damage_all: int = 0
    block: int = 0
    strength: int = 0
    energy: int = 0
    weak: int = 0
    vulnerable: int = 0
    heal_percent: int = 0

    @property
    def needs_target(self) -> bool:
        """True when the potion is drunk on a monster (its damage or its weak and vulnerable go there)."""
        return bool(self.damage or self.weak or self.vulnerable)

    def text(self) -> str:
        """'Deal 20 damage to one foe.', 'Gain 3 strength and 10 block.': one sentence per kind of effect."""
        gains = [f"{amount} {what}" for amount, what in ((self.strength, "strength"), (self.block, "block"),
                                                          (self.energy, "energy")) if amount]
        statuses = [f"{amount} {what}" for amount, what in ((self.weak, "weak"), (self.vulnerable, "vulnerable"))
                    if amount]
        sentences = [f"Deal {self.damage} damage to one foe." if self.damage else "",
                     f"Deal {self.damage_all} damage to every foe." if self.damage_all else "",
                     f"Gain {' and '.join(gains)}." if gains else "",
                     f"Apply {' and '.join(statuses)} to one foe." if statuses else "",
                     f"Heal {self.heal_percent}% of your max HP." if self.heal_percent else ""]
        return " ".join(sentence for sentence in sentences if sentence)


@dataclass(frozen=True)
class Potion:
    """A kind of potion: its id (what a slot keeps), a name of ours, its rarity and its effect (its text is the
    effect's own words)."""

    id: str
    name: str
    rarity: str
    effect: PotionEffect

    @property
    def text(self) -> str:
        """What drinking it does."""
        return self.effect.text()

    @property
    def needs_target(self) -> bool:
        """True when it is drunk on a monster."""
        return self.effect.needs_target


POTIONS: dict[str, Potion] = {potion.id: potion for potion in (
    Potion("fire_flask", "Fire Flask", COMMON, PotionEffect(damage=20)),
    Potion("shard_bomb", "Shard Bomb", COMMON, PotionEffect(damage_all=10)),
    Potion("shell_tonic", "Shell Tonic", COMMON, PotionEffect(block=12)),
    Potion("sap_tonic", "Sap Tonic", COMMON, PotionEffect(vulnerable=3)),
    Potion("dull_mist", "Dulling Mist", COMMON, PotionEffect(weak=3)),
    Potion("ox_draught", "Ox Draught", UNCOMMON, PotionEffect(strength=2)),
    Potion("red_salve", "Red Salve", UNCOMMON, PotionEffect(heal_percent=20)),
    Potion("spark_vial", "Spark Vial", UNCOMMON, PotionEffect(energy=2)),
    Potion("titan_brew", "Titan Brew", RARE, PotionEffect(strength=3, block=10)),
)}
"""Every potion by id, in a fixed order (draws follow it: append, never reorder)."""


def potion(potion_id: str) -> Potion:
    """The potion with this id (KeyError for an unknown one)."""
    return POTIONS[potion_id]


def random_potion(rng: random.Random) -> str:
    """A potion id drawn by rarity (one `rng.random()`), then among that rarity in table order (one `rng.choice`)."""
    roll = rng.random() * 100
    rarity = RARITY_WEIGHTS[-1][0]
    for name, weight in RARITY_WEIGHTS:
        if roll < weight:
            rarity = name
            break
        roll -= weight
    return rng.choice([potion_id for potion_id, item in POTIONS.items() if item.rarity == rarity])


def _damage_all(fight: ClimbFight, amount: int) -> None:
    """`amount` to every monster of the fight, through block."""
    for monster in list(fight.get_monsters()):
        fight.damage_monster(monster, amount)


def _effect(run: RunState, fight: ClimbFight, effect: PotionEffect, target: Monster | None) -> str:
    """Do the potion's effect; what it did, in words (without the potion's name), from what really changed."""
    fighter = fight.get_player()
    done: list[str] = []
    if target is not None and effect.damage:
        before = target.get_hp()
        fight.damage_monster(target, effect.damage)
        lost = before - target.get_hp()
        done.append(f"{effect.damage} damage to {target.get_name()}{_blocked(effect.damage, lost)}")
    if effect.damage_all:
        _damage_all(fight, effect.damage_all)
        done.append(f"{effect.damage_all} damage to every foe")
    gains = ((effect.strength, fighter.add_strength, "strength"), (effect.block, fighter.add_block, "block"),
             (effect.energy, fighter.gain_energy, "energy"))
    for amount, gain, what in gains:
        if amount:
            gain(amount)
            done.append(f"+{amount} {what}")
    if target is not None and (effect.weak or effect.vulnerable):
        target.add_weak(effect.weak)
        target.add_vulnerable(effect.vulnerable)
        statuses = " and ".join(f"{amount} {what}" for amount, what in ((effect.weak, "weak"),
                                                                        (effect.vulnerable, "vulnerable")) if amount)
        done.append(f"{target.get_name()} is {statuses}")
    if effect.heal_percent:
        before = fighter.get_hp()
        fighter.heal(run.max_hp * effect.heal_percent // 100)
        done.append(f"healed {fighter.get_hp() - before} HP")
    return ", ".join(done) + "."


def _blocked(damage: int, lost: int) -> str:
    """', 6 blocked' when block took part of a hit of `damage` that cost `lost` HP (the monster's HP at 0 aside)."""
    return "" if lost >= damage else ", all blocked" if lost == 0 else f", {damage - lost} blocked"


def drink(run: RunState, fight: ClimbFight, potion_id: str, target: Monster | None) -> str:
    """Drink a potion in the fight (its effect, then the POTION_USED hooks); the one-line message (for the log).
    ValueError when it needs a target and has none (or one not in the fight), or it is not the player's turn."""
    item = potion(potion_id)
    if not fight.is_players_turn():
        raise ValueError("potions are drunk during the player's turn")
    if item.needs_target and (target is None or target not in fight.get_monsters()):
        raise ValueError(f"{item.name} needs a monster of the fight as its target")
    message = f"{item.name}: {_effect(run, fight, item.effect, target if item.needs_target else None)}"
    run.fire(POTION_USED, fight, potion=potion_id, target=target if item.needs_target else None)
    return message
