"""The SQLite store: finished games and bests, saves, preferences, and that nothing is ever lost."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from arcade.store import DATABASE_FILE, MIGRATIONS, Store, StoreError


def open_store(tmp_path: Path) -> Store:
    return Store(tmp_path / DATABASE_FILE)


def test_a_new_database_is_wal_with_the_newest_schema(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    assert store.notices == []
    raw = sqlite3.connect(tmp_path / DATABASE_FILE)
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert raw.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)


def test_bests_are_queries_over_the_finished_games(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    assert store.best("sokoban", "maze1") is None
    assert store.record_game("sokoban", "maze1", "won", {"moves": 15}, "moves", replay={"actions": ["d"]})
    assert not store.record_game("sokoban", "maze1", "won", {"moves": 16}, "moves")
    assert not store.record_game("sokoban", "maze1", "won", {"moves": 15}, "moves")  # equal is not better
    assert not store.record_game("sokoban", "maze1", "lost", {"moves": 3}, "moves")
    assert not store.record_game("sokoban", "maze1", "won", {"moves": 2}, "moves", assisted=True)
    assert store.best("sokoban", "maze1") == {"moves": 15}
    assert store.record_game("sokoban", "maze1", "won", {"moves": 11}, "moves", replay={"actions": list("dss")})
    assert store.best("sokoban", "maze1") == {"moves": 11}
    assert store.best_replay("sokoban", "maze1") == {"actions": ["d", "s", "s"]}
    assert open_store(tmp_path).best("sokoban", "maze1") == {"moves": 11}
    with pytest.raises(ValueError, match="outcome"):
        store.record_game("sokoban", "maze1", "drawn", {}, None)


def test_records_and_streaks(tmp_path: Path) -> None:
    now = [1000.0]
    store = Store(tmp_path / DATABASE_FILE, clock=lambda: now[0])
    for outcome in ("won", "won", "lost", "won", "won", "won", "abandoned"):
        now[0] += 60
        store.record_game("dayz", "basic", outcome, {"steps": 10}, "steps", started_at=now[0] - 30)
    store.record_game("dayz", "outbreak1", "lost", {"steps": 4}, "steps")
    totals = store.game_record("dayz")
    assert (totals.played, totals.won, totals.current_streak, totals.longest_streak) == (7, 5, 0, 3)
    assert totals.seconds_played == 7 * 30 and totals.win_rate == pytest.approx(5 / 7)
    levels = {record.level: record for record in store.level_records("dayz")}
    assert totals.abandoned == 1  # a play thrown away is counted apart, in the game's and the level's played alike
    assert levels["basic"].played == 6 and levels["basic"].won == 5 and levels["basic"].best == {"steps": 10}
    assert levels["outbreak1"].won == 0 and levels["outbreak1"].best is None
    assert store.game_record("spire").win_rate is None


def run_at_once(database: Path, script: str, arguments: tuple[str, str]) -> None:
    """Two processes running a script on a new database at once (`python -c script DATABASE ARGUMENT`), one with each
    argument, as two arcades open together; both must end well."""
    Store(database).close()
    writers = [subprocess.Popen([sys.executable, "-c", script, str(database), argument]) for argument in arguments]
    assert [writer.wait(timeout=120) for writer in writers] == [0, 0]


def test_two_processes_recording_at_once_both_keep_every_row(tmp_path: Path) -> None:
    script = (
        "import sys\nfrom pathlib import Path\nfrom arcade.store import Store\n"
        "store = Store(Path(sys.argv[1]))\n"
        "play, revision = None, None\n"
        "for n in range(60):\n"
        "    store.record_game('sokoban', sys.argv[2], 'won', {'moves': n + 1}, 'moves')\n"
        "    play, revision = store.save_game('sokoban', 'yard3', {'actions': [sys.argv[2], n]}, f'{n} moves',\n"
        "                                     play, revision)\n"
    )
    database = tmp_path / DATABASE_FILE
    run_at_once(database, script, ("maze1", "maze2"))
    store = Store(database)
    counts = {record.level: record.played for record in store.level_records("sokoban")}
    assert counts == {"maze1": 60, "maze2": 60}
    assert store.best("sokoban", "maze2") == {"moves": 1}
    # both played yard3 at once, each its own play: each play's last save is kept, beside the other's
    assert sorted((saved.level, saved.state["actions"], saved.revision) for saved in store.saved_games("sokoban")) \
        == [("yard3", ["maze1", 59], 60), ("yard3", ["maze2", 59], 60)]


def test_a_damaged_database_is_set_aside_never_overwritten(tmp_path: Path) -> None:
    database = tmp_path / DATABASE_FILE
    database.write_bytes(b"this is not a database" * 100)
    store = Store(database)
    (aside,) = tmp_path.glob(f"{DATABASE_FILE}.damaged-*")
    assert aside.read_bytes() == b"this is not a database" * 100
    assert len(store.notices) == 1 and aside.name in store.notices[0]
    assert store.record_game("sokoban", "maze1", "won", {"moves": 11}, "moves")
    assert Store(database).best("sokoban", "maze1") == {"moves": 11}


def test_a_database_from_a_newer_arcade_is_kept_aside(tmp_path: Path) -> None:
    database = tmp_path / DATABASE_FILE
    raw = sqlite3.connect(database)
    raw.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    raw.close()
    store = Store(database)
    assert len(list(tmp_path.glob(f"{DATABASE_FILE}.damaged-*"))) == 1 and "newer arcade" in store.notices[0]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_data_directory_lets_the_player_go_on(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        store = Store(folder / DATABASE_FILE)
        assert len(store.notices) == 1 and "will not be kept" in store.notices[0]
        assert store.record_game("sokoban", "maze1", "won", {"moves": 11}, "moves")  # kept for this session
    finally:
        folder.chmod(0o700)


def test_a_failed_write_is_a_store_error(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    store.close()
    with pytest.raises(StoreError):
        store.save_game("sokoban", "maze1", {}, "")
    with pytest.raises(StoreError):
        store.record_game("sokoban", "maze1", "won", {"moves": 3}, "moves")
    assert store.best("sokoban", "maze1") is None  # reads never raise


def test_the_old_scores_file_is_imported_once_with_its_bests_and_kept(tmp_path: Path) -> None:
    legacy = tmp_path / "scores.json"
    scores = {"sokoban": {"maze1": {"moves": 11}, "yard3": {"moves": 29}}, "pokemon": {"8x8-10": {"seconds": 42}},
              "dayz": {"basic": {"steps": 9}}, "spire": {"easy": {"turns": 7}}}
    legacy.write_text(json.dumps(scores))
    store = open_store(tmp_path)
    for game, levels in scores.items():
        for level, best in levels.items():
            assert store.best(game, level) == best
    assert not legacy.exists() and json.loads((tmp_path / "scores.json.imported").read_text()) == scores
    again = open_store(tmp_path)
    assert [record.played for record in again.level_records("sokoban")] == [1, 1]  # imported once only
    assert not store.record_game("sokoban", "maze1", "won", {"moves": 12}, "moves")


def test_a_plays_saves_replace_its_own_and_preferences(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    play, revision = store.save_game("sokoban", "yard3", {"actions": ["d"]}, "1 move")
    assert store.save_game("sokoban", "yard3", {"actions": ["d", "s"]}, "2 moves", play, revision) == (play, 2)
    store.save_game("pokemon", "easy", {"seed": 4, "actions": []}, "0 s")
    assert store.saved_game("sokoban", "yard3").state == {"actions": ["d", "s"]}
    assert [saved.game for saved in store.saved_games()] == ["pokemon", "sokoban"]
    store.drop_save(play)
    assert store.saved_game("sokoban", "yard3") is None and len(store.saved_games()) == 1
    assert store.preference("pokemon.custom", {"size": 8}) == {"size": 8}
    store.set_preference("pokemon.custom", {"size": 12, "count": 20})
    assert open_store(tmp_path).preference("pokemon.custom") == {"size": 12, "count": 20}


def test_a_data_directory_that_cannot_be_made_lets_the_player_go_on(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data directory should be\n")
    store = Store(blocker / DATABASE_FILE)
    assert len(store.notices) == 1 and "will not be kept" in store.notices[0]
    assert store.record_game("sokoban", "maze1", "won", {"moves": 11}, "moves")
    assert store.best("sokoban", "maze1") == {"moves": 11}
    assert blocker.read_text() == "a file where the data directory should be\n"


def test_dropping_a_save_keeps_every_other_plays_save(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    plays = {}
    for game, level, n in [("sokoban", "yard3", 1), ("sokoban", "maze1", 1), ("sokoban", "maze1", 2),
                           ("sokoban", "maze2", 1), ("acorn", "yard3", 1)]:
        plays[game, level, n] = store.save_game(game, level, {"actions": [level, n]}, "1 move")[0]
    store.drop_save(plays["sokoban", "maze1", 1])  # that play ended: only its save goes, not its level's other one
    assert [saved.state for saved in store.saved_games("sokoban", "maze1")] == [{"actions": ["maze1", 2]}]
    assert sorted((saved.game, saved.level) for saved in store.saved_games()) == \
        [("acorn", "yard3"), ("sokoban", "maze1"), ("sokoban", "maze2"), ("sokoban", "yard3")]
    assert store.saved_game("sokoban", "maze2").state == {"actions": ["maze2", 1]}


def test_a_tied_best_replays_the_first_game_to_reach_it(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    for moves, pushes, name in [(12, 3, "first"), (11, 5, "best"), (11, 4, "tied later"), (11, 2, "tied last")]:
        store.record_game("sokoban", "maze1", "won", {"moves": moves, "pushes": pushes}, "moves",
                          replay={"actions": [name]})
    assert store.best_replay("sokoban", "maze1") == {"actions": ["best"]}  # the record's holder, not a later tie
    assert store.best("sokoban", "maze1") == {"moves": 11, "pushes": 5}
