"""The planner's worths exactly (issue 31, mutation testing of the climb's content): what a card, a deck, a relic, a
run and a room of the map are worth to it, the figures its choices at rewards, rest sites, shops, events, boss
relics and the map are made by. Each figure is worked out by hand in its comment from the module's docstrings and
constants; a change to one is a change to how the planner chooses, to decide here."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from arcade.games.spire.climb import fight_steps, relics
from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.map import BOSS, BOSS_FLOOR, ELITE, MONSTER, REST, SHOP, TREASURE, UNKNOWN, Node
from arcade.games.spire.climb.planner import (
    BASIC_WORTH,
    CURSE_WORTH,
    POTION_SEARCH_SHARE,
    REST_BELOW,
    _choice_worth,
    _fight,
    _map,
    _map_view,
    _MapView,
    _path_worth,
    _room,
    block_weight,
    card_worth,
    deck_worth,
    planner_bot,
    relic_worth,
    run_worth,
)
from arcade.games.spire.climb.run import EVENT, Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb.turn_search import END_TURN, WIN, plan_turn
from arcade.games.spire.model import Cultist, new_game
from tests.spire.climb.decks import STARTING, named
from tests.spire.climb.test_texts_exact import Brute
from tests.spire.climb.test_turn_search_exact import hitter


@pytest.mark.parametrize(("name", "at_0_8", "at_1_4"), [
    ("Strike", 6.0, 6.0),  # 2 × 6 / (1 + 1)
    ("Defend", 4.0, 7.0),  # 2 × 0.8 × 5 / 2, 2 × 1.4 × 5 / 2
    ("Bash", 22 / 3, 28 / 3),  # 2 × (7 + 0.8 × 5) / 3, 2 × (7 + 1.4 × 5) / 3
    ("Neutralize", 21.0, 21.0),  # 2 × (3 + 2.5 × 1 weak + 2.5 × 2 vulnerable) / (0 + 1)
    ("Inflame", 10.0, 10.0),  # 2 × 5 × 2 strength / 2
    ("Survivor", 11.4, 16.2),  # 2 × (0.8 × 8 + 5 × 1) / 2, 2 × (1.4 × 8 + 5) / 2
    ("Lariat", 34 / 3, 34 / 3),  # 2 × (12 + 2.5 × 2 weak) / 3
    ("Uppercut", 41 / 3, 41 / 3),  # 2 × (13 + 2.5 × 2 + 2.5 × 1) / 3
    ("Bludgeon", 16.0, 16.0),  # 2 × 32 / 4
    ("Gloom", CURSE_WORTH, CURSE_WORTH),
    ("Wound", CURSE_WORTH, CURSE_WORTH),
])
def test_a_cards_worth_is_what_it_does_for_its_cost_and_a_place_in_the_hand(name: str, at_0_8: float,
                                                                              at_1_4: float) -> None:
    (card,) = named(name)
    assert CURSE_WORTH == -14.0
    assert card_worth(card) == pytest.approx(at_0_8, abs=1e-9)
    assert card_worth(card, 0.8) == pytest.approx(at_0_8, abs=1e-9)
    assert card_worth(card, 1.4) == pytest.approx(at_1_4, abs=1e-9)


def test_block_counts_more_for_a_deck_that_blocks_little_for_what_it_deals_between_a_half_and_1_4() -> None:
    assert block_weight(named(*STARTING)) == pytest.approx(0.8 * 38 / 26, abs=1e-12)
    assert block_weight(named("Defend", "Defend", "Strike")) == pytest.approx(0.8 * 7 / 11, abs=1e-12)
    assert block_weight(named("Defend", "Defend", "Defend", "Defend")) == 0.5  # 0.8 × 1 / 21, raised to 0.5
    assert block_weight(named("Bludgeon", "Strike")) == 1.4  # 0.8 × 39 / 1, cut to 1.4
    assert block_weight(named("Gloom", "Strike", "Defend")) == pytest.approx(0.8 * 7 / 6, abs=1e-12)  # no curse
    assert block_weight(named("Gloom", "Wound")) == pytest.approx(0.8, abs=1e-12)  # nothing playable: 0.8 × 1 / 1


def test_a_decks_worth_is_each_cards_above_a_strikes_at_the_decks_block_weight() -> None:
    assert BASIC_WORTH == 6.0
    weight = 0.8 * 38 / 26
    every = 5 * 0.0 + 4 * (weight * 5 - 6) + (2 * (7 + weight * 5) / 3 - 6)
    assert deck_worth(named(*STARTING)) == pytest.approx(every, abs=1e-9)
    weight = 0.8 * 7 / 6
    assert deck_worth(named("Gloom", "Strike", "Defend")) == pytest.approx(-20.0 + 0.0 + (weight * 5 - 6), abs=1e-9)


RELIC_WORTHS = {
    "ember_heart": 10.0, "tripwire": 10.0, "still_mind": 40.0, "tin_flask": 12.0, "iron_buckle": 16.0,
    "whet_flint": 18.0, "lucky_purse": 17.0, "field_kit": 12.0, "hunters_mark": 17.0, "tally_stick": 21.0,
    "leech_tooth": 15.0, "war_drum": 25.0, "thorn_collar": 18.0, "stone_skin": 19.5, "anvil_shard": 15.0,
    "twin_fang": 20.0, "wyrm_scale": 26.0, "trophy_tusk": 26.0, "hagglers_ring": 12.0, "herb_pouch": 12.0,
    "sun_engine": 24.0, "gilded_yoke": 34.0, "hollow_crown": 44.0, "storm_core": 34.0, "smiths_crown": 14.0,
    "thunder_bell": 26.0, "verdant_heart": 14.0, "bone_harvest": 17.0, "war_banner": 31.0,
}
"""Every relic's worth to the planner: its rarity's (common 12, uncommon 15, rare 20, shop 12, boss 14, a starter
10), then what its numbers and hooks bring and cost (see relic_worth)."""


def test_every_relics_worth() -> None:
    assert {relic_id: relic_worth(relic_id) for relic_id in relics.RELICS} == RELIC_WORTHS


@pytest.mark.parametrize(("energy", "every", "worth"), [(2, 1, 80.0), (1, 1, 50.0), (3, 2, 65.0)])
def test_a_relics_energy_is_worth_30_an_energy_a_turn(monkeypatch: pytest.MonkeyPatch, energy: int, every: int,
                                                      worth: float) -> None:
    """A made-up rare relic giving `energy` every `every` turns (every relic of ours gives 1): its rarity's 20, and
    30 for each energy a turn (2 a turn: 60; 3 every 2 turns: 45)."""
    made_up = relics.Relic("twin_dynamo", "Twin Dynamo", "At the start of each turn, gain {energy} energy.", "rare",
                           {relics.TURN_START: lambda event: None}, {"energy": energy, "every": every})
    monkeypatch.setitem(relics.RELICS, made_up.id, made_up)
    assert relic_worth("twin_dynamo") == worth


def test_a_runs_worth_counts_hp_dearer_below_half() -> None:
    """80 max HP, 99 gold, Ember Heart (10) and War Drum (25), one potion and the starting deck: 80 × 0.4 + 99 ×
    0.08 + 35 + 7 + the deck's worth, plus the HP at 1 for each HP at half or more, 1.5 at a quarter."""
    run = RunState("ironclad", 80, 80, named(*STARTING), gold=99,
                   relics=[relics.relic("ember_heart"), relics.relic("war_drum")], potions=["red_salve", None, None])
    rest = 32 + 7.92 + 35 + 7 + deck_worth(named(*STARTING))
    assert run_worth(run) == pytest.approx(80 + rest, abs=1e-9)
    run.hp = 40
    assert run_worth(run) == pytest.approx(40 + rest, abs=1e-9)
    run.hp = 20
    assert run_worth(run) == pytest.approx(1.5 * 20 + rest, abs=1e-9)


