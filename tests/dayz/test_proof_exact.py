"""The DayZ proof pinned exactly on two hundred small maps (issue 31, mutation testing of the generators): the
property tests (test_proof_properties.py) check that what it proves is true; these check that it proves what it
did, as it did: each map's safe line, how close a zombie could come on it and the states the search expanded; the
same under a small budget and a short horizon; check_line on lines with waits and detours; and where Exposure
leaves a zombie harmless or within two and three squares. Then a few maps worked out by hand."""

from __future__ import annotations

import hashlib
import random

from arcade.games.dayz.model import EntityLocations
from arcade.games.dayz.proof import (
    NOWHERE,
    TURNS,
    WAIT,
    Exposure,
    SafeLine,
    _Map,
    check_line,
    safe_line,
)


def small_maps(count: int, seed: int) -> list[tuple[EntityLocations, int]]:
    """Maps of 3 to 7 squares a side: a player, a hospital, one to three zombies (trackers among them, at most two
    wandering ones) and up to two items, on distinct squares, drawn from a seeded random.Random."""
    rng = random.Random(seed)
    drawn = []
    for _ in range(count):
        size = rng.randint(3, 7)
        tokens = ["P", "H", *(rng.choice("ZZT") for _ in range(rng.randint(1, 3))),
                  *(rng.choice("GC") for _ in range(rng.randint(0, 2)))]
        if tokens.count("Z") > 2:
            tokens.remove("Z")
        squares = rng.sample([(x, y) for x in range(size) for y in range(size)], len(tokens))
        drawn.append((dict(zip(squares, tokens, strict=True)), size))
    return drawn


def figures(locations: EntityLocations, size: int, rng: random.Random) -> tuple[object, ...]:
    """What the proof says of a map: its safe line, the line under a budget of 30 states and a horizon one turn
    short, check_line on the line with a detour put in (or a random line), and Exposure on the map without its
    zombies."""
    line = safe_line(locations, size)
    budget = safe_line(locations, size, max_states=30)
    short = safe_line(locations, size, horizon=line.steps - 1) if line else None
    turns = tuple(rng.choice(TURNS) for _ in range(rng.randint(1, 2 * size)))
    if line is not None:  # the line with a wait, or a step there and back, put in somewhere
        at = rng.randint(0, line.steps - 1)
        turns = (*line.turns[:at], *rng.choice([(WAIT,), ("A", "D"), ("W", "S"), ("D", "A")]), *line.turns[at:])
    checked = check_line(locations, size, turns)
    exposure = None
    if line is not None:
        clear = {square: token for square, token in locations.items() if token not in "ZT"}
        seen = Exposure(clear, size, line.turns)
        exposure = (seen.open, [(seen.harmless((x, y)), seen.comes_within((x, y), 2), seen.comes_within((x, y), 3))
                                for x in range(size) for y in range(size)])
    return sorted(locations.items()), size, line, budget, short, turns, checked, exposure


def test_two_hundred_small_maps_are_proven_as_they_were() -> None:
    rng = random.Random(1)
    digest = hashlib.sha256()
    for locations, size in small_maps(200, 0):
        digest.update(repr(figures(locations, size, rng)).encode())
    assert digest.hexdigest() == "65076d474cddc2da130c9d1da38803e68444b002e4ad103f02527fd3741b5013"


def test_of_the_shortest_lines_one_through_the_garlic_then_the_most_items() -> None:
    assert safe_line({(0, 0): "P", (2, 2): "H", (1, 0): "G"}, 5) == SafeLine(("D", "D", "S", "S"), NOWHERE, 20)
    assert safe_line({(0, 0): "P", (2, 2): "H", (0, 1): "G"}, 5) == SafeLine(("S", "D", "D", "S"), NOWHERE, 20)
    assert safe_line({(0, 0): "P", (2, 2): "H", (0, 1): "C", (2, 1): "G"}, 5) == SafeLine(
        ("S", "D", "D", "S"), NOWHERE, 15)
    # garlic makes the way past the zombie's corner safe; without it there is no line
    assert safe_line({(0, 0): "P", (4, 4): "H", (4, 0): "Z"}, 5) is None
    assert safe_line({(0, 0): "P", (4, 4): "H", (4, 0): "Z", (0, 1): "G"}, 5) == SafeLine(
        ("S", "D", "D", "D", "D", "S", "S", "S"), NOWHERE, 99)


def test_how_close_trackers_come() -> None:
    assert safe_line({(0, 0): "P", (4, 0): "H", (2, 3): "T"}, 5) == SafeLine(("D",) * 4, 4, 19)
    assert safe_line({(0, 0): "P", (4, 0): "H", (0, 4): "T", (4, 4): "T"}, 5) == SafeLine(("D",) * 4, 5, 15)


def test_the_budget_and_the_horizon_at_their_edges() -> None:
    for locations in ({(0, 0): "P", (4, 0): "H", (2, 3): "T"}, {(0, 0): "P", (4, 4): "H", (4, 0): "Z", (0, 1): "G"}):
        line = safe_line(locations, 5)
        assert line is not None
        assert safe_line(locations, 5, max_states=line.expanded) == line
        assert safe_line(locations, 5, max_states=line.expanded - 1) is None
        at_the_horizon = safe_line(locations, 5, horizon=line.steps)
        assert at_the_horizon is not None and at_the_horizon.turns == line.turns
        assert safe_line(locations, 5, horizon=line.steps - 1) is None


def test_a_tracker_steps_onto_an_item_the_player_picked_up_and_not_onto_one_still_lying() -> None:
    """The crossbow (the second item in reading order) lies between the tracker and the player: while it lies there
    the tracker goes round it; once picked up (its bit set in `picked`) the tracker steps straight on."""
    tracked = _Map({(2, 4): "P", (4, 0): "H", (0, 0): "G", (2, 3): "C"}, 5)
    assert tracked.item_index == {(0, 0): 0, (2, 3): 1}
    for picked, steps in ((0b00, {(1, 2)}), (0b01, {(1, 2)}), (0b10, {(2, 3)}), (0b11, {(2, 3)})):
        assert tracked.tracker_steps((2, 2), (2, 4), picked, frozenset()) == steps
