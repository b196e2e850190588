"""Pokémon's drawing: the board's cells and marks, the column numbers and row letters, the board window that
scrolls with the cursor (ScrollingBoard), the legend and the status panel's lines, wide and narrow.

Boards up to 15 cells wide are drawn with cells 3 columns wide; wider ones with cells 2 columns wide under a
two-line column header. A board wider than the room beside the usual panels but not beside narrow ones (Expert, 30
wide, in 80 columns: 62 columns of board) is drawn whole beside the narrow panels (`narrow_panel_lines`,
`narrow_legend`; the layout chooses, arcade.ui.board_view.GameLayout). Nothing here changes the game: the screen
(screen.py) draws what its model holds through these.
"""

from __future__ import annotations

from collections.abc import Callable

from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.grid import Grid
from arcade.games.pokemon.model import ALPHA, FLAG, POKEMON, UNEXPOSED
from arcade.games.pokemon.settings import Settings
from arcade.ui.board_view import BoardView, Cell, GameLayout
from arcade.ui.widgets import InfoPanel, Markup, labelled

WIDE_CELLS_UP_TO = 15
"""Boards up to this many cells wide get 3-column cells; wider boards get 2-column cells so more of them fit."""
LABEL_WIDTH = 2
"""The row letter and a space, left of every board row."""
PANEL_WIDTH = 30
PANEL_TEXT_WIDTH = PANEL_WIDTH - 4
"""Columns inside a side panel (its frame and one column of padding on each side)."""
NARROW_PANEL_WIDTH = 16
"""The narrow panels' width: beside Expert's 62 columns of board (and the layout's narrow gap) in 80 columns."""
NARROW_TEXT_WIDTH = NARROW_PANEL_WIDTH - 4
SCROLL_MARGIN = 1
"""Moving the cursor keeps this many cells of the board in view beyond it, where the board goes on."""
ZERO_MARK = "·"
HIT_MARK = "☻"
"""After a loss: the Pokémon you uncovered."""
QUESTION_MARK = "?"
"""A covered cell marked ? with the flag key (the game's ? marks option): unsure, not flagged."""
WRONG_FLAG_MARK = "✗"
"""After a loss: a flag on a cell that hid no Pokémon."""


def cell_width_for(width: int) -> int:
    """Columns per cell for a board this many cells wide."""
    return 3 if width <= WIDE_CELLS_UP_TO else 2


def header_rows(width: int) -> int:
    """Rows of column numbers above a board this many cells wide."""
    return 1 if cell_width_for(width) == 3 else 2


def glyph(character: str) -> tuple[str, str]:
    """(palette name, mark) for one character of the game string."""
    if character == UNEXPOSED:
        return "unexposed", UNEXPOSED
    if character == FLAG:
        return "flag", FLAG
    if character == POKEMON:
        return "pokemon", POKEMON
    return f"number {character}", ZERO_MARK if character == "0" else character


def draw_mark(attr: str, mark: str, width: int, cursor: bool = False) -> Cell:
    """One board cell `width` columns wide; the cursor brackets (or points at) the mark on its own colour."""
    if cursor:
        return "cursor", f"[{mark}]" if width == 3 else f">{mark}"
    return attr, f" {mark} " if width == 3 else f" {mark}"


def draw_cell(character: str, width: int, cursor: bool = False) -> Cell:
    """One cell of the game string, drawn `width` columns wide."""
    return draw_mark(*glyph(character), width, cursor)


def column_header(width: int) -> list[list[Cell]]:
    """The column numbers over a board this many cells wide, one cell per column after the label column: one line
    for 3-column cells, tens over units for 2-column cells."""
    pad: Cell = ("coordinates", " " * LABEL_WIDTH)
    if cell_width_for(width) == 3:
        return [[pad, *(("coordinates", f"{number:>2} ") for number in range(1, width + 1))]]
    tens = [("coordinates", f" {number // 10}" if number >= 10 else "  ") for number in range(1, width + 1)]
    units = [("coordinates", f" {number % 10}") for number in range(1, width + 1)]
    return [[pad, *tens], [pad, *units]]


