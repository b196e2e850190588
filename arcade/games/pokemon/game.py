"""One Pokémon game for the screen: the task sheet's functions (model.py) with the options the original lacked.

Safe first reveal, chording, a guess-free board (noguess.py, which builds on model.py and the deduction solver),
taking a loss back, and boards that are not square (grid.py: Expert's 30×16; the task sheet's functions know
squares only, so a rectangle is played through the same cores on its own shape). Kept apart from model.py, which
holds the task sheet's functions alone, so that the no-guess placement can build on them without model.py importing
it back. Pure: no urwid, no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Literal

from arcade.games.pokemon.grid import MAX_HEIGHT, MAX_WIDTH, Grid, as_grid
from arcade.games.pokemon.model import (
    FLAG,
    UNEXPOSED,
    RandomSource,
    check_win,
    flag_cell,
    reveal_pokemons,
)
from arcade.games.pokemon.noguess import no_guess_pokemons

RevealResult = Literal["opened", "pokemon", "flagged", "exposed", "over"]


class PokemonGame:
    """One game for the screen: the game string, the Pokémon and the options beyond the original.

    safe_first_reveal: the Pokémon are placed at the first reveal, away from that cell and (room
    permitting) its neighbours, so the first reveal always opens a section. question_marks: the flag key's third
    state, ? (a covered cell the player is unsure of, kept apart from the game string). chording: revealing an
    exposed number whose flags around it match it uncovers its other covered neighbours. no_guess: the
    Pokémon are placed at the first reveal so that deduction alone uncovers every safe cell from it (noguess.py;
    `guess_free` says whether such a board was found). A loss can be taken back (`undo_loss`): the board returns
    to what it was before the fatal reveal.

    The board is `grid`: a square of the task sheet's grid_size (an int given), or any Grid of up to MAX_WIDTH
    columns and MAX_HEIGHT rows.
    """

    def __init__(
        self,
        shape: Grid | int,
        number_of_pokemons: int,
        rng: RandomSource | None = None,
        *,
        safe_first_reveal: bool = False,
        chording: bool = False,
        no_guess: bool = False,
        question_marks: bool = False,
        pokemon_locations: Sequence[int] | None = None,
    ) -> None:
        grid = as_grid(shape)
        if isinstance(shape, int) and not 1 <= shape <= MAX_HEIGHT:  # the task sheet's grid size: a square
            raise ValueError(f"grid size must be 1 to {MAX_HEIGHT}, not {shape}")
        if not (1 <= grid.width <= MAX_WIDTH and 1 <= grid.height <= MAX_HEIGHT):
            raise ValueError(f"a board is 1 to {MAX_WIDTH} wide and 1 to {MAX_HEIGHT} high, not {grid}")
        if not 0 <= number_of_pokemons <= grid.cell_count:
            raise ValueError(f"number of pokemons must be 0 to {grid.cell_count}, not {number_of_pokemons}")
        self.grid = grid
        self.number_of_pokemons = number_of_pokemons
        self.rng: RandomSource = rng if rng is not None else random.Random()
        self.safe_first_reveal = safe_first_reveal
        self.chording = chording
        self.no_guess = no_guess
        self.question_marks = question_marks
        self.fixed_locations = tuple(pokemon_locations) if pokemon_locations is not None else None
        """The Pokémon of a board played again (Retry): placed there from the start, nothing drawn."""
        if self.fixed_locations is not None and not (
                len(set(self.fixed_locations)) == len(self.fixed_locations) == number_of_pokemons
                and all(0 <= index < grid.cell_count for index in self.fixed_locations)):
            raise ValueError(f"{number_of_pokemons} Pokémon on distinct cells of the board, not {pokemon_locations!r}")
        self.restart()

    def restart(self) -> None:
        """A fresh board with newly placed Pokémon (placed at the first reveal when it must be safe)."""
        self.game = self.grid.new_game()
        self.marked: set[int] = set()
        """Covered cells marked ? (question_marks): kept beside the game string, which the task sheet's functions
        read, so a ? is a covered cell to every rule; a cell uncovered is no longer marked."""
        self.lost_at: int | None = None
        self.pokemon_locations: tuple[int, ...] | None = None
        self._before_loss: str | None = None
        self.losses_undone = 0
        """How many losses of this board were taken back (a win after one is no fair best)."""
        self.guess_free: bool | None = None
        """With no_guess: whether the board placed at the first reveal is guess-free (None before it)."""
        self.last_selected: list[int] = []
        """The cells the last reveal selected, as the original would select them one by one: the cell itself, or a
        chord's covered neighbours up to the Pokémon it hit (what an export types for a chord)."""
        self.flagged_for_you: list[int] = []
        """The Pokémon flagged by the win (every safe cell uncovered), in board order."""
        if self.fixed_locations is not None:
            self.pokemon_locations = self.fixed_locations
        elif not (self.safe_first_reveal or self.no_guess):
            self.pokemon_locations = self.grid.place_pokemons(self.number_of_pokemons, self.rng)

    # -- queries ---------------------------------------------------------------------------------
    @property
    def grid_size(self) -> int:
        """The task sheet's grid_size of a square board; ValueError for one that is not square (it has none)."""
        if not self.grid.is_square:
            raise ValueError(f"a {self.grid} board has no single grid size")
        return self.grid.width

    @property
    def cell_count(self) -> int:
        """Cells on the board."""
        return self.grid.cell_count

    def cell(self, row: int, column: int) -> str:
        """The character shown at (row, column)."""
        return self.game[self.grid.index((row, column))]

    def is_lost(self) -> bool:
        """True once a Pokémon has been stepped on."""
        return self.lost_at is not None

    def is_won(self) -> bool:
        """The task sheet's win rule (which a win by uncovering every safe cell meets: its Pokémon are flagged)."""
        locations = self.pokemon_locations
        return locations is not None and not self.is_lost() and check_win(self.game, locations)

    def is_over(self) -> bool:
        """Won or lost."""
        return self.is_won() or self.is_lost()

    def has_started(self) -> bool:
        """Whether any cell has been uncovered yet."""
        return any(cell not in (UNEXPOSED, FLAG) for cell in self.game)

    def flags_placed(self) -> int:
        """Flags on the board."""
        return self.game.count(FLAG)

    def flags_left(self) -> int:
        """Pokémon count minus flags placed (negative when over-flagged, as classic counters show)."""
        return self.number_of_pokemons - self.flags_placed()

    def final_board(self) -> str:
        """The board with every Pokémon shown (for the end-of-game display)."""
        return reveal_pokemons(self.game, self.pokemon_locations or ())

    def wrong_flags(self) -> list[int]:
        """The flagged cells that hide no Pokémon."""
        locations = self.pokemon_locations or ()
        return [index for index, cell in enumerate(self.game) if cell == FLAG and index not in locations]

    def number_at(self, index: int) -> int:
        """The count of Pokémon around a cell (0 before they are placed)."""
        return self.grid.pokemon_around(self.pokemon_locations or (), index)

    # -- actions ---------------------------------------------------------------------------------
    def toggle_flag(self, index: int) -> bool:
        """The flag key on a cell: a covered cell takes a flag; a flag goes (to ? with question_marks); a ? goes.
        False when nothing changed (an uncovered cell, or the game is over)."""
        if self.is_over():
            return False
        if index in self.marked:
            self.marked.discard(index)
            return True
        before = self.game
        self.game = flag_cell(self.game, index)
        if self.question_marks and before[index] == FLAG and self.game != before:
            self.marked.add(index)
        return self.game != before

    def is_marked(self, index: int) -> bool:
        """Whether the cell shows ? (marked and still covered)."""
        return index in self.marked and self.game[index] == UNEXPOSED

    def reveal(self, index: int) -> RevealResult:
        """Select a cell as the original main does, plus the screen options.

        'flagged': a flagged cell is left alone; 'exposed': an exposed cell (chording may still open
        its neighbours, then the result is theirs); 'pokemon': the game is lost; 'opened': safe.
        """
        self.last_selected = []
        if self.is_over():
            return "over"
        cell = self.game[index]
        if cell == FLAG:
            return "flagged"
        before = self.game
        if cell != UNEXPOSED:
            result = self._chord(index) if self.chording else "exposed"
        else:
            if self.pokemon_locations is None:
                self.pokemon_locations = self._place(index)
            result = self._open(index)
        if result == "pokemon":
            self._before_loss = before
        elif result == "opened":
            self._flag_when_cleared()
        return result

    def every_safe_cell_uncovered(self) -> bool:
        """Whether no safe cell is left covered or flagged (the modern win: the Pokémon need no flags)."""
        locations = self.pokemon_locations
        if locations is None or self.is_lost():
            return False
        pokemon = frozenset(locations)
        return all(cell not in (UNEXPOSED, FLAG) for index, cell in enumerate(self.game) if index not in pokemon)

    def _flag_when_cleared(self) -> None:
        """Every safe cell uncovered wins, as every modern minesweeper does: the Pokémon left unflagged are flagged
        for the player (so the task sheet's win rule holds too). Plain mode keeps the original's rule."""
        if not self.every_safe_cell_uncovered():
            return
        assert self.pokemon_locations is not None
        self.flagged_for_you = sorted(index for index in self.pokemon_locations if self.game[index] != FLAG)
        for index in self.flagged_for_you:
            self.game = self.game[:index] + FLAG + self.game[index + 1:]

    def can_undo_loss(self) -> bool:
        """Whether the game is lost and the fatal reveal can be taken back."""
        return self.is_lost() and self._before_loss is not None

    def undo_loss(self) -> bool:
        """Take back the reveal that lost: the board as it was before it, the Pokémon where they are (no new
        draws, so a seeded game stays repeatable). False when there is no loss to take back."""
        if not self.can_undo_loss():
            return False
        assert self._before_loss is not None
        self.game = self._before_loss
        self.lost_at = None
        self._before_loss = None
        self.losses_undone += 1
        return True

    def _place(self, first: int) -> tuple[int, ...]:
        """The Pokémon, placed at the first reveal: a guess-free board with no_guess (when one is found), else
        one drawn away from the first cell."""
        if self.no_guess:
            locations = no_guess_pokemons(self.grid, self.number_of_pokemons, self.rng, first)
            self.guess_free = locations is not None
            if locations is not None:
                return locations
        return self.grid.place_pokemons(self.number_of_pokemons, self.rng,
                                        self.grid.free_at_first_reveal(self.number_of_pokemons, first))

    def _open(self, index: int) -> RevealResult:
        assert self.pokemon_locations is not None
        self.last_selected.append(index)
        if index in self.pokemon_locations:
            self.lost_at = index
            return "pokemon"
        self.game = self.grid.uncover(self.game, self.pokemon_locations, index)
        return "opened"

    def _chord(self, index: int) -> RevealResult:
        """Open the covered neighbours of a number whose flags around it match it."""
        neighbours = self.grid.neighbours[index]
        flags = sum(1 for cell in neighbours if self.game[cell] == FLAG)
        covered = [cell for cell in neighbours if self.game[cell] == UNEXPOSED]
        if not covered or flags != int(self.game[index]):
            return "exposed"
        result: RevealResult = "opened"
        for cell in covered:
            if self.game[cell] == UNEXPOSED and self._open(cell) == "pokemon":
                result = "pokemon"
                break
        return result