@pytest.mark.parametrize(("kind", "share", "gold", "burning", "rest_share", "room"), [
    (REST, 0.4, 50, False, 0.3, (21.0, 0.7, 50)),  # below REST_BELOW: heals 0.3, worth 70 × 0.3
    (REST, 0.54, 50, False, 0.3, (21.0, 0.84, 50)),
    (REST, 0.54, 50, False, 0.5, (70 * 0.46, 1.0, 50)),  # the heal stops at max HP
    (REST, 0.55, 50, False, 0.3, (9.0, 0.55, 50)),  # at REST_BELOW exactly: an upgrade
    (REST, 0.9, 50, False, 0.3, (9.0, 0.9, 50)),  # healthy: an upgrade, worth 9
    (SHOP, 0.5, 120, False, 0.3, (10.0, 0.5, 0)),  # all 120 gold spent: 120 / 12
    (SHOP, 0.5, 500, False, 0.3, (25.0, 0.5, 200)),  # 300 at most
    (MONSTER, 0.8, 10, False, 0.3, (7.0, 0.8 - 0.11 * 1.15, 25)),
    (ELITE, 0.8, 10, False, 0.3, (26.0, 0.8 - 0.24 * 1.15, 40)),
    (ELITE, 0.4, 10, False, 0.3, (6.0, 0.4 - 0.24 * 1.15, 40)),  # under a quarter after it: 20 less
    (ELITE, 0.8, 10, True, 0.3, (40.0, 0.8 - 0.36 * 1.15, 40)),  # burning
    (UNKNOWN, 0.8, 10, False, 0.3, (6.0, 0.8 - 0.03 * 1.15, 10)),
    (TREASURE, 0.8, 10, False, 0.3, (16.0, 0.8, 45)),
    (BOSS, 0.8, 10, False, 0.3, (0.0, 0.8, 110)),
])
def test_a_rooms_reward_the_share_of_hp_after_it_and_the_gold(kind: str, share: float, gold: int, burning: bool,
                                                              rest_share: float,
                                                              room: tuple[float, float, int]) -> None:
    """A room of act 2 (fights cost 1.15 times their share of max HP), a rest healing `rest_share` of max HP."""
    view = _MapView(None, 1.15, rest_share)  # type: ignore[arg-type]  # a room reads no climb
    reward, after, gold_after = _room(view, Node(3, 2, kind, burning=burning), share, gold)
    assert (reward, after, gold_after) == (pytest.approx(room[0], abs=1e-9), pytest.approx(room[1], abs=1e-9),
                                           room[2])


