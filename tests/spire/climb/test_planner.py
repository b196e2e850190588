"""The planner (climb/planner.py, issue 33): it plays only legal actions over whole climbs, its searches never change
the real climb (a climb it stepped is the climb its actions replay to, and asking it leaves every figure, pile and
random source as it was), it reads nothing a player cannot see (its choice is the same on a copy whose draw pile,
hidden random streams and coming fights are shuffled), its turn search finds the order that kills, and it ends a
few seeded climbs exactly as pinned here (a change to how it chooses, or to the rules, is a decision to make here).
The climbs are played once and shared by the tests (a planner's climb takes about a second)."""

from __future__ import annotations

import copy
import functools
import hashlib
import random
from typing import Any

import pytest

from arcade.games.spire.climb import cards, relics
from arcade.games.spire.climb.bots import greedy_bot, play_climb
from arcade.games.spire.climb.map import BOSS_FLOOR
from arcade.games.spire.climb.planner import planner_bot
from arcade.games.spire.climb.run import (
    BOSS_RELIC,
    DISCARD,
    EVENT,
    FIGHT,
    LEAVE,
    MAP,
    REST_ACTION,
    REST_SITE,
    REWARD,
    SHOP_PHASE,
    SKIP,
    Climb,
)
from arcade.games.spire.climb.shop import Shop, ShopItem
from arcade.games.spire.climb.turn_search import END_TURN, clone_fight, fight_actions, plan_turn
from arcade.games.spire.model import Monster, get_random_source
from tests.spire.climb.test_bots_exact import shopping

ENDS = {
    ("ironclad", 0, 0): ("won", 48, 64),
    ("silent", 0, 0): ("won", 48, 68),
    ("watcher", 1, 0): ("lost", 48, 72),
    ("ironclad", 0, 10): ("lost", 16, 38),
}
"""Each climb played: how it ended, the floor reached and the player's turns (by the characters' own pools and the
keywords of rules version 4, and act 1's retuned Hungry Worm and Bell Tyrant of rules version 5)."""
WINS_AGAINST_GREEDY = [(character, seed, 0) for character in ("ironclad", "silent", "watcher") for seed in range(3)]
"""The climbs the planner and the greedy bot both play to compare their wins: each character's first three seeds
(test_bots_exact's greedy climbs)."""

DISGUISE_EVERY = 6
"""Every this many actions the planner is also asked on a copy of the climb with its hidden parts shuffled."""


def _snapshot(climb: Climb) -> tuple[Any, ...]:
    """Everything of a climb the planner could change by mistake: the run, the fight's piles in order, the monsters,
    the climb's and the model's random sources, the monsters' numbering."""
    run = climb.run
    fight = climb.fight
    piles: tuple[Any, ...] = ()
    if fight is not None:
        player = fight.get_player()
        piles = (tuple(map(repr, player.get_hand())), tuple(map(repr, player.get_deck())),
                 tuple(map(repr, player.get_discarded())), player.get_hp(), player.get_block(),
                 player.get_energy(), player.get_strength(), player.get_weak(), player.get_vulnerable(),
                 tuple((monster.get_id(), monster.get_hp(), monster.get_block(), monster.get_strength(),
                        monster.get_weak(), monster.get_vulnerable(), vars(monster).get("_next"))
                       for monster in fight.get_monsters()))
    return (climb.phase, run.hp, run.max_hp, run.gold, tuple(map(repr, run.deck)), tuple(run.potions),
            tuple(relic.id for relic in run.relics), tuple(sorted(run.counters.items())), len(run.log),
            piles, climb._fight_source.getstate(), get_random_source().getstate(), Monster._next_id,
            len(climb.actions))


def _disguised(climb: Climb, salt: int) -> Climb:
    """A copy of the climb whose hidden parts differ: another seed (so every stream not yet drawn: rewards, events,
    maps and fights to come), another source for the fight's draws, its draw pile shuffled, the coming fights
    reordered."""
    other = copy.deepcopy(climb)
    shuffler = random.Random(salt)
    other.seed = climb.seed + 1000 + salt
    other._fight_source = random.Random(f"disguise {salt}")
    if other.fight is not None:
        shuffler.shuffle(other.fight.get_player().get_deck())
    shuffler.shuffle(other.monster_queue)
    shuffler.shuffle(other.elite_queue)
    return other


