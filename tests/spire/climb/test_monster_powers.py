"""Monster powers (climb/powers.py) checked where they act, in a real climb fight, with exact values: Curl's block on
the first HP lost, Thorns' damage back on each attack, Artifact cancelling weak and vulnerable (a card's and a
relic's), Rising's strength after each of its turns (and in the forecast); the inspect dialog and the monster's box
say the amounts they act by; a fight by rules before them (version 2) has none."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arcade.games.spire.classic.statuses import GENRE_TIMING
from arcade.games.spire.climb import bestiary, cards, relics
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move, active_powers
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.powers import ARTIFACT, CURL, RISING, THORNS, Power
from arcade.games.spire.climb.run import FIGHT, Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb_ui.inspect_text import monster_entry
from arcade.games.spire.model import Defend, Strike, new_game

from .test_screen_places import opened_at


class Sleeper(ClimbMonster):
    """A test monster that waits every turn, with the powers a test gives it."""

    title = "Sleeper"
    pattern = (Move("Wait"),)


def with_powers(*powers: Power) -> type[ClimbMonster]:
    """A Sleeper kind with these powers."""
    return type("Powered", (Sleeper,), {"powers": powers})


def fight_against(*monsters: ClimbMonster, deck: list | None = None, hp: int = 50, version: int = 3,
                  relic_ids: tuple[str, ...] = ()) -> ClimbFight:
    """An IronClad at `hp` of 80 (a deck of Strikes by default) against these monsters, by this rules version."""
    new_game(random.Random(1))
    run = RunState("ironclad", 80, hp, deck if deck is not None else [Strike() for _ in range(5)],
                   rules_version=version)
    for relic_id in relic_ids:
        relics.obtain(run, relic_id)
    return ClimbFight(run, list(monsters))


def strike(fight: ClimbFight, card: str = "Strike") -> None:
    assert fight.player_apply_card(card, fight.get_monsters()[0].get_id())


def test_curl_gives_its_block_the_first_time_the_monster_loses_hp_and_only_then() -> None:
    """Curl 5: a Strike's 6 takes 6 HP, then 5 block; the next Strike's 6 takes the 5 block and 1 HP, no more block."""
    curled = with_powers(Power(CURL, 5))(40)
    fight = fight_against(curled)
    strike(fight)
    assert (curled.get_hp(), curled.get_block(), curled.power(CURL)) == (34, 5, 0)
    strike(fight)
    assert (curled.get_hp(), curled.get_block()) == (33, 0)


def test_curl_waits_while_block_takes_the_hit() -> None:
    """A hit the monster's own block soaks whole loses no HP: Curl waits for the first HP lost."""
    curled = with_powers(Power(CURL, 5))(40)
    curled.add_block(10)
    fight = fight_against(curled)
    strike(fight)
    assert (curled.get_hp(), curled.get_block(), curled.power(CURL)) == (40, 4, 5)


def test_thorns_hurt_the_player_on_each_attack_and_not_on_a_skill() -> None:
    """Thorns 2: each Strike costs the player 2 HP (through their block), a Defend nothing."""
    thorny = with_powers(Power(THORNS, 2))(99)
    fight = fight_against(thorny, deck=[Strike(), Strike(), Defend(), Strike(), Strike()])
    player = fight.get_player()
    strike(fight)
    assert player.get_hp() == 48
    assert fight.player_apply_card("Defend")
    assert player.get_hp() == 48 and player.get_block() == 5
    strike(fight)
    assert (player.get_hp(), player.get_block()) == (48, 3)


class Jab(Strike):
    """A test attack of 1 damage."""

    _damage = 1


def test_thorns_answer_an_attack_of_one_damage() -> None:
    """Thorns 2 against a Jab of 1: the monster loses 1 HP, the player 2 (50 → 48)."""
    thorny = with_powers(Power(THORNS, 2))(99)
    fight = fight_against(thorny, deck=[Jab() for _ in range(5)])
    assert fight.player_apply_card("Jab", thorny.get_id())
    assert (thorny.get_hp(), fight.get_player().get_hp()) == (98, 48)


def test_thorns_can_fell_the_player_and_name_the_monster() -> None:
    thorny = with_powers(Power(THORNS, 3))(99)
    fight = fight_against(thorny, hp=3)
    strike(fight)
    assert fight.is_lost() and fight.killer is thorny


def ambushes() -> list:
    """Five Ambushes (0 energy: 7 damage and 2 vulnerable)."""
    return [cards.card_named("Ambush") for _ in range(5)]


