"""Replays as asciinema casts: a kept game drawn on its real screen, headlessly, as an asciinema v2 recording.

`arcade export --cast GAME LEVEL` plays the game `arcade export` picks (the level's saved game, else its best:
arcade/kept_games.py) back on the game's own screen inside the shell, as watching a best does (nothing is recorded
or saved), with no terminal: each frame is rendered by urwid and turned into the escape sequences a terminal of
the cast's size and colours would be sent (`CastDisplay`), only the rows that changed. Every game can be cast, the
climb and classic Sokoban included, since it is the screen that is drawn, not plain mode's input.

The store keeps no time per action, only a play's time on screen: the actions come at the play's average pace
(its seconds over its actions; 4 a second, watching's default, when the time was not kept), each step held between
STEP_FLOOR and STEP_CAP seconds, so idle time is capped. A screen with a clock of its own (Pokémon's timer) reads
the play's time at that average pace, uncapped, so it shows about the time the game took.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import urwid

from arcade.errors import ArcadeError
from arcade.kept_games import KeptGame
from arcade.registry import Game
from arcade.store import Store
from arcade.ui.app import App
from arcade.ui.game import GameScreen
from arcade.ui.palette import PALETTE, use_color
from arcade.ui.play_clock import PlayClock, play_step

DEFAULT_SIZE = (80, 24)
"""The cast's terminal when no --size is given: the arcade's baseline."""
TERMS = {256: "xterm-256color", 16: "xterm"}
"""The TERM the cast's header names for each number of colours it is drawn in."""
STEP_FLOOR = 0.1
STEP_CAP = 1.0
"""The least and the most time between two actions in the cast (the cap is the idle time limit)."""
OPENING = 1.0
"""Seconds the level is shown before the first action."""
CLOSING = 2.0
"""Seconds the final screen is held before the cast ends."""

ESC = "\x1b"
RESET = f"{ESC}[0m"
START = f"{ESC}[?25l{RESET}{ESC}[H{ESC}[2J"
"""The cast's first output: the cursor hidden, the colours reset and the screen cleared."""
SETTINGS_SGR = (("bold", 1), ("faint", 2), ("italics", 3), ("underline", 4), ("blink", 5), ("standout", 7),
                ("strikethrough", 9))


@dataclass(frozen=True)
class CastSettings:
    """The terminal the cast is drawn for: its size and its colours (256, 16, or 1 under NO_COLOR)."""

    cols: int = DEFAULT_SIZE[0]
    rows: int = DEFAULT_SIZE[1]
    colors: int = 256

    @classmethod
    def from_options(cls, size: str | None, colors: str | None) -> CastSettings:
        """The settings of `--size COLSxROWS` and `--colors 256|16` (None: the default); NO_COLOR draws in
        monochrome. ArcadeError for a value that is not one."""
        cols, rows = DEFAULT_SIZE
        if size is not None:
            width, cross, height = size.lower().partition("x")
            if not (cross and width.isdigit() and height.isdigit() and 20 <= int(width) <= 1000
                    and 10 <= int(height) <= 1000):
                raise ArcadeError(f"--size takes COLSxROWS, e.g. 80x24 or 100x32 (at least 20x10), not {size!r}")
            cols, rows = int(width), int(height)
        count = 256
        if colors is not None:
            if colors not in ("256", "16"):
                raise ArcadeError(f"--colors takes 256 or 16, not {colors!r}")
            count = int(colors)
        return cls(cols, rows, count if use_color() else 1)

    @property
    def size(self) -> tuple[int, int]:
        return (self.cols, self.rows)

    @property
    def term(self) -> str:
        """The TERM of a terminal with these colours."""
        return TERMS.get(self.colors, "xterm")


