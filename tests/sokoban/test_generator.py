"""The classic Sokoban generator: every level solvable and within its difficulty's bounds over 210 seeds, the same
level from the same seed (in another process too), its rating checked by an independent search, XSB round trips,
and the names the arcade opens generated levels by."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from collections import deque

import pytest

from arcade.errors import LevelError
from arcade.games.sokoban import random_plain
from arcade.games.sokoban.classic.generator import (
    DEFAULT_DIFFICULTY,
    DIFFICULTIES,
    MAX_ATTEMPTS,
    _greedy_solves,
    box_lines,
    generate,
    level_name,
    parse_name,
)
from arcade.games.sokoban.classic.solver import replay_lurd
from arcade.games.sokoban.classic.xsb import OFFSETS, ClassicLevel, level_summaries, read_collection
from arcade.levels import bundled_levels, find_level
from arcade.registry import find_game
from tests.sokoban.classic_helpers import flood

GAME = find_game("sokoban")
SEEDS = range(210)
"""Each seed at one difficulty in turn: 70 levels of each."""


def difficulty_of(seed: int) -> str:
    return list(DIFFICULTIES)[seed % len(DIFFICULTIES)]


def level_of(text: str) -> ClassicLevel:
    return read_collection(text, "test")[0]


@pytest.mark.parametrize("seed", SEEDS)
def test_every_level_is_solvable_and_within_its_bounds(seed: int) -> None:
    difficulty = difficulty_of(seed)
    spec = DIFFICULTIES[difficulty]
    made = generate(seed, difficulty)
    level, rating = made.level, made.rating
    assert replay_lurd(level, made.solution)  # the solver's answer, replayed by the rules
    assert rating.pushes == sum(letter.isupper() for letter in made.solution) >= spec.min_pushes
    assert rating.moves == len(made.solution)
    assert rating.crates == len(level.crates) == len(level.goals) == spec.crates
    assert not level.crates & level.goals  # no crate starts on a goal
    assert not _greedy_solves(level)
    assert level.height <= spec.rows + 2 and level.width <= spec.cols + 2
    assert rating.box_lines >= spec.crates and 1 <= rating.attempts < MAX_ATTEMPTS
    assert (rating.box_lines, rating.box_changes) == box_lines(level, made.solution)


def fewest_pushes(level: ClassicLevel) -> int:
    """The fewest pushes solving the level, by breadth-first search over (crates, player's region): independent of
    the solver, and small enough for easy levels."""
    inside = level.inside

    def region(player: tuple[int, int], crates: frozenset[tuple[int, int]]) -> frozenset[tuple[int, int]]:
        return frozenset(flood(player, inside - crates))

    start = (level.crates, min(region(level.player, level.crates)))
    depth = {start: 0}
    queue = deque([start])
    while queue:
        crates, player = queue.popleft()
        if crates == level.goals:
            return depth[(crates, player)]
        walkable = region(player, crates)
        for crate in crates:
            for d_row, d_col in OFFSETS:
                behind = (crate[0] - d_row, crate[1] - d_col)
                beyond = (crate[0] + d_row, crate[1] + d_col)
                if behind in walkable and beyond in inside and beyond not in crates:
                    moved = crates - {crate} | {beyond}
                    state = (moved, min(region(crate, moved)))
                    if state not in depth:
                        depth[state] = depth[(crates, player)] + 1
                        queue.append(state)
    raise AssertionError("no solution")


@pytest.mark.parametrize(("seed", "difficulty"), [*((seed, "easy") for seed in range(0, 30, 3)),
                                                   *((seed, "medium") for seed in range(6))])
def test_the_rating_is_the_fewest_pushes(seed: int, difficulty: str) -> None:
    made = generate(seed, difficulty)
    assert made.rating.pushes == fewest_pushes(made.level)


def test_the_same_seed_makes_the_same_level_and_others_differ() -> None:
    assert generate(7) == generate(7)
    assert generate(7, "hard").level != generate(7).level
    assert len({tuple(generate(seed, "easy").level.rows()) for seed in range(20)}) >= 19


def test_the_same_level_in_another_process_with_another_hash_seed() -> None:
    code = "from arcade.games.sokoban.classic.generator import generate; print(generate(11, 'hard').to_xsb(), end='')"
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": hash_seed, "PATH": ""}).stdout for hash_seed in ("1", "2")}
    assert runs == {generate(11, "hard").to_xsb()}


def test_a_level_saved_as_xsb_reads_back_the_same() -> None:
    for seed, difficulty in ((3, "easy"), (4, "medium"), (5, "hard")):
        made = generate(seed, difficulty)
        text = made.to_xsb()
        again = level_of(text)
        assert (again.walls, again.goals, again.crates, again.player, again.inside) == \
            (made.level.walls, made.level.goals, made.level.crates, made.level.player, made.level.inside)
        assert again.title == made.level.title == find_level(GAME, made.name).title  # type: ignore[union-attr]
        assert f"arcade sokoban {made.name} " in text and f"fewest pushes {made.rating.pushes}" in text
        assert level_summaries(text, "x") == [(made.level.title, f"{again.height}×{again.width}, "
                                                                 f"{len(again.crates)} crates")]
        assert replay_lurd(again, made.solution)


def test_the_greedy_push_order_is_caught() -> None:
    # Each crate pushed alone onto the goal beside it, the upper one first: greedy, so never generated.
    assert _greedy_solves(level_of("#######\n#@$.  #\n#   $.#\n#######\n"))
    # A generated level is never: greedy goes wrong on it, and the solver's answer still solves it.
    made = generate(0, "easy")
    assert not _greedy_solves(made.level)
    assert replay_lurd(made.level, made.solution)


def test_names_round_trip_and_agree_with_the_level_list() -> None:
    for difficulty in DIFFICULTIES:
        for seed in (0, 42):
            name = level_name(seed, difficulty)
            assert parse_name(name) == (difficulty, seed)
            level = find_level(GAME, name)
            assert level is not None and level.seed == seed and level.settings["difficulty"] == difficulty
        entry = find_level(GAME, name.rpartition(":")[0])
        assert entry is not None and entry.is_generator and parse_name(entry.name) == (difficulty, None)
    assert level_name(5) == "random:5" and DEFAULT_DIFFICULTY == "medium"
    for bad in ("random:", "random:hard:x", "random:1:2", "random:huge:3", "randomly:3", "random:٣"):
        assert parse_name(bad) is None
        assert find_level(GAME, bad) is None
    with pytest.raises(ValueError):
        level_name(1, "huge")
    with pytest.raises(ValueError):
        generate(1, "huge")
    with pytest.raises(ValueError):
        generate(-1)


def test_the_level_list_says_what_each_difficulty_makes() -> None:
    entries = [level for level in bundled_levels(GAME) if level.is_generator]
    assert [entry.settings["difficulty"] for entry in entries] == list(DIFFICULTIES)
    for entry in entries:
        spec = DIFFICULTIES[str(entry.settings["difficulty"])]
        assert f"{spec.crates} crates, at least {spec.min_pushes} pushes" in entry.blurb


def test_the_plain_command_prints_the_level_as_xsb(capsys: pytest.CaptureFixture[str]) -> None:
    assert random_plain.main(["random:easy:5"]) == 0
    assert capsys.readouterr().out == generate(5, "easy").to_xsb()
    assert random_plain.main(["random:hard"]) == 0
    printed = capsys.readouterr().out
    assert "(hard, seed " in printed and len(level_of(printed).crates) == DIFFICULTIES["hard"].crates
    for bad in (["random:huge:1"], ["maze1"], ["--seed", "3"]):
        with pytest.raises(LevelError):
            random_plain.main(bad)


def test_the_generated_levels_stay_as_they_were_made() -> None:
    """The generator rates levels with the solver's plain A* (no pull search, no corral pruning): what a seed makes
    never changes with the solver's speed-ups, so saves and records of `random:...` levels and a day's daily level
    stay good. (The digest is of the levels made before the pull search and corral pruning came.)"""
    digest = hashlib.sha256()
    for difficulty in ("easy", "medium", "hard"):
        for seed in range(8):
            digest.update(generate(seed, difficulty).to_xsb().encode())
    assert digest.hexdigest() == "cc1f12a7662e2ca5e06b50f0bdb69c8a0c82d84ba6064ce9a9e4e8a0fac8fc57"
