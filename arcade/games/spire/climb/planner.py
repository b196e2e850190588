"""The planner: a player that climbs by looking ahead, for the benchmark (benchmarks/spire_climb.py) and the tests.

Like the bots of `bots.py` it is a `Bot` (the climb and a random source in, an action of `Climb.legal_actions()`
out), and it reads only what a player sees. Phase by phase:

- in a fight, the turn's plays found by a beam search on copies of the fight (`turn_search.plan_turn`), potions
  among them against elites and bosses or when the fight goes badly;
- on the map, the path whose rooms are worth most for the HP it would leave (elites and the burning elite when
  healthy, rest sites when hurt, shops with gold to spend), worked out to the act's boss;
- at a rest site, rest when the HP is low (or the boss is next and it is not high), else upgrade the card that
  gains most;
- a card offered joins the deck when it is worth more than what the deck holds now, for what the deck lacks;
- in a shop, a curse or a Strike removed, then relics, then a strong card, then a potion;
- an event's choices tried on copies of the run (with random sources of the planner's own, never the event's),
  the one that leaves the run worth most taken; a boss relic by what it brings.

Its choices depend on the climb's visible state alone: it draws nothing from the random source it is given.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from arcade.games.spire.climb import cards, events, relics
from arcade.games.spire.climb.fight import is_unplayable
from arcade.games.spire.climb.map import BOSS, BOSS_FLOOR, ELITE, MONSTER, REST, SHOP, TREASURE, UNKNOWN, Node
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
from arcade.games.spire.climb.state import FIGHT_START, GOLD_GAINED, TURN_END, TURN_START, RunState
from arcade.games.spire.climb.state import REST as REST_HOOK
from arcade.games.spire.climb.turn_search import END_TURN, plan_turn
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card

POTION_SEARCH_SHARE = 0.35
"""Potions join a normal fight's search when the turn's best plan leaves less than this share of max HP."""
REST_BELOW = 0.55
"""Rest at a rest site below this share of max HP (else upgrade)."""
REST_BEFORE_BOSS = 0.85
"""At the rest site before the boss, rest below this share."""
DECK_LIMIT = 30
"""No card offered is taken once the deck holds this many."""
CURSE_WORTH = -14.0
"""A curse's worth as a card of the deck (it takes a place in a hand and does nothing)."""
BASIC_WORTH = 6.0
"""A card worth this much adds nothing to a deck (a Strike's worth): the deck's worth counts from it."""
EVENT_SAMPLES = 4
"""An event's choice is tried on this many copies of the run (its random outcomes averaged)."""


def planner_bot(climb: Climb, rng: random.Random) -> Any:
    """The planner's next action (see the module's docstring); `rng` is not drawn from."""
    legal = climb.legal_actions()
    choosers = {MAP: _map, FIGHT: _fight, REWARD: _reward, REST_SITE: _rest, SHOP_PHASE: _shop, EVENT: _event,
                BOSS_RELIC: _boss_relic}
    chooser = choosers.get(climb.phase)
    return chooser(climb, legal) if chooser is not None else legal[0]  # each chooser picks from legal


def _share(run: RunState) -> float:
    return run.hp / run.max_hp


# --- what cards, relics and runs are worth -------------------------------------------------------------------


def card_worth(card: Card, block_weight: float = 0.8) -> float:
    """A card's worth to a deck: what it does (damage, block, strength, weak, vulnerable) for what it costs, a place
    in the hand counted as one energy; a curse or status card is worth CURSE_WORTH."""
    if is_unplayable(card):
        return CURSE_WORTH
    modifiers = card.get_status_modifiers()
    does = (card.get_damage_amount() + block_weight * card.get_block() + 5 * modifiers.get(STRENGTH, 0)
            + 2.5 * modifiers.get(WEAK, 0) + 2.5 * modifiers.get(VULNERABLE, 0))
    return 2 * does / (card.get_energy_cost() + 1)


def block_weight(deck: list[Card]) -> float:
    """How much block counts against damage for this deck: more when it blocks little for what it deals."""
    damage = sum(card.get_damage_amount() for card in deck)  # a curse or a status card adds none of either
    block = sum(card.get_block() for card in deck)
    return min(1.4, max(0.5, 0.8 * (damage + 1) / (block + 1)))


def deck_worth(deck: list[Card]) -> float:
    """What the deck is worth: each card's worth above a Strike's, summed (curses below)."""
    weight = block_weight(deck)
    return sum(card_worth(card, weight) - BASIC_WORTH for card in deck)


