"""The hint key (h) on the Fancy and classic screens: the solver in a worker thread, polled on the loop's alarm."""

from __future__ import annotations

from pathlib import Path

from arcade.games.sokoban.base_screen import (
    DIRECTION_WORDS,
    HINT_SHOWN,
    HINT_STOPPED,
    LOST_AT_START,
    LOST_HERE,
    NO_TIP_TITLE,
    THINKING,
    SokobanBaseScreen,
)
from arcade.games.sokoban.classic import solver as classic_solver
from arcade.games.sokoban.export import plain_run
from arcade.games.sokoban.screen import SokobanScreen
from arcade.levels import Level, bundled_levels_root, find_level
from arcade.records import HELP_NOTE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import FakeLoop, ShellSession
from tests.sokoban.classic_helpers import microban

GAME = find_game("sokoban")
MAZE1 = bundled_levels_root() / "sokoban" / "maze1.txt"


def session_on(tmp_path: Path, level: Path | Level) -> tuple[ShellSession, FakeLoop]:
    """The shell on a level with its alarms caught by a FakeLoop."""
    session = ShellSession(GAME, level, Store(tmp_path / DATABASE_FILE))  # type: ignore[arg-type]
    loop = FakeLoop()
    session.app.loop = loop  # type: ignore[assignment]
    return session, loop


def screen_of(session: ShellSession) -> SokobanBaseScreen:
    assert isinstance(session.app.current, SokobanBaseScreen)
    return session.app.current


def press_tip(session: ShellSession) -> None:
    """t for a tip; the first help of a play asks first (No focused), and is answered yes."""
    session.press("t")
    if session.app.dialogs:
        assert "Use help?" in session.text() and "is help: a win after it is kept as solved with help" in session.text()
        session.press("y")


def wait_for_hint(session: ShellSession, loop: FakeLoop) -> None:
    """Let the worker finish, then run the poll alarm as the loop would."""
    future = screen_of(session).hint_future
    assert future is not None
    future.result(timeout=60)
    loop.fire()


def follow_hints(session: ShellSession, loop: FakeLoop) -> int:
    """Ask for a hint and make it until the level is solved; how many hints it took."""
    screen = screen_of(session)
    hints = 0
    while not screen.finished:
        press_tip(session)
        assert THINKING in session.text()
        wait_for_hint(session, loop)
        assert screen.hint is not None and "Tip: push the crate at row" in session.text()
        session.press("t")
        hints += 1
        assert hints < 200
    return hints


def test_a_classic_hint_names_the_push_and_the_walk_and_h_makes_it(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, find_level(GAME, "microban:1"))
    press_tip(session)
    assert THINKING in session.text() and loop.alarms  # polled on the loop's alarm, the screen keeps drawing
    wait_for_hint(session, loop)
    screen = screen_of(session)
    hint = screen.hint
    assert hint is not None and screen.actions == [HINT_SHOWN]
    walk = "".join({"u": "↑", "d": "↓", "l": "←", "r": "→"}[step] for step in hint.walk)
    assert hint.walk and "".join(hint.actions) == hint.walk + hint.direction.upper()
    row, column, way = hint.crate[0] + 1, hint.crate[1] + 1, DIRECTION_WORDS[hint.direction]
    words = f"Tip: push the crate at row {row}, column {column} {way} (walk {walk} first); t does it."
    assert words in " ".join(line.strip() for line in session.text().splitlines())
    assert screen.cells()[hint.crate[0]][hint.crate[1]][0] == "path"  # the crate and its destination are marked
    assert screen.cells()[hint.destination[0]][hint.destination[1]][0] == "path"
    session.press("t")
    assert screen.model.lurd == "".join(hint.actions) and hint.destination in screen.model.crates
    assert screen.hint is None


def test_following_hints_solves_microban_1_and_the_win_is_assisted_not_a_best(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, find_level(GAME, "microban:1"))
    assert follow_hints(session, loop) >= 1
    screen = screen_of(session)
    assert screen.model.is_solved() and HELP_NOTE in session.text()
    assert session.store.best(GAME.id, screen.level_name) is None


def test_following_hints_solves_maze1(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, MAZE1)
    follow_hints(session, loop)
    screen = screen_of(session)
    assert screen.model.has_won() and HELP_NOTE in session.text()
    assert session.store.best(GAME.id, screen.level_name) is None


def test_any_key_stops_the_search_and_the_solver_obeys_its_stop_flag(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, find_level(GAME, "microban:1"))
    screen = screen_of(session)
    press_tip(session)
    stop = screen.hint_stop
    session.press("d")  # swallowed: it only stops the search
    assert stop.is_set() and screen.hint_future is None and HINT_STOPPED in session.text()
    assert screen.model.lurd == "" and screen.actions == []
    loop.fire()  # the poll that was due finds nothing to show
    assert screen.hint is None and screen.actions == []
    hard = microban(153)  # not solved within 10 s
    result = classic_solver.search(hard, classic_solver.SearchLimit(seconds=60), should_stop=lambda: True)
    assert result.solution is None and result.expanded <= classic_solver.CLOCK_CHECK_EVERY


