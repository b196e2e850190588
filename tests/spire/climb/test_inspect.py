"""The climb tells the truth: I inspects the highlighted thing whole in every phase (a monster, a card of the hand,
of a shop, of a reward, a relic with its counter, a potion), nothing the page cuts at 80×24 is out of reach, and the
worm's intent says its rule and why it grew. Played through the real shell with the helpers of test_screen.py and
test_screen_places.py.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
import urwid

from arcade.games.spire.climb import cards, potions, relics
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster
from arcade.games.spire.climb.monster_rules import change_lines, damage_rule
from arcade.games.spire.climb.run import FIGHT, REWARD, SHOP_PHASE, Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb_ui.forecast import CLIMB_FORECASTER, describe_climb_intent
from arcade.games.spire.climb_ui.inspect_text import TALLY_STICK, relic_id_entry
from arcade.games.spire.climb_ui.inspect_view import INSPECT_COLS, InspectDialog
from arcade.games.spire.climb_ui.screen import AIMING
from arcade.games.spire.model import Cultist, JawWorm, Strike, new_game
from tests.shell_session import ShellSession
from tests.spire.climb.test_screen import drawn_lines, too_wide
from tests.spire.climb.test_screen_places import opened_at, seeded, two_monsters  # noqa: F401  (the fixture)

WORM_SEED = 3
"""A climb whose greedy play meets the Hungry Worm (the task sheet's JawWorm) in act 1."""


def inspected(session: ShellSession) -> InspectDialog:
    """The inspect dialog open on top."""
    dialog = session.app.dialogs[-1]
    assert isinstance(dialog, InspectDialog)
    return dialog


def shown(dialog: InspectDialog) -> str:
    """What the dialog shows in the room 80×24 gives it (the rows above the status bar), flattened."""
    urwid.CanvasCache.clear()
    return flat("\n".join(row.decode() for row in dialog.render((INSPECT_COLS, 22)).text))


def flat(text: str) -> str:
    """Text without its spaces and box borders, to find a wrapped text whole in a screen's."""
    return re.sub(r"[\s│┌┐└┘─]", "", text)


def worm_fight(hp: int = 44) -> tuple[ClimbFight, JawWorm]:
    new_game(random.Random(1))
    run = RunState("ironclad", 80, 80, [Strike() for _ in range(10)])
    worm = JawWorm(hp)
    worm.add_strength(1)
    return ClimbFight(run, [worm]), worm


# --- the worm's rule and the change said ---------------------------------------------------------------------------

@pytest.mark.parametrize("taken", [0, 1, 9, 26, 27])
def test_the_worms_intent_says_its_rule_from_the_damage_it_has_taken(taken: int) -> None:
    fight, worm = worm_fight()
    worm.reduce_hp(taken)
    intent = CLIMB_FORECASTER.predict(fight).intents[0]
    assert intent.damage == taken // 2 + 1  # the model's rule, and the act's strength
    assert describe_climb_intent(intent, 32).startswith((f"Attack {intent.damage} (half damage taken)",
                                                          f"{intent.damage} (half damage taken)"))
    rule = damage_rule(worm)
    assert rule is not None and f"it has taken {taken}, so it attacks for {taken // 2}" in rule.whole


def test_a_change_of_the_worms_attack_says_why_with_its_numbers() -> None:
    fight, worm = worm_fight()
    worm.reduce_hp(26)
    short, whole = change_lines("Hungry Worm 1", 1, 14, fight, worm)
    assert short == "Hungry Worm 1's attack grows to 14."
    assert whole == "Hungry Worm 1's attack grows to 14: half the 26 damage taken, +1 strength."
    assert len(whole) < 79  # the status line's room at 80 columns


def test_the_cultists_ritual_is_no_attack_and_its_rule_names_the_attacks_to_come() -> None:
    new_game(random.Random(1))
    fight = ClimbFight(RunState("ironclad", 80, 80, [Strike() for _ in range(10)]), [Cultist(24)])
    intent = CLIMB_FORECASTER.predict(fight).intents[0]
    assert describe_climb_intent(intent, 32) == "Ritual (then 7)"
    rule = damage_rule(fight.get_monsters()[0])
    assert rule is not None and "next 7, 8, 9" in rule.whole


def test_a_hit_on_the_worm_in_the_climb_says_its_attack_grew_and_why(tmp_path: Path) -> None:
    session, screen = opened_at(tmp_path, lambda climb: climb.phase == FIGHT and any(
        isinstance(monster, JawWorm) for monster in climb.fight.get_monsters()), seed=WORM_SEED)
    climb = screen.climb
    assert climb is not None and climb.fight is not None
    worm = climb.fight.get_monsters()[0]
    hand = climb.fight.get_player().get_hand()
    attack = next(number for number, card in enumerate(hand, 1) if card.get_damage_amount()
                  and card.get_energy_cost() <= climb.fight.get_player().get_energy())
    session.press(str(attack))
    taken = worm.get_max_hp() - worm.get_hp()
    intent = CLIMB_FORECASTER.predict(climb.fight).intents[0]
    assert f"attack grows to {intent.damage}: half the {taken} damage taken" in screen.message
    assert f"JawWorm 1's attack grows to {intent.damage}." in session.text()  # the log, by the box's name
    assert "(half damage taken)" in session.text()  # the intent line


# --- inspect ---------------------------------------------------------------------------------------------------------

def test_inspect_in_a_fight_opens_on_the_card_of_the_hand_and_the_aimed_monster(tmp_path: Path) -> None:
    session, screen = opened_at(tmp_path, two_monsters)
    climb = screen.climb
    assert climb is not None and climb.fight is not None
    hand = climb.fight.get_player().get_hand()
    session.press("right", "I")
    dialog = inspected(session)
    card = hand[1]
    assert dialog.entry.detail[0].startswith(f"{card.get_name()} · cost {card.get_energy_cost()} · "
                                             f"{cards.card_rarity(card.get_name())}")
    assert card.get_description() in dialog.entry.detail
    better = cards.upgraded(card)
    assert better is None or f"Upgrade: {better.get_name()}" in dialog.entry.detail[-1]
    session.press("esc")
    attack = next(number for number, found in enumerate(hand, 1) if found.requires_target()
                  and ["play", number, 1] in climb.legal_actions())
    session.press(str(attack), "right", "I")
    assert screen.mode == AIMING
    dialog = inspected(session)
    monster = climb.fight.get_monsters()[1]
    assert dialog.highlight == 1 and dialog.entry.detail[0].startswith(f"{monster.get_name()} 2: HP "
                                                                       f"{monster.get_hp()}/")
    text = "\n".join(dialog.entry.detail)
    assert "Intent: " in text and "Statuses" in text
    if isinstance(monster, ClimbMonster):
        assert f"▶ next {monster.next_place + 1}. {monster.next_move().name}" in text
    assert flat(text) in shown(dialog)  # shown whole at 80×24


def test_inspect_in_a_shop_opens_on_the_highlighted_item_with_its_rarity_and_upgrade(tmp_path: Path) -> None:
    session, screen = opened_at(tmp_path, lambda climb: climb.phase == SHOP_PHASE)
    climb = screen.climb
    assert climb is not None and climb.shop is not None
    session.press("down", "I")
    item = climb.shop.items[1]
    dialog = inspected(session)
    card = cards.card_named(item.what)
    assert card is not None
    assert dialog.entry.detail[0] == f"{item.what}: {item.price} gold"
    assert cards.card_rarity(item.what) in dialog.entry.detail[1]
    assert dialog.entry.detail[-1].startswith(("Upgrade: ", "It cannot"))
    session.press("esc")
    assert cards.card_rarity(item.what) in session.text()  # the shop's line says it too


def test_inspect_after_a_fight_shows_the_cards_offered_with_their_rarity(tmp_path: Path) -> None:
    session, screen = opened_at(tmp_path, lambda climb: climb.phase == REWARD and climb.offer)
    climb = screen.climb
    assert climb is not None
    for card in climb.offer:
        assert f"{card.get_name()}" in session.text() and cards.card_rarity(card.get_name()) in session.text()
    session.press("I", "down")
    dialog = inspected(session)
    card = climb.offer[1]
    assert dialog.entry.label.startswith(f"{card.get_name()} · cost {card.get_energy_cost()} · "
                                         f"{cards.card_rarity(card.get_name())}")


def test_the_relics_list_says_a_counter_and_inspect_shows_a_potion(tmp_path: Path) -> None:
    session, screen = opened_at(tmp_path, lambda climb: climb.phase == FIGHT)
    climb = screen.climb
    assert climb is not None
    climb.run.relics.append(relics.relic("tally_stick"))
    climb.run.counters["tally_stick"] = 2
    climb.run.potions[0] = "fire_flask"
    session.press("v")
    labels = [entry.label for entry in inspected(session).entries]
    assert "Tally Stick · uncommon · Attacks counted: 2 of 3; your next attack makes it." in labels
    session.press("esc", "I")
    entries = inspected(session).entries
    flask = next(entry for entry in entries if "Fire Flask" in entry.label)
    assert flask.detail == ("Fire Flask · common potion", potions.potion("fire_flask").text,
                            "Thrown at a monster you choose.")


@pytest.mark.parametrize(("key", "title"), [("I", "Inspect"), ("c", "Deck"), ("v", "Relics"), ("p", "Draw pile"),
                                            ("x", "Discard pile")])
def test_the_key_that_opened_a_list_closes_it_and_its_foot_says_so(tmp_path: Path, key: str, title: str) -> None:
    """Each list of a fight closes with its own key, as with c (every information dialog's Close), q or Esc, as its
    foot and the status bar say; another list's key does nothing while it is open (v did not close the relics)."""
    session, _screen = opened_at(tmp_path, lambda climb: climb.phase == FIGHT)
    keys = "c/q" if key == "c" else f"{key}/c/q"
    for closing in (key, "c", "q", "esc"):
        session.press(key)
        dialog = inspected(session)
        assert dialog.title == title and flat(f"↑↓ choose · {keys}/Esc close") in shown(dialog)
        assert f"{keys} close" in session.text().splitlines()[-1]
        other = "v" if key != "v" else "p"
        session.press(other)
        assert inspected(session) is dialog
        session.press(closing)
        assert not session.app.dialogs


# --- nothing cut without a way to read it -----------------------------------------------------------------------------

def cut_texts(session: ShellSession) -> list[str]:
    """The texts of the screen drawn cut ('…' or clipped) at this size."""
    return [line for text, line, width in drawn_lines(session)
            if text.wrap in (urwid.WrapMode.ELLIPSIS, urwid.WrapMode.CLIP) and too_wide(line, width)]


def readable(session: ShellSession) -> str:
    """Everything the page shows whole and every entry's detail the inspect key gives, flattened."""
    page = session.text()
    session.press("I")
    details = "".join("".join(entry.detail) + entry.label for entry in inspected(session).entries)
    session.press("esc")
    return flat(page + details)


@pytest.mark.parametrize("phase", ["map", "fight", "reward", "shop", "rest", "event"])
def test_nothing_cut_at_80x24_is_out_of_reach(tmp_path: Path, phase: str) -> None:
    session, screen = opened_at(tmp_path, lambda climb: climb.phase == phase and (phase != REWARD or climb.offer))
    climb = screen.climb
    assert climb is not None
    screen.say(f"A message long enough to be cut on the status line at eighty columns: {climb.run.gold} gold, "
               f"{climb.run.hp} HP, floor {climb.run.floor}, and more words to be sure of it.")
    for turn in range(3):
        cut = [text.strip() for text in cut_texts(session)]
        assert cut or turn, "the status line at least is cut"
        whole = readable(session)
        # a field is a column, a part in brackets or one of a line's ' · ' parts (a shop's card line is 'rarity · cost ·
        # text', its inspect entry 'name · cost · rarity' and the text: each part whole there)
        assert [field for text in cut for field in re.split(r"\s{2,}|\s\(|\)$|\s·\s", text)
                if flat(field) not in whole] == [], phase
        session.press("down")


def test_every_inspect_entry_of_a_fight_is_shown_whole_at_80x24(tmp_path: Path) -> None:
    session, _screen = opened_at(tmp_path, two_monsters)
    session.press("I")
    dialog = inspected(session)
    for _ in dialog.entries:
        assert flat("".join(dialog.entry.detail)) in shown(dialog), dialog.entry.label
        session.press("down")


def greedy_until(climb: Climb, wanted: Any) -> None:
    rng = random.Random(1)
    while not wanted(climb):
        climb.act(greedy_bot(climb, rng))


def test_a_relic_only_offered_shows_no_counter_and_one_held_does() -> None:
    run = RunState("ironclad", 80, 80, [Strike()])
    offered = relic_id_entry(TALLY_STICK, run)
    assert not any(line.startswith("Attacks counted") for line in offered.detail)
    relics.obtain(run, TALLY_STICK)
    held = relic_id_entry(TALLY_STICK, run)
    assert "Attacks counted: 0 of 3; 3 more attacks to the next." in held.detail
