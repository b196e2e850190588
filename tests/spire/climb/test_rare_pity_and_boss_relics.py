"""The genre's rules of rewards (rules version 3, state.GENRE_CLIMB_RULES) checked where they act: a card reward's
chance of a rare grows after each reward without one and falls back after one with a rare, through the climb's
reward steps and the reward page; the boss offers relics from nine, and a climb begun by version 2 keeps its first
four and no pity (its saved actions replay to the climb it was)."""

from __future__ import annotations

import random

from arcade.games.spire.climb import cards, relics, rewards
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.map import BOSS, ELITE, MONSTER
from arcade.games.spire.climb.run import BOSS_RELIC, REWARD, Climb
from arcade.games.spire.climb.state import GENRE_CLIMB_RULES, RunState
from arcade.games.spire.climb_ui.reward_view import reward_page
from arcade.games.spire.model import Strike


def rewards_of(climb: Climb, count: int, until: str = "") -> list[tuple[int, str, int, bool]]:
    """The first `count` card rewards of a greedy climb (or those before the phase `until`): floor, kind of fight,
    each card's rare chance, a rare among them."""
    rng = random.Random(0)
    seen: list[tuple[int, str, int, bool]] = []
    while len(seen) < count and not climb.over and climb.phase != until:
        climb.act(greedy_bot(climb, rng))
        if climb.phase == REWARD and climb.offer:
            rare = any(cards.card_rarity(card.get_name()) == cards.RARE for card in climb.offer)
            seen.append((climb.run.floor, climb.fight_kind, climb.offer_rare_chance, rare))
    return seen


def test_the_rare_chance_grows_by_2_after_each_reward_without_a_rare_and_falls_back_after_one() -> None:
    """Seed 0's greedy climb: 3% at the first reward, 5% and 7% after one and two without a rare; floor 3's offer
    has a rare (Bloodreap), so floor 5's is 3% again; it grows to 13% by floor 13, and floor 14's elite reward is its
    10% and the 12 points grown (22%)."""
    assert rewards.RARE_PITY_STEP == 2 and cards.rare_weight(MONSTER) == 3 and cards.rare_weight(ELITE) == 10
    assert rewards_of(Climb("ironclad", 0), 10) == [
        (1, MONSTER, 3, False), (2, MONSTER, 5, False), (3, MONSTER, 7, True), (5, MONSTER, 3, False),
        (6, MONSTER, 5, False), (7, MONSTER, 7, False), (8, MONSTER, 9, False), (10, MONSTER, 11, False),
        (13, MONSTER, 13, False), (14, ELITE, 22, False)]


def test_the_grown_chance_turns_a_card_of_the_reward_rare() -> None:
    """A monster fight's reward from the same draws: with no pity the first card is an uncommon (Maul) and the
    pity grows by 2; with 20 points grown the same roll falls in the rare's 23% (Shatter), and the pity is spent."""
    offered = []
    for pity in (0, 20):
        run = RunState("ironclad", 80, 80, [Strike()])
        run.rare_pity = pity
        spoils = rewards.fight_spoils(run, MONSTER, random.Random(0))
        offered.append(([card.get_name() for card in spoils.offer], spoils.rare_chance, run.rare_pity))
    assert offered == [(["Maul", "Anvildrop", "Bloodward"], 3, 2), (["Shatter", "Anvildrop", "Wildfire"], 23, 0)]


def test_the_reward_page_says_the_chance_each_card_had() -> None:
    """Seed 0's second reward: 'Each card: 5% rare (3%, and 2 more after 1 reward without a rare).'"""
    climb = Climb("ironclad", 0)
    rewards_of(climb, 2)
    page = reward_page(climb)
    text = " ".join(" ".join(row.decode() for row in page.render((80,)).text).split())
    assert "Each card: 5% rare (3%, and 2 more after 1 reward without a rare)." in text
    assert rewards.rare_chance_words(MONSTER, 3) == "Each card: 3% rare."
    assert rewards.rare_chance_words(ELITE, 22) == \
        "Each card: 22% rare (10%, and 12 more after 6 rewards without a rare)."


def test_a_climb_of_rules_version_2_has_no_pity_and_the_first_four_boss_relics() -> None:
    """Seed 1 by version 2's rules, played greedily to act 1's boss relics: every reward's chance is its kind's own
    and the boss offers three of the first four; by today's rules seed 73's boss offers two of the five new ones."""
    assert GENRE_CLIMB_RULES == 3 and len(relics.relic_pool("boss")) == 9
    assert relics.relic_pool("boss", 2) == ["sun_engine", "gilded_yoke", "hollow_crown", "storm_core"]
    old = Climb("ironclad", 1, rules_version=2)
    seen = rewards_of(old, 100, until=BOSS_RELIC)
    assert old.phase == BOSS_RELIC and len(seen) == 8
    assert all(chance == cards.rare_weight(kind) for _floor, kind, chance, _rare in seen)
    assert old.run.rare_pity == 0
    assert old.boss_relics == ["sun_engine", "hollow_crown", "gilded_yoke"]
    new = Climb("ironclad", 73)
    rewards_of(new, 100, until=BOSS_RELIC)
    assert new.phase == BOSS_RELIC and new.boss_relics == ["hollow_crown", "verdant_heart", "smiths_crown"]


def test_a_climbs_relics_include_those_its_own_version_brought() -> None:
    """A boss of a version-3 climb (the version that brought five boss relics) offers from all nine (seed 2: Sun
    Engine, Storm Core and Thunder Bell, new in 3); an elite of a version-1 climb finds a relic of version 1 (seed 0:
    Tally Stick)."""
    genre = RunState("ironclad", 80, 80, [Strike()], rules_version=GENRE_CLIMB_RULES)
    assert rewards.fight_spoils(genre, BOSS, random.Random(2)).boss_relics == [
        "sun_engine", "storm_core", "thunder_bell"]
    assert relics.relic("thunder_bell").since == GENRE_CLIMB_RULES
    first = RunState("ironclad", 80, 80, [Strike()], rules_version=1)
    assert rewards.fight_spoils(first, ELITE, random.Random(0)).lines == ["31 gold.", "Relic: Tally Stick."]
    assert [relic.id for relic in first.relics] == ["tally_stick"]
