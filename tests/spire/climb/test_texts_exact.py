"""The climb's words pinned exactly where they are made (issue 31, mutation testing of the climb's content): a
card's text from its numbers (each number in its own place, a status a card lacks left out), a card class of ours
getting its text when it is made, the status lines of the fight's screen (block and strength, weak and vulnerable
with when they act, joined when they fit), a pattern monster's moves and its repeat, a move's words, the line that
says why an intent changed, and a pool of encounters as the bestiary writes it.

The words are compared with literals: a card's text is worked out when its class is made, so only texts made here,
in the test, show what the template does now."""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.classic.card_text import OwnCard, card_text, effect_text
from arcade.games.spire.classic.statuses import (
    GENRE_TIMING,
    TASK_SHEET_TIMING,
    status_lines,
    status_phrase,
)
from arcade.games.spire.climb.bestiary import EncounterSpec, _pool
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.monster_rules import change_lines, move_words, pattern_lines
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card, Entity, Strike, new_game


class Numbers(Card):
    """A card with these numbers (no text of its own)."""

    def __init__(self, damage: int = 0, block: int = 0, statuses: dict[str, int] | None = None) -> None:
        super().__init__()
        self._numbers = damage, block, dict(statuses or {})

    def get_damage_amount(self) -> int:
        return self._numbers[0]

    def get_block(self) -> int:
        return self._numbers[1]

    def get_status_modifiers(self) -> dict[str, int]:
        return dict(self._numbers[2])


@pytest.mark.parametrize(("card", "text"), [
    (Numbers(7, 5, {STRENGTH: 2, WEAK: 3, VULNERABLE: 4}),
     "Deal 7 damage. Gain 5 block and 2 strength. Apply 3 weak. Apply 4 vulnerable."),
    (Numbers(9), "Deal 9 damage."),
    (Numbers(0, 6), "Gain 6 block."),
    (Numbers(statuses={VULNERABLE: 2}), "Apply 2 vulnerable."),
    (Numbers(statuses={WEAK: 1, STRENGTH: 3}), "Gain 3 strength. Apply 1 weak."),
])
def test_a_cards_text_puts_each_of_its_numbers_in_its_own_sentence(card: Card, text: str) -> None:
    assert card_text(card) == text


def test_a_card_of_ours_gets_the_text_of_its_numbers_when_its_class_is_made() -> None:
    class Bash(OwnCard):
        def get_damage_amount(self) -> int:
            return 8

        def get_status_modifiers(self) -> dict[str, int]:
            return {VULNERABLE: 2}

    assert Bash().get_description() == "Deal 8 damage. Apply 2 vulnerable."
    assert effect_text(0, 0, 0, 0, 0) == ""


def entity(block: int = 0, strength: int = 0, weak: int = 0, vulnerable: int = 0) -> Entity:
    made = Entity(20)
    made.add_block(block)
    made.add_strength(strength)
    made.add_weak(weak)
    made.add_vulnerable(vulnerable)
    return made


@pytest.mark.parametrize(("name", "made", "on_player", "timing", "lines"), [
    ("Worm", entity(), False, TASK_SHEET_TIMING, ["Worm: none"]),
    ("You", entity(block=5, strength=2), True, TASK_SHEET_TIMING, ["You: block 5 · strength 2"]),
    ("Worm", entity(block=5, weak=2), False, TASK_SHEET_TIMING,
     ["Worm: block 5 · weak 2: its next turn deals 25% less"]),
    ("Worm", entity(weak=3, vulnerable=2), False, TASK_SHEET_TIMING,
     ["Worm: weak 3: its next 2 turns deal 25% less", "      vulnerable 2: takes 50% more this turn and next"]),
    ("You", entity(block=3, weak=1, vulnerable=3), True, TASK_SHEET_TIMING,
     ["You: block 3 · weak 1: your attacks deal 25% less this turn",
      "     vulnerable 3: the monsters' next 3 turns hit 50% harder"]),
    ("Worm", entity(weak=1), False, GENRE_TIMING, ["Worm: weak 1: its next turn deals 25% less"]),
    ("Worm", entity(weak=1), False, TASK_SHEET_TIMING, ["Worm: weak 1: runs out before it attacks"]),
    # too long to join: the block's line, then the status on the next, under the first
    ("A Monster With A Very Long Name", entity(block=12, vulnerable=4), False, TASK_SHEET_TIMING,
     ["A Monster With A Very Long Name: block 12",
      "                                 vulnerable 4: takes 50% more this turn and the next 3"]),
])
def test_status_lines_say_each_figure_and_when_it_acts(name: str, made: Entity, on_player: bool, timing: object,
                                                       lines: list[str]) -> None:
    assert status_lines(name, made, on_player, timing) == lines  # type: ignore[arg-type]


