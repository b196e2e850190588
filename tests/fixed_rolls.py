"""Random sources that give one chosen number, for tests of a draw at its edges: a roll exactly on a threshold."""

from __future__ import annotations

import random
from typing import Any


class FixedRoll(random.Random):
    """A random source whose random() always gives `roll` (a value the real one can give: a multiple of 2**-53)."""

    def __init__(self, roll: float) -> None:
        super().__init__(0)
        self.roll = roll

    def random(self) -> float:
        return self.roll


class FixedRange(random.Random):
    """A random source whose randrange always gives `value`."""

    def __init__(self, value: int) -> None:
        super().__init__(0)
        self.value = value

    def randrange(self, *args: Any, **kwargs: Any) -> int:  # type: ignore[override]
        return self.value
