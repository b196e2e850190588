"""The Ironclad's own pool (climb/ironclad_cards.py): its rarities, names, upgrades and texts; every card and upgrade
played in a real climb fight by the keywords' rules (version 4) with exact values where it acts (the monsters' HP,
the HP it costs, block, strength, energy, the cards drawn and exhausted, the powers on the next turns); and the climbs
of the version with the characters' own pools offering it, the older ones not."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from arcade.games.spire.classic.cards import POOL_BY_NAME
from arcade.games.spire.climb import cards, ironclad_cards, rewards, shop
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.ironclad_cards import CARDS, RARITY, UPGRADES
from arcade.games.spire.climb.keywords import CharacterCard, cost_label, keyword
from arcade.games.spire.climb.more_cards import COMMON, MORE_CARDS, RARE, UNCOMMON
from arcade.games.spire.climb.player_powers import POWERS
from arcade.games.spire.climb.run import END_TURN, FIGHT, REWARD, SHOP_PHASE, Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import CARD_TYPES, TURN_ENERGY, Card, Defend, Strike
from tests.spire.climb.keyword_fights import HIT, KEYWORDS, Hitter, end_turn, keyword_fight, put_in_hand

HP = 80
"""The player's HP in the fights here (of 999 max)."""
BY_NAME: dict[str, type[Card]] = {card.__name__: card for card in CARDS} | {
    card().get_name(): card for card in UPGRADES}


def fight(deck: list[Card], monsters: list[ClimbMonster] | None = None, hp: int = HP,
          version: int = KEYWORDS, seed: int = 1) -> ClimbFight:
    """A fight by the keywords' rules: a 999 max-HP IronClad with `hp` HP and this deck against two 999 HP Hitters
    (the model's random source seeded with `seed`)."""
    return keyword_fight("ironclad", deck, monsters if monsters is not None else [Hitter(999), Hitter(999)], hp,
                         version, seed)


def play(played: ClimbFight, card: Card) -> None:
    """Play the card of this name from the hand, on the first monster when it takes a target."""
    target = played.get_monsters()[0].get_id() if card.requires_target() else None
    assert played.player_apply_card(card.get_name(), target), card.get_name()


def names(pile: list[Card]) -> list[str]:
    return [card.get_name() for card in pile]


# --- the pool -------------------------------------------------------------------------------------------------


def test_the_pool_holds_eleven_common_nine_uncommon_and_six_rare_cards() -> None:
    assert list(RARITY) == [card.__name__ for card in CARDS]
    counts = {rarity: sum(1 for value in RARITY.values() if value == rarity) for rarity in (COMMON, UNCOMMON, RARE)}
    assert counts == {COMMON: 11, UNCOMMON: 9, RARE: 6} and len(CARDS) == 26
    assert all(issubclass(card, CharacterCard) for card in CARDS)
    assert cards.CHARACTER_POOLS["ironclad"] == (*cards.SHARED_CARDS, *CARDS)
    assert all(cards.CARD_RARITY[name] == rarity for name, rarity in RARITY.items())


def test_every_name_is_one_word_of_ours_and_unique_across_the_climb() -> None:
    others = [*(card.__name__ for card in cards.CLIMB_POOL), *POOL_BY_NAME, *CARD_TYPES,
              *(card.__name__ for card in MORE_CARDS),
              *(card.__name__ for module in cards.OWN_CARDS.values() if module is not ironclad_cards
                for card in module.CARDS)]
    ours = [card.__name__ for card in CARDS]
    assert len(set(ours)) == len(ours) and not set(ours) & set(others)
    assert all(cards.CLIMB_BY_NAME[name] is card for name, card in zip(ours, CARDS, strict=True))
    assert all(re.fullmatch(r"[A-Z][a-z]{1,9}", name) for name in ours)
    assert all(card.__doc__ and "\n" not in card.__doc__.strip() for card in (*CARDS, *UPGRADES))


