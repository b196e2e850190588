"""Time the full-screen arcade from a key to its redrawn frame, in-process, on every bundled level.

The real shell (App and its MainLoop) runs on urwid's ScriptedScreen, as tests/shell_session.py does. Each key is
timed from `loop.process_input([key])` to the end of `loop.draw_screen()` (the top widget rendered and the canvas
handed to the screen), which is what the main loop does for a key. Keys are drawn at random (seeded, so every run
plays the same game) from the keys the screen shown takes at that moment; while a dialog is open, its own keys:
its buttons' focus moved, then one of them pressed (Retry or No when offered) or Esc for other overlays.

Keys that ask a solver (Acorn's way out, Sokoban's tip) are timed apart: they search, they do not only draw.
Figures are printed per level (p50, p95 and max in ms, play and dialog keys together; the dialog keys' p95 and
the slowest solver key apart), then the issue's targets as ratios (≤ 1.00 meets it), with the machine's own
baselines measured in the same run: a bare urwid redraw of a full screen of text, and `python -c 'import urwid'`.

Each opening freezes the heap and makes full garbage collections rarer, as the arcade's start does (run_app's
settle_heap; --no-freeze leaves both, to compare), and unfreezes and collects the heap when the session is done;
the long runs count the full collections during their keys. The first frame runs in a clean environment (bytecode
written, no PYTHONDONTWRITEBYTECODE), the player's database made by a first untimed run.

Run: .venv/bin/python benchmarks/screen_speed.py [--keys N] [--long N] [--only GAME[:LEVEL]] [--profile]
     [--slowest] [--cpu] [--no-freeze] [--no-first-frame]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import urwid
from urwid.testing import ScriptedScreen

from arcade.levels import Level, bundled_levels
from arcade.registry import GAMES, Game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from arcade.ui.dialogs import Choice, Dialog, HelpDialog
from arcade.ui.game import GameScreen
from arcade.ui.running import settle_heap

SMALL = (100, 32)
BIG = (200, 60)
SOLVER_ACTIONS = frozenset({"hint", "path", "play path", "step path"})
"""Keymap actions that run a solver: timed apart from the keys that only draw."""
SHELL_KEYS = frozenset({"q", "esc", "?"})
"""Keys that leave the screen or open the help: the help is pressed now and then on purpose, the others never."""
HELP_EVERY = 40
"""On average one key in this many opens the help (a dialog over the game)."""
TARGET_SMALL_P95 = 8.0
TARGET_BIG_P95 = 16.0
TARGET_SLOWEST = 50.0
TARGET_FIRST_FRAME = 1.2
FIRST_FRAME_RUNS = 7
CLOCK = time.perf_counter
"""The clock keys are timed with: wall time, or with --cpu this thread's CPU time (steadier on a busy machine)."""


@dataclass
class Timings:
    """The key times of one run, in ms, by kind of key."""

    play: list[float] = field(default_factory=list)
    dialog: list[float] = field(default_factory=list)
    solver: list[float] = field(default_factory=list)
    keys: list[tuple[float, str]] = field(default_factory=list)
    """Every key: (ms, what it was)."""

    full_collections: list[float] = field(default_factory=list)
    """The ms each full (generation 2) garbage collection took during the keys."""
    drawn_keys: list[tuple[float, str]] = field(default_factory=list)
    """The keys that only draw: (ms, what it was)."""

    def add(self, kind: str, ms: float, what: str) -> None:
        getattr(self, kind).append(ms)
        self.keys.append((ms, what))
        if kind != "solver":
            self.drawn_keys.append((ms, what))

    def collections_words(self) -> str:
        """How many full garbage collections ran during the keys, and how long they took."""
        done = self.full_collections
        if not done:
            return "no full garbage collection"
        return (f"{len(done)} full garbage collection{'s' if len(done) > 1 else ''}, "
                f"{statistics.median(done):.1f} ms median, {max(done):.1f} ms longest")

    @property
    def slowest(self) -> tuple[float, str]:
        """The slowest key of any kind: (ms, what it was)."""
        return max(self.keys, default=(0.0, ""))

    def slowest_words(self, count: int = 3) -> str:
        """The slowest few keys, in words."""
        return "; ".join(f"{ms:.1f} ms {what}" for ms, what in sorted(self.keys, reverse=True)[:count])

    @property
    def drawn(self) -> list[float]:
        """Every key that only draws (play and dialog keys, not the solver's)."""
        return self.play + self.dialog


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of the values fall (nearest rank); 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


