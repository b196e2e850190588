"""The records contract (arcade/records.py, docs/ARCHITECTURE.md): random histories of plays, played through the
real shell, and every view checked against a reference worked out from the history alone.

A history is a list of plays of one acorn board. A play is segments of actions (wander, help, a loss taken back)
separated by leaving the level and resuming it in a new arcade (a new App and Store on the same file: another
process's view of it), and ends won, lost (then left) or abandoned (a restart in progress). Each action and each end
takes a fixed time on the arcades' one clock, and time passes between arcades too (not played). The views: `arcade
stats` (which the Records screen shows), the level list's mark and words, the end dialog's best line, the menu's
Continue entry, and Store.records.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from arcade.records import HELPED_MARK, SOLVED_MARK
from arcade.registry import find_game
from arcade.stats import duration, stats_text
from arcade.store import DATABASE_FILE, Store
from arcade.ui.menu import MenuEntry
from tests.shell_session import FakeClock, ShellSession

GAME = find_game("acorn")
BOARD = ["*X***", "*   *", "*F  *", "***Y*"]
"""From X: s, then d d s s reaches Y in 5 moves; s from the first cell steps into the fire; d a wanders (2 moves)."""
LEVEL, TITLE = "trial", "Trial board"
FIRST, WIN, FIRE, WANDER = ["s"], ["d", "d", "s", "s"], ["s"], ["d", "a"]
ACTIONS = ("wander", "help", "lose and undo", "leave and resume")
ENDS = ("won", "lost", "abandoned")
ACTION_SECONDS, END_SECONDS, AWAY_SECONDS = 7.0, 3.0, 1000.0
"""Time on screen before each action and before the end's keys; time between leaving and resuming (not played)."""


@dataclass(frozen=True)
class Play:
    """One play of the history: its actions in order, and how it ends."""

    actions: tuple[str, ...]
    end: str

    @property
    def helped(self) -> bool:
        return "help" in self.actions

    @property
    def moves(self) -> int:
        """The moves of a win: the first step, two per wander, the four to the goal (a loss taken back is undone)."""
        return len(FIRST) + 2 * self.actions.count("wander") + len(WIN)


plays = st.builds(Play, st.lists(st.sampled_from(ACTIONS), max_size=5).map(tuple), st.sampled_from(ENDS))


@dataclass
class Reference:
    """The figures the history alone gives."""

    played: int = 0
    won: int = 0
    abandoned: int = 0
    streak: int = 0
    longest: int = 0
    best: int | None = None
    helped_wins: int = 0
    seconds: float = 0.0

    def add(self, play: Play) -> bool:
        """Count a finished play (its time, whatever its end); True when it makes a new best."""
        self.seconds += ACTION_SECONDS * len(play.actions) + END_SECONDS
        if play.end == "abandoned":
            self.abandoned += 1
            return False
        self.played += 1
        if play.end == "lost":
            self.streak = 0
            return False
        self.won += 1
        self.streak += 1
        self.longest = max(self.longest, self.streak)
        if play.helped:
            self.helped_wins += 1
            return False
        new = self.best is None or play.moves < self.best
        self.best = play.moves if new else self.best
        return new

    def list_words(self) -> tuple[str, str]:
        """The level list's (mark, words) for the level."""
        if self.best is not None:
            return SOLVED_MARK, f"best: {GAME.figure(self.best)}"
        if self.won:
            return HELPED_MARK, "solved with help"
        return "", "not solved yet"


def bundle(root: Path) -> None:
    """The board as the acorn's only bundled level."""
    folder = root / "levels" / "acorn"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{LEVEL}.txt").write_text("\n".join(BOARD), encoding="utf-8")
    (folder / "levels.toml").write_text(f'[[level]]\nname = "{LEVEL}"\ntitle = "{TITLE}"\n', encoding="utf-8")


class Arcade:
    """One arcade process at a time on the data directory, the board opened from its list."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.session: ShellSession | None = None
        self.clock = FakeClock(1_800_000_000.0)
        """Every arcade's clock, and its store's."""

    def open(self) -> ShellSession:
        """A new arcade (App and Store) opening the level: a saved play resumes."""
        self.session = ShellSession(GAME, self.root / "levels" / "acorn" / f"{LEVEL}.txt",
                                    Store(self.root / DATABASE_FILE, clock=self.clock), clock=self.clock)
        self.session.app.loop = None  # the way out is worked out within the key
        return self.session

    def press(self, *keys: str) -> None:
        assert self.session is not None
        for key in keys:
            self.session.press(key)

    def title(self) -> str | None:
        assert self.session is not None
        dialogs = self.session.app.dialogs
        return dialogs[-1].title if dialogs else None  # type: ignore[attr-defined]


def play_through(arcade: Arcade, play: Play) -> str:
    """Play one play in the shell; the end dialog's text for a win ('' otherwise)."""
    arcade.open()
    arcade.press(*FIRST)
    for action in play.actions:
        arcade.clock.advance(ACTION_SECONDS)
        if action == "wander":
            arcade.press(*WANDER)
        elif action == "help":
            arcade.press("p")
            if arcade.title() == "Use help?":
                arcade.press("y")
            arcade.press("p")  # hidden again: the help is kept with the play
        elif action == "lose and undo":
            arcade.press(*FIRE)
            assert arcade.title() == "You lost"
            arcade.press("u")
        else:
            arcade.press("q")
            arcade.clock.advance(AWAY_SECONDS)
            arcade.open()
            assert "Resumed where you left" in arcade.session.text()
    arcade.clock.advance(END_SECONDS)
    if play.end == "won":
        arcade.press(*WIN)
        assert arcade.title() == "You won!"
        shown = arcade.session.text()
        arcade.press("m")
        return shown
    if play.end == "lost":
        arcade.press(*FIRE)
        assert arcade.title() == "You lost"
        arcade.press("m")  # the loss stands once left
    else:
        arcade.press("r", "y")
        arcade.press("q")
    return ""


