"""The shell in-process (urwid's ScriptedScreen), the keymap, the size guard and the score store."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import urwid
from hypothesis import given
from hypothesis import strategies as st
from urwid.testing import ScriptedScreen, render_text

from arcade.keys import BACK, GLOBAL_BINDINGS, HELP, MOVES, QUIT, Binding, Keymap
from arcade.levels import bundled_levels
from arcade.registry import GAMES, find_game
from arcade.stats import stats_text
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from arcade.ui.dialogs import CLOSE_HINT
from arcade.ui.widgets import MinimumSize, StatusBar, fit_parts
from tests.shell_session import FakeLoop, ShellSession


def run_shell(tmp_path: Path, keys: list[str | tuple[str, int, int, int]], size: tuple[int, int] = (100, 32)) -> App:
    """Open the menu, feed keys (one batch each), return the app."""
    app = App(store=Store(tmp_path / DATABASE_FILE))
    app.show_menu()
    app.build_loop(ScriptedScreen(size=size, inputs=[[key] for key in keys])).run()
    return app


def shown(app: App) -> str:
    assert app.loop is not None
    return "\n".join(app.loop.screen.last_text)


def test_menu_lists_every_game(tmp_path: Path) -> None:
    text = shown(run_shell(tmp_path, []))
    for game in GAMES:
        assert game.title in text and game.blurb in text


def test_help_is_generated_from_the_keymap(tmp_path: Path) -> None:
    text = shown(run_shell(tmp_path, ["?"]))
    for binding in (HELP, QUIT):
        assert binding.help in text
    assert BACK.help not in text  # the top menu's q quits: its help says so, not "back"
    app = run_shell(tmp_path, ["?", "x"])
    assert app.dialogs and CLOSE_HINT in shown(app)  # only ?, Esc and q close the help
    app = run_shell(tmp_path, ["?", "?"])
    assert not app.dialogs and CLOSE_HINT not in shown(app)


def test_chooser_lists_bundled_levels_and_best_scores(tmp_path: Path) -> None:
    Store(tmp_path / DATABASE_FILE).record_game("sokoban", "maze2", "won", {"moves": 13}, "moves")
    app = run_shell(tmp_path, ["enter"])
    text = shown(app)
    assert app.place == "chooser"
    for level in bundled_levels(find_game("sokoban")):
        assert (level.title if level.title.casefold() == level.name.casefold() else level.name) in text
    assert "best: 13 moves" in text
    assert "0/155 solved" in text  # the Microban collection, one entry


SOKOBAN_ENTRIES = [level.name for level in bundled_levels(find_game("sokoban"))]
TO_MICROBAN = ["end", *(["up"] * (len(SOKOBAN_ENTRIES) - SOKOBAN_ENTRIES.index("microban")))]
"""Keys from the top of Sokoban's list to Microban: the last entry (Paste a level…), then up past the entries after
Microban (the Random ones, Yours)."""


def test_a_collection_entry_lists_its_levels_credited_and_opens_the_first_unsolved(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("sokoban", "microban:1", "won", {"moves": 40, "pushes": 8}, "moves")
    app = run_shell(tmp_path, ["enter", *TO_MICROBAN, "enter"])
    text = shown(app)
    assert app.place == "chooser" and app.collection is not None
    assert "Fancy Sokoban: Microban" in text and "David W. Skinner (April 2000)" in text
    assert "✓ Microban 1" in text and "best: 40 moves" in text and "Microban 2" in text and "7×6, 3 crates" in text
    app = run_shell(tmp_path, ["enter", *TO_MICROBAN, "enter", "enter"])
    assert app.place == "game" and app.current.level_name == "microban:2"
    app = run_shell(tmp_path, ["enter", *TO_MICROBAN, "enter", "q"])
    assert app.place == "chooser" and app.collection is None
    assert app.levels_listed[app.current.focus_index].name == "microban"


def test_movement_keys_navigate_the_chooser(tmp_path: Path) -> None:
    app = run_shell(tmp_path, ["enter", "j", "s", "down", "k", "enter"])
    assert app.place == "game" and app.current.level_name == "maze3"


def test_back_from_chooser_then_quit_from_menu_asks_first(tmp_path: Path) -> None:
    app = run_shell(tmp_path, ["enter", "q"])
    assert app.place == "menu"
    app = run_shell(tmp_path, ["enter", "q", "esc"])
    assert app.place == "menu" and app.dialogs  # Esc at the menu asks before quitting
    assert "Quit the arcade?" in shown(app) and shown(app).rstrip().endswith("? help  q/Esc no")
    app = run_shell(tmp_path, ["esc", "n"])
    assert app.place == "menu" and not app.dialogs
    app = run_shell(tmp_path, ["q"])
    with pytest.raises(urwid.ExitMainLoop):
        app.dialogs[-1].keypress((40,), "y")


def test_top_menu_hint_says_quit_and_other_lists_say_back(tmp_path: Path) -> None:
    assert shown(run_shell(tmp_path, [])).rstrip().endswith("q/Esc quit")
    assert shown(run_shell(tmp_path, ["enter"])).rstrip().endswith("q/Esc back")


def test_leaving_a_level_lands_on_its_list_at_the_next_unsolved_level(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("sokoban", "maze2", "won", {"moves": 13}, "moves")
    app = run_shell(tmp_path, ["enter", "enter", "q"])  # maze1, nothing moved: q leaves without asking
    assert app.place == "chooser" and app.game is not None and app.game.id == "sokoban"
    assert app.current.focus_index == 2  # maze2 is solved: maze3 is next
    app = run_shell(tmp_path, ["enter", "q", "q"])
    assert app.place == "menu" and app.current.focus_index == 0


def test_the_menu_keeps_its_cursor_on_the_game_you_came_from(tmp_path: Path) -> None:
    app = run_shell(tmp_path, ["down", "down", "enter", "q"])
    assert app.place == "menu" and app.current.focus_index == 2


def test_chooser_opens_on_the_first_unsolved_level(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    for name in ("maze1", "maze2"):
        store.record_game("sokoban", name, "won", {"moves": 20}, "moves")
    app = run_shell(tmp_path, ["enter"])
    assert app.current.focus_index == 2
    assert "✓ First Push" in shown(app) and "best: 20 moves" in shown(app)


def test_every_games_list_shows_its_best_in_its_own_unit(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    for game in GAMES:
        first = bundled_levels(game)[0]
        store.record_game(game.id, first.name, "won", {game.best_by: 7}, game.best_by)
    for index, game in enumerate(GAMES):
        app = run_shell(tmp_path, [*["down"] * index, "enter"])
        assert app.place == "chooser" and f"best: 7 {game.best_by}" in shown(app), game.id


def test_level_lists_show_titles_and_blurbs_from_the_manifest(tmp_path: Path) -> None:
    for index, game in enumerate(GAMES):
        text = shown(run_shell(tmp_path, [*["down"] * index, "enter"], size=(100, 60)))
        for level in bundled_levels(game):
            assert level.title in text and level.blurb and level.blurb in text, (game.id, level.name)


def test_the_focused_entry_is_highlighted_whole(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("sokoban", "maze1", "won", {"moves": 11}, "moves")
    app = run_shell(tmp_path, ["enter", "up"])
    canvas = app.loop.screen.canvases[-1] if hasattr(app.loop.screen, "canvases") else None
    rows = list(app.loop.screen.last_canvas.content()) if canvas is None else list(canvas.content())
    row = next(index for index, line in enumerate(app.loop.screen.last_text) if "First Push" in line)
    for line in rows[row:row + 2]:
        attrs = {attr for attr, _charset, text in line if text.strip()}
        assert attrs == {"menu focus"}, attrs


def test_a_dialog_shows_its_keys_in_the_status_bar_and_restores_the_hints_after(tmp_path: Path) -> None:
    app = run_shell(tmp_path, ["enter", "enter", "d", "r"])
    assert app.dialogs and "y yes  n no" in shown(app).splitlines()[-1]
    app = run_shell(tmp_path, ["enter", "enter", "d", "r", "n"])
    assert not app.dialogs and "undo" in shown(app).splitlines()[-1]


def sokoban_session(tmp_path: Path, size: tuple[int, int] = (100, 32)) -> ShellSession:
    """The shell on Fancy Sokoban's first level, one move made (so restarting asks)."""
    session = ShellSession(find_game("sokoban"), bundled_levels(find_game("sokoban"))[0].path,
                           Store(tmp_path / DATABASE_FILE), size)
    session.press("d")
    return session


