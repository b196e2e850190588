"""The guard's check for a wait: standing still is risky next to a zombie unless garlic held will outlast this
step's wear; never risky with no zombie near, no player on the map or a player who cannot be infected."""

from __future__ import annotations

import random
from pathlib import Path

from arcade.games.dayz.model import (
    AdvancedGame,
    Crossbow,
    Garlic,
    HoldingPlayer,
    holds_lasting_garlic,
    load_game_map,
    waiting_is_risky,
)


def game_of(tmp_path: Path, *rows: str) -> AdvancedGame:
    path = tmp_path / "map.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    return AdvancedGame(load_game_map(path), random.Random(1))


def holding(game: AdvancedGame) -> HoldingPlayer:
    player = game.get_player()
    assert isinstance(player, HoldingPlayer)
    return player


def test_waiting_next_to_a_zombie_is_risky_and_far_from_one_is_not(tmp_path: Path) -> None:
    assert waiting_is_risky(game_of(tmp_path, "PZ   ", "     ", "     ", "     ", "    H"))
    assert waiting_is_risky(game_of(tmp_path, "P    ", "T    ", "     ", "     ", "    H"))
    assert not waiting_is_risky(game_of(tmp_path, "P    ", " T   ", "     ", "     ", "    H"))  # zombies step straight
    assert not waiting_is_risky(game_of(tmp_path, "P Z  ", "     ", "     ", "     ", "    H"))


def test_garlic_that_outlasts_the_step_makes_waiting_safe_and_its_last_step_does_not(tmp_path: Path) -> None:
    game = game_of(tmp_path, "PZ   ", "     ", "     ", "     ", "    H")
    player = holding(game)
    player.get_inventory().add_item(Crossbow())
    assert waiting_is_risky(game) and not holds_lasting_garlic(player)
    garlic = Garlic()
    player.get_inventory().add_item(garlic)
    assert holds_lasting_garlic(player) and not waiting_is_risky(game)
    while garlic.get_lifetime() > 2:
        garlic.hold()
    assert holds_lasting_garlic(player)
    garlic.hold()  # one step left: worn out by this very step, before the zombie strikes
    assert not holds_lasting_garlic(player) and waiting_is_risky(game)


def test_no_player_on_the_map_is_never_at_risk(tmp_path: Path) -> None:
    game = game_of(tmp_path, "PZ   ", "     ", "     ", "     ", "    H")
    grid = game.get_grid()
    here = grid.find_player()
    assert here is not None
    grid.remove_entity(here)
    assert not waiting_is_risky(game)
