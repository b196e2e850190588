"""The monsters' turn on the player: two Cultists make the player weak for the turn that follows their second,
fourth, ... turn (one Cultist's single turn of weak is spent as the player's turn starts), and hit harder each
time."""

from __future__ import annotations

from arcade.games.spire.classic.record import run_random
from arcade.games.spire.model import Encounter, IronClad, new_game


def test_two_cultists_leave_the_player_weak_every_other_turn() -> None:
    new_game(run_random(2))
    player = IronClad()
    encounter = Encounter(player, [("Cultist", 200), ("Cultist", 200)])
    seen = []
    for _ in range(4):
        encounter.end_player_turn()
        encounter.enemy_turn()
        seen.append((player.get_weak(), player.get_hp()))
    assert seen == [(0, 80), (1, 66), (0, 50), (1, 32)]  # rituals first, then 7 + 7, 8 + 8, 9 + 9 damage
