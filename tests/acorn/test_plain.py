"""The plain adapters: every reference end-to-end case byte for byte, the solver's output, and every way out.

tests/data/acorn holds the scaffold's example and the 46 community cases (see its README). Each case is
`N.config` (the board), `N.in` (the typed lines) and `N.out` (the expected stdout; a pipe does not echo
input). All of them replay in-process through plain.main, as the course's test script ran them
(`run.py N.config null print_input < N.in`); a handful also replay through the real command.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from arcade.games.acorn import plain
from arcade.games.acorn.model import Game
from tests.transcripts import arcade_command, plain_runs_in_one_process, subprocess_env

DATA = Path(__file__).resolve().parent.parent / "data" / "acorn"
CASES = sorted(DATA.rglob("*.config"))
BOARDS = ("board_simple", "board_medium", "board_hard", "board_super_hard", "board_bfs_killer")
THROUGH_THE_COMMAND = (
    "tests_e2e/1/1.config",  # the official scaffold example
    "community_tests_e2e/Aashiiii/tests_e2e/e_on_teleport/e_on_teleport.config",
    "community_tests_e2e/JiahaoChenConor/tests_e2e/6.config",  # a loss, input without a final newline
    "community_tests_e2e/Rahultalla29/tests_e2e/8/8.config",  # CRLF board
    "community_tests_e2e/Aashiiii/tests_e2e/quit_move/quit_move.config",
)
# The original solvers' BFS answers on the official boards (REFERENCE.md section 5: 4/4 peers, and 3/4 for
# bfs_killer); ours tries moves in the same order and prints exactly these.
BFS_ANSWERS = {
    "board_simple": "s, s",
    "board_medium": "s, d, d, s, s, s, s",
    "board_hard": "s, d, d, d, d, s, s, w, w, d, d, d, a, a, s, s, d, d, d, d, s, s, s, s, s",
    "board_super_hard": "s, d, d, d, d, s, s, a, d, w, w, d, d, d, a, a, s, s, d, d, d, d, s, s, s, s, s",
    "board_bfs_killer": ", ".join(["s", "s", *["d"] * 64, "s"]),
}


def case_id(config: Path) -> str:
    return config.relative_to(DATA).parent.as_posix().replace("community_tests_e2e/", "").replace("/tests_e2e", "")


def expected_output(config: Path) -> str:
    return config.with_suffix(".out").read_bytes().decode("utf-8")


def typed_input(config: Path) -> str:
    return config.with_suffix(".in").read_bytes().decode("utf-8")


def run_arcade(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run `python -m arcade ARGS` with `stdin`."""
    return subprocess.run(arcade_command(*args), input=stdin.encode("utf-8"), capture_output=True, cwd=cwd,
                          env=subprocess_env(), timeout=60, check=False)


