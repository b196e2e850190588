"""Every number a relic's or a potion's text names is what it does: each relic is played at its moment in a real
climb fight or step, each potion drunk in one, and what it did is measured (HP healed, damage, block, strength, energy,
gold, a price, turns a status acts, attacks counted), in the order its text names the numbers; the texts' numbers are
read from the words alone.

Planted and seen to fail: Leech Tooth healing 4 while its text says 3 (a hook's number typed beside the table's),
War Drum acting every 2 turns, Gilded Yoke keeping 60%, Tripwire's weak ticking before the monster acts, Red Salve
healing 25%."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from arcade.games.spire.climb import potions, relics
from arcade.games.spire.climb.cards import StrikePlus
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.potions import drink
from arcade.games.spire.climb.state import FIGHT_END, PRICE, REST, RunState
from arcade.games.spire.model import TURN_ENERGY, Bash, Defend, Strike, attack_damage, new_game

HIT = 8
"""The test monster's hit with no status on either side."""


class Hitter(ClimbMonster):
    """A test monster that hits for HIT every turn."""

    title = "Hitter"
    pattern = (Move("Hit", damage=HIT),)


def run_with(*relic_ids: str, hp: int = 40) -> RunState:
    """An IronClad run at `hp` of 80 with a deck of ten Strikes, holding these relics."""
    run = RunState("ironclad", 80, hp, [Strike() for _ in range(10)])
    for relic_id in relic_ids:
        relics.obtain(run, relic_id)
    return run


def fight_of(run: RunState, *hps: int) -> ClimbFight:
    """A climb fight of the run against Hitters of these HPs (999 by default)."""
    new_game(random.Random(1))
    return ClimbFight(run, [Hitter(hp) for hp in hps or (999,)])


def end_turn(fight: ClimbFight) -> None:
    fight.end_player_turn()
    fight.enemy_turn()


def strike(fight: ClimbFight, monster: int = 0) -> None:
    """Play a Strike on the monster at this place."""
    assert fight.player_apply_card("Strike", fight.get_monsters()[monster].get_id())


def turns_cut(fight: ClimbFight) -> int:
    """The monsters' turns, from their next, whose hit is cut (the forecast's, held to the real turn elsewhere)."""
    counted = 0
    for _ in range(8):
        counted += predict_turn(fight).intents[0].damage < HIT
        end_turn(fight)
    return counted


def hp_healed_by_kill(relic_id: str) -> list[int]:
    fight = fight_of(run_with(relic_id), 1)
    before = fight.get_player().get_hp()
    strike(fight)
    return [fight.get_player().get_hp() - before]


def ember_heart() -> list[int]:
    run = run_with("ember_heart")
    fight = fight_of(run, 1)
    strike(fight)
    before = fight.get_player().get_hp()
    run.fire(FIGHT_END, fight)
    return [fight.get_player().get_hp() - before]


def tripwire() -> list[int]:
    fight = fight_of(run_with("tripwire"))
    return [fight.get_monsters()[0].get_weak(), turns_cut(fight)]


def energy_gained(relic_id: str, turns: int = 9) -> list[int]:
    """The energy above the turn's TURN_ENERGY on each of the first turns (the player at 80 HP outlasts them)."""
    fight = fight_of(run_with(relic_id, hp=80))
    gained = []
    for _ in range(turns):
        gained.append(fight.get_player().get_energy() - TURN_ENERGY)
        end_turn(fight)
    return gained


def still_mind() -> list[int]:
    gained = energy_gained("still_mind")
    assert gained[1:] == [0] * 8
    return gained[:1]


def tin_flask() -> list[int]:
    run = run_with(hp=40)
    relics.obtain(run, "tin_flask")
    assert run.hp - 40 == run.max_hp - 80  # "and as much HP"
    return [run.max_hp - 80]


def start_block() -> list[int]:
    return [fight_of(run_with("iron_buckle")).get_player().get_block()]


def whet_flint() -> list[int]:
    return [fight_of(run_with("whet_flint")).get_player().get_strength()]


def lucky_purse() -> list[int]:
    """The percent more of 100 gold gained, checked to round down on 7."""
    run = run_with("lucky_purse")
    percent = run.gain_gold(100) - 100
    assert run.gain_gold(7) == 7 + 7 * percent // 100
    return [percent]


def gilded_yoke() -> list[int]:
    """The energy, and the percent of 100 gold kept, checked to round down on 7."""
    run = run_with("gilded_yoke")
    percent = run.gain_gold(100)
    assert run.gain_gold(7) == 7 * percent // 100
    return [*extra_energy("gilded_yoke"), percent]


def field_kit() -> list[int]:
    return [run_with("field_kit").fire(REST, amount=20).amount - 20]


def hunters_mark() -> list[int]:
    fight = fight_of(run_with("hunters_mark"))
    counted = 0
    for _ in range(6):
        counted += attack_damage(6, fight.get_player(), fight.get_monsters()[0]) > 6
        end_turn(fight)
    return [counted]


