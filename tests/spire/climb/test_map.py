"""The climb's map: every drawn map obeys every rule, `check_rules` catches each broken rule, and the drawing puts
the nodes, edges and attributes where they belong."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.spire.climb import map as climb_map
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.map import (
    BOSS,
    ELITE,
    LEGEND,
    MAP_LEGEND,
    MAP_WIDTH,
    MONSTER,
    REST,
    ROWS,
    SHOP,
    TREASURE,
    UNKNOWN,
    ActMap,
    Node,
    allowed_on_floor,
    check_rules,
    climb_floor,
    generate,
    map_rows,
    row_of_floor,
    x_of,
)
from arcade.games.spire.climb.run import MAP, Climb

KIND_OF = {symbol: kind for kind, symbol, _ in LEGEND}


def hand_map(columns: dict[int, str], extra: dict[tuple[int, int], tuple[str, tuple[int, ...]]]) -> ActMap:
    """A map of straight paths up the given columns (each a string of 15 symbols, floor 0 first), every floor-14
    node linked to the boss at column 3, then `extra` nodes put over them: (floor, column) → (symbol, links)."""
    nodes: dict[tuple[int, int], Node] = {}
    for column, symbols in columns.items():
        assert len(symbols) == 15
        for floor, symbol in enumerate(symbols):
            links = (column,) if floor < 14 else (3,)
            nodes[floor, column] = Node(floor, column, KIND_OF[symbol], links)
    for (floor, column), (symbol, links) in extra.items():
        nodes[floor, column] = Node(floor, column, KIND_OF[symbol], links)
    nodes[15, 3] = Node(15, 3, BOSS)
    return ActMap(1, nodes)


COLUMN_1 = "M?M$M?EMT?RM?MR"
COLUMN_3 = "MM?M?MR?TM$EM?R"
BRANCH = {(5, 3): ("M", (3, 4)), (6, 4): ("?", (3,))}
"""Floor 5's node of column 3 links to (6, 3), a rest site, and (6, 4), an unknown that links back to (7, 3)."""


def base() -> ActMap:
    """A hand-made map that breaks no rule: two straight paths, one branch."""
    return hand_map({1: COLUMN_1, 3: COLUMN_3}, BRANCH)


def with_kind(act_map: ActMap, floor: int, column: int, kind: str) -> ActMap:
    """The map with one node's kind changed."""
    nodes = dict(act_map.nodes)
    nodes[floor, column] = dataclasses.replace(nodes[floor, column], kind=kind)
    return ActMap(act_map.act, nodes)


def with_links(act_map: ActMap, floor: int, column: int, links: tuple[int, ...]) -> ActMap:
    """The map with one node's links changed."""
    nodes = dict(act_map.nodes)
    nodes[floor, column] = dataclasses.replace(nodes[floor, column], links=links)
    return ActMap(act_map.act, nodes)


def with_node(act_map: ActMap, node: Node) -> ActMap:
    """The map with a node added (or replaced)."""
    return ActMap(act_map.act, {**act_map.nodes, node.position: node})


def without(act_map: ActMap, floor: int, column: int) -> ActMap:
    """The map less one node."""
    return ActMap(act_map.act, {key: node for key, node in act_map.nodes.items() if key != (floor, column)})


def edges(act_map: ActMap) -> set[tuple[int, int, int]]:
    """(floor, from column, to column) of every link below the boss's floor's."""
    return {(node.floor, node.column, target) for node in act_map.nodes.values() if node.floor < 14
            for target in node.links}


# --- every drawn map obeys every rule ------------------------------------------------------------------------


@pytest.mark.parametrize("genre", [False, True])
def test_every_map_of_a_thousand_seeds_in_each_act_obeys_every_rule(genre: bool) -> None:
    """By the placement rules alone, and with the genre's (two elites at least, exactly one burning)."""
    for act in (1, 2, 3):
        for seed in range(1000):
            act_map = generate(act, random.Random(act * 100_000 + seed), genre=genre)
            assert check_rules(act_map) == [], (act, seed)
            assert act_map.act == act and act_map.genre == genre
            elites = [node for node in act_map.nodes.values() if node.kind == ELITE]
            assert sum(node.burning for node in act_map.nodes.values()) == (1 if genre else 0)
            assert len(elites) >= (climb_map.MIN_ELITES if genre else 0)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**64), st.sampled_from([1, 2, 3]), st.floats(0.1, 4.0), st.booleans())
