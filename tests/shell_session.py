"""The real shell (App and its MainLoop) on urwid's ScriptedScreen, driven key by key from a test."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import urwid
from urwid.testing import ScriptedScreen

from arcade.levels import Level
from arcade.registry import Game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App

SIZE = (100, 32)


class ShellSession:
    """The shell showing a game's level (or the menu), with helpers to press keys and read the screen."""

    def __init__(self, game: Game | None, level: Level | Path | None, store: Store,
                 size: tuple[int, int] = SIZE, clock: Callable[[], float] = time.time) -> None:
        """clock: the App's (a test's FakeClock moves it); give the store the same one."""
        self.store = store
        self.app = App(store=store, clock=clock)
        if game is None:
            self.app.show_menu()
        else:
            self.app.start_level(game, level)
        self.loop = self.app.build_loop(ScriptedScreen(size=size))

    def press(self, *keys: str) -> None:
        """Feed keys, one batch."""
        self.loop.process_input(list(keys))

    def lines(self) -> list[str]:
        """The screen's text, line by line, as drawn now."""
        self.loop.draw_screen()
        return self.loop.screen.last_text

    def text(self) -> str:
        """The screen's text as one string."""
        return "\n".join(self.lines())

    def canvas(self) -> urwid.Canvas:
        """The frame drawn now."""
        self.loop.draw_screen()
        return self.loop.screen.canvases[-1]


def whole_help(session: ShellSession) -> tuple[list[str], str]:
    """Open the help and read it whole: (its first screen's lines, every word of it once scrolled to its end, the
    box's frame left out)."""
    session.press("?")
    lines = session.lines()
    session.press("end")  # the rest of it, scrolled inside its box
    words = " ".join(" ".join(line.strip(" │") for line in [*lines, *session.lines()]).split())
    return lines, words


def has_bottom_edge(lines: list[str]) -> bool:
    """A box's bottom edge is on screen."""
    return any(line.startswith("└") and line.endswith("┘") for line in lines)


def palette_names_drawn(frames: list[urwid.Canvas]) -> set[str]:
    """Every palette name the frames were drawn with (boxes' layers included)."""
    used: set[str] = set()
    for frame in frames:
        for row in frame.content():
            for attr, _cs, _text in row:
                used.update(attr.layers if isinstance(attr, urwid.util.LayeredAttr) else [attr])
    used.discard(None)  # type: ignore[arg-type]
    return used


class FakeClock:
    """A wall clock a test sets and moves (seconds since the epoch), for the App and its store."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Let this much time pass, at once."""
        self.now += seconds


class FakeLoop:
    """Records the screen's alarms instead of running them."""

    def __init__(self) -> None:
        self.alarms: list[tuple[float, Callable[..., None]]] = []
        self.removed: list[object] = []

    def set_alarm_in(self, seconds: float, callback: Callable[..., None]) -> object:
        self.alarms.append((seconds, callback))
        return len(self.alarms) - 1

    def remove_alarm(self, handle: object) -> bool:
        self.removed.append(handle)
        return True

    def fire(self) -> None:
        """Run the latest alarm, as the loop would when it is due."""
        self.alarms[-1][1](self, None)


def shell_text(game: Game, level: Path, tmp_path: Path) -> str:
    """What the shell shows right after trying to open this level (e.g. the dialog a bad file gives)."""
    return ShellSession(game, level, Store(tmp_path / DATABASE_FILE)).text()
