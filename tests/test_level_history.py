"""A level's history (h on a level list): every finished game kept with its replay, the most recent first, each
with its figures and when it ended; Enter plays any of them back (not only the best), and any key after it comes
back to the history, q/Esc to the level list."""

from __future__ import annotations

from pathlib import Path

from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.level_history import NOTHING_KEPT, play_detail, play_words
from tests.pty_screen import TerminalSession
from tests.shell_session import FakeClock, ShellSession

SOKOBAN = find_game("sokoban")
POKEMON = find_game("pokemon")
MAZE1 = find_level(SOKOBAN, "maze1")
MAZE1_WIN = "dssasdddsdw"
NOON = 1_795_000_000.0  # a fixed day, at the arcade's clock


def won_then_lost(tmp_path: Path, clock: FakeClock) -> Store:
    """maze1 won in 11 moves, then lost twice by running out of its 12 moves (a minute apart each)."""
    store = Store(tmp_path / DATABASE_FILE, clock=clock)
    for keys in (MAZE1_WIN, "ad" + MAZE1_WIN, "dadadadadadada"):
        session = ShellSession(SOKOBAN, MAZE1, store, clock=clock)
        session.press(*keys)
        session.app.current.settle()  # a loss stands once the player leaves
        clock.advance(60)
    return store


def test_the_history_lists_every_kept_game_newest_first_with_its_figures(tmp_path: Path) -> None:
    clock = FakeClock(NOON)
    store = won_then_lost(tmp_path, clock)
    plays = store.level_games("sokoban", "maze1")
    assert [(play.outcome, play.figures.get("moves")) for play in plays] == [("lost", 12), ("lost", 12), ("won", 11)]
    assert [play_words(SOKOBAN, play) for play in plays] == ["✗ lost · 12 moves", "✗ lost · 12 moves",
                                                             "✓ won · 11 moves"]
    session = ShellSession(None, None, store, clock=clock)
    session.app.choose_game(SOKOBAN, focus=MAZE1)
    session.press("h")
    text = session.text()
    assert "First Push: past games" in text and text.index("12 moves") < text.index("11 moves")
    assert session.app.place == "history"


def test_any_past_game_plays_back_to_its_end_and_any_key_comes_back_to_the_history(tmp_path: Path) -> None:
    clock = FakeClock(NOON)
    store = won_then_lost(tmp_path, clock)
    session = ShellSession(None, None, store, clock=clock)
    session.app.choose_game(SOKOBAN, focus=MAZE1)
    session.press("h", "down", "enter")  # the first loss: not the best, not the latest
    for _ in range(14):
        session.app.watcher.step_now()
    model = session.app.current.model
    assert model.get_moves_made() == 12 and model.has_lost()
    text = " ".join(session.text().split())
    assert "That was the game of" in text and "12 moves" in text
    session.app.input_filter(["x"], [])  # any key, as the loop's input filter hands it to the watcher
    assert session.app.place == "history"
    session.press("q")
    assert session.app.place == "chooser"


def test_a_level_never_finished_says_so_and_the_list_stays(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    session = ShellSession(None, None, store)
    session.app.choose_game(SOKOBAN, focus=MAZE1)
    session.press("h")
    assert session.app.place == "chooser" and NOTHING_KEPT.format(title="First Push") in session.text()


def test_a_pokemon_game_shows_its_time_3bv_clicks_and_efficiency(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("pokemon", "easy", "won", {"seconds": 42, "time": 42.5, "3bv": 20, "clicks": 30,
                                                 "3bv_done": 20}, "seconds", replay={"format": 1, "start": {},
                                                                                     "actions": []})
    play = store.level_games("pokemon", "easy")[0]
    easy = find_level(POKEMON, "easy")
    assert play_detail(POKEMON, play, easy) == "42 s 3BV 20 0.47 3BV/s 30 clicks efficiency 67%"


def test_the_real_arcade_lists_and_plays_back_a_past_game(tmp_path: Path) -> None:
    term = TerminalSession(["sokoban", "maze1"], 80, 24, data_dir=tmp_path / "data")
    try:
        term.wait_for("First Push")
        term.press(*MAZE1_WIN)
        term.wait_for("You won!")
        term.press("m")
        term.wait_for("Choose a level")
        term.press("up", "h")
        term.wait_for("First Push: past games")
        term.press("enter")
        term.wait_for("That was the game of", timeout=20)
        term.press("x")
        term.wait_for("First Push: past games")
    finally:
        term.close()
