"""Play seeded Spire climbs headlessly with the two bots (climb/bots.py: greedy and random) and print, per character
and difficulty, how often each wins, how far the greedy one gets (floor and act), its deck's size and how many climbs
a second are played. The balance is tuned so that the greedy bot wins 10-50% of difficulty-0 climbs with every
character and the random one clearly less (docs/spire.md keeps the table). Nothing is asserted.

Run: .venv/bin/python benchmarks/spire_climb.py [--climbs N] [--difficulties 0 1 …]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from arcade.games.spire.climb.bots import greedy_bot, play_climb, random_bot
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.model import PLAYER_TYPES


def climb_line(character: str, difficulty: int, climbs: int) -> str:
    """One line of figures for this character and difficulty over `climbs` seeds."""
    greedy_wins = random_wins = 0
    floors, acts, decks = [], [], []
    played = 0
    start = time.perf_counter()
    for seed in range(climbs):
        climb = play_climb(Climb(character, seed, difficulty), greedy_bot, random.Random(seed))
        greedy_wins += climb.phase == "won"
        floors.append(climb.run.floor)
        acts.append(climb.run.act)
        decks.append(len(climb.run.deck))
        other = play_climb(Climb(character, seed, difficulty), random_bot, random.Random(seed))
        random_wins += other.phase == "won"
        played += 2
    rate = played / (time.perf_counter() - start)
    return (f"{character} difficulty {difficulty}: greedy wins {100 * greedy_wins / climbs:.1f}%, "
            f"random wins {100 * random_wins / climbs:.1f}%, mean floor {statistics.mean(floors):.1f}, "
            f"mean act {statistics.mean(acts):.1f}, "
            f"deck {statistics.mean(decks):.1f}, {rate:.0f} climbs/s")


def main() -> int:
    """One line per character and difficulty."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--climbs", type=int, default=200, help="seeds per character and difficulty (default 200)")
    parser.add_argument("--difficulties", type=int, nargs="*", default=[0, 1])
    arguments = parser.parse_args()
    print(f"Spire climbs: {arguments.climbs} seeds per line, each played by the greedy and the random bot")
    for difficulty in arguments.difficulties:
        for character in PLAYER_TYPES:
            print("  " + climb_line(character, difficulty, arguments.climbs), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