@pytest.mark.parametrize(("event_id", "hp", "worths", "chosen"), [
    ("blood_toll", 80, (128.26871794871795, 125.86871794871796, 131.86871794871797), 3),
    ("blood_toll", 21, (77.24371794871796, 67.84371794871797, 82.84371794871795), 3),  # HP dearer below half
    ("snoring_brute", 80, (134.26871794871795, 137.86871794871797, 131.86871794871797), 2),
    ("snoring_brute", 20, (84.26871794871796, -112.13128205128204, 81.86871794871796), 1),  # an elite: too risky
    ("snoring_brute", 12, (-125.33128205128206, -121.73128205128205, 72.26871794871795), 3),
    ("dice_hermit", 80, (130.26871794871795, 128.66871794871795, 131.86871794871797), 3),  # coin tosses averaged
    ("whispering_idol", 80, (131.69564102564104, 121.46871794871797, 131.86871794871797), 3),  # a random curse
])
def test_an_events_choices_are_worth_the_run_they_leave_and_a_fight_its_cost_and_reward(
        event_id: str, hp: int, worths: tuple[float, ...], chosen: int) -> None:
    """The opening's climb (80 max HP, 99 gold, the starting deck and relic) at an event: each choice's worth is the
    run's after it (blood_toll: 10 HP for 80 gold, 20 for 175, leave), a fight of snoring_brute's less its share of
    max HP (11 %, 25 % for the elite) plus its reward (8, 26), and 200 less when it should leave under 12 % of max HP;
    the planner takes the worthiest."""
    climb = Climb("ironclad", 0)
    assert climb.phase == EVENT and climb.run.max_hp == 80
    climb.event_id = event_id
    climb.run.hp = hp
    assert [_choice_worth(climb, option) for option in range(3)] == pytest.approx(list(worths), abs=1e-9)
    assert planner_bot(climb, random.Random(0)) == ["choose", chosen]


