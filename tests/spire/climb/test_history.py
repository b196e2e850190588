"""The page of past climbs (H on the character page) and the counts built from the store: a seeded climb played by
the greedy bot and recorded gives exact lines; two climbs played through the real shell are listed newest first,
counted on the character page, and H, q or Esc close the list; records missing a figure show "—"."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from arcade.games.spire.climb.bots import greedy_bot, play_climb
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import CURRENT_RULES
from arcade.games.spire.climb_ui.history_view import NOTHING_YET, ClimbHistory
from arcade.games.spire.climb_ui.screen import ClimbScreen
from arcade.games.spire.history import (
    CLIMB_LEVEL,
    climb_counts,
    climb_tallies,
    climbs_line,
    is_climb,
    past_climb_lines,
)
from arcade.levels import bundled_levels
from arcade.records import Tally
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, FinishedGame, Store
from tests.shell_session import FakeClock, ShellSession

GAME = find_game("spire")
CLIMB = next(level for level in bundled_levels(GAME) if level.name == "climb")
START = 1_795_000_000.0
"""2026-11-18 11:06 UTC: the clock the recorded climbs end on (the page's dates are local: the tests run in UTC)."""


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The page's dates are local time: UTC here, so they are exact."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def greedy_figures(character: str, seed: int) -> dict[str, object]:
    """What the records keep of a climb the greedy bot plays from this seed at difficulty 0."""
    return play_climb(Climb(character, seed, 0, 0, CURRENT_RULES), greedy_bot, random.Random(1)).figures()


def test_a_greedy_climb_recorded_is_listed_with_every_figure() -> None:
    figures = greedy_figures("ironclad", 2)
    game = FinishedGame("climb", "lost", figures, False, START - 800, START, 754.0)
    assert past_climb_lines(game) == [
        "2026-11-18 11:06  IronClad  difficulty 0  act 1 floor 6",
        "   killed by JawWorm · 12:34 played · 173 gold",
        "   1 relic: Ember Heart",
        "   15 cards: 5 Strike, 4 Defend, Bash, Forgewall, Ironsweep, Emberburst,",
        "     Shatter, Flashburn"]


def test_a_long_climb_wraps_its_relics_and_deck_whole_within_the_box() -> None:
    game = FinishedGame("daily-2026-11-17", "lost", greedy_figures("silent", 9) | {"relics": ["Tripwire"] * 12},
                        False, None, START, 3725.0)
    lines = past_climb_lines(game)
    assert lines[:3] == ["2026-11-18 11:06  Silent    daily climb   act 1 floor 16",
                         "   killed by Bell Tyrant · 1:02:05 played · 278 gold",
                         "   12 relics: Tripwire, Tripwire, Tripwire, Tripwire, Tripwire,"]
    assert lines[3:] == ["     Tripwire, Tripwire, Tripwire, Tripwire, Tripwire, Tripwire,", "     Tripwire",
                         "   21 cards: 5 Defend, 3 Duskvault, 2 Strike+, 2 Strike, Neutralize,",
                         "     Survivor, Fanblades, Shadowroll, Deathfan+, Shadowstab, Razorflick,",
                         "     Shackle, Citadel"]
    assert max(len(line) for line in lines) <= 72


def test_a_won_climb_says_won_and_an_old_or_damaged_record_shows_dashes() -> None:
    won = FinishedGame("climb", "won", {"act": 3, "floor": 51, "character": "watcher", "difficulty": 4,
                                        "killed_by": "", "gold": 0, "relics": [], "deck": ["Strike"]},
                       False, None, START, 59.4)
    assert past_climb_lines(won) == ["2026-11-18 11:06  Watcher   difficulty 4  act 3 floor 51",
                                     "   won · 0:59 played · 0 gold", "   0 relics: none", "   1 card: Strike"]
    old = FinishedGame("climb", "lost", {"act": 2, "floor": 20, "character": 5, "difficulty": "hard",
                                         "relics": "Anchor", "deck": [1, 2], "gold": True}, False, None, None, None)
    assert past_climb_lines(old) == ["—                 —         difficulty —  act 2 floor 20",
                                     "   killed by — · — played · — gold", "   relics: —", "   deck: —"]
    damaged = FinishedGame(CLIMB_LEVEL, "lost", {"act": 2, "floor": "x", "killed_by": None}, False, None, START)
    assert is_climb(damaged) and climb_counts([damaged]) == (1, 0)
    assert past_climb_lines(damaged)[:2] == ["2026-11-18 11:06  —         difficulty —  act 2 floor —",
                                             "   killed by — · — played · — gold"]


def test_a_relic_or_card_of_two_words_stays_whole_on_its_line() -> None:
    """The relics and the deck wrap between names only ('Wyrm Scale' and '2 Strike+' are never cut in two)."""
    relics = ["Ember Heart", "Tin Flask", "Hunter's Mark", "War Drum", "Wyrm Scale", "Lucky Purse", "Whet Flint",
              "Thunder Bell", "Thorn Collar", "Stone Skin"]
    deck = ["Strike"] * 2 + ["Rattle"] * 2 + ["LowBlow"] * 2 + ["Strike+"] * 2 + ["Defend"] * 4 + ["Rattle+"] * 3
    figures = {"character": "ironclad", "act": 3, "floor": 48, "difficulty": 0, "killed_by": "Dusk Sovereign",
               "gold": 157, "relics": relics, "deck": deck}
    assert past_climb_lines(FinishedGame("climb", "lost", figures, False, None, START, 900.0))[2:] == [
        "   10 relics: Ember Heart, Tin Flask, Hunter's Mark, War Drum,",
        "     Wyrm Scale, Lucky Purse, Whet Flint, Thunder Bell, Thorn Collar,",
        "     Stone Skin",
        "   15 cards: 4 Defend, 3 Rattle+, 2 Strike, 2 Rattle, 2 LowBlow,",
        "     2 Strike+"]


def test_the_counts_leave_out_daily_climbs_and_classic_runs() -> None:
    ironclad, silent = greedy_figures("ironclad", 2), greedy_figures("silent", 9)
    finished = [FinishedGame("climb", "won", ironclad | {"difficulty": 1}, False, None, START),
                FinishedGame("climb", "lost", ironclad, False, None, START),
                FinishedGame("climb", "lost", silent, False, None, START),
                FinishedGame("climb", "lost", ironclad, False, None, START),
                FinishedGame("daily-2026-11-17", "won", silent, False, None, START),
                FinishedGame("game1", "won", {"turns": 3, "character": "ironclad"}, False, None, START)]
    assert climb_counts(finished) == (4, 1)
    assert climbs_line(4, 1, "H") == "Your climbs: 4, 1 won (H lists them)"
    assert climbs_line(0, 0, "H") == "Your climbs: none yet (H lists them)"
    tallies = climb_tallies(finished)
    assert tallies.rows == (Tally("IronClad, difficulty 0", {"character": "ironclad", "difficulty": 0}, 2, 0),
                            Tally("IronClad, difficulty 1", {"character": "ironclad", "difficulty": 1}, 1, 1),
                            Tally("Silent, difficulty 0", {"character": "silent", "difficulty": 0}, 1, 0))


# -- the page through the real shell -------------------------------------------------------------------------------
def screen_of(session: ShellSession) -> ClimbScreen:
    assert isinstance(session.app.current, ClimbScreen)
    return session.app.current


def climb_through(session: ShellSession, clock: FakeClock, key: str, seconds: float) -> None:
    """Start a climb with the character's number key, let the greedy bot play it to its end after `seconds` on
    screen, and start again (r in the end dialog: back to the character page)."""
    session.press(key)
    clock.advance(seconds)
    rng = random.Random(1)
    while (climb := screen_of(session).climb) is not None and not climb.over:
        screen_of(session).take(greedy_bot(climb, rng))
    session.press("r")


def stripped(session: ShellSession) -> list[str]:
    """The screen's lines without the spaces around them."""
    return [line.strip() for line in session.lines()]


def box_rows(session: ShellSession) -> list[str]:
    """The text inside the box on screen, its borders and margins left out."""
    return [line.strip()[1:-1].strip() for line in session.lines() if line.strip().startswith("│")]


def test_the_climb_level_is_the_bundled_climb() -> None:
    assert CLIMB.name == CLIMB_LEVEL


def test_two_climbs_played_are_counted_and_listed_newest_first(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    clock = FakeClock(START)
    session = ShellSession(GAME, CLIMB, Store(tmp_path / DATABASE_FILE, clock=clock), (80, 24), clock)
    assert "Your climbs: none yet (H lists them)" in stripped(session)
    seeds = iter((2, 9))
    monkeypatch.setattr(screen_of(session).rng, "getrandbits", lambda bits: next(seeds))
    climb_through(session, clock, "1", 754)
    clock.advance(3600)
    climb_through(session, clock, "2", 600)
    assert "Your climbs: 2, 0 won (H lists them)" in stripped(session)
    session.press("H")
    assert isinstance(session.app.dialogs[-1], ClimbHistory)
    assert box_rows(session) == [
        "2 climbs, 0 won; the newest first",
        "2026-11-18 12:29  Silent    difficulty 0  act 1 floor 16",
        "killed by Bell Tyrant · 10:00 played · 278 gold",
        "4 relics: Tripwire, Anvil Shard, Leech Tooth, War Drum",
        "21 cards: 5 Defend, 3 Duskvault, 2 Strike+, 2 Strike, Neutralize,",
        "Survivor, Fanblades, Shadowroll, Deathfan+, Shadowstab, Razorflick,",
        "Shackle, Citadel",
        "2026-11-18 11:19  IronClad  difficulty 0  act 1 floor 6",
        "killed by JawWorm · 12:34 played · 173 gold",
        "1 relic: Ember Heart",
        "15 cards: 5 Strike, 4 Defend, Bash, Forgewall, Ironsweep, Emberburst,",
        "Shatter, Flashburn",
        "",
        "H/q/Esc close"]
    assert session.lines()[-1].startswith(" ↑/↓/PgUp/PgDn/Home/End scroll  H/q close")
    session.press("q")
    assert not session.app.dialogs and screen_of(session).climb is None
    session.press("H")
    session.press("esc")
    assert not session.app.dialogs and "Choose your character" in session.text()
    session.press("H")
    assert session.app.dialogs
    session.press("H")  # the key that opened it closes it
    assert not session.app.dialogs and "Choose your character" in session.text()


def test_the_page_before_any_climb_says_so(tmp_path: Path) -> None:
    session = ShellSession(GAME, CLIMB, Store(tmp_path / DATABASE_FILE), (80, 24))
    session.press("H")
    assert box_rows(session) == [NOTHING_YET, "", "H/q/Esc close"]


def test_h_is_in_the_status_bar_where_it_fits_and_in_the_help(tmp_path: Path) -> None:
    session = ShellSession(GAME, CLIMB, Store(tmp_path / DATABASE_FILE), (100, 24))
    assert "Enter/Space start  H history" in session.lines()[-1]
    session.press("?")
    assert "H            List your past climbs, the newest first" in session.text()


def test_a_climb_ended_keeps_every_figure_and_one_given_up_is_neither_listed_nor_counted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the screen keeps of the greedy IronClad climb (seed 2) when it ends, exactly; a climb given up (r, then
    y) is kept as abandoned without figures, as every game keeps a play thrown away, and the page leaves it out."""
    clock = FakeClock(START)
    session = ShellSession(GAME, CLIMB, Store(tmp_path / DATABASE_FILE, clock=clock), (80, 24), clock)
    seeds = iter((2, 5))
    monkeypatch.setattr(screen_of(session).rng, "getrandbits", lambda bits: next(seeds))
    climb_through(session, clock, "1", 754)
    session.press("3")
    clock.advance(30)
    session.press("r", "y")
    everything = session.store.finished_games("spire", limit=None, outcomes=("won", "lost", "abandoned"))
    assert [(game.level, game.outcome, game.seconds) for game in everything] == [
        ("climb", "abandoned", 30.0), ("climb", "lost", 754.0)]
    assert everything[0].figures == {}
    assert everything[1].figures == {
        "turns": 55, "character": "ironclad", "act": 1, "floor": 6, "difficulty": 0, "killed_by": "JawWorm",
        "deck": ["Strike"] * 5 + ["Defend"] * 4 + ["Bash", "Forgewall", "Ironsweep", "Emberburst", "Shatter",
                                                   "Flashburn"],
        "relics": ["Ember Heart"], "gold": 173, "hp": 0, "max_hp": 88}
    assert "Your climbs: 1, 0 won (H lists them)" in stripped(session)
    session.press("H")
    assert box_rows(session)[:2] == ["1 climb, 0 won; the newest first",
                                     "2026-11-18 11:19  IronClad  difficulty 0  act 1 floor 6"]


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
def test_more_climbs_than_fit_scroll_inside_the_box(tmp_path: Path, size: tuple[int, int]) -> None:
    """Nine climbs (36 lines) in a box of 22 rows (80×24) or 30 (100×32): the box keeps its borders and foot, says
    which lines it shows, and PgDn and End bring the oldest climb into view."""
    clock = FakeClock(START)
    store = Store(tmp_path / DATABASE_FILE, clock=clock)
    for floor in range(1, 10):
        clock.advance(60)
        store.record_game("spire", "climb", "lost", {"character": "silent", "act": 1, "floor": floor,
                                                     "difficulty": 0, "killed_by": "Cultist", "gold": floor,
                                                     "relics": ["Tripwire"], "deck": ["Strike"]}, "turns")
    session = ShellSession(GAME, CLIMB, store, size, clock)
    session.press("H")
    lines = session.lines()
    assert len(lines) == size[1] and all(len(line) == size[0] for line in lines)
    assert lines[0].strip().startswith("┌") and lines[-3].strip().startswith("└")  # the status bar's 2 rows below
    shown = size[1] - 2 - 4  # the rows above the status bar less the box's borders, the line saying where, its foot
    rows = box_rows(session)
    assert rows[0] == "9 climbs, 0 won; the newest first" and rows[1].endswith("act 1 floor 9")
    assert rows[-2:] == [f"1–{shown} of 37 · ↑↓/PgUp/PgDn scroll", "H/q/Esc close"]
    session.press("page down")
    top = min(shown - 1, 37 - shown)  # a page is the rows shown less one, and stops at the last line
    assert box_rows(session)[-2] == f"{top + 1}–{top + shown} of 37 · ↑↓/PgUp/PgDn scroll"
    session.press("end")
    rows = box_rows(session)
    assert rows[-6:-2] == ["2026-11-18 11:07  Silent    difficulty 0  act 1 floor 1",
                           "killed by Cultist · — played · 1 gold", "1 relic: Tripwire", "1 card: Strike"]
    session.press("esc")
    assert not session.app.dialogs
