"""The bestiary (climb/bestiary.py): the pools, `build`'s exact use of its random source, `choose`, and the elites'
and bosses' patterns as the intents show them in a fight."""

from __future__ import annotations

import random
import re

import pytest

from arcade.games.spire import model
from arcade.games.spire.climb import bestiary
from arcade.games.spire.climb.bestiary import (
    BOSS,
    EASY,
    ELITE,
    KINDS,
    MONSTER,
    MONSTERS,
    POOLS,
    SPECS,
    AzureFury,
    BellTyrant,
    BoneArcher,
    BoneWarden,
    CinderTick,
    EncounterSpec,
    GildedKnight,
    GloomBat,
    PaleToad,
    ScarletFury,
    build,
    choose,
    scaled_hp,
    spec_named,
)
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.forecasts import ClimbIntent, predict_turn
from arcade.games.spire.climb.powers import RISING
from arcade.games.spire.climb.run import FIGHT, HP_PERCENT, Climb, stream
from arcade.games.spire.climb.state import CURRENT_RULES, RETUNED_RULES, RunState
from arcade.games.spire.model import Cultist, Defend, JawWorm, Louse, Monster

TASK_SHEET_MONSTERS = (Louse, Cultist, JawWorm)
MINIMUM_POOL = {EASY: 3, MONSTER: 4, ELITE: 2, BOSS: 1}
ALL_SPECS = tuple(SPECS.values())
COMMERCIAL_WORDS = {
    "gremlin", "sentry", "lagavulin", "hexaghost", "guardian", "slime", "byrd", "chosen", "centurion", "snecko",
    "champ", "collector", "automaton", "darkling", "nemesis", "awakened", "looter", "mugger", "slaver", "nob",
    "fungi", "mystic", "spiker", "repulsor", "exploder", "transient", "maw", "reptomancer", "donu", "deca",
}


@pytest.fixture(autouse=True)
def fresh_game() -> None:
    """Every test starts a game as the climb does (monster ids from 0, a seeded model source)."""
    model.new_game(random.Random(0))


def fight_against(monsters: list[Monster]) -> ClimbFight:
    """A fight of a passive player (never falls, never plays) against these monsters."""
    run = RunState("ironclad", 10_000, 10_000, [Defend() for _ in range(10)])
    return ClimbFight(run, monsters)


def intents_over(fight: ClimbFight, turns: int) -> list[tuple[ClimbIntent, ...]]:
    """The intents of each of `turns` enemy turns, each turn then played."""
    seen = []
    for _ in range(turns):
        seen.append(predict_turn(fight).intents)
        fight.end_player_turn()
        fight.enemy_turn()
    return seen


def pattern_moves(monster_type: type[ClimbMonster], count: int) -> list[Move]:
    """The first `count` moves a monster starting at 0 makes, by its pattern and repeat_from."""
    moves, index = [], 0
    for _ in range(count):
        moves.append(monster_type.pattern[index])
        index += 1
        if index >= len(monster_type.pattern):
            index = monster_type.repeat_from
    return moves


def test_pools_have_every_kind_per_act() -> None:
    """Each act has at least 3 easy, 4 monster, 2 elite and 1 boss encounters, and nothing else."""
    assert sorted(POOLS) == [1, 2, 3]
    for act, pools in POOLS.items():
        assert tuple(pools) == KINDS, act
        for kind, minimum in MINIMUM_POOL.items():
            assert len(pools[kind]) >= minimum, (act, kind)


def test_specs_carry_their_pools_act_and_kind() -> None:
    """A spec in POOLS[act][kind] says that act and kind (the run reads them from the spec)."""
    for act, pools in POOLS.items():
        for kind, specs in pools.items():
            for spec in specs:
                assert (spec.act, spec.kind) == (act, kind), spec.name


def test_spec_names_unique_short_and_found_by_name() -> None:
    """Encounter names are unique over the climb, at most 24 characters, and spec_named finds each."""
    names = [spec.name for pools in POOLS.values() for specs in pools.values() for spec in specs]
    assert len(names) == len(set(names)) == len(SPECS)
    for name in names:
        assert 0 < len(name) <= 24, name
        assert spec_named(name) is SPECS[name]


