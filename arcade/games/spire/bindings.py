"""The Spire screen's keys, one keymap per phase, with the number keys bound only as far as they do something.

In battle the number keys are the hand's cards (`1/2/3 play` with three; none with an empty hand); while choosing a
target they are the numbers of the monsters standing (`2/3 target` once monster 1 fell). The screen rebuilds its
keymap whenever these change, so the status bar's hints and the help (both generated from the keymap) never offer a
key that does nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arcade.keys import (
    BACK,
    CHOOSE,
    DISCARD_PILE,
    DRAW_PILE,
    END_TURN,
    HELP,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    RESTART,
    Binding,
)


def number_keys(numbers: Sequence[int]) -> tuple[str, ...]:
    """The number keys of these numbers."""
    return tuple(str(number) for number in numbers)


def character_bindings(characters: int) -> tuple[Binding, ...]:
    """The keys of the character page with this many characters."""
    return (
        replace(MOVE_UP, hint="choose", help="Highlight the character above"),
        replace(MOVE_DOWN, hint="choose", help="Highlight the character below"),
        replace(CHOOSE, hint="start", help="Start the run with the highlighted character"),
        Binding("number", number_keys(range(1, characters + 1)), "quick start",
                "Start the run at once with that character"),
    )


STATUSES = Binding("statuses", ("i",), "statuses", "What the statuses do and when they act; who has them")


def play_binding(cards: int) -> tuple[Binding, ...]:
    """The number keys of a hand of this many cards (none for an empty hand): only keys that play a card."""
    return (Binding("number", number_keys(range(1, cards + 1)), "play",
                    "Play that card of the hand (numbered from the left)"),) if cards else ()


BATTLE_BINDINGS = (
    END_TURN,
    replace(MOVE_LEFT, hint="card", help="Highlight the card to the left"),
    replace(MOVE_RIGHT, hint="card", help="Highlight the card to the right"),
    replace(CHOOSE, hint="play it", help="Play the highlighted card"),
    replace(DRAW_PILE, help="Show your draw pile and what each card does"),
    replace(DISCARD_PILE, help="Show your discard pile and what each card does"),
    STATUSES,
    replace(RESTART, hint="new run", help="Give up this run for a new one (asks first)"),
)
CANCEL_TARGET = Binding("cancel", ("esc",), "cancel", "Put the card back: choose another card or end the turn")
BACK_WHILE_AIMING = replace(BACK, keys=("q",))
"""While choosing a target Esc cancels the card, so only q goes back."""


def battle_bindings(cards: int) -> tuple[Binding, ...]:
    """The keys in battle with a hand of this many cards."""
    return (*play_binding(cards), *BATTLE_BINDINGS)


def target_bindings(numbers: Sequence[int]) -> tuple[Binding, ...]:
    """The keys while choosing which of the monsters standing (by their numbers) to play the card on."""
    return (
        Binding("number", number_keys(numbers), "target", "Play the card on the monster of that number"),
        replace(MOVE_LEFT, hint="aim", help="Aim at the monster to the left"),
        replace(MOVE_RIGHT, hint="aim", help="Aim at the monster to the right"),
        replace(CHOOSE, hint="play", help="Play the card on the monster aimed at"),
        CANCEL_TARGET,
        HELP,
        BACK_WHILE_AIMING,
    )
