"""One place decides a play (issue 30): the turn-based screens are TurnScreens, so each play ends through
TurnScreen.check_end (the same end dialog, Undo after a win taking the win back out of the records, a loss left
pending with Undo), and none overrides `keypress`: a context's keys, a catch-all row (keys.ANY_OTHER_KEY) and
GameScreen.before_key say everything a key does, so the hints and the help say it too."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

import arcade
from arcade.games.acorn import screen as acorn_screen
from arcade.games.acorn import way_out
from arcade.games.acorn.export import UNDO_ACTION as ACORN_UNDO
from arcade.games.acorn.screen import PLAYING_KEYS, AcornScreen
from arcade.games.dayz import screen as dayz_screen
from arcade.games.dayz.replay import UNDO_ACTION as DAYZ_UNDO
from arcade.games.dayz.screen import AIMING_KEYS, DayzScreen
from arcade.games.sokoban import base_screen as sokoban_base
from arcade.games.sokoban import screen as sokoban_screen
from arcade.games.sokoban.classic import screen as classic_screen
from arcade.games.sokoban.classic.screen import ClassicSokobanScreen
from arcade.games.sokoban.screen import SokobanScreen
from arcade.keys import ANY_OTHER_KEY, HELP, PRESSED_KEY, Binding, KeyTable, Row
from arcade.randomness import SEED_VARIABLE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import LOST_TITLE, WON_TITLE, GameScreen
from arcade.ui.turns import TurnScreen
from tests.shell_session import FakeLoop, ShellSession

TURN_SCREENS: list[type[GameScreen]] = [AcornScreen, DayzScreen, SokobanScreen, ClassicSokobanScreen]
"""The screens moved onto TurnScreen and off their own keypress (Sokoban's base screen is to follow)."""
TURN_SCREEN_MODULES = [acorn_screen, way_out, dayz_screen, sokoban_screen, sokoban_base, classic_screen]
"""Their modules: none of them keeps a play's end itself."""

CORRIDOR = ["*X***", "* * *", "*   *", "***Y*"]
"""Acorn: s, s, d, d, s wins (5 moves)."""
HOSPITAL = ["P  ", "   ", "  H"]
"""DayZ without zombies: four steps win."""
TRAP = ["P T", "   ", "  H"]
"""DayZ: a tracker two squares away; with the guard off, two waits lose."""


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "5")


def open_board(tmp_path: Path, game_id: str, rows: list[str]) -> ShellSession:
    """The real shell on a level of these rows, its store in tmp_path."""
    level = tmp_path / "maze.txt"
    level.write_text("\n".join(rows), encoding="utf-8")
    return ShellSession(find_game(game_id), level, Store(tmp_path / DATABASE_FILE))


def end_buttons(session: ShellSession) -> str:
    """The end dialog's buttons as the status bar names them."""
    assert session.app.dialogs, session.text()
    return session.text().splitlines()[-1].strip()


@pytest.mark.parametrize("cls", TURN_SCREENS, ids=lambda cls: cls.__name__)
def test_the_screen_is_a_turn_screen_and_keeps_the_base_keypress(cls: type[GameScreen]) -> None:
    assert issubclass(cls, TurnScreen)
    assert cls.keypress is GameScreen.keypress, f"{cls.__name__} overrides keypress"
    assert all("keypress" not in vars(base) for base in cls.__mro__ if base not in GameScreen.__mro__)


@pytest.mark.parametrize("module", TURN_SCREEN_MODULES, ids=lambda module: module.__name__)
def test_no_turn_screen_keeps_its_end_itself(module: object) -> None:
    source = inspect.getsource(module)  # type: ignore[arg-type]
    assert "record_end(" not in source and "end_game(" not in source


def test_a_play_ends_in_one_place_in_the_whole_arcade() -> None:
    """record_end (the records) and end_game (the end dialog) are called by GameScreen.end_play alone: every game's
    end is kept and shown the one way (a second caller is a second place deciding what an end is)."""
    root = Path(arcade.__file__).parent
    if root.parent.name == "mutants":  # a mutation run's copy (tools/mutate.py): every mutant's code stands beside it
        pytest.skip("reads the package's source, which mutmut has rewritten")
    calls = [(str(path.relative_to(root)), number, line.strip()) for path in sorted(root.rglob("*.py"))
             for number, line in enumerate(path.read_text().splitlines(), start=1)
             if re.search(r"\b(record_end|end_game)\(", line) and not line.lstrip().startswith("def ")]
    assert [(path, line) for path, _number, line in calls] == [
        ("ui/game.py", 'kept = self.record_end("won" if won else "lost", figures, assisted)'),
        ("ui/game.py", "self.end_game(won, message(kept), retry, undo, offer_next, more, retry_help)"),
    ]
    end_play = inspect.getsource(GameScreen.end_play)
    assert all(line in end_play for _path, _number, line in calls)


def test_a_catch_all_row_takes_every_key_no_row_binds_but_not_one_left_to_the_shell() -> None:
    class Target:
        def __init__(self) -> None:
            self.calls: list[tuple[str, ...]] = []

        def named(self) -> None:
            self.calls.append(("named",))

        def other(self, key: str) -> None:
            self.calls.append(("other", key))

    table = KeyTable(Row(Binding("named", ("x",), "x", "X"), "named"), Row(HELP),
                     Row(Binding("other", (ANY_OTHER_KEY,), "other", "Anything else"), "other", PRESSED_KEY))
    target = Target()
    assert table.dispatch(target, "x") and table.dispatch(target, "q") and table.dispatch(target, "up")
    assert not table.dispatch(target, "?")  # the shell's: it goes on
    assert target.calls == [("named",), ("other", "q"), ("other", "up")]
    assert table.keymap.help_rows()[-1] == ("any other key", "Anything else")
    assert not KeyTable(Row(HELP)).dispatch(target, "q")  # without a catch-all, nothing takes it


