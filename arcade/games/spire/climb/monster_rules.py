"""What a climb's monster acts by, in words built from the numbers it acts by: the rule of a monster whose damage is
not its move's fixed figure (the task sheet's JawWorm: half the damage it has taken; its Cultist: a ritual, then one
more each turn), the sum that gives an intent's damage (the move's or the rule's, its strength, the player's
vulnerable, its weak), its pattern of moves, and the line that says why an intent changed during the player's turn.

Every number comes from the model acting on a copy (a monster's next action, the monsters before it acting first),
never from a figure typed here, so the words say what the monster will do. Pure: no urwid.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.model import (
    DAMAGE,
    LOUSE_DAMAGE_RANGE,
    VULNERABLE_FACTOR,
    WEAK,
    WEAK_FACTOR,
    Cultist,
    JawWorm,
    Louse,
    Monster,
)

RULE_TURNS = 3
"""How many of a growing monster's next attacks its rule names ('then 8, 9, 10')."""
LOUSE_RULE = "Attacks for the same {damage} every turn (rolled when it appeared), before its strength."
"""A louse's rule, a template over its attack (the one it rolled, or the range it rolls from)."""
RITUAL = "Ritual"
"""The move's name of a Cultist's first turn, which deals no damage (the model's 'Rituals first')."""


@dataclass(frozen=True)
class DamageRule:
    """A monster's damage rule: `brief` for its intent line ('half damage taken'), `whole` for the inspect dialog."""

    brief: str
    whole: str


def next_actions(monster: Monster, count: int) -> list[dict[str, int]]:
    """The monster's next `count` actions as the model makes them, on a copy (the monster is left as it is)."""
    copied = copy.deepcopy(monster)
    return [copied.action() for _ in range(count)]


def worm_words(monster: Monster) -> str:
    """'half the 26 damage taken': the JawWorm's attack before its strength, from the HP it has lost."""
    return f"half the {monster.get_max_hp() - monster.get_hp()} damage taken"


def damage_rule(monster: Monster) -> DamageRule | None:
    """The rule of a monster whose damage is not a fixed figure of its move (None for one whose damage is)."""
    if isinstance(monster, JawWorm):
        taken = monster.get_max_hp() - monster.get_hp()
        before = monster.get_block()
        copied = copy.deepcopy(monster)
        damage = copied.action()[DAMAGE]
        block = copied.get_block() - before
        return DamageRule("half damage taken",
                          f"Attacks for half the damage it has taken, rounded down, and first gains the other half as "
                          f"block, rounded up: it has taken {taken}, so it attacks for {damage} and gains {block} "
                          f"block. Every hit you land on it makes its next attack bigger.")
    if isinstance(monster, Cultist):
        actions = next_actions(monster, RULE_TURNS + 1)
        attacks = [action[DAMAGE] for action in actions if action[DAMAGE]][:RULE_TURNS]
        step = attacks[-1] - attacks[-2]
        weak_turns = [number for number, action in enumerate(actions, start=1) if action.get(WEAK)]
        first = "Its next move is a ritual (no attack); then it" if not actions[0][DAMAGE] else "It"
        weak = (f" It makes you weak {actions[weak_turns[0] - 1][WEAK]} every other turn."
                if len(weak_turns) >= 2 and weak_turns[1] - weak_turns[0] == 2 else "")
        return DamageRule(f"+{step} a turn" if actions[0][DAMAGE] else f"then {attacks[0]}",
                          f"{first} attacks for {step} more each turn: next "
                          f"{', '.join(str(attack) for attack in attacks)}, before its strength.{weak}")
    if isinstance(monster, Louse):
        return DamageRule("", LOUSE_RULE.format(damage=next_actions(monster, 1)[0][DAMAGE]))
    return None


def kind_rule(monster: Monster) -> DamageRule | None:
    """The rule of a monster of this kind as a fight finds it, before its own rolls: a louse's attack said as the
    range it is rolled from (the compendium's), any other's as damage_rule says it."""
    if isinstance(monster, Louse):
        low, high = LOUSE_DAMAGE_RANGE
        return DamageRule("", LOUSE_RULE.format(damage=f"{low}–{high}"))
    return damage_rule(monster)


class MoveEffects(Protocol):
    """What a move does besides its hits: a pattern's Move and a forecast's intent both carry these."""

    weak: int
    vulnerable: int
    strength: int
    block: int
    wounds: int


def effect_words(move: MoveEffects) -> list[str]:
    """What else a move does, in one order and shape for intents and patterns: 'weak 1', 'vulnerable 2' (to the
    player), 'strength +2', 'block +6' (itself), '2 Wounds to your discard' (cards for this fight)."""
    parts = [f"weak {move.weak}"] if move.weak > 0 else []
    parts += [f"vulnerable {move.vulnerable}"] if move.vulnerable > 0 else []
    parts += [f"strength +{move.strength}"] if move.strength > 0 else []
    parts += [f"block +{move.block}"] if move.block > 0 else []
    parts += [f"{move.wounds} Wound{'s' if move.wounds > 1 else ''} to your discard"] if move.wounds > 0 else []
    return parts


