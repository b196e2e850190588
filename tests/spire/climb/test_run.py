"""The climb as a state machine (climb/run.py): actions, phases, named random streams, difficulty rules, and every
state resumable from its actions."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from arcade.games.spire.climb import bestiary, cards, rules
from arcade.games.spire.climb.bots import greedy_bot, play_climb, random_bot
from arcade.games.spire.climb.events import OPENING
from arcade.games.spire.climb.map import ELITE, MONSTER, REST, SHOP
from arcade.games.spire.climb.run import (
    ACT_HEAL_PERCENT,
    BOSS_RELIC,
    EVENT,
    FIGHT,
    LOST,
    MAP,
    REST_SITE,
    REWARD,
    SHOP_PHASE,
    STARTING_GOLD,
    WON,
    Climb,
    stream,
)
from arcade.games.spire.model import get_random_source, set_random_source
from tests.spire.climb.test_rules_where_they_act import past_the_opening


def fingerprint(climb: Climb) -> tuple[Any, ...]:
    """Everything a player could see of a climb, and the piles' order (what the next draws depend on)."""
    run = climb.run
    fight: tuple[Any, ...] = ()
    if climb.fight is not None:
        player = climb.fight.get_player()
        fight = (tuple(card.get_name() for card in player.get_hand()),
                 tuple(card.get_name() for card in player.get_deck()),
                 tuple(card.get_name() for card in player.get_discarded()),
                 player.get_energy(), player.get_block(), player.get_strength(), player.get_weak(),
                 player.get_vulnerable(),
                 tuple((monster.get_name(), monster.get_hp(), monster.get_block(), monster.get_strength(),
                        monster.get_weak(), monster.get_vulnerable()) for monster in climb.fight.get_monsters()))
    shop = tuple((item.what, item.price, item.sold) for item in climb.shop.items) if climb.shop else ()
    return (climb.phase, run.hp, run.max_hp, run.gold, run.act, run.floor, tuple(climb.path),
            tuple(card.get_name() for card in run.deck), tuple(relic.id for relic in run.relics),
            tuple(run.potions), tuple(card.get_name() for card in climb.offer), tuple(climb.boss_relics),
            climb.event_id, shop, climb.turns, fight)


def walk_to(climb: Climb, kinds: set[str]) -> bool:
    """Take the greedy player's actions until the climb stands in one of these phases; False if it ended first."""
    rng = random.Random(0)
    for _ in range(5000):
        if climb.phase in kinds:
            return True
        if climb.over:
            return False
        climb.act(greedy_bot(climb, rng))
    return False


def test_a_climb_starts_with_the_opening_then_the_map_of_act_1_with_the_characters_deck_gold_and_relic() -> None:
    """The start: the opening's four choices below act 1's map, no node stood on, the character's HP and deck, 99
    gold, one relic; once answered (and left), the map's first floor to choose from."""
    climb = Climb("silent", 7)
    assert (climb.phase, climb.event_id, climb.run.act, climb.run.floor, climb.position) == (
        EVENT, OPENING.id, 1, 0, None)
    assert (climb.run.hp, climb.run.max_hp, climb.run.gold) == (70, 70, STARTING_GOLD)
    assert len(climb.run.deck) == 12 and [relic.rarity for relic in climb.run.relics] == ["starter"]
    assert climb.legal_actions() == [["choose", number] for number in range(1, 5)]
    climb.act(["choose", 2])
    assert climb.legal_actions() == ["leave"]
    climb.act("leave")
    assert (climb.phase, climb.run.floor, climb.position) == (MAP, 0, None)
    assert climb.legal_actions() == [["go", node.column] for node in climb.map.starts()]


def test_going_to_a_first_floor_node_starts_a_monster_fight() -> None:
    """Floor 1 is all monster fights: the first move starts one, with a hand of five."""
    climb = past_the_opening(Climb("ironclad", 3))
    climb.act(climb.legal_actions()[0])
    assert climb.phase == FIGHT and climb.fight is not None and climb.fight_kind == MONSTER
    assert len(climb.fight.get_player().get_hand()) == 5 and climb.run.floor == 1


@pytest.mark.parametrize("action", [["go", 99], ["go"], "end turn", ["go", True], None, ["drop", 1]])
def test_an_action_that_does_not_fit_is_refused_and_changes_nothing(action: Any) -> None:
    """ValueError, the state and the action list as they were."""
    climb = Climb("watcher", 11)
    before = fingerprint(climb)
    with pytest.raises(ValueError):
        climb.act(action)
    assert fingerprint(climb) == before and climb.actions == []


