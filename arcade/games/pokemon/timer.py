"""The seconds a Pokémon game has been played: a timer that starts at the first reveal, ticks each second on the
main loop (a tasks.Tick), pauses while a dialog or the help is open and freezes at the end (a loss taken back
counts on)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from arcade.ui.game import Host
from arcade.ui.tasks import Tick, shown_on


class PlayTimer:
    """The timer part of the Pokémon screen (a base class of PokemonScreen): the moments it started, stopped and
    paused, on a clock tests can replace; show_time redraws the time each second."""

    host: Host
    clock: Callable[[], float]
    started_at: float | None
    stopped_at: float | None
    paused_at: float | None

    def _init_timer(self, clock: Callable[[], float]) -> None:
        """Not counting, on this clock."""
        self.clock = clock
        self.started_at = self.stopped_at = self.paused_at = None

    def follow_clock(self, clock: Callable[[], float]) -> None:
        """Count on this clock from now on (a cast draws a kept game on the time it was played)."""
        self.clock = clock

    @cached_property
    def _second(self) -> Tick:
        """Redraws the time at each whole second of play (made at first use: the screen's host comes after
        _init_timer)."""
        return Tick(self.host, self._tick, self._to_next_second, repeat=True, shown=shown_on(self.host, self))

    def show_time(self) -> None:
        """Redraw what shows the time (the screen's panel)."""
        raise NotImplementedError

    def elapsed(self) -> int:
        """Whole seconds of play since the first reveal (not counting time under dialogs; frozen at the end)."""
        return int(self.elapsed_seconds())

    def elapsed_seconds(self) -> float:
        """Seconds of play since the first reveal, fractions included (what a saved game keeps)."""
        if self.started_at is None:
            return 0.0
        end = next((moment for moment in (self.stopped_at, self.paused_at) if moment is not None), None)
        return (end if end is not None else self.clock()) - self.started_at

    def timer_running(self) -> bool:
        """Whether the clock is counting."""
        return self.started_at is not None and self.stopped_at is None and self.paused_at is None

    def _start_timer(self) -> None:
        """Start counting (once per game)."""
        if self.started_at is None:
            self.started_at = self.clock()
            self._schedule_tick()

    def _to_next_second(self) -> float:
        """Seconds until the next whole second of play (never less than 0.01)."""
        assert self.started_at is not None
        return max(1.0 - (self.clock() - self.started_at) % 1.0, 0.01)

    def _schedule_tick(self) -> None:
        """Tick at each next whole second of play, from now on (if the clock is counting)."""
        if self.timer_running():
            self._second.start()

    def _tick(self) -> None:
        """One second later: redraw the time (the next tick follows, while the clock counts)."""
        if self.timer_running():
            self.show_time()
        else:
            self._second.cancel()

    def _stop_timer(self) -> None:
        """Freeze the time and drop the pending tick."""
        if self.started_at is not None and self.stopped_at is None:
            self.stopped_at = self.paused_at if self.paused_at is not None else self.clock()
            self.paused_at = None
        self._second.cancel()

    def _continue_timer(self) -> None:
        """Count on from where the timer stopped (after a loss taken back)."""
        if self.started_at is not None and self.stopped_at is not None:
            self.started_at += self.clock() - self.stopped_at
            self.stopped_at = None
            self._schedule_tick()

    def _reset_timer(self) -> None:
        """Back to 0 s, not counting (a new board)."""
        self._second.cancel()
        self.started_at = self.stopped_at = self.paused_at = None

    def on_dialog(self, open_: bool) -> None:
        """The timer pauses while a dialog or the help is open."""
        if open_ and self.timer_running():
            self.paused_at = self.clock()
            self._second.pause()
        elif not open_ and self.paused_at is not None and self.started_at is not None:
            self.started_at += self.clock() - self.paused_at
            self.paused_at = None
            self.show_time()
            self._second.resume()
