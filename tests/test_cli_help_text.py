"""`arcade --help` in process (where the mutation runs see it), line by line: every game with its title and blurb,
the commands as README.md lists them, plain mode's usage per game, the plain tools, the examples, the keys and the
files, each built from the registry and the keys it names."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade import cli
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
