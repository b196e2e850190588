"""Work off the key path, on urwid's MainLoop: one module for every screen and the shell.

A key must be answered at once, so anything slower or later than a key runs here, and every result comes back on
the loop's own thread (where drawing is safe):

- `Tick`: a callback the loop's alarm calls once or repeatedly (a timer, a play-back step, a poll); it pauses,
  resumes, reschedules at a new interval and cancels, and never leaves a stale alarm behind (a cancelled alarm
  that fires all the same does nothing).
- `Job`: a function run in a worker thread with a stop flag, polled on a Tick; its result, or its exception (a
  solver bug must not take the arcade down, nor vanish in the thread), is delivered on the loop's thread.
- `SlicedJob`: a generator run a slice (one `next`) per Tick, so a search stays on the loop's thread and keys are
  read between slices; each pause reports its progress and the end delivers the result.

Without a loop (a test's host, or before the shell built its MainLoop) a Tick does nothing, a Job's result waits
for `poll`, and a SlicedJob runs to its end at once. Each may be given `shown` (whether its owner screen is still
on screen): an alarm that fires after its owner left does nothing and ends the task (`gone` is told, if given).
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Generator
from concurrent.futures import Future
from typing import Generic, Protocol, TypeVar

Result = TypeVar("Result")
Progress = TypeVar("Progress")


class AlarmLoop(Protocol):
    """What the tasks use of urwid's MainLoop (tests give a stand-in that records alarms and fires them)."""

    def set_alarm_in(self, sec: float, callback: Callable[..., object]) -> object: ...

    def remove_alarm(self, handle: object) -> bool: ...


class LoopHolder(Protocol):
    """Whatever holds the loop (the shell, through a screen's Host): read at each use, since it may come later."""

    @property
    def loop(self) -> AlarmLoop | None: ...


def shown_on(host: object, owner: object) -> Callable[[], bool]:
    """A `shown` check: whether the shell shows this owner as its current screen. A host that does not say what
    it shows (a test's) counts as showing it."""
    return lambda: getattr(host, "current", owner) is owner


class Tick:
    """A callback on the loop's alarm, `every` seconds (a number, or a function asked at each scheduling so that a
    new speed applies from the next tick): once, or again after each call while it runs (`repeat`).

    start arms it (replacing a pending alarm), cancel stops it, pause and resume hold it without forgetting that it
    runs, reschedule changes the interval (a pending alarm is replaced at once). Only the alarm set last can call
    back: one removed or replaced that the loop fires all the same (it was already due) does nothing.
    """

    def __init__(self, holder: LoopHolder, action: Callable[[], object], every: float | Callable[[], float], *,
                 repeat: bool = False, shown: Callable[[], bool] | None = None,
                 gone: Callable[[], object] | None = None) -> None:
        self.holder = holder
        self.action = action
        self.every = every
        self.repeat = repeat
        self.shown = shown
        self.gone = gone
        self.running = False
        """Started and neither cancelled nor (for a one-shot) fired yet; a paused tick still runs."""
        self.paused = False
        self._pending: tuple[AlarmLoop, object, int] | None = None
        """The alarm set: (the loop it is on, its handle, its serial)."""
        self._serials = itertools.count(1)

    @property
    def pending(self) -> bool:
        """Whether an alarm is set (it calls back when due)."""
        return self._pending is not None

    def interval(self) -> float:
        """Seconds from one tick to the next, as now."""
        return self.every() if callable(self.every) else self.every

    def start(self, delay: float | None = None) -> None:
        """Run (unpaused): the first call in `delay` seconds (default: the interval). Replaces a pending alarm."""
        self.running = True
        self.paused = False
        self._unset()
        self._set(self.interval() if delay is None else delay)

    def cancel(self) -> None:
        """Stop: the pending alarm is removed, and nothing is called until the next start."""
        self.running = False
        self.paused = False
        self._unset()

    def pause(self) -> None:
        """Hold a running tick: its alarm is removed until resume."""
        if self.running:
            self.paused = True
            self._unset()

    def resume(self) -> None:
        """Go on after pause: the next call one interval from now (a tick not running stays so)."""
        if self.running and self.paused:
            self.paused = False
            self._set(self.interval())

    def reschedule(self, every: float | Callable[[], float]) -> None:
        """A new interval; a pending alarm is replaced by one at the new interval from now (a paused or stopped
        tick keeps it for when it goes on)."""
        self.every = every
        if self._pending is not None:
            self._unset()
            self._set(self.interval())

    def fire_now(self) -> None:
        """Do at once what the next alarm would (the pending one is removed), if the tick runs: tests, and 'the
        next one now'. A paused tick stays paused."""
        if self.running:
            self._unset()
            self._run()

    def _set(self, seconds: float) -> None:
        loop = self.holder.loop
        if loop is None or not self.running or self.paused:
            return
        serial = next(self._serials)
        handle = loop.set_alarm_in(seconds, lambda _loop=None, _data=None: self._fire(serial))
        self._pending = (loop, handle, serial)

    def _unset(self) -> None:
        if self._pending is not None:
            loop, handle, _serial = self._pending
            self._pending = None
            loop.remove_alarm(handle)

    def _fire(self, serial: int) -> None:
        """An alarm came: act if it is the one set last, else it is stale (removed or replaced): nothing."""
        if self._pending is None or self._pending[2] != serial:
            return
        self._pending = None
        self._run()

    def _run(self) -> None:
        """The call itself (unless the owner left), then the next alarm if repeating."""
        if self.shown is not None and not self.shown():
            self.cancel()
            if self.gone is not None:
                self.gone()
            return
        if not self.repeat:
            self.running = False
        self.action()
        if self.repeat and self.running and not self.paused and self._pending is None:
            self._set(self.interval())


