"""How a level's name or a LEVEL argument becomes a level (arcade/levels.py, arcade/level_files.py), checked at the
edges: a collection's first and last level and one past either end, generated `ENTRY:SEED` names and the entry each
comes from, a file named like a bundled one, the errors' exact words and the file they name, a manifest's malformed
entries, and the play order after a collection's or a generated level."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arcade.errors import LevelError
from arcade.level_files import level_file_name, resolve_level
from arcade.levels import (
    MANIFEST,
    Level,
    bundled_levels,
    bundled_levels_root,
    collection_file_level,
    collection_levels,
    collection_of,
    find_generated,
    find_level,
    former_names,
    fresh_level,
    generated_level,
    generator_of,
    level_after,
    make_generated,
    natural_key,
    next_level,
    read_manifest,
)
from arcade.registry import GAMES, find_game

SOKOBAN, SPIRE, POKEMON, ACORN = find_game("sokoban"), find_game("spire"), find_game("pokemon"), find_game("acorn")
MICROBAN = bundled_levels_root() / "sokoban" / "microban.xsb"
MICROBAN_LEVELS = 155


# -- collections ---------------------------------------------------------------------------------------------------
def test_a_bundled_collections_levels_are_found_by_number_from_the_first_to_the_last() -> None:
    """`microban:N` is level N counted from 1: 1 and 155 are its ends, 0 and 156 are no level, nor is a number
    that is not digits; the level is the collection file's own, titled by the entry and number."""
    first, last = find_level(SOKOBAN, "microban:1"), find_level(SOKOBAN, f"microban:{MICROBAN_LEVELS}")
    assert first is not None and (first.name, first.title, first.path, first.settings["index"]) == (
        "microban:1", "Microban 1", MICROBAN, 0)
    assert last is not None and (last.name, last.settings["index"]) == (f"microban:{MICROBAN_LEVELS}",
                                                                        MICROBAN_LEVELS - 1)
    assert find_level(SOKOBAN, "microban:2") == collection_of(SOKOBAN, find_level(SOKOBAN, "microban"))[1]
    for name in ("microban:0", f"microban:{MICROBAN_LEVELS + 1}", "microban:x", "microban:", "maze1:1", "nowhere:1"):
        assert find_level(SOKOBAN, name) is None, name


def test_a_collection_files_levels_by_path_from_the_first_to_the_last() -> None:
    """`FILE:N` (or FILE alone, its first level) names a level of a collection file; the bundled file's levels are
    its entry's (named `microban:N`); a number past either end is an error naming the file and the count."""
    assert collection_file_level(SOKOBAN, str(MICROBAN)) == find_level(SOKOBAN, "microban:1")
    assert collection_file_level(SOKOBAN, f"{MICROBAN}:1") == find_level(SOKOBAN, "microban:1")
    assert collection_file_level(SOKOBAN, f"{MICROBAN}:{MICROBAN_LEVELS}") == find_level(
        SOKOBAN, f"microban:{MICROBAN_LEVELS}")
    for number in (0, MICROBAN_LEVELS + 1):
        with pytest.raises(LevelError) as refused:
            collection_file_level(SOKOBAN, f"{MICROBAN}:{number}")
        assert str(refused.value) == f"{MICROBAN}: no level {number} (the collection has {MICROBAN_LEVELS})"
    assert collection_file_level(SOKOBAN, str(bundled_levels_root() / "sokoban" / "maze1.txt")) is None
    assert collection_file_level(SOKOBAN, f"{MICROBAN}x") is None  # no such file


def test_a_copied_collection_is_named_after_its_file_and_read_again_when_it_changes(tmp_path: Path) -> None:
    """A collection file outside the bundled levels is named by its stem (`mine:2`), Level.from_file gives the level
    a name asks for (its first otherwise), and an edited file is read again."""
    copy = tmp_path / "mine.xsb"
    lines = MICROBAN.read_text(encoding="utf-8").split("\n\n")
    copy.write_text("\n\n".join(lines[:3]) + "\n", encoding="utf-8")
    levels = collection_levels(SOKOBAN, copy, "mine")
    assert [level.name for level in levels][:2] == ["mine:1", "mine:2"] and levels[0].path == copy
    assert collection_file_level(SOKOBAN, f"{copy}:2") == levels[1]
    assert Level.from_file(SOKOBAN, copy, "mine:2") == levels[1]
    assert Level.from_file(SOKOBAN, copy) == levels[0] == Level.from_file(SOKOBAN, copy, "mine:99")
    assert Level.from_file(SOKOBAN, MICROBAN, "microban:3") == find_level(SOKOBAN, "microban:3")
    count = len(levels)
    copy.write_text("\n\n".join(lines[:2]) + "\n", encoding="utf-8")
    os.utime(copy, ns=(1, 1))  # another modification time, however fast the test runs
    assert len(collection_levels(SOKOBAN, copy, "mine")) < count
    with pytest.raises(LevelError) as refused:
        collection_levels(SOKOBAN, tmp_path / "gone.xsb", "gone")
    assert str(refused.value) == f"{tmp_path / 'gone.xsb'}: unreadable (No such file or directory)"


