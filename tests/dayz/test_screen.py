"""The End of DayZ screen: in-process through the real shell's MainLoop, and the real `arcade dayz` in a pty.

The maps are written for each test so that what happens is certain: tracking zombies step deterministically
and random zombies are kept out of the way (or the seed is fixed through $ARCADE_SEED).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import urwid

from arcade.games.dayz.danger import danger_squares
from arcade.games.dayz.map_view import DANGER_CELL, INTENTS_SWITCH, PANEL_WIDTH, PLAYER_CELL, legend_lines
from arcade.games.dayz.model import (
    NO_WEAPON_MESSAGE,
    Position,
    move_is_risky,
    waiting_is_risky,
)
from arcade.games.dayz.screen import (
    AIM_MESSAGE,
    DANGER_PREFERENCE,
    NOTHING_TO_UNDO,
    SHOT_SECONDS,
    DayzScreen,
)
from arcade.levels import Level, bundled_levels, find_level
from arcade.randomness import SEED_VARIABLE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import LOST_TITLE, NEW_BEST, WON_TITLE
from arcade.ui.widgets import StatusBar
from tests.pty_screen import TerminalSession
from tests.shell_session import SIZE, FakeLoop, ShellSession, has_bottom_edge, shell_text, whole_help

GAME = find_game("dayz")


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random zombies, where a map has any, walk the same way every run."""
    monkeypatch.setenv(SEED_VARIABLE, "5")


class Session(ShellSession):
    """The real shell showing one DayZ map, written from these rows, driven through its MainLoop by hand."""

    def __init__(self, tmp_path: Path, rows: list[str], size: tuple[int, int] = SIZE) -> None:
        level = tmp_path / "map.txt"
        level.write_text("\n".join(rows), encoding="utf-8")
        super().__init__(GAME, level, Store(tmp_path / DATABASE_FILE), size)

    @property
    def screen(self) -> DayzScreen:
        assert isinstance(self.app.current, DayzScreen)
        return self.app.current

    def map_rows(self) -> list[str]:
        """The map as drawn: one character per square (the middle of each 3-column cell), border removed."""
        lines = self.lines()
        size = self.screen.size
        top = next(y for y, line in enumerate(lines) if "▒" * (size * 3 + 2) in line)
        left = lines[top].index("▒")
        return ["".join(lines[top + 1 + y][left + 2 + 3 * x] for x in range(size)) for y in range(size)]

    def cell(self, x: int, y: int) -> str:
        """The three characters drawn for one square."""
        lines = self.lines()
        size = self.screen.size
        top = next(row for row, line in enumerate(lines) if "▒" * (size * 3 + 2) in line)
        left = lines[top].index("▒") + 1 + 3 * x
        return lines[top + 1 + y][left:left + 3]

    def player(self) -> Position:
        position = self.screen.model.get_grid().find_player()
        assert position is not None
        return position


