"""A run of Slay the Spire as data: what it starts from and the actions taken, shared by the screen and the exporter.

A run starts from a character (by the plain prompt's answer: `ironclad`, `silent`, `watcher`) and its seed: a
whole number N, the run's every louse roll and card draw coming from `random.Random(N)`, exactly as they do in
`arcade --plain spire --seed N`. Its actions are JSON data, numbered as the screen shows them:

- `["play", card]` plays the card at that place of the hand (from 1, from the left), needing no target;
- `["play", card, monster]` plays it on the monster at that place of the row (from 1, from the left);
- `"end turn"` ends the player's turn (the monsters act, a new hand is drawn);
- `"continue"` goes on to the next encounter after one is won, taking no reward (the reward dialog's Skip);
- `["reward", n]` takes the n-th card (from 1) of the reward offered after an encounter won into the deck, and goes
  on to the next encounter;
- `"rest"` heals instead (rewards.py), and goes on to the next encounter.

The last two exist on the screen face only: the original program has no rewards, so a run that used one cannot
be exported to it (export.py says so).

No urwid here.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from arcade.games.spire.model import (
    PLAYER_TYPES,
    Encounter,
    Monster,
    Player,
    RandomSource,
    get_random_source,
    new_game,
    set_random_source,
)

PLAY = "play"
END_TURN_ACTION = "end turn"
CONTINUE_ACTION = "continue"
REWARD = "reward"
REST_ACTION = "rest"


def run_random(seed: int) -> random.Random:
    """The random source a run with this seed draws from: the plain program's for `--seed N` (plain.main)."""
    return random.Random(seed)


def seed_of(start: dict[str, Any]) -> int:
    """The seed a run's start data names; ValueError if it names none (a whole number from 0)."""
    seed = start.get("seed")
    if not whole_number(seed) or seed < 0:
        raise ValueError(f"not a run's seed: {seed!r}")
    return seed


def character_name(player_type: type[Player]) -> str:
    """The plain prompt's answer for this character ('ironclad')."""
    return next(name for name, kind in PLAYER_TYPES.items() if kind is player_type)


def character_of(start: dict[str, Any]) -> type[Player]:
    """The character a run's start data names; ValueError if it names none."""
    player_type = PLAYER_TYPES.get(start.get("character")) if isinstance(start.get("character"), str) else None
    if player_type is None:
        raise ValueError(f"not a character: {start.get('character')!r}")
    return player_type


def whole_number(value: object) -> bool:
    """True for a JSON whole number (not a boolean)."""
    return isinstance(value, int) and not isinstance(value, bool)


def reward_choice(action: object, offered: int) -> int:
    """The place (from 0) in an offer of `offered` cards that a `["reward", n]` action takes; ValueError if the action
    is not one or names no card of the offer."""
    if not (isinstance(action, list) and len(action) == 2 and action[0] == REWARD and whole_number(action[1])):
        raise ValueError(f"not a Slay the Spire reward: {action!r}")
    if not 1 <= action[1] <= offered:
        raise ValueError(f"no card {action[1]} in a reward of {offered}")
    return action[1] - 1


def is_reward_action(action: object) -> bool:
    """True for the actions only the screen's rewards have: a card taken or a rest."""
    return action == REST_ACTION or (isinstance(action, list) and bool(action) and action[0] == REWARD)


def play_action(action: object, encounter: Encounter) -> tuple[int, int | None]:
    """(hand index, monster index or None), from 0, of a play action that fits this encounter's turn: a card
    there is, the energy to play it, and a monster that is there exactly when the card needs a target. ValueError
    otherwise."""
    if not (isinstance(action, list) and len(action) in (2, 3) and action[0] == PLAY
            and all(whole_number(number) for number in action[1:])):
        raise ValueError(f"not a Slay the Spire action: {action!r}")
    player = encounter.get_player()
    hand = player.get_hand()
    if not 1 <= action[1] <= len(hand):
        raise ValueError(f"no card {action[1]} in a hand of {len(hand)}")
    card = hand[action[1] - 1]
    if card.get_energy_cost() > player.get_energy():
        raise ValueError(f"not enough energy for {card.get_name()}")
    if card.requires_target() != (len(action) == 3):
        raise ValueError(f"{card.get_name()} {'needs' if card.requires_target() else 'takes no'} target")
    if len(action) == 3 and not 1 <= action[2] <= len(encounter.get_monsters()):
        raise ValueError(f"no monster {action[2]} of {len(encounter.get_monsters())}")
    return action[1] - 1, action[2] - 1 if len(action) == 3 else None


@contextmanager
def separate_game(source: RandomSource) -> Iterator[None]:
    """A new game drawing from `source` (monster ids from 0) for the duration, then the model's random source and
    monster numbering as they were: replaying a run aside leaves a game in play untouched."""
    previous_source, previous_id = get_random_source(), Monster._next_id
    new_game(source)
    try:
        yield
    finally:
        set_random_source(previous_source)
        Monster._next_id = previous_id
