"""The climb's relics: each a rule change that acts only through the run's named hooks (state.py).

Rule: a relic is a `state.Relic` whose `hooks` map hook names to functions of a `HookEvent`. `obtain` is the one way
a run gets a relic: it appends it and runs that relic's own PICKUP function (its one-off effect: max HP, upgrades),
not every relic's (`run.fire(PICKUP)` would give the older relics' one-off effects again). Every other hook is fired
by the run and the fight for all relics, in the order they were obtained. A relic that acts says so in the run's log
(`run.note("Name: what it did")`), except on REST and PRICE, which a screen may fire to preview an amount (the
amount it changes shows the effect). Damage to monsters goes through `fight.damage_monster` (it handles deaths); block,
strength and HP in a fight go to the fighter. Hooks get no random source, so every effect is deterministic (the
"upgrade two cards" relic takes the first two upgradable attacks of the deck). A relic's own numbers live in
`run.counters[relic id]`.

Rarities: 'starter' (one per character, `STARTER_RELICS`), 'common', 'uncommon', 'rare' (elites and treasure),
'shop' (sold only in shops) and 'boss' (a boss's reward: strong, with a downside). All names and texts are ours.
No urwid, no I/O, no global random.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection

from arcade.games.spire.climb.cards import can_upgrade, upgraded
from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.state import (
    CARD_PLAYED,
    FIGHT_END,
    FIGHT_START,
    GOLD_GAINED,
    MONSTER_KILLED,
    PICKUP,
    POTION_USED,
    PRICE,
    REST,
    TURN_END,
    TURN_START,
    HookEvent,
    Relic,
    RunState,
)

STARTER = "starter"
RARITIES = (STARTER, "common", "uncommon", "rare", "shop", "boss")
"""Every relic rarity, in the order `relic_pool` callers meet them."""


def _fight(event: HookEvent) -> ClimbFight:
    """The event's fight (fight hooks always have one)."""
    if event.fight is None:
        raise ValueError("a fight hook was fired outside a fight")
    return event.fight


def _heal_after_fight(event: HookEvent, amount: int) -> int:
    """Heal after a fight won, whether the run has already taken the fighter's HP back or not: the fighter and the
    run both heal (whichever the run keeps, the HP is healed once); the HP healed."""
    healed = event.run.heal(amount)
    if event.fight is not None:
        fighter = event.fight.get_player()
        before = fighter.get_hp()
        fighter.heal(amount)
        healed = fighter.get_hp() - before
    return healed


def _is_attack(event: HookEvent) -> bool:
    """True when the card played deals damage."""
    return event.card is not None and event.card.get_damage_amount() > 0


def _hit_all(event: HookEvent, amount: int) -> None:
    """Deal `amount` to every monster of the fight (through block)."""
    fight = _fight(event)
    for monster in list(fight.get_monsters()):
        fight.damage_monster(monster, amount)


# --- starters -------------------------------------------------------------------------------------------------


def _ember_heart(event: HookEvent) -> None:
    """Heal 6 HP after each fight won."""
    healed = _heal_after_fight(event, 6)
    if healed:
        event.note(f"Ember Heart: healed {healed} HP.")


def _tripwire(event: HookEvent) -> None:
    """Every monster starts the fight 2 weak (it cuts their first attack)."""
    for monster in _fight(event).get_monsters():
        monster.add_weak(2)
    event.note("Tripwire: every monster is 2 weak.")


def _still_mind(event: HookEvent) -> None:
    """One more energy on the first turn of a fight."""
    fight = _fight(event)
    if fight.turn == 1:
        fight.get_player().gain_energy(1)
        event.note("Still Mind: +1 energy.")


# --- common ---------------------------------------------------------------------------------------------------


def _tin_flask(event: HookEvent) -> None:
    """Seven more max HP, once."""
    event.run.raise_max_hp(7)
    event.note("Tin Flask: +7 max HP.")


