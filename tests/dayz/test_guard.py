"""The safety guard's question shows what it asks about: the zombies that would reach the player are named in words,
marked !Z!/!T! on the map, and the dialog stands clear of them and of the player; the end dialog leaves the final
position in view. In-process through the real shell at 80x24 and 100x32, and the real `arcade dayz` in a pty."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from arcade.games.dayz.guard import move_threat, threat_question, wait_threat, where_words
from arcade.games.dayz.model import AdvancedGame, AdvancedMapLoader, Position
from arcade.randomness import SEED_VARIABLE
from arcade.ui.game import LOST_TITLE, WON_TITLE
from arcade.ui.widgets import StatusBar
from tests.dayz.test_screen import Session
from tests.pty_screen import TerminalSession


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "5")


def game_of(rows: list[str]) -> AdvancedGame:
    """A game on the map these rows draw (x is the column, y the row)."""
    tokens = {(x, y): char for y, row in enumerate(rows) for x, char in enumerate(row) if char != " "}
    return AdvancedGame(AdvancedMapLoader().build(tokens, len(rows)))


@pytest.mark.parametrize(("square", "words"), [
    ((2, 1), "above you"), ((2, 3), "below you"), ((1, 2), "to your left"), ((3, 2), "to your right"),
    ((2, 0), "two squares above you"), ((4, 2), "two squares to your right"), ((1, 1), "above you to the left"),
    ((3, 3), "below you to the right"), ((2, 2), "where you stand"),
])
def test_where_a_square_is_in_words(square: tuple[int, int], words: str) -> None:
    assert where_words(Position(2, 2), Position(*square)) == words


def test_a_risky_move_names_the_zombies_next_to_the_square_moved_to() -> None:
    game = game_of(["     ", " Z   ", "  P T", "     ", "    H"])
    assert move_threat(game, "S") is None and wait_threat(game) is None  # nothing next to (2, 3) or to (2, 2)
    up = move_threat(game, "W")
    assert up is not None and up.end == Position(2, 1) and up.zombies == ((Position(1, 1), "Z"),)
    assert threat_question(up, True) == ("The zombie above you to the left (!Z!) would infect you there on this "
                                         "step.\nMove anyway?")
    right = move_threat(game, "D")
    assert right is not None and right.zombies == ((Position(4, 2), "T"),)
    assert threat_question(right, True).startswith("The tracker two squares to your right (!T!) would infect")


def test_a_risky_wait_names_every_zombie_next_to_the_player() -> None:
    game = game_of(["  Z  ", "  PT ", "     ", "    H", "     "])
    threat = wait_threat(game)
    assert threat is not None and threat.end == threat.player == Position(2, 1)
    assert threat_question(threat, False) == ("The zombies above you (!Z!) and to your right (!T!) would infect you "
                                              "on this step.\nWait anyway?")
    garlic = game_of(["  Z  ", " GP  ", "     ", "    H", "     "])
    assert move_threat(garlic, "A") is None  # the model's rule: garlic picked up there protects


def body_size(session: Session) -> tuple[int, int]:
    """The size the game screen is drawn at: the terminal's, less the status bar."""
    cols, rows = session.loop.screen.get_cols_rows()
    return cols, rows - StatusBar.ROWS


def drawn_square(session: Session, square: Position) -> str:
    """The three characters drawn on the screen for this square of the map (whatever covers them)."""
    left, top = session.screen.layout.board_origin(body_size(session))
    return session.lines()[top + 1 + square.get_y()][left + 1 + 3 * square.get_x():left + 4 + 3 * square.get_x()]


def guard_map() -> list[str]:
    """A 16x16 map, the player in its middle rows with a tracker two squares up: moving up is risky, and the
    dialog must stand elsewhere than in the middle of the screen where it stands by default."""
    rows = [" " * 16 for _ in range(16)]
    rows[6] = "      T         "
    rows[8] = "      P         "
    rows[15] = "               H"
    rows[0] = "Z               "
    return rows


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
def test_the_guard_question_leaves_the_zombie_and_the_player_in_view(tmp_path: Path, size: tuple[int, int]) -> None:
    session = Session(tmp_path, guard_map(), size)
    session.press("up")
    text = session.text()
    assert "Risky move" in text and "The tracker two squares above you (!T!)" in " ".join(text.split())
    assert drawn_square(session, Position(6, 6)) == "!T!"  # the tracker, marked as the question names it
    assert drawn_square(session, Position(6, 8)).strip() == "P"  # and the player, both uncovered
    assert drawn_square(session, Position(6, 7)) in ("   ", "░░░")  # the square moved to too
    session.press("n")
    assert "Risky move" not in session.text() and drawn_square(session, Position(6, 6)) == " T "  # the mark goes
    assert session.screen.model.get_steps() == 0


