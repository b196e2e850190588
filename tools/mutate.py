"""Mutation testing, area by area: mutmut mutates an area's modules and runs the fast tests that cover them.

Each area runs in its own folder, build/mutate/AREA/ (git-ignored), which holds a pyproject.toml naming the
area's modules and tests for mutmut, links to the repository's package, tests, levels, docs and the pytest
plugin tools/mutate_plugin.py (see LINKED), and mutmut's own mutants/ folder with its results. The surviving
mutants that change no behaviour are listed, each with its reason, in tools/mutate_equivalent.toml; a run prints
per area how many mutants were killed out of those that are not listed there, and names each survivor that is
not listed (see docs/testing.md, "Mutation testing").

    python tools/mutate.py                  every area, from scratch
    python tools/mutate.py store exporters  these areas
    python tools/mutate.py --again store    test again only the store's last survivors, the mutants a stopped
                                            run left unchecked and those of functions changed since (after
                                            adding tests)
    python tools/mutate.py --report         the last results of every area, running nothing
    python tools/mutate.py --show NAME      one mutant's diff (a name as a report prints it)
"""

from __future__ import annotations

import argparse
import glob
import json
import shutil
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "build" / "mutate"
EQUIVALENT_LIST = REPO / "tools" / "mutate_equivalent.toml"
WORKERS = 2  # the machine is shared: never more than two test processes at once
TARGET = 0.90
TIMEOUT_MULTIPLIER, TIMEOUT_CONSTANT = 3.0, 5.0
"""mutmut stops a mutant's tests (and counts it caught: a mutant that loops) after multiplier × (their usual time +
constant) seconds of wall time, or twice that of CPU time. Their usual time is the sum of every test that calls the
mutated function as mutmut measured it; it leaves out pytest's own start in the forked child (a few seconds under
load), which the constant covers. mutmut's defaults (15 and 1) let a looping mutant of a generator run for minutes;
a multiplier of 1 or a constant of 1 counted mutants that only started slowly as caught."""

# mutmut's exit codes for a mutant (mutmut/stats.py): what counts as caught by the tests.
CAUGHT = {"killed", "timeout", "segfault"}
STATUS_BY_EXIT_CODE = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped",
                       35: "suspicious", 36: "timeout", -24: "timeout", 24: "timeout", 152: "timeout",
                       255: "timeout", -11: "segfault", -9: "segfault", None: "not checked"}


@dataclass(frozen=True)
class Area:
    """A group of modules mutated together and the test files run against them."""

    name: str
    modules: tuple[str, ...]  # globs relative to the repository
    tests: tuple[str, ...]  # globs of test files relative to the repository (pty tests are left out)
    left_out: tuple[str, ...] = ()  # test ids not run (pytest --deselect): slow ones that others cover faster


GAMES = ("acorn", "dayz", "pokemon", "sokoban", "spire")

# The Spire climb is too big for one area on the shared machine (about 4,700 lines), so it runs as three: the climb's
# run (its state and steps, the map, the difficulty rules, rewards), the fight's things (the fight, relics, potions,
# events, the shop) and its content (the cards, the monsters, their rules and powers, the bots and the planner with
# its turn search, the cards' text and the statuses).
CLIMB_RUN = ("__init__", "state", "run", "fight_steps", "map", "rules", "rewards")
CLIMB_FIGHT = ("fight", "fighter", "forecasts", "card_play", "keywords", "player_powers", "relics", "potions", "events",
               "shop")
CLIMB_CONTENT = ("cards", "more_cards", "ironclad_cards", "silent_cards", "watcher_cards", "bestiary", "monster_rules",
                 "powers", "bots", "planner", "turn_search")
