"""The climb's difficulty levels, a ladder of ten: level 0 is the climb as designed, and each level above adds one
named rule and keeps every rule below it (as the genre's ascension does). Winning a climb at a level unlocks the next.

A rule's text is a template over its own numbers (`Rule.numbers`), and the functions the climb asks (`gold_percent`,
`potion_slots`, …) read those same numbers, so the run, the character page and docs/spire.md tell one story. The
levels of rules 1–4 never change (a saved climb at difficulty 3 replays by the same rules); a new rule goes on top.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from arcade.games.spire.classic.rewards import REST_PERCENT  # the classic runs' rest: the climb's below Restless nights
from arcade.games.spire.climb.cards import CURSES, LASTING_CURSES, CurseCard
from arcade.games.spire.climb.state import POTION_SLOTS

ACT_HEAL_PERCENT = 75
"""Going up to the next act heals this share of the HP missing (less under Cold camps)."""


@dataclass(frozen=True)
class Rule:
    """A difficulty level's added rule: its level, a short name, and what it does as a template over its numbers."""

    level: int
    name: str
    template: str
    numbers: Mapping[str, int | str] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """What the rule does, its numbers filled in."""
        return self.template.format_map(dict(self.numbers))

    def number(self, name: str) -> int:
        """One of the rule's numbers (what the climb acts by)."""
        value = self.numbers[name]
        assert isinstance(value, int), f"{self.name}'s {name} is no number"
        return value


GLOOM: type[CurseCard] = CURSES[0]
BRAND: type[CurseCard] = LASTING_CURSES[0]

RULES: tuple[Rule, ...] = (
    Rule(1, "Fierce elites", "Elites and bosses have {more}% more HP.", {"more": 25}),
    Rule(2, "Thin purses", "Fights drop {less}% less gold.", {"less": 25}),
    Rule(3, "Restless nights", "Resting heals {percent}% of max HP instead of {usual}%.",
         {"percent": 20, "usual": REST_PERCENT}),
    Rule(4, "Heavy heart", "The climb starts with a curse ({curse}) in the deck.", {"curse": GLOOM.__name__}),
    Rule(5, "Crowded halls", "Elites are drawn {more}% more often on the map.", {"more": 60}),
    Rule(6, "Sharp claws", "Every monster starts its fights with {strength} more strength.", {"strength": 1}),
    Rule(7, "Thick hides", "Monsters of ordinary fights have {more}% more HP.", {"more": 15}),
    Rule(8, "Cold camps", "Reaching the next act heals {percent}% of the HP missing instead of {usual}%.",
         {"percent": 40, "usual": ACT_HEAL_PERCENT}),
    Rule(9, "Small satchel", "You carry {slots} potions instead of {usual}.", {"slots": 2, "usual": POTION_SLOTS}),
    Rule(10, "Brand", "The climb starts with {curse}, a curse that never leaves the deck.",
         {"curse": BRAND.__name__}),
)
"""Every rule above level 0, in level order (rule N is RULES[N - 1])."""

HIGHEST = RULES[-1].level
"""The hardest difficulty there is."""

DAILY_RULES: tuple[Rule, ...] = RULES[:4]
"""The rules a daily climb draws its rule of the day from: the first four, fixed, so a day's climb keeps the rule it
had (the date → rule mapping is a promise; a rule added on top of the ladder does not change it)."""


def rules_at(level: int, extra: int = 0) -> tuple[Rule, ...]:
    """The rules in force at this difficulty (every rule up to it), with a daily climb's one extra rule (0: none)."""
    return tuple(rule for rule in RULES if applies(rule.level, level, extra))


def applies(rule: int, level: int, extra: int) -> bool:
    """Whether the rule of this number is in force at a difficulty: every rule up to it, and a daily climb's one
    extra rule (`extra`, the rule's number; 0: none), which may stand alone above the difficulty."""
    return level >= rule or extra == rule


def _number(rule: int, name: str) -> int:
    return RULES[rule - 1].number(name)


def boss_and_elite_hp_percent(level: int, extra: int = 0) -> int:
    """The HP of an elite or boss, in percent of its drawn HP."""
    return 100 + (_number(1, "more") if applies(1, level, extra) else 0)


def gold_percent(level: int, extra: int = 0) -> int:
    """The gold a fight drops, in percent."""
    return 100 - (_number(2, "less") if applies(2, level, extra) else 0)


def rest_percent(level: int, extra: int) -> int:
    """The share of max HP a rest heals."""
    return _number(3, "percent") if applies(3, level, extra) else REST_PERCENT


def starting_curses(level: int, extra: int = 0) -> tuple[type[CurseCard], ...]:
    """The curses the climb starts with at the end of its deck: Heavy heart's, then Brand's."""
    return (*((GLOOM,) if applies(4, level, extra) else ()), *((BRAND,) if applies(10, level, extra) else ()))


def elite_boost(level: int, extra: int = 0) -> float:
    """How many times more often the map draws an elite (map.generate's `elite_boost`)."""
    return 1 + (_number(5, "more") / 100 if applies(5, level, extra) else 0)


def monster_strength(level: int, extra: int = 0) -> int:
    """Strength every monster starts its fights with on top of its act's."""
    return _number(6, "strength") if applies(6, level, extra) else 0


def monster_hp_percent(level: int, extra: int = 0) -> int:
    """The HP of a monster of an ordinary fight, in percent of its drawn HP."""
    return 100 + (_number(7, "more") if applies(7, level, extra) else 0)


def act_heal_percent(level: int, extra: int) -> int:
    """The share of the HP missing that reaching the next act heals."""
    return _number(8, "percent") if applies(8, level, extra) else ACT_HEAL_PERCENT


def potion_slots(level: int, extra: int = 0) -> int:
    """How many potions the climb carries."""
    return _number(9, "slots") if applies(9, level, extra) else POTION_SLOTS


def difficulty_name(level: int) -> str:
    """'difficulty 0' or 'difficulty 2 (Thin purses)': the level with its newest rule."""
    return f"difficulty {level}" + (f" ({RULES[level - 1].name})" if 1 <= level <= HIGHEST else "")
