"""What the Spire exporter refuses, in its own words, and what it types for the game file: runs made up here
(a character, a seed, actions) on game files of a few weak or strong monsters, played by a small bot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arcade.errors import LevelError
from arcade.games.spire.classic.record import (
    CONTINUE_ACTION,
    END_TURN_ACTION,
    PLAY,
    REST_ACTION,
    REWARD,
    run_random,
    separate_game,
)
from arcade.games.spire.export import game_file_answer, plain_moves, plain_run
from arcade.games.spire.model import Encounter, IronClad, Player, Silent
from arcade.levels import bundled_levels
from tests.spire.test_screen import GAME

SEED = 7
WEAK = [[("Louse", 1)], [("Louse", 1)], [("Louse", 1)]]
"""Three encounters of one Louse with 1 HP each: the first attack wins each."""
STRONG = [[("Cultist", 500)]]
"""One encounter the player cannot win: ending turns only, the player is defeated."""
NO_REWARDS = "and the original game has no rewards (only runs that skipped every reward can be played there)"


def bundled(name: str) -> Path:
    path = next(level.path for level in bundled_levels(GAME) if level.name == name)
    assert path is not None
    return path


def bot_actions(player_type: type[Player], encounters: list[list[tuple[str, int]]], wins: int) -> list[Any]:
    """The screen's actions of a run that wins the first `wins` encounters (the first affordable attack on the
    first monster, else the end of the turn), with a continue between them, replayed as the exporter does."""
    actions: list[Any] = []
    with separate_game(run_random(SEED)):
        player = player_type()
        for index in range(wins):
            if index:
                actions.append(CONTINUE_ACTION)
            encounter = Encounter(player, encounters[index])
            while encounter.is_active():
                hand = player.get_hand()
                attacks = [number for number, card in enumerate(hand)
                           if card.requires_target() and card.get_energy_cost() <= player.get_energy()]
                if attacks:
                    actions.append([PLAY, attacks[0] + 1, 1])
                    encounter.player_apply_card(hand[attacks[0]].get_name(), encounter.get_monsters()[0].get_id())
                else:
                    actions.append(END_TURN_ACTION)
                    encounter.end_player_turn()
                    encounter.enemy_turn()
            encounter.end_player_turn()
    return actions


def moves(actions: list[Any], encounters: list[list[tuple[str, int]]] = WEAK) -> list[str]:
    with separate_game(run_random(SEED)):
        return plain_moves(IronClad(), encounters, actions)


def refusal(actions: list[Any], encounters: list[list[tuple[str, int]]] = WEAK) -> str:
    with pytest.raises(ValueError) as raised:
        moves(actions, encounters)
    return str(raised.value)


def test_the_bot_wins_a_weak_encounter_with_one_attack() -> None:
    actions = bot_actions(IronClad, WEAK, 3)
    assert actions.count(CONTINUE_ACTION) == 2 and len(actions) == 5
    assert all(line.startswith("play ") for line in moves(actions))


@pytest.mark.parametrize(("after", "reward", "said"), [
    (1, REST_ACTION, f"the run rested after encounter 1, {NO_REWARDS}"),
    (2, REST_ACTION, f"the run rested after encounter 2, {NO_REWARDS}"),
    (1, [REWARD, 1], f"the run took a reward card after encounter 1, {NO_REWARDS}"),
    (2, [REWARD, 2], f"the run took a reward card after encounter 2, {NO_REWARDS}"),
])
def test_a_reward_or_a_rest_is_refused_naming_the_encounter_it_followed(after: int, reward: Any, said: str) -> None:
    assert refusal([*bot_actions(IronClad, WEAK, after), reward]) == said


def test_an_action_after_the_last_encounter_is_refused_with_its_number() -> None:
    actions = bot_actions(IronClad, WEAK, 3)
    assert refusal([*actions, END_TURN_ACTION]) == f"the run went on after it ended (action {len(actions) + 1})"


def test_an_action_after_the_player_was_defeated_is_refused_with_its_number() -> None:
    turns = [END_TURN_ACTION]
    while True:
        with separate_game(run_random(SEED)):
            player = IronClad()
            encounter = Encounter(player, STRONG[0])
            for _ in turns:
                encounter.end_player_turn()
                encounter.enemy_turn()
            if player.is_defeated():
                break
        turns.append(END_TURN_ACTION)
    assert moves(turns, STRONG) == [END_TURN_ACTION] * len(turns)
    assert refusal([*turns, END_TURN_ACTION], STRONG) == f"the run went on after it ended (action {len(turns) + 1})"


def test_continue_before_the_encounter_was_won_and_a_move_between_encounters_are_refused() -> None:
    assert refusal([END_TURN_ACTION, CONTINUE_ACTION]) == "continue before the encounter was won (action 2)"
    won_first = bot_actions(IronClad, WEAK, 1)
    assert refusal([*won_first, END_TURN_ACTION]) == f"'end turn' between encounters (action {len(won_first) + 1})"


# -- plain_run: the record, the game file and the typed answers ---------------------------------------------------

def record_of(actions: list[Any], character: str = "ironclad") -> dict[str, Any]:
    return {"format": 1, "start": {"character": character, "seed": SEED}, "actions": actions}


@pytest.mark.parametrize("record", [
    {"start": {"character": "ironclad", "seed": SEED}},
    {"start": {"character": "ironclad", "seed": SEED}, "actions": None},
    {"start": None, "actions": []},
    {"actions": [END_TURN_ACTION]},
])
def test_a_record_without_a_start_or_without_actions_is_no_run(record: dict[str, Any]) -> None:
    with pytest.raises(ValueError) as raised:
        plain_run(record, "easy", bundled("easy"))
    assert str(raised.value) == "the record has no run"


def test_a_run_exports_its_seed_character_game_and_moves() -> None:
    easy = [[("Louse", 15)], [("Louse", 12), ("Louse", 12)], [("Cultist", 30)]]
    actions = bot_actions(Silent, easy, 1)
    with separate_game(run_random(SEED)):
        typed = plain_moves(Silent(), easy, actions)
    assert plain_run(record_of(actions, "silent"), "easy", bundled("easy")) == (
        ["--seed", str(SEED)], "".join(f"{line}\n" for line in ["silent", "easy", *typed]))


def test_without_a_path_the_game_file_is_found_by_its_name_even_as_a_path_elsewhere(tmp_path: Path) -> None:
    """A run of a screen whose game file is known by name only (level_path None) reads the bundled file; a name
    given as a path that is not there finds the bundled file by its last part, as plain mode's prompt does."""
    actions = bot_actions(IronClad, WEAK, 1)
    expected = plain_run(record_of(actions), "easy", bundled("easy"))
    assert plain_run(record_of(actions), "easy", None) == expected
    elsewhere = str(tmp_path / "games" / "easy.txt")
    assert plain_run(record_of(actions), elsewhere, None) == (expected[0], expected[1].replace("\neasy\n",
                                                                                                f"\n{elsewhere}\n"))


def test_an_unknown_game_file_name_is_a_level_error_naming_a_game() -> None:
    with pytest.raises(LevelError) as raised:
        plain_run(record_of([]), "no-such-spire-game", None)
    assert "no such game file, nor a bundled spire game" in str(raised.value)


def test_a_game_file_of_the_players_own_is_typed_as_its_full_path(tmp_path: Path) -> None:
    own = tmp_path / "mine.txt"
    own.write_text("Encounter 1\nLouse 1\n", encoding="utf-8")
    actions = bot_actions(IronClad, [[("Louse", 1)]], 1)
    _arguments, stdin = plain_run(record_of(actions), "mine", own)
    assert stdin.splitlines()[:2] == ["ironclad", str(own.resolve())]
    assert game_file_answer("mine", own) == str(own.resolve())


def test_a_bundled_game_is_typed_by_the_name_plain_mode_finds_it_by(tmp_path: Path) -> None:
    assert game_file_answer("game2", bundled("game2")) == "game2"
    assert game_file_answer("game2", None) == "game2"
    assert game_file_answer("somewhere/game2.txt", bundled("game2")) == "somewhere/game2.txt"
    assert game_file_answer("game3", bundled("game2")) == str(bundled("game2").resolve())
