"""The acorn solver's searches by their figures: a game already over, the states a search expands, the limit on
them (word for word), an unknown mode, and the pauses of a search run a slice at a time."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from arcade.games.acorn.model import Game, parse
from arcade.games.acorn.solver import SearchLimitError, SearchResult, finish, search, searching, solve

CORRIDOR = ["*****", "*X Y*", "*****"]
"""Two steps right to the end: s is a wall, so the search expands a few states."""
WALLED = ["*****", "*X*Y*", "*****"]


def game_of(rows: list[str]) -> Game:
    return Game(parse(rows))


def test_a_game_already_won_or_lost_is_answered_without_a_search() -> None:
    won = game_of(CORRIDOR)
    for move in "dd":
        won.game_move(move)
    assert won.is_won()
    result = search(won)
    assert (result.path, result.expanded) == ([], 0)
    lost = game_of(["*****", "*XFY*", "*****"])
    lost.game_move("d")
    assert lost.is_lost()
    result = search(lost)
    assert (result.path, result.expanded) == (None, 0)


def test_a_search_counts_the_states_it_expanded() -> None:
    result = search(game_of(CORRIDOR), "BFS")
    assert result.path == ["d", "d"] and result.expanded >= 2
    hopeless = search(game_of(WALLED), "DFS")
    assert hopeless.path is None and hopeless.expanded >= 1


def test_the_limit_on_states_is_kept_and_named() -> None:
    needed = search(game_of(CORRIDOR)).expanded
    assert solve(game_of(CORRIDOR), "BFS", needed) == ["d", "d"]
    with pytest.raises(SearchLimitError) as raised:
        solve(game_of(CORRIDOR), "BFS", needed - 1)
    assert str(raised.value) == f"gave up after expanding {needed - 1} states"


def test_an_unknown_mode_is_refused_at_once_naming_the_modes() -> None:
    with pytest.raises(ValueError) as raised:
        searching(game_of(CORRIDOR), "dijkstra")
    assert str(raised.value) == "unknown search mode 'DIJKSTRA' (use BFS or DFS)"
    assert solve(game_of(CORRIDOR), "bfs") == ["d", "d"]


def test_a_search_in_slices_pauses_every_so_many_states_and_ends_with_the_same_answer() -> None:
    board = ["*" * 9, "*X      *", *["*       *"] * 5, "*      Y*", "*" * 9]
    whole = search(game_of(board), "BFS")
    steps = searching(game_of(board), "BFS", pause_every=10)
    pauses = []
    try:
        while True:
            pauses.append(next(steps))
    except StopIteration as ended:
        result = ended.value
    assert (result.path, result.expanded) == (whole.path, whole.expanded)
    assert pauses[0] == 0  # after building a board of more than 10 cells
    assert pauses[1:] == list(range(10, whole.expanded, 10))
    assert finish(searching(game_of(board), "BFS", pause_every=10)).path == whole.path


def test_a_search_in_slices_without_pauses_never_pauses() -> None:
    board = ["*" * 9, "*X      *", *["*       *"] * 5, "*      Y*", "*" * 9]
    steps = searching(game_of(board), "BFS")
    with pytest.raises(StopIteration) as ended:
        next(steps)
    assert ended.value.value.path == search(game_of(board)).path


def pauses_of(steps: Generator[int, None, SearchResult]) -> tuple[list[int], SearchResult]:
    """Run a sliced search to its end: the counts it paused at, and its result."""
    pauses = []
    while True:
        try:
            pauses.append(next(steps))
        except StopIteration as ended:
            return pauses, ended.value


def test_a_limit_of_no_states_gives_up_at_the_first() -> None:
    """max_states=0 is a limit, not the absence of one: the search gives up before expanding anything."""
    with pytest.raises(SearchLimitError) as raised:
        search(game_of(CORRIDOR), "BFS", 0)
    assert str(raised.value) == "gave up after expanding 0 states"


def test_a_board_pauses_after_it_is_built_only_when_it_has_more_cells_than_a_slice() -> None:
    """The corridor's bordered board has 35 cells: a slice of 34 states pauses once it is built, one of 35 does not
    (and the two-step search ends before either slice is full)."""
    assert pauses_of(searching(game_of(CORRIDOR), "BFS", pause_every=34))[0] == [0]
    pauses, result = pauses_of(searching(game_of(CORRIDOR), "BFS", pause_every=35))
    assert pauses == [] and (result.path, result.expanded) == (["d", "d"], 2)
