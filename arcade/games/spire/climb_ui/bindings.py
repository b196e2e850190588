"""The climb screen's key tables, one per phase, with number keys bound only as far as they do something.

One word and one key for one thing in every phase: `c` the deck (cards), `v` the relics, `o` the potions, `e` leave
(the shop, an event's outcome, the treasure) as it ends the turn in a fight, `s` skip (a reward, a boss relic), `r` a
new climb (asks first), `I` inspect the highlighted thing (or choose another: the whole of anything the page
shortens), `C` the compendium (the character page's too; not while aiming or choosing a card to remove). `d` is
not the deck: with a and w/s it moves (WASD), as the arrows and hjkl do (on the map
↑↓, w/s and k/j scroll it and ←→, a/d and h/l move the choice). While aiming a card or a potion, the classic screen's
aiming table (bindings.target_table) is used as it is. Each row names the ClimbScreen method that handles it; the
tables are kept (one per count of cards or choices), so redrawing builds none.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from arcade.games.spire.bindings import DISCARD_PILE, DRAW_PILE, END_TURN, STATUSES, number_keys, target_table
from arcade.games.spire.climb.map import FLOOR_ROWS
from arcade.keys import (
    CHOOSE,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    PRESSED_KEY,
    RESTART,
    SHELL_ROWS,
    Binding,
    KeyTable,
    Row,
)

DECK = Binding("deck", ("c",), "deck", "Show your whole deck (the cards you own) and what each card does")
RELICS = Binding("relics", ("v",), "relics", "Show your relics and what each one does")
POTIONS = Binding("potions", ("o",), "potions", "Your potions: drink one (in a fight) or throw one away")
LEAVE = Binding("leave", ("e",), "leave", "Leave for the map")
SKIP = Binding("skip", ("s",), "skip", "Take nothing and go on")
INSPECT = Binding("inspect", ("I",), "inspect",
                  "Inspect the highlighted thing, whole (↑↓ another): a card's text, rarity and upgrade, a relic's "
                  "counter, a potion, a monster's intent, rule, statuses and moves, a message cut short")
PAST_CLIMBS = Binding("history", ("H",), "history",
                      "List your past climbs, the newest first: character, difficulty, how far each went, what "
                      "killed it, time played, gold, relics and deck")
NEW_CLIMB = replace(RESTART, hint="new climb", help="Give up this climb for a new one (asks first)")
COMPENDIUM = Binding("compendium", ("C",), "compendium",
                     "The compendium: every card, relic, potion, event and monster, those met so far with their "
                     "whole text as in play")

COMMON_ROWS = (Row(INSPECT, "inspect_key"), Row(DECK, "show_deck"), Row(RELICS, "show_relics"),
               Row(POTIONS, "potions_key"), Row(NEW_CLIMB, "new_climb_key"), Row(COMPENDIUM, "compendium_key"))
"""The rows every phase of a climb in progress has, after its own."""


def numbers_row(count: int, hint: str, help_text: str, handler: str) -> tuple[Row, ...]:
    """The number keys 1..count (none for 0) as one row running `handler` with the key pressed."""
    if not count:
        return ()
    return (Row(Binding("number", number_keys(range(1, count + 1)), hint, help_text), handler, PRESSED_KEY),)


@cache
def character_table(characters: int) -> KeyTable:
    """The character page's own keys (the screen's `keys`; GameScreen adds the shell's rows)."""
    return KeyTable(
        Row(replace(MOVE_UP, hint="character", help="Highlight the character above"), "move_character", -1),
        Row(replace(MOVE_DOWN, hint="character", help="Highlight the character below"), "move_character", 1),
        Row(replace(MOVE_LEFT, hint="difficulty", help="An easier difficulty"), "move_difficulty", -1),
        Row(replace(MOVE_RIGHT, hint="difficulty", help="A harder difficulty (once the one below was won)"),
            "move_difficulty", 1),
        Row(replace(CHOOSE, hint="start", help="Start the climb with the highlighted character"), "start_highlighted"),
        Row(PAST_CLIMBS, "show_history"), Row(COMPENDIUM, "compendium_key"),
        *numbers_row(characters, "quick start", "Start the climb at once with that character", "quick_start"),
    )