def move_words(move: Move) -> str:
    """'Lunge 11', 'Volley 2×3', 'Harden: block +8', 'Tongue 4, weak 2': a move of a pattern, before strength."""
    hit = (f"{move.damage}×{move.hits}" if move.hits > 1 else str(move.damage)) if move.damage else ""
    effects = effect_words(move)
    if hit:
        return ", ".join([f"{move.name} {hit}", *effects])
    return f"{move.name}: {', '.join(effects)}" if effects else move.name


def pattern_lines(monster: Monster, in_fight: bool = True) -> list[str]:
    """A pattern monster's moves in order, the next one marked '▶ next', the ones made only once said so, and a
    second phase to come with the HP it comes at; not `in_fight` (the monster as a kind: the compendium's), no move
    is marked and no HP figure said, its max HP being the fight's draw."""
    if not isinstance(monster, ClimbMonster):
        return []
    lines = [f"Its second phase, since its HP fell to {monster.second_at}% or less:"] if monster.second_phase else []
    for place, move in enumerate(monster.moves):
        once = place < monster.loops_from
        mark = "▶ next" if in_fight and place == monster.next_place else "      "
        lines.append(f"{mark} {place + 1}. {move_words(move)}{' (once)' if once else ''}")
    again = monster.moves[monster.loops_from].name
    lines.append(f"Then from {monster.loops_from + 1}. {again} again." if monster.loops_from
                 else "Then the pattern starts again.")
    if monster.second_pattern and not monster.second_phase:
        hp = f" ({monster.second_phase_hp()})" if in_fight else ""
        lines.append(f"At {monster.second_at}% HP{hp} or less, its second phase: "
                     f"{'; '.join(move_words(move) for move in monster.second_pattern)}, over and over.")
    return lines


@dataclass(frozen=True)
class DamageSum:
    """How an intent's damage per hit comes about: the move's (or the rule's) damage, then the modifiers."""

    base: int
    base_words: str
    strength: int
    vulnerable: bool
    """The player will be vulnerable when it attacks (×1.5)."""
    weak: bool
    """It will be weak when it attacks (×0.75)."""

    def parts(self) -> list[str]:
        """'half the 26 damage it has taken', '+1 strength', '×1.5: you are vulnerable', '×0.75: it is weak'."""
        parts = [self.base_words]
        parts += [f"{'+' if self.strength > 0 else '−'}{abs(self.strength)} strength"] if self.strength else []
        parts += [f"×{VULNERABLE_FACTOR:g}: you are vulnerable"] if self.vulnerable else []
        parts += [f"×{WEAK_FACTOR:g}: it is weak"] if self.weak else []
        return parts


def damage_sum(fight: ClimbFight, monster: Monster) -> DamageSum | None:
    """How the monster's coming attack is worked out, as ending the turn now would find it (the monsters before it
    acting first, on a copy); None when it does not attack."""
    place = fight.get_monsters().index(monster)
    copied = copy.deepcopy(fight)
    copied.end_player_turn()
    standing = copied.get_monsters()
    for other in standing[:place]:
        copied.monster_acts(other, stop_when_fallen=False)
    acting = standing[place]
    base = next_actions(acting, 1)[0].get(DAMAGE, 0)
    if base <= 0:
        return None
    words = worm_words(monster) if isinstance(monster, JawWorm) else f"{base} from its move"
    if isinstance(monster, ClimbMonster):
        words = f"{monster.next_move().name} {base}"
    elif isinstance(monster, Cultist | Louse):
        words = f"its attack {base}"
    player = copied.get_player()
    return DamageSum(base, words, acting.get_strength(), player.get_vulnerable() > 0, acting.get_weak() > 0)


def change_lines(name: str, before: int, after: int, fight: ClimbFight, monster: Monster) -> tuple[str, str]:
    """An intent's damage per hit that changed while the player played, said short for the fight's log ('Hungry Worm
    1's attack grows to 14.') and whole, with why, for the status line ('… grows to 14: half the 26 damage taken,
    +1 strength.', the sum that gives it now)."""
    worked = damage_sum(fight, monster)
    if worked is None or not after:
        return f"{name} will not attack.", f"{name} will no longer attack (it was to deal {before})."
    verb = "grows" if after > before else "drops"
    return f"{name}'s attack {verb} to {after}.", f"{name}'s attack {verb} to {after}: {', '.join(worked.parts())}."


def changed_attacks(before: dict[int, int], after: dict[int, int], fight: ClimbFight,
                    names: dict[int, str]) -> list[tuple[str, str]]:
    """For each monster standing whose intent's damage per hit changed between two forecasts (by monster id), what
    change_lines says."""
    monsters: Sequence[Monster] = fight.get_monsters()
    return [change_lines(names[monster.get_id()], before[monster.get_id()], after[monster.get_id()], fight, monster)
            for monster in monsters
            if monster.get_id() in before and monster.get_id() in after
            and before[monster.get_id()] != after[monster.get_id()]]
