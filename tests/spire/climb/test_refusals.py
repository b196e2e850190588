"""A climb refuses what it cannot take, each with its exact words and nothing changed: an action of another phase,
a place past the end, a card that cannot be upgraded, gold not held, a potion slot that is empty, a move to a node
out of reach, an event's option the run cannot pay for (the screen and a hand-edited save both meet these). Found
unchecked by the mutation run of climb-run."""

from __future__ import annotations

import copy
import random
import re
from functools import cache
from typing import Any

import pytest

from arcade.games.spire.climb import rewards
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.cards import upgraded
from arcade.games.spire.climb.run import FIGHT, LEAVE, LOST, MAP, REST_SITE, SHOP_PHASE, TREASURE_PHASE, Climb
from arcade.games.spire.climb.state import HookEvent, RunState
from arcade.games.spire.model import Strike
from tests.fixed_rolls import FixedRange
from tests.spire.climb.test_rules_where_they_act import at, greedy_actions, past_the_opening
from tests.spire.climb.test_run import fingerprint


@cache
def _count_to(phase: str) -> tuple[int, int]:
    """A seed and how many of its greedy actions bring its climb to this phase first."""
    for seed in range(40):
        climb = Climb("ironclad", seed)
        for count, action in enumerate(greedy_actions(seed)):
            if climb.phase == phase:
                return seed, count
            climb.act(action)
    raise AssertionError(f"no greedy climb of the first 40 seeds reaches {phase}")


def first(phase: str) -> Climb:
    """A greedy climb replayed to the first time it stands in this phase."""
    seed, count = _count_to(phase)
    return Climb.replay("ironclad", seed, 0, list(greedy_actions(seed)[:count]))


def refused(climb: Climb, action: Any, words: str) -> None:
    """The action is refused with exactly these words, and the climb is as it was."""
    before = copy.deepcopy((climb.phase, climb.run.deck, climb.run.gold, climb.run.hp, climb.run.potions))
    with pytest.raises(ValueError, match=f"^{re.escape(words)}$"):
        climb.act(action)
    after = (climb.phase, climb.run.deck, climb.run.gold, climb.run.hp, climb.run.potions)
    assert repr(after) == repr(before)


def test_a_rest_site_refuses_what_is_not_a_rest_or_an_upgrade_of_a_card_it_can_upgrade() -> None:
    climb = at(0, "first rest site")
    assert climb.phase == REST_SITE
    size = len(climb.run.deck)
    refused(climb, ["upgrade", size + 1], f"no card {size + 1} in a deck of {size}")
    refused(climb, ["upgrade", 1, 2], "not a rest action: ['upgrade', 1, 2]")
    refused(climb, ["remove", 1], "not a rest action: ['remove', 1]")
    refused(climb, "leave", "not a rest action: 'leave'")
    done = upgraded(climb.run.deck[0])
    assert done is not None
    climb.run.deck[0] = done
    refused(climb, ["upgrade", 1], f"{done.get_name()} cannot be upgraded")


def test_a_shop_refuses_items_and_cards_past_the_end_and_other_actions() -> None:
    climb = first(SHOP_PHASE)
    assert climb.shop is not None
    items, size = len(climb.shop.items), len(climb.run.deck)
    refused(climb, ["buy", items + 1], f"no item {items + 1}")
    refused(climb, ["remove", size + 1], f"no card {size + 1} in a deck of {size}")
    refused(climb, ["remove", 1, 2], "not a shop action: ['remove', 1, 2]")
    refused(climb, ["sell", 1], "not a shop action: ['sell', 1]")
    refused(climb, "rest", "not a shop action: 'rest'")


def test_a_chest_takes_only_leave() -> None:
    climb = first(TREASURE_PHASE)
    refused(climb, "rest", "not a treasure action: 'rest'")


def test_drinking_from_an_empty_or_missing_slot_is_refused() -> None:
    climb = at(0, "first fight")
    climb.run.potions = [None] * len(climb.run.potions)
    refused(climb, ["potion", 1], "no potion in slot 1")
    refused(climb, ["potion", len(climb.run.potions) + 1], f"no potion in slot {len(climb.run.potions) + 1}")


def test_spending_more_gold_than_held_is_refused_and_keeps_the_gold() -> None:
    run = RunState("ironclad", 80, 80, [Strike()], gold=30)
    with pytest.raises(ValueError, match=r"^31 gold needed, 30 held$"):
        run.spend_gold(31)
    assert run.gold == 30
    run.spend_gold(30)
    assert run.gold == 0


@pytest.mark.parametrize(("roll", "chosen"), [(0, "a"), (1, "a"), (2, "b"), (4, "b"), (5, "c")])
def test_a_weighted_draw_takes_the_choice_whose_share_the_roll_falls_in(roll: int, chosen: str) -> None:
    assert rewards.weighted(FixedRange(roll), (("a", 2), ("b", 3), ("c", 1))) == chosen



def test_a_chests_relic_line_names_the_relic_alone() -> None:
    run = RunState("ironclad", 80, 80, [Strike()])
    spoils = rewards.treasure_spoils(run, random.Random(5))
    found = run.relics[-1]
    assert spoils.lines[-1] == f"Relic: {found.name}."


def test_a_fight_refuses_a_card_past_the_hand_the_wrong_target_or_one_it_cannot_pay_for() -> None:
    climb = at(0, "first fight")
    assert climb.fight is not None
    hand = climb.fight.get_player().get_hand()
    standing = len(climb.fight.get_monsters())
    refused(climb, ["play", len(hand) + 1], f"no card {len(hand) + 1} in a hand of {len(hand)}")
    attack = next(place for place, card in enumerate(hand, 1) if card.requires_target())
    skill = next(place for place, card in enumerate(hand, 1) if not card.requires_target())
    refused(climb, ["play", attack], f"{hand[attack - 1].get_name()} needs target")
    refused(climb, ["play", skill, 1], f"{hand[skill - 1].get_name()} takes no target")
    refused(climb, ["play", attack, standing + 1], f"no monster {standing + 1} of {standing}")
    climb.fight.get_player()._energy = 0
    refused(climb, ["play", skill], f"{hand[skill - 1].get_name()} cannot be played now")



