"""Every bundled End of DayZ map loads and is playable, the course's maps are byte for byte as shipped, and
our outbreak maps grow in difficulty as docs/levels.md says (measured with the cautious autopilot)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arcade.games.dayz.autopilot import play_out, walk_straight
from arcade.games.dayz.model import (
    CROSSBOW,
    GARLIC,
    HOSPITAL,
    PLAYER,
    TRACKING_ZOMBIE,
    ZOMBIE,
    AdvancedGame,
    load_game_map,
)
from arcade.levels import bundled_levels, resolve_level
from arcade.registry import find_game

REPO = Path(__file__).resolve().parent.parent.parent
COURSE_MAPS = REPO / "tests" / "data" / "dayz" / "maps"
LEVELS = {level.name: level.path for level in bundled_levels(find_game("dayz")) if level.path is not None}
"""The bundled map files by name (the generator entries at the list's end: tests/test_generated_levels.py)."""
OUTBREAKS = [f"outbreak{number}" for number in range(1, 6)]
SEEDS = 60
"""Autopilot games per map: enough to rank the maps, quick enough for the suite (about two seconds)."""


PLAY_ORDER = ["basic", "basic2", "outbreak1", "basic3", "basic4", "outbreak2", "outbreak3", "outbreak4", "outbreak5"]
"""Easiest first, as measured (docs/dayz.md): each new map brings in one new thing."""


def test_the_level_list_is_the_nine_maps_easiest_first_each_with_a_title_and_a_blurb() -> None:
    levels = bundled_levels(find_game("dayz"))
    assert all(level.is_generator for level in levels[len(PLAY_ORDER):])  # Random's entries come after the maps
    levels = levels[:len(PLAY_ORDER)]
    assert [level.name for level in levels] == PLAY_ORDER
    for level in levels:
        assert level.title and level.title != level.name and level.blurb
        assert len(level.blurb) <= 60  # one line of the level list at 80 columns
        grid = load_game_map(LEVELS[level.name])
        size, tokens = grid.get_size(), list(grid.serialize().values())
        assert level.blurb.startswith(f"{size}×{size}, ")  # the blurb's counts are the map's own
        if tokens.count(ZOMBIE) > 1:
            assert f"{tokens.count(ZOMBIE)} " in level.blurb and "zombies" in level.blurb
        if tokens.count(TRACKING_ZOMBIE) > 1:
            assert f"{tokens.count(TRACKING_ZOMBIE)} trackers" in level.blurb
        assert ("crossbow" in level.blurb) == (CROSSBOW in tokens)
        assert ("garlic" in level.blurb) == (GARLIC in tokens)


def test_the_play_order_gets_no_easier_for_the_autopilot_and_brings_in_one_thing_at_a_time() -> None:
    wins = [sum(play_out(AdvancedGame(load_game_map(LEVELS[name]), random.Random(seed))) for seed in range(SEEDS))
            for name in PLAY_ORDER]
    assert wins == sorted(wins, reverse=True), f"autopilot wins in play order: {wins}"
    met: set[str] = set()
    for name in PLAY_ORDER:
        new = set(load_game_map(LEVELS[name]).serialize().values()) - met - {PLAYER, HOSPITAL}
        assert len(new) <= 1, f"{name} brings in {new}"
        met |= new


def test_the_walker_heading_straight_for_the_hospital_ranks_the_first_maps() -> None:
    straight = {name: sum(walk_straight(AdvancedGame(load_game_map(LEVELS[name]), random.Random(seed)))
                          for seed in range(SEEDS)) for name in PLAY_ORDER[:3]}
    assert straight["basic"] == SEEDS > straight["basic2"] > straight["outbreak1"], straight


def test_the_original_names_still_open_every_map() -> None:
    game = find_game("dayz")
    for name in PLAY_ORDER:
        assert resolve_level(game, name) == LEVELS[name]
        assert resolve_level(game, f"maps/{name}.txt", by_file_name=True) == LEVELS[name]


@pytest.mark.parametrize("name", ["basic", "basic2", "basic3", "basic4"])
def test_course_maps_are_bundled_byte_for_byte(name: str) -> None:
    assert LEVELS[name].read_bytes() == (COURSE_MAPS / f"{name}.txt").read_bytes()


@pytest.mark.parametrize("name", list(LEVELS))
def test_every_map_loads_with_one_player_and_a_hospital(name: str) -> None:
    tokens = list(load_game_map(LEVELS[name]).serialize().values())
    assert tokens.count(PLAYER) == 1 and tokens.count(HOSPITAL) == 1
    assert set(tokens) <= {PLAYER, HOSPITAL, ZOMBIE, TRACKING_ZOMBIE, GARLIC, CROSSBOW}


def outbreak_figures(name: str) -> tuple[int, int, int]:
    """(size, zombies of both kinds, autopilot wins out of SEEDS) for a map."""
    grid = load_game_map(LEVELS[name])
    tokens = list(grid.serialize().values())
    wins = sum(play_out(AdvancedGame(load_game_map(LEVELS[name]), random.Random(seed))) for seed in range(SEEDS))
    return grid.get_size(), tokens.count(ZOMBIE) + tokens.count(TRACKING_ZOMBIE), wins


def test_outbreaks_grow_in_size_and_zombies_and_get_harder() -> None:
    figures = [outbreak_figures(name) for name in OUTBREAKS]
    sizes, zombies, wins = zip(*figures, strict=True)
    assert list(sizes) == sorted(sizes) and len(set(sizes)) == len(sizes)
    assert list(zombies) == sorted(zombies) and len(set(zombies)) == len(zombies)
    assert list(wins) == sorted(wins, reverse=True), f"autopilot wins per map: {wins}"
    assert wins[0] == SEEDS and 0 < wins[-1] < SEEDS  # the first always survivable, the last not always


def test_every_outbreak_carries_a_weapon_or_garlic() -> None:
    for name in OUTBREAKS:
        tokens = set(load_game_map(LEVELS[name]).serialize().values())
        assert tokens & {GARLIC, CROSSBOW}, name
