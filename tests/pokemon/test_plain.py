"""The plain adapter: the task sheet's two worked examples replayed byte for byte, and every way out.

There is no reference folder for this game, so the transcripts in tests/data/pokemon were written from
the task sheet's Example 1 and Example 2: their cell rows as the sheet shows them, framed in the
original display format. Example 1 needs two placements (one before and one after the restart); seed
1665512 of Python's random gives exactly those, so it replays through the real command with --seed.
Example 2's placement (A4, A10, E4, I2, J7) is fed to the game by a scripted random source in-process.
"""

from __future__ import annotations

import io
import random
import subprocess
import sys
from pathlib import Path

import pytest

from arcade.games.pokemon import plain
from arcade.games.pokemon.model import HELP_TEXT, INVALID, RandomSource
from tests.transcripts import (
    arcade_command,
    echo_inputs,
    extract_inputs,
    plain_runs_in_one_process,
    replay,
    subprocess_env,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "pokemon"
EXAMPLE_1 = DATA / "example1_seed1665512.txt"
EXAMPLE_2 = DATA / "example2_locations_3_9_43_81_96.txt"

EMPTY_3 = (
    "  | 1 | 2 | 3 |\n"
    "----------------\n"
    "A | ~ | ~ | ~ |\n----------------\n"
    "B | ~ | ~ | ~ |\n----------------\n"
    "C | ~ | ~ | ~ |\n----------------\n"
)


class ScriptedRandom:
    """A random source that answers randint with prepared numbers (to place Pokémon where a test says)."""

    def __init__(self, numbers: list[int]) -> None:
        self.numbers = list(numbers)

    def randint(self, a: int, b: int) -> int:
        number = self.numbers.pop(0)
        assert a <= number <= b
        return number


def run_plain(*args: str, stdin: str = "") -> subprocess.CompletedProcess[bytes]:
    """Run `python -m arcade --plain pokemon ARGS` with `stdin`."""
    return subprocess.run(
        arcade_command("--plain", "pokemon", *args),
        input=stdin.encode("utf-8"),
        capture_output=True,
        env=subprocess_env(),
        timeout=60,
        check=False,
    )


def play_in_process(rng: RandomSource, typed: list[str], monkeypatch: pytest.MonkeyPatch,
                    capsys: pytest.CaptureFixture[str]) -> str:
    """Play with this random source and these typed lines; the output with the inputs echoed."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in typed)))
    plain.play(rng)
    return echo_inputs(capsys.readouterr().out, typed, plain.PROMPTS)


def test_example_1_replays_through_the_real_command() -> None:
    transcript = EXAMPLE_1.read_text(encoding="utf-8")
    result = replay(arcade_command("--plain", "pokemon", "--seed", "1665512"), transcript, plain.PROMPTS)
    assert result.returncode == 0, result.stderr
    assert result.actual == result.expected


def test_example_2_replays_with_its_placement(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    transcript = EXAMPLE_2.read_text(encoding="utf-8")
    typed = extract_inputs(transcript, plain.PROMPTS)
    assert play_in_process(ScriptedRandom([3, 9, 43, 81, 96]), typed, monkeypatch, capsys) == transcript


def test_example_1_in_process_matches_the_command(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    transcript = EXAMPLE_1.read_text(encoding="utf-8")
    typed = extract_inputs(transcript, plain.PROMPTS)
    assert play_in_process(random.Random(1665512), typed, monkeypatch, capsys) == transcript


def test_seed_places_pokemon_like_the_original_global_random() -> None:
    # The original called random.randint on the module's global generator; seeding it the same way
    # must give the same board, so a run with --seed N matches the original after random.seed(N).
    typed = "4\n3\nA1\nB2\nC3\nD4\nA4\nD1\n"
    first = run_plain("--seed", "42", stdin=typed)
    second = run_plain("--seed", "42", stdin=typed)
    assert first.stdout == second.stdout
    random.seed(42)
    cells = [random.randint(0, 15)]
    while len(set(cells)) < 3:
        cells.append(random.randint(0, 15))
    pokemon = sorted(set(cells))
    lost_board = first.stdout.decode().split("Please input action: ")
    assert "You have scared away all the pokemons." in first.stdout.decode()
    final = lost_board[-1]
    shown = [row * 4 + col for row, line in enumerate(final.splitlines()[2::2][:4])
             for col, cell in enumerate(line.split("|")[1:5]) if cell.strip() == "☺"]
    assert shown == pokemon


def test_help_text_then_board(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = play_in_process(ScriptedRandom([8]), ["3", "1", "h", "q", "y"], monkeypatch, capsys)
    assert out == (
        "Please input the size of the grid: 3\nPlease input the number of pokemons: 1\n" + EMPTY_3
        + "\nPlease input action: h\n" + HELP_TEXT + "\n" + EMPTY_3
        + "\nPlease input action: q\nYou sure about that buddy? (y/n): y\nCatch you on the flip side.\n"
    )


def test_invalid_actions_print_the_message_and_the_board(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    typed = ["3", "1", "a1", "D1", "A4", "f", "f Z1", "A1 ", "q", "maybe", "q", "y"]
    out = play_in_process(ScriptedRandom([8]), typed, monkeypatch, capsys)
    for action in ["a1", "D1", "A4", "f", "f Z1", "A1 "]:
        assert f"Please input action: {action}\n{INVALID}\n{EMPTY_3}" in out
    assert f"(y/n): maybe\n{INVALID}\n{EMPTY_3}" in out
    assert out.endswith("Catch you on the flip side.\n")


def test_no_keeps_going_and_restart_rewinds(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    out = play_in_process(ScriptedRandom([8, 0]), ["3", "1", "f A1", ":)", "q", "n", "q", "y"], monkeypatch, capsys)
    flagged = EMPTY_3.replace("A | ~", "A | ♥", 1)
    assert f"Please input action: f A1\n{flagged}" in out
    assert f"Please input action: :)\nIt's rewind time.\n{EMPTY_3}" in out
    assert f"(y/n): n\nLet's keep going.\n{EMPTY_3}" in out


def test_flagged_cell_is_not_uncovered_even_on_a_pokemon(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    out = play_in_process(ScriptedRandom([0]), ["3", "1", "f A1", "A1", "q", "y"], monkeypatch, capsys)
    flagged = EMPTY_3.replace("A | ~", "A | ♥", 1)
    assert f"Please input action: A1\n{flagged}" in out
    assert "scared" not in out


def test_loss_shows_every_pokemon_over_flags(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = play_in_process(ScriptedRandom([0, 8]), ["3", "2", "f A1", "C3"], monkeypatch, capsys)
    assert out.endswith(
        "Please input action: C3\n  | 1 | 2 | 3 |\n----------------\n"
        "A | ☺ | ~ | ~ |\n----------------\nB | ~ | ~ | ~ |\n----------------\n"
        "C | ~ | ~ | ☺ |\n----------------\nYou have scared away all the pokemons.\n"
    )


def test_win_needs_flags_on_every_pokemon(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    out = play_in_process(ScriptedRandom([0]), ["2", "1", "B2", "A2", "B1", "f A1"], monkeypatch, capsys)
    assert out.endswith(
        "Please input action: f A1\n  | 1 | 2 |\n------------\nA | ♥ | 1 |\n------------\n"
        "B | 1 | 1 |\n------------\nYou win.\n"
    )
    assert out.count("You win.") == 1


def test_bad_sizes_and_counts_are_asked_again(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    typed = ["seven", "0", "27", "-3", "3", "x", "-1", "1.5", "1", "q", "y"]
    out = play_in_process(ScriptedRandom([4]), typed, monkeypatch, capsys)
    assert out.count("The size of the grid must be a whole number from 1 to 26.\n") == 4
    assert out.count("The number of pokemons must be a whole number, 0 or more.\n") == 3
    assert EMPTY_3 in out


ONE_CELL_WIN = (
    "Please input the size of the grid: 1\n"
    "Please input the number of pokemons: 2\n"
    "  | 1 |\n--------\nA | ~ |\n--------\n"
    "\nPlease input action: f A1\n"
    "  | 1 |\n--------\nA | ♥ |\n--------\n"
    "You win.\n"
)


def test_more_pokemon_than_cells_fill_the_board_as_the_original_did() -> None:
    # The original's generate_pokemons stops once every cell holds a Pokémon, so 2 on a 1×1 board is one.
    result = replay(arcade_command("--plain", "pokemon"), ONE_CELL_WIN, plain.PROMPTS)
    assert result.returncode == 0, result.stderr
    assert result.actual == result.expected


def test_a_count_above_the_cells_is_asked_once_and_makes_every_cell_a_pokemon(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Nine draws fill the 3×3 board (8, then 8 again is redrawn); no tenth draw is made.
    draws = ScriptedRandom([8, 8, 0, 1, 2, 3, 4, 5, 6, 7])
    out = play_in_process(draws, ["3", "10", "B2"], monkeypatch, capsys)
    assert draws.numbers == [] and "must be" not in out
    assert out.endswith("B | ☺ | ☺ | ☺ |\n----------------\nC | ☺ | ☺ | ☺ |\n----------------\n"
                        "You have scared away all the pokemons.\n")


def test_a_count_of_any_length_is_taken(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = play_in_process(ScriptedRandom([0]), ["1", "9" * 5000, "f A1"], monkeypatch, capsys)
    assert out.endswith("You win.\n") and "must be" not in out


def test_two_digit_columns_keep_cells_four_wide() -> None:
    result = run_plain("--seed", "1", stdin="12\n0\n")
    header, separator = result.stdout.decode().split("pokemons: ", 1)[1].splitlines()[:2]
    assert header == "  |" + "".join(f" {n} |" for n in range(1, 10)) + " 10| 11| 12|"
    assert separator == "-" * 52


def test_end_of_input_is_one_line_without_traceback() -> None:
    for stdin in ["", "5\n", "5\n3\nA1\n", "5\n3\nq\n"]:
        result = run_plain("--seed", "3", stdin=stdin)
        assert result.returncode == 1, stdin
        stderr = result.stderr.decode()
        assert "Traceback" not in stderr
        assert stderr.strip().splitlines() == ["arcade: input ended before the game did"]


def test_bad_seed_is_a_usage_error() -> None:
    result = run_plain("--seed", "many")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr.decode()


def test_plain_mode_never_imports_urwid() -> None:
    assert plain_runs_in_one_process([["--plain", "pokemon", "--seed", "5"]], b"3\n1\nq\ny\n") == (False, [0])
