"""Slay the Spire's full-screen face: choose a character, then fight the game file's encounters with cards.

The game file is chosen in the shell's level chooser (levels/spire/); the character is chosen on this
screen's first page. The battle shows the monsters across the top (health bar, block, statuses and their
intent, computed exactly by intents.py without advancing the game), the player's health, block, energy,
statuses and piles, a log of the turn, and the hand as cards: number keys play a card at once, the arrows
and Enter play the highlighted one; a card that needs a target asks for a monster when more than one
is left. It drives the same model as the plain adapter, including its rule of ending the turn after each
won encounter. Every run draws from `random.Random(seed)` for a seed of its own, as `arcade --plain spire --seed N`
does, so every run can be played again in the original (export.py); a run with seed 10012023 deals the
original's hands.

Between encounters the player takes one of three cards into the deck, rests or skips (rewards.py; the offers come
from a source of their own, so a run that skips them all is still the plain program's run). Each card in hand shows
what it would do now and the incoming line sums the intents against the block (preview.py); `i` explains the
statuses. An ended run's figures feed the run history (history.py).

The page is laid out for the room there is: a compact layout fits 80×24 (status bar included), a roomier one
is used from 94×26 on. Either way it is centred like every game's GameLayout.
"""

from __future__ import annotations

import random
import textwrap
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import urwid

from arcade.games.spire.intents import EnemyTurn, describe_intent, predict_enemy_turn
from arcade.games.spire.model import (
    CARD_FAILURE_MESSAGE,
    ENCOUNTER_WIN_MESSAGE,
    TURN_ENERGY,
    Card,
    Encounter,
    Entity,
    IronClad,
    Monster,
    Player,
    Silent,
    Watcher,
    new_game,
    read_game_file,
)
from arcade.games.spire.preview import incoming_line, preview_card, preview_text
from arcade.games.spire.record import (
    CONTINUE_ACTION,
    END_TURN_ACTION,
    PLAY,
    REST_ACTION,
    REWARD,
    character_name,
    character_of,
    play_action,
    reward_choice,
    run_random,
    seed_of,
)
from arcade.games.spire.rewards import deck_names, draw_offer, rest, rest_amount, reward_random, take_card
from arcade.games.spire.statuses import RULES, status_lines
from arcade.keys import (
    BACK,
    CHOOSE,
    DISCARD_PILE,
    DRAW_PILE,
    END_TURN,
    GLOBAL_BINDINGS,
    HELP,
    MOVE_DOWN,
    MOVE_LEFT,
    MOVE_RIGHT,
    MOVE_UP,
    RESTART,
    Binding,
    Keymap,
)
from arcade.levels import Level, bundled_levels
from arcade.randomness import seeded_random
from arcade.registry import Game
from arcade.ui.dialogs import Choice
from arcade.ui.game import MENU_LABEL, Action, GameScreen, Host, message_lines
from arcade.ui.widgets import Box, InfoPanel, Markup, StatusBar

CHARACTERS: tuple[type[Player], ...] = (IronClad, Silent, Watcher)
LOG_LINES = 4
"""Lines of the turn's log shown (the end of a turn writes at most four: three monsters and the damage taken)."""
INTENT_ARROW = "→"
"""Stands for 'intent:' in a monster box too narrow for the word."""

MONSTER_MAX_WIDTH = 38
"""One or two monsters get boxes this wide (three share the page's width)."""
BAR_MAX_WIDTH = 16
MONSTER_BOX_ROWS = 6
"""A monster's box: its borders, health, block, statuses and intent."""
COMPACT_ROWS = 22
"""Rows of the compact battle page at its tallest: header, monster boxes (6), the incoming line, panels (6) and
a hand holding Neutralize or Uppercut (8: cost, four lines of text, the preview). With the status bar: 24."""

RUN_SEED_BITS = 32
"""A run's seed is a whole number of this many bits, drawn from the screen's random source."""

SKIP_LABEL = "Skip"
"""The button of the reward dialog that takes nothing."""
REST_LABEL = "Rest"

CHARACTER_PHASE = "character"
BATTLE_PHASE = "battle"
TARGET_PHASE = "target"
OVER_PHASE = "over"


