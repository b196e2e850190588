"""What the Acorn Runner exporter refuses, in its own words, and what its game state tells apart: records and
boards made up here."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.acorn.export import PATH_SHOWN, UNDO_ACTION, game_state, plain_run, replay_actions
from arcade.games.acorn.model import Game, parse

BOARD = ["*X***", "*   *", "*W F*", "***Y*"]


@pytest.fixture
def level(tmp_path: Path) -> Path:
    path = tmp_path / "maze.txt"
    path.write_text("\n".join(BOARD), encoding="utf-8")
    return path


def refusal(actions: object, level: Path) -> str:
    record = {"format": 1, "start": {}} if actions is None else {"format": 1, "start": {}, "actions": actions}
    with pytest.raises(ValueError) as raised:
        plain_run(record, "maze", level)
    return str(raised.value)


@pytest.mark.parametrize("actions", [None, "ss", {"s": 1}])
def test_a_record_without_a_list_of_actions_is_refused(actions: object, level: Path) -> None:
    assert refusal(actions, level) == "the game has no actions"


def test_an_action_that_is_not_the_screens_is_refused_with_its_number(level: Path) -> None:
    assert refusal(["s", PATH_SHOWN, "S", "d"], level) == "not an Acorn Runner action (action 3): 'S'"
    assert refusal(["jump"], level) == "not an Acorn Runner action (action 1): 'jump'"
    with pytest.raises(ValueError, match=r"\(action 2\): \['u'\]"):
        replay_actions(parse(BOARD), [UNDO_ACTION, [UNDO_ACTION]])


def test_the_state_shows_the_cells_as_drawn() -> None:
    cells, player, moves, _status = game_state(Game(parse(BOARD)))
    assert cells == tuple(BOARD) and player == (0, 1, 0) and moves == ()


def test_boards_that_differ_in_one_cell_only_are_different_states() -> None:
    other = [*BOARD[:2], "*W  *", BOARD[3]]  # the fire put out
    assert game_state(Game(parse(BOARD))) != game_state(Game(parse(other)))