def test_after_a_collections_level_comes_the_next_of_the_collection_and_after_its_last_none() -> None:
    """Next in a collection is its following level; the last has none; a level file's next is the manifest's."""
    assert level_after(SOKOBAN, find_level(SOKOBAN, "microban:1")) == find_level(SOKOBAN, "microban:2")
    assert level_after(SOKOBAN, find_level(SOKOBAN, f"microban:{MICROBAN_LEVELS - 1}")) == find_level(
        SOKOBAN, f"microban:{MICROBAN_LEVELS}")
    assert level_after(SOKOBAN, find_level(SOKOBAN, f"microban:{MICROBAN_LEVELS}")) is None
    levels = bundled_levels(SOKOBAN)
    assert level_after(SOKOBAN, levels[-2]) == levels[-1] and level_after(SOKOBAN, levels[-1]) is None
    assert level_after(SOKOBAN, None) is None
    assert next_level(SOKOBAN, bundled_levels_root() / "sokoban" / "maze1.txt") == find_level(SOKOBAN, "maze2")
    assert next_level(SOKOBAN, bundled_levels_root() / "sokoban" / "yard5.txt") == find_level(SOKOBAN, "microban")
    pokemon = bundled_levels(POKEMON)  # levels of settings alone follow each other by name
    assert level_after(POKEMON, pokemon[0]) == pokemon[1]
    assert level_after(POKEMON, Level(pokemon[0].name, Path("/elsewhere.txt"))) is None


# -- generated levels ---------------------------------------------------------------------------------------------
def test_a_generated_levels_name_is_its_entry_and_its_seed_and_it_comes_from_that_entry() -> None:
    """`random:hard:3` is the `random:hard` entry's level of seed 3 (its settings but `gathers`, and the seed);
    after it comes its entry (opened, a fresh level); `random:3` is the medium entry's; anything else is none."""
    hard = find_level(SOKOBAN, "random:hard")
    level = find_level(SOKOBAN, "random:hard:3")
    assert hard is not None and level is not None
    assert level == generated_level(hard, 3) == find_generated(SOKOBAN, "random:hard:3")
    assert (level.name, level.title, level.blurb, level.seed) == ("random:hard:3", "Random (hard) #3", hard.blurb, 3)
    assert dict(level.settings) == {"generator": True, "screen": "classic", "difficulty": "hard", "seed": 3}
    assert generator_of(SOKOBAN, "random:hard:3") == hard == level_after(SOKOBAN, level)
    assert generator_of(SOKOBAN, "random:3") == find_level(SOKOBAN, "random") != hard
    assert find_generated(SOKOBAN, "random:hard") == hard and find_generated(SOKOBAN, "random:easy:0").seed == 0
    for name in ("random:hard:-3", "random:hard:3x", "random:hard:٣", "random:huge:3", "microban:3", "maze1"):
        assert find_generated(SOKOBAN, name) is None, name
    assert generator_of(SOKOBAN, "microban:3") is None and generator_of(SOKOBAN, "maze1") is None
    daily = Level("daily-2026-11-24", None, settings={"seed": 3, "difficulty": "hard"})
    assert level_after(SOKOBAN, daily) is None  # a level of a seed that no entry made


def test_a_fresh_level_of_an_entry_is_below_a_million() -> None:
    """Opening an entry makes the level of a seed drawn below FRESH_SEEDS from the random source given."""

    class Draws:
        def __init__(self) -> None:
            self.asked: list[int] = []

        def randrange(self, stop: int) -> int:
            self.asked.append(stop)
            return stop - 1

    draws = Draws()
    entry = find_level(ACORN, "random")
    assert entry is not None
    assert fresh_level(entry, draws) == generated_level(entry, 999_999)  # type: ignore[arg-type]
    assert draws.asked == [1_000_000]


