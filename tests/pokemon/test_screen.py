"""The Pokémon screen: in-process through the real shell's MainLoop, and the real `arcade pokemon` in a pty.

Boards are random, so every test reads the Pokémon from the model after the first reveal placed them (or, in
the real terminal, predicts them with the same model and seed) and derives its keys and clicks from that.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import urwid

from arcade.errors import ArcadeError
from arcade.games.pokemon.board_view import (
    HIT_MARK,
    PANEL_TEXT_WIDTH,
    QUESTION_MARK,
    WRONG_FLAG_MARK,
    glyph,
    legend,
)
from arcade.games.pokemon.deduce import deductions, solves_from
from arcade.games.pokemon.form import NEW_GAME_COLS, NewGameDialog
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.grid import Grid
from arcade.games.pokemon.model import (
    ALPHA,
    FLAG,
    POKEMON,
    TIP_ACTION,
    UNEXPOSED,
    neighbour_directions,
    position_to_index,
)
from arcade.games.pokemon.plain import RESTARTED, WON
from arcade.games.pokemon.screen import SEED_VARIABLE, PokemonScreen
from arcade.games.pokemon.settings import Settings, presets
from arcade.levels import find_level, former_names
from arcade.records import HELP_NOTE
from arcade.registry import GAMES, find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from arcade.ui.dialogs import Dialog
from arcade.ui.menu import MenuList
from arcade.ui.palette import PALETTE
from tests.pty_screen import TerminalSession
from tests.shell_session import FakeLoop, ShellSession, has_bottom_edge, palette_names_drawn, whole_help

GAME = find_game("pokemon")
SEED = "7"
SIZE = (100, 32)
SMALL = (80, 24)


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every in-process screen draws its boards from the same seed."""
    monkeypatch.setenv(SEED_VARIABLE, SEED)


class Clock:
    """A hand-moved clock for the screen's timer."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def find_window(lines: list[str], first_row: int, rows: int) -> tuple[int, int]:
    """(x, y) of the row letter of the first drawn board row: the column where the letters of every drawn row
    line up, in order."""
    letters = ALPHA[first_row:first_row + rows]
    for y in range(len(lines) - rows + 1):
        for x, char in enumerate(lines[y]):
            if char == letters[0] and all(lines[y + r][x:x + 2] == f"{letters[r]} " for r in range(rows)):
                return x, y
    raise AssertionError("no board on the screen:\n" + "\n".join(lines))


def expected_marks(board: str) -> str:
    """The marks a game string should be drawn with."""
    return "".join(glyph(character)[1] for character in board)


class Session(ShellSession):
    """The real shell showing the Pokémon screen (Easy unless told), driven through its MainLoop by hand."""

    def __init__(self, tmp_path: Path, size: tuple[int, int] = SIZE, store: Store | None = None,
                 from_menu: bool = False, level: str = "easy") -> None:
        super().__init__(None if from_menu else GAME, None,
                         store if store is not None else Store(tmp_path / DATABASE_FILE), size)
        if not from_menu:
            self.app.start_level(GAME, find_level(GAME, level))

    @property
    def screen(self) -> PokemonScreen:
        assert isinstance(self.app.current, PokemonScreen)
        return self.app.current

    @property
    def model(self) -> PokemonGame:
        return self.screen.model

    @property
    def size(self) -> int:
        return self.screen.settings.size

    def attr_at(self, x: int, y: int) -> object:
        """The palette name drawn at a screen position."""
        return attr_at(self.canvas(), x, y)

    def cell_position(self, row: int, col: int) -> tuple[int, int]:
        """(x, y) of the mark of a board cell on the screen (marks sit one column into their cell)."""
        board = self.screen.board
        lines = self.lines()
        x, y = find_window(lines, board.first_row, board.visible_rows)
        assert board.first_row <= row < board.first_row + board.visible_rows, "row not in view"
        assert board.first_col <= col < board.first_col + board.visible_cols, "column not in view"
        return x + 2 + (col - board.first_col) * board.cell_width + 1, y + row - board.first_row

    def marks_in_view(self) -> dict[tuple[int, int], str]:
        """The marks of the cells drawn now, by (row, col)."""
        board = self.screen.board
        lines = self.lines()
        x, y = find_window(lines, board.first_row, board.visible_rows)
        return {(board.first_row + r, board.first_col + c): lines[y + r][x + 3 + c * board.cell_width]
                for r in range(board.visible_rows) for c in range(board.visible_cols)}

    def click(self, row: int, col: int, button: int = 1) -> None:
        """Press a mouse button on a board cell, where the screen shows it."""
        x, y = self.cell_position(row, col)
        self.loop.process_input([("mouse press", button, x, y)])

    def go_to(self, row: int, col: int) -> None:
        """Move the cursor with the arrow keys."""
        at_row, at_col = self.screen.cursor
        keys = ["down" if row > at_row else "up"] * abs(row - at_row)
        keys += ["right" if col > at_col else "left"] * abs(col - at_col)
        self.press(*keys)
        assert self.screen.cursor == (row, col)

    def board_shown(self) -> str:
        """The whole board as drawn (it must all be in view), one mark per cell in the game string's order."""
        marks = self.marks_in_view()
        return "".join(marks[divmod(index, self.size)] for index in range(self.size**2))

    def pokemon(self) -> tuple[int, ...]:
        locations = self.model.pokemon_locations
        assert locations is not None, "no Pokémon placed yet"
        return locations

    def win(self, clock: Clock | None = None, seconds: float = 0) -> None:
        """Flag every Pokémon and uncover every safe cell with the keys (after a first reveal), `seconds` on the
        clock after the first reveal."""
        if not self.model.has_started():
            self.press("enter")
        if clock is not None:
            clock.now += seconds
        for index in self.pokemon():
            if self.model.game[index] != FLAG:
                self.go_to(*divmod(index, self.size))
                self.press("f")
        for index in range(self.size**2):
            if index not in self.pokemon() and self.model.game[index] == UNEXPOSED:
                self.go_to(*divmod(index, self.size))
                self.press("enter")
        for index in self.pokemon():
            if self.model.game[index] != FLAG:
                self.go_to(*divmod(index, self.size))
                self.press("f")

    def lose(self, which: int = 0) -> int:
        """Reveal the centre (if nothing is uncovered yet), then step on a Pokémon; its index."""
        if not self.model.has_started():
            self.press("enter")
        hit = self.pokemon()[which]
        self.go_to(*divmod(hit, self.size))
        self.press("enter")
        assert self.model.is_lost()
        return hit


def innermost(attr: object) -> object:
    """The palette name a widget drew with, without the layers of the boxes around it."""
    return attr.layers[0] if isinstance(attr, urwid.util.LayeredAttr) else attr