CLIMB_TESTS = ("tests/spire/climb/test_*.py", "tests/spire/test_truth.py", "tests/spire/test_rewards.py")
CLIMB_LEFT_OUT = (
    "tests/spire/climb/test_screen.py::test_watching_a_won_climbs_best_plays_its_actions_to_the_win",
    "tests/spire/climb/test_run.py::test_thousands_of_random_climbs_end_without_error_and_resume_from_a_point_part_way",
    "tests/spire/climb/test_planner.py::test_the_planner_wins_more_of_these_climbs_than_the_greedy_bot",
)
"""The three slowest climb tests (20, 10 and 3 seconds of the suite's quiet run; a third of the area's test time),
which every surviving mutant of the run or the fight ran again: random climbs, the planner against the greedy bot
over whole climbs and a replayed win, where the exact tests of each step decide (the planner's test stays in
climb-content, whose modules it measures)."""

AREAS = (
    Area("exporters", ("arcade/games/*/export.py",),
         (*(f"tests/{game}/test_*export*.py" for game in GAMES), "tests/test_export*.py")),
    Area("store", ("arcade/store.py", "arcade/stats.py"),
         ("tests/test_store*.py", "tests/test_stats*.py", "tests/test_records*.py", "tests/*/test_saves.py",
          "tests/test_daily.py")),
    Area("models", ("arcade/games/*/model.py",),
         (*(f"tests/{game}/test_{kind}*.py" for game in GAMES for kind in ("model", "properties", "plain", "parser")),
          "tests/test_*in_process*.py")),
    Area("solvers", ("arcade/games/acorn/solver.py", "arcade/games/sokoban/solver.py",
                     "arcade/games/sokoban/classic/solver.py", "arcade/games/sokoban/classic/board.py",
                     "arcade/games/sokoban/classic/pulls.py", "arcade/games/pokemon/deduce.py",
                     "arcade/games/pokemon/noguess.py", "arcade/games/pokemon/grid.py", "arcade/games/dayz/danger.py"),
         ("tests/*/test_*solve*.py", "tests/*/test_*deduce*.py", "tests/*/test_*danger*.py", "tests/*/test_hint*.py",
          "tests/*/test_*guess*.py", "tests/acorn/test_levels.py", "tests/acorn/test_properties.py",
          "tests/sokoban/test_levels.py", "tests/sokoban/test_classic_search_parts.py",
          "tests/pokemon/test_board_plain.py", "tests/pokemon/test_rectangles.py", "tests/test_*in_process*.py")),
    Area("plain", ("arcade/games/*/plain.py", "arcade/games/*/*_plain.py", "arcade/generated_plain.py"),
         ("tests/*/test_*plain*.py", "tests/test_*in_process*.py")),
    Area("climb-run", tuple(f"arcade/games/spire/climb/{name}.py" for name in CLIMB_RUN), CLIMB_TESTS,
         CLIMB_LEFT_OUT),
    Area("climb-fight", tuple(f"arcade/games/spire/climb/{name}.py" for name in CLIMB_FIGHT), CLIMB_TESTS,
         CLIMB_LEFT_OUT),
    Area("climb-content", (*(f"arcade/games/spire/climb/{name}.py" for name in CLIMB_CONTENT),
                           "arcade/games/spire/classic/card_text.py", "arcade/games/spire/classic/statuses.py"),
         CLIMB_TESTS),
    Area("cli", ("arcade/cli.py", "arcade/cli_parsers.py", "arcade/plain_args.py"),
         ("tests/test_cli*.py", "tests/test_plain_commands_in_process.py", "tests/test_plain_help_in_process.py")),
    # tests/test_plain_start.py is left out: it counts the modules a start loads, and mutmut's trampolines load more
    Area("daily", ("arcade/daily.py", "arcade/games/*/daily.py", "arcade/levels.py", "arcade/level_files.py"),
         ("tests/test_daily*.py", "tests/test_midnight.py", "tests/test_level*.py",
          "tests/test_store_daily_and_casts.py", "tests/*/test_levels.py", "tests/*/test_daily*.py",
          "tests/test_cli.py", "tests/test_export_generated.py",
          "tests/test_saves_per_play_shell.py", "tests/sokoban/test_xsb.py", "tests/sokoban/test_random_screen.py")),
    Area("generators", ("arcade/games/*/generator.py", "arcade/games/*/classic/generator.py",
                        "arcade/games/*/generated.py", "arcade/games/dayz/reach.py", "arcade/games/dayz/proof.py"),
         ("tests/*/test_generat*.py", "tests/test_generated_levels.py", "tests/dayz/test_proof*.py",
          "tests/*/test_*reach*.py", "tests/test_random_tools_in_process.py", "tests/test_generator_bounds.py"),
         tuple(f"tests/dayz/test_generated.py::test_200_maps_of_each_difficulty_are_proven_win_in_the_model_and_meet"
               f"_their_bounds[{difficulty}]" for difficulty in ("medium", "hard"))),
    Area("records", ("arcade/records.py", "arcade/kept_games.py"),
         ("tests/test_records*.py", "tests/test_kept_games.py", "tests/test_time_played.py", "tests/test_stats*.py",
          "tests/test_cast.py", "tests/test_export*.py", "tests/*/test_*export*.py", "tests/test_store*.py",
          "tests/*/test_saves.py")),
    Area("shell", ("arcade/ui/game.py", "arcade/ui/turns.py", "arcade/ui/saving.py", "arcade/ui/cast.py"),
         ("tests/test_shell.py", "tests/test_turn_screens.py", "tests/test_records_contract.py", "tests/test_cast*.py",
          "tests/test_saves_per_play_shell.py", "tests/test_time_played.py", "tests/test_help_and_dialogs.py",
          "tests/test_midnight.py", "tests/*/test_saves.py", "tests/sokoban/test_classic_turns.py",
          "tests/test_export_saved_or_best.py", "tests/test_shell_play_rules*.py")),
    # Added 29 November: the pure rules beside each game's model that were in no area (tests that see every module).
    Area("sokoban-rules", ("arcade/games/sokoban/classic/model.py", "arcade/games/sokoban/classic/xsb.py",
                           "arcade/games/sokoban/fancy_lurd.py", "arcade/games/sokoban/marks.py"),
         ("tests/sokoban/test_*.py",)),
    Area("game-rules", ("arcade/games/acorn/way_out.py", "arcade/games/dayz/autopilot.py",
                        "arcade/games/dayz/guard.py", "arcade/games/dayz/replay.py", "arcade/games/dayz/maps.py",
                        "arcade/games/pokemon/game.py", "arcade/games/pokemon/figures.py",
                        "arcade/games/pokemon/settings.py", "arcade/games/pokemon/timer.py",
                        "arcade/games/pokemon/history.py", "arcade/games/spire/history.py"),
         ("tests/acorn/test_*.py", "tests/dayz/test_*.py", "tests/pokemon/test_*.py", "tests/test_stats*.py",
          "tests/test_records_words.py", "tests/spire/test_saves.py")),
    Area("spire-classic", tuple(f"arcade/games/spire/classic/{name}.py"
                                for name in ("cards", "intents", "preview", "record", "rewards", "fight_words")),
         ("tests/spire/test_*.py", "tests/spire/climb/test_cards.py", "tests/spire/climb/test_claims.py",
          "tests/spire/climb/test_texts_exact.py", "tests/spire/climb/test_timing.py",
          "tests/spire/climb/test_screen_places.py", "tests/spire/climb/test_hand_view.py")),
    Area("climb-words", tuple(f"arcade/games/spire/climb_ui/{name}.py"
                              for name in ("forecast", "parts", "inspect_text", "compendium", "fight_keys")),
         CLIMB_TESTS, CLIMB_LEFT_OUT),
    Area("shared", ("arcade/registry.py", "arcade/keys.py", "arcade/randomness.py", "arcade/errors.py",
                    "arcade/ui/play_clock.py"),
         ("tests/test_key*.py", "tests/test_adding_a_game.py", "tests/test_seventh_game.py", "tests/test_layers.py",
          "tests/test_random_source_and_play_pace.py",
          "tests/test_cli*.py", "tests/test_help_and_dialogs.py", "tests/test_time_played.py",
          "tests/test_shell_play_rules.py", "tests/test_every_key.py")),
)
AREA_BY_NAME = {area.name: area for area in AREAS}

