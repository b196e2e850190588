"""What both Sokoban screens share: the tip, searched for by a solver in a worker thread and polled on the loop's
alarm (a tasks.Job), its key and words; a tip is help (GameScreen.offer_help asks before the first of a play).

Fancy Sokoban's screen (screen.py) and classic Sokoban's (classic_screen.py) both subclass SokobanBaseScreen; each
says how its tip is searched for (`hint_job`) and draws the tip shown (`hint`). Neither imports the other.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

from arcade.keys import Binding
from arcade.ui.game import Action, GameScreen
from arcade.ui.tasks import Job, shown_on

Position = tuple[int, int]

HINT = Binding("hint", ("t",), "tip", "A tip: the next push toward a solution; t again makes it (help: no best)")
HINT_SHOWN = "hint shown"
"""The saved action of a hint being shown: from then on the play is helped (never a best)."""
HINT_POLL_SECONDS = 0.1
"""How often the screen looks whether the hint's search (in a worker thread) is done."""
THINKING = "Thinking… (any key stops)"
NO_HINT = "No solution found from here: undo a few moves, then ask again."
HINT_STOPPED = "Hint stopped."
NO_TIP_NOW = "The level is over: no tip to give."
TIP_HELP = "A tip"
"""What a tip is called in the help question (GameScreen.offer_help)."""
DIRECTION_WORDS = {"u": "up", "d": "down", "l": "left", "r": "right"}
HINT_ARROWS = {"u": "↑", "d": "↓", "l": "←", "r": "→"}
"""The arrow drawn on the cell a hinted crate goes to (in the hint colour)."""


@dataclass(frozen=True)
class Hint:
    """The next push toward a solution: the actions that make it (walk, then push), the crate, the way it goes."""

    actions: tuple[Action, ...]
    crate: Position
    direction: str
    """u, d, l or r."""
    walk: str
    """The walk before the push in LURD letters ("" if none)."""

    @property
    def destination(self) -> Position:
        d_row, d_col = {"u": (-1, 0), "d": (1, 0), "l": (0, -1), "r": (0, 1)}[self.direction]
        return self.crate[0] + d_row, self.crate[1] + d_col

    def words(self) -> str:
        """The hint for the status line (rows and columns count from 1)."""
        row, col = self.crate
        walk = f" (walk {self.walk} first)" if self.walk else ""
        return f"Tip: push the crate at row {row + 1}, column {col + 1} {DIRECTION_WORDS[self.direction]}{walk}; " \
               "t does it."


HintJob = Callable[[Callable[[], bool]], "Hint | None"]
"""A hint's search: given a should-stop check, the hint (None: no solution found, or stopped)."""


class SokobanBaseScreen(GameScreen):
    """A Sokoban screen with tips: t shows the next push toward a solution (searched for in a worker thread; any
    key stops the search), t again makes it. A subclass calls init_hints before it first draws its board, and
    gives hint_job, refresh and `finished`."""

    saves_games = True
    finished: bool
    """The level is solved or lost: no tip is searched for."""

    def refresh(self) -> None:
        """Redraw the board (with the tip shown, if any) and the panel."""
        raise NotImplementedError

    def init_hints(self) -> None:
        """No hint shown, none being searched for."""
        self.hint: Hint | None = None
        self.hint_search: Job[Hint | None] | None = None
        """The last search for a hint (running until its hint is shown, or it is stopped)."""

    @property
    def hint_future(self) -> Future[Hint | None] | None:
        """The search under way's answer to come (None: no search under way)."""
        search = self.hint_search
        return search.future if search is not None and search.running else None

    @property
    def hint_stop(self) -> threading.Event:
        """The last search's stop flag (a flag never set if there was none)."""
        return self.hint_search.stop if self.hint_search is not None else threading.Event()

    def hint_job(self) -> HintJob:
        """The search for the next push from the position in play (a snapshot: the job never reads the model)."""
        raise NotImplementedError

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        """While a hint is being searched for any key stops it; any key of the table but t (ask_hint: ask for a hint,
        or make the one shown) forgets the hint shown."""
        if self.hint_future is not None:
            self.stop_hint()
            self.host.set_message(HINT_STOPPED)
            return None
        row = self.table.row_for(key)
        if row is not None and row.binding != HINT:
            self.forget_hint()
        return super().keypress(size, key)

    def ask_hint(self) -> None:
        """The tip key: make the hint shown, or start searching for one (once the level is over, says so)."""
        if self.finished:
            self.host.set_message(NO_TIP_NOW)
            return
        hint = self.hint
        if hint is not None:
            self.hint = None
            for action in hint.actions:
                if self.finished:
                    break
                self.take(action)
            self.refresh()
            return
        self.offer_help(TIP_HELP, self.search_hint)

    def search_hint(self) -> None:
        """Start searching for the next push (in a worker thread, looked at on the loop's alarm)."""
        self.hint_search = Job(self.host, self.hint_job(), self.show_hint, self.hint_failed, poll=HINT_POLL_SECONDS,
                               name="sokoban-hint", shown=shown_on(self.host, self))
        self.hint_search.start()
        self.host.set_message(THINKING)

    def show_hint(self, hint: Hint | None) -> None:
        """The search's answer (on the loop's thread): show the hint, or say there is none."""
        if hint is None:
            self.host.set_message(NO_HINT)
            return
        self.hint = hint
        self.take(HINT_SHOWN)
        self.refresh()
        self.host.set_message(hint.words())

    def hint_failed(self, error: Exception) -> None:
        """The search raised: a solver bug must not take the game down, so say so instead."""
        self.host.set_message(f"The hint failed: {error}.")

    def stop_hint(self) -> None:
        """Stop the search in progress (its thread ends at its next look at the flag; its poll is dropped)."""
        if self.hint_search is not None:
            self.hint_search.cancel()

    def forget_hint(self) -> None:
        """Drop the hint shown (the position is about to change or the player chose otherwise)."""
        if self.hint is not None:
            self.hint = None
            self.refresh()

    def on_leave(self) -> None:
        self.stop_hint()
        super().on_leave()
