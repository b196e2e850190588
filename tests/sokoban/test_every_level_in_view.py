"""Every bundled Sokoban level shows every goal at 80×24, counted on the screen as drawn (not by a width sum): a
classic level too wide for two columns a cell beside the panel (Microban 154 and 155, 30 cells wide) is drawn one
column a cell with its own legend, and a board still too large for its room says which sides hide cells."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.sokoban.classic.screen import NARROW, WIDE, ClassicSokobanScreen
from arcade.games.sokoban.screen import SokobanScreen
from arcade.levels import Level, bundled_levels, collection_levels, collection_of, find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from tests.shell_session import ShellSession

GAME = find_game("sokoban")
BASELINE = (80, 24)


def bundled() -> list[Level]:
    """Every bundled level with a board of its own: Fancy Sokoban's mazes and every level of the collections."""
    levels: list[Level] = []
    for level in bundled_levels(GAME):
        if level.is_collection:
            levels += collection_of(GAME, level)
        elif level.seed is None and not level.settings.get("generator"):
            levels.append(level)
    return levels


def board_text(session: ShellSession) -> list[str]:
    """The screen's lines left of the side panels (the board never draws a box's border)."""
    return [line.split("│")[0].split("┌")[0].split("└")[0] for line in session.lines()]


def goals_drawn(session: ShellSession) -> int:
    """Goal cells on the screen: empty, under a crate or under the player, in the glyphs the screen draws now."""
    screen = session.app.current
    text = "\n".join(board_text(session))
    if isinstance(screen, ClassicSokobanScreen):
        glyphs = screen.glyphs
        return sum(text.count(cell[1].strip() if glyphs is NARROW else cell[1])
                   for cell in (glyphs.goal, glyphs.crate_on_goal, glyphs.player_on_goal))
    assert isinstance(screen, SokobanScreen)
    on_goal = screen.model.get_player_position() in screen.model.get_goal_positions()
    return text.count(" G ") + text.count("[X]") + on_goal


def goals_of(session: ShellSession) -> int:
    screen = session.app.current
    if isinstance(screen, ClassicSokobanScreen):
        return len(screen.classic.goals)
    return len(screen.model.get_goal_positions())


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    return Store(Path(tmp_path_factory.mktemp("data")) / DATABASE_FILE)


def test_every_bundled_level_shows_every_goal_at_80_by_24(store: Store) -> None:
    levels = bundled()
    assert len(levels) > 150  # the Fancy mazes and all of Microban
    hidden = []
    for level in levels:
        session = ShellSession(GAME, level, store, size=BASELINE)
        if goals_drawn(session) != goals_of(session) or session.app.current.board.scrolls():
            hidden.append(level.name)
    assert hidden == []


@pytest.mark.parametrize("name", ["microban:154", "microban:155"])
def test_a_level_too_wide_for_two_columns_a_cell_is_drawn_one_column_a_cell(store: Store, name: str) -> None:
    level = find_level(GAME, name)
    assert level is not None
    session = ShellSession(GAME, level, store, size=BASELINE)
    text = session.text()  # drawn: the screen is told its room
    screen = session.app.current
    assert isinstance(screen, ClassicSokobanScreen) and screen.glyphs is NARROW
    assert screen.classic.width * WIDE.width > BASELINE[0] - 27  # two columns a cell would not fit beside the panel
    assert "$ crate . goal" in text and "* crate on a goal" in text  # the legend draws what the board draws
    wide = ShellSession(GAME, level, store, size=(100, 32))
    assert "[] crate () goal" in wide.text() and wide.app.current.glyphs is WIDE  # room for two columns a cell


def test_a_board_larger_than_its_room_scrolls_with_the_player_and_says_which_sides_hide_cells(
        store: Store, tmp_path: Path) -> None:
    """A level of 70 cells is cut at 80 columns even one column a cell: the board follows the player, the panel
    names the sides beyond which cells are hidden, and walking to the far end moves the window and the words."""
    corridor = "#" * 70 + "\n#@$" + " " * 65 + ".#\n" + "#" * 70 + "\n"
    path = tmp_path / "long.xsb"
    path.write_text("; Long hall\n" + corridor, encoding="utf-8")
    level = collection_levels(GAME, path, "long")[0]
    session = ShellSession(GAME, level, store, size=BASELINE)
    text = session.text()
    screen = session.app.current
    assert isinstance(screen, ClassicSokobanScreen) and screen.glyphs is NARROW and screen.board.scrolls()
    assert screen.board.hidden_sides() == "→" and "More: →" in text
    session.press(*["right"] * 40)
    assert screen.board.hidden_sides() == "← →" and "More: ← →" in session.text()
    session.press(*["right"] * 25)  # the crate one cell from its goal, the hall's far end in view
    assert screen.board.hidden_sides() == "←" and "More: ←" in session.text()
    session.press("right")
    assert screen.model.is_solved()
