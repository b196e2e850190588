"""A climb as a state machine of actions: three acts of a branching map, fights, rewards, rests, shops, treasure and
events, from a character, a seed and a difficulty.

Every choice is an action (JSON data), so a climb is saved as its start and its actions and resumed by replaying
them (`Climb.replay`). `legal_actions()` names every action the phase takes (bots and tests play from it); `act`
takes one, or raises ValueError and changes nothing it has not checked first. The phases and their actions:

- `map`: `["go", column]`, a node of the next floor linked to the one the player stands on (any start at first);
- `fight`: `["play", card, monster]` / `["play", card]` (places in the hand and among the monsters standing, from
  1), `["potion", slot, monster]` / `["potion", slot]`, `"end turn"`; while a card played asks for a discard,
  only `["discard", card]` (fight rules with keywords: keywords.py);
- `reward`: `["card", n]` takes the n-th card offered, `"skip"` takes none (gold, a potion and an elite's relic are
  taken on arrival);
- `boss relic`: `["relic", n]` takes one of the three boss relics offered, `"skip"`; then the next act begins;
- `rest`: `"rest"` (heal), `["upgrade", n]` (the n-th card of the deck, from 1);
- `shop`: `["buy", n]`, `["remove", n]` (the n-th card of the deck, once per shop), `"leave"`;
- `event`: `["choose", n]`, then `"leave"` once its outcome is shown (or the fight it started);
- `treasure`: `"leave"` (the relic is taken on arrival);
- in every phase but the end, `["drop", slot]` throws a potion away.

Randomness comes in separate named streams, each `random.Random("climb SEED NAME …")` (a string seed is hashed the
same way in every process), so one choice does not reshuffle the rest: each act's map (`map ACT`), each act's list of
encounters (`encounters ACT`, drawn when the act begins: the n-th monster fight of an act is the same whichever path
leads to it), and per floor the fight's draws (`fight FLOOR`, the model's random source, which deals the hands), the
monsters' HP (`monsters FLOOR`), the rewards (`rewards FLOOR`), the shop (`shop FLOOR`) and the unknown node and its
event (`event FLOOR`). The model's random source is global; a climb sets its own around every step and puts the one
before it back, so two climbs (a save replayed beside one in play) never share draws.
"""

from __future__ import annotations

import random
from typing import Any

from arcade.games.spire.classic.record import separate_game
from arcade.games.spire.climb import bestiary, cards, events, fight_steps, potions, relics, rewards, rules, shop
from arcade.games.spire.climb.fight import FIGHT_RULES, ClimbFight
from arcade.games.spire.climb.fight_steps import DISCARD as DISCARD  # the fight's actions, named here for every phase
from arcade.games.spire.climb.fight_steps import END_TURN as END_TURN
from arcade.games.spire.climb.fight_steps import number_of
from arcade.games.spire.climb.map import (
    BOSS,
    BURNING_WORD,
    ELITE,
    MONSTER,
    REST,
    SHOP,
    TREASURE,
    UNKNOWN,
    ActMap,
    Node,
    generate,
)
from arcade.games.spire.climb.state import CURRENT_RULES, FIGHT_END, RunState
from arcade.games.spire.climb.state import REST as REST_HOOK
from arcade.games.spire.model import PLAYER_TYPES, Card, Monster, set_random_source