def attr_at(canvas: urwid.Canvas, x: int, y: int) -> object:
    """The palette name a canvas is drawn with at a position."""
    col = 0
    for attr, _cs, raw in list(canvas.content())[y]:
        text = raw.decode()
        width = urwid.calc_width(text, 0, len(text))
        if col <= x < col + width:
            return innermost(attr)
        col += width
    raise AssertionError(f"nothing drawn at {x}, {y}")


def end_dialog(session: Session) -> list[str]:
    """The topmost end dialog alone, drawn at its own size: its lines."""
    dialog = session.app.dialogs[-1]
    assert isinstance(dialog, Dialog)
    canvas = dialog.render(dialog.preferred_size(), focus=True)
    return list(canvas.decoded_text)


# -- what is shown -------------------------------------------------------------------------------------
def test_starts_at_once_with_an_easy_board_and_the_panel(tmp_path: Path) -> None:
    session = Session(tmp_path)
    text = session.text()
    assert session.app.dialogs == []
    assert (session.model.grid_size, session.model.number_of_pokemons) == (8, 10)
    assert session.model.safe_first_reveal and session.model.chording
    for line in ("Board: 8×8 (Easy)", "Pokémon: 10", "Flags left: 10", "Time: 0 s", "Best: -",
                 "Safe first reveal: on", "Chording: on  ? marks: on", "Legend"):
        assert line in text
    assert " 1  2  3  4  5  6  7  8" in text
    assert session.board_shown() == UNEXPOSED * 64
    assert not session.screen.in_progress()
    assert "pokemons" not in text


def test_the_level_list_offers_the_presets_and_custom(tmp_path: Path) -> None:
    session = Session(tmp_path, from_menu=True)
    session.press("down", "enter")
    assert session.app.place == "chooser"
    text = session.text()
    for title in ("Easy", "Medium", "Hard", "Custom"):
        assert title in text
    session.press("enter")
    assert session.app.place == "game" and session.screen.level_name == "easy"
    assert "Board: 8×8 (Easy)" in session.text()


def test_the_list_preselects_the_last_choice(tmp_path: Path) -> None:
    session = Session(tmp_path, from_menu=True)
    session.press("down", "enter", "down", "down", "enter")
    assert session.screen.level_name == "hard" and "Board: 26×26 (Hard)" in session.text()
    session.press("q")  # nothing uncovered: straight back to the list, Hard selected
    chooser = session.app.current
    assert session.app.place == "chooser" and isinstance(chooser, MenuList) and chooser.focus_index == 2
    session.press("q", "enter")  # the menu, then Pokémon again
    chooser = session.app.current
    assert isinstance(chooser, MenuList) and chooser.focus_index == 2
    session.press("enter")
    assert session.screen.level_name == "hard"


