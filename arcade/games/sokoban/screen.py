"""Fancy Sokoban's full-screen face: the board in colour, a side panel, undo, restart and end dialogs.

It drives the same SokobanModel as the plain adapter; only what the model exposes is shown.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from arcade.games.sokoban import solver
from arcade.games.sokoban.base_screen import (
    DEAD,
    HINT,
    HINT_ARROWS,
    HINT_SHOWN,
    LURD_PASTED,
    MARK_ROWS,
    REPLAY_LURD,
    STUCK_WARNING,
    TIP_SECONDS,
    Hint,
    HintJob,
    NoTip,
    SokobanBaseScreen,
    replayed_words,
    seconds_words,
)
from arcade.games.sokoban.fancy_lurd import LETTER_OF_KEY, keys_to_lurd, lurd_to_keys
from arcade.games.sokoban.model import (
    DIRECTION_DELTAS,
    DOWN,
    FANCY_POTION,
    LEFT,
    MOVE_POTION,
    RIGHT,
    STRENGTH_POTION,
    UP,
    Crate,
    Goal,
    SokobanModel,
    Wall,
)
from arcade.games.sokoban.plain import UNDO as UNDO_KEY
from arcade.keys import MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, REDO, KeyTable, Row
from arcade.levels import Level
from arcade.registry import Game
from arcade.ui.board_view import BoardView, Cell, GameLayout
from arcade.ui.game import Action, Host
from arcade.ui.palette import PaletteEntry
from arcade.ui.turns import LEVEL_OVER, RESTART_ROW, UNDO_ROW
from arcade.ui.widgets import InfoPanel, Markup, StatusBar, labelled

CELL_WIDTH = 3
PANEL_WIDTH = 34
LOW_MOVES = 3
"""At or below this many moves left, the count turns red."""

POTION_ATTRS = {STRENGTH_POTION: "potion strength", MOVE_POTION: "potion move", FANCY_POTION: "potion fancy"}
POTION_PALETTE: tuple[PaletteEntry, ...] = (
    ("potion strength", "light magenta,bold", "default", "bold", "#f5f,bold", "default"),
    ("potion move", "light blue,bold", "default", "bold", "#59f,bold", "default"),
    ("potion fancy", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
)
"""Fancy Sokoban's own colours (the potions), beside the shared palette's (registered by the shell)."""

WALL_CELL: Cell = ("wall", "▒" * CELL_WIDTH)
FLOOR_CELL: Cell = ("floor", " " * CELL_WIDTH)
DEAD_CELL: Cell = ("unexposed", " · ")
PLAYER_CELL: Cell = ("player", " P ")


def cell_for(model: SokobanModel, row: int, col: int) -> Cell:
    """The coloured cell at (row, col): player over entity over tile, as the original view draws it."""
    if (row, col) == model.get_player_position():
        return PLAYER_CELL
    entity = model.get_entities().get((row, col))
    if isinstance(entity, Crate):
        return ("crate", f"[{entity}]")
    if entity is not None:
        return (POTION_ATTRS.get(entity.get_type(), "panel value"), f" {entity} ")
    tile = model.get_maze()[row][col]
    if isinstance(tile, Wall):
        return WALL_CELL
    if isinstance(tile, Goal):
        return ("goal filled", "[X]") if tile.is_filled() else ("goal", " G ")
    return FLOOR_CELL


def board_cells(model: SokobanModel) -> list[list[Cell]]:
    """Every row of the board as coloured cells."""
    return [[cell_for(model, row, col) for col in range(len(line))] for row, line in enumerate(model.get_maze())]


def goal_counts(model: SokobanModel) -> tuple[int, int]:
    """(filled goals, all goals)."""
    return model.count_filled_goals(), len(model.get_goal_positions())


LEGEND: list[Markup] = [
    [PLAYER_CELL, " you"],
    [("crate", "[3]"), " crate: needs strength 3"],
    [("goal", " G "), " goal   ", ("goal filled", "[X]"), " filled"],
    [("potion strength", " S "), " +2 strength"],
    [("potion move", " M "), " +5 moves"],
    [("potion fancy", " F "), " +2 strength, +2 moves"],
    [DEAD_CELL, " dead square"],
]


UNDO_ACTION = UNDO_KEY
"""The undo action, as the plain game reads it."""
REPLAY_TITLE = "Replay LURD?"
REPLAY_QUESTION = "Play the typed moves from the level's start? This play ({made} so far) is thrown away."
"""Asked before typed LURD replaces a play in progress (a Fancy restart cannot be undone)."""


def fancy_maze_now(model: SokobanModel) -> list[list[str]]:
    """The maze as the Fancy solver reads it, for the position in play (the player goes in separately)."""
    rows = []
    entities = model.get_entities()
    for row, line in enumerate(model.get_maze()):
        chars = []
        for col, tile in enumerate(line):
            entity = entities.get((row, col))
            if isinstance(tile, Wall):
                chars.append(solver.WALL)
            elif entity is not None:
                chars.append(str(entity))  # a crate's strength digit or a potion's letter
            elif isinstance(tile, Goal):
                chars.append(solver.FILLED_GOAL if tile.is_filled() else solver.GOAL)
            else:
                chars.append(solver.FLOOR)
        rows.append(chars)
    return rows


@dataclass(frozen=True)
class FancyMark:
    """A marked Fancy position with its undo and redo history: a copy of the game (its undo history inside) and the
    screen's moves made and undone then. Never played on: going back plays on a copy of it."""

    model: SokobanModel
    made: tuple[str, ...]
    undone: tuple[str, ...]


