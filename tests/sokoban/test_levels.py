"""Every bundled Sokoban level is well formed and solvable, and the solver's answers are shortest.

Each level is solved with arcade/games/sokoban/solver.py and the solution replayed through the real
SokobanModel. The solver itself is checked on hand-made mazes (each move rule, unsolvable cases) and,
with hypothesis, against a brute-force search on small random mazes that runs the model itself.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from arcade.games.sokoban.model import SokobanModel, parse_maze, read_file
from arcade.games.sokoban.solver import solve, solve_counting, solve_file
from arcade.levels import bundled_levels
from arcade.registry import find_game
from tests.transcripts import extract_inputs

REPO = Path(__file__).resolve().parent.parent.parent
LEVEL_DIR = REPO / "levels" / "sokoban"
LEVEL_FILES = sorted(LEVEL_DIR.glob("*.txt"))
EXAMPLES = REPO / "tests" / "data" / "sokoban" / "game_examples"
LEVELS_DOC = REPO / "docs" / "levels.md"

HANDOUT_OPTIMUM = {"maze1": 11, "maze2": 13, "maze3": 23}
"""Shortest solutions of the handout mazes, found by this solver (and consistent with the examples)."""

ESSENTIAL_POTIONS = {
    "maze2": "SM",
    "maze3": "SF",
    "yard2": "S",
    "yard3": "SM",
    "yard4": "SF",
    "yard5": "SMF",
}
"""Potion kinds without which the level has no solution at all (every potion of the kind removed)."""

MAX_SPARE_MOVES = 4
"""The move budgets are tight: the shortest solution ends with at most this many moves left."""

MOVE_KEYS = "wsad"


def level_id(path: Path) -> str:
    return path.stem


def replay(model: SokobanModel, moves: str) -> None:
    """Play `moves` as the controller would: each one must be accepted while the game is still on."""
    for number, key in enumerate(moves, 1):
        assert not model.has_won(), f"already won before move {number} of {moves!r}"
        assert not model.has_lost(), f"out of moves before move {number} of {moves!r}"
        assert model.attempt_move(key), f"move {number} ({key!r}) of {moves!r} was refused"


def model_of(text: str) -> SokobanModel:
    return SokobanModel.from_text(text, "<test maze>")


def solve_text(text: str) -> str | None:
    maze, (strength, moves) = parse_maze(text, "<test maze>")
    return solve(maze, strength, moves)


def without(maze: list[list[str]], kinds: str) -> list[list[str]]:
    """The maze with every potion of these kinds replaced by floor."""
    return [[" " if char in kinds else char for char in row] for row in maze]


# --- The bundled level files --------------------------------------------------------------------


def test_the_bundled_levels_are_the_handout_mazes_then_the_yards_in_order() -> None:
    levels = bundled_levels(find_game("sokoban"))
    # The classic collection comes after the Fancy levels, then the classic levels made from a seed, easiest first,
    # then the levels the player pasted.
    assert [level.name for level in levels[-5:]] == ["microban", "random:easy", "random", "random:hard", "yours"]
    assert levels[-5].is_collection and all(level.is_generator for level in levels[-4:-1])
    assert levels[-1].is_pasted_entry and levels[-1].is_collection
    names = [level.name for level in levels if not level.is_collection and not level.is_generator]
    assert names[:3] == ["maze1", "maze2", "maze3"]
    yards = names[3:]
    assert len(yards) >= 5
    assert yards == [f"yard{number}" for number in range(1, len(yards) + 1)]
    assert names == [path.stem for path in LEVEL_FILES]


@pytest.mark.parametrize("path", LEVEL_FILES, ids=level_id)
def test_level_file_has_the_handout_format(path: Path) -> None:
    text = path.read_text()
    assert text.endswith("\n") and not text.endswith("\n\n"), "one final newline, no blank line after"
    lines = text.split("\n")[:-1]
    assert re.fullmatch(r"[0-9]+ [0-9]+", lines[0])
    rows = lines[1:]
    assert rows and len({len(row) for row in rows}) == 1, "rectangular"
    assert len(rows) <= 12 and len(rows[0]) <= 16
    for row in rows:
        assert row[0] == "W" and row[-1] == "W", f"row {row!r} must start and end with a wall"
        assert set(row) <= set("WG PSMF0123456789")
    assert rows[0] == rows[-1] == "W" * len(rows[0])
    cells = "".join(rows)
    assert cells.count("P") == 1
    assert sum(char.isdigit() for char in cells) == cells.count("G") >= 1
    maze, stats = read_file(path)
    assert maze == [list(row) for row in rows] and stats == [int(part) for part in lines[0].split()]


@pytest.mark.parametrize("path", LEVEL_FILES, ids=level_id)
def test_level_is_solved_and_the_solution_wins_in_the_model(path: Path) -> None:
    solution = solve_file(path)
    assert solution, f"{path.stem} has no solution"
    assert set(solution) <= set(MOVE_KEYS)
    model = SokobanModel(path)
    replay(model, solution)
    assert model.has_won()
    assert 0 <= model.get_player_moves_remaining() <= MAX_SPARE_MOVES
    assert model.get_moves_made() == len(solution)


@pytest.mark.parametrize("path", LEVEL_FILES, ids=level_id)
def test_budget_changes_the_optimum_only_the_right_way(path: Path) -> None:
    """More moves never make the shortest solution longer; fewer moves never make it shorter."""
    maze, (strength, moves) = read_file(path)
    solution = solve(maze, strength, moves)
    assert solution is not None
    looser = solve(maze, strength, moves + 10)
    assert looser is not None and len(looser) <= len(solution)
    tighter = solve(maze, strength, moves - 1)
    assert tighter is None or len(tighter) >= len(solution)


@pytest.mark.parametrize("name", sorted(ESSENTIAL_POTIONS))
def test_levels_need_their_potions(name: str) -> None:
    maze, (strength, moves) = read_file(LEVEL_DIR / f"{name}.txt")
    assert solve(maze, strength, moves) is not None
    for kind in ESSENTIAL_POTIONS[name]:
        assert any(kind in row for row in maze)
        assert solve(without(maze, kind), strength, moves) is None, f"{name} is solvable without {kind}"


def test_yards_grow() -> None:
    """Later yards have at least as many crates, and yard1 starts gently with two crates and no potions."""
    crates = []
    for path in LEVEL_FILES:
        if path.stem.startswith("yard"):
            maze, _ = read_file(path)
            crates.append(sum(char.isdigit() for row in maze for char in row))
    assert crates == sorted(crates) and crates[0] == 2 and crates[-1] >= 4
    first = (LEVEL_DIR / "yard1.txt").read_text()
    assert not set("SMF") & set(first)


@pytest.mark.parametrize("name", sorted(HANDOUT_OPTIMUM))
def test_handout_maze_optimum(name: str) -> None:
    solution = solve_file(LEVEL_DIR / f"{name}.txt")
    assert solution is not None and len(solution) == HANDOUT_OPTIMUM[name]


@pytest.mark.parametrize(
    ("example", "maze", "valid_moves"),
    [
        ("maze1_simple_win_example.txt", "maze1", 11),
        ("maze2_potions_and_heavy_crates_example.txt", "maze2", 15),
        ("maze3_fancy_potion_example.txt", "maze3", 23),
    ],
)
def test_handout_examples_win_in_no_fewer_moves_than_the_optimum(example: str, maze: str, valid_moves: int) -> None:
    """The recorded winning games replayed through the model: none beats the solver's optimum."""
    inputs = extract_inputs((EXAMPLES / example).read_text(), ["Enter move: "])
    model = SokobanModel(LEVEL_DIR / f"{maze}.txt")
    accepted = sum(model.attempt_move(key) for key in inputs)
    assert model.has_won()
    assert accepted == valid_moves >= HANDOUT_OPTIMUM[maze]


