"""The climb's screen where the player buys, reads and fights: the shop's highlight after a purchase or a removal,
refusals that say the shop rule's figures, fight log lines that say what block took and fit the log panel, one floor
count, and legends that name what is drawn (a colour, or under NO_COLOR what the monochrome palette draws). Played
through the real shell, with the helpers of test_screen.py.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from arcade.games.spire.classic.fight_words import Figures, changes, changes_line
from arcade.games.spire.climb import bestiary, shop
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.events import find_event
from arcade.games.spire.climb.forecasts import ClimbIntent
from arcade.games.spire.climb.ironclad_cards import Ashfeast, Hellflame
from arcade.games.spire.climb.map import climb_floor
from arcade.games.spire.climb.powers import CURL
from arcade.games.spire.climb.run import EVENT, FIGHT, MAP, SHOP_PHASE, Climb
from arcade.games.spire.climb.state import CURRENT_RULES, POTION_SLOTS
from arcade.games.spire.climb_ui.fight_keys import LOG_WIDTH
from arcade.games.spire.climb_ui.forecast import curl_line, hit_line, turn_line
from arcade.games.spire.climb_ui.parts import DIMMED, top_line
from arcade.games.spire.climb_ui.screen import REMOVING, ClimbScreen
from arcade.games.spire.climb_ui.summary_view import ending_line
from arcade.games.spire.history import climb_lines
from arcade.games.spire.model import Bash, Neutralize, Strike
from arcade.games.spire.views.page import COMPACT, ROOMY
from arcade.randomness import SEED_VARIABLE
from arcade.store import DATABASE_FILE, FinishedGame, Store
from arcade.ui.game import SAVE_FORMAT
from arcade.ui.palette import PALETTE
from tests.shell_session import ShellSession
from tests.spire.climb.test_screen import SIZES, open_climb, screen_of

SEED = 11
"""A climb whose greedy play meets a shop, a fight with two monsters and an event early."""
ACT_2_SEED = 1
"""A climb whose greedy play reaches act 3."""


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "5")
    monkeypatch.delenv("NO_COLOR", raising=False)


def actions_until(wanted: Any, seed: int) -> list[Any]:
    """The greedy bot's actions on a bare climb up to the first state `wanted(climb)` accepts."""
    climb, rng = Climb("ironclad", seed), random.Random(1)
    while not wanted(climb):
        assert not climb.over, "the climb ended first"
        climb.act(greedy_bot(climb, rng))
    return list(climb.actions)


def opened_at(tmp_path: Path, wanted: Any, size: tuple[int, int] = (80, 24),
              seed: int = SEED) -> tuple[ShellSession, ClimbScreen]:
    """The climb screen resumed at the first state `wanted` accepts (a save of the bot's actions, opened)."""
    store = Store(tmp_path / DATABASE_FILE)
    start = {"mode": "climb", "character": "ironclad", "seed": seed, "difficulty": 0, "fight_rules": CURRENT_RULES}
    play = {"format": SAVE_FORMAT, "start": start, "actions": actions_until(wanted, seed)}
    for earlier in store.saved_games("spire", "climb"):  # the level's only save: opening it resumes it
        store.drop_save(earlier.play)
    store.save_game("spire", "climb", {"play": play}, "x")
    session = open_climb(tmp_path, size, store)
    return session, screen_of(session)


def in_shop(climb: Climb) -> bool:
    return climb.phase == SHOP_PHASE


def said(session: ShellSession) -> str:
    """The status line's message."""
    return session.lines()[-2].strip()


def redrawn(session: ShellSession, screen: ClimbScreen) -> str:
    """The screen's text after the climb was changed behind its back (gold or potions set by the test)."""
    screen.refresh()
    return session.text()


# --- 1. the shop's highlight --------------------------------------------------------------------------------------

