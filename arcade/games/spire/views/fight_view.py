"""The fight's view: the battle page (monster boxes, the incoming line, the player and log panels, the hand as cards)
drawn from a `FightScene`, and the fight's dialogs' texts (the piles, the statuses).

The controller (screen.py) hands the view a scene after every key and tells it when the game changed
(`FightView.changed`): the monsters' turn (intents, the incoming line) and the cards' texts and previews are worked
out once per change, and moving a highlight or the aim only redraws. Monsters are named as the log names them
(`monster_name`): their kind and their number for the encounter, their place when it began.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import urwid

from arcade.games.spire.classic.cards import card_kinds
from arcade.games.spire.classic.intents import describe_intent, predict_enemy_turn
from arcade.games.spire.classic.preview import CardPreview, incoming_line, preview_card, preview_text
from arcade.games.spire.classic.statuses import TASK_SHEET_TIMING, StatusTiming, status_lines
from arcade.games.spire.climb.keywords import NEUTRAL, cost_label
from arcade.games.spire.model import TURN_ENERGY, Card, Encounter, Entity, Monster, Player
from arcade.games.spire.views.page import (
    BAR_MAX_WIDTH,
    CARD_TEXT_LINES,
    MONSTER_BOX_ROWS,
    PANEL_FRAME,
    PANEL_GAP,
    KeptBox,
    KeptSlot,
    KeptText,
    PageLayout,
    centred,
    text_width,
    whole_highlight,
)
from arcade.ui.widgets import InfoPanel, Markup

LOG_LINES = 4
"""Lines of the turn's log shown (the end of a turn writes at most four: three monsters and the damage taken)."""
INTENT_ARROW = "→"
"""Stands for 'intent:' in a monster box too narrow for the word."""
NO_ACT = "falls first"
"""A monster's intent when it falls before it acts (the climb's relics can kill at the end of the turn)."""
TARGET_NOTE = ", target"
"""After a card's cost when it needs a target: 'cost 1, target' (14 columns, the compact card's width)."""


