"""The screen face's additions (issue 13): the reward between encounters, the card pool, the damage previews and
the incoming line, the statuses dialog, the run history; plain mode never sees any of them."""

from __future__ import annotations

import copy
import os
import random
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.spire.classic.card_text import OwnCard
from arcade.games.spire.classic.cards import NEW_CARDS, POOL_BY_NAME, REWARD_POOL, TASK_SHEET_CARDS
from arcade.games.spire.classic.intents import predict_enemy_turn
from arcade.games.spire.classic.preview import CardPreview, Hit, incoming_line, preview_card, preview_text
from arcade.games.spire.classic.record import CONTINUE_ACTION, REST_ACTION, REWARD, separate_game
from arcade.games.spire.classic.rewards import OFFER_SIZE, deck_words, draw_offer, rest_amount, reward_random
from arcade.games.spire.export import plain_run
from arcade.games.spire.history import LINE_WIDTH, run_history
from arcade.games.spire.model import (
    CARD_TYPES,
    GAME_WIN_MESSAGE,
    MONSTER_TYPES,
    Card,
    Encounter,
    IronClad,
    Player,
    Silent,
    Watcher,
)
from arcade.games.spire.screen import COMPACT, ROOMY
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.stats import stats_text
from arcade.store import DATABASE_FILE, FinishedGame, Store
from tests.pty_screen import TerminalSession
from tests.shell_session import FakeLoop
from tests.spire.layout_check import overflowing_lines
from tests.spire.test_saves import snapshot
from tests.spire.test_screen import (
    EASY_TWO,
    ENCOUNTER_WON,
    GAME,
    SEED,
    SIZE,
    SMALL,
    THREE,
    Session,
    bundled,
    card_key,
    game_file,
    play_to_the_end,
    simple_player_keys,
)

pty_only = pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)


# -- the pool ----------------------------------------------------------------------------------------------------
def test_the_pool_is_the_task_sheets_seven_and_nine_new_cards_the_plain_program_never_knows() -> None:
    assert [card.__name__ for card in TASK_SHEET_CARDS] == list(CARD_TYPES)
    assert len(NEW_CARDS) >= 8 and len(REWARD_POOL) == len(set(REWARD_POOL)) == len(TASK_SHEET_CARDS) + len(NEW_CARDS)
    assert all(card.__name__ not in CARD_TYPES for card in NEW_CARDS)  # plain mode's describe knows the seven only
    assert list(POOL_BY_NAME) == [card.__name__ for card in REWARD_POOL]


@pytest.mark.parametrize("card_type", NEW_CARDS, ids=lambda card: card.__name__)
def test_every_new_card_is_a_card_in_the_task_sheets_style_and_fits_the_compact_hand(card_type: type[Card]) -> None:
    card = card_type()
    assert isinstance(card, OwnCard) and type(card).__mro__[1:3] == (OwnCard, Card)  # a Card whose text is its numbers
    assert repr(card) == f"{card_type.__name__}()" and card.get_name() == card_type.__name__
    assert str(card) == f"{card.get_name()}: {card.get_description()}"
    assert 0 <= card.get_energy_cost() <= 3
    assert set(card.get_status_modifiers()) <= {"strength", "weak", "vulnerable"}
    # weak and vulnerable only ever go to a target, so a card applying them must take one
    assert card.requires_target() or not {"weak", "vulnerable"} & set(card.get_status_modifiers())
    assert len(f"9 {card.get_name()}") + 2 <= COMPACT.card_text_width  # its title fits the card's top border
    assert len(textwrap.wrap(card.get_description(), COMPACT.card_text_width)) <= 4  # no taller than Neutralize


def test_the_docs_list_every_card_of_the_pool_with_its_numbers() -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "spire.md").read_text(encoding="utf-8")
    for card_type in NEW_CARDS:
        card = card_type()
        assert f"| `{card.get_name()}` | {card.get_energy_cost()} |" in docs, card.get_name()
        assert card.get_description() in docs


# -- previews ----------------------------------------------------------------------------------------------------
CHARACTERS = (IronClad, Silent, Watcher)
monster_specs = st.lists(st.tuples(st.sampled_from(sorted(MONSTER_TYPES)), st.integers(1, 90)), min_size=1,
                         max_size=3)


@settings(max_examples=300, deadline=None)
@given(character=st.sampled_from(CHARACTERS), monsters=monster_specs, seed=st.integers(0, 2 ** 32 - 1),
       hand=st.lists(st.sampled_from(REWARD_POOL), min_size=1, max_size=5), data=st.data())
