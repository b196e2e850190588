"""The climb's relics (climb/relics.py): the table, obtain and draw_relic, and each relic's effect in exact numbers,
played through a ClimbFight against a test monster."""

from __future__ import annotations

import random
import re

import pytest

from arcade.games.spire import model
from arcade.games.spire.climb.cards import StrikePlus
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.potions import drink
from arcade.games.spire.climb.relics import (
    RARITIES,
    RELICS,
    STARTER_RELICS,
    draw_relic,
    obtain,
    relic,
    relic_pool,
)
from arcade.games.spire.climb.state import (
    FIGHT_END,
    HOOKS,
    MONSTER_KILLED,
    PRICE,
    REST,
    TURN_START,
    HookEvent,
    Relic,
    RunState,
)
from arcade.games.spire.model import Bash, Card, Defend, Strike


class Dummy(ClimbMonster):
    """A test monster that hits for 5 every turn."""

    title = "Dummy"
    pattern = (Move("Hit", damage=5),)


def make_run(*relic_ids: str, character: str = "ironclad", hp: int = 80, deck: list[Card] | None = None) -> RunState:
    """A run at `hp` of 80 max HP holding these relics (obtained in order), a deck of ten Strikes by default."""
    run = RunState(character, 80, hp, deck if deck is not None else [Strike() for _ in range(10)])
    for relic_id in relic_ids:
        obtain(run, relic_id)
    return run


def make_fight(run: RunState, *hps: int) -> ClimbFight:
    """A new fight of the run against Dummies of these HPs (a new game first: monster ids from 0)."""
    model.new_game(random.Random(1))
    return ClimbFight(run, [Dummy(hp) for hp in hps])


def next_turn(fight: ClimbFight) -> None:
    """End the player's turn and let the monsters act."""
    fight.end_player_turn()
    fight.enemy_turn()


# --- the table ---------------------------------------------------------------------------------------------------


def test_the_table_has_enough_relics_of_each_kind() -> None:
    """Three starters (one per character), at least 15 more, at least 2 shop and 3 boss relics."""
    assert sorted(STARTER_RELICS) == ["ironclad", "silent", "watcher"]
    assert sorted(STARTER_RELICS.values()) == sorted(relic_pool("starter"))
    assert len(RELICS) - len(relic_pool("starter")) >= 15
    assert len(relic_pool("shop")) >= 2 and len(relic_pool("boss")) >= 3
    assert all(relic_pool(rarity) for rarity in ("common", "uncommon", "rare"))


def test_every_relic_is_well_formed() -> None:
    """Ids lower_snake and keys of the table; names ≤ 14; texts ≤ 60; known rarity; only known hooks."""
    names = set()
    for relic_id, item in RELICS.items():
        assert item.id == relic_id and re.fullmatch(r"[a-z]+(_[a-z]+)*", relic_id)
        assert 0 < len(item.name) <= 14 and 0 < len(item.text) <= 60
        assert item.rarity in RARITIES and item.hooks and set(item.hooks) <= set(HOOKS)
        names.add(item.name)
    assert len(names) == len(RELICS)
    commercial = {"Burning Blood", "Ring of the Snake", "Pure Water", "Anchor", "Vajra", "Lantern", "Pen Nib",
                  "Kunai", "Orichalcum", "Bag of Marbles", "Sozu", "Ectoplasm", "Coffee Dripper", "Busted Crown"}
    assert not names & commercial


def test_relic_lookup_and_pools() -> None:
    """relic() finds by id (KeyError otherwise); relic_pool keeps the table's order."""
    assert relic("tin_flask").name == "Tin Flask"
    with pytest.raises(KeyError):
        relic("no_such_relic")
    assert relic_pool("boss") == ["sun_engine", "gilded_yoke", "hollow_crown", "storm_core", "smiths_crown",
                                  "thunder_bell", "verdant_heart", "bone_harvest", "war_banner"]
    assert relic_pool("boss", 2) == ["sun_engine", "gilded_yoke", "hollow_crown", "storm_core"]
    assert relic_pool("shop") == ["hagglers_ring", "herb_pouch"]


def test_a_relic_pool_holds_the_relics_new_in_its_own_version() -> None:
    """A relic counts from the version that brought it: version 1's commons are its whole table's, and version 3
    (the five boss relics' `since`) has all nine boss relics."""
    assert relic_pool("common", 1) == ["tin_flask", "iron_buckle", "whet_flint", "lucky_purse", "field_kit",
                                       "hunters_mark"]
    assert relic_pool("boss", 3) == relic_pool("boss") and len(relic_pool("boss", 3)) == 9