def test_a_won_fight_gives_gold_and_a_card_choice_then_the_map() -> None:
    """Reward: the gold is taken on arrival; a card taken goes to the deck's end; then the map again."""
    climb = Climb("ironclad", 5)
    assert walk_to(climb, {REWARD})
    gold_line = climb.reward_lines[0]
    assert gold_line.endswith(" gold.") and climb.run.gold > STARTING_GOLD
    offered = climb.offer[0].get_name()
    deck = len(climb.run.deck)
    climb.act(["card", 1])
    assert climb.phase == MAP and len(climb.run.deck) == deck + 1 and climb.run.deck[-1].get_name() == offered


def test_the_rest_site_heals_what_rest_amount_says_or_upgrades_the_card_named() -> None:
    """Rest: exactly rest_amount() HP; upgrade: the deck's card becomes its '+' form."""
    for seed in range(40):
        climb = Climb("ironclad", seed)
        if walk_to(climb, {REST_SITE}):
            break
    else:
        pytest.fail("no rest site reached in 40 seeds")
    twin = Climb.replay("ironclad", seed, 0, climb.actions)
    climb.run.hp = twin.run.hp = 30
    expected = climb.rest_amount()
    bonus = 10 if climb.run.has_relic("field_kit") else 0
    assert expected == (0 if climb.run.has_relic("sun_engine") else
                        min(climb.run.max_hp * 30 // 100 + bonus, climb.run.max_hp - 30))
    climb.act("rest")
    assert climb.run.hp == 30 + expected and climb.phase == MAP
    place = next(number for number, card in enumerate(twin.run.deck, start=1) if card.get_name() == "Bash")
    twin.act(["upgrade", place])
    assert twin.run.deck[place - 1].get_name() == "Bash+" and twin.phase == MAP


def test_a_different_first_step_does_not_change_the_acts_encounters_or_the_next_acts_map() -> None:
    """Separate streams: the n-th monster fight of an act and act 2's map follow from the seed alone."""
    first, second = past_the_opening(Climb("silent", 21)), past_the_opening(Climb("silent", 21))
    starts = first.map.starts()
    first.act(["go", starts[0].column])
    second.act(["go", starts[-1].column])
    assert first.encounter_name == second.encounter_name
    from arcade.games.spire.climb.map import generate

    assert [node.kind for node in generate(2, stream(21, "map", 2)).starts()] == \
        [node.kind for node in generate(2, stream(21, "map", 2)).starts()]


def test_two_climbs_played_in_turn_draw_exactly_what_each_draws_alone() -> None:
    """A climb sets the model's random source around its own steps only: interleaving two changes neither."""
    alone = [play_climb(Climb("ironclad", seed), greedy_bot, random.Random(seed)) for seed in (1, 2)]
    together = [Climb("ironclad", 1), Climb("ironclad", 2)]
    bots = [random.Random(1), random.Random(2)]
    outside = get_random_source()
    while not all(climb.over for climb in together):
        for climb, rng in zip(together, bots, strict=True):
            if not climb.over:
                climb.act(greedy_bot(climb, rng))
    assert [fingerprint(climb) for climb in together] == [fingerprint(climb) for climb in alone]
    assert get_random_source() is outside


def test_the_climb_leaves_the_models_random_source_as_it_found_it() -> None:
    """After an action the model's source is the one set before it."""
    mine = random.Random(5)
    set_random_source(mine)
    climb = past_the_opening(Climb("watcher", 8))
    climb.act(climb.legal_actions()[0])
    climb.act("end turn")
    assert get_random_source() is mine


@pytest.mark.parametrize("seed", range(0, 300, 30))
def test_greedy_climbs_end_and_replay_exactly(seed: int) -> None:
    """A greedy climb ends (won or lost) and its actions replay to the same state."""
    climb = play_climb(Climb("silent", seed), greedy_bot, random.Random(seed))
    assert climb.phase in (WON, LOST)
    assert fingerprint(Climb.replay("silent", seed, 0, climb.actions)) == fingerprint(climb)


CHARACTERS = ("ironclad", "silent", "watcher")


@settings(max_examples=2000, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1), character=st.sampled_from(CHARACTERS), difficulty=st.integers(0, rules.HIGHEST))
@example(seed=0, character="ironclad", difficulty=0)
@example(seed=4, character="watcher", difficulty=4)
def test_thousands_of_random_climbs_end_without_error_and_resume_from_a_point_part_way(
        seed: int, character: str, difficulty: int) -> None:
    """A random player on 2,000 climbs (any seed, character, difficulty): every climb ends, and a state part-way
    (a point drawn from the seed) is exactly what replaying its actions gives."""
    climb = Climb(character, seed, difficulty)
    rng = random.Random(seed)
    cut = rng.randrange(1, 120)
    kept = None
    while not climb.over:
        climb.act(random_bot(climb, rng))
        if len(climb.actions) == cut:
            kept = fingerprint(climb)
    assert climb.phase in (WON, LOST)
    if kept is not None:
        assert fingerprint(Climb.replay(character, seed, difficulty, climb.actions[:cut])) == kept


@pytest.mark.parametrize("seed", range(24))
def test_every_state_of_a_random_climb_resumes_exactly(seed: int) -> None:
    """Every prefix of a random climb's actions (a save left at any point) replays to the state it had then."""
    character, difficulty = CHARACTERS[seed % 3], seed % (rules.HIGHEST + 1)
    climb = Climb(character, seed, difficulty)
    rng = random.Random(seed)
    states = [fingerprint(climb)]
    while not climb.over and len(climb.actions) < 150:
        climb.act(random_bot(climb, rng))
        states.append(fingerprint(climb))
    replayed = Climb(character, seed, difficulty)
    for count in range(len(climb.actions) + 1):
        fresh = Climb.replay(character, seed, difficulty, climb.actions[:count])
        assert fingerprint(fresh) == states[count] == fingerprint(replayed), count
        if count < len(climb.actions):
            replayed.act(climb.actions[count])


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), character=st.sampled_from(["ironclad", "silent", "watcher"]),
       difficulty=st.integers(0, rules.HIGHEST), picks=st.lists(st.integers(0, 10**6), max_size=400))
