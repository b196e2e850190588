"""arcade/ui/tasks.py: ticks, worker-thread jobs and sliced jobs on a loop whose alarms the test fires by hand."""

from __future__ import annotations

import threading
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

import pytest

from arcade.ui.tasks import Job, SlicedJob, Tick, shown_on


class Loop:
    """Stands in for urwid's MainLoop: keeps the alarms that are set and not removed; fire runs the one due."""

    def __init__(self) -> None:
        self.set: list[tuple[float, Callable[..., object]]] = []
        """Every alarm ever set: (seconds, callback); the handle is the index."""
        self.live: dict[int, tuple[float, Callable[..., object]]] = {}
        self.removed: list[int] = []

    def set_alarm_in(self, sec: float, callback: Callable[..., object], user_data: object = None) -> object:
        self.set.append((sec, callback))
        self.live[len(self.set) - 1] = (sec, callback)
        return len(self.set) - 1

    def remove_alarm(self, handle: object) -> bool:
        assert isinstance(handle, int)
        self.removed.append(handle)
        return self.live.pop(handle, None) is not None

    def waiting(self) -> list[float]:
        """The seconds of the alarms set and not yet fired nor removed."""
        return [sec for sec, _callback in self.live.values()]

    def fire(self) -> None:
        """Run the alarm due, as the loop does: there must be exactly one (a second would be a stale one)."""
        assert len(self.live) == 1, self.live
        handle = next(iter(self.live))
        _sec, callback = self.live.pop(handle)
        callback(self, None)

    def fire_stale(self, handle: int) -> None:
        """Run an alarm that was removed (or replaced) all the same, as one already due when it was removed."""
        self.set[handle][1](self, None)


@dataclass
class Holder:
    """The shell, as far as the tasks are concerned: it holds the loop (or not yet)."""

    loop: Loop | None = field(default_factory=Loop)


def loop_of(holder: Holder) -> Loop:
    assert holder.loop is not None
    return holder.loop


# -- Tick ------------------------------------------------------------------------------------------------
def test_a_one_shot_tick_calls_once_after_its_interval_and_sets_no_other_alarm() -> None:
    holder, calls = Holder(), []
    tick = Tick(holder, lambda: calls.append("tick"), 0.6)
    assert not tick.pending and loop_of(holder).set == []  # nothing before start
    tick.start()
    assert loop_of(holder).waiting() == [0.6] and tick.running
    loop_of(holder).fire()
    assert calls == ["tick"] and loop_of(holder).waiting() == [] and not tick.running and not tick.pending
    tick.cancel()  # nothing pending: nothing to remove
    assert loop_of(holder).removed == []


def test_a_repeating_tick_sets_the_next_alarm_after_each_call_at_the_interval_asked_then() -> None:
    holder, calls = Holder(), []
    speed = [4]
    tick = Tick(holder, lambda: calls.append(len(calls)), lambda: 1 / speed[0], repeat=True)
    tick.start()
    loop_of(holder).fire()
    assert loop_of(holder).waiting() == [pytest.approx(1 / 4)]
    speed[0] = 16  # a new speed applies from the next tick on, the one pending stays
    assert loop_of(holder).removed == []
    loop_of(holder).fire()
    assert loop_of(holder).waiting() == [pytest.approx(1 / 16)] and calls == [0, 1]


def test_start_with_a_delay_and_start_again_replaces_the_pending_alarm() -> None:
    holder = Holder()
    tick = Tick(holder, lambda: None, 1.0, repeat=True)
    tick.start(delay=0.25)
    tick.start()
    assert loop_of(holder).removed == [0] and loop_of(holder).waiting() == [1.0]


def test_cancel_removes_the_alarm_and_one_already_due_does_nothing() -> None:
    holder, calls = Holder(), []
    tick = Tick(holder, lambda: calls.append("tick"), 0.5, repeat=True)
    tick.start()
    loop_of(holder).fire()
    tick.cancel()
    assert loop_of(holder).removed == [1] and loop_of(holder).waiting() == [] and not tick.running
    loop_of(holder).fire_stale(1)
    assert calls == ["tick"] and loop_of(holder).waiting() == []  # no call, and no alarm set by the stale one


