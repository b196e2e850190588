"""The climb's compendium: a greedy climb played through the real shell notes in the store exactly what it showed
(the cards of the deck, rewards, shops and fights, the relics held and offered, the potions held and sold, the events
entered, the monsters fought), the compendium then lists exactly those by name and the rest as ???, and every text
it shows is the inspect dialog's for the same thing; the page fits 80×24 and 100×32, its keys move and close it, and
a store that cannot write never stops play.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest
import urwid

from arcade.games.spire.climb import cards, relics
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.run import BOSS_RELIC, EVENT, FIGHT, REWARD, SHOP_PHASE, Climb
from arcade.games.spire.climb.shop import CARD as SHOP_CARD
from arcade.games.spire.climb.shop import POTION as SHOP_POTION
from arcade.games.spire.climb.shop import RELIC as SHOP_RELIC
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb_ui.compendium import (
    CARD,
    KINDS,
    MONSTER,
    NOT_MET_TEXT,
    POTION,
    RELIC,
    UNMET,
    base_name,
    catalogue,
    known_things,
)
from arcade.games.spire.climb_ui.compendium import EVENT as EVENT_KIND
from arcade.games.spire.climb_ui.compendium_view import CompendiumPage
from arcade.games.spire.climb_ui.inspect_text import Entry, card_entry, potion_entry, relic_entry, relic_lines
from arcade.games.spire.climb_ui.inspect_view import InspectDialog
from arcade.games.spire.model import Strike
from arcade.randomness import SEED_VARIABLE
from arcade.store import Store, StoreError
from tests.pty_screen import TerminalSession
from tests.shell_session import ShellSession
from tests.spire.climb.test_screen import open_climb, screen_of, seeded  # noqa: F401  (the fixture: seed 2)

Met = dict[str, set[str]]


def flat(text: str) -> str:
    """Text without its spaces and box borders, to find a wrapped text whole in a screen's."""
    return re.sub(r"[\s│┌┐└┘─]", "", text)


def shown(climb: Climb) -> Met:
    """What the climb shows now, by phase, worked out apart from compendium.met_now: the reference."""
    run = climb.run
    seen: Met = {kind: set() for kind in KINDS}
    seen[CARD] |= {base_name(card.get_name()) for card in run.deck}
    seen[RELIC] |= {relic.id for relic in run.relics}
    seen[POTION] |= {potion for potion in run.potions if potion}
    if climb.phase == REWARD:
        seen[CARD] |= {card.get_name() for card in climb.offer}
    if climb.phase == BOSS_RELIC:
        seen[RELIC] |= set(climb.boss_relics)
    if climb.phase == SHOP_PHASE and climb.shop is not None:
        for item in climb.shop.items:
            seen[{SHOP_CARD: CARD, SHOP_RELIC: RELIC, SHOP_POTION: POTION}[item.kind]].add(item.what)
    if climb.phase == EVENT:
        seen[EVENT_KIND].add(climb.event_id)
    if climb.phase == FIGHT and climb.fight is not None:
        seen[MONSTER] |= {monster.get_name() for monster in climb.roster}
        player = climb.fight.get_player()
        seen[CARD] |= {base_name(card.get_name())
                       for card in (*player.get_hand(), *player.get_deck(), *player.get_discarded())}
    return seen


def inspected(session: ShellSession) -> list[Entry]:
    """The inspect dialog's entries where the climb stands (I pressed, read, closed)."""
    session.press("I")
    dialog = session.app.dialogs[-1]
    assert isinstance(dialog, InspectDialog)
    entries = list(dialog.entries)
    session.press("esc")
    return entries


