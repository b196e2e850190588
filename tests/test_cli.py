"""The `arcade` command line: help, listing, errors, and the registry it reads."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from arcade import __version__
from arcade.cli import list_games, main
from arcade.keys import GLOBAL_BINDINGS, Keymap
from arcade.levels import bundled_levels, bundled_levels_root, resolve_level
from arcade.registry import GAMES, PLAIN_ONLY, find_game

REPO = Path(__file__).resolve().parent.parent


def run_arcade(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run `python -m arcade ARGS` as a separate process."""
    return subprocess.run([sys.executable, "-m", "arcade", *args], input=stdin, capture_output=True, text=True,
                          cwd=cwd, timeout=60)


def test_help_documents_every_game_and_plain_usage() -> None:
    result = run_arcade("--help")
    assert result.returncode == 0
    for game in GAMES:
        assert game.id in result.stdout
        assert f"arcade --plain {game.id} {game.plain_usage}" in result.stdout
    assert "--list" in result.stdout and "--version" in result.stdout and "--plain" in result.stdout


def test_version() -> None:
    result = run_arcade("--version")
    assert result.stdout.strip() == f"arcade {__version__}"


def test_list_names_every_bundled_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list"]) == 0
    out = capsys.readouterr().out
    assert out == list_games()
    for game in GAMES:
        assert f"{game.id}: {game.title}" in out
        for level in bundled_levels(game):
            assert level.name in out
    sokoban = out[out.index("sokoban:"):out.index("pokemon:")].splitlines()[1:]
    assert [line.split()[0] for line in sokoban] == [level.name for level in bundled_levels(find_game("sokoban"))]
    # The names in one column, as wide as the longest (random:easy, a generated level's entry).
    assert sokoban[0] == "  maze1        First Push · 7×8, 1 crate, no potions: the handout's first maze"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["nosuchgame"], "unknown game 'nosuchgame'"),
        (["--plain", "nosuchgame"], "unknown game or tool 'nosuchgame'"),
        (["--plain"], "--plain needs a GAME"),
        (["sokoban", "no/such/level.txt"], "no/such/level.txt: no such file"),
        (["sokoban", "maze1", "extra"], "too many arguments"),
    ],
)
def test_bad_command_lines_give_one_line_and_status_2(args: list[str], expected: str) -> None:
    result = run_arcade(*args)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert expected in result.stderr
    assert "Traceback" not in result.stderr


GAME_IDS = ", ".join(game.id for game in GAMES)
TOOL_IDS = ", ".join(tool.id for tool in PLAIN_ONLY)