@example(seed=0, character="ironclad", difficulty=0, picks=[0] * 50)
def test_any_sequence_of_legal_actions_and_potions_thrown_away_resumes_exactly(
        seed: int, character: str, difficulty: int, picks: list[int]) -> None:
    """Legal actions chosen by hypothesis (a pick divisible by 17 throws a potion away when one is held): every
    state on the way replays from its actions to the same fingerprint (checked every 25 actions and at the end)."""
    climb = Climb(character, seed, difficulty)
    for pick in picks:
        if climb.over:
            break
        held = [slot for slot, potion in enumerate(climb.run.potions, start=1) if potion is not None]
        if pick % 17 == 0 and held:
            climb.act(["drop", held[pick % len(held)]])
        else:
            legal = climb.legal_actions()
            climb.act(legal[pick % len(legal)])
        if len(climb.actions) % 25 == 0:
            assert fingerprint(Climb.replay(character, seed, difficulty, climb.actions)) == fingerprint(climb)
    assert fingerprint(Climb.replay(character, seed, difficulty, climb.actions)) == fingerprint(climb)


def test_beating_the_boss_offers_a_rare_card_then_boss_relics_then_the_next_act_heals_part_of_the_missing_hp() -> None:
    """After act 1's boss: a rare card offer, three boss relics, then act 2 with 75% of the missing HP back."""
    for seed in range(60):
        climb = Climb("silent", seed)
        if walk_to(climb, {BOSS_RELIC}):
            break
    else:
        pytest.fail("no boss beaten in 60 seeds")
    assert 1 <= len(climb.boss_relics) <= 3 and climb.run.act == 1
    missing = climb.run.max_hp - climb.run.hp
    hp = climb.run.hp
    climb.act(["relic", 1])
    assert climb.run.act == 2 and climb.phase == MAP and climb.path == []
    gained = climb.run.hp - hp
    assert gained >= missing * ACT_HEAL_PERCENT // 100 - 1 or climb.run.max_hp != hp + missing


def test_the_boss_rewards_offer_rare_cards_only() -> None:
    """The card offer after a boss is all rare."""
    for seed in range(60):
        climb = Climb("silent", seed)
        rng = random.Random(seed)
        while not climb.over and not (climb.phase == REWARD and climb.fight_kind == "boss"):
            climb.act(greedy_bot(climb, rng))
        if climb.phase == REWARD:
            assert {cards.CARD_RARITY[card.get_name()] for card in climb.offer} == {"rare"}
            return
    pytest.fail("no boss beaten in 60 seeds")


