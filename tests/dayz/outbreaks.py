"""Playing a proven line of turns in the real model against zombies' draws, for the proof's tests: random draws,
draws that send every wandering zombie at the player, and every way a step can go. Nothing here asks proof.py:
it is the independent side of those tests."""

from __future__ import annotations

import random
from itertools import product

from arcade.games.dayz.model import (
    AdvancedGame,
    AdvancedMapLoader,
    EntityLocations,
    HoldingPlayer,
    Position,
    TrackingZombie,
    Zombie,
    holds_lasting_garlic,
)
from arcade.games.dayz.replay import Turn, act

WAIT = "wait"
"""A line's turn standing still, as proof.py spells it (written out here so as not to import the proof)."""


def as_turn(turn: str) -> Turn:
    """A line's turn as the game's Turn."""
    return Turn("wait") if turn == WAIT else Turn("move", turn)


def draws(game: AdvancedGame) -> list[Position]:
    """The squares of the zombies that draw from the random source in the next step, in the order they draw
    (Game.step's: the grid's order): the wandering ones (a tracker heads for the player without a draw)."""
    return [position for position, entity in game.get_grid().get_mapping().items()
            if isinstance(entity, Zombie) and not isinstance(entity, TrackingZombie)]


class Chaser:
    """A random source that answers each wandering zombie's draw with the directions nearest the player first
    (ties in a random order): the zombies hunt the player as trackers would, the draws most likely to strike."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.queue: list[Position] = []
        self.target = Position(0, 0)

    def before_step(self, game: AdvancedGame) -> None:
        """Note who draws in the coming step and where the player stands."""
        self.queue = draws(game)
        self.target = game.get_grid().find_player() or Position(0, 0)

    def sample(self, population: list[tuple[int, int]], k: int) -> list[tuple[int, int]]:
        square = self.queue.pop(0)
        order = list(population)
        self.rng.shuffle(order)
        order.sort(key=lambda offset: square.add(Position(*offset)).distance(self.target))
        return order[:k]


def new_game(locations: EntityLocations, size: int, source: object) -> AdvancedGame:
    """The map as the game loads it (entities in the given order), zombies drawing from this source."""
    return AdvancedGame(AdvancedMapLoader().build(locations, size), source)  # type: ignore[arg-type]


FAR = 99
"""closest_in_play's answer when no zombie was ever near an unprotected player (proof.NOWHERE's value)."""


def closest_in_play(locations: EntityLocations, size: int, turns: tuple[str, ...], source: object) -> int | None:
    """Follow the line in the real model, zombies drawing from this source (a Chaser is told each step's
    zombies): None unless the game is won on the last turn (a win counts before a loss, as the game loops
    check) and neither won nor lost before it; else how close a zombie came to the player after their move on
    the turns they held no garlic lasting the step (model.holds_lasting_garlic), the last turn not counted."""
    game = new_game(locations, size, source)
    closest = FAR
    for index, turn in enumerate(turns):
        if game.has_won() or game.has_lost():
            return None
        act(game, as_turn(turn))
        player, square = game.get_player(), game.get_grid().find_player()
        if index < len(turns) - 1 and player is not None and square is not None and not holds_lasting_garlic(player):
            zombies = [position for position, entity in game.get_grid().get_mapping().items()
                       if isinstance(entity, Zombie)]
            closest = min([closest, *(square.distance(position) for position in zombies)])
        if isinstance(source, Chaser):
            source.before_step(game)
        game.step()
    return closest if game.has_won() else None


def wins_against(locations: EntityLocations, size: int, turns: tuple[str, ...], source: object) -> bool:
    """Whether following the line wins against this source (closest_in_play)."""
    return closest_in_play(locations, size, turns, source) is not None


class FirstChoices:
    """A random source whose i-th draw puts the choices[i]-th offset first (the others after it in their order).
    Which square a zombie steps to depends only on the first open one of its order, so these four answers give
    every step a draw could give."""

    def __init__(self, choices: tuple[int, ...]) -> None:
        self.choices = choices
        self.calls = 0

    def sample(self, population: list[tuple[int, int]], k: int) -> list[tuple[int, int]]:
        first = population[self.choices[self.calls]]
        self.calls += 1
        return [first, *(offset for offset in population if offset != first)][:k]


def state_of(game: AdvancedGame) -> tuple[object, ...]:
    """What decides how a game goes on: the entities in stepping order, what the player holds, infection, the end."""
    player = game.get_player()
    held = repr(player.get_inventory().get_items()) if isinstance(player, HoldingPlayer) else None
    return (tuple(game.get_grid().serialize().items()), held, game.has_lost(), game.has_won())


def clone(game: AdvancedGame, source: object) -> AdvancedGame:
    """A copy of the game (its entities in stepping order, what the player holds and for how long), drawing from
    this source: rebuilt from the map, many times quicker than copy.deepcopy. A game still going has a player
    not infected, so that is not copied."""
    grid = game.get_grid()
    twin = new_game(grid.serialize(), grid.get_size(), source)
    player, copied = game.get_player(), twin.get_player()
    if isinstance(player, HoldingPlayer) and isinstance(copied, HoldingPlayer):
        for item in player.get_inventory().get_items():
            held = type(item)()
            for _ in range(held.get_lifetime() - item.get_lifetime()):
                held.hold()
            copied.get_inventory().add_item(held)
    return twin


class TooManyOutbreaks(Exception):
    """every_outbreak_loss gave up: the games it would follow passed its cap."""


def every_outbreak_loss(locations: EntityLocations, size: int, turns: tuple[str, ...],
                        cap: int = 3_000) -> tuple[int, tuple[int, ...]] | None:
    """Follow the line in the real model through every way every step can go (FirstChoices for each zombie's
    draw, games alike kept once): the turn (from 0) and draws of a game lost before the end or not won at it,
    or None when every game is won. TooManyOutbreaks past `cap` games at once."""
    games = [new_game(locations, size, FirstChoices(()))]
    for index, turn in enumerate(turns):
        following: dict[tuple[object, ...], AdvancedGame] = {}
        for game in games:
            moved = clone(game, FirstChoices(()))
            act(moved, as_turn(turn))
            for choices in product(range(4), repeat=len(draws(moved))):
                twin = clone(moved, FirstChoices(choices))
                twin.step()
                last = index == len(turns) - 1
                if twin.has_won() != last or (twin.has_lost() and not last):
                    return index, choices
                following.setdefault(state_of(twin), twin)
        games = list(following.values())
        if len(games) > cap:
            raise TooManyOutbreaks(f"{len(games)} games after turn {index + 1}")
    return None
