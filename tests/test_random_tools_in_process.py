"""The `*-random` plain tools in this process (so mutation testing's plain area sees them): `acorn-random` and
`dayz-random` print the generator's file, which the plain programs play to a win (and the screen plays as the board
it was), a NAME without a seed draws it through $ARCADE_SEED, a bad NAME is one line, and `--help` names all three
(arcade/generated_plain.py; tests/test_generated_levels.py has the rest of the generated levels)."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest

from arcade import cli
from arcade.errors import LevelError
from arcade.games.acorn import generated as acorn_generated
from arcade.games.acorn import plain as acorn_plain
from arcade.games.acorn import random_plain as acorn_random
from arcade.games.acorn.model import WIN_MESSAGE as ACORN_WIN
from arcade.games.acorn.screen import AcornScreen
from arcade.games.dayz import generated as dayz_generated
from arcade.games.dayz import plain as dayz_plain
from arcade.games.dayz import random_plain as dayz_random
from arcade.games.dayz.model import WIN_MESSAGE as DAYZ_WIN
from arcade.games.dayz.proof import WAIT
from arcade.games.sokoban import random_plain as sokoban_random
from arcade.levels import FRESH_SEEDS
from arcade.randomness import SEED_VARIABLE, seeded_random
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession

ACORN = find_game("acorn")


def run_plain(main: Callable[[list[str]], int], argv: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch,
              capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    main(argv)
    return capsys.readouterr().out


def saved_file(main: Callable[[list[str]], int], name: str, text: str, path: Path,
               capsys: pytest.CaptureFixture[str]) -> Path:
    """What a random tool prints for NAME, checked to be the generator's text (and a final newline), in a file."""
    assert main([name]) == 0
    printed = capsys.readouterr().out
    assert printed == f"{text}\n"
    path.write_text(printed, encoding="utf-8")
    return path


def test_acorn_random_prints_the_board_file_the_plain_program_plays_to_a_win(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    made = acorn_generated.generate_level("hard", 42)
    board = saved_file(acorn_random.main, "random:hard:42", made.text, tmp_path / "hard42.txt", capsys)
    out = run_plain(acorn_plain.main, [str(board)], "".join(f"{move}\n" for move in made.rating.path),
                    monkeypatch, capsys)
    assert ACORN_WIN in out and f"You made {made.rating.shortest} moves." in out
    screen = ShellSession(ACORN, board, Store(tmp_path / DATABASE_FILE)).app.current
    assert isinstance(screen, AcornScreen)  # and the screen plays the file as the board it was
    assert ["".join(cell.display for cell in row) for row in screen.start_grid] == list(made.rows)


def test_dayz_random_prints_the_map_file_the_plain_program_wins_on_its_line_whatever_the_seed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    made = dayz_generated.generate_level("easy", 7)
    path = saved_file(dayz_random.main, "random:easy:7", made.text, tmp_path / "easy7.txt", capsys)
    answers = [str(path), *("x" if turn == WAIT else turn for turn in made.line.turns)]  # x: a wait (any input)
    for seed in ("1", "2", "3"):
        out = run_plain(dayz_plain.main, ["--seed", seed], "\n".join(answers) + "\n", monkeypatch, capsys)
        assert DAYZ_WIN in out, out


@pytest.mark.parametrize(("main", "tool"), [(acorn_random.main, "acorn-random"), (dayz_random.main, "dayz-random"),
                                            (sokoban_random.main, "sokoban-random")])
def test_a_random_tool_without_a_seed_draws_one_and_refuses_a_bad_name_in_one_line(
        main: Callable[[list[str]], int], tool: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "5")
    seed = seeded_random().randrange(FRESH_SEEDS)
    assert main(["random:easy"]) == 0
    fresh = capsys.readouterr().out
    assert main([f"random:easy:{seed}"]) == 0
    assert capsys.readouterr().out == fresh  # $ARCADE_SEED draws the seed, as the arcade's entries do
    with pytest.raises(LevelError, match=f"usage: arcade --plain {tool} \\[random\\[:easy\\|:hard\\]\\[:SEED\\]\\]"):
        main(["random", "extra"])
    with pytest.raises(LevelError, match=r"random:nightmare:4: not a random level: .* e\.g\. random:hard:42"):
        main(["random:nightmare:4"])


def test_the_plain_help_names_the_random_tools() -> None:
    epilog = cli.build_parser().epilog or ""
    for tool in ("acorn-random", "dayz-random", "sokoban-random"):
        assert f"arcade --plain {tool} [random[:easy|:hard][:SEED]]" in epilog
