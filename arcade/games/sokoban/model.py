"""Fancy Sokoban's pure model: tiles, entities, maze files and the game rules, with no input or output.

The class and function names, signatures and string forms follow the CSSE1001 practice task sheet
(sections 5.1-5.6) and the reference notes on the original support module; both the plain adapter and
the full-screen face drive this one model. Maze files are validated strictly: a bad file raises
arcade.errors.LevelError naming the file, the line and the problem, never a traceback.
"""

from __future__ import annotations

from arcade.errors import LevelError

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: plain mode starts without importing pathlib for them
    from pathlib import Path

# --- Constants of the original support module -------------------------------------------------

WALL = "W"
FLOOR = " "
GOAL = "G"
FILLED_GOAL = "X"
CRATE = "C"
PLAYER = "P"
STRENGTH_POTION = "S"
MOVE_POTION = "M"
FANCY_POTION = "F"

UP = "w"
DOWN = "s"
LEFT = "a"
RIGHT = "d"

DIRECTION_DELTAS: dict[str, tuple[int, int]] = {
    UP: (-1, 0),
    DOWN: (1, 0),
    LEFT: (0, -1),
    RIGHT: (0, 1),
}
"""(row, column) change for each move key, in the original's order w, s, a, d."""

STRENGTH = "strength"
"""Key of a potion effect that adds strength."""
MOVES = "moves"
"""Key of a potion effect that adds moves remaining."""

CRATE_DIGITS = "0123456789"
"""A crate is written in a maze file as its strength, one ASCII digit."""

ABSTRACT_TILE = "Abstract Tile"
ABSTRACT_ENTITY = "Abstract Entity"
ABSTRACT_POTION = "Potion"

Position = tuple[int, int]
"""(row, column); row 0 is the top line of the maze, column 0 the left."""

RawMaze = list[list[str]]
"""A maze as read from a file: one one-character string per cell."""


# --- 5.1 Tiles ---------------------------------------------------------------------------------


class Tile:
    """Abstract tile: the default, non-blocking behaviour every kind of tile inherits."""

    def is_blocking(self) -> bool:
        """True if an entity cannot move onto this tile; tiles are non-blocking by default."""
        return False

    def get_type(self) -> str:
        """The letter of this kind of tile ('Abstract Tile' for the abstract class)."""
        return ABSTRACT_TILE

    def __str__(self) -> str:
        """How the tile is drawn: its type, unless a subclass says otherwise."""
        return self.get_type()

    def __repr__(self) -> str:
        """Same as str(), so lists of tiles print as the task sheet shows."""
        return str(self)


class Floor(Tile):
    """Open floor, drawn as one space."""

    def get_type(self) -> str:
        """The floor letter, a single space."""
        return FLOOR


class Wall(Tile):
    """A wall: nothing can move onto it."""

    def is_blocking(self) -> bool:
        """Walls always block."""
        return True

    def get_type(self) -> str:
        """The wall letter 'W'."""
        return WALL


class Goal(Tile):
    """A goal location for a crate: drawn 'G' while empty and 'X' once a crate has filled it."""

    def __init__(self) -> None:
        """A goal starts unfilled."""
        super().__init__()
        self._filled = False

    def get_type(self) -> str:
        """The goal letter 'G', filled or not."""
        return GOAL

    def is_filled(self) -> bool:
        """True once a crate has been pushed onto this goal."""
        return self._filled

    def fill(self) -> None:
        """Mark this goal as filled by a crate."""
        self._filled = True

    def unfill(self) -> None:
        """Mark this goal as empty again (used by undo)."""
        self._filled = False

    def __str__(self) -> str:
        """'X' when filled, else 'G'."""
        return FILLED_GOAL if self._filled else GOAL


# --- 5.2 Entities ------------------------------------------------------------------------------


class Entity:
    """Abstract entity: something standing on a tile (player, crate or potion)."""

    def get_type(self) -> str:
        """The letter of this kind of entity ('Abstract Entity' for the abstract class)."""
        return ABSTRACT_ENTITY

    def is_movable(self) -> bool:
        """True if the entity can be moved; entities are not movable by default."""
        return False

    def __str__(self) -> str:
        """How the entity is drawn: its type, unless a subclass says otherwise."""
        return self.get_type()

    def __repr__(self) -> str:
        """Same as str(), so entity dictionaries print as the task sheet shows."""
        return str(self)


