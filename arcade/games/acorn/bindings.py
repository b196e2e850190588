"""Acorn Runner's own keys (the screen's table binds them with the shared moves, undo and restart of
arcade/keys.py)."""

from __future__ import annotations

from arcade.keys import Binding

STAY = Binding("wait", ("e",), "wait", "Wait a move where you are (on a teleport pad: teleport again)")
SHOW_PATH = Binding("path", ("p",), "path", "Show or hide the shortest way out from here (the solver's path)")
PLAY_PATH = Binding("play path", ("g",), "go", "Go: play the way out move by move (any key stops it)")
STEP_PATH = Binding("step path", ("n",), "step", "Take the next move of the way out")
TRAIL = Binding("trail", ("c",), "trail", "Show or hide your trail: the cells you walked (remembered)")
