"""A fight of the climb (climb/fight.py): the task sheet's Encounter with our monsters, several hits, curses, hooks,
and a forecast that tells the truth."""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.climb import cards, relics
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.fighter import Fighter
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.run import FIGHT, Climb
from arcade.games.spire.climb.state import FIGHT_END, RunState
from arcade.games.spire.model import Defend, Strike, new_game


class Brute(ClimbMonster):
    """A test monster: flexes (strength, no attack), then hits three times."""

    title = "Test Brute"
    pattern = (Move("Flex", strength=2), Move("Flurry", damage=3, hits=3))


def fight_with(monster: ClimbMonster, deck: list | None = None, hp: int = 50) -> ClimbFight:
    """A fight of an IronClad run at `hp` of 80 against one monster (the model's source seeded first)."""
    new_game(random.Random(1))
    run = RunState("ironclad", 80, hp, deck if deck is not None else [Strike() for _ in range(5)])
    return ClimbFight(run, [monster])


def test_the_fighter_is_the_characters_player_with_the_runs_hp_and_deck() -> None:
    """Named IronClad, 50 of 80 HP, a hand of five from the run's deck (its own list)."""
    fight = fight_with(Brute(30))
    player = fight.get_player()
    assert isinstance(player, Fighter) and player.get_name() == "IronClad" and repr(player) == "IronClad()"
    assert (player.get_hp(), player.get_max_hp(), len(player.get_hand())) == (50, 80, 5)
    assert player.get_deck() is not fight.run.deck


def test_a_move_without_an_attack_deals_nothing_even_with_strength() -> None:
    """Flex gives strength and no hit; Flurry then hits three times for 3 + 2 each."""
    fight = fight_with(Brute(30, start=0))
    fight.get_monsters()[0].add_strength(1)
    fight.end_player_turn()
    fight.enemy_turn()
    assert fight.get_player().get_hp() == 50
    fight.end_player_turn()
    fight.enemy_turn()
    assert fight.get_player().get_hp() == 50 - 3 * (3 + 3)


def test_each_hit_goes_through_block_alone() -> None:
    """Block 5 against three hits of 3: the first soaks 3, the second 2 of 3, the third is whole (4 HP lost)."""
    fight = fight_with(Brute(30, start=1), deck=[Defend() for _ in range(5)])
    fight.player_apply_card("Defend")
    fight.end_player_turn()
    fight.enemy_turn()
    assert fight.get_player().get_hp() == 50 - 4


def test_the_forecast_names_the_move_its_hits_and_the_hp_after() -> None:
    """Flurry: 3 damage, 3 hits, 9 in all, the player at 41 after it."""
    fight = fight_with(Brute(30, start=1))
    turn = predict_turn(fight)
    (intent,) = turn.intents
    assert (intent.move, intent.damage, intent.hits, intent.total, turn.hp_after) == ("Flurry", 3, 3, 9, 41)
    assert fight.get_player().get_hp() == 50 and len(fight.get_player().get_hand()) == 5


def test_the_forecast_counts_the_turn_end_relics() -> None:
    """Stone Skin's 3 block at the end of the turn soaks the first hit and a bit of the second."""
    fight = fight_with(Brute(30, start=1))
    relics.obtain(fight.run, "stone_skin")
    turn = predict_turn(fight)
    fight.end_player_turn()
    fight.enemy_turn()
    assert turn.hp_after == fight.get_player().get_hp() == 50 - 6


def test_a_monster_the_turn_end_kills_has_no_intent() -> None:
    """Thorn Collar's 2 damage at the end of the turn kills a 2-HP brute: it will not act."""
    fight = fight_with(Brute(2, start=1))
    relics.obtain(fight.run, "thorn_collar")
    assert predict_turn(fight).intents == ()


def test_a_curse_cannot_be_played() -> None:
    """A curse in hand is refused and stays there."""
    fight = fight_with(Brute(30), deck=[cards.CURSES[0]() for _ in range(5)])
    name = cards.CURSES[0]().get_name()
    assert not fight.player_apply_card(name) and len(fight.get_player().get_hand()) == 5


@pytest.mark.parametrize("seed", range(8))
def test_the_forecast_is_what_the_monsters_turn_does(seed: int) -> None:
    """Over greedy climbs: before every turn's end, the forecast's HP after is the player's HP once the monsters
    acted (0 when they kill). A fight the turn's end wins (a relic's damage killing the last monster) is measured
    as its end hooks begin: their heals (Ember Heart's) come after the monsters' turn, not in it."""
    climb = Climb(("ironclad", "silent", "watcher")[seed % 3], seed)
    rng = random.Random(seed)
    at_the_fights_end: list[int] = []
    fire = climb.run.fire

    def fire_noting_the_hp(hook: str, fight: object = None, **details: object) -> object:
        if hook == FIGHT_END and isinstance(fight, ClimbFight):
            at_the_fights_end.append(fight.get_player().get_hp())
        return fire(hook, fight, **details)

    climb.run.fire = fire_noting_the_hp  # type: ignore[method-assign]
    checked = 0
    while not climb.over and checked < 60:
        action = greedy_bot(climb, rng)
        if action == "end turn" and climb.phase == FIGHT and climb.fight is not None:
            fight = climb.fight
            expected = predict_turn(fight).hp_after
            at_the_fights_end.clear()
            climb.act(action)
            if climb.fight is fight or climb.phase != FIGHT:
                hp = at_the_fights_end[0] if at_the_fights_end else fight.get_player().get_hp()
                assert hp == max(0, expected)
                checked += 1
        else:
            climb.act(action)
    assert checked > 0


