"""The climb's steps where the mutation run of climb-run found them unchecked, each with exact values: the unknown
room's odds as they grow and where they stop, the roll that draws the room, the potion's target words, the boss
relics' and the shop's actions as the climb names them, the one action a discard asked takes."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from arcade.games.spire.climb import bestiary, potions, rewards, rules, shop
from arcade.games.spire.climb import map as climb_map
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.keywords import CharacterCard
from arcade.games.spire.climb.map import MONSTER, SHOP, TREASURE, UNKNOWN, generate
from arcade.games.spire.climb.rewards import POTION_CHANCE
from arcade.games.spire.climb.run import (
    BOSS_RELIC,
    EVENT,
    FIGHT,
    LEAVE,
    MAP,
    REWARD,
    SHOP_PHASE,
    SKIP,
    UNKNOWN_FIGHT_GROWTH,
    UNKNOWN_ODDS,
    Climb,
    stream,
    unknown_odds,
)
from arcade.games.spire.climb.state import CURRENT_RULES, RunState
from arcade.games.spire.climb_ui.compendium import CARD, POTION, RELIC, met_now
from arcade.games.spire.climb_ui.compendium import EVENT as EVENT_KIND
from arcade.games.spire.climb_ui.compendium import MONSTER as MONSTER_KIND
from arcade.games.spire.model import Defend, Strike
from tests.fixed_rolls import FixedRange
from tests.spire.climb.keyword_fights import KEYWORDS, put_in_hand
from tests.spire.climb.test_refusals import first, refused
from tests.spire.climb.test_rules_where_they_act import at, at_the_boss_relics


def test_the_unknown_rooms_odds_grow_by_each_miss_and_stop_at_all_the_events_share() -> None:
    assert unknown_odds() == UNKNOWN_ODDS == ((MONSTER, 12), (SHOP, 5), (TREASURE, 3))
    assert UNKNOWN_FIGHT_GROWTH == 10
    assert unknown_odds(1) == ((MONSTER, 22), (SHOP, 5), (TREASURE, 3))
    assert unknown_odds(8) == ((MONSTER, 92), (SHOP, 5), (TREASURE, 3))
    assert unknown_odds(9) == unknown_odds(100) == ((MONSTER, 92), (SHOP, 5), (TREASURE, 3))


def _first_draw_is_100(seed: int, floor: int) -> bool:
    """Whether the floor's event stream's first seven bits make 100: randrange(101) would keep it, randrange(100)
    draws again."""
    return stream(seed, "event", floor).getrandbits(7) == 100


def test_an_unknown_room_is_drawn_by_a_roll_below_100() -> None:
    """A floor whose event stream first draws 100 (seven bits): the room is what the roll of randrange(100) gives,
    its second draw, never the 'event' a roll of 100 would fall to."""
    seed, floor = next((seed, floor) for seed in range(200) for floor in range(1, 17)
                       if _first_draw_is_100(seed, floor) and stream(seed, "event", floor).randrange(100) < 20)
    roll = stream(seed, "event", floor).randrange(100)
    expected = MONSTER if roll < 12 else SHOP if roll < 17 else TREASURE
    climb = Climb("ironclad", seed)
    climb.run.floor = floor
    assert climb._resolve_unknown() == expected


@pytest.mark.parametrize(("needs_target", "action_length", "words"), [
    (True, 2, "that potion needs a target"), (False, 3, "that potion takes no target")])
def test_a_potion_drunk_with_the_wrong_target_is_refused_with_its_words(needs_target: bool, action_length: int,
                                                                      words: str) -> None:
    potion_id = next(item.id for item in potions.POTIONS.values() if item.needs_target == needs_target)
    climb = at(0, "first fight")
    climb.run.potions[0] = potion_id
    refused(climb, ["potion", 1, 1][:action_length], words)


def test_the_boss_relics_actions_are_one_per_relic_offered_then_skip() -> None:
    climb = at_the_boss_relics()
    assert climb.phase == BOSS_RELIC and len(climb.boss_relics) == 3
    assert climb.legal_actions() == [["relic", 1], ["relic", 2], ["relic", 3], SKIP]


def test_a_shop_names_a_buy_for_each_item_the_gold_reaches_from_1() -> None:
    climb = first(SHOP_PHASE)
    assert climb.shop is not None
    items = len(climb.shop.items)
    climb.run.gold = 100_000
    buys = [action for action in climb.legal_actions() if action[0] == "buy"]
    assert buys == [["buy", number] for number in range(1, items + 1)]
    climb.run.gold = 0
    assert not any(action[0] == "buy" for action in climb.legal_actions())
    assert shop.can_buy(climb.run, climb.shop, 0) is False


@pytest.mark.parametrize(("version", "misses", "fight_chance"), [(2, 0, 12), (2, 3, 12), (3, 0, 12), (3, 3, 42)])
def test_only_the_genres_rules_grow_a_climbs_unknown_odds(version: int, misses: int, fight_chance: int) -> None:
    climb = Climb("ironclad", 1, rules_version=version)
    climb.unknown_misses = misses
    assert climb.unknown_odds() == ((MONSTER, fight_chance), (SHOP, 5), (TREASURE, 3))


def test_a_fight_past_the_acts_list_draws_the_next_encounter_of_its_kind_from_the_acts_stream() -> None:
    """With the act's list of monster fights used up, the next fight is drawn then, from the act's pool of monster
    fights by the act's encounter stream (as bestiary.choose draws it from a copy of that stream now)."""
    climb = Climb("ironclad", 5)
    climb.act(["choose", 1])
    climb.act("leave")
    monster_node = next(node for node in climb.choices() if node.kind == MONSTER)
    climb.monster_queue.clear()
    expected = bestiary.choose(1, MONSTER, copy.deepcopy(climb._encounter_draws),
                               rules_version=climb.run.rules_version).name
    climb.act(["go", monster_node.column])
    assert climb.encounter_name == expected
    assert expected in {spec.name for spec in bestiary.POOLS[1][MONSTER]}
    assert climb.monster_queue == []


