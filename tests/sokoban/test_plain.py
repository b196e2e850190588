"""The plain adapter through the real command: the five original transcripts byte for byte, and every way out."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from arcade.games.sokoban.plain import Sokoban, SokobanView, main
from tests.transcripts import (
    arcade_command,
    echo_inputs,
    extract_inputs,
    plain_runs_in_one_process,
    replay,
    subprocess_env,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "sokoban"
EXAMPLES = sorted((DATA / "game_examples").glob("*.txt"))
PROMPTS = ["Enter move: "]

MAZE1_START = (
    "WWWWWWWW\nWP  W  W\nW   W  W\nW 1 WG W\nW      W\nW      W\nWWWWWWWW\n\nMoves remaining: 12, strength: 1\n\n"
)


def run_plain(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run `python -m arcade --plain sokoban ARGS` with `stdin`."""
    return subprocess.run(
        arcade_command("--plain", "sokoban", *args),
        input=stdin.encode("utf-8"),
        capture_output=True,
        cwd=cwd,
        env=subprocess_env(),
        timeout=60,
        check=False,
    )


def maze_for(example: Path) -> Path:
    """The maze a transcript was played on: its name starts with the maze's name."""
    return DATA / (example.name.split("_", 1)[0] + ".txt")


def test_all_five_examples_are_present() -> None:
    assert len(EXAMPLES) == 5


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_transcript_replays_byte_for_byte(example: Path) -> None:
    transcript = example.read_bytes().decode("utf-8")
    result = replay(arcade_command("--plain", "sokoban", str(maze_for(example))), transcript, PROMPTS)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.actual.encode("utf-8") == transcript.encode("utf-8")


def test_replay_helper_extracts_and_echoes() -> None:
    transcript = "board\nEnter move: d\nboard2\nEnter move: \nInvalid move\n\nEnter move: q\n"
    inputs = extract_inputs(transcript, PROMPTS)
    assert inputs == ["d", "", "q"]
    piped = "board\nEnter move: board2\nEnter move: Invalid move\n\nEnter move: "
    assert echo_inputs(piped, inputs, PROMPTS) == transcript
    # A prompt left unanswered (end of input) stays as it is.
    assert echo_inputs("A: B: ", ["x"], ["A: ", "B: "]) == "A: x\nB: "


def test_replay_detects_a_difference() -> None:
    example = DATA / "game_examples" / "maze1_simple_win_example.txt"
    transcript = example.read_text(encoding="utf-8")
    wrong_maze = DATA / "maze2.txt"
    result = replay(arcade_command("--plain", "sokoban", str(wrong_maze)), transcript, PROMPTS)
    assert result.actual != result.expected


def test_quit_prints_nothing_more() -> None:
    result = run_plain(str(DATA / "maze1.txt"), stdin="q\n")
    assert result.returncode == 0
    assert result.stdout.decode() == MAZE1_START + "Enter move: "
    assert result.stderr == b""


def test_invalid_inputs_are_exact_strings() -> None:
    # Only lower-case commands count; 'Invalid move' has no full stop (the reference overrides section 3).
    result = run_plain(str(DATA / "maze1.txt"), stdin="W\n d\nww\n\nQ\nq\n")
    board = MAZE1_START + "Enter move: "
    assert result.stdout.decode() == board + ("Invalid move\n\n" + board) * 5
    assert result.returncode == 0


def test_undo_prints_nothing_and_restores() -> None:
    result = run_plain(str(DATA / "maze1.txt"), stdin="u\nd\nu\nq\n")
    board = MAZE1_START + "Enter move: "
    moved = board.replace("WP  W", "W P W").replace("12,", "11,")
    assert result.stdout.decode() == board + board + moved + board


def test_end_of_input_is_one_line_without_traceback() -> None:
    result = run_plain(str(DATA / "maze1.txt"), stdin="d\n")
    assert result.returncode != 0
    stderr = result.stderr.decode()
    assert "Traceback" not in stderr
    assert len(stderr.strip().splitlines()) == 1


