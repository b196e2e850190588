"""What the store found wrong on opening (a damaged database set aside, an old scores file that cannot be read) is
told on stderr, one `arcade: ...` line each in the order found, by every command that opens the player's store
(`arcade stats`, `arcade daily --share`, `arcade export` and `arcade export --cast`), before its own output; run in
this process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcade import cli
from arcade.store import DATABASE_FILE

UNREADABLE_SCORES = "{"


def json_error(text: str) -> str:
    """What json says of this text (its words vary between Python versions)."""
    try:
        json.loads(text)
    except ValueError as error:
        return str(error)
    raise AssertionError(f"{text!r} is JSON")


@pytest.fixture
def damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder whose database is not one and whose old scores file is not JSON."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / DATABASE_FILE).write_bytes(b"not a database, just text that is long enough to be read" * 20)
    (folder / "scores.json").write_text(UNREADABLE_SCORES, encoding="utf-8")
    monkeypatch.setenv("ARCADE_DATA_DIR", str(folder))
    return folder


def notices(folder: Path) -> str:
    [aside] = folder.glob(f"{DATABASE_FILE}.damaged-*")
    return (f"arcade: The results file could not be read (file is not a database); it was kept as {aside.name} and a "
            "new one started.\n"
            f"arcade: scores.json could not be imported ({json_error(UNREADABLE_SCORES)}); it is left as it was.\n")


@pytest.mark.parametrize("arguments", [["stats"], ["daily", "--share", "--date", "2026-11-24"],
                                       ["export", "sokoban", "maze1"], ["export", "--cast", "sokoban", "maze1"]])
def test_each_notice_is_one_line_on_stderr_before_the_commands_own(
        arguments: list[str], damaged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = cli.main(arguments)
    err = capsys.readouterr().err
    expected = notices(damaged)
    if arguments[0] == "export":  # the new database has nothing to export: the command's own line follows
        assert (status, err) == (cli.EXIT_USAGE,
                                 expected + "arcade: no saved game and no best on sokoban maze1 to export\n")
    else:
        assert (status, err) == (0, expected)
