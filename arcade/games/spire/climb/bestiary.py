"""The climb's monsters and each act's encounters (the bestiary), all of our own design.

Every monster of ours is a `ClimbMonster` (fight.py) acting by a fixed pattern of `Move`s built only from what the
model knows: damage (dealt `hits` times), block and strength on itself, weak and vulnerable on the player; some
bring a power to every fight (powers.py: Rising, Curl, Thorns, Artifact), and some moves put Wounds (cards.Wound,
unplayable, for that fight only) into the player's discard pile; a boss turns to a second phase's moves
(`second_pattern`) once its HP falls to half. An encounter added later (`since`) is drawn only by climbs of that
rules version on; one retuned later (`RETUNED`) keeps its older HP ranges for the climbs begun before. Elites and
bosses may open with moves played once (`repeat_from`), and their patterns tell a story through the intents: a
charge turn (block, strength) before a big hit, a vulnerable before the heavy blow. The task sheet's Louse, Cultist
and JawWorm appear in act 1 as they are.

Each act has four pools of `EncounterSpec`s: "easy" (an act's first three monster fights), "monster", "elite" and
"boss". `choose` draws one spec from a pool (never the one just met, when there is another); `build` makes its
monsters. The rule that keeps a climb reproducible: `build` calls its `random.Random` the same number of times for
the same spec whatever else is asked (per member, in order: one `randint` for the HP, then for "easy" and
"monster" specs one `randrange` for the member's start in its pattern, so two of a kind do not act in step; elites
and bosses start at their first move). The numbers (moves, HP ranges) are module constants to tune with the
benchmark bot. No urwid, no I/O.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from arcade.games.spire.climb.fight import ClimbMonster, Move
from arcade.games.spire.climb.powers import ARTIFACT, CURL, RISING, THORNS, Power
from arcade.games.spire.climb.state import CURRENT_RULES, GENRE_CLIMB_RULES, RETUNED_RULES
from arcade.games.spire.model import Cultist, JawWorm, Louse, Monster

EASY = "easy"
MONSTER = "monster"
ELITE = "elite"
BOSS = "boss"
KINDS = (EASY, MONSTER, ELITE, BOSS)
"""The pools of an act, in the order a climb meets them."""
NORMAL_KINDS = (EASY, MONSTER)
"""Kinds whose members start at a random point of their pattern."""
ACTS = (1, 2, 3)

# --- act 1 ------------------------------------------------------------------------------------------------


class CinderTick(ClimbMonster):
    """A smouldering tick: bites, then singes (weakening the player's next attacks)."""

    title = "Cinder Tick"
    pattern = (Move("Bite", 5), Move("Singe", 3, weak=2))


class MossCrawler(ClimbMonster):
    """A slow crawler that gnaws, then curls up behind its moss."""
    powers = (Power(CURL, 5),)

    title = "Moss Crawler"
    pattern = (Move("Gnaw", 7), Move("Curl Up", 3, block=6))


class GloomBat(ClimbMonster):
    """A bat that swoops twice, then screeches the player vulnerable for the next turn."""

    title = "Gloom Bat"
    pattern = (Move("Swoop", 3, hits=2), Move("Screech", vulnerable=2))


class PaleToad(ClimbMonster):
    """A bloated toad: a weakening tongue, a belly slam, a puff that makes it stronger."""

    title = "Pale Toad"
    pattern = (Move("Tongue", 4, weak=2), Move("Belly Slam", 9), Move("Puff Up", block=6, strength=1))


class GutterRat(ClimbMonster):
    """A rat that scratches, then goes into a three-bite frenzy."""

    title = "Gutter Rat"
    pattern = (Move("Scratch", 4), Move("Frenzy", 2, hits=3))


class LanternImp(ClimbMonster):
    """An imp that stokes its lantern (strength) and throws fire darts."""

    title = "Lantern Imp"
    pattern = (Move("Kindle", strength=2), Move("Fire Dart", 5), Move("Fire Dart", 5))


class ThornBeetle(ClimbMonster):
    """A horned beetle: hardens its shell, gores, rams."""
    powers = (Power(THORNS, 2),)

    title = "Thorn Beetle"
    pattern = (Move("Harden", block=8), Move("Horn Gore", 12), Move("Ram", 8))


class ReedStalker(ClimbMonster):
    """A marsh hunter: a long lunge, then two needles that weaken."""

    title = "Reed Stalker"
    pattern = (Move("Lunge", 11), Move("Needles", 4, hits=2, weak=2, wounds=1))


class IronbarkBrute(ClimbMonster):
    """Act 1 elite: bellows once (strength, block), then club, trample (vulnerable) and a heavy overhead."""

    title = "Ironbark Brute"
    pattern = (Move("Bellow", block=10, strength=2), Move("Club", 11), Move("Trample", 5, vulnerable=2),
               Move("Overhead", 12))
    repeat_from = 1


class BoneWarden(ClimbMonster):
    """Act 1 elite (with the archer): raises its shield, cleaves, shoves the player weak."""
    powers = (Power(ARTIFACT, 1),)

    title = "Bone Warden"
    pattern = (Move("Shield Up", block=12), Move("Cleave", 11), Move("Shove", 6, weak=2))


class BoneArcher(ClimbMonster):
    """Act 1 elite (with the warden): takes aim (strength), looses a volley, pierces."""

    title = "Bone Archer"
    pattern = (Move("Take Aim", strength=2), Move("Volley", 2, hits=3), Move("Pierce", 9))


class MireWitch(ClimbMonster):
    """Act 1 elite: a hex that weakens behind block, a lash, a gathering (charge) then a bog burst."""

    title = "Mire Witch"
    pattern = (Move("Mire Hex", 6, block=8, weak=2), Move("Lash", 7, hits=2), Move("Gather", block=8, strength=2),
               Move("Bog Burst", 16))


class BellTyrant(ClimbMonster):
    """Act 1 boss: resonates once, then tolls (weak), rings three times, winds up (charge) and peals hard."""
    second_pattern = (Move("Cracked Peal", 9, hits=2), Move("Shatter", 18, vulnerable=1))

    title = "Bell Tyrant"
    pattern = (Move("Resonate", block=10, strength=1), Move("Toll", 8, weak=2), Move("Ring Out", 5, hits=3),
               Move("Wind Up", block=14, strength=2), Move("Great Peal", 24))
    repeat_from = 1


class AshenMatron(ClimbMonster):
    """Act 1 boss: kindles once, then cinder rain, a brand (vulnerable), an inhale (charge) and an ash storm."""
    second_pattern = (Move("Pyre", 6, hits=3), Move("Smother", block=12, weak=2))

    title = "Ashen Matron"
    pattern = (Move("Kindle", block=8, strength=2), Move("Cinder Rain", 3, hits=4),
               Move("Brand", 6, vulnerable=2, wounds=2), Move("Inhale", block=16), Move("Ash Storm", 22))
    repeat_from = 1


# --- act 2 ------------------------------------------------------------------------------------------------


class GlassWasp(ClimbMonster):
    """A brittle wasp: stings twice, hovers, darts (vulnerable)."""

    title = "Glass Wasp"
    pattern = (Move("Sting", 3, hits=2), Move("Hover", block=6), Move("Dart", 5, vulnerable=2))


class SewerHound(ClimbMonster):
    """A hound that bites, howls itself stronger and mauls twice."""

    title = "Sewer Hound"
    pattern = (Move("Bite", 9), Move("Howl", block=6, strength=1), Move("Maul", 5, hits=2))


class SaltWraith(ClimbMonster):
    """A wraith that wails (weak, vulnerable), then touches twice with the cold."""

    title = "Salt Wraith"
    pattern = (Move("Wail", weak=2, vulnerable=2), Move("Chill Touch", 9), Move("Chill Touch", 9))


class CoilSerpent(ClimbMonster):
    """A serpent that constricts (weak), coils (block) and strikes with its fangs."""

    title = "Coil Serpent"
    pattern = (Move("Constrict", 6, weak=2, wounds=1), Move("Coil", block=12), Move("Fang", 14))


class QuillHog(ClimbMonster):
    """A hog that bristles, throws four quills, then charges."""
    powers = (Power(THORNS, 3),)

    title = "Quill Hog"
    pattern = (Move("Bristle", block=10), Move("Quill Storm", 2, hits=4), Move("Charge", 11))


class HollowMonk(ClimbMonster):
    """A monk that chants (strength, block) and strikes with its palm twice."""
    powers = (Power(RISING, 1),)

    title = "Hollow Monk"
    pattern = (Move("Chant", block=6, strength=2), Move("Palm", 9), Move("Palm", 9))


class GildedKnight(ClimbMonster):
    """Act 2 elite: salutes once, then a challenge (vulnerable), a lance that lands on it, a shield bash."""
    powers = (Power(ARTIFACT, 2),)

    title = "Gilded Knight"
    pattern = (Move("Salute", block=20, strength=1), Move("Challenge", 6, vulnerable=2), Move("Lance", 15),
               Move("Shield Bash", 10, block=12))
    repeat_from = 1


class LoomSister(ClimbMonster):
    """Act 2 elite (with her sister): snips twice, then weaves (block, weak)."""

    title = "Loom Sister"
    pattern = (Move("Snip", 6, hits=2), Move("Snip", 6, hits=2), Move("Weave", block=10, weak=2))


class KnotSister(ClimbMonster):
    """Act 2 elite (with her sister): binds (vulnerable), tightens (strength), pulls hard."""

    title = "Knot Sister"
    pattern = (Move("Bind", 5, vulnerable=2), Move("Tighten", block=8, strength=2), Move("Pull", 14))


class BrassColossus(ClimbMonster):
    """Act 2 boss: boots up once, then pistons, vents steam (weak), overheats (charge) and melts down."""
    powers = (Power(ARTIFACT, 2),)
    second_pattern = (Move("Overdrive", 7, hits=3), Move("Vent", 20))

    title = "Brass Colossus"
    pattern = (Move("Boot Up", block=20), Move("Piston", 8, hits=2), Move("Steam Vent", 8, weak=2),
               Move("Overheat", block=20, strength=3), Move("Meltdown", 30))
    repeat_from = 1


class VeiledOracle(ClimbMonster):
    """Act 2 boss: foretells (weak, vulnerable), three omens, a prophecy (charge), doom, a glimpse."""
    second_pattern = (Move("Unveil", block=20, strength=3), Move("Revelation", 14, hits=2))

    title = "Veiled Oracle"
    pattern = (Move("Foretell", 4, weak=2, vulnerable=2), Move("Omen", 6, hits=3),
               Move("Prophecy", block=18, strength=2), Move("Doom", 28), Move("Glimpse", 12))


class RustGolem(ClimbMonster):
    """An elite of act 2: a golem that grinds, clouds the air with rust, then hardens and grows."""

    title = "Rust Golem"
    pattern = (Move("Grind", 12), Move("Rust Cloud", 6, weak=2, vulnerable=2), Move("Harden", block=15, strength=2))
    powers = (Power(CURL, 10),)


# --- act 3 ------------------------------------------------------------------------------------------------


class StarMoth(ClimbMonster):
    """A moth of dust and light: dust (vulnerable this turn), a flutter of two, a drift (block)."""

    title = "Star Moth"
    pattern = (Move("Dust", 3, vulnerable=1), Move("Flutter", 3, hits=2), Move("Drift", block=6))


class StormHeron(ClimbMonster):
    """A heron that dives, beats three gusts, preens (strength)."""

    title = "Storm Heron"
    pattern = (Move("Dive", 15), Move("Gust", 4, hits=3), Move("Preen", block=10, strength=1))


class VoidLeech(ClimbMonster):
    """A leech that latches twice, swells (strength) and drains (weak)."""

    title = "Void Leech"
    pattern = (Move("Latch", 5, hits=2), Move("Swell", block=8, strength=2), Move("Drain", 8, weak=2))


class ObsidianRam(ClimbMonster):
    """A ram of black glass: braces, rams hard, butts."""
    powers = (Power(CURL, 12),)

    title = "Obsidian Ram"
    pattern = (Move("Brace", block=15), Move("Ram", 20), Move("Butt", 10))


class EmberWyrm(ClimbMonster):
    """A young wyrm: smoke (block, weak), three flames, a scorch."""

    title = "Ember Wyrm"
    pattern = (Move("Smoke", block=10, weak=2), Move("Flame", 6, hits=3), Move("Scorch", 14, wounds=2))


class DirgeSinger(ClimbMonster):
    """A singer whose dirge weakens the player and strengthens itself, then wails twice."""
    powers = (Power(RISING, 2),)

    title = "Dirge Singer"
    pattern = (Move("Dirge", strength=2, weak=2), Move("Wail", 11), Move("Wail", 11))


class NightWarden(ClimbMonster):
    """Act 3 elite: lights its lantern once, then an eclipse (weak, vulnerable), a reap, a sweep, a gloom."""
    powers = (Power(THORNS, 3),)

    title = "Night Warden"
    pattern = (Move("Lantern Up", block=25), Move("Eclipse", 8, weak=2, vulnerable=2), Move("Reap", 20),
               Move("Sweep", 7, hits=3), Move("Gloom", block=15, strength=3))
    repeat_from = 1


class ScarletFury(ClimbMonster):
    """Act 3 elite (with the azure one): rages (strength), rends three times, gashes."""

    title = "Scarlet Fury"
    pattern = (Move("Rage", strength=2), Move("Rend", 4, hits=3), Move("Gash", 12))


class AzureFury(ClimbMonster):
    """Act 3 elite (with the scarlet one): frost (weak, vulnerable), a shell (block), a shard."""

    title = "Azure Fury"
    pattern = (Move("Frost", 5, weak=2, vulnerable=2), Move("Shell", block=16), Move("Shard", 12))


class DuskSovereign(ClimbMonster):
    """Act 3 boss: ascends once, then a decree (weak), the sceptre four times, gathering dusk (charge), verdict."""
    powers = (Power(RISING, 1), Power(ARTIFACT, 1))
    second_pattern = (Move("Nightfall", 12, hits=2, weak=2), Move("Last Decree", 30))

    title = "Dusk Sovereign"
    pattern = (Move("Ascend", block=30, strength=2), Move("Decree", 10, weak=3), Move("Sceptre", 5, hits=4),
               Move("Gather Dusk", block=25, strength=2), Move("Verdict", 36))
    repeat_from = 1


class StarDevourer(ClimbMonster):
    """Act 3 boss: a gaze (weak), five tendrils, an inhale (charge), a swallow, a digest (strength)."""
    second_pattern = (Move("Collapse", 8, hits=4), Move("Event Horizon", 25, vulnerable=2))

    title = "Star Devourer"
    pattern = (Move("Gaze", 12, weak=2, wounds=2), Move("Tendrils", 5, hits=5), Move("Inhale", block=30),
               Move("Swallow", 42), Move("Digest", 10, strength=3))


class GraveTitan(ClimbMonster):
    """An elite of act 3: a titan that buries the player in grave dirt (Wounds), shakes the ground, then rises."""

    title = "Grave Titan"
    pattern = (Move("Bury", 16, wounds=2), Move("Quake", 7, hits=3), Move("Rise", block=20, strength=3))
    powers = (Power(ARTIFACT, 2),)


MONSTERS: tuple[type[ClimbMonster], ...] = (
    CinderTick, MossCrawler, GloomBat, PaleToad, GutterRat, LanternImp, ThornBeetle, ReedStalker, IronbarkBrute,
    BoneWarden, BoneArcher, MireWitch, BellTyrant, AshenMatron,
    GlassWasp, SewerHound, SaltWraith, CoilSerpent, QuillHog, HollowMonk, GildedKnight, LoomSister, KnotSister,
    BrassColossus, VeiledOracle, RustGolem,
    StarMoth, StormHeron, VoidLeech, ObsidianRam, EmberWyrm, DirgeSinger, NightWarden, ScarletFury, AzureFury,
    DuskSovereign, StarDevourer, GraveTitan,
)
"""Every monster of ours, act by act."""


# --- encounters -------------------------------------------------------------------------------------------

Member = tuple[type[Monster], int, int]
"""One monster of an encounter: its class and its max HP range (inclusive, before the difficulty's scaling)."""


@dataclass(frozen=True)
class EncounterSpec:
    """An encounter of an act's pool: its title, kind ('easy', 'monster', 'elite', 'boss'), act and members (one
    to three, in the order they stand and act)."""

    name: str
    kind: str
    act: int
    members: tuple[Member, ...]
    since: int = 1
    """The version of the climb's rules that brought it: a climb by an older one never draws it."""
    earlier: tuple[tuple[int, tuple[Member, ...]], ...] = ()
    """Its members before a version of the rules retuned them: (that version, the members until it), oldest first."""

    def members_by(self, rules_version: int) -> tuple[Member, ...]:
        """Its members (their HP ranges) in a climb of this version of the rules."""
        for retuned_in, members in self.earlier:
            if rules_version < retuned_in:
                return members
        return self.members


RETUNED: dict[str, tuple[tuple[int, tuple[Member, ...]], ...]] = {
    "Hungry Worm": ((RETUNED_RULES, ((JawWorm, 40, 46),)),),
    "Bell Tyrant": ((RETUNED_RULES, ((BellTyrant, 146, 154),)),),
}
"""The encounters a later version of the rules retuned, with their members before it (`EncounterSpec.earlier`);
the pools below hold their members now."""


def _pool(act: int, kind: str, *specs: tuple[str, tuple[Member, ...]], since: int = 1) -> tuple[EncounterSpec, ...]:
    """The specs of one pool (or of its part a rules version added), written as (name, members) pairs."""
    return tuple(EncounterSpec(name, kind, act, members, since, RETUNED.get(name, ())) for name, members in specs)


POOLS: dict[int, dict[str, tuple[EncounterSpec, ...]]] = {
    1: {
        EASY: _pool(1, EASY,
                    ("Tick Pair", ((CinderTick, 10, 13), (CinderTick, 10, 13))),
                    ("Lone Crawler", ((MossCrawler, 18, 22),)),
                    ("Stray Louse", ((Louse, 15, 19),)),
                    ("Bat Flock", ((GloomBat, 9, 12), (GloomBat, 9, 12)))),
        MONSTER: _pool(1, MONSTER,
                       ("Toad Pond", ((PaleToad, 26, 30), (CinderTick, 10, 13))),
                       ("Rat Pack", ((GutterRat, 15, 18), (GutterRat, 15, 18))),
                       ("Lantern Cult", ((LanternImp, 18, 22), (Cultist, 22, 26))),
                       ("Beetle Nest", ((ThornBeetle, 30, 34), (MossCrawler, 12, 15))),
                       ("Reed Ambush", ((ReedStalker, 40, 46),)),
                       ("Hungry Worm", ((JawWorm, 30, 34),))),
        ELITE: _pool(1, ELITE,
                     ("Ironbark Brute", ((IronbarkBrute, 82, 88),)),
                     ("Crypt Guards", ((BoneWarden, 38, 42), (BoneArcher, 34, 38))),
                     ("Mire Witch", ((MireWitch, 76, 82),))),
        BOSS: _pool(1, BOSS,
                    ("Bell Tyrant", ((BellTyrant, 128, 136),)),
                    ("Ashen Matron", ((AshenMatron, 140, 150),))),
    },
    2: {
        EASY: _pool(2, EASY,
                    ("Wasp Pair", ((GlassWasp, 15, 18), (GlassWasp, 15, 18))),
                    ("Lone Wraith", ((SaltWraith, 38, 42),)),
                    ("Stray Hound", ((SewerHound, 40, 44),))),
        MONSTER: _pool(2, MONSTER,
                       ("Serpent Den", ((CoilSerpent, 48, 54), (GlassWasp, 15, 18))),
                       ("Hog Charge", ((QuillHog, 30, 34), (QuillHog, 30, 34))),
                       ("Monk Circle", ((HollowMonk, 40, 46), (SaltWraith, 24, 28))),
                       ("Hound Pack", ((SewerHound, 28, 32), (SewerHound, 28, 32))),
                       ("Wasp Nest", ((GlassWasp, 16, 19), (GlassWasp, 16, 19), (GlassWasp, 16, 19)))),
        ELITE: (*_pool(2, ELITE,
                       ("Gilded Knight", ((GildedKnight, 118, 126),)),
                       ("Weaving Sisters", ((LoomSister, 56, 60), (KnotSister, 58, 62)))),
                *_pool(2, ELITE, ("Rust Golem", ((RustGolem, 104, 112),)), since=GENRE_CLIMB_RULES)),
        BOSS: _pool(2, BOSS,
                    ("Brass Colossus", ((BrassColossus, 220, 230),)),
                    ("Veiled Oracle", ((VeiledOracle, 205, 215),))),
    },
    3: {
        EASY: _pool(3, EASY,
                    ("Moth Cloud", ((StarMoth, 14, 17), (StarMoth, 14, 17), (StarMoth, 14, 17))),
                    ("Lone Heron", ((StormHeron, 50, 56),)),
                    ("Leech Pair", ((VoidLeech, 26, 30), (VoidLeech, 26, 30)))),
        MONSTER: _pool(3, MONSTER,
                       ("Ram and Moth", ((ObsidianRam, 62, 68), (StarMoth, 18, 21))),
                       ("Wyrm Roost", ((EmberWyrm, 56, 62), (VoidLeech, 26, 30))),
                       ("Dirge Choir", ((DirgeSinger, 38, 42), (DirgeSinger, 38, 42))),
                       ("Heron Flight", ((StormHeron, 38, 42), (StormHeron, 38, 42)))),
        ELITE: (*_pool(3, ELITE,
                       ("Night Warden", ((NightWarden, 166, 176),)),
                       ("Twin Furies", ((ScarletFury, 80, 86), (AzureFury, 80, 86)))),
                *_pool(3, ELITE, ("Grave Titan", ((GraveTitan, 150, 160),)), since=GENRE_CLIMB_RULES)),
        BOSS: _pool(3, BOSS,
                    ("Dusk Sovereign", ((DuskSovereign, 300, 320),)),
                    ("Star Devourer", ((StarDevourer, 290, 310),))),
    },
}
"""Each act's pools of encounters, by kind."""

SPECS: dict[str, EncounterSpec] = {spec.name: spec for act in POOLS.values() for pool in act.values() for spec in pool}
"""Every encounter by name (names are unique over the whole climb)."""


def pool(act: int, kind: str) -> tuple[EncounterSpec, ...]:
    """The specs of one act's pool; ValueError for an act or kind that has none."""
    if act not in POOLS or kind not in POOLS[act]:
        raise ValueError(f"no {kind!r} encounters in act {act!r}")
    return POOLS[act][kind]


def choose(act: int, kind: str, rng: random.Random, avoid: str | None = None,
           rules_version: int = CURRENT_RULES) -> EncounterSpec:
    """One spec drawn from the pool of this version of the climb's rules (one `rng.choice`), never the one named
    `avoid` while the pool has another (no same fight twice in a row)."""
    specs = [spec for spec in pool(act, kind) if spec.since <= rules_version]
    candidates = [spec for spec in specs if spec.name != avoid] or list(specs)
    return rng.choice(candidates)


def scaled_hp(hp: int, hp_percent: int) -> int:
    """A max HP scaled by a difficulty's percentage, rounded down, at least 1."""
    return max(1, hp * hp_percent // 100)


def build(spec: EncounterSpec, rng: random.Random, hp_percent: int = 100, strength: int = 0,
          rules_version: int = CURRENT_RULES) -> list[Monster]:
    """The spec's monsters by this version of the rules (`members_by`), made in order: each max HP drawn (`randint`)
    and scaled by `hp_percent`, a normal
    monster's start in its pattern drawn (`randrange`, drawn for every member of an easy or monster spec, so the
    number of draws depends on the spec alone), `strength` given to each at once (a difficulty rule)."""
    monsters: list[Monster] = []
    for monster_type, low, high in spec.members_by(rules_version):
        hp = scaled_hp(rng.randint(low, high), hp_percent)
        start = 0
        if spec.kind in NORMAL_KINDS:
            length = len(monster_type.pattern) if issubclass(monster_type, ClimbMonster) else 1
            start = rng.randrange(length)
        monster = monster_type(hp, start) if issubclass(monster_type, ClimbMonster) else monster_type(hp)
        if strength:
            monster.add_strength(strength)
        monsters.append(monster)
    return monsters


def spec_named(name: str) -> EncounterSpec:
    """The spec with this name (a saved climb names its fights); KeyError for an unknown one."""
    try:
        return SPECS[name]
    except KeyError:
        raise KeyError(f"no encounter named {name!r}") from None
