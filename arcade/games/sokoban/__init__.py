"""Fancy Sokoban: push crates onto goals within a move budget; potions add strength and moves.

model.py is the pure game (no I/O), plain.py the original text program, screen.py the full-screen face.
Nothing is imported here, so plain mode never pulls in urwid.
"""
