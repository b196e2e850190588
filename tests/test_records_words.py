"""How the records contract (arcade/records.py) says a level's standing and best, on exact values: the units
('1 push', '2.5 pushes'), a best with the figures a game keeps apart (classic Sokoban's pushes) in full and in a
table's compact column, against the level's shortest solution, the words of a level never solved or solved only with
help, a gathering entry's words, the list's marks, and the empty record of a level never played. These words are
what the lists, the Records screen and `arcade stats` print, so a wrong unit or a best by the wrong figure is a bug
the player sees."""

from __future__ import annotations

from arcade.records import (
    HELPED_MARK,
    LOST,
    SOLVED_MARK,
    WON,
    LevelRecord,
    Play,
    against_shortest,
    best_figures,
    best_words,
    fewer_than_before,
    game_record,
    gathered_words,
    standing_mark,
    unit_words,
)
from arcade.registry import find_game

SOKOBAN, POKEMON = find_game("sokoban"), find_game("pokemon")
TWO_APART = SOKOBAN.replace(also_best_by=(("pushes", "push"), ("turns", "turn")))
"""A game keeping two other bests apart (no bundled game does yet): every one of them is said."""


def test_units_are_singular_for_one_and_whole_numbers_lose_their_point() -> None:
    assert unit_words(1, "pushes", "push") == "1 push"
    assert unit_words(1.0, "pushes", "push") == "1 push"
    assert unit_words(2, "pushes", "push") == "2 pushes"
    assert unit_words(8.0, "pushes", "push") == "8 pushes"
    assert unit_words(2.5, "pushes", "push") == "2.5 pushes"
    assert unit_words(0, "pushes", "push") == "0 pushes"


def test_a_best_says_its_figure_and_the_figures_kept_apart() -> None:
    """The best play's moves and pushes; the play best by pushes added when it has fewer; none when it has not."""
    figures = {"moves": 33, "pushes": 8}
    assert best_figures(figures, SOKOBAN) == "33 moves, 8 pushes"
    fewer_pushes = {"pushes": {"moves": 35, "pushes": 7}}
    assert best_figures(figures, SOKOBAN, fewer_pushes) == "33 moves, 8 pushes; 7 pushes in 35 moves"
    assert best_figures(figures, SOKOBAN, {"pushes": {"moves": 33, "pushes": 8}}) == "33 moves, 8 pushes"
    one_push = {"pushes": {"moves": 41, "pushes": 1}}
    assert best_figures(figures, SOKOBAN, one_push) == "33 moves, 8 pushes; 1 push in 41 moves"
    assert best_figures({"moves": 1, "pushes": 1}, SOKOBAN) == "1 move, 1 push"
    assert best_figures({"moves": 12}, SOKOBAN) == "12 moves"
    assert best_figures({"moves": 12, "pushes": True}, SOKOBAN) == "12 moves"
    assert best_figures(None, SOKOBAN) is None
    assert best_figures({"pushes": 3}, SOKOBAN) is None


def test_every_figure_kept_apart_is_said_in_its_order() -> None:
    """A missing figure is skipped, not the end of the list."""
    figures = {"moves": 20, "pushes": 5, "turns": 9}
    assert best_figures(figures, TWO_APART) == "20 moves, 5 pushes, 9 turns"
    assert best_figures({"moves": 20, "turns": 1}, TWO_APART) == "20 moves, 1 turn"
    assert best_figures(figures, TWO_APART, compact=True) == "20 moves; 5 pushes; 9 turns"


def test_a_compact_best_says_each_best_by_its_own_figure_alone() -> None:
    """The table's narrow column: the lower of the best play's figure and the play best by it."""
    figures = {"moves": 33, "pushes": 8}
    assert best_figures(figures, SOKOBAN, compact=True) == "33 moves; 8 pushes"
    assert best_figures(figures, SOKOBAN, {"pushes": {"moves": 35, "pushes": 7}}, compact=True) == "33 moves; 7 pushes"
    assert best_figures({"moves": 3}, SOKOBAN, {"pushes": {"moves": 4, "pushes": 1}}, compact=True) == "3 moves; 1 push"
    assert best_figures({"moves": 3, "pushes": 1}, SOKOBAN, compact=True) == "3 moves; 1 push"
    assert best_figures({"moves": 3}, SOKOBAN, compact=True) == "3 moves"


def test_a_result_against_the_shortest_solution() -> None:
    assert against_shortest("42 moves", 28) == "42 moves, shortest 28"
    assert against_shortest("42 moves", None) == "42 moves"
    assert against_shortest("42 moves", 0) == "42 moves, shortest 0"