NOT_MUTATED = {
    "arcade/__init__.py": "the version string only",
    "arcade/__main__.py": "`python -m arcade` calls cli.main, which the cli area mutates",
    "arcade/**/__init__.py": "package markers and their docstrings",
    "arcade/games/*/screen.py": "a game's urwid widget: drawing and keys, checked by the screen tests in-process and "
                                "in a pty; the rules it shows are decided in the mutated modules it asks (one truth)",
    "arcade/games/*/bindings.py": "a game's key table: checked whole by tests/test_key_tables.py and "
                                  "tests/test_every_key.py (every key named on a screen does something)",
    "arcade/games/*/*_view.py": "drawing only (urwid), checked by the screen tests at 80×24 and larger",
    "arcade/games/*/views/*.py": "drawing only (urwid), checked by the screen tests at 80×24 and larger",
    "arcade/games/sokoban/base_screen.py": "the two Sokoban screens' shared widget code (urwid)",
    "arcade/games/sokoban/classic/screen.py": "a game's urwid widget (see screen.py)",
    "arcade/games/pokemon/form.py": "the new-game form's widgets (urwid); its values are settings.py's, mutated",
    "arcade/games/pokemon/new_game.py": "the screen's new-game controller (urwid dialogs)",
    "arcade/games/dayz/fixtures.py": "the course's sample grids as data, compared whole by the plain transcripts",
    "arcade/games/spire/climb_ui/*.py": "the climb's urwid screen, its key handlers and views; the words it says are "
                                        "built in climb-words' modules or the climb's",
    "arcade/ui/*.py": "the shell's urwid widgets, lists, dialogs and loop; its play rules (game.py, turns.py, "
                      "saving.py, cast.py) are the shell area, the rest is checked by the shell and pty tests",
}
"""Every module of the package that no area mutates, by glob, with why: a module must be in exactly one area or
here (tests/test_mutate_tool.py checks), so a new module is never silently left out of mutation testing."""