def test_spec_named_refuses_an_unknown_name() -> None:
    """An unknown name is a KeyError naming it."""
    with pytest.raises(KeyError, match="Jaw Worm"):
        spec_named("Jaw Worm")


def test_monsters_are_ours_unique_and_short() -> None:
    """At least 18 monsters of our own, titles unique, at most 14 characters, none a commercial game's word."""
    titles = [monster.title for monster in MONSTERS]
    assert len(titles) >= 18
    assert len(set(titles)) == len(titles)
    assert len(set(MONSTERS)) == len(MONSTERS)
    for title in titles:
        assert 0 < len(title) <= 14, title
        assert not set(re.findall(r"[a-z]+", title.lower())) & COMMERCIAL_WORDS, title


def test_patterns_are_made_of_real_moves() -> None:
    """Every pattern has moves that each do something, a hit count of at least 1, and a repeat_from inside it."""
    for monster in MONSTERS:
        assert monster.pattern, monster.title
        assert 0 <= monster.repeat_from < len(monster.pattern), monster.title
        for move in monster.pattern:
            assert move.hits >= 1 and len(move.name) <= 14, (monster.title, move)
            assert move.damage or move.block or move.strength or move.weak or move.vulnerable, (monster.title, move)


def test_every_monster_of_ours_appears_in_some_encounter() -> None:
    """No monster is written and never met."""
    used = {member[0] for spec in ALL_SPECS for member in spec.members}
    assert set(MONSTERS) <= used
    assert used <= set(MONSTERS) | set(TASK_SHEET_MONSTERS)


def test_task_sheet_monsters_only_in_act_one() -> None:
    """Louse, Cultist and JawWorm appear in act 1 only, as the task sheet made them."""
    for spec in ALL_SPECS:
        if any(member[0] in TASK_SHEET_MONSTERS for member in spec.members):
            assert spec.act == 1, spec.name


@pytest.mark.parametrize("spec", ALL_SPECS, ids=lambda spec: spec.name)
def test_every_spec_builds_its_members_with_hp_in_range(spec: EncounterSpec) -> None:
    """1-3 monsters of the member classes, in order, each max HP (and HP) inside its range."""
    assert 1 <= len(spec.members) <= 3
    for seed in range(12):
        monsters = build(spec, random.Random(seed))
        assert [type(monster) for monster in monsters] == [member[0] for member in spec.members]
        for monster, (_, low, high) in zip(monsters, spec.members, strict=True):
            assert low <= monster.get_max_hp() <= high
            assert monster.get_hp() == monster.get_max_hp()
            assert monster.get_strength() == 0


def test_build_uses_its_rng_exactly_for_a_normal_spec() -> None:
    """Toad Pond draws, per member in order, randint for the HP then randrange for the start; nothing more."""
    spec = spec_named("Toad Pond")
    assert [member[0] for member in spec.members] == [PaleToad, CinderTick]
    rng, replay = random.Random(7), random.Random(7)
    monsters = build(spec, rng)
    toad_hp, toad_start = replay.randint(26, 30), replay.randrange(3)
    tick_hp, tick_start = replay.randint(10, 13), replay.randrange(2)
    assert [monster.get_max_hp() for monster in monsters] == [toad_hp, tick_hp]
    assert monsters[0].next_move() == PaleToad.pattern[toad_start]
    assert monsters[1].next_move() == CinderTick.pattern[tick_start]
    assert rng.getstate() == replay.getstate()


def test_build_uses_its_rng_exactly_for_an_elite_spec() -> None:
    """An elite draws only its members' HPs (one randint each) and starts every member at its first move."""
    spec = spec_named("Crypt Guards")
    rng, replay = random.Random(11), random.Random(11)
    monsters = build(spec, rng)
    assert [monster.get_max_hp() for monster in monsters] == [replay.randint(38, 42), replay.randint(34, 38)]
    assert rng.getstate() == replay.getstate()
    assert [monster.next_move().name for monster in monsters] == ["Shield Up", "Take Aim"]


