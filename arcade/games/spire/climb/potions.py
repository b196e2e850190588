"""The climb's potions: one-shot effects drunk in a fight, during the player's turn.

Rule: a run keeps potions by id in its three slots (`RunState.potions`); the run empties a slot when one is drunk,
`drink` does not touch the slots. `drink` does the potion's effect in the fight, then fires the POTION_USED hooks
(with `potion` its id) and returns a one-line message saying what it did (the run notes it in its log). A potion
that needs a target must be given a monster of the fight (ValueError otherwise). A potion's damage is not an
attack: it goes through the monster's block by `fight.damage_monster` (no strength, weak or vulnerable), which
handles the monsters that fall.
Weak on a monster acts as the model says: weak N cuts only its next N-1 attacks, so the weakening potion gives 3.
`random_potion` draws by rarity (common 65 / uncommon 25 / rare 10), then a potion of that rarity in the table's
fixed order: one `rng.random()` and one `rng.choice`. All names and texts are ours. No urwid, no I/O.
"""

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
class Potion:
    """A kind of potion: its id (what a slot keeps), a name and one-line text of ours, whether it is drunk on a
    monster, and its rarity."""

    id: str
    name: str
    text: str
    needs_target: bool
    rarity: str


POTIONS: dict[str, Potion] = {potion.id: potion for potion in (
    Potion("fire_flask", "Fire Flask", "Deal 20 damage to one foe.", True, COMMON),
    Potion("shard_bomb", "Shard Bomb", "Deal 10 damage to every foe.", False, COMMON),
    Potion("shell_tonic", "Shell Tonic", "Gain 12 block.", False, COMMON),
    Potion("sap_tonic", "Sap Tonic", "Apply 3 vulnerable to one foe.", True, COMMON),
    Potion("dull_mist", "Dulling Mist", "Apply 3 weak to one foe (its next 2 attacks).", True, COMMON),
    Potion("ox_draught", "Ox Draught", "Gain 2 strength.", False, UNCOMMON),
    Potion("red_salve", "Red Salve", "Heal 20% of your max HP.", False, UNCOMMON),
    Potion("spark_vial", "Spark Vial", "Gain 2 energy.", False, UNCOMMON),
    Potion("titan_brew", "Titan Brew", "Gain 3 strength and 10 block.", False, RARE),
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


def _effect(run: RunState, fight: ClimbFight, potion_id: str, target: Monster | None) -> str:
    """Do the potion's effect; what it did, in words (without the potion's name)."""
    fighter = fight.get_player()
    name = target.get_name() if target is not None else ""
    if potion_id == "fire_flask" and target is not None:
        fight.damage_monster(target, 20)
        return f"20 damage to {name}."
    if potion_id == "shard_bomb":
        _damage_all(fight, 10)
        return "10 damage to every foe."
    if potion_id == "shell_tonic":
        fighter.add_block(12)
        return "+12 block."
    if potion_id == "sap_tonic" and target is not None:
        target.add_vulnerable(3)
        return f"{name} is 3 vulnerable."
    if potion_id == "dull_mist" and target is not None:
        target.add_weak(3)
        return f"{name} is 3 weak."
    if potion_id == "ox_draught":
        fighter.add_strength(2)
        return "+2 strength."
    if potion_id == "red_salve":
        before = fighter.get_hp()
        fighter.heal(run.max_hp * 20 // 100)
        return f"healed {fighter.get_hp() - before} HP."
    if potion_id == "spark_vial":
        fighter.gain_energy(2)
        return "+2 energy."
    if potion_id == "titan_brew":
        fighter.add_strength(3)
        fighter.add_block(10)
        return "+3 strength, +10 block."
    raise KeyError(potion_id)


def drink(run: RunState, fight: ClimbFight, potion_id: str, target: Monster | None) -> str:
    """Drink a potion in the fight (its effect, then the POTION_USED hooks); the one-line message (for the log).
    ValueError when it needs a target and has none (or one not in the fight), or it is not the player's turn."""
    item = potion(potion_id)
    if not fight.is_players_turn():
        raise ValueError("potions are drunk during the player's turn")
    if item.needs_target and (target is None or target not in fight.get_monsters()):
        raise ValueError(f"{item.name} needs a monster of the fight as its target")
    message = f"{item.name}: {_effect(run, fight, potion_id, target if item.needs_target else None)}"
    run.fire(POTION_USED, fight, potion=potion_id, target=target if item.needs_target else None)
    return message
