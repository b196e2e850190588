"""`arcade export --cast`: a kept game as an asciinema v2 recording, read back as a player's terminal would: the header
is valid, time never goes backwards, and the output fed through pyte ends on the screen the game was left on."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from itertools import pairwise
from pathlib import Path
from typing import Any

import pyte
import pytest
import urwid
from pyte.graphics import FG_BG_256

from arcade.kept_games import KeptGame, kept_game
from arcade.levels import bundled_levels, find_level
from arcade.randomness import SEED_VARIABLE
from arcade.registry import GAMES, find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.cast import STEP_CAP, STEP_FLOOR, CastSettings, cast_step, record_cast, sgr
from arcade.ui.palette import PALETTE
from arcade.ui.play_clock import UNTIMED_STEP
from arcade.ui.widgets import StatusBar
from tests.shell_session import ShellSession

SOKOBAN = find_game("sokoban")
WINNING_KEYS = list("dssasdddsdw")
"""A win on maze1 (First Push) in 11 moves (tests/sokoban/test_export_refusals.py)."""
HEADER_KEYS = {"version", "width", "height", "timestamp", "env", "title"}
SIZE = (80, 24)


def read_cast(text: str) -> tuple[dict[str, Any], list[tuple[float, str]]]:
    """The cast's header and its output events, checked as asciinema reads them: a v2 header of the terminal's
    size, its env and title, then [time, "o", text] lines whose times start at 0 and never go backwards."""
    lines = text.splitlines()
    header = json.loads(lines[0])
    assert set(header) == HEADER_KEYS and header["version"] == 2
    assert all(isinstance(header[key], int) and header[key] > 0 for key in ("width", "height", "timestamp"))
    assert set(header["env"]) == {"TERM", "SHELL"} and all(isinstance(v, str) for v in header["env"].values())
    assert isinstance(header["title"], str) and header["title"]
    events = []
    for line in lines[1:]:
        at, kind, output = json.loads(line)
        assert isinstance(at, int | float) and kind == "o" and isinstance(output, str)
        assert not events or at >= events[-1][0], f"time went back: {at} after {events[-1][0]}"
        events.append((float(at), output))
    assert events and events[0][0] == 0
    return header, events


def played_back(text: str) -> pyte.Screen:
    """A terminal of the cast's size after every event of it."""
    header, events = read_cast(text)
    screen = pyte.Screen(header["width"], header["height"])
    stream = pyte.Stream(screen)
    for _at, output in events:
        stream.feed(output)
    return screen


def without_status(lines: list[str]) -> list[str]:
    """The screen above the status bar (where a cast says what it plays back, the game its message), Pokémon's
    time in whole seconds left out: the store keeps a play's time, not each action's, so the cast's timer runs at
    the play's average pace and may be a second off the live one (test_pokemons_timer_reads_the_time_…)."""
    return [re.sub(r"Time: \d+ s", "Time: _ s", line.rstrip()) for line in lines[:-StatusBar.ROWS]]


def cast_of(data: Path, game_id: str, level: str, settings: CastSettings | None = None) -> str:
    store = Store(data / DATABASE_FILE)
    game = find_game(game_id)
    return record_cast(store, game, kept_game(store, game, level), settings or CastSettings())


def win_maze1(data: Path) -> ShellSession:
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze1"), Store(data / DATABASE_FILE), size=SIZE)
    session.press(*WINNING_KEYS)
    assert session.app.current.model.has_won()
    return session


def test_the_cast_of_a_won_sokoban_level_replays_in_pyte_to_the_winning_screen(tmp_path: Path) -> None:
    win_maze1(tmp_path)
    watching = ShellSession(None, None, Store(tmp_path / DATABASE_FILE), size=SIZE)
    watching.app.watch_best(SOKOBAN, find_level(SOKOBAN, "maze1"))
    for _ in WINNING_KEYS:
        watching.app.watcher.step_now()
    winning = watching.lines()
    assert any("Goals filled: 1/1" in line for line in winning)

    terminal = played_back(cast_of(tmp_path, "sokoban", "maze1"))
    assert without_status(terminal.display) == without_status(winning)
    assert terminal.display[-2].strip() == "That was the best game: 11 moves."


