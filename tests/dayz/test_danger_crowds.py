"""The danger overlay in crowds: maps packed with trackers (whose steps draw nothing, so every outcome is cheap to
try) and at most one wandering zombie, where zombies block, free and follow each other within one step. The
overlay must be exactly the squares some outcome of the turn reaches, as the brute force in test_danger finds."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from arcade.games.dayz import danger
from arcade.games.dayz.danger import danger_squares
from arcade.games.dayz.model import AdvancedGame, Crossbow, HoldingPlayer, load_game_map
from arcade.games.dayz.replay import Turn, play_turn
from tests.dayz.test_danger import EVERY_TURN, every_square_reached


@pytest.fixture(autouse=True)
def steps_worked_out_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """The zombies' steps are kept across calls (by what each zombie sees); start from none, so that the steps are
    worked out here and not only read back from what earlier tests left."""
    monkeypatch.setattr(danger, "_known_steps", {})


@st.composite
def crowds(draw: st.DrawFn) -> list[str]:
    """A map of 3×3 to 5×5 with a player, a hospital, one wandering zombie at most and up to nine trackers."""
    size = draw(st.integers(3, 5))
    squares = size * size
    count = min(squares, draw(st.integers(4, 11)))
    places = draw(st.lists(st.integers(0, squares - 1), min_size=count, max_size=count, unique=True))
    tokens = ["P", "H", *draw(st.lists(st.sampled_from("TTTTTZG "), min_size=count - 2, max_size=count - 2))]
    if tokens.count("Z") > 1:
        tokens = [token if token != "Z" or index == tokens.index("Z") else "T" for index, token in enumerate(tokens)]
    cells = [" "] * squares
    for place, token in zip(places, tokens, strict=True):
        cells[place] = token
    return ["".join(cells[row * size:(row + 1) * size]) for row in range(size)]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=crowds(), armed=st.booleans(), turns=st.lists(st.sampled_from(EVERY_TURN), max_size=3))
@example(rows=["TTT", "TPT", "TTH"], armed=False, turns=[])
@example(rows=["PHZTT", "    T", "     ", "     ", "     "], armed=False, turns=[])  # what a zombie frees
@example(rows=["TT T", "T TP", "TT  ", "ZT H"], armed=True, turns=[])
@example(rows=["T T ", " TPT", "TT  ", "  TH"], armed=False, turns=[EVERY_TURN[0]])
@example(rows=[" HTT", "TTT ", "TG P", "ZT  "], armed=True, turns=[])  # what a zombie steps onto stays taken
@example(rows=[" TT ", "T ZT", " TT ", "HPT "], armed=True, turns=[])  # the first single ways let zombies step
@example(rows=["THT", "T P", "  T"], armed=False, turns=[])  # a zombie with nowhere to go stays put
@example(rows=[" P   ", "H    ", " Z   ", " T  T", "    G"], armed=True, turns=[])  # a strike leaves it where it is
@example(rows=[" TZ T", " T   ", "  T T", "    H", " T TP"], armed=True, turns=[])  # a tracker's view has the player
@example(rows=["    T", "P    ", " T  H", "    T", "ZT   "], armed=False, turns=[Turn("fire", "W")])  # player in view
@example(rows=["TZT ", "T PT", " TH ", " TG "], armed=True, turns=[])  # the squares a later zombie sees are kept
@example(rows=["   PH", "   TC", "Z    ", "  GZT", "   T "], armed=False, turns=[])  # a square left empty is kept
@example(rows=[" HT", "TZT", "PTT"], armed=False, turns=[])  # every free square next to a zombie counts
def test_the_overlay_in_a_crowd_is_exactly_where_the_zombies_can_step(tmp_path: Path, rows: list[str], armed: bool,
                                                                      turns: list[Turn]) -> None:
    path = tmp_path / "crowd.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    game = AdvancedGame(load_game_map(path), random.Random(3))
    player = game.get_player()
    if armed and isinstance(player, HoldingPlayer):
        player.get_inventory().add_item(Crossbow())
    for turn in turns:
        if game.has_won() or game.has_lost():
            break
        play_turn(game, turn)
    if game.has_won() or game.has_lost():
        assert danger_squares(game) == set()
    else:
        assert danger_squares(game) == every_square_reached(game)
