"""A fight of the climb: the task sheet's `Encounter` and `Player`, with our monsters, several hits and the hooks.

`ClimbFight` is an `Encounter` (the task sheet's class, unchanged) whose monsters are given rather than read from a
game file, whose player is a `Fighter` (a `Player` made from the run's HP and deck), and which calls the run's
relic hooks at the fight's start, each turn's start and end, each card played and each monster killed. The enemy turn
is the task sheet's (each monster's weak and vulnerable go to the player, its strength to itself, then its attack
through `attack_damage`) with one addition: a move may hit several times (`HITS`), each hit worked out alone. A
`ClimbMonster` acts by a fixed pattern of `Move`s, so what it will do next is known and shown as its intent
(`forecasts.predict_turn` plays the enemy turn on copies, exactly as `intents.predict_enemy_turn` does for the plain
monsters). Curses are cards that cannot be played (`UNPLAYABLE`). No urwid, no I/O.

Two rules of the task sheet's turn are the genre's in a climb (`FightRules`, from version 2, what every climb begun
since 28 November 2026 keeps; version 3 plays fights as 2 does): a card's damage lands before the weak and
vulnerable it applies, so a card's text is the damage it deals to a target without statuses; and weak and vulnerable
follow the genre's timing (statuses.GENRE_TIMING: N of either acts on exactly N turns, so 1 weak on a monster cuts
its next turn). A climb begun earlier keeps version 1, the task sheet's order, so its save replays to the same
state. """

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arcade.games.spire.classic.statuses import GENRE_TIMING, TASK_SHEET_TIMING, StatusTiming
from arcade.games.spire.climb import card_play
from arcade.games.spire.climb.fighter import Fighter, clear_block
from arcade.games.spire.climb.keywords import WRATH, WRATH_FACTOR, CharacterCard
from arcade.games.spire.climb.powers import ARTIFACT, CURL, KINDS, RISING, THORNS, Power
from arcade.games.spire.climb.state import (
    CARD_PLAYED,
    FIGHT_START,
    MONSTER_KILLED,
    TURN_END,
    TURN_START,
    RunState,
)
from arcade.games.spire.model import (
    DAMAGE,
    STRENGTH,
    VULNERABLE,
    WEAK,
    Card,
    Encounter,
    Entity,
    Monster,
    Player,
    attack_damage,
)

HITS = "hits"
"""An action's number of hits (1 when absent): the damage is worked out and dealt this many times."""
WOUNDS = "wounds"
"""An action's Wounds (cards.Wound) put into the player's discard pile, for the fight."""


@dataclass(frozen=True)
class FightRules:
    """How a climb's fights play where the genre and the task sheet differ; a climb keeps the version it began with."""

    version: int
    hit_first: bool
    """True: a card's damage lands before the weak and vulnerable it applies (the genre's); False: after (the task
    sheet's `Encounter.player_apply_card`)."""
    timing: StatusTiming
    """When weak and vulnerable tick (statuses.py)."""
    monster_powers: bool = False
    """True: a monster's powers (powers.py) act in its fights."""
    keywords: bool = False
    """True: the character cards' keywords and the player's powers act (keywords.py, card_play.py), and poison."""


FIGHT_RULES: dict[int, FightRules] = {rules.version: rules for rules in (
    FightRules(1, hit_first=False, timing=TASK_SHEET_TIMING),
    FightRules(2, hit_first=True, timing=GENRE_TIMING),
    FightRules(3, hit_first=True, timing=GENRE_TIMING, monster_powers=True),
    FightRules(4, hit_first=True, timing=GENRE_TIMING, monster_powers=True, keywords=True),
    FightRules(5, hit_first=True, timing=GENRE_TIMING, monster_powers=True, keywords=True),
)}
"""Every version of the climb's fight rules by number (state.CURRENT_RULES is the newest: every new climb's)."""


def tick_statuses(entity: Entity, spared: tuple[int, int] = (0, 0)) -> None:
    """One turn off the entity's weak and vulnerable, never below what it gained this turn (`spared`: weak, vulnerable;
    a monster's status on the player starts counting the round after it is put there) nor 0."""
    weak, vulnerable = spared
    if entity.get_weak() > weak:
        entity.add_weak(-1)
    if entity.get_vulnerable() > vulnerable:
        entity.add_vulnerable(-1)


def active_powers(monster: Monster) -> tuple[Power, ...]:
    """A monster's powers acting now with their amounts (none for the task sheet's monsters)."""
    return monster.active_powers() if isinstance(monster, ClimbMonster) else ()


