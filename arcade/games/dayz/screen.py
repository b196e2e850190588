"""End of DayZ's full-screen face: the map in colour, the inventory with each item's lifetime, firing
with the line of fire drawn and the bolt shown as it flew, undo (by replay, see replay.py), and three helpers
the original lacked (the danger overlay: the squares a zombie may step onto next, see danger.py; tracking
zombies' next steps; and a safety guard that asks before a move that could be fatal, as BSD robots does).

It drives the same AdvancedGame as the plain adapter. Like the original, every move (even into the edge),
every wait and every shot is a step. Unlike it, keys the original would have read as invalid input (f
without a crossbow, a non-direction after f) cost no step: the screen simply refuses them.

This module is the controller (keys to turns, the guard, the game as data, the end); map_view.py draws the map,
its marks, the legend and the inventory's lines.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from arcade.games.dayz.bindings import FIRE, GUARD, SHOW_INTENTS, WAIT
from arcade.games.dayz.danger import danger_squares
from arcade.games.dayz.guard import Threat, move_threat, threat_question, wait_threat
from arcade.games.dayz.map_view import (
    CELL_WIDTH,
    DANGER_SWITCH,
    INTENTS_SWITCH,
    ITEM_NAMES,
    PANEL_WIDTH,
    Shot,
    aim_marks,
    board_cells,
    danger_marks,
    held_items,
    intent_marks,
    item_line,
    legend_lines,
    most_legend_lines,
    on_off,
    panel_title,
    player_cell,
    shot_marks,
    threat_marks,
)
from arcade.games.dayz.maps import map_of
from arcade.games.dayz.model import (
    CROSSBOW,
    DOWN,
    FIRE_MESSAGES,
    GARLIC,
    LEFT,
    NO_WEAPON_MESSAGE,
    PICKUP_ITEMS,
    RIGHT,
    TRACKING_ZOMBIE,
    UP,
    ZOMBIE,
    ZOMBIES,
    AdvancedGame,
    Entity,
    Position,
    can_fire,
    line_of_fire,
)
from arcade.games.dayz.replay import SEED_BITS, UNDO_ACTION, Replay, Turn
from arcade.keys import (
    ANY_OTHER_KEY,
    HELP,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    REDO,
    RESTART,
    SHELL_ROWS,
    UNDO,
    Binding,
    KeyTable,
    Row,
)
from arcade.levels import Level
from arcade.randomness import seeded_random
from arcade.registry import Game
from arcade.store import StoreError
from arcade.ui.board_view import BoardView, Cell, GameLayout
from arcade.ui.dialogs import Area
from arcade.ui.game import Action, Host
from arcade.ui.tasks import Tick, shown_on
from arcade.ui.turns import TurnScreen
from arcade.ui.widgets import InfoPanel, Markup, StatusBar, labelled

SHOT_SECONDS = 0.6
"""How long the bolt stays drawn over the map as it was when it flew, before the zombies' step shows."""

DIRECTION_OF_MOVE = {MOVE_UP: UP, MOVE_DOWN: DOWN, MOVE_LEFT: LEFT, MOVE_RIGHT: RIGHT}
WHERE_THE_ZOMBIE_WAS = {UP: "above you", DOWN: "below you", LEFT: "to your left", RIGHT: "to your right"}

HIT_MESSAGE = "Hit!"
AIM_MESSAGE = "Fire which way? Press a direction (any other key cancels)."
NOT_FIRED = "Not fired."
NOTHING_TO_UNDO = "Nothing to undo: this is the start of the map."
NOTHING_TO_REDO = "Nothing to redo: no step was undone since the last one taken."
GAME_OVER = "This game is over: u takes the last step back, r starts the map again."
"""What a move, wait or fire key says once the game is won or lost (the end dialog closed)."""

SHOW_DANGER = Binding("danger", ("z",), "danger",
                      "Show or hide the danger (shaded): squares a zombie may step onto next")
DANGER_PREFERENCE = "dayz.danger"
"""The preference remembering whether the danger overlay is shown (on unless the player turned it off)."""
INTENTS_PREFERENCE = "dayz.intents"
"""The preference remembering whether the tracking zombies' next steps are shown (off unless turned on)."""
UNDO_STEP = replace(UNDO, help="Undo the last step (the zombies step back too)")
REDO_STEP = replace(REDO, help="Redo the last step undone (the zombies step as they did; a new step clears it)")
RESTART_MAP = replace(RESTART, help="Start this map again (asks first)")
CANCEL_AIM = Binding("cancel aim", ("esc",), "cancel", "Lower the crossbow without shooting")
CANCEL_AIM_ANY_KEY = Binding("cancel aim", (ANY_OTHER_KEY,), "cancels",
                             "Lower it too, as Esc does (? shows this help and keeps it raised)")
