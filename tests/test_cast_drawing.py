"""How a cast is drawn (arcade/ui/cast.py's CastDisplay and Casting), frame by frame: the first frame clears the
terminal, later ones send only the rows that changed (nothing when nothing did), the display keeps the last frame's
text, the cast is drawn in UTF-8 whatever urwid was set to, and a kept game without its actions is one line. A cast
that cleared the screen on every frame or redrew every row would still end on the right screen, so these rules are
checked on the output itself."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import urwid

from arcade.errors import ArcadeError
from arcade.kept_games import KeptGame
from arcade.levels import find_level
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.cast import START, Casting, CastSettings, record_cast, sgr
from tests.shell_session import ShellSession
from tests.test_cast import played_back, read_cast

SOKOBAN = find_game("sokoban")
MAZE1 = find_level(SOKOBAN, "maze1")
RECORD = {"format": 1, "start": {}, "actions": ["d", "s", "s"]}


def kept(record: dict[str, object] = RECORD) -> KeptGame:
    return KeptGame(record, MAZE1, MAZE1.path if MAZE1 else None, True, 6.0, "3 moves")


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / DATABASE_FILE)


@pytest.fixture
def utf8_afterwards() -> Iterator[None]:
    yield
    urwid.set_encoding("utf8")


def rows_sent(output: str) -> list[int]:
    """The rows a piece of output places the cursor on to draw, in order."""
    return [int(row) for row in re.findall(r"\x1b\[(\d+);1H", output)]


def test_only_the_first_frame_clears_the_terminal_and_draws_every_row(store: Store) -> None:
    _header, events = read_cast(record_cast(store, SOKOBAN, kept(), CastSettings(80, 24, 256)))
    assert events[0][1].startswith(START) and rows_sent(events[0][1]) == list(range(1, 25))
    assert all(START not in output for _at, output in events[1:])


def test_a_later_frame_sends_the_rows_that_changed_and_nothing_when_none_did(store: Store) -> None:
    casting = Casting(store, SOKOBAN, kept(), CastSettings(80, 24, 256))
    casting.draw()
    before = list(casting.display.lines)
    assert len(before) == 24 and any("Moves made: 0" in line for line in before)
    assert casting.draw() == ""  # nothing changed: nothing sent
    casting.screen.take("d")
    output = casting.draw()
    after = casting.display.lines
    assert any("Moves made: 1" in line for line in after)
    changed = [number + 1 for number, (old, new) in enumerate(zip(before, after, strict=True)) if old != new]
    assert changed and set(changed) <= set(rows_sent(output)) and len(rows_sent(output)) < 24
    assert rows_sent(output) == sorted(set(rows_sent(output)))


def test_a_cast_is_drawn_in_utf8_whatever_urwid_was_set_to(store: Store, utf8_afterwards: None) -> None:
    """Under a locale urwid reads as not UTF-8 the cast still draws the board's ▒ walls, and says so to urwid."""
    urwid.set_encoding("ascii")
    _header, events = read_cast(record_cast(store, SOKOBAN, kept()))
    assert urwid.util.get_encoding() == "utf8"
    assert "▒" in events[0][1]


def test_a_kept_game_without_its_actions_cannot_be_drawn(store: Store) -> None:
    for record in ({"format": 1, "start": {}}, {"format": 1, "start": {}, "actions": "dss"}):
        with pytest.raises(ArcadeError) as raised:
            Casting(store, SOKOBAN, kept(record), CastSettings())
        assert str(raised.value) == "the kept game has no actions to draw"


def test_a_terminal_too_narrow_or_too_short_for_the_level_is_refused_with_the_size_it_needs(store: Store) -> None:
    """First Push needs 61×20: one column or one row short is refused, saying the --size to try; 61×20 is drawn."""
    for cols, rows in ((60, 40), (200, 19)):
        with pytest.raises(ArcadeError) as raised:
            Casting(store, SOKOBAN, kept(), CastSettings(cols, rows, 256))
        assert str(raised.value) == "Fancy Sokoban · First Push needs a terminal of at least 61×20: try --size 61x20"
    assert Casting(store, SOKOBAN, kept(), CastSettings(61, 20, 256)).draw().startswith(START)


def test_a_kept_game_whose_start_does_not_rebuild_is_one_line_naming_the_game_and_the_error(store: Store) -> None:
    """A Pokémon record without its start: the board cannot be rebuilt from nothing ({} stands for no start)."""
    pokemon = find_game("pokemon")
    record = {"format": 1, "actions": []}
    with pytest.raises(ArcadeError) as raised:
        Casting(store, pokemon, KeptGame(record, find_level(pokemon, "easy"), None, True, None, "0 flags"),
                CastSettings())
    assert str(raised.value) == "that pokemon game cannot be drawn: ValueError: no board size from 1 to 26: None"


