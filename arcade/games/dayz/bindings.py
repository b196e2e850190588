"""DayZ's own keys (the screen's table binds them with the shared moves, undo and restart of arcade/keys.py)."""

from __future__ import annotations

from arcade.keys import Binding

WAIT = Binding("wait", (".",), "wait", "Stand still for one step (the zombies still move)")
FIRE = Binding("fire", ("f",), "fire", "Fire the crossbow: press f, then a direction (any other key cancels)")
SHOW_INTENTS = Binding("intents", ("i",), "intents", "Show or hide where each tracking zombie steps next")
GUARD = Binding("guard", ("g",), "guard", "Turn the safety guard on or off (it asks before a risky move)")
