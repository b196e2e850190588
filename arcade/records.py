"""The records contract: what counts as a play, a win, help, a solved level and a best, decided once.

Every view that shows a result asks this module (no urwid, no store access of its own): the level lists, the
Records screen, `arcade stats`, the end dialog's best line and the menu's Continue entries. The rules
(docs/ARCHITECTURE.md, "The records contract"):

- A play starts when a level is opened and ends once: won, lost or abandoned (thrown away). A loss that is undone
  is not an end; it stands only when the player leaves it or starts again. Resuming a saved game continues the same
  play: its start, its time played and its actions carry over.
- A play that used help (a tip, the acorn's way out, a pasted solution, an undo of a loss where the game counts
  it) is "solved with help" when won. The player is told before the first help of a play.
- played = won + lost (abandoned plays are counted apart); a winning streak is broken by a loss only.
- A level is solved when any play of it was won; "solved with help" when every win used help; unsolved when it
  was never won. Its best is the lowest `best_by` figure of its unhelped wins, the earliest of equals.
- Time played is the time on screen of every play of the game, however it ended or not yet: won, lost, thrown
  away (abandoned) or still saved to be continued (as last saved). Time on screen runs while the play's screen
  is shown, over every session of it (not while the arcade is suspended); a character page, or a board left
  before anything was played on it, is no play. TIME_PLAYED_COUNTS says which plays count, time_played_words
  says it in the views' words.
- A daily challenge (arcade/daily.py) counts once: the first play of it that ends (won, lost or given up) is the
  day's result; playing it again is for fun. A daily streak counts days in a row whose daily was won (per game;
  for the whole daily, days on which every game's was); today not played yet does not break it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from fnmatch import fnmatchcase
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arcade.registry import Game

WON, LOST, ABANDONED = "won", "lost", "abandoned"
OUTCOMES = (WON, LOST, ABANDONED)
SAVED = "saved"
"""A play not ended yet, saved to be continued (no outcome: a name for TIME_PLAYED_COUNTS)."""
TIME_PLAYED_COUNTS = (WON, LOST, ABANDONED, SAVED)
"""The plays whose time on screen time played sums: every one, ended however, or still saved."""
TIME_PLAYED_WORDS = {WON: "won", LOST: "lost", ABANDONED: "thrown away", SAVED: "still saved"}
"""How the views name each kind of play time played counts (time_played_words)."""
SOLVED, SOLVED_WITH_HELP, UNSOLVED = "solved", "solved with help", "unsolved"
"""A level's standing in the lists: won without help, won only with help, never won."""
SOLVED_MARK, HELPED_MARK = "✓", "◐"
"""The list's marks for a solved level and for one solved only with help."""
HELP_NOTE = "Solved with help: kept in the records, not as a best."
"""What the end dialog says of a win that used help."""


@dataclass(frozen=True)
class Play:
    """One finished play as the store keeps it (its replay left out): where, how it ended, its figures and time."""

    id: int
    level: str
    outcome: str
    figures: Mapping[str, Any]
    helped: bool
    score: float | None
    started_at: float | None
    ended_at: float | None
    seconds: float | None
    """Time on screen (None for plays kept before it was measured: then ended_at - started_at)."""

    @property
    def time_played(self) -> float:
        """The play's seconds on screen, or its wall-clock span for an old row, or 0."""
        seconds = seconds_or_none(self.seconds)
        if seconds is not None:
            return seconds
        if self.started_at is not None and self.ended_at is not None:
            return seconds_or_none(self.ended_at - self.started_at) or 0.0
        return 0.0


def seconds_or_none(value: object) -> float | None:
    """A time in seconds as kept on disk (a number, finite and not negative), else None."""
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value) and value >= 0:
        return float(value)
    return None


def time_played(plays: Iterable[Play], saved: Iterable[object] = ()) -> float:
    """Time played, by the one rule (TIME_PLAYED_COUNTS): the time on screen of the plays ended in a counted outcome,
    and of the plays still saved (saved: each save's seconds as kept, anything not a time counting 0)."""
    seconds = sum(play.time_played for play in plays if play.outcome in TIME_PLAYED_COUNTS)
    if SAVED in TIME_PLAYED_COUNTS:
        seconds += sum(seconds_or_none(one) or 0.0 for one in saved)
    return seconds


def time_played_words() -> str:
    """What time played counts, as the Records screen and `arcade stats` say it: 'games won, lost, thrown away and
    still saved'."""
    names = [TIME_PLAYED_WORDS[kind] for kind in TIME_PLAYED_COUNTS]
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"games {listed}"


