"""The climb's screen in-process through the real shell: it opens at its character choice, every phase (and aiming,
choosing a card to remove, the end) fits 80×24 and 100×32, each phase's keys act, and leaving anywhere and opening
the level again resumes the same climb. Climbs are played by the pure layer's greedy bot through `screen.take`, the
way the keys take their actions.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import urwid

from arcade.games.spire.classic.preview import CardPreview, Hit, preview_text
from arcade.games.spire.climb import bestiary, potions, rewards, rules, run
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.events import OPENING
from arcade.games.spire.climb.map import BOSS, FLOORS, KINDS, MONSTER, SHOP, TREASURE, Node
from arcade.games.spire.climb.run import EVENT, FIGHT, MAP, SHOP_PHASE, Climb
from arcade.games.spire.climb.state import CURRENT_RULES
from arcade.games.spire.climb_ui.character_view import climb_character_page
from arcade.games.spire.climb_ui.map_view import SIDE_WIDTH, map_page, node_words
from arcade.games.spire.climb_ui.parts import Paragraph
from arcade.games.spire.climb_ui.screen import AIMING, REMOVING, ClimbScreen
from arcade.games.spire.history import run_history
from arcade.levels import bundled_levels
from arcade.randomness import SEED_VARIABLE
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, FinishedGame, Store
from tests.shell_session import ShellSession

GAME = find_game("spire")
CLIMB = next(level for level in bundled_levels(GAME) if level.name == "climb")
SIZES = ((80, 24), (100, 32))


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seed whose first IronClad climb the greedy bot takes through every phase (into act 3)."""
    monkeypatch.setenv(SEED_VARIABLE, "2")


def open_climb(tmp_path: Path, size: tuple[int, int] = (80, 24), store: Store | None = None) -> ShellSession:
    session = ShellSession(None, None, store or Store(tmp_path / DATABASE_FILE), size)
    session.app.start_level(GAME, CLIMB)
    session.lines()
    return session


def screen_of(session: ShellSession) -> ClimbScreen:
    assert isinstance(session.app.current, ClimbScreen)
    return session.app.current


def bot_steps(session: ShellSession, limit: int = 4000) -> Iterator[Climb]:
    """Let the greedy bot climb, yielding the climb before each of its actions (dialogs closed first)."""
    rng = random.Random(1)
    for _ in range(limit):
        screen = screen_of(session)  # a resumed climb is on a new screen
        climb = screen.climb
        if climb is None or climb.over:
            return
        while session.app.dialogs:
            session.press("esc")
        yield climb
        screen_of(session).take(greedy_bot(screen_of(session).climb, rng))


def drawn_lines(session: ShellSession) -> list[tuple[urwid.Text, str, int]]:
    """The page drawn afresh: each line of each Text, with the Text and the columns it was given."""
    found: list[tuple[urwid.Text, str, int]] = []
    original = urwid.Text.render

    def render(text: urwid.Text, room: tuple[int, ...], focus: bool = False) -> urwid.Canvas:
        if room:
            words, _attrs = text.get_text()
            found.extend((text, line, room[0]) for line in words.split("\n"))
        return original(text, room, focus)

    urwid.Text.render = render  # type: ignore[method-assign]
    try:
        urwid.CanvasCache.clear()
        session.lines()
    finally:
        urwid.Text.render = original  # type: ignore[method-assign]
        urwid.CanvasCache.clear()
    return found


def too_wide(line: str, width: int) -> bool:
    """True when the line takes more columns than it was given."""
    return urwid.calc_width(line, 0, len(line)) > width


def check_fits(session: ShellSession, size: tuple[int, int], what: str) -> None:
    """The page is no taller than the screen above the status bar, and no line of it wraps or runs off."""
    screen = screen_of(session)
    pile = screen._w.base_widget  # centred: Filler → Padding → the page's Pile
    assert pile.rows((min(size[0], 80 if size[0] < 94 else 94),)) <= size[1] - 2, what
    found = [(line, width) for text, line, width in drawn_lines(session)
             if not (text.wrap == urwid.WrapMode.ELLIPSIS or isinstance(text, Paragraph))  # cut or wrapped on purpose
             and too_wide(line, width)]
    assert [line for line in found if not line[0].startswith(("Back to the level list",))] == [], what
    assert session.lines()[-1].rstrip().endswith(("q/Esc back", "q/Esc menu", "q/Esc levels", "? help")), what


