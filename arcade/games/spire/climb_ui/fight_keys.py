"""The climb screen's keys in a fight (a mixin of ClimbScreen): playing the highlighted or numbered card, aiming it
(or a potion) at a monster, choosing the cards a card played asks to discard, ending the turn, the statuses dialog;
and the fight's log of what each action did. Each handler turns the key into the Climb's action through `take`, or
says in the status line why it cannot. Pure control: the drawing is the views'.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arcade.games.spire.bindings import STATUSES
from arcade.games.spire.classic.fight_words import Figures, changes, changes_line, drink_line, self_line
from arcade.games.spire.climb import potions
from arcade.games.spire.climb.forecasts import ClimbTurn, Struck
from arcade.games.spire.climb.keywords import HAND_LIMIT, cost_label
from arcade.games.spire.climb.monster_rules import changed_attacks
from arcade.games.spire.climb.run import DISCARD, END_TURN, FIGHT, Climb
from arcade.games.spire.climb_ui.bindings import TENTH_CARD_KEY, card_place
from arcade.games.spire.climb_ui.forecast import CLIMB_FORECASTER, curl_line, hit_line, turn_line
from arcade.games.spire.climb_ui.inspect_keys import AIMING
from arcade.games.spire.climb_ui.inspect_text import keyword_lines
from arcade.games.spire.climb_ui.places import CLIMBING
from arcade.games.spire.model import Monster
from arcade.games.spire.views.fight_view import monster_name, statuses_dialog, text_is_cut
from arcade.games.spire.views.page import COMPACT, PageLayout, text_width

if TYPE_CHECKING:
    from arcade.ui.game import Action

LOG_WIDTH = COMPACT.log_width
"""Columns a fight's log line may take: the log panel's in the compact layout, the narrowest, so a line fits both
layouts (and the panel cuts, never wraps, whatever is longer)."""

INSPECT_NOTE = "(I: inspect)"
"""After a card's whole text said on the status line: the key showing it whole in a dialog."""


@dataclass(frozen=True)
class TurnBefore:
    """Before an end of turn: the monsters' turn as forecast and the player's HP."""

    turn: ClimbTurn
    hp: int


@dataclass(frozen=True)
class PlayBefore:
    """Before a card is played or a potion drunk: its name, its target (None: played on no monster), every monster
    standing as the play finds it (for its hit, and its figures), and the player's figures."""

    name: str
    drunk: bool
    """A potion's, not a card's."""
    target: Monster | None
    struck: tuple[tuple[Monster, Struck, Figures], ...]
    player: Figures


FightBefore = TurnBefore | PlayBefore
"""What the fight's log measures an action's effect against (FightKeys.fight_before)."""


def discard_words(climb: Climb) -> str:
    """'Choose a card to discard (1 left): ←→ and Enter, or its number.' while a card played asks for a discard."""
    assert climb.fight is not None
    player = climb.fight.get_player()
    tenth = f" ({TENTH_CARD_KEY} the 10th)" if len(player.get_hand()) >= HAND_LIMIT else ""
    return f"Choose a card to discard ({player.to_discard} left): ←→ and Enter, or its number{tenth}."


