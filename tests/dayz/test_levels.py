"""Every bundled End of DayZ map loads and is playable, the course's maps are byte for byte as shipped, and
our outbreak maps grow in difficulty as docs/levels.md says (measured with the cautious autopilot)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arcade.games.dayz.autopilot import play_out
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
from arcade.levels import bundled_levels
from arcade.registry import find_game

REPO = Path(__file__).resolve().parent.parent.parent
COURSE_MAPS = REPO / "tests" / "data" / "dayz" / "maps"
LEVELS = {level.name: level.path for level in bundled_levels(find_game("dayz"))}
OUTBREAKS = [f"outbreak{number}" for number in range(1, 6)]
SEEDS = 60
"""Autopilot games per map: enough to rank the maps, quick enough for the suite (about two seconds)."""


def test_the_bundle_is_the_course_maps_then_five_outbreaks() -> None:
    assert list(LEVELS) == ["basic", "basic2", "basic3", "basic4", *OUTBREAKS]


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
