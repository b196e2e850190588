"""Every bundled board is well formed and solvable, its figures match docs/acorn.md, and the generator is exact.

Each board's BFS and DFS paths are replayed through the real Game engine; the official boards must be the
reference files byte for byte, the generated ones must be what the generator makes from their specs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.acorn.generator import BUNDLED, BoardSpec, board_text, generate_board
from arcade.games.acorn.model import (
    EXTINGUISH_MESSAGE,
    FIRE,
    TELEPORT_MESSAGE,
    WATER,
    WATER_MESSAGE,
    Game,
    parse,
    read_lines,
)
from arcade.games.acorn.solver import BFS, DFS, SearchLimitError, finish, search, searching, solve
from arcade.levels import Level, bundled_levels
from arcade.registry import find_game

REPO = Path(__file__).resolve().parent.parent.parent
LEVEL_DIR = REPO / "levels" / "acorn"
LEVEL_FILES = sorted(LEVEL_DIR.glob("*.txt"))
DATA = REPO / "tests" / "data" / "acorn"
DOC = REPO / "docs" / "acorn.md"
OFFICIAL = ("board_simple", "board_medium", "board_hard", "board_super_hard", "board_bfs_killer")
TABLE_ROW = re.compile(
    r"^\| `(\w+)` \| [^|]+ \| (\d+)×(\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|", re.M)
"""A row of the boards table: name, title, cols×rows, buckets, fires, pad pairs, BFS moves, BFS states, DFS moves."""


def board_levels() -> list[Level]:
    """The bundled boards in list order: the level list's entries that are board files (the generator entries at
    its end, Random, are tested in tests/test_generated_levels.py)."""
    return [level for level in bundled_levels(find_game("acorn")) if level.path is not None]


def documented() -> dict[str, tuple[int, ...]]:
    """Per board of the docs' table, in its order: rows, cols, buckets, fires, pad pairs, BFS moves, BFS states
    expanded, DFS moves."""
    found = {}
    for match in TABLE_ROW.finditer(DOC.read_text(encoding="utf-8")):
        cols, rows, *rest = (int(value) for value in match.groups()[1:])
        found[match[1]] = (rows, cols, *rest)
    return found


def outcome(game: Game, path: list[str]) -> tuple[Game, list[str | None]]:
    """Play a path on a copy; every move must be recorded and the game must not end before the last one."""
    game = game.copy()
    messages = []
    before = len(game.moves)
    for number, move in enumerate(path, 1):
        assert not game.is_over(), f"the game ended before move {number}"
        messages.append(game.game_move(move))
        assert len(game.moves) == before + number, f"move {number} ({move!r}) was not a move"
    return game, messages


def test_the_bundled_boards_are_the_files_here_in_the_documented_order() -> None:
    names = [level.name for level in board_levels()]
    assert sorted(names) == [path.stem for path in LEVEL_FILES]
    assert set(OFFICIAL) | set(BUNDLED) | {"ember1", "ember2"} == set(names)
    assert list(documented()) == names  # the docs' table lists them in play order


def difficulty(figures: tuple[int, ...]) -> tuple[int, int]:
    """docs/acorn.md's order of difficulty: what the board asks the player to handle (0 nothing, 1 fire and water,
    2 teleport pads too), then how many states the breadth-first search expands (how many choices it offers)."""
    _rows, _cols, _buckets, fires, pads, _bfs_moves, bfs_states, _dfs_moves = figures
    return (2 if pads else 1 if fires else 0, bfs_states)


def test_the_level_list_opens_on_the_easiest_board_and_goes_by_difficulty() -> None:
    levels = board_levels()
    figures = documented()
    assert levels[0].name == "board_simple"
    keys = [difficulty(figures[level.name]) for level in levels]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)


@pytest.mark.parametrize("level", board_levels(), ids=lambda level: level.name)
def test_every_board_has_a_title_a_blurb_with_its_size_and_shortest_way_and_that_shortest(level: Level) -> None:
    rows, cols, _buckets, fires, pads, bfs_moves, _states, _dfs = documented()[level.name]
    assert level.title and level.title != level.name and len(level.title) <= 26
    assert level.blurb.startswith(f"{cols}×{rows}, {bfs_moves:,} moves: "), level.blurb
    assert level.shortest == bfs_moves  # the manifest's `shortest`: the win dialog's and the list's, the solver's
    assert len(level.blurb) <= 60  # one line of the level list at 80 columns
    assert (f"{fires} fire" in level.blurb) == bool(fires) and (f"{pads} pad pair" in level.blurb) == bool(pads)


@pytest.mark.parametrize("name", OFFICIAL)
def test_official_boards_are_byte_for_byte(name: str) -> None:
    assert (LEVEL_DIR / f"{name}.txt").read_bytes() == (DATA / f"{name}.txt").read_bytes()


@pytest.mark.parametrize("name", BUNDLED)
def test_generated_boards_are_reproducible(name: str) -> None:
    assert (LEVEL_DIR / f"{name}.txt").read_text(encoding="utf-8") == board_text(BUNDLED[name])


@pytest.mark.parametrize("path", LEVEL_FILES, ids=lambda path: path.stem)
def test_board_is_well_formed_solvable_and_documented(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    rows = text.split("\n")
    assert not text.endswith("\n") and len({len(row) for row in rows}) == 1, "a rectangle, no final newline"
    assert set(rows[0] + rows[-1] + "".join(row[0] + row[-1] for row in rows)) <= set("*XY"), "a walled border"
    game = Game(read_lines(path))
    best = search(game, BFS)
    assert best.path is not None
    won, _ = outcome(game, best.path)
    assert won.is_won()
    any_path = solve(game, DFS)
    assert any_path is not None and outcome(game, any_path)[0].is_won()
    size = (len(rows), len(rows[0]))
    counts = (text.count(WATER), text.count(FIRE), sum(char.isdigit() for char in text) // 2)
    assert documented()[path.stem] == (*size, *counts, len(best.path), best.expanded, len(any_path))


def test_ember1_needs_its_water_and_ember2_needs_a_wait() -> None:
    rows = (LEVEL_DIR / "ember1.txt").read_text().split("\n")
    assert solve(Game(parse([row.replace(WATER, " ") for row in rows]))) is None
    path = solve(Game.from_file(LEVEL_DIR / "ember2.txt"))
    assert path is not None and "e" in path


def test_wildfire_is_large_and_its_shortest_way_uses_everything() -> None:
    game = Game.from_file(LEVEL_DIR / "wildfire.txt")
    assert len(game.grid) >= 200 and len(game.grid[0]) >= 200
    path = solve(game)
    assert path is not None
    _, messages = outcome(game, path)
    assert messages.count(EXTINGUISH_MESSAGE) == 5  # every fire stands across the only way
    assert messages.count(WATER_MESSAGE) >= 5
    assert messages.count(TELEPORT_MESSAGE) >= 3


@settings(max_examples=40, deadline=None)
@given(rows=st.integers(5, 35), cols=st.integers(5, 35), seed=st.integers(0, 10**6), fires=st.integers(0, 4),
       spare=st.integers(0, 2), pads=st.integers(0, 4))
def test_generated_boards_are_solvable_through_every_fire(rows: int, cols: int, seed: int, fires: int, spare: int,
                                                          pads: int) -> None:
    board = generate_board(BoardSpec(rows, cols, seed, fires=fires, spare_waters=spare, teleports=pads))
    assert generate_board(BoardSpec(rows, cols, seed, fires=fires, spare_waters=spare, teleports=pads)) == board
    game = Game(parse(board))
    path = solve(game)
    assert path is not None
    _, messages = outcome(game, path)
    assert messages.count(EXTINGUISH_MESSAGE) == "".join(board).count(FIRE)


def test_search_api_from_any_state() -> None:
    game = Game.from_file(LEVEL_DIR / "board_hard.txt")
    with pytest.raises(ValueError):
        search(game, "ASTAR")
    with pytest.raises(SearchLimitError):
        search(game, BFS, max_states=10)
    for move in "sdddd":
        game.game_move(move)
    rest = solve(game, "bfs")
    assert rest is not None and len(rest) == 20  # the shortest 25 began with these five moves
    assert game.moves == list("sdddd")  # the search changes nothing
    won, _ = outcome(game, rest)
    assert search(won, BFS).path == [] and search(won, DFS).path == []
    lost = Game(parse(["X", "F", "Y"]))
    lost.game_move("s")
    assert lost.is_lost() and search(lost, BFS).path is None


@pytest.mark.parametrize("name", ["thicket", "board_super_hard", "board_bfs_killer"])
def test_a_search_in_slices_pauses_as_asked_and_finds_what_search_finds(name: str) -> None:
    """The screen's way out is worked out a slice at a time: the same answer, a pause every `pause_every`
    states (and once after building a board larger than that), the limit still kept."""
    game = Game.from_file(LEVEL_DIR / f"{name}.txt")
    whole = search(game, BFS)
    pause = 1000
    steps = searching(game, BFS, pause_every=pause)
    pauses = []
    while True:
        try:
            pauses.append(next(steps))
        except StopIteration as done:
            result = done.value
            break
    assert (result.path, result.expanded) == (whole.path, whole.expanded)
    big_board = (len(game.grid) + 2) * (len(game.grid[0]) + 2) > pause
    assert pauses == [0] * big_board + list(range(pause, whole.expanded, pause))
    assert finish(searching(game, DFS, pause_every=7)).path == search(game, DFS).path
    with pytest.raises(SearchLimitError):
        finish(searching(game, BFS, max_states=whole.expanded - 1, pause_every=pause))
    assert finish(searching(game, BFS, max_states=whole.expanded, pause_every=pause)).path == whole.path
    with pytest.raises(ValueError):
        searching(game, "ASTAR")


@pytest.mark.parametrize(("rows", "breadth_first", "depth_first"), [
    # A corridor with a room above it: BFS walks straight along; DFS, trying w a s d e in turn and going deep on
    # the last move pushed (the first in that order), climbs into the room at once, crosses its top and comes
    # back down to the corridor's end.
    (["*****", "*   *", "*   *", "X   Y", "*****"], "dddd", "dwwddssd"),
    (["*****", "X   Y", "*   *", "*   *", "*****"], "dddd", "dssddwwd"),  # the room below: down before right
    (["*****", "*   *", "*   *", "Y   X", "*****"], "aaaa", "awwaassa"),  # mirrored: up before left
    # Up onto the pad beside the start lands on its partner in the corner; from there the wait (back to the first
    # pad) is tried last, so DFS goes right, then down to the goal; BFS goes right, then up.
    (["1 *", "1Y ", "X  "], "dw", "wds"),
], ids=["room above", "room below", "mirrored", "pads"])
def test_depth_first_follows_the_move_order_deep_and_breadth_first_the_shortest_way(
        rows: list[str], breadth_first: str, depth_first: str) -> None:
    """The exact paths, worked out by hand from the order w a s d e (REFERENCE.md section 5): a search that
    swapped the modes, tried the moves in another order or went deep on the wrong end of the stack differs."""
    assert search(Game(parse(rows)), BFS).path == list(breadth_first)
    assert search(Game(parse(rows)), DFS).path == list(depth_first)
    for path in (breadth_first, depth_first):
        game = Game(parse(rows))
        for move in path:
            game.game_move(move)
        assert game.is_won()
