"""Slay the Spire (CSSE1001 assignment 2, 2023): the task sheet's classes and the support module's helpers.

Cards, entities (players and monsters) and encounters keep the task sheet's names, signatures, `str`
and `repr`. The support module's pieces (seed, messages, `read_game_file`, `select_cards`, `draw_cards`,
`random_louse_amount`, `display_encounter`) are re-written from the reference's description of them
(not copied). Where the task sheet and the reference disagree, the reference (what the original
printed) wins; see docs/spire.md.

Randomness: the support module seeded the global `random` with 10012023 at import and then called only
`randint(5, 7)` (one per Louse, at construction) and `sample(range(n), k)` (one per hand drawn). Here
the calls go to one injectable source (`set_random_source`, `new_game`), which starts as
`random.Random(SEED)`: the same Mersenne Twister stream, so the original hands and louse damage come out
exactly, and nothing else that uses `random` can disturb it. Monster ids count from 0 per process, as
the task sheet says; `new_game` (or `reset_monster_ids`) starts them again for a new game.

Only `display_encounter` prints, because the support module's function did; `format_encounter` is its
pure core.
"""

from __future__ import annotations

import math
import random
from collections.abc import MutableSequence, Sequence
from pathlib import Path
from typing import Protocol

from arcade.errors import LevelError

# --- the support module's constants -----------------------------------------------------------------

SEED = 10012023
"""The support module seeded the global random module with this number at import time."""

ENCOUNTER_WIN_MESSAGE = "\nYou have won the encounter!\n"
GAME_WIN_MESSAGE = "\nYou have won the game!\n"
GAME_LOSE_MESSAGE = "\nYou have lost the game!\n"
CARD_FAILURE_MESSAGE = "\nCard application failed.\n"

PLAYER_TYPE_PROMPT = "Enter a player type: "
GAME_FILE_PROMPT = "Enter a game file: "
MOVE_PROMPT = "Enter a move: "

HAND_SIZE = 5
"""Cards dealt at the start of every player turn."""
TURN_ENERGY = 3
"""Energy a player has at the start of every turn."""
LOUSE_DAMAGE_RANGE = (5, 7)
"""A louse's fixed damage is drawn from this inclusive range when it is created."""
MAX_MONSTERS = 3
"""An encounter holds one to three monsters (task sheet §5.3)."""

VULNERABLE_FACTOR = 1.5
WEAK_FACTOR = 0.75
DAMAGE = "damage"
BLOCK = "block"
STRENGTH = "strength"
WEAK = "weak"
VULNERABLE = "vulnerable"


class RandomSource(Protocol):
    """What the game needs from a random source: `random.Random` (and the `random` module) fit."""

    def randint(self, a: int, b: int) -> int: ...

    def sample(self, population: Sequence[int], k: int) -> list[int]: ...


_source: RandomSource = random.Random(SEED)


def set_random_source(source: RandomSource) -> None:
    """Make every later louse roll and card draw come from `source` (for tests and the screen)."""
    global _source
    _source = source


def get_random_source() -> RandomSource:
    """The random source louse rolls and card draws currently use."""
    return _source


def new_game(source: RandomSource | None = None) -> None:
    """Start a game as a fresh process of the original would: monster ids from 0, the given source
    (by default a new `random.Random(SEED)`, the original's stream)."""
    reset_monster_ids()
    set_random_source(random.Random(SEED) if source is None else source)


def random_louse_amount() -> int:
    """A louse's attack damage, drawn once when the louse is created (support module)."""
    low, high = LOUSE_DAMAGE_RANGE
    return _source.randint(low, high)


def select_cards(cards: MutableSequence[Card], amount: int) -> list[Card]:
    """Remove `amount` random cards from `cards` and return them in the order they were drawn.

    One `sample(range(len(cards)), amount)`; the chosen indices are removed from the highest down, so
    the cards left keep their order (support module).
    """
    indices = _source.sample(range(len(cards)), k=amount)
    selected = [cards[index] for index in indices]
    for index in sorted(indices, reverse=True):
        del cards[index]
    return selected


def draw_cards(deck: MutableSequence[Card], hand: MutableSequence[Card], discarded: MutableSequence[Card]) -> None:
    """Deal a new hand of five: a short deck's leftovers first, then the discard pile becomes the deck.

    The original called `sample` even when deck and discard pile together held fewer than five cards,
    and crashed; here the hand is then just smaller (no handout deck ever gets there).
    """
    hand.clear()
    if len(deck) < HAND_SIZE:
        hand.extend(deck)
        deck.clear()
        deck.extend(discarded)
        discarded.clear()
    amount = min(HAND_SIZE - len(hand), len(deck))
    if amount > 0:
        hand.extend(select_cards(deck, amount))


