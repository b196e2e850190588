"""Acorn Runner: escape the Fire Nation's maze: model, plain adapter (game and solver) and BFS/DFS solver."""