def mutated_modules() -> dict[str, list[str]]:
    """Each module of the package (relative path) with the areas that mutate it."""
    found: dict[str, list[str]] = {}
    for area in AREAS:
        for pattern in area.modules:
            for path in glob.glob(pattern, root_dir=REPO):
                found.setdefault(path, []).append(area.name)
    return found


def not_mutated(pattern: str) -> list[str]:
    """The modules a NOT_MUTATED glob leaves out: those it matches that no area mutates."""
    mutated = mutated_modules()
    return sorted(path for path in glob.glob(pattern, root_dir=REPO, recursive=True) if path not in mutated)


def unaccounted_modules() -> list[str]:
    """The package's modules in no area and not in NOT_MUTATED."""
    mutated = mutated_modules()
    left_out = {path for pattern in NOT_MUTATED for path in not_mutated(pattern)}
    return sorted(path for path in glob.glob("arcade/**/*.py", root_dir=REPO, recursive=True)
                  if path not in mutated and path not in left_out)
LINKED = ("arcade", "tests", "levels", "docs", "README.md", "CHANGELOG.md", "tools/mutate_plugin.py")
"""What an area's folder links to in the repository (mutmut copies them into mutants/): the package, the tests,
what the tests read (the bundled levels, the docs they check against the code) and the pytest plugin for
mutation runs (tools/mutate_plugin.py, at the top so that `-p mutate_plugin` finds it)."""


def uses_a_pty(test_file: Path) -> bool:
    """Whether a test file drives the arcade in a pseudo-terminal: slow, and it runs the code in a child process
    that mutmut cannot trace, so it is left out of mutation runs."""
    return "pty_screen" in test_file.read_text(encoding="utf-8")


def area_test_files(area: Area) -> list[str]:
    """The area's test files that exist and do not use a pty, relative to the repository, sorted."""
    found = {path for pattern in area.tests for path in glob.glob(pattern, root_dir=REPO)}
    return sorted(path for path in found if not uses_a_pty(REPO / path))


def deselected(area: Area) -> list[str]:
    """pytest's arguments leaving out the area's left_out tests."""
    return [argument for test in area.left_out for argument in ("--deselect", test)]


