"""Acorn Runner: the task sheet's cells, parser, grid string, player and game engine, all pure.

The task sheet spreads these over the original's modules (cells.py, game_parser.py, grid.py, player.py,
game.py); here they live in one module under the same names: `parse(lines)`, `read_lines(filename)`,
`grid_to_string(grid, player)`, the cells `Start End Air Wall Fire Water Teleport` (each with `display` and
`step(game)`), `Player` (`display`, `num_water_buckets`, `row`, `col`, `move`) and `Game` (the engine, with
the scaffold's `game_move`). Where the task sheet and the original programs disagree (reference
REFERENCE.md, section 8) the originals win: the fire message is one line, the summary says "You made",
singular forms are used for one move and one bucket. Nothing here prints or reads input.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: a plain run imports neither (docs/performance.md)
    from pathlib import Path
    from typing import Literal

    Status = Literal["playing", "won", "lost"]

PLAYER = "A"
START = "X"
END = "Y"
AIR = " "
WALL = "*"
FIRE = "F"
WATER = "W"
TELEPORTS = "123456789"
"""Teleport pad digits; '0' is not a pad (it is a bad letter)."""
CELL_CHARACTERS = START + END + AIR + WALL + FIRE + WATER + TELEPORTS

MOVES = "wasde"
"""The moves a player can make: up, left, down, right and wait ('q' quits, which is the front end's job)."""
OFFSETS: dict[str, tuple[int, int]] = {"w": (-1, 0), "a": (0, -1), "s": (1, 0), "d": (0, 1), "e": (0, 0)}
WAIT = "e"
QUIT = "q"

WALL_MESSAGE = "You walked into a wall. Oof!"
WATER_MESSAGE = "Thank the Honourable Furious Forest, you've found a bucket of water!"
# The task sheet shows this message wrapped over three lines; every original printed it as one (REFERENCE.md 8.1).
EXTINGUISH_MESSAGE = (
    "With your strong acorn arms, you throw a water bucket at the fire. You acorn roll your way through the "
    "extinguished flames!"
)
BURNT_MESSAGE = "You step into the fires and watch your dreams disappear :(."
TELEPORT_MESSAGE = (
    "Whoosh! The magical gates break Physics as we know it and opens a wormhole through space and time."
)
INVALID_MOVE_MESSAGE = "Please enter a valid move (w, a, s, d, e, q)."
WIN_MESSAGE = (
    "You conquer the treacherous maze set up by the Fire Nation and reclaim the Honourable Furious Forest "
    "Throne, restoring your hometown back to its former glory of rainbow and sunshine! Peace reigns over the lands."
)
LOSE_MESSAGE = (
    "The Fire Nation triumphs! The Honourable Furious Forest is reduced to a pile of ash and is scattered to "
    "the winds by the next storm... You have been roasted."
)
BANNER_RULE = "====================="
WIN_BANNER = "====== YOU WIN! ====="
LOSE_BANNER = "===== GAME OVER ====="

PLAYING: Status = "playing"
WON: Status = "won"
LOST: Status = "lost"


class Cell:
    """A maze cell: what it shows (`display`) and what stepping onto it does (`step`)."""

    display = "?"

    def step(self, game: Game) -> str | None:
        """React to the player arriving on (or waiting on) this cell; returns the message to show, if any."""
        return None

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Start(Cell):
    """The starting cell 'X': shows again once the player has left it."""

    display = START


class End(Cell):
    """The goal 'Y': arriving wins the game."""

    display = END

    def step(self, game: Game) -> str | None:
        """Win at once (no message; the front end shows the win screen)."""
        game.status = WON
        return None


class Air(Cell):
    """An empty cell ' '; also what water and fire cells become once used up."""

    display = AIR


class Wall(Cell):
    """A wall '*': the player is pushed back and the move is not recorded."""

    display = WALL

    def step(self, game: Game) -> str | None:
        """Push the player back to where they came from."""
        return game.push_back()


class Fire(Cell):
    """Fire 'F': a bucket puts it out for good; without one the acorn burns and the game is lost."""

    display = FIRE

    def step(self, game: Game) -> str | None:
        """Spend a bucket and turn into air, or lose the game."""
        player = game.player
        if player.num_water_buckets > 0:
            player.num_water_buckets -= 1
            game.grid[player.row][player.col] = Air()
            return EXTINGUISH_MESSAGE
        game.status = LOST
        return BURNT_MESSAGE


class Water(Cell):
    """A water bucket 'W': the player gains a bucket and the cell turns into air."""

    display = WATER

    def step(self, game: Game) -> str | None:
        """Take the bucket."""
        player = game.player
        player.num_water_buckets += 1
        game.grid[player.row][player.col] = Air()
        return WATER_MESSAGE


class Teleport(Cell):
    """A teleport pad '1'..'9': arriving (or waiting on it) moves the player to the other pad of its pair."""

    def __init__(self, display: str, destination: tuple[int, int] | None = None) -> None:
        if display not in TELEPORTS:
            raise ValueError(f"not a teleport pad: {display!r}")
        self.display = display
        self.destination = destination
        """(row, col) of the matching pad; parse() links the two pads of each pair."""

    def step(self, game: Game) -> str | None:
        """Jump to the matching pad (which does not trigger again on arrival)."""
        if self.destination is None:
            raise ValueError(f"teleport pad {self.display} has no matching pad")
        game.player.row, game.player.col = self.destination
        return TELEPORT_MESSAGE

    def __repr__(self) -> str:
        return f"Teleport({self.display!r}, {self.destination!r})"


Grid = list[list[Cell]]

_SIMPLE_CELLS: dict[str, type[Cell]] = {START: Start, END: End, AIR: Air, WALL: Wall, FIRE: Fire, WATER: Water}


def parse(lines: list[str]) -> Grid:
    """Turn the lines of a configuration file (with or without line ends) into a grid of cells.

    Raises ValueError, checked in the task sheet's order: a bad letter (the first one in reading order,
    '0' included), not exactly one 'X', not exactly one 'Y', a teleport pad without exactly one partner
    (the smallest such digit).
    """
    rows = [line.rstrip("\r\n") for line in lines]
    for row in rows:
        for char in row:
            if char not in CELL_CHARACTERS:
                raise ValueError(f"Bad letter in configuration file: {char}.")
    starts = sum(row.count(START) for row in rows)
    if starts != 1:
        raise ValueError(f"Expected 1 starting position, got {starts}.")
    ends = sum(row.count(END) for row in rows)
    if ends != 1:
        raise ValueError(f"Expected 1 ending position, got {ends}.")
    pads: dict[str, list[tuple[int, int]]] = {}
    for row_number, row in enumerate(rows):
        for col, char in enumerate(row):
            if char in TELEPORTS:
                pads.setdefault(char, []).append((row_number, col))
    for digit in sorted(pads):
        if len(pads[digit]) != 2:
            raise ValueError(f"Teleport pad {digit} does not have an exclusively matching pad.")
    grid: Grid = []
    for row_number, row in enumerate(rows):
        cells: list[Cell] = []
        for col, char in enumerate(row):
            if char in TELEPORTS:
                first, second = pads[char]
                cells.append(Teleport(char, second if (row_number, col) == first else first))
            else:
                cells.append(_SIMPLE_CELLS[char]())
        grid.append(cells)
    return grid


class BoardMissingError(FileNotFoundError):
    """read_lines() was given a file that does not exist; str() is the original's message."""

    def __init__(self, filename: str) -> None:
        super().__init__(f"{filename} does not exist!")
        self.filename = filename

    def __str__(self) -> str:
        return f"{self.filename} does not exist!"


def read_lines(filename: str | Path) -> Grid:
    """Read a configuration file and parse() it (the original printed "<filename> does not exist!" and
    exited for a missing file; here that is BoardMissingError, whose message the front end shows).

    Parse problems raise parse()'s ValueError; an unreadable file raises OSError or UnicodeDecodeError.
    """
    if not os.path.exists(filename):
        raise BoardMissingError(str(filename))
    with open(filename, encoding="utf-8") as file:  # universal newlines: CRLF files read as LF, as in the original
        lines = file.readlines()
    return parse(lines)


def bucket_line(count: int) -> str:
    """'You have N water buckets.', singular for exactly one bucket."""
    return f"You have {count} water bucket{'' if count == 1 else 's'}."


def grid_to_string(grid: Grid, player: Player) -> str:
    """The grid row by row with the player drawn as 'A', an empty line, then the bucket line (no final newline)."""
    lines = []
    for row_number, row in enumerate(grid):
        chars = [cell.display for cell in row]
        if row_number == player.row and 0 <= player.col < len(chars):
            chars[player.col] = player.display
        lines.append("".join(chars))
    return "\n".join(lines) + "\n\n" + bucket_line(player.num_water_buckets)


def moves_summary(moves: list[str]) -> str:
    """'You made N moves.' and 'Your moves: a, b', both singular for exactly one move."""
    if len(moves) == 1:
        return f"You made 1 move.\nYour move: {moves[0]}"
    return f"You made {len(moves)} moves.\nYour moves: {', '.join(moves)}"


def end_text(status: Status, moves: list[str]) -> str:
    """What the original printed after the final grid of a won or lost game (REFERENCE.md section 4)."""
    if status == WON:
        story, banner = WIN_MESSAGE, WIN_BANNER
        head = ""
    elif status == LOST:
        story, banner = LOSE_MESSAGE, LOSE_BANNER
        head = f"\n{BURNT_MESSAGE}\n"
    else:
        raise ValueError("the game is still on")
    return f"{head}\n{story}\n\n{moves_summary(moves)}\n\n{BANNER_RULE}\n{banner}\n{BANNER_RULE}\n"


class Player:
    """The acorn: where it stands and how many water buckets it carries."""

    display = PLAYER

    def __init__(self, row: int, col: int, num_water_buckets: int = 0) -> None:
        self.row = row
        self.col = col
        self.num_water_buckets = num_water_buckets

    def move(self, move: str) -> None:
        """Move one cell for 'w' (up), 'a' (left), 's' (down) or 'd' (right), any case; 'e' stays put."""
        key = move.lower()
        if key not in OFFSETS:
            raise ValueError(f"not a move: {move!r}")
        d_row, d_col = OFFSETS[key]
        self.row += d_row
        self.col += d_col

    def __repr__(self) -> str:
        return f"Player({self.row}, {self.col}, num_water_buckets={self.num_water_buckets})"


def find_start(grid: Grid) -> tuple[int, int]:
    """(row, col) of the grid's starting cell."""
    for row_number, row in enumerate(grid):
        for col, cell in enumerate(row):
            if isinstance(cell, Start):
                return row_number, col
    raise ValueError("Expected 1 starting position, got 0.")


class Game:
    """The game engine: the grid (used-up water and fire become air), the player, the recorded moves, the status.

    Moves into a wall or off the grid push the player back and are not recorded; every other move,
    including every wait and the final move onto the goal or into the fire, is recorded in lower case.
    """

    def __init__(self, grid: Grid) -> None:
        self.grid: Grid = [list(row) for row in grid]
        row, col = find_start(self.grid)
        self.player = Player(row, col)
        self.moves: list[str] = []
        self.status: Status = PLAYING
        self._previous = (row, col)
        self._pushed_back = False
        self._undo: list[tuple[tuple[int, int], int, tuple[int, int, Cell] | None]] = []
        """Per recorded move, what take_back() needs to undo it: where the acorn was, its buckets, and the cell
        the move used up (water or fire turned into air) with its place, if any."""

    @classmethod
    def from_file(cls, filename: str | Path) -> Game:
        """A new game on the board in this file (see read_lines for the errors)."""
        return cls(read_lines(filename))

    def copy(self) -> Game:
        """An independent copy of this game in its current state (cells themselves never change)."""
        twin = object.__new__(type(self))
        twin.grid = [list(row) for row in self.grid]
        twin.player = Player(self.player.row, self.player.col, self.player.num_water_buckets)
        twin.moves = list(self.moves)
        twin.status = self.status
        twin._previous = self._previous
        twin._pushed_back = False
        twin._undo = list(self._undo)
        return twin

    def cell_at(self, row: int, col: int) -> Cell | None:
        """The cell at (row, col), or None off the grid (negative indices never wrap around)."""
        if 0 <= row < len(self.grid) and 0 <= col < len(self.grid[row]):
            return self.grid[row][col]
        return None

    def push_back(self) -> str:
        """Put the player back where the current move started (walls and the grid's edge); the wall message."""
        self.player.row, self.player.col = self._previous
        self._pushed_back = True
        return WALL_MESSAGE

    def game_move(self, move: str) -> str | None:
        """Make one move ('w', 'a', 's', 'd' or 'e', any case) and return the message to show, if any.

        Anything else returns the invalid-move message and changes nothing; so does any move once the game
        is over ('q' is not a move: quitting is the front end's business).
        """
        key = move.lower()
        if len(key) != 1 or key not in MOVES:
            return INVALID_MOVE_MESSAGE
        if self.status != PLAYING:
            return None
        player = self.player
        self._previous = (player.row, player.col)
        self._pushed_back = False
        buckets = player.num_water_buckets
        player.move(key)
        row, col = player.row, player.col
        cell = self.cell_at(row, col)
        message = self.push_back() if cell is None else cell.step(self)
        if not self._pushed_back:
            self.moves.append(key)
            used = None if self.grid[row][col] is cell else (row, col, cell)
            self._undo.append((self._previous, buckets, used))
        return message

    def take_back(self) -> str | None:
        """Undo the last recorded move (the game is then as if it had never been made: the acorn, its buckets,
        the water or fire it used up, the status); returns that move, or None when there is none."""
        if not self.moves:
            return None
        (row, col), buckets, used = self._undo.pop()
        if used is not None:
            used_row, used_col, cell = used
            self.grid[used_row][used_col] = cell
        self.player.row, self.player.col = row, col
        self.player.num_water_buckets = buckets
        self.status = PLAYING  # a move is only recorded while playing
        self._previous = self._undo[-1][0] if self._undo else (row, col)
        self._pushed_back = False
        return self.moves.pop()

    def walked(self) -> list[tuple[int, int]]:
        """(row, col) where the acorn stood before each recorded move, in order: the trail behind it (an extension
        for the screen's breadcrumbs; the task sheet's engine is unchanged)."""
        return [previous for previous, _buckets, _used in self._undo]

    def is_won(self) -> bool:
        """Has the acorn reached the goal?"""
        return self.status == WON

    def is_lost(self) -> bool:
        """Has the acorn stepped into a fire without a bucket?"""
        return self.status == LOST

    def is_over(self) -> bool:
        """Won or lost."""
        return self.status != PLAYING

    def __str__(self) -> str:
        return grid_to_string(self.grid, self.player)
