"""The Ironclad's own cards (keywords.CharacterCard), their rarities and upgrades.

Offered only in the climbs whose rules have the characters' own pools (cards.CHARACTER_POOL_RULES). No urwid, no I/O.

The Ironclad spends HP and exhausts cards for strength: cards that cost HP (and Bloodvow's Blood Oath turns every such
price into strength), cards that exhaust themselves or are exhausted unplayed (and Emberheart's Ash Fury turns each
into strength, Cinderveil's Ember Skin into block, Ashfeast's Ash Hunger into a card), heavy hits on every monster,
and strength that grows (Bloodrite, Hellforge's Fervor). Each card's text is built from its numbers
(keywords.character_text); each upgrade is better by one or two numbers, or by a lower cost.
"""

from __future__ import annotations

from arcade.games.spire.climb.keywords import CharacterCard
from arcade.games.spire.climb.more_cards import COMMON, RARE, UNCOMMON, UpgradedCard
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card

# --- common ---------------------------------------------------------------------------------------------------


class Cinderfist(CharacterCard):
    """A plain hit that keeps the hand full."""

    _damage = 9
    draw = 1


class Ironsweep(CharacterCard):
    """The Ironclad's answer to a crowd: one swing through every monster."""

    _damage = 8
    every_monster = True


class Forgewall(CharacterCard):
    """Block that pays for itself with a card."""

    _block = 8
    draw = 1
    _requires_target = False


class Twinbrand(CharacterCard):
    """Two hits, so strength counts twice."""

    _damage = 5
    hits = 2


class Anvildrop(CharacterCard):
    """A heavy blow that leaves the target too weak to hit back hard."""

    _damage = 12
    _energy_cost = 2
    _status_modifiers = {WEAK: 2}  # noqa: RUF012 - read-only; get_status_modifiers copies it


class Emberburst(CharacterCard):
    """A small blast that leaves every monster open to the next hits."""

    _damage = 4
    every_monster = True
    _status_modifiers = {VULNERABLE: 1}  # noqa: RUF012


class Hotblood(CharacterCard):
    """A free hit paid in blood."""

    _damage = 7
    _energy_cost = 0
    hp_cost = 2


class Flashburn(CharacterCard):
    """A free hit that burns away once used (and feeds the exhaust powers)."""

    _damage = 8
    _energy_cost = 0
    exhaust = True


class Ashguard(CharacterCard):
    """Block that is always there on the first turn."""

    _block = 6
    innate = True
    _requires_target = False


class Bloodward(CharacterCard):
    """Much block for little energy, paid in blood."""

    _block = 11
    hp_cost = 2
    _requires_target = False


class Stoke(CharacterCard):
    """More energy this turn, once a fight."""

    energy_gain = 2
    exhaust = True
    _requires_target = False


# --- uncommon -------------------------------------------------------------------------------------------------


class Bloodprice(CharacterCard):
    """Energy bought with HP."""

    _energy_cost = 0
    hp_cost = 3
    energy_gain = 2
    _requires_target = False


class Bloodblade(CharacterCard):
    """A big hit for little energy, paid in blood."""

    _damage = 15
    hp_cost = 2


class Wildfire(CharacterCard):
    """A huge blow that must be played the turn it is drawn."""

    _damage = 20
    _energy_cost = 2
    ethereal = True


class Cinderveil(CharacterCard):
    """Ember Skin: every exhausted card becomes block."""

    power = "Ember Skin"
    power_amount = 3
    _requires_target = False


class Ironcoat(CharacterCard):
    """Iron Hide: block at the start of every turn."""

    power = "Iron Hide"
    power_amount = 3
    _requires_target = False


class Bloodvow(CharacterCard):
    """Blood Oath: every card that costs HP makes the Ironclad stronger."""

    power = "Blood Oath"
    power_amount = 1
    _requires_target = False


