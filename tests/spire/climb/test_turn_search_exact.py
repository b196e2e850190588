"""The planner's turn search exactly (issue 31, mutation testing of the climb's content): the energy of a turn, what
the deck gives a turn on average, a monster's future moves, and the score of positions the search weighs (a
monster's pattern, the task sheet's Jaw Worm played on a copy, powers, weak and vulnerable on both sides, a long
fight's dearer turns, potions kept by the kind of fight), and the plan it then makes. The scores are the search's
own figures for these hand-made fights: a change to how it weighs a position changes them, and is a decision to
make here (the planner's climbs in test_planner.py show what it does to whole climbs)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest

from arcade.games.spire.climb import relics, turn_search
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.powers import ARTIFACT, CURL, RISING, THORNS, Power
from arcade.games.spire.climb.run import DISCARD
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb.turn_search import (
    DEATH,
    END_TURN,
    MAX_NODES,
    WIN,
    DeckRates,
    Scorer,
    _key,
    apply,
    clone_fight,
    fight_actions,
    future_moves,
    plan_turn,
    turn_energy,
)
from arcade.games.spire.model import Card, Cultist, JawWorm, Monster, get_random_source, new_game
from tests.spire.climb.decks import STARTING, named
from tests.spire.climb.test_texts_exact import Brute


class Spiky(ClimbMonster):
    title = "Spiky"
    pattern = (Move("Jab", damage=5), Move("Guard", block=6))
    powers = (Power(THORNS, 2), Power(CURL, 4), Power(RISING, 1))



def fight_of(monsters: list[Monster], deck: list[Card], relic_ids: tuple[str, ...] = (),
             potions: tuple[str | None, ...] = (None, None, None)) -> ClimbFight:
    """A fight of rules version 5 at 70 of 80 HP, its first hand drawn by the model's source seeded 1."""
    new_game(random.Random(1))
    run = RunState("ironclad", 80, 70, deck, relics=[relics.relic(relic_id) for relic_id in relic_ids],
                   potions=list(potions), rules_version=5)
    return ClimbFight(run, monsters)


def brute_fight() -> ClimbFight:
    """Brute about to Smash, the starting deck and a Gloom; Still Mind (a starter's energy, every turn), War Drum (one
    energy every third turn) and Sun Engine (one every turn); a Red Salve kept."""
    return fight_of([Brute(40, start=1)], named(*STARTING, "Gloom"), ("still_mind", "war_drum", "sun_engine"),
                    ("red_salve", None, None))


def test_a_turns_energy_counts_the_relics_that_add_it_at_its_start_but_a_starters() -> None:
    fight = brute_fight()
    assert turn_energy(fight) == pytest.approx(3 + 1 / 3 + 1, abs=1e-12)
    assert turn_energy(fight_of([Cultist(50)], named(*STARTING), ("still_mind", "bone_harvest"))) == 3.0


def test_the_decks_rates_of_a_turn() -> None:
    """11 cards, 10 playable costing 1.1 on average: 5 × 10 / 11 drawn, of which 4⅓ / 1.1 paid for; each playable card
    played that share of a turn: 37 damage, six attacks, 25 block."""
    played = (3 + 1 / 3 + 1) / 1.1
    share = played / 10
    rates = DeckRates.of(brute_fight())
    assert [rates.played, rates.damage, rates.attacks, rates.block, rates.strength] == pytest.approx(
        [played, share * 37, share * 6, share * 25, 0.0], abs=1e-9)
    free = DeckRates.of(fight_of([Cultist(50)], named("Neutralize", "Neutralize", "Gloom")))
    assert [free.played, free.damage, free.attacks, free.block] == pytest.approx([10 / 3, 10.0, 10 / 3, 0.0],
                                                                                 abs=1e-9)
    assert DeckRates.of(fight_of([Cultist(50)], named("Gloom", "Wound"))) == DeckRates(0.0, 0.0, 0.0, 0.0, 0.0)
    inflamed = DeckRates.of(fight_of([Cultist(50)], named("Inflame", "Strike")))  # 3 energy of the 5 drawn
    assert [inflamed.played, inflamed.strength] == pytest.approx([3.0, 1.5 * 2], abs=1e-9)


def test_a_monsters_future_moves_are_its_pattern_played_on_a_copy() -> None:
    """(damage per hit, hits, strength gained, block gained): a pattern's move without damage has no hits; the task
    sheet's Cultist names none, so its ritual counts as one hit of 0."""
    brute = Brute(40)
    assert future_moves(brute, 5) == [(0, 0, 2, 0), (11, 1, 0, 0), (2, 3, 0, 0), (0, 0, 0, 8), (11, 1, 0, 0)]
    assert brute.get_block() == 0 and future_moves(brute, 1) == [(0, 0, 2, 0)]
    assert future_moves(Cultist(50), 3) == [(0, 1, 0, 0), (7, 1, 0, 0), (8, 1, 0, 0)]
    assert future_moves(Poker(20), 2) == [(1, 1, 0, 0), (1, 1, 0, 0)]  # an attack of 1 is one hit


