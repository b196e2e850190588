"""The climb's cards (climb/cards.py, climb/more_cards.py): every card's and upgrade's numbers as the task sheet's
Encounter and a ClimbFight play them, the rarities, the curses, card_named, the reward offers and the shop's cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from arcade.games.spire import model
from arcade.games.spire.classic.cards import POOL_BY_NAME, REWARD_POOL
from arcade.games.spire.climb import cards, more_cards, shop
from arcade.games.spire.climb.cards import (
    CARD_PRICE,
    CARD_RARITY,
    CLIMB_BY_NAME,
    CLIMB_POOL,
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
from arcade.games.spire.climb.more_cards import MORE_CARDS, MORE_UPGRADES
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card, Encounter, Player

POOL_UPGRADES = UPGRADED_CARDS[:len(CLIMB_POOL)]
"""The upgrades of the climb's one pool (UPGRADED_CARDS then holds the characters' own cards' upgrades)."""
POOL_RARITY = {card.__name__: CARD_RARITY[card.__name__] for card in CLIMB_POOL}
"""The rarities of the climb's one pool (CARD_RARITY also holds the characters' own cards')."""

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

# The climb's own cards and their upgrades, played on a 100-HP monster with no block in a ClimbFight:
# name: (HP the monster loses, block, strength, weak on it, vulnerable on it, energy left of 3).
# A card's vulnerable lands before its damage, so its own hit is already ×1.5 (rounded down).
MORE_EFFECTS: dict[str, tuple[int, int, int, int, int, int]] = {
    # name: HP a 100 HP monster without statuses loses (the climb's hit lands before the card's statuses), the
    # player's block, strength, the monster's weak and vulnerable, the energy left of 3
    "Jab": (4, 0, 0, 0, 0, 3),
    "Jab+": (6, 0, 0, 0, 0, 3),
    "Chop": (8, 0, 0, 0, 0, 2),
    "Chop+": (11, 0, 0, 0, 0, 2),
    "Gouge": (4, 0, 0, 0, 2, 2),
    "Gouge+": (6, 0, 0, 0, 3, 2),
    "Hunker": (0, 7, 0, 0, 0, 2),
    "Hunker+": (0, 10, 0, 0, 0, 2),
    "Parry": (3, 4, 0, 2, 0, 2),
    "Parry+": (4, 6, 0, 3, 0, 2),
    "Maul": (16, 0, 0, 0, 0, 1),
    "Maul+": (21, 0, 0, 0, 0, 1),
    "Lacerate": (10, 0, 0, 0, 2, 1),
    "Lacerate+": (12, 0, 0, 0, 3, 1),
    "Rattle": (3, 0, 0, 2, 2, 2),
    "Rattle+": (4, 0, 0, 3, 3, 2),
    "Kindle": (0, 0, 1, 0, 0, 3),
    "Kindle+": (0, 4, 1, 0, 0, 3),
    "Bulwark": (0, 14, 1, 0, 0, 1),
    "Bulwark+": (0, 18, 1, 0, 0, 1),
    "Bloodlust": (0, 6, 3, 0, 0, 1),
    "Bloodlust+": (0, 9, 4, 0, 0, 1),
    "Shatter": (8, 0, 0, 3, 3, 1),
    "Shatter+": (10, 0, 0, 4, 4, 1),
    "Citadel": (0, 30, 0, 0, 0, 0),
    "Citadel+": (0, 40, 0, 0, 0, 0),
    "Ambush": (7, 0, 0, 0, 2, 3),
    "Ambush+": (9, 0, 0, 0, 3, 3),
}

CLASSIC_POOL_NAMES = ("Strike", "Defend", "Bash", "Neutralize", "Survivor", "Eruption", "Vigilance", "IronWave",
                      "Lariat", "Uppercut", "Bludgeon", "Inflame", "Deflect", "LowBlow", "Dash", "Protect")
"""The classic reward pool, in its order (part of classic runs' reproducibility)."""


class Dummy(ClimbMonster):
    """A test monster that hits for 5 every turn."""

    title = "Dummy"
    pattern = (Move("Hit", damage=5),)