class BenchScreen(ScriptedScreen):
    """A ScriptedScreen that keeps only the frame drawn last (a terminal keeps no history either; the test screen's
    list of every frame would grow the heap and slow the garbage collector run after run)."""

    def draw_screen(self, size: tuple[int, int], canvas: urwid.Canvas) -> None:
        self.draw_count += 1
        self.canvases[:] = [canvas]
        self.frame = list(canvas.content())


SETTLE_HEAP = True
"""Freeze the heap once a session is open and make full collections rarer, as run_app does before its loop runs
(off with --no-freeze)."""


def open_session(game: Game, level: Level, size: tuple[int, int], folder: Path) -> tuple[App, urwid.MainLoop]:
    """The shell showing this level on a ScriptedScreen of this size, its first frame drawn, then the heap frozen
    as `arcade GAME LEVEL` leaves it (run_app: start_app, build_loop, settle_heap; the first drawing comes after,
    in the loop, which here is before: the same objects either way)."""
    app = App(store=Store(folder / DATABASE_FILE))
    app.start_level(game, level)
    loop = app.build_loop(BenchScreen(size=size))
    loop.draw_screen()
    if SETTLE_HEAP:
        settle_heap()
    return app, loop


def close_session() -> None:
    """Free the sessions opened so far (run_app's frozen heap lives as long as the process; here the next
    session's keys must not walk this one's garbage)."""
    gc.unfreeze()
    gc.collect()


def dialog_key(app: App, rng: random.Random) -> str:
    """A key for the open dialog: move between its buttons, or answer it (Retry or No when offered)."""
    top = app.dialogs[-1]
    if isinstance(top, HelpDialog):
        return "x"
    if not isinstance(top, Dialog):
        return rng.choice(["left", "right", "esc"])
    if rng.random() < 0.6:
        return rng.choice(["left", "right", "tab"])
    choices: tuple[Choice, ...] = top.choices
    preferred = [choice for choice in choices if choice.label in ("Retry", "No", "OK")]
    return (preferred or list(choices))[0].key


def play_key(app: App, rng: random.Random) -> tuple[str, str]:
    """A key the screen shown takes now, and its action."""
    if rng.randrange(HELP_EVERY) == 0:
        return "?", "help"
    keymap = app.current.keymap if isinstance(app.current, GameScreen) else app.keymap
    keys = [(key, binding.action) for binding in keymap.bindings for key in binding.keys if key not in SHELL_KEYS]
    moves = [(key, action) for key, action in keys if action in ("up", "down", "left", "right")]
    if moves and rng.random() < 0.6:  # moving is most of play
        return rng.choice(moves)
    return rng.choice(keys)


