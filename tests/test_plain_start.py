"""Plain mode starts lean: a plain run imports its game's plain adapter and model and little else.

Each test runs `arcade.cli.main` in a fresh interpreter on a real game and lists the modules loaded by the end.
What must never be there: urwid (the screens), argparse (the full command line and the adapters' parsers are
built only for help and mistakes), the keymap, the level lists and what they pull in (dataclasses, tomllib,
importlib.resources), the records store. docs/performance.md gives the start-up times this keeps.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.cli import build_parser, plain_request
from arcade.games.dayz import plain as dayz_plain
from arcade.games.pokemon import plain as pokemon_plain
from arcade.games.sokoban import plain as sokoban_plain
from arcade.games.sokoban import solve_plain
from arcade.games.spire import plain as spire_plain
from arcade.plain_args import usual_positional, usual_seed
from arcade.registry import find_game
from tests.transcripts import REPO_ROOT, subprocess_env

NEVER = ("urwid", "argparse", "arcade.keys", "arcade.levels", "arcade.store", "arcade.ui", "sqlite3", "dataclasses",
         "tomllib", "importlib.resources", "importlib.util", "inspect", "traceback")
"""Modules (and their submodules) no plain run loads."""

MARKER = "LOADED "


def loaded_modules(args: list[str], stdin: str) -> tuple[int, set[str]]:
    """(exit status, modules loaded) of `arcade.cli.main(args)` run in a fresh interpreter fed stdin."""
    code = (  # nothing imported here but what the command does (json, say, would bring re)
        "import sys\nfrom arcade.cli import main\nstatus = main(sys.argv[1:])\nsys.stdout.flush()\n"
        f"print({MARKER!r}, status, *sorted(sys.modules), file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", code, *args], input=stdin.encode(), capture_output=True,
                            env=subprocess_env(), timeout=60, check=False)
    stderr = result.stderr.decode("utf-8", errors="replace")
    assert result.returncode == 0, stderr
    line = next(line for line in stderr.splitlines() if line.startswith(MARKER))
    status, *modules = line.removeprefix(MARKER).split()
    return int(status), set(modules)


def never_loaded(modules: set[str], allowed: frozenset[str] = frozenset()) -> list[str]:
    """The modules of NEVER (or their submodules) that were loaded, but for those allowed."""
    return sorted(name for name in modules if name not in allowed
                  and any(name == bad or name.startswith(f"{bad}.") for bad in NEVER))


def test_plain_sokoban_on_a_bundled_level_loads_no_more_than_a_bare_interpreter_and_the_game() -> None:
    status, modules = loaded_modules(["--plain", "sokoban", "maze1"], "d\nq\n")
    assert status == 0
    assert never_loaded(modules) == []
    # The usual case needs not even pathlib, re, typing or collections: only the adapter, its model, the
    # registry and the level finder beyond what `python -c pass` loads.
    assert {"pathlib", "re", "typing", "collections", "random", "copy"}.isdisjoint(modules)
    assert {name for name in modules if name.startswith("arcade")} == {
        "arcade", "arcade.cli", "arcade.errors", "arcade.registry", "arcade.level_files", "arcade.plain_args",
        "arcade.games", "arcade.games.sokoban", "arcade.games.sokoban.plain", "arcade.games.sokoban.model"}


def test_the_acorn_solver_on_a_bundled_board_needs_no_pathlib_or_typing() -> None:
    status, modules = loaded_modules(["--plain", "acorn-solve", "thicket", "BFS"], "")
    assert status == 0
    assert never_loaded(modules) == []
    assert {"pathlib", "typing"}.isdisjoint(modules)


def test_the_acorn_solver_still_reads_a_board_given_by_its_path(tmp_path: Path) -> None:
    board = tmp_path / "corridor.txt"
    board.write_text("*X*\n* *\n*Y*\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "arcade", "--plain", "acorn-solve", str(board), "BFS"],
                            capture_output=True, text=True, env=subprocess_env(), timeout=60, check=False)
    assert (result.returncode, result.stdout) == (0, "Path has 2 moves.\nPath: s, s\n")
    missing = subprocess.run([sys.executable, "-m", "arcade", "--plain", "acorn-solve", str(tmp_path / "none.txt"),
                              "BFS"], capture_output=True, text=True, env=subprocess_env(), timeout=60, check=False)
    assert missing.stdout == f"{tmp_path / 'none.txt'} does not exist!\n"


def test_plain_sokoban_on_a_level_file_path_stays_lean() -> None:
    status, modules = loaded_modules(["--plain", "sokoban", str(REPO_ROOT / "tests/data/sokoban/maze2.txt")], "q\n")
    assert status == 0
    assert never_loaded(modules) == []


@pytest.mark.parametrize(
    ("args", "stdin", "expected_status"),
    [
        (["--plain", "pokemon", "--seed", "7"], "5\n3\nq\ny\n", 0),
        (["--plain", "pokemon"], "5\n3\nA1\nq\ny\n", 0),
        (["--plain", "dayz", "--seed", "1"], "basic\nS\n", 1),
        (["--plain", "dayz", "--seed", "1001.2021"], "maps/basic2.txt\nD\n", 1),
        (["--plain", "spire"], "ironclad\ngame1\nend turn\n", 1),
        (["--plain", "spire", "--seed", "3"], "silent\ngames/game2.txt\n", 1),
        (["--plain", "acorn", "board_simple"], "s\nq\n", 0),
        (["--plain", "acorn-solve", "board_hard", "BFS"], "", 0),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else None,
)
def test_every_plain_adapter_starts_without_the_full_command_line(args: list[str], stdin: str,
                                                                  expected_status: int) -> None:
    """Status 1: the input ended mid-game, which is reported as such (the modules were all loaded by then)."""
    status, modules = loaded_modules(args, stdin)
    assert status == expected_status
    assert never_loaded(modules) == []


def test_the_sokoban_solver_loads_dataclasses_only_for_its_standard_levels() -> None:
    """A search of up to seconds, not a game: the standard-Sokoban modules it reads levels with are dataclasses."""
    status, modules = loaded_modules(["--plain", "sokoban-solve", "maze1"], "")
    assert status == 0
    assert never_loaded(modules, allowed=frozenset({"dataclasses", "inspect"})) == []


def test_unusual_plain_arguments_still_get_argparse_help_and_errors() -> None:
    """Help and mistakes go to the adapter's argparse parser, so their text is what it always was."""
    result = subprocess.run([sys.executable, "-m", "arcade", "--plain", "pokemon", "--seed", "x"], capture_output=True,
                            text=True, env=subprocess_env(), timeout=60, check=False)
    assert result.returncode == 2
    assert "argument --seed: invalid int value: 'x'" in result.stderr
    result = subprocess.run([sys.executable, "-m", "arcade", "--plain", "sokoban", "--help"], capture_output=True,
                            text=True, env=subprocess_env(), timeout=60, check=False)
    assert result.returncode == 0
    assert result.stdout.startswith("usage: arcade --plain sokoban [-h] MAZE_FILE")