class Poker(ClimbMonster):
    title = "Poker"
    pattern = (Move("Poke", damage=1),)


def test_the_score_of_a_position_and_the_turn_the_search_plans() -> None:
    fight = brute_fight()
    assert [card.get_name() for card in fight.get_player().get_hand()] == ["Strike", "Bash", "Strike", "Strike",
                                                                           "Strike"]
    monster, elite = Scorer(fight, "monster"), Scorer(fight, "elite")
    assert (monster.potion_worth, elite.potion_worth, Scorer(fight, "boss").potion_worth) == (10.0, 5.0, 1.0)
    assert Scorer(fight, "shop").potion_worth == 10.0
    assert monster.turn_cost == 1.0
    assert monster.score(fight) == pytest.approx(63.05534555534555, abs=1e-9)
    assert elite.score(fight) == pytest.approx(58.05534555534555, abs=1e-9)  # the potion kept worth 5, not 10
    plan, value = plan_turn(fight, "monster", with_potions=False)
    assert plan == [["play", 2, 1], ["play", 1, 1], ["play", 1, 1], ["play", 1, 1], END_TURN]
    assert value == pytest.approx(71.47089397089397, abs=1e-9)


def test_the_score_of_a_position_against_powers_a_worm_and_statuses_on_both_sides() -> None:
    """Spiky about to Guard (Thorns 2, Curl 4, Rising 1, weak 2, vulnerable 2) and a Jaw Worm that has taken 10
    (vulnerable 1); the player weak 2 and vulnerable 2: after the monsters' turn each is one turn short, so the
    estimate's first turn still has Spiky's Jab and the player's attacks weak and the player vulnerable. From turn 14
    each turn of the fight costs 1 + (14 − 10)² / 25."""
    spiky, worm = Spiky(30, start=1), JawWorm(40)
    fight = fight_of([spiky, worm], named(*STARTING))
    fight.get_player().add_weak(2)
    fight.get_player().add_vulnerable(2)
    worm.reduce_hp(10)
    worm.add_vulnerable(1)
    spiky.add_weak(2)
    spiky.add_vulnerable(2)
    assert Scorer(fight, "boss").score(fight) == pytest.approx(5.134623259623261, abs=1e-9)
    fight.turn = 14
    scorer = Scorer(fight, "boss")
    assert scorer.turn_cost == pytest.approx(1 + 16 / 25, abs=1e-12)
    assert scorer.score(fight) == pytest.approx(-4.742854217854216, abs=1e-9)


def test_a_won_or_lost_position_scores_its_end() -> None:
    fight = brute_fight()
    scorer = Scorer(fight, "monster")
    fight.get_monsters()[:] = []
    assert scorer.score(fight) == WIN + 70 + 10.0
    fight.get_player().reduce_hp(70)
    assert scorer.score(fight) == DEATH


def brute_and_weak_worm(*deck: str) -> ClimbFight:
    """Brute about to Smash and a Jaw Worm that has taken 10, weak 2 (still weak 1 on the first turn estimated after
    the monsters' turn, its attack then cut by a quarter)."""
    worm = JawWorm(40)
    worm.reduce_hp(10)
    worm.add_weak(2)
    return fight_of([Brute(40, start=1), worm], named(*deck))


def test_the_score_of_a_deck_that_deals_little_or_grows_its_strength() -> None:
    """A deck of no attacks still wears monsters down by half a point a turn (so the fight has an end); a deck with
    Inflame deals more each turn by its strength; a position whose forecast kills the player scores DEATH less the
    monsters' HP left."""
    blocking = brute_and_weak_worm("Defend", "Defend", "Defend", "Inflame", "Inflame", "Gloom")
    assert DeckRates.of(blocking) == DeckRates(3.0, 0.0, 0.0, pytest.approx(9.0), pytest.approx(2.4))
    assert Scorer(blocking, "monster").score(blocking) == pytest.approx(-271.25, abs=1e-9)
    growing = brute_and_weak_worm("Strike", "Strike", "Inflame", "Defend", "Defend")
    rates = DeckRates.of(growing)
    assert [rates.damage, rates.attacks, rates.block, rates.strength] == pytest.approx([7.2, 1.2, 6.0, 1.2], abs=1e-9)
    assert Scorer(growing, "monster").score(growing) == pytest.approx(-56.460317460317455, abs=1e-9)
    dying = brute_fight()
    dying.get_player().reduce_hp(65)  # 5 HP against a Smash of 11
    assert Scorer(dying, "monster").score(dying) == DEATH - 40


