"""The store's and the report's parts added for the daily and for casts: the day's first result kept with all its
figures, read back by day; the best game's time on screen; the report's daily lines (per game, the whole daily's,
the latest days newest first); and a classic level's two bests in the table's narrow column."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.records import DailyResult, Play, game_record
from arcade.registry import find_game
from arcade.stats import DAILY_DAYS_SHOWN, daily_block, game_block, result_words, stats_text
from arcade.store import DATABASE_FILE, Store


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / DATABASE_FILE)


def test_the_days_results_come_back_whole_by_day_and_game(store: Store) -> None:
    """Every field of a daily result is read back; a day given keeps to that day; the order is by day, then game."""
    store.record_daily("2026-11-25", "spire", "lost", {"act": 2}, assisted=False, seconds=61.5)
    store.record_daily("2026-11-24", "pokemon", "won", {"time": 72.0}, assisted=True, seconds=72.0)
    store.record_daily("2026-11-24", "dayz", "won", {}, seconds=None)
    assert store.daily_results() == [
        DailyResult("2026-11-24", "dayz", "won", {}, False, None),
        DailyResult("2026-11-24", "pokemon", "won", {"time": 72.0}, True, 72.0),
        DailyResult("2026-11-25", "spire", "lost", {"act": 2}, False, 61.5),
    ]
    assert [one.game for one in store.daily_results("2026-11-25")] == ["spire"]
    assert store.daily_results("2026-11-26") == []


def test_the_best_games_time_on_screen_is_the_best_replays(store: Store) -> None:
    """best_seconds: the time of the win best_replay picks (lowest score, the first of equals, with a replay); None
    for a level without one or a best whose time was not kept."""
    replay = {"format": 1, "start": {}, "actions": []}
    store.record_game("sokoban", "maze1", "won", {"moves": 12}, "moves", replay=replay, seconds=30.0)
    store.record_game("sokoban", "maze1", "won", {"moves": 9}, "moves", replay=replay, seconds=20.0)
    store.record_game("sokoban", "maze1", "won", {"moves": 9}, "moves", replay=replay, seconds=40.0)
    store.record_game("sokoban", "maze1", "won", {"moves": 5}, "moves", seconds=5.0)  # no replay: not the best game
    store.record_game("sokoban", "maze1", "lost", {"moves": 1}, replay=replay, seconds=1.0)
    assert store.best_seconds("sokoban", "maze1") == 20.0
    assert store.best_seconds("sokoban", "maze2") is None
    store.record_game("sokoban", "maze2", "won", {"moves": 3}, "moves", replay=replay)
    assert store.best_seconds("sokoban", "maze2") is None
    assert store.best_seconds("dayz", "maze1") is None


def test_the_reports_daily_block_lists_the_latest_days_newest_first() -> None:
    """The whole daily's streak line, then one share line per day played, newest first, at most DAILY_DAYS_SHOWN."""
    days = [f"2026-11-{day:02d}" for day in range(1, 11)]
    results = [DailyResult(day, "pokemon", "won", {"time": 60.0}, False, 60.0) for day in days]
    lines = daily_block(results, "2026-11-10")
    assert lines[0].startswith("Daily (every game with a daily, UTC dates)\n  all ")
    shown = [line.split(" · ")[0].strip() for line in lines[1:]]
    assert shown == [f"arcade daily {day}" for day in reversed(days)][:DAILY_DAYS_SHOWN]
    assert all(" · Pokémon #" in line and " ✓" in line for line in lines[1:])


def test_a_game_with_a_daily_has_its_daily_line_and_one_without_has_none(store: Store) -> None:
    """game_block: Pokémon (a daily) gets 'daily: streak …' under its summary; a game without one (every game has
    one now: Acorn Runner's entry without it stands for such a game) does not."""
    store.record_daily("2026-11-24", "pokemon", "won", {"time": 60.0})
    pokemon = game_block(find_game("pokemon"), store, store.daily_results(), "2026-11-24")
    assert pokemon[1] == "  daily: streak 1, longest 1 (played 1, won 1)"
    acorn = game_block(find_game("acorn").replace(daily=None), store, store.daily_results(), "2026-11-24")
    assert not any("daily:" in line for line in acorn)
    text = stats_text(store)
    assert "\n\nDaily (every game with a daily, UTC dates)\n" in text and "arcade daily 2026-11-24 · " in text


def test_the_tables_best_column_gives_each_best_alone_or_says_with_help() -> None:
    """A classic level: '10 moves; 3 pushes' (the best by moves, and the best by pushes held by another win); a
    level solved only with help: 'with help'."""
    sokoban = find_game("sokoban")
    plays = [Play(1, "microban:2", "won", {"moves": 10, "pushes": 5}, False, 10, 0, 1, 1),
             Play(2, "microban:2", "won", {"moves": 12, "pushes": 3}, False, 12, 0, 2, 1)]
    level = game_record("sokoban", plays, ["pushes"]).level("microban:2")
    assert result_words(sokoban, level) == "10 moves; 3 pushes"
    helped = game_record("sokoban", [Play(3, "maze1", "won", {"moves": 9}, True, None, 0, 3, 1)], ["pushes"])
    assert result_words(sokoban, helped.level("maze1")) == "with help"