def test_levels_doc_table_matches_the_levels() -> None:
    """docs/levels.md lists every level with its size, crates, start stats and optimal length."""
    rows = {}
    for line in LEVELS_DOC.read_text().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 7 and re.fullmatch(r"(maze|yard)[0-9]+", cells[0]):
            rows[cells[0]] = cells
    assert sorted(rows) == sorted(path.stem for path in LEVEL_FILES)
    for path in LEVEL_FILES:
        maze, (strength, moves) = read_file(path)
        name, size, crates, _, stats, optimal, _ = rows[path.stem][:7]
        assert size == f"{len(maze)}x{len(maze[0])}"
        assert int(crates.split()[0]) == sum(char.isdigit() for row in maze for char in row)
        assert stats == f"{strength}, {moves}"
        solution = solve(maze, strength, moves)
        assert solution is not None and int(optimal) == len(solution), name


# --- The solver on hand-made mazes ----------------------------------------------------------------

MAZE1_TEXT = (LEVEL_DIR / "maze1.txt").read_text()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The last move wins with no moves left: a win, not a loss.
        (MAZE1_TEXT.replace("1 12", "1 11", 1), 11),
        (MAZE1_TEXT.replace("1 12", "1 10", 1), None),
        # Pushing needs strength at least the crate's: equal is enough, one less is not.
        ("2 5\nWWWWWW\nWP2 GW\nWWWWWW\n", 2),
        ("1 5\nWWWWWW\nWP2 GW\nWWWWWW\n", None),
        ("0 5\nWWWWWW\nWP0 GW\nWWWWWW\n", 2),
        # A strength potion on the way makes the push possible.
        ("1 5\nWWWWWWW\nWPS3 GW\nWWWWWWW\n", 3),
        # A move potion drunk with the last move left keeps the game going (1 + 5 - 1 = 5 left).
        ("1 1\nWWWWWWW\nWPM1 GW\nWWWWWWW\n", 3),
        ("1 1\nWWWWWWW\nWP 1 GW\nWWWWWWW\n", None),
        # The fancy potion gives both: strength 3 and two more moves (2 + 2 - 1 = 3 left after it).
        ("1 2\nWWWWWWW\nWPF3 GW\nWWWWWWW\n", 3),
        ("1 2\nWWWWWWW\nWPS3 GW\nWWWWWWW\n", None),
        # A crate cannot be pushed onto a potion, a crate, a wall or off the maze.
        ("1 9\nWWWWWW\nWP1SGW\nWWWWWW\n", None),
        ("1 9\nWWWWWWW\nWP11GGW\nWWWWWWW\n", None),
        ("1 9\nWWWWW\nWP1GW\nW   W\nWWWWW\n", 1),
        ("1 9\nWWWWW\nWP1WW\nW  GW\nWWWWW\n", None),
        ("1 9\nWWWW\nWPG1\nWWWW\n", None),
        # A crate pushed onto a filled goal stays a crate and can be pushed on.
        ("1 9\nWWWWWWW\nWP1XGWW\nWWWWWWW\n", 2),
        # A crate stuck in a corner can never be moved again.
        ("1 30\nWWWWWW\nW1  PW\nW   GW\nWWWWWW\n", None),
        # Two crates side by side along a wall hold each other there.
        ("1 30\nWWWWWWW\nW 11  W\nW  P GW\nW    GW\nWWWWWWW\n", None),
        # Two crates pushed apart onto the goals either side.
        ("1 30\nWWWWWWW\nWG1P1GW\nWWWWWWW\n", 3),
    ],
)
def test_solver_on_small_mazes(text: str, expected: int | None) -> None:
    solution = solve_text(text)
    if expected is None:
        assert solution is None
        return
    assert solution is not None and len(solution) == expected
    model = model_of(text)
    replay(model, solution)
    assert model.has_won()


