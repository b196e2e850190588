"""Play seeded Spire climbs headlessly with the three bots (climb/bots.py: greedy and random; climb/planner.py: the
planner, which searches each turn's plays on copies of the fight) and print, per character and difficulty, how often
each wins, how far the planner and the greedy bot get (mean floor), the planner's deck size and how many climbs a
second are played (all three bots' climbs counted). Issue 33 sets the targets (docs/spire.md keeps the table): at
difficulty 0 the planner wins 25-60% and at least 10 points more than greedy, greedy 5-40%, random under 2%; at the
top difficulty the planner wins at most 15%. Nothing is asserted.

Run: .venv/bin/python benchmarks/spire_climb.py [--climbs N] [--difficulties 0 10 …] [--rules VERSION] [--characters …]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from arcade.games.spire.climb.bots import Bot, greedy_bot, play_climb, random_bot
from arcade.games.spire.climb.planner import planner_bot
from arcade.games.spire.climb.run import WON, Climb
from arcade.games.spire.climb.state import CURRENT_RULES
from arcade.games.spire.model import PLAYER_TYPES

BOTS: dict[str, Bot] = {"greedy": greedy_bot, "planner": planner_bot, "random": random_bot}
"""The players of each line, in the order the line names them."""


def climb_line(character: str, difficulty: int, climbs: int, rules_version: int = CURRENT_RULES) -> str:
    """One line of figures for this character and difficulty over `climbs` seeds, each played by every bot, by this
    version of the climb's rules."""
    wins = dict.fromkeys(BOTS, 0)
    floors: dict[str, list[int]] = {name: [] for name in BOTS}
    decks = []
    start = time.perf_counter()
    for seed in range(climbs):
        for name, bot in BOTS.items():
            climb = play_climb(Climb(character, seed, difficulty, rules_version=rules_version), bot,
                               random.Random(seed))
            wins[name] += climb.phase == WON
            floors[name].append(climb.run.floor)
            if name == "planner":
                decks.append(len(climb.run.deck))
    rate = climbs * len(BOTS) / (time.perf_counter() - start)
    shares = ", ".join(f"{name} wins {100 * wins[name] / climbs:.1f}%" for name in BOTS)
    return (f"{character} difficulty {difficulty}: {shares}, mean floor {statistics.mean(floors['planner']):.1f} "
            f"(greedy {statistics.mean(floors['greedy']):.1f}), deck {statistics.mean(decks):.1f}, "
            f"{rate:.1f} climbs/s")


def main() -> int:
    """One line per character and difficulty."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--climbs", type=int, default=60, help="seeds per character and difficulty (default 60)")
    parser.add_argument("--difficulties", type=int, nargs="*", default=[0, 10])
    parser.add_argument("--rules", type=int, default=CURRENT_RULES,
                        help=f"the climb's rules version (default {CURRENT_RULES}, a new climb's)")
    parser.add_argument("--characters", nargs="*", default=list(PLAYER_TYPES), choices=list(PLAYER_TYPES))
    arguments = parser.parse_args()
    print(f"Spire climbs: {arguments.climbs} seeds per line, each played by the {', '.join(BOTS)} bots; "
          f"mean floor and deck are the planner's")
    for difficulty in arguments.difficulties:
        for character in arguments.characters:
            print("  " + climb_line(character, difficulty, arguments.climbs, arguments.rules), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
