"""The greedy bot's rule, decision by decision (issue 31, mutation testing of the climb's content): each choice of
bots.py's docstring on a hand-made state, at its thresholds (a value exactly at one, and the nearest on either
side) and its ties. The bot reads only a climb's phase, legal actions, run, map choices, fight, offer and shop, so
most states here are a stand-in climb of just those; a fight is a real one (its forecast decides blocking)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from arcade.games.spire.climb import fight_steps
from arcade.games.spire.climb.bots import (
    MAX_ACTIONS,
    SKIP_BELOW,
    _greedy_event,
    _greedy_fight,
    _greedy_map,
    _greedy_potion,
    _greedy_rest,
    _greedy_reward,
    _greedy_shop,
    _pays_for_itself,
    card_value,
    greedy_bot,
    lethal,
    play_climb,
    random_bot,
)
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.keywords import WRATH
from arcade.games.spire.climb.map import BOSS, ELITE, MONSTER, REST, SHOP, TREASURE, UNKNOWN, Node
from arcade.games.spire.climb.run import (
    BOSS_RELIC,
    DISCARD,
    EVENT,
    FIGHT,
    LEAVE,
    MAP,
    REST_ACTION,
    REST_SITE,
    REWARD,
    SHOP_PHASE,
    SKIP,
    TREASURE_PHASE,
)
from arcade.games.spire.climb.shop import Shop, ShopItem
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Card, Monster, new_game
from tests.spire.climb.decks import STARTING, named


@dataclass
class StandIn:
    """What the greedy bot reads of a climb, set by hand; its legal actions given, or a fight's (fight_steps')."""

    run: RunState
    phase: str = MAP
    legal: list[Any] = field(default_factory=list)
    nodes: list[Node] = field(default_factory=list)
    fight: ClimbFight | None = None
    fight_kind: str = "monster"
    offer: list[Card] = field(default_factory=list)
    shop: Shop | None = None
    over: bool = False
    acted: list[Any] = field(default_factory=list)

    def choices(self) -> list[Node]:
        return self.nodes

    def legal_actions(self) -> list[Any]:
        if self.fight is not None:
            return fight_steps.fight_actions(self.fight, self.run)
        return self.legal

    def act(self, action: Any) -> None:
        self.acted.append(action)


def run_at(hp: int, max_hp: int = 100, deck: tuple[str, ...] = STARTING,
           potions: tuple[str | None, ...] = (None, None, None)) -> RunState:
    return RunState("ironclad", max_hp, hp, named(*deck), potions=list(potions), rules_version=5)


def stand_in(hp: int, max_hp: int = 100, **kwargs: Any) -> StandIn:
    return StandIn(run_at(hp, max_hp), **kwargs)


# --- the map, events, rest sites ---------------------------------------------------------------------------------

EVERY_KIND = (BOSS, ELITE, MONSTER, TREASURE, UNKNOWN, SHOP, REST)


def map_ranking(hp: int) -> list[str]:
    """The kinds of room in the order the bot goes to them at this HP of 100: one room of each kind offered (each in
    a column of its own), the one it picks taken away, and again."""
    climb = stand_in(hp, nodes=[Node(3, column, kind) for column, kind in enumerate(EVERY_KIND)])
    ranking = []
    while climb.nodes:
        action = _greedy_map(climb, [["go", node.column] for node in climb.nodes])
        (node,) = [node for node in climb.nodes if node.column == action[1]]
        climb.nodes.remove(node)
        ranking.append(node.kind)
    return ranking


HURT = [REST, SHOP, UNKNOWN, TREASURE, MONSTER, ELITE, BOSS]
MIDDLING = [TREASURE, UNKNOWN, REST, SHOP, MONSTER, ELITE, BOSS]
HEALTHY = [TREASURE, UNKNOWN, MONSTER, SHOP, REST, ELITE, BOSS]


@pytest.mark.parametrize(("hp", "ranking"), [
    (1, HURT), (49, HURT), (50, MIDDLING), (80, MIDDLING), (81, HEALTHY), (100, HEALTHY)])
def test_the_greedy_bots_rooms_under_half_hp_from_half_to_four_fifths_and_above(hp: int, ranking: list[str]) -> None:
    """Under half its HP (rest sites and shops first), from half to four fifths (treasure, unknown rooms, then a
    rest), above four fifths (fights before shops and rests); elites and the boss last."""
    assert map_ranking(hp) == ranking


def test_of_two_rooms_of_a_kind_the_greedy_bot_takes_the_leftmost() -> None:
    climb = stand_in(90, nodes=[Node(3, 5, MONSTER), Node(3, 2, MONSTER), Node(3, 4, ELITE)])
    assert _greedy_map(climb, [["go", 5], ["go", 2], ["go", 4]]) == ["go", 2]


@pytest.mark.parametrize(("hp", "choice"), [(49, ["choose", 3]), (50, ["choose", 1]), (90, ["choose", 1])])
def test_the_greedy_bot_takes_an_events_last_choice_under_half_hp_else_its_first(hp: int, choice: list[Any]) -> None:
    climb = stand_in(hp, phase=EVENT)
    assert _greedy_event(climb, [["choose", 1], ["choose", 2], ["choose", 3]]) == choice
    assert _greedy_event(climb, [LEAVE]) == LEAVE


def test_the_greedy_bot_upgrades_the_card_worth_most_and_rests_when_nothing_can_be_upgraded() -> None:
    """At full HP: of a Strike (6), a Defend (4), a Bash (5.5) and an Inflame (8), the Inflame; with no upgrade
    offered, a rest."""
    climb = StandIn(run_at(100, deck=("Strike", "Defend", "Bash", "Inflame")), phase=REST_SITE)
    upgrades = [["upgrade", number] for number in range(1, 5)]
    assert _greedy_rest(climb, [REST_ACTION, *upgrades]) == ["upgrade", 4]
    assert _greedy_rest(climb, [REST_ACTION, *upgrades[:3]]) == ["upgrade", 1]
    assert _greedy_rest(climb, [REST_ACTION]) == REST_ACTION


# --- card rewards and shops --------------------------------------------------------------------------------------


class Seven(Card):
    """An attack of 7 for 1 energy: worth exactly SKIP_BELOW to the greedy bot."""

    _energy_cost = 1
    _requires_target = True

    def get_name(self) -> str:
        return "Seven"

    def get_damage_amount(self) -> int:
        return 7


def test_the_greedy_bot_takes_a_card_worth_seven_while_its_deck_has_fewer_than_22() -> None:
    """A card worth exactly SKIP_BELOW (7) is taken, the first of two worth the same; one worth 6 (a Strike) is
    not; none is taken for a deck of 22 or when nothing is offered."""
    assert SKIP_BELOW == 7.0 and card_value(Seven()) == 7.0
    climb = StandIn(run_at(100, deck=STARTING * 2 + ("Strike",)), phase=REWARD)  # 21 cards
    climb.offer = [*named("Strike"), Seven(), Seven()]
    assert _greedy_reward(climb, []) == ["card", 2]
    climb.offer = named("Strike", "Defend")
    assert _greedy_reward(climb, []) == SKIP
    climb.offer = []
    assert _greedy_reward(climb, []) == SKIP
    climb.offer = [Seven()]
    assert _greedy_reward(climb, []) == ["card", 1]
    climb.run.deck.append(Seven())  # 22 cards
    assert _greedy_reward(climb, []) == SKIP


def shop_of(deck: tuple[str, ...], *items: tuple[str, str]) -> StandIn:
    return StandIn(run_at(100, deck=deck), phase=SHOP_PHASE,
                   shop=Shop([ShopItem(kind, what, 50) for kind, what in items]))


SHOP_ITEMS = (("card", "Inflame"), ("potion", "fire_flask"), ("relic", "twin_fang"))


def test_the_greedy_bot_in_a_shop_removes_a_strike_or_a_curse_then_buys_a_relic_a_potion_a_card() -> None:
    """The legal actions' order is the shop's (cards, potions, relics, then removals): the bot's own order is a
    Strike or a curse removed, a relic, a potion, a card while the deck has fewer than 22, else away; a Defend is
    never removed."""
    buys = [["buy", 1], ["buy", 2], ["buy", 3]]
    climb = shop_of(("Defend", "Strike", "Gloom"), *SHOP_ITEMS)
    assert _greedy_shop(climb, [*buys, ["remove", 1], ["remove", 2], LEAVE]) == ["remove", 2]
    assert _greedy_shop(climb, [*buys, ["remove", 1], ["remove", 3], LEAVE]) == ["remove", 3]
    assert _greedy_shop(climb, [*buys, ["remove", 1], LEAVE]) == ["buy", 3]
    assert _greedy_shop(climb, [["buy", 1], ["buy", 2], ["remove", 1], LEAVE]) == ["buy", 2]
    assert _greedy_shop(climb, [["buy", 1], ["remove", 1], LEAVE]) == ["buy", 1]
    assert _greedy_shop(climb, [["remove", 1], LEAVE]) == LEAVE
    full = shop_of(STARTING * 2 + ("Defend",) * 2, *SHOP_ITEMS)  # 22 cards
    assert _greedy_shop(full, [["buy", 1], ["remove", 6], LEAVE]) == LEAVE
    full.run.deck.pop()  # 21
    assert _greedy_shop(full, [["buy", 1], ["remove", 6], LEAVE]) == ["buy", 1]


class Shield(Card):
    """An X-cost card of 5 block (none of ours blocks X times)."""

    _block = 5
    _requires_target = False
    x_cost = True


def test_an_x_cost_cards_block_counts_twice_for_two_energy() -> None:
    """X taken as 2 (X_GUESS): 0.8 × 5 block × 2, over 2 energy."""
    assert card_value(Shield()) == 4.0


# --- the dispatch and a whole climb ------------------------------------------------------------------------------


def test_the_greedy_bot_asks_each_phases_rule_and_takes_the_first_boss_relic_or_other_action() -> None:
    assert greedy_bot(stand_in(50, phase=BOSS_RELIC, legal=[["relic", 1], ["relic", 2], SKIP]),
                      random.Random(0)) == ["relic", 1]
    assert greedy_bot(stand_in(50, phase=TREASURE_PHASE, legal=[LEAVE]), random.Random(0)) == LEAVE
    assert greedy_bot(stand_in(49, phase=EVENT, legal=[["choose", 1], ["choose", 2]]), random.Random(0)) == [
        "choose", 2]
    assert greedy_bot(stand_in(60, phase=REST_SITE, legal=[REST_ACTION, ["upgrade", 10]]), random.Random(0)) == (
        REST_ACTION)
    climb = shop_of(STARTING, *SHOP_ITEMS)
    climb.legal = [["buy", 1], ["buy", 2], LEAVE]
    assert greedy_bot(climb, random.Random(0)) == ["buy", 2]
    reward = StandIn(run_at(100), phase=REWARD, legal=[["card", 1], ["card", 2], SKIP], offer=[*named("Strike"),
                                                                                                Seven()])
    assert greedy_bot(reward, random.Random(0)) == ["card", 2]
    trip = stand_in(90, phase=MAP, nodes=[Node(3, 1, ELITE), Node(3, 2, MONSTER)], legal=[["go", 1], ["go", 2]])
    assert greedy_bot(trip, random.Random(0)) == ["go", 2]


def test_the_random_bot_takes_its_sources_choice_of_the_legal_actions() -> None:
    legal = [["go", column] for column in range(7)]
    assert random_bot(stand_in(50, legal=legal), random.Random(5)) == random.Random(5).choice(legal)


def test_a_climb_that_never_ends_is_stopped_after_max_actions() -> None:
    climb = stand_in(50, phase=TREASURE_PHASE, legal=[LEAVE])
    assert play_climb(climb, random_bot, random.Random(0)) is climb  # type: ignore[arg-type]
    assert MAX_ACTIONS == 20_000 and climb.acted == [LEAVE] * 20_000
    climb.acted.clear()
    climb.over = True
    assert play_climb(climb, random_bot, random.Random(0)) is climb  # type: ignore[arg-type]
    assert climb.acted == []


# --- fights ------------------------------------------------------------------------------------------------------


class Hitter(ClimbMonster):
    title = "Hitter"
    pattern = (Move("Hit", damage=5),)


def fight_stand_in(hand: tuple[str, ...] | list[Card], monsters: list[Monster] | None = None, hp: int = 70,
                   kind: str = "monster", potions: tuple[str | None, ...] = (None, None, None),
                   block: int = 0) -> StandIn:
    """A fight of rules version 5 at `hp` of 80 against these monsters (a Hitter of 40 HP about to hit 5), this hand
    and block, on its first turn."""
    new_game(random.Random(1))
    run = run_at(hp, 80, potions=potions)
    fight = ClimbFight(run, monsters if monsters is not None else [Hitter(40)])
    fight.get_player().get_hand()[:] = named(*hand) if isinstance(hand, tuple) else hand
    fight.get_player().add_block(block)
    assert fight.turn == 1
    return StandIn(run, phase=FIGHT, fight=fight, fight_kind=kind)


def greedy_play(climb: StandIn) -> Any:
    """The greedy bot's action in the stand-in's fight (its legal actions fight_steps')."""
    return _greedy_fight(climb, climb.legal_actions())  # type: ignore[arg-type]


def hurt(max_hp: int, hp: int) -> Hitter:
    monster = Hitter(max_hp)
    monster.reduce_hp(max_hp - hp)
    return monster


def test_a_discard_asked_goes_to_a_reflex_first_then_a_curse_then_the_card_worth_least() -> None:
    """Slipknife (its reflex gives energy) before Gloom, Gloom (worth 2, costing 0) before Tidecalm (worth 0) or a
    Defend (4), a Defend before Bash (5.5) and a Strike (6); of two Defends, the first."""
    for hand, chosen in [(("Strike", "Gloom", "Slipknife", "Defend"), 3), (("Strike", "Defend", "Gloom"), 3),
                         (("Tidecalm", "Gloom"), 2), (("Strike", "Bash", "Defend", "Defend"), 3),
                         (("Bash", "Strike"), 1)]:
        climb = fight_stand_in(hand)
        assert climb.fight is not None
        climb.fight.get_player().to_discard = 1
        assert greedy_play(climb) == [DISCARD, chosen]


def test_a_card_whose_hp_cost_would_take_the_last_hp_is_never_played() -> None:
    """Hotblood costs 2 HP: not played at 2 HP (the turn ends, or a Strike beside it is played), played at 3."""
    assert greedy_play(fight_stand_in(("Hotblood",), hp=2)) == "end turn"
    assert greedy_play(fight_stand_in(("Hotblood", "Strike"), hp=2)) == ["play", 2, 1]
    assert greedy_play(fight_stand_in(("Hotblood",), hp=3)) == ["play", 1, 1]


@pytest.mark.parametrize(("hp", "kind", "turn", "drinks"), [
    (31, "monster", 2, True), (32, "monster", 2, False),  # under 40 % of 80 HP, and at it
    (80, "elite", 1, True), (80, "boss", 1, True), (80, "elite", 2, False), (80, "monster", 1, False),
])
def test_a_potion_under_40_percent_hp_or_on_an_elites_or_bosses_first_turn(hp: int, kind: str, turn: int,
                                                                            drinks: bool) -> None:
    climb = fight_stand_in(("Strike",), hp=hp, kind=kind, potions=(None, "shell_tonic", None))
    assert climb.fight is not None
    climb.fight.turn = turn
    assert greedy_play(climb) == (["potion", 2] if drinks else ["play", 1, 1])
    assert _greedy_potion(climb, climb.fight, climb.legal_actions()) == (  # type: ignore[arg-type]
        ["potion", 2] if drinks else None)


def test_a_potion_drunk_on_a_monster_goes_to_the_one_with_most_hp_the_first_of_two() -> None:
    """Fire Flask on the 40 HP monster (of 30 and 40), on the first of two of 40; a potion that needs no target in
    a slot after it is not drunk first."""
    climb = fight_stand_in(("Strike",), [hurt(50, 30), Hitter(40)], hp=20, potions=("fire_flask", "shell_tonic", None))
    assert greedy_play(climb) == ["potion", 1, 2]
    climb = fight_stand_in(("Strike",), [Hitter(40), Hitter(40)], hp=20, potions=("fire_flask", "shell_tonic", None))
    assert greedy_play(climb) == ["potion", 1, 1]
    climb = fight_stand_in(("Strike",), [Hitter(40), Hitter(40)], hp=20, potions=("shell_tonic", "fire_flask", None))
    assert greedy_play(climb) == ["potion", 1]


def test_a_card_that_kills_comes_first_on_the_monster_of_most_max_hp() -> None:
    """A Strike (6) kills a monster at 6 HP (exactly), not one at 7 or one at 6 behind a block of 1; of two it
    kills, the one of more max HP."""
    strike, (monster,) = named("Strike")[0], [hurt(40, 6)]
    climb = fight_stand_in([strike], [monster])
    assert climb.fight is not None
    assert lethal(strike, climb.fight.get_player(), monster)
    assert greedy_play(fight_stand_in(("Defend", "Strike"), [hurt(20, 6), hurt(30, 6)])) == ["play", 2, 2]
    assert greedy_play(fight_stand_in(("Defend", "Strike"), [hurt(30, 6), hurt(20, 6)])) == ["play", 2, 1]
    assert greedy_play(fight_stand_in(("Defend", "Strike"), [hurt(20, 7), hurt(30, 7)])) == ["play", 1]
    assert greedy_play(fight_stand_in(("Defend", "Strike"), [hurt(20, 6), hurt(30, 7)])) == ["play", 2, 1]
    assert greedy_play(fight_stand_in(("Defend", "Strike"), [hurt(20, 7), hurt(30, 6)])) == ["play", 2, 2]
    shielded = hurt(30, 6)
    shielded.add_block(1)
    assert not lethal(strike, climb.fight.get_player(), shielded)
    assert greedy_play(fight_stand_in(("Defend", "Strike"), [shielded])) == ["play", 1]


class Pad(Card):
    """A block of 1 for 1 energy (none of ours blocks so little)."""

    _block = 1
    _requires_target = False

    def get_name(self) -> str:
        return "Pad"


def test_block_when_the_forecast_gets_past_the_block_the_most_block_first() -> None:
    """The Hitter's 5 against a block of 4: Forgewall's 8 before a Defend's 5 (wherever each is in the hand), a
    block of 1 before an attack; against a block of 5, nothing to block: the attack."""
    assert greedy_play(fight_stand_in(("Defend", "Forgewall", "Strike"), block=4)) == ["play", 2]
    assert greedy_play(fight_stand_in(("Forgewall", "Defend", "Strike"), block=4)) == ["play", 1]
    assert greedy_play(fight_stand_in([*named("Strike"), Pad()], block=4)) == ["play", 2]
    assert greedy_play(fight_stand_in(("Defend", "Forgewall", "Strike"), block=5)) == ["play", 3, 1]


def test_the_hardest_hit_goes_to_the_monster_of_least_hp_the_first_of_two() -> None:
    """With nothing to block (a block of 5): a Twinbrand (10) before a Strike (6), on the weakest monster; a card
    that needs no target counts as an attack when it deals damage (Ironsweep, 12) or gives a status (Inflame, 8),
    one that needs a target whatever it does (Nightsting's poison, 7.5, before a Defend, 4)."""
    assert greedy_play(fight_stand_in(("Strike", "Twinbrand"), [hurt(40, 30), hurt(40, 20)], block=5)) == [
        "play", 2, 2]
    assert greedy_play(fight_stand_in(("Strike", "Twinbrand"), [hurt(40, 20), hurt(40, 20)], block=5)) == [
        "play", 2, 1]
    assert greedy_play(fight_stand_in(("Twinbrand", "Ironsweep"), block=5)) == ["play", 2]
    assert greedy_play(fight_stand_in(("Strike", "Inflame"), block=5)) == ["play", 2]
    assert greedy_play(fight_stand_in(("Defend", "Ironsweep"), block=5)) == ["play", 2]
    assert greedy_play(fight_stand_in(("Defend", "Nightsting"), block=5)) == ["play", 2, 1]


def test_without_an_attack_the_first_play_else_the_end_of_the_turn() -> None:
    assert greedy_play(fight_stand_in(("Gloom", "Defend", "Defend"), block=5)) == ["play", 2]
    assert greedy_play(fight_stand_in(("Gloom",), block=5)) == "end turn"


def test_powers_and_cards_that_pay_for_themselves_come_first() -> None:
    """A power before all (Cinderveil), then a card whose energy gain is at least its cost (Stoke) before an
    attack."""
    assert greedy_play(fight_stand_in(("Strike", "Stoke", "Cinderveil"))) == ["play", 3]
    assert greedy_play(fight_stand_in(("Strike", "Stoke"))) == ["play", 2]


class Gain(Card):
    """A card of this cost that gains this much energy and draws this many cards (a stand-in for the keywords)."""

    def __init__(self, cost: int, energy_gain: int, draw: int) -> None:
        super().__init__()
        self._energy_cost, self.energy_gain, self.draw = cost, energy_gain, draw


@pytest.mark.parametrize(("cost", "energy_gain", "draw", "pays"), [
    (2, 2, 0, True), (2, 3, 0, True), (2, 1, 0, False), (1, 1, 0, True),
    (0, 0, 1, True), (0, 0, 0, False), (0, 1, 0, False), (1, 0, 1, False),
])
def test_a_card_pays_for_itself_when_its_energy_gain_is_at_least_its_cost_or_it_draws_for_free(
        cost: int, energy_gain: int, draw: int, pays: bool) -> None:
    assert _pays_for_itself(Gain(cost, energy_gain, draw)) is pays


def test_in_wrath_a_calming_card_comes_first_when_the_monsters_will_hit_and_no_play_goes_into_wrath() -> None:
    """In wrath the Hitter's 5 lands doubled: against a block of 9, Tidecalm (calm) before a Strike; against 10,
    the Strike. Not in wrath, with 5 to come and nothing to block it: not Stormburst (into wrath, worth 9), the
    Strike; with a block of 5, Stormburst."""
    for block, chosen in [(0, ["play", 2]), (9, ["play", 2]), (10, ["play", 1, 1])]:
        climb = fight_stand_in(("Strike", "Tidecalm"), block=block)
        assert climb.fight is not None
        climb.fight.get_player().stance = WRATH
        assert greedy_play(climb) == chosen
    assert greedy_play(fight_stand_in(("Stormburst", "Strike"))) == ["play", 2, 1]
    assert greedy_play(fight_stand_in(("Stormburst", "Strike"), block=4)) == ["play", 2, 1]  # 1 to come
    assert greedy_play(fight_stand_in(("Stormburst", "Strike"), block=5)) == ["play", 1, 1]
