"""`arcade stats` and the Records screen: every game's records as a plain table, from the store (no urwid).

The figures come from records.py (the one place deciding what counts); the levels are named by their titles, as
the level lists name them, with the name they are typed as when it differs.
"""

from __future__ import annotations

import time
from dataclasses import replace
from datetime import date
from typing import Any

from arcade.daily import DAILY_PREFIX, challenges, daily_games, is_daily_name, share_text, streak_words, streaks, today
from arcade.levels import Level, bundled_levels, find_level, natural_key
from arcade.records import (
    SOLVED_WITH_HELP,
    TIME_PLAYED_COUNTS,
    DailyResult,
    DailyStreak,
    GameRecord,
    LevelRecord,
    Tallies,
    best_figures,
    game_daily_streak,
    standing_mark,
    time_played_words,
)
from arcade.registry import GAMES, Game
from arcade.store import FinishedGame, Store

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
    """The game's heading, a line of its totals (played, won and the win rate, streaks) and one of its time played
    with what it counts (records.time_played_words), so each fits 80 columns."""
    rate = f" ({record.win_rate:.0%})" if record.win_rate is not None else ""
    return (f"{game.title} ({game.id})\n  played {record.played}, won {record.won}{rate}, "
            f"streak {record.current_streak}, longest {record.longest_streak}\n"
            f"  time played {duration(record.seconds_played)} ({time_played_words()})")


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


def listed_levels(game: Game, record: GameRecord, store: Store | None = None) -> list[Level]:
    """The levels of the game's table in order: bundled ones in play order, each gathering entry followed by the
    levels it gathers (titled with GATHERED_MARK), then any other played (collection levels, levels the player pasted,
    titled given the store, old names)."""
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
        levels.append(find_level(game, name, store) or Level(name, None))
    return levels


def last_played_day(record: LevelRecord) -> str | None:
    """The local date a level was last played, YYYY-MM-DD, or None (never, or no end time kept)."""
    return time.strftime("%Y-%m-%d", time.localtime(record.last_played)) if record.last_played else None


def level_rows(game: Game, record: GameRecord, store: Store | None = None) -> list[tuple[str, ...]]:
    """Per level (listed_levels' order): played, won, best, last played."""
    rows = []
    for level in listed_levels(game, record, store):
        if "gathers" in level.settings:
            gathered = record.gathered(str(level.settings["gathers"]))
            rows.append((f"  {level_label(level)}", str(sum(one.played for one in gathered)),
                         str(sum(one.won for one in gathered)), NEVER, NEVER))
            continue
        one = record.level(level.name)
        mark = standing_mark(one)
        rows.append((f"{mark or ' '} {level_label(level)}", str(one.played), str(one.won), result_words(game, one),
                     last_played_day(one) or NEVER))
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
    return [game_summary(game, record), *daily, *table(level_rows(game, record, store)),
            *tally_lines(game_tallies(game, store)),
            *game.history_lines(titled(game, store.finished_games(game.id), store))]


def game_tallies(game: Game, store: Store) -> Tallies | None:
    """The game's own counts of every game it finished (its registry's `tallies`), or None if it keeps none."""
    if game.tallies is None:
        return None
    tallies = game.tallies_of(store.finished_games(game.id, limit=None))
    return tallies if isinstance(tallies, Tallies) else None


def tally_lines(tallies: Tallies | None) -> list[str]:
    """The game's own counts under its table: its heading, then one row a kind, 'played 5, won 1' (nothing when
    there is no row)."""
    if tallies is None or not tallies.rows:
        return []
    width = max(len(row.words) for row in tallies.rows)
    return [f"  {tallies.heading}", *(f"    {row.words:<{width}}  played {row.played}, won {row.won}"
                                       for row in tallies.rows)]


DAILY_TITLE = "Daily {month_day}"
"""A daily's name in a game's history lines: its day (every day's challenge has the same title, and a history line
has room for a short name only)."""


def level_title(game: Game, name: str, store: Store | None = None) -> str:
    """A level's title, as the lists and the table name it (a level the player pasted, given the store); a daily by
    its day; a level the game no longer lists, or one named by its settings (a custom board), by its name."""
    if is_daily_name(name):
        return DAILY_TITLE.format(month_day=name.removeprefix(DAILY_PREFIX)[5:])
    level = find_level(game, name, store)
    return level.title if level is not None else name