class FightKeys:
    """The handlers of a fight's keys on ClimbScreen (its fight table names them)."""

    climb: Climb | None
    mode: str
    selected: int
    aim: int
    aiming_potion: int | None
    log: list[str]

    layout: PageLayout
    message: str
    cut_text_said = ""
    """The last cut card's text said on the status line (cleared as the highlight leaves for a card shown whole)."""

    if TYPE_CHECKING:  # what the screen gives the mixin (GameScreen's and ClimbScreen's)
        def text_lines(self) -> int: ...
        def take(self, action: Any) -> None: ...
        def redraw(self) -> None: ...
        def rebind(self) -> None: ...
        def say(self, message: str) -> None: ...
        def hand_size(self) -> int: ...
        def inform(self, title: str, lines: Sequence[str], opened_by: str = "") -> None: ...

    def fight_before(self, action: Action) -> FightBefore | None:
        """What the fight's log needs from before an action (None outside a fight, for an action that does not fit,
        or for any other action): the forecast of an end of turn, or a card's or potion's name and target, every
        monster as the play finds it and the player's figures."""
        climb = self.climb
        if climb is None or climb.phase != FIGHT or climb.fight is None:
            return None
        player, monsters = climb.fight.get_player(), climb.fight.get_monsters()
        if action == END_TURN:
            return TurnBefore(CLIMB_FORECASTER.predict(climb.fight), player.get_hp())
        if not isinstance(action, list) or len(action) not in (2, 3) or action[0] not in ("play", "potion"):
            return None
        drunk, place = action[0] == "potion", action[1]
        held = climb.run.potions if drunk else player.get_hand()
        if not (isinstance(place, int) and 1 <= place <= len(held)) or held[place - 1] is None or \
                (len(action) == 3 and not (isinstance(action[2], int) and 1 <= action[2] <= len(monsters))):
            return None
        item = held[place - 1]
        name = potions.potion(item).name if isinstance(item, str) else item.get_name()
        fight = climb.fight
        return PlayBefore(name, drunk, monsters[action[2] - 1] if len(action) == 3 else None,
                          tuple((monster, Struck.of(monster), Figures.of(monster, fight)) for monster in monsters),
                          Figures.of(player, fight))

    def attacks(self) -> dict[int, int]:
        """Each monster's coming attack per hit by its id, as the forecast says it now (empty outside the player's
        turn of a fight)."""
        climb = self.climb
        if climb is None or climb.phase != FIGHT or climb.fight is None or not climb.fight.is_players_turn() \
                or climb.fight.get_player().is_defeated():
            return {}
        return {intent.monster_id: intent.damage if intent.hits else 0
                for intent in CLIMB_FORECASTER.predict(climb.fight).intents}

    def attack_changes(self, before: dict[int, int]) -> list[tuple[str, str]]:
        """The monsters whose coming attack changed since `before` (a card or potion played), each said short for
        the log and whole with why for the status line (monster_rules.change_lines)."""
        climb = self.climb
        if not before or climb is None or climb.fight is None:
            return []
        names = {monster.get_id(): monster_name(monster, number) for number, monster in enumerate(climb.roster, 1)}
        return changed_attacks(before, self.attacks(), climb.fight, names)

    def log_fight(self, before: FightBefore | None) -> list[str]:
        """The fight's panel: what the monsters did at the end of the turn, or what the card or potion did (to the
        monsters: each one's damage, how much of it block took, the block a Curl gave; to the player besides). Every
        line is made to fit the log panel of the narrowest layout (LOG_WIDTH). Returns the lines the action wrote."""
        climb = self.climb
        assert climb is not None
        if isinstance(before, TurnBefore):
            names = {monster.get_id(): monster_name(monster, number)
                     for number, monster in enumerate(climb.roster, start=1)}
            lost = before.hp - climb.run.hp
            self.log = [*(turn_line(names.get(intent.monster_id, intent.name), intent, LOG_WIDTH)
                          for intent in before.turn.intents[-3:]),
                        f"You lose {lost} HP." if lost > 0 else "You take no damage."]
            return list(self.log)
        if before is None:
            return []
        lines = self.hit_lines(before)
        fight = climb.fight
        if fight is not None:  # (a fight won by the play has no player left to measure: the reward says it)
            after = Figures.of(fight.get_player(), fight)
            if before.target is not None:
                lines.append(changes_line("You", changes(before.player, after), LOG_WIDTH))
            elif before.drunk:
                lines.append(drink_line(before.name, changes(before.player, after, with_energy=True), LOG_WIDTH))
            else:
                lines.append(self_line(before.name, changes(before.player, after), LOG_WIDTH))
        lines = [line for line in lines if line]
        self.log += lines
        return lines

    def hit_lines(self, before: PlayBefore) -> list[str]:
        """What a play did to the monsters: its hit on its target (said even when it dealt nothing), then on each
        other monster it damaged; the block a Curl gave each monster it set off; what else changed on each monster
        left standing (weak, vulnerable, poison, strength)."""
        climb = self.climb
        assert climb is not None
        lines = []
        for monster, struck, figures in sorted(before.struck, key=lambda each: each[0] is not before.target):
            hit = struck.hit(monster)
            name = monster_name(monster, climb.roster.index(monster) + 1)
            if monster is before.target or hit.damage:
                lines.append(hit_line(name, hit.damage, hit.damage - hit.to_hp, hit.lethal, LOG_WIDTH))
            lines.append(curl_line(name, struck.curled(monster), LOG_WIDTH))
            if not monster.is_defeated() and climb.fight is not None:
                lines.append(changes_line(name, changes(figures, Figures.of(monster, climb.fight), with_hp=False),
                                          LOG_WIDTH))
        return lines

    def play_number(self, key: str) -> None:
        self.selected = card_place(key) - 1
        self.play_selected()

    def move_selection(self, step: int) -> None:
        if self.hand_size():
            self.selected = (self.selected + step) % self.hand_size()
            self.redraw()
            self.say_cut_text()
        else:
            self.say("No card to play: press e to end the turn.")

    def say_cut_text(self) -> None:
        """The highlighted card's whole text on the status line when the hand shows it cut (its last line ends with
        '…'): with its name when the line has room, and I (inspect) when there is room for that too."""
        climb = self.climb
        assert climb is not None and climb.fight is not None
        card = climb.fight.get_player().get_hand()[self.selected]
        if not text_is_cut(card, self.layout, self.text_lines()):
            if self.message and self.message == self.cut_text_said:  # said of the card left: not of this one
                self.say("")
            return
        whole = card.get_description()
        named = f"{card.get_name()}: {whole}"
        room = COMPACT.width - 2  # the status line's, at its narrowest (a space before the message)
        said = named if text_width(named) <= room else whole
        self.cut_text_said = f"{said} {INSPECT_NOTE}" if text_width(f"{said} {INSPECT_NOTE}") <= room else said
        self.say(self.cut_text_said)

    def play_selected(self) -> None:
        """Play the highlighted card: at once, or after choosing a target when more than one monster stands."""
        climb = self.climb
        assert climb is not None and climb.fight is not None
        player = climb.fight.get_player()
        hand = player.get_hand()
        if not 0 <= self.selected < len(hand):
            self.say("No card to play: press e to end the turn.")
            return
        card = hand[self.selected]
        if player.to_discard:
            self.take([DISCARD, self.selected + 1])
            return
        if ["play", self.selected + 1] not in climb.legal_actions() and \
                ["play", self.selected + 1, 1] not in climb.legal_actions():
            cost = cost_label(card)
            self.say(f"{card.get_name()} cannot be played." if getattr(card, "unplayable", False) else
                                  f"Not enough energy: {card.get_name()} costs {cost}, you have {player.get_energy()}.")
            return
        if card.requires_target() and len(climb.fight.get_monsters()) > 1:
            self.start_aiming(None, f"{card.get_name()}: choose a target.")
            return
        self.take(["play", self.selected + 1, 1] if card.requires_target() else ["play", self.selected + 1])

    def start_aiming(self, potion_slot: int | None, message: str) -> None:
        self.mode, self.aim, self.aiming_potion = AIMING, 0, potion_slot
        self.say(message)
        self.rebind()
        self.redraw()

    def end_turn_key(self) -> None:
        climb = self.climb
        if climb is not None and climb.fight is not None and climb.fight.get_player().to_discard:
            self.say(discard_words(climb))
            return
        self.take(END_TURN)

    def move_aim(self, step: int) -> None:
        assert self.climb is not None and self.climb.fight is not None
        self.aim = (self.aim + step) % len(self.climb.fight.get_monsters())
        self.redraw()

    def play_on_target(self) -> None:
        self.play_on(self.aim)

    def target_number(self, key: str) -> None:
        assert self.climb is not None and self.climb.fight is not None
        self.play_on(self.climb.fight.get_monsters().index(self.climb.roster[int(key) - 1]))

    def play_on(self, position: int) -> None:
        """Play the card (or throw the potion) being aimed on the monster at this place among those standing."""
        slot = self.aiming_potion
        self.mode = CLIMBING
        self.take(["potion", slot, position + 1] if slot is not None else ["play", self.selected + 1, position + 1])

    def cancel_target(self) -> None:
        self.mode, self.aiming_potion = CLIMBING, None
        self.say("Put back.")
        self.rebind()
        self.redraw()

    def show_statuses(self) -> None:
        assert self.climb is not None and self.climb.fight is not None
        fight = self.climb.fight
        lines = statuses_dialog(fight.get_player(), self.climb.roster, fight.get_monsters(), fight.rules.timing)
        width = len(lines[0])  # statuses_dialog pads its lines to one width: the keywords' lines wrap to it
        more = [part.ljust(width) for line in keyword_lines(fight, self.climb.roster)
                for part in textwrap.wrap(line, width, subsequent_indent="  ")]
        self.inform("Statuses", [*lines, *(["", *more] if more else [])], STATUSES.keys[0])
