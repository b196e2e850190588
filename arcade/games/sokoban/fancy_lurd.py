"""Fancy Sokoban's moves in LURD notation, out and back in: u d l r a step, U D L R a push.

Every Fancy move is one step of the player: onto floor or a goal (a walk), onto a potion (a walk that drinks it:
the maze says which potion, so no extra letter is needed), or into a crate the player is strong enough for (a push,
uppercase, whether the crate moves on or fills a goal and goes). So plain LURD holds every Fancy game, the same
notation `arcade --plain sokoban-solve maze1` prints and classic Sokoban writes. Pure: no urwid, no I/O.
"""

from __future__ import annotations

from arcade.games.sokoban.model import DIRECTION_DELTAS, DOWN, LEFT, RIGHT, UP, Crate, SokobanModel

LETTER_OF_KEY = {UP: "u", DOWN: "d", LEFT: "l", RIGHT: "r"}
"""The Fancy game's move keys (w s a d) as LURD letters."""
KEY_OF_LETTER = {letter: key for key, letter in LETTER_OF_KEY.items()}


def pushes(model: SokobanModel, key: str) -> bool:
    """The move `key` (w a s d) would walk into a crate (a push, if the model allows it)."""
    row, col = model.get_player_position()
    d_row, d_col = DIRECTION_DELTAS[key]
    return isinstance(model.get_entities().get((row + d_row, col + d_col)), Crate)


def keys_to_lurd(model: SokobanModel, keys: list[str] | str) -> str:
    """Make the moves `keys` (w a s d) on `model` and give them in LURD (uppercase where a crate was pushed);
    ValueError if the model refuses one (a caller's bug: the keys came from a game that made them)."""
    letters = []
    for key in keys:
        pushed = pushes(model, key)
        if not model.attempt_move(key):
            raise ValueError(f"the move {key!r} was refused")
        letters.append(LETTER_OF_KEY[key].upper() if pushed else LETTER_OF_KEY[key])
    return "".join(letters)


def why_not(model: SokobanModel, key: str) -> str:
    """Why the model refuses the move `key` here, in a few words."""
    row, col = model.get_player_position()
    d_row, d_col = DIRECTION_DELTAS[key]
    crate = model.get_entities().get((row + d_row, col + d_col))
    if isinstance(crate, Crate) and crate.get_strength() > model.get_player_strength():
        return f"the crate needs strength {crate.get_strength()}"
    return "blocked"


def lurd_to_keys(model: SokobanModel, lurd: str) -> list[str]:
    """Make the LURD moves on `model` (at the level's start) and give them as move keys (w a s d). ValueError
    naming the first step that cannot be made: not a LURD letter, blocked, a walk letter where the move pushes or
    the other way round, or a step after the level is already won or lost."""
    keys = []
    for number, letter in enumerate(lurd, start=1):
        key = KEY_OF_LETTER.get(letter.lower())
        if key is None:
            raise ValueError(f"step {number}: {letter!r} is not a LURD letter")
        if model.has_won():
            raise ValueError(f"step {number}: {letter!r} comes after the level is won")
        if model.has_lost():
            raise ValueError(f"step {number}: {letter!r} comes after the moves ran out")
        pushed = pushes(model, key)
        if not model.attempt_move(key):
            raise ValueError(f"step {number}: {letter!r} is impossible here ({why_not(model, key)})")
        if pushed != letter.isupper():
            model.undo()
            meant = f"a crate: write {letter.upper()}" if pushed else f"no crate: write {letter.lower()}"
            raise ValueError(f"step {number}: {letter!r} is impossible here (it pushes {meant})")
        keys.append(key)
    return keys
