"""The genre's climb rules where the mutation run of climb-rules found them unchecked, each with exact words or
values: check_rules on a map's burning elite and elite count, the burning elite drawn as such, burning_words from
its numbers, Cold camps through the difficulty at the next act, a replay by an older rules version, and a few relic
and event lines at their edges."""

from __future__ import annotations

import dataclasses
import random

import pytest

from arcade.games.spire.climb import events, relics, run
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.map import BURNING_ATTR, ELITE, MONSTER, ActMap, check_rules, map_rows
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Defend, Strike

from .test_map import base, with_kind
from .test_relic_and_potion_claims import fight_of
from .test_rules_where_they_act import at_the_boss_relics


def genre(act_map: ActMap) -> ActMap:
    """The map as drawn by the genre's rules."""
    return ActMap(act_map.act, dict(act_map.nodes), genre=True)


def burning_at(act_map: ActMap, floor: int, column: int) -> ActMap:
    """The map with this node burning."""
    nodes = dict(act_map.nodes)
    nodes[floor, column] = dataclasses.replace(nodes[floor, column], burning=True)
    return ActMap(act_map.act, nodes, genre=act_map.genre)


# the hand-made map's elites: floor 6 of column 1 and floor 11 of column 3
def test_a_genre_map_with_its_two_elites_and_one_burning_breaks_no_rule() -> None:
    assert check_rules(burning_at(genre(base()), 6, 1)) == []


@pytest.mark.parametrize(("make", "words"), [
    (lambda: genre(base()), ["0 burning elites: the genre's maps have exactly one"]),
    (lambda: burning_at(burning_at(genre(base()), 6, 1), 11, 3),
     ["2 burning elites: the genre's maps have exactly one"]),
    (lambda: burning_at(genre(with_kind(base(), 11, 3, MONSTER)), 6, 1),
     ["1 elite: the genre's maps have 2 at least"]),
    (lambda: genre(with_kind(with_kind(base(), 11, 3, MONSTER), 6, 1, MONSTER)),
     ["0 elites: the genre's maps have 2 at least", "0 burning elites: the genre's maps have exactly one"]),
    (lambda: burning_at(burning_at(genre(base()), 6, 1), 7, 1),
     ["floor 7 column 1 burns but is a monster", "2 burning elites: the genre's maps have exactly one"]),
    (lambda: burning_at(base(), 6, 1), ["a burning elite on a map not drawn by the genre's rules"]),
])
def test_check_rules_says_each_broken_genre_rule_exactly(make: object, words: list[str]) -> None:
    assert check_rules(make()) == words  # type: ignore[operator]


def test_the_burning_elite_is_drawn_as_such_and_another_elite_is_not() -> None:
    act_map = burning_at(genre(base()), 6, 1)
    kinds = [segment for row in map_rows(act_map, [], [], None) for segment in row]
    burning = [text for attribute, text in kinds if attribute == BURNING_ATTR]
    assert burning == ["*"] and act_map.node(11, 3).kind == ELITE and not act_map.node(11, 3).burning


@pytest.mark.parametrize(("relics_given", "words"), [
    (1, "30% more HP and 2 more strength, and a second relic"),
    (2, "30% more HP and 2 more strength, and 2 more relics")])
def test_burning_words_are_made_of_the_numbers_a_burning_fight_is_built_by(
        monkeypatch: pytest.MonkeyPatch, relics_given: int, words: str) -> None:
    monkeypatch.setattr(run, "BURNING_RELICS", relics_given)
    assert (run.BURNING_HP_PERCENT, run.BURNING_STRENGTH) == (30, 2)
    assert run.burning_words() == words


def test_cold_camps_act_by_the_difficulty_as_well_as_by_the_days_rule() -> None:
    """Seed 73 after act 1's boss at 40 of 88 HP, its difficulty set to 8 (Cold camps and every rule below): act 2 heals
    40% of the 48 missing, 19."""
    climb = at_the_boss_relics()
    climb.run.difficulty = 8
    climb.act("skip")
    assert climb.run.hp == 40 + 19 and climb.run.log[-1] == "You climb to act 2 and recover 19 HP."


