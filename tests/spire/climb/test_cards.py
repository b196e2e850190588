"""The climb's cards (climb/cards.py): every upgrade's numbers as the task sheet's Encounter plays them, the
rarities, the curses, card_named and the reward offers."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from arcade.games.spire import model
from arcade.games.spire.cards import POOL_BY_NAME, REWARD_POOL
from arcade.games.spire.climb import cards
from arcade.games.spire.climb.cards import (
    CARD_PRICE,
    CARD_RARITY,
    CURSES,
    UPGRADED_CARDS,
    can_upgrade,
    card_named,
    card_rarity,
    is_curse,
    is_upgraded,
    offer,
    upgraded,
)
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move, is_unplayable
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card, Encounter, Player

# name: (HP the JawWorm loses, block, strength, weak on it, vulnerable on it, energy left of 3)
UPGRADE_EFFECTS: dict[str, tuple[int, int, int, int, int, int]] = {
    "Strike+": (9, 0, 0, 0, 0, 2),
    "Defend+": (0, 8, 0, 0, 0, 2),
    "Bash+": (10, 7, 0, 0, 0, 1),
    "Neutralize+": (6, 0, 0, 2, 3, 3),  # 4 damage, vulnerable first: 4 × 1.5
    "Survivor+": (0, 11, 1, 0, 0, 2),
    "Eruption+": (9, 0, 0, 0, 0, 2),
    "Vigilance+": (0, 12, 1, 0, 0, 1),
    "IronWave+": (7, 7, 0, 0, 0, 2),
    "Lariat+": (14, 0, 0, 3, 0, 1),
    "Uppercut+": (19, 0, 0, 3, 2, 1),  # 13 × 1.5
    "Bludgeon+": (42, 0, 0, 0, 0, 0),
    "Inflame+": (0, 0, 3, 0, 0, 2),
    "Deflect+": (0, 7, 0, 0, 0, 3),
    "LowBlow+": (9, 0, 0, 3, 0, 2),
    "Dash+": (13, 13, 0, 0, 0, 1),
    "Protect+": (0, 16, 0, 0, 0, 1),
}


class Dummy(ClimbMonster):
    """A test monster that hits for 5 every turn."""

    title = "Dummy"
    pattern = (Move("Hit", damage=5),)


def test_every_pool_card_has_one_upgrade_of_its_own_type() -> None:
    """Each of the 16 pool cards upgrades to a subclass of itself named 'X+', with repr 'X+()'."""
    assert len(UPGRADED_CARDS) == len(REWARD_POOL) == 16
    for card_type in REWARD_POOL:
        better = upgraded(card_type())
        assert better is not None
        assert isinstance(better, card_type) and type(better) is not card_type
        assert better.get_name() == card_type.__name__ + "+"
        assert repr(better) == f"{card_type.__name__}+()"
        assert str(better) == f"{card_type.__name__}+: {better.get_description()}"


def test_every_upgrade_is_better_and_never_worse() -> None:
    """An upgrade never loses damage, block, a status or costs more, and gains in at least one of them."""
    for card_type in REWARD_POOL:
        base, better = card_type(), upgraded(card_type())
        assert better is not None
        numbers = [(base.get_damage_amount(), better.get_damage_amount()), (base.get_block(), better.get_block()),
                   (better.get_energy_cost(), base.get_energy_cost())]
        numbers += [(base.get_status_modifiers().get(status, 0), better.get_status_modifiers().get(status, 0))
                    for status in (STRENGTH, WEAK, VULNERABLE)]
        assert all(old <= new for old, new in numbers), card_type.__name__
        assert any(old < new for old, new in numbers), card_type.__name__
        assert better.requires_target() == base.requires_target()


def test_upgraded_descriptions_say_the_new_numbers() -> None:
    """Each upgraded card's text names its own damage and block, not the base card's."""
    for card_type in UPGRADED_CARDS:
        card = card_type()
        text = card.get_description()
        if card.get_damage_amount():
            assert f"Deal {card.get_damage_amount()} damage." in text
        if card.get_block():
            assert f"{card.get_block()} block" in text


@pytest.mark.parametrize("name", sorted(UPGRADE_EFFECTS))
def test_upgrade_played_through_the_task_sheet_encounter(name: str) -> None:
    """Played by the task sheet's Encounter, each upgraded card does exactly its new numbers."""
    model.new_game(random.Random(1))
    deck: list[Card] = [card for card in (card_named(name) for _ in range(5)) if card is not None]
    target = 0 if deck[0].requires_target() else None
    player = Player(80, deck)
    encounter = Encounter(player, [("JawWorm", 100)])
    assert encounter.player_apply_card(name, target)
    worm = encounter.get_monsters()[0]
    lost, block, strength, weak, vulnerable, energy = UPGRADE_EFFECTS[name]
    assert 100 - worm.get_hp() == lost
    assert (player.get_block(), player.get_strength(), player.get_energy()) == (block, strength, energy)
    assert (worm.get_weak(), worm.get_vulnerable()) == (weak, vulnerable)