def drive(app: App, loop: urwid.MainLoop, count: int, seed: int) -> Timings:
    """Press `count` keys and time each one to its drawn frame."""
    rng = random.Random(seed)
    timings = Timings()
    started: list[float] = []

    def note_collection(phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            started[:] = [time.perf_counter()]
        elif started:
            timings.full_collections.append((time.perf_counter() - started[0]) * 1000)

    gc.callbacks.append(note_collection)
    try:
        press_keys(app, loop, count, rng, timings)
    finally:
        gc.callbacks.remove(note_collection)
    return timings


def press_keys(app: App, loop: urwid.MainLoop, count: int, rng: random.Random, timings: Timings) -> None:
    """Press the keys and time each, adding them to `timings`."""
    for number in range(count):
        if app.dialogs:
            key, kind, what = dialog_key(app, rng), "dialog", "dialog"
        else:
            key, action = play_key(app, rng)
            kind = "solver" if action in SOLVER_ACTIONS else "play"
            what = action
        start = CLOCK()
        loop.process_input([key])
        loop.draw_screen()
        ms = (CLOCK() - start) * 1000
        place = app.current.level_name if isinstance(app.current, GameScreen) else app.place
        timings.add(kind, ms, f"{key!r} ({what}, key {number + 1}) on {place}")


def first_key_ms(game: Game, level: Level, size: tuple[int, int], folder: Path) -> float:
    """Opening the level: building its screen and drawing its first frame, in ms."""
    start = CLOCK()
    open_session(game, level, size, folder)
    opened = (CLOCK() - start) * 1000
    close_session()  # the opening's session is garbage now: collected here, not during a timed key
    return opened


def bare_redraw_ms(size: tuple[int, int], count: int = 60) -> float:
    """The machine's floor: median ms to redraw a full screen of text that changed, with bare urwid."""
    cols, rows = size
    text = urwid.Text("")
    loop = urwid.MainLoop(urwid.Filler(text, valign=urwid.VAlign.TOP), screen=BenchScreen(size=size))
    times = []
    for index in range(count):
        text.set_text("\n".join(f"{index:>{cols - 1}}" for _ in range(rows)))
        start = CLOCK()
        loop.draw_screen()
        times.append((CLOCK() - start) * 1000)
    return statistics.median(times)


def clean_environment(data_dir: Path) -> dict[str, str]:
    """This environment without the settings that make Python unlike an ordinary machine's (PYTHONDONTWRITEBYTECODE
    would compile every module of the arcade again on every run), the player's files in `data_dir`."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED", "PYTHONSTARTUP", "PYTHONPROFILEIMPORTTIME")}
    env["ARCADE_DATA_DIR"] = str(data_dir)
    return env


def process_times(code: str, env: dict[str, str]) -> tuple[float, float]:
    """(wall ms, CPU ms) of one run of `python -c code`, the interpreter's start included; CPU is the child's own
    user and system time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, env=env)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def first_frame_ratio(folder: Path) -> tuple[tuple[float, float], tuple[float, float]]:
    """The best (wall, CPU) ms of FIRST_FRAME_RUNS runs each of the arcade's first frame and of a bare `import
    urwid`, taken in turns so a busy machine slows both alike. One run of each first writes the bytecode and the
    player's database, so the timed runs start as a player's second session does."""
    env = clean_environment(folder / "first-frame")
    codes = {"first": FIRST_FRAME_CODE, "bare": "import urwid"}
    for code in codes.values():
        process_times(code, env)
    best = {name: (float("inf"), float("inf")) for name in codes}
    for _ in range(FIRST_FRAME_RUNS):
        for name, code in codes.items():
            wall, cpu = process_times(code, env)
            best[name] = (min(best[name][0], wall), min(best[name][1], cpu))
    return best["first"], best["bare"]


FIRST_FRAME_CODE = """
import arcade.cli  # the `arcade` command's own module, as the installed script imports it
from urwid.testing import ScriptedScreen
from arcade.ui.running import start_app
start_app().build_loop(ScriptedScreen(size=(100, 32))).draw_screen()
"""
"""The full-screen arcade's first frame (its menu) as `arcade` builds it (start_app), drawn on a ScriptedScreen
rather than a terminal: imports, store, menu, one draw."""


def chosen(only: str | None) -> Iterator[tuple[Game, Level]]:
    """Every bundled level of every game (a collection: its first level), or those --only names."""
    game_id, _, level_name = (only or "").partition(":")
    for game in GAMES:
        if game_id and game.id != game_id:
            continue
        for level in bundled_levels(game):
            if not level_name or level.name == level_name:
                yield game, level


@contextmanager
def profiled(enabled: bool) -> Iterator[None]:
    """Profile the block and print its top functions by cumulative time, when enabled."""
    if not enabled:
        yield
        return
    profile = cProfile.Profile()
    profile.enable()
    try:
        yield
    finally:
        profile.disable()
        pstats.Stats(profile).sort_stats("cumulative").print_stats(35)


def line(name: str, timings: Timings, opened: float) -> str:
    """One level's figures."""
    drawn = timings.drawn
    solver = f"{max(timings.solver):8.1f}" if timings.solver else f"{'-':>8}"
    return (f"{name:30} {opened:7.1f} {percentile(drawn, 0.5):6.2f} {percentile(drawn, 0.95):6.2f} "
            f"{max(drawn, default=0):7.2f} {percentile(timings.dialog, 0.95):7.2f} {solver}")