def test_a_fights_potion_roll_gives_one_below_the_chance_and_none_at_it() -> None:
    for roll, potion in ((POTION_CHANCE - 1, True), (POTION_CHANCE, False)):
        run = RunState("ironclad", 80, 80, [Strike()])
        spoils = rewards.fight_spoils(run, MONSTER, FixedRange(roll))
        assert any(line.startswith("Potion: ") for line in spoils.lines) is potion
        assert (run.potions[0] is not None) is potion


@pytest.mark.parametrize("action", [["potion", 1, 1, 1], ["drink", 1], ["drink", 1, 1]])
def test_a_fight_refuses_what_is_not_a_play_a_potion_or_the_end_of_the_turn(action: list[Any]) -> None:
    climb = at(0, "first fight")
    climb.run.potions[0] = next(iter(potions.POTIONS))
    refused(climb, action, f"not a fight action: {action!r}")


def test_an_older_climbs_extra_elite_is_drawn_by_its_own_rules() -> None:
    """A climb of rules version 2 whose act-2 list of elites is used up draws the next from version 2's elites: seed
    0's is the Gilded Knight, where today's rules (with the Rust Golem) would draw the Rust Golem."""
    climb = Climb("ironclad", 0, rules_version=2)
    climb._begin_act(2)
    climb.elite_queue.clear()
    assert bestiary.choose(2, "elite", copy.deepcopy(climb._encounter_draws)).name == "Rust Golem"
    climb._start_fight("elite")
    assert climb.encounter_name == "Gilded Knight"


def _discard_asked() -> Climb:
    """Seed 1's Silent climb (keyword rules) in its first fight, a Shed (draw nothing, discard 1) played from a hand
    of Shed, Strike, Defend: the discard is asked, Strike and Defend in the hand, a potion in slot 1."""

    class Shed(CharacterCard):
        discard = 1
        _energy_cost = 0
        _requires_target = False

    climb = Climb("silent", 1, rules_version=KEYWORDS)
    while climb.phase != FIGHT:
        climb.act(climb.legal_actions()[0])
    assert climb.fight is not None
    put_in_hand(climb.fight, Shed(), Strike(), Defend())
    climb.run.potions[0] = next(iter(potions.POTIONS))
    climb.act(["play", 1])
    player = climb.fight.get_player()
    assert ([card.get_name() for card in player.get_hand()], player.to_discard) == (["Strike", "Defend"], 1)
    return climb


@pytest.mark.parametrize("action", [["play", 1], ["discard", 1, 1], ["potion", 1], "end turn"])
def test_while_a_discard_is_asked_the_climb_refuses_any_other_action_and_keeps_the_hand(action: Any) -> None:
    """A card played asks for a discard: only ["discard", place] is taken; a play, a potion, a discard with a
    target or the end of the turn is refused with its words, the hand and the discard still asked as they were."""
    climb = _discard_asked()
    assert climb.fight is not None
    player = climb.fight.get_player()
    refused(climb, action, f"choose a card to discard first, not {action!r}")
    assert ([card.get_name() for card in player.get_hand()], player.to_discard) == (["Strike", "Defend"], 1)
    assert player.get_discarded()[-1].get_name() == "Shed"


