"""The ladder's rules 5–10 and the genre's map rules checked where they act, with exact values: the elites a map
draws, a first fight's monsters, the heal on reaching act 2, a reward's potion, the deck a climb starts with and what
a shop or event may take from it, a burning elite's reward, and an unknown room whose fight odds grew.

Each rule is checked through the climb (Climb, Climb.replay, a shop or event step), not its lookup in rules.py, and
both ways: by the difficulty (every rule up to it) and alone as a daily climb's extra rule. The climbs are a greedy
Ironclad's (test_rules_where_they_act.greedy_actions), replayed.
"""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.climb import bestiary, cards, events, rules, shop
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.map import ELITE, MONSTER
from arcade.games.spire.climb.run import (
    ACT_HEAL_PERCENT,
    BURNING_HP_PERCENT,
    EVENT,
    FIGHT,
    HP_PERCENT,
    MAP,
    REWARD,
    SHOP_PHASE,
    UNKNOWN_ODDS,
    Climb,
    stream,
)
from arcade.games.spire.climb.state import POTION_SLOTS, RunState
from arcade.games.spire.model import Bash, Card, Defend, Strike

from .test_rules_where_they_act import at, at_the_boss_relics, greedy_actions, past_the_opening, replayed


def elites_on_act_1(seed: int, difficulty: int = 0, daily_rule: int = 0) -> int:
    """How many elites act 1's map of this climb holds."""
    climb = Climb("ironclad", seed, difficulty, daily_rule)
    return sum(node.kind == ELITE for node in climb.map.nodes.values())


# --- Crowded halls (rule 5): elites drawn 60% more often -----------------------------------------------------------

def test_crowded_halls_put_more_elites_on_the_map_from_difficulty_5_or_as_the_days_rule() -> None:
    """Act 1's elites for seeds 0–9: the same maps at difficulty 0 and 4, more at 5 or with the day's rule 5 (the
    same seeds' maps drawn with the elite weight × 1.6), and over 50 seeds 211 against 158."""
    usual = [4, 2, 2, 5, 2, 2, 3, 5, 2, 2]
    crowded = [5, 4, 3, 6, 3, 2, 4, 6, 3, 3]
    assert [elites_on_act_1(seed, 4) for seed in range(10)] == usual
    assert [elites_on_act_1(seed) for seed in range(10)] == usual
    assert [elites_on_act_1(seed, 5) for seed in range(10)] == crowded
    assert [elites_on_act_1(seed, 0, 5) for seed in range(10)] == crowded
    assert (sum(elites_on_act_1(seed, 4) for seed in range(50)),
            sum(elites_on_act_1(seed, 5) for seed in range(50))) == (158, 211)


# --- Sharp claws (rule 6) and Thick hides (rule 7): the first fight's monsters -------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "strength", "max_hp"), [
    (0, 0, [1, 1], [9, 11]), (5, 0, [1, 1], [9, 11]), (6, 0, [2, 2], [9, 11]), (0, 6, [2, 2], [9, 11]),
    (7, 0, [2, 2], [10, 13]), (0, 7, [1, 1], [10, 13]), (0, 8, [1, 1], [9, 11])])
def test_sharp_claws_and_thick_hides_change_the_first_fights_monsters(
        difficulty: int, daily_rule: int, strength: list[int], max_hp: list[int]) -> None:
    """Seed 0's first fight, a Bat Flock: act 1 gives each bat 1 strength (2 with Sharp claws) and 9 and 11 HP
    (115% with Thick hides, rounded down: 10 and 13); the rule acts from its difficulty or as the day's rule."""
    climb = at(0, "first fight", difficulty, daily_rule)
    assert (climb.phase, climb.encounter_name) == (FIGHT, "Bat Flock")
    assert climb.fight is not None
    monsters = climb.fight.get_monsters()
    assert [monster.get_strength() for monster in monsters] == strength
    assert [monster.get_max_hp() for monster in monsters] == [monster.get_hp() for monster in monsters] == max_hp