def test_draw_relic_skips_those_owned_and_is_reproducible() -> None:
    """draw_relic never gives an owned id, gives None once the rarity is used up, and repeats for a seed."""
    pool = relic_pool("boss")
    owned: list[str] = []
    rng = random.Random(4)
    while (found := draw_relic(rng, "boss", owned)) is not None:
        assert found in pool and found not in owned
        owned.append(found)
    assert sorted(owned) == sorted(pool)
    state = rng.getstate()
    assert draw_relic(rng, "boss", owned) is None and rng.getstate() == state
    assert draw_relic(random.Random(9), "common", []) == draw_relic(random.Random(9), "common", [])
    assert draw_relic(random.Random(9), "common", []) == random.Random(9).choice(relic_pool("common"))


def test_obtain_runs_only_the_new_relics_pickup() -> None:
    """A second relic's pickup does not repeat the first's: Tin Flask's +7 max HP comes once."""
    run = make_run("tin_flask", hp=50)
    obtain(run, "hollow_crown")
    assert [item.id for item in run.relics] == ["tin_flask", "hollow_crown"]
    assert (run.max_hp, run.hp) == (80 + 7 - 12, 57)


def test_obtain_refuses_a_relic_held() -> None:
    """Obtaining a relic the run holds raises ValueError and changes nothing."""
    run = make_run("tin_flask")
    with pytest.raises(ValueError):
        obtain(run, "tin_flask")
    assert (len(run.relics), run.max_hp) == (1, 87)


# --- starters ----------------------------------------------------------------------------------------------------


def test_ember_heart_heals_six_after_a_fight_won() -> None:
    """Ironclad's starter: FIGHT_END heals the run 6 (whether or not the run took the fighter's HP back first)."""
    run = make_run("ember_heart", hp=50)
    fight = make_fight(run, 6)
    assert fight.player_apply_card("Strike", 0) and fight.is_won()
    run.hp = fight.get_player().get_hp()
    run.fire(FIGHT_END, fight)
    assert run.hp == 56 and run.log[-1] == "Ember Heart: healed 6 HP."
    run = make_run("ember_heart", hp=77)
    fight = make_fight(run, 6)
    fight.player_apply_card("Strike", 0)
    run.fire(FIGHT_END, fight)
    assert fight.get_player().get_hp() == 80
    run.hp = fight.get_player().get_hp()
    assert run.hp == 80


def test_tripwire_weakens_every_monster_for_its_first_two_turns() -> None:
    """Silent's starter: every monster starts 2 weak; the Dummies' first two hits do 3, their third 5."""
    run = make_run("tripwire", character="silent", hp=70)
    fight = make_fight(run, 30, 30)
    assert [monster.get_weak() for monster in fight.get_monsters()] == [2, 2]
    next_turn(fight)
    assert fight.get_player().get_hp() == 70 - 3 - 3
    next_turn(fight)
    assert fight.get_player().get_hp() == 64 - 3 - 3
    next_turn(fight)
    assert fight.get_player().get_hp() == 58 - 5 - 5


def test_still_mind_gives_one_energy_on_the_first_turn_only() -> None:
    """Watcher's starter: 4 energy on turn 1, 3 on turn 2."""
    run = make_run("still_mind", character="watcher", hp=72)
    fight = make_fight(run, 50)
    assert fight.get_player().get_energy() == 4
    next_turn(fight)
    assert fight.get_player().get_energy() == 3


# --- common ------------------------------------------------------------------------------------------------------


def test_tin_flask_raises_max_hp_by_seven() -> None:
    """On pickup: max HP and HP 7 more."""
    run = make_run("tin_flask", hp=40)
    assert (run.max_hp, run.hp) == (87, 47)


def test_iron_buckle_blocks_the_first_hit() -> None:
    """8 block at the start of a fight: the Dummy's 5 does no HP damage; the block is gone next turn."""
    fight = make_fight(make_run("iron_buckle"), 30)
    assert fight.get_player().get_block() == 8
    next_turn(fight)
    assert (fight.get_player().get_hp(), fight.get_player().get_block()) == (80, 0)


def test_whet_flint_gives_one_strength() -> None:
    """1 strength from the start: a Strike deals 7."""
    fight = make_fight(make_run("whet_flint"), 30)
    fight.player_apply_card("Strike", 0)
    assert fight.get_monsters()[0].get_hp() == 23


