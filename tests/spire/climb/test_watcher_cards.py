"""The Watcher's own pool (climb/watcher_cards.py): its size by rarity, its upgrades, its names, a few texts pinned,
every card and upgrade played in a real fight by the keywords' rules (version 4) with exact values where it acts
(stances and the energy of leaving calm, wrath's doubled damage, retained cards in the next hand, the powers acting),
and the climbs that offer it (a version-4 Watcher's rewards and shops) or not (version 3)."""

from __future__ import annotations

import random
import re
from typing import NamedTuple

import pytest

from arcade.games.spire.classic import cards as classic_cards
from arcade.games.spire.climb import cards, ironclad_cards, silent_cards, watcher_cards
from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.keywords import CALM, HAND_LIMIT, NEUTRAL, STANCE_ENERGY, WRATH, cost_label
from arcade.games.spire.climb.more_cards import COMMON, RARE, UNCOMMON, UpgradedCard
from arcade.games.spire.climb.player_powers import POWERS
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import CARD_TYPES, HAND_SIZE, TURN_ENERGY, Card, Defend, new_game
from tests.spire.climb.keyword_fights import HIT, KEYWORDS, Hitter, end_turn, keyword_fight, put_in_hand
from tests.spire.climb.keyword_fights import offered_in_a_climb as offered

OWN = {card.__name__ for card in watcher_cards.CARDS}


def fight(deck: list[Card] | None = None, monsters: int = 2) -> ClimbFight:
    """A fight by the keywords' rules: a 999-HP Watcher with this deck (20 Defends by default) against `monsters`
    Hitters of 999 HP."""
    return keyword_fight("watcher", deck if deck is not None else [Defend() for _ in range(20)],
                         [Hitter(999) for _ in range(monsters)])


def lost(played: ClimbFight) -> tuple[int, ...]:
    """Each monster's HP lost (999 each at the start)."""
    return tuple(999 - monster.get_hp() for monster in played.get_monsters())


def named(name: str) -> Card:
    card = cards.card_named(name)
    assert card is not None
    return card


def play(played: ClimbFight, name: str) -> None:
    """Play the card of this name from the hand, on the first monster if it takes a target."""
    target = played.get_monsters()[0].get_id() if named(name).requires_target() else None
    assert played.player_apply_card(name, target)


def names(pile: list[Card]) -> list[str]:
    return [card.get_name() for card in pile]


# --- the pool ---------------------------------------------------------------------------------------------------


def test_the_pool_has_eleven_common_nine_uncommon_and_six_rare_cards() -> None:
    rarities = [watcher_cards.RARITY[card.__name__] for card in watcher_cards.CARDS]
    assert (rarities.count(COMMON), rarities.count(UNCOMMON), rarities.count(RARE)) == (11, 9, 6)
    assert set(watcher_cards.RARITY) == OWN and len(watcher_cards.CARDS) == len(OWN)
    assert all(cards.card_rarity(name) == rarity for name, rarity in watcher_cards.RARITY.items())
    assert cards.CHARACTER_POOLS["watcher"] == (*cards.SHARED_CARDS, *watcher_cards.CARDS)


def test_every_card_has_exactly_one_upgrade_that_differs() -> None:
    assert [upgrade.base for upgrade in watcher_cards.UPGRADES] == list(watcher_cards.CARDS)
    for card_type, upgrade_type in zip(watcher_cards.CARDS, watcher_cards.UPGRADES, strict=True):
        card, upgrade = card_type(), upgrade_type()
        assert issubclass(upgrade_type, UpgradedCard) and isinstance(upgrade, card_type)
        assert type(cards.upgraded(card)) is upgrade_type and cards.upgraded(upgrade) is None
        assert upgrade.get_name() == card.get_name() + "+"
        assert (upgrade.get_description(), cost_label(upgrade)) != (card.get_description(), cost_label(card))