def tally_stick() -> list[int]:
    """The period of the extra hits and their damage: Strikes on one Hitter, the other Hitter takes only the extra."""
    fight = fight_of(run_with("tally_stick"), 999, 999)
    extra = []
    for _ in range(8):
        if fight.get_player().get_energy() == 0:
            end_turn(fight)
        before = fight.get_monsters()[1].get_hp()
        strike(fight)
        extra.append(before - fight.get_monsters()[1].get_hp())
    hits = [number for number, damage in enumerate(extra, start=1) if damage]
    assert hits and all(number % hits[0] == 0 for number in hits) and len(set(d for d in extra if d)) == 1
    return [hits[0], max(extra)]


def war_drum() -> list[int]:
    gained = energy_gained("war_drum")
    turns = [number for number, energy in enumerate(gained, start=1) if energy]
    assert turns == list(range(turns[0], 10, turns[0]))
    return [max(gained), turns[0]]


def thorn_collar() -> list[int]:
    fight = fight_of(run_with("thorn_collar"))
    end_turn(fight)
    return [999 - fight.get_monsters()[0].get_hp()]


def stone_skin() -> list[int]:
    fight = fight_of(run_with("stone_skin"))
    before = fight.get_player().get_hp()
    end_turn(fight)
    return [HIT - (before - fight.get_player().get_hp())]


def anvil_shard() -> list[int]:
    run = RunState("ironclad", 80, 80, [Defend(), Strike(), Strike(), Strike()])
    relics.obtain(run, "anvil_shard")
    return [sum(card.get_name() == "Strike+" for card in run.deck)]


def twin_fang() -> list[int]:
    fight = fight_of(run_with("twin_fang"))
    strike(fight)
    strike(fight)
    assert 999 - fight.get_monsters()[0].get_hp() == 6 + 6 + 6  # twice, then once
    return []


def wyrm_scale() -> list[int]:
    fight = fight_of(run_with("wyrm_scale"))
    end_turn(fight)
    return [fight.get_player().get_block()]


def trophy_tusk() -> list[int]:
    fight = fight_of(run_with("trophy_tusk"), 1, 999)
    strike(fight)
    return [fight.get_player().get_strength()]


def hagglers_ring() -> list[int]:
    return [100 - run_with("hagglers_ring").fire(PRICE, amount=100).amount]


def herb_pouch() -> list[int]:
    run = run_with("herb_pouch")
    fight = fight_of(run)
    before = fight.get_player().get_hp()
    drink(run, fight, "shell_tonic", None)
    return [fight.get_player().get_hp() - before]


def extra_energy(relic_id: str) -> list[int]:
    gained = energy_gained(relic_id, 3)
    assert len(set(gained)) == 1
    return gained[:1]


def sun_engine() -> list[int]:
    assert run_with("sun_engine").fire(REST, amount=20).amount == 0
    return extra_energy("sun_engine")


def hollow_crown() -> list[int]:
    run = run_with(hp=80)
    relics.obtain(run, "hollow_crown")
    return [*extra_energy("hollow_crown"), 80 - run.max_hp]


def storm_core() -> list[int]:
    fight = fight_of(run_with("storm_core"))
    harder = 0
    for _ in range(5):
        harder += predict_turn(fight).intents[0].damage > HIT
        end_turn(fight)
    return [*extra_energy("storm_core"), harder]


def smiths_crown() -> list[int]:
    run = RunState("ironclad", 80, 80, [Strike(), Defend(), Bash(), Strike(), StrikePlus(), Defend()])
    relics.obtain(run, "smiths_crown")
    assert [card.get_name() for card in run.deck] == ["Strike+", "Defend+", "Bash", "Strike+", "Strike+", "Defend+"]
    assert run.log[-1] == "Smith's Crown: upgraded 4 cards."
    return []


def thunder_bell() -> list[int]:
    fight = fight_of(run_with("thunder_bell"), 999, 5, 999)
    first, third = fight.get_monsters()
    assert first is not third and len(fight.get_monsters()) == 2  # the 5-HP one fell at the fight's start
    assert (999 - first.get_hp()) == (999 - third.get_hp())
    return [999 - first.get_hp()]


def verdant_heart() -> list[int]:
    run = run_with(hp=30)
    relics.obtain(run, "verdant_heart")
    assert run.hp == run.max_hp  # "and heal to full"
    return [run.max_hp - 80]