ACTS = 3
"""A climb is three acts; the third act's boss ends it."""
EASY_FIGHTS = 3
"""The first monster fights of an act draw from the act's easy pool."""
MONSTER_FIGHTS = 12
"""Monster fights drawn for an act when it begins (more than any path holds)."""
ELITE_FIGHTS = 6
STARTING_GOLD = 99
HP_PERCENT = {1: 105, 2: 110, 3: 110}
"""Every monster's HP in each act, in percent of what the bestiary draws (the balance's first knob)."""
STRENGTH = {1: 1, 2: 2, 3: 3}
"""Strength every monster of each act starts its fight with (the balance's second knob: each hit +N)."""
ACT_HEAL_PERCENT = rules.ACT_HEAL_PERCENT
"""Going up to the next act heals this share of the HP missing (rules.act_heal_percent: less at a high difficulty)."""
UNKNOWN_ODDS = ((MONSTER, 12), (SHOP, 5), (TREASURE, 3))
"""Percent chances that an unknown node is a fight, a shop or treasure; otherwise it is an event."""
UNKNOWN_FIGHT_GROWTH = 10
"""By the genre's map rules (state.GENRE_CLIMB_RULES), each unknown room that is not a fight adds this many points to
the next one's chance of a fight, until one is (then it starts again from UNKNOWN_ODDS's)."""
UNKNOWN_WORDS = {MONSTER: "a fight", SHOP: "a shop", TREASURE: "treasure"}
"""What each kind an unknown node can turn into is called where the odds are told."""
BURNING_HP_PERCENT = 30
"""A burning elite's monsters have this much more HP, in percent of the elite's own."""
BURNING_STRENGTH = 2
"""And start their fight with this much more strength."""
BURNING_RELICS = 1
"""Relics a burning elite gives on top of an elite's."""


def unknown_odds(misses: int = 0) -> tuple[tuple[str, int], ...]:
    """The percent chances of UNKNOWN_ODDS after `misses` unknown rooms in a row that were not fights (the genre's
    growth; 0 gives UNKNOWN_ODDS): the fight's grows by UNKNOWN_FIGHT_GROWTH a miss, up to all the events' share."""
    others = sum(chance for kind, chance in UNKNOWN_ODDS if kind != MONSTER)
    return tuple((kind, min(100 - others, chance + misses * UNKNOWN_FIGHT_GROWTH) if kind == MONSTER else chance)
                 for kind, chance in UNKNOWN_ODDS)


def unknown_outcomes(odds: tuple[tuple[str, int], ...] = UNKNOWN_ODDS) -> tuple[str, ...]:
    """('an event 80%', 'a fight 12%', 'a shop 5%', 'treasure 3%'): what an unknown node turns out to be and how
    often, from the odds the climb draws by (`Climb.unknown_odds`; the map's legend and the climb's help both say
    it, so neither can fall behind)."""
    event = 100 - sum(chance for _kind, chance in odds)
    return (f"an event {event}%", *(f"{UNKNOWN_WORDS[kind]} {chance}%" for kind, chance in odds))


def burning_words() -> str:
    """'30% more HP and 2 more strength, and a second relic': what makes a burning elite's fight, from the numbers
    the climb builds it by."""
    relics_word = "a second relic" if BURNING_RELICS == 1 else f"{BURNING_RELICS} more relics"
    return f"{BURNING_HP_PERCENT}% more HP and {BURNING_STRENGTH} more strength, and {relics_word}"


MAP, FIGHT, REWARD, BOSS_RELIC, REST_SITE, SHOP_PHASE, EVENT, TREASURE_PHASE, WON, LOST = (
    "map", "fight", "reward", "boss relic", "rest", "shop", "event", "treasure", "won", "lost")
PHASES = (MAP, FIGHT, REWARD, BOSS_RELIC, REST_SITE, SHOP_PHASE, EVENT, TREASURE_PHASE, WON, LOST)

SKIP = "skip"
LEAVE = "leave"
REST_ACTION = "rest"


def stream(seed: int, *name: object) -> random.Random:
    """The named random stream of a climb with this seed (see the module's docstring)."""
    return random.Random(" ".join(["climb", str(seed), *map(str, name)]))


