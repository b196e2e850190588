"""Watching a best: a mode of its own that plays a level's best game back on the loop's alarm (a tasks.Tick).

It shows the recorded figures, and a screen that draws a clock (Pokémon's) reads the kept game's time, spread over
its actions as it was played (PlayClock), not the playback's own pace. It has a speed (+/-) and a pause (Space),
records and saves nothing, shows no end dialog, and any other key goes back to the list it came from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import urwid

from arcade.keys import Binding, KeyTable, Row
from arcade.levels import Level
from arcade.registry import Game
from arcade.ui.game import GameScreen
from arcade.ui.play_clock import DEFAULT_SPEED, PlayClock
from arcade.ui.tasks import Tick

SPEEDS = (1, 2, 4, 8, 16, 32)
"""Actions a second the playback can go at (DEFAULT_SPEED at first)."""
FASTER = Binding("faster", ("+", "="), "faster", "Play the best game back faster")
SLOWER = Binding("slower", ("-",), "slower", "Play the best game back slower")
PAUSE = Binding("pause", (" ", "p"), "pause", "Pause or go on")
WATCH_KEYS = KeyTable(Row(FASTER, "change_speed", 1), Row(SLOWER, "change_speed", -1), Row(PAUSE, "toggle_pause"))
"""The keys while a best is played back, handled by the Watcher's methods; any other key goes back."""
BEST_GAME = "the best game"
"""What a best played back is called (a level's history plays back other games: 'the game of today 14:05')."""
STOP_WORDS = "other keys: back"
WATCH_HINTS = ("+/- speed", "Space pause")
"""The watching keys as the status bar says them (WATCH_KEYS' rows say them in full)."""


class WatchHost(Protocol):
    """What watching needs of the shell."""

    loop: urwid.MainLoop | None
    current: urwid.Widget | None

    def set_message(self, message: str) -> None: ...

    def set_watch_hints(self, parts: list[str], pinned: str) -> None: ...


@dataclass
class Playback:
    """A kept game being played back on a screen: its actions, how far it got, its pace and where it came from."""

    screen: GameScreen
    actions: list[Any]
    figures: str
    """The recorded result, e.g. '11 moves'."""
    back: Callable[[], None]
    """Goes back to the list the best was chosen from, the cursor on its level."""
    tick: Tick
    """Takes the next action, 1/speed seconds apart (Space pauses it)."""
    clock: PlayClock
    """What the screen's clock reads: the kept game's time at the action played."""
    pace: float
    """The kept game's seconds between two actions on the screen's clock (GameScreen.replay_pace)."""
    what: str = "the best game"
    """Which kept game this is, as the status line names it."""
    done: int = 0
    speed: int = DEFAULT_SPEED

    @property
    def paused(self) -> bool:
        return self.tick.paused


class Watcher:
    """Plays kept games back, one at a time."""

    def __init__(self, host: WatchHost) -> None:
        self.host = host
        self.playback: Playback | None = None

    def start(self, screen: GameScreen, game: Game, level: Level, record: dict[str, Any], best: dict[str, Any],
              back: Callable[[], None], seconds: float | None = None, what: str = BEST_GAME) -> None:
        """Play this record back on a screen already shown (watching, begun from the record's start); seconds: its
        time on screen as kept, which the screen's clock follows; what: which game it is, as the lines name it
        ('the best game', 'the game of today 14:05')."""
        figures = game.best_figure(best) or ("a win" if what == BEST_GAME else "")
        tick = Tick(self.host, self._step, 1 / DEFAULT_SPEED, repeat=True,
                    shown=lambda: self.host.current is screen, gone=self._forget)
        actions = list(record["actions"])
        clock = PlayClock()
        screen.follow_clock(clock)
        self.playback = Playback(screen, actions, figures, back, tick, clock, screen.replay_pace(record, seconds), what)
        self.host.set_message(f"{what[:1].upper()}{what[1:]} of {level.title}{f': {figures}' if figures else ''}.")
        self._hints()
        tick.start()

    def _hints(self) -> None:
        playback = self.playback
        if playback is None:
            return
        state = "paused" if playback.paused else f"at {playback.speed}/s"
        if playback.done >= len(playback.actions):
            self.host.set_watch_hints([f"{playback.what}, played back"], "any key: back to the list")
        else:
            self.host.set_watch_hints([f"watching {state}", *WATCH_HINTS], STOP_WORDS)

    def _forget(self) -> None:
        """The screen played on is no longer shown: the playback is over (nothing to go back to)."""
        self.playback = None

    def _step(self) -> None:
        """One action of the game played back; after the last, its recorded result until a key."""
        playback = self.playback
        if playback is None:
            return
        if playback.done >= len(playback.actions):
            playback.tick.cancel()
            return
        playback.clock.now = (playback.done + 1) * playback.pace
        try:
            playback.screen.take(playback.actions[playback.done])
        except Exception as error:  # a kept game is data from disk: a failure to replay it is only a message
            playback.done = len(playback.actions)
            playback.tick.cancel()
            self.host.set_message(f"The game played back stopped: {type(error).__name__}. Any key goes back.")
            self._hints()
            return
        playback.done += 1
        if playback.done >= len(playback.actions):
            playback.tick.cancel()
            said = f": {playback.figures}" if playback.figures else ""
            self.host.set_message(f"That was {playback.what}{said}. Any key goes back to the list.")
            self._hints()

    def step_now(self) -> None:
        """Take the next action at once (tests; the alarm does it in play)."""
        if self.playback is not None:
            self.playback.tick.fire_now()

    def key(self, key: str) -> None:
        """A key while watching: WATCH_KEYS' (the speed, the pause) until the game played back ends; any other key,
        and any key after the end, goes back to the list."""
        playback = self.playback
        if playback is None:
            return
        if playback.done < len(playback.actions) and WATCH_KEYS.dispatch(self, key):
            self._hints()
        else:
            self.stop()

    def change_speed(self, step: int) -> None:
        """+ or -: the next speed up or down (1 to 32 actions a second)."""
        playback = self.playback
        assert playback is not None
        index = SPEEDS.index(playback.speed) + step
        playback.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, index))]
        playback.tick.reschedule(1 / playback.speed)

    def toggle_pause(self) -> None:
        """Space or p: pause, or go on."""
        playback = self.playback
        assert playback is not None
        if playback.paused:
            playback.tick.resume()
        else:
            playback.tick.pause()

    def stop(self) -> None:
        """Stop the playback and go back to the list it came from."""
        playback = self.playback
        if playback is None:
            return
        playback.tick.cancel()
        self.playback = None
        playback.back()