def test_any_seed_and_elite_boost_give_a_good_map(seed: int, act: int, elite_boost: float, genre: bool) -> None:
    assert check_rules(generate(act, random.Random(seed), elite_boost, genre)) == []


def test_the_shape_of_a_map() -> None:
    for seed in range(200):
        act_map = generate(1, random.Random(seed))
        assert act_map.floors == 16
        assert act_map.boss == act_map.node(15, 3)
        assert act_map.boss.kind == BOSS and act_map.boss.links == ()
        assert len(act_map.starts()) >= 2
        assert [node.column for node in act_map.starts()] == sorted({node.column for node in act_map.starts()})
        for node in act_map.nodes.values():
            assert 0 <= node.floor <= 15 and 0 <= node.column <= 6
            if node.floor < 14:
                assert 1 <= len(node.links) <= 3
                assert all(abs(target - node.column) <= 1 for target in node.links)
            elif node.floor == 14:
                assert node.links == (3,)
            above = act_map.above(node)
            assert [other.column for other in above] == sorted(node.links)
            assert all(other.floor == node.floor + 1 for other in above)


def test_edges_never_cross() -> None:
    for seed in range(300):
        drawn = edges(generate(2, random.Random(seed)))
        for floor, column, target in drawn:
            if target == column + 1:
                assert (floor, column + 1, column) not in drawn, (seed, floor, column)


def test_every_node_is_reachable_from_a_start() -> None:
    for seed in range(300):
        act_map = generate(3, random.Random(seed))
        reached = {node.position for node in act_map.starts()}
        todo = list(act_map.starts())
        while todo:
            for other in act_map.above(todo.pop()):
                if other.position not in reached:
                    reached.add(other.position)
                    todo.append(other)
        assert reached == set(act_map.nodes), seed


def test_paths_branch_and_merge() -> None:
    branching = merging = 0
    for seed in range(100):
        act_map = generate(1, random.Random(seed))
        branching += sum(len(node.links) > 1 for node in act_map.nodes.values())
        merging += sum(len(act_map.below(node)) > 1 for node in act_map.nodes.values() if node.floor < 15)
    assert branching > 100 and merging > 100


def test_the_same_seed_gives_the_same_map_and_different_seeds_different_maps() -> None:
    assert generate(1, random.Random(7)) == generate(1, random.Random(7))
    maps = [generate(1, random.Random(seed)).nodes for seed in range(50)]
    assert all(maps[i] != maps[j] for i in range(50) for j in range(i))


def test_the_floors_of_one_kind() -> None:
    for seed in range(100):
        act_map = generate(1, random.Random(seed))
        kinds_on = {floor: {node.kind for node in act_map.on_floor(floor)} for floor in range(16)}
        assert kinds_on[0] == {MONSTER}
        assert kinds_on[8] == {TREASURE}
        assert kinds_on[14] == {REST}
        assert kinds_on[15] == {BOSS}
        for floor in range(5):
            assert not kinds_on[floor] & {ELITE, REST}


def free_floor_shares(elite_boost: float, maps: int = 300) -> dict[str, float]:
    """The share of each kind on the floors free to hold every kind, over `maps` maps."""
    counts: Counter[str] = Counter()
    for seed in range(maps):
        for node in generate(1, random.Random(seed), elite_boost).nodes.values():
            if len(allowed_on_floor(node.floor)) == 5:
                counts[node.kind] += 1
    return {kind: count / counts.total() for kind, count in counts.items()}


def test_the_kinds_come_roughly_by_their_weights_and_the_elite_boost_raises_elites() -> None:
    shares = free_floor_shares(1.0)
    assert 0.18 < shares[UNKNOWN] < 0.32
    assert 0.07 < shares[REST] < 0.16
    assert 0.03 < shares[SHOP] < 0.10
    assert 0.05 < shares[ELITE] < 0.12
    assert 0.40 < shares[MONSTER] < 0.60
    assert free_floor_shares(2.0)[ELITE] > shares[ELITE] * 1.4


def test_an_elite_boost_must_be_above_zero() -> None:
    """A map drawn with elites at 0 or less times their weight is refused, the boost said."""
    with pytest.raises(ValueError, match=r"^elite_boost must be above 0, not 0$"):
        generate(1, random.Random(1), elite_boost=0)
    with pytest.raises(ValueError, match=r"^elite_boost must be above 0, not -0.5$"):
        generate(1, random.Random(1), elite_boost=-0.5)


