"""Property tests of the DayZ proof (proof.py) on small random maps: a line it accepts wins in the real model
however every step goes (every way followed, tests/dayz/outbreaks.py); safe_line finds a line exactly when a
plain state-by-state search does, as short; Exposure says exactly where a wandering zombie leaves a line
proven, and how close it comes."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from arcade.games.dayz.model import DIRECTION_OFFSETS, EntityLocations
from arcade.games.dayz.proof import (
    TURNS,
    WAIT,
    WON,
    Exposure,
    SafeLine,
    _start,
    _take_turn,
    check_line,
    safe_line,
)
from tests.dayz.outbreaks import TooManyOutbreaks, every_outbreak_loss


@st.composite
def small_maps(draw: st.DrawFn, zombies: str = "ZZT") -> tuple[EntityLocations, int]:
    """A map of 3 to 6 squares a side: a player, a hospital, one to three of these zombies (at most two
    wandering ones: each multiplies the ways a step can go by four), garlic and a crossbow, on distinct squares."""
    size = draw(st.integers(3, 6))
    tokens = ["P", "H", *draw(st.lists(st.sampled_from(zombies), min_size=1, max_size=3)),
              *draw(st.lists(st.sampled_from("GC"), max_size=2))]
    if tokens.count("Z") > 2:
        tokens.remove("Z")
    squares = draw(st.lists(st.tuples(st.integers(0, size - 1), st.integers(0, size - 1)),
                            min_size=len(tokens), max_size=len(tokens), unique=True))
    return dict(zip(squares, tokens, strict=True)), size


def straight_to_hospital(locations: EntityLocations, size: int, prefix: list[str]) -> tuple[str, ...] | None:
    """The prefix's turns, then across and down (or up) to the hospital; None if the prefix leaves the grid or
    passes the hospital."""
    (x, y), = (square for square, token in locations.items() if token == "P")
    (hx, hy), = (square for square, token in locations.items() if token == "H")
    for turn in prefix:
        dx, dy = DIRECTION_OFFSETS.get(turn, (0, 0))
        x, y = x + dx, y + dy
        if not (0 <= x < size and 0 <= y < size) or (x, y) == (hx, hy):
            return None
    return (*prefix, *(["D" if hx > x else "A"] * abs(hx - x)), *(["S" if hy > y else "W"] * abs(hy - y)))


def never_lost(locations: EntityLocations, size: int, turns: tuple[str, ...]) -> bool:
    """Whether the line wins in the real model however every step goes (True when that is too much to follow)."""
    try:
        return every_outbreak_loss(locations, size, turns, cap=200) is None
    except TooManyOutbreaks:
        return True


GARLIC_RUNS_OUT = ({(0, 0): "P", (1, 0): "G", (2, 0): "H", (4, 4): "Z"}, 5)
"""Garlic picked up on the first turn, then waits next to the hospital: the garlic protects while its lifetime
is over 1 (model.holds_lasting_garlic). Eight waits are safe; on a ninth it is 1: the player's step wears it
out before a zombie that has moved (and so steps after the player) strikes, so a proof trusting it then is wrong."""
WAITS_WITH_GARLIC = ["D", *[WAIT] * 9]
PAST_THE_ZOMBIE = ({(0, 1): "P", (4, 1): "H", (2, 2): "Z"}, 5)
"""The straight line passes next to where the zombie starts: only a line round it (if any) is safe."""

BLOCKED_TRACKER = ({(3, 3): "P", (4, 0): "H", (2, 4): "Z", (0, 3): "T", (2, 0): "T"}, 5)
"""A tracker's way can be blocked by where the wandering zombie could be, sending it another way: a proof that
took only the trackers as blockers (found by a search with that bug planted) let it strike on the third turn."""


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@example(drawn=GARLIC_RUNS_OUT, prefix=WAITS_WITH_GARLIC)
@example(drawn=GARLIC_RUNS_OUT, prefix=WAITS_WITH_GARLIC[:-1])
@example(drawn=PAST_THE_ZOMBIE, prefix=[])
@example(drawn=BLOCKED_TRACKER, prefix=[])
@given(drawn=small_maps(), prefix=st.lists(st.sampled_from(TURNS), max_size=8))
def test_a_line_the_proof_accepts_wins_however_every_step_goes(drawn: tuple[EntityLocations, int],
                                                               prefix: list[str]) -> None:
    locations, size = drawn
    found = safe_line(locations, size)
    if found is not None:
        assert check_line(locations, size, found.turns) == SafeLine(found.turns, found.closest, found.steps)
        assert never_lost(locations, size, found.turns)
    line = straight_to_hospital(locations, size, prefix)  # a line with waits and detours, checked as it is
    if line and check_line(locations, size, line) is not None:
        assert never_lost(locations, size, line)


def plain_search(locations: EntityLocations, size: int) -> int | None:
    """The length of the shortest safe line by a breadth-first search over single states, each turn taken with
    _take_turn (the old safe_line, with no budget), or None."""
    world, first, horizon = _start(locations, size, None)
    layer, seen = [first], {first}
    for t in range(horizon):
        following = []
        for state in layer:
            square = state[0]
            if t + abs(square[0] - world.hospital[0]) + abs(square[1] - world.hospital[1]) > horizon:
                continue
            for turn in TURNS:
                after, _near = _take_turn(world, t, state, turn)
                if after == WON:
                    return t + 1
                if isinstance(after, tuple) and after not in seen:
                    seen.add(after)
                    following.append(after)
        layer = following
    return None


@settings(max_examples=300, deadline=None)
@example(drawn=PAST_THE_ZOMBIE)
@given(drawn=small_maps("ZZTT"))
def test_safe_line_finds_a_line_exactly_when_a_plain_search_does_and_as_short(
        drawn: tuple[EntityLocations, int]) -> None:
    locations, size = drawn
    found = safe_line(locations, size)
    assert (found.steps if found else None) == plain_search(locations, size)


@settings(max_examples=100, deadline=None)
@given(drawn=small_maps("Z"), within=st.integers(2, 4))
def test_exposure_says_where_a_wandering_zombie_leaves_the_line_proven_and_how_close_it_comes(
        drawn: tuple[EntityLocations, int], within: int) -> None:
    locations, size = drawn
    clear = {square: token for square, token in locations.items() if token != "Z"}
    line = safe_line(clear, size)
    if line is None:
        return
    exposure = Exposure(clear, size, line.turns)
    for square in ((x, y) for x in range(size) for y in range(size) if (x, y) not in clear):
        checked = check_line({**clear, square: "Z"}, size, line.turns)
        assert exposure.harmless(square) == (checked is not None)
        if checked is not None:
            assert exposure.comes_within(square, within) == (checked.closest <= within)