def test_the_preview_of_every_card_is_what_playing_it_does(character: type, monsters: list[tuple[str, int]],
                                                            seed: int, hand: list[type[Card]],
                                                            data: st.DataObject) -> None:
    """Random hands, statuses, blocks and targets: the preview equals the effect of playing the card on a copy."""
    with separate_game(random.Random(seed)):
        encounter = Encounter(character(), monsters)
    player = encounter.get_player()
    player.get_hand()[:] = [card_type() for card_type in hand]
    player.add_strength(data.draw(st.integers(0, 6), "player strength"))
    player.add_weak(data.draw(st.integers(0, 2), "player weak"))
    player.add_vulnerable(data.draw(st.integers(0, 2), "player vulnerable"))
    player.add_block(data.draw(st.integers(0, 15), "player block"))
    for monster in encounter.get_monsters():
        monster.reduce_hp(data.draw(st.integers(0, monster.get_max_hp() - 1), "wounds"))
        monster.add_block(data.draw(st.integers(0, 20), "monster block"))
        monster.add_weak(data.draw(st.integers(0, 2), "monster weak"))
        monster.add_vulnerable(data.draw(st.integers(0, 2), "monster vulnerable"))
        monster.add_strength(data.draw(st.integers(0, 3), "monster strength"))
    card = player.get_hand()[data.draw(st.integers(0, len(hand) - 1), "card")]
    targets = encounter.get_monsters()
    preview = preview_card(card, player, targets)
    assert len(preview.hits) == (len(targets) if card.requires_target() else 0)
    position = data.draw(st.integers(0, len(targets) - 1), "target") if card.requires_target() else None

    twin = copy.deepcopy(encounter)
    twin_player, twin_monsters = twin.get_player(), list(twin.get_monsters())
    before = [(monster.get_hp(), monster.get_block()) for monster in twin_monsters]
    block, strength = twin_player.get_block(), twin_player.get_strength()
    target_id = twin_monsters[position].get_id() if position is not None else None
    assert twin.player_apply_card(card.get_name(), target_id)
    assert twin_player.get_block() - block == preview.block
    assert twin_player.get_strength() - strength == preview.strength
    for index, (monster, (hp, monster_block)) in enumerate(zip(twin_monsters, before, strict=True)):
        if index == position:
            hit = preview.hits[index]
            assert monster.get_block() == max(0, monster_block - hit.damage)
            assert monster.get_hp() == hp - hit.to_hp
        else:
            assert (monster.get_hp(), monster.get_block()) == (hp, monster_block)
    if position is not None:  # aimed at one monster, the preview shows that hit's number
        aimed = preview_card(card, player, [targets[position]])
        assert preview_text(aimed, COMPACT.card_text_width).startswith(f"dmg {preview.hits[position].to_hp}")


@given(hits=st.lists(st.tuples(st.integers(0, 200), st.integers(0, 200)), max_size=3),
       block=st.integers(0, 30), strength=st.integers(0, 5))
def test_a_preview_always_fits_its_card(hits: list[tuple[int, int]], block: int, strength: int) -> None:
    preview = CardPreview(tuple(Hit(damage, to_hp) for damage, to_hp in hits), block, strength)
    for layout in (COMPACT, ROOMY):
        assert len(preview_text(preview, layout.card_text_width)) <= layout.card_text_width


def test_preview_texts() -> None:
    assert preview_text(CardPreview((Hit(9, 9),), 5, 0), 14) == "dmg 9 · blk 5"
    assert preview_text(CardPreview((Hit(9, 9), Hit(13, 13), Hit(9, 4)), 0, 0), 14) == "dmg 9/13/4"
    assert preview_text(CardPreview((Hit(6, 6), Hit(6, 6)), 0, 0), 14) == "dmg 6"
    assert preview_text(CardPreview((), 0, 2), 14) == "str +2"
    assert preview_text(CardPreview((Hit(9, 9), Hit(13, 13), Hit(9, 4)), 10, 0), 14) == "9/13/4 blk 10"


def test_the_incoming_line_sums_the_intents_against_the_block() -> None:
    with separate_game(random.Random(1)):
        encounter = Encounter(IronClad(), [("JawWorm", 40), ("Cultist", 50)])
    player = encounter.get_player()
    encounter.get_monsters()[0].reduce_hp(20)  # the jaw worm will hit back with 10
    encounter.get_monsters()[1].action()  # the Cultist's ritual is over: it attacks for 7
    assert incoming_line(predict_enemy_turn(encounter), player.get_hp(), 0) == "Incoming 17: you will lose 17 HP."
    player.add_block(5)
    assert incoming_line(predict_enemy_turn(encounter), player.get_hp(), 5) == \
        "Incoming 17, block 5: you will lose 12 HP."
    player.add_block(20)
    assert incoming_line(predict_enemy_turn(encounter), player.get_hp(), 25) == \
        "Incoming 17, block 25: you will lose no HP."


