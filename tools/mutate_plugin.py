"""A pytest plugin for mutation runs (tools/mutate.py loads it with `-p mutate_plugin`; nothing else does).

While mutmut records which tests call which function (its "stats" phase) it tells the mutated code so through the
MUTANT_UNDER_TEST variable, and code run in a child process (tests of the real `arcade` command) then looks for
mutmut's settings in the child's working folder, which a test may have set elsewhere, and fails. mutmut keeps
the phase in the test process itself too, so the variable is dropped here: children run the code unmutated and
unrecorded, as mutmut could not record them anyway. When mutants are tested the variable stays, so a child runs
the mutant as its parent does.
"""

from __future__ import annotations

import os

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    if os.environ.get("MUTANT_UNDER_TEST") == "stats":
        del os.environ["MUTANT_UNDER_TEST"]
