"""The map phase's view: the act's map (climb.map.map_rows) in a box that scrolls (it follows the highlighted choice
until the player scrolls it), the path taken and the choices marked, and beside it the legend (the act's boss by
name, the odds of an unknown node), what the highlighted node is and the keys. Pure drawing from the Climb.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable

import urwid

from arcade.games.spire.climb import potions
from arcade.games.spire.climb.map import (
    BOSS,
    BURNING_SYMBOL,
    BURNING_WORD,
    ELITE,
    FLOOR_ROWS,
    LEGEND,
    MAP_WIDTH,
    MONSTER,
    REST,
    ROWS,
    SHOP,
    TREASURE,
    UNKNOWN,
    Node,
    climb_floor,
    map_rows,
    row_of_floor,
)
from arcade.games.spire.climb.run import BURNING_RELICS, Climb, burning_words, unknown_outcomes
from arcade.games.spire.climb_ui.parts import PAGE_WIDTH, top_line
from arcade.games.spire.views.page import centred
from arcade.ui.palette import drawn_as
from arcade.ui.widgets import Box, Markup

KIND_TEXT = {
    MONSTER: "a monster fight",
    ELITE: "an elite fight: a relic too",
    REST: "a rest site: heal or upgrade",
    SHOP: "a shop: buy, or remove a card",
    TREASURE: "a chest: a relic and gold",
    UNKNOWN: "unknown: odds in the legend",
    BOSS: "the boss",
}
"""What going to a node of each kind brings (the boss's is followed by its name), short enough for a choice's line
('6: floor 48, E an elite fight: a relic too') to fit the side panel whole."""
BURNING_TEXT = f"a {BURNING_WORD}: {1 + BURNING_RELICS} relics"
"""What going to a burning elite brings, as short (an elite's relic and the burning one's more: run.BURNING_RELICS)."""
MAP_PALETTE = (
    ("map_node", "light gray", "default", "default", "g62", "default"),
    ("map_path", "light green,bold", "default", "bold,italics", "#5f5,bold", "default"),
    ("map_choice", "yellow,bold", "default", "bold,underline", "#fd0,bold", "default"),
    ("map_cursor", "black,bold", "yellow", "standout", "black,bold", "#fd0"),
    ("map_boss", "light red,bold", "default", "bold", "#f55,bold", "default"),
    ("map_elite", "light magenta,bold", "default", "bold", "#f5f,bold", "default"),
    ("map_burning", "light red,bold", "default", "bold", "#f80,bold", "default"),
    ("map_floor", "dark gray", "default", "faint", "g42", "default"),
)
"""The map's colours (climb.map's attribute names), registered by the climb screen."""
BOX_WIDTH = MAP_WIDTH + 3
"""The map box: the drawing, a column of room at its right (a room of the last column is not against the border)
and the two border columns."""
SIDE_WIDTH = PAGE_WIDTH - BOX_WIDTH - 2
"""Columns of the panel beside the map box."""


TOP_MARGIN = 3
"""Rows of the page that are not the map's drawing: the top line and the box's two borders."""


def map_height(rows: int) -> int:
    """The drawing's rows shown on a page `rows` tall (status bar left out): all of them when they fit."""
    return max(3, min(ROWS, rows - TOP_MARGIN))


def map_window(focus_row: int, height: int, top: int | None = None) -> range:
    """The drawing's rows shown in a box `height` rows tall: all of them when they fit; else from `top`, the row the
    player scrolled to (kept on the drawing), or when there is none with the focus row (the highlighted choice's) a
    third from the bottom (the way up is what matters)."""
    if height >= ROWS:
        return range(ROWS)
    first = focus_row - (2 * height) // 3 if top is None else top
    first = min(max(0, first), ROWS - height)
    return range(first, first + height)


def focus_row(climb: Climb, highlight: int) -> int:
    """The drawing's row the window follows: the highlighted choice's (the bottom row when there is none)."""
    choices = climb.choices()
    return row_of_floor(choices[highlight].floor) if 0 <= highlight < len(choices) else ROWS - 1


def shown_rows(climb: Climb, highlight: int, rows: int, top: int | None) -> range:
    """The drawing's rows the map page `rows` tall shows, scrolled to `top` (None: following the highlight)."""
    return map_window(focus_row(climb, highlight), map_height(rows), top)


