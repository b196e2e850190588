"""The climb's difficulty levels: level 0 is the climb as designed, and each level above adds one named rule and
keeps every rule below it (as the genre's ascension does). Winning a climb at a level unlocks the next.

The numbers every rule changes are read here, by level, so the run, the screen's character page and docs/spire.md
tell the same story.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.games.spire.classic.rewards import REST_PERCENT  # the classic runs' rest: the climb's below Restless nights


@dataclass(frozen=True)
class Rule:
    """A difficulty level's added rule: its level, a short name and what it does in one line."""

    level: int
    name: str
    text: str


RULES: tuple[Rule, ...] = (
    Rule(1, "Fierce elites", "Elites and bosses have 25% more HP."),
    Rule(2, "Thin purses", "Fights drop 25% less gold."),
    Rule(3, "Restless nights", "Resting heals 20% of max HP instead of 30%."),
    Rule(4, "Heavy heart", "The climb starts with a curse (Gloom) in the deck."),
)
"""Every rule above level 0, in level order."""

HIGHEST = RULES[-1].level
"""The hardest difficulty there is."""



def rules_at(level: int, extra: int = 0) -> tuple[Rule, ...]:
    """The rules in force at this difficulty (every rule up to it), with a daily climb's one extra rule (0: none)."""
    return tuple(rule for rule in RULES if applies(rule.level, level, extra))


def applies(rule: int, level: int, extra: int = 0) -> bool:
    """Whether the rule of this number is in force at a difficulty: every rule up to it, and a daily climb's one
    extra rule (`extra`, the rule's number; 0: none), which may stand alone above the difficulty."""
    return level >= rule or extra == rule


def boss_and_elite_hp_percent(level: int, extra: int = 0) -> int:
    """The HP of an elite or boss, in percent of its drawn HP."""
    return 125 if applies(1, level, extra) else 100


def gold_percent(level: int, extra: int = 0) -> int:
    """The gold a fight drops, in percent."""
    return 75 if applies(2, level, extra) else 100


def rest_percent(level: int, extra: int = 0) -> int:
    """The share of max HP a rest heals."""
    return 20 if applies(3, level, extra) else REST_PERCENT


def starts_cursed(level: int, extra: int = 0) -> bool:
    """True when the climb starts with a curse in the deck."""
    return applies(4, level, extra)


def difficulty_name(level: int) -> str:
    """'difficulty 0' or 'difficulty 2 (Thin purses)': the level with its newest rule."""
    return f"difficulty {level}" + (f" ({RULES[level - 1].name})" if 1 <= level <= HIGHEST else "")
