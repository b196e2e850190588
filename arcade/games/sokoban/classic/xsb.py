"""The standard Sokoban level format (XSB, also read as SOK): single levels and collections of them.

`#` wall, `$` crate, `.` goal, `*` crate on a goal, `@` player, `+` player on a goal, and space, `-` or `_` floor.
A file may hold many levels, separated by blank lines or by lines of text: `;` comments, `Title:` lines and the
like; the text line nearest above a level (a `; 12` comment or a `Title:` line) names it. Rows may differ in
length, and spaces outside the walls are normal. Pure data, no I/O beyond reading the text given; no urwid.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from arcade.errors import LevelError

Position = tuple[int, int]
"""(row, column)."""

WALL, CRATE, GOAL, CRATE_ON_GOAL, PLAYER, PLAYER_ON_GOAL, FLOOR = "#", "$", ".", "*", "@", "+", " "
FLOOR_ALIASES = frozenset(" -_")
BOARD_CHARACTERS = frozenset("#$.*@+") | FLOOR_ALIASES
OFFSETS: tuple[Position, ...] = ((-1, 0), (1, 0), (0, -1), (0, 1))


@dataclass(frozen=True)
class ClassicLevel:
    """One standard Sokoban level: its walls, goals, crates and player, and the cells inside its walls."""

    title: str
    walls: frozenset[Position]
    goals: frozenset[Position]
    crates: frozenset[Position]
    player: Position
    inside: frozenset[Position]
    """Every cell the player could ever stand on or a crate be pushed to: reachable from the start, not a wall."""
    height: int
    width: int
    comments: tuple[str, ...] = ()

    def rows(self, crates: Iterable[Position] | None = None, player: Position | None = None) -> list[str]:
        """The level as XSB rows (with these crates and player, default the start), trailing spaces dropped."""
        crate_set = frozenset(self.crates if crates is None else crates)
        where = self.player if player is None else player
        rows = []
        for row in range(self.height):
            cells = []
            for col in range(self.width):
                position = (row, col)
                if position in self.walls:
                    cells.append(WALL)
                elif position == where:
                    cells.append(PLAYER_ON_GOAL if position in self.goals else PLAYER)
                elif position in crate_set:
                    cells.append(CRATE_ON_GOAL if position in self.goals else CRATE)
                else:
                    cells.append(GOAL if position in self.goals else FLOOR)
            rows.append("".join(cells).rstrip())
        return rows

    def to_xsb(self) -> str:
        """The level as XSB text, titled by a `;` comment line."""
        return f"; {self.title}\n" + "\n".join(self.rows()) + "\n"


def is_board_line(line: str) -> bool:
    """Whether a line is a row of a board: board characters only, with at least one wall."""
    stripped = line.rstrip("\r\n")
    return bool(stripped.strip()) and WALL in stripped and set(stripped) <= BOARD_CHARACTERS


def _title_of(text: str) -> str:
    """A level's name from a text line: '; 12' → '12', 'Title: Hard one' → 'Hard one'."""
    text = text.strip().lstrip(";").strip()
    if text.lower().startswith("title:"):
        text = text[len("title:"):].strip()
    return text


def parse_level(lines: list[str], source: str, number: int, title: str = "",
                comments: tuple[str, ...] = ()) -> ClassicLevel:
    """One level from its board rows; a LevelError naming the source and the level's number if it is malformed."""
    walls: set[Position] = set()
    goals: set[Position] = set()
    crates: set[Position] = set()
    players: list[Position] = []
    for row, line in enumerate(lines):
        for col, char in enumerate(line.rstrip("\r\n")):
            position = (row, col)
            if char == WALL:
                walls.add(position)
            if char in (GOAL, CRATE_ON_GOAL, PLAYER_ON_GOAL):
                goals.add(position)
            if char in (CRATE, CRATE_ON_GOAL):
                crates.add(position)
            if char in (PLAYER, PLAYER_ON_GOAL):
                players.append(position)
    name = f"level {number}" + (f" ({title})" if title else "")

    def bad(problem: str) -> LevelError:
        return LevelError(source, f"{name}: {problem}")

    if len(players) != 1:
        raise bad("no player" if not players else f"{len(players)} players")
    if not crates:
        raise bad("no crates")
    if len(crates) != len(goals):
        raise bad(f"{_count(len(crates), 'crate')} but {_count(len(goals), 'goal')}")
    height = len(lines)
    width = max(len(line.rstrip("\r\n")) for line in lines)
    inside = _inside(players[0], walls, lines)
    if inside is None:
        raise bad("open to the outside: the player can walk off the board")
    if not (crates ^ goals) <= inside:  # a crate on its goal walled in is decoration, and already solved
        raise bad("a crate or goal lies outside the walls")
    return ClassicLevel(title or str(number), frozenset(walls), frozenset(goals), frozenset(crates), players[0],
                        frozenset(inside), height, width, comments)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _inside(start: Position, walls: set[Position], lines: list[str]) -> set[Position] | None:
    """The cells reachable from start without crossing a wall, or None if that reaches past the drawn rows."""
    seen = {start}
    frontier = [start]
    while frontier:
        row, col = frontier.pop()
        for d_row, d_col in OFFSETS:
            following = (row + d_row, col + d_col)
            if following in walls or following in seen:
                continue
            f_row, f_col = following
            if not (0 <= f_row < len(lines) and 0 <= f_col < len(lines[f_row].rstrip("\r\n"))):
                return None
            seen.add(following)
            frontier.append(following)
    return seen


def read_collection(text: str, source: str) -> list[ClassicLevel]:
    """Every level of an XSB/SOK text, in order; LevelError (naming the source and level number) for a malformed
    level, or for a text with no level at all."""
    levels: list[ClassicLevel] = []
    board: list[str] = []
    notes: list[str] = []
    title = ""

    def finish() -> None:
        nonlocal board, notes, title
        if board:
            levels.append(parse_level(board, source, len(levels) + 1, title, tuple(notes)))
        board, notes, title = [], [], ""

    for line in text.splitlines():
        if is_board_line(line):
            if not board and notes:
                title = _title_of(notes[-1])
            board.append(line)
            continue
        if board:
            finish()
        if line.strip():
            notes.append(line.strip())
    finish()
    if not levels:
        raise LevelError(source, "no Sokoban level in this file")
    return levels


def level_summaries(text: str, source: str) -> list[tuple[str, str]]:
    """(title, blurb) of every level of an XSB/SOK text, in order: the registry's collection reader, through which the
    level lists read collection files. The title is the one the file gives (its number when none), the blurb the
    level's size as rows×columns and its crates; LevelError as read_collection."""
    return [(level.title, f"{level.height}×{level.width}, {_count(len(level.crates), 'crate')}")
            for level in read_collection(text, source)]