def main() -> int:
    """Print the per-level figures, the long runs on the big boards, then the targets as ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=150, help="keys per level at 100×32")
    parser.add_argument("--long", type=int, default=300, help="keys of each long run at 200×60")
    parser.add_argument("--only", help="one game, or GAME:LEVEL")
    parser.add_argument("--profile", action="store_true", help="print a cProfile of the key runs")
    parser.add_argument("--slowest", action="store_true", help="name each level's slowest key")
    parser.add_argument("--cpu", action="store_true", help="time keys in CPU time (a busy machine), not wall time")
    parser.add_argument("--no-first-frame", action="store_true", help="skip the first-frame processes")
    parser.add_argument("--no-freeze", action="store_true",
                        help="leave the heap unfrozen, the collector's thresholds as they are (see settle_heap)")
    arguments = parser.parse_args()
    global CLOCK, SETTLE_HEAP
    SETTLE_HEAP = not arguments.no_freeze
    if arguments.cpu:
        CLOCK = time.thread_time
    folder = Path(tempfile.mkdtemp(prefix="arcade-screen-speed-"))
    header = f"{'level':30} {'open':>7} {'p50':>6} {'p95':>6} {'max':>7} {'dlg p95':>7} {'solver':>8}"
    print(f"key → drawn frame, ms (open: the level's screen built and first drawn; solver keys apart)\n\n"
          f"at {SMALL[0]}×{SMALL[1]}, {arguments.keys} keys a level\n{header}")
    worst_small = (0.0, "")
    with profiled(arguments.profile):
        for index, (game, level) in enumerate(chosen(arguments.only)):
            opened = first_key_ms(game, level, SMALL, folder)
            app, loop = open_session(game, level, SMALL, folder)
            timings = drive(app, loop, arguments.keys, seed=index)
            del app, loop
            close_session()
            name = f"{game.id}:{level.name}"
            print(line(name, timings, opened))
            if arguments.slowest:
                print(f"{'':30} slowest keys: {timings.slowest_words()}; {timings.collections_words()}")
            p95 = percentile(timings.drawn, 0.95)
            if p95 > worst_small[0]:
                worst_small = (p95, name)
        acorn = next(game for game in GAMES if game.id == "acorn")
        big: dict[str, Timings] = {}
        if arguments.only in (None, "acorn", "acorn:wildfire", "acorn:thicket"):
            print(f"\nat {BIG[0]}×{BIG[1]}, {arguments.long} keys a board\n{header}")
            for name in ("thicket", "wildfire"):
                level = next(level for level in bundled_levels(acorn) if level.name == name)
                opened = first_key_ms(acorn, level, BIG, folder)
                app, loop = open_session(acorn, level, BIG, folder)
                big[name] = timings = drive(app, loop, arguments.long, seed=1)
                del app, loop
                close_session()
                print(line(f"acorn:{name}", timings, opened))
                print(f"{'':30} slowest keys: {timings.slowest_words()}")
                slowest_drawn = sorted(timings.drawn_keys, reverse=True)[:3]
                print(f"{'':30} slowest drawing keys: "
                      f"{'; '.join(f'{ms:.1f} ms {what}' for ms, what in slowest_drawn)}")
                print(f"{'':30} {timings.collections_words()}")
    print(f"\nbaselines: bare urwid redraw of a full screen of text {bare_redraw_ms(SMALL):.2f} ms at "
          f"{SMALL[0]}×{SMALL[1]}, {bare_redraw_ms(BIG):.2f} ms at {BIG[0]}×{BIG[1]}")
    print("\ntargets (ratio = figure / target; ≤ 1.00 meets it)")
    if worst_small[1]:
        print(f"  p95 at 100×32, worst level ({worst_small[1]}): {worst_small[0]:6.2f} ms / {TARGET_SMALL_P95:g} = "
              f"{worst_small[0] / TARGET_SMALL_P95:.2f}")
    for name, timings in big.items():
        p95 = percentile(timings.drawn, 0.95)
        print(f"  p95 at 200×60, acorn {name}: {p95:6.2f} ms / {TARGET_BIG_P95:g} = {p95 / TARGET_BIG_P95:.2f}")
    for name, timings in big.items():
        drawn_max = max(timings.drawn)
        solver_max = max(timings.solver, default=0.0)
        print(f"  slowest key at 200×60, acorn {name}: {drawn_max:6.1f} ms / {TARGET_SLOWEST:g} = "
              f"{drawn_max / TARGET_SLOWEST:.2f} (solver keys apart: slowest {solver_max:.1f} ms)")
    if not arguments.no_first_frame:
        (first, first_cpu), (bare, bare_cpu) = first_frame_ratio(folder)
        print(f"  first frame (menu, whole process) vs python -c 'import urwid' (best of {FIRST_FRAME_RUNS}): "
              f"{first:.1f} ms / {bare:.1f} ms = {first / bare:.2f} (target ≤ {TARGET_FIRST_FRAME}); "
              f"CPU {first_cpu:.1f} ms / {bare_cpu:.1f} ms = {first_cpu / bare_cpu:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
