"""Screen runs of the Spire exported as the original program's input reach the screen's state in the original.

The plain program draws from `random.Random(N)` (`--seed N`); every screen run draws from `random.Random(seed)` for
a seed of its own (the first run, a Retry, a new run, with or without ARCADE_SEED), so every run exports as
`--seed` and its seed.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from arcade.games.spire import plain
from arcade.games.spire.classic.record import CONTINUE_ACTION, END_TURN_ACTION, PLAY
from arcade.games.spire.export import game_file_answer, plain_run
from arcade.games.spire.model import (
    GAME_LOSE_MESSAGE,
    GAME_WIN_MESSAGE,
    MOVE_PROMPT,
    Encounter,
    format_encounter,
    get_random_source,
)
from arcade.games.spire.screen import CHARACTER_PHASE, OVER_PHASE, TARGET_PHASE, SpireScreen
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.ui.game import LOST_TITLE, WON_TITLE
from tests.spire.test_screen import (
    ENCOUNTER_WON,
    GAME,
    ORIGINAL_SEED,
    RUN_SEED,
    SEED,
    Session,
    bundled,
    card_key,
    session_with_run,
)
from tests.transcripts import arcade_command, extract_inputs, subprocess_env, typed_lines

DATA = Path(__file__).resolve().parent.parent / "data" / "spire"
TRANSCRIPTS = sorted((DATA / "gameplay").glob("*.txt"))
LEVEL_NAMES = [level.name for level in bundled_levels(GAME) if level.path is not None]
"""The classic runs (the climb has no game file and no export)."""


# -- the handout's transcripts, played on the screen --------------------------------------------------------
def screen_keys_for(session: Session, move: str) -> list[str] | None:
    """The screen keys that make this typed move of the original, or None when the original refused it (no such
    card in hand, not enough energy, no such target)."""
    words = move.split()
    if words == ["end", "turn"]:
        return ["e"]
    hand = session.hand()
    if words[0] != "play" or words[1] not in hand:
        return None
    card = session.player.get_hand()[hand.index(words[1])]
    monsters = [monster.get_id() for monster in session.encounter.get_monsters()]
    target = int(words[2]) if len(words) == 3 else None
    if card.get_energy_cost() > session.player.get_energy() or card.requires_target() != (target is not None) \
            or (target is not None and target not in monsters):
        return None
    keys = [str(hand.index(words[1]) + 1)]
    return [*keys, str(monsters.index(target) + 1)] if target is not None and len(monsters) > 1 else keys


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda path: path.stem)
def test_the_handout_games_played_on_the_screen_export_as_their_transcripts(transcript: Path,
                                                                            monkeypatch: pytest.MonkeyPatch,
                                                                            tmp_path: Path) -> None:
    """A run with the original's seed (opened as a saved run with nothing played yet) deals the handout's hands:
    playing a transcript's moves on the screen exports exactly those moves (the ones the original refused are not
    made on the screen), and the real plain command then wins the game."""
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    text = transcript.read_text(encoding="utf-8")
    character, game_file, *moves = extract_inputs(text, plain.PROMPTS)
    name = Path(game_file).stem
    session = session_with_run(tmp_path, bundled(name), character, ORIGINAL_SEED)
    assert "Resumed where you left" in session.text()
    made, refused = [], 0
    for move in moves:
        if move.split()[0] in ("inspect", "describe"):
            continue
        keys = screen_keys_for(session, move)
        if keys is None:
            refused += 1
            continue
        made.append(" ".join(move.split()))
        session.press(*keys)
        if session.dialog_title() == ENCOUNTER_WON:
            session.press("s")
    assert refused == text.count("Card application failed.")
    assert session.screen.phase == OVER_PHASE
    record = session.store.best_replay("spire", name)
    arguments, stdin = plain_run(record, name, bundled(name))
    assert arguments == ["--seed", str(ORIGINAL_SEED)]
    assert stdin == "".join(f"{line}\n" for line in [character, name, *made])
    result = subprocess.run(arcade_command("--plain", "spire", *arguments), input=stdin, capture_output=True,
                            text=True, env=subprocess_env(), timeout=60, check=False)
    assert result.returncode == 0 and result.stdout.endswith(GAME_WIN_MESSAGE + "\n")


# -- random screen sessions against the original ----------------------------------------------------------
def random_player_keys(session: Session, choice: int) -> list[str]:
    """The keys of a random player for one choice (0-999): continue after an encounter; after a run, a new one
    (Retry, then a character); aim at a monster; else mostly play a card (one without the energy is refused),
    sometimes end the turn, very rarely give the run up for a new one."""
    title = session.dialog_title()
    if title == ENCOUNTER_WON:
        return ["s"]
    if title is not None:  # the end dialog: Retry
        return ["r"]
    screen = session.screen
    if screen.phase == CHARACTER_PHASE:
        return [str(choice % 3 + 1)]
    if screen.phase == TARGET_PHASE:
        return [str(choice % len(session.encounter.get_monsters()) + 1)]
    if choice == 999:
        return ["r", "y"]
    hand = session.player.get_hand()
    if choice < 200 or not hand:
        return ["e"]
    return [str(choice % len(hand) + 1)]


def run_plain(arguments: list[str], stdin: str) -> tuple[Encounter, bool, str]:
    """Run the original main() in-process on this input: its last encounter, whether the game ended before the
    input did, and what it printed."""
    built: list[Encounter] = []

    class RecordedEncounter(Encounter):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            built.append(self)

    with pytest.MonkeyPatch.context() as patch, typed_lines(stdin) as printed:
        patch.setattr(plain, "Encounter", RecordedEncounter)
        try:
            plain.main(arguments)
            ended = True
        except EOFError:
            ended = False
    return built[-1], ended, printed.getvalue()


def state_of(encounter: Encounter) -> dict[str, Any]:
    """The player and the monsters of an encounter, as comparable data."""
    player = encounter.get_player()
    return {
        "player": (type(player).__name__, player.get_hp(), player.get_block(), player.get_energy(),
                   player.get_strength(), player.get_weak(), player.get_vulnerable()),
        "piles": [[card.get_name() for card in pile]
                  for pile in (player.get_hand(), player.get_deck(), player.get_discarded())],
        "monsters": [(type(monster).__name__, vars(monster)) for monster in encounter.get_monsters()],
    }


def check_the_original_reaches_the_screen_run(screen: SpireScreen, level: str) -> None:
    """Export the run in play, run the original in-process on it, and check it reaches the screen's state and
    outcome, drawing from its random source exactly what the screen's did."""
    assert screen.run_seed is not None
    arguments, stdin = plain_run(screen.play_record(), level, bundled(level))
    assert arguments == ["--seed", str(screen.run_seed)]
    if screen.awaiting_continue:  # the original goes on by itself: the screen's continue types nothing
        screen.take(CONTINUE_ACTION)
        assert plain_run(screen.play_record(), level, bundled(level)) == (arguments, stdin)
    encounter, ended, printed = run_plain(arguments, stdin)
    assert screen.encounter is not None
    assert state_of(encounter) == state_of(screen.encounter)
    assert get_random_source().getstate() == screen.rng.getstate()  # the same draws, and no more
    assert ended == (screen.phase == OVER_PHASE)
    if ended:
        assert printed.endswith((GAME_WIN_MESSAGE + "\n", GAME_LOSE_MESSAGE + "\n"))
        assert printed.endswith(GAME_WIN_MESSAGE + "\n") == (screen.player is not None
                                                              and not screen.player.is_defeated())


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(level=st.sampled_from(LEVEL_NAMES), seed=st.integers(0, 2**80), player=st.integers(0, 2**32),
       steps=st.integers(0, 240), retry=st.booleans(), give_up_at=st.none() | st.integers(0, 120))
