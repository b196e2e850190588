"""End of DayZ's full-screen face: the map in colour, the inventory with each item's lifetime, firing
with the line of fire drawn, and two helpers the original lacked (tracking zombies' next steps, and a
safety guard that asks before a move that could be fatal, as BSD robots does).

It drives the same AdvancedGame as the plain adapter. Like the original, every move (even into the edge),
every wait and every shot is a step. Unlike it, keys the original would have read as invalid input (f
without a crossbow, a non-direction after f) cost no step: the screen simply refuses them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arcade.games.dayz.model import (
    CROSSBOW,
    DIRECTION_OFFSETS,
    DOWN,
    FIRE_MESSAGES,
    GARLIC,
    HOSPITAL,
    LEFT,
    NO_WEAPON_MESSAGE,
    PICKUP_ITEMS,
    RIGHT,
    TRACKING_ZOMBIE,
    UP,
    ZOMBIE,
    ZOMBIES,
    AdvancedGame,
    AdvancedMapLoader,
    Entity,
    HoldingPlayer,
    Pickup,
    Position,
    VulnerablePlayer,
    can_fire,
    fire,
    line_of_fire,
    load_game_map,
    move_is_risky,
    tracking_intents,
    waiting_is_risky,
)
from arcade.keys import FIRE, GUARD, MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, MOVES, RESTART, SHOW_INTENTS, WAIT
from arcade.levels import Level
from arcade.randomness import seeded_random
from arcade.registry import Game
from arcade.ui.game import GameScreen, Host, message_lines
from arcade.ui.widgets import BoardView, Cell, GameLayout, InfoPanel, Markup, StatusBar, labelled

CELL_WIDTH = 3
PANEL_WIDTH = 27
"""Wide enough for the legend; a 16x16 map and the panel fit an 80-column terminal."""
LOW_LIFETIME = 2
"""At or below this many steps left, an item's lifetime turns red."""
STATUS_LINES = 6
"""Lines of the main panel (see DayzScreen.refresh)."""

DIRECTION_OF_ACTION = {MOVE_UP.action: UP, MOVE_DOWN.action: DOWN, MOVE_LEFT.action: LEFT, MOVE_RIGHT.action: RIGHT}
DIRECTION_WORDS = {UP: "up", DOWN: "down", LEFT: "left", RIGHT: "right"}

ENTITY_CELLS: dict[str, Cell] = {
    HOSPITAL: ("hospital", " H "),
    ZOMBIE: ("zombie", " Z "),
    TRACKING_ZOMBIE: ("tracking zombie", " T "),
    GARLIC: ("garlic", " G "),
    CROSSBOW: ("crossbow", " C "),
}
ITEM_NAMES = {GARLIC: "garlic", CROSSBOW: "crossbow"}
FLOOR_CELL: Cell = ("floor", " " * CELL_WIDTH)
BORDER = "▒"
ARROWS = {(0, -1): " ↑ ", (0, 1): " ↓ ", (-1, 0): " ← ", (1, 0): " → "}
"""The intent marker drawn on the square a tracking zombie steps to, pointing the way it comes."""
SHOT_GLYPHS = {UP: " │ ", DOWN: " │ ", LEFT: "───", RIGHT: "───"}
AIM_CELL: Cell = ("aim", " · ")
HIT_CELL: Cell = ("hit", " X ")

HIT_MESSAGE = "Hit!"
AIM_MESSAGE = "Fire which way? Press a direction (any other key cancels)."
RISKY_MOVE = "A zombie could reach you there and infect you on this step.\nMove anyway?"
RISKY_WAIT = "A zombie next to you could infect you on this step.\nWait anyway?"

LEGEND: list[Markup] = [
    [("player", " P "), " you    ", ENTITY_CELLS[HOSPITAL], " hospital"],
    [ENTITY_CELLS[ZOMBIE], " zombie ", ENTITY_CELLS[TRACKING_ZOMBIE], " tracker"],
    [ENTITY_CELLS[GARLIC], " garlic ", ENTITY_CELLS[CROSSBOW], " crossbow"],
    [("intent", ARROWS[(0, 1)]), " T next ", ("line of fire", SHOT_GLYPHS[LEFT]), " shot"],
]


