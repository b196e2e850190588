"""One truth for help and dialogs: every question opens on its safe answer, ? works on every screen and dialog and
lists what works there, and every help and dialog fits 80×24 inside its border, scrolling when it is long."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import urwid

from arcade.keys import BACK, BACK_TO_LEVELS, BACK_TO_MENU, HELP, HELP_KEY_NOTE, QUIT, Binding
from arcade.levels import bundled_levels
from arcade.registry import GAMES, find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from arcade.ui.dialogs import CLOSE_HINT, SCROLL_HINT, Choice, Dialog, HelpDialog
from arcade.ui.game import GameScreen
from tests.shell_session import ShellSession
from tests.test_shell import TO_MICROBAN

SMALL = (80, 24)


def menu(tmp_path: Path, size: tuple[int, int] = SMALL) -> ShellSession:
    return ShellSession(None, None, Store(tmp_path / DATABASE_FILE), size)


def at_first_level(tmp_path: Path, game_id: str, size: tuple[int, int] = SMALL) -> ShellSession:
    game = find_game(game_id)
    return ShellSession(game, bundled_levels(game)[0].path, Store(tmp_path / DATABASE_FILE), size)


def top(session: ShellSession) -> urwid.Widget:
    assert session.app.dialogs, session.text()
    return session.app.dialogs[-1]


def bar(session: ShellSession) -> str:
    """The status bar's keys as drawn (spaces between them made one)."""
    return " ".join(session.lines()[-1].split())


# -- the safe answer ------------------------------------------------------------------------------------
def test_the_quit_question_opens_on_no_and_enter_keeps_the_arcade(tmp_path: Path) -> None:
    session = menu(tmp_path)
    session.press("q")
    question = top(session)
    assert isinstance(question, Dialog) and question.focused is not None and question.focused.label == "No"
    session.press("enter")
    assert not session.app.dialogs and session.app.place == "menu"
    for cancel in ("q", "esc", "n", " "):
        session.press("q", cancel)
        assert not session.app.dialogs and session.app.place == "menu", cancel
    session.press("q")
    with pytest.raises(urwid.ExitMainLoop):
        session.press("y")


def test_tab_moves_the_focus_round_the_buttons_and_enter_presses_it(tmp_path: Path) -> None:
    session = menu(tmp_path)
    session.press("q", "tab")
    assert top(session).focused.label == "Yes"
    session.press("tab")
    assert top(session).focused.label == "No"
    session.press("shift tab", "left", "right")
    assert top(session).focused.label == "No"
    session.press("shift tab")
    with pytest.raises(urwid.ExitMainLoop):
        session.press("enter")


@pytest.mark.parametrize("game_id", [game.id for game in GAMES])
def test_every_restart_question_opens_on_no_and_enter_keeps_the_game(tmp_path: Path, game_id: str) -> None:
    session = at_first_level(tmp_path, game_id)
    session.press(find_game(game_id).first_move)
    screen = session.app.current
    actions = list(screen.actions)
    session.press("r")
    question = top(session)
    assert isinstance(question, Dialog) and question.title.endswith("?") and question.focused.label == "No"
    session.press("enter")
    assert not session.app.dialogs and session.app.current is screen and screen.actions == actions


def test_an_end_dialog_opens_on_its_first_button(tmp_path: Path) -> None:
    session = at_first_level(tmp_path, "acorn")
    session.press("s", "s")
    ended = top(session)
    assert isinstance(ended, Dialog) and ended.title == "You won!" and ended.focused.label == "Next"
    assert bar(session).endswith("? help q/Esc levels")


# -- ? everywhere ---------------------------------------------------------------------------------------
def help_rows(session: ShellSession) -> dict[str, str]:
    """The help opened now (on what is drawn, as a player sees it): its rows by keys."""
    session.lines()
    session.press("?")
    shown = top(session)
    assert isinstance(shown, HelpDialog), session.text()
    return dict(shown.key_rows)


def test_the_help_of_a_question_lists_its_keys_and_closes_back_to_it(tmp_path: Path) -> None:
    session = menu(tmp_path)
    session.press("q")
    question = top(session)
    dialog_bar = bar(session)
    rows = help_rows(session)
    assert rows == {"y": "Yes: quit", "n": "No: leave things as they are",
                    "← → Tab Shift-Tab": "Move the highlight to another button",
                    "Enter Space": "Press the highlighted button (now No), or click a button",
                    "q Esc": "The same as No (n)", "?": HELP.help}
    assert "Help: Quit?" in session.text() and bar(session).endswith(CLOSE_HINT)
    session.press("down")  # not a closing key: the help stays
    assert isinstance(top(session), HelpDialog)
    session.press("?")
    assert top(session) is question and bar(session) == dialog_bar
    session.press("?", "esc")
    assert top(session) is question
    session.press("?", "q")
    assert top(session) is question