def test_a_generated_level_is_made_from_its_difficulty_and_seed_and_a_bad_one_is_a_level_error() -> None:
    """make_generated calls the game's generator with the level's difficulty (medium when it names none) and seed; a
    level without a seed, a difficulty not the game's, or a generator giving up is a LevelError naming the level."""
    calls: list[tuple[str, int]] = []

    def make(difficulty: str, seed: int) -> str:
        calls.append((difficulty, seed))
        return f"{difficulty}/{seed}"

    kinds = ("easy", "medium", "hard")
    assert make_generated(Level("a:4", None, settings={"seed": 4, "difficulty": "hard"}), kinds, make) == "hard/4"
    assert make_generated(Level("b:5", None, settings={"seed": 5}), kinds, make) == "medium/5"
    assert calls == [("hard", 4), ("medium", 5)]
    refusals = [(Level("c", None), "c: not a generated level (it has no seed)"),
                (Level("d", None, settings={"seed": True}), "d: not a generated level (it has no seed)"),
                (Level("e:1", None, settings={"seed": 1, "difficulty": "huge"}),
                 "e:1: no difficulty 'huge' (there are: easy, medium, hard)")]
    for level, words in refusals:
        with pytest.raises(LevelError) as refused:
            make_generated(level, kinds, make)
        assert str(refused.value) == words

    def gives_up(difficulty: str, seed: int) -> str:
        raise RuntimeError(f"no {difficulty} level for seed {seed}")

    with pytest.raises(LevelError) as refused:
        make_generated(Level("f:2", None, settings={"seed": 2}), kinds, gives_up)
    assert str(refused.value) == "f:2: no medium level for seed 2"


# -- manifests and names ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "words"), [
    ('[[level]]\nname = "a"\nshortest = -1\n', "level 1 (a): shortest must be a whole number of moves"),
    ('[[level]]\nname = "a"\nshortest = true\n', "level 1 (a): shortest must be a whole number of moves"),
    ('[[level]]\nname = "a"\nshortest = 1.5\n', "level 1 (a): shortest must be a whole number of moves"),
    ('[[level]]\nname = "a"\n[[level]]\nname = "b"\ncollection = "b.xsb"\n',
     "level 2 (b): a collection needs file = false and a file name"),
    ('[[level]]\nname = "b"\nfile = false\ncollection = 3\n',
     "level 1 (b): a collection needs file = false and a file name"),
    ("level = 3\n", "'level' must be a list of [[level]] tables"),
    ('[[level]]\nname = ""\n', "level 1 has no name"),
    ("[[level]]\nname = 3\n", "level 1 has no name"),
])
def test_a_malformed_manifest_entry_is_an_error_naming_the_file_the_entry_and_the_problem(
        tmp_path: Path, text: str, words: str) -> None:
    """Each rule of a manifest entry, where it acts: the error's whole message is the manifest's path and the
    problem."""
    manifest = tmp_path / MANIFEST
    manifest.write_text(text, encoding="utf-8")
    with pytest.raises(LevelError) as refused:
        read_manifest(manifest)
    assert str(refused.value) == f"{manifest}: {words}"


def test_a_manifests_entries_take_their_defaults_and_keep_their_settings(tmp_path: Path) -> None:
    """An entry without title or blurb is titled by its name and has no blurb; `shortest = 0` is a shortest; other
    keys (but `file`) are its settings; a manifest of no levels lists none; its text is read as UTF-8."""
    manifest = tmp_path / MANIFEST
    manifest.write_text('[[level]]\nname = "a"\nshortest = 0\n[[level]]\nname = "b"\nfile = false\n'
                        'title = "Bé"\nblurb = "ü"\nsize = 3\n', encoding="utf-8")
    first, second = read_manifest(manifest)
    assert (first.name, first.title, first.blurb, first.path, first.shortest) == ("a", "a", "", tmp_path / "a.txt", 0)
    assert (second.title, second.blurb, second.path, dict(second.settings)) == ("Bé", "ü", None,
                                                                                 {"size": 3})
    manifest.write_text("# nothing yet\n", encoding="utf-8")
    assert read_manifest(manifest) == []


def test_level_files_a_manifest_does_not_name_are_listed_as_files_after_it(tmp_path: Path, monkeypatch) -> None:
    """A level file beside the manifest that it does not name is a level of that file, after the listed ones in
    natural order; a folder without a manifest lists its files alone; other files are no levels."""
    folder = tmp_path / "sokoban"
    folder.mkdir()
    for name in ("b10.txt", "b9.txt", "notes.md"):
        (folder / name).write_text("x\n")
    (folder / "c.txt").mkdir()
    monkeypatch.setattr("arcade.levels.bundled_levels_root", lambda: tmp_path)
    assert [(level.name, level.path) for level in bundled_levels(SOKOBAN)] == [
        ("b9", folder / "b9.txt"), ("b10", folder / "b10.txt")]
    monkeypatch.setattr("arcade.levels.bundled_levels_root", lambda: tmp_path / "elsewhere")
    assert bundled_levels(SOKOBAN) == []


