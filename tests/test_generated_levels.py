"""Generated Acorn Runner mazes and End of DayZ maps in the arcade, as Sokoban's are: three generator entries at the
end of each list (what their blurbs say is what the generator makes), `random:hard:42` the same level every time and
a bad name refused in one line, the screen playing a seed's level (saved and resumed, kept under its name, Next
making a fresh one, leaving back to its entry), `acorn-random`/`dayz-random` printing a file the plain programs play
to a win, and the daily parts played from the Daily page (in process, and in a real terminal at 80×24)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arcade import cli
from arcade.daily import DAILY_PREFIX, challenge, daily_games, share_text
from arcade.games.acorn import generated as acorn_generated
from arcade.games.acorn.screen import AcornScreen
from arcade.games.dayz import generated as dayz_generated
from arcade.games.dayz.model import CROSSBOW, GARLIC, TRACKING_ZOMBIE, ZOMBIE
from arcade.games.dayz.screen import DayzScreen
from arcade.levels import FRESH_SEEDS, Level, bundled_levels, find_level
from arcade.randomness import SEED_VARIABLE, seeded_random
from arcade.registry import find_game
from arcade.store import DATABASE_FILE, Store
from arcade.ui.app import MAKING_LEVEL
from arcade.ui.game import GameScreen
from arcade.ui.menu import MenuList
from tests.pty_screen import TerminalSession
from tests.shell_session import ShellSession

ACORN, DAYZ = find_game("acorn"), find_game("dayz")
GENERATORS = {"acorn": acorn_generated, "dayz": dayz_generated}
ENTRIES = [("random:easy", "easy", "Random (easy)"), ("random", "medium", "Random"), ("random:hard", "hard",
                                                                                          "Random (hard)")]


def acorn_claims(wanted: acorn_generated.Difficulty) -> list[str]:
    pads = [f"{wanted.teleports} pad pair"] if wanted.teleports else []
    return [f"{wanted.cols}×{wanted.rows}, {wanted.fires} fire", *pads]


def dayz_claims(wanted: dayz_generated.Difficulty) -> list[str]:
    return [f"{wanted.size}×{wanted.size}, {wanted.zombies} zombies", *(["garlic"] if wanted.garlic else []),
            *(["a crossbow"] if wanted.crossbows == 1 else [])]


def acorn_counts(text: str) -> dict[str, int]:
    return {"fires": text.count("F"), "pads": sum(char.isdigit() for char in text) // 2}


def dayz_counts(text: str) -> dict[str, int]:
    return {"zombies": text.count(ZOMBIE), "trackers": text.count(TRACKING_ZOMBIE), "garlic": text.count(GARLIC),
            "crossbows": text.count(CROSSBOW)}


def wanted_counts(game_id: str, wanted: Any) -> dict[str, int]:
    if game_id == "acorn":
        return {"fires": wanted.fires, "pads": wanted.teleports}
    return {"zombies": wanted.zombies, "trackers": wanted.trackers, "garlic": wanted.garlic,
            "crossbows": wanted.crossbows}


# -- the lists -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["acorn", "dayz"])
def test_each_list_ends_with_three_generator_entries_whose_blurbs_say_what_the_generator_makes(game_id: str) -> None:
    game, module = find_game(game_id), GENERATORS[game_id]
    entries = bundled_levels(game)[-3:]
    assert [(entry.name, entry.settings["difficulty"], entry.title) for entry in entries] == ENTRIES
    assert all(entry.is_generator and entry.path is None for entry in entries)
    assert not any(level.is_generator for level in bundled_levels(game)[:-3])  # the made levels come first
    assert [entry.settings["gathers"] for entry in entries] == ["random:easy:*", "random:[0-9]*", "random:hard:*"]
    for entry in entries:
        wanted = module.DIFFICULTIES[entry.settings["difficulty"]]
        claims = acorn_claims(wanted) if game_id == "acorn" else dayz_claims(wanted)
        assert all(claim in entry.blurb for claim in claims), (entry.blurb, claims)
        assert len(entry.blurb) <= 60  # one line of the level list at 80 columns
        made = module.generate_level(entry.settings["difficulty"], 0)
        counts = acorn_counts(made.text) if game_id == "acorn" else dayz_counts(made.text)
        assert counts == wanted_counts(game_id, wanted)  # the blurb's figures are the level's
    lines = cli.list_games().splitlines()
    start = lines.index(f"{game_id}: {game.title}") + 1
    listed = lines[start:start + len(bundled_levels(game))]
    assert [" ".join(line.split()) for line in listed[-3:]] == [
        f"{entry.name} {entry.title} · {entry.blurb}" for entry in entries]  # `arcade --list` names them


@pytest.mark.parametrize(("game_id", "name", "difficulty", "seed"),
                         [("acorn", "random:hard:42", "hard", 42), ("dayz", "random:easy:7", "easy", 7),
                          ("acorn", "random:007", "medium", 7)])
def test_a_name_with_a_seed_opens_the_generators_level_the_same_every_time(
        tmp_path: Path, game_id: str, name: str, difficulty: str, seed: int) -> None:
    game = find_game(game_id)
    level = find_level(game, name)
    assert level == find_level(game, name) and level is not None
    assert (level.seed, level.settings["difficulty"], level.path) == (seed, difficulty, None)
    assert level.name == name.replace(":007", ":7") and level.title.endswith(f" #{seed}")
    made = GENERATORS[game_id].generate_level(difficulty, seed)
    screen = ShellSession(game, level, Store(tmp_path / DATABASE_FILE), size=(80, 24)).app.current
    if game_id == "acorn":
        assert isinstance(screen, AcornScreen)
        shown = ["".join(cell.display for cell in row) for row in screen.start_grid]
        assert shown == list(made.rows) and screen.shortest == made.rating.shortest
    else:
        assert isinstance(screen, DayzScreen)
        assert screen.start_map == {(x, y): token for (x, y), token in made.locations} and screen.size == made.size


@pytest.mark.parametrize("name", ["random:hard:x", "random:-1", "random:٤٢", "random:hard:42:1", "random:medium:5",
                                  "random:huge:3", "Random:3"])
@pytest.mark.parametrize("game_id", ["acorn", "dayz"])
def test_a_name_that_is_no_generated_level_is_refused_in_one_line(
        game_id: str, name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert find_level(find_game(game_id), name) is None
    assert cli.main([game_id, name]) == cli.EXIT_USAGE
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and name in captured.err


# -- the screens -----------------------------------------------------------------------------------------------------
def won(screen: object) -> bool:
    if isinstance(screen, AcornScreen):
        return screen.model.is_won()
    assert isinstance(screen, DayzScreen)
    return screen.model.has_won()


def played(screen: object) -> tuple[object, ...]:
    """What a resumed play must have back: the moves made and where the player stands."""
    if isinstance(screen, AcornScreen):
        return tuple(screen.model.moves), screen.model.player.row, screen.model.player.col
    assert isinstance(screen, DayzScreen)
    return tuple(screen.actions), screen.model.get_grid().serialize()


@pytest.mark.parametrize(("game_id", "name"), [("acorn", "random:hard:42"), ("dayz", "random:easy:7")])
def test_a_generated_level_left_in_play_is_saved_under_its_name_and_resumes_exactly(
        tmp_path: Path, game_id: str, name: str) -> None:
    game, level = find_game(game_id), find_level(find_game(game_id), name)
    assert level is not None
    session = ShellSession(game, level, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    session.press(*game.daily_winning_keys(level)[:3])  # the start of a win
    before = played(session.app.current)
    session.press("q")
    assert isinstance(session.app.current, MenuList)
    assert session.app.levels_listed[session.app.current.focus_index].name == name.rpartition(":")[0]
    assert [(saved.level, saved.summary) for saved in session.store.saved_games()] == [(name, "3 moves" if
                                                                                         game_id == "acorn" else
                                                                                         "3 steps")]
    again = ShellSession(game, find_level(game, name), Store(tmp_path / DATABASE_FILE), size=(80, 24))
    assert played(again.app.current) == before
    again.press("r", "y")  # a restart (asked first): the same level from its start
    assert played(again.app.current)[0] == () and again.app.current.level_name == name
    assert played(again.app.current) == played(ShellSession(game, find_level(game, name), Store(tmp_path / "new.db"),
                                                            size=(80, 24)).app.current)


@pytest.mark.parametrize("game_id", ["acorn", "dayz"])
def test_an_entry_makes_a_fresh_level_won_under_its_name_and_next_makes_another(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    monkeypatch.setenv(SEED_VARIABLE, "11")
    draws = seeded_random()
    first = draws.randrange(FRESH_SEEDS)
    game = find_game(game_id)
    session = ShellSession(game, find_level(game, "random:easy"), Store(tmp_path / DATABASE_FILE), size=(80, 24))
    screen = session.app.current
    assert isinstance(screen, GameScreen) and screen.level_name == f"random:easy:{first}"
    assert screen.level_info is not None
    session.press(*find_game(game_id).daily_winning_keys(screen.level_info))
    assert "You won!" in session.text() and "Next (n)" in session.text()
    record = session.store.records(game_id)
    assert record.level(f"random:easy:{first}").solved and len(record.gathered("random:easy:*")) == 1
    assert record.gathered("random:[0-9]*") == [] and record.gathered("random:hard:*") == []
    session.press("n")  # a fresh level of the same entry: under $ARCADE_SEED the same draw as the first
    following = session.app.current
    assert isinstance(following, GameScreen) and following is not screen
    assert following.level_name == f"random:easy:{first}" and following.actions == []
    watching = ShellSession(None, None, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    watching.app.watch_best(game, find_level(game, f"random:easy:{first}"))  # the best, played back on its level
    for _ in screen.actions:
        watching.app.watcher.step_now()
    assert "That was the best game" in watching.text() and won(watching.app.current)


@pytest.mark.parametrize("game_id", ["acorn", "dayz"])
def test_a_level_the_generator_cannot_make_is_a_dialog_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    game = find_game(game_id)
    entry = find_level(game, "random:3")
    assert entry is not None
    huge = Level(entry.name, None, entry.title, entry.blurb, {**entry.settings, "difficulty": "huge"})
    session = ShellSession(game, huge, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    assert "Cannot open level" in session.text() and "no difficulty 'huge'" in session.text()

    def gives_up(difficulty: str, seed: int) -> None:
        raise RuntimeError(f"no {difficulty} level within its bounds (seed {seed})")
    screen_module = "arcade.games.acorn.screen" if game_id == "acorn" else "arcade.games.dayz.maps"
    monkeypatch.setattr(f"{screen_module}.generate_level", gives_up)
    session = ShellSession(game, entry, Store(tmp_path / DATABASE_FILE), size=(80, 24))
    assert "Cannot open level" in session.text() and "no medium level within its bounds (seed 3)" in session.text()


def test_the_status_line_says_a_level_is_being_made_while_it_is_and_no_longer_after(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = ShellSession(None, None, Store(tmp_path / DATABASE_FILE), (80, 24))
    session.app.choose_game(DAYZ)
    shown: list[str] = []

    def spying(difficulty: str, seed: int) -> dayz_generated.GeneratedMap:
        shown.append("\n".join(session.loop.screen.last_text))  # what the terminal shows while the map is made
        return dayz_generated.generate_level(difficulty, seed)
    monkeypatch.setattr("arcade.games.dayz.maps.generate_level", spying)
    session.press("end", "enter")  # Random (hard)
    assert len(shown) == 1 and MAKING_LEVEL in shown[0] and "Random (hard)" in shown[0]  # over the list
    assert isinstance(session.app.current, DayzScreen) and MAKING_LEVEL not in session.text()


# -- the daily -------------------------------------------------------------------------------------------------------
DAY = "2026-11-24"


@pytest.mark.parametrize("game_id", [game.id for game in daily_games() if game.daily_win is not None])
def test_the_daily_part_is_won_from_the_daily_page_kept_as_the_days_result_and_shared(
        tmp_path: Path, game_id: str) -> None:
    """Each game whose registry entry names keys that win its daily (daily_win) wins it from the page."""
    game = find_game(game_id)
    session = ShellSession(None, None, Store(tmp_path / DATABASE_FILE), (80, 24))
    session.app.show_daily(DAY)
    session.press(*["down"] * [one.id for one in daily_games()].index(game_id), "enter")
    screen = session.app.current
    level = challenge(game, DAY).level
    assert isinstance(screen, GameScreen) and screen.level_name == f"{DAILY_PREFIX}{DAY}"
    moves = game.daily_winning_keys(level)
    session.press(*moves)
    assert "You won!" in session.text() and "Kept as the daily's result." in session.text()
    assert "Next (n)" not in session.text()
    session.press("m")
    assert session.app.place == "daily"
    kept = session.store.daily_results(DAY)
    shortest = f", shortest {level.shortest}" if level.shortest is not None else ""
    words = f"✓ {game.figure(len(moves))}{shortest}"
    assert f"{game.title.split(':')[0]} {challenge(game, DAY).code} {words}" in share_text(DAY, [challenge(game, DAY)],
                                                                                           kept)
    assert words in session.text()  # the page says it too, beside the challenge
    page = " ".join(session.text().split())  # the challenges, the streaks and the share line all in view at 80×24
    streaks = " · ".join(f"{one.title.split(':')[0]} {int(one.id == game_id)}" for one in daily_games())
    assert f"Streaks (days won in a row): {streaks} " in page
    everyone = len(daily_games())
    assert f"All {everyone}: streak 0, longest 0 (played 1, won 0)" in page and f"arcade daily {DAY} · " in page


def test_the_daily_page_opens_the_dayz_and_acorn_parts_at_80_by_24(tmp_path: Path) -> None:
    term = TerminalSession(["daily", "--date", DAY], 80, 24, data_dir=tmp_path / "data")
    order = [one.id for one in daily_games()]
    try:
        term.wait_for(f"Daily · {DAY}")
        term.wait_for(f"All {len(order)}: streak 0")
        term.press(*["down"] * order.index("dayz"), "enter")
        term.wait_for("Daily: Generated map")
        term.wait_for("Steps: 0")
        assert "terminal too small" not in term.text()
        term.press("q")
        term.wait_for(f"Daily · {DAY}")
        term.press(*["down"] * (order.index("acorn") - order.index("dayz")), "enter")
        term.wait_for("Daily: Generated maze")
        term.wait_for("Size: 31×15")
        assert "terminal too small" not in term.text()
        term.press("q")
        term.wait_for(f"Daily · {DAY}")
    finally:
        term.close()
