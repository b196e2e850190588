"""The Silent's own cards (keywords.CharacterCard), their rarities and upgrades.

Offered only in the climbs whose rules have the characters' own pools (cards.CHARACTER_POOL_RULES). Their mechanic is
poison (it ticks at the start of a monster's turn, through block) and the chosen discard, with cards that act when
discarded (a reflex); each card's text is built from its numbers (keywords.character_text). No urwid, no I/O.
"""

from __future__ import annotations

from arcade.games.spire.climb.keywords import CharacterCard, Reflex
from arcade.games.spire.climb.more_cards import COMMON, RARE, UNCOMMON, UpgradedCard
from arcade.games.spire.model import WEAK, Card

# --- common ---------------------------------------------------------------------------------------------------


class Venomcut(CharacterCard):
    """A stab that leaves poison in the wound."""

    _damage = 6
    poison = 3


class Nightsting(CharacterCard):
    """Poison on one monster, and nothing else."""

    poison = 5


class Fanblades(CharacterCard):
    """A spray of knives across every monster."""

    _damage = 4
    hits = 2
    every_monster = True


class Vialtoss(CharacterCard):
    """A thrown vial: poison on every monster."""

    poison = 3
    every_monster = True
    _requires_target = False


class Ghoststep(CharacterCard):
    """Solid block, paid for with a card from the hand."""

    _block = 8
    discard = 1
    _requires_target = False


class Quickdraw(CharacterCard):
    """A free swap of a card for a card."""

    draw = 1
    discard = 1
    _energy_cost = 0
    _requires_target = False


class Duskvault(CharacterCard):
    """Dig deep into the draw pile, then drop the worst card."""

    draw = 3
    discard = 1
    _requires_target = False


class Venomshard(CharacterCard):
    """A plain hit that poisons every monster when thrown away."""

    _damage = 6
    reflex = Reflex(poison=2)


class Shadowroll(CharacterCard):
    """A little block and fresh cards."""

    _block = 5
    draw = 2
    _requires_target = False


class Razorflick(CharacterCard):
    """A hit that pays itself back with a card."""

    _damage = 8
    draw = 1


class Wraithcut(CharacterCard):
    """A free hit that fades if it is not used this turn."""

    _damage = 7
    _energy_cost = 0
    ethereal = True


# --- uncommon -------------------------------------------------------------------------------------------------


class Fumeshroud(CharacterCard):
    """Poison that rises around every monster each turn for the rest of the fight."""

    power = "Venom Mist"
    power_amount = 2
    _requires_target = False


class Slipknife(CharacterCard):
    """A hit that gives energy back when it is discarded instead."""

    _damage = 7
    reflex = Reflex(energy=1)


class Flickstep(CharacterCard):
    """Block that draws cards when it is discarded instead."""

    _block = 5
    reflex = Reflex(draw=2)
    _requires_target = False


class Knifestorm(CharacterCard):
    """Every last bit of energy turned into knives for one monster."""

    _damage = 7
    x_cost = True


class Duskhowl(CharacterCard):
    """A wail that weakens every monster, once a fight."""

    _status_modifiers = {WEAK: 2}  # noqa: RUF012 - read-only; get_status_modifiers copies it
    every_monster = True
    exhaust = True


class Lurkblade(CharacterCard):
    """A heavy hit that waits in the hand for its moment."""

    _damage = 12
    _energy_cost = 2
    retain = True


class Stilettos(CharacterCard):
    """A flurry of small blades at one monster."""

    _damage = 3
    hits = 3


class Blightfog(CharacterCard):
    """A cloud that poisons and weakens every monster, once a fight."""

    poison = 4
    _status_modifiers = {WEAK: 2}  # noqa: RUF012
    every_monster = True
    exhaust = True
    _energy_cost = 2


class Shadowstab(CharacterCard):
    """An opening strike from the shadows, in every first hand and gone once used."""

    _damage = 11
    _energy_cost = 0
    innate = True
    exhaust = True


class Virulence(CharacterCard):
    """The poison already on one monster made far worse, once a fight."""

    poison_factor = 2
    exhaust = True
    _requires_target = True


# --- rare -----------------------------------------------------------------------------------------------------


class Nimblehand(CharacterCard):
    """An extra card every turn for the rest of the fight."""

    power = "Quick Hands"
    power_amount = 1
    _requires_target = False


class Nightrush(CharacterCard):
    """A burst of energy and cards, once a fight."""

    energy_gain = 1
    draw = 2
    exhaust = True
    _energy_cost = 0
    _requires_target = False


class Deathfan(CharacterCard):
    """A storm of blades on every monster, once a fight."""

    _damage = 13
    every_monster = True
    exhaust = True


class Blackvenom(CharacterCard):
    """A killing dose of poison on one monster, once a fight."""

    poison = 11
    exhaust = True
    _energy_cost = 2


class Edgewhirl(CharacterCard):
    """Every card discarded for the rest of the fight cuts every monster."""

    power = "Sharp Edges"
    power_amount = 3
    _requires_target = False


class Nightfall(CharacterCard):
    """A costly blow on every monster that leaves them all poisoned."""

    _damage = 10
    poison = 5
    every_monster = True
    _energy_cost = 3


# --- upgrades -------------------------------------------------------------------------------------------------


class VenomcutPlus(UpgradedCard, Venomcut):
    """Venomcut+: a deeper stab, more poison."""

    base = Venomcut
    _damage = 8
    poison = 4


class NightstingPlus(UpgradedCard, Nightsting):
    """Nightsting+: more poison."""

    base = Nightsting
    poison = 7


