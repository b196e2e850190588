"""Classic Sokoban's full-screen face: standard rules on a level of a collection file (Microban and the like).

It drives ClassicSokoban; the game in play is kept as LURD letters plus undo, redo and restart, so saves,
replays and bests work as for every game. Dead squares show faintly (x toggles them); the mouse walks to a
clicked floor cell by a shortest path and pushes a clicked crate next to the player.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from arcade.errors import LevelError
from arcade.games.sokoban.base_screen import (
    DEAD,
    HINT,
    HINT_ARROWS,
    HINT_SHOWN,
    LURD_PASTED,
    MARK_ROWS,
    REPLAY_LURD,
    Hint,
    HintJob,
    NoTip,
    SokobanBaseScreen,
    replayed_words,
    seconds_words,
)
from arcade.games.sokoban.classic import solver as classic_solver
from arcade.games.sokoban.classic.board import ClassicBoard
from arcade.games.sokoban.classic.generator import DEFAULT_DIFFICULTY, generate
from arcade.games.sokoban.classic.model import (
    BLOCKED,
    DIRECTIONS,
    PUSHED,
    ClassicSokoban,
    Mark,
    direction_between,
)
from arcade.games.sokoban.classic.xsb import ClassicLevel, Position, read_collection
from arcade.keys import MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, REDO, RESTART, UNDO, KeyTable, Row
from arcade.levels import TEXT_SETTING, Level
from arcade.records import fewer_than_before
from arcade.registry import Game
from arcade.ui.board_view import BoardView, Cell, GameLayout
from arcade.ui.game import Action, Host, message_lines
from arcade.ui.turns import LEVEL_OVER, UNDO_ACTION
from arcade.ui.widgets import InfoPanel, Markup, StatusBar, labelled

CELL_WIDTH = 2
PANEL_WIDTH = 24
MAX_COLS = 80
UNDO_STEP, REDO_STEP, RESTART_STEP = UNDO_ACTION, "redo", "restart"
"""The game's actions besides the LURD letters of its steps."""
FROZEN_WARNING = "Lost: frozen off their goals: crates {crates}; undo (u)."
CORRAL_WARNING = "Lost: no push can ever get past crates {crates}; undo (u)."
"""What a push that loses the level says beyond a dead square (the solver's deadlocks), naming the crates (drawn
in the bad colour too) in short places, so four fit the status line at 80 columns."""
FEWEST_PUSHES = "Fewest pushes yet."
"""The end dialog's line for a win with fewer pushes than any before (the best by pushes is kept apart)."""

CLASSIC_UNDO = replace(UNDO, help="Undo the last move, or a restart (as many times as you like)")
CLASSIC_RESTART = replace(RESTART, help="Back to the start (undo takes it back)")


WALL_CELL: Cell = ("wall", "▒" * CELL_WIDTH)
FLOOR_CELL: Cell = ("floor", "  ")
DEAD_CELL: Cell = ("unexposed", " ·")
GOAL_CELL: Cell = ("goal", "()")
CRATE_CELL: Cell = ("crate", "[]")
CRATE_ON_GOAL_CELL: Cell = ("goal filled", "{}")
PLAYER_CELL: Cell = ("player", "@ ")
PLAYER_ON_GOAL_CELL: Cell = ("player", "@)")
OUTSIDE_CELL: Cell = (None, "  ")

@dataclass(frozen=True)
class Glyphs:
    """How a level's cells are drawn at one width: two columns a cell, or one (the standard XSB letters) for a level
    too wide for two beside the panel."""

    width: int
    wall: Cell
    floor: Cell
    dead: Cell
    goal: Cell
    crate: Cell
    crate_on_goal: Cell
    player: Cell
    player_on_goal: Cell
    outside: Cell

    def legend(self) -> list[Markup]:
        """The legend of these cells, each drawn as the board draws it."""
        return [
            [self.player, " you  ", self.player_on_goal, " on goal"],
            [self.crate, " crate ", self.goal, " goal"],
            [self.crate_on_goal, " crate on a goal"],
            [self.dead, " dead square"],
        ]


