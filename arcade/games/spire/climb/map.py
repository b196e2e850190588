"""An act's map: 15 floors of rooms and the boss above them, drawn from the run's map stream, and its drawing.

The shape. Floors 0 to 14 have up to 7 columns (0..6); the boss is alone above them (floor 15, column 3). Six
paths are drawn from random columns of floor 0 (the first two from different columns, so a climb always starts
with a choice) and each walks up one floor at a time to the column left of, above or right of where it is, never
across an edge another path has already drawn; the nodes are the cells the paths visit and the links are the steps
they took, so paths branch and merge. Every node of floors 0 to 13 links to 1 to 3 nodes on the floor above (a
column -1, 0 or +1 away), every floor-14 node links to the boss, no two edges cross, and every node can be reached
from a starting node on floor 0.

The rooms, and the placement rules (`check_rules` names every one a map breaks):

- Floor 0 is all monster fights.
- No elites and no rest sites on floors 0 to 4.
- Floor 8 (half-way) is all treasure, and treasure is found nowhere else.
- Floor 14 (before the boss) is all rest sites.
- On any path, no two rest sites, no two shops and no two elites in a row (two linked nodes).
- A branch is a real choice: two nodes one node links to are not of the same kind when one of them could be
  another kind, one that breaks none of the rules above and that none of the nodes beside it (the other nodes its
  own links come from link to) already is.
- By the genre's map rules (a climb begun since rules version 3, `genre=True`): at least `MIN_ELITES` elites on the
  map (no act without one), and exactly one of its elites burning (drawn `*`): an optional, harder fight with a
  better reward (run.py says how much).

The other floors draw their rooms with these weights, in percent: unknown 22, rest 12, shop 5, elite 8 (times the
`elite_boost` a harder climb passes), monster the rest; a kind the rules forbid at a node is not drawn there, and a
node of the same kind as a node beside it is then redrawn among the kinds it could be instead, until every branch
is a real choice. Under the genre's rules, while the map has fewer than `MIN_ELITES` elites, one node that could be an
elite (its floor allows one, no node linked to it or beside it is one) is drawn among those and made one; then one of
the elites is drawn to burn.

The drawing (`map_rows`) is pure: urwid markup as plain (attribute, text) tuples, the boss on the top row and floor
0 on the bottom row, with an edge row between two floors (`/ | \\`, and box lines from floor 14 to the boss): 31
rows in all (`ROWS`; `row_of_floor` says which one a floor's nodes are on), 29 columns wide (`MAP_WIDTH`). The
drawing numbers the floors as the climb counts them over its three acts (`climb_floor`, the run's `floor`): act 1's
floor 0 above is shown as 1, its treasure floor as 9 and its boss as 16, act 2's floor 0 as 17. No urwid, no I/O;
all randomness comes from the `random.Random` given.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

# --- the kinds of room ---------------------------------------------------------------------------------------

MONSTER = "monster"
ELITE = "elite"
REST = "rest"
SHOP = "shop"
TREASURE = "treasure"
UNKNOWN = "unknown"
BOSS = "boss"

BURNING_SYMBOL = "*"
BURNING_WORD = "burning elite"
"""How a burning elite is drawn and named (an elite node with `burning` set)."""

LEGEND: tuple[tuple[str, str, str], ...] = (
    (MONSTER, "M", "monster"),
    (ELITE, "E", "elite"),
    (REST, "R", "rest"),
    (SHOP, "$", "shop"),
    (TREASURE, "T", "treasure"),
    (UNKNOWN, "?", "unknown"),
    (BOSS, "B", "boss"),
)
"""Every kind of room: (kind, its one-letter symbol on the map, its word)."""

SYMBOLS = {kind: symbol for kind, symbol, _ in LEGEND}
"""A kind's one-letter symbol."""

KINDS = tuple(kind for kind, _, _ in LEGEND)

