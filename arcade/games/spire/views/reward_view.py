"""The reward phase's view: the dialog between encounters (HP left, the next encounter, the three cards offered, the
rest) and its buttons. The controller gives each button its action; rewards.py is the rule.

Menu (m, and q and Esc as everywhere else) leaves for the level list with the run saved and the reward still on
offer: nothing is skipped by leaving.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arcade.games.spire.classic.rewards import rest_amount
from arcade.games.spire.model import ENCOUNTER_WIN_MESSAGE, Card, Player
from arcade.ui.dialogs import Choice
from arcade.ui.game import MENU_LABEL, message_lines

REWARD_TITLE = ENCOUNTER_WIN_MESSAGE.strip()
"""'You have won the encounter!', the original's message."""
SKIP_LABEL = "Skip"
"""The button of the reward dialog that takes nothing."""
REST_LABEL = "Rest"


def reward_message(player: Player, offer: Sequence[Card], following: int,
                   encounters: Sequence[Sequence[tuple[str, int]]]) -> str:
    """The dialog's text: the player's HP, the next encounter (`following`, from 0) and its monsters, each card
    offered with its cost and text, what a rest would heal, and what Levels does."""
    monsters = ", ".join(name for name, _hp in encounters[following])
    lines = [f"{player.get_name()} has {player.get_hp()} of {player.get_max_hp()} HP.",
             f"Next: encounter {following + 1} of {len(encounters)} ({monsters}).",
             "Take a card into your deck, rest, or skip:"]
    for number, card in enumerate(offer, start=1):
        lines += [f"{number} {card.get_name()} · cost {card.get_energy_cost()}", card.get_description()]
    healed = rest_amount(player)
    lines += [f"r rest: heal {healed} HP" + ("" if healed else " (you are at full health)"),
              f"m {MENU_LABEL.lower()}: leave for now; the run is saved and this reward waits"]
    return message_lines(*lines)


def reward_choices(offer: Sequence[Card], take: Callable[[int], None], rest: Callable[[], None],
                   skip: Callable[[], None], leave: Callable[[], None]) -> list[Choice]:
    """The buttons: each card offered (1-3, `take(number)`), Rest (r), Skip (s) and Levels (m, `leave`, which the
    dialog's q and Esc run too)."""
    choices = [Choice(card.get_name(), str(number), lambda number=number: take(number))
               for number, card in enumerate(offer, start=1)]
    return [*choices, Choice(REST_LABEL, "r", rest), Choice(SKIP_LABEL, "s", skip), Choice(MENU_LABEL, "m", leave)]
