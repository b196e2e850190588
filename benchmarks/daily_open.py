"""How fast a daily opens: the day's challenges worked out from the date, and each one's screen built and drawn at
80×24 in the real shell (the issue asks that a daily opens within a second); then, over many consecutive days from
today (`--days N`, 30 by default), each game's screen built for that day's challenge (its level generated): mean,
median, 90th percentile, slowest, and how many days took over a second. Run:
`.venv/bin/python benchmarks/daily_open.py --days 365`."""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

from urwid.testing import ScriptedScreen

from arcade.daily import challenge, challenges, daily_games, today
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App

RUNS = 5


def best_ms(run: object) -> float:
    """The best of RUNS timings of a call, in milliseconds."""
    timings = []
    for _ in range(RUNS):
        start = time.perf_counter()
        run()  # type: ignore[operator]
        timings.append((time.perf_counter() - start) * 1000)
    return min(timings)


def over_days(app: App, days: int) -> None:
    """Each game's daily screen built (its level made) for each of `days` days from today."""
    first = date.fromisoformat(today())
    print(f"  opening each game's daily on {days} consecutive days from {first} (screen built, not drawn):")
    for game in daily_games():
        seconds = []
        for offset in range(days):
            level = challenge(game, (first + timedelta(days=offset)).isoformat()).level
            start = time.perf_counter()
            app.make_screen(game, level)
            seconds.append(time.perf_counter() - start)
        seconds.sort()
        print(f"  {game.id:<8} mean {statistics.mean(seconds):6.3f} s, median {statistics.median(seconds):6.3f} s, "
              f"90% {seconds[int(len(seconds) * 0.9)]:6.3f} s, slowest {seconds[-1]:6.3f} s, "
              f"over 1 s on {sum(one > 1 for one in seconds)} of {days} days", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30, help="consecutive days to open each daily on (default 30)")
    days = parser.parse_args().days
    day = today()
    print(f"  the day's challenges from the date     {best_ms(lambda: challenges(day)):7.1f} ms")
    with tempfile.TemporaryDirectory() as folder:
        app = App(store=Store(Path(folder) / DATABASE_FILE))
        loop = app.build_loop(ScriptedScreen(size=(80, 24)))

        def page() -> None:
            app.show_daily(day)
            loop.draw_screen()
        print(f"  the Daily page drawn                   {best_ms(page):7.1f} ms")
        for one in challenges(day):
            def open_one(one=one) -> None:
                app.start_level(one.game, one.level)
                loop.draw_screen()
                app.show_daily(day)
            print(f"  {one.game.id:<8} daily opened and drawn       {best_ms(open_one):7.1f} ms")
        over_days(app, days)


if __name__ == "__main__":
    main()