def test_the_help_of_an_end_dialog_names_its_buttons_and_what_q_does(tmp_path: Path) -> None:
    session = at_first_level(tmp_path, "acorn")
    session.press("s", "s")
    rows = help_rows(session)
    assert list(rows)[:4] == ["n", "u", "r", "m"] and rows["q Esc"] == "The same as Levels (m)"
    session.press("?", "m")  # the help closed, Levels goes where it says: the game's level list
    assert session.app.place == "chooser"


def test_a_dialog_that_cannot_be_cancelled_does_not_say_q_closes_it(tmp_path: Path) -> None:
    session = menu(tmp_path)
    session.app.ask("Cannot open level", "It is broken.", [Choice("OK", "o", lambda: None)], cancellable=False)
    assert "q Esc" not in help_rows(session)
    session.press("esc", "q")
    assert isinstance(top(session), Dialog)  # q and Esc do nothing here, as its help and status bar say
    assert bar(session) == "o ok ? help"


def test_the_pokemon_form_has_a_help_from_its_keymap_and_question_marks_are_not_typed(tmp_path: Path) -> None:
    session = at_first_level(tmp_path, "pokemon")
    session.press("n")
    form = top(session)
    session.press("tab", "tab", "tab", "tab")  # into the width field
    before = form.width_edit.edit_text
    rows = help_rows(session)
    assert "Help: New game" in session.text()
    assert rows["Esc"].startswith("Cancel") and rows["?"] == HELP.help
    assert all(binding.help in rows.values() for binding in form.keymap.bindings)
    assert bar(session).endswith(CLOSE_HINT)
    session.press("esc")
    assert top(session) is form and form.width_edit.edit_text == before
    assert bar(session).startswith(tuple(form.keymap.hint_parts()[:1]))


def test_an_overlay_without_a_keymap_gets_its_help_from_its_hints(tmp_path: Path) -> None:
    session = menu(tmp_path)
    session.app.show_overlay(urwid.LineBox(urwid.Edit("Name: ")), 40, None, ("Enter replay",))
    rows = help_rows(session)
    assert rows == {"Enter": "Replay", "Esc": "Cancel: close it, changing nothing", "?": HELP.help}


@pytest.mark.parametrize(("place", "keys", "back"), [
    ("menu", [], QUIT), ("level list", ["enter"], BACK_TO_MENU), ("collection", ["enter", *TO_MICROBAN, "enter"],
                                                                    BACK_TO_LEVELS),
    ("records", ["end", "enter"], BACK_TO_MENU), ("game", ["enter", "enter"], BACK)])
def test_each_place_documents_q_as_what_it_does_there(tmp_path: Path, place: str, keys: list[str],
                                                      back: Binding) -> None:
    session = menu(tmp_path)
    session.press(*keys)
    rows = help_rows(session)
    assert rows["q Esc"] == back.help, place
    others = {binding.help for binding in (QUIT, BACK, BACK_TO_MENU, BACK_TO_LEVELS)} - {back.help}
    assert not others & set(rows.values()), place
    session.press("esc")
    before = (session.app.place, session.app.collection)
    session.press("q")
    after = {"menu": lambda: isinstance(top(session), Dialog) and top(session).title == "Quit?",
             "level list": lambda: session.app.place == "menu",
             "collection": lambda: session.app.place == "chooser" and session.app.collection is None,
             "records": lambda: session.app.place == "menu",
             "game": lambda: session.app.place == "chooser"}
    assert after[place](), (place, before)


def test_the_saved_games_list_says_q_goes_back_to_the_menu(tmp_path: Path) -> None:
    session = menu(tmp_path)
    for game_id in ("sokoban", "acorn"):
        game = find_game(game_id)
        session.app.start_level(game, bundled_levels(game)[0])
        session.press(find_game(game_id).first_move, "q")
    session.app.lists.show_saved_games()
    assert help_rows(session)["q Esc"] == BACK_TO_MENU.help
    session.press("esc", "q")
    assert session.app.place == "menu"


# -- fitting 80×24 --------------------------------------------------------------------------------------
def box_rows(session: ShellSession, title: str) -> tuple[int, int]:
    """The rows of the top and bottom border of the box with this title."""
    lines = session.lines()
    first = next(row for row, line in enumerate(lines) if "┌" in line and title in line)
    last = next(row for row in range(first + 1, len(lines)) if lines[row].strip().startswith("└"))
    return first, last