@functools.cache
def _played(character: str, seed: int, difficulty: int) -> tuple[Climb, int, list[tuple[Any, Any]]]:
    """The planner's climb, checked at every step: each action legal, the climb the same after it was asked; and
    how many times it was asked on a disguised copy, with the pairs of choices that differed."""
    climb = Climb(character, seed, difficulty)
    rng = random.Random(seed)
    asked, differed = 0, []
    while not climb.over:
        legal = climb.legal_actions()
        before = _snapshot(climb)
        action = planner_bot(climb, rng)
        assert _snapshot(climb) == before, f"asking the planner changed the climb at action {len(climb.actions)}"
        assert action in legal, f"{action!r} is not legal at action {len(climb.actions)}"
        if len(climb.actions) % DISGUISE_EVERY == 0 or climb.phase in (MAP, EVENT):
            asked += 1
            other = planner_bot(_disguised(climb, asked), random.Random(asked))
            if other != action:
                differed.append((action, other))
        climb.act(action)
    return climb, asked, differed


@pytest.mark.parametrize("key", list(ENDS))
def test_the_planner_plays_legal_actions_and_ends_its_climbs_as_pinned(key: tuple[str, int, int]) -> None:
    climb, _asked, _differed = _played(*key)
    assert (climb.phase, climb.run.floor, climb.turns) == ENDS[key]


def test_the_planner_takes_every_action_of_its_climbs_as_it_did() -> None:
    """Every action of the four climbs, not only how they end: a digest of each climb's actions in order and the
    figures the records keep. A change to how the planner weighs anything it meets in them (a card, a relic, a room,
    a play) changes a choice, and is a decision to make here."""
    digest = hashlib.sha256()
    for key in ENDS:
        climb, _asked, _differed = _played(*key)
        digest.update(repr((climb.actions, climb.figures())).encode())
    assert [len(_played(*key)[0].actions) for key in ENDS] == [325, 343, 313, 167]
    assert digest.hexdigest() == "d5fca1772540805364441d0c9d2881a190839d109ca1be9ce8679ef399aeb617"


@pytest.mark.parametrize("key", list(ENDS))
def test_a_climb_the_planner_stepped_is_the_climb_its_actions_replay_to(key: tuple[str, int, int]) -> None:
    climb, _asked, _differed = _played(*key)
    again = Climb.replay(climb.run.character, climb.seed, climb.run.difficulty, climb.actions)
    assert (again.phase, again.figures(), again.run.log) == (climb.phase, climb.figures(), climb.run.log)


@pytest.mark.parametrize("key", list(ENDS))
def test_the_planner_reads_no_hidden_draw_or_stream(key: tuple[str, int, int]) -> None:
    _climb, asked, differed = _played(*key)
    assert asked > 20
    assert differed == []


def test_the_planner_wins_more_of_these_climbs_than_the_greedy_bot() -> None:
    """Not a benchmark (docs/spire.md keeps that): each character's first three climbs, played by the planner and by
    the greedy bot; the planner wins six of the nine, the greedy bot two."""
    planner_wins = sum(play_climb(Climb(*key), planner_bot, random.Random(key[1])).phase == "won"
                       for key in WINS_AGAINST_GREEDY)
    greedy_wins = sum(play_climb(Climb(*key), greedy_bot, random.Random(key[1])).phase == "won"
                      for key in WINS_AGAINST_GREEDY)
    assert planner_wins == 6 > greedy_wins == 2


def _fight_of(climb: Climb) -> Climb:
    """The climb walked by the planner to its first fight's first turn."""
    rng = random.Random(0)
    while climb.phase != FIGHT:
        climb.act(planner_bot(climb, rng))
    return climb


def test_the_turn_search_plays_strength_before_the_hit_that_then_kills() -> None:
    """Inflame then Strike kills a monster of 8 HP (6 + 2 strength); Strike first leaves it standing. Every other
    monster is gone, so the kill wins the fight."""
    climb = _fight_of(Climb("ironclad", 0))
    fight = climb.fight
    assert fight is not None
    monster = fight.get_monsters()[0]
    fight.get_monsters()[:] = [monster]
    monster.add_block(-monster.get_block())
    monster.reduce_hp(monster.get_hp() - 8)
    inflame, strike = cards.card_named("Inflame"), cards.card_named("Strike")
    assert inflame is not None and strike is not None
    fight.get_player().get_hand()[:] = [strike, inflame]
    plan, value = plan_turn(fight, "monster", with_potions=False)
    assert plan == [["play", 2], ["play", 1, 1]]
    assert value > 1000
    assert planner_bot(climb, random.Random(0)) == ["play", 2]