@pytest.mark.parametrize(("args", "expected"), [
    (["nosuchgame"], f"arcade: unknown game 'nosuchgame' (games: {GAME_IDS})\n"),
    (["nosuchgame", "level"], f"arcade: unknown game 'nosuchgame' (games: {GAME_IDS})\n"),
    (["export", "nosuchgame", "level"], f"arcade: unknown game 'nosuchgame' (games: {GAME_IDS})\n"),
    (["export", "acorn-solve", "level"], f"arcade: unknown game 'acorn-solve' (games: {GAME_IDS})\n"),
    (["--plain", "nosuchgame"],
     f"arcade: unknown game or tool 'nosuchgame' (games: {GAME_IDS}; plain tools: {TOOL_IDS})\n"),
    (["--plain", "nosuchgame", "--seed", "1"],
     f"arcade: unknown game or tool 'nosuchgame' (games: {GAME_IDS}; plain tools: {TOOL_IDS})\n"),
])
def test_an_unknown_game_lists_the_games_and_the_tools_only_for_plain_mode(
        args: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert capsys.readouterr().err == expected


def test_help_lists_the_plain_tools_apart_from_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    sections = {block.splitlines()[0]: block.splitlines()[1:] for block in out.split("\n\n") if block.strip()}
    games = next(lines for heading, lines in sections.items() if heading.startswith("games:"))
    assert [line.split()[0] for line in games] == [game.id for game in GAMES]
    plain = next(lines for heading, lines in sections.items() if heading.startswith("plain mode"))
    assert [line.split()[2] for line in plain] == [game.id for game in GAMES]  # `arcade --plain GAME ...`
    tools = next(lines for heading, lines in sections.items() if heading.startswith("plain tools"))
    assert [line.split()[2] for line in tools] == [tool.id for tool in PLAIN_ONLY]
    examples = "\n".join(next(lines for heading, lines in sections.items() if heading.startswith("examples")))
    assert all(tool.plain_example in examples for tool in PLAIN_ONLY)  # the tools' examples stay


def test_malformed_level_on_command_line_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("1 12\nWWWW\nWP W\nWWWW\nWWW\n")
    result = run_arcade("sokoban", str(bad))
    assert result.returncode == 2
    assert result.stderr.startswith(f"arcade: {bad}")
    assert result.stderr.count("\n") == 1
    assert result.stdout == ""


def test_registry_entries_resolve() -> None:
    for game in GAMES:
        assert find_game(game.id) is game
        assert callable(game.load_plain())
        assert game.load_screen().__name__.endswith("Screen")
        if game.levels is not None:
            assert bundled_levels(game), f"{game.id} has no bundled levels"
    assert len({game.id for game in GAMES}) == len(GAMES)


def test_game_keymaps_do_not_clash_with_global_keys() -> None:
    for game in GAMES:
        level_screens = {game.load_level_screen(name) for name, _target in game.level_screens}
        for screen in {game.load_screen(), game.load_screen(of_collection=True), *level_screens}:  # all its screens
            Keymap((*screen.bindings, *GLOBAL_BINDINGS))  # raises on a key bound twice


def test_bundled_level_resolves_by_name_and_path(tmp_path: Path) -> None:
    game = find_game("sokoban")
    assert resolve_level(game, "maze1") == bundled_levels_root() / "sokoban" / "maze1.txt"
    assert resolve_level(game, "maze1.txt").name == "maze1.txt"
    own = tmp_path / "own.txt"
    own.write_text((bundled_levels_root() / "sokoban" / "maze1.txt").read_text())
    assert resolve_level(game, str(own)) == own


def test_bundled_levels_found_from_any_working_directory(tmp_path: Path) -> None:
    result = run_arcade("--list", cwd=tmp_path)
    assert "maze1" in result.stdout


def test_a_malformed_collection_on_the_command_line_is_one_line_naming_the_level(tmp_path: Path) -> None:
    collection = tmp_path / "two.xsb"
    collection.write_text("; a\n#####\n#@$.#\n#####\n\n; b\n######\n#@$$.#\n######\n")
    for spec in (str(collection), f"{collection}:1"):
        result = run_arcade("sokoban", spec)
        assert result.returncode == 2
        assert result.stderr == "arcade: two.xsb: level 2 (b): 2 crates but 1 goal\n"
    collection.write_text("; a\n#####\n#@$.#\n#####\n")
    result = run_arcade("sokoban", f"{collection}:3")
    assert result.returncode == 2 and "no level 3 (the collection has 1)" in result.stderr
    assert result.stderr.count("\n") == 1


def test_collection_levels_resolve_by_name_and_by_file() -> None:
    from arcade.levels import collection_file_level, find_level, level_after

    sokoban = find_game("sokoban")
    twelfth = find_level(sokoban, "microban:12")
    assert twelfth is not None and twelfth.title == "Microban 12" and twelfth.settings["index"] == 11
    assert find_level(sokoban, "microban:156") is None and find_level(sokoban, "maze1:2") is None
    following = level_after(sokoban, twelfth)
    assert following is not None and following.name == "microban:13"
    assert level_after(sokoban, find_level(sokoban, "microban:155")) is None
    by_file = collection_file_level(sokoban, f"{bundled_levels_root() / 'sokoban' / 'microban.xsb'}:12")
    assert by_file == twelfth  # the bundled file keeps its bundled name (and so its scores)
