"""The daily's part of the records contract (arcade/records.py), checked function by function on exact values: the
marks and words of a day's result (the share text, the Daily page), its clock, and the streaks of days won, per
game and for the whole daily. A streak off by one, a day counted that was lost, or a time in the wrong form would
be shown to the player as is, so each rule is pinned with the smallest history that tells it apart."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from arcade.records import (
    ABANDONED,
    HELPED_MARK,
    LOST,
    LOST_MARK,
    NOT_PLAYED,
    SOLVED_MARK,
    WON,
    DailyResult,
    DailyStreak,
    all_daily_streak,
    clock_words,
    daily_mark,
    daily_streak,
    daily_words,
    game_daily_streak,
)
from arcade.registry import find_game

POKEMON, SOKOBAN, SPIRE = find_game("pokemon"), find_game("sokoban"), find_game("spire")
TODAY = date(2026, 11, 28)


def days_ago(*numbers: int) -> list[date]:
    return [TODAY - timedelta(days=number) for number in numbers]


def result(outcome: str, figures: dict[str, object] | None = None, helped: bool = False, game: str = "sokoban",
           day: date = TODAY) -> DailyResult:
    return DailyResult(day.isoformat(), game, outcome, figures or {}, helped, None)


def test_the_mark_of_a_day_says_won_won_with_help_lost_or_not_played() -> None:
    assert (SOLVED_MARK, HELPED_MARK, LOST_MARK, NOT_PLAYED) == ("✓", "◐", "✗", "–")
    assert daily_mark(result(WON)) == SOLVED_MARK
    assert daily_mark(result(WON, helped=True)) == HELPED_MARK
    assert daily_mark(result(LOST)) == LOST_MARK
    assert daily_mark(result(ABANDONED)) == LOST_MARK
    assert daily_mark(None) == NOT_PLAYED


@pytest.mark.parametrize(("seconds", "words"), [
    (0, "0:00"), (5, "0:05"), (72, "1:12"), (59.6, "1:00"), (605, "10:05"), (3599, "59:59"), (3600, "1:00:00"),
    (3723, "1:02:03"), (36_000 + 61, "10:01:01")])
def test_a_dailys_clock_is_minutes_and_seconds_then_hours(seconds: float, words: str) -> None:
    """Whole seconds (rounded), two digits after the first colon; hours only past an hour."""
    assert clock_words(seconds) == words


def test_a_won_dailys_words_are_its_figure_a_seconds_game_as_a_clock() -> None:
    """A game whose best is by seconds says its time as a clock, others their figure in the game's unit; the
    shortest solution follows when known; a win with help has the help mark."""
    assert daily_words(POKEMON, result(WON, {"seconds": 72})) == "✓ 1:12"
    assert daily_words(POKEMON, result(WON, {"seconds": 100}, helped=True)) == "◐ 1:40"
    assert daily_words(SOKOBAN, result(WON, {"moves": 42})) == "✓ 42 moves"
    assert daily_words(SOKOBAN, result(WON, {"moves": 1, "seconds": 72})) == "✓ 1 move"
    assert daily_words(SOKOBAN, result(WON, {"moves": 42}), shortest=28) == "✓ 42 moves, shortest 28"
    assert daily_words(SOKOBAN, result(WON, {"moves": 42}), reached="act", shortest=None) == "✓ 42 moves"


def test_a_won_daily_without_its_figure_is_its_mark_alone() -> None:
    """A result kept without the game's figure (or with a bool where it should be) says no number."""
    assert daily_words(SOKOBAN, result(WON, {"seconds": 72})) == "✓"
    assert daily_words(SOKOBAN, result(WON, {"moves": True})) == "✓"
    assert daily_words(POKEMON, result(WON, {"seconds": "72"})) == "✓"


