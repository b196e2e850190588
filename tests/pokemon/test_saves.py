"""Pokémon keeps its game as data: leaving saves it, opening its level resumes it exactly (board, Pokémon, a loss
taken back, the time played, the random source's position), ended games are records, and the new-game form
remembers the player's choices."""

from __future__ import annotations

import random
from pathlib import Path

from arcade.games.pokemon.form import NewGameDialog
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import FLAG_ACTION, REVEAL_ACTION, UNDO_LOSS_ACTION, UNEXPOSED
from arcade.games.pokemon.screen import PREFERENCE_KEY
from arcade.games.pokemon.settings import Settings
from arcade.records import HELP_NOTE
from arcade.store import DATABASE_FILE, Store
from tests.pokemon.test_screen import SMALL, Session, board_random, seeded  # noqa: F401  (seeded: autouse)


def covered_safe(session: Session) -> int:
    """A covered cell that hides no Pokémon."""
    return next(index for index, cell in enumerate(session.model.game)
                if cell == UNEXPOSED and index not in session.pokemon())


def placed_pokemon(source: random.Random, first_reveal: int) -> tuple[int, ...]:
    """Where a random source places the Pokémon of an Easy board whose first reveal (safe) is at this cell."""
    game = PokemonGame(8, 10, source, safe_first_reveal=True, chording=True, no_guess=True)
    game.reveal(first_reveal)
    assert game.pokemon_locations is not None
    return game.pokemon_locations


def snapshot(session: Session) -> tuple[object, ...]:
    """Everything that makes the game in play what it is."""
    screen, model = session.screen, session.model
    return (model.game, model.pokemon_locations, model.lost_at, model.losses_undone, model.can_undo_loss(),
            screen.settings, screen.level_name, screen.board_seed, screen.rng.getstate(), screen.actions)


def custom_board(session: Session, size: str, count: str, height: str = "") -> None:
    """Fill in the new-game form opened by Custom (the focus starts in the width field; Tab goes on to the height,
    which is the width unless given) and start."""
    assert isinstance(session.app.dialogs[-1], NewGameDialog)
    session.press("backspace", "backspace", *size, "tab", "backspace", "backspace", *(height or size), "down",
                  "backspace", "backspace", *count, "enter")
    assert session.app.dialogs == []


