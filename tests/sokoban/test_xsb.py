"""The standard XSB/SOK level format: every Microban level reads, malformed levels are one clear error."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arcade.errors import LevelError
from arcade.games.sokoban.classic.xsb import level_summaries, read_collection
from arcade.levels import bundled_levels_root

MICROBAN = bundled_levels_root() / "sokoban" / "microban.xsb"


def test_every_microban_level_reads_with_as_many_crates_as_goals() -> None:
    levels = read_collection(MICROBAN.read_text(encoding="utf-8"), "microban.xsb")
    assert len(levels) == 155
    assert [level.title for level in levels] == [str(number) for number in range(1, 156)]
    for level in levels:
        assert len(level.crates) == len(level.goals) >= 1
        assert level.player in level.inside and not level.inside & level.walls
    first = levels[0]
    assert first.rows() == ["####", "# .#", "#  ###", "#*@  #", "#  $ #", "#  ###", "####"]
    assert first.crates == {(3, 1), (4, 3)} and first.goals == {(1, 2), (3, 1)} and first.player == (3, 2)


def test_floor_aliases_player_on_goal_and_titles() -> None:
    text = "Title: Tiny\n#####\n#+$_#\n#-$.#\n#####\n\n; second\n#####\n#@*.#\n##$##\n ### \n"
    tiny, second = read_collection(text, "two.sok")
    assert tiny.title == "Tiny" and tiny.player == (1, 1) and tiny.goals == {(1, 1), (2, 3)}
    assert tiny.rows() == ["#####", "#+$ #", "# $.#", "#####"]
    assert second.title == "second" and second.crates == {(1, 2), (2, 2)}


def test_level_summaries_give_each_levels_own_title_and_its_size_and_crates_for_the_level_lists() -> None:
    text = "Title: Tiny\n#####\n#@$.#\n#####\n\n#######\n#@$ $.#\n#  . ##\n#######\n"
    assert level_summaries(text, "two.xsb") == [("Tiny", "3×5, 1 crate"), ("2", "4×7, 2 crates")]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("; one\n####\n#$.#\n####\n", "level 1 (one): no player"),
        ("####\n#@$#\n#..#\n####\n", "level 1: 1 crate but 2 goals"),
        ("####\n#@ #\n####\n", "no crates"),
        ("####\n#@$.\n####\n", "open to the outside"),
        ("; ok\n####\n#@$.#\n#####\n\n; bad\n#####\n#@@$.#\n######\n", "level 2 (bad): 2 players"),
        ("just some words\n", "no Sokoban level in this file"),
    ],
)
def test_malformed_levels_name_the_collection_and_the_level(text: str, problem: str) -> None:
    with pytest.raises(LevelError, match=problem.replace("(", r"\(").replace(")", r"\)")) as raised:
        read_collection(text, "bad.xsb")
    assert str(raised.value).startswith("bad.xsb: ")


@given(st.text(alphabet="#$.*@+ -_;\nab", max_size=200))
def test_any_text_reads_or_is_one_level_error(text: str) -> None:
    try:
        levels = read_collection(text, "any.xsb")
    except LevelError as error:
        assert str(error).startswith("any.xsb: ")
        return
    for level in levels:
        assert len(level.crates) == len(level.goals)
        assert read_collection(level.to_xsb(), "again.xsb")[0].rows() == level.rows()
