"""Issue 19, "One truth": what the Spire screen says agrees with what the model does and with the rest of the screen.

Statuses are checked against the model itself: a card whose text says it weakens really cuts the monster's next
attack, and every meaning the statuses dialog gives a figure (which turns it still acts on) is what playing the
model's turns shows. The screen's words agree with each other: monsters keep one name (their number for the
encounter) in the boxes and the log, the hints offer only the keys that work, the compact cards keep their target
note, nothing forecasts a turn after death, and q in the reward dialog leaves with the reward still on offer.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from arcade.games.spire.classic.cards import NEW_CARDS, REWARD_POOL
from arcade.games.spire.classic.record import CONTINUE_ACTION, separate_game
from arcade.games.spire.classic.statuses import acting_turns, status_phrase
from arcade.games.spire.model import WEAK, Card, Defend, Encounter, Louse, Player, attack_damage
from arcade.randomness import SEED_VARIABLE
from tests.spire.test_screen import (
    DOOM,
    EASY_TWO,
    ENCOUNTER_WON,
    SEED,
    SIZE,
    SMALL,
    Session,
    card_key,
    game_file,
)

LOUSE_HP = 1000
"""Lice that outlive every test here."""


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)


def duel(cards: list[Card]) -> Encounter:
    """A player with these cards (drawn five a turn) against one louse that cannot die, built aside."""
    with separate_game(random.Random(7)):
        return Encounter(Player(LOUSE_HP, cards), [("Louse", LOUSE_HP)])


def louse_roll(encounter: Encounter) -> int:
    """The louse's fixed attack (its action changes nothing)."""
    (louse,) = encounter.get_monsters()
    assert isinstance(louse, Louse)
    return louse.action()["damage"]


def enemy_damage(encounter: Encounter) -> int:
    """End the player's turn and return the HP (and block) the monsters' turn took off the player."""
    player = encounter.get_player()
    before = player.get_hp() + player.get_block()
    encounter.end_player_turn()
    encounter.enemy_turn()
    return before - player.get_hp()


# -- 1. weak, vulnerable and strength tell the truth about when they act ---------------------------------------
WEAK_CARDS = [card for card in NEW_CARDS if "weak" in card().get_description()]


@pytest.mark.parametrize("card_type", WEAK_CARDS, ids=lambda card: card.__name__)
def test_a_new_card_that_says_it_weakens_cuts_the_monsters_next_attack(card_type: type[Card]) -> None:
    card = card_type()
    applied = re.search(r"Apply (\d+) weak", card.get_description())
    assert applied is not None and int(applied.group(1)) == card.get_status_modifiers()[WEAK]  # the text's figure
    encounter = duel([card_type(), *(Defend() for _ in range(9))])
    roll = louse_roll(encounter)
    assert encounter.player_apply_card(card.get_name(), encounter.get_monsters()[0].get_id())
    assert enemy_damage(encounter) == int(roll * 0.75) < roll


def test_three_new_cards_weaken_and_all_of_them_enough_to_matter() -> None:
    assert {card.__name__ for card in WEAK_CARDS} == {"Lariat", "Uppercut", "LowBlow"}
    assert all(card().get_status_modifiers()[WEAK] >= 2 for card in WEAK_CARDS)


def monster_turns_weakened(weak: int) -> int:
    """Play the model: how many of the louse's next attacks a weak of this much (given in the player's turn) cuts."""
    encounter = duel([Defend() for _ in range(10)])
    roll = louse_roll(encounter)
    encounter.get_monsters()[0].add_weak(weak)
    return sum(enemy_damage(encounter) < roll for _ in range(weak + 2))


def monster_turns_vulnerable(vulnerable: int) -> int:
    """How many of the player's turns, this one included, a monster's vulnerable makes the player's attacks hurt
    more."""
    encounter = duel([Defend() for _ in range(10)])
    louse = encounter.get_monsters()[0]
    louse.add_vulnerable(vulnerable)
    counted = 0
    for _ in range(vulnerable + 2):
        counted += attack_damage(6, encounter.get_player(), louse) > 6
        enemy_damage(encounter)
    return counted


def player_turns_weakened(weak: int) -> int:
    """How many of the player's turns, this one included, the player's weak cuts their attacks."""
    encounter = duel([Defend() for _ in range(10)])
    encounter.get_player().add_weak(weak)
    counted = 0
    for _ in range(weak + 2):
        counted += attack_damage(6, encounter.get_player(), encounter.get_monsters()[0]) < 6
        enemy_damage(encounter)
    return counted


