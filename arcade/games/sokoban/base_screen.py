"""What both Sokoban screens share: the tip, searched for by a solver in a worker thread and polled on the loop's
alarm (a tasks.Job), its key and words; a tip is help (GameScreen.offer_help asks before the first of a play). And
LURD in and out: a win's moves written to the solutions folder, and the one dialog (L) taking typed moves to play
from the level's start (help too). And marks (m, g: marks.py's actions): the words, the go-back question and the
actions' handling.

Fancy Sokoban's screen (screen.py) and classic Sokoban's (classic/screen.py) both subclass SokobanBaseScreen; each
says how its tip is searched for (`hint_job`) and draws the tip shown (`hint`), how typed LURD becomes its
actions (`lurd_actions`) and is played from the start as its rules allow (`play_from_start`), and how a position is
kept with its undo history and brought back (`take_mark`, `mark_words`, `restore_mark`). Neither imports the other.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

import urwid

from arcade.games.sokoban.marks import GO_BACK_ACTION, MARK_ACTION, checked_mark, go_back_number, is_mark, with_mark
from arcade.keys import ANY_OTHER_KEY, HELP_KEY_NOTE, SHELL_ROWS, Binding, KeyTable, Row
from arcade.store import data_dir
from arcade.ui.dialogs import Choice
from arcade.ui.game import Action
from arcade.ui.tasks import Job, shown_on
from arcade.ui.turns import TurnScreen

Position = tuple[int, int]
Mark = TypeVar("Mark")
"""A screen's kept position with its undo history (classic: ClassicSokoban's Mark; Fancy: FancyMark)."""

HINT = Binding("hint", ("t",), "tip", f"A tip: the next push toward a solution; t again makes it {HELP_KEY_NOTE}")
DEAD = Binding("dead", ("x",), "dead squares", "Show or hide the dead squares (·): a crate there is stuck")
STUCK_WARNING = "The crate at row {row}, column {col} can never reach a goal now: undo (u)."
"""What a push that leaves a crate stuck says (both screens)."""
HINT_SHOWN = "hint shown"
"""The saved action of a hint being shown: from then on the play is helped (never a best)."""
HINT_POLL_SECONDS = 0.1
"""How often the screen looks whether the hint's search (in a worker thread) is done."""
THINKING = "Thinking… (any key stops)"
STOP_TIP = Binding("stop tip", (ANY_OTHER_KEY,), "stops the tip", "Stop searching for a tip (nothing else happens)")
THINKING_KEYS = KeyTable(Row(STOP_TIP, "stop_tip_key"), *SHELL_ROWS)
"""The keys while a tip is searched for: ? and q/Esc are still the shell's, any other key stops the search."""
TIP_SECONDS = 20.0
"""How long a tip's search may take before it says it found nothing in time (and offers to search longer)."""
LOST_STUCK = "Lost: the crate at row {row}, column {col} can never reach a goal: undo (u)."
LOST_HERE = "Lost: every position from here was tried and none solves it: undo (u)."
LOST_STUCK_FIRST_PUSH = ("Lost since your first push: the crate at row {row}, column {col} can never reach a goal: "
                         "restart (r).")
LOST_FIRST_PUSH = "Lost since your first push: every position from it was tried and none solves it: restart (r)."
"""What a lost tip says when the play's one push lost it: every move back to the start would have to be undone, so
it offers the restart."""
LOST_AT_START = "This level cannot be solved: every position from its start was tried."
LOST_STUCK_AT_START = ("This level cannot be solved: the crate at row {row}, column {col} can never reach a goal "
                       "from its start.")
"""What a lost tip says at the level's start (nothing to take back: never undo)."""
NO_TIP_TITLE = "No tip yet"
NO_TIP_YET = ("The search found nothing within {within}. It did not try every position, so the level may still be "
              "solvable from here.")
SEARCH_LONGER, STOP_SEARCHING = "Search longer", "Stop"
NOTHING_FOUND = "No tip: nothing found within {within}."
HINT_STOPPED = "Hint stopped."
NO_TIP_NOW = "The level is over: no tip to give."
TIP_HELP = "A tip"
"""What a tip is called in the help question (GameScreen.offer_help)."""
LURD_PASTED = "lurd pasted"
"""The saved action of moves played from typed LURD: a pasted solution is help (the play is then no best)."""
LURD_HELP = "A pasted solution"
"""What typed LURD is called in the help question (GameScreen.offer_help)."""
REPLAY_LURD = Binding("replay lurd", ("L",), "LURD", f"Paste LURD (udlr walk, UDLR push) to play from the start "
                      f"{HELP_KEY_NOTE}")