class Firestorm(CharacterCard):
    """All the turn's energy spent on hits on every monster."""

    _damage = 5
    x_cost = True
    every_monster = True


class Ashfeast(CharacterCard):
    """Ash Hunger: every exhausted card draws another."""

    power = "Ash Hunger"
    power_amount = 1
    _energy_cost = 2
    _requires_target = False


class Emberheart(CharacterCard):
    """Ash Fury: HP paid once, then every exhausted card makes the Ironclad stronger."""

    hp_cost = 3
    power = "Ash Fury"
    power_amount = 1
    _requires_target = False


# --- rare -----------------------------------------------------------------------------------------------------


class Hellforge(CharacterCard):
    """Fervor: strength that grows every turn, for a whole turn's energy."""

    power = "Fervor"
    power_amount = 2
    _energy_cost = 3
    _requires_target = False


class Bloodtithe(CharacterCard):
    """A big price in HP for energy and a fresh hand, once a fight."""

    _energy_cost = 0
    hp_cost = 6
    energy_gain = 2
    draw = 3
    exhaust = True
    _requires_target = False


class Ironwall(CharacterCard):
    """A wall for one turn, once a fight."""

    _block = 30
    _energy_cost = 2
    exhaust = True
    _requires_target = False


class Hellflame(CharacterCard):
    """A blaze through every monster, paid in blood."""

    _damage = 21
    _energy_cost = 2
    hp_cost = 5
    every_monster = True


class Bloodrite(CharacterCard):
    """Strength bought with HP, once a fight."""

    _energy_cost = 0
    hp_cost = 3
    _status_modifiers = {STRENGTH: 2}  # noqa: RUF012
    exhaust = True
    _requires_target = False


class Bloodreap(CharacterCard):
    """A sweep through every monster behind a shield, once a fight."""

    _damage = 8
    _block = 8
    _energy_cost = 2
    every_monster = True
    exhaust = True


# --- upgrades -------------------------------------------------------------------------------------------------


class CinderfistPlus(UpgradedCard, Cinderfist):
    """Cinderfist+: a harder hit and more cards."""

    base = Cinderfist
    _damage = 10
    draw = 2


class IronsweepPlus(UpgradedCard, Ironsweep):
    """Ironsweep+: a harder swing."""

    base = Ironsweep
    _damage = 11


class ForgewallPlus(UpgradedCard, Forgewall):
    """Forgewall+: more block."""

    base = Forgewall
    _block = 11


class TwinbrandPlus(UpgradedCard, Twinbrand):
    """Twinbrand+: harder hits."""

    base = Twinbrand
    _damage = 7


class AnvildropPlus(UpgradedCard, Anvildrop):
    """Anvildrop+: a harder blow and more weak."""

    base = Anvildrop
    _damage = 14
    _status_modifiers = {WEAK: 3}  # noqa: RUF012


class EmberburstPlus(UpgradedCard, Emberburst):
    """Emberburst+: a harder blast."""

    base = Emberburst
    _damage = 7


class HotbloodPlus(UpgradedCard, Hotblood):
    """Hotblood+: a harder hit for the same blood."""

    base = Hotblood
    _damage = 10


class FlashburnPlus(UpgradedCard, Flashburn):
    """Flashburn+: a harder hit."""

    base = Flashburn
    _damage = 11


class AshguardPlus(UpgradedCard, Ashguard):
    """Ashguard+: more block."""

    base = Ashguard
    _block = 9


class BloodwardPlus(UpgradedCard, Bloodward):
    """Bloodward+: more block for the same blood."""

    base = Bloodward
    _block = 14


class StokePlus(UpgradedCard, Stoke):
    """Stoke+: free."""

    base = Stoke
    _energy_cost = 0


class BloodpricePlus(UpgradedCard, Bloodprice):
    """Bloodprice+: more energy for the same blood."""

    base = Bloodprice
    energy_gain = 3