def relic_worth(relic_id: str) -> float:
    """What a relic brings, from its rarity and the numbers its hooks act by (energy most of all), less its cost
    (resting that heals nothing, vulnerable at each fight's start, gold given up)."""
    relic = relics.relic(relic_id)
    numbers = relic.numbers
    worth = {"common": 12.0, "uncommon": 15.0, "rare": 20.0, "shop": 12.0, "boss": 14.0}.get(relic.rarity, 10.0)
    if TURN_START in relic.hooks and "energy" in numbers:
        worth += 30 * numbers["energy"] / numbers.get("every", 1)
    worth += 3 * numbers.get("strength", 0) * (2 if FIGHT_START in relic.hooks else 1)
    worth += 0.5 * numbers.get("block", 0) * (3 if TURN_START in relic.hooks or TURN_END in relic.hooks else 1)
    worth -= 5 * numbers.get("vulnerable", 0) * (-1 if relic.rarity != "boss" else 1)
    worth += 1.5 * numbers.get("damage", 0)
    if REST_HOOK in relic.hooks and relic.rarity == "boss":
        worth -= 20
    if GOLD_GAINED in relic.hooks:
        worth += (numbers["percent"] - 100) / 5 if relic.rarity == "boss" else 5  # a boss's names its percent
    return worth


def run_worth(run: RunState) -> float:
    """A run's worth in HP: its HP (dearer when low), max HP, gold, relics, potions and deck."""
    hp_weight = 1.0 + max(0.0, 0.5 - _share(run)) * 2
    return (hp_weight * run.hp + 0.4 * run.max_hp + 0.08 * run.gold
            + sum(relic_worth(relic.id) for relic in run.relics)
            + 7 * sum(1 for potion_id in run.potions if potion_id is not None) + deck_worth(run.deck))


# --- fights --------------------------------------------------------------------------------------------------


def _fight(climb: Climb, legal: list[Any]) -> Any:
    """The first play of the turn's best plan; potions searched too when they are worth it."""
    fight = climb.fight
    assert fight is not None
    if legal == [END_TURN]:
        return END_TURN
    kind = climb.fight_kind
    holding = any(potion_id is not None for potion_id in climb.run.potions)
    plan, value = plan_turn(fight, kind, with_potions=holding and kind in (ELITE, BOSS))
    if holding and kind not in (ELITE, BOSS) and value < POTION_SEARCH_SHARE * climb.run.max_hp:
        with_potions, potion_value = plan_turn(fight, kind, with_potions=True)
        if potion_value > value:
            plan = with_potions
    return plan[0] if plan else END_TURN


# --- the map -------------------------------------------------------------------------------------------------

HP_WORTH = 70.0
"""What the whole of max HP is worth at the boss, against the rewards of the rooms on the way (`_path_worth`)."""
ROOMS: dict[str, tuple[float, float]] = {
    MONSTER: (7.0, 0.11), ELITE: (26.0, 0.24), UNKNOWN: (6.0, 0.03), TREASURE: (16.0, 0.0), BOSS: (0.0, 0.0)}
"""Each kind of room: its reward and the share of max HP it costs (rest sites and shops are worked out apart)."""
BURNING = (40.0, 0.36)
"""A burning elite's reward and cost."""
SAFE_SHARE = 0.12
"""Arriving anywhere under this share of max HP risks the climb."""


@dataclass
class _MapView:
    """What the map's search reads: the climb, how dear fights are this act, what a rest heals, the paths seen."""

    climb: Climb
    act_cost: float
    rest_share: float
    memo: dict[tuple[int, int, int, int], float] = field(default_factory=dict)


def _map_view(climb: Climb) -> _MapView:
    """The map search's view of the climb: fights 15 % dearer each act after the first, and what a rest heals as
    a share of max HP (`Climb.rest_heal`)."""
    return _MapView(climb, 1.0 + 0.15 * (climb.run.act - 1), climb.rest_heal() / climb.run.max_hp)


def _map(climb: Climb, legal: list[Any]) -> Any:
    """Go where the best path to the boss starts (of two worth the same, the one further left)."""
    run = climb.run
    view = _map_view(climb)
    nodes = {node.column: node for node in climb.choices()}
    return max(legal, key=lambda action: (_path_worth(view, nodes[action[1]], _share(run), run.gold), -action[1]))