def test_every_card_has_exactly_one_upgrade_that_differs() -> None:
    assert tuple(upgrade.base for upgrade in UPGRADES) == CARDS
    compared = ("_damage", "_block", "_energy_cost", "_status_modifiers", "hp_cost", "hits", "x_cost", "every_monster",
                "energy_gain", "draw", "power", "power_amount", "exhaust", "ethereal", "innate", "retain")
    for card, upgrade in zip(CARDS, UPGRADES, strict=True):
        assert [other for other in cards.UPGRADED_CARDS if other.base is card] == [upgrade]
        assert cards.upgraded(card()).__class__ is upgrade and cards.upgraded(upgrade()) is None
        assert upgrade().get_name() == card.__name__ + "+"
        assert cards.card_rarity(upgrade().get_name()) == RARITY[card.__name__]
        assert (cost_label(upgrade()), upgrade().get_description()) != (cost_label(card()), card().get_description())
        assert [name for name in compared if getattr(upgrade, name) != getattr(card, name)], card.__name__
        assert upgrade().requires_target() == card().requires_target()


def test_the_texts_are_built_from_the_numbers() -> None:
    """A handful pinned word for word: the template over the pool's real numbers."""
    said = {name: BY_NAME[name]().get_description() for name in BY_NAME}
    assert said["Cinderfist+"] == "Deal 10 damage. Draw 2 cards."
    assert said["Emberburst"] == "Deal 4 damage to every monster. Apply 1 vulnerable to every monster."
    assert said["Hotblood"] == "Lose 2 HP. Deal 7 damage."
    assert said["Twinbrand+"] == "Deal 7 damage 2 times."
    assert said["Firestorm"] == "Deal 5 damage to every monster X times."
    assert said["Bloodtithe"] == "Lose 6 HP. Gain 2 energy. Draw 3 cards. Exhaust."
    assert said["Bloodrite+"] == "Lose 3 HP. Gain 3 strength. Exhaust."
    assert said["Ashguard"] == "Gain 6 block. Innate."
    assert said["Wildfire+"] == "Deal 28 damage. Ethereal."
    assert said["Emberheart"] == "Lose 3 HP. Ash Fury: whenever a card is exhausted, gain 1 strength."
    assert said["Bloodvow"] == "Blood Oath: whenever a card costs you HP, gain 1 strength."
    assert said["Ashfeast"] == "Ash Hunger: whenever a card is exhausted, draw 1 card."
    assert said["Bloodreap+"] == "Deal 10 damage to every monster. Gain 10 block. Exhaust."
    assert [cost_label(BY_NAME[name]()) for name in ("Firestorm", "Stoke", "Stoke+", "Hellforge", "Ashfeast+")] == [
        "X", "1", "0", "3", "1"]


def test_the_pool_uses_every_keyword_the_ironclad_needs() -> None:
    def having(name: str) -> set[str]:
        return {card.__name__ for card in CARDS if keyword(card(), name)}

    assert {"Fervor", "Ember Skin", "Blood Oath", "Iron Hide", "Ash Hunger", "Ash Fury"} <= {
        card.power for card in CARDS if card.power}
    assert all(having(name) for name in ("draw", "x_cost", "every_monster", "exhaust", "ethereal", "innate",
                                         "hp_cost", "hits", "energy_gain"))
    assert {card.power for card in CARDS if card.power} <= set(POWERS)


# --- every card played ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Acts:
    """What one play does, from a hand of the card and four Defends, 3 energy, 80 HP, no block, against two fresh
    999 HP Hitters (the first the target): HP each monster lost, the player's HP lost, block, strength and energy
    after, the hand's size after (4 and the cards drawn), weak and vulnerable on each monster, where the card went
    ('discard', 'exhaust', or 'gone' for a power) and the powers held."""

    hurt: tuple[int, int] = (0, 0)
    hp_lost: int = 0
    block: int = 0
    strength: int = 0
    energy: int = TURN_ENERGY - 1
    hand: int = 4
    weak: tuple[int, int] = (0, 0)
    vulnerable: tuple[int, int] = (0, 0)
    pile: str = "discard"
    powers: dict[str, int] = field(default_factory=dict)


