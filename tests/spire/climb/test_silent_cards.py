"""The Silent's own pool (climb/silent_cards.py): its size by rarity, its upgrades, its names, a few texts pinned, every
card and upgrade played in a real fight by the keywords' rules (version 4) with exact values where it acts, and the
climbs that offer it (a version-4 Silent's rewards and shops) or not (version 3)."""

from __future__ import annotations

import random
import re

import pytest

from arcade.games.spire.classic import cards as classic_cards
from arcade.games.spire.climb import cards, ironclad_cards, silent_cards, watcher_cards
from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.keywords import HAND_LIMIT, CharacterCard, cost_label
from arcade.games.spire.climb.more_cards import COMMON, RARE, UNCOMMON, UpgradedCard
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import HAND_SIZE, TURN_ENERGY, Card, Defend, Survivor, new_game
from tests.spire.climb.keyword_fights import HIT, KEYWORDS, Hitter, end_turn, keyword_fight, put_in_hand
from tests.spire.climb.keyword_fights import offered_in_a_climb as offered

OWN = {card.__name__ for card in silent_cards.CARDS}


def fight(deck: list[Card], monsters: int = 2) -> ClimbFight:
    """A fight by the keywords' rules: a 999-HP Silent with this deck against `monsters` Hitters of 999 HP."""
    return keyword_fight("silent", deck, [Hitter(999) for _ in range(monsters)])


def lost(played: ClimbFight) -> list[int]:
    """Each monster's HP lost (999 each at the start)."""
    return [999 - monster.get_hp() for monster in played.get_monsters()]


def poison(played: ClimbFight) -> list[int]:
    """Each monster's poison."""
    return [played.poison.get(monster.get_id(), 0) for monster in played.get_monsters()]


def named(name: str) -> Card:
    card = cards.card_named(name)
    assert card is not None
    return card


# --- the pool ---------------------------------------------------------------------------------------------------


def test_the_pool_has_eleven_common_ten_uncommon_and_six_rare_cards() -> None:
    rarities = [silent_cards.RARITY[card.__name__] for card in silent_cards.CARDS]
    assert (rarities.count(COMMON), rarities.count(UNCOMMON), rarities.count(RARE)) == (11, 10, 6)
    assert set(silent_cards.RARITY) == OWN and len(silent_cards.CARDS) == 27
    assert cards.CHARACTER_POOLS["silent"] == (*cards.SHARED_CARDS, *silent_cards.CARDS)
    assert all(cards.card_rarity(name) == rarity for name, rarity in silent_cards.RARITY.items())


def test_every_card_has_exactly_one_upgrade_that_differs() -> None:
    assert len(silent_cards.UPGRADES) == len(silent_cards.CARDS)
    for card, upgrade in zip(silent_cards.CARDS, silent_cards.UPGRADES, strict=True):
        assert upgrade.base is card and issubclass(upgrade, card) and issubclass(upgrade, UpgradedCard)
        assert [other for other in cards.UPGRADED_CARDS if other.base is card] == [upgrade]
        plain, better = card(), cards.upgraded(card())
        assert better is not None and type(better) is upgrade and cards.upgraded(better) is None
        assert better.get_name() == card.__name__ + "+"
        assert (better.get_description(), cost_label(better)) != (plain.get_description(), cost_label(plain))


def test_every_name_is_one_short_word_and_our_own() -> None:
    others = ({card.__name__ for card in cards.CLIMB_POOL} | {card.__name__ for card in classic_cards.REWARD_POOL}
              | {card.__name__ for module in (ironclad_cards, watcher_cards) for card in module.CARDS}
              | set(cards.CURSES_BY_NAME) | set(cards.STATUS_CARDS)
              | {"Strike", "Defend", "Bash", "Neutralize", "Survivor", "Eruption", "Vigilance"})
    assert len(OWN) == len(silent_cards.CARDS) and not OWN & others
    for card in silent_cards.CARDS:
        assert re.fullmatch(r"[A-Z][a-z]{1,9}", card.__name__), card.__name__
        assert cards.CLIMB_BY_NAME[card.__name__] is card
        assert card.__doc__ and "\n" not in card.__doc__.strip() and not re.search(r"\d", card.__doc__)


