"""The command line by argparse's conventions: every command and game answers -h and --help with its usage and
status 0, a mistake is one line and status 2, `arcade stats --json` carries every figure `arcade stats` shows, and
README.md's "Command line" section is `arcade --help`'s list of commands."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from arcade import cli
from arcade.cli_parsers import COMMANDS, COMMANDS_HEADING, commands_help
from arcade.registry import GAMES
from arcade.stats import duration
from arcade.store import DATABASE_FILE, Store
from tests.transcripts import subprocess_env

REPO = Path(__file__).resolve().parent.parent
NAMES = [*COMMANDS, *(game.id for game in GAMES)]


def run_arcade(*args: str, data_dir: Path | None = None) -> subprocess.CompletedProcess[str]:
    """The real `arcade ARGS` in a child process, its standard input empty."""
    extra = {"ARCADE_DATA_DIR": str(data_dir)} if data_dir is not None else {}
    return subprocess.run([sys.executable, "-m", "arcade", *args], capture_output=True, text=True, timeout=60,
                          env=subprocess_env({**extra, "COLUMNS": "80"}), stdin=subprocess.DEVNULL, check=False)


# -- help ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("flag", ["--help", "-h"])
@pytest.mark.parametrize("name", NAMES)
def test_every_command_and_game_answers_help_with_its_usage_and_status_0(
        name: str, flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main([name, flag])
    assert stopped.value.code in (0, None)
    out, err = capsys.readouterr()
    assert out.startswith(f"usage: arcade {name} [-h]") and err == ""
    assert "-h, --help" in out


def test_the_real_command_answers_help_too() -> None:
    for args in (["stats", "--help"], ["daily", "-h"], ["export", "--help"], ["sokoban", "--help"]):
        result = run_arcade(*args)
        assert (result.returncode, result.stderr) == (0, ""), args
        assert result.stdout.startswith(f"usage: arcade {args[0]} [-h]")


def test_a_games_help_names_the_game() -> None:
    for game in GAMES:
        with pytest.raises(SystemExit):
            cli.main([game.id, "--help"])
    result = run_arcade("pokemon", "-h")
    assert "Pokémon" in result.stdout and "LEVEL" in result.stdout


def test_each_command_lists_its_own_options_in_its_help(capsys: pytest.CaptureFixture[str]) -> None:
    expected = {"stats": ["--json"], "daily": ["--date YYYY-MM-DD", "--share"],
                "export": ["--cast", "--size COLSxROWS", "--colors 256|16", "GAME", "LEVEL"]}
    for name, options in expected.items():
        with pytest.raises(SystemExit):
            cli.main([name, "--help"])
        out = capsys.readouterr().out
        assert all(option in out for option in options), (name, out)


# -- mistakes ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("args", "message", "usage"), [
    (["--list", "extra"], "--list takes no other arguments: extra", "arcade [-h]"),
    (["--list", "sokoban", "maze1"], "--list takes no other arguments: sokoban maze1", "arcade [-h]"),
    (["--plain", "--list"], "--list takes no other arguments: --plain", "arcade [-h]"),
    (["--bogus"], "unrecognized arguments: --bogus", "arcade [-h]"),
    (["stats", "extra"], "too many arguments: extra", "arcade stats [-h] [--json]"),
    (["stats", "--json", "extra"], "too many arguments: extra", "arcade stats [-h] [--json]"),
    (["stats", "one", "two"], "too many arguments: one two", "arcade stats [-h] [--json]"),
    (["stats", "-"], "too many arguments: -", "arcade stats [-h] [--json]"),  # `-` (stdin by custom) is no option
    (["stats", "--jsn"], "unknown option --jsn", "arcade stats [-h] [--json]"),
    (["daily", "--bogus"], "unknown option --bogus", "arcade daily [-h] [--date YYYY-MM-DD] [--share]"),
    (["daily", "--share", "extra"], "too many arguments: extra", "arcade daily [-h]"),
    (["daily", "--date"], "argument --date: expected one argument", "arcade daily [-h]"),
    (["export"], "the following arguments are required: GAME, LEVEL", "arcade export [-h]"),
    (["export", "sokoban"], "the following arguments are required: LEVEL", "arcade export [-h]"),
    (["export", "sokoban", "maze1", "extra"], "too many arguments: extra", "arcade export [-h]"),
    (["export", "--size", "80x24", "sokoban", "maze1"], "--size and --colors go with --cast", "arcade export [-h]"),
    (["export", "--colors", "16", "sokoban", "maze1"], "--size and --colors go with --cast", "arcade export [-h]"),
    (["export", "--cast", "--size"], "argument --size: expected one argument", "arcade export [-h]"),
    (["sokoban", "maze1", "extra"], "too many arguments: extra", "arcade sokoban [-h] [LEVEL]"),
    (["acorn", "--bogus"], "unknown option --bogus", "arcade acorn [-h] [LEVEL]"),
])
def test_a_mistake_is_one_line_with_the_usage_and_status_2(
        args: list[str], message: str, usage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    assert cli.main(args) == cli.EXIT_USAGE
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.endswith("\n")
    assert err.startswith(f"arcade: {message}; usage: {usage}"), err


def test_the_real_command_refuses_in_one_line() -> None:
    for args in (["--list", "extra"], ["stats", "extra"], ["daily", "--bogus"], ["export"], ["export", "a", "b", "c"]):
        result = run_arcade(*args)
        assert result.returncode == 2, args
        assert result.stderr.count("\n") == 1 and "usage: arcade" in result.stderr and result.stdout == "", args
        assert "Traceback" not in result.stderr


def test_the_commands_that_worked_still_work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    assert cli.main(["--list"]) == 0 and capsys.readouterr().out == cli.list_games()
    assert cli.main(["daily", "--date=2026-11-24", "--share"]) == 0
    assert capsys.readouterr().out.startswith("arcade daily 2026-11-24 · ")
    assert cli.main(["export", "sokoban", "maze1"]) == cli.EXIT_USAGE  # nothing kept yet: its own one line
    assert capsys.readouterr().err == "arcade: no saved game and no best on sokoban maze1 to export\n"


# -- stats --json --------------------------------------------------------------------------------------------------
def kept_store(folder: Path) -> None:
    """A store with a bit of everything `arcade stats` shows: wins, losses, a best, help, custom boards, a run
    history and a daily played today."""
    now = [1_700_000_000.0]
    store = Store(folder / DATABASE_FILE, clock=lambda: now[0])
    plays = [("sokoban", "maze1", "lost", {"moves": 20}, False), ("sokoban", "maze1", "won", {"moves": 15}, False),
             ("sokoban", "maze1", "won", {"moves": 11}, False), ("sokoban", "maze2", "won", {"moves": 30}, True),
             ("sokoban", "microban:2", "won", {"moves": 40, "pushes": 9}, False),
             ("pokemon", "5x5-4", "won", {"seconds": 7}, False), ("pokemon", "9x9-12", "lost", {"seconds": 3}, False),
             ("spire", "game1", "won", {"turns": 9}, False), ("spire", "game2", "lost", {"turns": 4}, False)]
    for game, level, outcome, figures, helped in plays:
        now[0] += 100
        store.record_game(game, level, outcome, figures, next(iter(figures)), started_at=now[0] - 65,
                          assisted=helped)
    today = datetime.now(UTC).date().isoformat()
    store.record_daily(today, "pokemon", "won", {"seconds": 72}, seconds=72)
    store.close()


def stats_outputs(folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[str, dict[str, Any]]:
    """(`arcade stats`, `arcade stats --json` parsed) on this data folder."""
    assert cli.main(["stats"]) == 0
    text = capsys.readouterr().out
    assert cli.main(["stats", "--json"]) == 0
    return text, json.loads(capsys.readouterr().out)


SUMMARY = re.compile(r"  played (\d+), won (\d+)(?: \((\d+%)\))?, streak (\d+), longest (\d+)$")
TIME_PLAYED = re.compile(r"  time played (\S+) \(games (.+)\)$")
COUNTS_WORDS = {"won": "won", "lost": "lost", "abandoned": "thrown away", "saved": "still saved"}
STREAK = re.compile(r"streak (\d+), longest (\d+) \(played (\d+), won (\d+)\)$")
MARKS = {"solved": "✓", "solved with help": "◐", "unsolved": ""}


def check_game(lines: list[str], data: dict[str, Any]) -> None:
    """One game's block of the text against its JSON object: every figure the text shows, the same."""
    assert lines[0] == f"{data['title']} ({data['id']})"
    played, won, rate, streak, longest = SUMMARY.match(lines[1]).groups()  # type: ignore[union-attr]
    assert (int(played), int(won), int(streak), int(longest)) == (
        data["played"], data["won"], data["streak"], data["longest_streak"])
    assert rate == (f"{data['win_rate']:.0%}" if data["win_rate"] is not None else None)
    played_time, counted = TIME_PLAYED.match(lines[2]).groups()  # type: ignore[union-attr]
    assert played_time == duration(data["seconds_played"])
    assert re.split(r", | and ", counted) == [COUNTS_WORDS[kind] for kind in data["seconds_played_counts"]]
    rest = lines[3:]
    if data["daily"] is not None:
        assert rest[0].startswith("  daily: ")
        figures = tuple(int(one) for one in STREAK.search(rest[0]).groups())  # type: ignore[union-attr]
        assert figures == (data["daily"]["streak"], data["daily"]["longest"], data["daily"]["played"],
                           data["daily"]["won"])
        rest = rest[1:]
    assert rest[0].split() == ["level", "played", "won", "best", "last", "played"]
    rows, history = rest[1:1 + len(data["levels"])], rest[1 + len(data["levels"]):]
    for row, level in zip(rows, data["levels"], strict=True):
        label, played, won, best, last = re.split(r" {2,}", row.strip())
        assert (int(played), int(won)) == (level["played"], level["won"]), row
        named = label.removeprefix("✓ ").removeprefix("◐ ").removeprefix("└ ")
        assert named in (level["title"], f"{level['title']} ({level['name']})"), row
        if "gathers" in level:
            assert (best, last) == ("-", "-")
            continue
        mark = MARKS[level["standing"]]
        assert label.startswith(f"{mark} ") if mark else not label.startswith(("✓", "◐")), row
        shown = level["best_words"] or ("with help" if level["standing"] == "solved with help" else "-")
        assert (best, last) == (shown, level["last_played"] or "-"), row
    if data["history"] is None:
        assert history == []
        return
    at = 0
    for game in data["history"]:  # each finished game's level and outcome, in the lines' order
        at = next((index for index in range(at + 1, len(history))
                   if history[index].strip().startswith(game["title"][:9]) and game["outcome"] in history[index]),
                  None)
        assert at is not None, (game, history)
    assert bool(history) == bool(data["history"])