TOKENS = ("--plain", "--list", "--seed", "--seed=3", "--se", "--fixture", "task1", "-h", "--help", "--", "-", "",
          "sokoban", "pokemon", "maze1", "7", "-5", " 7", "1_0", "x", "1.5", "--time-limit")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=5))
def test_the_quick_reading_of_a_command_line_is_what_argparse_reads(argv: list[str]) -> None:
    """Whatever `--plain GAME ARGS...` the command line reads without argparse, argparse reads the same way; and
    each adapter's usual arguments read without argparse are what its own parser makes of them."""
    quick = plain_request(argv)
    if quick is not None:
        parsed = build_parser().parse_args(argv)
        assert (parsed.plain, parsed.game, parsed.args) == (True, *quick)
    for parser, read in [
        (sokoban_plain.build_parser(), lambda: usual_positional(argv)),
        (solve_plain.build_parser(), lambda: usual_positional(argv)),
        (pokemon_plain.build_parser(), lambda: usual_seed(argv, int)),
        (dayz_plain.build_parser(), lambda: usual_seed(argv, dayz_plain.parse_seed)),
        (spire_plain.build_parser(), lambda: usual_seed(argv, int, spire_plain.SEED)),
    ]:
        value = read()
        if value is None:
            continue
        arguments = vars(parser.parse_args(argv))  # an argparse error would exit: the quick reading was wrong
        expected = arguments["seed"] if "seed" in arguments else arguments.get("maze_file", arguments.get("level"))
        assert (value[0] if isinstance(value, tuple) else value) == expected
        assert arguments.get("fixture") is None and arguments.get("time_limit", 10.0) == solve_plain.DEFAULT_TIME_LIMIT


def test_a_registered_game_is_a_frozen_record_compared_by_its_fields() -> None:
    """The registry's Game is written out by hand (no dataclasses at start-up) but behaves as a frozen dataclass."""
    sokoban = find_game("sokoban")
    changed = sokoban.replace(title="Other")
    assert changed.title == "Other" and changed.id == "sokoban" and sokoban.title == "Fancy Sokoban"
    assert changed != sokoban and sokoban.replace() == sokoban and hash(sokoban.replace()) == hash(sokoban)
    assert {sokoban, sokoban.replace()} == {sokoban}
    with pytest.raises(AttributeError):
        sokoban.title = "x"  # type: ignore[misc]
    with pytest.raises(TypeError):
        sokoban.replace(colour="red")
