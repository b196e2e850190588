"""What a game's screen face is to the shell: the GameScreen base class and the Host it talks to."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, Protocol

import urwid

from arcade.daily import day_of
from arcade.keys import SHELL_ROWS, Binding, Keymap, KeyTable
from arcade.levels import Level, level_after
from arcade.records import HELP_NOTE
from arcade.registry import Game
from arcade.store import Store, StoreError, new_play_id
from arcade.ui.dialogs import Area, Choice
from arcade.ui.palette import PaletteEntry
from arcade.ui.play_clock import play_step
from arcade.ui.widgets import Markup

WON_TITLE = "You won!"
LOST_TITLE = "You lost"
"""The titles of every game's end dialog."""
NEW_BEST = "New best."
DAILY_KEPT = "Kept as the daily's result."
DAILY_FOR_FUN = "The daily counts its first play: this one was for fun."
UNDO_HELP_LINE = "Undo is help: a win after it is kept as solved with help."
"""What a loss's end dialog adds where undoing a loss is help (GameScreen.loss_undo_is_help)."""
NEXT_LABEL, RETRY_LABEL, MENU_LABEL, UNDO_LABEL = "Next", "Retry", "Levels", "Undo"
"""The end dialog's buttons, the same words and keys (n, r, m, u) in every game: m goes back to the level list (a
daily's to the daily page, so its button says DAILY_LABEL)."""
DAILY_LABEL = "Daily"


CLOSE_LABEL, CLOSE_KEY = "Close", "c"
"""The one button of a dialog that only shows something (GameScreen.inform), the same in every game."""


def do_nothing() -> None:
    """What a button or q/Esc does besides closing its dialog, when it only closes it."""


def message_lines(*lines: str) -> str:
    """A dialog message of these lines, the empty ones left out (e.g. a best that was not beaten)."""
    return "\n".join(line for line in lines if line)


class Host(Protocol):
    """The shell's services a game screen may use."""

    loop: urwid.MainLoop | None
    store: Store
    clock: Callable[[], float]
    """The wall clock in seconds since the epoch: a play's start and its time on screen are read from it."""

    def ask(self, title: str, message: Markup, choices: list[Choice], cancellable: bool = True,
            on_cancel: Callable[[], None] | None = None, focus: str | None = None, opened_by: str = "") -> None:
        """Show a modal dialog; choosing any button closes it before running the button's action.
        cancellable: q/Esc close it; on_cancel: q/Esc close it and then run this; focus: the key of the button
        Enter presses first (the first when None); opened_by: the key that opened it, which closes it too."""

    def confirm(self, title: str, message: str, on_yes: Callable[[], None]) -> None:
        """Ask a yes/no question (No has the focus); on_yes runs only on yes."""

    def show_overlay(self, widget: urwid.Widget, cols: int, rows: int | None, hints: Sequence[str] = ()) -> None:
        """Show any widget as a modal box over the screen (rows None: as tall as it needs; hints: its keys for the
        status bar); close_dialog removes it."""

    def close_dialog(self) -> None:
        """Remove the topmost dialog or overlay."""

    def back_to_menu(self) -> None:
        """Leave the game (no questions asked) for its level list, the next unsolved level selected."""

    def start_level(self, game: Game, level: Level | Path | None) -> None:
        """Replace the current game screen with this game and level."""

    def set_message(self, message: str) -> None:
        """Show a short message in the status bar."""

    def refresh_chrome(self) -> None:
        """Re-read the current screen's key hints and minimum size."""


Action = str | int | float | bool | list[Any] | dict[str, Any] | None
"""One action of play as JSON data (a move, a reveal, an undo): saved games and replays are lists of them."""
SAVE_FORMAT = 1
"""The version of a saved game's data (the store's `state`)."""