def test_a_climb_over_takes_no_action() -> None:
    climb = Climb("ironclad", 0)
    climb.phase = LOST
    with pytest.raises(ValueError, match=r"^the climb is over$"):
        climb.act("leave")
    assert climb.phase == LOST


def test_a_relics_number_is_asked_only_while_a_relic_is_called() -> None:
    run = RunState("ironclad", 80, 80, [Strike()])
    event = HookEvent(run, None)
    with pytest.raises(ValueError, match=r"^no relic is being called$"):
        event.number("block")


def test_the_map_refuses_what_is_not_a_move_to_a_node_linked_above_with_its_words() -> None:
    """Seed 3's Ironclad past the opening, then on a floor-1 node's reward: a move needs ["go", column] of a node it
    can reach (a start, then one the node stood on links to); anything else is refused with its words, the climb
    (path, floor, phase) as it was."""
    climb = past_the_opening(Climb("ironclad", 3))
    starts = [node.column for node in climb.choices()]
    missing = next(column for column in range(7) if column not in starts)
    for action, words in ((["go"], "not a move on the map: ['go']"),
                          (["go", starts[0], 1], f"not a move on the map: ['go', {starts[0]}, 1]"),
                          (["walk", starts[0]], f"not a move on the map: ['walk', {starts[0]}]"),
                          ("leave", "not a move on the map: 'leave'"),
                          (["go", True], "not a number: True"), (["go", "1"], "not a number: '1'"),
                          (["go", missing], f"no path to column {missing}")):
        before = fingerprint(climb)
        refused(climb, action, words)
        assert fingerprint(climb) == before
    climb.act(["go", starts[0]])
    while climb.phase != MAP:
        climb.act(climb.legal_actions()[0] if climb.phase != FIGHT else greedy_bot(climb, random.Random(0)))
    above = [node.column for node in climb.choices()]
    assert above == sorted(climb.map.node(0, starts[0]).links)
    far = next(column for column in range(7) if column not in above)
    before = fingerprint(climb)
    refused(climb, ["go", far], f"no path to column {far}")
    assert fingerprint(climb) == before and climb.run.floor == 1


@pytest.mark.parametrize(("action", "words"), [
    ("leave", "not an event choice: 'leave'"), (["choose", 1, 1], "not an event choice: ['choose', 1, 1]"),
    (["take", 1], "not an event choice: ['take', 1]"), (["choose", 0], "option 0 cannot be chosen"),
    (["choose", 5], "option 5 cannot be chosen"), (["choose", False], "not a number: False")])
def test_the_openings_choice_refuses_what_is_not_one_of_its_four_options_with_its_words(action: Any,
                                                                                      words: str) -> None:
    """The opening offers four options: anything but ["choose", 1..4] is refused with its words, nothing changed."""
    climb = Climb("ironclad", 3)
    before = fingerprint(climb)
    refused(climb, action, words)
    assert fingerprint(climb) == before and climb.outcome is None


def test_an_option_the_run_cannot_pay_for_is_refused_and_the_last_one_taken_when_it_can() -> None:
    """The opening's Blood price costs 8 max HP: at 8 max HP option 4 cannot be chosen; at 9 it is taken, then only
    'leave' is, "choose" refused with its words."""
    climb = Climb("ironclad", 3)
    climb.run.max_hp = climb.run.hp = 8
    refused(climb, ["choose", 4], "option 4 cannot be chosen")
    climb.run.max_hp = climb.run.hp = 9
    climb.act(["choose", 4])
    assert climb.outcome is not None and climb.run.max_hp == 1
    assert climb.legal_actions() == [LEAVE]
    refused(climb, ["choose", 1], "not an event action: ['choose', 1]")
    climb.act(LEAVE)
    assert (climb.phase, climb.outcome) == (MAP, None)


@pytest.mark.parametrize(("start", "words"), [
    ({"character": "necromancer"}, "not a character: 'necromancer'"), ({"rules_version": 0}, "no fight rules 0"),
    ({"difficulty": -1}, "no difficulty -1"), ({"difficulty": 11}, "no difficulty 11"),
    ({"daily_rule": -1}, "no rule -1"), ({"daily_rule": 11}, "no rule 11")])
def test_a_climb_refuses_to_start_with_no_such_character_rules_difficulty_or_rule_of_the_day(
        start: dict[str, Any], words: str) -> None:
    """A climb starts only as an Ironclad, Silent or Watcher, by fight rules that exist, at difficulty 0 to 10 and
    with a rule of the day 0 (none) to 10: anything else is refused with its words."""
    given: dict[str, Any] = {"character": "ironclad", "seed": 1, **start}
    with pytest.raises(ValueError, match=f"^{re.escape(words)}$"):
        Climb(**given)


@pytest.mark.parametrize(("difficulty", "daily_rule"), [(0, 0), (10, 0), (0, 10), (10, 10)])
def test_a_climb_starts_at_the_ladders_ends_and_with_its_top_rule_of_the_day(difficulty: int,
                                                                            daily_rule: int) -> None:
    """Difficulty 0 and 10 (the highest) and a rule of the day up to 10 are taken: the climb keeps them."""
    climb = Climb("silent", 1, difficulty, daily_rule)
    assert (climb.run.difficulty, climb.run.daily_rule) == (difficulty, daily_rule)
