"""What the tests of the character cards share: a fight by the keywords' rules against test monsters that only hit,
a hand made of chosen cards, a turn ended, and the cards a character's climb offers."""

from __future__ import annotations

import random
from typing import Any

from arcade.games.spire.climb import bots
from arcade.games.spire.climb.fight import FIGHT_RULES, ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.run import REWARD, SHOP_PHASE, Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Card, new_game

KEYWORDS = max(version for version, rules in FIGHT_RULES.items() if rules.keywords)
"""The newest fight rules with the keywords."""
HIT = 8
"""What a Hitter deals each turn."""


class Hitter(ClimbMonster):
    """A test monster that hits for HIT every turn."""

    title = "Hitter"
    pattern = (Move("Hit", damage=HIT),)


def keyword_fight(character: str, deck: list[Card], monsters: list[ClimbMonster], hp: int = 999,
                  version: int = KEYWORDS, seed: int = 1) -> ClimbFight:
    """A fight by these rules: the character at `hp` of 999 max HP with this deck against these monsters (the
    model's random source seeded with `seed`)."""
    new_game(random.Random(seed))
    return ClimbFight(RunState(character, 999, hp, deck, rules_version=version), monsters)


def put_in_hand(played: ClimbFight, *hand: Card) -> None:
    """Make the hand exactly these cards (the rest of the deck stays in the draw pile)."""
    player = played.get_player()
    player.get_deck().extend(player.get_hand())
    player.get_hand().clear()
    player.get_hand().extend(hand)


def end_turn(played: ClimbFight) -> None:
    """End the player's turn; the monsters act."""
    played.end_player_turn()
    played.enemy_turn()


def offered_in_a_climb(character: str, seed: int, version: int) -> tuple[set[str], set[str]]:
    """Every card name offered by the rewards, and by the shops, of this character's climb, played by the greedy bot
    from the legal actions to its end or 400 actions, with HP to spare so that it sees many rewards."""
    climb = Climb(character, seed, rules_version=version)
    climb.run.max_hp = climb.run.hp = 3000
    rng = random.Random(seed)
    rewarded: set[str] = set()
    sold: set[str] = set()
    for _ in range(400):
        if climb.over:
            break
        if climb.phase == REWARD:
            rewarded |= {card.get_name() for card in climb.offer}
        if climb.phase == SHOP_PHASE and climb.shop is not None:
            sold |= {item.what for item in climb.shop.items if item.kind == "card"}
        action: Any = bots.greedy_bot(climb, rng)
        assert action in climb.legal_actions()
        climb.act(action)
    return rewarded, sold