LURD_HINTS = ("Enter replay",)
"""The LURD dialog's keys for the status bar while it is open."""
LURD_DIALOG_COLS = 60
SOLUTIONS_FOLDER = "solutions"
"""Under the data directory: each solved level's last solution as <level>.lurd (classic and Fancy alike)."""
MARK = Binding("mark", ("m",), "mark", "Mark this position to come back to (its undo history kept with it)")
GO_BACK = Binding("go back", ("g",), "go back", "Go back to a marked position (asks which)")
MARK_ROWS = (Row(MARK, "mark_key"), Row(GO_BACK, "go_back_key"))
"""The marks' rows, the same in both Sokoban screens' key tables."""
GO_BACK_TITLE = "Go back"
GO_BACK_QUESTION = "Back to which marked position? Its undo history comes too."
NO_MARK_YET = "No marked position yet: m marks this one."
DIRECTION_WORDS = {"u": "up", "d": "down", "l": "left", "r": "right"}
ARROWS = {"u": "↑", "d": "↓", "l": "←", "r": "→"}
"""A tip's walk in the arrows of the keys that make it (LURD's lowercase letters mean nothing to a new player)."""
HINT_ARROWS = {"u": "↑", "d": "↓", "l": "←", "r": "→"}
"""The arrow drawn on the cell a hinted crate goes to (in the hint colour)."""


def solution_path(level_name: str) -> Path:
    """Where a level's solution is written in LURD (':' and '/' in the name become '_')."""
    return data_dir() / SOLUTIONS_FOLDER / f"{level_name.replace(':', '_').replace('/', '_')}.lurd"


def replayed_words(moves: int) -> str:
    """What the status line says after typed moves were played (and did not end the level)."""
    return f"Replayed {moves} move{'' if moves == 1 else 's'}."


class LurdDialog(urwid.WidgetWrap):
    """Asks for a LURD string in an Edit; Enter hands the text over, Esc cancels (both Sokoban screens' L)."""

    def __init__(self, on_enter: Callable[[str], None], on_cancel: Callable[[], None]) -> None:
        self.on_enter = on_enter
        self.on_cancel = on_cancel
        self.edit = urwid.Edit("LURD: ")
        body = urwid.Pile([
            urwid.Text("Moves in LURD notation (u d l r walk, U D L R push), played from the level's start:"),
            urwid.Divider(),
            self.edit,
        ], focus_item=2)
        super().__init__(urwid.LineBox(urwid.Padding(body, left=1, right=1), title="Replay LURD",
                                       title_attr="panel title"))

    def keypress(self, size: tuple[int, ...], key: str) -> str | None:
        if key == "enter":
            self.on_enter(self.edit.edit_text)
            return None
        if key == "esc":
            self.on_cancel()
            return None
        return super().keypress(size, key)


@dataclass(frozen=True)
class Hint:
    """The next push toward a solution: the actions that make it (walk, then push), the crate, the way it goes."""

    actions: tuple[Action, ...]
    crate: Position
    direction: str
    """u, d, l or r."""
    walk: str
    """The walk before the push in LURD letters ("" if none); said in arrows."""

    @property
    def destination(self) -> Position:
        d_row, d_col = {"u": (-1, 0), "d": (1, 0), "l": (0, -1), "r": (0, 1)}[self.direction]
        return self.crate[0] + d_row, self.crate[1] + d_col

    def words(self) -> str:
        """The hint for the status line (rows and columns count from 1)."""
        row, col = self.crate
        walk = f" (walk {''.join(ARROWS[step] for step in self.walk)} first)" if self.walk else ""
        return f"Tip: push the crate at row {row + 1}, column {col + 1} {DIRECTION_WORDS[self.direction]}{walk}; " \
               "t does it."


@dataclass(frozen=True)
class NoTip:
    """A tip's search that found no push: `lost` (it tried every position: no solution exists from here; `stuck`
    names a crate that can never reach a goal, when one is known), or not (it ran out of its `within`, e.g.
    "20 seconds", before trying every position)."""

    lost: bool
    within: str = ""
    stuck: Position | None = None


HintJob = Callable[[Callable[[], bool]], "Hint | NoTip"]
"""A hint's search: given a should-stop check, the hint, or why there is none."""


