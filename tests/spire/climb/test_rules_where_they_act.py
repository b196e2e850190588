"""The difficulty rules (climb/rules.py) and a daily climb's rule of the day checked where they act, with exact
values: an elite's HP when its fight starts, a fight's gold on the reward page, the HP a rest heals, the curse in the
first fight's cards; and the climb's own steps around them: the heal on reaching the next act and the turns counted.

Each check goes through a climb step (Climb.act, Climb.replay), not the rule's lookup function, so a climb that stops
asking the rules (or asks them without the day's rule) fails here. The climbs are a greedy player's (seeds 0, 7, 73, 5
of the Ironclad, who answers the opening with Hardy start: 88 max HP), replayed to a milestone (`at`: seed 0's first
reward; seed 7's first elite fight, act 1's burning one; seed 73's boss relics after act 1; seed 5's first rest site,
no elite before it), found by its kind rather than typed as an action count.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

import pytest

from arcade.games.spire.climb import bestiary, cards
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.map import ELITE, MONSTER
from arcade.games.spire.climb.run import (
    ACT_HEAL_PERCENT,
    BOSS,
    BOSS_RELIC,
    FIGHT,
    HP_PERCENT,
    MAP,
    REST_SITE,
    REWARD,
    STARTING_GOLD,
    Climb,
    stream,
)


@cache
def greedy_actions(seed: int) -> tuple[object, ...]:
    """The actions of a greedy Ironclad's whole climb at difficulty 0 with this seed."""
    climb = Climb("ironclad", seed)
    rng = random.Random(0)
    while not climb.over:
        climb.act(greedy_bot(climb, rng))
    return tuple(climb.actions)


def replayed(seed: int, count: int, difficulty: int = 0, daily_rule: int = 0) -> Climb:
    """The greedy climb of this seed, its first `count` actions replayed at a difficulty and rule of the day."""
    return Climb.replay("ironclad", seed, difficulty, list(greedy_actions(seed)[:count]), daily_rule)


MILESTONES: dict[str, Callable[[Climb], bool]] = {
    "first fight": lambda climb: climb.phase == FIGHT,
    "first reward": lambda climb: climb.phase == REWARD,
    "first elite fight": lambda climb: climb.phase == FIGHT and climb.fight_kind == ELITE,
    "first rest site": lambda climb: climb.phase == REST_SITE,
    "boss relics": lambda climb: climb.phase == BOSS_RELIC,
}
"""The moments of a greedy climb the tests stand at, by name."""


@cache
def actions_to(seed: int, milestone: str) -> int:
    """How many of seed's greedy actions bring its climb to the milestone (the first time it holds)."""
    climb = Climb("ironclad", seed)
    for count, action in enumerate(greedy_actions(seed)):
        if MILESTONES[milestone](climb):
            return count
        climb.act(action)
    raise AssertionError(f"seed {seed}'s greedy climb never reaches its {milestone}")


def at(seed: int, milestone: str, difficulty: int = 0, daily_rule: int = 0) -> Climb:
    """Seed's greedy climb replayed to the milestone at a difficulty and rule of the day."""
    return replayed(seed, actions_to(seed, milestone), difficulty, daily_rule)


def past_the_opening(climb: Climb, option: int = 1) -> Climb:
    """The climb past its opening choice (this option, then leave): on the map before its first floor."""
    climb.act(["choose", option])
    climb.act("leave")
    return climb


# --- Fierce elites (rule 1): an elite's or boss's HP --------------------------------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "max_hp"), [
    (0, 0, 111), (1, 0, 139), (0, 1, 139), (2, 0, 139), (0, 2, 111), (0, 3, 111)])
def test_fierce_elites_give_the_first_elite_a_quarter_more_hp_at_difficulty_1_or_as_the_rule_of_the_day(
        difficulty: int, daily_rule: int, max_hp: int) -> None:
    """Seed 7's first elite (act 1's burning one, an Ironbark Brute on floor 8) draws 82 HP: act 1 makes it 105%,
    burning 130% of that (136%: 111), Fierce elites 125% before burning (131% × 130% = 170%: 139), whether from the
    difficulty or from the day's rule; another day's rule leaves it."""
    climb = at(7, "first elite fight", difficulty, daily_rule)
    assert (climb.phase, climb.fight_kind, climb.encounter_name, climb.run.floor, climb.burning) == (
        FIGHT, ELITE, "Ironbark Brute", 8, True)
    assert [monster.get_max_hp() for monster in climb.roster] == [max_hp]
    assert climb.fight is not None and [monster.get_hp() for monster in climb.fight.get_monsters()] == [max_hp]


