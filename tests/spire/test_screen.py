"""The Slay the Spire screen: in-process through the real shell's MainLoop, and the real `arcade spire` in a pty.

With ARCADE_SEED=10012023 (the original's seed) the screen deals the original's hands, so the tests know
every hand and every louse's damage in advance; they still read numbers from the model where they can.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import urwid
from urwid.testing import ScriptedScreen

from arcade.games.spire.intents import predict_enemy_turn
from arcade.games.spire.model import Encounter, Player
from arcade.games.spire.screen import SpireScreen
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.registry import find_game
from arcade.scores import ScoreStore
from arcade.ui.app import App
from arcade.ui.dialogs import Dialog
from arcade.ui.palette import PALETTE
from tests.pty_screen import TerminalSession
from tests.shell_session import palette_names_drawn

GAME = find_game("spire")
SEED = "10012023"
SIZE = (100, 32)
EASY_TWO = "Encounter 1\nLouse 6\n\nEncounter 2\nJawWorm 5\n"
DOOM = "Encounter 1\nCultist 500\nLouse 500\nLouse 500\n"


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every in-process screen draws from the original seed."""
    monkeypatch.setenv(SEED_VARIABLE, SEED)


def bundled(name: str) -> Path:
    return next(level.path for level in bundled_levels(GAME) if level.name == name)


class Session:
    """The real shell showing the Spire screen for a game file, driven through its MainLoop by hand."""

    def __init__(self, tmp_path: Path, level: Path, size: tuple[int, int] = SIZE) -> None:
        self.scores = ScoreStore(tmp_path / "scores.json")
        self.app = App(scores=self.scores)
        self.app.start_level(GAME, level)
        self.loop = self.app.build_loop(ScriptedScreen(size=size))

    @property
    def screen(self) -> SpireScreen:
        assert isinstance(self.app.current, SpireScreen)
        return self.app.current

    @property
    def player(self) -> Player:
        assert self.screen.player is not None
        return self.screen.player

    @property
    def encounter(self) -> Encounter:
        assert self.screen.encounter is not None
        return self.screen.encounter

    def press(self, *keys: str) -> None:
        self.loop.process_input(list(keys))

    def text(self) -> str:
        self.loop.draw_screen()
        return "\n".join(self.loop.screen.last_text)

    def canvas(self) -> urwid.Canvas:
        self.loop.draw_screen()
        return self.loop.screen.canvases[-1]

    def dialog_title(self) -> str | None:
        dialog = self.app.dialogs[-1] if self.app.dialogs else None
        return dialog.title if isinstance(dialog, Dialog) else None

    def hand(self) -> list[str]:
        return [card.get_name() for card in self.player.get_hand()]