def test_the_turn_search_ends_the_turn_when_nothing_can_be_played() -> None:
    climb = _fight_of(Climb("silent", 0))
    fight = climb.fight
    assert fight is not None
    fight.get_player().get_hand()[:] = [cards.card_named("Gloom")]
    climb.run.potions[:] = [None] * len(climb.run.potions)
    assert plan_turn(fight, "monster", with_potions=True)[0] == [END_TURN]
    assert planner_bot(climb, random.Random(0)) == END_TURN


def test_while_a_discard_is_asked_the_search_tries_each_card_name_once_at_its_first_place() -> None:
    """A card played asks for a discard: the search's plays are the discards the climb names, one per card name (the
    same card twice discards alike), each at the place the name first stands in the hand, in the hand's order."""
    climb = _fight_of(Climb("silent", 0))
    fight = climb.fight
    assert fight is not None
    strike, defend, neutralize = (cards.card_named(name) for name in ("Strike", "Defend", "Neutralize"))
    fight.get_player().get_hand()[:] = [strike, defend, defend, strike, neutralize]
    fight.get_player().to_discard = 1
    assert fight_actions(fight, with_potions=True) == [[DISCARD, 1], [DISCARD, 2], [DISCARD, 5]]
    assert all(action in climb.legal_actions() for action in fight_actions(fight, with_potions=True))
    fight.get_player().get_hand()[:] = [neutralize, defend, defend]
    assert fight_actions(fight, with_potions=False) == [[DISCARD, 1], [DISCARD, 2]]


def _planners_shopping(curse: bool) -> tuple[list[tuple[str, ...]], int]:
    """Seed 1's first shop reached by the planner (floor 10), with 10,000 gold and, if asked, a Gloom as the deck's
    second card: what the planner does there in order, and the deck's size after."""
    climb = Climb("ironclad", 1)
    rng = random.Random(0)
    while climb.phase != SHOP_PHASE:
        climb.act(planner_bot(climb, rng))
    assert climb.shop is not None and climb.run.floor == 10
    if curse:
        climb.run.deck.insert(1, cards.card_named("Gloom"))
    climb.run.gold = 10_000
    chosen = shopping(climb, planner_bot, rng)
    return chosen, len(climb.run.deck)


def test_the_planner_in_a_shop_removes_a_curse_first_then_buys_relics_then_removes_a_strike() -> None:
    """A curse in the deck is the shop's first removal, before any relic; without one, every relic (the worthiest
    first), then a Strike removed, then the card worth buying, then away."""
    relics_bought = [("buy", "relic", "lucky_purse"), ("buy", "relic", "anvil_shard"),
                     ("buy", "relic", "hagglers_ring")]
    assert _planners_shopping(curse=True) == (
        [("remove", "Gloom"), *relics_bought, ("buy", "card", "Hotblood"), ("leave",)], 18)
    assert _planners_shopping(curse=False) == (
        [*relics_bought, ("remove", "Strike"), ("buy", "card", "Hotblood"), ("leave",)], 17)