# --- check_rules catches each broken rule --------------------------------------------------------------------


def test_the_hand_made_map_breaks_no_rule() -> None:
    assert check_rules(base()) == []


BROKEN = {
    "floor 0 not a fight": (lambda: with_kind(base(), 0, 1, UNKNOWN), "floor 0 is all monster fights"),
    "an elite on floor 3": (lambda: with_kind(base(), 3, 1, ELITE), "no elites and no rest sites below floor 5"),
    "a rest on floor 2": (lambda: with_kind(base(), 2, 3, REST), "no elites and no rest sites below floor 5"),
    "floor 8 not treasure": (lambda: with_kind(base(), 8, 1, MONSTER), "floor 8 is all treasure"),
    "treasure on floor 9": (lambda: with_kind(base(), 9, 1, TREASURE), "treasure only on floor 8"),
    "floor 14 not a rest": (lambda: with_kind(base(), 14, 3, MONSTER), "floor 14 is all rest sites"),
    "a boss on floor 9": (lambda: with_kind(base(), 9, 1, BOSS), "the boss only on floor 15"),
    "no such kind": (lambda: with_kind(base(), 9, 1, "dragon"), "no known kind"),
    "two rests": (lambda: with_kind(base(), 13, 1, REST), "two rests in a row"),
    "two shops": (lambda: with_kind(base(), 4, 1, SHOP), "two shops in a row"),
    "two elites": (lambda: with_kind(base(), 7, 1, ELITE), "two elites in a row"),
    "a false choice": (lambda: with_kind(base(), 6, 4, REST), "not a real choice: floor 6 column 4 is a rest"),
    "crossing edges": (
        lambda: with_node(with_links(base(), 6, 3, (3, 4)), Node(7, 4, MONSTER, (3,))),
        "the edges between floor 6 columns 3 and 4 and floor 7 cross",
    ),
    "an unreachable node": (lambda: with_node(base(), Node(5, 5, MONSTER, (4,))), "floor 5 column 5 cannot be reached"),
    "no link up": (lambda: with_links(base(), 9, 1, ()), "floor 9 column 1 links to 0 node(s) above"),
    "four links up": (
        lambda: with_links(hand_map({c: COLUMN_3 for c in range(6)}, {}), 9, 2, (1, 2, 3, 4)),
        "floor 9 column 2 links to 4 node(s) above",
    ),
    "a link too far": (lambda: with_links(base(), 9, 1, (3,)), "more than one column away"),
    "a link to nothing": (lambda: with_links(base(), 9, 1, (2,)), "where no node is"),
    "floor 14 not to the boss": (lambda: with_links(base(), 14, 1, (1,)), "does not link to the boss alone"),
    "one start": (lambda: without(base(), 0, 1), "1 starting node(s) on floor 0"),
    "two bosses": (lambda: with_node(base(), Node(15, 1, BOSS)), "floor 15 has 2 nodes"),
    "a boss linking up": (lambda: with_links(base(), 15, 3, (3,)), "the boss at floor 15 column 3 links further up"),
    "a node off the map": (lambda: with_node(base(), Node(9, 7, MONSTER, (6,))), "floor 9 column 7 is off the map"),
}


@pytest.mark.parametrize("name", list(BROKEN))
def test_check_rules_catches_each_broken_rule(name: str) -> None:
    make, words = BROKEN[name]
    broken = check_rules(make())
    assert any(words in line for line in broken), broken


def test_siblings_may_share_a_kind_when_none_of_them_could_differ() -> None:
    # (3, 3) links to (4, 2), (4, 3) and (4, 4); floor 4 holds monsters, shops and unknowns only.
    fan = {
        (3, 3): ("$", (2, 3, 4)),
        (4, 2): ("M", (3,)),
        (4, 3): ("?", (3,)),
        (4, 4): ("M", (3,)),
    }
    after_a_shop = hand_map({1: COLUMN_1, 3: COLUMN_3}, {**BRANCH, **fan})
    assert check_rules(after_a_shop) == []  # neither monster can be a shop after a shop, nor an unknown
    after_a_fight = with_kind(after_a_shop, 3, 3, MONSTER)
    assert check_rules(after_a_fight) == [
        "not a real choice: floor 4 column 2 is a monster like its sibling floor 4 column 4, though it could be a shop",
        "not a real choice: floor 4 column 4 is a monster like its sibling floor 4 column 2, though it could be a shop",
    ]


