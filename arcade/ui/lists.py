"""The shell's lists: the menu, each game's level list (and a collection's), the saved games and Records.

Every figure and mark they show comes from records.py through one query per game (Store.records), so the lists,
Records, `arcade stats` and the end dialog never disagree. They reach the shell through `ListsHost`, what they need of
it (the App is one), so this module never imports app.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import urwid

from arcade.errors import ArcadeError
from arcade.keys import (
    BACK_TO_LEVELS,
    BACK_TO_MENU,
    CHOOSE,
    HELP,
    MOVE_DOWN,
    MOVE_UP,
    PRESSED_KEY,
    QUIT,
    WATCH_BEST,
    Binding,
    KeyTable,
    Row,
)
from arcade.levels import (
    COLLECTION_SEPARATOR,
    Level,
    bundled_levels,
    collection_of,
    find_generated,
    find_level,
    generator_of,
    pasted_entry,
)
from arcade.records import SOLVED_MARK, best_words, gathered_words, standing_mark
from arcade.registry import GAMES, Game
from arcade.store import SavedGame, Store
from arcade.ui.dialogs import Choice
from arcade.ui.menu import LIST_KEYS, MenuEntry, MenuList, level_entry, menu_footer, title_banner
from arcade.ui.pasting import PASTE_LABEL, PASTE_LEVEL, REMOVE_LEVEL, numbers_words
from arcade.ui.saving import SaveKeeper, saved_marks, saved_when
from arcade.ui.widgets import Markup

MENU_SIZE = (50, 20)
CONTINUE_LABEL, NEW_LEVEL_LABEL = "Continue", "New level"
"""The buttons of the question a Random entry asks when a level it made is saved."""
LIST_ROWS = (Row(MOVE_UP), Row(MOVE_DOWN))
"""Moving through a list: the list widget's own (MenuList and RecordsList read menu.LIST_KEYS, made from these
bindings), documented here."""
CHOOSE_ROW = Row(CHOOSE)
"""Choosing the highlighted entry: the entry's own (MenuEntry reads CHOOSE's keys), documented here."""
MENU_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, Row(HELP, "show_help"), Row(QUIT, "ask_quit"))
HISTORY = Binding("history", ("h",), "history",
                  "The highlighted level's past games, newest first, each with its figures: Enter plays one back")
CHOOSER_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, Row(WATCH_BEST, "watch_highlighted"),
                        Row(HISTORY, "show_level_history"), Row(HELP, "show_help"), Row(BACK_TO_MENU, "show_menu"))
GO_TO_NUMBER = Binding("go to number", tuple("1234567890"), "go to",
                       "Go to the level of that number: digits typed one after another make one number (1 5 5: 155)")
COLLECTION_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, Row(WATCH_BEST, "watch_highlighted"),
                           Row(HISTORY, "show_level_history"),
                           Row(GO_TO_NUMBER, "go_to_number", PRESSED_KEY), Row(HELP, "show_help"),
                           Row(BACK_TO_LEVELS, "back_to_game_list"))
PASTE_ROW = Row(PASTE_LEVEL, "paste_level")
PASTING_CHOOSER_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, PASTE_ROW, Row(WATCH_BEST, "watch_highlighted"),
                                Row(HISTORY, "show_level_history"), Row(HELP, "show_help"),
                                Row(BACK_TO_MENU, "show_menu"))
"""The level list of a game that takes pasted levels (Sokoban's): the chooser's keys and p (before b and h, so the
status bar names it at 80 columns)."""
YOURS_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, PASTE_ROW, Row(REMOVE_LEVEL, "remove_highlighted"),
                      Row(WATCH_BEST, "watch_highlighted"), Row(HISTORY, "show_level_history"),
                      Row(GO_TO_NUMBER, "go_to_number", PRESSED_KEY), Row(HELP, "show_help"),
                      Row(BACK_TO_LEVELS, "back_to_game_list"))
"""The list of the levels the player pasted (Sokoban's Yours): a collection's keys, p and x."""
RECORDS_KEYS = KeyTable(*LIST_ROWS, Row(HELP, "show_help"), Row(BACK_TO_MENU, "show_menu"))
SAVES_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, Row(HELP, "show_help"), Row(BACK_TO_MENU, "show_menu"))
"""The keys of each list, each row with what handles it there: a method of the App (q/Esc: quit on the menu, back
elsewhere), or the list itself (no handler). The App dispatches the keys the list leaves through the place's table;
its hints and help are generated from it."""
DAILY_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, Row(HELP, "show_help"), Row(BACK_TO_MENU, "show_menu"))
"""The Daily place's keys (ui/daily_page.py): a challenge is chosen as a level is."""
HISTORY_KEYS = KeyTable(*LIST_ROWS, CHOOSE_ROW, Row(HELP, "show_help"), Row(BACK_TO_LEVELS, "leave_history"))
"""A level's history (ui/level_history.py): a past game is chosen to be played back."""
PLACE_KEYS = {"menu": MENU_KEYS, "chooser": CHOOSER_KEYS, "collection": COLLECTION_KEYS,
              "chooser with pasting": PASTING_CHOOSER_KEYS, "yours": YOURS_KEYS, "records": RECORDS_KEYS,
              "saves": SAVES_KEYS, "daily": DAILY_KEYS, "history": HISTORY_KEYS}
"""Every list's table by its place (a collection's list, and the list of a game taking pasted levels and of those
levels, are the place "chooser" with COLLECTION_KEYS, PASTING_CHOOSER_KEYS and YOURS_KEYS)."""
PLACE_HELP = {
    "menu": "Choose a game (or Continue a saved one, or Records) with the keys below or the mouse.",
    "chooser": "Choose a level: ✓ solved, ◐ solved only with help. A level marked saved opens where you left it (with "
               "several games saved on it, it asks which); a "
               "Random entry so marked asks whether to continue that level or start a new one. b watches the "
               "highlighted level's best game, h lists its past games to play any back; in a collection, typing a "
               "level's number goes to it. Where the list has Paste a level…, p opens a box taking levels of your "
               "own as text (one or several), kept under Yours with their bests; x there takes one off the list.",
    "records": "Every game's records: played (won and lost), won, streaks, time played, and each level's best.",
    "saves": "Every game you left in progress, the most recent first: choose one to carry on.",
    "daily": "The day's challenges, the same on every machine on that date (UTC). The first play of each that ends "
             "is its result (✓ won, ◐ won with help, ✗ lost or given up); playing it again is for fun. A streak "
             "counts days in a row won. The line at the bottom is yours to share: it gives nothing away.",
    "history": "The level's past games kept with their replays, the most recent first (✓ won, ✗ lost): choose one "
               "to play it back as a best is watched (+/- speed, Space pauses, any other key comes back here).",
}
"""The help overlay's introduction on each list."""


class ListsHost(Protocol):
    """What the lists need of the shell: the store and saves they read, the clock, the place shown and what a list
    leaves there for the shell's keys, the status line, a question, and where an entry leads (a level, the Daily)."""

    store: Store
    saves: SaveKeeper
    clock: Callable[[], float]
    """The wall clock: the menu's Daily entry counts today's challenges played; Saved games says when each was
    saved ('today 14:05') from it."""
    current: urwid.Widget | None
    """The widget shown (a collection's list, for the number typed)."""
    game: Game | None
    """The game whose list is shown (the menu's cursor stays on it)."""
    chosen: dict[str, str]
    """Per game id: the level last chosen in its list."""
    levels_listed: list[Level]
    """The levels of the list shown, in its order (b watches the highlighted one's best)."""
    collection: Level | None
    """The collection the list shown lists (q/Esc goes back to it in the game's list), or None."""
    menu_shown: bool
    """Whether the menu was shown this session (a new session opens it on Continue)."""

    def show(self, place: str, widget: urwid.Widget, table: KeyTable, min_size: tuple[int, int],
             message: str = "") -> None:
        """Show a place: its widget, the shell's keys there, its minimum size and a status-line message."""

    def set_message(self, message: str) -> None:
        """Show a short message in the status bar."""

    def ask(self, title: str, message: Markup, choices: list[Choice], cancellable: bool = True,
            on_cancel: Callable[[], None] | None = None, focus: str | None = None) -> None:
        """Show a modal dialog; choosing a button closes it before running its action."""

    def start_level(self, game: Game, level: Level | None, saved: SavedGame | None = None) -> None:
        """Open the game's screen on a level (None: a game without levels), `saved` resumed."""

    def show_daily(self) -> None:
        """The Daily place, today's challenges."""

    def paste_level(self) -> None:
        """The box taking levels pasted as text (the list's Paste a level… entry, as p)."""


class Lists:
    """Builds and shows the shell's lists on its host."""

    def __init__(self, host: ListsHost) -> None:
        self.host = host

    # -- the menu ------------------------------------------------------------------------------------
    def show_menu(self, message: str = "") -> None:
        """The title screen: Continue (the newest save), Saved games (when there are more), every game, Records."""
        host = self.host
        entries = [MenuEntry(("menu", f"  {game.title}"), game.blurb, lambda g=game: self.choose_game(g))
                   for game in GAMES]
        entries.append(MenuEntry(("menu", "  Daily"), "", host.show_daily, aside=("blurb", daily_line(host))))
        entries.append(MenuEntry(("menu", "  Records"), "", self.show_records,
                                 aside=("blurb", "every game's played, won, bests and streaks")))
        resumables = host.saves.resumables()
        top: list[MenuEntry] = []
        if resumables:
            newest = resumables[0]
            top.append(MenuEntry(("menu", f"  Continue {newest.label}"), "the game you left, just as you left it",
                                 lambda: host.start_level(newest.game, newest.level, newest.saved)))
        if len(resumables) > 1:
            top.append(MenuEntry(("menu", f"  Saved games ({len(resumables)})"),
                                 "every game you left in progress, to carry on with any of them",
                                 self.show_saved_games))
        menu = MenuList(title_banner("a terminal game collection"), [*top, *entries], menu_footer())
        if top and not host.menu_shown:
            menu.focus_on(0)  # a new session opens on Continue
        elif host.game in GAMES:
            menu.focus_on(GAMES.index(host.game) + len(top))
        host.menu_shown = True
        host.show("menu", menu, MENU_KEYS, MENU_SIZE, message)

    def show_saved_games(self) -> None:
        """Every saved game, the newest first; choosing one continues it."""
        host = self.host
        now = host.clock()
        entries = [MenuEntry(("menu", f"  {one.label}"), "", lambda o=one: host.start_level(o.game, o.level, o.saved),
                             aside=("blurb", saved_when(one.saved.saved_at, now)))
                   for one in host.saves.resumables()]
        heading = urwid.Pile([urwid.Text(("title", "Saved games"), align=urwid.Align.CENTER),
                              urwid.Text(("blurb", "the most recent first"), align=urwid.Align.CENTER)])
        host.show("saves", MenuList(heading, entries, menu_footer()), SAVES_KEYS, MENU_SIZE)

    # -- level lists ---------------------------------------------------------------------------------
    def choose_game(self, game: Game, after: Level | None = None, focus: Level | None = None,
                    message: str = "") -> None:
        """A game's level list (games without levels start at once). The cursor goes to the first unsolved level,
        after `after` (the level just left) when given, or on `focus`; a game of kinds rather than stages
        (Pokémon) opens on the one last chosen. A level of a collection goes back to the collection's list, a
        generated level to the entry that made it."""
        host = self.host
        host.game = game
        if after is not None and after.in_collection:
            entry = self.collection_entry(game, after)
            if entry is not None:
                self.choose_collection(game, entry, after, message)
                return
        if after is not None and after.seed is not None:  # a generated level: back on the entry it came from
            focus = generator_of(game, after.name) or focus
            after = None
        levels = bundled_levels(game)
        if not levels:
            host.start_level(game, None)
            return
        record = host.store.records(game.id)
        words, solved, marks = [], [], []
        for level in levels:
            if level.is_collection:
                done, count = record.collection(one.name for one in collection_of(game, level, host.store))
                words.append(f"{done}/{count} solved" if count else "none yet")
                solved.append(done == count > 0)
                marks.append(SOLVED_MARK if done == count > 0 else "")
            elif "gathers" in level.settings:  # e.g. Pokémon's Custom: the boards played through it
                gathered = record.gathered(str(level.settings["gathers"]))
                words.append(gathered_words(gathered))
                solved.append(any(one.solved for one in gathered))
                marks.append("")
            else:
                one = record.level(level.name)
                words.append(best_words(one, game, level.shortest))
                solved.append(one.solved)
                marks.append(standing_mark(one))
        self._show_level_list(game, None, levels, words, marks, solved, after, focus, message)

    def choose_collection(self, game: Game, entry: Level, after: Level | None = None, message: str = "",
                          focus: Level | None = None) -> None:
        """A collection's levels (size, crates, best, ✓), credited in the heading, the cursor on the first
        unsolved one (after `after`, the level just left, when given), or on `focus`."""
        host = self.host
        host.game = game
        try:
            levels = collection_of(game, entry, host.store)
        except ArcadeError as error:
            host.set_message(str(error))
            return
        record = host.store.records(game.id)
        ones = [record.level(level.name) for level in levels]
        words = [best_words(one, game, level.shortest) for one, level in zip(ones, levels, strict=True)]
        self._show_level_list(game, entry, levels, words, [standing_mark(one) for one in ones],
                              [one.solved for one in ones], after, focus, message)

    def _show_level_list(self, game: Game, collection: Level | None, levels: list[Level], words: list[str],
                         marks: list[str], solved: list[bool], after: Level | None, focus: Level | None,
                         message: str) -> None:
        """Show a list of levels (the game's own, or a collection's) with their results or saves, the cursor on
        `focus`, else on a level just left in progress, else on the next unsolved one."""
        host = self.host
        saved_games = host.store.saved_games(game.id)
        saves = {level: words for (_game, level), words in saved_marks(saved_games).items()}
        made: dict[str, tuple[Level, str]] = {}  # a generator entry's name -> the newest saved level it made
        for saved in saved_games:
            entry, left = generator_of(game, saved.level), find_generated(game, saved.level)
            if entry is not None and left is not None:
                made.setdefault(entry.name, (left, saves[saved.level]))
        entries = []
        for level, word, mark in zip(levels, words, marks, strict=True):
            if level.name not in made:
                entries.append(level_entry(level, word, lambda lv=level: self.open_entry(game, lv),
                                           saves.get(level.name), mark=mark))
            else:
                left, summary = made[level.name]
                entries.append(level_entry(level, word, lambda lv=level, one=left, said=summary:
                                           self.continue_or_new(game, lv, one, said),
                                           f"#{left.seed}, {summary}", mark=mark))
        own = pasted_entry(game) if game.paste is not None else None
        pasting = own is not None and (collection is None or collection.is_pasted_entry)
        if own is not None and pasting:
            entries.append(MenuEntry(("menu", f"  {PASTE_LABEL}"),
                                     ("blurb", f"one or several levels as text, kept under {own.title}"),
                                     host.paste_level))
        title, blurb = (game.title, game.blurb) if collection is None else \
            (f"{game.title}: {collection.title}", collection.blurb)
        heading = urwid.Pile([
            urwid.Text(("title", title), align=urwid.Align.CENTER),
            urwid.Text(("blurb", blurb), align=urwid.Align.CENTER),
            urwid.Divider(),
            urwid.Text(("panel title", "Choose a level"), align=urwid.Align.CENTER),
        ])
        chooser = MenuList(heading, entries, menu_footer())
        names = [level.name for level in levels]
        if focus is not None and focus.name in names:
            chooser.focus_on(names.index(focus.name))
        elif after is not None and after.name in saves and after.name in names:  # left in progress: stay on it
            chooser.focus_on(names.index(after.name))
        else:
            chooser.focus_on(self.chooser_focus(game, levels, solved, after))
        tables = (CHOOSER_KEYS, COLLECTION_KEYS) if not pasting else (PASTING_CHOOSER_KEYS, YOURS_KEYS)
        host.show("chooser", chooser, tables[collection is not None], MENU_SIZE, message)
        host.levels_listed = levels
        host.collection = collection

    def go_to_number(self, digit: str) -> None:
        """A digit on a collection's list: the cursor to the level of the number typed so far, the number in its name
        (`microban:12`, `yours:4`; a digit that would pass the highest, or typed after the cursor moved, starts a new
        number; a number that is no level's but begins a higher one's waits for the next digit)."""
        host = self.host
        chooser = host.current
        numbers = [listed_number(index, level) for index, level in enumerate(host.levels_listed)]
        if not isinstance(chooser, MenuList) or not numbers:
            return
        typed, at = self.number_typed
        if at != chooser.focus_index or not typed or int(typed + digit) > max(numbers):
            typed = ""
        typed += digit
        higher = any(number > int(typed) and str(number).startswith(typed) for number in numbers)
        if int(typed) not in numbers and not higher:
            self.number_typed = ("", -1)
            host.set_message(f"No level {typed}: the levels are numbered {numbers_words(numbers)}.")
            return
        if int(typed) in numbers:
            chooser.focus_on(numbers.index(int(typed)))
        self.number_typed = (typed, chooser.focus_index)
        more = ": type another digit for a higher number." if higher else "."
        host.set_message(f"Level {typed}{more}" if int(typed) in numbers else f"No level {typed}{more}")

    number_typed: tuple[str, int] = ("", -1)
    """The number typed on a collection's list so far, and the entry the cursor was put on for it."""

    def open_entry(self, game: Game, level: Level) -> None:
        """An entry of a level list chosen: a collection lists its levels, any other level starts."""
        if level.is_collection:
            self.choose_collection(game, level)
        else:
            self.host.start_level(game, level)

    def continue_or_new(self, game: Game, entry: Level, left: Level, summary: str) -> None:
        """A generator entry chosen while a level it made (`left`, saved as far as `summary`) is saved: continue
        that level (focused), or make a new one, the saved one kept (Saved games, or this entry again, lead back to
        it)."""
        host = self.host
        host.ask(entry.title, f"{left.title} is saved ({summary}). Continue it, or start a new level? The saved one "
                             "is kept either way.",
                [Choice(CONTINUE_LABEL, "c", lambda: host.start_level(game, left), "Continue: the saved level"),
                 Choice(NEW_LEVEL_LABEL, "n", lambda: host.start_level(game, entry),
                        "New level: a fresh one; the saved one is kept")],
                focus="c")

    @staticmethod
    def collection_entry(game: Game, level: Level) -> Level | None:
        """The bundled collection entry a collection level belongs to, or None (a level of a file of its own)."""
        entry = find_level(game, level.name.rpartition(COLLECTION_SEPARATOR)[0])
        return entry if entry is not None and entry.is_collection else None

    def first_unsolved(self, game: Game, entry: Level) -> Level:
        """A collection's first level never won (its first when every one was)."""
        levels = collection_of(game, entry, self.host.store)
        if not levels:
            raise ArcadeError(f"{entry.title} has no levels yet: paste one in {game.title}'s level list "
                              f"({PASTE_LABEL})")
        record = self.host.store.records(game.id)
        return next((level for level in levels if not record.level(level.name).solved), levels[0])

    def chooser_focus(self, game: Game, levels: list[Level], solved: list[bool], after: Level | None) -> int:
        """Where a level list opens: a game of kinds on the last chosen; else the first level never won after
        the one just left (or from the top)."""
        names = [level.name for level in levels]
        if not game.progression:
            last = after.name if after is not None else self.host.chosen.get(game.id)
            return names.index(last) if last in names else 0
        start = names.index(after.name) + 1 if after is not None and after.name in names else 0
        order = [*range(start, len(levels)), *range(start)]
        return next((index for index in order if not solved[index]),
                    min(start, len(levels) - 1) if after is not None else 0)

    def back_to_list(self, game: Game, level: Level | None) -> Callable[[], None]:
        """What goes back to the list this level was chosen from, the cursor on it."""
        def back() -> None:
            entry = self.collection_entry(game, level) if level is not None and level.in_collection else None
            if entry is not None:
                self.choose_collection(game, entry, focus=level)
            else:
                self.choose_game(game, focus=level)
        return back

    # -- records -------------------------------------------------------------------------------------
    def show_records(self) -> None:
        """Every game's records, as `arcade stats` prints them, in a list that scrolls."""
        from arcade.stats import stats_text

        lines = [urwid.Text(("panel title" if line and not line.startswith(" ") else "menu", line),
                            wrap=urwid.WrapMode.CLIP) for line in stats_text(self.host.store).splitlines()]
        body = urwid.Pile([
            ("pack", urwid.Text(("title", "Records"), align=urwid.Align.CENTER)),
            ("pack", urwid.Divider()),
            RecordsList(urwid.SimpleFocusListWalker([urwid.AttrMap(line, None, focus_map="menu focus")
                                                     for line in lines])),
        ])
        self.host.show("records", urwid.Padding(body, left=2, right=2), RECORDS_KEYS, MENU_SIZE)


def listed_number(index: int, level: Level) -> int:
    """The number a level of a collection's list is typed as: the one its name ends with (`yours:4`), else its place
    from 1."""
    number = level.name.rpartition(COLLECTION_SEPARATOR)[2]
    return int(number) if number.isdigit() and number.isascii() else index + 1


def daily_line(host: ListsHost) -> str:
    """The menu's Daily entry's words: today's challenges, and how many of them are played."""
    from arcade.daily import daily_games, today

    day, count = today(host.clock), len(daily_games())
    played = len(host.store.daily_results(day))
    return f"today's {count} challenges, {played} played" if played else f"today's {count} challenges"


class RecordsList(urwid.ListBox):
    """The Records screen's lines: moved through with the arrows, w/s and k/j, as its status bar says."""

    def keypress(self, size: tuple[int, int], key: str) -> str | None:
        return super().keypress(size, LIST_KEYS.get(key, key))

