"""The classic Sokoban generator pinned exactly (issue 31, mutation testing of the generators): every figure of the
first levels of each difficulty (the solution, moves, box changes and the candidates tried, which the older digest
of their XSB leaves out), one level's XSB in full, the greedy push order, the walks and box lines on hand-drawn
boards, the names' edge cases and the exact words of every refusal."""

from __future__ import annotations

import hashlib
import random

import pytest

from arcade.games.sokoban.classic import generator
from arcade.games.sokoban.classic.generator import (
    DIFFICULTIES,
    Difficulty,
    Rating,
    _candidate,
    _carve,
    _greedy_solves,
    _push_alone,
    _walk,
    box_lines,
    construction,
    generate,
    level_name,
    parse_name,
)
from arcade.games.sokoban.classic.solver import SearchLimit, replay_lurd
from arcade.games.sokoban.classic.xsb import ClassicLevel, read_collection

TWO_CRATES = "#######\n#@$.  #\n#   $.#\n#######\n"
"""Each crate pushed right onto the goal beside it: the greedy order solves it."""
CORNERED = "######\n#$ @.#\n#   .#\n#  $ #\n######\n"
"""One crate in a corner: greedy pushes the other home, then finds nothing to push."""


def level_of(text: str) -> ClassicLevel:
    return read_collection(text, "test")[0]


def test_the_first_levels_of_every_difficulty_are_the_ones_they_were_in_every_figure() -> None:
    digest = hashlib.sha256()
    for difficulty in DIFFICULTIES:
        for seed in range(8):
            made = generate(seed, difficulty)
            digest.update(repr((made.to_xsb(), made.solution, made.rating)).encode())
    assert digest.hexdigest() == "8f986402b3e668aa3d07cea3b503e3fa456135c7b08a6cf5420b3a703d281405"


@pytest.mark.parametrize(("seed", "difficulty", "rating"), [
    (0, "easy", Rating(pushes=6, moves=33, crates=2, box_lines=5, box_changes=2, attempts=1)),
    (1, "easy", Rating(pushes=9, moves=26, crates=2, box_lines=6, box_changes=5, attempts=29)),
    (1, "medium", Rating(pushes=10, moves=32, crates=3, box_lines=5, box_changes=3, attempts=2)),
    (4, "hard", Rating(pushes=21, moves=105, crates=4, box_lines=11, box_changes=6, attempts=5)),
])
def test_a_level_s_rating_in_full(seed: int, difficulty: str, rating: Rating) -> None:
    made = generate(seed, difficulty)
    assert made.rating == rating
    assert (made.seed, made.difficulty, made.name) == (seed, difficulty, level_name(seed, difficulty))


def test_a_level_s_xsb_and_solution_in_full() -> None:
    made = generate(5, "easy")
    assert made.to_xsb() == ("; arcade sokoban random:easy:5 (easy, seed 5): 2 crates, fewest pushes 8, 4 box lines\n"
                             "; Random (easy) #5\n"
                             "########\n"
                             "#  @   #\n"
                             "# $ ## #\n"
                             "#   $. #\n"
                             "# #  # #\n"
                             "####  .#\n"
                             "########\n")
    assert made.solution == "lDrdRRllulldRRRluurrrdDD"
    assert [generate(seed).level.title for seed in (0, 3)] == ["Random #0", "Random #3"]
    assert generate(2, "hard").level.title == "Random (hard) #2"


def test_the_greedy_order_and_a_crate_pushed_alone() -> None:
    level = level_of(TWO_CRATES)
    assert _greedy_solves(level)
    floor = set(level.inside)
    # the upper crate pushed alone (the other standing) reaches its goal with the player behind it
    assert _push_alone(floor, {(2, 4)}, (1, 2), level.player, set(level.goals)) == ((1, 3), (1, 2))
    assert _push_alone(floor, set(), (2, 4), level.player, set(level.goals)) == ((2, 5), (2, 4))
    # a crate against the wall with no goal along it reaches none
    assert _push_alone(floor, set(), (1, 2), level.player, {(2, 5)}) is None
    assert not _greedy_solves(level_of(CORNERED))


def test_walks_between_pushes() -> None:
    level = level_of(TWO_CRATES)
    floor = set(level.inside)
    assert _walk((1, 1), (2, 3), floor, set(level.crates)) == "drr"
    assert _walk((1, 1), (1, 1), floor, set(level.crates)) == ""
    assert _walk((1, 1), (1, 4), floor, {(1, 2), (2, 1)}) == ""  # shut in: no walk
    # the construction of pushes (where the player stands, step) played with the walks between them
    assert construction(level, [((1, 1), (0, 1)), ((2, 3), (0, 1))]) == "RdrR"
    assert replay_lurd(level, "RdrR")