def test_exported_screen_runs_reach_the_same_state_in_the_original(tmp_path_factory: pytest.TempPathFactory,
                                                                   level: str, seed: int, player: int,
                                                                   steps: int, retry: bool,
                                                                   give_up_at: int | None) -> None:
    """A random player (its own seed) makes `steps` choices on a screen opened with ARCADE_SEED=seed; after a run
    ends it stops there, or (retry) starts another with Retry; at choice `give_up_at` it gives the run in play up
    for a new one. Whichever run is in play at the end (the first, one after a Retry or a new run) exports."""
    choices = random.Random(player)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(SEED_VARIABLE, str(seed))
        session = Session(tmp_path_factory.mktemp("run"), bundled(level))
        session.press(str(choices.randrange(3) + 1))  # the character
        for step in range(steps):
            if session.dialog_title() in (WON_TITLE, LOST_TITLE) and not retry:
                break
            if step == give_up_at and session.screen.in_progress() and session.dialog_title() is None:
                session.press("r", "y", str(choices.randrange(3) + 1))
                continue
            session.press(*random_player_keys(session, choices.randrange(1000)))
    screen = session.screen
    if screen.run_seed is None:
        return  # on the character page after a new run was asked for: nothing in play
    if screen.run_seed != random.Random(seed).getrandbits(32):
        event("a later run of the screen")
    check_the_original_reaches_the_screen_run(screen, level)


def a_saved_run(tmp_path: Path, keys: list[str], level: str = "game2") -> tuple[SpireScreen, dict[str, Any]]:
    session = Session(tmp_path, bundled(level))
    session.press(*keys)
    return session.screen, session.screen.play_record()


