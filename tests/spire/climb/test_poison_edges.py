"""Poison at its edges (card_play.add_poison, multiply_poison, poison_tick), played in real climb fights by the
keywords' rules: a single poison is put on, ticks and is multiplied like any other amount, and a card that multiplies
every monster's poison says so and does it. The cards are made inside each test, so their texts are made then."""

from __future__ import annotations

from arcade.games.spire.climb.keywords import CharacterCard, character_text
from tests.spire.climb.keyword_fights import Hitter, end_turn, keyword_fight, put_in_hand


def test_a_card_of_one_poison_puts_one_poison_on_its_target() -> None:
    """1 poison is poison: the target has 1 after the card, the other monster none."""

    class Prick(CharacterCard):
        poison = 1
        _energy_cost = 0

    played = keyword_fight("silent", [Prick() for _ in range(5)], [Hitter(30), Hitter(30)])
    put_in_hand(played, Prick())
    target, other = played.get_monsters()
    assert played.player_apply_card("Prick", target.get_id())
    assert (played.poison.get(target.get_id(), 0), played.poison.get(other.get_id(), 0)) == (1, 0)


def test_one_poison_costs_one_hp_at_the_monsters_turn_then_is_gone() -> None:
    """A monster with 1 poison loses 1 HP as its turn starts (30 → 29) and has 0 poison after; next turn none."""

    class Prick(CharacterCard):
        poison = 1
        _energy_cost = 0

    played = keyword_fight("silent", [Prick() for _ in range(5)], [Hitter(30)])
    put_in_hand(played, Prick())
    monster = played.get_monsters()[0]
    played.player_apply_card("Prick", monster.get_id())
    end_turn(played)
    assert (monster.get_hp(), played.poison[monster.get_id()]) == (29, 0)
    end_turn(played)
    assert monster.get_hp() == 29


def test_a_single_poison_is_doubled_by_a_card_that_doubles_poison() -> None:
    """1 poison, then a card that doubles the target's poison: 2 poison, and the monster's turn costs it 2 HP."""

    class Prick(CharacterCard):
        poison = 1
        _energy_cost = 0

    class Fester(CharacterCard):
        poison_factor = 2
        _energy_cost = 0

    assert character_text(Fester()) == "Double the target's poison."
    played = keyword_fight("silent", [Prick() for _ in range(5)], [Hitter(30)])
    put_in_hand(played, Prick(), Fester())
    monster = played.get_monsters()[0]
    played.player_apply_card("Prick", monster.get_id())
    played.player_apply_card("Fester", monster.get_id())
    assert played.poison[monster.get_id()] == 2
    end_turn(played)
    assert monster.get_hp() == 28


def test_a_card_that_multiplies_every_monsters_poison_says_so_and_does_it() -> None:
    """'Apply 2 poison to every monster. Triple every monster's poison.': each monster standing has 6 poison."""

    class Plague(CharacterCard):
        every_monster = True
        poison = 2
        poison_factor = 3
        _energy_cost = 0

    assert character_text(Plague()) == "Apply 2 poison to every monster. Triple every monster's poison."
    assert Plague().get_description() == character_text(Plague())
    played = keyword_fight("silent", [Plague() for _ in range(5)], [Hitter(30), Hitter(40)])
    put_in_hand(played, Plague())
    assert played.player_apply_card("Plague")
    assert [played.poison[monster.get_id()] for monster in played.get_monsters()] == [6, 6]
