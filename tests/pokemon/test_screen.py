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
from arcade.games.pokemon.model import ALPHA, FLAG, POKEMON, UNEXPOSED, PokemonGame, position_to_index
from arcade.games.pokemon.plain import LOST, RESTARTED, WON
from arcade.games.pokemon.screen import (
    PRESETS,
    SEED_VARIABLE,
    NewGameDialog,
    PokemonScreen,
    Settings,
    cell_width_for,
    glyph,
)
from arcade.registry import find_game
from arcade.scores import ScoreStore
from arcade.ui.app import App
from arcade.ui.dialogs import Dialog
from arcade.ui.palette import PALETTE
from tests.pty_screen import TerminalSession
from tests.shell_session import FakeLoop, ShellSession, palette_names_drawn

GAME = find_game("pokemon")
SEED = "7"
SIZE = (100, 32)


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


def find_board(lines: list[str], size: int) -> tuple[int, int]:
    """(x, y) of the row letter 'A' of a drawn board: the column where the letters of every row line up."""
    for y in range(len(lines) - size + 1):
        for x, char in enumerate(lines[y]):
            if char == "A" and all(lines[y + row][x:x + 2] == f"{ALPHA[row]} " for row in range(size)):
                return x, y
    raise AssertionError("no board on the screen:\n" + "\n".join(lines))


def cell_position(lines: list[str], size: int, row: int, col: int) -> tuple[int, int]:
    """(x, y) of the mark of a board cell on the screen (marks sit one column into their cell)."""
    x, y = find_board(lines, size)
    return x + 2 + col * cell_width_for(size) + 1, y + row


def marks_on_screen(lines: list[str], size: int) -> str:
    """The board as the screen shows it: one mark per cell, in the game string's order."""
    return "".join(lines[y][x] for y, x in (reversed(cell_position(lines, size, r, c))
                                           for r in range(size) for c in range(size)))


def expected_marks(board: str) -> str:
    """The marks a game string should be drawn with."""
    return "".join(glyph(character)[1] for character in board)


class Session(ShellSession):
    """The real shell showing the Pokémon screen, driven through its MainLoop by hand."""

    def __init__(self, tmp_path: Path, size: tuple[int, int] = SIZE, scores: ScoreStore | None = None,
                 from_menu: bool = False) -> None:
        super().__init__(None if from_menu else GAME, None,
                         scores if scores is not None else ScoreStore(tmp_path / "scores.json"), size)

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

    def click(self, row: int, col: int, button: int = 1) -> None:
        """Press a mouse button on a board cell, where the screen shows it."""
        x, y = cell_position(self.lines(), self.size, row, col)
        self.loop.process_input([("mouse press", button, x, y)])

    def go_to(self, row: int, col: int) -> None:
        """Move the cursor with the arrow keys."""
        at_row, at_col = self.screen.cursor
        keys = ["down" if row > at_row else "up"] * abs(row - at_row)
        keys += ["right" if col > at_col else "left"] * abs(col - at_col)
        self.press(*keys)
        assert self.screen.cursor == (row, col)

    def board_shown(self) -> str:
        return marks_on_screen(self.lines(), self.size)

    def pokemon(self) -> tuple[int, ...]:
        locations = self.model.pokemon_locations
        assert locations is not None, "no Pokémon placed yet"
        return locations

    def win(self, clock: Clock | None = None, seconds: float = 0) -> None:
        """Uncover every safe cell and flag every Pokémon with the keys (after a first reveal)."""
        self.press("enter")
        for index in range(self.size**2):
            if index not in self.pokemon() and self.model.game[index] == UNEXPOSED:
                self.go_to(*divmod(index, self.size))
                self.press("enter")
        if clock is not None:
            clock.now += seconds
        for index in self.pokemon():
            self.go_to(*divmod(index, self.size))
            self.press("f")


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


def end_dialog(session: Session) -> tuple[list[str], urwid.Canvas]:
    """The topmost end dialog alone, drawn at its own size: its lines and its canvas."""
    dialog = session.app.dialogs[-1]
    assert isinstance(dialog, Dialog)
    canvas = dialog.render(dialog.preferred_size(), focus=True)
    return list(canvas.decoded_text), canvas