def test_reveal_opens_a_section(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    model = session.model
    centre = position_to_index(session.screen.cursor, 8)
    opened = [index for index, cell in enumerate(model.game) if cell not in (UNEXPOSED, FLAG)]
    assert model.game[centre] == "0" and len(opened) > 9
    assert all(model.game[index] == str(model.number_at(index)) for index in opened)
    assert session.board_shown() == expected_marks(model.game)
    assert session.screen.in_progress()


def test_space_reveals_too(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press(" ")
    assert session.model.has_started()


def test_flag_toggles(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    covered = session.model.game.index(UNEXPOSED)
    session.go_to(*divmod(covered, 8))
    session.press("f")
    assert session.model.game[covered] == FLAG
    assert session.board_shown()[covered] == FLAG and "Flags left: 9" in session.text()
    session.press("enter")  # a flagged cell is not uncovered
    assert session.model.game[covered] == FLAG and "is flagged" in session.text()
    session.press("f")  # ? marks are on by default: the flag becomes a ?, a covered cell to every rule
    assert session.model.game[covered] == UNEXPOSED
    assert session.board_shown()[covered] == QUESTION_MARK and "Flags left: 10" in session.text()
    session.press("f")
    assert session.board_shown()[covered] == UNEXPOSED and session.model.marked == set()


def test_without_question_marks_the_flag_key_only_toggles_a_flag(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(8, 10, question_marks=False))
    session.press("enter")
    covered = session.model.game.index(UNEXPOSED)
    session.go_to(*divmod(covered, 8))
    session.press("f", "f")
    assert session.board_shown()[covered] == UNEXPOSED
    session.press("f")
    assert session.board_shown()[covered] == FLAG


def test_a_question_mark_is_uncovered_like_any_covered_cell_and_kept_in_a_save(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    safe = next(index for index, character in enumerate(session.model.game)
                if character == UNEXPOSED and index not in session.pokemon())
    other = session.pokemon()[0]  # never uncovered by a reveal's flood
    session.go_to(*divmod(other, 8))
    session.press("f", "f")  # a ? on a Pokémon's cell, kept with the game
    session.go_to(*divmod(safe, 8))
    session.press("f", "f", "enter")
    assert session.model.game[safe] not in (UNEXPOSED, FLAG) and not session.model.is_marked(safe)
    assert session.app.save_current()
    resumed = Session(tmp_path, store=session.store)
    assert resumed.model.is_marked(other) and resumed.board_shown()[other] == QUESTION_MARK


def test_an_uncovered_cell_takes_no_flag(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter", "f")
    assert session.model.flags_placed() == 0 and "only covered cells take a flag" in session.text()


def test_mouse_left_click_reveals_where_clicked(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.click(1, 6)
    assert session.screen.cursor == (1, 6)
    assert session.model.cell(1, 6) == "0" and session.model.has_started()
    assert session.board_shown() == expected_marks(session.model.game)


def test_mouse_right_click_flags_and_unflags(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.click(6, 2, button=3)
    assert session.screen.cursor == (6, 2) and session.model.cell(6, 2) == FLAG
    assert not session.model.has_started()
    session.click(6, 2, button=3)
    assert session.model.cell(6, 2) == UNEXPOSED


def test_clicks_off_the_cells_change_nothing(tmp_path: Path) -> None:
    session = Session(tmp_path)
    x, y = find_window(session.lines(), 0, 8)
    session.loop.process_input([("mouse press", 1, x, y), ("mouse press", 1, x + 5, y - 1)])
    assert session.model.game == UNEXPOSED * 64 and session.screen.cursor == (4, 4)


def test_move_keys_move_the_cursor_and_stop_at_the_edges(tmp_path: Path) -> None:
    session = Session(tmp_path)
    for keys, expected in ((["up"], (3, 4)), (["w"], (2, 4)), (["k"], (1, 4)), (["down"], (2, 4)), (["s"], (3, 4)),
                           (["j"], (4, 4)), (["left"], (4, 3)), (["a"], (4, 2)), (["h"], (4, 1)),
                           (["right"], (4, 2)), (["d"], (4, 3)), (["l"], (4, 4)), (["up"] * 9, (0, 4)),
                           (["left"] * 9, (0, 0)), (["down"] * 9 + ["right"] * 9, (7, 7))):
        session.press(*keys)
        assert session.screen.cursor == expected, keys


def test_home_end_and_page_keys_move_along_the_row_and_by_a_screen(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL, level="hard")
    board = session.screen.board
    session.lines()  # drawn once: the board knows its room
    assert session.screen.cursor == (13, 13)
    session.press("home")
    assert session.screen.cursor == (13, 0) and board.first_col == 0
    session.press("end")
    assert session.screen.cursor == (13, 25) and board.first_col + board.visible_cols == 26
    page = board.visible_rows
    assert page < 26  # at 80×24 Hard shows a window
    session.press("page up")
    assert session.screen.cursor == (0, 25) and board.first_row == 0
    session.press("page down")
    assert session.screen.cursor == (page, 25)
    session.press("page up")
    assert session.screen.cursor == (0, 25)
    session.press("page down", "page down")
    assert session.screen.cursor == (25, 25) and board.first_row + board.visible_rows == 26
    easy = Session(tmp_path)
    easy.press("page up")
    assert easy.screen.cursor == (0, 4)  # the whole board shows: a screen is all of it
    easy.press("page down", "end")
    assert easy.screen.cursor == (7, 7)


def test_cursor_visible_on_every_kind_of_cell(tmp_path: Path) -> None:
    for level in ("easy", "hard"):
        session = Session(tmp_path, level=level)
        size = session.size
        session.press("enter")
        game = session.model.game
        kinds = {"covered": game.index(UNEXPOSED), "zero": game.index("0"),
                 "number": next(i for i, cell in enumerate(game) if cell in "12345678")}
        flag = next(i for i, cell in enumerate(game) if cell == UNEXPOSED and i != kinds["covered"])
        session.go_to(*divmod(flag, size))
        session.press("f")
        kinds["flag"] = flag
        for kind, index in kinds.items():
            session.go_to(*divmod(index, size))
            x, y = session.cell_position(*divmod(index, size))
            assert session.attr_at(x, y) == "cursor", (level, kind)
            assert session.lines()[y][x - 1] in "[>", (level, kind)
        session.lose()  # the cursor sits on the Pokémon uncovered
        session.app.close_dialog()
        x, y = session.cell_position(*session.screen.cursor)
        assert session.lines()[y][x] == HIT_MARK and session.attr_at(x, y) == "cursor", level


def test_the_legend_draws_the_cursor_and_cells_as_the_board_does(tmp_path: Path) -> None:
    easy = Session(tmp_path)
    assert "[~] cursor" in easy.text() and " ~  covered" in easy.text()
    hard = Session(tmp_path, level="hard")
    assert ">~ cursor" in hard.text() and "[~]" not in hard.text()
    assert f"{HIT_MARK} uncovered" in hard.text() and f"{WRONG_FLAG_MARK} flag on no Pokémon" in hard.text()
    assert " 2 too many flags around" in hard.text()


def test_a_number_with_more_flags_around_than_pokemon_is_drawn_wrong_until_one_goes(tmp_path: Path) -> None:
    """Flags around an uncovered number beyond its count: a flag among them is wrong, so the number is drawn in the
    bad colour (as Minesweeper Online does), and back in its own once a flag is taken off."""
    session = Session(tmp_path)
    session.press("enter")  # the first reveal opens the board around the centre
    model, size = session.model, session.size
    number = next(index for index, character in enumerate(model.game) if character == "1"
                  and sum(model.game[around] == UNEXPOSED for around in neighbour_directions(index, size)) >= 2)
    covered = [around for around in neighbour_directions(number, size) if model.game[around] == UNEXPOSED][:2]
    for index in covered:
        session.go_to(*divmod(index, size))
        session.press("f")
    x, y = session.cell_position(*divmod(number, size))
    assert session.lines()[y][x] == "1" and session.attr_at(x, y) == "bad"
    session.press("f")  # the last flag off again
    assert session.attr_at(x, y) == "number 1"


# -- scrolling -----------------------------------------------------------------------------------------
def test_hard_scrolls_with_the_cursor_at_80_by_24_and_its_labels_follow(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL, level="hard")
    board = session.screen.board
    assert "too small" not in session.text() and board.scrolls()
    assert board.visible_rows < 26 and board.visible_cols < 26
    session.press("enter")
    for target in ((0, 0), (25, 25), (0, 25), (25, 0), (12, 3)):
        session.go_to(*target)
        row, col = target
        assert board.first_row <= row < board.first_row + board.visible_rows
        assert board.first_col <= col < board.first_col + board.visible_cols
        lines = session.lines()
        x, y = find_window(lines, board.first_row, board.visible_rows)  # the row letters are the window's
        tens, units = lines[y - 2], lines[y - 1]  # the column numbers over the window are its columns
        for offset in range(board.visible_cols):
            number = board.first_col + offset + 1
            cell_x = x + 2 + offset * 2
            assert units[cell_x:cell_x + 2] == f" {number % 10}", (target, number)
            assert tens[cell_x:cell_x + 2] == (f" {number // 10}" if number >= 10 else "  "), (target, number)
        marks = session.marks_in_view()
        assert all(mark == expected_marks(session.model.game[r * 26 + c]) or (r, c) == target
                   for (r, c), mark in marks.items())
    # A click lands on the cell drawn under it, wherever the window is.
    session.go_to(20, 22)
    safe = next((r, c) for (r, c) in session.marks_in_view()
                if session.model.game[r * 26 + c] == UNEXPOSED and r * 26 + c not in session.pokemon())
    first = (board.first_row, board.first_col)
    session.click(*safe, button=3)
    assert session.screen.cursor == safe and session.model.cell(*safe) == FLAG
    assert (board.first_row, board.first_col) == first  # a click never moves the board under the mouse


def test_the_window_moves_only_when_the_cursor_nears_its_edge(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL, level="hard")
    board = session.screen.board
    session.lines()
    rows = board.visible_rows
    assert board.first_row == 0 and rows < 26
    session.go_to(rows - 2, 13)  # the last row drawn is the next one: no scrolling yet
    assert board.first_row == 0
    session.press("down")  # one row beyond the cursor stays in view
    assert board.first_row == 1
    session.press("up")
    assert board.first_row == 1  # back inside the window: it stays
    session.go_to(2, 13)
    assert board.first_row == 1
    session.press("up")
    assert board.first_row == 0


# -- the end -------------------------------------------------------------------------------------------
def test_loss_marks_the_pokemon_uncovered_and_the_wrong_flags(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    pokemon = session.pokemon()
    wrong = next(i for i, cell in enumerate(session.model.game) if cell == UNEXPOSED and i not in pokemon)
    right = pokemon[1]
    for index in (wrong, right):
        session.go_to(*divmod(index, 8))
        session.press("f")
    hit = session.lose(which=3)
    assert session.model.lost_at == hit
    assert not session.screen.in_progress() and not session.screen.timer_running()
    text = session.text()
    assert "You lost" in text and f"A Pokémon hid at {ALPHA[hit // 8]}{hit % 8 + 1}" in text
    assert "pokemons" not in text
    dialog = end_dialog(session)
    assert all(POKEMON not in line and UNEXPOSED not in line for line in dialog)  # no copy of the board
    session.app.close_dialog()  # to read the board behind it
    shown = session.board_shown()
    assert shown[hit] == HIT_MARK and shown[wrong] == WRONG_FLAG_MARK and shown[right] == FLAG
    for index in pokemon:
        if index not in (hit, right):
            assert shown[index] == POKEMON
    x, y = session.cell_position(*divmod(wrong, 8))
    assert session.attr_at(x, y) == "bad"


def test_loss_dialog_retry_plays_the_same_board_and_new_board_deals_another(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.lose()
    pokemon = session.pokemon()
    assert "u undo" in session.text() and "r retry" in session.text() and "b new board" in session.text()
    session.press("r")
    assert session.app.dialogs == [] and session.model.game == UNEXPOSED * 64 and not session.model.is_lost()
    assert session.model.pokemon_locations == pokemon  # the same board, placed from the start
    assert "The same board again" in session.text()
    session.lose()
    session.press("b")
    assert session.app.dialogs == [] and session.model.pokemon_locations is None and RESTARTED in session.text()


def test_undo_takes_the_fatal_reveal_back_and_a_win_after_it_is_no_best(tmp_path: Path) -> None:
    session = Session(tmp_path)
    loop = FakeLoop()
    session.app.loop = loop
    clock = Clock()
    session.screen.clock = clock
    session.press("enter")
    clock.now += 4
    before = session.model.game
    session.lose()
    clock.now += 30  # under the dialog: not counted
    session.press("u")
    assert session.app.dialogs == [] and session.model.game == before and not session.model.is_lost()
    assert session.screen.timer_running() and session.screen.elapsed() == 4
    assert session.board_shown() == expected_marks(before) and "Took back the step onto" in session.text()
    assert loop.alarms[-1][0] == pytest.approx(1.0)  # the timer ticks again
    clock.now += 2
    session.win()
    assert session.model.is_won() and f"{WON} 6 seconds." in session.text() and HELP_NOTE in session.text()
    assert session.app.store.best("pokemon", "easy") is None


def chord_onto_a_pokemon(model: PokemonGame) -> tuple[int, int] | None:
    """(a 1, a safe covered cell next to it) where a wrong flag on that cell lets chording the 1 open onto a
    Pokémon next to it, or None when this board has none."""
    size = model.grid_size
    pokemon = set(model.pokemon_locations or ())
    for index, cell in enumerate(model.game):
        if cell != "1":
            continue
        around = [n for n in range(size * size)
                  if max(abs(n // size - index // size), abs(n % size - index % size)) == 1]
        covered = [n for n in around if model.game[n] == UNEXPOSED]
        decoy = next((n for n in covered if n not in pokemon), None)
        if decoy is not None and any(n in pokemon for n in covered):
            return index, decoy
    return None


def test_undo_of_a_chord_puts_back_every_cell_it_opened(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    found = chord_onto_a_pokemon(session.model)
    for _deal in range(50):  # the boards come from the seed: deal until one has such a 1 (the first few do)
        if found is not None:
            break
        session.screen.start_new_game(session.screen.settings)
        session.press("enter")
        found = chord_onto_a_pokemon(session.model)
    assert found is not None, "none of 50 boards has a 1 a wrong flag lets chording open onto a Pokémon"
    index, decoy = found
    model = session.model
    session.go_to(*divmod(decoy, session.size))
    session.press("f")
    before = model.game
    session.go_to(*divmod(index, session.size))
    session.press("enter")
    assert model.is_lost()
    session.press("u")
    assert model.game == before and not model.is_lost()


def test_win_is_shown_and_the_best_time_kept_under_the_level(tmp_path: Path) -> None:
    session = Session(tmp_path)
    clock = Clock()
    session.screen.clock = clock
    session.win(clock, seconds=42.6)
    assert session.model.is_won() and not session.screen.in_progress()
    text = session.text()
    assert "You won!" in text and f"{WON} 42 seconds." in text and "New best." in text
    dialog = end_dialog(session)
    assert any(line.strip(" │") == "New best." for line in dialog)  # on its own line
    assert all(FLAG not in line and POKEMON not in line for line in dialog)
    assert session.app.store.best("pokemon", "easy")["seconds"] == 42
    assert Store(tmp_path / DATABASE_FILE).best("pokemon", "easy")["seconds"] == 42
    clock.now += 100  # the timer stopped at the win
    session.press("r")
    assert "Best: 42 s" in session.text() and "Time: 0 s" in session.text()


def test_watching_the_best_ends_on_its_time_as_its_line_says(tmp_path: Path) -> None:
    """The panel's Time while a best is played back follows the kept game's time, not the playback's pace: at its
    end it reads the seconds the closing line names."""
    session = Session(tmp_path)
    clock = Clock()
    session.screen.clock = clock
    session.win(clock, seconds=42.6)
    watching = Session(tmp_path, store=session.app.store, from_menu=True)
    watching.app.watch_best(GAME, find_level(GAME, "easy"))
    for _ in session.screen.actions:
        watching.app.watcher.step_now()
    text = watching.text()
    assert "That was the best game: 42 seconds." in text and "Time: 42 s" in text


def test_next_goes_to_the_next_preset_and_hard_has_none(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.win()
    assert "n next" in session.text()
    session.press("n")
    assert session.screen.level_name == "medium" and "Board: 16×16 (Medium)" in session.text()
    hard = Session(tmp_path, level="hard")
    hard.win()
    assert "You won!" in hard.text() and "n next" not in hard.text()
    custom = Session(tmp_path)
    custom.screen.start_new_game(Settings(4, 1))
    custom.win()
    assert "n next" not in custom.text()


def test_an_old_best_under_the_board_key_is_kept(tmp_path: Path) -> None:
    (tmp_path / "scores.json").write_text(json.dumps({"pokemon": {"8x8-10": {"seconds": 5}}}))  # an older arcade's
    scores = Store(tmp_path / DATABASE_FILE, renames=former_names(GAMES))  # imports the old file, renamed
    assert scores.best("pokemon", "easy") == {"seconds": 5}  # where the list looks
    session = Session(tmp_path, store=scores)
    assert "Best: 5 s" in session.text()
    clock = Clock()
    session.screen.clock = clock
    session.win(clock, seconds=9)
    assert f"{WON} 9 seconds." in session.text() and "New best" not in session.text()
    assert scores.best("pokemon", "easy") == {"seconds": 5}
    session.press("m")
    assert "best: 5 seconds" in session.text()


def test_score_that_cannot_be_saved_is_reported(tmp_path: Path) -> None:
    scores = Store(tmp_path / DATABASE_FILE)
    scores.close()  # every write now fails, as on a full or read-only disk
    session = Session(tmp_path, store=scores)
    session.win()
    assert "Result not kept" in session.text() and "You won!" in session.text()


def test_menu_and_q_in_the_end_dialog_go_to_the_level_list(tmp_path: Path) -> None:
    for key in ("m", "q", "esc"):
        session = Session(tmp_path, level="medium")
        session.lose()
        session.press(key)
        chooser = session.app.current
        assert session.app.place == "chooser" and isinstance(chooser, MenuList) and chooser.focus_index == 1, key


def test_new_board_asks_during_a_game(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("b")  # nothing uncovered yet: no question
    assert session.app.dialogs == [] and RESTARTED in session.text()
    session.press("enter")
    board = session.model.game
    session.press("b")
    assert "New board?" in session.text()
    session.press("n")
    assert session.model.game == board
    session.press("b", "y")
    assert session.model.game == UNEXPOSED * 64 and not session.screen.in_progress()
    assert session.model.pokemon_locations is None


def test_back_leaves_a_game_without_asking_and_stops_the_timer(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    screen = session.screen
    assert screen.timer_running()
    session.press("q")  # the game is saved, so nothing is asked
    assert session.app.place == "chooser" and not session.app.dialogs and not screen.timer_running()


# -- the timer -----------------------------------------------------------------------------------------
def test_timer_starts_at_the_first_reveal_ticks_each_second_and_stops(tmp_path: Path) -> None:
    session = Session(tmp_path)
    loop = FakeLoop()
    session.app.loop = loop  # the screen's alarms go here; input still goes through the real MainLoop
    clock = Clock()
    session.screen.clock = clock
    session.press("f", "f")
    assert loop.alarms == [] and "Time: 0 s" in session.text()
    session.press("enter")
    assert len(loop.alarms) == 1 and loop.alarms[0][0] == pytest.approx(1.0)
    for second in (1, 2, 3):
        clock.now += 1
        loop.alarms[-1][1](loop, None)
        assert len(loop.alarms) == 1 + second and f"Time: {second} s" in session.text()
    clock.now += 0.4
    session.lose()
    assert loop.removed == [len(loop.alarms) - 1]
    clock.now += 10
    assert session.screen.elapsed() == 3 and "Time: 3 s" in session.text()


def test_timer_pauses_while_help_or_a_dialog_is_open(tmp_path: Path) -> None:
    session = Session(tmp_path)
    loop = FakeLoop()
    session.app.loop = loop
    clock = Clock()
    session.screen.clock = clock
    session.press("enter")
    clock.now += 3.5
    session.press("?")
    assert not session.screen.timer_running() and loop.removed == [0]
    clock.now += 100
    assert session.screen.elapsed() == 3
    session.press("esc")
    assert session.screen.timer_running() and loop.alarms[-1][0] == pytest.approx(0.5)
    clock.now += 2
    assert session.screen.elapsed() == 5
    session.press("r")  # the question pauses it too
    clock.now += 50
    session.press("n")
    assert session.screen.elapsed() == 5
    session.press("n")  # and the new-game form
    clock.now += 50
    session.press("esc")
    clock.now += 1
    assert session.screen.elapsed() == 6 and "Time: 5 s" in session.text()


def test_leaving_the_screen_cancels_the_tick(tmp_path: Path) -> None:
    session = Session(tmp_path)
    loop = FakeLoop()
    session.app.loop = loop
    session.press("enter", "q")
    assert session.app.place == "chooser" and 0 in loop.removed


# -- new game ------------------------------------------------------------------------------------------
def test_new_game_form_hard_preset_by_keyboard(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.presets["Easy"].get_state() is True
    session.press("down", "down", " ")  # Easy → Medium → Hard, chosen
    assert (form.width_edit.edit_text, form.height_edit.edit_text, form.count_edit.edit_text) == ("26", "26", "99")
    assert "Pokémon (0–675): 99" in session.text()  # the first cell is kept safe: one fewer than the board
    session.press("tab", "tab", "enter")  # on to the size field; Enter starts
    assert session.app.dialogs == []
    assert (session.model.grid_size, session.model.number_of_pokemons) == (26, 99)
    text = session.text()
    assert "Board: 26×26 (Hard)" in text and "terminal too small" not in text
    assert session.screen.level_name == "hard"  # a board from the form that matches a preset counts as it
    assert session.board_shown() == UNEXPOSED * 26**2
    assert (session.app.guard.need_cols, session.app.guard.need_rows) == session.screen.min_size


def test_new_game_form_validates_width_height_and_count(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n", "down", "down", "down", "down")  # the width field
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    session.press("backspace", "3", "1", "enter")
    assert "Width: a whole number from 1 to 30, please." in session.text() and session.app.dialogs == [form]
    session.press("backspace", "backspace", "x", "enter")
    assert "Width: a whole number from 1 to 30, please." in session.text()
    session.press("backspace", "5", "tab", "backspace", "2", "7", "enter")  # Tab: on to the height
    assert "Height: a whole number from 1 to 26, please." in session.text()
    session.press("backspace", "backspace", "0", "enter")
    assert "Height: a whole number from 1 to 26, please." in session.text()
    session.press("backspace", "5", "down", "backspace", "backspace", "2", "6", "enter")
    assert "Pokémon: a whole number from 0 to 24, please." in session.text()  # the first cell is kept safe
    assert form.custom.get_state() is True
    session.press("backspace", "enter")
    assert session.app.dialogs == [] and (session.model.grid_size, session.model.number_of_pokemons) == (5, 2)
    assert "Board: 5×5 (custom)" in session.text() and session.screen.level_name == "custom"
    session.press("n", "3", "tab", "shift tab", "backspace", "backspace", "4", "tab", "backspace", "3", "down",
                  "backspace", "7", "enter")  # a custom board's form opens in the width; Shift-Tab: back to it
    assert session.app.dialogs == [] and session.model.grid == Grid(4, 3) and session.model.number_of_pokemons == 7
    assert "Board: 4×3 (custom)" in session.text() and session.screen.level_name == "custom"
    assert session.screen.records_under == "4x3-7"


def test_new_game_form_typing_a_preset_selects_it_and_options_switch_off(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n", "down", "down", "down", "down")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    session.press("backspace", "1", "6", "tab", "backspace", "1", "6", "down", "backspace", "backspace", "4", "0")
    assert form.presets["Medium"].get_state() is True  # the first of the two presets of this board
    assert form.no_guess_box.get_state() is True  # Easy's default, the board in play
    session.press("down", " ", "down", " ", "down", " ")  # the three options off
    assert (form.safe_box.get_state(), form.chord_box.get_state(), form.no_guess_box.get_state()) == (False,) * 3
    session.press("down", "enter")  # the Start button
    assert session.app.dialogs == []
    model = session.model
    assert (model.grid_size, model.number_of_pokemons, model.safe_first_reveal, model.chording,
            model.no_guess) == (16, 40, False, False, False)
    assert "Safe first reveal: off" in session.text() and "Chording: off" in session.text()
    assert "No guessing: off" in session.text()
    session.press("n")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.presets["Medium"].get_state() is True
    assert form.safe_box.get_state() is False


def test_the_form_highlight_covers_an_option_and_its_explanation(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n", *["down"] * 6)  # Easy → … → the count field → Safe first reveal
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.pile.focus.base_widget.contents[0][0] is form.safe_box
    canvas = form.render((NEW_GAME_COLS,), focus=True)
    lines = list(canvas.decoded_text)
    y = next(y for y, line in enumerate(lines) if "Safe first reveal" in line)
    assert "never a Pokémon" in lines[y + 1] and "opens a section" in lines[y + 2] + lines[y + 1]
    for row in (y, y + 1, y + 2):  # the box, then its explanation (two lines at this width)
        inside = range(2, NEW_GAME_COLS - 2)  # within the frame and its padding
        assert {attr_at(canvas, x, row) for x in inside} == {"button focus"}, lines[row]
    assert attr_at(canvas, 2, y + 3) != "button focus"  # the next option is not highlighted


def test_new_game_form_escape_keeps_the_game(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    board = session.model.game
    session.press("n", "up", " ", "esc")
    assert session.app.dialogs == [] and session.model.game == board and session.size == 8


def test_starting_from_the_form_during_a_game_asks_first(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")  # a game in progress
    board = session.model.game
    session.press("n")  # opening the form asks nothing
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and "New game?" not in session.text()
    session.press("down", "down", "down", "down", "enter")  # Enter in the size field: start
    question = session.app.dialogs[-1]
    assert isinstance(question, Dialog) and question.title == "New game?"
    assert "Throw this game away" in session.text() and session.model.game == board
    session.press("n")  # No: back to the form, the game untouched and nothing recorded
    assert session.app.dialogs == [form] and session.model.game == board
    session.press("esc")  # cancelling the form keeps the game
    assert session.app.dialogs == [] and session.model.game == board and session.screen.in_progress()
    assert session.store.finished_games("pokemon", outcomes=("won", "lost", "abandoned")) == []
    session.press("n", "down", "down", "down", "down", "enter", "y")  # Yes: the new game, the old one abandoned
    assert session.app.dialogs == [] and session.model.game == UNEXPOSED * 64
    (thrown,) = session.store.finished_games("pokemon", outcomes=("won", "lost", "abandoned"))
    assert thrown.outcome == "abandoned"
    session.press("n", "down", "down", "down", "down", "enter")  # nothing in progress now: no question
    assert session.app.dialogs == [] and len(session.store.finished_games("pokemon", outcomes=("abandoned",))) == 1


def test_enter_anywhere_in_the_form_starts_and_space_ticks(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n", *["down"] * 6)  # Easy → … → the count field → Safe first reveal
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.pile.focus.base_widget.contents[0][0] is form.safe_box
    session.press(" ")  # Space ticks the box off
    assert form.safe_box.get_state() is False
    session.press("down", "enter")  # Enter on Chording starts, the box as it was
    assert session.app.dialogs == [] and session.model.chording is True
    assert session.model.safe_first_reveal is False
    session.press("n", "down", "down", "enter")  # Enter on the Hard preset chooses it and starts
    assert session.app.dialogs == [] and (session.model.grid_size, session.model.number_of_pokemons) == (26, 99)
    session.press("n")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    assert "Enter start · Space tick a box or pick a preset" in session.text()
    assert session.lines()[-1].split()[:6] == ["↑/↓/Tab", "field", "Space", "tick/pick", "Enter", "start"]


def test_custom_opens_the_form_and_cancel_goes_back_to_the_list(tmp_path: Path) -> None:
    session = Session(tmp_path, level="custom")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    session.press("esc")
    chooser = session.app.current
    assert session.app.place == "chooser" and isinstance(chooser, MenuList) and chooser.focus_index == 6
    session.press("enter")  # Custom again: the form opens in the width field
    session.press("backspace", "9", "tab", "backspace", "9", "down", "backspace", "backspace", "1", "2", "enter")
    assert session.app.dialogs == [] and "Board: 9×9 (custom)" in session.text()
    session.win()
    assert session.app.store.best("pokemon", "9x9-12") is not None
    assert session.app.store.best("pokemon", "custom") is None


# -- layout, help, seed --------------------------------------------------------------------------------
def test_every_size_fits_80_by_24(tmp_path: Path) -> None:
    session = Session(tmp_path)
    for size in range(1, 27):
        for count in (0, size * size // 6, size * size):
            session.screen.start_new_game(Settings(size, count))
            cols, rows = session.screen.min_size
            assert cols <= 80 and rows <= 24, (size, count)
    for preset in presets():
        session.screen.start_new_game(Settings(preset.grid.width, preset.count, height=preset.grid.height))
        assert session.screen.min_size <= SMALL


@pytest.mark.parametrize(("size", "count"), [(1, 0), (8, 10), (15, 30), (16, 40), (20, 60), (26, 99), (26, 676)])
def test_min_size_fits_the_board_the_panel_and_the_dialogs(tmp_path: Path, size: int, count: int) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(size, count))
    cols, rows = session.screen.min_size
    assert (session.app.guard.need_cols, session.app.guard.need_rows) == (cols, rows)
    session = Session(tmp_path, size=(cols, rows))
    session.screen.start_new_game(Settings(size, count))
    text = session.text()
    narrow = session.screen.layout.narrow  # a board that shows whole only beside the narrow panels has them
    assert "too small" not in text and ("✓ chording" if narrow else "Chording: on") in text
    assert set(session.marks_in_view().values()) == {UNEXPOSED} or size == 1
    session.press("n")
    assert "Start" in session.text() and "Cancel" in session.text()
    session.press("esc", "enter")
    if not session.model.is_over():
        session.lose()
    assert session.model.is_over()
    dialog = end_dialog(session)
    screen = session.text()
    assert all(line in screen for line in dialog), "the end dialog is not whole on the screen"


def test_no_panel_line_wraps(tmp_path: Path) -> None:
    session = Session(tmp_path)
    # before: read once per board
    session.app.store.record_game("pokemon", "26x26-0", "won", {"seconds": 99999}, "seconds")
    session.screen.start_new_game(Settings(26, 0))
    screen = session.screen
    screen.started_at, screen.stopped_at = 0.0, 99999.0
    for index in range(26 * 26):  # the most flags: Flags left: -676
        screen.model.toggle_flag(index)
    lines = [*screen._panel_lines(), *legend(2), *legend(3)]
    for line in lines:
        text = urwid.Text(line).text
        assert urwid.calc_width(text, 0, len(text)) <= PANEL_TEXT_WIDTH, text
    screen.refresh()
    drawn = session.text()
    assert "Flags left: -676" in drawn and "Best: 99999 s" in drawn and "Time: 99999 s" in drawn
    screen.settings = Settings(26, 676, safe_first_reveal=False)
    assert all(urwid.calc_width(text := urwid.Text(line).text, 0, len(text)) <= PANEL_TEXT_WIDTH
               for line in screen._panel_lines())


def test_status_hints_are_whole_and_in_importance_order_at_80_columns(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL)
    hints = session.lines()[-1]
    parts = session.screen.keymap.hint_parts()
    shown = hints.split("? help")[0].strip()
    kept = [part for part in parts if part in shown]
    assert shown == "  ".join(kept) and kept == parts[:len(kept)]  # whole parts, the first ones
    assert kept[:3] == ["↑↓←→/wsad/kjhl move", "Enter/Space reveal", "f flag"]


def test_help_lists_the_keys_and_what_they_do_here(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("?")
    text = " ".join(session.text().split())
    for binding in PokemonScreen.bindings:
        assert " ".join(binding.help.split()) in text
    for words in ("Deal a new board", "first cell of the row", "by one screen"):
        assert words in text
    assert SEED_VARIABLE in PokemonScreen.rules and "pokemons" not in text


def test_help_fits_80_by_24_with_its_border(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL)
    lines, text = whole_help(session)  # at 80×24 the help scrolls inside its box
    assert has_bottom_edge(lines) and "? or Esc closes" in text and " ".join(PokemonScreen.rules.split()) in text
    for binding in session.screen.keymap.bindings:
        assert binding.help in text, binding.help


def test_the_rules_take_three_lines_of_the_help_at_80_columns(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL)
    session.press("?")
    lines = [line.strip(" │") for line in session.lines()]
    words = PokemonScreen.rules.split()
    first = next(y for y, line in enumerate(lines) if line.startswith(" ".join(words[:3])))
    last = next(y for y, line in enumerate(lines) if line.endswith(words[-1]))
    assert last - first + 1 <= 3 and lines[last + 1] == ""  # the keys start after three lines at most


def test_same_seed_same_board(tmp_path: Path) -> None:
    first, second = Session(tmp_path), Session(tmp_path)
    first.press("enter")
    second.press("enter")
    assert first.pokemon() == second.pokemon()
    first.press("b", "y", "enter")
    second.press("b", "y", "enter")
    assert first.pokemon() == second.pokemon()


def test_a_bad_seed_is_an_arcade_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "seven")
    with pytest.raises(ArcadeError, match=SEED_VARIABLE):
        PokemonScreen(App(), GAME, None)


def test_palette_names_used_exist(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    safe = next(i for i, cell in enumerate(session.model.game) if cell == UNEXPOSED and i not in session.pokemon())
    session.go_to(*divmod(safe, 8))
    session.press("f")
    frames = [session.canvas()]
    session.lose(which=1)
    session.app.close_dialog()  # the whole loss board
    frames.append(session.canvas())
    used = palette_names_drawn(frames)
    names = {entry[0] for entry in PALETTE}
    assert used <= names, used - names
    assert {"unexposed", "flag", "pokemon", "pokemon hit", "bad", "coordinates", "cursor"} <= used


# -- the real command in a terminal --------------------------------------------------------------------
pty_only = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[TerminalSession]:
    """`arcade pokemon easy` with a fixed seed and a private data folder."""
    session = TerminalSession(["pokemon", "easy"], 100, 32, {SEED_VARIABLE: SEED}, data_dir=tmp_path / "data")
    yield session
    session.close()


def board_random(board: int = 1, seed: int = int(SEED)) -> random.Random:
    """The random source the screen's `board`-th board draws its Pokémon from under ARCADE_SEED=seed: the
    screen's source draws a seed per board."""
    screen_random = random.Random(seed)
    for _ in range(board - 1):
        screen_random.getrandbits(32)
    return random.Random(screen_random.getrandbits(32))


def predicted_game(first_reveal: int, size: int = 8, count: int = 10) -> PokemonGame:
    """The game the screen plays with this seed (the options on, as the presets have them), after its first
    reveal."""
    game = PokemonGame(size, count, board_random(), safe_first_reveal=True, chording=True, no_guess=True)
    assert game.reveal(first_reveal) == "opened"
    return game


def find_board(lines: list[str], size: int) -> tuple[int, int]:
    """(x, y) of the row letter 'A' of a board drawn whole."""
    return find_window(lines, 0, size)


def marks_on_screen(lines: list[str], size: int) -> str:
    """A board drawn whole (3-column cells), one mark per cell, in the game string's order."""
    x, y = find_board(lines, size)
    return "".join(lines[y + r][x + 3 + c * 3] for r in range(size) for c in range(size))


def terminal_click(term: TerminalSession, row: int, col: int, button: int = 0) -> None:
    """An X10 mouse press (0 left, 2 right) on a cell of the Easy board."""
    x, y = find_board(term.screen.display, 8)
    os.write(term.master, b"\x1b[M" + bytes([32 + button, 33 + x + 3 + col * 3, 33 + y + row]))


@pty_only
def test_real_terminal_reveal_flag_click_and_loss(terminal: TerminalSession) -> None:
    terminal.wait_for("Flags left: 10")
    centre = position_to_index((4, 4), 8)
    game = predicted_game(centre)
    terminal.press("enter")
    terminal.wait_until(lambda: marks_on_screen(terminal.screen.display, 8) == expected_marks(game.game),
                        "the opened section")
    covered = [index for index in range(64) if game.game[index] == UNEXPOSED]
    safe = next(index for index in covered if index not in game.pokemon_locations)
    terminal_click(terminal, *divmod(safe, 8), button=2)  # right: a flag
    terminal.wait_for("Flags left: 9")
    assert marks_on_screen(terminal.screen.display, 8)[safe] == FLAG
    terminal_click(terminal, *divmod(safe, 8), button=2)  # again: the flag becomes a ? (unsure)
    terminal.wait_for("Flags left: 10")
    assert marks_on_screen(terminal.screen.display, 8)[safe] == QUESTION_MARK
    terminal_click(terminal, *divmod(safe, 8))  # left: a ? is uncovered like any covered cell
    game.reveal(safe)
    terminal.wait_until(lambda: marks_on_screen(terminal.screen.display, 8) == expected_marks(game.game),
                        "the clicked cell uncovered")
    terminal_click(terminal, *divmod(game.pokemon_locations[0], 8))
    terminal.wait_for("You lost")
    terminal.wait_for("you scared them all away")
    terminal.press("m")
    terminal.wait_for("Choose a level")


@pty_only
def test_real_terminal_win_by_mouse_records_the_time(terminal: TerminalSession, tmp_path: Path) -> None:
    terminal.wait_for("Flags left: 10")
    game = predicted_game(position_to_index((4, 4), 8))
    terminal.press("enter")
    terminal.wait_until(lambda: marks_on_screen(terminal.screen.display, 8) == expected_marks(game.game),
                        "the opened section")
    for index in range(64):
        if index not in game.pokemon_locations and game.game[index] == UNEXPOSED:
            game.reveal(index)
            terminal_click(terminal, *divmod(index, 8))
    for index in game.pokemon_locations:
        terminal_click(terminal, *divmod(index, 8), button=2)
    terminal.wait_for(WON)
    terminal.wait_for("New best.")
    records = Store(tmp_path / "data" / DATABASE_FILE).level_records("pokemon")
    assert [record.level for record in records] == ["easy"] and isinstance(records[0].best["seconds"], int)


@pty_only
def test_real_terminal_hard_at_80_by_24_reveal_loss_and_back_to_hard(tmp_path: Path) -> None:
    term = TerminalSession(["pokemon", "hard"], 80, 24, {SEED_VARIABLE: SEED}, data_dir=tmp_path / "data")
    try:
        term.wait_for("Board: 26×26 (Hard)")
        assert "too small" not in term.text()
        centre = position_to_index((13, 13), 26)
        game = predicted_game(centre, 26, 99)
        term.press("enter")  # the centre opens a section: the cursor sits on an uncovered 0
        term.wait_until(lambda: any(line.startswith("N ") and f">{expected_marks('0')}" in line
                                    for line in term.screen.display), "the centre uncovered")
        hit = min((index for index in game.pokemon_locations if index // 26 == 13),
                  key=lambda index: abs(index % 26 - 13))
        step = "left" if hit % 26 < 13 else "right"
        term.press(*[step] * abs(hit % 26 - 13), "enter")
        term.wait_for("You lost")
        term.wait_for(f"A Pokémon hid at N{hit % 26 + 1}: you scared them all away.")
        for words in ("Undo (u)", "Retry (r)", "Levels (m)", "Undo puts the board back"):
            assert words in term.text()
        term.press("q")
        term.wait_for("Choose a level")
        term.press("enter")  # Hard was left selected
        term.wait_for("Board: 26×26 (Hard)")
    finally:
        term.close()


# -- No guessing and the tip ----------------------------------------------------------------------------
def test_the_presets_deal_guess_free_boards_and_the_panel_says_so(tmp_path: Path) -> None:
    for level in ("easy", "medium", "hard"):
        session = Session(tmp_path / level, level=level)
        assert session.screen.settings.no_guess and "No guessing: on" in session.text()
        session.press("enter")
        first = position_to_index(session.screen.cursor, session.size)
        assert session.model.guess_free is True and solves_from(session.size, session.pokemon(), first)


def test_a_board_too_crowded_for_no_guessing_says_so(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(3, 1, no_guess=True))
    session.press("enter")  # the centre shows 1: one of its eight neighbours, nothing says which
    assert session.model.guess_free is False
    assert "No guessing: not found" in session.text() and "this one may need a guess" in session.text()


def test_tip_before_the_first_reveal_and_where_a_guess_is_needed(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("t")
    assert "Nothing to deduce yet: uncover any cell (the first one is always safe)." in session.text()
    session.screen.start_new_game(Settings(3, 1, no_guess=False))
    session.press("enter", "t")
    assert "a guess is needed" in session.text() and session.screen.actions == [["reveal", 4]]
    assert session.screen.tips_shown == 0


def test_tips_alone_win_a_no_guess_board_and_the_win_is_no_best(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    while not session.model.is_over():
        session.press("t")
        if session.app.dialogs:  # the first help of the play asks first
            session.press("y")
        assert session.screen.actions[-1] == TIP_ACTION
        cell = position_to_index(session.screen.cursor, session.size)
        pokemon = cell in session.pokemon()
        proof = next(found for found in deductions(session.model.game, session.size, 10)
                     if not found.pokemon or session.model.game[found.cell] != FLAG)  # the first not acted on
        assert (proof.cell, proof.pokemon) == (cell, pokemon) and proof.reason(8) in session.text()
        session.press("f" if pokemon else "enter")
    assert session.model.is_won() and HELP_NOTE in session.text()
    assert session.app.store.best("pokemon", "easy") is None


def test_a_tip_on_a_wrongly_flagged_cell_says_so(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter", "t", "y")
    while position_to_index(session.screen.cursor, session.size) in session.pokemon():
        session.press("f", "t")  # flag the Pokémon tips until a tip shows a safe cell
    safe = session.screen.cursor
    session.press("f", "t")  # a wrong flag on it: the tip shows it again
    assert session.screen.cursor == safe and f"{ALPHA[safe[0]]}{safe[1] + 1} is safe (wrong flag): " in session.text()


def test_a_game_with_a_tip_resumes_with_the_same_board_and_the_tip_counted(tmp_path: Path) -> None:
    session = Session(tmp_path, level="hard")
    session.press("enter", "t", "y")
    board, tips, cursor = session.pokemon(), session.screen.tips_shown, session.screen.cursor
    session.press("q")
    saved = session.store.saved_game("pokemon", "hard")
    assert saved.state["play"]["start"]["no_guess"] is True and saved.state["play"]["actions"][-1] == TIP_ACTION
    resumed = Session(tmp_path, store=session.store, level="hard")
    assert resumed.pokemon() == board and resumed.screen.tips_shown == tips == 1
    assert resumed.screen.cursor == cursor


@pty_only
def test_real_terminal_tip_then_undo_of_the_fatal_reveal(terminal: TerminalSession) -> None:
    terminal.wait_for("No guessing: on")
    game = predicted_game(position_to_index((4, 4), 8))
    terminal.press("enter")
    terminal.wait_until(lambda: marks_on_screen(terminal.screen.display, 8) == expected_marks(game.game),
                        "the opened section")
    tip = deductions(game.game, 8, 10)[0]  # nothing flagged yet: the tip is the first deduction
    terminal.press("t")
    terminal.wait_for("Use help?")
    terminal.press("y")
    terminal.wait_for(tip.reason(8))
    row, col = divmod(tip.cell, 8)
    x, y = find_board(terminal.screen.display, 8)
    assert terminal.screen.display[y + row][x + 2 + col * 3:x + 5 + col * 3] == f"[{UNEXPOSED}]"  # the cursor
    hit = game.pokemon_locations[0]
    hit_row, hit_col = divmod(hit, 8)
    terminal.press(*(["down" if hit_row > row else "up"] * abs(hit_row - row)),
                   *(["right" if hit_col > col else "left"] * abs(hit_col - col)), "enter")
    terminal.wait_for("You lost")
    terminal.press("u")
    terminal.wait_for(f"Took back the step onto {ALPHA[hit_row]}{hit_col + 1}.")
    terminal.wait_until(lambda: marks_on_screen(terminal.screen.display, 8) == expected_marks(game.game),
                        "the board as it was before the fatal reveal")
    assert "You lost" not in terminal.text()