@pytest.mark.parametrize("place", [0, 3])
def test_a_discard_asked_refuses_a_place_outside_the_hand_with_its_words(place: int) -> None:
    """A discard asked with two cards in the hand: place 0 or 3 is refused ('no card 3 in a hand of 2'), the hand
    and the discard still asked as they were."""
    climb = _discard_asked()
    assert climb.fight is not None
    player = climb.fight.get_player()
    refused(climb, ["discard", place], f"no card {place} in a hand of 2")
    assert ([card.get_name() for card in player.get_hand()], player.to_discard) == (["Strike", "Defend"], 1)


@pytest.mark.parametrize(("action", "words"), [
    (["relic", 1], "not a reward action: ['relic', 1]"), (["card", 1, 1], "not a reward action: ['card', 1, 1]"),
    ("leave", "not a reward action: 'leave'"), (["card", 0], "no card 0 of 3"), (["card", 4], "no card 4 of 3")])
def test_a_card_reward_refuses_what_is_not_a_card_offered_with_its_words(action: Any, words: str) -> None:
    """Seed 0's first reward offers three cards: another phase's action, a card with a target, a place outside the
    offer is refused with its words, the deck and the offer as they were."""
    climb = at(0, "first reward")
    offer = [card.get_name() for card in climb.offer]
    assert (climb.phase, len(offer)) == (REWARD, 3)
    refused(climb, action, words)
    assert [card.get_name() for card in climb.offer] == offer


def _at_the_blood_toll() -> Climb:
    """Seed 21's greedy Ironclad walked to its Toll in Blood (floor 3, its options not chosen yet)."""
    climb = Climb("ironclad", 21)
    rng = random.Random(0)
    while not (climb.phase == EVENT and climb.event_id == "blood_toll"):
        assert climb.run.floor <= 3, "seed 21's greedy climb passed floor 3 without its Toll in Blood"
        climb.act(greedy_bot(climb, rng))
    assert climb.outcome is None
    return climb


def test_an_event_that_leaves_one_hp_goes_on_and_the_climb_with_it() -> None:
    """At 11 HP, the Toll in Blood's 'Pay 10 HP' leaves 1 HP: the event's outcome is shown (not a loss), then the
    map."""
    climb = _at_the_blood_toll()
    climb.run.hp = 11
    climb.act(["choose", 1])
    assert (climb.phase, climb.run.hp, climb.killed_by) == (EVENT, 1, "")
    assert climb.outcome is not None and climb.outcome.text.startswith("You lose 10 HP and gain ")
    climb.act(LEAVE)
    assert (climb.phase, climb.run.hp, climb.over) == (MAP, 1, False)


def test_an_event_that_starts_a_fight_leaves_no_outcome_behind() -> None:
    """Seed 0's greedy Ironclad at its Snoring Brute (floor 7): 'Wake it up' starts the elite fight at once, the
    event's outcome cleared (None), so nothing of it is left to show or leave."""
    climb = Climb("ironclad", 0)
    rng = random.Random(0)
    while not (climb.phase == EVENT and climb.event_id == "snoring_brute"):
        assert climb.run.floor <= 7, "seed 0's greedy climb passed floor 7 without its Snoring Brute"
        climb.act(greedy_bot(climb, rng))
    climb.act(["choose", 2])
    assert (climb.phase, climb.fight_kind, climb.outcome) == (FIGHT, "elite", None)


@pytest.mark.parametrize(("difficulty", "daily_rule", "boost"), [(4, 0, 1.0), (5, 0, 1.6), (0, 5, 1.6)])
def test_crowded_halls_draw_the_climbs_map_with_elites_60_percent_more_often(difficulty: int, daily_rule: int,
                                                                             boost: float) -> None:
    """Crowded halls (rule 5, or the day's rule 5): the climb's act-1 map is the one drawn with the elites' weight
    times exactly 1.6 (8 → 12.8), 1.0 below the rule."""
    climb = Climb("ironclad", 2, difficulty, daily_rule)
    assert rules.elite_boost(difficulty, daily_rule) == boost
    assert climb.map.nodes == generate(1, stream(2, "map", 1), boost, genre=True).nodes


