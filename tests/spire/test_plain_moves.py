"""The Spire adapter's typed moves one by one, in this process: each answer word for word, a move that is almost
one, and the lost game."""

from __future__ import annotations

import io
import sys

import pytest

from arcade.games.spire import plain
from arcade.games.spire.classic.record import run_random
from arcade.games.spire.model import (
    CARD_FAILURE_MESSAGE,
    GAME_LOSE_MESSAGE,
    Encounter,
    IronClad,
    new_game,
)


@pytest.fixture
def encounter() -> Encounter:
    new_game(run_random(4))
    return Encounter(IronClad(), [("Cultist", 60)])


def said(encounter: Encounter, move: str, capsys: pytest.CaptureFixture[str]) -> tuple[bool, str]:
    going_on = plain.handle_move(encounter, move)
    return going_on, capsys.readouterr().out


def test_describing_a_card_that_does_not_exist_lists_the_cards(encounter: Encounter,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert said(encounter, "describe Zap", capsys) == (
        True, "\nUnknown card 'Zap': the cards are Strike, Defend, Bash, Neutralize, Survivor, Eruption, "
              "Vigilance.\n\n")
    going_on, text = said(encounter, "describe Strike", capsys)
    assert going_on and "Zap" not in text and text.startswith("\n") and len(text.strip()) > 0


@pytest.mark.parametrize("move", ["play Strike x", "play Nothing", "play Strike 99"])
def test_a_play_that_cannot_be_made_says_the_card_failed(move: str, encounter: Encounter,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert said(encounter, move, capsys) == (True, CARD_FAILURE_MESSAGE + "\n")


@pytest.mark.parametrize("move", ["dance", "describe", "deal play", "play", "play Strike 1 2", "end"])
def test_anything_else_is_an_unknown_move(move: str, encounter: Encounter, capsys: pytest.CaptureFixture[str]) -> None:
    assert said(encounter, move, capsys) == (True, plain.UNKNOWN_MOVE_MESSAGE + "\n")


def test_ending_turns_until_the_player_falls_loses_the_game(encounter: Encounter,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    for _ in range(100):
        going_on, text = said(encounter, "end turn", capsys)
        if not going_on:
            break
    assert encounter.get_player().is_defeated()
    assert text == GAME_LOSE_MESSAGE + "\n"


def test_an_unknown_player_type_lists_the_types_and_asks_again(capsys: pytest.CaptureFixture[str],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("wizard\n Silent \n"))
    player = plain.ask_player()
    assert type(player).__name__ == "Silent"
    assert capsys.readouterr().out == (f"{plain.PLAYER_TYPE_PROMPT}\nUnknown player type 'wizard': choose ironclad, "
                                       f"silent, watcher.\n\n{plain.PLAYER_TYPE_PROMPT}")