def test_pause_holds_the_tick_and_resume_goes_on_one_interval_later() -> None:
    holder, calls = Holder(), []
    tick = Tick(holder, lambda: calls.append("tick"), 0.5, repeat=True)
    tick.resume()  # not started: stays so
    tick.pause()
    assert loop_of(holder).set == [] and not tick.paused
    tick.start()
    tick.pause()
    assert tick.paused and tick.running and loop_of(holder).removed == [0] and loop_of(holder).waiting() == []
    loop_of(holder).fire_stale(0)
    assert calls == []
    tick.resume()
    tick.resume()  # a second resume sets no second alarm
    assert not tick.paused and loop_of(holder).waiting() == [0.5]
    loop_of(holder).fire()
    assert calls == ["tick"] and loop_of(holder).waiting() == [0.5]


def test_reschedule_replaces_the_pending_alarm_and_a_paused_tick_keeps_the_interval_for_later() -> None:
    holder, calls = Holder(), []
    tick = Tick(holder, lambda: calls.append("tick"), 0.25, repeat=True)
    tick.start()
    tick.reschedule(0.125)
    assert loop_of(holder).removed == [0] and loop_of(holder).waiting() == [0.125]
    loop_of(holder).fire_stale(0)  # the replaced alarm was already due: nothing
    assert calls == []
    tick.pause()
    tick.reschedule(1.0)
    assert loop_of(holder).waiting() == []  # paused: still nothing set
    tick.resume()
    assert loop_of(holder).waiting() == [1.0]


def test_an_action_that_cancels_or_pauses_its_own_tick_gets_no_next_alarm() -> None:
    holder = Holder()
    ticks: list[Tick] = []
    ticks.append(Tick(holder, lambda: ticks[0].cancel(), 0.5, repeat=True))
    ticks[0].start()
    loop_of(holder).fire()
    assert loop_of(holder).waiting() == [] and not ticks[0].running
    pausing: list[Tick] = []
    pausing.append(Tick(holder, lambda: pausing[0].pause(), 0.5, repeat=True))
    pausing[0].start()
    loop_of(holder).fire()
    assert loop_of(holder).waiting() == [] and pausing[0].paused
    pausing[0].resume()
    assert loop_of(holder).waiting() == [0.5]


def test_an_action_that_starts_its_own_tick_again_keeps_only_the_alarm_it_set() -> None:
    holder = Holder()
    ticks: list[Tick] = []
    ticks.append(Tick(holder, lambda: ticks[0].start(delay=2.0), 0.5, repeat=True))
    ticks[0].start()
    loop_of(holder).fire()
    assert loop_of(holder).waiting() == [2.0]


def test_without_a_loop_a_tick_does_nothing_until_the_loop_comes() -> None:
    holder, calls = Holder(loop=None), []
    tick = Tick(holder, lambda: calls.append("tick"), 0.5, repeat=True)
    tick.start()
    tick.pause()
    tick.reschedule(0.25)
    tick.cancel()
    assert calls == [] and not tick.pending
    tick.start()
    holder.loop = Loop()
    tick.pause()
    tick.resume()  # the loop is there now
    assert loop_of(holder).waiting() == [0.25]


def test_an_alarm_is_removed_from_the_loop_it_was_set_on() -> None:
    holder = Holder()
    first = loop_of(holder)
    tick = Tick(holder, lambda: None, 0.5)
    tick.start()
    holder.loop = Loop()
    tick.cancel()
    assert first.removed == [0] and first.waiting() == [] and loop_of(holder).removed == []


def test_a_tick_whose_owner_is_no_longer_shown_does_nothing_and_stops() -> None:
    class Shell:
        def __init__(self) -> None:
            self.loop: Loop | None = Loop()
            self.current: object = "the screen"

    shell, calls, gone = Shell(), [], []
    tick = Tick(shell, lambda: calls.append("tick"), 0.5, repeat=True, shown=shown_on(shell, "the screen"),
                gone=lambda: gone.append("gone"))
    tick.start()
    assert shell.loop is not None
    shell.loop.fire()
    assert calls == ["tick"]
    shell.current = "the level list"
    shell.loop.fire()
    assert calls == ["tick"] and gone == ["gone"] and not tick.running and shell.loop.waiting() == []
    assert shown_on(Holder(), "anything")()  # a host that does not say what it shows shows its owner


def test_fire_now_does_what_the_pending_alarm_would_and_removes_it() -> None:
    holder, calls = Holder(), []
    tick = Tick(holder, lambda: calls.append("tick"), 0.5, repeat=True)
    tick.fire_now()  # not running: nothing
    assert calls == []
    tick.start()
    tick.fire_now()
    assert calls == ["tick"] and loop_of(holder).removed == [0] and loop_of(holder).waiting() == [0.5]


