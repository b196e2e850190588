"""The deducer's knowledge cell by cell: a number learned marks its cell safe, a proof marks its cells safe or a
Pokémon, and every other cell stays unknown."""

from __future__ import annotations

from arcade.games.pokemon.deduce import POKEMON_KNOWN, SAFE, UNKNOWN, Deducer, Simulation


def test_a_learned_number_marks_its_cell_safe() -> None:
    """Learning B2's 0 on a 3x3 board marks B2 safe; the single rule then proves its eight neighbours safe."""
    deducer = Deducer(3, 0)
    deducer.learn(4, 0)
    assert deducer.status == [UNKNOWN] * 4 + [SAFE] + [UNKNOWN] * 4
    deducer.run()
    assert deducer.status == [SAFE] * 9


def test_after_a_play_every_cell_is_safe_a_pokemon_or_unknown_as_the_board_has_it() -> None:
    """A 4x4 board with Pokémon on cells 5 and 15 played from the top right corner: uncovered and proved cells are
    known, each as what it is."""
    simulation = Simulation(4, {5, 15})
    simulation.uncover(3)
    assert simulation.play()
    status = simulation.deducer.status
    assert [index for index, value in enumerate(status) if value == POKEMON_KNOWN] == [5, 15]
    assert all(value == SAFE for index, value in enumerate(status) if index in simulation.uncovered)
