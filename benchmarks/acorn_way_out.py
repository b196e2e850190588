"""Time Acorn Runner's solver keys as the player meets them: each key, then each alarm tick of the search.

The screen works the way out out a slice at a time on the main loop's alarm (arcade/games/acorn/screen.py), so no
single key or tick should take long however far the way out is. For `thicket` and `wildfire` at 200×60 this opens
the real shell on a ScriptedScreen (as benchmarks/screen_speed.py does), gives the screen a loop that records its
alarms, and times, in ms from the key (or the alarm's callback) to the drawn frame: `p` and every tick until the
way is shown, `n` and `g` with no way shown (the same search, then a move or the play), and `u` (undo) after 200
moves. It prints the key, the slowest and the median tick, how many ticks, and the wall time until the way out
showed (ticks and draws only: the pauses between ticks are not counted), and the full garbage collections (ms each)
that ran during the key and its ticks, opening the board left out. Figures only; the tests check the paths.

Run: .venv/bin/python benchmarks/acorn_way_out.py [--cpu] [--repeat N]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screen_speed import BIG, open_session

from arcade.games.acorn.screen import AcornScreen
from arcade.levels import bundled_levels
from arcade.registry import find_game

CLOCK = time.perf_counter
BOARDS = ("thicket", "wildfire")
UNDO_AFTER = 200


class AlarmLoop:
    """Stands in for the main loop's alarms: keeps them, runs the earliest on request (keys go to the real loop)."""

    def __init__(self) -> None:
        self.alarms: list[Callable[..., None]] = []

    def set_alarm_in(self, _seconds: float, callback: Callable[..., None]) -> object:
        self.alarms.append(callback)
        return callback

    def remove_alarm(self, handle: object) -> bool:
        if handle in self.alarms:
            self.alarms.remove(handle)
            return True
        return False


FULL_COLLECTIONS: list[float] = []
"""ms of each full garbage collection (generation 2) since the list was last cleared."""
_collection_start = [0.0]


def note_collections(phase: str, info: dict[str, int]) -> None:
    """gc callback: time the full collections (the ones that walk the whole heap)."""
    if info["generation"] != 2:
        return
    if phase == "start":
        _collection_start[0] = CLOCK()
    else:
        FULL_COLLECTIONS.append((CLOCK() - _collection_start[0]) * 1000)


def timed(action: Callable[[], None], draw: Callable[[], None]) -> float:
    """ms from doing this to its frame drawn."""
    start = CLOCK()
    action()
    draw()
    return (CLOCK() - start) * 1000


def solver_key(name: str, key: str, folder: Path) -> tuple[float, list[float], list[float]]:
    """On a freshly opened board: the key's ms, each search tick's ms until the search is over, and the full
    garbage collections' ms during them."""
    app, loop = open_session(find_game("acorn"), next(level for level in bundled_levels(find_game("acorn"))
                                                      if level.name == name), BIG, folder)
    alarms = AlarmLoop()
    app.loop = alarms
    screen = app.current
    assert isinstance(screen, AcornScreen)
    gc.collect()
    FULL_COLLECTIONS.clear()
    key_ms = timed(lambda: loop.process_input([key, "y"]), loop.draw_screen)  # y: the help question
    ticks = []
    while screen.working:
        callback = alarms.alarms.pop(0)
        ticks.append(timed(lambda: callback(None, None), loop.draw_screen))  # noqa: B023 (called at once)
    return key_ms, ticks, list(FULL_COLLECTIONS)


def undo_ms(name: str, folder: Path) -> float:
    """ms of one undo after UNDO_AFTER moves along the way out."""
    app, loop = open_session(find_game("acorn"), next(level for level in bundled_levels(find_game("acorn"))
                                                      if level.name == name), BIG, folder)
    app.loop = AlarmLoop()
    screen = app.current
    assert isinstance(screen, AcornScreen)
    loop.process_input(["p", "y"])  # y: the help question
    while screen.working:
        screen.work_on()
    loop.process_input(["n"] * UNDO_AFTER)
    loop.draw_screen()
    gc.collect()
    return timed(lambda: loop.process_input(["u"]), loop.draw_screen)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cpu", action="store_true", help="time in this thread's CPU time, not wall time")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each key (the best is printed)")
    arguments = parser.parse_args()
    global CLOCK
    if arguments.cpu:
        CLOCK = time.thread_time
    folder = Path(tempfile.mkdtemp(prefix="arcade-acorn-way-out-"))
    print(f"Acorn Runner's solver keys at {BIG[0]}×{BIG[1]}, ms (best of {arguments.repeat} runs, "
          f"{'CPU' if arguments.cpu else 'wall'} time)")
    print(f"{'board':10} {'key':>3} {'key ms':>7} {'max tick':>8} {'median':>7} {'ticks':>5} {'to shown':>8} "
          f"{'full gc':>8}")
    gc.callbacks.append(note_collections)
    for name in BOARDS:
        for key in ("p", "n", "g"):
            runs = [solver_key(name, key, folder) for _ in range(max(arguments.repeat, 1))]
            key_ms, ticks, collections = min(runs, key=lambda run: max([run[0], *run[1]]))
            median = statistics.median(ticks) if ticks else 0.0
            print(f"{name:10} {key:>3} {key_ms:7.1f} {max(ticks, default=0.0):8.1f} {median:7.1f} {len(ticks):5} "
                  f"{key_ms + sum(ticks):8.1f} {' '.join(f'{ms:.1f}' for ms in collections) or '-':>8}")
        best_undo = min(undo_ms(name, folder) for _ in range(max(arguments.repeat, 1)))
        print(f"{name:10} {'u':>3} {best_undo:7.1f}   (undo after {UNDO_AFTER} moves)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