def mutmut_config(area: Area) -> str:
    """The pyproject.toml of an area's folder: mutmut's settings and the repository's pytest settings."""
    with open(REPO / "pyproject.toml", "rb") as file:
        pytest_options = tomllib.load(file)["tool"]["pytest"]["ini_options"]
    lines = [
        "# Written by tools/mutate.py for one area; not the project's pyproject.toml.",
        "[tool.mutmut]",
        'source_paths = ["arcade"]',
        f"timeout_multiplier = {TIMEOUT_MULTIPLIER}",
        f"timeout_constant = {TIMEOUT_CONSTANT}",
        f"only_mutate = {json.dumps(list(area.modules))}",
        f"pytest_add_cli_args_test_selection = {json.dumps(area_test_files(area))}",
        f"also_copy = {json.dumps([Path(name).name for name in LINKED if name not in ('arcade', 'tests')])}",
        f"pytest_add_cli_args = {json.dumps(['-p', 'mutate_plugin', *deselected(area)])}",
        "",
        "[tool.pytest.ini_options]",
        *(f"{key} = {json.dumps(value)}" for key, value in pytest_options.items()),
    ]
    return "\n".join(lines) + "\n"


def prepare(area: Area, fresh: bool) -> Path:
    """The area's folder, set up (emptied first when fresh)."""
    folder = WORK / area.name
    if fresh and folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for name in LINKED:
        link = folder / Path(name).name
        if not link.is_symlink():
            link.symlink_to(REPO / name, target_is_directory=(REPO / name).is_dir())
    (folder / "pyproject.toml").write_text(mutmut_config(area), encoding="utf-8")
    return folder


def mutmut_results(folder: Path) -> dict[Path, dict[str, Any]]:
    """mutmut's own record of each mutated file in an area's folder (its .meta JSON), by path."""
    return {path: json.loads(path.read_text(encoding="utf-8"))
            for path in sorted((folder / "mutants").glob("arcade/**/*.py.meta"))}


def carry_over_kills(folder: Path, before: dict[Path, dict[str, Any]]) -> int:
    """After testing only the last survivors again, keep the earlier verdict of every other mutant whose function
    is unchanged (mutmut forgets all results when the tests change; tests are only ever added, so a mutant killed
    before is killed still). How many verdicts were kept."""
    kept = 0
    for path, meta in mutmut_results(folder).items():
        old = before.get(path)
        if old is None:
            continue
        codes = meta["exit_code_by_key"]
        for name, code in codes.items():
            function = name.rpartition(".")[2].partition("__mutmut_")[0]
            unchanged = old["hash_by_function_name"].get(function) == meta["hash_by_function_name"].get(function)
            if code is None and unchanged and old["exit_code_by_key"].get(name) is not None:
                codes[name] = old["exit_code_by_key"][name]
                kept += 1
        path.write_text(json.dumps(meta), encoding="utf-8")
    return kept


def run_mutmut(folder: Path, mutant_names: Sequence[str] = ()) -> float:
    """Run mutmut in an area's folder (niced, at most WORKERS at once); the seconds it took."""
    command = ["nice", "-n", "10", sys.executable, "-m", "mutmut", "run", "--max-children", str(WORKERS),
               *mutant_names]
    started = time.monotonic()
    completed = subprocess.run(command, cwd=folder, check=False)
    if completed.returncode != 0:
        sys.exit(f"mutmut failed in {folder} (exit status {completed.returncode})")
    return time.monotonic() - started


@dataclass(frozen=True)
class Equivalent:
    """A surviving mutant that changes no behaviour, as listed in tools/mutate_equivalent.toml."""

    module: str
    function: str
    change: str
    reason: str


def load_equivalents(path: Path = EQUIVALENT_LIST) -> list[Equivalent]:
    """The listed equivalent mutants; each entry must give a reason."""
    with open(path, "rb") as file:
        entries = tomllib.load(file).get("equivalent", [])
    listed = []
    for entry in entries:
        if not entry.get("reason", "").strip():
            sys.exit(f"{path}: an entry without a reason: {entry}")
        listed.append(Equivalent(entry["module"], entry["function"], entry["change"], entry["reason"]))
    return listed


