"""The Spire screen's key tables, one per phase, with the number keys bound only as far as they do something.

On the character page the number keys start a run with that character; in battle they are the hand's cards (`1/2/3
play` with three; none with an empty hand); while choosing a target they are the numbers of the monsters standing
(`2/3 target` once monster 1 fell). Each row names the SpireScreen method that handles it. The screen takes the table
of its phase whenever it changes (GameScreen.rebind), so the status bar's hints and the help (both generated from the
table) never offer a key that does nothing. The tables are kept (one per hand size or set of monsters), so redrawing
builds none.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from arcade.keys import (
    BACK,
    CHOOSE,
    HELP,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    PRESSED_KEY,
    RESTART,
    SHELL_ROWS,
    Binding,
    KeyTable,
    Row,
)

END_TURN = Binding("end turn", ("e",), "end turn", "End your turn: the monsters act, then you draw a new hand")
DRAW_PILE = Binding("draw pile", ("p",), "draw pile", "Show the cards left in your draw pile")
DISCARD_PILE = Binding("discard pile", ("x",), "discard", "Show your discard pile")


def number_keys(numbers: tuple[int, ...] | range) -> tuple[str, ...]:
    """The number keys of these numbers."""
    return tuple(str(number) for number in numbers)


@cache
def character_table(characters: int) -> KeyTable:
    """The game's own keys of the character page with this many characters (the screen's `keys`; GameScreen adds
    the shell's rows). The other phases' tables are whole, the shell's rows included."""
    return KeyTable(
        Row(replace(MOVE_UP, hint="choose", help="Highlight the character above"), "move_character", -1),
        Row(replace(MOVE_DOWN, hint="choose", help="Highlight the character below"), "move_character", 1),
        Row(replace(CHOOSE, hint="start", help="Start the run with the highlighted character"), "start_highlighted"),
        Row(Binding("number", number_keys(range(1, characters + 1)), "quick start",
                    "Start the run at once with that character"), "quick_start", PRESSED_KEY),
    )


STATUSES = Binding("statuses", ("i",), "statuses", "What the statuses do and when they act; who has them")
BATTLE_ROWS = (
    Row(END_TURN, "end_turn_key"),
    Row(replace(MOVE_LEFT, hint="card", help="Highlight the card to the left"), "move_selection", -1),
    Row(replace(MOVE_RIGHT, hint="card", help="Highlight the card to the right"), "move_selection", 1),
    Row(replace(CHOOSE, hint="play it", help="Play the highlighted card"), "play_selected"),
    Row(replace(DRAW_PILE, help="Show your draw pile and what each card does"), "show_pile", True),
    Row(replace(DISCARD_PILE, help="Show your discard pile and what each card does"), "show_pile", False),
    Row(STATUSES, "show_statuses"),
    Row(replace(RESTART, hint="new run", help="Give up this run for a new one (asks first)"), "new_run_key"),
)
CANCEL_TARGET = Binding("cancel", ("esc",), "cancel", "Put the card back: choose another card or end the turn")
BACK_WHILE_AIMING = replace(BACK, keys=("q",))
"""While choosing a target Esc cancels the card, so only q goes back."""
OVER_TABLE = KeyTable(*SHELL_ROWS)
"""After the run ended (its end dialog closed): only the shell's keys."""


@cache
def battle_table(cards: int) -> KeyTable:
    """The keys in battle with a hand of this many cards: the number keys only as far as they play a card (none for
    an empty hand)."""
    play = Row(Binding("number", number_keys(range(1, cards + 1)), "play",
                       "Play that card of the hand (numbered from the left)"), "play_number", PRESSED_KEY)
    return KeyTable(*((play,) if cards else ()), *BATTLE_ROWS, *SHELL_ROWS)


@cache
def target_table(numbers: tuple[int, ...]) -> KeyTable:
    """The keys while choosing which of the monsters standing (by their numbers) to play the card on."""
    return KeyTable(
        Row(Binding("number", number_keys(numbers), "target", "Play the card on the monster of that number"),
            "target_number", PRESSED_KEY),
        Row(replace(MOVE_LEFT, hint="aim", help="Aim at the monster to the left"), "move_aim", -1),
        Row(replace(MOVE_RIGHT, hint="aim", help="Aim at the monster to the right"), "move_aim", 1),
        Row(replace(CHOOSE, hint="play", help="Play the card on the monster aimed at"), "play_on_target"),
        Row(CANCEL_TARGET, "cancel_target"),
        Row(HELP),
        Row(BACK_WHILE_AIMING),
    )