@pytest.mark.parametrize("act", [2, 3])
def test_an_older_climbs_elites_are_drawn_from_its_own_pool(act: int) -> None:
    """An act's elites, drawn when it begins, by the climb's own rules: a climb of rules 2 never meets the elites
    that came with the genre's rules (Rust Golem, Grave Titan), which today's climbs draw on some of these seeds."""
    added = {spec.name for spec in bestiary.pool(act, "elite") if spec.since > 2}
    assert added
    drawn: dict[int, set[str]] = {2: set(), CURRENT_RULES: set()}
    for version in drawn:
        for seed in range(12):
            climb = Climb("ironclad", seed, rules_version=version)
            climb._begin_act(act)
            drawn[version] |= set(climb.elite_queue)
    assert not drawn[2] & added and drawn[CURRENT_RULES] & added


def test_a_hook_event_names_its_relic_only_while_the_relic_is_called() -> None:
    """RunState.fire sets the relic before each hook and clears it after the last: the event it returns names no
    relic, and asking it for a relic's number is refused."""
    run = Climb("ironclad", 0).run
    seen = []
    relic = run.relics[0]
    hook = next(iter(relic.hooks))
    original = relic.hooks[hook]
    relic.hooks[hook] = lambda event: seen.append(event.relic)
    try:
        event = run.fire(hook)
    finally:
        relic.hooks[hook] = original
    assert seen == [relic] and event.relic is None
    with pytest.raises(ValueError, match="no relic is being called"):
        event.number("heal")


@pytest.mark.parametrize("rules_version", [2, CURRENT_RULES])
def test_a_new_climb_has_met_only_what_its_start_shows(rules_version: int) -> None:
    """Before any step: a climb of rules 2 (no opening) has met its deck and starting relic and no event; a climb of
    today's rules the opening too (what the compendium notes: compendium.met_now)."""
    climb = Climb("ironclad", 3, rules_version=rules_version)
    met = met_now(climb)
    assert met[CARD] == {"Strike", "Defend", "Bash"} and met[RELIC] == {"ember_heart"}
    assert not met[POTION] and not met[MONSTER_KIND]
    assert met[EVENT_KIND] == (set() if rules_version == 2 else {"opening"})


def test_a_redraw_that_frees_a_kind_for_an_earlier_node_is_followed_by_another_pass() -> None:
    """_make_choices_real redraws until no node can differ from a same-kind sibling: A and B (monsters, with an
    unknown sibling C) cannot be a shop while their child D is one; D, a shop beside its shop sibling E (both
    children of F), is redrawn later in the same pass, which frees the shop for A: a second pass makes A the shop."""
    links = {(1, 1): (0, 1, 2), (1, 4): (3,), (2, 0): (1,), (2, 1): (1,), (2, 2): (), (2, 3): (1, 2),
             (3, 1): (), (3, 2): ()}
    kinds = {(1, 1): MONSTER, (1, 4): MONSTER, (2, 0): MONSTER, (2, 1): MONSTER, (2, 2): UNKNOWN,
             (2, 3): MONSTER, (3, 1): SHOP, (3, 2): SHOP}
    graph = climb_map._Graph(links)
    assert graph.alternatives((2, 0), kinds) == [] and graph.alternatives((3, 1), kinds) == [MONSTER, UNKNOWN]
    for seed in range(4):
        drawn = dict(kinds)
        climb_map._make_choices_real(graph, drawn, random.Random(seed), 1.0)
        assert drawn[(3, 1)] in (MONSTER, UNKNOWN) and drawn[(3, 2)] == SHOP
        assert (drawn[(2, 0)], drawn[(2, 1)], drawn[(2, 2)]) == (SHOP, MONSTER, UNKNOWN)
        assert all(not graph.alternatives(position, drawn) for position in drawn)


def test_a_map_drawn_with_no_boost_is_a_difficulty_0_climbs() -> None:
    """generate's default elite boost is the boost of difficulty 0 with no rule of the day (1.0), which a boost of
    2 would change on these seeds."""
    boost = rules.elite_boost(0, 0)
    assert boost == 1.0
    for act in (1, 2, 3):
        assert all(generate(act, random.Random(seed)) == generate(act, random.Random(seed), boost)
                   for seed in range(10))
    assert any(generate(1, random.Random(seed)) != generate(1, random.Random(seed), 2.0) for seed in range(10))