def test_difficulty_4_starts_with_a_curse_and_the_lower_levels_do_not() -> None:
    """Heavy heart: the curse is in the deck from the start."""
    assert any(cards.is_curse(card) for card in Climb("ironclad", 1, 4).run.deck)
    assert not any(cards.is_curse(card) for card in Climb("ironclad", 1, 3).run.deck)


def test_fierce_elites_have_a_quarter_more_hp() -> None:
    """Difficulty 1: an elite's HP is 125% of what the same draws give at difficulty 0."""
    spec = bestiary.pool(1, ELITE)[0]
    plain = bestiary.build(spec, random.Random(4), 100)
    fierce = bestiary.build(spec, random.Random(4), rules.boss_and_elite_hp_percent(1))
    assert [monster.get_max_hp() for monster in fierce] == [hp.get_max_hp() * 125 // 100 for hp in plain]
    assert rules.boss_and_elite_hp_percent(0) == 100


def test_thin_purses_and_restless_nights_change_gold_and_rest() -> None:
    """Difficulty 2 drops 75% of the gold; 3 rests for 20% of max HP."""
    assert [rules.gold_percent(level) for level in range(5)] == [100, 100, 75, 75, 75]
    assert [rules.rest_percent(level, 0) for level in range(5)] == [30, 30, 30, 20, 20]
    climb = Climb("ironclad", 2, 3)
    climb.run.hp = 10
    assert climb.rest_amount() == 80 * 20 // 100


def test_a_shop_sells_and_the_deck_or_slots_change() -> None:
    """In a shop a bought item is paid and kept; leaving goes back to the map."""
    for seed in range(80):
        climb = Climb("ironclad", seed)
        if walk_to(climb, {SHOP_PHASE}):
            break
    else:
        pytest.fail("no shop reached in 80 seeds")
    assert climb.shop is not None
    climb.run.gold = 1000
    gold = climb.run.gold
    price = climb.shop.items[0].price
    deck = len(climb.run.deck)
    climb.act(["buy", 1])
    assert climb.run.gold == gold - price and len(climb.run.deck) == deck + 1
    climb.act("leave")
    assert climb.phase == MAP and climb.shop is None


def test_an_event_shows_its_outcome_until_the_player_leaves() -> None:
    """Event: a choice, then its outcome on screen; leave goes to the map (or a fight it started)."""
    for seed in range(80):
        climb = Climb("watcher", seed)
        if walk_to(climb, {EVENT}):
            break
    else:
        pytest.fail("no event reached in 80 seeds")
    choice = climb.legal_actions()[-1]
    climb.act(choice)
    assert climb.phase in (EVENT, FIGHT, LOST)
    if climb.phase == EVENT:
        assert climb.outcome is not None and climb.legal_actions() == ["leave"]
        climb.act("leave")
        assert climb.phase == MAP


def test_figures_name_what_the_records_keep() -> None:
    """figures(): turns, act, floor, difficulty, what killed the player, the deck, relics, gold."""
    climb = play_climb(Climb("ironclad", 3, 1), random_bot, random.Random(3))
    figures = climb.figures()
    assert set(figures) >= {"turns", "act", "floor", "difficulty", "killed_by", "deck", "relics", "gold"}
    assert figures["difficulty"] == 1 and figures["floor"] == climb.run.floor
    if climb.phase == LOST:
        assert figures["killed_by"]


def test_unknown_nodes_and_the_map_kinds_lead_to_their_phases() -> None:
    """Every map kind the greedy climbs step on leads to its phase (rest → rest site, shop → shop)."""
    seen: set[str] = set()
    for seed in range(30):
        climb = Climb("silent", seed)
        rng = random.Random(seed)
        while not climb.over:
            if climb.phase == MAP:
                action = greedy_bot(climb, rng)
                kind = next(node.kind for node in climb.choices() if node.column == action[1])
                climb.act(action)
                if kind == REST:
                    assert climb.phase == REST_SITE
                    seen.add(kind)
                elif kind == SHOP:
                    assert climb.phase == SHOP_PHASE
                    seen.add(kind)
            else:
                climb.act(greedy_bot(climb, rng))
    assert seen == {REST, SHOP}