SCROLL_UP = replace(MOVE_UP, hint="scroll", help="Scroll the map up a floor, toward the boss (the choice stays)")
SCROLL_DOWN = replace(MOVE_DOWN, hint="scroll", help="Scroll the map down a floor (the choice stays)")
MAP_PAGE = Binding("page", ("page up", "page down"), "page", "Scroll the map a page up or down")
MAP_ENDS = Binding("top or bottom", ("home", "end"), "top/bottom",
                   "Scroll the map to its top (the boss) or its bottom (the act's first floor)")
UPWARD = frozenset({"page up", "home"})
"""The keys of MAP_PAGE and MAP_ENDS that scroll the map up (the others scroll it down)."""


@cache
def map_table(choices: int) -> KeyTable:
    """The map's keys with this many nodes to go to: ←→ move the choice, ↑↓ and the rest scroll the map (by rows of
    its drawing: a floor, a page, all the way), which never moves the choice."""
    return KeyTable(
        Row(replace(MOVE_LEFT, hint="path", help="Highlight the next node to the left"), "move_choice", -1),
        Row(replace(MOVE_RIGHT, hint="path", help="Highlight the next node to the right"), "move_choice", 1),
        Row(replace(CHOOSE, hint="go", help="Go to the highlighted node"), "go_highlighted"),
        Row(SCROLL_UP, "scroll_map", -FLOOR_ROWS), Row(SCROLL_DOWN, "scroll_map", FLOOR_ROWS),
        *numbers_row(choices, "node", "Go to that node (numbered from the left)", "go_number"),
        Row(MAP_PAGE, "page_map", PRESSED_KEY), Row(MAP_ENDS, "scroll_map_to_end", PRESSED_KEY),
        *COMMON_ROWS, *SHELL_ROWS)


TENTH_CARD_KEY = "0"
"""The number key of the hand's tenth card (keywords.HAND_LIMIT is 10): the key right of 9."""


def card_key(place: int) -> str:
    """The number key playing the card at this place of the hand (from 1): '1'..'9', then '0' for the tenth."""
    return TENTH_CARD_KEY if place == 10 else str(place)


def card_place(key: str) -> int:
    """The place in the hand (from 1) of the card a number key plays (card_key's inverse)."""
    return 10 if key == TENTH_CARD_KEY else int(key)


def card_keys_row(cards: int) -> tuple[Row, ...]:
    """The number keys of a hand of this many cards: 1-9 by their place, 0 for the tenth."""
    if not cards:
        return ()
    help_text = ("Play that card of the hand (numbered from the left" + ("; 0 plays the 10th)" if cards >= 10 else ")")
                 + ", or discard it when a card played asks for a discard")
    return (Row(Binding("number", tuple(card_key(place) for place in range(1, cards + 1)), "play", help_text),
                "play_number", PRESSED_KEY),)


@cache
def discard_table(cards: int) -> KeyTable:
    """While a card played asks for a discard: choose the card (its number, or the highlight and Enter); nothing else
    of the fight until it is chosen."""
    help_text = "Discard that card of the hand (numbered from the left" + ("; 0 the 10th)" if cards >= 10 else ")")
    return KeyTable(
        Row(Binding("number", tuple(card_key(place) for place in range(1, cards + 1)), "discard", help_text),
            "play_number", PRESSED_KEY),
        Row(replace(MOVE_LEFT, hint="card", help="Highlight the card to the left"), "move_selection", -1),
        Row(replace(MOVE_RIGHT, hint="card", help="Highlight the card to the right"), "move_selection", 1),
        Row(replace(CHOOSE, hint="discard it", help="Discard the highlighted card"), "play_selected"),
        Row(INSPECT, "inspect_key"), *SHELL_ROWS)


@cache
def fight_table(cards: int) -> KeyTable:
    """A fight's keys with a hand of this many cards (as the classic battle's, and the climb's own; the tenth card's
    key is 0)."""
    return KeyTable(
        *card_keys_row(cards),
        Row(END_TURN, "end_turn_key"),
        Row(replace(MOVE_LEFT, hint="card", help="Highlight the card to the left"), "move_selection", -1),
        Row(replace(MOVE_RIGHT, hint="card", help="Highlight the card to the right"), "move_selection", 1),
        Row(replace(CHOOSE, hint="play it", help="Play the highlighted card, or discard it when a card played asks "
                    "for a discard"), "play_selected"),
        Row(POTIONS, "potions_key"),
        Row(replace(DRAW_PILE, help="Show your draw pile and what each card does"), "show_pile", True),
        Row(replace(DISCARD_PILE, help="Show your discard pile and what each card does"), "show_pile", False),
        Row(replace(STATUSES, help="What the statuses do and when they act; who has them; your stance and powers, "
                    "the monsters' poison and the cards exhausted"), "show_statuses"), Row(INSPECT, "inspect_key"),
        Row(DECK, "show_deck"), Row(RELICS, "show_relics"), Row(NEW_CLIMB, "new_climb_key"),
        Row(COMPENDIUM, "compendium_key"), *SHELL_ROWS)


