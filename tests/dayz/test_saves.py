"""End of DayZ keeps its game as data: leaving saves it, opening the level resumes it exactly (the outbreak's
random source included, checked against an unsaved twin session), ended games are records, a damaged save
starts afresh."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.dayz.replay import UNDO_ACTION, outbreak_state
from arcade.games.dayz.screen import DayzScreen
from arcade.levels import find_level
from arcade.randomness import SEED_VARIABLE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import LOST_TITLE, WON_TITLE
from tests.shell_session import ShellSession

GAME = find_game("dayz")
GARLIC_PATCH = find_level(GAME, "outbreak1")
"""8×8, three wandering zombies: the random source decides every step."""
TRAP = ["P T", "   ", "  H"]
"""A tracker two squares away: with the guard off, two waits lose (no randomness)."""


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same outbreak every run (and in both of a pair of twin sessions)."""
    monkeypatch.setenv(SEED_VARIABLE, "5")


def open_level(tmp_path: Path, rows: list[str] | None = None) -> ShellSession:
    """A new shell (as after quitting and starting the arcade again) on Garlic Patch, or on a map of these rows,
    with the store kept in tmp_path."""
    if rows is None:
        assert GARLIC_PATCH is not None and GARLIC_PATCH.path is not None
        path = GARLIC_PATCH.path
    else:
        path = tmp_path / "map.txt"
        path.write_text("\n".join(rows), encoding="utf-8")
    return ShellSession(GAME, path, Store(tmp_path / DATABASE_FILE))


def dayz(session: ShellSession) -> DayzScreen:
    assert isinstance(session.app.current, DayzScreen)
    return session.app.current


def everything(screen: DayzScreen) -> tuple[object, ...]:
    """The game in play as a whole: the outbreak (random source included), the turns undo can take back and
    redo can take again, the actions taken and where the game started."""
    return outbreak_state(screen.model, screen.replay.rng), screen.replay.turns, screen.replay.undone, \
        screen.actions, screen.play_record()["start"], screen.finished


FIRST = ["g", "right", "down", "down"]
"""The guard off (no questions), then three steps that the zombies of seed 5 let the player take."""
THEN = [".", "right", "u", "down", ".", "u", "u", "U", "u", "."]
"""Waits, moves, undos and a redo after resuming."""


def test_leaving_saves_and_the_level_list_says_so(tmp_path: Path) -> None:
    session = open_level(tmp_path)
    session.press(*FIRST)
    assert dayz(session).in_progress() and dayz(session).progress() == "3 steps"
    session.press("q")  # no question: the game is kept
    assert session.app.place == "chooser" and not session.app.dialogs
    text = session.text()
    assert "Garlic Patch" in text and "saved: 3 steps" in text
    saved = session.store.saved_game("dayz", "outbreak1")
    assert saved is not None and saved.summary == "3 steps"
    assert saved.state["play"]["actions"] == [["move", "D"], ["move", "S"], ["move", "S"]]
    session.press("q")  # the menu offers to carry on
    assert "Continue End of DayZ · Garlic Patch · 3 steps" in session.text()


def test_resuming_is_the_game_left_and_the_zombies_walk_on_as_in_an_unsaved_twin(tmp_path: Path) -> None:
    twin = open_level(tmp_path / "twin")
    twin.press(*FIRST)
    left = everything(dayz(twin))
    assert not dayz(twin).finished

    session = open_level(tmp_path / "saved")
    session.press(*FIRST, "q")
    session = open_level(tmp_path / "saved")
    assert "Resumed where you left: 3 steps." in session.text() and "Steps: 3" in session.text()
    assert everything(dayz(session)) == left  # the map, the random source, the undo history, the actions
    assert "Guard (g): on" in session.text()  # a switch of the screen, not part of the game: on again
    session.press("g")

    for key in THEN:  # every later step draws the same numbers, every undo goes back alike
        session.press(key)
        twin.press(key)
        assert everything(dayz(session)) == everything(dayz(twin)), key
    assert dayz(session).model.get_steps() == 5 and "Steps: 5" in session.text()


def test_a_restart_after_resuming_is_the_twins_restart(tmp_path: Path) -> None:
    twin = open_level(tmp_path / "twin")
    twin.press(*FIRST, "r", "y")
    session = open_level(tmp_path / "saved")
    session.press(*FIRST, "q")
    session = open_level(tmp_path / "saved")
    session.press("r", "y")  # a new outbreak, seeded from the random source where it stood
    assert everything(dayz(session)) == everything(dayz(twin))
    assert session.store.saved_game("dayz", "outbreak1") is None
    (record,) = session.store.level_records("dayz")
    assert (record.level, record.played, record.won) == ("outbreak1", 0, 0)  # the restarted game: abandoned,
    assert session.store.records("dayz").abandoned == 1  # counted apart from played


