"""The Slay the Spire screen: in-process through the real shell's MainLoop, and the real `arcade spire` in a pty.

Every screen is opened with ARCADE_SEED=10012023, so its first run's seed is RUN_SEED (the first 32 bits that
seed draws) and the tests predict that run's hands and louse rolls by building its first encounter aside through
the model from `random.Random(RUN_SEED)`, as plain mode's `--seed RUN_SEED` would; they read the rest from the
model. A run with the original's seed itself (10012023, the handout's hands) is opened as a saved run.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import urwid
from urwid.testing import ScriptedScreen

from arcade.games.spire.classic.intents import predict_enemy_turn
from arcade.games.spire.classic.record import run_random, separate_game
from arcade.games.spire.model import Encounter, IronClad, Player, Silent, read_game_file
from arcade.games.spire.screen import (
    BATTLE_PHASE,
    CHARACTER_PHASE,
    COMPACT,
    ROOMY,
    RUN_SEED_BITS,
    TARGET_PHASE,
    SpireScreen,
)
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import App
from arcade.ui.dialogs import Dialog
from arcade.ui.game import LOST_TITLE, SAVE_FORMAT, WON_TITLE
from arcade.ui.palette import PALETTE
from tests.pty_screen import TerminalSession
from tests.shell_session import palette_names_drawn
from tests.spire.layout_check import overflowing_lines

GAME = find_game("spire")
SEED = "10012023"
SIZE = (100, 32)
SMALL = (80, 24)
EASY_TWO = "Encounter 1\nLouse 6\n\nEncounter 2\nJawWorm 5\n"
DOOM = "Encounter 1\nCultist 500\nLouse 500\nLouse 500\n"
THREE = "Encounter 1\nJawWorm 50\nCultist 50\nLouse 50\n"
ENCOUNTER_WON = "You have won the encounter!"
ORIGINAL_SEED = 10012023
"""The original's seed: a run with it deals the handout's hands."""
RUN_SEED = random.Random(int(SEED)).getrandbits(RUN_SEED_BITS)
"""The seed of the first run of a screen opened with ARCADE_SEED=SEED: drawn from the screen's random source."""


def first_encounter(level: Path, character: type[Player], seed: int = RUN_SEED) -> Encounter:
    """The first encounter (monsters rolled, first hand drawn) of a run of this game file with this seed, built
    aside through the model exactly as `arcade --plain spire --seed N` builds it."""
    with separate_game(run_random(seed)):
        return Encounter(character(), read_game_file(level)[0])


def first_hand(level: Path, character: type[Player], seed: int = RUN_SEED) -> list[str]:
    """The names of the first hand a run of this game file with this seed deals."""
    return [card.get_name() for card in first_encounter(level, character, seed).get_player().get_hand()]