ACTS: dict[str, Acts] = {
    "Cinderfist": Acts(hurt=(9, 0), hand=5),
    "Cinderfist+": Acts(hurt=(10, 0), hand=6),
    "Ironsweep": Acts(hurt=(8, 8)),
    "Ironsweep+": Acts(hurt=(11, 11)),
    "Forgewall": Acts(block=8, hand=5),
    "Forgewall+": Acts(block=11, hand=5),
    "Twinbrand": Acts(hurt=(10, 0)),
    "Twinbrand+": Acts(hurt=(14, 0)),
    "Anvildrop": Acts(hurt=(12, 0), energy=1, weak=(2, 0)),
    "Anvildrop+": Acts(hurt=(14, 0), energy=1, weak=(3, 0)),
    "Emberburst": Acts(hurt=(4, 4), vulnerable=(1, 1)),
    "Emberburst+": Acts(hurt=(7, 7), vulnerable=(1, 1)),
    "Hotblood": Acts(hurt=(7, 0), hp_lost=2, energy=3),
    "Hotblood+": Acts(hurt=(10, 0), hp_lost=2, energy=3),
    "Flashburn": Acts(hurt=(8, 0), energy=3, pile="exhaust"),
    "Flashburn+": Acts(hurt=(11, 0), energy=3, pile="exhaust"),
    "Ashguard": Acts(block=6),
    "Ashguard+": Acts(block=9),
    "Bloodward": Acts(block=11, hp_lost=2),
    "Bloodward+": Acts(block=14, hp_lost=2),
    "Stoke": Acts(energy=4, pile="exhaust"),
    "Stoke+": Acts(energy=5, pile="exhaust"),
    "Bloodprice": Acts(hp_lost=3, energy=5),
    "Bloodprice+": Acts(hp_lost=3, energy=6),
    "Bloodblade": Acts(hurt=(15, 0), hp_lost=2),
    "Bloodblade+": Acts(hurt=(20, 0), hp_lost=2),
    "Wildfire": Acts(hurt=(20, 0), energy=1),
    "Wildfire+": Acts(hurt=(28, 0), energy=1),
    "Cinderveil": Acts(pile="gone", powers={"Ember Skin": 3}),
    "Cinderveil+": Acts(pile="gone", powers={"Ember Skin": 4}),
    "Ironcoat": Acts(pile="gone", powers={"Iron Hide": 3}),
    "Ironcoat+": Acts(pile="gone", powers={"Iron Hide": 4}),
    "Bloodvow": Acts(pile="gone", powers={"Blood Oath": 1}),
    "Bloodvow+": Acts(pile="gone", powers={"Blood Oath": 2}),
    "Firestorm": Acts(hurt=(15, 15), energy=0),
    "Firestorm+": Acts(hurt=(24, 24), energy=0),
    "Ashfeast": Acts(energy=1, pile="gone", powers={"Ash Hunger": 1}),
    "Ashfeast+": Acts(energy=2, pile="gone", powers={"Ash Hunger": 1}),
    "Emberheart": Acts(hp_lost=3, pile="gone", powers={"Ash Fury": 1}),
    "Emberheart+": Acts(hp_lost=3, energy=3, pile="gone", powers={"Ash Fury": 1}),
    "Hellforge": Acts(energy=0, pile="gone", powers={"Fervor": 2}),
    "Hellforge+": Acts(energy=0, pile="gone", powers={"Fervor": 3}),
    "Bloodtithe": Acts(hp_lost=6, energy=5, hand=7, pile="exhaust"),
    "Bloodtithe+": Acts(hp_lost=6, energy=5, hand=9, pile="exhaust"),
    "Ironwall": Acts(block=30, energy=1, pile="exhaust"),
    "Ironwall+": Acts(block=40, energy=1, pile="exhaust"),
    "Hellflame": Acts(hurt=(21, 21), hp_lost=5, energy=1),
    "Hellflame+": Acts(hurt=(28, 28), hp_lost=5, energy=1),
    "Bloodrite": Acts(hp_lost=3, strength=2, energy=3, pile="exhaust"),
    "Bloodrite+": Acts(hp_lost=3, strength=3, energy=3, pile="exhaust"),
    "Bloodreap": Acts(hurt=(8, 8), block=8, energy=1, pile="exhaust"),
    "Bloodreap+": Acts(hurt=(10, 10), block=10, energy=1, pile="exhaust"),
}
"""Every card's and upgrade's play, worked out by hand from the genre's rules (not read from the card)."""


def test_every_card_and_upgrade_has_its_play_worked_out() -> None:
    assert set(ACTS) == set(BY_NAME)


