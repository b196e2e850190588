"""The Daily place: a day's challenges (arcade/daily.py), each opened on its game's screen, with each one's result,
the streaks and the line to share.

A challenge's first play that ends is the day's result (GameScreen keeps it, records.py says what counts); opening
one already played says the play is for fun. Leaving a challenge comes back here (App.back_to_menu). The page reaches
the shell through `DailyHost`, what it needs of it (the App is one), so this module never imports app.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import urwid

from arcade.daily import Challenge, challenges, result_words, share_text, short_title, streak_words, streaks, today
from arcade.keys import KeyTable
from arcade.levels import Level
from arcade.records import DailyResult
from arcade.registry import Game
from arcade.store import Store
from arcade.ui.lists import DAILY_KEYS, MENU_SIZE
from arcade.ui.menu import MenuEntry, MenuList, menu_footer
from arcade.ui.saving import saved_marks

FOR_FUN = "You played this daily for the record already: this play is for fun."
"""What opening a challenge whose result is kept says."""
STREAKS_WORDS = "Streaks (days won in a row):"
"""The line of each game's current streak (its longest, played and won are on Records and `arcade stats`)."""


class DailyHost(Protocol):
    """What the Daily page needs of the shell: the clock (the day), the store (results and saves), showing the page,
    opening a challenge and saying it is for fun once its screen is shown."""

    store: Store
    clock: Callable[[], float]
    place: str
    """The kind of screen shown ("game" once a challenge opened)."""

    def show(self, place: str, widget: urwid.Widget, table: KeyTable, min_size: tuple[int, int],
             message: str = "") -> None:
        """Show a place: its widget, the shell's keys there, its minimum size and a status-line message."""

    def start_level(self, game: Game, level: Level | None) -> None:
        """Open the game's screen on a level, its saved play resumed."""

    def set_message(self, message: str) -> None:
        """Show a short message in the status bar."""


class DailyPage:
    """Builds and shows the Daily place on its host."""

    def __init__(self, host: DailyHost) -> None:
        self.host = host
        self.day = today(host.clock)
        """The day shown last (today's, or the one `arcade daily --date` asked for, or a challenge's left)."""

    def show(self, day: str | None = None, message: str = "", focus: int = 0) -> None:
        """The day's challenges (today's when no day is given: the UTC date on the shell's clock now, so an arcade
        left open past midnight offers the new day's), the cursor on the challenge at `focus`."""
        host = self.host
        self.day = day if day is not None else today(host.clock)
        found = challenges(self.day)
        results = host.store.daily_results()
        of_day = {result.game: result for result in results if result.day == self.day}
        saves = saved_marks(host.store.saved_games())
        entries = [self._entry(one, of_day.get(one.game.id), saves.get((one.game.id, one.level.name)))
                   for one in found]
        per_game, whole = streaks(results, self.day)
        # each game's streak in one line (longest, played and won are on Records), so that the challenges, the
        # streaks and the share line fit the 80×24 terminal together
        each = " · ".join(f"{short_title(one.game)} {per_game[one.game.id].current}" for one in found)
        lines = [urwid.Padding(urwid.Text(("blurb", f"{STREAKS_WORDS} {each}")), left=2),
                 urwid.Text(("blurb", f"  All {len(found)}: {streak_words(whole)}"))]
        if of_day:
            lines += [urwid.Divider(), urwid.Text(("menu", share_text(self.day, found, results)))]
        heading = urwid.Pile([
            urwid.Text(("title", f"Daily · {self.day}"), align=urwid.Align.CENTER),
            urwid.Text(("blurb", "the same challenges on every machine on this date (UTC); the first play counts"),
                       align=urwid.Align.CENTER),
        ])
        page = MenuList(heading, [*entries, urwid.Divider(), *lines], menu_footer())
        page.focus_on(min(focus, len(entries) - 1))
        host.show("daily", page, DAILY_KEYS, MENU_SIZE, message)

    def _entry(self, one: Challenge, result: DailyResult | None, saved: str | None) -> MenuEntry:
        """A challenge's line: its title, at the right its result (or how far its saved play got), its blurb."""
        aside = f"saved: {saved}" if saved is not None and result is None else \
            result_words(one, result) if result is not None else "not played yet"
        label = f"  {short_title(one.game)} · {one.level.title.removeprefix('Daily: ')}"
        return MenuEntry(("menu", label), ("blurb", one.level.blurb), lambda: self.open(one), aside=aside)

    def open(self, one: Challenge) -> None:
        """Open a challenge on its game's screen (its saved play resumed); one already played is for fun."""
        host = self.host
        played = any(result.game == one.game.id for result in host.store.daily_results(one.day))
        host.start_level(one.game, one.level)
        if played and host.place == "game":
            host.set_message(FOR_FUN)

    def focus_of(self, game_id: str) -> int:
        """Where a game's challenge stands on the page."""
        return next((index for index, one in enumerate(challenges(self.day)) if one.game.id == game_id), 0)
