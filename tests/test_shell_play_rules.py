"""The play rules GameScreen (arcade/ui/game.py) gives every screen, checked on a bare screen and a host that records
what it is asked: what a screen that keeps no game says of itself, Retry from an end dialog clearing the last play's
message before the game's retry speaks, Undo after a win going on even when the store cannot forget the win, and a
screen class checked when it is made. A game relies on each of these without saying so; a screen that claimed play in
progress would make the shell ask before leaving a page, a lost error would stop an undo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import urwid

from arcade.daily import daily_level
from arcade.keys import BACK, HELP, UNDO, KeyTable, Row
from arcade.levels import Level, find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, SavedGame, Store, StoreError
from arcade.ui.game import GameScreen
from arcade.ui.play_clock import UNTIMED_STEP
from arcade.ui.saving import SaveKeeper
from arcade.ui.turns import TurnScreen
from tests.shell_session import ShellSession, whole_help

SOKOBAN = find_game("sokoban")


class Host:
    """A shell that records the messages it is told to show; its store forgets as told or fails to."""

    def __init__(self, store: Any = None) -> None:
        self.loop = None
        self.store = store
        self.clock: Callable[[], float] = lambda: 1_800_000_000.0
        self.messages: list[str] = []
        self.questions: list[tuple[str, str]] = []
        self.answer = True

    def set_message(self, message: str) -> None:
        self.messages.append(message)

    def confirm(self, title: str, message: str, on_yes: Callable[[], None]) -> None:
        """Ask, and say yes when the test's answer is yes."""
        self.questions.append((title, message))
        if self.answer:
            on_yes()


class Bare(GameScreen):
    """A screen that keeps no game as data (the base class's defaults)."""

    def __init__(self, host: Host, level: Level | None = None) -> None:
        super().__init__(host, SOKOBAN, level, urwid.Text(""))  # type: ignore[arg-type]


class FailingStore:
    def __init__(self) -> None:
        self.forgotten: list[int] = []

    def forget_game(self, row: int) -> None:
        self.forgotten.append(row)
        raise StoreError("database is locked")


def test_a_screen_that_keeps_no_game_is_never_in_progress_and_counts_its_actions() -> None:
    screen = Bare(Host())
    assert screen.in_progress() is False
    assert screen.progress() == "0 actions"
    screen.actions = ["x"]
    assert screen.progress() == "1 action"
    screen.actions = ["x", "y"]
    assert screen.progress() == "2 actions"


def test_a_screen_that_keeps_no_game_cannot_perform_an_action_and_says_which() -> None:
    with pytest.raises(NotImplementedError) as raised:
        Bare(Host()).perform("x")
    assert str(raised.value) == "Bare keeps no actions"


def test_retry_from_an_end_dialog_clears_the_message_then_retries() -> None:
    """The cleared line comes first, so what the game's retry says (if anything) stays."""
    host = Host()
    screen = Bare(host)
    screen.retry_from_end(lambda: host.set_message("Restarted."))
    assert host.messages == ["", "Restarted."]


def test_undo_after_a_win_goes_on_when_the_store_cannot_forget_the_win() -> None:
    """The store fails to take the win back (it stays in the records); the play still goes on with the undo."""
    store = FailingStore()
    screen = Bare(Host(store))
    screen.kept_win = 7
    undone: list[bool] = []
    screen.undo_win(lambda: undone.append(True))
    assert (store.forgotten, undone, screen.kept_win) == ([7], [True], None)


def test_a_screen_class_naming_a_missing_handler_fails_when_made_naming_class_context_key_and_name() -> None:
    with pytest.raises(TypeError) as raised:
        class Misspelt(GameScreen):
            keys = KeyTable(Row(UNDO, "undo_kye"))
    assert str(raised.value) == "Misspelt (play): the key 'u' names 'undo_kye', which is not one of its methods"