def board_rows(model: PokemonGame, cursor: tuple[int, int] | None) -> list[list[Cell]]:
    """Each board row after its letter, as drawn now. After a loss every Pokémon shows, the one uncovered as
    HIT_MARK, the flags on no Pokémon as WRONG_FLAG_MARK (right flags stay flags); after a win the flags stay."""
    grid = model.grid
    width = cell_width_for(grid.width)
    marks = [glyph(character) for character in model.game]
    for index in model.marked:
        if model.is_marked(index):
            marks[index] = ("unexposed", QUESTION_MARK)
    for index in overflagged(model):
        marks[index] = ("bad", model.game[index])
    if model.is_lost():
        for index in model.pokemon_locations or ():
            if model.game[index] != FLAG:
                marks[index] = glyph(POKEMON)
        for index in model.wrong_flags():
            marks[index] = ("bad", WRONG_FLAG_MARK)
        if model.lost_at is not None:
            marks[model.lost_at] = ("pokemon hit", HIT_MARK)
    lines = []
    for row in range(grid.height):
        line: list[Cell] = [("coordinates", f"{ALPHA[row]} ")]
        for col in range(grid.width):
            line.append(draw_mark(*marks[grid.index((row, col))], width, cursor == (row, col)))
        lines.append(line)
    return lines


def overflagged(model: PokemonGame) -> list[int]:
    """The uncovered numbers with more flags around them than Pokémon: a flag among them is wrong (drawn in the bad
    colour, as Minesweeper Online and Tatham's Mines do)."""
    game, neighbours = model.game, model.grid.neighbours
    return [index for index, character in enumerate(game) if character.isdigit() and character != "0"
            and sum(game[around] == FLAG for around in neighbours[index]) > int(character)]


def legend(width: int) -> list[Markup]:
    """What each mark means, the cells drawn as the board draws them at this cell width."""
    return [
        [draw_cell(UNEXPOSED, width), " covered ", draw_mark("unexposed", QUESTION_MARK, width), " unsure"],
        [draw_cell(FLAG, width), " flag"],
        [draw_cell("0", width), " no Pokémon around"],
        [draw_cell("1", width), draw_cell("2", width), draw_cell("3", width), " Pokémon around"],
        [draw_cell(POKEMON, width), " Pokémon ", draw_mark("pokemon hit", HIT_MARK, width), " uncovered"],
        [draw_mark("bad", WRONG_FLAG_MARK, width), " flag on no Pokémon"],
        [draw_mark("bad", "2", width), " too many flags around"],
        [draw_cell(UNEXPOSED, width, cursor=True), " cursor"],
    ]


LEGEND_ROWS = len(legend(3))


def narrow_legend(width: int) -> list[Markup]:
    """The legend in the narrow panel: a mark a line, in fewer words (NARROW_TEXT_WIDTH columns)."""
    return [
        [draw_cell(UNEXPOSED, width), " covered"],
        [draw_mark("unexposed", QUESTION_MARK, width), " unsure"],
        [draw_cell(FLAG, width), " flag"],
        [draw_cell("0", width), draw_cell("1", width), " near"],
        [draw_cell(POKEMON, width), " Pokémon"],
        [draw_mark("pokemon hit", HIT_MARK, width), " hit"],
        [draw_mark("bad", WRONG_FLAG_MARK, width), draw_mark("bad", "2", width), " wrong"],
        [draw_cell(UNEXPOSED, width, cursor=True), " cursor"],
    ]