def test_the_planner_buys_a_card_worth_three_more_than_its_decks_average_at_the_decks_block_weight() -> None:
    """A shop of one Strike (worth 6) and nothing to remove: a deck of six Defends blocks much for what it deals (its
    block weight 0.5, so a Defend is worth 2.5): 6 is 3.5 above its average, bought; six Strikes average 6: left; and
    no card is bought into a deck of 30 (DECK_LIMIT)."""
    climb = Climb("ironclad", 1)
    rng = random.Random(0)
    while climb.phase != SHOP_PHASE:
        climb.act(planner_bot(climb, rng))
    climb.run.gold = 100
    for deck, size, chosen in (("Defend", 6, ["buy", 1]), ("Strike", 6, LEAVE), ("Defend", 29, ["buy", 1]),
                               ("Defend", 30, LEAVE)):  # DECK_LIMIT: no card joins a deck of 30
        climb.shop = Shop([ShopItem("card", "Strike", 10)], removed=True)
        climb.run.deck[:] = [cards.card_named(deck) for _ in range(size)]
        assert climb.legal_actions() == [["buy", 1], LEAVE]
        assert planner_bot(climb, rng) == chosen
    climb.run.deck[:] = [cards.card_named("Defend") for _ in range(6)]  # each card its own worth: the Strike bought
    climb.shop = Shop([ShopItem("card", "Defend", 10), ShopItem("card", "Strike", 10)], removed=True)
    assert planner_bot(climb, rng) == ["buy", 2]
    climb.run.deck[:] = [cards.card_named("Strike") for _ in range(6)]  # Strike+ is worth 9, exactly 3 above: bought
    climb.shop = Shop([ShopItem("card", "Strike+", 10)], removed=True)
    assert planner_bot(climb, rng) == ["buy", 1]
    climb.run.deck[:] = [cards.card_named("Defend") for _ in range(6)]  # of two good cards, the worthier: Bash 6⅓
    climb.shop = Shop([ShopItem("card", "Bash", 10), ShopItem("card", "Strike", 10)], removed=True)
    assert planner_bot(climb, rng) == ["buy", 1]
    climb.shop = Shop([ShopItem("card", "Strike", 10), ShopItem("card", "Strike", 10)], removed=True)
    assert planner_bot(climb, rng) == ["buy", 1]  # of two worth the same, the first
    climb.run.deck[:] = [cards.card_named("Strike") for _ in range(6)]  # Forgewall's 8 block at the deck's weight
    climb.shop = Shop([ShopItem("card", "Forgewall", 10)], removed=True)  # 1.4: 11.2, 3 above 6 (at 0.8, 6.4)
    assert planner_bot(climb, rng) == ["buy", 1]
    climb.run.potions[:] = [None] * len(climb.run.potions)  # no card worth it: the cheapest potion
    climb.shop = Shop([ShopItem("card", "Defend", 10), ShopItem("potion", "red_salve", 50),
                       ShopItem("potion", "titan_brew", 30), ShopItem("potion", "sap_tonic", 40)], removed=True)
    assert planner_bot(climb, rng) == ["buy", 3]


@pytest.mark.parametrize(("deck", "offer", "chosen"), [
    (("Defend",) * 6, ("Strike", "Defend", "Gloom"), ["card", 1]),  # 6 against an average of 2.5 (block weight 0.5)
    (("Strike",) * 6, ("Strike+", "Defend", "Bash"), ["card", 3]),  # Bash 9⅓ at the weight 1.4 it leaves, Strike+ 9
    (("Strike",) * 6, ("Strike", "Gloom"), SKIP),  # 6 is not 1 above the average of 6
    (("Strike",) * 6, ("Defend",), ["card", 1]),  # 7 (at 1.4) is exactly 1 above: taken
    (("Defend",) * 29, ("Strike",), ["card", 1]),
    (("Defend",) * 30, ("Strike",), SKIP),  # DECK_LIMIT
    (("Defend",) * 6, ("Deflect",), ["card", 1]),  # 4 at the deck's weight 0.5, against an average of 2.5 there
    (("Strike",) * 2, ("Defend", "Protect"), ["card", 1]),  # each at the weight it leaves: Defend 7 (1.4), Protect
    # 6.4 (0.8); at the deck's own weight Protect would be 11.2
])
def test_the_planner_takes_the_card_offered_that_adds_most_if_it_is_worth_one_more_than_the_decks_average(
        deck: tuple[str, ...], offer: tuple[str, ...], chosen: Any) -> None:
    climb = Climb("ironclad", 1)
    rng = random.Random(0)
    while climb.phase != REWARD:
        climb.act(planner_bot(climb, rng))
    climb.run.deck[:] = [cards.card_named(name) for name in deck]
    climb.offer[:] = [cards.card_named(name) for name in offer]
    assert planner_bot(climb, rng) == chosen