def test_a_screen_classs_keys_are_its_bindings_and_its_play_table_adds_the_shells() -> None:
    class Right(GameScreen):
        keys = KeyTable(Row(UNDO, "undo_key"))

        def undo_key(self) -> None:
            """Undo."""
    assert Right.bindings == (UNDO,)
    assert list(Right.context_tables) == ["play"]
    assert Right.context_tables["play"].bindings == (UNDO, HELP, BACK)
    assert Bare.bindings == () and Bare.context_tables["play"].bindings == (HELP, BACK)


def test_a_kept_games_pace_is_its_time_on_screen_over_its_actions() -> None:
    """Watching and casts step a kept game at its own pace: 2 s over 4 actions is 0.5 s; watching's default pace
    when the time was not kept, or when there are no actions to share it (a record without a list of them)."""
    screen = Bare(Host())
    assert screen.replay_pace({"actions": [1, 2, 3, 4]}, 2.0) == 0.5
    assert screen.replay_pace({"actions": [1, 2, 3, 4]}, None) == UNTIMED_STEP
    assert screen.replay_pace({"actions": "1234"}, 2.0) == UNTIMED_STEP
    assert screen.replay_pace({}, 2.0) == UNTIMED_STEP


def test_dropping_a_save_drops_only_the_revision_read(tmp_path: Path) -> None:
    """A save another arcade wrote again since it was read (a later revision of the same play) stays; the save as
    read is dropped ('' said), and a store that cannot write says why."""
    store = Store(tmp_path / DATABASE_FILE)
    keeper = SaveKeeper(store)
    play, revision = store.save_game("sokoban", "maze1", {"play": {}}, "1 move")
    read = store.saved_game("sokoban", "maze1")
    assert read is not None and read.revision == revision
    store.save_game("sokoban", "maze1", {"play": {}}, "2 moves", play, revision)  # the other arcade's save
    assert keeper.drop(read) == ""
    assert [(saved.play, saved.summary) for saved in store.saved_games()] == [(play, "2 moves")]
    assert keeper.drop(store.saved_games()[0]) == "" and store.saved_games() == []

    class Locked:
        def drop_save(self, play: str, revision: int | None = None) -> None:
            raise StoreError("database is locked")
    assert SaveKeeper(Locked()).drop(read) == "The saved game could not be dropped: database is locked."  # type: ignore[arg-type]


def test_undo_with_nothing_to_undo_says_so_where_it_is_no_action(tmp_path: Path) -> None:
    """DayZ takes no undo at the map's start (empty_undo_is_an_action is False): the key only says so, and no
    action is kept."""
    dayz = find_game("dayz")
    session = ShellSession(dayz, find_level(dayz, "basic"), Store(tmp_path / DATABASE_FILE))
    session.press("u")
    assert "Nothing to undo: this is the start of the map." in session.text()
    assert session.app.current.actions == []


def test_a_turn_screens_default_loss_words() -> None:
    """What a turn-based game that does not reword its loss says in the end dialog ('Adding a game' relies on it)."""

    class Turns(TurnScreen):
        def __init__(self, host: Host) -> None:
            super().__init__(host, SOKOBAN, None, urwid.Text(""))  # type: ignore[arg-type]
    assert Turns(Host()).lost_message() == "No moves left."


def test_a_turn_screens_best_line_is_the_levels_best_in_the_games_unit(tmp_path: Path) -> None:
    """The panel's Best line: '-' before a win, then the best kept ('11 moves')."""
    store = Store(tmp_path / DATABASE_FILE)
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze1"), store)
    assert session.app.current.best_line() == ["Best: ", ("panel value", "-")]
    session.press(*"dssasdddsdw")
    assert session.app.current.best_line() == ["Best: ", ("panel value", "11 moves")]


