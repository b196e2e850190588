"""Run the real `arcade` command in a pseudo-terminal and read its screen through pyte.

Tests poll the emulated screen for expected text with a deadline (never fixed sleeps) and get the
whole screen printed when an expectation fails.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable
from pathlib import Path

import pyte

ARCADE = str(Path(sys.executable).parent / "arcade")
DEFAULT_TIMEOUT = 10.0

KEYS = {
    "up": "\x1b[A",
    "down": "\x1b[B",
    "right": "\x1b[C",
    "left": "\x1b[D",
    "enter": "\r",
    "esc": "\x1b",
    "ctrl c": "\x03",
}


def _set_size(fd: int, cols: int, rows: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


def _become_session_leader_on_tty() -> None:
    """In the child: a new session whose controlling terminal is the pty, so Ctrl-C sends SIGINT; SIGINT's default
    action back (a suite started in the background with `&` has its children ignore it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class TerminalSession:
    """One `arcade` process on a pty of a given size, with a pyte screen following its output."""

    def __init__(self, args: list[str], cols: int = 100, rows: int = 32, env: dict[str, str] | None = None,
                 data_dir: Path | None = None, program: list[str] | None = None) -> None:
        """program: the command run instead of `arcade` (a test's launcher), given args after it."""
        self.master, self.slave = os.openpty()
        _set_size(self.slave, cols, rows)
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.output = bytearray()
        environment = {key: value for key, value in os.environ.items() if key != "NO_COLOR"}
        environment.update({"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color"})
        if data_dir is not None:
            environment["ARCADE_DATA_DIR"] = str(data_dir)
        environment.update(env or {})
        self.process = subprocess.Popen(
            [*(program or [ARCADE]), *args], stdin=self.slave, stdout=self.slave, stderr=self.slave, env=environment,
            preexec_fn=_become_session_leader_on_tty, close_fds=True,
        )

    # -- reading ---------------------------------------------------------------------------------
    def _ready(self, wait: float) -> bool:
        """Whether the program wrote something (or its side closed) within `wait` seconds. poll, not select: the
        suite's process may hold more than select's 1024 descriptors by then (stores not yet collected)."""
        poller = select.poll()
        poller.register(self.master, select.POLLIN)
        return bool(poller.poll(wait * 1000))

    def _pump(self, wait: float) -> None:
        """Read whatever the program wrote within `wait` seconds into the screen."""
        ready = self._ready(wait)
        while ready:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:  # the slave side is gone
                return
            if not chunk:
                return
            self.output.extend(chunk)
            self.stream.feed(chunk)
            ready = self._ready(0)

    def text(self) -> str:
        """The screen as lines of text."""
        return "\n".join(self.screen.display)

    def wait_until(self, predicate: Callable[[], bool], what: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Poll until predicate() holds; on time-out fail with the screen shown."""
        deadline = time.monotonic() + timeout
        while True:
            self._pump(0.05)
            if predicate():
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}; the screen was:\n{self.text()}")

    def wait_for(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Wait until text is on the screen."""
        self.wait_until(lambda: text in self.text(), repr(text), timeout)

    def wait_gone(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Wait until text is no longer on the screen."""
        self.wait_until(lambda: text not in self.text(), f"{text!r} to disappear", timeout)

    # -- writing ---------------------------------------------------------------------------------
    def press(self, *keys: str) -> None:
        """Type keys: names from KEYS or literal characters."""
        for key in keys:
            os.write(self.master, KEYS.get(key, key).encode())

    def click(self, text: str, button: int = 0) -> None:
        """Click (X10 mouse report) on the first character of text where it is on the screen now."""
        for row, line in enumerate(self.screen.display):
            col = line.find(text)
            if col >= 0:
                os.write(self.master, b"\x1b[M" + bytes([32 + button, 33 + col, 33 + row]))
                return
        raise AssertionError(f"{text!r} is not on the screen to click:\n{self.text()}")

    def resize(self, cols: int, rows: int) -> None:
        """Resize the terminal as a window manager would, with SIGWINCH."""
        _set_size(self.master, cols, rows)
        self.screen.resize(rows, cols)
        os.killpg(self.process.pid, signal.SIGWINCH)

    def signal(self, signum: int) -> None:
        """Send a signal to the program."""
        self.process.send_signal(signum)

    # -- ending ----------------------------------------------------------------------------------
    def wait_exit(self, timeout: float = DEFAULT_TIMEOUT) -> int:
        """Wait for the program to exit, reading its last output; returns the exit status."""
        deadline = time.monotonic() + timeout
        while self.process.poll() is None:
            self._pump(0.05)
            if time.monotonic() > deadline:
                raise AssertionError(f"arcade did not exit; the screen was:\n{self.text()}")
        self._pump(0.05)
        return self.process.returncode

    def quit_from_the_level_list(self) -> None:
        """From a game's level list: back to the menu, quit and say yes; the arcade must end cleanly."""
        self.press("q")
        self.wait_for("a terminal game collection")
        self.press("q")
        self.wait_for("Quit the arcade?")
        self.press("y")
        assert self.wait_exit() == 0
        assert self.tty_is_sane()

    def tty_is_sane(self) -> bool:
        """Echo and line editing are on again (the pty pair shares its settings)."""
        lflag = termios.tcgetattr(self.slave)[3]
        return bool(lflag & termios.ECHO) and bool(lflag & termios.ICANON)

    def screen_modes_restored(self) -> bool:
        """The last alternate-screen, cursor and mouse switches written leave the terminal normal."""
        data = bytes(self.output)

        def last_is_off(on: bytes, off: bytes) -> bool:
            return data.rfind(off) >= data.rfind(on)

        return (last_is_off(b"\x1b[?1049h", b"\x1b[?1049l") and last_is_off(b"\x1b[?25l", b"\x1b[?25h")
                and last_is_off(b"\x1b[?1000h", b"\x1b[?1000l"))

    def close(self) -> None:
        """Stop the program if it still runs and release the pty."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=5)
        for fd in (self.master, self.slave):
            with contextlib.suppress(OSError):
                os.close(fd)


def arcade(sessions: list[TerminalSession], data_dir: Path, *args: str, size: tuple[int, int] = (80, 24)
           ) -> TerminalSession:
    """The real arcade with these arguments on a pty of this size, kept in `sessions` (the conftest fixture closes
    them all when the test ends)."""
    session = TerminalSession(list(args), *size, data_dir=data_dir)
    sessions.append(session)
    return session
