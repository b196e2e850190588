"""The Watcher's own cards (keywords.CharacterCard), their rarities and upgrades.

Its mechanic: shifting between calm (leaving it gives energy) and wrath (double damage dealt and taken), and
retaining cards for the right turn. Offered only in the climbs whose rules have the characters' own pools
(cards.CHARACTER_POOL_RULES). Each card's text is built from its numbers (keywords.character_text). No urwid, no I/O.
"""

from __future__ import annotations

from arcade.games.spire.climb.keywords import CALM, NEUTRAL, WRATH, CharacterCard
from arcade.games.spire.climb.more_cards import COMMON, RARE, UNCOMMON, UpgradedCard
from arcade.games.spire.model import VULNERABLE, WEAK, Card

# --- common ---------------------------------------------------------------------------------------------------


class Hushfist(CharacterCard):
    """A solid blow that steps out of any stance: cashes calm's energy or leaves wrath before the monsters hit."""

    _damage = 11
    stance = NEUTRAL


class Stillshell(CharacterCard):
    """Block that also steps out of any stance: the defensive way out of wrath."""

    _block = 9
    stance = NEUTRAL
    _requires_target = False


class Stormrise(CharacterCard):
    """Kept in hand until the turn it is wanted, then into wrath; used once a fight."""

    stance = WRATH
    retain = True
    exhaust = True
    _requires_target = False


class Tidecalm(CharacterCard):
    """Kept in hand until the turn it is wanted, then into calm; used once a fight."""

    stance = CALM
    retain = True
    exhaust = True
    _requires_target = False


class Twingust(CharacterCard):
    """A double hit that waits in hand for wrath."""

    _damage = 5
    hits = 2
    retain = True


class Surge(CharacterCard):
    """A free sweep of every monster."""

    _damage = 5
    _energy_cost = 0
    every_monster = True


class Mindlash(CharacterCard):
    """A hit that weakens the monster."""

    _damage = 10
    _status_modifiers = {WEAK: 1}  # noqa: RUF012 - read-only; get_status_modifiers copies it


class Hailstone(CharacterCard):
    """A hit that leaves the monster vulnerable."""

    _damage = 10
    _status_modifiers = {VULNERABLE: 1}  # noqa: RUF012


class Farsight(CharacterCard):
    """Block that digs one card deeper."""

    _block = 8
    draw = 1
    _requires_target = False


class Stillguard(CharacterCard):
    """A big wall that can wait in hand for the turn of a big hit."""

    _block = 15
    _energy_cost = 2
    retain = True
    _requires_target = False


class Mindspark(CharacterCard):
    """Free cards drawn, once a fight."""

    draw = 2
    _energy_cost = 0
    exhaust = True
    _requires_target = False


# --- uncommon -------------------------------------------------------------------------------------------------


class Stormburst(CharacterCard):
    """A flurry of hits that ends in wrath, so the next attacks land double."""

    _damage = 3
    hits = 3
    stance = WRATH


class Stillpond(CharacterCard):
    """Still Water for the fight: every calm entered is block."""

    power = "Still Water"
    power_amount = 4
    _requires_target = False


class Galeheart(CharacterCard):
    """Storm Heart for the fight: every wrath entered draws cards."""

    power = "Storm Heart"
    power_amount = 2
    _requires_target = False


class Stormfall(CharacterCard):
    """A heavy sweep of every monster."""

    _damage = 14
    _energy_cost = 2
    every_monster = True


class Deepbreath(CharacterCard):
    """Cards drawn and a settle into calm."""

    draw = 2
    stance = CALM
    _requires_target = False


class Mindstill(CharacterCard):
    """A strong hit that settles into calm (Eruption's mirror)."""

    _damage = 14
    _energy_cost = 2
    stance = CALM


class Firstlight(CharacterCard):
    """Always in the first hand: block and calm from the fight's first turn."""

    _block = 5
    stance = CALM
    innate = True
    _requires_target = False


class Mistguard(CharacterCard):
    """A cheap big block that fades if not played this turn."""

    _block = 11
    ethereal = True
    _requires_target = False


class Stormskin(CharacterCard):
    """Storm Ward for the fight: every wrath entered is block against the doubled hits."""

    power = "Storm Ward"
    power_amount = 4
    _requires_target = False


# --- rare -----------------------------------------------------------------------------------------------------


class Wellspring(CharacterCard):
    """Deep Calm for the fight: more energy every turn, dear and fading if not played at once."""

    power = "Deep Calm"
    power_amount = 1
    _energy_cost = 3
    ethereal = True
    _requires_target = False


class Downpour(CharacterCard):
    """Hits on every monster, again and again: a wrath turn's finisher."""

    _damage = 5
    hits = 3
    _energy_cost = 2
    every_monster = True


class Maelstrom(CharacterCard):
    """All the energy left turned into hits."""

    _damage = 7
    x_cost = True


class Mindflood(CharacterCard):
    """A hand refilled, once a fight."""

    draw = 5
    exhaust = True
    _requires_target = False


class Stormsoul(CharacterCard):
    """Energy and wrath at once, kept for the turn to go all out; once a fight."""

    energy_gain = 2
    stance = WRATH
    retain = True
    exhaust = True
    _requires_target = False


class Skybreaker(CharacterCard):
    """A great hit that opens the monster up and then into wrath, once a fight."""

    _damage = 14
    _energy_cost = 2
    _status_modifiers = {VULNERABLE: 2}  # noqa: RUF012
    stance = WRATH
    exhaust = True


