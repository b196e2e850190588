"""Property tests: random maps played with random action streams keep the game's invariants."""

from __future__ import annotations

import io
import random
import sys
from contextlib import redirect_stdout, suppress
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade.errors import LevelError
from arcade.games.dayz.model import (
    DIRECTIONS,
    PLAYER,
    AdvancedGame,
    HoldingPlayer,
    fire,
    load_game_map,
    load_map,
    random_directions,
)
from arcade.games.dayz.plain import AdvancedTextInterface
from arcade.games.dayz.replay import Replay, Turn, outbreak_state

CELLS = st.sampled_from(" " * 12 + "ZZTGCH")
ACTIONS = st.sampled_from([*DIRECTIONS, "F", "w", "", "next move", "FW", "Q"])


@st.composite
def maps(draw: st.DrawFn) -> list[str]:
    """A square map with exactly one player and at least one hospital somewhere."""
    size = draw(st.integers(2, 9))
    cells = [draw(CELLS) for _ in range(size * size)]
    player, hospital = draw(st.lists(st.integers(0, size * size - 1), min_size=2, max_size=2, unique=True))
    cells[player], cells[hospital] = "P", "H"
    return ["".join(cells[row * size:(row + 1) * size]) for row in range(size)]


def write(tmp_path: Path, rows: list[str]) -> Path:
    path = tmp_path / "random.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    return path


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=maps(), seed=st.integers(0, 10**6),
       actions=st.lists(st.tuples(ACTIONS, st.sampled_from([*DIRECTIONS, "X"])), max_size=80))
def test_random_play_keeps_one_player_and_sane_lifetimes(tmp_path: Path, rows: list[str], seed: int,
                                                        actions: list[tuple[str, str]]) -> None:
    game = AdvancedGame(load_game_map(write(tmp_path, rows)), random.Random(seed))
    for action, direction in actions:
        if game.has_won() or game.has_lost():
            break
        if action == "F":
            fire(game, direction)
        elif action in DIRECTIONS:
            offset = game.direction_to_offset(action)
            assert offset is not None
            game.move_player(offset)
        game.step()
        serialized = game.get_grid().serialize()
        if not game.has_won():
            assert list(serialized.values()).count(PLAYER) == 1
        player = game.get_player()
        assert isinstance(player, HoldingPlayer)
        assert all(0 < item.get_lifetime() <= item.get_durability() for item in player.get_inventory().get_items())
        size = game.get_grid().get_size()
        assert all(0 <= x < size and 0 <= y < size for x, y in serialized)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=maps(), seed=st.integers(0, 1000), typed=st.lists(ACTIONS, max_size=40))
def test_text_interface_survives_any_typed_lines(tmp_path: Path, rows: list[str], seed: int,
                                                 typed: list[str]) -> None:
    game = AdvancedGame(load_game_map(write(tmp_path, rows)), random.Random(seed))
    stdin = sys.stdin
    sys.stdin = io.StringIO("".join(line + "\n" for line in typed))
    try:
        with redirect_stdout(io.StringIO()), suppress(EOFError):
            AdvancedTextInterface(game.get_grid().get_size()).play(game)
    finally:
        sys.stdin = stdin


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(alphabet=st.sampled_from("PHZTGCX \n\r\t#é"), max_size=60))
def test_map_checker_accepts_or_explains_any_text(tmp_path: Path, text: str) -> None:
    path = tmp_path / "any.txt"
    path.write_text(text, encoding="utf-8", newline="")
    try:
        grid = load_game_map(path)
    except LevelError as error:
        assert str(path) in str(error) and "\n" not in str(error)
        return
    locations, size = load_map(str(path))
    assert grid.get_size() == size and len(grid.serialize()) == len(locations)
    assert list(grid.serialize().values()).count(PLAYER) == 1


TURNS = st.builds(Turn, st.sampled_from(["move", "move", "wait", "fire"]), st.sampled_from(DIRECTIONS))


def fingerprint(game: AdvancedGame, replay: Replay) -> tuple[object, ...]:
    """Everything that decides what happens next: the entities in stepping order, the steps, what the player
    holds and for how long, infection, and the random source's state."""
    player = game.get_player()
    held = repr(player.get_inventory().get_items()) if isinstance(player, HoldingPlayer) else None
    infected = player.is_infected() if isinstance(player, HoldingPlayer) else None
    return (list(game.get_grid().serialize().items()), game.get_steps(), held, infected, replay.rng.getstate())


def played(rows: list[str], tmp_path: Path, seed: int, turns: list[Turn]) -> tuple[AdvancedGame, Replay]:
    """A fresh game of this map on this seed after these turns (stopping at its end, as play does)."""
    grid = load_game_map(write(tmp_path, rows))
    replay = Replay(grid.serialize(), grid.get_size(), random.Random(seed))
    game = replay.fresh_game()
    for turn in turns:
        if game.has_won() or game.has_lost():
            break
        replay.play(game, turn)
    return game, replay


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=maps(), seed=st.integers(0, 10**6), turns=st.lists(TURNS, max_size=40), data=st.data())
def test_undo_k_times_is_the_replay_of_the_prefix_and_replaying_on_repeats_the_zombies(
        tmp_path: Path, rows: list[str], seed: int, turns: list[Turn], data: st.DataObject) -> None:
    game, replay = played(rows, tmp_path, seed, turns)
    taken = list(replay.turns)
    end = fingerprint(game, replay)
    undos = data.draw(st.integers(0, len(taken)), label="undos")
    for _ in range(undos):
        game = replay.undo()
    prefix_game, prefix_replay = played(rows, tmp_path, seed, taken[:len(taken) - undos])
    assert fingerprint(game, replay) == fingerprint(prefix_game, prefix_replay)
    assert not replay.can_undo() or undos < len(taken)
    for turn in taken[len(taken) - undos:]:  # the same turns again: the zombies move exactly as they did
        replay.play(game, turn)
    assert fingerprint(game, replay) == end


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=maps(), seed=st.integers(0, 10**6), turns=st.lists(TURNS, max_size=30),
       undone=st.lists(TURNS, min_size=1, max_size=6), after=st.lists(TURNS, max_size=10))
def test_after_undos_the_game_and_its_next_draws_are_a_twins_that_never_took_the_undone_turns(
        tmp_path: Path, rows: list[str], seed: int, turns: list[Turn], undone: list[Turn], after: list[Turn]) -> None:
    game, replay = played(rows, tmp_path, seed, turns)
    twin, twin_replay = played(rows, tmp_path, seed, turns)
    taken = 0
    for turn in undone:
        if game.has_won() or game.has_lost():
            break
        replay.play(game, turn)
        taken += 1
    for _ in range(taken):
        game = replay.undo()
    assert replay.undos == taken and replay.turns == twin_replay.turns
    assert outbreak_state(game, replay.rng) == outbreak_state(twin, twin_replay.rng)
    assert [random_directions(replay.rng) for _ in range(6)] == [random_directions(twin_replay.rng) for _ in range(6)]
    for turn in after:  # and both play on alike, whatever is done next
        if game.has_won() or game.has_lost():
            break
        replay.play(game, turn)
        twin_replay.play(twin, turn)
        assert outbreak_state(game, replay.rng) == outbreak_state(twin, twin_replay.rng)
