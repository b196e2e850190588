"""The character page's keys, the same on the battle run's screen and the climb's (a base class of each): ↑↓
highlight a character, round the ends; Enter starts with the highlighted one; a number starts with that one."""

from __future__ import annotations

from typing import TYPE_CHECKING


class CharacterChoice:
    """What the character page's keys do; the screen says how many characters there are, how to show the page
    again, and what starting with a character is (start_with)."""

    character: int
    """The highlighted character, from 0."""
    character_count: int

    if TYPE_CHECKING:  # the screen's own, named for the type checker only (defining them here would hide them)
        def redraw(self) -> None: ...
        def start_with(self, character: int) -> None: ...

    def move_character(self, step: int) -> None:
        """↑ or ↓ on the character page: highlight the character above or below (round the ends)."""
        self.character = (self.character + step) % self.character_count
        self.redraw()

    def start_highlighted(self) -> None:
        """Enter on the character page: start with the highlighted character."""
        self.start_with(self.character)

    def quick_start(self, key: str) -> None:
        """A number key on the character page: start at once with that character."""
        self.start_with(int(key) - 1)
