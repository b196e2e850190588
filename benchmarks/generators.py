"""Generation time per level of the three generators, Sokoban's, Acorn Runner's and End of DayZ's, by difficulty
(`make bench`), on the same seeds.

Each level is generated from its seed (arcade.games.sokoban.classic.generator, arcade.games.acorn.generated,
arcade.games.dayz.generated), one process for all: the median, the 95th percentile and the slowest time, and the
mean and most attempts. Opening a generated level (the Random entries, `arcade acorn random:hard:42`, the daily)
costs this and building the screen. Then the slowest seed of each DayZ difficulty again in a fresh interpreter, as
a daily's first open meets it (nothing worked out yet), and the DayZ figures against issue 22's targets (the slowest
under 0.5 s, the median under 0.1 s). Nothing is asserted; the figures are in docs/levels.md (and
benchmarks/sokoban_generator.py gives Sokoban's ratings too).

Run: .venv/bin/python benchmarks/generators.py [--seeds N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from arcade.games.acorn import generated as acorn
from arcade.games.dayz import generated as dayz
from arcade.games.sokoban.classic import generator as sokoban

TARGET_WORST = 0.5
TARGET_MEDIAN = 0.1
FRESH = """
import sys, time
start = time.perf_counter()
from arcade.games.dayz.generated import generate_level
imported = time.perf_counter()
generate_level(sys.argv[1], int(sys.argv[2]))
print(f"{(imported - start) * 1000:.0f} {(time.perf_counter() - imported) * 1000:.1f}")
"""
"""A fresh interpreter's run: the import's time and the level's, in ms."""


def sokoban_attempts(difficulty: str, seed: int) -> int:
    """Make Sokoban's level of the seed; the attempts it took."""
    return sokoban.generate(seed, difficulty).rating.attempts


def attempts_of(module: object) -> Callable[[str, int], int]:
    """Make a level with the module's generate_level; the attempts it took."""
    def make(difficulty: str, seed: int) -> int:
        return module.generate_level(difficulty, seed).attempt + 1  # type: ignore[attr-defined]
    return make


def timings(make: Callable[[str, int], int], difficulty: str, seeds: int) -> tuple[list[float], list[int]]:
    """Each seed's generation time in seconds and its attempts."""
    times, attempts = [], []
    for seed in range(seeds):
        start = time.perf_counter()
        attempts.append(make(difficulty, seed))
        times.append(time.perf_counter() - start)
    return times, attempts


def fresh(difficulty: str, seed: int) -> str:
    """The level generated in a fresh interpreter: the wall time of the whole run, the import's and the level's."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", FRESH, difficulty, str(seed)], capture_output=True, text=True,
                          check=True)
    imported, generated = done.stdout.split()
    return (f"{(time.perf_counter() - start) * 1000:6.0f} ms in all ({imported} ms importing, {generated} ms "
            f"generating)")


def main() -> int:
    """One line per generator and difficulty, then the DayZ fresh runs and targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=400)
    seeds = parser.parse_args().seeds
    print(f"Generation time per level, seeds 0 to {seeds - 1}")
    print(f"  {'':<14} {'median':>9} {'p95':>9} {'slowest':>9} {'attempts':>9} {'most':>5}")
    slowest: dict[str, tuple[int, float, float]] = {}
    for name, difficulties, make in (("sokoban", sokoban.DIFFICULTIES, sokoban_attempts),
                                     ("acorn", acorn.DIFFICULTIES, attempts_of(acorn)),
                                     ("dayz", dayz.DIFFICULTIES, attempts_of(dayz))):
        for difficulty in difficulties:
            times, attempts = timings(make, difficulty, seeds)
            ordered = sorted(times)
            median, p95, worst = statistics.median(times), ordered[int(0.95 * (len(times) - 1))], ordered[-1]
            print(f"  {name:<7} {difficulty:<6} {median * 1000:6.1f} ms {p95 * 1000:6.1f} ms {worst * 1000:6.1f} ms "
                  f"{statistics.mean(attempts):9.1f} {max(attempts):>5}")
            if name == "dayz":
                slowest[difficulty] = times.index(worst), median, worst
    print("DayZ's slowest seed of each difficulty in a fresh interpreter (a daily's first open)")
    for difficulty, (seed, _median, _worst) in slowest.items():
        print(f"  {difficulty:<7} seed {seed:<4} {fresh(difficulty, seed)}")
    print(f"DayZ against issue 22's targets (slowest {TARGET_WORST:g} s, median {TARGET_MEDIAN:g} s)")
    for difficulty, (_seed, median, worst) in slowest.items():
        print(f"  {difficulty:<7} slowest {worst / TARGET_WORST:4.0%} of its target, median "
              f"{median / TARGET_MEDIAN:4.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
