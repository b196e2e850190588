"""tools/screenshots.py: it runs the real arcade and its SVGs show each screen's text, so the README's pictures
cannot silently go stale; the committed pictures are the ones the tool makes now."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from arcade.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "screenshots.py"
COMMITTED = ROOT / "docs" / "screens"
SVG = "{http://www.w3.org/2000/svg}"
NAMES = ("menu", "sokoban", "pokemon", "dayz", "spire", "acorn")

# What each picture must show, row text as a player reads it (the tool's own wait-texts are not reused here).
EXPECTED = {
    "menu": ["a terminal game collection", *(game.title for game in GAMES), "Records", "? help  q/Esc quit"],
    "sokoban": ["Fancy Sokoban", "Level: Worth the Detour", "Moves made: 2", "[1]", "▒▒▒ G", "t tip"],
    "pokemon": ["Pokémon", "Board: 8×8 (Easy)", "1  2  3  4  5  6  7  8", "Flags left: 10", "Enter/Space reveal"],
    "dayz": ["Crossbow Start", "Steps: 1", "Inventory", "Zombies: 5 Z, 1 T", "H ▒", "░░░ danger", "P  at risk",
             "f fire"],
    "spire": ["Slay the Spire", "Louse Nest", "Louse 1", "IronClad", "intent: attack", "e end turn"],
    "acorn": ["Twin gates", "Way out: 25 moves", "Path has 25 moves", "Legend", "p way out"],
}


def svg_rows(path: Path) -> list[str]:
    """The text an SVG draws, put back on its rows and columns by each <text>'s x and y."""
    root = ET.parse(path).getroot()
    texts = root.findall(f".//{SVG}text")
    assert texts, f"{path.name} draws no text"
    cells: dict[float, dict[int, str]] = {}
    column_width = min(float(text.get("textLength", "0")) / len(text.text or " ") for text in texts)
    left = min(float(text.get("x", "0")) for text in texts)
    for text in texts:
        column = round((float(text.get("x", "0")) - left) / column_width)
        row = cells.setdefault(float(text.get("y", "0")), {})
        for offset, char in enumerate(text.text or ""):
            row[column + offset] = char
    return ["".join(row.get(col, " ") for col in range(max(row) + 1)) for _, row in sorted(cells.items())]


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tool run once, as `make screens` runs it, into a temporary folder."""
    folder = tmp_path_factory.mktemp("screens")
    result = subprocess.run([sys.executable, str(TOOL), str(folder)], capture_output=True, text=True, timeout=60,
                            check=False)
    assert result.returncode == 0, result.stderr
    return folder


def test_the_tool_writes_the_menu_and_one_screen_per_game(made: Path) -> None:
    assert sorted(path.stem for path in made.glob("*.svg")) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_each_picture_shows_its_screens_text(made: Path, name: str) -> None:
    screen = "\n".join(svg_rows(made / f"{name}.svg"))
    missing = [text for text in EXPECTED[name] if text not in screen]
    assert not missing, f"{name}.svg lacks {missing}; it shows:\n{screen}"


@pytest.mark.parametrize("name", NAMES)
def test_pictures_are_coloured_and_fit_a_readme(made: Path, name: str) -> None:
    svg = (made / f"{name}.svg").read_text(encoding="utf-8")
    colours = set(re.findall(r'fill="(#[0-9a-f]{6})"', svg))
    assert len(colours) >= 3, f"{name}.svg has too few colours: {colours}"
    root = ET.fromstring(svg)
    assert float(root.get("width", "0")) <= 800


@pytest.mark.parametrize("name", NAMES)
def test_the_committed_picture_shows_the_same_screen(made: Path, name: str) -> None:
    """docs/screens holds what the tool makes today (run `make screens` after changing a screen); only clock
    readings may differ: the acorn's solver time and the Pokémon timer."""
    def normalised(path: Path) -> list[str]:
        rows = svg_rows(path)
        return [re.sub(r"Time: \d+ s", "Time: … s", re.sub(r"found in \d+\.\d+ s", "found in … s", row))
                for row in rows]

    assert normalised(COMMITTED / f"{name}.svg") == normalised(made / f"{name}.svg"), (
        f"docs/screens/{name}.svg is stale: run `make screens`")