def test_a_second_run_on_the_same_screen_exports_with_its_own_seed(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    screen, _record = a_saved_run(tmp_path, ["1", "e", "r", "y", "2", "e", "e"])
    assert screen.run_seed not in (None, RUN_SEED) and screen.actions == [END_TURN_ACTION] * 2
    check_the_original_reaches_the_screen_run(screen, "game2")


def test_a_run_without_arcade_seed_exports_with_its_own_seed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SEED_VARIABLE, raising=False)
    screen, _record = a_saved_run(tmp_path, ["3", "e", "e"])  # a seed drawn from the system's source
    assert screen.run_seed is not None and 0 <= screen.run_seed < 2**32
    check_the_original_reaches_the_screen_run(screen, "game2")


def test_a_resumed_second_run_exports_as_it_would_have(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    left = Session(tmp_path, bundled("game2"))
    left.press("1", "e", "r", "y", "2", "e")
    record = left.screen.play_record()
    assert left.screen.run_seed != RUN_SEED and left.app.save_current()  # as leaving and quitting do
    resumed = Session(tmp_path, bundled("game2"))
    assert "Resumed where you left" in resumed.text() and resumed.screen.play_record() == record
    check_the_original_reaches_the_screen_run(resumed.screen, "game2")


# -- what the exporter refuses and how it names the game file ----------------------------------------------
@pytest.mark.parametrize("actions", [
    [[PLAY, 9]],  # no such card
    [END_TURN_ACTION, CONTINUE_ACTION],  # no encounter won
    [[PLAY, 1, 1, 1]],
    ["jump"],
])
def test_actions_that_do_not_fit_the_run_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     actions: list[Any]) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    _screen, record = a_saved_run(tmp_path, ["2"])
    source_before = get_random_source()
    with pytest.raises(ValueError):
        plain_run({**record, "actions": actions}, "game2", bundled("game2"))
    assert get_random_source() is source_before  # the game in play was left alone


def test_the_game_file_is_named_as_the_plain_prompt_takes_it(tmp_path: Path) -> None:
    assert game_file_answer("game1", bundled("game1")) == "game1"
    own = tmp_path / "game1.txt"
    own.write_text("Encounter 1\nLouse 6\n", encoding="utf-8")
    assert game_file_answer("game1", own) == str(own.resolve())  # not the bundled game1: its full path
    assert game_file_answer("easy", None) == "easy"


def test_arcade_export_prints_the_saved_run_as_plain_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    session = Session(tmp_path, bundled("game2"))
    session.press("2")
    session.press(card_key(session, "Strike"), "right", "enter", "e", "q")  # a Strike on louse 2, end the turn
    environment = {**os.environ, "ARCADE_DATA_DIR": str(tmp_path)}
    exported = subprocess.run([sys.executable, "-m", "arcade", "export", "spire", "game2"], capture_output=True,
                              text=True, timeout=60, env=environment)
    assert exported.returncode == 0 and exported.stdout == "silent\ngame2\nplay Strike 1\nend turn\n"
    assert exported.stderr == f"# feed it to: arcade --plain spire --seed {RUN_SEED}\n"


def test_arcade_export_piped_into_the_plain_command_reaches_the_screen_run(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A second run (after giving the first up), left mid-encounter: `arcade export spire game2 | arcade --plain
    spire --seed N`, with N as the export says, ends its output on the screen's encounter, drawn as the original
    draws it, at the move prompt where the input ran out."""
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    session = Session(tmp_path, bundled("game2"))
    session.press("1", "e", "r", "y", "3", "e")
    session.press(card_key(session, "Strike"), "2", "e")
    screen = session.screen
    assert screen.run_seed != RUN_SEED and len(screen.actions) == 3
    expected = format_encounter(screen.encounter)
    session.press("q")
    environment = subprocess_env({"ARCADE_DATA_DIR": str(tmp_path)})
    with subprocess.Popen(arcade_command("export", "spire", "game2"), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, env=environment) as exporter:
        assert exporter.stderr is not None
        note = exporter.stderr.readline()
        assert note == f"# feed it to: arcade --plain spire --seed {screen.run_seed}\n"
        seed_arguments = note.removeprefix("# feed it to: arcade --plain spire ").split()
        plain_program = subprocess.run(arcade_command("--plain", "spire", *seed_arguments), stdin=exporter.stdout,
                                       capture_output=True, text=True, env=environment, timeout=60, check=False)
    assert exporter.returncode == 0
    assert plain_program.stdout.endswith(expected + MOVE_PROMPT)
    assert plain_program.stderr.strip() == "arcade: input ended before the game did"
