"""The paste box of Sokoban's level list, in process (issue 32): p (or the Paste a level… entry) opens it, a paste
arrives as one batch of keys (Enter a new line), Ctrl-D or Tab then Enter keeps it; a bad level leaves the box open
with one line naming its level and row, nothing kept; the first level kept is played at once, Next goes on to the
second; Yours lists them, x takes one off asked first (No focused)."""

from __future__ import annotations

from pathlib import Path

import pytest
import urwid

from arcade.levels import bundled_levels_root, own_levels
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.dialogs import HelpDialog
from arcade.ui.game import GameScreen
from arcade.ui.pasting import PasteDialog
from tests.shell_session import ShellSession

SOKOBAN = find_game("sokoban")
GOOD = "; Tiny\n#####\n#@$.#\n#####\n\n"
BAD_SECOND = "######\n#@ $.#\n#%   #\n######"


def keys_of(text: str) -> list[str]:
    """What a terminal sends when this text is pasted (bracketed paste off): a key per character, Enter per line
    break (a Windows line end, CR LF, is two)."""
    return ["enter" if char in "\r\n" else char for char in text]


def sokoban_list(tmp_path: Path, size: tuple[int, int] = (80, 24)) -> ShellSession:
    """The arcade on Sokoban's level list, its store empty."""
    session = ShellSession(None, None, Store(tmp_path / DATABASE_FILE), size=size)
    session.press("enter")
    return session


def test_a_bad_paste_is_named_then_mended_kept_and_played(tmp_path: Path) -> None:
    session = sokoban_list(tmp_path)
    session.press("p")
    assert isinstance(session.app.dialogs[-1], PasteDialog)
    lines = session.lines()
    assert "Paste a level" in lines[0] and "Keep and play (Ctrl-D)" in session.text()
    assert " ".join(lines[-1].split()) == "Ctrl-D keep & play Enter new line Tab/Shift-Tab buttons ? help Esc cancel"
    session.press(*keys_of(GOOD + BAD_SECOND))  # one batch, as a terminal pastes
    session.press("ctrl d")
    assert "Level 2, row 3: '%' is not an XSB character" in session.text()
    assert isinstance(session.app.dialogs[-1], PasteDialog) and own_levels(SOKOBAN, session.store) == []
    session.press("up", "home", "right", "right", "backspace", " ")  # from the end to the bad row, mended
    assert session.app.dialogs[-1].text == GOOD + BAD_SECOND.replace("%", " ")
    session.press("tab")  # to Keep and play, which Enter presses
    assert session.app.dialogs[-1].buttons.focus_index == 0
    session.press("enter")
    screen = session.app.current
    assert not session.app.dialogs and isinstance(screen, GameScreen) and screen.level_name == "yours:1"
    assert "Kept 2 new levels: Yours 1 and 2. Playing Yours 1." in session.text()
    assert "Level: Yours 1 ·" in session.text()  # the panel wraps the title it was pasted with
    session.press("right")  # the one push that wins it
    assert "You won!" in session.text()
    session.press("n")
    assert session.app.current.level_name == "yours:2"
    assert [level.name for level in own_levels(SOKOBAN, session.store)] == ["yours:1", "yours:2"]
    assert session.store.best("sokoban", "yours:1") == {"moves": 1, "pushes": 1}


def test_esc_cancels_keeping_nothing_and_the_entry_opens_the_box_as_p_does(tmp_path: Path) -> None:
    session = sokoban_list(tmp_path)
    session.press("end", "enter")  # Paste a level…
    assert isinstance(session.app.dialogs[-1], PasteDialog)
    session.press(*keys_of(GOOD))
    session.press("esc")
    assert not session.app.dialogs and session.app.place == "chooser" and own_levels(SOKOBAN, session.store) == []


def test_tab_goes_round_the_text_and_the_buttons_and_cancel_closes_the_box(tmp_path: Path) -> None:
    session = sokoban_list(tmp_path)
    session.press("p", *keys_of(GOOD))
    box = session.app.dialogs[-1]
    session.press("tab", "tab")
    assert box.buttons.focus_index == 1
    session.press("tab", "#")  # round to the text: a key types there again
    assert box.text == f"{GOOD}#"
    session.press("shift tab")
    assert box.buttons.focus_index == 1
    session.press("enter")  # Cancel
    assert not session.app.dialogs and own_levels(SOKOBAN, session.store) == []