def run_in_process(function: object, argv: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch,
                   capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Call a plain entry point with `stdin`; its status and stdout."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    assert callable(function)
    status = function(argv)
    return status, capsys.readouterr().out


def test_every_reference_case_is_here() -> None:
    assert len(CASES) == 47
    for config in CASES:
        assert config.with_suffix(".in").is_file() and config.with_suffix(".out").is_file()


@pytest.mark.parametrize("config", CASES, ids=case_id)
def test_reference_case_in_process(config: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_in_process(plain.main, [str(config), "null", "print_input"], typed_input(config),
                                 monkeypatch, capsys)
    assert status == 0
    assert out == expected_output(config)


@pytest.mark.parametrize("relative", THROUGH_THE_COMMAND)
def test_reference_case_through_the_real_command(relative: str) -> None:
    config = DATA / relative
    result = run_arcade("--plain", "acorn", str(config), "null", "print_input", stdin=typed_input(config))
    assert result.returncode == 0, result.stderr
    assert result.stdout == config.with_suffix(".out").read_bytes()
    assert result.stderr == b""


def test_the_scaffold_example_literally(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text("***\nX Y\n***")
    _, out = run_in_process(plain.main, [str(board)], "d\nd\n", monkeypatch, capsys)
    assert out == (
        "***\nA Y\n***\n\nYou have 0 water buckets.\n\nInput a move: ***\nXAY\n***\n\nYou have 0 water buckets.\n\n"
        "Input a move: ***\nX A\n***\n\nYou have 0 water buckets.\n\n\nYou conquer the treacherous maze set up by "
        "the Fire Nation and reclaim the Honourable Furious Forest Throne, restoring your hometown back to its "
        "former glory of rainbow and sunshine! Peace reigns over the lands.\n\nYou made 2 moves.\nYour moves: d, "
        "d\n\n=====================\n====== YOU WIN! =====\n=====================\n"
    )


def test_one_move_win_and_loss_use_the_singular(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text("*X*\n*Y*\n")
    _, out = run_in_process(plain.main, [str(board)], "S\n", monkeypatch, capsys)
    assert "\nYou made 1 move.\nYour move: s\n" in out
    board.write_text("*X*\n*F*\n*Y*\n")
    _, out = run_in_process(plain.main, [str(board)], "s\n", monkeypatch, capsys)
    assert out.endswith(
        "*X*\n*A*\n*Y*\n\nYou have 0 water buckets.\n\n\nYou step into the fires and watch your dreams disappear "
        ":(.\n\nThe Fire Nation triumphs! The Honourable Furious Forest is reduced to a pile of ash and is "
        "scattered to the winds by the next storm... You have been roasted.\n\nYou made 1 move.\nYour move: s\n\n"
        "=====================\n===== GAME OVER =====\n=====================\n"
    )


def test_quit_prints_bye_only(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                              tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text("*X*\n* *\n*Y*")
    _, out = run_in_process(plain.main, [str(board)], "Q\ns\n", monkeypatch, capsys)
    assert out == "*A*\n* *\n*Y*\n\nYou have 0 water buckets.\n\nInput a move: \nBye!\n"
    assert sys.stdin.read() == "s\n"  # nothing read after the quit


@pytest.mark.parametrize("typed", [" d", "d ", "ss", "", "abc", "x", "qq"])
def test_only_exact_single_letters_are_moves(typed: str, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text("*X*\n* *\n*Y*")
    _, out = run_in_process(plain.main, [str(board)], f"{typed}\nq\n", monkeypatch, capsys)
    screen = "*A*\n* *\n*Y*\n\nYou have 0 water buckets.\n\n"
    assert out == (f"{screen}Input a move: {screen}Please enter a valid move (w, a, s, d, e, q).\n\n"
                   "Input a move: \nBye!\n")


def test_play_clears_the_screen_before_each_grid(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text("*X*\n* *\n*Y*")
    _, cleared = run_in_process(plain.main, [str(board), "play"], "s\ns\n", monkeypatch, capsys)
    _, normal = run_in_process(plain.main, [str(board)], "s\ns\n", monkeypatch, capsys)
    assert cleared.count(plain.CLEAR_SCREEN) == 3
    assert cleared.startswith(plain.CLEAR_SCREEN)
    assert cleared.replace(plain.CLEAR_SCREEN, "") == normal


def test_bundled_board_by_name(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run_in_process(plain.main, ["board_simple"], "s\ns\n", monkeypatch, capsys)
    assert out.startswith("**A**\n*   *\n**Y**\n\nYou have 0 water buckets.\n\nInput a move: ")
    assert "You made 2 moves.\nYour moves: s, s\n" in out


def test_usage_and_missing_file_print_the_original_lines() -> None:
    result = run_arcade("--plain", "acorn")
    assert (result.returncode, result.stdout, result.stderr) == (2, b"Usage: python3 run.py <filename> [play]\n", b"")
    result = run_arcade("--plain", "acorn", "no/such/board.txt", "play")
    assert (result.returncode, result.stdout, result.stderr) == (2, b"no/such/board.txt does not exist!\n", b"")
    for args in ([], ["board_simple"], ["board_simple", "ABC"]):
        result = run_arcade("--plain", "acorn-solve", *args)
        assert (result.returncode, result.stdout) == (2, b"Usage: python3 solver.py <filename> <mode>\n")
    result = run_arcade("--plain", "acorn-solve", "nothing.txt", "BFS")
    assert (result.returncode, result.stdout) == (2, b"nothing.txt does not exist!\n")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("*X*\n*Z*\n*Y*\n*0*", "Bad letter in configuration file: Z."),
        ("*X*\n*0*\n*Y*", "Bad letter in configuration file: 0."),
        ("*X*\n*X*\n*Y*", "Expected 1 starting position, got 2."),
        ("* *\n* *\n*Y*\n1 1", "Expected 1 starting position, got 0."),
        ("*X*\n* *\n*Y*\n*Y*", "Expected 1 ending position, got 2."),
        ("*X*\n*2*\n*Y*\n*1*", "Teleport pad 1 does not have an exclusively matching pad."),
        ("*X*\n*3*\n*Y*\n333", "Teleport pad 3 does not have an exclusively matching pad."),
    ],
)
@pytest.mark.parametrize("command", ["acorn", "acorn-solve"])
def test_parse_errors_are_one_exact_line_on_stderr(tmp_path: Path, content: str, message: str, command: str) -> None:
    board = tmp_path / "board.txt"
    board.write_text(content)
    result = run_arcade("--plain", command, str(board), "BFS")
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode() == f"arcade: {board}: {message}\n"


def test_unreadable_boards_are_one_line(tmp_path: Path) -> None:
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"*X*\xff\n*Y*")
    for path in (binary, tmp_path):
        result = run_arcade("--plain", "acorn", str(path))
        assert result.returncode == 2
        stderr = result.stderr.decode()
        assert stderr.startswith(f"arcade: {path}: ") and stderr.count("\n") == 1 and "Traceback" not in stderr


@pytest.mark.parametrize("stdin", ["", "s\n", "d\nd\n"])
def test_end_of_input_is_one_line_without_traceback(stdin: str) -> None:
    result = run_arcade("--plain", "acorn", "board_medium", stdin=stdin)
    assert result.returncode == 1
    assert result.stderr.decode().strip().splitlines() == ["arcade: input ended before the game did"]


def test_help_explains_both_commands() -> None:
    for command, text in (("acorn", "BOARD [play]"), ("acorn-solve", "BOARD MODE")):
        result = run_arcade("--plain", command, "--help")
        assert result.returncode == 0 and text in result.stdout.decode()


@pytest.mark.parametrize("board", BOARDS)
def test_solver_bfs_prints_the_originals_answer(board: str, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_in_process(plain.solve_main, [str(DATA / f"{board}.txt"), "BFS"], "", monkeypatch, capsys)
    answer = BFS_ANSWERS[board]
    assert status == 0
    assert out == f"Path has {answer.count(',') + 1} moves.\nPath: {answer}\n"


@pytest.mark.parametrize("board", BOARDS)
def test_solver_dfs_prints_a_winning_path(board: str, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_in_process(plain.solve_main, [str(DATA / f"{board}.txt"), "DFS"], "", monkeypatch, capsys)
    assert status == 0
    first, second, end = out.split("\n")
    moves = second.removeprefix("Path: ").split(", ")
    assert first == f"Path has {len(moves)} moves." and end == ""
    game = Game.from_file(DATA / f"{board}.txt")
    for move in moves:
        assert not game.is_over()
        game.game_move(move)
    assert game.is_won()


def test_solver_through_the_real_command_and_no_path(tmp_path: Path) -> None:
    result = run_arcade("--plain", "acorn-solve", str(DATA / "board_hard.txt"), "BFS", "extra")
    assert result.returncode == 0 and result.stderr == b""
    assert result.stdout.decode() == f"Path has 25 moves.\nPath: {BFS_ANSWERS['board_hard']}\n"
    walled = tmp_path / "walled.txt"
    walled.write_text("*X*\n***\n*Y*")
    for mode in ("BFS", "DFS", "bfs"):
        result = run_arcade("--plain", "acorn-solve", str(walled), mode)
        assert (result.returncode, result.stdout) == (0, b"There is no possible path.\n")
    one_step = tmp_path / "one.txt"
    one_step.write_text("*X*\n*Y*")
    result = run_arcade("--plain", "acorn-solve", str(one_step), "DFS")
    assert result.stdout == b"Path has 1 moves.\nPath: s\n"  # always plural, as every original printed it


def test_plain_mode_never_imports_urwid() -> None:
    runs = [["--plain", "acorn", "board_simple"], ["--plain", "acorn-solve", "board_hard", "DFS"]]
    assert plain_runs_in_one_process(runs, b"s\ns\n") == (False, [0, 0])


def test_the_solver_has_no_full_screen_face() -> None:
    result = run_arcade("acorn-solve", "board_simple")
    assert result.returncode == 2
    expected = "arcade: acorn-solve runs in plain mode only; try: arcade --plain acorn-solve BOARD BFS|DFS\n"
    assert result.stderr.decode() == expected
