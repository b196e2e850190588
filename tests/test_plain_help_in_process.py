"""`arcade --plain GAME --help` for every plain command, in this process: the usage line, the description and
each argument's help, as the player reads them (compared with spaces and line breaks evened out, so the terminal's
width does not matter)."""

from __future__ import annotations

import pytest

from arcade.cli import main

HELP = {
    "sokoban": (
        "usage: arcade --plain sokoban [-h] MAZE_FILE",
        "Play Fancy Sokoban exactly as the original text program: type w, a, s or d and Enter to move, u to undo the "
        "last move, q to quit.",
        "MAZE_FILE a maze file, or the name of a bundled level (e.g. maze1; see arcade --list)",
    ),
    "spire": (
        "usage: arcade --plain spire [-h] [--seed N]",
        "Play Slay the Spire exactly as the original text program: answer the prompts with a player type (ironclad, "
        "silent, watcher) and a game file (e.g. games/game1.txt or a bundled name such as game1), then type moves: "
        "end turn, inspect deck, inspect discard, describe CARD, play CARD [TARGET].",
        "--seed N seed of the louse rolls and card draws (default 10012023, the original's, which reproduces its "
        "hands exactly)",
    ),
    "dayz": (
        "usage: arcade --plain dayz [-h] [--seed N] [--fixture {task1,task2,task2_lose,task3}]",
        "Play End of DayZ exactly as the original text program: answer the Map: prompt with a map file (e.g. "
        "maps/basic4.txt or a bundled name such as basic4), then type W, A, S or D to move and F to fire a crossbow "
        "you hold.",
        "--seed N seed the zombies' random source: the same seed moves them as the original did after random.seed(N) "
        "(the course's tests used 1001.2021)",
        "skip the Map: prompt and play one of the course's sample-test grids, built in the order its tests built "
        "them (task1 and task2 with the basic interface, task3 with the advanced one)",
    ),
    "pokemon": (
        "usage: arcade --plain pokemon [-h] [--seed N] [--pokemons CELLS]",
        "Play Pokémon: Gotta Find Them All! exactly as the original text program. Type a cell such as A1 to uncover "
        "it, f A1 to flag it, h for help, :) to restart, q to quit.",
        "--seed N seed the random source: the same seed places the Pokémon as the original program did after "
        "random.seed(N)",
        "--pokemons CELLS place the Pokémon on these cells instead of drawing them, e.g. A2,D1 (as many as the "
        "number of pokemons typed; what `arcade export pokemon` writes for a board placed at the first reveal)",
    ),
    "pokemon-board": (
        "usage: arcade --plain pokemon-board [-h] --first CELL --seed N [--no-guess] SIZE COUNT",
        "Print the Pokémon board the screen deals from a board seed when the first cell uncovered is CELL: one row "
        "per line, * for a Pokémon, . for a safe cell.",
        "SIZE the board's size, 1 to 26 COUNT the number of Pokémon, 0 to SIZE² - 1 (the first cell is kept safe)",
        "--first CELL the first cell uncovered, as the original game reads it: a capital row letter, then the "
        "column's number (A1; A01 too) --seed N the "
        "board's seed --no-guess a board deduction solves from CELL alone (the screen's No guessing option)",
    ),
    "sokoban-solve": (
        "usage: arcade --plain sokoban-solve [-h] [--time-limit SECONDS] LEVEL",
        "Print a solution of a Sokoban level on one line in LURD notation: u d l r walk, U D L R push.",
        "LEVEL microban:N (the bundled Microban, levels 1-155), FILE.xsb[:N] (level N of a collection, default 1), "
        "or a Fancy Sokoban maze (a bundled name such as maze1, or a maze file)",
        "--time-limit SECONDS give up on a standard level after this long (default 10)",
    ),
}


def evened(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("command", HELP)
def test_each_plain_command_explains_itself(command: str, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    with pytest.raises(SystemExit) as leaving:
        main(["--plain", command, "--help"])
    assert leaving.value.code == 0
    printed = capsys.readouterr().out
    usage, *parts = HELP[command]
    assert evened(printed).startswith(usage + " ")
    for part in parts:
        assert part in evened(printed), part
