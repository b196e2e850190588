"""Two players that climb headlessly, for the benchmark (benchmarks/spire_climb.py) and the tests: one greedy by a
simple rule, one at random. Both choose only among `Climb.legal_actions()`, so whatever they do is a climb a player
could play, and their climbs are saved, resumed and replayed like any other.

The greedy rule, phase by phase: on the map, rest sites and shops first when under half HP, else treasure, then
unknown rooms before fights, elites only when nothing else is on offer; in a fight, a card that kills first, block
when the monsters' forecast gets past the block, else the hardest hit on the weakest monster, a potion when the
fight turns bad, never a card whose HP cost would take the last HP; the strongest card offered while the deck is
small, unless none is worth more than a Strike (SKIP_BELOW); rest when under 70% HP, else upgrade; in shops a Strike
(or a curse) removed first, then a relic, a potion, a card; in events the first choice that costs no more HP than
can be spared.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from arcade.games.spire.classic.preview import hit_on
from arcade.games.spire.climb import cards, potions
from arcade.games.spire.climb.fight import ClimbFight, is_unplayable
from arcade.games.spire.climb.fighter import Fighter
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.keywords import CALM, NEUTRAL, WRATH, keyword
from arcade.games.spire.climb.run import (
    BOSS_RELIC,
    EVENT,
    FIGHT,
    LEAVE,
    MAP,
    REST_ACTION,
    REST_SITE,
    REWARD,
    SHOP_PHASE,
    SKIP,
    Climb,
)
from arcade.games.spire.model import Card, Monster

Bot = Callable[[Climb, random.Random], Any]
"""A player: given the climb and a random source of its own, the action it takes next."""

X_GUESS = 2
"""The energy the greedy player counts an X-cost card as taking (and multiplying by)."""
REST_BELOW = 0.7
"""The greedy player rests at a rest site under this share of its max HP (else it upgrades a card)."""
SKIP_BELOW = 7.0
"""The greedy player skips a card reward when no card offered is worth this much (`card_value`: a Strike is 6)."""
MAX_ACTIONS = 20_000
"""A climb that has not ended after this many actions is stopped (no bot's climb comes near it)."""


def random_bot(climb: Climb, rng: random.Random) -> Any:
    """Any legal action, each as likely."""
    return rng.choice(climb.legal_actions())


def card_value(card: Card) -> float:
    """How much a card is worth to the greedy player: damage (every hit, more on every monster), block, statuses,
    poison, energy and draw, a power, less its HP cost, per energy (an X-cost card's as if X were 2)."""
    modifiers = card.get_status_modifiers()
    times = X_GUESS if keyword(card, "x_cost") else 1
    spread = 1.5 if keyword(card, "every_monster") else 1.0
    worth = (spread * keyword(card, "hits") * times * card.get_damage_amount() + 0.8 * card.get_block() * times
             + 4 * modifiers.get("strength", 0) + 3 * modifiers.get("weak", 0) + 3 * modifiers.get("vulnerable", 0)
             + spread * 1.5 * keyword(card, "poison") + 4 * keyword(card, "energy_gain") + 3 * keyword(card, "draw")
             + (8 if keyword(card, "power") else 0) - 0.5 * keyword(card, "hp_cost"))
    cost = X_GUESS if keyword(card, "x_cost") else card.get_energy_cost()
    return worth / max(1, cost) + (2 if cost == 0 else 0)


def greedy_bot(climb: Climb, rng: random.Random) -> Any:
    """The greedy rule of the module's docstring."""
    legal = climb.legal_actions()
    choosers = {MAP: _greedy_map, FIGHT: _greedy_fight, REWARD: _greedy_reward, REST_SITE: _greedy_rest,
                SHOP_PHASE: _greedy_shop, EVENT: _greedy_event, BOSS_RELIC: lambda climb, legal: legal[0]}
    return choosers.get(climb.phase, lambda climb, legal: legal[0])(climb, legal)


def _hp_share(climb: Climb) -> float:
    return climb.run.hp / climb.run.max_hp


def _greedy_map(climb: Climb, legal: list[Any]) -> Any:
    share = _hp_share(climb)
    order = (["rest", "shop", "unknown", "treasure", "monster", "elite", "boss"] if share < 0.5
             else ["treasure", "unknown", "monster", "shop", "rest", "elite", "boss"] if share > 0.8
             else ["treasure", "unknown", "rest", "shop", "monster", "elite", "boss"])
    nodes = {node.column: node for node in climb.choices()}
    return min(legal, key=lambda action: (order.index(nodes[action[1]].kind), action[1]))


def _greedy_fight(climb: Climb, legal: list[Any]) -> Any:
    fight = climb.fight
    assert fight is not None
    player = fight.get_player()
    hand = player.get_hand()
    monsters = fight.get_monsters()
    if player.to_discard:  # a reflex first, then whatever is worth least (a curse, a Wound)
        return min(legal, key=lambda action: (keyword(hand[action[1] - 1], "reflex") is None,
                                              not is_unplayable(hand[action[1] - 1]),
                                              card_value(hand[action[1] - 1]), action[1]))
    plays = [action for action in legal if action[0] == "play"
             and keyword(hand[action[1] - 1], "hp_cost") < player.get_hp()]
    potion = _greedy_potion(climb, fight, legal)
    if potion is not None:
        return potion
    killing = [action for action in plays if len(action) == 3 and lethal(hand[action[1] - 1], player,
                                                                         monsters[action[2] - 1])]
    if killing:
        return max(killing, key=lambda action: monsters[action[2] - 1].get_max_hp())
    incoming = sum(intent.total for intent in predict_turn(fight).intents) - player.get_block()
    keyworded = _greedy_keywords(fight, plays, incoming)
    if keyworded is not None:
        return keyworded
    if incoming > 0:  # no wrath while hit: it doubles the damage taken
        plays = [action for action in plays if keyword(hand[action[1] - 1], "stance") != WRATH]
    blocks = [action for action in plays if hand[action[1] - 1].get_block() > 0]
    if incoming > 0 and blocks:
        return max(blocks, key=lambda action: hand[action[1] - 1].get_block())
    attacks = [action for action in plays if len(action) == 3 or hand[action[1] - 1].get_status_modifiers()
               or hand[action[1] - 1].get_damage_amount()]
    if attacks:
        weakest = min(range(len(monsters)), key=lambda place: monsters[place].get_hp()) + 1
        aimed = [action for action in attacks if len(action) == 2 or action[2] == weakest]
        if aimed:
            return max(aimed, key=lambda action: card_value(hand[action[1] - 1]))
    return plays[0] if plays else "end turn"


def _greedy_keywords(fight: ClimbFight, plays: list[Any], incoming: int) -> Any:
    """The character cards' plays that come first: a power; a card that pays for itself (its energy gain at least its
    cost) or draws for free; out of wrath when the monsters will hit. None: play by the rest of the rule."""
    hand = fight.get_player().get_hand()
    powers = [action for action in plays if keyword(hand[action[1] - 1], "power")]
    if powers:
        return powers[0]
    free = [action for action in plays if _pays_for_itself(hand[action[1] - 1])]
    if free:
        return free[0]
    if fight.get_player().stance == WRATH and incoming > 0:
        calming = [action for action in plays if keyword(hand[action[1] - 1], "stance") in (CALM, NEUTRAL)]
        if calming:
            return calming[0]
    return None


def _pays_for_itself(card: Card) -> bool:
    """A card that costs nothing in the end: its energy gain at least its cost (of 1 or more), or a free draw."""
    cost = card.get_energy_cost()
    return 0 < cost <= keyword(card, "energy_gain") or (cost == 0 and bool(keyword(card, "draw")))


def lethal(card: Card, player: Fighter, monster: Monster) -> bool:
    """True when the card would take the monster's last HP."""
    return hit_on(card, player, monster).to_hp >= monster.get_hp()


def _greedy_potion(climb: Climb, fight: ClimbFight, legal: list[Any]) -> Any:
    """A potion when the player is under 40% HP, or on the first turn against an elite or a boss."""
    drinks = [action for action in legal if action[0] == "potion"]
    if not drinks or not (_hp_share(climb) < 0.4 or (fight.turn == 1 and climb.fight_kind in ("elite", "boss"))):
        return None
    strongest = max(range(len(fight.get_monsters())), key=lambda place: fight.get_monsters()[place].get_hp()) + 1
    for action in drinks:
        if not potions.potion(climb.run.potions[action[1] - 1] or "").needs_target or action[2] == strongest:
            return action
    return None


def _greedy_reward(climb: Climb, legal: list[Any]) -> Any:
    if len(climb.run.deck) >= 22 or not climb.offer or max(map(card_value, climb.offer)) < SKIP_BELOW:
        return SKIP
    best = max(range(len(climb.offer)), key=lambda place: card_value(climb.offer[place]))
    return ["card", best + 1]


def _greedy_rest(climb: Climb, legal: list[Any]) -> Any:
    upgrades = [action for action in legal if action != REST_ACTION]
    if _hp_share(climb) < REST_BELOW or not upgrades:
        return REST_ACTION
    return max(upgrades, key=lambda action: card_value(climb.run.deck[action[1] - 1]))


def _greedy_shop(climb: Climb, legal: list[Any]) -> Any:
    assert climb.shop is not None
    items = climb.shop.items
    for action in legal:
        card = climb.run.deck[action[1] - 1] if action[0] == "remove" else None
        if card is not None and (cards.is_curse(card) or card.get_name() == "Strike"):
            return action
    for kind in ("relic", "potion"):
        for action in legal:
            if action[0] == "buy" and items[action[1] - 1].kind == kind:
                return action
    buys = [action for action in legal if action[0] == "buy" and items[action[1] - 1].kind == "card"]
    if buys and len(climb.run.deck) < 22:
        return buys[0]
    return LEAVE


def _greedy_event(climb: Climb, legal: list[Any]) -> Any:
    if legal == [LEAVE]:
        return LEAVE
    return legal[-1] if _hp_share(climb) < 0.5 else legal[0]


def play_climb(climb: Climb, bot: Bot, rng: random.Random) -> Climb:
    """Let the bot play the climb to its end (at most MAX_ACTIONS actions); the same climb, ended."""
    for _ in range(MAX_ACTIONS):
        if climb.over:
            break
        climb.act(bot(climb, rng))
    return climb