def test_every_name_is_one_short_word_and_our_own() -> None:
    others = {card.__name__ for card in cards.CLIMB_POOL} | set(CARD_TYPES) | set(cards.CURSES_BY_NAME) \
        | set(cards.STATUS_CARDS) | {name for name in dir(classic_cards) if name[:1].isupper()} \
        | {card.__name__ for module in (ironclad_cards, silent_cards) for card in module.CARDS}
    for name in OWN:
        assert re.fullmatch(r"[A-Z][a-z]{1,9}", name), name
        assert name not in others and cards.CLIMB_BY_NAME[name].__module__ == watcher_cards.__name__
    assert len(set(cards.CLIMB_BY_NAME)) == len(cards.CLIMB_POOL) + sum(
        len(module.CARDS) for module in cards.OWN_CARDS.values())


def test_the_texts_are_built_from_the_numbers() -> None:
    texts = {
        "Hushfist": "Deal 11 damage. Leave your stance.",
        "Hushfist+": "Deal 14 damage. Leave your stance.",
        "Stormrise": "Enter wrath. Retain. Exhaust.",
        "Twingust": "Deal 5 damage 2 times. Retain.",
        "Surge+": "Deal 8 damage to every monster.",
        "Stillpond": "Still Water: whenever you enter calm, gain 4 block.",
        "Stormskin+": "Storm Ward: whenever you enter wrath, gain 6 block.",
        "Firstlight": "Gain 5 block. Enter calm. Innate.",
        "Wellspring": "Deep Calm: at the start of each turn, gain 1 energy. Ethereal.",
        "Wellspring+": "Deep Calm: at the start of each turn, gain 1 energy.",
        "Downpour": "Deal 5 damage to every monster 3 times.",
        "Maelstrom+": "Deal 9 damage X times.",
        "Stormsoul": "Gain 2 energy. Enter wrath. Retain. Exhaust.",
        "Skybreaker": "Deal 14 damage. Apply 2 vulnerable. Enter wrath. Exhaust.",
    }
    assert {name: named(name).get_description() for name in texts} == texts
    costs = {"Stormrise": "1", "Stormrise+": "0", "Surge": "0", "Maelstrom": "X", "Wellspring": "3", "Galeheart+": "0"}
    assert {name: cost_label(named(name)) for name in costs} == costs


# --- every card played ------------------------------------------------------------------------------------------


class Played(NamedTuple):
    """What a card does played from a hand of it and four Defends, in neutral, with full energy, against two
    999-HP monsters: HP lost by each, the player's block, energy, hand size and stance, the pile it went to
    ('discard', 'exhaust' or '' for a power), the powers held, and the first monster's weak and vulnerable."""

    hp_lost: tuple[int, int] = (0, 0)
    block: int = 0
    energy: int = TURN_ENERGY - 1
    hand: int = HAND_SIZE - 1
    stance: str = NEUTRAL
    went: str = "discard"
    powers: dict[str, int] = {}  # noqa: RUF012 - read-only
    statuses: tuple[int, int] = (0, 0)


