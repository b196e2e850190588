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
    LINE_WIDTH,
    TASK_SHEET_TIMING,
    status_lines,
    status_phrase,
)
from arcade.games.spire.climb import cards
from arcade.games.spire.climb.bestiary import RETUNED, EncounterSpec, _pool, pool
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.monster_rules import (
    DamageRule,
    DamageSum,
    change_lines,
    damage_rule,
    damage_sum,
    kind_rule,
    move_words,
    pattern_lines,
)
from arcade.games.spire.climb.run import SHOP_PHASE, Climb
from arcade.games.spire.climb.state import RETUNED_RULES, RunState
from arcade.games.spire.climb_ui.compendium import monster_known
from arcade.games.spire.model import (
    DAMAGE,
    STRENGTH,
    VULNERABLE,
    WEAK,
    Card,
    Cultist,
    Entity,
    JawWorm,
    Louse,
    Monster,
    Strike,
    new_game,
)


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


def test_a_moves_wounds_are_said_in_the_singular_for_one() -> None:
    assert [move_words(move) for move in (Move("Needles", 4, hits=2, weak=2, wounds=1), Move("Brand", 6, wounds=2))] \
        == ["Needles 4×2, weak 2, 1 Wound to your discard", "Brand 6, 2 Wounds to your discard"]


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


def test_a_pool_gives_a_retuned_encounter_its_members_before_the_retuning() -> None:
    """A pool written now (in the test, so the module's own pools made at import are not what is read) gives an
    encounter RETUNED names its older members: a climb of the rules before the retuning builds those, a later one the
    pool's; an encounter RETUNED does not name keeps one set of members."""
    assert RETUNED_RULES == 5
    now = ((JawWorm, 30, 34),)
    worm, brute = _pool(1, "monster", ("Hungry Worm", now), ("Brute", ((Brute, 40, 44),)))
    assert worm == EncounterSpec("Hungry Worm", "monster", 1, now, 1, ((5, ((JawWorm, 40, 46),)),))
    assert worm.earlier == RETUNED["Hungry Worm"]
    assert [worm.members_by(version) for version in (1, 4, 5, 6)] == [((JawWorm, 40, 46),)] * 2 + [now] * 2
    assert brute.earlier == () and brute.members_by(1) == ((Brute, 40, 44),)


def test_a_kinds_rule_says_the_range_a_louse_rolls_from_and_any_others_as_in_a_fight() -> None:
    """kind_rule, the compendium's (a monster as a kind): a louse's attack as the range 5–7 it rolls from, a worm's and
    a cultist's as damage_rule says them of a fresh one, none for a monster of ours; the compendium's Louse entry says
    that range."""
    new_game(random.Random(1))
    assert kind_rule(Louse(10)) == DamageRule(
        "", "Attacks for the same 5–7 every turn (rolled when it appeared), before its strength.")
    assert kind_rule(JawWorm(44)) == DamageRule(
        "half damage taken",
        "Attacks for half the damage it has taken, rounded down, and first gains the other half as block, rounded "
        "up: it has taken 0, so it attacks for 0 and gains 0 block. Every hit you land on it makes its next attack "
        "bigger.")
    assert kind_rule(Cultist(50)) == DamageRule(
        "then 7", "Its next move is a ritual (no attack); then it attacks for 1 more each turn: next 7, 8, 9, before "
                  "its strength. It makes you weak 1 every other turn.")
    assert kind_rule(Brute(40)) is None
    specs = [spec for kind in ("easy", "monster") for spec in pool(1, kind)
             if any(member is Louse for member, _low, _high in spec.members)]
    assert monster_known(Louse, 1, specs).detail == (
        "Louse · HP 15–19 (before the difficulty's rules)", "Act 1: Stray Louse (easy)",
        "Rule: Attacks for the same 5–7 every turn (rolled when it appeared), before its strength.")


def test_the_worms_rule_says_what_it_has_taken_and_the_block_it_gains_first() -> None:
    worm = JawWorm(44)
    worm.reduce_hp(11)
    worm.add_block(3)  # the block it has already is not what it gains
    assert damage_rule(worm) == DamageRule(
        "half damage taken",
        "Attacks for half the damage it has taken, rounded down, and first gains the other half as block, rounded "
        "up: it has taken 11, so it attacks for 5 and gains 6 block. Every hit you land on it makes its next attack "
        "bigger.")
    assert worm.get_block() == 3 and worm.get_hp() == 33  # worked out on a copy


def test_the_cultists_rule_from_its_ritual_then_from_its_first_attack() -> None:
    new_game(random.Random(1))
    cultist = Cultist(50)
    assert damage_rule(cultist) == DamageRule(
        "then 7", "Its next move is a ritual (no attack); then it attacks for 1 more each turn: next 7, 8, 9, before "
                  "its strength. It makes you weak 1 every other turn.")
    cultist.action()
    assert damage_rule(cultist) == DamageRule(
        "+1 a turn", "It attacks for 1 more each turn: next 7, 8, 9, before its strength. It makes you weak 1 every "
                     "other turn.")
    cultist.action()
    assert damage_rule(cultist) == DamageRule(
        "+1 a turn", "It attacks for 1 more each turn: next 8, 9, 10, before its strength. It makes you weak 1 every "
                     "other turn.")


