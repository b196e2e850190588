"""The climb's hand in a fight of rules version 4 (the characters' own cards): a card's long text is cut to the
layout's rows with '…' and said whole (the status line as the highlight lands on it, the inspect dialog); a hand of
more than five cards shows a window of the cards that fit, following the highlight, with the count of the cards left
out each side, every card titled with its place, and every number key (0 for the tenth) plays the card at its place.
Played through the real shell with the helpers of test_screen.py; the classic screen's tests are untouched.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from arcade.games.spire.classic.fight_words import Figures, changes, self_line
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.cards import CARD_RARITY, CHARACTER_POOLS, Gloom, Wound, card_rarity, upgraded
from arcade.games.spire.climb.ironclad_cards import Ashfeast
from arcade.games.spire.climb.keywords import HAND_LIMIT
from arcade.games.spire.climb.run import FIGHT, Climb
from arcade.games.spire.climb.silent_cards import Blightfog, Edgewhirl, Fumeshroud, Quickdraw, Venomshard
from arcade.games.spire.climb_ui.bindings import discard_table, fight_table
from arcade.games.spire.climb_ui.screen import ClimbScreen
from arcade.games.spire.model import Card, Defend, Strike
from arcade.games.spire.views.fight_view import CUT_MARK, hand_window, text_is_cut, text_lines
from arcade.games.spire.views.page import CARD_TEXT_LINES, COMPACT, ROOMY
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import SAVE_FORMAT
from tests.shell_session import ShellSession
from tests.spire.climb.test_inspect import flat, inspected, shown
from tests.spire.climb.test_screen import SIZES, check_fits, open_climb, screen_of
from tests.spire.climb.test_screen_places import said, seeded  # noqa: F401  (the fixture)
from tests.spire.test_screen import Session as ClassicSession
from tests.spire.test_screen import bundled as classic_level

RULES = 4
"""The rules version of the characters' own pools (cards.CHARACTER_POOL_RULES)."""
SEED = 11


def in_fight(climb: Climb) -> bool:
    return climb.phase == FIGHT and climb.fight is not None and climb.fight.is_players_turn()


def fight_session(tmp_path: Path, size: tuple[int, int], character: str = "silent") -> tuple[ShellSession,
                                                                                              ClimbScreen]:
    """The climb screen resumed in the first fight of a version-4 climb (a save of the greedy bot's actions)."""
    climb, rng = Climb(character, SEED, rules_version=RULES), random.Random(1)
    while not in_fight(climb):
        climb.act(greedy_bot(climb, rng))
    store = Store(tmp_path / DATABASE_FILE)
    start = {"mode": "climb", "character": character, "seed": SEED, "difficulty": 0, "fight_rules": RULES}
    store.save_game("spire", "climb", {"play": {"format": SAVE_FORMAT, "start": start,
                                                "actions": list(climb.actions)}}, "x")
    session = open_climb(tmp_path, size, store)
    screen = screen_of(session)
    assert screen.climb is not None and screen.climb.run.rules_version == RULES and in_fight(screen.climb)
    return session, screen


def deal(session: ShellSession, screen: ClimbScreen, hand: list[Card], energy: int = 3) -> list[Card]:
    """Put these cards in the hand (and this much energy), the page drawn again."""
    assert screen.climb is not None and screen.climb.fight is not None
    player = screen.climb.fight.get_player()
    player.get_hand()[:] = hand
    player._energy = energy
    screen.selected = 0
    screen.refresh()
    session.lines()
    return hand


def hand_rows(session: ShellSession) -> list[str]:
    """The screen's rows from the hand's top border down to its bottom one."""
    lines = session.lines()
    top = next(row for row, line in enumerate(lines) if re.search(r"┌ \d+ ", line))
    bottom = next(row for row in range(top, len(lines)) if "└" in lines[row])
    return lines[top:bottom + 1]


def shown_places(session: ShellSession) -> list[int]:
    """The numbers (places in the hand) of the cards drawn, from the left."""
    return [int(number) for number in re.findall(r"┌ (\d+) ", hand_rows(session)[0])]


def marks(session: ShellSession) -> tuple[int, int]:
    """The counts of the cards left out on the left ('◀ 2') and on the right ('3 ▶'), 0 when there is no mark."""
    text = "\n".join(hand_rows(session))
    left, right = re.findall(r"◀ (\d+)", text), re.findall(r"(\d+) ▶", text)
    assert len(left) <= 1 and len(right) <= 1
    return int(left[0]) if left else 0, int(right[0]) if right else 0


def longest_texts() -> list[Card]:
    """The five cards of the characters' pools (upgrades included) whose texts wrap to the most lines."""
    found = {card.get_name(): card for pool in CHARACTER_POOLS.values() for kind in pool
             for card in (kind(), upgraded(kind())) if card is not None}
    return sorted(found.values(), key=lambda card: -len(card.get_description()))[:5]


