"""The real shell (App and its MainLoop) on urwid's ScriptedScreen, driven key by key from a test."""

from __future__ import annotations

from pathlib import Path

import urwid
from urwid.testing import ScriptedScreen

from arcade.registry import Game
from arcade.scores import ScoreStore
from arcade.ui.app import App

SIZE = (100, 32)


class ShellSession:
    """The shell showing a game's level (or the menu), with helpers to press keys and read the screen."""

    def __init__(self, game: Game | None, level: Path | None, scores: ScoreStore,
                 size: tuple[int, int] = SIZE) -> None:
        self.scores = scores
        self.app = App(scores=scores)
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