def played(session: ShellSession, after_boss_relic: int = 5) -> tuple[Met, dict[str, tuple[str, ...]]]:
    """The greedy bot's IronClad climb on ARCADE_SEED 2 through its first shop and first boss relic, a few steps on:
    what each state showed (the reference), and the inspect dialog's text of each card, relic and monster it showed,
    by name."""
    session_screen = screen_of(session)
    rng, seen, texts = random.Random(1), {kind: set() for kind in KINDS}, {}
    left = None
    while left != 0:
        climb = screen_of(session).climb
        assert climb is not None and not climb.over
        for kind, names in shown(climb).items():
            seen[kind] |= names
        if climb.phase in (REWARD, BOSS_RELIC, SHOP_PHASE) or (climb.phase == FIGHT and climb.fight is not None
                                                                and climb.fight.turn == 1):
            for entry in inspected(session):
                detail = entry.detail[1:] if re.fullmatch(r".*: (\d+ gold|sold)", entry.detail[0]) else entry.detail
                name = re.sub(r" \d+$", "", detail[0].split(" · ")[0].split(":")[0])  # a monster's number off
                texts.setdefault(name, detail)  # a shop's price line left out
        if climb.phase == BOSS_RELIC and left is None:
            left = after_boss_relic
        left = left - 1 if left is not None else None
        screen_of(session).take(greedy_bot(climb, rng))
    assert screen_of(session) is session_screen
    climb = screen_of(session).climb
    assert climb is not None
    for kind, names in shown(climb).items():
        seen[kind] |= names
    return seen, texts


@pytest.fixture(scope="module")
def climbed(tmp_path_factory: pytest.TempPathFactory) -> tuple[ShellSession, Met, dict[str, tuple[str, ...]]]:
    """One climb for the tests that read what it met (seeded as test_screen's fixture does)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ARCADE_SEED", "2")
        session = open_climb(tmp_path_factory.mktemp("climbed"))
        session.press("1")
        seen, texts = played(session)
    return session, seen, texts


def test_a_climb_notes_exactly_what_it_showed(climbed: tuple[ShellSession, Met, dict[str, tuple[str, ...]]]) -> None:
    session, seen, _texts = climbed
    climb = screen_of(session).climb
    assert climb is not None
    offered_only = set(seen[RELIC]) - {relic.id for relic in climb.run.relics}
    assert offered_only, "the climb was offered relics it did not take (a boss's, a shop's)"
    assert seen[EVENT_KIND] >= {"opening"} and len(seen[MONSTER]) >= 5 and seen[POTION]
    for kind in KINDS:
        assert session.store.met("spire", kind) == seen[kind], kind
    assert Store(session.store.path).met("spire", RELIC) == seen[RELIC]  # kept in the file, not only this arcade


def compendium(session: ShellSession) -> CompendiumPage:
    """The compendium opened (C) over the screen."""
    session.press("C")
    page = session.app.dialogs[-1]
    assert isinstance(page, CompendiumPage)
    return page


def listed(page: CompendiumPage) -> list[tuple[str, str]]:
    """The section's entries as the list shows them: (its name in the store, the words on its row)."""
    rows = [page.walker[place].original_widget.text.strip() for place in page.places]
    return [(entry.name, row) for entry, row in zip(page.entries, rows, strict=True)]


def test_the_compendium_lists_what_was_met_by_name_and_the_rest_as_unmet(
        climbed: tuple[ShellSession, Met, dict[str, tuple[str, ...]]]) -> None:
    session, seen, _texts = climbed
    page = compendium(session)
    try:
        for number, section in enumerate(catalogue()):
            assert page.section == number
            titles = {entry.name: entry.title for entry in page.entries}
            for name, row in listed(page):
                assert row == (titles[name] if name in seen[section.kind] else UNMET), (section.title, name)
            found, total = section.count_met(seen[section.kind])
            assert f"{section.title} {found}/{total}" in session.text()
            assert f" Compendium · {section.title}: {found} of {total} met " in session.text()
            for place, entry in enumerate(page.entries):
                page.highlight(place)
                assert page.shown_text() == (entry.detail if entry.name in seen[section.kind] else NOT_MET_TEXT)
            session.press("tab")
        assert page.section == 0
    finally:
        session.press("esc")
    assert not session.app.dialogs


