"""Pokémon: Gotta Find Them All!, a minesweeper: model, plain adapter and screen."""