def test_a_move_moves_the_player_and_counts_a_step(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P   ", "    ", "    ", "   H"])
    assert session.map_rows()[0] == "P   "
    session.press("right")
    assert session.player() == Position(1, 0)
    assert session.map_rows()[0] == " P  "
    assert "Steps: 1" in session.text()
    session.press("j", "s")  # hjkl and WASD move too
    assert session.player() == Position(1, 2)
    assert [row[1] for row in session.map_rows()] == [" ", " ", "P", " "]
    assert "Steps: 3" in session.text()


def test_a_move_into_the_edge_is_a_step_in_place(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P  ", "   ", "  H"])
    session.press("up")
    assert session.player() == Position(0, 0)
    assert "Steps: 1" in session.text() and "you stay put" in session.text()


def test_a_pickup_shows_in_the_inventory_with_its_lifetime(tmp_path: Path) -> None:
    session = Session(tmp_path, ["PG C", "    ", "    ", "   H"])
    assert "empty" in session.text()
    session.press("right")
    text = session.text()
    assert "Garlic!" in text
    assert " G  garlic   9 steps" in text  # held for ten steps, one already gone
    session.press("right", "right")
    text = session.text()
    assert " G  garlic   7 steps" in text and " C  crossbow 4 steps" in text
    assert session.map_rows()[0] == "   P"


def test_items_wear_out_and_leave_the_panel(tmp_path: Path) -> None:
    session = Session(tmp_path, ["PC  ", "    ", "    ", "   H"])
    session.press("right")
    session.press(*["."] * 3)
    assert "crossbow 1 step" in session.text()
    session.press(".")
    assert "crossbow is used up" in session.text()
    assert "empty" in session.text()


def test_fire_without_a_crossbow_costs_no_step(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P C", "   ", "T H"])  # a crossbow to pick up, not yet held
    session.press("f")
    assert NO_WEAPON_MESSAGE in session.text()
    assert session.screen.model.get_steps() == 0


def test_firing_draws_the_line_and_removes_the_zombie(tmp_path: Path) -> None:
    session = Session(tmp_path, ["PC   ", "     ", "     ", "     ", " T  H"])
    session.press("right")  # the crossbow; the tracking zombie steps up towards the player
    assert session.screen.model.get_grid().serialize()[(1, 3)] == "T"
    session.press("f")
    assert AIM_MESSAGE in session.text()
    assert [row[1] for row in session.map_rows()] == ["P", "·", "·", "T", " "]  # the line of fire, dotted
    session.press("down")
    assert "T" not in session.screen.model.get_grid().serialize().values()
    assert "Hit! The zombie below you is gone." in session.text()
    assert [row[1] for row in session.map_rows()] == ["P", "│", "│", "X", " "]  # the bolt and the hit
    assert session.screen.model.get_steps() == 2
    session.press("right")
    assert "X" not in "".join(session.map_rows())


BOLT_MAP = ["P    ", "C    ", "  T  ", "     ", "T   H"]
"""Down picks up the crossbow at (0, 1); the trackers step to (1, 2) and (0, 3). A shot down then hits the one
at (0, 3), and in the same step the other steps from (1, 2) onto (0, 2), a square the bolt crossed."""


def test_the_bolt_is_drawn_as_it_flew_then_the_zombies_step_shows(tmp_path: Path) -> None:
    session = Session(tmp_path, BOLT_MAP)
    loop = FakeLoop()
    session.app.loop = loop  # the screen's alarm goes here; keys still go through the real MainLoop
    session.press("down", "f", "down")
    assert session.screen.model.get_grid().serialize()[(0, 2)] == "T"  # it stepped into the bolt's path
    rows = session.map_rows()
    assert [row[0] for row in rows] == [" ", "P", "│", "X", " "]  # the bolt as it flew, unbroken
    assert rows[2][1] == "T"  # the other tracker where it stood when the bolt flew, beside the line
    assert loop.alarms and loop.alarms[-1][0] == SHOT_SECONDS
    loop.fire()  # a moment later: the zombies' step
    rows = session.map_rows()
    assert [row[0] for row in rows] == [" ", "P", "T", " ", " "] and rows[2][1] == " "


def test_a_key_shows_the_zombies_step_at_once_and_drops_the_alarm(tmp_path: Path) -> None:
    session = Session(tmp_path, BOLT_MAP)
    loop = FakeLoop()
    session.app.loop = loop
    session.press("down", "f", "down", "i")
    assert loop.removed == [len(loop.alarms) - 1]
    assert [row[0] for row in session.map_rows()] == [" ", "P", "T", " ", " "]


def test_aiming_has_keys_of_its_own_and_help_keeps_the_crossbow_raised(tmp_path: Path) -> None:
    session = Session(tmp_path, ["PC   ", "     ", "     ", "     ", " T  H"])
    session.press("right", "f")
    text = session.text()
    assert "shoot" in text and "Esc cancel" in text and "u undo" not in text
    session.press("?")
    text = session.text()
    assert "Shoot down: the first zombie that way is gone" in text and "Undo the last step" not in text
    session.press("esc")  # closes the help
    assert session.screen.aiming
    session.press("esc")  # lowers the crossbow, no step
    assert not session.screen.aiming and "Not fired." in session.text() and session.screen.model.get_steps() == 1
    assert "u undo" in session.text()


def test_a_key_other_than_a_direction_cancels_the_aim(tmp_path: Path) -> None:
    session = Session(tmp_path, ["PC   ", "     ", "     ", "     ", " T  H"])
    session.press("right", "f", "x")
    assert "Not fired." in session.text()
    assert session.screen.model.get_steps() == 1
    assert "T" in session.screen.model.get_grid().serialize().values()


def test_the_intent_toggle_shows_where_a_tracking_zombie_steps(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P   H", "     ", "     ", "     ", "    T"])
    assert "←" not in "".join(session.map_rows())
    session.press("i")
    rows = session.map_rows()
    assert rows[4][3] == "←" and "Intents (i): on" in session.text()  # a tie of distances: left before up
    session.press(".")
    assert session.screen.model.get_grid().serialize()[(3, 4)] == "T"  # it went where the arrow said
    assert session.map_rows()[4][2] == "←"
    session.press("i")
    assert "←" not in "".join(session.map_rows())


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
def test_the_danger_overlay_is_on_at_first_z_toggles_it_and_the_choice_is_remembered(
        tmp_path: Path, size: tuple[int, int]) -> None:
    rows = ["P    ", "     ", "  Z  ", "     ", "    H"]
    session = Session(tmp_path, rows, size)
    reach = {(2, 1), (1, 2), (3, 2), (2, 3)}  # a wandering zombie may step to any free square next to it
    shaded = {(x, y) for y, row in enumerate(session.map_rows()) for x, char in enumerate(row) if char == "░"}
    assert shaded == reach and session.cell(2, 1) == "░░░"
    text = session.text()
    assert "░░░ danger" in text and "z danger" in text
    session.press("z")
    assert "░" not in "".join(session.map_rows()) and "Danger hidden." in session.text()
    assert session.store.preference(DANGER_PREFERENCE) is False
    session.press("right")  # a step with the overlay off, then on again: it shows the zombie's new reach
    session.press("z")
    zombie = next(Position(*square) for square, token in session.screen.model.get_grid().serialize().items()
                  if token == "Z")
    shaded = {Position(x, y) for y, row in enumerate(session.map_rows()) for x, char in enumerate(row) if char == "░"}
    assert shaded and all(square.distance(zombie) == 1 for square in shaded)
    assert "Danger shown" in session.text() and session.store.preference(DANGER_PREFERENCE) is True
    session.press("z", "q")
    again = Session(tmp_path, rows, size)  # a new game starts with the overlay as it was left: off
    assert "░" not in "".join(again.map_rows()) and "░░░" not in again.text()  # nor in the legend


def legend_text(session: Session) -> str:
    """The legend panel's lines as drawn, one string."""
    return "\n".join(urwid.Text(line).text for line in session.screen.legend_rows)


def test_the_legend_explains_the_shading_and_the_red_p_only_while_they_can_show(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P   ", "   T", "  Z ", "   H"], (80, 24))
    red_p = [line for line in session.screen.legend_rows if DANGER_CELL in line]
    assert len(red_p) == 1 and "at risk" in urwid.Text(red_p[0]).text  # the red P, drawn red, explained
    assert "░░░ danger" in legend_text(session) and "↓  T next" not in legend_text(session)
    assert "░░░ danger" in session.text() and "at risk" in session.text()  # and the panel shows them
    session.press("z")  # the overlay off: no shading and no red P can show
    assert "░░░" not in legend_text(session) and "at risk" not in legend_text(session)
    assert "░░░" not in session.text() and "at risk" not in session.text()
    session.press("i")  # the intents on: a tracker's arrow, and the red P where it steps at you
    assert "T next" in legend_text(session) and "at risk" in legend_text(session) and "T next" in session.text()
    session.press("i")
    assert "T next" not in legend_text(session) and "at risk" not in legend_text(session)
    no_tracker = legend_lines({"P", "Z", "H"}, {INTENTS_SWITCH})  # the intents alone never make you red
    assert "at risk" not in "".join(urwid.Text(line).text for line in no_tracker)


def test_the_help_of_the_fullest_map_fits_80_by_24_with_its_border(tmp_path: Path) -> None:
    level = find_level(GAME, "outbreak5")  # zombies, trackers, garlic and crossbows: every key and rule
    assert level is not None and level.path is not None
    session = ShellSession(GAME, level.path, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    lines, text = whole_help(session)
    assert has_bottom_edge(lines) and " ".join(DayzScreen.rules.split()) in text and "? or Esc closes" in text
    for binding in session.app.current.keymap.bindings:
        assert " ".join(binding.help.split()) in text, binding.help


def test_the_help_says_walking_onto_a_zombie_removes_it_and_what_the_red_p_means(tmp_path: Path) -> None:
    session = Session(tmp_path, ["PZ ", "   ", "  H"])
    session.press("?")
    text = " ".join(" ".join(line.strip(" │") for line in session.lines()).split())
    assert "Walking onto a zombie removes it" in text and "you show in red where a zombie could strike you" in text
    session.press("esc", "right", "y")  # the guard asks (another zombie could be near); walk onto it
    assert session.screen.model.get_grid().serialize().get((1, 0)) == "P" and "Z" not in "".join(session.map_rows())
    assert not session.screen.model.has_lost() and "You trampled a zombie." in session.text()


def test_the_guard_still_asks_before_a_move_into_the_danger_and_you_turn_red_in_it(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P Z", "   ", "  H"])
    assert session.cell(1, 0) == "░░░"
    session.press("right")
    assert "Risky move" in session.text() and session.screen.model.get_steps() == 0
    session.press("y")
    assert session.screen.model.get_steps() == 1  # asked, then taken
    session = Session(tmp_path, ["PZ ", "   ", "  H"])
    assert session.screen.board_rows()[1][1] == DANGER_CELL  # the zombie next to you could strike you
    session.press("z")
    assert session.screen.board_rows()[1][1] == PLAYER_CELL


def test_reaching_the_hospital_shows_the_win_dialog_and_records_the_steps(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P  ", "   ", "  H"])
    session.press("right", "right", "down", "down")
    text = session.text()
    assert WON_TITLE in text and "You reached the hospital in 4 steps." in text and NEW_BEST in text
    assert "u undo" in text  # the dialog's keys are on the status bar: a win can be taken back too
    assert session.store.best("dayz", "map") == {"steps": 4, "undos": 0}
    session.press("u")  # the win taken back: no longer kept, the play goes on a step before the hospital
    assert session.store.best("dayz", "map") is None and session.screen.model.get_steps() == 3
    session.press("down")
    assert session.store.best("dayz", "map") == {"steps": 4, "undos": 1}
    session.press("r")
    assert session.player() == Position(0, 0) and session.screen.model.get_steps() == 0


def test_the_guard_asks_before_a_risky_wait_and_infection_shows_the_loss(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P  T", "    ", "    ", "   H"])
    session.press(".")  # the tracker steps to (2, 0)
    model = session.screen.model
    assert waiting_is_risky(model) is False and move_is_risky(model, "D") is True
    session.press("right")
    assert "Risky move" in session.text()
    session.press("n")
    assert model.get_steps() == 1 and session.player() == Position(0, 0)
    session.press("down")  # out of the way: not risky, no question
    assert "Risky" not in session.text() and session.player() == Position(0, 1)
    session.press("up")  # the tracker followed to (1, 0): back to (0, 0) is next to it
    assert "Risky move" in session.text() and model.get_steps() == 2
    session.press("y")  # the tracker, now next to the player, steps onto them
    text = session.text()
    assert LOST_TITLE in text and "A zombie infected you after 3 steps." in text and "u undo" in text
    session.press("u")  # the loss dialog's Undo: back to before the fatal step, the tracker too
    assert LOST_TITLE not in session.text() and "Step 3 undone" in session.text()
    assert model is not session.screen.model and session.screen.model.get_steps() == 2
    assert session.player() == Position(0, 1) and session.screen.model.get_grid().serialize()[(1, 0)] == "T"
    assert not session.screen.finished and session.screen.in_progress()


def test_the_guard_can_be_turned_off(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P T", "   ", "  H"])
    session.press("g")
    assert "Guard (g): off" in session.text()
    session.press(".")  # the tracker steps next to the player
    assert waiting_is_risky(session.screen.model)
    session.press(".")  # and, unasked, onto them
    assert "Wait anyway?" not in session.text() and "Risky" not in session.text()
    assert LOST_TITLE in session.text()


def test_garlic_shows_on_the_player_while_held(tmp_path: Path) -> None:
    session = Session(tmp_path, ["PG  ", "    ", "    ", "   H"])
    assert session.cell(0, 0) == " P "
    session.press("right")
    assert session.cell(1, 0) == "(P)"  # bracketed: it shows without colour too
    assert "(P) immune" in session.text()  # and the legend says so
    session.press(*["."] * 9)  # ten steps in all: the garlic is used up
    assert "garlic is used up" in session.text() and session.cell(1, 0) == " P "


def test_u_takes_steps_back_and_the_zombies_with_them(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P    ", "     ", "  Z  ", "     ", "    H"])
    session.press("u")
    assert NOTHING_TO_UNDO in session.text()
    session.press("g")  # no questions: the wandering zombie may come close
    seen = [session.screen.model.get_grid().serialize()]
    for key in ("right", "right", "."):  # with seed 5 the zombie wanders up beside the player, never onto them
        session.press(key)
        seen.append(session.screen.model.get_grid().serialize())
    assert not session.screen.finished
    assert len({next(square for square, token in grid.items() if token == "Z") for grid in seen}) == 4
    for back in range(3, 0, -1):
        session.press("u")
        assert list(session.screen.model.get_grid().serialize().items()) == list(seen[back - 1].items())
        assert session.screen.model.get_steps() == back - 1 and f"Steps: {back - 1}" in session.text()
        assert f"Step {back} undone" in session.text()
    assert not session.screen.in_progress()
    session.press("u")
    assert NOTHING_TO_UNDO in session.text()


def test_undo_after_a_restart_stops_at_the_restart(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P  ", "   ", "  H"])
    session.press("right", "r", "y", "down", "u")
    assert session.player() == Position(0, 0) and session.screen.model.get_steps() == 0
    session.press("u")
    assert NOTHING_TO_UNDO in session.text()


def test_a_win_after_undos_counts_as_a_win_and_a_best_with_the_undos_shown_and_kept(tmp_path: Path) -> None:
    session = Session(tmp_path, ["P  ", "   ", "  H"])
    session.press("down", "right", "u", "u", "down", "u", "right", "right", "down", "down")
    text = session.text()
    assert WON_TITLE in text and NEW_BEST in text and "in 4 steps (3 steps undone on the way)." in text
    assert session.store.best("dayz", "map") == {"steps": 4, "undos": 3}
    (record,) = session.store.level_records("dayz")
    assert (record.played, record.won) == (1, 1)


FITTED = [*(level for level in bundled_levels(GAME) if level.path is not None), find_level(GAME, "random:hard:4")]
"""Every bundled map and a generated hard one (12×12, the generator's largest)."""


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
@pytest.mark.parametrize("level", FITTED, ids=lambda level: level.name)
def test_every_bundled_map_fits_whole_and_no_panel_line_wraps(level: Level, size: tuple[int, int],
                                                              tmp_path: Path) -> None:
    session = ShellSession(GAME, level, Store(tmp_path / DATABASE_FILE), size=size)
    screen = session.app.current
    assert isinstance(screen, DayzScreen)
    assert screen.min_size[0] <= 80 and screen.min_size[1] <= 24
    session.press("i")  # every panel line at its widest: the intents shown too
    lines = session.lines()
    border = "▒" * (screen.size * 3 + 2)
    tops = [row for row, line in enumerate(lines) if border in line]
    assert len(tops) == 2 and tops[1] - tops[0] == screen.size + 1  # the whole map, both edges
    for panel, body in ((screen.panel, len(screen.status_lines())), (screen.inventory, 1),
                        (screen.legend, len(screen.legend_rows))):
        assert panel.rows((PANEL_WIDTH,)) == body + 2  # one row per line: none wraps
    assert f"─ {level.title} ─" in "\n".join(lines)  # the panel is titled with the level's title
    left = next(line.index("▒") for line in lines if "▒" in line)
    right = size[0] - max(len(line.rstrip()) for line in lines[:-StatusBar.ROWS])
    assert abs(left - right) <= 1  # centred
    assert lines[-1].rstrip().endswith("? help  q/Esc back")


@pytest.mark.parametrize(("rows", "absent", "present"), [
    (["P  ", "   ", "  H"], ["f fire", "i intents", "g guard", "Zombies", "Trackers", "Guard", "Intents",
                            "zombie", "tracker", "immune", "crossbow", "shot"], ["hospital"]),
    (["P Z", "   ", "  H"], ["f fire", "i intents", "Trackers", "Intents", "tracker", "T next"],
     ["g guard", "Zombies (Z): 1", "Guard", "zombie"]),
    (["P T", "  C", "  H"], ["Zombies", "immune", "garlic", "T next"],  # the arrow's entry: with the intents on
     ["f fire", "i intents", "g guard", "Trackers (T): 1", "Intents", "crossbow", "shot", "hit"]),
])
def test_a_map_offers_only_the_keys_and_shows_only_the_glyphs_that_matter_on_it(
        tmp_path: Path, rows: list[str], absent: list[str], present: list[str]) -> None:
    session = Session(tmp_path, rows)
    text = session.text()
    assert "u undo" in text  # r restart, last, may be dropped from the status bar: the help lists it
    assert all(words not in text for words in absent) and all(words in text for words in present)
    session.press("?")
    help_text = session.text()
    assert "Start this map again" in help_text
    assert ("Show or hide the danger" in help_text) == ("g guard" in present)
    assert ("Fire the crossbow" in help_text) == ("f fire" in present)
    assert ("Turn the safety guard" in help_text) == ("g guard" in present)


def test_the_level_list_after_winning_basic_shows_its_best(tmp_path: Path) -> None:
    basic = find_level(GAME, "basic")
    assert basic is not None and basic.path is not None
    session = ShellSession(GAME, basic.path, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    assert "First Steps" in session.text()
    session.press("right", "right", "right", "right", "down", "down", "down")
    text = session.text()
    assert WON_TITLE in text and "You reached the hospital in 7 steps." in text and "n next" in text
    session.press("m")
    text = session.text()
    assert "Choose a level" in text and "best: 7 steps" in text and "First Steps  (basic)" in text
    assert "Two Wanderers" in text  # the next one, in play order


def test_a_bad_map_is_a_dialog_not_a_crash(tmp_path: Path) -> None:
    level = tmp_path / "broken.txt"
    level.write_text("P Q\n   \n  H", encoding="utf-8")
    text = shell_text(GAME, level, tmp_path)
    assert "Cannot open level" in text and "unknown character 'Q'" in text


# -- the real command in a terminal --------------------------------------------------------------------
@pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")
def test_real_terminal_pickup_fire_and_win(tmp_path: Path) -> None:
    level = tmp_path / "range.txt"
    level.write_text("\n".join(["PC   ", "     ", "     ", "     ", " T  H"]), encoding="utf-8")
    session = TerminalSession(["dayz", str(level)], 100, 32, {SEED_VARIABLE: "1"}, data_dir=tmp_path / "data")
    try:
        session.wait_for("Steps: 0")
        session.press("d")
        session.wait_for("crossbow 4 steps")
        session.press("f")
        session.wait_for("Fire which way?")
        session.press("j")
        session.wait_for("Hit! The zombie below you is gone.")
        session.wait_for("Trackers (T): 0")
        session.press("l", "l", "l", "j", "j", "j", "j")
        session.wait_for(WON_TITLE)
        session.wait_for("in 9 steps")
        session.press("m")
        session.wait_for("Choose a level")
        session.quit_from_the_level_list()
    finally:
        session.close()


@pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")
def test_real_terminal_at_80x24_moves_wins_and_q_leaves_the_dialog_for_the_level_list(tmp_path: Path) -> None:
    session = TerminalSession(["dayz", "basic"], 80, 24, {SEED_VARIABLE: "3"}, data_dir=tmp_path / "data")
    try:
        session.wait_for("First Steps")
        session.wait_for("u undo")  # the hints, most important first, fit at 80 columns
        session.press("l")
        session.wait_for("Steps: 1")
        session.press("u")
        session.wait_for("Step 1 undone")
        session.press("l", "l", "l", "l", "j", "j", "j")
        session.wait_for(WON_TITLE)
        session.wait_for("You reached the hospital in 7 steps (1 step undone on the way).")
        session.press("q")  # q in the end dialog: to the level list, the best shown
        session.wait_for("Choose a level")
        session.wait_for("best: 7 steps")
        assert "Two Wanderers" in session.text()
    finally:
        session.close()


@pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")
def test_real_terminal_at_80x24_loss_dialog_offers_undo(tmp_path: Path) -> None:
    level = tmp_path / "trap.txt"
    level.write_text("\n".join(["P T", "   ", "  H"]), encoding="utf-8")
    session = TerminalSession(["dayz", str(level)], 80, 24, {SEED_VARIABLE: "3"}, data_dir=tmp_path / "data")
    try:
        session.wait_for("Steps: 0")
        session.press("g", ".", ".")  # guard off; the tracker steps next to the player, then onto them
        session.wait_for(LOST_TITLE)
        session.wait_for("u undo")
        session.press("u")
        session.wait_gone(LOST_TITLE)
        session.wait_for("Steps: 1")
    finally:
        session.close()


def test_the_danger_an_undo_or_a_restart_finds_kept_is_the_danger_of_that_position(tmp_path: Path) -> None:
    rows = ["P  Z  ", "  Z   ", " T  Z ", "   Z  ", "  Z   ", "Z    H"]
    session = Session(tmp_path, rows)
    screen = session.screen
    shown = [screen.danger_now()]
    for key in ("g", "right", "down", ".", "down"):  # the guard off, so no step asks first
        session.press(key)
        if key != "g":
            shown.append(screen.danger_now())
    assert len(shown) == 5 and not screen.finished
    while screen.replay.can_undo():
        session.press("u")
        shown.pop()
        assert screen.danger_now() == shown[-1] == danger_squares(screen.model)
    assert len(shown) == 1  # back at the start, through every step taken
    session.press("right", "r", "y")  # a restart: the map as it started, on another outbreak
    assert screen.model.get_steps() == 0 and screen.danger_now() == shown[0] == danger_squares(screen.model)


def test_a_key_this_map_leaves_out_says_why_instead_of_nothing(tmp_path: Path) -> None:
    """On a map with no zombies and no crossbow, i, f, g and z are not in the map's keys (help and the bar leave them
    out), and pressing one says why on the status line."""
    session = Session(tmp_path, ["P  ", "   ", "  H"])
    for key, words in (("i", "No tracking zombie (T) on this map"), ("f", "no crossbow"),
                       ("g", "no zombies"), ("z", "no zombies")):
        session.press(key)
        assert words in session.text().splitlines()[-2], key
        assert f"{key} " not in session.text().splitlines()[-1]  # not offered on the status bar
