"""What a won fight and a treasure chest give, drawn from the floor's own random stream (run.py names it).

A won fight: gold by the kind of fight (monster 10-20, elite 25-35, boss 95-105; the difficulty's share of it), a
potion 40% of the time (left behind when every slot is full), for an elite a relic (common 50%, uncommon 33%,
rare 17%), and a choice of three cards (mostly common after a monster fight, more uncommon and rare after an elite,
only rare after a boss); a boss adds a choice of three boss relics. A treasure chest: 25-45 gold and a relic of the
same odds as an elite's. Gold and relics are taken at once (their hooks run); the cards and boss relics are offered.
The draws are made in this order, so a climb replays them exactly. No urwid, no I/O.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from arcade.games.spire.climb import cards, potions, relics, rules
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Card

MONSTER, ELITE, BOSS = "monster", "elite", "boss"
GOLD = {MONSTER: (10, 20), ELITE: (25, 35), BOSS: (95, 105)}
"""Gold a won fight drops, by the kind of fight (inclusive ranges, before the difficulty's share)."""
POTION_CHANCE = 40
"""Percent chance a won fight drops a potion."""
RELIC_WEIGHTS = (("common", 50), ("uncommon", 33), ("rare", 17))
"""The rarity of an elite's or a chest's relic, by weight."""
TREASURE_GOLD = (25, 45)
BOSS_RELIC_CHOICES = 3
RARE_PITY_STEP = 2
"""By the genre's rules (state.GENRE_CLIMB_RULES), each card reward of a monster or elite fight without a rare card
adds this many points to the next one's chance of a rare (taken from the common's); a rare offered sets it back."""


def has_pity(run: RunState, kind: str) -> bool:
    """Whether this kind of fight's card reward counts the rare card's pity: a monster's or elite's, by the genre's
    rules (a boss's cards are all rare)."""
    return kind != BOSS and run.genre_rules


def rare_chance(run: RunState, kind: str) -> int:
    """The percent chance that each card of this kind of fight's reward is rare, pity counted (a boss's all are)."""
    grown = run.rare_pity if has_pity(run, kind) else 0
    return min(cards.rare_weight(kind) + grown, cards.rare_weight(kind) + cards.common_weight(kind))


def rare_chance_words(kind: str, chance: int) -> str:
    """'Each card: 7% rare (3%, and 4 more after 2 rewards without a rare).': what an offer's rare chance was."""
    base = cards.rare_weight(kind)
    grown = chance - base
    if not grown:
        return f"Each card: {chance}% rare."
    rewards = -(-grown // RARE_PITY_STEP)
    return (f"Each card: {chance}% rare ({base}%, and {grown} more after {rewards} reward"
            f"{'' if rewards == 1 else 's'} without a rare).")


@dataclass
class Spoils:
    """What was gained (one line each, for the reward page) and what is offered: cards, and boss relics by id."""

    lines: list[str] = field(default_factory=list)
    offer: list[Card] = field(default_factory=list)
    boss_relics: list[str] = field(default_factory=list)
    rare_chance: int = 0
    """The percent chance each card offered had of being rare (rare_chance: the pity counted)."""


def weighted(rng: random.Random, choices: tuple[tuple[str, int], ...]) -> str:
    """One of the choices, drawn by their weights with one `randrange` of their total."""
    roll = rng.randrange(sum(weight for _, weight in choices))
    for choice, weight in choices:
        if roll < weight:
            return choice
        roll -= weight
    raise AssertionError("unreachable: the roll is below the total")


def _owned(run: RunState) -> list[str]:
    return [relic.id for relic in run.relics]


def relic_found(run: RunState, rng: random.Random, spoils: Spoils, whose: str = "") -> None:
    """A relic of the elite's or chest's odds, obtained at once (none when that rarity is all owned); a burning
    elite's second relic too (`whose` says so on its line: 'Relic: Twin Fang (the burning elite's).')."""
    _obtain_relic(run, rng, weighted(rng, RELIC_WEIGHTS), spoils, whose)


def _obtain_relic(run: RunState, rng: random.Random, rarity: str, spoils: Spoils, whose: str = "") -> None:
    """A relic of this rarity the run lacks, obtained at once and said on a line (none when the rarity is all
    owned)."""
    found = relics.draw_relic(rng, rarity, _owned(run), run.rules_version)
    if found is not None:
        relics.obtain(run, found)
        spoils.lines.append(f"Relic: {relics.relic(found).name}" + (f" ({whose})." if whose else "."))


def fight_spoils(run: RunState, kind: str, rng: random.Random) -> Spoils:
    """A won fight's rewards (see the module's docstring); gold, a potion and a relic are already taken."""
    low, high = GOLD[kind]
    share = rules.gold_percent(run.difficulty, run.daily_rule)
    spoils = Spoils([f"{run.gain_gold(rng.randint(low, high) * share // 100)} gold."])
    if rng.randrange(100) < POTION_CHANCE:
        potion_id = potions.random_potion(rng)
        name = potions.potion(potion_id).name
        kept = run.add_potion(potion_id)
        spoils.lines.append(f"Potion: {name}." if kept else f"Potion: {name} (no free slot, left behind).")
    if kind == ELITE:
        relic_found(run, rng, spoils)
    spoils.rare_chance = rare_chance(run, kind)
    spoils.offer = cards.offer(rng, kind, rare_bonus=spoils.rare_chance - cards.rare_weight(kind),
                               pool=cards.reward_pool(run.character, run.rules_version))
    if has_pity(run, kind):
        offered_rare = any(cards.card_rarity(card.get_name()) == cards.RARE for card in spoils.offer)
        run.rare_pity = 0 if offered_rare else run.rare_pity + RARE_PITY_STEP
    if kind == BOSS:
        for _ in range(BOSS_RELIC_CHOICES):
            found = relics.draw_relic(rng, "boss", [*_owned(run), *spoils.boss_relics], run.rules_version)
            if found is not None:
                spoils.boss_relics.append(found)
    return spoils


def treasure_spoils(run: RunState, rng: random.Random) -> Spoils:
    """A chest: its gold and relic, taken at once (the relic's rarity is drawn first, then the gold, then the
    relic)."""
    rarity = weighted(rng, RELIC_WEIGHTS)
    spoils = Spoils([f"{run.gain_gold(rng.randint(*TREASURE_GOLD))} gold."])
    _obtain_relic(run, rng, rarity, spoils)
    return spoils
