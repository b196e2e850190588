"""Classic Sokoban on the screen: standard rules, moves and pushes, undo/redo/restart, dead squares, the mouse."""

from __future__ import annotations

from pathlib import Path

from urwid.testing import ScriptedScreen

from arcade.games.sokoban.classic.screen import DEAD_CELL, ClassicSokobanScreen
from arcade.levels import Level, find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from tests.sokoban.classic_helpers import microban_levels, solve_by_moves

GAME = find_game("sokoban")
KEY_OF_LETTER = {"u": "w", "d": "s", "l": "a", "r": "d"}


def play(tmp_path: Path, name: str, keys: list[str], size: tuple[int, int] = (80, 24)) -> App:
    """Open a collection level in the shell, press keys one batch each, return the app."""
    app = App(store=Store(tmp_path / DATABASE_FILE))
    app.start_level(GAME, find_level(GAME, name))
    app.build_loop(ScriptedScreen(size=size, inputs=[[key] for key in keys])).run()
    return app


def screen_of(app: App) -> ClassicSokobanScreen:
    assert isinstance(app.current, ClassicSokobanScreen)
    return app.current


def text(app: App) -> str:
    assert app.loop is not None
    return "\n".join(app.loop.screen.last_text)


def test_classic_rules_moves_and_pushes_on_the_panel(tmp_path: Path) -> None:
    app = play(tmp_path, "microban:1", ["d", "d", "s", "a"])  # walk right twice, down, push the crate left
    screen = screen_of(app)
    assert screen.model.lurd == "rrdL"
    shown = text(app)
    assert "Moves: 4" in shown and "Pushes: 1" in shown and "Microban 1" in shown
    assert "Strength" not in shown and "Moves left" not in shown


def test_undo_redo_and_an_undoable_restart(tmp_path: Path) -> None:
    app = play(tmp_path, "microban:1", ["d", "d", "u", "U", "ctrl r", "r", "u"])
    screen = screen_of(app)
    # two walks, undo one, redo it, nothing more to redo, restart, undo the restart
    assert screen.model.lurd == "rr" and "Moves: 2" in text(app)
    assert screen.actions == ["r", "r", "undo", "redo", "redo", "restart", "undo"]


def test_a_push_onto_a_dead_square_warns_and_x_hides_the_dead_squares(tmp_path: Path) -> None:
    app = play(tmp_path, "microban:1", ["w", "a", "s"])  # up, left, push the goal crate down to (4, 1): live
    assert screen_of(app).model.lurd == "ulD" and "dead square:" not in text(app)
    app = play(tmp_path, "microban:1", ["w", "a", "s", "s"])  # on down into the corner (5, 1)
    assert (5, 1) in screen_of(app).model.crates and "stuck on a dead square" in text(app)
    shown = play(tmp_path, "microban:1", [])
    assert sum(row.count(DEAD_CELL) for row in screen_of(shown).cells()) == 5
    hidden = play(tmp_path, "microban:1", ["x"])
    assert not any(DEAD_CELL in row for row in screen_of(hidden).cells()) and "Dead squares hidden." in text(hidden)


def test_mouse_walks_by_a_shortest_path_and_pushes_a_crate_beside_the_player(tmp_path: Path) -> None:
    app = play(tmp_path, "microban:1", [])
    screen = screen_of(app)
    screen.on_click(1, 4, 4)
    assert screen.model.player == (4, 4) and screen.model.lurd == "rrd"
    screen.on_click(1, 4, 3)  # the crate to the left: push it
    assert screen.model.lurd == "rrdL" and (4, 2) in screen.model.crates
    screen.on_click(1, 3, 1)  # a crate not beside the player: nothing moves
    assert screen.model.lurd == "rrdL"
    screen.on_click(1, 0, 0)  # a wall: nothing
    assert screen.model.lurd == "rrdL"
    screen.on_click(1, 1, 2)  # the goal up top, round by the right
    assert screen.model.player == (1, 2) and screen.model.lurd == "rrdLuluu"


def test_a_click_through_the_loop_reaches_the_board(tmp_path: Path) -> None:
    app = play(tmp_path, "microban:1", [])
    lines = app.loop.screen.last_text
    row = next(index for index, line in enumerate(lines) if "@ " in line)
    col = lines[row].index("@ ")
    app = play(tmp_path, "microban:1", [("mouse press", 1, col + 4, row + 1)])  # two cells right, one down
    assert screen_of(app).model.player == (4, 4)


def test_a_microban_level_played_to_the_win_records_moves_and_pushes(tmp_path: Path) -> None:
    solution = solve_by_moves(microban_levels()[1])
    app = play(tmp_path, "microban:2", [KEY_OF_LETTER[letter.lower()] for letter in solution])
    assert "You won!" in text(app) and f"Solved in {len(solution)} moves" in text(app)
    assert f"Best: {len(solution)} moves" in screen_of(app).panel._body.text  # under the dialog
    best = app.store.best("sokoban", "microban:2")
    assert best is not None and best["moves"] == len(solution)
    assert best["pushes"] == sum(letter.isupper() for letter in solution)


