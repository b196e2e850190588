"""Every key a screen names does something there.

The walk visits, at 80×24, the menu, each game's level list, Records, Saved games, each game's screen on its first
level and on it once play is in progress, and the dialogs reachable from them (quit, restart, an end dialog, the
help over each). On each it reads the keys it names, from its status bar and from its help (both generated from
the keymap), and presses each one on a fresh arcade in that state: a key passes when it changes what is drawn, the
message, the dialogs, the place or the screen shown, there or after one other key of the place (undo after a
move, ↑ after ↓). A key that does nothing either way is reported.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import urwid

from arcade.keys import KEY_NAMES
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.registry import GAMES, find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from arcade.ui.dialogs import Dialog, HelpDialog
from tests.shell_session import ShellSession

SIZE = (80, 24)
WALK_SEED = "7"
"""Every arcade of a walk draws from this seed: one drawn afresh for each once gave the keys read on a climb map of
six paths to one of four, where 6 does nothing."""
NAMED_KEYS = {name: key for key, name in KEY_NAMES.items()}


def key_of_name(name: str) -> str | None:
    """The key a written name stands for ('Ctrl-R' → ctrl r, as keys.key_name writes it), None if it is no name."""
    if name in NAMED_KEYS:
        return NAMED_KEYS[name]
    return f"ctrl {name[5:].lower()}" if name.startswith("Ctrl-") and len(name) == 6 else None

Setup = Callable[[ShellSession], None]


def keys_of_hint(part: str) -> list[str]:
    """The keys a status-bar hint names: '↑↓/ws/kj move' → up, down, w, s, k, j; '? or Esc closes' → ?, esc."""
    words = part.split()
    written = words[0].split("/") + ([words[2]] if len(words) > 2 and words[1] == "or" else [])
    keys = []
    for piece in written:
        named = key_of_name(piece)
        if named is not None:
            keys.append(named)
        else:
            keys.extend(NAMED_KEYS.get(char, char) for char in piece)
    return keys


def keys_of_help(rows: tuple[tuple[str, str], ...]) -> list[str]:
    """The keys a help table names ('Enter Space' → enter, space)."""
    return [key_of_name(name) or name for keys, _text in rows for name in keys.split()]


def status_keys(app: App) -> list[str]:
    """Every key the status bar names now."""
    hints, pinned = app.status._shown[1]
    parts = list(hints.split("  ") if isinstance(hints, str) else hints) + [p for p in pinned.split("  ") if p]
    return [key for part in parts for key in keys_of_hint(part)]


def help_keys(session: ShellSession) -> list[str]:
    """Every key the help opened here names (the help is closed again)."""
    session.press("?")
    top = session.app.dialogs[-1]
    assert isinstance(top, HelpDialog), session.text()
    keys = keys_of_help(top.key_rows)
    session.press("esc")
    return keys


def snapshot(session: ShellSession) -> tuple[object, ...]:
    """What a key may change: the drawing (text and colours), the message, the dialogs, the place, the screen."""
    app = session.app
    rows = [tuple(row) for row in session.canvas().content()]
    return rows, app.status._shown, tuple(map(id, app.dialogs)), app.place, id(app.current)


def where(session: ShellSession) -> tuple[object, ...]:
    """The place, the screen and the dialogs: a key pressed first must leave them as they were."""
    app = session.app
    return app.place, id(app.current), tuple(map(id, app.dialogs))


class Walk:
    """Fresh arcades (each with a store of its own) brought to one state: every one draws from the same seed, so a
    climb's map or a board dealt at random is the same in each (the keys named on one are pressed on another)."""

    def __init__(self, tmp_path: Path, setup: Setup) -> None:
        self.tmp_path = tmp_path
        self.setup = setup
        self.count = itertools.count()

    def make(self) -> ShellSession:
        folder = self.tmp_path / f"arcade{next(self.count)}"
        folder.mkdir()
        session = ShellSession(None, None, Store(folder / DATABASE_FILE), SIZE)
        self.setup(session)
        session.lines()
        return session

    def acts(self, key: str, first: str | None = None) -> bool:
        """Whether the key changes anything (after `first`, when given, which must keep the place)."""
        session = self.make()
        try:
            return self._acts(session, key, first)
        finally:  # thousands of arcades are made: each one's database is closed at once, not when collected
            session.store.close()

    @staticmethod
    def _acts(session: ShellSession, key: str, first: str | None) -> bool:
        if first is not None:
            start = where(session)
            try:
                session.press(first)
            except urwid.ExitMainLoop:
                return False
            if where(session) != start:
                return False
        before = snapshot(session)
        try:
            session.press(key)
        except urwid.ExitMainLoop:  # the arcade ends: quitting did something
            return True
        return snapshot(session) != before

    def named_keys(self, with_help: bool = True) -> list[str]:
        session = self.make()
        keys = status_keys(session.app) + (help_keys(session) if with_help else [])
        session.store.close()
        return list(dict.fromkeys(keys))

    def dead_keys(self, with_help: bool = True) -> list[str]:
        """The keys named here that change nothing, here or after any one other key named here."""
        keys = self.named_keys(with_help)
        assert keys, "no key named"
        return [key for key in keys if not self.acts(key)
                and not any(self.acts(key, first) for first in keys if first != key)]


