"""The climb's compendium in words: every card (each character's starting cards, then the shared pool by rarity, the
curses and status cards), relic, potion, event and monster (by act) the climb holds, each with the whole text the
inspect dialog gives it in play (inspect_text.py's builders, so the two cannot drift), and what a climb shows the
player at a moment (`met_now`), which the screen notes in the store as met. Pure: no urwid.

The store keeps what was met by kind and name, names that do not change: a card's name (an upgraded card counts as
its card), a relic's, potion's or event's id, a monster's name.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from arcade.games.spire.classic.cards import card_kinds
from arcade.games.spire.classic.record import separate_game
from arcade.games.spire.climb import bestiary, cards, events, potions, relics, shop
from arcade.games.spire.climb.fight import ClimbMonster
from arcade.games.spire.climb.monster_rules import kind_rule
from arcade.games.spire.climb.more_cards import UPGRADE_MARK
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb_ui.inspect_text import card_entry, event_lines, kind_lines, potion_entry, relic_lines
from arcade.games.spire.model import PLAYER_TYPES, Card, Monster

CARD, RELIC, POTION, EVENT, MONSTER = "card", "relic", "potion", "event", "monster"
KINDS = (CARD, RELIC, POTION, EVENT, MONSTER)
"""The kinds of things met, as the store keeps them (Store.note_met), in the compendium's order of sections."""
UNMET = "???"
"""What the list shows for a thing not met yet."""
NOT_MET_TEXT = ("Not met yet: it shows here once a climb has shown it to you.",)
"""The detail of a thing not met yet."""
FIGHT_KINDS = {bestiary.EASY: "fights", bestiary.MONSTER: "fights", bestiary.ELITE: "elites",
               bestiary.BOSS: "bosses"}
"""How the monsters of each act are grouped: the easy and ordinary fights together, the elites, the bosses."""


@dataclass(frozen=True)
class Known:
    """One thing the compendium lists: its kind and name as the store keeps them, its name in the list once met, and
    its whole text as play shows it."""

    kind: str
    name: str
    title: str
    detail: tuple[str, ...]


@dataclass(frozen=True)
class Group:
    """Things listed under one heading ('Common', 'Act 1 · elites')."""

    title: str
    entries: tuple[Known, ...]


@dataclass(frozen=True)
class Section:
    """One page of the compendium: its kind, its name, its groups."""

    kind: str
    title: str
    groups: tuple[Group, ...]

    def names(self) -> set[str]:
        """Every name the section lists (a card under two characters' starting cards counts once)."""
        return {entry.name for group in self.groups for entry in group.entries}

    def first_met(self, met: set[str]) -> int:
        """The place in the section's list (its headings left out) of its first thing met; 0 when none was."""
        listed = [entry for group in self.groups for entry in group.entries]
        return next((place for place, entry in enumerate(listed) if entry.name in met), 0)

    def count_met(self, met: set[str]) -> tuple[int, int]:
        """How many of the section's things were met, and how many it lists."""
        names = self.names()
        return len(names & met), len(names)


def base_name(name: str) -> str:
    """The name a card is kept under: an upgraded card's is its card's ('Strike+' → 'Strike')."""
    return name.removesuffix(UPGRADE_MARK)


def card_known(card_type: type[Card]) -> Known:
    """A card by its type: its inspect text (cost, rarity, text, its upgrade)."""
    card = card_type()
    return Known(CARD, card.get_name(), card.get_name(), card_entry(card).detail)


def _by_rarity(pool: Sequence[type[Card]]) -> list[type[Card]]:
    """A pool's cards, common first, then uncommon and rare, each rarity in the pool's order."""
    order = (cards.COMMON, cards.UNCOMMON, cards.RARE)
    return sorted(pool, key=lambda card: order.index(cards.CARD_RARITY[card.__name__]))


def card_groups() -> tuple[Group, ...]:
    """Each character's starting cards and its own pool (common, uncommon, rare), the cards every pool shares, the
    older climbs' one pool (those it does not share), then curses and statuses."""
    groups = []
    for character_id, character in PLAYER_TYPES.items():  # the character page's order
        sample = character()
        groups.append(Group(f"{sample.get_name()}'s starting cards",
                            tuple(card_known(type(card)) for card in card_kinds(sample.get_deck()))))
        own = cards.OWN_CARDS[character_id].CARDS
        groups.append(Group(f"{sample.get_name()}'s own cards", tuple(card_known(card) for card in _by_rarity(own))))
    groups.append(Group("Shared by every character", tuple(card_known(card)
                                                            for card in _by_rarity(cards.SHARED_CARDS))))
    older = [card for card in cards.CLIMB_POOL
             if card not in cards.SHARED_CARDS and cards.CARD_RARITY[card.__name__] != cards.BASIC]
    groups.append(Group("The older climbs' pool", tuple(card_known(card) for card in _by_rarity(older))))
    others = (*cards.CURSES, *cards.LASTING_CURSES, *cards.STATUS_CARDS.values())
    groups.append(Group("Curses and statuses", tuple(card_known(card) for card in others)))
    return tuple(groups)


def relic_groups() -> tuple[Group, ...]:
    """The relics by rarity (starter, common, uncommon, rare, shop, boss), in the relics' table's order."""
    return tuple(Group(rarity.capitalize(), tuple(Known(RELIC, relic.id, relic.name, relic_lines(relic))
                                                  for relic in relics.RELICS.values() if relic.rarity == rarity))
                 for rarity in relics.RARITIES)


