"""User-facing errors: each carries one clear line that the command line or a dialog shows as it is."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: plain mode loads this module at start-up
    from pathlib import Path


class ArcadeError(Exception):
    """An error the player caused (bad argument, bad file); shown as one line, never as a traceback."""


class UnknownGameError(ArcadeError):
    """The command line named a game that is not in the registry."""


class LevelError(ArcadeError):
    """A level file is missing, unreadable or malformed; the message names the file and, if known, the line."""

    def __init__(self, path: str | Path, problem: str, line: int | None = None) -> None:
        self.path = str(path)
        self.problem = problem
        self.line = line
        where = f"{self.path}: line {line}" if line is not None else self.path
        super().__init__(f"{where}: {problem}")
