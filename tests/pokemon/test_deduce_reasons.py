"""The tip's one line, for each rule the deducer proves a cell by, word for word (plurals and the last Pokémon
included): the player reads it as the reason."""

from __future__ import annotations

import pytest

from arcade.games.pokemon.deduce import COUNT, ENDGAME, PAIR, SINGLE, Deduction, plural


@pytest.mark.parametrize(("deduction", "line"), [
    (Deduction(12, True, SINGLE, source=6, number=2, need=2, covered=2),
     "C3 is a Pokémon: B2 shows 2 and has only 2 covered neighbours."),
    (Deduction(12, True, SINGLE, source=6, number=1, need=1, covered=1),
     "C3 is a Pokémon: B2 shows 1 and has only 1 covered neighbour."),
    (Deduction(12, True, SINGLE, source=6, number=3, need=1, covered=1),
     "C3 is a Pokémon: B2 shows 3, touches 2 known and 1 covered."),
    (Deduction(12, False, SINGLE, source=6, number=2, need=0),
     "C3 is safe: B2 shows 2 and touches 2 known Pokémon."),
    (Deduction(12, True, PAIR, source=6, other=7, need=2, other_need=1),
     "C3 is a Pokémon: B2 needs 2; cells next to B3 too hold at most 1."),
    (Deduction(12, False, PAIR, source=6, other=7, need=1, other_need=1),
     "C3 is safe: B2 needs 1, so B3's 1 must be next to B2 too."),
    (Deduction(12, True, COUNT, total=3, cells=3), "C3 is a Pokémon: 3 Pokémon left and only 3 covered cells."),
    (Deduction(12, False, COUNT, total=0), "C3 is safe: every Pokémon is found."),
    (Deduction(12, True, COUNT, total=3, held=1, cells=2),
     "C3 is a Pokémon: 3 left less the numbers' 1 fills the other 2 cells."),
    (Deduction(12, False, COUNT, total=1, held=1), "C3 is safe: the numbers account for the last Pokémon."),
    (Deduction(12, False, COUNT, total=2, held=2), "C3 is safe: the numbers account for all 2 Pokémon left."),
    (Deduction(12, True, ENDGAME, total=2), "C3 is a Pokémon: every way the last 2 fit the numbers has one there."),
    (Deduction(12, False, ENDGAME, total=2), "C3 is safe: every way the last 2 fit the numbers leaves it free."),
])
def test_each_rule_says_why_in_one_line(deduction: Deduction, line: str) -> None:
    assert deduction.reason(5) == line
    assert len(line) < 80


def test_plural() -> None:
    assert (plural(0), plural(1), plural(2)) == ("s", "", "s")