def game_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_character_choice_first(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    text = session.text()
    assert "Choose your character" in text
    for line in ("IronClad  80 HP   5 Strike, 4 Defend, 1 Bash", "Silent    70 HP",
                 "Watcher   72 HP   4 Strike, 4 Defend, 1 Eruption, 1 Vigilance"):
        assert line in text
    assert not session.screen.in_progress()
    session.press("down", "down", "enter")
    assert session.player.get_name() == "Watcher"
    assert session.screen.in_progress()


def test_the_original_seed_deals_the_original_first_hand(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    assert session.hand() == ["Strike", "Strike", "Bash", "Strike", "Strike"]  # example_game_1's first hand
    text = session.text()
    assert "1 Louse #0" in text and "25/25" in text and "intent: attack 6" in text
    assert "IronClad" in text and "80/80" in text and "energy ●●● 3" in text
    assert "draw pile 5 (p) · discard 0 (x)" in text


def test_play_a_targeted_card_choosing_the_monster(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    session.press("2")  # Silent: [Strike, Strike, Defend, Survivor, Defend] against two lice
    assert session.hand()[0] == "Strike"
    session.press("1")
    assert session.screen.target == 0 and "◀ target" in session.text()
    assert session.player.get_energy() == 3  # nothing spent while choosing
    session.press("right", "enter")
    louse_0, louse_1 = session.encounter.get_monsters()
    assert (louse_0.get_hp(), louse_1.get_hp()) == (25, 19)
    assert session.player.get_energy() == 2
    assert "You play Strike: 6 damage to Louse #1." in session.text()
    session.press("1", "1")  # a number chooses the monster too
    assert louse_0.get_hp() == 19


def test_escape_cancels_the_target_choice(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    session.press("2", "1", "esc")
    assert session.screen.target is None
    assert session.player.get_energy() == 3 and len(session.player.get_hand()) == 5
    assert session.app.dialogs == []  # Esc did not ask to leave


def test_untargeted_card_and_arrow_selection(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    session.press("2", "right", "right", "right", "enter")  # Survivor
    assert (session.player.get_block(), session.player.get_strength()) == (8, 1)
    assert "You play Survivor: +8 block, +1 strength." in session.text()


def test_not_enough_energy_is_refused_and_shown(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1", "3")  # IronClad plays Bash on the only louse (no target choice needed)
    assert session.player.get_energy() == 1
    assert session.encounter.get_monsters()[0].get_hp() == 18
    session.press("1")  # a Strike: energy 0
    assert session.player.get_energy() == 0
    session.press("1")
    assert "Not enough energy" in session.text()
    assert len(session.player.get_hand()) == 3
    dimmed = {attr for row in session.canvas().content() for attr, _cs, _text in row}
    assert "card unplayable" in dimmed


def test_end_a_turn_the_monsters_act_as_their_intents_said(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    session.press("2")
    expected = predict_enemy_turn(session.encounter)
    assert [intent.damage for intent in expected.intents] == [6, 7]
    assert "intent: attack 6" in session.text() and "intent: attack 7" in session.text()
    session.press("e")
    assert session.player.get_hp() == expected.hp_after == 57
    assert session.screen.turn == 2
    text = session.text()
    assert "turn 2" in text and "Louse #0: attack 6." in text and "You lose 13 HP." in text
    assert len(session.player.get_hand()) == 5 and session.player.get_energy() == 3


def test_piles_can_be_inspected(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1", "p")
    assert session.dialog_title() == "Draw pile"
    assert "5 cards: 4 Defend, 1 Strike" in session.text()
    session.press("c", "3", "x")
    assert session.dialog_title() == "Discard pile"
    assert "1 cards: Bash" in session.text() or "1 card" in session.text()
    session.press("esc")
    assert session.app.dialogs == []


def test_win_an_encounter_then_the_game(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, EASY_TWO))
    session.press("1", "1")  # a Strike kills the 6 HP louse
    assert session.dialog_title() == "You have won the encounter!"
    assert session.player.get_hand() == []  # the turn was ended, as the original did
    session.press("c")
    assert session.screen.encounter_index == 1
    assert [str(monster) for monster in session.encounter.get_monsters()] == ["JawWorm: 5/5 HP"]
    assert session.encounter.get_monsters()[0].get_id() == 1
    strike = session.hand().index("Strike") + 1
    session.press(str(strike))
    assert session.dialog_title() == "You have won the game!"
    assert "won all 2 encounters" in session.text()
    assert session.scores.best("spire", "game") == {"turns": 2}
    session.press("r")
    assert "Choose your character" in session.text()


def test_lose_the_game(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, DOOM))
    session.press("3")
    turns = 0
    while session.dialog_title() is None:
        session.press("e")
        turns += 1
        assert turns < 40
    assert session.dialog_title() == "You have lost the game!"
    assert session.player.get_hp() == 0
    assert "Watcher fell in encounter 1 of 1." in session.text()
    assert not session.screen.in_progress()
    session.press("m")
    assert "a terminal game collection" in session.text()


def test_restart_and_leaving_ask_during_a_run(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1", "r")
    assert session.dialog_title() == "Restart?"
    session.press("n")
    assert session.screen.in_progress()
    session.press("q")
    assert session.dialog_title() == "Leave game?"
    session.press("n", "r", "y")
    assert "Choose your character" in session.text()


def test_the_screen_fits_100_by_32_and_min_size_is_honest(tmp_path: Path) -> None:
    three = game_file(tmp_path, "Encounter 1\nJawWorm 50\nCultist 50\nLouse 50\n")
    session = Session(tmp_path, three)
    session.press("2")
    cols, rows = session.screen.min_size
    assert cols <= 100 and rows <= 32
    small = Session(tmp_path, three, size=(cols, rows))
    small.press("2")
    lines = small.text().splitlines()
    assert "terminal too small" not in "\n".join(lines)
    assert "3 Louse #2" in lines[2] and lines[2].rstrip().endswith("┐")  # the third monster box is whole
    assert any(line.rstrip().endswith("e ends the turn") for line in lines)  # the last line of the page
    assert sum("┌ " in line and "Strike" in line for line in lines) == 1


def test_palette_names_used_exist(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    frames = [session.canvas()]
    session.press("2", "4")  # Survivor: block and strength
    session.press("1")  # choosing a target
    frames.append(session.canvas())
    used = palette_names_drawn(frames)
    names = {entry[0] for entry in PALETTE}
    assert used <= names, used - names
    assert {"card", "card selected", "health", "block", "energy", "target", "intent"} <= used


def test_a_bad_game_file_is_an_error_dialog(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, "Encounter 1\nDragon 5\n"))
    assert session.dialog_title() == "Cannot open level"
    assert "unknown monster 'Dragon'" in session.text()


# -- the real command in a terminal --------------------------------------------------------------------
pty_only = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="needs a POSIX pty")


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


def terminal(args: list[str], data_dir: Path) -> TerminalSession:
    return TerminalSession(["spire", *args], 100, 32, {SEED_VARIABLE: SEED}, data_dir=data_dir)


@pytest.fixture
def game2(data_dir: Path) -> Iterator[TerminalSession]:
    """`arcade spire game2` with the original seed."""
    session = terminal(["game2"], data_dir)
    yield session
    session.close()


@pty_only
def test_real_terminal_targeted_card_and_end_turn(game2: TerminalSession) -> None:
    game2.wait_for("Choose your character")
    game2.press("2")
    game2.wait_for("2 Louse #1")
    game2.wait_for("intent: attack 7")
    game2.press("1")
    game2.wait_for("◀ target")
    game2.press("right", "enter")
    game2.wait_for("You play Strike: 6 damage to Louse #1.")
    assert "19/25" in game2.text()
    game2.press("e")
    game2.wait_for("turn 2")
    game2.wait_for("57/70")
    game2.press("q")
    game2.wait_for("Leave game?")
    game2.press("y")
    game2.wait_for("a terminal game collection")
    game2.press("q")
    assert game2.wait_exit() == 0
    assert game2.tty_is_sane() and game2.screen_modes_restored()


@pty_only
def test_real_terminal_win_then_lose(tmp_path: Path, data_dir: Path) -> None:
    easy = game_file(tmp_path, EASY_TWO)
    session = terminal([str(easy)], data_dir)
    try:
        session.wait_for("Choose your character")
        session.press("1")
        session.wait_for("1 Louse #0")
        session.press("1")
        session.wait_for("You have won the encounter!")
        session.press("c")
        session.wait_for("1 JawWorm #1")
        session.press("right", "left", "enter")  # the first card is a Strike for this seed
        session.wait_for("You have won the game!")
        session.press("m")
        session.wait_for("a terminal game collection")
    finally:
        session.close()
    doom = tmp_path / "doom.txt"
    doom.write_text(DOOM, encoding="utf-8")
    session = terminal([str(doom)], data_dir)
    try:
        session.wait_for("Choose your character")
        session.press("1")
        session.wait_for("Cultist #0")
        for _ in range(12):
            session.press("e")
        session.wait_for("You have lost the game!")
    finally:
        session.close()
