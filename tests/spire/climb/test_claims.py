"""Every number a climb card's text names is what playing it does: each card and its upgrade is played in a real climb
fight (today's rules) on a fresh monster without statuses, by a player without strength, and the damage, block,
strength, and the turns its weak cuts and its vulnerable lasts are counted by playing the turns; alone and with the
relics that change a card's hit (Twin Fang's second hit, Tally Stick's every third attack)."""

from __future__ import annotations

import random
import re

import pytest

from arcade.games.spire.classic.card_text import effect_text
from arcade.games.spire.climb import relics
from arcade.games.spire.climb.cards import CLIMB_POOL, UPGRADED_CARDS
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import (
    CARD_TYPES,
    STRENGTH,
    VULNERABLE,
    WEAK,
    Card,
    Entity,
    attack_damage,
    new_game,
)

CLIMB_CARDS: tuple[type[Card], ...] = (*CLIMB_POOL, *UPGRADED_CARDS[:len(CLIMB_POOL)])
"""Every card a climb by today's rules deals (curses aside, which do nothing; the characters' own cards are a later
rules version's)."""
HIT = 8
"""The test monster's hit with no status on either side."""
PROBE = 6
"""A probe attack's damage, to see the monster's vulnerable act."""
CLAIMS = {
    "damage": r"Deal (\d+) damage\.",
    "block": r"Gain (\d+) block",
    "strength": r"(\d+) strength\.",
    "weak": r"Apply (\d+) weak\.",
    "vulnerable": r"Apply (\d+) vulnerable\.",
}
"""How a card's text names each number (the regular expressions read the text alone, not the card's fields)."""


class Hitter(ClimbMonster):
    """A test monster that hits for HIT every turn."""

    title = "Hitter"
    pattern = (Move("Hit", damage=HIT),)


def claims(text: str) -> dict[str, int]:
    """The numbers a card's text names (0 for one it does not name)."""
    found = {name: re.search(pattern, text) for name, pattern in CLAIMS.items()}
    return {name: int(match.group(1)) if match else 0 for name, match in found.items()}


def fight_with(card_type: type[Card], *relic_ids: str) -> ClimbFight:
    """A climb fight by today's rules: an IronClad of 999 HP whose deck is five of this card, holding these relics,
    against one 999 HP Hitter (fresh: no statuses, no block)."""
    new_game(random.Random(1))
    run = RunState("ironclad", 999, 999, [card_type() for _ in range(5)])
    for relic_id in relic_ids:
        relics.obtain(run, relic_id)
    return ClimbFight(run, [Hitter(999)])


def play(fight: ClimbFight) -> bool:
    """Play the hand's first card, on the monster when it takes a target."""
    card = fight.get_player().get_hand()[0]
    target = fight.get_monsters()[0].get_id() if card.requires_target() else None
    return fight.player_apply_card(card.get_name(), target)


def end_turn(fight: ClimbFight) -> None:
    fight.end_player_turn()
    fight.enemy_turn()


def weak_turns(fight: ClimbFight) -> int:
    """The monster's turns, from its next, whose hit is cut (the forecast's hit, which a property test holds to the
    real turn)."""
    counted = 0
    for _ in range(8):
        counted += predict_turn(fight).intents[0].damage < HIT
        end_turn(fight)
    return counted


def vulnerable_turns(fight: ClimbFight) -> int:
    """The player's turns, this one included, on which an attack would hit the monster harder."""
    counted = 0
    for _ in range(8):
        unhurt = attack_damage(PROBE, fight.get_player(), Entity(1))  # the same attack on an entity without statuses
        counted += attack_damage(PROBE, fight.get_player(), fight.get_monsters()[0]) > unhurt
        end_turn(fight)
    return counted


@pytest.mark.parametrize("card_type", CLIMB_CARDS, ids=lambda card: card().get_name())
def test_every_number_a_cards_text_names_is_what_it_does(card_type: type[Card]) -> None:
    card = card_type()
    said = claims(card.get_description())
    fight = fight_with(card_type)
    player, monster = fight.get_player(), fight.get_monsters()[0]
    assert play(fight), card.get_name()
    done = {"damage": 999 - monster.get_hp(), "block": player.get_block(), "strength": player.get_strength(),
            "weak": weak_turns(fight_after_playing(card_type)),
            "vulnerable": vulnerable_turns(fight_after_playing(card_type))}
    assert done == said, card.get_description()


def fight_after_playing(card_type: type[Card]) -> ClimbFight:
    """A fresh fight with the card just played once."""
    fight = fight_with(card_type)
    assert play(fight)
    return fight


def test_no_climb_card_says_other_than_it_does_and_every_one_says_something() -> None:
    """The held-out count: 0 of the 60 climb cards differ from their text; each text names at least one number."""
    assert len(CLIMB_CARDS) == 60
    assert all(any(claims(card_type().get_description()).values()) for card_type in CLIMB_CARDS)


@pytest.mark.parametrize("name", list(CARD_TYPES))
def test_the_template_gives_the_task_sheets_texts_from_their_numbers(name: str) -> None:
    """The task sheet's seven keep their own words, which the template gives from their numbers word for word."""
    card = CARD_TYPES[name]()
    statuses = card.get_status_modifiers()
    assert effect_text(card.get_damage_amount(), card.get_block(), statuses.get(STRENGTH, 0), statuses.get(WEAK, 0),
                       statuses.get(VULNERABLE, 0)) == card.get_description()


ATTACKS = [card_type for card_type in CLIMB_CARDS if card_type().get_damage_amount() > 0]


@pytest.mark.parametrize("card_type", ATTACKS, ids=lambda card: card().get_name())
def test_twin_fang_makes_the_first_attack_hit_twice_for_its_texts_damage(card_type: type[Card]) -> None:
    """"Your first attack in each fight hits twice.": twice the text's damage (the card's vulnerable, landing after
    the first hit, does not swell the second); the next attack hits once."""
    said = claims(card_type().get_description())["damage"]
    fight = fight_with(card_type, "twin_fang")
    monster = fight.get_monsters()[0]
    assert play(fight)
    assert 999 - monster.get_hp() == 2 * said
    monster.add_vulnerable(-monster.get_vulnerable())
    before = monster.get_hp()
    if play(fight):
        assert before - monster.get_hp() == said
