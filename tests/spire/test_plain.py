"""The plain adapter: both handout transcripts byte for byte through the real command, and every way out.

The transcripts (tests/data/spire/gameplay) are terminal captures of the original: each prompt is followed
by the typed text, and the file drops the last empty line that the final `print(GAME_WIN_MESSAGE)` wrote,
so the real output is the transcript plus one "\\n". They were made in a fresh process (seed 10012023 at
import), with the game files typed as `games/game1.txt` relative to the working directory.
"""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest

from arcade.games.spire import plain
from arcade.games.spire.model import CARD_FAILURE_MESSAGE, GAME_LOSE_MESSAGE, GAME_WIN_MESSAGE, new_game
from tests.transcripts import (
    arcade_command,
    echo_inputs,
    extract_inputs,
    one_line_error,
    plain_runs_in_one_process,
    replay,
    subprocess_env,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "spire"
TRANSCRIPTS = sorted((DATA / "gameplay").glob("*.txt"))
FIRST_DISPLAY = (
    "MONSTERS\n---------------\nMonster 0\nLouse: 25/25 HP\n---------------\n\n\n\n"
    "PLAYER\n" + "-" * 54 + "\nIronClad\nHP: 80/80\nEnergy: 3\n"
    "Hand: [Strike(), Strike(), Bash(), Strike(), Strike()]\n"
    "Block: 0 Strength: 0 Vulnerable: 0 Weak: 0\n" + "-" * 54 + "\n"
)
GAME1_START = "Enter a player type: Enter a game file: New encounter!\n\n" + FIRST_DISPLAY


def run_plain(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run `python -m arcade --plain spire ARGS` with `stdin`."""
    return subprocess.run(
        arcade_command("--plain", "spire", *args), input=stdin.encode("utf-8"), capture_output=True, cwd=cwd,
        env=subprocess_env(), timeout=60, check=False,
    )


def test_both_handout_transcripts_are_here() -> None:
    assert [path.name for path in TRANSCRIPTS] == ["example_game_1.txt", "example_gameplay_2.txt"]


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda path: path.stem)
def test_transcript_replays_through_the_real_command(transcript: Path) -> None:
    text = transcript.read_text(encoding="utf-8")
    result = replay(arcade_command("--plain", "spire"), text, plain.PROMPTS, cwd=DATA)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.actual == text + "\n"


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda path: path.stem)
def test_transcript_replays_with_bundled_games_from_anywhere(transcript: Path, tmp_path: Path) -> None:
    """`games/game1.txt` typed where no such file exists falls back to the bundled game1."""
    text = transcript.read_text(encoding="utf-8")
    result = replay(arcade_command("--plain", "spire", "--seed", "10012023"), text, plain.PROMPTS, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.actual == text + "\n"


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda path: path.stem)
def test_transcript_replays_in_process(transcript: Path, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    text = transcript.read_text(encoding="utf-8")
    typed = extract_inputs(text, plain.PROMPTS)
    monkeypatch.chdir(DATA)
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in typed)))
    new_game()
    plain.play()
    assert echo_inputs(capsys.readouterr().out, typed, plain.PROMPTS) == text + "\n"
    assert sys.stdin.read() == ""  # every typed line was used


def test_transcripts_cover_the_trailing_space_move() -> None:
    typed = [line for path in TRANSCRIPTS for line in extract_inputs(path.read_text(encoding="utf-8"), plain.PROMPTS)]
    assert "end turn " in typed


def test_not_ending_the_turn_between_encounters_would_change_the_hands(monkeypatch: pytest.MonkeyPatch,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """The replay can fail: without the end of turn after a win, transcript 1 diverges in encounter 2."""
    original = plain.Encounter.end_player_turn

    def end_turn_unless_won(self: plain.Encounter) -> None:
        if self.is_active():
            original(self)

    monkeypatch.setattr(plain.Encounter, "end_player_turn", end_turn_unless_won)
    text = TRANSCRIPTS[0].read_text(encoding="utf-8")
    typed = extract_inputs(text, plain.PROMPTS)
    monkeypatch.chdir(DATA)
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in typed)))
    new_game()
    with contextlib.suppress(EOFError):
        plain.play()
    actual = echo_inputs(capsys.readouterr().out, typed, plain.PROMPTS)
    second = text.index("New encounter!", text.index("New encounter!") + 1)
    assert actual[:second] == text[:second]  # the first encounter is as before
    assert actual != text + "\n"


def test_a_different_seed_deals_different_hands() -> None:
    result = run_plain("--seed", "5", stdin="ironclad\ngame1\n")
    assert result.returncode == 1
    assert not result.stdout.decode().startswith(GAME1_START)


def test_moves_and_messages() -> None:
    stdin = "\n".join([
        "watcher ", "game1",  # watcher and the louse: hand [Defend, Strike, Strike, Vigilance, Strike]
        "dance", "inspect hand", "describe Nonsense", "describe Eruption", "describe Vigilance",
        "play Strike", "play Strike x", "play Strike 9", "play Eruption 0", "play Strike 0 0",
        "  play   Strike   0  ",
    ]) + "\n"
    result = run_plain(stdin=stdin)
    assert result.returncode == 1  # input ended
    out = result.stdout.decode()
    assert out.count(plain.UNKNOWN_MOVE_MESSAGE + "\n") == 3
    assert plain.unknown_card_message("Nonsense") in out
    assert "\nDeal 9 damage.\n\n" in out and "\nGain 8 block and 1 strength.\n\n" in out
    assert out.count(CARD_FAILURE_MESSAGE + "\n") == 4
    assert "Watcher\nHP: 72/72\nEnergy: 2\n" in out and "Louse: 19/25 HP" in out
    assert "Traceback" not in result.stderr.decode()


def test_unknown_player_type_is_asked_again() -> None:
    result = run_plain(stdin="wizard\nIronClad\ngame1\n")
    out = result.stdout.decode()
    assert out.startswith("Enter a player type: " + plain.unknown_player_message("wizard") + "\n")
    assert "Enter a player type: Enter a game file: New encounter!\n\n" + FIRST_DISPLAY in out


def test_losing_prints_the_lose_message_and_stops(tmp_path: Path) -> None:
    game = tmp_path / "doom.txt"
    game.write_text("Encounter 1\nCultist 500\nLouse 500\nLouse 500\n", encoding="utf-8")
    result = run_plain(stdin=f"silent\n{game}\n" + "end turn\n" * 30)
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert out.endswith("Enter a move: " + GAME_LOSE_MESSAGE + "\n")
    assert GAME_WIN_MESSAGE not in out


def test_winning_a_custom_game(tmp_path: Path) -> None:
    game = tmp_path / "tiny.txt"
    game.write_text("Encounter 1\nLouse 6\n\nEncounter 2\nJawWorm 6\n", encoding="utf-8")
    result = run_plain(stdin=f"ironclad\n{game}\nplay Strike 0\nplay Strike 1\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert out.count("New encounter!") == 2
    assert "Monster 1\nJawWorm: 6/6 HP" in out
    assert out.endswith("-\n\nYou have won the encounter!\n\n\nYou have won the game!\n\n")


@pytest.mark.parametrize(
    ("content", "expected"),
    [(None, "no such game file"), (b"Encounter 1\nDragon 5\n", "line 2: unknown monster 'Dragon'"),
     (b"", "no encounters"), (b"Encounter 1\nLouse -3\n", "line 2: max HP must be a positive whole number"),
     (b"\xff\xfe", "cannot read")],
)
def test_bad_game_files_are_one_line_exit_2(tmp_path: Path, content: bytes | None, expected: str) -> None:
    path = tmp_path / "game.txt"
    if content is not None:
        path.write_bytes(content)
    result = run_plain(stdin=f"ironclad\n{path}\n")
    error = one_line_error(result, 2)
    assert expected in error and str(path) in error
    assert result.stdout.decode() == "Enter a player type: Enter a game file: "


@pytest.mark.parametrize("stdin", ["", "ironclad\n", "silent\ngame2\nplay Strike 0\n"])
def test_end_of_input_is_one_line_without_traceback(stdin: str) -> None:
    result = run_plain(stdin=stdin)
    assert result.returncode == 1
    assert result.stderr.decode().strip().splitlines() == ["arcade: input ended before the game did"]


def test_bad_seed_is_a_usage_error() -> None:
    result = run_plain("--seed", "lots")
    assert result.returncode == 2 and "Traceback" not in result.stderr.decode()


def test_plain_mode_never_imports_urwid() -> None:
    stdin = b"ironclad\ngame1\n" + b"end turn\n" * 40
    assert plain_runs_in_one_process([["--plain", "spire"]], stdin) == (False, [0])