def test_lucky_purse_adds_a_quarter_of_the_gold() -> None:
    """100 gold becomes 125; 3 gold stays 3 (a quarter rounds down to 0)."""
    run = make_run("lucky_purse")
    assert run.gain_gold(100) == 125 and run.gain_gold(3) == 3 and run.gold == 128


def test_field_kit_adds_ten_to_a_rest() -> None:
    """A rest of 24 heals 34, one of 1 (a player a point below full) heals 11; a rest that heals nothing stays at 0."""
    run = make_run("field_kit")
    assert run.fire(REST, amount=24).amount == 34
    assert run.fire(REST, amount=1).amount == 11
    assert run.fire(REST, amount=0).amount == 0


def test_hunters_mark_makes_every_monster_vulnerable_for_the_first_turn() -> None:
    """1 vulnerable on each monster: a Strike deals 9 on turn 1, 6 on turn 2."""
    fight = make_fight(make_run("hunters_mark"), 40, 40)
    assert [monster.get_vulnerable() for monster in fight.get_monsters()] == [1, 1]
    fight.player_apply_card("Strike", 0)
    next_turn(fight)
    fight.player_apply_card("Strike", 0)
    assert fight.get_monsters()[0].get_hp() == 40 - 9 - 6


# --- uncommon ----------------------------------------------------------------------------------------------------


def test_tally_stick_every_third_attack_hits_all_for_four() -> None:
    """The third Strike also deals 4 to both monsters; the count starts again and carries to the next fight."""
    run = make_run("tally_stick")
    fight = make_fight(run, 100, 100)
    fight.player_apply_card("Strike", 0)
    fight.player_apply_card("Strike", 0)
    assert run.counters["tally_stick"] == 2
    fight.player_apply_card("Strike", 1)
    assert [monster.get_hp() for monster in fight.get_monsters()] == [100 - 12 - 4, 100 - 6 - 4]
    assert run.counters["tally_stick"] == 0
    next_turn(fight)
    fight.player_apply_card("Strike", 0)
    fight.player_apply_card("Strike", 0)
    fight = make_fight(run, 50)
    fight.player_apply_card("Strike", 0)
    assert fight.get_monsters()[0].get_hp() == 50 - 6 - 4


def test_tally_stick_does_not_count_cards_without_damage() -> None:
    """Defends are not attacks: three of them leave the count at 0."""
    run = make_run("tally_stick", deck=[Defend() for _ in range(5)])
    fight = make_fight(run, 30)
    for _ in range(3):
        assert fight.player_apply_card("Defend")
    assert run.counters.get("tally_stick", 0) == 0 and fight.get_monsters()[0].get_hp() == 30


def test_leech_tooth_heals_three_when_a_monster_falls() -> None:
    """Killing a 6-HP Dummy with a Strike heals the fighter from 50 to 53."""
    fight = make_fight(make_run("leech_tooth", hp=50), 6, 30)
    fight.player_apply_card("Strike", 0)
    assert fight.get_player().get_hp() == 53
    fight.player_apply_card("Strike", 1)
    assert fight.get_player().get_hp() == 53


def test_war_drum_gives_energy_on_every_third_turn() -> None:
    """Energy 3, 3, 4, 3, 3, 4 over six turns."""
    fight = make_fight(make_run("war_drum"), 500)
    energies = []
    for _ in range(6):
        energies.append(fight.get_player().get_energy())
        next_turn(fight)
    assert energies == [3, 3, 4, 3, 3, 4]


def test_thorn_collar_deals_two_to_all_at_turn_end() -> None:
    """Ending the turn takes 2 off each monster; a 2-HP monster falls before it acts."""
    fight = make_fight(make_run("thorn_collar"), 30, 2)
    fight.end_player_turn()
    assert [monster.get_hp() for monster in fight.get_monsters()] == [28]
    fight.enemy_turn()
    assert fight.get_player().get_hp() == 75


def test_a_relic_the_run_holds_cannot_be_obtained_again() -> None:
    """Obtaining Twin Fang a second time: ValueError naming it, and the run still holds one."""
    run = make_run("twin_fang")
    with pytest.raises(ValueError) as again:
        obtain(run, "twin_fang")
    assert str(again.value) == "the run already holds 'twin_fang'"
    assert [item.id for item in run.relics] == ["twin_fang"]