@pytest.mark.parametrize("name", list(ACTS))
def test_every_card_and_upgrade_does_exactly_what_it_says(name: str) -> None:
    card = BY_NAME[name]()
    played = fight([Strike() for _ in range(12)])
    put_in_hand(played, card, *(Defend() for _ in range(4)))
    player = played.get_player()
    first, second = played.get_monsters()
    drawn_from = len(player.get_deck())
    play(played, card)
    pile = ("exhaust" if card in player.exhausted else "discard" if card in player.get_discarded()
            else "gone" if card not in player.get_hand() else "hand")
    done = Acts(hurt=(999 - first.get_hp(), 999 - second.get_hp()), hp_lost=HP - player.get_hp(),
                block=player.get_block(), strength=player.get_strength(), energy=player.get_energy(),
                hand=len(player.get_hand()), weak=(first.get_weak(), second.get_weak()),
                vulnerable=(first.get_vulnerable(), second.get_vulnerable()), pile=pile, powers=player.powers)
    assert done == ACTS[name]
    assert drawn_from - len(player.get_deck()) == ACTS[name].hand - 4  # the drawn cards came from the draw pile
    assert names(player.get_hand()).count("Defend") == 4


# --- the special ones -----------------------------------------------------------------------------------------


def test_an_hp_cost_goes_through_block_and_blood_oath_turns_it_into_strength_before_the_hit() -> None:
    played = fight([Strike() for _ in range(12)])
    put_in_hand(played, BY_NAME["Bloodvow"](), BY_NAME["Hotblood"](), BY_NAME["Bloodblade+"](), BY_NAME["Stoke"]())
    player = played.get_player()
    target = played.get_monsters()[0]
    player.add_block(10)
    play(played, BY_NAME["Bloodvow"]())
    play(played, BY_NAME["Hotblood"]())
    assert (player.get_hp(), player.get_block(), player.get_strength(), 999 - target.get_hp()) == (78, 10, 1, 7 + 1)
    play(played, BY_NAME["Bloodblade+"]())
    assert (player.get_hp(), player.get_strength(), 999 - target.get_hp()) == (76, 2, 8 + 20 + 2)
    play(played, BY_NAME["Stoke"]())  # no HP price: no strength
    assert player.get_strength() == 2
    oath = fight([Strike() for _ in range(12)])
    put_in_hand(oath, BY_NAME["Bloodvow+"](), BY_NAME["Hellflame"](), BY_NAME["Emberheart"]())
    play(oath, BY_NAME["Bloodvow+"]())
    play(oath, BY_NAME["Hellflame"]())
    assert oath.get_player().get_strength() == 2
    assert [999 - monster.get_hp() for monster in oath.get_monsters()] == [23, 23]
    oath.get_player().gain_energy(1)
    play(oath, BY_NAME["Emberheart"]())  # a power card's price counts too
    assert (oath.get_player().get_strength(), oath.get_player().get_hp()) == (4, HP - 8)


def test_an_hp_cost_can_fell_the_player() -> None:
    played = fight([Strike() for _ in range(12)], hp=6)
    put_in_hand(played, BY_NAME["Bloodtithe"]())
    play(played, BY_NAME["Bloodtithe"]())
    assert played.is_lost()


def test_the_x_cost_storm_hits_every_monster_once_per_energy_left() -> None:
    played = fight([Strike() for _ in range(12)], [Hitter(999), Hitter(999), Hitter(40)])
    put_in_hand(played, BY_NAME["Stoke"](), BY_NAME["Bloodrite"](), BY_NAME["Firestorm"](), BY_NAME["Firestorm+"]())
    play(played, BY_NAME["Stoke"]())
    play(played, BY_NAME["Bloodrite"]())
    play(played, BY_NAME["Firestorm"]())  # X = 4, each hit 5 + 2
    monsters = played.get_monsters()
    assert [999 - monster.get_hp() for monster in monsters[:2]] == [28, 28] and monsters[2].get_hp() == 12
    assert played.get_player().get_energy() == 0
    play(played, BY_NAME["Firestorm+"]())  # X = 0: no hit
    assert [monster.get_hp() for monster in played.get_monsters()] == [971, 971, 12]