def player_turns_vulnerable(vulnerable: int) -> int:
    """How many of the monsters' next turns hit the player harder for the player's vulnerable."""
    encounter = duel([Defend() for _ in range(10)])
    roll = louse_roll(encounter)
    encounter.get_player().add_vulnerable(vulnerable)
    return sum(enemy_damage(encounter) > roll for _ in range(vulnerable + 2))


@given(st.integers(0, 6))
@example(1)
@example(2)
def test_the_turns_a_status_acts_on_are_the_models(amount: int) -> None:
    assert acting_turns("weak", amount, on_player=False) == monster_turns_weakened(amount)
    assert acting_turns("vulnerable", amount, on_player=False) == monster_turns_vulnerable(amount)
    assert acting_turns("weak", amount, on_player=True) == player_turns_weakened(amount)
    assert acting_turns("vulnerable", amount, on_player=True) == player_turns_vulnerable(amount)


def test_the_phrases_say_those_turns() -> None:
    assert status_phrase("weak", 1, on_player=False) == "weak 1: runs out before it attacks"
    assert status_phrase("weak", 2, on_player=False) == "weak 2: its next turn deals 25% less"
    assert status_phrase("weak", 4, on_player=False) == "weak 4: its next 3 turns deal 25% less"
    assert status_phrase("vulnerable", 1, on_player=False) == "vulnerable 1: takes 50% more this turn"
    assert status_phrase("vulnerable", 2, on_player=False) == "vulnerable 2: takes 50% more this turn and next"
    assert status_phrase("weak", 1, on_player=True) == "weak 1: your attacks deal 25% less this turn"
    assert status_phrase("vulnerable", 1, on_player=True) == "vulnerable 1: the monsters' next turn hits 50% harder"
    with pytest.raises(ValueError, match="strength"):
        status_phrase("strength", 2, on_player=True)  # strength never runs out: it has no turns to tell


def test_the_statuses_dialog_says_when_each_figure_acts(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, "Encounter 1\nLouse 500\nLouse 500\n"), size=SMALL)
    session.press("2")  # the Silent: Neutralize puts 1 weak and 2 vulnerable on louse 1
    session.press(card_key(session, "Neutralize"), "1", "i")
    text = session.text()
    assert "Louse 1: weak 1: runs out before it attacks" in text
    assert "vulnerable 2: takes 50% more this turn and next" in text
    assert "25% less" in text and "before it acts" in text  # the rule, with its timing
    louse = session.encounter.get_monsters()[0]
    roll = louse.action()["damage"]
    session.press("c", "e")
    assert f"Louse 1: attack {roll}." in session.text()  # the weak 1 ran out, as the dialog said


def test_a_lone_cultists_weak_is_not_claimed_but_two_cultists_weak_is(tmp_path: Path) -> None:
    lone = Session(tmp_path, game_file(tmp_path, "Encounter 1\nCultist 500\n"), size=SMALL)
    lone.press("1", "e")  # the Cultist's second action: attack 7 and weak 1, which runs out before your turn
    assert "weak" not in lone.text().split("Slay the Spire", 1)[1].split("This turn")[0]  # no intent claims it
    lone.press("e")
    assert lone.player.get_weak() == 0 and "weak" not in lone.text().lower().split("this turn", 1)[1]
    pair = Session(tmp_path / "pair", game_file(tmp_path, "Encounter 1\nCultist 500\nCultist 500\n"), size=SMALL)
    pair.press("1", "e")
    assert "and be weak next turn" in pair.text()  # weak 1 from each: weak 2, one turn of it left
    pair.press("e")
    assert pair.player.get_weak() == 1 and "are weak this turn" in pair.text()


# -- 2. one name per monster in the boxes and the log ------------------------------------------------------------
FRAIL_FIRST = "Encounter 1\nLouse 6\nLouse 300\nLouse 300\n"


