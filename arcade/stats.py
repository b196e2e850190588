"""`arcade stats` and the Records screen: every game's records as a plain table, from the store (no urwid).

The figures come from records.py (the one place deciding what counts); the levels are named by their titles, as
the level lists name them, with the name they are typed as when it differs.
"""

from __future__ import annotations

import time
from datetime import date

from arcade.daily import challenges, daily_games, is_daily_name, share_text, streak_words, streaks, today
from arcade.levels import Level, bundled_levels, find_level, natural_key
from arcade.records import (
    SOLVED_WITH_HELP,
    DailyResult,
    GameRecord,
    LevelRecord,
    best_figures,
    game_daily_streak,
    standing_mark,
)
from arcade.registry import GAMES, Game
from arcade.store import Store

HEADINGS = ("level", "played", "won", "best", "last played")
NEVER = "-"
GATHERED_MARK = "└ "
"""Before a level gathered under an entry (a custom board under Custom)."""


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


def level_label(level: Level) -> str:
    """A level as the lists name it: its title, and the name it is typed as when that differs (a level gathered
    under an entry, e.g. one custom board under Pokémon's Custom, by its name alone, set under the entry)."""
    if level.title.casefold() == level.name.casefold() or level.title.startswith(GATHERED_MARK):
        return level.title
    return f"{level.title} ({level.name})"


def result_words(game: Game, record: LevelRecord) -> str:
    """The best column: '11 moves' ('33 moves; 7 pushes' with a best kept apart), 'with help' (solved only with help)
    or '-'."""
    figure = best_figures(record.best, game, record.also_best, compact=True)
    if figure is not None:
        return figure
    return "with help" if record.standing == SOLVED_WITH_HELP else NEVER


def level_rows(game: Game, record: GameRecord) -> list[tuple[str, ...]]:
    """Per level (bundled ones in play order, each gathering entry followed by the levels it gathers, then any
    other played): played, won, best, last played."""
    levels: list[Level] = []
    for level in bundled_levels(game):
        if level.is_collection:
            continue
        levels.append(level)
        if "gathers" in level.settings:  # Pokémon's Custom: each custom board played, under it
            levels += [Level(one.level, None, f"{GATHERED_MARK}{one.level}")
                       for one in sorted(record.gathered(str(level.settings["gathers"])),
                                         key=lambda one: natural_key(one.level))]
    listed = {level.name for level in levels}
    others = {name for name in record.levels if not is_daily_name(name)}  # the dailies have their own lines
    for name in sorted(others - listed, key=natural_key):  # collection levels (microban:2), old names
        levels.append(find_level(game, name) or Level(name, None))
    rows = []
    for level in levels:
        if "gathers" in level.settings:
            gathered = record.gathered(str(level.settings["gathers"]))
            rows.append((f"  {level_label(level)}", str(sum(one.played for one in gathered)),
                         str(sum(one.won for one in gathered)), NEVER, NEVER))
            continue
        one = record.level(level.name)
        mark = standing_mark(one)
        last = time.strftime("%Y-%m-%d", time.localtime(one.last_played)) if one.last_played else NEVER
        rows.append((f"{mark or ' '} {level_label(level)}", str(one.played), str(one.won), result_words(game, one),
                     last))
    return rows


def table(rows: list[tuple[str, ...]]) -> list[str]:
    """Rows in aligned columns under HEADINGS: text left, counts right."""
    headings = ("  " + HEADINGS[0], *HEADINGS[1:])
    widths = [max(len(row[column]) for row in (headings, *rows)) for column in range(len(HEADINGS))]
    lines = []
    for row in (headings, *rows):
        cells = [cell.rjust(width) if column in (1, 2) else cell.ljust(width)
                 for column, (cell, width) in enumerate(zip(row, widths, strict=True))]
        lines.append("  " + "  ".join(cells).rstrip())
    return lines


def game_block(game: Game, store: Store, results: list[DailyResult], day: str) -> list[str]:
    """One game's part of the report: its summary, its daily's streak (a game with a daily), its levels' table and
    its own history lines."""
    record = store.records(game.id)
    daily = [f"  daily: {streak_words(game_daily_streak(results, game.id, date.fromisoformat(day)))}"] \
        if game.daily is not None else []
    return [game_summary(game, record), *daily, *table(level_rows(game, record)), *game.history_lines(store)]


DAILY_DAYS_SHOWN = 7
"""The daily's block lists the share lines of this many latest days played."""


def daily_block(results: list[DailyResult], day: str) -> list[str]:
    """The daily's part of the report: the streak of the whole daily and the latest days' share lines."""
    _per_game, whole = streaks(results, day)
    lines = [f"Daily (every game with a daily, UTC dates)\n  all {len(daily_games())}: {streak_words(whole)}"]
    days = sorted({result.day for result in results}, reverse=True)[:DAILY_DAYS_SHOWN]
    return lines + [f"  {share_text(one, challenges(one), results)}" for one in days]


def stats_text(store: Store) -> str:
    """The whole report: per game its summary line and its levels' table, then the daily's streak and days."""
    results, day = store.daily_results(), today()
    blocks = ["\n".join(game_block(game, store, results, day)) for game in GAMES]
    if daily_games():
        blocks.append("\n".join(daily_block(results, day)))
    return "\n\n".join(blocks) + "\n"