def _iron_buckle(event: HookEvent) -> None:
    """Eight block at the start of each fight (it lasts through the monsters' first turn)."""
    _fight(event).get_player().add_block(8)
    event.note("Iron Buckle: +8 block.")


def _whet_flint(event: HookEvent) -> None:
    """One strength at the start of each fight."""
    _fight(event).get_player().add_strength(1)
    event.note("Whet Flint: +1 strength.")


def _lucky_purse(event: HookEvent) -> None:
    """A quarter more gold (rounded down) whenever gold is gained."""
    bonus = event.amount // 4
    if bonus > 0:
        event.amount += bonus
        event.note(f"Lucky Purse: +{bonus} gold.")


def _field_kit(event: HookEvent) -> None:
    """Rests heal 10 HP more (not a rest that heals nothing)."""
    if event.amount > 0:
        event.amount += 10


def _hunters_mark(event: HookEvent) -> None:
    """Every monster starts the fight 1 vulnerable (the first turn's attacks hurt it more)."""
    for monster in _fight(event).get_monsters():
        monster.add_vulnerable(1)
    event.note("Hunter's Mark: every monster is 1 vulnerable.")


# --- uncommon -------------------------------------------------------------------------------------------------

TALLY_EVERY = 3
"""Tally Stick acts on every this-many-th attack played (counted across fights)."""


def _tally_stick(event: HookEvent) -> None:
    """Count attacks played; every third also deals 4 to every monster."""
    if not _is_attack(event):
        return
    count = event.run.counters.get("tally_stick", 0) + 1
    if count >= TALLY_EVERY:
        count = 0
        _hit_all(event, 4)
        event.note("Tally Stick: 4 damage to every monster.")
    event.run.counters["tally_stick"] = count


def _leech_tooth(event: HookEvent) -> None:
    """Heal 3 HP whenever a monster falls."""
    _fight(event).get_player().heal(3)
    event.note("Leech Tooth: healed 3 HP.")


def _war_drum(event: HookEvent) -> None:
    """One more energy on turns 3, 6, 9, …"""
    fight = _fight(event)
    if fight.turn % 3 == 0:
        fight.get_player().gain_energy(1)
        event.note("War Drum: +1 energy.")


def _thorn_collar(event: HookEvent) -> None:
    """Two damage to every monster at the end of each turn (nothing once the fight is won)."""
    if not _fight(event).get_monsters():
        return
    _hit_all(event, 2)
    event.note("Thorn Collar: 2 damage to every monster.")


def _stone_skin(event: HookEvent) -> None:
    """Three block at the end of each turn (before the monsters act; nothing once the fight is won)."""
    if not _fight(event).get_monsters():
        return
    _fight(event).get_player().add_block(3)
    event.note("Stone Skin: +3 block.")


def _anvil_shard(event: HookEvent) -> None:
    """Upgrade the first two upgradable attacks of the deck, once (deck order: no random source in a hook)."""
    deck = event.run.deck
    names = []
    for index, card in enumerate(deck):
        if len(names) == 2:
            break
        better = upgraded(card) if can_upgrade(card) and card.get_damage_amount() > 0 else None
        if better is not None:
            deck[index] = better
            names.append(better.get_name())
    event.note(f"Anvil Shard: upgraded {', '.join(names) or 'nothing'}.")


# --- rare -----------------------------------------------------------------------------------------------------


def _twin_fang_reset(event: HookEvent) -> None:
    """A new fight: the first attack is to come."""
    event.run.counters["twin_fang"] = 0


def _twin_fang(event: HookEvent) -> None:
    """The first attack of each fight on a monster hits it a second time, for the same damage as its first hit (not
    more for the vulnerable the card has just applied)."""
    if event.run.counters.get("twin_fang", 0) or not _is_attack(event) or event.target is None or event.card is None:
        return
    event.run.counters["twin_fang"] = 1
    fight = _fight(event)
    target = event.target
    if target.is_defeated():
        return
    damage = fight.last_hit
    fight.damage_monster(target, damage)
    event.note(f"Twin Fang: {damage} more damage.")