# --- cards ----------------------------------------------------------------------------------------------


class Card:
    """A card: what playing it does (damage, block, status modifiers), its cost and its text."""

    _damage = 0
    _block = 0
    _energy_cost = 1
    _status_modifiers: dict[str, int] = {}  # noqa: RUF012 - read-only; get_status_modifiers copies it
    _description = "A card."
    _requires_target = True

    def get_damage_amount(self) -> int:
        """The damage this card does to its target."""
        return self._damage

    def get_block(self) -> int:
        """The block this card adds to its user."""
        return self._block

    def get_energy_cost(self) -> int:
        """The energy this card costs to play."""
        return self._energy_cost

    def get_status_modifiers(self) -> dict[str, int]:
        """The status modifiers playing this card applies (a fresh dict, safe to change)."""
        return dict(self._status_modifiers)

    def get_name(self) -> str:
        """The card's name: its class name."""
        return type(self).__name__

    def get_description(self) -> str:
        """What the card does, in words."""
        return self._description

    def requires_target(self) -> bool:
        """True when the card must be played on a monster."""
        return self._requires_target

    def __str__(self) -> str:
        return f"{self.get_name()}: {self.get_description()}"

    def __repr__(self) -> str:
        return f"{self.get_name()}()"


class Strike(Card):
    """Deal 6 damage for 1 energy."""

    _damage = 6
    _description = "Deal 6 damage."


class Defend(Card):
    """Gain 5 block for 1 energy; needs no target."""

    _block = 5
    _description = "Gain 5 block."
    _requires_target = False


class Bash(Card):
    """Deal 7 damage and gain 5 block for 2 energy."""

    _damage = 7
    _block = 5
    _energy_cost = 2
    _description = "Deal 7 damage. Gain 5 block."


class Neutralize(Card):
    """Deal 3 damage and make the target 1 weak and 2 vulnerable, for free."""

    _damage = 3
    _energy_cost = 0
    _status_modifiers = {WEAK: 1, VULNERABLE: 2}  # noqa: RUF012
    _description = "Deal 3 damage. Apply 1 weak. Apply 2 vulnerable."


class Survivor(Card):
    """Gain 8 block and 1 strength for 1 energy; needs no target."""

    _block = 8
    _status_modifiers = {STRENGTH: 1}  # noqa: RUF012
    _description = "Gain 8 block and 1 strength."
    _requires_target = False


class Eruption(Card):
    """Deal 9 damage for 2 energy (postgraduate card; the sheet gives no description, ours is natural)."""

    _damage = 9
    _energy_cost = 2
    _description = "Deal 9 damage."


class Vigilance(Card):
    """Gain 8 block and 1 strength for 2 energy; needs no target (postgraduate card)."""

    _block = 8
    _energy_cost = 2
    _status_modifiers = {STRENGTH: 1}  # noqa: RUF012
    _description = "Gain 8 block and 1 strength."
    _requires_target = False


CARD_TYPES: dict[str, type[Card]] = {
    card.__name__: card for card in (Strike, Defend, Bash, Neutralize, Survivor, Eruption, Vigilance)
}
"""Every playable card by name (for `describe` and the screen)."""


def card_named(name: str) -> Card | None:
    """A new card of the type with this exact name, or None when there is no such card."""
    card_type = CARD_TYPES.get(name)
    return card_type() if card_type is not None else None


# --- entities -------------------------------------------------------------------------------------------


