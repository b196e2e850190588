"""Generated DayZ maps pinned exactly (issue 31, mutation testing of the generators): the first maps of every
difficulty with their proven lines and attempts, maps with a tracker (a difficulty the arcade does not offer yet,
which takes the proof's tracker paths), one map with its line in full, the blurb's words for every count, the map's
rows and reading order, and the exact words of a give-up."""

from __future__ import annotations

import hashlib

import pytest

from arcade.games.dayz import generated
from arcade.games.dayz.generated import (
    DIFFICULTIES,
    Difficulty,
    GeneratedMap,
    _open_squares,
    generate_level,
    reading_order,
)
from arcade.games.dayz.proof import WAIT, SafeLine

TRACKED = Difficulty(size=8, zombies=1, trackers=1, garlic=1, crossbows=0, min_steps=8, max_closest=4)


def digest_of(difficulty: str, seeds: range) -> str:
    digest = hashlib.sha256()
    for seed in seeds:
        made = generate_level(difficulty, seed)
        digest.update(repr((made.locations, made.line, made.attempt, made.blurb)).encode())
    return digest.hexdigest()


def test_the_first_maps_of_every_difficulty_are_the_ones_they_were() -> None:
    digest = hashlib.sha256()
    for difficulty in ("easy", "medium", "hard"):
        for seed in range(12):
            made = generate_level(difficulty, seed)
            digest.update(repr((made.locations, made.line, made.attempt, made.blurb)).encode())
    assert digest.hexdigest() == "9e3c5e4f33424d5a2dbfd27c91a59a59f7e1b3b00d57ccfdfddd7a4ade5976ff"


def test_maps_with_a_tracker_are_the_ones_they_were(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(DIFFICULTIES, "tracked", TRACKED)
    assert digest_of("tracked", range(6)) == "f968632dd7370d777ce0366245edd689f2a692352a48e40bc2339234cda33486"
    made = generate_level("tracked", 4)
    assert made.rows == ["P     T ",
                         "      G ",
                         "        ",
                         "        ",
                         "        ",
                         "        ",
                         " Z      ",
                         "      H "]
    assert made.line == SafeLine((WAIT, *"DDSDDDDADSSSSSS"), 2, 266)
    assert made.attempt == 4
    assert made.blurb == "8×8, 1 zombie and 1 tracker, G, won in 16 steps whatever they do"


def test_a_map_and_its_line_in_full() -> None:
    made = generate_level("hard", 2)
    assert (made.difficulty, made.seed, made.size, made.attempt) == ("hard", 2, 12, 0)
    assert (made.line.steps, made.line.closest, made.line.expanded) == (15, 2, 168)
    assert made.text == "\n".join(made.rows) and len(made.text) == 12 * 13 - 1
    easy = generate_level("easy", 4)
    assert (easy.attempt, easy.line.steps, easy.line.closest) == (2, 14, 2)


@pytest.mark.parametrize(("locations", "blurb"), [
    ((((0, 0), "P"), ((3, 3), "H")), "4×4, 0 zombies, won in 2 steps whatever they do"),
    ((((0, 0), "P"), ((1, 1), "Z"), ((3, 3), "H")), "4×4, 1 zombie, won in 2 steps whatever they do"),
    ((((0, 0), "P"), ((1, 1), "Z"), ((2, 1), "Z"), ((0, 2), "T"), ((3, 2), "G"), ((3, 3), "H")),
     "4×4, 2 zombies and 1 tracker, G, won in 2 steps whatever they do"),
    ((((0, 0), "P"), ((2, 0), "C"), ((0, 1), "T"), ((1, 1), "T"), ((3, 2), "G"), ((3, 3), "H")),
     "4×4, 0 zombies and 2 trackers, C G, won in 2 steps whatever they do"),
])
def test_the_blurb_for_every_count(locations: tuple[tuple[tuple[int, int], str], ...], blurb: str) -> None:
    made = GeneratedMap("easy", 1, locations, 4, SafeLine(("D", "S"), 3, 2), 0)
    assert made.blurb == blurb


def test_rows_reading_order_and_open_squares() -> None:
    locations = {(2, 1): "H", (0, 2): "Z", (1, 0): "P", (0, 1): "G"}
    ordered = reading_order(locations)
    assert ordered == (((1, 0), "P"), ((0, 1), "G"), ((2, 1), "H"), ((0, 2), "Z"))
    assert GeneratedMap("easy", 0, ordered, 3, SafeLine((), 99, 0), 0).rows == [" P ", "G H", "Z  "]
    assert _open_squares(3, locations, {(1, 1), (2, 2)}) == [(0, 0), (2, 0), (1, 2)]


def test_an_unknown_difficulty_and_bounds_no_map_meets(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(KeyError):
        generate_level("nightmare", 1)
    monkeypatch.setitem(DIFFICULTIES, "impossible", Difficulty(size=8, zombies=2, trackers=0, garlic=1, crossbows=0,
                                                               min_steps=99, max_closest=4))
    with pytest.raises(RuntimeError) as raised:
        generate_level("impossible", 1)
    assert str(raised.value) == "no impossible map within its bounds after 100 attempts (seed 1)"
    assert generated.MAX_ATTEMPTS == 100


def test_every_search_while_generating_keeps_to_the_generators_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A map not proven within PROOF_STATES is not kept (generated.py): each of the proof's searches is given that
    budget, the first line of a map and every try of a zombie's square alike (no generated map so far needs more
    than the budget, so only the searches themselves can show it)."""
    budgets: list[int | None] = []
    real_search = generated.safe_line

    def recorded(*args: object, **options: int) -> SafeLine | None:
        budgets.append(options.get("max_states"))
        return real_search(*args, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(generated, "safe_line", recorded)
    generate_level("hard", 3)
    assert len(budgets) > 1 and set(budgets) == {generated.PROOF_STATES} and generated.PROOF_STATES == 5_000
