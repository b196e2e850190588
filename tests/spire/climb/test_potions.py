"""The climb's potions (climb/potions.py): the table, each potion's effect in exact numbers in a ClimbFight, drink's
refusals and hook, and the weighted draw."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from arcade.games.spire import model
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.potions import (
    POTION_PRICE,
    POTIONS,
    Potion,
    PotionEffect,
    drink,
    potion,
    random_potion,
)
from arcade.games.spire.climb.state import POTION_USED, HookEvent, Relic, RunState
from arcade.games.spire.model import Strike
from tests.fixed_rolls import FixedRoll


class Dummy(ClimbMonster):
    """A test monster that hits for 5 every turn."""

    title = "Dummy"
    pattern = (Move("Hit", damage=5),)


def make_fight(*hps: int, hp: int = 80) -> tuple[RunState, ClimbFight]:
    """A run at `hp` of 80 with ten Strikes, in a new fight against Dummies of these HPs (monster ids from 0)."""
    run = RunState("ironclad", 80, hp, [Strike() for _ in range(10)])
    model.new_game(random.Random(1))
    return run, ClimbFight(run, [Dummy(max_hp) for max_hp in hps])


def test_the_table() -> None:
    """At least 6 kinds, 2 needing a target; ids lower_snake; names ≤ 14; texts ≤ 60; rarity known; prices."""
    assert len(POTIONS) >= 6 and sum(item.needs_target for item in POTIONS.values()) >= 2
    for potion_id, item in POTIONS.items():
        assert item.id == potion_id and re.fullmatch(r"[a-z]+(_[a-z]+)*", potion_id)
        assert 0 < len(item.name) <= 14 and 0 < len(item.text) <= 60
        assert item.rarity in POTION_PRICE
    assert POTION_PRICE == {"common": 50, "uncommon": 75, "rare": 100}
    assert {item.rarity for item in POTIONS.values()} == {"common", "uncommon", "rare"}
    assert potion("fire_flask") == Potion("fire_flask", "Fire Flask", "common", PotionEffect(damage=20))
    assert potion("fire_flask").text == "Deal 20 damage to one foe." and potion("fire_flask").needs_target
    with pytest.raises(KeyError):
        potion("no_such_potion")


def test_fire_flask_deals_twenty_through_block() -> None:
    """20 damage to the target only: 30 → 10; with 5 block on it, 30 → 15."""
    run, fight = make_fight(30, 30)
    message = drink(run, fight, "fire_flask", fight.get_monsters()[0])
    assert [monster.get_hp() for monster in fight.get_monsters()] == [10, 30]
    assert message == "Fire Flask: 20 damage to Dummy."
    run, fight = make_fight(30)
    fight.get_monsters()[0].add_block(5)
    drink(run, fight, "fire_flask", fight.get_monsters()[0])
    assert fight.get_monsters()[0].get_hp() == 15


def test_fire_flask_can_win_the_fight() -> None:
    """A 20-HP monster falls to it and the fight is won."""
    run, fight = make_fight(20)
    drink(run, fight, "fire_flask", fight.get_monsters()[0])
    assert fight.get_monsters() == [] and fight.is_won()


def test_shard_bomb_deals_ten_to_every_monster() -> None:
    """30 → 20, and an 8-HP monster falls."""
    run, fight = make_fight(30, 8)
    assert drink(run, fight, "shard_bomb", None) == "Shard Bomb: 10 damage to every foe."
    assert [monster.get_hp() for monster in fight.get_monsters()] == [20]


def test_shell_tonic_gives_twelve_block() -> None:
    """12 block: the Dummy's 5 costs no HP."""
    run, fight = make_fight(30)
    drink(run, fight, "shell_tonic", None)
    assert fight.get_player().get_block() == 12
    fight.end_player_turn()
    fight.enemy_turn()
    assert fight.get_player().get_hp() == 80


def test_sap_tonic_makes_the_target_three_vulnerable() -> None:
    """3 vulnerable on the target only: a Strike on it deals 9."""
    run, fight = make_fight(30, 30)
    drink(run, fight, "sap_tonic", fight.get_monsters()[1])
    assert [monster.get_vulnerable() for monster in fight.get_monsters()] == [0, 3]
    fight.player_apply_card("Strike", 1)
    assert fight.get_monsters()[1].get_hp() == 21