def test_a_question_with_nothing_to_show_stands_centred_as_before(tmp_path: Path) -> None:
    session = Session(tmp_path, guard_map())
    session.press("down", "r")  # the restart question: nothing on the map to keep clear
    assert session.screen.in_view(body_size(session)) is None and "Restart?" in session.text()


def board_rows_intact(session: Session) -> bool:
    """Whether every row of the 16x16 map and its border is drawn whole, nothing over it."""
    left, top = session.screen.layout.board_origin(body_size(session))
    lines = session.lines()
    return all(lines[row][left] == "▒" and lines[row][left + 49] == "▒" for row in range(top, top + 18)) and \
        lines[top][left:left + 50] == "▒" * 50 and lines[top + 17][left:left + 50] == "▒" * 50


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
def test_the_end_dialog_leaves_the_whole_final_position_in_view(tmp_path: Path, size: tuple[int, int]) -> None:
    rows = guard_map()
    rows[6], rows[7] = " " * 16, "      T         "  # the tracker next to the player: a wait is fatal
    session = Session(tmp_path, rows, size)
    session.press("g", ".")
    assert LOST_TITLE in session.text() and board_rows_intact(session)
    assert drawn_square(session, Position(6, 8)) == " P " and drawn_square(session, Position(6, 7)) == " T "
    rows[8], rows[15] = "      PH        ", " " * 16
    session = Session(tmp_path, rows, size)
    session.press("right")
    assert WON_TITLE in session.text() and board_rows_intact(session)
    assert drawn_square(session, Position(7, 8)) == " P "


@pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")
def test_real_terminal_at_80x24_the_guard_shows_the_zombie_it_asks_about(tmp_path: Path) -> None:
    level = tmp_path / "guarded.txt"
    level.write_text("\n".join(guard_map()), encoding="utf-8")
    session = TerminalSession(["dayz", str(level)], 80, 24, {SEED_VARIABLE: "3"}, data_dir=tmp_path / "data")
    try:
        session.wait_for("Steps: 0")
        session.press("k")
        session.wait_for("Risky move")
        lines = session.text().splitlines()
        marked = [row for row, line in enumerate(lines) if "!T!" in line and "(!T!)" not in line]  # not the words
        player = [row for row, line in enumerate(lines) if " P " in line[:50] and line.startswith("▒")]
        dialog = [row for row, line in enumerate(lines) if "Risky move" in line or "Move anyway?" in line]
        assert len(marked) == 1 and len(player) == 1 and dialog, session.text()
        assert marked[0] < player[0] and not dialog[0] <= marked[0] <= dialog[-1]  # the zombie is not behind it
        assert "above you (!T!)" in " ".join(session.text().split())
        session.press("n")
        session.wait_gone("Risky move")
        session.wait_gone("!T!")
    finally:
        session.close()


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
def test_no_guard_question_covers_a_square_it_asks_about(tmp_path: Path, size: tuple[int, int]) -> None:
    """Risky moves and waits on 14×14 maps (the largest that fit 80×24 beside the panel), the player anywhere with
    zombies around: every zombie the question names is drawn marked and the player drawn, whatever the dialog's
    height (a wait naming three zombies is the tallest)."""
    rng = random.Random(14)
    asked = 0
    for trial in range(60):
        rows = [[" "] * 14 for _ in range(14)]
        px, py = rng.randrange(14), rng.randrange(14)
        rows[py][px] = "P"
        for _ in range(rng.randrange(1, 4)):
            zx, zy = min(13, max(0, px + rng.randrange(-2, 3))), min(13, max(0, py + rng.randrange(-2, 3)))
            if rows[zy][zx] == " ":
                rows[zy][zx] = rng.choice("ZT")
        corner = next((x, y) for x, y in ((13, 13), (0, 0), (13, 0), (0, 13)) if rows[y][x] == " ")
        rows[corner[1]][corner[0]] = "H"
        folder = tmp_path / str(trial)
        folder.mkdir()
        session = Session(folder, ["".join(row) for row in rows], size)
        session.press(rng.choice([".", "up", "down", "left", "right"]))
        threat = session.screen.threat
        if threat is None:
            continue
        asked += 1
        assert [drawn_square(session, square) for square, _kind in threat.zombies] == \
            [f"!{kind}!" for _square, kind in threat.zombies], session.text()
        assert "P" in drawn_square(session, threat.player), session.text()
    assert asked >= 15  # enough questions were asked to mean something