@pytest.mark.parametrize(("hp", "floor", "relic", "deck", "chosen"), [
    (72, None, None, None, ["upgrade", 11]),  # full HP heals nothing: Flashburn gains 6, as Hotblood (12) does
    (71, None, None, None, ["upgrade", 11]),  # heals 1, healthy
    (39, None, None, None, REST_ACTION),  # 39 of 72 is under REST_BELOW (0.55)
    (40, None, None, None, ["upgrade", 11]),
    (61, BOSS_FLOOR - 1, None, None, REST_ACTION),  # before the boss, under 0.85
    (62, BOSS_FLOOR - 1, None, None, ["upgrade", 11]),
    (61, None, None, None, ["upgrade", 11]),
    (20, None, "sun_engine", None, ["upgrade", 11]),  # Sun Engine: resting heals nothing
    (72, None, None, ("Strike+",) * 6, REST_ACTION),  # nothing to upgrade
    (72, None, None, ("Strike", "Defend", "Inflame", "Strike", "Strike", "Strike", "Strike"), ["upgrade", 3]),
    # a deck of little block (block weight 1.4): Inflame+ gains 5, Defend+ 3 × 1.4 = 4.2, both at that weight
    (72, None, None, ("Strike", "Defend", "Bash", "Strike", "Strike", "Strike", "Strike"), ["upgrade", 2]),
    # Defend+ gains 4.2 there, Strike+ 3
    (3, None, None, None, REST_ACTION),  # 3 of a max HP cut to 6 (events can cut it): resting heals 1 (30 %)
    (11, None, None, None, ["upgrade", 11]),  # 11 of a max HP cut to 20: 0.55 exactly is not under REST_BELOW
    (17, BOSS_FLOOR - 1, None, None, ["upgrade", 11]),  # 0.85 exactly before the boss: not under it either
    (16, BOSS_FLOOR - 1, None, None, REST_ACTION),
])
def test_the_planner_at_a_rest_site_rests_when_hurt_else_upgrades_the_card_that_gains_most(
        hp: int, floor: int | None, relic: str | None, deck: tuple[str, ...] | None, chosen: Any) -> None:
    """Seed 1's first rest site (floor 11, 72 max HP) reached by the planner."""
    climb = Climb("ironclad", 1)
    rng = random.Random(0)
    while climb.phase != REST_SITE:
        climb.act(planner_bot(climb, rng))
    assert climb.run.max_hp == 72
    climb.run.hp = hp
    if hp < 6:
        climb.run.max_hp = 6
    elif hp < 20:
        climb.run.max_hp = 20
    if floor is not None:
        climb.path[-1] = (floor, climb.map.on_floor(floor)[0].column)
    if relic is not None:
        climb.run.relics.append(relics.relic(relic))
    if deck is not None:
        climb.run.deck[:] = [cards.card_named(name) for name in deck]
    assert planner_bot(climb, rng) == chosen


@pytest.mark.parametrize(("offered", "chosen"), [
    (("bone_harvest", "hollow_crown", "smiths_crown"), ["relic", 3]),  # as offered: the run's worth 342.5, 353.7, 362.1
    (("smiths_crown", "bone_harvest", "hollow_crown"), ["relic", 1]),
    (("bone_harvest", "hollow_crown"), ["relic", 2]),
])
def test_the_planner_takes_the_boss_relic_that_leaves_the_run_worth_most(offered: tuple[str, ...], chosen: Any) -> None:
    """Seed 0's first boss relics (after 117 actions of the planner): Smith's Crown upgrades Strikes and Defends at
    pickup, Hollow Crown adds 12 max HP, Bone Harvest gives energy and block on a kill; tried on copies of the run."""
    climb = Climb("ironclad", 0)
    rng = random.Random(0)
    while climb.phase != BOSS_RELIC:
        climb.act(planner_bot(climb, rng))
    assert len(climb.actions) == 117
    climb.boss_relics[:] = list(offered)
    owned = [relic.id for relic in climb.run.relics]
    assert planner_bot(climb, rng) == chosen
    assert [relic.id for relic in climb.run.relics] == owned  # only copies had them


def test_a_copy_of_the_fight_shares_nothing_that_changes() -> None:
    """Playing a whole turn and the monsters' turn on a copy leaves the real fight as it was."""
    climb = _fight_of(Climb("watcher", 1))
    fight = climb.fight
    assert fight is not None
    before = _snapshot(climb)
    copied = clone_fight(fight)
    for card in list(copied.get_player().get_hand()):
        target = copied.get_monsters()[0].get_id() if card.requires_target() and copied.get_monsters() else None
        copied.player_apply_card(card.get_name(), target)
    copied.end_player_turn()
    for monster in list(copied.get_monsters()):
        copied.monster_acts(monster)
    assert _snapshot(climb) == before
    assert copied.get_player() is not fight.get_player() and copied.run is not fight.run