def _wyrm_scale(event: HookEvent) -> None:
    """Four block at the start of every turn."""
    _fight(event).get_player().add_block(4)
    event.note("Wyrm Scale: +4 block.")


def _trophy_tusk(event: HookEvent) -> None:
    """Two strength whenever a monster falls."""
    _fight(event).get_player().add_strength(2)
    event.note("Trophy Tusk: +2 strength.")


# --- shop -----------------------------------------------------------------------------------------------------


def _hagglers_ring(event: HookEvent) -> None:
    """Shop prices 20% lower (rounded down)."""
    event.amount = event.amount * 80 // 100


def _herb_pouch(event: HookEvent) -> None:
    """Heal 5 HP whenever a potion is drunk (potions are drunk in fights: the fighter heals)."""
    if event.fight is not None:
        event.fight.get_player().heal(5)
    else:
        event.run.heal(5)
    event.note("Herb Pouch: healed 5 HP.")


# --- boss -----------------------------------------------------------------------------------------------------


def _extra_energy(name: str) -> Callable[[HookEvent], None]:
    """A TURN_START hook: one more energy every turn."""

    def hook(event: HookEvent) -> None:
        _fight(event).get_player().gain_energy(1)
        event.note(f"{name}: +1 energy.")

    hook.__doc__ = f"{name}: one more energy every turn."
    return hook


def _sun_engine_rest(event: HookEvent) -> None:
    """Rests heal nothing."""
    event.amount = 0


def _gilded_yoke_gold(event: HookEvent) -> None:
    """Half the gold (rounded down) whenever gold is gained."""
    lost = event.amount - event.amount // 2
    event.amount //= 2
    if lost > 0:
        event.note(f"Gilded Yoke: {lost} gold lost.")


def _hollow_crown_pickup(event: HookEvent) -> None:
    """Twelve max HP less, once."""
    event.run.lower_max_hp(12)
    event.note("Hollow Crown: -12 max HP.")


def _storm_core_start(event: HookEvent) -> None:
    """The player starts each fight 2 vulnerable (the monsters' first two turns hit harder)."""
    _fight(event).get_player().add_vulnerable(2)
    event.note("Storm Core: you are 2 vulnerable.")


# --- the table ------------------------------------------------------------------------------------------------