def level_list_entry(root: Path) -> str:
    """The level list's line for the board, as a new arcade shows it."""
    session = ShellSession(None, None, Store(root / DATABASE_FILE))
    session.app.choose_game(GAME)
    entries = [widget for widget in session.app.current.listbox.body if isinstance(widget, MenuEntry)]
    assert len(entries) == 1
    return next(line for line in session.lines() if TITLE in line)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=st.lists(plays, min_size=1, max_size=5))
@example(history=[Play(("lose and undo",), "won"), Play((), "lost"), Play(("wander",), "won")])
@example(history=[Play(("leave and resume", "lose and undo", "leave and resume"), "won")])
@example(history=[Play(("help",), "won"), Play(("wander", "help"), "won")])
@example(history=[Play(("wander",), "abandoned"), Play(("wander", "wander"), "won"), Play((), "won")])
def test_every_view_agrees_with_the_history(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch,
                                            history: list[Play]) -> None:
    root = tmp_path_factory.mktemp("records")
    bundle(root)
    with monkeypatch.context() as patch:
        patch.setattr("arcade.levels.bundled_levels_root", lambda: root / "levels")
        reference, arcade = Reference(), Arcade(root)
        for play in history:
            shown = play_through(arcade, play)
            new_best = reference.add(play)
            if play.end == "won":
                assert ("New best." in shown) == new_best
                assert ("Solved with help" in shown) == play.helped
        store = Store(root / DATABASE_FILE)
        record = store.records(GAME.id)
        level = record.level(LEVEL)
        assert (record.played, record.won, record.abandoned) == (reference.played, reference.won,
                                                                 reference.abandoned)
        assert (record.current_streak, record.longest_streak) == (reference.streak, reference.longest)
        assert (level.played, level.won, level.helped_wins) == (reference.played, reference.won,
                                                               reference.helped_wins)
        assert (level.best or {}).get("moves") == reference.best
        text = stats_text(store)
        rate = f" ({reference.won / reference.played:.0%})" if reference.played else ""
        assert f"  played {reference.played}, won {reference.won}{rate}, streak {reference.streak}, " \
               f"longest {reference.longest}\n  time played {duration(reference.seconds)} (" in text
        assert record.seconds_played == reference.seconds
        row = next(line for line in text.splitlines() if f"{TITLE} ({LEVEL})" in line)
        mark, words = reference.list_words()
        best = words.removeprefix("best: ") if reference.best is not None else \
            "with help" if reference.won else "-"
        assert row.split(f"{TITLE} ({LEVEL})")[1].split()[:2] == [str(reference.played), str(reference.won)]
        assert best in row and row.strip().startswith(mark or TITLE)
        entry = level_list_entry(root)
        assert words in entry and (mark in entry if mark else SOLVED_MARK not in entry and HELPED_MARK not in entry)
        menu = ShellSession(None, None, Store(root / DATABASE_FILE)).text()
        assert "Continue" not in menu  # every play of the history ended: nothing is left to continue


UNDO_WINS = {
    "sokoban": ("maze1", list("dssasdddsdw")),
    "acorn": ("board_simple", ["s", "s"]),
}
"""A bundled level of each game whose play can step back, and keys that win it from its start."""


@pytest.mark.parametrize("game_id", sorted(UNDO_WINS))
def test_a_win_taken_back_is_no_win_and_the_play_ends_once(tmp_path: Path, game_id: str) -> None:
    """Every turn-based game's win dialog offers Undo; taking the win back forgets the win kept (no best, no play
    counted), and winning again keeps one win."""
    from arcade.levels import bundled_levels
    from tests.shell_session import ShellSession

    game = find_game(game_id)
    name, keys = UNDO_WINS[game_id]
    level = next(level for level in bundled_levels(game) if level.name == name)
    store = Store(tmp_path / "arcade.db")
    session = ShellSession(None, None, store, (80, 24))
    session.app.start_level(game, level)
    session.press(*keys)
    assert session.app.dialogs and session.app.dialogs[-1].title == "You won!"
    assert "u" in [choice.key for choice in session.app.dialogs[-1].choices]
    assert [play.outcome for play in store.plays(game_id)] == ["won"]
    session.press("u")
    assert not session.app.dialogs and store.plays(game_id) == [] and store.best(game_id, name) is None
    session.press(keys[-1])
    assert session.app.dialogs[-1].title == "You won!"
    assert [play.outcome for play in store.plays(game_id)] == ["won"]