@pytest.mark.parametrize(("difficulty", "daily_rule"), [(0, 0), (1, 0), (0, 1)])
def test_fierce_elites_give_the_boss_a_quarter_more_hp_too(difficulty: int, daily_rule: int) -> None:
    """Act 1's boss, reached by a greedy player at this difficulty and rule: each monster's HP is what the floor's
    monster stream draws × 105% (act 1), × 131% under Fierce elites; a monster fight is never raised (below)."""
    climb = Climb("ironclad", 0, difficulty, daily_rule)
    rng = random.Random(0)
    fierce = difficulty >= 1 or daily_rule == 1
    while not (climb.phase == FIGHT and climb.fight_kind == BOSS):
        climb.act(greedy_bot(climb, rng))
    drawn = bestiary.build(bestiary.spec_named(climb.encounter_name), stream(0, "monsters", climb.run.floor))
    percent = HP_PERCENT[1] * 125 // 100 if fierce else HP_PERCENT[1]
    assert percent == (131 if fierce else 105)
    assert [monster.get_max_hp() for monster in climb.roster] == [
        monster.get_max_hp() * percent // 100 for monster in drawn]


@pytest.mark.parametrize(("difficulty", "daily_rule"), [(0, 0), (1, 0), (0, 1), (4, 0)])
def test_fierce_elites_leave_a_monster_fights_hp(difficulty: int, daily_rule: int) -> None:
    """Seed 0's first fight, a Bat Flock drawn at 9 and 11 HP: 105% in act 1 keeps 9 and 11 (rounded down) at every
    difficulty; Fierce elites (131%) would make them 11 and 14."""
    climb = past_the_opening(Climb("ironclad", 0, difficulty, daily_rule))
    climb.act(["go", climb.map.starts()[0].column])
    assert (climb.fight_kind, climb.encounter_name) == (MONSTER, "Bat Flock")
    assert [monster.get_max_hp() for monster in climb.roster] == [9, 11]


# --- Thin purses (rule 2): a fight's gold -------------------------------------------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "gold"), [
    (0, 0, 13), (1, 0, 13), (2, 0, 9), (3, 0, 9), (0, 2, 9), (1, 2, 9), (0, 1, 13), (0, 3, 13)])
def test_thin_purses_cut_the_first_fights_gold_exactly(difficulty: int, daily_rule: int, gold: int) -> None:
    """Seed 0's first fight drops 13 gold (its rewards stream's first draw); Thin purses keep 75% of it, rounded
    down (9), from difficulty 2 up or as the rule of the day, and the reward page says the gold gained."""
    climb = at(0, "first reward", difficulty, daily_rule)
    assert climb.phase == REWARD and climb.fight_kind == MONSTER
    assert stream(0, "rewards", climb.run.floor).randint(10, 20) == 13
    assert climb.run.gold == STARTING_GOLD + gold
    assert climb.reward_lines[0] == f"{gold} gold."


# --- Restless nights (rule 3): what a rest heals ---------------------------------------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "healed"), [
    (0, 0, 26), (2, 0, 26), (3, 0, 17), (0, 3, 17), (2, 3, 17), (0, 2, 26), (0, 1, 26)])
def test_restless_nights_make_a_rest_heal_20_percent_of_max_hp_instead_of_30(
        difficulty: int, daily_rule: int, healed: int) -> None:
    """Seed 5's first rest site, the Ironclad (88 max HP after the opening's Hardy start) set to 10 HP: resting heals
    30% of 88 (26, rounded down), or 20% (17) at difficulty 3 up or under the day's Restless nights; the log says so
    and the climb goes back to the map."""
    climb = at(5, "first rest site", difficulty, daily_rule)
    assert climb.phase == REST_SITE and climb.run.max_hp == 88
    climb.run.hp = 10
    climb.act("rest")
    assert (climb.run.hp, climb.phase) == (10 + healed, MAP)
    assert climb.run.log[-1] == f"You rest and heal {healed} HP."


def test_a_rest_never_heals_past_max_hp_whatever_the_rule() -> None:
    """Seed 5's first rest site at 80 of 88 HP: 26 would be past max HP, so the rest heals 8; under Restless nights
    (17) as well."""
    for difficulty in (0, 3):
        climb = at(5, "first rest site", difficulty)
        climb.run.hp = 80
        climb.act("rest")
        assert climb.run.hp == 88 and climb.run.log[-1] == "You rest and heal 8 HP."


# --- Heavy heart (rule 4): the curse in the deck and in the first fight ----------------------------------------------

@pytest.mark.parametrize(("difficulty", "daily_rule", "cursed"), [(0, 0, False), (3, 0, False), (4, 0, True),
                                                                 (0, 4, True), (1, 4, True), (0, 3, False)])