def test_a_storm_that_fells_a_monster_takes_it_off() -> None:
    played = fight([Strike() for _ in range(12)], [Hitter(999), Hitter(20)])
    put_in_hand(played, BY_NAME["Firestorm+"]())
    play(played, BY_NAME["Firestorm+"]())  # 3 hits of 8: the second monster falls on the third
    assert [monster.get_hp() for monster in played.get_monsters()] == [999 - 24]


def test_ember_skin_blocks_for_each_card_exhausted_also_an_ethereal_one_at_the_turns_end() -> None:
    played = fight([Strike() for _ in range(12)])
    put_in_hand(played, BY_NAME["Cinderveil"](), BY_NAME["Flashburn"](), BY_NAME["Wildfire"]())
    player = played.get_player()
    play(played, BY_NAME["Cinderveil"]())
    assert player.get_block() == 0
    play(played, BY_NAME["Flashburn"]())
    assert player.get_block() == 3
    played.end_player_turn()
    assert names(player.exhausted) == ["Flashburn", "Wildfire"] and "Wildfire" not in names(player.get_discarded())
    assert player.get_block() == 6
    played.enemy_turn()
    assert player.get_hp() == HP - (2 * HIT - 6)


def test_ash_hunger_draws_a_card_for_each_card_exhausted() -> None:
    played = fight([Strike() for _ in range(12)])
    put_in_hand(played, BY_NAME["Ashfeast"](), BY_NAME["Flashburn"](), BY_NAME["Bloodtithe"](), Defend())
    player = played.get_player()
    play(played, BY_NAME["Ashfeast"]())
    assert len(player.get_hand()) == 3
    play(played, BY_NAME["Flashburn"]())
    assert names(player.get_hand()) == ["Bloodtithe", "Defend", "Strike"]
    play(played, BY_NAME["Bloodtithe"]())  # its 3 and one for itself
    assert len(player.get_hand()) == 2 + 3 + 1 and len(player.get_deck()) == 12 - 5


def test_ash_fury_gives_strength_for_each_card_exhausted_after_the_exhausting_cards_own_hit() -> None:
    played = fight([Strike() for _ in range(12)])
    put_in_hand(played, BY_NAME["Emberheart"](), BY_NAME["Flashburn"](), BY_NAME["Stoke+"](),
                BY_NAME["Cinderfist"](), BY_NAME["Wildfire"]())
    player = played.get_player()
    target = played.get_monsters()[0]
    play(played, BY_NAME["Emberheart"]())
    assert (player.get_strength(), player.exhausted) == (0, [])  # a power card is not exhausted
    play(played, BY_NAME["Flashburn"]())
    assert (player.get_strength(), 999 - target.get_hp()) == (1, 8)
    play(played, BY_NAME["Stoke+"]())
    play(played, BY_NAME["Cinderfist"]())
    assert (player.get_strength(), 999 - target.get_hp()) == (2, 8 + 9 + 2)
    played.end_player_turn()  # the ethereal Wildfire burns
    assert player.get_strength() == 3 and names(player.exhausted) == ["Flashburn", "Stoke+", "Wildfire"]


def test_fervor_and_iron_hide_act_at_each_turns_start() -> None:
    played = fight([Strike() for _ in range(12)])
    put_in_hand(played, BY_NAME["Hellforge+"]())
    play(played, BY_NAME["Hellforge+"]())
    assert played.get_player().get_strength() == 0
    end_turn(played)
    assert played.get_player().get_strength() == 3
    end_turn(played)
    assert played.get_player().get_strength() == 6
    coat = fight([Strike() for _ in range(12)])
    put_in_hand(coat, BY_NAME["Ironcoat"](), BY_NAME["Ashguard"]())
    play(coat, BY_NAME["Ironcoat"]())
    play(coat, BY_NAME["Ashguard"]())
    end_turn(coat)
    assert coat.get_player().get_block() == 3 and coat.get_player().get_hp() == HP - (2 * HIT - 6)
    end_turn(coat)
    assert coat.get_player().get_hp() == HP - (2 * HIT - 6) - (2 * HIT - 3)


