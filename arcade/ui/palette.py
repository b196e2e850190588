"""The arcade's one palette. Each entry has a monochrome column, used when NO_COLOR is set.

Names are semantic (what a thing is), shared by all games, so a colour is chosen once. A game may add names of its
own: its screen class lists them in `palette` (entries of the same shape), and the shell registers them on the
terminal when the screen is shown (`add_game_entries`); they may not redefine a shared name.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Protocol

PaletteEntry = tuple[str, str, str, str, str, str]
"""(name, foreground, background, monochrome, foreground 256, background 256)"""

PALETTE: list[PaletteEntry] = [
    ("title", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    ("blurb", "light gray", "default", "default", "g70", "default"),
    ("menu", "light gray", "default", "default", "g85", "default"),
    ("menu focus", "black", "yellow", "standout", "black", "#fd0"),
    ("status", "black", "light gray", "standout", "black", "g70"),
    ("status message", "light cyan,bold", "default", "bold", "#5ff,bold", "default"),
    ("dialog", "white", "dark blue", "default", "white", "#236"),
    ("dialog title", "yellow,bold", "dark blue", "bold", "#fd0,bold", "#236"),
    ("dialog error", "light red,bold", "dark blue", "bold,underline", "#f88,bold", "#236"),
    ("button", "white", "dark blue", "default", "white", "#236"),
    ("button focus", "black", "yellow", "standout", "black", "#fd0"),
    ("field", "white", "black", "default", "white", "g11"),
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
    ("cursor", "black", "light cyan", "standout", "black", "#5ff"),
    # Minesweeper-style boards (Pokémon): opened cells form a light field with the classic number colours.
    ("coordinates", "dark cyan", "default", "default", "#5af", "default"),
    ("unexposed", "dark gray", "default", "faint", "g50", "default"),
    ("exposed", "black", "light gray", "default", "black", "g78"),
    ("number 0", "dark gray", "light gray", "faint", "g58", "g78"),
    ("number 1", "light blue,bold", "light gray", "bold", "#00f,bold", "g78"),
    ("number 2", "dark green,bold", "light gray", "bold", "#070,bold", "g78"),
    ("number 3", "light red,bold", "light gray", "bold", "#d00,bold", "g78"),
    ("number 4", "dark blue,bold", "light gray", "bold", "#008,bold", "g78"),
    ("number 5", "dark red,bold", "light gray", "bold", "#800,bold", "g78"),
    ("number 6", "dark cyan,bold", "light gray", "bold", "#088,bold", "g78"),
    ("number 7", "black,bold", "light gray", "bold", "#000,bold", "g78"),
    ("number 8", "dark gray,bold", "light gray", "bold", "g42,bold", "g78"),
    ("flag", "light red,bold", "default", "bold", "#f33,bold", "default"),
    ("pokemon", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    ("pokemon hit", "yellow,bold", "dark red", "standout,bold", "#fd0,bold", "#a00"),
    # End of DayZ: the hospital, the undead, what the player can pick up, and what the screen adds.
    ("hospital", "white,bold", "dark red", "standout,bold", "white,bold", "#b00"),
    ("zombie", "light green,bold", "default", "bold", "#8e4,bold", "default"),
    ("tracking zombie", "black,bold", "dark green", "standout", "black,bold", "#5b2"),
    ("garlic", "white,bold", "default", "bold,underline", "#ffe,bold", "default"),
    ("crossbow", "brown,bold", "default", "bold,underline", "#d94,bold", "default"),
    ("player immune", "black,bold", "light cyan", "standout,bold", "black,bold", "#5ff"),
    ("player danger", "white,bold", "dark red", "standout,bold,underline", "white,bold", "#a00"),
    ("intent", "light red,bold", "default", "bold", "#f66,bold", "default"),
    ("aim", "yellow", "default", "default", "#fd0", "default"),
    ("line of fire", "black,bold", "yellow", "standout", "black,bold", "#fd0"),
    ("hit", "yellow,bold", "dark red", "standout,bold", "#fd0,bold", "#a00"),
    # Slay the Spire: cards in the hand, health bars, block and energy, the monster being aimed at.
    ("card", "light gray", "default", "default", "g85", "default"),
    ("card selected", "black", "yellow", "standout", "black", "#fd0"),
    ("card unplayable", "dark gray", "default", "faint", "g42", "default"),
    ("health", "light red,bold", "default", "bold", "#f55,bold", "default"),
    ("health lost", "dark gray", "default", "faint", "g35", "default"),
    ("block", "light blue,bold", "default", "bold", "#6af,bold", "default"),
    ("energy", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    ("target", "white,bold", "dark red", "standout,bold", "white,bold", "#a00"),
    # Acorn Runner: the acorn, fire and water, the start and the way out, teleport pairs (one colour per pair, the
    # digit tells them apart in monochrome) and the solver's path over the maze.
    ("acorn", "yellow,bold", "brown", "standout,bold", "#fd0,bold", "#842"),
    ("fire", "yellow,bold", "dark red", "bold,underline", "#ff0,bold", "#c20"),
    ("water", "white,bold", "dark blue", "bold", "white,bold", "#26c"),
    ("start", "light gray", "default", "default", "g70", "default"),
    ("exit", "black,bold", "light green", "standout,bold", "black,bold", "#5d5"),
    ("pad 1", "light magenta,bold", "default", "bold", "#f5f,bold", "default"),
    ("pad 2", "light cyan,bold", "default", "bold", "#5ff,bold", "default"),
    ("pad 3", "yellow,bold", "default", "bold", "#fd0,bold", "default"),
    ("pad 4", "light green,bold", "default", "bold", "#5f5,bold", "default"),
    ("pad 5", "light blue,bold", "default", "bold", "#79f,bold", "default"),
    ("pad 6", "light red,bold", "default", "bold", "#f77,bold", "default"),
    ("pad 7", "white,bold", "default", "bold", "white,bold", "default"),
    ("pad 8", "brown,bold", "default", "bold", "#d94,bold", "default"),
    ("pad 9", "dark cyan,bold", "default", "bold", "#0aa,bold", "default"),
    ("path", "black", "yellow", "standout", "black", "#cb4"),
    ("path next", "black,bold", "light green", "standout,bold", "black,bold", "#8f4"),
]


def use_color() -> bool:
    """Colour unless the NO_COLOR convention (any non-empty value) asks for monochrome."""
    return not os.environ.get("NO_COLOR")


SHARED_NAMES = frozenset(entry[0] for entry in PALETTE)

MONOCHROME_WORDS = {"standout": "reversed", "bold": "bold", "underline": "underlined", "faint": "faint",
                    "italics": "italic", "blink": "blinking", "strikethrough": "struck through"}
"""What each monochrome setting looks like, in a legend's words."""