@pytest.mark.parametrize(("solution", "figures"), [
    ("", (0, 0)), ("drr", (0, 0)), ("R", (1, 0)), ("RR", (1, 0)),
    ("RdrU", (2, 0)),  # the same crate turned: a new line, not a change
    ("RdrrU", (2, 1)),  # another crate: a new line and a change
])
def test_box_lines_and_changes(solution: str, figures: tuple[int, int]) -> None:
    assert box_lines(level_of(TWO_CRATES), solution) == figures


def test_names_at_their_edges() -> None:
    assert parse_name("random") == ("medium", None)
    assert parse_name("random:hard") == ("hard", None)
    assert parse_name("random:medium:3") == ("medium", 3)
    assert parse_name("random:007") == ("medium", 7)
    for bad in ("random:3:hard", "random:hard:1:2", "random:easy:hard", "random:-3", "Random:3", ":random"):
        assert parse_name(bad) is None, bad
    assert level_name(0, "medium") == "random:0" and level_name(3, "easy") == "random:easy:3"


def test_the_exact_words_of_every_refusal() -> None:
    with pytest.raises(ValueError, match=r"^no difficulty 'huge' \(there are: easy, medium, hard\)$"):
        level_name(1, "huge")
    with pytest.raises(ValueError, match=r"^no difficulty 'huge' \(there are: easy, medium, hard\)$"):
        generate(1, "huge")
    with pytest.raises(ValueError, match=r"^a seed is a whole number from 0$"):
        generate(-1)
    assert generate(0).seed == 0


def test_the_candidates_tried_before_giving_up(monkeypatch: pytest.MonkeyPatch) -> None:
    tried = []
    candidate = generator._candidate

    def counted(*args: object) -> object:
        tried.append(1)
        return candidate(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(generator, "_candidate", counted)
    monkeypatch.setattr(generator, "MAX_ATTEMPTS", 3)
    monkeypatch.setitem(DIFFICULTIES, "tough", Difficulty("tough", 5, 6, 2, 0.22, 20, 99))
    with pytest.raises(RuntimeError, match=r"^no tough level found for seed 1 in 3 tries$"):
        generate(1, "tough")
    assert len(tried) == 3


def test_a_room_where_walls_keep_cutting_the_floor_gives_up_after_three_tries_a_wall() -> None:
    """A corridor one cell high: only its end cells can become walls without cutting it, so of the 3 × 2 tries for
    its two walls (half of 5 cells, rounded) seed 3's find one end; a fourth try a wall would find the other."""
    corridor = Difficulty("corridor", 1, 5, 1, 0.5, 2, 1)
    room = _carve(random.Random(3), corridor)
    assert sorted(divmod(cell, room.stride) for cell in room.floor) == [(1, 2), (1, 3), (1, 4), (1, 5)]


@pytest.mark.parametrize(("cols", "crates", "goes_on"), [(4, 2, True), (3, 1, False)])
def test_a_room_needs_two_more_pullable_cells_than_crates_before_goals_are_drawn(cols: int, crates: int,
                                                                               goes_on: bool) -> None:
    """1 × 4 has 4 cells a crate can be pulled off (2 crates + 2): goals are drawn, so the candidate's random source
    moves on (the walk back then fails); 1 × 3 has 2 (1 crate + 1): refused before any draw. A wall-less room's
    carving draws nothing, and every later attempt of `generate` draws from the same source, so this is what
    makes a seed's level."""
    spec = Difficulty("edge", 1, cols, crates, 0.0, 2, 1)
    rng = random.Random(11)
    assert _candidate(rng, spec, "edge") is None
    assert (rng.random() != random.Random(11).random()) is goes_on


def test_every_search_while_generating_keeps_to_the_generators_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    """A level is rated by an optimal push search (weight 1) of at most SOLVER_NODES states and SOLVER_SECONDS, pushes
    only (no pulls, no corral cuts): every search `generate` starts is given those (no generated level so far needs
    the limits, so only the searches themselves can show them)."""
    calls: list[tuple[object, ...]] = []
    real_search = generator.search

    def recorded(level: ClassicLevel, limit: SearchLimit, **options: object) -> object:
        calls.append((limit, options["weight"], bool(options["pulls"]), bool(options["corrals"])))
        return real_search(level, limit, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(generator, "search", recorded)
    generate(5, "medium")
    assert calls and set(calls) == {(SearchLimit(seconds=60.0, nodes=20_000), 1, False, False)}
    assert (generator.SOLVER_SECONDS, generator.SOLVER_NODES) == (60.0, 20_000)


def test_a_backward_walk_that_does_not_play_forwards_is_a_bug_said_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generator, "construction", lambda level, pushes: "")
    with pytest.raises(AssertionError) as raised:
        generate(5, "medium")
    assert str(raised.value) == "the backward walk of random:5 does not play forwards"
