"""Undo for End of DayZ, by replay: the game is deterministic given its one random source, so a map's start,
the random source's state at that start and the turns taken since are enough to rebuild any earlier step.
Taking a turn back rebuilds the map and replays every turn but the last, drawing exactly the same random
numbers, so the zombies stand where they stood and will wander on as they would have. Pure: no I/O.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from arcade.games.dayz.model import AdvancedGame, AdvancedMapLoader, EntityLocations, FireResult, fire

TurnKind = Literal["move", "wait", "fire"]


@dataclass(frozen=True)
class Turn:
    """One turn of play: a move or a shot in a direction (W, A, S or D), or a wait (no direction)."""

    kind: TurnKind
    direction: str | None = None


def play_turn(game: AdvancedGame, turn: Turn) -> FireResult | None:
    """Take a turn and its step, as the screen plays it and a replay repeats it: the move (into the edge too),
    the wait or the shot, then the step event. The shot's result, or None for a move or a wait."""
    result: FireResult | None = None
    if turn.kind == "move" and turn.direction is not None:
        offset = game.direction_to_offset(turn.direction)
        if offset is not None:
            game.move_player(offset)
    elif turn.kind == "fire" and turn.direction is not None:
        result = fire(game, turn.direction)
    game.step()
    return result


class Replay:
    """One map's play since its start (or its last restart), kept so that turns can be taken back."""

    def __init__(self, start_map: EntityLocations, size: int, rng: random.Random) -> None:
        self.start_map = dict(start_map)
        """Every entity of the map at the start, in the order they step (the grid's insertion order)."""
        self.size = size
        self.rng = rng
        self.start_state = rng.getstate()
        """The random source's state when the map started: a replay draws from here again."""
        self.turns: list[Turn] = []

    def fresh_game(self) -> AdvancedGame:
        """The map as it started, on the shared random source (whose state the caller sets)."""
        return AdvancedGame(AdvancedMapLoader().build(self.start_map, self.size), self.rng)

    def restart(self) -> AdvancedGame:
        """Start the map again: no turns to take back, and the random source carries on from where it is (the
        zombies wander differently this time)."""
        self.start_state = self.rng.getstate()
        self.turns = []
        return self.fresh_game()

    def play(self, game: AdvancedGame, turn: Turn) -> FireResult | None:
        """Take a turn in the game being played and remember it."""
        self.turns.append(turn)
        return play_turn(game, turn)

    def can_undo(self) -> bool:
        """Whether there is a turn to take back."""
        return bool(self.turns)

    def undo(self) -> AdvancedGame:
        """The game as it was one turn ago: rebuilt from the start, every turn but the last replayed with the
        same random draws. Raises IndexError when there is nothing to undo."""
        self.turns.pop()
        self.rng.setstate(self.start_state)
        game = self.fresh_game()
        for turn in self.turns:
            play_turn(game, turn)
        return game