# --- long texts ------------------------------------------------------------------------------------------------------

def test_the_pools_have_texts_longer_than_the_layouts_budget() -> None:
    """What this file is about: texts the compact card cannot hold in its four lines."""
    cut = [card.get_name() for card in longest_texts() if text_is_cut(card, COMPACT)]
    assert len(cut) == 5 and text_is_cut(Blightfog(), ROOMY)


@pytest.mark.parametrize("size", SIZES)
def test_a_hand_of_the_longest_texts_fits_with_the_cut_shown(tmp_path: Path, size: tuple[int, int]) -> None:
    session, screen = fight_session(tmp_path, size)
    hand = deal(session, screen, longest_texts())
    check_fits(session, size, "the longest texts")
    assert screen.fight_view.page is not None
    views = screen.fight_view.page.card_views(len(hand))
    for card, view in zip(hand, views, strict=True):
        body = view.body.text.rstrip("\n").split("\n")[1:]  # under the cost line
        whole = card.get_description()
        if size == (80, 24):  # four lines, the last ending with '…', each a beginning of the text
            assert len(body) == CARD_TEXT_LINES and body[-1].endswith(CUT_MARK), card.get_name()
            assert whole.startswith(" ".join(body).removesuffix(CUT_MARK)), card.get_name()
        else:  # the rows to spare show the whole text
            assert " ".join(body) == whole and CUT_MARK not in view.body.text, card.get_name()
    rows = hand_rows(session)
    assert len(rows) == 2 + 1 + (CARD_TEXT_LINES if size == (80, 24) else 6) + 1
    if size == (80, 24):
        assert rows[-3].count(CUT_MARK) == len(hand)  # the cut is on the screen, on every card


def test_the_status_line_says_a_cut_text_whole_as_the_highlight_lands_on_it(tmp_path: Path) -> None:
    session, screen = fight_session(tmp_path, (80, 24))
    deal(session, screen, [Defend(), Blightfog(), Defend(), Fumeshroud(), Edgewhirl()])
    screen.say("")
    session.press("right")  # onto Blightfog: cut
    assert Blightfog().get_description() in said(session)
    session.press("right")  # onto Defend: whole, nothing said
    assert "poison" not in said(session)
    session.press("right")
    assert said(session) == Fumeshroud().get_description()  # whole: the name would not leave it room
    session.press("left", "left", "left", "left")  # around to Edgewhirl
    assert said(session) == Edgewhirl().get_description()
    deal(session, screen, [Defend(), Venomshard(), Ashfeast()])
    session.press("right")  # with its name when it leaves room
    assert said(session) == f"Venomshard: {Venomshard().get_description()}"
    session.press("right")  # and the key too
    assert said(session) == f"Ashfeast: {Ashfeast().get_description()} (I: inspect)"
    session.press("I")  # the inspect dialog opens on the highlighted card, its text whole, its label its place
    dialog = inspected(session)
    assert flat(Ashfeast().get_description()) in shown(dialog)
    assert dialog.entry.label.startswith("3 Ashfeast · cost 2")


def test_a_short_text_is_never_cut_nor_said() -> None:
    assert not text_is_cut(Defend(), COMPACT)
    assert not any(text_is_cut(kind(), COMPACT, CARD_TEXT_LINES + 2) for pool in CHARACTER_POOLS.values()
                   for kind in pool)


def footers(session: ShellSession) -> list[str]:
    """The words in the bottom borders of the cards drawn, from the left ('' for a card with none)."""
    bottom = hand_rows(session)[-1]
    return [match.strip(" ─") for match in re.findall(r"└([^┘]*)┘", bottom)]


@pytest.mark.parametrize("size", SIZES)
def test_every_card_of_the_hand_says_its_rarity_in_its_bottom_border(tmp_path: Path, size: tuple[int, int]) -> None:
    session, screen = fight_session(tmp_path, size)
    pool = CHARACTER_POOLS["silent"]
    one_of_each = [next(kind() for kind in pool if CARD_RARITY[kind.__name__] == rarity)
                   for rarity in ("common", "uncommon", "rare")]
    hand = deal(session, screen, [Strike(), *one_of_each, upgraded(one_of_each[-1]), Gloom(), Wound()])
    rarities = [card_rarity(card.get_name()) for card in hand]
    assert rarities == ["basic", "common", "uncommon", "rare", "rare", "curse", "status"]
    for key in ["", *["right"] * len(hand)]:  # across the window of the cards that fit
        if key:
            session.press(key)
        assert footers(session) == [rarities[place - 1] for place in shown_places(session)], key


