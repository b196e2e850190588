"""A card's rarity and cost on the climb's lists where a card is chosen (the shop's removal, the rest site's
upgrades), and an X-cost card's cost said as X wherever its numbers are listed (rewards, shops, upgrades)."""

from __future__ import annotations

import random

import urwid

from arcade.games.spire.climb.bots import random_bot
from arcade.games.spire.climb.cards import CLIMB_BY_NAME, card_rarity, upgraded
from arcade.games.spire.climb.run import REST_SITE, SHOP_PHASE, Climb
from arcade.games.spire.climb_ui.parts import card_figures, text_change, upgrade_line
from arcade.games.spire.climb_ui.rest_view import UPGRADE_ROOM, rest_choices, rest_page
from arcade.games.spire.climb_ui.shop_view import item_text, removal_page
from arcade.games.spire.model import Strike


def climb_at(phase: str, seed: int = 2) -> Climb:
    """A climb brought to this phase by random legal actions (the first seed from `seed` on that reaches it)."""
    for attempt in range(seed, seed + 50):
        climb, rng = Climb("silent", attempt), random.Random(attempt)
        while not climb.over and climb.phase != phase:
            climb.act(random_bot(climb, rng))
        if climb.phase == phase:
            return climb
    raise AssertionError(f"no climb reached {phase}")


def page_text(widget: urwid.Widget, size: tuple[int, int] = (80, 24)) -> list[str]:
    return [row.decode().rstrip() for row in widget.render(size).text]


def test_an_x_cost_cards_numbers_say_cost_x_and_its_upgrade_too() -> None:
    firestorm = CLIMB_BY_NAME["Firestorm"]()
    assert card_figures(firestorm)[0] == "cost X"
    better = upgraded(firestorm)
    assert better is not None and "cost 0" not in upgrade_line(firestorm, better, "common")
    assert card_figures(Strike())[0] == "cost 1"


def test_the_shops_removal_list_says_each_cards_rarity_before_its_numbers() -> None:
    climb = climb_at(SHOP_PHASE)
    kinds = list(dict.fromkeys(range(1, len(climb.run.deck) + 1)))
    names = list(dict.fromkeys(card.get_name() for card in climb.run.deck))
    firsts = [next(place for place, card in enumerate(climb.run.deck, start=1) if card.get_name() == name)
              for name in names]
    text = page_text(removal_page(climb, firsts, 0, 40), (80, 40))
    for name in names:
        line = next(row for row in text if f"× {name} " in row)
        card = CLIMB_BY_NAME.get(name)
        assert f" {card_rarity(name)} · cost " in line, line
        if card is not None:
            assert line.endswith(" · ".join(card_figures(card()))), line
    assert kinds  # the deck is not empty


def test_the_rest_sites_upgrades_say_the_cards_rarity_after_its_name() -> None:
    climb = climb_at(REST_SITE)
    text = page_text(rest_page(climb, 0, 40), (80, 40))
    upgrades = [row for row in text if row.strip().startswith("Upgrade ")]
    assert len(upgrades) == len(rest_choices(climb)) > 0
    for row, place in zip(upgrades, rest_choices(climb), strict=True):
        name = climb.run.deck[place - 1].get_name()
        assert row.startswith(f"  Upgrade {name} ({card_rarity(name)}): "), row
    strike = Strike()
    better = upgraded(strike)
    assert better is not None and upgrade_line(strike, better, "basic") == "Strike (basic): 6 dmg → 9 dmg"


def test_a_shops_card_says_its_rarity_and_cost_x() -> None:
    climb = climb_at(SHOP_PHASE)
    assert climb.shop is not None
    for item in climb.shop.items:
        if item.kind == "card":
            assert item_text(item).startswith(f"{card_rarity(item.what)} · cost ")


def test_an_upgrade_that_changes_no_figure_says_the_words_of_its_text_that_change() -> None:
    def line(name: str, width: int = UPGRADE_ROOM) -> str:
        card = CLIMB_BY_NAME[name]()
        better = upgraded(card)
        assert better is not None and card_figures(card) == card_figures(better)
        return upgrade_line(card, better, card_rarity(name), width)

    assert line("Blightfog") == "Blightfog (uncommon): Apply 4 poison → Apply 7 poison"
    assert line("Stilettos") == "Stilettos (uncommon): 3 times → 4 times"
    assert line("Virulence") == "Virulence (uncommon): Double → Triple"
    assert line("Wraithcut") == "Wraithcut (common): no Ethereal"
    assert line("Quickdraw", 90) == "Quickdraw (common): Draw 1 card → Draw 2 cards · Discard 1 card → Discard 2 cards"
    assert line("Quickdraw") == "Quickdraw (common): Draw 1 → 2 cards · Discard 1 → 2 cards"  # shorter, to fit
    assert line("Blightfog", 40) == "Blightfog (uncommon): Apply 4 → 7 poison"
    assert line("Stilettos", 30) == "Stilettos (uncommon): 3 → 4 times"
    assert text_change("Gain 5 block. Retain.", "Gain 5 block.", short=True) == "no Retain"
    assert text_change("Gain 5 block.", "Gain 5 block. Retain.") == "+ Retain"
    every = [name for name, kind in CLIMB_BY_NAME.items() if upgraded(kind()) is not None]
    assert all(len(line_of(name)) <= UPGRADE_ROOM for name in every)


def line_of(name: str) -> str:
    card = CLIMB_BY_NAME[name]()
    better = upgraded(card)
    assert better is not None
    return upgrade_line(card, better, card_rarity(name), UPGRADE_ROOM)