def test_the_climb_is_first_in_the_list_and_opens_at_its_character_choice(tmp_path: Path) -> None:
    assert bundled_levels(GAME)[0].name == "climb" and CLIMB.path is None
    session = open_climb(tmp_path)
    text = session.text()
    assert "Choose your character" in text and "The Climb" in text and "Difficulty" in text
    assert "Starting relic: Ember Heart" in text
    session.press("right")
    assert "opens once a climb at difficulty 0 is won" in session.app.status.hint_text + session.text()
    session.press("down", "enter")
    screen = screen_of(session)
    assert screen.climb is not None and screen.climb.run.character == "silent"
    assert (screen.climb.phase, screen.climb.event_id) == (EVENT, OPENING.id)
    assert "The Fork at the Foot" in session.text() and "Choose: ↑↓ and Enter, or a number." in session.text()
    session.press("2", "e")
    assert screen.climb.phase == MAP and "Act 1: floors" in session.text()
    assert screen.start_data()["mode"] == "climb" and screen.start_data()["difficulty"] == 0


@pytest.mark.parametrize("size", SIZES)
def test_every_phase_fits(tmp_path: Path, size: tuple[int, int]) -> None:
    session = open_climb(tmp_path, size)
    check_fits(session, size, "character page")
    session.press("1")
    seen: set[str] = set()
    for climb in bot_steps(session):
        screen = screen_of(session)
        if climb.phase not in seen:
            seen.add(climb.phase)
            check_fits(session, size, climb.phase)
            if climb.phase == SHOP_PHASE and screen.removal_choices():
                session.press("x")
                assert screen.mode == REMOVING
                check_fits(session, size, "removing")
                session.press("esc")
        if climb.phase == FIGHT and "aiming" not in seen and len(climb.fight.get_monsters()) > 1:
            hand = climb.fight.get_player().get_hand()
            attack = next((n for n, card in enumerate(hand, 1) if card.requires_target()
                           and ["play", n, 1] in climb.legal_actions()), None)
            if attack is not None:
                session.press(str(attack))
                assert screen.mode == AIMING
                seen.add("aiming")
                check_fits(session, size, "aiming")
                session.press("esc")
    assert {"map", "fight", "reward", "rest", "shop", "event", "treasure", "boss relic", "aiming"} <= seen
    assert session.app.dialogs[-1].title in ("You won!", "You lost")
    session.app.close_dialog()  # the page left under the end dialog
    check_fits(session, size, "the end")
    assert "The climb is over" in session.text()


def test_the_keys_of_the_map_the_fight_and_the_dialogs(tmp_path: Path) -> None:
    session = open_climb(tmp_path)
    session.press("1", "1", "e")  # the Ironclad, the opening's Hardy start, then the map
    screen = screen_of(session)
    climb = screen.climb
    assert climb is not None
    session.press("right")
    assert screen.cursor == 1
    for key, title in (("c", "Deck"), ("v", "Relics")):
        session.press(key)
        assert session.app.dialogs and session.app.dialogs[-1].title == title
        session.press("esc")
    session.press("o")
    assert "No potions" in session.text()
    climb.run.potions[0] = "fire_flask"
    session.press("o")
    assert session.app.dialogs and session.app.dialogs[-1].title == "Potions"
    assert session.lines()[-1].rstrip().endswith("? help  o/q/Esc close")
    session.press("o")  # the key that opened it closes it
    assert not session.app.dialogs
    climb.run.potions[0] = None
    session.press("1")  # the first node: floor 0 is all monster fights
    assert climb.phase == FIGHT
    text = session.text()
    assert "Act 1 · floor 1" in text and "intent:" in text and "potions 0 (o)" in text
    session.press("e")
    assert climb.fight is not None and climb.fight.turn == 2
    assert climb.actions == [["choose", 1], "leave", ["go", climb.path[0][1]], "end turn"]