def test_the_texts_are_built_from_the_numbers() -> None:
    texts = {
        "Venomcut": "Deal 6 damage. Apply 3 poison.",
        "Fanblades": "Deal 4 damage to every monster 2 times.",
        "Venomshard": "Deal 6 damage. When discarded, apply 2 poison to every monster.",
        "Knifestorm+": "Deal 10 damage X times.",
        "Blightfog": "Apply 2 weak to every monster. Apply 4 poison to every monster. Exhaust.",
        "Shadowstab": "Deal 11 damage. Innate. Exhaust.",
        "Fumeshroud+": "Venom Mist: at the start of each turn, apply 3 poison to every monster.",
        "Wraithcut": "Deal 7 damage. Ethereal.",
        "Wraithcut+": "Deal 7 damage.",
        "Quickdraw+": "Draw 2 cards. Discard 2 cards.",
        "Nightrush": "Gain 1 energy. Draw 2 cards. Exhaust.",
        "Lurkblade": "Deal 12 damage. Retain.",
        "Virulence+": "Triple the target's poison. Exhaust.",
    }
    assert {name: named(name).get_description() for name in texts} == texts
    assert (cost_label(named("Knifestorm")), cost_label(named("Nimblehand")), cost_label(named("Nimblehand+"))) \
        == ("X", "1", "0")


# --- every card played ------------------------------------------------------------------------------------------

