"""Issue 21's Pokémon: the screen won by uncovering every safe cell, 3BV and the other figures minesweeper players
compare, Retry on the same board, the count capped for a safe first cell, and which part of Hard is in view."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arcade.games.pokemon import plain
from arcade.games.pokemon.figures import clicks, efficiency, figures_words, per_second, three_bv, three_bv_done
from arcade.games.pokemon.form import NewGameDialog
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.history import game_history
from arcade.games.pokemon.model import FLAG, UNEXPOSED, format_game, position_to_index
from arcade.games.pokemon.screen import PLAYED_BEFORE
from arcade.games.pokemon.settings import Settings
from arcade.records import HELP_NOTE
from arcade.store import DATABASE_FILE, FinishedGame, Store
from tests.pokemon.test_export import plain_output
from tests.pokemon.test_screen import (
    SEED,
    SEED_VARIABLE,
    SMALL,
    Clock,
    Session,
    end_dialog,
    expected_marks,
    marks_on_screen,
    predicted_game,
    pty_only,
    seeded,  # noqa: F401  (autouse)
    terminal_click,
)
from tests.pty_screen import TerminalSession


# -- 3BV ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("size", "pokemon", "bv"), [
    (3, [4], 8),  # the centre: eight 1s and no 0: a reveal each
    (3, [1, 7], 7),  # A2 and C2: seven numbers, no 0
    (3, [0], 1),  # a corner: one opening takes every safe cell with it (its numbers are its border)
    (4, [0, 15], 1),  # opposite corners: the 0s join diagonally into one opening
    (5, [12], 1),  # the centre of 5×5: the ring of 0s is one opening, the 1s its border
    (1, [], 1),  # one safe 0
    (2, [0, 1, 2, 3], 0),  # nothing safe
])
def test_three_bv_counts_openings_and_the_numbers_no_0_touches(size: int, pokemon: list[int], bv: int) -> None:
    assert three_bv(size, pokemon) == bv


def test_three_bv_by_hand_on_a_board_with_two_openings_and_lone_numbers() -> None:
    """5×5, Pokémon in column 3 (C1..C5 down the middle): columns 1 and 5 are openings (0s), columns 2 and 4 are
    numbers each touching a 0 (part of an opening's border): 3BV 2."""
    middle = [position_to_index((row, 2), 5) for row in range(5)]
    assert three_bv(5, middle) == 2
    game = PokemonGame(5, 5, pokemon_locations=middle)
    game.reveal(0)  # the left opening
    assert three_bv_done(game.game, 5, middle) == 1


def test_the_other_figures() -> None:
    assert clicks([["reveal", 3], ["flag", 4], "tip", "undo_loss", ["reveal", 5]]) == 3
    assert per_second(31, 12.0) == pytest.approx(31 / 12) and per_second(5, 0) == 0.0
    assert efficiency(31, 45) == 69 and efficiency(3, 0) == 0
    assert figures_words(31, 12.0, 45) == "3BV 31 · 2.58 3BV/s · 45 clicks · efficiency 69%"
    assert figures_words(1, 1.0, 1) == "3BV 1 · 1.00 3BV/s · 1 click · efficiency 100%"


# -- the win without flags ---------------------------------------------------------------------------
def test_uncovering_every_safe_cell_wins_and_flags_the_rest() -> None:
    game = PokemonGame(5, 3, random.Random(11))
    pokemon = game.pokemon_locations
    assert pokemon is not None
    for index in range(25):
        if index not in pokemon and game.game[index] == UNEXPOSED:
            assert not game.is_won()
            game.reveal(index)
    assert game.is_won() and game.flagged_for_you == sorted(pokemon)
    assert all(game.game[index] == FLAG for index in pokemon) and UNEXPOSED not in game.game


def test_plain_mode_keeps_the_originals_rule(tmp_path: Path) -> None:
    """Every safe cell uncovered is no win in the plain program until every Pokémon is flagged."""
    game = PokemonGame(4, 3, random.Random(0))
    safe = [index for index in range(16) if index not in (game.pokemon_locations or ())]
    names = [f"{'ABCD'[index // 4]}{index % 4 + 1}" for index in safe]
    output = plain_output(["--seed", "0"], "4\n3\n" + "".join(f"{name}\n" for name in names) + "q\ny\n")
    assert plain.WON not in output and output.endswith(f"{plain.QUITTING}\n")


def test_the_screen_wins_without_a_flag_and_the_end_dialog_gives_the_figures(tmp_path: Path) -> None:
    session = Session(tmp_path)
    clock = Clock()
    session.screen.clock = clock
    session.press("enter")
    clock.now += 10
    pokemon = session.pokemon()
    for index in range(64):
        if index not in pokemon and session.model.game[index] == UNEXPOSED:
            session.go_to(*divmod(index, 8))
            session.press("enter")
    assert session.model.is_won() and "You won!" in session.text()
    bv = three_bv(8, pokemon)
    dialog = "\n".join(end_dialog(session))
    presses = len(session.screen.actions)
    assert f"{plain.WON} 10 seconds." in dialog and figures_words(bv, 10.0, presses) in dialog
    assert all(session.model.game[index] == FLAG for index in pokemon)  # flagged for the player
    best = session.store.best("pokemon", "easy")
    assert best is not None and (best["seconds"], best["3bv"], best["3bv_done"], best["clicks"]) == (
        10, bv, bv, presses)


def test_a_loss_says_how_much_of_the_3bv_was_done(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.lose()
    model = session.model
    done, bv = three_bv_done(model.game, 8, session.pokemon()), three_bv(8, session.pokemon())
    assert 0 < done < bv
    assert f"3BV {done} of {bv} done · 2 clicks." in "\n".join(end_dialog(session))


# -- Retry: the same board ---------------------------------------------------------------------------
def test_retry_plays_the_same_board_and_a_win_on_it_is_no_best(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.lose()
    pokemon = session.pokemon()
    session.press("r")
    assert session.model.pokemon_locations == pokemon and session.screen.start_data()["pokemons"] == list(pokemon)
    session.win()
    dialog = "\n".join(end_dialog(session))
    assert PLAYED_BEFORE in dialog and HELP_NOTE not in dialog and "New best." not in dialog
    assert session.store.best("pokemon", "easy") is None


def test_a_board_played_again_resumes_with_its_pokemon(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.lose()
    pokemon = session.pokemon()
    session.press("r", "enter")
    session.press("q")
    resumed = Session(tmp_path, store=session.store)
    assert resumed.model.pokemon_locations == pokemon and resumed.screen.board_pokemons == pokemon


def test_r_before_anything_is_uncovered_says_there_is_nothing_to_restart(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("r")
    assert session.app.dialogs == [] and "Nothing is uncovered yet" in session.text()


def test_the_help_explains_chording(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("?")
    assert "chording: a number with all its flags opens its neighbours" in session.text()


# -- the count capped for a safe first cell ------------------------------------------------------------
def test_the_form_caps_the_count_while_the_first_cell_is_kept_safe(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("n")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    form.width_edit.set_edit_text("3")
    form.height_edit.set_edit_text("3")
    form.count_edit.set_edit_text("9")
    assert form.count_edit.caption == "Pokémon (0–8): "
    assert form.read() is None and "from 0 to 8, please." in form.error.text
    form.safe_box.set_state(False)
    form.no_guess_box.set_state(False)
    assert form.count_edit.caption == "Pokémon (0–9): " and form.read() == Settings(3, 9, False, True, False)
    form.no_guess_box.set_state(True)
    assert form.count_edit.caption == "Pokémon (0–8): " and form.read() is None


def test_a_crowded_safe_board_keeps_the_first_cell_and_its_neighbours_when_there_is_room() -> None:
    """3×3, the first reveal in the corner A1: up to 5 Pokémon leave A1, A2, B1 and B2 free; 6 to 8 only A1."""
    for seed in range(20):
        for count in range(1, 9):
            game = PokemonGame(3, count, random.Random(seed), safe_first_reveal=True)
            assert game.reveal(0) == "opened"
            locations = set(game.pokemon_locations or ())
            assert len(locations) == count and 0 not in locations
            if count <= 5:
                assert locations.isdisjoint({0, 1, 3, 4})


# -- Hard at 80×24: which part is in view --------------------------------------------------------------
def test_hard_at_80_by_24_says_which_part_is_in_view_and_where_more_lies(tmp_path: Path) -> None:
    session = Session(tmp_path, SMALL, level="hard")
    board = session.screen.board
    text = session.text()
    last_row = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[board.first_row + board.visible_rows - 1]
    first_row = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[board.first_row]
    assert board.visible_rows < 26 and board.visible_cols < 26
    assert f"In view: {first_row}–{last_row} × {board.first_col + 1}–{board.first_col + board.visible_cols}" in text
    assert "More: ↓ →" in text and "In view: A–T × 1–22" in text  # the top left corner, the cursor in it
    session.press("end", *["page down"] * 3)
    assert "More: ↑ ←" in session.text() and "–Z × " in session.text() and "–26 " in session.text()
    session.press("home")
    assert "More: ↑ →" in session.text() and "In view: G–Z × 1–22" in session.text()
    session.press(*["page up"] * 3, *["l"] * 22)  # column 23: the window moves one column past the first
    assert "More: ↓ ← →" in session.text()
    easy = Session(tmp_path, SMALL)
    assert "In view" not in easy.text() and "More:" not in easy.text()


# -- Records: the figures of the latest games ------------------------------------------------------------
def test_the_history_gives_each_latest_games_figures() -> None:
    won = FinishedGame("easy", "won", {"seconds": 12, "time": 12.0, "3bv": 31, "3bv_done": 31, "clicks": 45},
                       False, None, None)
    lost = FinishedGame("9x9-12", "lost", {"seconds": 3, "time": 3.2, "3bv": 20, "3bv_done": 4, "clicks": 5},
                        False, None, None)
    old = FinishedGame("hard", "won", {"seconds": 300}, False, None, None)
    lines = game_history([won, lost, old])
    assert lines[0].strip() == "latest games, newest first:"
    assert "easy" in lines[1] and "won" in lines[1] and "12 s" in lines[1] and "3BV 31" in lines[1] \
        and "2.58 3BV/s" in lines[1] and "45 clicks" in lines[1] and "69%" in lines[1]
    assert "9x9-12" in lines[2] and "3BV 4 of 20" in lines[2]
    assert "hard" in lines[3] and "300 s" in lines[3] and "3BV" not in lines[3]
    assert all(len(line) <= 74 for line in lines)
    assert game_history([]) == []


def test_records_and_stats_show_the_figures(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.win()
    from arcade.stats import stats_text
    text = stats_text(Store(tmp_path / DATABASE_FILE))
    bv = three_bv(8, session.pokemon())
    assert f"3BV {bv}" in text and "latest games, newest first:" in text


# -- the real terminal at 80×24 --------------------------------------------------------------------------
@pty_only
def test_real_terminal_at_80_by_24_wins_without_flags_and_shows_3bv(tmp_path: Path) -> None:
    term = TerminalSession(["pokemon", "easy"], 80, 24, {SEED_VARIABLE: SEED}, data_dir=tmp_path / "data")
    try:
        term.wait_for("Flags left: 10")
        game = predicted_game(position_to_index((4, 4), 8))
        term.press("enter")
        term.wait_until(lambda: marks_on_screen(term.screen.display, 8) == expected_marks(game.game),
                        "the opened section")
        reveals = 1
        for index in range(64):
            if index not in (game.pokemon_locations or ()) and game.game[index] == UNEXPOSED:
                game.reveal(index)
                terminal_click(term, *divmod(index, 8))
                reveals += 1
        assert game.is_won()
        term.wait_for("You won!")
        term.wait_for(f"3BV {three_bv(8, game.pokemon_locations or ())} · ")
        term.wait_for(f"{reveals} clicks · efficiency ")
        assert "Flags left: 0" in term.text()  # the Pokémon were flagged for the player
        records = Store(tmp_path / "data" / DATABASE_FILE).level_records("pokemon")
        assert records[0].best is not None and records[0].best["clicks"] == reveals
        assert format_game(game.game, 8).count(FLAG) == 10
    finally:
        term.close()