def test_artifact_cancels_the_next_statuses_put_on_the_monster() -> None:
    """Artifact 1 against Tripwire's 2 weak at the fight's start: cancelled; then an Ambush's 2 vulnerable lands.
    Artifact 2 cancels two Ambushes' vulnerable and the third's lands."""
    guarded = with_powers(Power(ARTIFACT, 1))(60)
    fight = fight_against(guarded, deck=ambushes(), relic_ids=("tripwire",))
    assert (guarded.get_weak(), guarded.power(ARTIFACT)) == (0, 0)
    strike(fight, "Ambush")
    assert (guarded.get_vulnerable(), guarded.get_hp()) == (2, 53)
    doubly = with_powers(Power(ARTIFACT, 2))(60)
    fight = fight_against(doubly, deck=ambushes())
    strike(fight, "Ambush")
    strike(fight, "Ambush")
    assert (doubly.get_vulnerable(), doubly.power(ARTIFACT)) == (0, 0)
    strike(fight, "Ambush")
    assert doubly.get_vulnerable() == 2


def test_rising_adds_strength_after_each_of_its_turns_and_the_forecast_says_so() -> None:
    risen = with_powers(Power(RISING, 2))(60)
    fight = fight_against(risen)
    assert predict_turn(fight).intents[0].strength == 2
    for turn in (1, 2, 3):
        fight.end_player_turn()
        fight.enemy_turn()
        assert risen.get_strength() == 2 * turn


def test_a_fight_by_rules_version_2_arms_no_power() -> None:
    """The same monsters by the fight rules of a climb begun before powers: no curl, no thorns, no artifact."""
    curled, thorny = with_powers(Power(CURL, 5))(40), with_powers(Power(THORNS, 2))(40)
    fight = fight_against(curled, thorny, version=2)
    strike(fight)
    assert (curled.get_block(), fight.get_player().get_hp()) == (0, 50)
    assert active_powers(curled) == () and active_powers(thorny) == ()


@pytest.mark.parametrize("kind", [bestiary.MossCrawler, bestiary.ThornBeetle, bestiary.BoneWarden,
                                  bestiary.HollowMonk])
def test_the_inspect_dialog_and_the_box_say_each_power_with_the_amount_it_acts_by(kind: type[ClimbMonster]) -> None:
    monster = kind(50)
    fight = fight_against(monster)
    [power] = kind.powers
    entry = monster_entry(fight, [monster], monster, predict_turn(fight).intents[0], GENRE_TIMING)
    assert f"Power: {power.name}: {power.text}" in entry.detail
    assert [item.name for item in active_powers(monster)] == [power.name]


def test_a_spent_power_leaves_the_inspect_dialog() -> None:
    """Curl once used, the dialog says no power."""
    curled = with_powers(Power(CURL, 5))(40)
    fight = fight_against(curled)
    strike(fight)
    entry = monster_entry(fight, [curled], curled, predict_turn(fight).intents[0], GENRE_TIMING)
    assert not any(line.startswith("Power:") for line in entry.detail)


def test_power_texts_say_their_amounts() -> None:
    assert [(power.name, power.text) for power in (Power(RISING, 2), Power(CURL, 5), Power(THORNS, 3),
                                                   Power(ARTIFACT, 1))] == [
        ("Rising 2", "It gains 2 strength at the end of each of its turns."),
        ("Curl 5", "The first time it loses HP in a fight, it gains 5 block."),
        ("Thorns 3", "Each time your attack hits it, you take 3 damage."),
        ("Artifact 1", "It shrugs off the next 1 weak or vulnerable put on it.")]
    with pytest.raises(ValueError, match=r"^no power 'sleep'$"):  # a programmer's error, named
        Power("sleep", 1)


def test_the_fight_page_shows_a_monsters_power_beside_its_block(tmp_path: Path) -> None:
    """The first fight of the greedy climb (seed 5) against a monster with a power: its box says it, amount and all."""
    def with_a_power(climb: Climb) -> bool:
        return climb.phase == FIGHT and climb.fight is not None and any(
            active_powers(monster) for monster in climb.fight.get_monsters())

    session, screen = opened_at(tmp_path, with_a_power)
    assert screen.climb is not None and screen.climb.fight is not None
    monster = next(monster for monster in screen.climb.fight.get_monsters() if active_powers(monster))
    [power] = active_powers(monster)
    assert f"block {monster.get_block()} · {power.name}" in session.text()
