"""The planner's fight: a search of the turn's plays on copies of the fight, scored by the position they leave.

`plan_turn` tries the hand's cards (and, when asked, the potions) in every order a bounded beam search reaches,
each on its own copy of the fight (`clone_fight`: the fight, its player, monsters and run are copied, the cards and
relics, which never change, are shared), and scores each position as if the turn ended there (`Scorer`): the
monsters' turn is played on a further copy exactly as `predict_turn` plays it (the player's forecast), then the rest
of the fight is estimated from what a player sees: the deck's cards as a whole (never the draw pile's order), the
monsters' patterns as the inspect page shows them, HP, block and statuses. Nothing here ends a turn on a copy or
draws a card, and every search runs on a random source of its own (`separate_game`), so a copy can neither read
nor move the real fight's draws. No urwid, no I/O.
"""

from __future__ import annotations

import dataclasses
import random
import types
from typing import Any

from arcade.games.spire.classic.record import separate_game
from arcade.games.spire.climb import potions
from arcade.games.spire.climb.fight import HITS, ClimbFight, ClimbMonster, is_unplayable, power_of
from arcade.games.spire.climb.fighter import clear_block
from arcade.games.spire.climb.powers import CURL, RISING, THORNS
from arcade.games.spire.climb.run import DISCARD
from arcade.games.spire.climb.state import TURN_START
from arcade.games.spire.model import (
    DAMAGE,
    HAND_SIZE,
    STRENGTH,
    TURN_ENERGY,
    VULNERABLE_FACTOR,
    WEAK_FACTOR,
    Card,
    Monster,
)

END_TURN = "end turn"
BEAM = 8
"""Positions kept at each depth of the search (the best by their score)."""
MAX_NODES = 100
"""Positions scored in one search at most (a turn with many cards and targets stops there)."""
HORIZON = 10
"""Future turns the rest of a fight is estimated over."""
WIN = 10_000.0
"""A position where every monster has fallen scores this plus the player's HP."""
DEATH = -10_000.0
"""A position whose forecast kills the player scores this (minus the monsters' HP left, so the fight goes on)."""
POTION_WORTH = {"monster": 10.0, "elite": 5.0, "boss": 1.0}
"""What a potion kept is worth, in HP, by the kind of fight (spend them on elites and bosses)."""
TURN_COST = 1.0
"""What each turn the rest of a fight should last costs, in HP (a long fight risks more)."""
LONG_FIGHT = 10
"""After this many turns each further turn costs more and more (so no fight stalls: the task sheet's Jaw Worm does
nothing while unhurt, and hurting it makes it stronger)."""
WOUND_COST = 1.5
"""What each status or curse card in the fight's piles costs, in HP (it takes a place in a hand)."""

_ATOMIC = frozenset((int, float, str, bool, type(None)))
_NUMBERS = frozenset((int, float, str, bool))
"""Types an attribute keeps once it holds one (a typed attribute that may hold None may later hold an object)."""
_DEEP: dict[type, tuple[int, tuple[str, ...]]] = {}
"""Per class, its number of attributes and those that may hold something to copy (see `_clone`)."""
_KEEP, _LIST, _DICT, _SET, _RANDOM, _OBJECT = range(1, 7)
_HOW: dict[type, int] = {kind: _KEEP for kind in _ATOMIC}
"""Per type, how a copy treats its values: kept (cards, frozen data, functions, classes) or copied (how)."""


def _how(kind: type) -> int:
    """How a copy treats values of this type, worked out the first time one is met (every caller reads _HOW first)
    and kept in _HOW: a card, a frozen dataclass, a function or a class never changes in a fight and is kept;
    containers and other objects are copied."""
    params = getattr(kind, "__dataclass_params__", None)
    if issubclass(kind, (Card, type, tuple, frozenset, types.FunctionType, types.BuiltinFunctionType,
                         types.MethodType)) or (params is not None and params.frozen):
        how = _KEEP
    else:
        how = {list: _LIST, dict: _DICT, set: _SET}.get(kind) or (
            _RANDOM if issubclass(kind, random.Random) else _OBJECT)
    _HOW[kind] = how
    return how


