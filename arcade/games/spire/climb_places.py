"""The climb screen's keys away from fights (a mixin of ClimbScreen): the map, rewards and boss relics, rest sites,
shops (buying, choosing the card to remove) and events. Each handler turns the key into the Climb's action through
`take`, or says in the status line why it cannot (an item too dear, an option not possible now). Pure control: the
drawing is the views'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.games.spire.climb.events import EVENTS
from arcade.games.spire.climb.map import ROWS
from arcade.games.spire.climb.run import EVENT, LEAVE, REST_ACTION, REST_SITE, SHOP_PHASE, SKIP, Climb
from arcade.games.spire.climb_bindings import UPWARD
from arcade.games.spire.event_view import why_not
from arcade.games.spire.map_view import page_step, shown_rows
from arcade.games.spire.rest_view import rest_choices

if TYPE_CHECKING:
    from arcade.ui.game import Host

REMOVING = "removing"
"""The screen's mode while choosing the card a shop removes."""
CLIMBING = "climbing"
"""The screen's mode in a climb's phase."""


class PlaceKeys:
    """The handlers of the map's, rewards', rest sites', shops' and events' keys (ClimbScreen's tables name them)."""

    climb: Climb | None
    cursor: int
    mode: str
    host: Host
    page_rows: int
    map_top: int | None
    """The map drawing's first row shown, where the player scrolled it; None: the map follows the choice."""

    if TYPE_CHECKING:  # what the screen gives the mixin (never defined here: GameScreen's and ClimbScreen's run)
        def take(self, action: Any) -> None: ...
        def redraw(self) -> None: ...
        def rebind(self) -> None: ...

    def option_count(self) -> int:
        """The options of the event in play."""
        assert self.climb is not None
        return len(EVENTS[self.climb.event_id].options)

    def move_choice(self, step: int) -> None:
        """Highlight another choice; the map follows the choice again."""
        assert self.climb is not None
        self.cursor = (self.cursor + step) % len(self.climb.choices())
        self.map_top = None
        self.redraw()

    def scroll_map(self, rows: int) -> None:
        """Scroll the map this many rows of its drawing (up when negative), as far as it goes; the choice stays."""
        assert self.climb is not None
        shown = shown_rows(self.climb, self.cursor, self.page_rows, self.map_top)
        top = min(max(0, shown.start + rows), ROWS - len(shown))
        if top == shown.start:
            self.host.set_message("The whole map is in view." if len(shown) == ROWS else
                                  "The top of the map (the boss) is in view." if rows < 0 else
                                  "The bottom of the map (the act's first floor) is in view.")
            return
        self.map_top = top
        self.redraw()

    def page_map(self, key: str) -> None:
        """Scroll the map a page up (PgUp) or down (PgDn)."""
        assert self.climb is not None
        step = page_step(shown_rows(self.climb, self.cursor, self.page_rows, self.map_top))
        self.scroll_map(-step if key in UPWARD else step)

    def scroll_map_to_end(self, key: str) -> None:
        """Scroll the map to its top, the boss (Home), or its bottom, the act's first floor (End)."""
        self.scroll_map(-ROWS if key in UPWARD else ROWS)

    def go_highlighted(self) -> None:
        assert self.climb is not None
        self.take(["go", self.climb.choices()[self.cursor].column])

    def go_number(self, key: str) -> None:
        self.cursor = int(key) - 1
        self.go_highlighted()

    def take_card(self, key: str) -> None:
        self.take(["card", int(key)])

    def take_relic(self, key: str) -> None:
        self.take(["relic", int(key)])

    def skip_key(self) -> None:
        self.take(SKIP)

    def leave_key(self) -> None:
        self.take(LEAVE)

    def list_length(self) -> int:
        """Entries of the list the cursor moves in now."""
        climb = self.climb
        assert climb is not None
        if self.mode == REMOVING:
            return len(self.removal_choices())
        if climb.phase == REST_SITE:
            return 1 + len(rest_choices(climb))
        if climb.phase == SHOP_PHASE and climb.shop is not None:
            return len(climb.shop.items)
        return self.option_count() if climb.phase == EVENT else 1

    def move_cursor(self, step: int) -> None:
        self.cursor = (self.cursor + step) % max(1, self.list_length())
        self.redraw()

    def rest_choose(self) -> None:
        assert self.climb is not None
        self.take(REST_ACTION if self.cursor == 0 else ["upgrade", rest_choices(self.climb)[self.cursor - 1]])

    def buy_highlighted(self) -> None:
        climb = self.climb
        assert climb is not None and climb.shop is not None
        if ["buy", self.cursor + 1] not in climb.legal_actions():
            item = climb.shop.items[self.cursor]
            self.host.set_message("Sold already." if item.sold else
                                  f"{item.price} gold needed, you have {climb.run.gold}." if item.price > climb.run.gold
                                  else "No free potion slot: throw one away first (o).")
            return
        self.take(["buy", self.cursor + 1])

    def removal_choices(self) -> list[int]:
        assert self.climb is not None
        return [action[1] for action in self.climb.legal_actions() if isinstance(action, list)
                and action[0] == "remove"]

    def remove_key(self) -> None:
        climb = self.climb
        assert climb is not None and climb.shop is not None
        if not self.removal_choices():
            self.host.set_message("The removal is done for this visit." if climb.shop.removed else
                                  f"A removal costs {climb.shop.removal_price} gold and leaves at least 5 cards.")
            return
        self.mode, self.cursor = REMOVING, 0
        self.host.set_message("Choose the card to remove.")
        self.rebind()
        self.redraw()

    def remove_highlighted(self) -> None:
        self.take(["remove", self.removal_choices()[self.cursor]])

    def cancel_removal(self) -> None:
        self.mode, self.cursor = CLIMBING, 0
        self.host.set_message("No card removed.")
        self.rebind()
        self.redraw()

    def choose_number(self, key: str) -> None:
        self.cursor = int(key) - 1
        self.choose_highlighted()

    def choose_highlighted(self) -> None:
        climb = self.climb
        assert climb is not None
        if ["choose", self.cursor + 1] not in climb.legal_actions():
            option = EVENTS[climb.event_id].options[self.cursor]
            self.host.set_message(f"{option.label}: not now ({why_not(climb.run, option)}).")
            self.redraw()
            return
        self.take(["choose", self.cursor + 1])