def sgr(spec: urwid.AttrSpec, colors: int) -> str:
    """The Select Graphic Rendition sequence drawing text in this attribute (a palette entry resolved for `colors`):
    its settings, then its colours as 256-colour indexes or the 16 basic ones; none in monochrome."""
    codes = ["0"] + [str(code) for name, code in SETTINGS_SGR if getattr(spec, name, False)]
    if colors > 1:
        if spec.foreground_high:
            codes.append(f"38;5;{spec.foreground_number}")
        elif spec.foreground_basic:
            number = spec.foreground_number
            codes.append(str(30 + number if number < 8 else 90 + number - 8))
        if spec.background_high:
            codes.append(f"48;5;{spec.background_number}")
        elif spec.background_basic:
            number = spec.background_number
            codes.append(str(40 + number if number < 8 else 100 + number - 8))
    return f"{ESC}[{';'.join(codes)}m"


PALETTE_INDEX = {16: 0, 1: 1, 256: 3}
"""Which of a palette entry's specifications (urwid's order: 16 colours, monochrome, 88, 256) a terminal of this
many colours is drawn with."""


class CastDisplay(urwid.display.common.BaseScreen):
    """An urwid display with no terminal behind it: each frame drawn becomes the text a terminal of this size and
    colours would be sent for it (the rows that changed since the frame before), kept until `take_output`."""

    def __init__(self, settings: CastSettings) -> None:
        super().__init__()
        self.settings = settings
        self._drawn: list[str] | None = None
        """Each row of the last frame as sent (escape sequences included), None before the first."""
        self._escapes: dict[object, str] = {}
        self._pending: list[str] = []
        self.lines: list[str] = []
        """The last frame's text, row by row (what a terminal shows, without its colours)."""

    def get_cols_rows(self) -> tuple[int, int]:
        return self.settings.size

    def register_palette_entry(self, *args: Any, **kwargs: Any) -> None:
        super().register_palette_entry(*args, **kwargs)
        self._escapes.clear()

    def _escape(self, attr: object) -> str:
        found = self._escapes.get(attr)
        if found is None:
            spec = self.resolve_attr(attr, PALETTE_INDEX[self.settings.colors])
            found = self._escapes[attr] = sgr(spec, self.settings.colors)
        return found

    def draw_screen(self, size: tuple[int, int], canvas: urwid.Canvas) -> None:
        """Turn a frame into terminal output: the first in full after clearing the screen, later ones row by row
        where they changed (each row placed with the cursor, drawn run by run, its colours reset at its end)."""
        rows = ["".join(self._escape(attr) + run.decode("utf-8", "replace") for attr, _charset, run in row) + RESET
                for row in canvas.content()]
        first = self._drawn is None
        if first:
            self._pending.append(START)
        for number, row in enumerate(rows):
            if first or self._drawn is None or self._drawn[number] != row:
                self._pending.append(f"{ESC}[{number + 1};1H{row}")
        self._drawn = rows
        self.lines = [line.decode("utf-8", "replace") for line in canvas.text]

    def take_output(self) -> str:
        """What was drawn since the last call, as one piece of terminal output ('' when nothing changed)."""
        output, self._pending = "".join(self._pending), []
        return output


def cast_step(seconds: float | None, actions: int) -> float:
    """The seconds between two actions in the cast: the play's pace, held between STEP_FLOOR and STEP_CAP."""
    return min(max(play_step(seconds, actions), STEP_FLOOR), STEP_CAP)


@dataclass
class CastFrame:
    """One event of the cast: when, and what the terminal is sent."""

    at: float
    output: str


