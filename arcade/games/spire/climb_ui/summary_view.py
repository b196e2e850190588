"""The end of a climb: the page left under the end dialog (won or lost, the act and floor reached, what killed
the player, the deck, relics and gold) and the dialog's message. Pure drawing from the Climb.
"""

from __future__ import annotations

import urwid

from arcade.games.spire.climb.rules import difficulty_name
from arcade.games.spire.climb.run import WON, Climb
from arcade.games.spire.climb_ui.parts import Paragraph, deck_summary, page
from arcade.games.spire.model import PLAYER_TYPES
from arcade.ui.game import message_lines


def ending_line(climb: Climb) -> str:
    """'IronClad reached the top of the Spire in 142 turns.' or 'IronClad fell to Cinder Tick on act 1, floor 6.'"""
    name = PLAYER_TYPES[climb.run.character].__name__
    if climb.phase == WON:
        return f"{name} reached the top of the Spire in {climb.turns} turns."
    return f"{name} fell to {climb.killed_by or 'the climb'} on act {climb.run.act}, floor {climb.run.floor}."


def summary_lines(climb: Climb) -> list[str]:
    """What the climb ended with: difficulty, HP, gold, relics and the deck summarised."""
    run = climb.run
    return [f"{difficulty_name(run.difficulty).capitalize()} · {run.hp}/{run.max_hp} HP · {run.gold} gold · "
            f"{climb.turns} turns",
            f"Relics: {', '.join(relic.name for relic in run.relics) or 'none'}.",
            f"Deck, {deck_summary([card.get_name() for card in run.deck])}."]


def summary_page(climb: Climb) -> urwid.Widget:
    """The page under the end dialog (and after it is closed)."""
    rows = [urwid.Text(("good" if climb.phase == WON else "bad", ending_line(climb))), urwid.Divider(),
            *[Paragraph(line) for line in summary_lines(climb)], urwid.Divider(),
            urwid.Text(("blurb", "c deck · v relics · r a new climb"))]
    return page(climb, "The climb is over", rows)


def end_message(climb: Climb, note: str) -> str:
    """The end dialog's text: how it ended, what it ended with, and the records' note ('New best.')."""
    return message_lines(ending_line(climb), *summary_lines(climb), note)