RELICS: dict[str, Relic] = {relic.id: relic for relic in (
    Relic("ember_heart", "Ember Heart", "After each fight won, heal 6 HP.", STARTER, {FIGHT_END: _ember_heart}),
    Relic("tripwire", "Tripwire", "Fights start with 2 weak on every monster.", STARTER,
          {FIGHT_START: _tripwire}),
    Relic("still_mind", "Still Mind", "Gain 1 more energy on the first turn of a fight.", STARTER,
          {TURN_START: _still_mind}),
    Relic("tin_flask", "Tin Flask", "On pickup: 7 more max HP.", "common", {PICKUP: _tin_flask}),
    Relic("iron_buckle", "Iron Buckle", "Start each fight with 8 block.", "common", {FIGHT_START: _iron_buckle}),
    Relic("whet_flint", "Whet Flint", "Start each fight with 1 strength.", "common", {FIGHT_START: _whet_flint}),
    Relic("lucky_purse", "Lucky Purse", "Gain 25% more gold.", "common", {GOLD_GAINED: _lucky_purse}),
    Relic("field_kit", "Field Kit", "Resting heals 10 more HP.", "common", {REST: _field_kit}),
    Relic("hunters_mark", "Hunter's Mark", "Fights start with 1 vulnerable on every monster.", "common",
          {FIGHT_START: _hunters_mark}),
    Relic("tally_stick", "Tally Stick", "Every 3rd attack played also deals 4 to all foes.", "uncommon",
          {CARD_PLAYED: _tally_stick}),
    Relic("leech_tooth", "Leech Tooth", "Heal 3 HP whenever a monster falls.", "uncommon",
          {MONSTER_KILLED: _leech_tooth}),
    Relic("war_drum", "War Drum", "Gain 1 more energy on turns 3, 6, 9...", "uncommon", {TURN_START: _war_drum}),
    Relic("thorn_collar", "Thorn Collar", "At the end of your turn, deal 2 to all foes.", "uncommon",
          {TURN_END: _thorn_collar}),
    Relic("stone_skin", "Stone Skin", "At the end of your turn, gain 3 block.", "uncommon",
          {TURN_END: _stone_skin}),
    Relic("anvil_shard", "Anvil Shard", "On pickup: upgrade the first 2 attacks of your deck.", "uncommon",
          {PICKUP: _anvil_shard}),
    Relic("twin_fang", "Twin Fang", "Your first attack in each fight hits twice.", "rare",
          {FIGHT_START: _twin_fang_reset, CARD_PLAYED: _twin_fang}),
    Relic("wyrm_scale", "Wyrm Scale", "Start every turn with 4 block.", "rare", {TURN_START: _wyrm_scale}),
    Relic("trophy_tusk", "Trophy Tusk", "Gain 2 strength whenever a monster falls.", "rare",
          {MONSTER_KILLED: _trophy_tusk}),
    Relic("hagglers_ring", "Haggler's Ring", "Shop prices are 20% lower.", "shop", {PRICE: _hagglers_ring}),
    Relic("herb_pouch", "Herb Pouch", "Heal 5 HP whenever you drink a potion.", "shop", {POTION_USED: _herb_pouch}),
    Relic("sun_engine", "Sun Engine", "+1 energy every turn. Resting heals nothing.", "boss",
          {TURN_START: _extra_energy("Sun Engine"), REST: _sun_engine_rest}),
    Relic("gilded_yoke", "Gilded Yoke", "+1 energy every turn. Gold gained is halved.", "boss",
          {TURN_START: _extra_energy("Gilded Yoke"), GOLD_GAINED: _gilded_yoke_gold}),
    Relic("hollow_crown", "Hollow Crown", "+1 energy every turn. On pickup: 12 less max HP.", "boss",
          {TURN_START: _extra_energy("Hollow Crown"), PICKUP: _hollow_crown_pickup}),
    Relic("storm_core", "Storm Core", "+1 energy every turn. Fights start: you 2 vulnerable.", "boss",
          {TURN_START: _extra_energy("Storm Core"), FIGHT_START: _storm_core_start}),
)}
"""Every relic by id, in a fixed order (pools and draws follow it: append, never reorder)."""

STARTER_RELICS: dict[str, str] = {"ironclad": "ember_heart", "silent": "tripwire", "watcher": "still_mind"}
"""Each character's starting relic."""


def relic(relic_id: str) -> Relic:
    """The relic with this id (KeyError for an unknown one)."""
    return RELICS[relic_id]


def relic_pool(rarity: str) -> list[str]:
    """The ids of every relic of this rarity, in the table's fixed order."""
    return [relic_id for relic_id, item in RELICS.items() if item.rarity == rarity]


def obtain(run: RunState, relic_id: str) -> None:
    """Give the run a relic (the one way to): append it, then run its own PICKUP function, if any. ValueError when
    the run already holds it (pick relics with `draw_relic`, which skips those owned)."""
    item = relic(relic_id)
    if run.has_relic(relic_id):
        raise ValueError(f"the run already holds {relic_id!r}")
    run.relics.append(item)
    pickup = item.hooks.get(PICKUP)
    if pickup is not None:
        pickup(HookEvent(run))


def draw_relic(rng: random.Random, rarity: str, owned: Collection[str]) -> str | None:
    """A relic id of this rarity that is not owned (one `rng.choice` over the pool's order), or None when none is
    left (then no random number is drawn)."""
    choices = [relic_id for relic_id in relic_pool(rarity) if relic_id not in owned]
    return rng.choice(choices) if choices else None