def test_every_pool_card_has_one_upgrade_of_its_own_type() -> None:
    """Each of the climb's 30 pool cards upgrades to a subclass of itself named 'X+', with repr 'X+()'."""
    assert len(POOL_UPGRADES) == len(CLIMB_POOL) == 30
    assert tuple(upgrade.base for upgrade in POOL_UPGRADES) == CLIMB_POOL
    for card_type in CLIMB_POOL:
        better = upgraded(card_type())
        assert better is not None
        assert isinstance(better, card_type) and type(better) is not card_type
        assert better.get_name() == card_type.__name__ + "+"
        assert repr(better) == f"{card_type.__name__}+()"
        assert str(better) == f"{card_type.__name__}+: {better.get_description()}"


def test_every_upgrade_is_better_and_never_worse() -> None:
    """An upgrade never loses damage, block, a status or costs more, and gains in at least one of them."""
    for card_type in CLIMB_POOL:
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
    for card_type in POOL_UPGRADES:
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
    names = [*CLIMB_BY_NAME, *(name + "+" for name in CLIMB_BY_NAME), *(curse.__name__ for curse in CURSES)]
    for name in names:
        card = card_named(name)
        assert card is not None and card.get_name() == name
        assert card_named(name) is not card
    assert card_named("Strike++") is None and card_named("strike") is None and card_named("Louse") is None