class ScrollingBoard(BoardView):
    """The board under its column numbers and after its row letters.

    When the board is larger than the room the layout gives it, only a window of cells is drawn; the window
    moves with the cursor (keeping SCROLL_MARGIN cells beyond it in view where the board goes on, and not moving
    while the cursor stays well inside it, so a click never shifts the board under the mouse), and the numbers
    and letters drawn are always those of the window's columns and rows.
    """

    def __init__(self, on_click: Callable[[int, int, int], None]) -> None:
        super().__init__(3, LABEL_WIDTH, 1, on_click)
        self._header: list[list[Cell]] = []
        self._lines: list[list[Cell]] = []
        self._cursor = (0, 0)
        self._margin = SCROLL_MARGIN
        self.first_row = 0
        """The first board row drawn."""
        self.first_col = 0
        """The first board column drawn."""
        self.visible_rows = 0
        """Board rows drawn (all of them unless the board scrolls)."""
        self.visible_cols = 0
        """Board columns drawn."""
        self.on_window: Callable[[], None] | None = None
        """Called after each drawing of the window (the screen's panel says which part is in view)."""

    def show_board(self, header: list[list[Cell]], lines: list[list[Cell]], cursor: tuple[int, int],
                   margin: int = SCROLL_MARGIN) -> None:
        """Draw these lines (each a label, then one item per cell) under the header, keeping the cursor in view."""
        if shape_of(lines) != shape_of(self._lines):
            self.first_row = self.first_col = 0
        self._header, self._lines, self._cursor, self._margin = header, lines, cursor, margin
        self.top = len(header)
        self.show([*header, *lines], follow=cursor)

    @staticmethod
    def _scrolled(first: int, cursor: int, visible: int, size: int, margin: int) -> int:
        """The window's first line or column: moved as little as keeps the cursor `margin` cells from its edge."""
        margin = min(margin, (visible - 1) // 2)
        first = min(first, cursor - margin)
        first = max(first, cursor + margin - visible + 1)
        return min(max(first, 0), size - visible)

    def _draw(self) -> None:
        height, width = shape_of(self._lines)
        self.view_top = self.view_left = 0
        cols, rows = self._room if self._room is not None else (self.full_width, self.full_height)
        self.visible_cols = min(max((cols - self.left) // self.cell_width, 1), width)
        self.visible_rows = min(max(rows - self.top, 1), height)
        row, col = self._cursor
        self.first_row = self._scrolled(self.first_row, row, self.visible_rows, height, self._margin)
        self.first_col = self._scrolled(self.first_col, col, self.visible_cols, width, self._margin)
        start, end = 1 + self.first_col, 1 + self.first_col + self.visible_cols
        window = [[line[0], *line[start:end]]
                  for line in [*self._header, *self._lines[self.first_row:self.first_row + self.visible_rows]]]
        self.width = self.left + self.visible_cols * self.cell_width
        self.height = self.top + self.visible_rows
        self.show_window(window)
        if self.on_window is not None:
            self.on_window()

    def cell_at(self, col: int, row: int) -> tuple[int, int] | None:
        if not (self.left <= col < self.width and self.top <= row < self.height):
            return None
        return row - self.top + self.first_row, (col - self.left) // self.cell_width + self.first_col


def shape_of(lines: list[list[Cell]]) -> tuple[int, int]:
    """(rows, cells a row) of board lines, each a label and then its cells."""
    return len(lines), len(lines[0]) - 1 if lines else 0


def on_off(flag: bool) -> str:
    """'on' or 'off'."""
    return "on" if flag else "off"


def view_lines(board: ScrollingBoard, grid: Grid) -> list[Markup]:
    """When the board is larger than its window: which rows and columns are in view, and where more lies beyond
    (arrows); nothing when the whole board shows (or before it was first drawn)."""
    rows, cols = board.visible_rows, board.visible_cols
    if not rows or not cols or (rows >= grid.height and cols >= grid.width):
        return []
    top, left = board.first_row, board.first_col
    shown = f"{ALPHA[top]}–{ALPHA[top + rows - 1]} × {left + 1}–{left + cols}"
    beyond = [arrow for arrow, more in (("↑", top > 0), ("↓", top + rows < grid.height), ("←", left > 0),
                                        ("→", left + cols < grid.width)) if more]
    return [labelled("In view", shown), labelled("More", " ".join(beyond))]


def panel_lines(settings: Settings, model: PokemonGame, elapsed: int, best: int | None,
                board: ScrollingBoard | None = None, kind: str = "") -> list[Markup]:
    """The status panel's lines: the board (of its preset, custom, or the `kind` given: 'daily'), the count, flags
    left, the time and the best, then (for a board larger than its window) which part of it is in view where a blank
    line stands otherwise, and the options."""
    flags_left = model.flags_left()
    board_words = f"{settings.grid} ({kind_of(settings, kind)})"
    if len(f"Board: {board_words}") > PANEL_TEXT_WIDTH:  # Intermediate's: its title alone, not in brackets
        board_words = board_words.replace("(", "").replace(")", "")
    return [
        labelled("Board", board_words),
        labelled("Pokémon", settings.count),
        labelled("Flags left", flags_left, "bad" if flags_left < 0 else "panel value"),
        labelled("Time", f"{elapsed} s"),
        labelled("Best", f"{best} s" if best is not None else "-"),
        *((view_lines(board, settings.grid) if board is not None else []) or [""]),  # in place of the gap
        labelled("Safe first reveal", on_off(settings.safe_first_reveal)),
        [*labelled("Chording", on_off(settings.chording)), "  ", *labelled("? marks", on_off(settings.question_marks))],
        labelled("No guessing", "not found" if model.guess_free is False else on_off(settings.no_guess)),
    ]


def kind_of(settings: Settings, kind: str = "") -> str:
    """What kind of board the panel says it is: the `kind` given ('daily'), else its preset's title, else 'custom'."""
    preset = settings.preset
    return kind or (preset.title if preset else "custom")


def narrow_panel_lines(settings: Settings, model: PokemonGame, elapsed: int, best: int | None,
                       kind: str = "") -> list[Markup]:
    """The status panel's lines in NARROW_TEXT_WIDTH columns (beside a board too wide for the usual panel): the
    board and its kind, the count, the Pokémon left to flag, the time, the best, and each option ticked or not."""
    flags_left = model.flags_left()
    board = f"{kind_of(settings, kind)} {settings.grid}"
    guess_free = ("bad", "! no guess") if model.guess_free is False else tick(settings.no_guess, "no guess")
    return [
        *([board] if len(board) <= NARROW_TEXT_WIDTH else board.split(" ", 1)),
        labelled("Pokémon", settings.count),
        labelled("Left", flags_left, "bad" if flags_left < 0 else "panel value"),
        labelled("Time", f"{elapsed} s"),
        labelled("Best", f"{best} s" if best is not None else "-"),
        "",
        tick(settings.safe_first_reveal, "safe first"),
        tick(settings.chording, "chording"),
        tick(settings.question_marks, "? marks"),
        guess_free,
    ]


def tick(on: bool, option: str) -> Markup:
    """An option in the narrow panel: ✓ when on, ✗ when off, then its name."""
    return [("panel value", "✓" if on else "✗"), f" {option}"]


class SidePanels:
    """The panels beside the board, the usual column (status and legend, PANEL_WIDTH) and the narrow one
    (NARROW_PANEL_WIDTH), both kept up to date; the layout shows the one that fits (`layout`)."""

    def __init__(self, board: ScrollingBoard) -> None:
        self.board = board
        self.panel, self.legend = InfoPanel("Pokémon"), InfoPanel("Legend")
        self.narrow_panel, self.narrow_legend = InfoPanel("Pokémon"), InfoPanel("Legend")
        self.layout = GameLayout(board, [self.panel, self.legend], PANEL_WIDTH,
                                 narrow_side=[self.narrow_panel, self.narrow_legend], narrow_width=NARROW_PANEL_WIDTH)

    def show_legend(self, cell_width: int) -> None:
        """Both legends, their cells drawn as wide as the board's."""
        self.legend.show(legend(cell_width))
        self.narrow_legend.show(narrow_legend(cell_width))

    def show(self, settings: Settings, model: PokemonGame, elapsed: int, best: int | None, kind: str = "") -> None:
        """Both status panels: the board, the count, the flags left, the time, the best, the options (the usual one
        says which part of the board is in view when it scrolls)."""
        self.panel.show(panel_lines(settings, model, elapsed, best, self.board, kind))
        self.narrow_panel.show(narrow_panel_lines(settings, model, elapsed, best, kind))