def test_of_two_choices_worth_the_same_the_planner_takes_the_first() -> None:
    """The still pool at full HP with no curse: washing is not offered, drinking heals nothing, so it leaves the run
    as leaving does."""
    climb = Climb("ironclad", 0)
    climb.event_id = "still_pool"
    assert climb.legal_actions() == [["choose", 2], ["choose", 3]]
    assert _choice_worth(climb, 1) == _choice_worth(climb, 2)
    assert planner_bot(climb, random.Random(0)) == ["choose", 2]


class _Map:
    """A map's links above each node, as _path_worth reads them."""

    def __init__(self, links: dict[Node, list[Node]]) -> None:
        self.links = links

    def above(self, node: Node) -> list[Node]:
        return self.links[node]


class _Climb:
    def __init__(self, links: dict[Node, list[Node]]) -> None:
        self.map = _Map(links)


BOSS_NODE = Node(BOSS_FLOOR, 3, BOSS)
REST_NODE = Node(BOSS_FLOOR - 1, 3, REST)
SHOP_NODE = Node(BOSS_FLOOR - 1, 4, SHOP)
MONSTER_NODE = Node(BOSS_FLOOR - 2, 3, MONSTER)
ELITE_NODE = Node(BOSS_FLOOR - 2, 4, ELITE)
LINKS = {REST_NODE: [BOSS_NODE], SHOP_NODE: [BOSS_NODE], MONSTER_NODE: [REST_NODE, SHOP_NODE],
         ELITE_NODE: [REST_NODE, SHOP_NODE]}
"""The last three floors: a monster or an elite, then a rest site or a shop, then the boss."""


def map_view(act_cost: float = 1.0) -> _MapView:
    return _MapView(_Climb(LINKS), act_cost, 0.3)  # type: ignore[arg-type]  # only its map is read


@pytest.mark.parametrize(("node", "share", "gold", "act_cost", "worth"), [
    (BOSS_NODE, 0.8, 0, 1.0, 56.0),  # HP_WORTH × 0.8 at the boss
    (BOSS_NODE, 0.1, 0, 1.0, -3.0),  # 7, less 60 × 0.02 / 0.12 for arriving under 12 %
    (BOSS_NODE, 0.0, 0, 1.0, -260.0),  # 60 less, and 200 more at no HP at all
    (BOSS_NODE, -0.1, 0, 1.0, -310.0),
    (MONSTER_NODE, 0.8, 100, 1.0, 7 + 115 / 12 + 70 * 0.69),  # the fight, then the shop (115 gold) beats resting
    (MONSTER_NODE, 0.5, 100, 1.0, 76.3),  # 7, then a rest from 0.39 (21 + 70 × 0.69)
    (ELITE_NODE, 0.3, 100, 1.0, 22.2),  # 26 less 20 for leaving under a quarter, then a rest
    (ELITE_NODE, 0.8, 500, 1.0, 90.2),  # 26 + 300 / 12 + 70 × 0.56
    (MONSTER_NODE, 0.2, 0, 1.0, 40.3),
    (ELITE_NODE, 0.2, 0, 1.3, -268.0),  # act 3's dearer fights: no HP left after the elite
])
def test_a_paths_worth_is_its_rooms_rewards_and_the_hp_it_reaches_the_boss_with(node: Node, share: float, gold: int,
                                                                                 act_cost: float, worth: float) -> None:
    assert _path_worth(map_view(act_cost), node, share, gold) == pytest.approx(worth, abs=1e-9)


