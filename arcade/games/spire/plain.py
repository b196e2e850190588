"""`arcade --plain spire [--seed N]`: the original Slay the Spire main(), byte for byte.

Prompts for a player type and a game file, then plays each encounter of the file with the moves
`end turn`, `inspect deck|discard`, `describe CARD` and `play CARD [TARGET]`. Moves are split on
whitespace, as the original evidently did (its transcripts type `end turn ` with a trailing space).

The original was only ever given good input. Here an unknown player type is asked again, an unknown
move or card name gets one explanatory line (on stdout, like the original's own messages) and the
move prompt again, a target that is not a number counts as a failed card, and a missing or malformed
game file ends the program with one line on stderr (status 2). A game file may be given as the
original took it (a path relative to the working directory, e.g. `games/game1.txt`) or by the name of
a bundled game (`game1`, `standard`). Nothing here imports urwid.
"""

from __future__ import annotations

import random

from arcade.games.spire.model import (
    CARD_FAILURE_MESSAGE,
    CARD_TYPES,
    ENCOUNTER_WIN_MESSAGE,
    GAME_FILE_PROMPT,
    GAME_LOSE_MESSAGE,
    GAME_WIN_MESSAGE,
    MOVE_PROMPT,
    PLAYER_TYPE_PROMPT,
    PLAYER_TYPES,
    SEED,
    Encounter,
    Player,
    card_named,
    display_encounter,
    new_game,
    read_game_file,
)
from arcade.level_files import resolve_level
from arcade.plain_args import usual_seed
from arcade.registry import find_game

TYPE_CHECKING = False
if TYPE_CHECKING:  # argparse only when the arguments are unusual (arcade.plain_args)
    import argparse

PROMPTS = (PLAYER_TYPE_PROMPT, GAME_FILE_PROMPT, MOVE_PROMPT)
"""Every prompt the program shows (for transcript replays)."""

NEW_ENCOUNTER_MESSAGE = "New encounter!\n"
MOVES_HELP = "end turn, inspect deck, inspect discard, describe CARD, play CARD [TARGET]"
UNKNOWN_MOVE_MESSAGE = f"\nUnknown move. The moves are: {MOVES_HELP}.\n"


def unknown_player_message(answer: str) -> str:
    """What is shown for a player type that does not exist."""
    return f"\nUnknown player type {answer!r}: choose {', '.join(PLAYER_TYPES)}.\n"


def unknown_card_message(name: str) -> str:
    """What `describe` shows for a card name that does not exist."""
    return f"\nUnknown card {name!r}: the cards are {', '.join(CARD_TYPES)}.\n"


def ask_player() -> Player:
    """Prompt until the answer is a player type; return a new player of that type."""
    while True:
        answer = input(PLAYER_TYPE_PROMPT)
        player_type = PLAYER_TYPES.get(answer.strip().lower())
        if player_type is not None:
            return player_type()
        print(unknown_player_message(answer))


def parse_target(text: str) -> int | None:
    """A typed target id, or None when it is not a whole number."""
    try:
        return int(text)
    except ValueError:
        return None


def handle_move(encounter: Encounter, move: str) -> bool:
    """Carry out one typed move; returns False when it lost the game (the lose message is printed)."""
    words = move.split()
    player = encounter.get_player()
    if words == ["end", "turn"]:
        encounter.end_player_turn()
        encounter.enemy_turn()
        if player.is_defeated():
            print(GAME_LOSE_MESSAGE)
            return False
        display_encounter(encounter)
    elif words == ["inspect", "deck"]:
        print(f"\n{player.get_deck()}\n")
    elif words == ["inspect", "discard"]:
        print(f"\n{player.get_discarded()}\n")
    elif len(words) == 2 and words[0] == "describe":
        card = card_named(words[1])
        print(f"\n{card.get_description()}\n" if card is not None else unknown_card_message(words[1]))
    elif len(words) in (2, 3) and words[0] == "play":
        target = parse_target(words[2]) if len(words) == 3 else None
        if len(words) == 3 and target is None:
            print(CARD_FAILURE_MESSAGE)
        elif encounter.player_apply_card(words[1], target):
            display_encounter(encounter)
        else:
            print(CARD_FAILURE_MESSAGE)
    else:
        print(UNKNOWN_MOVE_MESSAGE)
    return True


def play_encounter(encounter: Encounter) -> bool:
    """Prompt for moves until the encounter is won (True) or the game is lost (False)."""
    print(NEW_ENCOUNTER_MESSAGE)
    display_encounter(encounter)
    while encounter.is_active():
        if not handle_move(encounter, input(MOVE_PROMPT)):
            return False
    # The original ended the player's turn here; the next encounter's first hand depends on it.
    encounter.end_player_turn()
    print(ENCOUNTER_WIN_MESSAGE)
    return True


def play() -> None:
    """The original main(): choose a player and a game file, then play its encounters in order."""
    player = ask_player()
    encounters = read_game_file(resolve_level(find_game("spire"), input(GAME_FILE_PROMPT), "game", by_file_name=True))
    for monsters in encounters:
        if not play_encounter(Encounter(player, monsters)):
            return
    print(GAME_WIN_MESSAGE)


def build_parser() -> argparse.ArgumentParser:
    """The adapter's options: only the seed of the random source."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="arcade --plain spire",
        description="Play Slay the Spire exactly as the original text program: answer the prompts with a "
        "player type (ironclad, silent, watcher) and a game file (e.g. games/game1.txt or a bundled name such "
        "as game1), then type moves: " + MOVES_HELP + ".",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=SEED,
        metavar="N",
        help=f"seed of the louse rolls and card draws (default {SEED}, the original's, which reproduces "
        "its hands exactly)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one game of plain Slay the Spire; returns 0 when the game ends (won or lost)."""
    seed = (usual_seed(argv, int, SEED) if argv is not None else None) or (build_parser().parse_args(argv).seed,)
    new_game(random.Random(seed[0]))
    play()
    return 0
