"""`arcade stats` line by line: the summary of a game never played, a level's row at its edges (no best, a best
figure other than the game's, no end time, the last time played as a date), the table's alignment and the
report's blank lines."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from arcade.registry import GAMES, find_game
from arcade.stats import HEADINGS, game_summary, level_rows, stats_text, table
from arcade.store import DATABASE_FILE, GameRecord, LevelRecord, Store

SOKOBAN = find_game("sokoban")
WHEN = 1_700_000_000.0


def test_a_game_never_played_has_no_win_rate() -> None:
    assert game_summary(SOKOBAN, GameRecord("sokoban", 0, 0, 0, 0, 0)) == (
        "Fancy Sokoban (sokoban)\n  played 0, won 0, streak 0, longest 0\n"
        "  time played 0:00 (games won, lost, thrown away and still saved)")


def test_a_levels_row_shows_its_best_figure_and_when_it_was_last_played() -> None:
    levels = [LevelRecord("maze1", 4, 2, 0, {"moves": 11}, WHEN), LevelRecord("maze2", 1, 0, 0, None, None),
              LevelRecord("maze3", 2, 1, 0, {"pushes": 3}, WHEN), LevelRecord("maze4", 1, 1, 0, {}, 0.0)]
    record = GameRecord("sokoban", levels={level.level: level for level in levels})
    rows = {row[0].split()[-1].strip("()"): row for row in level_rows(SOKOBAN, record)}
    last = time.strftime("%Y-%m-%d", time.localtime(WHEN))
    assert rows["maze1"] == ("✓ First Push (maze1)", "4", "2", "11 moves", last)
    assert rows["maze2"] == ("  Heavy Lifting (maze2)", "1", "0", "-", "-")
    assert rows["maze3"][1:] == ("2", "1", "-", last)  # a best kept under another figure is no best here
    assert rows["maze4"][1:] == ("1", "1", "-", "-")


def test_counts_are_right_aligned_and_text_left_aligned_without_trailing_spaces() -> None:
    lines = table([("a-long-level", "12", "3", "-", "-"), ("b", "7", "10", "9 moves", "2024-01-01 10:00")])
    assert lines == [
        "    level       played  won  best     last played",
        "  a-long-level      12    3  -        -",
        "  b                  7   10  9 moves  2024-01-01 10:00",
    ]
    assert len(HEADINGS) == 5


def test_the_report_is_each_games_block_after_a_blank_line_and_ends_with_one_newline(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    text = stats_text(store)
    blocks = text.split("\n\n")
    assert len(blocks) == len(GAMES) + 1 and text.endswith("\n") and not text.endswith("\n\n")
    assert [block.splitlines()[0] for block in blocks] == [f"{game.title} ({game.id})" for game in GAMES] + [
        "Daily (every game with a daily, UTC dates)"]  # the daily's block last (docs/daily.md)


def test_a_row_without_an_end_time_in_the_store_reads_as_never(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    raw = sqlite3.connect(tmp_path / DATABASE_FILE)
    raw.execute("INSERT INTO played (game, level, outcome) VALUES ('sokoban', 'maze1', 'lost')")
    raw.commit()
    raw.close()
    maze1 = next(line for line in stats_text(store).splitlines() if "(maze1)" in line)
    assert maze1.split() == ["First", "Push", "(maze1)", "1", "0", "-", "-"]
