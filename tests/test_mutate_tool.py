"""tools/mutate.py and `make mutate`: the areas name real modules and fast tests, the list of equivalent mutants
is well formed, a mutant's change reads alike after unrelated edits, and the mutation extra stays out of `make
test`."""

from __future__ import annotations

import glob
import importlib
import sys
from pathlib import Path

import pytest

from tests import test_packaging
from tests.test_packaging import ROOT, installs, make

sys.path.insert(0, str(ROOT / "tools"))
import mutate

checkout = test_packaging.checkout
"""The Makefile and pyproject.toml in a folder of their own with a stand-in python (tests/test_packaging.py)."""


@pytest.mark.parametrize("area", mutate.AREAS, ids=lambda area: area.name)
def test_each_area_mutates_existing_modules_with_fast_tests_that_exist(area: mutate.Area) -> None:
    for pattern in area.modules:
        assert glob.glob(pattern, root_dir=ROOT), pattern
    tests = mutate.area_test_files(area)
    assert tests and all((ROOT / test).is_file() for test in tests)
    assert not any(mutate.uses_a_pty(ROOT / test) for test in tests)


def test_pty_tests_are_left_out() -> None:
    assert mutate.uses_a_pty(ROOT / "tests" / "acorn" / "test_screen.py")
    assert "tests/acorn/test_screen.py" not in mutate.area_test_files(mutate.AREA_BY_NAME["models"])


def test_an_areas_mutmut_settings_name_its_modules_and_tests() -> None:
    import tomllib

    area = mutate.AREA_BY_NAME["store"]
    settings = tomllib.loads(mutate.mutmut_config(area))
    assert settings["tool"]["mutmut"]["only_mutate"] == ["arcade/store.py", "arcade/stats.py"]
    assert settings["tool"]["mutmut"]["pytest_add_cli_args_test_selection"] == mutate.area_test_files(area)
    assert settings["tool"]["pytest"]["ini_options"]["testpaths"] == ["tests"]


def test_every_equivalent_mutant_is_named_and_has_a_reason() -> None:
    listed = mutate.load_equivalents()
    modules = {path.removesuffix(".py").replace("/", ".") for area in mutate.AREAS for pattern in area.modules
               for path in glob.glob(pattern, root_dir=ROOT)}
    for entry in listed:
        assert entry.module in modules, entry
        assert entry.function and "  =>  " in entry.change and entry.reason.strip(), entry
        found: object = importlib.import_module(entry.module)
        for part in entry.function.split("."):  # a function moved or renamed leaves its entries stale
            assert hasattr(found, part), f"{entry.module} has no {entry.function}: {entry.change}"
            found = getattr(found, part)
    assert len({(entry.module, entry.function, entry.change) for entry in listed}) == len(listed), "listed twice"


def test_a_change_is_described_by_its_lines_not_their_numbers() -> None:
    diff = ("--- arcade/store.py\n+++ arcade/store.py\n@@ -3,4 +3,4 @@\n def f(x):\n-    return x + 1\n"
            "+    return x - 1\n")
    moved = diff.replace("@@ -3,4 +3,4 @@", "@@ -30,4 +30,4 @@")
    assert mutate.describe_change(diff) == mutate.describe_change(moved) == "return x + 1  =>  return x - 1"


def test_mangled_names_read_as_written() -> None:
    assert mutate.readable_function("x_plain_run") == "plain_run"
    assert mutate.readable_function("xǁStoreǁdrop_save") == "Store.drop_save"


def test_the_rate_counts_equivalent_mutants_apart() -> None:
    equivalent = mutate.Equivalent("arcade.store", "f", "a  =>  b", "no caller sees it")
    result = mutate.AreaResult("store", [
        mutate.Mutant("m1", "arcade.store", "f", "killed"),
        mutate.Mutant("m2", "arcade.store", "f", "timeout"),
        mutate.Mutant("m3", "arcade.store", "f", "survived", equivalent=equivalent),
        mutate.Mutant("m4", "arcade.store", "f", "no tests"),
        mutate.Mutant("m5", "arcade.store", "f", "not checked"),
    ])
    assert [mutant.name for mutant in result.survivors] == ["m4"]
    assert result.unchecked == ["m5"]  # `--again` tests it, and after its run any mutant born of a changed function
    assert result.kill_rate == pytest.approx(2 / 3)


def test_make_mutate_installs_its_extra_once_and_make_test_never_does(checkout: tuple[Path, Path]) -> None:
    folder, log = checkout
    make(folder, log, "test")
    lines = make(folder, log, "mutate")
    assert installs(lines) == ["python -m pip install --quiet -e .[test,mutate]"]
    assert lines[-1] == "python tools/mutate.py"
    assert installs(make(folder, log, "mutate")) == []
    assert installs(make(folder, log, "test")) == []
    assert "mutmut" not in (ROOT / "pyproject.toml").read_text(encoding="utf-8").split("test = [")[1].split("\n")[0]


def test_the_three_climb_areas_share_out_every_climb_module_once() -> None:
    """The climb is split in three areas (run, fight, content) to fit a run on the shared machine: a module added to
    arcade/games/spire/climb/ must land in exactly one of them, or it is never mutated (or mutated twice)."""
    on_disk = {path.stem for path in (ROOT / "arcade/games/spire/climb").glob("*.py")}
    parts = (mutate.CLIMB_RUN, mutate.CLIMB_FIGHT, mutate.CLIMB_CONTENT)
    assert set().union(*parts) == on_disk
    assert sum(len(part) for part in parts) == len(on_disk)