def test_down_enter_after_a_purchase_buys_the_next_item(tmp_path: Path) -> None:
    """Down ×3, Enter buys the fourth item; then Down, Enter the fifth: the highlight stays on the row bought."""
    session, screen = opened_at(tmp_path, in_shop)
    climb = screen.climb
    assert climb is not None and climb.shop is not None
    climb.run.gold = 10_000
    session.press("down", "down", "down", "enter")
    assert [item.sold for item in climb.shop.items[:5]] == [False, False, False, True, False]
    assert screen.cursor == 3
    session.press("down", "enter")
    assert [item.sold for item in climb.shop.items[:5]] == [False, False, False, True, True]
    assert climb.actions[-2:] == [["buy", 4], ["buy", 5]]


def test_after_a_removal_the_highlight_comes_back_near_its_row(tmp_path: Path) -> None:
    """x from row 6, a card removed: the highlight goes back to row 6, or (the gold paid, row 6 too dear now) to the
    next row that can still be bought; Esc instead of a card goes back to row 6 as it was."""
    session, screen = opened_at(tmp_path, in_shop)
    climb = screen.climb
    assert climb is not None and climb.shop is not None
    items, row = climb.shop.items, 5
    climb.run.gold = climb.shop.removal_price + items[row].price - 1  # after the removal, row 6 is too dear
    session.press(*["down"] * row, "x")
    assert screen.mode == REMOVING
    session.press("esc")
    assert screen.cursor == row
    session.press("x", "enter")
    assert climb.shop.removed and screen.mode != REMOVING
    left = climb.run.gold
    affordable = [index for index, item in enumerate(items) if not item.sold and item.price <= left
                  and (item.kind != shop.POTION or None in climb.run.potions)]
    after = [index for index in affordable if index > row]
    assert screen.cursor == (after[0] if after else max(index for index in affordable if index < row))
    assert screen.cursor != 0 or not after


# --- 2. refusals with the shop rule's figures ---------------------------------------------------------------------

def test_the_refusals_say_which_rule_and_its_figures(tmp_path: Path) -> None:
    """The removal refused for gold names the price and the gold, for the deck its size and the minimum; an item too
    dear names its price; full slots say how many; the shop page says the same as the status line."""
    session, screen = opened_at(tmp_path, in_shop)
    climb = screen.climb
    assert climb is not None and climb.shop is not None
    price = climb.shop.removal_price
    climb.run.gold = price - 1
    text = redrawn(session, screen)
    session.press("x")
    words = f"Removal costs {price} gold; you have {price - 1}."
    assert said(session) == words and words in text
    climb.run.gold = 10_000
    climb.run.deck = climb.run.deck[:shop.MIN_DECK]
    text = redrawn(session, screen)
    session.press("x")
    words = f"Removal needs a deck of more than {shop.MIN_DECK} cards; yours has {shop.MIN_DECK}."
    assert said(session) == words and words in text
    first = climb.shop.items[0]
    climb.run.gold = first.price - 1
    text = redrawn(session, screen)
    session.press("enter")
    words = f"{shop.item_name(first)} costs {first.price} gold; you have {first.price - 1}."
    assert said(session) == words and words in text  # the highlighted row's reason on the page
    potion_row = next(index for index, item in enumerate(climb.shop.items) if item.kind == shop.POTION)
    climb.run.gold, climb.run.potions = 10_000, ["fire_flask"] * POTION_SLOTS
    redrawn(session, screen)
    session.press(*["down"] * potion_row, "enter")
    assert said(session) == f"All {POTION_SLOTS} potion slots are full. Throw one away first (o)."


# --- 3. the fight's log -------------------------------------------------------------------------------------------

def two_monsters(climb: Climb) -> bool:
    return climb.phase == FIGHT and climb.fight is not None and len(climb.fight.get_monsters()) >= 2


