"""The character page's view: each character's HP and deck, and what the highlighted character's cards cost and do.

It shows nothing that changes during a visit, so the controller keeps one drawing per highlighted character.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import urwid

from arcade.games.spire.classic.cards import card_kinds
from arcade.games.spire.model import Card, Player
from arcade.games.spire.views.page import centred, whole_highlight
from arcade.ui.widgets import Markup


def deck_summary(cards: Sequence[Card]) -> str:
    """'5 Strike, 4 Defend, 1 Bash': counts in first-seen order."""
    return ", ".join(f"{count} {name}" for name, count in Counter(card.get_name() for card in cards).items())


def character_page(characters: Sequence[type[Player]], chosen: int, title: str, blurb: str) -> urwid.Widget:
    """The character choice, centred: the run's title and blurb, a row per character (the chosen one highlighted
    across the whole row) and the chosen character's cards."""
    rows: list[urwid.Widget] = [
        urwid.Text(("title", "Slay the Spire"), align=urwid.Align.CENTER),
        urwid.Text(("panel value", title), align=urwid.Align.CENTER),
        urwid.Text(("blurb", blurb), align=urwid.Align.CENTER),
    ]
    rows += [urwid.Divider(), urwid.Text(("panel title", "Choose your character"), align=urwid.Align.CENTER),
             urwid.Divider()]
    for index, character in enumerate(characters):
        sample = character()
        line: list[Markup] = [f" {index + 1}  ", ("panel value", f"{sample.get_name():<9}"),
                              f"  {sample.get_max_hp()} HP   {deck_summary(sample.get_deck())}"]
        rows.append(urwid.AttrMap(urwid.Text(line), whole_highlight("card selected", ["panel value"])
                                  if index == chosen else "card"))
    chosen_character = characters[chosen]()
    rows += [urwid.Divider(), urwid.Text(("panel title", f" {chosen_character.get_name()}'s cards"))]
    names = card_kinds(chosen_character.get_deck())
    name_width = max(len(card.get_name()) for card in names)
    for card in names:
        rows.append(urwid.Text(f"   {card.get_name():<{name_width}}  cost {card.get_energy_cost()}  "
                               f"{card.get_description()}"))
    body = urwid.Pile(rows)
    width = max(widget.base_widget.pack()[0] for widget, _options in body.contents
                if isinstance(widget.base_widget, urwid.Text))
    return centred(body, width)