def test_the_task_sheets_cards_have_no_rarity_in_their_borders(tmp_path: Path) -> None:
    session = ClassicSession(tmp_path, classic_level("game1"))
    session.press("1")
    bottom = next(line for line in session.text().splitlines() if line.count("└") == 5)
    assert set(bottom.strip()) == {"└", "─", "┘", " "}


# --- hands of more than five cards ---------------------------------------------------------------------------------

def named_defends(count: int) -> list[Card]:
    return [Defend() for _ in range(count)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [6, 8, HAND_LIMIT])
def test_a_big_hand_fits_follows_the_highlight_and_marks_the_cards_left_out(
        tmp_path: Path, size: tuple[int, int], count: int) -> None:
    session, screen = fight_session(tmp_path, size)
    deal(session, screen, [*named_defends(count - 2), Venomshard(), Blightfog()])
    moves = ["right"] * (count + 1) + ["left"] * (count + 2)
    for key in ["", *moves]:
        if key:
            session.press(key)
        places = shown_places(session)
        assert len(places) == 4 and places == list(range(places[0], places[0] + 4)), places  # side by side, in order
        assert screen.selected + 1 in places, key  # the highlighted card in view
        assert marks(session) == (places[0] - 1, count - places[-1])
        check_fits(session, size, f"{count} cards")
    assert shown_places(session)[-1] == count  # the last move wrapped around to the hand's end


def test_the_window_moves_only_as_far_as_the_highlight_needs() -> None:
    assert hand_window(0, 3, 10, 4) == 0
    assert hand_window(0, 4, 10, 4) == 1
    assert hand_window(5, 6, 10, 4) == 5
    assert hand_window(5, 2, 10, 4) == 2
    assert hand_window(8, 9, 10, 4) == 6  # never past the end
    assert hand_window(6, 9, 7, 4) == 3  # a hand grown smaller
    assert hand_window(3, 0, 5, 5) == 0  # the whole hand fits


@pytest.mark.parametrize("place", range(1, HAND_LIMIT + 1))
def test_every_number_key_plays_the_card_at_its_place(tmp_path: Path, place: int) -> None:
    session, screen = fight_session(tmp_path, (80, 24))
    deal(session, screen, named_defends(HAND_LIMIT), energy=HAND_LIMIT)
    assert screen.climb is not None
    session.press("0" if place == 10 else str(place))  # the keys a player presses, spelt out
    assert screen.climb.actions[-1] == ["play", place]
    assert screen.climb.fight is not None and len(screen.climb.fight.get_player().get_hand()) == HAND_LIMIT - 1
    assert screen.selected == min(place, HAND_LIMIT - 1) - 1 and screen.selected + 1 in shown_places(session)


def test_the_tenth_cards_key_is_0_in_the_key_table_the_bar_and_the_help(tmp_path: Path) -> None:
    session, screen = fight_session(tmp_path, (80, 24))
    deal(session, screen, named_defends(HAND_LIMIT))
    assert session.lines()[-1].lstrip().startswith("1/2/3/4/5/6/7/8/9/0 play")
    keys = fight_table(HAND_LIMIT).rows[0].binding.keys
    assert keys == ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")
    assert "0 plays the 10th" in fight_table(HAND_LIMIT).rows[0].binding.help
    assert fight_table(5).rows[0].binding.keys == ("1", "2", "3", "4", "5")
    session.press("?")  # the help lists the screen's keys as they are now
    assert "Help: Slay the Spire" in session.text()
    assert ("1 2 3 4 5 6 7 8 9 0", "Play that card of the hand (numbered from the left; 0 plays the 10th), or "
            "discard it when a card played asks for a discard") in screen.keymap.help_rows()
    session.press("?")
    deal(session, screen, named_defends(5))
    assert session.lines()[-1].lstrip().startswith("1/2/3/4/5 play")


def test_a_hand_of_five_or_fewer_is_drawn_whole_without_marks(tmp_path: Path) -> None:
    session, screen = fight_session(tmp_path, (80, 24))
    for count in range(1, 6):
        deal(session, screen, named_defends(count))
        assert shown_places(session) == list(range(1, count + 1)) and marks(session) == (0, 0)


def test_a_new_turns_hand_opens_on_its_first_card_and_a_play_keeps_the_highlight_in_the_hand(tmp_path: Path) -> None:
    session, screen = fight_session(tmp_path, (80, 24))
    deal(session, screen, named_defends(HAND_LIMIT), energy=HAND_LIMIT)
    session.press("left")  # around to the tenth card: the window at the hand's end
    assert screen.selected == HAND_LIMIT - 1 and shown_places(session)[-1] == HAND_LIMIT
    session.press("enter")  # played: the highlight on the new last card, in view
    assert screen.selected == HAND_LIMIT - 2 and shown_places(session)[-1] == HAND_LIMIT - 1
    session.press("e")
    assert screen.climb is not None and screen.climb.fight is not None and screen.climb.phase == FIGHT
    assert screen.selected == 0 and shown_places(session)[0] == 1 and marks(session)[0] == 0


