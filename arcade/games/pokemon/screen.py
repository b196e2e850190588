"""Pokémon: Gotta Find Them All!'s full-screen face: a minesweeper board with a cursor, mouse play and a timer.

It drives the same game functions as the plain adapter through `PokemonGame`, with the options the original lacked:
safe first reveal and chording (on by default) and No guessing (guess-free boards, noguess.py: on in the presets,
off in Custom's form), and a tip key (deduce.py proves a cell safe or a Pokémon). The level list offers the presets
of levels/pokemon/levels.toml (Easy, Medium, Hard; Beginner, Intermediate, Expert) and Custom, the new-game form
(form.py), and boards need not be square (grid.py: Expert is 30 wide, 16 high). A board larger than the room it gets
shows a window that follows the cursor (board_view.py), so every size plays in an 80×24 terminal; one that fits whole
beside narrow panels but not beside the usual ones gets the narrow ones (Expert at 80×24).

This module is the controller: keys and clicks become actions of the model, which board_view.py draws;
settings.py holds what a game is made of, timer.py the seconds played and new_game.py the new-game form's flow.

The game in play is data (see GameScreen): it starts from its settings, its board's seed and the screen's random
source (each board draws a seed of its own from it, so a board is what `arcade --plain pokemon --seed N` deals),
and goes on by reveals, flags, tips and the taking back of a loss; the seconds played are kept beside them.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from arcade.daily import day_of
from arcade.games.pokemon.bindings import KEYS
from arcade.games.pokemon.board_view import (
    LABEL_WIDTH,
    LEGEND_ROWS,
    PANEL_WIDTH,
    SCROLL_MARGIN,
    ScrollingBoard,
    SidePanels,
    board_rows,
    cell_width_for,
    column_header,
    header_rows,
    panel_lines,
    view_lines,
)
from arcade.games.pokemon.daily import SEED_SETTING
from arcade.games.pokemon.deduce import Deduction, deductions
from arcade.games.pokemon.figures import clicks, figures_words, three_bv, three_bv_done
from arcade.games.pokemon.form import NEW_GAME_COLS, NewGameDialog
from arcade.games.pokemon.game import PokemonGame
from arcade.games.pokemon.model import FLAG, FLAG_ACTION, REVEAL_ACTION, TIP_ACTION, UNDO_LOSS_ACTION
from arcade.games.pokemon.new_game import PREFERENCE_KEY as PREFERENCE_KEY  # the tests' import
from arcade.games.pokemon.new_game import NewGameFlow
from arcade.games.pokemon.plain import RESTARTED, WON
from arcade.games.pokemon.settings import Settings, is_custom, settings_of
from arcade.games.pokemon.timer import PlayTimer
from arcade.levels import Level, bundled_levels
from arcade.randomness import SEED_VARIABLE, seeded_random
from arcade.records import HELP_NOTE
from arcade.registry import Game
from arcade.ui.board_view import GameLayout
from arcade.ui.dialogs import Choice, Dialog
from arcade.ui.game import (
    LOST_TITLE,
    MENU_LABEL,
    NEXT_LABEL,
    RETRY_LABEL,
    UNDO_HELP_LINE,
    UNDO_LABEL,
    WON_TITLE,
    Action,
    GameScreen,
    Host,
    message_lines,
)
from arcade.ui.widgets import Markup, StatusBar

MIN_VIEW_CELLS = 10
"""A board larger than the terminal needs room for a window of at least this many cells each way."""
LEFT_BUTTON = 1
RIGHT_BUTTON = 3
TIP_HELP = "A tip"
"""What a tip is called in the help question (GameScreen.offer_help; the same words as Sokoban's tip)."""
GUESS_NEEDED = "No cell can be proved safe or a Pokémon from what is uncovered: a guess is needed."
FIRST_TIP = "Nothing to deduce yet: uncover any cell (the first one is always safe)."
FIRST_TIP_UNSAFE = "Nothing to deduce yet: the first cell you uncover is a guess."
NOT_GUESS_FREE = "No guess-free board was found for this many Pokémon: this one may need a guess."

NEW_BOARD_LABEL = "New board"
RETRY_HELP = "This board again: the Pokémon where they were (a win is then no best)"
NEW_BOARD_HELP = "Another board of this size and count"
SAME_BOARD = "The same board again: a win on it is kept in the records, not as a best."
PLAYED_BEFORE = "A board played before: kept in the records, not as a best."
NOTHING_TO_RESTART = "Nothing is uncovered yet: this board is as it was dealt."
GAME_OVER = "This game is over: r deals a new board, n starts a new game."
"""What a reveal, flag or tip says once the game is won or lost (the end dialog closed)."""


class PokemonScreen(PlayTimer, NewGameFlow, GameScreen):
    """One game of Pokémon minesweeper, with a new-game form for size, count and options: the controller, from
    keys and clicks to actions of the model, drawn through board_view.py, its time kept by timer.py, its new-game
    form driven by new_game.py."""

    keys = KEYS
    saves_games = True
    loss_undo_is_help = True
    rules = ("Uncover every safe cell to win, flags or not; a number counts the Pokémon in the 8 cells around "
             "it. Uncover a Pokémon and you lose (Undo steps back, but then no best). Dialogs pause the timer. "
             f"{SEED_VARIABLE}=N repeats a game.")
    """Three lines in the help at 80 columns (its keys need the rest of 24 rows)."""

    def __init__(self, host: Host, game: Game, level: Level | None) -> None:
        self.rng = seeded_random()
        """The screen's one random source: it draws each board's seed."""
        self.board_seed = self.rng.getrandbits(32)
        """The seed of the board in play (its Pokémon are drawn from random.Random(board_seed))."""
        self.daily = level if day_of(level) is not None else None
        """The daily challenge this screen opened on (its board's seed fixed by the day), or None."""
        if self.daily is not None:
            self.board_seed = int(self.daily.settings[SEED_SETTING])
        self._init_timer(time.monotonic)
        self.settings = settings_of(level)
        self.board_pokemons: tuple[int, ...] | None = None
        """The Pokémon of a board played again (Retry, r): fixed from the start; None for a board dealt afresh."""
        self.model = self._model_for(self.settings, self.board_seed)
        self.cursor = self._centre()
        self._margin = SCROLL_MARGIN
        """Cells kept in view beyond the cursor when the board is redrawn (0 for a click)."""
        self._form: NewGameDialog | None = None
        """The new-game form while it is open."""
        self.tips_shown = 0
        """Tips shown on this board (a win after one is no best)."""
        self._tip_for: tuple[str, Deduction | None] | None = None
        """The game string a tip was last worked out for, and the tip (asking and showing it share the work)."""
        self.board = ScrollingBoard(self.clicked)
        self.panels = SidePanels(self.board)
        self.layout = self.panels.layout
        self._view_said: list[Markup] = []
        """The panel's lines on the part of the board in view, as last shown."""
        self.board.on_window = self._window_moved
        super().__init__(host, game, level, self.layout)
        self._fit_board_to_size()
        self.new_play()
        self.refresh()

    @staticmethod
    def _model_for(settings: Settings, seed: int, pokemons: tuple[int, ...] | None = None) -> PokemonGame:
        """The board of these settings whose Pokémon are drawn from random.Random(seed) alone (as
        `arcade --plain pokemon --seed <seed>` places them, the options off), or are `pokemons` (a board again)."""
        return PokemonGame(settings.grid, settings.count, random.Random(seed),
                           safe_first_reveal=settings.safe_first_reveal, chording=settings.chording,
                           no_guess=settings.no_guess, question_marks=settings.question_marks,
                           pokemon_locations=pokemons)

    def _centre(self) -> tuple[int, int]:
        """Where the cursor starts: the middle of the board."""
        grid = self.settings.grid
        return grid.height // 2, grid.width // 2

    def _fit_board_to_size(self) -> None:
        """Cell width, header and legends for the board's width."""
        width = self.settings.grid.width
        self.board.cell_width = cell_width_for(width)
        self.board.top = header_rows(width)
        self.panels.show_legend(cell_width_for(width))

    # -- scores ----------------------------------------------------------------------------------
    def best_seconds(self) -> int | None:
        """The best time for this board (a preset's old best under its board key was renamed when the arcade's
        old scores file was imported: levels.toml names it `formerly`)."""
        best = self.level_best()
        value = best.get(self.game.best_by) if best is not None else None
        return int(value) if isinstance(value, int | float) else None

    # -- drawing ---------------------------------------------------------------------------------
    def _panel_lines(self) -> list[Markup]:
        """The status panel's lines."""
        return panel_lines(self.settings, self.model, self.elapsed(), self.best_seconds(), self.board,
                           self._kind())

    def _kind(self) -> str:
        """What the panels call a board that is not its preset's or custom: the day's."""
        return "daily" if self.daily is not None else ""

    def show_panels(self) -> None:
        """Redraw the status panels (the usual one and the narrow one) from the model."""
        self.panels.show(self.settings, self.model, self.elapsed(), self.best_seconds(), self._kind())

    def _window_moved(self) -> None:
        """The board's window was drawn: the panel says which part of a large board is in view, when that changed."""
        said = view_lines(self.board, self.settings.grid)
        if said != self._view_said:
            self._view_said = said
            self.show_panels()

    def show_time(self) -> None:
        """The timer's tick: redraw the panel, where the time shows."""
        self.show_panels()

    def draw_board(self, margin: int = SCROLL_MARGIN) -> None:
        """Redraw the board, keeping the cursor in view."""
        self.board.show_board(column_header(self.settings.grid.width), board_rows(self.model, self.cursor),
                              self.cursor, margin)
        self.layout.fit_board()

    def refresh(self) -> None:
        """Redraw the board and the panel from the model."""
        self.draw_board()
        self.show_panels()

    @property
    def min_size(self) -> tuple[int, int]:
        grid = self.settings.grid
        view_cols, view_rows = min(grid.width, MIN_VIEW_CELLS), min(grid.height, MIN_VIEW_CELLS)
        board_cols = LABEL_WIDTH + view_cols * cell_width_for(grid.width)
        board_rows_needed = header_rows(grid.width) + view_rows
        may_scroll = max(grid.width, grid.height) > MIN_VIEW_CELLS
        side_rows = len(panel_lines(self.settings, self.model, 0, None)) + may_scroll \
            + 2 + LEGEND_ROWS + 2  # a board that may scroll says which part is in view: a line more
        end_sizes = [Dialog(*self._end_parts(won)).preferred_size() for won in (False, True)]
        end_cols, end_rows = max(cols for cols, _ in end_sizes), max(rows for _, rows in end_sizes)
        form_rows = NewGameDialog(self.settings, lambda _s: None, lambda: None).rows((NEW_GAME_COLS,))
        return (max(board_cols + GameLayout.GAP + PANEL_WIDTH, end_cols, NEW_GAME_COLS),
                max(board_rows_needed, side_rows, end_rows, form_rows) + StatusBar.ROWS)

    def on_leave(self) -> None:
        self._stop_timer()

    def on_show(self) -> None:
        if is_custom(self.level_info):
            self.open_new_game(on_cancel=self.host.back_to_menu)  # Custom: the form first; Cancel goes back

    # -- actions ---------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.model.has_started() and not self.model.is_over()

    def move_cursor(self, d_row: int, d_col: int) -> None:
        """A move key: the cursor one cell that way."""
        row, col = self.cursor
        self.move_to(row + d_row, col + d_col)

    def to_row_end(self, last: bool) -> None:
        """Home or End: the cursor to the first or last cell of its row."""
        self.move_to(self.cursor[0], self.settings.grid.width - 1 if last else 0)

    def page(self, direction: int) -> None:
        """PgUp or PgDn: the cursor up or down by one screen of the board."""
        row, col = self.cursor
        self.move_to(row + direction * max(self.board.visible_rows, 1), col)

    def new_board_key(self) -> None:
        self.ask_then("Throw this board away and deal a new one of the same size?", self.new_board, title="New board?")

    def restart_key(self) -> None:
        """r: this board again from the start (asks during a game)."""
        if self.model.pokemon_locations is None:
            self.host.set_message(NOTHING_TO_RESTART)
            return
        self.ask_then("Throw this game away and play the same board again from the start?", self.restart)

    def move_to(self, row: int, col: int) -> None:
        """Move the cursor there, stopping at the edges."""
        grid = self.settings.grid
        self.cursor = min(max(row, 0), grid.height - 1), min(max(col, 0), grid.width - 1)
        self.draw_board()

    def clicked(self, button: int, row: int, col: int) -> None:
        """A mouse press on a cell: the cursor goes there; left button reveals, right button flags."""
        self.cursor = row, col
        kind = {LEFT_BUTTON: REVEAL_ACTION, RIGHT_BUTTON: FLAG_ACTION}.get(button)
        self._margin = 0  # a click never moves the board under the mouse
        try:
            if kind is not None:
                self.take_at_cursor(kind)
            else:
                self.draw_board()
        finally:
            self._margin = SCROLL_MARGIN

    def take_at_cursor(self, kind: str) -> None:
        """The player reveals or flags the cell under the cursor: an action of the game, once it is not over."""
        if self.model.is_over():
            self.host.set_message(GAME_OVER)
            self.draw_board()
        else:
            self.take([kind, self._cursor_index()])

    def _cursor_index(self) -> int:
        """The game-string index under the cursor."""
        return self.settings.grid.index(self.cursor)

    def _name(self, index: int) -> str:
        """A cell as the original names it, e.g. C4."""
        return self.settings.grid.cell_name(index)

    # -- the game in play as data ------------------------------------------------------------------
    def start_data(self) -> dict[str, Any]:
        """The settings, the board's seed and the screen's random source as it stands after drawing it (so a
        resumed game deals the same boards after this one)."""
        version, internal, gauss = self.rng.getstate()
        start = {**self.settings.data(), "seed": self.board_seed, "rng": [version, list(internal), gauss]}
        if self.board_pokemons is not None:
            start["pokemons"] = list(self.board_pokemons)
        return start

    def begin(self, start: dict[str, Any]) -> None:
        """The board a saved game started from: its settings (and the level they count as), its seed, and the
        random source where it stood; ValueError if the data does not describe one."""
        settings = Settings.from_data(start)
        seed, state = start.get("seed"), start.get("rng")
        if not (isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0):
            raise ValueError(f"no board seed: {seed!r}")
        if not (isinstance(state, list) and len(state) == 3 and isinstance(state[1], list)):
            raise ValueError("no state of the random source")
        try:
            self.rng.setstate((state[0], tuple(state[1]), state[2]))
        except (TypeError, ValueError, OverflowError) as error:
            raise ValueError(f"the random source's state does not fit: {error}") from None
        pokemons = start.get("pokemons")
        if pokemons is not None and not (isinstance(pokemons, list)
                                         and all(isinstance(cell, int) and not isinstance(cell, bool)
                                                 for cell in pokemons)):
            raise ValueError(f"no cells for the Pokémon: {pokemons!r}")
        self._set_board(settings, seed, tuple(pokemons) if pokemons is not None else None)

    def perform(self, action: Action) -> None:
        """Reveal or flag a cell ([kind, index]; the cursor goes there), or take the fatal reveal back."""
        kind, index = self.settings.grid.parse_action(action)
        if kind == UNDO_LOSS_ACTION:
            if not self.model.can_undo_loss():
                raise ValueError("no loss to take back")
            self.undo()
            return
        if kind == TIP_ACTION:
            tip = self.tip()
            if tip is None:
                raise ValueError("no cell to show a tip for")
            self.show_tip(tip)
            return
        assert index is not None
        if kind == FLAG_ACTION and self.model.is_won() and index in (self.model.pokemon_locations or ()):
            return  # a kept game from before the win flagged the Pokémon for the player: that flag is in place
        if self.model.is_over():
            raise ValueError(f"the game is over: {action!r}")
        self.cursor = self.settings.grid.position(index)
        if kind == REVEAL_ACTION:
            self.reveal()
        else:
            self.flag()

    def play_record(self) -> dict[str, Any]:
        """The start and the actions, and the seconds played so far (a resumed timer counts on from them)."""
        return {**super().play_record(), "elapsed": round(self.elapsed_seconds(), 3)}

    def resume(self, record: dict[str, Any]) -> None:
        """Rebuild a saved game by replaying its actions, then set the timer to the seconds it had been played."""
        elapsed = record.get("elapsed", 0) if isinstance(record, dict) else 0
        if not (isinstance(elapsed, int | float) and not isinstance(elapsed, bool) and math.isfinite(elapsed)
                and elapsed >= 0):
            raise ValueError(f"no time played: {elapsed!r}")
        self._close_form()  # Custom opens with the form: a saved custom game takes its place
        super().resume(record)  # replays with the base class's `replaying` set
        if self.model.is_over():
            raise ValueError("the saved game had ended")
        self._reset_timer()
        if self.model.has_started():
            self.started_at = self.clock() - elapsed
            self._schedule_tick()
        self.refresh()
        self.host.refresh_chrome()

    def replay_pace(self, record: dict[str, Any], seconds: float | None) -> float:
        """The timer counts from the first reveal to the last action: a kept game's own time ('elapsed') spread over
        the actions after its first reveal, so the panel's Time ends on the time kept (watching, casts)."""
        actions, elapsed = record.get("actions"), record.get("elapsed")
        if isinstance(actions, list) and isinstance(elapsed, int | float) and not isinstance(elapsed, bool) \
                and math.isfinite(elapsed) and elapsed > 0:
            first = next((number for number, action in enumerate(actions)
                          if isinstance(action, list) and action[:1] == [REVEAL_ACTION]), None)
            if first is not None and first < len(actions) - 1:
                return float(elapsed) / (len(actions) - 1 - first)
        return super().replay_pace(record, seconds)

    def progress(self) -> str:
        """Flags placed and time played, e.g. '3 flags, 1:02' (short: the menu's Continue line holds it at 80
        columns after the game's and the level's titles)."""
        flags = self.model.flags_placed()
        minutes, seconds = divmod(self.elapsed(), 60)
        return f"{flags} flag{'' if flags == 1 else 's'}, {minutes}:{seconds:02d}"

    @property
    def records_under(self) -> str:
        """The board's score key: a preset's level name, or size and count for a custom board ('9x9-12'), so each
        custom board has bests of its own (its save stays under the level it counts as); a daily's, its level's."""
        return self.level_name if day_of(self.level_info) is not None else self.settings.score_key

    # -- play ------------------------------------------------------------------------------------
    def _show_play(self) -> None:
        """Redraw after an action (not while a saved game is replayed: it is drawn once at the end)."""
        if not self.replaying:
            self.draw_board(self._margin)
            self.show_panels()

    def reveal(self) -> None:
        """Uncover the cell under the cursor and report what happened."""
        placed = self.model.pokemon_locations is not None
        result = self.model.reveal(self._cursor_index())
        if result in ("opened", "pokemon"):
            self._start_timer()
        name = self._name(self._cursor_index())
        messages = {
            "flagged": f"{name} is flagged: press f to take the flag off first.",
            "exposed": f"{name} is already uncovered.",
        }
        if not placed and self.model.guess_free is False:
            messages["opened"] = NOT_GUESS_FREE
        self.host.set_message(messages.get(result, ""))
        self._show_play()
        self._check_end()

    def flag(self) -> None:
        """Place or remove a flag on the cell under the cursor."""
        if not self.model.toggle_flag(self._cursor_index()):
            self.host.set_message(f"{self._name(self._cursor_index())} is uncovered: only covered cells take a flag.")
            self._show_play()
            return
        self.host.set_message("")
        self._show_play()
        self._check_end()

    def tip(self) -> Deduction | None:
        """The first cell deduction proves that the player has not acted on (covered and safe, or a Pokémon
        without its flag), in the order the rules find them, so its reason rests only on what is uncovered or
        flagged; None when there is none (or the game has not started or is over)."""
        model = self.model
        if model.is_over() or not model.has_started():
            return None
        if self._tip_for is None or self._tip_for[0] != model.game:
            found = deductions(model.game, model.grid, model.number_of_pokemons)
            tip = next((deduction for deduction in found
                        if not deduction.pokemon or model.game[deduction.cell] != FLAG), None)
            self._tip_for = model.game, tip
        return self._tip_for[1]

    def ask_tip(self) -> None:
        """The tip key: show a provable cell (an action of the game: it is then assisted), or say why there is
        none."""
        if self.model.is_over():
            self.host.set_message(GAME_OVER)
            return
        if not self.model.has_started():
            safe = self.settings.safe_first_reveal or self.settings.no_guess
            self.host.set_message(FIRST_TIP if safe else FIRST_TIP_UNSAFE)
        elif self.tip() is None:
            self.host.set_message(GUESS_NEEDED)
        else:
            self.offer_help(TIP_HELP, lambda: self.take(TIP_ACTION))

    def show_tip(self, tip: Deduction) -> None:
        """Put the cursor on the tip's cell and say why it is safe or a Pokémon."""
        self.tips_shown += 1
        grid = self.settings.grid
        self.cursor = grid.position(tip.cell)
        reason = tip.reason(grid)
        if not tip.pokemon and self.model.game[tip.cell] == FLAG:
            reason = reason.replace(" is safe:", " is safe (wrong flag):", 1)
        self.host.set_message(reason)
        self._show_play()

    def _deal(self, settings: Settings) -> None:
        """Put a new board of these settings in play, its seed drawn from the screen's random source."""
        self._set_board(settings, self.rng.getrandbits(32))

    def _set_board(self, settings: Settings, seed: int, pokemons: tuple[int, ...] | None = None) -> None:
        """Put the board of these settings and this seed (or these Pokémon: the board again) in play (the level it
        counts as, cursor, timer, layout)."""
        settings = self.settings = settings.choosing(settings.preset)  # Medium's board chosen as Intermediate stays so
        daily = self.daily
        again = daily is not None and seed == daily.settings[SEED_SETTING] and settings == settings_of(daily)
        self.level_info = daily if again else self.level_for(settings)  # the daily's board (again) is the daily
        self.model = self._model_for(settings, seed, pokemons)
        self.board_pokemons = pokemons
        self.board_seed = seed
        self.tips_shown = 0
        self._reset_timer()
        self.cursor = self._centre()
        self._fit_board_to_size()

    def new_board(self) -> None:
        """A new board of the same size and count (the original's ':)'), a new game in the records."""
        self._deal(self.settings)
        self.new_play()
        self.host.set_message(RESTARTED)
        self.refresh()

    def restart(self) -> None:
        """This board again from the start (Retry, r): the same Pokémon, all covered, a new game in the records; a
        win on it is no best (the player has seen the board). Before the Pokémon are placed there is no board yet:
        the game starts afresh as it was."""
        pokemons = self.model.pokemon_locations
        self._set_board(self.settings, self.board_seed, pokemons)
        self.new_play()
        self.host.set_message(SAME_BOARD if pokemons is not None else NOTHING_TO_RESTART)
        self.refresh()

    def level_for(self, settings: Settings) -> Level | None:
        """The level of the list a board counts as: its preset, else Custom."""
        levels = bundled_levels(self.game)
        preset = settings.preset
        wanted = (lambda level: level.name == preset.name) if preset is not None else is_custom
        return next((level for level in levels if wanted(level)), self.level_info)

    def next_level(self) -> Level | None:
        """Next goes on to the next preset when it holds more Pokémon (Easy → Medium → Hard, Beginner → Intermediate
        → Expert); Hard, Expert and custom boards have none."""
        preset = self.settings.preset
        following = super().next_level() if preset is not None else None
        if preset is None or following is None or is_custom(following):
            return None
        return following if int(following.settings.get("count", 0)) > preset.count else None

    def _check_end(self) -> None:
        """Stop the timer once the game is won or lost; record it and show the end dialog (not in a replay)."""
        if self.model.is_won() or self.model.is_lost():
            self._stop_timer()
            if not (self.replaying or self.watching):
                self._end(won=self.model.is_won())

    def end_figures(self) -> dict[str, Any]:
        """The board's figures as the records keep them: whole seconds (the best's), the exact time, 3BV, the 3BV
        done (all of it in a win) and the clicks."""
        model = self.model
        locations = model.pokemon_locations or ()
        return {"seconds": self.elapsed(), "time": round(self.elapsed_seconds(), 3),
                "3bv": three_bv(model.grid, locations),
                "3bv_done": three_bv_done(model.game, model.grid, locations), "clicks": clicks(self.actions)}

    def _win_lines(self, figures: dict[str, Any], kept: str) -> tuple[str, str, str]:
        """A win's sentence, its figures, and what became of the time (the records' line: 'New best.', not kept,
        played before, or '')."""
        return (f"{WON} {figures['seconds']} seconds.", figures_words(figures["3bv"], figures["time"],
                                                                    figures["clicks"]), kept)

    def _loss_lines(self, figures: dict[str, Any]) -> tuple[str, str, str]:
        """The loss sentence, how much of the board was done, and what Undo does."""
        where = self._name(self.model.lost_at) if self.model.lost_at is not None else "that cell"
        done = f"3BV {figures['3bv_done']} of {figures['3bv']} done · {figures['clicks']} clicks."
        return (f"A Pokémon hid at {where}: you scared them all away.", done,
                "Undo puts the board back as it was before that step.")

    def _end_parts(self, won: bool) -> tuple[str, str, list[Choice]]:
        """(title, message, choices) of the largest end dialog of this kind, for measuring it."""
        widest = {"3bv": 999, "3bv_done": 999, "clicks": 9999, "time": 0.5}
        lines = (*self._loss_lines(widest), UNDO_HELP_LINE) if not won else \
            (f"{WON} 99999 seconds.", figures_words(999, 0.001, 9999), HELP_NOTE)
        labels = [NEXT_LABEL, RETRY_LABEL, NEW_BOARD_LABEL, MENU_LABEL] if won else \
            [UNDO_LABEL, RETRY_LABEL, NEW_BOARD_LABEL, MENU_LABEL]
        keys = {NEXT_LABEL: "n", RETRY_LABEL: "r", NEW_BOARD_LABEL: "b", MENU_LABEL: "m", UNDO_LABEL: "u"}
        choices = [Choice(label, keys[label], lambda: None) for label in labels]
        return (WON_TITLE if won else LOST_TITLE), message_lines(*lines), choices

    def _end(self, won: bool) -> None:
        """Keep the game (a win's time is no best after a loss was taken back, a tip or a board known before) and
        show the end dialog."""
        figures = self.end_figures()
        undone, tipped, known = self.model.losses_undone > 0, self.tips_shown > 0, self.board_pokemons is not None
        helped_already = self.helped

        def message(kept: str) -> str:
            if kept == HELP_NOTE and known and not (undone or tipped or helped_already):
                kept = PLAYED_BEFORE
            lines = self._win_lines(figures, kept) if won else self._loss_lines(figures)
            self.host.set_message(lines[0])
            self.show_panels()
            return message_lines(*lines)
        undo = (lambda: self.take(UNDO_LOSS_ACTION)) if self.model.can_undo_loss() else None
        self.end_play(won, figures, message, retry=self.restart, undo=undo,
                      more=[Choice(NEW_BOARD_LABEL, "b", self.new_board, NEW_BOARD_HELP)], retry_help=RETRY_HELP,
                      assisted=won and (undone or tipped or known))

    def undo(self) -> None:
        """Take back the reveal that lost: the board as before it, the timer counting on."""
        lost_at = self.model.lost_at
        if not self.model.undo_loss():
            return
        self._continue_timer()
        self.host.set_message(f"Took back the step onto {self._name(lost_at)}." if lost_at is not None else "")
        if not self.replaying:
            self.refresh()
