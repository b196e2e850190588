"""The Acorn Runner screen: in-process through the real shell's MainLoop, and the real `arcade acorn` in a pty.

Boards are written for each test (walls all round, so the maze is easy to find on the screen); the solver's
animation is driven by hand through a fake loop that records the screen's alarms.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from arcade.games.acorn.export import PATH_SHOWN
from arcade.games.acorn.maze_view import (
    CELL_WIDTH,
    MAP_MAX_ROWS,
    MOVE_LINES,
    PANEL_WIDTH,
    compass_words,
    end_summary,
    hop_words,
    minimap_rows,
    move_lines,
    teleport_words,
)
from arcade.games.acorn.model import (
    BURNT_MESSAGE,
    LOSE_MESSAGE,
    OFFSETS,
    WALL_MESSAGE,
    WATER_MESSAGE,
    WIN_MESSAGE,
    Game,
)
from arcade.games.acorn.screen import BURNT_WORDS, EXTINGUISH_WORDS, WAIT_WORDS, AcornScreen
from arcade.games.acorn.solver import BFS, search, solve
from arcade.games.acorn.way_out import (
    DEFAULT_SPEED,
    NO_PATH_MESSAGE,
    SEARCH_SLICE,
    SPEED_PREFERENCE,
    SPEEDS,
    WORK_PAUSE,
    changed_speed,
    path_steps,
    tick_plan,
)
from arcade.levels import Level, bundled_levels, find_level
from arcade.records import HELP_NOTE as ASSISTED_NOTE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.board_view import crop_row
from arcade.ui.dialogs import Dialog
from arcade.ui.widgets import StatusBar
from tests.pty_screen import TerminalSession
from tests.shell_session import SIZE, FakeLoop, ShellSession, has_bottom_edge, shell_text, whole_help

GAME = find_game("acorn")
WALL_GLYPH = "▒"


class Session(ShellSession):
    """The real shell showing one acorn board, written from these rows, driven through its MainLoop by hand."""

    def __init__(self, tmp_path: Path, rows: list[str] | None = None, level: Level | Path | None = None,
                 size: tuple[int, int] = SIZE) -> None:
        if level is None:
            level = tmp_path / "maze.txt"
            level.write_text("\n".join(rows or []), encoding="utf-8")
        super().__init__(GAME, level, Store(tmp_path / DATABASE_FILE), size)

    @property
    def screen(self) -> AcornScreen:
        assert isinstance(self.app.current, AcornScreen)
        return self.app.current

    @property
    def model(self) -> Game:
        return self.screen.model

    def origin(self) -> tuple[int, int]:
        """(x, y) on the screen of the drawn maze's top-left cell (a wall in every board here)."""
        lines = self.lines()
        y = next(y for y, line in enumerate(lines) if WALL_GLYPH * CELL_WIDTH in line)
        return lines[y].index(WALL_GLYPH), y

    def maze(self) -> list[str]:
        """The maze as drawn: one character per cell (the first of its two columns)."""
        return [row[::CELL_WIDTH] for row in self.maze_cells()]

    def maze_cells(self) -> list[str]:
        """The maze as drawn, both columns of every cell (pad links and the next-move arrow use the second)."""
        lines = self.lines()
        x, y = self.origin()
        board = self.screen.board
        return [lines[y + row][x:x + board.width] for row in range(board.height)]

    def attr_at(self, row: int, col: int) -> str:
        """The palette attribute a maze cell is drawn with."""
        x, y = self.origin()
        x += col * CELL_WIDTH
        column = 0
        for attr, _charset, text in list(self.canvas().content())[y + row]:
            width = len(text.decode("utf-8"))
            if column <= x < column + width:
                return str(attr)
            column += width
        raise AssertionError(f"no cell at row {row}, column {col}")

    def path_attrs(self) -> dict[tuple[int, int], str]:
        """Every maze cell drawn in a path colour, and which."""
        board = self.screen.board
        found = {}
        for row in range(board.height):
            for col in range(board.width // CELL_WIDTH):
                attr = self.attr_at(row, col)
                if attr.startswith("path"):
                    found[(row, col)] = attr
        return found

    def work_out(self) -> None:
        """Run the way out's search to its end, a slice at a time, as the loop's alarm would."""
        while self.screen.working:
            self.screen.work_on()

    def dialog(self) -> Dialog:
        dialogs = self.app.dialogs
        assert dialogs and isinstance(dialogs[-1], Dialog), self.text()
        return dialogs[-1]

    def dialog_lines(self) -> list[str]:
        """The top dialog's message as drawn, line by line (borders, padding and buttons left out)."""
        dialog = self.dialog()
        cols, _rows = dialog.preferred_size()
        drawn = [line.decode("utf-8").strip().strip("│").strip() for line in dialog.render((cols,)).text]
        return drawn[1:-2]  # the title's border, then the buttons' row and the bottom border

    def dialog_words(self) -> str:
        """The top dialog's text with its wrapping and borders undone."""
        dialog = self.dialog()
        cols, _rows = dialog.preferred_size()
        text = b"\n".join(dialog.render((cols,)).text).decode("utf-8")
        return re.sub(r"[│┌┐└┘─\s]+", " ", text)


def message_line(session: Session) -> str:
    """The screen's message line(s): the original's words for the last move."""
    return session.screen.message.text.strip()


# -- moves and cells ----------------------------------------------------------------------------------------
def test_a_move_redraws_the_acorn_and_counts_it(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X*****", "*     *", "*****Y*"])
    assert session.maze() == ["▒A▒▒▒▒▒", "▒     ▒", "▒▒▒▒▒Y▒"]
    assert "Moves: 0" in session.text() and "none yet" in session.text()
    session.press("s")
    assert session.maze()[:2] == ["▒X▒▒▒▒▒", "▒A    ▒"]  # the start shows again once left
    session.press("right", "l", "d")  # arrows, hjkl and WASD all move
    assert session.maze()[1] == "▒   A ▒"
    text = session.text()
    assert "Moves: 4" in text and "│ sddd " in text and "At: row 2, column 5" in text
    assert session.attr_at(1, 4) == "acorn" and session.attr_at(2, 5) == "exit" and session.attr_at(0, 0) == "wall"


def test_a_wall_is_the_original_message_and_no_move(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X***", "*   *", "***Y*"])
    session.press("s", "left")
    assert message_line(session) == WALL_MESSAGE
    assert session.model.moves == ["s"] and "Moves: 1" in session.text()


def test_a_teleport_pad_takes_the_acorn_to_its_twin_and_waiting_takes_it_back(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X******", "*1*22**1", "*******Y"])
    assert session.attr_at(1, 1) == session.attr_at(1, 7) == "pad 1"  # pairs share a colour
    assert session.attr_at(1, 3) == session.attr_at(1, 4) == "pad 2" != "pad 1"
    session.press("s")
    assert (session.model.player.row, session.model.player.col) == (1, 7)
    # The screen says which pad took the acorn where (the original's words stay in plain mode).
    assert session.maze()[1] == "▒1▒22▒▒A" and message_line(session) == teleport_words("1", 1, 7)
    assert message_line(session) == "Whoosh! Pad 1 sent you through a wormhole to its twin at row 2, column 8."
    session.press("e")
    assert session.maze()[1] == "▒A▒22▒▒1" and message_line(session) == teleport_words("1", 1, 1)
    assert session.model.moves == ["s", "e"] and "│ se " in session.text()
    session.press("right")  # a wall bump on a pad: the original's wall words, no teleport
    assert message_line(session) == WALL_MESSAGE and session.model.moves == ["s", "e"]


def test_water_adds_a_bucket_to_the_panel_and_is_used_up(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X***", "*W  *", "***Y*"])
    assert "Buckets: 0" in session.text() and session.attr_at(1, 1) == "water"
    session.press("s")
    assert "Buckets: 1" in session.text() and message_line(session) == WATER_MESSAGE
    session.press("d")
    assert session.maze()[1] == "▒ A ▒" and message_line(session) == ""


def test_fire_with_a_bucket_is_put_out(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X****", "*WF  *", "****Y*"])
    assert session.attr_at(1, 2) == "fire"
    session.press("s", "d")
    assert message_line(session) == EXTINGUISH_WORDS and "Buckets: 0" in session.text()
    assert not session.app.dialogs and not session.model.is_over()
    session.press("d")
    assert session.maze()[1] == "▒  A ▒"


def test_fire_without_a_bucket_is_the_lost_dialog_and_undo_takes_it_back(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X***", "*F  *", "***Y*"])
    session.press("s")
    assert session.model.is_lost() and session.dialog().title == "You lost"
    words = session.dialog_words()
    assert BURNT_WORDS in words and LOSE_MESSAGE in words and BURNT_MESSAGE not in words and ":(" not in words
    assert message_line(session) == BURNT_WORDS
    lines = session.dialog_lines()
    assert lines[:2] == [BURNT_WORDS, ""] and lines[-4:] == ["", "You made 1 move.", "Your move: s", ""]
    assert [choice.key for choice in session.dialog().choices] == ["u", "r", "m"]  # no next board: not bundled
    session.press("u")
    assert not session.app.dialogs and session.model.moves == [] and "Moves: 0" in session.text()
    assert session.maze()[:2] == ["▒A▒▒▒", "▒F  ▒"]


def test_undo_replays_the_game_without_the_last_move(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X****", "*WF  *", "****Y*"])
    session.press("s", "d")
    session.press("u")
    assert session.model.moves == ["s"] and "Buckets: 1" in session.text()
    assert session.maze()[1] == "▒AF  ▒"  # the fire burns again
    session.press("u", "u")
    assert "Nothing to undo." in message_line(session) and session.maze()[1] == "▒WF  ▒"


def test_restart_asks_during_a_game(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X****", "*WF  *", "****Y*"])
    session.press("r")  # nothing to lose yet: no question
    assert not session.app.dialogs and message_line(session) == "Restarted."
    session.press("s", "d", "r")
    assert session.dialog().title == "Restart?"
    session.press("n")
    assert session.model.moves == ["s", "d"]
    session.press("r", "y")
    assert session.model.moves == [] and session.maze()[1] == "▒WF  ▒" and "Buckets: 0" in session.text()


def test_the_win_dialog_keeps_the_fewest_moves(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X***", "*   *", "*** *", "***Y*"])
    session.press("s", "d", "d", "s", "s")
    assert session.dialog().title == "You won!"
    assert WIN_MESSAGE in session.dialog_words()
    # The story, an empty line, the summary, and "New best." on a line of its own.
    assert session.dialog_lines()[-5:] == ["", "You made 5 moves, shortest 5.", "Your moves: s, d, d, s, s",
                                             "New best.", ""]
    assert session.store.best("acorn", "maze") == {"moves": 5}
    session.press("r")  # retry
    assert session.model.moves == [] and not session.app.dialogs
    session.press("s", "d", "a", "d", "d", "s", "s")
    assert session.dialog_lines()[-4:] == ["", "You made 7 moves, shortest 5.", "Your moves: s, d, a, d, d, s, s",
                                             ""]
    assert session.store.best("acorn", "maze") == {"moves": 5}


def test_a_bundled_board_offers_the_next_one(tmp_path: Path) -> None:
    levels = bundled_levels(GAME)
    simple = next(index for index, level in enumerate(levels) if level.name == "board_simple")
    session = Session(tmp_path, level=levels[simple].path)
    session.press("s", "s")
    assert session.dialog().title == "You won!"
    assert [choice.key for choice in session.dialog().choices] == ["n", "u", "r", "m"]
    session.press("n")
    assert session.screen.level_name == levels[simple + 1].name == "board_medium"
    assert "Little maze" in session.text()  # the panel's title is the board's title


def test_help_lists_this_screens_keys_in_its_words_and_hints_go_by_importance(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    assert session.screen.keymap.hint_parts()[:10] == [
        "↑↓←→/wsad/kjhl move", "e wait", "u undo", "p way out", "g go", "n step", "U/Ctrl-R redo", "r restart",
        "+- speed", "c trail"]
    session.press("?")
    text = re.sub(r"\s+", " ", session.text())
    for words in ("e Wait a move where you are (on a pad: go to its twin)",
                  "u Take back the last move (as often as you like)",
                  "U Ctrl-R Redo the last move undone (as many times as you like)",
                  "p Show or hide the shortest way out from where you are",
                  "g Go: play the way out a move at a time (+ - speed; any other key stops it)",
                  "+ = Play the way out faster (2 to 64 moves a second; remembered)",
                  "n Take the next move of the way out (found first if none is shown)",
                  "r Start this board again (asks first)"):
        assert words in text, words
    assert "Restart the level" not in text  # the shared words, replaced by this screen's
    session.press("?")  # ?, Esc or q closes the help
    assert not session.app.dialogs


def test_the_help_fits_80_by_24_with_its_border(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR, size=(80, 24))
    lines, text = whole_help(session)
    assert has_bottom_edge(lines) and " ".join(AcornScreen.rules.split()) in text and "? or Esc closes" in text
    for binding in session.screen.keymap.bindings:
        assert " ".join(binding.help.split()) in text, binding.help


def test_a_bad_board_is_a_dialog_not_a_crash(tmp_path: Path) -> None:
    level = tmp_path / "broken.txt"
    level.write_text("*X*\n*Z*\n*Y*", encoding="utf-8")
    text = shell_text(GAME, level, tmp_path)
    assert "Cannot open level" in text and "Bad letter in configuration file: Z." in text


# -- the solver's way out -----------------------------------------------------------------------------------
CORRIDOR = ["*X****", "* ** *", "*    *", "****Y*"]
"""One shortest way out, s s d d d s: two of the cells on the way could lead elsewhere only by going back."""


def test_p_shows_the_shortest_way_out_highlighted(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    session.press("p", "y")
    assert message_line(session).startswith("Path has 6 moves.")
    assert "Way out: 6 moves" in session.text()
    assert session.path_attrs() == {(1, 1): "path next", (2, 1): "path", (2, 2): "path", (2, 3): "path",
                                     (2, 4): "path", (3, 4): "path"}
    # Each cell the way crosses shows the move made from it; the goal keeps its letter.
    assert session.maze_cells()[1:4] == ["▒▒ ↓▒▒▒▒  ▒▒", "▒▒ → → → ↓▒▒", "▒▒▒▒▒▒▒▒Y ▒▒"]
    assert session.maze_cells()[0] == "▒▒A↓▒▒▒▒▒▒▒▒"  # the next move: an arrow beside the acorn
    session.press("p")
    assert session.maze_cells()[0] == "▒▒A ▒▒▒▒▒▒▒▒"
    assert session.path_attrs() == {} and "Way out: -" in session.text()


def test_the_way_out_follows_the_acorn_and_is_worked_out_again_when_it_leaves_the_way(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    session.press("p", "y", "n")  # n takes the way out's next move
    assert session.model.moves == ["s"] and "Way out: 5 moves" in session.text()
    assert session.path_attrs()[(2, 1)] == "path next" and (1, 1) not in session.path_attrs()
    assert session.maze_cells()[1][:4] == "▒▒A↓"
    session.press("s")
    assert session.maze_cells()[2][:4] == "▒▒A→"
    session.press("left")  # its own next move, then a wall: the way out still holds
    assert "Way out: 4 moves" in session.text() and message_line(session) == WALL_MESSAGE
    session.press("up")  # off the way: it is worked out again from here (within the key on a small board)
    assert session.model.moves == ["s", "s", "w"] and session.screen.path is not None
    assert session.screen.path.moves == solve(session.model) == ["s", "d", "d", "d", "s"]
    assert "Way out: 5 moves" in session.text() and session.maze_cells()[1][:4] == "▒▒A↓"
    assert message_line(session) == ""  # the move's words (none), not the solver's


def test_the_way_out_crosses_water_a_pad_pair_and_fire(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X*******", "*W*1 F Y*", "* *******", "*1*******"])
    session.press("p", "y")
    assert message_line(session).startswith("Path has 7 moves.")
    # Every cell crossed, both pads included; water, pads, fire and the goal keep their letters, each cell
    # followed by the move made from it.
    assert session.path_attrs() == {(1, 1): "path next", (2, 1): "path", (3, 1): "path", (1, 3): "path",
                                    (1, 4): "path", (1, 5): "path", (1, 6): "path", (1, 7): "path"}
    # The hop: into the pad at the bottom (1»), out of its twin up there, going right (1→); the panel says where.
    assert session.maze_cells()[1:4] == ["▒▒W↓▒▒1→ →F→ →Y ▒▒", "▒▒ ↓▒▒▒▒▒▒▒▒▒▒▒▒▒▒", "▒▒1»▒▒▒▒▒▒▒▒▒▒▒▒▒▒"]
    assert "Hop 1: r4 c2 to r2 c4" in session.text()
    session.press("n", "n", "n")
    assert message_line(session) == teleport_words("1", 1, 3) and "Buckets: 1" in session.text()
    assert session.path_attrs()[(1, 4)] == "path next" and (3, 1) not in session.path_attrs()
    assert session.maze_cells()[1] == "▒▒  ▒▒A→ →F→ →Y ▒▒" and session.maze_cells()[3] == "▒▒1 ▒▒▒▒▒▒▒▒▒▒▒▒▒▒"
    assert "Hop: -" in session.text()  # no hop left on the way
    session.press("n", "n")
    assert message_line(session) == EXTINGUISH_WORDS and "Way out: 2 moves" in session.text()


def test_a_wait_on_a_pad_is_shown_as_its_own_arrow_and_each_pad_in_its_next_role(tmp_path: Path) -> None:
    # The only way: onto the pad below the start (out at the bottom one), wait to be thrown back up, then right.
    session = Session(tmp_path, ["*X*****", "*1  Y**", "*******", "*1*****", "*******"])
    session.press("p", "y")
    assert session.screen.path is not None and session.screen.path.moves == ["s", "e", "d", "d", "d"]
    cells = session.maze_cells()
    # In up here (1»), out below, where the way waits (1↺) to be thrown back up; the panel gives the first hop.
    assert cells[0][:4] == "▒▒A↓" and cells[1][:10] == "▒▒1» → →Y " and cells[3][:4] == "▒▒1↺"
    assert "Hop 1: r2 c2 to r4 c2" in session.text()
    session.press("n")
    assert message_line(session) == teleport_words("1", 3, 1)
    cells = session.maze_cells()
    assert cells[3][:4] == "▒▒A↺"  # the next move is a wait on this pad...
    # ...out of its twin up there, which now shows the way on from it, in the next move's colour.
    assert cells[1][:4] == "▒▒1→" and session.attr_at(1, 1) == "path next"
    assert "Hop 1: r4 c2 to r2 c2" in session.text()
    session.press("n")
    assert message_line(session) == teleport_words("1", 1, 1) and session.model.moves == ["s", "e"]
    assert session.maze_cells()[1][:10] == "▒▒A→ → →Y " and "Hop: -" in session.text()


def test_a_wait_off_the_pads_says_what_waiting_does(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X***", "*   *", "***Y*"])
    session.press("s", "e")
    assert message_line(session) == WAIT_WORDS and session.model.moves == ["s", "e"]


def test_no_way_out_says_so(tmp_path: Path) -> None:
    session = Session(tmp_path, ["*X***", "*   *", "*****", "**Y**"])
    assert solve(session.model) is None
    session.press("p", "y")
    assert message_line(session) == NO_PATH_MESSAGE == "There is no possible path."
    assert session.screen.path is None  # under the dialog, the used-up way out is no longer drawn
    assert not [cell for row in session.screen.board_rows() for cell in row if cell[0].startswith("path")]
    session.press("g", "n")
    assert session.model.moves == [] and message_line(session) == NO_PATH_MESSAGE


def test_g_plays_the_way_out_on_the_alarm_and_a_win_with_help_is_not_a_best(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    loop = FakeLoop()
    session.app.loop = loop  # the screen's alarms go here; keys still go through the real MainLoop
    session.press("g", "y")
    assert len(loop.alarms) == 1 and loop.alarms[0][0] == pytest.approx(1 / DEFAULT_SPEED)
    assert f"Playing: 6 moves at {DEFAULT_SPEED}/s" in session.text() and session.model.moves == []
    for made in range(1, 6):
        loop.fire()
        assert session.model.moves == list("ssddds")[:made]
        assert len(loop.alarms) == 1 + made
    loop.fire()  # the last move wins: no more ticks
    assert len(loop.alarms) == 6 and session.model.is_won()
    assert session.dialog().title == "You won!" and session.dialog_lines()[-2:] == [ASSISTED_NOTE, ""]
    assert session.store.best("acorn", "maze") is None
    assert session.screen.path is None  # under the dialog, the used-up way out is no longer drawn
    assert not [cell for row in session.screen.board_rows() for cell in row if cell[0].startswith("path")]


def test_any_key_stops_the_play_and_g_plays_on(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    loop = FakeLoop()
    session.app.loop = loop
    session.press("g", "y")
    loop.fire()
    loop.fire()
    session.press("d")  # stops the play and does nothing else
    assert loop.removed == [2] and session.model.moves == ["s", "s"]
    assert message_line(session) == "Stopped with 4 moves of the way out left: g plays on."
    assert "Way out: 4 moves" in session.text() and "Playing" not in session.text()
    stale = loop.alarms[-1][1]
    stale(loop, None)  # a tick already on its way when the key came does nothing
    assert session.model.moves == ["s", "s"]
    session.press("g")
    assert len(loop.alarms) == 4
    for _ in range(4):
        loop.fire()
    assert session.model.is_won()


def test_leaving_the_screen_drops_the_pending_tick(tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    loop = FakeLoop()
    session.app.loop = loop
    session.press("g", "y")
    session.screen.on_leave()
    assert loop.removed == [0] and not session.screen.playing


def wildfire_session(tmp_path: Path) -> tuple[Session, FakeLoop]:
    """The largest board (its search takes a dozen slices), its alarms going to a fake loop."""
    session = Session(tmp_path, level=next(level.path for level in bundled_levels(GAME) if level.name == "wildfire"))
    loop = FakeLoop()
    session.app.loop = loop
    return session, loop


def test_a_long_search_goes_a_slice_per_tick_and_the_screen_says_so(tmp_path: Path) -> None:
    session, loop = wildfire_session(tmp_path)
    session.press("p", "y")  # the key only starts the search: it goes on on the alarm
    assert session.screen.working and session.screen.path is None and len(loop.alarms) == 1
    assert loop.alarms[0][0] == pytest.approx(WORK_PAUSE)
    assert message_line(session) == "Working out the way out… p stops it."
    assert "Way out: working it out…" in session.text()
    loop.fire()  # the search's board
    assert message_line(session) == "Working out the way out… p stops it."
    loop.fire()
    assert message_line(session) == f"Working out the way out: {SEARCH_SLICE:,} places tried… p stops it."
    while session.screen.working:
        loop.fire()
    expanded = search(session.model, BFS).expanded
    assert len(loop.alarms) == 3 + expanded // SEARCH_SLICE  # the board, a tick per slice, the way shown
    assert message_line(session).startswith("Path has 6354 moves. (found in ")
    assert session.screen.path is not None and session.screen.path.moves == solve(session.model)
    assert session.screen.helped and session.model.moves == []


def test_n_and_g_while_the_way_out_is_worked_out_take_its_first_move_or_play_it(tmp_path: Path) -> None:
    session, loop = wildfire_session(tmp_path)
    way = solve(session.model)
    assert way is not None
    session.press("n", "y")
    loop.fire()
    session.press("g", "n")  # the last asked for wins: one move, no play
    while session.screen.working:
        loop.fire()
    assert session.model.moves == way[:1] and not session.screen.playing
    assert session.screen.path is not None and session.screen.path.moves == way[1:]
    session.press("p", "g")  # hidden, then worked out again to be played
    while session.screen.working:
        loop.fire()
    assert session.screen.playing and "Playing: 6353 moves" in session.text()
    loop.fire()
    assert session.model.moves == way[:2]


def test_without_a_loop_to_come_back_on_the_search_ends_within_the_key(tmp_path: Path) -> None:
    session, _loop = wildfire_session(tmp_path)
    session.app.loop = None
    session.press("p", "y")
    assert not session.screen.working and message_line(session).startswith("Path has 6354 moves.")


def test_p_stops_working_and_a_move_or_an_undo_starts_again_from_the_new_place(tmp_path: Path) -> None:
    session, loop = wildfire_session(tmp_path)
    session.press("p", "y")
    session.press("p")
    assert not session.screen.working and loop.removed == [0]
    assert message_line(session) == "Stopped working out the way out: p starts again."
    assert "Way out: -" in session.text() and session.screen.actions == []  # no way shown: not assisted
    session.press("g")
    loop.fire()
    session.press("s")  # a move: the search starts again from here, quietly, and only shows the way
    assert session.screen.working and session.model.moves == ["s"]
    assert message_line(session) == "" and "Way out: working it out…" in session.text()
    session.press("u")
    assert session.screen.working and session.model.moves == []
    session.press("d")  # into the wall: no move, and the search goes on where it was
    assert session.screen.working and session.model.moves == [] and message_line(session) == WALL_MESSAGE
    while session.screen.working:
        loop.fire()
    assert not session.screen.playing and session.screen.path is not None
    assert session.screen.path.moves == solve(session.model)
    session.press("p", "p")
    session.screen.on_leave()  # leaving the screen drops the search and its tick
    assert not session.screen.working and loop.removed[-1] == len(loop.alarms) - 1


def test_plus_and_minus_change_the_speed_of_the_play_without_stopping_it_and_it_is_remembered(
        tmp_path: Path) -> None:
    session = Session(tmp_path, CORRIDOR)
    loop = FakeLoop()
    session.app.loop = loop
    assert session.screen.speed == DEFAULT_SPEED == 8
    session.press("g", "y")
    assert loop.alarms[-1][0] == pytest.approx(1 / 8)
    session.press("-")  # slower, from the next move on: the play goes on
    assert session.screen.playing and not loop.removed and "Playing: 6 moves at 4/s" in session.text()
    assert message_line(session) == "Speed: 4 moves a second. + faster, - slower."
    loop.fire()
    assert session.model.moves == ["s"] and loop.alarms[-1][0] == pytest.approx(1 / 4)
    assert message_line(session) == "Speed: 4 moves a second. + faster, - slower."  # a plain move keeps it
    session.press("+", "=")  # = is + without the shift key: 16 a second, two moves a tick (the board drawn once)
    assert "at 16/s" in session.text()
    loop.fire()
    assert loop.alarms[-1][0] == pytest.approx(2 / 16) and session.model.moves == ["s", "s", "d"]
    session.press("-", "-")
    loop.fire()
    assert loop.alarms[-1][0] == pytest.approx(1 / 4) and session.model.moves == ["s", "s", "d", "d"]
    # The speed is a preference, not a move: the saved actions are the solver's and the moves it made.
    assert session.screen.actions == [PATH_SHOWN, "s", "s", "d", "d"]
    session.press("x")  # any other key still stops it
    assert not session.screen.playing and message_line(session).startswith("Stopped with 2 moves")
    session.press("-", "-")  # at the slowest: it stays there and says so
    assert session.screen.speed == SPEEDS[0] == 2
    assert message_line(session) == "Speed: 2 moves a second (the slowest). + faster; g plays the way out."
    assert session.store.preference(SPEED_PREFERENCE) == 2
    session.press("q")  # saved; opened again, the game goes on at the remembered speed
    resumed = Session(tmp_path, CORRIDOR)
    loop = FakeLoop()
    resumed.app.loop = loop
    assert resumed.screen.speed == 2 and resumed.model.moves == ["s", "s", "d", "d"]
    resumed.press("g")
    assert loop.alarms[-1][0] == pytest.approx(1 / 2) and "Playing: 2 moves at 2/s" in resumed.text()
    for _ in range(2):
        loop.fire()
    assert resumed.model.is_won() and resumed.screen.actions[-3:] == [PATH_SHOWN, "d", "s"]


def test_at_the_top_speed_a_tick_takes_eight_moves_and_a_win_among_them_ends_the_play(tmp_path: Path) -> None:
    session = Session(tmp_path, open_field(10))  # 16 moves from the top-left corner to the bottom right
    loop = FakeLoop()
    session.app.loop = loop
    session.press("+", "+", "+", "g", "y")
    assert session.screen.speed == 64 and loop.alarms[-1][0] == pytest.approx(8 / 64)
    loop.fire()
    player = session.model.player
    assert len(session.model.moves) == 8 and len(loop.alarms) == 2 and "Playing: 8 moves" in session.text()
    assert session.maze()[player.row][player.col] == "A"  # drawn after the tick's last move
    loop.fire()  # the eighth move of this tick wins, and no tick follows
    assert session.model.is_won() and len(loop.alarms) == 2 and session.dialog().title == "You won!"


def test_a_remembered_speed_that_is_not_one_of_the_speeds_is_the_default(tmp_path: Path) -> None:
    Store(tmp_path / DATABASE_FILE).set_preference(SPEED_PREFERENCE, 7)
    session = Session(tmp_path, CORRIDOR)
    assert session.screen.speed == DEFAULT_SPEED
    session.press(*["+"] * 10)
    assert session.screen.speed == SPEEDS[-1] and "(the fastest)" in message_line(session)


def test_a_way_out_that_comes_back_along_a_corridor_shows_each_cell_going_its_next_way(tmp_path: Path) -> None:
    # The bucket is at the end of a dead end to the right; the fire below the start needs it.
    session = Session(tmp_path, ["*X****", "*   W*", "*F****", "*Y****"])
    session.press("p", "y")
    assert session.screen.path is not None and session.screen.path.moves == list("sdddaaass")
    cells = session.maze_cells()
    assert cells[1] == "▒▒ → → →W←▒▒" and cells[2][:4] == "▒▒F↓"  # out along the corridor first
    session.press(*["n"] * 3)
    assert session.maze_cells()[1] == "▒▒ ↓ ←A→W←▒▒"  # (1, 1) already shows the way down
    session.press("n")
    assert session.maze_cells()[1] == "▒▒ ↓ ← ←A←▒▒" and "Buckets: 1" in session.text()
    assert session.path_attrs()[(1, 3)] == "path next"


def test_the_compass_on_a_board_larger_than_80_by_24_gives_the_goals_direction_and_distance(tmp_path: Path) -> None:
    session = Session(tmp_path, open_field(60), size=(80, 24))
    text = session.text()
    assert "terminal too small" not in text and session.screen.board.scrolls()
    assert "Goal: ↘ 57 right, 59 down" in text and "At: row 1, column 2" in text
    session.press(*["s"] * 58, *["d"] * 10)  # the last row inside the walls, above the goal's
    assert "Goal: ↘ 47 right, 1 down" in session.text()
    session.press(*["d"] * 50, *["w"] * 20)  # the goal's column (the east wall stops the acorn), then up
    assert "Goal: ↓ 21 down" in session.text() and "At: row 39, column 59" in session.text()
    assert all(len(line) <= 80 for line in session.lines())
    # A board that fits the window has no compass: the goal is in sight.
    small = Session(tmp_path, CORRIDOR, size=(80, 24))
    assert "Goal:" not in small.text()


# -- big boards ---------------------------------------------------------------------------------------------
def open_field(size: int) -> list[str]:
    """A square room of this size inside walls, the start at the top-left corner, the goal at the bottom right."""
    inner = size - 2
    return ["*X" + "*" * inner, *(["*" + " " * inner + "*"] * inner), "*" * inner + "Y*"]


def test_a_big_board_scrolls_to_keep_the_acorn_in_the_middle(tmp_path: Path) -> None:
    session = Session(tmp_path, open_field(80))
    cols, rows = session.screen.min_size
    assert cols <= SIZE[0] and rows <= SIZE[1]
    board = session.screen.board
    session.lines()
    assert board.scrolls() and (board.view_top, board.view_left) == (0, 0)
    assert board.width <= SIZE[0] - 33 and board.height <= SIZE[1] - 3  # beside the panel, above the lines

    def acorn_on_screen() -> tuple[int, int]:
        """Where the acorn is drawn (the maze fills the screen's top-left corner when it scrolls)."""
        lines = session.lines()
        found = [(line.index("A"), y) for y, line in enumerate(lines[:board.height]) if "A" in line[:board.width]]
        assert len(found) == 1, "\n".join(lines)
        return found[0]

    assert acorn_on_screen() == (CELL_WIDTH, 0)
    session.press(*["s"] * 40, *["d"] * 30)
    player = session.model.player
    assert (player.row, player.col) == (40, 31)
    x, y = acorn_on_screen()
    assert y == board.height // 2 and abs(x + 1 - board.width / 2) <= 1  # the middle of the view
    assert board.width % CELL_WIDTH == 0 and board.view_left % CELL_WIDTH == 0  # whole cells at the sides
    assert (board.view_top, board.view_left) == (40 - board.height // 2, 31 * CELL_WIDTH - x)
    session.press(*["s"] * 60)  # at the bottom wall: the view stops at the board's edge
    assert session.model.player.row == 78
    session.lines()
    assert board.view_top == board.full_height - board.height
    assert acorn_on_screen()[1] == board.height - 2


def map_lines(session: Session) -> list[str]:
    """The minimap's lines as drawn (empty when there is none)."""
    lines = session.lines()
    top = next((y for y, line in enumerate(lines) if "Map: ░ on screen" in line), None)
    if top is None:
        return []
    x = lines[top].index("┌")
    drawn = []
    for line in lines[top + 1:]:
        if line[x] == "└":
            return drawn
        drawn.append(line[x + 2:x + PANEL_WIDTH - 2])
    raise AssertionError("the map's box is not closed")


def test_a_minimap_shows_the_acorn_the_goal_and_the_part_on_screen_where_the_window_has_room(tmp_path: Path) -> None:
    wildfire = next(level.path for level in bundled_levels(GAME) if level.name == "wildfire")
    assert map_lines(Session(tmp_path, level=wildfire, size=(80, 24))) == []  # no room at 80x24: the compass only
    assert map_lines(Session(tmp_path, CORRIDOR)) == []  # a board that fits the window needs no map
    session = Session(tmp_path, level=wildfire, size=(100, 32))
    lines = map_lines(session)
    assert len(lines) == 6 and all(len(line) == 28 for line in lines)  # the room left under the legend
    assert lines[0].startswith("A░░░░·") and lines[1] == "·" * 28 and lines[-1] == "·" * 27 + "Y"
    session.press("p")
    session.work_out()
    session.press(*["n"] * 60)  # the way out goes down the west side first
    player = session.model.player
    lines = map_lines(session)
    spot = (player.row * 6 // 201, player.col * 28 // 201)
    assert lines[spot[0]][spot[1]] == "A" and "".join(lines).count("A") == 1
    board = session.screen.board
    first = (board.view_top * 6 // 201, board.view_left // CELL_WIDTH * 28 // 201)
    assert lines[first[0]][first[1]] in "A░"
    # Under NO_COLOR every mark is its own character; the panel's title says what ░ is.
    assert {char for line in lines for char in line} <= {"A", "Y", "░", "·"}


def test_the_panel_line_count_used_for_the_size_is_the_panels(tmp_path: Path) -> None:
    for rows in (CORRIDOR, ["*X*******", "*W*1 F Y*", "* *******", "*1*******"]):
        screen = Session(tmp_path, rows).screen
        for goal in (False, True):
            assert screen.panel_line_count(goal) == len(screen.panel_lines(goal)), (rows, goal)
    assert minimap_rows((201, 201), 5) == 3 and minimap_rows((201, 201), 4) == 0  # at least 3 lines, or none
    assert minimap_rows((201, 201), 40) == MAP_MAX_ROWS and minimap_rows((4, 67), 40) == 1  # the board's shape
    assert minimap_rows((41, 81), 9) == 7


def drawn_span(session: Session) -> tuple[int, int]:
    """The first and last screen columns the board and its panels use (message and status lines left out)."""
    lines = session.lines()[:-(StatusBar.ROWS + 2)]
    used = [line for line in lines if line.strip()]
    return min(len(line) - len(line.lstrip()) for line in used), max(len(line.rstrip()) for line in used) - 1


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_bundled_board_fits_centred_and_no_panel_line_wraps(tmp_path: Path, size: tuple[int, int]) -> None:
    generated = [find_level(GAME, "random:hard:3")]  # 39×21, the generator's largest: it scrolls at 80×24
    for level in [*(level for level in bundled_levels(GAME) if level.path is not None), *generated]:
        session = Session(tmp_path, level=level, size=size)
        screen = session.screen
        cols, rows = screen.min_size
        assert cols <= 80 and rows <= 24, level.name
        assert "terminal too small" not in session.text() and "A" in session.text(), level.name
        first, last = drawn_span(session)
        assert abs(first - (size[0] - 1 - last)) <= 1, (level.name, first, last)  # centred across the screen
        session.press("p", "y")
        session.work_out()
        assert screen.path is not None, level.name
        session.press(*["n"] * min(len(screen.path) - 1, 45))  # moves made along the way out, still shown
        session.lines()
        assert screen.path is not None and not screen.model.is_over(), level.name
        # The goal's line is there exactly when the board scrolls (the goal may be off the screen).
        assert screen.board.scrolls() == ("Goal: " in session.text()), level.name
        shown = [(screen.panel, screen.panel_lines(goal=screen.board.scrolls())),
                 (screen.move_panel, move_lines(screen.model.moves) or ["none yet"]),
                 (screen.legend, screen.legend_lines)]
        for panel, lines in shown:
            assert panel.rows((PANEL_WIDTH,)) == len(lines) + 2, (level.name, lines)  # one row per line
        assert "terminal too small" not in session.text()


def test_every_cell_drawn_is_a_cell_wide_so_the_maze_view_crops_by_slicing(tmp_path: Path) -> None:
    """MazeView slices a scrolled window out of a row: the same as the shared crop_row, as every cell the maze
    draws (glyphs, pads, the acorn, the way out's arrows) is CELL_WIDTH characters."""
    for name in ("board_super_hard", "thicket"):
        session = Session(tmp_path, level=next(level.path for level in bundled_levels(GAME) if level.name == name))
        session.press("p")
        session.work_out()
        session.press("n", "n", "e")
        rows = list(session.screen.board_rows())
        assert {len(text) for row in rows for _attr, text in row} == {CELL_WIDTH}, name
        view = session.screen.board
        for row in rows:
            for start in range(0, len(row) * CELL_WIDTH, 3 * CELL_WIDTH):
                for width in (CELL_WIDTH, 10 * CELL_WIDTH, 3, 7):
                    assert view.crop(row, start, width) == crop_row(row, start, width), (name, start, width)
            assert view.crop(row, 1, 6) == crop_row(row, 1, 6)


@pytest.mark.parametrize("name", ["board_super_hard", "ember2", "thicket", "wildfire"])
def test_the_way_out_is_drawn_where_the_engine_takes_the_acorn(name: str) -> None:
    """path_steps reads the way out off the grid: every move's target and pad hop is where playing it takes
    the acorn (from the start and from a few moves in)."""
    game = Game.from_file(next(level.path for level in bundled_levels(GAME) if level.name == name))
    for _from_further_in in range(3):
        way = solve(game)
        assert way is not None
        twin = game.copy()
        for step, move in zip(path_steps(game, way), way, strict=True):
            here = (twin.player.row, twin.player.col)
            assert step.marks[0][:2] == here
            twin.game_move(move)
            landed = (twin.player.row, twin.player.col)
            target = (here[0] + OFFSETS[move][0], here[1] + OFFSETS[move][1])
            assert step.target == (landed if move == "e" else target)
            assert (step.hop is None) == (landed == target)
            if step.hop is not None:
                assert step.hop[0] == twin.grid[landed[0]][landed[1]].display and step.hop[2] == landed
        assert twin.is_won() and path_steps(game, way)[-1].marks[-1] == (twin.player.row, twin.player.col, "goal")
        for move in way[:4]:
            game.game_move(move)


def test_the_legend_names_every_glyph_of_the_board_once(tmp_path: Path) -> None:
    session = Session(tmp_path, level=next(level.path for level in bundled_levels(GAME) if level.name == "wildfire"))
    text = session.text()
    for words in ("A  acorn", "X  start", "Y  goal", "▒▒ wall", "W  water", "F  fire", "1 2 3 4 5 6  pad pairs",
                  " → way out", "A→ next move", "1» into pad", "1→ out of twin", " ↺ wait here (to the twin)"):
        assert words in text, words
    plain = Session(tmp_path, ["*X***", "*   *", "***Y*"])
    text = plain.text()
    assert "pad pairs" not in text and "into pad" not in text and "wait here" not in text  # no pads, no pad lines
    assert "Hop" not in text


def test_the_largest_bundled_board_plays_in_a_100_by_32_terminal(tmp_path: Path) -> None:
    wildfire = next(level for level in bundled_levels(GAME) if level.name == "wildfire")
    session = Session(tmp_path, level=wildfire.path)
    cols, rows = session.screen.min_size
    assert cols <= 100 and rows <= 32
    assert "terminal too small" not in session.text() and "Size: 201×201" in session.text()
    session.press("p", "y")
    session.work_out()
    assert message_line(session).startswith("Path has 6354 moves.")
    session.press(*["n"] * 30)
    assert len(session.model.moves) == 30 and "Way out: 6324 moves" in session.text()
    board = session.screen.board
    session.lines()
    player = session.model.player
    assert board.view_top <= player.row < board.view_top + board.height
    assert board.view_left <= player.col * CELL_WIDTH < board.view_left + board.width


def test_panel_helpers() -> None:
    assert move_lines([]) == []
    assert move_lines(list("ssdddwa")) == ["ssddd wa"]
    many = list("wasde" * 20)
    lines = move_lines(many)
    assert len(lines) == MOVE_LINES and lines[0].startswith("…") and lines[-1] == "wasde wasde wasde wasde"
    assert end_summary(["s"]) == "You made 1 move.\nYour move: s"
    assert end_summary(["s"], 1) == "You made 1 move, shortest 1.\nYour move: s"
    assert end_summary(list("sd") * 6) == "You made 12 moves.\nYour moves: " + ", ".join("sd" * 6)
    assert end_summary([*"w" * 60, *"sdsdsdsa"]) == "You made 68 moves.\nYour last 8 moves: s, d, s, d, s, d, s, a"
    assert tick_plan(4) == (pytest.approx(0.25), 1) and tick_plan(8) == (pytest.approx(1 / 8), 1)
    assert tick_plan(16) == (pytest.approx(1 / 8), 2) and tick_plan(64) == (pytest.approx(1 / 8), 8)
    assert [changed_speed(speed, faster=True) for speed in SPEEDS] == [*SPEEDS[1:], SPEEDS[-1]]
    assert [changed_speed(speed, faster=False) for speed in SPEEDS] == [SPEEDS[0], *SPEEDS[:-1]]
    assert changed_speed(10, faster=True) == 16 and changed_speed(1000, faster=False) == 32  # snapped, then stepped
    assert compass_words((0, 1), (200, 199)) == "↘ 198 right, 200 down"
    assert compass_words((5, 5), (5, 2)) == "← 3 left" and compass_words((9, 4), (2, 4)) == "↑ 7 up"
    assert hop_words(("3", (0, 9), (119, 4))) == "r1 c10 to r120 c5"


# -- the real command in a terminal -------------------------------------------------------------------------
posix_only = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")


def moves_made(session: TerminalSession) -> int:
    """The move count in the panel of a real-terminal session."""
    found = re.search(r"Moves: (\d+)", session.text())
    return int(found.group(1)) if found else -1


@posix_only
def test_real_terminal_80_by_24_plays_wins_and_q_leaves_the_dialog_for_the_level_list(tmp_path: Path) -> None:
    session = TerminalSession(["acorn", "board_simple"], 80, 24, data_dir=tmp_path / "data")
    try:
        session.wait_for("First steps")  # the board's title heads the panel
        assert "terminal too small" not in session.text() and "Moves: 0" in session.text()
        session.press("s")
        session.wait_for("Moves: 1")
        session.press("s")
        session.wait_for("You won!")
        session.wait_for("n next  u undo  r retry  m levels")  # the dialog's keys in the status bar
        text = session.text()
        assert "You made 2 moves, shortest 2." in text and "Your moves: s, s" in text and "New best." in text
        assert "YOU WIN" not in text
        session.press("q")  # q in the end dialog: the level list, the next unsolved board selected
        session.wait_for("Choose a level")
        entry = next(line for line in session.screen.display if "First steps" in line)
        assert "✓" in entry and entry.rstrip().endswith("best: 2 moves, shortest 2")
        assert "Little maze" in session.text()
        session.quit_from_the_level_list()
    finally:
        session.close()


@posix_only
def test_real_terminal_80_by_24_loss_dialog_and_undo(tmp_path: Path) -> None:
    level = tmp_path / "fire.txt"
    level.write_text("\n".join(["*X***", "*F  *", "***Y*"]), encoding="utf-8")
    session = TerminalSession(["acorn", str(level)], 80, 24, data_dir=tmp_path / "data")
    try:
        session.wait_for("Moves: 0")
        session.press("s")
        session.wait_for("You lost")
        session.wait_for("u undo  r retry  m levels")
        text = session.text()
        assert "You stepped into the fire" in text and ":(" not in text and "GAME OVER" not in text
        session.press("u")
        session.wait_for("Moves: 0")
        assert "You lost" not in session.text()
        session.press("q")
        session.wait_for("Choose a level")
        session.quit_from_the_level_list()
    finally:
        session.close()


@posix_only
def test_real_terminal_no_color_tells_the_way_out_from_the_next_move_by_character(tmp_path: Path) -> None:
    level = tmp_path / "corridor.txt"
    level.write_text("\n".join(CORRIDOR), encoding="utf-8")
    session = TerminalSession(["acorn", str(level)], 80, 24, env={"NO_COLOR": "1"}, data_dir=tmp_path / "data")
    try:
        session.wait_for("Moves: 0")
        session.press("p", "y")
        session.wait_for("Path has 6 moves.")
        buffer = session.screen.buffer
        assert all(char.fg == "default" and char.bg == "default"
                   for row in buffer.values() for char in row.values()), "NO_COLOR draws in monochrome"
        lines = session.screen.display
        top = next(y for y, line in enumerate(lines) if "A↓" in line)  # the acorn, its next move beside it
        x = lines[top].index("A↓")
        maze = [line[x - CELL_WIDTH:x + 5 * CELL_WIDTH] for line in lines[top:top + 4]]
        assert maze == ["▒▒A↓▒▒▒▒▒▒▒▒", "▒▒ ↓▒▒▒▒  ▒▒", "▒▒ → → → ↓▒▒", "▒▒▒▒▒▒▒▒Y ▒▒"]
        text = session.text()
        assert " → way out  A→ next move" in text  # the legend says which is which, by character alone
    finally:
        session.close()


@posix_only
def test_real_terminal_no_color_shows_a_pad_hop_by_character_and_the_speed_keys(tmp_path: Path) -> None:
    level = tmp_path / "pads.txt"
    level.write_text("\n".join(["*X*******", "*W*1 F Y*", "* *******", "*1*******"]), encoding="utf-8")
    session = TerminalSession(["acorn", str(level)], 80, 24, env={"NO_COLOR": "1"}, data_dir=tmp_path / "data")
    try:
        session.wait_for("Moves: 0")
        session.press("p", "y")
        session.wait_for("Hop 1: r4 c2 to r2 c4")
        lines = session.screen.display
        top = next(y for y, line in enumerate(lines) if "A↓" in line)
        x = lines[top].index("A↓")
        maze = [line[x:x + 8 * CELL_WIDTH] for line in lines[top + 1:top + 4]]
        assert maze == ["W↓▒▒1→ →F→ →Y ▒▒", " ↓▒▒▒▒▒▒▒▒▒▒▒▒▒▒", "1»▒▒▒▒▒▒▒▒▒▒▒▒▒▒"]
        session.press("+")
        session.wait_for("Speed: 16 moves a second. + faster, - slower; g plays the way out.")
    finally:
        session.close()


@posix_only
def test_real_terminal_moves_shows_the_way_out_and_plays_it_to_the_win(tmp_path: Path) -> None:
    level = tmp_path / "corridor.txt"
    level.write_text("\n".join(CORRIDOR), encoding="utf-8")
    session = TerminalSession(["acorn", str(level)], 100, 32, data_dir=tmp_path / "data")
    try:
        session.wait_for("Moves: 0")
        session.press("s")
        session.wait_for("Moves: 1")
        session.press("p", "y")
        session.wait_for("Path has 5 moves.")
        assert "A↓" in session.text()
        session.press("g")
        session.wait_for("You won!")
        session.wait_for("You made 6 moves, shortest 6.")
        session.press("m")
        session.wait_for("Choose a level")
        session.quit_from_the_level_list()
    finally:
        session.close()


@posix_only
def test_real_terminal_big_board_follows_the_acorn_a_key_stops_the_play_and_leaving_saves_it(tmp_path: Path) -> None:
    session = TerminalSession(["acorn", "wildfire"], 100, 32, data_dir=tmp_path / "data")
    try:
        session.wait_for("Goal: ↘ 198 right, 200 down")  # the goal is far off the screen: the compass says where
        assert "terminal too small" not in session.text() and "Size: 201×201" in session.text()
        session.press("g", "y")
        session.wait_for("Playing:")
        session.wait_until(lambda: moves_made(session) >= 3, "a few moves played")
        session.press("x")
        session.wait_for("Stopped with")
        stopped_at = moves_made(session)
        assert stopped_at >= 3 and "Playing:" not in session.text()
        session.press("q")  # leaving keeps the game: no question asked
        session.wait_for(f"Saved: Wildfire · {stopped_at} moves, with help.")
        assert "Choose a level" in session.text() and f"saved: {stopped_at} moves, with help" in session.text()
        session.press("q")
        session.wait_for(f"Continue Acorn Runner · Wildfire · {stopped_at} moves, with help")
        session.click("Continue Acorn Runner")  # the menu's first entry: the saved game, carried on
        session.wait_for(f"Resumed where you left: {stopped_at} moves, with help.")
        assert moves_made(session) == stopped_at and "Size: 201×201" in session.text()
        session.press("q")
        session.wait_for("Choose a level")
        session.quit_from_the_level_list()
    finally:
        session.close()
