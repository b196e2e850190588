"""Reading a Spire game file, every refusal word for word with its line, and healing at a rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.errors import LevelError
from arcade.games.spire.model import MAX_MONSTERS, IronClad, read_game_file

KNOWN = "Louse, Cultist, JawWorm"


def refusal(tmp_path: Path, text: str | bytes) -> tuple[str, int | None]:
    path = tmp_path / "game.txt"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(LevelError) as raised:
        read_game_file(path)
    assert raised.value.path == str(path)
    return raised.value.problem, raised.value.line


def test_a_game_file_is_its_encounters_in_order_blank_lines_and_spaces_aside(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_text("\n  Encounter 1\nLouse 5\n\n Cultist 30 \nEncounter 2\nJawWorm 7\n", encoding="utf-8")
    assert read_game_file(path) == [[("Louse", 5), ("Cultist", 30)], [("JawWorm", 7)]]
    assert read_game_file(str(path)) == read_game_file(path)


@pytest.mark.parametrize(("text", "problem", "line"), [
    ("Louse 5\n", "expected 'Encounter N' before the first monster, found 'Louse 5'", 1),
    ("\n\nEncounter 1\nLouse\n", "expected '<Monster> <max HP>', found 'Louse'", 4),
    ("Encounter 1\nLouse  5\n", "expected '<Monster> <max HP>', found 'Louse  5'", 2),
    ("Encounter 1\nDragon 5\n", f"unknown monster 'Dragon' (known: {KNOWN})", 2),
    ("Encounter 1\nLouse 0\n", "max HP must be a positive whole number, found '0'", 2),
    ("Encounter 1\nLouse -3\n", "max HP must be a positive whole number, found '-3'", 2),
    ("Encounter 1\nLouse x\n", "max HP must be a positive whole number, found 'x'", 2),
    ("Encounter 1\n" + "Louse 1\n" * (MAX_MONSTERS + 1), f"an encounter holds at most {MAX_MONSTERS} monsters",
     MAX_MONSTERS + 2),
    ("", "no encounters (expected lines like 'Encounter 1' then 'Louse 25')", None),
    ("\n \n", "no encounters (expected lines like 'Encounter 1' then 'Louse 25')", None),
    ("Encounter 1\nLouse 1\n\nEncounter 2\n\n", "this encounter has no monsters", 4),
    ("Encounter 1\nEncounter 2\nLouse 1\n", "this encounter has no monsters", 1),
])
def test_what_cannot_be_played_is_named_with_its_line(tmp_path: Path, text: str, problem: str,
                                                      line: int | None) -> None:
    assert refusal(tmp_path, text) == (problem, line)


def test_the_most_monsters_an_encounter_holds_are_taken(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_text("Encounter 1\n" + "Louse 1\n" * MAX_MONSTERS, encoding="utf-8")
    assert read_game_file(path) == [[("Louse", 1)] * MAX_MONSTERS]


def test_a_file_that_is_missing_a_folder_or_not_text(tmp_path: Path) -> None:
    with pytest.raises(LevelError) as missing:
        read_game_file(tmp_path / "none.txt")
    assert (missing.value.problem, missing.value.line) == ("no such game file", None)
    with pytest.raises(LevelError) as folder:
        read_game_file(tmp_path)
    assert folder.value.problem == "not a regular file"
    assert refusal(tmp_path, b"\xff\xfe Encounter") == ("cannot read the game file (UnicodeDecodeError)", None)


def test_healing_gains_up_to_max_hp_and_never_loses_any() -> None:
    player = IronClad()
    top = player.get_max_hp()
    player.reduce_hp(20)
    player.heal(5)
    assert player.get_hp() == top - 15
    player.heal(-4)
    assert player.get_hp() == top - 15
    player.heal(0)
    assert player.get_hp() == top - 15
    player.heal(100)
    assert player.get_hp() == top
