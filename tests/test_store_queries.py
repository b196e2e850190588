"""The store's queries and its opening, figure by figure: where the data lives, what each query returns at its
edges (nothing played, ties, limits, rows another program left), and the exact notices and errors the player sees."""

from __future__ import annotations

import json
import math
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from arcade.store import (
    BUSY_TIMEOUT_SECONDS,
    DATABASE_FILE,
    MIGRATIONS,
    FinishedGame,
    GameRecord,
    Store,
    StoreError,
    data_dir,
)

CLOCK = 1_700_000_000.0


class Clock:
    """A clock that moves on by one second each time it is read."""

    def __init__(self, start: float = CLOCK) -> None:
        self.now = start

    def __call__(self) -> float:
        self.now += 1
        return self.now


def test_the_data_lives_in_arcade_data_dir_else_xdg_data_home_else_the_home_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "mine"
    assert Store().path == tmp_path / "mine" / DATABASE_FILE
    monkeypatch.setenv("ARCADE_DATA_DIR", "")
    assert data_dir() == tmp_path / "xdg" / "arcade"
    monkeypatch.delenv("ARCADE_DATA_DIR")
    monkeypatch.delenv("XDG_DATA_HOME")
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "arcade"


def test_the_database_folder_is_made_with_its_parents_and_waits_for_a_busy_database(tmp_path: Path) -> None:
    store = Store(tmp_path / "a" / "b" / DATABASE_FILE)
    assert store.notices == [] and store.path.is_file()
    assert store._db.execute("PRAGMA busy_timeout").fetchone()[0] == int(BUSY_TIMEOUT_SECONDS * 1000)


def test_a_data_directory_that_is_a_file_is_named_in_the_notice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    monkeypatch.chdir(tmp_path)
    blocker = tmp_path / "blocker"
    blocker.write_text("", encoding="utf-8")
    store = Store(blocker / DATABASE_FILE)
    assert store.notices == [f"Results will not be kept this time: the data directory {blocker} cannot be used "
                             "(File exists)."]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["blocker"]  # in memory: no file anywhere


def test_a_database_it_cannot_use_is_set_aside_with_its_wal_files_under_the_time_it_was_found(tmp_path: Path
                                                                                         ) -> None:
    """A newer arcade's database, still open there (so its -wal and -shm files exist), moves aside whole."""
    database = tmp_path / DATABASE_FILE
    newer = sqlite3.connect(database)
    try:
        newer.execute("PRAGMA journal_mode = WAL")
        newer.execute("CREATE TABLE kept (x)")
        newer.execute("PRAGMA user_version = 99")
        newer.commit()
        assert (tmp_path / f"{DATABASE_FILE}-wal").exists() and (tmp_path / f"{DATABASE_FILE}-shm").exists()
        store = Store(database, clock=lambda: CLOCK)
    finally:
        newer.close()
    aside = f"{DATABASE_FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S', time.localtime(CLOCK))}"
    assert sorted(path.name for path in tmp_path.iterdir() if ".damaged-" in path.name) == [
        aside, f"{aside}-shm", f"{aside}-wal"]
    assert store.notices == ["The results file could not be read (made by a newer arcade (schema 99, this one knows "
                             f"{len(MIGRATIONS)})); it was kept as {aside} and a new one started."]


# -- the old scores file ------------------------------------------------------------------------------------------

def test_old_scores_are_imported_under_their_renamed_levels_given_or_computed(tmp_path: Path) -> None:
    for renames in ({("sokoban", "maze1"): "yard1"}, lambda: {("sokoban", "maze1"): "yard1"}):
        folder = tmp_path / ("given" if isinstance(renames, dict) else "computed")
        folder.mkdir()
        (folder / "scores.json").write_text(json.dumps({"sokoban": {"maze1": {"moves": 11}, "maze2": {"moves": 5}}}),
                                            encoding="utf-8")
        store = Store(folder / DATABASE_FILE, renames=renames)
        assert store.best("sokoban", "yard1") == {"moves": 11} and store.best("sokoban", "maze1") is None
        assert store.best("sokoban", "maze2") == {"moves": 5}


