"""Saved runs of the Spire screen: leaving keeps the run, opening the level resumes it exactly (hands still to come
included), an ended run is a row of the records, a damaged save starts afresh.

One screen at a time: the model draws from one random source per process (new_game), so a twin session is
played to its end before the next session starts.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from arcade.games.spire.classic.record import CONTINUE_ACTION, END_TURN_ACTION, PLAY
from arcade.games.spire.model import Silent
from arcade.games.spire.screen import BATTLE_PHASE, CHARACTER_PHASE, TARGET_PHASE, SpireScreen
from arcade.randomness import SEED_VARIABLE
from arcade.store import DATABASE_FILE, Store
from arcade.ui.game import LOST_TITLE, WON_TITLE
from tests.spire.test_screen import (
    DOOM,
    EASY_TWO,
    ENCOUNTER_WON,
    RUN_SEED,
    SEED,
    Session,
    bundled,
    card_key,
    first_hand,
    game_file,
    play_to_the_end,
)


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)


def snapshot(screen: SpireScreen) -> dict[str, Any]:
    """Everything a run is: the player, the monsters, where the run is, the log and the random source."""
    player, encounter = screen.player, screen.encounter
    assert player is not None and encounter is not None
    return {
        "player": (player.get_name(), player.get_hp(), player.get_block(), player.get_energy(),
                   player.get_strength(), player.get_weak(), player.get_vulnerable()),
        "piles": [[card.get_name() for card in pile]
                  for pile in (player.get_hand(), player.get_deck(), player.get_discarded())],
        "monsters": [(type(monster).__name__, vars(monster)) for monster in encounter.get_monsters()],
        "run": (screen.phase, screen.encounter_index, screen.turn, screen.turns_total, screen.awaiting_continue),
        "log": list(screen.log),
        "random": screen.rng.getstate(),
        "rewards": (screen.reward_rng.getstate() if screen.reward_rng is not None else None,
                    [card.get_name() for card in screen.offer]),
        "players_turn": encounter.is_players_turn(),
    }


def strike_louse_2(session: Session) -> None:
    """Silent on game2: a Strike on louse 2 (aimed with the arrow)."""
    session.press("2")
    session.press(card_key(session, "Strike"), "right", "enter")


def test_leaving_mid_run_saves_it_and_the_level_list_and_menu_say_so(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game2"))
    strike_louse_2(session)
    session.press("e", "q")  # end the turn, leave
    assert session.app.place == "chooser" and session.app.dialogs == []
    text = session.text()
    assert "Saved: Cultist's Lair · encounter 1 of 2, turn 2." in text
    assert "saved: encounter 1 of 2, turn 2" in text
    saved = session.store.saved_game("spire", "game2")
    assert saved is not None and saved.summary == "encounter 1 of 2, turn 2"
    play = saved.state["play"]
    assert play["actions"] == [[PLAY, first_hand(bundled("game2"), Silent).index("Strike") + 1, 2], END_TURN_ACTION]
    assert play["start"] == {"character": "silent", "seed": RUN_SEED}  # the seed drawn from the screen's source
    session.app.show_menu()
    assert "Continue Slay the Spire · Cultist's Lair · encounter 1 of 2, turn 2" in session.text()


def test_the_character_page_is_not_saved(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("down", "q")
    assert session.store.saved_game("spire", "game1") is None and "saved:" not in session.text()


def opening(session: Session) -> None:
    """Silent on game2: a Strike on louse 2, a Defend, end the turn, then the first card of the new hand (on the
    first monster if it needs a target)."""
    strike_louse_2(session)
    session.press(card_key(session, "Defend"), "e", "1")
    if session.screen.phase == TARGET_PHASE:
        session.press("1")


def test_a_resumed_run_is_the_run_left_and_deals_the_same_hands_after(tmp_path: Path) -> None:
    twin = Session(tmp_path / "twin", bundled("game2"))  # never saved: what the run would have been
    opening(twin)
    before = snapshot(twin.screen)
    twin.press("e", "e")
    after = snapshot(twin.screen)

    left = Session(tmp_path, bundled("game2"))
    opening(left)
    assert len(left.screen.actions) == 4
    left.press("q")
    session = Session(tmp_path, bundled("game2"))
    assert "Resumed where you left: encounter 1 of 2, turn 2." in session.text()
    assert snapshot(session.screen) == before
    assert session.screen.in_progress() and session.screen.phase == BATTLE_PHASE
    assert session.store.saved_game("spire", "game2") is not None  # kept until the run ends or is left again
    session.press("e", "e")
    assert snapshot(session.screen) == after  # the random continuation: the same monsters' turns and hands


def test_a_run_left_while_aiming_resumes_with_the_card_still_in_hand(tmp_path: Path) -> None:
    aiming = Session(tmp_path, bundled("game2"))
    aiming.press("2")
    aiming.press(card_key(aiming, "Strike"), "q")  # Silent aims a Strike, then leaves (q; Esc cancels)
    session = Session(tmp_path, bundled("game2"))
    assert "Resumed where you left: encounter 1 of 2, turn 1." in session.text()
    assert session.screen.phase == BATTLE_PHASE and session.screen.actions == []
    assert session.hand() == first_hand(bundled("game2"), Silent) and session.player.get_energy() == 3


def test_a_run_left_between_encounters_resumes_in_the_dialog(tmp_path: Path) -> None:
    easy = game_file(tmp_path, EASY_TWO)
    twin = Session(tmp_path / "twin", easy)
    twin.press("1", "1", "s")
    next_encounter = snapshot(twin.screen)

    session = Session(tmp_path, easy)
    session.press("1", "1")  # the louse falls: the dialog between encounters
    assert session.dialog_title() == ENCOUNTER_WON and session.screen.progress() == "encounter 1 of 2 won"
    assert session.app.save_current()  # as quitting, Ctrl-C, SIGTERM and SIGHUP do
    assert session.store.saved_game("spire", "game").state["play"]["actions"] == [[PLAY, 1, 1]]

    resumed = Session(tmp_path, easy)
    assert resumed.dialog_title() == ENCOUNTER_WON and "Next: encounter 2 of 2 (JawWorm)." in resumed.text()
    assert resumed.screen.awaiting_continue and resumed.screen.encounter_index == 0
    resumed.press("s")  # the dialog's button goes through take
    assert resumed.screen.actions == [[PLAY, 1, 1], CONTINUE_ACTION]
    assert snapshot(resumed.screen) == next_encounter


def played_rows(tmp_path: Path) -> list[tuple[str, str, dict[str, Any]]]:
    """(level, outcome, figures) of every game the records hold."""
    with sqlite3.connect(tmp_path / DATABASE_FILE) as database:
        rows = database.execute("SELECT level, outcome, figures FROM played ORDER BY id").fetchall()
    return [(level, outcome, json.loads(figures)) for level, outcome, figures in rows]


def test_a_resumed_run_won_is_recorded_and_its_save_dropped(tmp_path: Path) -> None:
    easy = game_file(tmp_path, EASY_TWO)
    Session(tmp_path, easy).press("1", "q")
    session = Session(tmp_path, easy)
    assert "Resumed where you left" in session.text()
    session.press("1", "s")  # the louse falls; on to the jaw worm
    session.press(str(session.hand().index("Strike") + 1))
    assert session.dialog_title() == WON_TITLE and "New best." in session.text()
    assert session.store.saved_game("spire", "game") is None
    (record,) = session.store.level_records("spire")
    assert (record.level, record.played, record.won) == ("game", 1, 1)
    strikes_and_bash = ["Strike"] * 5 + ["Defend"] * 4 + ["Bash"]
    assert record.best == {"turns": 2, "character": "IronClad", "encounters_won": 2, "encounters": 2, "hp": 80,
                           "max_hp": 80, "deck": strikes_and_bash}
    replay = session.store.best_replay("spire", "game")
    assert replay["start"]["character"] == "ironclad" and CONTINUE_ACTION in replay["actions"]


def test_a_lost_run_is_recorded_with_what_it_measured(tmp_path: Path) -> None:
    session = Session(tmp_path, game_file(tmp_path, DOOM))
    session.press("3")
    while session.dialog_title() is None:
        session.press("e")
    assert session.dialog_title() == LOST_TITLE and not session.screen.in_progress()
    assert session.store.saved_game("spire", "game") is None
    screen = session.screen
    player = screen.player
    assert player is not None
    assert played_rows(tmp_path) == []  # a loss stands once the player leaves or starts again
    session.press("q")
    assert played_rows(tmp_path) == [("game", "lost", {
        "turns": screen.turns_total, "character": player.get_name(), "encounters_won": 0,
        "encounters": len(screen.encounters), "hp": 0, "max_hp": player.get_max_hp(),
        "deck": ["Strike"] * 4 + ["Defend"] * 4 + ["Eruption", "Vigilance"]})]
    assert "saved:" not in session.text()


def test_a_new_run_in_progress_is_recorded_as_abandoned(tmp_path: Path) -> None:
    session = Session(tmp_path, bundled("game1"))
    session.press("1", "e", "r", "y")
    assert session.screen.phase == CHARACTER_PHASE and not session.screen.in_progress()
    assert [row[:2] for row in played_rows(tmp_path)] == [("game1", "abandoned")]
    assert session.store.game_record("spire").played == 0


@pytest.mark.parametrize("play", [
    {"format": 1, "start": {"character": "ironclad", "rng": [3, [1, 2], None]}, "actions": []},  # no seed
    {"format": 1, "start": {"character": "ironclad", "seed": -5}, "actions": []},
    {"format": 1, "start": {"character": "ironclad", "seed": "5"}, "actions": []},
    {"format": 1, "start": {"character": "defect", "seed": 5}, "actions": []},
    "use-a-fresh-seed",
])
def test_a_damaged_save_starts_the_level_afresh(tmp_path: Path, play: Any) -> None:
    if play == "use-a-fresh-seed":  # a good start, then an action the run cannot take
        Session(tmp_path / "good", bundled("game1")).press("1", "q")
        play = Store(tmp_path / "good" / DATABASE_FILE).saved_game("spire", "game1").state["play"]
        play["actions"] = [END_TURN_ACTION, [PLAY, 9]]
    Store(tmp_path / DATABASE_FILE).save_game("spire", "game1", {"play": play}, "encounter 1 of 2, turn 2")
    session = Session(tmp_path, bundled("game1"))
    assert "could not be resumed" in session.text() and "Choose your character" in session.text()
    assert session.screen.phase == CHARACTER_PHASE and session.app.dialogs == []
    assert session.store.saved_game("spire", "game1") is None


def test_a_save_of_a_run_that_had_ended_is_not_resumed(tmp_path: Path) -> None:
    easy = game_file(tmp_path, "Encounter 1\nLouse 6\n")
    Session(tmp_path / "good", easy).press("1", "q")
    play = Store(tmp_path / "good" / DATABASE_FILE).saved_game("spire", "game").state["play"]
    play["actions"] = [[PLAY, 1, 1]]  # the louse falls: the run is won, nothing to resume
    Store(tmp_path / DATABASE_FILE).save_game("spire", "game", {"play": play}, "encounter 1 of 1, turn 1")
    session = Session(tmp_path, easy)
    assert "could not be resumed" in session.text() and session.app.dialogs == []
    assert session.store.level_records("spire") == []  # the replay recorded nothing


def test_every_key_that_changes_the_run_goes_through_take(tmp_path: Path) -> None:
    app_session = Session(tmp_path, bundled("game2"))
    app_session.press("2")
    hand = first_hand(bundled("game2"), Silent)
    last = len(hand) - 1
    assert hand[last] == "Defend" and hand[:last].count("Strike") == 2 and "Neutralize" in hand[:last]
    # The last card (a Defend) by the arrows; a Strike on louse 2 (aimed, put back, aimed again, the aim wrapping
    # round); both piles; Neutralize on louse 1 by number keys; end the turn.
    strike = hand.index("Strike") + 1
    app_session.press(*["right"] * last, "enter", str(strike), "esc", str(strike), "left", "enter",
                      "p", "c", "x", "c")
    neutralize = card_key(app_session, "Neutralize")
    app_session.press(neutralize, "1", "e")
    screen = app_session.screen
    assert screen.actions == [[PLAY, last + 1], [PLAY, strike, 2], [PLAY, int(neutralize), 1], END_TURN_ACTION]
    record = screen.play_record()
    replayed = Session(tmp_path / "replayed", bundled("game2"))
    replayed.screen.resume(record)
    assert snapshot(replayed.screen) == snapshot(screen)


def test_a_second_run_resumes_exactly_and_a_resumed_run_is_followed_by_the_same_runs(tmp_path: Path) -> None:
    """The next run's seed is drawn from where the run before left the random source, so the runs after a resumed
    run are the ones that would have followed, and a second run (Retry) is saved and resumed like the first."""
    easy = game_file(tmp_path, EASY_TWO)
    twin = Session(tmp_path / "twin", easy)
    twin.press("1")
    play_to_the_end(twin)
    twin.press("r", "2", "e")  # Retry: the Silent, end the turn
    second = (twin.screen.run_seed, snapshot(twin.screen))
    assert second[0] != RUN_SEED

    first = Session(tmp_path, easy)
    first.press("1", "q")  # leave the first run at once
    resumed = Session(tmp_path, easy)
    assert "Resumed where you left" in resumed.text() and resumed.screen.run_seed == RUN_SEED
    play_to_the_end(resumed)
    resumed.press("r", "2", "e", "q")  # the second run, left after its first turn
    assert resumed.store.saved_game("spire", "game").state["play"]["start"] == {"character": "silent",
                                                                                "seed": second[0]}
    again = Session(tmp_path, easy)
    assert "Resumed where you left: encounter 1 of 2, turn 2." in again.text()
    assert (again.screen.run_seed, snapshot(again.screen)) == second
