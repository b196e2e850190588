"""`arcade stats`: every game's records as a plain table, from the store (no urwid)."""

from __future__ import annotations

import time

from arcade.levels import bundled_levels, natural_key
from arcade.registry import GAMES, Game
from arcade.store import GameRecord, LevelRecord, Store

HEADINGS = ("level", "played", "won", "best", "last played")


def duration(seconds: float) -> str:
    """'1:02:03' (hours, minutes, seconds) or '2:03' under an hour."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def game_summary(game: Game, record: GameRecord) -> str:
    """The game's heading, then a line of its totals: played, won and the win rate, streaks, time played (two
    lines, so the longest title still fits 80 columns)."""
    rate = f" ({record.win_rate:.0%})" if record.win_rate is not None else ""
    return (f"{game.title} ({game.id})\n  played {record.played}, won {record.won}{rate}, "
            f"streak {record.current_streak}, longest {record.longest_streak}, "
            f"time played {duration(record.seconds_played)}")


def level_rows(game: Game, records: list[LevelRecord]) -> list[tuple[str, ...]]:
    """Per level (bundled ones in play order, then any other played): played, won, best, last played."""
    by_level = {record.level: record for record in records}
    names = [level.name for level in bundled_levels(game) if "collection" not in level.settings]
    names += sorted(set(by_level) - set(names), key=natural_key)  # collection levels (microban:2) and the like
    rows = []
    for name in names:
        record = by_level.get(name)
        if record is None:
            rows.append((name, "0", "0", "-", "-"))
            continue
        best = record.best.get(game.best_by) if record.best else None
        last = time.strftime("%Y-%m-%d %H:%M", time.localtime(record.last_played)) if record.last_played else "-"
        rows.append((name, str(record.played), str(record.won), f"{best} {game.best_by}" if best is not None else "-",
                     last))
    return rows


def table(rows: list[tuple[str, ...]]) -> list[str]:
    """Rows in aligned columns under HEADINGS: text left, counts right."""
    widths = [max(len(row[column]) for row in (HEADINGS, *rows)) for column in range(len(HEADINGS))]
    lines = []
    for row in (HEADINGS, *rows):
        cells = [cell.rjust(width) if column in (1, 2) else cell.ljust(width)
                 for column, (cell, width) in enumerate(zip(row, widths, strict=True))]
        lines.append("  " + "  ".join(cells).rstrip())
    return lines


def stats_text(store: Store) -> str:
    """The whole report: per game its summary line and its levels' table."""
    blocks = []
    for game in GAMES:
        lines = [game_summary(game, store.game_record(game.id)), *table(level_rows(game, store.level_records(game.id))),
                 *game.history_lines(store)]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"
