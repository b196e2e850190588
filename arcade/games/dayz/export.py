"""A full-screen End of DayZ game as the original program's input: the proof that both faces drive one model.

The screen starts each outbreak's random source from a seed (see replay.py), which becomes plain mode's
`--seed`; the map's name answers the `Map: ` prompt and each turn that stands becomes the original's line:
W, A, S or D for a move, an empty line for a wait (the original reads any other line as no move, then takes
its step), F then the direction for a shot. The original has no undo: a turn taken back is left out, which
replays to the very same state because the screen's undo itself replays the remaining turns from the start,
random draws included (checked here: otherwise ValueError). The original has no quit either: the input of a
game left in progress ends there, and plain mode stops with "input ended before the game did" (status 1),
the outbreak as the screen left it. No urwid here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arcade.games.dayz.model import FIRE, can_fire, load_game_map
from arcade.games.dayz.replay import Replay, outbreak_state, seeded_outbreak
from arcade.levels import find_level
from arcade.registry import find_game

WAIT_LINE = ""
"""What the export types for a wait: a line the original ignores before its step."""


def map_answer(level_name: str, level_path: Path) -> str:
    """What to type at `Map: `: the bundled map's name, or the path of a map file of the player's own."""
    bundled = find_level(find_game("dayz"), level_name)
    if bundled is not None and bundled.path is not None and bundled.path.resolve() == Path(level_path).resolve():
        return level_name
    return str(level_path)


def plain_run(record: dict[str, Any], level_name: str, level_path: Path | None) -> tuple[list[str], str]:
    """(arguments of `arcade --plain dayz`, its standard input) that replay this screen game.

    ValueError if the game's outbreak did not start from a seed, if its actions do not replay on this map, or
    if leaving out the turns taken back would not reach the same state (the original cannot undo)."""
    start, actions = record.get("start"), record.get("actions")
    if not isinstance(start, dict) or not isinstance(actions, list):
        raise ValueError("a screen game needs its start and its actions")
    if level_path is None:  # a generated map (random:hard:42): no file the original could read
        raise ValueError(f"{level_name} has no map file: arcade --plain dayz-random {level_name} > FILE prints it")
    grid = load_game_map(level_path)
    played = Replay.from_start(grid.serialize(), grid.get_size(), start)
    seed = played.seed
    if seed is None or seeded_outbreak(seed).getstate() != played.start_state:
        raise ValueError("the outbreak did not start from a seed that --seed can be given")
    game = played.replay_actions(actions)
    straight = Replay.seeded(played.start_map, played.size, seed)
    original = straight.fresh_game()
    lines = [map_answer(level_name, level_path)]
    for turn in played.turns:
        if turn.kind == "move" and turn.direction is not None:
            lines.append(turn.direction)
        elif turn.kind == "fire" and turn.direction is not None:
            # the original asks for a direction only when a crossbow is held; without one F is just a step
            lines += [FIRE, turn.direction] if can_fire(original) else [FIRE]
        else:
            lines.append(WAIT_LINE)
        straight.play(original, turn)
    if outbreak_state(original, straight.rng) != outbreak_state(game, played.rng):
        raise ValueError("without the undone turns the outbreak would not end where the screen's did")
    return ["--seed", str(seed)], "".join(f"{line}\n" for line in lines)