@pytest.mark.parametrize(("size", "lines"), [((80, 24), 4), ((80, 25), 5), ((94, 26), 4), ((100, 27), 5),
                                             ((100, 32), 10)])
def test_a_card_shows_a_line_more_for_each_row_to_spare(tmp_path: Path, size: tuple[int, int], lines: int) -> None:
    """The layouts' budget is four lines at their smallest (80×24, 94×26); each row more shows a line more."""
    session, screen = fight_session(tmp_path, size)
    assert screen.text_lines() == lines
    hand = deal(session, screen, [Blightfog(), Fumeshroud(), Edgewhirl()])
    check_fits(session, size, f"{lines} lines")
    assert screen.fight_view.page is not None
    for card, view in zip(hand, screen.fight_view.page.card_views(len(hand)), strict=True):
        body = view.body.text.rstrip("\n").split("\n")[1:]
        assert len(body) == min(lines, len(text_lines(card, screen.layout, 99))), card.get_name()
        assert body[-1].endswith(CUT_MARK) == text_is_cut(card, screen.layout, lines)


def test_choosing_the_discard_from_a_full_hand_takes_0_for_the_tenth(tmp_path: Path) -> None:
    """A card that draws and asks for a discard can leave ten cards to choose from: 0 discards the tenth."""
    session, screen = fight_session(tmp_path, (80, 24))
    deal(session, screen, [*named_defends(HAND_LIMIT - 1), Venomshard()])
    assert screen.climb is not None and screen.climb.fight is not None
    screen.climb.fight.get_player().to_discard = 1
    session.press("e")  # refused: the discard first, said with the tenth's key
    assert said(session) == "Choose a card to discard (1 left): ←→ and Enter, or its number (0 the 10th)."
    session.press("0")
    assert screen.climb.actions[-1] == ["discard", HAND_LIMIT]
    assert all(not isinstance(card, Venomshard) for card in screen.climb.fight.get_player().get_hand())


def test_while_a_discard_is_asked_the_keys_say_discard_the_previews_go_and_the_turn_cannot_end(
        tmp_path: Path) -> None:
    session, screen = fight_session(tmp_path, (80, 24))
    deal(session, screen, [Quickdraw(), Defend(), Defend(), Strike()])
    session.press("1")
    assert screen.climb is not None and screen.climb.fight is not None
    hand = screen.climb.fight.get_player().get_hand()
    assert screen.climb.fight.get_player().to_discard == 1 and len(hand) == 4
    assert screen.key_table() == discard_table(4)
    assert session.lines()[-1].lstrip().startswith("1/2/3/4 discard")
    rows = "\n".join(hand_rows(session))
    assert "dmg" not in rows and "blk" not in rows
    taken = len(screen.climb.actions)
    session.press("e")
    assert len(screen.climb.actions) == taken
    discarded = hand[1].get_name()
    session.press("2")
    assert screen.climb.actions[-1] == ["discard", 2]
    assert screen.climb.fight.get_player().get_discarded()[-1].get_name() == discarded
    assert screen.key_table() == fight_table(3)


# --- a card played on no monster ------------------------------------------------------------------------------------

def test_a_card_played_on_no_monster_says_what_it_did_to_the_player_in_the_log_and_the_status_line(
        tmp_path: Path) -> None:
    session, screen = fight_session(tmp_path, (80, 24))
    deal(session, screen, [Defend(), Quickdraw()])
    assert screen.climb is not None and screen.climb.fight is not None
    block = screen.climb.fight.get_player().get_block()
    session.press("1")
    gained = screen.climb.fight.get_player().get_block() - block
    assert gained == Defend().get_block() and screen.log[-1] == f"Defend: +{gained} block."
    assert said(session) == f"Defend: +{gained} block."
    session.press("1")  # Quickdraw draws and discards: nothing measured on the player
    assert screen.log[-1] == "You play Quickdraw."


def test_a_self_line_signs_each_change_and_fits_its_width() -> None:
    before = Figures(40, 0, 0, 0, 0)
    assert self_line("Bloodreap", changes(before, Figures(37, 8, 0, 0, 0)), 40) == "Bloodreap: +8 block, −3 HP."
    assert self_line("Flex", changes(before, Figures(40, 0, 2, 0, 0)), 40) == "Flex: +2 strength."
    assert self_line("Sift", changes(before, before), 40) == "You play Sift."
    assert self_line("Bloodreap", changes(before, Figures(37, 8, 0, 0, 0)), 26) == "Bloodreap: +8 blk, −3 HP."
    assert self_line("Bloodreap", changes(before, Figures(37, 8, 0, 0, 0)), 20) == "Bloodreap: +8 blk, …"