def test_the_card_preview_counts_the_relics_that_act_on_a_card_played() -> None:
    """With Twin Fang the first Strike hits twice: the preview says 12, and lethal on a 12-HP brute."""
    from arcade.games.spire.climb.forecasts import predict_card

    fight = fight_with(Brute(12, start=1))
    plain = predict_card(fight, 0, fight.get_monsters())
    assert (plain.hits[0].to_hp, plain.hits[0].lethal) == (6, False)
    relics.obtain(fight.run, "twin_fang")
    doubled = predict_card(fight, 0, fight.get_monsters())
    assert (doubled.hits[0].to_hp, doubled.hits[0].lethal) == (12, True)
    assert fight.get_monsters()[0].get_hp() == 12 and len(fight.get_player().get_hand()) == 5


def test_the_card_preview_is_what_playing_the_card_does() -> None:
    """Over greedy climbs: each card's preview on its target is the HP the target loses when it is played."""
    from arcade.games.spire.climb.forecasts import predict_card

    checked = 0
    for seed in range(6):
        climb = Climb("silent", seed)
        rng = random.Random(seed)
        while not climb.over and checked < 40 * (seed + 1):
            action = greedy_bot(climb, rng)
            if climb.phase == FIGHT and climb.fight is not None and action[0] == "play" and len(action) == 3:
                fight = climb.fight
                target = fight.get_monsters()[action[2] - 1]
                (hit,) = predict_card(fight, action[1] - 1, [target]).hits
                hp = target.get_hp()
                climb.act(action)
                assert hp - target.get_hp() == hit.to_hp and target.is_defeated() == hit.lethal
                checked += 1
            else:
                climb.act(action)
    assert checked > 50


@pytest.mark.parametrize("character", ["ironclad", "silent", "watcher"])
def test_a_card_on_no_monster_previews_what_it_does_to_each(character: str) -> None:
    """Over greedy climbs: a card played on no monster previews each monster's HP lost and fall, in the fight's
    order, exactly as playing it does (no hits for a card that damages none: a block or a power)."""
    from arcade.games.spire.climb.forecasts import predict_card

    checked = damaging = 0
    for seed in range(4):
        climb = Climb(character, seed)
        rng = random.Random(seed)
        while not climb.over and climb.run.act == 1:
            action = greedy_bot(climb, rng)
            if climb.phase == FIGHT and climb.fight is not None and action[0] == "play" and len(action) == 2:
                fight = climb.fight
                monsters = list(fight.get_monsters())
                preview = predict_card(fight, action[1] - 1, monsters)
                hp = [monster.get_hp() for monster in monsters]
                climb.act(action)
                done = [(before - monster.get_hp(), monster.is_defeated())
                        for before, monster in zip(hp, monsters, strict=True)]
                if preview.hits:
                    assert [(hit.to_hp, hit.lethal) for hit in preview.hits] == done
                    damaging += 1
                else:
                    assert all(lost == 0 for lost, _fell in done)
                checked += 1
            else:
                climb.act(action)
    assert checked > 50 and damaging > 0


class Pebble(ClimbMonster):
    """A test monster that hits for 1."""

    title = "Pebble"
    pattern = (Move("Flick", damage=1),)


class Boulder(ClimbMonster):
    """A test monster that hits for 30."""

    title = "Boulder"
    pattern = (Move("Crush", damage=30),)


def test_the_killer_is_the_monster_whose_hit_felled_the_player() -> None:
    """A Pebble (first, still standing) and a Boulder against 20 HP: the Boulder's hit kills, so it is the killer the
    climb's end names, not the first monster standing."""
    new_game(random.Random(1))
    run = RunState("ironclad", 80, 20, [Defend() for _ in range(5)])
    fight = ClimbFight(run, [Pebble(10), Boulder(10)])
    fight.end_player_turn()
    fight.enemy_turn()
    assert fight.is_lost() and fight.killer is fight.get_monsters()[1]
    climb = Climb("ironclad", 1)
    climb.fight, climb.encounter_name = fight, "Test Pair"
    climb._after_fight_step()
    assert climb.killed_by == "Boulder" and climb.figures()["killed_by"] == "Boulder"


class Pecker(ClimbMonster):
    """A test monster that pecks three times for 1 every turn."""

    title = "Pecker"
    pattern = (Move("Peck", damage=1, hits=3),)


def test_a_move_of_one_damage_hits_each_time() -> None:
    """Three pecks of 1 are an attack: the monster's turn deals [1, 1, 1], 50 → 47 HP."""
    fight = fight_with(Pecker(30))
    fight.end_player_turn()
    assert fight.monster_acts(fight.get_monsters()[0]) == [1, 1, 1]
    assert fight.get_player().get_hp() == 47


def test_a_monsters_hits_stop_once_the_player_falls() -> None:
    """Flurry's three hits of 3 + 2 against 7 HP: the monster's turn deals [5, 5] and the player has fallen (0 HP);
    the third hit never comes."""
    brute = Brute(30, start=1)
    brute.add_strength(2)
    fight = fight_with(brute, hp=7)
    fight.end_player_turn()
    assert fight.monster_acts(brute) == [5, 5]
    assert fight.get_player().get_hp() == 0 and fight.is_lost()


def test_the_turn_is_the_players_until_it_ends_and_again_after_the_monsters() -> None:
    """is_players_turn() is True in the first turn, False (a bool) once the player ends it, True after the monsters'
    turn."""
    fight = fight_with(Pecker(30))
    assert fight.is_players_turn() is True
    fight.end_player_turn()
    assert fight.is_players_turn() is False
    fight.enemy_turn()
    assert fight.is_players_turn() is True