STYLE = "shifts between calm and wrath, and retains cards"
"""How the character plays by its own cards, as the character page says it."""
CARDS: tuple[type[Card], ...] = (
    Hushfist, Stillshell, Stormrise, Tidecalm, Twingust, Surge, Mindlash, Hailstone, Farsight, Stillguard, Mindspark,
    Stormburst, Stillpond, Galeheart, Stormfall, Deepbreath, Mindstill, Firstlight, Mistguard, Stormskin,
    Wellspring, Downpour, Maelstrom, Mindflood, Stormsoul, Skybreaker,
)
"""The Watcher's reward cards, in a fixed order (offers draw from it by index: append, never reorder)."""
RARITY: dict[str, str] = {
    **{card.__name__: COMMON for card in CARDS[:11]},
    **{card.__name__: UNCOMMON for card in CARDS[11:20]},
    **{card.__name__: RARE for card in CARDS[20:]},
}
"""Each card's rarity by name."""


# --- upgrades -------------------------------------------------------------------------------------------------


class HushfistPlus(UpgradedCard, Hushfist):
    """Hushfist upgraded: a harder blow."""

    base = Hushfist
    _damage = 14


class StillshellPlus(UpgradedCard, Stillshell):
    """Stillshell upgraded: more block."""

    base = Stillshell
    _block = 12


class StormrisePlus(UpgradedCard, Stormrise):
    """Stormrise upgraded: free."""

    base = Stormrise
    _energy_cost = 0


class TidecalmPlus(UpgradedCard, Tidecalm):
    """Tidecalm upgraded: free."""

    base = Tidecalm
    _energy_cost = 0


class TwingustPlus(UpgradedCard, Twingust):
    """Twingust upgraded: harder hits."""

    base = Twingust
    _damage = 7


class SurgePlus(UpgradedCard, Surge):
    """Surge upgraded: a harder sweep."""

    base = Surge
    _damage = 8


class MindlashPlus(UpgradedCard, Mindlash):
    """Mindlash upgraded: harder and weakening longer."""

    base = Mindlash
    _damage = 13
    _status_modifiers = {WEAK: 2}  # noqa: RUF012


class HailstonePlus(UpgradedCard, Hailstone):
    """Hailstone upgraded: harder and vulnerable longer."""

    base = Hailstone
    _damage = 13
    _status_modifiers = {VULNERABLE: 2}  # noqa: RUF012


class FarsightPlus(UpgradedCard, Farsight):
    """Farsight upgraded: more block."""

    base = Farsight
    _block = 11


class StillguardPlus(UpgradedCard, Stillguard):
    """Stillguard upgraded: a bigger wall."""

    base = Stillguard
    _block = 20


class MindsparkPlus(UpgradedCard, Mindspark):
    """Mindspark upgraded: one card more."""

    base = Mindspark
    draw = 3


class StormburstPlus(UpgradedCard, Stormburst):
    """Stormburst upgraded: one hit more."""

    base = Stormburst
    hits = 4


class StillpondPlus(UpgradedCard, Stillpond):
    """Stillpond upgraded: more block per calm."""

    base = Stillpond
    power_amount = 6


class GaleheartPlus(UpgradedCard, Galeheart):
    """Galeheart upgraded: free."""

    base = Galeheart
    _energy_cost = 0


class StormfallPlus(UpgradedCard, Stormfall):
    """Stormfall upgraded: a heavier sweep."""

    base = Stormfall
    _damage = 16


class DeepbreathPlus(UpgradedCard, Deepbreath):
    """Deepbreath upgraded: one card more."""

    base = Deepbreath
    draw = 3


class MindstillPlus(UpgradedCard, Mindstill):
    """Mindstill upgraded: a harder hit."""

    base = Mindstill
    _damage = 18


class FirstlightPlus(UpgradedCard, Firstlight):
    """Firstlight upgraded: more block."""

    base = Firstlight
    _block = 8


class MistguardPlus(UpgradedCard, Mistguard):
    """Mistguard upgraded: more block."""

    base = Mistguard
    _block = 15


class StormskinPlus(UpgradedCard, Stormskin):
    """Stormskin upgraded: more block per wrath."""

    base = Stormskin
    power_amount = 6


class WellspringPlus(UpgradedCard, Wellspring):
    """Wellspring upgraded: no longer fades, so it can wait for its turn."""

    base = Wellspring
    ethereal = False


class DownpourPlus(UpgradedCard, Downpour):
    """Downpour upgraded: harder hits."""

    base = Downpour
    _damage = 6


class MaelstromPlus(UpgradedCard, Maelstrom):
    """Maelstrom upgraded: harder hits."""

    base = Maelstrom
    _damage = 9


class MindfloodPlus(UpgradedCard, Mindflood):
    """Mindflood upgraded: free."""

    base = Mindflood
    _energy_cost = 0


class StormsoulPlus(UpgradedCard, Stormsoul):
    """Stormsoul upgraded: free."""

    base = Stormsoul
    _energy_cost = 0


class SkybreakerPlus(UpgradedCard, Skybreaker):
    """Skybreaker upgraded: a greater hit."""

    base = Skybreaker
    _damage = 18


UPGRADES: tuple[type[UpgradedCard], ...] = (
    HushfistPlus, StillshellPlus, StormrisePlus, TidecalmPlus, TwingustPlus, SurgePlus, MindlashPlus, HailstonePlus,
    FarsightPlus, StillguardPlus, MindsparkPlus,
    StormburstPlus, StillpondPlus, GaleheartPlus, StormfallPlus, DeepbreathPlus, MindstillPlus, FirstlightPlus,
    MistguardPlus, StormskinPlus,
    WellspringPlus, DownpourPlus, MaelstromPlus, MindfloodPlus, StormsoulPlus, SkybreakerPlus,
)
"""The upgraded form of each card, in CARDS' order."""
