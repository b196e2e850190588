"""Property tests: the parser on any text, and long random games on random boards never break the rules."""

from __future__ import annotations

import builtins
import contextlib
import io
import random
import re
import sys

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from arcade.games.pokemon import plain
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import (
    ALPHA,
    FLAG,
    HELP_TEXT,
    INVALID,
    POKEMON,
    UNEXPOSED,
    format_game,
    number_at_cell,
    parse_position,
)

ACTION_TEXT = st.one_of(
    st.text(max_size=6),
    st.builds(lambda r, c: f"{r}{c}", st.sampled_from(ALPHA + "az0 "), st.integers(-3, 30)),
    st.builds(lambda r, c: f"f {r}{c}", st.sampled_from(ALPHA), st.integers(0, 30)),
    st.sampled_from(["h", "q", "y", "n", ":)", "f", "f ", ""]),
)


@given(st.text(max_size=8), st.integers(1, 26))
def test_parse_position_never_raises_and_stays_on_the_board(action: str, size: int) -> None:
    position = parse_position(action, size)
    if position is not None:
        row, col = position
        assert 0 <= row < size and 0 <= col < size
        assert action == f"{ALPHA[row]}{col + 1}" or action.lstrip(ALPHA).startswith("0")


@given(st.integers(1, 26), st.data())
def test_every_cell_name_parses_back(size: int, data: st.DataObject) -> None:
    row = data.draw(st.integers(0, size - 1))
    col = data.draw(st.integers(0, size - 1))
    assert parse_position(f"{ALPHA[row]}{col + 1}", size) == (row, col)


def check_invariants(game: PokemonGame) -> None:
    """What must hold after any action."""
    shown = format_game(game.game, game.grid_size)
    assert game.flags_placed() == game.game.count(FLAG) == shown.count(FLAG)
    assert game.flags_left() == game.number_of_pokemons - game.flags_placed()
    locations = game.pokemon_locations or ()
    for index, cell in enumerate(game.game):
        if cell.isdigit():
            assert int(cell) == number_at_cell(game.game, locations, game.grid_size, index)
            assert index not in locations
        else:
            assert cell in (UNEXPOSED, FLAG)
    if game.is_lost():
        assert game.lost_at in locations
    assert not (game.is_won() and game.is_lost())


@settings(max_examples=150, deadline=None)
@given(
    size=st.integers(1, 9),
    density=st.floats(0, 1),
    seed=st.integers(0, 2**32),
    safe=st.booleans(),
    chording=st.booleans(),
    actions=st.lists(st.tuples(st.sampled_from(["reveal", "flag", "restart", "undo"]), st.integers(0, 80)),
                     max_size=120),
)
def test_random_games_keep_the_rules(size: int, density: float, seed: int, safe: bool, chording: bool,
                                     actions: list[tuple[str, int]]) -> None:
    count = round(density * size * size)
    game = PokemonGame(size, count, random.Random(seed), safe_first_reveal=safe, chording=chording)
    check_invariants(game)
    before: tuple[str, tuple[int, ...] | None] = (game.game, game.pokemon_locations)
    for action, cell in actions:
        index = cell % (size * size)
        if action == "reveal":
            was_started = game.has_started()
            before = (game.game, game.pokemon_locations)
            result = game.reveal(index)
            if safe and not was_started and result != "flagged" and size * size > count:
                assert result != "pokemon"
            if result == "pokemon" and before[1] is not None:
                assert game.can_undo_loss()
        elif action == "undo":
            lost = game.is_lost()
            assert game.undo_loss() == lost
            if lost:
                assert game.game == before[0] and not game.is_over()
        elif action == "flag":
            game.toggle_flag(index)
        else:
            game.restart()
        check_invariants(game)


BOARD_CELLS = frozenset(UNEXPOSED + FLAG + POKEMON + "012345678")
CELL_ACTION = re.compile(r"[A-Z][0-9]+")
"""The original's cell syntax (REFERENCE.md, main() step 3): an upper-case row letter, then ASCII digits."""


def cell_index(text: str, size: int) -> int | None:
    """The board index the original selects for this text, or None when it is not a cell of this board."""
    if CELL_ACTION.fullmatch(text) is None:
        return None
    row, column = ord(text[0]) - ord("A"), int(text[1:]) - 1
    return row * size + column if row < size and 0 <= column < size else None