def test_the_fixed_floors_are_no_false_choice() -> None:
    # Floor 8 is all treasure and floor 14 all rest sites: a node there linking to two is no broken rule.
    act_map = hand_map({2: COLUMN_3, 3: COLUMN_3}, {(7, 2): ("M", (2, 3))})
    act_map = with_links(act_map, 13, 2, (2, 3))
    assert check_rules(act_map) == []


# --- the API -------------------------------------------------------------------------------------------------


def test_the_kinds_their_symbols_and_the_legend() -> None:
    assert [(symbol, word) for _, symbol, word in LEGEND] == [
        ("M", "monster"), ("E", "elite"), ("R", "rest"), ("$", "shop"), ("T", "treasure"), ("?", "unknown"),
        ("B", "boss"),
    ]
    assert [kind for kind, _, _ in LEGEND] == [MONSTER, ELITE, REST, SHOP, TREASURE, UNKNOWN, BOSS]
    assert MAP_LEGEND == "M monster  E elite  R rest  $ shop  T treasure  ? unknown  B boss"
    assert len(MAP_LEGEND) <= 78


def test_starts_above_and_below_in_column_order() -> None:
    act_map = base()
    assert [node.position for node in act_map.starts()] == [(0, 1), (0, 3)]
    assert [node.position for node in act_map.above(act_map.node(5, 3))] == [(6, 3), (6, 4)]
    assert [node.position for node in act_map.below(act_map.node(7, 3))] == [(6, 3), (6, 4)]
    assert [node.position for node in act_map.above(act_map.node(14, 1))] == [(15, 3)]
    with pytest.raises(KeyError):
        act_map.node(5, 0)


# --- the drawing ---------------------------------------------------------------------------------------------


def cells(rows: list[list[tuple[str, str]]]) -> list[list[tuple[str, str]]]:
    """Each row as one (attribute, character) per screen column."""
    return [[(attribute, character) for attribute, text in row for character in text] for row in rows]


def text(rows: list[list[tuple[str, str]]]) -> list[str]:
    return ["".join(part for _, part in row) for row in rows]


def test_the_drawing_has_a_row_per_floor_and_an_edge_row_between_each_two_and_fits_40_columns() -> None:
    for seed in range(50):
        rows = map_rows(generate(1, random.Random(seed)), [], [], None)
        assert len(rows) == ROWS == 31
        assert {len(line) for line in text(rows)} == {MAP_WIDTH}
        assert MAP_WIDTH <= 40
    assert row_of_floor(15) == 0 and row_of_floor(14) == 2 and row_of_floor(0) == 30


def test_the_drawing_puts_each_node_and_floor_number_in_its_place() -> None:
    act_map = generate(2, random.Random(11))
    grid = cells(map_rows(act_map, [], [], None))
    for node in act_map.nodes.values():
        attribute, character = grid[row_of_floor(node.floor)][x_of(node.column)]
        assert character == climb_map.SYMBOLS[node.kind]
        assert attribute == {BOSS: "map_boss", ELITE: "map_elite"}.get(node.kind, "map_node")
    for floor in range(16):  # act 2's floors in the whole climb's count: 17 to 32
        row = grid[row_of_floor(floor)]
        assert "".join(character for _, character in row[:2]) == f"{climb_floor(2, floor):>2}"
        assert {attribute for attribute, _ in row[:2]} == {"map_floor"}
        assert all(character == " " for _, character in row[2:4])
    lines = text(map_rows(act_map, [], [], None))
    assert lines[0].startswith("32") and lines[30].startswith("17")
    assert text(map_rows(base(), [], [], None))[30].startswith(" 1")  # act 1's first floor


def test_climb_floor_counts_every_node_entered_the_boss_included_as_the_run_does() -> None:
    """The map's floor numbers are the run's: after each step on the map, `run.floor` is the node's climb_floor,
    through the acts' bosses and into act 3."""
    assert [climb_floor(1, 0), climb_floor(1, 15), climb_floor(2, 0), climb_floor(3, 15)] == [1, 16, 17, 48]
    acts_seen: set[int] = set()
    for seed in range(4):
        climb, rng = Climb("silent", seed), random.Random(seed)
        while not climb.over:
            stepped = climb.phase == MAP
            climb.act(greedy_bot(climb, rng))
            if stepped:
                act, (floor, _column) = climb.run.act, climb.path[-1]
                assert climb.run.floor == climb_floor(act, floor), (seed, act, floor)
                acts_seen.add(act)
    assert acts_seen == {1, 2, 3}


