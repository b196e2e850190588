"""How hard each bundled End of DayZ map is: the cautious autopilot plays it on many seeds and this prints
its win rate and the average steps of its wins, then the win rate of a walker heading straight for the
hospital (which tells apart the maps the autopilot always wins), with the time taken. Nothing is asserted."""

from __future__ import annotations

import random
import time

from arcade.games.dayz.autopilot import play_out, walk_straight
from arcade.games.dayz.model import AdvancedGame, load_game_map
from arcade.levels import bundled_levels
from arcade.registry import find_game

SEEDS = 500


def main() -> int:
    """One line per bundled map."""
    print(f"End of DayZ maps: the autopilot on {SEEDS} seeds each")
    print(f"  {'map':<10} {'size':>5} {'zombies':>8} {'win rate':>9} {'avg steps':>10} {'straight':>9} {'time':>9}")
    for level in bundled_levels(find_game("dayz")):
        start = time.perf_counter()
        grid = load_game_map(level.path)
        tokens = list(grid.serialize().values())
        zombies = f"{tokens.count('Z')}+{tokens.count('T')}T"
        wins = []
        for seed in range(SEEDS):
            game = AdvancedGame(load_game_map(level.path), random.Random(seed))
            if play_out(game):
                wins.append(game.get_steps())
        straight = sum(walk_straight(AdvancedGame(load_game_map(level.path), random.Random(seed)))
                       for seed in range(SEEDS))
        elapsed = (time.perf_counter() - start) * 1000
        average = f"{sum(wins) / len(wins):.1f}" if wins else "-"
        size = grid.get_size()
        print(f"  {level.name:<10} {size:>2}x{size:<2} {zombies:>8} {len(wins) / SEEDS:>8.0%} {average:>10} "
              f"{straight / SEEDS:>8.0%} {elapsed:>7.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
