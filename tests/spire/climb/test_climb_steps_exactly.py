"""Climb steps and checks pinned to their exact results (issue 31's mutation run found them checked only loosely):
every rule `map.check_rules` reports, word for word and nothing more; throwing a potion away, slot by slot; the
difficulty's name as the screens print it."""

from __future__ import annotations

import random

import pytest

from arcade.games.spire.classic.cards import Inflame, IronWave
from arcade.games.spire.classic.preview import CardPreview, Hit
from arcade.games.spire.climb import events, relics, rules, shop
from arcade.games.spire.climb.cards import Gloom, StrikePlus
from arcade.games.spire.climb.forecasts import ClimbIntent, predict_card, predict_turn
from arcade.games.spire.climb.map import (
    BOSS_FLOOR,
    MONSTER,
    ActMap,
    Node,
    check_rules,
    generate,
    map_rows,
    row_of_floor,
    x_of,
)
from arcade.games.spire.climb.potions import PotionEffect
from arcade.games.spire.climb.run import MAP, Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Defend, Strike
from tests.spire.climb.test_fight import Brute, fight_with
from tests.spire.climb.test_map import BROKEN, base, with_kind, with_links, with_node
from tests.spire.climb.test_relic_and_potion_claims import end_turn, fight_of, run_with, strike
from tests.spire.climb.test_rules_where_they_act import BOSS_SEED, at, past_the_opening

# --- check_rules, word for word -----------------------------------------------------------------------------------


def false_choice(floor: int, column: int, kind: str, sibling: int, could_be: str) -> str:
    """The line of a node that is the same kind as a sibling (on its floor) though it could be another."""
    return (f"not a real choice: floor {floor} column {column} is {article(kind)} {kind} like its sibling floor "
            f"{floor} column {sibling}, though it could be {article(could_be)} {could_be}")


def article(word: str) -> str:
    return "an" if word in ("elite", "unknown") else "a"


EVERY_LINE = {
    "floor 0 not a fight": ["floor 0 column 1 is an unknown: floor 0 is all monster fights"],
    "an elite on floor 3": ["floor 3 column 1 is an elite: no elites and no rest sites below floor 5"],
    "a rest on floor 2": ["floor 2 column 3 is a rest: no elites and no rest sites below floor 5"],
    "floor 8 not treasure": ["floor 8 column 1 is a monster: floor 8 is all treasure"],
    "treasure on floor 9": ["floor 9 column 1 is a treasure: treasure only on floor 8"],
    "floor 14 not a rest": ["floor 14 column 3 is a monster: floor 14 is all rest sites"],
    "a boss on floor 9": ["floor 9 column 1 is a boss: the boss only on floor 15"],
    "no such kind": ["floor 9 column 1 is of no known kind ('dragon')"],
    "two rests": ["two rests in a row: floor 13 column 1 links to floor 14 column 1"],
    "two shops": ["two shops in a row: floor 3 column 1 links to floor 4 column 1"],
    "two elites": ["two elites in a row: floor 6 column 1 links to floor 7 column 1"],
    "a false choice": [
        false_choice(6, 3, "rest", 4, "monster"),
        false_choice(6, 4, "rest", 3, "monster")],
    "crossing edges": ["the edges between floor 6 columns 3 and 4 and floor 7 cross"],
    "an unreachable node": ["floor 5 column 5 cannot be reached: no node below links to it"],
    "no link up": ["floor 9 column 1 links to 0 node(s) above, not 1 to 3 different ones",
                   "floor 10 column 1 cannot be reached: no node below links to it"],
    "four links up": [
        "floor 9 column 2 links to 4 node(s) above, not 1 to 3 different ones",
        "floor 9 column 2 links to column 4 above, more than one column away",
        false_choice(10, 1, "shop", 2, "monster"),
        false_choice(10, 2, "shop", 1, "monster"),
        false_choice(10, 3, "shop", 1, "monster"),
        false_choice(10, 4, "shop", 1, "monster")],
    "a link too far": ["floor 9 column 1 links to column 3 above, more than one column away",
                       "floor 10 column 1 cannot be reached: no node below links to it"],
    "a link to nothing": ["floor 9 column 1 links to column 2 of floor 10, where no node is",
                          "floor 10 column 1 cannot be reached: no node below links to it"],
    "floor 14 not to the boss": ["floor 14 column 1 links to column 1 of floor 15, where no node is",
                                 "floor 14 column 1 does not link to the boss alone"],
    "one start": ["1 starting node(s) on floor 0, not at least 2",
                  "floor 1 column 1 cannot be reached: no node below links to it"],
    "two bosses": ["floor 15 has 2 nodes, not the boss alone", "floor 14 column 1 does not link to the boss alone",
                   "floor 14 column 3 does not link to the boss alone",
                   "floor 15 column 1 cannot be reached: no node below links to it"],
    "a boss linking up": ["the boss at floor 15 column 3 links further up"],
    "a node off the map": ["floor 9 column 7 is off the map",
                           "floor 9 column 7 links to column 6 of floor 10, where no node is",
                           "floor 9 column 7 cannot be reached: no node below links to it"],
}


