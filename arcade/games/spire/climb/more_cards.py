"""The climb's own cards (not in the classic reward pool), their upgraded forms, and the mark of an upgraded card.

The classic game's reward pool (`arcade.games.spire.classic.cards.REWARD_POOL`) holds 16 cards, too few for a climb of
three acts: its boss offers would always show the same three rare cards. The climb adds these 14 (`MORE_CARDS`), offered
after the classic pool's cards (cards.py's `CLIMB_POOL`); the classic game never sees them. Each is built only from what
the task sheet's `Card` carries (damage, block, an energy cost of 0-3, strength to the player, weak and vulnerable to
the target, with or without a target), so `Encounter.player_apply_card` plays it unchanged (the climb's fight plays the
hit before the statuses: climb/fight.py). Every card with a target deals some damage (a target is always hit, by the
card's damage plus the player's strength, so a "Deal 0 damage" card would misread). Each card's text is built from its
numbers (card_text.OwnCard). Names are ours (one word of at most ten letters).

`UpgradedCard` and `UPGRADE_MARK` live here, not in cards.py, only so that both modules can build upgrades without an
import cycle; cards.py re-exports them. No urwid, no I/O, no randomness.
"""

from __future__ import annotations

from arcade.games.spire.classic.card_text import OwnCard
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card

COMMON = "common"
UNCOMMON = "uncommon"
RARE = "rare"

UPGRADE_MARK = "+"
"""The mark an upgraded card's name ends with."""


class UpgradedCard(OwnCard):
    """The mark of an upgraded card: its name is its base card's with a '+' ('Strike+'), its repr 'Strike+()'."""

    base: type[Card] = Card

    def get_name(self) -> str:
        """The base card's name and a '+'."""
        return self.base.__name__ + UPGRADE_MARK


# --- common ---------------------------------------------------------------------------------------------------


class Jab(OwnCard):
    """A free little hit: 4 damage for 0 energy."""

    _damage = 4
    _energy_cost = 0


class Chop(OwnCard):
    """A better Strike: 8 damage for 1 energy."""

    _damage = 8


class Gouge(OwnCard):
    """4 damage and 2 vulnerable for 1 energy."""

    _damage = 4
    _status_modifiers = {VULNERABLE: 2}  # noqa: RUF012 - read-only; get_status_modifiers copies it


class Hunker(OwnCard):
    """A better Defend: 7 block for 1 energy; needs no target."""

    _block = 7
    _requires_target = False


class Parry(OwnCard):
    """3 damage, 4 block and 2 weak for 1 energy."""

    _damage = 3
    _block = 4
    _status_modifiers = {WEAK: 2}  # noqa: RUF012


# --- uncommon -------------------------------------------------------------------------------------------------


class Maul(OwnCard):
    """A heavy blow: 16 damage for 2 energy."""

    _damage = 16
    _energy_cost = 2


class Lacerate(OwnCard):
    """10 damage and 2 vulnerable for 2 energy."""

    _damage = 10
    _energy_cost = 2
    _status_modifiers = {VULNERABLE: 2}  # noqa: RUF012


class Rattle(OwnCard):
    """3 damage, 2 weak and 2 vulnerable for 1 energy."""

    _damage = 3
    _status_modifiers = {WEAK: 2, VULNERABLE: 2}  # noqa: RUF012


class Kindle(OwnCard):
    """1 strength for 0 energy; needs no target."""

    _energy_cost = 0
    _status_modifiers = {STRENGTH: 1}  # noqa: RUF012
    _requires_target = False


class Bulwark(OwnCard):
    """14 block and 1 strength for 2 energy; needs no target."""

    _block = 14
    _energy_cost = 2
    _status_modifiers = {STRENGTH: 1}  # noqa: RUF012
    _requires_target = False


# --- rare -----------------------------------------------------------------------------------------------------


class Bloodlust(OwnCard):
    """6 block and 3 strength for 2 energy; needs no target."""

    _block = 6
    _energy_cost = 2
    _status_modifiers = {STRENGTH: 3}  # noqa: RUF012
    _requires_target = False


class Shatter(OwnCard):
    """The heavy setup: 8 damage, 3 weak and 3 vulnerable for 2 energy."""

    _damage = 8
    _energy_cost = 2
    _status_modifiers = {WEAK: 3, VULNERABLE: 3}  # noqa: RUF012


class Citadel(OwnCard):
    """A whole turn for a wall: 30 block for 3 energy; needs no target."""

    _block = 30
    _energy_cost = 3
    _requires_target = False