def test_vulnerable_and_weak_act_on_the_next_hits() -> None:
    played = fight([Strike() for _ in range(12)])
    put_in_hand(played, BY_NAME["Emberburst"](), BY_NAME["Cinderfist"](), Defend())
    first, second = played.get_monsters()
    play(played, BY_NAME["Emberburst"]())
    play(played, BY_NAME["Cinderfist"]())
    assert (999 - first.get_hp(), 999 - second.get_hp()) == (4 + 13, 4)
    weak = fight([Strike() for _ in range(12)])
    put_in_hand(weak, BY_NAME["Anvildrop"]())
    play(weak, BY_NAME["Anvildrop"]())
    assert [intent.damage for intent in predict_turn(weak).intents] == [6, HIT]
    end_turn(weak)
    assert weak.get_player().get_hp() == HP - 6 - HIT


def test_the_innate_guard_is_in_every_first_hand() -> None:
    for seed in range(6):
        played = fight([Strike() for _ in range(14)] + [BY_NAME["Ashguard+"]()], seed=seed)
        hand = names(played.get_player().get_hand())
        assert hand[0] == "Ashguard+" and len(hand) == 5


def test_an_older_fight_plays_the_pool_by_its_task_sheet_numbers_only() -> None:
    played = fight([Strike() for _ in range(12)], version=3)
    put_in_hand(played, BY_NAME["Hellflame"](), BY_NAME["Bloodrite"]())
    player = played.get_player()
    play(played, BY_NAME["Bloodrite"]())
    assert (player.get_hp(), player.get_strength(), player.exhausted) == (HP, 2, [])


# --- the climbs -----------------------------------------------------------------------------------------------


def offered_and_stocked(character: str, seed: int, rules_version: int, steps: int = 1500) -> tuple[set[str], int]:
    """The card names a climb offered in rewards and shops, played by seeded random legal actions (fights: a random
    card while one can be played), with a great many HP so it lasts; and how many shops it saw."""
    climb = Climb(character, seed, rules_version=rules_version)
    climb.run.max_hp = climb.run.hp = 5000
    rng = random.Random(seed)
    seen: set[str] = set()
    shops = 0
    phase = ""
    for _ in range(steps):
        if climb.over:
            break
        if climb.phase == REWARD:
            seen |= set(names(climb.offer))
        if climb.phase == SHOP_PHASE and climb.shop is not None:
            shops += phase != SHOP_PHASE
            seen |= {item.what for item in climb.shop.items if item.kind == shop.CARD}
        phase = climb.phase
        actions: list[Any] = climb.legal_actions()
        if climb.phase == FIGHT:
            actions = [action for action in actions if action != END_TURN] or [END_TURN]
        climb.act(rng.choice(actions))
    return seen, shops


@pytest.mark.parametrize("seed", [1, 3])
def test_a_version_4_ironclad_climb_offers_only_the_shared_cards_and_its_own(seed: int) -> None:
    seen, shops = offered_and_stocked("ironclad", seed, cards.CHARACTER_POOL_RULES)
    own = {card.__name__ for card in CARDS}
    assert seen <= own | {card.__name__ for card in cards.SHARED_CARDS}
    assert len(seen & own) >= 8 and shops >= 1


def test_an_older_climb_offers_none_of_the_ironclads_cards() -> None:
    seen, shops = offered_and_stocked("ironclad", 1, 3)  # a climb begun by rules version 3, before the own pools
    assert len(seen) >= 8 and shops >= 1
    assert not seen & set(RARITY)


def test_every_reward_and_shop_of_the_pools_version_draws_from_the_ironclads_pool() -> None:
    pool = {card.__name__ for card in cards.CHARACTER_POOLS["ironclad"]}
    seen: set[str] = set()
    for seed in range(40):
        run = RunState("ironclad", 80, 80, [], rules_version=cards.CHARACTER_POOL_RULES)
        for kind in ("monster", "elite", "boss"):
            seen |= set(names(rewards.fight_spoils(run, kind, random.Random(seed)).offer))
        seen |= {item.what for item in shop.stock(run, random.Random(seed)).items if item.kind == shop.CARD}
    assert seen == pool  # every card of the pool comes up, and nothing else
    older = RunState("ironclad", 80, 80, [], rules_version=3)
    assert not {item.what for seed in range(40) for item in shop.stock(older, random.Random(seed)).items} & pool - {
        card.__name__ for card in cards.SHARED_CARDS}