def drawn_as(name: str, entries: Iterable[PaletteEntry] = PALETTE) -> str:
    """How the palette entry `name` (among `entries`) is drawn now, in a legend's words: its colour ('green', 'grey';
    a dark text on a coloured ground is named by the ground), or under NO_COLOR what its monochrome column draws
    ('bold', 'faint', 'reversed', 'bold and underlined'), so a legend never names a colour that is not shown.
    KeyError for a name that is not there."""
    entry = next((entry for entry in entries if entry[0] == name), None)
    if entry is None:
        raise KeyError(name)
    if not use_color():
        settings = [MONOCHROME_WORDS[part] for part in entry[3].split(",") if part in MONOCHROME_WORDS]
        return " and ".join(settings) or "plain"
    colour = next((part for part in entry[1].split(",") if part not in MONOCHROME_WORDS), "default")
    if colour in ("black", "white", "default") and entry[2] != "default":
        colour = entry[2]
    return colour.removeprefix("light ").removeprefix("dark ").replace("gray", "grey")


class PaletteDisplay(Protocol):
    """What a game's entries are registered on: urwid's display (its screen), in colour or monochrome."""

    def register_palette(self, palette: Iterable[tuple[str, ...]]) -> None: ...


def add_game_entries(display: PaletteDisplay, entries: Iterable[PaletteEntry]) -> None:
    """Register a game's own palette entries on the display (its monochrome column is used under NO_COLOR, as the
    shared ones'); ValueError for an entry that is not six fields or that would redefine a shared name."""
    checked = []
    for entry in entries:
        if len(entry) != len(PALETTE[0]) or not all(isinstance(field, str) for field in entry):
            raise ValueError(f"a palette entry is six strings (name, colours, monochrome, 256 colours): {entry!r}")
        if entry[0] in SHARED_NAMES:
            raise ValueError(f"palette name {entry[0]!r} is the shared palette's: name the game's own apart")
        checked.append(entry)
    if checked:
        display.register_palette(checked)
