"""Test helpers for classic Sokoban: a plain breadth-first solver for small levels (fewest moves)."""

from __future__ import annotations

from collections import deque
from functools import cache

from arcade.games.sokoban.classic.model import DIRECTIONS
from arcade.games.sokoban.classic.xsb import OFFSETS, ClassicLevel, read_collection
from arcade.levels import bundled_levels_root

MICROBAN = bundled_levels_root() / "sokoban" / "microban.xsb"


@cache
def microban_levels() -> tuple[ClassicLevel, ...]:
    """Every Microban level, read once."""
    return tuple(read_collection(MICROBAN.read_text(encoding="utf-8"), "microban.xsb"))


def microban(number: int) -> ClassicLevel:
    """Microban level `number` (from 1)."""
    return microban_levels()[number - 1]


def solve_by_moves(level: ClassicLevel, limit: int = 200_000) -> str:
    """A fewest-moves solution in LURD, by breadth-first search over every position (small levels only)."""
    start = (level.player, level.crates)
    came: dict[tuple, tuple[tuple, str] | None] = {start: None}
    frontier = deque([start])
    while frontier and len(came) < limit:
        state = frontier.popleft()
        player, crates = state
        if crates <= level.goals:
            steps = []
            while came[state] is not None:
                state, letter = came[state]
                steps.append(letter)
            return "".join(reversed(steps))
        for letter, (d_row, d_col) in DIRECTIONS.items():
            target = (player[0] + d_row, player[1] + d_col)
            if target not in level.inside:
                continue
            if target in crates:
                beyond = (target[0] + d_row, target[1] + d_col)
                if beyond not in level.inside or beyond in crates:
                    continue
                following = (target, (crates - {target}) | {beyond})
                letter = letter.upper()
            else:
                following = (target, crates)
            if following not in came:
                came[following] = (state, letter)
                frontier.append(following)
    raise AssertionError("no solution found within the limit")


def xsb_of(width: int, height: int, floor: set[tuple[int, int]] | list[tuple[int, int]], goals: set[tuple[int, int]],
           boxes: set[tuple[int, int]], player: tuple[int, int]) -> str:
    """The XSB text of a level on a grid of width × height inside a wall border: walls wherever there is no floor."""
    lines = []
    for row in range(height + 2):
        line = ""
        for col in range(width + 2):
            cell = (row, col)
            if cell not in floor:
                line += "#"
            elif cell == player:
                line += "+" if cell in goals else "@"
            elif cell in boxes:
                line += "*" if cell in goals else "$"
            else:
                line += "." if cell in goals else " "
        lines.append(line)
    return "\n".join(lines) + "\n"


def flood(start: tuple[int, int], open_cells: set[tuple[int, int]] | frozenset[tuple[int, int]],
          ) -> set[tuple[int, int]]:
    """The cells reachable from start by steps through open_cells (start included), found depth first."""
    seen, stack = {start}, [start]
    while stack:
        row, col = stack.pop()
        for d_row, d_col in OFFSETS:
            following = (row + d_row, col + d_col)
            if following in open_cells and following not in seen:
                seen.add(following)
                stack.append(following)
    return seen