def test_a_hit_on_block_says_what_block_took(tmp_path: Path) -> None:
    """A Strike on a monster with block: the log says the damage and the part blocked, 'all blocked' when no HP
    was lost."""
    session, screen = opened_at(tmp_path, two_monsters)
    climb = screen.climb
    assert climb is not None and climb.fight is not None
    player, monster = climb.fight.get_player(), climb.fight.get_monsters()[0]
    name = f"{monster.get_name()} 1"
    for block, blocked in ((3, "3 blocked"), (99, "all blocked")):
        player.get_hand().insert(0, Strike())
        player._energy = 3
        monster.add_block(block - monster.get_block())
        hp = monster.get_hp()
        screen.refresh()
        session.press("1", "1")
        damage = hp - monster.get_hp() + block - monster.get_block()
        assert damage > 3 and screen.log[-1] == f"{damage} damage to {name}, {blocked}."
        assert said(session).endswith(f"{damage} damage to {name}, {blocked}.")


def test_every_hit_line_fits_the_log_panel_without_being_cut() -> None:
    """Every monster of the bestiary, numbered 1 to 3, hit for 999 with 99 blocked, defeated or not: a line in at
    most the compact log panel's width, ending in a full stop (a shorter wording, never cut)."""
    names = {f"{monster.title} {number}" for monster in bestiary.MONSTERS for number in (1, 2, 3)}
    assert LOG_WIDTH == COMPACT.log_width <= ROOMY.log_width
    for name in names:
        for damage, blocked in ((999, 99), (999, 0), (99, 99), (9, 3)):
            for defeated in (False, True):
                line = hit_line(name, damage, blocked, defeated, LOG_WIDTH)
                assert len(line) <= LOG_WIDTH and line.endswith("."), line
    assert hit_line("Hungry Worm 1", 10, 6, False, LOG_WIDTH) == "10 damage to Hungry Worm 1, 6 blocked."
    assert hit_line("Hungry Worm 1", 10, 10, False, LOG_WIDTH) == "10 damage to Hungry Worm 1, all blocked."


@pytest.mark.parametrize("size", SIZES)
def test_a_log_line_too_long_never_pushes_the_hand_down(tmp_path: Path, size: tuple[int, int]) -> None:
    """A log line longer than the panel is cut on its row: the page keeps its height, the hand its place."""
    session, screen = opened_at(tmp_path, two_monsters, size)
    before = session.lines()
    hand_row = next(index for index, line in enumerate(before) if "cost " in line)
    screen.log = ["x" * 200, "You take no damage."]
    screen.redraw()
    after = session.lines()
    assert next(index for index, line in enumerate(after) if "cost " in line) == hand_row
    assert any("xxxx…" in line for line in after)


THORNS_AND_CURL_SEED = 2
"""A climb whose greedy play meets a Thorn Beetle (Thorns 2) beside a Moss Crawler (Curl 5) on floor 4."""


def beetle_and_crawler(climb: Climb) -> bool:
    return climb.phase == FIGHT and climb.fight is not None and \
        {"Thorn Beetle", "Moss Crawler"} <= {monster.get_name() for monster in climb.fight.get_monsters()}


def played_on(session: ShellSession, screen: ClimbScreen, card: Any, title: str) -> str:
    """Put `card` first in the hand with energy for it, play it on the monster of this title; its name in the log."""
    climb = screen.climb
    assert climb is not None and climb.fight is not None
    player = climb.fight.get_player()
    player.get_hand().insert(0, card)
    player._energy = 3
    screen.refresh()
    number = next(number for number, monster in enumerate(climb.roster, 1) if monster.get_name() == title)
    session.press("1", str(number))
    return f"{title} {number}"


def test_a_hit_that_curls_its_monster_says_the_block_curl_gave(tmp_path: Path) -> None:
    """A Strike on a Moss Crawler (Curl 5) with no block: '6 damage to …', then the curl and its block, both in
    the log and the status line; a second Strike finds its block and no second curl."""
    session, screen = opened_at(tmp_path, beetle_and_crawler, seed=THORNS_AND_CURL_SEED)
    crawler = played_on(session, screen, Strike(), "Moss Crawler")
    assert screen.log[-2:] == [f"6 damage to {crawler}.", f"{crawler} curls up: +5 block."]
    assert said(session) == f"6 damage to {crawler}. {crawler} curls up: +5 block."
    played_on(session, screen, Strike(), "Moss Crawler")
    assert screen.log[-1] == f"6 damage to {crawler}, 5 blocked."


