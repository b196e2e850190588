"""The page of past climbs in the real arcade on a pty at 80×24 (read through pyte): three climbs kept in the store
beforehand (the greedy IronClad climb of seed 2 lost, a Watcher climb won, a daily climb), counted on the character
page, listed by H newest first with the daily one marked, and closed by q and Esc alike."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from arcade.games.spire.climb.bots import greedy_bot, play_climb
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import CURRENT_RULES
from arcade.store import DATABASE_FILE, Store
from tests.pty_screen import TerminalSession
from tests.shell_session import FakeClock

START = 1_795_000_000.0
"""2026-11-18 11:06 UTC: the first climb kept ends then (the arcade runs with TZ=UTC, so the dates are exact)."""


def keep_three_climbs(data: Path) -> None:
    """The store the arcade will open: a climb lost, a daily climb won and a climb won, a minute apart."""
    clock = FakeClock(START)
    store = Store(data / DATABASE_FILE, clock=clock)
    lost = play_climb(Climb("ironclad", 2, 0, 0, CURRENT_RULES), greedy_bot, random.Random(1))
    store.record_game("spire", "climb", lost.phase, lost.figures(), "turns", seconds=754.0)
    won = {"turns": 310, "character": "watcher", "act": 3, "floor": 51, "difficulty": 0, "killed_by": "",
           "gold": 99, "relics": ["Still Mind", "Wyrm Scale"], "deck": ["Strike", "Strike", "Eruption"]}
    clock.advance(60)
    store.record_game("spire", "daily-2026-11-18", "won", won | {"character": "silent", "rule": 2}, "turns",
                      seconds=3725.0)
    clock.advance(60)
    store.record_game("spire", "climb", "won", won, "turns", seconds=59.0)
    store.close()


def box(session: TerminalSession) -> list[str]:
    """The text inside the box on the pty's screen, its borders and margins left out."""
    return [line.strip()[1:-1].strip() for line in session.screen.display if line.strip().startswith("│")]


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_the_page_of_past_climbs_in_the_real_arcade(tmp_path: Path, sessions: list[TerminalSession]) -> None:
    data = tmp_path / "data"
    data.mkdir()
    keep_three_climbs(data)
    session = TerminalSession(["spire", "climb"], 80, 24, {"TZ": "UTC"}, data_dir=data)  # the page's dates are local
    sessions.append(session)  # closed when the test ends
    session.wait_for("Your climbs: 2, 1 won (H lists them)")
    assert "unlocked: 0-1" in session.text()  # the Watcher's climb won at difficulty 0 opened the next
    session.press("H")
    session.wait_for("the newest first")
    session.wait_for("H/q/Esc close")  # the box drawn to its foot, not only begun
    assert box(session) == [
        "2 climbs, 1 won, and 1 daily climb; the newest first",
        "2026-11-18 11:08  Watcher   difficulty 0  act 3 floor 51",
        "won · 0:59 played · 99 gold",
        "2 relics: Still Mind, Wyrm Scale",
        "3 cards: 2 Strike, Eruption",
        "2026-11-18 11:07  Silent    daily climb   act 3 floor 51",
        "won · 1:02:05 played · 99 gold",
        "2 relics: Still Mind, Wyrm Scale",
        "3 cards: 2 Strike, Eruption",
        "2026-11-18 11:06  IronClad  difficulty 0  act 1 floor 6",
        "killed by JawWorm · 12:34 played · 173 gold",
        "1 relic: Ember Heart",
        "15 cards: 5 Strike, 4 Defend, Bash, Forgewall, Ironsweep, Emberburst,",
        "Shatter, Flashburn",
        "",
        "H/q/Esc close"]
    session.press("q")
    session.wait_gone("the newest first")
    assert "Choose your character" in session.text()
    session.press("H")
    session.wait_for("the newest first")
    session.press("esc")
    session.wait_gone("the newest first")
    session.wait_for("Your climbs: 2, 1 won (H lists them)")