def test_a_kept_game_that_stops_replaying_names_the_action_by_its_number(store: Store) -> None:
    record = {"format": 1, "start": {}, "actions": ["d", "bogus", "s"]}
    with pytest.raises(ArcadeError) as raised:
        record_cast(store, SOKOBAN, kept(record))
    assert str(raised.value) == ("the kept game stopped replaying at action 2: ValueError: not a Fancy Sokoban "
                                 "action: 'bogus'")


def test_pokemons_timer_follows_the_time_on_screen_when_the_game_kept_no_time_of_its_own(store: Store) -> None:
    """A record without the timer's 'elapsed' (an older save): its 180 s on screen over 3 actions are 60 s an
    action, and the timer runs from the first reveal (action 1) to the last (action 3): 120 s."""
    pokemon = find_game("pokemon")
    easy = find_level(pokemon, "easy")
    session = ShellSession(pokemon, easy, store, size=(80, 24))
    session.press("enter", "right", "right", "f", "down", "enter")
    record = session.app.current.play_record()
    record.pop("elapsed", None)
    assert len(record["actions"]) == 3
    terminal = played_back(record_cast(store, pokemon, KeptGame(record, easy, None, True, 180.0, "1 flag")))
    assert any("Time: 120 s " in line for line in terminal.display)


@pytest.mark.parametrize(("foreground", "background", "expected"), [
    ("dark red", "dark red", "\x1b[0;31;41m"), ("white", "dark gray", "\x1b[0;97;100m"),
    ("dark gray", "light red", "\x1b[0;90;101m"), ("brown", "white", "\x1b[0;33;107m"),
    ("dark cyan", "light gray", "\x1b[0;36;47m")])
def test_the_16_colours_are_the_basic_codes_then_the_bright_ones(foreground: str, background: str,
                                                                 expected: str) -> None:
    """Colours 0-7 are 30-37 (foreground) and 40-47 (background); 8-15, the bright ones, 90-97 and 100-107."""
    assert sgr(urwid.AttrSpec(foreground, background, 16), 16) == expected


def test_the_header_keeps_the_timestamp_given_and_names_the_shell(store: Store,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The SHELL of the environment, /bin/sh when there is none; a timestamp given (a test's, a fixed build's) is
    the one written."""
    monkeypatch.setenv("SHELL", "/bin/zsh")
    header, _events = read_cast(record_cast(store, SOKOBAN, kept(), timestamp=1_800_000_000))
    assert (header["timestamp"], header["env"]["SHELL"]) == (1_800_000_000, "/bin/zsh")
    monkeypatch.delenv("SHELL")
    header, _events = read_cast(record_cast(store, SOKOBAN, kept(), timestamp=1_700_000_000))
    assert (header["timestamp"], header["env"]["SHELL"]) == (1_700_000_000, "/bin/sh")


def test_the_cast_is_utf8_text_with_its_times_to_the_microsecond(store: Store) -> None:
    """The walls and the title's dots are written as themselves (not \\u escapes; only the terminal's ESC is one),
    and the times of a pace of a third of a second are rounded to six places: 1 s on screen over 3 actions."""
    timed = KeptGame(RECORD, MAZE1, MAZE1.path if MAZE1 else None, True, 1.0, "3 moves")
    text = record_cast(store, SOKOBAN, timed, timestamp=1_800_000_000)
    assert "\\u2592" not in text and "\\u00b7" not in text and "▒" in text
    assert "arcade · Fancy Sokoban · First Push · 3 moves" in text
    times = [line.split(",")[0] for line in text.splitlines()[1:]]
    assert times == ["[0.0", "[1.0", "[1.333333", "[1.666667", "[2.0", "[4.0"]


def test_the_game_s_own_colours_are_registered_on_the_cast_display(store: Store) -> None:
    """Fancy Sokoban's potions have palette names of their own: the cast's display knows them (else they would be
    drawn in the default colours)."""
    casting = Casting(store, SOKOBAN, kept(), CastSettings())
    names = {entry[0] for entry in casting.screen.palette}
    assert names and names <= set(casting.display._palette)


def test_the_cast_ends_with_the_final_screen_held_two_seconds_sending_nothing(store: Store) -> None:
    _header, events = read_cast(record_cast(store, SOKOBAN, kept()))
    assert events[-1][1] == "" and events[-1][0] == events[-2][0] + 2.0
