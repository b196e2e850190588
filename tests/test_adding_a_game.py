"""docs/ARCHITECTURE.md's "Adding a game", followed step by step for a toy sixth game (Lights Out, tests/toy_lights/),
and the game played through the real shell: menu, level list, moves, leaving (saved), Continue, resuming exactly,
undo, a loss taken back, a win, the Records screen and `arcade stats` with the best's singular ("1 press").

The comments "Step N" are the checklist's numbers. Steps 1 to 5 are the toy's own code (tests/toy_lights/), step 6
its levels (written to tmp_path), step 7 its registry entry (GAMES replaced for the test); it has no export (step
8, optional), this file is its tests (step 9) and it is in no docs (step 10). Nothing else of the arcade is
changed for it: the test passing proves that keys, palette, menu, lists, saves, records, stats and help need
nothing more for a new game.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import urwid

import arcade.cli
import arcade.registry
import arcade.stats
import arcade.ui.app
import arcade.ui.lists
import arcade.ui.saving
from arcade.errors import ArcadeError
from arcade.levels import bundled_levels
from arcade.registry import GAMES, PLAIN_ONLY, TOY_PREFIX, check_ids
from arcade.stats import stats_text
from arcade.store import DATABASE_FILE, Store
from arcade.ui.palette import PALETTE, add_game_entries
from tests.shell_session import ShellSession, palette_names_drawn
from tests.toy_lights.registration import LIGHTS, LIGHTS_TOY, levels_snapshot, register_toys
from tests.toy_lights.screen import LightsScreen

# Step 1: the model, tests/toy_lights/model.py. Step 2: the plain face, tests/toy_lights/plain.py.
# Step 3: the screen, tests/toy_lights/screen.py, a TurnScreen. Step 4: its own key, screen.PRESS.
# Step 5: its own colours, LightsScreen.palette.
# Steps 6 and 7: its levels and its registry entry, tests/toy_lights/registration.py (LIGHTS_TOY), registered by
# the fixture.


@pytest.fixture
def registered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    """Steps 6 and 7: the toy's levels beside the real games' (a levels folder holding both, read as the bundled
    one), and its registry entry added to GAMES after the others. Yields the store the sessions share; the
    repository's levels/ must be unchanged after the test."""
    before = levels_snapshot()
    register_toys(tmp_path / "levels", monkeypatch, LIGHTS_TOY)
    assert arcade.ui.lists.GAMES is arcade.ui.saving.GAMES is arcade.stats.GAMES is arcade.cli.GAMES
    assert arcade.cli.GAMES[-1] == LIGHTS
    yield Store(tmp_path / DATABASE_FILE)
    assert levels_snapshot() == before, "the toy's test wrote in the repository's levels/"


def test_no_real_game_can_take_a_toys_id() -> None:
    """The toys' ids begin with TOY_PREFIX, which the registry's id rule refuses to a real game."""
    with pytest.raises(ArcadeError, match="toy games"):
        check_ids((*GAMES, LIGHTS))
    with pytest.raises(ArcadeError, match="twice"):
        check_ids((*GAMES, GAMES[0]))
    with pytest.raises(ArcadeError, match="lower-case"):
        check_ids((GAMES[0].replace(id="Sokoban"),))
    assert all(not game.id.startswith(TOY_PREFIX) for game in (*GAMES, *PLAIN_ONLY))


def toy(session: ShellSession) -> LightsScreen:
    screen = session.app.current
    assert isinstance(screen, LightsScreen)
    return screen


def open_from_menu(session: ShellSession) -> None:
    """From the menu (its cursor on the first game) down to the toy, then into its level list."""
    session.press(*["down"] * len(GAMES), "enter")  # the toy comes after the five