@pytest.mark.parametrize("game_id", [game.id for game in GAMES])
def test_every_game_casts_its_saved_game_to_the_screen_it_was_left_on(tmp_path: Path, game_id: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "2")  # the same Pokémon board every run
    game = find_game(game_id)
    level_name, keys = game.sample_play  # the registry entry's level and keys leaving a game in progress
    session = ShellSession(game, find_level(game, level_name), Store(tmp_path / DATABASE_FILE), size=SIZE)
    session.press(*keys)
    left_on = session.lines()
    session.press("q")  # leaving saves it
    assert Store(tmp_path / DATABASE_FILE).saved_game(game_id, level_name) is not None

    terminal = played_back(cast_of(tmp_path, game_id, level_name))
    assert without_status(terminal.display) == without_status(left_on)
    assert terminal.display[-2].strip().startswith(f"The saved game of {find_level(game, level_name).title} so far")


def test_every_game_declares_a_sample_play_for_the_cast_tests() -> None:
    """The cast test plays each game's registry entry's sample_play: a bundled level and at least one key."""
    for game in GAMES:
        level_name, keys = game.sample_play
        assert keys and find_level(game, level_name).name == level_name, f"{game.id} declares no sample_play"


def test_a_cast_records_and_saves_nothing(tmp_path: Path) -> None:
    win_maze1(tmp_path)
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze2"), Store(tmp_path / DATABASE_FILE), size=SIZE)
    session.press("right", "q")

    def tables() -> list[list[tuple[Any, ...]]]:
        with sqlite3.connect(tmp_path / DATABASE_FILE) as database:
            return [database.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
                    for table in ("played", "saves", "preferences")]

    before = tables()
    cast_of(tmp_path, "sokoban", "maze1")
    cast_of(tmp_path, "sokoban", "maze2")
    assert tables() == before


def cell(screen: pyte.Screen, text: str) -> pyte.screens.Char:
    """The first cell showing this character."""
    for row in range(screen.lines):
        for column in range(screen.columns):
            if screen.buffer[row][column].data == text:
                return screen.buffer[row][column]
    raise AssertionError(f"no {text!r} on the screen")


WALL = next(entry for entry in PALETTE if entry[0] == "wall")


def test_the_colours_are_the_palettes_in_256_colours(tmp_path: Path) -> None:
    win_maze1(tmp_path)
    wall = cell(played_back(cast_of(tmp_path, "sokoban", "maze1")), "▒")
    spec = urwid.AttrSpec(WALL[4], WALL[5], 256)
    assert (wall.fg, wall.bg) == (FG_BG_256[spec.foreground_number], FG_BG_256[spec.background_number])


def test_the_colours_are_the_palettes_in_16_colours(tmp_path: Path) -> None:
    win_maze1(tmp_path)
    text = cast_of(tmp_path, "sokoban", "maze1", CastSettings(80, 24, 16))
    assert read_cast(text)[0]["env"]["TERM"] == "xterm"
    wall = cell(played_back(text), "▒")
    assert (wall.fg, wall.bg) == ("brightblack", "white")  # dark gray on light gray, as the palette says