def test_malformed_maze_file_is_one_line_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("1 12\nWWWW\nWPW\nWWWW\n", encoding="utf-8")
    result = run_plain(str(bad))
    assert result.returncode == 2
    assert result.stdout == b""
    stderr = result.stderr.decode()
    assert "Traceback" not in stderr
    assert len(stderr.strip().splitlines()) == 1
    assert str(bad) in stderr
    assert "line 3" in stderr


def test_missing_file_is_one_line_exit_2(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.txt"
    result = run_plain(str(missing))
    assert result.returncode == 2
    stderr = result.stderr.decode()
    assert "Traceback" not in stderr
    assert len(stderr.strip().splitlines()) == 1
    assert str(missing) in stderr


@pytest.mark.parametrize("spec", ["microban:1", "microban", "levels/sokoban/microban.xsb:3"])
def test_a_classic_level_says_what_it_is_and_what_to_run(spec: str) -> None:
    result = run_plain(spec, stdin="q\n", cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 2 and result.stdout == b""
    stderr = result.stderr.decode()
    assert len(stderr.strip().splitlines()) == 1 and "Traceback" not in stderr
    assert f"{spec} is a classic Sokoban level" in stderr
    assert f"'arcade sokoban {spec}'" in stderr and "or print a solution with 'arcade --plain sokoban-solve " in stderr


def test_a_misspelt_maze_keeps_its_old_message() -> None:
    result = run_plain("maze9")
    assert result.returncode == 2
    assert result.stderr.decode() == "arcade: maze9: no such file, nor a bundled sokoban level (see arcade --list)\n"


def test_bundled_level_name_from_another_directory(tmp_path: Path) -> None:
    result = run_plain("maze1", stdin="q\n", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode() == MAZE1_START + "Enter move: "


def test_plain_mode_never_imports_urwid() -> None:
    assert plain_runs_in_one_process([["--plain", "sokoban", str(DATA / "maze1.txt")]], b"q\n") == (False, [0])


def test_main_in_process(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    answers = iter(["s", "q"])
    monkeypatch.setattr("builtins.input", lambda prompt: print(prompt, end="") or next(answers))
    assert main([str(DATA / "maze1.txt")]) == 0
    out = capsys.readouterr().out
    assert out.startswith(MAZE1_START + "Enter move: WWWWWWWW\nW   W  W\nWP  W  W\n")
    assert "Moves remaining: 11, strength: 1\n\nEnter move: " in out


def test_main_rejects_missing_argument(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([])
    assert exit_info.value.code == 2
    assert "arcade --plain sokoban" in capsys.readouterr().err


def test_view_output_matches_reference(capsys: pytest.CaptureFixture[str]) -> None:
    game = Sokoban(str(DATA / "maze1.txt"))
    game.display()
    assert capsys.readouterr().out == MAZE1_START
    SokobanView().display_stats(0, 7)
    assert capsys.readouterr().out == "Moves remaining: 0, strength: 7\n\n"


def test_loss_hides_the_final_board(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    maze = tmp_path / "short.txt"
    maze.write_text("1 1\nWWWWW\nWP1GW\nW   W\nWWWWW\n", encoding="utf-8")
    monkeypatch.setattr("builtins.input", lambda prompt: print(prompt, end="") or "s")
    Sokoban(str(maze)).play_game()
    out = capsys.readouterr().out
    assert out == "WWWWW\nWP1GW\nW   W\nWWWWW\n\nMoves remaining: 1, strength: 1\n\nEnter move: You lost!\n"


def test_win_on_last_move_is_a_win(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    maze = tmp_path / "last.txt"
    maze.write_text("1 1\nWWWWW\nWP1GW\nWWWWW\n", encoding="utf-8")
    monkeypatch.setattr("builtins.input", lambda prompt: print(prompt, end="") or "d")
    Sokoban(str(maze)).play_game()
    out = capsys.readouterr().out
    assert out.endswith("Enter move: WWWWW\nW PXW\nWWWWW\n\nMoves remaining: 0, strength: 1\n\nYou won!\n")