def test_task_sheet_member_still_draws_a_start() -> None:
    """A Louse in an easy spec takes one randint and one randrange(1), so the draws depend on the spec alone."""
    rng, replay = random.Random(3), random.Random(3)
    (louse,) = build(spec_named("Stray Louse"), rng)
    assert isinstance(louse, Louse) and louse.get_max_hp() == replay.randint(15, 19)
    replay.randrange(1)
    assert rng.getstate() == replay.getstate()


@pytest.mark.parametrize("spec", ALL_SPECS, ids=lambda spec: spec.name)
def test_build_draws_the_same_whatever_the_difficulty(spec: EncounterSpec) -> None:
    """Same seed, same HP draws and starts; hp_percent and strength change no draw."""
    plain, harder = random.Random(5), random.Random(5)
    first = build(spec, plain)
    second = build(spec, harder, hp_percent=150, strength=3)
    assert plain.getstate() == harder.getstate()
    for one, other in zip(first, second, strict=True):
        assert other.get_max_hp() == one.get_max_hp() * 150 // 100
        if isinstance(one, ClimbMonster):
            assert one.next_move() == other.next_move()


def test_build_is_deterministic() -> None:
    """Two builds from the same seed give the same HPs and the same next moves."""
    for spec in ALL_SPECS:
        one, other = build(spec, random.Random(42)), build(spec, random.Random(42))
        assert [m.get_max_hp() for m in one] == [m.get_max_hp() for m in other]
        assert [m.next_move() for m in one if isinstance(m, ClimbMonster)] == \
               [m.next_move() for m in other if isinstance(m, ClimbMonster)]