MAP_LEGEND = "  ".join(f"{symbol} {word}" for _, symbol, word in LEGEND)
"""The legend in one line: 'M monster  E elite  R rest  $ shop  T treasure  ? unknown  B boss'."""

# --- the shape -----------------------------------------------------------------------------------------------

FLOORS = 16
"""Floors 0..14 of rooms, and the boss's floor 15."""
BOSS_FLOOR = FLOORS - 1
LAST_ROOM_FLOOR = BOSS_FLOOR - 1
"""Floor 14, all rest sites, every node of it linked to the boss."""
COLUMNS = 7
BOSS_COLUMN = COLUMNS // 2
PATHS = 6
"""Paths drawn up the map."""
TREASURE_FLOOR = 8
NO_ELITE_OR_REST_BELOW = 5
"""Elites and rest sites only from this floor up."""

WEIGHTS: dict[str, float] = {UNKNOWN: 22, REST: 12, SHOP: 5, ELITE: 8, MONSTER: 53}
"""The percent chance of each kind on a floor without a fixed kind (elite times `elite_boost`)."""

NO_TWO_IN_A_ROW = (REST, SHOP, ELITE)
"""The kinds two linked nodes may not both be."""
MIN_ELITES = 2
"""Elites a map drawn by the genre's rules has at least."""


def elite_weight(elite_boost: float) -> float:
    """The elites' weight (percent of a free floor's rooms) at this boost; a harder climb passes more than 1."""
    return WEIGHTS[ELITE] * elite_boost


@functools.cache
def allowed_on_floor(floor: int) -> tuple[str, ...]:
    """The kinds a node of this floor may be, by the floor rules alone (in `LEGEND` order)."""
    if floor == 0:
        return (MONSTER,)
    if floor == TREASURE_FLOOR:
        return (TREASURE,)
    if floor == LAST_ROOM_FLOOR:
        return (REST,)
    if floor == BOSS_FLOOR:
        return (BOSS,)
    if floor < NO_ELITE_OR_REST_BELOW:
        return (MONSTER, SHOP, UNKNOWN)
    return (MONSTER, ELITE, REST, SHOP, UNKNOWN)


def climb_floor(act: int, floor: int) -> int:
    """The whole climb's count of an act's map floor, as the run's `floor` says it on arriving there: every node
    entered is one floor, the boss's included, so act 1's floors 0..15 are 1..16 and act 2's floor 0 is 17."""
    return (act - 1) * FLOORS + floor + 1


_FIXED = {floor: allowed_on_floor(floor)[0] for floor in range(FLOORS) if len(allowed_on_floor(floor)) == 1}
"""The floors of one kind, and their kind."""


# --- the map -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Node:
    """A room: where it is, its kind, and the columns it links to on the floor above (ascending)."""

    floor: int
    column: int
    kind: str
    links: tuple[int, ...] = ()
    burning: bool = False
    """An elite that burns: harder, with a better reward (the genre's map rules draw one per act)."""

    @property
    def symbol(self) -> str:
        """How the map draws the node: its kind's letter, `*` for a burning elite."""
        return BURNING_SYMBOL if self.burning else SYMBOLS.get(self.kind, "?")

    @property
    def position(self) -> tuple[int, int]:
        """(floor, column): how a path names the node."""
        return self.floor, self.column


@dataclass
class ActMap:
    """An act's map: its nodes by (floor, column)."""

    act: int
    nodes: dict[tuple[int, int], Node] = field(default_factory=dict)
    genre: bool = False
    """Drawn by the genre's map rules (at least MIN_ELITES elites, one burning): what `check_rules` then asks too."""

    @property
    def floors(self) -> int:
        """The number of floors, the boss's included (16)."""
        return FLOORS

    @property
    def boss(self) -> Node:
        """The boss's node (floor 15)."""
        return self.on_floor(BOSS_FLOOR)[0]

    def node(self, floor: int, column: int) -> Node:
        """The node at (floor, column); KeyError when there is none."""
        return self.nodes[floor, column]

    def on_floor(self, floor: int) -> list[Node]:
        """A floor's nodes, in column order."""
        return sorted((node for node in self.nodes.values() if node.floor == floor), key=lambda node: node.column)

    def starts(self) -> list[Node]:
        """The nodes a climb of the act can start on (floor 0), in column order."""
        return self.on_floor(0)

    def above(self, node: Node) -> list[Node]:
        """The nodes `node` links to (where the player can go next from it), in column order."""
        return [self.nodes[node.floor + 1, column] for column in sorted(node.links)]

    def below(self, node: Node) -> list[Node]:
        """The nodes that link to `node`, in column order."""
        return [other for other in self.on_floor(node.floor - 1) if node.column in other.links]


