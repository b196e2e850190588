"""The standard Sokoban level format (XSB, also read as SOK): single levels and collections of them.

`#` wall, `$` crate, `.` goal, `*` crate on a goal, `@` player, `+` player on a goal, and space, `-` or `_` floor.
A file may hold many levels, separated by blank lines or by lines of text: `;` comments, `Title:` lines and the
like; a `Title:` line above a level names it, else the text line nearest above it (a `; 12` comment). Rows may
differ in length, and spaces outside the walls are normal. Levels a player pastes (`read_pasted`) are read the same
way, only stricter: any line that is not blank and begins with neither `;` nor a letter or digit is a row, and a row
holding anything but the XSB characters is refused, naming its level and row. Pure data, no I/O beyond reading the
text given; no urwid.
"""

from __future__ import annotations

import hashlib
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


def is_pasted_row(line: str) -> bool:
    """Whether a line of pasted text is meant as a row of a board (read_pasted): not blank, and beginning with
    neither `;` (a comment or title) nor a letter or digit (a line of text, `Title: …`, `Author: …`)."""
    first = line.lstrip()[:1]
    return bool(first) and first != ";" and not first.isalnum()


def _title_of(notes: list[str]) -> str:
    """A level's name from the text lines above it: a `Title:` line among them ('Title: Hard one' → 'Hard one'),
    else the nearest ('; 12' → '12')."""
    titled = [note for note in notes if note.lstrip(";").strip().lower().startswith("title:")]
    text = (titled[-1] if titled else notes[-1]).strip().lstrip(";").strip()
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
    if isinstance(inside, tuple):
        raise bad(f"open to the outside: the player can walk off the board at row {inside[0] + 1}")
    outside = sorted((crates ^ goals) - inside)  # a crate on its goal walled in is decoration, and already solved
    if outside:
        raise bad(f"a crate or goal lies outside the walls (row {outside[0][0] + 1})")
    return ClassicLevel(title or str(number), frozenset(walls), frozenset(goals), frozenset(crates), players[0],
                        frozenset(inside), height, width, comments)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _inside(start: Position, walls: set[Position], lines: list[str]) -> set[Position] | Position:
    """The cells reachable from start without crossing a wall, or the first cell found from which that reaches past
    the drawn rows (the board is open there)."""
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
                return row, col
            seen.add(following)
            frontier.append(following)
    return seen


def read_collection(text: str, source: str) -> list[ClassicLevel]:
    """Every level of an XSB/SOK text, in order; LevelError (naming the source and level number) for a malformed
    level, or for a text with no level at all."""
    return [level for _title, level in _read_levels(text, source, pasted=False)]


PASTED_SOURCE = "the pasted text"
"""What a LevelError of read_pasted names as its source (its `problem` alone is what the paste dialog says)."""
NO_PASTED_LEVEL = "no level in it: a level is rows of # @ + $ * . and spaces"
"""The problem of pasted text without a single row of a board."""


def read_pasted(text: str, source: str = PASTED_SOURCE) -> list[tuple[str, str]]:
    """The levels of a text a player pasted (one or several XSB levels, blank lines or `;` title lines between
    them, titles optional), checked as a collection file's are, only stricter (see the module's docstring): the
    registry's `paste` reader. Per level, in order: its text as kept (its `; title` line if it has one other than a
    bare number, which numbered it in the text it came from; then its rows, the floor written as spaces, each row's
    trailing spaces dropped and the indentation the rows share taken off), which read_collection reads back as the
    same level, and a digest of its board alone, the same for two pastes of one board whatever their titles.
    LevelError when a level is malformed, its problem naming the level, and the row when one row is wrong ("level 2,
    row 4: '%' is not an XSB character"), or when there is no level."""
    kept = []
    for title, level in _read_levels(text, source, pasted=True):
        rows = level.rows()
        board = "\n".join(rows) + "\n"
        named = title and not title.isdigit()  # a bare number ('; 12') numbered it in the text it came from
        kept.append(((f"; {title}\n" if named else "") + board, hashlib.sha256(board.encode()).hexdigest()))
    return kept


def _read_levels(text: str, source: str, pasted: bool) -> list[tuple[str, ClassicLevel]]:
    """Every level of a text with the title its text lines gave it ("" when none), in order: the rows of a
    collection file (is_board_line), or of pasted text (is_pasted_row, each checked to hold XSB characters only and
    the block's shared indentation taken off); LevelError as read_collection."""
    levels: list[tuple[str, ClassicLevel]] = []
    board: list[str] = []
    notes: list[str] = []
    title = ""

    def finish() -> None:
        nonlocal board, notes, title
        if board:
            if pasted:
                indent = min(len(row) - len(row.lstrip(" ")) for row in board)
                board = [row[indent:] for row in board]
            levels.append((title, parse_level(board, source, len(levels) + 1, title, tuple(notes))))
        board, notes, title = [], [], ""

    for line in text.splitlines():
        if is_pasted_row(line) if pasted else is_board_line(line):
            if not board and notes:
                title = _title_of(notes)
            if pasted:
                _check_row(line, source, len(levels) + 1, title, len(board) + 1)
            board.append(line)
            continue
        if board:
            finish()
        if line.strip():
            notes.append(line.strip())
    finish()
    if not levels:
        raise LevelError(source, NO_PASTED_LEVEL if pasted else "no Sokoban level in this file")
    return levels


def _check_row(line: str, source: str, number: int, title: str, row: int) -> None:
    """LevelError naming the level and the row when a pasted row holds a character XSB has no use for."""
    wrong = next((char for char in line.rstrip("\r\n") if char not in BOARD_CHARACTERS), None)
    if wrong is None:
        return
    what = "a tab" if wrong == "\t" else repr(wrong)
    name = f"level {number}" + (f" ({title})" if title else "")
    raise LevelError(source, f"{name}, row {row}: {what} is not an XSB character")


def level_summaries(text: str, source: str) -> list[tuple[str, str]]:
    """(title, blurb) of every level of an XSB/SOK text, in order: the registry's collection reader, through which the
    level lists read collection files. The title is the one the file gives (its number when none), the blurb the
    level's size as rows×columns and its crates; LevelError as read_collection."""
    return [(level.title, f"{level.height}×{level.width}, {_count(len(level.crates), 'crate')}")
            for level in read_collection(text, source)]