def test_dull_mist_weak_cuts_the_next_three_turns() -> None:
    """3 weak on the target: its next three hits do 3 (5 × 0.75), the fourth 5."""
    run, fight = make_fight(100)
    drink(run, fight, "dull_mist", fight.get_monsters()[0])
    assert fight.get_monsters()[0].get_weak() == 3
    hps = []
    for _ in range(4):
        fight.end_player_turn()
        fight.enemy_turn()
        hps.append(fight.get_player().get_hp())
    assert hps == [77, 74, 71, 66]


def test_ox_draught_gives_two_strength() -> None:
    """2 strength: a Strike deals 8."""
    run, fight = make_fight(30)
    drink(run, fight, "ox_draught", None)
    fight.player_apply_card("Strike", 0)
    assert (fight.get_player().get_strength(), fight.get_monsters()[0].get_hp()) == (2, 22)


def test_red_salve_heals_a_fifth_of_max_hp() -> None:
    """16 HP of 80 max: 50 → 66; at 75 only up to 80."""
    run, fight = make_fight(30, hp=50)
    assert drink(run, fight, "red_salve", None) == "Red Salve: healed 16 HP."
    assert fight.get_player().get_hp() == 66
    run, fight = make_fight(30, hp=75)
    assert drink(run, fight, "red_salve", None) == "Red Salve: healed 5 HP."
    assert fight.get_player().get_hp() == 80


def test_spark_vial_gives_two_energy() -> None:
    """Energy 3 → 5 this turn; back to 3 next turn."""
    run, fight = make_fight(100)
    drink(run, fight, "spark_vial", None)
    assert fight.get_player().get_energy() == 5
    fight.end_player_turn()
    fight.enemy_turn()
    assert fight.get_player().get_energy() == 3


def test_titan_brew_gives_three_strength_and_ten_block() -> None:
    """3 strength and 10 block."""
    run, fight = make_fight(30)
    drink(run, fight, "titan_brew", None)
    assert (fight.get_player().get_strength(), fight.get_player().get_block()) == (3, 10)


def test_a_target_potion_needs_a_monster_of_the_fight() -> None:
    """No target, or a monster not in the fight: ValueError, and nothing happens."""
    run, fight = make_fight(30)
    stranger = Dummy(30)
    for target in (None, stranger):
        with pytest.raises(ValueError):
            drink(run, fight, "fire_flask", target)
    assert fight.get_monsters()[0].get_hp() == 30 and stranger.get_hp() == 30


def test_no_potion_outside_the_players_turn() -> None:
    """During the monsters' turn drink raises ValueError and the block stays 0."""
    run, fight = make_fight(30)
    fight.end_player_turn()
    with pytest.raises(ValueError):
        drink(run, fight, "shell_tonic", None)
    assert fight.get_player().get_block() == 0


def test_an_untargeted_potion_ignores_a_target() -> None:
    """Shell Tonic given a target still only gives block; the monster is untouched."""
    run, fight = make_fight(30)
    drink(run, fight, "shell_tonic", fight.get_monsters()[0])
    assert (fight.get_player().get_block(), fight.get_monsters()[0].get_hp()) == (12, 30)


def test_drink_fires_potion_used_and_leaves_the_slots() -> None:
    """POTION_USED comes after the effect with the potion's id; the run's slots are untouched; no log line."""
    seen: list[tuple[str, int]] = []

    def spy(event: HookEvent) -> None:
        assert event.fight is not None
        seen.append((event.potion, event.fight.get_player().get_block()))

    run, fight = make_fight(30)
    run.relics.append(Relic("spy", "Spy", "Test.", "common", {POTION_USED: spy}))
    run.potions = ["shell_tonic", None, None]
    drink(run, fight, "shell_tonic", None)
    assert seen == [("shell_tonic", 12)]
    assert run.potions == ["shell_tonic", None, None] and run.log == []


def test_random_potion_is_reproducible_and_weighted_by_rarity() -> None:
    """Same seed, same potion; over 5000 draws the rarities come near 65/25/10 and every kind appears."""
    assert [random_potion(random.Random(seed)) for seed in range(20)] == [
        random_potion(random.Random(seed)) for seed in range(20)]
    rng = random.Random(5)
    drawn = [random_potion(rng) for _ in range(5000)]
    assert set(drawn) == set(POTIONS)
    rarities = Counter(POTIONS[potion_id].rarity for potion_id in drawn)
    for rarity, share in (("common", 65), ("uncommon", 25), ("rare", 10)):
        assert abs(rarities[rarity] / 50 - share) < 3, rarities