class Climb:
    """One climb in progress or ended (see the module's docstring for its phases and actions)."""

    def __init__(self, character: str, seed: int, difficulty: int = 0, daily_rule: int = 0,
                 rules_version: int = CURRENT_RULES) -> None:
        """daily_rule: a daily climb's one extra rule (rules.py's number; 0: none); rules_version: the fight rules'
        version (fight.FIGHT_RULES; a save names the one its climb began with)."""
        if rules_version not in FIGHT_RULES:
            raise ValueError(f"no fight rules {rules_version!r}")
        if character not in PLAYER_TYPES:
            raise ValueError(f"not a character: {character!r}")
        if not 0 <= difficulty <= rules.HIGHEST:
            raise ValueError(f"no difficulty {difficulty}")
        if not 0 <= daily_rule <= rules.HIGHEST:
            raise ValueError(f"no rule {daily_rule}")
        self.seed = seed
        self.actions: list[Any] = []
        starter = PLAYER_TYPES[character]()
        self.run = RunState(character, starter.get_max_hp(), starter.get_hp(), list(starter.get_deck()),
                            gold=STARTING_GOLD, potions=[None] * rules.potion_slots(difficulty, daily_rule),
                            difficulty=difficulty, daily_rule=daily_rule, rules_version=rules_version)
        self.run.deck += [curse() for curse in rules.starting_curses(difficulty, daily_rule)]
        relics.obtain(self.run, relics.STARTER_RELICS[character])
        self.phase = MAP
        self.turns = 0
        """Player turns over the whole climb (a won climb's best is the fewest)."""
        self.killed_by = ""
        self.fight: ClimbFight | None = None
        self.fight_kind = ""
        self.encounter_name = ""
        self.roster: list[Monster] = []
        """The fight's monsters as it began, fallen ones included."""
        self.offer: list[Card] = []
        self.reward_lines: list[str] = []
        self.offer_rare_chance = 0
        """The percent chance each card of the offer had of being rare (rewards.rare_chance)."""
        self.boss_relics: list[str] = []
        self.shop: shop.Shop | None = None
        self.event_id = ""
        self.outcome: events.Outcome | None = None
        self.events_seen: list[str] = []
        self.node_kind = ""
        """What the node stood on turned out to be (an unknown node's fight, shop, treasure or event)."""
        self.burning = False
        """The fight on now (or its rewards) is a burning elite's."""
        self.unknown_misses = 0
        """Unknown rooms in a row that were not fights (the genre's rules grow the next one's chance of a fight)."""
        self._fight_source: random.Random = random.Random(0)
        self._begin_act(1)
        if self.genre_rules:  # the opening's choice, before the first floor (floor 0's event stream)
            self.event_id = events.OPENING.id
            self.phase = EVENT

    # --- acts and the map --------------------------------------------------------------------------------

    def _begin_act(self, act: int) -> None:
        """Draw the act's map and its encounter lists; the player stands below its first floor."""
        self.run.act = act
        self.map: ActMap = generate(act, stream(self.seed, "map", act),
                                    rules.elite_boost(self.run.difficulty, self.run.daily_rule), self.genre_rules)
        self.path: list[tuple[int, int]] = []
        draws = stream(self.seed, "encounters", act)
        version = self.run.rules_version
        monsters: list[str] = []
        for index in range(MONSTER_FIGHTS):
            kind = "easy" if index < EASY_FIGHTS else "monster"
            monsters.append(bestiary.choose(act, kind, draws, monsters[-1] if monsters else None, version).name)
        elites: list[str] = []
        for _ in range(ELITE_FIGHTS):
            elites.append(bestiary.choose(act, "elite", draws, elites[-1] if elites else None, version).name)
        self.monster_queue = monsters
        self.elite_queue = elites
        self.boss_name = bestiary.choose(act, "boss", draws, rules_version=version).name
        self._encounter_draws = draws
        """Where more fights are drawn from if a long path (unknown nodes turning into fights) uses every one."""
        self.phase = MAP

    @property
    def genre_rules(self) -> bool:
        """Whether this climb plays by the genre's rules of the climb (RunState.genre_rules)."""
        return self.run.genre_rules

    def unknown_odds(self) -> tuple[tuple[str, int], ...]:
        """The odds the next unknown room is drawn by (they grow by the genre's rules; the legend says them)."""
        return unknown_odds(self.unknown_misses if self.genre_rules else 0)

    @property
    def position(self) -> Node | None:
        """The node the player stands on in this act's map, None before its first floor."""
        return self.map.node(*self.path[-1]) if self.path else None

    def choices(self) -> list[Node]:
        """The nodes the player may go to next (map phase): the starts, or those linked above the node stood on."""
        here = self.position
        return self.map.starts() if here is None else self.map.above(here)

    # --- taking actions ----------------------------------------------------------------------------------

    def act(self, action: Any) -> None:
        """Take one action of the phase (ValueError when it does not fit; nothing is then kept)."""
        if self.phase in (WON, LOST):
            raise ValueError("the climb is over")
        with separate_game(self._fight_source):  # the model's source and monster ids are this climb's meanwhile
            self._dispatch(action)
        self.actions.append(action)

    def _dispatch(self, action: Any) -> None:
        if isinstance(action, list) and action and action[0] == "drop":
            self._drop_potion(action)
            return
        handler = {MAP: self._on_map, FIGHT: self._on_fight, REWARD: self._on_reward, BOSS_RELIC: self._on_boss_relic,
                   REST_SITE: self._on_rest, SHOP_PHASE: self._on_shop, EVENT: self._on_event,
                   TREASURE_PHASE: self._on_treasure}[self.phase]
        handler(action)

    @classmethod
    def replay(cls, character: str, seed: int, difficulty: int, actions: list[Any], daily_rule: int = 0,
               rules_version: int = CURRENT_RULES) -> Climb:
        """The climb these actions make (ValueError for one that does not fit)."""
        climb = cls(character, seed, difficulty, daily_rule, rules_version)
        for action in actions:
            climb.act(action)
        return climb

    def legal_actions(self) -> list[Any]:
        """Every action the phase takes now (potions thrown away aside); one upgrade or removal per kind of card."""
        if self.phase == MAP:
            return [["go", node.column] for node in self.choices()]
        if self.phase == FIGHT:
            return fight_steps.fight_actions(self.fight, self.run)
        if self.phase == REWARD:
            return [["card", number] for number in range(1, len(self.offer) + 1)] + [SKIP]
        if self.phase == BOSS_RELIC:
            return [["relic", number] for number in range(1, len(self.boss_relics) + 1)] + [SKIP]
        if self.phase == REST_SITE:
            return [REST_ACTION] + [["upgrade", number] for number in self._first_of_each(cards.can_upgrade)]
        if self.phase == SHOP_PHASE:
            assert self.shop is not None
            bought = [["buy", number] for number in range(1, len(self.shop.items) + 1)
                      if shop.can_buy(self.run, self.shop, number - 1)]
            removals = []
            if self._can_remove():
                removals = [["remove", number] for number in self._first_of_each(cards.is_removable)]
            return [*bought, *removals, LEAVE]
        if self.phase == EVENT:
            if self.outcome is not None:
                return [LEAVE]
            allowed = events.available(self.run, self.event_id)
            return [["choose", number] for number, ok in enumerate(allowed, start=1) if ok]
        if self.phase == TREASURE_PHASE:
            return [LEAVE]
        return []

    def _first_of_each(self, wanted: Any) -> list[int]:
        """Deck places (from 1) of the first card of each name that `wanted` accepts."""
        seen: set[str] = set()
        places = []
        for number, card in enumerate(self.run.deck, start=1):
            if card.get_name() not in seen and wanted(card):
                seen.add(card.get_name())
                places.append(number)
        return places

    # --- the map ------------------------------------------------------------------------------------------

    def _on_map(self, action: Any) -> None:
        if not (isinstance(action, list) and len(action) == 2 and action[0] == "go"):
            raise ValueError(f"not a move on the map: {action!r}")
        column = number_of(action[1])
        node = next((node for node in self.choices() if node.column == column), None)
        if node is None:
            raise ValueError(f"no path to column {column}")
        self.path.append((node.floor, node.column))
        self.run.floor += 1
        self._enter(node.kind, node.burning)

    def _enter(self, kind: str, burning: bool = False) -> None:
        """Arrive at a node of this kind (an unknown node first turns into what it is)."""
        if kind == UNKNOWN:
            kind = self._resolve_unknown()
        self.node_kind = kind
        if kind in (MONSTER, ELITE, BOSS):
            self._start_fight(kind, burning)
        elif kind == REST:
            self.phase = REST_SITE
        elif kind == SHOP:
            self.shop = shop.stock(self.run, stream(self.seed, "shop", self.run.floor))
            self.phase = SHOP_PHASE
        elif kind == TREASURE:
            self._open_treasure()
        else:
            self._start_event()

    def _resolve_unknown(self) -> str:
        """What an unknown node is: sometimes a fight, a shop or treasure, else an event (the floor's event
        stream's first draw, by the odds of now); a room that is not a fight grows the next one's chance of one."""
        roll = stream(self.seed, "event", self.run.floor).randrange(100)
        kind = "event"
        for candidate, chance in self.unknown_odds():
            if roll < chance:
                kind = candidate
                break
            roll -= chance
        self.unknown_misses = 0 if kind == MONSTER else self.unknown_misses + 1
        return kind

    def _start_event(self) -> None:
        rng = stream(self.seed, "event", self.run.floor, "draw")
        self.event_id = events.draw_event(rng, self.run.act, self.events_seen)
        self.events_seen.append(self.event_id)
        self.outcome = None
        self.phase = EVENT

    def _open_treasure(self) -> None:
        self.reward_lines = rewards.treasure_spoils(self.run, stream(self.seed, "treasure", self.run.floor)).lines
        self.phase = TREASURE_PHASE

    def _on_treasure(self, action: Any) -> None:
        if action != LEAVE:
            raise ValueError(f"not a treasure action: {action!r}")
        self.phase = MAP

    # --- fights ------------------------------------------------------------------------------------------

    def _start_fight(self, kind: str, burning: bool = False) -> None:
        if kind == BOSS:
            name = self.boss_name
        else:
            queue = self.elite_queue if kind == ELITE else self.monster_queue
            if not queue:
                queue.append(bestiary.choose(self.run.act, kind, self._encounter_draws,
                                             rules_version=self.run.rules_version).name)
            name = queue.pop(0)
        spec = bestiary.spec_named(name)
        level, rule, act = self.run.difficulty, self.run.daily_rule, self.run.act
        kind_percent = rules.boss_and_elite_hp_percent(level, rule) if kind in (ELITE, BOSS) \
            else rules.monster_hp_percent(level, rule)
        hp_percent = HP_PERCENT[act] * kind_percent // 100
        strength = STRENGTH[act] + rules.monster_strength(level, rule)
        if burning:
            hp_percent = hp_percent * (100 + BURNING_HP_PERCENT) // 100
            strength += BURNING_STRENGTH
        self._fight_source = stream(self.seed, "fight", self.run.floor)
        set_random_source(self._fight_source)
        Monster._next_id = 0
        monsters = bestiary.build(spec, stream(self.seed, "monsters", self.run.floor), hp_percent, strength,
                                  self.run.rules_version)
        self.fight_kind = kind
        self.burning = burning
        self.encounter_name = spec.name
        self.roster = list(monsters)
        self.fight = ClimbFight(self.run, monsters)
        self.turns += 1
        self.phase = FIGHT
        self._after_fight_step()

    def _on_fight(self, action: Any) -> None:
        assert self.fight is not None
        self.turns += fight_steps.take(self.fight, self.run, action)
        self._after_fight_step()

    def _after_fight_step(self) -> None:
        """After a fight's step: the player's HP to the run; a fight won or lost ends here."""
        assert self.fight is not None
        self.run.hp = self.fight.get_player().get_hp()
        if self.fight.is_lost():
            killer = self.fight.killer
            self.killed_by = killer.get_name() if killer is not None else self.encounter_name
            self.phase = LOST
        elif self.fight.is_won():
            self.fight.end_player_turn()  # the hand back to the discard pile, as the task sheet's game does
            self.run.fire(FIGHT_END, self.fight)  # its hooks heal the run (RunState.heal), whose HP is now the fight's
            self._give_rewards()

    # --- rewards -----------------------------------------------------------------------------------------

    def _give_rewards(self) -> None:
        draws = stream(self.seed, "rewards", self.run.floor)
        spoils = rewards.fight_spoils(self.run, self.fight_kind, draws)
        for _ in range(BURNING_RELICS if self.burning else 0):  # after the elite's own draws, which stay as they were
            rewards.relic_found(self.run, draws, spoils, f"the {BURNING_WORD}'s")
        self.reward_lines, self.offer, self.boss_relics = spoils.lines, spoils.offer, spoils.boss_relics
        self.offer_rare_chance = spoils.rare_chance
        self.fight = None
        self.phase = REWARD

    def _on_reward(self, action: Any) -> None:
        if action != SKIP:
            if not (isinstance(action, list) and len(action) == 2 and action[0] == "card"):
                raise ValueError(f"not a reward action: {action!r}")
            number = number_of(action[1])
            if not 1 <= number <= len(self.offer):
                raise ValueError(f"no card {number} of {len(self.offer)}")
            self.run.deck.append(self.offer[number - 1])
            self.run.note(f"{self.offer[number - 1].get_name()} joins your deck.")
        self.offer = []
        if self.fight_kind == BOSS:
            self.phase = BOSS_RELIC if self.boss_relics else MAP
            if not self.boss_relics:
                self._next_act()
        else:
            self.phase = MAP

    def _on_boss_relic(self, action: Any) -> None:
        if action != SKIP:
            if not (isinstance(action, list) and len(action) == 2 and action[0] == "relic"):
                raise ValueError(f"not a boss relic action: {action!r}")
            number = number_of(action[1])
            if not 1 <= number <= len(self.boss_relics):
                raise ValueError(f"no relic {number} of {len(self.boss_relics)}")
            relics.obtain(self.run, self.boss_relics[number - 1])
        self.boss_relics = []
        self._next_act()

    def _next_act(self) -> None:
        """The boss fell: the climb is won after the last act, else the next act begins with a partial heal."""
        if self.run.act >= ACTS:
            self.phase = WON
            return
        share = rules.act_heal_percent(self.run.difficulty, self.run.daily_rule)
        healed = self.run.heal((self.run.max_hp - self.run.hp) * share // 100)
        self.run.note(f"You climb to act {self.run.act + 1} and recover {healed} HP." if healed
                      else f"You climb to act {self.run.act + 1} at full HP.")
        self._begin_act(self.run.act + 1)

    # --- rest sites ----------------------------------------------------------------------------------------

    def rest_heal(self) -> int:
        """What a rest heals before max HP caps it: the difficulty's share of max HP, as the REST hooks leave it
        (they only preview, so firing them changes nothing)."""
        amount = self.run.max_hp * rules.rest_percent(self.run.difficulty, self.run.daily_rule) // 100
        return self.run.fire(REST_HOOK, amount=amount).amount

    def rest_amount(self) -> int:
        """The HP resting would heal now (`rest_heal`, up to the HP missing)."""
        return max(0, min(self.rest_heal(), self.run.max_hp - self.run.hp))

    def _on_rest(self, action: Any) -> None:
        if action == REST_ACTION:
            healed = self.run.heal(self.rest_amount())
            self.run.note(f"You rest and heal {healed} HP.")
        elif isinstance(action, list) and len(action) == 2 and action[0] == "upgrade":
            number = number_of(action[1])
            if not 1 <= number <= len(self.run.deck):
                raise ValueError(f"no card {number} in a deck of {len(self.run.deck)}")
            better = cards.upgraded(self.run.deck[number - 1])
            if better is None:
                raise ValueError(f"{self.run.deck[number - 1].get_name()} cannot be upgraded")
            self.run.note(f"{self.run.deck[number - 1].get_name()} becomes {better.get_name()}.")
            self.run.deck[number - 1] = better
        else:
            raise ValueError(f"not a rest action: {action!r}")
        self.phase = MAP

    # --- shops ---------------------------------------------------------------------------------------------

    def _can_remove(self) -> bool:
        assert self.shop is not None
        return shop.can_remove(self.run, self.shop)

    def _on_shop(self, action: Any) -> None:
        assert self.shop is not None
        if action == LEAVE:
            self.shop = None
            self.phase = MAP
        elif isinstance(action, list) and len(action) == 2 and action[0] == "buy":
            number = number_of(action[1])
            if not 1 <= number <= len(self.shop.items):
                raise ValueError(f"no item {number}")
            self.run.note(shop.buy(self.run, self.shop, number - 1))
        elif isinstance(action, list) and len(action) == 2 and action[0] == "remove":
            number = number_of(action[1])
            if not 1 <= number <= len(self.run.deck):
                raise ValueError(f"no card {number} in a deck of {len(self.run.deck)}")
            self.run.note(shop.remove_card(self.run, self.shop, number - 1))
        else:
            raise ValueError(f"not a shop action: {action!r}")

    # --- events --------------------------------------------------------------------------------------------

    def _on_event(self, action: Any) -> None:
        if self.outcome is not None:
            if action != LEAVE:
                raise ValueError(f"not an event action: {action!r}")
            self.outcome = None
            self.phase = MAP
            return
        if not (isinstance(action, list) and len(action) == 2 and action[0] == "choose"):
            raise ValueError(f"not an event choice: {action!r}")
        number = number_of(action[1])
        allowed = events.available(self.run, self.event_id)
        if not 1 <= number <= len(allowed) or not allowed[number - 1]:
            raise ValueError(f"option {number} cannot be chosen")
        outcome = events.resolve(self.run, self.event_id, number - 1, stream(self.seed, "event", self.run.floor,
                                                                               "resolve"))
        self.run.note(outcome.text)
        if outcome.fight is not None:
            self.outcome = None
            self._start_fight(outcome.fight)
        else:
            self.outcome = outcome

    # --- potions -------------------------------------------------------------------------------------------

    def _drop_potion(self, action: list[Any]) -> None:
        if len(action) != 2:
            raise ValueError(f"not a potion to drop: {action!r}")
        slot = number_of(action[1])
        if not 1 <= slot <= len(self.run.potions) or self.run.potions[slot - 1] is None:
            raise ValueError(f"no potion in slot {slot}")
        self.run.note(f"{potions.potion(self.run.potions[slot - 1]).name} thrown away.")  # type: ignore[arg-type]
        self.run.potions[slot - 1] = None

    # --- the end -------------------------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        """True once the climb is won or lost."""
        return self.phase in (WON, LOST)

    def figures(self) -> dict[str, Any]:
        """What the records keep of a climb: turns, the act and floor reached, difficulty, what killed the player,
        the deck by name, relics by name, gold, HP."""
        return {"turns": self.turns, "character": self.run.character, "act": self.run.act, "floor": self.run.floor,
                "difficulty": self.run.difficulty, **({"rule": self.run.daily_rule} if self.run.daily_rule else {}),
                "killed_by": self.killed_by,
                "deck": [card.get_name() for card in self.run.deck],
                "relics": [relic.name for relic in self.run.relics], "gold": self.run.gold,
                "hp": self.run.hp, "max_hp": self.run.max_hp}