class Entity:
    """Anything with HP that fights: block soaks damage first; strength, weak and vulnerable adjust it."""

    def __init__(self, max_hp: int) -> None:
        self._max_hp = max_hp
        self._hp = max_hp
        self._block = 0
        self._strength = 0
        self._weak = 0
        self._vulnerable = 0

    def get_hp(self) -> int:
        """Current HP."""
        return self._hp

    def get_max_hp(self) -> int:
        """Maximum HP (the HP the entity started with)."""
        return self._max_hp

    def get_block(self) -> int:
        """Block: damage taken comes off this first."""
        return self._block

    def get_strength(self) -> int:
        """Extra damage every attack of this entity does."""
        return self._strength

    def get_weak(self) -> int:
        """Turns for which this entity's attacks do 25% less damage."""
        return self._weak

    def get_vulnerable(self) -> int:
        """Turns for which damage to this entity is 50% more."""
        return self._vulnerable

    def get_name(self) -> str:
        """The name of the entity's most specific class."""
        return type(self).__name__

    def reduce_hp(self, amount: int) -> None:
        """Take `amount` damage: block absorbs what it can, the rest comes off HP (never below 0)."""
        absorbed = min(self._block, max(amount, 0))
        self._block -= absorbed
        self._hp = max(0, self._hp - (amount - absorbed))

    def heal(self, amount: int) -> None:
        """Gain up to `amount` HP, never past max HP (ours: the screen's rest between encounters)."""
        self._hp = min(self._max_hp, self._hp + max(amount, 0))

    def is_defeated(self) -> bool:
        """True when no HP is left."""
        return self._hp <= 0

    def add_block(self, amount: int) -> None:
        """Add to block."""
        self._block += amount

    def add_strength(self, amount: int) -> None:
        """Add to strength."""
        self._strength += amount

    def add_weak(self, amount: int) -> None:
        """Add turns of weak."""
        self._weak += amount

    def add_vulnerable(self, amount: int) -> None:
        """Add turns of vulnerable."""
        self._vulnerable += amount

    def new_turn(self) -> None:
        """A new turn: block back to 0, weak and vulnerable one turn less (strength stays)."""
        self._block = 0
        self._weak = max(0, self._weak - 1)
        self._vulnerable = max(0, self._vulnerable - 1)

    def __str__(self) -> str:
        return f"{self.get_name()}: {self._hp}/{self._max_hp} HP"

    def __repr__(self) -> str:
        return f"{self.get_name()}({self._max_hp})"


class Player(Entity):
    """The entity the user controls: energy, and three piles of cards (deck, hand, discard pile)."""

    def __init__(self, max_hp: int, cards: list[Card] | None = None) -> None:
        super().__init__(max_hp)
        self._energy = TURN_ENERGY
        self._deck: list[Card] = cards if cards is not None else []
        self._hand: list[Card] = []
        self._discarded: list[Card] = []

    def get_energy(self) -> int:
        """Energy left this turn."""
        return self._energy

    def get_hand(self) -> list[Card]:
        """The cards playable this turn."""
        return self._hand

    def get_deck(self) -> list[Card]:
        """The cards still to be drawn."""
        return self._deck

    def get_discarded(self) -> list[Card]:
        """The cards played or discarded this encounter."""
        return self._discarded

    def start_new_encounter(self) -> None:
        """Put the discard pile at the end of the deck (the hand should be empty by now)."""
        self._deck.extend(self._discarded)
        self._discarded.clear()

    def end_turn(self) -> None:
        """Move the hand, in order, to the end of the discard pile."""
        self._discarded.extend(self._hand)
        self._hand.clear()

    def new_turn(self) -> None:
        """An entity's new turn, then a new hand (one `draw_cards`) and full energy."""
        super().new_turn()
        draw_cards(self._deck, self._hand, self._discarded)
        self._energy = TURN_ENERGY

    def find_card(self, card_name: str) -> Card | None:
        """The first card in the hand with this name, or None (ours, shared by play and the screen)."""
        return next((card for card in self._hand if card.get_name() == card_name), None)

    def play_card(self, card_name: str) -> Card | None:
        """Play the first card of this name in the hand if energy allows: hand → discard, pay its cost."""
        card = self.find_card(card_name)
        if card is None or card.get_energy_cost() > self._energy:
            return None
        self._hand.remove(card)
        self._discarded.append(card)
        self._energy -= card.get_energy_cost()
        return card

    def __repr__(self) -> str:
        if type(self) is Player:
            return f"Player({self._max_hp})"
        return f"{self.get_name()}()"


class IronClad(Player):
    """80 HP; 5 Strike, 4 Defend and a Bash."""

    def __init__(self) -> None:
        super().__init__(80, [*(Strike() for _ in range(5)), *(Defend() for _ in range(4)), Bash()])


class Silent(Player):
    """70 HP; 5 Strike, 5 Defend, a Neutralize and a Survivor."""

    def __init__(self) -> None:
        super().__init__(70, [*(Strike() for _ in range(5)), *(Defend() for _ in range(5)), Neutralize(), Survivor()])


class Watcher(Player):
    """72 HP; 4 Strike, 4 Defend, an Eruption and a Vigilance (postgraduate player)."""

    def __init__(self) -> None:
        super().__init__(72, [*(Strike() for _ in range(4)), *(Defend() for _ in range(4)), Eruption(), Vigilance()])


PLAYER_TYPES: dict[str, type[Player]] = {"ironclad": IronClad, "silent": Silent, "watcher": Watcher}
"""The answers to the player-type prompt."""


