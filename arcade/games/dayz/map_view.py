"""End of DayZ's drawing: the glyph of every entity and mark, the map inside its border with the danger, the
tracking zombies' intents, the aim or the bolt drawn over it, the player's own glyph (red when a zombie could
strike, bracketed when immune), the legend (following the switches that draw its entries), and the inventory's
lines. Nothing here changes the game: the screen (screen.py) draws the model through these.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from arcade.games.dayz.model import (
    CROSSBOW,
    DIRECTION_OFFSETS,
    DOWN,
    GARLIC,
    HOSPITAL,
    LEFT,
    PLAYER,
    RIGHT,
    TRACKING_ZOMBIE,
    UP,
    ZOMBIE,
    ZOMBIES,
    AdvancedGame,
    HoldingPlayer,
    Pickup,
    Position,
    VulnerablePlayer,
    holds_lasting_garlic,
    line_of_fire,
    tracking_intents,
)
from arcade.ui.board_view import Cell
from arcade.ui.widgets import Markup

CELL_WIDTH = 3
PANEL_WIDTH = 27
"""Wide enough for the legend; a 16x16 map and the panel fit an 80-column terminal."""
PANEL_TEXT_WIDTH = PANEL_WIDTH - 4
"""Columns for a panel's text (or its title) inside the box and its padding: no line may need more."""
LOW_LIFETIME = 2
"""At or below this many steps left, an item's lifetime turns red."""

ENTITY_CELLS: dict[str, Cell] = {
    HOSPITAL: ("hospital", " H "),
    ZOMBIE: ("zombie", " Z "),
    TRACKING_ZOMBIE: ("tracking zombie", " T "),
    GARLIC: ("garlic", " G "),
    CROSSBOW: ("crossbow", " C "),
}
ITEM_NAMES = {GARLIC: "garlic", CROSSBOW: "crossbow"}
FLOOR_CELL: Cell = ("floor", " " * CELL_WIDTH)
PLAYER_CELL: Cell = ("player", " P ")
IMMUNE_CELL: Cell = ("player immune", "(P)")
"""The player holding garlic: bracketed, so it shows without colour too."""
DANGER_CELL: Cell = ("player danger", " P ")
BORDER = "▒"
ARROWS = {(0, -1): " ↑ ", (0, 1): " ↓ ", (-1, 0): " ← ", (1, 0): " → "}
"""The intent marker drawn on the square a tracking zombie steps to, pointing the way it comes."""
SHOT_GLYPHS = {UP: " │ ", DOWN: " │ ", LEFT: "───", RIGHT: "───"}
AIM_CELL: Cell = ("aim", " · ")
DANGER_CELL_EMPTY: Cell = ("intent", "░░░")
"""An empty square some zombie could step onto next (the danger overlay): shaded, so it reads without colour."""
HIT_CELL: Cell = ("hit", " X ")

DANGER_SWITCH, INTENTS_SWITCH = "danger", "intents"
"""Legend entries shown only while the danger overlay (z) or the tracking zombies' intents (i) are on."""
LEGEND_ENTRIES: list[tuple[Cell, str, str | None, frozenset[str]]] = [
    (PLAYER_CELL, "you", None, frozenset()),
    (DANGER_CELL, "at risk", None, frozenset({DANGER_SWITCH, INTENTS_SWITCH})),
    (IMMUNE_CELL, "immune", GARLIC, frozenset()),
    (ENTITY_CELLS[HOSPITAL], "hospital", None, frozenset()),
    (ENTITY_CELLS[ZOMBIE], "zombie", ZOMBIE, frozenset()),
    (ENTITY_CELLS[TRACKING_ZOMBIE], "tracker", TRACKING_ZOMBIE, frozenset()),
    (ENTITY_CELLS[GARLIC], "garlic", GARLIC, frozenset()),
    (ENTITY_CELLS[CROSSBOW], "crossbow", CROSSBOW, frozenset()),
    (("intent", ARROWS[(0, 1)]), "T next", TRACKING_ZOMBIE, frozenset({INTENTS_SWITCH})),
    (("line of fire", SHOT_GLYPHS[LEFT]), "shot", CROSSBOW, frozenset()),
    (HIT_CELL, "hit", CROSSBOW, frozenset()),
    (DANGER_CELL_EMPTY, "danger", ZOMBIE + TRACKING_ZOMBIE, frozenset({DANGER_SWITCH})),
]
"""Each glyph, what it means ('immune': the player holding garlic; 'at risk': the player in red, where a zombie
could strike; 'danger': the overlay's shading), the map characters any one of which it needs to show (None:
always), and the switches any one of which must be on for it to show (none: always). The order pairs every
combination of a full map's entries two to a line, so the largest map's legend takes six lines at most."""
SWITCH_ZOMBIES = {DANGER_SWITCH: ZOMBIE + TRACKING_ZOMBIE, INTENTS_SWITCH: TRACKING_ZOMBIE}
"""The zombies a switch needs on the map to show anything: the overlay any zombie, the intents a tracker."""
LEGEND_LABEL = 8
"""Columns for a legend label on the left of a line, its leading space included."""