@dataclass(frozen=True)
class LevelRecord:
    """One level's line of the records: plays won and lost, wins with help, the best and when it was last played."""

    level: str
    played: int = 0
    won: int = 0
    helped_wins: int = 0
    best: dict[str, Any] | None = None
    last_played: float | None = None
    also_best: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per figure of the game's also_best_by (classic Sokoban's pushes): the figures of the unhelped win lowest on
    it (fewer best_by breaking a tie, then the earliest)."""

    @property
    def standing(self) -> str:
        """SOLVED (won without help), SOLVED_WITH_HELP (won only with help) or UNSOLVED (never won)."""
        if self.won > self.helped_wins:
            return SOLVED
        return SOLVED_WITH_HELP if self.won else UNSOLVED

    @property
    def solved(self) -> bool:
        """Won at least once, with or without help (what "first unsolved" skips)."""
        return self.won > 0


@dataclass(frozen=True)
class GameRecord:
    """One game's totals over every level, and its levels' records by name."""

    game: str
    played: int = 0
    won: int = 0
    abandoned: int = 0
    current_streak: int = 0
    longest_streak: int = 0
    seconds_played: float = 0.0
    """Time played (time_played: every play's time on screen, ended or still saved)."""
    levels: dict[str, LevelRecord] = field(default_factory=dict)

    @property
    def win_rate(self) -> float | None:
        """Won / played, or None before the first game."""
        return self.won / self.played if self.played else None

    def level(self, name: str) -> LevelRecord:
        """The records of one level (empty when it was never played)."""
        return self.levels.get(name) or LevelRecord(name)

    def gathered(self, pattern: str) -> list[LevelRecord]:
        """The records of the levels a level entry gathers (its `gathers` glob, e.g. Pokémon's Custom gathers every
        custom board's records, kept under names like '9x9-12'), by name."""
        return [record for name, record in self.levels.items() if fnmatchcase(name, pattern)]

    def collection(self, names: Iterable[str]) -> tuple[int, int]:
        """(levels solved, levels) of a collection's levels."""
        names = list(names)
        return sum(self.level(name).solved for name in names), len(names)


def new_best(score: float | None, best_before: float | None) -> bool:
    """Whether a play whose score is `score` (its best_by figure; None for a loss or a win with help, which are no
    best) is a new best over the level's best before it: strictly lower, so a tie leaves the earlier play the best."""
    return score is not None and (best_before is None or score < best_before)


def fewer_than_before(plays: Iterable[Play], win: int, figure: str) -> bool:
    """Whether the win kept as play `win` (its id) is lower on `figure` (one of the game's also_best_by, classic
    Sokoban's pushes) than every unhelped win of its level kept before it. A win with help, a tie and a level's
    first unhelped win (nothing to be fewer than) are not."""
    plays = list(plays)
    this = next((play for play in plays if play.id == win), None)
    if this is None or this.outcome != WON or this.helped or this.score is None:
        return False
    value = _number(this.figures.get(figure))
    before = [_number(play.figures.get(figure)) for play in plays
              if play.level == this.level and play.id < win and play.outcome == WON and not play.helped
              and play.score is not None]
    before_values = [one for one in before if one is not None]
    return value is not None and bool(before_values) and value < min(before_values)


def _number(value: object) -> float | None:
    """A figure as kept, if it is a number (not a bool)."""
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def game_record(game: str, plays: Iterable[Play], also_best_by: Iterable[str] = (),
                saved_seconds: Iterable[object] = ()) -> GameRecord:
    """Every figure of the records worked out from the finished plays (in any order) and, for time played, the time
    on screen each play still saved had when it was saved (saved_seconds); also_best_by: the other figures a best
    is kept by apart (Game.also_best_by's names)."""
    also_names = tuple(also_best_by)
    ordered = sorted(plays, key=lambda play: (play.ended_at or 0.0, play.id))
    played = won = abandoned = current = longest = 0
    per_level: dict[str, dict[str, Any]] = {}
    for play in ordered:
        level = per_level.setdefault(play.level, {"played": 0, "won": 0, "helped": 0, "best": None,
                                                  "best_score": None, "last": None, "also": {}})
        if play.ended_at is not None and (level["last"] is None or play.ended_at >= level["last"]):
            level["last"] = play.ended_at
        if play.outcome == ABANDONED:
            abandoned += 1
            continue
        played += 1
        level["played"] += 1
        if play.outcome != WON:
            current = 0
            continue
        won += 1
        level["won"] += 1
        current += 1
        longest = max(longest, current)
        if play.helped or play.score is None:
            level["helped"] += play.helped
            continue
        for name in also_names:
            value = play.figures.get(name)
            if isinstance(value, int | float) and not isinstance(value, bool):
                key = (value, play.score, play.id)
                if name not in level["also"] or key < level["also"][name][0]:
                    level["also"][name] = (key, dict(play.figures))
        if new_best(play.score, level["best_score"]) or \
                (play.score == level["best_score"] and play.id < level["best_id"]):
            level["best_score"], level["best_id"], level["best"] = play.score, play.id, dict(play.figures)
    levels = {name: LevelRecord(name, data["played"], data["won"], data["helped"], data["best"], data["last"],
                                {figure: kept[1] for figure, kept in data["also"].items()})
              for name, data in sorted(per_level.items())}
    return GameRecord(game, played, won, abandoned, current, longest, time_played(ordered, saved_seconds), levels)


def unit_words(value: float, plural: str, one: str) -> str:
    """'1 push', '8 pushes'."""
    number = int(value) if float(value).is_integer() else value
    return f"{number} {one if number == 1 else plural}"


def best_figures(figures: dict[str, Any] | None, game: Game, also: dict[str, dict[str, Any]] | None = None,
                 compact: bool = False) -> str | None:
    """A level's best in words, or None: '12 moves'; for a game that keeps other bests apart (classic Sokoban's
    pushes) with that figure too, and the best by it when another play holds it: '33 moves, 8 pushes; 7 pushes in
    35 moves'. compact (a table's narrow column): each best in its own figure alone, '33 moves; 7 pushes'."""
    words = game.best_figure(figures)
    if words is None or figures is None:
        return words
    if compact:
        return "; ".join([words, *_other_bests(figures, game, also)])
    for name, one in game.also_best_by:
        value = figures.get(name)
        if not isinstance(value, int | float) or isinstance(value, bool):
            continue
        words += f", {unit_words(value, name, one)}"
        other = (also or {}).get(name)
        if other is not None and isinstance(other.get(name), int | float) and other[name] < value:
            words += f"; {unit_words(other[name], name, one)} in {game.figure(other[game.best_by])}"
    return words


def _other_bests(figures: dict[str, Any], game: Game, also: dict[str, dict[str, Any]] | None) -> list[str]:
    """Each other best's own figure ('7 pushes'): the lower of the best play's and the play best by it."""
    bests = []
    for name, one in game.also_best_by:
        values = [value for value in (figures.get(name), ((also or {}).get(name) or {}).get(name))
                  if isinstance(value, int | float) and not isinstance(value, bool)]
        if values:
            bests.append(unit_words(min(values), name, one))
    return bests


def against_shortest(figure: str, shortest: int | None) -> str:
    """A result against the level's shortest solution, as the lists and an end dialog say it: '42 moves, shortest
    28' (the figure alone when the level's shortest is not known)."""
    return figure if shortest is None else f"{figure}, shortest {shortest}"


def best_words(record: LevelRecord, game: Game, shortest: int | None = None) -> str:
    """A level's result for its list: 'best: 12 moves' (against the level's `shortest` solution when it is known:
    'best: 12 moves, shortest 9'; with a game's other bests kept apart: '33 moves, 8 pushes; 7 pushes in 35 moves'),
    'solved with help', or 'not solved yet' ('no best yet' for a game of kinds rather than stages)."""
    figure = best_figures(record.best, game, record.also_best)
    if figure is not None:
        return f"best: {against_shortest(figure, shortest)}"
    if record.standing == SOLVED_WITH_HELP:
        return "solved with help"
    return "not solved yet" if game.progression else "no best yet"


def gathered_words(records: list[LevelRecord]) -> str:
    """A gathering entry's result for its list: how many of its levels were played and won ('2 boards played,
    1 won'), or 'none played yet'."""
    played = [record for record in records if record.played]
    if not played:
        return "none played yet"
    won = sum(record.solved for record in played)
    return f"{len(played)} played, {won} won"


def standing_mark(record: LevelRecord) -> str:
    """The list's mark for a level: ✓ solved, ◐ solved only with help, nothing when unsolved."""
    return {SOLVED: SOLVED_MARK, SOLVED_WITH_HELP: HELPED_MARK}.get(record.standing, "")


# -- a game's own counts -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Tally:
    """Games played (won or lost) and won of one kind a game counts apart, e.g. Spire's climbs of one character at
    one difficulty: its words, the figures that tell it apart (as data), the counts."""

    words: str
    keys: Mapping[str, Any]
    played: int
    won: int


@dataclass(frozen=True)
class Tallies:
    """A game's own counts for `arcade stats` (the registry's `tallies`): what they count, one row per kind."""

    heading: str
    rows: tuple[Tally, ...]


# -- the daily --------------------------------------------------------------------------------------------------
LOST_MARK = "✗"
"""The share text's and the Daily page's mark for a daily lost or given up."""
NOT_PLAYED = "–"
"""The same for a daily not played (yet)."""


@dataclass(frozen=True)
class DailyResult:
    """A game's daily challenge of one day as the store keeps it: the first play of it that ended (later plays of
    the same challenge are for fun and leave it as it is)."""

    day: str
    """The challenge's UTC date, YYYY-MM-DD."""
    game: str
    outcome: str
    figures: Mapping[str, Any]
    helped: bool
    seconds: float | None


@dataclass(frozen=True)
class DailyStreak:
    """Days in a row with the daily won: the run reaching today (or yesterday, while today's is not played yet)
    and the longest run; days played and won."""

    current: int = 0
    longest: int = 0
    played: int = 0
    won: int = 0


def daily_mark(result: DailyResult | None) -> str:
    """✓ won, ◐ won with help, ✗ lost or given up, – not played."""
    if result is None:
        return NOT_PLAYED
    if result.outcome != WON:
        return LOST_MARK
    return HELPED_MARK if result.helped else SOLVED_MARK


def clock_words(seconds: float) -> str:
    """'1:12' (minutes and seconds), '1:02:03' past an hour: a daily's time in the share text."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def daily_words(game: Game, result: DailyResult | None, reached: str | None = None,
                shortest: int | None = None) -> str:
    """A daily's result without spoilers: '✓ 1:12' (a game whose best is by seconds), '✓ 34 turns', '✓ 42 moves,
    shortest 28' (a challenge whose shortest solution is known, as the lists and end dialogs say it), '◐ 1:40',
    '✗ act 2' (reached: the figure saying how far a loss got, Spire's act), '✗ gave up', '–'."""
    mark = daily_mark(result)
    if result is None:
        return mark
    if result.outcome == WON:
        value = result.figures.get(game.best_by)
        if isinstance(value, int | float) and not isinstance(value, bool):
            words = clock_words(value) if game.best_by == "seconds" else game.figure(value)
            return f"{mark} {against_shortest(words, shortest)}"
        return mark
    if result.outcome == ABANDONED:
        return f"{mark} gave up"
    value = result.figures.get(reached) if reached is not None else None
    return f"{mark} {reached} {value}" if isinstance(value, int) and not isinstance(value, bool) else mark


def daily_streak(won_days: Iterable[date], played_days: Iterable[date], today: date) -> DailyStreak:
    """The streaks of days won: a day lost, given up or not played breaks the run; today not played yet does not
    (the run reaching yesterday still stands)."""
    won, played = sorted(set(won_days)), set(played_days)
    longest = run = 0
    previous: date | None = None
    for day in won:
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        longest = max(longest, run)
        previous = day
    won_set, current = set(won), 0
    day = today if today in won_set or today in played else today - timedelta(days=1)
    while day in won_set:
        current += 1
        day -= timedelta(days=1)
    return DailyStreak(current, longest, len(played), len(won_set))


def game_daily_streak(results: Iterable[DailyResult], game: str, today: date) -> DailyStreak:
    """One game's daily streak: the days its daily was won (with help or not)."""
    mine = [result for result in results if result.game == game]
    return daily_streak((date.fromisoformat(one.day) for one in mine if one.outcome == WON),
                        (date.fromisoformat(one.day) for one in mine), today)


def all_daily_streak(results: Iterable[DailyResult], games: Iterable[str], today: date) -> DailyStreak:
    """The streak of the whole daily: the days on which every game that has a daily was won; a day counts as
    played once any of them was."""
    wanted = set(games)
    won: dict[str, set[str]] = {}
    played: set[str] = set()
    for result in results:
        if result.game in wanted:
            played.add(result.day)
            if result.outcome == WON:
                won.setdefault(result.day, set()).add(result.game)
    return daily_streak((date.fromisoformat(day) for day, games_won in won.items() if games_won >= wanted),
                        map(date.fromisoformat, played), today)
