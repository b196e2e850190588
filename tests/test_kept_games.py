"""Which kept game `arcade export` (plain input and cast) works from, arcade/kept_games.py: the level's newest saved
game, else its best; the level and file it is replayed on; its time on screen and its words. Each test writes the
store as the shell would (or as an older or damaged one might) and checks the exact KeptGame, since the exporters and
the cast take every field of it as it is (a wrong level file, a time that is not one, words of the other game)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.errors import ArcadeError
from arcade.kept_games import kept_game
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store

SOKOBAN, ACORN, POKEMON = find_game("sokoban"), find_game("acorn"), find_game("pokemon")
MAZE1 = find_level(SOKOBAN, "maze1")
PLAY = {"format": 1, "start": {}, "actions": ["s", "w", "s"]}
WIN = {"format": 1, "start": {}, "actions": list("dssasdddsdw")}
CLASSIC = """; two levels
#####
#@$.#
#####

######
#@ $.#
######
"""


def store_at(tmp_path: Path) -> Store:
    return Store(tmp_path / DATABASE_FILE, clock=lambda: 1_800_000_000.0)


def test_a_level_with_nothing_kept_is_an_error_that_names_the_game_and_the_level(tmp_path: Path) -> None:
    """Nothing to export: one line saying of which game and level, not a traceback or an empty export."""
    with pytest.raises(ArcadeError) as raised:
        kept_game(store_at(tmp_path), SOKOBAN, "maze1")
    assert str(raised.value) == "no saved game and no best on sokoban maze1 to export"


def test_only_a_save_of_this_game_and_this_level_is_taken(tmp_path: Path) -> None:
    """Another game's save under the same level name, or this game's save of another level, is not this level's."""
    store = store_at(tmp_path)
    store.save_game("acorn", "maze1", {"play": PLAY, "seconds": 5}, "3 moves")
    store.save_game("sokoban", "other", {"play": PLAY, "seconds": 5}, "3 moves")
    with pytest.raises(ArcadeError):
        kept_game(store, SOKOBAN, "maze1")
    store.record_game("sokoban", "maze1", "won", {"moves": 11}, "moves", replay=WIN, seconds=30.0)
    kept = kept_game(store, SOKOBAN, "maze1")
    assert (kept.saved, kept.record, kept.words, kept.seconds) == (False, WIN, "11 moves", 30.0)


def test_the_best_is_read_from_this_game_and_level_with_its_own_time(tmp_path: Path) -> None:
    """A best on another level or of another game under the same name gives neither its time nor its words."""
    store = store_at(tmp_path)
    store.record_game("sokoban", "maze1", "won", {"moves": 11}, "moves", replay=WIN, seconds=30.0)
    store.record_game("sokoban", "other", "won", {"moves": 3}, "moves", replay=PLAY, seconds=9.0)
    store.record_game("acorn", "maze1", "won", {"moves": 2}, "moves", replay=PLAY, seconds=4.0)
    kept = kept_game(store, SOKOBAN, "maze1")
    assert (kept.saved, kept.record, kept.words, kept.seconds) == (False, WIN, "11 moves", 30.0)
    assert (kept.level, kept.path) == (MAZE1, MAZE1.path)


def test_a_best_without_its_games_figure_is_called_a_win(tmp_path: Path) -> None:
    """A win kept by another figure than the game's best_by (an older arcade's row) still exports, as 'a win'."""
    store = store_at(tmp_path)
    store.record_game("sokoban", "maze1", "won", {"score": 5}, "score", replay=WIN)
    kept = kept_game(store, SOKOBAN, "maze1")
    assert (kept.saved, kept.words, kept.seconds) == (False, "a win", None)


