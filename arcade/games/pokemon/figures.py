"""The figures minesweeper players compare: 3BV, 3BV/s, clicks and efficiency (pure: no urwid, no I/O).

3BV (Bechtel's Board Benchmark Value) is the fewest reveals that clear a board without flags: one per opening (a
connected region of 0s, which one reveal uncovers with its border) and one per safe number touching no 0. 3BV/s is
3BV over the seconds played; clicks are the player's reveals and flags (chords included, tips not: a tip moves the
cursor only); efficiency is 3BV over clicks, as a percentage (above 100% only with chording). Minesweeper Online and
Minesweeper Arbiter show the same four.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from arcade.games.pokemon.grid import Grid, as_grid
from arcade.games.pokemon.model import FLAG, FLAG_ACTION, REVEAL_ACTION, UNEXPOSED


def numbers(shape: Grid | int, pokemon_locations: Collection[int]) -> list[int]:
    """Every cell's count of Pokémon around it (a Pokémon cell's count too: callers skip those), on a Grid or the
    square of a grid_size."""
    pokemon = frozenset(pokemon_locations)
    grid = as_grid(shape)
    return [grid.pokemon_around(pokemon, index) for index in range(grid.cell_count)]


def openings(shape: Grid | int, pokemon_locations: Collection[int]) -> list[set[int]]:
    """The board's openings: each a connected region of safe 0s (8 neighbours), the 0s alone."""
    pokemon = frozenset(pokemon_locations)
    grid = as_grid(shape)
    counts = numbers(grid, pokemon)
    seen: set[int] = set()
    found = []
    for start in range(grid.cell_count):
        if start in seen or start in pokemon or counts[start] != 0:
            continue
        region, to_visit = {start}, [start]
        seen.add(start)
        while to_visit:
            for neighbour in grid.neighbours[to_visit.pop()]:
                if neighbour not in seen and neighbour not in pokemon and counts[neighbour] == 0:
                    seen.add(neighbour)
                    region.add(neighbour)
                    to_visit.append(neighbour)
        found.append(region)
    return found


def _lone_numbers(grid: Grid, pokemon_locations: Collection[int]) -> list[int]:
    """The safe numbered cells with no 0 around them (each takes a reveal of its own)."""
    pokemon = frozenset(pokemon_locations)
    counts = numbers(grid, pokemon)
    return [index for index in range(grid.cell_count)
            if index not in pokemon and counts[index] != 0
            and all(counts[neighbour] != 0 or neighbour in pokemon for neighbour in grid.neighbours[index])]


def three_bv(shape: Grid | int, pokemon_locations: Collection[int]) -> int:
    """The board's 3BV: its openings plus its safe numbers touching no 0."""
    grid = as_grid(shape)
    return len(openings(grid, pokemon_locations)) + len(_lone_numbers(grid, pokemon_locations))


def three_bv_done(game: str, shape: Grid | int, pokemon_locations: Collection[int]) -> int:
    """How much of the 3BV the uncovered cells of `game` account for: each opening with a 0 of it uncovered, each
    lone number uncovered (what a loss's dialog says was done)."""
    grid = as_grid(shape)

    def uncovered(index: int) -> bool:
        return game[index] not in (UNEXPOSED, FLAG)
    return (sum(any(uncovered(index) for index in region) for region in openings(grid, pokemon_locations))
            + sum(uncovered(index) for index in _lone_numbers(grid, pokemon_locations)))


def clicks(actions: Sequence[Any]) -> int:
    """The player's clicks among a board's actions: every reveal and flag (tips and undoing a loss are not)."""
    return sum(1 for action in actions
               if isinstance(action, list) and action and action[0] in (REVEAL_ACTION, FLAG_ACTION))


def per_second(bv: int, seconds: float) -> float:
    """3BV/s: 3BV over the seconds played (0 before a second has been counted, so no division by nothing)."""
    return bv / seconds if seconds > 0 else 0.0


def efficiency(bv: int, click_count: int) -> int:
    """3BV over clicks, as a whole percentage (0 with no clicks)."""
    return round(100 * bv / click_count) if click_count else 0


def figures_words(bv: int, seconds: float, click_count: int) -> str:
    """The four figures in one line, e.g. '3BV 31 · 2.58 3BV/s · 45 clicks · efficiency 69%'."""
    return (f"3BV {bv} · {per_second(bv, seconds):.2f} 3BV/s · {click_count} click{'' if click_count == 1 else 's'}"
            f" · efficiency {efficiency(bv, click_count)}%")