def test_the_louses_rule_and_a_monster_of_ours_has_none() -> None:
    new_game(random.Random(1))
    louse = Louse(10)
    damage = louse.action()[DAMAGE]
    assert damage_rule(louse) == DamageRule(
        "", f"Attacks for the same {damage} every turn (rolled when it appeared), before its strength.")
    assert damage_rule(Brute(40)) is None


def fight_of(*monsters: Monster) -> ClimbFight:
    new_game(random.Random(1))
    return ClimbFight(RunState("ironclad", 80, 80, [Strike() for _ in range(10)]), list(monsters))


def worm_against_the_player(taken: int, strength: int = 0, weak: int = 0,
                            player_vulnerable: int = 0) -> tuple[ClimbFight, JawWorm]:
    """A fight with one worm of 44 HP that has taken this much, with these statuses on it and on the player."""
    worm = JawWorm(44)
    worm.reduce_hp(taken)
    worm.add_strength(strength)
    worm.add_weak(weak)
    fight = fight_of(worm)
    fight.get_player().add_vulnerable(player_vulnerable)
    return fight, worm


def test_the_sum_behind_an_intents_damage() -> None:
    fight, worm = worm_against_the_player(11, strength=1, player_vulnerable=2)
    assert damage_sum(fight, worm) == DamageSum(5, "half the 11 damage taken", 1, True, False)
    assert damage_sum(fight, worm).parts() == ["half the 11 damage taken", "+1 strength", "×1.5: you are vulnerable"]
    louse = Louse(10)
    louse.add_weak(2)
    fight = fight_of(louse)
    assert damage_sum(fight, louse).parts() == [f"its attack {louse.action()[DAMAGE]}", "×0.75: it is weak"]
    brute = Brute(40, start=1)
    brute.add_strength(-1)
    assert damage_sum(fight_of(brute), brute) == DamageSum(11, "Smash 11", -1, False, False)
    assert DamageSum(11, "Smash 11", -1, False, False).parts() == ["Smash 11", "−1 strength"]
    assert DamageSum(3, "Nip 3", 0, False, False).parts() == ["Nip 3"]


def test_no_sum_for_a_move_without_an_attack_and_the_monsters_before_it_act_first() -> None:
    cultist = Cultist(50)
    assert damage_sum(fight_of(cultist), cultist) is None  # its ritual
    cultist.action()
    assert damage_sum(fight_of(cultist), cultist) == DamageSum(7, "its attack 7", 0, False, False)
    resting = Looper(30, start=1)
    assert damage_sum(fight_of(resting), resting) is None
    biter, brute = Looper(30), Brute(40, start=1)  # the Looper's bite makes the player vulnerable before Smash
    assert damage_sum(fight_of(biter, brute), brute) == DamageSum(11, "Smash 11", 0, True, False)
    assert damage_sum(fight_of(brute, Looper(30)), brute) == DamageSum(11, "Smash 11", 0, False, False)


def test_one_damage_is_an_attack_and_a_volley_of_two_is_said_so() -> None:
    class Pecker(ClimbMonster):
        title = "Pecker"
        pattern = (Move("Peck", damage=1), Move("Flurry", damage=1, hits=2))

    pecker = Pecker(12)
    assert damage_sum(fight_of(pecker), pecker) == DamageSum(1, "Peck 1", 0, False, False)
    assert [move_words(move) for move in Pecker.pattern] == ["Peck 1", "Flurry 1×2"]



def test_a_first_status_joins_the_block_up_to_the_dialogs_width_exactly() -> None:
    made = entity(block=5, vulnerable=2)
    joined = "Brute 1: block 5 · vulnerable 2: takes 50% more this turn and next"
    assert len(joined) == 66 == LINE_WIDTH
    assert status_lines("Brute 1", made, False) == [joined]
    assert status_lines("Brute 12", made, False) == ["Brute 12: block 5",
                                                     "          vulnerable 2: takes 50% more this turn and next"]


def test_status_and_block_figures_of_one_count() -> None:
    fight, worm = worm_against_the_player(10, weak=1, player_vulnerable=1)
    assert damage_sum(fight, worm) == DamageSum(5, "half the 10 damage taken", 0, True, True)
    assert move_words(Move("Guard", block=1)) == "Guard: block +1"


def test_the_greedy_bot_buys_a_relic_before_a_potion_or_a_card() -> None:
    """The first shop of seed 1's greedy ironclad climb sells cards, potions and relics it can afford, once it has
    removed a Strike (the greedy rule's first choice in a shop)."""
    climb = Climb("ironclad", 1)
    rng = random.Random(0)
    while climb.phase != SHOP_PHASE:
        climb.act(greedy_bot(climb, rng))
    assert climb.shop is not None
    removed = greedy_bot(climb, rng)
    assert removed[0] == "remove" and climb.run.deck[removed[1] - 1].get_name() == "Strike"
    climb.act(removed)
    bought = greedy_bot(climb, rng)
    assert bought[0] == "buy" and climb.shop.items[bought[1] - 1].kind == "relic"
    assert {climb.shop.items[action[1] - 1].kind for action in climb.legal_actions() if action[0] == "buy"} == {
        "card", "potion", "relic"}


def test_a_reward_of_an_unknown_kind_is_refused_by_name() -> None:
    with pytest.raises(ValueError) as refused:
        cards.offer(random.Random(1), "shop")
    assert str(refused.value) == "unknown reward kind 'shop'"