class BloodbladePlus(UpgradedCard, Bloodblade):
    """Bloodblade+: a harder hit for the same blood."""

    base = Bloodblade
    _damage = 20


class WildfirePlus(UpgradedCard, Wildfire):
    """Wildfire+: a harder blow."""

    base = Wildfire
    _damage = 28


class CinderveilPlus(UpgradedCard, Cinderveil):
    """Cinderveil+: more block per exhausted card."""

    base = Cinderveil
    power_amount = 4


class IroncoatPlus(UpgradedCard, Ironcoat):
    """Ironcoat+: more block every turn."""

    base = Ironcoat
    power_amount = 4


class BloodvowPlus(UpgradedCard, Bloodvow):
    """Bloodvow+: more strength per price paid."""

    base = Bloodvow
    power_amount = 2


class FirestormPlus(UpgradedCard, Firestorm):
    """Firestorm+: harder hits."""

    base = Firestorm
    _damage = 8


class AshfeastPlus(UpgradedCard, Ashfeast):
    """Ashfeast+: cheaper."""

    base = Ashfeast
    _energy_cost = 1


class EmberheartPlus(UpgradedCard, Emberheart):
    """Emberheart+: free."""

    base = Emberheart
    _energy_cost = 0


class HellforgePlus(UpgradedCard, Hellforge):
    """Hellforge+: more strength every turn."""

    base = Hellforge
    power_amount = 3


class BloodtithePlus(UpgradedCard, Bloodtithe):
    """Bloodtithe+: a bigger fresh hand."""

    base = Bloodtithe
    draw = 5


class IronwallPlus(UpgradedCard, Ironwall):
    """Ironwall+: a higher wall."""

    base = Ironwall
    _block = 40


class HellflamePlus(UpgradedCard, Hellflame):
    """Hellflame+: a hotter blaze."""

    base = Hellflame
    _damage = 28


class BloodritePlus(UpgradedCard, Bloodrite):
    """Bloodrite+: more strength for the same blood."""

    base = Bloodrite
    _status_modifiers = {STRENGTH: 3}  # noqa: RUF012


class BloodreapPlus(UpgradedCard, Bloodreap):
    """Bloodreap+: a harder sweep and more block."""

    base = Bloodreap
    _damage = 10
    _block = 10


STYLE = "spends HP and exhausts cards for strength"
"""How the character plays by its own cards, as the character page says it."""
CARDS: tuple[type[Card], ...] = (
    Cinderfist, Ironsweep, Forgewall, Twinbrand, Anvildrop, Emberburst, Hotblood, Flashburn, Ashguard, Bloodward,
    Stoke,
    Bloodprice, Bloodblade, Wildfire, Cinderveil, Ironcoat, Bloodvow, Firestorm, Ashfeast, Emberheart,
    Hellforge, Bloodtithe, Ironwall, Hellflame, Bloodrite, Bloodreap,
)
"""The Ironclad's reward cards, in a fixed order (offers draw from it by index: append, never reorder)."""
RARITY: dict[str, str] = {card.__name__: rarity for cards, rarity in (
    (CARDS[:11], COMMON), (CARDS[11:20], UNCOMMON), (CARDS[20:], RARE)) for card in cards}
"""Each card's rarity by name."""
UPGRADES: tuple[type[UpgradedCard], ...] = (
    CinderfistPlus, IronsweepPlus, ForgewallPlus, TwinbrandPlus, AnvildropPlus, EmberburstPlus, HotbloodPlus,
    FlashburnPlus, AshguardPlus, BloodwardPlus, StokePlus,
    BloodpricePlus, BloodbladePlus, WildfirePlus, CinderveilPlus, IroncoatPlus, BloodvowPlus, FirestormPlus,
    AshfeastPlus, EmberheartPlus,
    HellforgePlus, BloodtithePlus, IronwallPlus, HellflamePlus, BloodritePlus, BloodreapPlus,
)
"""The upgraded form of each card, in CARDS' order."""