class FanbladesPlus(UpgradedCard, Fanblades):
    """Fanblades+: heavier knives."""

    base = Fanblades
    _damage = 6


class VialtossPlus(UpgradedCard, Vialtoss):
    """Vialtoss+: more poison on each."""

    base = Vialtoss
    poison = 4


class GhoststepPlus(UpgradedCard, Ghoststep):
    """Ghoststep+: more block."""

    base = Ghoststep
    _block = 11


class QuickdrawPlus(UpgradedCard, Quickdraw):
    """Quickdraw+: two cards for two."""

    base = Quickdraw
    draw = 2
    discard = 2


class DuskvaultPlus(UpgradedCard, Duskvault):
    """Duskvault+: one card more."""

    base = Duskvault
    draw = 4


class VenomshardPlus(UpgradedCard, Venomshard):
    """Venomshard+: more poison when discarded."""

    base = Venomshard
    reflex = Reflex(poison=3)


class ShadowrollPlus(UpgradedCard, Shadowroll):
    """Shadowroll+: more block."""

    base = Shadowroll
    _block = 8


class RazorflickPlus(UpgradedCard, Razorflick):
    """Razorflick+: a harder hit."""

    base = Razorflick
    _damage = 12


class WraithcutPlus(UpgradedCard, Wraithcut):
    """Wraithcut+: it no longer fades."""

    base = Wraithcut
    ethereal = False


class FumeshroudPlus(UpgradedCard, Fumeshroud):
    """Fumeshroud+: thicker fumes."""

    base = Fumeshroud
    power_amount = 3


class SlipknifePlus(UpgradedCard, Slipknife):
    """Slipknife+: more energy back when discarded."""

    base = Slipknife
    reflex = Reflex(energy=2)


class FlickstepPlus(UpgradedCard, Flickstep):
    """Flickstep+: more cards when discarded."""

    base = Flickstep
    reflex = Reflex(draw=3)


class KnifestormPlus(UpgradedCard, Knifestorm):
    """Knifestorm+: heavier knives."""

    base = Knifestorm
    _damage = 10


class DuskhowlPlus(UpgradedCard, Duskhowl):
    """Duskhowl+: a longer weakness."""

    base = Duskhowl
    _status_modifiers = {WEAK: 3}  # noqa: RUF012


class LurkbladePlus(UpgradedCard, Lurkblade):
    """Lurkblade+: a heavier hit."""

    base = Lurkblade
    _damage = 16


class StilettosPlus(UpgradedCard, Stilettos):
    """Stilettos+: one blade more."""

    base = Stilettos
    hits = 4


class BlightfogPlus(UpgradedCard, Blightfog):
    """Blightfog+: more poison."""

    base = Blightfog
    poison = 7


class ShadowstabPlus(UpgradedCard, Shadowstab):
    """Shadowstab+: a deeper strike."""

    base = Shadowstab
    _damage = 15


class VirulencePlus(UpgradedCard, Virulence):
    """Virulence+: worse still."""

    base = Virulence
    poison_factor = 3


class NimblehandPlus(UpgradedCard, Nimblehand):
    """Nimblehand+: it costs nothing."""

    base = Nimblehand
    _energy_cost = 0


class NightrushPlus(UpgradedCard, Nightrush):
    """Nightrush+: more energy."""

    base = Nightrush
    energy_gain = 2


class DeathfanPlus(UpgradedCard, Deathfan):
    """Deathfan+: a heavier storm."""

    base = Deathfan
    _damage = 17


class BlackvenomPlus(UpgradedCard, Blackvenom):
    """Blackvenom+: a stronger dose."""

    base = Blackvenom
    poison = 15


class EdgewhirlPlus(UpgradedCard, Edgewhirl):
    """Edgewhirl+: sharper edges."""

    base = Edgewhirl
    power_amount = 4


class NightfallPlus(UpgradedCard, Nightfall):
    """Nightfall+: more poison on each."""

    base = Nightfall
    poison = 7


STYLE = "poisons, and discards cards that act when discarded"
"""How the character plays by its own cards, as the character page says it."""
CARDS: tuple[type[Card], ...] = (
    Venomcut, Nightsting, Fanblades, Vialtoss, Ghoststep, Quickdraw, Duskvault, Venomshard, Shadowroll, Razorflick,
    Wraithcut,
    Fumeshroud, Slipknife, Flickstep, Knifestorm, Duskhowl, Lurkblade, Stilettos, Blightfog, Shadowstab,
    Virulence, Nimblehand, Nightrush, Deathfan, Blackvenom, Edgewhirl, Nightfall,
)
"""The Silent's reward cards, in a fixed order (offers draw from it by index: append, never reorder)."""
RARITY: dict[str, str] = {
    **{card.__name__: COMMON for card in CARDS[:11]},
    **{card.__name__: UNCOMMON for card in CARDS[11:21]},
    **{card.__name__: RARE for card in CARDS[21:]},
}
"""Each card's rarity by name."""
UPGRADES: tuple[type[UpgradedCard], ...] = (
    VenomcutPlus, NightstingPlus, FanbladesPlus, VialtossPlus, GhoststepPlus, QuickdrawPlus, DuskvaultPlus,
    VenomshardPlus, ShadowrollPlus, RazorflickPlus, WraithcutPlus,
    FumeshroudPlus, SlipknifePlus, FlickstepPlus, KnifestormPlus, DuskhowlPlus, LurkbladePlus, StilettosPlus,
    BlightfogPlus, ShadowstabPlus, VirulencePlus,
    NimblehandPlus, NightrushPlus, DeathfanPlus, BlackvenomPlus, EdgewhirlPlus, NightfallPlus,
)
"""The upgraded form of each card, in CARDS' order."""
