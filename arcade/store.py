"""The arcade's memory: every finished game, saved games in progress, the player's choices and what they met in a
game, in one SQLite file.

The database lives in the data directory ($ARCADE_DATA_DIR, else $XDG_DATA_HOME/arcade, else
~/.local/share/arcade). It runs in WAL mode with a busy timeout and writes in short IMMEDIATE transactions, so two
arcades open at once both keep everything they record. Its schema carries a version (PRAGMA user_version) and is
migrated forward on open. Bests are queries over the finished games, never a second copy.

Nothing is lost: a file that is not a healthy database is set aside (renamed with a timestamp) and reported once,
never overwritten; when the data directory cannot be written at all the arcade goes on with a store in memory and
a one-line notice. A scores.json from before the database is imported once, then kept renamed. Everything stored
is data (JSON text and numbers); nothing read back is ever executed or unpickled.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade.records import OUTCOMES, DailyResult, GameRecord, LevelRecord, Play, game_record, new_best, seconds_or_none

DATABASE_FILE = "arcade.db"
LEGACY_SCORES_FILE = "scores.json"
BUSY_TIMEOUT_SECONDS = 10.0
SAVED_SECONDS = "seconds"
"""The entry of a saved game's state holding its play's time on screen so far (ui/saving.py writes it)."""
Renames = Mapping[tuple[str, str], str]
"""(game, old level name) -> the level name a result of an old scores file is imported under."""

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # Version 1: finished games, saved games, preferences.
    (
        """CREATE TABLE played (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            level TEXT NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'abandoned')),
            figures TEXT NOT NULL DEFAULT '{}',
            score REAL,
            assisted INTEGER NOT NULL DEFAULT 0,
            started_at REAL,
            ended_at REAL,
            replay TEXT
        )""",
        "CREATE INDEX played_by_level ON played (game, level, outcome, score)",
        """CREATE TABLE saves (
            game TEXT NOT NULL,
            level TEXT NOT NULL,
            state TEXT NOT NULL,
            summary TEXT NOT NULL DEFAULT '',
            saved_at REAL NOT NULL,
            PRIMARY KEY (game, level)
        )""",
        "CREATE TABLE preferences (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ),
    # Version 2: a play's time on screen, carried over its saves and resumes (records.Play.seconds).
    ("ALTER TABLE played ADD COLUMN seconds REAL",),
    # Version 3: the daily challenges' results, the first play of each day's challenge per game (arcade/daily.py).
    (
        """CREATE TABLE daily (
            day TEXT NOT NULL,
            game TEXT NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'abandoned')),
            figures TEXT NOT NULL DEFAULT '{}',
            assisted INTEGER NOT NULL DEFAULT 0,
            seconds REAL,
            ended_at REAL,
            PRIMARY KEY (day, game)
        )""",
    ),
    # Version 4: a save belongs to a play, not to a level: two arcades on one level keep both games. Each save keeps
    # its play's identity (a random id) and a revision that every save of it counts up, so a save replaces only the
    # one its own play last wrote or resumed. A level's one save of before is kept as a play of its own.
    (
        """CREATE TABLE saves_by_play (
            play TEXT NOT NULL PRIMARY KEY,
            revision INTEGER NOT NULL DEFAULT 1,
            game TEXT NOT NULL,
            level TEXT NOT NULL,
            state TEXT NOT NULL,
            summary TEXT NOT NULL DEFAULT '',
            saved_at REAL NOT NULL
        )""",
        "INSERT INTO saves_by_play (play, game, level, state, summary, saved_at) "
        "SELECT lower(hex(randomblob(16))), game, level, state, summary, saved_at FROM saves",
        "DROP TABLE saves",
        "ALTER TABLE saves_by_play RENAME TO saves",
        "CREATE INDEX saves_by_level ON saves (game, level, saved_at)",
    ),
    # Version 5: the levels a player pasted (a game's `paste` reader), kept per game as text: numbered from 1 per game
    # in the order first kept, a number never given again; one row per board (its digest), so a level pasted twice
    # is kept once; removing one only marks it, so its number, records and saves stay attached and pasting it again
    # brings it back.
    (
        """CREATE TABLE own_levels (
            game TEXT NOT NULL,
            number INTEGER NOT NULL,
            digest TEXT NOT NULL,
            text TEXT NOT NULL,
            added_at REAL NOT NULL,
            removed_at REAL,
            PRIMARY KEY (game, number),
            UNIQUE (game, digest)
        )""",
    ),
    # Version 6: what a player has met in a game, by kind (a game's own words: the Spire climb's cards, relics,
    # potions, events and monsters), one row per name, kept from the first meeting on (the climb's compendium).
    (
        """CREATE TABLE met (
            game TEXT NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            first_at REAL NOT NULL,
            PRIMARY KEY (game, kind, name)
        )""",
    ),
)
"""Each entry brings the schema one version forward; the database's user_version counts the entries applied."""


