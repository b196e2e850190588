"""A climb's fight as actions: which actions a fight takes now (`fight_actions`) and one action carried out
(`take`), each refused with its words before anything changes. The fight's rules are fight.py's and card_play.py's;
this module reads the action (places in the hand, among the monsters standing and in the potion slots, from 1).
No urwid, no I/O.
"""

from __future__ import annotations

from typing import Any

from arcade.games.spire.climb import potions
from arcade.games.spire.climb.fight import ClimbFight, is_unplayable
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Monster

END_TURN = "end turn"
DISCARD = "discard"
"""A fight's action choosing a card to discard (`["discard", place in the hand]`), when a card played asks for it."""


def number_of(value: object) -> int:
    """A whole number of an action (not a boolean); ValueError otherwise."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"not a number: {value!r}")
    return value


def fight_actions(fight: ClimbFight, run: RunState) -> list[Any]:
    """Every action the fight takes now: only discards while a card played asks for one, else each card the energy
    pays for (on each monster when it needs a target), each potion held (likewise), and the end of the turn."""
    player = fight.get_player()
    if player.to_discard:
        return [[DISCARD, number] for number in range(1, len(player.get_hand()) + 1)]
    monsters = len(fight.get_monsters())
    actions: list[Any] = []
    for number, card in enumerate(player.get_hand(), start=1):
        if is_unplayable(card) or card.get_energy_cost() > player.get_energy():
            continue
        if card.requires_target():
            actions += [["play", number, target] for target in range(1, monsters + 1)]
        else:
            actions.append(["play", number])
    for slot, potion_id in enumerate(run.potions, start=1):
        if potion_id is None:
            continue
        if potions.potion(potion_id).needs_target:
            actions += [["potion", slot, target] for target in range(1, monsters + 1)]
        else:
            actions.append(["potion", slot])
    actions.append(END_TURN)
    return actions


def take(fight: ClimbFight, run: RunState, action: Any) -> int:
    """Carry out one fight action; the turns it ended (1 when the monsters' turn came and the player stands)."""
    if fight.get_player().to_discard:
        _discard(fight, action)
    elif action == END_TURN:
        fight.end_player_turn()
        fight.enemy_turn()
        return 0 if fight.is_lost() else 1
    elif isinstance(action, list) and len(action) in (2, 3) and action[0] == "play":
        _play(fight, action)
    elif isinstance(action, list) and len(action) in (2, 3) and action[0] == "potion":
        _drink(fight, run, action)
    else:
        raise ValueError(f"not a fight action: {action!r}")
    return 0


def _target(fight: ClimbFight, number: object) -> Monster:
    place = number_of(number)
    standing = fight.get_monsters()
    if not 1 <= place <= len(standing):
        raise ValueError(f"no monster {place} of {len(standing)}")
    return standing[place - 1]


def _play(fight: ClimbFight, action: list[Any]) -> None:
    hand = fight.get_player().get_hand()
    place = number_of(action[1])
    if not 1 <= place <= len(hand):
        raise ValueError(f"no card {place} in a hand of {len(hand)}")
    card = hand[place - 1]
    if card.requires_target() != (len(action) == 3):
        raise ValueError(f"{card.get_name()} {'needs' if card.requires_target() else 'takes no'} target")
    target = _target(fight, action[2]).get_id() if len(action) == 3 else None
    if not fight.player_apply_card(card.get_name(), target):
        raise ValueError(f"{card.get_name()} cannot be played now")


def _discard(fight: ClimbFight, action: Any) -> None:
    """A card chosen to be discarded, as a card played asked (the only action until every discard is chosen)."""
    hand = fight.get_player().get_hand()
    if not (isinstance(action, list) and len(action) == 2 and action[0] == DISCARD):
        raise ValueError(f"choose a card to discard first, not {action!r}")
    place = number_of(action[1])
    if not 1 <= place <= len(hand):
        raise ValueError(f"no card {place} in a hand of {len(hand)}")
    fight.discard_card(hand[place - 1].get_name())


def _drink(fight: ClimbFight, run: RunState, action: list[Any]) -> None:
    slot = number_of(action[1])
    if not 1 <= slot <= len(run.potions) or run.potions[slot - 1] is None:
        raise ValueError(f"no potion in slot {slot}")
    potion_id = run.potions[slot - 1]
    assert potion_id is not None
    if potions.potion(potion_id).needs_target != (len(action) == 3):
        raise ValueError("that potion needs a target" if len(action) == 2 else "that potion takes no target")
    target = _target(fight, action[2]) if len(action) == 3 else None
    run.potions[slot - 1] = None
    run.note(potions.drink(run, fight, potion_id, target))  # drink fires POTION_USED
