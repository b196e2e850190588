"""An event's view: its title and story, the options with their one-line effect (those the run cannot take now
dimmed, with why), then the outcome. Pure drawing from the Climb and events.EVENTS.
"""

from __future__ import annotations

import re

import urwid

from arcade.games.spire.climb import events
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb_parts import DIMMED, choice_rows, page
from arcade.ui.palette import drawn_as
from arcade.ui.widgets import Markup

LABEL_WIDTH = 20


def why_not(run: RunState, option: events.Option) -> str:
    """Why an option cannot be taken now, read from what its text says it costs (the event's own check decided
    that it cannot): gold, HP, max HP, a free potion slot, a card the deck lacks."""
    text = f"{option.label} {option.text}"
    gold = re.search(r"(?:Pay|Bet) (\d+) gold", text)
    hp = re.search(r"Lose (\d+) HP", text)
    if gold and run.gold < int(gold.group(1)):
        return f"you have {run.gold} gold"
    if hp and run.hp <= int(hp.group(1)):
        return f"you have {run.hp} HP"
    if "max HP" in text and "Lose" in text:
        return "too little max HP"
    if "potion" in text and run.free_potion_slot() is None:
        return "no free potion slot"
    if "curse" in text.lower():
        return "no curse in your deck"
    if "Strike" in text:
        return "no Strike in your deck"
    if "Upgrade" in text or "upgrade" in text:
        return "not enough cards to upgrade"
    return "your deck is too small"


def option_lines(run: RunState, event: events.Event) -> tuple[list[Markup], list[bool]]:
    """Each option as '1 Pay 10 HP          Lose 10 HP. Gain 80 gold.', and which are dimmed (with why)."""
    allowed = events.available(run, event.id)
    lines: list[Markup] = []
    for number, (option, ok) in enumerate(zip(event.options, allowed, strict=True), start=1):
        why = "" if ok else f" (not now: {why_not(run, option)})"
        lines.append(f" {number} {option.label:<{LABEL_WIDTH}} {option.text}{why}")
    return lines, [not ok for ok in allowed]


def event_page(climb: Climb, highlight: int) -> urwid.Widget:
    """The event: its story and options, or, once chosen, what happened (e leaves)."""
    event = events.EVENTS[climb.event_id]
    rows: list[urwid.Widget] = [urwid.Text(("blurb", event.text)), urwid.Divider()]
    if climb.outcome is not None:
        rows += [urwid.Text(("good", climb.outcome.text)), urwid.Divider(),
                 urwid.Text(("blurb", "e (or Enter): back to the map"))]
    else:
        lines, dim = option_lines(climb.run, event)
        rows += choice_rows(lines, highlight, len(lines), dim)
        rows += [urwid.Divider(),
                 urwid.Text(("blurb", f"↑↓ and Enter, or a number: choose · {drawn_as(DIMMED)}: not now"))]
    return page(climb, event.title, rows)