def test_acorn_undo_after_a_win_takes_the_win_back_out_of_the_records(tmp_path: Path) -> None:
    session = open_board(tmp_path, "acorn", CORRIDOR)
    session.press(*"ssdds")
    assert WON_TITLE in session.text() and end_buttons(session).startswith("u undo  r retry  m levels")
    assert len(session.store.level_records("acorn")) == 1
    session.press("u")  # the dialog's Undo: the winning move back, the win out of the records
    screen = session.app.current
    assert isinstance(screen, AcornScreen) and not session.app.dialogs
    assert screen.model.moves == list("ssdd") and not screen.finished and screen.in_progress()
    assert screen.actions[-1] == ACORN_UNDO and session.store.level_records("acorn") == []
    session.press("s")  # won again: the play ends once
    (record,) = session.store.level_records("acorn")
    assert (record.played, record.won, record.best) == (1, 1, {"moves": 5})


def test_acorn_loss_offers_undo_and_stands_only_when_left(tmp_path: Path) -> None:
    session = open_board(tmp_path, "acorn", ["*X***", "* F *", "*   *", "***Y*"])
    session.press("s", "d")
    assert LOST_TITLE in session.text() and end_buttons(session).startswith("u undo  r retry  m levels")
    assert session.store.level_records("acorn") == []
    session.press("u")
    assert not session.app.dialogs and session.app.current.model.moves == ["s"]  # type: ignore[attr-defined]


def test_dayz_undo_after_a_win_takes_the_win_back_out_of_the_records(tmp_path: Path) -> None:
    session = open_board(tmp_path, "dayz", HOSPITAL)
    session.press("right", "down", "right", "down")
    assert WON_TITLE in session.text() and end_buttons(session).startswith("u undo  r retry  m levels")
    assert len(session.store.level_records("dayz")) == 1
    session.press("u")
    screen = session.app.current
    assert isinstance(screen, DayzScreen) and not session.app.dialogs and not screen.finished
    assert screen.model.get_steps() == 3 and screen.actions[-1] == DAYZ_UNDO
    assert session.store.level_records("dayz") == [] and "Step 4 undone" in session.text()
    session.press("down")
    (record,) = session.store.level_records("dayz")
    assert (record.played, record.won, record.best) == (1, 1, {"steps": 4, "undos": 1})


def test_dayz_loss_then_undo_plays_on_with_help(tmp_path: Path) -> None:
    session = open_board(tmp_path, "dayz", TRAP)
    session.press("g", ".", ".")
    assert LOST_TITLE in session.text() and "u undo  r retry  m levels" in end_buttons(session)
    session.press("u")
    screen = session.app.current
    assert isinstance(screen, DayzScreen) and not session.app.dialogs and screen.in_progress() and screen.helped
    session.press("r", "y")  # the undone loss never counts; the restarted play is abandoned
    assert session.store.records("dayz").abandoned == 1 and session.store.level_records("dayz")[0].played == 0


def test_dayz_keys_once_the_game_is_over_say_so_and_take_nothing(tmp_path: Path) -> None:
    session = open_board(tmp_path, "dayz", HOSPITAL)
    session.press("right", "down", "right", "down")
    session.app.close_dialog()  # the won map under no dialog
    actions = list(session.app.current.actions)  # type: ignore[attr-defined]
    for key in ["right", ".", "U"]:
        session.press(key)
        assert "This game is over: u takes the last step back" in session.text()
    assert session.app.current.actions == actions  # type: ignore[attr-defined]


def test_acorn_while_the_way_out_plays_the_status_bar_says_what_keys_do(tmp_path: Path) -> None:
    session = open_board(tmp_path, "acorn", CORRIDOR)
    session.app.loop = FakeLoop()  # type: ignore[assignment]
    session.press("g", "y")
    screen = session.app.current
    assert isinstance(screen, AcornScreen) and screen.playing and screen.table is PLAYING_KEYS
    assert session.text().splitlines()[-1].split() == ["+-", "speed", "any", "other", "key", "stops"]
    session.press("?")  # any other key, help too, stops the play and does nothing else
    assert not screen.playing and not session.app.dialogs and "Stopped with" in session.text()
    assert "u undo" in session.text() and "? help" in session.text()  # the board's keys again


def test_dayz_aiming_help_says_what_any_other_key_does(tmp_path: Path) -> None:
    assert AIMING_KEYS.row_for(ANY_OTHER_KEY) is not None
    session = open_board(tmp_path, "dayz", ["PC   ", "     ", "     ", "     ", " T  H"])
    session.press("right", "f")
    assert "any other key cancels" in session.text()
    session.press("?")
    assert "any other key  Lower it too, as Esc does" in session.text()
    session.press("esc", "q")  # help closed; q while aiming lowers the crossbow, it does not leave
    screen = session.app.current
    assert isinstance(screen, DayzScreen) and not screen.aiming and "Not fired." in session.text()
