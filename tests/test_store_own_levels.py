"""The store's levels of the player's own (schema 5, issue 32): text kept per game id, numbered from 1 in the order
first kept and never given again, one row per board digest, taken off the list without losing its number, records
or saves, and two arcades pasting at once both keeping every level under numbers of their own."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from arcade.store import ALREADY_KEPT, BACK_AGAIN, DATABASE_FILE, MIGRATIONS, NEW, OwnLevel, Store
from tests.test_store import run_at_once
from tests.test_store_saves_per_play import version_3_database


class Clock:
    """A clock that moves a second each time it is read."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        self.now += 1
        return self.now


def test_levels_are_kept_numbered_in_order_and_read_back(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    assert store.own_levels("sokoban") == []
    assert store.keep_levels("sokoban", [("a\n", "digest a"), ("b\n", "digest b")]) == [(1, NEW), (2, NEW)]
    assert store.keep_levels("sokoban", [("c\n", "digest c")]) == [(3, NEW)]
    assert store.own_levels("sokoban") == [OwnLevel(1, "a\n", 1001.0, False), OwnLevel(2, "b\n", 1002.0, False),
                                           OwnLevel(3, "c\n", 1003.0, False)]
    assert store.own_levels("sokoban", number=2) == [OwnLevel(2, "b\n", 1002.0, False)]
    assert store.own_levels("sokoban", number=9) == []
    assert store.own_levels("toy-lights") == []  # kept per game id
    assert store.keep_levels("toy-lights", [("x\n", "digest a")]) == [(1, NEW)]  # each game numbers its own
    assert Store(tmp_path / DATABASE_FILE).own_levels("sokoban") == store.own_levels("sokoban")


def test_a_board_pasted_again_is_kept_once_with_its_first_text_and_number(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    store.keep_levels("sokoban", [("; first title\nboard\n", "same")])
    assert store.keep_levels("sokoban", [("; other title\nboard\n", "same"), ("new\n", "new"), ("new\n", "new")]) \
        == [(1, ALREADY_KEPT), (2, NEW), (2, ALREADY_KEPT)]
    assert [(one.number, one.text) for one in store.own_levels("sokoban")] == [(1, "; first title\nboard\n"),
                                                                               (2, "new\n")]


def test_a_level_taken_off_the_list_keeps_its_number_and_comes_back_when_pasted_again(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE, clock=Clock())
    store.keep_levels("sokoban", [("a\n", "a"), ("b\n", "b"), ("c\n", "c")])
    store.record_game("sokoban", "yours:3", "won", {"moves": 4, "pushes": 1}, "moves")
    store.remove_own_level("sokoban", 3)
    store.remove_own_level("sokoban", 3)  # once is enough: the second changes nothing
    assert [one.number for one in store.own_levels("sokoban")] == [1, 2]
    assert store.own_levels("sokoban", removed=True)[-1] == OwnLevel(3, "c\n", 1003.0, True)
    assert store.own_levels("sokoban", removed=True, number=3)[0].removed
    assert store.keep_levels("sokoban", [("d\n", "d")]) == [(4, NEW)]  # 3 is never given again
    assert store.keep_levels("sokoban", [("c again\n", "c")]) == [(3, BACK_AGAIN)]
    assert [one.number for one in store.own_levels("sokoban")] == [1, 2, 3, 4]
    assert store.best("sokoban", "yours:3") == {"moves": 4, "pushes": 1}  # its records stayed attached


def test_a_version_4_database_gains_the_table_and_keeps_everything(tmp_path: Path) -> None:
    database = tmp_path / DATABASE_FILE
    version_3_database(database)
    Store(database).close()  # to version 4 and on
    raw = sqlite3.connect(database)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) >= 5
    assert raw.execute("SELECT COUNT(*) FROM own_levels").fetchone()[0] == 0
    store = Store(database)
    assert store.best("sokoban", "maze1") == {"moves": 11} and len(store.saved_games()) == 2
    assert store.keep_levels("sokoban", [("a\n", "a")]) == [(1, NEW)]


def test_two_arcades_pasting_at_once_keep_every_level_under_numbers_of_their_own(tmp_path: Path) -> None:
    script = (
        "import sys\nfrom pathlib import Path\nfrom arcade.store import Store\n"
        "store = Store(Path(sys.argv[1]))\n"
        "for n in range(40):\n"
        "    store.keep_levels('sokoban', [(f'{sys.argv[2]} {n}', f'{sys.argv[2]} {n}'), ('shared', 'shared')])\n"
    )
    database = tmp_path / DATABASE_FILE
    run_at_once(database, script, ("one", "two"))
    kept = Store(database).own_levels("sokoban")
    assert [one.number for one in kept] == list(range(1, 82))  # 40 each and the shared board once, no number twice
    assert sorted(one.text for one in kept) == sorted(["shared", *(f"{name} {n}" for name in ("one", "two")
                                                                     for n in range(40))])