def card_key(session: Session, name: str) -> str:
    """The number key of the first card of this name in the hand."""
    return str(session.hand().index(name) + 1)


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every in-process screen draws from the original seed."""
    monkeypatch.setenv(SEED_VARIABLE, SEED)


def bundled(name: str) -> Path:
    path = next(level.path for level in bundled_levels(GAME) if level.name == name)
    assert path is not None
    return path


class Session:
    """The real shell showing the Spire screen for a game file, driven through its MainLoop by hand."""

    def __init__(self, tmp_path: Path, level: Path, size: tuple[int, int] = SIZE) -> None:
        self.store = Store(tmp_path / DATABASE_FILE)
        self.app = App(store=self.store)
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

    def lines(self) -> list[str]:
        self.loop.draw_screen()
        return self.loop.screen.last_text

    def text(self) -> str:
        return "\n".join(self.lines())

    def canvas(self) -> urwid.Canvas:
        self.loop.draw_screen()
        return self.loop.screen.canvases[-1]

    def dialog_title(self) -> str | None:
        dialog = self.app.dialogs[-1] if self.app.dialogs else None
        return dialog.title if isinstance(dialog, Dialog) else None

    def hand(self) -> list[str]:
        return [card.get_name() for card in self.player.get_hand()]

    def hints(self) -> str:
        return self.app.status.hint_text

    def help_rows(self) -> list[tuple[str, str]]:
        return self.screen.keymap.help_rows()


def session_with_run(tmp_path: Path, level: Path, character: str, seed: int, size: tuple[int, int] = SIZE) -> Session:
    """The screen opened on a saved run of this character ('ironclad') and seed with nothing played yet: how a
    run with a seed of one's choosing (the original's) comes to the screen."""
    start = {"character": character, "seed": seed}
    Store(tmp_path / DATABASE_FILE).save_game("spire", level.stem, {"play": {"format": SAVE_FORMAT, "start": start,
                                                                             "actions": []}}, "encounter 1, turn 1")
    return Session(tmp_path, level, size)


def game_file(tmp_path: Path, text: str, name: str = "game.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def simple_player_keys(session: Session, reward: str = "s") -> str:
    """The next key of a simple player: after an encounter the reward key (skip, unless told to take a card), else
    play the first card there is energy for (on the first monster), else end the turn."""
    if session.dialog_title() == ENCOUNTER_WON:
        return reward
    if session.screen.phase == TARGET_PHASE:  # the first monster standing, by its number
        return str(session.screen.number_of(session.encounter.get_monsters()[0]))
    playable = [index for index, card in enumerate(session.player.get_hand())
                if card.get_energy_cost() <= session.player.get_energy()]
    return str(playable[0] + 1) if playable else "e"


def play_to_the_end(session: Session, limit: int = 400) -> list[str]:
    """Let the simple player play until an end dialog opens; the keys it pressed."""
    keys: list[str] = []
    while session.dialog_title() not in (WON_TITLE, LOST_TITLE):
        key = simple_player_keys(session)
        keys.append(key)
        session.press(key)
        assert len(keys) < limit
    return keys


# -- the character page --------------------------------------------------------------------------------------
def test_character_choice_first(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    text = session.text()
    assert "Choose your character" in text and "First Blood" in text
    assert "2 encounters, one louse each (25, 30 HP); handout game 1" in text  # the run's blurb
    for line in ("IronClad   80 HP   5 Strike, 4 Defend, 1 Bash", "Silent     70 HP",
                 "Watcher    72 HP   4 Strike, 4 Defend, 1 Eruption, 1 Vigilance"):
        assert line in text
    assert "Bash    cost 2  Deal 7 damage. Gain 5 block." in text  # the highlighted character's cards
    assert not session.screen.in_progress()
    session.press("down", "down")
    assert "Vigilance  cost 2  Gain 8 block and 1 strength." in session.text()
    session.press("enter")
    assert session.player.get_name() == "Watcher"
    assert session.screen.in_progress()


def test_the_character_highlight_covers_the_whole_row(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"), size=SMALL)
    session.press("down")
    lines, content = session.lines(), list(session.canvas().content())
    row = next(index for index, line in enumerate(lines) if "Silent     70 HP" in line)
    start = lines[row].index(" 2  Silent")
    attrs = [attr for attr, _cs, text in content[row] for _ in range(len(text.decode()))]
    highlighted = [column for column, attr in enumerate(attrs) if attr == "card selected"]
    assert highlighted[0] <= start and lines[row].rstrip().endswith("Survivor")
    assert highlighted == list(range(highlighted[0], highlighted[-1] + 1))  # no holes
    assert highlighted[-1] >= len(lines[row].rstrip()) - 1


def test_the_character_page_keys_and_help(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    assert session.hints().split("  ")[:3] == ["↑↓/ws/kj choose", "Enter/Space start", "1/2/3 quick start"]
    helps = dict(session.help_rows())
    assert set(helps) == {"↑ w k", "↓ s j", "Enter Space", "1 2 3", "?", "q Esc"}
    assert "Restart" not in " ".join(helps.values())
    session.press("r", "e", "left")  # nothing to restart, no turn to end, no card to move to
    assert session.screen.phase == CHARACTER_PHASE and session.app.dialogs == []


# -- the battle --------------------------------------------------------------------------------------------------
def test_each_run_draws_its_own_seed_and_deals_what_that_seed_deals(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    assert session.screen.run_seed == RUN_SEED
    assert session.screen.start_data() == {"character": "ironclad", "seed": RUN_SEED}
    predicted = first_encounter(bundled("game1"), IronClad)
    assert session.hand() == [card.get_name() for card in predicted.get_player().get_hand()]
    (louse,) = predicted.get_monsters()
    text = session.text()
    assert "Louse 1 " in text and "25/25" in text and f"intent: attack {louse.action()['damage']}" in text
    assert "#0" not in text  # monsters are numbered by their place in the encounter, not by the run's ids
    assert "IronClad" in text and "80/80" in text and "energy ●●● 3" in text
    assert "draw 5 (p) · discard 0 (x)" in text
    assert "First Blood · encounter 1 of 2 · turn 1" in text
    following = random.Random(RUN_SEED)
    play_to_the_end(session)
    following.setstate(session.screen.rng.getstate())  # where the first run left its source
    session.press("r", "2")  # Retry, then the Silent: the next run's seed is drawn from there
    assert session.screen.run_seed == following.getrandbits(RUN_SEED_BITS) != RUN_SEED
    assert session.hand() == first_hand(bundled("game1"), Silent, session.screen.run_seed)


def test_a_run_with_the_original_seed_deals_the_original_first_hand(tmp_path: Path) -> None:
    session = session_with_run(tmp_path, bundled("game1"), "ironclad", ORIGINAL_SEED)
    assert session.hand() == ["Strike", "Strike", "Bash", "Strike", "Strike"]  # example_game_1's first hand
    assert "intent: attack 6" in session.text() and session.screen.run_seed == ORIGINAL_SEED


def test_battle_keys_and_help_say_what_they_do_here(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    assert session.hints().split("  ")[:3] == ["1/2/3/4/5 play", "e end turn", "←→/ad/hl card"]
    helps = dict(session.help_rows())
    assert helps["r"] == "Give up this run for a new one (asks first)"
    assert helps["Enter Space"] == "Play the highlighted card"
    assert not any(keys.startswith(("↑", "↓")) for keys in helps)  # no moves that do nothing in battle
    session.press("?")
    text = session.text()
    assert "Restart the level" not in text and "Give up this run for a new one" in text


def test_play_a_targeted_card_choosing_the_monster(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    session.press("2")  # Silent against two lice
    session.press(card_key(session, "Strike"))
    assert session.screen.phase == TARGET_PHASE and session.screen.target == 0
    assert "Louse 1  ◀ target" in session.text()
    assert session.hints().split("  ") == ["1/2 target", "←→/ad/hl aim", "Enter/Space play", "Esc cancel", "q back"]
    assert "Cancel" not in dict(session.help_rows()).get("q", "Cancel")
    assert session.player.get_energy() == 3  # nothing spent while choosing
    session.press("right", "enter")
    louse_1, louse_2 = session.encounter.get_monsters()
    assert (louse_1.get_hp(), louse_2.get_hp()) == (25, 19)
    assert session.player.get_energy() == 2
    assert "Strike: 6 damage to Louse 2." in session.text()
    assert session.screen.phase == BATTLE_PHASE
    session.press(card_key(session, "Strike"), "1")  # a number chooses the monster too
    assert louse_1.get_hp() == 19


def test_a_hit_on_a_blocking_monster_says_all_it_took_block_and_hp(tmp_path: Path) -> None:
    """A Strike (6) on the 50 HP jaw worm holding 4 block: the block takes 4 and the HP 2, and the log says the 6 the
    hit took off it, measured on the worm before and after."""
    session = Session(tmp_path, game_file(tmp_path, THREE))
    session.press("2")  # the Silent
    worm = session.encounter.get_monsters()[0]
    worm.add_block(4)
    session.press(card_key(session, "Strike"), "1")
    assert (worm.get_hp(), worm.get_block()) == (48, 0)
    assert session.screen.log[-1] == "Strike: 6 damage to JawWorm 1."


def test_a_card_that_puts_statuses_on_its_target_says_them_in_the_log(tmp_path: Path) -> None:
    """Neutralize on the 50 HP jaw worm: its 3 damage (4 with its own vulnerable: 3 × 1.5, rounded down), then the
    worm's new weak 1 and vulnerable 2, measured on it, on a line of their own; a Strike after adds none."""
    session = Session(tmp_path, game_file(tmp_path, THREE))
    session.press("2")  # the Silent
    session.press(card_key(session, "Neutralize"), "1")
    worm = session.encounter.get_monsters()[0]
    assert (worm.get_hp(), worm.get_weak(), worm.get_vulnerable()) == (46, 1, 2)
    assert session.screen.log[-2:] == ["Neutralize: 4 damage to JawWorm 1.", "JawWorm 1: +1 weak, +2 vulnerable."]
    assert "You play Neutralize: 4 damage to JawWorm 1. JawWorm 1: +1 weak, +2 vulnerable." in session.text()
    session.press(card_key(session, "Strike"), "1")
    assert session.screen.log[-1].startswith("Strike: ") and "weak" not in session.screen.log[-1]