def test_every_module_of_the_package_is_mutated_by_one_area_or_left_out_with_a_reason() -> None:
    """A module added to the package lands in an area or on NOT_MUTATED with why, or this fails: no module is left
    out of mutation testing unseen, none mutated twice, and no entry of NOT_MUTATED is stale."""
    assert mutate.unaccounted_modules() == []
    assert {path: areas for path, areas in mutate.mutated_modules().items() if len(areas) > 1} == {}
    for pattern, reason in mutate.NOT_MUTATED.items():
        assert mutate.not_mutated(pattern), pattern
        assert reason.strip(), pattern
    assert "arcade/games/sokoban/classic/model.py" in mutate.mutated_modules()
    assert "arcade/ui/app.py" in mutate.not_mutated("arcade/ui/*.py")
    assert "arcade/ui/game.py" not in mutate.not_mutated("arcade/ui/*.py")


# --- the plugin's time limit of each test under a mutant ----------------------------------------------------------

import mutate_plugin  # noqa: E402  (tools/ is on the path above)


def test_a_test_is_limited_only_while_a_mutant_is_tested_and_by_its_own_duration() -> None:
    """Three times the stats phase's duration plus ten seconds, under a mutant's name; no limit of ours in the stats
    phase, the clean run, mutmut's forced failure, or for a test with no recorded duration."""
    known = {"tests/test_a.py::test_one": 2.0}
    mutant = "arcade.store.x_save__mutmut_3"
    assert mutate_plugin.limit_for("tests/test_a.py::test_one", known, mutant) == 16.0
    for outside in (None, "", "stats", "fail"):
        assert mutate_plugin.limit_for("tests/test_a.py::test_one", known, outside) is None
    assert mutate_plugin.limit_for("tests/test_a.py::test_two", known, mutant) is None


def test_the_durations_are_read_from_mutmuts_stats_and_a_bad_file_gives_none(tmp_path: Path) -> None:
    stats = tmp_path / "mutmut-stats.json"
    stats.write_text('{"duration_by_test": {"t::a": 1.5, "t::b": 2, "t::c": "slow"}}', encoding="utf-8")
    missing = tmp_path / "missing.json"
    assert mutate_plugin.durations((missing, stats)) == {"t::a": 1.5, "t::b": 2.0}
    stats.write_text("{not json", encoding="utf-8")
    assert mutate_plugin.durations((stats,)) == {}
    assert mutate_plugin.durations((missing,)) == {}
    assert mutate_plugin.STATS_FILES[0] == Path("mutmut-stats.json")  # mutmut tests mutants inside mutants/


class FakeItem:
    """Just what the hook reads of a pytest item: its node id and its config's stash."""

    def __init__(self, node_id: str, known: dict[str, float]) -> None:
        self.nodeid = node_id
        self.config = type("Config", (), {"stash": {mutate_plugin._KNOWN: known}})()


def test_a_test_past_its_limit_under_a_mutant_is_stopped_and_the_alarm_put_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that sleeps past its limit (a margin of 0.2 s here) is stopped with OverTimeLimit; after it, no alarm
    is left armed and SIGALRM's handler is the one before."""
    import signal
    import time

    monkeypatch.setenv("MUTANT_UNDER_TEST", "arcade.store.x_save__mutmut_3")
    monkeypatch.setattr(mutate_plugin, "LIMIT_MARGIN", 0.2)
    before = signal.getsignal(signal.SIGALRM)
    hook = mutate_plugin.pytest_runtest_protocol(FakeItem("t::slow", {"t::slow": 0.0}))  # type: ignore[arg-type]
    next(hook)
    started = time.monotonic()
    with pytest.raises(mutate_plugin.OverTimeLimit, match="t::slow ran past its limit"):
        time.sleep(5)
    assert time.monotonic() - started < 2
    with pytest.raises(StopIteration):
        next(hook)
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0) and signal.getsignal(signal.SIGALRM) == before


def test_under_a_mutant_its_tests_run_fastest_first_and_otherwise_as_collected(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """By the stats phase's durations, shortest first, a test with none recorded first, ties as collected; in the
    stats phase (or with no mutant named) pytest's own order stays."""
    known = {"t::climbs": 34.0, "t::exact": 0.2, "t::digest": 5.0, "t::also_exact": 0.2}
    collected = ["t::climbs", "t::exact", "t::digest", "t::new", "t::also_exact"]
    assert mutate_plugin.fastest_first(collected, known) == [3, 1, 4, 2, 0]
    items = [FakeItem(node_id, known) for node_id in collected]
    config = items[0].config
    for outside in ("stats", "fail", ""):
        monkeypatch.setenv("MUTANT_UNDER_TEST", outside)
        mutate_plugin.pytest_collection_modifyitems(config, items)  # type: ignore[arg-type]
        assert [item.nodeid for item in items] == collected
    monkeypatch.setenv("MUTANT_UNDER_TEST", "arcade.store.x_save__mutmut_3")
    mutate_plugin.pytest_collection_modifyitems(config, items)  # type: ignore[arg-type]
    assert [item.nodeid for item in items] == ["t::new", "t::exact", "t::also_exact", "t::digest", "t::climbs"]
