"""The shop's view: every item with its kind, price and what it does, sold ones marked, the ones not for sale now
dimmed (and the highlighted one's reason said); the card removal's price or why not now; while choosing the card to
remove, the deck's kinds. Pure drawing from the Climb and its shop (whose refusals give the reasons' words).
"""

from __future__ import annotations

import urwid

from arcade.games.spire.climb import cards, potions, relics, shop
from arcade.games.spire.climb.keywords import cost_label
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb_ui.parts import DIMMED, Paragraph, card_figures, choice_rows, page
from arcade.ui.palette import drawn_as
from arcade.ui.widgets import Markup

KIND_WIDTH = 7
NAME_WIDTH = 14
LIST_ROWS = 13
"""Rows of the items' list (eleven items fit whole; more scroll)."""


def item_text(item: shop.ShopItem) -> str:
    """What an item does: a card's numbers and text, a potion's or a relic's text."""
    if item.kind == shop.POTION:
        return potions.potion(item.what).text
    if item.kind == shop.RELIC:
        return relics.relic(item.what).text
    card = cards.card_named(item.what)
    return f"{cards.card_rarity(item.what)} · cost {cost_label(card)} · {card.get_description()}" \
        if card is not None else ""


def item_line(item: shop.ShopItem) -> Markup:
    """'card    IronWave      52 gold  cost 1 · 5 dmg · …', or '… sold'."""
    price = "sold" if item.sold else f"{item.price} gold"
    return f" {item.kind:<{KIND_WIDTH}}{shop.item_name(item):<{NAME_WIDTH}}{price:>9}  {item_text(item)}"


def removal_rows(climb: Climb) -> list[urwid.Widget]:
    """'x remove a card from your deck: 75 gold', and under it why not now, with the shop rule's figures (blank when
    it can be bought, so the page keeps its height)."""
    assert climb.shop is not None
    if climb.shop.removed:
        return [urwid.Text("x remove a card: done for this visit"), urwid.Divider()]
    refused = shop.removal_refusal(climb.run, climb.shop)
    return [urwid.Text(f"x remove a card from your deck: {climb.shop.removal_price} gold"),
            Paragraph(("blurb", f"  not now: {refused}" if refused else ""))]


def shop_page(climb: Climb, highlight: int) -> urwid.Widget:
    """The shop: its items (↑↓ Enter buys; the highlighted one's whole text under them, its line being cut to the
    page, and why it cannot be bought, when it cannot; I inspects it with its upgrade), the removal
    (x) and leaving (e); the legend names what marks an item not for sale now (its colour, or under NO_COLOR what
    the monochrome palette draws)."""
    assert climb.shop is not None
    items = climb.shop.items
    dim = [item.sold or not shop.can_buy(climb.run, climb.shop, index) for index, item in enumerate(items)]
    rows = choice_rows([item_line(item) for item in items], highlight, LIST_ROWS, dim)
    refused = shop.refusal(climb.run, climb.shop, highlight) if 0 <= highlight < len(items) else None
    whole = f"{shop.item_name(items[highlight])}: {item_text(items[highlight])}" if 0 <= highlight < len(items) else ""
    rows += [Paragraph(("panel value", whole)),
             urwid.Text(("blurb", f"  not now: {refused}" if refused else ""), wrap=urwid.WrapMode.ELLIPSIS),
             *removal_rows(climb),
             urwid.Text(("blurb", f"e leave for the map · {drawn_as(DIMMED)}: sold, or not for sale now"),
                        wrap=urwid.WrapMode.ELLIPSIS)]
    return page(climb, f"Shop · you have {climb.run.gold} gold", rows)


def removal_page(climb: Climb, kinds: list[int], highlight: int, rows: int) -> urwid.Widget:
    """Choosing the card the shop removes: one line per kind of card in the deck (`kinds`: deck places from 1)."""
    assert climb.shop is not None
    lines: list[Markup] = []
    for place in kinds:
        card = climb.run.deck[place - 1]
        count = sum(other.get_name() == card.get_name() for other in climb.run.deck)
        figures = [cards.card_rarity(card.get_name()), *card_figures(card)]
        lines.append(f" {count} × {card.get_name():<{NAME_WIDTH}} {' · '.join(figures)}")
    body = choice_rows(lines, highlight, max(3, rows - 6))
    body.append(urwid.Text(("blurb", "Enter removes the highlighted card · Esc keeps them all")))
    return page(climb, f"Remove a card for {climb.shop.removal_price} gold", body)