def _clone(value: Any, memo: dict[int, Any]) -> Any:
    """A copy of a fight's part: objects and containers copied, cards, relics and other frozen data kept."""
    how = _HOW.get(type(value)) or _how(type(value))
    if how == _KEEP:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    if how == _LIST:
        if not value or (_HOW.get(type(value[0])) or _how(type(value[0]))) == _KEEP:
            copied_list = value.copy()
            memo[id(value)] = copied_list
            return copied_list
        copied_list = []
        memo[id(value)] = copied_list
        copied_list.extend(_clone(item, memo) for item in value)
        return copied_list
    if how == _DICT:
        copied_dict: dict[Any, Any] = {}
        memo[id(value)] = copied_dict
        copied_dict.update((key, item if type(item) in _ATOMIC else _clone(item, memo)) for key, item in value.items())
        return copied_dict
    if how == _SET:
        return set(value)
    if how == _RANDOM:
        copied_random = random.Random()
        copied_random.setstate(value.getstate())
        return copied_random
    copied = object.__new__(type(value))
    memo[id(value)] = copied
    attributes = vars(value)
    deep = _DEEP.get(type(value))
    if deep is None or deep[0] != len(attributes):
        deep = (len(attributes), tuple(key for key, item in attributes.items() if type(item) not in _NUMBERS))
        _DEEP[type(value)] = deep
    copied_attributes = attributes.copy()
    for key in deep[1]:
        item = attributes[key]
        how = _HOW.get(type(item)) or _how(type(item))
        if how == _KEEP:
            continue
        if (how == _LIST and (not item or (_HOW.get(type(item[0])) or _how(type(item[0]))) == _KEEP)) or (
                how == _DICT and all(type(entry) in _ATOMIC for entry in item.values())):
            found = memo.get(id(item))  # a pile of cards, a row of relics, a table of counters: copied here at once
            if found is None:
                found = memo[id(item)] = item.copy()
            copied_attributes[key] = found
        else:
            copied_attributes[key] = _clone(item, memo)
    copied.__dict__ = copied_attributes
    return copied


def clone_fight(fight: ClimbFight) -> ClimbFight:
    """A copy of the fight that shares nothing that changes with it (its run too: HP, potions, counters), with a log
    of its own that starts empty (nothing in a fight reads the climb's log; a long one is slow to copy)."""
    copied: ClimbFight = _clone(fight, {id(fight.run.log): []})
    return copied


def fight_actions(fight: ClimbFight, with_potions: bool) -> list[Any]:
    """The plays of the position as the climb names them (`Climb.legal_actions` in a fight), end of turn aside;
    one per card name (the same card twice plays alike)."""
    player = fight.get_player()
    if player.to_discard:
        return _discards(fight)
    monsters = len(fight.get_monsters())
    actions: list[Any] = []
    seen: set[str] = set()
    for number, card in enumerate(player.get_hand(), start=1):
        if is_unplayable(card) or card.get_energy_cost() > player.get_energy() or card.get_name() in seen:
            continue
        seen.add(card.get_name())
        if card.requires_target():
            actions += [["play", number, target] for target in range(1, monsters + 1)]
        else:
            actions.append(["play", number])
    for slot, potion_id in enumerate(fight.run.potions, start=1):
        if potion_id is None or not with_potions or potion_id in fight.run.potions[:slot - 1]:
            continue
        if potions.potion(potion_id).needs_target:
            actions += [["potion", slot, target] for target in range(1, monsters + 1)]
        else:
            actions.append(["potion", slot])
    return actions


def _discards(fight: ClimbFight) -> list[Any]:
    """The discards a card played asks for, one per card name in the hand (`Climb.legal_actions` names them)."""
    names = [card.get_name() for card in fight.get_player().get_hand()]
    return [[DISCARD, number] for number, name in enumerate(names, start=1) if name not in names[:number - 1]]


def apply(fight: ClimbFight, action: list[Any]) -> None:
    """Take a play on a copy as `Climb.act` takes it on the climb's fight."""
    if action[0] == DISCARD:
        fight.discard_card(fight.get_player().get_hand()[action[1] - 1].get_name())
        return
    monsters = fight.get_monsters()
    target = monsters[action[2] - 1] if len(action) == 3 else None
    if action[0] == "play":
        card = fight.get_player().get_hand()[action[1] - 1]
        fight.player_apply_card(card.get_name(), target.get_id() if target is not None else None)
        return
    potion_id = fight.run.potions[action[1] - 1]
    assert potion_id is not None
    fight.run.potions[action[1] - 1] = None
    potions.drink(fight.run, fight, potion_id, target)


