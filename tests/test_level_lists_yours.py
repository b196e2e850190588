"""Sokoban's Yours (issue 32): the levels the player pasted, as the level lists, Next, Records, `arcade stats`, saves,
export and the command line meet them. The levels are named `yours:N` by the number the store gave them."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade import cli
from arcade.errors import ArcadeError, LevelError
from arcade.kept_games import kept_game
from arcade.levels import (
    TEXT_SETTING,
    collection_of,
    find_level,
    keep_pasted,
    level_after,
    own_levels,
    pasted_entry,
)
from arcade.registry import find_game
from arcade.stats import stats_text
from arcade.store import ALREADY_KEPT, DATABASE_FILE, NEW, Store
from arcade.ui.lists import YOURS_KEYS
from arcade.ui.running import start_app
from arcade.ui.saving import SaveKeeper
from tests.shell_session import ShellSession

SOKOBAN = find_game("sokoban")
TINY = "; Tiny\n#####\n#@$.#\n#####\n"
WIDE = "######\n#@ $.#\n#    #\n######\n"
THIRD = "#######\n#@ $ .#\n#######\n"


def store_with(tmp_path: Path, *texts: str) -> Store:
    """A store holding these pastes, kept one after another."""
    store = Store(tmp_path / DATABASE_FILE)
    for text in texts:
        keep_pasted(SOKOBAN, store, text)
    return store


def test_a_pasted_level_is_found_by_its_name_given_the_store(tmp_path: Path) -> None:
    store = store_with(tmp_path, f"{TINY}\n{WIDE}")
    level = find_level(SOKOBAN, "yours:1", store)
    assert level is not None and (level.name, level.path, level.title, level.blurb) == (
        "yours:1", None, "Yours 1 · Tiny", "3×5, 1 crate")
    assert level.is_pasted and level.in_collection and not level.is_collection
    assert level.settings[TEXT_SETTING] == "; Tiny\n#####\n#@$.#\n#####\n"
    second = find_level(SOKOBAN, "yours:2", store)
    assert second is not None and (second.title, second.blurb) == ("Yours 2", "4×6, 1 crate")
    assert find_level(SOKOBAN, "yours:1") is None  # without the store there is none
    assert find_level(SOKOBAN, "yours:3", store) is None and find_level(SOKOBAN, "yours:x", store) is None
    assert find_level(SOKOBAN, "yours:٣", store) is None  # digits, but not ASCII ones
    entry = find_level(SOKOBAN, "yours", store)
    assert entry is not None and entry == pasted_entry(SOKOBAN) and entry.is_collection and entry.is_pasted_entry
    assert collection_of(SOKOBAN, entry, store) == own_levels(SOKOBAN, store) == [level, second]
    assert collection_of(SOKOBAN, entry) == []  # without the store, none


def test_next_after_a_pasted_level_is_the_next_listed_and_after_the_last_none(tmp_path: Path) -> None:
    store = store_with(tmp_path, TINY, WIDE, THIRD)
    first, second, third = own_levels(SOKOBAN, store)
    store.remove_own_level("sokoban", 2)
    assert level_after(SOKOBAN, first, store) == third  # the one taken off is skipped
    assert level_after(SOKOBAN, second, store) == third  # a removed one still has the next
    assert level_after(SOKOBAN, third, store) is None
    assert level_after(SOKOBAN, first) is None  # without the store, none
    assert find_level(SOKOBAN, "yours:2", store) == second  # removed from the list, still found (records, saves)


def test_a_paste_is_kept_whole_or_not_at_all(tmp_path: Path) -> None:
    store = store_with(tmp_path)
    with pytest.raises(LevelError, match=r"level 2, row 3: '%' is not an XSB character"):
        keep_pasted(SOKOBAN, store, f"{TINY}\n#####\n#@$.#\n#%###\n")
    assert own_levels(SOKOBAN, store) == []
    kept = keep_pasted(SOKOBAN, store, f"{TINY}\n{WIDE}")
    assert [(level.name, state) for level, state in kept] == [("yours:1", NEW), ("yours:2", NEW)]
    assert [(level.name, state) for level, state in keep_pasted(SOKOBAN, store, WIDE)] == [("yours:2", ALREADY_KEPT)]
    with pytest.raises(ArcadeError, match="takes no pasted levels"):
        keep_pasted(find_game("pokemon"), store, TINY)


def test_the_game_list_shows_yours_and_the_paste_entry_and_yours_lists_its_levels(tmp_path: Path) -> None:
    store = store_with(tmp_path)
    session = ShellSession(None, None, store, size=(80, 24))
    session.press("enter", "end")
    text = session.text()
    assert "Yours" in text and "none yet" in text and "Paste a level…" in text and "p paste" in text
    keep_pasted(SOKOBAN, store, f"{TINY}\n{WIDE}")
    store.record_game("sokoban", "yours:1", "won", {"moves": 1, "pushes": 1}, "moves", replay={"actions": ["r"]})
    session.press("q", "enter", "end")
    assert "1/2 solved" in session.text()
    session.press("up", "enter")
    lines = session.lines()
    assert lines[0].strip() == "Fancy Sokoban: Yours" and session.app.table is YOURS_KEYS
    assert "✓ Yours 1 · Tiny  (yours:1)" in lines[5] and "best: 1 move, 1 push" in lines[5]
    assert lines[6].strip() == "3×5, 1 crate"
    assert "Yours 2  (yours:2)" in lines[7] and "not solved yet" in lines[7] and lines[8].strip() == "4×6, 1 crate"
    assert "Paste a level…" in lines[9]
    assert "p paste" in lines[-1] and "x/Del remove" in lines[-1]
    assert session.app.highlighted() == find_level(SOKOBAN, "yours:2", store)  # the first unsolved
    session.press("up", "h")  # Yours 1's history: its won game
    assert session.app.place == "history" and "Yours 1 · Tiny: past games" in session.text()
    session.press("q", "down", "enter")  # back on Yours 1, then the next
    assert session.app.current.level_name == "yours:2" and "Level: Yours 2" in session.text()


def test_the_yours_entry_on_the_command_line_opens_the_first_unsolved_or_says_there_is_none(tmp_path: Path) -> None:
    store = store_with(tmp_path)
    entry = find_level(SOKOBAN, "yours")
    with pytest.raises(ArcadeError, match=r"^Yours has no levels yet: paste one in Fancy Sokoban's level list "
                                          r"\(Paste a level…\)$"):
        start_app(SOKOBAN, entry, store=store)
    keep_pasted(SOKOBAN, store, f"{TINY}\n{WIDE}")
    store.record_game("sokoban", "yours:1", "won", {"moves": 1, "pushes": 1}, "moves")
    assert start_app(SOKOBAN, entry, store=store).current.level_name == "yours:2"
    assert start_app(SOKOBAN, find_level(SOKOBAN, "yours:1", store), store=store).current.level_name == "yours:1"


def corridor(length: int) -> str:
    """A one-crate level whose walk to the crate is `length` cells long: a different board for every length."""
    return "#" * (length + 5) + "\n#@" + " " * length + "$.#\n" + "#" * (length + 5) + "\n"


def test_typing_a_number_in_yours_goes_to_the_level_of_that_number(tmp_path: Path) -> None:
    store = store_with(tmp_path, *(corridor(length) for length in range(12)))
    store.remove_own_level("sokoban", 1)
    store.remove_own_level("sokoban", 2)
    session = ShellSession(None, None, store, size=(80, 24))
    session.app.lists.choose_collection(SOKOBAN, pasted_entry(SOKOBAN))
    assert session.app.highlighted().name == "yours:3"
    for digit, highlighted, said in (
            ("2", "yours:3", "No level 2: the levels are numbered 3 to 12."),
            ("1", "yours:3", "No level 1: type another digit for a higher number."),  # 1 is gone, 10 to 12 are not
            ("1", "yours:11", "Level 11."),
            ("3", "yours:3", "Level 3."),  # 113 would pass the highest: a new number
            ("1", "yours:3", "No level 1: type another digit for a higher number."),
            ("0", "yours:10", "Level 10.")):
        session.press(digit)
        assert session.app.highlighted().name == highlighted and said in session.text(), digit


def test_records_stats_saves_and_export_name_a_pasted_level_by_its_title(tmp_path: Path) -> None:
    store = store_with(tmp_path, TINY)
    store.record_game("sokoban", "yours:1", "won", {"moves": 1, "pushes": 1}, "moves", replay={"actions": ["r"]})
    store.save_game("sokoban", "yours:1", {"play": {"actions": []}, "path": None}, "0 moves, 0 pushes")
    assert "✓ Yours 1 · Tiny (yours:1)" in stats_text(store)
    (resumable,) = SaveKeeper(store).resumables()
    assert resumable.level == find_level(SOKOBAN, "yours:1", store)
    assert resumable.label == "Fancy Sokoban · Yours 1 · Tiny · 0 moves, 0 pushes"
    kept = kept_game(store, SOKOBAN, "yours:1")
    assert kept.level == find_level(SOKOBAN, "yours:1", store) and kept.path is None and kept.saved


def test_the_command_line_refuses_in_one_line_what_it_cannot_do_with_a_pasted_level(
        capsys: pytest.CaptureFixture[str]) -> None:
    store = Store()  # the player's, in the test's own data directory (conftest.py)
    keep_pasted(SOKOBAN, store, TINY)
    store.record_game("sokoban", "yours:1", "won", {"moves": 1}, "moves", replay={"actions": ["r"]})
    assert cli.main(["export", "sokoban", "yours:1"]) == 2
    assert capsys.readouterr().err == ("arcade: that sokoban game cannot be played by the original program: classic "
                                       "Sokoban levels have no plain mode to export to\n")
    assert cli.main(["sokoban", "yours:2"]) == 2
    assert capsys.readouterr().err == ("arcade: yours:2: no such level of yours (each level pasted under Yours is "
                                       "yours:N, N the number its list shows)\n")
