"""The map phase's view: the act's map (climb.map.map_rows) in a box that scrolls to keep the highlighted choice in
view, the path taken and the choices marked, and beside it the legend, what the highlighted node is and the keys.
Pure drawing from the Climb.
"""

from __future__ import annotations

import textwrap

import urwid

from arcade.games.spire.climb import potions
from arcade.games.spire.climb.map import (
    BOSS,
    ELITE,
    LEGEND,
    MAP_WIDTH,
    MONSTER,
    REST,
    ROWS,
    SHOP,
    SYMBOLS,
    TREASURE,
    UNKNOWN,
    Node,
    map_rows,
    row_of_floor,
)
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb_parts import PAGE_WIDTH, top_line
from arcade.games.spire.page import centred
from arcade.ui.widgets import Box, Markup

KIND_TEXT = {
    MONSTER: "a monster fight",
    ELITE: "an elite fight: harder, and a relic",
    REST: "a rest site: heal or upgrade a card",
    SHOP: "a shop: cards, potions, relics, a removal",
    TREASURE: "a treasure chest: a relic and gold",
    UNKNOWN: "unknown: an event, or a fight, a shop, a chest",
    BOSS: "the act's boss",
}
"""What going to a node of each kind brings."""
MAP_PALETTE = (
    ("map_node", "light gray", "default", "default", "g62", "default"),
    ("map_path", "light green,bold", "default", "bold", "#5f5,bold", "default"),
    ("map_choice", "yellow,bold", "default", "bold,underline", "#fd0,bold", "default"),
    ("map_cursor", "black,bold", "yellow", "standout", "black,bold", "#fd0"),
    ("map_boss", "light red,bold", "default", "bold", "#f55,bold", "default"),
    ("map_elite", "light magenta,bold", "default", "bold", "#f5f,bold", "default"),
    ("map_floor", "dark gray", "default", "faint", "g42", "default"),
)
"""The map's colours (climb.map's attribute names), registered by the climb screen."""
BOX_WIDTH = MAP_WIDTH + 3
"""The map box: the drawing, a column of room at its right (a room of the last column is not against the border)
and the two border columns."""
SIDE_WIDTH = PAGE_WIDTH - BOX_WIDTH - 2
"""Columns of the panel beside the map box."""


def map_window(highlight_row: int, height: int) -> range:
    """The drawing's rows shown in a box `height` rows tall: all of them when they fit, else a window with the
    highlighted row a third from the bottom (the way up is what matters)."""
    if height >= ROWS:
        return range(ROWS)
    first = min(max(0, highlight_row - (2 * height) // 3), ROWS - height)
    return range(first, first + height)


def node_words(node: Node, number: int) -> str:
    """'2: floor 5, R a rest site: heal or upgrade a card'."""
    return f"{number}: floor {node.floor + 1}, {SYMBOLS[node.kind]} {KIND_TEXT[node.kind]}"


def side_lines(climb: Climb, highlight: int) -> list[Markup]:
    """The panel beside the map: the choices (the highlighted one marked), the legend in two lines, then what the
    climb holds (relics and potions by name; v and o say what they do)."""
    choices = climb.choices()
    lines: list[Markup] = [("panel title", "Go to"), *[
        ("map_cursor" if index == highlight else "map_choice", node_words(node, index + 1))
        for index, node in enumerate(choices)]]
    half = (len(LEGEND) + 1) // 2
    lines += ["", ("panel title", "Legend"),
              *["  ".join(f"{symbol} {word}" for _kind, symbol, word in part) for part in (LEGEND[:half],
                                                                                           LEGEND[half:])],
              ("blurb", "green: your path")]
    lines += ["", ("panel title", "Relics (v)"), *wrapped(", ".join(relic.name for relic in climb.run.relics))]
    held = [potions.potion(potion_id).name for potion_id in climb.run.potions if potion_id is not None]
    lines += ["", ("panel title", "Potions (o)"), *wrapped(", ".join(held) or "none")]
    return lines


def wrapped(text: str) -> list[Markup]:
    """A list of names over as many lines of the side panel as it takes."""
    return list(textwrap.wrap(text, SIDE_WIDTH)) or [""]


def map_page(climb: Climb, highlight: int, rows: int) -> urwid.Widget:
    """The map page for a screen `rows` tall (status bar left out): the top line, the map box scrolled to keep the
    highlighted choice in view, the side panel."""
    choices = climb.choices()
    chosen = choices[highlight] if 0 <= highlight < len(choices) else None
    drawing = map_rows(climb.map, climb.path, [node.position for node in choices],
                       chosen.position if chosen is not None else None)
    height = max(3, min(ROWS, rows - 3))
    focus = row_of_floor(chosen.floor) if chosen is not None else ROWS - 1
    shown = map_window(focus, height)
    markup: list[Markup] = []
    for index in shown:
        if markup:
            markup.append("\n")
        markup.extend(drawing[index] or [" "])
    above, below = shown.start, ROWS - shown.stop
    title = f"Act {climb.run.act} map" + (" ↑" if above else "") + (" ↓" if below else "")
    box = Box(urwid.Text(markup, wrap=urwid.WrapMode.CLIP), title=title, title_align=urwid.Align.LEFT)
    side = urwid.Pile([urwid.Text(line, wrap=urwid.WrapMode.ELLIPSIS) for line in side_lines(climb, highlight)])
    columns = urwid.Columns([(BOX_WIDTH, urwid.Filler(box, valign=urwid.VAlign.TOP)),
                             (SIDE_WIDTH, urwid.Filler(side, valign=urwid.VAlign.TOP))], dividechars=2)
    body = urwid.Pile([urwid.Text(top_line(climb), wrap=urwid.WrapMode.ELLIPSIS), (height + 2, columns)])
    return centred(body, PAGE_WIDTH)
