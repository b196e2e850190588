"""The climb's bots play exactly as they did (issue 31, mutation testing of the climb's content): the benchmark's
figures and the screen tests' greedy climbs are made by them, so a change to how the greedy or the random bot
chooses (or to the rules they play by) changes these climbs, and is a decision to make here. Each character's
first three seeds, played to the end by both bots: how each ended, the floor and turns, and a digest of every
figure the records keep (deck, relics, gold, HP, what killed it)."""

from __future__ import annotations

import hashlib
import random

from arcade.games.spire.climb.bots import LEAVE, greedy_bot, play_climb, random_bot
from arcade.games.spire.climb.run import REST_ACTION, REST_SITE, SHOP_PHASE, Climb

ENDS = {
    ("ironclad", 0): (("lost", 16, 68), ("lost", 11, 32)),
    ("ironclad", 1): (("lost", 48, 136), ("lost", 6, 19)),
    ("ironclad", 2): (("lost", 6, 46), ("lost", 5, 28)),
    ("silent", 0): (("lost", 48, 124), ("lost", 8, 30)),
    ("silent", 1): (("lost", 40, 102), ("lost", 6, 24)),
    ("silent", 2): (("lost", 48, 103), ("lost", 4, 23)),
    ("watcher", 0): (("lost", 16, 62), ("lost", 6, 24)),
    ("watcher", 1): (("lost", 40, 106), ("lost", 8, 17)),
    ("watcher", 2): (("lost", 32, 88), ("lost", 4, 17)),
}
"""(greedy, random): how the climb ended, the floor reached and the turns played (since the genre's map rules of
rules version 3: two elites at least, one burning, unknown rooms' growing odds, the rare card's pity, nine boss
relics, the opening's choice, monster powers, Wounds, boss phases, a third elite in acts 2 and 3)."""


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
    assert digest.hexdigest() == "0d8f087f0bf432310df2ad210e0333dbe51a1e96ba88c96cb578499bcaf760a0"


def test_the_greedy_bot_with_gold_to_spare_in_a_shop() -> None:
    """Seed 1's first shop with 10,000 gold: every relic, then potions while a slot is free, then one Strike
    removed, then cards while the deck has fewer than 22, then away."""
    climb = Climb("ironclad", 1)
    rng = random.Random(0)
    while climb.phase != SHOP_PHASE:
        climb.act(greedy_bot(climb, rng))
    assert climb.shop is not None
    climb.run.gold = 10_000
    chosen: list[tuple[str, ...]] = []
    while climb.phase == SHOP_PHASE:
        action = greedy_bot(climb, rng)
        if action[0] == "buy":
            item = climb.shop.items[action[1] - 1]
            chosen.append(("buy", item.kind, item.what))
        elif action[0] == "remove":
            chosen.append(("remove", climb.run.deck[action[1] - 1].get_name()))
        else:
            chosen.append((str(action),))
        climb.act(action)
    assert chosen == [("buy", "relic", "iron_buckle"), ("buy", "relic", "twin_fang"),
                      ("buy", "relic", "hagglers_ring"), ("buy", "potion", "titan_brew"),
                      ("remove", "Strike"), ("buy", "card", "Jab"), (str(LEAVE),)]
    assert len(climb.run.deck) == 22


def test_the_greedy_bot_rests_below_six_tenths_of_its_hp_and_upgrades_from_there() -> None:
    climb = Climb("ironclad", 0)
    rng = random.Random(0)
    while climb.phase != REST_SITE:
        climb.act(greedy_bot(climb, rng))
    assert climb.run.max_hp == 80 + 8  # the opening's Hardy start
    climb.run.max_hp, climb.run.hp = 80, 47
    assert greedy_bot(climb, rng) == REST_ACTION
    climb.run.hp = 48  # 0.6 of 80: upgrade the best card
    choice = greedy_bot(climb, rng)
    assert choice != REST_ACTION and choice[0] == "upgrade"