WIDE = Glyphs(CELL_WIDTH, WALL_CELL, FLOOR_CELL, DEAD_CELL, GOAL_CELL, CRATE_CELL, CRATE_ON_GOAL_CELL, PLAYER_CELL,
              PLAYER_ON_GOAL_CELL, OUTSIDE_CELL)
NARROW = Glyphs(1, ("wall", "▒"), ("floor", " "), ("unexposed", "·"), ("goal", "."), ("crate", "$"),
                ("goal filled", "*"), ("player", "@"), ("player", "+"), (None, " "))
"""One column a cell: Microban 154 and 155 (30 cells wide) at 80 columns."""


def places_words(positions: list[Position]) -> str:
    """'r3 c4' (row 3, column 4), or several in order: 'r3 c4, r3 c5 and r4 c5'."""
    places = [f"r{row + 1} c{col + 1}" for row, col in sorted(positions)]
    return places[0] if len(places) == 1 else f"{', '.join(places[:-1])} and {places[-1]}"


def deadlock_after_push(board: ClassicBoard, player: Position, crates: frozenset[Position],
                        pushed: Position) -> tuple[str, list[Position]] | None:
    """Whether the push that left a crate on `pushed` lost the level beyond a dead square, and the crates that say
    so: crates frozen together with one off its goal (the pushed one among them), or the barrier of a corral no
    push can ever enter (the solver's two deadlocks); None while the position may still be solved by them."""
    bits = sum(1 << board.number(crate) for crate in crates)
    frozen = board.frozen_off_goal(board.number(pushed), bits)
    if frozen:
        return FROZEN_WARNING, [divmod(cell, board.stride) for cell in frozen]
    barrier = board.dead_corral(bits, board.reach(board.number(player), bits))
    if barrier:
        cells = [cell for cell in range(barrier.bit_length()) if barrier >> cell & 1]
        return CORRAL_WARNING, [divmod(cell, board.stride) for cell in cells]
    return None


def load_classic(level: Level) -> ClassicLevel:
    """The ClassicLevel a collection level stands for (its file, its index), a level the player pasted (its text), or
    a generated level (its seed and difficulty; LevelError for a difficulty the generator does not have)."""
    text = level.settings.get(TEXT_SETTING)
    if isinstance(text, str):
        return read_collection(text, level.name)[0]
    if level.seed is not None:
        try:
            return generate(level.seed, str(level.settings.get("difficulty", DEFAULT_DIFFICULTY))).level
        except ValueError as error:
            raise LevelError(level.name, str(error)) from None
    if level.path is None:
        raise ValueError("a classic level needs its collection file")
    levels = read_collection(level.path.read_text(encoding="utf-8"), level.path.name)
    return levels[int(level.settings.get("index", 0))]