def legend_lines(tokens: set[str], switches: set[str] | frozenset[str] = frozenset()) -> list[Markup]:
    """The legend of the glyphs a map with these characters can show while these switches are on (DANGER_SWITCH,
    INTENTS_SWITCH), two to a line where they fit."""
    working = {switch for switch in switches if any(token in tokens for token in SWITCH_ZOMBIES[switch])}
    entries = [(cell, f" {label}") for cell, label, needs, shown_by in LEGEND_ENTRIES
               if (needs is None or any(token in tokens for token in needs))
               and (not shown_by or shown_by & working)]
    lines: list[Markup] = []
    while entries:
        (cell, label), *entries = entries
        width = max(LEGEND_LABEL, len(label) + 1)  # a longer label keeps a space before the next glyph
        if entries and CELL_WIDTH * 2 + width + len(entries[0][1]) <= PANEL_TEXT_WIDTH:
            (other, other_label), *entries = entries
            lines.append([cell, f"{label:<{width}}", other, other_label])
        else:
            lines.append([cell, label])
    return lines


def most_legend_lines(tokens: set[str]) -> int:
    """The legend's lines at their most, whichever switches are on (what the screen's size must allow for)."""
    return max(len(legend_lines(tokens, set(switches)))
               for switches in ((), (DANGER_SWITCH,), (INTENTS_SWITCH,), (DANGER_SWITCH, INTENTS_SWITCH)))


@dataclass(frozen=True)
class Shot:
    """A bolt just fired, drawn over the map as it stood when the bolt flew (before the zombies' step): the
    squares it crossed and whether it hit (the hit zombie stood on the last one)."""

    direction: str
    squares: tuple[Position, ...]
    hit: bool
    tokens: dict[tuple[int, int], str]
    """Every entity's character by (x, y), as the bolt found them."""
    player: Cell


def held_items(game: AdvancedGame) -> list[Pickup]:
    """What the player holds, in pickup order (nothing when there is no holding player)."""
    player = game.get_player()
    return player.get_inventory().get_items() if isinstance(player, HoldingPlayer) else []


def player_cell(game: AdvancedGame, in_danger: bool) -> Cell:
    """The player: red when infected, or when a zombie is about to strike and no lasting garlic protects;
    bracketed while holding garlic."""
    player = game.get_player()
    if isinstance(player, VulnerablePlayer) and player.is_infected():
        return DANGER_CELL
    if in_danger and not (player is not None and holds_lasting_garlic(player)):
        return DANGER_CELL
    if any(item.display() == GARLIC for item in held_items(game)):
        return IMMUNE_CELL
    return PLAYER_CELL


