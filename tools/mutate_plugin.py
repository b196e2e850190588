"""A pytest plugin for mutation runs (tools/mutate.py loads it with `-p mutate_plugin`; nothing else does).

While mutmut records which tests call which function (its "stats" phase) it tells the mutated code so through the
MUTANT_UNDER_TEST variable, and code run in a child process (tests of the real `arcade` command) then looks for
mutmut's settings in the child's working folder, which a test may have set elsewhere, and fails. mutmut keeps
the phase in the test process itself too, so the variable is dropped here: children run the code unmutated and
unrecorded, as mutmut could not record them anyway. When mutants are tested the variable stays, so a child runs
the mutant as its parent does.

While a mutant is tested, each test has a time limit of its own (`limit_for`: a few times what it took in the
stats phase, plus a margin): mutmut's own limit is for all of a mutant's tests together, in CPU seconds, doubled,
so a mutant that loops in the first of a climb's thousand tests ran for a quarter of an hour before it was counted
caught. A test past its limit fails (`OverTimeLimit`), which catches the mutant as mutmut's limit would have.

While a mutant is tested its tests also run fastest first (`fastest_first`, by the same durations): mutmut stops at a
mutant's first failing test, and hands pytest the tests in no useful order, so a mutant one quick exact test catches
was often first put through a climb of a thousand fights.
"""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Generator
from pathlib import Path
from types import FrameType

import pytest

STATS_FILES = (Path("mutmut-stats.json"), Path("mutants") / "mutmut-stats.json")
"""mutmut's record of each test's duration in the stats phase: in the folder mutants are tested in (mutants/), or
under the area's folder."""
LIMIT_FACTOR, LIMIT_MARGIN = 3.0, 10.0
"""A test's limit while a mutant is tested: this many times its stats-phase duration, plus this many seconds."""


class OverTimeLimit(BaseException):
    """A test ran past its limit under a mutant (a BaseException, so that no `except Exception` in the code under
    test swallows it)."""


def durations(paths: tuple[Path, ...] = STATS_FILES) -> dict[str, float]:
    """Each test's stats-phase duration in seconds by node id, from the first of `paths` that can be read (empty
    when none can)."""
    for path in paths:
        try:
            recorded = json.loads(path.read_text(encoding="utf-8")).get("duration_by_test", {})
        except (OSError, ValueError, AttributeError):
            continue
        return {name: float(seconds) for name, seconds in recorded.items() if isinstance(seconds, (int, float))}
    return {}


def under_a_mutant(mutant: str | None) -> bool:
    """Whether MUTANT_UNDER_TEST names a mutant (not the stats phase, the clean run or mutmut's forced failure)."""
    return bool(mutant) and "__mutmut_" in str(mutant)


def limit_for(node_id: str, known: dict[str, float], mutant: str | None) -> float | None:
    """The seconds this test may take while `mutant` is tested; None (no limit of ours) outside the testing of a
    mutant (the stats phase, the clean run, mutmut's forced failure) or for a test with no recorded duration."""
    if not under_a_mutant(mutant) or node_id not in known:
        return None
    return LIMIT_FACTOR * known[node_id] + LIMIT_MARGIN


def fastest_first(node_ids: list[str], known: dict[str, float]) -> list[int]:
    """The positions of `node_ids` in the order to run them: by their stats-phase durations, shortest first, a test
    with none recorded first of all (it is new, so likely one of the exact tests written for a survivor), ties in
    their collected order."""
    return sorted(range(len(node_ids)), key=lambda index: known.get(node_ids[index], 0.0))


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    if os.environ.get("MUTANT_UNDER_TEST") == "stats":
        del os.environ["MUTANT_UNDER_TEST"]
    session.config.stash[_KNOWN] = durations()


_KNOWN = pytest.StashKey[dict[str, float]]()


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under a mutant, the collected tests run fastest first (see `fastest_first`); otherwise as collected."""
    if under_a_mutant(os.environ.get("MUTANT_UNDER_TEST")):
        order = fastest_first([item.nodeid for item in items], config.stash.get(_KNOWN, {}))
        items[:] = [items[index] for index in order]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, None, None]:
    """The test's setup, call and teardown under its limit (a fixture may loop under a mutant as well)."""
    limit = limit_for(item.nodeid, item.config.stash.get(_KNOWN, {}), os.environ.get("MUTANT_UNDER_TEST"))
    if limit is None:
        yield
        return

    def expire(signum: int, frame: FrameType | None) -> None:
        raise OverTimeLimit(f"{item.nodeid} ran past its limit of {limit:.0f} s under this mutant")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