class Casting:
    """A kept game being drawn: the shell in-process with a game screen watching the record, on a CastDisplay."""

    def __init__(self, store: Store, game: Game, kept: KeptGame, settings: CastSettings) -> None:
        if urwid.util.get_encoding() != "utf8":
            urwid.set_encoding("utf8")  # the cast is UTF-8 text, whatever the locale
        actions = kept.record.get("actions")
        if not isinstance(actions, list):
            raise ArcadeError("the kept game has no actions to draw")
        self.actions: list[Any] = actions
        self.kept = kept
        self.settings = settings
        self.display = CastDisplay(settings)
        self.display.register_palette(PALETTE)
        self.app = App(store=store)
        self.app.display = self.display
        self.clock = PlayClock()
        self.screen = self._screen(game)

    def _screen(self, game: Game) -> GameScreen:
        """The game's screen on the kept game's start, shown in the shell as a best being watched."""
        screen = self.app.make_screen(game, self.kept.level)
        cols, rows = screen.min_size
        if cols > self.settings.cols or rows > self.settings.rows:
            raise ArcadeError(f"{game.title} · {screen.level_title or game.title} needs a terminal of at least "
                              f"{cols}×{rows}: try --size {cols}x{rows}")
        screen.watching = True
        screen.follow_clock(self.clock)
        self.app.show_screen(screen)
        try:
            screen.begin(self.kept.record.get("start", {}))
            screen.new_play()
        except Exception as error:  # the kept game is data from disk: one line, not a traceback
            raise ArcadeError(f"that {game.id} game cannot be drawn: {type(error).__name__}: {error}") from None
        return screen

    @property
    def title(self) -> str:
        """The level's title (the game's when it has no level)."""
        return self.screen.level_title or self.screen.game.title

    def opening_words(self) -> str:
        """The status line while the game plays: what is being played back."""
        if self.kept.saved:
            return f"A saved game of {self.title}: {self.kept.words} so far."
        return f"The best game of {self.title}: {self.kept.words}."

    def closing_words(self) -> str:
        """The status line once every action is played."""
        if self.kept.saved:
            return f"The saved game of {self.title} so far: {self.kept.words}."
        return f"That was the best game: {self.kept.words}."

    def draw(self) -> str:
        """Render the shell as it stands and return what the terminal would be sent for it."""
        canvas = self.app.guard.render(self.settings.size, focus=True)
        self.display.draw_screen(self.settings.size, canvas)
        return self.display.take_output()

    def frames(self) -> Iterator[CastFrame]:
        """The cast's events: the level at 0, each action at the cast's pace, the closing words, and the final
        screen held (an empty event)."""
        step = cast_step(self.kept.seconds, len(self.actions))
        played = self.screen.replay_pace(self.kept.record, self.kept.seconds)
        self.app.set_message(self.opening_words())
        yield CastFrame(0.0, self.draw())
        at = OPENING
        for number, action in enumerate(self.actions, start=1):
            self.clock.now = number * played
            try:
                self.screen.take(action)
            except Exception as error:  # a kept game is data from disk: a failure to replay it is one line
                raise ArcadeError(f"the kept game stopped replaying at action {number}: "
                                  f"{type(error).__name__}: {error}") from None
            output = self.draw()
            if output:
                yield CastFrame(at, output)
            at += step
        self.app.set_message(self.closing_words())
        yield CastFrame(at, self.draw())
        yield CastFrame(at + CLOSING, "")


def cast_header(game: Game, casting: Casting, timestamp: int | None = None) -> dict[str, Any]:
    """The asciinema v2 header: the terminal's size, when, its TERM and SHELL, and a title naming the game."""
    return {"version": 2, "width": casting.settings.cols, "height": casting.settings.rows,
            "timestamp": int(time.time()) if timestamp is None else timestamp,
            "env": {"TERM": casting.settings.term, "SHELL": os.environ.get("SHELL", "/bin/sh")},
            "title": f"arcade · {game.title} · {casting.title} · {casting.kept.words}"}


def record_cast(store: Store, game: Game, kept: KeptGame, settings: CastSettings | None = None,
                timestamp: int | None = None) -> str:
    """The kept game as an asciinema v2 recording (header line, then one [time, "o", text] line per frame);
    ArcadeError when it cannot be drawn (a level too big for the size, a record that does not replay)."""
    casting = Casting(store, game, kept, settings or CastSettings())
    lines = [json.dumps(cast_header(game, casting, timestamp), ensure_ascii=False)]
    lines += [json.dumps([round(frame.at, 6), "o", frame.output], ensure_ascii=False) for frame in casting.frames()]
    return "\n".join(lines) + "\n"