@dataclass(frozen=True)
class Shot:
    """A bolt just fired: the squares it crossed and whether it hit (a hit zombie stood on the last one)."""

    direction: str
    squares: tuple[Position, ...]
    hit: bool


def held_items(game: AdvancedGame) -> list[Pickup]:
    """What the player holds, in pickup order (nothing when there is no holding player)."""
    player = game.get_player()
    return player.get_inventory().get_items() if isinstance(player, HoldingPlayer) else []


def player_cell(game: AdvancedGame, in_danger: bool) -> Cell:
    """The player: red when infected or about to be tracked down, highlighted while garlic protects."""
    player = game.get_player()
    if (isinstance(player, VulnerablePlayer) and player.is_infected()) or in_danger:
        return ("player danger", " P ")
    if any(item.display() == GARLIC for item in held_items(game)):
        return ("player immune", " P ")
    return ("player", " P ")


def board_cells(game: AdvancedGame, marks: dict[Position, Cell]) -> list[list[Cell]]:
    """Every row of the map inside a border, with marks drawn over the squares they name."""
    grid = game.get_grid()
    size = grid.get_size()
    player = grid.find_player()
    edge: list[Cell] = [("wall", BORDER * (size * CELL_WIDTH + 2))]
    rows = [edge]
    for y in range(size):
        row: list[Cell] = [("wall", BORDER)]
        for x in range(size):
            square = Position(x, y)
            entity = grid.get_entity(square)
            if square in marks:
                row.append(marks[square])
            elif square == player:
                row.append(player_cell(game, False))
            elif entity is not None:
                row.append(ENTITY_CELLS.get(entity.display(), ("panel value", f" {entity.display()} ")))
            else:
                row.append(FLOOR_CELL)
        row.append(("wall", BORDER))
        rows.append(row)
    rows.append(edge)
    return rows


def intent_marks(game: AdvancedGame) -> dict[Position, Cell]:
    """An arrow on each empty square a tracking zombie steps to next; the player in red if one steps at them."""
    grid = game.get_grid()
    player = grid.find_player()
    marks: dict[Position, Cell] = {}
    for zombie, target in tracking_intents(game).items():
        if target == zombie:
            continue
        if target == player:
            marks[target] = player_cell(game, True)
        elif grid.get_entity(target) is None:
            marks[target] = ("intent", ARROWS[(target.get_x() - zombie.get_x(), target.get_y() - zombie.get_y())])
    return marks


def aim_marks(game: AdvancedGame) -> dict[Position, Cell]:
    """While aiming: every line of fire dotted, and each zombie a bolt would hit highlighted."""
    grid = game.get_grid()
    marks: dict[Position, Cell] = {}
    for direction in DIRECTION_OFFSETS:
        for square in line_of_fire(game, direction):
            entity = grid.get_entity(square)
            if entity is None:
                marks[square] = AIM_CELL
            elif entity.display() in ZOMBIES:
                marks[square] = ("line of fire", f" {entity.display()} ")
    return marks


def shot_marks(game: AdvancedGame, shot: Shot) -> dict[Position, Cell]:
    """The bolt just fired: its path, and an X where it hit."""
    grid = game.get_grid()
    marks: dict[Position, Cell] = {}
    for index, square in enumerate(shot.squares):
        if shot.hit and index == len(shot.squares) - 1:
            marks[square] = HIT_CELL
        elif grid.get_entity(square) is None:
            marks[square] = ("line of fire", SHOT_GLYPHS[shot.direction])
    return marks


