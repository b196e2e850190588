"""docs/spire.md tells the climb's truth: every relic, potion, event choice, difficulty rule and encounter the code
has, with its text, and the figures of the rules as the code has them."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.spire.climb import bestiary, events, potions, relics, rules, run

DOCS = (Path(__file__).resolve().parents[3] / "docs" / "spire.md").read_text(encoding="utf-8")
CLIMB = DOCS[DOCS.index("## The climb"):]


@pytest.mark.parametrize("relic", list(relics.RELICS.values()), ids=lambda relic: relic.id)
def test_every_relic_is_in_the_docs_with_its_text(relic: relics.Relic) -> None:
    """A row `| name | rarity | text |` per relic."""
    assert f"| {relic.name} | {relic.rarity} | {relic.text} |" in CLIMB


@pytest.mark.parametrize("potion", list(potions.POTIONS.values()), ids=lambda potion: potion.id)
def test_every_potion_is_in_the_docs_with_its_text(potion: potions.Potion) -> None:
    """A row per potion: name, rarity, target, text."""
    target = "a monster" if potion.needs_target else "–"
    assert f"| {potion.name} | {potion.rarity} | {target} | {potion.text} |" in CLIMB


@pytest.mark.parametrize("event", list(events.EVENTS.values()), ids=lambda event: event.id)
def test_every_event_and_choice_is_in_the_docs(event: events.Event) -> None:
    """The event's title and each choice's label and text."""
    row = next(line for line in CLIMB.splitlines() if line.startswith(f"| {event.title} |"))
    for option in event.options:
        assert f"{option.label}: {option.text}" in row


def test_every_difficulty_rule_is_in_the_docs() -> None:
    """A row per level: its number, name and text."""
    for rule in rules.RULES:
        assert f"| {rule.level} | {rule.name} | {rule.text} |" in CLIMB


def test_every_encounter_is_named_in_its_acts_row() -> None:
    """The encounters table names each encounter in its act's row."""
    for act, pools in bestiary.POOLS.items():
        row = next(line for line in CLIMB.splitlines() if line.startswith(f"| {act} | "))
        for specs in pools.values():
            for spec in specs:
                assert spec.name in row


def test_the_figures_the_docs_give_are_the_codes() -> None:
    """Gold, potion chance, the act heal, unknown odds and the rest share as the run uses them."""
    gold = run.GOLD
    assert (f"gold (monster {gold['monster'][0]}–{gold['monster'][1]}, elite {gold['elite'][0]}–{gold['elite'][1]}, "
            f"boss {gold['boss'][0]}–{gold['boss'][1]})") in " ".join(CLIMB.split())
    assert f"a potion {run.POTION_CHANCE}% of the time" in " ".join(CLIMB.split())
    assert f"recovers {run.ACT_HEAL_PERCENT}% of the HP missing" in " ".join(CLIMB.split())
    odds = dict(run.UNKNOWN_ODDS)
    assert f"a monster fight {odds['monster']}%, a shop {odds['shop']}%, treasure {odds['treasure']}%" in \
        " ".join(CLIMB.split())
    assert f"heal {rules.REST_PERCENT}% of max HP" in CLIMB
    assert f"act 2 starts its fights with {run.STRENGTH[2]} strength and of act 3 with {run.STRENGTH[3]}" in \
        " ".join(CLIMB.split())
