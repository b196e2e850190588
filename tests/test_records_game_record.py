"""records.game_record on histories whose order or figures are at the edges: the best of equal scores is the
earliest play (by id), whatever order the plays ended in; a later-ended worse win never takes the best; the best by a
figure kept apart counts only wins that hold that figure as a number; plays with no end time sort first and never
break the level's last-played time; and a time on disk of zero seconds is a time. Each history is the smallest one
on which a wrong rule gives a different record."""

from __future__ import annotations

from arcade.records import LOST, WON, Play, game_record, seconds_or_none


def play(id_: int, outcome: str, ended_at: float | None, score: float | None = None, level: str = "maze1",
         **figures: object) -> Play:
    return Play(id_, level, outcome, figures, False, score, None, ended_at, None)


def test_a_zero_or_a_fraction_of_a_second_on_disk_is_a_time() -> None:
    assert seconds_or_none(0) == 0.0
    assert seconds_or_none(0.5) == 0.5
    assert seconds_or_none(-0.5) is None
    assert Play(1, "maze1", WON, {}, False, None, 100.0, 160.0, 0).time_played == 0.0
    assert Play(1, "maze1", WON, {}, False, None, 100.0, 160.0, 0.25).time_played == 0.25


def test_a_worse_win_that_ended_later_but_was_kept_first_is_not_the_best() -> None:
    """Plays are taken in the order they ended: play 2 (10 moves) ended first, then play 1 (20 moves). The best is
    play 2's; the earlier id only breaks a tie of equal scores."""
    plays = [play(1, WON, 20.0, 20.0, moves=20), play(2, WON, 10.0, 10.0, moves=10)]
    assert game_record("sokoban", plays).level("maze1").best == {"moves": 10}
    tie = [play(1, WON, 20.0, 10.0, moves=10, pushes=1), play(2, WON, 10.0, 10.0, moves=10, pushes=2)]
    assert game_record("sokoban", tie).level("maze1").best == {"moves": 10, "pushes": 1}


def test_a_play_with_no_end_time_counts_as_ending_first() -> None:
    """An old row without an end time sorts before every play that has one (at 0): a loss without an end time
    followed by a win ended at 0.5 leaves a current streak of 1."""
    record = game_record("sokoban", [play(2, WON, 0.5, 5.0, moves=5), play(1, LOST, None)])
    assert (record.current_streak, record.longest_streak, record.played, record.won) == (1, 1, 2, 1)


def test_a_play_with_no_end_time_leaves_the_last_played_time_as_it_is() -> None:
    record = game_record("sokoban", [play(1, LOST, 0.0), play(2, LOST, None)])
    assert record.level("maze1").last_played == 0.0
    record = game_record("sokoban", [play(1, LOST, None), play(2, LOST, 30.0), play(3, LOST, None)])
    assert record.level("maze1").last_played == 30.0


def test_the_best_by_a_figure_kept_apart_counts_only_wins_holding_it_as_a_number() -> None:
    """Classic Sokoban's pushes: a win kept without pushes (a Fancy win, an older row) or with a bool is no best by
    pushes."""
    plays = [play(1, WON, 1.0, 10.0, moves=10), play(2, WON, 2.0, 12.0, moves=12, pushes=None),
             play(3, WON, 3.0, 14.0, moves=14, pushes="3")]
    assert game_record("sokoban", plays, ("pushes",)).level("maze1").also_best == {}
    plays.append(play(4, WON, 4.0, 16.0, moves=16, pushes=4))
    assert game_record("sokoban", plays, ("pushes",)).level("maze1").also_best == {
        "pushes": {"moves": 16, "pushes": 4}}