def seconds_words(seconds: float) -> str:
    """'20 seconds', '1 second', '0.5 seconds'."""
    number = int(seconds) if float(seconds).is_integer() else seconds
    return f"{number} second{'' if number == 1 else 's'}"


def lost_words(no_tip: NoTip, at_start: bool, pushes: int = 0) -> str:
    """The status line for a lost position: which crate is stuck, if known; at the start of a level (0 moves made,
    or walked back to it) the level itself cannot be solved, so never undo; lost after the play's first push (and
    only one), the restart; else undo."""
    if at_start:
        words = (LOST_STUCK_AT_START, LOST_AT_START)
    elif pushes == 1:
        words = (LOST_STUCK_FIRST_PUSH, LOST_FIRST_PUSH)
    else:
        words = (LOST_STUCK, LOST_HERE)
    if no_tip.stuck is not None:
        row, col = no_tip.stuck
        return words[0].format(row=row + 1, col=col + 1)
    return words[1]


def tip_shown_table(play: KeyTable) -> KeyTable:
    """The play's keys while a tip or a stuck crate is shown: the same keys (the same hints and help), each first
    dropping the marks (t keeps the tip: it makes it) and then doing what it does in play."""
    return KeyTable(*(row if row.handler is None else
                      Row(row.binding, "unmark_then" if row.binding == HINT else "drop_tip_then", row.handler,
                          *row.args)
                      for row in play.rows))