class Crate(Entity):
    """A movable crate; the player needs at least its strength to push it. Drawn as its strength digit."""

    def __init__(self, strength: int) -> None:
        """A crate that needs `strength` to push."""
        super().__init__()
        self._strength = strength

    def get_type(self) -> str:
        """The crate letter 'C' (the crate is drawn as its strength, not as 'C')."""
        return CRATE

    def is_movable(self) -> bool:
        """Crates can be pushed."""
        return True

    def get_strength(self) -> int:
        """The strength a player needs to push this crate."""
        return self._strength

    def __str__(self) -> str:
        """The strength digit, e.g. '4'."""
        return str(self._strength)


class Potion(Entity):
    """Abstract potion: not movable, drunk by stepping on it; it has no effect."""

    def get_type(self) -> str:
        """'Potion' for the abstract potion."""
        return ABSTRACT_POTION

    def effect(self) -> dict[str, int]:
        """What drinking this potion adds to the player; the abstract potion adds nothing."""
        return {}


class StrengthPotion(Potion):
    """'S': adds 2 strength."""

    def get_type(self) -> str:
        """The letter 'S'."""
        return STRENGTH_POTION

    def effect(self) -> dict[str, int]:
        """{'strength': 2}."""
        return {STRENGTH: 2}


class MovePotion(Potion):
    """'M': adds 5 moves."""

    def get_type(self) -> str:
        """The letter 'M'."""
        return MOVE_POTION

    def effect(self) -> dict[str, int]:
        """{'moves': 5}."""
        return {MOVES: 5}


class FancyPotion(Potion):
    """'F': adds 2 strength and 2 moves."""

    def get_type(self) -> str:
        """The letter 'F'."""
        return FANCY_POTION

    def effect(self) -> dict[str, int]:
        """{'strength': 2, 'moves': 2}, in that key order."""
        return {STRENGTH: 2, MOVES: 2}


class Player(Entity):
    """The player: has a strength and a number of moves remaining; movable while moves remain."""

    def __init__(self, start_strength: int, moves_remaining: int) -> None:
        """A player with this strength and this many moves."""
        super().__init__()
        self._strength = start_strength
        self._moves_remaining = moves_remaining

    def get_type(self) -> str:
        """The player letter 'P'."""
        return PLAYER

    def is_movable(self) -> bool:
        """Only while at least one move remains."""
        return self._moves_remaining > 0

    def get_strength(self) -> int:
        """The current strength."""
        return self._strength

    def add_strength(self, amount: int) -> None:
        """Add `amount` (may be negative) to the strength."""
        self._strength += amount

    def get_moves_remaining(self) -> int:
        """The current number of moves remaining."""
        return self._moves_remaining

    def add_moves_remaining(self, amount: int) -> None:
        """Add `amount` (may be negative) to the moves remaining."""
        self._moves_remaining += amount

    def apply_effect(self, potion_effect: dict[str, int]) -> None:
        """Apply a potion's effect dictionary ('strength' and 'moves' amounts; other keys mean nothing)."""
        self.add_strength(potion_effect.get(STRENGTH, 0))
        self.add_moves_remaining(potion_effect.get(MOVES, 0))


Grid = list[list[Tile]]
"""The maze's tiles, one list per row."""

Entities = dict[Position, Entity]
"""Every non-player entity by position (the player is never in it)."""

_POTIONS: dict[str, type[Potion]] = {
    STRENGTH_POTION: StrengthPotion,
    MOVE_POTION: MovePotion,
    FANCY_POTION: FancyPotion,
}


# --- 5.3 convert_maze --------------------------------------------------------------------------


def _tile_for(char: str) -> Tile:
    """The tile under a maze-file character: entities stand on floor."""
    if char == WALL:
        return Wall()
    if char in (GOAL, FILLED_GOAL):
        goal = Goal()
        if char == FILLED_GOAL:
            goal.fill()
        return goal
    return Floor()


def convert_maze(game: RawMaze) -> tuple[Grid, Entities, Position]:
    """Turn read_file's character maze into (tiles, non-player entities, player position).

    A cell holding the player, a crate (digit) or a potion has a floor tile under it. Raises ValueError
    for a character that is not part of the maze format or a maze without a player; read_file and
    parse_maze reject such files earlier with a LevelError.
    """
    grid: Grid = []
    entities: Entities = {}
    player_position: Position | None = None
    for row, line in enumerate(game):
        tiles: list[Tile] = []
        for col, char in enumerate(line):
            if char == PLAYER:
                player_position = (row, col)
            elif len(char) == 1 and char in CRATE_DIGITS:
                entities[(row, col)] = Crate(int(char))
            elif char in _POTIONS:
                entities[(row, col)] = _POTIONS[char]()
            elif char not in (WALL, FLOOR, GOAL, FILLED_GOAL):
                raise ValueError(f"unknown maze character {char!r} at row {row}, column {col}")
            tiles.append(_tile_for(char))
        grid.append(tiles)
    if player_position is None:
        raise ValueError("the maze has no player")
    return grid, entities, player_position