def readable_function(mangled: str) -> str:
    """mutmut's mangled function name as written in the source: `x_load` -> `load`, `xǁStoreǁsave` ->
    `Store.save`."""
    if mangled.startswith("xǁ"):
        return ".".join(part for part in mangled[2:].split("ǁ"))
    return mangled.removeprefix("x_")


def describe_change(diff: str) -> str:
    """A mutant's change as one line, independent of line numbers: the removed lines then the added ones."""
    removed = [line[1:].strip() for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line[1:].strip() for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")]
    return " / ".join(removed) + "  =>  " + " / ".join(added)


@dataclass
class Mutant:
    """One mutant of an area's last run."""

    name: str  # mutmut's name, e.g. arcade.store.xǁStoreǁsave__mutmut_3
    module: str
    function: str
    status: str
    diff: str = ""
    equivalent: Equivalent | None = None

    @property
    def change(self) -> str:
        return describe_change(self.diff)


@dataclass
class AreaResult:
    """The counts of an area's last run."""

    area: str
    mutants: list[Mutant] = field(default_factory=list)
    seconds: float | None = None

    def count(self, statuses: Iterable[str]) -> int:
        wanted = set(statuses)
        return sum(1 for mutant in self.mutants if mutant.status in wanted and mutant.equivalent is None)

    @property
    def equivalent(self) -> list[Mutant]:
        return [mutant for mutant in self.mutants if mutant.equivalent is not None]

    @property
    def survivors(self) -> list[Mutant]:
        """The mutants not caught and not listed as equivalent: survived, untested, suspicious or skipped."""
        return [mutant for mutant in self.mutants
                if mutant.equivalent is None and mutant.status not in CAUGHT | {"not checked"}]

    @property
    def unchecked(self) -> list[str]:
        """The names of the mutants no run has tested yet (a stopped run's rest, a changed function's new ones)."""
        return [mutant.name for mutant in self.mutants if mutant.status == "not checked"]

    @property
    def kill_rate(self) -> float:
        judged = self.count(CAUGHT) + len(self.survivors)
        return self.count(CAUGHT) / judged if judged else 1.0


def read_results(area: Area, equivalents: Sequence[Equivalent]) -> AreaResult:
    """The results mutmut left in an area's folder, with the diff of every mutant not caught."""
    folder = WORK / area.name
    result = AreaResult(area.name)
    for meta_path in sorted((folder / "mutants").glob("arcade/**/*.py.meta")):
        with open(meta_path, encoding="utf-8") as file:
            exit_codes = json.load(file)["exit_code_by_key"]
        for name, code in sorted(exit_codes.items()):
            module, _, generated = name.rpartition(".")
            function = readable_function(generated.partition("__mutmut_")[0])
            status = STATUS_BY_EXIT_CODE.get(code, "suspicious")
            result.mutants.append(Mutant(name, module, function, status))
    not_caught = [mutant for mutant in result.mutants if mutant.status not in CAUGHT | {"not checked"}]
    for mutant, diff in zip(not_caught, mutant_diffs(folder, [m.name for m in not_caught]), strict=True):
        mutant.diff = diff
        mutant.equivalent = next((entry for entry in equivalents if entry.module == mutant.module
                                  and entry.function == mutant.function and entry.change == mutant.change), None)
    timing = folder / "seconds.json"
    if timing.exists():
        result.seconds = json.loads(timing.read_text(encoding="utf-8"))["seconds"]
    return result


def mutant_diffs(folder: Path, names: Sequence[str]) -> list[str]:
    """The diffs of these mutants, read by mutmut itself in a child started in the area's folder."""
    if not names:
        return []
    code = ("import json, sys\nfrom mutmut.mutation.diff_apply import get_diff_for_mutant\n"
            "def diff(name):\n"
            "    try:\n        return get_diff_for_mutant(name)\n"
            "    except Exception as error:\n        return f'(no diff: {type(error).__name__}: {error})'\n"
            "print(json.dumps([diff(name) for name in json.loads(sys.argv[1])]))\n")
    completed = subprocess.run([sys.executable, "-c", code, json.dumps(list(names))], cwd=folder,
                               capture_output=True, text=True, check=True)
    return json.loads(completed.stdout.splitlines()[-1])


def print_report(results: Sequence[AreaResult], verbose: bool = True) -> bool:
    """Print each area's survivors and a table of kill rates; whether every area reached the target."""
    for result in results:
        if verbose and result.survivors:
            print(f"\n== {result.area}: {len(result.survivors)} survivors not listed as equivalent")
            for mutant in result.survivors:
                print(f"\n-- {mutant.name} ({mutant.status}): {mutant.function}")
                print(f"   change = {json.dumps(mutant.change, ensure_ascii=False)}")
                print("\n".join("   " + line for line in mutant.diff.splitlines()[2:]))
    print(f"\n{'area':<10} {'mutants':>8} {'killed':>7} {'equiv.':>7} {'survived':>9} {'rate':>7} {'time':>8}")
    everywhere = True
    for result in results:
        seconds = "?" if result.seconds is None else f"{result.seconds / 60:.1f} min"
        unchecked = sum(1 for mutant in result.mutants if mutant.status == "not checked")
        note = f"  ({unchecked} not checked)" if unchecked else ""
        print(f"{result.area:<10} {len(result.mutants):>8} {result.count(CAUGHT):>7} {len(result.equivalent):>7} "
              f"{len(result.survivors):>9} {result.kill_rate:>7.1%} {seconds:>8}{note}")
        everywhere = everywhere and result.kill_rate >= TARGET
    print(f"\nrate = killed / (mutants - equivalent); the target is {TARGET:.0%} in every area.")
    return everywhere


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("areas", nargs="*", metavar="AREA",
                        help=f"areas to run (default: all): {', '.join(AREA_BY_NAME)}")
    parser.add_argument("--again", action="store_true", help="test only the last survivors and unchecked mutants")
    parser.add_argument("--report", action="store_true", help="print the last results, running nothing")
    parser.add_argument("--show", metavar="MUTANT", help="print one mutant's diff")
    parser.add_argument("--brief", action="store_true", help="print the table of rates only")
    args = parser.parse_args(argv)
    if args.show:
        area_name = next((area.name for area in AREAS
                          if (WORK / area.name / "mutants").exists() and args.show in
                          {m.name for m in read_results(area, []).mutants}), None)
        if area_name is None:
            sys.exit(f"no area's last run has a mutant {args.show}")
        print(mutant_diffs(WORK / area_name, [args.show])[0])
        return 0
    unknown = [name for name in args.areas if name not in AREA_BY_NAME]
    if unknown:
        parser.error(f"no area {', '.join(unknown)}: the areas are {', '.join(AREA_BY_NAME)}")
    areas = [AREA_BY_NAME[name] for name in args.areas] or list(AREAS)
    equivalents = load_equivalents()
    results = []
    for area in areas:
        if not args.report:
            folder = prepare(area, fresh=not args.again)
            names: list[str] = []
            if args.again:
                last = read_results(area, equivalents)
                names = [mutant.name for mutant in last.survivors] + last.unchecked
                if not names:
                    print(f"{area.name}: no survivors to test again")
            if names or not args.again:
                print(f"== {area.name}: mutating {', '.join(area.modules)}", flush=True)
                before = mutmut_results(folder)
                seconds = run_mutmut(folder, names)
                if args.again:
                    print(f"{area.name}: {carry_over_kills(folder, before)} earlier verdicts kept")
                    born = read_results(area, equivalents).unchecked  # a changed function's mutants are new names
                    if born:
                        print(f"{area.name}: {len(born)} mutants new since the last run (changed functions)",
                              flush=True)
                        run_mutmut(folder, born)
                else:
                    (folder / "seconds.json").write_text(json.dumps({"seconds": seconds}), encoding="utf-8")
        if (WORK / area.name / "mutants").exists():
            results.append(read_results(area, equivalents))
        else:
            print(f"{area.name}: not run yet")
    reached = print_report(results, verbose=not args.brief)
    return 0 if reached else 1


if __name__ == "__main__":
    sys.exit(main())
