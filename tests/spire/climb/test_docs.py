"""docs/spire.md tells the climb's truth: every relic, potion, event choice, difficulty rule and encounter the code
has, with its text, and the figures of the rules as the code has them."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.spire.climb import bestiary, cards, events, potions, powers, relics, rewards, rules, run
from arcade.games.spire.climb.keywords import HAND_LIMIT, STANCE_ENERGY, WRATH_FACTOR, cost_label
from arcade.games.spire.climb.monster_rules import move_words
from arcade.games.spire.climb.player_powers import POWERS

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


@pytest.mark.parametrize("event", [*events.EVENTS.values(), events.OPENING], ids=lambda event: event.id)
def test_every_event_and_choice_is_in_the_docs(event: events.Event) -> None:
    """The event's title and each choice's label and text, as said before any run (no relic changing a number)."""
    row = next(line for line in CLIMB.splitlines() if line.startswith(f"| {event.title} |"))
    for option in event.options:
        assert f"{option.label}: {option.describe()}" in row


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
    gold = rewards.GOLD
    assert (f"gold (monster {gold['monster'][0]}–{gold['monster'][1]}, elite {gold['elite'][0]}–{gold['elite'][1]}, "
            f"boss {gold['boss'][0]}–{gold['boss'][1]})") in " ".join(CLIMB.split())
    assert f"a potion {rewards.POTION_CHANCE}% of the time" in " ".join(CLIMB.split())
    assert (f"Each card of a monster fight's reward is rare {cards.rare_weight('monster')}% of the time and of an "
            f"elite's {cards.rare_weight('elite')}%; by the genre's rules each such reward without a rare adds "
            f"{rewards.RARE_PITY_STEP} points to the next one's chance") in " ".join(CLIMB.split())
    assert f"recovers {run.ACT_HEAL_PERCENT}% of the HP missing" in " ".join(CLIMB.split())
    odds = dict(run.UNKNOWN_ODDS)
    assert f"a monster fight {odds['monster']}%, a shop {odds['shop']}%, treasure {odds['treasure']}%" in \
        " ".join(CLIMB.split())
    assert f"heal {rules.REST_PERCENT}% of max HP" in CLIMB
    hp, strength = run.HP_PERCENT, run.STRENGTH
    assert hp[2] == hp[3]
    assert (f"every monster has {hp[1]}% of its drawn HP in act 1 and {hp[2]}% in acts 2 and 3, and starts its fights "
            f"with {strength[1]} strength in act 1, {strength[2]} in act 2 and {strength[3]} in act 3") in \
        " ".join(CLIMB.split())


def test_every_card_and_its_upgrade_is_in_the_docs() -> None:
    """A row per card of the climb's pool and of every character's own: rarity, cost and text, then the upgrade's
    cost and text; a row per curse."""
    for card_type in cards.CLIMB_BY_NAME.values():
        card = card_type()
        better = cards.upgraded(card)
        assert better is not None
        assert (f"| {card.get_name()} | {cards.card_rarity(card.get_name())} | {cost_label(card)} | "
                f"{card.get_description()} | {cost_label(better)} | {better.get_description()} |") in CLIMB
    for curse_type in cards.CURSES:
        curse = curse_type()
        assert f"| {curse.get_name()} | curse | – | {curse.get_description()} | – | – |" in CLIMB


def test_every_power_and_its_monsters_are_in_the_docs() -> None:
    """A row per power: its text over N, and every monster that has it with its amount."""
    for kind in powers.KINDS:
        row = next(line for line in CLIMB.splitlines() if line.startswith(f"| {kind.capitalize()} | "))
        assert powers.TEXTS[kind].format(amount="N") in row
        holders = [f"{monster.title} ({power.amount})" for monster in bestiary.MONSTERS for power in monster.powers
                   if power.kind == kind]
        assert row.endswith(f"| {', '.join(holders)} |")


def test_every_wounding_move_is_in_the_docs() -> None:
    moves = [f"{monster.title}'s {move.name} ({move.wounds})" for monster in bestiary.MONSTERS
             for move in monster.pattern if move.wounds]
    assert moves and f"The moves: {', '.join(moves)}." in " ".join(CLIMB.split())


def test_every_boss_and_its_second_phase_are_in_the_docs() -> None:
    bosses = [monster for monster in bestiary.MONSTERS if monster.second_pattern]
    assert len(bosses) == 6
    for boss in bosses:
        assert f"| {boss.title} | {'; '.join(move_words(move) for move in boss.second_pattern)} |" in CLIMB


def test_every_player_power_and_the_keywords_figures_are_in_the_docs() -> None:
    """A row per power of the player's, its text over N; the shared cards' count, the hand limit, wrath's factor and
    calm's energy as the fight uses them."""
    for name, power in POWERS.items():
        assert f"| {name} | {power.text(0).replace(' 0 ', ' N ')} |" in CLIMB
    said = " ".join(CLIMB.split())
    assert f"the {len(cards.SHARED_CARDS)} cards every character shares" in said
    assert f"never past {HAND_LIMIT} cards in the hand" in said
    assert f"the player takes {WRATH_FACTOR} times the damage; leaving calm gives {STANCE_ENERGY} energy" in said