# -- what is shown -------------------------------------------------------------------------------------
def test_starts_at_once_with_an_easy_board_and_the_panel(tmp_path: Path) -> None:
    session = Session(tmp_path)
    text = session.text()
    assert session.app.dialogs == []
    assert (session.model.grid_size, session.model.number_of_pokemons) == (8, 10)
    assert session.model.safe_first_reveal and session.model.chording
    for line in ("Board: 8×8 (Easy)", "Pokémon: 10", "Flags left: 10", "Time: 0 s", "Best: -",
                 "Safe first reveal: on", "Chording: on", "Legend"):
        assert line in text
    assert " 1  2  3  4  5  6  7  8" in text
    assert session.board_shown() == UNEXPOSED * 64
    assert not session.screen.in_progress()


def test_started_from_the_menu_without_a_level_chooser(tmp_path: Path) -> None:
    session = Session(tmp_path, from_menu=True)
    assert GAME.title in session.text()
    session.press("down", "enter")
    assert session.app.place == "game" and isinstance(session.app.current, PokemonScreen)


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
    session.press("f")
    assert session.model.game[covered] == UNEXPOSED
    assert session.board_shown()[covered] == UNEXPOSED and "Flags left: 10" in session.text()


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
    x, y = find_board(session.lines(), 8)
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


def test_cursor_visible_on_every_kind_of_cell(tmp_path: Path) -> None:
    for preset in ("Easy", "Hard"):
        session = Session(tmp_path)
        if preset == "Hard":
            session.screen.start_new_game(Settings(26, 99))
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
            x, y = cell_position(session.lines(), size, *divmod(index, size))
            assert session.attr_at(x, y) == "cursor", (preset, kind)
            assert session.lines()[y][x - 1] in "[>", (preset, kind)
        session.go_to(*divmod(session.pokemon()[0], size))
        session.press("enter")  # a loss: the cursor sits on the Pokémon hit
        assert session.model.is_lost()
        session.app.close_dialog()
        x, y = cell_position(session.lines(), size, *session.screen.cursor)
        assert session.lines()[y][x] == POKEMON and session.attr_at(x, y) == "cursor", preset