def test_rarities() -> None:
    """Every pool card has a rarity; the basics are the characters' starting cards; 'X+' has X's rarity."""
    assert set(CARD_RARITY) == set(CLIMB_BY_NAME)
    basics = {name for name, rarity in CARD_RARITY.items() if rarity == "basic"}
    assert basics == {"Strike", "Defend", "Bash", "Neutralize", "Survivor", "Eruption", "Vigilance"}
    assert set(CARD_RARITY.values()) == {"basic", "common", "uncommon", "rare"}
    assert len([name for name, rarity in CARD_RARITY.items() if rarity == "rare"]) >= 6
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
        names = [card.__name__ for card in CLIMB_POOL if CARD_RARITY[card.__name__] == rarity
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
    names = [card.get_name() for card in offer(random.Random(3), "elite", 40)]
    assert sorted(names) == sorted(name for name, rarity in POOL_RARITY.items() if rarity != "basic")


def test_unknown_offer_kind_is_refused() -> None:
    """An unknown kind raises ValueError rather than offering anything."""
    with pytest.raises(ValueError):
        offer(random.Random(1), "treasure")


def test_module_uses_no_global_random() -> None:
    """Offers leave the global random module's state alone."""
    state = random.getstate()
    offer(random.Random(2), "elite")
    assert random.getstate() == state


# --- the climb's own cards (more_cards.py) ---------------------------------------------------------------------


def test_the_classic_reward_pool_is_untouched() -> None:
    """The classic pool keeps its 16 cards in order; the climb's pool is it, then the 14 climb-only cards."""
    assert tuple(card.__name__ for card in REWARD_POOL) == CLASSIC_POOL_NAMES
    assert CLIMB_POOL[:16] == REWARD_POOL and CLIMB_POOL[16:] == MORE_CARDS and len(MORE_CARDS) == 14
    assert not set(POOL_BY_NAME) & {card.__name__ for card in MORE_CARDS}
    assert tuple(upgrade.base for upgrade in MORE_UPGRADES) == MORE_CARDS


def test_rarity_counts() -> None:
    """7 basic, 9 common, 7 uncommon and 7 rare cards (at least 8, 7 and 6 offerable)."""
    counts = Counter(POOL_RARITY.values())
    assert counts == {"basic": 7, "common": 9, "uncommon": 7, "rare": 7}
    assert all(CARD_RARITY[card.__name__] != "basic" for card in MORE_CARDS)


def test_new_cards_fit_the_model_and_a_compact_card() -> None:
    """One CamelCase word of ≤ 10 letters, text ≤ 60 characters, cost 0-3, only the model's statuses, weak ≥ 2
    and weak/vulnerable only with a target, and every targeted card deals damage."""
    taken = {*POOL_BY_NAME, *(curse.__name__ for curse in CURSES)}
    for card_type in (*MORE_CARDS, *MORE_UPGRADES):
        card = card_type()
        base_name = card.get_name().removesuffix("+")
        assert base_name.isalpha() and base_name[0].isupper() and len(base_name) <= 10
        assert base_name not in taken
        assert len(card.get_description()) <= 60
        assert 0 <= card.get_energy_cost() <= 3
        statuses = card.get_status_modifiers()
        assert set(statuses) <= {STRENGTH, WEAK, VULNERABLE}
        assert all(amount > 0 for amount in statuses.values())
        assert statuses.get(WEAK, 2) >= 2, card.get_name()
        if WEAK in statuses or VULNERABLE in statuses or card.get_damage_amount():
            assert card.requires_target(), card.get_name()
        if card.requires_target():
            assert card.get_damage_amount() > 0, card.get_name()


def test_new_card_descriptions_say_their_numbers() -> None:
    """Each new card's text names its damage, block, strength, weak and vulnerable, in the pool's words."""
    for card_type in (*MORE_CARDS, *MORE_UPGRADES):
        card = card_type()
        text = card.get_description()
        statuses = card.get_status_modifiers()
        expected = [f"Deal {card.get_damage_amount()} damage." if card.get_damage_amount() else "",
                    f"{card.get_block()} block" if card.get_block() else "",
                    f"{statuses[STRENGTH]} strength." if STRENGTH in statuses else "",
                    f"Apply {statuses[WEAK]} weak." if WEAK in statuses else "",
                    f"Apply {statuses[VULNERABLE]} vulnerable." if VULNERABLE in statuses else ""]
        assert all(part in text for part in expected), (card.get_name(), text)
        assert text.endswith(".") and "  " not in text


@pytest.mark.parametrize("name", list(MORE_EFFECTS))
def test_new_card_played_through_a_climb_fight(name: str) -> None:
    """Played in a ClimbFight, each new card and its upgrade does exactly its numbers."""
    assert set(MORE_EFFECTS) == {name for card in MORE_CARDS for name in (card.__name__, card.__name__ + "+")}
    model.new_game(random.Random(1))
    deck: list[Card] = [card for card in (card_named(name) for _ in range(5)) if card is not None]
    assert len(deck) == 5 and deck[0].get_name() == name
    fight = ClimbFight(RunState("ironclad", 80, 80, deck), [Dummy(100)])
    monster = fight.get_monsters()[0]
    target = monster.get_id() if deck[0].requires_target() else None
    assert fight.player_apply_card(name, target)
    player = fight.get_player()
    lost, block, strength, weak, vulnerable, energy = MORE_EFFECTS[name]
    assert 100 - monster.get_hp() == lost
    assert (player.get_block(), player.get_strength(), player.get_energy()) == (block, strength, energy)
    assert (monster.get_weak(), monster.get_vulnerable()) == (weak, vulnerable)


@pytest.mark.parametrize("name", ["Shatter", "Rattle+", "Bulwark", "Ambush+"])
def test_new_card_played_through_the_task_sheet_encounter(name: str) -> None:
    """The task sheet's own Encounter plays the new cards by the same numbers, in its order (the vulnerable first)."""
    model.new_game(random.Random(1))
    deck: list[Card] = [card for card in (card_named(name) for _ in range(5)) if card is not None]
    target = 0 if deck[0].requires_target() else None
    player = Player(80, deck)
    encounter = Encounter(player, [("JawWorm", 100)])
    assert encounter.player_apply_card(name, target)
    worm = encounter.get_monsters()[0]
    lost, block, strength, weak, vulnerable, energy = MORE_EFFECTS[name]
    assert 100 - worm.get_hp() == (int(lost * 1.5) if vulnerable else lost)  # the task sheet's vulnerable lands first
    assert (player.get_block(), player.get_strength(), player.get_energy()) == (block, strength, energy)
    assert (worm.get_weak(), worm.get_vulnerable()) == (weak, vulnerable)


def test_new_strength_cards_add_to_later_hits() -> None:
    """Kindle then Bloodlust give 4 strength: a Chop then deals 12, a Jab 8; three cards for 3 energy."""
    model.new_game(random.Random(1))
    deck: list[Card] = [more_cards.Kindle(), more_cards.Bloodlust(), more_cards.Chop(), more_cards.Jab(),
                        more_cards.Jab()]
    fight = ClimbFight(RunState("ironclad", 80, 80, deck), [Dummy(100)])
    monster = fight.get_monsters()[0]
    assert fight.player_apply_card("Kindle") and fight.player_apply_card("Bloodlust")
    assert fight.player_apply_card("Chop", monster.get_id())
    assert monster.get_hp() == 88 and fight.get_player().get_energy() == 0
    assert fight.player_apply_card("Jab", monster.get_id())
    assert monster.get_hp() == 80
    assert not fight.player_apply_card("Bloodlust")


def test_new_weak_cuts_the_next_attack() -> None:
    """A Parry's 2 weak cuts the monster's next hit of 5 to 3 (and 4 block soaks it); one turn of it is left."""
    model.new_game(random.Random(1))
    deck: list[Card] = [more_cards.Parry() for _ in range(5)]
    fight = ClimbFight(RunState("silent", 70, 70, deck), [Dummy(100)])
    assert fight.player_apply_card("Parry", fight.get_monsters()[0].get_id())
    fight.end_player_turn()
    fight.enemy_turn()
    assert fight.get_player().get_hp() == 70
    assert fight.get_monsters()[0].get_weak() == 1


def test_new_cards_upgrade_once() -> None:
    """Each new card upgrades to its own 'X+' form, which upgrades no further; card_rarity follows the base."""
    for card_type in MORE_CARDS:
        card = card_type()
        better = upgraded(card)
        assert can_upgrade(card) and better is not None and is_upgraded(better)
        assert type(better).__name__ == card_type.__name__ + "Plus" and isinstance(better, card_type)
        assert upgraded(better) is None and not can_upgrade(better)
        assert card_rarity(better.get_name()) == card_rarity(card.get_name()) == CARD_RARITY[card_type.__name__]


def test_boss_offers_show_many_rares() -> None:
    """Over many seeds a boss offers every one of the 7 rare cards, the new ones too."""
    seen = {card.get_name() for seed in range(200) for card in offer(random.Random(seed), "boss")}
    assert len(seen) > 3
    assert seen == {name for name, rarity in POOL_RARITY.items() if rarity == "rare"}


def test_monster_and_elite_offers_include_new_cards() -> None:
    """Monster and elite offers draw the new commons and uncommons as well as the classic ones."""
    new_names = {card.__name__ for card in MORE_CARDS if CARD_RARITY[card.__name__] in ("common", "uncommon")}
    for kind in ("monster", "elite"):
        seen = {card.get_name() for seed in range(300) for card in offer(random.Random(seed), kind)}
        assert new_names <= seen, kind


def test_shops_stock_the_new_cards() -> None:
    """A climb's shop before the characters' own pools (rules version 3) stocks the new cards by rarity, and buying
    one puts it in the deck."""
    deck: list[Card] = [model.Strike() for _ in range(6)]
    seen: set[str] = set()
    for seed in range(200):
        run = RunState("ironclad", 80, 80, list(deck), gold=1000, rules_version=3)
        stocked = shop.stock(run, random.Random(seed))
        seen |= {item.what for item in stocked.items if item.kind == shop.CARD}
    assert {card.__name__ for card in MORE_CARDS} <= seen
    run = RunState("ironclad", 80, 80, list(deck), gold=1000, rules_version=3)
    stocked = shop.stock(run, random.Random(0))
    shop.buy(run, stocked, 4)
    assert run.deck[-1].get_name() == stocked.items[4].what
    assert CARD_RARITY[stocked.items[4].what] == "rare"