@pytest.mark.parametrize(("status", "amount", "on_player", "phrase"), [
    (VULNERABLE, 1, True, "vulnerable 1: the monsters' next turn hits 50% harder"),
    (VULNERABLE, 2, True, "vulnerable 2: the monsters' next 2 turns hit 50% harder"),
    (VULNERABLE, 1, False, "vulnerable 1: takes 50% more this turn"),
    (WEAK, 2, True, "weak 2: your attacks deal 25% less this turn and next"),
])
def test_a_status_phrase_under_the_genres_timing(status: str, amount: int, on_player: bool, phrase: str) -> None:
    assert status_phrase(status, amount, on_player, GENRE_TIMING) == phrase


class Brute(ClimbMonster):
    title = "Brute"
    pattern = (Move("Roar", strength=2), Move("Smash", damage=11), Move("Volley", damage=2, hits=3),
               Move("Brace", block=8, weak=1))
    repeat_from = 1


class Looper(ClimbMonster):
    title = "Looper"
    pattern = (Move("Bite", damage=5, vulnerable=2), Move("Rest"))


def test_a_patterns_lines_mark_the_next_move_the_opening_ones_and_where_it_repeats() -> None:
    brute = Brute(40, start=2)
    assert pattern_lines(brute) == ["       1. Roar: strength +2 (once)",
                                    "       2. Smash 11",
                                    "▶ next 3. Volley 2×3",
                                    "       4. Brace: weak 1, block +8",
                                    "Then from 2. Smash again."]
    assert pattern_lines(Looper(30)) == ["▶ next 1. Bite 5, vulnerable 2",
                                         "       2. Rest",
                                         "Then the pattern starts again."]


def test_a_moves_words_before_strength() -> None:
    assert [move_words(move) for move in (*Brute.pattern, *Looper.pattern)] == [
        "Roar: strength +2", "Smash 11", "Volley 2×3", "Brace: weak 1, block +8", "Bite 5, vulnerable 2", "Rest"]


def brute_fight(start: int) -> tuple[ClimbFight, Brute]:
    new_game(random.Random(1))
    brute = Brute(40, start=start)
    return ClimbFight(RunState("ironclad", 80, 80, [Strike() for _ in range(10)]), [brute]), brute


def test_why_an_intent_changed_grows_drops_or_stops() -> None:
    fight, brute = brute_fight(start=1)  # Smash 11 next
    assert change_lines("Brute", 9, 11, fight, brute) == ("Brute's attack grows to 11.",
                                                          "Brute's attack grows to 11: Smash 11.")
    assert change_lines("Brute", 13, 11, fight, brute) == ("Brute's attack drops to 11.",
                                                           "Brute's attack drops to 11: Smash 11.")
    looper = Looper(30, start=1)  # resting next: no attack to work out
    resting = ClimbFight(RunState("ironclad", 80, 80, [Strike()]), [looper])
    assert change_lines("Looper", 5, 0, resting, looper) == ("Looper will not attack.",
                                                             "Looper will no longer attack (it was to deal 5).")
    assert change_lines("Brute", 11, 0, fight, brute) == ("Brute will not attack.",
                                                          "Brute will no longer attack (it was to deal 11).")


def test_a_pool_is_its_encounters_in_order_with_their_act_and_kind() -> None:
    members = ((Brute, 40, 44),)
    assert _pool(2, "elite", ("Brute", members), ("Two Loopers", ((Looper, 30, 32), (Looper, 30, 32)))) == (
        EncounterSpec("Brute", "elite", 2, members),
        EncounterSpec("Two Loopers", "elite", 2, ((Looper, 30, 32), (Looper, 30, 32))))