def test_an_old_score_without_one_figure_is_kept_but_is_no_best(tmp_path: Path) -> None:
    (tmp_path / "scores.json").write_text(json.dumps({"sokoban": {"maze1": {"moves": 11, "pushes": 3},
                                                                  "maze2": {"note": "x"}}}), encoding="utf-8")
    store = Store(tmp_path / DATABASE_FILE)
    assert store.best("sokoban", "maze1") is None and store.best("sokoban", "maze2") is None
    assert [(record.level, record.won) for record in store.level_records("sokoban")] == [("maze1", 1), ("maze2", 1)]


def test_an_old_scores_file_that_is_not_a_table_imports_nothing(tmp_path: Path) -> None:
    (tmp_path / "scores.json").write_text("[1, 2]", encoding="utf-8")
    store = Store(tmp_path / DATABASE_FILE)
    assert store.notices == [] and store.level_records("sokoban") == []
    assert (tmp_path / "scores.json.imported").read_text(encoding="utf-8") == "[1, 2]"


def test_an_unreadable_old_scores_file_is_left_and_named(tmp_path: Path) -> None:
    (tmp_path / "scores.json").write_text("{", encoding="utf-8")
    store = Store(tmp_path / DATABASE_FILE)
    assert len(store.notices) == 1
    assert store.notices[0].startswith("scores.json could not be imported (")
    assert store.notices[0].endswith("); it is left as it was.")
    assert (tmp_path / "scores.json").exists()


# -- finished games ------------------------------------------------------------------------------------------------