def test_upgraded_strike_in_a_climb_fight_deals_nine() -> None:
    """A deck of Strike+ in a climb fight: the hand shows 'Strike+' and each deals 9."""
    model.new_game(random.Random(1))
    run = RunState("ironclad", 80, 80, [cards.StrikePlus() for _ in range(5)])
    fight = ClimbFight(run, [Dummy(40)])
    assert [card.get_name() for card in fight.get_player().get_hand()] == ["Strike+"] * 5
    assert fight.player_apply_card("Strike+", 0)
    assert fight.get_monsters()[0].get_hp() == 31


def test_a_card_upgrades_once_and_curses_never() -> None:
    """upgraded is None for an upgraded card and a curse; can_upgrade and is_upgraded agree."""
    strike = model.Strike()
    better = upgraded(strike)
    assert better is not None and can_upgrade(strike) and not is_upgraded(strike)
    assert is_upgraded(better) and not can_upgrade(better) and upgraded(better) is None
    for curse_type in CURSES:
        assert upgraded(curse_type()) is None and not can_upgrade(curse_type()) and not is_upgraded(curse_type())
    assert upgraded(Card()) is None


def test_curses_are_ours_unplayable_and_do_nothing() -> None:
    """At least two curses: unplayable, cost 0, no target, no effect, text 'Unplayable. …', names ≤ 10."""
    assert len(CURSES) >= 2
    for curse_type in CURSES:
        curse = curse_type()
        assert curse_type.unplayable is True and is_unplayable(curse) and is_curse(curse)
        assert curse.get_energy_cost() == 0 and not curse.requires_target()
        assert (curse.get_damage_amount(), curse.get_block(), curse.get_status_modifiers()) == (0, 0, {})
        assert curse.get_description().startswith("Unplayable. ")
        assert len(curse.get_name()) <= 10 and curse.get_name() not in POOL_BY_NAME
        assert card_rarity(curse.get_name()) == "curse"


def test_a_curse_cannot_be_played_in_a_climb_fight() -> None:
    """A hand of curses: playing one fails and costs nothing."""
    model.new_game(random.Random(1))
    run = RunState("silent", 70, 70, [CURSES[0]() for _ in range(5)])
    fight = ClimbFight(run, [Dummy(10)])
    assert not fight.player_apply_card(CURSES[0].__name__)
    assert len(fight.get_player().get_hand()) == 5 and fight.get_player().get_energy() == 3


def test_card_named_knows_every_card_the_climb_holds() -> None:
    """card_named makes a fresh card for every pool name, every 'X+' and every curse; None otherwise."""
    names = [*POOL_BY_NAME, *(name + "+" for name in POOL_BY_NAME), *(curse.__name__ for curse in CURSES)]
    for name in names:
        card = card_named(name)
        assert card is not None and card.get_name() == name
        assert card_named(name) is not card
    assert card_named("Strike++") is None and card_named("strike") is None and card_named("Louse") is None