AIMING_KEYS = KeyTable(
    *(Row(replace(move, hint="shoot", help=f"Shoot {move.action}: the first zombie that way is gone"), "shoot_key",
          direction) for move, direction in DIRECTION_OF_MOVE.items()),
    Row(CANCEL_AIM, "lower_crossbow"),
    Row(HELP),
    Row(CANCEL_AIM_ANY_KEY, "lower_crossbow"),
)
"""The keys while aiming: a direction shoots, anything else but help lowers the crossbow (no step): Esc, and the
catch-all row for every other key (q too: a raised crossbow is lowered before anything else)."""

DangerKey = tuple[object, ...]
DANGER_KEPT = 64
"""How many positions' danger squares the screen keeps (see DayzScreen.known_danger)."""


def danger_key(game: AdvancedGame) -> DangerKey:
    """Everything the danger squares depend on: every entity's character in stepping order (the map's
    characters stand for one kind each), whether the player can shoot (the turns to follow) and whether the
    game is lost (none then; a won game has no hospital left)."""
    return tuple(game.get_grid().serialize().items()), can_fire(game), game.has_lost()


def hit_news(direction: str) -> str:
    """What the status bar says after a hit, e.g. 'Hit! The zombie below you is gone.'"""
    return f"{HIT_MESSAGE} The zombie {WHERE_THE_ZOMBIE_WAS[direction]} is gone."


def left_out(tokens: set[str]) -> dict[Binding, str]:
    """The keys that do nothing on a map with these characters, and why: fire only where there is a crossbow to
    pick up, the intents only where a tracker walks, the guard and the danger only where there are zombies."""
    no_zombies = "There are no zombies on this map."
    reasons = {FIRE: (CROSSBOW not in tokens, f"There is no crossbow ({CROSSBOW}) on this map to fire."),
               SHOW_INTENTS: (TRACKING_ZOMBIE not in tokens,
                              f"No tracking zombie ({TRACKING_ZOMBIE}) on this map: no steps to show."),
               GUARD: (not tokens & set(ZOMBIES), no_zombies), SHOW_DANGER: (not tokens & set(ZOMBIES), no_zombies)}
    return {binding: why for binding, (absent, why) in reasons.items() if absent}


def map_table(tokens: set[str]) -> KeyTable:
    """The keys that do something on a map with these characters (left_out says which do not)."""
    return DayzScreen.keys.without(left_out(tokens)).extended(*SHELL_ROWS)


def undos_said(undos: int) -> str:
    """How many steps were taken back, for the end dialog: '' for none, else e.g. ' (2 steps undone on the way)'."""
    if undos == 0:
        return ""
    return f" ({undos} step{'' if undos == 1 else 's'} undone on the way)"