def test_each_text_is_the_inspect_dialogs_for_the_same_thing(
        climbed: tuple[ShellSession, Met, dict[str, tuple[str, ...]]]) -> None:
    """A card, relic or potion's text is the inspect dialog's whole (as the climb showed it, and as its builders
    make it); a monster's rule is, and its moves are, but for the mark on its next one."""
    _session, seen, texts = climbed
    things = {(entry.kind, entry.name): entry for entry in known_things()}
    run = RunState("ironclad", 80, 80, [Strike()])
    compared = 0
    for name in seen[CARD]:
        card = cards.card_named(name)
        assert card is not None
        assert things[CARD, name].detail == card_entry(card).detail
        if name in texts:
            assert things[CARD, name].detail == texts[name]
            compared += 1
    for relic_id in seen[RELIC]:
        relic = relics.relic(relic_id)
        # the inspect dialog's entry, less the counter that follows where the relic has one (Tally Stick's)
        assert things[RELIC, relic_id].detail == relic_entry(relic, run).detail[:2] == relic_lines(relic)
        if relic.name in texts:
            assert things[RELIC, relic_id].detail == texts[relic.name][:2]  # a counter follows, where it has one
            compared += 1
    for potion_id in seen[POTION]:
        assert things[POTION, potion_id].detail == potion_entry(potion_id).detail
    for name in seen[MONSTER]:
        ours = things[MONSTER, name].detail
        theirs = texts[name]
        assert rule(theirs, name) == rule(ours, name)
        moves = [re.sub(r"% HP \(\d+\)", "% HP", line.replace("▶ next", "      ")) for line in theirs[theirs.index(next(
            (line for line in theirs if line.startswith("Its moves")), theirs[-1])):]]
        if any(line.startswith("Its moves") for line in theirs):
            assert ours[-len(moves):] == tuple(moves), name
        assert [line for line in theirs if line.startswith("Power:")] == [line for line in ours
                                                                            if line.startswith("Power:")], name
        compared += 1
    assert compared >= 15


ROLLED = ("Louse", "JawWorm")
"""The monsters whose rule says a number of the one in the fight: the louse's roll, the damage the worm has taken (the
compendium says the range rolled from, and none taken)."""


def rule(lines: tuple[str, ...], name: str) -> list[str]:
    """A monster's rule line, its numbers left out for a monster whose rule says the one in the fight's."""
    found = [line for line in lines if line.startswith("Rule:")]
    return [re.sub(r"\d+(–\d+)?", "N", line) for line in found] if name in ROLLED else found


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
def test_every_text_fits_the_page_whole_at_both_sizes(size: tuple[int, int]) -> None:
    """Every entry met: its row in view, highlighted, and its whole text beside the list (22 or 30 rows above the
    status bar)."""
    met = {kind: set() for kind in KINDS}
    for entry in known_things():
        met[entry.kind].add(entry.name)
    page = CompendiumPage(met, lambda: None)
    room = (size[0], size[1] - 2)
    for number, _section in enumerate(catalogue()):
        page.section = number
        page.show_section()
        for place, entry in enumerate(page.entries):
            page.highlight(place)
            urwid.CanvasCache.clear()
            drawn = [row.decode() for row in page.render(room).text]
            assert len(drawn) == room[1] and all(urwid.calc_width(line, 0, len(line)) == size[0] for line in drawn)
            assert flat("".join(entry.detail)) in flat("".join(line.split("│", 2)[-1] for line in drawn)), entry
            assert any(f" {entry.title}" in line for line in drawn), entry


TOTAL = sum(len(section.names()) for section in catalogue())
"""How many things the compendium lists."""


def tabs(*found: int) -> str:
    """The sections' line with so many of each section's things met ('Cards 3/35  Relics 1/29 …')."""
    return "  ".join(f"{section.title} {count}/{len(section.names())}"
                     for section, count in zip(catalogue(), found, strict=True))