E = TURN_ENERGY
PLAYED: dict[str, Played] = {
    "Hushfist": Played((11, 0)), "Hushfist+": Played((14, 0)),
    "Stillshell": Played(block=9), "Stillshell+": Played(block=12),
    "Stormrise": Played(stance=WRATH, went="exhaust"), "Stormrise+": Played(energy=E, stance=WRATH, went="exhaust"),
    "Tidecalm": Played(stance=CALM, went="exhaust"), "Tidecalm+": Played(energy=E, stance=CALM, went="exhaust"),
    "Twingust": Played((10, 0)), "Twingust+": Played((14, 0)),
    "Surge": Played((5, 5), energy=E), "Surge+": Played((8, 8), energy=E),
    "Mindlash": Played((10, 0), statuses=(1, 0)), "Mindlash+": Played((13, 0), statuses=(2, 0)),
    "Hailstone": Played((10, 0), statuses=(0, 1)), "Hailstone+": Played((13, 0), statuses=(0, 2)),
    "Farsight": Played(block=8, hand=5), "Farsight+": Played(block=11, hand=5),
    "Stillguard": Played(block=15, energy=E - 2), "Stillguard+": Played(block=20, energy=E - 2),
    "Mindspark": Played(energy=E, hand=6, went="exhaust"), "Mindspark+": Played(energy=E, hand=7, went="exhaust"),
    "Stormburst": Played((9, 0), stance=WRATH), "Stormburst+": Played((12, 0), stance=WRATH),
    "Stillpond": Played(went="", powers={"Still Water": 4}), "Stillpond+": Played(went="", powers={"Still Water": 6}),
    "Galeheart": Played(went="", powers={"Storm Heart": 2}),
    "Galeheart+": Played(energy=E, went="", powers={"Storm Heart": 2}),
    "Stormfall": Played((14, 14), energy=E - 2), "Stormfall+": Played((16, 16), energy=E - 2),
    "Deepbreath": Played(hand=6, stance=CALM), "Deepbreath+": Played(hand=7, stance=CALM),
    "Mindstill": Played((14, 0), energy=E - 2, stance=CALM), "Mindstill+": Played((18, 0), energy=E - 2, stance=CALM),
    "Firstlight": Played(block=5, stance=CALM), "Firstlight+": Played(block=8, stance=CALM),
    "Mistguard": Played(block=11), "Mistguard+": Played(block=15),
    "Stormskin": Played(went="", powers={"Storm Ward": 4}), "Stormskin+": Played(went="", powers={"Storm Ward": 6}),
    "Wellspring": Played(energy=0, went="", powers={"Deep Calm": 1}),
    "Wellspring+": Played(energy=0, went="", powers={"Deep Calm": 1}),
    "Downpour": Played((15, 15), energy=E - 2), "Downpour+": Played((18, 18), energy=E - 2),
    "Maelstrom": Played((7 * E, 0), energy=0), "Maelstrom+": Played((9 * E, 0), energy=0),
    "Mindflood": Played(hand=9, went="exhaust"), "Mindflood+": Played(energy=E, hand=9, went="exhaust"),
    "Stormsoul": Played(energy=E - 1 + 2, stance=WRATH, went="exhaust"),
    "Stormsoul+": Played(energy=E + 2, stance=WRATH, went="exhaust"),
    "Skybreaker": Played((14, 0), energy=E - 2, stance=WRATH, went="exhaust", statuses=(0, 2)),
    "Skybreaker+": Played((18, 0), energy=E - 2, stance=WRATH, went="exhaust", statuses=(0, 2)),
}
"""Every card and upgrade of the pool, what it does."""
ATTACKS = sorted(name for name, played in PLAYED.items() if any(played.hp_lost))


def test_the_table_holds_every_card_and_upgrade() -> None:
    assert set(PLAYED) == OWN | {name + "+" for name in OWN}


def play_from_a_hand_of_five(name: str, *before: str) -> ClimbFight:
    """A fight against two monsters, the hand these cards and Defends up to five, `before` played first, then the
    card (on the first monster if it takes a target)."""
    played = fight()
    put_in_hand(played, *(named(card) for card in before), named(name),
                *(Defend() for _ in range(HAND_SIZE - 1 - len(before))))
    for card in (*before, name):
        play(played, card)
    return played


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_every_card_acts_by_its_numbers_in_a_fight(name: str) -> None:
    played = play_from_a_hand_of_five(name)
    player = played.get_player()
    first = played.get_monsters()[0]
    assert Played(lost(played), player.get_block(), player.get_energy(), len(player.get_hand()), player.stance,
                  "exhaust" if name in names(player.exhausted) else "discard" if name in names(player.get_discarded())
                  else "", player.powers, (first.get_weak(), first.get_vulnerable())) == PLAYED[name]
    assert names(player.exhausted + player.get_discarded()).count(name) == int(PLAYED[name].went != "")


@pytest.mark.parametrize("name", ATTACKS)
def test_every_attack_deals_double_in_wrath(name: str) -> None:
    played = play_from_a_hand_of_five(name, "Stormrise+")  # free: the energy left is the same
    assert lost(played) == tuple(2 * hp for hp in PLAYED[name].hp_lost)
    assert played.get_player().get_energy() == PLAYED[name].energy


@pytest.mark.parametrize(("name", "stance"), [("Hushfist", NEUTRAL), ("Stillshell+", NEUTRAL), ("Stormrise", WRATH),
                                              ("Stormburst", WRATH), ("Skybreaker", WRATH), ("Stormsoul+", WRATH)])