class Job(Generic[Result]):
    """`work(should_stop)` in a daemon worker thread (it never holds the screen, nor the arcade's exit), polled
    every `poll` seconds on the loop's alarm. Once it is done, on the loop's thread: done(result), or failed(error)
    for the exception it raised (one that is not an Exception, such as KeyboardInterrupt, is raised there again).
    cancel sets the stop flag, which the work is to look at often, and drops the poll: nothing is delivered."""

    def __init__(self, holder: LoopHolder, work: Callable[[Callable[[], bool]], Result],
                 done: Callable[[Result], object], failed: Callable[[Exception], object], *, poll: float = 0.1,
                 name: str = "arcade-job", shown: Callable[[], bool] | None = None) -> None:
        self.work = work
        self.done = done
        self.failed = failed
        self.name = name
        self.future: Future[Result] = Future()
        """Set by the worker thread; read on the loop's thread only once it is done."""
        self.stop = threading.Event()
        """The stop flag: set by cancel, looked at by the work (through the should-stop check it is given)."""
        self.running = False
        """Started, and neither delivered nor cancelled."""
        self._poll = Tick(holder, self.poll, poll, repeat=True, shown=shown, gone=self.cancel)

    def start(self) -> None:
        """Start the worker thread and the poll."""
        self.running = True

        def in_thread() -> None:
            try:
                self.future.set_result(self.work(self.stop.is_set))
            except BaseException as error:  # delivered by the poll, never lost in the thread
                self.future.set_exception(error)

        threading.Thread(target=in_thread, name=self.name, daemon=True).start()
        self._poll.start()

    def poll(self) -> bool:
        """Deliver the result if the work is done (the poll's alarm does this; a test without a loop may too);
        whether it was."""
        if not self.running or not self.future.done():
            return False
        self.running = False
        self._poll.cancel()
        failure: Exception | None = None
        try:
            result = self.future.result()
        except Exception as error:  # the owner reports it (a message), so a bug in the work is seen, not fatal
            failure = error
        if failure is not None:
            self.failed(failure)
        else:
            self.done(result)
        return True

    def cancel(self) -> None:
        """Stop: the flag is set (the thread ends at its next look) and the poll dropped; nothing is delivered."""
        self.stop.set()
        self.running = False
        self._poll.cancel()


class SlicedJob(Generic[Progress, Result]):
    """A generator run on the loop's own thread, a slice (one `next`) per tick `pause` seconds apart, so the loop
    draws and reads keys between slices: progress(what it yielded) after each slice; at its end done(its return
    value), or failed(the exception it raised). An end reached on a tick is delivered on a tick of its own, so the
    last slice's progress is drawn before the (perhaps slow) delivery."""

    def __init__(self, holder: LoopHolder, steps: Generator[Progress, None, Result], *,
                 progress: Callable[[Progress], object], done: Callable[[Result], object],
                 failed: Callable[[Exception], object], pause: float, shown: Callable[[], bool] | None = None) -> None:
        self.holder = holder
        self.steps = steps
        self.progress = progress
        self.done = done
        self.failed = failed
        self.running = False
        """Started, and neither delivered nor cancelled."""
        self._ended: tuple[Result] | None = None
        """The result, once the generator ended on a tick: delivered on the next."""
        self._tick = Tick(holder, lambda: self._slice(on_tick=True), pause, shown=shown, gone=self.cancel)

    def start(self, now: bool = False) -> None:
        """Begin: the first slice on the next tick, or within this call (`now`; an end it reaches is delivered at
        once). Without a loop to come back on, all of it within this call."""
        self.running = True
        if self.holder.loop is None:
            self._run_to_end()
        elif now:
            self._slice(on_tick=False)
        else:
            self._tick.start()

    def step(self) -> None:
        """Do now what the next tick would (its alarm is removed): tests and benchmarks run a job by hand."""
        if self.running:
            self._tick.cancel()
            self._slice(on_tick=True)

    def cancel(self) -> None:
        """Drop the job and its pending tick: nothing more is run or delivered."""
        self.running = False
        self._ended = None
        self._tick.cancel()

    def _slice(self, on_tick: bool) -> None:
        """One next() (or the delivery of an end reached on the last tick), then the next tick."""
        if self._ended is not None:
            self._deliver()
            return
        if self.holder.loop is None:  # no loop to come back on: all of it now
            self._run_to_end()
            return
        failure: Exception | None = None
        try:
            made = next(self.steps)
        except StopIteration as end:
            self._ended = (end.value,)
        except Exception as error:  # the owner says what went wrong (e.g. a search past its limit)
            failure = error
        if failure is not None:
            self._fail(failure)
        elif self._ended is not None:
            if on_tick:
                self._tick.start()  # delivered on the next tick
            else:
                self._deliver()
        else:
            self.progress(made)
            if self.running:
                self._tick.start()

    def _run_to_end(self) -> None:
        failure: Exception | None = None
        try:
            while True:
                next(self.steps)
        except StopIteration as end:
            self._ended = (end.value,)
        except Exception as error:
            failure = error
        if failure is not None:
            self._fail(failure)
        else:
            self._deliver()

    def _deliver(self) -> None:
        assert self._ended is not None
        result = self._ended[0]
        self.cancel()
        self.done(result)

    def _fail(self, error: Exception) -> None:
        self.cancel()
        self.failed(error)