def test_monsters_keep_their_number_in_the_boxes_and_the_log(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, FRAIL_FIRST), size=SMALL)
    session.press("1")  # the IronClad
    assert all(f"┌ Louse {number} " in session.text() for number in (1, 2, 3))
    session.press(card_key(session, "Strike"), "1")  # louse 1 falls
    text = session.text()
    assert "Louse 1 is defeated." in text and "┌ Louse 1 " in text and "defeated" in text.split("┌ Louse 1 ")[1]
    assert "┌ Louse 2 " in text and "┌ Louse 3 " in text  # the survivors keep their names
    session.press(card_key(session, "Strike"))
    assert session.hints().startswith("2/3 target")  # only the monsters standing, by their numbers
    assert session.screen.keymap.action_for("1") is None
    session.press("3")
    assert "Strike: 6 damage to Louse 3." in session.text()
    assert session.encounter.get_monsters()[1].get_hp() == 294
    assert session.screen.actions[-1][2] == 2  # saved as before: the place among the monsters standing
    session.press("e")
    assert "Louse 2: attack" in session.text() and "Louse 3: attack" in session.text()


# -- 3. the hints and help offer only the keys that work ---------------------------------------------------------
def test_the_number_keys_offered_are_the_cards_in_hand(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, "Encounter 1\nLouse 500\n"), size=SMALL)
    session.press("1")
    assert session.hints().startswith("1/2/3/4/5 play")
    session.press(card_key(session, "Strike"), card_key(session, "Strike"))  # the IronClad's first hand has two
    assert len(session.hand()) == 3
    assert session.hints().startswith("1/2/3 play")
    assert "1 2 3" in dict(session.help_rows()) and not any("4" in keys for keys, _help in session.help_rows())
    hand = session.hand()
    session.press("4")
    assert session.hand() == hand  # 4 does nothing and nothing claims it does
    session.press("e")
    assert session.hints().startswith("1/2/3/4/5 play")


# -- 4. the compact cards keep what a card needs -------------------------------------------------------------
@pytest.mark.parametrize("size", [SMALL, SIZE])
def test_cards_say_they_need_a_target_in_both_layouts(tmp_path: Path, size: tuple[int, int]) -> None:
    session = Session(tmp_path, game_file(tmp_path, "Encounter 1\nLouse 500\n"), size=size)
    session.press("1")
    lines = session.lines()
    top = next(index for index, line in enumerate(lines) if "┌ 1 " in line and "┌ 2 " in line)
    cells = [cell for cell in lines[top + 1].split("│") if cell.strip()]
    assert len(cells) == len(session.hand())
    for name, cell in zip(session.hand(), cells, strict=True):
        card = next(card for card in REWARD_POOL if card.__name__ == name)()
        assert ("target" in cell) == card.requires_target(), (name, cell)
        assert f"cost {card.get_energy_cost()}" in cell


# -- 5. nothing forecasts a turn after death -----------------------------------------------------------------
def test_after_death_no_incoming_line_or_intents(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, DOOM), size=SMALL)
    session.press("1")
    while session.player.get_hp() > 0:
        session.press("e")
    text = session.text()
    assert "Incoming" not in text and "lose no HP" not in text and "intent" not in text


# -- 6. q in the reward dialog leaves and keeps the reward ----------------------------------------------------
@pytest.mark.parametrize("key", ["q", "esc"])
def test_q_in_the_reward_dialog_leaves_and_the_reward_waits(tmp_path: Path, key: str) -> None:
    easy = game_file(tmp_path, EASY_TWO)
    session = Session(tmp_path, easy)
    session.press("1", "1")
    assert session.dialog_title() == ENCOUNTER_WON
    offered = [card.get_name() for card in session.screen.offer]
    assert session.lines()[-1].rstrip().endswith("q/Esc levels")
    session.press(key)
    assert session.app.place == "chooser" and session.app.dialogs == []
    saved = session.store.saved_game("spire", "game")
    assert saved is not None and saved.summary == "encounter 1 of 2 won"
    assert CONTINUE_ACTION not in saved.state["play"]["actions"]
    again = Session(tmp_path, easy)
    assert again.dialog_title() == ENCOUNTER_WON
    assert [card.get_name() for card in again.screen.offer] == offered
    assert all(name in again.text() for name in offered)
    again.press("1")  # the first card offered, as it was offered before leaving
    owned = [card.get_name() for card in (*again.player.get_deck(), *again.player.get_hand())]
    assert owned.count(offered[0]) == 1 + (["Strike"] * 5 + ["Defend"] * 4 + ["Bash"]).count(offered[0])