def shrink(session: ShellSession, size: tuple[int, int]) -> None:
    """Resize the scripted terminal."""
    session.loop.screen.size = size
    session.loop.screen_size = None  # as the loop does on a window resize: ask the screen again


def test_a_too_small_terminal_shows_the_open_dialog_alone(tmp_path: Path) -> None:
    session = sokoban_session(tmp_path)
    session.press("r")
    shrink(session, (40, 12))
    assert "Restart?" in session.text() and "terminal too small" not in session.text()
    session.press("n")
    assert "terminal too small" in session.text() and session.app.place == "game"
    session.press("q")  # leaving keeps the game: nothing to ask
    assert session.app.place == "chooser"


def test_q_gets_out_of_a_dialog_too_big_for_a_tiny_terminal(tmp_path: Path) -> None:
    session = sokoban_session(tmp_path)
    session.press("?")
    shrink(session, (30, 6))  # the help alone, scrolling in its box: a line of it, where it is, how to close it
    lines = session.lines()
    assert lines[0].startswith("┌") and lines[-1].startswith("└") and re.search(r"1–2 of \d+", "".join(lines)), lines
    shrink(session, (30, 4))
    assert "terminal too small" in session.text() and session.app.dialogs
    session.press("q")
    assert not session.app.dialogs and session.app.place == "game"


