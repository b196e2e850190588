"""What the command line hands to the full-screen app, in this process (where a mutation run sees it): the game and
the Level of `arcade GAME [LEVEL]` (a bundled name, a collection's `NAME:N`, a level file, a collection file's
`FILE:N`, none), the menu for no arguments at all (from sys.argv when main is given none), the day of `arcade daily`
(today's on the clock, or --date's), and the one line of a plain tool asked for full-screen. run_app itself is
replaced by a recorder: it needs a terminal, and what it does with its arguments is the shell's tests' business."""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import Any

import pytest

import arcade.daily
import arcade.ui.running
from arcade import cli
from arcade.levels import Level, find_level
from arcade.registry import find_game
from arcade.store import Store

SOKOBAN = find_game("sokoban")
MAZE1 = find_level(SOKOBAN, "maze1")
MIDDAY_2026_11_24 = 1_795_521_600.0
"""2026-11-24 12:00 UTC, seconds since the epoch."""
DAY = "2026-11-24"


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The keyword arguments of every run_app call the command line makes (each returns 0)."""
    calls: list[dict[str, Any]] = []

    def run_app(**arguments: Any) -> int:
        calls.append(arguments)
        return 0

    monkeypatch.setattr(arcade.ui.running, "run_app", run_app)
    return calls


@pytest.fixture
def clock_at_midday(monkeypatch: pytest.MonkeyPatch) -> None:
    """daily.today() on a clock standing at 2026-11-24 12:00 UTC (today takes its clock as an argument; the command
    line passes none, so the default is given here)."""
    monkeypatch.setattr(arcade.daily, "today", functools.partial(arcade.daily.today, lambda: MIDDAY_2026_11_24))


def test_no_arguments_open_the_menu(started: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main([]) == 0
    assert started == [{}]
    assert capsys.readouterr() == ("", "")


def test_main_without_arguments_reads_the_command_line_after_the_programs_name(
        started: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["arcade", "sokoban", "maze1"])
    assert cli.main() == 0
    assert started == [{"game": SOKOBAN, "level": MAZE1}]


def test_a_game_without_a_level_starts_on_no_level(started: list[dict[str, Any]]) -> None:
    """The screen then opens the first bundled level; the command line names none."""
    assert cli.main(["sokoban"]) == 0
    assert started == [{"game": SOKOBAN, "level": None}]


@pytest.mark.parametrize("name", ["maze1", "microban:12", "random:easy:7"])
def test_a_bundled_level_by_its_name_is_the_bundled_level(name: str, started: list[dict[str, Any]]) -> None:
    """A level file (maze1), a collection's level by its entry (microban:12) and a generated one by its seed: the
    level the level list holds, so its records are the list's."""
    assert cli.main(["sokoban", name]) == 0
    level = find_level(SOKOBAN, name)
    assert level is not None and level.name == name
    assert started == [{"game": SOKOBAN, "level": level}]


def test_a_level_file_of_the_players_is_a_level_named_after_the_file(
        tmp_path: Path, started: list[dict[str, Any]]) -> None:
    own = tmp_path / "own.txt"
    own.write_text(MAZE1.path.read_text(encoding="utf-8"), encoding="utf-8")
    assert cli.main(["sokoban", str(own)]) == 0
    assert started == [{"game": SOKOBAN, "level": Level("own", own)}]


def test_a_level_the_player_pasted_is_found_in_their_store_which_the_arcade_is_given(
        started: list[dict[str, Any]]) -> None:
    """`yours:N` is kept in the store, not in a file: the command line opens the store to find it and hands that
    store on (the arcade opens no second one)."""
    from arcade.levels import keep_pasted

    keep_pasted(SOKOBAN, Store(), "; Tiny\n#####\n#@$.#\n#####\n")
    assert cli.main(["sokoban", "yours:1"]) == 0
    [call] = started
    assert set(call) == {"game", "level", "store"} and call["game"] == SOKOBAN
    assert call["level"] == find_level(SOKOBAN, "yours:1", call["store"]) and call["level"].title == "Yours 1 · Tiny"


@pytest.mark.parametrize(("name", "said"), [
    ("yours:9", "arcade: yours:9: no such level of yours (each level pasted under Yours is yours:N, N the number its "
                "list shows)\n"),
    ("yours:1:2", "arcade: yours:1:2: no such file, nor a bundled sokoban level (see arcade --list)\n"),
])
def test_a_level_of_yours_that_is_not_kept_is_one_line_naming_it(name: str, said: str, started: list[dict[str, Any]],
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sokoban", name]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == said and started == []


def test_a_collection_files_level_n_is_that_level(tmp_path: Path, started: list[dict[str, Any]]) -> None:
    collection = tmp_path / "two.xsb"
    collection.write_text("; a\n#####\n#@$.#\n#####\n\n; b\n######\n#@$.$.#\n######\n", encoding="utf-8")
    assert cli.main(["sokoban", f"{collection}:2"]) == 0
    [call] = started
    level = call["level"]
    assert call["game"] == SOKOBAN
    assert (level.name, level.path, level.title, dict(level.settings)) == (
        "two:2", collection, "Two 2 · b", {"collection": "two.xsb", "index": 1})


def test_a_plain_tool_asked_for_full_screen_is_one_line_naming_its_plain_usage(
        started: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["acorn-solve", "board_simple", "BFS"]) == cli.EXIT_USAGE
    assert capsys.readouterr() == ("", "arcade: acorn-solve runs in plain mode only; try: arcade --plain acorn-solve "
                                       "BOARD BFS|DFS\n")
    assert started == []


@pytest.mark.parametrize(("arguments", "day"), [(["daily"], DAY), (["daily", "--date", "2026-02-28"], "2026-02-28")])
def test_daily_opens_the_days_challenges_full_screen(arguments: list[str], day: str, clock_at_midday: None,
                                                    started: list[dict[str, Any]]) -> None:
    assert cli.main(arguments) == 0
    assert started == [{"daily": day}]


SHARE_2026_11_24 = ("arcade daily 2026-11-24 · Fancy Sokoban #e2d5 ✗ · Pokémon #b45a ✓ 1:12 · End of DayZ #32e7 – · "
                    "Slay the Spire #83ec – · Acorn Runner #4825 –\n")
"""The share line of 2026-11-24 with Pokémon won in 72 s and Sokoban lost that day (and DayZ won the day before)."""


def keep_some_dailies() -> None:
    store = Store()
    store.record_daily("2026-11-24", "pokemon", "won", {"seconds": 72}, seconds=72)
    store.record_daily("2026-11-24", "sokoban", "lost", {"moves": 30}, seconds=50)
    store.record_daily("2026-11-23", "dayz", "won", {"turns": 12}, seconds=50)
    store.close()


def test_daily_share_prints_the_dates_line_with_that_days_results(
        clock_at_midday: None, started: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]) -> None:
    keep_some_dailies()
    assert cli.main(["daily", "--share", "--date", DAY]) == 0
    assert capsys.readouterr() == (SHARE_2026_11_24, "")
    assert started == []


def test_daily_share_without_a_date_is_todays_on_the_clock(clock_at_midday: None,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    keep_some_dailies()
    assert cli.main(["daily", "--share"]) == 0
    assert capsys.readouterr() == (SHARE_2026_11_24, "")