# -- Job -------------------------------------------------------------------------------------------------
class Work:
    """A job's work held until the test releases it: records the thread it ran in and what it was asked."""

    def __init__(self, answer: Callable[[], object]) -> None:
        self.answer = answer
        self.release = threading.Event()
        self.thread: threading.Thread | None = None
        self.saw_stop: bool | None = None

    def __call__(self, should_stop: Callable[[], bool]) -> object:
        self.thread = threading.current_thread()
        assert self.release.wait(timeout=60)
        self.saw_stop = should_stop()
        return self.answer()


def delivered_to(log: list[tuple[str, object, threading.Thread]]) -> tuple[Callable[[object], None],
                                                                          Callable[[Exception], None]]:
    """done and failed callbacks that note what came and on which thread."""
    return (lambda result: log.append(("done", result, threading.current_thread())),
            lambda error: log.append(("failed", error, threading.current_thread())))


def test_a_jobs_result_comes_on_the_loops_thread_at_the_first_poll_after_it_is_done() -> None:
    holder, log = Holder(), []
    work = Work(lambda: 42)
    done, failed = delivered_to(log)
    job = Job(holder, work, done, failed, poll=0.1, name="test-job")
    job.start()
    assert job.running and loop_of(holder).waiting() == [0.1]
    loop_of(holder).fire()  # not done yet: looked at again shortly
    assert log == [] and loop_of(holder).waiting() == [0.1]
    work.release.set()
    assert job.future.result(timeout=60) == 42
    assert log == []  # nothing comes from the worker thread itself
    loop_of(holder).fire()
    assert log == [("done", 42, threading.current_thread())] and not job.running
    assert work.thread is not None and work.thread is not threading.current_thread() and work.thread.daemon
    assert work.saw_stop is False and loop_of(holder).waiting() == []


def test_a_jobs_exception_is_delivered_not_lost_and_one_that_is_no_exception_is_raised_on_the_loop() -> None:
    holder, log = Holder(), []
    work = Work(lambda: 1 / 0)
    done, failed = delivered_to(log)
    job = Job(holder, work, done, failed)
    job.start()
    work.release.set()
    with pytest.raises(ZeroDivisionError):
        job.future.result(timeout=60)
    loop_of(holder).fire()
    assert len(log) == 1 and log[0][0] == "failed" and isinstance(log[0][1], ZeroDivisionError)
    assert log[0][2] is threading.current_thread() and loop_of(holder).waiting() == []

    class Halt(BaseException):
        """Like KeyboardInterrupt: not an error to report."""

    def halt() -> None:
        raise Halt

    halting = Work(halt)
    job = Job(holder, halting, done, failed)
    job.start()
    halting.release.set()
    with pytest.raises(Halt):
        job.future.result(timeout=60)
    with pytest.raises(Halt):
        loop_of(holder).fire()
    assert len(log) == 1


def test_a_cancelled_job_sets_its_stop_flag_drops_its_poll_and_delivers_nothing() -> None:
    holder, log = Holder(), []
    work = Work(lambda: "late")
    done, failed = delivered_to(log)
    job = Job(holder, work, done, failed)
    job.start()
    job.cancel()
    assert job.stop.is_set() and not job.running and loop_of(holder).removed == [0]
    assert loop_of(holder).waiting() == []
    work.release.set()
    assert job.future.result(timeout=60) == "late" and work.saw_stop is True  # the work saw the flag
    loop_of(holder).fire_stale(0)
    assert not job.poll() and log == []


def test_a_job_whose_owner_left_is_stopped_at_its_next_poll() -> None:
    class Shell:
        def __init__(self) -> None:
            self.loop: Loop | None = Loop()
            self.current: object = "the screen"

    shell, log = Shell(), []
    work = Work(lambda: "tip")
    done, failed = delivered_to(log)
    job = Job(shell, work, done, failed, shown=shown_on(shell, "the screen"))
    job.start()
    shell.current = None
    assert shell.loop is not None
    shell.loop.fire()
    assert job.stop.is_set() and not job.running and shell.loop.waiting() == []
    work.release.set()
    job.future.result(timeout=60)
    assert not job.poll() and log == []


def test_without_a_loop_a_jobs_result_waits_for_a_poll_by_hand() -> None:
    holder, log = Holder(loop=None), []
    work = Work(lambda: "answer")
    done, failed = delivered_to(log)
    job = Job(holder, work, done, failed)
    job.start()
    assert not job.poll()  # not done yet
    work.release.set()
    job.future.result(timeout=60)
    assert job.poll() and log == [("done", "answer", threading.current_thread())]
    assert not job.poll() and len(log) == 1  # delivered once


