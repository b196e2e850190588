"""Slay the Spire's full-screen face, its controller: keys → actions → the model, and which view shows it.

Choose a character, then fight the game file's encounters with cards (the game file is chosen in the shell's level
chooser, levels/spire/). Number keys play a card at once, the arrows and Enter the highlighted one; a card that
needs a target asks for a monster when more than one is left. The screen drives the same model as the plain
adapter, including its rule of ending the turn after each won encounter. Every run draws from
`random.Random(seed)` for a seed of its own, as `arcade --plain spire --seed N` does, so every run can be played
again in the original (export.py); a run with seed 10012023 deals the original's hands.

The drawing is the views', one per phase: the character page (character_view.py), the fight (fight_view.py: monster
boxes, the incoming line, panels, the hand, the piles and statuses dialogs; page.py holds the layouts and the kept
widgets), the reward between encounters (reward_view.py) and the end of a run (summary_view.py). This module keeps
the run (record.py: every change an action through `take`, so a run is saved, resumed and replayed exactly), the
keys of each phase (only those that work now, so the hints and help never offer more), and what each action does.
Between encounters the player takes one of three cards, rests or skips (rewards.py; the offers come from a source of
their own, so a run that skips them all is still the plain program's run).
"""

from __future__ import annotations

import random
from typing import Any

import urwid

from arcade.games.spire.bindings import (
    DISCARD_PILE,
    DRAW_PILE,
    OVER_TABLE,
    STATUSES,
    battle_table,
    character_table,
    target_table,
)
from arcade.games.spire.classic.fight_words import Figures, changes, changes_line
from arcade.games.spire.classic.intents import describe_intent, predict_enemy_turn
from arcade.games.spire.classic.record import (
    CONTINUE_ACTION,
    END_TURN_ACTION,
    PLAY,
    REST_ACTION,
    REWARD,
    character_name,
    character_of,
    play_action,
    reward_choice,
    run_random,
    seed_of,
)
from arcade.games.spire.classic.rewards import draw_offer, rest, reward_random, take_card
from arcade.games.spire.model import (
    CARD_FAILURE_MESSAGE,
    Card,
    Encounter,
    IronClad,
    Monster,
    Player,
    Silent,
    Watcher,
    new_game,
    read_game_file,
)
from arcade.games.spire.views.character_choice import CharacterChoice
from arcade.games.spire.views.character_view import character_page
from arcade.games.spire.views.fight_view import (
    FightScene,
    FightView,
    monster_name,
    monster_number,
    pile_dialog,
    statuses_dialog,
)
from arcade.games.spire.views.page import COMPACT, COMPACT_ROWS, ROOMY, layout_for
from arcade.games.spire.views.reward_view import REWARD_TITLE, reward_choices, reward_message
from arcade.games.spire.views.summary_view import lost_message, run_figures, won_message
from arcade.keys import KeyTable
from arcade.levels import Level, bundled_levels
from arcade.randomness import seeded_random
from arcade.registry import Game
from arcade.ui.game import Action, GameScreen, Host
from arcade.ui.widgets import StatusBar

CHARACTERS: tuple[type[Player], ...] = (IronClad, Silent, Watcher)
RUN_SEED_BITS = 32
"""A run's seed is a whole number of this many bits, drawn from the screen's random source."""

CHARACTER_PHASE = "character"
BATTLE_PHASE = "battle"
TARGET_PHASE = "target"
OVER_PHASE = "over"
NO_CARD = "No card to play: press e to end the turn."