# -- rewards -----------------------------------------------------------------------------------------------------
def test_offers_follow_from_the_run_seed_alone() -> None:
    def offers(seed: int) -> list[list[str]]:
        source = reward_random(seed)
        return [[card.get_name() for card in draw_offer(source)] for _ in range(4)]

    assert offers(7) == offers(7)
    assert offers(7) != offers(8)
    assert all(len(set(offer)) == OFFER_SIZE for offer in offers(7))
    assert reward_random(7).random() != random.Random(7).random()  # not the model's stream


def test_rest_heals_thirty_percent_of_max_hp_rounded_down_and_never_past_max() -> None:
    player = IronClad()
    assert rest_amount(player) == 0
    player.reduce_hp(50)
    assert rest_amount(player) == 24  # 30% of 80
    player.heal(rest_amount(player))
    assert player.get_hp() == 54
    silent = Silent()
    silent.reduce_hp(5)
    assert rest_amount(silent) == 5  # 30% of 70 is 21, but only 5 are missing


def test_the_reward_dialog_adds_the_card_to_the_draw_pile_and_goes_through_take(tmp_path: Path) -> None:
    level = game_file(tmp_path, EASY_TWO)
    session = Session(tmp_path, level)
    session.press("1", "1")  # a Strike kills the 6 HP louse
    assert session.dialog_title() == ENCOUNTER_WON
    offered = [card.get_name() for card in session.screen.offer]
    assert len(offered) == OFFER_SIZE
    text = session.text()
    assert "Take a card into your deck, rest, or skip:" in text
    assert all(f"{number} {name} · cost" in text for number, name in enumerate(offered, start=1))
    hints = session.hints()
    assert all(f"{number} {name.lower()}" in hints for number, name in enumerate(offered, start=1))
    assert "r rest" in hints and "s skip" in hints
    before = Counter(card.get_name() for card in owned(session.player))
    session.press("2")
    assert session.screen.actions[-1] == [REWARD, 2] and session.screen.encounter_index == 1
    assert Counter(card.get_name() for card in owned(session.player)) == before + Counter([offered[1]])
    assert f"{offered[1]} joins your deck." in session.text()


def owned(player: Player) -> list[Card]:
    """Every card of the player's: draw pile, hand and discard pile."""
    return [*player.get_deck(), *player.get_hand(), *player.get_discarded()]


def test_resting_heals_and_a_run_with_rewards_resumes_exactly(tmp_path: Path) -> None:
    """Twin sessions: one plays on, one is left and resumed; the resumed one is the same run, offers included."""
    level = game_file(tmp_path, "Encounter 1\nLouse 30\n\nEncounter 2\nLouse 30\n\nEncounter 3\nJawWorm 30\n")
    twin = Session(tmp_path / "twin", level)
    twin.press("1")
    keys = []
    while twin.dialog_title() != ENCOUNTER_WON:
        keys.append(simple_player_keys(twin))
        twin.press(keys[-1])
    hurt = twin.player.get_hp()
    assert hurt < 80
    twin.press("r")
    assert twin.player.get_hp() == min(80, hurt + 24) and twin.screen.actions[-1] == REST_ACTION
    while twin.dialog_title() != ENCOUNTER_WON:
        keys.append(simple_player_keys(twin))
        twin.press(keys[-1])
    twin.press("1")
    expected = snapshot(twin.screen)
    Store(tmp_path / DATABASE_FILE).save_game("spire", "game", {"play": twin.screen.play_record()}, "saved")
    resumed = Session(tmp_path, level)
    assert "Resumed where you left" in resumed.text()
    assert snapshot(resumed.screen) == expected
    assert resumed.screen.actions == twin.screen.actions and [REWARD, 1] in resumed.screen.actions