def test_a_registered_toy_game_plays_through_the_shell_saves_resumes_and_records(registered: Store) -> None:
    store = registered
    # Step 7: the menu, --list and the help pick it up from the registry alone.
    assert "toy-lights: Lights Out\n  cross  Cross · one press, in the middle" in arcade.cli.list_games()
    session = ShellSession(None, None, store)
    assert "Lights Out" in session.text() and LIGHTS.blurb in session.text()
    open_from_menu(session)
    assert session.app.place == "chooser" and session.app.game == LIGHTS
    assert "Cross" in session.text() and "not solved yet" in session.text()
    session.press("enter")  # the list opens on the first unsolved level: Cross
    screen = toy(session)
    assert screen.level_name == "cross" and "Presses: 0" in session.text()
    assert "Enter/Space press" in session.text()  # its own key (step 4), first in the status bar
    assert screen.min_size[0] <= 80 and screen.min_size[1] <= 24  # step 3: it fits the baseline terminal
    session.press("?")
    assert "Press the light under the cursor" in session.text()  # the help, generated from its bindings
    session.press("esc")

    # Its colours: the screen's own palette names are registered on the terminal and drawn.
    drawn = palette_names_drawn([session.canvas()])
    assert {"light on", "light off"} <= drawn
    assert drawn <= {entry[0] for entry in (*PALETTE, *LightsScreen.palette)}
    assert "light on" in session.loop.screen.palette

    # Restart asks first (ask_then), and a yes keeps the thrown-away play as abandoned.
    session.press("enter")  # press the top-left light
    assert screen.model.lights[0] == [True, False, False] and screen.in_progress()
    session.press("r")
    assert "Restart?" in session.text()
    session.press("y")
    assert screen.moves_made() == 0 and screen.model.lights == [[False, True, False], [True, True, True],
                                                                 [False, True, False]]

    # Two moves, then leave: the play is saved.
    session.press("enter", "right", "enter")
    assert screen.moves_made() == 2
    lights_then = [list(row) for row in screen.model.lights]
    session.press("q")
    assert session.app.place == "chooser" and "Saved: Cross · 2 presses." in session.text()
    session.press("q")
    assert "Continue Lights Out · Cross · 2 presses" in session.text()

    # A new session opens on Continue and resumes the play exactly: the lights, the presses, the undo history.
    session = ShellSession(None, None, store)
    session.press("enter")
    screen = toy(session)
    assert "Resumed where you left: 2 presses." in session.text()
    assert screen.model.lights == lights_then and screen.model.presses == [(0, 0), (0, 1)]
    session.press("u", "u")  # undo is an action: both presses taken back
    assert screen.moves_made() == 0 and "Undone." in session.text()
    session.press("down", "right", "enter")  # the middle light: solved in one press
    text = session.text()
    assert "You won!" in text and "Solved in 1 press." in text and "New best." in text
    under_the_dialog = b"\n".join(screen.render((100, 28)).text).decode()
    assert re.search(r"Best: 1 press\b", under_the_dialog)  # the panel's Best line, redrawn with the new best
    session.press("m")
    assert session.app.place == "chooser" and re.search(r"best: 1 press\b", session.text())

    # The records: the Records screen and `arcade stats`, the best with its singular.
    report = stats_text(store)
    assert "Lights Out (toy-lights)\n  played 1, won 1 (100%)" in report  # the restarted play: abandoned, not played
    cross = next(line for line in report.splitlines() if line.split()[:2] == ["✓", "Cross"])
    assert cross.split()[:6] == ["✓", "Cross", "1", "1", "1", "press"]
    assert store.records("toy-lights").abandoned == 1
    session.press("q")
    assert session.app.place == "menu" and "Continue" not in session.text()
    records = ShellSession(None, None, store, size=(100, len(report.splitlines()) + 10))
    records.press(*["down"] * (len(arcade.registry.GAMES) + 1), "enter")  # down to the last entry: Records
    assert records.app.place == "records" and "Lights Out (toy-lights)" in records.text()
    assert any(re.match(r"✓ Cross +1 +1 +1 press\b", line.strip()) for line in records.lines())
    assert store.saved_games() == []  # the win consumed the save


def test_a_loss_waits_until_the_player_leaves_and_an_undo_takes_it_back(registered: Store) -> None:
    """Step 3's shared piece on a loss: Tight allows two presses (a setting of its levels.toml entry, step 6)."""
    session = ShellSession(LIGHTS, bundled_levels(LIGHTS)[1].path, registered)
    screen = toy(session)
    session.press("right", "right", "enter", "enter")  # two presses in a corner that leave lights on
    assert "You lost" in session.text() and "2 presses was the limit" in session.text()
    assert screen.pending_loss == {"presses": 2} and registered.records("toy-lights").played == 0
    session.press("u")  # the end dialog's Undo: the loss is forgotten
    assert screen.pending_loss is None and screen.moves_made() == 1 and not screen.finished
    session.press("enter")  # lost again, and this time left: the loss stands
    session.press("m")
    assert registered.records("toy-lights").played == 1 and registered.records("toy-lights").won == 0


def test_the_toy_plain_face_runs_through_arcade_plain(registered: Store, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Step 2's plain face, reached by `arcade --plain toy-lights LEVEL` through the registry entry alone."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("2 2\n"))
    assert arcade.cli.main(["--plain", "toy-lights", "cross"]) == 0
    assert capsys.readouterr().out == ".#.\n###\n.#.\n...\n...\n...\nSolved in 1 press.\n"


def test_a_games_own_colours_cannot_redefine_a_shared_name_and_keep_monochrome(monkeypatch: pytest.MonkeyPatch,
                                                                               registered: Store) -> None:
    """Step 5: the game's own palette names, registered with the loop (NO_COLOR: their monochrome column)."""
    display = urwid.display.raw.Screen()
    with pytest.raises(ValueError, match="'wall' is the shared palette's"):
        add_game_entries(display, [("wall", "black", "yellow", "bold", "black", "#fd0")])
    monkeypatch.setenv("NO_COLOR", "1")
    app = arcade.ui.app.App(store=registered)
    app.start_level(LIGHTS, bundled_levels(LIGHTS)[0])
    loop = app.build_loop(display)  # the toy shown before the loop existed: its colours are added with it
    assert loop.screen.colors == 1
    assert loop.screen.palette["light on"].mono == urwid.AttrSpec("bold", "default", 1)
