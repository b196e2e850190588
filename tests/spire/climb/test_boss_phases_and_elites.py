"""Bosses' second phases and the elites rules version 3 added, checked where they act: a boss's HP falling to half
turns its next move to its second phase's (the forecast and the inspect dialog say so), by the rules that have them
only; every act of a version-3 climb draws from three elites and two bosses, an older climb from its own pools."""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.climb import bestiary
from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.monster_rules import pattern_lines
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Strike, new_game


def tyrant_fight(version: int = 3) -> tuple[ClimbFight, bestiary.BellTyrant]:
    new_game(random.Random(1))
    tyrant = bestiary.BellTyrant(150)
    fight = ClimbFight(RunState("ironclad", 80, 80, [Strike() for _ in range(10)], rules_version=version), [tyrant])
    return fight, tyrant


def test_a_boss_turns_to_its_second_phase_once_its_hp_falls_to_half() -> None:
    """Bell Tyrant of 150 HP: at 76 HP still its pattern; at 75 (half) its next move is its second phase's first,
    the forecast names it, and then the second phase's moves go round."""
    fight, tyrant = tyrant_fight()
    assert tyrant.second_phase_hp() == 75
    tyrant.reduce_hp(74)
    assert tyrant.second_phase is False and predict_turn(fight).intents[0].move == "Resonate"
    tyrant.reduce_hp(1)
    assert tyrant.second_phase and predict_turn(fight).intents[0].move == "Cracked Peal"
    made = []
    for _ in range(4):
        made.append(tyrant.next_move().name)
        tyrant.action()
    assert made == ["Cracked Peal", "Shatter", "Cracked Peal", "Shatter"]


def test_a_boss_fought_by_rules_version_2_keeps_one_phase() -> None:
    fight, tyrant = tyrant_fight(version=2)
    tyrant.reduce_hp(100)
    assert tyrant.second_phase is False and predict_turn(fight).intents[0].move == "Resonate"


def test_the_inspect_dialog_names_the_second_phase_before_and_after_it_begins() -> None:
    _fight, tyrant = tyrant_fight()
    before = pattern_lines(tyrant)
    assert before[-1] == ("At 50% HP (75) or less, its second phase: Cracked Peal 9×2; Shatter 18, vulnerable 1, "
                          "over and over.")
    tyrant.reduce_hp(80)
    assert pattern_lines(tyrant) == ["Its second phase, since its HP fell to 50% or less:",
                                     "▶ next 1. Cracked Peal 9×2", "       2. Shatter 18, vulnerable 1",
                                     "Then the pattern starts again."]


def test_the_compendiums_pattern_of_a_boss_names_its_second_phase_without_an_hp_figure() -> None:
    """Not in a fight (the boss as a kind: the compendium's), no move is marked next and the second phase is said at
    its share of HP alone, with no figure and nothing in its place (the fight's max HP is a draw)."""
    _fight, tyrant = tyrant_fight()
    lines = pattern_lines(tyrant, in_fight=False)
    assert lines[-1] == ("At 50% HP or less, its second phase: Cracked Peal 9×2; Shatter 18, vulnerable 1, over and "
                         "over.")
    assert not any("▶" in line for line in lines)


@pytest.mark.parametrize("act", [1, 2, 3])
def test_every_act_has_three_elites_and_two_bosses_with_second_phases(act: int) -> None:
    elites = [spec for spec in bestiary.pool(act, bestiary.ELITE)]
    bosses = bestiary.pool(act, bestiary.BOSS)
    assert len(elites) == 3 and len(bosses) == 2
    assert all(member.second_pattern for spec in bosses for member, _low, _high in spec.members)


def test_an_older_climb_never_draws_the_elites_version_3_added() -> None:
    """500 elite draws in acts 2 and 3 by version 2's pools never give Rust Golem or Grave Titan; by version 3's, both
    come."""
    rng = random.Random(7)
    old = {bestiary.choose(act, bestiary.ELITE, rng, rules_version=2).name for act in (2, 3) for _ in range(500)}
    new = {bestiary.choose(act, bestiary.ELITE, rng).name for act in (2, 3) for _ in range(500)}
    assert old == {"Gilded Knight", "Weaving Sisters", "Night Warden", "Twin Furies"}
    assert new == old | {"Rust Golem", "Grave Titan"}