def power_of(monster: Monster, kind: str) -> int:
    """The amount a monster's power of this kind acts by now (0 for none, spent, or a task sheet's monster)."""
    return monster.power(kind) if isinstance(monster, ClimbMonster) else 0


def is_unplayable(card: Card) -> bool:
    """True for a card that can never be played (a curse: it only takes a place in the hand)."""
    return bool(getattr(card, "unplayable", False))


@dataclass(frozen=True)
class Move:
    """One move of a monster's pattern: its name (the intent's word) and what it does. `block` goes to the monster
    itself, `strength` too; `weak` and `vulnerable` to the player; `damage` is dealt `hits` times; `wounds` Wound
    cards go into the player's discard pile."""

    name: str
    damage: int = 0
    hits: int = 1
    block: int = 0
    strength: int = 0
    weak: int = 0
    vulnerable: int = 0
    wounds: int = 0


class ClimbMonster(Monster):
    """A monster of ours: a display name, and a pattern of moves played in order, `repeat_from` being where the
    pattern starts again once it is done (0: the whole pattern again; a boss's opening moves come only once); and
    its powers (powers.py), which act once the fight arms them."""

    title = "Monster"
    pattern: tuple[Move, ...] = (Move("Wait"),)
    repeat_from = 0
    powers: tuple[Power, ...] = ()
    second_pattern: tuple[Move, ...] = ()
    """A second phase's moves (a boss's), played over and over from the turn after its HP falls to `second_at`
    percent of its max HP or below; () for a monster of one phase."""
    second_at = 50

    def __init__(self, max_hp: int, start: int = 0) -> None:
        super().__init__(max_hp)
        self._next = start % len(self.pattern)
        self._left: dict[str, int] = {}
        """Each armed power's amount now (Curl's is spent by its first use, Artifact's by each status it cancels)."""
        self._armed = False
        self.second_phase = False
        """True once its HP fell to the second phase's threshold (it then plays `second_pattern`)."""

    def arm_powers(self) -> None:
        """The fight starts by rules that have monster powers and phases: they act from now on."""
        self._left = {power.kind: power.amount for power in self.powers}
        self._armed = True

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves it plays now: its second phase's once that has begun, else its pattern."""
        return self.second_pattern if self.second_phase else self.pattern

    @property
    def loops_from(self) -> int:
        """Where its moves start again once done: `repeat_from`, or the second phase's first move."""
        return 0 if self.second_phase else self.repeat_from

    def second_phase_hp(self) -> int:
        """The HP at or below which its second phase begins (0: it has none)."""
        return self.get_max_hp() * self.second_at // 100 if self.second_pattern else 0

    def power(self, kind: str) -> int:
        """The amount this power acts by now (0: the monster has none, it is spent, or the fight never armed it)."""
        return self._left.get(kind, 0)

    def active_powers(self) -> tuple[Power, ...]:
        """The powers acting now, each with its amount now (a spent Curl or Artifact is gone): what the fight shows."""
        return tuple(Power(kind, self._left[kind]) for kind in KINDS if self._left.get(kind))

    def reduce_hp(self, amount: int) -> None:
        """The task sheet's damage, then Curl: the first HP lost gives its block (once per fight)."""
        before = self.get_hp()
        super().reduce_hp(amount)
        curl = self.power(CURL)
        if curl and self.get_hp() < before and not self.is_defeated():
            self.add_block(curl)
            self._left[CURL] = 0
        if self._armed and not self.second_phase and not self.is_defeated() and \
                self.get_hp() <= self.second_phase_hp():
            self.second_phase = True
            self._next = 0

    def add_weak(self, amount: int) -> None:
        """Weak put on it, unless Artifact cancels it (a turn ticking off is never cancelled)."""
        if not self._shrugged(amount):
            super().add_weak(amount)

    def add_vulnerable(self, amount: int) -> None:
        """Vulnerable put on it, unless Artifact cancels it."""
        if not self._shrugged(amount):
            super().add_vulnerable(amount)

    def _shrugged(self, amount: int) -> bool:
        """True (one Artifact spent) when a status is put on it and Artifact is left."""
        if amount > 0 and self.power(ARTIFACT):
            self._left[ARTIFACT] -= 1
            return True
        return False

    def get_name(self) -> str:
        """The monster's display name (ours: 'Rust Mite')."""
        return self.title

    def next_move(self) -> Move:
        """The move this monster makes on its next action."""
        return self.moves[self._next]

    @property
    def next_place(self) -> int:
        """The place in `pattern` (from 0) of the move it makes next: where it stands in its pattern, for a screen
        that shows the whole pattern (a move may come twice in it, so its name would not say which)."""
        return self._next

    def action(self) -> dict[str, int]:
        """Make the next move of the pattern: block and strength on itself, the rest described for the player."""
        move = self.next_move()
        self._next += 1
        if self._next >= len(self.moves):
            self._next = self.loops_from
        self.add_block(move.block)
        return {DAMAGE: move.damage, HITS: move.hits, WEAK: move.weak, VULNERABLE: move.vulnerable,
                STRENGTH: move.strength, WOUNDS: move.wounds}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._max_hp})"


