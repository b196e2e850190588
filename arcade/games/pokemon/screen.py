"""Pokémon: Gotta Find Them All!'s full-screen face: a minesweeper board with a cursor, mouse play and a timer.

It drives the same game functions as the plain adapter through `PokemonGame`, with the two options the
original lacked (safe first reveal, chording) switched on by default. Boards up to 15×15 are drawn with cells
3 columns wide; larger ones with cells 2 columns wide under a two-line column header, so Easy and Medium fit
an 80×24 terminal and Hard (26×26) fits 100×32.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import urwid

from arcade.games.pokemon.model import (
    ALPHA,
    FLAG,
    MAX_GRID_SIZE,
    POKEMON,
    UNEXPOSED,
    PokemonGame,
    position_to_index,
)
from arcade.games.pokemon.plain import LOST, RESTARTED, WON
from arcade.keys import FLAG as FLAG_BINDING
from arcade.keys import MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, MOVES, NEW_GAME, RESTART, REVEAL
from arcade.levels import Level
from arcade.randomness import SEED_VARIABLE, seeded_random
from arcade.registry import Game
from arcade.ui.dialogs import Choice, Dialog
from arcade.ui.game import GameScreen, Host
from arcade.ui.widgets import BoardView, Cell, GameLayout, InfoPanel, Markup, StatusBar, labelled

WIDE_CELLS_UP_TO = 15
"""Boards up to this size get 3-column cells; larger boards get 2-column cells so Hard fits beside the panel."""
LABEL_WIDTH = 2
"""The row letter and a space, left of every board row."""
PANEL_WIDTH = 30
NEW_GAME_COLS = 54
NEW_GAME_SPARE_ROWS = 2
"""Room kept for a validation message in the new-game dialog."""
LEFT_BUTTON = 1
RIGHT_BUTTON = 3
ZERO_MARK = "·"
GAME_OVER_HINT = "This game is over: r for another board, n for a new game."

STEP_OF_ACTION = {MOVE_UP.action: (-1, 0), MOVE_DOWN.action: (1, 0), MOVE_LEFT.action: (0, -1),
                  MOVE_RIGHT.action: (0, 1)}


@dataclass(frozen=True)
class Settings:
    """What a new game is made of: the board size, the Pokémon count and the two options."""

    size: int
    count: int
    safe_first_reveal: bool = True
    chording: bool = True

    @property
    def score_key(self) -> str:
        """The name best times are kept under, e.g. '8x8-10'."""
        return f"{self.size}x{self.size}-{self.count}"

    @property
    def preset(self) -> str | None:
        """The preset this size and count match, if any."""
        return next((name for name, size, count in PRESETS if (size, count) == (self.size, self.count)), None)


PRESETS = (("Easy", 8, 10), ("Medium", 16, 40), ("Hard", 26, 99))
"""(name, size, Pokémon) of the classic difficulties."""
EASY = Settings(8, 10)


def cell_width_for(size: int) -> int:
    """Columns per cell for a board of this size."""
    return 3 if size <= WIDE_CELLS_UP_TO else 2


def header_rows(size: int) -> int:
    """Rows of column numbers above a board of this size."""
    return 1 if cell_width_for(size) == 3 else 2


def glyph(character: str) -> tuple[str, str]:
    """(palette name, mark) for one character of the game string."""
    if character == UNEXPOSED:
        return "unexposed", UNEXPOSED
    if character == FLAG:
        return "flag", FLAG
    if character == POKEMON:
        return "pokemon", POKEMON
    return f"number {character}", ZERO_MARK if character == "0" else character


def draw_cell(character: str, width: int, cursor: bool = False, hit: bool = False) -> Cell:
    """One board cell `width` columns wide; the cursor brackets (or points at) the mark on its own colour."""
    attr, mark = glyph(character)
    if cursor:
        return "cursor", f"[{mark}]" if width == 3 else f">{mark}"
    return "pokemon hit" if hit else attr, f" {mark} " if width == 3 else f" {mark}"


def column_header(size: int) -> list[list[Cell]]:
    """The column numbers over the board: one line for 3-column cells, tens over units for 2-column cells."""
    pad: Cell = ("coordinates", " " * LABEL_WIDTH)
    if cell_width_for(size) == 3:
        return [[pad, ("coordinates", "".join(f"{number:>2} " for number in range(1, size + 1)))]]
    tens = "".join(f" {number // 10}" if number >= 10 else "  " for number in range(1, size + 1))
    units = "".join(f" {number % 10}" for number in range(1, size + 1))
    return [[pad, ("coordinates", tens)], [pad, ("coordinates", units)]]


def board_cells(board: str, size: int, cursor: tuple[int, int] | None = None, hit: int | None = None,
                header: bool = True) -> list[list[Cell]]:
    """Every line of a drawn board: column numbers (if asked), then each row after its letter."""
    width = cell_width_for(size)
    lines = column_header(size) if header else []
    for row in range(size):
        line: list[Cell] = [("coordinates", f"{ALPHA[row]} ")]
        for col in range(size):
            index = position_to_index((row, col), size)
            line.append(draw_cell(board[index], width, cursor == (row, col), hit == index))
        lines.append(line)
    return lines


LEGEND: list[Markup] = [
    [draw_cell(UNEXPOSED, 3), " covered"],
    [draw_cell(FLAG, 3), " flag"],
    [draw_cell("0", 3), " no Pokémon around"],
    [draw_cell("1", 3), draw_cell("2", 3), draw_cell("3", 3), " Pokémon around"],
    [draw_cell(POKEMON, 3), " Pokémon"],
    [draw_cell(UNEXPOSED, 3, cursor=True), " cursor"],
]


def on_off(flag: bool) -> str:
    """'on' or 'off'."""
    return "on" if flag else "off"


def whole_number(text: str) -> int | None:
    """The whole number written in text, or None."""
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() else None


class NewGameDialog(urwid.WidgetWrap):
    """The new-game form: a preset or a free size and Pokémon count, the two options, Start and Cancel.

    Choosing a preset fills in the size and count; typing them selects the matching preset (or Custom).
    Enter in a field starts, Tab moves on, Esc cancels. Bad numbers get a message and the form stays.
    """

    def __init__(self, settings: Settings, on_start: Callable[[Settings], None],
                 on_cancel: Callable[[], None]) -> None:
        self.on_start = on_start
        self.on_cancel = on_cancel
        self._syncing = False
        group: list[urwid.RadioButton] = []
        self.presets: dict[str, urwid.RadioButton] = {}
        for name, size, count in PRESETS:
            radio = urwid.RadioButton(group, f"{name:<7}{size}×{size}, {count} Pokémon", state=False)
            urwid.connect_signal(radio, "postchange", self._preset_chosen, user_args=[size, count])
            self.presets[name] = radio
        self.custom = urwid.RadioButton(group, "Custom size and count", state=False)
        self.size_edit = urwid.Edit(f"Size (1–{MAX_GRID_SIZE}): ", str(settings.size))
        self.count_edit = urwid.Edit("", str(settings.count))
        for edit in (self.size_edit, self.count_edit):
            urwid.connect_signal(edit, "postchange", self._numbers_changed)
        self.safe_box = urwid.CheckBox("Safe first reveal", settings.safe_first_reveal)
        self.chord_box = urwid.CheckBox("Chording", settings.chording)
        self.error = urwid.Text("")
        start = urwid.Button("Start")
        cancel = urwid.Button("Cancel")
        urwid.connect_signal(start, "click", lambda _button: self.submit())
        urwid.connect_signal(cancel, "click", lambda _button: self.on_cancel())
        buttons = urwid.GridFlow([self._focusable(start), self._focusable(cancel)], cell_width=10, h_sep=2,
                                 v_sep=0, align=urwid.Align.CENTER)
        self.pile = urwid.Pile([
            *(self._focusable(radio) for radio in group),
            urwid.Divider(),
            self._focusable(self.size_edit),
            self._focusable(self.count_edit),
            urwid.Divider(),
            self._focusable(self.safe_box),
            self._explanation("the first cell you uncover is never a Pokémon and opens a section"),
            self._focusable(self.chord_box),
            self._explanation("uncovering a number whose flags match it uncovers its other neighbours"),
            self.error,
            buttons,
        ])
        self._numbers_changed()
        box = urwid.LineBox(urwid.Padding(self.pile, left=1, right=1), title="New game", title_attr="dialog title")
        super().__init__(urwid.AttrMap(box, "dialog"))
        chosen = self.presets.get(settings.preset or "", self.custom)
        self.pile.focus_position = group.index(chosen)

    @staticmethod
    def _explanation(text: str) -> urwid.Widget:
        """A dim line under an option, indented to its label."""
        return urwid.Padding(urwid.Text(("blurb", text)), left=4)

    @staticmethod
    def _focusable(widget: urwid.Widget) -> urwid.Widget:
        """The widget in the dialog colours, highlighted while it has the focus."""
        return urwid.AttrMap(widget, "dialog", focus_map="button focus")

    def _preset_chosen(self, size: int, count: int, radio: urwid.RadioButton, _old_state: bool) -> None:
        """A preset was selected: write its size and count into the fields."""
        if radio.get_state() is True and not self._syncing:
            self._syncing = True
            self.size_edit.set_edit_text(str(size))
            self.count_edit.set_edit_text(str(count))
            self._syncing = False
            self._numbers_changed()

    def _numbers_changed(self, *_args: object) -> None:
        """Follow the fields: the count's range and which preset is selected."""
        size = whole_number(self.size_edit.edit_text)
        in_range = size is not None and 1 <= size <= MAX_GRID_SIZE
        self.count_edit.set_caption(f"Pokémon (0–{size**2}): " if size is not None and in_range else "Pokémon: ")
        if self._syncing:
            return
        count = whole_number(self.count_edit.edit_text)
        name = Settings(size, count).preset if size is not None and count is not None else None
        self._syncing = True
        self.presets.get(name or "", self.custom).set_state(True, do_callback=False)
        self._syncing = False

    def read(self) -> Settings | None:
        """The settings the form describes, or None after showing what is wrong."""
        size = whole_number(self.size_edit.edit_text)
        if size is None or not 1 <= size <= MAX_GRID_SIZE:
            return self._complain(f"Size: a whole number from 1 to {MAX_GRID_SIZE}, please.")
        count = whole_number(self.count_edit.edit_text)
        if count is None or count > size * size:
            return self._complain(f"Pokémon: a whole number from 0 to {size * size}, please.")
        self.error.set_text("")
        return Settings(size, count, self.safe_box.get_state(), self.chord_box.get_state())

    def _complain(self, problem: str) -> None:
        """Show what is wrong with the form."""
        self.error.set_text(("dialog error", problem))
        return None

    def submit(self) -> None:
        """Start a game with the form's settings, if they are valid."""
        settings = self.read()
        if settings is not None:
            self.on_start(settings)

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key == "esc":
            self.on_cancel()
            return None
        if key == "enter" and self.pile.focus is not None and \
                self.pile.focus.base_widget in (self.size_edit, self.count_edit):
            self.submit()
            return None
        if key in ("tab", "shift tab"):
            key = "down" if key == "tab" else "up"
        before = self.pile.focus_position
        super().keypress(size, key)
        focus = self.pile.focus.base_widget if self.pile.focus is not None else None
        if self.pile.focus_position != before and isinstance(focus, urwid.Edit):
            focus.set_edit_pos(len(focus.edit_text))  # arriving in a field: type after what is there
        return None  # a modal form keeps every key to itself