# --- Maze files (the support module's read_file, validated) -----------------------------------

MAX_FILE_BYTES = 1_000_000
"""Larger files are refused: no real maze comes near this, and it keeps a wrong path from eating memory."""

MAX_STAT_DIGITS = 9
"""Strength and moves have at most this many digits (and so stay far below int()'s digit limit)."""

_MAZE_CHARS = frozenset(WALL + FLOOR + GOAL + FILLED_GOAL + PLAYER + CRATE_DIGITS + "".join(_POTIONS))


def _shown(text: str, limit: int = 30) -> str:
    """A short repr of some file text for an error message."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _plural(count: int, word: str) -> str:
    """'1 crate', '2 crates'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _split_lines(text: str) -> list[str]:
    """Split text into lines the way a file opened in text mode does (\\n, \\r\\n or \\r), without line ends."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines[-1] == "":
        lines.pop()  # the newline ending the last line does not start another one
    return lines


def _parse_stats(line: str, source: str) -> list[int]:
    """Line 1: strength and moves, two non-negative whole numbers separated by one space."""
    stripped = line.strip()
    numbers = stripped.split(" ")  # a string test, not a regular expression: plain mode starts without re
    if len(numbers) != 2 or not all(digits.isascii() and digits.isdigit() for digits in numbers):
        raise LevelError(
            source,
            "the first line must be the strength and the moves as two whole numbers separated by one space "
            f"(like '1 12'), not {_shown(stripped)}",
            1,
        )
    for name, digits in zip((STRENGTH, MOVES), numbers, strict=True):
        if len(digits) > MAX_STAT_DIGITS:
            raise LevelError(source, f"{name} {_shown(digits, 12)} is too large (at most {MAX_STAT_DIGITS} digits)", 1)
    return [int(numbers[0]), int(numbers[1])]


def parse_maze(text: str, source: str) -> tuple[RawMaze, list[int]]:
    """Parse a maze file's text into (maze, [strength, moves]) exactly as the original read_file did, but strictly.

    As the original: every line after the first has str.strip() applied and becomes a list of one-character
    strings; line 1, stripped and split on one space, gives the two stats. Stricter than the original: the
    stats must be two non-negative integers, blank lines at the end are ignored (the original kept each as an
    empty row), and the maze must be a rectangle of known characters with one player, at least one goal and
    one crate per unfilled goal. Any problem raises LevelError(source, problem, line).
    """
    lines = _split_lines(text)
    if not any(line.strip() for line in lines):
        raise LevelError(source, "the file is empty" if not text else "the file holds only blank lines")
    stats = _parse_stats(lines[0], source)

    rows = [line.strip() for line in lines[1:]]
    while rows and not rows[-1]:
        rows.pop()
    if not rows:
        raise LevelError(source, "no maze rows after the stats line")

    width = len(rows[0])
    players: list[int] = []
    crates = goals = filled_goals = 0
    for index, row in enumerate(rows):
        line_number = index + 2
        if not row:
            raise LevelError(source, "blank line inside the maze", line_number)
        original = lines[index + 1]
        indent = len(original) - len(original.lstrip())
        for offset, char in enumerate(row):
            if char not in _MAZE_CHARS:
                raise LevelError(
                    source,
                    f"unknown character {char!r} in column {indent + offset + 1} "
                    "(allowed: W, space, G, X, P, S, M, F and crate digits 0-9)",
                    line_number,
                )
        if len(row) != width:
            raise LevelError(
                source,
                f"this row has {_plural(len(row), 'cell')} but the first maze row (line 2) has {width}; "
                "rows must all be the same width once leading and trailing spaces are removed",
                line_number,
            )
        players += [line_number] * row.count(PLAYER)
        crates += sum(row.count(digit) for digit in CRATE_DIGITS)
        goals += row.count(GOAL)
        filled_goals += row.count(FILLED_GOAL)

    if not players:
        raise LevelError(source, "the maze has no player 'P'")
    if len(players) > 1:
        where = ", ".join(str(number) for number in players)
        raise LevelError(source, f"the maze has {len(players)} players 'P' (on lines {where}); it needs exactly one")
    if goals + filled_goals == 0:
        raise LevelError(source, "the maze has no goals 'G'")
    if crates != goals:
        raise LevelError(
            source,
            f"the maze has {_plural(crates, 'crate')} but {_plural(goals, 'unfilled goal')} 'G'; "
            "each goal needs exactly one crate",
        )
    return [list(row) for row in rows], stats


def read_file(path: str | Path) -> tuple[RawMaze, list[int]]:
    """Read a maze file into (maze, [strength, moves]) like the support module's read_file; see parse_maze.

    Raises LevelError naming the file when it cannot be read, is not UTF-8 text or is malformed.
    """
    source = str(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise LevelError(source, "no such file") from None
    except IsADirectoryError:
        raise LevelError(source, "is a directory, not a maze file") from None
    except PermissionError:
        raise LevelError(source, "permission denied") from None
    except (OSError, ValueError) as error:  # ValueError: e.g. a NUL character in the name
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise LevelError(source, f"cannot be read: {reason}") from None
    if len(data) > MAX_FILE_BYTES:
        raise LevelError(source, f"too large for a maze file (over {MAX_FILE_BYTES} bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise LevelError(source, f"not UTF-8 text (byte 0x{data[error.start]:02x} cannot be decoded)", line) from None
    return parse_maze(text, source)


# --- 5.4 / 5.6 SokobanModel --------------------------------------------------------------------


class _Snapshot:
    """Everything one successful move can change, as it was before the move (for undo); never changed once made.

    A plain class rather than a dataclass: building a dataclass at import time costs plain mode's start-up.
    """

    __slots__ = ("entities", "filled_goal", "moves_remaining", "player_position", "strength")

    def __init__(self, player_position: Position, strength: int, moves_remaining: int, entities: Entities,
                 filled_goal: Position | None) -> None:
        self.player_position = player_position
        self.strength = strength
        self.moves_remaining = moves_remaining
        self.entities = entities
        """A shallow copy: entities themselves never change, only where they are and which remain."""
        self.filled_goal = filled_goal
        """The goal the move filled with a crate, if any."""


StateKey = tuple[Position, int, int, tuple[tuple[Position, str, str], ...], tuple[Position, ...]]
"""A hashable summary of a game state: player, strength, moves, entities, filled goals."""


class SokobanModel:
    """The game state and rules: the maze, the entities, the player, and an undo stack of valid moves."""

    def __init__(self, maze_file: str | Path) -> None:
        """Load a game from a maze file; raises LevelError if the file is missing or malformed."""
        maze, stats = read_file(maze_file)
        self._setup(maze, stats, str(maze_file))

    @classmethod
    def from_text(cls, text: str, source: str = "<maze>") -> SokobanModel:
        """Build a game from a maze file's text (for tests and tools); `source` names it in errors."""
        maze, stats = parse_maze(text, source)
        model = cls.__new__(cls)
        model._setup(maze, stats, source)
        return model

    def _setup(self, maze: RawMaze, stats: list[int], source: str) -> None:
        """Set every field from a parsed maze; also used by restart."""
        self._source = source
        self._initial_maze: RawMaze = [list(row) for row in maze]
        self._initial_stats = (stats[0], stats[1])
        self._maze, self._entities, self._player_position = convert_maze(maze)
        self._player = Player(stats[0], stats[1])
        self._goals: list[tuple[Position, Goal]] = [
            ((row, col), tile)
            for row, line in enumerate(self._maze)
            for col, tile in enumerate(line)
            if isinstance(tile, Goal)
        ]
        self._history: list[_Snapshot] = []

    # Task sheet accessors.

    def get_maze(self) -> Grid:
        """The tiles, one list per row (the live grid: goals show their filled state)."""
        return self._maze

    def get_entities(self) -> Entities:
        """The non-player entities by position."""
        return self._entities

    def get_player_position(self) -> tuple[int, int]:
        """The player's (row, column)."""
        return self._player_position

    def get_player_moves_remaining(self) -> int:
        """How many moves the player has left."""
        return self._player.get_moves_remaining()

    def get_player_strength(self) -> int:
        """The player's current strength."""
        return self._player.get_strength()

    # Rules.

    def _is_open(self, position: Position) -> bool:
        """True if `position` is inside the maze and its tile does not block."""
        row, col = position
        return 0 <= row < len(self._maze) and 0 <= col < len(self._maze[row]) and not self._maze[row][col].is_blocking()

    def attempt_move(self, direction: str) -> bool:
        """Try to move the player one cell in `direction` ('w', 'a', 's' or 'd'); True if the move happened.

        In the task sheet's order: an unknown direction, the edge of the maze or a wall fails. A crate is pushed
        one cell on if the player is strong enough and the cell beyond is inside the maze, not a wall and free of
        entities; a crate landing on an unfilled goal disappears and fills it, one landing on a filled goal stays
        a crate. A potion is drunk. Then the player moves and loses one move. Like the original, this does not
        check that moves remain: the caller stops the game at has_won() or has_lost().
        """
        delta = DIRECTION_DELTAS.get(direction)
        if delta is None:
            return False
        row, col = self._player_position
        target = (row + delta[0], col + delta[1])
        if not self._is_open(target):
            return False
        entity = self._entities.get(target)
        beyond = (target[0] + delta[0], target[1] + delta[1])
        if isinstance(entity, Crate):
            if self._player.get_strength() < entity.get_strength():
                return False
            if not self._is_open(beyond) or beyond in self._entities:
                return False
        elif entity is not None and not isinstance(entity, Potion):
            return False  # no maze file can place any other entity; treat one as an obstacle

        before = (
            self._player_position,
            self._player.get_strength(),
            self._player.get_moves_remaining(),
            dict(self._entities),
        )
        filled_goal: Position | None = None
        if isinstance(entity, Crate):
            del self._entities[target]
            tile = self._maze[beyond[0]][beyond[1]]
            if isinstance(tile, Goal) and not tile.is_filled():
                tile.fill()
                filled_goal = beyond
            else:
                self._entities[beyond] = entity
        elif isinstance(entity, Potion):
            del self._entities[target]
            self._player.apply_effect(entity.effect())
        self._player_position = target
        self._player.add_moves_remaining(-1)
        self._history.append(_Snapshot(*before, filled_goal))
        return True

    def has_won(self) -> bool:
        """True when every goal is filled (equivalently, no crates are left)."""
        return all(goal.is_filled() for _, goal in self._goals)

    def undo(self) -> None:
        """Restore the state from just before the last valid move not yet undone; with none left, do nothing.

        The task sheet only requires one undo between valid moves; this keeps every move, so repeated undos
        walk back to the start.
        """
        if not self._history:
            return
        snapshot = self._history.pop()
        for position, goal in self._goals:
            if position == snapshot.filled_goal:
                goal.unfill()
        self._entities.clear()  # in place, so a dictionary from get_entities() stays current
        self._entities.update(snapshot.entities)
        self._player_position = snapshot.player_position
        self._player.add_strength(snapshot.strength - self._player.get_strength())
        self._player.add_moves_remaining(snapshot.moves_remaining - self._player.get_moves_remaining())

    # Extra read-only helpers and actions for the screen, tools and tests.

    def can_undo(self) -> bool:
        """True if there is a valid move to undo."""
        return bool(self._history)

    def get_moves_made(self) -> int:
        """How many valid moves have been made and not undone."""
        return len(self._history)

    def has_lost(self) -> bool:
        """True when no moves remain (the controller checks has_won first: a last move that wins is a win)."""
        return self._player.get_moves_remaining() <= 0

    def is_over(self) -> bool:
        """True when the game is won or lost."""
        return self.has_won() or self.has_lost()

    def restart(self) -> None:
        """Return to the initial state of the maze (without reading the file again); clears the undo stack."""
        self._setup(self._initial_maze, list(self._initial_stats), self._source)

    def copy(self) -> SokobanModel:
        """An independent copy of the whole game, undo stack included (for solvers and previews)."""
        import copy  # only solvers and previews copy a game; plain mode starts without it

        return copy.deepcopy(self)

    def get_source(self) -> str:
        """The maze file (or the source name given to from_text) this game came from."""
        return self._source

    def get_size(self) -> tuple[int, int]:
        """(rows, columns) of the maze."""
        return len(self._maze), max((len(line) for line in self._maze), default=0)

    def get_goal_positions(self) -> list[Position]:
        """Every goal's position, filled or not, top to bottom and left to right."""
        return [position for position, _ in self._goals]

    def count_filled_goals(self) -> int:
        """How many goals are filled."""
        return sum(1 for _, goal in self._goals if goal.is_filled())

    def state_key(self) -> StateKey:
        """A hashable summary of the whole changing state: equal keys mean equal games (order of entities aside)."""
        entities = tuple(sorted((pos, entity.get_type(), str(entity)) for pos, entity in self._entities.items()))
        filled = tuple(position for position, goal in self._goals if goal.is_filled())
        return (
            self._player_position,
            self._player.get_strength(),
            self._player.get_moves_remaining(),
            entities,
            filled,
        )
