"""Time no-guess Pokémon boards: each preset's board generated (and checked by the deduction solver) from the
centre's first reveal on 50 seeds, as the screen deals it; prints the median and worst seconds, the target's
ratio (Hard: 1 s median, 3 s worst) and the repairs' success. Nothing is asserted.

Run: .venv/bin/python benchmarks/pokemon_noguess.py [--seeds N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from arcade.games.pokemon.game import PokemonGame

BOARDS = (("easy", 8, 10), ("medium", 16, 40), ("hard", 26, 99), ("custom", 26, 150))
TARGET_MEDIAN = 1.0
TARGET_WORST = 3.0


def main() -> int:
    """One line per board kind."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=50)
    seeds = parser.parse_args().seeds
    print(f"Pokémon no-guess boards: generated and checked from the centre, {seeds} seeds each")
    figures: dict[str, tuple[float, float]] = {}
    print(f"  {'board':<8} {'size':>5} {'count':>5} {'median':>9} {'worst':>9} {'not found':>9}")
    for name, size, count in BOARDS:
        timings, missed = [], 0
        for seed in range(seeds):
            game = PokemonGame(size, count, random.Random(seed), safe_first_reveal=True, no_guess=True)
            start = time.perf_counter()
            game.reveal((size // 2) * size + size // 2)
            timings.append(time.perf_counter() - start)
            missed += game.guess_free is False
        median, worst = statistics.median(timings), max(timings)
        print(f"  {name:<8} {size:>2}x{size:<2} {count:>5} {median:>8.3f}s {worst:>8.3f}s {missed:>9}")
        figures[name] = median, worst
    hard = figures["hard"]
    print(f"  Hard against its target: median {hard[0] / TARGET_MEDIAN:.0%} of {TARGET_MEDIAN:g} s, "
          f"worst {hard[1] / TARGET_WORST:.0%} of {TARGET_WORST:g} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