@dataclasses.dataclass(frozen=True)
class DeckRates:
    """What the fight's cards as a whole give a turn, on average: cards played, damage, attacks, block, strength."""

    played: float
    damage: float
    attacks: float
    block: float
    strength: float

    @classmethod
    def of(cls, fight: ClimbFight) -> DeckRates:
        """The rates of every card the player has in this fight (hand, draw and discard piles: their order unread)."""
        player = fight.get_player()
        every = [*player.get_hand(), *player.get_deck(), *player.get_discarded()]
        playable = [card for card in every if not is_unplayable(card)]
        if not playable:
            return cls(0.0, 0.0, 0.0, 0.0, 0.0)
        count = len(playable)
        cost = sum(card.get_energy_cost() for card in playable) / count
        drawn = HAND_SIZE * count / len(every)
        played = min(drawn, turn_energy(fight) / cost) if cost else drawn
        per_card = played / count
        return cls(played, per_card * sum(card.get_damage_amount() for card in playable),
                   per_card * sum(1 for card in playable if card.get_damage_amount() > 0),
                   per_card * sum(card.get_block() for card in playable),
                   per_card * sum(card.get_status_modifiers().get(STRENGTH, 0) for card in playable))


def turn_energy(fight: ClimbFight) -> float:
    """The energy of a turn: the task sheet's, and what relics add at each turn's start (on average)."""
    energy = float(TURN_ENERGY)
    for relic in fight.run.relics:
        if TURN_START in relic.hooks and relic.rarity != "starter":
            energy += relic.numbers.get("energy", 0) / relic.numbers.get("every", 1)
    return energy


Move = tuple[int, int, int, int]
"""One future move as the estimate needs it: damage per hit (before strength), hits, strength gained first, block
gained."""


def future_moves(monster: Monster, turns: int) -> list[Move]:
    """The monster's next moves, played on a copy of it (its pattern, as the inspect page shows it). Every monster's
    action names its DAMAGE (the task sheet's three and ClimbMonster.action); only a pattern's names its HITS."""
    copied = _clone(monster, {})
    moves = []
    for _ in range(turns):
        before = copied.get_block()
        effects = copied.action()
        hits = effects.get(HITS, 1) if effects[DAMAGE] > 0 or HITS not in effects else 0
        moves.append((effects[DAMAGE], hits, effects.get(STRENGTH, 0), copied.get_block() - before))
    return moves


@dataclasses.dataclass
class _Foe:
    """A standing monster in the estimate of the rest of a fight: what is left to take off it (HP and block), its
    vulnerable turns, Thorns and threat (damage a turn for its HP: the order monsters are fought in), its damage
    and block each future turn (a pattern's) or a copy of it played turn by turn, and the turn it falls (a
    fraction)."""

    left: float
    vulnerable: int
    thorns: int
    threat: float
    hits: list[float] | None
    blocks: list[int] | None = None
    copy: Monster | None = None
    falls: float | None = None

    def take(self, amount: float) -> None:
        """The deck's damage of a turn taken off it (off its copy's HP too, whose moves may depend on it)."""
        self.left -= amount
        if self.copy is not None:
            self.copy.reduce_hp(int(amount))

    def acting(self, turn: int) -> float:
        """How much of its move of this turn lands: all while it stands, none once it fell in an earlier turn."""
        return 1.0 if self.falls is None else max(0.0, self.falls - turn + 0.5)  # falls: at most this turn, so ≤ 0.5

    def move(self, turn: int, player_vulnerable: int) -> tuple[float, int]:
        """Its move this turn: the damage before the player's block, and the block it gains (which it keeps through
        the player's next turn)."""
        if self.hits is not None and self.blocks is not None:
            return self.hits[turn - 1], self.blocks[turn - 1]
        assert self.copy is not None
        clear_block(self.copy)
        effects = self.copy.action()
        self.copy.add_strength(effects.get(STRENGTH, 0))
        hits = effects.get(HITS, 1) if effects[DAMAGE] > 0 or HITS not in effects else 0
        hit = max(0.0, effects[DAMAGE] + self.copy.get_strength())
        if self.copy.get_weak() >= turn:
            hit *= WEAK_FACTOR
        if player_vulnerable >= turn:
            hit *= VULNERABLE_FACTOR
        return hit * hits, self.copy.get_block()