def test_every_broken_map_of_test_map_is_pinned_here() -> None:
    """The cases below are test_map.py's broken maps, every one of them."""
    assert set(EVERY_LINE) == set(BROKEN)


@pytest.mark.parametrize("name", list(EVERY_LINE))
def test_check_rules_says_exactly_what_each_broken_map_breaks(name: str) -> None:
    """Each broken map's report, every line in order: the rule broken, where (floor and column, the floor above for a
    link), and the rules that follow from it (a node no longer reached), nothing else."""
    make, _words = BROKEN[name]
    assert check_rules(make()) == EVERY_LINE[name]


def test_a_node_kept_under_another_position_is_reported_and_its_links_still_checked() -> None:
    """A node of floor 9 filed under (16, 1), after the boss in the map's order: the report names where it is kept,
    and its links are still checked (the check of links skips the boss's floor, it does not stop there)."""
    nodes = dict(base().nodes)
    nodes[16, 1] = Node(9, 1, MONSTER, (2,))
    assert check_rules(ActMap(1, nodes)) == ["floor 9 column 1 is kept at floor 16 column 1",
                                             "floor 9 column 1 links to column 2 of floor 10, where no node is"]


def test_a_node_above_the_boss_is_off_the_map() -> None:
    """Floor 16 is past the last floor (the boss's, 15)."""
    act_map = with_node(base(), Node(16, 3, MONSTER))
    assert check_rules(act_map) == ["floor 16 column 3 is off the map",
                                    "floor 16 column 3 cannot be reached: no node below links to it"]


def test_a_floor_1_node_that_no_start_links_to_cannot_be_reached() -> None:
    """Only floor 0's nodes need no link from below: one on floor 1 that no start links to is unreachable."""
    act_map = with_node(base(), Node(1, 5, MONSTER, (5,)))
    assert check_rules(act_map) == ["floor 1 column 5 links to column 5 of floor 2, where no node is",
                                    "floor 1 column 5 cannot be reached: no node below links to it"]


def test_two_links_to_the_same_node_are_not_two_different_ones() -> None:
    act_map = with_links(base(), 9, 1, (1, 1))
    assert check_rules(act_map) == ["floor 9 column 1 links to 2 node(s) above, not 1 to 3 different ones"]


# --- throwing a potion away ---------------------------------------------------------------------------------------

def climb_with_potions(*potion_ids: str | None) -> Climb:
    climb = past_the_opening(Climb("silent", 3))
    climb.run.potions = list(potion_ids)
    return climb


