"""What a card does when discarded by a choice (keywords.Reflex), its words and its effect: every part of a reflex is
said and done, and a reflex of nothing says nothing. The cards are made inside each test (their texts are made then),
and played in a climb fight by the keywords' rules."""

from __future__ import annotations

from arcade.games.spire.climb.keywords import CharacterCard, Reflex, character_text
from tests.spire.climb.keyword_fights import Hitter, keyword_fight, put_in_hand


def test_a_reflex_of_block_and_poison_says_both_and_gives_both_when_discarded() -> None:
    """'When discarded, gain 4 block and apply 1 poison to every monster.': discarded by a card's choice, the player
    has 4 block and each monster 1 poison."""

    class Brace(CharacterCard):
        reflex = Reflex(block=4, poison=1)
        _requires_target = False

    class Shed(CharacterCard):
        discard = 1
        _energy_cost = 0
        _requires_target = False

    assert Reflex(block=4, poison=1).text() == "When discarded, gain 4 block and apply 1 poison to every monster."
    assert character_text(Brace()) == "When discarded, gain 4 block and apply 1 poison to every monster."
    played = keyword_fight("silent", [Shed() for _ in range(5)], [Hitter(30), Hitter(30)])
    put_in_hand(played, Shed(), Brace())
    assert played.player_apply_card("Shed")
    assert played.discard_card("Brace")
    assert played.get_player().get_block() == 4
    assert [played.poison.get(monster.get_id(), 0) for monster in played.get_monsters()] == [1, 1]


def test_a_reflex_of_nothing_says_nothing() -> None:
    """An empty reflex has no words, so a card that draws 1 and has one reads 'Draw 1 card.' alone."""

    class Blank(CharacterCard):
        draw = 1
        reflex = Reflex()
        _requires_target = False

    assert Reflex().text() == ""
    assert character_text(Blank()) == "Draw 1 card."
