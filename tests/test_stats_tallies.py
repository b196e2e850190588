"""`arcade stats` counts a game's own kinds apart (the registry's `tallies`): Spire's climbs played and won per
character and difficulty, daily climbs and classic runs left out, in the text and in `--json`."""

from __future__ import annotations

import json
import random
from pathlib import Path

from arcade.games.spire.climb.bots import greedy_bot, play_climb
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import CURRENT_RULES
from arcade.registry import GAMES
from arcade.stats import stats_data, stats_json, stats_text
from arcade.store import DATABASE_FILE, Store


def climbs_kept(tmp_path: Path) -> Store:
    """A store with two greedy climbs lost (IronClad seed 2, Silent seed 9, difficulty 0), an IronClad climb won at
    difficulty 1 and one lost there, a daily climb won and a classic run won."""
    store = Store(tmp_path / DATABASE_FILE)
    for character, seed in (("ironclad", 2), ("silent", 9)):
        climb = play_climb(Climb(character, seed, 0, 0, CURRENT_RULES), greedy_bot, random.Random(1))
        store.record_game("spire", "climb", climb.phase, climb.figures(), "turns")
    won = {"turns": 300, "character": "ironclad", "act": 3, "floor": 51, "difficulty": 1}
    store.record_game("spire", "climb", "won", won, "turns")
    store.record_game("spire", "climb", "lost", won | {"floor": 20, "act": 2}, "turns")
    store.record_game("spire", "daily-2026-11-17", "won", won | {"character": "silent", "difficulty": 0}, "turns")
    store.record_game("spire", "game1", "won", {"turns": 9, "character": "ironclad"}, "turns")
    return store


def test_stats_count_the_climbs_per_character_and_difficulty(tmp_path: Path) -> None:
    lines = stats_text(climbs_kept(tmp_path)).splitlines()
    start = lines.index("  climbs by character and difficulty (daily climbs apart):")
    assert lines[start + 1:start + 4] == ["    IronClad, difficulty 0  played 1, won 0",
                                          "    IronClad, difficulty 1  played 2, won 1",
                                          "    Silent, difficulty 0    played 1, won 0"]
    assert lines[start + 4] == "  last runs, newest first:"


def test_stats_json_gives_the_same_counts(tmp_path: Path) -> None:
    store = climbs_kept(tmp_path)
    spire = next(game for game in json.loads(stats_json(store))["games"] if game["id"] == "spire")
    assert spire["tallies"] == {
        "heading": "climbs by character and difficulty (daily climbs apart):",
        "rows": [{"words": "IronClad, difficulty 0", "character": "ironclad", "difficulty": 0, "played": 1, "won": 0},
                 {"words": "IronClad, difficulty 1", "character": "ironclad", "difficulty": 1, "played": 2, "won": 1},
                 {"words": "Silent, difficulty 0", "character": "silent", "difficulty": 0, "played": 1, "won": 0}]}
    others = [game["tallies"] for game in stats_data(store)["games"] if game["id"] != "spire"]
    assert others == [None] * (len(GAMES) - 1)


def test_no_climb_yet_gives_no_lines_and_no_rows(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    assert "climbs by character" not in stats_text(store)
    spire = next(game for game in stats_data(store)["games"] if game["id"] == "spire")
    assert spire["tallies"] == {"heading": "climbs by character and difficulty (daily climbs apart):", "rows": []}