def test_a_paths_worth_is_kept_for_its_share_of_hp_by_fortieths_and_its_gold_by_fifties_up_to_400() -> None:
    view = map_view()
    assert _path_worth(view, MONSTER_NODE, 0.8, 100) == pytest.approx(64.88333333333334, abs=1e-9)
    assert len(view.memo) == 5  # the monster, the rest site, the shop, the boss after each (other gold)
    assert _path_worth(view, MONSTER_NODE, 0.79, 149) == pytest.approx(64.88333333333334, abs=1e-9)
    assert len(view.memo) == 5  # 0.79 and 0.8 are both 32 fortieths, 149 and 100 both 2 fifties
    assert _path_worth(view, MONSTER_NODE, 0.8, 150) == pytest.approx(69.05, abs=1e-9)
    assert _path_worth(view, MONSTER_NODE, 0.5, 100) == pytest.approx(76.3, abs=1e-9)  # 20 fortieths: worked out
    view = map_view()
    for gold in (450, 400):
        _path_worth(view, MONSTER_NODE, 0.8, gold)
    assert len(view.memo) == 5  # 450 gold counts as 400
    _path_worth(view, MONSTER_NODE, 0.8, 399)
    assert len(view.memo) > 5


def test_a_rest_site_reached_at_exactly_rest_below_is_an_upgrade_not_a_rest() -> None:
    """The planner rests under REST_BELOW of max HP (as `_rest` does at the site itself): at exactly 0.55 a rest site
    is worth an upgrade's 9 and leaves the share as it was; just under, its heal (0.3 of max HP, 70 a whole share)."""
    view = _MapView(None, 1.0, 0.3)  # type: ignore[arg-type]  # a room reads no climb
    assert REST_BELOW == 0.55
    assert _room(view, Node(3, 2, REST), 0.55, 10) == (9.0, 0.55, 10)
    assert _room(view, Node(3, 2, REST), 0.549, 10) == (pytest.approx(21.0), pytest.approx(0.849), 10)


@pytest.mark.parametrize(("max_hp", "act", "difficulty", "daily_rule", "relic_ids", "act_cost", "heal"), [
    (80, 1, 0, 0, (), 1.0, 24),  # 30 % of 80
    (75, 1, 0, 0, (), 1.0, 22),  # 30 % of 75, rounded down (not 22.5)
    (80, 3, 0, 0, (), 1.3, 24),  # fights 15 % dearer each act after the first
    (80, 2, 3, 0, (), 1.15, 16),  # Restless nights (rule 3): 20 %
    (80, 1, 0, 3, (), 1.0, 16),  # the same as a daily climb's extra rule
    (80, 1, 0, 0, ("field_kit",), 1.0, 34),  # 10 more
    (80, 1, 0, 0, ("field_kit", "sun_engine"), 1.0, 0),  # no rest heals
])
def test_the_map_search_weighs_a_rest_by_what_resting_there_would_heal(
        max_hp: int, act: int, difficulty: int, daily_rule: int, relic_ids: tuple[str, ...], act_cost: float,
        heal: int) -> None:
    """The map search's view of a climb: fights dearer each act, and a rest's heal as the share of max HP that a
    rest at the site then heals from 1 HP, by the difficulty, the day's rule and the relics (one figure,
    `Climb.rest_heal`), whatever HP the climb has now."""
    climb = Climb("ironclad", 0, difficulty, daily_rule)
    climb.run.act, climb.run.max_hp = act, max_hp
    climb.run.relics.extend(relics.relic(relic_id) for relic_id in relic_ids)
    view = _map_view(climb)
    assert (view.act_cost, view.rest_share) == (pytest.approx(act_cost, abs=1e-12), heal / max_hp)
    climb.run.hp = 1
    assert climb.rest_amount() == heal
    climb.run.hp = max_hp - 5
    assert (climb.rest_heal(), climb.rest_amount()) == (heal, min(heal, 5))
    assert _map_view(climb).rest_share == heal / max_hp


