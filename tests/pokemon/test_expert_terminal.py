"""Expert (30 wide, 16 high, 99 Pokémon) in the real `arcade pokemon expert` on an 80×24 pty: the whole board shows
beside the narrow panels, and it plays with the arrows, WASD and hjkl, reveal and flag (the board predicted with the
model from the screen's seed, as tests/pokemon/test_screen.py's terminal tests do)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.grid import Grid
from arcade.games.pokemon.model import FLAG, UNEXPOSED
from arcade.games.pokemon.screen import SEED_VARIABLE
from tests.pokemon.test_screen import SEED, board_random, expected_marks, find_window
from tests.pty_screen import TerminalSession, arcade

pytestmark = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")

EXPERT = Grid(30, 16)
CENTRE = (8, 15)


def marks_on_screen(lines: list[str]) -> str:
    """The whole 30×16 board as drawn (2-column cells), one mark per cell in the game string's order."""
    x, y = find_window(lines, 0, EXPERT.height)
    return "".join(lines[y + row][x + 3 + column * 2] for row in range(EXPERT.height) for column in range(EXPERT.width))


def moves(start: tuple[int, int], end: tuple[int, int], down_up: tuple[str, str], right_left: tuple[str, str]
          ) -> list[str]:
    """The keys from one cell to another: rows first, with these keys for down and up, right and left."""
    rows, columns = end[0] - start[0], end[1] - start[1]
    return [down_up[rows < 0]] * abs(rows) + [right_left[columns < 0]] * abs(columns)


def test_expert_opens_whole_at_80_by_24_and_plays_with_every_move_key_reveal_and_flag(
        sessions: list[TerminalSession], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)  # the arcade's environment: its boards are the test's
    term = arcade(sessions, tmp_path / "data", "pokemon", "expert", size=(80, 24))
    term.wait_for("Expert 30×16")
    text = term.text()
    assert "too small" not in text and "In view" not in text and "Left: 99" in text
    lines = term.screen.display
    x, y = find_window(lines, 0, EXPERT.height)  # every row letter, A to P, in one column
    assert lines[y - 2][x + 2:x + 62] == "".join(f" {number // 10}" if number >= 10 else "  " for number in
                                                 range(1, 31))
    assert lines[y - 1][x + 2:x + 62] == "".join(f" {number % 10}" for number in range(1, 31))
    assert marks_on_screen(lines) == UNEXPOSED * EXPERT.cell_count

    game = PokemonGame(EXPERT, 99, board_random(), safe_first_reveal=True, chording=True, no_guess=True,
                       question_marks=True)
    assert game.reveal(EXPERT.index(CENTRE)) == "opened"
    term.press("enter")
    term.wait_until(lambda: marks_on_screen(term.screen.display) == expected_marks(game.game), "the opened section")
    locations = game.pokemon_locations
    assert locations is not None
    covered = [index for index in range(EXPERT.cell_count) if game.game[index] == UNEXPOSED]
    pokemon = min((index for index in covered if index in locations),
                  key=lambda index: abs(EXPERT.position(index)[0] - 8) + abs(EXPERT.position(index)[1] - 15))
    term.press(*moves(CENTRE, EXPERT.position(pokemon), ("j", "k"), ("l", "h")), "f")  # hjkl, then a flag
    term.wait_for("Left: 98")
    assert marks_on_screen(term.screen.display)[pokemon] == FLAG
    safe = min((index for index in covered if index not in locations),
               key=lambda index: abs(EXPERT.position(index)[0] - 8) + abs(EXPERT.position(index)[1] - 15))
    term.press(*moves(EXPERT.position(pokemon), EXPERT.position(safe), ("s", "w"), ("d", "a")), " ")  # WASD, Space
    assert game.reveal(safe) == "opened"
    game.toggle_flag(pokemon)
    term.wait_until(lambda: marks_on_screen(term.screen.display) == expected_marks(game.game), "the safe cell")
    corner = (15, 29)
    term.press(*moves(EXPERT.position(safe), corner, ("down", "up"), ("right", "left")), "down", "right")  # arrows
    term.press("f")  # P30, the far corner: the cursor stopped there
    game.toggle_flag(EXPERT.index(corner))
    term.wait_until(lambda: marks_on_screen(term.screen.display) == expected_marks(game.game), "a flag on P30")
    term.wait_for("Left: 97")
    term.press("q")
    term.wait_for("Choose a level")
    term.wait_for("saved: 2 flags")
