"""What a player has met, kept per game and kind (the Spire climb's compendium reads it): a fresh store has met
nothing, names are kept once from their first meeting, kinds and games stay apart, two arcades noting at once both
keep everything, and an older database gains the table with everything else kept."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from arcade.store import DATABASE_FILE, MIGRATIONS, Store, StoreError


def test_a_fresh_store_has_met_nothing(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    assert store.met("spire", "relic") == set()
    assert store.note_met("spire", "relic", []) == 0


def test_names_are_kept_once_and_kinds_and_games_stay_apart(tmp_path: Path) -> None:
    now = [100.0]
    store = Store(tmp_path / DATABASE_FILE, clock=lambda: now[0])
    assert store.note_met("spire", "relic", ["ember_heart", "twin_fang", "ember_heart"]) == 2
    now[0] = 200.0
    assert store.note_met("spire", "relic", ["twin_fang", "war_drum"]) == 1
    assert store.note_met("spire", "card", ["Strike"]) == 1
    assert store.note_met("other", "relic", ["ember_heart"]) == 1
    assert store.met("spire", "relic") == {"ember_heart", "twin_fang", "war_drum"}
    assert store.met("spire", "card") == {"Strike"}
    assert store.met("other", "relic") == {"ember_heart"}
    assert store.met("spire", "potion") == set()
    raw = sqlite3.connect(tmp_path / DATABASE_FILE)
    assert raw.execute("SELECT first_at FROM met WHERE name = 'twin_fang'").fetchone()[0] == 100.0  # the first time
    assert Store(tmp_path / DATABASE_FILE).met("spire", "relic") == {"ember_heart", "twin_fang", "war_drum"}


def test_two_stores_on_one_file_noting_at_once_keep_everything(tmp_path: Path) -> None:
    first, second = Store(tmp_path / DATABASE_FILE), Store(tmp_path / DATABASE_FILE)
    for number in range(20):
        first.note_met("spire", "card", [f"a{number}", "shared"])
        second.note_met("spire", "card", [f"b{number}", "shared"])
    expected = {f"{side}{number}" for side in "ab" for number in range(20)} | {"shared"}
    assert first.met("spire", "card") == second.met("spire", "card") == expected


NOTER = """
import sys
from pathlib import Path
from arcade.store import Store
store = Store(Path(sys.argv[1]))
for number in range(40):
    store.note_met("spire", "monster", [f"{sys.argv[2]}{number}", "shared"])
"""


def test_two_processes_noting_at_once_both_keep_every_name(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_FILE
    Store(path).close()
    runs = [subprocess.Popen([sys.executable, "-c", NOTER, str(path), side]) for side in "xy"]
    assert [run.wait(timeout=60) for run in runs] == [0, 0]
    assert Store(path).met("spire", "monster") == {f"{side}{n}" for side in "xy" for n in range(40)} | {"shared"}


def test_a_version_5_database_gains_the_table_and_keeps_everything(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_FILE
    raw = sqlite3.connect(path, isolation_level=None)
    for statements in MIGRATIONS[:5]:
        for statement in statements:
            raw.execute(statement)
    raw.execute("PRAGMA user_version = 5")
    raw.execute("INSERT INTO preferences (key, value) VALUES ('menu', '\"spire\"')")
    raw.close()
    store = Store(path)
    assert store.notices == [] and store.preference("menu") == "spire"
    assert store.note_met("spire", "event", ["opening"]) == 1 and store.met("spire", "event") == {"opening"}
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) >= 6


def test_a_failed_note_is_a_store_error_and_reading_never_raises(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    store.close()
    with pytest.raises(StoreError):
        store.note_met("spire", "relic", ["twin_fang"])
    assert store.met("spire", "relic") == set()
