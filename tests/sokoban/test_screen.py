"""Fancy Sokoban's screen face, driven in-process through the real shell with urwid's ScriptedScreen."""

from __future__ import annotations

from pathlib import Path

import pytest
import urwid
from urwid.testing import ScriptedScreen

from arcade.games.sokoban.screen import SokobanScreen
from arcade.levels import bundled_levels_root
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App

GAME = find_game("sokoban")
LEVELS = bundled_levels_root() / "sokoban"
MAZE1_WIN = "dssasdddsdw"  # the reference transcript's winning moves


def play(tmp_path: Path, level: Path | None, keys: str | list[str], size: tuple[int, int] = (100, 32)) -> App:
    """Open level in the shell, press keys one batch each, and return the app (screen frames on app.loop)."""
    app = App(store=Store(tmp_path / DATABASE_FILE))
    if level is None:
        app.show_menu()
    else:
        app.start_level(GAME, level)
    batches = [[key] for key in keys]
    app.build_loop(ScriptedScreen(size=size, inputs=batches)).run()
    return app


def text(app: App) -> str:
    """Everything drawn last, as one string."""
    assert app.loop is not None
    return "\n".join(app.loop.screen.last_text)


def sokoban(app: App) -> SokobanScreen:
    assert isinstance(app.current, SokobanScreen)
    return app.current


def test_board_and_panel_shown(tmp_path: Path) -> None:
    shown = text(play(tmp_path, LEVELS / "maze1.txt", ""))
    assert " P " in shown and "[1]" in shown and " G " in shown
    assert "Moves left: 12" in shown and "Strength: 1" in shown and "Goals filled: 0/1" in shown


def test_every_move_key_moves(tmp_path: Path) -> None:
    for keys, position in (("s", (2, 1)), ("down", (2, 1)), ("j", (2, 1)), ("d", (1, 2)), ("right", (1, 2)),
                           ("l", (1, 2)), ("sw", (1, 1)), ("s", (2, 1))):
        app = play(tmp_path, LEVELS / "maze1.txt", [*keys] if keys not in ("down", "right") else [keys])
        assert sokoban(app).model.get_player_position() == position, keys


def test_move_changes_board_and_counts(tmp_path: Path) -> None:
    app = play(tmp_path, LEVELS / "maze1.txt", "s")
    assert "Moves left: 11" in text(app) and "Moves made: 1" in text(app)


def test_blocked_and_too_heavy_messages(tmp_path: Path) -> None:
    assert "Blocked." in text(play(tmp_path, LEVELS / "maze1.txt", "a"))
    # maze2: two steps down put the player left of the strength-3 crate.
    assert "Too heavy: that crate needs strength 3." in text(play(tmp_path, LEVELS / "maze2.txt", "ssd"))


def test_potion_message(tmp_path: Path) -> None:
    shown = text(play(tmp_path, LEVELS / "maze3.txt", "ds"))  # the fancy potion at (2, 2)
    assert "Potion: +2 strength, +2 moves." in shown
    assert "Strength: 3" in shown


def test_undo_many_times_and_nothing_to_undo(tmp_path: Path) -> None:
    app = play(tmp_path, LEVELS / "maze1.txt", "ssuuu")
    assert sokoban(app).model.get_player_position() == (1, 1)
    assert "Moves left: 12" in text(app)
    assert "Nothing to undo." in text(app)


def test_win_records_score_and_offers_next_level(tmp_path: Path) -> None:
    app = play(tmp_path, LEVELS / "maze1.txt", MAZE1_WIN)
    shown = text(app)
    assert "You won!" in shown and "Solved in 11 moves." in shown and "New best." in shown
    assert "n next  u undo  r retry  m levels" in shown.splitlines()[-1]
    assert app.store.best("sokoban", "maze1") == {"moves": 11}
    assert Store(tmp_path / DATABASE_FILE).best("sokoban", "maze1") == {"moves": 11}
    app = play(tmp_path, LEVELS / "maze1.txt", [*MAZE1_WIN, "n"])
    assert sokoban(app).level_name == "maze2"
    assert "Level: Heavy Lifting" in text(app)
    app = play(tmp_path, LEVELS / "maze1.txt", [*MAZE1_WIN, "esc"])
    assert app.place == "chooser" and "best: 11 moves" in text(app)


def test_loss_dialog_then_undo_continues(tmp_path: Path) -> None:
    wander = "sdsdsdawawaw"  # twelve moves that win nothing
    app = play(tmp_path, LEVELS / "maze1.txt", wander)
    assert "You lost" in text(app) and "No moves left." in text(app)
    assert "u undo  r retry  m levels" in text(app).splitlines()[-1]
    app = play(tmp_path, LEVELS / "maze1.txt", [*wander, "u"])
    assert "Moves left: 1" in text(app) and "You lost" not in text(app)


def test_restart_asks_first(tmp_path: Path) -> None:
    app = play(tmp_path, LEVELS / "maze1.txt", "ssr")
    assert "Start this level again" in text(app)
    app = play(tmp_path, LEVELS / "maze1.txt", "ssrn")
    assert sokoban(app).model.get_moves_made() == 2
    app = play(tmp_path, LEVELS / "maze1.txt", "ssry")
    assert sokoban(app).model.get_moves_made() == 0 and "Moves left: 12" in text(app)


