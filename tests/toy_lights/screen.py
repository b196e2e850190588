"""Lights Out's full-screen face: a TurnScreen (arcade/ui/turns.py) that says only what is Lights Out's own."""

from __future__ import annotations

from arcade.keys import MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, Binding, KeyTable, Row
from arcade.levels import Level
from arcade.registry import Game
from arcade.ui.board_view import BoardView, Cell, GameLayout
from arcade.ui.game import Action, Host
from arcade.ui.turns import RESTART_ROW, UNDO_ROW, TurnScreen
from arcade.ui.widgets import InfoPanel, StatusBar, labelled
from tests.toy_lights.model import BOARD_SETTING, SIZE, LightsOut, parse_board, read_board

PRESS = Binding("press", ("enter", " "), "press", "Press the light under the cursor: it and its neighbours switch")
"""The game's own key, declared here: arcade/keys.py does not change for a new game."""
LIGHT_ON: Cell = ("light on", " ● ")
LIGHT_OFF: Cell = ("light off", " · ")


class LightsScreen(TurnScreen):
    """One Lights Out board; the cursor is not play (only presses are actions), so a resumed game puts it home."""

    keys = KeyTable(
        Row(PRESS, "press_here"),
        Row(MOVE_UP, "move_cursor", -1, 0),
        Row(MOVE_DOWN, "move_cursor", 1, 0),
        Row(MOVE_LEFT, "move_cursor", 0, -1),
        Row(MOVE_RIGHT, "move_cursor", 0, 1),
        UNDO_ROW,
        RESTART_ROW,
    )
    """The keys and their handlers, declared here: the press is the game's own binding, the rest shared ones."""
    rules = "Switch every light off. Pressing a light switches it and its four neighbours."
    palette = (
        ("light on", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
        ("light off", "dark gray", "default", "default", "g35", "default"),
    )

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        board_setting = level.settings.get(BOARD_SETTING) if level is not None else None
        if level is not None and level.path is not None:
            board = read_board(level.path)
        elif level is not None and isinstance(board_setting, str):
            board = parse_board(board_setting, level.name)  # a daily's board, made from the day's seed
        else:
            raise ValueError("Lights Out needs a board file or a board setting")
        limit = level.settings.get("presses")
        self.model = LightsOut(board, limit if isinstance(limit, int) else None)
        self.cursor = (0, 0)
        self.board = BoardView(cell_width=3)
        self.panel = InfoPanel("Lights Out")
        self.layout = GameLayout(self.board, [self.panel], 24)
        super().__init__(host, game, level, self.layout)
        self.refresh()

    @property
    def min_size(self) -> tuple[int, int]:
        return self.layout.width, 8 + StatusBar.ROWS

    def refresh(self) -> None:
        rows = [[LIGHT_ON if light else LIGHT_OFF for light in row] for row in self.model.lights]
        row, col = self.cursor
        rows[row][col] = ("cursor", rows[row][col][1])
        self.board.show(rows)
        self.layout.fit_board()
        limit = self.model.limit
        self.panel.show([labelled("Level", self.level_title),
                         labelled("Presses", len(self.model.presses) if limit is None
                                  else f"{len(self.model.presses)}/{limit}"),
                         self.best_line()])

    def move_cursor(self, d_row: int, d_col: int) -> None:
        """Move the cursor (not a move of play: nothing is saved), stopping at the edges."""
        self.cursor = (min(SIZE - 1, max(0, self.cursor[0] + d_row)), min(SIZE - 1, max(0, self.cursor[1] + d_col)))
        self.refresh()

    def press_here(self) -> None:
        """Press the light under the cursor: a turn."""
        self.take_turn(list(self.cursor))

    def perform_turn(self, action: Action) -> None:
        if not (isinstance(action, list) and len(action) == 2 and all(isinstance(n, int) for n in action)):
            raise ValueError(f"not a Lights Out action: {action!r}")
        self.model.press(action[0], action[1])
        self.refresh()
        self.check_end()

    def moves_made(self) -> int:
        return len(self.model.presses)

    def has_won(self) -> bool:
        return self.model.has_won()

    def has_lost(self) -> bool:
        return self.model.has_lost()

    def can_step_back(self) -> bool:
        return bool(self.model.presses)

    def step_back(self) -> None:
        self.model.undo()

    def start_over(self) -> None:
        self.model.restart()

    def lost_message(self) -> str:
        return f"No presses left: {self.game.figure(self.model.limit or 0)} was the limit."