def test_heavy_heart_puts_the_curse_among_the_first_fights_cards(difficulty: int, daily_rule: int,
                                                                  cursed: bool) -> None:
    """Difficulty 4 or the day's Heavy heart: the deck starts with 11 cards, the 11th the first curse (Gloom), and the
    first fight's piles hold it; otherwise 10 cards and no curse."""
    climb = Climb("ironclad", 0, difficulty, daily_rule)
    assert len(climb.run.deck) == (11 if cursed else 10)
    assert (climb.run.deck[-1].get_name() == cards.CURSES[0]().get_name()) == cursed
    past_the_opening(climb)
    climb.act(climb.legal_actions()[0])
    assert climb.fight is not None
    player = climb.fight.get_player()
    piles = [*player.get_hand(), *player.get_deck(), *player.get_discarded()]
    assert sum(cards.is_curse(card) for card in piles) == (1 if cursed else 0)


# --- the next act's heal --------------------------------------------------------------------------------------------

BOSS_SEED = 73
"""A seed whose greedy climb reaches act 1's boss relics (at 88 max HP: the opening's Hardy start)."""
BOSS_HP = 40
"""The HP the tests set at those boss relics, so the heals they check follow from it and not from the climb's path."""


def at_the_boss_relics(difficulty: int = 0, daily_rule: int = 0) -> Climb:
    """Seed 73's greedy climb at act 1's boss relics, at BOSS_HP of 88 HP."""
    climb = at(BOSS_SEED, "boss relics", difficulty, daily_rule)
    assert (climb.phase, climb.run.act, climb.run.max_hp) == (BOSS_RELIC, 1, 88)
    climb.run.hp = BOSS_HP
    return climb


def test_reaching_act_2_heals_75_percent_of_the_hp_missing_after_the_boss_fight() -> None:
    """Seed 73 after act 1's boss at 40 of 88 HP. Skipping the boss relics, act 2 begins with (88 - 40) × 75% = 36 HP
    back: 76, and the log names the act and the heal."""
    climb = at_the_boss_relics()
    assert ACT_HEAL_PERCENT == 75
    climb.act("skip")
    assert (climb.run.act, climb.phase, climb.run.hp, climb.run.floor) == (2, MAP, 76, 16)
    assert climb.run.log[-1] == "You climb to act 2 and recover 36 HP."


def test_the_next_acts_heal_counts_the_max_hp_a_boss_relic_just_took() -> None:
    """Seed 73 at 40 HP, taking the Hollow Crown (12 less max HP on pickup, the first relic offered): max HP 76, so act
    2 heals (76 - 40) × 75% = 27, not the 36 the old max HP would give."""
    climb = at_the_boss_relics()
    assert climb.boss_relics[0] == "hollow_crown"
    climb.act(["relic", 1])
    assert (climb.run.max_hp, climb.run.hp) == (76, 67)
    assert climb.run.log[-1] == "You climb to act 2 and recover 27 HP."


def test_reaching_act_2_at_full_hp_says_so() -> None:
    """Seed 73 at 40 HP, taking the Verdant Heart (10 more max HP and every HP back on pickup): act 2 has nothing to
    heal, and the log says the climb goes on at full HP rather than that it recovers 0."""
    climb = at_the_boss_relics()
    assert climb.boss_relics[1] == "verdant_heart"
    climb.act(["relic", 2])
    assert (climb.run.max_hp, climb.run.hp) == (98, 98)
    assert climb.run.log[-2:] == ["Verdant Heart: +10 max HP, healed 48 more HP.", "You climb to act 2 at full HP."]


@pytest.mark.parametrize(("hp", "healed"), [(70, 13), (40, 36)])
def test_the_next_acts_heal_is_of_the_hp_missing_not_of_max_hp(hp: int, healed: int) -> None:
    """Seed 73 after act 1's boss, set to 70 or 40 of 88 HP: act 2 heals 75% of the 18 or 48 missing (13, 36), not
    more, rounded down."""
    climb = at(BOSS_SEED, "boss relics")
    climb.run.hp = hp
    climb.act("skip")
    assert climb.run.hp == hp + healed and climb.run.log[-1] == f"You climb to act 2 and recover {healed} HP."


# --- the climb's turns ------------------------------------------------------------------------------------------------

def test_a_fights_first_turn_counts_in_the_climbs_turns() -> None:
    """The climb counts player turns over every fight: entering the first fight is turn 1, each turn ended (and
    survived) adds one, and the next fight's first turn adds one more; figures() keeps the count."""
    climb = past_the_opening(Climb("ironclad", 0))
    assert climb.turns == 0
    climb.act(climb.legal_actions()[0])
    assert climb.phase == FIGHT and climb.turns == 1 and climb.figures()["turns"] == 1
    climb.act("end turn")
    assert climb.turns == 2
    actions = greedy_actions(0)
    reward = actions_to(0, "first reward")
    climb = Climb.replay("ironclad", 0, 0, list(actions[:reward]))
    assert climb.phase == REWARD
    ended = sum(1 for action in actions[:reward] if action == "end turn")
    assert climb.turns == 1 + ended
    climb.act("skip")
    climb.act(climb.legal_actions()[0])
    assert climb.phase == FIGHT and climb.turns == 2 + ended
