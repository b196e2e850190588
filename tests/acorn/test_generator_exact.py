"""The acorn maze generator and its rated levels pinned exactly (issue 31, mutation testing of the generators): small
boards drawn out in full (sizes rounded up to odd and to at least 5, fires taken back where no branch could hide
their bucket, a spare bucket, pads, a bucket at least `detour` off the way), a digest of forty boards over every
setting, the bundled thicket byte for byte, the first levels of every difficulty with their ratings, and
rate_board's counts on hand-drawn boards (a bucket with no fire, pad hops, no way out)."""

from __future__ import annotations

import hashlib
import itertools
from pathlib import Path

import pytest

from arcade.games.acorn import generated
from arcade.games.acorn.generated import DIFFICULTIES, Difficulty, Rating, generate_level, rate_board
from arcade.games.acorn.generator import BUNDLED, BoardSpec, board_text, generate_board
from arcade.games.acorn.solver import SearchResult

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "acorn"

SMALL_BOARDS = {
    # 6 × 8 rounds up to 7 × 9 with the default settings; the way out has room for two fires, but no dead end
    # lies before them to hide a bucket in, so neither is laid (and no bucket, no pads: no branch for them either)
    BoardSpec(6, 8, 1): ["*X*******",
                         "* *     *",
                         "* ***** *",
                         "* *   * *",
                         "* * * * *",
                         "*   *   *",
                         "*******Y*"],
    # 3 × 3 grows to 5 × 5: too short a way for a fire; the spare bucket still goes in the one dead end
    BoardSpec(3, 3, 0): ["*X***",
                         "*   *",
                         "*** *",
                         "*W  *",
                         "***Y*"],
    # nine fires asked for, only as many as a quarter of the way (less its ends) allows
    BoardSpec(9, 11, 3, fires=9, spare_waters=0, teleports=0, detour=0): ["*X*********",
                                                                          "* *       *",
                                                                          "* * *******",
                                                                          "* *       *",
                                                                          "* ***** * *",
                                                                          "*     * * *",
                                                                          "***** *** *",
                                                                          "*         *",
                                                                          "*********Y*"],
    # three spares and nine pad pairs asked for: as many as there are dead ends
    BoardSpec(11, 15, 4, spare_waters=3, teleports=9, detour=30): ["*X*************",
                                                                   "* *     *1*   *",
                                                                   "* * *** * * * *",
                                                                   "*   *W* *   * *",
                                                                   "***** * * *** *",
                                                                   "*     * * *   *",
                                                                   "* *** * * *F* *",
                                                                   "* *W  * *1* * *",
                                                                   "* ***** *** * *",
                                                                   "*       F   * *",
                                                                   "*************Y*"],
}


@pytest.mark.parametrize("spec", list(SMALL_BOARDS))
def test_small_boards_are_exactly_as_drawn(spec: BoardSpec) -> None:
    assert generate_board(spec) == SMALL_BOARDS[spec]
    assert board_text(spec) == "\n".join(SMALL_BOARDS[spec])


def many_specs() -> list[BoardSpec]:
    """Forty specs cycling through sizes (even, odd, thin), fires (none to more than fit), spares, pads and
    detours."""
    sizes = itertools.cycle([(6, 8), (9, 11), (11, 15), (13, 21), (15, 17), (4, 30), (21, 9)])
    settings = zip(sizes, range(40), itertools.cycle([0, 1, 2, 3, 4, 9]), itertools.cycle([0, 1, 2, 3]),
                   itertools.cycle([0, 1, 2, 3, 9]), itertools.cycle([0, 2, 3, 5, 8, 12, 30]))
    return [BoardSpec(rows, cols, seed, fires=fires, spare_waters=spares, teleports=pads, detour=detour)
            for (rows, cols), seed, fires, spares, pads, detour in settings]


def test_forty_boards_over_every_setting_are_the_ones_they_were() -> None:
    digest = hashlib.sha256()
    for spec in many_specs():
        digest.update(board_text(spec).encode() + b"\0")
    assert digest.hexdigest() == "e2a70907f08a18c16139e3a9a1f83d400bd58c4c76b369e9d241a6f4d0582f63"


def test_the_bundled_thicket_is_its_spec_byte_for_byte() -> None:
    assert board_text(BUNDLED["thicket"]) == (LEVELS / "thicket.txt").read_text(encoding="utf-8")
    assert BUNDLED["wildfire"] == BoardSpec(201, 201, seed=6, fires=5, spare_waters=1, teleports=6)


def test_the_first_levels_of_every_difficulty_are_the_ones_they_were() -> None:
    digest = hashlib.sha256()
    for difficulty in DIFFICULTIES:
        for seed in range(10):
            made = generate_level(difficulty, seed)
            digest.update(repr((made.rows, made.rating, made.attempt, made.blurb)).encode())
    assert digest.hexdigest() == "a5f8866f279a363544139e323285348c4824b220671b346c6df2bad978b7929f"


