"""Time the Fancy Sokoban solver on every bundled level.

Prints, for each level in levels/sokoban/, its size, crates, the shortest solution's length, how
many states the breadth-first search expanded and the best wall time of a few runs. Figures only:
nothing is checked here (tests/sokoban/test_levels.py does the checking).

Run: .venv/bin/python benchmarks/sokoban_solver.py [--repeat N]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from arcade.games.sokoban.model import read_file
from arcade.games.sokoban.solver import solve_counting

LEVELS = Path(__file__).resolve().parent.parent / "levels" / "sokoban"


def main() -> None:
    """Solve each bundled level `--repeat` times and print one line of figures per level."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per level; the best time is shown")
    args = parser.parse_args()
    print(f"{'level':8} {'size':>6} {'crates':>6} {'optimal':>7} {'states':>8} {'best s':>8}")
    total = 0.0
    for path in sorted(LEVELS.glob("*.txt")):
        maze, (strength, moves) = read_file(path)
        best = float("inf")
        solution: str | None = None
        expanded = 0
        for _ in range(max(args.repeat, 1)):
            start = time.perf_counter()
            solution, expanded = solve_counting(maze, strength, moves)
            best = min(best, time.perf_counter() - start)
        total += best
        size = f"{len(maze)}x{max(len(row) for row in maze)}"
        crates = sum(char.isdigit() for row in maze for char in row)
        length = "-" if solution is None else str(len(solution))
        print(f"{path.stem:8} {size:>6} {crates:>6} {length:>7} {expanded:>8} {best:>8.3f}")
    print(f"{'total':8} {'':>6} {'':>6} {'':>7} {'':>8} {total:>8.3f}")


if __name__ == "__main__":
    main()
