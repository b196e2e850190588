"""The views after a fight won and at a treasure chest: what was gained (gold, a potion, a relic: the climb's
reward lines), the cards offered (1-3 take one, s skips), after a boss the boss relics offered; a chest's gold and
relic. Pure drawing from the Climb.
"""

from __future__ import annotations

import urwid

from arcade.games.spire.climb.cards import card_rarity
from arcade.games.spire.climb.rewards import BOSS, rare_chance_words
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb_ui.parts import card_figures, page, relic_name_text
from arcade.ui.widgets import Markup


def gained_rows(climb: Climb) -> list[urwid.Widget]:
    """'You find: 14 gold.', one line per thing gained."""
    return [urwid.Text(["  ", ("good", line)]) for line in climb.reward_lines]


def reward_page(climb: Climb) -> urwid.Widget:
    """After a fight won: what it gave, and the cards offered with their numbers, cost, rarity and text (I inspects
    them whole, upgrades included)."""
    rows = [urwid.Text(f"You beat {climb.encounter_name}. You gain:"), *gained_rows(climb), urwid.Divider(),
            urwid.Text(("panel title", "Take a card into your deck (1-3), or skip (s):"))]
    for number, card in enumerate(climb.offer, start=1):
        line: list[Markup] = [f" {number}  ", ("panel value", card.get_name()),
                              f"  {' · '.join(card_figures(card))} · {card_rarity(card.get_name())}"]
        rows += [urwid.Text(line), urwid.Text(("blurb", f"    {card.get_description()}"))]
    if not climb.offer:
        rows.append(urwid.Text(("blurb", "  No cards this time: s goes on.")))
    elif climb.fight_kind != BOSS:
        rows.append(urwid.Text(("blurb", f"  {rare_chance_words(climb.fight_kind, climb.offer_rare_chance)}")))
    if climb.boss_relics:
        rows += [urwid.Divider(), urwid.Text(("blurb", "Then a boss relic, and the next act."))]
    return page(climb, "Victory", rows)


def boss_relic_page(climb: Climb) -> urwid.Widget:
    """After a boss and its card: the boss relics offered (1-3 take one, s skips), then the next act."""
    rows = [urwid.Text("The boss has fallen. Take one boss relic (1-3), or skip (s):"), urwid.Divider()]
    for number, relic_id in enumerate(climb.boss_relics, start=1):
        rows.append(urwid.Text(f" {number}  {relic_name_text(relic_id)}"))
    return page(climb, "Boss relic", rows)


def treasure_page(climb: Climb) -> urwid.Widget:
    """A chest opened: what was in it; e leaves for the map."""
    rows = [urwid.Text("You open the chest and find:"), *gained_rows(climb), urwid.Divider(),
            urwid.Text(("blurb", "e (or Enter): back to the map"))]
    return page(climb, "Treasure", rows)