class Monster(Entity):
    """A monster: a unique id (0, 1, 2, … per game) and an action each enemy turn."""

    _next_id = 0

    def __init__(self, max_hp: int) -> None:
        super().__init__(max_hp)
        self._id = Monster._next_id
        Monster._next_id += 1

    def get_id(self) -> int:
        """This monster's unique id."""
        return self._id

    def action(self) -> dict[str, int]:
        """Act (changing this monster's own stats) and describe the effect on the player."""
        raise NotImplementedError


def reset_monster_ids() -> None:
    """Number the next monster 0 again (a new game)."""
    Monster._next_id = 0


class Louse(Monster):
    """Attacks for the same random 5–7 damage every turn, rolled when it is created."""

    def __init__(self, max_hp: int) -> None:
        super().__init__(max_hp)
        self._damage = random_louse_amount()

    def action(self) -> dict[str, int]:
        return {DAMAGE: self._damage}


class Cultist(Monster):
    """Rituals first (0 damage), then 7, 8, 9, … damage; makes the player weak every other turn."""

    def __init__(self, max_hp: int) -> None:
        super().__init__(max_hp)
        self._calls = 0

    def action(self) -> dict[str, int]:
        damage = 0 if self._calls == 0 else 6 + self._calls
        weak = self._calls % 2
        self._calls += 1
        return {DAMAGE: damage, WEAK: weak}


