"""`arcade export GAME LEVEL` and `arcade export --cast ...` run in this process (arcade.cli.main, where a mutation run
sees them), word for word: the plain input on stdout, the one line naming the command to feed it to on stderr (its
arguments as the exporter gives them, none at all without a trailing space), status 0; the one-line refusals of a
game without an exporter and of a kept game the original cannot play, status 2; the cast drawn for the --size and
--colors given; and the bests of an old scores file imported under their levels' new names by whichever command
opens the store first."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from arcade import cli
from arcade.kept_games import kept_game
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.cast import CastSettings, record_cast
from tests.test_cast import read_cast
from tests.test_export_saved_or_best import best_and_save
from tests.toy_lights.registration import LIGHTS, LIGHTS_TOY, Toy, register_toys

SOKOBAN = find_game("sokoban")


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's data folder, here."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ARCADE_DATA_DIR", str(folder))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return folder


def run(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    """(exit status, standard output, standard error) of `arcade ARGUMENTS` run here."""
    status = cli.main(list(arguments))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_saved_game_goes_to_stdout_and_its_command_to_stderr(data: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    best_and_save(data)  # maze1 won in 11 moves, then 3 moves saved: the save is taken
    assert run(capsys, "export", "sokoban", "maze1") == (0, "s\nw\ns\nq\n",
                                                        "# feed it to: arcade --plain sokoban maze1\n")


def test_the_command_to_feed_it_to_has_every_argument_the_exporter_gives(data: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Acorn Runner's plain mode takes the board and `play`: both, one space apart; no moves yet: only q."""
    store = Store(data / DATABASE_FILE)
    store.save_game("acorn", "board_simple", {"play": {"format": 1, "start": {}, "actions": []}}, "0 moves")
    assert run(capsys, "export", "acorn", "board_simple") == (
        0, "q\n", "# feed it to: arcade --plain acorn board_simple play\n")


def test_a_kept_game_the_original_cannot_play_is_one_line_with_the_exporters_reason(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = Store(data / DATABASE_FILE)
    store.record_game("sokoban", "microban:1", "won", {"moves": 3}, "moves",
                      replay={"format": 1, "start": {}, "actions": ["l", "u", "r"]})
    assert run(capsys, "export", "sokoban", "microban:1") == (
        cli.EXIT_USAGE, "", "arcade: that sokoban game cannot be played by the original program: classic Sokoban "
                            "levels have no plain mode to export to\n")


def stdin_only_export(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """The exporter of a toy whose plain mode takes no arguments and reads its board's presses from stdin."""
    assert level_path is not None and level_path.name == f"{level_name}.txt"
    return [], "".join(f"{action}\n" for action in record["actions"])


FED = Toy(LIGHTS.replace(id="toy-fed", levels="toy-fed", export="tests.test_cli_export:stdin_only_export"),
          LIGHTS_TOY.manifest, LIGHTS_TOY.boards)
"""Lights Out with an exporter that gives plain mode no arguments."""


@pytest.fixture
def toys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: Path) -> Store:
    """Lights Out (no exporter) and FED registered; the player's store."""
    register_toys(tmp_path / "levels", monkeypatch, LIGHTS_TOY, FED)
    return Store(data / DATABASE_FILE)


def test_a_plain_mode_without_arguments_is_named_without_a_trailing_space(toys: Store,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    toys.save_game(FED.entry.id, "cross", {"play": {"format": 1, "start": {}, "actions": ["1 1", "2 2"]}}, "2 presses")
    assert run(capsys, "export", FED.entry.id, "cross") == (0, "1 1\n2 2\n", "# feed it to: arcade --plain toy-fed\n")


def test_a_game_without_an_exporter_is_one_line(toys: Store, capsys: pytest.CaptureFixture[str]) -> None:
    toys.save_game(LIGHTS.id, "cross", {"play": {"format": 1, "start": {}, "actions": ["enter"]}}, "1 press")
    assert run(capsys, "export", LIGHTS.id, "cross") == (
        cli.EXIT_USAGE, "", "arcade: toy-lights games cannot be exported to plain mode\n")


def test_the_cast_is_the_kept_games_drawn_for_the_size_and_colours_given(data: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    best_and_save(data)
    status, out, err = run(capsys, "export", "--cast", "--size", "100x32", "--colors", "16", "sokoban", "maze1")
    assert (status, err) == (0, "")
    header, _events = read_cast(out)
    assert (header["width"], header["height"], header["env"]["TERM"]) == (100, 32, "xterm")
    assert header["title"] == "arcade · Fancy Sokoban · First Push · 3 moves"  # the save, not the best
    store = Store(data / DATABASE_FILE)
    assert out == record_cast(store, SOKOBAN, kept_game(store, SOKOBAN, "maze1"), CastSettings(100, 32, 16),
                              timestamp=header["timestamp"])


OLD_SCORES = {"pokemon": {"8x8-10": {"seconds": 42}}}
"""An old arcade's scores file: Pokémon's Easy board's best under the name it had then (levels.toml: formerly)."""


@pytest.mark.parametrize("arguments", [["export", "pokemon", "easy"], ["export", "--cast", "pokemon", "easy"],
                                       ["stats"]])
def test_the_first_command_to_open_the_store_imports_old_bests_under_their_new_names(
        arguments: list[str], data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The import happens once, whichever command opens the store first: a command that imported under the old
    names would leave the best out of the level's records for good. (Old bests kept no moves: nothing to export.)"""
    data.mkdir()
    (data / "scores.json").write_text(json.dumps(OLD_SCORES), encoding="utf-8")
    cli.main(arguments)
    capsys.readouterr()
    store = Store(data / DATABASE_FILE)
    assert (store.best("pokemon", "easy"), store.best("pokemon", "8x8-10")) == ({"seconds": 42}, None)
    assert not (data / "scores.json").exists()


def test_exporting_an_old_best_says_there_is_nothing_to_export(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data.mkdir()
    (data / "scores.json").write_text(json.dumps(OLD_SCORES), encoding="utf-8")
    assert run(capsys, "export", "pokemon", "easy") == (
        cli.EXIT_USAGE, "", "arcade: no saved game and no best on pokemon easy to export\n")
