"""The danger overlay's squares (danger.py) against the model's whole turn: play_turn (the player's half, then
Game.step with every zombie in order) run on copies of the game for every answer the random source could give."""

from __future__ import annotations

import copy
import random
from itertools import permutations, product
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from arcade.games.dayz.danger import danger_squares, every_outcome
from arcade.games.dayz.model import (
    DIRECTIONS,
    ZOMBIES,
    AdvancedGame,
    Crossbow,
    HoldingPlayer,
    Position,
    load_game_map,
)
from arcade.games.dayz.replay import Turn, play_turn

EVERY_TURN = [Turn("wait"), *(Turn(kind, direction) for kind in ("move", "fire") for direction in DIRECTIONS)]
"""Every turn a player can take (a shot without a crossbow is a wait, as far as the zombies can tell)."""


class FixedDraws:
    """A random source answering its i-th `sample` call with the choices[i]-th of the orders it could return
    (the first beyond the choices), noting how many orders each call had."""

    def __init__(self, choices: tuple[int, ...] = ()) -> None:
        self.choices = choices
        self.options: list[int] = []

    def sample(self, population: list[tuple[int, int]], k: int) -> list[tuple[int, int]]:
        orders = list(permutations(population, k))
        call = len(self.options)
        self.options.append(len(orders))
        return list(orders[self.choices[call] if call < len(self.choices) else 0])


class StrikeRecorder(HoldingPlayer):
    """The player, noting every strike a zombie makes on them (garlic or not)."""

    strikes = 0

    def infect(self) -> None:
        self.strikes += 1
        super().infect()


def squares_reached(game: AdvancedGame, turn: Turn, choices: tuple[int, ...]) -> tuple[set[Position], list[int]]:
    """Play the turn on a copy of the game with these answers of the random source: the squares a zombie stepped
    onto or struck the player on, and how many answers each draw could have had."""
    source = FixedDraws(choices)
    twin = copy.deepcopy(game, {id(game.random_source): source})
    player = twin.get_player()
    assert player is not None
    player.__class__ = StrikeRecorder
    zombies = {id(entity): square for square, entity in twin.get_grid().get_mapping().items()
               if entity.display() in ZOMBIES}
    play_turn(twin, turn)
    reached = {square for square, entity in twin.get_grid().get_mapping().items()
               if id(entity) in zombies and zombies[id(entity)] != square}
    if isinstance(player, StrikeRecorder) and player.strikes:
        square = twin.get_grid().find_player()
        assert square is not None
        reached.add(square)
    return reached, source.options


def squares_after(game: AdvancedGame, turn: Turn) -> set[Position]:
    """The squares a zombie steps onto or strikes after this turn, over every answer of every draw."""
    reached: set[Position] = set()
    _, options = squares_reached(game, turn, ())
    for choices in product(*(range(count) for count in options)):
        squares, counted = squares_reached(game, turn, choices)
        assert counted == options  # every zombie draws once whatever the others drew
        reached |= squares
    return reached


def every_square_reached(game: AdvancedGame) -> set[Position]:
    """The squares a zombie steps onto or strikes, over every turn and every answer of every draw."""
    return set().union(*(squares_after(game, turn) for turn in EVERY_TURN))


@st.composite
def crowded_maps(draw: st.DrawFn) -> list[str]:
    """A small map with a player, a hospital, up to two wandering zombies (each draw multiplies the answers to
    try by 24), up to three trackers and some pickups, packed closely so that zombies get in each other's way."""
    size = draw(st.integers(2, 5))
    squares = size * size
    count = min(squares, draw(st.integers(2, 9)))
    cells = [" "] * squares
    places = draw(st.lists(st.integers(0, squares - 1), min_size=count, max_size=count, unique=True))
    tokens = ["P", "H", *draw(st.lists(st.sampled_from("ZTTTGC"), min_size=count - 2, max_size=count - 2))]
    wanderers = 0
    for place, token in zip(places, tokens, strict=True):
        if token == "Z":
            wanderers += 1
            if wanderers > 2:
                token = "T"
        cells[place] = token
    return ["".join(cells[row * size:(row + 1) * size]) for row in range(size)]


def game_of(tmp_path: Path, rows: list[str], seed: int = 0) -> AdvancedGame:
    path = tmp_path / "map.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    return AdvancedGame(load_game_map(path), random.Random(seed))