def test_leaving_calm_gives_its_energy_whatever_the_stance_entered(name: str, stance: str) -> None:
    played = play_from_a_hand_of_five(name, "Tidecalm+")
    assert played.get_player().stance == stance
    assert played.get_player().get_energy() == PLAYED[name].energy + STANCE_ENERGY


@pytest.mark.parametrize("name", ["Tidecalm", "Firstlight", "Deepbreath+", "Mindstill"])
def test_entering_calm_again_gives_nothing_and_leaving_it_once_gives_its_energy_once(name: str) -> None:
    played = play_from_a_hand_of_five(name, "Tidecalm+")
    assert played.get_player().get_energy() == PLAYED[name].energy
    put_in_hand(played, named("Hushfist"), named("Stillshell"))
    play(played, "Hushfist")
    play(played, "Stillshell")
    assert played.get_player().get_energy() == PLAYED[name].energy + STANCE_ENERGY - 2


def test_leaving_wrath_stops_the_doubling_both_ways() -> None:
    played = play_from_a_hand_of_five("Stormburst")
    end_turn(played)
    assert 999 - played.get_player().get_hp() == 2 * 2 * HIT
    put_in_hand(played, named("Hushfist"), named("Hushfist"))
    play(played, "Hushfist")  # the hit lands in wrath, then the stance is left
    play(played, "Hushfist")
    assert lost(played) == (9 + 22 + 11, 0) and played.get_player().stance == NEUTRAL
    end_turn(played)
    assert 999 - played.get_player().get_hp() == 2 * 2 * HIT + 2 * HIT


@pytest.mark.parametrize("name", ["Stormrise", "Stormrise+", "Tidecalm", "Tidecalm+", "Twingust", "Twingust+",
                                  "Stillguard", "Stillguard+", "Stormsoul", "Stormsoul+"])
def test_a_retained_card_is_in_the_next_hand_besides_its_five(name: str) -> None:
    played = fight()
    put_in_hand(played, named(name), named("Hushfist"), Defend())
    end_turn(played)
    hand = names(played.get_player().get_hand())
    assert (hand[0], hand.count(name), len(hand), "Hushfist" in hand) == (name, 1, 1 + HAND_SIZE, False)
    play(played, name)  # and it plays as well as ever on the next turn
    assert played.get_player().get_energy() == PLAYED[name].energy


@pytest.mark.parametrize(("name", "fades"), [("Mistguard", True), ("Mistguard+", True), ("Wellspring", True),
                                             ("Wellspring+", False), ("Stillguard", False)])
def test_an_ethereal_card_left_in_hand_is_exhausted_at_the_turns_end(name: str, fades: bool) -> None:
    played = fight()
    put_in_hand(played, named(name), Defend())
    played.end_player_turn()
    player = played.get_player()
    assert (names(player.exhausted), name in names(player.get_discarded() + player.retained)) \
        == (([name], False) if fades else ([], True))


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("name", ["Firstlight", "Firstlight+"])
def test_firstlight_is_in_every_first_hand(name: str, seed: int) -> None:
    new_game(random.Random(seed))
    run = RunState("watcher", 999, 999, [Defend() for _ in range(15)] + [named(name)], rules_version=KEYWORDS)
    played = ClimbFight(run, [Hitter(999)])
    hand = names(played.get_player().get_hand())
    assert (hand[0], len(hand)) == (name, HAND_SIZE)


@pytest.mark.parametrize(("name", "block"), [("Stillpond", 4), ("Stillpond+", 6)])
def test_still_water_gives_block_each_time_calm_is_entered(name: str, block: int) -> None:
    played = play_from_a_hand_of_five(name)
    put_in_hand(played, named("Tidecalm+"), named("Tidecalm+"), named("Hushfist"), named("Firstlight"))
    play(played, "Tidecalm+")
    assert played.get_player().get_block() == block
    play(played, "Tidecalm+")  # already calm: nothing
    assert played.get_player().get_block() == block
    play(played, "Hushfist")
    play(played, "Firstlight")
    assert played.get_player().get_block() == 2 * block + 5


