"""How long the danger overlay takes to work out (danger.py, once per step on the screen): for each bundled End
of DayZ map, the median and worst time over the positions of a cautious autopilot's game on a few seeds, with
how many squares it shaded. Nothing is asserted."""

from __future__ import annotations

import random
import statistics
import time

from arcade.games.dayz.autopilot import take_turn
from arcade.games.dayz.danger import danger_squares
from arcade.games.dayz.model import AdvancedGame, load_game_map
from arcade.levels import bundled_levels
from arcade.registry import find_game

SEEDS = 3
STEPS = 25


def main() -> int:
    """One line per bundled map."""
    print(f"End of DayZ danger overlay: every position of the autopilot's first {STEPS} steps on {SEEDS} seeds")
    print(f"  {'map':<10} {'positions':>9} {'squares':>8} {'median':>9} {'worst':>9}")
    for level in bundled_levels(find_game("dayz")):
        times, squares = [], []
        for seed in range(SEEDS):
            game = AdvancedGame(load_game_map(level.path), random.Random(seed))
            for _ in range(STEPS):
                if game.has_won() or game.has_lost():
                    break
                start = time.perf_counter()
                squares.append(len(danger_squares(game)))
                times.append(time.perf_counter() - start)
                take_turn(game)
        print(f"  {level.name:<10} {len(times):>9} {statistics.mean(squares):>8.1f} "
              f"{statistics.median(times) * 1000:>6.1f} ms {max(times) * 1000:>6.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
