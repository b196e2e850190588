"""`arcade stats`: the records as a plain table."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from arcade.registry import GAMES
from arcade.stats import duration, stats_text
from arcade.store import DATABASE_FILE, Store


def test_stats_after_a_fresh_install_prints_every_game_and_exits_0(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "arcade", "stats"], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "ARCADE_DATA_DIR": str(tmp_path / "new")}, stdin=subprocess.DEVNULL)
    assert result.returncode == 0 and result.stderr == ""
    for game in GAMES:
        assert f"{game.title} ({game.id})\n  played 0, won 0," in result.stdout


def test_stats_show_played_won_best_streaks_and_time(tmp_path: Path) -> None:
    now = [1_700_000_000.0]
    store = Store(tmp_path / DATABASE_FILE, clock=lambda: now[0])
    for outcome, moves in (("lost", 20), ("won", 15), ("won", 11)):
        now[0] += 100
        store.record_game("sokoban", "maze1", outcome, {"moves": moves}, "moves", started_at=now[0] - 65)
    store.record_game("pokemon", "12x12-20", "won", {"seconds": 80}, "seconds", started_at=now[0] - 80)
    text = stats_text(store)
    assert "Fancy Sokoban (sokoban)\n  played 3, won 2 (67%), streak 2, longest 2\n  time played 3:15 (games won, " \
        "lost, thrown away and still saved)" in text
    maze1 = next(line for line in text.splitlines() if "(maze1)" in line)
    assert maze1.split()[:8] == ["✓", "First", "Push", "(maze1)", "3", "2", "11", "moves"]  # titled as in the list
    assert any("12x12-20" in line and "80 seconds" in line for line in text.splitlines())
    maze2 = next(line for line in text.splitlines() if "(maze2)" in line)
    assert maze2.split() == ["Heavy", "Lifting", "(maze2)", "0", "0", "-", "-"]


def test_durations() -> None:
    assert duration(0) == "0:00" and duration(195) == "3:15" and duration(3723) == "1:02:03"


def test_collection_levels_are_listed_when_played_in_natural_order(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    for name in ("microban:10", "microban:2"):
        store.record_game("sokoban", name, "won", {"moves": 30, "pushes": 8}, "moves")
    lines = stats_text(store).splitlines()
    names = [line.split("(")[1].split(")")[0] for line in lines if "(microban:" in line]
    assert names == ["microban:2", "microban:10"]  # and no empty row for the collection entry itself


def test_finished_games_are_the_latest_won_or_lost_most_recent_first(tmp_path: Path) -> None:
    clock = iter(range(100, 200))
    store = Store(tmp_path / DATABASE_FILE, clock=lambda: float(next(clock)))
    store.record_game("spire", "game1", "won", {"turns": 9, "deck": ["Bash"]}, "turns")
    store.record_game("spire", "game2", "abandoned", {"turns": 2}, "turns")
    store.record_game("spire", "game3", "lost", {"turns": 4}, "turns")
    store.record_game("dayz", "basic", "won", {"steps": 4}, "steps")
    finished = store.finished_games("spire")
    assert [(game.level, game.outcome) for game in finished] == [("game3", "lost"), ("game1", "won")]
    assert finished[1].figures == {"turns": 9, "deck": ["Bash"]}
    assert [game.level for game in store.finished_games("spire", limit=1)] == ["game3"]


def test_a_game_with_a_history_adds_its_lines_under_its_table(tmp_path: Path, monkeypatch) -> None:
    import arcade.stats

    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("spire", "game1", "won", {"turns": 9}, "turns")
    spire = next(game for game in GAMES if game.id == "spire")
    with_history = spire.replace(history="tests.test_stats:_history_of")
    monkeypatch.setattr(arcade.stats, "GAMES", tuple(with_history if game is spire else game for game in GAMES))
    text = stats_text(store)
    assert "  runs: First Blood won in 9 turns" in text  # the level by its title, as the table names it
    assert text.index("runs: First Blood") > text.index("Slay the Spire")


def test_a_daily_in_a_history_is_named_by_its_day_whole(tmp_path: Path) -> None:
    """Every day's challenge has one title: the history names a daily by its day, with room for it (it was cut to
    'daily-2026')."""
    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("pokemon", "daily-2026-11-28", "won", {"seconds": 61, "time": 61.5, "3bv": 59, "clicks": 90},
                      "seconds")
    store.record_game("spire", "daily-2026-11-27", "lost", {"turns": 9}, None)
    lines = stats_text(store).splitlines()
    assert "  Daily 11-28   won   61 s  3BV 59  0.96 3BV/s  90 clicks  efficiency 66%" in lines
    assert any(line.strip().startswith("Daily 11-27 ") for line in lines)
    assert all(len(line) <= 76 for line in lines)


def _history_of(finished) -> list[str]:
    return [f"  runs: {game.level} {game.outcome} in {game.figures['turns']} turns" for game in finished]


def test_custom_boards_are_gathered_under_custom_in_records_and_in_the_list(tmp_path: Path) -> None:
    from arcade.registry import find_game
    from tests.shell_session import ShellSession

    store = Store(tmp_path / DATABASE_FILE)
    store.record_game("pokemon", "5x5-4", "won", {"seconds": 7}, "seconds")
    store.record_game("pokemon", "9x9-12", "lost", {"seconds": 3}, "seconds")
    text = stats_text(store)
    rows = [line.split() for line in text[text.index("Pokémon"):text.index("End of DayZ")].splitlines()]
    custom = next(index for index, row in enumerate(rows) if row[:1] == ["Custom"])
    assert rows[custom][:3] == ["Custom", "2", "1"]  # the same numbers as the list's Custom entry
    assert rows[custom + 1][:5] == ["✓", "└", "5x5-4", "1", "1"] and rows[custom + 2][:4] == ["└", "9x9-12", "1", "0"]
    session = ShellSession(None, None, store)
    session.app.choose_game(find_game("pokemon"))
    entry = next(line for line in session.lines() if "Custom" in line)
    assert "2 played, 1 won" in entry


def test_the_streaks_count_to_the_stores_day_not_the_machines(tmp_path: Path) -> None:
    """`arcade stats` and Records count the daily's streaks up to today by the store's clock (the shell's, which a
    test moves): a daily won on 2 January 2030 is a streak of one on that day, whatever the machine's date."""
    day_of_play = 1_893_571_200.0 + 12 * 3600  # 2030-01-02 12:00 UTC
    store = Store(tmp_path / DATABASE_FILE, clock=lambda: day_of_play)
    store.record_daily("2030-01-02", "pokemon", "won", {"seconds": 30}, False, 30.0)
    text = stats_text(store)
    block = text[text.index("Pokémon"):text.index("End of DayZ")]
    assert "daily: streak 1, longest 1 (played 1, won 1)" in block
