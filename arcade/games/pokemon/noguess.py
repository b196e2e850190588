"""No-guess boards: Pokémon placed so that, from the first reveal, deduction alone uncovers every safe cell.

Generate and repair, as Simon Tatham's Mines does, with the deduction solver (deduce.py) deciding: draw a board
as the game draws one (the first cell and, room permitting, its neighbours kept free), play it by deduction from
the first reveal, and where the solver gets stuck move one Pokémon from a covered cell next to the numbers to a
covered cell away from them (or, when there is none, to another covered cell), then go on deducing. Every
board handed out has been played again from scratch by `solves_from`, so the guarantee is the solver's, never
luck. All draws come from the one random source given (its randint), so a seed gives the same board.
"""

from __future__ import annotations

from arcade.games.pokemon.deduce import Simulation
from arcade.games.pokemon.grid import Grid, as_grid
from arcade.games.pokemon.model import RandomSource

BOARD_ATTEMPTS = 20
"""Fresh boards drawn at most before giving up (a count too crowded to ever be guess-free)."""
REPAIRS_PER_BOARD = 400
"""Pokémon moved at most on one board before drawing a fresh one."""


def no_guess_pokemons(shape: Grid | int, pokemon_count: int, rng: RandomSource, first_cell: int,
                      board_attempts: int = BOARD_ATTEMPTS,
                      repairs_per_board: int = REPAIRS_PER_BOARD) -> tuple[int, ...] | None:
    """The Pokémon of a board (a Grid, or the square of a grid_size) that deduction solves from first_cell, in cell
    order; None when none was found within the attempts (too crowded a board: the caller deals an ordinary one and
    says so)."""
    grid = as_grid(shape)
    if pokemon_count >= grid.cell_count:
        return None
    avoid = grid.free_at_first_reveal(pokemon_count, first_cell)
    for _ in range(board_attempts):
        simulation = Simulation(grid, grid.place_pokemons(pokemon_count, rng, avoid))
        simulation.uncover(first_cell)
        from_scratch = True
        for _ in range(repairs_per_board):
            if simulation.play():
                if from_scratch:
                    return tuple(sorted(simulation.pokemon))
                simulation = Simulation(grid, simulation.pokemon)  # check the repaired board afresh
                simulation.uncover(first_cell)
                from_scratch = True
                continue
            if not repair(simulation, rng):
                break
            from_scratch = False
    return None


def repair(simulation: Simulation, rng: RandomSource) -> bool:
    """Where deduction is stuck, move one Pokémon from a covered cell next to a number to a covered cell next to
    none (else another covered one); False when no move is possible.

    Only cells nothing was proved about change, so what was proved stays proved with the new numbers (a number
    next to the moved Pokémon drops by one, as does every number whose proof used it); a number that drops to 0
    opens its neighbours, as it would have when uncovered."""
    deducer = simulation.deducer
    pokemon = simulation.pokemon
    frontier = {cell for around in deducer.covered_around.values() for cell in around}
    movable = sorted(cell for cell in frontier if cell in pokemon)
    if not movable:
        return False
    moved = movable[rng.randint(0, len(movable) - 1)]
    targets = sorted(cell for cell in deducer.unknown if cell not in pokemon and cell not in frontier)
    if not targets:
        return False
    target = targets[rng.randint(0, len(targets) - 1)]
    move_pokemon(simulation, moved, target)
    return True


def move_pokemon(simulation: Simulation, source: int, target: int) -> None:
    """Move a Pokémon between two covered cells, updating the numbers uncovered around both."""
    neighbours = simulation.neighbours
    simulation.pokemon.remove(source)
    simulation.pokemon.add(target)
    opened = []
    for cell, change in [*((cell, -1) for cell in neighbours[source]), *((cell, 1) for cell in neighbours[target])]:
        simulation.counts[cell] += change
        if cell in simulation.uncovered:
            simulation.deducer.number_changed(cell, simulation.counts[cell])
            if simulation.counts[cell] == 0:
                opened.append(cell)
    for cell in opened:
        for around in neighbours[cell]:
            if around not in simulation.uncovered:
                simulation.uncover(around)
