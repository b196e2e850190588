"""The climb's full-screen face, its controller: keys → the Climb's actions, and which view shows each phase.

A climb (climb/run.py) is a state machine of actions from a character, a seed and a difficulty; this screen keeps it
as the shell keeps every game: its start data and its actions (`take` → `perform` → `climb.act`), so leaving
anywhere saves it and Continue replays it to the same state. The drawing is the views', one per phase (beside
this module in climb_ui/ unless named otherwise): the character page (character_view.py) and over it the past climbs
(history_view.py, H), the map (map_view.py), the
fight (the classic views/fight_view.py with the climb's forecast, forecast.py), the reward, boss relic and treasure
(reward_view.py), the rest site (rest_view.py), the shop (shop_view.py), the event (event_view.py) and the end
(summary_view.py); the compendium over any of them (compendium_keys.py, which also notes what each step shows as
met). The keys of each phase are bindings.py's; what is only the screen's (a highlight, the aim, choosing
a card to remove) is no action and is not saved.
"""

from __future__ import annotations

import random
from typing import Any

import urwid

from arcade.daily import day_of
from arcade.games.spire.climb import potions, rewards, rules
from arcade.games.spire.climb.map import BURNING_SYMBOL
from arcade.games.spire.climb.run import (
    BOSS_RELIC,
    END_TURN,
    EVENT,
    FIGHT,
    MAP,
    REST_SITE,
    REWARD,
    SHOP_PHASE,
    TREASURE_PHASE,
    UNKNOWN_FIGHT_GROWTH,
    UNKNOWN_ODDS,
    WON,
    Climb,
    burning_words,
    unknown_outcomes,
)
from arcade.games.spire.climb.state import CURRENT_RULES
from arcade.games.spire.climb_ui.bindings import (
    LEAVE_TABLE,
    OVER_TABLE,
    POTIONS,
    REMOVE_TABLE,
    REST_TABLE,
    SHOP_TABLE,
    aiming_table,
    boss_relic_table,
    character_table,
    discard_table,
    event_table,
    fight_table,
    map_table,
    reward_table,
)
from arcade.games.spire.climb_ui.character_view import CHARACTER_IDS, climb_character_page
from arcade.games.spire.climb_ui.compendium_keys import CompendiumKeys
from arcade.games.spire.climb_ui.event_view import event_page
from arcade.games.spire.climb_ui.fight_keys import FightKeys, discard_words
from arcade.games.spire.climb_ui.forecast import CLIMB_FORECASTER
from arcade.games.spire.climb_ui.history_view import HISTORY_COLS, ClimbHistory
from arcade.games.spire.climb_ui.inspect_keys import InspectKeys
from arcade.games.spire.climb_ui.inspect_text import rarity_of
from arcade.games.spire.climb_ui.map_view import MAP_PALETTE, map_page
from arcade.games.spire.climb_ui.parts import potion_lines
from arcade.games.spire.climb_ui.places import CLIMBING, REMOVING, PlaceKeys, shop_row
from arcade.games.spire.climb_ui.rest_view import rest_page
from arcade.games.spire.climb_ui.reward_view import boss_relic_page, reward_page, treasure_page
from arcade.games.spire.climb_ui.shop_view import removal_page, shop_page
from arcade.games.spire.climb_ui.summary_view import end_message, summary_page
from arcade.games.spire.daily import CHARACTER_SETTING, RULE_SETTING, SEED_SETTING
from arcade.games.spire.export import CLIMB_MODE as MODE
from arcade.games.spire.history import climb_counts, is_climb
from arcade.games.spire.views.character_choice import CharacterChoice
from arcade.games.spire.views.fight_view import FightScene, FightView
from arcade.games.spire.views.page import CARD_TEXT_LINES, COMPACT, COMPACT_ROWS, ROOMY, ROOMY_ROWS, layout_for
from arcade.keys import KeyTable
from arcade.levels import Level
from arcade.randomness import seeded_random
from arcade.registry import Game
from arcade.store import FinishedGame, StoreError
from arcade.ui.dialogs import Choice
from arcade.ui.game import CLOSE_KEY, CLOSE_LABEL, Action, GameScreen, Host, do_nothing, message_lines
from arcade.ui.widgets import StatusBar