class Scorer:
    """Scores a position of the player's turn as if the turn ended there (see the module's docstring)."""

    def __init__(self, fight: ClimbFight, kind: str) -> None:
        self.rates = DeckRates.of(fight)
        self.potion_worth = POTION_WORTH.get(kind, POTION_WORTH["monster"])
        self.turn_cost = TURN_COST * (1 + max(0, fight.turn - LONG_FIGHT) ** 2 / 25)
        self.moves: dict[int, list[Move]] = {}
        self.rising: dict[int, int] = {}
        self.patterns: dict[tuple[int, int, int, int], tuple[list[float], list[int], float]] = {}
        """Per monster, strength, weak and the player's vulnerable: its damage and block each future turn, and the
        average damage."""

    def score(self, fight: ClimbFight) -> float:
        """The position's worth in HP: the HP the player should end the fight with, potions kept counted."""
        player = fight.get_player()
        kept = sum(1 for potion_id in fight.run.potions if potion_id is not None) * self.potion_worth
        if player.is_defeated():
            return DEATH
        if not fight.get_monsters():
            return WIN + player.get_hp() + kept
        after = clone_fight(fight)
        after.end_player_turn()
        before = after.player_statuses()
        for monster in list(after.get_monsters()):
            after.monster_acts(monster, stop_when_fallen=False)
        after.end_round(before)
        left = after.get_player()
        if left.is_defeated():
            return DEATH - sum(monster.get_hp() for monster in after.get_monsters())
        if not after.get_monsters():
            return WIN + left.get_hp() + kept
        piles = [*left.get_hand(), *left.get_deck(), *left.get_discarded()]
        burden = WOUND_COST * sum(1 for card in piles if is_unplayable(card))
        return left.get_hp() - self.future_loss(after) + kept - burden

    def _moves(self, monster: Monster) -> list[Move]:
        """The monster's future moves (the same in every position of one search: each monster acts once)."""
        key = monster.get_id()
        if key not in self.moves:
            self.moves[key] = future_moves(monster, HORIZON)
            self.rising[key] = power_of(monster, RISING)
        return self.moves[key]

    def future_loss(self, after: ClimbFight) -> float:
        """The HP the rest of the fight should cost from this position (the monsters having acted): turn by turn,
        the deck's damage goes to the most dangerous monster for its HP first, every monster standing hits, and
        each turn the fight lasts costs the scorer's turn cost (past the horizon, as long as the deck's damage takes
        to wear down what is left)."""
        player = after.get_player()
        rates = self.rates
        foes = [self._foe(monster, player.get_vulnerable()) for monster in after.get_monsters()]
        foes.sort(key=lambda foe: -foe.threat / max(1.0, foe.left))
        loss = 0.0
        strength = player.get_strength()
        for turn in range(1, HORIZON + 1):
            dealt = rates.damage + rates.attacks * strength
            if player.get_weak() >= turn:
                dealt *= WEAK_FACTOR
            budget = max(dealt, 0.5)
            spent = 0.0
            for foe in foes:
                if foe.falls is not None:
                    continue
                factor = VULNERABLE_FACTOR if foe.vulnerable >= turn else 1.0
                need = foe.left / factor
                share = min(need, budget - spent)
                spent += share
                foe.take(share * factor)
                if share >= need:
                    foe.falls = turn - 1 + spent / budget
                else:
                    break
            incoming = 0.0
            for foe in foes:
                damage, block = foe.move(turn, player.get_vulnerable())
                incoming += foe.acting(turn) * (damage + foe.thorns * rates.attacks)
                if foe.falls is None:
                    foe.left += block
            loss += max(0.0, incoming - rates.block)
            strength += rates.strength
            if all(foe.falls is not None for foe in foes):
                break
        standing = sum(max(0.0, foe.left) for foe in foes if foe.falls is None)
        lasts = HORIZON + standing / budget if standing else max(foe.falls or 0.0 for foe in foes)  # a foe at least
        return loss + self.turn_cost * lasts

    def _foe(self, monster: Monster, player_vulnerable: int) -> _Foe:
        """A standing monster as the estimate sees it."""
        if isinstance(monster, ClimbMonster):
            key = (monster.get_id(), monster.get_strength(), monster.get_weak(), player_vulnerable)
            if key not in self.patterns:  # the same in most positions of a search: worked out once
                moves = self._moves(monster)
                hits = self._hits(monster, moves, player_vulnerable)
                self.patterns[key] = (hits, [move[3] for move in moves], sum(hits) / len(hits))
            hits, blocks, average = self.patterns[key]
            thorns = monster.power(THORNS)
            return _Foe(monster.get_hp() + monster.get_block() + monster.power(CURL), monster.get_vulnerable(),
                        thorns, average + thorns * self.rates.attacks, hits, blocks)
        copied = _clone(monster, {})  # its moves depend on its state (the task sheet's Jaw Worm): played on a copy
        return _Foe(monster.get_hp() + monster.get_block(), monster.get_vulnerable(), 0, 6.0, None, copy=copied)

    def _hits(self, monster: Monster, moves: list[Move], vulnerable: int) -> list[float]:
        """The damage each future move deals the player before block (strength, weak and vulnerable counted)."""
        strength = monster.get_strength()
        rising = self.rising[monster.get_id()]  # set with its moves (_moves)
        weak = monster.get_weak()
        damage = []
        for turn, (base, hits, gained, _block) in enumerate(moves, start=1):
            strength += gained
            hit = max(0.0, base + strength)
            if weak >= turn:
                hit *= WEAK_FACTOR
            if vulnerable >= turn:
                hit *= VULNERABLE_FACTOR
            damage.append(hit * hits)
            strength += rising
        return damage


