"""The rest site's view: one list, rest first ('Rest: heal 24 HP', the exact amount climb.rest_amount() heals) then
each kind of card that can be upgraded, its rarity, before → after ('Strike (basic): 6 dmg → 9 dmg').
Pure drawing.
"""

from __future__ import annotations

import urwid

from arcade.games.spire.climb import cards
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import REST, Hook, HookEvent
from arcade.games.spire.climb_ui.parts import PAGE_WIDTH, choice_rows, page, upgrade_line
from arcade.ui.widgets import Markup


def rest_choices(climb: Climb) -> list[int]:
    """The deck places (from 1) of the cards the rest site offers to upgrade: the first of each kind."""
    return [action[1] for action in climb.legal_actions() if isinstance(action, list) and action[0] == "upgrade"]


def _rest_after(hook: Hook, event: HookEvent) -> int:
    """What a rest of event.amount HP becomes by this one hook (asked, not acted)."""
    hook(event)
    return event.amount


def why_no_rest(climb: Climb) -> str:
    """Why resting would heal nothing: full HP, or the relics whose rest hook takes the heal away (Sun Engine)."""
    run = climb.run
    if run.hp >= run.max_hp:
        return "nothing to heal"
    stopping = [relic.name for relic in run.relics if REST in relic.hooks
                and _rest_after(relic.hooks[REST], HookEvent(run, amount=1, relic=relic, preview=True)) == 0]
    return f"{' and '.join(stopping)} stops it" if stopping else "nothing to heal"


UPGRADE_ROOM = PAGE_WIDTH - len(" Upgrade ")
"""Columns an upgrade's line has after its first word (the page's width, so a card's change is never cut)."""


def rest_page(climb: Climb, highlight: int, rows: int) -> urwid.Widget:
    """The rest site: rest, or upgrade one of the cards listed."""
    healed = climb.rest_amount()
    run = climb.run
    lines: list[Markup] = [f" Rest: heal {healed} HP ({run.hp} → {run.hp + healed} of {run.max_hp})"
                           + ("" if healed else f": {why_no_rest(climb)}")]
    for place in rest_choices(climb):
        card = run.deck[place - 1]
        better = cards.upgraded(card)
        if better is not None:
            lines.append(f" Upgrade {upgrade_line(card, better, cards.card_rarity(card.get_name()), UPGRADE_ROOM)}")
    body = choice_rows(lines, highlight, max(3, rows - 6))
    body.append(urwid.Text(("blurb", "↑↓ choose · Enter: rest, or upgrade one copy of that card")))
    return page(climb, "Rest site: rest or upgrade one card", body)
