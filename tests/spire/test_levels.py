"""Every bundled game file loads and plays, and the three of our own rise in difficulty as their names say.

Difficulty is checked with a simple greedy player (block when the intents say damage is coming, else
attack the weakest monster) over a range of seeds: easy is won by every character, standard by the Silent
every time and by the others mostly, hard is lost by the IronClad.
"""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.intents import predict_enemy_turn
from arcade.games.spire.model import (
    Encounter,
    IronClad,
    Player,
    Silent,
    Watcher,
    new_game,
    read_game_file,
)
from arcade.levels import bundled_levels
from arcade.registry import find_game

GAME = find_game("spire")
LEVELS = {level.name: level.path for level in bundled_levels(GAME)}
SEEDS = range(12)
MAX_TURNS = 100


def test_bundled_games_are_the_originals_and_ours() -> None:
    assert sorted(LEVELS) == ["easy", "game1", "game2", "game3", "hard", "standard"]


@pytest.mark.parametrize("name", sorted(LEVELS))
def test_every_bundled_game_loads(name: str) -> None:
    encounters = read_game_file(LEVELS[name])
    assert encounters and all(1 <= len(monsters) <= 3 for monsters in encounters)
    new_game()
    player = IronClad()
    for monsters in encounters:
        encounter = Encounter(player, monsters)
        assert len(encounter.get_monsters()) == len(monsters)
        encounter.end_player_turn()


def play_turn(encounter: Encounter) -> None:
    """The greedy player's turn: block against the coming damage, otherwise hit the weakest monster."""
    player = encounter.get_player()
    while encounter.is_active():
        playable = [card for card in player.get_hand() if card.get_energy_cost() <= player.get_energy()]
        blocks = [card for card in playable if card.get_block() and not card.get_damage_amount()]
        attacks = [card for card in playable if card.get_damage_amount()]
        incoming = sum(intent.damage for intent in predict_enemy_turn(encounter).intents)
        weakest = min(encounter.get_monsters(), key=lambda monster: monster.get_hp())
        if blocks and incoming > player.get_block():
            encounter.player_apply_card(max(blocks, key=lambda card: card.get_block()).get_name())
        elif attacks:
            card = max(attacks, key=lambda card: (card.get_name() == "Neutralize", card.get_damage_amount()))
            encounter.player_apply_card(card.get_name(), weakest.get_id())
        elif blocks:
            encounter.player_apply_card(blocks[0].get_name())
        else:
            return


def greedy_wins(character: type[Player], name: str, seed: int) -> bool:
    """Whether the greedy player wins this game with this character and seed."""
    new_game(random.Random(seed))
    player = character()
    for monsters in read_game_file(LEVELS[name]):
        encounter = Encounter(player, monsters)
        for _ in range(MAX_TURNS):
            play_turn(encounter)
            if not encounter.is_active():
                break
            encounter.end_player_turn()
            encounter.enemy_turn()
            if player.is_defeated():
                return False
        if encounter.is_active():
            return False
        encounter.end_player_turn()
    return True


def win_rate(character: type[Player], name: str) -> float:
    return sum(greedy_wins(character, name, seed) for seed in SEEDS) / len(SEEDS)


@pytest.mark.parametrize("character", [IronClad, Silent, Watcher])
def test_easy_is_won_by_every_character(character: type[Player]) -> None:
    assert win_rate(character, "easy") == 1


def test_standard_is_harder_than_easy_and_winnable() -> None:
    assert win_rate(Silent, "standard") == 1
    assert win_rate(Watcher, "standard") >= 0.75
    assert 0.2 <= win_rate(IronClad, "standard") < 1


def test_hard_is_hard() -> None:
    assert win_rate(IronClad, "hard") == 0
    assert win_rate(Watcher, "hard") <= 0.25
    assert win_rate(Silent, "hard") >= 0.5