@pytest.mark.parametrize("game_id", [game.id for game in GAMES])
def test_every_games_help_fits_80_by_24_in_its_border_and_scrolls_to_its_last_row(tmp_path: Path,
                                                                                  game_id: str) -> None:
    session = at_first_level(tmp_path, game_id)
    rows = help_rows(session)
    first, last = box_rows(session, "Help: ")
    assert last <= SMALL[1] - 3 and CLOSE_HINT in session.lines()[last - 1]  # above the status bar
    assert bar(session).endswith(CLOSE_HINT)
    help_dialog = top(session)
    text = session.text()
    if help_dialog.rows((80,)) <= SMALL[1] - 2:
        assert SCROLL_HINT not in text
        return
    assert SCROLL_HINT in text and bar(session).startswith(SCROLL_HINT)
    last_keys = list(rows)[-1]
    assert last_keys not in "\n".join(session.lines()[first + 2:last])
    for key in ("down", "j", "s", "page down", "page down", "page down"):
        session.press(key)
        assert isinstance(top(session), HelpDialog)
    assert last_keys in session.text() and box_rows(session, "Help: ") == (first, last)
    session.press("home")
    assert session.text() == text


def cards(text: str) -> list[int]:
    """The numbers of the cards drawn, top to bottom."""
    return [int(number) for number in re.findall(r"card (\d+)", text)]


def test_a_long_dialog_message_scrolls_inside_its_box_its_buttons_always_shown(tmp_path: Path) -> None:
    session = menu(tmp_path)
    pressed: list[str] = []
    lines = [f"card {number}" for number in range(1, 41)]
    session.app.ask("Draw pile", "\n".join(lines), [Choice("Close", "c", lambda: pressed.append("c"))])
    _first, last = box_rows(session, "Draw pile")
    shown = session.text()
    assert last <= SMALL[1] - 3 and "< Close (c) >" in session.lines()[last - 1]
    assert cards(shown)[0] == 1 and 40 not in cards(shown) and "1–" in shown and "of 40" in shown
    session.press("page down", "page down", "page down", "page down", "page down")
    assert 40 in cards(session.text()) and 1 not in cards(session.text())
    assert "↑ ↓ PgUp PgDn" in help_rows(session)
    session.press("esc", "c")
    assert pressed == ["c"] and not session.app.dialogs


def test_a_dialog_too_tall_for_a_tiny_terminal_is_shown_alone_and_still_scrolls(tmp_path: Path) -> None:
    app = App(store=Store(tmp_path / DATABASE_FILE))
    app.show_menu()
    app.ask("Draw pile", "\n".join(f"card {number}" for number in range(1, 41)), [Choice("Close", "c", print)])
    alone = app.guard.fallback()
    assert alone is not None and alone.fits((40, 5)) and not alone.fits((40, 4))


@pytest.mark.parametrize("game_id", [game.id for game in GAMES])
def test_a_key_says_it_is_help_exactly_when_it_asks_first(tmp_path: Path, game_id: str) -> None:
    """Every key of a game in play whose help line ends in HELP_KEY_NOTE asks "Use help?" first (No focused), and no
    other key does: the words are the rule (GameScreen.offer_help) as the player meets it."""
    game = find_game(game_id)
    level = bundled_levels(game)[0]

    def in_play() -> ShellSession:
        session = ShellSession(None, None, Store(tmp_path / f"{game_id}.db"), (80, 24))
        session.app.start_level(game, level)
        session.press(find_game(game_id).first_move)
        while session.app.dialogs:
            session.press("esc")
        return session

    rows = in_play().app.current.table.rows
    said = {row.binding.keys[0] for row in rows if row.binding.help.endswith(HELP_KEY_NOTE)}
    asked = set()
    for row in rows:
        session = in_play()
        session.press(row.binding.keys[0])
        if session.app.dialogs and session.app.dialogs[-1].title == GameScreen.HELP_QUESTION:
            asked.add(row.binding.keys[0])
    assert said == asked


@pytest.mark.parametrize("closing", ["z", "c", "q", "esc"])
def test_a_dialog_that_only_informs_closes_with_its_button_q_esc_or_the_key_that_opened_it(tmp_path: Path,
                                                                                            closing: str) -> None:
    """GameScreen.inform: its lines without the empty ones, one Close button (c), the opening key named beside q/Esc
    on the status bar and in its help; any of them closes it, and the screen's game is untouched."""
    session = at_first_level(tmp_path, "sokoban")
    screen = session.app.current
    assert isinstance(screen, GameScreen)
    screen.inform("Notes", ["first", "", "second"], "z")
    dialog = top(session)
    assert isinstance(dialog, Dialog) and dialog.title == "Notes"
    assert [choice.label for choice in dialog.choices] == ["Close"] and dialog.choices[0].key == "c"
    rows = session.text().splitlines()
    first = next(index for index, row in enumerate(rows) if "│" in row and " first " in row)
    assert " second " in rows[first + 1]  # the empty line left out
    assert session.lines()[-1].rstrip().endswith("z/q/Esc close")
    assert dict(dialog.help_rows())["z q Esc"] == "The same as Close (c)"
    session.press(closing)
    assert not session.app.dialogs and session.app.current is screen
