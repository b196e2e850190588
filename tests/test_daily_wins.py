"""The keys each game declares as winning its daily (the registry's daily_win: Sokoban's, the acorn maze's, DayZ's)
win the day's level on the game's own screen, in this process (the shared daily test that plays them from the Daily
page runs in a real terminal too, so mutation runs cannot see it); the keys of a pinned date are pinned."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from arcade.daily import challenge, daily_games
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import GameScreen
from tests.shell_session import ShellSession

WON_BY_KEYS = [game.id for game in daily_games() if game.daily_win is not None]
KEYS_OF_THE_DAY = {"sokoban": (39, "29bdaac3"), "dayz": (12, "aae9bb80"), "acorn": (66, "c22f253d")}
"""On 2027-01-01: how many keys win each game's daily, and the start of a digest of them (the keys are the
generator's own solution, so they change only with the day's level)."""


def keys_digest(keys: list[str]) -> str:
    return hashlib.sha256(" ".join(keys).encode()).hexdigest()[:8]


@pytest.mark.parametrize("day", ["2026-11-24", "2027-01-01"])
@pytest.mark.parametrize("game_id", WON_BY_KEYS)
def test_the_declared_keys_win_the_days_level_on_its_screen_and_keep_the_days_result(
        tmp_path: Path, game_id: str, day: str) -> None:
    """A daily's winning keys are what the shared daily tests play: they must win that day's level (not some other
    level, not half of it), and the win is kept as the day's result."""
    game = find_game(game_id)
    level = challenge(game, day).level
    session = ShellSession(game, level, Store(tmp_path / DATABASE_FILE), (80, 24))
    keys = game.daily_winning_keys(level)
    session.press(*keys[:-1])
    assert "You won!" not in session.text()  # the last key wins, not an earlier one
    session.press(keys[-1])
    assert "You won!" in session.text() and "Kept as the daily's result." in session.text()
    assert [(one.day, one.game, one.outcome) for one in session.store.daily_results()] == [(day, game_id, "won")]
    if day == "2027-01-01":
        assert (len(keys), keys_digest(keys)) == KEYS_OF_THE_DAY[game_id]


@pytest.mark.parametrize(("game_id", "name"), [("acorn", "random:hard:42"), ("dayz", "random:easy:7"),
                                               ("sokoban", "random:hard:3")])
def test_the_declared_keys_win_any_generated_level_of_any_difficulty(tmp_path: Path, game_id: str, name: str) -> None:
    """The keys are made from the level's own settings (its difficulty and seed), so they win a generated level of
    another difficulty than the daily's too."""
    game = find_game(game_id)
    level = find_level(game, name)
    assert level is not None
    session = ShellSession(game, level, Store(tmp_path / DATABASE_FILE), (80, 24))
    assert isinstance(session.app.current, GameScreen)
    session.press(*game.daily_winning_keys(level))
    assert "You won!" in session.text()


def test_a_dayz_line_that_waits_is_played_with_the_wait_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """A proven line may stand still (a wait turn): its keys are the screen's wait key there and each move's letter in
    lower case (the screen's keys) elsewhere. No generated map of the first hundreds of seeds waits, so the line is
    given here."""
    from arcade.games.dayz import daily
    from arcade.games.dayz.generated import generate_level
    from arcade.games.dayz.proof import WAIT, SafeLine

    made = generate_level("easy", 7)
    line = SafeLine(("D", WAIT, "S", WAIT, "A", "W"), 2, 6)
    monkeypatch.setattr(daily, "generate_level", lambda difficulty, seed: made.__class__(
        difficulty, seed, made.locations, made.size, line, 0))
    level = find_level(find_game("dayz"), "random:easy:7")
    assert level is not None
    assert daily.winning_keys(level) == ["d", ".", "s", ".", "a", "w"]
