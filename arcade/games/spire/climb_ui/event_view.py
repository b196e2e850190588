"""An event's view: its title and story, the options with their one-line effect said for this run (the gold after
its relics, a heal as far as the HP missing, what a max-HP change does to HP), those the run cannot take now dimmed
and the highlighted one's reason under them, then the outcome. Pure drawing from the Climb and events.EVENTS.
"""

from __future__ import annotations

import urwid

from arcade.games.spire.climb import events
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb_ui.parts import DIMMED, choice_rows, page
from arcade.ui.palette import drawn_as
from arcade.ui.widgets import Markup


def why_not(run: RunState, option: events.Option) -> str:
    """Why an option cannot be taken now, from its own numbers and needs ('it costs 20 HP; you have 15')."""
    return option.refusal(run)


def label_width(event: events.Event) -> int:
    """The label column: the event's longest label and a space, so the texts get the rest of the row."""
    return max(len(option.label) for option in event.options) + 1


def option_lines(run: RunState, event: events.Event) -> tuple[list[Markup], list[bool]]:
    """Each option as '1 Pay 10 HP   Lose 10 HP. Gain 80 gold.' (its text for this run), and which are dimmed."""
    allowed = events.available(run, event.id)
    width = label_width(event)
    lines: list[Markup] = [f" {number} {option.label:<{width}} {option.describe(run)}"
                           for number, option in enumerate(event.options, start=1)]
    return lines, [not ok for ok in allowed]


def event_page(climb: Climb, highlight: int) -> urwid.Widget:
    """The event: its story and options (the highlighted one's reason under them when it is dimmed), or, once
    chosen, what happened (e leaves)."""
    event = events.find_event(climb.event_id)
    rows: list[urwid.Widget] = [urwid.Text(("blurb", event.text)), urwid.Divider()]
    if climb.outcome is not None:
        rows += [urwid.Text(("good", climb.outcome.text)), urwid.Divider(),
                 urwid.Text(("blurb", "e (or Enter): back to the map"))]
    else:
        lines, dim = option_lines(climb.run, event)
        rows += choice_rows(lines, highlight, len(lines), dim)
        refused = why_not(climb.run, event.options[highlight]) if 0 <= highlight < len(event.options) else ""
        rows += [urwid.Text(("blurb", f"  not now: {refused}" if refused else ""), wrap=urwid.WrapMode.ELLIPSIS),
                 urwid.Divider(),
                 urwid.Text(("blurb", f"↑↓ and Enter, or a number: choose · {drawn_as(DIMMED)}: not now"))]
    return page(climb, event.title, rows)