def health_bar(entity: Entity, width: int) -> list[Markup]:
    """A health bar and 'hp/max' (the filled part rounds up, so a living entity always shows some red)."""
    filled = -(-entity.get_hp() * width // entity.get_max_hp()) if entity.get_max_hp() > 0 else 0
    return [("health", "█" * filled), ("health lost", "░" * (width - filled)),
            f" {entity.get_hp()}/{entity.get_max_hp()}"]


def statuses(entity: Entity, width: int | None = None, more: Sequence[tuple[str, str, int]] = ()) -> str:
    """The entity's non-zero statuses ('strength 2 · weak 1') and `more` of them (a climb's poison, powers),
    shortened ('str 2 · weak 1') when wider than `width`; a climb player's stance first ('wrath · str 2'); 'no
    statuses' when there are none."""
    values = (("strength", "str", entity.get_strength()), ("weak", "weak", entity.get_weak()),
              ("vulnerable", "vuln", entity.get_vulnerable()), *more)
    stance = getattr(entity, "stance", NEUTRAL)
    head = [stance] if stance != NEUTRAL else []
    full = " · ".join([*head, *(f"{label} {value}" for label, _short, value in values if value)])
    if width is not None and text_width(full) > width:
        return " · ".join([*head, *(f"{short} {value}" for _label, short, value in values if value)])
    return full or "no statuses"


def player_more(player: Player) -> list[tuple[str, str, int]]:
    """A climb player's powers for the statuses line ('Fervor 2'; none for the task sheet's players)."""
    return [(name, name, amount) for name, amount in getattr(player, "powers", {}).items()]


def poison_of(encounter: Encounter, monster: Monster) -> int:
    """A monster's poison in a climb's fight (0 in the task sheet's encounters, which have none)."""
    return getattr(encounter, "poison", {}).get(monster.get_id(), 0)


CUT_MARK = "…"
"""Ends the last line of a card's text the hand cuts (the inspect key, I, shows it whole)."""


def text_lines(card: Card, layout: PageLayout, most: int = CARD_TEXT_LINES) -> list[str]:
    """A card's text wrapped to the card's width, in at most `most` lines: a longer text is cut at a word, its last
    line ending with CUT_MARK."""
    return textwrap.wrap(card.get_description(), layout.card_text_width, max_lines=max(1, most),
                         placeholder=CUT_MARK)


def text_is_cut(card: Card, layout: PageLayout, most: int = CARD_TEXT_LINES) -> bool:
    """True when the hand shows the card's text cut (longer than `most` lines at the card's width)."""
    return len(textwrap.wrap(card.get_description(), layout.card_text_width)) > max(1, most)


def card_text(card: Card, layout: PageLayout, most: int = CARD_TEXT_LINES) -> list[str]:
    """A card's body above its preview: its cost and whether it needs a target, then its text wrapped (cut with
    '…' past `most` lines)."""
    cost = f"cost {cost_label(card)}" + (TARGET_NOTE if card.requires_target() else "")
    return [cost, *text_lines(card, layout, most)]


def hand_window(first: int, selected: int, cards: int, shown: int) -> int:
    """The first place (from 0) of the `shown` cards of a hand of `cards` drawn, from the window's first place
    before: moved only as far as brings the highlighted card (`selected`) into view, and never past the hand's end."""
    selected = min(max(selected, 0), cards - 1)
    first = min(first, selected)
    first = max(first, selected - shown + 1)
    return min(max(first, 0), max(0, cards - shown))


def power_names(monster: Monster) -> str:
    """'Thorns 3 · Curl 5': a climb monster's powers acting now (its `active_powers`; '' for none or for the task
    sheet's monsters), for its box; the inspect dialog says what each does."""
    powers = getattr(monster, "active_powers", tuple)()
    return " · ".join(power.name for power in powers)


def monster_name(monster: Monster, number: int) -> str:
    """'Louse 2': a monster as its box, the log and the statuses dialog name it, by its number for the encounter
    (its place from the left when the encounter began, kept when the monsters before it fall; its number key
    targets it)."""
    return f"{monster.get_name()} {number}"


def monster_number(roster: Sequence[Monster], monster: Monster) -> int:
    """A monster's number for the encounter: its place (from 1) among the monsters the encounter began with."""
    return roster.index(monster) + 1


def intent_label(descriptions: Sequence[str], width: int) -> str:
    """'intent: ' before every monster's intent, or '→ ' for all of them when one would not fit its box."""
    return "intent: " if all(text_width(f"intent: {text}") <= width for text in descriptions) else f"{INTENT_ARROW} "


def pile_lines(cards: Sequence[Card]) -> list[str]:
    """A pile as one line per kind of card: '4 × Defend: Gain 5 block.' (first-seen order)."""
    counts = Counter(card.get_name() for card in cards)
    return [f"{counts[card.get_name()]} × {card.get_name()}: {card.get_description()}" for card in card_kinds(cards)]


def pile_dialog(player: Player, draw: bool) -> tuple[str, list[str]]:
    """The title and lines of the dialog listing the draw pile (by name: its order is hidden) or the discard pile,
    with what each card does."""
    if draw:
        cards = sorted(player.get_deck(), key=lambda card: card.get_name())
        title, note = "Draw pile", "drawn at random"
    else:
        cards = list(player.get_discarded())
        title, note = "Discard pile", "shuffled back when the draw pile runs out"
    if not cards:
        return title, ["No cards."]
    count = f"{len(cards)} card" + ("s" if len(cards) != 1 else "")
    return title, [f"{count}, {note}:", *pile_lines(cards)]


def statuses_dialog(player: Player, roster: Sequence[Monster], standing: Sequence[Monster],
                    timing: StatusTiming = TASK_SHEET_TIMING) -> list[str]:
    """The statuses dialog's lines: what each status means and when it acts under the fight's timing, then who has
    which now, each weak and vulnerable with the turns it will act on; padded to one width, so the dialog's centred
    lines read as a left-aligned table."""
    lines = [*timing.rules, "", *status_lines("You", player, on_player=True, timing=timing)]
    for monster in standing:
        lines += status_lines(monster_name(monster, monster_number(roster, monster)), monster, on_player=False,
                              timing=timing)
    longest = max(len(line) for line in lines)
    return [line.ljust(longest) for line in lines]


@dataclass(frozen=True)
class Forecaster:
    """How a fight's coming enemy turn is worked out and worded: `predict(encounter)` gives the turn (its `intents`,
    each with a `monster_id`, and `hp_after`), `describe(intent, width)` one monster's intent in at most about
    `width` columns, `incoming(turn, hp, block)` the line under the monsters. The classic screen's are the task
    sheet's monsters' (intents.py); the climb gives its own (moves with names and several hits)."""

    predict: Callable[[Encounter], Any]
    describe: Callable[[Any, int], str]
    incoming: Callable[[Any, int, int], str]
    preview: Callable[[Encounter, int, Sequence[Monster]], CardPreview] = (
        lambda encounter, index, targets: preview_card(encounter.get_player().get_hand()[index],
                                                       encounter.get_player(), targets))
    """What the card at this place of the hand would do on each of `targets` (the classic: preview.py's rules)."""


CLASSIC_FORECASTER = Forecaster(predict_enemy_turn, lambda intent, _width: describe_intent(intent), incoming_line)
"""The classic runs' forecast: the task sheet's monsters (their intents need no cutting to fit)."""

TARGET_HIGHLIGHT = whole_highlight("target", ["panel", "health", "health lost", "block", "intent"])


class MonsterView(KeptBox):
    """A monster's box: its name and number (and '◀ target' when aimed at), health, block, statuses, intent."""

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

    def show(self, title: str, body: str, preview: Markup, attr: str, rarity: str = "") -> None:
        """Show the card: highlighted when selected, dimmed when there is not enough energy; its rarity ('rare')
        in the bottom border when the game has rarities."""
        self.box.set_title(title)
        self.box.set_footer(rarity)
        self.body.show(body)
        self.preview.show(preview)
        self.set_attr(attr)


class BattlePage:
    """The battle page's widgets for one layout and one character, kept from key to key: the view gives them
    the game's texts and attributes and urwid draws again only the parts that changed."""

    def __init__(self, layout: PageLayout, player_name: str) -> None:
        self.layout = layout
        self.player_name = player_name
        self.header = KeptText()
        self.player_panel = InfoPanel(player_name)
        self.log_panel = InfoPanel("This turn", wrap=urwid.WrapMode.ELLIPSIS)
        """A log line too long is cut with '…', never wrapped: the panel keeps its height and the hand its place."""
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
        self.left_mark = KeptText(align=urwid.Align.CENTER)
        self.right_mark = KeptText(align=urwid.Align.CENTER)
        """Beside a hand that holds more cards than fit: how many are left out on that side ('◀ 2' / 'more')."""
        middle = urwid.Columns([(layout.player_width, self.player_panel), self.log_panel], dividechars=PANEL_GAP)
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
        """The hand of this many cards, side by side (one kept row per size of hand); when the hand holds more cards
        than fit (PageLayout.hand_window), the cards shown between the marks of those left out each side."""
        columns = self._card_columns.get(count)
        if columns is None:
            shown, mark = self.layout.hand_window(count)
            cards: list[tuple[int, urwid.Widget]] = [(self.layout.card_width, view)
                                                      for view in self.card_views(shown)]
            if mark:
                cards = [(mark, self.left_mark), *cards, (mark, self.right_mark)]
            columns = self._card_columns[count] = urwid.Columns(cards, dividechars=self.layout.card_gap)
        return columns


@dataclass(frozen=True)
class FightScene:
    """What the battle page shows: the game as it stands, and the player's highlight and aim."""

    header: str
    """'Louse Nest · encounter 2 of 3 · turn 4'."""
    player: Player
    encounter: Encounter
    roster: Sequence[Monster]
    """The monsters the encounter began with, fallen ones included (a monster's number is its place here)."""
    log: Sequence[str]
    selected: int
    """The highlighted card's place in the hand (from 0)."""
    aim: int | None
    """While choosing a target: the monster aimed at, by its place among the monsters standing; else None."""
    title: str = "Slay the Spire"
    """The header's first words (the climb's: 'Act 1 · floor 3')."""
    text_lines: int = CARD_TEXT_LINES
    """Lines of a card's text the hand shows (a longer text is cut with '…'): the layout's budget, or more when
    the page has rows to spare (the climb's)."""

    def monsters_will_act(self) -> bool:
        """True when ending the turn would bring a monsters' turn: monsters stand, it is the player's turn and the
        player is alive (after a death nothing is forecast)."""
        return (self.encounter.is_active() and self.encounter.is_players_turn()
                and not self.player.is_defeated())


class FightView:
    """Draws fight scenes on a kept battle page (built again for another layout or character), keeping the
    monsters' turn and the cards' texts and previews until the game changes."""

    def __init__(self, forecaster: Forecaster = CLASSIC_FORECASTER,
                 rarity: Callable[[Card], str] = lambda _card: "") -> None:
        self.forecaster = forecaster
        self.rarity = rarity
        """A card's rarity as every list of cards words it (the climb's; the task sheet's cards have none: '')."""
        self.page: BattlePage | None = None
        self._forecast: Any = None
        self._cards: dict[Any, Any] = {}
        self.first_card = 0
        """The place (from 0) of the first card shown of a hand holding more than fit: the window follows the
        highlighted card, moving only as far as it must."""

    def changed(self) -> None:
        """The game changed (or the layout did): the forecast and the cards' texts are worked out again."""
        self._forecast = None
        self._cards.clear()

    def forecast(self, encounter: Encounter) -> Any:
        """The enemy turn ending the player's turn would bring (an `EnemyTurn` for the classic runs), worked out
        once per change of the game."""
        if self._forecast is None:
            self._forecast = self.forecaster.predict(encounter)
        return self._forecast

    def draw(self, scene: FightScene, layout: PageLayout) -> urwid.Widget:
        """Give the battle page's widgets the scene: header, monsters, the incoming line, player and log, and the
        hand; the page to show."""
        name = scene.player.get_name()
        if self.page is None or (self.page.layout, self.page.player_name) != (layout, name):
            self.page = BattlePage(layout, name)
        page = self.page
        page.header.show([("title", scene.title), f"   {scene.header}"])
        page.player_panel.show(self.player_lines(scene.player, layout))
        log = list(scene.log[-LOG_LINES:]) or [("blurb", "nothing yet")]
        page.log_panel.show([*log, *[""] * (LOG_LINES - len(log))])
        self.show_monsters(page, scene)
        self.show_incoming(page, scene)
        self.show_hand(page, scene)
        return page.page

    def show_incoming(self, page: BattlePage, scene: FightScene) -> None:
        """'Incoming 14, block 5: you will lose 9 HP.' under the monsters (blank when no monsters' turn is coming)."""
        if not scene.monsters_will_act():
            page.incoming.show(page.blank_incoming)
            return
        player = scene.player
        turn = self.forecast(scene.encounter)
        line = self.forecaster.incoming(turn, player.get_hp(), player.get_block())
        page.incoming_text.show(("intent" if turn.hp_after < player.get_hp() else "good", line))
        page.incoming.show(page.incoming_text)

    def show_monsters(self, page: BattlePage, scene: FightScene) -> None:
        """A box per monster of the encounter, in its place and titled with its name and number ('Louse 2', the key
        that targets it) as the log names it: a monster standing with its intent, a fallen one as defeated; the one
        aimed at is highlighted whole."""
        standing = scene.encounter.get_monsters()
        if not standing:  # as tall as the boxes were, so the page keeps its place under the dialog between encounters
            page.monsters.show(page.no_monsters)
            return
        roster = scene.roster
        inner = page.layout.monster_text_width(len(roster))
        acting = scene.monsters_will_act()
        intents = {intent.monster_id: self.forecaster.describe(intent, inner - len(INTENT_ARROW) - 1)
                   for intent in self.forecast(scene.encounter).intents} if acting else {}
        label = intent_label(list(intents.values()), inner)
        aimed_at = standing[scene.aim] if scene.aim is not None else None
        views = page.monster_views(len(roster))
        for number, (monster, view) in enumerate(zip(roster, views, strict=True), start=1):
            name = monster_name(monster, number)
            if monster not in standing:
                view.show(title=name, body=["defeated", "\n" * (MONSTER_BOX_ROWS - 3)], aimed=False, fallen=True)
                continue
            block: Markup = ("block", f"block {monster.get_block()}") if monster.get_block() else "block 0"
            powers = power_names(monster)
            if powers and len(f"block {monster.get_block()} · {powers}") <= inner:
                block = [block, " · ", ("intent", powers)]
            aimed = monster is aimed_at
            forecast = intents.get(monster.get_id())  # none: it falls before it acts (a climb's relic at turn end)
            intent: list[Markup] = ["\n", label, ("intent", forecast) if forecast is not None else ("good", NO_ACT)] \
                if acting else ["\n"]
            view.show(title=name + ("  ◀ target" if aimed else ""),
                      body=[*health_bar(monster, min(BAR_MAX_WIDTH, inner - 8)), "\n", block, "\n",
                            statuses(monster, inner, [("poison", "psn", poison_of(scene.encounter, monster))]),
                            *intent], aimed=aimed)
        page.monsters.show(page.monster_columns(len(roster)))

    @staticmethod
    def player_lines(player: Player, layout: PageLayout) -> list[Markup]:
        """The player panel: health, block and energy, statuses (with '(i)', the key that explains them, when there
        is room), piles."""
        energy = "●" * player.get_energy() + "○" * max(0, TURN_ENERGY - player.get_energy())
        inner = layout.player_width - PANEL_FRAME
        status = statuses(player, inner, player_more(player))
        piles = f"draw {len(player.get_deck())} (p) · discard {len(player.get_discarded())} (x)"
        exhausted = len(getattr(player, "exhausted", ()))
        if exhausted and text_width(f"{piles} · exhausted {exhausted}") <= inner:
            piles += f" · exhausted {exhausted}"
        return [
            health_bar(player, BAR_MAX_WIDTH),
            ["block ", ("block", str(player.get_block())), " · energy ", ("energy", f"{energy} {player.get_energy()}")],
            f"{status} (i)" if text_width(f"{status} (i)") <= inner else status,
            piles,
        ]

    def show_hand(self, page: BattlePage, scene: FightScene) -> None:
        """The hand as cards of one height: highlighted when selected, dimmed when there is not enough energy."""
        player = scene.player
        hand = player.get_hand()
        if player.is_defeated():  # the model dealt the next turn's hand, which will never be played
            page.hand.show(page.fallen)
            return
        if not hand:
            page.hand.show(page.empty_hand if scene.encounter.is_active() else page.blank_hand)
            return
        bodies = self.card_bodies(player, page.layout, scene.text_lines)
        shown, _mark = page.layout.hand_window(len(hand))
        first = self.first_card = hand_window(self.first_card, scene.selected, len(hand), shown)
        views = page.card_views(shown)
        for index, view in enumerate(views, start=first):
            card = hand[index]
            playable = card.get_energy_cost() <= player.get_energy()
            attr = "card selected" if index == scene.selected else "card" if playable else "card unplayable"
            preview = self.card_preview(scene, index, page.layout)
            view.show(title=f"{index + 1} {card.get_name()}", body=bodies[index],
                      preview=("panel value", preview) if attr == "card" else preview, attr=attr,
                      rarity=self.rarity(card))
        left, right = first, len(hand) - first - shown
        page.left_mark.show(["\n", ("title", f"◀ {left}"), "\nmore"] if left else "")
        page.right_mark.show(["\n", ("title", f"{right} ▶"), "\nmore"] if right else "")
        page.hand.show(page.card_columns(len(hand)))

    def card_bodies(self, player: Player, layout: PageLayout, most: int = CARD_TEXT_LINES) -> list[str]:
        """Each card's text above its preview, in at most `most` lines of text (cut with '…' past them), padded to
        the tallest card's (worked out once per change)."""
        bodies = self._cards.get(("bodies", most))
        if bodies is None:
            texts = [card_text(card, layout, most) for card in player.get_hand()]
            height = max((len(text) for text in texts), default=0)
            bodies = self._cards[("bodies", most)] = ["\n".join([*text, *[""] * (height - len(text))])
                                                       for text in texts]
        return bodies

    def card_preview(self, scene: FightScene, index: int, layout: PageLayout) -> str:
        """The preview on the card at this index of the hand (worked out once per change, and per monster aimed
        at): one hit per monster standing, from the left; while aiming, the aimed card's hit on the aimed one."""
        aimed = scene.aim if index == scene.selected else None
        key = ("preview", index, aimed)
        preview = self._cards.get(key)
        if preview is None:
            monsters = scene.encounter.get_monsters()
            targets = [monsters[aimed]] if aimed is not None else list(monsters)
            preview = self._cards[key] = preview_text(self.forecaster.preview(scene.encounter, index, targets),
                                                      layout.card_text_width)
        return preview
