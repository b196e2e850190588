"""A full-screen Slay the Spire run as the original program's input: the proof that both faces drive one model.

The plain program reads a player type, a game file and then moves (`play CARD [TARGET]`, `end turn`); it draws
from `random.Random(N)` for `--seed N` (default the original's 10012023). A screen run starts from its random
source's state (record.py), so the export needs the N whose fresh `random.Random(N)` is in exactly that state.
That is so for a run begun on a freshly seeded source (the first run of a screen opened with ARCADE_SEED=N):
seeding is undone here (CPython's `init_by_array`, checked by seeding again) to find N. A source seeded from the
system (no ARCADE_SEED: 624 words of entropy, a number too long for the plain program's `--seed`), or one that
has already dealt a run (a second run on the same screen), has no such N: then the export is a ValueError.

The screen's actions name a card and a monster by their places on screen; the original names a card by its name
(the first of that name in the hand, the one the screen's model plays too) and a monster by its id. Replaying
the run through the model here gives both. `continue` types nothing: the original goes on by itself. A run that
did not end stops where the input does (the original then reports that its input ended). No urwid here.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path
from typing import Any

from arcade.games.spire.model import Encounter, Player, read_game_file
from arcade.games.spire.record import (
    CONTINUE_ACTION,
    END_TURN_ACTION,
    character_name,
    character_of,
    play_action,
    random_from_data,
    separate_game,
)
from arcade.levels import LevelError, resolve_level
from arcade.registry import find_game

MT_WORDS = 624
"""Words of the Mersenne Twister's state (CPython's `random`)."""
WORD = 0xFFFFFFFF
FRESH_FIRST_WORD = 0x80000000
"""Seeding always leaves this first word (and the position at the end of the state)."""


def _genrand_start(seed: int) -> list[int]:
    """CPython's init_genrand: the state init_by_array starts from."""
    state = [seed]
    for index in range(1, MT_WORDS):
        previous = state[-1]
        state.append((1812433253 * (previous ^ (previous >> 30)) + index) & WORD)
    return state


_INIT_BY_ARRAY_START = _genrand_start(19650218)


def _mix(word: int, factor: int) -> int:
    return ((word ^ (word >> 30)) * factor) & WORD


def _longest_seed_words() -> int:
    """Words of the longest seed the plain program's `--seed` (Python's int()) can still read."""
    limit = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0
    if limit == 0:
        return MT_WORDS - 3
    return min(MT_WORDS - 3, int((limit - 1) * math.log2(10)) // 32)


def seed_of_state(state: tuple[Any, ...]) -> int | None:
    """The whole number N >= 0 for which `random.Random(N).getstate()` has this state's words, or None.

    Undoes CPython's init_by_array: its second mixing pass is inverted exactly; the first adds key word j
    (plus j) at each place, so each key length gives one candidate key, kept when seeding with it gives the
    state back."""
    words = tuple(state[1]) if len(state) > 1 else ()
    if len(words) != MT_WORDS + 1 or words[MT_WORDS] != MT_WORDS or words[0] != FRESH_FIRST_WORD:
        return None  # not a fresh seed's state: a source that has been drawn from, or no state at all
    final = words[:MT_WORDS]
    first_pass = [0] * MT_WORDS
    first_pass[1] = ((final[1] + 1) & WORD) ^ _mix(final[MT_WORDS - 1], 1566083941)
    first_pass[2] = ((final[2] + 2) & WORD) ^ _mix(first_pass[1], 1566083941)
    for index in range(3, MT_WORDS):
        first_pass[index] = ((final[index] + index) & WORD) ^ _mix(final[index - 1], 1566083941)
    added = [(first_pass[index] - (_INIT_BY_ARRAY_START[index] ^ _mix(first_pass[index - 1], 1664525))) & WORD
             for index in range(3, MT_WORDS)]  # key[j] + j, j = (index - 1) % key length
    for length in range(1, _longest_seed_words() + 1):
        key: list[int | None] = [None] * length
        for index, total in enumerate(added, start=3):
            place = (index - 1) % length
            word = (total - place) & WORD
            if key[place] is None:
                key[place] = word
            elif key[place] != word:
                break
        else:
            if length > 1 and key[-1] == 0:
                continue  # a shorter number: its key would be shorter
            seed = sum(word << (32 * place) for place, word in enumerate(key) if word is not None)
            if random.Random(seed).getstate()[1] == words:
                return seed
    return None


def game_file_answer(level_name: str, level_path: Path | None) -> str:
    """What to type at the game file prompt: the bundled game's name when it is that file, else the file's path."""
    if level_path is None:
        return level_name
    try:
        if resolve_level(find_game("spire"), level_name, "game", by_file_name=True).resolve() == level_path.resolve():
            return level_name
    except LevelError:
        pass
    return str(level_path.resolve())


def plain_run(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """(arguments of `arcade --plain spire`, its standard input) that replay this screen run.

    ValueError when the run did not start from a random source `--seed N` can give (see the module's note), or
    when the record is not a run of this game file."""
    start, actions = record.get("start"), record.get("actions")
    if not isinstance(start, dict) or not isinstance(actions, list):
        raise ValueError("the record has no run")
    player_type = character_of(start)
    source = random_from_data(start.get("rng"))
    seed = seed_of_state(source.getstate())
    if seed is None:
        raise ValueError("the run's random source was not freshly seeded with a number --seed can take "
                         "(only the first run after opening the game with ARCADE_SEED=N can be replayed)")
    encounters = read_game_file(level_path if level_path is not None else
                                resolve_level(find_game("spire"), level_name, "game", by_file_name=True))
    with separate_game(source):
        moves = plain_moves(player_type(), encounters, actions)
    return ["--seed", str(seed)], "".join(f"{line}\n" for line in
                                          [character_name(player_type), game_file_answer(level_name, level_path),
                                           *moves])


def plain_moves(player: Player, encounters: list[list[tuple[str, int]]], actions: list[Any]) -> list[str]:
    """The moves the original is typed for these screen actions, replayed through the model as it goes (the
    current game's random source deals); ValueError for an action that does not fit."""
    encounter_index = 0
    encounter: Encounter | None = Encounter(player, encounters[0])
    lines: list[str] = []
    for number, action in enumerate(actions, start=1):
        if player.is_defeated() or (encounter is None and encounter_index + 1 == len(encounters)):
            raise ValueError(f"the run went on after it ended (action {number})")
        if action == CONTINUE_ACTION:
            if encounter is not None:
                raise ValueError(f"continue before the encounter was won (action {number})")
            encounter_index += 1
            encounter = Encounter(player, encounters[encounter_index])
            continue
        if encounter is None:
            raise ValueError(f"{action!r} between encounters (action {number})")
        if action == END_TURN_ACTION:
            lines.append(END_TURN_ACTION)
            encounter.end_player_turn()
            encounter.enemy_turn()
            continue
        card, position = play_action(action, encounter)
        name = player.get_hand()[card].get_name()
        target = encounter.get_monsters()[position].get_id() if position is not None else None
        lines.append(f"play {name}" if target is None else f"play {name} {target}")
        encounter.player_apply_card(name, target)
        if not encounter.is_active():
            encounter.end_player_turn()  # as the original does after every encounter won
            encounter = None
    return lines
