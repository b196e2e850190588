"""The score store: each game's best results per level, kept in one JSON file written atomically.

The file lives in $ARCADE_DATA_DIR, else $XDG_DATA_HOME/arcade, else ~/.local/share/arcade. A file that
cannot be read is set aside (renamed with a .corrupt suffix), never overwritten, so nothing saved is lost.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

SCORES_FILE = "scores.json"


def data_dir() -> Path:
    """Where the arcade keeps the player's files."""
    if override := os.environ.get("ARCADE_DATA_DIR"):
        return Path(override)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "arcade"


def write_atomically(path: Path, text: str) -> None:
    """Write text to path so that a crash leaves either the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class ScoreStore:
    """Best results by game and level. A result is a dict of numbers; lower 'moves' (or the key the
    game names) is better. Failures to save are reported to the caller, never raised into the game."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / SCORES_FILE
        self._scores: dict[str, dict[str, dict[str, Any]]] = self._load()

    def _load(self) -> dict[str, dict[str, dict[str, Any]]]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError:  # missing or unreadable: start empty, and never overwrite what we could not read
            return {}
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
                raise ValueError("not a mapping of games")
            return data
        except ValueError:
            aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
            with contextlib.suppress(OSError):
                os.replace(self.path, aside)
            return {}

    def best(self, game_id: str, level: str) -> dict[str, Any] | None:
        """The best result recorded for this level, if any."""
        result = self._scores.get(game_id, {}).get(level)
        return result if isinstance(result, dict) else None

    def record(self, game_id: str, level: str, result: dict[str, Any], lower_is_better: str) -> bool:
        """Keep result if it beats the stored one on the key lower_is_better; True if it is a new best.

        Raises OSError if the file cannot be written (the caller shows it; the game goes on).
        """
        previous = self.best(game_id, level)
        if previous is not None and previous.get(lower_is_better, float("inf")) <= result[lower_is_better]:
            return False
        self._scores.setdefault(game_id, {})[level] = dict(result)
        write_atomically(self.path, json.dumps(self._scores, indent=2, sort_keys=True) + "\n")
        return True