def test_natural_order_counts_numbers_as_numbers() -> None:
    """microban:2 before microban:10, yard9 before yard10, and text parts compared as text."""
    assert sorted(["yard10", "yard9", "b1", "a20"], key=natural_key) == ["a20", "b1", "yard9", "yard10"]
    assert natural_key("microban:12") == ["microban:", 12, ""]


def test_former_names_map_each_old_name_to_its_level() -> None:
    """The manifests' `formerly` lists: (game, old name) -> the level's name, for importing old results."""
    names = former_names(GAMES)
    assert names[("pokemon", "8x8-10")] == "easy" and names[("pokemon", "16x16-40")] == "medium"
    assert all(isinstance(key, tuple) and len(key) == 2 for key in names)


# -- a LEVEL argument ---------------------------------------------------------------------------------------------
def test_a_bundled_levels_plain_name_is_its_file_and_a_file_here_of_that_name_comes_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`maze1` (or `maze1.txt`) is the bundled file; a file of that name in the current folder is taken instead; a
    folder, `~`, `.` or `..` are never a bundled level; the string form is the same path."""
    bundled = bundled_levels_root() / "sokoban" / "maze1.txt"
    monkeypatch.chdir(tmp_path)
    assert resolve_level(SOKOBAN, "maze1") == bundled == resolve_level(SOKOBAN, "maze1.txt")
    assert level_file_name(SOKOBAN, "maze1") == str(bundled) == level_file_name(SOKOBAN, "maze1.txt")
    (tmp_path / "maze1").write_text("mine\n")
    assert resolve_level(SOKOBAN, "maze1") == Path("maze1") and level_file_name(SOKOBAN, "maze1") == "maze1"
    assert resolve_level(SOKOBAN, "maze1.txt") == bundled  # no file of that name here
    assert resolve_level(SOKOBAN, "maze2") == bundled_levels_root() / "sokoban" / "maze2.txt"
    for spec in (".", "..", "~", ".txt", "~/maze1", "sub/maze1"):
        with pytest.raises(LevelError):
            resolve_level(SOKOBAN, spec)
    (tmp_path / "folder").mkdir()
    with pytest.raises(LevelError) as refused:
        resolve_level(SOKOBAN, "folder")
    assert str(refused.value) == "folder: not a regular file"


def test_a_level_argument_that_is_nothing_says_so_in_the_games_words(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """No file and no bundled level: one error naming the argument, the game and (for a map or a board) the noun."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(LevelError) as refused:
        resolve_level(SOKOBAN, "nowhere")
    assert str(refused.value) == "nowhere: no such file, nor a bundled sokoban level (see arcade --list)"
    with pytest.raises(LevelError) as refused:
        level_file_name(find_game("dayz"), "nowhere", noun="map")
    assert str(refused.value) == "nowhere: no such map file, nor a bundled dayz map (see arcade --list)"


def test_a_path_that_does_not_exist_is_taken_by_its_last_part_only_when_asked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """by_file_name: `maps/maze1.txt` (no such file here) finds the bundled maze1, as a plain adapter's prompt
    answered as the original was; without it, it is no level."""
    monkeypatch.chdir(tmp_path)
    bundled = bundled_levels_root() / "sokoban" / "maze1.txt"
    assert resolve_level(SOKOBAN, "maps/maze1.txt", by_file_name=True) == bundled
    assert level_file_name(SOKOBAN, "maps/maze1", by_file_name=True) == str(bundled)
    with pytest.raises(LevelError):
        resolve_level(SOKOBAN, "maps/maze1.txt")
    with pytest.raises(LevelError):
        resolve_level(SOKOBAN, "maps/..", by_file_name=True)


def test_a_game_without_bundled_levels_resolves_files_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose registry entry names no levels folder (or a folder that is not there) has no bundled levels:
    a plain name is a file or nothing."""
    monkeypatch.chdir(tmp_path)
    for game in (SOKOBAN.replace(levels=None), SOKOBAN.replace(levels="no-such-folder")):
        assert bundled_levels(game) == []
        with pytest.raises(LevelError):
            resolve_level(game, "maze1")
        (tmp_path / "mine.txt").write_text("x\n")
        assert resolve_level(game, "mine.txt") == Path("mine.txt")
    assert find_level(SOKOBAN.replace(levels=None), "microban:1") is None