def potion_groups() -> tuple[Group, ...]:
    """The potions by rarity."""
    return tuple(Group(rarity.capitalize(), tuple(Known(POTION, potion.id, potion.name, potion_entry(potion.id).detail)
                                                  for potion in potions.POTIONS.values() if potion.rarity == rarity))
                 for rarity in (potions.COMMON, potions.UNCOMMON, potions.RARE))


def event_groups() -> tuple[Group, ...]:
    """The opening's choice, then the events of the map; each with its options as said before any relic."""
    def known(event: events.Event) -> Known:
        return Known(EVENT, event.id, event.title, event_lines(event))
    return (Group("Before the first floor", (known(events.OPENING),)),
            Group("On the map", tuple(known(event) for event in events.EVENTS.values())))


class RangeEnds:
    """A random source that rolls every range at its low end: a sample monster built on it draws nothing at random
    (nor from the model's source of a climb in play)."""

    def randint(self, a: int, b: int) -> int:
        return a

    def sample(self, population: Sequence[int], k: int) -> list[int]:
        return list(population[:k])


def sample_monster(monster_type: type[Monster], hp: int) -> Monster:
    """A monster of this kind as a fight begins: full HP, at the start of its pattern, its powers armed; built aside
    (the model's random source and monster numbering are left as they were)."""
    with separate_game(RangeEnds()):
        monster = monster_type(hp, 0) if issubclass(monster_type, ClimbMonster) else monster_type(hp)
        if isinstance(monster, ClimbMonster):
            monster.arm_powers()
    return monster


def monster_known(monster_type: type[Monster], act: int, specs: list[bestiary.EncounterSpec]) -> Known:
    """A monster as a kind: its HP range and the act's encounters it is met in, then its rule, powers and moves as
    the inspect dialog says them (no move marked next, no HP figure of a second phase: it is no monster of a
    fight)."""
    ranges = [(low, high) for spec in specs for member, low, high in spec.members if member is monster_type]
    low, high = min(low for low, _ in ranges), max(high for _, high in ranges)
    sample = sample_monster(monster_type, high)
    rule = kind_rule(sample)
    encounters = ", ".join(dict.fromkeys(f"{spec.name} ({spec.kind})" for spec in specs))
    name = sample.get_name()
    return Known(MONSTER, name, name, (f"{name} · HP {low}–{high} (before the difficulty's rules)",
                                       f"Act {act}: {encounters}", *([f"Rule: {rule.whole}"] if rule else []),
                                       *kind_lines(sample, in_fight=False)))


def monster_groups() -> tuple[Group, ...]:
    """The monsters act by act, each act's fights, then its elites, then its bosses, in the bestiary's order."""
    groups = []
    for act in bestiary.ACTS:
        found: dict[str, dict[type[Monster], list[bestiary.EncounterSpec]]] = {}
        for kind in bestiary.KINDS:
            for spec in bestiary.pool(act, kind):
                for monster_type, _low, _high in spec.members:
                    found.setdefault(FIGHT_KINDS[kind], {}).setdefault(monster_type, []).append(spec)
        groups += [Group(f"Act {act} · {heading}", tuple(monster_known(monster_type, act, specs)
                                                         for monster_type, specs in monsters.items()))
                   for heading, monsters in found.items()]
    return tuple(groups)


@cache
def catalogue() -> tuple[Section, ...]:
    """Every section of the compendium, in order (made once: every text is the thing's own, the same in any climb)."""
    return (Section(CARD, "Cards", card_groups()), Section(RELIC, "Relics", relic_groups()),
            Section(POTION, "Potions", potion_groups()), Section(EVENT, "Events", event_groups()),
            Section(MONSTER, "Monsters", monster_groups()))


def known_things() -> Iterator[Known]:
    """Every thing of every section once (a card under two characters too)."""
    seen: set[tuple[str, str]] = set()
    for section in catalogue():
        for group in section.groups:
            for entry in group.entries:
                if (entry.kind, entry.name) not in seen:
                    seen.add((entry.kind, entry.name))
                    yield entry


def met_now(climb: Climb) -> dict[str, set[str]]:
    """What the climb shows the player now, by kind: the cards of the deck, a reward's, a shop's and a fight's piles;
    the relics held, the boss relics offered and a shop's; the potions held and a shop's; the event met; the
    monsters of the fight met last."""
    run = climb.run
    held = [*run.deck, *climb.offer]
    if climb.fight is not None:
        player = climb.fight.get_player()
        held += [*player.get_hand(), *player.get_deck(), *player.get_discarded()]
    met: dict[str, set[str]] = {
        CARD: {base_name(card.get_name()) for card in held},
        RELIC: {relic.id for relic in run.relics} | set(climb.boss_relics),
        POTION: {potion for potion in run.potions if potion is not None},
        EVENT: {climb.event_id} if climb.event_id else set(),
        MONSTER: {monster.get_name() for monster in climb.roster},
    }
    if climb.shop is not None:
        for item in climb.shop.items:
            kind = {shop.CARD: CARD, shop.RELIC: RELIC, shop.POTION: POTION}[item.kind]
            met[kind].add(base_name(item.what) if kind == CARD else item.what)
    return met


def new_names(shown: dict[str, set[str]], known: dict[str, set[str]]) -> dict[str, set[str]]:
    """What is shown and not yet known to be met, by kind (kinds with nothing new left out)."""
    return {kind: names - known.get(kind, set()) for kind, names in shown.items() if names - known.get(kind, set())}

