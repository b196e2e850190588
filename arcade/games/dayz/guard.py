"""The safety guard's question, made to show what it asks about: which zombies would reach the player after a risky
move or wait, where they stand in words ("the tracker two squares above you"), and the squares a dialog asking about
them must leave in view. Whether a turn is risky is the model's own rule (`move_is_risky`, `waiting_is_risky`); this
only names the zombies behind it. Pure: no urwid, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.games.dayz.model import (
    OFFSETS,
    TRACKING_ZOMBIE,
    ZOMBIES,
    AdvancedGame,
    Position,
    move_is_risky,
    waiting_is_risky,
)

KIND_NAMES = {TRACKING_ZOMBIE: "tracker"}
"""What a zombie is called in the question ('zombie' unless named here), as the legend calls it."""
STEPS_WORDS = {1: "", 2: "two squares "}
SIDES = {(0, -1): "above you", (0, 1): "below you", (-1, 0): "to your left", (1, 0): "to your right"}


@dataclass(frozen=True)
class Threat:
    """A risky turn: where the player stands, where the turn leaves them, and the zombies next to that square
    (their squares and characters, in reading order), one of which would infect them in the step that follows."""

    player: Position
    end: Position
    zombies: tuple[tuple[Position, str], ...]

    def squares(self) -> list[Position]:
        """Every square the question is about: the player's, the one moved to and the zombies'."""
        return [self.player, self.end, *(square for square, _token in self.zombies)]


def zombies_next_to(game: AdvancedGame, square: Position) -> tuple[tuple[Position, str], ...]:
    """The zombies on the squares next to this one (a zombie steps at most one square), in reading order."""
    grid = game.get_grid()
    found = []
    for offset in OFFSETS:
        neighbour = square.add(Position(*offset))
        entity = grid.get_entity(neighbour)
        if entity is not None and entity.display() in ZOMBIES:
            found.append((neighbour, entity.display()))
    return tuple(sorted(found, key=lambda found_one: (found_one[0].get_y(), found_one[0].get_x())))


def move_threat(game: AdvancedGame, direction: str) -> Threat | None:
    """The threat of moving this way (into the edge: staying put), or None when the move is not risky."""
    grid = game.get_grid()
    start = grid.find_player()
    offset = game.direction_to_offset(direction)
    if start is None or offset is None or not move_is_risky(game, direction):
        return None
    end = start.add(offset)
    if not grid.in_bounds(end):
        end = start
    return Threat(start, end, zombies_next_to(game, end))


def wait_threat(game: AdvancedGame) -> Threat | None:
    """The threat of standing still, or None when waiting is not risky."""
    here = game.get_grid().find_player()
    if here is None or not waiting_is_risky(game):
        return None
    return Threat(here, here, zombies_next_to(game, here))


def where_words(player: Position, square: Position) -> str:
    """Where a square near the player is, in words: 'above you', 'two squares to your left', 'above you to the
    right'."""
    dx, dy = square.get_x() - player.get_x(), square.get_y() - player.get_y()
    steps = abs(dx) + abs(dy)
    if steps == 0:
        return "where you stand"
    if dx == 0 or dy == 0:
        return f"{STEPS_WORDS.get(steps, f'{steps} squares ')}{SIDES[(dx // steps, dy // steps)]}"
    vertical = SIDES[(0, 1 if dy > 0 else -1)]
    return f"{vertical} to the {'right' if dx > 0 else 'left'}"


def threat_words(threat: Threat) -> str:
    """The zombies of a threat, named and placed: 'The tracker two squares above you (!T!)', 'The zombies to your
    left (!Z!) and below you (!Z!)'."""
    kinds = {token for _square, token in threat.zombies}
    noun = KIND_NAMES.get(next(iter(kinds)), "zombie") if len(kinds) == 1 else "zombie"
    places = [f"{where_words(threat.player, square)} (!{token}!)" for square, token in threat.zombies]
    if len(places) == 1:
        return f"The {noun} {places[0]}"
    return f"The {noun}s {', '.join(places[:-1])} and {places[-1]}"


def threat_question(threat: Threat, moving: bool) -> str:
    """The guard's question before a move (moving) or a wait: which zombie would infect the player, and whether to
    go ahead."""
    there = " there" if threat.end != threat.player else ""
    return f"{threat_words(threat)} would infect you{there} on this step.\n{'Move' if moving else 'Wait'} anyway?"