def test_a_copy_of_the_fight_shares_only_what_never_changes() -> None:
    """clone_fight copies the fight, its player, monsters, run, piles, counters and random sources, and shares the
    cards, the relics (frozen) and the monsters' patterns (tuples): the module's docstring's promise, which keeps a
    search of a hundred positions cheap. Within one copy, a thing met twice is copied once."""
    fight = brute_fight()
    fight.run.counters["seen"] = 1
    copied = clone_fight(fight)
    player, twin = fight.get_player(), copied.get_player()
    assert twin is not player and copied.run is not fight.run
    assert twin.get_hand() is not player.get_hand() and twin.get_deck() is not player.get_deck()
    assert all(mine is theirs for mine, theirs in zip(twin.get_hand(), player.get_hand(), strict=True))
    assert all(mine is theirs for mine, theirs in zip(twin.get_deck(), player.get_deck(), strict=True))
    assert copied.run.deck is not fight.run.deck
    assert all(mine is theirs for mine, theirs in zip(copied.run.deck, fight.run.deck, strict=True))
    assert copied.run.relics is not fight.run.relics
    assert all(mine is theirs for mine, theirs in zip(copied.run.relics, fight.run.relics, strict=True))
    assert copied.run.counters == {"seen": 1} and copied.run.counters is not fight.run.counters
    assert copied.run.potions == fight.run.potions and copied.run.potions is not fight.run.potions
    (monster,), (brute,) = copied.get_monsters(), fight.get_monsters()
    assert monster is not brute and monster.moves is brute.moves and vars(monster) == vars(brute)
    assert copied.run.log == [] and fight.run.log is not copied.run.log
    copied.run.counters["seen"] = 2
    twin.get_hand().pop()
    assert fight.run.counters == {"seen": 1} and len(player.get_hand()) == 5


def big_fight() -> ClimbFight:
    """Three monsters, a hand of ten different cards and five energy (Still Mind, Sun Engine), two potions: more
    positions than one search scores (MAX_NODES)."""
    fight = fight_of([Brute(40, start=1), Spiky(30), Cultist(44)],
                     named("Strike", "Defend", "Bash", "Inflame", "Neutralize", "Survivor", "Twinbrand", "Ironsweep",
                           "Cinderfist", "Hotblood", "Stoke", "Venomcut"),
                     ("still_mind", "sun_engine"), ("red_salve", "titan_brew", None))
    fight.get_player().get_hand()[:] = named("Strike", "Bash", "Inflame", "Neutralize", "Survivor", "Twinbrand",
                                             "Ironsweep", "Hotblood", "Stoke", "Venomcut")
    return fight


def test_a_search_of_more_positions_than_it_may_score_stops_at_its_bound() -> None:
    fight = big_fight()
    plan, value = plan_turn(fight, "elite", with_potions=True)
    assert plan == [["potion", 2], ["play", 2, 2], END_TURN]
    assert value == pytest.approx(53.30765920826162, abs=1e-9)
    plan, value = plan_turn(fight, "elite", with_potions=False)
    assert plan == [["play", 5], ["play", 4, 2], END_TURN]
    assert value == pytest.approx(51.70923340630292, abs=1e-9)


def test_a_play_that_changes_nothing_the_score_reads_is_not_made() -> None:
    """Brute roars this turn (no attack): a Defend's block would be gone before anything hits, and the deck's rates
    count every card wherever it lies, so playing it scores the same as ending the turn, and the turn just ends."""
    fight = fight_of([Brute(40, start=0)], named(*STARTING))
    fight.get_player().get_hand()[:] = named("Defend")
    plan, value = plan_turn(fight, "monster", with_potions=False)
    assert plan == [END_TURN]
    assert value == Scorer(fight, "monster").score(fight) == pytest.approx(48.09523809523809, abs=1e-9)


SCORE_WITH_FLEXER = -62.60526315789474
"""The search's score of the fight against Flexer and a strong worm (below)."""


class Flexer(ClimbMonster):
    title = "Flexer"
    pattern = (Move("Bite", damage=5), Move("Flex", strength=3))


class Pebble(Card):
    """An attack of 1 damage for 1 energy (none of ours deals so little)."""

    _energy_cost = 1
    _requires_target = True

    def get_damage_amount(self) -> int:
        return 1


def test_the_score_counts_a_patterns_strength_a_worms_strength_and_an_attack_of_one() -> None:
    """Flexer gains 3 strength every other turn, and its bites grow by it; the worm's copy hits with its strength; a
    card of 1 damage counts as an attack (for the player's strength); Wyrm Scale's block at each turn's start adds no
    energy."""
    worm = JawWorm(40)
    worm.reduce_hp(10)
    worm.add_strength(2)
    fight = fight_of([Flexer(50), worm], [*named(*STARTING), Pebble()], ("wyrm_scale",))
    assert turn_energy(fight) == 3.0
    rates = DeckRates.of(fight)
    assert rates.attacks == pytest.approx(rates.played / 11 * 7, abs=1e-12)  # 5 Strikes, Bash, the Pebble
    assert Scorer(fight, "monster").score(fight) == pytest.approx(SCORE_WITH_FLEXER, abs=1e-9)


