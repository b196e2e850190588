"""What every turn-based screen does the same way: a move is an action taken (saved, replayed, undone), undo is an
action too, restart asks first, the end is checked after each move (a win kept in the records with its line, a loss
left to stand until the player leaves or restarts), the menu's progress words and the panel's Best line.

A game's screen subclasses TurnScreen and says only what is its own: how a move is carried out (`perform_turn`),
how many moves were made, whether it is won or lost, how its model steps back and starts again, and its end words.
Every turn-based screen is one: both Sokoban screens (through their base_screen.py), Acorn Runner's and DayZ's;
docs/ARCHITECTURE.md ("Adding a game") walks through writing another.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from arcade.keys import REDO, RESTART, UNDO, Row
from arcade.ui.game import Action, GameScreen, message_lines
from arcade.ui.widgets import Markup, labelled

UNDO_ACTION: Action = "undo"
"""The saved action of an undo, unless a screen names it otherwise (Fancy Sokoban keeps its original's 'u')."""
RESTART_QUESTION = "Start this level again from the beginning?"
NOTHING_TO_UNDO = "Nothing to undo."
UNDONE = "Undone."
NOTHING_TO_REDO = "Nothing to redo."
RESTARTED = "Restarted."
UNDO_ROW = Row(UNDO, "undo_key")
RESTART_ROW = Row(RESTART, "restart_key")
REDO_ROW = Row(REDO, "redo_key")
"""The redo row of a game that makes an undone move again by taking it anew (`redoes`: Acorn Runner's)."""
"""The rows every turn-based screen's key table ends with (its own move rows first)."""
LEVEL_OVER = "The level is over: u takes the last move back, r starts it again."
"""What a move key says once the level is won or lost (the end dialog closed)."""


class TurnScreen(GameScreen):
    """A GameScreen whose play is a sequence of moves on a model that can step back and start again.

    A subclass builds its widget and model, then gives `perform_turn`, `moves_made`, `has_won`, `has_lost`,
    `step_back`/`can_step_back`, `start_over` and `refresh`, and may reword `won_message`/`lost_message`. Its key
    table's move rows call `take_turn` (or a method of its own that checks `playable` first, e.g. through a
    guard) and end with UNDO_ROW and RESTART_ROW (or rows of the same handlers with its own words). The moves made
    are counted in the game's best unit (`Game.best_by`): a game whose best is another figure overrides
    `end_figures` and `progress`. Where a game says things its own way it rewords the class's words
    (`level_over`, `restart_question`, `nothing_to_undo`, `undone_message`) or says them elsewhere (`say`: Acorn
    Runner's message line), and `on_end` stops what runs on its own when a play ends.
    """

    saves_games = True
    undo_after_win = True
    undo_action: Action = UNDO_ACTION
    """The action an undo is saved as."""

    finished = False
    """The level is won or lost: no more moves until an undo or a restart."""
    level_over = LEVEL_OVER
    """What a move key says once the level is won or lost (the end dialog closed): the game's word for its level."""
    restart_question = RESTART_QUESTION
    """What the restart key asks while a play is in progress."""
    nothing_to_undo = NOTHING_TO_UNDO
    """What undo says at the level's start."""
    empty_undo_is_an_action = True
    """Whether the undo key with nothing to undo is still taken (saved, and saying so again when replayed), as the
    plain games read their undo letter; False: the key only says so, and a saved undo with nothing to undo is a
    damaged save (ValueError)."""

    # -- what the game says -------------------------------------------------------------------------
    def perform_turn(self, action: Action) -> None:
        """Carry out one of the game's own actions (not undo) exactly as its key does; ValueError if it is not
        one. Call check_end after a move that changed the position."""
        raise NotImplementedError

    def moves_made(self) -> int:
        """The moves made so far in this play: the progress and, by default, the figure a best is kept by."""
        raise NotImplementedError

    def has_won(self) -> bool:
        raise NotImplementedError

    def has_lost(self) -> bool:
        """The play cannot be won any more (by default it can always be)."""
        return False

    def can_step_back(self) -> bool:
        raise NotImplementedError

    def step_back(self) -> None:
        """Take the model's last move back."""
        raise NotImplementedError

    def start_over(self) -> None:
        """Put the model back at the level's start."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Redraw the board and the panel from the model."""
        raise NotImplementedError

    def end_figures(self) -> dict[str, Any]:
        """The figures kept with an end in the records: the game's best_by figure, the moves made by default."""
        return {self.game.best_by: self.moves_made()}

    def won_message(self) -> str:
        return f"Solved in {self.game.figure(self.moves_made())}."

    def lost_message(self) -> str:
        return "No moves left."

    def win_note(self) -> str:
        """A last line for a win's end dialog, after the records' (Fancy Sokoban: where its solution was written)."""
        return ""

    def win_lines(self, kept: str) -> str:
        """The lines of a win's end dialog after won_message: `kept`, the records' line (record_end's 'New best.',
        the help note…), then win_note. A game that says more of a win against its records (classic Sokoban's
        fewest pushes) overrides this; it is called once the win is kept."""
        return message_lines(kept, self.win_note())

    def undone_message(self) -> str:
        """What an undo says once the move is taken back (a game may say where the play stands now)."""
        return UNDONE

    def say(self, message: str) -> None:
        """Tell the player what a key did: on the status line, unless the screen has a message line of its own."""
        self.host.set_message(message)

    def on_end(self) -> None:
        """The play just ended, won or lost (also when a saved game is replayed through it): stop whatever runs on
        its own, before the end is kept and shown. Nothing by default."""

    # -- what is shared ------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.moves_made() > 0 and not self.finished

    def undo_key(self) -> None:
        """The undo key: an action taken, so a save replays it (with nothing to undo, only words where
        empty_undo_is_an_action is False)."""
        if self.empty_undo_is_an_action or self.can_step_back():
            self.take(self.undo_action)
        else:
            self.say(self.nothing_to_undo)

    def restart_key(self) -> None:
        """The restart key: asks first while a play is in progress."""
        self.ask_then(self.restart_question, self.restart)

    def playable(self) -> bool:
        """Whether a move may be made now: not once the level is won or lost (the key then says so)."""
        if self.finished:
            self.say(self.level_over)
        return not self.finished

    def take_turn(self, action: Action) -> None:
        """A move key: taken as an action unless the level is over (then it says so)."""
        if self.playable():
            self.take(action)

    def begin(self, start: dict[str, Any]) -> None:
        self.restart()

    # -- redo: an undone move made again, for a game whose moves replay the same (`redoes`) ---------------------
    redoes = False
    """The game's moves are deterministic, so a move undone is made again by taking its action anew (a save and the
    plain export replay it as that move): TurnScreen keeps the moves undone and REDO_ROW's key makes the latest again;
    another move forgets them (the same move as the latest undone is its redo, so a saved game replays to the same
    moves undone). Such a game gives `last_move`."""

    def last_move(self) -> Action:
        """The action of the last move made (the one an undo is about to take back)."""
        raise NotImplementedError

    @property
    def undone_moves(self) -> list[Action]:
        """The moves undone since the last new move, the latest last (what redo makes again)."""
        return self.__dict__.setdefault("_undone_moves", [])

    def redo_key(self) -> None:
        """The redo key: the latest move undone made again, taken as that move; nothing to redo is only words."""
        if not self.playable():
            return
        if not self.undone_moves:
            self.say(NOTHING_TO_REDO)
            return
        self.take(self.undone_moves[-1])  # perform takes it off the moves undone

    def perform(self, action: Action) -> None:
        if action == self.undo_action:
            self.undo()
            return
        before = self.moves_made()
        self.perform_turn(action)
        if self.moves_made() != before:  # a move was made: the one undone last (a redo), or a new one
            undone = self.undone_moves
            if undone and undone[-1] == action:
                undone.pop()
            else:
                undone.clear()  # what was undone cannot be made again after another move

    def undo(self) -> None:
        """Take back the last move; nothing to undo is just a message."""
        if not self.can_step_back():
            if not self.empty_undo_is_an_action:
                raise ValueError("no move to undo")
            self.say(self.nothing_to_undo)
            return
        if self.redoes:
            self.undone_moves.append(self.last_move())
        self.step_back()
        self.finished = False
        self.say(self.undone_message())
        self.refresh()

    def restart(self) -> None:
        """Start the level again (a new play in the records; nothing undone is left to redo)."""
        self.undone_moves.clear()
        self.start_over()
        self.finished = False
        self.new_play()
        self.say(RESTARTED)
        self.refresh()

    def check_end(self) -> None:
        """After a move: a win (checked first) is kept and shown with its line ('New best.'); a loss waits to stand
        (pending_loss) and its dialog offers Undo. Both dialogs offer Undo: undoing a win takes it back out of the
        records (GameScreen.undo_win). The one place a turn-based game's play ends."""
        won = self.has_won()
        if not won and not self.has_lost():
            return
        self.finished = True
        self.on_end()
        undo = partial(self.take, self.undo_action)  # the same Undo in both dialogs

        def message(kept: str) -> str:
            if not won:
                return self.lost_message()
            self.refresh()  # the Best line may have changed
            return message_lines(self.won_message(), self.win_lines(kept))
        self.end_play(won, self.end_figures(), message, self.restart, undo=undo)

    def progress(self) -> str:
        """The moves made in the game's unit, for the menu's Continue line: '1 move', '14 moves'."""
        return self.game.figure(self.moves_made())

    def best_line(self) -> list[Markup]:
        """The panel's Best line: the level's best in the game's unit ('Best: 1 press'), or '-' (read once per
        play: GameScreen.best_words)."""
        return labelled("Best", self.best_words())