@pytest.mark.parametrize("slot", [1, 2, 3])
def test_throwing_a_potion_away_empties_that_slot_alone_and_says_so(slot: int) -> None:
    """On the map, ["drop", n] empties slot n, keeps the other two, logs the potion's name and is kept as an
    action; the phase stays."""
    climb = climb_with_potions("fire_flask", "shell_tonic", "red_salve")
    names = {1: "Fire Flask", 2: "Shell Tonic", 3: "Red Salve"}
    climb.act(["drop", slot])
    expected: list[str | None] = ["fire_flask", "shell_tonic", "red_salve"]
    expected[slot - 1] = None
    assert climb.run.potions == expected and climb.phase == MAP
    assert climb.run.log[-1] == f"{names[slot]} thrown away." and climb.actions[2:] == [["drop", slot]]


@pytest.mark.parametrize(("action", "message"), [
    (["drop"], "not a potion to drop: ['drop']"),
    (["drop", 1, 2], "not a potion to drop: ['drop', 1, 2]"),
    (["drop", 2], "no potion in slot 2"),
    (["drop", 0], "no potion in slot 0"),
    (["drop", 4], "no potion in slot 4"),
])
def test_throwing_away_what_is_not_there_is_refused_with_its_reason(action: list[object], message: str) -> None:
    """A drop without one slot, of an empty slot or of a slot there is not: ValueError saying which, nothing
    changed."""
    climb = climb_with_potions("fire_flask", None, "red_salve")
    with pytest.raises(ValueError) as error:
        climb.act(action)
    assert str(error.value) == message
    assert climb.run.potions == ["fire_flask", None, "red_salve"] and climb.actions[2:] == []


# --- the difficulty's name ----------------------------------------------------------------------------------------

def test_a_difficultys_name_gives_its_newest_rule() -> None:
    """What the character page and the summary print: the level, and above 0 the rule it adds."""
    assert [rules.difficulty_name(level) for level in range(rules.HIGHEST + 1)] == [
        "difficulty 0", "difficulty 1 (Fierce elites)", "difficulty 2 (Thin purses)",
        "difficulty 3 (Restless nights)", "difficulty 4 (Heavy heart)", "difficulty 5 (Crowded halls)",
        "difficulty 6 (Sharp claws)", "difficulty 7 (Thick hides)", "difficulty 8 (Cold camps)",
        "difficulty 9 (Small satchel)", "difficulty 10 (Brand)"]
    assert rules.difficulty_name(11) == "difficulty 11"


# --- the climb's figures ------------------------------------------------------------------------------------------

def test_the_figures_of_a_climb_are_exactly_what_the_records_keep() -> None:
    """figures() after seed 0's first fight won (the Silent's climb at difficulty 1, 78 max HP after the opening's
    Hardy start): every key with its value; a daily climb adds its rule, a climb without one has no "rule" key."""
    climb = past_the_opening(Climb("silent", 0, 1))
    climb.act(["go", climb.map.starts()[0].column])
    while climb.phase == "fight":
        climb.act(climb.legal_actions()[0])
    figures = climb.figures()
    assert figures == {"turns": climb.turns, "character": "silent", "act": 1, "floor": 1, "difficulty": 1,
                       "killed_by": "", "deck": [card.get_name() for card in climb.run.deck],
                       "relics": [relic.name for relic in climb.run.relics], "gold": climb.run.gold,
                       "hp": climb.run.hp, "max_hp": 78}
    assert figures["turns"] >= 1 and figures["deck"] and figures["relics"]
    daily = Climb("silent", 0, 0, 3)
    assert daily.figures()["rule"] == 3 and daily.figures()["difficulty"] == 0


# --- a card's preview in the climb's fight ----------------------------------------------------------------------------