class Ambush(OwnCard):
    """A free opener: 7 damage and 2 vulnerable for 0 energy."""

    _damage = 7
    _energy_cost = 0
    _status_modifiers = {VULNERABLE: 2}  # noqa: RUF012


MORE_CARDS: tuple[type[Card], ...] = (
    Jab, Chop, Gouge, Hunker, Parry, Maul, Lacerate, Rattle, Kindle, Bulwark, Bloodlust, Shatter, Citadel, Ambush,
)
"""The climb's own cards, in a fixed order (offers draw from it by index after the classic pool: append only)."""

MORE_RARITY: dict[str, str] = {
    "Jab": COMMON, "Chop": COMMON, "Gouge": COMMON, "Hunker": COMMON, "Parry": COMMON,
    "Maul": UNCOMMON, "Lacerate": UNCOMMON, "Rattle": UNCOMMON, "Kindle": UNCOMMON, "Bulwark": UNCOMMON,
    "Bloodlust": RARE, "Shatter": RARE, "Citadel": RARE, "Ambush": RARE,
}
"""Each of the climb's own cards' rarity."""


# --- upgrades -------------------------------------------------------------------------------------------------


class JabPlus(UpgradedCard, Jab):
    """Jab+: 6 damage for 0 energy."""

    base = Jab
    _damage = 6


class ChopPlus(UpgradedCard, Chop):
    """Chop+: 11 damage for 1 energy."""

    base = Chop
    _damage = 11


class GougePlus(UpgradedCard, Gouge):
    """Gouge+: 6 damage and 3 vulnerable for 1 energy."""

    base = Gouge
    _damage = 6
    _status_modifiers = {VULNERABLE: 3}  # noqa: RUF012


class HunkerPlus(UpgradedCard, Hunker):
    """Hunker+: 10 block for 1 energy."""

    base = Hunker
    _block = 10


class ParryPlus(UpgradedCard, Parry):
    """Parry+: 4 damage, 6 block and 3 weak for 1 energy."""

    base = Parry
    _damage = 4
    _block = 6
    _status_modifiers = {WEAK: 3}  # noqa: RUF012


class MaulPlus(UpgradedCard, Maul):
    """Maul+: 21 damage for 2 energy."""

    base = Maul
    _damage = 21


class LaceratePlus(UpgradedCard, Lacerate):
    """Lacerate+: 12 damage and 3 vulnerable for 2 energy."""

    base = Lacerate
    _damage = 12
    _status_modifiers = {VULNERABLE: 3}  # noqa: RUF012


class RattlePlus(UpgradedCard, Rattle):
    """Rattle+: 4 damage, 3 weak and 3 vulnerable for 1 energy."""

    base = Rattle
    _damage = 4
    _status_modifiers = {WEAK: 3, VULNERABLE: 3}  # noqa: RUF012


class KindlePlus(UpgradedCard, Kindle):
    """Kindle+: 4 block and 1 strength for 0 energy."""

    base = Kindle
    _block = 4


class BulwarkPlus(UpgradedCard, Bulwark):
    """Bulwark+: 18 block and 1 strength for 2 energy."""

    base = Bulwark
    _block = 18


class BloodlustPlus(UpgradedCard, Bloodlust):
    """Bloodlust+: 9 block and 4 strength for 2 energy."""

    base = Bloodlust
    _block = 9
    _status_modifiers = {STRENGTH: 4}  # noqa: RUF012


class ShatterPlus(UpgradedCard, Shatter):
    """Shatter+: 10 damage, 4 weak and 4 vulnerable for 2 energy."""

    base = Shatter
    _damage = 10
    _status_modifiers = {WEAK: 4, VULNERABLE: 4}  # noqa: RUF012


class CitadelPlus(UpgradedCard, Citadel):
    """Citadel+: 40 block for 3 energy."""

    base = Citadel
    _block = 40


class AmbushPlus(UpgradedCard, Ambush):
    """Ambush+: 9 damage and 3 vulnerable for 0 energy."""

    base = Ambush
    _damage = 9
    _status_modifiers = {VULNERABLE: 3}  # noqa: RUF012


MORE_UPGRADES: tuple[type[UpgradedCard], ...] = (
    JabPlus, ChopPlus, GougePlus, HunkerPlus, ParryPlus, MaulPlus, LaceratePlus, RattlePlus, KindlePlus, BulwarkPlus,
    BloodlustPlus, ShatterPlus, CitadelPlus, AmbushPlus,
)
"""The upgraded form of each of the climb's own cards, in `MORE_CARDS`' order."""
