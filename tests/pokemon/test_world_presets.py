"""The world-standard presets (issue 32): Beginner 9×9/10, Intermediate 16×16/40 (Medium's board, its own
records) and Expert 30 wide × 16 high with 99, as settings and saved data, in the level list, Next and the records,
the new-game form's width and height, and exporting (refused for a board that is not square)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade import cli
from arcade.games.pokemon.export import plain_run
from arcade.games.pokemon.form import NewGameDialog
from arcade.games.pokemon.grid import Grid
from arcade.games.pokemon.history import game_history
from arcade.games.pokemon.model import REVEAL_ACTION
from arcade.games.pokemon.settings import Settings, presets, settings_of
from arcade.levels import bundled_levels, find_level
from arcade.store import DATABASE_FILE, FinishedGame, Store, data_dir
from tests.pokemon.test_screen import GAME, SMALL, Session

EXPERT_DATA = {"size": 30, "count": 99, "safe_first_reveal": True, "chording": True, "no_guess": True,
               "question_marks": True, "height": 16}


# -- settings and their data ---------------------------------------------------------------------------------------
def test_the_presets_are_the_arcades_three_then_the_world_standard_three() -> None:
    assert [(preset.name, preset.title, str(preset.grid), preset.count) for preset in presets()] == [
        ("easy", "Easy", "8×8", 10), ("medium", "Medium", "16×16", 40), ("hard", "Hard", "26×26", 99),
        ("beginner", "Beginner", "9×9", 10), ("intermediate", "Intermediate", "16×16", 40),
        ("expert", "Expert", "30×16", 99)]
    assert [level.name for level in bundled_levels(GAME)][-1] == "custom"


def test_expert_is_30_wide_and_16_high_and_its_data_says_so() -> None:
    expert = settings_of(find_level(GAME, "expert"))
    assert (expert.grid, expert.count, expert.no_guess, expert.score_key) == (Grid(30, 16), 99, True, "expert")
    assert expert.data() == EXPERT_DATA
    assert Settings.from_data(EXPERT_DATA) == expert and Settings.from_data(EXPERT_DATA).preset.name == "expert"
    assert Settings(30, 99, height=20).board_key == Settings(30, 99, height=20).score_key == "30x20-99"


def test_a_square_boards_data_is_as_before_rectangles_and_old_data_still_loads() -> None:
    """No height for a square (Settings(16, 40, height=16) is Settings(16, 40)), so saves and remembered choices
    written before rectangles load as they were, and new ones read as old ones did."""
    assert Settings(16, 40, height=16) == Settings(16, 40) and Settings(16, 40, height=16).height is None
    assert Settings(8, 10).data() == {"size": 8, "count": 10, "safe_first_reveal": True, "chording": True,
                                      "no_guess": False, "question_marks": True}
    assert Settings.from_data({"size": 8, "count": 10, "safe_first_reveal": True, "chording": False}) == \
        Settings(8, 10, True, False, False, False)
    assert Settings(9, 12).board_key == "9x9-12"


@pytest.mark.parametrize(("data", "said"), [
    ({"size": 30, "count": 1}, "no board size from 1 to 26: 30"),  # a square is at most 26 (rows A to Z)
    ({"size": 31, "height": 16, "count": 1}, "no board width from 1 to 30: 31"),
    ({"size": 30, "height": 27, "count": 1}, "no board height from 1 to 26: 27"),
    ({"size": 30, "height": True, "count": 1}, "no board height from 1 to 26: True"),
    ({"size": 30, "height": 16, "count": 481}, "no Pokémon count from 0 to 480: 481"),
])
def test_settings_that_do_not_describe_a_board_are_refused(data: dict[str, object], said: str) -> None:
    with pytest.raises(ValueError) as raised:
        Settings.from_data({"safe_first_reveal": True, "chording": True, **data})
    assert str(raised.value) == said


def test_medium_and_intermediate_share_a_board_and_the_one_chosen_is_kept() -> None:
    medium = Settings(16, 40)
    assert medium.preset.name == "medium" and "preset" not in medium.data()  # the board alone counts as Medium
    intermediate = settings_of(find_level(GAME, "intermediate"))
    assert intermediate == Settings(16, 40, no_guess=True) and intermediate.preset.name == "intermediate"
    assert intermediate.score_key == "intermediate" and intermediate.data()["preset"] == "intermediate"
    assert Settings.from_data(intermediate.data()).preset.name == "intermediate"
    assert Settings(16, 40, chosen="expert").preset.name == "medium"  # a name that is not this board's: ignored


# -- the level list, Next, records, saves ---------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "following"), [("easy", "medium"), ("medium", "hard"), ("hard", None),
                                                  ("beginner", "intermediate"), ("intermediate", "expert"),
                                                  ("expert", None)])
def test_next_goes_on_to_the_next_preset_with_more_pokemon(tmp_path: Path, level: str, following: str | None) -> None:
    session = Session(tmp_path, level=level)
    after = session.screen.next_level()
    assert (after.name if after is not None else None) == following


def test_intermediate_counts_as_itself_in_the_panel_records_and_saves(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL, level="intermediate")
    assert "Board: 16×16 Intermediate" in session.text()  # its title whole, in the panel's 26 columns
    assert session.screen.records_under == "intermediate"
    session.press("enter", "q")
    assert session.store.saved_game("pokemon", "intermediate") is not None
    assert session.store.saved_game("pokemon", "medium") is None
    resumed = Session(tmp_path, store=session.store, level="intermediate")
    assert resumed.model.has_started() and resumed.screen.settings.preset.name == "intermediate"
    assert "Board: 16×16 Intermediate" in resumed.text() and resumed.screen.level_name == "intermediate"


def test_an_expert_win_is_kept_under_expert(tmp_path: Path) -> None:
    session = Session(tmp_path, level="expert")
    session.press("enter")
    grid = session.model.grid
    for index in range(grid.cell_count):
        if index not in session.pokemon() and session.model.game[index] == "~":
            session.screen.take([REVEAL_ACTION, index])
    assert session.model.is_won() and "You won!" in session.text() and "New best." in session.text()
    best = session.store.best("pokemon", "expert")
    assert best is not None and "seconds" in best


def test_exporting_an_expert_game_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = {"start": {**EXPERT_DATA, "seed": 7}, "actions": [[REVEAL_ACTION, 255]]}
    with pytest.raises(ValueError) as raised:
        plain_run(record, "expert", None)
    assert str(raised.value) == "its board is 30 wide and 16 high, and the original plays square boards only (it " \
        "asks for one grid size)"
    session = Session(tmp_path, store=Store(data_dir() / DATABASE_FILE), level="expert")
    session.press("enter")
    assert session.app.save_current()
    assert cli.main(["export", "pokemon", "expert"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "arcade: that pokemon game cannot be played by the original program: its board is " \
        "30 wide and 16 high, and the original plays square boards only (it asks for one grid size)\n"


# -- the new-game form ------------------------------------------------------------------------------------------------
def open_form(session: Session) -> NewGameDialog:
    session.press("n")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    return form


def fields(form: NewGameDialog) -> tuple[str, str, str]:
    return form.width_edit.edit_text, form.height_edit.edit_text, form.count_edit.edit_text


def test_the_form_offers_the_six_presets_in_two_columns_and_fits_80_by_24(tmp_path: Path) -> None:
    session = Session(tmp_path, size=SMALL)
    form = open_form(session)
    text = session.text()
    for line in ("( ) Medium 16×16, 40  ( ) Intermediate 16×16, 40", "( ) Hard   26×26, 99  ( ) Expert       30×16, 99",
                 "Width (1–30): 8", "Height (1–26): 8", "Pokémon (0–63): 10"):
        assert line in text, line
    assert "too small" not in text and form.rows((54,)) <= 22
    session.press("right", " ")  # Easy → Beginner
    assert fields(form) == ("9", "9", "10") and form.presets["Beginner"].get_state()
    session.press("down", "down", " ")  # → Intermediate → Expert
    assert fields(form) == ("30", "16", "99") and "Pokémon (0–479): 99" in session.text()
    session.press("enter")
    assert session.app.dialogs == [] and session.screen.level_name == "expert"
    assert session.model.grid == Grid(30, 16) and "Expert 30×16" in session.text()  # the narrow panel at 80×24
    assert (session.app.guard.need_cols, session.app.guard.need_rows) == session.screen.min_size


def test_the_form_keeps_intermediate_while_its_board_is_typed_and_starts_it(tmp_path: Path) -> None:
    session = Session(tmp_path)
    form = open_form(session)
    session.press("right", "down", " ")  # Beginner → Intermediate
    assert form.presets["Intermediate"].get_state() and fields(form) == ("16", "16", "40")
    session.press("down", "down", "down", "down", "backspace", "backspace", "4")  # Expert, Custom, Width, Pokémon
    assert form.custom.get_state()  # 16×16 with 4: no preset's
    session.press("0")  # 40 again: the preset picked, not the first of the two
    assert form.presets["Intermediate"].get_state() and not form.presets["Medium"].get_state()
    session.press("enter")
    assert session.screen.level_name == "intermediate" and session.screen.records_under == "intermediate"
    form = open_form(session)
    session.press("esc")
    session.screen.start_new_game(Settings(16, 40))  # the board alone, from no preset chosen: Medium
    assert session.screen.level_name == "medium"


def test_a_board_typed_in_the_form_is_any_width_and_height(tmp_path: Path) -> None:
    session = Session(tmp_path)
    form = open_form(session)
    session.press("down", "down", "down", "down")  # the width field
    session.press("backspace", "2", "5", "tab", "backspace", "1", "2", "down", "backspace", "backspace", "6", "0")
    assert form.custom.get_state() and "Pokémon (0–299): 60" in session.text()
    session.press("enter")
    assert session.model.grid == Grid(25, 12) and session.screen.level_name == "custom"
    assert session.screen.records_under == "25x12-60" and "Board: 25×12 (custom)" in session.text()
    assert session.screen.cursor == (6, 12)  # the middle
    session.press("end", "page down")
    assert session.screen.cursor == (11, 24)


# -- Expert on the screen ---------------------------------------------------------------------------------------------
def test_expert_shows_whole_beside_narrow_panels_at_80_by_24_and_beside_the_usual_ones_at_100_by_32(
        tmp_path: Path) -> None:
    small = Session(tmp_path, size=SMALL, level="expert")
    text = small.text()
    board = small.screen.board
    assert small.screen.layout.narrow and not board.scrolls() and (board.visible_cols, board.visible_rows) == (30, 16)
    for line in ("Expert 30×16", "Pokémon: 99", "Left: 99", "✓ no guess", "~ covered", ">~ cursor"):
        assert line in text, line
    assert "too small" not in text and max(len(line) for line in small.lines()) <= 80
    assert small.screen.min_size <= SMALL and small.screen.cursor == (8, 15)
    small.press(*["right"] * 20, *["down"] * 20)
    assert small.screen.cursor == (15, 29)  # the far corner: 30 columns, 16 rows
    small.press("home", "page up")
    assert small.screen.cursor == (0, 0)
    wide = Session(tmp_path, level="expert")  # 100×32
    assert not wide.screen.layout.narrow and not wide.screen.board.scrolls()
    assert "Board: 30×16 (Expert)" in wide.text() and "Chording: on" in wide.text()
    cramped = Session(tmp_path, size=(72, 24), level="expert")  # no room for the whole board: it scrolls
    text = cramped.text()
    assert not cramped.screen.layout.narrow and cramped.screen.board.scrolls()
    assert "In view: A–P × 1–18" in text and "More: →" in text


def test_the_history_names_intermediate_whole_and_leaves_out_a_figure_it_cannot_hold() -> None:
    expert = FinishedGame("expert", "won", {"seconds": 161, "time": 161.5, "3bv": 159, "3bv_done": 159,
                                            "clicks": 190}, False, None, None)
    intermediate = FinishedGame("intermediate", "won", {"seconds": 61, "time": 61.5, "3bv": 59, "clicks": 90},
                                False, None, None)
    assert game_history([expert, intermediate])[1:] == [
        "  expert        won   161 s  3BV 159  0.98 3BV/s  190 clicks",  # "efficiency 84%" would not fit
        "  intermediate  won   61 s  3BV 59  0.96 3BV/s  90 clicks  efficiency 66%"]