def test_the_card_preview_gives_each_cards_hits_block_and_strength() -> None:
    """An Ironclad at 3 energy with Defend, Iron Wave, Gloom, Strike and Inflame against a 30-HP brute: Defend 5
    block and no hits; Iron Wave 5 damage and 5 block; the curse nothing; Strike 6; Inflame 2 strength."""
    fight = fight_with(Brute(30), [IronWave(), Defend(), Inflame(), Strike(), Gloom()])
    expected = {"Defend": CardPreview((), 5, 0), "IronWave": CardPreview((Hit(5, 5, False),), 5, 0),
                "Gloom": CardPreview((), 0, 0), "Strike": CardPreview((Hit(6, 6, False),), 0, 0),
                "Inflame": CardPreview((), 0, 2)}
    hand = fight.get_player().get_hand()
    assert sorted(card.get_name() for card in hand) == sorted(expected)
    for index, card in enumerate(hand):
        assert predict_card(fight, index, fight.get_monsters()) == expected[card.get_name()], card.get_name()
    fight.get_player()._energy = 0  # nothing can be played now: the preview is the card's rules, not a play's
    for index, card in enumerate(hand):
        assert predict_card(fight, index, fight.get_monsters()) == expected[card.get_name()], card.get_name()
    assert [monster.get_hp() for monster in fight.get_monsters()] == [30] and len(hand) == 5


# --- relics where they act ------------------------------------------------------------------------------------------

def test_the_hagglers_ring_takes_a_fifth_off_every_shop_price_rounded_down() -> None:
    """The same shop (stream seeded 0) without and with Haggler's Ring: each price 20% lower, rounded down (52 gold
    becomes 41, not the 42 that 41.6 rounds to)."""
    plain = RunState("ironclad", 80, 40, [Strike()])
    ringed = RunState("ironclad", 80, 40, [Strike()])
    relics.obtain(ringed, "hagglers_ring")
    prices = [item.price for item in shop.stock(plain, random.Random(0)).items]
    cheaper = [item.price for item in shop.stock(ringed, random.Random(0)).items]
    assert prices == [53, 52, 74, 82, 160, 73, 53, 46, 244, 138, 184]
    assert cheaper == [42, 41, 59, 65, 128, 58, 42, 36, 195, 110, 147]
    assert all(isinstance(price, int) for price in cheaper)


def test_the_storm_core_says_it_makes_the_player_vulnerable_when_a_fight_starts() -> None:
    """Storm Core at a fight's start: 2 vulnerable, and the log's line says so."""
    climb = past_the_opening(Climb("ironclad", 0))
    relics.obtain(climb.run, "storm_core")
    climb.act(["go", climb.map.starts()[0].column])
    assert climb.fight is not None and climb.fight.get_player().get_vulnerable() == 2
    assert "Storm Core: you are 2 vulnerable." in climb.run.log


# --- the map's drawing ----------------------------------------------------------------------------------------------

def attributes_and_text(row: list[tuple[str, str]]) -> tuple[str, str]:
    """A drawn row as its text and, per character, P for the path's attribute, . for any other."""
    text = "".join(segment for _, segment in row)
    marks = "".join(("P" if attribute == "map_path" else ".") * len(segment) for attribute, segment in row)
    return text, marks


def test_the_boss_links_are_on_the_path_only_between_the_node_taken_and_the_boss() -> None:
    """Act 1's map of seed 0 (boss over column 3, floor 14 at columns 0, 4 and 5), the path through column 5: the
    row under the boss is the path from the boss's column to column 5, not from the left edge."""
    act_map = generate(1, random.Random(0))
    assert act_map.boss.column == 3
    assert [node.column for node in act_map.on_floor(14)] == [0, 4, 5]
    rows = map_rows(act_map, [(14, 5), (15, 3)], [], None)
    assert attributes_and_text(rows[row_of_floor(BOSS_FLOOR) + 1]) == (
        "    ┌───────────┴───┬───┐    ", "................PPPPPPPPP....")


def test_a_node_of_no_known_kind_is_drawn_as_a_question_mark() -> None:
    """A hand-made map's node of kind 'dragon' (floor 9, column 1) is drawn as '?'."""
    rows = map_rows(with_kind(base(), 9, 1, "dragon"), [], [], None)
    text, _ = attributes_and_text(rows[row_of_floor(9)])
    assert text[x_of(1)] == "?"


