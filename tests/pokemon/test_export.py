"""A full-screen Pokémon game exported to plain mode's input: the original program reaches the same board and end."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from arcade.games.pokemon import plain
from arcade.games.pokemon.export import plain_run
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import FLAG_ACTION, REVEAL_ACTION, format_game
from arcade.games.pokemon.settings import Settings
from tests.pokemon.test_screen import SEED, Session, seeded  # noqa: F401  (seeded: autouse)
from tests.transcripts import typed_lines

ORIGINAL_RULES = dict(safe_first_reveal=False, chording=False)


def plain_output(arguments: list[str], stdin: str) -> str:
    """What plain mode prints for this input, run in-process (the prompts come from input(), not printed here)."""
    with typed_lines(stdin) as output:
        assert plain.main(arguments) == 0
    return output.getvalue()


def screen_session(tmp_path: Path, board: Settings, actions: list[tuple[str, int]]) -> Session:
    """A screen game on this board, its actions played with the keys (Enter reveals, f flags, u takes a loss
    back) at the cursor, until the game ends."""
    session = Session(tmp_path)
    session.screen.start_new_game(board)
    for kind, index in actions:
        if session.model.is_won():
            break
        if session.model.is_lost():
            if kind != "undo":
                break
            session.press("u")
            continue
        session.screen.cursor = divmod(index, board.size)
        session.press({REVEAL_ACTION: "enter", FLAG_ACTION: "f"}.get(kind, "enter"))
    return session


def expected_ending(session: Session) -> str:
    """What the original prints last for the screen's game: its board (every Pokémon shown after a loss) and
    its end, or the goodbye of a game quit unfinished."""
    model = session.model
    board = model.final_board() if model.is_lost() else model.game
    end = plain.LOST if model.is_lost() else plain.WON if model.is_won() else plain.QUITTING
    return f"{format_game(board, model.grid_size)}\n{end}\n"


DEFAULT_RULES = dict(safe_first_reveal=True, chording=True, no_guess=True)
"""The options of the presets (Easy, Medium, Hard): the Pokémon placed at the first reveal, guess-free."""


@st.composite
def games(draw: st.DrawFn, rules: dict[str, bool] | None = None) -> tuple[Settings, list[tuple[str, int]]]:
    """A board under these rules (else any) and a list of actions on it (some of them takes-back of a loss)."""
    size = draw(st.integers(1, 6))
    count = draw(st.integers(0, size * size))
    if rules is None:
        rules = {name: draw(st.booleans()) for name in ("safe_first_reveal", "chording", "no_guess")}
    action = st.tuples(st.sampled_from([REVEAL_ACTION, REVEAL_ACTION, FLAG_ACTION, "undo"]),
                       st.integers(0, size * size - 1))
    return Settings(size, count, **rules), draw(st.lists(action, max_size=30))


def check_export(tmp_path: Path, board: Settings, actions: list[tuple[str, int]]) -> None:
    """The screen game's export, played by the plain program, ends with the screen's board and end."""
    session = screen_session(tmp_path, board, actions)
    record = session.screen.play_record()
    model = session.model
    event("won" if model.is_won() else "lost" if model.is_lost() else "taken back" if model.losses_undone
          else "unfinished")
    placed_later = board.safe_first_reveal or board.no_guess
    if placed_later and board.count == board.size**2:
        with pytest.raises(ValueError, match="fill the board"):  # beyond the form's cap: only old settings get here
            plain_run(record, session.screen.level_name, None)
        return
    arguments, stdin = plain_run(record, session.screen.level_name, None)
    assert arguments[:2] == ["--seed", str(session.screen.board_seed)]
    if placed_later and model.pokemon_locations is not None:
        assert arguments[2:] == [plain.POKEMONS_OPTION, plain.cells_argument(model.pokemon_locations, board.size)]
    else:
        assert arguments[2:] == []
    assert stdin.startswith(f"{board.size}\n{board.count}\n")
    output = plain_output(arguments, stdin)
    assert output.endswith(expected_ending(session)), (stdin, output[-400:])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=games(ORIGINAL_RULES | {"no_guess": False}))
def test_exported_screen_games_replay_to_the_same_board_and_end_in_the_original(
        tmp_path: Path, game: tuple[Settings, list[tuple[str, int]]]) -> None:
    check_export(tmp_path, *game)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=games(DEFAULT_RULES))
@example(game=(Settings(3, 1, **DEFAULT_RULES), [(REVEAL_ACTION, 0)]))  # one reveal wins: the flag is typed
def test_default_settings_games_replay_to_the_screens_board_through_fixed_pokemon(
        tmp_path: Path, game: tuple[Settings, list[tuple[str, int]]]) -> None:
    """Chords become the reveals they made, a loss taken back drops its reveal, a win without flags ends with the
    flags the screen placed, and the board placed at the first reveal reaches the plain program by --pokemons."""
    check_export(tmp_path, *game)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=games())
def test_games_of_any_options_replay_to_the_screens_board(
        tmp_path: Path, game: tuple[Settings, list[tuple[str, int]]]) -> None:
    check_export(tmp_path, *game)


def test_a_board_exports_with_the_seed_it_drew_from_arcade_seed(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(4, 3, **ORIGINAL_RULES))  # the screen's second board
    seeds = random.Random(int(SEED))
    seeds.getrandbits(32)
    assert session.screen.board_seed == seeds.getrandbits(32)
    pokemon = session.pokemon()
    safe = [index for index in range(16) if index not in pokemon]
    session.screen.cursor = divmod(safe[0], 4)
    session.press("enter", "f")  # the flag on an uncovered cell changes nothing: not exported
    session.screen.cursor = divmod(pokemon[0], 4)
    session.press("f")
    arguments, stdin = plain_run(session.screen.play_record(), "custom", None)
    name = "ABCD"
    assert arguments == ["--seed", str(session.screen.board_seed)]
    assert stdin.splitlines()[:2] == ["4", "3"] and stdin.splitlines()[-3:] == \
        [f"f {name[pokemon[0] // 4]}{pokemon[0] % 4 + 1}", "q", "y"]


def test_a_loss_taken_back_drops_the_fatal_reveal(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(5, 4, **ORIGINAL_RULES))
    pokemon = session.pokemon()[0]
    session.screen.cursor = divmod(pokemon, 5)
    session.press("enter", "u")
    assert plain_run(session.screen.play_record(), "custom", None) == (["--seed", str(session.screen.board_seed)],
                                                                       "5\n4\nq\ny\n")
    for damaged in ({"start": {}, "actions": []}, {"actions": []},
                    {"start": session.screen.play_record()["start"], "actions": [["jump", 3]]}):
        with pytest.raises(ValueError):
            plain_run(damaged, "custom", None)


def test_the_real_plain_command_plays_an_exported_win(tmp_path: Path) -> None:
    session = Session(tmp_path)
    session.screen.start_new_game(Settings(5, 4, **ORIGINAL_RULES))
    session.win()
    assert session.model.is_won()
    arguments, stdin = plain_run(session.store.best_replay("pokemon", "5x5-4"), "5x5-4", None)
    result = subprocess.run([sys.executable, "-m", "arcade", "--plain", "pokemon", *arguments], input=stdin,
                            capture_output=True, text=True, timeout=60,
                            env={**os.environ, "ARCADE_DATA_DIR": str(tmp_path)})
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.endswith(f"{format_game(session.model.game, 5)}\n{plain.WON}\n")


SEED_ZERO_BOARD = ".*..\n....\n....\n**.."
"""The 4×4 board with 3 Pokémon that random.Random(0) deals (as the original's --seed 0): A2, D1 and D2."""


@pytest.mark.parametrize(("played", "exported"), [
    (7, "4\n3\nA1\nf A2\nB4\nD1\n"),  # the last a Pokémon: the original stops by itself
    (6, "4\n3\nA1\nf A2\nB4\nq\ny\n"),  # still going: quit, and yes to the question
])
def test_selecting_an_uncovered_cell_exports_nothing(played: int, exported: str) -> None:
    """The exact lines of a known record: reveals and flags of cells already uncovered changed nothing on the
    screen and are left out (the original would reveal an uncovered 0's section again)."""
    game = PokemonGame(4, 3, random.Random(0))
    assert "\n".join("".join("*" if row * 4 + col in game.pokemon_locations else "." for col in range(4))
                     for row in range(4)) == SEED_ZERO_BOARD
    actions = [[REVEAL_ACTION, 0], [REVEAL_ACTION, 0], [FLAG_ACTION, 1], [REVEAL_ACTION, 7],  # B4 opens column 4
               [REVEAL_ACTION, 3], [FLAG_ACTION, 11], [REVEAL_ACTION, 12]][:played]  # A4 (a 0), C4: uncovered
    record = {"start": {"size": 4, "count": 3, "seed": 0, **ORIGINAL_RULES}, "actions": actions}
    assert plain_run(record, "4x4-3", None) == (["--seed", "0"], exported)
    for kind, index in actions:
        if kind == REVEAL_ACTION:
            game.reveal(index)
        else:
            game.toggle_flag(index)
    board = game.final_board() if game.is_lost() else game.game
    ending = plain.LOST if game.is_lost() else plain.QUITTING
    assert plain_output(["--seed", "0"], exported).endswith(f"{format_game(board, 4)}\n{ending}\n")