# --- drawing a map from the run's stream ---------------------------------------------------------------------


def _crosses(edges: set[tuple[int, int, int]], floor: int, column: int, target: int) -> bool:
    """True when the edge (floor, column) → (floor + 1, target) would cross one of `edges` (floor, from, to)."""
    if target == column:
        return False
    return (floor, target, column) in edges


def _draw_paths(rng: random.Random) -> set[tuple[int, int, int]]:
    """The edges (floor, from column, to column) of floors 0..13 that `PATHS` paths walking up the map take."""
    edges: set[tuple[int, int, int]] = set()
    first = -1
    for index in range(PATHS):
        column = rng.randrange(COLUMNS)
        while index == 1 and column == first:
            column = rng.randrange(COLUMNS)
        if index == 0:
            first = column
        for floor in range(LAST_ROOM_FLOOR):
            targets = [
                target
                for target in (column - 1, column, column + 1)
                if 0 <= target < COLUMNS and not _crosses(edges, floor, column, target)
            ]
            target = rng.choice(targets)
            edges.add((floor, column, target))
            column = target
    return edges


def _pick(rng: random.Random, kinds: Sequence[str], elite_boost: float) -> str:
    """One of `kinds` by the weights."""
    weights = [elite_weight(elite_boost) if kind == ELITE else WEIGHTS[kind] for kind in kinds]
    return rng.choices(list(kinds), weights)[0]


def generate(act: int, rng: random.Random, elite_boost: float = 1.0, genre: bool = False) -> ActMap:
    """A new map for `act`, drawn from `rng` (the run's map stream): the same stream state gives the same map.
    `elite_boost` multiplies the elites' weight (more than 1 at a higher difficulty; it must be above 0); `genre`
    adds the genre's map rules (enough elites, one burning), drawn after the rest so the rest is drawn as before."""
    if elite_boost <= 0:
        raise ValueError(f"elite_boost must be above 0, not {elite_boost}")
    edges = _draw_paths(rng)
    links: dict[tuple[int, int], set[int]] = {}
    for floor, column, target in edges:
        links.setdefault((floor, column), set()).add(target)
        links.setdefault((floor + 1, target), set())
    for floor, column in list(links):
        if floor == LAST_ROOM_FLOOR:
            links[floor, column].add(BOSS_COLUMN)
    links[BOSS_FLOOR, BOSS_COLUMN] = set()
    graph = _Graph({position: tuple(sorted(targets)) for position, targets in links.items()})

    kinds: dict[tuple[int, int], str] = {}
    for position in sorted(graph.links):
        floor = position[0]
        fixed = allowed_on_floor(floor)
        if len(fixed) == 1:
            kinds[position] = fixed[0]
            continue
        # The floor's own kinds, less those that would repeat a parent's or a fixed floor above's (rest before
        # floor 14); then, when something is left, less those a sibling drawn already is.
        banned = graph.banned(position, kinds)
        options = [kind for kind in fixed if kind not in banned]
        siblings = {kinds[other] for other in graph.siblings[position] if other in kinds}
        options = [kind for kind in options if kind not in siblings] or options
        kinds[position] = _pick(rng, options, elite_boost)
    _make_choices_real(graph, kinds, rng, elite_boost)
    burning = None
    if genre:
        _add_elites(graph, kinds, rng)
        burning = rng.choice(sorted(position for position, kind in kinds.items() if kind == ELITE))
    nodes = {
        position: Node(position[0], position[1], kinds[position], graph.links[position], position == burning)
        for position in graph.links
    }
    return ActMap(act, dict(sorted(nodes.items())), genre)