def board_cells(text: str, size: int) -> str:
    """The cells of the board the text is (the original's display, its final newline included), row by row;
    AssertionError if it is not one."""
    lines = text.split("\n")
    assert lines[-1] == "" and len(lines) == 2 * size + 3, text
    empty = format_game(UNEXPOSED * size * size, size).split("\n")
    assert lines[0] == empty[0] and lines[1:-1:2] == empty[1::2], text  # the header and the separators
    cells = ""
    for row, line in enumerate(lines[2:-1:2]):
        assert line.startswith(f"{ALPHA[row]} ") and line.endswith("|") and line[2::4] == "|" * (size + 1), line
        cells += line[4::4]
    assert len(cells) == size * size and set(cells) <= BOARD_CELLS, text
    return cells


def check_board_follows(before: str, after: str, action: str, size: int) -> None:
    """A board after an action (no restart) against the one before: an uncovered number never changes or goes,
    a flag comes or goes only on the cell flagged, and Pokémon show only on a loss (every one of them)."""
    flagged = cell_index(action[2:], size) if action.startswith("f ") else None
    for index, (old, new) in enumerate(zip(before, after, strict=True)):
        if old.isdigit():
            assert new == old
        elif (old == FLAG) != (new == FLAG) and new != POKEMON:
            assert index == flagged and {old, new} == {UNEXPOSED, FLAG}


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 1000), size=st.integers(1, 12), density=st.floats(0, 1),
       lines=st.lists(ACTION_TEXT, max_size=40))
# seed 3 hides 2 Pokémon on a 2×2 board at A2 and B1: a quit after every other kind of line, a win, a loss
@example(seed=3, size=2, density=0.5,
         lines=["A1", "a1", "h", "q", "n", "q", "maybe", "f A2", "A2", "f A2", "f A1", "A1", ":)", "q", "y", "B2"])
