"""A full-screen End of DayZ game exported to the original program's input: plain mode, given the exported
--seed and lines, reaches the very state the screen's model reached (the zombies' random source included)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade import cli
from arcade.games.dayz import plain
from arcade.games.dayz.export import plain_run
from arcade.games.dayz.model import LOSE_MESSAGE, WIN_MESSAGE, AdvancedGame
from arcade.games.dayz.replay import UNDO_ACTION, outbreak_state, state_to_json
from arcade.games.dayz.screen import DayzScreen
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.dayz.test_properties import maps
from tests.shell_session import ShellSession
from tests.transcripts import typed_lines

GAME = find_game("dayz")
LEVELS = {level.name: level.path for level in bundled_levels(GAME) if level.path is not None}
KEYS = st.sampled_from(["w", "a", "s", "d", "w", "a", "s", "d", ".", "u", "U", "f", "fw", "fa", "fs", "fd"])
"""Moves, waits, undos, redos, the fire key alone (the next key lowers the crossbow unless it is a direction) and
shots.
None of them is a key of an end dialog but u (Undo after a loss), so the game stays on its screen."""


def screen_game(data: Path, level: Path, seed: int, keys: list[str]) -> DayzScreen:
    """Play keys on a map in the full-screen shell (in-process), the guard off, ARCADE_SEED set to seed."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(SEED_VARIABLE, str(seed))
        session = ShellSession(GAME, level, Store(data / DATABASE_FILE))
    session.press("g", *"".join(keys))
    screen = session.app.current
    assert isinstance(screen, DayzScreen)
    return screen


def plain_game(arguments: list[str], stdin: str) -> tuple[AdvancedGame, str, bool]:
    """Run `arcade --plain dayz ARGUMENTS` in-process on this input: the game it played, what it printed, and
    whether its input ended before the game did."""
    played: list[AdvancedGame] = []

    class Kept(AdvancedGame):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]
            played.append(self)

    ended_early = False
    with pytest.MonkeyPatch.context() as patch, typed_lines(stdin, echo_prompts=True) as output:
        patch.setattr(plain, "AdvancedGame", Kept)
        try:
            assert plain.main(arguments) == 0
        except EOFError:
            ended_early = True  # input() after the last line: the original reads EOF here
    (game,) = played
    return game, output.getvalue(), ended_early


def same_game(screen: DayzScreen, original: AdvancedGame) -> None:
    """The original's game is the screen's: the map in stepping order, the player, the steps, the end, and the
    zombies' random source where the next step will draw from."""
    assert outbreak_state(original, original.random_source) == outbreak_state(screen.model, screen.replay.rng)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(level=st.sampled_from(sorted(LEVELS)), seed=st.integers(0, 10**6), keys=st.lists(KEYS, max_size=40))
def test_exported_screen_games_replay_to_the_same_state_in_the_original(tmp_path: Path, level: str, seed: int,
                                                                        keys: list[str]) -> None:
    screen = screen_game(tmp_path / level / str(seed), LEVELS[level], seed, keys)
    arguments, stdin = plain_run(screen.play_record(), level, LEVELS[level])
    assert arguments == ["--seed", str(screen.replay.seed)] and stdin.startswith(f"{level}\n")
    original, printed, ended_early = plain_game(arguments, stdin)
    same_game(screen, original)
    assert printed.endswith(f"{WIN_MESSAGE}\n") == screen.model.has_won()
    assert printed.endswith(f"{LOSE_MESSAGE}\n") == (screen.model.has_lost() and not screen.model.has_won())
    assert ended_early == (not screen.finished)  # the original has no quit: a game in progress runs out of input


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=maps(), seed=st.integers(0, 10**6), keys=st.lists(KEYS, max_size=30))
def test_a_map_of_the_players_own_exports_by_its_path(tmp_path: Path, rows: list[str], seed: int,
                                                      keys: list[str]) -> None:
    level = tmp_path / f"own{seed}.txt"
    level.write_text("\n".join(rows), encoding="utf-8")
    screen = screen_game(tmp_path / str(seed), level, seed, keys)
    arguments, stdin = plain_run(screen.play_record(), level.stem, level)
    assert stdin.startswith(f"{level}\n")
    original, _printed, _ended = plain_game(arguments, stdin)
    same_game(screen, original)