NEW, ALREADY_KEPT, BACK_AGAIN = "new", "already kept", "back again"
"""What keep_levels says of each level: kept now for the first time, kept before (and listed), or kept before and
removed since (now listed again)."""


def data_dir() -> Path:
    """Where the arcade keeps the player's files."""
    if override := os.environ.get("ARCADE_DATA_DIR"):
        return Path(override)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "arcade"


class StoreError(Exception):
    """A write the store could not make (read-only or full disk, locked too long); the game goes on."""


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as it was kept: its level, outcome, figures and when it ended (for a game's history)."""

    level: str
    outcome: str
    figures: dict[str, Any]
    assisted: bool
    started_at: float | None
    ended_at: float | None
    seconds: float | None = None
    """Its time on screen over every session of the play (None when it was not kept)."""


@dataclass(frozen=True)
class KeptPlay:
    """One finished play of a level kept with its replay (its row in the store): what a level's history lists and
    plays back."""

    row: int
    outcome: str
    figures: dict[str, Any]
    assisted: bool
    ended_at: float | None
    seconds: float | None


@dataclass(frozen=True)
class SavedGame:
    """A game left in progress: what is needed to rebuild it (game-defined JSON data), a line for the menu, and the
    play it belongs to (its id and how many times it was saved)."""

    game: str
    level: str
    state: dict[str, Any]
    summary: str
    saved_at: float
    play: str = ""
    """The play's identity: its later saves replace this one, and its end drops it (no other play's)."""
    revision: int = 1
    """Counts the play's saves: a save or drop that knows an older revision was outrun by another arcade."""

    @property
    def seconds(self) -> object:
        """The play's time on screen when it was saved, as kept (the shell's `SAVED_SECONDS` entry of the state; None
        when it has none): records.py counts it in time played."""
        return self.state.get(SAVED_SECONDS)


@dataclass(frozen=True)
class OwnLevel:
    """A level a player pasted, as kept: its number in the game's own levels (never given to another), its text (the
    game's format), when it was first kept, and whether it was removed since (it is then listed no more)."""

    number: int
    text: str
    added_at: float
    removed: bool


def new_play_id() -> str:
    """A fresh identity for a play (random: two arcades never make the same one)."""
    return uuid.uuid4().hex


class Store:
    """The arcade's database. Reads never raise; writes raise StoreError with a one-line reason."""

    def __init__(self, path: Path | None = None, clock: Callable[[], float] = time.time,
                 renames: Renames | Callable[[], Renames] | None = None) -> None:
        """renames: (game, old level name) -> the name its results are imported under from an old scores file, or a
        function giving that mapping, called only when there is such a file (reading every game's level list costs
        more than the rest of the opening: the arcade's start passes the function)."""
        self.path = path if path is not None else data_dir() / DATABASE_FILE
        self.clock = clock
        self._renames = renames
        self.last_recorded: int | None = None
        """The row of the play record_game kept last (forget_game takes it back)."""
        self.notices: list[str] = []
        """One-line reports for the player (a file set aside, results not kept); the shell shows them once."""
        self._db = self._open()

    # -- opening -----------------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            database = self._connect()
        except sqlite3.DatabaseError as error:
            if not self._set_aside(error):
                return self._in_memory(f"the database {self.path} cannot be used ({error})")
            try:
                database = self._connect()
            except (sqlite3.Error, OSError) as second:
                return self._in_memory(f"a new database {self.path} cannot be made ({second})")
        except OSError as error:
            return self._in_memory(f"the data directory {self.path.parent} cannot be used ({error.strerror})")
        self._import_legacy_scores(database)
        return database

    def _connect(self) -> sqlite3.Connection:
        database = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None)
        try:
            database.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
            check = database.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(f"damaged: {check[0] if check else 'no answer'}")
            database.execute("PRAGMA journal_mode = WAL")
            self._migrate(database)
        except BaseException:
            database.close()
            raise
        return database

    @staticmethod
    def _migrate(database: sqlite3.Connection) -> None:
        """Bring the schema to the newest version, one migration per transaction."""
        version = database.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise sqlite3.DatabaseError(f"made by a newer arcade (schema {version}, this one knows {len(MIGRATIONS)})")
        for number, statements in enumerate(MIGRATIONS[version:], start=version + 1):
            database.execute("BEGIN IMMEDIATE")
            try:
                if database.execute("PRAGMA user_version").fetchone()[0] >= number:  # another arcade was first
                    database.execute("ROLLBACK")
                    continue
                for statement in statements:
                    database.execute(statement)
                database.execute(f"PRAGMA user_version = {number}")
                database.execute("COMMIT")
            except BaseException:
                database.execute("ROLLBACK")
                raise

    def _set_aside(self, error: Exception) -> bool:
        """Rename an unusable database (and its WAL files) out of the way, keeping it; True if it was moved."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self.clock()))
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        try:
            os.replace(self.path, aside)
        except OSError:
            return False
        for suffix in ("-wal", "-shm"):
            with contextlib.suppress(OSError):
                os.replace(self.path.with_name(self.path.name + suffix), aside.with_name(aside.name + suffix))
        self.notices.append(f"The results file could not be read ({error}); it was kept as {aside.name} and a "
                            "new one started.")
        return True

    def _in_memory(self, why: str) -> sqlite3.Connection:
        """A store that forgets on exit, so the player can go on playing."""
        self.notices.append(f"Results will not be kept this time: {why}.")
        database = sqlite3.connect(":memory:", isolation_level=None)
        self._migrate(database)
        return database

    def _import_legacy_scores(self, database: sqlite3.Connection) -> None:
        """Bring the bests of a scores.json (the arcade before its database) in once, then keep it renamed."""
        legacy = self.path.with_name(LEGACY_SCORES_FILE)
        try:
            data = json.loads(legacy.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError) as error:
            self.notices.append(f"{legacy.name} could not be imported ({error}); it is left as it was.")
            return
        renames = dict((self._renames() if callable(self._renames) else self._renames) or {})
        rows = [(game, renames.get((game, level), level), json.dumps(result), _score_of(result))
                for game, levels in (data.items() if isinstance(data, dict) else ())
                if isinstance(levels, dict)
                for level, result in levels.items() if isinstance(result, dict)]
        try:
            with self._transaction(database):
                database.executemany(
                    "INSERT INTO played (game, level, outcome, figures, score) VALUES (?, ?, 'won', ?, ?)", rows)
            os.replace(legacy, legacy.with_name(f"{legacy.name}.imported"))
        except (sqlite3.Error, OSError) as error:
            self.notices.append(f"{legacy.name} could not be imported ({error}).")

    @staticmethod
    @contextlib.contextmanager
    def _transaction(database: sqlite3.Connection) -> Iterator[None]:
        database.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            database.execute("ROLLBACK")
            raise
        database.execute("COMMIT")

    def _write(self, statement: str, parameters: Sequence[Any]) -> None:
        try:
            with self._transaction(self._db):
                self._db.execute(statement, parameters)
        except sqlite3.Error as error:
            raise StoreError(str(error)) from None

    def _rows(self, statement: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._db.execute(statement, parameters).fetchall()
        except sqlite3.Error:
            return []

    def close(self) -> None:
        """Close the database (further calls fail)."""
        self._db.close()

    # -- finished games ----------------------------------------------------------------------------
    def record_game(self, game: str, level: str, outcome: str, figures: Mapping[str, Any], best_by: str | None = None,
                    started_at: float | None = None, replay: Mapping[str, Any] | None = None,
                    assisted: bool = False, seconds: float | None = None) -> bool:
        """Keep one finished play; True if it is a new best by records.new_best (the store only reads the level's
        best score before it). assisted: the play used help (records.py); seconds: its time on screen.

        Raises StoreError if it cannot be written."""
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {outcome!r}")
        score = float(figures[best_by]) if best_by is not None and outcome == "won" and not assisted else None
        try:
            with self._transaction(self._db):  # the best before and the new row in one transaction
                previous = self._db.execute("SELECT MIN(score) FROM played WHERE game = ? AND level = ? "
                                            "AND outcome = 'won'", (game, level)).fetchone()[0]
                cursor = self._db.execute(
                    "INSERT INTO played (game, level, outcome, figures, score, assisted, started_at, ended_at, "
                    "replay, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game, level, outcome, json.dumps(dict(figures)), score, int(assisted), started_at,
                     self.clock(), json.dumps(dict(replay)) if replay is not None else None, seconds))
        except sqlite3.Error as error:
            raise StoreError(str(error)) from None
        self.last_recorded = cursor.lastrowid
        return new_best(score, previous)

    def forget_game(self, row: int) -> None:
        """Take back one finished play kept by record_game (its `last_recorded` row): a win the player undid to play
        on is the same play going on, not a second one (records.py). Raises StoreError."""
        self._write("DELETE FROM played WHERE id = ?", (row,))

    def best(self, game: str, level: str) -> dict[str, Any] | None:
        """The figures of the level's best game (the lowest score; the earliest of equals), or None."""
        rows = self._rows("SELECT figures FROM played WHERE game = ? AND level = ? AND outcome = 'won' "
                          "AND score IS NOT NULL ORDER BY score, id LIMIT 1", (game, level))
        return _figures(rows[0][0]) if rows else None

    def best_replay(self, game: str, level: str) -> dict[str, Any] | None:
        """What the level's best game kept to be replayed, or None."""
        rows = self._rows("SELECT replay FROM played WHERE game = ? AND level = ? AND outcome = 'won' "
                          "AND score IS NOT NULL AND replay IS NOT NULL ORDER BY score, id LIMIT 1", (game, level))
        return _figures(rows[0][0]) if rows else None

    def best_seconds(self, game: str, level: str) -> float | None:
        """The time on screen of the level's best game (the one best_replay gives), or None when it was not kept."""
        rows = self._rows("SELECT seconds FROM played WHERE game = ? AND level = ? AND outcome = 'won' "
                          "AND score IS NOT NULL AND replay IS NOT NULL ORDER BY score, id LIMIT 1", (game, level))
        return float(rows[0][0]) if rows and isinstance(rows[0][0], int | float) else None

    # -- records ---------------------------------------------------------------------------------
    def plays(self, game: str) -> list[Play]:
        """Every finished play of this game (without replays), in one query: what records.game_record reads."""
        rows = self._rows("SELECT id, level, outcome, figures, assisted, score, started_at, ended_at, seconds "
                          "FROM played WHERE game = ? ORDER BY COALESCE(ended_at, 0), id", (game,))
        return [Play(id_, level, outcome, _figures(figures) or {}, bool(assisted), score, started, ended, seconds)
                for id_, level, outcome, figures, assisted, score, started, ended, seconds in rows]

    def records(self, game: str) -> GameRecord:
        """This game's records (totals, streaks, time played, each level's standing and best), by records.py's
        rules, from one query of the finished plays and one of the saved ones (their time counts in time played)."""
        from arcade.registry import GAMES

        entry = next((one for one in GAMES if one.id == game), None)
        also = [name for name, _one in entry.also_best_by] if entry is not None else []
        return game_record(game, self.plays(game), also, [saved.seconds for saved in self.saved_games(game)])

    def level_records(self, game: str) -> list[LevelRecord]:
        """Per level of this game that was ever played: its records, by level name."""
        return list(self.records(game).levels.values())

    def game_record(self, game: str) -> GameRecord:
        """This game's totals over every level (records())."""
        return self.records(game)

    def finished_games(self, game: str, limit: int | None = 10, outcomes: Sequence[str] = ("won", "lost")
                       ) -> list[FinishedGame]:
        """The game's latest finished games (by default won or lost, not abandoned), the most recent first; limit
        None: every one."""
        marks = ", ".join("?" for _ in outcomes)
        rows = self._rows(f"SELECT level, outcome, figures, assisted, started_at, ended_at, seconds FROM played "
                          f"WHERE game = ? AND outcome IN ({marks}) ORDER BY COALESCE(ended_at, 0) DESC, id DESC "
                          f"LIMIT ?", (game, *outcomes, -1 if limit is None else limit))
        return [FinishedGame(level, outcome, _figures(figures) or {}, bool(assisted), started, ended,
                             seconds_or_none(seconds))
                for level, outcome, figures, assisted, started, ended, seconds in rows]

    def level_games(self, game: str, level: str, limit: int = 30) -> list[KeptPlay]:
        """The level's finished games (won or lost) kept with their replays, the most recent first."""
        rows = self._rows("SELECT id, outcome, figures, assisted, ended_at, seconds FROM played WHERE game = ? AND "
                          "level = ? AND outcome IN ('won', 'lost') AND replay IS NOT NULL "
                          "ORDER BY COALESCE(ended_at, 0) DESC, id DESC LIMIT ?", (game, level, limit))
        return [KeptPlay(row, outcome, _figures(figures) or {}, bool(assisted), ended, seconds_or_none(seconds))
                for row, outcome, figures, assisted, ended, seconds in rows]

    def replay_of(self, row: int) -> dict[str, Any] | None:
        """What this finished game (a row of level_games) kept to be replayed, or None."""
        rows = self._rows("SELECT replay FROM played WHERE id = ?", (row,))
        return _figures(rows[0][0]) if rows else None

    # -- the daily challenges -----------------------------------------------------------------------
    def record_daily(self, day: str, game: str, outcome: str, figures: Mapping[str, Any], assisted: bool = False,
                     seconds: float | None = None) -> bool:
        """Keep a daily challenge's result if it is the day's first for this game (records.py: the first play that
        ends counts); True if it was kept, False when the day already had one. Raises StoreError."""
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {outcome!r}")
        try:
            with self._transaction(self._db):
                cursor = self._db.execute(
                    "INSERT OR IGNORE INTO daily (day, game, outcome, figures, assisted, seconds, ended_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (day, game, outcome, json.dumps(dict(figures)), int(assisted), seconds, self.clock()))
        except sqlite3.Error as error:
            raise StoreError(str(error)) from None
        return cursor.rowcount == 1

    def daily_results(self, day: str | None = None) -> list[DailyResult]:
        """Every daily result kept (of one day, if given), by day and game."""
        where, parameters = ("WHERE day = ?", (day,)) if day is not None else ("", ())
        rows = self._rows(f"SELECT day, game, outcome, figures, assisted, seconds FROM daily {where} "
                          "ORDER BY day, game", parameters)
        return [DailyResult(day_, game, outcome, _figures(figures) or {}, bool(assisted), seconds)
                for day_, game, outcome, figures, assisted, seconds in rows]

    # -- saved games -------------------------------------------------------------------------------
    def save_game(self, game: str, level: str, state: Mapping[str, Any], summary: str, play: str | None = None,
                  revision: int | None = None) -> tuple[str, int]:
        """Keep a play in progress; returns the play id and revision it was kept under. A save replaces only its own
        play's save, and only the revision that play last wrote or resumed (`revision`; None: never saved): when
        another arcade saved or resumed-and-saved the same play since, this one is kept beside it as a play of its
        own (a new id), so no save ever replaces another's. Raises StoreError."""
        play = play or new_play_id()
        try:
            with self._transaction(self._db):
                row = self._db.execute("SELECT revision FROM saves WHERE play = ?", (play,)).fetchone()
                if row is not None and row[0] != revision:
                    play, row = new_play_id(), None  # another arcade moved this play on: keep both
                kept = 1 if row is None else row[0] + 1
                self._db.execute("INSERT OR REPLACE INTO saves (play, revision, game, level, state, summary, "
                                 "saved_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                                 (play, kept, game, level, json.dumps(dict(state)), summary, self.clock()))
        except sqlite3.Error as error:
            raise StoreError(str(error)) from None
        return play, kept

    def saved_game(self, game: str, level: str) -> SavedGame | None:
        """The newest game saved on this level, if any."""
        found = self.saved_games(game, level)
        return found[0] if found else None

    def saved_games(self, game: str | None = None, level: str | None = None) -> list[SavedGame]:
        """Every saved game (of one game, and of one of its levels, if given), the most recent first."""
        where = " AND ".join(term for term, value in (("game = ?", game), ("level = ?", level)) if value is not None)
        parameters = [value for value in (game, level) if value is not None]
        rows = self._rows(f"SELECT game, level, state, summary, saved_at, play, revision FROM saves "
                          f"{'WHERE ' + where if where else ''} ORDER BY saved_at DESC, rowid DESC", parameters)
        return [saved for saved in map(_saved, rows) if saved is not None]

    def drop_save(self, play: str, revision: int | None = None) -> None:
        """Forget one play's save (it ended, restarted or was thrown away); with `revision`, only if it is still the
        one that play knows (another arcade's later save of it stays). Raises StoreError."""
        if revision is None:
            self._write("DELETE FROM saves WHERE play = ?", (play,))
        else:
            self._write("DELETE FROM saves WHERE play = ? AND revision = ?", (play, revision))

    # -- levels of the player's own ------------------------------------------------------------------
    def keep_levels(self, game: str, levels: Sequence[tuple[str, str]]) -> list[tuple[int, str]]:
        """Keep levels a player pasted, each as (its text, the digest of its board), all in one transaction; per level,
        in order, its number and whether it is NEW, ALREADY_KEPT (a level of that digest was kept, under that number,
        with the text first kept) or BACK_AGAIN (it had been removed: it is listed again). A new level takes the
        number after the highest the game ever gave, so two arcades pasting at once never share one. Raises
        StoreError."""
        kept = []
        try:
            with self._transaction(self._db):
                for text, digest in levels:
                    row = self._db.execute("SELECT number, removed_at FROM own_levels WHERE game = ? AND digest = ?",
                                           (game, digest)).fetchone()
                    if row is not None:
                        if row[1] is not None:
                            self._db.execute("UPDATE own_levels SET removed_at = NULL WHERE game = ? AND number = ?",
                                             (game, row[0]))
                        kept.append((row[0], ALREADY_KEPT if row[1] is None else BACK_AGAIN))
                        continue
                    number = self._db.execute("SELECT COALESCE(MAX(number), 0) + 1 FROM own_levels WHERE game = ?",
                                              (game,)).fetchone()[0]
                    self._db.execute("INSERT INTO own_levels (game, number, digest, text, added_at) "
                                     "VALUES (?, ?, ?, ?, ?)", (game, number, digest, text, self.clock()))
                    kept.append((number, NEW))
        except sqlite3.Error as error:
            raise StoreError(str(error)) from None
        return kept

    def own_levels(self, game: str, removed: bool = False, number: int | None = None) -> list[OwnLevel]:
        """The game's levels of the player's own by number: those listed, or with removed, every one ever kept; with
        number, only the one of that number (if there is one)."""
        where, parameters = "" if removed else " AND removed_at IS NULL", [game]
        if number is not None:
            where, parameters = f"{where} AND number = ?", [game, number]
        rows = self._rows(f"SELECT number, text, added_at, removed_at FROM own_levels WHERE game = ?{where} "
                          "ORDER BY number", parameters)
        return [OwnLevel(kept, text, added_at, removed_at is not None) for kept, text, added_at, removed_at in rows]

    def remove_own_level(self, game: str, number: int) -> None:
        """Take a level of the player's own off their list: it is marked removed, so its number is never given again
        and its records and saves stay attached (pasting it again lists it again). Raises StoreError."""
        self._write("UPDATE own_levels SET removed_at = ? WHERE game = ? AND number = ? AND removed_at IS NULL",
                    (self.clock(), game, number))

    # -- what was met --------------------------------------------------------------------------------
    def note_met(self, game: str, kind: str, names: Iterable[str]) -> int:
        """Keep that the player met these things of one kind in a game (what a kind and a name are is the game's
        to say), all in one transaction; a name met before keeps its first time. Returns how many were new. Raises
        StoreError."""
        rows = [(game, kind, name, self.clock()) for name in dict.fromkeys(names)]
        if not rows:
            return 0
        try:
            with self._transaction(self._db):
                before = self._db.total_changes
                self._db.executemany("INSERT OR IGNORE INTO met (game, kind, name, first_at) VALUES (?, ?, ?, ?)",
                                     rows)
                return self._db.total_changes - before
        except sqlite3.Error as error:
            raise StoreError(str(error)) from None

    def met(self, game: str, kind: str) -> set[str]:
        """The names of one kind the player has met in a game (empty when none, or when the store cannot answer)."""
        return {name for (name,) in self._rows("SELECT name FROM met WHERE game = ? AND kind = ?", (game, kind))}

    # -- preferences -------------------------------------------------------------------------------
    def preference(self, key: str, default: Any = None) -> Any:
        """A remembered choice (JSON data), or default."""
        rows = self._rows("SELECT value FROM preferences WHERE key = ?", (key,))
        if not rows:
            return default
        try:
            return json.loads(rows[0][0])
        except ValueError:
            return default

    def set_preference(self, key: str, value: Any) -> None:
        """Remember a choice (any JSON data). Raises StoreError."""
        self._write("INSERT OR REPLACE INTO preferences (key, value) VALUES (?, ?)", (key, json.dumps(value)))


def _score_of(result: Mapping[str, Any]) -> float | None:
    """The score of an imported best: its only figure (the old file kept one per level)."""
    numbers = [value for value in result.values() if isinstance(value, int | float)]
    return float(numbers[0]) if len(numbers) == 1 else None


def _figures(text: str | None) -> dict[str, Any] | None:
    try:
        value = json.loads(text) if text is not None else None
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _saved(row: tuple[Any, ...]) -> SavedGame | None:
    game, level, state, summary, saved_at, play, revision = row
    data = _figures(state)
    return SavedGame(game, level, data, summary, saved_at, play, revision) if data is not None else None