# -- SlicedJob ------------------------------------------------------------------------------------------
class Steps:
    """A generator of `slices` pauses (yielding 1, 2, ...) that returns 'end', counting the next() calls."""

    def __init__(self, slices: int, fail_at: int | None = None) -> None:
        self.slices = slices
        self.fail_at = fail_at
        self.made = 0

    def run(self) -> Generator[int, None, str]:
        for made in range(1, self.slices + 1):
            self.made = made
            if made == self.fail_at:
                raise LookupError(f"gave up at {made}")
            yield made
        self.made += 1
        return "end"


def sliced(holder: Holder, steps: Steps) -> tuple[SlicedJob[int, str], list[tuple[str, object]]]:
    log: list[tuple[str, object]] = []
    job = SlicedJob(holder, steps.run(), progress=lambda made: log.append(("progress", made)),
                    done=lambda result: log.append(("done", result)),
                    failed=lambda error: log.append(("failed", error)), pause=0.005)
    return job, log


def test_a_sliced_job_runs_a_slice_a_tick_and_delivers_its_end_on_a_tick_of_its_own() -> None:
    holder, steps = Holder(), Steps(3)
    job, log = sliced(holder, steps)
    job.start()
    assert steps.made == 0 and loop_of(holder).waiting() == [0.005] and job.running  # the key only starts it
    for made in (1, 2, 3):
        loop_of(holder).fire()
        assert steps.made == made and log[-1] == ("progress", made)
    loop_of(holder).fire()  # the generator ends: its end waits for the next tick
    assert steps.made == 4 and ("done", "end") not in log and job.running
    loop_of(holder).fire()
    assert log == [("progress", 1), ("progress", 2), ("progress", 3), ("done", "end")] and not job.running
    assert loop_of(holder).waiting() == [] and len(loop_of(holder).set) == 5


def test_a_sliced_job_started_now_runs_its_first_slice_within_the_call() -> None:
    holder = Holder()
    short, log = sliced(holder, Steps(0))
    short.start(now=True)
    assert log == [("done", "end")] and loop_of(holder).set == []  # ended within the call: delivered at once
    steps = Steps(2)
    longer, log = sliced(holder, steps)
    longer.start(now=True)
    assert steps.made == 1 and log == [("progress", 1)] and loop_of(holder).waiting() == [0.005]


def test_without_a_loop_a_sliced_job_runs_to_its_end_within_the_call() -> None:
    steps = Steps(5)
    job, log = sliced(Holder(loop=None), steps)
    job.start()
    assert steps.made == 6 and log == [("done", "end")] and not job.running


def test_a_sliced_jobs_exception_is_delivered_and_ends_it() -> None:
    holder, steps = Holder(), Steps(5, fail_at=2)
    job, log = sliced(holder, steps)
    job.start()
    loop_of(holder).fire()
    loop_of(holder).fire()
    assert log[0] == ("progress", 1) and log[1][0] == "failed" and isinstance(log[1][1], LookupError)
    assert not job.running and loop_of(holder).waiting() == [] and len(log) == 2


def test_a_cancelled_sliced_job_runs_and_delivers_nothing_more() -> None:
    holder, steps = Holder(), Steps(1)
    job, log = sliced(holder, steps)
    job.start()
    loop_of(holder).fire()
    job.cancel()
    assert loop_of(holder).removed == [1] and loop_of(holder).waiting() == []
    loop_of(holder).fire_stale(1)
    assert steps.made == 1 and log == [("progress", 1)] and not job.running
    ended = Steps(0)
    job, log = sliced(holder, ended)
    job.start()
    loop_of(holder).fire()  # it ends here; its delivery is due on the next tick
    job.cancel()
    loop_of(holder).fire_stale(len(loop_of(holder).set) - 1)
    job.step()
    assert ended.made == 1 and log == []


def test_step_runs_the_next_slice_now_and_removes_its_alarm() -> None:
    holder, steps = Holder(), Steps(2)
    job, log = sliced(holder, steps)
    job.start()
    job.step()
    assert steps.made == 1 and loop_of(holder).removed == [0] and loop_of(holder).waiting() == [0.005]
    while job.running:
        job.step()
    assert log[-1] == ("done", "end") and loop_of(holder).waiting() == []