def test_the_card_preview_counts_the_monsters_block_and_only_what_the_player_gains() -> None:
    """The same hand with the brute behind 4 block and the player already at 3 block and 1 strength: Strike deals 7
    (6 + 1 strength), 4 of it to the block and 3 to HP; Iron Wave 6, 2 to HP; the block and strength previewed are
    what the card adds (Defend 5, Inflame 2), not the totals. A Strike on a 3-HP brute is lethal and deals the 3 HP
    it can take."""
    fight = fight_with(Brute(30), [IronWave(), Defend(), Inflame(), Strike(), Gloom()])
    fight.get_monsters()[0].add_block(4)
    fight.get_player().add_block(3)
    fight.get_player().add_strength(1)
    expected = {"Defend": CardPreview((), 5, 0), "IronWave": CardPreview((Hit(6, 2, False),), 5, 0),
                "Gloom": CardPreview((), 0, 0), "Strike": CardPreview((Hit(7, 3, False),), 0, 0),
                "Inflame": CardPreview((), 0, 2)}
    for index, card in enumerate(fight.get_player().get_hand()):
        assert predict_card(fight, index, fight.get_monsters()) == expected[card.get_name()], card.get_name()
    weak = fight_with(Brute(3), [Strike() for _ in range(5)])
    assert predict_card(weak, 0, weak.get_monsters()) == CardPreview((Hit(3, 3, True),), 0, 0)


def test_a_potion_effects_text_has_one_sentence_per_kind_of_effect() -> None:
    """Every kind of effect at once: damage, damage to all, the gains joined by 'and', the statuses likewise, the
    heal; one space between sentences."""
    effect = PotionEffect(damage=5, damage_all=4, strength=1, block=2, energy=3, weak=1, vulnerable=2,
                          heal_percent=10)
    assert effect.text() == ("Deal 5 damage to one foe. Deal 4 damage to every foe. Gain 1 strength and 2 block and 3 "
                             "energy. Apply 1 weak and 2 vulnerable to one foe. Heal 10% of your max HP.")


# --- events: what an option's text promises is what choosing it does --------------------------------------------------

def test_an_events_gold_is_told_after_the_relics_and_telling_it_notes_nothing() -> None:
    """A Toll in Blood's first option with Lucky Purse (+25%): the text says 100 gold, not 80, and writing it adds
    nothing to the log; choosing it gives those 100 and then the purse says its line. Gold to gain never goes below
    0, and 0 stays 0."""
    run = RunState("ironclad", 80, 60, [Strike() for _ in range(5)])
    relics.obtain(run, "lucky_purse")
    logged = len(run.log)
    assert events.EVENTS["blood_toll"].options[0].describe(run) == "Lose 10 HP. Gain 100 gold."
    assert run.gold_to_gain(80) == 100 and run.gold_to_gain(0) == 0
    assert run.log[logged:] == [] and run.gold == 0
    outcome = events.resolve(run, "blood_toll", 0, random.Random(0))
    assert outcome.text == "You lose 10 HP and gain 100 gold."
    assert (run.gold, run.hp, run.log[logged:]) == (100, 50, ["Lucky Purse: +20 gold."])
    yoked = RunState("ironclad", 80, 60, [Strike()])
    relics.obtain(yoked, "gilded_yoke")
    assert yoked.gold_to_gain(1) == 0


@pytest.mark.parametrize(("max_hp", "hp", "text", "after"), [
    (6, 6, "Lose 5 max HP (and 5 HP). Upgrade 3 random cards.", (1, 1)),
    (80, 78, "Lose 5 max HP (and 3 HP). Upgrade 3 random cards.", (75, 75)),
    (80, 40, "Lose 5 max HP. Upgrade 3 random cards.", (75, 40))])
def test_paying_in_flesh_says_the_hp_it_cuts_and_cuts_that(max_hp: int, hp: int, text: str,
                                                          after: tuple[int, int]) -> None:
    """The Glass Smith's "Pay in flesh" (5 max HP): its text names the HP above the new max that is cut (none when
    the HP is below it), down to a max HP of 1, and choosing it leaves exactly that max HP and HP."""
    run = RunState("ironclad", max_hp, hp, [Strike() for _ in range(5)])
    option = events.EVENTS["glass_smith"].options[0]
    assert option.describe(run) == text and option.available(run)
    events.resolve(run, "glass_smith", 0, random.Random(0))
    assert (run.max_hp, run.hp) == after