@dataclasses.dataclass
class _Node:
    fight: ClimbFight
    plan: list[Any]
    """The plays that led here, END_TURN after them when the turn can end here (not while a discard is asked)."""
    value: float


def _key(fight: ClimbFight) -> tuple[Any, ...]:
    """What tells two positions of a turn apart (the hand by name, the numbers of everyone, the potions, counters)."""
    player = fight.get_player()
    return (tuple(card.get_name() for card in player.get_hand()), player.get_energy(), player.get_hp(),
            player.get_block(), player.get_strength(), player.get_weak(), player.get_vulnerable(),
            tuple((monster.get_id(), monster.get_hp(), monster.get_block(), monster.get_strength(),
                   monster.get_weak(), monster.get_vulnerable(),
                   tuple(sorted(getattr(monster, "_left", {}).items()))) for monster in fight.get_monsters()),
            tuple(fight.run.potions), tuple(sorted(fight.run.counters.items())))


def _over(fight: ClimbFight) -> bool:
    """Whether the fight has ended in this position (every monster fallen, or the player)."""
    return not fight.get_monsters() or fight.get_player().is_defeated()


def plan_turn(fight: ClimbFight, kind: str, with_potions: bool) -> tuple[list[Any], float]:
    """The best plays of the turn a beam search finds (ending with END_TURN unless the fight is won first) and the
    score of the position they leave. The fight itself is never touched."""
    with separate_game(random.Random(0)):  # whatever a copy might draw comes from a source of its own
        scorer = Scorer(fight, kind)
        root = clone_fight(fight)
        asked = bool(root.get_player().to_discard)
        best = _Node(root, [] if asked else [END_TURN], -float("inf") if asked else scorer.score(root))
        frontier = [best]
        seen = {_key(root)}
        scored = 1
        while frontier and scored < MAX_NODES:
            children: list[_Node] = []
            for node in frontier:
                for action in fight_actions(node.fight, with_potions):
                    child = clone_fight(node.fight)
                    apply(child, action)
                    key = _key(child)
                    if key in seen:
                        continue
                    seen.add(key)
                    done = _over(child)
                    asked = not done and bool(child.get_player().to_discard)
                    plays = node.plan[:-1] if node.plan[-1:] == [END_TURN] else node.plan
                    plan = [*plays, action] + ([] if done or asked else [END_TURN])
                    children.append(_Node(child, plan, scorer.score(child)))
                    scored += 1
            children.sort(key=lambda node: -node.value)
            ending = [node for node in children if node.plan[-1] == END_TURN or _over(node.fight)]
            if ending and ending[0].value > best.value:
                best = ending[0]
            frontier = [node for node in children[:BEAM] if not _over(node.fight)]
    return best.plan, best.value