@pytest.mark.parametrize(("difficulty", "seed", "attempt", "figures", "blurb"), [
    ("easy", 3, 2, (44, 1, 1, 0, 83), "21×11, 44 moves, 1 fire"),
    ("medium", 3, 0, (182, 2, 2, 1, 645), "31×15, 182 moves, 2 fires, 1 pad hop"),
    ("hard", 8, 0, (286, 3, 3, 2, 1705), "39×21, 286 moves, 3 fires, 2 pad hops"),
    ("hard", 28, 2, (352, 3, 3, 3, 1402), "39×21, 352 moves, 3 fires, 3 pad hops"),
])
def test_a_level_s_rating_attempt_and_blurb(difficulty: str, seed: int, attempt: int,
                                            figures: tuple[int, ...], blurb: str) -> None:
    made = generate_level(difficulty, seed)
    rating = made.rating
    assert (made.difficulty, made.seed, made.attempt) == (difficulty, seed, attempt)
    assert (rating.shortest, rating.fires_out, rating.buckets, rating.hops, rating.expanded) == figures
    assert len(rating.path) == rating.shortest
    assert made.blurb == blurb
    assert made.text == "\n".join(made.rows) and not made.text.endswith("\n")


@pytest.mark.parametrize(("rows", "rating"), [
    (["*X***", "*  W*", "*F***", "* ***", "*Y***"], Rating(8, 1, 1, 0, 10, tuple("sddaasss"))),
    (["*X***", "* W *", "***Y*"], Rating(4, 0, 1, 0, 5, tuple("sdds"))),  # a bucket taken, no fire
    (["*X*****", "* 1*2 *", "***** *", "*2  1 *", "*Y*****"], Rating(7, 0, 0, 3, 11, tuple("sdaaaes"))),
    (["*X*", "*1*", "*1*", "*Y*"], Rating(2, 0, 0, 1, 2, tuple("ss"))),  # onto a pad next to its twin: one hop
    # right onto a pad whose twin is just below where the player stood: sent one cell from there, still a hop
    (["*X**", "* 1*", "*1**", "*Y**"], Rating(3, 0, 0, 1, 4, tuple("sds"))),
    # a pad on each side of the cell stepped from: the step right lands one cell left of where it began
    (["**X**", "*1 1*", "*Y***"], Rating(3, 0, 0, 1, 4, tuple("sds"))),
    # the same up and down: the step down from under one pad lands on the pad above
    (["*X****", "* **1Y", "*    *", "****1*"], Rating(7, 0, 0, 1, 8, tuple("ssdddsd"))),
    (["*X***", "* * *", "***Y*"], None),  # no way out
])
def test_rate_board_counts_what_the_shortest_way_does(rows: list[str], rating: Rating | None) -> None:
    assert rate_board(rows) == rating
    assert rate_board(tuple(rows)) == rating


def test_an_unknown_difficulty_and_bounds_no_board_meets(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(KeyError):
        generate_level("nightmare", 1)
    impossible = Difficulty(cols=21, rows=11, fires=1, teleports=0, min_shortest=500, max_shortest=600,
                            min_fires_out=1)
    monkeypatch.setitem(DIFFICULTIES, "impossible", impossible)
    with pytest.raises(RuntimeError) as raised:
        generate_level("impossible", 9)
    assert str(raised.value) == "no impossible board within its bounds after 64 attempts (seed 9)"
    assert generated.MAX_ATTEMPTS == 64


@pytest.mark.parametrize(("difficulty", "seed", "digest"), [
    ("easy", 85, "25f684bd6cc5ff8181b47b9b0ab7983f6497eff9d56161a6d72a3d10cc4a5165"),
    ("medium", 11, "8127881b48cabc96340fccd03a0b3e2d04599b1c13da2a0046fea0075aca0c88"),
])
def test_levels_whose_bucket_the_difficultys_detour_places(difficulty: str, seed: int, digest: str) -> None:
    """The first seeds past the pinned ten where a bucket's detour (a third of the rows, at least 3) decides which
    dead end holds it: with BoardSpec's default detour of 8 these boards come out otherwise."""
    assert hashlib.sha256(generate_level(difficulty, seed).text.encode()).hexdigest() == digest


def test_a_shortest_way_that_does_not_win_in_the_engine_is_a_bug_said_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generated, "search", lambda game, mode=None: SearchResult(["s"], 1))
    with pytest.raises(AssertionError) as raised:
        rate_board(["*X**", "* 1*", "*1**", "*Y**"])
    assert str(raised.value) == "the solver's shortest way out does not win in the engine"