def test_a_win_is_recorded_under_its_game_level_and_figure(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    assert store.record_game("sokoban", "maze1", "won", {"moves": 3, "pushes": 9}, "moves")
    assert store.best("sokoban", "maze1") == {"moves": 3, "pushes": 9}
    assert not store.record_game("sokoban", "maze1", "won", {"moves": 2, "pushes": 20}, "pushes")  # 20: no best
    assert store.record_game("sokoban", "maze1", "won", {"moves": 4, "pushes": 1}, "pushes")


def test_write_errors_carry_the_databases_reason(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.close()
    for write in (lambda: store.save_game("sokoban", "maze1", {}, ""),
                  lambda: store.record_game("sokoban", "maze1", "won", {"moves": 3}, "moves")):
        with pytest.raises(StoreError) as raised:
            write()
        assert str(raised.value) == "Cannot operate on a closed database."


def test_no_best_replay_before_a_win_with_one(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    assert store.best_replay("sokoban", "maze1") is None
    store.record_game("sokoban", "maze1", "won", {"moves": 5}, "moves")
    assert store.best_replay("sokoban", "maze1") is None
    store.record_game("sokoban", "maze1", "won", {"moves": 6}, "moves", replay={"actions": ["d"]})
    assert store.best_replay("sokoban", "maze1") == {"actions": ["d"]}


def test_finished_games_are_the_ten_latest_won_or_lost_with_their_figures(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    for number in range(12):
        outcome = ("won", "lost", "abandoned")[number % 3]
        store.record_game("dayz", f"map{number}", outcome, {"steps": number}, "steps", started_at=CLOCK - number,
                          assisted=number == 10)
    latest = store.finished_games("dayz")
    assert len(latest) == 8 and [game.level for game in latest[:2]] == ["map10", "map9"]
    assert latest[0] == FinishedGame("map10", "lost", {"steps": 10}, True, CLOCK - 10, CLOCK + 11)
    assert latest[1].assisted is False
    assert len(store.finished_games("dayz", limit=3)) == 3
    assert [game.level for game in store.finished_games("dayz", outcomes=("abandoned",))] == [
        "map11", "map8", "map5", "map2"]
    for number in range(4):
        store.record_game("dayz", "extra", "won", {"steps": number}, "steps")
    assert len(store.finished_games("dayz")) == 10


# -- records ---------------------------------------------------------------------------------------------------------

def test_a_game_never_played_has_empty_records(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    assert store.game_record("spire") == GameRecord("spire", 0, 0, 0, 0, 0)
    assert store.level_records("spire") == []


def test_time_played_counts_only_games_with_a_sensible_start_and_end(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=lambda: 1000.0)
    store.record_game("spire", "easy", "won", {"turns": 5}, "turns", started_at=940.0)  # a minute
    store.record_game("spire", "easy", "lost", {"turns": 5}, "turns", started_at=1500.0)  # ends before it starts
    store.record_game("spire", "easy", "lost", {"turns": 5}, "turns", started_at=-math.inf)  # no length
    store.record_game("spire", "easy", "lost", {"turns": 5}, "turns")  # no start
    record = store.game_record("spire")
    assert (record.played, record.won, record.current_streak, record.longest_streak, record.seconds_played) == \
        (4, 1, 0, 1, 60.0)


def test_a_level_whose_games_have_no_end_time_was_never_last_played(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    raw = sqlite3.connect(tmp_path / DATABASE_FILE)
    raw.execute("INSERT INTO played (game, level, outcome) VALUES ('sokoban', 'maze1', 'lost')")
    raw.commit()
    raw.close()
    (record,) = store.level_records("sokoban")
    assert (record.level, record.played, record.won, record.best, record.last_played) == ("maze1", 1, 0, None, None)


# -- saves -------------------------------------------------------------------------------------------------------------

def test_saves_are_listed_per_game_with_the_time_they_were_made(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    store.save_game("sokoban", "maze1", {"actions": ["d"]}, "1 move")
    store.save_game("pokemon", "easy", {"actions": []}, "0 s")
    store.save_game("sokoban", "maze2", {"actions": []}, "0 moves")
    assert [(saved.level, saved.saved_at) for saved in store.saved_games("sokoban")] == [
        ("maze2", CLOCK + 3), ("maze1", CLOCK + 1)]
    assert [saved.game for saved in store.saved_games()] == ["sokoban", "pokemon", "sokoban"]
    saved = store.saved_game("pokemon", "easy")
    assert saved is not None and (saved.state, saved.summary, saved.saved_at) == ({"actions": []}, "0 s", CLOCK + 2)


def test_a_save_whose_state_is_not_a_table_is_no_save(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    raw = sqlite3.connect(tmp_path / DATABASE_FILE)
    raw.execute("INSERT INTO saves (play, game, level, state, summary, saved_at) "
                "VALUES ('p1', 'sokoban', 'maze1', '[1]', '', 1)")
    raw.execute("INSERT INTO preferences (key, value) VALUES ('broken', '{')")
    raw.commit()
    raw.close()
    assert store.saved_game("sokoban", "maze1") is None and store.saved_games() == []
    assert store.preference("broken", "default") == "default"


# -- databases it cannot use ---------------------------------------------------------------------------------------

def test_a_database_that_opens_but_fails_its_check_is_set_aside_naming_the_damage(tmp_path: Path) -> None:
    database = tmp_path / DATABASE_FILE
    raw = sqlite3.connect(database, isolation_level=None)
    raw.execute("CREATE TABLE kept (x)")
    raw.execute("INSERT INTO kept VALUES (NULL)")
    raw.execute("PRAGMA writable_schema = ON")
    raw.execute("UPDATE sqlite_master SET sql = 'CREATE TABLE kept (x NOT NULL)' WHERE name = 'kept'")
    raw.close()
    store = Store(database, clock=lambda: CLOCK)
    aside = f"{DATABASE_FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S', time.localtime(CLOCK))}"
    assert store.notices == [f"The results file could not be read (damaged: NULL value in kept.x); it was kept as "
                             f"{aside} and a new one started."]
    assert store.record_game("sokoban", "maze1", "won", {"moves": 4}, "moves")


def test_a_database_whose_schema_cannot_be_made_is_set_aside_and_its_half_made_schema_undone(tmp_path: Path) -> None:
    """Another program's database with a table of the arcade's name: the first migration fails, is rolled back
    (the other table is left as it was) and the file is set aside."""
    database = tmp_path / DATABASE_FILE
    raw = sqlite3.connect(database)
    raw.execute("CREATE TABLE saves (theirs TEXT)")
    raw.commit()
    raw.close()
    store = Store(database, clock=lambda: CLOCK)
    aside = tmp_path / f"{DATABASE_FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S', time.localtime(CLOCK))}"
    assert store.notices == [f"The results file could not be read (table saves already exists); it was kept as "
                             f"{aside.name} and a new one started."]
    kept = sqlite3.connect(aside)
    assert [row[0] for row in kept.execute("SELECT name FROM sqlite_master WHERE type = 'table'")] == ["saves"]
    assert kept.execute("PRAGMA user_version").fetchone()[0] == 0
    kept.close()


def test_a_database_that_cannot_be_set_aside_leaves_the_player_a_store_in_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = tmp_path / DATABASE_FILE
    database.write_bytes(b"not a database" * 100)

    def cannot_move(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("arcade.store.os.replace", cannot_move)
    store = Store(database)
    assert store.notices == [f"Results will not be kept this time: the database {database} cannot be used "
                             "(file is not a database)."]
    assert database.read_bytes() == b"not a database" * 100 and len(list(tmp_path.iterdir())) == 1
    assert store.record_game("sokoban", "maze1", "won", {"moves": 4}, "moves")


def test_old_scores_that_cannot_be_renamed_after_the_import_are_named(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "scores.json").write_text(json.dumps({"sokoban": {"maze1": {"moves": 11}}}), encoding="utf-8")

    def cannot_move(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("arcade.store.os.replace", cannot_move)
    store = Store(tmp_path / DATABASE_FILE)
    assert store.notices == ["scores.json could not be imported ([Errno 13] Permission denied)."]


def test_a_database_that_stays_damaged_after_being_set_aside_leaves_a_store_in_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system where the damaged file is copied aside but stays (the rename did not take): the new database
    cannot be made either, and both are said."""
    database = tmp_path / DATABASE_FILE
    database.write_bytes(b"not a database" * 100)
    monkeypatch.setattr("arcade.store.os.replace", lambda source, target: shutil.copyfile(source, target))
    store = Store(database, clock=lambda: CLOCK)
    assert len(store.notices) == 2 and store.notices[0].startswith("The results file could not be read")
    assert store.notices[1] == (f"Results will not be kept this time: a new database {database} cannot be made "
                                "(file is not a database).")


class LateConnection(sqlite3.Connection):
    """A connection that read the schema version just before another arcade migrated the database."""

    stale = True

    def execute(self, sql: str, *parameters: object) -> sqlite3.Cursor:  # type: ignore[override]
        if self.stale and sql == "PRAGMA user_version":
            self.stale = False
            return super().execute("SELECT 0")
        return super().execute(sql, *parameters)


def test_a_migration_another_arcade_made_meanwhile_is_skipped_and_the_next_one_made(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = tmp_path / DATABASE_FILE
    Store(database).close()  # the other arcade: every migration there is
    monkeypatch.setattr("arcade.store.MIGRATIONS", (*MIGRATIONS, ("CREATE TABLE added (x)",)))
    late = sqlite3.connect(database, factory=LateConnection, isolation_level=None)
    try:
        Store._migrate(late)
        assert not late.in_transaction
        assert late.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) + 1
        assert late.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'added'").fetchone()[0] == 1
    finally:
        late.close()


def test_a_game_whose_length_overflows_adds_no_time(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=lambda: 1e308)
    store.record_game("spire", "easy", "lost", {"turns": 5}, "turns", started_at=-1e308)
    assert store.game_record("spire").seconds_played == 0


def test_a_level_was_last_played_when_its_latest_game_ended(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    store.record_game("sokoban", "maze1", "lost", {"moves": 3}, "moves")
    store.record_game("sokoban", "maze2", "won", {"moves": 3}, "moves")
    store.record_game("sokoban", "maze1", "abandoned", {"moves": 1}, "moves")
    assert [(record.level, record.played, record.won, record.last_played)
            for record in store.level_records("sokoban")] == [("maze1", 1, 0, CLOCK + 3), ("maze2", 1, 1, CLOCK + 2)]