def open_game(game_id: str, *keys: str) -> Setup:
    def setup(session: ShellSession) -> None:
        game = find_game(game_id)
        session.app.start_level(game, bundled_levels(game)[0])
        session.press(*keys)
    return setup


def saved_games(session: ShellSession) -> None:
    """Two games left in progress, then the Saved games list."""
    for game_id in ("sokoban", "acorn"):
        open_game(game_id, find_game(game_id).first_move, "q")(session)
    session.app.lists.show_saved_games()
    assert len(session.app.saves.resumables()) == 2


def places() -> Iterator[tuple[str, Setup]]:
    yield "menu", lambda session: None
    yield "quit question", lambda session: session.press("q")
    yield "records", lambda session: session.app.show_records()
    yield "saved games", saved_games
    for game in GAMES:
        yield f"{game.id} level list", lambda session, game=game: session.app.choose_game(game)
        yield f"{game.id} first level", open_game(game.id)
        yield f"{game.id} in play", open_game(game.id, game.first_move)
        yield f"{game.id} restart question", open_game(game.id, game.first_move, "r")
    yield "acorn end dialog", open_game("acorn", "s", "s")
    yield "spire climb's compendium", open_game("spire", "C")


@pytest.mark.parametrize(("name", "setup"), list(places()), ids=[name for name, _setup in places()])
def test_every_key_named_on_a_screen_or_dialog_does_something(tmp_path: Path, name: str, setup: Setup,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, WALK_SEED)
    walk = Walk(tmp_path, setup)
    session = walk.make()
    if name.endswith(("question", "dialog")):
        assert isinstance(session.app.dialogs[-1], Dialog), session.text()
    assert walk.dead_keys() == [], session.text()


@pytest.mark.parametrize(("name", "setup"), [one for one in places() if one[0].endswith(("menu", "first level",
                                                                                         "question"))])
def test_every_key_named_by_the_help_does_something(tmp_path: Path, name: str, setup: Setup,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, WALK_SEED)
    def with_help(session: ShellSession) -> None:
        setup(session)
        session.press("?")
    walk = Walk(tmp_path, with_help)
    session = walk.make()
    assert isinstance(session.app.dialogs[-1], HelpDialog), session.text()
    assert walk.dead_keys(with_help=False) == [], session.text()


def test_every_game_declares_a_first_move_that_starts_play(tmp_path: Path) -> None:
    """The walk's "in play" places press each registry entry's first_move; one that does nothing would leave them
    testing the first level again."""
    for game in GAMES:
        session = ShellSession(game, bundled_levels(game)[0], Store(tmp_path / f"{game.id}.db"), size=SIZE)
        assert game.first_move, f"{game.id} declares no first_move"
        session.press(game.first_move)
        assert session.app.current.in_progress(), f"{game.id}: {game.first_move!r} started no play"
