"""Running the arcade: the shell built as it starts (start_app), the heap settled, the signals that end or suspend it
taken (take_signals), the loop run and the game in progress kept on every way out (run_app)."""

from __future__ import annotations

import gc
import signal
import sys
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

from arcade.errors import ArcadeError
from arcade.levels import Level, bundled_levels
from arcade.registry import Game
from arcade.store import Store
from arcade.ui.app import App

NEEDS_TERMINAL = "the full-screen arcade needs a terminal; for scripts use arcade --plain GAME (see arcade --help)"
EXIT_SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)
"""The signals that end the arcade as Ctrl-C does (the game in progress saved, the terminal restored), with the exit
status 128 + the signal's number: SIGTERM 143, SIGHUP 129, SIGQUIT (Ctrl-\\) 131, as a shell reports a process the
signal killed."""



def take_signals(app: App) -> dict[int, Any]:
    """The arcade's signal handlers for a run (restore them with the handlers returned): the exit signals end it as
    Ctrl-C does, and Ctrl-Z suspends it. urwid's raw screen catches SIGTSTP while it runs, gives the terminal back
    (screen stopped: cursor shown, normal buffer, tty modes) with the handler it found put back, and sends the signal
    again: App.on_sigtstp then stops the process with the game's clock paused, and urwid redraws on the resume."""
    previous: dict[int, Any] = {sig: signal.signal(sig, _raise_exit) for sig in EXIT_SIGNALS}
    previous[signal.SIGTSTP] = signal.signal(signal.SIGTSTP, app.on_sigtstp)
    return previous


def _raise_exit(signum: int, _frame: FrameType | None) -> None:
    # Raised inside the event loop, SystemExit unwinds through urwid's screen.stop(), restoring the terminal.
    raise SystemExit(128 + signum)


def start_app(game: Game | None = None, level: Level | None = None, daily: str | None = None,
              clock: Callable[[], float] = time.time, store: Store | None = None) -> App:
    """The arcade as it starts: the shell with its first screen (the menu, or the game given on the command line
    with its saved game resumed, or a day's Daily page: `arcade daily`) and the store's notices, not yet drawn.
    run_app runs it; benchmarks/screen_speed.py times its first frame on a ScriptedScreen.

    The menu's first frame imports no game's screen and reads no level list unless the Continue entry names a
    level (tests/test_start_up.py).
    """
    app = App(store=store, clock=clock)
    if daily is not None:
        app.show_daily(daily, " ".join(app.store.notices))
    elif game is None:
        app.show_menu(" ".join(app.store.notices))
    else:
        levels = bundled_levels(game)
        if level is None and levels:
            level = levels[0]
        screen = app.make_screen(game, level)
        app.show_screen(screen)
        app.resume_saved(screen)
        if app.store.notices:
            app.set_message(" ".join(app.store.notices))
    return app


FULL_COLLECTION_THRESHOLD = 100
"""Young collections between two full ones (Python's default: 10): with the start-up heap frozen a full collection
is short, and this makes it ten times rarer (on `wildfire`, 1 in 300 keys instead of 17)."""


def settle_heap() -> None:
    """Take everything built so far (urwid, the arcade's modules, the first screen) out of the garbage collector's
    walks, and make full collections rarer: a full collection on a big board otherwise walks the whole start-up
    heap again, a 40 to 300 ms pause on the key it falls on (docs/performance.md, "First frame and garbage
    collection"). Called once the first screen is built, before the loop runs; nothing frozen is ever freed, and
    start-up leaves little garbage."""
    gc.freeze()
    young, middle, _full = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_COLLECTION_THRESHOLD)


def run_app(game: Game | None = None, level: Level | None = None, daily: str | None = None,
            store: Store | None = None) -> int:
    """Run the arcade full-screen until the player quits; returns the exit status.

    A game given on the command line is built before the terminal is taken over, so a malformed
    level file is reported as one line (ArcadeError) instead of a dialog; so is a standard input or output
    that is not a terminal. store: the player's store when the command line opened it already (a level they
    pasted is found there), else the arcade opens it.
    """
    app = start_app(game, level, daily, store=store)
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise ArcadeError(NEEDS_TERMINAL)
    loop = app.build_loop()
    settle_heap()
    previous = take_signals(app)
    try:
        loop.run()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        app.save_current()  # quitting, Ctrl-C, SIGTERM, SIGHUP, SIGQUIT: the game in progress is kept
    return 0