def _add_elites(graph: _Graph, kinds: dict[tuple[int, int], str], rng: random.Random) -> None:
    """Make nodes elites, one drawn at a time among those that could be one, until the map has MIN_ELITES. A node
    made an elite has no elite linked to it or beside it, so no rule breaks and no branch stops being a choice."""
    while sum(kind == ELITE for kind in kinds.values()) < MIN_ELITES:
        could = [position for position in sorted(kinds)
                 if kinds[position] != ELITE and ELITE in allowed_on_floor(position[0])
                 and ELITE not in graph.banned(position, kinds)
                 and all(kinds[other] != ELITE for other in graph.siblings[position])]
        if not could:
            return  # no map drawn has come near this; check_rules would say so
        kinds[rng.choice(could)] = ELITE


def _make_choices_real(
    graph: _Graph, kinds: dict[tuple[int, int], str], rng: random.Random, elite_boost: float
) -> None:
    """Redraw each node of the same kind as a sibling among the kinds it could be instead, until none can.
    Each redraw removes at least one pair of same-kind siblings and adds none, so this ends."""
    positions = sorted(kinds)
    changed = True
    while changed:
        changed = False
        for position in positions:
            alternatives = graph.alternatives(position, kinds)
            if alternatives:
                kinds[position] = _pick(rng, alternatives, elite_boost)
                changed = True


class _Graph:
    """The links of a map by position, with the questions the placement rules ask of them."""

    def __init__(self, links: dict[tuple[int, int], tuple[int, ...]]) -> None:
        self.links = links
        self.children: dict[tuple[int, int], list[tuple[int, int]]] = {}
        """The positions a position links to (those that exist)."""
        self.parents: dict[tuple[int, int], list[tuple[int, int]]] = {position: [] for position in links}
        self.siblings: dict[tuple[int, int], list[tuple[int, int]]] = {position: [] for position in links}
        """The other positions a parent of a position links to."""
        for (floor, column), targets in links.items():
            children = [(floor + 1, target) for target in targets if (floor + 1, target) in links]
            self.children[floor, column] = children
            for child in children:
                self.parents[child].append((floor, column))
                if len(children) > 1:
                    siblings = self.siblings[child]
                    siblings.extend(other for other in children if other != child and other not in siblings)

    def banned(self, position: tuple[int, int], kinds: dict[tuple[int, int], str]) -> set[str]:
        """The kinds `position` may not be lest two rest sites, shops or elites be in a row: those of its linked
        nodes whose kind is known (a fixed floor's kind counts as known)."""
        banned: set[str] = set()
        for other in (*self.parents[position], *self.children[position]):
            known = kinds.get(other) or _FIXED.get(other[0])
            if known in NO_TWO_IN_A_ROW:
                banned.add(known)
        return banned

    def alternatives(self, position: tuple[int, int], kinds: dict[tuple[int, int], str]) -> list[str]:
        """When `position` is of the same kind as a sibling: the other kinds it could be (its floor allows them,
        they break no rule with its links, no sibling is of them), in `LEGEND` order; otherwise none."""
        kind = kinds[position]
        siblings = {kinds[other] for other in self.siblings[position]}
        if kind not in siblings:
            return []
        banned = siblings | self.banned(position, kinds)
        return [other for other in allowed_on_floor(position[0]) if other != kind and other not in banned]


# --- the rules -----------------------------------------------------------------------------------------------


def _a(kind: str) -> str:
    """A room's kind with its article: 'a monster', 'an elite', 'an unknown'."""
    return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind}"


def _where(node: Node) -> str:
    return f"floor {node.floor} column {node.column}"