def _path_worth(view: _MapView, node: Node, share: float, gold: int) -> float:
    """The worth of entering `node` with this share of max HP, and of the best path from it to the boss (paths
    met again with HP in the same 40th and gold in the same 50 are looked up)."""
    key = (node.floor, node.column, round(share * 40), min(gold, 400) // 50)
    if key in view.memo:
        return view.memo[key]
    worth, after, gold_after = _room(view, node, share, gold)
    if after < SAFE_SHARE:
        worth -= 60 * (SAFE_SHARE - after) / SAFE_SHARE + (200 if after <= 0 else 0)
    if node.floor >= BOSS_FLOOR:
        worth += HP_WORTH * max(0.0, after)
    else:
        worth += max(_path_worth(view, above, max(after, 0.0), gold_after) for above in view.climb.map.above(node))
    view.memo[key] = worth
    return worth


def _room(view: _MapView, node: Node, share: float, gold: int) -> tuple[float, float, int]:
    """A room's reward, the share of max HP left after it and the gold then."""
    if node.kind == REST:
        heal = min(1.0 - share, view.rest_share)
        return (HP_WORTH * heal if share < REST_BELOW else 9.0), share + (heal if share < REST_BELOW else 0), gold
    if node.kind == SHOP:
        spent = min(gold, 300)
        return spent / 12, share, gold - spent
    reward, cost = BURNING if node.burning else ROOMS[node.kind]  # every kind but a rest site's and a shop's
    cost *= view.act_cost
    gained = {MONSTER: 15, ELITE: 30, BOSS: 100, TREASURE: 35}.get(node.kind, 0)
    if node.kind == ELITE and share - cost < 0.25:
        reward -= 20
    return reward, share - cost, gold + gained


# --- rest sites, rewards, shops ------------------------------------------------------------------------------


def _rest(climb: Climb, legal: list[Any]) -> Any:
    """Rest when hurt (or short of high HP before the boss), else upgrade the card that gains most."""
    share = _share(climb.run)
    before_boss = climb.position is not None and climb.position.floor == BOSS_FLOOR - 1
    upgrades = [action for action in legal if action != REST_ACTION]
    heals = climb.rest_amount() > 0
    if (heals and (share < REST_BELOW or (before_boss and share < REST_BEFORE_BOSS))) or not upgrades:
        return REST_ACTION
    deck = climb.run.deck
    weight = block_weight(deck)

    def gain(action: list[Any]) -> float:
        card = deck[action[1] - 1]
        better = cards.upgraded(card)
        assert better is not None  # a rest site offers to upgrade only cards that can be (Climb.legal_actions)
        return card_worth(better, weight) - card_worth(card, weight)

    return max(upgrades, key=gain)


def _reward(climb: Climb, legal: list[Any]) -> Any:
    """The card offered that adds most to the deck, if any adds enough."""
    deck = climb.run.deck
    if len(deck) >= DECK_LIMIT or not climb.offer:
        return SKIP
    weight = block_weight(deck)
    average = sum(card_worth(card, weight) for card in deck) / len(deck)
    best = max(range(len(climb.offer)), key=lambda place: card_worth(climb.offer[place], block_weight(
        [*deck, climb.offer[place]])))
    if card_worth(climb.offer[best], weight) < average + 1.0:
        return SKIP
    return ["card", best + 1]


def _shop(climb: Climb, legal: list[Any]) -> Any:
    """A curse removed, a relic, a Strike removed, a strong card, a potion; else leave."""
    assert climb.shop is not None
    items = climb.shop.items
    deck = climb.run.deck
    removals = [action for action in legal if action[0] == "remove"]
    for action in removals:
        if cards.is_curse(deck[action[1] - 1]):
            return action
    buys = [action for action in legal if action[0] == "buy"]
    owned = [action for action in buys if items[action[1] - 1].kind == "relic"]
    if owned:
        return max(owned, key=lambda action: relic_worth(items[action[1] - 1].what))
    for action in removals:
        if deck[action[1] - 1].get_name() == "Strike":
            return action
    weight = block_weight(deck)
    average = sum(card_worth(card, weight) for card in deck) / len(deck)
    offered = [(card_worth(card, weight), action) for action in buys if items[action[1] - 1].kind == "card"
               for card in [cards.card_named(items[action[1] - 1].what)] if card is not None]
    good = [pair for pair in offered if pair[0] >= average + 3.0]
    if good and len(deck) < DECK_LIMIT:
        return max(good, key=lambda pair: pair[0])[1]
    drinks = [action for action in buys if items[action[1] - 1].kind == "potion"]
    if drinks:
        return min(drinks, key=lambda action: items[action[1] - 1].price)
    return LEAVE


# --- events and boss relics ----------------------------------------------------------------------------------

FIGHT_COST = {"monster": (0.11, 8.0), "elite": (0.25, 26.0)}
"""An event's fight: the share of max HP it should cost, and what its rewards are worth."""


def _event(climb: Climb, legal: list[Any]) -> Any:
    """The choice that leaves the run worth most, each tried on copies of the run."""
    if legal == [LEAVE]:
        return LEAVE
    return max(legal, key=lambda action: (_choice_worth(climb, action[1] - 1), -action[1]))


def _choice_worth(climb: Climb, option: int) -> float:
    """The run's worth after this choice, averaged over a few outcomes drawn by the planner's own sources."""
    total = 0.0
    for sample in range(EVENT_SAMPLES):
        run = copy.deepcopy(climb.run)
        outcome = events.resolve(run, climb.event_id, option, random.Random(f"planner event {sample}"))
        worth = run_worth(run)  # no option takes the last HP: one that costs HP asks for more (Option.refusal)
        if outcome.fight is not None:
            share, reward = FIGHT_COST[outcome.fight]
            left = _share(run) - share * (1.0 + 0.15 * (run.act - 1))
            worth += reward - share * run.max_hp - (200 if left < SAFE_SHARE else 0)
        total += worth
    return total / EVENT_SAMPLES


def _boss_relic(climb: Climb, legal: list[Any]) -> Any:
    """The boss relic that leaves the run worth most (what it does on pickup tried on a copy of the run)."""
    def worth(action: Any) -> float:
        if action == SKIP:
            return run_worth(climb.run)
        run = copy.deepcopy(climb.run)
        relic_id = climb.boss_relics[action[1] - 1]
        relics.obtain(run, relic_id)
        return run_worth(run)

    return max(legal, key=worth)