def board_cells(tokens: Mapping[tuple[int, int], str], size: int, player: Cell,
                marks: Mapping[Position, Cell]) -> list[list[Cell]]:
    """Every row of the map (entities' characters by (x, y)) inside a border, the player drawn as given, with
    marks drawn over the squares they name."""
    edge: list[Cell] = [("wall", BORDER * (size * CELL_WIDTH + 2))]
    rows = [edge]
    for y in range(size):
        row: list[Cell] = [("wall", BORDER)]
        for x in range(size):
            token = tokens.get((x, y))
            if Position(x, y) in marks:
                row.append(marks[Position(x, y)])
            elif token == PLAYER:
                row.append(player)
            elif token is not None:
                row.append(ENTITY_CELLS.get(token, ("panel value", f" {token} ")))
            else:
                row.append(FLOOR_CELL)
        row.append(("wall", BORDER))
        rows.append(row)
    rows.append(edge)
    return rows


def intent_marks(game: AdvancedGame) -> dict[Position, Cell]:
    """An arrow on each empty square a tracking zombie steps to next; the player in red if one steps at them."""
    grid = game.get_grid()
    player = grid.find_player()
    marks: dict[Position, Cell] = {}
    for zombie, target in tracking_intents(game).items():
        if target == zombie:
            continue
        if target == player:
            marks[target] = player_cell(game, True)
        elif grid.get_entity(target) is None:
            marks[target] = ("intent", ARROWS[(target.get_x() - zombie.get_x(), target.get_y() - zombie.get_y())])
    return marks


def danger_marks(game: AdvancedGame, squares: set[Position]) -> dict[Position, Cell]:
    """The danger overlay: each empty square a zombie could step onto next shaded, and the player in red when
    one could strike them and no lasting garlic protects (squares with an item keep their glyph)."""
    grid = game.get_grid()
    player = grid.find_player()
    marks: dict[Position, Cell] = {}
    for square in squares:
        if square == player:
            marks[square] = player_cell(game, True)
        elif grid.get_entity(square) is None:
            marks[square] = DANGER_CELL_EMPTY
    return marks


def threat_marks(zombies: tuple[tuple[Position, str], ...]) -> dict[Position, Cell]:
    """The zombies the guard asks about, marked as its question names them: !Z!, !T! (in the at-risk red)."""
    return {square: (DANGER_CELL[0], f"!{token}!") for square, token in zombies}


def aim_marks(game: AdvancedGame) -> dict[Position, Cell]:
    """While aiming: every line of fire dotted, and each zombie a bolt would hit highlighted."""
    grid = game.get_grid()
    marks: dict[Position, Cell] = {}
    for direction in DIRECTION_OFFSETS:
        for square in line_of_fire(game, direction):
            entity = grid.get_entity(square)
            if entity is None:
                marks[square] = AIM_CELL
            elif entity.display() in ZOMBIES:
                marks[square] = ("line of fire", f" {entity.display()} ")
    return marks


def shot_marks(shot: Shot) -> dict[Position, Cell]:
    """The bolt as it flew: its path over the squares that were empty, and an X where it hit."""
    marks: dict[Position, Cell] = {}
    for index, square in enumerate(shot.squares):
        if shot.hit and index == len(shot.squares) - 1:
            marks[square] = HIT_CELL
        elif (square.get_x(), square.get_y()) not in shot.tokens:
            marks[square] = ("line of fire", SHOT_GLYPHS[shot.direction])
    return marks


def item_line(item: Pickup) -> Markup:
    """An inventory line: the item and the steps it has left."""
    left = item.get_lifetime()
    attr = "bad" if left <= LOW_LIFETIME else "panel value"
    name = ITEM_NAMES.get(item.display(), item.display())
    return [ENTITY_CELLS.get(item.display(), ("panel value", item.display())), f" {name:<9}", (attr, str(left)),
            " step" if left == 1 else " steps"]


def on_off(flag: bool) -> str:
    """'on' or 'off'."""
    return "on" if flag else "off"


def panel_title(title: str) -> str:
    """The main panel's title: the level's, when it fits on the box's top edge, else the game's."""
    return title if title and len(title) <= PANEL_TEXT_WIDTH - 2 else "End of DayZ"
