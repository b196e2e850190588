"""Every bundled game file loads and plays, and the three of our own rise in difficulty as their names say.

Difficulty is checked with a simple greedy player (block when the intents say damage is coming, else
attack the weakest monster) over a range of seeds: easy is won by every character, standard by the Silent
every time and by the others mostly, hard is lost by the IronClad. The level list (levels.toml) orders all six
runs by how often that player wins them, then by how much HP it has left.
"""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.classic.intents import predict_enemy_turn
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
LEVELS = {level.name: level.path for level in bundled_levels(GAME) if level.path is not None}
"""The classic runs by name (the climb, first in the list, has no game file)."""
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
    return greedy_result(character, name, seed)[0]


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


def greedy_result(character: type[Player], name: str, seed: int) -> tuple[bool, float]:
    """Whether the greedy player wins this game, and the share of its HP left at the end (0 when lost)."""
    new_game(random.Random(seed))
    player = character()
    won = play_run(player, name)
    return won, player.get_hp() / player.get_max_hp() if won else 0.0


def play_run(player: Player, name: str) -> bool:
    """The greedy player's run through a game file with this player; True if every encounter is won."""
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


def ease(name: str) -> tuple[float, float]:
    """How easy a run is for the greedy player: (share of runs won, average share of HP left), over every
    character and seed."""
    results = [greedy_result(character, name, seed) for character in (IronClad, Silent, Watcher) for seed in SEEDS]
    return (sum(won for won, _hp in results) / len(results), sum(hp for _won, hp in results) / len(results))


def test_the_level_list_goes_from_easiest_to_hardest() -> None:
    names = [level.name for level in bundled_levels(GAME) if level.path is not None]
    assert [level.name for level in bundled_levels(GAME)] == ["climb", *names]  # the climb first, no game file
    assert names == ["game1", "easy", "game2", "standard", "hard", "game3"]
    eases = [ease(name) for name in names]
    assert eases == sorted(eases, reverse=True), list(zip(names, eases, strict=True))


def test_only_the_climb_is_titled_a_climb() -> None:
    """The classic runs are not climbs: no title but the climb's says 'climb', so the list shows one climb."""
    climbing = [level.name for level in bundled_levels(GAME) if "climb" in level.title.lower()]
    assert climbing == ["climb"]


def test_every_level_has_a_title_and_a_one_line_blurb() -> None:
    for level in bundled_levels(GAME):
        assert level.title and level.title != level.name
        assert len(level.blurb) <= 60  # one line in the level list at 80 columns
        if level.path is None:  # the climb: its own screen, no game file
            assert level.settings.get("screen") == "climb"
            continue
        encounters = len(read_game_file(LEVELS[level.name]))
        assert level.blurb.startswith(f"{encounters} encounters"), level.blurb
        assert len(level.blurb) <= 60  # one line in the level list at 80 columns


def test_every_levels_title_fits_the_run_historys_level_column() -> None:
    """The history names a run's level by its title (as the lists do), whole."""
    from arcade.games.spire.history import LEVEL_WIDTH
    from arcade.levels import bundled_levels
    from arcade.registry import find_game

    assert max(len(level.title) for level in bundled_levels(find_game("spire"))) <= LEVEL_WIDTH
