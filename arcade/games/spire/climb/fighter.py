"""The run's character in one fight of the climb: the task sheet's `Player` made from the run's HP and deck, and by
the fight rules with keywords its stance, powers, exhaust pile, retained cards and the discard it must choose
(keywords.py). Apart from fight.py so that the keywords' play (card_play.py) can name it without an import circle.
No urwid, no I/O; its draws are the task sheet's (model.select_cards), through the fight's random source.
"""

from __future__ import annotations

from arcade.games.spire.classic.statuses import GENRE_TIMING, StatusTiming
from arcade.games.spire.climb.cards import Wound
from arcade.games.spire.climb.keywords import HAND_LIMIT, NEUTRAL, keyword
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import (
    HAND_SIZE,
    PLAYER_TYPES,
    TURN_ENERGY,
    Card,
    Entity,
    Player,
    draw_cards,
    select_cards,
)


def clear_block(entity: Entity) -> None:
    """Block back to 0 (its owner's turn starts), weak and vulnerable untouched."""
    entity.add_block(-entity.get_block())


class Fighter(Player):
    """The run's character in one fight: a `Player` with the run's max HP, HP and deck (its own list of the run's
    cards), named after the character's task-sheet class (`IronClad`), and able to gain energy (a relic's). By fight
    rules with keywords it also has a stance, powers, an exhaust pile, cards retained for the next hand and a
    discard to choose (keywords.py)."""

    def __init__(self, run: RunState, timing: StatusTiming = GENRE_TIMING, keywords: bool = False) -> None:
        super().__init__(run.max_hp, list(run.deck))
        self._character = PLAYER_TYPES[run.character].__name__
        self._timing = timing
        self._keywords = keywords
        self._hands_dealt = 0
        self.stance = NEUTRAL
        self.powers: dict[str, int] = {}
        """The powers played this fight (player_powers.py): name → amount, in the order first played."""
        self.exhausted: list[Card] = []
        self.retained: list[Card] = []
        """Cards kept from the hand at the turn's end, back in the next hand."""
        self.to_discard = 0
        """Cards the player must still choose to discard before anything else."""
        self.reduce_hp(run.max_hp - run.hp)

    def new_turn(self) -> None:
        """The task sheet's new turn (block to 0, a new hand, full energy); under the genre's timing weak and vulnerable
        are left alone (the fight takes them off at the end of the round)."""
        if self._timing.ticks_before_acting:
            super().new_turn()
            return
        clear_block(self)
        if self._keywords:
            self._deal_hand()
        else:
            draw_cards(self._deck, self._hand, self._discarded)
        self._energy = TURN_ENERGY

    def _deal_hand(self) -> None:
        """A new hand by the keywords' rules: the retained cards, then (in a fight's first hand) the innate ones,
        then the task sheet's draw up to five cards besides the retained (with no innate or retained card, exactly
        the task sheet's draw_cards)."""
        self._hand.clear()
        self._hand.extend(self.retained)
        self.retained = []
        innate = [card for card in self._deck if keyword(card, "innate")] if self._hands_dealt == 0 else []
        for card in innate:
            self._deck.remove(card)
        self._hand.extend(innate)
        self._hands_dealt += 1
        self.draw(HAND_SIZE - len(innate))

    def draw(self, count: int) -> None:
        """Draw up to `count` cards as the task sheet's draw_cards deals a hand (a short deck's leftovers first, then
        the discard pile becomes the deck and the rest are sampled), never past HAND_LIMIT cards in the hand."""
        count = max(0, min(count, HAND_LIMIT - len(self._hand)))
        if count and len(self._deck) < count:
            self._hand.extend(self._deck)
            count -= len(self._deck)
            self._deck.clear()
            self._deck.extend(self._discarded)
            self._discarded.clear()
        amount = min(count, len(self._deck))
        if amount > 0:
            self._hand.extend(select_cards(self._deck, amount))

    def get_name(self) -> str:
        """The character's class name, as the task sheet's players show theirs."""
        return self._character

    def gain_energy(self, amount: int) -> None:
        """More energy this turn."""
        self._energy += amount

    def take_wounds(self, count: int) -> None:
        """A monster's Wounds into the discard pile (drawn again when the draw pile runs out)."""
        self._discarded.extend(Wound() for _ in range(count))

    def __repr__(self) -> str:
        return f"{self._character}()"