def test_help_is_offered_once_a_play_and_given_at_once_after_yes_or_when_it_is_already_helped() -> None:
    """The first help of a play asks, saying what it costs; after a yes, or in a play already helped, help comes
    at once; a no gives none (and asks again next time)."""
    host = Host()
    screen = Bare(host)
    given: list[str] = []
    host.answer = False
    screen.offer_help("A tip", lambda: given.append("tip"))
    assert given == [] and host.questions == [
        ("Use help?", "A tip is help: a win after it is kept as solved with help, not as a best.")]
    host.answer = True
    screen.offer_help("A tip", lambda: given.append("tip"))
    screen.offer_help("The way out", lambda: given.append("way"))
    assert given == ["tip", "way"] and len(host.questions) == 2 and screen.help_agreed is True
    helped = Bare(host)
    helped.helped = True
    helped.offer_help("A tip", lambda: given.append("helped"))
    assert given[-1] == "helped" and len(host.questions) == 2


@pytest.mark.parametrize("state", ["watching", "replaying"])
def test_help_while_a_kept_game_is_played_back_asks_nothing(state: str) -> None:
    """Watching a best or replaying a save performs the help the play used, without asking."""
    host = Host()
    screen = Bare(host)
    setattr(screen, state, True)
    given: list[bool] = []
    screen.offer_help("A tip", lambda: given.append(True))
    assert given == [True] and host.questions == []


def test_a_resumed_play_carries_its_first_start_and_its_time_over() -> None:
    """Numbers (not bools) are taken, a time only when it is not negative; anything else leaves the screen's own."""
    host = Host()
    screen = Bare(host)
    screen.seconds_before = 5.0
    screen.carry_over(1_700_000_000, 0)
    assert (screen.began_at, screen.seconds_before) == (1_700_000_000.0, 0.0)
    screen.carry_over(None, 0.5)
    assert (screen.began_at, screen.seconds_before) == (1_700_000_000.0, 0.5)
    for began_at, seconds in ((True, True), ("1", "7"), (None, -1), (False, None)):
        screen.carry_over(began_at, seconds)
        assert (screen.began_at, screen.seconds_before) == (1_700_000_000.0, 0.5)


def test_a_resumed_play_shown_already_counts_its_time_from_now() -> None:
    """On screen since t=100, resumed at t=160 with 30 s kept: 30 s then, 40 s ten seconds later (the minute before
    the resume was the save being opened, not play). Not on screen: the time does not run."""
    now = [100.0]
    host = Host()
    host.clock = lambda: now[0]
    shown = Bare(host)
    shown.clock_on()
    now[0] = 160.0
    shown.carry_over(None, 30)
    assert shown.time_played() == 30.0
    now[0] = 170.0
    assert shown.time_played() == 40.0
    hidden = Bare(host)
    hidden.carry_over(None, 30)
    now[0] = 500.0
    assert hidden.time_played() == 30.0


def test_a_saved_undo_with_nothing_to_undo_is_a_damaged_save_where_undo_is_no_action(tmp_path: Path) -> None:
    """DayZ never saves an undo at the map's start: one in a save does not replay (ValueError, named)."""
    dayz = find_game("dayz")
    session = ShellSession(dayz, find_level(dayz, "basic"), Store(tmp_path / DATABASE_FILE))
    screen = session.app.current
    with pytest.raises(ValueError, match=r"^no move to undo$"):
        screen.resume({"format": 1, "start": screen.start_data(), "actions": [screen.undo_action]})


def test_undo_at_the_start_says_so_and_is_kept_where_undo_is_an_action(tmp_path: Path) -> None:
    """Fancy Sokoban keeps its undo letter even with nothing to undo (as plain mode reads it), and says so."""
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze1"), Store(tmp_path / DATABASE_FILE))
    session.press("u")
    screen = session.app.current
    assert screen.actions == [screen.undo_action]
    assert screen.nothing_to_undo in session.text()