def test_a_monster_felled_by_its_poison_in_its_own_turn_wins_the_fight_with_the_potions_kept() -> None:
    fight = brute_fight()
    brute = fight.get_monsters()[0]
    brute.reduce_hp(38)
    fight.poison[brute.get_id()] = 3
    assert Scorer(fight, "monster").score(fight) == WIN + 70 + 10.0


def test_the_plays_a_search_tries_and_a_turn_that_begins_with_a_discard() -> None:
    """Each card name once at its first place (the second Strike plays as the first), never a curse, on each of the
    three monsters when it needs a target; the potions held when asked. With a discard asked, the plan makes it
    first (the Strike), then plays on."""
    fight = big_fight()
    fight.get_player().get_hand()[:] = named("Strike", "Gloom", "Defend", "Strike", "Bash", "Bludgeon", "Neutralize")
    plays = [["play", 1, 1], ["play", 1, 2], ["play", 1, 3], ["play", 3], ["play", 5, 1], ["play", 5, 2],
             ["play", 5, 3], ["play", 6, 1], ["play", 6, 2], ["play", 6, 3], ["play", 7, 1], ["play", 7, 2],
             ["play", 7, 3]]
    assert fight_actions(fight, with_potions=True) == [*plays, ["potion", 1], ["potion", 2]]
    assert fight_actions(fight, with_potions=False) == plays
    fight.get_player().get_hand()[:] = named("Strike", "Defend", "Defend", "Neutralize")
    fight.get_player().to_discard = 1
    plan, value = plan_turn(fight, "monster", with_potions=False)
    assert plan == [[DISCARD, 1], ["play", 3, 2], ["play", 1], ["play", 1], END_TURN]
    assert value == pytest.approx(51.30443864229765, abs=1e-9)
    assert fight.get_player().to_discard == 1 and len(fight.get_player().get_hand()) == 4  # planned on copies


def test_a_monster_whose_strength_is_below_its_attack_deals_nothing_not_less() -> None:
    """Poker's pokes of 1 at −2 strength hurt no one (a hit is never below 0): the player, at 70 with a deck of
    Strikes, loses nothing but the turns the fight lasts."""
    poker = Poker(20)
    poker.add_strength(-2)
    fight = fight_of([poker], named(*["Strike"] * 6))  # no block to take a poke
    assert Scorer(fight, "monster").score(fight) == pytest.approx(69.88888888888889, abs=1e-9)