class JawWorm(Monster):
    """Gains half the damage taken so far as block (rounded up) and attacks with the other half (down)."""

    def action(self) -> dict[str, int]:
        taken = self._max_hp - self._hp
        self.add_block(math.ceil(taken / 2))
        return {DAMAGE: taken // 2}


MONSTER_TYPES: dict[str, type[Monster]] = {"Louse": Louse, "Cultist": Cultist, "JawWorm": JawWorm}
"""Monster types a game file may name."""


# --- encounters -----------------------------------------------------------------------------------------


def attack_damage(base: int, attacker: Entity, target: Entity) -> int:
    """Damage after strength, the target's vulnerable (×1.5) and the attacker's weak (×0.75), rounded down."""
    damage: float = base + attacker.get_strength()
    if target.get_vulnerable() > 0:
        damage *= VULNERABLE_FACTOR
    if attacker.get_weak() > 0:
        damage *= WEAK_FACTOR
    return int(damage)


class Encounter:
    """One fight: the player against one to three monsters, in turns."""

    def __init__(self, player: Player, monsters: list[tuple[str, int]]) -> None:
        self._player = player
        self._monsters: list[Monster] = [MONSTER_TYPES[name](hp) for name, hp in monsters]
        self._players_turn = False
        self._player.start_new_encounter()
        self.start_new_turn()

    def start_new_turn(self) -> None:
        """The player's turn: they may play cards; they get a new hand and full energy."""
        self._players_turn = True
        self._player.new_turn()

    def end_player_turn(self) -> None:
        """End the player's turn: hand → discard pile, and every monster's new turn."""
        self._players_turn = False
        self._player.end_turn()
        for monster in self._monsters:
            monster.new_turn()

    def get_player(self) -> Player:
        """The player."""
        return self._player

    def get_monsters(self) -> list[Monster]:
        """The monsters still alive, in order."""
        return self._monsters

    def is_active(self) -> bool:
        """True while monsters remain."""
        return bool(self._monsters)

    def is_players_turn(self) -> bool:
        """True while the player may play cards (ours, for the screen)."""
        return self._players_turn

    def find_monster(self, target_id: int) -> Monster | None:
        """The remaining monster with this id, or None."""
        return next((monster for monster in self._monsters if monster.get_id() == target_id), None)

    def player_apply_card(self, card_name: str, target_id: int | None = None) -> bool:
        """Play the first card of this name, on the monster with `target_id` if given; False if not possible.

        Every check happens before any energy is spent. A target given for a card that needs none is still
        hit (with the card's 0 damage plus the player's strength), as the task sheet's steps say.
        """
        if not self._players_turn:
            return False
        card = self._player.find_card(card_name)
        if card is not None and card.requires_target() and target_id is None:
            return False
        target = self.find_monster(target_id) if target_id is not None else None
        if target_id is not None and target is None:
            return False
        played = self._player.play_card(card_name)
        if played is None:
            return False
        self._apply_played(played, target)
        return True

    def _apply_played(self, played: Card, target: Monster | None) -> None:
        """What a card just paid for does, in the task sheet's order: block and strength to the player, the target's
        vulnerable and weak, then its damage (after them); a target that falls leaves the encounter (ours: one step
        of player_apply_card, so a climb's fight can play the same card in the genre's order)."""
        modifiers = played.get_status_modifiers()
        self._player.add_block(played.get_block())
        self._player.add_strength(modifiers.get(STRENGTH, 0))
        if target is not None:
            target.add_vulnerable(modifiers.get(VULNERABLE, 0))
            target.add_weak(modifiers.get(WEAK, 0))
            target.reduce_hp(attack_damage(played.get_damage_amount(), self._player, target))
            if target.is_defeated():
                self._monsters.remove(target)

    def enemy_turn(self) -> None:
        """Every monster acts in order (their weak/vulnerable on the player, their strength on themselves,
        then their attack), then the player's next turn starts. Does nothing during the player's turn."""
        if self._players_turn:
            return
        for monster in self._monsters:
            effects = monster.action()
            self._player.add_weak(effects.get(WEAK, 0))
            self._player.add_vulnerable(effects.get(VULNERABLE, 0))
            monster.add_strength(effects.get(STRENGTH, 0))
            self._player.reduce_hp(attack_damage(effects.get(DAMAGE, 0), monster, self._player))
        self.start_new_turn()


# --- game files and display (support module) -----------------------------------------------------------

ENCOUNTER_HEADING = "Encounter"


def read_game_file(file: str | Path) -> list[list[tuple[str, int]]]:
    """The encounters of a game file: each a list of (monster type, max HP) in file order.

    A line starting with 'Encounter' opens an encounter; every other non-blank line is
    '<MonsterType> <max_hp>'. The original reader trusted its files; this one raises LevelError naming the
    file and line for anything it cannot play (unknown monster, bad HP, no or too many monsters).
    """
    path = Path(file)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LevelError(path, "no such game file") from None
    except IsADirectoryError:
        raise LevelError(path, "not a regular file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise LevelError(path, f"cannot read the game file ({error.__class__.__name__})") from None
    encounters: list[list[tuple[str, int]]] = []
    heading_lines: list[int] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith(ENCOUNTER_HEADING):
            encounters.append([])
            heading_lines.append(number)
            continue
        if not encounters:
            raise LevelError(path, f"expected 'Encounter N' before the first monster, found {line!r}", number)
        encounters[-1].append(_parse_monster(path, line, number))
        if len(encounters[-1]) > MAX_MONSTERS:
            raise LevelError(path, f"an encounter holds at most {MAX_MONSTERS} monsters", number)
    if not encounters:
        raise LevelError(path, "no encounters (expected lines like 'Encounter 1' then 'Louse 25')")
    for monsters, number in zip(encounters, heading_lines, strict=True):
        if not monsters:
            raise LevelError(path, "this encounter has no monsters", number)
    return encounters


def _parse_monster(path: Path, line: str, number: int) -> tuple[str, int]:
    """One '<MonsterType> <max_hp>' line, checked."""
    parts = line.split(" ")
    if len(parts) != 2:
        raise LevelError(path, f"expected '<Monster> <max HP>', found {line!r}", number)
    name, hp_text = parts
    if name not in MONSTER_TYPES:
        known = ", ".join(MONSTER_TYPES)
        raise LevelError(path, f"unknown monster {name!r} (known: {known})", number)
    if not hp_text.isdigit() or int(hp_text) <= 0:
        raise LevelError(path, f"max HP must be a positive whole number, found {hp_text!r}", number)
    return name, int(hp_text)


def format_encounter(encounter: Encounter) -> str:
    """The text `display_encounter` prints (support module layout), newline-terminated."""
    lines = ["MONSTERS"]
    for monster in encounter.get_monsters():
        border = "-" * len(str(monster))
        lines += [border, f"Monster {monster.get_id()}", str(monster), border]
    lines += ["", "", ""]
    player = encounter.get_player()
    hand = f"Hand: {player.get_hand()}"
    border = "-" * len(hand)
    lines += [
        "PLAYER",
        border,
        player.get_name(),
        f"HP: {player.get_hp()}/{player.get_max_hp()}",
        f"Energy: {player.get_energy()}",
        hand,
        f"Block: {player.get_block()} Strength: {player.get_strength()} "
        f"Vulnerable: {player.get_vulnerable()} Weak: {player.get_weak()}",
        border,
    ]
    return "\n".join(lines) + "\n"


def display_encounter(encounter: Encounter) -> None:
    """Print the encounter: the monsters, then the player (support module)."""
    print(format_encounter(encounter), end="")