def test_already_won_and_no_moves() -> None:
    assert solve([list("WWWW"), list("WPXW"), list("WWWW")], 1, 0) == ""
    maze, (strength, _) = read_file(LEVEL_DIR / "maze1.txt")
    assert solve(maze, strength, 0) is None
    assert solve(maze, strength, -3) is None


def test_state_limit_gives_up_with_none() -> None:
    maze, (strength, moves) = read_file(LEVEL_DIR / "yard3.txt")
    solution, expanded = solve_counting(maze, strength, moves, max_states=100)
    assert solution is None and 0 < expanded <= 101
    assert solve(maze, strength, moves, max_states=100) is None


def test_solve_counting_agrees_with_solve() -> None:
    maze, (strength, moves) = read_file(LEVEL_DIR / "maze3.txt")
    solution, expanded = solve_counting(maze, strength, moves)
    assert solution == solve(maze, strength, moves) == solve_file(LEVEL_DIR / "maze3.txt")
    assert expanded > 0


def test_spare_crates_do_not_confuse_the_solver() -> None:
    """Not a valid file (more crates than goals), but solve() still answers: one push fills the only goal."""
    maze = [list("WWWWWWW"), list("W1P1GWW"), list("WWWWWWW")]
    assert solve(maze, 1, 5) == "d"
    assert solve(maze, 0, 5) is None


# --- Property: the solver agrees with brute force through the model ------------------------------

BRUTE_DEPTH = 8
"""Brute force looks at every sequence of moves up to this length."""


def shortest_by_brute_force(model: SokobanModel, limit: int) -> int | None:
    """The length of the shortest winning move sequence of at most `limit` moves, trying them all.

    Depth-first through the model itself (attempt_move, then undo). A refused move changes nothing and
    costs nothing, so sequences containing one are the same game as the sequence without it and are
    skipped. As in the controller, play stops at a win and after a move that leaves no moves.
    """
    best: int | None = None

    def explore(depth: int) -> None:
        nonlocal best
        if model.has_won():
            best = depth if best is None else min(best, depth)
            return
        if model.has_lost() or depth == limit or (best is not None and depth + 1 >= best):
            return
        for key in MOVE_KEYS:
            if model.attempt_move(key):
                explore(depth + 1)
                model.undo()

    explore(0)
    return best


