"""What a deduction carries besides its reason: the whole proof, field by field, as `deductions` returns it (the
rule's figures, and nothing of the other rules' fields)."""

from __future__ import annotations

from arcade.games.pokemon.deduce import ENDGAME, Deduction, deductions


def test_an_endgame_proof_names_the_pokemon_left_and_the_covered_cells_they_were_placed_among() -> None:
    """5 Pokémon among the 7 covered cells of a 3x3 board: A1, A2 and A3 hold one in every placement."""
    assert deductions("~~~" "~~3" "~2~", 3, 5) == [
        Deduction(cell, True, ENDGAME, total=5, cells=7) for cell in (0, 1, 2)]