class ClimbFight(Encounter):
    """One fight of the climb (see the module's docstring), by the run's version of the fight rules. `turn` counts the
    player's turns from 1; `killer` is the monster whose hit felled the player; `last_hit` the damage the last card
    played dealt its target (after strength, weak and vulnerable, before block)."""

    def __init__(self, run: RunState, monsters: Sequence[Monster]) -> None:
        # Encounter.__init__ builds monsters from a game file's names; a climb's are built by the bestiary, so the
        # same steps are taken here: the monsters first (their ids), the deck gathered, the first turn.
        self.run = run
        self.rules = FIGHT_RULES[run.rules_version]
        self.turn = 0
        self.killer: Monster | None = None
        self.last_hit = 0
        self._player = Fighter(run, self.rules.timing, self.rules.keywords)
        self.poison: dict[int, int] = {}
        """Each poisoned monster's poison by its id (card_play.py)."""
        self._monsters = list(monsters)
        self._players_turn = False
        if self.rules.monster_powers:
            for monster in self._monsters:
                if isinstance(monster, ClimbMonster):
                    monster.arm_powers()
        self._player.start_new_encounter()
        self.start_new_turn()
        run.fire(FIGHT_START, self)
        run.fire(TURN_START, self)

    def get_player(self) -> Fighter:
        """The run's fighter."""
        return self._player  # type: ignore[return-value]

    def start_new_turn(self) -> None:
        """The task sheet's new turn (a hand of five, full energy); the TURN_START hooks run after it, except for
        the first turn, whose hooks `__init__` runs after FIGHT_START's."""
        self.turn += 1
        super().start_new_turn()
        if self.rules.keywords:
            card_play.turn_started(self)

    def player_apply_card(self, card_name: str, target_id: int | None = None) -> bool:
        """The task sheet's play (an unplayable card never is), then the CARD_PLAYED hooks and MONSTER_KILLED for a
        target that fell."""
        card = self._player.find_card(card_name)
        if card is None or is_unplayable(card) or self._player.to_discard:
            return False
        target = self.find_monster(target_id) if target_id is not None else None
        hp_and_block = (target.get_hp(), target.get_block()) if target is not None else (0, 0)
        if not super().player_apply_card(card_name, target_id):
            return False
        self.last_hit = hp_and_block[0] + hp_and_block[1] - target.get_hp() - target.get_block() \
            if target is not None else 0
        if target is not None and card.get_damage_amount() > 0:
            self.thorns(target)
        self.run.fire(CARD_PLAYED, self, card=card, target=target)
        if target is not None and target.is_defeated():
            self.run.fire(MONSTER_KILLED, self, target=target)
        return True

    def _apply_played(self, played: Card, target: Monster | None) -> None:
        """What a card just paid for does: the task sheet's order, or under the genre's rules the block and strength,
        the hit, and only then the weak and vulnerable on the target (so its text's damage is what it deals)."""
        if not self.rules.hit_first:
            super()._apply_played(played, target)
            return
        if self.rules.keywords and isinstance(played, CharacterCard):
            card_play.play(self, played, target)
            return
        modifiers = played.get_status_modifiers()
        self._player.add_block(played.get_block())
        self._player.add_strength(modifiers.get(STRENGTH, 0))
        if target is not None:
            target.reduce_hp(attack_damage(played.get_damage_amount(), self._player, target))
            target.add_weak(modifiers.get(WEAK, 0))
            target.add_vulnerable(modifiers.get(VULNERABLE, 0))
            if target.is_defeated():
                self._monsters.remove(target)

    def discard_card(self, card_name: str) -> bool:
        """Discard the first card of this name from the hand, as a card's discard asked (card_play.discard); False
        when no discard is asked or no such card is in the hand."""
        card = self._player.find_card(card_name)
        if card is None or not self._player.to_discard or not self._players_turn:
            return False
        card_play.discard(self, card)
        return True

    def thorns(self, target: Monster) -> None:
        """An attack hit a monster with Thorns: its damage back to the player (through block); the monster felled the
        player if that was the last HP."""
        thorns = power_of(target, THORNS)
        if thorns:
            self._player.reduce_hp(thorns)
            if self._player.is_defeated():
                self.killer = target

    def damage_monster(self, monster: Monster, amount: int) -> None:
        """Damage from outside a card (a potion, a relic): through block, no strength or vulnerable; a monster that
        falls is taken off and the MONSTER_KILLED hooks run."""
        if monster not in self._monsters:
            return
        monster.reduce_hp(amount)
        if monster.is_defeated():
            self._monsters.remove(monster)
            self.run.fire(MONSTER_KILLED, self, target=monster)

    def end_player_turn(self) -> None:
        """The TURN_END hooks, then the task sheet's end of turn (hand → discard pile, the monsters' new turn: under
        the genre's timing only their block goes)."""
        self.run.fire(TURN_END, self)
        if self.rules.keywords:
            card_play.turn_ending(self)
        if self.rules.timing.ticks_before_acting:
            super().end_player_turn()
            return
        self._players_turn = False
        self._player.end_turn()
        for monster in self._monsters:
            clear_block(monster)

    def monster_acts(self, monster: Monster, stop_when_fallen: bool = True) -> list[int]:
        """One monster's turn (`apply_action`), and under the genre's timing one turn off its weak and vulnerable
        after it; each hit's damage."""
        if self.rules.keywords:
            card_play.poison_tick(self, monster)
            if monster.is_defeated():
                return []
        hits = apply_action(monster, self._player, stop_when_fallen)
        if isinstance(monster, ClimbMonster):
            monster.add_strength(monster.power(RISING))
        if not self.rules.timing.ticks_before_acting:
            tick_statuses(monster)
        return hits

    def player_statuses(self) -> tuple[int, int]:
        """The player's weak and vulnerable now."""
        return self._player.get_weak(), self._player.get_vulnerable()

    def end_round(self, before: tuple[int, int]) -> None:
        """Under the genre's timing, the round's end after the monsters acted: one turn off the player's weak and
        vulnerable as they were `before` the monsters' turn (what the monsters gave counts from the next round)."""
        if not self.rules.timing.ticks_before_acting:
            weak, vulnerable = self.player_statuses()
            tick_statuses(self._player, (weak - before[0], vulnerable - before[1]))

    def enemy_turn(self) -> None:
        """Every monster acts in order, as the task sheet's enemy turn does, each hit of a move worked out alone;
        then the round's end and the player's next turn with its TURN_START hooks, unless the player fell (then
        `killer` is the monster whose hit did it)."""
        if self._players_turn:
            return
        before = self.player_statuses()
        for monster in list(self._monsters):
            self.monster_acts(monster)
            if self._player.is_defeated():
                self.killer = monster
                return
        self.end_round(before)
        self.start_new_turn()
        self.run.fire(TURN_START, self)

    def is_won(self) -> bool:
        """True once every monster has fallen (and the player stands)."""
        return not self._monsters and not self._player.is_defeated()

    def is_lost(self) -> bool:
        """True once the player has fallen."""
        return self._player.is_defeated()


def apply_action(monster: Monster, player: Player, stop_when_fallen: bool = True) -> list[int]:
    """One monster's action on the player by the task sheet's enemy-turn rules, each hit alone; the damage of each
    hit after the modifiers (before the player's block). The hits stop once the player falls, unless told not to
    (a forecast names every hit)."""
    effects = monster.action()
    player.add_weak(effects.get(WEAK, 0))
    player.add_vulnerable(effects.get(VULNERABLE, 0))
    monster.add_strength(effects.get(STRENGTH, 0))
    if effects.get(WOUNDS, 0) and isinstance(player, Fighter):
        player.take_wounds(effects[WOUNDS])
    hits: list[int] = []
    if HITS in effects and effects.get(DAMAGE, 0) <= 0:
        return hits  # a move of ours without an attack (a buff, a block) deals nothing, strength or not
    doubled = isinstance(player, Fighter) and player.stance == WRATH
    for _ in range(max(1, effects.get(HITS, 1))):
        damage = attack_damage(effects.get(DAMAGE, 0), monster, player) * (WRATH_FACTOR if doubled else 1)
        player.reduce_hp(damage)
        hits.append(damage)
        if stop_when_fallen and player.is_defeated():
            break
    return hits