def test_monochrome_draws_the_palettes_monochrome_column(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    win_maze1(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    terminal = played_back(cast_of(tmp_path, "sokoban", "maze1", CastSettings.from_options(None, None)))
    assert all(char.fg == "default" and char.bg == "default" for line in terminal.buffer.values()
               for char in line.values())
    assert cell(terminal, "▒").reverse  # the wall's monochrome setting: standout


@pytest.mark.parametrize(("foreground", "background", "colors", "expected"), [
    ("light red,bold", "dark blue", 16, "\x1b[0;1;91;44m"),
    ("black", "light gray", 16, "\x1b[0;30;47m"),
    ("#fd0,bold", "#236", 256, "\x1b[0;1;38;5;220;48;5;23m"),
    ("default", "default", 256, "\x1b[0m"),
    ("white,underline", "default", 1, "\x1b[0;4m"),
])
def test_sgr_sets_the_attributes_settings_then_its_colours(foreground: str, background: str, colors: int,
                                                           expected: str) -> None:
    assert sgr(urwid.AttrSpec(foreground, background, 256 if colors == 256 else 16), colors) == expected


def test_the_pace_is_the_plays_average_step_between_its_floor_and_its_cap() -> None:
    assert cast_step(None, 10) == UNTIMED_STEP
    assert cast_step(5.0, 10) == 0.5
    assert cast_step(3600.0, 10) == STEP_CAP  # a game left idle for an hour
    assert cast_step(0.01, 10) == STEP_FLOOR


def test_the_casts_steps_follow_the_kept_time_on_screen_capped(tmp_path: Path) -> None:
    win_maze1(tmp_path)
    store = Store(tmp_path / DATABASE_FILE)
    kept = kept_game(store, SOKOBAN, "maze1")
    for seconds, step in ((5.5, 0.5), (3600.0, STEP_CAP)):
        timed = KeptGame(kept.record, kept.level, kept.path, kept.saved, seconds, kept.words)
        times = [at for at, _output in read_cast(record_cast(store, SOKOBAN, timed))[1]]
        gaps = {round(later - earlier, 6) for earlier, later in pairwise(times[1:-1])}
        assert gaps == {step}


def test_pokemons_timer_reads_the_time_the_game_was_played(tmp_path: Path) -> None:
    pokemon = find_game("pokemon")
    store = Store(tmp_path / DATABASE_FILE)
    session = ShellSession(pokemon, find_level(pokemon, "easy"), store, size=SIZE)
    session.press("enter", "right", "right", "f", "down", "enter")
    record = {**session.app.current.play_record(), "elapsed": 83.4}  # the game's own timer, from its first reveal
    kept = KeptGame(record, find_level(pokemon, "easy"), None, True, 60.0 * len(record["actions"]), "1 flag")
    terminal = played_back(record_cast(store, pokemon, kept))
    assert any("Time: 83 s" in line for line in terminal.display)  # the time kept, not the time on screen


def test_the_header_names_the_size_the_terminal_and_the_game(tmp_path: Path) -> None:
    win_maze1(tmp_path)
    header, _events = read_cast(cast_of(tmp_path, "sokoban", "maze1", CastSettings(100, 32)))
    assert (header["width"], header["height"], header["env"]["TERM"]) == (100, 32, "xterm-256color")
    assert header["title"] == "arcade · Fancy Sokoban · First Push · 11 moves"


def arcade(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "ARCADE_DATA_DIR": str(data)}
    environment.pop("NO_COLOR", None)
    return subprocess.run([sys.executable, "-m", "arcade", *args], capture_output=True, text=True, timeout=60,
                          env=environment)


def test_arcade_export_cast_writes_the_cast_on_stdout(tmp_path: Path) -> None:
    win_maze1(tmp_path)
    result = arcade(tmp_path, "export", "--cast", "--size", "100x32", "sokoban", "maze1")
    assert result.returncode == 0 and result.stderr == ""
    header, _events = read_cast(result.stdout)
    assert (header["width"], header["height"]) == (100, 32)
    assert "Goals filled: 1/1" in "\n".join(played_back(result.stdout).display)


@pytest.mark.parametrize(("args", "error"), [
    (["--size", "80by24"], "arcade: --size takes COLSxROWS, e.g. 80x24 or 100x32 (at least 20x10), not '80by24'\n"),
    (["--colors", "88"], "arcade: --colors takes 256 or 16, not '88'\n"),
    (["--size", "40x12"], "arcade: Fancy Sokoban · First Push needs a terminal of at least 61×20: try --size 61x20\n"),
    (["--speed", "2"], "arcade: unknown option --speed; usage: arcade export [-h] [--cast] [--size COLSxROWS] "
                       "[--colors 256|16] GAME LEVEL\n"),
])
def test_arcade_export_cast_refuses_in_one_line(tmp_path: Path, args: list[str], error: str) -> None:
    win_maze1(tmp_path)
    result = arcade(tmp_path, "export", "--cast", *args, "sokoban", "maze1")
    assert (result.returncode, result.stdout, result.stderr) == (2, "", error)


def test_arcade_export_cast_without_a_kept_game_says_so(tmp_path: Path) -> None:
    result = arcade(tmp_path, "export", "--cast", "sokoban", "maze2")
    assert (result.returncode, result.stderr) == (2, "arcade: no saved game and no best on sokoban maze2 to export\n")


def test_a_classic_sokoban_level_casts_too(tmp_path: Path) -> None:
    classic = next(level for level in bundled_levels(SOKOBAN) if level.is_collection)
    name = f"{classic.name}:1"
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, name), Store(tmp_path / DATABASE_FILE), size=SIZE)
    session.press("left", "right", "up")
    left_on = session.lines()
    session.press("q")
    assert without_status(played_back(cast_of(tmp_path, "sokoban", name)).display) == without_status(left_on)