def test_an_elite_left_at_exactly_a_quarter_of_max_hp_keeps_its_whole_reward() -> None:
    view = _MapView(None, 1.0, 0.3)  # type: ignore[arg-type]  # a room reads no climb
    assert 0.49 - 0.24 == 0.25
    assert _room(view, Node(3, 2, ELITE), 0.49, 0) == (26.0, 0.25, 30)
    assert _room(view, Node(3, 2, ELITE), 0.48, 0)[0] == 6.0


@pytest.mark.parametrize(("act", "max_hp", "hp", "worths"), [
    (3, 80, 40, (94.26871794871796, 97.86871794871796, 91.86871794871796)),
    (3, 80, 24, (87.86871794871796, -108.53128205128205, 85.46871794871795)),  # the elite costs 0.25 × 1.3 in act 3
    (2, 80, 30, (91.76871794871796, -104.63128205128204, 89.36871794871796)),
    (1, 100, 37, (106.68871794871797, 107.48871794871796, 106.48871794871796)),  # left at 0.12 exactly: no 200
    (1, 100, 36, (106.14871794871796, -93.05128205128204, 105.94871794871796)),
])
def test_an_events_fight_costs_more_in_later_acts_and_200_more_when_it_should_leave_under_12_percent(
        act: int, max_hp: int, hp: int, worths: tuple[float, ...]) -> None:
    """snoring_brute's fights (a monster, 11 % of max HP; an elite, 25 %) cost 15 % more each act after the first,
    in the share of max HP they should leave."""
    climb = Climb("ironclad", 0)
    climb.event_id = "snoring_brute"
    climb.run.act, climb.run.max_hp, climb.run.hp = act, max_hp, hp
    assert [_choice_worth(climb, option) for option in range(3)] == pytest.approx(list(worths), abs=1e-9)


@dataclass
class _FightClimb:
    """What the planner's fight choice reads of a climb."""

    fight: ClimbFight
    run: RunState
    fight_kind: str = MONSTER


def test_of_two_plans_worth_exactly_the_same_the_planner_keeps_the_one_searched_without_potions() -> None:
    """At 5 of 50 HP against a Cultist and Brute about to Smash, the turn's best plan leaves less than 35 % of max HP
    (POTION_SEARCH_SHARE), so the potions are searched too. In a monster fight a potion kept is worth 10 HP, and the
    Red Salve heals 20 % of 50: drinking it first, then the same plays, scores exactly the same, and the planner
    keeps the plan without it (Venomcut on the Brute first), the potion for later."""
    new_game(random.Random(1))
    run = RunState("ironclad", 50, 5, named(*STARTING), potions=["red_salve", None, None], rules_version=5)
    fight = ClimbFight(run, [Cultist(27), Brute(24, start=1)])
    fight.get_player().get_hand()[:] = named("Venomcut", "Hotblood", "Flashburn", "Defend")
    plays = [["play", 1, 2], ["play", 2, 2], ["play", 1, 2], END_TURN]
    plan, value = plan_turn(fight, MONSTER, with_potions=False)
    assert (plan, value) == (plays, pytest.approx(10.428571428571429, abs=1e-9)) and value < POTION_SEARCH_SHARE * 50
    assert plan_turn(fight, MONSTER, with_potions=True) == ([["potion", 1], *plays], value)
    climb = _FightClimb(fight, run)
    assert _fight(climb, fight_steps.fight_actions(fight, run)) == ["play", 1, 2]  # type: ignore[arg-type]