def test_leaving_saves_and_opening_the_level_resumes_the_same_game(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter")
    flagged = covered_safe(session)
    session.go_to(*divmod(flagged, 8))
    session.press("f")
    session.screen.started_at -= 65.5  # a minute and more of play
    before = snapshot(session)
    session.press("q")  # nothing asked: the game is kept
    assert session.app.place == "chooser" and not session.app.dialogs
    text = session.text()
    assert "Saved: Easy · 1 flag, 1:05." in text and "saved: 1 flag, 1:05" in text
    saved = session.store.saved_game("pokemon", "easy")
    assert saved is not None and saved.summary == "1 flag, 1:05"
    assert saved.state["play"]["actions"] == [[REVEAL_ACTION, 36], [FLAG_ACTION, flagged]]
    assert saved.state["play"]["elapsed"] >= 65.5

    resumed = Session(tmp_path, store=session.store)
    assert "Resumed where you left: 1 flag, 1:05." in resumed.text()
    assert snapshot(resumed) == before and resumed.screen.cursor == divmod(flagged, 8)
    assert resumed.screen.timer_running() and resumed.screen.elapsed() == 65  # it counts on from there
    assert "Time: 65 s" in resumed.text() and "Flags left: 9" in resumed.text()
    assert resumed.screen.in_progress()


def test_a_resumed_game_deals_the_same_boards_after_it_as_an_unsaved_twin(tmp_path: Path) -> None:
    saved, twin = Session(tmp_path / "saved"), Session(tmp_path / "twin")
    for session in (saved, twin):
        session.press("enter")
    saved.press("q")
    resumed = Session(tmp_path / "saved", store=saved.store)
    assert resumed.screen.rng.getstate() == twin.screen.rng.getstate()
    for session in (resumed, twin):
        session.press("b", "y", "enter")  # a new board: its seed comes from where the random source stood
    assert resumed.screen.board_seed == twin.screen.board_seed
    assert resumed.pokemon() == twin.pokemon() and resumed.model.game == twin.model.game
    assert resumed.pokemon() == placed_pokemon(board_random(2), 36)  # the second board ARCADE_SEED gives


def test_a_loss_taken_back_resumes_as_taken_back_and_is_recorded_once(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.lose()
    session.press("u")
    assert session.store.saved_game("pokemon", "easy") is None
    assert session.store.level_records("pokemon") == []  # the loss was taken back: it never counts
    before = snapshot(session)
    session.press("q")
    assert session.store.saved_game("pokemon", "easy").state["play"]["actions"][-1] == UNDO_LOSS_ACTION

    resumed = Session(tmp_path, store=session.store)
    assert snapshot(resumed) == before and resumed.model.losses_undone == 1 and not resumed.app.dialogs
    assert resumed.store.level_records("pokemon") == []  # replaying the loss recorded nothing
    resumed.win()
    assert "You won!" in resumed.text() and HELP_NOTE in resumed.text()
    (record,) = resumed.store.level_records("pokemon")  # one play, won with help: no best
    assert (record.played, record.won, record.helped_wins, record.best) == (1, 1, 1, None)
    assert record.standing == "solved with help"


def test_an_ended_game_is_a_record_with_its_replay_and_drops_the_save(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter", "q")
    assert session.store.saved_game("pokemon", "easy") is not None
    resumed = Session(tmp_path, store=session.store)
    resumed.win()
    assert "You won!" in resumed.text() and "New best." in resumed.text()
    assert resumed.store.saved_game("pokemon", "easy") is None
    (record,) = resumed.store.level_records("pokemon")
    assert (record.level, record.played, record.won) == ("easy", 1, 1) and "seconds" in record.best
    replay = resumed.store.best_replay("pokemon", "easy")
    assert replay["actions"] == resumed.screen.actions and replay["start"]["seed"] == resumed.screen.board_seed
    resumed.press("r")  # Retry: a new game, nothing to save or resume
    assert not resumed.screen.in_progress() and resumed.screen.actions == []
    lost = Session(tmp_path)
    lost.lose()
    assert lost.store.saved_game("pokemon", "easy") is None
    lost.press("m")  # the loss stands once the player leaves it
    (record,) = lost.store.level_records("pokemon")
    assert (record.played, record.won) == (2, 1)


def test_a_new_board_thrown_away_in_play_is_recorded_as_abandoned(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.press("enter", "r", "y")
    session.screen.start_new_game(Settings(5, 3))  # nothing uncovered on the new board: nothing asked
    session.press("enter")
    session.screen.start_new_game(Settings(5, 3))  # the form's Start in play throws the board away too, after a yes
    assert "New game?" in session.text()
    session.press("y")
    records = {record.level: record for record in session.store.level_records("pokemon")}
    assert (records["easy"].played, records["easy"].won) == (0, 0)
    assert (records["5x5-3"].played, records["5x5-3"].won) == (0, 0)
    totals = session.store.records("pokemon")
    assert totals.played == 0 and totals.abandoned == 2  # abandoned plays are counted apart from played


def test_a_damaged_save_starts_the_level_afresh(tmp_path: Path) -> None:
    healthy = Session(tmp_path)
    healthy.press("enter", "q")
    kept = healthy.store.saved_game("pokemon", "easy")
    start = kept.state["play"]["start"]
    healthy.store.drop_save(kept.play)  # each damaged save below is the level's only one
    for play in ({"format": 1, "start": start, "actions": [[REVEAL_ACTION, 64]]},
                 {"format": 1, "start": start, "actions": [[REVEAL_ACTION, 36], UNDO_LOSS_ACTION]},
                 {"format": 1, "start": {**start, "size": 27}, "actions": []},
                 {"format": 1, "start": {**start, "rng": [3, [1, 2], None]}, "actions": []},
                 {"format": 1, "start": start, "actions": [[REVEAL_ACTION, 36]], "elapsed": -4}):
        healthy.store.save_game("pokemon", "easy", {"play": play}, "1 flag, 0:03")
        session = Session(tmp_path, store=healthy.store)
        assert "could not be resumed" in session.text(), play
        assert session.model.game == UNEXPOSED * 64 and session.screen.actions == []
        assert session.store.saved_game("pokemon", "easy") is None


def test_a_custom_board_is_saved_under_custom_and_resumes_its_settings(tmp_path: Path) -> None:
    session = Session(tmp_path, level="custom")
    custom_board(session, "9", "12")
    session.press("enter")
    before = snapshot(session)
    session.press("q")
    assert session.store.saved_game("pokemon", "custom").summary == "0 flags, 0:00"
    assert "saved: 0 flags, 0:00" in session.text()
    menu = Session(tmp_path, store=session.store, from_menu=True, size=SMALL)
    assert "Continue Pokémon: Gotta Find Them All! · Custom · 0 flags, 0:00" in menu.text()  # on one line
    menu.press("enter")  # Continue: the board comes back, not the form
    assert not menu.app.dialogs and snapshot(menu) == before
    assert "Board: 9×9 (custom)" in menu.text() and menu.app.guard.need_cols == menu.screen.min_size[0]


def test_a_form_board_that_matches_a_preset_is_saved_under_the_preset(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(16, 40))
    session.press("enter", "q")
    assert session.store.saved_game("pokemon", "medium") is not None
    assert session.store.saved_game("pokemon", "easy") is None
    resumed = Session(tmp_path, store=session.store, level="medium")
    assert resumed.size == 16 and "Board: 16×16 (Medium)" in resumed.text() and resumed.model.has_started()


def test_the_form_remembers_the_last_choices(tmp_path: Path) -> None:
    session = Session(tmp_path, level="custom")
    form = session.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.width_edit.edit_text == "8"  # nothing remembered yet
    assert form.no_guess_box.get_state() is False  # off by default in Custom
    session.press("backspace", "7", "tab", "backspace", "7", "down", "backspace", "backspace", "5", "down", " ", "up",
                  "enter")
    assert (session.size, session.model.number_of_pokemons, session.model.safe_first_reveal) == (7, 5, False)
    assert session.store.preference(PREFERENCE_KEY) == {"size": 7, "count": 5, "safe_first_reveal": False,
                                                         "chording": True, "no_guess": False,
                                                         "question_marks": True}
    again = Session(tmp_path, store=session.store, level="custom")
    form = again.app.dialogs[-1]
    assert isinstance(form, NewGameDialog)
    assert (form.width_edit.edit_text, form.height_edit.edit_text, form.count_edit.edit_text) == ("7", "7", "5")
    assert (form.safe_box.get_state(), form.chord_box.get_state()) == (False, True)
    easy = Session(tmp_path, store=session.store)
    easy.press("n")  # n on a preset board offers the remembered choices too
    form = easy.app.dialogs[-1]
    assert isinstance(form, NewGameDialog) and form.custom.get_state() is True and form.width_edit.edit_text == "7"


def test_choices_that_cannot_be_remembered_are_a_message(tmp_path: Path) -> None:
    scores = Store(tmp_path / DATABASE_FILE)
    scores.set_preference(PREFERENCE_KEY, {"size": 99, "count": "x"})  # nonsense on disk is ignored
    session = Session(tmp_path, store=scores, level="custom")
    assert session.app.dialogs[-1].width_edit.edit_text == "8"
    scores.close()  # every write now fails, as on a read-only disk
    custom_board(session, "6", "4")
    assert session.size == 6 and "Your choices could not be remembered" in session.text()
