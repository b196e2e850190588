"""Generated Acorn Runner boards by difficulty and seed, each solved by the BFS and rated before it is offered.

`generate_level(difficulty, seed)` asks the board generator (generator.py: a perfect maze, fires across its one
way out, a bucket for each in a dead end before it, pad pairs) for boards of the difficulty's size and contents,
one attempt after another from a `random.Random` seeded with the difficulty and the seed, until the solver's
shortest way out meets the difficulty's bounds (`Difficulty.accepts`). The same difficulty and seed always give
the same board, on every machine. The answer carries the board's text (the level file format, readable by
`arcade --plain acorn FILE`) and its rating: the shortest way out, the fires it puts out, the buckets it takes,
the pad hops it makes and the states the search expanded, each worked out by replaying the BFS path through the
real engine (`rate_board`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from arcade.games.acorn.generator import BoardSpec, generate_board
from arcade.games.acorn.model import OFFSETS, Game, Teleport, parse
from arcade.games.acorn.solver import BFS, search

MAX_ATTEMPTS = 64
"""Boards tried per level before giving up (a RuntimeError: the bounds are too tight for the size)."""


@dataclass(frozen=True)
class Difficulty:
    """What a difficulty asks of a generated board: its size and contents, and the bounds its rating must meet."""

    cols: int
    rows: int
    fires: int
    teleports: int
    min_shortest: int
    """The shortest way out must take at least this many moves (no trivial boards)."""
    max_shortest: int
    min_fires_out: int
    """The shortest way out must put out at least this many fires (so a bucket must be fetched first)."""

    def accepts(self, rating: Rating) -> bool:
        """Whether a board so rated is one this difficulty offers."""
        return (self.min_shortest <= rating.shortest <= self.max_shortest
                and rating.fires_out >= self.min_fires_out)


DIFFICULTIES: dict[str, Difficulty] = {
    "easy": Difficulty(cols=21, rows=11, fires=1, teleports=0, min_shortest=30, max_shortest=120, min_fires_out=1),
    "medium": Difficulty(cols=31, rows=15, fires=2, teleports=1, min_shortest=60, max_shortest=260,
                         min_fires_out=2),
    "hard": Difficulty(cols=39, rows=21, fires=3, teleports=2, min_shortest=110, max_shortest=480,
                       min_fires_out=3),
}
"""Each difficulty's board: columns × rows (odd, as the maze is carved between odd cells), fires and pad pairs."""


@dataclass(frozen=True)
class Rating:
    """How a board plays, from its shortest way out (the BFS path replayed through the engine)."""

    shortest: int
    """Moves of the shortest way out."""
    fires_out: int
    """Fires the shortest way puts out."""
    buckets: int
    """Buckets the shortest way picks up."""
    hops: int
    """Pad hops the shortest way makes (steps onto a pad and waits on one)."""
    expanded: int
    """States the breadth-first search expanded: how many real choices the board offers."""
    path: tuple[str, ...]


@dataclass(frozen=True)
class GeneratedBoard:
    """A generated board: its rows, its rating, and the attempt (from 0) that gave it."""

    difficulty: str
    seed: int
    rows: tuple[str, ...]
    rating: Rating
    attempt: int

    @property
    def text(self) -> str:
        """The board as a level file's text: rows joined by newlines, no final newline (as the official boards)."""
        return "\n".join(self.rows)

    @property
    def blurb(self) -> str:
        """One line for the level list: size, shortest way out, what is on the way (as the bundled boards say it)."""
        cols, rows = len(self.rows[0]), len(self.rows)
        rating = self.rating
        parts = [f"{cols}×{rows}, {rating.shortest} moves", f"{rating.fires_out} fire{'s' * (rating.fires_out != 1)}"]
        if rating.hops:
            parts.append(f"{rating.hops} pad hop{'s' * (rating.hops != 1)}")
        return ", ".join(parts)


def rate_board(rows: list[str] | tuple[str, ...]) -> Rating | None:
    """The board's rating, or None when the BFS finds no way out. The path is replayed move by move through the
    engine, counting the fires it puts out, the buckets it takes and the pad hops, and must end in a win."""
    game = Game(parse(list(rows)))
    result = search(game, BFS)
    if result.path is None:
        return None
    fires_out = buckets = hops = 0
    for move in result.path:
        held = game.player.num_water_buckets
        before = (game.player.row, game.player.col)
        game.game_move(move)
        after = (game.player.row, game.player.col)
        cell = game.cell_at(*after)
        if game.player.num_water_buckets > held:
            buckets += 1
        elif game.player.num_water_buckets < held:
            fires_out += 1
        d_row, d_col = OFFSETS[move.lower()]
        if isinstance(cell, Teleport) and after != (before[0] + d_row, before[1] + d_col):
            hops += 1  # the pad sent the player elsewhere than the move went (a twin next door included)
    if not game.is_won():
        raise AssertionError("the solver's shortest way out does not win in the engine")
    return Rating(len(result.path), fires_out, buckets, hops, result.expanded, tuple(result.path))


def generate_level(difficulty: str, seed: int) -> GeneratedBoard:
    """The board of this difficulty and seed: the first attempt whose rating the difficulty accepts.
    KeyError for an unknown difficulty; RuntimeError if MAX_ATTEMPTS boards in a row fall outside the bounds."""
    wanted = DIFFICULTIES[difficulty]
    rng = random.Random(f"acorn {difficulty} {seed}")
    for attempt in range(MAX_ATTEMPTS):
        spec = BoardSpec(wanted.rows, wanted.cols, rng.getrandbits(32), fires=wanted.fires, spare_waters=1,
                         teleports=wanted.teleports, detour=max(3, wanted.rows // 3))
        rows = generate_board(spec)
        rating = rate_board(rows)
        if rating is not None and wanted.accepts(rating):
            return GeneratedBoard(difficulty, seed, tuple(rows), rating, attempt)
    raise RuntimeError(f"no {difficulty} board within its bounds after {MAX_ATTEMPTS} attempts (seed {seed})")
