"""Suite-wide fixtures.

- Every test has its own data directory ($ARCADE_DATA_DIR and $XDG_DATA_HOME in a temporary folder, for the
  commands it starts too): no test reads or writes the player's own records, saves or solution files.
- `sessions`: every real arcade a pty test starts (tests.pty_screen.arcade), closed when the test ends.
- Every Store a test opens is closed when the test ends: left to the garbage collector, the suite's one process
  held over 1,000 open database descriptors by the Spire tests, near the 1,024 that select() can wait on (the pty
  tests' reads failed there)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from arcade.store import Store

if TYPE_CHECKING:
    from tests.pty_screen import TerminalSession


@pytest.fixture(autouse=True)
def own_data_directory(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Point the arcade's data directory (and XDG's) at a fresh temporary folder for the test."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("ARCADE_DATA_DIR", str(folder / "arcade"))
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))


@pytest.fixture(autouse=True)
def close_stores(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Note each Store the test opens, and close them all after it."""
    opened: list[Store] = []
    open_store = Store.__init__

    def noted(self: Store, *args: Any, **kwargs: Any) -> None:
        open_store(self, *args, **kwargs)
        opened.append(self)

    monkeypatch.setattr(Store, "__init__", noted)
    yield
    for store in opened:
        with contextlib.suppress(Exception):
            store.close()


@pytest.fixture
def sessions() -> Iterator[list[TerminalSession]]:
    """Every arcade a test starts, closed at the end."""
    started: list[TerminalSession] = []
    yield started
    for session in started:
        session.close()