def test_a_save_of_a_bundled_level_is_replayed_on_the_bundled_file(tmp_path: Path) -> None:
    """A bundled level's own file wins over a path the save kept (a copy elsewhere, since moved)."""
    store = store_at(tmp_path)
    store.save_game("sokoban", "maze1", {"play": PLAY, "path": str(tmp_path / "gone.txt"), "seconds": 12.5},
                    "3 moves")
    kept = kept_game(store, SOKOBAN, "maze1")
    assert (kept.saved, kept.record, kept.words, kept.seconds) == (True, PLAY, "3 moves", 12.5)
    assert (kept.level, kept.path) == (MAZE1, MAZE1.path)


def test_a_save_of_a_level_file_of_the_players_own_is_replayed_on_that_file(tmp_path: Path) -> None:
    """A level opened from a file (not bundled) is found again through the path its save kept."""
    own = tmp_path / "mine.txt"
    own.write_text(MAZE1.path.read_text(encoding="utf-8"), encoding="utf-8")
    store = store_at(tmp_path)
    store.save_game("sokoban", "mine", {"play": PLAY, "path": str(own), "seconds": 3}, "3 moves")
    kept = kept_game(store, SOKOBAN, "mine")
    assert kept.path == own and kept.level is not None
    assert (kept.level.name, kept.level.path) == ("mine", own)


def test_a_save_of_a_collection_level_is_replayed_on_its_own_level_of_the_file(tmp_path: Path) -> None:
    """The save of the second level of a collection file is the second level, not the file's first."""
    collection = tmp_path / "pair.xsb"
    collection.write_text(CLASSIC, encoding="utf-8")
    store = store_at(tmp_path)
    store.save_game("sokoban", "pair:2", {"play": PLAY, "path": str(collection)}, "1 move")
    kept = kept_game(store, SOKOBAN, "pair:2")
    assert kept.path == collection and kept.level is not None
    assert (kept.level.name, kept.level.path, kept.level.settings["index"]) == ("pair:2", collection, 1)


def test_a_save_whose_file_is_gone_or_broken_keeps_its_path_and_no_level(tmp_path: Path) -> None:
    """The file the save names no longer there, or no longer a level file it can read: no level (the exporter then
    says so), the path as kept."""
    store = store_at(tmp_path)
    gone = tmp_path / "gone.txt"
    store.save_game("sokoban", "gone", {"play": PLAY, "path": str(gone)}, "3 moves")
    assert (kept_game(store, SOKOBAN, "gone").level, kept_game(store, SOKOBAN, "gone").path) == (None, gone)
    broken = tmp_path / "broken.xsb"
    broken.write_bytes(b"\xff\xfe not text")
    store.save_game("sokoban", "broken:1", {"play": PLAY, "path": str(broken)}, "3 moves")
    kept = kept_game(store, SOKOBAN, "broken:1")
    assert kept.level is None and kept.path == broken


def test_a_bundled_level_without_a_file_keeps_its_level_and_the_saves_path(tmp_path: Path) -> None:
    """A level of settings alone (Pokémon's easy) is the bundled one even when its save names a level file."""
    easy = find_level(POKEMON, "easy")
    assert easy is not None and easy.path is None
    other = tmp_path / "other.txt"
    other.write_text(MAZE1.path.read_text(encoding="utf-8"), encoding="utf-8")
    store = store_at(tmp_path)
    store.save_game("pokemon", "easy", {"play": PLAY, "path": str(other)}, "1 flag")
    kept = kept_game(store, POKEMON, "easy")
    assert (kept.level, kept.path) == (easy, other)


@pytest.mark.parametrize(("kept_seconds", "expected"), [
    (0, 0.0), (0.5, 0.5), (7, 7.0), (-1, None), (True, None), ("7", None), (None, None)])
def test_a_saves_time_is_a_number_of_seconds_not_below_zero_or_none(tmp_path: Path, kept_seconds: object,
                                                                    expected: float | None) -> None:
    """The time kept with a save drives the cast's pace: only a number, not a bool, zero or more, is a time."""
    store = store_at(tmp_path)
    store.save_game("sokoban", "maze1", {"play": PLAY, "seconds": kept_seconds}, "3 moves")
    assert kept_game(store, SOKOBAN, "maze1").seconds == expected