def check_rules(act_map: ActMap) -> list[str]:
    """Every rule the map breaks, in words (the shape's and the placement rules' of the module docstring, the
    genre's too for a map drawn by them); empty for a good map."""
    broken: list[str] = []
    nodes = act_map.nodes
    for position, node in sorted(nodes.items()):
        if position != node.position:
            broken.append(f"{_where(node)} is kept at floor {position[0]} column {position[1]}")
        if not (0 <= node.floor < FLOORS and 0 <= node.column < COLUMNS):
            broken.append(f"{_where(node)} is off the map")
    broken += _check_shape(act_map)
    broken += _check_kinds(act_map)
    broken += _check_burning(act_map)
    return broken


def _check_burning(act_map: ActMap) -> list[str]:
    """A burning node is an elite; a map of the genre's rules has MIN_ELITES elites and exactly one burning."""
    broken = [f"{_where(node)} burns but is {_a(node.kind)}" for _, node in sorted(act_map.nodes.items())
              if node.burning and node.kind != ELITE]
    if act_map.genre:
        elites = sum(node.kind == ELITE for node in act_map.nodes.values())
        burning = sum(node.burning for node in act_map.nodes.values())
        if elites < MIN_ELITES:
            broken.append(f"{elites} elite{'s' if elites != 1 else ''}: the genre's maps have {MIN_ELITES} at least")
        if burning != 1:
            broken.append(f"{burning} burning elites: the genre's maps have exactly one")
    elif any(node.burning for node in act_map.nodes.values()):
        broken.append("a burning elite on a map not drawn by the genre's rules")
    return broken


def _check_shape(act_map: ActMap) -> list[str]:
    """The shape's rules: the boss alone on top, two starts at least, 1 to 3 links up to neighbouring columns,
    every floor-14 node to the boss, no crossing edges, every node reachable."""
    broken: list[str] = []
    nodes = act_map.nodes
    in_order = [node for _, node in sorted(nodes.items())]
    bosses = [node for node in in_order if node.floor == BOSS_FLOOR]
    if len(bosses) != 1:
        broken.append(f"floor {BOSS_FLOOR} has {len(bosses)} nodes, not the boss alone")
    for boss in bosses:
        if boss.links:
            broken.append(f"the boss at {_where(boss)} links further up")
    starts = sum(node.floor == 0 for node in in_order)
    if starts < 2:
        broken.append(f"{starts} starting node(s) on floor 0, not at least 2")
    edges: set[tuple[int, int, int]] = set()
    for node in in_order:
        if node.floor >= BOSS_FLOOR:
            continue
        if not 1 <= len(node.links) <= 3 or len(set(node.links)) != len(node.links):
            broken.append(f"{_where(node)} links to {len(node.links)} node(s) above, not 1 to 3 different ones")
        for target in node.links:
            if (node.floor + 1, target) not in nodes:
                broken.append(f"{_where(node)} links to column {target} of floor {node.floor + 1}, where no node is")
            elif node.floor < LAST_ROOM_FLOOR:
                if abs(target - node.column) > 1:
                    broken.append(f"{_where(node)} links to column {target} above, more than one column away")
                edges.add((node.floor, node.column, target))
        if node.floor == LAST_ROOM_FLOOR and bosses and tuple(node.links) != (bosses[0].column,):
            broken.append(f"{_where(node)} does not link to the boss alone")
    for floor, column, target in sorted(edges):
        if target == column + 1 and (floor, target, column) in edges:
            broken.append(f"the edges between floor {floor} columns {column} and {target} and floor {floor + 1} cross")
    linked = {(floor + 1, target) for floor, _, target in edges}
    linked |= {(BOSS_FLOOR, target) for node in nodes.values() if node.floor == LAST_ROOM_FLOOR
               for target in node.links}
    for node in in_order:
        if node.floor > 0 and node.position not in linked:
            broken.append(f"{_where(node)} cannot be reached: no node below links to it")
    return broken


