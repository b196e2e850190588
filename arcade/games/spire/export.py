"""A full-screen Slay the Spire run as the original program's input: the proof that both faces drive one model.

The plain program reads a player type, a game file and then moves (`play CARD [TARGET]`, `end turn`); it draws
from `random.Random(N)` for `--seed N`. Every screen run draws from `random.Random(seed)` for its own seed (kept in
its start data, record.py), so its export is simply `--seed` and that seed, whichever run of the screen it was.

The screen's actions name a card and a monster by their places on screen; the original names a card by its name
(the first of that name in the hand, the one the screen's model plays too) and a monster by its id. Replaying
the run through the model here gives both. `continue` (a reward skipped) types nothing: the original goes on by
itself. A run that took a reward card or rested cannot be typed into the original at all (it has no rewards): that
is a ValueError naming the encounter, which `arcade export` prints as its one-line refusal. A run that
did not end stops where the input does (the original then reports that its input ended). A climb is refused in
one line: the original has no climb. No urwid here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arcade.games.spire.classic.record import (
    CONTINUE_ACTION,
    END_TURN_ACTION,
    REST_ACTION,
    character_name,
    character_of,
    is_reward_action,
    play_action,
    run_random,
    seed_of,
    separate_game,
)
from arcade.games.spire.model import Encounter, Player, read_game_file
from arcade.levels import LevelError, resolve_level
from arcade.registry import find_game

CLIMB_MODE = "climb"
"""A climb's start data says so (climb_ui/screen.py): the original program has nothing to play it on."""


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

    ValueError when the record is not a run of this game file (no character or seed, an action that does not
    fit)."""
    start, actions = record.get("start"), record.get("actions")
    if not isinstance(start, dict) or not isinstance(actions, list):
        raise ValueError("the record has no run")
    if start.get("mode") == CLIMB_MODE:
        raise ValueError("a climb has no counterpart there (the original has no map, shops, rests, relics or "
                         "potions); only the classic runs export")
    player_type = character_of(start)
    seed = seed_of(start)
    encounters = read_game_file(level_path if level_path is not None else
                                resolve_level(find_game("spire"), level_name, "game", by_file_name=True))
    with separate_game(run_random(seed)):
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
        if is_reward_action(action):
            what = "rested" if action == REST_ACTION else "took a reward card"
            raise ValueError(f"the run {what} after encounter {encounter_index + 1}, and the original game has no "
                             f"rewards (only runs that skipped every reward can be played there)")
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
