"""`arcade export --cast --size COLSxROWS --colors 256|16`: the terminal a cast is drawn for (CastSettings), read from
its options in this process. A size out of its bounds or a colour count the cast cannot draw is one line naming the
option and the value given; NO_COLOR draws in monochrome whatever --colors says. The bounds are checked at their
edges, since a cast of a size urwid cannot draw at, or a refusal of a size that works, is the bug either way."""

from __future__ import annotations

import pytest

from arcade.errors import ArcadeError
from arcade.ui.cast import DEFAULT_SIZE, CastSettings

SIZE_ERROR = "--size takes COLSxROWS, e.g. 80x24 or 100x32 (at least 20x10), not {!r}"


@pytest.fixture(autouse=True)
def in_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)


def test_no_options_are_the_arcades_baseline_in_256_colours() -> None:
    assert DEFAULT_SIZE == (80, 24)
    settings = CastSettings.from_options(None, None)
    assert (settings.cols, settings.rows, settings.colors, settings.size) == (80, 24, 256, (80, 24))
    assert settings.term == "xterm-256color"


@pytest.mark.parametrize(("size", "expected"), [
    ("100x32", (100, 32)), ("100X32", (100, 32)), ("20x10", (20, 10)), ("1000x1000", (1000, 1000)),
    ("21x11", (21, 11)), ("999x999", (999, 999))])
def test_a_size_within_its_bounds_is_taken(size: str, expected: tuple[int, int]) -> None:
    """At least 20×10, at most 1000×1000, an x or an X between."""
    settings = CastSettings.from_options(size, None)
    assert settings.size == expected and settings.colors == 256


@pytest.mark.parametrize("size", ["19x10", "20x9", "1001x24", "80x1001", "0x0", "80", "80x", "x24", "80*24",
                                  "-80x24", "80x-24", "8a0x24", "80x24x1", ""])
def test_a_size_that_is_not_one_is_refused_naming_what_was_given(size: str) -> None:
    with pytest.raises(ArcadeError) as raised:
        CastSettings.from_options(size, None)
    assert str(raised.value) == SIZE_ERROR.format(size)


def test_colours_are_256_or_16_and_the_term_follows() -> None:
    sixteen = CastSettings.from_options(None, "16")
    assert (sixteen.colors, sixteen.term, sixteen.size) == (16, "xterm", (80, 24))
    assert CastSettings.from_options("90x30", "256") == CastSettings(90, 30, 256)
    for colors in ("8", "88", "", "true"):
        with pytest.raises(ArcadeError) as raised:
            CastSettings.from_options(None, colors)
        assert str(raised.value) == f"--colors takes 256 or 16, not {colors!r}"


def test_no_color_draws_in_monochrome_whatever_colors_says(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    assert CastSettings.from_options("90x30", "16") == CastSettings(90, 30, 1)
    assert CastSettings.from_options(None, None) == CastSettings(80, 24, 1)
    assert CastSettings(80, 24, 1).term == "xterm"
    with pytest.raises(ArcadeError):
        CastSettings.from_options(None, "8")