def test_thick_hides_leave_an_elites_hp() -> None:
    """A greedy climb of seed 0 under the day's Thick hides, at its first elite fight: each monster's HP is the
    floor's draw × 105% (act 1) and × 130% when burning, not × 115% as an ordinary fight's would be."""
    climb = Climb("ironclad", 0, 0, 7)
    rng = random.Random(0)
    while not (climb.phase == FIGHT and climb.fight_kind == ELITE):
        climb.act(greedy_bot(climb, rng))
    drawn = bestiary.build(bestiary.spec_named(climb.encounter_name), stream(0, "monsters", climb.run.floor))
    percent = HP_PERCENT[1] * (100 + BURNING_HP_PERCENT) // 100 if climb.burning else HP_PERCENT[1]
    assert [monster.get_max_hp() for monster in climb.roster] == [
        monster.get_max_hp() * percent // 100 for monster in drawn]
    assert [monster.get_max_hp() for monster in climb.roster] != [
        monster.get_max_hp() * percent * 115 // 10000 for monster in drawn]


# --- Cold camps (rule 8): the next act's heal -----------------------------------------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "healed"), [(0, 0, 36), (0, 8, 19)])
def test_cold_camps_make_reaching_act_2_heal_40_percent_of_the_hp_missing(
        difficulty: int, daily_rule: int, healed: int) -> None:
    """Seed 73 after act 1's boss at 40 of 88 HP: act 2 heals 75% of the 48 missing (36), under Cold camps 40% (19),
    rounded down."""
    climb = at_the_boss_relics(difficulty, daily_rule)
    assert ACT_HEAL_PERCENT == 75
    climb.act("skip")
    assert (climb.run.act, climb.phase, climb.run.hp) == (2, MAP, 40 + healed)
    assert climb.run.log[-1] == f"You climb to act 2 and recover {healed} HP."


# --- Small satchel (rule 9): two potion slots ------------------------------------------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "kept"), [(0, 0, True), (0, 9, False), (0, 8, True)])
def test_small_satchel_leaves_a_third_potion_behind(difficulty: int, daily_rule: int, kept: bool) -> None:
    """Seed 0's reward after action 91, two potions carried (two Sap Tonics) and a Fire Flask found: three slots keep
    it, the Small satchel's two leave it behind, and the reward page says which."""
    climb = replayed(0, 91, difficulty, daily_rule)
    assert climb.phase == REWARD
    assert len(climb.run.potions) == (POTION_SLOTS if kept else 2)
    assert [potion for potion in climb.run.potions if potion] == (
        ["sap_tonic", "sap_tonic", "fire_flask"] if kept else ["sap_tonic", "sap_tonic"])
    found = "Potion: Fire Flask." if kept else "Potion: Fire Flask (no free slot, left behind)."
    assert climb.reward_lines == ["15 gold.", found]


def test_the_small_satchel_gives_the_climb_two_slots_from_its_start() -> None:
    """The slots a climb carries: 3, or 2 at difficulty 9 and 10 or with the day's rule 9."""
    slots = {(difficulty, rule): len(Climb("ironclad", 0, difficulty, rule).run.potions)
             for difficulty, rule in [(0, 0), (8, 0), (9, 0), (10, 0), (0, 9), (3, 9)]}
    assert slots == {(0, 0): 3, (8, 0): 3, (9, 0): 2, (10, 0): 2, (0, 9): 2, (3, 9): 2}


# --- Brand (rule 10): a curse that never leaves the deck ------------------------------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "curses"), [
    (0, 0, []), (9, 0, ["Gloom"]), (10, 0, ["Gloom", "Brand"]), (0, 10, ["Brand"]), (4, 10, ["Gloom", "Brand"])])
def test_brand_starts_the_climb_at_the_end_of_the_deck(difficulty: int, daily_rule: int, curses: list[str]) -> None:
    """The starting deck's ten cards, then Heavy heart's Gloom, then Brand; the first fight's piles hold both."""
    climb = Climb("ironclad", 0, difficulty, daily_rule)
    names = [card.get_name() for card in climb.run.deck]
    assert len(names) == 10 + len(curses) and names[10:] == curses
    past_the_opening(climb)
    climb.act(climb.legal_actions()[0])
    assert climb.fight is not None
    player = climb.fight.get_player()
    piles = [*player.get_hand(), *player.get_deck(), *player.get_discarded()]
    assert sorted(card.get_name() for card in piles if cards.is_curse(card)) == sorted(curses)


def first_shop(seed: int) -> Climb:
    """Seed's greedy climb at its first shop."""
    actions = greedy_actions(seed)
    climb = Climb("ironclad", seed)
    for action in actions:
        climb.act(action)
        if climb.phase == SHOP_PHASE:
            return climb
    raise AssertionError(f"seed {seed}'s greedy climb meets no shop")


