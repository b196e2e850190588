"""Time the classic Sokoban generator: levels made per difficulty, seconds per level, and their ratings.

Prints, for each difficulty, how many levels were made (seeds 0 to N-1), the mean, median and slowest seconds per
level, the candidates tried per level, and the fewest pushes, box lines and moves of the levels (least, mean,
most). Figures only: tests/sokoban/test_generator.py does the checking.

Run: .venv/bin/python benchmarks/sokoban_generator.py [--levels N] [--difficulty NAME]
"""

from __future__ import annotations

import argparse
import statistics
import time

from arcade.games.sokoban.classic.generator import DIFFICULTIES, generate


def spread(values: list[int]) -> str:
    return f"{min(values)}/{statistics.mean(values):.1f}/{max(values)}"


def main() -> None:
    """Generate N levels of each difficulty (or one) and print one line of figures per difficulty."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", type=int, default=50, help="levels per difficulty (default 50)")
    parser.add_argument("--difficulty", choices=list(DIFFICULTIES), help="only this difficulty")
    args = parser.parse_args()
    print(f"{'difficulty':<10} {'levels':>6} {'mean s':>7} {'median s':>8} {'max s':>6} {'tries':>12} "
          f"{'pushes':>13} {'box lines':>12} {'moves':>14}")
    for name in [args.difficulty] if args.difficulty else list(DIFFICULTIES):
        seconds, tries, pushes, lines, moves = [], [], [], [], []
        for seed in range(args.levels):
            started = time.perf_counter()
            made = generate(seed, name)
            seconds.append(time.perf_counter() - started)
            rating = made.rating
            tries.append(rating.attempts)
            pushes.append(rating.pushes)
            lines.append(rating.box_lines)
            moves.append(rating.moves)
        print(f"{name:<10} {args.levels:>6} {statistics.mean(seconds):>7.3f} {statistics.median(seconds):>8.3f} "
              f"{max(seconds):>6.3f} {spread(tries):>12} {spread(pushes):>13} {spread(lines):>12} "
              f"{spread(moves):>14}", flush=True)


if __name__ == "__main__":
    main()
