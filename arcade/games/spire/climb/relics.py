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
'shop' (sold only in shops) and 'boss' (a boss's reward: strong; the energy ones with a downside). All names and
texts are ours. No urwid, no I/O, no global random.
"""

from __future__ import annotations

import random
from collections.abc import Collection

from arcade.games.spire.climb.cards import can_upgrade, upgraded
from arcade.games.spire.climb.state import (
    CARD_PLAYED,
    CURRENT_RULES,
    FIGHT_END,
    FIGHT_START,
    GENRE_CLIMB_RULES,
    GOLD_GAINED,
    MONSTER_KILLED,
    PICKUP,
    POTION_USED,
    PRICE,
    REST,
    TURN_END,
    TURN_START,
    HookEvent,
    HookFight,
    Relic,
    RunState,
)

STARTER = "starter"
RARITIES = (STARTER, "common", "uncommon", "rare", "shop", "boss")
"""Every relic rarity, in the order `relic_pool` callers meet them."""


def _fight(event: HookEvent) -> HookFight:
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
    """Heal after each fight won."""
    healed = _heal_after_fight(event, event.number("heal"))
    if healed:
        event.note(f"Ember Heart: healed {healed} HP.")


def _tripwire(event: HookEvent) -> None:
    """Every monster starts the fight weak (its first turns' attacks are cut)."""
    weak = event.number("weak")
    for monster in _fight(event).get_monsters():
        monster.add_weak(weak)
    event.note(f"Tripwire: every monster is {weak} weak.")


def _still_mind(event: HookEvent) -> None:
    """More energy on the first turn of a fight."""
    fight = _fight(event)
    if fight.turn == 1:
        fight.get_player().gain_energy(event.number("energy"))
        event.note(f"Still Mind: +{event.number('energy')} energy.")


# --- common ---------------------------------------------------------------------------------------------------


def _tin_flask(event: HookEvent) -> None:
    """More max HP (and as much HP), once."""
    event.run.raise_max_hp(event.number("max_hp"))
    event.note(f"Tin Flask: +{event.number('max_hp')} max HP.")


def _iron_buckle(event: HookEvent) -> None:
    """Block at the start of each fight (it lasts through the monsters' first turn)."""
    _fight(event).get_player().add_block(event.number("block"))
    event.note(f"Iron Buckle: +{event.number('block')} block.")


def _whet_flint(event: HookEvent) -> None:
    """Strength at the start of each fight."""
    _fight(event).get_player().add_strength(event.number("strength"))
    event.note(f"Whet Flint: +{event.number('strength')} strength.")


def _lucky_purse(event: HookEvent) -> None:
    """A share more gold (rounded down) whenever gold is gained."""
    bonus = event.amount * event.number("percent") // 100
    if bonus > 0:
        event.amount += bonus
        event.note(f"Lucky Purse: +{bonus} gold.")


def _field_kit(event: HookEvent) -> None:
    """Rests heal more (not a rest that heals nothing)."""
    if event.amount > 0:
        event.amount += event.number("heal")


def _hunters_mark(event: HookEvent) -> None:
    """Every monster starts the fight vulnerable (the first turns' attacks hurt it more)."""
    vulnerable = event.number("vulnerable")
    for monster in _fight(event).get_monsters():
        monster.add_vulnerable(vulnerable)
    event.note(f"Hunter's Mark: every monster is {vulnerable} vulnerable.")


# --- uncommon -------------------------------------------------------------------------------------------------


def _tally_stick(event: HookEvent) -> None:
    """Count attacks played (across fights, the count kept in `counters`); every so many also hits every monster."""
    if not _is_attack(event):
        return
    count = event.run.counters.get("tally_stick", 0) + 1
    if count >= event.number("every"):
        count = 0
        _hit_all(event, event.number("damage"))
        event.note(f"Tally Stick: {event.number('damage')} damage to every monster.")
    event.run.counters["tally_stick"] = count


def _leech_tooth(event: HookEvent) -> None:
    """Heal whenever a monster falls (what is missing, at most)."""
    fighter = _fight(event).get_player()
    before = fighter.get_hp()
    fighter.heal(event.number("heal"))
    if fighter.get_hp() > before:
        event.note(f"Leech Tooth: healed {fighter.get_hp() - before} HP.")


def _war_drum(event: HookEvent) -> None:
    """More energy on every so many-th turn of a fight."""
    fight = _fight(event)
    if fight.turn % event.number("every") == 0:
        fight.get_player().gain_energy(event.number("energy"))
        event.note(f"War Drum: +{event.number('energy')} energy.")


def _thorn_collar(event: HookEvent) -> None:
    """Damage to every monster at the end of each turn (nothing once the fight is won)."""
    if not _fight(event).get_monsters():
        return
    _hit_all(event, event.number("damage"))
    event.note(f"Thorn Collar: {event.number('damage')} damage to every monster.")


def _stone_skin(event: HookEvent) -> None:
    """Block at the end of each turn (before the monsters act; nothing once the fight is won)."""
    if not _fight(event).get_monsters():
        return
    _fight(event).get_player().add_block(event.number("block"))
    event.note(f"Stone Skin: +{event.number('block')} block.")


def _anvil_shard(event: HookEvent) -> None:
    """Upgrade the first upgradable attacks of the deck, once (deck order: no random source in a hook)."""
    deck = event.run.deck
    names: list[str] = []
    for index, card in enumerate(deck):
        if len(names) == event.number("count"):
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
    """Block at the start of every turn."""
    _fight(event).get_player().add_block(event.number("block"))
    event.note(f"Wyrm Scale: +{event.number('block')} block.")


def _trophy_tusk(event: HookEvent) -> None:
    """Strength whenever a monster falls."""
    _fight(event).get_player().add_strength(event.number("strength"))
    event.note(f"Trophy Tusk: +{event.number('strength')} strength.")


# --- shop -----------------------------------------------------------------------------------------------------


def _hagglers_ring(event: HookEvent) -> None:
    """Shop prices lower by a share (rounded down)."""
    event.amount = event.amount * (100 - event.number("percent")) // 100


def _herb_pouch(event: HookEvent) -> None:
    """Heal whenever a potion is drunk (potions are drunk in fights: the fighter heals)."""
    heal = event.number("heal")
    if event.fight is not None:
        before = event.fight.get_player().get_hp()
        event.fight.get_player().heal(heal)
        healed = event.fight.get_player().get_hp() - before
    else:
        healed = event.run.heal(heal)
    if healed:
        event.note(f"Herb Pouch: healed {healed} HP.")


# --- boss -----------------------------------------------------------------------------------------------------


def _extra_energy(event: HookEvent) -> None:
    """A boss relic's TURN_START hook: more energy every turn."""
    assert event.relic is not None
    _fight(event).get_player().gain_energy(event.number("energy"))
    event.note(f"{event.relic.name}: +{event.number('energy')} energy.")


def _sun_engine_rest(event: HookEvent) -> None:
    """Rests heal nothing."""
    event.amount = 0


def _gilded_yoke_gold(event: HookEvent) -> None:
    """Only a share of the gold (rounded down) is kept whenever gold is gained."""
    kept = event.amount * event.number("percent") // 100
    lost = event.amount - kept
    event.amount = kept
    if lost > 0:
        event.note(f"Gilded Yoke: {lost} gold lost.")


def _hollow_crown_pickup(event: HookEvent) -> None:
    """Less max HP, once (HP cut to it)."""
    event.run.lower_max_hp(event.number("max_hp"))
    event.note(f"Hollow Crown: -{event.number('max_hp')} max HP.")


def _storm_core_start(event: HookEvent) -> None:
    """The player starts each fight vulnerable (the monsters' first turns hit harder)."""
    _fight(event).get_player().add_vulnerable(event.number("vulnerable"))
    event.note(f"Storm Core: you are {event.number('vulnerable')} vulnerable.")


def _smiths_crown_pickup(event: HookEvent) -> None:
    """Upgrade every Strike and Defend of the deck, once."""
    deck = event.run.deck
    count = 0
    for index, card in enumerate(deck):
        better = upgraded(card) if card.get_name() in SMITHS_CROWN_CARDS else None
        if better is not None:
            deck[index] = better
            count += 1
    event.note(f"Smith's Crown: upgraded {count} card{'' if count == 1 else 's'}.")


def _thunder_bell_start(event: HookEvent) -> None:
    """Damage to every monster as each fight starts."""
    _hit_all(event, event.number("damage"))
    event.note(f"Thunder Bell: {event.number('damage')} damage to every monster.")


def _verdant_heart_pickup(event: HookEvent) -> None:
    """More max HP, then every HP back, once."""
    event.run.raise_max_hp(event.number("max_hp"))
    healed = event.run.heal(event.run.max_hp)
    event.note(f"Verdant Heart: +{event.number('max_hp')} max HP, healed {healed} more HP.")


def _bone_harvest_kill(event: HookEvent) -> None:
    """Energy and block whenever a monster falls (nothing once the fight is won)."""
    fight = _fight(event)
    if not fight.get_monsters():
        return
    fight.get_player().gain_energy(event.number("energy"))
    fight.get_player().add_block(event.number("block"))
    event.note(f"Bone Harvest: +{event.number('energy')} energy, +{event.number('block')} block.")


def _war_banner_start(event: HookEvent) -> None:
    """Strength and block at the start of each fight."""
    fighter = _fight(event).get_player()
    fighter.add_strength(event.number("strength"))
    fighter.add_block(event.number("block"))
    event.note(f"War Banner: +{event.number('strength')} strength, +{event.number('block')} block.")


# --- the table ------------------------------------------------------------------------------------------------

SMITHS_CROWN_CARDS = ("Strike", "Defend")
"""The cards Smith's Crown upgrades (every one of the deck, not yet upgraded)."""


BOSS_ENERGY = "+{energy} energy every turn."
"""What every boss relic's gift says (its downside follows)."""

RELICS: dict[str, Relic] = {relic.id: relic for relic in (
    Relic("ember_heart", "Ember Heart", "After each fight won, heal {heal} HP.", STARTER, {FIGHT_END: _ember_heart},
          {"heal": 6}),
    Relic("tripwire", "Tripwire", "Every monster starts a fight {weak} weak: its first {weak} turns.",
          STARTER, {FIGHT_START: _tripwire}, {"weak": 2}),
    Relic("still_mind", "Still Mind", "Gain {energy} more energy on the first turn of a fight.", STARTER,
          {TURN_START: _still_mind}, {"energy": 1}),
    Relic("tin_flask", "Tin Flask", "On pickup: {max_hp} more max HP, and as much HP.", "common",
          {PICKUP: _tin_flask}, {"max_hp": 7}),
    Relic("iron_buckle", "Iron Buckle", "Start each fight with {block} block.", "common",
          {FIGHT_START: _iron_buckle}, {"block": 8}),
    Relic("whet_flint", "Whet Flint", "Start each fight with {strength} strength.", "common",
          {FIGHT_START: _whet_flint}, {"strength": 1}),
    Relic("lucky_purse", "Lucky Purse", "Gain {percent}% more gold (rounded down).", "common",
          {GOLD_GAINED: _lucky_purse}, {"percent": 25}),
    Relic("field_kit", "Field Kit", "Resting heals {heal} more HP.", "common", {REST: _field_kit}, {"heal": 10}),
    Relic("hunters_mark", "Hunter's Mark", "Fights start with {vulnerable} vulnerable on every monster.", "common",
          {FIGHT_START: _hunters_mark}, {"vulnerable": 1}),
    Relic("tally_stick", "Tally Stick", "After every {every} attacks played, deal {damage} to all foes.",
          "uncommon", {CARD_PLAYED: _tally_stick}, {"every": 3, "damage": 4}),
    Relic("leech_tooth", "Leech Tooth", "Heal {heal} HP whenever a monster falls.", "uncommon",
          {MONSTER_KILLED: _leech_tooth}, {"heal": 3}),
    Relic("war_drum", "War Drum", "Gain {energy} more energy every {every} turns of a fight.", "uncommon",
          {TURN_START: _war_drum}, {"energy": 1, "every": 3}),
    Relic("thorn_collar", "Thorn Collar", "At the end of your turn, deal {damage} to all foes.", "uncommon",
          {TURN_END: _thorn_collar}, {"damage": 2}),
    Relic("stone_skin", "Stone Skin", "At the end of your turn, gain {block} block.", "uncommon",
          {TURN_END: _stone_skin}, {"block": 3}),
    Relic("anvil_shard", "Anvil Shard", "On pickup: upgrade the first {count} attacks of your deck.", "uncommon",
          {PICKUP: _anvil_shard}, {"count": 2}),
    Relic("twin_fang", "Twin Fang", "Your first attack in each fight hits twice.", "rare",
          {FIGHT_START: _twin_fang_reset, CARD_PLAYED: _twin_fang}),
    Relic("wyrm_scale", "Wyrm Scale", "Start every turn with {block} block.", "rare", {TURN_START: _wyrm_scale},
          {"block": 4}),
    Relic("trophy_tusk", "Trophy Tusk", "Gain {strength} strength whenever a monster falls.", "rare",
          {MONSTER_KILLED: _trophy_tusk}, {"strength": 2}),
    Relic("hagglers_ring", "Haggler's Ring", "Shop prices are {percent}% lower.", "shop", {PRICE: _hagglers_ring},
          {"percent": 20}),
    Relic("herb_pouch", "Herb Pouch", "Heal {heal} HP whenever you drink a potion.", "shop",
          {POTION_USED: _herb_pouch}, {"heal": 5}),
    Relic("sun_engine", "Sun Engine", BOSS_ENERGY + " Resting heals nothing.", "boss",
          {TURN_START: _extra_energy, REST: _sun_engine_rest}, {"energy": 1}),
    Relic("gilded_yoke", "Gilded Yoke", BOSS_ENERGY + " You keep {percent}% of gold, rounded down.", "boss",
          {TURN_START: _extra_energy, GOLD_GAINED: _gilded_yoke_gold}, {"energy": 1, "percent": 50}),
    Relic("hollow_crown", "Hollow Crown", BOSS_ENERGY + " On pickup: {max_hp} less max HP.", "boss",
          {TURN_START: _extra_energy, PICKUP: _hollow_crown_pickup}, {"energy": 1, "max_hp": 12}),
    Relic("storm_core", "Storm Core", BOSS_ENERGY + " Fights start with you {vulnerable} vulnerable.", "boss",
          {TURN_START: _extra_energy, FIGHT_START: _storm_core_start}, {"energy": 1, "vulnerable": 2}),
    Relic("smiths_crown", "Smith's Crown", "On pickup: upgrade every Strike and Defend of your deck.", "boss",
          {PICKUP: _smiths_crown_pickup}, since=GENRE_CLIMB_RULES),
    Relic("thunder_bell", "Thunder Bell", "At the start of each fight, deal {damage} to all foes.", "boss",
          {FIGHT_START: _thunder_bell_start}, {"damage": 8}, since=GENRE_CLIMB_RULES),
    Relic("verdant_heart", "Verdant Heart", "On pickup: {max_hp} more max HP, and heal to full.", "boss",
          {PICKUP: _verdant_heart_pickup}, {"max_hp": 10}, since=GENRE_CLIMB_RULES),
    Relic("bone_harvest", "Bone Harvest", "When a foe falls mid-fight: gain {energy} energy and {block} block.",
          "boss", {MONSTER_KILLED: _bone_harvest_kill}, {"energy": 1, "block": 6}, since=GENRE_CLIMB_RULES),
    Relic("war_banner", "War Banner", "Start each fight with {strength} strength and {block} block.", "boss",
          {FIGHT_START: _war_banner_start}, {"strength": 2, "block": 10}, since=GENRE_CLIMB_RULES),
)}
"""Every relic by id, in a fixed order (pools and draws follow it: append, never reorder)."""

STARTER_RELICS: dict[str, str] = {"ironclad": "ember_heart", "silent": "tripwire", "watcher": "still_mind"}
"""Each character's starting relic."""


def relic(relic_id: str) -> Relic:
    """The relic with this id (KeyError for an unknown one)."""
    return RELICS[relic_id]


def relic_pool(rarity: str, rules_version: int = CURRENT_RULES) -> list[str]:
    """The ids of every relic of this rarity a climb by this version of the rules may meet, in the table's order."""
    return [relic_id for relic_id, item in RELICS.items() if item.rarity == rarity and item.since <= rules_version]


def obtain(run: RunState, relic_id: str) -> None:
    """Give the run a relic (the one way to): append it, then run its own PICKUP function, if any. ValueError when
    the run already holds it (pick relics with `draw_relic`, which skips those owned)."""
    item = relic(relic_id)
    if run.has_relic(relic_id):
        raise ValueError(f"the run already holds {relic_id!r}")
    run.relics.append(item)
    pickup = item.hooks.get(PICKUP)
    if pickup is not None:
        pickup(HookEvent(run, relic=item))


def draw_relic(rng: random.Random, rarity: str, owned: Collection[str],
               rules_version: int = CURRENT_RULES) -> str | None:
    """A relic id of this rarity that is not owned (one `rng.choice` over the pool of this version of the rules, in
    its order), or None when none is left (then no random number is drawn)."""
    choices = [relic_id for relic_id in relic_pool(rarity, rules_version) if relic_id not in owned]
    return rng.choice(choices) if choices else None
