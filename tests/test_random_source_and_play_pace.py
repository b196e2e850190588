"""Two small shared rules, exactly: the full-screen games' random source ($ARCADE_SEED replays a game; an empty or
missing one draws from the system; anything else is refused in one line) and the pace a kept game is played back at
(its time over its actions, watching's default pace when either is missing)."""

from __future__ import annotations

import random

import pytest

from arcade.errors import ArcadeError
from arcade.randomness import SEED_VARIABLE, seeded_random
from arcade.ui.play_clock import DEFAULT_SPEED, UNTIMED_STEP, PlayClock, play_step


def test_arcade_seed_draws_what_that_seed_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    """ARCADE_SEED=41 gives the draws of random.Random(41), so a game can be replayed from it."""
    monkeypatch.setenv(SEED_VARIABLE, "41")
    expected = random.Random(41)
    assert [seeded_random().random() for _ in range(1)] == [expected.random()]
    source, again = seeded_random(), random.Random(41)
    assert [source.randrange(1000) for _ in range(6)] == [again.randrange(1000) for _ in range(6)]


@pytest.mark.parametrize("value", [None, ""])
def test_a_missing_or_empty_seed_draws_from_the_system(monkeypatch: pytest.MonkeyPatch, value: str | None) -> None:
    """No seed (or an empty one) is no error and no fixed sequence: two sources draw differently."""
    if value is None:
        monkeypatch.delenv(SEED_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(SEED_VARIABLE, value)
    first, second = seeded_random(), seeded_random()
    assert [first.getrandbits(64) for _ in range(2)] != [second.getrandbits(64) for _ in range(2)]


@pytest.mark.parametrize("value", ["x1", "1.5", " "])
def test_a_seed_that_is_no_whole_number_is_refused_in_one_line(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    """The refusal names the variable and the value as given, on one line (the command line shows it as it is)."""
    monkeypatch.setenv(SEED_VARIABLE, value)
    with pytest.raises(ArcadeError) as refused:
        seeded_random()
    assert str(refused.value) == f"ARCADE_SEED must be a whole number, not {value!r}"


def test_a_kept_game_plays_back_at_its_own_pace_else_watchings() -> None:
    """12 seconds over 4 actions is 3 seconds an action; no time, no positive time or no action: a quarter second
    (watching's 4 actions a second)."""
    assert play_step(12.0, 4) == 3.0
    assert play_step(1.0, 8) == 0.125
    assert UNTIMED_STEP == 1 / DEFAULT_SPEED == 0.25
    for seconds, actions in ((None, 4), (0.0, 4), (-2.0, 4), (12.0, 0)):
        assert play_step(seconds, actions) == 0.25, (seconds, actions)


def test_the_play_clock_reads_the_time_it_was_moved_to() -> None:
    """A replayed screen's clock starts at 0 and reads whatever the playback set it to."""
    clock = PlayClock()
    assert clock() == 0.0
    clock.now = 7.5
    assert clock() == 7.5