def test_a_lost_daily_says_how_far_it_got_and_a_given_up_one_says_so() -> None:
    """Spire's loss says the act it reached (its `reached` figure, a whole number); a loss without one, or where
    the figure is missing or not a number, is the mark alone; a daily thrown away 'gave up', whatever it reached."""
    assert daily_words(SPIRE, result(LOST, {"act": 2, "turns": 30}), reached="act") == "✗ act 2"
    assert daily_words(SPIRE, result(LOST, {"act": 2}), reached=None) == "✗"
    assert daily_words(SPIRE, result(LOST, {"turns": 30}), reached="act") == "✗"
    assert daily_words(SPIRE, result(LOST, {"act": True}), reached="act") == "✗"
    assert daily_words(SPIRE, result(LOST, {"act": 2.5}), reached="act") == "✗"
    assert daily_words(SPIRE, result(ABANDONED, {"act": 2}), reached="act") == "✗ gave up"
    assert daily_words(SPIRE, None, reached="act") == "–"


def test_no_days_make_no_streak() -> None:
    assert daily_streak([], [], TODAY) == DailyStreak(0, 0, 0, 0)


def test_days_won_in_a_row_make_the_longest_run_and_a_gap_breaks_it() -> None:
    """Three days in a row, a day lost, two more: the longest is 3, the current 2 (reaching today); a day skipped
    (two days apart) breaks a run as a loss does."""
    won = days_ago(6, 5, 4, 1, 0)
    assert daily_streak(won, [*won, *days_ago(3)], TODAY) == DailyStreak(2, 3, 6, 5)
    assert daily_streak(days_ago(4, 2, 0), days_ago(4, 2, 0), TODAY) == DailyStreak(1, 1, 3, 3)
    assert daily_streak(days_ago(9, 8, 7, 6), days_ago(9, 8, 7, 6), TODAY) == DailyStreak(0, 4, 4, 4)


def test_today_not_played_yet_keeps_the_run_reaching_yesterday() -> None:
    assert daily_streak(days_ago(2, 1), days_ago(2, 1), TODAY) == DailyStreak(2, 2, 2, 2)


def test_today_lost_ends_the_current_run() -> None:
    assert daily_streak(days_ago(2, 1), days_ago(2, 1, 0), TODAY) == DailyStreak(0, 2, 3, 2)


def test_a_run_ending_two_days_ago_is_no_current_run() -> None:
    """Yesterday not won (not even played) and today not played: nothing reaches today."""
    assert daily_streak(days_ago(3, 2), days_ago(3, 2), TODAY) == DailyStreak(0, 2, 2, 2)


def test_days_come_in_any_order_and_twice() -> None:
    won = days_ago(0, 2, 1, 1)
    assert daily_streak(won, won, TODAY) == DailyStreak(3, 3, 3, 3)


def test_one_games_streak_counts_its_own_days_won_with_help_or_not() -> None:
    results = [result(WON, game="sokoban", day=days_ago(1)[0]), result(WON, helped=True, game="sokoban"),
               result(LOST, game="sokoban", day=days_ago(2)[0]), result(WON, game="acorn", day=days_ago(2)[0])]
    assert game_daily_streak(results, "sokoban", TODAY) == DailyStreak(2, 2, 3, 2)
    assert game_daily_streak(results, "acorn", TODAY) == DailyStreak(0, 1, 1, 1)


def test_the_whole_dailys_streak_needs_every_game_won_that_day() -> None:
    """Both games won today and yesterday; two days ago only one was won (the other lost): the run is 2. A game
    that is not one of the daily's does not count, and a day counts as played once any game was."""
    games = ("sokoban", "acorn")
    results = [result(WON, game=game, day=day) for game in games for day in days_ago(1, 0)]
    results += [result(WON, game="sokoban", day=days_ago(2)[0]), result(LOST, game="acorn", day=days_ago(2)[0]),
                result(WON, game="sokoban", day=days_ago(3)[0]), result(WON, game="acorn", day=days_ago(3)[0]),
                result(WON, game="spire", day=days_ago(5)[0]), result(LOST, game="acorn", day=days_ago(6)[0])]
    assert all_daily_streak(results, games, TODAY) == DailyStreak(2, 2, 5, 3)
    assert all_daily_streak(results, ("sokoban",), TODAY) == DailyStreak(4, 4, 4, 4)
