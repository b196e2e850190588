"""What the player would see happen, worked out on copies of a climb's fight and never on the fight itself: the whole
enemy turn that ending the turn now would bring (`predict_turn`: each monster's intent as it will land, the player
after it) and what a card of the hand would do if played now (`predict_card`). A copy may draw cards (a card that
draws): `source_kept` puts the fight's random source back after, so a preview never changes what the real fight
draws next. No urwid, no I/O.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from arcade.games.spire.classic.preview import CardPreview, Hit, preview_card
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, power_of
from arcade.games.spire.climb.powers import CURL
from arcade.games.spire.model import Monster, get_random_source


@dataclass(frozen=True)
class ClimbIntent:
    """One monster's next action as it will land: its move's name, damage per hit after every modifier, hits, and
    what else it does (block and strength to itself, weak and vulnerable to the player)."""

    monster_id: int
    name: str
    move: str
    damage: int
    hits: int
    block: int
    strength: int
    weak: int
    vulnerable: int
    wounds: int = 0
    """Wound cards it puts into the player's discard pile."""

    @property
    def total(self) -> int:
        """The damage of every hit together."""
        return self.damage * self.hits


@dataclass(frozen=True)
class ClimbTurn:
    """The whole enemy turn ending the player's turn now would bring: each intent, and the player after it."""

    intents: tuple[ClimbIntent, ...]
    hp_after: int
    block_after: int


def predict_turn(fight: ClimbFight) -> ClimbTurn:
    """The enemy turn of ending the player's turn now, played on a copy (the fight is left untouched): the TURN_END
    hooks first (a relic's block or damage at the end of the turn counts, and a monster it kills does not act), the
    task sheet's end of turn (hand to the discard pile, the monsters' new turn), then every monster's action. Nothing
    here draws from a random source: the player's next hand is not dealt."""
    copied = copy.deepcopy(fight)
    copied.end_player_turn()
    player = copied.get_player()
    intents = []
    for monster in list(copied.get_monsters()):
        move = monster.next_move().name if isinstance(monster, ClimbMonster) else "Attack"
        block_before, strength_before = monster.get_block(), monster.get_strength()
        weak_before, vulnerable_before = player.get_weak(), player.get_vulnerable()
        discarded_before = len(player.get_discarded())
        hits = copied.monster_acts(monster, stop_when_fallen=False)
        intents.append(ClimbIntent(monster.get_id(), monster.get_name(), move, hits[0] if hits else 0,
                                   len(hits) if hits and hits[0] else 0,
                                   monster.get_block() - block_before, monster.get_strength() - strength_before,
                                   player.get_weak() - weak_before, player.get_vulnerable() - vulnerable_before,
                                   len(player.get_discarded()) - discarded_before))
    return ClimbTurn(tuple(intents), player.get_hp(), player.get_block())


def predict_card(fight: ClimbFight, index: int, targets: Sequence[Monster]) -> CardPreview:
    """What the card at this place of the hand would do if played now, worked out by playing it on a copy of the
    fight for each target (so the relics that act on a card played count: a first attack that hits twice, an
    attack that also hits every monster): per target the damage it takes in all (block first) and the HP it loses,
    lethal when it falls; for a card played on no monster that hits every one, its hit on each of them; the block
    and strength the player gains (an unplayable card: nothing). A card the energy left cannot pay for gets the task
    sheet's rules' preview (preview.py)."""
    card = fight.get_player().get_hand()[index]
    if fight.get_player().to_discard:  # no card is played until the discard is chosen: nothing to preview
        return CardPreview((), 0, 0)
    if card.get_energy_cost() > fight.get_player().get_energy():  # what it would do, as the task sheet's rules say
        return preview_card(card, fight.get_player(), targets)
    if not card.requires_target():
        return CardPreview(*_played_on_copy(fight, index, None))
    outcomes = [_played_on_copy(fight, index, target) for target in targets]
    block, strength = outcomes[0][1:] if outcomes else (0, 0)
    return CardPreview(tuple(hit for hits, _block, _strength in outcomes for hit in hits), block, strength)


def _played_on_copy(fight: ClimbFight, index: int, target: Monster | None) -> tuple[tuple[Hit, ...], int, int]:
    """Play the hand's card on a copy of the fight (on the copy of `target`): its hit on the target (for no target:
    on every monster, when it damaged any), the block and the strength the player gained."""
    place = fight.get_monsters().index(target) if target is not None else None
    with source_kept():
        return _play_copy(copy.deepcopy(fight), index, place)


@contextmanager
def source_kept() -> Iterator[None]:
    """Whatever is played inside draws from the fight's random source (a card that draws) and leaves it as it was,
    so a preview played on a copy never changes what the real fight draws next."""
    source = get_random_source()
    state = source.getstate() if isinstance(source, random.Random) else None
    try:
        yield
    finally:
        if state is not None:
            source.setstate(state)


@dataclass(frozen=True)
class Struck:
    """A monster as a play finds it (HP, block, the Curl it has left), so that afterwards the play's hits can be said:
    the block they took counts the block Curl gave during the play (a first hit that curls it)."""

    hp: int
    block: int
    curl: int

    @classmethod
    def of(cls, monster: Monster) -> Struck:
        return cls(monster.get_hp(), monster.get_block(), power_of(monster, CURL))

    def curled(self, monster: Monster) -> int:
        """The block Curl gave the monster during the play (0: it did not curl)."""
        return self.curl if self.curl and not power_of(monster, CURL) else 0

    def hit(self, monster: Monster) -> Hit:
        """What the play did to the monster: all the damage, what came off its HP, whether it fell."""
        lost = self.hp - monster.get_hp()
        return Hit(lost + self.block + self.curled(monster) - monster.get_block(), lost, monster.is_defeated())


def _play_copy(copied: ClimbFight, index: int, place: int | None) -> tuple[tuple[Hit, ...], int, int]:
    """Play the hand's card at `index` on a copied fight (on the monster at `place`, or on none): as
    _played_on_copy says."""
    player = copied.get_player()
    block, strength = player.get_block(), player.get_strength()
    name = player.get_hand()[index].get_name()
    standing = copied.get_monsters() if place is None else [copied.get_monsters()[place]]
    struck = [(monster, Struck.of(monster)) for monster in standing]
    copied.player_apply_card(name, None if place is None else standing[0].get_id())
    hits = tuple(before.hit(monster) for monster, before in struck)
    if place is None and not any(hit.damage for hit in hits):
        hits = ()
    return hits, player.get_block() - block, player.get_strength() - strength