def check_stats(text: str, data: dict[str, Any]) -> None:
    """The whole text against the whole JSON object."""
    blocks = [block.splitlines() for block in text.split("\n\n")]
    assert len(data["games"]) == len(GAMES) and [game["id"] for game in data["games"]] == [game.id for game in GAMES]
    for lines, game in zip(blocks, data["games"], strict=False):
        check_game(lines, game)
    daily = blocks[len(GAMES)]
    assert daily[1] == f"  all {len(data['daily']['games'])}: streak {data['daily']['streak']}, longest " \
                       f"{data['daily']['longest']} (played {data['daily']['played']}, won {data['daily']['won']})"
    assert daily[2:] == [f"  {day['share']}" for day in data["daily"]["days"]]
    assert len(blocks) == len(GAMES) + 1


def test_stats_json_carries_every_figure_the_text_shows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    kept_store(tmp_path)
    text, data = stats_outputs(tmp_path, capsys)
    check_stats(text, data)
    sokoban, pokemon, spire = (next(game for game in data["games"] if game["id"] == name)
                               for name in ("sokoban", "pokemon", "spire"))
    # The figures themselves, not only their agreement with the text.
    assert (sokoban["played"], sokoban["won"], sokoban["streak"], sokoban["longest_streak"]) == (5, 4, 4, 4)
    assert sokoban["seconds_played"] == 5 * 65
    maze1 = next(level for level in sokoban["levels"] if level["name"] == "maze1")
    assert (maze1["best"], maze1["best_words"], maze1["standing"]) == ({"moves": 11}, "11 moves", "solved")
    maze2 = next(level for level in sokoban["levels"] if level["name"] == "maze2")
    assert (maze2["best"], maze2["standing"]) == (None, "solved with help")
    assert next(level for level in sokoban["levels"] if level["name"] == "microban:2")["best_words"] == \
        "40 moves; 9 pushes"
    custom = next(level for level in pokemon["levels"] if "gathers" in level)
    assert custom["gathers"] == ["5x5-4", "9x9-12"] and (custom["played"], custom["won"]) == (2, 1)
    assert [level.get("under") for level in pokemon["levels"] if level["name"] in custom["gathers"]] == [
        custom["name"]] * 2
    assert pokemon["daily"] == {"streak": 1, "longest": 1, "played": 1, "won": 1}
    assert [(one["level"], one["outcome"]) for one in spire["history"]] == [("game2", "lost"), ("game1", "won")]
    assert sokoban["history"] is None and data["daily"]["played"] == 1 and len(data["daily"]["days"]) == 1


