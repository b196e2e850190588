"""A level's history (h on a level list): its past games kept with their replays, the most recent first, each with
its figures and when it ended; choosing one plays it back as a best is watched (watching.py), and any key after
it comes back here. It reaches the shell through HistoryHost, as the lists reach it through ListsHost."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import urwid

from arcade.keys import KeyTable
from arcade.levels import Level
from arcade.records import LOST_MARK, SOLVED_MARK
from arcade.registry import Game
from arcade.store import FinishedGame, KeptPlay, Store, StoreError
from arcade.ui.lists import HISTORY_KEYS, MENU_SIZE
from arcade.ui.menu import MenuEntry, MenuList, menu_footer
from arcade.ui.saving import saved_when

NOTHING_KEPT = "No game of {title} kept yet: a game won or lost is kept with its replay."


class HistoryHost(Protocol):
    """What a level's history needs of the shell: the store and its clock, a place to show, the status line, and
    playing a kept game back."""

    store: Store
    clock: Callable[[], float]

    def show(self, place: str, widget: urwid.Widget, table: KeyTable, min_size: tuple[int, int],
             message: str = "") -> None: ...

    def set_message(self, message: str) -> None: ...

    def watch_record(self, game: Game, level: Level, record: dict[str, Any], figures: dict[str, Any],
                     seconds: float | None, back: Callable[[], None], what: str = ...) -> None: ...


def play_words(game: Game, play: KeptPlay) -> str:
    """A past game in a few words: its mark and outcome, the figure its best is kept by, and 'with help'."""
    mark = LOST_MARK if play.outcome == "lost" else SOLVED_MARK
    figure = game.best_figure(play.figures)
    return " ".join(filter(None, (mark, play.outcome, f"· {figure}" if figure else "",
                                  "· with help" if play.assisted else "")))


def play_detail(game: Game, play: KeptPlay, level: Level) -> str:
    """The game's own line for it (its history's: Pokémon's time, 3BV, 3BV/s, clicks and efficiency), without the
    level and the outcome; '' for a game that keeps no history."""
    lines = game.history_lines([FinishedGame(level.name, play.outcome, play.figures, play.assisted, None,
                                             play.ended_at)])
    line = lines[1].strip() if len(lines) > 1 else ""  # after the history's heading: the game's first line
    return " ".join(line.removeprefix(level.name).split()[1:])  # without the level and the outcome said already


class LevelHistory:
    """The history place: the level shown, and where q/Esc goes back to (its level list)."""

    def __init__(self, host: HistoryHost) -> None:
        self.host = host
        self.back: Callable[[], None] = lambda: None

    def show(self, game: Game, level: Level, back: Callable[[], None]) -> None:
        """The level's past games, or a line saying there is none yet (the list stays)."""
        try:
            plays = self.host.store.level_games(game.id, level.name)
        except StoreError as error:
            self.host.set_message(f"The history could not be read ({error}).")
            return
        if not plays:
            self.host.set_message(NOTHING_KEPT.format(title=level.title))
            return
        self.back = back
        now = self.host.clock()
        entries = [MenuEntry(("menu", f"  {play_words(game, play)}"), ("blurb", play_detail(game, play, level)),
                             lambda play=play: self.watch(game, level, play),
                             aside=("blurb", saved_when(play.ended_at, now) if play.ended_at is not None else ""))
                   for play in plays]
        heading = urwid.Pile([urwid.Text(("title", f"{level.title}: past games"), align=urwid.Align.CENTER),
                              urwid.Text(("blurb", "the most recent first; Enter plays one back"),
                                         align=urwid.Align.CENTER)])
        self.host.show("history", MenuList(heading, entries, menu_footer()), HISTORY_KEYS, MENU_SIZE)

    def watch(self, game: Game, level: Level, play: KeptPlay) -> None:
        """Play this past game back; any key after it comes back to this history."""
        record = self.host.store.replay_of(play.row)
        if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
            self.host.set_message("That game cannot be played back (its replay is missing).")
            return
        when = saved_when(play.ended_at, self.host.clock()) if play.ended_at is not None else "long ago"
        back_to_list = self.back
        self.host.watch_record(game, level, record, play.figures, play.seconds,
                               lambda: self.show(game, level, back_to_list), f"the game of {when}")

    def leave(self) -> None:
        """Back to the level list the history was opened from."""
        self.back()