def test_an_attack_on_thorns_says_what_the_player_lost(tmp_path: Path) -> None:
    """A Strike on a Thorn Beetle (Thorns 2): 'You: −2 HP.' with no block; Bash (its own 5 block, then 2 of it
    lost to Thorns): 'You: +3 block.'"""
    session, screen = opened_at(tmp_path, beetle_and_crawler, seed=THORNS_AND_CURL_SEED)
    climb = screen.climb
    assert climb is not None and climb.fight is not None and climb.fight.get_player().get_block() == 0
    beetle = played_on(session, screen, Strike(), "Thorn Beetle")
    assert screen.log[-2:] == [f"6 damage to {beetle}.", "You: −2 HP."]
    played_on(session, screen, Bash(), "Thorn Beetle")
    assert screen.log[-2:] == [f"7 damage to {beetle}.", "You: +3 block."]
    assert said(session) == f"7 damage to {beetle}. You: +3 block."


def test_a_card_on_every_monster_says_each_hit_and_what_it_cost(tmp_path: Path) -> None:
    """Hellflame (21 damage to every monster, 5 HP) beside a 33 HP Thorn Beetle and a 12 HP Moss Crawler: its
    preview is each monster's hit ('dmg 21/12☠'); played, the log says both hits (the crawler's 12 and its fall: no
    curl, it fell) and what the player lost, 5 HP and the beetle's Thorns 2."""
    session, screen = opened_at(tmp_path, beetle_and_crawler, seed=THORNS_AND_CURL_SEED)
    climb = screen.climb
    assert climb is not None and climb.fight is not None
    assert [(monster.get_hp(), monster.get_block()) for monster in climb.fight.get_monsters()] == [(33, 0), (12, 0)]
    player = climb.fight.get_player()
    player.get_hand().insert(0, Hellflame())
    player._energy = 3
    screen.refresh()
    assert "dmg 21/12☠" in session.text()
    session.press("1")
    assert screen.log[-3:] == ["21 damage to Thorn Beetle 1.", "12 damage to Moss Crawler 2, defeated.",
                               "Hellflame: −7 HP."]
    assert said(session).startswith("21 damage to Thorn Beetle 1. 12 damage to Moss Crawler 2, defeated.")


def test_a_plays_statuses_and_powers_are_said_where_they_landed(tmp_path: Path) -> None:
    """Neutralize on the Thorn Beetle: its 3 damage, the beetle's weak 1 and vulnerable 2, and the player's 2 HP to
    Thorns; Ashfeast, a power: 'Ashfeast: +1 Ash Hunger.'"""
    session, screen = opened_at(tmp_path, beetle_and_crawler, seed=THORNS_AND_CURL_SEED)
    beetle = played_on(session, screen, Neutralize(), "Thorn Beetle")
    assert screen.log[-3:] == [f"3 damage to {beetle}.", f"{beetle}: +1 weak, +2 vulnerable.", "You: −2 HP."]
    climb = screen.climb
    assert climb is not None and climb.fight is not None
    climb.fight.get_player().get_hand().insert(0, Ashfeast())
    climb.fight.get_player()._energy = 3
    screen.refresh()
    session.press("1")
    assert screen.log[-1] == "Ashfeast: +1 Ash Hunger." and said(session) == "Ashfeast: +1 Ash Hunger."


