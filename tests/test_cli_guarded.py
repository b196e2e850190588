"""The command line's guard around every command (cli._guarded): whatever goes wrong ends with one line on stderr
and the exit status it names, never a traceback; a bug of ours keeps its details in the data folder's crash.log."""

from __future__ import annotations

import locale
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arcade import cli
from arcade.errors import ArcadeError


def failing(error: BaseException) -> Callable[[], int]:
    def run() -> int:
        raise error
    return run


@pytest.mark.parametrize(("error", "status", "line"), [
    (ArcadeError("no such level: maze9"), cli.EXIT_USAGE, "arcade: no such level: maze9\n"),
    (EOFError(), cli.EXIT_INPUT_ENDED, "\narcade: input ended before the game did\n"),
    (KeyboardInterrupt(), cli.EXIT_INTERRUPTED, "\narcade: interrupted\n"),
])
def test_what_the_player_caused_is_one_line_and_its_status(capsys: pytest.CaptureFixture[str], error: BaseException,
                                                           status: int, line: str) -> None:
    assert cli._guarded(failing(error)) == status
    assert capsys.readouterr().err == line


def test_a_command_that_succeeds_returns_its_own_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli._guarded(lambda: 0) == 0 and cli._guarded(lambda: 3) == 3
    assert capsys.readouterr().err == ""


def test_a_bug_of_ours_keeps_its_traceback_in_the_crash_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path / "data"))
    assert cli._guarded(failing(ZeroDivisionError("division by zero"))) == cli.EXIT_INTERNAL
    log = tmp_path / "data" / "crash.log"
    said = capsys.readouterr().err
    assert said == f"arcade: internal error: ZeroDivisionError: division by zero (details in {log})\n"
    text = log.read_text(encoding="utf-8")
    assert text.startswith("Traceback (most recent call last):") and text.rstrip().endswith(
        "ZeroDivisionError: division by zero")


def test_a_crash_log_that_cannot_be_written_says_so_in_the_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("ARCADE_DATA_DIR", str(blocked / "data"))  # under a file: no folder can be made there
    assert cli._guarded(failing(RuntimeError("boom"))) == cli.EXIT_INTERNAL
    assert capsys.readouterr().err == ("arcade: internal error: RuntimeError: boom (details in (crash log could not "
                                       "be written))\n")


class Stdout:
    """A standard output on file descriptor 1 (the test's own is a capture without one)."""

    def fileno(self) -> int:
        return 1


def test_a_reader_gone_away_ends_quietly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`arcade --plain … | head`: the pipe closed, stdout goes to /dev/null so the exit writes nothing more."""
    moved: list[tuple[int, int]] = []
    monkeypatch.setattr(os, "dup2", lambda source, target: moved.append((source, target)))
    monkeypatch.setattr(sys, "stdout", Stdout())
    assert cli._guarded(failing(BrokenPipeError())) == 1
    assert capsys.readouterr().err == "" and len(moved) == 1 and moved[0][1] == 1


def test_after_the_reader_went_away_what_is_written_at_exit_goes_nowhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Standard output's descriptor itself now leads to /dev/null: the interpreter's flush at exit (here, a write
    on that descriptor) neither fails nor reaches the file it led to."""
    path = tmp_path / "stdout"
    with open(path, "w", encoding="utf-8") as stdout:
        monkeypatch.setattr(sys, "stdout", stdout)
        assert cli._guarded(failing(BrokenPipeError())) == 1
        assert os.write(stdout.fileno(), b"flushed at exit\n") == len(b"flushed at exit\n")
    assert path.read_bytes() == b"" and capsys.readouterr().err == ""


@pytest.mark.parametrize("made", [False, True], ids=["folders not made yet", "folder already there"])
def test_the_crash_log_is_written_whether_or_not_the_data_folder_exists(
        made: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A first run that crashes before anything was kept needs the folder and its parents made; any later one finds
    the folder there."""
    folder = tmp_path / "home" / ".local" / "share" / "arcade"
    if made:
        folder.mkdir(parents=True)
    monkeypatch.setenv("ARCADE_DATA_DIR", str(folder))
    assert cli._guarded(failing(RuntimeError("boom"))) == cli.EXIT_INTERNAL
    log = folder / "crash.log"
    assert capsys.readouterr().err == f"arcade: internal error: RuntimeError: boom (details in {log})\n"
    assert log.read_text(encoding="utf-8").rstrip().endswith("RuntimeError: boom")


@pytest.fixture
def ascii_locale() -> Iterator[None]:
    """The C locale's character set (ASCII) for text files opened without an encoding, as on a bare server."""
    before = locale.setlocale(locale.LC_CTYPE)
    locale.setlocale(locale.LC_CTYPE, "C")
    yield
    locale.setlocale(locale.LC_CTYPE, before)


def test_the_crash_log_is_utf8_whatever_the_locale(ascii_locale: None, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """An error naming a level such as Pokémon's is kept whole, not lost to an encoding error in the guard itself."""
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    assert cli._guarded(failing(KeyError("Pokémon ✓"))) == cli.EXIT_INTERNAL
    log = tmp_path / "crash.log"
    assert capsys.readouterr().err == f"arcade: internal error: KeyError: 'Pokémon ✓' (details in {log})\n"
    assert log.read_bytes().rstrip().endswith("KeyError: 'Pokémon ✓'".encode())