def test_resuming_a_save_carries_its_first_start_its_time_and_its_play_over(tmp_path: Path) -> None:
    """The screen goes on as the saved play: its moves replayed, the start and time it was saved with, its id and
    revision (so its next save replaces this one only)."""
    store = Store(tmp_path / DATABASE_FILE)
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze1"), store)
    screen = session.app.current
    saved = SavedGame("sokoban", "maze1", {"play": {"format": 1, "start": {}, "actions": ["d", "s"]},
                                           "began_at": 1_700_000_000.0, "seconds": 30.0}, "2 moves", 0.0, "p1", 3)
    SaveKeeper.resume(screen, saved)
    assert screen.actions == ["d", "s"] and screen.began_at == 1_700_000_000.0
    assert screen.seconds_before == 30.0 and (screen.play_id, screen.save_revision) == ("p1", 3)


@pytest.mark.parametrize("record", [{"format": 2, "start": {}, "actions": []}, {"start": {}, "actions": []}, "saved",
                                    None])
def test_a_record_of_another_format_is_no_saved_game(record: object) -> None:
    with pytest.raises(ValueError) as raised:
        Bare(Host()).resume(record)  # type: ignore[arg-type]
    assert str(raised.value) == "not a saved game of this arcade"


def test_a_wins_end_dialog_says_the_records_line_and_the_games_note_and_next_opens_the_next_level(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """First Push won: the win, 'New best.', where the solution was written; Next (n) opens Heavy Lifting."""
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze1"), Store(tmp_path / DATABASE_FILE))
    session.press(*"dssasdddsdw")
    text = session.text()
    lines = [line.strip(" │") for line in text.splitlines()]
    at = lines.index("Solved in 11 moves.")
    assert lines[at + 1] == "New best." and lines[at + 2].startswith("Solution in LURD: /")  # the path wraps
    assert (tmp_path / "solutions" / "maze1.lurd").is_file()
    assert text.splitlines()[-1].split("  ?")[0].strip() == "n next  u undo  r retry  m levels"
    session.press("n")
    assert (session.app.current.game, session.app.current.level_name) == (SOKOBAN, "maze2")


def test_a_losss_end_dialog_offers_no_next(tmp_path: Path) -> None:
    """First Push's twelve moves spent without a win: Undo, Retry and Levels only."""
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze1"), Store(tmp_path / DATABASE_FILE))
    session.press(*("da" * 6))
    assert session.text().splitlines()[-1].split("  ?")[0].strip() == "u undo  r retry  m levels"


def test_the_end_dialogs_way_back_is_the_daily_page_for_a_daily_and_the_level_list_otherwise() -> None:
    daily = daily_level(SOKOBAN, "daily-2026-11-28")
    assert daily is not None
    assert Bare(Host(), daily).back_label() == "Daily"
    assert Bare(Host(), find_level(SOKOBAN, "maze1")).back_label() == "Levels"


@pytest.mark.parametrize("keys", ["da" * 6, "dssasdddsdw"], ids=["loss", "win"])
def test_the_end_dialogs_help_says_what_undo_and_retry_do(tmp_path: Path, keys: str) -> None:
    """Both end dialogs' help: Undo takes the last move back (and, in Sokoban, a loss's dialog does not call undoing
    it help: loss_undo_is_help is False), Retry is the level again."""
    session = ShellSession(SOKOBAN, find_level(SOKOBAN, "maze1"), Store(tmp_path / DATABASE_FILE))
    session.press(*keys)
    assert "Undo is help" not in session.text()
    _lines, words = whole_help(session)
    assert "u Take the last move back and play on r Retry m Levels" in words


@pytest.mark.parametrize("record", [{"format": 1, "actions": []}, {"format": 1, "start": {}},
                                    {"format": 1, "start": [], "actions": []}])
def test_a_saved_game_needs_its_start_and_its_actions(record: dict[str, object]) -> None:
    screen = Bare(Host())
    with pytest.raises(ValueError) as raised:
        screen.resume(record)
    assert str(raised.value) == "a saved game needs its start and its actions"
    assert screen.replaying is False
