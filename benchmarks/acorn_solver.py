"""Time the Acorn Runner solver (BFS and DFS) on every bundled board and on generated boards of growing size.

Prints, per board, its size, buckets, fires and pad pairs, then for each mode the path length, how many
states the search expanded and the best wall time of a few runs (parsing the board not included; building
the search's board is). Figures only: nothing is checked here (tests/acorn/test_levels.py does the checking).

Run: .venv/bin/python benchmarks/acorn_solver.py [--repeat N] [--largest N]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from arcade.games.acorn.generator import BoardSpec, generate_board
from arcade.games.acorn.model import FIRE, WATER, Game, parse
from arcade.games.acorn.solver import BFS, DFS, search

LEVELS = Path(__file__).resolve().parent.parent / "levels" / "acorn"
SIZES = (25, 51, 101, 151, 201, 301, 401)


def row(name: str, rows: list[str], repeat: int) -> str:
    """One line of figures for one board."""
    game = Game(parse(rows))
    text = "".join(rows)
    pads = sum(char.isdigit() for char in text) // 2
    cells = [f"{name:18} {len(rows):>4}x{max(len(line) for line in rows):<4} {text.count(WATER):>3} "
             f"{text.count(FIRE):>3} {pads:>3}"]
    for mode in (BFS, DFS):
        best = float("inf")
        for _ in range(max(repeat, 1)):
            start = time.perf_counter()
            result = search(game, mode)
            best = min(best, time.perf_counter() - start)
        length = "-" if result.path is None else str(len(result.path))
        cells.append(f"{length:>6} {result.expanded:>8} {best:>7.3f}")
    return " | ".join(cells)


def main() -> None:
    """Print the bundled boards' figures, then generated boards' up to --largest cells a side."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per board and mode; the best time is shown")
    parser.add_argument("--largest", type=int, default=401, help="the largest generated board's side")
    arguments = parser.parse_args()
    header = (f"{'board':18} {'size':>9} {'W':>3} {'F':>3} {'pad':>3} | "
              f"{'BFS':>6} {'states':>8} {'s':>7} | {'DFS':>6} {'states':>8} {'s':>7}")
    print(header)
    for path in sorted(LEVELS.glob("*.txt")):
        print(row(path.stem, path.read_text(encoding="utf-8").split("\n"), arguments.repeat))
    print("\ngenerated (fires 5, spare buckets 1, pad pairs 6, seed 0)")
    print(header)
    for side in SIZES:
        if side <= arguments.largest:
            rows = generate_board(BoardSpec(side, side, seed=0, fires=5, spare_waters=1, teleports=6))
            print(row(f"{side}x{side}", rows, arguments.repeat))


if __name__ == "__main__":
    main()