def bone_harvest() -> list[int]:
    fight = fight_of(run_with("bone_harvest"), 1, 999)
    player = fight.get_player()
    energy, block = player.get_energy(), player.get_block()
    strike(fight)  # a Strike costs 1: the energy back is the relic's
    gained = [player.get_energy() - (energy - 1), player.get_block() - block]
    assert fight.run.log[-1] == f"Bone Harvest: +{gained[0]} energy, +{gained[1]} block."
    last = fight_of(run_with("bone_harvest"), 1)
    strike(last)  # the last foe falls: the fight is won, nothing is gained
    assert (last.get_player().get_energy(), last.get_player().get_block()) == (TURN_ENERGY - 1, 0)
    return gained


def war_banner() -> list[int]:
    player = fight_of(run_with("war_banner")).get_player()
    return [player.get_strength(), player.get_block()]


MEASURES: dict[str, Callable[[], list[int]]] = {
    "ember_heart": ember_heart, "tripwire": tripwire, "still_mind": still_mind, "tin_flask": tin_flask,
    "iron_buckle": start_block, "whet_flint": whet_flint, "lucky_purse": lucky_purse,
    "field_kit": field_kit, "hunters_mark": hunters_mark, "tally_stick": tally_stick,
    "leech_tooth": lambda: hp_healed_by_kill("leech_tooth"), "war_drum": war_drum, "thorn_collar": thorn_collar,
    "stone_skin": stone_skin, "anvil_shard": anvil_shard, "twin_fang": twin_fang, "wyrm_scale": wyrm_scale,
    "trophy_tusk": trophy_tusk, "hagglers_ring": hagglers_ring, "herb_pouch": herb_pouch, "sun_engine": sun_engine,
    "gilded_yoke": gilded_yoke,
    "hollow_crown": hollow_crown, "storm_core": storm_core, "smiths_crown": smiths_crown,
    "thunder_bell": thunder_bell, "verdant_heart": verdant_heart, "bone_harvest": bone_harvest,
    "war_banner": war_banner,
}
"""Each relic → what playing it shows, the numbers in the order its text names them."""


def test_every_relic_is_measured() -> None:
    assert set(MEASURES) == set(relics.RELICS)


@pytest.mark.parametrize("relic_id", list(relics.RELICS))
def test_every_number_a_relics_text_names_is_what_it_does(relic_id: str) -> None:
    text = relics.relic(relic_id).text
    assert MEASURES[relic_id]() == [int(number) for number in re.findall(r"\d+", text)], text


# --- potions ------------------------------------------------------------------------------------------------------


def drunk(potion_id: str, hp: int = 40) -> tuple[ClimbFight, Hitter, Hitter]:
    """A fight against two fresh Hitters in which the potion was just drunk (on the first when it takes a target)."""
    run = run_with(hp=hp)
    fight = fight_of(run, 999, 999)
    first, second = fight.get_monsters()
    drink(run, fight, potion_id, first if potions.potion(potion_id).needs_target else None)
    return fight, first, second  # type: ignore[return-value]


def fire_flask() -> list[int]:
    _fight, first, second = drunk("fire_flask")
    assert second.get_hp() == 999
    return [999 - first.get_hp()]


def shard_bomb() -> list[int]:
    _fight, first, second = drunk("shard_bomb")
    assert first.get_hp() == second.get_hp()
    return [999 - first.get_hp()]


def status_turns(potion_id: str) -> list[int]:
    """The turns the target's weak cuts its hit, or its vulnerable makes an attack on it harder."""
    fight, first, second = drunk(potion_id)
    if first.get_weak():
        return [turns_cut(fight)]
    counted = 0
    for _ in range(6):
        counted += attack_damage(6, fight.get_player(), first) > attack_damage(6, fight.get_player(), second)
        end_turn(fight)
    return [counted]


def red_salve() -> list[int]:
    fight, _first, _second = drunk("red_salve", hp=10)
    return [(fight.get_player().get_hp() - 10) * 100 // 80]


POTION_MEASURES: dict[str, Callable[[], list[int]]] = {
    "fire_flask": fire_flask, "shard_bomb": shard_bomb,
    "shell_tonic": lambda: [drunk("shell_tonic")[0].get_player().get_block()],
    "sap_tonic": lambda: status_turns("sap_tonic"), "dull_mist": lambda: status_turns("dull_mist"),
    "ox_draught": lambda: [drunk("ox_draught")[0].get_player().get_strength()],
    "red_salve": red_salve,
    "spark_vial": lambda: [drunk("spark_vial")[0].get_player().get_energy() - TURN_ENERGY],
    "titan_brew": lambda: [drunk("titan_brew")[0].get_player().get_strength(),
                           drunk("titan_brew")[0].get_player().get_block()],
}
"""Each potion → what drinking it shows, the numbers in the order its text names them."""


@pytest.mark.parametrize("potion_id", list(potions.POTIONS))
def test_every_number_a_potions_text_names_is_what_it_does(potion_id: str) -> None:
    assert set(POTION_MEASURES) == set(potions.POTIONS)
    text = potions.potion(potion_id).text
    assert POTION_MEASURES[potion_id]() == [int(number) for number in re.findall(r"\d+", text)], text
