"""Level manifests (levels/<game>/levels.toml): the play order, titles and blurbs every level list reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.errors import LevelError
from arcade.levels import (
    MANIFEST,
    Level,
    bundled_levels,
    bundled_levels_root,
    collection_file_level,
    find_level,
    level_after,
    read_manifest,
    resolve_level,
)
from arcade.registry import GAMES, find_game


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_every_game_lists_every_level_file_with_a_title_and_blurb(game) -> None:
    folder = bundled_levels_root() / game.levels
    listed = read_manifest(folder / MANIFEST)
    assert [level.name for level in listed] == [level.name for level in bundled_levels(game)]
    files = {path.stem for path in folder.glob("*.txt")}
    assert {level.name for level in listed if level.path is not None} == files  # no file left out of the order
    for level in listed:
        assert level.path is None or level.path.is_file(), level.name
        if "collection" in level.settings:  # a whole collection file (classic Sokoban), listed when chosen
            assert level.is_collection and (folder / level.settings["collection"]).is_file(), level.name
        assert level.title and level.title != level.name and level.blurb, level.name
        assert len(level.blurb) <= 68, f"{level.name}: the blurb must fit its line at 80 columns"


def test_the_order_is_the_manifests_not_the_alphabets(tmp_path: Path) -> None:
    spire = find_game("spire")
    names = [level.name for level in bundled_levels(spire)]
    assert names != sorted(names)  # game1, easy, game2, standard, hard, game3: by difficulty
    assert level_after(spire, bundled_levels(spire)[0]) == bundled_levels(spire)[1]
    assert level_after(spire, bundled_levels(spire)[-1]) is None
    first_file = next(level.name for level in bundled_levels(spire) if level.path is not None)  # not the climb
    outside = tmp_path / f"{first_file}.txt"
    outside.write_text((bundled_levels_root() / "spire" / f"{first_file}.txt").read_text())
    assert level_after(spire, Level.from_file(spire, outside)) is None  # a copy elsewhere is not the bundled one


def test_levels_of_settings_alone_are_found_by_name_and_files_still_resolve() -> None:
    pokemon = find_game("pokemon")
    hard = find_level(pokemon, "hard")
    assert hard is not None and hard.path is None and hard.settings["size"] == 26
    assert level_after(pokemon, find_level(pokemon, "easy")) == find_level(pokemon, "medium")
    sokoban = find_game("sokoban")
    assert resolve_level(sokoban, "maze1") == bundled_levels_root() / "sokoban" / "maze1.txt"
    assert Level.from_file(sokoban, resolve_level(sokoban, "maze1")).title == "First Push"
    with pytest.raises(LevelError, match="no such file"):
        resolve_level(sokoban, "../sokoban/maze1")


@pytest.mark.parametrize(
    ("text", "problem"),
    [("[[level]\nname=", "unreadable level list"), ("level = 3\n", "must be a list"),
     ("[[level]]\ntitle = 'x'\n", "level 1 has no name")],
)
def test_a_malformed_manifest_is_one_clear_error(tmp_path: Path, text: str, problem: str) -> None:
    manifest = tmp_path / MANIFEST
    manifest.write_text(text)
    with pytest.raises(LevelError, match=problem) as raised:
        read_manifest(manifest)
    assert str(manifest) in str(raised.value)


def test_files_a_manifest_does_not_name_come_after_it_in_natural_order(tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "sokoban"
    folder.mkdir()
    for name in ("b10", "b2", "a"):
        (folder / f"{name}.txt").write_text("x\n")
    (folder / MANIFEST).write_text('[[level]]\nname = "b10"\ntitle = "Ten"\nblurb = "last but first"\n')
    monkeypatch.setattr("arcade.levels.bundled_levels_root", lambda: tmp_path)
    levels = bundled_levels(find_game("sokoban"))
    assert [(level.name, level.title) for level in levels] == [("b10", "Ten"), ("a", "a"), ("b2", "b2")]


def word_summaries(text: str, source: str) -> list[tuple[str, str]]:
    """A collection reader for the test below: one level per word, titled by the word."""
    return [(word, f"{len(word)} letters") for word in text.split()]


def test_a_collection_file_is_read_by_the_reader_and_suffixes_its_games_registry_entry_names(tmp_path: Path) -> None:
    game = find_game("sokoban").replace(collection=f"{__name__}:word_summaries", collection_suffixes=(".words",),
                                        id="words")
    path = tmp_path / "list.words"
    path.write_text("alpha beta gamma\n", encoding="utf-8")
    level = collection_file_level(game, f"{path}:2")
    assert level is not None and (level.name, level.title, level.blurb) == ("list:2", "List 2 · beta", "4 letters")
    assert level_after(game, level) == Level.from_file(game, path, "list:3")
    assert collection_file_level(find_game("sokoban"), str(path)) is None  # not a suffix of Sokoban's
    with pytest.raises(LevelError, match="has no collection files"):
        collection_file_level(game.replace(collection=None), str(path))
