"""Screen runs of the Spire exported as the original program's input reach the screen's state in the original.

The plain program draws from `random.Random(N)` (`--seed N`); a screen run starts from its random source's state,
so the exporter finds N by undoing the seeding (`seed_of_state`). Only a run begun on a freshly seeded source (the
first run after opening the screen with ARCADE_SEED) has such an N: any other is a ValueError, for that reason only.
"""

from __future__ import annotations

import builtins
import io
import os
import random
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade.games.spire import plain
from arcade.games.spire.export import game_file_answer, plain_run, seed_of_state
from arcade.games.spire.model import GAME_LOSE_MESSAGE, GAME_WIN_MESSAGE, Encounter, get_random_source
from arcade.games.spire.record import CONTINUE_ACTION, END_TURN_ACTION, PLAY
from arcade.games.spire.screen import CHARACTER_PHASE, OVER_PHASE, TARGET_PHASE, SpireScreen
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.ui.game import LOST_TITLE, WON_TITLE
from tests.spire.test_screen import ENCOUNTER_WON, GAME, SEED, Session, bundled
from tests.transcripts import arcade_command, extract_inputs, subprocess_env

DATA = Path(__file__).resolve().parent.parent / "data" / "spire"
TRANSCRIPTS = sorted((DATA / "gameplay").glob("*.txt"))
LEVEL_NAMES = [level.name for level in bundled_levels(GAME)]


# -- the seed behind a random source's state ---------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 5, 10012023, 2**32 - 1, 2**32, 2**64 + 7, 10**40 + 3, 2**(32 * 400) - 1])
def test_the_seed_of_a_freshly_seeded_state_is_found(seed: int) -> None:
    assert seed_of_state(random.Random(seed).getstate()) == seed
    assert seed_of_state(random.Random(-seed).getstate()) == seed  # Random(-N) is Random(N)


def test_no_seed_for_a_state_drawn_from_or_seeded_from_the_system() -> None:
    drawn = random.Random(10012023)
    drawn.randint(5, 7)
    assert seed_of_state(drawn.getstate()) is None
    assert seed_of_state(random.Random().getstate()) is None  # 624 words of entropy: too long for --seed
    assert seed_of_state((3, (0,) * 625, None)) is None


def test_seeds_are_found_in_a_moment() -> None:
    states = [random.Random(seed).getstate() for seed in range(200, 230)] + [random.Random().getstate()] * 3
    assert [seed_of_state(state) for state in states][:30] == list(range(200, 230))


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
    """With the original seed, playing a transcript's moves on the screen exports exactly those moves (the ones the
    original refused are not made on the screen), and the real plain command then wins the game."""
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    text = transcript.read_text(encoding="utf-8")
    character, game_file, *moves = extract_inputs(text, plain.PROMPTS)
    name = Path(game_file).stem
    session = Session(tmp_path, bundled(name))
    session.press({"ironclad": "1", "silent": "2", "watcher": "3"}[character])
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
            session.press("c")
    assert refused == text.count("Card application failed.")
    assert session.screen.phase == OVER_PHASE
    record = session.scores.best_replay("spire", name)
    arguments, stdin = plain_run(record, name, bundled(name))
    assert arguments == ["--seed", SEED]
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
        return ["c"]
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

    lines = iter(stdin.splitlines())

    def typed(_prompt: str = "") -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    printed = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, redirect_stdout(printed):
        patch.setattr(plain, "Encounter", RecordedEncounter)
        patch.setattr(builtins, "input", typed)
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


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(level=st.sampled_from(LEVEL_NAMES), seed=st.integers(0, 2**80), player=st.integers(0, 2**32),
       steps=st.integers(0, 240), retry=st.booleans())
def test_exported_screen_runs_reach_the_same_state_in_the_original(tmp_path_factory: pytest.TempPathFactory,
                                                                   level: str, seed: int, player: int,
                                                                   steps: int, retry: bool) -> None:
    """A random player (its own seed) makes `steps` choices on a screen opened with ARCADE_SEED=seed; after a run
    ends it stops there, or (retry) starts another."""
    choices = random.Random(player)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(SEED_VARIABLE, str(seed))
        session = Session(tmp_path_factory.mktemp("run"), bundled(level))
        session.press(str(choices.randrange(3) + 1))  # the character
        for _step in range(steps):
            if session.dialog_title() in (WON_TITLE, LOST_TITLE) and not retry:
                break
            session.press(*random_player_keys(session, choices.randrange(1000)))
    screen = session.screen
    if screen.run_start is None:
        return  # on the character page after a new run was asked for: nothing in play
    first_run = tuple(screen.run_start[1]) == random.Random(seed).getstate()[1]
    try:
        arguments, stdin = plain_run(screen.play_record(), level, bundled(level))
    except ValueError as error:
        assert not first_run, error  # only a run the plain --seed cannot start is refused
        return
    assert first_run and arguments == ["--seed", str(seed)]
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


# -- what the exporter refuses and how it names the game file ----------------------------------------------
def a_saved_run(tmp_path: Path, keys: list[str], level: str = "game2") -> tuple[SpireScreen, dict[str, Any]]:
    session = Session(tmp_path, bundled(level))
    session.press(*keys)
    return session.screen, session.screen.play_record()


def test_a_second_run_on_the_same_screen_cannot_be_exported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_VARIABLE, SEED)
    screen, record = a_saved_run(tmp_path, ["1", "e", "r", "y", "1"])
    assert screen.phase != TARGET_PHASE and screen.actions == []
    with pytest.raises(ValueError, match="ARCADE_SEED"):
        plain_run(record, "game2", bundled("game2"))


def test_a_run_without_arcade_seed_cannot_be_exported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SEED_VARIABLE, raising=False)
    _screen, record = a_saved_run(tmp_path, ["2", "e"])
    with pytest.raises(ValueError, match="freshly seeded"):
        plain_run(record, "game2", bundled("game2"))


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
    session.press("2", "1", "right", "enter", "e", "q")
    environment = {**os.environ, "ARCADE_DATA_DIR": str(tmp_path)}
    exported = subprocess.run([sys.executable, "-m", "arcade", "export", "spire", "game2"], capture_output=True,
                              text=True, timeout=60, env=environment)
    assert exported.returncode == 0 and exported.stdout == "silent\ngame2\nplay Strike 1\nend turn\n"
    assert exported.stderr == f"# feed it to: arcade --plain spire --seed {SEED}\n"