def test_every_microban_level_fits_80_by_24(tmp_path: Path) -> None:
    app = App(store=Store(tmp_path / DATABASE_FILE))
    for number in range(1, len(microban_levels()) + 1):
        screen = app.make_screen(GAME, find_level(GAME, f"microban:{number}"))
        cols, rows = screen.min_size
        assert cols <= 80 and rows <= 24, number


def test_a_saved_classic_game_resumes_with_its_history(tmp_path: Path) -> None:
    app = play(tmp_path, "microban:1", ["d", "d", "u", "r", "u"])
    record = screen_of(app).play_record()
    again = App(store=Store(tmp_path / DATABASE_FILE)).make_screen(GAME, find_level(GAME, "microban:1"))
    again.resume(record)
    assert again.model.snapshot() == screen_of(app).model.snapshot()
    assert again.model.lurd == "r" and again.model.can_redo()


def test_a_click_in_a_real_terminal_walks_to_the_goal(tmp_path: Path) -> None:
    from tests.pty_screen import TerminalSession

    session = TerminalSession(["sokoban", "microban:1"], 80, 24, data_dir=tmp_path / "data")
    try:
        session.wait_for("Moves: 0")
        session.click("()")  # the empty goal, two cells straight up from the player
        session.wait_for("Moves: 2")
        assert "@)" in session.text()
        session.press("q")
        session.wait_for("Choose a level")
    finally:
        session.close()


def test_a_game_saved_on_a_collection_file_of_ones_own_continues_on_its_level(tmp_path: Path) -> None:
    collection = tmp_path / "mine.xsb"
    collection.write_text("; a\n#####\n#@$.#\n#####\n\n; b\n######\n#@ $.#\n######\n")
    app = App(store=Store(tmp_path / DATABASE_FILE))
    app.start_level(GAME, Level.from_file(GAME, collection, "mine:2"))
    assert app.current.level_name == "mine:2"
    app.current.take("r")
    app.save_current()
    resumable = App(store=Store(tmp_path / DATABASE_FILE)).resumable()
    assert resumable is not None and resumable.level.name == "mine:2" and resumable.level.title == "Mine 2 · b"


def test_a_crate_clicked_from_afar_then_a_cell_is_pushed_there(tmp_path: Path) -> None:
    app = play(tmp_path, "microban:1", [])
    screen = screen_of(app)
    assert screen.model.player == (3, 2) and (4, 3) in screen.model.crates
    screen.on_click(1, 4, 3)  # not beside the player: chosen
    app.loop.draw_screen()
    assert screen.chosen_crate == (4, 3) and "Crate chosen" in text(app)
    screen.on_click(1, 4, 1)  # pushed two cells left, the walk to it found too
    assert (4, 1) in screen.model.crates and (4, 3) not in screen.model.crates
    assert screen.model.pushes == 2 and screen.chosen_crate is None
    screen.on_click(1, 3, 1)  # the crate on the goal above it: pushing it up needs the cell below, now taken
    screen.on_click(1, 1, 1)
    app.loop.draw_screen()
    assert {(3, 1), (4, 1)} <= screen.model.crates and "cannot be pushed there" in text(app)
    for _ in range(screen.model.moves):  # every step was an ordinary move: undo takes them all back
        screen.undo_key()
    assert screen.model.player == (3, 2) and (4, 3) in screen.model.crates


def test_a_click_in_a_real_terminal_pushes_the_crate_beside_the_player(tmp_path: Path) -> None:
    from tests.pty_screen import TerminalSession

    session = TerminalSession(["sokoban", "microban:1"], 80, 24, data_dir=tmp_path / "data")
    try:
        session.wait_for("Moves: 0")
        session.press("d", "d", "s")  # round to the right of the crate
        session.wait_for("Moves: 3")
        session.click("[]")  # the crate now left of the player: pushed left
        session.wait_for("Pushes: 1")
        assert "Moves: 4" in session.text()
    finally:
        session.close()


def test_retry_from_the_win_leaves_no_word_of_the_last_play_on_the_status_line(tmp_path: Path) -> None:
    """The winning push said 'Crate on goal! 1/1.'; after Retry the panel shows the start again, and the status line
    must not still say the crates are home."""
    solution = solve_by_moves(microban_levels()[1])
    app = play(tmp_path, "microban:2", [*(KEY_OF_LETTER[letter.lower()] for letter in solution), "r"])
    assert not app.dialogs and screen_of(app).model.moves == 0
    assert "Crate on goal" not in text(app).splitlines()[-2]