def test_a_lost_position_names_the_stuck_crate_at_once(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, find_level(GAME, "microban:1"))
    session.press("w", "a", "s", "s")  # the crate into the dead corner (5, 1)
    press_tip(session)
    wait_for_hint(session, loop)
    screen = screen_of(session)
    assert "Lost: the crate at row 6, column 2 can never reach a goal: undo (u)." in session.text()
    assert screen.hint is None and HINT_SHOWN not in screen.actions and not session.app.dialogs
    assert screen.cells()[5][1][0] == "bad"  # the stuck crate is marked until the next key
    session.press("u")
    assert screen.cells()[5][1][0] != "bad"


def short_maze(tmp_path: Path, moves: int) -> Path:
    """maze1 with only `moves` moves: no solution exists, though no crate is stuck."""
    lines = MAZE1.read_text(encoding="utf-8").splitlines()
    strength, _moves = lines[0].split()
    path = tmp_path / "short.txt"
    path.write_text("\n".join([f"{strength} {moves}", *lines[1:]]) + "\n", encoding="utf-8")
    return path


def test_a_search_that_tried_everything_at_the_start_says_the_level_has_no_solution(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, short_maze(tmp_path, 3))
    press_tip(session)
    wait_for_hint(session, loop)
    assert LOST_AT_START in session.text() and "undo (u)" not in session.text()
    session.press("d")
    press_tip(session)
    wait_for_hint(session, loop)
    assert LOST_HERE in session.text()


def test_a_fancy_crate_lost_by_the_first_push_is_named_stuck_and_the_tip_offers_the_restart(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, MAZE1)
    session.press("s", "d", "d", "s", "a")  # four walks, then the one push: the crate from (3, 2) to (3, 1)
    press_tip(session)
    wait_for_hint(session, loop)
    text = session.text()
    assert ("Lost since your first push: the crate at row 4, column 2 can never reach a goal: restart (r)." in text
            and "undo (u)" not in text)
    session.press("r", "y")  # the restart it names: back to the start
    assert screen_of(session).moves_made() == 0 and screen_of(session).at_start()


def test_a_fancy_crate_lost_by_the_second_push_is_named_stuck_with_undo(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, MAZE1)
    session.press("s", "d", "s", "s")  # two walks, then two pushes down: the crate from (3, 2) to (5, 2)
    press_tip(session)
    wait_for_hint(session, loop)
    assert "Lost: the crate at row 6, column 3 can never reach a goal: undo (u)." in session.text()


def test_a_search_out_of_time_offers_to_search_longer_with_stop_focused(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, find_level(GAME, "microban:93"))  # not solved in a hundredth of a second
    screen = screen_of(session)
    screen.tip_seconds = 0.01
    press_tip(session)
    wait_for_hint(session, loop)
    text = session.text()
    assert NO_TIP_TITLE in text and "found nothing within 0.01 seconds" in text and "did not try every" in text
    assert "Search longer" in text and "Lost" not in text and "undo (u)" not in text
    session.press("enter")  # Stop has the focus
    assert not session.app.dialogs and screen.hint_future is None
    assert "No tip: nothing found within 0.01 seconds." in session.text()
    session.press("t")
    wait_for_hint(session, loop)
    session.press("l")  # Search longer: twice as long
    assert THINKING in session.text() and screen.hint_future is not None and screen.searched_for == 0.02
    wait_for_hint(session, loop)
    assert "found nothing within 0.02 seconds" in session.text()
    session.press("esc")
    assert not session.app.dialogs and "nothing found within 0.02 seconds" in session.text()


def test_the_assisted_mark_survives_save_and_resume(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, find_level(GAME, "microban:1"))
    press_tip(session)
    wait_for_hint(session, loop)
    record = screen_of(session).play_record()
    fresh, _loop = session_on(tmp_path, find_level(GAME, "microban:1"))
    screen = screen_of(fresh)
    assert not screen.helped
    screen.resume(record)
    assert screen.helped and screen.actions == [HINT_SHOWN]


def test_the_tip_asks_first_and_no_leaves_the_play_unhelped(tmp_path: Path) -> None:
    session, _loop = session_on(tmp_path, MAZE1)
    screen = screen_of(session)
    session.press("t")
    assert session.app.dialogs and "Use help?" in session.text() and screen.hint_future is None
    session.press("enter")  # the safe answer has the focus: no tip, no help
    assert not session.app.dialogs and screen.hint_future is None and not screen.helped and screen.actions == []


def test_a_restart_forgets_the_help_of_the_play_before(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, MAZE1)
    session.press("d")
    press_tip(session)
    wait_for_hint(session, loop)
    screen = screen_of(session)
    assert screen.helped
    session.press("r", "y")
    assert not screen.helped and screen.actions == []
    session.press("t")
    assert "Use help?" in session.text()  # a new play: asked again


def test_t_is_the_tip_and_h_still_moves_left(tmp_path: Path) -> None:
    session, _loop = session_on(tmp_path, MAZE1)
    session.press("?")
    assert "the next push toward a solution" in session.text()
    assert SokobanScreen.bindings[0].keys == ("up", "w", "k") and any("h" in b.keys for b in SokobanScreen.bindings
                                                                      if b.action == "left")


def test_a_fancy_game_with_a_hint_still_exports_to_the_plain_game(tmp_path: Path) -> None:
    session, loop = session_on(tmp_path, MAZE1)
    press_tip(session)
    wait_for_hint(session, loop)
    session.press("t")
    screen = screen_of(session)
    assert screen.actions[0] == HINT_SHOWN and len(screen.actions) > 1
    _arguments, stdin = plain_run(screen.play_record(), "maze1", MAZE1)
    assert stdin.split() == [*screen.actions[1:], "q"]