RULES_KEY = "fight_rules"
"""A climb's start names the version of the fight rules it plays by (fight.FIGHT_RULES); a start without one is 1."""
SEED_BITS = 32
"""A climb's seed is a whole number of this many bits, drawn from the screen's random source."""
CHOOSING, AIMING = "character", "aiming"
"""The screen's modes: the character page, a climb's phase (the Climb's own), aiming a card or potion, choosing the
card a shop removes."""

PHASE_HINTS = {MAP: "Choose where to go: ←→ and Enter, or a number.",
               FIGHT: "A fight: play cards (number keys), e ends the turn, o potions.",
               REWARD: "Take a card (1-3) or skip it (s).", BOSS_RELIC: "Take a boss relic (1-3) or skip (s).",
               REST_SITE: "Rest, or upgrade a card: ↑↓ and Enter.", SHOP_PHASE: "Buy with ↑↓ and Enter; e leaves.",
               EVENT: "Choose: ↑↓ and Enter, or a number.", TREASURE_PHASE: "e (or Enter) leaves for the map."}
"""The status line's word on arriving in a phase (after what the action itself did)."""


class ClimbScreen(FightKeys, InspectKeys, CompendiumKeys, PlaceKeys, CharacterChoice, GameScreen):
    """One climb of Slay the Spire: a character and a difficulty, then three acts of the map's choices."""

    keys = character_table(len(CHARACTER_IDS))
    character_count = len(CHARACTER_IDS)
    saves_games = True
    palette = MAP_PALETTE
    @property
    def rules(self) -> str:  # type: ignore[override]  # GameScreen's is a plain string; this one says the odds
        """The help's rules of the climb: the odds of an unknown node as the climb on now draws them (run.py's,
        with the genre's growth), and the burning elite's terms."""
        odds = self.climb.unknown_odds() if self.climb is not None else UNKNOWN_ODDS
        genre = self.climb is None or self.climb.genre_rules  # a climb begun before keeps its rules (state.py)
        burning = f"a burning elite ({BURNING_SYMBOL}) has {burning_words()}; " if genre else ""
        growth = (f" (each one that is not a fight adds {UNKNOWN_FIGHT_GROWTH} points to the next one's chance of a "
                  "fight)") if genre else ""
        pity = (f" (each card reward without a rare card adds {rewards.RARE_PITY_STEP} points to the next one's "
                "chance of a rare)") if genre else ""
        return ("Climb three acts of a branching map to the last boss. On the map choose where to go (←→ and Enter; "
                f"↑↓ scroll it): fights give gold, potions and a card{pity}; elites a relic too; {burning}rest sites "
                "heal or "
                "upgrade a card; shops sell cards, potions, relics and remove a card; an unknown node (?) turns out "
                f"to be {', '.join(unknown_outcomes(odds))}{growth}. HP carries over. In a fight, play cards as in "
                "the classic runs (a card marked ☠ would kill its target), drink potions with o. c shows your deck, "
                "v your relics. Winning a climb unlocks a harder difficulty.")

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        self.rng: random.Random = seeded_random()
        """Where each new climb's seed is drawn from ($ARCADE_SEED or the system's)."""
        self.climb: Climb | None = None
        self.mode = CHOOSING
        self.character = 0
        self.difficulty = 0
        self.cursor = 0
        """The highlighted entry of the phase's list: a map choice, a shop item, a rest choice, an event option, a
        card to remove."""
        self.map_top: int | None = None
        self.shop_cursor = 0
        self.selected = 0
        """The highlighted card of the hand."""
        self.aim = 0
        self.aiming_potion: int | None = None
        """While aiming: the potion slot (from 1) being thrown, or None for the highlighted card."""
        self.log: list[str] = []
        self.message = ""
        """The status line's last message, whole (InspectKeys.say)."""
        self.page_rows = COMPACT_ROWS
        self.layout = ROOMY
        self.fight_view = FightView(CLIMB_FORECASTER, rarity_of)
        super().__init__(host, game, level, urwid.SolidFill(" "))
        self.climbs: list[FinishedGame] = self.past_climbs()
        """The climbs won or lost, the newest first (the character page counts them, H lists them)."""
        self.unlocked = self.highest_unlocked()
        self.new_play()
        if self.daily_start() is not None:  # a daily climb starts at once: its character, seed and rule are the day's
            self.start_daily()
        self.refresh()

    # -- keys and drawing ------------------------------------------------------------------------------------------
    @classmethod
    def key_contexts(cls) -> dict[str, KeyTable]:
        """The character page ("play") and every phase's table, with a full hand and choices."""
        return {**super().key_contexts(), "map": map_table(3), "fight": fight_table(5), "fight, no cards":
                fight_table(0), "fight, a full hand": fight_table(10),
                "discarding": discard_table(5), "aiming": aiming_table((1, 2, 3)),
                "reward": reward_table(3),
                "boss relic": boss_relic_table(3), "rest": REST_TABLE, "shop": SHOP_TABLE, "removing": REMOVE_TABLE,
                "event": event_table(3), "leave": LEAVE_TABLE, "over": OVER_TABLE}

    def key_table(self) -> KeyTable:
        """The keys that work now: the mode's, else the climb's phase's (number keys as far as they reach)."""
        climb = self.climb
        if self.mode == CHOOSING or climb is None:
            return self.context_tables["play"]
        if self.mode == AIMING and climb.fight is not None:
            return aiming_table(tuple(climb.roster.index(monster) + 1 for monster in climb.fight.get_monsters()))
        if self.mode == REMOVING:
            return REMOVE_TABLE
        phase = climb.phase
        discarding = climb.fight is not None and climb.fight.get_player().to_discard > 0
        tables = {MAP: lambda: map_table(len(climb.choices())),
                  FIGHT: lambda: (discard_table if discarding else fight_table)(self.hand_size()),
                  REWARD: lambda: reward_table(len(climb.offer)),
                  BOSS_RELIC: lambda: boss_relic_table(len(climb.boss_relics)), REST_SITE: lambda: REST_TABLE,
                  SHOP_PHASE: lambda: SHOP_TABLE, TREASURE_PHASE: lambda: LEAVE_TABLE,
                  EVENT: lambda: LEAVE_TABLE if climb.outcome is not None else event_table(self.option_count())}
        return tables.get(phase, lambda: OVER_TABLE)()

    def hand_size(self) -> int:
        assert self.climb is not None and self.climb.fight is not None
        return len(self.climb.fight.get_player().get_hand())

    @property
    def min_size(self) -> tuple[int, int]:
        return COMPACT.width, COMPACT_ROWS + StatusBar.ROWS

    def render(self, size: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        """Draw again when the room changes (the fight's layout, the map's and lists' windows follow it)."""
        if len(size) == 2 and (layout_for(size[0], size[1]) != self.layout or size[1] != self.page_rows):
            self.layout, self.page_rows = layout_for(size[0], size[1]), size[1]
            self.refresh()
        return super().render(size, False)

    def refresh(self) -> None:
        """The game changed: the keys that work now, the forecast worked out again, the page drawn."""
        self.fight_view.changed()
        self.rebind()
        self.redraw()

    def redraw(self) -> None:
        """Show the mode's or the phase's view (a highlight moved: nothing of the game is worked out again)."""
        self._w = self.page()

    def page(self) -> urwid.Widget:
        climb = self.climb
        if self.mode == CHOOSING or climb is None:
            blurb = self.level_info.blurb if self.level_info is not None else ""
            return climb_character_page(self.character, self.difficulty, self.unlocked, self.level_title, blurb,
                                        climb_counts(self.climbs), self.compendium_words())
        if self.mode == REMOVING:
            return removal_page(climb, self.removal_choices(), self.cursor, self.page_rows)
        views = {MAP: lambda: map_page(climb, self.cursor, self.page_rows, self.map_top), FIGHT: self.fight_page,
                 REWARD: lambda: reward_page(climb), BOSS_RELIC: lambda: boss_relic_page(climb),
                 REST_SITE: lambda: rest_page(climb, self.cursor, self.page_rows),
                 SHOP_PHASE: lambda: shop_page(climb, self.cursor), EVENT: lambda: event_page(climb, self.cursor),
                 TREASURE_PHASE: lambda: treasure_page(climb)}
        return views.get(climb.phase, lambda: summary_page(climb))()

    def fight_page(self) -> urwid.Widget:
        """The fight as the classic fight view draws it, headed by where the climb is."""
        climb = self.climb
        assert climb is not None and climb.fight is not None
        run, fight = climb.run, climb.fight
        held = sum(potion is not None for potion in run.potions)
        header = f"{climb.encounter_name} · turn {fight.turn} · potions {held} (o) · relics {len(run.relics)} (v)"
        title = f"Act {run.act} · floor {run.floor}"
        header = header[:max(0, self.layout.width - len(title) - 3)]
        scene = FightScene(header, fight.get_player(), fight, climb.roster, self.log, self.selected,
                           self.aim if self.mode == AIMING else None, title, self.text_lines())
        return self.fight_view.draw(scene, self.layout)

    def text_lines(self) -> int:
        """Lines of a card's text the hand shows: the layout's budget (CARD_TEXT_LINES), and a line more for each
        row the screen has beyond the layout's tallest page (a longer text is cut with '…'; I shows it whole)."""
        tallest = COMPACT_ROWS if self.layout == COMPACT else ROOMY_ROWS
        return CARD_TEXT_LINES + max(0, self.page_rows - tallest)  # page_rows: the rows above the status bar

    # -- the character page --------------------------------------------------------------------------------------
    def highest_unlocked(self) -> int:
        """The hardest difficulty open: one above the hardest won on this level (0 when none was)."""
        try:
            won = self.host.store.finished_games(self.game.id, limit=10_000, outcomes=("won",))
        except StoreError:  # a store that cannot answer leaves only the first difficulty open
            return 0
        levels = [game.figures.get("difficulty") for game in won if game.level == self.level_name]
        best = max((level for level in levels if isinstance(level, int) and not isinstance(level, bool)), default=-1)
        return min(rules.HIGHEST, best + 1)

    def past_climbs(self) -> list[FinishedGame]:
        """Every climb won or lost (of any level, daily ones too), the newest first; none when the store cannot
        answer."""
        try:
            finished = self.host.store.finished_games(self.game.id, limit=None)
        except StoreError:
            return []
        return [game for game in finished if is_climb(game)]

    def show_history(self) -> None:
        """H: the page of past climbs over the character page (history_view.py)."""
        self.host.show_overlay(ClimbHistory(self.climbs, self.host.close_dialog), HISTORY_COLS, None)

    def move_difficulty(self, step: int) -> None:
        wanted = self.difficulty + step
        if wanted < 0:
            self.say("Difficulty 0 is the easiest.")
        elif wanted > self.unlocked:
            self.say(f"Difficulty {wanted} opens once a climb at difficulty {wanted - 1} is won."
                                  if wanted <= rules.HIGHEST else f"Difficulty {rules.HIGHEST} is the hardest.")
        else:
            self.difficulty = wanted
            self.say(rules.difficulty_name(wanted).capitalize() + ".")
            self.redraw()

    def start_with(self, character: int) -> None:
        """A new climb with this character at the chosen difficulty, its seed drawn from the screen's source."""
        self.character = character
        self.begin({"mode": MODE, "character": CHARACTER_IDS[character], "seed": self.rng.getrandbits(SEED_BITS),
                    "difficulty": self.difficulty, RULES_KEY: CURRENT_RULES})
        self.new_play()
        self.say(self.first_hint())
        self.refresh()

    def first_hint(self) -> str:
        """The status line's word as a climb starts: its first phase's (the opening's choice, or the map)."""
        return PHASE_HINTS[self.climb.phase if self.climb is not None else MAP]

    def daily_start(self) -> dict[str, Any] | None:
        """The start of the day's climb when this screen opened on a daily challenge (spire/daily.py), else None."""
        settings = self.level_info.settings if self.level_info is not None else {}
        if day_of(self.level_info) is None:
            return None
        return {"mode": MODE, "character": settings[CHARACTER_SETTING], "seed": settings[SEED_SETTING],
                "difficulty": 0, "rule": settings[RULE_SETTING], RULES_KEY: CURRENT_RULES}

    def start_daily(self) -> None:
        """The day's climb from its start (a daily has no character page: the day chose)."""
        start = self.daily_start()
        assert start is not None
        self.begin(start)
        self.new_play()
        self.say(self.daily_words())

    def daily_words(self) -> str:
        """What the status line says as a daily climb starts: its rule."""
        start = self.daily_start()
        return "" if start is None else (f"The daily climb, with {rules.RULES[start['rule'] - 1].name}: "
                                         f"{rules.RULES[start['rule'] - 1].text} {self.first_hint()}")

    def on_show(self) -> None:
        if self.daily_start() is not None and self.climb is not None and not self.climb.run.log:
            self.say(self.daily_words())

    def restart(self) -> None:
        """Back to the character page for a new climb (a daily's own climb again, for fun)."""
        if self.daily_start() is not None:
            self.start_daily()
            self.refresh()
            return
        self.climb = None
        self.mode = CHOOSING
        self.new_play()  # first: a loss left standing is kept, so the page counts it
        self.climbs = self.past_climbs()
        self.unlocked = self.highest_unlocked()
        self.difficulty = min(self.difficulty, self.unlocked)
        self.say("")
        self.refresh()

    def new_climb_key(self) -> None:
        self.ask_then("Give up this climb for a new one? It is kept as abandoned.", self.restart, "New climb?")

    def in_progress(self) -> bool:
        return self.climb is not None and not self.climb.over

    # -- the climb as data -------------------------------------------------------------------------------------------
    def start_data(self) -> dict[str, Any]:
        if self.climb is None:
            return {}
        rule = self.climb.run.daily_rule
        return {"mode": MODE, "character": self.climb.run.character, "seed": self.climb.seed,
                "difficulty": self.climb.run.difficulty, **({"rule": rule} if rule else {}),
                RULES_KEY: self.climb.run.rules_version}

    def begin(self, start: dict[str, Any]) -> None:
        character, seed, difficulty = start.get("character"), start.get("seed"), start.get("difficulty", 0)
        rule = start.get("rule", 0)  # a daily climb's one rule; older starts have none
        version = start.get(RULES_KEY, 1)  # a climb begun before the fight rules had versions plays by the first
        if start.get("mode") != MODE or character not in CHARACTER_IDS:
            raise ValueError("not a climb's start")
        if not all(isinstance(value, int) and not isinstance(value, bool)
                   for value in (seed, difficulty, rule, version)):
            raise ValueError("a climb's seed, difficulty, rule and fight rules are whole numbers")
        self.climb = Climb(character, seed, difficulty, rule, version)
        self.character, self.difficulty = CHARACTER_IDS.index(character), difficulty
        self.mode = CLIMBING
        self.reset_highlights()
        self.note_met()

    def perform(self, action: Action) -> None:
        climb = self.climb
        if climb is None or climb.over:
            raise ValueError(f"no climb in play for {action!r}")
        phase, known = climb.phase, len(climb.run.log)
        before = self.fight_before(action)
        attacks = self.attacks() if action != END_TURN else {}
        climb.act(action)
        self.note_met()
        self.mode = CLIMBING
        self.aiming_potion = None
        changes: list[tuple[str, str]] = []
        logged: list[str] = []
        if phase == FIGHT:
            logged = self.log_fight(before)
            changes = self.attack_changes(attacks)
            self.log += [short for short, _whole in changes]
        if climb.phase != phase or phase not in (FIGHT, SHOP_PHASE):
            self.reset_highlights()
        elif phase == SHOP_PHASE and isinstance(action, list) and action[0] == "remove":
            self.cursor = shop_row(climb, self.cursor)  # back near the row x was pressed on (a purchase stays put)
        elif phase == FIGHT and climb.fight is not None:  # a new hand's first card, else the highlight kept in it
            hand = climb.fight.get_player().get_hand()
            self.selected = 0 if action == END_TURN else min(self.selected, max(0, len(hand) - 1))
        if self.replaying:
            return
        news = climb.run.log[known:]
        if climb.phase != phase and climb.phase in PHASE_HINTS:
            news.append(PHASE_HINTS[climb.phase])
        elif changes:
            news += [whole for _short, whole in changes]
        elif climb.phase == FIGHT and logged:
            news += logged if action != END_TURN else logged[-1:]
        if climb.phase == FIGHT and climb.fight is not None and climb.fight.get_player().to_discard:
            news.append(discard_words(climb))
        self.say(" ".join(news))
        self.refresh()
        if climb.over:
            self.game_over()

    def resume(self, record: dict[str, Any]) -> None:
        """Replay the saved climb (drawing once, at the end); a climb that had ended is no save."""
        super().resume(record)
        if self.climb is None or self.climb.over:
            raise ValueError("the saved game is not a climb in progress")
        self.refresh()

    def progress(self) -> str:
        if self.climb is None:
            return "choosing a character"
        return f"act {self.climb.run.act}, floor {self.climb.run.floor}, {self.climb.phase}"

    def reset_highlights(self) -> None:
        self.cursor = self.selected = self.aim = 0
        self.map_top = None
        if self.climb is not None and self.climb.phase != FIGHT:
            self.log = []

    def game_over(self) -> None:
        """The end dialog, the climb kept in the records with its figures."""
        assert self.climb is not None
        won = self.climb.phase == WON
        climb = self.climb
        self.end_play(won, climb.figures(), lambda note: end_message(climb, note), self.restart)

    # -- potions, relics, the deck (every phase) -----------------------------------------------------------------
    def potions_key(self) -> None:
        """The potions dialog: choose a potion (its number), then drink it (in a fight) or throw it away."""
        assert self.climb is not None
        run = self.climb.run
        if all(potion is None for potion in run.potions):
            self.say("No potions: fights and shops give them.")
            return
        choices = [Choice(potions.potion(potion_id).name, str(slot), lambda slot=slot: self.potion_chosen(slot))
                   for slot, potion_id in enumerate(run.potions, start=1) if potion_id is not None]
        self.host.ask("Potions", message_lines(*potion_lines(run), "Choose one to drink or throw away."),
                      [*choices, Choice(CLOSE_LABEL, CLOSE_KEY, do_nothing)], on_cancel=do_nothing,
                      opened_by=POTIONS.keys[0])

    def potion_chosen(self, slot: int) -> None:
        assert self.climb is not None
        potion_id = self.climb.run.potions[slot - 1]
        assert potion_id is not None
        potion = potions.potion(potion_id)
        fighting = self.climb.phase == FIGHT
        choices = [Choice("Drink", "d", lambda: self.drink(slot))] if fighting else []
        choices += [Choice("Throw away", "t", lambda: self.take(["drop", slot])), Choice("Keep", "k", do_nothing)]
        note = "" if fighting else "Potions are drunk in a fight."
        self.host.ask(potion.name, message_lines(potion.text, note), choices, on_cancel=do_nothing)

    def drink(self, slot: int) -> None:
        """Drink a potion: at once, or after choosing a target when it needs one and more than one monster stands."""
        climb = self.climb
        assert climb is not None and climb.fight is not None
        potion = potions.potion(climb.run.potions[slot - 1] or "")
        if not potion.needs_target:
            self.take(["potion", slot])
        elif len(climb.fight.get_monsters()) > 1:
            self.start_aiming(slot, f"{potion.name}: choose a target.")
        else:
            self.take(["potion", slot, 1])