class SokobanBaseScreen(TurnScreen, Generic[Mark]):
    """A Sokoban screen with tips: t shows the next push toward a solution (searched for in a worker thread; any
    key stops the search), t again makes it. A subclass calls init_hints before it first draws its board, and
    gives hint_job and the TurnScreen's parts.

    Its keys are in three contexts (key_table): "play"; "tip shown" (a tip or a stuck crate on the board), the same
    keys each dropping the marks first; and "thinking" (a search under way), where any key but ? and q/Esc only
    stops the search.

    Marks (m, g) are its own too: a subclass calls forget_marks at its start and at a new play, lets perform_mark
    look at each action first, and gives take_mark, mark_words and restore_mark."""
    tip_seconds: float = TIP_SECONDS
    """How long the first search for a tip may take (tests make it tiny)."""

    def refresh(self) -> None:
        """Redraw the board (with the tip shown, if any) and the panel."""
        raise NotImplementedError

    def init_hints(self) -> None:
        """No hint shown, none being searched for."""
        self.hint: Hint | None = None
        self.stuck: Position | None = None
        """A crate the last tip's search found can never reach a goal (drawn in the bad colour until the next key)."""
        self.searched_for = self.tip_seconds
        """How long the last search for a tip was given (a longer one is offered twice as long)."""
        self.hint_search: Job[Hint | NoTip] | None = None
        """The last search for a hint (running until its hint is shown, or it is stopped)."""

    @property
    def hint_future(self) -> Future[Hint | NoTip] | None:
        """The search under way's answer to come (None: no search under way)."""
        search = self.hint_search
        return search.future if search is not None and search.running else None

    @property
    def hint_stop(self) -> threading.Event:
        """The last search's stop flag (a flag never set if there was none)."""
        return self.hint_search.stop if self.hint_search is not None else threading.Event()

    def hint_job(self, seconds: float) -> HintJob:
        """The search for the next push from the position in play, for at most `seconds` (a snapshot: the job
        never reads the model)."""
        raise NotImplementedError

    def at_start(self) -> bool:
        """The position in play is the level's start (a lost tip then says the level has no solution)."""
        raise NotImplementedError

    def pushes_made(self) -> int:
        """Crate pushes on the way from the level's start to the position in play (a lost tip after exactly one
        offers the restart, not a long undo)."""
        raise NotImplementedError

    # -- the keys of the moment: play, a tip shown, a search under way -------------------------------
    @classmethod
    def key_contexts(cls) -> dict[str, KeyTable]:
        contexts = super().key_contexts()
        return {**contexts, "tip shown": tip_shown_table(contexts["play"]), "thinking": THINKING_KEYS}

    def key_table(self) -> KeyTable:
        """The search's keys while one is under way; the play's, dropping the marks first, while a tip or a stuck
        crate is shown; else the play's."""
        if self.hint_future is not None:
            return self.context_tables["thinking"]
        if self.hint is not None or self.stuck is not None:
            return self.context_tables["tip shown"]
        return self.context_tables["play"]

    def unmark_then(self, handler: str, *args: object) -> object:
        """A key while a stuck crate is marked: the mark goes (it lasts until the next key), then the key's own
        handler."""
        if self.stuck is not None:
            self.stuck = None
            self.refresh()
        self.rebind()
        return getattr(self, handler)(*args)

    def drop_tip_then(self, handler: str, *args: object) -> object:
        """A key but t while a tip is shown: the tip is for the position in play, so it goes first."""
        self.forget_hint()
        return self.unmark_then(handler, *args)

    def stop_tip_key(self) -> None:
        """Any key while a tip is searched for (but ? and q/Esc): the search stops, and the key does nothing else."""
        self.stop_hint()
        self.host.set_message(HINT_STOPPED)

    def in_progress(self) -> bool:
        """Until the level is over, a play with something to lose: a move made or one to take back (classic's
        undoable restart), or help used (a helped play is saved as helped, never started afresh unhelped). The one
        rule of both Sokoban screens."""
        return (self.moves_made() > 0 or self.can_step_back() or self.helped) and not self.finished

    show_dead = True
    """The dead squares are drawn (x toggles them)."""

    def toggle_dead(self) -> None:
        """The dead-squares key: show or hide them."""
        self.show_dead = not self.show_dead
        self.host.set_message("Dead squares shown." if self.show_dead else "Dead squares hidden.")
        self.refresh()

    def ask_hint(self) -> None:
        """The tip key: make the hint shown, or start searching for one (once the level is over, says so)."""
        if self.finished:
            self.host.set_message(NO_TIP_NOW)
            return
        hint = self.hint
        if hint is not None:
            self.hint = None
            self.rebind()
            for action in hint.actions:
                if self.finished:
                    break
                self.take(action)
            self.refresh()
            return
        self.offer_help(TIP_HELP, self.search_hint)

    def search_hint(self, seconds: float | None = None) -> None:
        """Start searching for the next push for at most `seconds` (by default tip_seconds), in a worker thread
        looked at on the loop's alarm."""
        seconds = self.tip_seconds if seconds is None else seconds
        self.searched_for = seconds
        self.hint_search = Job(self.host, self.hint_job(seconds), self.show_hint, self.hint_failed,
                               poll=HINT_POLL_SECONDS, name="sokoban-hint", shown=shown_on(self.host, self))
        self.hint_search.start()
        self.rebind()
        self.host.set_message(THINKING)

    def show_hint(self, hint: Hint | NoTip) -> None:
        """The search's answer (on the loop's thread): show the hint; or say the position is lost (and which crate
        is stuck), or that nothing was found in time, offering to search twice as long (Stop focused)."""
        self.rebind()
        if isinstance(hint, NoTip):
            if hint.lost:
                self.stuck = hint.stuck
                self.rebind()
                self.refresh()
                self.host.set_message(lost_words(hint, self.at_start(), self.pushes_made()))
            else:
                self.offer_longer_search(hint.within, self.searched_for * 2)
            return
        self.hint = hint
        self.take(HINT_SHOWN)
        self.rebind()
        self.refresh()
        self.host.set_message(hint.words())

    def offer_longer_search(self, within: str, seconds: float) -> None:
        """The search ran out of time: ask whether to search again for `seconds` (Stop, the safe answer, focused)."""
        def stop() -> None:
            self.host.set_message(NOTHING_FOUND.format(within=within))

        self.host.set_message("")  # no longer thinking
        longer = Choice(SEARCH_LONGER, "l", lambda: self.search_hint(seconds),
                        f"Search again, for up to {seconds_words(seconds)} (any key stops it)")
        self.host.ask(NO_TIP_TITLE, NO_TIP_YET.format(within=within),
                      [longer, Choice(STOP_SEARCHING, "s", stop, "No tip for now")], on_cancel=stop, focus="s")

    def hint_failed(self, error: Exception) -> None:
        """The search raised: a solver bug must not take the game down, so say so instead."""
        self.rebind()
        self.host.set_message(f"The hint failed: {error}.")

    def stop_hint(self) -> None:
        """Stop the search in progress (its thread ends at its next look at the flag; its poll is dropped)."""
        if self.hint_search is not None:
            self.hint_search.cancel()
            self.rebind()

    def forget_hint(self) -> None:
        """Drop the hint shown (the position is about to change or the player chose otherwise)."""
        if self.hint is not None:
            self.hint = None
            self.rebind()
            self.refresh()

    # -- marks: m keeps the position with its undo history, g goes back to one (actions of the play) -------------
    def forget_marks(self) -> None:
        """No marks: a screen's start, and a new play."""
        self.marks: list[tuple[str, Mark]] = []
        """The positions marked in this play (m), oldest first, with their words (g goes back to one)."""

    def take_mark(self) -> Mark:
        """The position in play with its undo and redo history, kept apart from the game in play."""
        raise NotImplementedError

    def mark_words(self) -> str:
        """What identifies the position in play to the player, from the panel's figures ('2 moves, 0 pushes')."""
        raise NotImplementedError

    def restore_mark(self, mark: Mark) -> None:
        """Put a kept position and its undo and redo history in play (the mark itself stays as it was)."""
        raise NotImplementedError

    def perform_mark(self, action: Action) -> bool:
        """Carry out a mark's or a go-back's action (perform_turn's first look); False for any other action."""
        if is_mark(action):
            self.keep_mark()
            return True
        number = go_back_number(action)
        if number is None:
            return False
        self.go_back(number)
        return True

    def mark_key(self) -> None:
        """m: mark the position (an action of the play, so a saved game keeps its marks)."""
        if self.playable():
            self.take([MARK_ACTION])

    def keep_mark(self) -> None:
        """Keep the position with its history as the next mark (the oldest goes past MARKS_KEPT)."""
        self.marks = with_mark(self.marks, (self.mark_words(), self.take_mark()))
        self.host.set_message(f"Marked as {len(self.marks)}: {self.marks[-1][0]} (g goes back to it).")

    def go_back_key(self) -> None:
        """g: which mark to go back to (the latest focused), or a line saying there is none."""
        if not self.playable():
            return
        if not self.marks:
            self.host.set_message(NO_MARK_YET)
            return
        choices = [Choice(f"{number}: {words}", str(number), lambda number=number: self.take([GO_BACK_ACTION, number]))
                   for number, (words, _mark) in enumerate(self.marks, start=1)]
        self.host.ask(GO_BACK_TITLE, GO_BACK_QUESTION, choices, focus=str(len(self.marks)))

    def go_back(self, number: object) -> None:
        """Back to mark `number` (from 1); ValueError for no such mark (a damaged save)."""
        words, mark = self.marks[checked_mark(number, len(self.marks)) - 1]
        self.restore_mark(mark)
        self.host.set_message(f"Back to mark {number}: {words}.")
        self.refresh()
        self.check_end()

    # -- LURD in and out ---------------------------------------------------------------------------
    def lurd_actions(self, letters: str) -> list[Action]:
        """The actions that play these LURD letters from the level's start; ValueError naming the first step that
        cannot be made (the game in play is not touched)."""
        raise NotImplementedError

    def play_from_start(self, actions: list[Action]) -> None:
        """Go back to the level's start as the game's rules allow, then take LURD_PASTED and the actions."""
        raise NotImplementedError

    def save_solution(self, lurd: str) -> str:
        """Write a win's moves in LURD to the solutions folder; the end dialog's line saying where (or why not;
        nothing while a saved game is resumed or a best watched)."""
        if self.replaying or self.watching:
            return ""
        path = solution_path(self.level_name)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(lurd + "\n", encoding="utf-8")
        except OSError as error:
            return f"(Solution not saved: {error.strerror or error}.)"
        return f"Solution in LURD: {path}"

    def lurd_key(self) -> None:
        """The LURD key: typed moves are help, so asked first (once a play)."""
        self.offer_help(LURD_HELP, self.ask_lurd)

    def ask_lurd(self) -> None:
        """The dialog taking LURD moves to play."""
        dialog = LurdDialog(self.replay_lurd, self.host.close_dialog)
        self.host.show_overlay(dialog, LURD_DIALOG_COLS, None, LURD_HINTS)

    def replay_lurd(self, text: str) -> None:
        """Play typed LURD moves from the level's start (white space ignored); moves that cannot all be made are
        refused whole, naming the first impossible step, the dialog left open and nothing changed."""
        letters = "".join(text.split())
        try:
            actions = self.lurd_actions(letters)
        except ValueError as error:
            self.host.set_message(f"Not replayed: {error}.")
            return
        self.host.close_dialog()
        if actions:
            self.forget_hint()
            self.play_from_start(actions)

    def on_leave(self) -> None:
        self.stop_hint()
        super().on_leave()