def test_stats_json_of_a_fresh_install(tmp_path: Path) -> None:
    folder = tmp_path / "new"
    text, data = run_arcade("stats", data_dir=folder), run_arcade("stats", "--json", data_dir=folder)
    assert text.returncode == data.returncode == 0 and data.stderr == ""
    parsed = json.loads(data.stdout)
    check_stats(text.stdout, parsed)
    assert parsed["format"] == 2 and all(game["win_rate"] is None for game in parsed["games"])


def json_keys(value: Any, skip: frozenset[str] = frozenset({"best", "figures"})) -> set[str]:
    """Every key of the JSON object, nested ones too, but not those inside a play's own figures."""
    if isinstance(value, list):
        return set().union(*(json_keys(one) for one in value))
    if not isinstance(value, dict):
        return set()
    return set(value) | set().union(*(json_keys(one) for key, one in value.items() if key not in skip))


def test_the_readme_names_every_key_of_stats_json(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    kept_store(tmp_path)
    _text, data = stats_outputs(tmp_path, capsys)
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("`arcade stats --json`"):readme.index("## Plain mode")]
    assert sorted(key for key in json_keys(data) if f"`{key}`" not in section) == []


# -- one place for the commands ------------------------------------------------------------------------------------
def help_commands(help_text: str) -> str:
    """The list of commands in a help text: from its heading to the next blank line."""
    start = help_text.index(COMMANDS_HEADING)
    return help_text[start:help_text.index("\n\n", start)] + "\n"


def test_the_readme_lists_the_commands_as_the_help_does() -> None:
    help_text = run_arcade("--help").stdout
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    copy = readme[readme.index("## Command line"):readme.index("## Plain mode")]
    start = copy.index(f"```text\n{COMMANDS_HEADING}\n") + len("```text\n")
    block = copy[start:copy.index("```\n", start)]
    assert block == help_commands(help_text), "copy `arcade --help`'s list of commands into README.md"
    assert help_commands(help_text) == "\n".join(commands_help()) + "\n"


def test_the_help_names_every_command_and_each_of_its_options() -> None:
    listed = help_commands(run_arcade("--help").stdout)
    for command in ("arcade GAME [LEVEL]", "arcade stats [--json]", "arcade daily [--date YYYY-MM-DD] [--share]",
                    "arcade export [--cast] [--size COLSxROWS] [--colors 256|16] GAME LEVEL"):
        assert f"\n  {command}\n" in listed
    for option in ("--json", "--cast", "--size COLSxROWS", "--colors 256|16", "--date YYYY-MM-DD", "--share"):
        assert re.search(rf"^ {{6}}{re.escape(option)} +\S", listed, re.MULTILINE), option
