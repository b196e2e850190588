"""Generation time per level of the three generators, Sokoban's, Acorn Runner's and End of DayZ's, by difficulty
(`make bench`), on the same seeds.

Each level is generated from its seed (arcade.games.sokoban.generator, arcade.games.acorn.generated,
arcade.games.dayz.generated): the median, the slowest and how many attempts the most took. Opening a generated level
(the Random entries, `arcade acorn random:hard:42`, the daily) costs this and building the screen. Nothing is
asserted; the figures are in docs/levels.md (benchmarks/sokoban_generator.py gives Sokoban's ratings too).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from arcade.games.acorn import generated as acorn
from arcade.games.dayz import generated as dayz
from arcade.games.sokoban import generator as sokoban

SEEDS = range(20)


def sokoban_level(difficulty: str, seed: int) -> tuple[object, int]:
    made = sokoban.generate(seed, difficulty)
    return made, made.rating.attempts


def made_level(module: object) -> Callable[[str, int], tuple[object, int]]:
    def make(difficulty: str, seed: int) -> tuple[object, int]:
        made = module.generate_level(difficulty, seed)  # type: ignore[attr-defined]
        return made, made.attempt + 1
    return make


def main() -> None:
    """Print one line per generator and difficulty."""
    for name, difficulties, make in (("sokoban", sokoban.DIFFICULTIES, sokoban_level),
                                     ("acorn", acorn.DIFFICULTIES, made_level(acorn)),
                                     ("dayz", dayz.DIFFICULTIES, made_level(dayz))):
        for difficulty in difficulties:
            times, attempts = [], []
            for seed in SEEDS:
                start = time.perf_counter()
                _made, tried = make(difficulty, seed)
                times.append(time.perf_counter() - start)
                attempts.append(tried)
            print(f"  {name:<7} {difficulty:<7} median {statistics.median(times) * 1000:7.1f} ms, "
                  f"slowest {max(times) * 1000:7.1f} ms, most attempts {max(attempts)} ({len(SEEDS)} seeds)",
                  flush=True)


if __name__ == "__main__":
    main()