_FLOOR_RULE = {
    0: "floor 0 is all monster fights",
    TREASURE_FLOOR: f"floor {TREASURE_FLOOR} is all treasure",
    LAST_ROOM_FLOOR: f"floor {LAST_ROOM_FLOOR} is all rest sites",
    BOSS_FLOOR: f"floor {BOSS_FLOOR} is the boss alone",
}


def _check_kinds(act_map: ActMap) -> list[str]:
    """The placement rules, in the order of the module docstring."""
    broken: list[str] = []
    nodes = act_map.nodes
    in_order = [node for _, node in sorted(nodes.items())]
    for node in in_order:
        if node.kind not in KINDS:
            broken.append(f"{_where(node)} is of no known kind ({node.kind!r})")
        elif node.kind not in allowed_on_floor(node.floor):
            if node.floor in _FLOOR_RULE:
                reason = _FLOOR_RULE[node.floor]
            elif node.kind in (ELITE, REST):
                reason = f"no elites and no rest sites below floor {NO_ELITE_OR_REST_BELOW}"
            elif node.kind == TREASURE:
                reason = f"treasure only on floor {TREASURE_FLOOR}"
            else:
                reason = f"the boss only on floor {BOSS_FLOOR}"
            broken.append(f"{_where(node)} is {_a(node.kind)}: {reason}")
    graph = _Graph({position: node.links for position, node in nodes.items()})
    for node in in_order:
        for position in graph.children[node.position]:
            child = nodes[position]
            if node.kind == child.kind and node.kind in NO_TWO_IN_A_ROW:
                broken.append(f"two {node.kind}s in a row: {_where(node)} links to {_where(child)}")
    kinds = {position: node.kind for position, node in nodes.items()}
    for position in sorted(nodes):
        alternatives = graph.alternatives(position, kinds)
        if alternatives:
            node = nodes[position]
            twins = sorted(other for other in graph.siblings[position] if kinds[other] == node.kind)
            broken.append(
                f"not a real choice: {_where(node)} is {_a(node.kind)} like its sibling "
                f"{_where(nodes[twins[0]])}, though it could be {_a(alternatives[0])}"
            )
    return broken


# --- the drawing ---------------------------------------------------------------------------------------------

FLOOR_ROWS = 2
"""The drawing's rows per floor: its nodes' row and the edge row above it (the boss's floor has none above)."""
ROWS = FLOOR_ROWS * FLOORS - 1
"""Screen rows of the drawing: a row per floor and an edge row between two floors (31)."""
LABEL_WIDTH = 2
LEFT = 4
"""The column of the screen row where column 0's nodes are drawn (after the floor label)."""
SPACING = 4
"""Screen columns from one map column to the next (a diagonal edge is drawn half-way)."""
MAP_WIDTH = LEFT + SPACING * (COLUMNS - 1) + 1
"""The drawing's width in screen columns (every row is this wide): 29."""

NODE = "map_node"
PATH = "map_path"
CHOICE = "map_choice"
CURSOR = "map_cursor"
BOSS_ATTR = "map_boss"
ELITE_ATTR = "map_elite"
BURNING_ATTR = "map_burning"
FLOOR_ATTR = "map_floor"

_BOX = {
    # (up, down, left, right): the box character joining those sides.
    (True, True, False, False): "│",
    (False, False, True, True): "─",
    (False, True, False, True): "┌",
    (False, True, True, False): "┐",
    (True, False, False, True): "└",
    (True, False, True, False): "┘",
    (False, True, True, True): "┬",
    (True, False, True, True): "┴",
    (True, True, False, True): "├",
    (True, True, True, False): "┤",
    (True, True, True, True): "┼",
    (True, False, False, False): "│",
    (False, True, False, False): "│",
}


def x_of(column: int) -> int:
    """The screen column of a map column's nodes."""
    return LEFT + SPACING * column


