"""Run every benchmark script in this folder and print its figures (`make bench`). Nothing is asserted."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPEATS = 5


def best_of(command: list[str], stdin: str = "") -> float:
    """The fastest of a few runs of a command, in milliseconds."""
    timings = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        subprocess.run(command, input=stdin, capture_output=True, text=True, check=False)
        timings.append((time.perf_counter() - start) * 1000)
    return min(timings)


def startup_figures() -> None:
    """How fast the arcade starts: the CLI, plain mode, and importing the full-screen shell."""
    python = sys.executable
    print(f"start-up (best of {REPEATS} runs)")
    print(f"  arcade --version                    {best_of([python, '-m', 'arcade', '--version']):7.1f} ms")
    plain = best_of([python, "-m", "arcade", "--plain", "sokoban", "maze1"], stdin="q\n")
    print(f"  arcade --plain sokoban maze1 (q)    {plain:7.1f} ms")
    shell = best_of([python, "-c", "import arcade.ui.app, arcade.games.sokoban.screen"])
    print(f"  import the shell and Sokoban screen {shell:7.1f} ms")


def main() -> int:
    """Start-up figures, then each other script here in name order."""
    startup_figures()
    for script in sorted(HERE.glob("*.py")):
        if script.name == Path(__file__).name:
            continue
        print(f"\n{script.stem}")
        sys.stdout.flush()
        subprocess.run([sys.executable, str(script)], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
