"""Pokémon's latest games for the records (`arcade stats` and the Records screen), under its levels' table: the
figures minesweeper players compare, one line a game, newest first, at most LINE_WIDTH columns:

    Easy       won   12 s  3BV 31  2.58 3BV/s  45 clicks  efficiency 69%
    9x9-12     lost  3 s  3BV 4 of 20  5 clicks

A game kept before these figures existed shows its time alone. The best time per difficulty is the table's. No urwid.
"""

from __future__ import annotations

from typing import Any

from arcade.games.pokemon.figures import efficiency, per_second
from arcade.store import FinishedGame

LINE_WIDTH = 74
"""Columns a history line may take: the Records screen shows 76 of an 80-column terminal."""
LEVEL_WIDTH = 12
"""Columns of a board's name: a preset's ('intermediate'), a custom board's ('30x26-780') or a daily's
('Daily 11-28')."""
INDENT = "  "
TITLE = "latest games, newest first:"


def game_history(finished: list[FinishedGame]) -> list[str]:
    """The history lines of these finished games (newest first, as Store.finished_games gives them)."""
    if not finished:
        return []
    return [f"{INDENT}{TITLE}", *(game_line(game) for game in finished)]


def game_line(game: FinishedGame) -> str:
    """One game: its board, how it ended, its time and, when they were kept, its 3BV, 3BV/s, clicks, efficiency (as
    many of those as the line holds)."""
    figures = game.figures
    parts = [f"{game.level[:LEVEL_WIDTH]:<{LEVEL_WIDTH}}", f"{game.outcome:<4}"]
    seconds, exact = number(figures.get("seconds")), number(figures.get("time"))
    if seconds is not None:
        parts.append(f"{int(seconds)} s")
    bv, done, click_count = whole(figures.get("3bv")), whole(figures.get("3bv_done")), whole(figures.get("clicks"))
    if bv is not None and click_count is not None:
        if game.outcome == "won":
            time = exact if exact is not None else seconds
            parts += [f"3BV {bv}"] + ([f"{per_second(bv, time):.2f} 3BV/s"] if time is not None else []) + \
                [f"{click_count} clicks", f"efficiency {efficiency(bv, click_count)}%"]
        else:
            parts += [f"3BV {done if done is not None else '?'} of {bv}", f"{click_count} clicks"]
    while len(parts) > 2 and len(joined(parts)) > LINE_WIDTH:
        parts.pop()  # a figure too many for the line (Expert's 3-digit times and 3BV): left out whole, never cut
    return joined(parts)[:LINE_WIDTH]


def joined(parts: list[str]) -> str:
    """A history line of these parts."""
    return f"{INDENT}{'  '.join(parts)}".rstrip()


def whole(value: Any) -> int | None:
    """A figure that is a whole number (figures come back from JSON on disk), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def number(value: Any) -> float | None:
    """A figure that is a number, else None."""
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None