def test_a_loss_taken_back_resumes_without_a_second_loss(tmp_path: Path) -> None:
    session = open_level(tmp_path, TRAP)
    session.press("g", ".", ".")  # the tracker steps next to the player, then onto them
    assert LOST_TITLE in session.text()
    assert session.store.saved_game("dayz", "map") is None  # an ended game is not saved...
    assert session.store.level_records("dayz") == []  # ...nor kept yet: a loss stands once left or restarted
    assert "Undo is help" in session.text()  # said before the player first uses it
    session.press("u")  # the dialog's Undo goes through the actions too
    assert dayz(session).actions == [["wait"], ["wait"], UNDO_ACTION] and dayz(session).in_progress()
    left = everything(dayz(session))
    session.press("q")
    session = open_level(tmp_path, TRAP)
    assert LOST_TITLE not in session.text() and everything(dayz(session)) == left
    assert session.store.level_records("dayz") == []  # the loss taken back never counts
    assert dayz(session).helped  # undoing a loss is help here, and a resumed play knows it


def test_a_won_game_is_a_record_and_drops_the_save(tmp_path: Path) -> None:
    rows = ["P  ", "   ", "  H"]
    session = open_level(tmp_path, rows)
    session.press("right", "q")
    assert session.store.saved_game("dayz", "map") is not None
    session = open_level(tmp_path, rows)
    session.press("u", "down", "right", "down", "right")  # the undo history came back: four steps from the start
    text = session.text()
    assert WON_TITLE in text and "You reached the hospital in 4 steps (1 step undone on the way)." in text \
        and "New best." in text
    assert session.store.saved_game("dayz", "map") is None
    (record,) = session.store.level_records("dayz")
    assert (record.level, record.played, record.won, record.best) == ("map", 1, 1, {"steps": 4, "undos": 1})
    replay = session.store.best_replay("dayz", "map")
    assert replay["actions"] == [["move", "D"], UNDO_ACTION, ["move", "S"], ["move", "D"], ["move", "S"],
                                 ["move", "D"]]
    session.press("m")  # the game ended: leaving keeps nothing
    assert session.store.saved_game("dayz", "map") is None


def test_nothing_to_undo_is_no_action(tmp_path: Path) -> None:
    session = open_level(tmp_path, TRAP)
    session.press("u")
    assert dayz(session).actions == [] and not dayz(session).in_progress()


@pytest.mark.parametrize("play", [
    {"format": 1, "start": {}, "actions": []},  # no random state
    {"format": 1, "start": {"seed": 1, "random_state": [3, [1, 2], None]}, "actions": []},  # not a state
    "not a record",
])
def test_a_save_that_is_not_one_starts_afresh(tmp_path: Path, play: object) -> None:
    Store(tmp_path / DATABASE_FILE).save_game("dayz", "outbreak1", {"play": play}, "1 step")
    session = open_level(tmp_path)
    assert "could not be resumed" in session.text() and "Steps: 0" in session.text()
    assert session.store.saved_game("dayz", "outbreak1") is None


@pytest.mark.parametrize("actions", [
    [["move", "D"], ["jump"]],  # not a turn
    [["move", "X"]],  # no such direction
    [UNDO_ACTION],  # nothing to undo
    [["wait"], ["wait"], ["wait"]],  # the second wait lost: a third turn cannot follow
    [["wait"], ["wait"]],  # a game that ended is not a save to resume
])
def test_a_damaged_save_starts_the_level_afresh(tmp_path: Path, actions: list[object]) -> None:
    session = open_level(tmp_path, TRAP)
    start = dayz(session).play_record()["start"]
    session.store.save_game("dayz", "map", {"play": {"format": 1, "start": start, "actions": actions}}, "1 step")
    session = open_level(tmp_path, TRAP)
    text = session.text()
    assert "could not be resumed" in text and "Steps: 0" in text and LOST_TITLE not in text
    assert session.store.saved_game("dayz", "map") is None
    assert session.store.level_records("dayz") == []  # the half-replayed loss was not recorded


def test_a_resumed_game_shows_the_danger_of_where_it_stands(tmp_path: Path) -> None:
    session = open_level(tmp_path)
    session.press("right", "right", "q")
    session = open_level(tmp_path)
    screen = dayz(session)
    assert screen.model.get_steps() == 2 and screen.danger is not None
    assert screen.danger[0] is screen.model and screen.danger[1] == 2  # worked out once, for where it stands
    assert "░" in session.text()