def test_the_drawing_shows_every_edge_and_only_edges() -> None:
    act_map = base()
    lines = text(map_rows(act_map, [], [], None))
    expected = {(row_of_floor(floor) - 1, (x_of(column) + x_of(target)) // 2): "|/\\"[(target > column)
                + 2 * (target < column)] for floor, column, target in edges(act_map)}
    for row in range(3, 31, 2):
        for x, character in enumerate(lines[row]):
            assert character == expected.get((row, x), " "), (row, x)
    assert lines[row_of_floor(5) - 1][x_of(3):x_of(4) + 1] == "| /  "
    assert lines[row_of_floor(6) - 1][x_of(3):x_of(4) + 1] == "| \\  "


def test_the_boss_row_joins_every_floor_14_node_to_the_boss() -> None:
    act_map = base()  # floor 14 at columns 1 and 3, the boss at 3
    assert text(map_rows(act_map, [], [], None))[1] == " " * 8 + "┌" + "─" * 7 + "┤" + " " * 12
    wide = hand_map({0: COLUMN_3, 3: COLUMN_3, 6: COLUMN_3}, {})
    assert text(map_rows(wide, [], [], None))[1] == " " * 4 + "┌" + "─" * 11 + "┼" + "─" * 11 + "┐"
    left = hand_map({0: COLUMN_3, 1: COLUMN_3}, {})
    assert text(map_rows(left, [], [], None))[1] == " " * 4 + "┌───┬" + "─" * 7 + "┘" + " " * 12


def test_the_path_choices_and_cursor_land_on_their_cells() -> None:
    act_map = base()
    path = [(0, 3), (1, 3), (2, 3), (3, 3), (4, 3), (5, 3)]
    choices = [(6, 3), (6, 4)]
    grid = cells(map_rows(act_map, path, choices, (6, 4)))
    for floor, column in path:
        assert grid[row_of_floor(floor)][x_of(column)][0] == "map_path"
    for floor in range(5):
        assert grid[row_of_floor(floor) - 1][x_of(3)] == ("map_path", "|")
    assert grid[row_of_floor(6)][x_of(3)] == ("map_choice", "R")
    assert grid[row_of_floor(6)][x_of(4)] == ("map_cursor", "?")
    # The edges not taken, and the nodes off the path, stay plain.
    assert grid[row_of_floor(5) - 1][x_of(3)] == ("map_node", "|")
    assert grid[row_of_floor(5) - 1][x_of(3) + 2] == ("map_node", "/")
    assert grid[row_of_floor(0) - 1][x_of(1)] == ("map_node", "|")
    for floor in range(15):
        assert grid[row_of_floor(floor)][x_of(1)][0] in {"map_node", "map_elite"}
    assert grid[0][x_of(3)] == ("map_boss", "B")


def test_the_boss_as_a_choice_and_a_path_to_the_boss() -> None:
    act_map = hand_map({0: COLUMN_3, 3: COLUMN_3, 6: COLUMN_3}, {})
    path = [(floor, 0) for floor in range(15)]
    grid = cells(map_rows(act_map, path, [(15, 3)], (15, 3)))
    assert grid[0][x_of(3)] == ("map_cursor", "B")
    assert {attribute for attribute, _ in grid[1]} == {"map_node"}
    assert grid[row_of_floor(13) - 1][x_of(0)] == ("map_path", "|")
    assert grid[row_of_floor(13) - 1][x_of(3)] == ("map_node", "|")
    grid = cells(map_rows(act_map, [*path, (15, 3)], [], None))
    assert grid[0][x_of(3)] == ("map_path", "B")
    assert {attribute for attribute, _ in grid[1][x_of(0):x_of(3) + 1]} == {"map_path"}
    assert {attribute for attribute, _ in grid[1][x_of(3) + 1:]} == {"map_node"}


def test_segments_are_merged_and_the_drawing_has_no_urwid() -> None:
    rows = map_rows(base(), [], [], None)
    for row in rows:
        assert all(first[0] != second[0] for first, second in itertools.pairwise(row))
    source = Path(climb_map.__file__).read_text(encoding="utf-8")
    assert "import urwid" not in source and "from urwid" not in source
