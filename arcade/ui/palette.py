"""The arcade's one palette. Each entry has a monochrome column, used when NO_COLOR is set.

Names are semantic (what a thing is), shared by all games, so a colour is chosen once.
"""

from __future__ import annotations

import os

# (name, foreground, background, monochrome, foreground 256, background 256)
PALETTE: list[tuple[str, str, str, str, str, str]] = [
    ("title", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    ("blurb", "light gray", "default", "default", "g70", "default"),
    ("menu", "light gray", "default", "default", "g85", "default"),
    ("menu focus", "black", "yellow", "standout", "black", "#fd0"),
    ("status", "black", "light gray", "standout", "black", "g70"),
    ("status message", "light cyan,bold", "default", "bold", "#5ff,bold", "default"),
    ("dialog", "white", "dark blue", "default", "white", "#236"),
    ("dialog title", "yellow,bold", "dark blue", "bold", "#fd0,bold", "#236"),
    ("button", "white", "dark blue", "default", "white", "#236"),
    ("button focus", "black", "yellow", "standout", "black", "#fd0"),
    ("panel", "light gray", "default", "default", "g85", "default"),
    ("panel title", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    ("panel value", "white,bold", "default", "bold", "white,bold", "default"),
    ("good", "light green,bold", "default", "bold", "#5f5,bold", "default"),
    ("bad", "light red,bold", "default", "bold", "#f55,bold", "default"),
    ("error", "light red,bold", "default", "bold,underline", "#f55,bold", "default"),
    ("too small", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    # Board cells.
    ("wall", "dark gray", "light gray", "standout", "g35", "g62"),
    ("floor", "default", "default", "default", "default", "default"),
    ("goal", "light red,bold", "default", "bold", "#f66,bold", "default"),
    ("goal filled", "black,bold", "light green", "standout,bold", "black,bold", "#5d5"),
    ("crate", "black,bold", "brown", "standout", "black,bold", "#c84"),
    ("player", "light cyan,bold", "default", "bold,underline", "#5ff,bold", "default"),
    ("potion strength", "light magenta,bold", "default", "bold", "#f5f,bold", "default"),
    ("potion move", "light blue,bold", "default", "bold", "#59f,bold", "default"),
    ("potion fancy", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    ("cursor", "black", "light cyan", "standout", "black", "#5ff"),
]


def use_color() -> bool:
    """Colour unless the NO_COLOR convention (any non-empty value) asks for monochrome."""
    return not os.environ.get("NO_COLOR")
