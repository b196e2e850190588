"""The shell in-process (urwid's ScriptedScreen), the keymap, the size guard and the score store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import urwid
from urwid.testing import ScriptedScreen, render_text

from arcade.keys import GLOBAL_BINDINGS, MOVES, Binding, Keymap
from arcade.levels import bundled_levels
from arcade.registry import GAMES, find_game
from arcade.scores import ScoreStore, write_atomically
from arcade.ui.app import App
from arcade.ui.widgets import MinimumSize, StatusBar


def run_shell(tmp_path: Path, keys: list[str | tuple[str, int, int, int]], size: tuple[int, int] = (100, 32)) -> App:
    """Open the menu, feed keys (one batch each), return the app."""
    app = App(scores=ScoreStore(tmp_path / "scores.json"))
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
    for binding in GLOBAL_BINDINGS:
        assert binding.help in text
    app = run_shell(tmp_path, ["?", "x"])
    assert "press any key to close" not in shown(app)


def test_chooser_lists_bundled_levels_and_best_scores(tmp_path: Path) -> None:
    ScoreStore(tmp_path / "scores.json").record("sokoban", "maze2", {"moves": 13}, "moves")
    app = run_shell(tmp_path, ["enter"])
    text = shown(app)
    assert app.place == "chooser"
    for level in bundled_levels(find_game("sokoban")):
        assert level.name in text
    assert "best: 13 moves" in text


def test_movement_keys_navigate_the_chooser(tmp_path: Path) -> None:
    app = run_shell(tmp_path, ["enter", "j", "s", "down", "k", "enter"])
    assert app.place == "game" and app.current.level_name == "maze3"


def test_back_from_chooser_then_quit_from_menu(tmp_path: Path) -> None:
    app = run_shell(tmp_path, ["enter", "q"])
    assert app.place == "menu"
    with pytest.raises(urwid.ExitMainLoop):
        app.go_back()


def test_mouse_click_opens_chooser(tmp_path: Path) -> None:
    probe = run_shell(tmp_path, [])
    row = next(i for i, line in enumerate(probe.loop.screen.last_text) if "Fancy Sokoban" in line)
    col = probe.loop.screen.last_text[row].index("Fancy Sokoban")
    app = run_shell(tmp_path, [("mouse press", 1, col, row)])
    assert app.place == "chooser"


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


def test_score_store_keeps_the_best_and_writes_atomically(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "scores.json"
    store = ScoreStore(path)
    assert store.record("sokoban", "maze1", {"moves": 15}, "moves")
    assert not store.record("sokoban", "maze1", {"moves": 16}, "moves")
    assert store.record("sokoban", "maze1", {"moves": 11}, "moves")
    assert json.loads(path.read_text()) == {"sokoban": {"maze1": {"moves": 11}}}
    assert ScoreStore(path).best("sokoban", "maze1") == {"moves": 11}
    assert list(path.parent.iterdir()) == [path]  # no temporary files left behind


def test_corrupt_score_file_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "scores.json"
    path.write_text("{not json")
    store = ScoreStore(path)
    assert store.best("sokoban", "maze1") is None
    (aside,) = tmp_path.glob("scores.json.corrupt-*")
    assert aside.read_text() == "{not json"
    store.record("sokoban", "maze1", {"moves": 3}, "moves")
    assert json.loads(path.read_text())["sokoban"]["maze1"] == {"moves": 3}


def test_failed_atomic_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "scores.json"
    write_atomically(path, "old\n")

    def broken_replace(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("arcade.scores.os.replace", broken_replace)
    with pytest.raises(OSError):
        write_atomically(path, "new\n")
    assert path.read_text() == "old\n"
    assert list(tmp_path.iterdir()) == [path]


def test_status_bar_keeps_help_and_back_whole_when_hints_overflow() -> None:
    bar = StatusBar()
    bar.set_hints("a hint " * 20, "? help  q/Esc back")
    last = bar.render((60,)).text[-1].decode()
    assert last.endswith("? help  q/Esc back ") and "…" in last and len(last) == 60