def count_scores(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Every score the searches of this test make, in order (Scorer.score watched)."""
    scores: list[float] = []
    real = Scorer.score

    def watched(self: Scorer, fight: ClimbFight) -> float:
        value = real(self, fight)
        scores.append(value)
        return value

    monkeypatch.setattr(Scorer, "score", watched)
    return scores


def seven_card_fight(hand: tuple[str, ...]) -> ClimbFight:
    """Brute about to Smash (40 HP) and a hand of seven different cards, two of them free."""
    fight = fight_of([Brute(40, start=1)], named(*STARTING))
    fight.get_player().get_hand()[:] = named(*hand)
    return fight


@pytest.mark.parametrize(("hand", "scored", "planned", "score"), [
    # depths of 7, 31, 33 and 28 positions after the first: 100 scored, the search stops (a fifth depth of 8 more
    # would find a win)
    (("Strike", "Defend", "Inflame", "Neutralize", "Twinbrand", "Hotblood", "Cinderfist"), 100,
     [["play", 2], ["play", 3, 1], ["play", 5, 1], ["play", 5], END_TURN], 68.19300225733635),
    # depths of 7, 30, 33 and 28: 99 scored, one more depth (5 positions) finds the win: Hotblood's 7 the last hit
    (("Strike", "Defend", "Neutralize", "Survivor", "Twinbrand", "Hotblood", "Venomcut"), 104,
     [["play", 4], ["play", 3, 1], ["play", 3, 1], ["play", 4, 1], ["play", 3, 1]], WIN + 68),
])
def test_a_search_goes_a_depth_deeper_only_while_it_has_scored_fewer_than_max_nodes_positions(
        monkeypatch: pytest.MonkeyPatch, hand: tuple[str, ...], scored: int, planned: list[Any], score: float) -> None:
    """The bound is checked before each depth, the root counted: a search that has scored exactly MAX_NODES (100)
    positions stops there with the best plan so far; one that has scored 99 searches a whole depth more. A plan
    that wins the fight ends with the play that wins it (no end of turn after it)."""
    assert MAX_NODES == 100
    scores = count_scores(monkeypatch)
    plan, value = plan_turn(seven_card_fight(hand), "monster", with_potions=False)
    assert len(scores) == scored
    assert plan == planned
    assert value == pytest.approx(score, abs=1e-9)
    assert max(scores) == value


DRAW_PILE = ("Bash", "Defend", "Inflame", "Strike", "Twinbrand", "Anvildrop", "Bloodward", "Hotblood", "Ironsweep",
             "Stoke", "Emberburst", "Flashburn")
"""Twelve different cards: which one a Cinderfist draws changes the plan that follows."""


def cinderfist_fight(draw_pile: tuple[str, ...]) -> ClimbFight:
    """Brute about to Smash, a hand of two Cinderfists (each draws a card) and this draw pile."""
    fight = fight_of([Brute(40, start=1)], named(*STARTING))
    fight.get_player().get_hand()[:] = named("Cinderfist", "Cinderfist")
    fight.get_player().get_deck()[:] = named(*draw_pile)
    return fight


@pytest.mark.parametrize(("draw_pile", "planned", "score"), [
    (DRAW_PILE, [["play", 1, 1], ["play", 2], ["play", 1, 1], END_TURN], 65.15105105105106),
    (DRAW_PILE[3:10], [["play", 1, 1], ["play", 1, 1], ["play", 2], END_TURN], 64.48809523809524),
])
def test_a_searchs_draws_come_from_a_source_of_its_own_seeded_0(draw_pile: tuple[str, ...], planned: list[Any],
                                                                   score: float) -> None:
    """The cards a copy draws are drawn by random.Random(0), the same in every search (the plans pinned here follow
    from its draws), and neither the model's random source nor its monster numbering moves: the real fight's next
    draw is the one it would have been."""
    fight = cinderfist_fight(draw_pile)
    source, next_id = get_random_source(), Monster._next_id
    state = source.getstate()
    plan, value = plan_turn(fight, "monster", with_potions=False)
    assert (plan, value) == (planned, pytest.approx(score, abs=1e-9))
    assert get_random_source() is source and source.getstate() == state and Monster._next_id == next_id
    assert [card.get_name() for card in fight.get_player().get_deck()] == list(draw_pile)
    assert [card.get_name() for card in fight.get_player().get_hand()] == ["Cinderfist", "Cinderfist"]


class Warded(ClimbMonster):
    title = "Warded"
    pattern = (Move("Jab", damage=5),)
    powers = (Power(ARTIFACT, 1),)


def warded_fight() -> ClimbFight:
    """Warded (Artifact 1) and Brute, a hand of three different cards."""
    fight = fight_of([Warded(30), Brute(40, start=1)], named(*STARTING))
    fight.get_player().get_hand()[:] = named("Strike", "Defend", "Bash")
    return fight


KEY_CHANGES: dict[str, Callable[[ClimbFight], None]] = {
    "hand's order": lambda fight: fight.get_player().get_hand().reverse(),
    "energy": lambda fight: fight.get_player().gain_energy(1),
    "HP": lambda fight: fight.get_player().reduce_hp(1),
    "block": lambda fight: fight.get_player().add_block(1),
    "strength": lambda fight: fight.get_player().add_strength(1),
    "weak": lambda fight: fight.get_player().add_weak(1),
    "vulnerable": lambda fight: fight.get_player().add_vulnerable(1),
    "monster's HP": lambda fight: fight.get_monsters()[1].reduce_hp(1),
    "monster's block": lambda fight: fight.get_monsters()[1].add_block(1),
    "monster's strength": lambda fight: fight.get_monsters()[1].add_strength(1),
    "monster's weak": lambda fight: fight.get_monsters()[1].add_weak(1),
    "monster's vulnerable": lambda fight: fight.get_monsters()[1].add_vulnerable(1),
    "monster's powers left": lambda fight: fight.get_monsters()[0].add_weak(1),  # Artifact shrugs it off: spent
    "monsters' order": lambda fight: fight.get_monsters().reverse(),
    "potions": lambda fight: fight.run.potions.__setitem__(0, "red_salve"),
    "counters": lambda fight: fight.run.counters.__setitem__("seen", 1),
}
"""One change to a position each, every one of them something a later play or the score may read."""


@pytest.mark.parametrize("change", KEY_CHANGES)
def test_positions_that_differ_in_one_thing_a_play_reads_are_never_merged(change: str) -> None:
    """A search merges positions by _key: a copy has the position's key, and any one change makes another (a
    monster's Artifact spent with nothing else changed too: a weak put on it next would then land)."""
    fight = warded_fight()
    copied = clone_fight(fight)
    assert _key(copied) == _key(fight)
    KEY_CHANGES[change](copied)
    assert _key(copied) != _key(fight)
    if change == "monster's powers left":
        warded, twin = fight.get_monsters()[0], copied.get_monsters()[0]
        assert (twin.get_weak(), twin.power(ARTIFACT), warded.power(ARTIFACT)) == (0, 0, 1)


def hitter(damage: int) -> type[ClimbMonster]:
    """A monster that hits for `damage` every turn (a threat of `damage` a turn)."""
    return type(f"Hitter{damage}", (ClimbMonster,), {"title": "Hitter", "pattern": (Move("Hit", damage=damage),)})


@pytest.mark.parametrize(("foes", "attack", "loss"), [
    # 6 a turn: the 6 HP hitting 4 first (4 / 6 a turn for its HP, against 3 / 12; by threat times HP it would be
    # second): it falls at the end of turn 1, hitting half of it (2), the other hits 3; turn 2, 3; turn 3 the other
    # falls at its end, hitting 1.5: 9.5 lost, the fight lasting 3 turns (12.5). The other way round: 14.5 and 3.
    (((6, 4), (12, 3)), "Strike", 12.5),
    # 6 a turn: both fall in turn 1, the 2 HP hitting 4 first (at 2/6 of the turn), the 3 HP hitting 3 next (at
    # (2 + 3)/6: half a turn and a third, so a third of its 3 lands): 1 lost, the fight lasting 5/6 of a turn.
    (((2, 4), (3, 3)), "Strike", 1 + 5 / 6),
    # 1 a turn: the 1 HP hitting 3 first (3 for its HP, counted as at least 1, against 5 / 2): falls at the end of
    # turn 1 (1.5 and 5 land); turn 2, 5; turn 3 the other falls at its end (2.5): 14 lost over 3 turns.
    (((1, 3), (2, 5)), "Pebble", 17.0),
    # 6 a turn and 5 block: the 6 HP hitting 8 first; turn 1 its half (4) and 6 land on 5 block (5 lost); turn 2, 6
    # (1); turn 3 the other falls at its end (3: none past the block): 6 lost over 3 turns. Were the second monster
    # to take more than the turn had left, it would fall in turn 1 and land its 6 two and a half times then (17).
    (((6, 8), (12, 6)), "Strike and Defend", 9.0),
])
def test_the_rest_of_a_fight_wears_down_the_most_dangerous_monster_for_its_hp_first(
        foes: tuple[tuple[int, int], ...], attack: str, loss: float) -> None:
    """future_loss on hand-made positions: the deck (an attack, maybe a Defend, and Glooms: one card of five played
    a turn, or both of two) deals 6 (a Strike) or 1 (a Pebble) a turn, to the monsters in the order of their threat
    for their HP (at least 1); a monster falling part way through a turn hits with what is left of that turn past
    its half, the next takes what the turn has left, and each turn lasted costs 1."""
    monsters: list[Monster] = [hitter(damage)(hp) for hp, damage in foes]
    played = {"Strike": named("Strike"), "Pebble": [Pebble()], "Strike and Defend": named("Strike", "Defend")}[attack]
    fight = fight_of(monsters, [*played, *named(*["Gloom"] * (5 - len(played)))])
    scorer = Scorer(fight, "monster")
    assert (scorer.rates.damage, scorer.rates.attacks, scorer.rates.block) == (
        1.0 if attack == "Pebble" else 6.0, 1.0, 5.0 if "Defend" in attack else 0.0)
    assert scorer.future_loss(fight) == pytest.approx(loss, abs=1e-12)


def test_a_discard_asked_is_made_even_when_it_changes_nothing_the_score_reads() -> None:
    """A lone Strike to discard: the position after it scores as the one before (the deck's rates count the card
    wherever it lies), but a turn with a discard asked cannot end before it is made."""
    fight = fight_of([Brute(40, start=1)], named(*STARTING))
    fight.get_player().get_hand()[:] = named("Strike")
    fight.get_player().to_discard = 1
    plan, value = plan_turn(fight, "monster", with_potions=False)
    assert plan == [[DISCARD, 1], END_TURN]
    assert value == Scorer(fight, "monster").score(fight) == pytest.approx(46.65567765567765, abs=1e-9)


def test_the_potions_and_discards_a_search_tries() -> None:
    """Each potion once at its first slot (a slot after an empty one too), on each monster when it needs a target;
    while a discard is asked, each card name once at its first place."""
    fight = big_fight()

    def potions_tried(*held: str | None) -> list[Any]:
        fight.run.potions[:] = held
        return [action for action in fight_actions(fight, with_potions=True) if action[0] == "potion"]

    assert potions_tried(None, "fire_flask", "fire_flask") == [["potion", 2, 1], ["potion", 2, 2], ["potion", 2, 3]]
    assert potions_tried("shell_tonic", "shell_tonic", "fire_flask") == [["potion", 1], ["potion", 3, 1],
                                                                          ["potion", 3, 2], ["potion", 3, 3]]
    assert potions_tried(None, None, "shell_tonic") == [["potion", 3]]
    fight.get_player().get_hand()[:] = named("Strike", "Defend", "Strike", "Bash", "Defend")
    fight.get_player().to_discard = 1
    assert fight_actions(fight, with_potions=True) == [[DISCARD, 1], [DISCARD, 2], [DISCARD, 4]]


def test_a_potion_drunk_on_a_copy_hits_its_target_there_and_empties_its_slot_there() -> None:
    fight = big_fight()
    fight.run.potions[:] = [None, "fire_flask", None]
    copied = clone_fight(fight)
    apply(copied, ["potion", 2, 2])
    assert [monster.get_hp() for monster in copied.get_monsters()] == [40, 10, 44]  # Fire Flask's 20 off Spiky's 30
    assert copied.run.potions == [None, None, None]
    assert [monster.get_hp() for monster in fight.get_monsters()] == [40, 30, 44]
    assert fight.run.potions == [None, "fire_flask", None]


@dataclasses.dataclass(frozen=True)
class Frozen:
    number: int


class Box:
    """A plain object whose attributes are given."""

    def __init__(self, **attributes: Any) -> None:
        self.__dict__.update(attributes)

    def method(self) -> int:
        return 1


class Leaf:
    """An object of a class no copy has met before the test."""


class Twig:
    """Another."""


def fresh_copy_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """The copier's tables as at import (numbers, strings and None kept; nothing else classified yet): what a copy
    does is then worked out here, not read from what earlier tests left in them."""
    monkeypatch.setattr(turn_search, "_HOW", dict.fromkeys(turn_search._ATOMIC, turn_search._KEEP))
    monkeypatch.setattr(turn_search, "_DEEP", {})


def test_a_copy_copies_what_changes_once_and_keeps_what_never_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """_clone on an object graph of every kind of value: an object, a list, a dict or a set met twice is copied once
    (a cycle too); a list of cards is copied, its cards kept; a random source is copied with its state; cards,
    frozen dataclasses, tuples, functions, methods and classes are kept. Each type is classified once (_HOW) and
    each class's attributes that may need a copy are listed once (_DEEP), again when an object has more or fewer."""
    fresh_copy_tables(monkeypatch)
    (card,) = named("Strike")
    shared, rng = Box(hp=3), random.Random(7)
    pile = [card]
    numbers, strikes = {"n": 1}, [card]
    root = Box(first=[[Leaf()], {"u"}, strikes, strikes, numbers, numbers], twigs=[Twig()], by_name={"s": shared},
               a=shared, b=shared, boxes=[shared, Box(hp=4)], pile=pile, pile_twice=pile, nested=[[card], []],
               table={"x": shared, "n": 1, "pile": pile, "empty": []}, counts={"k": 2}, tags={"t"}, rng=rng,
               frozen=Frozen(1), card=card, tuple=(1, 2), function=named, method=shared.method, kind=int, number=5,
               text="s", nothing=None)
    root.again, root.me = root.boxes, root
    copied = turn_search._clone(root, {})
    assert type(copied) is Box and copied is not root and copied.me is copied
    assert type(copied.first[0][0]) is Leaf and copied.first[0][0] is not root.first[0][0]
    assert copied.first[1] == {"u"} and copied.first[1] is not root.first[1]
    assert copied.first[2] is copied.first[3] is not strikes and copied.first[2] == strikes
    assert copied.first[4] is copied.first[5] is not numbers and copied.first[4] == numbers
    assert copied.by_name == {"s": copied.a} and copied.by_name is not root.by_name
    assert type(copied.twigs[0]) is Twig and copied.twigs[0] is not root.twigs[0]
    assert copied.a is copied.b is copied.boxes[0] is copied.table["x"] and copied.a is not shared
    assert copied.a.hp == 3 and copied.boxes[1].hp == 4 and copied.boxes[1] is not root.boxes[1]
    assert copied.again is copied.boxes is not root.boxes
    assert copied.pile is copied.pile_twice is copied.table["pile"] and copied.pile is not pile
    assert copied.pile == [card] and copied.pile[0] is card
    assert copied.nested == [[card], []] and copied.nested[0][0] is card
    assert all(mine is not theirs for mine, theirs in zip(copied.nested, root.nested, strict=True))
    assert copied.table == {"x": copied.a, "n": 1, "pile": pile, "empty": []} and copied.table is not root.table
    assert copied.table["empty"] is not root.table["empty"]
    assert copied.counts == {"k": 2} and copied.counts is not root.counts
    assert copied.tags == {"t"} and copied.tags is not root.tags
    assert copied.rng is not rng and copied.rng.getstate() == rng.getstate()
    for name in ("frozen", "card", "tuple", "function", "method", "kind", "text"):
        assert getattr(copied, name) is getattr(root, name)
    assert (copied.number, copied.nothing) == (5, None)
    kinds = {Box: turn_search._OBJECT, Leaf: turn_search._OBJECT, Twig: turn_search._OBJECT,
             list: turn_search._LIST, dict: turn_search._DICT, set: turn_search._SET,
             random.Random: turn_search._RANDOM, Frozen: turn_search._KEEP, type(card): turn_search._KEEP,
             tuple: turn_search._KEEP, type(named): turn_search._KEEP, type(shared.method): turn_search._KEEP,
             type: turn_search._KEEP}
    assert {kind: turn_search._HOW[kind] for kind in kinds} == kinds
    assert turn_search._DEEP[Box] == (1, ())  # the last Box copied: one attribute, a number
    turn_search._clone(Box(items=[1], count=2, name="x", frozen=Frozen(2)), {})
    assert turn_search._DEEP[Box] == (4, ("items", "frozen"))


def test_a_discard_a_play_asks_is_planned_right_after_it() -> None:
    """Ghoststep (8 block against the Smash of 11) asks for a discard: the plan plays it, discards the Gloom left
    (which changes nothing the score reads), then ends the turn; a turn cannot end between the two."""
    fight = fight_of([Brute(40, start=1)], named(*STARTING))
    fight.get_player().get_hand()[:] = named("Ghoststep", "Gloom")
    plan, value = plan_turn(fight, "monster", with_potions=False)
    assert plan == [["play", 1], [DISCARD, 1], END_TURN]
    assert value == pytest.approx(44.166666666666664, abs=1e-9)


def test_a_copy_copies_piles_and_tables_of_numbers_at_once_and_classifies_each_type_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What keeps a search cheap: an object's pile of cards and table of numbers are copied where they are met
    (no further call of _clone), a dict's numbers are kept as they are; a type is classified by _how once, then read
    from _HOW, and a class's attributes to copy are listed once (_DEEP keeps the same list while the count holds)."""
    fresh_copy_tables(monkeypatch)
    calls = {"_clone": 0, "_how": 0}
    real_clone, real_how = turn_search._clone, turn_search._how

    def counted_clone(value: Any, memo: dict[int, Any]) -> Any:
        calls["_clone"] += 1
        return real_clone(value, memo)

    def counted_how(kind: type) -> int:
        calls["_how"] += 1
        return real_how(kind)

    monkeypatch.setattr(turn_search, "_clone", counted_clone)
    monkeypatch.setattr(turn_search, "_how", counted_how)
    root = Box(pile=named("Strike"), counts={"k": 1}, table={"x": Leaf(), "n": 1}, leaves=[Leaf()])
    turn_search._clone(root, {})
    assert calls == {"_clone": 5, "_how": 5}  # root, table, its Leaf, leaves, its Leaf; Box, list, Strike, dict, Leaf
    listed = turn_search._DEEP[Box]
    assert listed == (4, ("pile", "counts", "table", "leaves"))
    calls.update(_clone=0, _how=0)
    turn_search._clone(root, {})
    assert calls == {"_clone": 5, "_how": 0}
    assert turn_search._DEEP[Box] is listed


def one_attack_deck(attack: Card) -> list[Card]:
    """The attack and four Glooms: the attack is played every turn, the only card (one of five drawn for 3 energy)."""
    return [attack, *named(*["Gloom"] * 4)]


@pytest.mark.parametrize(("strength", "loss"), [
    # turn 1 the ritual (0 damage, one hit: the strength lands), turn 2 the 7 with the strength; the Cultist falls at
    # the end of turn 2 (12 HP, 6 a turn), so half of turn 2's hit lands; 2 turns
    (2, 2 + 9 / 2 + 2),
    (0, 0 + 7 / 2 + 2),  # a ritual without strength deals nothing (not a hit of at least 1)
])
def test_the_rest_of_a_fight_against_a_monster_without_a_pattern_plays_a_copy_of_it(strength: int,
                                                                                     loss: float) -> None:
    """The task sheet's Cultist has no pattern: each future turn its copy acts, the damage with its strength."""
    cultist = Cultist(12)
    cultist.add_strength(strength)
    fight = fight_of([cultist], one_attack_deck(named("Strike")[0]))
    assert Scorer(fight, "monster").future_loss(fight) == pytest.approx(loss, abs=1e-12)


def test_a_monster_still_standing_after_the_horizon_lasts_as_long_as_its_hp_left_takes() -> None:
    """A Pebble's 1 a turn, weak on the first turn (¾): 9.75 off a Hitter of 10 HP in the ten turns estimated, its
    5 landing every turn (50); the 0.25 left takes a quarter of a turn more: 10.25 turns."""
    fight = fight_of([hitter(5)(10)], one_attack_deck(Pebble()))
    fight.get_player().add_weak(1)
    assert Scorer(fight, "monster").future_loss(fight) == pytest.approx(50 + 10.25, abs=1e-12)
