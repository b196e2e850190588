"""Write the generated Acorn Runner boards bundled in levels/acorn/ (thicket, wildfire), or check them.

The boards come from arcade.games.acorn.generator.BUNDLED (size, seed and contents of each), so running this
again rewrites the same bytes. `--check` only compares and exits 1 on a difference.

Run: .venv/bin/python tools/make_acorn_boards.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from arcade.games.acorn.generator import BUNDLED, board_text

LEVELS = Path(__file__).resolve().parent.parent / "levels" / "acorn"


def main() -> int:
    """Write (or with --check, compare) every generated bundled board."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files instead of writing them")
    arguments = parser.parse_args()
    status = 0
    for name, spec in BUNDLED.items():
        path = LEVELS / f"{name}.txt"
        text = board_text(spec)
        if arguments.check:
            same = path.is_file() and path.read_text(encoding="utf-8") == text
            print(f"{path.name}: {'up to date' if same else 'DIFFERS'}")
            status |= not same
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path} ({spec.rows}x{spec.cols}, seed {spec.seed})")
    return status


if __name__ == "__main__":
    sys.exit(main())