def test_minimum_size_guard() -> None:
    guard = MinimumSize(urwid.SolidFill("#"), 80, 5)
    small = "\n".join(render_text(guard, (79, 5)))
    assert "terminal too small: need 80×5" in small and "now 79×5" in small
    assert "now 80×4" in "\n".join(render_text(guard, (80, 4)))
    assert render_text(guard, (80, 5)) == ["#" * 80] * 5


def test_keymap_rejects_a_key_bound_twice() -> None:
    with pytest.raises(ValueError, match="bound to both"):
        Keymap((Binding("one", ("x",), "one", "One"), Binding("two", ("x",), "two", "Two")))


def test_keymap_hints_merge_the_moves_and_help_rows_list_each_binding() -> None:
    keymap = Keymap((*MOVES, *GLOBAL_BINDINGS))
    assert keymap.hints().startswith("↑↓←→/wsad/kjhl move")
    assert [text for _keys, text in keymap.help_rows()] == [b.help for b in (*MOVES, *GLOBAL_BINDINGS)]
    assert keymap.action_for("k") == "up" and keymap.action_for("z") is None


def test_status_bar_keeps_help_and_back_whole_when_hints_overflow() -> None:
    bar = StatusBar()
    parts = [f"{key} hint{key}" for key in "abcdefghijklmnop"]
    bar.set_hints(parts, "? help  q/Esc back")
    last = bar.render((60,)).text[-1].decode()
    assert last.endswith("? help  q/Esc back ") and len(last) == 60
    shown_parts = last.removesuffix("? help  q/Esc back ").split()
    assert shown_parts == " ".join(parts[:len(shown_parts) // 2]).split()  # the first ones, whole


@given(st.lists(st.text(alphabet="abcdef↑↓/", min_size=1, max_size=12).map(lambda word: f"{word} x"),
                max_size=12, unique=True), st.integers(min_value=1, max_value=120))
def test_fitted_hints_are_whole_parts_in_order_within_the_width(parts: list[str], width: int) -> None:
    fitted = fit_parts(parts, width)
    assert urwid.calc_width(fitted, 0, len(fitted)) <= width
    chosen = fitted.split("  ") if fitted else []
    assert all(part in parts for part in chosen)
    positions = [parts.index(part) for part in chosen]
    assert positions == sorted(positions)


def test_the_best_game_is_played_back_on_the_alarm_and_any_key_stops_it(tmp_path: Path) -> None:
    session = ShellSession(find_game("sokoban"), bundled_levels(find_game("sokoban"))[0].path,
                           Store(tmp_path / DATABASE_FILE))
    session.press(*"dssasdddsdw")  # wins maze1 in 11 moves
    session.press("m")
    assert session.app.place == "chooser"
    loop = FakeLoop()
    session.app.loop, real_loop = loop, session.app.loop
    session.app.current.focus_on(0)
    session.press("b")
    screen = session.app.current
    assert screen.watching and screen.model.get_moves_made() == 0
    for _ in range(5):
        loop.fire()
    assert screen.model.get_moves_made() == 5
    for _ in range(6):
        loop.fire()
    assert screen.model.has_won() and len(loop.alarms) == 11
    assert "That was the best game: 11 moves" in session.text()  # the end stays on screen until a key
    assert session.app.dialogs == []  # watching is its own mode: no end dialog with buttons doing something else
    assert session.app.store.game_record("sokoban").played == 1  # watching records nothing
    assert session.app.store.saved_games() == []
    session.app.loop = real_loop
    assert session.app.input_filter(["x"], [ord("x")]) == []  # urwid's loop passes every key through it first
    assert session.app.place == "chooser" and session.app.playback is None
    assert session.app.input_filter(["x"], [ord("x")]) == ["x"]  # no playback: keys go on


def test_watching_a_level_without_a_best_is_a_message(tmp_path: Path) -> None:
    app = run_shell(tmp_path, ["enter", "b"])
    assert app.place == "chooser" and "No best game of First Push to watch yet." in shown(app)


def test_records_from_the_menu_show_every_game(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("dayz", "basic", "won", {"steps": 9}, "steps")
    to_records = [*["down"] * (len(GAMES) + 1), "enter"]  # past the games and Daily, the last entry: Records
    tall_enough = len(stats_text(store).splitlines()) + 10  # every game's table, its heading and the status bar
    app = run_shell(tmp_path, to_records, size=(100, tall_enough))
    text = shown(app)
    assert app.place == "records"
    rows = [row.strip() for row in text.splitlines()]
    for game in GAMES:
        assert f"{game.title} ({game.id})" in rows
    assert rows[rows.index("End of DayZ (dayz)") + 1].startswith("played 1, won 1 (100%), streak 1")
    assert run_shell(tmp_path, [*to_records, "q"]).place == "menu"


def test_the_menu_and_level_list_places_are_remembered_across_sessions(tmp_path: Path) -> None:
    run_shell(tmp_path, ["down", "down", "enter", "down", "down", "enter", "q"])  # DayZ, the third level, left
    app = run_shell(tmp_path, [])
    assert app.current.focus_index == 2  # the menu opens on DayZ
    run_shell(tmp_path, ["up", "enter", "down", "down", "enter", "q"])  # from DayZ up to Pokémon: Hard, left
    app = run_shell(tmp_path, ["enter"])  # the menu opens on Pokémon, whose list opens on Hard
    assert app.game is not None and app.game.id == "pokemon" and app.current.focus_index == 2


def test_watching_a_best_has_a_speed_and_a_pause_and_goes_back_to_its_list(tmp_path: Path) -> None:
    session = ShellSession(find_game("sokoban"), bundled_levels(find_game("sokoban"))[0].path,
                           Store(tmp_path / DATABASE_FILE), size=(80, 24))
    session.press(*"dssasdddsdw", "m")
    loop = FakeLoop()
    session.app.loop = loop
    session.app.current.focus_on(0)
    session.press("b")
    assert "The best game of First Push: 11 moves." in session.text()
    assert "+/- speed" in session.text() and "Space pause" in session.text()  # whole at 80 columns
    assert loop.alarms[-1][0] == 1 / 4
    session.app.input_filter(["+"], [])
    assert loop.alarms[-1][0] == 1 / 8 and "watching at 8/s" in session.text()
    session.app.input_filter([" "], [])
    alarms = len(loop.alarms)
    assert "watching paused" in session.text() and loop.removed
    session.app.input_filter([" "], [])
    assert len(loop.alarms) == alarms + 1  # going on schedules the next step again
    session.app.input_filter(["x"], [])
    assert session.app.place == "chooser" and session.app.current.focus_index == 0