def item_line(item: Pickup) -> Markup:
    """An inventory line: the item and the steps it has left."""
    left = item.get_lifetime()
    attr = "bad" if left <= LOW_LIFETIME else "panel value"
    name = ITEM_NAMES.get(item.display(), item.display())
    return [ENTITY_CELLS.get(item.display(), ("panel value", item.display())), f" {name:<9}", (attr, str(left)),
            " step" if left == 1 else " steps"]


def on_off(flag: bool) -> str:
    """'on' or 'off'."""
    return "on" if flag else "off"


class DayzScreen(GameScreen):
    """One map of End of DayZ."""

    bindings = (*MOVES, WAIT, FIRE, SHOW_INTENTS, GUARD, RESTART)
    rules = ("Reach the hospital (H) before a zombie infects you: a zombie next to you infects you when it "
             "steps. Z wanders at random, T tracks you down. Every move (even into the edge), wait and shot is a "
             "step. Walk onto garlic (G) to be immune while it lasts, onto a crossbow (C) to shoot the first "
             "zombie in a line. The guard asks before a move that could be fatal; i shows where each T goes next.")

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        if level is None or level.path is None:
            raise ValueError("End of DayZ needs a map file")
        grid = load_game_map(level.path)
        self.size = grid.get_size()
        self.start_map = grid.serialize()
        self.rng = seeded_random()
        self.model = AdvancedGame(grid, self.rng)
        self.finished = False
        self.aiming = False
        self.shot: Shot | None = None
        self.show_intents = False
        self.guard_on = True
        self.board = BoardView()
        self.panel = InfoPanel("End of DayZ")
        self.inventory = InfoPanel("Inventory")
        self.legend = InfoPanel("Legend")
        self.legend.show(LEGEND)
        self.board.show(board_cells(self.model, {}))
        self.layout = GameLayout(self.board, [self.panel, self.inventory, self.legend], PANEL_WIDTH)
        super().__init__(host, game, level, self.layout)
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------------
    @property
    def min_size(self) -> tuple[int, int]:
        pickups = sum(1 for token in self.start_map.values() if token in PICKUP_ITEMS)
        side_rows = (STATUS_LINES + 2) + (max(1, pickups) + 2) + (len(LEGEND) + 2)
        return self.layout.width, max(self.size + 2, side_rows) + StatusBar.ROWS

    def marks(self) -> dict[Position, Cell]:
        """What is drawn over the map now: intents (when shown), then the aim or the last shot on top."""
        marks = intent_marks(self.model) if self.show_intents else {}
        if self.aiming:
            marks.update(aim_marks(self.model))
        elif self.shot is not None:
            marks.update(shot_marks(self.model, self.shot))
        return marks

    def refresh(self) -> None:
        """Redraw the map and the panels from the model."""
        self.board.show(board_cells(self.model, self.marks()))
        tokens = list(self.model.get_grid().serialize().values())
        zombies = sum(token in ZOMBIES for token in tokens)
        best = self.host.scores.best(self.game.id, self.level_name)
        self.panel.show([
            labelled("Level", self.level_name),
            labelled("Steps", self.model.get_steps()),
            labelled("Best", f"{best['steps']} steps" if best and "steps" in best else "-"),
            labelled("Zombies", f"{zombies} ({tokens.count(TRACKING_ZOMBIE)} tracking)"),
            labelled("Guard (g)", on_off(self.guard_on), "good" if self.guard_on else "bad"),
            labelled("Intents (i)", on_off(self.show_intents)),
        ])
        items = held_items(self.model)
        self.inventory.show([item_line(item) for item in items] or [("blurb", "empty")])

    # -- actions ---------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.model.get_steps() > 0 and not self.finished

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if self.shot is not None:  # the last bolt stays drawn until the next key
            self.shot = None
            self.refresh()
        if self.aiming:
            self.aiming = False
            action = self.keymap.action_for(key)
            if action in DIRECTION_OF_ACTION:
                self.shoot(DIRECTION_OF_ACTION[action])
            else:
                self.host.set_message("Not fired.")
                self.refresh()
            return None
        return super().keypress(size, key)

    def on_action(self, action: str) -> bool:
        if action in DIRECTION_OF_ACTION:
            if not self.finished:
                self.request_move(DIRECTION_OF_ACTION[action])
            return True
        if action == WAIT.action:
            if not self.finished:
                self.request_wait()
            return True
        if action == FIRE.action:
            if not self.finished:
                self.aim()
            return True
        if action == SHOW_INTENTS.action:
            self.show_intents = not self.show_intents
            self.host.set_message(f"Tracking zombies' next steps {'shown' if self.show_intents else 'hidden'}.")
            self.refresh()
            return True
        if action == GUARD.action:
            self.guard_on = not self.guard_on
            self.host.set_message(f"Safety guard {on_off(self.guard_on)}.")
            self.refresh()
            return True
        if action == RESTART.action:
            self.ask_then("Start this map again from the beginning?", self.restart)
            return True
        return False

    def guarded(self, risky: bool, title: str, question: str, turn: Callable[[], None]) -> None:
        """Take the turn, first asking when the guard is on and the turn is risky."""
        if self.guard_on and risky:
            self.host.confirm(title, question, turn)
        else:
            turn()

    def request_move(self, direction: str) -> None:
        """A move key: a step one square that way, through the guard."""
        self.guarded(move_is_risky(self.model, direction), "Risky move", RISKY_MOVE, lambda: self.take_turn(direction))

    def request_wait(self) -> None:
        """The wait key: a step standing still, through the guard."""
        self.guarded(waiting_is_risky(self.model), "Risky wait", RISKY_WAIT, lambda: self.take_turn(None))

    def take_turn(self, direction: str | None) -> None:
        """Move (or stand still, for None), then the step event, and say what happened."""
        grid = self.model.get_grid()
        start = grid.find_player()
        news = "You wait."
        if direction is not None and start is not None:
            offset = self.model.direction_to_offset(direction)
            assert offset is not None
            target = start.add(offset)
            before = grid.get_entity(target)
            self.model.move_player(offset)
            news = self._move_news(before, grid.find_player() == target)
        held = held_items(self.model)
        self.model.step()
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

    def aim(self) -> None:
        """The fire key: without a crossbow, say so (no step); with one, wait for a direction."""
        if not can_fire(self.model):
            self.host.set_message(NO_WEAPON_MESSAGE)
            return
        self.aiming = True
        self.host.set_message(AIM_MESSAGE)
        self.refresh()

    def shoot(self, direction: str) -> None:
        """Fire the crossbow this way, draw the bolt's path, then the step event."""
        squares = tuple(line_of_fire(self.model, direction))
        result = fire(self.model, direction)
        self.shot = Shot(direction, squares, result == "hit")
        news = f"{HIT_MESSAGE} The zombie {DIRECTION_WORDS[direction]} is gone." if result == "hit" \
            else FIRE_MESSAGES[result] or ""
        self.model.step()
        self._after_step(news)

    def _after_step(self, news: str) -> None:
        self.host.set_message(news)
        self.refresh()
        if self.model.has_won():  # a win before a loss, as in the original loop
            self.finished = True
            self._won()
        elif self.model.has_lost():
            self.finished = True
            self._lost()

    def restart(self) -> None:
        """Start the map again (the zombies' random source carries on)."""
        self.model = AdvancedGame(AdvancedMapLoader().build(self.start_map, self.size), self.rng)
        self.finished = False
        self.aiming = False
        self.shot = None
        self.host.set_message("Restarted.")
        self.refresh()

    def _won(self) -> None:
        steps = self.model.get_steps()
        message = message_lines(f"You reached the hospital in {steps} steps.",
                                self.record_best({"steps": steps}, "steps"))
        self.refresh()
        self.end_game(True, message, self.restart)

    def _lost(self) -> None:
        steps = self.model.get_steps()
        self.end_game(False, f"A zombie infected you after {steps} steps.", self.restart)