class GameScreen(urwid.WidgetWrap):
    """Base class of every game's screen face.

    A subclass builds its widget and declares its keys in `keys`, a KeyTable whose rows name the methods that
    handle them (a screen with several contexts, e.g. Spire's phases, overrides `key_table` and `key_contexts`).
    A key is dispatched through the table of the moment; keys it does not take fall through to the widget and then
    to the shell (help, back).

    The game in play is data: what it started from (`start_data`, e.g. its random source's state) and the
    actions taken since (`take` records each one, `perform` carries it out). Replaying the actions from the start
    through the deterministic model rebuilds the exact state, undo history and random position included: that
    is how a game is saved and resumed (`play_record`, `resume`), and how a best is kept to be watched again.
    """

    keys = KeyTable()
    """The screen's declared keys, most important first (its status hints and its help): each row a binding and the
    name of the method that handles it. The shell's ? and q/Esc rows (SHELL_ROWS) are added after them."""
    bindings: tuple[Binding, ...] = ()
    """The declared keys' bindings (derived from `keys` when the class is made)."""
    context_tables: ClassVar[dict[str, KeyTable]] = {"play": KeyTable(*SHELL_ROWS)}
    """key_contexts() as worked out (and checked) when the class was made."""
    watching = False
    """True while the screen plays a kept game back: nothing it does is recorded or saved."""
    replaying = False
    """True while resume replays a saved game's actions: an end passed on the way (a loss taken back) was recorded
    when it happened, so it is neither recorded again nor shown; screens may also skip drawing until the end."""
    saves_games = False
    """True once the screen keeps its game as data (start_data/begin/perform, every action through take): the
    shell then saves a game in progress when it is left and resumes it when its level is opened again."""
    rules: str = ""
    """A few sentences shown at the top of the help overlay."""
    palette: tuple[PaletteEntry, ...] = ()
    """The game's own palette entries, beyond the shared names of arcade/ui/palette.py (registered by the shell)."""
    loss_undo_is_help = False
    """Undoing a loss is help in this game's genre (minesweeper, robots): a win after it is solved with help. In
    the puzzles (Sokoban, the acorn maze) stepping back is part of the game."""
    HELP_QUESTION = "Use help?"

    def __init__(self, host: Host, game: Game, level: Level | None, widget: urwid.Widget) -> None:
        self.host = host
        self.game = game
        self.level_info = level
        """The level being played (its name, title, blurb and settings), or None."""
        self.level_path = level.path if level is not None else None
        """The level's file, or None (no level, or a level of settings alone)."""
        self.table = self.key_table()
        """The keys that work now (see key_table); rebind() follows a change."""
        self.actions: list[Action] = []
        """The actions taken since the game in play began."""
        self.began_at = self.host.clock()
        """When the play began (wall clock, for the records; a resumed play keeps its first start)."""
        self.seconds_before = 0.0
        """The play's time on screen before this screen showed it (earlier sessions of a resumed play)."""
        self.play_id = new_play_id()
        """The play's identity (store.py): its saves replace only its own earlier save; a resumed play keeps its id."""
        self.save_revision: int | None = None
        """The revision of the play's save this screen wrote or resumed last (None: it has none)."""
        self._shown_since: float | None = None
        """When the screen last came on (None while it is not shown)."""
        self.helped = False
        """The play used help (records.py): a win is kept as solved with help, never as a best."""
        self.help_agreed = False
        """The player said yes to help in this play (asked once, even before the help arrives)."""
        self.pending_loss: dict[str, Any] | None = None
        """The figures of a loss not yet kept: it stands once the player leaves or starts again, and is forgotten
        when it is undone."""
        self._start: dict[str, Any] = {}
        self._best: tuple[str, dict[str, Any] | None] | None = None
        """(records_under, its best's figures) as last read from the store (read again after a play is kept)."""
        super().__init__(widget)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A screen class's tables are checked when it is made: every row's handler must be one of its methods."""
        super().__init_subclass__(**kwargs)
        cls.bindings = cls.keys.bindings
        cls.context_tables = cls.key_contexts()
        for context, table in cls.context_tables.items():
            table.check_handlers(cls, context)

    @classmethod
    def key_contexts(cls) -> dict[str, KeyTable]:
        """Every table the screen may dispatch through, by the name of its context (the play, a phase, aiming…),
        each whole (the shell's rows included): the tests check them for keys bound twice and handlers missing."""
        return {"play": cls.keys.extended(*SHELL_ROWS)}

    def key_table(self) -> KeyTable:
        """The table of the keys that work now (by default the declared keys and the shell's, built once per
        class). A screen whose keys change with its state returns the state's table (a kept one, so `rebind`
        sees no change when there is none)."""
        return self.context_tables["play"]

    @property
    def keymap(self) -> Keymap:
        """The keys that work now, as the status bar and the help document them (the table's)."""
        return self.table.keymap

    def rebind(self) -> None:
        """Take the table of the keys that work now (key_table) and, when it changed, give the shell its hints."""
        table = self.key_table()
        if table is not self.table:
            self.table = table
            self.host.refresh_chrome()

    @property
    def level_name(self) -> str:
        """The level's short name (file name without .txt), or '' when the game has none."""
        return self.level_info.name if self.level_info is not None else ""

    @property
    def title(self) -> str:
        """What the game on this screen is called (its registry title; a variant may say more exactly)."""
        return self.game.title

    @property
    def level_title(self) -> str:
        """The level's title for the player (its name when it has none)."""
        return self.level_info.title if self.level_info is not None else ""

    @property
    def min_size(self) -> tuple[int, int]:
        """(cols, rows) the screen needs, status bar included."""
        return (60, 20)

    def in_progress(self) -> bool:
        """True while leaving would throw away play (the shell then asks before leaving)."""
        return False

    undo_after_win = False
    """The end dialog of a win offers Undo too (every game whose model steps back: take the winning move back and
    play on); the win kept is then taken back (undo_win), so a play still ends once."""
    kept_win: int | None = None
    """The store's row of the win just kept, while its dialog may still undo it."""

    def on_leave(self) -> None:
        """Called when the shell swaps this screen out: stop timers and the like."""

    def on_show(self) -> None:
        """Called once the shell has swapped this screen in (dialogs may be opened from here)."""

    def on_dialog(self, open_: bool) -> None:
        """Called when a dialog or the help opens over this screen (True) and when the last one closes (False):
        pause and resume timers and the like."""

    def follow_clock(self, clock: Callable[[], float]) -> None:
        """Read the play's time from this clock from now on (a cast draws a kept game on the time it was played, not
        the wall clock's): a screen whose drawing shows no clock of its own ignores it."""

    def replay_pace(self, record: dict[str, Any], seconds: float | None) -> float:
        """The seconds between two actions of a kept game played back on this screen (watching, a cast), on the clock
        it follows: by default its time on screen over its actions. A screen whose drawn clock counts otherwise
        (Pokémon's, from the first reveal) says its own, so the clock ends on the time kept."""
        actions = record.get("actions")
        return play_step(seconds, len(actions) if isinstance(actions, list) else 0)

    def in_view(self, size: tuple[int, int]) -> Area | None:
        """The part of this screen, drawn at this size, that a question or an end dialog asked over it must leave
        in view (the zombie the guard asks about, the final position), or None: the dialog stands centred."""
        return None

    def offer_help(self, what: str, then: Callable[[], None]) -> None:
        """The one rule of help: before the first help of a play (a tip, the way out, a pasted solution) the player
        is told what it costs and asked (No focused); once the play used help, help comes at once. `then` takes
        the help's action, which calls use_help."""
        if self.helped or self.help_agreed or self.watching or self.replaying:
            then()
            return

        def agreed() -> None:
            self.help_agreed = True
            then()
        self.host.confirm(self.HELP_QUESTION, f"{what} is help: a win after it is kept as solved with help, "
                          "not as a best.", agreed)

    def use_help(self) -> None:
        """The play used help (called where the help's action is performed, so a replay marks it again)."""
        self.helped = True

    def inform(self, title: str, lines: Sequence[str], opened_by: str = "") -> None:
        """A dialog that only shows something (its empty lines left out): its Close button (c), q, Esc or the key
        that opened it close it."""
        self.host.ask(title, message_lines(*lines), [Choice(CLOSE_LABEL, CLOSE_KEY, do_nothing)],
                      on_cancel=do_nothing, opened_by=opened_by)

    def ask_then(self, question: str, action: Callable[[], None], title: str = "Restart?") -> None:
        """Run an action that throws play away: at once when nothing is in progress, else after a yes (the game
        thrown away is kept in the records as abandoned)."""
        if self.in_progress():
            def abandon_then() -> None:
                self.abandon()
                action()
            self.host.confirm(title, question, abandon_then)
        else:
            action()

    # -- the game in play as data ------------------------------------------------------------------
    def start_data(self) -> dict[str, Any]:
        """What the game in play must start from to be rebuilt, as JSON data (its random source's state, the
        board's size…); {} when the level alone decides. Override with `begin`."""
        return {}

    def begin(self, start: dict[str, Any]) -> None:
        """Start a fresh game from start_data() (what resuming and watching a replay call). Override with
        start_data: the default level decides everything and there is nothing to rebuild."""

    def perform(self, action: Action) -> None:
        """Carry out one action of play exactly as its key does (called by take and when replaying)."""
        raise NotImplementedError(f"{type(self).__name__} keeps no actions")

    def take(self, action: Action) -> None:
        """The player's action: record it, then carry it out. An action after a loss takes the loss back (the end
        dialog's Undo): it is forgotten, and in a game where that is help the play is then helped. The status line's
        message from before (a resumed game's notice, the last action's words) is cleared first."""
        if self.pending_loss is not None:
            self.pending_loss = None
            if self.loss_undo_is_help:
                self.use_help()
        if not (self.replaying or self.watching):
            self.host.set_message("")  # the status line speaks of the last thing done: the action says its own
        self.actions.append(action)
        self.perform(action)

    def new_play(self) -> None:
        """A new play begins (the first, a retry, a new board): a loss left standing is kept, then the actions,
        time, help and start are those of the new play."""
        self.settle()
        self.actions = []
        self.began_at = self.host.clock()
        self.seconds_before = 0.0
        self.play_id, self.save_revision = new_play_id(), None
        if self._shown_since is not None:
            self._shown_since = self.host.clock()
        self.helped = self.help_agreed = False
        self._start = self.start_data()

    # -- the play's time on screen ------------------------------------------------------------------
    def clock_on(self) -> None:
        """The screen is shown: its play's time runs."""
        if self._shown_since is None:
            self._shown_since = self.host.clock()

    def clock_off(self) -> None:
        """The screen is left: the time so far is kept with the play."""
        if self._shown_since is not None:
            self.seconds_before += max(0.0, self.host.clock() - self._shown_since)
            self._shown_since = None

    def time_played(self) -> float:
        """The play's time on screen, over every session of it."""
        running = self.host.clock() - self._shown_since if self._shown_since is not None else 0.0
        return self.seconds_before + max(0.0, running)

    def carry_over(self, began_at: object, seconds: object) -> None:
        """A resumed play keeps its first start and the time it was played before it was saved."""
        if isinstance(began_at, int | float) and not isinstance(began_at, bool):
            self.began_at = float(began_at)
        if isinstance(seconds, int | float) and not isinstance(seconds, bool) and seconds >= 0:
            self.seconds_before = float(seconds)
            if self._shown_since is not None:
                self._shown_since = self.host.clock()

    def settle(self) -> None:
        """The player leaves or starts again: a loss still standing is kept in the records now."""
        figures, self.pending_loss = self.pending_loss, None
        if figures is not None:
            self._keep("lost", figures, False)

    def play_record(self) -> dict[str, Any]:
        """The game in play as data: its start and its actions (JSON), enough to rebuild it exactly."""
        return {"format": SAVE_FORMAT, "start": self._start, "actions": list(self.actions)}

    def resume(self, record: dict[str, Any]) -> None:
        """Rebuild a game from play_record()'s data by replaying its actions; ValueError if they do not fit."""
        if not isinstance(record, dict) or record.get("format") != SAVE_FORMAT:
            raise ValueError("not a saved game of this arcade")
        start, actions = record.get("start"), record.get("actions")
        if not isinstance(start, dict) or not isinstance(actions, list):
            raise ValueError("a saved game needs its start and its actions")
        self.replaying = True
        try:
            self.begin(start)
            self.new_play()
            for action in actions:
                self.take(action)
        finally:
            self.replaying = False

    def progress(self) -> str:
        """How far along the game in play is, for the menu's Continue line (e.g. '14 moves')."""
        count = len(self.actions)
        return f"{count} action{'' if count == 1 else 's'}"

    @property
    def records_under(self) -> str:
        """The level name the records and bests of the game in play are kept under (the level's, by default)."""
        return self.level_name

    def end_play(self, won: bool, figures: dict[str, Any], message: Callable[[str], Markup],
                 retry: Callable[[], None], undo: Callable[[], None] | None = None, offer_next: bool = True,
                 more: Sequence[Choice] = (), retry_help: str = "", assisted: bool = False) -> None:
        """The one way a play ends, in every game: it is kept in the records (record_end) and shown in the end dialog
        (end_game). `message` is given the records' line ('New best.', the help note, the daily's line, or '') and
        returns the dialog's message; it may first redraw what the kept play changed (the panel's Best line).
        assisted: the game's own help mark (the same as use_help before the end)."""
        kept = self.record_end("won" if won else "lost", figures, assisted)
        self.end_game(won, message(kept), retry, undo, offer_next, more, retry_help)

    def abandon(self) -> None:
        """The player throws the play in progress away (a restart or a new board, asked first): it is kept in the
        records as abandoned, with its time played."""
        self._keep("abandoned", {}, self.helped)

    def record_end(self, outcome: str, figures: dict[str, Any], assisted: bool = False) -> str:
        """The play ended, won or lost (end_play's part; nothing else calls it). A win is kept in the records at
        once, with its replay, and its save forgotten; a loss waits (pending_loss) until the player leaves or starts
        again, so an undone loss is never counted. Returns the line to add to a win's message: 'New best.', the help
        note, a note that it could not be kept, or ''."""
        if assisted:
            self.use_help()
        if outcome == "lost":
            self.pending_loss = dict(figures)
            return ""
        return self._keep(outcome, figures, self.helped)

    def level_best(self) -> dict[str, Any] | None:
        """The figures of the best play of the level in play, read from the store once (not on every key) and again
        after a play is kept or the level changes (Pokémon's boards)."""
        if self._best is None or self._best[0] != self.records_under:
            self._best = (self.records_under, self.host.store.best(self.game.id, self.records_under))
        return self._best[1]

    def best_words(self) -> str:
        """The panel's Best: the level's best in the game's unit ('11 moves', '1 second'), or '-'."""
        return self.game.best_figure(self.level_best()) or "-"

    def _keep(self, outcome: str, figures: dict[str, Any], helped: bool) -> str:
        """Write one finished play (not while watching or replaying): 'New best.' or the help note of a win with help,
        then the daily's line of a daily's play; a note that it could not be kept; or ''."""
        if self.watching or self.replaying:
            return ""
        store = self.host.store
        try:
            if self.save_revision is not None:  # this play's own save only, as this arcade last knew it
                store.drop_save(self.play_id, self.save_revision)
                self.save_revision = None
            new_best = store.record_game(self.game.id, self.records_under, outcome, figures,
                                         self.game.best_by if outcome == "won" else None, self.began_at,
                                         self.play_record(), helped, self.time_played())
        except StoreError as error:
            return f"(Result not kept: {error}.)"
        self.kept_win = store.last_recorded if outcome == "won" and self.undo_after_win else None
        self._best = None
        first = NEW_BEST if new_best else HELP_NOTE if outcome == "won" and helped else ""
        return " ".join(filter(None, (first, self._keep_daily(outcome, figures, helped))))

    def _keep_daily(self, outcome: str, figures: dict[str, Any], helped: bool) -> str:
        """A daily challenge's play (its level is the day's, records.py): the first to end is the day's result;
        the line saying it was kept, or that this play was for fun."""
        day = day_of(self.level_info)
        if day is None:
            return ""
        try:
            first = self.host.store.record_daily(day, self.game.id, outcome, figures, helped, self.time_played())
        except StoreError as error:
            return f"(The daily's result was not kept: {error}.)"
        return DAILY_KEPT if first else DAILY_FOR_FUN

    def next_level(self) -> Level | None:
        """The bundled level after this one in play order (after a generated level its entry, which makes a fresh
        one; after a level the player pasted their next one), or None: a daily's level has none (levels.level_after),
        so leaving goes back to the day's page."""
        return level_after(self.game, self.level_info, self.host.store)

    def end_game(self, won: bool, message: Markup, retry: Callable[[], None],
                 undo: Callable[[], None] | None = None, offer_next: bool = True, more: Sequence[Choice] = (),
                 retry_help: str = "") -> None:
        """The one end-of-game dialog of every game (end_play's part): 'You won!' or 'You lost', the game's message,
        and the buttons Next (n, after a win, when there is a next level), Undo (u, after a loss where the game can
        step back, and after a win where `undo_after_win`), Retry (r), the game's own (`more`, e.g. Pokémon's New
        board) and Levels (m; also q and Esc), which goes back to the level list (Daily for a daily's play: to its
        page). retry_help: what Retry does in a few words, where the game says more than "the level again". None
        while replaying or watching (the watcher says how a best ended)."""
        if self.replaying or self.watching:
            return
        following = self.next_level() if won and offer_next else None
        choices = [Choice(NEXT_LABEL, "n", lambda: self.host.start_level(self.game, following))] \
            if following is not None else []
        if undo is not None and won and self.undo_after_win:
            choices.append(Choice(UNDO_LABEL, "u", lambda: self.undo_win(undo), "Take the last move back and play on"))
        elif undo is not None and not won:
            choices.append(Choice(UNDO_LABEL, "u", undo, "Take the last move back and play on"))
            if self.loss_undo_is_help and not self.helped:
                message = [message, f"\n{UNDO_HELP_LINE}"]
        choices += [Choice(RETRY_LABEL, "r", lambda: self.retry_from_end(retry), retry_help), *more,
                    Choice(self.back_label(), "m", self.host.back_to_menu)]
        self.host.ask(WON_TITLE if won else LOST_TITLE, message, choices, on_cancel=self.host.back_to_menu)

    def back_label(self) -> str:
        """What the end dialog's m button is called: where it goes (the level list, or a daily's page)."""
        return DAILY_LABEL if day_of(self.level_info) is not None else MENU_LABEL

    def retry_from_end(self, retry: Callable[[], None]) -> None:
        """Retry from an end dialog: the last play's status message goes (a fresh play has said nothing yet, unless
        the game's retry says something), then the game's retry."""
        self.host.set_message("")
        retry()

    def undo_win(self, undo: Callable[[], None]) -> None:
        """Undo from a win's dialog: the win kept is taken back from the records (the play goes on, and ends once,
        with the win it ends in), then the game's undo."""
        row, self.kept_win = self.kept_win, None
        if row is not None:
            with contextlib.suppress(StoreError):  # a store that cannot forget keeps the win; the play goes on
                self.host.store.forget_game(row)
            self._best = None
        undo()

    def selectable(self) -> bool:
        """A game screen always takes keys, even when none of its parts is selectable."""
        return True

    absent_keys: dict[str, str] = {}  # noqa: RUF012 - replaced, never changed in place
    """Keys of the game that this level leaves out of its table (DayZ's i on a map without trackers) → why; pressing
    one says so instead of nothing."""

    def before_key(self, key: str) -> None:
        """Called with every key before the table of the moment dispatches it, for what any key ends or starts
        whatever it does (DayZ's bolt drawn until the next key; a search Acorn holds back until the first key): by
        default nothing. What a key does in a context is its table's (a catch-all row for "any other key")."""

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        """A key runs its row's handler in the table of the moment (or the table's catch-all row's); a key this
        level leaves out says why; any other goes to the widget, then the shell."""
        self.before_key(key)
        if self.table.dispatch(self, key):
            return None
        if key in self.absent_keys:
            self.host.set_message(self.absent_keys[key])
            return None
        return super().keypress(size, key)