class ClassicSokobanScreen(SokobanBaseScreen[Mark]):
    """One level of classic Sokoban (standard rules, moves and pushes counted): its tips from SokobanBaseScreen, its
    moves, undo, end and Best line from the shared TurnScreen; its restart is a step undo takes back."""

    keys = KeyTable(
        Row(MOVE_UP, "take_turn", "u"),
        Row(MOVE_DOWN, "take_turn", "d"),
        Row(MOVE_LEFT, "take_turn", "l"),
        Row(MOVE_RIGHT, "take_turn", "r"),
        Row(HINT, "ask_hint"),
        Row(CLASSIC_UNDO, "undo_key"),
        Row(REDO, "redo_key"),
        Row(CLASSIC_RESTART, "restart_key"),
        Row(DEAD, "toggle_dead"),
        Row(REPLAY_LURD, "lurd_key"),
        *MARK_ROWS,
    )
    rules = ("Push every crate onto a goal (). One crate at a time, never pulled; a crate on a goal can be pushed "
             "on. Click a floor cell to walk there, a crate beside you to push it. Undo, redo and restart freely.")

    model: ClassicSokoban

    @property
    def title(self) -> str:
        return "Sokoban (classic rules)"

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        if level is None or level.is_collection:  # the shell opens a collection on its first unsolved level
            raise ValueError("Classic Sokoban needs one level")
        self.classic = load_classic(level)
        self.model = ClassicSokoban(self.classic)
        self.finished = False
        self.init_hints()
        self.show_dead = True
        self.forget_marks()
        self.lost_crates: tuple[Position, ...] = ()
        """The crates the last push froze or closed in for good (drawn in the bad colour until the next move)."""
        self._solver_board: ClassicBoard | None = None
        self.chosen_crate: Position | None = None
        """A crate clicked from afar: the next click on a cell pushes it there."""
        self.glyphs = WIDE
        """The cells' drawing: two columns a cell, or one when the level is too wide for two (fit_cells)."""
        self.board = BoardView(CELL_WIDTH, on_click=self.on_click)
        self.panel = InfoPanel("Sokoban")
        self.legend = InfoPanel("Legend")
        self.legend.show(self.glyphs.legend())
        self.board.show(self.cells(), follow=self.follow())
        self.layout = GameLayout(self.board, [self.panel, self.legend], PANEL_WIDTH, on_room=self.fit_cells)
        super().__init__(host, game, level, self.layout)
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------------
    def follow(self) -> tuple[int, int]:
        return self.model.player

    def cell_for(self, position: Position) -> Cell:
        model, level, glyphs = self.model, self.classic, self.glyphs
        on_goal = position in level.goals
        hint = self.hint
        crate = glyphs.crate_on_goal if on_goal else glyphs.crate
        if position == self.chosen_crate:
            return "cursor", crate[1]
        if position == self.stuck or position in self.lost_crates:
            return "bad", crate[1]
        if hint is not None and position == hint.crate:
            return "path", crate[1]
        if hint is not None and position == hint.destination:
            return "path", HINT_ARROWS[hint.direction].ljust(glyphs.width)
        if position == model.player:
            return glyphs.player_on_goal if on_goal else glyphs.player
        if position in model.crates:
            return crate
        if position in level.walls:
            return glyphs.wall
        if on_goal:
            return glyphs.goal
        if position in level.inside:
            return glyphs.dead if self.show_dead and position in model.dead_squares else glyphs.floor
        return glyphs.outside

    def cells(self) -> list[list[Cell]]:
        return [[self.cell_for((row, col)) for col in range(self.classic.width)] for row in range(self.classic.height)]

    def fit_cells(self, cols: int, rows: int) -> None:
        """The board's room is known (GameLayout.on_room): a level wider than the room at two columns a cell is
        drawn one column a cell, with its legend; wider still, the board scrolls with the player and the panel says
        where cells are hidden."""
        glyphs = WIDE if self.classic.width * WIDE.width <= cols else NARROW
        if glyphs is not self.glyphs:
            self.glyphs = glyphs
            self.board.cell_width = glyphs.width
            self.legend.show(glyphs.legend())
            self.board.show(self.cells(), follow=self.follow())
            self.layout.fit_board()
        if self.board.fit(cols, rows):
            self.layout.fit_board()
        self.show_panel()

    @property
    def min_size(self) -> tuple[int, int]:
        panel_rows = 9 + len(WIDE.legend()) + 2
        cols = self.classic.width * NARROW.width + GameLayout.GAP + PANEL_WIDTH  # drawn narrow when it must
        return min(cols, MAX_COLS), max(self.classic.height, panel_rows) + StatusBar.ROWS

    def refresh(self) -> None:
        self.board.show(self.cells(), follow=self.follow())
        self.layout.fit_board()
        self.show_panel()

    def show_panel(self) -> None:
        """The panel's figures, and the sides where a board larger than its room hides cells."""
        model = self.model
        on_goals, crates = model.crates_on_goals(), len(model.crates)
        hidden = self.board.hidden_sides()
        self.panel.show([
            labelled("Level", self.level_title),
            labelled("More", hidden, "bad") if hidden else "",
            labelled("Moves", model.moves),
            labelled("Pushes", model.pushes),
            labelled("On goals", f"{on_goals}/{crates}", "good" if on_goals == crates else "panel value"),
            labelled("Best", self.best_words()),
            labelled("Fewest pushes", self.fewest_pushes_words()),
        ])

    # -- actions ---------------------------------------------------------------------------------
    def redo_key(self) -> None:
        if self.finished:
            self.host.set_message(LEVEL_OVER)
        else:
            self.take(REDO_STEP)

    def restart_key(self) -> None:
        """Back to the start, undoably (nothing is thrown away, so nothing is asked); once solved, a fresh play."""
        if self.finished:
            self.restart()
        else:
            self.take(RESTART_STEP)

    def on_click(self, button: int, row: int, col: int) -> None:
        """Left click: walk to a floor cell by a shortest path, push a crate next to the player, or choose a crate
        further away and then the cell it should be pushed to."""
        if button != 1 or self.finished or self.hint_future is not None:
            return
        self.forget_hint()
        model, target = self.model, (row, col)
        chosen, self.chosen_crate = self.chosen_crate, None
        if target in model.crates:
            letter = direction_between(model.player, target)
            if letter is not None:
                self.take(letter)
            elif target != chosen:
                self.chosen_crate = target
                self.refresh()
                self.host.set_message("Crate chosen: click the cell it should go to.")
            else:
                self.refresh()
            return
        if target not in self.classic.inside:
            return
        if chosen is not None:
            steps = model.push_path(chosen, target)
            if steps is None:
                self.refresh()
                self.host.set_message("That crate cannot be pushed there from here.")
            else:
                for letter in steps:
                    self.take(letter)
            return
        path = model.path_to(target)
        if path is None:
            self.host.set_message("You cannot walk there without pushing.")
            return
        for letter in path:
            self.take(letter)

    # -- the game in play as data: LURD letters and undo/redo/restart (TurnScreen: undo, the end) -------------
    def perform_turn(self, action: Action) -> None:
        if self.perform_mark(action):
            return
        if isinstance(action, str) and action.lower() in DIRECTIONS and len(action) == 1:
            self.step(action.lower())
        elif action in (HINT_SHOWN, LURD_PASTED):
            self.use_help()
        elif action == REDO_STEP:
            self.redo()
        elif action == RESTART_STEP:
            self.restart_undoably()
        else:
            raise ValueError(f"not a classic Sokoban action: {action!r}")

    # -- marks (the keys, words and dialog are SokobanBaseScreen's) ---------------------------------------------
    def take_mark(self) -> Mark:
        return self.model.mark()

    def mark_words(self) -> str:
        """The panel's moves and pushes: '2 moves, 0 pushes'."""
        return self.progress()

    def restore_mark(self, mark: Mark) -> None:
        self.model.go_back(mark)
        self.lost_crates = ()

    def moves_made(self) -> int:
        return self.model.moves

    def has_won(self) -> bool:
        return self.model.is_solved()

    def can_step_back(self) -> bool:
        """A step or an undoable restart to take back."""
        return self.model.can_undo()

    def step_back(self) -> None:
        self.model.undo()
        self.lost_crates = ()

    def solver_board(self) -> ClassicBoard:
        """The level as the solver sees it (its cells, goals and dead squares), made at the first push."""
        if self._solver_board is None:
            self._solver_board = ClassicBoard(self.classic)
        return self._solver_board

    def start_over(self) -> None:
        """A fresh game of this level (a new play in the records, TurnScreen.restart)."""
        self.model = ClassicSokoban(self.classic)
        self.forget_marks()
        self.hint = None
        self.lost_crates = ()
        self.chosen_crate = None
        self.kept_win = None

    def end_figures(self) -> dict[str, object]:
        """A win is kept with its moves (the best) and its pushes (the best by pushes, kept apart)."""
        return {"moves": self.model.moves, "pushes": self.model.pushes}

    def won_message(self) -> str:
        return f"Solved in {' and '.join(self.counts())}."

    def win_lines(self, kept: str) -> str:
        """The records' line, then 'Fewest pushes yet.' when records.py finds this win has fewer pushes than any
        unhelped win before it, then where the solution was written."""
        row = self.kept_win
        fewer = row is not None and not self.replaying and not self.watching and \
            fewer_than_before(self.host.store.plays(self.game.id), row, "pushes")
        return message_lines(kept, FEWEST_PUSHES if fewer else "", self.win_note())

    def win_note(self) -> str:
        """A win writes its moves in LURD to the solutions folder; the end dialog says where."""
        return self.save_solution(self.model.lurd)

    def counts(self) -> tuple[str, str]:
        """The play's moves and pushes with their words ('1 move', '3 pushes'), as the progress, the marks and the
        win say them."""
        pushes = self.model.pushes
        return self.game.figure(self.model.moves), f"{pushes} push{'' if pushes == 1 else 'es'}"

    def progress(self) -> str:
        return ", ".join(self.counts())

    def step(self, letter: str) -> None:
        model = self.model
        result = model.move(letter)
        if result == BLOCKED:
            self.host.set_message("Blocked.")
            return
        message = ""
        self.lost_crates = ()
        if result == PUSHED:
            d_row, d_col = DIRECTIONS[letter]
            crate = (model.player[0] + d_row, model.player[1] + d_col)
            lost = deadlock_after_push(self.solver_board(), model.player, frozenset(model.crates), crate)
            if crate in model.dead_squares:
                message = "That crate is stuck on a dead square: undo (u)."
            elif lost is not None:
                words, crates = lost
                self.lost_crates = tuple(crates)
                message = words.format(crates=places_words(crates))
            elif crate in self.classic.goals:
                message = f"Crate on goal! {model.crates_on_goals()}/{len(model.crates)}."
        self.host.set_message(message)
        self.refresh()
        self.check_end()

    def fewest_pushes(self) -> dict[str, object] | None:
        """The figures of the level's unhelped win with the fewest pushes (records.py), read once per best read."""
        self.level_best()
        if getattr(self, "_pushes_for", None) is not self._best:
            self._pushes_for = self._best
            record = self.host.store.records(self.game.id).level(self.records_under)
            self._fewest_pushes = record.also_best.get("pushes")
        return self._fewest_pushes

    def fewest_pushes_words(self) -> str:
        """The panel's Fewest pushes: '7' (the Records and the lists say in how many moves), or '-'."""
        best = self.fewest_pushes()
        return str(best["pushes"]) if best is not None and isinstance(best.get("pushes"), int) else "-"

    def redo(self) -> None:
        if not self.model.redo():
            self.host.set_message("Nothing to redo.")
            return
        self.host.set_message("Redone.")
        self.refresh()
        self.check_end()

    def restart_undoably(self) -> None:
        if not self.model.restart():
            self.host.set_message("Already at the start.")
            return
        self.host.set_message("Restarted: undo (u) takes it back.")
        self.refresh()

    def at_start(self) -> bool:
        return self.model.player == self.classic.player and self.model.crates == set(self.classic.crates)

    def pushes_made(self) -> int:
        return self.model.pushes

    def hint_job(self, seconds: float) -> HintJob:
        """The push search from the position in play (a snapshot of it: the job never reads the model): a stuck
        crate is lost at once; a search that tried every position is lost; one that ran out of time is not."""
        level = replace(self.classic, player=self.model.player, crates=frozenset(self.model.crates))

        def job(should_stop: Callable[[], bool]) -> Hint | NoTip:
            stuck = classic_solver.stuck_crate(level)
            if stuck is not None:
                return NoTip(lost=True, stuck=stuck)
            result = classic_solver.search(level, classic_solver.SearchLimit(seconds=seconds),
                                           should_stop=should_stop)
            lurd = result.solution
            push = next((index for index, letter in enumerate(lurd or "") if letter.isupper()), None)
            if lurd is None or push is None:
                return NoTip(lost=result.exhausted, within=seconds_words(seconds))
            walk, letter = lurd[:push], lurd[push].lower()
            row, col = level.player
            for step in walk:
                d_row, d_col = DIRECTIONS[step]
                row, col = row + d_row, col + d_col
            d_row, d_col = DIRECTIONS[letter]
            return Hint(tuple(lurd[:push + 1]), (row + d_row, col + d_col), letter, walk)
        return job

    # -- LURD in and out (the dialog and the file are SokobanBaseScreen's) -----------------------------
    def lurd_actions(self, letters: str) -> list[Action]:
        """The steps themselves are the actions; ClassicSokoban.replay names the first that cannot be made."""
        ClassicSokoban(self.classic).replay(letters)
        return list(letters)

    def play_from_start(self, actions: list[Action]) -> None:
        """An undoable restart (a fresh game once solved), then the pasted moves as actions."""
        if self.finished:
            self.restart()
        elif self.model.moves:
            self.take(RESTART_STEP)
        self.take(LURD_PASTED)
        for action in actions:
            self.take(action)
        if not self.finished:
            self.host.set_message(replayed_words(len(actions)))
