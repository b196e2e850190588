"""The climb's fight rules by version (climb/fight.py's FIGHT_RULES): the genre's status timing and hit order in the
climbs begun now, the task sheet's in the climbs begun before, and the statuses' words (statuses.acting_turns) that
say each, checked by playing real climb fights turn by turn."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from arcade.games.spire.classic.cards import Uppercut
from arcade.games.spire.classic.statuses import GENRE_TIMING, TASK_SHEET_TIMING, acting_turns
from arcade.games.spire.climb.fight import FIGHT_RULES, ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.state import CURRENT_RULES, RunState
from arcade.games.spire.model import Card, Defend, Strike, attack_damage, new_game

VERSIONS = sorted(FIGHT_RULES)
HIT = 8
"""What the test monster's attack deals with no status on either side."""


class Hitter(ClimbMonster):
    """A test monster that hits for HIT every turn."""

    title = "Hitter"
    pattern = (Move("Hit", damage=HIT),)


class Hexer(ClimbMonster):
    """A test monster that puts weak and vulnerable on the player, then hits, every turn."""

    title = "Hexer"
    pattern = (Move("Hex", damage=HIT, weak=1, vulnerable=1),)


def fight(version: int, monster: ClimbMonster | None = None, deck: list[Card] | None = None) -> ClimbFight:
    """A fight by this version of the rules: a 999 HP IronClad (no strength) against one monster of 999 HP."""
    new_game(random.Random(1))
    run = RunState("ironclad", 999, 999, deck if deck is not None else [Defend() for _ in range(10)],
                   rules_version=version)
    return ClimbFight(run, [monster if monster is not None else Hitter(999)])


def enemy_damage(played: ClimbFight) -> int:
    """End the player's turn; the HP the monsters' turn took (the player never blocks here)."""
    before = played.get_player().get_hp()
    played.end_player_turn()
    played.enemy_turn()
    return before - played.get_player().get_hp()


def player_hit(played: ClimbFight) -> int:
    """What a 6-damage attack of the player would deal the monster now, by the model's rule (nothing changes)."""
    return attack_damage(6, played.get_player(), played.get_monsters()[0])


def turns_counted(version: int, status: str, on_player: bool, amount: int) -> int:
    """Give this status during the player's turn, then count the turns on which it acts in a real fight."""
    played = fight(version)
    holder = played.get_player() if on_player else played.get_monsters()[0]
    getattr(holder, f"add_{status}")(amount)
    counted = 0
    for _ in range(amount + 2):
        if status == "weak" and not on_player:
            counted += enemy_damage(played) < HIT
            continue
        if status == "vulnerable" and on_player:
            counted += enemy_damage(played) > HIT
            continue
        counted += player_hit(played) != 6  # the player's weak cuts it, the monster's vulnerable raises it
        enemy_damage(played)
    return counted


@pytest.mark.parametrize("version", VERSIONS)
@given(amount=st.integers(0, 5))
@example(amount=1)
def test_the_words_count_the_turns_the_fight_plays(version: int, amount: int) -> None:
    """acting_turns under the version's timing is what the climb's fight does, for each status on either side."""
    timing = FIGHT_RULES[version].timing
    for status in ("weak", "vulnerable"):
        for on_player in (True, False):
            assert acting_turns(status, amount, on_player, timing) == turns_counted(version, status, on_player,
                                                                                   amount), (status, on_player)


def test_every_status_n_acts_on_n_turns_in_a_climb_begun_now() -> None:
    """The genre's timing: 1 weak on a monster cuts its next turn (the task sheet's ran out unused)."""
    assert FIGHT_RULES[CURRENT_RULES].timing is GENRE_TIMING and FIGHT_RULES[1].timing is TASK_SHEET_TIMING
    assert turns_counted(CURRENT_RULES, "weak", False, 1) == 1
    assert turns_counted(1, "weak", False, 1) == 0


@pytest.mark.parametrize(("version", "turns"), [(CURRENT_RULES, 1), (1, 0)])
def test_what_a_monster_puts_on_the_player_acts_on_the_players_next_turns(version: int, turns: int) -> None:
    """A Hexer's weak 1 cuts the player's next turn's attacks under the genre's timing; its vulnerable 1 makes its
    own hit (after it) and the next turn's hit land harder. The task sheet's turn takes both off before they act."""
    played = fight(version, Hexer(999))
    first = enemy_damage(played)
    assert first == HIT * 3 // 2  # the Hex's vulnerable lands before its hit in both orders
    assert (played.get_player().get_weak(), played.get_player().get_vulnerable()) == (turns, turns)
    assert (player_hit(played) < 6) == bool(turns)
    assert enemy_damage(played) == HIT * 3 // 2  # a new Hex each turn keeps the player vulnerable


@pytest.mark.parametrize(("version", "damage"), [(CURRENT_RULES, 13), (1, 19)])
def test_a_cards_hit_lands_before_its_statuses_in_a_climb_begun_now(version: int, damage: int) -> None:
    """Uppercut (13 damage, 2 weak, 1 vulnerable) deals 13 to a monster without statuses: the climb applies the hit
    first; a climb begun before (the task sheet's order) deals 13 × 1.5."""
    played = fight(version, deck=[Uppercut() for _ in range(5)])
    monster = played.get_monsters()[0]
    assert played.player_apply_card("Uppercut", monster.get_id())
    assert 999 - monster.get_hp() == damage == played.last_hit
    assert (monster.get_weak(), monster.get_vulnerable()) == (2, 1)


def test_a_new_run_plays_by_the_current_rules() -> None:
    """A new run plays by CURRENT_RULES."""
    assert RunState("silent", 70, 70, [Strike()]).rules_version == CURRENT_RULES == max(FIGHT_RULES)