def test_leaving_mid_fight_in_a_shop_and_in_an_event_resumes_the_same_climb(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    session = open_climb(tmp_path, store=store)
    session.press("1")
    left: set[str] = set()
    for climb in bot_steps(session):
        phase = climb.phase
        mid_fight = phase == FIGHT and climb.fight is not None and climb.fight.turn == 2
        if (phase in ("shop", "event") and phase not in left) or (mid_fight and FIGHT not in left):
            left.add(phase)
            figures, actions = climb.figures(), list(climb.actions)
            session.press("q")  # back to the level list: saved
            assert "Saved" in session.text()
            session.app.start_level(GAME, CLIMB)
            again = screen_of(session).climb
            assert again is not None and again is not climb
            assert (again.figures(), again.phase, again.actions) == (figures, phase, actions)
            if len(left) == 3:
                return
    pytest.fail(f"the climb ended having left only in {left}")


def test_a_save_that_does_not_replay_is_dropped(tmp_path: Path) -> None:
    store = Store(tmp_path / DATABASE_FILE)
    start = {"mode": "climb", "character": "ironclad", "seed": 3, "difficulty": 0}
    store.save_game("spire", "climb", {"play": {"format": 1, "start": start, "actions": [["go", 99]]}}, "x")
    session = open_climb(tmp_path, store=store)
    assert screen_of(session).climb is None and "Choose your character" in session.text()
    assert store.saved_game("spire", "climb") is None


def test_the_end_is_recorded_and_the_history_tells_a_climb() -> None:
    figures = {"turns": 40, "character": "ironclad", "act": 1, "floor": 6, "difficulty": 0,
               "killed_by": "Cinder Tick", "deck": ["Strike"] * 5 + ["Defend"] * 4 + ["Bash"],
               "relics": ["Ember Heart"], "gold": 120, "hp": 0, "max_hp": 80}
    lines = run_history([FinishedGame("climb", "lost", figures, False, 0.0, 1.0)])
    assert lines[1].split() == ["climb", "IronClad", "lost", "act", "1", "floor", "6", "difficulty", "0"]
    assert lines[2].strip() == "killed by Cinder Tick · 120 gold · 1 relic: Ember Heart"
    assert lines[3].strip() == "10 cards: 5 Strike, 4 Defend, Bash"
    assert all(len(line) <= 74 for line in lines)


def test_the_preview_marks_a_lethal_hit() -> None:
    assert preview_text(CardPreview((Hit(6, 2, True),), 0, 0), 14) == "dmg 2☠"
    assert preview_text(CardPreview((Hit(9, 9, True), Hit(9, 4)), 0, 0), 14) == "dmg 9☠/4"
    assert preview_text(CardPreview((Hit(6, 6),), 5, 0), 14) == "dmg 6 · blk 5"


def test_a_won_climb_opens_the_next_difficulty_and_no_further(tmp_path: Path) -> None:
    """Difficulty 1 stays shut until a climb at 0 is won on this level; then → reaches 1 and no further."""
    store = Store(tmp_path / DATABASE_FILE)
    session = open_climb(tmp_path, store=store)
    screen = screen_of(session)
    assert screen.unlocked == 0
    assert "unlocked: 0; win a climb to unlock the next" in session.text()
    session.press("right")
    assert screen.difficulty == 0 and "opens once a climb at difficulty 0 is won" in session.text()
    store.record_game("spire", "climb", "won", {"turns": 300, "difficulty": 0, "character": "silent"}, "turns")
    store.record_game("spire", "game1", "won", {"turns": 5, "difficulty": 3}, "turns")  # another level: no key
    reopened = open_climb(tmp_path, store=store)
    screen = screen_of(reopened)
    assert screen.unlocked == 1
    assert "unlocked: 0-1; win a climb to unlock the next" in reopened.text()
    reopened.press("right")
    assert screen.difficulty == 1 and "Fierce elites" in reopened.text()
    reopened.press("right")
    assert screen.difficulty == 1


def test_watching_a_won_climbs_best_plays_its_actions_to_the_win(tmp_path: Path) -> None:
    """A won climb kept with its replay is watched from the level list (b) step by step to the won climb, with no
    end dialog and nothing recorded."""
    from arcade.games.spire.climb.bots import play_climb
    from arcade.ui.game import SAVE_FORMAT
    from tests.shell_session import FakeLoop

    seed = next(seed for seed in range(200)
                if play_climb(Climb("silent", seed), greedy_bot, random.Random(seed)).phase == "won")
    won = play_climb(Climb("silent", seed), greedy_bot, random.Random(seed))
    store = Store(tmp_path / DATABASE_FILE)
    start = {"mode": "climb", "character": "silent", "seed": seed, "difficulty": 0, "fight_rules": CURRENT_RULES}
    store.record_game("spire", "climb", "won", won.figures(), "turns",
                      replay={"format": SAVE_FORMAT, "start": start, "actions": won.actions})
    session = ShellSession(None, None, store, (80, 24))
    loop = FakeLoop()
    session.app.loop = loop
    session.app.start_level(GAME, CLIMB)
    session.press("q")  # the character page is no game in progress: back to the level list
    assert session.app.place == "chooser"
    session.app.current.focus_on(0)  # the climb, first in the list
    session.press("b")
    assert "The best game of The Climb" in session.text()
    watched = screen_of(session).climb
    for _ in range(len(won.actions) + 5):
        if watched is None or watched.over:
            break
        loop.fire()
    assert watched is not None and watched.phase == "won" and watched.actions == won.actions
    assert session.app.dialogs == [] and store.game_record("spire").played == 1


def test_a_climbs_history_lines_keep_their_indent_when_cut_and_name_the_character_as_the_fight_does() -> None:
    """A long second line is cut after whole words under the first line's columns, not at the left margin; the
    character is 'IronClad'."""
    from arcade.games.spire.history import LINE_WIDTH, climb_lines

    figures = {"turns": 120, "act": 2, "floor": 30, "difficulty": 0, "killed_by": "Glass Wasp", "gold": 34,
               "relics": ["Ember Heart", "War Drum", "Tin Flask"], "deck": ["Strike"] * 5, "character": "ironclad"}
    first, second, third = climb_lines(FinishedGame("climb", "lost", figures, False, None, 0.0))
    assert "IronClad  lost  act 2 floor 30  difficulty 0" in first
    assert second.startswith(" " * 14 + "killed by Glass Wasp · 34 gold · 3 relics: ")
    assert second.endswith("...") and len(second) <= LINE_WIDTH
    assert third == " " * 14 + "5 cards: 5 Strike"


def test_a_climb_saved_before_the_fight_rules_had_versions_resumes_by_the_first(tmp_path: Path) -> None:
    """A save whose start names no fight rules is a climb begun by version 1 (the task sheet's order): it resumes by
    those rules to the state it was left in, which today's rules would not give from the same actions; saving it
    again keeps its version."""
    from arcade.ui.game import SAVE_FORMAT

    old = Climb("silent", 3, rules_version=1)
    rng = random.Random(1)
    while True:  # play by the old rules until today's would have given another climb from the same actions
        old.act(greedy_bot(old, rng))
        try:
            differs = Climb.replay("silent", 3, 0, old.actions).figures() != old.figures()
        except ValueError:
            differs = True
        if differs and old.phase == FIGHT:
            break
    store = Store(tmp_path / DATABASE_FILE)
    start = {"mode": "climb", "character": "silent", "seed": 3, "difficulty": 0}
    store.save_game("spire", "climb", {"play": {"format": SAVE_FORMAT, "start": start, "actions": old.actions}}, "x")
    session = open_climb(tmp_path, store=store)
    resumed = screen_of(session).climb
    assert resumed is not None and resumed.run.rules_version == 1
    assert (resumed.figures(), resumed.phase, resumed.actions) == (old.figures(), old.phase, old.actions)
    assert screen_of(session).start_data()["fight_rules"] == 1


# --- the map: scrolling, its floors, the boss and the legend ------------------------------------------------------


def map_page_parts(session: ShellSession) -> tuple[str, list[int], list[str]]:
    """The map page as drawn: the map box's title, the floor numbers on its rows (top first), the side panel's
    lines (from the box's top row down)."""
    lines = session.lines()
    top = next(number for number, line in enumerate(lines) if "┌" in line)
    left, right = lines[top].index("┌"), lines[top].index("┐")
    title = lines[top][left + 1:right].strip(" ─")
    rows = [line[left + 1:right] for line in lines[top + 1:] if line[left] == "│"]
    floors = [int(row[:2]) for row in rows if row[:2].strip()]
    side = [line[right + 3:].rstrip() for line in lines[top:]]
    return title, floors, side


def test_the_map_scrolls_to_the_boss_at_80x24_and_back_without_moving_the_choice(tmp_path: Path) -> None:
    session = open_climb(tmp_path)
    session.press("1", "1", "e")  # the Ironclad, the opening's Hardy start, then the map
    screen = screen_of(session)
    climb = screen.climb
    assert climb is not None
    assert map_page_parts(session)[:2] == ("Act 1: floors 1–10 ↑ more", list(range(10, 0, -1)))
    assert "↑↓/ws/kj scroll" in session.lines()[-1]
    session.press("right")
    chosen = climb.choices()[1]
    session.press("up")  # a floor
    assert map_page_parts(session)[:2] == ("Act 1: floors 2–11 ↑↓ more", list(range(11, 1, -1)))
    session.press("home")
    title, floors, _side = map_page_parts(session)
    assert title == "Act 1: floors 7–16 ↓ more" and floors == list(range(16, 6, -1))
    assert any(line.startswith("│16") and "B" in line for line in (row.strip() for row in session.lines()))
    session.press("k")
    assert "The top of the map (the boss) is in view." in session.text()
    session.press("page down")  # a page is the window less a floor: more than the six floors hidden
    assert map_page_parts(session)[1] == list(range(10, 0, -1))
    session.press("end")
    assert "The bottom of the map (the act's first floor) is in view." in session.text()
    session.press("w", "w", "page up", "s")
    assert map_page_parts(session)[1][0] == 15
    assert screen.cursor == 1 and climb.actions == [["choose", 1], "leave"] and climb.path == []  # scrolling: none
    session.press("left")  # moving the choice brings the choices back into view
    assert map_page_parts(session)[1] == list(range(10, 0, -1)) and screen.cursor == 0
    bound = {key for binding in screen.key_table().bindings for key in binding.keys}
    assert {"up", "down", "page up", "page down", "home", "end"} <= bound  # so help lists them
    session.press("right", "home", "enter")
    assert climb.path == [chosen.position]


def test_the_maps_floors_are_the_climbs_count_and_it_opens_on_the_choices_with_the_boss_named(tmp_path: Path) -> None:
    """Every map phase into act 2: the choices' floors and the box's floor numbers in the whole climb's count (the
    next floor is run.floor + 1: act 2's first is 17), the choices in view though the map was last scrolled to its
    top, and the act's boss named from its first floor on: the boss then fought."""
    session = open_climb(tmp_path)
    session.press("1")
    named: dict[int, str] = {}
    for climb in bot_steps(session):
        if climb.phase == FIGHT and climb.fight_kind == BOSS:
            assert climb.encounter_name == named[climb.run.act]
        if climb.phase != MAP:
            continue
        if climb.run.act == 2 and climb.run.floor >= 20:
            assert named.keys() == {1, 2}
            return
        title, floors, side = map_page_parts(session)
        upcoming = climb.run.floor + 1
        go_to = [line for line in side if re.match(r"\d+: floor ", line)]
        assert [line.split(",")[0] for line in go_to] == [f"{number}: floor {upcoming}"
                                                          for number in range(1, len(climb.choices()) + 1)]
        assert upcoming in floors and f"floors {min(floors)}–{max(floors)}" in title
        boss = next(match[1] for line in side if (match := re.search(r"B boss: (.+)$", line)))
        if not climb.path:
            named[climb.run.act] = boss
        assert boss == named[climb.run.act]
        session.press("home")  # scrolled away: the next map opens on its choices all the same
    pytest.fail("the climb ended before act 2")


@pytest.mark.parametrize("odds", [run.UNKNOWN_ODDS, ((MONSTER, 30), (SHOP, 10), (TREASURE, 7))],
                         ids=["the run's", "planted"])
def test_the_legend_and_the_help_give_the_unknown_odds_the_run_draws_with(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, odds: tuple[tuple[str, int], ...]) -> None:
    """The figures the legend and the help give for a ? node are UNKNOWN_ODDS's (an event: the rest), whatever they
    are: a text that typed them would miss a change to the odds."""
    monkeypatch.setattr(run, "UNKNOWN_ODDS", odds)
    expected = [("an event", 100 - sum(chance for _, chance in odds)),
                *((run.UNKNOWN_WORDS[kind], chance) for kind, chance in odds)]
    session = open_climb(tmp_path)
    session.press("1", "1", "e")  # the Ironclad, the opening's Hardy start, then the map
    side = " ".join(" ".join(map_page_parts(session)[2]).split())
    legend = side[side.index("? unknown: "):side.index("green: your path")]
    told = [(words, int(chance)) for words, chance in re.findall(r"(an event|a fight|a shop|treasure) (\d+)%", legend)]
    assert told == expected
    session.press("?")
    help_text = " ".join(word for word in session.text().split() if word != "│")
    rules = help_text[help_text.index("an unknown node (?) turns out to be"):help_text.index("HP carries over")]
    told = [(words, int(chance)) for words, chance in re.findall(r"(an event|a fight|a shop|treasure) (\d+)%", rules)]
    assert told == expected


def test_a_choice_line_fits_the_side_panel_whole_on_any_floor() -> None:
    """The longest a choice's line gets: the 6th choice, the climb's last floor, the longest boss's name."""
    climb = Climb("silent", 1)
    climb.run.act = run.ACTS
    climb.boss_name = max((spec.name for spec in bestiary.SPECS.values() if spec.kind == BOSS), key=len)
    for kind in KINDS:
        line = node_words(climb, Node(FLOORS - 1, 3, kind), 6)
        assert len(line) <= SIDE_WIDTH, line


def test_the_side_panel_keeps_the_potions_in_view_however_many_relics(tmp_path: Path) -> None:
    """At 80×24 the relics that do not fit are counted, and the potions stay on the page."""
    climb = Climb("silent", 1)
    climb.run.relics = climb.run.relics * 30
    climb.run.potions = list(potions.POTIONS)[:len(climb.run.potions)]
    lines = [line.decode() for line in map_page(climb, 0, 24 - 2).render((80, 22)).text]
    text = "\n".join(lines)
    assert "Potions (o)" in text and ", ".join(potions.potion(slot).name for slot in climb.run.potions) in text
    shown = text.count(climb.run.relics[0].name)
    assert 0 < shown < 30 and f"+{30 - shown} more" in text


@pytest.mark.parametrize("difficulty", range(rules.HIGHEST + 1))
def test_the_character_page_names_every_rule_in_force_within_80_by_22(difficulty: int) -> None:
    """Each difficulty's page, drawn in the 22 rows an 80×24 arcade gives a game: the newest rule's text whole, every
    rule below it by level and name, and nothing cut off at the bottom (the last row drawn is blank)."""
    page = climb_character_page(0, difficulty, difficulty, "The climb", "A blurb.")
    text = "\n".join(row.decode() for row in page.render((80, 22), focus=True).text)
    assert text.splitlines()[-1].strip() == ""
    in_force = rules.rules_at(difficulty)
    if in_force:
        assert f"{in_force[-1].level} {in_force[-1].name}: {in_force[-1].text}" in " ".join(text.split())
    for rule in in_force[:-1]:
        assert f"{rule.level} {rule.name}" in text
    assert ("every difficulty open" in text) == (difficulty == rules.HIGHEST)


@pytest.mark.parametrize("step", [2, 5])
def test_the_help_gives_the_rare_cards_pity_the_rewards_grow_by(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: int) -> None:
    """The help's word on a card reward's rare chance is rewards.RARE_PITY_STEP's, whatever it is (5 planted)."""
    monkeypatch.setattr(rewards, "RARE_PITY_STEP", step)
    session = open_climb(tmp_path)
    session.press("1")
    session.press("?")
    help_text = " ".join(word for word in session.text().split() if word != "│")
    assert (f"each card reward without a rare card adds {step} points to the next one's chance of a rare"
            in help_text)