def settings_of(level: Level | None) -> Settings:
    """The board a level of the list describes (Easy for none, or for Custom until the form is filled in)."""
    if level is None or "size" not in level.settings:
        return EASY
    return Settings(int(level.settings["size"]), int(level.settings.get("count", 0)))


class PokemonScreen(GameScreen):
    """One game of Pokémon minesweeper, with a new-game form for size, count and options."""

    bindings = (*MOVES, REVEAL, FLAG_BINDING, NEW_GAME, RESTART)
    rules = ("Uncover every cell that hides no Pokémon and flag every Pokémon. A number says how many Pokémon hide "
             "in the eight cells around it; uncovering a Pokémon scares them all away. Safe first reveal: the first "
             "cell you uncover is never a Pokémon and opens a section. Chording: uncovering a number whose flags "
             "around it match it uncovers its other neighbours. The timer starts at the first reveal. "
             f"Set {SEED_VARIABLE}=N for a repeatable game.")

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        self.rng = seeded_random()
        self.clock: Callable[[], float] = time.monotonic
        self.settings = settings_of(level)
        self.model = self._new_model(self.settings)
        self.cursor = self._centre()
        self.started_at: float | None = None
        self.stopped_at: float | None = None
        self._alarm: object | None = None
        size = self.settings.size
        self.board = BoardView(cell_width_for(size), LABEL_WIDTH, header_rows(size), self.clicked)
        self.panel = InfoPanel("Pokémon")
        self.legend = InfoPanel("Legend")
        self.legend.show(LEGEND)
        self.board.show(self._board_cells())
        self.layout = GameLayout(self.board, [self.panel, self.legend], PANEL_WIDTH)
        super().__init__(host, game, level, self.layout)
        self.refresh()

    def _new_model(self, settings: Settings) -> PokemonGame:
        """A game with these settings, drawing from the screen's one random source."""
        return PokemonGame(settings.size, settings.count, self.rng, safe_first_reveal=settings.safe_first_reveal,
                           chording=settings.chording)

    def _centre(self) -> tuple[int, int]:
        """Where the cursor starts: the middle of the board."""
        middle = self.settings.size // 2
        return middle, middle

    # -- drawing ---------------------------------------------------------------------------------
    def _board_cells(self) -> list[list[Cell]]:
        """The board as drawn now (every Pokémon shown once the game is over)."""
        over = self.model.is_over()
        board = self.model.final_board() if over else self.model.game
        return board_cells(board, self.settings.size, self.cursor, self.model.lost_at)

    def _panel_lines(self) -> list[Markup]:
        """The status panel's lines."""
        settings = self.settings
        best = self.host.scores.best(self.game.id, settings.score_key)
        flags_left = self.model.flags_left()
        return [
            labelled("Board", f"{settings.size}×{settings.size} ({settings.preset or 'custom'})"),
            labelled("Pokémon", settings.count),
            labelled("Flags left", flags_left, "bad" if flags_left < 0 else "panel value"),
            labelled("Time", f"{self.elapsed()} s"),
            labelled("Best", f"{best['seconds']} s" if best and "seconds" in best else "-"),
            "",
            labelled("Safe first reveal", on_off(settings.safe_first_reveal)),
            labelled("Chording", on_off(settings.chording)),
        ]

    def refresh(self) -> None:
        """Redraw the board and the panel from the model."""
        self.board.show(self._board_cells())
        self.layout.fit_board()
        self.panel.show(self._panel_lines())

    @property
    def min_size(self) -> tuple[int, int]:
        panel_rows = len(self._panel_lines()) + 2 + len(LEGEND) + 2
        layout_rows = max(self.board.height, panel_rows) + StatusBar.ROWS
        end_cols, end_rows = Dialog(*self._end_parts(won=False)).preferred_size()
        form_rows = NewGameDialog(self.settings, lambda _s: None, lambda: None).rows((NEW_GAME_COLS,))
        return (max(self.layout.width, end_cols, NEW_GAME_COLS),
                max(layout_rows, end_rows, form_rows + NEW_GAME_SPARE_ROWS))

    # -- timer -----------------------------------------------------------------------------------
    def elapsed(self) -> int:
        """Whole seconds since the first reveal (frozen when the game ended)."""
        if self.started_at is None:
            return 0
        end = self.stopped_at if self.stopped_at is not None else self.clock()
        return int(end - self.started_at)

    def timer_running(self) -> bool:
        """Whether the clock is counting."""
        return self.started_at is not None and self.stopped_at is None

    def _start_timer(self) -> None:
        """Start counting (once per game)."""
        if self.started_at is None:
            self.started_at = self.clock()
            self._schedule_tick()

    def _schedule_tick(self) -> None:
        """Ask the loop to call _tick at the next whole second of play."""
        loop = self.host.loop
        if loop is None or self.started_at is None:
            return
        delay = 1.0 - (self.clock() - self.started_at) % 1.0
        self._alarm = loop.set_alarm_in(max(delay, 0.01), self._tick)

    def _tick(self, _loop: object = None, _data: object = None) -> None:
        """One second later: redraw the time and schedule the next tick."""
        self._alarm = None
        if self.timer_running():
            self.panel.show(self._panel_lines())
            self._schedule_tick()

    def _stop_timer(self) -> None:
        """Freeze the time and drop the pending tick."""
        if self.timer_running():
            self.stopped_at = self.clock()
        self._cancel_alarm()

    def _cancel_alarm(self) -> None:
        """Drop the pending tick, if any."""
        if self._alarm is not None and self.host.loop is not None:
            self.host.loop.remove_alarm(self._alarm)
        self._alarm = None

    def _reset_timer(self) -> None:
        """Back to 0 s, not counting (a new board)."""
        self._cancel_alarm()
        self.started_at = self.stopped_at = None

    def on_leave(self) -> None:
        self._stop_timer()

    def on_show(self) -> None:
        if self.level_info is not None and "size" not in self.level_info.settings and self.level_name:
            self.open_new_game()  # Custom: the form first

    # -- actions ---------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.model.has_started() and not self.model.is_over()

    def on_action(self, action: str) -> bool:
        if action in STEP_OF_ACTION:
            self.move(*STEP_OF_ACTION[action])
        elif action == REVEAL.action:
            self.reveal()
        elif action == FLAG_BINDING.action:
            self.flag()
        elif action == NEW_GAME.action:
            self.open_new_game()
        elif action == RESTART.action:
            self.ask_then("Throw this board away and start a new one of the same size?", self.restart)
        else:
            return False
        return True

    def move(self, d_row: int, d_col: int) -> None:
        """Move the cursor one cell, stopping at the edges."""
        last = self.settings.size - 1
        row, col = self.cursor
        self.cursor = min(max(row + d_row, 0), last), min(max(col + d_col, 0), last)
        self.board.show(self._board_cells())

    def clicked(self, button: int, row: int, col: int) -> None:
        """A mouse press on a cell: the cursor goes there; left button reveals, right button flags."""
        self.cursor = row, col
        if button == LEFT_BUTTON:
            self.reveal()
        elif button == RIGHT_BUTTON:
            self.flag()
        else:
            self.board.show(self._board_cells())

    def _cursor_index(self) -> int:
        """The game-string index under the cursor."""
        return position_to_index(self.cursor, self.settings.size)

    def _cursor_name(self) -> str:
        """The cursor's cell as the original names it, e.g. C4."""
        row, col = self.cursor
        return f"{ALPHA[row]}{col + 1}"

    def reveal(self) -> None:
        """Uncover the cell under the cursor and report what happened."""
        result = self.model.reveal(self._cursor_index())
        if result == "over":
            self.host.set_message(GAME_OVER_HINT)
            self.board.show(self._board_cells())
            return
        if result in ("opened", "pokemon"):
            self._start_timer()
        messages = {
            "flagged": f"{self._cursor_name()} is flagged: press f to take the flag off first.",
            "exposed": f"{self._cursor_name()} is already uncovered.",
        }
        self.host.set_message(messages.get(result, ""))
        self.refresh()
        self._check_end()

    def flag(self) -> None:
        """Place or remove a flag on the cell under the cursor."""
        if self.model.is_over():
            self.host.set_message(GAME_OVER_HINT)
            return
        if not self.model.toggle_flag(self._cursor_index()):
            self.host.set_message(f"{self._cursor_name()} is uncovered: only covered cells take a flag.")
            return
        self.host.set_message("")
        self.refresh()
        self._check_end()

    def restart(self) -> None:
        """A new board of the same size and count (the original's ':)')."""
        self.model.restart()
        self._reset_timer()
        self.host.set_message(RESTARTED)
        self.refresh()

    def open_new_game(self) -> None:
        """Show the new-game form."""
        form = NewGameDialog(self.settings, self.start_new_game, self.host.close_dialog)
        self.host.show_overlay(form, NEW_GAME_COLS, None)

    def start_new_game(self, settings: Settings) -> None:
        """Close the form and start a game with these settings."""
        self.host.close_dialog()
        self.settings = settings
        self.model = self._new_model(settings)
        self._reset_timer()
        self.cursor = self._centre()
        self.board.cell_width = cell_width_for(settings.size)
        self.board.top = header_rows(settings.size)
        self.host.set_message(f"New game: {settings.size}×{settings.size}, {settings.count} Pokémon.")
        self.refresh()
        self.host.refresh_chrome()

    # -- the end ---------------------------------------------------------------------------------
    def _check_end(self) -> None:
        """Stop the timer and show the end dialog once the game is won or lost."""
        if self.model.is_won():
            self._stop_timer()
            self._end(won=True)
        elif self.model.is_lost():
            self._stop_timer()
            self._end(won=False)

    def _end_parts(self, won: bool, news: str = "") -> tuple[str, list[Markup], list[Choice]]:
        """(title, message, choices) of the end dialog: a sentence over the whole board."""
        if won:
            title, sentence = "You win!", f"{WON} {self.elapsed()} seconds.{news}"
        else:
            title, sentence = "Game over", LOST
        picture = board_cells(self.model.final_board(), self.settings.size, hit=self.model.lost_at, header=False)
        message: list[Markup] = [sentence]
        for line in picture:
            message.extend(["\n", *line])
        choices = [Choice("Restart", "r", self.restart), Choice("New game", "n", self.open_new_game),
                   Choice("Menu", "m", self.host.back_to_menu)]
        return title, message, choices

    def _end(self, won: bool) -> None:
        """Record a win's time (reporting a store that cannot be written) and show the end dialog."""
        news = self.record_best({"seconds": self.elapsed()}, "seconds", self.settings.score_key) if won else ""
        self.refresh()
        title, message, choices = self._end_parts(won, news)
        self.host.set_message(f"{WON}{news}" if won else f"{LOST} ({self._cursor_name()})")
        self.host.ask(title, message, choices, cancellable=False)

