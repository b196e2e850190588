"""The handouts' transcripts replayed through `arcade --plain GAME ...` in this process (arcade.cli.main, standard
input and output swapped for strings): byte for byte as the real command prints them. The subprocess tests in
tests/<game>/test_plain.py check the real command; these run the same code where a mutation run can trace it."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from arcade.cli import main
from arcade.games.pokemon import plain as pokemon_plain
from arcade.games.spire import plain as spire_plain
from tests.dayz.test_plain import COURSE_SEED, COURSE_TESTS
from tests.dayz.test_plain import DATA as DAYZ_DATA
from tests.dayz.test_plain import PROMPTS as DAYZ_PROMPTS
from tests.pokemon.test_plain import EXAMPLE_1, ONE_CELL_WIN
from tests.sokoban.test_plain import EXAMPLES, maze_for
from tests.sokoban.test_plain import PROMPTS as SOKOBAN_PROMPTS
from tests.spire.test_plain import DATA as SPIRE_DATA
from tests.spire.test_plain import TRANSCRIPTS as SPIRE_TRANSCRIPTS
from tests.transcripts import echo_inputs, extract_inputs


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path / "data"))


def replayed(arguments: list[str], transcript: str, prompts: list[str], monkeypatch: pytest.MonkeyPatch,
             capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run `arcade ARGUMENTS` here with the transcript's inputs typed: (exit status, the output with the inputs
    echoed after their prompts, what went to standard error)."""
    inputs = extract_inputs(transcript, prompts)
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(typed + "\n" for typed in inputs)))
    status = main(arguments)
    captured = capsys.readouterr()
    return status, echo_inputs(captured.out, inputs, prompts), captured.err


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_sokoban_examples(example: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    transcript = example.read_text(encoding="utf-8")
    status, actual, error = replayed(["--plain", "sokoban", str(maze_for(example))], transcript, SOKOBAN_PROMPTS,
                                     monkeypatch, capsys)
    assert (status, error) == (0, "")
    assert actual == transcript


@pytest.mark.parametrize("name", COURSE_TESTS)
def test_dayz_course_transcripts_on_their_fixtures(name: str, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    transcript = (DAYZ_DATA / "course_tests" / f"{name}.out").read_text(encoding="utf-8")
    arguments = ["--plain", "dayz", "--seed", COURSE_SEED, "--fixture", COURSE_TESTS[name][0]]
    status, actual, error = replayed(arguments, transcript, DAYZ_PROMPTS, monkeypatch, capsys)
    assert (status, error) == (0, "")
    assert actual == transcript


@pytest.mark.parametrize("name", [name for name, (_, from_file) in COURSE_TESTS.items() if from_file])
def test_dayz_course_transcripts_on_map_files(name: str, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    fixture = DAYZ_DATA / "fixtures" / f"{COURSE_TESTS[name][0]}.txt"
    transcript = f"Map: {fixture}\n" + (DAYZ_DATA / "course_tests" / f"{name}.out").read_text(encoding="utf-8")
    status, actual, error = replayed(["--plain", "dayz", "--seed", COURSE_SEED], transcript, DAYZ_PROMPTS,
                                     monkeypatch, capsys)
    assert (status, error) == (0, "")
    assert actual == transcript


def test_pokemon_example_and_a_one_cell_win(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    transcript = EXAMPLE_1.read_text(encoding="utf-8")
    status, actual, error = replayed(["--plain", "pokemon", "--seed", "1665512"], transcript, pokemon_plain.PROMPTS,
                                     monkeypatch, capsys)
    assert (status, error) == (0, "")
    assert actual == transcript
    status, actual, error = replayed(["--plain", "pokemon"], ONE_CELL_WIN, pokemon_plain.PROMPTS, monkeypatch, capsys)
    assert (status, error) == (0, "")
    assert actual == ONE_CELL_WIN


@pytest.mark.parametrize("transcript", SPIRE_TRANSCRIPTS, ids=lambda path: path.stem)
def test_spire_transcripts(transcript: Path, monkeypatch: pytest.MonkeyPatch,
                           capsys: pytest.CaptureFixture[str]) -> None:
    text = transcript.read_text(encoding="utf-8")
    monkeypatch.chdir(SPIRE_DATA)
    status, actual, error = replayed(["--plain", "spire"], text, spire_plain.PROMPTS, monkeypatch, capsys)
    assert (status, error) == (0, "")
    assert actual == text + "\n"