def test_undone_turns_are_left_out_and_a_shot_is_f_then_its_direction(tmp_path: Path) -> None:
    level = tmp_path / "range.txt"
    level.write_text("\n".join(["PC   ", "     ", "     ", "     ", " T  H"]), encoding="utf-8")
    screen = screen_game(tmp_path, level, 1, ["s", "u", "d", ".", "f", "s"])
    assert screen.actions == [["move", "S"], UNDO_ACTION, ["move", "D"], ["wait"], ["fire", "S"]]
    arguments, stdin = plain_run(screen.play_record(), "range", level)
    assert stdin == f"{level}\nD\n\nF\nS\n"
    original, printed, ended_early = plain_game(arguments, stdin)
    same_game(screen, original)
    assert ended_early and "Direction to fire: " in printed


def test_what_the_original_cannot_replay_is_a_value_error(tmp_path: Path) -> None:
    level = LEVELS["basic2"]
    screen = screen_game(tmp_path, level, 3, ["s", "s"])
    record = screen.play_record()
    unseeded = {**record, "start": {**record["start"], "seed": None}}
    with pytest.raises(ValueError, match="seed"):
        plain_run(unseeded, "basic2", level)
    other_state = state_to_json(random.Random(7).getstate())
    with pytest.raises(ValueError, match="seed"):
        plain_run({**record, "start": {**record["start"], "random_state": other_state}}, "basic2", level)
    with pytest.raises(ValueError, match="undoes a turn never taken"):
        plain_run({**record, "actions": [UNDO_ACTION]}, "basic2", level)
    with pytest.raises(ValueError, match="not an End of DayZ turn"):
        plain_run({**record, "actions": [["jump"]]}, "basic2", level)


def test_arcade_export_prints_the_saved_game_and_plain_mode_draws_the_screens_map(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    level = LEVELS["basic2"]
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv(SEED_VARIABLE, "11")
    session = ShellSession(GAME, level, Store(data / DATABASE_FILE))
    session.press("g", "a", "s", ".", "u", "s", "q")  # leaving saves it
    record = session.store.saved_game("dayz", "basic2")
    assert record is not None
    seed = record.state["play"]["start"]["seed"]
    monkeypatch.setenv("ARCADE_DATA_DIR", str(data))
    assert cli.main(["export", "dayz", "basic2"]) == 0
    exported = capsys.readouterr()
    assert exported.out == "basic2\nA\nS\nS\n"  # the wait taken back is left out
    assert exported.err == f"# feed it to: arcade --plain dayz --seed {seed}\n"
    replay = subprocess.run([sys.executable, "-m", "arcade", "--plain", "dayz", "--seed", str(seed)],
                            input=exported.out, capture_output=True, text=True, timeout=60,
                            env={**os.environ, "ARCADE_DATA_DIR": str(data)})
    assert replay.returncode == 1 and replay.stderr.endswith("input ended before the game did\n")
    drawn = replay.stdout.split("Enter your next action: ")[-2].splitlines()[-11:-1]  # the last grid's rows
    resumed = ShellSession(GAME, level, Store(data / DATABASE_FILE))
    screen = resumed.app.current
    assert isinstance(screen, DayzScreen) and screen.model.get_steps() == 3
    tokens = screen.model.get_grid().serialize()
    assert drawn == ["#" + "".join(tokens.get((x, y), " ") for x in range(10)) + "#" for y in range(10)]


def test_a_shot_without_a_crossbow_is_f_alone(tmp_path: Path) -> None:
    """The screen never records a shot without a crossbow, but a hand-edited save can hold one: the original asks
    for no direction then (F is only its message and a step), so the export types F alone, and only a shot with
    the crossbow in hand is F then its direction."""
    level = tmp_path / "range.txt"
    level.write_text("\n".join(["PC   ", "     ", "     ", "     ", " T  H"]), encoding="utf-8")
    store = Store(tmp_path / DATABASE_FILE)
    record = {**screen_game(tmp_path, level, 1, []).play_record(),
              "actions": [["fire", "S"], ["move", "D"], ["fire", "S"], ["fire", "A"]]}
    store.save_game("dayz", "range", {"play": record, "path": str(level)}, "4 turns")  # as if edited by hand
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(SEED_VARIABLE, "1")
        resumed = ShellSession(GAME, level, store)
    screen = resumed.app.current
    assert isinstance(screen, DayzScreen) and "Resumed where you left" in resumed.text()
    assert screen.model.get_steps() == 4
    arguments, stdin = plain_run(record, "range", level)
    assert stdin == f"{level}\nF\nD\nF\nS\nF\nA\n"
    original, printed, ended_early = plain_game(arguments, stdin)
    same_game(screen, original)
    assert ended_early and printed.count("Direction to fire: ") == 2
    assert printed.count("You are not holding anything to fire!") == 1
