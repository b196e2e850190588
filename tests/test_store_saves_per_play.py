"""A save belongs to a play, not to a level: each play's saves replace only its own, and none another's."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from arcade.store import DATABASE_FILE, MIGRATIONS, Store

CLOCK = 1_700_000_000.0


class Clock:
    """A clock that moves one second on every reading."""

    def __init__(self) -> None:
        self.now = CLOCK

    def __call__(self) -> float:
        self.now += 1
        return self.now


def test_two_plays_on_one_level_keep_both_saves_the_newest_first(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    first = store.save_game("pokemon", "medium", {"actions": [1]}, "1 flag")
    second = store.save_game("pokemon", "medium", {"actions": [2]}, "2 flags")
    assert first[0] != second[0] and first[1] == second[1] == 1
    assert [saved.summary for saved in store.saved_games("pokemon", "medium")] == ["2 flags", "1 flag"]
    store.save_game("pokemon", "medium", {"actions": [1, 1]}, "1 flag, 0:09", *first)  # the first play goes on
    assert [(saved.summary, saved.revision) for saved in store.saved_games("pokemon", "medium")] == [
        ("1 flag, 0:09", 2), ("2 flags", 1)]
    assert store.saved_game("pokemon", "medium").play == first[0]  # the newest
    assert store.saved_games("pokemon", "easy") == [] and len(store.saved_games("pokemon")) == 2


def test_a_save_outrun_by_another_arcade_is_kept_beside_it_never_over_it(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    play, revision = store.save_game("sokoban", "maze1", {"actions": ["d"]}, "1 move")
    # two arcades resumed revision 1 of this play; the first saves on...
    assert store.save_game("sokoban", "maze1", {"actions": ["d", "s"]}, "2 moves", play, revision) == (play, 2)
    # ...then the second, which still knows revision 1: kept as a play of its own
    forked, again = store.save_game("sokoban", "maze1", {"actions": ["d", "a"]}, "2 moves", play, revision)
    assert forked != play and again == 1
    assert sorted(saved.state["actions"] for saved in store.saved_games("sokoban", "maze1")) == [["d", "a"],
                                                                                                ["d", "s"]]


def test_a_play_whose_save_was_dropped_saves_again_under_its_own_id(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    play, revision = store.save_game("sokoban", "maze1", {"actions": ["d"]}, "1 move")
    store.drop_save(play, revision)
    assert store.save_game("sokoban", "maze1", {"actions": ["d", "s"]}, "2 moves", play, revision) == (play, 1)
    assert len(store.saved_games()) == 1


def test_dropping_a_revision_another_arcade_saved_past_keeps_the_later_save(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    play, revision = store.save_game("sokoban", "maze1", {"actions": ["d"]}, "1 move")
    store.save_game("sokoban", "maze1", {"actions": ["d", "s"]}, "2 moves", play, revision)
    store.drop_save(play, revision)  # an arcade that resumed revision 1 won it: the other's later save stays
    assert store.saved_game("sokoban", "maze1").state == {"actions": ["d", "s"]}
    store.drop_save(play, 2)
    assert store.saved_games() == []


VERSION_3_SAVES = [("sokoban", "maze1", '{"play": {"actions": ["d"]}}', "1 move", CLOCK + 5),
                   ("pokemon", "medium", '{"play": {"actions": [[0, 0]]}}', "0 flags, 0:04", CLOCK + 9)]


def version_3_database(path: Path) -> None:
    """A database as the arcade of schema 3 left it: one save per level, keyed by (game, level)."""
    raw = sqlite3.connect(path, isolation_level=None)
    for number, statements in enumerate(MIGRATIONS[:3], start=1):
        for statement in statements:
            raw.execute(statement)
        raw.execute(f"PRAGMA user_version = {number}")
    raw.executemany("INSERT INTO saves (game, level, state, summary, saved_at) VALUES (?, ?, ?, ?, ?)",
                    VERSION_3_SAVES)
    raw.execute("INSERT INTO played (game, level, outcome, figures, score) VALUES ('sokoban', 'maze1', 'won', "
                "'{\"moves\": 11}', 11)")
    raw.close()


def test_a_version_3_database_keeps_each_save_as_a_play_of_its_own(tmp_path: Path) -> None:
    database = tmp_path / DATABASE_FILE
    version_3_database(database)
    store = Store(database, clock=Clock())
    assert store.notices == []
    assert sqlite3.connect(database).execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) >= 5
    saves = store.saved_games()
    assert [(saved.game, saved.level, saved.state, saved.summary, saved.saved_at, saved.revision)
            for saved in saves] == [("pokemon", "medium", {"play": {"actions": [[0, 0]]}}, "0 flags, 0:04",
                                     CLOCK + 9, 1),
                                    ("sokoban", "maze1", {"play": {"actions": ["d"]}}, "1 move", CLOCK + 5, 1)]
    assert len({saved.play for saved in saves}) == 2 and all(len(saved.play) == 32 for saved in saves)
    assert store.best("sokoban", "maze1") == {"moves": 11}
    # the migrated save is a play like any other: a second play beside it, its own saves replacing it alone
    old = store.saved_game("sokoban", "maze1")
    store.save_game("sokoban", "maze1", {"play": {"actions": ["s"]}}, "1 move")
    store.save_game("sokoban", "maze1", {"play": {"actions": ["d", "d"]}}, "2 moves", old.play, old.revision)
    assert sorted(saved.summary for saved in store.saved_games("sokoban", "maze1")) == ["1 move", "2 moves"]
    assert Store(database).saved_games() == store.saved_games()  # opened again: nothing migrates twice
