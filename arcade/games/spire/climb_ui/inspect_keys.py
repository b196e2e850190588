"""The climb screen's inspect key and its lists (a mixin of ClimbScreen): what each phase offers to inspect, the
highlighted thing first in view (a card of the hand, the monster aimed at, a shop item, a card offered, a rest
choice, an event option), then the relics and potions held and the last message whole; and the deck (c), the piles
(p, x) and the relics (v) as the same list. Pure control: the words are inspect_text.py's, the drawing
inspect_view.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.games.spire.bindings import DISCARD_PILE, DRAW_PILE
from arcade.games.spire.climb import cards, events, shop
from arcade.games.spire.climb.run import BOSS_RELIC, EVENT, FIGHT, MAP, REST_SITE, REWARD, SHOP_PHASE, Climb
from arcade.games.spire.climb_ui.bindings import DECK, INSPECT, RELICS
from arcade.games.spire.climb_ui.event_view import why_not
from arcade.games.spire.climb_ui.forecast import CLIMB_FORECASTER
from arcade.games.spire.climb_ui.inspect_text import (
    Entry,
    card_entries,
    card_entry,
    message_entry,
    monster_entry,
    option_entry,
    potion_entry,
    relic_entry,
    relic_id_entry,
)
from arcade.games.spire.climb_ui.inspect_view import INSPECT_COLS, InspectDialog
from arcade.games.spire.climb_ui.map_view import node_words
from arcade.games.spire.climb_ui.places import REMOVING
from arcade.games.spire.climb_ui.rest_view import rest_choices
from arcade.keys import Binding

if TYPE_CHECKING:
    from arcade.games.spire.model import Card
    from arcade.ui.game import Host

AIMING = "aiming"
"""The screen's mode while aiming a card or a potion (ClimbScreen's)."""


def hand_entry(card: Card, place: int) -> Entry:
    """A card of the hand, its label headed by its place (the number key playing it: '10 Survivor · cost 1 · basic';
    the hand's window may leave it out of view)."""
    entry = card_entry(card)
    return Entry(f"{place} {entry.label}", entry.detail)


class InspectKeys:
    """The handlers of I (inspect), c (deck), v (relics) and the piles (p, x) on ClimbScreen."""

    climb: Climb | None
    host: Host
    mode: str
    cursor: int
    selected: int
    aim: int
    log: list[str]
    message: str
    """The status line's last message, whole (the line cuts what does not fit)."""

    if TYPE_CHECKING:
        def removal_choices(self) -> list[int]: ...

    def say(self, message: str) -> None:
        """Put a message on the status line, kept whole for the inspect list (the line may cut it)."""
        self.message = message
        self.host.set_message(message)

    def show_list(self, title: str, opened_by: Binding, entries: list[Entry], highlight: int = 0,
                  intro: str = "") -> None:
        """The inspect dialog over the page: entries, one highlighted, its detail whole; the key that opened it closes
        it."""
        self.host.show_overlay(InspectDialog(title, entries, highlight, self.host.close_dialog, intro,
                                             opened_by.keys[0]), INSPECT_COLS, None)

    def held_entries(self) -> list[Entry]:
        """The relics (with their counters) and potions held, then the last message when there is one."""
        climb = self.climb
        assert climb is not None
        in_fight = climb.phase == FIGHT
        held = [relic_entry(relic, climb.run, in_fight) for relic in climb.run.relics]
        held += [potion_entry(potion_id, slot) for slot, potion_id in enumerate(climb.run.potions, start=1)
                 if potion_id is not None]
        return held + ([message_entry(f"Last message: {self.message}", [self.message])] if self.message else [])

    def fight_entries(self) -> tuple[list[Entry], int]:
        """In a fight: the monsters standing, the hand, this turn's log; the aimed monster or the highlighted card."""
        climb = self.climb
        assert climb is not None and climb.fight is not None
        fight = climb.fight
        acting = fight.is_active() and fight.is_players_turn() and not fight.get_player().is_defeated()
        intents = {intent.monster_id: intent for intent in CLIMB_FORECASTER.predict(fight).intents} if acting else {}
        standing = fight.get_monsters()
        entries = [monster_entry(fight, climb.roster, monster, intents.get(monster.get_id()), fight.rules.timing)
                   for monster in standing]
        hand = fight.get_player().get_hand()
        entries += [hand_entry(card, place) for place, card in enumerate(hand, start=1)]
        entries.append(message_entry("This turn's log, whole", self.log))
        highlight = self.aim if self.mode == AIMING else len(standing) + min(self.selected, max(0, len(hand) - 1))
        return entries, highlight

    def phase_entries(self) -> tuple[list[Entry], int, str]:
        """What the phase offers to inspect, which one is highlighted, and a line above the list."""
        climb = self.climb
        assert climb is not None
        if self.mode == REMOVING:
            return [card_entry(climb.run.deck[place - 1]) for place in self.removal_choices()], self.cursor, ""
        phase = climb.phase
        if phase == FIGHT and climb.fight is not None:
            entries, highlight = self.fight_entries()
            return entries, highlight, ""
        if phase == REWARD:
            return [card_entry(card) for card in climb.offer], 0, "The cards offered:"
        if phase == BOSS_RELIC:
            return [relic_id_entry(relic_id, climb.run) for relic_id in climb.boss_relics], 0, "The boss relics:"
        if phase == SHOP_PHASE and climb.shop is not None:
            return [self.shop_entry(item) for item in climb.shop.items], self.cursor, ""
        if phase == REST_SITE:
            return [card_entry(climb.run.deck[place - 1]) for place in rest_choices(climb)], self.cursor - 1, \
                "The cards you may upgrade:"
        if phase == EVENT and climb.outcome is None:
            options = events.find_event(climb.event_id).options
            allowed = events.available(climb.run, climb.event_id)
            return [option_entry(option, climb.run, "" if ok else why_not(climb.run, option))
                    for option, ok in zip(options, allowed, strict=True)], self.cursor, ""
        if phase == MAP:
            return [Entry(node_words(climb, node, number), (node_words(climb, node, number),))
                    for number, node in enumerate(climb.choices(), start=1)], self.cursor, ""
        return [], 0, ""

    def shop_entry(self, item: shop.ShopItem) -> Entry:
        """A shop's item: its price (or sold) before what it is."""
        price = "sold" if item.sold else f"{item.price} gold"
        if item.kind == shop.CARD:
            card = cards.card_named(item.what)
            entry = card_entry(card) if card is not None else Entry(item.what, (item.what,))
        elif item.kind == shop.POTION:
            entry = potion_entry(item.what)
        else:
            entry = relic_id_entry(item.what, self.climb.run) if self.climb is not None else Entry(item.what, ())
        return Entry(f"{price:>9}  {entry.label}", (f"{shop.item_name(item)}: {price}", *entry.detail))

    def inspect_key(self) -> None:
        """I: the phase's things, the highlighted one's detail whole, then the relics, potions and last message."""
        assert self.climb is not None
        entries, highlight, intro = self.phase_entries()
        held = self.held_entries()
        if not entries and not held:
            self.say("Nothing to inspect here.")
            return
        if not entries:
            highlight = 0
        self.show_list("Inspect", INSPECT, [*entries, *held], max(0, highlight), intro)

    def show_deck(self) -> None:
        """c: the deck, one entry per kind of card, each with its whole text, rarity and upgrade."""
        assert self.climb is not None
        deck = self.climb.run.deck
        self.show_list("Deck", DECK, card_entries(deck), 0,
                       f"{len(deck)} cards (the fight's piles are made from them):")

    def show_relics(self) -> None:
        """v: the relics held with their texts and counters."""
        assert self.climb is not None
        run = self.climb.run
        entries = [relic_entry(relic, run, self.climb.phase == FIGHT) for relic in run.relics]
        self.show_list("Relics", RELICS, entries or [Entry("No relics.", ("No relics.",))])

    def show_pile(self, draw: bool) -> None:
        """p, x: the draw pile (by name: its order is hidden) or the discard pile (as it came), one entry per kind."""
        assert self.climb is not None and self.climb.fight is not None
        player = self.climb.fight.get_player()
        if draw:
            pile = sorted(player.get_deck(), key=lambda card: card.get_name())
            title, note = "Draw pile", "drawn at random"
        else:
            pile, title = list(player.get_discarded()), "Discard pile"
            note = "shuffled back when the draw pile runs out"
        count = f"{len(pile)} card" + ("s" if len(pile) != 1 else "")
        entries = card_entries(pile) or [Entry("No cards.", ("No cards.",))]
        self.show_list(title, DRAW_PILE if draw else DISCARD_PILE, entries, 0, f"{count}, {note}:" if pile else "")
