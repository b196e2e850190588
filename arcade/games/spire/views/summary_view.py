"""The summary phase's view: what the end dialog says about a run won or lost, and what the records keep of it
(history.py shows those figures under the records table)."""

from __future__ import annotations

from typing import Any

from arcade.games.spire.classic.rewards import deck_names
from arcade.games.spire.model import Player
from arcade.ui.game import message_lines


def won_message(player: Player, encounters: int, turns: int, best_note: str) -> str:
    """'IronClad won all 3 encounters in 12 turns with 45 of 80 HP left.' and, on its own line, 'New best.' (or the
    store's note) when there is one."""
    return message_lines(f"{player.get_name()} won all {encounters} encounters in {turns} turns "
                         f"with {player.get_hp()} of {player.get_max_hp()} HP left.", best_note)


def lost_message(player: Player, turn: int, encounter: int, encounters: int) -> str:
    """'IronClad fell on turn 5 of encounter 2 of 3.' (`encounter` from 0)."""
    return f"{player.get_name()} fell on turn {turn} of encounter {encounter + 1} of {encounters}."


def run_figures(player: Player, turns: int, encounters_won: int, encounters: int) -> dict[str, Any]:
    """What the records keep of an ended run: turns (the best is the fewest), the character, encounters won of
    all, HP left of max, and the final deck by card name."""
    return {"turns": turns, "character": player.get_name(), "encounters_won": encounters_won,
            "encounters": encounters, "hp": player.get_hp(), "max_hp": player.get_max_hp(),
            "deck": deck_names(player)}
