"""PROXY BASELINE, not a public solution: Acorn Runner's solver.py (INFO1110 2020 A2) written straight from the task
sheet, as a student would, for benchmarks/plain_speed.py to time `arcade --plain acorn-solve BOARD BFS` against.

The fastest public solution the issue names is not on this machine, so this stands in for it: a plain
breadth-first search over states (row, column, buckets held, water and fire cells used up), a dictionary of
parents for the path, the moves tried in the task sheet's order w, a, s, d, e, the rules as the reference gives
them (water: +1 bucket and gone; fire: -1 bucket and gone, fatal without one; a pad sends you to its partner, and
waiting on a pad sends you again). It prints what solver.py prints; the benchmark checks that the path it finds
is as long as ours.

Run: python benchmarks/baselines/acorn_solver_bfs.py BOARD_FILE
"""

import sys
from collections import deque

MOVES = {"w": (-1, 0), "a": (0, -1), "s": (1, 0), "d": (0, 1), "e": (0, 0)}


def read_board(filename):
    """The board's rows and the start, end and teleport pairs."""
    with open(filename) as handle:
        rows = [line.rstrip("\r\n") for line in handle.readlines()]
    start = end = None
    pads = {}
    for row, line in enumerate(rows):
        for column, char in enumerate(line):
            if char == "X":
                start = (row, column)
            elif char == "Y":
                end = (row, column)
            elif char.isdigit():
                pads.setdefault(char, []).append((row, column))
    partner = {}
    for first, second in pads.values():
        partner[first] = second
        partner[second] = first
    return rows, start, end, partner


def solve(rows, start, end, partner):
    """A shortest list of moves from start to end, or None."""
    first = (start, 0, frozenset())
    parents = {first: None}
    queue = deque([first])
    while queue:
        state = queue.popleft()
        (row, column), buckets, used = state
        for move, (d_row, d_column) in MOVES.items():
            if move == "e":
                if (row, column) not in partner:
                    continue
                target = partner[(row, column)]
            else:
                target = (row + d_row, column + d_column)
                if not (0 <= target[0] < len(rows) and 0 <= target[1] < len(rows[target[0]])):
                    continue
            char = rows[target[0]][target[1]]
            if char == "*":
                continue
            new_buckets, new_used = buckets, used
            if target not in used:
                if char == "W":
                    new_buckets, new_used = buckets + 1, used | {target}
                elif char == "F":
                    if buckets == 0:
                        continue
                    new_buckets, new_used = buckets - 1, used | {target}
            if move != "e" and target in partner:
                target = partner[target]
            new_state = (target, new_buckets, new_used)
            if new_state in parents:
                continue
            parents[new_state] = (state, move)
            if target == end:
                path = []
                while parents[new_state] is not None:
                    new_state, step = parents[new_state]
                    path.append(step)
                return path[::-1]
            queue.append(new_state)
    return None


def main():
    """solver.py BOARD: print the path's length and moves, or that there is none."""
    path = solve(*read_board(sys.argv[1]))
    if path is None:
        print("There is no possible path.")
    else:
        print(f"Path has {len(path)} moves.")
        print("Path: " + ", ".join(path))


if __name__ == "__main__":
    main()