@cache
def reward_table(cards: int) -> KeyTable:
    """After a fight won: take one of this many cards, or skip."""
    return KeyTable(*numbers_row(cards, "take", "Take that card into your deck", "take_card"),
                    Row(SKIP, "skip_key"), *COMMON_ROWS, *SHELL_ROWS)


@cache
def boss_relic_table(relics: int) -> KeyTable:
    """After a boss: take one of this many boss relics, or skip."""
    return KeyTable(*numbers_row(relics, "take", "Take that boss relic", "take_relic"),
                    Row(SKIP, "skip_key"), *COMMON_ROWS, *SHELL_ROWS)


def list_rows(what: str, handler: str, choose_hint: str) -> tuple[Row, ...]:
    """↑↓ through a list of `what`, Enter to choose the highlighted one."""
    return (Row(replace(MOVE_UP, hint="choose", help=f"Highlight the {what} above"), "move_cursor", -1),
            Row(replace(MOVE_DOWN, hint="choose", help=f"Highlight the {what} below"), "move_cursor", 1),
            Row(replace(CHOOSE, hint=choose_hint, help=f"{choose_hint.capitalize()}: the highlighted {what}"),
                handler))


REMOVE = Binding("remove", ("x",), "remove a card", "Pay to remove a card from your deck (then choose which)")
REST_TABLE = KeyTable(*list_rows("choice", "rest_choose", "rest/upgrade"), *COMMON_ROWS, *SHELL_ROWS)
"""A rest site: rest (heal) or upgrade one card, from one list."""
SHOP_TABLE = KeyTable(*list_rows("item", "buy_highlighted", "buy"), Row(REMOVE, "remove_key"),
                      Row(replace(LEAVE, help="Leave the shop for the map"), "leave_key"), *COMMON_ROWS, *SHELL_ROWS)
CANCEL_REMOVAL = Binding("cancel", ("esc",), "cancel", "Keep every card: back to the shop's items")
BACK_WHILE_CHOOSING = Binding("back", ("q",), "back", "Back to the level list (a game in progress is saved)")
REMOVE_TABLE = KeyTable(*list_rows("card", "remove_highlighted", "remove"), Row(CANCEL_REMOVAL, "cancel_removal"),
                        Row(INSPECT, "inspect_key"), Row(SHELL_ROWS[0].binding), Row(BACK_WHILE_CHOOSING))
"""Choosing the card the shop removes: Esc goes back to the shop, so only q leaves."""


@cache
def event_table(options: int) -> KeyTable:
    """An event not yet answered, with this many options (dimmed ones are refused with the reason)."""
    return KeyTable(*list_rows("option", "choose_highlighted", "answer"),
                    *numbers_row(options, "option", "Choose that option", "choose_number"),
                    *COMMON_ROWS, *SHELL_ROWS)


LEAVE_TABLE = KeyTable(Row(replace(LEAVE, keys=("e", "enter", " ")), "leave_key"), *COMMON_ROWS, *SHELL_ROWS)
"""An event's outcome shown, or a treasure opened: leave for the map."""
OVER_TABLE = KeyTable(Row(INSPECT, "inspect_key"), Row(DECK, "show_deck"), Row(RELICS, "show_relics"),
                      Row(NEW_CLIMB, "new_climb_key"), Row(COMPENDIUM, "compendium_key"),
                      *SHELL_ROWS)
"""The climb is over (its end dialog closed): look at what it ended with, or start another."""


@cache
def aiming_table(numbers: tuple[int, ...]) -> KeyTable:
    """Aiming a card or potion at one of the monsters standing (by their numbers): the classic screen's aiming keys
    (bindings.target_table), and I to inspect the monster aimed at."""
    rows = target_table(numbers).rows
    return KeyTable(*rows[:-2], Row(INSPECT, "inspect_key"), *rows[-2:])