@example(seed=3, size=2, density=0.5, lines=["f A2", "A1", "B2", "f B1", "A1"])
@example(seed=3, size=2, density=0.5, lines=["A1", "f A2", "B1", "A1"])
def test_plain_game_answers_any_typed_lines_as_the_original(seed: int, size: int, density: float,
                                                             lines: list[str]) -> None:
    """Whatever is typed, plain mode asks only the original's prompts and answers each line as the original did
    (REFERENCE.md, main()): the help, the quit question and its three answers, a restart on a fresh board, the
    invalid-action line for what is not an action on this board, a board after every action that does not end
    the game, numbers that stay once uncovered, flags that change only where flagged and keep their cell from
    being selected; it ends on a win, a loss or a confirmed quit, and otherwise only when the input runs out, at
    a prompt. Nothing else is raised."""
    count = round(density * size * size)
    typed = [str(size), str(count), *(line for line in lines if "\n" not in line and "\r" not in line)]
    printed = io.StringIO()
    asked: list[tuple[str, str, int]] = []
    """(prompt, the line typed, where the output stood once it was read)."""

    def typing(prompt: str = "") -> str:
        assert prompt in (plain.SIZE_PROMPT, plain.COUNT_PROMPT, plain.ACTION_PROMPT, plain.QUIT_PROMPT)
        printed.write(prompt)
        if len(asked) == len(typed):
            raise EOFError
        asked.append((prompt, typed[len(asked)], printed.tell()))
        return asked[-1][1]

    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(printed):
        patch.setattr(builtins, "input", typing)
        ran_out = False
        try:
            plain.play(random.Random(seed))
        except EOFError:
            ran_out = True
    output = printed.getvalue()
    assert [prompt for prompt, _, _ in asked[:2]] == [plain.SIZE_PROMPT, plain.COUNT_PROMPT]
    if ran_out:
        assert len(asked) == len(typed) and output.endswith((plain.ACTION_PROMPT, plain.QUIT_PROMPT))
    board = board_cells(output[asked[1][2]:output.index(plain.ACTION_PROMPT, asked[1][2])], size)
    assert board == UNEXPOSED * size * size
    ending = ""
    for number, (prompt, line, start) in enumerate(asked[2:], start=2):
        following = asked[number + 1][0] if number + 1 < len(asked) else None
        stop = output.index(following, start) if following is not None else \
            (output.rindex(plain.ACTION_PROMPT if output.endswith(plain.ACTION_PROMPT) else plain.QUIT_PROMPT)
             if ran_out else len(output))
        reply = output[start:stop]
        last = number + 1 == len(asked) and not ran_out
        if prompt == plain.QUIT_PROMPT:
            if line == plain.YES:
                assert reply == f"{plain.QUITTING}\n" and last
                return
            message = plain.KEEP_GOING if line == plain.NO else INVALID
            assert reply.startswith(f"{message}\n")
            board = board_cells(reply[len(message) + 1:], size)
            continue
        if line == plain.QUIT:
            assert reply == "" and following in (plain.QUIT_PROMPT, None)
            continue
        if last:
            ending = next((end for end in (plain.WON, plain.LOST) if reply.endswith(f"\n{end}\n")), "")
            assert ending, reply
            reply = reply[:-len(ending) - 1]
        if line == plain.HELP:
            assert reply.startswith(f"{HELP_TEXT}\n")
            assert board_cells(reply[len(HELP_TEXT) + 1:], size) == board
        elif line == plain.RESTART:
            assert reply.startswith(f"{plain.RESTARTED}\n")
            board = board_cells(reply[len(plain.RESTARTED) + 1:], size)
            assert board == UNEXPOSED * size * size
        elif cell_index(line[2:] if line.startswith("f ") else line, size) is None:
            assert reply.startswith(f"{INVALID}\n")
            assert board_cells(reply[len(INVALID) + 1:], size) == board
        else:
            after = board_cells(reply, size)
            check_board_follows(board, after, line, size)
            if not line.startswith("f ") and board[cell_index(line, size)] == FLAG:
                assert after == board and not ending  # a flagged cell is not selected, Pokémon or not
            if ending == plain.LOST:
                assert not line.startswith("f ") and after[cell_index(line, size)] == POKEMON
            board = after
        assert (POKEMON in board) == (ending == plain.LOST)
        if ending == plain.WON:
            assert UNEXPOSED not in board and board.count(FLAG) == min(count, size * size)
    assert ran_out or ending  # without a win, a loss or a quit, only the input running out ends the game


def original_generate_pokemons(grid_size: int, number_of_pokemons: int, rng: random.Random) -> tuple[int, ...]:
    """The course's a1_support.generate_pokemons, line for line, drawing from rng instead of the global random."""
    cell_count = grid_size ** 2
    pokemon_locations: tuple[int, ...] = ()
    for _ in range(number_of_pokemons):
        if len(pokemon_locations) >= cell_count:
            break
        index = rng.randint(0, cell_count - 1)
        while index in pokemon_locations:
            index = rng.randint(0, cell_count - 1)
        pokemon_locations += (index,)
    return pokemon_locations


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.integers(1, 8), extra=st.integers(-64, 10**6))
def test_plain_places_any_count_as_the_original_did(seed: int, size: int, extra: int) -> None:
    count = max(0, size * size + extra)
    placed = original_generate_pokemons(size, count, random.Random(seed))
    assert len(placed) == min(count, size * size)
    # The plain program, asked for this count, then stepping on every cell, uncovers exactly those Pokémon.
    typed = [str(size), str(count), *(f"{ALPHA[index // size]}{index % size + 1}" for index in range(size * size))]
    sys_stdin = sys.stdin
    sys.stdin = io.StringIO("".join(line + "\n" for line in typed))
    try:
        with contextlib.redirect_stdout(io.StringIO()) as out:
            plain.play(random.Random(seed))
    finally:
        sys.stdin = sys_stdin
    text = out.getvalue()
    assert "must be" not in text
    if placed:
        final = text.rsplit("Please input action: ", 1)[-1].splitlines()
        rows = [line.split("|")[1:size + 1] for line in final[2:2 * size + 2:2]]
        shown = [row * size + col for row in range(size) for col in range(size) if rows[row][col].strip() == "☺"]
        assert shown == sorted(placed)
    else:
        assert text.endswith("You win.\n")
