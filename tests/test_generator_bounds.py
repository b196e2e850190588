"""Every generator's difficulty bounds tested at their edges (issue 31): for each bound a seed whose level sits exactly
on it, or whose candidate just past it was refused, is pinned, so a bound off by one changes a pinned level; and each
difficulty's accepts() is asked at the bound itself, one inside and one past it.

Found by searching seeds 0-1500 (the acorn maze) and 0-60 (Sokoban, DayZ) with the generators' loops replayed. The acorn
maze's shortest way out never sits on its min_shortest (30, 60, 110): without a pad hop a perfect maze's way out has
one length modulo 4 (28, 58, 108 are the nearest), so its pinned seeds are those whose first candidate was refused at
min_shortest - 2; no generated maze comes near its max_shortest (the longest seen are 108, 202, 364)."""

from __future__ import annotations

import pytest

from arcade.games.acorn import generated as acorn
from arcade.games.acorn.model import FIRE
from arcade.games.dayz import generated as dayz
from arcade.games.dayz.model import CROSSBOW, GARLIC, TRACKING_ZOMBIE, ZOMBIE
from arcade.games.dayz.proof import SafeLine
from arcade.games.sokoban.classic import generator as sokoban


# -- Sokoban: min_pushes, rows, cols, crates --------------------------------------------------------------------------
@pytest.mark.parametrize(("difficulty", "seed", "attempts"), [("easy", 0, 1), ("medium", 13, 1), ("hard", 54, 1)])
def test_a_sokoban_level_of_exactly_the_fewest_pushes_allowed_is_offered(difficulty: str, seed: int,
                                                                          attempts: int) -> None:
    """min_pushes is the least a level may need: this seed's first candidate needs exactly that many and is the level
    (a bound off by one towards more would refuse it). Its room is the full rows × cols inside walls, with exactly its
    crates."""
    spec = sokoban.DIFFICULTIES[difficulty]
    made = sokoban.generate(seed, difficulty)
    assert (made.rating.pushes, made.rating.attempts) == (spec.min_pushes, attempts)
    rows = made.level.rows()
    assert (len(rows), len(rows[0])) == (spec.rows + 2, spec.cols + 2)
    assert made.rating.crates == spec.crates == len(made.level.crates)


@pytest.mark.parametrize(("difficulty", "seed", "pushes", "attempts"),
                         [("easy", 1, 9, 29), ("medium", 9, 12, 3), ("hard", 3, 14, 17)])
def test_a_sokoban_candidate_one_push_short_is_refused(difficulty: str, seed: int, pushes: int,
                                                        attempts: int) -> None:
    """These seeds each had a candidate needing min_pushes - 1 pushes before their level (medium 9's second, hard 3's
    third): it is refused, and the level is a later one (a bound off by one towards fewer would offer it)."""
    made = sokoban.generate(seed, difficulty)
    assert (made.rating.pushes, made.rating.attempts) == (pushes, attempts)
    assert made.rating.pushes >= sokoban.DIFFICULTIES[difficulty].min_pushes


# -- the acorn maze: min_shortest, max_shortest, min_fires_out, size, fires, pads --------------------------------------
@pytest.mark.parametrize(("difficulty", "seed", "attempt"), [("easy", 508, 1), ("medium", 400, 1), ("hard", 291, 1)])
def test_an_acorn_maze_just_short_of_the_least_length_is_refused(difficulty: str, seed: int, attempt: int) -> None:
    """These seeds' first boards have a way out of min_shortest - 2 moves (the nearest a maze comes below the bound):
    refused, the level is the next board, at least min_shortest long, of the full size with its fires and pads."""
    wanted = acorn.DIFFICULTIES[difficulty]
    made = acorn.generate_level(difficulty, seed)
    assert made.attempt == attempt and made.rating.shortest >= wanted.min_shortest
    assert (len(made.rows), len(made.rows[0])) == (wanted.rows, wanted.cols)
    assert made.text.count(FIRE) == wanted.fires == made.rating.fires_out == wanted.min_fires_out
    assert sum(char.isdigit() for char in made.text) == 2 * wanted.teleports


