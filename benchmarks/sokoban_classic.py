"""Time the standard Sokoban solver on the bundled Microban collection (155 levels).

Prints, for each level, its crates, whether it was solved within the time limit, the pushes and moves of the
answer (each answer is checked by replaying it), the states expanded and the wall time; then the count solved,
the median and the slowest time of those solved, and the total time. Figures only:
tests/sokoban/test_classic_solver.py does the checking.

Run: .venv/bin/python benchmarks/sokoban_classic.py [--limit SECONDS] [--weight W] [--first N] [--last N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from arcade.games.sokoban.classic.solver import HEURISTIC_WEIGHT, SearchLimit, replay_lurd, search
from arcade.games.sokoban.classic.xsb import read_collection
from arcade.levels import bundled_levels_root

MICROBAN = bundled_levels_root() / "sokoban" / "microban.xsb"


def main() -> None:
    """Solve each Microban level once within the time limit and print one line of figures per level."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per level (default 10)")
    parser.add_argument("--weight", type=float, default=HEURISTIC_WEIGHT,
                        help=f"weight of the lower bound (default {HEURISTIC_WEIGHT}; 1 is plain A*)")
    parser.add_argument("--first", type=int, default=1, help="first level number (default 1)")
    parser.add_argument("--last", type=int, default=155, help="last level number (default 155)")
    args = parser.parse_args()
    levels = read_collection(MICROBAN.read_text(encoding="utf-8"), str(MICROBAN))
    print(f"{'level':>5} {'crates':>6} {'solved':>6} {'pushes':>6} {'moves':>6} {'states':>8} {'seconds':>8}")
    solved = 0
    tried = 0
    started = time.perf_counter()
    times: list[float] = []
    for number in range(max(args.first, 1), min(args.last, len(levels)) + 1):
        level = levels[number - 1]
        tried += 1
        result = search(level, SearchLimit(seconds=args.limit), weight=args.weight)
        good = result.solution is not None and replay_lurd(level, result.solution)
        solved += good
        if good:
            times.append(result.seconds)
        pushes = str(result.pushes) if good else "-"
        moves = str(len(result.solution)) if good and result.solution is not None else "-"
        verdict = "yes" if good else ("none" if result.exhausted else "no")
        print(f"{number:>5} {len(level.crates):>6} {verdict:>6} {pushes:>6} {moves:>6} {result.expanded:>8} "
              f"{result.seconds:>8.2f}", flush=True)
    total = time.perf_counter() - started
    median = statistics.median(times) if times else 0.0
    slowest = max(times, default=0.0)
    print(f"solved {solved} of {tried} within {args.limit:g} s each; median solved {median:.2f} s, slowest solved "
          f"{slowest:.2f} s; total {total:.1f} s")


if __name__ == "__main__":
    main()