def test_the_keys_move_page_and_close(tmp_path: Path) -> None:
    session = open_climb(tmp_path)
    assert f"C  the compendium: 0 of {TOTAL} things met" in session.text()
    page = compendium(session)
    assert page.section == 0 and page.cursors[0] == 0 and "Not met yet" in session.text()
    session.press("j", "s", "down")
    assert page.cursors[0] == 3
    session.press("k")
    assert page.cursors[0] == 2
    session.press("end")
    assert page.cursors[0] == len(page.entries) - 1
    session.press("down")
    assert page.cursors[0] == 0  # round to the first
    session.press("page down")
    assert page.cursors[0] > 5
    session.press("home", "right", "l", "d")
    assert page.section == 3
    session.press("a", "shift tab", "h", "left")
    assert page.section == len(catalogue()) - 1
    session.press("?")
    assert session.app.dialogs[-1] is not page and "Close the compendium" in session.text()
    session.press("esc")
    for close in ("q", "C", "esc"):
        assert session.app.dialogs[-1] is page
        session.press(close)
        assert not session.app.dialogs
        page = compendium(session)
        assert page.section == len(catalogue()) - 1  # it opens where it was left
    session.press("q")
    assert screen_of(session).climb is None and "Choose your character" in session.text()


def test_a_click_highlights_an_entry_and_the_wheel_moves() -> None:
    page = CompendiumPage({kind: set() for kind in KINDS}, lambda: None)
    size = (80, 22)
    page.render(size)
    assert page.cursors[0] == 0
    page.mouse_event(size, "mouse press", 1, 5, 6, True)  # borders, sections, rule, heading, then the entries
    assert page.cursors[0] == 2 and page.walker[page.places[2]].attr_map == {None: "button focus"}
    page.mouse_event(size, "mouse press", 5, 5, 6, True)
    page.mouse_event(size, "mouse press", 5, 5, 6, True)
    page.mouse_event(size, "mouse press", 4, 5, 6, True)
    assert page.cursors[0] == 3


def test_a_climb_in_progress_opens_it_over_its_phase_and_counts_what_it_met(tmp_path: Path) -> None:
    session = open_climb(tmp_path)
    session.press("3")
    assert "The Fork at the Foot" in session.text()
    page = compendium(session)
    assert tabs(4, 1, 0, 1, 0) in session.text()
    session.press("tab", "tab", "tab")
    assert next(row for _name, row in listed(page)) == "The Fork at the Foot"
    assert flat("The Fork at the Foot") in flat(session.text())
    session.press("q")
    assert "The Fork at the Foot" in session.text() and not session.app.dialogs


def test_a_store_that_cannot_write_never_stops_play(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = open_climb(tmp_path)

    def refuse(*args: object) -> int:
        raise StoreError("disk full")

    monkeypatch.setattr(session.store, "note_met", refuse)
    session.press("1", "1", "e")  # the opening's first choice, then leave for the map
    climb = screen_of(session).climb
    assert climb is not None and climb.phase == "map"
    page = compendium(session)
    assert ("Strike", "Strike") in listed(page)  # shown met while this screen lasts
    assert session.store.met("spire", CARD) == set()


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_the_real_arcade_at_80_by_24_keeps_what_was_met_for_the_next_arcade(tmp_path: Path) -> None:
    """The opening's event and the IronClad's deck and relic are met as a climb starts; given up, the climb leaves
    no save, and a second arcade on the same data directory counts them on its character page and lists them."""
    data = tmp_path / "data"
    first = TerminalSession(["spire", "climb"], 80, 24, {SEED_VARIABLE: "2"}, data_dir=data)
    try:
        first.wait_for(f"0 of {TOTAL} things met")
        first.press("1")
        first.wait_for("The Fork at the Foot")
        first.press("C")
        first.wait_for(tabs(3, 1, 0, 1, 0))
        first.press("q")
        first.wait_gone("Compendium")
        first.press("r")
        first.wait_for("New climb?")
        first.press("y")
        first.wait_for(f"5 of {TOTAL} things met")
        first.press("q")
        first.wait_gone(f"5 of {TOTAL} things met")
    finally:
        first.close()
    second = TerminalSession(["spire", "climb"], 80, 24, {SEED_VARIABLE: "2"}, data_dir=data)
    try:
        second.wait_for(f"5 of {TOTAL} things met")
        second.press("C", "right")
        second.wait_for("Ember Heart · starter relic")
        second.wait_for("After each fight won, heal 6 HP.")
        assert second.text().count("???") >= 12 and "Tripwire" not in second.text()  # the Silent's, not met
    finally:
        second.close()
