"""Redo after undo: U (or Ctrl-R, the arcade's one redo key) takes the last step undone again, the zombies walking
exactly as they did; a different step clears what there was to redo. In the replay (a property test), on the screen
through the real shell, and across a save."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade.games.dayz.replay import Turn
from arcade.games.dayz.screen import INTENTS_PREFERENCE, NOTHING_TO_REDO
from arcade.keys import REDO
from arcade.randomness import SEED_VARIABLE
from arcade.ui.game import LOST_TITLE
from tests.dayz.test_properties import TURNS, fingerprint, maps, played
from tests.dayz.test_screen import Session


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "5")


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=maps(), seed=st.integers(0, 10**6), turns=st.lists(TURNS, max_size=30), data=st.data())
def test_redo_after_undos_is_the_game_that_took_those_turns_and_a_new_turn_clears_it(
        tmp_path: Path, rows: list[str], seed: int, turns: list[Turn], data: st.DataObject) -> None:
    game, replay = played(rows, tmp_path, seed, turns)
    taken = list(replay.turns)
    undos = data.draw(st.integers(0, len(taken)), label="undos")
    for _ in range(undos):
        game = replay.undo()
    redos = data.draw(st.integers(0, undos), label="redos")
    for _ in range(redos):
        turn = replay.redo_turn()
        assert turn is not None
        replay.play(game, turn)
    kept = len(taken) - undos + redos
    twin, twin_replay = played(rows, tmp_path, seed, taken[:kept])
    assert fingerprint(game, replay) == fingerprint(twin, twin_replay) and replay.turns == taken[:kept]
    assert replay.undone == taken[kept:][::-1]  # the rest can still be redone, the next one last
    other = data.draw(TURNS, label="another turn")
    if replay.undone and other != replay.redo_turn() and not (game.has_won() or game.has_lost()):
        replay.play(game, other)
        assert replay.redo_turn() is None  # a new step: nothing to redo


def test_u_undoes_and_shift_u_redoes_the_same_step_with_the_same_zombies(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P   Z", "     ", "  Z  ", "     ", "    H"])
    session.press("g", "right", "down", ".")
    after = (session.screen.model.get_grid().serialize(), session.screen.replay.rng.getstate())
    session.press("u", "u")
    assert session.screen.model.get_steps() == 1
    session.press("U")
    assert session.screen.model.get_steps() == 2 and "Step 2 redone." in session.text()
    session.press("ctrl r")  # the other redo key
    assert (session.screen.model.get_grid().serialize(), session.screen.replay.rng.getstate()) == after
    actions = list(session.screen.actions)
    session.press("U")
    assert NOTHING_TO_REDO in session.text() and session.screen.actions == actions  # no action taken
    session.press("u", "left")  # a different step: what was undone cannot be redone any more
    session.press("U")
    assert NOTHING_TO_REDO in session.text() and session.screen.model.get_steps() == 3


def test_redo_goes_through_the_guard_and_after_the_loss_dialogs_undo_loses_again(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P T", "   ", "  H"])
    session.press(".")  # the tracker steps next to the player
    session.press(".")
    assert "Risky wait" in session.text()
    session.press("y")
    assert LOST_TITLE in session.text()
    session.press("u")  # the dialog's Undo
    assert LOST_TITLE not in session.text() and session.screen.model.get_steps() == 1
    session.press("U")
    assert "Risky wait" in session.text() and session.screen.model.get_steps() == 1  # asked first, as the key does
    session.press("y")
    assert LOST_TITLE in session.text() and session.screen.model.get_steps() == 2


def test_redo_is_listed_in_the_help_with_the_arcades_keys(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P  Z", "    ", "    ", "   H"])
    assert REDO.keys == ("U", "ctrl r")
    session.press("?")
    text = " ".join(session.text().split())
    assert "U Ctrl-R" in text and "Redo the last step undone" in text


def test_a_redo_list_survives_leaving_and_resuming(tmp_path: Path) -> None:
    rows = ["P   Z", "     ", "  Z  ", "     ", "    H"]
    session = Session(tmp_path, rows)
    session.press("g", "right", "down", ".", "u", "u", "q")
    again = Session(tmp_path, rows)
    assert again.screen.model.get_steps() == 1 and again.screen.replay.undone == [Turn("wait"), Turn("move", "S")]
    (tmp_path / "twin").mkdir()
    twin = Session(tmp_path / "twin", rows)
    twin.press("g", "right", "down", ".", "u", "u")
    again.press("g", "U", "U")  # the guard is a switch of the screen, on again after resuming
    twin.press("U", "U")
    assert again.screen.model.get_grid().serialize() == twin.screen.model.get_grid().serialize()
    assert again.screen.replay.rng.getstate() == twin.screen.replay.rng.getstate()


def test_the_intents_switch_is_remembered_like_the_danger(tmp_path: Path) -> None:
    rows = ["P   H", "     ", "     ", "     ", "    T"]
    session = Session(tmp_path, rows)
    assert "Intents (i): off" in session.text()
    session.press("i", "q")
    assert session.store.preference(INTENTS_PREFERENCE) is True
    again = Session(tmp_path, rows)  # a new game starts with the intents as they were left: on
    assert "Intents (i): on" in again.text() and "←" in "".join(again.map_rows())
    again.press("i", "q")
    assert "Intents (i): off" in Session(tmp_path, rows).text()
