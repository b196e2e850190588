"""What the inspect dialog (and the deck, pile and relic lists) says of one thing of the climb, whole: a card (cost,
rarity, text, what its upgrade would be or that it is one), a relic (rarity, text, its counter), a potion, a monster
(HP, block, intent and how its damage is worked out, its rule, its statuses with the turns they act on, its pattern
of moves). Each entry is a one-line label for the list and the lines of its detail. Pure: no urwid.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from arcade.games.spire.classic.cards import card_kinds
from arcade.games.spire.classic.statuses import StatusTiming, status_lines
from arcade.games.spire.climb import events, potions, relics
from arcade.games.spire.climb.cards import card_rarity, upgraded
from arcade.games.spire.climb.fight import ClimbFight, active_powers, is_unplayable
from arcade.games.spire.climb.forecasts import ClimbIntent
from arcade.games.spire.climb.keywords import NEUTRAL, POISON_TEXT, STANCE_TEXTS, cost_label
from arcade.games.spire.climb.monster_rules import damage_rule, damage_sum, pattern_lines
from arcade.games.spire.climb.more_cards import UPGRADE_MARK
from arcade.games.spire.climb.player_powers import power_text
from arcade.games.spire.climb.state import Relic, RunState
from arcade.games.spire.climb_ui.forecast import describe_climb_intent
from arcade.games.spire.model import Card, Monster
from arcade.games.spire.views.fight_view import monster_name

WHOLE = 1000
"""Columns an intent may take in the inspect dialog: as many as it needs (the dialog wraps it)."""
TALLY_STICK, TWIN_FANG = "tally_stick", "twin_fang"
"""The relics whose counters (run.counters) say where they stand."""


@dataclass(frozen=True)
class Entry:
    """One thing to inspect: its line in the list, and the lines of its detail (wrapped by the dialog)."""

    label: str
    detail: tuple[str, ...]


def rarity_of(card: Card) -> str:
    """A card's rarity ('common'; 'curse'), or '' for a card the climb does not know."""
    try:
        return card_rarity(card.get_name())
    except KeyError:
        return ""


def card_label(card: Card) -> str:
    """'IronWave · cost 1 · common': a card's list line."""
    rarity = rarity_of(card)
    return f"{card.get_name()} · cost {cost_label(card)}" + (f" · {rarity}" if rarity else "")


def upgrade_words(card: Card) -> str:
    """What upgrading the card would make ('Upgrade: Strike+ · cost 1 · Deal 9 damage.'), or that it cannot be."""
    if is_unplayable(card):
        return "A curse: it cannot be played, nor upgraded."
    if card.get_name().endswith(UPGRADE_MARK):
        return "Upgraded already."
    better = upgraded(card)
    if better is None:
        return "It cannot be upgraded."
    return f"Upgrade: {better.get_name()} · cost {cost_label(better)} · {better.get_description()}"


def card_entry(card: Card, count: int = 1) -> Entry:
    """A card: its label (with how many of it, when more than one) and its whole detail."""
    target = " · needs a target" if card.requires_target() else ""
    head = f"{count} × " if count > 1 else ""
    return Entry(head + card_label(card), (f"{card_label(card)}{target}", card.get_description(), upgrade_words(card)))


def card_entries(cards: Sequence[Card]) -> list[Entry]:
    """A pile or deck as one entry per kind of card, in first-seen order, with how many of each."""
    counts = Counter(card.get_name() for card in cards)
    return [card_entry(card, counts[card.get_name()]) for card in card_kinds(cards)]


def relic_counter(run: RunState, relic_id: str, in_fight: bool) -> str:
    """Where a relic the run holds with a counter stands ('Attacks counted: 2 of 3; your next attack makes it.'), else
    '' (a relic only offered counts nothing yet)."""
    if not run.has_relic(relic_id):
        return ""
    if relic_id == TALLY_STICK:
        count = run.counters.get(TALLY_STICK, 0)
        every = relics.relic(TALLY_STICK).numbers["every"]
        left = every - count
        return (f"Attacks counted: {count} of {every}; "
                + ("your next attack makes it." if left == 1 else f"{left} more attacks to the next."))
    if relic_id == TWIN_FANG and in_fight:
        return ("Used in this fight: the next fight's first attack hits twice." if run.counters.get(TWIN_FANG, 0)
                else "Not used yet: your next attack in this fight hits twice.")
    return ""


def relic_lines(relic: Relic) -> tuple[str, str]:
    """A relic's name and rarity, then its text, as the relics' table words it now (every list of relics says this)."""
    relic = relics.relic(relic.id)
    return f"{relic.name} · {relic.rarity} relic", relic.text


def relic_entry(relic: Relic, run: RunState, in_fight: bool = False) -> Entry:
    """A relic held or offered: its name, rarity, text and counter."""
    counter = relic_counter(run, relic.id, in_fight)
    label = f"{relic.name} · {relic.rarity}" + (f" · {counter}" if counter else "")
    return Entry(label, (*relic_lines(relic), *([counter] if counter else [])))


