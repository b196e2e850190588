"""What a climb carries from floor to floor (HP, deck, gold, relics, potions), and the relics' named hooks.

A relic is a rule change: a `Relic` names the hooks it acts on (`FIGHT_START`, `TURN_START`, `CARD_PLAYED`, …) and
a function for each, called with a `HookEvent` that says where the climb is (the run, the fight if one is on, the
card or monster concerned, and an `amount` a hook may change: the gold gained, the HP a rest heals, a price). The
run calls `RunState.fire(hook, …)` at each of those moments, in the order the relics were obtained. Potions are
kept by id in slots. No urwid, no I/O; all randomness comes from the run's named streams (run.py).

A hook sees the fight as a `HookFight`, what a hook may do to one (fight.ClimbFight is one), so this module never
imports fight.py, which imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from arcade.games.spire.model import Card, Monster

# --- the hooks: the moments of a climb a relic can act on ---------------------------------------------------

PICKUP = "pickup"
"""The relic has just been obtained (its one-off effect: more max HP, gold, upgraded cards)."""
FIGHT_START = "fight start"
"""A fight has begun: the first hand is drawn, the player's first turn is on (block gained here stays)."""
TURN_START = "turn start"
"""A player turn has begun (the first one too, after FIGHT_START): hand drawn, energy full, block at 0."""
CARD_PLAYED = "card played"
"""A card was played (`card`; `target` the monster it was played on, None without one), its effect done."""
MONSTER_KILLED = "monster killed"
"""A monster fell (`target`), by a card, a potion or a relic."""
TURN_END = "turn end"
"""The player ends their turn, before the hand is discarded and the monsters act."""
FIGHT_END = "fight end"
"""A fight was won (every monster fell), before the rewards."""
REST = "rest"
"""The player rests at a rest site: `amount` is the HP the rest will heal (a hook may change it)."""
GOLD_GAINED = "gold gained"
"""Gold is about to be gained: `amount` (a hook may change it)."""
PRICE = "price"
"""A shop names a price: `amount` (a hook may change it; the shop rounds and floors it)."""
POTION_USED = "potion used"
"""A potion was drunk (`potion` its id)."""

HOOKS = (PICKUP, FIGHT_START, TURN_START, CARD_PLAYED, MONSTER_KILLED, TURN_END, FIGHT_END, REST, GOLD_GAINED,
         PRICE, POTION_USED)
"""Every hook, in the order a climb meets them."""

CURRENT_RULES = 5
"""The version of the climb's rules every new climb plays by: its fight rules (fight.FIGHT_RULES), from
`GENRE_CLIMB_RULES` on the genre's rules of the climb, from 4 (a climb begun since 29 November 2026) the
characters' own pools and the keywords (cards.CHARACTER_POOL_RULES), from 5 (`RETUNED_RULES`) act 1's retuned
encounters; a climb keeps the one it began with, and a save that names none began with 1."""
RETUNED_RULES = 5
"""From this version of the rules on (a climb begun since the evening of 29 November 2026), act 1's Hungry Worm and
Bell Tyrant have less HP (bestiary.RETUNED: the task sheet's Jaw Worm walled any deck that could not deal about half
its HP in one turn, and the Bell Tyrant ended half the climbs a simple player lost in act 1)."""
GENRE_CLIMB_RULES = 3
"""From this version of the rules on (a climb begun since 28 November 2026), the climb plays by the genre's rules: an
act's map has at least two elites and one of them burning, an unknown room's chance of a fight grows each time one is
not (run.py), a card reward's chance of a rare grows after each reward without one (rewards.py), and a boss offers
relics from a larger pool (relics.py, `Relic.since`)."""

POTION_SLOTS = 3
"""A run holds at most this many potions."""


class HookFighter(Protocol):
    """What a hook may do to the player in a fight (fight.Fighter is one)."""

    def get_hp(self) -> int: ...

    def heal(self, amount: int) -> None: ...

    def add_block(self, amount: int) -> None: ...

    def add_strength(self, amount: int) -> None: ...

    def add_vulnerable(self, amount: int) -> None: ...

    def gain_energy(self, amount: int) -> None: ...


class HookFight(Protocol):
    """What a hook may read of a fight and do to it (fight.ClimbFight is one)."""

    @property
    def turn(self) -> int:
        """The player's turns so far (1 on the first)."""

    @property
    def last_hit(self) -> int:
        """The HP and block the last card played took from its target."""

    def get_player(self) -> HookFighter: ...

    def get_monsters(self) -> list[Monster]: ...

    def damage_monster(self, monster: Monster, amount: int) -> None:
        """Damage from outside a card, through block; a monster that falls is taken off (MONSTER_KILLED fired)."""


@dataclass
class HookEvent:
    """What a hook is told: the run, the fight if one is on, and what the moment concerns."""

    run: RunState
    fight: HookFight | None = None
    card: Card | None = None
    target: Monster | None = None
    amount: int = 0
    potion: str = ""
    relic: Relic | None = None
    """The relic whose hook is being called (RunState.fire sets it before each call)."""
    preview: bool = False
    """True when the hooks are asked what an amount would become (a text said before a choice), not acting."""

    def note(self, text: str) -> None:
        """Say in the run's log what a relic did (nothing when only previewing)."""
        if not self.preview:
            self.run.note(text)

    def number(self, name: str) -> int:
        """One of the numbers of the relic being called (the same its text is built from)."""
        if self.relic is None:
            raise ValueError("no relic is being called")
        return self.relic.numbers[name]