def row_of_floor(floor: int) -> int:
    """The drawing's row of a floor's nodes (the boss's floor on row 0, floor 0 on the last row)."""
    return FLOOR_ROWS * (BOSS_FLOOR - floor)


def map_rows(
    act_map: ActMap,
    path: Sequence[tuple[int, int]],
    choices: Sequence[tuple[int, int]],
    highlight: tuple[int, int] | None,
) -> list[list[tuple[str, str]]]:
    """The map as `ROWS` rows of (attribute, text) segments, top row first: the boss on top, floor 0 at the
    bottom, each floor's number in the whole climb's count at the left (`climb_floor`: 1 to 16 in act 1, 17 to 32
    in act 2), an edge row between two floors (`/ | \\`; the boss's links as box lines). `path` is the (floor,
    column) nodes taken so far, in order: those nodes and the edges between them are "map_path"; `choices` are
    "map_choice", `highlight` (one of them) "map_cursor"; other nodes are "map_boss", "map_burning" (a burning elite,
    drawn `*`), "map_elite" or "map_node", as are the edges not taken."""
    cells = [[(NODE, " ") for _ in range(MAP_WIDTH)] for _ in range(ROWS)]
    steps = [tuple(position) for position in path]
    taken = set(steps)
    taken_edges = set(itertools.pairwise(steps))
    offered = {tuple(position) for position in choices}
    highlight = tuple(highlight) if highlight is not None else None
    for floor in range(FLOORS):
        label = f"{climb_floor(act_map.act, floor):>{LABEL_WIDTH}}"
        for index, character in enumerate(label):
            cells[row_of_floor(floor)][index] = (FLOOR_ATTR, character)
    for node in act_map.nodes.values():
        attribute = BOSS_ATTR if node.kind == BOSS else BURNING_ATTR if node.burning else ELITE_ATTR \
            if node.kind == ELITE else NODE
        if node.position == highlight:
            attribute = CURSOR
        elif node.position in offered:
            attribute = CHOICE
        elif node.position in taken:
            attribute = PATH
        cells[row_of_floor(node.floor)][x_of(node.column)] = (attribute, node.symbol)
        if node.floor >= LAST_ROOM_FLOOR:
            continue
        edge_row = cells[row_of_floor(node.floor) - 1]
        for target in node.links:
            attribute = PATH if (node.position, (node.floor + 1, target)) in taken_edges else NODE
            x = x_of(node.column) + (SPACING // 2) * (target - node.column)
            edge_row[x] = (attribute, "|" if target == node.column else "/" if target > node.column else "\\")
    _draw_boss_links(act_map, cells[row_of_floor(BOSS_FLOOR) + 1], taken_edges)
    return [_merge(row) for row in cells]


def _draw_boss_links(
    act_map: ActMap, row: list[tuple[str, str]], taken_edges: set[tuple[tuple[int, int], tuple[int, int]]]
) -> None:
    """The edge row under the boss: a box line from every floor-14 node to the boss's column."""
    bosses = act_map.on_floor(BOSS_FLOOR)
    lasts = act_map.on_floor(LAST_ROOM_FLOOR)
    if not bosses or not lasts:
        return
    boss_x = x_of(bosses[0].column)
    xs = {x_of(node.column) for node in lasts}
    low, high = min(*xs, boss_x), max(*xs, boss_x)
    on_path: set[int] = set()
    for node in lasts:
        if (node.position, bosses[0].position) in taken_edges:
            x = x_of(node.column)
            on_path.update(range(min(x, boss_x), max(x, boss_x) + 1))
    for x in range(low, high + 1):
        sides = (x == boss_x, x in xs, x > low, x < high)
        row[x] = (PATH if x in on_path else NODE, _BOX[sides])


def _merge(row: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Adjacent cells of the same attribute as one segment."""
    merged: list[tuple[str, str]] = []
    for attribute, text in row:
        if merged and merged[-1][0] == attribute:
            merged[-1] = (attribute, merged[-1][1] + text)
        else:
            merged.append((attribute, text))
    return merged