@pytest.mark.parametrize(("name", "block"), [("Stormskin", 4), ("Stormskin+", 6)])
def test_storm_ward_gives_block_each_time_wrath_is_entered(name: str, block: int) -> None:
    played = play_from_a_hand_of_five(name)
    put_in_hand(played, named("Stormrise+"), named("Stormburst"), named("Stillshell"), named("Skybreaker"))
    play(played, "Stormrise+")
    play(played, "Stormburst")  # already in wrath: nothing
    assert played.get_player().get_block() == block
    play(played, "Stillshell")  # wrath left: the next wrath counts again
    assert played.get_player().get_block() == block + 9
    end_turn(played)
    put_in_hand(played, named("Skybreaker"))
    play(played, "Skybreaker")
    assert played.get_player().get_block() == block


@pytest.mark.parametrize("name", ["Galeheart", "Galeheart+"])
def test_storm_heart_draws_two_cards_each_time_wrath_is_entered(name: str) -> None:
    played = play_from_a_hand_of_five(name)
    put_in_hand(played, named("Stormrise+"), named("Hushfist"), named("Stormsoul+"))
    play(played, "Stormrise+")
    assert len(played.get_player().get_hand()) == 2 + 2
    play(played, "Hushfist")
    play(played, "Stormsoul+")
    assert len(played.get_player().get_hand()) == 2 + 2  # neutral to wrath draws again
    assert names(played.get_player().get_hand()).count("Defend") == 4


def test_two_galehearts_draw_four_and_never_past_the_hand_limit() -> None:
    played = fight()
    put_in_hand(played, named("Galeheart+"), named("Galeheart+"), named("Stormrise+"))
    play(played, "Galeheart+")
    play(played, "Galeheart+")
    assert played.get_player().powers == {"Storm Heart": 4}
    play(played, "Stormrise+")
    assert len(played.get_player().get_hand()) == 4
    crowded = fight()
    put_in_hand(crowded, named("Mindflood+"), *(Defend() for _ in range(HAND_LIMIT - 1)))
    play(crowded, "Mindflood+")
    assert len(crowded.get_player().get_hand()) == HAND_LIMIT


@pytest.mark.parametrize("name", ["Wellspring", "Wellspring+"])
def test_deep_calm_gives_an_energy_more_every_turn_for_the_fight(name: str) -> None:
    played = play_from_a_hand_of_five(name)
    for _ in range(3):
        end_turn(played)
        assert played.get_player().get_energy() == TURN_ENERGY + 1
    put_in_hand(played, named(name))
    played.get_player()._energy = 3
    play(played, name)
    end_turn(played)
    assert played.get_player().get_energy() == TURN_ENERGY + 2


def test_maelstrom_hits_once_per_energy_left_doubled_in_wrath() -> None:
    played = play_from_a_hand_of_five("Maelstrom", "Stormrise")  # 2 energy left after Stormrise
    assert lost(played) == (2 * 7 * 2, 0) and played.get_player().get_energy() == 0
    calm = play_from_a_hand_of_five("Maelstrom+", "Tidecalm", "Hushfist")  # 1 left, +2 for leaving calm
    assert lost(calm) == (11 + 3 * 9, 0)
    assert POWERS["Deep Calm"].text(1) == "At the start of each turn, gain 1 energy."


# --- the climbs that offer the pool -------------------------------------------------------------------------------


def offered_in_a_climb(seed: int, version: int) -> tuple[set[str], set[str]]:
    """Every card name offered by the rewards, and by the shops, of a Watcher's climb (keyword_fights')."""
    return offered("watcher", seed, version)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_version_4_watcher_is_offered_only_the_shared_and_its_own_cards(seed: int) -> None:
    rewarded, sold = offered_in_a_climb(seed, KEYWORDS)
    pool = {card.__name__ for card in cards.SHARED_CARDS} | OWN
    assert len(rewarded & OWN) >= 12 and len(sold & OWN) >= 2
    assert rewarded <= pool and sold <= pool


def test_a_version_3_watcher_is_offered_none_of_them() -> None:
    rewarded, sold = offered_in_a_climb(1, 3)
    assert len(rewarded) >= 12 and len(sold) >= 3
    assert not (rewarded | sold) & OWN