def page_step(shown: range) -> int:
    """Rows PgUp and PgDn scroll: the window's height less a floor, in whole floors (a floor stays in view)."""
    return max(FLOOR_ROWS, (len(shown) - FLOOR_ROWS) // FLOOR_ROWS * FLOOR_ROWS)


def floors_shown(climb: Climb, shown: range) -> tuple[int, int]:
    """The lowest and highest floor whose nodes are in view, in the whole climb's count."""
    floors = [floor for floor in range(climb.map.floors) if row_of_floor(floor) in shown]
    return climb_floor(climb.run.act, min(floors)), climb_floor(climb.run.act, max(floors))


def map_title(climb: Climb, shown: range) -> str:
    """'Act 1: floors 1–10 ↑ more': the act, the floors in view, and an arrow for each way the map scrolls on."""
    low, high = floors_shown(climb, shown)
    arrows = ("↑" if shown.start > 0 else "") + ("↓" if shown.stop < ROWS else "")
    return f"Act {climb.run.act}: floors {low}–{high}" + (f" {arrows} more" if arrows else "")


def kind_words(climb: Climb, kind: str) -> str:
    """What going to a node of this kind brings; the boss by name."""
    return f"{KIND_TEXT[BOSS]}: {climb.boss_name}" if kind == BOSS else KIND_TEXT[kind]


def node_words(climb: Climb, node: Node, number: int) -> str:
    """'2: floor 5, R a rest site: heal or upgrade a card' (the floor in the whole climb's count; a burning elite
    drawn `*`)."""
    floor = climb_floor(climb.run.act, node.floor)
    words = BURNING_TEXT if node.burning else kind_words(climb, node.kind)
    return f"{number}: floor {floor}, {node.symbol} {words}"


def packed(parts: Iterable[str], width: int, separator: str, indent: str = "") -> list[str]:
    """The parts over as few lines of `width` as they go, whole, `separator` between two on a line, every line but
    the first after `indent`."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + len(separator) + len(part) <= width:
            lines[-1] += separator + part
        else:
            lines.append((indent if lines else "") + part)
    return lines


def legend_lines(climb: Climb) -> list[str]:
    """The legend: each kind's symbol and word (the boss's with the act's boss named, drawn when the act began), what
    a burning elite is when the map has one (run.burning_words), then what the next unknown node can be and how
    often (the climb's odds of now: they grow by the genre's rules)."""
    entries = [f"{symbol} {word}" + (f": {climb.boss_name}" if kind == BOSS else "")
               for kind, symbol, word in LEGEND if kind != UNKNOWN]
    said = unknown_outcomes(climb.unknown_odds())
    outcomes = [f"{outcome}," for outcome in said[:-1]] + [said[-1]]
    unknown = next(f"{symbol} {word}:" for kind, symbol, word in LEGEND if kind == UNKNOWN)
    burning = packed([f"{BURNING_SYMBOL} {BURNING_WORD}:", *burning_words().split()], SIDE_WIDTH, " ", "  ") \
        if any(node.burning for node in climb.map.nodes.values()) else []
    return packed(entries, SIDE_WIDTH, "  ") + burning + packed([unknown, *outcomes], SIDE_WIDTH, " ", "  ")


def side_lines(climb: Climb, highlight: int, room: int) -> list[Markup]:
    """The panel beside the map, `room` lines at most: the choices (the highlighted one marked), the legend, then
    what the climb holds by name (v and o say what they do): the potions, and as many relics as the lines left hold,
    the others counted."""
    choices = climb.choices()
    lines: list[Markup] = [("panel title", "Go to"), *[
        ("map_cursor" if index == highlight else "map_choice", node_words(climb, node, index + 1))
        for index, node in enumerate(choices)]]
    path = ("blurb", f"{drawn_as('map_path', MAP_PALETTE)}: your path")  # the colour, or under NO_COLOR its look
    lines += ["", ("panel title", "Legend"), *legend_lines(climb), path]
    held = [potions.potion(potion_id).name for potion_id in climb.run.potions if potion_id is not None]
    potion_lines: list[Markup] = ["", ("panel title", "Potions (o)"), *wrapped(", ".join(held) or "none")]
    relic_room = max(1, room - len(lines) - 2 - len(potion_lines))
    relics = names_within([relic.name for relic in climb.run.relics], relic_room)
    return [*lines, "", ("panel title", "Relics (v)"), *relics, *potion_lines]


def wrapped(text: str) -> list[Markup]:
    """A list of names over as many lines of the side panel as it takes."""
    return list(textwrap.wrap(text, SIDE_WIDTH)) or [""]


def names_within(names: list[str], room: int) -> list[Markup]:
    """Names over at most `room` lines of the side panel: as many as fit whole, then how many more ('+3 more')."""
    for shown in range(len(names), -1, -1):
        more = [f"+{len(names) - shown} more"] if shown < len(names) else []
        lines = wrapped(", ".join([*names[:shown], *more]))
        if len(lines) <= room:
            return lines
    return wrapped(f"{len(names)} relics")[:room]


def map_page(climb: Climb, highlight: int, rows: int, top: int | None = None) -> urwid.Widget:
    """The map page for a screen `rows` tall (status bar left out): the top line, the map box (scrolled to `top`, or
    following the highlighted choice when None), the side panel."""
    choices = climb.choices()
    chosen = choices[highlight] if 0 <= highlight < len(choices) else None
    drawing = map_rows(climb.map, climb.path, [node.position for node in choices],
                       chosen.position if chosen is not None else None)
    shown = shown_rows(climb, highlight, rows, top)
    markup: list[Markup] = []
    for index in shown:
        if markup:
            markup.append("\n")
        markup.extend(drawing[index] or [" "])
    box = Box(urwid.Text(markup, wrap=urwid.WrapMode.CLIP), title=map_title(climb, shown),
              title_align=urwid.Align.LEFT)
    side = urwid.Pile([urwid.Text(line, wrap=urwid.WrapMode.ELLIPSIS)
                       for line in side_lines(climb, highlight, len(shown) + 2)])
    columns = urwid.Columns([(BOX_WIDTH, urwid.Filler(box, valign=urwid.VAlign.TOP)),
                             (SIDE_WIDTH, urwid.Filler(side, valign=urwid.VAlign.TOP))], dividechars=2)
    body = urwid.Pile([urwid.Text(top_line(climb), wrap=urwid.WrapMode.ELLIPSIS), (len(shown) + 2, columns)])
    return centred(body, PAGE_WIDTH)
