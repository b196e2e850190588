"""What making a character card's class gives it (keywords.CharacterCard.__init_subclass__), checked on classes made
inside each test (the pools' classes were made at import): its text from its numbers, and a card that hits every
monster taking no target, so the fight offers and takes it as a play on no monster."""

from __future__ import annotations

from arcade.games.spire.climb.fight_steps import fight_actions, take
from arcade.games.spire.climb.keywords import CharacterCard
from arcade.games.spire.model import WEAK
from tests.spire.climb.keyword_fights import Hitter, keyword_fight, put_in_hand


def test_a_card_class_gets_its_text_when_it_is_made() -> None:
    """A class of 6 damage and 2 weak, made now, reads 'Deal 6 damage. Apply 2 weak.'."""

    class Gash(CharacterCard):
        _damage = 6
        _status_modifiers = {WEAK: 2}  # noqa: RUF012

    assert Gash().get_description() == "Deal 6 damage. Apply 2 weak."


def test_a_card_on_every_monster_is_played_on_none() -> None:
    """An attack on every monster made now takes no target: the fight's actions offer ['play', 1] alone, and that
    action deals its 5 to each monster (30 → 25, 20 → 15)."""

    class Sweep(CharacterCard):
        _damage = 5
        every_monster = True

    assert Sweep().requires_target() is False
    played = keyword_fight("ironclad", [Sweep() for _ in range(5)], [Hitter(30), Hitter(20)])
    put_in_hand(played, Sweep())
    assert [action for action in fight_actions(played, played.run) if action[0] == "play"] == [["play", 1]]
    assert take(played, played.run, ["play", 1]) == 0
    assert [monster.get_hp() for monster in played.get_monsters()] == [25, 15]
