"""Suite-wide fixtures. Every Store a test opens is closed when the test ends: left to the garbage collector, the
suite's one process held over 1,000 open database descriptors by the Spire tests, near the 1,024 that select()
can wait on (the pty tests' reads failed there)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest

from arcade.store import Store


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
