"""Where full-screen games get their random source: seeded from $ARCADE_SEED when set, so tests and bug
reports can replay a game, else from the system. No urwid here."""

from __future__ import annotations

import os
import random

from arcade.errors import ArcadeError

SEED_VARIABLE = "ARCADE_SEED"
"""Set to a whole number for a repeatable sequence of random choices (tests use it)."""


def seeded_random() -> random.Random:
    """A random source seeded from $ARCADE_SEED when it is set and not empty, else from the system."""
    value = os.environ.get(SEED_VARIABLE)
    if value is None or value == "":
        return random.Random()
    try:
        return random.Random(int(value))
    except ValueError:
        raise ArcadeError(f"{SEED_VARIABLE} must be a whole number, not {value!r}") from None