# -- the end -------------------------------------------------------------------------------------------
def test_loss_is_shown_with_the_whole_board_and_the_pokemon_hit(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    hit = session.pokemon()[3]
    session.go_to(*divmod(hit, 8))
    session.press("enter")
    assert session.model.is_lost() and session.model.lost_at == hit
    assert not session.screen.in_progress() and not session.screen.timer_running()
    text = session.text()
    assert "Game over" in text and LOST in text
    shown, canvas = end_dialog(session)
    final = session.model.final_board()
    assert final.count(POKEMON) == 10 and marks_on_screen(shown, 8) == expected_marks(final)
    hits = [(x, y) for y in range(len(shown)) for x in range(len(shown[y])) if attr_at(canvas, x, y) == "pokemon hit"]
    x, y = cell_position(shown, 8, *divmod(hit, 8))
    assert hits == [(x - 1, y), (x, y), (x + 1, y)]  # the whole cell, and no other
    # After the loss the board is frozen; the dialog's r gives a fresh board.
    session.press("r")
    assert session.app.dialogs == [] and session.model.game == UNEXPOSED * 64 and not session.model.is_lost()
    assert RESTARTED in session.text()


def test_win_is_shown_and_the_best_time_kept(tmp_path: Path) -> None:
    session = Session(tmp_path)
    clock = Clock()
    session.screen.clock = clock
    session.win(clock, seconds=42.6)
    assert session.model.is_won() and not session.screen.in_progress()
    text = session.text()
    assert "You win!" in text and f"{WON} 42 seconds. New best." in text
    shown, _canvas = end_dialog(session)
    assert marks_on_screen(shown, 8) == expected_marks(session.model.final_board())
    assert marks_on_screen(shown, 8).count(POKEMON) == 10 and UNEXPOSED not in marks_on_screen(shown, 8)
    assert session.app.scores.best("pokemon", "8x8-10") == {"seconds": 42}
    assert ScoreStore(tmp_path / "scores.json").best("pokemon", "8x8-10") == {"seconds": 42}
    clock.now += 100  # the timer stopped at the win
    session.press("r")
    assert "Best: 42 s" in session.text() and "Time: 0 s" in session.text()


def test_a_slower_win_is_no_new_best(tmp_path: Path) -> None:
    scores = ScoreStore(tmp_path / "scores.json")
    scores.record("pokemon", "8x8-10", {"seconds": 5}, "seconds")
    session = Session(tmp_path, scores=scores)
    assert "Best: 5 s" in session.text()
    clock = Clock()
    session.screen.clock = clock
    session.win(clock, seconds=9)
    assert f"{WON} 9 seconds." in session.text() and "New best" not in session.text()
    assert scores.best("pokemon", "8x8-10") == {"seconds": 5}


def test_score_that_cannot_be_saved_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be")
    session = Session(tmp_path, scores=ScoreStore(blocker / "scores.json"))
    session.win()
    assert "Score not saved" in session.text() and "You win!" in session.text()


def test_end_dialog_new_game_and_menu(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    session.go_to(*divmod(session.pokemon()[0], 8))
    session.press("enter", "n")
    assert isinstance(session.app.dialogs[-1], NewGameDialog) and len(session.app.dialogs) == 1
    session.press("esc")
    session.press("enter", "f")  # the board stays over until a new one is asked for
    assert "This game is over" in session.text() and session.app.dialogs == []
    session.press("q")  # nothing to lose: no question
    assert session.app.place == "menu"


def test_restart_asks_during_a_game(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("r")  # nothing uncovered yet: no question
    assert session.app.dialogs == [] and RESTARTED in session.text()
    session.press("enter")
    board = session.model.game
    session.press("r")
    assert "Restart?" in session.text()
    session.press("n")
    assert session.model.game == board
    session.press("r", "y")
    assert session.model.game == UNEXPOSED * 64 and not session.screen.in_progress()


def test_back_to_menu_asks_during_a_game_and_stops_the_timer(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter", "q")
    assert "Leave game?" in session.text()
    screen = session.screen
    session.press("y")
    assert session.app.place == "menu" and not screen.timer_running()


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
    session.go_to(*divmod(session.pokemon()[0], 8))
    session.press("enter")
    assert loop.removed == [len(loop.alarms) - 1]
    clock.now += 10
    session.app.close_dialog()
    assert session.screen.elapsed() == 3 and "Time: 3 s" in session.text()


def test_leaving_the_screen_cancels_the_tick(tmp_path: Path) -> None:
    session = Session(tmp_path)
    loop = FakeLoop()
    session.app.loop = loop
    session.press("enter", "q", "y")
    assert loop.removed == [0]


# -- new game ------------------------------------------------------------------------------------------
def test_new_game_form_hard_preset_by_keyboard(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.presets["Easy"].get_state() is True
    session.press("down", "down", " ")  # Easy → Medium → Hard, chosen
    assert form.size_edit.edit_text == "26" and form.count_edit.edit_text == "99"
    assert "Pokémon (0–676): 99" in session.text()
    session.press("tab", "tab", "enter")  # on to the size field; Enter starts
    assert session.app.dialogs == []
    assert (session.model.grid_size, session.model.number_of_pokemons) == (26, 99)
    text = session.text()
    assert "Board: 26×26 (Hard)" in text and "terminal too small" not in text
    assert session.board_shown() == UNEXPOSED * 26**2
    assert (session.app.guard.need_cols, session.app.guard.need_rows) == session.screen.min_size


def test_new_game_form_validates_size_and_count(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n", "down", "down", "down", "down")  # the size field
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    session.press("backspace", "3", "0", "enter")
    assert "Size: a whole number from 1 to 26, please." in session.text() and session.app.dialogs == [form]
    session.press("backspace", "backspace", "x", "enter")
    assert "Size: a whole number from 1 to 26, please." in session.text()
    session.press("backspace", "5", "down", "backspace", "backspace", "2", "6", "enter")
    assert "Pokémon: a whole number from 0 to 25, please." in session.text()
    assert form.custom.get_state() is True
    session.press("backspace", "enter")
    assert session.app.dialogs == [] and (session.model.grid_size, session.model.number_of_pokemons) == (5, 2)
    assert "Board: 5×5 (custom)" in session.text()


def test_new_game_form_typing_a_preset_selects_it_and_options_switch_off(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n", "down", "down", "down", "down")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    session.press("backspace", "1", "6", "down", "backspace", "backspace", "4", "0")
    assert form.presets["Medium"].get_state() is True
    session.press("down", " ", "down", " ")  # both options off
    assert (form.safe_box.get_state(), form.chord_box.get_state()) == (False, False)
    session.press("down", "enter")  # the Start button
    assert session.app.dialogs == []
    model = session.model
    assert (model.grid_size, model.number_of_pokemons, model.safe_first_reveal, model.chording) == (16, 40, False,
                                                                                                  False)
    assert "Safe first reveal: off" in session.text() and "Chording: off" in session.text()
    session.press("n")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.presets["Medium"].get_state() is True
    assert form.safe_box.get_state() is False


def test_new_game_form_escape_keeps_the_game(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    board = session.model.game
    session.press("n", "up", " ", "esc")
    assert session.app.dialogs == [] and session.model.game == board and session.size == 8


# -- layout, help, seed --------------------------------------------------------------------------------
@pytest.mark.parametrize(("size", "count"), [(1, 0), (8, 10), (15, 30), (16, 40), (20, 60), (26, 99), (26, 676)])
def test_min_size_fits_the_board_the_panel_and_the_dialogs(tmp_path: Path, size: int, count: int) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(size, count))
    cols, rows = session.screen.min_size
    assert (session.app.guard.need_cols, session.app.guard.need_rows) == (cols, rows)
    session = Session(tmp_path, size=(cols, rows))
    session.screen.start_new_game(Settings(size, count))
    assert "too small" not in session.text() and "Chording: on" in session.text()
    assert session.board_shown() == UNEXPOSED * size**2
    session.press("n")
    assert "Start" in session.text() and "Cancel" in session.text()
    session.press("esc", "enter")
    if not session.model.is_over():
        session.go_to(*divmod(session.pokemon()[0], size))
        session.press("enter")
    assert session.model.is_over()
    dialog, _canvas = end_dialog(session)
    assert marks_on_screen(dialog, size) == expected_marks(session.model.final_board())
    screen = session.text()
    assert all(line in screen for line in dialog), "the end dialog is not whole on the screen"


def test_hard_fits_a_100_by_32_terminal(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(*PRESETS[2][1:]))
    cols, rows = session.screen.min_size
    assert cols <= 100 and rows <= 32


def test_help_lists_the_keys_and_the_seed(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("?")
    text = session.text()
    for binding in PokemonScreen.bindings:
        assert binding.help in text
    assert SEED_VARIABLE in PokemonScreen.rules


def test_same_seed_same_board(tmp_path: Path) -> None:
    first, second = Session(tmp_path), Session(tmp_path)
    first.press("enter")
    second.press("enter")
    assert first.pokemon() == second.pokemon()
    first.press("r", "y", "enter")
    second.press("r", "y", "enter")
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
    session.go_to(*divmod(session.pokemon()[1], 8))
    session.press("enter")
    frames.append(session.canvas())
    used = palette_names_drawn(frames)
    names = {entry[0] for entry in PALETTE}
    assert used <= names, used - names
    assert {"unexposed", "flag", "pokemon", "pokemon hit", "coordinates", "cursor"} <= used


# -- the real command in a terminal --------------------------------------------------------------------
pty_only = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[TerminalSession]:
    """`arcade pokemon` with a fixed seed and a private data folder."""
    session = TerminalSession(["pokemon"], 100, 32, {SEED_VARIABLE: SEED}, data_dir=tmp_path / "data")
    yield session
    session.close()


def predicted_game(first_reveal: int) -> PokemonGame:
    """The game the screen plays with this seed: Easy, both options, after its first reveal."""
    game = PokemonGame(8, 10, random.Random(int(SEED)), safe_first_reveal=True, chording=True)
    assert game.reveal(first_reveal) == "opened"
    return game


def terminal_click(term: TerminalSession, row: int, col: int, button: int = 0) -> None:
    """An X10 mouse press (0 left, 2 right) on a board cell."""
    x, y = cell_position(term.screen.display, 8, row, col)
    os.write(term.master, b"\x1b[M" + bytes([32 + button, 33 + x, 33 + y]))


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
    terminal_click(terminal, *divmod(safe, 8), button=2)
    terminal.wait_for("Flags left: 10")
    terminal_click(terminal, *divmod(safe, 8))  # left: uncovered
    game.reveal(safe)
    terminal.wait_until(lambda: marks_on_screen(terminal.screen.display, 8) == expected_marks(game.game),
                        "the clicked cell uncovered")
    terminal_click(terminal, *divmod(game.pokemon_locations[0], 8))
    terminal.wait_for("Game over")
    terminal.wait_for(LOST)
    terminal.press("m")
    terminal.wait_for("a terminal game collection")


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
    scores = json.loads((tmp_path / "data" / "scores.json").read_text())
    assert set(scores["pokemon"]) == {"8x8-10"} and isinstance(scores["pokemon"]["8x8-10"]["seconds"], int)
