"""Pokémon's key table: each key of the board and the method of PokemonScreen it runs (the status bar's hints and
the help are made from it, in this order)."""

from __future__ import annotations

from dataclasses import replace

from arcade.games.pokemon.model import FLAG_ACTION, REVEAL_ACTION
from arcade.keys import (
    HELP_KEY_NOTE,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    RESTART,
    Binding,
    KeyTable,
    Row,
)

REVEAL = Binding("reveal", ("enter", " "), "reveal", "Uncover the cell under the cursor (or left-click it)")
FLAG_BINDING = Binding("flag", ("f",), "flag",
                       "Place or remove a flag on the cell under the cursor (or right-click it)")
NEW_GAME = Binding("new game", ("n",), "new game", "Start a new game: choose its size, difficulty and options")
ROW_START = Binding("row start", ("home",), "row start", "Move to the first cell of the row")
ROW_END = Binding("row end", ("end",), "row end", "Move to the last cell of the row")
PAGE_UP = Binding("page up", ("page up",), "page up", "Move up by one screen of the board")
PAGE_DOWN = Binding("page down", ("page down",), "page down", "Move down by one screen of the board")
FLAG_CELL = replace(FLAG_BINDING, help="Flag or unflag the cell under the cursor (or right-click it)")
UNCOVER = replace(REVEAL, help="Uncover (or left-click); chording: a number with all its flags opens its neighbours")
RESTART_BOARD = replace(RESTART, help="Restart: this board again, the same Pokémon (asks during a game; a win is no "
                        "best)")
NEW_BOARD = Binding("new board", ("b",), "new board", "Deal a new board of this size and count (asks during a game)")
NEW_GAME_FORM = replace(NEW_GAME, help="New game: a preset or any width, height and count, and the options")
TIP = Binding("hint", ("t",), "tip", f"A tip: a provably safe cell or Pokémon, and why {HELP_KEY_NOTE}")

KEYS = KeyTable(
    Row(MOVE_UP, "move_cursor", -1, 0),
    Row(MOVE_DOWN, "move_cursor", 1, 0),
    Row(MOVE_LEFT, "move_cursor", 0, -1),
    Row(MOVE_RIGHT, "move_cursor", 0, 1),
    Row(UNCOVER, "take_at_cursor", REVEAL_ACTION),
    Row(FLAG_CELL, "take_at_cursor", FLAG_ACTION),
    Row(TIP, "ask_tip"),
    Row(RESTART_BOARD, "restart_key"),
    Row(NEW_BOARD, "new_board_key"),
    Row(NEW_GAME_FORM, "open_new_game"),
    Row(ROW_START, "to_row_end", False),
    Row(ROW_END, "to_row_end", True),
    Row(PAGE_UP, "page", -1),
    Row(PAGE_DOWN, "page", 1),
)