def test_leaving_saves_the_game_and_opening_the_level_resumes_it_with_its_undo(tmp_path: Path) -> None:
    app = play(tmp_path, LEVELS / "maze1.txt", "dssuq")  # three moves, one undone, then leave: nothing asked
    assert app.place == "chooser" and not app.dialogs
    assert "Saved: First Push · 2 moves." in text(app) and "saved: 2 moves" in text(app)
    assert app.store.saved_game("sokoban", "maze1").state["play"]["actions"] == ["d", "s", "s", "u"]
    app = play(tmp_path, LEVELS / "maze1.txt", "")
    assert "Resumed where you left: 2 moves." in text(app) and "Moves left: 10" in text(app)
    screen = sokoban(app)
    assert screen.model.get_player_position() == (2, 2) and screen.actions == ["d", "s", "s", "u"]
    app = play(tmp_path, LEVELS / "maze1.txt", "uu")  # the undo history came back too
    assert sokoban(app).model.get_player_position() == (1, 1) and "Moves left: 12" in text(app)


def test_a_finished_game_consumes_its_save_and_is_recorded(tmp_path: Path) -> None:
    play(tmp_path, LEVELS / "maze1.txt", "dq")
    app = play(tmp_path, LEVELS / "maze1.txt", ["u", *MAZE1_WIN])  # resumed, taken back, then won
    assert "You won!" in text(app)
    assert app.store.saved_game("sokoban", "maze1") is None
    (record,) = app.store.level_records("sokoban")
    assert (record.level, record.played, record.won, record.best) == ("maze1", 1, 1, {"moves": 11})
    assert app.store.best_replay("sokoban", "maze1")["actions"][-11:] == list(MAZE1_WIN)


def test_a_restart_in_progress_is_recorded_as_abandoned(tmp_path: Path) -> None:
    app = play(tmp_path, LEVELS / "maze1.txt", "ssry")
    records = app.store.records("sokoban")
    assert records.played == 0 and records.abandoned == 1  # abandoned plays are counted apart from played
    assert records.level("maze1").played == 0 and records.level("maze1").won == 0


def test_a_damaged_save_starts_the_level_afresh(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.save_game("sokoban", "maze1", {"play": {"format": 1, "start": {}, "actions": ["d", "jump"]}}, "1 move")
    app = play(tmp_path, LEVELS / "maze1.txt", "")
    assert "could not be resumed" in text(app) and "Moves left: 12" in text(app)
    assert app.store.saved_game("sokoban", "maze1") is None


def test_help_lists_game_keys(tmp_path: Path) -> None:
    shown = text(play(tmp_path, LEVELS / "maze1.txt", "?"))
    for binding in SokobanScreen.bindings:
        assert binding.help in shown


@pytest.mark.parametrize(
    ("content", "problem"),
    [("1 12\nWWW\nW W\nWWW\n", "player"), ("x y\nWWW\nWPW\nWWW\n", "line 1"), ("", "empty")],
)
def test_bad_level_in_ui_is_a_dialog(tmp_path: Path, content: str, problem: str) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(content)
    app = play(tmp_path, bad, "")
    shown = text(app)
    assert "Cannot open level" in shown and problem in shown.lower()
    app = play(tmp_path, bad, "o")
    assert app.place == "chooser"


def test_too_small_terminal_shows_notice(tmp_path: Path) -> None:
    app = play(tmp_path, LEVELS / "maze1.txt", "", size=(40, 10))
    assert "terminal too small: need" in text(app)


def test_min_size_fits_every_bundled_level(tmp_path: Path) -> None:
    for level in sorted(LEVELS.glob("*.txt")):
        app = App(store=Store(tmp_path / DATABASE_FILE))
        app.start_level(GAME, level)
        cols, rows = sokoban(app).min_size
        canvas = app.guard.render((cols, rows), focus=True)
        shown = "\n".join(line.decode() for line in canvas.text)
        assert "too small" not in shown and "Moves left" in shown, level.name


def test_screen_needs_a_level() -> None:
    with pytest.raises(ValueError):
        SokobanScreen(App(), GAME, None)


def test_palette_names_used_exist() -> None:
    from arcade.ui.palette import PALETTE

    names = {entry[0] for entry in (*PALETTE, *SokobanScreen.palette)}  # the shared names and Fancy Sokoban's own
    app = App()
    app.start_level(GAME, LEVELS / "maze3.txt")
    canvas = app.guard.render((100, 32), focus=True)
    used = set()
    for row in canvas.content():
        for attr, _cs, _text in row:
            used.update(attr.layers if isinstance(attr, urwid.util.LayeredAttr) else [attr])
    used.discard(None)
    assert used <= names, used - names
    assert {"wall", "crate", "goal", "player", "potion fancy", "potion strength"} <= used


def test_a_resumed_game_passes_a_loss_taken_back_without_a_second_row_or_dialog(tmp_path: Path) -> None:
    wander = "sdsdsdawawaw"  # twelve moves that win nothing: lost
    app = play(tmp_path, LEVELS / "maze1.txt", [*wander, "u", "q"])  # the loss taken back, then left
    assert app.store.saved_game("sokoban", "maze1") is not None
    app = play(tmp_path, LEVELS / "maze1.txt", "")
    assert not app.dialogs and "Moves left: 1" in text(app) and "Resumed where you left" in text(app)
    assert app.store.level_records("sokoban") == []  # the loss was taken back: it never counts