def test_a_potion_drunk_on_no_monster_says_what_it_did(tmp_path: Path) -> None:
    """Spark Vial: its 2 energy (a potion's energy is measured; a card's would be its cost); Shard Bomb's 10 to
    every monster, each hit and the crawler's curl, then 'You drink Shard Bomb.' (no Thorns: not an attack)."""
    _session, screen = opened_at(tmp_path, beetle_and_crawler, seed=THORNS_AND_CURL_SEED)
    climb = screen.climb
    assert climb is not None
    climb.run.potions = ["spark_vial", "shard_bomb", None]
    screen.take(["potion", 1])
    assert screen.log[-1] == "Spark Vial: +2 energy."
    screen.take(["potion", 2])
    assert screen.log[-4:] == ["10 damage to Thorn Beetle 1.", "10 damage to Moss Crawler 2.",
                               "Moss Crawler 2 curls up: +5 block.", "You drink Shard Bomb."]


def test_a_curl_line_and_a_you_line_fit_the_log_panel() -> None:
    """Every curling monster of ours, numbered 1 to 3, with 99 block: one line within the compact log panel; the
    player's line signs each change and says nothing when nothing changed."""
    curling = [monster for monster in bestiary.MONSTERS if any(power.kind == CURL for power in monster.powers)]
    assert len(curling) == 3
    for monster in curling:
        for number in (1, 2, 3):
            line = curl_line(f"{monster.title} {number}", 99, LOG_WIDTH)
            assert len(line) <= LOG_WIDTH and line.endswith(".") and "99" in line, line
    assert curl_line("Moss Crawler 1", 5, LOG_WIDTH) == "Moss Crawler 1 curls up: +5 block."
    assert curl_line("Moss Crawler 1", 5, 30) == "Moss Crawler 1: curls, +5 blk."
    assert curl_line("Moss Crawler 1", 0, LOG_WIDTH) == ""
    before = Figures(40, 3, 0, 0, 0)
    hurt = changes(before, Figures(38, 8, 1, 0, 0))
    assert changes_line("You", hurt, LOG_WIDTH) == "You: +5 block, +1 strength, −2 HP."
    assert changes_line("You", changes(before, Figures(40, 0, 0, 0, 0)), LOG_WIDTH) == "You: −3 block."
    assert changes_line("You", changes(before, before), LOG_WIDTH) == ""
    assert changes_line("You", hurt, 30) == "You: +5 blk, +1 str, −2 HP."  # the short words
    assert changes_line("You", hurt, 12) == "You: +5 blk…"


def test_what_else_a_play_changed_is_said_in_the_panels_order() -> None:
    """Weak, vulnerable, poison and each power after block, strength and HP, then the stance entered; a monster's
    line leaves out the HP and block its hit line says, and says nothing when nothing else changed."""
    calm = Figures(40, 0, 0, 0, 0, 0, (("Fervor", 1),), "neutral")
    after = Figures(40, 6, 0, 1, 0, 0, (("Fervor", 3), ("Ash Hunger", 1)), "calm")
    assert changes(calm, after) == ["+6 block", "+1 weak", "+2 Fervor", "+1 Ash Hunger", "now calm"]
    monster = Figures(20, 0, 1, 0, 0, 2)
    hit = Figures(11, 5, 1, 1, 2, 5)
    assert changes(monster, hit, with_hp=False) == ["+1 weak", "+2 vulnerable", "+3 poison"]
    assert changes_line("Gloom Bat 1", changes(monster, hit, with_hp=False), 60) == \
        "Gloom Bat 1: +1 weak, +2 vulnerable, +3 poison."
    assert changes_line("Gloom Bat 1", changes(monster, hit, with_hp=False), LOG_WIDTH) == \
        "Gloom Bat 1: +1 weak, +2 vuln, +3 psn."  # the monster box's short words
    assert changes_line("Gloom Bat 1", changes(monster, Figures(2, 0, 1, 0, 0, 2), with_hp=False), LOG_WIDTH) == ""