def test_a_replay_keeps_the_rules_version_it_is_given() -> None:
    """A version-2 climb's actions (no opening, the old map) replay by version 2, not today's."""
    old = Climb("ironclad", 4, rules_version=2)
    rng = random.Random(0)
    for _ in range(30):
        old.act(greedy_bot(old, rng))
    again = Climb.replay("ironclad", 4, 0, old.actions, rules_version=2)
    assert again.run.rules_version == 2 and again.run.floor == old.run.floor and again.run.hp == old.run.hp


def test_losing_no_hp_outside_a_fight_loses_none() -> None:
    run_state = RunState("ironclad", 80, 50, [Strike()])
    assert (run_state.lose_hp(0), run_state.hp) == (0, 50)
    assert (run_state.lose_hp(70), run_state.hp) == (50, 0)


def test_the_glass_smith_says_the_max_hp_paid_and_the_hp_cut_only_when_there_is_one() -> None:
    """Pay in flesh at 60 of 80 HP: 5 max HP, no HP cut; at 80 of 80: 5 max HP and 5 HP."""
    labels = [option.label for option in events.EVENTS["glass_smith"].options]
    for hp, paid in ((60, "You lose 5 max HP."), (80, "You lose 5 max HP and 5 HP.")):
        deck = [Strike(), Strike(), Defend(), Defend(), Strike()]
        run_state = RunState("ironclad", 80, hp, deck)
        outcome = events.resolve(run_state, "glass_smith", labels.index("Pay in flesh"), random.Random(0))
        assert outcome.text.startswith(paid + " Upgraded: ")


def test_an_option_that_does_nothing_walks_on() -> None:
    run_state = RunState("ironclad", 80, 60, [Strike()])
    outcome = events.resolve(run_state, "snoring_brute", 2, random.Random(0))
    assert outcome.text == "You walk on."


def test_the_still_pool_says_there_is_no_curse() -> None:
    run_state = RunState("ironclad", 80, 60, [Strike()])
    assert events.EVENTS["still_pool"].options[0].refusal(run_state) == "no curse in your deck"


def test_anvil_shard_with_no_attack_to_upgrade_says_nothing_was() -> None:
    run_state = RunState("ironclad", 80, 80, [Defend(), Defend()])
    relics.obtain(run_state, "anvil_shard")
    assert run_state.log[-1] == "Anvil Shard: upgraded nothing."


class Jab1(Strike):
    """A test attack of 1 damage, the least an attack deals."""

    def get_damage_amount(self) -> int:
        return 1


def test_an_attack_of_one_damage_counts_for_tally_stick() -> None:
    """Tally Stick counts it: three of them hit every monster for 4 more, said in the log."""
    run_state = RunState("ironclad", 80, 80, [Jab1() for _ in range(5)])
    relics.obtain(run_state, "tally_stick")
    fight = fight_of(run_state, 50)
    for _ in range(3):
        assert fight.player_apply_card(Jab1().get_name(), fight.get_monsters()[0].get_id())
    assert fight.get_monsters()[0].get_hp() == 50 - 3 - 4
    assert run_state.log[-1] == "Tally Stick: 4 damage to every monster."


def test_lucky_purse_says_nothing_of_a_bonus_of_none() -> None:
    """1 gold gained: 25% of it rounds down to 0, and the log says nothing of Lucky Purse."""
    run_state = RunState("ironclad", 80, 80, [Strike()])
    relics.obtain(run_state, "lucky_purse")
    logged = len(run_state.log)
    assert run_state.gain_gold(1) == 1 and run_state.log[logged:] == []
    assert run_state.gain_gold(4) == 5 and run_state.log[-1] == "Lucky Purse: +1 gold."