GONE, EXHAUSTED, DISCARDED = "gone", "exhausted", "discarded"
# name: (HP lost by the target, by the other monster; their poison; block; energy left; hand size after the play
# (from a hand of five); cards still to discard; where the card went; the player's powers)
PLAYED: dict[str, tuple[tuple[int, int], tuple[int, int], int, int, int, int, str, dict[str, int]]] = {
    "Venomcut": ((6, 0), (3, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Venomcut+": ((8, 0), (4, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Nightsting": ((0, 0), (5, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Nightsting+": ((0, 0), (7, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Fanblades": ((8, 8), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Fanblades+": ((12, 12), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Vialtoss": ((0, 0), (3, 3), 0, 2, 4, 0, DISCARDED, {}),
    "Vialtoss+": ((0, 0), (4, 4), 0, 2, 4, 0, DISCARDED, {}),
    "Ghoststep": ((0, 0), (0, 0), 8, 2, 4, 1, DISCARDED, {}),
    "Ghoststep+": ((0, 0), (0, 0), 11, 2, 4, 1, DISCARDED, {}),
    "Quickdraw": ((0, 0), (0, 0), 0, 3, 5, 1, DISCARDED, {}),
    "Quickdraw+": ((0, 0), (0, 0), 0, 3, 6, 2, DISCARDED, {}),
    "Duskvault": ((0, 0), (0, 0), 0, 2, 7, 1, DISCARDED, {}),
    "Duskvault+": ((0, 0), (0, 0), 0, 2, 8, 1, DISCARDED, {}),
    "Venomshard": ((6, 0), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Venomshard+": ((6, 0), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Shadowroll": ((0, 0), (0, 0), 5, 2, 6, 0, DISCARDED, {}),
    "Shadowroll+": ((0, 0), (0, 0), 8, 2, 6, 0, DISCARDED, {}),
    "Razorflick": ((8, 0), (0, 0), 0, 2, 5, 0, DISCARDED, {}),
    "Razorflick+": ((12, 0), (0, 0), 0, 2, 5, 0, DISCARDED, {}),
    "Wraithcut": ((7, 0), (0, 0), 0, 3, 4, 0, DISCARDED, {}),
    "Wraithcut+": ((7, 0), (0, 0), 0, 3, 4, 0, DISCARDED, {}),
    "Fumeshroud": ((0, 0), (0, 0), 0, 2, 4, 0, GONE, {"Venom Mist": 2}),
    "Fumeshroud+": ((0, 0), (0, 0), 0, 2, 4, 0, GONE, {"Venom Mist": 3}),
    "Slipknife": ((7, 0), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Slipknife+": ((7, 0), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Flickstep": ((0, 0), (0, 0), 5, 2, 4, 0, DISCARDED, {}),
    "Flickstep+": ((0, 0), (0, 0), 5, 2, 4, 0, DISCARDED, {}),
    "Knifestorm": ((21, 0), (0, 0), 0, 0, 4, 0, DISCARDED, {}),
    "Knifestorm+": ((30, 0), (0, 0), 0, 0, 4, 0, DISCARDED, {}),
    "Duskhowl": ((0, 0), (0, 0), 0, 2, 4, 0, EXHAUSTED, {}),
    "Duskhowl+": ((0, 0), (0, 0), 0, 2, 4, 0, EXHAUSTED, {}),
    "Lurkblade": ((12, 0), (0, 0), 0, 1, 4, 0, DISCARDED, {}),
    "Lurkblade+": ((16, 0), (0, 0), 0, 1, 4, 0, DISCARDED, {}),
    "Stilettos": ((9, 0), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Stilettos+": ((12, 0), (0, 0), 0, 2, 4, 0, DISCARDED, {}),
    "Blightfog": ((0, 0), (4, 4), 0, 1, 4, 0, EXHAUSTED, {}),
    "Blightfog+": ((0, 0), (7, 7), 0, 1, 4, 0, EXHAUSTED, {}),
    "Shadowstab": ((11, 0), (0, 0), 0, 3, 4, 0, EXHAUSTED, {}),
    "Shadowstab+": ((15, 0), (0, 0), 0, 3, 4, 0, EXHAUSTED, {}),
    "Virulence": ((0, 0), (0, 0), 0, 2, 4, 0, EXHAUSTED, {}),
    "Virulence+": ((0, 0), (0, 0), 0, 2, 4, 0, EXHAUSTED, {}),
    "Nimblehand": ((0, 0), (0, 0), 0, 2, 4, 0, GONE, {"Quick Hands": 1}),
    "Nimblehand+": ((0, 0), (0, 0), 0, 3, 4, 0, GONE, {"Quick Hands": 1}),
    "Nightrush": ((0, 0), (0, 0), 0, 4, 6, 0, EXHAUSTED, {}),
    "Nightrush+": ((0, 0), (0, 0), 0, 5, 6, 0, EXHAUSTED, {}),
    "Deathfan": ((13, 13), (0, 0), 0, 2, 4, 0, EXHAUSTED, {}),
    "Deathfan+": ((17, 17), (0, 0), 0, 2, 4, 0, EXHAUSTED, {}),
    "Blackvenom": ((0, 0), (11, 0), 0, 1, 4, 0, EXHAUSTED, {}),
    "Blackvenom+": ((0, 0), (15, 0), 0, 1, 4, 0, EXHAUSTED, {}),
    "Edgewhirl": ((0, 0), (0, 0), 0, 2, 4, 0, GONE, {"Sharp Edges": 3}),
    "Edgewhirl+": ((0, 0), (0, 0), 0, 2, 4, 0, GONE, {"Sharp Edges": 4}),
    "Nightfall": ((10, 10), (5, 5), 0, 0, 4, 0, DISCARDED, {}),
    "Nightfall+": ((10, 10), (7, 7), 0, 0, 4, 0, DISCARDED, {}),
}
WEAKENED = {"Duskhowl": 2, "Duskhowl+": 3, "Blightfog": 2, "Blightfog+": 2}


def test_the_table_holds_every_card_and_upgrade() -> None:
    assert set(PLAYED) == OWN | {name + "+" for name in OWN}


def play_from_a_hand_of_five(name: str) -> ClimbFight:
    """A fight against two monsters, the hand this card and four Defends, the card played (on the first monster if
    it takes a target)."""
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named(name), *(Defend() for _ in range(HAND_SIZE - 1)))
    target = played.get_monsters()[0].get_id() if named(name).requires_target() else None
    assert played.player_apply_card(name, target)
    return played


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_every_card_acts_by_its_numbers_in_a_fight(name: str) -> None:
    played = play_from_a_hand_of_five(name)
    player = played.get_player()
    hp_lost, poisoned, block, energy, hand, to_discard, went, powers = PLAYED[name]
    assert (tuple(lost(played)), tuple(poison(played))) == (hp_lost, poisoned)
    assert (player.get_block(), player.get_energy(), len(player.get_hand()), player.to_discard) \
        == (block, energy, hand, to_discard)
    piles = {DISCARDED: player.get_discarded(), EXHAUSTED: player.exhausted}
    assert {pile: [card.get_name() for card in cards_in].count(name) for pile, cards_in in piles.items()} \
        == {pile: int(pile == went) for pile in piles}
    assert player.powers == powers
    assert [monster.get_weak() for monster in played.get_monsters()] == [WEAKENED.get(name, 0)] * 2


@pytest.mark.parametrize("name", ["Venomcut", "Nightsting+", "Vialtoss", "Blightfog+", "Blackvenom", "Nightfall"])
def test_poison_ticks_through_block_at_each_monsters_turn_then_one_less(name: str) -> None:
    played = play_from_a_hand_of_five(name)
    hit, poisoned = lost(played), poison(played)
    played.end_player_turn()
    for monster in played.get_monsters():
        monster.add_block(50)
    played.enemy_turn()
    assert lost(played) == [was + dose for was, dose in zip(hit, poisoned, strict=True)]
    assert poison(played) == [max(0, dose - 1) for dose in poisoned]
    end_turn(played)
    assert lost(played) == [was + dose + max(0, dose - 1) for was, dose in zip(hit, poisoned, strict=True)]


def test_poison_alone_hits_no_one_even_with_strength() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, Survivor(), named("Nightsting"), named("Venomcut"))
    target = played.get_monsters()[0].get_id()
    assert played.player_apply_card("Survivor") and played.get_player().get_strength() == 1
    assert played.player_apply_card("Nightsting", target)
    assert (lost(played), poison(played)) == ([0, 0], [5, 0])
    assert played.player_apply_card("Venomcut", target)
    assert (lost(played), poison(played)) == ([7, 0], [8, 0])


def test_a_poisoned_monster_that_falls_to_its_poison_never_acts() -> None:
    new_game(random.Random(1))
    run = RunState("silent", 999, 999, [Defend() for _ in range(20)], rules_version=KEYWORDS)
    played = ClimbFight(run, [Hitter(11), Hitter(999)])
    put_in_hand(played, named("Blackvenom"))
    first = played.get_monsters()[0]
    assert played.player_apply_card("Blackvenom", first.get_id())
    end_turn(played)
    assert first not in played.get_monsters() and 999 - played.get_player().get_hp() == HIT


@pytest.mark.parametrize(("name", "factor"), [("Virulence", 2), ("Virulence+", 3)])
def test_virulence_multiplies_the_targets_poison_only(name: str, factor: int) -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Vialtoss"), named("Nightsting"), named(name))
    first = played.get_monsters()[0].get_id()
    assert played.player_apply_card("Vialtoss") and played.player_apply_card("Nightsting", first)
    assert played.player_apply_card(name, first)
    assert (poison(played), lost(played)) == ([(3 + 5) * factor, 3], [0, 0])
    assert [card.get_name() for card in played.get_player().exhausted] == [name]
    end_turn(played)
    assert lost(played) == [(3 + 5) * factor, 3]


class Plague(CharacterCard):
    """A test card: the poison factor on every monster, after its own poison."""

    poison = 2
    poison_factor = 4
    every_monster = True
    _damage = 5


def test_a_poison_factor_on_every_monster_follows_its_poison_and_spares_the_fallen() -> None:
    assert Plague().get_description() == ("Deal 5 damage to every monster. Apply 2 poison to every monster. "
                                          "Multiply every monster's poison by 4.")
    new_game(random.Random(1))
    run = RunState("silent", 999, 999, [Defend() for _ in range(20)], rules_version=KEYWORDS)
    played = ClimbFight(run, [Hitter(999), Hitter(5), Hitter(999)])
    put_in_hand(played, named("Nightsting"), Plague())
    assert played.player_apply_card("Nightsting", played.get_monsters()[0].get_id())
    assert played.player_apply_card("Plague")
    assert (lost(played), poison(played)) == ([5, 5], [(5 + 2) * 4, 2 * 4])
    assert len(played.poison) == 2


# --- discards and reflexes ---------------------------------------------------------------------------------------


def discard_after_quickdraw(*hand: Card, chosen: str) -> ClimbFight:
    """Quickdraw played from this hand (it draws a Defend), then `chosen` discarded."""
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Quickdraw"), *hand)
    assert played.player_apply_card("Quickdraw")
    assert not played.player_apply_card("Defend")  # the discard comes first
    assert played.discard_card(chosen)
    assert played.get_player().to_discard == 0
    return played


def test_a_discarded_venomshard_poisons_every_monster() -> None:
    played = discard_after_quickdraw(named("Venomshard"), chosen="Venomshard")
    assert (poison(played), lost(played)) == ([2, 2], [0, 0])
    upgraded = discard_after_quickdraw(named("Venomshard+"), chosen="Venomshard+")
    assert poison(upgraded) == [3, 3]
    end_turn(upgraded)
    assert lost(upgraded) == [3, 3]


@pytest.mark.parametrize(("name", "energy", "hand"), [("Slipknife", 1, 1), ("Slipknife+", 2, 1),
                                                      ("Flickstep", 0, 3), ("Flickstep+", 0, 4)])
def test_a_discarded_reflex_card_gives_energy_or_cards(name: str, energy: int, hand: int) -> None:
    played = discard_after_quickdraw(named(name), chosen=name)
    player = played.get_player()
    assert (player.get_energy(), len(player.get_hand()), player.get_block()) == (TURN_ENERGY + energy, hand, 0)
    assert player.get_discarded()[-1].get_name() == name


def test_a_card_discarded_at_the_turns_end_does_nothing() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Venomshard"), named("Slipknife"))
    played.end_player_turn()
    assert poison(played) == [0, 0] and played.get_player().get_energy() == TURN_ENERGY


def test_a_discard_without_a_reflex_does_nothing_but_move_the_card() -> None:
    played = discard_after_quickdraw(named("Venomcut"), chosen="Venomcut")
    player = played.get_player()
    assert (poison(played), player.get_energy(), len(player.get_hand())) == ([0, 0], TURN_ENERGY, 1)


def test_sharp_edges_cut_every_monster_for_each_card_discarded() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Edgewhirl"), named("Quickdraw+"), Defend(), Defend())
    assert played.player_apply_card("Edgewhirl") and played.player_apply_card("Quickdraw+")
    assert played.discard_card("Defend") and lost(played) == [3, 3]
    assert played.discard_card("Defend") and lost(played) == [6, 6]
    end_turn(played)  # the turn's end discards the hand: no choice, no cut
    assert lost(played) == [6, 6]


def test_ghoststep_asks_for_no_discard_from_an_empty_hand() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Ghoststep"))
    assert played.player_apply_card("Ghoststep")
    assert played.get_player().to_discard == 0 and played.get_player().get_block() == 8


# --- powers, X cost, keywords -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "dose"), [("Fumeshroud", 2), ("Fumeshroud+", 3)])
def test_venom_mist_poisons_every_monster_at_each_turns_start(name: str, dose: int) -> None:
    played = play_from_a_hand_of_five(name)
    end_turn(played)
    assert (poison(played), lost(played)) == ([dose, dose], [0, 0])
    end_turn(played)  # the poison ticks, one less, and the mist adds its dose again
    assert (lost(played), poison(played)) == ([dose, dose], [2 * dose - 1] * 2)


def test_quick_hands_draws_one_card_more_every_turn() -> None:
    played = play_from_a_hand_of_five("Nimblehand+")
    for _ in range(2):
        end_turn(played)
        assert len(played.get_player().get_hand()) == HAND_SIZE + 1


def test_knifestorm_hits_once_per_energy_left() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Nightrush"), named("Knifestorm"), named("Knifestorm+"))
    target = played.get_monsters()[0].get_id()
    assert played.player_apply_card("Nightrush")
    assert played.player_apply_card("Knifestorm", target) and lost(played) == [7 * (TURN_ENERGY + 1), 0]
    assert played.get_player().get_energy() == 0
    assert played.player_apply_card("Knifestorm+", target) and lost(played) == [7 * (TURN_ENERGY + 1), 0]


def test_wraithcut_fades_at_the_turns_end_but_not_once_upgraded() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Wraithcut"), named("Wraithcut+"))
    played.end_player_turn()
    assert [card.get_name() for card in played.get_player().exhausted] == ["Wraithcut"]
    assert "Wraithcut+" in [card.get_name() for card in played.get_player().get_discarded()]


def test_lurkblade_is_kept_for_the_next_hand() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Lurkblade"), Defend())
    end_turn(played)
    hand = [card.get_name() for card in played.get_player().get_hand()]
    assert hand.count("Lurkblade") == 1 and len(hand) == HAND_SIZE + 1


@pytest.mark.parametrize("seed", range(3))
def test_shadowstab_is_in_every_first_hand(seed: int) -> None:
    new_game(random.Random(seed))
    run = RunState("silent", 70, 70, [Defend() for _ in range(15)] + [named("Shadowstab")], rules_version=KEYWORDS)
    hand = ClimbFight(run, [Hitter(999)]).get_player().get_hand()
    assert hand[0].get_name() == "Shadowstab" and len(hand) == HAND_SIZE


def test_duskvault_draws_no_further_than_the_hand_limit() -> None:
    played = fight([Defend() for _ in range(20)])
    put_in_hand(played, named("Duskvault+"), *(Defend() for _ in range(HAND_LIMIT - 2)))
    assert played.player_apply_card("Duskvault+")
    assert len(played.get_player().get_hand()) == HAND_LIMIT and played.get_player().to_discard == 1


# --- the climbs that offer the pool -------------------------------------------------------------------------------


def offered_in_a_climb(seed: int, version: int) -> tuple[set[str], set[str]]:
    """Every card name offered by the rewards, and by the shops, of a Silent's climb (keyword_fights')."""
    return offered("silent", seed, version)


@pytest.mark.parametrize("seed", [1, 3, 4])  # seed 2's greedy climb, never hurt, goes into no shop in 400 actions
def test_a_version_4_silent_is_offered_only_the_shared_and_its_own_cards(seed: int) -> None:
    rewarded, sold = offered_in_a_climb(seed, KEYWORDS)
    pool = {card.__name__ for card in cards.SHARED_CARDS} | OWN
    assert len(rewarded & OWN) >= 15 and len(sold & OWN) >= 2
    assert rewarded <= pool and sold <= pool


def test_a_version_3_silent_is_offered_none_of_them() -> None:
    rewarded, sold = offered_in_a_climb(1, 3)
    assert len(rewarded) >= 15 and len(sold) >= 3
    assert not (rewarded | sold) & OWN