def test_a_shop_offers_to_remove_gloom_but_never_brand() -> None:
    """At a shop with Gloom and Brand added to the deck: the climb's removals name Gloom's place and not Brand's, and
    removing Brand by its place is refused by name with nothing spent."""
    climb = first_shop(1)
    climb.run.gold = 500
    climb.run.deck.extend([rules.GLOOM(), rules.BRAND()])
    gloom, brand = len(climb.run.deck) - 1, len(climb.run.deck)
    removals = [action[1] for action in climb.legal_actions() if isinstance(action, list) and action[0] == "remove"]
    assert gloom in removals and brand not in removals
    assert climb.shop is not None
    with pytest.raises(ValueError) as refused:
        shop.remove_card(climb.run, climb.shop, brand - 1)
    assert str(refused.value) == "Brand never leaves your deck."
    assert climb.run.gold == 500 and climb.run.deck[-1].get_name() == "Brand"
    assert shop.remove_card(climb.run, climb.shop, gloom - 1).startswith("Removed Gloom for ")


def starter_run_with(*extra: Card) -> RunState:
    """An Ironclad's run: the starting deck and these cards after it."""
    deck = [*(Strike() for _ in range(5)), *(Defend() for _ in range(4)), Bash(), *extra]
    return RunState("ironclad", 80, 60, deck, gold=200)


def test_the_still_pool_cannot_wash_brand_away() -> None:
    """With Brand the only curse, washing a curse away is refused and says why; with Gloom beside it, Gloom goes."""
    run = starter_run_with(rules.BRAND())
    wash = events.EVENTS["still_pool"].options[0]
    assert wash.label == "Wash a curse away"
    assert wash.refusal(run) == "Brand never leaves your deck"
    assert events.available(run, "still_pool")[0] is False
    run = starter_run_with(rules.GLOOM(), rules.BRAND())
    events.resolve(run, "still_pool", 0, random.Random(0))
    assert [card.get_name() for card in run.deck][10:] == ["Brand"]


def test_pawning_a_random_card_never_takes_brand() -> None:
    """The Pawnbroker's cart takes a random card: over 40 draws from a six-card deck with Brand, never Brand."""
    labels = [option.label for option in events.EVENTS["pawn_cart"].options]
    for seed in range(40):
        run = starter_run_with(rules.BRAND())
        run.deck[:] = [*(Strike() for _ in range(5)), rules.BRAND()]
        events.resolve(run, "pawn_cart", labels.index("Pawn a card"), random.Random(seed))
        assert [card.get_name() for card in run.deck] == ["Strike"] * 4 + ["Brand"]


# --- the genre's map rules: a burning elite's second relic ----------------------------------------------------------

def test_a_burning_elite_gives_a_second_relic_and_an_ordinary_one_does_not() -> None:
    """Seed 3's elites won: floor 11's burning one gives gold, a relic and a second relic named as the burning
    elite's; floor 40's ordinary one gives gold and one relic."""
    burning = replayed(3, 98)
    assert (burning.phase, burning.node_kind, burning.burning, burning.run.floor) == (REWARD, ELITE, True, 11)
    assert burning.reward_lines == ["26 gold.", "Relic: Anvil Shard.", "Relic: Wyrm Scale (the burning elite's)."]
    assert [relic.id for relic in burning.run.relics][-2:] == ["anvil_shard", "wyrm_scale"]
    ordinary = replayed(3, 365)
    assert (ordinary.phase, ordinary.node_kind, ordinary.burning, ordinary.run.floor) == (REWARD, ELITE, False, 40)
    assert ordinary.reward_lines == ["16 gold.", "Relic: Stone Skin."]


# --- the genre's map rules: an unknown room's fight odds grow with each miss ----------------------------------------

def test_an_unknown_room_after_a_miss_is_a_fight_its_first_odds_would_not_make() -> None:
    """Seed 3's greedy climb enters an unknown room on floor 14 after two unknown rooms that were events (floors 8
    and 12): the floor's roll is 20, under the fight's 12% + 2 × 10 = 32%, so a fight (and the misses start again);
    with no miss counted the same roll falls past the fight, the shop and the treasure's 20%: an event."""
    assert UNKNOWN_ODDS == (("monster", 12), ("shop", 5), ("treasure", 3))
    action = greedy_actions(3)[125]
    climb = replayed(3, 125)
    assert (climb.phase, climb.unknown_misses) == (MAP, 2)
    assert climb.unknown_odds() == (("monster", 32), ("shop", 5), ("treasure", 3))
    assert stream(3, "event", 14).randrange(100) == 20
    climb.act(action)
    assert (climb.run.floor, climb.phase, climb.node_kind, climb.unknown_misses) == (14, FIGHT, MONSTER, 0)
    unlucky = replayed(3, 125)
    unlucky.unknown_misses = 0
    unlucky.act(action)
    assert (unlucky.phase, unlucky.node_kind, unlucky.unknown_misses) == (EVENT, "event", 1)
