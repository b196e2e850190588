"""Classic Sokoban warns on the push that loses the level beyond a dead square, naming the crates: crates frozen
together with one off its goal, or a corral no push can ever enter (the solver's two deadlocks). Each pinned case is
checked lost by the solver itself from the position, and a push that loses nothing says nothing of the kind."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from arcade.games.sokoban.classic.screen import CORRAL_WARNING, FROZEN_WARNING, ClassicSokobanScreen, places_words
from arcade.games.sokoban.classic.solver import SearchLimit, search
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.pty_screen import TerminalSession
from tests.shell_session import ShellSession

GAME = find_game("sokoban")
pty_only = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")
KEY_OF = {"u": "up", "d": "down", "l": "left", "r": "right"}
CASES = [  # (Microban level, LURD walked, the warning, the crates it names) found by random play, then pinned
    (10, "rr", FROZEN_WARNING, [(4, 5), (4, 6)]),
    (48, "rddrdrddul", FROZEN_WARNING, [(4, 3), (4, 4), (5, 4)]),
    (56, "lllu", CORRAL_WARNING, [(2, 2), (2, 3)]),
    (17, "lduddururdduld", CORRAL_WARNING, [(4, 1), (4, 2), (4, 3)]),
]


def played(tmp_path: Path, number: int, lurd: str) -> ShellSession:
    level = find_level(GAME, f"microban:{number}")
    assert level is not None
    session = ShellSession(GAME, level, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    session.press(*(KEY_OF[letter] for letter in lurd))
    return session


@pytest.mark.parametrize(("number", "lurd", "warning", "crates"), CASES)
def test_the_push_that_loses_the_level_names_the_crates(tmp_path: Path, number: int, lurd: str, warning: str,
                                                        crates: list[tuple[int, int]]) -> None:
    session = played(tmp_path, number, lurd)
    screen = session.app.current
    assert isinstance(screen, ClassicSokobanScreen)
    said = warning.format(crates=places_words(crates))
    assert said in " ".join(session.text().split())  # on the status line, whole
    assert sorted(screen.lost_crates) == crates  # and drawn in the bad colour
    position = replace(screen.classic, crates=frozenset(screen.model.crates), player=screen.model.player)
    assert search(position, SearchLimit(seconds=20)).solution is None  # the solver agrees: no way on from here
    session.press("u")
    assert screen.lost_crates == () and said not in " ".join(session.text().split())


def test_a_push_that_loses_nothing_warns_of_nothing(tmp_path: Path) -> None:
    session = played(tmp_path, 10, "r")  # one crate pushed once: still solvable
    screen = session.app.current
    assert screen.lost_crates == ()
    text = " ".join(session.text().split())
    assert "Lost:" not in text


def test_places_are_named_in_order_one_or_several() -> None:
    assert places_words([(0, 0)]) == "r1 c1"
    assert places_words([(3, 4), (1, 2), (3, 3)]) == "r2 c3, r4 c4 and r4 c5"


@pty_only
def test_the_real_arcade_warns_of_a_freeze_in_a_terminal(tmp_path: Path) -> None:
    term = TerminalSession(["sokoban", "microban:10"], 80, 24, data_dir=tmp_path / "data")
    try:
        term.wait_for("Microban 10")
        term.press("right", "right")
        term.wait_for(FROZEN_WARNING.format(crates=places_words([(4, 5), (4, 6)])))
        term.press("u")
        term.wait_gone("Lost: frozen")
    finally:
        term.close()