def test_the_box_has_its_help_and_takes_the_room_the_terminal_gives(tmp_path: Path) -> None:
    session = sokoban_list(tmp_path)
    session.press("p", "?")
    assert isinstance(session.app.dialogs[-1], HelpDialog)
    words = " ".join(session.text().split())
    assert "Help: Paste a level" in words and "Ctrl-D Keep the levels under Yours and play the first" in words
    assert "Enter Start a new line" in words and "Esc Cancel: close it, changing nothing" in words
    session.press("?")
    assert isinstance(session.app.dialogs[-1], PasteDialog)
    small = sum("│" in line[:4] for line in session.lines())
    big = sokoban_list(tmp_path / "big", (100, 32))
    big.press("p")
    assert sum("│" in line[:14] for line in big.lines()) > small >= 18


def test_the_same_level_pasted_again_is_kept_once(tmp_path: Path) -> None:
    session = sokoban_list(tmp_path)
    session.press("p", *keys_of(GOOD), "ctrl d", "q")
    session.press("p", *keys_of("Title: again\n  #####\n  #@$.#\n  #####\n"), "ctrl d")
    assert "Yours 1 was kept already." in session.text() and session.app.current.level_name == "yours:1"
    assert [level.title for level in own_levels(SOKOBAN, session.store)] == ["Yours 1 · Tiny"]


def test_x_takes_a_level_off_yours_after_a_yes_no_focused(tmp_path: Path) -> None:
    session = sokoban_list(tmp_path)
    session.press("p", *keys_of(GOOD + BAD_SECOND.replace("%", " ") + "\n\n#######\n#@ $ .#\n#######"), "ctrl d")
    session.press("q")  # back to Yours, the cursor on the next unsolved: Yours 2
    assert session.app.collection is not None and session.app.highlighted().name == "yours:2"
    session.press("x")
    assert "Remove level?" in session.text() and "Take Yours 2 off your levels?" in " ".join(session.text().split())
    session.press("enter")  # No has the focus
    assert [level.name for level in own_levels(SOKOBAN, session.store)] == ["yours:1", "yours:2", "yours:3"]
    session.press("x", "y")
    assert [level.name for level in own_levels(SOKOBAN, session.store)] == ["yours:1", "yours:3"]
    assert "Removed Yours 2." in session.text() and session.app.highlighted().name == "yours:3"
    session.press("end", "x")  # on Paste a level…: nothing to take off
    assert "Highlight one of your levels to take it off the list." in session.text()


def test_a_whole_collection_pasted_at_once_goes_in_as_one_insertion_and_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal's paste is a batch of keys: the box puts them in with one insertion before it is drawn (a key at
    a time took minutes for a whole collection), and a ? among them is text, not the help."""
    inserted: list[str] = []
    insert = urwid.Edit.insert_text
    monkeypatch.setattr(urwid.Edit, "insert_text", lambda edit, text: (inserted.append(text), insert(edit, text))[1])
    text = (bundled_levels_root() / "sokoban" / "microban.xsb").read_text(encoding="utf-8")
    text = text.replace("; 2\n", "; Why 2?\n")
    session = sokoban_list(tmp_path)
    session.press("p")
    session.press(*keys_of(text))
    assert inserted == [] and isinstance(session.app.dialogs[-1], PasteDialog)
    session.lines()
    assert inserted == [text]
    session.press("?")  # typed alone, it is the help again
    assert isinstance(session.app.dialogs[-1], HelpDialog)
    session.press("?", "ctrl d")
    assert "Kept 155 new levels: Yours 1 to 155. Playing Yours 1." in session.text()
    levels = own_levels(SOKOBAN, session.store)
    assert len(levels) == 155 and levels[1].title == "Yours 2 · Why 2?" and levels[2].title == "Yours 3"


def test_a_paste_whose_line_breaks_all_came_doubled_is_read_single_spaced(tmp_path: Path) -> None:
    """Windows line ends pasted through a terminal that sends each as two Enters (tmux does)."""
    session = sokoban_list(tmp_path)
    session.press("p", *keys_of((GOOD + BAD_SECOND.replace("%", " ")).replace("\n", "\r\n")))
    assert session.app.dialogs[-1].text == GOOD + BAD_SECOND.replace("%", " ")
    session.press("ctrl d")
    assert "Kept 2 new levels: Yours 1 and 2. Playing Yours 1." in session.text()
    session.press("q", "p")
    for key in keys_of("#####\n\n#@$.#\n\n#####"):  # typed by hand, the box drawn after each key: as typed
        session.press(key)
        session.lines()
    assert session.app.dialogs[-1].text == "#####\n\n#@$.#\n\n#####"