def test_the_target_highlight_covers_the_whole_box(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"), size=SMALL)
    session.press("2")
    session.press(card_key(session, "Strike"), "right")
    lines, content = session.lines(), list(session.canvas().content())
    top = next(index for index, line in enumerate(lines) if "Louse 2  ◀ target" in line)
    left = lines[top].index("┌", lines[top].index("┐"))
    right = lines[top].index("┐", left)
    bottom = next(index for index in range(top, len(lines)) if lines[index][left] == "└")
    for row in range(top, bottom + 1):
        attrs = [attr for attr, _cs, text in content[row] for _ in range(len(text.decode()))]
        assert set(attrs[left:right + 1]) == {"target"}, (row, attrs[left:right + 1])


def test_escape_cancels_the_target_choice(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    session.press("2")
    session.press(card_key(session, "Strike"), "esc")
    assert session.screen.target is None and session.screen.phase == BATTLE_PHASE
    assert session.player.get_energy() == 3 and len(session.player.get_hand()) == 5
    assert session.app.dialogs == []  # Esc did not ask to leave
    assert "e end turn" in session.hints()


def test_untargeted_card_and_arrow_selection(tmp_path: Path) -> None:
    survivor = first_hand(bundled("game1"), Silent).index("Survivor")
    session = Session(tmp_path, bundled("game1"))
    session.press("2", *["right"] * survivor, "enter")
    assert (session.player.get_block(), session.player.get_strength()) == (8, 1)
    assert "Survivor: +8 block, +1 strength." in session.text()


def test_not_enough_energy_is_refused_and_shown(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    session.press(card_key(session, "Bash"))  # IronClad plays Bash on the only louse (no target choice needed)
    assert session.player.get_energy() == 1
    assert session.encounter.get_monsters()[0].get_hp() == 18
    session.press(card_key(session, "Strike"))  # energy 0
    assert session.player.get_energy() == 0
    session.press(card_key(session, "Strike"))
    assert "Not enough energy" in session.text()
    assert len(session.player.get_hand()) == 3
    dimmed = {attr for row in session.canvas().content() for attr, _cs, _text in row}
    assert "card unplayable" in dimmed


def test_moving_the_highlight_in_an_empty_hand_says_why_nothing_moves(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    session.player.get_hand().clear()  # every card played: only ending the turn is left
    session.screen.refresh()
    assert "←→/ad/hl card" in session.hints()  # still bound, with nothing to highlight
    for key in ("left", "right"):
        session.app.set_message("")
        session.press(key)
        assert "No card to play: press e to end the turn." in session.text()


def test_end_a_turn_the_monsters_act_as_their_intents_said(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    session.press("2")
    rolled = [louse.action()["damage"] for louse in first_encounter(bundled("game2"), Silent).get_monsters()]
    expected = predict_enemy_turn(session.encounter)
    assert [intent.damage for intent in expected.intents] == rolled
    assert all(f"intent: attack {damage}" in session.text() for damage in rolled)
    session.press("e")
    assert session.player.get_hp() == expected.hp_after == 70 - sum(rolled)
    assert session.screen.turn == 2
    text = session.text()
    assert "turn 2" in text and f"Louse 1: attack {rolled[0]}." in text and f"Louse 2: attack {rolled[1]}." in text
    assert f"You lose {sum(rolled)} HP." in text
    assert len(session.player.get_hand()) == 5 and session.player.get_energy() == 3


def test_piles_list_what_each_card_does(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1", "p")
    assert session.dialog_title() == "Draw pile"
    text = session.text()
    hand = first_hand(bundled("game1"), IronClad)
    assert "5 cards, drawn at random:" in text
    assert f"{4 - hand.count('Defend')} × Defend: Gain 5 block." in text
    assert f"{5 - hand.count('Strike')} × Strike: Deal 6 damage." in text
    assert "c close" in session.app.status.hint_text
    session.press("c", str(hand.index("Bash") + 1), "x")
    assert session.dialog_title() == "Discard pile"
    assert "1 card, shuffled back" in session.text() and "1 × Bash: Deal 7 damage. Gain 5 block." in session.text()
    session.press("esc")
    assert session.app.dialogs == []


def test_a_pile_or_the_statuses_close_with_the_key_that_opened_them(tmp_path: Path) -> None:
    """p, x and i open a dialog that the same key closes, as c, q and Esc do; the status bar says so ('p/q/Esc
    close' beside 'c close'). Before, the key that opened it did nothing."""
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    for key, title in (("p", "Draw pile"), ("x", "Discard pile"), ("i", "Statuses")):
        session.press(key)
        assert session.dialog_title() == title
        assert session.lines()[-1].rstrip().endswith(f"? help  {key}/q/Esc close")
        assert "c close" in session.app.status.hint_text
        assert dict(session.app.dialogs[-1].help_rows())[f"{key} q Esc"] == "The same as Close (c)"  # its help too
        session.press(key)
        assert session.app.dialogs == [] and session.dialog_title() is None


# -- winning and losing ------------------------------------------------------------------------------------------
def test_win_an_encounter_then_the_game(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, EASY_TWO))
    session.press("1", "1")  # a Strike kills the 6 HP louse
    assert session.dialog_title() == ENCOUNTER_WON
    assert "Next: encounter 2 of 2 (JawWorm)." in session.text()
    assert "encounter 1 of 2 · turn 1" in session.text()  # the header stays on the encounter just won
    assert session.player.get_hand() == []  # the turn was ended, as the original did
    assert "s skip" in session.app.status.hint_text
    session.press("s")
    assert session.app.dialogs == [] and session.screen.encounter_index == 1
    assert [str(monster) for monster in session.encounter.get_monsters()] == ["JawWorm: 5/5 HP"]
    assert session.encounter.get_monsters()[0].get_id() == 1  # the model's ids go on (plain mode prints them)
    assert "JawWorm 1" in session.text()  # the screen numbers the monsters per encounter
    strike = session.hand().index("Strike") + 1
    session.press(str(strike))
    assert session.dialog_title() == WON_TITLE
    text = session.text()
    assert "IronClad won all 2 encounters in 2 turns with 80 of 80 HP left." in text
    assert "\nNew best." in session.app.dialogs[-1]._message.text
    assert "encounter 3 of 2" not in text
    assert session.store.best("spire", "game")["turns"] == 2
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
    assert session.dialog_title() == LOST_TITLE
    assert session.player.get_hp() == 0
    assert f"Watcher fell on turn {turns} of encounter 1 of 1." in session.text()
    header = next(line for line in session.lines() if "Slay the Spire" in line)
    assert header.rstrip().endswith(f"encounter 1 of 1 · turn {turns}")
    assert not session.screen.in_progress()
    session.press("m")
    assert "Choose a level" in session.text()


def test_winning_easy_shows_its_best_in_the_level_list(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("easy"), size=SMALL)
    session.press("1")
    play_to_the_end(session)
    assert session.dialog_title() == WON_TITLE
    turns = session.screen.turns_total
    assert session.store.best("spire", "easy")["turns"] == turns
    assert "Next (n)" in session.text()
    session.press("q")
    text = session.text()
    assert "Choose a level" in text and f"best: {turns} turns" in text


def test_next_follows_the_manifest_order(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    play_to_the_end(session)
    session.press("n")
    assert session.screen.level_name == "easy" and "Louse Nest" in session.text()


def test_restart_asks_during_a_run_and_leaving_keeps_it(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1", "r")
    assert session.dialog_title() == "New run?"
    session.press("n")
    assert session.screen.in_progress()
    session.press("r", "y")
    assert "Choose your character" in session.text()
    session.press("1", "q")  # leaving asks nothing: the run is saved
    assert session.app.dialogs == [] and session.app.place == "chooser"
    assert "saved: encounter 1 of 2, turn 1" in session.text()


# -- layout ------------------------------------------------------------------------------------------------------
def page_phases(tmp_path: Path, size: tuple[int, int]) -> Iterator[tuple[str, Session]]:
    """The Spire screen in each of its phases at this size: (what is shown, the session showing it)."""
    session = Session(tmp_path, game_file(tmp_path, THREE + "\nEncounter 2\nLouse 5\n"), size=size)
    yield "character page", session
    session.press("2")  # the Silent: Neutralize has the longest text of any card
    yield "battle with three monsters", session
    session.press(card_key(session, "Neutralize"), "1")  # weak and vulnerable on the jaw worm
    yield "statuses and a long log line", session
    session.press(card_key(session, "Strike"), "right", "right")  # a Strike aimed at the third monster
    assert session.screen.phase == TARGET_PHASE and session.screen.target == 2
    yield "target choice", session
    session.press("esc", "p")
    assert session.dialog_title() == "Draw pile"
    yield "draw pile", session
    session.press("c", "e", "x")
    assert session.dialog_title() == "Discard pile"
    yield "discard pile after a turn", session
    session.press("c", "i")
    assert session.dialog_title() == "Statuses"
    yield "statuses", session
    session.press("c", "?")
    yield "help", session
    session.press("c")
    duel = Session(tmp_path, game_file(tmp_path, EASY_TWO, "duel.txt"), size=size)
    duel.press("1", "1")
    yield "encounter won", duel
    duel.press("s")
    duel.press(str(duel.hand().index("Strike") + 1))
    yield "end dialog", duel
    doom = Session(tmp_path, game_file(tmp_path, DOOM, "doom.txt"), size=size)
    doom.press("1")
    while doom.dialog_title() is None:
        doom.press("e")
    yield "lost: the fallen page under the end dialog", doom


@pytest.mark.parametrize("size", [SMALL, SIZE])
def test_every_phase_fits_without_wrapping_or_cutting(tmp_path: Path, size: tuple[int, int],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    rules = SpireScreen.rules
    for phase, session in page_phases(tmp_path, size):
        cols, rows = session.screen.min_size
        assert cols <= SMALL[0] and rows <= SMALL[1]
        text = session.text()
        assert "terminal too small" not in text, phase
        overflows = [(line, width) for line, width in overflowing_lines(session.loop, monkeypatch)
                     if line != rules and not line.startswith("Back to the level list")]  # the help's paragraphs
        assert overflows == [], phase
        hints = session.lines()[-1]
        assert hints.rstrip().endswith(("? help  q/Esc back", "? help", "q/Esc cancel", "q/Esc close",
                                        "q/Esc menu", "q/Esc levels", "? or Esc closes")), (phase, hints)


WHOLE_RUNS = ([(level.name, "2", "s") for level in bundled_levels(GAME) if level.path is not None]
              + [("game2", "3", "s"), ("standard", "1", "s")]
              + [("hard", "2", "1"), ("standard", "1", "3"), ("game3", "3", "2")])
"""Runs played frame by frame at 80×24 (name, character, reward key): every game file with the Silent (its
Neutralize is the tallest card and puts weak and vulnerable on monsters), a run each for the Watcher and the
IronClad, and three runs that take a reward card after every encounter."""


@pytest.mark.parametrize(("name", "character", "reward"), WHOLE_RUNS)
def test_whole_runs_fit_80_by_24(tmp_path: Path, name: str, character: str, reward: str,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Every frame of a simple player's run, until its end dialog: nothing wraps or is cut."""
    session = Session(tmp_path, bundled(name), size=SMALL)
    session.press(character)
    frames = 0
    while session.dialog_title() not in (WON_TITLE, LOST_TITLE):
        assert overflowing_lines(session.loop, monkeypatch) == [], (name, session.text())
        session.press(simple_player_keys(session, reward))
        frames += 1
        assert frames < 600
    assert overflowing_lines(session.loop, monkeypatch) == [], (name, session.text())


def test_compact_at_80_by_24_roomy_at_100_by_32(tmp_path: Path) -> None:
    for size, layout in ((SMALL, COMPACT), (SIZE, ROOMY)):
        session = Session(tmp_path, game_file(tmp_path, THREE), size=size)
        session.press("1")
        lines = session.lines()
        assert session.screen.layout == layout
        top = next(index for index, line in enumerate(lines) if "┌ JawWorm 1" in line)
        assert "Louse 3" in lines[top] and lines[top].rstrip().endswith("┐")  # the third box is whole
        cards = next(index for index, line in enumerate(lines) if "┌ 1 Strike" in line)
        assert lines[cards].count("┌") == 5 and lines[cards].rstrip().endswith("┐")  # five whole cards
        assert "cost 1, target" in lines[cards + 1]  # in both layouts


@pytest.mark.parametrize("size", [SMALL, SIZE, (160, 48)])
def test_the_page_is_centred(tmp_path: Path, size: tuple[int, int]) -> None:
    for keys in ((), ("1",)):
        session = Session(tmp_path, game_file(tmp_path, THREE), size=size)
        session.press(*keys)
        body = session.lines()[:-2]
        used = [index for index, line in enumerate(body) if line.strip()]
        above, below = used[0], len(body) - 1 - used[-1]
        assert abs(above - below) <= 1, (keys, above, below)
        lefts = [len(line) - len(line.lstrip()) for line in body if line.strip()]
        rights = [len(line) - len(line.rstrip()) for line in body if line.strip()]
        assert abs(min(lefts) - min(rights)) <= 1, (keys, min(lefts), min(rights))


def test_palette_names_used_exist(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    frames = [session.canvas()]
    session.press("2")
    session.press(card_key(session, "Defend"))  # block
    session.press(card_key(session, "Strike"))  # choosing a target
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


def terminal(args: list[str], data_dir: Path, size: tuple[int, int] = SIZE) -> TerminalSession:
    return TerminalSession(["spire", *args], *size, {SEED_VARIABLE: SEED}, data_dir=data_dir)


@pytest.fixture
def game2(data_dir: Path) -> Iterator[TerminalSession]:
    """`arcade spire game2` opened with ARCADE_SEED=SEED (its first run's seed is RUN_SEED)."""
    session = terminal(["game2"], data_dir)
    yield session
    session.close()


@pty_only
def test_real_terminal_targeted_card_and_end_turn_then_leave_and_resume(game2: TerminalSession,
                                                                        data_dir: Path) -> None:
    predicted = first_encounter(bundled("game2"), Silent)  # the real command's first run has seed RUN_SEED too
    rolled = [louse.action()["damage"] for louse in predicted.get_monsters()]
    hand = [card.get_name() for card in predicted.get_player().get_hand()]
    hp_left = f"{70 - sum(rolled)}/70"
    game2.wait_for("Choose your character")
    game2.press("2")
    game2.wait_for("Louse 2")
    game2.wait_for(f"intent: attack {rolled[1]}")
    game2.press(str(hand.index("Strike") + 1))
    game2.wait_for("◀ target")
    game2.press("right", "enter")
    game2.wait_for("Strike: 6 damage to Louse 2.")
    assert "19/25" in game2.text()
    game2.press("e")
    game2.wait_for("turn 2")
    game2.wait_for(hp_left)
    game2.press("q")  # no question: the run is saved
    game2.wait_for("saved: encounter 1 of 2, turn 2")
    game2.quit_from_the_level_list()
    assert game2.screen_modes_restored()
    again = TerminalSession([], *SIZE, {SEED_VARIABLE: SEED}, data_dir=data_dir)  # the menu offers the run first
    try:
        again.wait_for("Continue Slay the Spire · Cultist's Lair · encounter 1 of 2, turn 2")
        again.press("enter")
        again.wait_for("Resumed where you left: encounter 1 of 2, turn 2.")
        assert hp_left in again.text() and "19/25" in again.text() and "Choose your character" not in again.text()
    finally:
        again.close()


@pty_only
def test_real_terminal_at_80_by_24_plays_a_card_and_ends_in_the_dialog(tmp_path: Path, data_dir: Path) -> None:
    easy = game_file(tmp_path, EASY_TWO)
    session = terminal([str(easy)], data_dir, SMALL)
    try:
        session.wait_for("Choose your character")
        assert "terminal too small" not in session.text()
        session.press("1")
        session.wait_for("Louse 1")
        session.wait_for("5 Strike")
        session.press("1")
        session.wait_for(ENCOUNTER_WON)
        session.press("s")
        session.wait_for("JawWorm 1")
        session.press("right", "left", "enter")  # the first card is a Strike for this seed
        session.wait_for(WON_TITLE)
        assert "terminal too small" not in session.text()
        session.press("q")  # q in the end dialog: Menu, the level list
        session.wait_for("Choose a level")
        assert "First Blood" in session.text()
    finally:
        session.close()
    doom = game_file(tmp_path, DOOM, "doom.txt")
    session = terminal([str(doom)], data_dir, SMALL)
    try:
        session.wait_for("Choose your character")
        session.press("1")
        session.wait_for("Cultist 1")
        for _ in range(12):
            session.press("e")
        session.wait_for(LOST_TITLE)
        session.wait_for("of encounter 1 of 1.")
        assert "IronClad fell on turn" in session.text()
    finally:
        session.close()


@pty_only
def test_real_terminal_win_easy_then_its_best_in_the_level_list(tmp_path: Path, data_dir: Path) -> None:
    rehearsal = Session(tmp_path, bundled("easy"), size=SMALL)
    rehearsal.press("1")
    keys = play_to_the_end(rehearsal)  # the same seed deals the same hands in the real command
    turns = rehearsal.screen.turns_total
    session = terminal(["easy"], data_dir, SMALL)
    try:
        session.wait_for("Choose your character")
        session.press("1")
        session.wait_for("Louse Nest · encounter 1 of 3")
        session.press(*keys)
        session.wait_for(WON_TITLE)
        session.wait_for(f"in {turns} turns")
        session.press("m")
        session.wait_for("Choose a level")
        session.wait_for(f"best: {turns} turns")
    finally:
        session.close()


def test_the_level_list_fits_80_by_24_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session(tmp_path, bundled("game1"), size=SMALL)
    session.press("q")  # nothing in progress on the character page: straight to the level list
    lines = session.lines()
    titles = ["First Blood", "Louse Nest", "Cultist's Lair", "Worm and Cultist", "The Menagerie", "Jaw Worm Gauntlet"]
    rows = [next(index for index, line in enumerate(lines) if title in line) for title in titles]
    assert rows == sorted(rows)
    assert overflowing_lines(session.loop, monkeypatch) == []
