"""Screen captures for the README: the real `arcade` in a pty, read through pyte with its colours, one SVG a screen.

`make screens` (or `python tools/screenshots.py [FOLDER]`) writes docs/screens/<name>.svg: the menu and one game
screen of each game at the standard 80×24. Each scene starts the command on a fresh data directory
with ARCADE_SEED fixed, waits for its screen, types a few keys and waits for their effect, so the pictures come
out the same every time and show what a player sees. tests/test_screens_tool.py runs this and reads the SVGs back.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.pty_screen import TerminalSession  # noqa: E402  (the tests' pty harness, from the checkout)

COLS, ROWS = 80, 24
SEED = "7"
SETTLE_SECONDS = 0.3
"""After the awaited text shows, the program may still be drawing the rest of that frame."""

# The SVG's geometry: a monospace cell of CELL_WIDTH × LINE_HEIGHT pixels; 80 columns make 720 px plus padding,
# within a README's width on GitHub.
FONT_SIZE = 15
CELL_WIDTH = 9
LINE_HEIGHT = 18
PADDING = 12
FONT_FAMILY = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"

BACKGROUND = "#1e1e2e"
FOREGROUND = "#d0d0d0"
# pyte's names for the 16 basic colours (it calls yellow "brown"); 256-colour and true-colour arrive as hex.
NAMED_COLOURS = {
    "black": "#282a36", "red": "#d9534f", "green": "#5cb85c", "brown": "#c8a000", "blue": "#4f7fd9",
    "magenta": "#b05fc4", "cyan": "#3fb5c0", "white": "#c8c8c8",
    "brightblack": "#6c6c6c", "brightred": "#ff6e6e", "brightgreen": "#80e080", "brightbrown": "#ffe066",
    "brightyellow": "#ffe066", "brightblue": "#7aa7ff", "brightmagenta": "#e08cff", "brightcyan": "#7ae0e8",
    "brightwhite": "#ffffff",
}


@dataclass(frozen=True)
class Scene:
    """One picture: the command's arguments, the text that says its screen is up, the keys to type then and the
    text that says they took effect."""

    name: str
    caption: str
    args: tuple[str, ...]
    ready: str
    keys: tuple[str, ...] = ()
    done: str = ""


SCENES = (
    Scene("menu", "The menu", (), "a terminal game collection"),
    Scene("sokoban", "Fancy Sokoban: Worth the Detour", ("sokoban", "yard3"), "Moves left", ("d", "d"),
          "Moves made: 2"),
    Scene("pokemon", "Pokémon: Gotta Find Them All! on Easy", ("pokemon", "easy"), "Flags left", ("enter",), "[·]"),
    Scene("dayz", "End of DayZ: Crossbow Start", ("dayz", "outbreak2"), "Inventory", ("d",), "Steps: 1"),
    Scene("spire", "Slay the Spire: Louse Nest", ("spire", "easy"), "Choose your character", ("1",),
          "intent: attack"),
    Scene("acorn", "Acorn Runner: Twin gates with the way out shown", ("acorn", "board_hard"), "Twin gates", ("p", "y"),
          "Path has"),
)


def capture(scene: Scene, data_dir: Path) -> TerminalSession:
    """Run the scene's command in a fresh pty and return the session once its screen is showing (still running)."""
    session = TerminalSession(list(scene.args), cols=COLS, rows=ROWS, data_dir=data_dir, env={"ARCADE_SEED": SEED})
    try:
        session.wait_for(scene.ready)
        if scene.keys:
            session.press(*scene.keys)
            session.wait_for(scene.done)
        settled = time.monotonic() + SETTLE_SECONDS
        session.wait_until(lambda: time.monotonic() >= settled, "the frame to settle")
    except BaseException:
        session.close()
        raise
    return session


def _colour(name: str, default: str) -> str:
    if name == "default":
        return default
    if name in NAMED_COLOURS:
        return NAMED_COLOURS[name]
    if len(name) == 6 and all(c in "0123456789abcdefABCDEF" for c in name):
        return f"#{name.lower()}"
    return default


def _cell_style(char: object) -> tuple[str, str, bool]:
    """(foreground, background, bold) of one pyte cell, reverse video applied."""
    fg = _colour(char.fg, FOREGROUND)  # type: ignore[attr-defined]
    bg = _colour(char.bg, BACKGROUND)  # type: ignore[attr-defined]
    if char.reverse:  # type: ignore[attr-defined]
        fg, bg = bg, fg
    return fg, bg, bool(char.bold)  # type: ignore[attr-defined]


def screen_svg(screen: object, caption: str) -> str:
    """The pyte screen as an SVG: one rect per run of background colour, one <text> per run of same-styled text,
    each stretched to its exact cell width so columns line up in any monospace font."""
    columns, rows = screen.columns, screen.lines  # type: ignore[attr-defined]
    width = columns * CELL_WIDTH + 2 * PADDING
    height = rows * LINE_HEIGHT + 2 * PADDING
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{escape(caption)}">',
        f"<title>{escape(caption)}</title>",
        f'<rect width="100%" height="100%" rx="8" fill="{BACKGROUND}"/>',
        f'<g font-family="{FONT_FAMILY}" font-size="{FONT_SIZE}" xml:space="preserve">',
    ]
    for row in range(rows):
        line = screen.buffer[row]  # type: ignore[attr-defined]
        styles = [_cell_style(line[col]) for col in range(columns)]
        chars = [line[col].data or " " for col in range(columns)]
        top = PADDING + row * LINE_HEIGHT
        baseline = top + LINE_HEIGHT * 0.75
        col = 0
        while col < columns:
            end = col + 1
            while end < columns and styles[end] == styles[col]:
                end += 1
            fg, bg, bold = styles[col]
            x = PADDING + col * CELL_WIDTH
            run_width = (end - col) * CELL_WIDTH
            if bg != BACKGROUND:
                parts.append(f'<rect x="{x:g}" y="{top:g}" width="{run_width:g}" height="{LINE_HEIGHT}" fill="{bg}"/>')
            text = "".join(chars[col:end])
            if text.strip():
                weight = ' font-weight="bold"' if bold else ""
                parts.append(
                    f'<text x="{x:g}" y="{baseline:g}" fill="{fg}"{weight} textLength="{run_width:g}" '
                    f'lengthAdjust="spacingAndGlyphs">{escape(text)}</text>'
                )
            col = end
    parts += ["</g>", "</svg>", ""]
    return "\n".join(parts)


def write_screens(folder: Path, scenes: Sequence[Scene] = SCENES) -> list[Path]:
    """Capture every scene into folder/<name>.svg; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="arcade-screens-") as temporary:
        for scene in scenes:
            data_dir = Path(temporary) / scene.name
            session = capture(scene, data_dir)
            try:
                svg = screen_svg(session.screen, scene.caption)
            finally:
                session.close()
            path = folder / f"{scene.name}.svg"
            path.write_text(svg, encoding="utf-8")
            written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "docs" / "screens",
                        help="where the SVGs go (default: docs/screens)")
    arguments = parser.parse_args(argv)
    for path in write_screens(arguments.folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