def test_hp_percent_rounds_down_and_keeps_at_least_one() -> None:
    """hp_percent 125 of a 10-12 HP bat is floor(hp × 1.25); 1% of it is still 1 HP."""
    spec = spec_named("Bat Flock")
    rng = random.Random(2)
    bats = build(spec, random.Random(2), hp_percent=125)
    expected = []
    for _ in spec.members:
        expected.append(rng.randint(9, 12) * 125 // 100)
        rng.randrange(2)
    assert [bat.get_max_hp() for bat in bats] == expected
    assert [bat.get_max_hp() for bat in build(spec, random.Random(2), hp_percent=1)] == [1, 1]


def test_strength_is_given_to_every_member_and_hits_harder() -> None:
    """strength=2 gives each member 2 strength at once, and its attacks land 2 harder."""
    monsters = build(spec_named("Crypt Guards"), random.Random(1), strength=2)
    assert [monster.get_strength() for monster in monsters] == [2, 2]
    fight = fight_against(monsters)
    intents_over(fight, 1)
    warden, archer = predict_turn(fight).intents
    assert (warden.move, warden.damage, warden.hits) == ("Cleave", 13, 1)
    assert (archer.move, archer.damage, archer.hits) == ("Volley", 6, 3)  # 2 + 2 given + 2 from Take Aim


def test_elites_and_bosses_start_at_their_first_move() -> None:
    """Whatever the seed, every member of an elite or boss spec opens with its pattern's first move."""
    for spec in ALL_SPECS:
        if spec.kind not in (ELITE, BOSS):
            continue
        for seed in range(8):
            for monster in build(spec, random.Random(seed)):
                assert isinstance(monster, ClimbMonster)
                assert monster.next_move() == type(monster).pattern[0], spec.name


def test_two_of_a_kind_need_not_act_in_step() -> None:
    """Over seeds, a Tick Pair's two ticks start at every point of the pattern and sometimes differ."""
    starts = set()
    for seed in range(40):
        first, second = build(spec_named("Tick Pair"), random.Random(seed))
        starts.add((first.next_move().name, second.next_move().name))
    assert {pair[0] for pair in starts} == {"Bite", "Singe"}
    assert any(a != b for a, b in starts)


def test_choose_never_repeats_the_avoided_name() -> None:
    """With `avoid` set, choose never returns that spec (every pool has another), over many seeds."""
    for act, pools in POOLS.items():
        for kind, specs in pools.items():
            for spec in specs:
                for seed in range(30):
                    chosen = choose(act, kind, random.Random(seed), avoid=spec.name)
                    assert chosen.name != spec.name and chosen in specs


def test_choose_is_one_draw_over_the_pool() -> None:
    """choose is one rng.choice over the pool without the avoided spec, so it is reproducible."""
    specs = POOLS[2][MONSTER]
    rng, replay = random.Random(9), random.Random(9)
    assert choose(2, MONSTER, rng) is replay.choice(list(specs))
    rest = [spec for spec in specs if spec.name != "Hog Charge"]
    assert choose(2, MONSTER, rng, avoid="Hog Charge") is replay.choice(rest)
    assert rng.getstate() == replay.getstate()
    drawn = {choose(1, EASY, random.Random(seed)).name for seed in range(60)}
    assert drawn == {spec.name for spec in POOLS[1][EASY]}


def test_choose_keeps_a_lone_spec_even_when_avoided(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pool of one gives that one even when it is the avoided name."""
    lone = spec_named("Bell Tyrant")
    monkeypatch.setitem(POOLS, 1, {**POOLS[1], BOSS: (lone,)})
    assert choose(1, BOSS, random.Random(0), avoid="Bell Tyrant") is lone


def test_choose_refuses_an_unknown_act_or_kind() -> None:
    """Act 4 and a 'shop' pool do not exist: ValueError."""
    with pytest.raises(ValueError, match="act 4"):
        choose(4, BOSS, random.Random(0))
    with pytest.raises(ValueError, match="shop"):
        choose(1, "shop", random.Random(0))


def test_acts_grow_harder() -> None:
    """For each kind, the mean HP of an act's encounters grows from act 1 to act 3."""
    for kind in KINDS:
        means = []
        for act in (1, 2, 3):
            specs = POOLS[act][kind]
            means.append(sum(sum(low + high for _, low, high in spec.members) / 2 for spec in specs) / len(specs))
        assert means[0] < means[1] < means[2], (kind, means)


def test_bell_tyrant_intents_tell_the_story() -> None:
    """Resonate, Toll (9, weak 2), Ring Out 3×6, Wind Up (block 14, +2), Great Peal 27, then Toll 11 again."""
    (tyrant,) = build(spec_named("Bell Tyrant"), random.Random(0))
    assert isinstance(tyrant, BellTyrant)
    turns = [intents[0] for intents in intents_over(fight_against([tyrant]), 6)]
    assert [intent.move for intent in turns] == ["Resonate", "Toll", "Ring Out", "Wind Up", "Great Peal", "Toll"]
    assert (turns[0].block, turns[0].strength) == (10, 1)
    assert (turns[1].damage, turns[1].hits, turns[1].weak) == (9, 1, 2)
    assert (turns[2].damage, turns[2].hits, turns[2].total) == (6, 3, 18)
    assert (turns[3].block, turns[3].strength) == (14, 2)
    assert (turns[4].damage, turns[4].hits) == (27, 1)
    assert turns[5].damage == 11


def test_gilded_knights_lance_lands_on_its_challenge() -> None:
    """The knight's Challenge makes the player vulnerable 2, so the Lance after it hits (15+1)×1.5 = 24 and the Shield
    Bash after that (10+1)×1.5 = 16: vulnerable 2 lasts the monsters' next two turns (the genre's timing)."""
    (knight,) = build(spec_named("Gilded Knight"), random.Random(0))
    assert isinstance(knight, GildedKnight)
    turns = [intents[0] for intents in intents_over(fight_against([knight]), 5)]
    assert [intent.move for intent in turns] == ["Salute", "Challenge", "Lance", "Shield Bash", "Challenge"]
    assert (turns[1].damage, turns[1].vulnerable) == (10, 2)
    assert turns[2].damage == 24
    assert (turns[3].damage, turns[3].block) == (16, 12)
    assert turns[4].damage == 10  # the next Challenge: the vulnerable has run out


def test_twin_furies_act_together() -> None:
    """Scarlet rages then rends 3×6 while Azure's frost (vulnerable 2) makes it 3×9 the turn after; Gash and Shard
    follow, still on the frost's second turn of vulnerable: 14×1.5 and 12×1.5."""
    scarlet, azure = build(spec_named("Twin Furies"), random.Random(0))
    assert isinstance(scarlet, ScarletFury) and isinstance(azure, AzureFury)
    turns = intents_over(fight_against([scarlet, azure]), 3)
    assert [(a.move, b.move) for a, b in turns] == [("Rage", "Frost"), ("Rend", "Shell"), ("Gash", "Shard")]
    assert (turns[0][1].damage, turns[0][1].weak, turns[0][1].vulnerable) == (7, 2, 2)
    assert (turns[1][0].damage, turns[1][0].hits) == (9, 3)
    assert (turns[2][0].damage, turns[2][1].damage) == (21, 18)


@pytest.mark.parametrize("spec", [spec for spec in ALL_SPECS if spec.kind in (ELITE, BOSS)], ids=lambda s: s.name)
def test_elites_and_bosses_follow_their_patterns(spec: EncounterSpec) -> None:
    """Through two rounds of the pattern, each intent names the pattern's move, its hits, block, strength (with its
    Rising power's, when it has one), weak and vulnerable."""
    monsters = build(spec, random.Random(0))
    rounds = 2 * max(len(type(monster).pattern) for monster in monsters)
    seen = intents_over(fight_against(monsters), rounds)
    for index, monster in enumerate(monsters):
        assert isinstance(monster, ClimbMonster)
        for intents, move in zip(seen, pattern_moves(type(monster), rounds), strict=True):
            intent = intents[index]
            assert intent.move == move.name
            rising = sum(power.amount for power in type(monster).powers if power.kind == RISING)
            assert (intent.block, intent.strength, intent.weak, intent.vulnerable) == \
                   (move.block, move.strength + rising, move.weak, move.vulnerable)
            if move.damage:
                assert intent.hits == move.hits and intent.damage >= move.damage


@pytest.mark.parametrize("spec", [spec for spec in ALL_SPECS if spec.kind == BOSS], ids=lambda s: s.name)
def test_a_boss_charges_before_its_biggest_hit(spec: EncounterSpec) -> None:
    """A boss's pattern has 4-6 moves, and its biggest single hit comes right after a charge (no damage; block or
    strength) that the intents show."""
    (monster_type, _, _), = spec.members
    assert issubclass(monster_type, ClimbMonster)
    pattern = monster_type.pattern
    assert 4 <= len(pattern) <= 6
    biggest = max(range(len(pattern)), key=lambda index: pattern[index].damage)
    charge = pattern[biggest - 1]
    assert biggest >= 1 and charge.damage == 0 and (charge.block or charge.strength)
    assert pattern[biggest].damage >= 20


def test_elites_do_more_than_attack() -> None:
    """Every elite member has at least 3 moves, one of them a block, strength, weak or vulnerable."""
    for spec in ALL_SPECS:
        if spec.kind != ELITE:
            continue
        for monster_type, _, _ in spec.members:
            assert issubclass(monster_type, ClimbMonster)
            assert len(monster_type.pattern) >= 3
            assert any(m.block or m.strength or m.weak or m.vulnerable for m in monster_type.pattern), spec.name


def test_a_normal_monster_keeps_its_offset_in_a_fight() -> None:
    """A Gloom Bat started on Screech screeches first (vulnerable 2), then swoops 2×3 hits at ×1.5 = 2×4."""
    bat = GloomBat(10, start=1)
    turns = [intents[0] for intents in intents_over(fight_against([bat]), 2)]
    assert (turns[0].move, turns[0].vulnerable) == ("Screech", 2)
    assert (turns[1].move, turns[1].damage, turns[1].hits) == ("Swoop", 4, 2)


def test_crypt_guards_members_are_warden_then_archer() -> None:
    """The warden stands first and acts first; the archer second."""
    warden, archer = build(spec_named("Crypt Guards"), random.Random(0))
    assert isinstance(warden, BoneWarden) and isinstance(archer, BoneArcher)
    assert warden.get_id() < archer.get_id()


def test_module_constants_are_consistent() -> None:
    """The kinds, and SPECS covering exactly the pools."""
    assert bestiary.KINDS == (EASY, MONSTER, ELITE, BOSS)
    assert set(SPECS.values()) == {spec for pools in POOLS.values() for specs in pools.values() for spec in specs}


# --- rules version 5: act 1's retuned encounters, and the older climbs that keep their HP ----------------------------

RETUNED_RANGES = {4: {"Hungry Worm": (40, 46), "Bell Tyrant": (146, 154)},
                  5: {"Hungry Worm": (30, 34), "Bell Tyrant": (128, 136)}}
"""The members' HP ranges (before any scaling) by version of the rules: version 5 (RETUNED_RULES) cut both."""


@pytest.mark.parametrize("name", ["Hungry Worm", "Bell Tyrant"])
def test_a_retuned_encounter_builds_the_hp_of_its_climbs_rules_version(name: str) -> None:
    """build(spec, rng, 100, 0, version) draws each member's HP from the range of that version: the old range for a
    climb of rules 1 to 4, the retuned one from 5 (and by default, CURRENT_RULES); the draw is the rng's own randint
    over that range, and 300 draws meet both its ends and nothing past them."""
    assert RETUNED_RULES == CURRENT_RULES == 5
    spec = spec_named(name)
    assert [member.__name__ for member, _low, _high in spec.members] == [
        "JawWorm" if name == "Hungry Worm" else "BellTyrant"]
    for version in (1, 2, 3, 4, 5):
        low, high = RETUNED_RANGES[5 if version >= RETUNED_RULES else 4][name]
        assert [(low_, high_) for _member, low_, high_ in spec.members_by(version)] == [(low, high)]
        drawn = []
        for seed in range(300):
            monsters = build(spec, random.Random(seed), 100, 0, version)
            assert [monster.get_max_hp() for monster in monsters] == [random.Random(seed).randint(low, high)]
            drawn.append(monsters[0].get_max_hp())
        assert (min(drawn), max(drawn)) == (low, high)
    assert [monster.get_max_hp() for monster in build(spec, random.Random(7))] == \
        [monster.get_max_hp() for monster in build(spec, random.Random(7), 100, 0, 5)] == \
        [random.Random(7).randint(*RETUNED_RANGES[5][name])]


@pytest.mark.parametrize(("seed", "name", "version", "floor", "drawn", "max_hp"), [
    (7, "Bell Tyrant", 4, 16, 150, 157), (7, "Bell Tyrant", 5, 16, 132, 138),
    (8, "Hungry Worm", 4, 10, 43, 45), (8, "Hungry Worm", 5, 10, 33, 34)])
def test_a_climbs_fight_with_a_retuned_encounter_has_the_hp_of_its_rules_version(
        seed: int, name: str, version: int, floor: int, drawn: int, max_hp: int) -> None:
    """A greedy Ironclad's climb (given 3000 HP so it lives to see them) of rules version 4 or 5, to its first fight
    with the encounter: seed 7's first boss is the Bell Tyrant, seed 8 meets the Hungry Worm on floor 10. The
    monster's max HP is what the floor's monster stream draws from that version's range, × 105% (act 1), exactly."""
    climb = Climb("ironclad", seed, rules_version=version)
    assert climb.run.rules_version == version
    climb.run.max_hp = climb.run.hp = 3000
    rng = random.Random(0)
    while not (climb.phase == FIGHT and climb.encounter_name == name):
        assert not climb.over
        climb.act(greedy_bot(climb, rng))
    assert climb.run.floor == floor and (name != "Bell Tyrant" or climb.fight_kind == BOSS)
    low, high = RETUNED_RANGES[version][name]
    assert stream(seed, "monsters", floor).randint(low, high) == drawn and low <= drawn <= high
    assert HP_PERCENT[1] == 105 and scaled_hp(drawn, HP_PERCENT[1]) == max_hp
    assert [monster.get_max_hp() for monster in climb.roster] == [max_hp]
    assert climb.fight is not None and [monster.get_hp() for monster in climb.fight.get_monsters()] == [max_hp]
