"""Generation time per level of the Acorn Runner and End of DayZ generators, by difficulty (`make bench`).

Each level is generated from its seed (arcade.games.acorn.generated, arcade.games.dayz.generated): the median,
the slowest and how many attempts the slowest took. Nothing is asserted; the figures are in docs/levels.md.
"""

from __future__ import annotations

import statistics
import time

from arcade.games.acorn import generated as acorn
from arcade.games.dayz import generated as dayz

SEEDS = range(20)


def main() -> None:
    """Print one line per generator and difficulty."""
    for name, module in (("acorn", acorn), ("dayz", dayz)):
        for difficulty in module.DIFFICULTIES:
            times, attempts = [], []
            for seed in SEEDS:
                start = time.perf_counter()
                level = module.generate_level(difficulty, seed)
                times.append(time.perf_counter() - start)
                attempts.append(level.attempt + 1)
            print(f"  {name:<6} {difficulty:<7} median {statistics.median(times) * 1000:7.1f} ms, "
                  f"slowest {max(times) * 1000:7.1f} ms, most attempts {max(attempts)} ({len(SEEDS)} seeds)")


if __name__ == "__main__":
    main()