@dataclass(frozen=True)
class PageLayout:
    """The battle page's measures for one terminal size."""

    width: int
    monster_gap: int
    monster_padding: int
    player_width: int
    card_width: int
    card_gap: int
    spaced: bool
    """A blank line under the header, and the cards say whether they need a target."""

    def monster_width(self, monsters: int) -> int:
        """Columns of each monster's box when this many share the row."""
        return min(MONSTER_MAX_WIDTH, (self.width - (monsters - 1) * self.monster_gap) // max(1, monsters))

    def monster_text_width(self, monsters: int) -> int:
        """Columns inside each monster's box when this many share the row."""
        return self.monster_width(monsters) - 2 - 2 * self.monster_padding

    @property
    def card_text_width(self) -> int:
        """Columns inside a card."""
        return self.card_width - 2


COMPACT = PageLayout(width=80, monster_gap=1, monster_padding=1, player_width=32, card_width=16, card_gap=0,
                     spaced=False)
"""Fits 80 columns: three monster boxes of 26, five cards of 16, side by side."""
ROOMY = PageLayout(width=94, monster_gap=2, monster_padding=1, player_width=42, card_width=18, card_gap=1,
                   spaced=True)
"""From 94 columns and 24 rows (26 with the status bar) on."""
ROOMY_ROWS = 24


def layout_for(cols: int, rows: int) -> PageLayout:
    """The roomy layout when the page has room for it, else the compact one."""
    return ROOMY if cols >= ROOMY.width and rows >= ROOMY_ROWS else COMPACT


def text_width(text: str) -> int:
    """Columns a string takes on screen."""
    return urwid.calc_width(text, 0, len(text))


def health_bar(entity: Entity, width: int) -> list[Markup]:
    """A health bar and 'hp/max' (the filled part rounds up, so a living entity always shows some red)."""
    filled = -(-entity.get_hp() * width // entity.get_max_hp()) if entity.get_max_hp() > 0 else 0
    return [("health", "█" * filled), ("health lost", "░" * (width - filled)),
            f" {entity.get_hp()}/{entity.get_max_hp()}"]


def statuses(entity: Entity, width: int | None = None) -> str:
    """The entity's non-zero statuses ('strength 2 · weak 1'), shortened ('str 2 · weak 1') when wider than
    `width`; 'no statuses' when there are none."""
    values = (("strength", "str", entity.get_strength()), ("weak", "weak", entity.get_weak()),
              ("vulnerable", "vuln", entity.get_vulnerable()))
    full = " · ".join(f"{label} {value}" for label, _short, value in values if value)
    if width is not None and text_width(full) > width:
        return " · ".join(f"{short} {value}" for _label, short, value in values if value)
    return full or "no statuses"


def deck_summary(cards: Sequence[Card]) -> str:
    """'5 Strike, 4 Defend, 1 Bash': counts in first-seen order."""
    return ", ".join(f"{count} {name}" for name, count in Counter(card.get_name() for card in cards).items())


def card_kinds(cards: Sequence[Card]) -> list[Card]:
    """One card of each name, in first-seen order."""
    seen: dict[str, Card] = {}
    for card in cards:
        seen.setdefault(card.get_name(), card)
    return list(seen.values())


def pile_lines(cards: Sequence[Card]) -> list[str]:
    """A pile as one line per kind of card: '4 × Defend: Gain 5 block.' (first-seen order)."""
    counts = Counter(card.get_name() for card in cards)
    return [f"{counts[card.get_name()]} × {card.get_name()}: {card.get_description()}" for card in card_kinds(cards)]


TARGET_NOTE = ", target"
"""After a card's cost when it needs a target: 'cost 1, target' (14 columns, the compact card's width)."""


def card_text(card: Card, layout: PageLayout) -> list[str]:
    """A card's body above its preview: its cost and whether it needs a target, then its text wrapped."""
    cost = f"cost {card.get_energy_cost()}" + (TARGET_NOTE if card.requires_target() else "")
    return [cost, *textwrap.wrap(card.get_description(), layout.card_text_width)]


def monster_name(monster: Monster, number: int) -> str:
    """'Louse 2': a monster as its box, the log and the statuses dialog name it, by its number for the encounter
    (its place from the left when the encounter began, kept when the monsters before it fall; its number key
    targets it)."""
    return f"{monster.get_name()} {number}"


def intent_label(descriptions: Sequence[str], width: int) -> str:
    """'intent: ' before every monster's intent, or '→ ' for all of them when one would not fit its box."""
    return "intent: " if all(text_width(f"intent: {text}") <= width for text in descriptions) else f"{INTENT_ARROW} "


def do_nothing() -> None:
    """What closing a dialog that only informs does once it is closed."""


def whole_highlight(attr: str, inner: Sequence[str]) -> dict[str | None, str]:
    """An attribute map turning a box's plain parts and these inner attributes to one highlight, so the
    highlighted entry has no holes."""
    return {None: attr, **dict.fromkeys(inner, attr)}


def centred(body: urwid.Widget, width: int) -> urwid.Widget:
    """A page centred like every game's layout: `width` columns in the middle, the rows in the middle."""
    return urwid.Filler(urwid.Padding(body, align=urwid.Align.CENTER, width=width), valign=urwid.VAlign.MIDDLE)


class KeptText(urwid.Text):
    """A Text given its markup again on every key: the same markup again keeps its drawing (urwid's cache)."""

    def __init__(self, markup: Markup = "", align: str = urwid.Align.LEFT) -> None:
        super().__init__(markup, align=align)
        self._markup = markup

    def show(self, markup: Markup) -> None:
        """Show this markup (nothing is redone when it is what the text shows already)."""
        if markup != self._markup:
            self._markup = markup
            self.set_text(markup)


class KeptSlot(urwid.WidgetPlaceholder):
    """A place on the page showing one of a few kept widgets (say the hand's cards, or the empty hand's line)."""

    def show(self, widget: urwid.Widget) -> None:
        """Show this widget here (nothing is redone when it is shown already)."""
        if self.original_widget is not widget:
            self.original_widget = widget


class KeptBox(urwid.WidgetWrap):
    """A titled box of text on an attribute (a monster, a card): kept from key to key, each part set only when it
    changes."""

    def __init__(self, body: urwid.Widget) -> None:
        self.box = Box(body, title_align=urwid.Align.LEFT)
        self.attr = urwid.AttrMap(self.box, None)
        self._attr_map: object = None
        super().__init__(self.attr)

    def set_attr(self, attr_map: str | dict[str | None, str]) -> None:
        """Draw the box on this attribute (or attribute map)."""
        if attr_map != self._attr_map:
            self._attr_map = attr_map
            self.attr.set_attr_map(attr_map if isinstance(attr_map, dict) else {None: attr_map})


TARGET_HIGHLIGHT = whole_highlight("target", ["panel", "health", "health lost", "block", "intent"])


class MonsterView(KeptBox):
    """A monster's box: its number and name (and '◀ target' when aimed at), health, block, statuses, intent."""

    def __init__(self, padding: int) -> None:
        self.body = KeptText()
        super().__init__(urwid.Padding(self.body, left=padding, right=padding))

    def show(self, title: str, body: list[Markup], aimed: bool, fallen: bool = False) -> None:
        """Show the monster as it stands: highlighted whole when aimed at, dimmed once it has fallen."""
        self.box.set_title(title)
        self.body.show(body)
        self.set_attr(TARGET_HIGHLIGHT if aimed else "card unplayable" if fallen else "panel")


class CardView(KeptBox):
    """A card of the hand: its number and name, its cost and text, and its preview."""

    def __init__(self) -> None:
        self.body = KeptText()
        self.preview = KeptText()
        super().__init__(urwid.Pile([self.body, self.preview]))

    def show(self, title: str, body: str, preview: Markup, attr: str) -> None:
        """Show the card: highlighted when selected, dimmed when there is not enough energy."""
        self.box.set_title(title)
        self.body.show(body)
        self.preview.show(preview)
        self.set_attr(attr)


class BattlePage:
    """The battle page's widgets for one layout and one character, kept from key to key: the screen gives them
    the game's texts and attributes and urwid draws again only the parts that changed."""

    def __init__(self, layout: PageLayout, player_name: str) -> None:
        self.layout = layout
        self.player_name = player_name
        self.header = KeptText()
        self.player_panel = InfoPanel(player_name)
        self.log_panel = InfoPanel("This turn")
        self._monster_views: list[MonsterView] = []
        self._card_views: list[CardView] = []
        self._monster_columns: dict[int, urwid.Columns] = {}
        self._card_columns: dict[int, urwid.Columns] = {}
        self.no_monsters = urwid.Pile([urwid.Text(("good", "All monsters defeated.")),
                                       *[urwid.Divider()] * (MONSTER_BOX_ROWS - 1)])
        self.blank_incoming = urwid.Divider()
        self.incoming_text = KeptText(align=urwid.Align.CENTER)
        self.blank_hand = urwid.Divider()
        self.empty_hand = urwid.Text(("blurb", "Your hand is empty: press e to end the turn."),
                                     align=urwid.Align.CENTER)
        self.fallen = urwid.Text(("bad", f"{player_name} has fallen: the run is over."), align=urwid.Align.CENTER)
        self.monsters = KeptSlot(self.no_monsters)
        self.incoming = KeptSlot(self.blank_incoming)
        self.hand = KeptSlot(self.blank_hand)
        middle = urwid.Columns([(layout.player_width, self.player_panel), self.log_panel], dividechars=2)
        spacer = [urwid.Divider()] if layout.spaced else []
        rows = [self.header, *spacer, self.monsters, self.incoming, middle, *spacer, self.hand]
        self.page = centred(urwid.Pile(rows), layout.width)

    def monster_views(self, count: int) -> list[MonsterView]:
        """The boxes of this many monsters (kept and reused)."""
        while len(self._monster_views) < count:
            self._monster_views.append(MonsterView(self.layout.monster_padding))
        return self._monster_views[:count]

    def monster_columns(self, count: int) -> urwid.Columns:
        """The row of this many monsters' boxes, side by side (one kept row per number of monsters)."""
        columns = self._monster_columns.get(count)
        if columns is None:
            width = self.layout.monster_width(count)
            columns = self._monster_columns[count] = urwid.Columns(
                [(width, view) for view in self.monster_views(count)], dividechars=self.layout.monster_gap)
        return columns

    def card_views(self, count: int) -> list[CardView]:
        """The cards of a hand of this many (kept and reused)."""
        while len(self._card_views) < count:
            self._card_views.append(CardView())
        return self._card_views[:count]

    def card_columns(self, count: int) -> urwid.Columns:
        """The hand of this many cards, side by side (one kept row per size of hand)."""
        columns = self._card_columns.get(count)
        if columns is None:
            columns = self._card_columns[count] = urwid.Columns(
                [(self.layout.card_width, view) for view in self.card_views(count)],
                dividechars=self.layout.card_gap)
        return columns


# -- keys, one keymap per phase ------------------------------------------------------------------------
CHARACTER_BINDINGS = (
    replace(MOVE_UP, hint="choose", help="Highlight the character above"),
    replace(MOVE_DOWN, hint="choose", help="Highlight the character below"),
    replace(CHOOSE, hint="start", help="Start the run with the highlighted character"),
    Binding("number", tuple(str(number) for number in range(1, len(CHARACTERS) + 1)), "quick start",
            "Start the run at once with that character"),
)
STATUSES = Binding("statuses", ("i",), "statuses", "What block, strength, weak and vulnerable do; who has them")


def number_keys(numbers: Sequence[int]) -> tuple[str, ...]:
    """The number keys of these numbers."""
    return tuple(str(number) for number in numbers)


def play_binding(cards: int) -> tuple[Binding, ...]:
    """The number keys of a hand of this many cards (none for an empty hand): only keys that play a card."""
    return (Binding("number", number_keys(range(1, cards + 1)), "play",
                    "Play that card of the hand (numbered from the left)"),) if cards else ()


BATTLE_BINDINGS = (
    END_TURN,
    replace(MOVE_LEFT, hint="card", help="Highlight the card to the left"),
    replace(MOVE_RIGHT, hint="card", help="Highlight the card to the right"),
    replace(CHOOSE, hint="play it", help="Play the highlighted card"),
    replace(DRAW_PILE, help="Show your draw pile and what each card does"),
    replace(DISCARD_PILE, help="Show your discard pile and what each card does"),
    STATUSES,
    replace(RESTART, hint="new run", help="Give up this run for a new one (asks first)"),
)
CANCEL_TARGET = Binding("cancel", ("esc",), "cancel", "Put the card back: choose another card or end the turn")
BACK_WHILE_AIMING = replace(BACK, keys=("q",))
"""While choosing a target Esc cancels the card, so only q goes back."""


def battle_bindings(cards: int) -> tuple[Binding, ...]:
    """The keys in battle with a hand of this many cards."""
    return (*play_binding(cards), *BATTLE_BINDINGS)


def target_bindings(numbers: Sequence[int]) -> tuple[Binding, ...]:
    """The keys while choosing which of the monsters standing (by their numbers) to play the card on."""
    return (
        Binding("number", number_keys(numbers), "target", "Play the card on the monster of that number"),
        replace(MOVE_LEFT, hint="aim", help="Aim at the monster to the left"),
        replace(MOVE_RIGHT, hint="aim", help="Aim at the monster to the right"),
        replace(CHOOSE, hint="play", help="Play the card on the monster aimed at"),
        CANCEL_TARGET,
        HELP,
        BACK_WHILE_AIMING,
    )


class SpireScreen(GameScreen):
    """One run of Slay the Spire through the encounters of a game file.

    A run is kept as data (see record.py): its character and its seed, and the card plays, turn ends and continues
    since. Leaving a run saves it; resuming replays it, the dialog between
    encounters included, so the hands still to come are the ones that would have come."""

    bindings = CHARACTER_BINDINGS
    saves_games = True
    rules = ("Choose a character, then win every encounter of the run. Each turn you draw 5 cards and have 3 "
             "energy: play cards to attack and gain block, then end the turn and the monsters do what their intent "
             "(→) says. A card shows dmg (the HP it takes off, after block) and blk; i explains strength, weak, "
             "vulnerable and when they act. HP carries over; after each encounter won, take a card, rest (heal 30%) "
             "or skip.")

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        if level is None:
            levels = bundled_levels(game)
            if not levels:
                raise ValueError("Slay the Spire needs a game file")
            level = levels[0]
        if level.path is None:
            raise ValueError("Slay the Spire needs a game file")
        self.encounters = read_game_file(level.path)
        self.rng: random.Random = seeded_random()
        """Where the next run's seed is drawn from: the screen's own source ($ARCADE_SEED or the system's) until a
        run begins, then that run's `random.Random(seed)`, which the model draws from; so the runs after it
        follow from its seed and its actions alone, and a resumed run is followed by the same runs."""
        self.phase = CHARACTER_PHASE
        self.character = 0
        self.player: Player | None = None
        self.encounter: Encounter | None = None
        self.encounter_index = 0
        self.turn = 1
        self.turns_total = 0
        self.selected = 0
        self.target: int | None = None
        """While choosing a target: the position (from the left) of the monster aimed at."""
        self.log: list[str] = []
        self.roster: list[Monster] = []
        """The encounter's monsters as it began, fallen ones included: a monster's number is its place here."""
        self.layout = ROOMY
        """The layout of the last drawing (it follows the terminal's size)."""
        self.forecast: EnemyTurn | None = None
        """The enemy turn ending the player's turn would bring, once worked out for the game as it stands."""
        self.card_cache: dict[Any, Any] = {}
        """The hand's card texts and previews as worked out for the game as it stands (emptied when it changes)."""
        self.character_pages: dict[int, urwid.Widget] = {}
        """The character page as drawn with each character highlighted (it shows nothing that changes)."""
        self.battle: BattlePage | None = None
        """The battle page's widgets, kept from key to key (built again for another layout or character)."""
        self.run_seed: int | None = None
        """The seed of the run in play, or None on the character page."""
        self.awaiting_continue = False
        """True between an encounter won and the next one (the reward dialog)."""
        self.reward_rng: random.Random | None = None
        """The run's source of reward offers (rewards.py), separate from the model's."""
        self.offer: list[Card] = []
        """The cards offered after the encounter just won (empty during an encounter)."""
        super().__init__(host, game, level, urwid.SolidFill(" "))
        self.new_play()
        self.refresh()

    # -- phases and keys -------------------------------------------------------------------------
    def set_phase(self, phase: str) -> None:
        """Enter a phase and give the shell its keys (hints and help list only what works now)."""
        self.phase = phase
        self.rebind()

    def phase_bindings(self) -> tuple[Binding, ...]:
        """The keys that work now: the phase's, the number keys only as far as there are cards or monsters."""
        if self.phase == CHARACTER_PHASE:
            return (*CHARACTER_BINDINGS, *GLOBAL_BINDINGS)
        if self.phase == BATTLE_PHASE:
            assert self.player is not None
            return (*battle_bindings(len(self.player.get_hand())), *GLOBAL_BINDINGS)
        if self.phase == TARGET_PHASE:
            return target_bindings([self.number_of(monster) for monster in self.standing()])
        return GLOBAL_BINDINGS

    def rebind(self) -> None:
        """Give the shell the keys that work now, when they changed (the hints and help follow)."""
        bindings = self.phase_bindings()
        if bindings != self.keymap.bindings:
            self.keymap = Keymap(bindings)
            self.host.refresh_chrome()

    # -- drawing ---------------------------------------------------------------------------------
    @property
    def min_size(self) -> tuple[int, int]:
        return COMPACT.width, COMPACT_ROWS + StatusBar.ROWS

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        """Lay the page out again when the room changes between the compact and the roomy layout.

        The page is drawn as unfocused whether or not a dialog is open over it (it has nothing to focus: no cursor,
        no focus attributes), so urwid keeps one drawing of it for both: opening a dialog draws only the dialog."""
        if len(size) == 2 and layout_for(size[0], size[1]) != self.layout:
            self.layout = layout_for(size[0], size[1])
            self.refresh()
        return super().render(size, False)

    def refresh(self) -> None:
        """The game changed (or the layout did): work out the forecast and the cards' texts again, then redraw."""
        self.forecast = None
        self.card_cache.clear()
        self.rebind()
        self.redraw()

    def redraw(self) -> None:
        """Show the current phase: the character page (one kept page per highlighted character), or the battle
        page's kept widgets given the texts and attributes of the game as it stands (only what changed is
        drawn again). Keys that only move a highlight call this alone: nothing of the game is worked out again."""
        if self.phase == CHARACTER_PHASE:
            page = self.character_pages.get(self.character)
            if page is None:
                body = self.character_page()
                width = max(widget.base_widget.pack()[0] for widget, _options in body.contents
                            if isinstance(widget.base_widget, urwid.Text))
                page = self.character_pages[self.character] = centred(body, width)
        else:
            assert self.player is not None
            if self.battle is None or (self.battle.layout, self.battle.player_name) != (self.layout,
                                                                                         self.player.get_name()):
                self.battle = BattlePage(self.layout, self.player.get_name())
            self.show_battle(self.battle)
            page = self.battle.page
        if self._w is not page:
            self._w = page

    def forecast_turn(self) -> EnemyTurn:
        """The enemy turn ending the player's turn would bring, worked out once per change of the game."""
        assert self.encounter is not None
        if self.forecast is None:
            self.forecast = predict_enemy_turn(self.encounter)
        return self.forecast

    def character_page(self) -> urwid.Widget:
        """The character choice: each character's HP and deck, and what the highlighted one's cards do."""
        blurb = self.level_info.blurb if self.level_info is not None else ""
        rows: list[urwid.Widget] = [
            urwid.Text(("title", "Slay the Spire"), align=urwid.Align.CENTER),
            urwid.Text(("panel value", self.level_title), align=urwid.Align.CENTER),
            urwid.Text(("blurb", blurb or f"{len(self.encounters)} encounters"), align=urwid.Align.CENTER),
        ]
        rows += [urwid.Divider(), urwid.Text(("panel title", "Choose your character"), align=urwid.Align.CENTER),
                 urwid.Divider()]
        for index, character in enumerate(CHARACTERS):
            sample = character()
            chosen = index == self.character
            line: list[Markup] = [f" {index + 1}  ", ("panel value", f"{sample.get_name():<9}"),
                                  f"  {sample.get_max_hp()} HP   {deck_summary(sample.get_deck())}"]
            rows.append(urwid.AttrMap(urwid.Text(line), whole_highlight("card selected", ["panel value"])
                                      if chosen else "card"))
        chosen_character = CHARACTERS[self.character]()
        rows += [urwid.Divider(), urwid.Text(("panel title", f" {chosen_character.get_name()}'s cards"))]
        names = card_kinds(chosen_character.get_deck())
        name_width = max(len(card.get_name()) for card in names)
        for card in names:
            rows.append(urwid.Text(f"   {card.get_name():<{name_width}}  cost {card.get_energy_cost()}  "
                                   f"{card.get_description()}"))
        return urwid.Pile(rows)

    def header(self) -> str:
        """'Easy Climb · encounter 2 of 3 · turn 4': the encounter being fought (or just won)."""
        encounter = f"encounter {self.encounter_index + 1} of {len(self.encounters)}"
        return f"   {self.level_title} · {encounter} · turn {self.turn}"

    def show_battle(self, page: BattlePage) -> None:
        """Give the battle page's widgets the game as it stands: header, monsters, the incoming line, player and
        log, and the hand."""
        assert self.player is not None and self.encounter is not None
        page.header.show([("title", "Slay the Spire"), self.header()])
        page.player_panel.show(self.player_lines())
        log = self.log[-LOG_LINES:] or [("blurb", "nothing yet")]
        page.log_panel.show([*log, *[""] * (LOG_LINES - len(log))])
        self.show_monsters(page)
        self.show_incoming(page)
        self.show_hand(page)

    def show_incoming(self, page: BattlePage) -> None:
        """'Incoming 14, block 5: you will lose 9 HP.' under the monsters (blank once they are all defeated)."""
        assert self.player is not None and self.encounter is not None
        if not self.monsters_will_act():
            page.incoming.show(page.blank_incoming)
            return
        turn = self.forecast_turn()
        line = incoming_line(turn, self.player.get_hp(), self.player.get_block())
        page.incoming_text.show(("intent" if turn.hp_after < self.player.get_hp() else "good", line))
        page.incoming.show(page.incoming_text)

    def monsters_will_act(self) -> bool:
        """True when ending the turn would bring a monsters' turn: monsters stand, it is the player's turn and the
        player is alive (after a death nothing is forecast)."""
        assert self.player is not None and self.encounter is not None
        return self.encounter.is_active() and self.encounter.is_players_turn() and not self.player.is_defeated()

    def standing(self) -> list[Monster]:
        """The monsters still standing, from the left (the model's list)."""
        assert self.encounter is not None
        return self.encounter.get_monsters()

    def number_of(self, monster: Monster) -> int:
        """A monster's number for this encounter (from 1: its place when the encounter began)."""
        return self.roster.index(monster) + 1

    def show_monsters(self, page: BattlePage) -> None:
        """A box per monster of the encounter, in its place and titled with its name and number ('Louse 2', the key
        that targets it) as the log names it: a monster standing with its intent, a fallen one as defeated; the one
        aimed at is highlighted whole."""
        assert self.encounter is not None
        layout = self.layout
        standing = self.standing()
        if not standing:  # as tall as the boxes were, so the page keeps its place under the dialog between encounters
            page.monsters.show(page.no_monsters)
            return
        inner = layout.monster_text_width(len(self.roster))
        acting = self.monsters_will_act()
        intents = {intent.monster_id: describe_intent(intent) for intent in self.forecast_turn().intents} \
            if acting else {}
        label = intent_label(list(intents.values()), inner)
        aimed_at = standing[self.target] if self.target is not None else None
        views = page.monster_views(len(self.roster))
        for number, (monster, view) in enumerate(zip(self.roster, views, strict=True), start=1):
            name = monster_name(monster, number)
            if monster not in standing:
                view.show(title=name, body=["defeated", "\n" * (MONSTER_BOX_ROWS - 3)], aimed=False, fallen=True)
                continue
            block: Markup = ("block", f"block {monster.get_block()}") if monster.get_block() else "block 0"
            aimed = monster is aimed_at
            intent: list[Markup] = ["\n", label, ("intent", intents[monster.get_id()])] if acting else ["\n"]
            view.show(title=name + ("  ◀ target" if aimed else ""),
                      body=[*health_bar(monster, min(BAR_MAX_WIDTH, inner - 8)), "\n", block, "\n",
                            statuses(monster, inner), *intent], aimed=aimed)
        page.monsters.show(page.monster_columns(len(self.roster)))

    def player_lines(self) -> list[Markup]:
        """The player panel: health, block and energy, statuses, piles."""
        assert self.player is not None
        player = self.player
        energy = "●" * player.get_energy() + "○" * max(0, TURN_ENERGY - player.get_energy())
        inner = self.layout.player_width - 4
        return [
            health_bar(player, BAR_MAX_WIDTH),
            ["block ", ("block", str(player.get_block())), " · energy ", ("energy", f"{energy} {player.get_energy()}")],
            self.status_line(inner),
            f"draw {len(player.get_deck())} (p) · discard {len(player.get_discarded())} (x)",
        ]

    def status_line(self, width: int) -> str:
        """The player's statuses, with '(i)' (the key that explains them) when there is room."""
        assert self.player is not None
        line = statuses(self.player, width)
        return f"{line} (i)" if text_width(f"{line} (i)") <= width else line

    def show_hand(self, page: BattlePage) -> None:
        """The hand as cards of one height: highlighted when selected, dimmed when there is not enough energy."""
        assert self.player is not None and self.encounter is not None
        hand = self.player.get_hand()
        if self.player.is_defeated():  # the model dealt the next turn's hand, which will never be played
            page.hand.show(page.fallen)
            return
        if not hand:
            page.hand.show(page.empty_hand if self.encounter.is_active() else page.blank_hand)
            return
        bodies = self.card_bodies()
        views = page.card_views(len(hand))
        for index, (card, body, view) in enumerate(zip(hand, bodies, views, strict=True)):
            playable = card.get_energy_cost() <= self.player.get_energy()
            attr = "card selected" if index == self.selected else "card" if playable else "card unplayable"
            preview = self.card_preview(index)
            view.show(title=f"{index + 1} {card.get_name()}", body=body,
                      preview=("panel value", preview) if attr == "card" else preview, attr=attr)
        page.hand.show(page.card_columns(len(hand)))

    def card_bodies(self) -> list[str]:
        """Each card's text above its preview, padded to the tallest card's (worked out once per change)."""
        assert self.player is not None
        bodies = self.card_cache.get("bodies")
        if bodies is None:
            texts = [card_text(card, self.layout) for card in self.player.get_hand()]
            height = max((len(text) for text in texts), default=0)
            bodies = self.card_cache["bodies"] = ["\n".join([*text, *[""] * (height - len(text))]) for text in texts]
        return bodies

    def card_preview(self, index: int) -> str:
        """The preview on the card at this index of the hand (worked out once per change, and per monster aimed
        at)."""
        assert self.player is not None
        aimed = self.target if self.phase == TARGET_PHASE and index == self.selected else None
        key = ("preview", index, aimed)
        preview = self.card_cache.get(key)
        if preview is None:
            card = self.player.get_hand()[index]
            preview = self.card_cache[key] = preview_text(preview_card(card, self.player, self.preview_targets(index)),
                                                          self.layout.card_text_width)
        return preview

    def preview_targets(self, index: int) -> list[Monster]:
        """The monsters a card's preview is worked out on: the one aimed at for the card being aimed, else every
        monster left (one number each, from the left, when they differ)."""
        assert self.encounter is not None
        monsters = self.encounter.get_monsters()
        if self.phase == TARGET_PHASE and self.target is not None and index == self.selected:
            return [monsters[self.target]]
        return list(monsters)

    # -- starting --------------------------------------------------------------------------------
    def start_run(self, character: int) -> None:
        """Begin a run with this character and a seed drawn from the random source where it stands."""
        self.begin_run(character, self.rng.getrandbits(RUN_SEED_BITS))

    def begin_run(self, character: int, seed: int) -> None:
        """Begin the run with this character and seed: a new game (ids from 0) drawing from `random.Random(seed)`
        exactly as `arcade --plain spire --seed N` does, and the first encounter."""
        self.run_seed = seed
        self.rng = run_random(seed)
        self.reward_rng = reward_random(seed)
        self.offer = []
        new_game(self.rng)
        self.character = character
        self.player = CHARACTERS[character]()
        self.turns_total = 0
        self.encounter_index = 0
        self.awaiting_continue = False
        self.new_play()
        self.start_encounter()

    def start_encounter(self) -> None:
        """Build the current encounter (the player draws the first hand)."""
        assert self.player is not None
        self.encounter = Encounter(self.player, self.encounters[self.encounter_index])
        self.roster = list(self.encounter.get_monsters())
        self.turn = 1
        self.selected = 0
        self.target = None
        names = ", ".join(monster.get_name() for monster in self.encounter.get_monsters())
        self.log = [f"Encounter {self.encounter_index + 1}: {names}."]
        self.host.set_message("New encounter!")
        self.set_phase(BATTLE_PHASE)
        self.refresh()

    def restart(self) -> None:
        """Back to the character choice (the last character highlighted) for a new run of the same game file."""
        self.player = None
        self.encounter = None
        self.target = None
        self.awaiting_continue = False
        self.run_seed = None
        self.new_play()
        self.host.set_message("")
        self.set_phase(CHARACTER_PHASE)
        self.refresh()

    # -- the run as data (record.py) ---------------------------------------------------------------
    def start_data(self) -> dict[str, Any]:
        if self.run_seed is None:
            return {}
        return {"character": character_name(CHARACTERS[self.character]), "seed": self.run_seed}

    def begin(self, start: dict[str, Any]) -> None:
        self.begin_run(CHARACTERS.index(character_of(start)), seed_of(start))

    def perform(self, action: Action) -> None:
        if self.phase not in (BATTLE_PHASE, TARGET_PHASE) or self.player is None or self.encounter is None:
            raise ValueError(f"no run in play for {action!r}")
        if action in (CONTINUE_ACTION, REST_ACTION) or (isinstance(action, list) and action[:1] == [REWARD]):
            self.choose_reward(action)
            return
        if self.awaiting_continue:
            raise ValueError(f"{action!r} between encounters")
        if action == END_TURN_ACTION:
            self.end_turn()
            return
        card, position = play_action(action, self.encounter)
        self.target = None
        if self.phase == TARGET_PHASE:
            self.set_phase(BATTLE_PHASE)
        self.selected = card
        self.apply(self.player.get_hand()[card], position)

    def resume(self, record: dict[str, Any]) -> None:
        """Replay the saved run without opening dialogs, then open the one it was left in (between
        encounters)."""
        super().resume(record)  # replays with the base class's `replaying` set
        if self.phase not in (BATTLE_PHASE, TARGET_PHASE):
            raise ValueError("the saved game is not a run in progress")
        self.refresh()
        if self.awaiting_continue:
            self.ask_reward()

    def progress(self) -> str:
        where = f"encounter {self.encounter_index + 1} of {len(self.encounters)}"
        return f"{where} won" if self.awaiting_continue else f"{where}, turn {self.turn}"

    # -- keys ------------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.phase in (BATTLE_PHASE, TARGET_PHASE)

    def on_action(self, action: str) -> bool:
        if self.phase == CHARACTER_PHASE:
            return self.character_action(action)
        if self.phase == BATTLE_PHASE:
            return self.battle_action(action)
        if self.phase == TARGET_PHASE:
            return self.target_action(action)
        return False  # help and back go to the shell

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if self.keymap.action_for(key) == "number":
            self.number(int(key))
            return None
        return super().keypress(size, key)

    def character_action(self, action: str) -> bool:
        """Keys on the character page: move the highlight, or start with the highlighted character."""
        if action in (MOVE_UP.action, MOVE_DOWN.action):
            self.character = (self.character + (-1 if action == MOVE_UP.action else 1)) % len(CHARACTERS)
            self.redraw()
        elif action == CHOOSE.action:
            self.start_run(self.character)
        else:
            return False
        return True

    def battle_action(self, action: str) -> bool:
        """Keys in battle: move the highlight, play the highlighted card, end the turn, show a pile, new run."""
        if action in (MOVE_LEFT.action, MOVE_RIGHT.action):
            self.move_selection(-1 if action == MOVE_LEFT.action else 1)
        elif action == CHOOSE.action:
            self.play_selected()
        elif action == END_TURN.action:
            self.take(END_TURN_ACTION)
        elif action in (DRAW_PILE.action, DISCARD_PILE.action):
            self.show_pile(action == DRAW_PILE.action)
        elif action == STATUSES.action:
            self.show_statuses()
        elif action == RESTART.action:
            self.ask_then("Give up this run and choose a character again?", self.restart, title="New run?")
        else:
            return False
        return True

    def target_action(self, action: str) -> bool:
        """Keys while choosing a target: move the aim, confirm it, or put the card back."""
        assert self.encounter is not None and self.target is not None
        count = len(self.encounter.get_monsters())
        if action in (MOVE_LEFT.action, MOVE_RIGHT.action):
            self.target = (self.target + (-1 if action == MOVE_LEFT.action else 1)) % count
            self.redraw()
        elif action == CHOOSE.action:
            self.play_on(self.target)
        elif action == CANCEL_TARGET.action:
            self.cancel_target()
        else:
            return False
        return True

    def number(self, number: int) -> None:
        """A number key: a character, a monster (choosing a target) or a card of the hand."""
        if self.phase == CHARACTER_PHASE:
            self.start_run(number - 1)
        elif self.phase == TARGET_PHASE:
            if 1 <= number <= len(self.roster) and self.roster[number - 1] in self.standing():
                self.play_on(self.standing().index(self.roster[number - 1]))
        elif self.phase == BATTLE_PHASE:
            assert self.player is not None
            if number <= len(self.player.get_hand()):  # the keys bound are the hand's (play_binding)
                self.selected = number - 1
                self.play_selected()

    def move_selection(self, step: int) -> None:
        """Highlight the next or previous card of the hand."""
        assert self.player is not None
        if self.player.get_hand():
            self.selected = (self.selected + step) % len(self.player.get_hand())
            self.redraw()

    # -- playing ---------------------------------------------------------------------------------
    def selected_card(self) -> Card | None:
        """The highlighted card of the hand, if any."""
        assert self.player is not None
        hand = self.player.get_hand()
        return hand[self.selected] if 0 <= self.selected < len(hand) else None

    def play_selected(self) -> None:
        """Play the highlighted card: at once, or after choosing a target when several monsters are left."""
        assert self.player is not None and self.encounter is not None
        card = self.selected_card()
        if card is None:
            self.host.set_message("No card to play: press e to end the turn.")
            return
        if card.get_energy_cost() > self.player.get_energy():
            self.host.set_message(f"Not enough energy: {card.get_name()} costs {card.get_energy_cost()}, "
                                  f"you have {self.player.get_energy()}.")
            return
        monsters = self.encounter.get_monsters()
        if card.requires_target() and len(monsters) > 1:
            self.target = 0
            self.host.set_message(f"{card.get_name()}: choose a target.")
            self.set_phase(TARGET_PHASE)
            self.redraw()
            return
        self.take([PLAY, self.selected + 1, 1] if card.requires_target() else [PLAY, self.selected + 1])

    def cancel_target(self) -> None:
        """Put the card back without playing it."""
        self.target = None
        self.host.set_message("Not played.")
        self.set_phase(BATTLE_PHASE)
        self.redraw()

    def play_on(self, position: int) -> None:
        """Play the highlighted card on the monster at this position."""
        assert self.encounter is not None
        card = self.selected_card()
        self.target = None
        self.set_phase(BATTLE_PHASE)
        if card is not None and 0 <= position < len(self.encounter.get_monsters()):
            self.take([PLAY, self.selected + 1, position + 1])
        else:
            self.refresh()

    def apply(self, card: Card, position: int | None) -> None:
        """Play a card through the model (on the monster at this position, if any) and log what it did."""
        assert self.player is not None and self.encounter is not None
        target = self.encounter.get_monsters()[position] if position is not None else None
        before = (target.get_hp() + target.get_block()) if target is not None else 0
        block, strength = self.player.get_block(), self.player.get_strength()
        if not self.encounter.player_apply_card(card.get_name(), target.get_id() if target is not None else None):
            self.host.set_message(CARD_FAILURE_MESSAGE.strip())
            return
        effects = []
        name = monster_name(target, self.number_of(target)) if target is not None else ""
        if target is not None:
            effects.append(f"{before - target.get_hp() - target.get_block()} damage to {name}")
        if self.player.get_block() > block:
            effects.append(f"+{self.player.get_block() - block} block")
        if self.player.get_strength() > strength:
            effects.append(f"+{self.player.get_strength() - strength} strength")
        line = f"{card.get_name()}: {', '.join(effects)}." if effects else f"{card.get_name()} played."
        self.log.append(line)
        if target is not None and target.is_defeated():
            self.log.append(f"{name} is defeated.")
        self.host.set_message(f"You play {line}")
        hand = self.player.get_hand()
        self.selected = min(self.selected, max(0, len(hand) - 1))
        if not self.encounter.is_active():
            self.encounter_won()
        else:
            self.refresh()

    def end_turn(self) -> None:
        """End the turn: the monsters act (as their intents said), then a new hand."""
        assert self.player is not None and self.encounter is not None
        expected = predict_enemy_turn(self.encounter)
        numbers = {monster.get_id(): self.number_of(monster) for monster in self.standing()}
        hp = self.player.get_hp()
        self.encounter.end_player_turn()
        self.encounter.enemy_turn()
        self.turns_total += 1
        self.selected = 0
        self.log = [f"{intent.name} {numbers[intent.monster_id]}: {describe_intent(intent)}."
                    for intent in expected.intents]
        weak = self.player.get_weak() > 0 and not self.player.is_defeated()
        if self.player.get_hp() < hp:
            self.log.append(f"You lose {hp - self.player.get_hp()} HP" + (" and are weak this turn." if weak else "."))
        else:
            self.log.append("You take no damage" + (" but are weak this turn." if weak else "."))
        if self.player.is_defeated():
            self.host.set_message(self.log[-1])
            self.set_phase(OVER_PHASE)
            self.refresh()
            self.game_over(won=False)
            return
        self.turn += 1
        self.host.set_message(f"Turn {self.turn}: a new hand.")
        self.refresh()

    def encounter_won(self) -> None:
        """The last monster fell: end the turn as the original did, then the next encounter or the win."""
        assert self.player is not None and self.encounter is not None
        self.encounter.end_player_turn()
        self.turns_total += 1
        following = self.encounter_index + 1
        if following < len(self.encounters):
            assert self.reward_rng is not None
            self.offer = draw_offer(self.reward_rng)  # drawn while replaying too: the offers follow from the seed
            self.refresh()
            self.awaiting_continue = True
            if self.watching:  # a best played back: its next action is the reward chosen, no dialog to answer
                offered = ", ".join(card.get_name() for card in self.offer)
                self.host.set_message(f"Encounter won. Offered: {offered}.")
            elif not self.replaying:
                self.ask_reward()
        else:
            self.set_phase(OVER_PHASE)
            self.refresh()
            self.game_over(won=True)

    def ask_reward(self) -> None:
        """The dialog between encounters: HP left, the next encounter's monsters and the reward: one of the three
        cards offered into the deck (1-3), a rest (r), or nothing (s). Menu (m, q, Esc) leaves for the level list as
        q does everywhere, the run saved with the reward still on offer: reopening the level offers it again."""
        assert self.player is not None
        following = self.encounter_index + 1
        monsters = ", ".join(name for name, _hp in self.encounters[following])
        lines = [f"{self.player.get_name()} has {self.player.get_hp()} of {self.player.get_max_hp()} HP.",
                 f"Next: encounter {following + 1} of {len(self.encounters)} ({monsters}).",
                 "Take a card into your deck, rest, or skip:"]
        for number, card in enumerate(self.offer, start=1):
            lines += [f"{number} {card.get_name()} · cost {card.get_energy_cost()}", card.get_description()]
        healed = rest_amount(self.player)
        lines += [f"r rest: heal {healed} HP" + ("" if healed else " (you are at full health)"),
                  "m menu: leave for now; the run is saved and this reward waits"]
        choices = [Choice(card.get_name(), str(number), lambda number=number: self.take([REWARD, number]))
                   for number, card in enumerate(self.offer, start=1)]
        choices += [Choice(REST_LABEL, "r", lambda: self.take(REST_ACTION)),
                    Choice(SKIP_LABEL, "s", self.skip_reward), Choice(MENU_LABEL, "m", self.host.back_to_menu)]
        self.host.ask(ENCOUNTER_WIN_MESSAGE.strip(), message_lines(*lines), choices, on_cancel=self.host.back_to_menu)

    def skip_reward(self) -> None:
        """The player goes on after an encounter won, taking no reward."""
        self.take(CONTINUE_ACTION)

    def choose_reward(self, action: Action) -> None:
        """Carry out the reward chosen (a card, a rest or nothing), then on to the next encounter."""
        assert self.player is not None
        if not self.awaiting_continue:
            raise ValueError("no encounter won to take a reward for")
        note = ""
        if action == REST_ACTION:
            note = f"You rest and heal {rest(self.player)} HP."
        elif action != CONTINUE_ACTION:
            card = self.offer[reward_choice(action, len(self.offer))]
            take_card(self.player, card)
            note = f"{card.get_name()} joins your deck."
        self.offer = []
        self.next_encounter()
        if note:
            self.log.append(note)
            self.host.set_message(f"{note} New encounter!")
            self.refresh()

    def next_encounter(self) -> None:
        """On to the next encounter of the run."""
        self.awaiting_continue = False
        self.encounter_index += 1
        self.start_encounter()

    def game_over(self, won: bool) -> None:
        """The end dialog: won (with the best result kept) or lost; either way the run is kept in the records."""
        assert self.player is not None
        if self.replaying:
            raise ValueError("the saved run had ended")
        name, count = self.player.get_name(), len(self.encounters)
        if won:
            message = message_lines(
                f"{name} won all {count} encounters in {self.turns_total} turns "
                f"with {self.player.get_hp()} of {self.player.get_max_hp()} HP left.",
                self.record_end("won", self.run_figures(count)))
        else:
            self.record_end("lost", self.run_figures(self.encounter_index))
            message = f"{name} fell on turn {self.turn} of encounter {self.encounter_index + 1} of {count}."
        self.end_game(won, message, self.restart)

    def run_figures(self, encounters_won: int) -> dict[str, Any]:
        """What the records keep of an ended run: turns (the best is the fewest), the character, encounters won of
        all, HP left of max, and the final deck by card name (history.py shows them)."""
        assert self.player is not None
        return {"turns": self.turns_total, "character": self.player.get_name(), "encounters_won": encounters_won,
                "encounters": len(self.encounters), "hp": self.player.get_hp(), "max_hp": self.player.get_max_hp(),
                "deck": deck_names(self.player)}

    def show_statuses(self) -> None:
        """A dialog explaining each status and the previews, and listing who has which now."""
        assert self.player is not None and self.encounter is not None
        lines = [*RULES, "", *status_lines("You", self.player, on_player=True)]
        for monster in self.standing():
            lines += status_lines(monster_name(monster, self.number_of(monster)), monster, on_player=False)
        longest = max(len(line) for line in lines)
        # padded to one width, the centred lines read as a left-aligned table
        self.host.ask("Statuses", message_lines(*(line.ljust(longest) for line in lines)),
                      [Choice("Close", "c", do_nothing)], on_cancel=do_nothing)

    def show_pile(self, draw: bool) -> None:
        """A dialog listing the draw pile (by name: its order is hidden) or the discard pile, with what each card
        does."""
        assert self.player is not None
        if draw:
            cards = sorted(self.player.get_deck(), key=lambda card: card.get_name())
            title, note = "Draw pile", "drawn at random"
        else:
            cards = list(self.player.get_discarded())
            title, note = "Discard pile", "shuffled back when the draw pile runs out"
        if not cards:
            message = "No cards."
        else:
            count = f"{len(cards)} card" + ("s" if len(cards) != 1 else "")
            message = message_lines(f"{count}, {note}:", *pile_lines(cards))
        self.host.ask(title, message, [Choice("Close", "c", do_nothing)], on_cancel=do_nothing)