def test_rarities() -> None:
    """Every pool card has a rarity; the basics are the characters' starting cards; 'X+' has X's rarity."""
    assert set(CARD_RARITY) == set(POOL_BY_NAME)
    basics = {name for name, rarity in CARD_RARITY.items() if rarity == "basic"}
    assert basics == {"Strike", "Defend", "Bash", "Neutralize", "Survivor", "Eruption", "Vigilance"}
    assert set(CARD_RARITY.values()) == {"basic", "common", "uncommon", "rare"}
    assert len([name for name, rarity in CARD_RARITY.items() if rarity == "rare"]) >= 3
    assert card_rarity("Bludgeon+") == CARD_RARITY["Bludgeon"] == "rare"
    assert card_rarity("Strike+") == "basic"


def test_card_prices() -> None:
    """The shop's price ranges by rarity."""
    assert CARD_PRICE == {"common": (45, 55), "uncommon": (68, 82), "rare": (135, 165)}


def test_offers_never_repeat_and_never_offer_basics_or_curses() -> None:
    """Three different names, none basic, none a curse, for every kind and many seeds."""
    for seed in range(300):
        for kind in ("monster", "elite", "boss"):
            names = [card.get_name() for card in offer(random.Random(seed), kind)]
            assert len(names) == 3 and len(set(names)) == 3
            assert all(CARD_RARITY[name] != "basic" for name in names)


def test_boss_offers_are_rare_only() -> None:
    """A boss's offer holds only rare cards."""
    for seed in range(100):
        assert {CARD_RARITY[card.get_name()] for card in offer(random.Random(seed), "boss")} == {"rare"}


def test_offers_are_reproducible_and_use_two_draws_per_card() -> None:
    """The same seed gives the same offer; each card takes one random() and one choice() of the names left."""
    first = [card.get_name() for card in offer(random.Random(7), "monster")]
    assert first == [card.get_name() for card in offer(random.Random(7), "monster")]
    replay = random.Random(7)
    expected: list[str] = []
    for _ in range(3):
        roll = replay.random() * 100
        rarity = "common" if roll < 60 else "uncommon" if roll < 97 else "rare"
        names = [card.__name__ for card in REWARD_POOL if CARD_RARITY[card.__name__] == rarity
                 and card.__name__ not in expected]
        expected.append(replay.choice(names))
    assert first == expected


def test_offer_rarity_shares_follow_the_kind() -> None:
    """Over many offers the first card's rarity comes near 60/37/3 (monster) and 50/40/10 (elite)."""
    for kind, shares in (("monster", (60, 37, 3)), ("elite", (50, 40, 10))):
        rng = random.Random(11)
        counts = Counter(CARD_RARITY[offer(rng, kind, 1)[0].get_name()] for _ in range(4000))
        for rarity, share in zip(("common", "uncommon", "rare"), shares, strict=True):
            assert abs(counts[rarity] / 40 - share) < 3, (kind, rarity, counts)


def test_a_large_offer_takes_every_card_once_then_stops() -> None:
    """Asking for more cards than there are gives each non-basic card once, no more."""
    names = [card.get_name() for card in offer(random.Random(3), "elite", 20)]
    assert sorted(names) == sorted(name for name, rarity in CARD_RARITY.items() if rarity != "basic")


def test_unknown_offer_kind_is_refused() -> None:
    """An unknown kind raises ValueError rather than offering anything."""
    with pytest.raises(ValueError):
        offer(random.Random(1), "treasure")


def test_module_uses_no_global_random() -> None:
    """Offers leave the global random module's state alone."""
    state = random.getstate()
    offer(random.Random(2), "elite")
    assert random.getstate() == state