def titled(game: Game, finished: list[FinishedGame], store: Store | None = None) -> list[FinishedGame]:
    """The finished games, each under its level's title (the history lines name levels as everything else does)."""
    titles = {name: level_title(game, name, store) for name in {one.level for one in finished}}
    return [replace(one, level=titles[one.level]) for one in finished]


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
    results, day = store.daily_results(), today(store.clock)  # the store's clock: the shell's, or a test's
    blocks = ["\n".join(game_block(game, store, results, day)) for game in GAMES]
    if daily_games():
        blocks.append("\n".join(daily_block(results, day)))
    return "\n\n".join(blocks) + "\n"


# -- the same report as data: `arcade stats --json` ----------------------------------------------------------------
JSON_FORMAT = 2
"""The `format` key of `arcade stats --json`: raised when a key changes meaning or goes (README, "Command line"); 2:
`seconds_played` counts thrown-away and saved games too (`seconds_played_counts`)."""


def level_data(game: Game, record: GameRecord, level: Level) -> dict[str, Any]:
    """One row of a game's table as data: a gathering entry with its levels' sums and names, a gathered level with
    the entry it is under, any other level with its standing, counts, best and last day played."""
    if "gathers" in level.settings:
        gathered = sorted(record.gathered(str(level.settings["gathers"])), key=lambda one: natural_key(one.level))
        return {"name": level.name, "title": level.title, "played": sum(one.played for one in gathered),
                "won": sum(one.won for one in gathered), "gathers": [one.level for one in gathered]}
    one = record.level(level.name)
    data: dict[str, Any] = {"name": level.name, "title": level.title.removeprefix(GATHERED_MARK)}
    if level.title.startswith(GATHERED_MARK):
        data["under"] = next(entry.name for entry in bundled_levels(game) if "gathers" in entry.settings)
    return data | {"standing": one.standing, "played": one.played, "won": one.won, "best": one.best,
                   "best_words": best_figures(one.best, game, one.also_best, compact=True),
                   "last_played": last_played_day(one)}


def streak_data(streak: DailyStreak) -> dict[str, int]:
    """A daily streak as data: the current run, the longest, days played and won."""
    return {"streak": streak.current, "longest": streak.longest, "played": streak.played, "won": streak.won}


def game_data(game: Game, store: Store, results: list[DailyResult], day: str) -> dict[str, Any]:
    """One game's part of the report as data (game_block's figures): totals, its daily's streak (None without a
    daily), its levels, its own counts (None without) and the finished games its history lines are made from (None
    without a history)."""
    record = store.records(game.id)
    daily = streak_data(game_daily_streak(results, game.id, date.fromisoformat(day))) \
        if game.daily is not None else None
    history = [{"level": one.level, "title": level_title(game, one.level, store), "outcome": one.outcome,
                "figures": one.figures, "assisted": one.assisted}
               for one in store.finished_games(game.id)] if game.history is not None else None
    return {"id": game.id, "title": game.title, "played": record.played, "won": record.won,
            "abandoned": record.abandoned, "win_rate": record.win_rate, "streak": record.current_streak,
            "longest_streak": record.longest_streak, "seconds_played": record.seconds_played,
            "seconds_played_counts": list(TIME_PLAYED_COUNTS), "daily": daily,
            "levels": [level_data(game, record, level) for level in listed_levels(game, record, store)],
            "tallies": tally_data(game_tallies(game, store)), "history": history}


def tally_data(tallies: Tallies | None) -> dict[str, Any] | None:
    """The game's own counts as data: their heading and rows (words, the figures telling each apart, played, won),
    or None for a game that counts nothing apart."""
    if tallies is None:
        return None
    return {"heading": tallies.heading, "rows": [{"words": row.words, **row.keys, "played": row.played,
                                                  "won": row.won} for row in tallies.rows]}


def stats_data(store: Store) -> dict[str, Any]:
    """The whole report as one JSON-ready object with stable keys (README, "Command line"): every figure
    stats_text shows, as numbers where the text formats them."""
    results, day = store.daily_results(), today(store.clock)  # the store's clock: the shell's, or a test's
    data: dict[str, Any] = {"format": JSON_FORMAT, "games": [game_data(game, store, results, day) for game in GAMES],
                            "daily": None}
    if daily_games():
        _per_game, whole = streaks(results, day)
        days = sorted({result.day for result in results}, reverse=True)[:DAILY_DAYS_SHOWN]
        data["daily"] = {"games": [game.id for game in daily_games()], **streak_data(whole),
                         "days": [{"day": one, "share": share_text(one, challenges(one), results)} for one in days]}
    return data


def stats_json(store: Store) -> str:
    """`arcade stats --json`: stats_data as indented JSON (UTF-8 text, not escaped), ending with a newline."""
    import json

    return json.dumps(stats_data(store), ensure_ascii=False, indent=2) + "\n"