ONLY_THE_MOVE_UP = ["ZG ", " P ", "  H"]
"""Only the move up onto the garlic puts the garlic's square in danger: the zombie may strike the player there."""
ONLY_A_WAIT = ["    ", " TP ", " TT ", "  H "]
"""Only a wait puts (0, 2) in danger: the lower left tracker, hemmed in, steps left; every move sends it elsewhere."""
ONLY_THE_SHOT_UP = ["ZT ", "  H", "GP "]
"""Only the shot up puts (1, 0) in danger: it takes the tracker away, and the zombie may step where it stood."""


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@example(rows=ONLY_THE_MOVE_UP, armed=False, seed=0, earlier=[])
@example(rows=ONLY_A_WAIT, armed=False, seed=0, earlier=[])
@example(rows=ONLY_THE_SHOT_UP, armed=True, seed=0, earlier=[])
@given(rows=crowded_maps(), armed=st.booleans(), seed=st.integers(0, 1000),
       earlier=st.lists(st.sampled_from(EVERY_TURN), max_size=4))
def test_the_overlay_is_exactly_where_the_zombies_can_step(tmp_path: Path, rows: list[str], armed: bool, seed: int,
                                                           earlier: list[Turn]) -> None:
    game = game_of(tmp_path, rows, seed)
    player = game.get_player()
    if armed and isinstance(player, HoldingPlayer):
        player.get_inventory().add_item(Crossbow())
    for turn in earlier:  # a few turns first, so zombies stand in the grid's order as play leaves it
        if game.has_won() or game.has_lost():
            break
        play_turn(game, turn)
    state = game.random_source.getstate()  # type: ignore[attr-defined]
    squares = danger_squares(game)
    assert game.random_source.getstate() == state  # type: ignore[attr-defined]  # no draw taken from the game
    if game.has_won() or game.has_lost():
        assert squares == set()
    else:
        assert squares == every_square_reached(game)


def test_a_square_a_zombie_leaves_is_in_reach_of_the_zombie_stepping_after_it(tmp_path: Path) -> None:
    # The zombie at (0, 0) steps first and can only go down; the one at (1, 0) may then step into (0, 0).
    game = game_of(tmp_path, ["ZZ ", "   ", "H P"])
    assert Position(0, 0) in danger_squares(game)
    # The other way round: a moved entity steps last, so once the zombie at (0, 0) steps after the one at (1, 0),
    # (1, 0) can be left free for it, and nothing can step into (0, 0).
    grid = game.get_grid()
    grid.move_entity(Position(0, 0), Position(0, 1))
    grid.move_entity(Position(0, 1), Position(0, 0))
    squares = danger_squares(game)
    assert Position(1, 0) in squares and Position(0, 0) not in squares


def test_a_tracker_is_in_reach_of_where_it_heads_whatever_the_player_does(tmp_path: Path) -> None:
    game = game_of(tmp_path, [" P H", "    ", " T  ", "    "])
    # A wait or a move right: it heads up; a move left: left (ties go W, S, N, E); a move down: it strikes there.
    assert danger_squares(game) == {Position(1, 1), Position(0, 2)}


def test_every_outcome_tries_each_sequence_of_answers_once() -> None:
    def two_draws(source: object) -> tuple[tuple[int, int], ...]:
        assert hasattr(source, "sample")
        first = source.sample([(0, 1), (1, 0)], 2)
        second = source.sample([(0, 1), (1, 0), (0, -1)], 1)
        return (*first, *second)

    outcomes = every_outcome(two_draws)
    assert len(outcomes) == 2 * 3 == len(set(outcomes))


@pytest.mark.parametrize(("rows", "armed", "only", "square"), [
    (ONLY_THE_MOVE_UP, False, Turn("move", "W"), Position(1, 0)),
    (ONLY_A_WAIT, False, Turn("wait"), Position(0, 2)),
    (ONLY_THE_SHOT_UP, True, Turn("fire", "W"), Position(1, 0)),
], ids=["move up", "wait", "shot up"])
def test_a_square_only_one_turn_puts_in_danger_is_on_the_overlay(tmp_path: Path, rows: list[str], armed: bool,
                                                                 only: Turn, square: Position) -> None:
    """Every turn counts, the first ones too: the wait, the first move and the first shot each put a square in
    danger that no other turn does, and the overlay shows it."""
    game = game_of(tmp_path, rows)
    player = game.get_player()
    if armed and isinstance(player, HoldingPlayer):
        player.get_inventory().add_item(Crossbow())
    turns = [turn for turn in EVERY_TURN if armed or turn.kind != "fire"]
    for turn in turns:
        assert (square in squares_after(game, turn)) == (turn == only), turn
    assert square in danger_squares(game)
