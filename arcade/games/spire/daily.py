"""Spire's part of the daily: a climb whose seed and character the day fixes, at difficulty 0 with one daily
rule of climb/rules.py (the day's, alone: Thin purses without Fierce elites, say), one of its DAILY_RULES."""

from __future__ import annotations

from arcade.daily import DailyPart
from arcade.games.spire.climb import rules
from arcade.games.spire.model import PLAYER_TYPES
from arcade.registry import SCREEN_SETTING

CLIMB_SEED_BITS = 32
"""A climb's seed is this many bits (as the climb's screen draws them)."""
CHARACTER_SETTING, SEED_SETTING, RULE_SETTING = "character", "seed", "rule"
"""The daily level's settings the climb's screen starts the day's climb from."""


def challenge(seed: int) -> DailyPart:
    """The day's climb: its character, its seed and its rule, all from the day's seed."""
    characters = tuple(PLAYER_TYPES)
    character = characters[seed % len(characters)]
    rule = rules.DAILY_RULES[(seed >> 8) % len(rules.DAILY_RULES)]
    return DailyPart(f"{PLAYER_TYPES[character].__name__} climb, rule of the day",
                     f"{rule.name}: {rule.text[0].lower()}{rule.text[1:]}",
                     {SCREEN_SETTING: "climb", CHARACTER_SETTING: character,
                      SEED_SETTING: seed % (1 << CLIMB_SEED_BITS), RULE_SETTING: rule.level},
                     reached="act")