@pytest.mark.parametrize(("hp", "chosen"), [(10, ["potion", 1, 1]), (40, ["play", 2])])
def test_in_a_monster_fight_potions_are_searched_only_when_the_turn_goes_badly(hp: int, chosen: list[Any]) -> None:
    """A Fire Flask (20) would fell Brute (20 HP, about to Smash): at 10 of 50 HP the turn's best plan without it
    leaves less than 35 % of max HP, so the potions are searched and the flask's win taken; at 40 they are not
    (Defend, then Strike)."""
    new_game(random.Random(1))
    run = RunState("ironclad", 50, hp, named(*STARTING), potions=["fire_flask", None, None], rules_version=5)
    fight = ClimbFight(run, [Brute(20, start=1)])
    fight.get_player().get_hand()[:] = named("Strike", "Defend")
    plan, value = plan_turn(fight, MONSTER, with_potions=False)
    assert plan == [["play", 2], ["play", 1, 1], END_TURN]
    assert (value < POTION_SEARCH_SHARE * 50) is (hp == 10)
    assert plan_turn(fight, MONSTER, with_potions=True) == ([["potion", 1, 1]], WIN + hp)
    assert _fight(_FightClimb(fight, run), fight_steps.fight_actions(fight, run)) == chosen  # type: ignore[arg-type]


@dataclass
class _RunClimb:
    """What the planner's map choice reads of a climb: the run, the rooms on offer and the map above them."""

    run: RunState
    nodes: list[Node]
    map: _Map

    def choices(self) -> list[Node]:
        return self.nodes

    def rest_heal(self) -> int:
        """A rest's 30 % of max HP (no rule or relic changes it here)."""
        return self.run.max_hp * 30 // 100


def test_of_two_rooms_whose_paths_are_worth_the_same_the_planner_takes_the_one_further_left() -> None:
    rests = [Node(BOSS_FLOOR - 1, 5, REST), Node(BOSS_FLOOR - 1, 2, REST)]
    run = RunState("ironclad", 80, 40, named(*STARTING))
    climb = _RunClimb(run, rests, _Map({room: [BOSS_NODE] for room in rests}))
    assert _map(climb, [["go", 5], ["go", 2]]) == ["go", 2]  # type: ignore[arg-type]


@pytest.mark.parametrize(("hp", "chosen"), [(33, END_TURN), (32, ["potion", 1, 2])])
def test_potions_are_searched_below_35_percent_of_max_hp_not_at_it(hp: int, chosen: Any) -> None:
    """Two Hitters (6 HP hitting 4, 12 HP hitting 3), a hand of four Glooms and a Strike to draw, a Fire Flask kept,
    50 max HP: ending the turn scores the HP after the hits (7 of them), less the rest of the fight (12.5), plus the
    flask kept (10), less the four Glooms (6): at 33 HP exactly 17.5, 35 % of 50, and the potions are not searched;
    at 32 they are, and the flask on the 12 HP Hitter (20.0 for 16.5) is taken."""
    new_game(random.Random(1))
    run = RunState("ironclad", 50, hp, named("Strike", "Gloom", "Gloom", "Gloom", "Gloom"),
                   potions=["fire_flask", None, None], rules_version=5)
    fight = ClimbFight(run, [hitter(4)(6), hitter(3)(12)])
    fight.get_player().get_hand()[:] = named("Gloom", "Gloom", "Gloom", "Gloom")
    fight.get_player().get_deck()[:] = named("Strike")
    assert plan_turn(fight, MONSTER, with_potions=False) == ([END_TURN], hp - 15.5)
    assert POTION_SEARCH_SHARE * 50 == 17.5
    assert _fight(_FightClimb(fight, run), fight_steps.fight_actions(fight, run)) == chosen  # type: ignore[arg-type]
