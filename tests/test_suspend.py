"""Ctrl-Z in process: time suspended is not time played (the game's clock and Pokémon's timer pause), and urwid's
raw screen hands SIGTSTP to the arcade's handler only once it has given the terminal back. The real stop and `fg`
are tests/test_signals_pty.py's."""

from __future__ import annotations

import fcntl
import os
import signal
import struct
import termios
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import urwid

from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui import app as app_module
from arcade.ui.app import App
from arcade.ui.game import GameScreen
from arcade.ui.running import take_signals
from tests.shell_session import FakeClock, ShellSession

START = datetime(2026, 11, 24, 20, 0, tzinfo=UTC).timestamp()
HOUR = 3600.0
SOKOBAN, POKEMON = find_game("sokoban"), find_game("pokemon")


def session_on(tmp_path: Path, clock: FakeClock, game_id: str, level: str) -> ShellSession:
    """A game's level shown in the shell at 80×24, the App and its store on this clock."""
    game = find_game(game_id)
    return ShellSession(game, find_level(game, level), Store(tmp_path / DATABASE_FILE, clock=clock), (80, 24),
                        clock=clock)


def test_an_hour_suspended_is_not_time_played(tmp_path: Path) -> None:
    clock = FakeClock(START)
    session = session_on(tmp_path, clock, "sokoban", "maze1")
    screen = session.app.current
    assert isinstance(screen, GameScreen)
    session.press("d")
    clock.advance(10)
    session.app.suspend(stop=lambda: clock.advance(HOUR))  # stopped for an hour, then fg
    clock.advance(5)
    assert screen.time_played() == 15
    session.press("q")  # left: saved with the time on screen only
    assert session.store.saved_games()[0].summary == "1 move"
    session.app.start_level(SOKOBAN, find_level(SOKOBAN, "maze1"))
    assert session.app.current.time_played() == 15


def test_pokemons_timer_stops_while_suspended_and_a_dialogs_pause_stays(tmp_path: Path) -> None:
    clock = FakeClock(START)
    session = session_on(tmp_path, clock, "pokemon", "easy")
    screen = session.app.current
    screen.follow_clock(clock)  # its timer on the test's clock too
    session.press("enter")  # the first reveal starts the timer
    clock.advance(10)
    session.app.suspend(stop=lambda: clock.advance(HOUR))
    clock.advance(5)
    assert screen.elapsed() == 15 and screen.timer_running()
    session.press("?")  # the help pauses it; a suspend under it leaves it paused
    clock.advance(7)
    session.app.suspend(stop=lambda: clock.advance(HOUR))
    assert not screen.timer_running()
    session.press("?")
    clock.advance(1)
    assert screen.elapsed() == 16 and screen.time_played() == 15 + 7 + 1


@pytest.fixture
def terminal() -> Iterator[urwid.display.raw.Screen]:
    """urwid's raw screen on a pty of this process (80×24), stopped at the end."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    output = open(slave, "w", encoding="utf-8", closefd=False)  # noqa: SIM115 - closed below
    display = urwid.display.raw.Screen(input=open(slave, "rb", buffering=0, closefd=False),  # noqa: SIM115
                                       output=output, bracketed_paste_mode=False, focus_reporting=False)
    yield display
    if display.started:
        display.stop()
    output.close()
    for fd in (master, slave):
        os.close(fd)


def test_ctrl_z_reaches_the_arcade_with_the_terminal_given_back_and_the_clock_paused(
        tmp_path: Path, terminal: urwid.display.raw.Screen, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = FakeClock(START)
    app = App(store=Store(tmp_path / DATABASE_FILE, clock=clock), clock=clock)
    app.start_level(SOKOBAN, find_level(SOKOBAN, "maze1"))
    screen = app.current
    app.build_loop(terminal)
    stops: list[bool] = []

    def stopped() -> None:
        stops.append(terminal.started)  # what the terminal is while the process is stopped
        clock.advance(HOUR)

    monkeypatch.setattr(app_module, "stop_process", stopped)
    unhandled: list[Any] = []
    outer = signal.signal(signal.SIGTSTP, lambda *_: unhandled.append("SIGTSTP"))  # never stop the test's process
    previous = take_signals(app)
    try:
        terminal.start()
        clock.advance(10)
        os.kill(os.getpid(), signal.SIGTSTP)  # Ctrl-Z: urwid's handler asks for a suspend
        terminal.get_available_raw_input()  # urwid carries it out, reading input
        assert stops == [False] and not unhandled  # stopped by the arcade's handler, the terminal given back
        assert terminal.started  # and taken again on the resume
        clock.advance(5)
        assert screen.time_played() == 15
    finally:
        terminal.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        signal.signal(signal.SIGTSTP, outer)