def test_monster_killed_is_told_which_monster_fell_to_damage_from_outside_a_card() -> None:
    """Thorn Collar's 2 fells the monsters of 2 and 1 HP (ids 0 and 2): a relic on MONSTER_KILLED is told each, in
    order, and the 30-HP one stands."""
    fallen: list[int] = []

    def spy(event: HookEvent) -> None:
        assert event.target is not None and event.target.is_defeated()
        fallen.append(event.target.get_id())

    run = make_run("thorn_collar")
    run.relics.append(Relic("spy", "Spy", "Test.", "common", {MONSTER_KILLED: spy}))
    fight = make_fight(run, 2, 30, 1)
    fight.end_player_turn()
    assert fallen == [0, 2] and [monster.get_id() for monster in fight.get_monsters()] == [1]


def test_monster_killed_is_told_which_monster_a_card_felled() -> None:
    """A Strike's 6 fells the 6-HP Dummy (id 1): a relic on MONSTER_KILLED is told that monster, once; the other
    stands."""
    fallen: list[int] = []

    def spy(event: HookEvent) -> None:
        assert event.target is not None and event.target.is_defeated()
        fallen.append(event.target.get_id())

    run = make_run()
    run.relics.append(Relic("spy", "Spy", "Test.", "common", {MONSTER_KILLED: spy}))
    fight = make_fight(run, 30, 6)
    assert fight.player_apply_card("Strike", 1)
    assert fallen == [1] and [monster.get_id() for monster in fight.get_monsters()] == [0]


def test_a_fight_hook_fired_with_no_fight_says_so() -> None:
    """Wyrm Scale's TURN_START hook fired outside a fight: ValueError 'a fight hook was fired outside a fight'."""
    run = make_run("wyrm_scale")
    with pytest.raises(ValueError) as outside:
        run.fire(TURN_START)
    assert str(outside.value) == "a fight hook was fired outside a fight"


def test_stone_skin_gains_three_block_at_turn_end() -> None:
    """3 block when the turn ends: the Dummy's 5 costs 2 HP."""
    fight = make_fight(make_run("stone_skin"), 30)
    fight.end_player_turn()
    assert fight.get_player().get_block() == 3
    fight.enemy_turn()
    assert fight.get_player().get_hp() == 78


def test_anvil_shard_upgrades_the_first_two_attacks() -> None:
    """The first two upgradable attacks of the deck become 'X+'; Defends and upgraded cards are passed over."""
    deck: list[Card] = [Defend(), StrikePlus(), Strike(), Bash(), Strike()]
    run = make_run("anvil_shard", deck=deck)
    assert [card.get_name() for card in run.deck] == ["Defend", "Strike+", "Strike+", "Bash+", "Strike"]
    assert run.log[-1] == "Anvil Shard: upgraded Strike+, Bash+."


# --- rare --------------------------------------------------------------------------------------------------------


def test_twin_fang_doubles_the_first_attack_of_each_fight() -> None:
    """The first Strike of a fight deals 6 twice, the second 6 once; a new fight doubles again."""
    run = make_run("twin_fang")
    fight = make_fight(run, 100)
    fight.player_apply_card("Strike", 0)
    assert fight.get_monsters()[0].get_hp() == 88
    fight.player_apply_card("Strike", 0)
    assert fight.get_monsters()[0].get_hp() == 82
    fight = make_fight(run, 100)
    fight.player_apply_card("Strike", 0)
    assert fight.get_monsters()[0].get_hp() == 88


def test_twin_fang_second_hit_counts_the_block_the_first_took() -> None:
    """A Strike's 6 on a Dummy with 5 block takes the block and 1 HP: the last hit is 6, and Twin Fang hits again for
    6 (30 → 29 → 23)."""
    fight = make_fight(make_run("twin_fang"), 30)
    dummy = fight.get_monsters()[0]
    dummy.add_block(5)
    assert fight.player_apply_card("Strike", 0)
    assert (fight.last_hit, dummy.get_hp(), dummy.get_block()) == (6, 23, 0)


def test_a_card_without_a_target_leaves_no_last_hit() -> None:
    """No card played yet: the last hit is 0; a Strike's is 6; a Defend played after it hits nothing: 0 again."""
    fight = make_fight(make_run(deck=[Strike(), Defend(), Strike(), Defend(), Strike()]), 30)
    assert fight.last_hit == 0
    assert fight.player_apply_card("Strike", 0)
    assert fight.last_hit == 6
    assert fight.player_apply_card("Defend")
    assert fight.last_hit == 0


def test_twin_fang_second_hit_counts_strength() -> None:
    """With Whet Flint's 1 strength both hits deal 7."""
    fight = make_fight(make_run("whet_flint", "twin_fang"), 100)
    fight.player_apply_card("Strike", 0)
    assert fight.get_monsters()[0].get_hp() == 86