def test_the_rules_in_force_are_every_rule_up_to_the_difficulty_and_the_days_one() -> None:
    """What the character page lists: none at difficulty 0, the first two at 2, all ten at 10; a daily climb's rule
    alone at difficulty 0, or added above the difficulty's."""
    assert rules.rules_at(0) == ()
    assert rules.rules_at(2) == rules.RULES[:2] and rules.rules_at(4) == rules.RULES[:4]
    assert rules.rules_at(10) == rules.RULES and len(rules.RULES) == 10
    assert rules.rules_at(0, 3) == (rules.RULES[2],)
    assert rules.rules_at(1, 4) == (rules.RULES[0], rules.RULES[3])
    assert rules.rules_at(3, 2) == rules.RULES[:3]


def test_selling_a_strike_is_refused_without_a_strike_and_says_why() -> None:
    """The Pawnbroker's Cart's "Sell a Strike" with a deck of eight Defends: refused, and the reason is the one the
    event page shows. With a Strike+ among them it is offered (an upgraded Strike is still a Strike)."""
    option = events.EVENTS["pawn_cart"].options[1]
    assert option.name == "Sell a Strike"
    run = RunState("ironclad", 80, 60, [Defend() for _ in range(8)])
    assert option.refusal(run) == "no Strike in your deck" and not option.available(run)
    run.deck.append(StrikePlus())
    assert option.refusal(run) == "" and option.available(run)


def test_the_gilded_yoke_says_the_gold_it_takes_and_nothing_when_it_takes_none() -> None:
    """Gilded Yoke keeps half of the gold gained, rounded down: of 2 it keeps 1 and says 1 lost; of 0 it keeps 0 and
    says nothing; of 3 it keeps 1 and says 2 lost."""
    run = RunState("ironclad", 80, 60, [Strike()])
    relics.obtain(run, "gilded_yoke")
    logged = len(run.log)
    assert [run.gain_gold(2), run.gain_gold(0), run.gain_gold(3)] == [1, 0, 1]
    assert run.log[logged:] == ["Gilded Yoke: 1 gold lost.", "Gilded Yoke: 2 gold lost."] and run.gold == 2


@pytest.mark.parametrize(("action", "message"), [
    (["card", 1], "not a boss relic action: ['card', 1]"), (["relic"], "not a boss relic action: ['relic']"),
    ("leave", "not a boss relic action: 'leave'"), (["relic", 4], "no relic 4 of 3"),
    (["relic", 0], "no relic 0 of 3")])
def test_the_boss_relic_choice_refuses_anything_but_a_relic_offered_or_skip(action: object, message: str) -> None:
    """Seed 73 after act 1's boss, three boss relics offered: another phase's action, a relic without a number or
    out of the three is refused with its reason and changes nothing."""
    climb = at(BOSS_SEED, "boss relics")
    relics_held = [relic.id for relic in climb.run.relics]
    with pytest.raises(ValueError) as error:
        climb.act(action)
    assert str(error.value) == message
    assert climb.phase == "boss relic" and [relic.id for relic in climb.run.relics] == relics_held
    assert climb.run.act == 1 and len(climb.boss_relics) == 3


@pytest.mark.parametrize(("number", "relic_id"), [(1, "hollow_crown"), (2, "verdant_heart"), (3, "smiths_crown")])
def test_each_boss_relic_offered_can_be_taken_and_act_2_begins(number: int, relic_id: str) -> None:
    """Seed 73's three boss relics: ["relic", n] takes the n-th, the last one too, and the climb goes up to act 2."""
    climb = at(BOSS_SEED, "boss relics")
    climb.act(["relic", number])
    assert climb.run.relics[-1].id == relic_id and climb.run.act == 2 and climb.phase == MAP
    assert climb.boss_relics == []


