"""Undo, saves and exports for End of DayZ, by replay: the game is deterministic given its one random source,
so a map's start, the random source's state at that start and the turns taken since are enough to rebuild any
step. Taking a turn back rebuilds the map and replays every turn but the last, drawing exactly the same random
numbers, so the zombies stand where they stood and will wander on as they would have. A saved game is that
start (as JSON) and the actions taken (turns and undos, as JSON); resuming replays them. Pure: no I/O.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from arcade.games.dayz.model import (
    DIRECTIONS,
    AdvancedGame,
    AdvancedMapLoader,
    EntityLocations,
    FireResult,
    HoldingPlayer,
    fire,
)

TurnKind = Literal["move", "wait", "fire"]
TURN_KINDS: tuple[TurnKind, ...] = ("move", "wait", "fire")
UNDO_ACTION = ["undo"]
"""The action that takes the last turn back (a turn's action is its kind, then its direction if it has one)."""
SEED_BITS = 32
"""Each outbreak's random source starts from a seed of this many bits, a number `--seed` can be given."""
SNAPSHOT_EVERY = 8
"""Every this many turns a copy of the game is kept, so that an undo replays at most this many turns."""


@dataclass(frozen=True)
class Turn:
    """One turn of play: a move or a shot in a direction (W, A, S or D), or a wait (no direction)."""

    kind: TurnKind
    direction: str | None = None

    def action(self) -> list[str]:
        """The turn as a saved game's action: ['move', 'W'], ['wait'] or ['fire', 'S']."""
        return [self.kind] if self.direction is None else [self.kind, self.direction]

    @classmethod
    def from_action(cls, action: object) -> Turn:
        """The turn a saved game's action stands for; ValueError if it stands for none (undo included)."""
        if isinstance(action, list) and action == ["wait"]:
            return cls("wait")
        if isinstance(action, list) and len(action) == 2 and action[0] in ("move", "fire") \
                and action[1] in DIRECTIONS:
            return cls(action[0], action[1])
        raise ValueError(f"not an End of DayZ turn: {action!r}")


def play_turn(game: AdvancedGame, turn: Turn) -> FireResult | None:
    """Take a turn and its step, as the screen plays it and a replay repeats it: the move (into the edge too),
    the wait or the shot, then the step event. The shot's result, or None for a move or a wait."""
    result = act(game, turn)
    game.step()
    return result


def act(game: AdvancedGame, turn: Turn) -> FireResult | None:
    """The player's half of a turn, before the step event: the move, the wait (nothing) or the shot. The shot's
    result, or None for a move or a wait. No random number is drawn here: only the zombies' step draws."""
    result: FireResult | None = None
    if turn.kind == "move" and turn.direction is not None:
        offset = game.direction_to_offset(turn.direction)
        if offset is not None:
            game.move_player(offset)
    elif turn.kind == "fire" and turn.direction is not None:
        result = fire(game, turn.direction)
    return result


def outbreak_state(game: AdvancedGame, rng: random.Random) -> tuple[object, ...]:
    """Everything that decides what happens next: the entities in stepping order, the steps, what the player
    holds and for how long, infection, the end, and the random source's state. Equal states play on alike."""
    player = game.get_player()
    held = repr(player.get_inventory().get_items()) if isinstance(player, HoldingPlayer) else None
    infected = player.is_infected() if isinstance(player, HoldingPlayer) else None
    return (list(game.get_grid().serialize().items()), game.get_steps(), held, infected, game.has_won(),
            game.has_lost(), rng.getstate())


def state_to_json(state: tuple[Any, ...]) -> list[Any]:
    """A `random.Random` state as JSON data: [version, [the 625 numbers], gauss_next]."""
    version, internal, gauss_next = state
    return [version, list(internal), gauss_next]


def state_from_json(data: object) -> tuple[Any, ...]:
    """The `random.Random` state that state_to_json gave; ValueError if the data is not one."""
    if not (isinstance(data, list) and len(data) == 3 and isinstance(data[1], list)
            and all(isinstance(number, int) for number in data[1])):
        raise ValueError("not a random source's state")
    state = (data[0], tuple(data[1]), data[2])
    random.Random().setstate(state)  # raises ValueError/TypeError on a state Python would not take
    return state


def seeded_outbreak(seed: int) -> random.Random:
    """The random source of an outbreak started from this seed: what `arcade --plain dayz --seed N` makes."""
    return random.Random(seed)


class Replay:
    """One map's play since its start (or its last restart), kept so that turns can be taken back, and saved."""

    def __init__(self, start_map: EntityLocations, size: int, rng: random.Random, seed: int | None = None) -> None:
        self.start_map = dict(start_map)
        """Every entity of the map at the start, in the order they step (the grid's insertion order)."""
        self.size = size
        self.rng = rng
        self.seed = seed
        """The number the random source was seeded with at the start, when it was (what plain mode's --seed
        must be given to replay the game), else None."""
        self.start_state = rng.getstate()
        """The random source's state when the map started: a replay draws from here again."""
        self.turns: list[Turn] = []
        self.undone: list[Turn] = []
        """The turns taken back and not taken again, latest last: redo takes the last again."""
        self.undos = 0
        """How many turns have been taken back since the start (a won game's figures keep it)."""
        self.snapshots: dict[int, tuple[AdvancedGame, tuple[Any, ...]]] = {}
        """The game as it stood after so many turns (every SNAPSHOT_EVERY), and the random source's state then:
        where an undo starts replaying from (a copy of it, so it stays as it was)."""

    @classmethod
    def seeded(cls, start_map: EntityLocations, size: int, seed: int) -> Replay:
        """A map's play on an outbreak started from this seed."""
        return cls(start_map, size, seeded_outbreak(seed), seed)

    @classmethod
    def from_start(cls, start_map: EntityLocations, size: int, start: dict[str, Any]) -> Replay:
        """A map's play from start_data()'s JSON: the random source set to the state it started from."""
        rng = random.Random()
        rng.setstate(state_from_json(start.get("random_state")))
        seed = start.get("seed")
        if seed is not None and not (isinstance(seed, int) and not isinstance(seed, bool)):
            raise ValueError(f"not a seed: {seed!r}")
        return cls(start_map, size, rng, seed)

    def start_data(self) -> dict[str, Any]:
        """Where this play started, as JSON: the random source's state, and the seed that gave it (or None)."""
        return {"seed": self.seed, "random_state": state_to_json(self.start_state)}

    def fresh_game(self) -> AdvancedGame:
        """The map as it started, on the shared random source (whose state the caller sets)."""
        return AdvancedGame(AdvancedMapLoader().build(self.start_map, self.size), self.rng)

    def restart(self) -> AdvancedGame:
        """Start the map again: no turns to take back, and a new outbreak whose seed is drawn from the random
        source where it stands (so the zombies wander differently, and a resumed game restarts as it would
        have)."""
        self.seed = self.rng.getrandbits(SEED_BITS)
        self.rng.seed(self.seed)
        self.start_state = self.rng.getstate()
        self.turns = []
        self.undone = []
        self.undos = 0
        self.snapshots = {}
        return self.fresh_game()

    def play(self, game: AdvancedGame, turn: Turn) -> FireResult | None:
        """Take a turn in the game being played and remember it (every SNAPSHOT_EVERY turns, with a copy of
        the game as it stood before it). The turn last taken back, taken again, is its redo: the same draws follow,
        so the rest taken back can still be redone; any other turn clears what there was to redo."""
        if self.undone and self.undone[-1] == turn:
            self.undone.pop()
        else:
            self.undone.clear()
        taken = len(self.turns)
        if taken % SNAPSHOT_EVERY == 0 and taken not in self.snapshots:
            self.snapshots[taken] = (self.copied(game), self.rng.getstate())
        self.turns.append(turn)
        return play_turn(game, turn)

    def can_undo(self) -> bool:
        """Whether there is a turn to take back."""
        return bool(self.turns)

    def redo_turn(self) -> Turn | None:
        """The turn redo takes again (the last taken back), or None when there is nothing to redo."""
        return self.undone[-1] if self.undone else None

    def undo(self) -> AdvancedGame:
        """The game as it was one turn ago: rebuilt from the start, every turn but the last replayed with the
        same random draws (from the last copy kept on the way, which is the same). Raises IndexError when there
        is nothing to undo."""
        self.undone.append(self.turns.pop())
        self.undos += 1
        kept = len(self.turns)
        for later in [taken for taken in self.snapshots if taken > kept]:  # turns no longer taken
            del self.snapshots[later]
        start = max(self.snapshots, default=None)
        if start is None:
            start = 0
            self.rng.setstate(self.start_state)
            game = self.fresh_game()
        else:
            snapshot, state = self.snapshots[start]
            game = self.copied(snapshot)
            self.rng.setstate(state)
        for turn in self.turns[start:]:
            play_turn(game, turn)
        return game

    def copied(self, game: AdvancedGame) -> AdvancedGame:
        """A copy of a game of this play, on the same random source (not a copy of it)."""
        return copy.deepcopy(game, {id(self.rng): self.rng})

    def replay_actions(self, actions: Sequence[object]) -> AdvancedGame:
        """A fresh game with these saved actions taken (turns, and undos of them), as the screen took them;
        ValueError for an action that is neither, an undo with nothing to undo, or a turn after the game ended."""
        self.rng.setstate(self.start_state)
        self.turns = []
        self.undone = []
        self.undos = 0
        self.snapshots = {}
        game = self.fresh_game()
        for number, action in enumerate(actions, start=1):
            if action == UNDO_ACTION:
                if not self.can_undo():
                    raise ValueError(f"action {number} undoes a turn never taken")
                game = self.undo()
                continue
            turn = Turn.from_action(action)
            if game.has_won() or game.has_lost():
                raise ValueError(f"action {number} comes after the game ended")
            self.play(game, turn)
        return game