def test_wyrm_scale_gives_four_block_every_turn() -> None:
    """4 block each turn: the Dummy's 5 costs 1 HP a turn."""
    fight = make_fight(make_run("wyrm_scale"), 100)
    assert fight.get_player().get_block() == 4
    next_turn(fight)
    assert (fight.get_player().get_hp(), fight.get_player().get_block()) == (79, 4)
    next_turn(fight)
    assert fight.get_player().get_hp() == 78


def test_trophy_tusk_gives_two_strength_per_monster_fallen() -> None:
    """Killing a 6-HP Dummy gives 2 strength: the next Strike deals 8."""
    fight = make_fight(make_run("trophy_tusk"), 6, 30)
    fight.player_apply_card("Strike", 0)
    assert fight.get_player().get_strength() == 2
    fight.player_apply_card("Strike", 1)
    assert fight.get_monsters()[0].get_hp() == 22


# --- shop --------------------------------------------------------------------------------------------------------


def test_hagglers_ring_takes_a_fifth_off_prices() -> None:
    """A price of 100 becomes 80; 55 becomes 44."""
    run = make_run("hagglers_ring")
    assert run.fire(PRICE, amount=100).amount == 80 and run.fire(PRICE, amount=55).amount == 44


def test_herb_pouch_heals_five_per_potion() -> None:
    """Drinking a potion heals the fighter 5 (50 → 55) besides the potion's effect."""
    run = make_run("herb_pouch", hp=50)
    fight = make_fight(run, 30)
    drink(run, fight, "shell_tonic", None)
    assert (fight.get_player().get_hp(), fight.get_player().get_block()) == (55, 12)
    assert run.log[-1] == "Herb Pouch: healed 5 HP."


# --- boss --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("relic_id", ["sun_engine", "gilded_yoke", "hollow_crown", "storm_core"])
def test_boss_relics_give_one_energy_every_turn(relic_id: str) -> None:
    """Every boss relic: 4 energy on turn 1 and turn 2."""
    fight = make_fight(make_run(relic_id), 500)
    assert fight.get_player().get_energy() == 4
    next_turn(fight)
    assert fight.get_player().get_energy() == 4


def test_sun_engine_rests_heal_nothing() -> None:
    """A rest heals 0, whatever relic comes after it (Field Kit adds nothing to nothing)."""
    run = make_run("sun_engine", "field_kit")
    assert run.fire(REST, amount=24).amount == 0
    run = make_run("field_kit", "sun_engine")
    assert run.fire(REST, amount=24).amount == 0


def test_gilded_yoke_halves_gold() -> None:
    """101 gold becomes 50."""
    run = make_run("gilded_yoke")
    assert run.gain_gold(101) == 50 and run.gold == 50
    assert run.log[-1] == "Gilded Yoke: 51 gold lost."


def test_hollow_crown_costs_twelve_max_hp() -> None:
    """On pickup: max HP 80 → 68, HP cut to it."""
    run = make_run("hollow_crown", hp=75)
    assert (run.max_hp, run.hp) == (68, 68)


def test_storm_core_makes_the_player_vulnerable_for_two_enemy_turns() -> None:
    """The player starts 2 vulnerable: the Dummy's 5 hits for 7 twice, then 5."""
    fight = make_fight(make_run("storm_core"), 500)
    assert fight.get_player().get_vulnerable() == 2
    hps = []
    for _ in range(3):
        next_turn(fight)
        hps.append(fight.get_player().get_hp())
    assert hps == [73, 66, 61]


def test_ember_heart_says_nothing_when_it_heals_nothing() -> None:
    """At full HP the starter relic heals 0 and writes no line to the log."""
    run = RunState("ironclad", 80, 80, [])
    obtain(run, "ember_heart")
    run.log.clear()
    run.fire(FIGHT_END)
    assert run.hp == 80 and run.log == []


def test_the_rest_site_says_why_resting_heals_nothing() -> None:
    """At full HP there is nothing to heal; hurt, with Sun Engine, the relic is named as what stops it."""
    from arcade.games.spire.climb.run import Climb
    from arcade.games.spire.climb_ui.rest_view import why_no_rest

    climb = Climb("ironclad", 1)
    assert climb.rest_amount() == 0 and why_no_rest(climb) == "nothing to heal"
    climb.run.hp -= 20
    assert climb.rest_amount() > 0
    obtain(climb.run, "field_kit")
    obtain(climb.run, "sun_engine")
    assert climb.rest_amount() == 0 and why_no_rest(climb) == "Sun Engine stops it"  # not Field Kit, which adds