def maze_text(grid: list[list[str]], strength: int, moves: int) -> str:
    return f"{strength} {moves}\n" + "".join("".join(line) + "\n" for line in grid)


def walled(height: int, width: int) -> list[list[str]]:
    """An empty height x width room inside a ring of walls."""
    return [["W"] * (width + 2)] + [["W"] + [" "] * width + ["W"] for _ in range(height)] + [["W"] * (width + 2)]


@st.composite
def scattered_mazes(draw: st.DrawFn) -> str:
    """A small valid maze with everything (crates, goals, potions, filled goals, a wall) placed at random."""
    height = draw(st.integers(1, 3))
    width = draw(st.integers(3, 4))
    inside = [(row, col) for row in range(1, height + 1) for col in range(1, width + 1)]
    cells = iter(draw(st.permutations(inside)))
    crates = draw(st.integers(1, min(2, (len(inside) - 1) // 2)))
    free = len(inside) - 1 - 2 * crates
    extras = draw(st.integers(0, min(2, free)))
    walls = draw(st.integers(0, min(1, free - extras)))
    grid = walled(height, width)
    row, col = next(cells)
    grid[row][col] = "P"
    for _ in range(crates):
        row, col = next(cells)
        grid[row][col] = str(draw(st.integers(0, 3)))
        row, col = next(cells)
        grid[row][col] = "G"
    for _ in range(extras):
        row, col = next(cells)
        grid[row][col] = draw(st.sampled_from("SMFX"))  # a potion or an already filled goal
    for _ in range(walls):
        row, col = next(cells)
        grid[row][col] = "W"
    return maze_text(grid, draw(st.integers(0, 3)), draw(st.integers(1, BRUTE_DEPTH + 2)))


@st.composite
def pulled_mazes(draw: st.DrawFn) -> str:
    """A small maze made by pulling crates off their goals, so that pushing them back would solve it.

    Strengths, potions and the move budget are still random, so some are unsolvable after all.
    """
    height = draw(st.integers(1, 3))
    width = draw(st.integers(3, 4))
    inside = [(row, col) for row in range(1, height + 1) for col in range(1, width + 1)]
    cells = iter(draw(st.permutations(inside)))
    grid = walled(height, width)
    if len(inside) > 5 and draw(st.booleans()):
        row, col = next(cells)
        grid[row][col] = "W"
    goals = [next(cells) for _ in range(draw(st.integers(1, 2)))]
    player = next(cells)
    crates = list(goals)
    deltas = {"w": (-1, 0), "s": (1, 0), "a": (0, -1), "d": (0, 1)}
    for key in draw(st.lists(st.sampled_from("wsad"), min_size=1, max_size=8)):
        # The player steps away, pulling along a crate that was right behind them.
        step = deltas[key]
        ahead = (player[0] + step[0], player[1] + step[1])
        behind = (player[0] - step[0], player[1] - step[1])
        if grid[ahead[0]][ahead[1]] == "W" or ahead in crates:
            continue
        if behind in crates:
            crates[crates.index(behind)] = player
        player = ahead
    moved = [(crate, goal) for crate, goal in zip(crates, goals, strict=True) if crate != goal]
    # A crate that never left its goal is dropped with it. A file cannot show a crate or the player
    # standing on a goal, so those layouts are skipped.
    assume(moved and not any(crate in goals for crate, _ in moved) and player not in goals)
    for crate, goal in moved:
        grid[goal[0]][goal[1]] = "G"
        grid[crate[0]][crate[1]] = str(draw(st.integers(0, 2)))
    grid[player[0]][player[1]] = "P"
    empty = [(row, col) for row, col in inside if grid[row][col] == " "]
    for row, col in draw(st.lists(st.sampled_from(empty), max_size=2, unique=True)) if empty else []:
        grid[row][col] = draw(st.sampled_from("SMF"))
    return maze_text(grid, draw(st.integers(1, 3)), draw(st.integers(1, BRUTE_DEPTH + 2)))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(scattered_mazes(), pulled_mazes()))
def test_solver_matches_brute_force_on_small_mazes(text: str) -> None:
    solution = solve_text(text)
    brute = shortest_by_brute_force(model_of(text), BRUTE_DEPTH)
    event("solvable" if solution is not None else "unsolvable")
    if solution is not None:
        model = model_of(text)
        replay(model, solution)
        assert model.has_won()
    if solution is None or len(solution) > BRUTE_DEPTH:
        assert brute is None, f"brute force wins in {brute} moves, the solver says {solution!r}"
    else:
        assert brute == len(solution), f"brute force: {brute}, solver: {solution!r}"