class SokobanScreen(SokobanBaseScreen[FancyMark]):
    """One level of Fancy Sokoban: its tips from SokobanBaseScreen, its moves, undo, restart, end and Best line from
    the shared TurnScreen."""

    keys = KeyTable(
        Row(MOVE_UP, "take_turn", UP),
        Row(MOVE_DOWN, "take_turn", DOWN),
        Row(MOVE_LEFT, "take_turn", LEFT),
        Row(MOVE_RIGHT, "take_turn", RIGHT),
        Row(HINT, "ask_hint"),
        UNDO_ROW,
        Row(REDO, "redo_key"),
        RESTART_ROW,
        Row(DEAD, "toggle_dead"),
        Row(REPLAY_LURD, "lurd_key"),
        *MARK_ROWS,
    )
    rules = ("Push every crate onto a goal (G) before your moves run out. A crate marked [n] needs "
             "strength n to push; potions add strength or moves. Undo and redo as often as you like; a crate on "
             "a dead square (·) can never reach a goal.")
    palette = POTION_PALETTE

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        if level is None or level.path is None:
            raise ValueError("Fancy Sokoban needs a maze file")
        self.model = SokobanModel(level.path)
        self.finished = False
        self.init_hints()
        self.forget_marks()
        self.made: list[str] = []
        """The move keys of the moves made and not undone (the model's history, as keys)."""
        self.undone: list[str] = []
        """Moves undone, latest last: redo makes them again; any other move forgets them."""
        self.redoing = False
        self.board = BoardView()
        self.panel = InfoPanel("Fancy Sokoban")
        self.legend = InfoPanel("Legend")
        self.legend.show(LEGEND)
        self.board.show(board_cells(self.model))
        self.layout = GameLayout(self.board, [self.panel, self.legend], PANEL_WIDTH)
        super().__init__(host, game, level, self.layout)
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------------
    @property
    def min_size(self) -> tuple[int, int]:
        rows, _cols = self.model.get_size()
        panel_rows = 9 + len(LEGEND) + 2
        return self.layout.width, max(rows, panel_rows) + StatusBar.ROWS

    def refresh(self) -> None:
        """Redraw the board and the panel from the model."""
        cells = board_cells(self.model)
        if self.hint is not None:
            (row, col), (to_row, to_col) = self.hint.crate, self.hint.destination
            cells[row][col] = ("path", cells[row][col][1])
            cells[to_row][to_col] = ("path", f" {HINT_ARROWS[self.hint.direction]} ")
        if self.stuck is not None:
            row, col = self.stuck
            cells[row][col] = ("bad", cells[row][col][1])
        if self.show_dead:
            for row, col in solver.dead_cells(fancy_maze_now(self.model), self.model.get_player_position()):
                if cells[row][col] == FLOOR_CELL:
                    cells[row][col] = DEAD_CELL
        self.board.show(cells)
        moves_left = self.model.get_player_moves_remaining()
        filled, goals = goal_counts(self.model)
        self.panel.show([
            labelled("Level", self.level_title),
            "",
            labelled("Moves left", moves_left, "bad" if moves_left <= LOW_MOVES else "panel value"),
            labelled("Strength", self.model.get_player_strength()),
            labelled("Goals filled", f"{filled}/{goals}", "good" if filled == goals else "panel value"),
            labelled("Moves made", self.model.get_moves_made()),
            self.best_line(),
        ])

    # -- actions: the original's own move letters (w a s d, u to undo), as its plain mode reads them ---------------
    undo_action = UNDO_ACTION

    def perform_turn(self, action: Action) -> None:
        if self.perform_mark(action):
            return
        if action in DIRECTION_DELTAS:
            self.move(str(action))
        elif action in (HINT_SHOWN, LURD_PASTED):
            self.use_help()
        else:
            raise ValueError(f"not a Fancy Sokoban action: {action!r}")

    def moves_made(self) -> int:
        return self.model.get_moves_made()

    def has_won(self) -> bool:
        return self.model.has_won()

    def has_lost(self) -> bool:
        return self.model.has_lost()

    def can_step_back(self) -> bool:
        return self.model.can_undo()

    def step_back(self) -> None:
        self.model.undo()
        if self.made:
            self.undone.append(self.made.pop())

    def start_over(self) -> None:
        self.model.restart()
        self.made.clear()
        self.undone.clear()
        self.forget_marks()

    # -- marks (the keys, words and dialog are SokobanBaseScreen's) ---------------------------------------------
    def take_mark(self) -> FancyMark:
        return FancyMark(self.model.copy(), tuple(self.made), tuple(self.undone))

    def mark_words(self) -> str:
        """The panel's figures that tell positions apart: '14 moves made, 6 left, strength 3' (potions make the
        same moves made reach other strengths and moves left)."""
        model = self.model
        return f"{self.game.figure(model.get_moves_made())} made, {model.get_player_moves_remaining()} left, " \
               f"strength {model.get_player_strength()}"

    def restore_mark(self, mark: FancyMark) -> None:
        self.model = mark.model.copy()
        self.made = list(mark.made)
        self.undone = list(mark.undone)

    def redo_key(self) -> None:
        """The redo key: the last move undone made again, taken as that move (so a save and the plain export
        replay it as one)."""
        if self.finished:
            self.host.set_message(LEVEL_OVER)
        elif not self.undone:
            self.host.set_message("Nothing to redo.")
        else:
            self.redoing = True
            try:
                self.take(self.undone.pop())
            finally:
                self.redoing = False

    def move(self, direction: str) -> None:
        """Try one move and report what happened."""
        before_strength = self.model.get_player_strength()
        before_moves = self.model.get_player_moves_remaining()
        before_filled, _ = goal_counts(self.model)
        d_row, d_col = DIRECTION_DELTAS[direction]
        row, col = self.model.get_player_position()
        pushes = isinstance(self.model.get_entities().get((row + d_row, col + d_col)), Crate)
        stuck_before = self.stuck_crate() if pushes else None
        if not self.model.attempt_move(direction):
            self.host.set_message(self._blocked_reason(direction))
            return
        self.made.append(direction)
        if not self.redoing:
            self.undone.clear()
        news = self._move_news(before_strength, before_moves, before_filled)
        stuck = self.stuck_crate() if pushes and stuck_before is None else None
        if stuck is not None:
            news = STUCK_WARNING.format(row=stuck[0] + 1, col=stuck[1] + 1)
        self.host.set_message(news)
        self.refresh()
        self.check_end()

    def stuck_crate(self) -> tuple[int, int] | None:
        """A crate of the position in play that can never reach a goal (solver.stuck_crate), or None."""
        model = self.model
        return solver.stuck_crate(fancy_maze_now(model), model.get_player_strength(), model.get_player_position())

    def _blocked_reason(self, direction: str) -> str:
        """Why a move failed, in words (the original just said 'Invalid move')."""
        row, col = self.model.get_player_position()
        d_row, d_col = DIRECTION_DELTAS[direction]
        crate = self.model.get_entities().get((row + d_row, col + d_col))
        if isinstance(crate, Crate) and crate.get_strength() > self.model.get_player_strength():
            return f"Too heavy: that crate needs strength {crate.get_strength()}."
        if isinstance(crate, Crate):
            return "The crate is blocked."
        return "Blocked."

    def _move_news(self, strength: int, moves: int, filled: int) -> str:
        now_filled, goals = goal_counts(self.model)
        if now_filled > filled:
            return f"Crate on goal! {now_filled}/{goals} filled."
        gained_strength = self.model.get_player_strength() - strength
        gained_moves = self.model.get_player_moves_remaining() - moves + 1
        if gained_strength or gained_moves:
            parts = [f"+{gained_strength} strength"] if gained_strength else []
            parts += [f"+{gained_moves} moves"] if gained_moves else []
            return "Potion: " + ", ".join(parts) + "."
        return ""

    # -- LURD in and out (the dialog and the file are SokobanBaseScreen's; fancy_lurd.py the notation) ---------
    def win_note(self) -> str:
        """A win writes its moves in LURD to the solutions folder; the end dialog says where."""
        return self.save_solution(keys_to_lurd(self.model_at_start(), self.made))

    def model_at_start(self) -> SokobanModel:
        """A game of this level at its start (the game in play is not touched)."""
        start = self.model.copy()
        start.restart()
        return start

    def lurd_actions(self, letters: str) -> list[Action]:
        """The move keys (w a s d) the letters make from the level's start; ValueError naming the first step that
        cannot be made (blocked, a walk letter for a push or the other way round, or after the level is over)."""
        return list(lurd_to_keys(self.model_at_start(), letters))

    def play_from_start(self, actions: list[Action]) -> None:
        """A Fancy restart is a new play (it cannot be undone), so with moves in progress it asks first (No
        focused); then the pasted moves as actions: undo, saves and the plain export treat them as typed."""
        def play() -> None:
            if self.actions:
                self.restart()
            self.take(LURD_PASTED)
            for action in actions:
                self.take(action)
            if not self.finished:
                self.host.set_message(replayed_words(len(actions)))
        self.ask_then(REPLAY_QUESTION.format(made=self.progress()), play, title=REPLAY_TITLE)

    # -- the tip: the Fancy solver from the position in play --------------------------------------
    def at_start(self) -> bool:
        return not self.model.can_undo()

    def pushes_made(self) -> int:
        return sum(letter.isupper() for letter in keys_to_lurd(self.model_at_start(), self.made))

    def hint_job(self, seconds: float) -> HintJob:
        """The search for the next push from the position in play (a snapshot: the job never reads the model): a
        stuck crate is lost at once; a search that tried every position is lost; one that ran out of time or of
        room is not."""
        model = self.model
        maze, player = fancy_maze_now(model), model.get_player_position()
        strength, moves = model.get_player_strength(), model.get_player_moves_remaining()
        crates = {position for position, entity in model.get_entities().items() if isinstance(entity, Crate)}

        def job(should_stop: Callable[[], bool]) -> Hint | NoTip:
            stuck = solver.stuck_crate(maze, strength, player)
            if stuck is not None:
                return NoTip(lost=True, stuck=stuck)
            deadline = time.monotonic() + seconds

            def out_of_time() -> bool:
                return should_stop() or time.monotonic() > deadline
            room = int(solver.DEFAULT_MAX_STATES * max(1.0, seconds / TIP_SECONDS))
            keys, _expanded, exhausted = solver.search(maze, strength, moves, room, player, out_of_time)
            if keys is None:
                if exhausted:
                    return NoTip(lost=True)
                ran_out = time.monotonic() > deadline
                return NoTip(lost=False, within=seconds_words(seconds) if ran_out else
                             f"{room:,} positions")
            here, walk = player, ""
            for number, key in enumerate(keys or ""):
                d_row, d_col = DIRECTION_DELTAS[key]
                target = (here[0] + d_row, here[1] + d_col)
                if target in crates:
                    return Hint(tuple(keys[:number + 1]), target, LETTER_OF_KEY[key], walk)
                walk += LETTER_OF_KEY[key]
                here = target
            return NoTip(lost=False, within=seconds_words(seconds))  # a win with no push: never from a real maze
        return job
