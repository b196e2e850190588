"""`arcade --help` and `--version` in process (where the mutation runs see them), line by line: the top (usage,
description, arguments and options) and the commands as README.md copies them, every game with its title and blurb,
plain mode's usage per game, the plain tools, the examples, the keys and the files, each built from the registry and
the keys it names."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade import __version__, cli
from arcade.cli_parsers import PLAIN_ONLY, commands_help
from arcade.keys import COMMAND_LINE_KEYS
from arcade.registry import GAMES

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def help_lines(capsys: pytest.CaptureFixture[str]) -> list[str]:
    with pytest.raises(SystemExit) as ended:
        cli.main(["--help"])
    assert ended.value.code == 0
    out = capsys.readouterr()
    assert out.err == ""
    return out.out.splitlines()


def section(lines: list[str], heading: str) -> list[str]:
    """The lines after a heading line, up to the next blank one."""
    start = lines.index(heading) + 1
    end = lines.index("", start) if "" in lines[start:] else len(lines)
    return lines[start:end]


def test_the_games_each_with_its_title_and_blurb(help_lines: list[str]) -> None:
    assert section(help_lines, "games:") == [f"  {game.id:<10} {game.title}: {game.blurb}" for game in GAMES]


def test_the_commands_are_the_readmes_copy(help_lines: list[str]) -> None:
    start = help_lines.index(commands_help()[0])
    assert help_lines[start:start + len(commands_help())] == commands_help()
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "\n".join(commands_help()) in readme


def test_plain_mode_and_the_plain_tools_by_their_usage(help_lines: list[str]) -> None:
    assert section(help_lines, "plain mode (the original programs' exact text, for scripts and graders):") == [
        f"  arcade --plain {game.id} {game.plain_usage}".rstrip() for game in GAMES]
    assert section(help_lines, "plain tools (not games: in plain mode only):") == [
        f"  arcade --plain {tool.id} {tool.plain_usage}".rstrip() for tool in PLAIN_ONLY]


def test_the_examples_keys_and_files(help_lines: list[str]) -> None:
    examples = section(help_lines, "examples:")
    assert examples[:2] == ["  arcade                     open the menu", "  arcade sokoban maze1"]
    assert examples[2:5] == ["  arcade export sokoban maze1 | arcade --plain sokoban maze1",
                             "  arcade export --cast sokoban maze1 > maze1.cast",
                             "  arcade daily --share --date 2026-11-24"]
    assert examples[5:] == [f"  {game.plain_example}" for game in (*GAMES, *PLAIN_ONLY)]
    keys = f"keys: {COMMAND_LINE_KEYS.keymap.hints()}; press ? in a game for all of its keys."
    assert section(help_lines, keys) == ["Set NO_COLOR to play in monochrome."]
    assert section(help_lines, "your files live in $ARCADE_DATA_DIR if set, else in $XDG_DATA_HOME/arcade,") == [
        "else in ~/.local/share/arcade:",
        "  arcade.db    every finished game (bests, records), saved games and choices",
        "  solutions/   your Sokoban wins (classic and Fancy) as LURD moves",
        "  crash.log    what went wrong, if the arcade ever stopped on an internal error"]


def readme_text_blocks() -> list[str]:
    """The ```text blocks of README.md's "Command line" section, in order."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Command line"):readme.index("## Plain mode")]
    return [block.split("```", 1)[0] for block in section.split("```text\n")[1:]]


def test_the_top_of_the_help_is_the_readmes_copy(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Its usage, description, arguments and options as an 80-column terminal shows them (argparse wraps to the
    terminal's width, which it reads from COLUMNS)."""
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit) as ended:
        cli.main(["--help"])
    assert ended.value.code == 0
    out = capsys.readouterr().out
    top = out[:out.index("\ngames:\n")].rstrip("\n") + "\n"
    assert readme_text_blocks()[0] == top, "copy the top of `COLUMNS=80 arcade --help` into README.md"
    assert readme_text_blocks()[1] == "\n".join(commands_help()) + "\n"


def test_version_prints_the_packages_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        cli.main(["--version"])
    assert ended.value.code == 0
    assert capsys.readouterr() == (f"arcade {__version__}\n", "")
