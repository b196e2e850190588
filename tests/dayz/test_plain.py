"""The plain adapter: the course's eight expected transcripts byte for byte, and every way out.

tests/data/dayz/course_tests holds the course's sample-test inputs and expected outputs (see its README).
The course played them on fixture grids built in code, with random.seed(1001.2021). arcade.games.dayz.fixtures
builds the same grids in the same order: every transcript replays in-process and through the real command
(`--fixture NAME`). Six also replay from map files (tests/data/dayz/fixtures) after a Map: prompt; a map
file lists entities in reading order, which changes the order two random zombies draw numbers in.
"""

from __future__ import annotations

import io
import random
import subprocess
import sys
from pathlib import Path

import pytest

from arcade.games.dayz import plain
from arcade.games.dayz.fixtures import FIXTURE_SIZE, FIXTURES
from arcade.games.dayz.model import (
    LOSE_MESSAGE,
    NO_WEAPON_MESSAGE,
    AdvancedGame,
    Crossbow,
    Game,
    Garlic,
    Grid,
    HoldingPlayer,
    Position,
)
from arcade.games.dayz.plain import PROMPTS, AdvancedTextInterface, TextInterface
from tests.transcripts import (
    arcade_command,
    echo_inputs,
    one_line_error,
    plain_runs_in_one_process,
    replay,
    subprocess_env,
    typed_lines,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "dayz"
COURSE_SEED = "1001.2021"


# name: (the course fixture it was played on, whether the real command can load it from a map file too)
COURSE_TESTS: dict[str, tuple[str, bool]] = {
    "basic": ("task1", True),
    "invalid": ("task1", True),
    "with_zombies": ("task2", False),  # two random zombies: a map file would change their order
    "lose": ("task2_lose", False),
    "with_garlic_advanced": ("task3", True),
    "with_crossbow_advanced": ("task3", True),
    "crossbow_shoot": ("task3", True),
    "crossbow_missed": ("task3", True),
}


def fixture_game(name: str) -> tuple[Game, TextInterface]:
    """A course fixture on the global generator, with the interface its task used."""
    game = FIXTURES[name](random)
    interface = AdvancedTextInterface if isinstance(game, AdvancedGame) else TextInterface
    return game, interface(FIXTURE_SIZE)


def run_plain(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run `python -m arcade --plain dayz ARGS` with `stdin`."""
    return subprocess.run(
        arcade_command("--plain", "dayz", *args), input=stdin.encode("utf-8"), capture_output=True, cwd=cwd,
        env=subprocess_env(), timeout=60, check=False,
    )


@pytest.mark.parametrize("name", COURSE_TESTS)
def test_course_transcript_in_process(name: str, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    game, interface = fixture_game(COURSE_TESTS[name][0])
    typed = (DATA / "course_tests" / f"{name}.in").read_text(encoding="utf-8").splitlines()
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in typed)))
    random.seed(float(COURSE_SEED))  # as the course's tests did: the game uses the global generator
    assert interface.play(game) is None
    expected = (DATA / "course_tests" / f"{name}.out").read_text(encoding="utf-8")
    assert echo_inputs(capsys.readouterr().out, typed, PROMPTS) == expected
    assert sys.stdin.read() == ""  # every typed line was used


@pytest.mark.parametrize("name", COURSE_TESTS)
def test_course_transcript_through_the_real_command_on_its_fixture(name: str) -> None:
    transcript = (DATA / "course_tests" / f"{name}.out").read_text(encoding="utf-8")
    command = arcade_command("--plain", "dayz", "--seed", COURSE_SEED, "--fixture", COURSE_TESTS[name][0])
    result = replay(command, transcript, PROMPTS)
    assert result.returncode == 0, result.stderr
    assert result.actual == result.expected


@pytest.mark.parametrize("name", [name for name, (_, from_file) in COURSE_TESTS.items() if from_file])
def test_course_transcript_through_the_real_command_on_a_map_file(name: str) -> None:
    fixture = DATA / "fixtures" / f"{COURSE_TESTS[name][0]}.txt"
    transcript = f"Map: {fixture}\n" + (DATA / "course_tests" / f"{name}.out").read_text(encoding="utf-8")
    result = replay(arcade_command("--plain", "dayz", "--seed", COURSE_SEED), transcript, PROMPTS)
    assert result.returncode == 0, result.stderr
    assert result.actual == result.expected


def test_injected_seed_equals_the_global_seed(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    game, interface = fixture_game("task2")
    game.random_source = random.Random(float(COURSE_SEED))
    typed = (DATA / "course_tests" / "with_zombies.in").read_text(encoding="utf-8").splitlines()
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in typed)))
    random.seed(0)  # the global generator must not matter now
    interface.play(game)
    expected = (DATA / "course_tests" / "with_zombies.out").read_text(encoding="utf-8")
    assert echo_inputs(capsys.readouterr().out, typed, PROMPTS) == expected


def test_draw_examples(capsys: pytest.CaptureFixture[str]) -> None:
    grid = Grid(4)
    grid.add_entity(Position(2, 2), HoldingPlayer())
    game = Game(grid)
    TextInterface(4).draw(game)
    board = "######\n#    #\n#    #\n#  P #\n#    #\n######\n"
    assert capsys.readouterr().out == board
    interface = AdvancedTextInterface(4)
    interface.draw(game)
    assert capsys.readouterr().out == board
    game.get_player().get_inventory().add_item(Garlic())
    game.get_player().get_inventory().add_item(Crossbow())
    interface.draw(game)
    assert capsys.readouterr().out == board + "The player is currently holding:\nGarlic(10)\nCrossbow(5)\n"


def test_original_map_by_relative_path_and_by_name(tmp_path: Path) -> None:
    maps = tmp_path / "maps"
    maps.mkdir()
    (maps / "basic.txt").write_bytes((DATA / "maps" / "basic.txt").read_bytes())
    moves = "S\nS\nS\nD\nD\nD\nD\n"
    by_path = run_plain(stdin="maps/basic.txt\n" + moves, cwd=tmp_path)
    assert by_path.returncode == 0, by_path.stderr
    out = by_path.stdout.decode()
    assert out.startswith("Map: #######\n#     #\n#P    #\n")
    assert out.endswith("Enter your next action: You win!\n")
    by_name = run_plain(stdin="basic\n" + moves, cwd=tmp_path / "maps")
    assert by_name.stdout == by_path.stdout
    other_dir = run_plain(stdin="maps/basic.txt\n" + moves, cwd=tmp_path / "maps")  # falls back to the bundled map
    assert other_dir.stdout == by_path.stdout


@pytest.mark.parametrize(
    ("content", "expected"),
    [(None, "no such map file"), (b"P Q\n   \n  H", "line 1: unknown character 'Q'"), (b"", "the map is empty"),
     (b"  \n H", "exactly one player")],
)
def test_bad_maps_are_one_line_exit_2(tmp_path: Path, content: bytes | None, expected: str) -> None:
    path = tmp_path / "map.txt"
    if content is not None:
        path.write_bytes(content)
    result = run_plain(stdin=f"{path}\n")
    error = one_line_error(result, 2)
    assert expected in error and str(path) in error
    assert result.stdout.decode() == "Map: "


@pytest.mark.parametrize("stdin", ["", "basic\n", "basic4\nS\nF\n"])
def test_end_of_input_is_one_line_without_traceback(stdin: str) -> None:
    result = run_plain("--seed", "3", stdin=stdin)
    assert result.returncode == 1
    assert result.stderr.decode().strip().splitlines() == ["arcade: input ended before the game did"]


def test_bad_seed_is_a_usage_error() -> None:
    result = run_plain("--seed", "lots")
    assert result.returncode == 2 and "Traceback" not in result.stderr.decode()


def test_plain_mode_never_imports_urwid() -> None:
    stdin = b"basic\nS\nS\nS\nD\nD\nD\nD\n"
    assert plain_runs_in_one_process([["--plain", "dayz", "--seed", "1"]], stdin) == (False, [0])


def test_fire_without_a_crossbow_still_takes_the_step(tmp_path: Path) -> None:
    """The original answers F without a crossbow with its message and then steps, as after any action: the tracker
    closes in on the first F and strikes on the second (REFERENCE.md, Handling an action)."""
    level = tmp_path / "unarmed.txt"
    level.write_text("P  \n   \nT H", encoding="utf-8")
    with typed_lines(f"{level}\nF\nF\n", echo_prompts=True) as printed:
        assert plain.main(["--seed", "0"]) == 0
    before = "#####\n#P  #\n#   #\n#T H#\n#####\n"
    closer = "#####\n#P  #\n#T  #\n#  H#\n#####\n"
    assert printed.getvalue() == (f"Map: {before}Enter your next action: {NO_WEAPON_MESSAGE}\n"
                                  f"{closer}Enter your next action: {NO_WEAPON_MESSAGE}\n{LOSE_MESSAGE}\n")
