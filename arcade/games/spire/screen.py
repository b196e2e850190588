"""Slay the Spire's full-screen face: choose a character, then fight the game file's encounters with cards.

The game file is chosen in the shell's level chooser (levels/spire/); the character is chosen on this
screen's first page. The battle shows the monsters across the top (health bar, block, statuses and their
intent, computed exactly by intents.py without advancing the game), the player's health, block, energy,
statuses and piles, a log of the turn, and the hand as cards: number keys play a card at once, the arrows
and Enter play the highlighted one; a card that needs a target asks for a monster when more than one
is left. It drives the same model as the plain adapter, including its rule of ending the turn after each
won encounter, so a run with the original seed deals the original's hands.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Sequence

import urwid

from arcade.games.spire.intents import describe_intent, predict_enemy_turn
from arcade.games.spire.model import (
    CARD_FAILURE_MESSAGE,
    ENCOUNTER_WIN_MESSAGE,
    TURN_ENERGY,
    Card,
    Encounter,
    Entity,
    IronClad,
    Monster,
    Player,
    Silent,
    Watcher,
    new_game,
    read_game_file,
)
from arcade.keys import (
    CHOOSE,
    DISCARD_PILE,
    DRAW_PILE,
    END_TURN,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    MOVES,
    NUMBER,
    RESTART,
)
from arcade.levels import Level, bundled_levels
from arcade.randomness import seeded_random
from arcade.registry import Game
from arcade.ui.dialogs import Choice
from arcade.ui.game import GameScreen, Host, message_lines
from arcade.ui.widgets import InfoPanel, Markup, StatusBar

CHARACTERS: tuple[type[Player], ...] = (IronClad, Silent, Watcher)
MONSTER_WIDTH = 30
CARD_WIDTH = 18
CARD_TEXT_LINES = 4
"""Description lines in a card box (the longest description, Neutralize's, needs four)."""
BAR_WIDTH = 16
PLAYER_WIDTH = 42
LOG_LINES = 5
SCREEN_WIDTH = 3 * MONSTER_WIDTH + 2 * 2
SCREEN_ROWS = 27

CHARACTER_PHASE = "character"
BATTLE_PHASE = "battle"
OVER_PHASE = "over"


def health_bar(entity: Entity, width: int = BAR_WIDTH) -> list[Markup]:
    """A health bar and 'hp/max' (the filled part rounds up, so a living entity always shows some red)."""
    filled = -(-entity.get_hp() * width // entity.get_max_hp()) if entity.get_max_hp() > 0 else 0
    return [("health", "█" * filled), ("health lost", "░" * (width - filled)),
            f" {entity.get_hp()}/{entity.get_max_hp()}"]


def statuses(entity: Entity) -> str:
    """The entity's non-zero statuses, or 'no statuses'."""
    parts = [f"{label} {value}" for label, value in (
        ("strength", entity.get_strength()), ("weak", entity.get_weak()), ("vulnerable", entity.get_vulnerable()))
        if value]
    return " · ".join(parts) or "no statuses"


def deck_summary(cards: Sequence[Card]) -> str:
    """'5 Strike, 4 Defend, 1 Bash': counts in first-seen order."""
    return ", ".join(f"{count} {name}" for name, count in Counter(card.get_name() for card in cards).items())


def card_lines(card: Card) -> list[str]:
    """A card box's body: its cost and whether it needs a target, then its text padded to a fixed height."""
    body = textwrap.wrap(card.get_description(), CARD_WIDTH - 2)[:CARD_TEXT_LINES]
    cost = f"cost {card.get_energy_cost()}" + (" · target" if card.requires_target() else "")
    return [cost, *body, *[""] * (CARD_TEXT_LINES - len(body))]


def monster_label(monster: Monster) -> str:
    """'Louse #0': the name and the id the plain game uses as a target."""
    return f"{monster.get_name()} #{monster.get_id()}"


BINDINGS = (*MOVES, CHOOSE, NUMBER, END_TURN, DRAW_PILE, DISCARD_PILE, RESTART)
OWN_ACTIONS = frozenset(binding.action for binding in BINDINGS)


class SpireScreen(GameScreen):
    """One run of Slay the Spire through the encounters of a game file."""

    bindings = BINDINGS
    rules = ("Choose a character, then win every encounter of the game file. Each turn you draw 5 cards and have "
             "3 energy: play cards (each costs energy) to attack monsters and gain block, then end the turn and the "
             "monsters act as their intents show. Block soaks damage until your next turn; vulnerable takes 50% "
             "more damage, weak deals 25% less, strength adds to every attack. HP carries over between encounters.")

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        if level is None:
            levels = bundled_levels(game)
            if not levels:
                raise ValueError("Slay the Spire needs a game file")
            level = levels[0]
        if level.path is None:
            raise ValueError("Slay the Spire needs a game file")
        self.encounters = read_game_file(level.path)
        self.rng = seeded_random()
        self.phase = CHARACTER_PHASE
        self.character = 0
        self.player: Player | None = None
        self.encounter: Encounter | None = None
        self.encounter_index = 0
        self.turn = 1
        self.turns_total = 0
        self.selected = 0
        self.target: int | None = None
        """While choosing a target: the position (from the left) of the monster aimed at."""
        self.log: list[str] = []
        self.player_panel = InfoPanel("Player")
        self.log_panel = InfoPanel("This turn")
        super().__init__(host, game, level, urwid.SolidFill(" "))
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------------
    @property
    def min_size(self) -> tuple[int, int]:
        return SCREEN_WIDTH, SCREEN_ROWS + StatusBar.ROWS

    def refresh(self) -> None:
        """Rebuild the page for the current phase from the model."""
        body = self.character_page() if self.phase == CHARACTER_PHASE else self.battle_page()
        self._w = urwid.Filler(urwid.Padding(body, align=urwid.Align.CENTER, width=SCREEN_WIDTH),
                               valign=urwid.VAlign.TOP)

    def character_page(self) -> urwid.Widget:
        """The character choice: each character's HP and deck; the highlighted one is chosen with Enter."""
        rows: list[urwid.Widget] = [
            urwid.Text(("title", "Slay the Spire"), align=urwid.Align.CENTER),
            urwid.Text(("blurb", f"game: {self.level_name} · {len(self.encounters)} encounters"),
                       align=urwid.Align.CENTER),
            urwid.Divider(),
            urwid.Text(("panel title", "Choose your character"), align=urwid.Align.CENTER),
            urwid.Divider(),
        ]
        for index, character in enumerate(CHARACTERS):
            sample = character()
            attr = "card selected" if index == self.character else "card"
            text = [f" {index + 1}  ", ("panel value" if index != self.character else attr, f"{sample.get_name():<9}"),
                    f" {sample.get_max_hp()} HP   {deck_summary(sample.get_deck())}"]
            rows.append(urwid.AttrMap(urwid.Text(text), attr))
        rows += [urwid.Divider(),
                 urwid.Text(("blurb", "↑↓ and Enter, or 1-3: start the run"), align=urwid.Align.CENTER)]
        return urwid.Pile(rows)

    def battle_page(self) -> urwid.Widget:
        """The battle: header, monsters, player and log, the hand, and a line saying what keys do now."""
        assert self.player is not None and self.encounter is not None
        header = urwid.Text([("title", "Slay the Spire"),
                             f"   {self.level_name} · encounter {self.encounter_index + 1} of "
                             f"{len(self.encounters)} · turn {self.turn}"])
        self.player_panel.show(self.player_lines())
        self.log_panel.show(self.log[-LOG_LINES:] or [("blurb", "nothing yet")])
        middle = urwid.Columns([(PLAYER_WIDTH, self.player_panel), self.log_panel], dividechars=2)
        return urwid.Pile([header, urwid.Divider(), self.monster_row(), urwid.Divider(), middle, urwid.Divider(),
                           self.hand_row(), urwid.Text(("blurb", self.prompt()))])

    def monster_row(self) -> urwid.Widget:
        """A box per remaining monster, with its intent; the one aimed at is highlighted."""
        assert self.encounter is not None
        intents = {intent.monster_id: intent for intent in predict_enemy_turn(self.encounter).intents}
        boxes = []
        for position, monster in enumerate(self.encounter.get_monsters()):
            intent = intents[monster.get_id()]
            block: Markup = ("block", f"block {monster.get_block()}") if monster.get_block() else "block 0"
            body = urwid.Text([*health_bar(monster), "\n", block, "\n", statuses(monster), "\n",
                               "intent: ", ("intent", describe_intent(intent))])
            aimed = self.target == position
            title = f"{position + 1} {monster_label(monster)}" + ("  ◀ target" if aimed else "")
            box = urwid.LineBox(urwid.Padding(body, left=1, right=1), title=title, title_align=urwid.Align.LEFT)
            boxes.append((MONSTER_WIDTH, urwid.AttrMap(box, "target" if aimed else "panel")))
        if not boxes:
            return urwid.Text(("good", "All monsters defeated."))
        return urwid.Columns(boxes, dividechars=2)

    def player_lines(self) -> list[Markup]:
        """The player panel: health, block and energy, statuses, piles."""
        assert self.player is not None
        player = self.player
        energy = "●" * player.get_energy() + "○" * max(0, TURN_ENERGY - player.get_energy())
        return [
            [f"{player.get_name():<9}", *health_bar(player)],
            ["block ", ("block", str(player.get_block())), "   energy ", ("energy", f"{energy} {player.get_energy()}")],
            statuses(player),
            f"draw pile {len(player.get_deck())} (p) · discard {len(player.get_discarded())} (x)",
            f"won {self.encounter_index} of {len(self.encounters)} encounters",
        ]

    def hand_row(self) -> urwid.Widget:
        """The hand as card boxes: highlighted when selected, dimmed when there is not enough energy."""
        assert self.player is not None
        cards = []
        for index, card in enumerate(self.player.get_hand()):
            playable = card.get_energy_cost() <= self.player.get_energy()
            attr = "card selected" if index == self.selected and self.target is None else \
                "card" if playable else "card unplayable"
            box = urwid.LineBox(urwid.Text("\n".join(card_lines(card))), title=f"{index + 1} {card.get_name()}",
                                title_align=urwid.Align.LEFT)
            cards.append((CARD_WIDTH, urwid.AttrMap(box, attr)))
        if not cards:
            return urwid.Text(("blurb", "Your hand is empty: press e to end the turn."))
        return urwid.Columns(cards, dividechars=1)

    def prompt(self) -> str:
        """What the keys do at this moment."""
        if self.phase == OVER_PHASE:
            return "The run is over: r plays again, q goes back."
        if self.target is not None:
            return "Choose a target: ←→ and Enter, or its number; Esc cancels."
        return "1-5 play a card · ←→ and Enter play the highlighted card · e ends the turn"

    # -- starting --------------------------------------------------------------------------------
    def start_run(self, character: int) -> None:
        """Begin the run with this character: a new game (ids from 0) and the first encounter."""
        new_game(self.rng)
        self.player = CHARACTERS[character]()
        self.phase = BATTLE_PHASE
        self.turns_total = 0
        self.encounter_index = 0
        self.start_encounter()

    def start_encounter(self) -> None:
        """Build the current encounter (the player draws the first hand)."""
        assert self.player is not None
        self.encounter = Encounter(self.player, self.encounters[self.encounter_index])
        self.turn = 1
        self.selected = 0
        self.target = None
        names = ", ".join(monster_label(monster) for monster in self.encounter.get_monsters())
        self.log = [f"Encounter {self.encounter_index + 1}: {names}."]
        self.host.set_message("New encounter!")
        self.refresh()

    def restart(self) -> None:
        """Back to the character choice for a new run of the same game file."""
        self.phase = CHARACTER_PHASE
        self.player = None
        self.encounter = None
        self.target = None
        self.host.set_message("")
        self.refresh()

    # -- keys ------------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.phase == BATTLE_PHASE

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if self.target is not None and key == "esc":
            self.target = None
            self.host.set_message("Not played.")
            self.refresh()
            return None
        if self.keymap.action_for(key) == NUMBER.action:
            self.number(int(key))
            return None
        return super().keypress(size, key)

    def on_action(self, action: str) -> bool:
        if action == RESTART.action:
            self.ask_then("Give up this run and choose a character again?", self.restart)
            return True
        if action not in OWN_ACTIONS:
            return False  # help and back go to the shell
        if self.phase == CHARACTER_PHASE:
            self.character_action(action)
        elif self.phase == BATTLE_PHASE and self.target is not None:
            self.target_action(action)
        elif self.phase == BATTLE_PHASE:
            self.battle_action(action)
        return True

    def battle_action(self, action: str) -> None:
        """Keys in battle: move the highlight, play the highlighted card, end the turn, show a pile."""
        if action in (MOVE_LEFT.action, MOVE_RIGHT.action):
            self.move_selection(-1 if action == MOVE_LEFT.action else 1)
        elif action == CHOOSE.action:
            self.play_selected()
        elif action == END_TURN.action:
            self.end_turn()
        elif action in (DRAW_PILE.action, DISCARD_PILE.action):
            self.show_pile(action == DRAW_PILE.action)

    def character_action(self, action: str) -> None:
        """Keys on the character page: move the highlight, or start with the highlighted character."""
        if action in (MOVE_UP.action, MOVE_DOWN.action, MOVE_LEFT.action, MOVE_RIGHT.action):
            step = -1 if action in (MOVE_UP.action, MOVE_LEFT.action) else 1
            self.character = (self.character + step) % len(CHARACTERS)
            self.refresh()
        elif action == CHOOSE.action:
            self.start_run(self.character)

    def target_action(self, action: str) -> None:
        """Keys while choosing a target: move the aim, confirm it; anything else is ignored."""
        assert self.encounter is not None and self.target is not None
        count = len(self.encounter.get_monsters())
        if action in (MOVE_LEFT.action, MOVE_RIGHT.action):
            self.target = (self.target + (-1 if action == MOVE_LEFT.action else 1)) % count
            self.refresh()
        elif action == CHOOSE.action:
            self.play_on(self.target)

    def number(self, number: int) -> None:
        """A number key: a character, a monster (choosing a target) or a card of the hand."""
        if self.phase == CHARACTER_PHASE:
            if number <= len(CHARACTERS):
                self.character = number - 1
                self.start_run(self.character)
            return
        if self.phase != BATTLE_PHASE or self.encounter is None:
            return
        if self.target is not None:
            if number <= len(self.encounter.get_monsters()):
                self.play_on(number - 1)
            return
        assert self.player is not None
        if number <= len(self.player.get_hand()):
            self.selected = number - 1
            self.play_selected()

    def move_selection(self, step: int) -> None:
        """Highlight the next or previous card of the hand."""
        assert self.player is not None
        if self.player.get_hand():
            self.selected = (self.selected + step) % len(self.player.get_hand())
            self.refresh()

    # -- playing ---------------------------------------------------------------------------------
    def selected_card(self) -> Card | None:
        """The highlighted card of the hand, if any."""
        assert self.player is not None
        hand = self.player.get_hand()
        return hand[self.selected] if 0 <= self.selected < len(hand) else None

    def play_selected(self) -> None:
        """Play the highlighted card: at once, or after choosing a target when several monsters are left."""
        assert self.player is not None and self.encounter is not None
        card = self.selected_card()
        if card is None:
            self.host.set_message("No card to play: press e to end the turn.")
            return
        if card.get_energy_cost() > self.player.get_energy():
            self.host.set_message(f"Not enough energy: {card.get_name()} costs {card.get_energy_cost()}, "
                                  f"you have {self.player.get_energy()}.")
            return
        monsters = self.encounter.get_monsters()
        if card.requires_target() and len(monsters) > 1:
            self.target = 0
            self.host.set_message(f"{card.get_name()}: choose a target.")
            self.refresh()
            return
        self.apply(card, monsters[0].get_id() if card.requires_target() else None)

    def play_on(self, position: int) -> None:
        """Play the highlighted card on the monster at this position."""
        assert self.encounter is not None
        card = self.selected_card()
        self.target = None
        if card is not None:
            self.apply(card, self.encounter.get_monsters()[position].get_id())
        else:
            self.refresh()

    def apply(self, card: Card, target_id: int | None) -> None:
        """Play a card through the model and log what it did."""
        assert self.player is not None and self.encounter is not None
        target = self.encounter.find_monster(target_id) if target_id is not None else None
        before = (target.get_hp() + target.get_block()) if target is not None else 0
        block, strength = self.player.get_block(), self.player.get_strength()
        if not self.encounter.player_apply_card(card.get_name(), target_id):
            self.host.set_message(CARD_FAILURE_MESSAGE.strip())
            return
        effects = []
        if target is not None:
            effects.append(f"{before - target.get_hp() - target.get_block()} damage to {monster_label(target)}")
        if self.player.get_block() > block:
            effects.append(f"+{self.player.get_block() - block} block")
        if self.player.get_strength() > strength:
            effects.append(f"+{self.player.get_strength() - strength} strength")
        line = f"You play {card.get_name()}" + (f": {', '.join(effects)}." if effects else ".")
        self.log.append(line)
        if target is not None and target.is_defeated():
            self.log.append(f"{monster_label(target)} is defeated.")
        self.host.set_message(line)
        hand = self.player.get_hand()
        self.selected = min(self.selected, max(0, len(hand) - 1))
        if not self.encounter.is_active():
            self.encounter_won()
        else:
            self.refresh()

    def end_turn(self) -> None:
        """End the turn: the monsters act (as their intents said), then a new hand."""
        assert self.player is not None and self.encounter is not None
        expected = predict_enemy_turn(self.encounter)
        hp = self.player.get_hp()
        self.encounter.end_player_turn()
        self.encounter.enemy_turn()
        self.turn += 1
        self.turns_total += 1
        self.selected = 0
        self.log = [f"{intent.name} #{intent.monster_id}: {describe_intent(intent)}." for intent in expected.intents]
        self.log.append(f"You lose {hp - self.player.get_hp()} HP." if self.player.get_hp() < hp
                        else "You take no damage.")
        self.host.set_message(f"Turn {self.turn}: a new hand.")
        if self.player.is_defeated():
            self.phase = OVER_PHASE
            self.refresh()
            self.game_over(won=False)
        else:
            self.refresh()

    def encounter_won(self) -> None:
        """The last monster fell: end the turn as the original did, then the next encounter or the win."""
        assert self.player is not None and self.encounter is not None
        self.encounter.end_player_turn()
        self.turns_total += 1
        self.encounter_index += 1
        self.refresh()
        if self.encounter_index < len(self.encounters):
            self.host.ask(ENCOUNTER_WIN_MESSAGE.strip(),
                          f"HP {self.player.get_hp()}/{self.player.get_max_hp()}. Next: encounter "
                          f"{self.encounter_index + 1} of {len(self.encounters)}.",
                          [Choice("Continue", "c", self.start_encounter)], cancellable=False)
        else:
            self.phase = OVER_PHASE
            self.refresh()
            self.game_over(won=True)

    def game_over(self, won: bool) -> None:
        """The end dialog: won (with the best result kept) or lost."""
        assert self.player is not None
        if won:
            message = (f"{self.player.get_name()} won all {len(self.encounters)} encounters in {self.turns_total} "
                       f"turns with {self.player.get_hp()} HP left.")
            message = message_lines(message, self.record_best({"turns": self.turns_total}, "turns"))
        else:
            message = f"{self.player.get_name()} fell in encounter {self.encounter_index + 1} of " \
                      f"{len(self.encounters)}."
        self.end_game(won, message, self.restart)

    def show_pile(self, draw: bool) -> None:
        """A dialog listing the draw pile (as counts: its order is hidden) or the discard pile (in order)."""
        assert self.player is not None
        if draw:
            cards = sorted(self.player.get_deck(), key=lambda card: card.get_name())
            title, text = "Draw pile", deck_summary(cards) or "empty"
        else:
            title, text = "Discard pile", ", ".join(card.get_name() for card in self.player.get_discarded()) \
                or "empty"
        count = len(self.player.get_deck() if draw else self.player.get_discarded())
        self.host.ask(title, f"{count} cards: {text}" if count else "No cards.", [Choice("Close", "c", lambda: None)])