class DayzScreen(TurnScreen):
    """One map of End of DayZ: its steps taken through the guard; its undo, restart and end the shared
    TurnScreen's."""

    keys = KeyTable(
        *(Row(move, "move_key", direction) for move, direction in DIRECTION_OF_MOVE.items()),
        Row(FIRE, "aim"),
        Row(WAIT, "wait_key"),
        Row(UNDO_STEP, "undo_key"),
        Row(SHOW_DANGER, "toggle_danger"),
        Row(SHOW_INTENTS, "toggle_intents"),
        Row(GUARD, "toggle_guard"),
        Row(RESTART_MAP, "restart_key"),
        Row(REDO_STEP, "redo_key"),
    )
    """Every key, most important first; a map gets those that do something on it (see map_table)."""
    loss_undo_is_help = True
    undo_action = UNDO_ACTION
    empty_undo_is_an_action = False
    nothing_to_undo = NOTHING_TO_UNDO
    level_over = GAME_OVER
    restart_question = "Start this map again from the beginning?"
    rules = ("Reach the hospital (H) before a zombie infects you: one next to you infects you when it steps. Z "
             "wanders at random, T tracks you down. Every move (even into the edge), wait and shot is a step. "
             "Walking onto a zombie removes it. Walk onto garlic (G) to be immune while it lasts (you show as (P)), "
             "onto a crossbow (C) to shoot the first zombie in a line. With z or i on, you show in red where a "
             "zombie could strike you.")
    """Six lines in the help at 80 columns, so it fits 24 rows with every key of the fullest map (undo, the
    guard and the shading are told by their keys' lines)."""

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        if level is None:
            raise ValueError("End of DayZ needs a map")
        grid = map_of(level)
        self.size = grid.get_size()
        self.start_map = grid.serialize()
        self.play_table = map_table(set(self.start_map.values()))
        """This map's keys (while the crossbow is not raised)."""
        self.absent_keys = {key: why for binding, why in left_out(set(self.start_map.values())).items()
                            for key in binding.keys}
        self.replay = Replay.seeded(self.start_map, self.size, seeded_random().getrandbits(SEED_BITS))
        """The outbreak's start, its random source and the turns taken: undo, saves and exports replay it."""
        self.model = AdvancedGame(grid, self.replay.rng)
        self.finished = False
        self.aiming = False
        self.shot: Shot | None = None
        self.shot_tick = Tick(host, self.shot_landed, SHOT_SECONDS, shown=shown_on(host, self))
        """Ends the drawing of a shot's bolt a moment after it flew (a key ends it sooner)."""
        self.show_intents = host.store.preference(INTENTS_PREFERENCE, False) is True
        """The tracking zombies' next steps, off unless the player turned them on (remembered like the danger)."""
        self.guard_on = True
        self.threat: Threat | None = None
        """The risky turn the guard is asking about (its zombies marked on the map), while it asks."""
        self.redoing = False
        """Whether the turn being taken is the last one undone, taken again (its news says so)."""
        self.show_danger = host.store.preference(DANGER_PREFERENCE, True) is not False
        """The danger overlay, on unless the player turned it off (remembered in the store's preferences)."""
        self.danger: tuple[AdvancedGame, int, set[Position]] | None = None
        """The danger squares last worked out, with the game and step they are for (worked out once a step)."""
        self.known_danger: dict[DangerKey, set[Position]] = {}
        """The danger squares of the last few positions, by what decides them (see danger_key): an undo, or a
        restart, goes back to a position whose danger was already worked out."""
        self.board = BoardView()
        self.panel = InfoPanel(panel_title(level.title))
        self.inventory = InfoPanel("Inventory")
        self.legend = InfoPanel("Legend")
        self.legend_rows: list[Markup] = []
        """The legend's lines as shown (they follow the switches: see show_legend)."""
        self.show_legend()
        self.board.show(self.board_rows())
        self.layout = GameLayout(self.board, [self.panel, self.inventory, self.legend], PANEL_WIDTH)
        super().__init__(host, game, level, self.layout)
        self.new_play()
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------------
    @property
    def min_size(self) -> tuple[int, int]:
        pickups = sum(1 for token in self.start_map.values() if token in PICKUP_ITEMS)
        legend_rows = most_legend_lines(set(self.start_map.values()))
        side_rows = (len(self.status_lines()) + 2) + (max(1, pickups) + 2) + (legend_rows + 2)
        return self.layout.width, max(self.size + 2, side_rows) + StatusBar.ROWS

    def board_rows(self) -> list[list[Cell]]:
        """The map as drawn now: the bolt over the map as it flew, or the map with the aim or the intents."""
        if self.shot is not None:
            return board_cells(self.shot.tokens, self.size, self.shot.player, shot_marks(self.shot))
        # Not while a save is replayed: only the map it ends on is seen (resume draws it once more).
        marks = danger_marks(self.model, self.danger_now()) if self.show_danger and not self.replaying else {}
        marks.update(intent_marks(self.model) if self.show_intents else {})
        if self.aiming:
            marks.update(aim_marks(self.model))
        if self.threat is not None:
            marks.update(threat_marks(self.threat.zombies))
        return board_cells(self.model.get_grid().serialize(), self.size, player_cell(self.model, False), marks)

    def danger_now(self) -> set[Position]:
        """The squares a zombie could step onto after the player's next turn (danger.py), worked out once a step."""
        steps = self.model.get_steps()
        if self.danger is None or self.danger[0] is not self.model or self.danger[1] != steps:
            key = danger_key(self.model)
            squares = self.known_danger.pop(key, None)
            if squares is None:
                squares = danger_squares(self.model)
            self.known_danger[key] = squares  # the newest last
            if len(self.known_danger) > DANGER_KEPT:
                del self.known_danger[next(iter(self.known_danger))]
            self.danger = (self.model, steps, squares)
        return self.danger[2]

    def status_lines(self) -> list[Markup]:
        """The main panel's lines: steps and best, then the zombies of each kind the map has, and the switches
        of the keys it has (the danger overlay's shows on the map itself, and its legend line says what it is)."""
        tokens = list(self.model.get_grid().serialize().values())
        lines = [labelled("Steps", self.model.get_steps()), labelled("Best", self.best_words())]
        kinds = [token for token in ZOMBIES if token in self.start_map.values()]
        if len(kinds) == len(ZOMBIES):  # one line for both kinds: the largest map must fit 24 rows
            lines.append(labelled("Zombies", f"{tokens.count(ZOMBIE)} Z, {tokens.count(TRACKING_ZOMBIE)} T"))
        elif kinds == [ZOMBIE]:
            lines.append(labelled("Zombies (Z)", tokens.count(ZOMBIE)))
        elif kinds == [TRACKING_ZOMBIE]:
            lines.append(labelled("Trackers (T)", tokens.count(TRACKING_ZOMBIE)))
        if GUARD in self.play_table.bindings:
            lines.append(labelled("Guard (g)", on_off(self.guard_on), "good" if self.guard_on else "bad"))
        if SHOW_INTENTS in self.play_table.bindings:
            lines.append(labelled("Intents (i)", on_off(self.show_intents)))
        return lines

    def show_legend(self) -> None:
        """Show the legend of what the map can show now: the shading and the red P only while a switch that
        draws them is on."""
        switches = {switch for switch, on in ((DANGER_SWITCH, self.show_danger), (INTENTS_SWITCH, self.show_intents))
                    if on}
        rows = legend_lines(set(self.start_map.values()), switches)
        if rows != self.legend_rows:
            self.legend_rows = rows
            self.legend.show(rows)

    def refresh(self) -> None:
        """Redraw the map and the panels from the model."""
        self.show_legend()
        self.board.show(self.board_rows())
        self.panel.show(self.status_lines())
        items = held_items(self.model)
        self.inventory.show([item_line(item) for item in items] or [("blurb", "empty")])

    def in_view(self, size: tuple[int, int]) -> Area | None:
        """What a dialog must leave in view: the player, the square moved to and the zombies the guard asks about;
        the whole map under the end dialog (the final position)."""
        left, top = self.layout.board_origin(size)
        if self.threat is not None:
            xs = [square.get_x() for square in self.threat.squares()]
            ys = [square.get_y() for square in self.threat.squares()]
            return Area(left + 1 + CELL_WIDTH * min(xs), top + 1 + min(ys), CELL_WIDTH * (max(xs) - min(xs) + 1),
                        max(ys) - min(ys) + 1)
        if self.finished:
            return Area(left, top, self.board.width, self.board.height)
        return None

    def on_dialog(self, open_: bool) -> None:
        """When the guard's question closes, its marks go."""
        if not open_ and self.threat is not None:
            self.threat = None
            self.refresh()

    # -- actions ---------------------------------------------------------------------------------
    @classmethod
    def key_contexts(cls) -> dict[str, KeyTable]:
        return {**super().key_contexts(), "aiming": AIMING_KEYS}

    def key_table(self) -> KeyTable:
        """The map's keys, or the aiming keys while the crossbow is raised."""
        return AIMING_KEYS if self.aiming else self.play_table

    def before_key(self, key: str) -> None:
        """Any key shows the zombies' step at once (the bolt of the last shot gives way), then does what it does."""
        if self.shot is not None:
            self.shot_landed()

    def move_key(self, direction: str) -> None:
        """A move key: a step that way (through the guard), unless the game is over."""
        if self.playable():
            self.request_move(direction)

    def wait_key(self) -> None:
        """The wait key: a step standing still (through the guard), unless the game is over."""
        if self.playable():
            self.request_wait()

    def shoot_key(self, direction: str) -> None:
        """A direction while aiming: the crossbow is lowered and the shot taken."""
        self.set_aiming(False)
        self.take(Turn("fire", direction).action())

    def lower_crossbow(self) -> None:
        """Esc, or any key but a direction or help (the aiming table's catch-all row), while aiming: no shot, no
        step."""
        self.set_aiming(False)
        self.host.set_message(NOT_FIRED)
        self.refresh()

    def redo_key(self) -> None:
        """Take the last step undone again, through the guard as its own key would (a shot is not risky)."""
        turn = self.replay.redo_turn()
        if not self.playable():
            return
        if turn is None:
            self.host.set_message(NOTHING_TO_REDO)
        elif turn.kind == "move" and turn.direction is not None:
            self.request_move(turn.direction)
        elif turn.kind == "wait":
            self.request_wait()
        else:
            self.take(turn.action())

    def toggle_intents(self) -> None:
        """Show or hide the tracking zombies' next steps, and remember the choice for the next game."""
        self.show_intents = not self.show_intents
        news = f"Tracking zombies' next steps {'shown' if self.show_intents else 'hidden'}."
        self.host.set_message(news + self.remembered(INTENTS_PREFERENCE, self.show_intents))
        self.refresh()

    def remembered(self, preference: str, on: bool) -> str:
        """Keep a switch in the store's preferences: '' when kept, else a few words saying why it was not."""
        try:
            self.host.store.set_preference(preference, on)
        except StoreError as error:
            return f" (Not remembered: {error}.)"
        return ""

    def toggle_guard(self) -> None:
        self.guard_on = not self.guard_on
        self.host.set_message(f"Safety guard {on_off(self.guard_on)}.")
        self.refresh()

    def toggle_danger(self) -> None:
        """Show or hide the danger overlay, and remember the choice for the next game."""
        self.show_danger = not self.show_danger
        news = f"Danger {'shown: a zombie may step onto the shaded squares next' if self.show_danger else 'hidden'}."
        self.host.set_message(news + self.remembered(DANGER_PREFERENCE, self.show_danger))
        self.refresh()

    def guarded(self, threat: Threat | None, title: str, turn: Turn) -> None:
        """Take the turn, first asking when the guard is on and the turn is risky: the zombies that would reach
        the player are marked on the map and named in the question, which stands clear of them (in_view)."""
        if self.guard_on and threat is not None:
            self.threat = threat
            self.refresh()
            self.host.confirm(title, threat_question(threat, turn.kind == "move"), lambda: self.take(turn.action()))
        else:
            self.take(turn.action())

    def request_move(self, direction: str) -> None:
        """A move key: a step one square that way, through the guard."""
        self.guarded(move_threat(self.model, direction), "Risky move", Turn("move", direction))

    def request_wait(self) -> None:
        """The wait key: a step standing still, through the guard."""
        self.guarded(wait_threat(self.model), "Risky wait", Turn("wait"))

    def move_or_wait(self, direction: str | None) -> None:
        """Move (or stand still, for None), then the step event, and say what happened."""
        grid = self.model.get_grid()
        start = grid.find_player()
        news = "You wait."
        held = held_items(self.model)
        if direction is not None and start is not None:
            offset = self.model.direction_to_offset(direction)
            assert offset is not None
            target = start.add(offset)
            before = grid.get_entity(target)
            self.replay.play(self.model, Turn("move", direction))
            news = self._move_news(before, grid.find_player() == target)
        else:
            self.replay.play(self.model, Turn("wait"))
        worn = [item for item in held if item not in held_items(self.model)]
        news = " ".join([news, *(f"Your {ITEM_NAMES.get(item.display(), 'item')} is used up." for item in worn)])
        self._after_step(news.strip())

    def _move_news(self, before: Entity | None, moved: bool) -> str:
        """What a move did, in words (before: what stood on the square moved to)."""
        if not moved:
            return "The edge of the map: you stay put."
        token = before.display() if before is not None else ""
        if token == GARLIC:
            return "Garlic! Zombies cannot infect you while you hold it."
        if token == CROSSBOW:
            return "A crossbow! Press f, then a direction, to shoot."
        if token in ZOMBIES:
            return "You trampled a zombie."
        return ""

    def set_aiming(self, aiming: bool) -> None:
        """Raise or lower the crossbow: the keys, their hints and their help change with it."""
        self.aiming = aiming
        self.rebind()

    def aim(self) -> None:
        """The fire key: without a crossbow, say so (no step); with one, wait for a direction."""
        if not self.playable():
            return
        if not can_fire(self.model):
            self.host.set_message(NO_WEAPON_MESSAGE)
            return
        self.set_aiming(True)
        self.host.set_message(AIM_MESSAGE)
        self.refresh()

    def shoot(self, direction: str) -> None:
        """Fire the crossbow this way, then the step event; the bolt is drawn over the map as it flew for a
        moment (or until the next key), then the zombies' step shows."""
        shot = Shot(direction, tuple(line_of_fire(self.model, direction)), False,
                    self.model.get_grid().serialize(), player_cell(self.model, False))
        result = self.replay.play(self.model, Turn("fire", direction))
        self.shot = replace(shot, hit=result == "hit")
        self.shot_tick.start()
        self._after_step(hit_news(direction) if result == "hit" else (FIRE_MESSAGES[result] or "") if result else "")

    def shot_landed(self) -> None:
        """Stop drawing the bolt: the map as it is now, after the zombies' step."""
        self.shot_tick.cancel()
        if self.shot is not None:
            self.shot = None
            self.refresh()

    def _after_step(self, news: str) -> None:
        if self.redoing:
            self.redoing = False
            news = f"Step {self.model.get_steps()} redone. {news}".strip()
        self.host.set_message(news)
        self.refresh()
        self.check_end()  # a win before a loss, as in the original loop

    def _reset_view(self) -> None:
        """Forget the aim and the bolt drawn (after a restart or an undo)."""
        self.finished = False
        if self.aiming:
            self.set_aiming(False)
        self.shot_landed()

    # -- the turns, as TurnScreen asks for them -----------------------------------------------------------
    def moves_made(self) -> int:
        return self.model.get_steps()

    def has_won(self) -> bool:
        return self.model.has_won()

    def has_lost(self) -> bool:
        return self.model.has_lost()

    def can_step_back(self) -> bool:
        return self.replay.can_undo()

    def step_back(self) -> None:
        """Take the last step back: the map is rebuilt and every step but the last replayed with the same random
        draws, so the zombies stand where they stood and will wander on as they would have."""
        self.model = self.replay.undo()
        self._reset_view()

    def undone_message(self) -> str:
        return f"Step {self.model.get_steps() + 1} undone: the zombies stepped back too."

    def start_over(self) -> None:
        """The map again, a new game: a new outbreak seeded from the random source where it stands, so the zombies
        wander differently."""
        self.model = self.replay.restart()
        self._reset_view()

    def on_leave(self) -> None:
        self.shot_landed()

    def end_figures(self) -> dict[str, int]:
        """What the records keep of a finished game: its steps, and how many it took back on the way."""
        return {"steps": self.model.get_steps(), "undos": self.replay.undos}

    def won_message(self) -> str:
        return f"You reached the hospital in {self.model.get_steps()} steps{undos_said(self.replay.undos)}."

    def lost_message(self) -> str:
        return f"A zombie infected you after {self.model.get_steps()} steps{undos_said(self.replay.undos)}."

    # -- the game in play as data: the outbreak's start and the turns, as replay.py keeps them ----------
    def start_data(self) -> dict[str, Any]:
        """The random source's state when this game began, and the seed it was started from."""
        return self.replay.start_data()

    def begin(self, start: dict[str, Any]) -> None:
        """The map as it started, on a random source set to the state this game began from."""
        self.replay = Replay.from_start(self.start_map, self.size, start)
        self.model = self.replay.fresh_game()
        self._reset_view()
        self.refresh()

    def perform_turn(self, action: Action) -> None:
        """A turn (['move', 'W'], ['wait'], ['fire', 'S']), exactly as its key does it (an undo, ['undo'], is
        TurnScreen's: its step back lands the bolt too)."""
        self.shot_landed()  # as a key does: the bolt of the last shot gives way to the zombies' step
        turn = Turn.from_action(action)
        if self.finished:
            raise ValueError("a turn after the game ended")
        self.redoing = turn == self.replay.redo_turn()
        if turn.kind == "fire" and turn.direction is not None:
            self.shoot(turn.direction)
        else:
            self.move_or_wait(turn.direction)

    def resume(self, record: dict[str, Any]) -> None:
        """Replay a saved game's actions; an end on the way (a loss taken back) is not recorded again, and a
        save whose actions end the game is refused (a game that ended is not saved)."""
        super().resume(record)  # replays with the base class's `replaying` set
        self.shot_landed()
        self.refresh()  # with the danger, which the replay did not work out at every step
        if self.finished:
            raise ValueError("the saved game had already ended")