def relic_id_entry(relic_id: str, run: RunState, in_fight: bool = False) -> Entry:
    """A relic by its id (one offered, one in a shop)."""
    return relic_entry(relics.relic(relic_id), run, in_fight)


def potion_entry(potion_id: str, slot: int | None = None) -> Entry:
    """A potion held (in a slot) or offered: its name, rarity, text and whether it needs a target."""
    potion = potions.potion(potion_id)
    target = "Thrown at a monster you choose." if potion.needs_target else "Needs no target."
    head = f"{slot} " if slot is not None else ""
    return Entry(f"{head}{potion.name} · {potion.rarity} potion",
                 (f"{potion.name} · {potion.rarity} potion", potion.text, target))


def option_entry(option: events.Option, run: RunState | None, refusal: str = "") -> Entry:
    """An event's option: its label and its text for this run (None: its numbers as set, no relic changing them),
    and why it cannot be taken now, when it cannot."""
    text = option.describe(run)
    return Entry(f"{option.label}: {text}", (option.label, text, *([f"not now: {refusal}"] if refusal else [])))


def event_lines(event: events.Event, run: RunState | None = None) -> tuple[str, ...]:
    """An event whole: its title, its story (the event page's words, as one paragraph to wrap to any width), and
    each option's line."""
    return (event.title, " ".join(event.text.split("\n")), *(option_entry(option, run).label
                                                             for option in event.options))


def rule_lines(monster: Monster) -> list[str]:
    """A monster's damage rule, whole, when its damage is not its move's figure (monster_rules.damage_rule)."""
    rule = damage_rule(monster)
    return [f"Rule: {rule.whole}"] if rule is not None else []


def kind_lines(monster: Monster, in_fight: bool = True) -> list[str]:
    """What a monster brings to every fight: its powers acting, and its pattern of moves (in a fight the next one
    marked; see monster_rules.pattern_lines)."""
    lines = [f"Power: {power.name}: {power.text}" for power in active_powers(monster)]
    pattern = pattern_lines(monster, in_fight)
    return [*lines, "Its moves, in order (before strength):", *pattern] if pattern else lines


def monster_entry(fight: ClimbFight, roster: Sequence[Monster], monster: Monster, intent: ClimbIntent | None,
                  timing: StatusTiming) -> Entry:
    """A monster standing: HP and block, its intent and how its damage comes about, its rule, its statuses with the
    turns they act on, and its pattern of moves."""
    name = monster_name(monster, roster.index(monster) + 1)
    lines = [f"{name}: HP {monster.get_hp()}/{monster.get_max_hp()} · block {monster.get_block()}"]
    if intent is None:
        lines.append("Intent: none (it falls before it acts).")
    else:
        lines.append(f"Intent: {describe_climb_intent(intent, WHOLE)}.")
        worked = damage_sum(fight, monster)
        if worked is not None and intent.hits:
            hits = f" per hit, {intent.hits} hits" if intent.hits > 1 else ""
            lines.append(f"Its damage: {', '.join(worked.parts())} = {intent.damage}{hits}.")
    lines += rule_lines(monster)
    lines += status_lines("Statuses", monster, on_player=False, timing=timing)
    poison = fight.poison.get(monster.get_id(), 0)
    if poison:
        lines.append(POISON_TEXT.format(amount=poison).capitalize() + ".")
    lines += kind_lines(monster)
    label = f"{name} · HP {monster.get_hp()}/{monster.get_max_hp()}"
    if intent is not None:
        label += f" · {describe_climb_intent(intent, WHOLE)}"
    return Entry(label, tuple(lines))


def keyword_lines(fight: ClimbFight, roster: Sequence[Monster]) -> list[str]:
    """The statuses dialog's lines for the character cards' keywords: the player's stance and powers, each
    monster's poison, the cards exhausted this fight (none of them for a fight without any)."""
    player = fight.get_player()
    lines = [f"Stance: {STANCE_TEXTS[player.stance]}." if player.stance != NEUTRAL else ""]
    lines += [f"Your power {power_text(name, amount)}" for name, amount in player.powers.items()]
    lines += [f"{monster_name(monster, roster.index(monster) + 1)}: {POISON_TEXT.format(amount=poison)}."
              for monster in fight.get_monsters() if (poison := fight.poison.get(monster.get_id(), 0))]
    if player.exhausted:
        lines.append("Exhausted: " + ", ".join(card.get_name() for card in player.exhausted) + ".")
    return [line for line in lines if line]


def message_entry(title: str, lines: Sequence[str]) -> Entry:
    """A text the screen shows cut (the status line's message, the fight's log): the whole of it."""
    return Entry(title, tuple(lines) or ("Nothing.",))
