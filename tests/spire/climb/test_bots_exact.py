"""The climb's bots play exactly as they did (issue 31, mutation testing of the climb's content): the benchmark's
figures and the screen tests' greedy climbs are made by them, so a change to how the greedy or the random bot
chooses (or to the rules they play by) changes these climbs, and is a decision to make here. Each character's
first three seeds, played to the end by both bots: how each ended, the floor and turns, and a digest of every
figure the records keep (deck, relics, gold, HP, what killed it)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Any

import pytest

from arcade.games.spire.climb import cards
from arcade.games.spire.climb.bots import LEAVE, REST_BELOW, card_value, greedy_bot, play_climb, random_bot
from arcade.games.spire.climb.run import REST_ACTION, REST_SITE, SHOP_PHASE, Climb

ENDS = {
    ("ironclad", 0): (("lost", 48, 107), ("lost", 7, 34)),
    ("ironclad", 1): (("lost", 40, 74), ("lost", 6, 22)),
    ("ironclad", 2): (("lost", 6, 55), ("lost", 5, 22)),
    ("silent", 0): (("won", 48, 102), ("lost", 7, 32)),
    ("silent", 1): (("won", 48, 79), ("lost", 6, 28)),
    ("silent", 2): (("lost", 32, 78), ("lost", 5, 30)),
    ("watcher", 0): (("lost", 48, 95), ("lost", 6, 20)),
    ("watcher", 1): (("lost", 28, 49), ("lost", 8, 19)),
    ("watcher", 2): (("lost", 32, 66), ("lost", 4, 16)),
}
"""(greedy, random): how the climb ended, the floor reached and the turns played (since the genre's map rules of
rules version 3: two elites at least, one burning, unknown rooms' growing odds, the rare card's pity, nine boss
relics, the opening's choice, monster powers, Wounds, boss phases, a third elite in acts 2 and 3; and the characters'
own pools and the keywords of rules version 4; act 1's retuned Hungry Worm and Bell Tyrant of rules version 5),
played by the greedy rule of thumb of issue 33 (bots.py's docstring)."""


def test_both_bots_play_each_characters_first_climbs_as_they_did() -> None:
    digest = hashlib.sha256()
    ends = {}
    for character, seed in ENDS:
        played = []
        for bot in (greedy_bot, random_bot):
            climb = play_climb(Climb(character, seed), bot, random.Random(seed))
            played.append((climb.phase, climb.run.floor, climb.turns))
            digest.update(repr((climb.phase, climb.figures())).encode())
        ends[character, seed] = tuple(played)
    assert ends == ENDS
    assert digest.hexdigest() == "b6df9099eba1f27b023b7a9bf71646f7fd136c3fdb7e03ca7796453d24a23e96"


def shopping(climb: Climb, bot: Callable[[Climb, random.Random], Any], rng: random.Random) -> list[tuple[str, ...]]:
    """What `bot` does in the climb's shop until it leaves, in order: ('buy', kind, what), ('remove', card's name)
    or the leave action as a string."""
    chosen: list[tuple[str, ...]] = []
    while climb.phase == SHOP_PHASE:
        action = bot(climb, rng)
        assert climb.shop is not None
        if action[0] == "buy":
            item = climb.shop.items[action[1] - 1]
            chosen.append(("buy", item.kind, item.what))
        elif action[0] == "remove":
            chosen.append(("remove", climb.run.deck[action[1] - 1].get_name()))
        else:
            chosen.append((str(action),))
        climb.act(action)
    return chosen


def test_the_greedy_bot_with_gold_to_spare_in_a_shop() -> None:
    """Seed 1's first shop with 10,000 gold: one Strike removed first, then every relic, then potions while a slot is
    free, then cards while the deck has fewer than 22, then away."""
    climb = Climb("ironclad", 1)
    rng = random.Random(0)
    while climb.phase != SHOP_PHASE:
        climb.act(greedy_bot(climb, rng))
    assert climb.shop is not None
    climb.run.gold = 10_000
    chosen = shopping(climb, greedy_bot, rng)
    assert chosen == [("remove", "Strike"), ("buy", "relic", "hunters_mark"), ("buy", "relic", "twin_fang"),
                      ("buy", "relic", "hagglers_ring"), ("buy", "potion", "titan_brew"),
                      ("buy", "card", "Emberburst"), ("buy", "card", "Stoke"), (str(LEAVE),)]
    assert len(climb.run.deck) == 22


def test_the_greedy_bot_rests_below_seven_tenths_of_its_hp_and_upgrades_from_there() -> None:
    """Seed 5's first rest site (at the opening's 88 max HP: no relic has added any), set to 80 max HP: the greedy bot
    rests at 55 HP and upgrades from 56, seven tenths (REST_BELOW)."""
    assert REST_BELOW == 0.7
    climb = Climb("ironclad", 5)
    rng = random.Random(0)
    while climb.phase != REST_SITE:
        climb.act(greedy_bot(climb, rng))
    assert climb.run.max_hp == 80 + 8  # the opening's Hardy start
    climb.run.max_hp, climb.run.hp = 80, 55
    assert greedy_bot(climb, rng) == REST_ACTION
    climb.run.hp = 56  # 0.7 of 80: upgrade the best card
    choice = greedy_bot(climb, rng)
    assert choice != REST_ACTION and choice[0] == "upgrade"


@pytest.mark.parametrize(("name", "value"), [
    ("Strike", 6.0), ("Defend", 4.0),  # 6 damage; 0.8 × 5 block
    ("Bash", 5.5),  # (7 + 0.8 × 5) / 2
    ("Neutralize", 14.0),  # 3 + 3 × 1 weak + 3 × 2 vulnerable, costing 0: + 2
    ("Inflame", 8.0),  # 4 × 2 strength
    ("Cinderfist", 12.0),  # 9 + 3 × 1 draw
    ("Ironsweep", 12.0),  # 1.5 × 8 on every monster
    ("Twinbrand", 10.0),  # 2 hits of 5
    ("Hotblood", 8.0),  # 7 − 0.5 × 2 HP, costing 0: + 2
    ("Stoke", 8.0),  # 4 × 2 energy
    ("Cinderveil", 8.0),  # a power
    ("Firestorm", 7.5),  # X taken as 2: 1.5 × 2 × 5, over 2
    ("Venomcut", 10.5),  # 6 + 1.5 × 3 poison
    ("Fanblades", 12.0),  # 1.5 × 2 hits × 4
    ("Blightfog", 7.5),  # (3 × 2 weak + 1.5 × 1.5 × 4 poison on every monster) / 2
    ("Gloom", 2.0),  # nothing, costing 0
])
def test_a_cards_value_to_the_greedy_bot(name: str, value: float) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert card_value(card) == value