def test_random_potion_takes_one_random_and_one_choice() -> None:
    """The draw is one random() for the rarity, then one choice() among that rarity in table order."""
    for seed in range(30):
        replay = random.Random(seed)
        roll = replay.random() * 100
        rarity = "common" if roll < 65 else "uncommon" if roll < 90 else "rare"
        expected = replay.choice([key for key, item in POTIONS.items() if item.rarity == rarity])
        assert random_potion(random.Random(seed)) == expected


def test_a_potions_damage_says_what_block_took() -> None:
    """Fire Flask on a Dummy of 30 HP: with 6 block it loses 14 HP and the log says 'Fire Flask: 20 damage to Dummy,
    6 blocked.'; with 25 block it loses none: '..., all blocked.'."""
    said = []
    for block in (6, 25):
        run, fight = make_fight(30)
        fight.get_monsters()[0].add_block(block)
        said.append((drink(run, fight, "fire_flask", fight.get_monsters()[0]), fight.get_monsters()[0].get_hp()))
    assert said == [("Fire Flask: 20 damage to Dummy, 6 blocked.", 16),
                    ("Fire Flask: 20 damage to Dummy, all blocked.", 30)]


def test_a_potion_of_weak_and_vulnerable_says_both(monkeypatch: pytest.MonkeyPatch) -> None:
    """A potion of 1 weak and 2 vulnerable (none in today's table has both): 'Dummy is 1 weak and 2 vulnerable', as
    its text 'Apply 1 weak and 2 vulnerable to one foe.' says, and the target has both."""
    monkeypatch.setitem(POTIONS, "blight_mist", Potion("blight_mist", "Blight Mist", "rare",
                                                        PotionEffect(weak=1, vulnerable=2)))
    assert potion("blight_mist").text == "Apply 1 weak and 2 vulnerable to one foe."
    run, fight = make_fight(30)
    target = fight.get_monsters()[0]
    assert drink(run, fight, "blight_mist", target) == "Blight Mist: Dummy is 1 weak and 2 vulnerable."
    assert (target.get_weak(), target.get_vulnerable()) == (1, 2)


def test_potion_used_is_told_the_target_of_a_potion_on_a_monster_and_none_otherwise() -> None:
    """POTION_USED's target: the monster Fire Flask was drunk on (the second); None for Shell Tonic, even when a
    monster is given with it."""
    seen: list[tuple[str, int | None]] = []

    def spy(event: HookEvent) -> None:
        seen.append((event.potion, event.target.get_id() if event.target is not None else None))

    run, fight = make_fight(30, 30)
    run.relics.append(Relic("spy", "Spy", "Test.", "common", {POTION_USED: spy}))
    second = fight.get_monsters()[1]
    drink(run, fight, "fire_flask", second)
    drink(run, fight, "shell_tonic", second)
    assert seen == [("fire_flask", second.get_id()), ("shell_tonic", None)]


def test_drinks_refusals_say_why() -> None:
    """A target potion with no monster: 'Fire Flask needs a monster of the fight as its target'; in the monsters'
    turn: "potions are drunk during the player's turn"."""
    run, fight = make_fight(30)
    with pytest.raises(ValueError) as no_target:
        drink(run, fight, "fire_flask", None)
    assert str(no_target.value) == "Fire Flask needs a monster of the fight as its target"
    fight.end_player_turn()
    with pytest.raises(ValueError) as not_now:
        drink(run, fight, "shell_tonic", None)
    assert str(not_now.value) == "potions are drunk during the player's turn"


def test_random_potions_rarity_changes_exactly_at_65_and_90() -> None:
    """A roll of 65 (random() = 0.65, times 100 exactly 65.0) is uncommon, the double below it common; 90 is rare,
    the double below it uncommon."""
    rolls = (0.6499999999999999, 0.65, 0.8999999999999999, 0.9)
    assert [roll * 100 for roll in rolls] == [64.99999999999999, 65.0, 89.99999999999999, 90.0]
    assert [potion(random_potion(FixedRoll(roll))).rarity for roll in rolls] == [
        "common", "uncommon", "uncommon", "rare"]