def test_a_levels_words_in_its_list() -> None:
    """Its best (with the bests kept apart and the shortest), 'solved with help', or never solved: 'not solved yet'
    in a game of stages, 'no best yet' in a game of kinds (Pokémon's boards)."""
    best = LevelRecord("maze1", 3, 2, 0, {"moves": 33, "pushes": 8}, None, {"pushes": {"moves": 35, "pushes": 7}})
    assert best_words(best, SOKOBAN) == "best: 33 moves, 8 pushes; 7 pushes in 35 moves"
    assert best_words(best, SOKOBAN, 30) == "best: 33 moves, 8 pushes; 7 pushes in 35 moves, shortest 30"
    helped = LevelRecord("maze1", 1, 1, 1)
    assert best_words(helped, SOKOBAN) == "solved with help"
    assert best_words(helped, POKEMON) == "solved with help"
    assert best_words(LevelRecord("maze1", 2), SOKOBAN) == "not solved yet"
    assert best_words(LevelRecord("easy", 2), POKEMON) == "no best yet"


def test_a_gathering_entry_counts_its_levels_played_and_won() -> None:
    assert gathered_words([]) == "none played yet"
    assert gathered_words([LevelRecord("9x9-12")]) == "none played yet"
    records = [LevelRecord("9x9-12", 2, 1), LevelRecord("9x9-13", 1, 0), LevelRecord("9x9-14")]
    assert gathered_words(records) == "2 played, 1 won"


def test_the_lists_marks_solved_helped_or_nothing() -> None:
    assert standing_mark(LevelRecord("a", 1, 1, 0)) == SOLVED_MARK
    assert standing_mark(LevelRecord("a", 1, 1, 1)) == HELPED_MARK
    assert standing_mark(LevelRecord("a", 1, 0, 0)) == ""
    assert standing_mark(LevelRecord("a")) == ""


def test_a_level_never_played_has_an_empty_record_of_its_own_name() -> None:
    """GameRecord.level and collection: a level with no play is unsolved under its own name, and a collection counts
    its own levels solved."""
    plays = [Play(1, "first", WON, {"moves": 3}, False, 3.0, 0.0, 10.0, 10.0)]
    record = game_record("sokoban", plays)
    assert record.level("never") == LevelRecord("never")
    assert record.level("first").solved
    assert record.collection(["first", "never"]) == (1, 2)
    assert record.collection(iter(["first"])) == (1, 1)


def win(id_: int, pushes: object, level: str = "maze1", helped: bool = False, outcome: str = WON,
        score: float | None = 30.0) -> Play:
    """A play of classic Sokoban kept with this many pushes (score: its moves; None for a win with help)."""
    return Play(id_, level, outcome, {"moves": 30, "pushes": pushes}, helped, score, None, float(id_), None)


def test_fewer_pushes_than_before_counts_only_earlier_unhelped_wins_of_the_level() -> None:
    """The end dialog's 'fewest pushes' note (classic Sokoban): the win must be lower than every earlier unhelped win
    of its level; a tie, a first win, a win with help or a play that is not a win is no such note. Later plays,
    other levels, losses, wins with help and figures that are not numbers are left out of the comparison."""
    plays = [win(1, 9), win(2, 8), win(3, 8), win(4, 7)]
    assert [fewer_than_before(plays, id_, "pushes") for id_ in (1, 2, 3, 4)] == [False, True, False, True]
    assert not fewer_than_before(plays, 9, "pushes")  # no such play
    assert not fewer_than_before([win(1, 9), win(2, 3, helped=True, score=None)], 2, "pushes")
    assert not fewer_than_before([win(1, 9), win(2, 3, outcome=LOST, score=None)], 2, "pushes")
    assert not fewer_than_before([win(1, 9), win(2, 3, score=None)], 2, "pushes")
    assert not fewer_than_before([win(1, 9), win(2, True)], 2, "pushes")
    ignored = [win(1, 2, level="other"), win(2, 1, helped=True, score=None), win(3, 1, outcome=LOST, score=None),
               win(4, 1, score=None), win(5, True), win(6, "1"), win(8, 1)]
    assert not fewer_than_before([*ignored, win(7, 5)], 7, "pushes")  # nothing earlier to be fewer than
    assert fewer_than_before([*ignored, win(0, 6), win(7, 5)], 7, "pushes")
    assert not fewer_than_before([*ignored, win(0, 5), win(7, 5)], 7, "pushes")
    assert fewer_than_before([win(1, 2.5), win(2, 2)], 2, "pushes")
    assert fewer_than_before(iter([win(1, 3), win(2, 2)]), 2, "pushes")
