"""Random levels in the arcade: a Random entry makes a fresh level ($ARCADE_SEED draws its seed), `random:SEED`
opens one, a win is kept under its name and gathered on the entry, Next makes another, leaving goes back to the
entry, and a saved one resumes the same level."""

from __future__ import annotations

from pathlib import Path

import pytest
from urwid.testing import ScriptedScreen

from arcade.games.sokoban.classic.generator import generate
from arcade.levels import FRESH_SEEDS, find_level
from arcade.randomness import SEED_VARIABLE, seeded_random
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from arcade.ui.menu import MenuList
from tests.sokoban.test_classic_screen import GAME, KEY_OF_LETTER, play, screen_of, text


def keys_for(lurd: str) -> list[str]:
    return [KEY_OF_LETTER[letter.lower()] for letter in lurd]


def test_a_seeded_level_is_the_generators_and_its_win_is_kept_under_its_name(tmp_path: Path) -> None:
    made = generate(3, "easy")
    app = play(tmp_path, "random:easy:3", keys_for(made.solution))
    screen = screen_of(app)
    assert screen.classic.rows() == made.level.rows()
    assert "You won!" in text(app) and "Random (easy)" in text(app)
    record = app.store.records(GAME.id)
    assert record.level("random:easy:3").solved
    assert len(record.gathered("random:easy:*")) == 1
    assert record.gathered("random:[0-9]*") == [] and record.gathered("random:hard:*") == []


def test_an_entry_makes_a_fresh_level_next_another_and_leaving_returns_to_the_entry(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "5")
    seed = seeded_random().randrange(FRESH_SEEDS)
    made = generate(seed, "hard")
    app = play(tmp_path, "random:hard", [*keys_for(made.solution), "n"])
    screen = screen_of(app)
    # Next: a fresh level of the entry (under $ARCADE_SEED the same draw again, so the same seed), a new play.
    assert screen.level_name == f"random:hard:{seed}" and screen.model.moves == 0 and not screen.finished
    assert app.store.records(GAME.id).level(f"random:hard:{seed}").solved
    app.back_to_menu()  # q/Esc: back to the level list, the cursor on the entry that made the level
    assert isinstance(app.current, MenuList)
    assert app.levels_listed[app.current.focus_index].name == "random:hard"


def test_a_saved_random_level_resumes_the_same_level(tmp_path: Path) -> None:
    first = play(tmp_path, "random:7", ["d", "s", "a", "w"])
    moves = screen_of(first).model.lurd
    level_rows = screen_of(first).classic.rows()
    first.back_to_menu()
    again = App(store=Store(tmp_path / DATABASE_FILE))
    again.start_level(GAME, find_level(GAME, "random:7"))
    screen = screen_of(again)
    assert screen.classic.rows() == level_rows and screen.model.lurd == moves


def test_a_difficulty_the_generator_lacks_is_refused_in_a_dialog(tmp_path: Path) -> None:
    entry = find_level(GAME, "random:3")
    assert entry is not None
    bad = entry.__class__(entry.name, None, entry.title, entry.blurb, {**entry.settings, "difficulty": "huge"})
    app = App(store=Store(tmp_path / DATABASE_FILE))
    app.start_level(GAME, bad)
    app.build_loop(ScriptedScreen(size=(80, 24), inputs=[])).run()
    assert "Cannot open level" in text(app) and "huge" in text(app)


def drawn(app: App) -> str:
    """The screen's text drawn afresh (after calls made outside the main loop)."""
    assert app.loop is not None
    app.loop.draw_screen()
    return text(app)


def test_a_random_entry_with_a_saved_level_offers_to_continue_it_or_start_a_new_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = play(tmp_path, "random:easy:7", ["d", "s", "a", "w"])
    moves = screen_of(first).model.lurd
    first.back_to_menu()  # saved, and back on the list with the cursor on the entry that made it
    assert "saved: #7, " in drawn(first)
    assert first.levels_listed[first.current.focus_index].name == "random:easy"
    first.loop.process_input(["enter"])
    asked = drawn(first)
    assert "Random (easy) #7 is saved" in asked and "Continue" in asked and "New level" in asked
    first.loop.process_input(["enter"])  # Continue is focused: the saved level, where it was left
    assert screen_of(first).level_name == "random:easy:7" and screen_of(first).model.lurd == moves

    monkeypatch.setenv(SEED_VARIABLE, "5")
    seed = seeded_random().randrange(FRESH_SEEDS)
    assert seed != 7
    first.back_to_menu()
    first.loop.process_input(["enter"])
    first.loop.process_input(["n"])  # New level: a fresh seed; the saved one stays
    assert screen_of(first).level_name == f"random:easy:{seed}" and screen_of(first).model.moves == 0
    assert any(saved.level == "random:easy:7" for saved in first.store.saved_games(GAME.id))