class SpireScreen(CharacterChoice, GameScreen):
    """One run of Slay the Spire through the encounters of a game file.

    A run is kept as data (see record.py): its character and its seed, and the card plays, turn ends and continues
    since. Leaving a run saves it; resuming replays it, the dialog between
    encounters included, so the hands still to come are the ones that would have come."""

    keys = character_table(len(CHARACTERS))
    character_count = len(CHARACTERS)
    """The character page's keys; the other phases' tables are bindings.py's (see key_table)."""
    saves_games = True
    rules = ("Choose a character, then win every encounter of the run. Each turn you draw 5 cards and have 3 "
             "energy: play cards to attack and gain block, then end the turn and the monsters do what their intent "
             "(→) says. A card shows dmg (the HP it takes off, after block) and blk; i explains strength, weak, "
             "vulnerable and when they act. HP carries over; after each encounter won, take a card, rest (heal 30%) "
             "or skip.")

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        if level is None:  # the first classic run (the climb, first in the list, has no game file)
            level = next((level for level in bundled_levels(game) if level.path is not None), None)
            if level is None:
                raise ValueError("Slay the Spire needs a game file")
        if level.path is None:
            raise ValueError("Slay the Spire needs a game file")
        self.encounters = read_game_file(level.path)
        self.rng: random.Random = seeded_random()
        """Where the next run's seed is drawn from: the screen's own source ($ARCADE_SEED or the system's) until a
        run begins, then that run's `random.Random(seed)`, which the model draws from; so the runs after it
        follow from its seed and its actions alone, and a resumed run is followed by the same runs."""
        self.phase = CHARACTER_PHASE
        self.character = 0
        self.player: Player | None = None
        self.encounter: Encounter | None = None
        self.encounter_index = 0
        self.turn = 1
        self.turns_total = 0
        self.selected = 0
        self.target: int | None = None
        """While choosing a target: the monster aimed at, by its place (from 0) among the monsters standing."""
        self.log: list[str] = []
        self.roster: list[Monster] = []
        """The encounter's monsters as it began, fallen ones included: a monster's number is its place here."""
        self.layout = ROOMY
        """The layout of the last drawing (it follows the terminal's size)."""
        self.fight = FightView()
        """The battle page's view: its widgets kept from key to key, the forecast and card texts until a change."""
        self.character_pages: dict[int, urwid.Widget] = {}
        """The character page as drawn with each character highlighted (it shows nothing that changes)."""
        self.run_seed: int | None = None
        """The seed of the run in play, or None on the character page."""
        self.awaiting_continue = False
        """True between an encounter won and the next one (the reward dialog)."""
        self.reward_rng: random.Random | None = None
        """The run's source of reward offers (rewards.py), separate from the model's."""
        self.offer: list[Card] = []
        """The cards offered after the encounter just won (empty during an encounter)."""
        super().__init__(host, game, level, urwid.SolidFill(" "))
        self.new_play()
        self.refresh()

    # -- phases and keys -------------------------------------------------------------------------
    def set_phase(self, phase: str) -> None:
        """Enter a phase and give the shell its keys (hints and help list only what works now)."""
        self.phase = phase
        self.rebind()

    @classmethod
    def key_contexts(cls) -> dict[str, KeyTable]:
        """The character page ("play"), battle with a full hand and an empty one, choosing among three monsters and
        two, and the run over."""
        return {**super().key_contexts(), "battle": battle_table(5), "battle, no cards": battle_table(0),
                "target": target_table((1, 2, 3)), "target, monster 1 fallen": target_table((2, 3)),
                "over": OVER_TABLE}

    def key_table(self) -> KeyTable:
        """The keys that work now: the phase's, the number keys only as far as there are cards or monsters."""
        if self.phase == CHARACTER_PHASE:
            return self.context_tables["play"]
        if self.phase == BATTLE_PHASE:
            assert self.player is not None
            return battle_table(len(self.player.get_hand()))
        if self.phase == TARGET_PHASE:
            return target_table(tuple(self.number_of(monster) for monster in self.standing()))
        return OVER_TABLE

    # -- drawing (the views: character_view.py, fight_view.py) ---------------------------------------
    @property
    def min_size(self) -> tuple[int, int]:
        return COMPACT.width, COMPACT_ROWS + StatusBar.ROWS

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        """Lay the page out again when the room changes between the compact and the roomy layout.

        The page is drawn as unfocused whether or not a dialog is open over it (it has nothing to focus: no cursor,
        no focus attributes), so urwid keeps one drawing of it for both: opening a dialog draws only the dialog."""
        if len(size) == 2 and layout_for(size[0], size[1]) != self.layout:
            self.layout = layout_for(size[0], size[1])
            self.refresh()
        return super().render(size, False)

    def refresh(self) -> None:
        """The game changed (or the layout did): the keys that work now, then the view works out the forecast and
        the cards' texts again and draws."""
        self.fight.changed()
        self.rebind()
        self.redraw()

    def redraw(self) -> None:
        """Show the current phase: the character page (one kept page per highlighted character), or the fight as
        it stands (only what changed is drawn again). Keys that only move a highlight call this alone: nothing of
        the game is worked out again."""
        if self.phase == CHARACTER_PHASE:
            page = self.character_pages.get(self.character)
            if page is None:
                blurb = (self.level_info.blurb if self.level_info is not None else "") or \
                    f"{len(self.encounters)} encounters"
                page = self.character_pages[self.character] = character_page(CHARACTERS, self.character,
                                                                             self.level_title, blurb)
        else:
            page = self.fight.draw(self.scene(), self.layout)
        if self._w is not page:
            self._w = page

    def scene(self) -> FightScene:
        """The fight as the view shows it: the header, the game, the encounter's monsters, the log, the highlight
        and the aim."""
        assert self.player is not None and self.encounter is not None
        encounter = f"encounter {self.encounter_index + 1} of {len(self.encounters)}"
        return FightScene(f"{self.level_title} · {encounter} · turn {self.turn}", self.player, self.encounter,
                          self.roster, self.log, self.selected, self.target if self.phase == TARGET_PHASE else None)

    def standing(self) -> list[Monster]:
        """The monsters still standing, from the left (the model's list)."""
        assert self.encounter is not None
        return self.encounter.get_monsters()

    def number_of(self, monster: Monster) -> int:
        """A monster's number for this encounter (from 1: its place when the encounter began)."""
        return monster_number(self.roster, monster)

    # -- starting --------------------------------------------------------------------------------
    def start_with(self, character: int) -> None:
        """Begin a run with this character and a seed drawn from the random source where it stands."""
        self.begin_run(character, self.rng.getrandbits(RUN_SEED_BITS))

    def begin_run(self, character: int, seed: int) -> None:
        """Begin the run with this character and seed: a new game (ids from 0) drawing from `random.Random(seed)`
        exactly as `arcade --plain spire --seed N` does, and the first encounter."""
        self.run_seed = seed
        self.rng = run_random(seed)
        self.reward_rng = reward_random(seed)
        self.offer = []
        new_game(self.rng)
        self.character = character
        self.player = CHARACTERS[character]()
        self.turns_total = 0
        self.encounter_index = 0
        self.awaiting_continue = False
        self.new_play()
        self.start_encounter()

    def start_encounter(self) -> None:
        """Build the current encounter (the player draws the first hand)."""
        assert self.player is not None
        self.encounter = Encounter(self.player, self.encounters[self.encounter_index])
        self.roster = list(self.encounter.get_monsters())
        self.turn = 1
        self.selected = 0
        self.target = None
        names = ", ".join(monster.get_name() for monster in self.encounter.get_monsters())
        self.log = [f"Encounter {self.encounter_index + 1}: {names}."]
        self.host.set_message("New encounter!")
        self.set_phase(BATTLE_PHASE)
        self.refresh()

    def restart(self) -> None:
        """Back to the character choice (the last character highlighted) for a new run of the same game file."""
        self.player = None
        self.encounter = None
        self.target = None
        self.awaiting_continue = False
        self.run_seed = None
        self.new_play()
        self.host.set_message("")
        self.set_phase(CHARACTER_PHASE)
        self.refresh()

    # -- the run as data (record.py) ---------------------------------------------------------------
    def start_data(self) -> dict[str, Any]:
        if self.run_seed is None:
            return {}
        return {"character": character_name(CHARACTERS[self.character]), "seed": self.run_seed}

    def begin(self, start: dict[str, Any]) -> None:
        self.begin_run(CHARACTERS.index(character_of(start)), seed_of(start))

    def perform(self, action: Action) -> None:
        if self.phase not in (BATTLE_PHASE, TARGET_PHASE) or self.player is None or self.encounter is None:
            raise ValueError(f"no run in play for {action!r}")
        if action in (CONTINUE_ACTION, REST_ACTION) or (isinstance(action, list) and action[:1] == [REWARD]):
            self.choose_reward(action)
            return
        if self.awaiting_continue:
            raise ValueError(f"{action!r} between encounters")
        if action == END_TURN_ACTION:
            self.end_turn()
            return
        card, position = play_action(action, self.encounter)
        self.target = None
        if self.phase == TARGET_PHASE:
            self.set_phase(BATTLE_PHASE)
        self.selected = card
        self.apply(self.player.get_hand()[card], position)

    def resume(self, record: dict[str, Any]) -> None:
        """Replay the saved run without opening dialogs, then open the one it was left in (between
        encounters)."""
        super().resume(record)  # replays with the base class's `replaying` set
        if self.phase not in (BATTLE_PHASE, TARGET_PHASE):
            raise ValueError("the saved game is not a run in progress")
        self.refresh()
        if self.awaiting_continue:
            self.ask_reward()

    def progress(self) -> str:
        where = f"encounter {self.encounter_index + 1} of {len(self.encounters)}"
        return f"{where} won" if self.awaiting_continue else f"{where}, turn {self.turn}"

    # -- keys ------------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.phase in (BATTLE_PHASE, TARGET_PHASE)

    def play_number(self, key: str) -> None:
        """A number key in battle: play that card of the hand (only the hand's numbers are bound)."""
        self.selected = int(key) - 1
        self.play_selected()

    def end_turn_key(self) -> None:
        self.take(END_TURN_ACTION)

    def new_run_key(self) -> None:
        self.ask_then("Give up this run and choose a character again?", self.restart, title="New run?")

    def move_aim(self, step: int) -> None:
        """← or → while choosing a target: aim at the next monster that way."""
        assert self.encounter is not None and self.target is not None
        self.target = (self.target + step) % len(self.encounter.get_monsters())
        self.redraw()

    def play_on_target(self) -> None:
        """Enter while choosing a target: play the card on the monster aimed at."""
        assert self.target is not None
        self.play_on(self.target)

    def target_number(self, key: str) -> None:
        """A number key while choosing a target: play the card on the monster of that number (only the numbers of
        the monsters standing are bound)."""
        self.play_on(self.standing().index(self.roster[int(key) - 1]))

    def move_selection(self, step: int) -> None:
        """Highlight the next or previous card of the hand."""
        assert self.player is not None
        if self.player.get_hand():
            self.selected = (self.selected + step) % len(self.player.get_hand())
            self.redraw()
        else:
            self.host.set_message(NO_CARD)

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
            self.host.set_message(NO_CARD)
            return
        if card.get_energy_cost() > self.player.get_energy():
            self.host.set_message(f"Not enough energy: {card.get_name()} costs {card.get_energy_cost()}, "
                                  f"you have {self.player.get_energy()}.")
            return
        monsters = self.encounter.get_monsters()
        if card.requires_target() and len(monsters) > 1:
            self.target = 0
            self.host.set_message(f"{card.get_name()}: choose a target.")
            self.set_phase(TARGET_PHASE)
            self.redraw()
            return
        self.take([PLAY, self.selected + 1, 1] if card.requires_target() else [PLAY, self.selected + 1])

    def cancel_target(self) -> None:
        """Put the card back without playing it."""
        self.target = None
        self.host.set_message("Not played.")
        self.set_phase(BATTLE_PHASE)
        self.redraw()

    def play_on(self, position: int) -> None:
        """Play the highlighted card on the monster at this position."""
        assert self.encounter is not None
        card = self.selected_card()
        self.target = None
        self.set_phase(BATTLE_PHASE)
        if card is not None and 0 <= position < len(self.encounter.get_monsters()):
            self.take([PLAY, self.selected + 1, position + 1])
        else:
            self.refresh()

    def apply(self, card: Card, position: int | None) -> None:
        """Play a card through the model (on the monster at this position, if any) and log what it did."""
        assert self.player is not None and self.encounter is not None
        target = self.encounter.get_monsters()[position] if position is not None else None
        target_before = Figures.of(target, self.encounter) if target is not None else None
        block, strength = self.player.get_block(), self.player.get_strength()
        if not self.encounter.player_apply_card(card.get_name(), target.get_id() if target is not None else None):
            self.host.set_message(CARD_FAILURE_MESSAGE.strip())
            return
        effects = []
        name = monster_name(target, self.number_of(target)) if target is not None else ""
        if target is not None and target_before is not None:
            taken = target_before.hp + target_before.block - target.get_hp() - target.get_block()
            effects.append(f"{taken} damage to {name}")
        if self.player.get_block() > block:
            effects.append(f"+{self.player.get_block() - block} block")
        if self.player.get_strength() > strength:
            effects.append(f"+{self.player.get_strength() - strength} strength")
        line = f"{card.get_name()}: {', '.join(effects)}." if effects else f"{card.get_name()} played."
        self.log.append(line)
        if target is not None and target.is_defeated():
            self.log.append(f"{name} is defeated.")
        statuses = ""
        if target is not None and not target.is_defeated() and target_before is not None:  # weak, vulnerable put on it
            statuses = changes_line(name, changes(target_before, Figures.of(target, self.encounter), with_hp=False),
                                    COMPACT.log_width)
            self.log += [statuses] if statuses else []
        self.host.set_message(" ".join(part for part in (f"You play {line}", statuses) if part))
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
        numbers = {monster.get_id(): self.number_of(monster) for monster in self.standing()}
        hp = self.player.get_hp()
        self.encounter.end_player_turn()
        self.encounter.enemy_turn()
        self.turns_total += 1
        self.selected = 0
        self.log = [f"{intent.name} {numbers[intent.monster_id]}: {describe_intent(intent)}."
                    for intent in expected.intents]
        weak = self.player.get_weak() > 0 and not self.player.is_defeated()
        if self.player.get_hp() < hp:
            self.log.append(f"You lose {hp - self.player.get_hp()} HP" + (" and are weak this turn." if weak else "."))
        else:
            self.log.append("You take no damage" + (" but are weak this turn." if weak else "."))
        if self.player.is_defeated():
            self.host.set_message(self.log[-1])
            self.set_phase(OVER_PHASE)
            self.refresh()
            self.game_over(won=False)
            return
        self.turn += 1
        self.host.set_message(f"Turn {self.turn}: a new hand.")
        self.refresh()

    def encounter_won(self) -> None:
        """The last monster fell: end the turn as the original did, then the next encounter or the win."""
        assert self.player is not None and self.encounter is not None
        self.encounter.end_player_turn()
        self.turns_total += 1
        following = self.encounter_index + 1
        if following < len(self.encounters):
            assert self.reward_rng is not None
            self.offer = draw_offer(self.reward_rng)  # drawn while replaying too: the offers follow from the seed
            self.refresh()
            self.awaiting_continue = True
            if self.watching:  # a best played back: its next action is the reward chosen, no dialog to answer
                offered = ", ".join(card.get_name() for card in self.offer)
                self.host.set_message(f"Encounter won. Offered: {offered}.")
            elif not self.replaying:
                self.ask_reward()
        else:
            self.set_phase(OVER_PHASE)
            self.refresh()
            self.game_over(won=True)

    # -- the dialogs: reward (reward_view.py), end (summary_view.py), statuses and piles (fight_view.py) --
    def ask_reward(self) -> None:
        """The dialog between encounters (reward_view.py): one of the three cards offered into the deck (1-3), a
        rest (r), or nothing (s); every choice goes through take. Menu (m, q, Esc) leaves for the level list as q does
        everywhere, the run saved with the reward still on offer: reopening the level offers it again."""
        assert self.player is not None
        message = reward_message(self.player, self.offer, self.encounter_index + 1, self.encounters)
        choices = reward_choices(self.offer, lambda number: self.take([REWARD, number]),
                                 lambda: self.take(REST_ACTION), self.skip_reward, self.host.back_to_menu)
        self.host.ask(REWARD_TITLE, message, choices, on_cancel=self.host.back_to_menu)

    def skip_reward(self) -> None:
        """The player goes on after an encounter won, taking no reward."""
        self.take(CONTINUE_ACTION)

    def choose_reward(self, action: Action) -> None:
        """Carry out the reward chosen (a card, a rest or nothing), then on to the next encounter."""
        assert self.player is not None
        if not self.awaiting_continue:
            raise ValueError("no encounter won to take a reward for")
        note = ""
        if action == REST_ACTION:
            note = f"You rest and heal {rest(self.player)} HP."
        elif action != CONTINUE_ACTION:
            card = self.offer[reward_choice(action, len(self.offer))]
            take_card(self.player, card)
            note = f"{card.get_name()} joins your deck."
        self.offer = []
        self.next_encounter()
        if note:
            self.log.append(note)
            self.host.set_message(f"{note} New encounter!")
            self.refresh()

    def next_encounter(self) -> None:
        """On to the next encounter of the run."""
        self.awaiting_continue = False
        self.encounter_index += 1
        self.start_encounter()

    def game_over(self, won: bool) -> None:
        """The end dialog: won (with the best result kept) or lost; either way the run is kept in the records."""
        assert self.player is not None
        if self.replaying:
            raise ValueError("the saved run had ended")
        count = len(self.encounters)
        won_count = count if won else self.encounter_index
        player = self.player

        def message(note: str) -> str:
            return won_message(player, count, self.turns_total, note) if won else \
                lost_message(player, self.turn, self.encounter_index, count)
        self.end_play(won, run_figures(player, self.turns_total, won_count, count), message, self.restart)

    def show_statuses(self) -> None:
        """A dialog explaining each status and the previews, and who has which now, with when it acts."""
        assert self.player is not None
        lines = statuses_dialog(self.player, self.roster, self.standing())
        self.inform("Statuses", lines, STATUSES.keys[0])

    def show_pile(self, draw: bool) -> None:
        """A dialog listing the draw pile (by name: its order is hidden) or the discard pile, with what each card
        does."""
        assert self.player is not None
        title, lines = pile_dialog(self.player, draw)
        self.inform(title, lines, (DRAW_PILE if draw else DISCARD_PILE).keys[0])