def test_the_turn_preview_counts_every_hit_even_past_the_players_fall() -> None:
    """The brute's Flurry (3 hits of 3) against a player at 4 HP: the preview names the monster and its move and
    counts all three hits (the forecast shows the whole move), though the second already fells the player; the
    fight itself is untouched."""
    fight = fight_with(Brute(30, start=1), hp=4)
    turn = predict_turn(fight)
    brute_id = fight.get_monsters()[0].get_id()
    assert turn.intents == (ClimbIntent(brute_id, "Test Brute", "Flurry", 3, 3, 0, 0, 0, 0),)
    assert (turn.hp_after, turn.block_after) == (0, 0) and fight.get_player().get_hp() == 4


def test_the_card_preview_counts_only_the_block_a_hit_breaks() -> None:
    """A Strike on a brute behind 10 block: 6 damage, all to the block (4 left), none to HP."""
    fight = fight_with(Brute(30), [Strike() for _ in range(5)])
    fight.get_monsters()[0].add_block(10)
    assert predict_card(fight, 0, fight.get_monsters()) == CardPreview((Hit(6, 0, False),), 0, 0)


def test_the_turn_preview_of_a_move_without_an_attack_deals_nothing() -> None:
    """The brute's Flex: no damage and no hits, 2 strength."""
    fight = fight_with(Brute(30, start=0))
    brute_id = fight.get_monsters()[0].get_id()
    assert predict_turn(fight).intents == (ClimbIntent(brute_id, "Test Brute", "Flex", 0, 0, 0, 2, 0, 0),)


def test_waking_the_snoring_brute_says_so_and_starts_an_elite_fight() -> None:
    """The Snoring Brute's "Wake it up": the outcome's line, and an elite fight next."""
    run = RunState("ironclad", 80, 60, [Strike()])
    outcome = events.resolve(run, "snoring_brute", 1, random.Random(0))
    assert (outcome.text, outcome.fight) == ("The brute rises, and it is not alone.", "elite")


# --- relics' lines in the log, where they act ---------------------------------------------------------------------

def test_the_relics_that_act_in_a_fight_say_so_in_the_log() -> None:
    """Still Mind on the Watcher's first turn (+1 energy), War Drum by the fifth turn (+1 energy), Trophy Tusk when a
    monster falls (+2 strength), Leech Tooth healing 3 of the HP missing when a monster falls, and nothing from Leech
    Tooth at full HP (it healed nothing)."""
    climb = past_the_opening(Climb("watcher", 0))
    climb.act(["go", climb.map.starts()[0].column])
    assert "Still Mind: +1 energy." in climb.run.log
    drum = run_with("war_drum")
    fight = fight_of(drum)
    for _ in range(4):
        end_turn(fight)
    assert [line for line in drum.log if line.startswith("War Drum")] == ["War Drum: +1 energy."]
    tusk = run_with("trophy_tusk")
    strike(fight_of(tusk, 1, 999))
    assert [line for line in tusk.log if line.startswith("Trophy Tusk")] == ["Trophy Tusk: +2 strength."]
    hurt, full = run_with("leech_tooth", hp=40), run_with("leech_tooth", hp=80)
    strike(fight_of(hurt, 1, 999))
    strike(fight_of(full, 1, 999))
    assert [line for line in hurt.log if line.startswith("Leech Tooth")] == ["Leech Tooth: healed 3 HP."]
    assert not [line for line in full.log if line.startswith("Leech Tooth")]


def test_removing_a_card_that_is_not_in_the_deck_is_refused_with_its_place() -> None:
    """shop.remove_card with place 99 of a ten-card deck: ValueError naming the place; no gold paid, no card gone."""
    run = run_with()
    run.gold = 500
    stocked = shop.stock(run, random.Random(0))
    with pytest.raises(ValueError) as error:
        shop.remove_card(run, stocked, 99)
    assert str(error.value) == "no card 99 in the deck" and (run.gold, len(run.deck)) == (500, 10)
