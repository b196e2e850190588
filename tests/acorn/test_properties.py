"""Property tests: on random small boards the solver agrees with a brute-force search that plays the engine.

The brute force knows nothing of the solver's state encoding: it tries every move ('w a s d e', waits
everywhere) on copies of the real Game and keys states by what the game shows (position, buckets and the
grid's characters). Its first win is a shortest one. Every BFS path must replay as a win in the engine and
be exactly that long; DFS paths must replay as wins; both must say "no path" exactly when it does.
"""

from __future__ import annotations

from collections import deque

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from arcade.games.acorn.model import MOVES, Game, parse
from arcade.games.acorn.solver import BFS, DFS, search

FILLER = st.sampled_from(" " * 9 + "*" * 4 + "WWFF")


@st.composite
def boards(draw: st.DrawFn) -> list[str]:
    """A rectangle of random cells (no walled border: edges must act as walls) with X, Y and 0-2 pad pairs."""
    rows = draw(st.integers(1, 5))
    cols = draw(st.integers(2 if rows == 1 else 1, 6))
    cells = [draw(FILLER) for _ in range(rows * cols)]
    pairs = draw(st.integers(0, min(2, (rows * cols - 2) // 2)))
    specials = draw(st.lists(st.integers(0, rows * cols - 1), min_size=2 + 2 * pairs, max_size=2 + 2 * pairs,
                             unique=True))
    cells[specials[0]], cells[specials[1]] = "X", "Y"
    digits = draw(st.permutations("123456789"))
    for pair in range(pairs):
        cells[specials[2 + 2 * pair]] = cells[specials[3 + 2 * pair]] = digits[pair]
    return ["".join(cells[row * cols:(row + 1) * cols]) for row in range(rows)]


def game_key(game: Game) -> tuple[object, ...]:
    """Everything that decides the game's future, as the game shows it."""
    return (game.player.row, game.player.col, game.player.num_water_buckets,
            tuple("".join(cell.display for cell in row) for row in game.grid))


def brute_force(game: Game) -> int | None:
    """The length of a shortest winning move sequence from this game, found by playing every move on copies."""
    if game.is_won():
        return 0
    seen = {game_key(game)}
    frontier = deque([(game, 0)])
    while frontier:
        current, depth = frontier.popleft()
        for move in MOVES:
            following = current.copy()
            following.game_move(move)
            if following.is_won():
                return depth + 1
            if following.is_lost():
                continue
            key = game_key(following)
            if key not in seen:
                seen.add(key)
                frontier.append((following, depth + 1))
    return None


def replays_as_win(game: Game, path: list[str]) -> bool:
    """Does playing `path` in (a copy of) the game record every move and end in a win on the last one?"""
    game = game.copy()
    before = len(game.moves)
    for number, move in enumerate(path, 1):
        if game.is_over():
            return False
        game.game_move(move)
        if len(game.moves) != before + number:  # a wall bump: not a move
            return False
    return game.is_won()


def check(game: Game) -> None:
    shortest = brute_force(game)
    event("solvable" if shortest is not None else "unsolvable")
    result = search(game, BFS)
    if shortest is None:
        assert result.path is None
    else:
        assert result.path is not None and len(result.path) == shortest
        assert replays_as_win(game, result.path)
        if "e" in result.path:
            event("the shortest path waits")
    depth_first = search(game, DFS).path
    assert (depth_first is None) == (shortest is None)
    if depth_first is not None:
        assert replays_as_win(game, depth_first)
        assert len(depth_first) >= (shortest or 0)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=boards())
def test_solver_matches_brute_force_from_the_start(rows: list[str]) -> None:
    check(Game(parse(rows)))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=boards(), opening=st.lists(st.sampled_from(MOVES), max_size=8))
def test_solver_matches_brute_force_from_mid_game(rows: list[str], opening: list[str]) -> None:
    game = Game(parse(rows))
    for move in opening:
        game.game_move(move)
    event("game over already" if game.is_over() else "mid-game")
    check(game)


def test_a_water_detour_and_a_wait_are_found() -> None:
    # The only way out is to fetch the bucket behind the start and come back through the fire.
    detour = Game(parse(["**W**", "**X**", "**F**", "**Y**"]))
    assert search(detour, BFS).path == ["w", "s", "s", "s"]
    # Two pads in a sealed pair of cells: the way to the goal starts by teleporting back with a wait.
    waiting = Game(parse(["*X***", "*1*1*", "*Y*"]))
    path = search(waiting, BFS).path
    assert path == ["s", "e", "s"] and brute_force(waiting) == 3
    two_fires = Game(parse(["W X W", "**F**", "**F**", "**Y**"]))
    assert search(two_fires, BFS).path == ["a", "a", "d", "d", "d", "d", "a", "a", "s", "s", "s"]


def replayed(rows: list[str], moves: list[str]) -> Game:
    """A new game on these rows after these moves."""
    game = Game(parse(rows))
    for move in moves:
        game.game_move(move)
    return game


@settings(max_examples=300, deadline=None)
@given(rows=boards(), moves=st.lists(st.sampled_from(MOVES), max_size=14), undos=st.integers(1, 16))
def test_take_back_is_replaying_without_the_last_move(rows: list[str], moves: list[str], undos: int) -> None:
    """Taking moves back (past a fire, a bucket, a pad, the goal) leaves the game exactly as replaying the
    recorded moves without them: the screen's undo relies on it (and saves still replay the moves)."""
    game = replayed(rows, moves)
    for _ in range(undos):
        recorded = list(game.moves)
        taken = game.take_back()
        if not recorded:
            assert taken is None
            break
        assert taken == recorded[-1]
        again = replayed(rows, recorded[:-1])
        assert game_key(game) == game_key(again)
        assert (game.moves, game.status) == (again.moves, again.status)
        assert [[type(cell) for cell in row] for row in game.grid] == [[type(cell) for cell in row]
                                                                     for row in again.grid]
    more = MOVES[len(moves) % len(MOVES)]  # and it plays on as a fresh one would
    expected = replayed(rows, [*game.moves, more])
    game.game_move(more)
    assert (game_key(game), game.moves, game.status) == (game_key(expected), expected.moves, expected.status)
