"""Levels pasted as XSB text (issue 32): read as a collection file is, only stricter, each refusal naming the level and
the row in the words the paste box shows; kept as a text that reads back as the same level, and a digest of the board
alone, so one board pasted twice is one level."""

from __future__ import annotations

import pytest

from arcade.errors import LevelError
from arcade.games.sokoban.classic.xsb import (
    NO_PASTED_LEVEL,
    PASTED_SOURCE,
    is_pasted_row,
    level_summaries,
    read_collection,
    read_pasted,
)

TINY = "#####\n#@$.#\n#####\n"
TWO = "######\n#@ $.#\n#    #\n######\n"


@pytest.mark.parametrize(("text", "problem"), [
    (f"{TINY}\n#####\n#@$.#\n#%###\n", "level 2, row 3: '%' is not an XSB character"),
    (f"; one\n{TINY}\n; two\n######\n#@ $.#\n# x  #\n######\n", "level 2 (two), row 3: 'x' is not an XSB character"),
    ("#####\n#@$.#\t\n#####\n", "level 1, row 2: a tab is not an XSB character"),
    ("  %####\n  #@$.#\n  #####\n", "level 1, row 1: '%' is not an XSB character"),
    ("; Lost\n####\n#$.#\n####\n", "level 1 (Lost): no player"),
    ("#####\n#@@$.#\n######\n", "level 1: 2 players"),
    ("#####\n#@$$.#\n######\n", "level 1: 2 crates but 1 goal"),
    (f"{TINY}\n#######\n#@$$..#\n#   ..#\n#######\n", "level 2: 2 crates but 4 goals"),
    ("####\n#@ #\n####\n", "level 1: no crates"),
    ("#####\n#@$.\n#####\n", "level 1: open to the outside: the player can walk off the board at row 2"),
    ("just some words\nand more\n", NO_PASTED_LEVEL),
    ("", NO_PASTED_LEVEL),
])
def test_a_bad_paste_is_refused_naming_the_level_and_the_row(text: str, problem: str) -> None:
    with pytest.raises(LevelError) as raised:
        read_pasted(text)
    assert (raised.value.path, raised.value.problem) == (PASTED_SOURCE, problem)


def test_the_same_levels_in_a_collection_file_are_read_as_before_with_the_row_where_it_is_open() -> None:
    """A collection file keeps its leniency (a line of other characters is a note between levels); only the words
    of the open board's refusal gained its row."""
    assert len(read_collection(f"{TINY}\n#  % #\n{TWO}", "two.xsb")) == 2
    with pytest.raises(LevelError, match=r"^two.xsb: level 1: open to the outside: the player can walk off the "
                                         r"board at row 2$"):
        read_collection("#####\n#@$.\n#####\n", "two.xsb")


@pytest.mark.parametrize(("line", "row"), [
    ("#####", True), ("  #@$.#", True), ("-#@#", True), ("_", True), ("  %##", True), ("(c) me", True),
    ("; Title", False), ("Title: x", False), ("Author: y", False), ("12", False), ("Élan", False), ("", False),
    ("   ", False),
])
def test_a_pasted_line_is_a_row_unless_blank_or_beginning_with_a_semicolon_a_letter_or_a_digit(line: str,
                                                                                                 row: bool) -> None:
    assert is_pasted_row(line) is row


def test_pasted_levels_are_kept_as_texts_that_read_back_as_the_same_levels() -> None:
    text = ("Title: First\nAuthor: someone\n   #####\n   #+$_#\n   #-$.#\n   #####\n\n"
            "; Second one\n######\n#@ $.#\n#    #\n######\n\n\n" + TWO)
    kept = read_pasted(text)
    assert [one for one, _digest in kept] == [
        "; First\n#####\n#+$ #\n# $.#\n#####\n",
        "; Second one\n######\n#@ $.#\n#    #\n######\n",
        TWO,
    ]
    indents = [3, 0, 0]  # the first level's rows shared three spaces: taken off
    for (one, _digest), level, indent in zip(kept, read_collection(text, "pasted"), indents, strict=True):
        (again,) = read_collection(one, "kept")
        assert again.rows() == [row[indent:] for row in level.rows()]
        assert (len(again.crates), len(again.goals), again.player) == (
            len(level.crates), len(level.goals), (level.player[0], level.player[1] - indent))
    assert level_summaries(kept[2][0], "yours:3") == [("1", "4×6, 1 crate")]  # no title of its own: its number
    numbered = read_pasted(f"; 12\n{TWO}\n; 13 \n{TWO.replace('@ ', ' @')}")  # a collection's numbers: no titles
    assert [one for one, _digest in numbered] == [TWO, TWO.replace("@ ", " @")]


def test_one_board_pasted_twice_has_one_digest_whatever_its_title_indent_and_floor_letters() -> None:
    (plain, digest), = read_pasted(TWO)
    (titled, same), = read_pasted("; Mine\n  ######\n  #@-$.#\n  #____#\n  ######   \n")
    assert same == digest and titled == f"; Mine\n{TWO}" and plain == TWO
    (_other, different), = read_pasted("######\n#@$ .#\n#    #\n######\n")
    assert different != digest
    assert len(digest) == 64 and int(digest, 16) >= 0