@pytest.mark.parametrize(("difficulty", "seed", "attempt"), [("medium", 5, 1), ("hard", 0, 1)])
def test_an_acorn_maze_whose_way_out_puts_out_one_fire_too_few_is_refused(difficulty: str, seed: int,
                                                                           attempt: int) -> None:
    """These seeds' first boards are solved putting out min_fires_out - 1 fires (a bucket not needed): refused."""
    made = acorn.generate_level(difficulty, seed)
    assert made.attempt == attempt and made.rating.fires_out == acorn.DIFFICULTIES[difficulty].min_fires_out


@pytest.mark.parametrize("difficulty", list(acorn.DIFFICULTIES))
def test_the_acorn_bounds_accept_their_edges_and_nothing_past_them(difficulty: str) -> None:
    """accepts() at each bound: min_shortest and max_shortest are allowed, one move past either is not; exactly
    min_fires_out fires is allowed, one fewer is not."""
    wanted = acorn.DIFFICULTIES[difficulty]

    def rating(shortest: int, fires_out: int) -> acorn.Rating:
        return acorn.Rating(shortest, fires_out, fires_out, 0, 1, ())

    fires = wanted.min_fires_out
    assert wanted.accepts(rating(wanted.min_shortest, fires)) and wanted.accepts(rating(wanted.max_shortest, fires))
    assert not wanted.accepts(rating(wanted.min_shortest - 1, fires))
    assert not wanted.accepts(rating(wanted.max_shortest + 1, fires))
    assert not wanted.accepts(rating(wanted.min_shortest, fires - 1))
    assert wanted.accepts(rating(wanted.min_shortest, fires + 1))


# -- DayZ: min_steps, max_closest, size and what is on the map ------------------------------------------------------
@pytest.mark.parametrize(("difficulty", "seed", "steps", "closest", "attempt"),
                         [("medium", 12, 10, 2, 0), ("hard", 37, 12, 2, 5), ("medium", 1, 16, 3, 0),
                          ("hard", 14, 15, 3, 0), ("easy", 19, 12, 4, 0)])
def test_a_dayz_map_on_its_bounds_is_offered(difficulty: str, seed: int, steps: int, closest: int,
                                             attempt: int) -> None:
    """A proven line of exactly min_steps (medium 12, hard 37), or with a zombie coming exactly max_closest squares
    near (medium 1, hard 14, easy 19), is offered; the map is size × size with its zombies, garlic and crossbows."""
    wanted = dayz.DIFFICULTIES[difficulty]
    made = dayz.generate_level(difficulty, seed)
    assert (made.line.steps, made.line.closest, made.attempt) == (steps, closest, attempt)
    assert steps == wanted.min_steps or closest == wanted.max_closest
    rows = made.rows
    assert len(rows) == wanted.size and all(len(row) == wanted.size for row in rows)
    tokens = [token for _square, token in made.locations]
    assert (tokens.count(ZOMBIE), tokens.count(TRACKING_ZOMBIE), tokens.count(GARLIC), tokens.count(CROSSBOW)) == (
        wanted.zombies, wanted.trackers, wanted.garlic, wanted.crossbows)


@pytest.mark.parametrize(("difficulty", "seed", "attempt"), [("hard", 54, 3), ("medium", 3, 1), ("easy", 15, 1)])
def test_a_dayz_map_just_past_a_bound_is_refused(difficulty: str, seed: int, attempt: int) -> None:
    """Hard 54's third map had a line one step too short; medium 3's and easy 15's first had no zombie nearer than
    max_closest + 1: each refused, the map offered is a later attempt."""
    made = dayz.generate_level(difficulty, seed)
    wanted = dayz.DIFFICULTIES[difficulty]
    assert made.attempt == attempt and wanted.accepts(made.line)


@pytest.mark.parametrize("difficulty", list(dayz.DIFFICULTIES))
def test_the_dayz_bounds_accept_their_edges_and_nothing_past_them(difficulty: str) -> None:
    """accepts() at each bound: a line of min_steps is allowed, one step shorter is not; a zombie max_closest away is
    allowed, one square farther is not."""
    wanted = dayz.DIFFICULTIES[difficulty]

    def line(steps: int, closest: int) -> SafeLine:
        return SafeLine(("D",) * steps, closest, steps)

    assert wanted.accepts(line(wanted.min_steps, wanted.max_closest))
    assert not wanted.accepts(line(wanted.min_steps - 1, wanted.max_closest))
    assert not wanted.accepts(line(wanted.min_steps, wanted.max_closest + 1))
    assert wanted.accepts(line(wanted.min_steps + 1, wanted.max_closest - 1))