def test_skipping_every_reward_keeps_the_hands_of_the_plain_program(tmp_path: Path) -> None:
    """A run whose rewards are all skipped exports as before (the offers draw from their own source)."""
    session = Session(tmp_path, bundled("easy"), size=SMALL)
    session.press("1")
    play_to_the_end(session)
    record = session.store.best_replay("spire", "easy")
    assert record["actions"].count(CONTINUE_ACTION) == 2
    arguments, stdin = plain_run(record, "easy", bundled("easy"))
    result = subprocess.run([sys.executable, "-m", "arcade", "--plain", "spire", *arguments], input=stdin,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0 and result.stdout.endswith(GAME_WIN_MESSAGE + "\n")
    last_hp = result.stdout.rsplit("HP: ", 1)[1].split("\n", 1)[0]
    assert last_hp == f"{session.player.get_hp()}/80"  # the same hands, so the same damage taken


def test_a_run_that_took_a_reward_or_rested_cannot_be_exported(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    while session.dialog_title() != ENCOUNTER_WON:
        session.press(simple_player_keys(session))
    session.press("1", "q")  # the first card offered joins the deck; leave (the run is saved)
    record = session.store.saved_game("spire", "game1").state["play"]
    assert record["actions"][-1] == [REWARD, 1]
    with pytest.raises(ValueError, match="took a reward card after encounter 1, and the original game has no rewards"):
        plain_run(record, "game1", bundled("game1"))
    rested = {**record, "actions": [*record["actions"][:-1], REST_ACTION]}
    with pytest.raises(ValueError, match="rested after encounter 1"):
        plain_run(rested, "game1", bundled("game1"))
    environment = {**os.environ, "ARCADE_DATA_DIR": str(tmp_path)}
    exported = subprocess.run([sys.executable, "-m", "arcade", "export", "spire", "game1"], capture_output=True,
                              text=True, timeout=60, env=environment)
    assert exported.returncode == 2 and exported.stdout == ""
    assert exported.stderr == ("arcade: that spire game cannot be played by the original program: the run took a "
                               "reward card after encounter 1, and the original game has no rewards (only runs that "
                               "skipped every reward can be played there)\n")


# -- the screen at 80×24 and 100×32 -------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [SMALL, SIZE])
def test_previews_incoming_line_reward_and_statuses_fit(tmp_path: Path, size: tuple[int, int],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session(tmp_path, game_file(tmp_path, THREE + "\nEncounter 2\nLouse 5\n"), size=size)
    session.press("2")  # the Silent against a jaw worm, a Cultist and a louse
    text = session.text()
    rolled = sum(intent.damage for intent in predict_enemy_turn(session.encounter).intents)
    assert f"Incoming {rolled}: you will lose {rolled} HP." in text
    assert "dmg 6" in text and "blk 5" in text  # a Strike on any monster, a Defend
    assert overflowing_lines(session.loop, monkeypatch) == []
    session.press(card_key(session, "Neutralize"), "2")  # on the Cultist: 3 damage, now vulnerable
    strike = card_key(session, "Strike")
    assert "dmg 6/9/6" in session.text()  # a Strike hurts the vulnerable Cultist more
    session.press(strike, "right")  # aimed at the Cultist: the Strike's preview is that hit alone
    assert "dmg 9" in session.text() and overflowing_lines(session.loop, monkeypatch) == []
    session.press("esc")
    session.press(card_key(session, "Defend"))
    assert "block 5: you will lose" in session.text()
    session.press("i")
    assert session.dialog_title() == "Statuses"
    text = session.text()
    assert "vulnerable (vuln): takes 50% more." in text and "Cultist 2: weak 1: runs out before it attacks" in text
    assert "vulnerable 2: takes 50% more this turn and next" in text
    assert "You: block 5" in text and overflowing_lines(session.loop, monkeypatch) == []
    session.press("c")
    duel = Session(tmp_path / "duel", game_file(tmp_path, EASY_TWO, "duel.txt"), size=size)
    duel.press("1", "1")
    assert duel.dialog_title() == ENCOUNTER_WON and "Slay the Spire" in duel.text()  # the header stays in sight
    assert overflowing_lines(duel.loop, monkeypatch) == []


# -- the run history ---------------------------------------------------------------------------------------------
def finished(level: str, outcome: str, **figures: object) -> FinishedGame:
    return FinishedGame(level, outcome, dict(figures), False, 1.0, 2.0)


def test_the_history_has_two_lines_a_run_cut_to_the_records_screen() -> None:
    deck = ["Strike"] * 5 + ["Defend"] * 4 + ["Bash", "Uppercut", "Lariat", "IronWave", "Bludgeon", "Inflame",
                                              "Deflect", "LowBlow", "Protect", "Dash"]
    lines = run_history([  # (the records give the history each level's title; a name stands for it here)
        finished("easy", "won", turns=12, character="IronClad", encounters_won=3, encounters=3, hp=45, max_hp=80,
                 deck=deck),
        finished("game3", "lost", turns=7, character="Watcher", encounters_won=1, encounters=3, hp=0, max_hp=72,
                 deck=["Strike"] * 4 + ["Defend"] * 4 + ["Eruption", "Vigilance"]),
        finished("game1", "won", turns=4),  # kept before runs had these figures
    ])
    assert lines[0] == "  last runs, newest first:"
    assert lines[1] == "  easy               IronClad  won   3/3 encounters  12 turns  45/80 HP"
    assert lines[2].startswith("              19 cards: 5 Strike, 4 Defend, Bash, Uppercut, Lariat,")
    assert lines[2].endswith(", ...") and len(lines[2]) <= LINE_WIDTH
    assert lines[3] == "  game3              Watcher   lost  1/3 encounters  7 turns  0/72 HP"
    assert lines[4] == "              10 cards: 4 Strike, 4 Defend, Eruption, Vigilance"
    assert lines[5] == "  game1              won   4 turns"
    assert all(len(line) <= LINE_WIDTH and line.startswith("  ") for line in lines)
    assert run_history([]) == []


def test_deck_words_count_each_kind_most_numerous_first() -> None:
    assert deck_words(["Strike"] * 5 + ["Defend"] * 4 + ["Bash", "Uppercut"]) == \
        ["5 Strike", "4 Defend", "Bash", "Uppercut"]


def test_a_finished_run_is_in_arcade_stats_with_its_deck(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, EASY_TWO))
    session.press("1", "1", "1")  # the louse falls, the first card offered joins the deck
    taken = session.screen.actions[-1]
    assert taken == [REWARD, 1]
    play_to_the_end(session)
    text = stats_text(session.store)
    spire = text[text.index("Slay the Spire"):]
    assert "  last runs, newest first:" in spire
    assert "  game               IronClad  won   2/2 encounters" in spire  # a file of ones own: its name
    assert "11 cards: 5 Strike, 4 Defend" in spire


# -- acceptance: the real command in a pty ----------------------------------------------------------------------
@pty_only
def test_easy_first_encounter_then_a_reward_card_is_in_the_draw_pile(tmp_path: Path) -> None:
    """`arcade spire easy` at 80×24: win the first encounter, take a reward card, see it in the draw pile (p)."""
    oracle = Session(tmp_path / "oracle", bundled("easy"), size=SMALL)  # the same seed in-process: which keys win
    oracle.press("1")
    keys = []
    while oracle.dialog_title() != ENCOUNTER_WON:
        keys.append(simple_player_keys(oracle))
        oracle.press(keys[-1])
    number, card = next((number, card) for number, card in enumerate(oracle.screen.offer, start=1)
                        if card.get_name() not in ("Strike", "Defend", "Bash"))
    oracle.press(str(number))
    assert [pile_card.get_name() for pile_card in oracle.player.get_deck()].count(card.get_name()) == 1

    session = TerminalSession(["spire", "easy"], *SMALL, {SEED_VARIABLE: SEED}, data_dir=tmp_path / "data")
    try:
        session.wait_for("Choose your character")
        session.press("1")
        session.wait_for("Incoming")
        for key in keys:
            session.press(key)
        session.wait_for(ENCOUNTER_WON)
        session.wait_for(card.get_description())
        assert "Take a card into your deck" in session.text()
        session.press(str(number))
        session.wait_for(f"{card.get_name()} joins your deck.")
        session.press("p")
        session.wait_for("Draw pile")
        session.wait_for(f"1 × {card.get_name()}: {card.get_description()}")
        assert "terminal too small" not in session.text()
    finally:
        session.close()



def test_a_best_with_a_reward_plays_back_without_dialogs_to_answer(tmp_path: Path) -> None:
    """Watching a best replays its reward too: the offer is named in the message line, the card taken is dealt."""
    session = Session(tmp_path, bundled("game1"))
    session.press("1")
    while session.dialog_title() != ENCOUNTER_WON:
        session.press(simple_player_keys(session))
    taken = session.screen.offer[0].get_name()
    session.press("1")
    play_to_the_end(session)
    actions = session.store.best_replay("spire", "game1")["actions"]
    assert [REWARD, 1] in actions
    session.press("m")
    loop = FakeLoop()
    session.app.loop = loop
    session.app.current.focus_on([level.name for level in bundled_levels(GAME)].index("game1"))  # after the climb
    session.press("b")
    screen = session.screen
    assert screen.watching
    for step in range(len(actions)):
        loop.fire()
        assert session.dialog_title() != ENCOUNTER_WON
        if actions[step] == [REWARD, 1]:
            assert taken in [card.get_name() for card in owned(screen.player)]
    assert screen.phase == "over" and session.store.game_record("spire").played == 1