def test_every_monsters_turn_line_fits_the_log_panel() -> None:
    """Every move of every monster of ours, its hits grown tenfold, numbered 1 to 3: one line within the compact
    log panel."""
    for monster in bestiary.MONSTERS:
        for move in monster.pattern:
            intent = ClimbIntent(0, monster.title, move.name, move.damage * 10, move.hits, move.block * 10,
                                 move.strength, move.weak, move.vulnerable)
            for number in (1, 2, 3):
                line = turn_line(f"{monster.title} {number}", intent, LOG_WIDTH)
                assert len(line) <= LOG_WIDTH and line.startswith(f"{monster.title} {number}: "), line


def test_the_monsters_lines_of_an_end_of_turn_fit_the_log(tmp_path: Path) -> None:
    """After an end of turn every log line (monster, move and its hits) fits the compact log panel."""
    session, screen = opened_at(tmp_path, two_monsters)
    session.press("e")
    assert len(screen.log) >= 3 and all(len(line) <= LOG_WIDTH for line in screen.log)


# --- 4. one floor count -------------------------------------------------------------------------------------------

def test_a_map_choice_is_named_by_the_floor_the_climb_then_stands_on() -> None:
    """Into act 2: before every step the floor the map names for the node chosen (map.climb_floor) is the floor
    run.floor counts once there, act 2's first floor following act 1's boss."""
    climb, rng = Climb("ironclad", ACT_2_SEED), random.Random(1)
    firsts = {}
    while climb.run.act < 3 and not climb.over:
        action = greedy_bot(climb, rng)
        if climb.phase == MAP:
            node = next(node for node in climb.choices() if node.column == action[1])
            named = climb_floor(climb.run.act, node.floor)
            firsts.setdefault(climb.run.act, climb_floor(climb.run.act, 0))
            climb.act(action)
            assert climb.run.floor == named
        else:
            climb.act(action)
    assert firsts == {1: 1, 2: 17}


def test_the_header_top_line_progress_end_and_history_say_the_whole_climbs_floor(tmp_path: Path) -> None:
    """In act 2 every floor the player reads away from the map is run.floor, not the act's own count."""
    session, screen = opened_at(tmp_path, lambda climb: climb.run.act == 2 and climb.phase == FIGHT,
                                seed=ACT_2_SEED)
    climb = screen.climb
    assert climb is not None and climb.run.floor > 16
    floor = f"floor {climb.run.floor}"
    assert f"Act 2 · {floor}" in session.text()
    assert floor in "".join(part if isinstance(part, str) else part[1] for part in top_line(climb))
    assert floor in screen.progress() and floor in ending_line(climb)
    history = climb_lines(FinishedGame("climb", "lost", climb.figures(), False, None, 0.0))
    assert f"act 2 floor {climb.run.floor}" in history[0]


# --- 6. legends under NO_COLOR ------------------------------------------------------------------------------------

def test_the_shop_and_event_legends_name_what_is_drawn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With colour the dimmed entries are 'grey'; under NO_COLOR the legend says what the monochrome palette draws
    for them ('faint'), and no page of the climb names a colour."""
    monochrome = next(entry[3] for entry in PALETTE if entry[0] == DIMMED)
    assert monochrome == "faint"
    session, screen = opened_at(tmp_path, in_shop)
    assert "grey: sold, or not for sale now" in session.text()
    monkeypatch.setenv("NO_COLOR", "1")
    text = redrawn(session, screen)
    assert "faint: sold, or not for sale now" in text and "grey" not in text
    session, screen = opened_at(tmp_path, lambda climb: climb.phase == EVENT
                                and len(find_event(climb.event_id).options))
    text = redrawn(session, screen)
    assert "faint: not now" in text and "grey" not in text
    session, screen = opened_at(tmp_path, lambda climb: climb.phase == MAP and climb.path)
    text = redrawn(session, screen)
    assert "bold and italic: your path" in text and "green" not in text
    monkeypatch.delenv("NO_COLOR")
    assert "green: your path" in redrawn(session, screen)
