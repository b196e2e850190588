"""The deduction solver played over whole boards, rule by rule: for boards dealt from a seed (not no-guess, so some
need a guess), every step's deductions in order, each as its rule's initial (s single, p pair, c count, e endgame)
and ! for a Pokémon, then whether deduction alone solved the board and how many cells it uncovered. A rule that
proves less, more or in another order shows here (the hint shows the first deduction a step finds)."""

from __future__ import annotations

import random

import pytest

from arcade.games.pokemon.deduce import Deduction, Simulation
from arcade.games.pokemon.model import free_at_first_reveal, generate_pokemons

INITIAL = {"single": "s", "pair": "p", "count": "c", "endgame": "e"}

PLAYS = [
    # size, Pokémon, seed, (solved, cells uncovered, the steps)
    (5, 9, 0, (True, 16, "p!ppp s! s s! p!p s s! c!c! s")),
    (5, 9, 1, (True, 16, "s!s!s! s s!s! s! s s!s! s s")),
    (5, 9, 2, (False, 14, "s!s!s! p!p s s! p!p s! s e")),
    (5, 9, 3, (False, 14, "s!s!s! p!p p! ss s! s s! p")),
    (5, 9, 4, (False, 14, "s!s!s! p!p p eeee!e!e!")),
    (5, 9, 5, (True, 16, "s!s!s!s!s! s s ss s! p!p s! s")),
    (5, 9, 6, (False, 13, "s!s! s s! p! e!")),
    (5, 9, 7, (False, 14, "s!s!s! s!s! s! e!")),
    (5, 9, 8, (True, 16, "c!c!c!c! eeeee! s! s s!s! s s! s")),
    (5, 9, 9, (False, 12, "p!p!p!p s p! p! ee!")),
    (6, 10, 1, (False, 23, "s! p p!p s! s s! p!p")),
    (6, 10, 2, (True, 26, "s!s!s! sss s! p!ppp s! s s s ss s! s s! c p s s! s")),
    (6, 10, 4, (False, 25, "s! s s!s! s s s! p s!s! s s s! p!p s! s")),
    (8, 14, 1, (False, 47, "s! s sss s! s! p p!p p!p ppp p! p p pp ss s! s s! s! p s! s s! s")),
    (8, 14, 2, (False, 49, "s! ss p!p s ss s s! ss ssss s!s! s sssss s! s! p p p!ppp s! s s s s! s s! s! s s!")),
    (8, 14, 7, (True, 50, "p!ppp s! ssss s!s! s s! sss s s!s! s s! s ss ss ppp p p p ppp p s! ss s s! s "
                          "s!s! s s! s s! s")),
    (10, 20, 2, (False, 79, "s! ss sss s! sss s! s ss s!s! s! s s s! ss sss ssss s s! sss s! sss ss s! s s! "
                            "p! ss s! ss sss ss s! s s! ss ss s! ss s! s ss s! s ss s! s")),
    (10, 20, 3, (True, 80, "s! sss sss s!s! s!s!s! s! s s! s s! ss ss s! s s! ssss sss s! s s! s! s! ss sss "
                           "sss ssss s! sss s! s! ss s! s s s! s c")),
]


def played(size: int, count: int, seed: int) -> tuple[bool, int, str]:
    """Deal a board from the seed around the centre, play it by deduction (Simulation.play), and note each step."""
    first = (size // 2) * size + size // 2
    board = generate_pokemons(size, count, random.Random(seed), free_at_first_reveal(size, count, first))
    simulation = Simulation(size, board)
    steps: list[str] = []
    step = simulation.deducer.step

    def noting() -> list[Deduction]:
        found = step()
        steps.append("".join(INITIAL[deduction.rule] + ("!" if deduction.pokemon else "") for deduction in found))
        return found

    simulation.deducer.step = noting  # type: ignore[method-assign]
    simulation.uncover(first)
    solved = simulation.play()
    return solved, len(simulation.uncovered), " ".join(step for step in steps if step)


@pytest.mark.parametrize(("size", "count", "seed", "expected"), PLAYS,
                         ids=[f"{row[0]}x{row[0]}/{row[1]} seed {row[2]}" for row in PLAYS])
def test_a_board_is_played_by_deduction_step_by_step(size: int, count: int, seed: int,
                                                      expected: tuple[bool, int, str]) -> None:
    """Each step's deductions by rule, the cells uncovered and whether the board was solved."""
    assert played(size, count, seed) == expected