Hook = Callable[[HookEvent], None]


@dataclass(frozen=True)
class Relic:
    """A relic: an id (what the run keeps), a name of our own, its text (a template over its numbers: "Heal {heal}
    HP whenever a monster falls."), where it comes from, its hooks, and the numbers its hooks act by
    (`HookEvent.number`), so a number is written once and its text says it."""

    id: str
    name: str
    template: str
    rarity: str
    """'starter' (a character's first), 'common', 'uncommon', 'rare' (elites and treasure), 'shop', 'boss'."""
    hooks: Mapping[str, Hook] = field(default_factory=dict)
    numbers: Mapping[str, int] = field(default_factory=dict)
    since: int = 1
    """The version of the climb's rules that brought the relic: a climb begun by an older one never draws it."""

    @property
    def text(self) -> str:
        """What the relic does, its numbers filled in."""
        return self.template.format_map(dict(self.numbers))


@dataclass
class RunState:
    """Everything a climb carries between floors. The deck is the cards owned (the fight's piles are made from it
    and given back); `counters` keeps a relic's own numbers between fights (by relic id)."""

    character: str
    """The plain prompt's answer: 'ironclad', 'silent' or 'watcher'."""
    max_hp: int
    hp: int
    deck: list[Card]
    gold: int = 0
    relics: list[Relic] = field(default_factory=list)
    potions: list[str | None] = field(default_factory=lambda: [None] * POTION_SLOTS)
    difficulty: int = 0
    daily_rule: int = 0
    """A daily climb's one extra rule (rules.py, by its number) on top of the difficulty's; 0: none."""
    rules_version: int = CURRENT_RULES
    """The version of the rules this climb plays by (fight.FIGHT_RULES, GENRE_CLIMB_RULES)."""
    rare_pity: int = 0
    """Points the next card reward's chance of a rare card has grown by (rewards.RARE_PITY_STEP a reward without one,
    back to 0 when a rare is offered)."""
    act: int = 1
    floor: int = 0
    """Floors climbed over the whole climb (the first node of act 1 is floor 1)."""
    counters: dict[str, int] = field(default_factory=dict)
    log: list[str] = field(default_factory=list)
    """What happened, newest last, in the words the screen shows (a relic saying it acted, a potion drunk…)."""

    @property
    def genre_rules(self) -> bool:
        """Whether this climb plays by the genre's rules of the climb (begun by GENRE_CLIMB_RULES or later): the one
        place the run, its rewards and the screen ask."""
        return self.rules_version >= GENRE_CLIMB_RULES

    def fire(self, hook: str, fight: HookFight | None = None, **details: Any) -> HookEvent:
        """Call every relic's function for `hook`, in the order they were obtained; returns the event (its
        `amount` as the hooks left it)."""
        event = HookEvent(self, fight, **details)
        for relic in list(self.relics):
            function = relic.hooks.get(hook)
            if function is not None:
                event.relic = relic
                function(event)
        event.relic = None
        return event

    def has_relic(self, relic_id: str) -> bool:
        """True when the run holds this relic."""
        return any(relic.id == relic_id for relic in self.relics)

    def heal(self, amount: int) -> int:
        """Gain up to `amount` HP, never past max HP; the HP gained."""
        gained = max(0, min(amount, self.max_hp - self.hp))
        self.hp += gained
        return gained

    def lose_hp(self, amount: int) -> int:
        """Lose `amount` HP outside a fight (events), never below 0; the HP lost."""
        lost = max(0, min(amount, self.hp))
        self.hp -= lost
        return lost

    def raise_max_hp(self, amount: int) -> None:
        """More max HP, and as much HP (a relic, an event)."""
        self.max_hp += amount
        self.hp += amount

    def lower_max_hp(self, amount: int) -> None:
        """Less max HP (never below 1), HP cut to it (an event's price)."""
        self.max_hp = max(1, self.max_hp - amount)
        self.hp = min(self.hp, self.max_hp)

    def gold_to_gain(self, amount: int) -> int:
        """The gold gaining `amount` would give, as the GOLD_GAINED hooks would leave it (nothing is gained or noted):
        what a text says before the player chooses."""
        return max(0, self.fire(GOLD_GAINED, amount=amount, preview=True).amount)

    def gain_gold(self, amount: int) -> int:
        """Gain gold, as the GOLD_GAINED hooks leave the amount; the gold gained."""
        gained = max(0, self.fire(GOLD_GAINED, amount=amount).amount)
        self.gold += gained
        return gained

    def spend_gold(self, amount: int) -> None:
        """Pay `amount`; ValueError when the run has less."""
        if amount > self.gold:
            raise ValueError(f"{amount} gold needed, {self.gold} held")
        self.gold -= amount

    def free_potion_slot(self) -> int | None:
        """The first empty potion slot, or None when all are full."""
        return next((index for index, potion in enumerate(self.potions) if potion is None), None)

    def add_potion(self, potion_id: str) -> bool:
        """Put a potion in the first empty slot; False (and nothing kept) when the slots are full."""
        slot = self.free_potion_slot()
        if slot is None:
            return False
        self.potions[slot] = potion_id
        return True

    def note(self, text: str) -> None:
        """Add a line to the run's log."""
        self.log.append(text)
