"""Slay the Spire's run history for the records (`arcade stats` and the Records screen), under its levels' table.

Each finished run (won or lost) was kept with its figures (screen.py `run_figures`): the character, encounters won of
all, turns, HP left of max and the final deck by card name. Two lines a run, newest first, each at most
`LINE_WIDTH` columns (the Records screen's 80 columns less its margins):

    easy      IronClad  won   3/3 encounters  12 turns  45/80 HP
              12 cards: 5 Strike, 4 Defend, Bash, Uppercut

A run kept before these figures existed (only its turns) gets the first line with what there is. A climb (its
figures name an act and a floor) gets three lines: how far it went and its difficulty; what killed it, its gold and
relics; its deck (climb_lines). No urwid here.
"""

from __future__ import annotations

import textwrap
import time
from typing import Any

from arcade.daily import is_daily_name
from arcade.games.spire.classic.rewards import deck_words
from arcade.games.spire.model import PLAYER_TYPES
from arcade.records import Tallies, Tally
from arcade.stats import duration
from arcade.store import FinishedGame

LINE_WIDTH = 74
"""Columns a history line may take: the Records screen shows 76 of an 80-column terminal."""
LEVEL_WIDTH = 17
"""The level column: the longest title of Spire's levels ('Jaw Worm Gauntlet'; a test holds every title to it)."""
INDENT = "  "
DETAIL_INDENT = INDENT + " " * 12
"""Where a run's second line (its deck, a climb's end) starts: under the first line's second column at most, so
it keeps its room whatever the level's title."""
MORE = "..."
TITLE = "last runs, newest first:"


def run_history(finished: list[FinishedGame]) -> list[str]:
    """The history lines of these finished runs (newest first, as Store.finished_games gives them)."""
    if not finished:
        return []
    lines = [f"{INDENT}{TITLE}"]
    for game in finished:
        lines += run_lines(game)
    return lines


def climb_lines(game: FinishedGame) -> list[str]:
    """One climb (its figures name the act and floor reached): how far it went and at what difficulty, then what
    killed it, its gold and relics, then its deck summarised.

        climb     IronClad  lost  act 1 floor 6  difficulty 0
                  killed by Cinder Tick · 120 gold · 2 relics: Ember Heart, Tin Flask
                  14 cards: 5 Strike, 4 Defend, Bash, ...
    """
    figures = game.figures
    indent = DETAIL_INDENT
    character = figures.get("character")
    if isinstance(character, str) and character in PLAYER_TYPES:
        character = PLAYER_TYPES[character].__name__  # 'IronClad', as the fight and the classic runs name it
    parts = [f"{cut_words(game.level, LEVEL_WIDTH):<{LEVEL_WIDTH}}",
             *([f"{character[:8]:<8}"] if isinstance(character, str) else []), f"{game.outcome:<4}",
             f"act {whole(figures.get('act'))} floor {whole(figures.get('floor'))}"]
    difficulty = whole(figures.get("difficulty"))
    if difficulty is not None:
        parts.append(f"difficulty {difficulty}")
    lines = [cut_words(f"{INDENT}{'  '.join(parts)}", LINE_WIDTH)]
    killed_by, gold, relics = figures.get("killed_by"), whole(figures.get("gold")), figures.get("relics")
    second = [f"killed by {killed_by}"] if isinstance(killed_by, str) and killed_by and game.outcome == "lost" \
        else []
    second += [f"{gold} gold"] if gold is not None else []
    if isinstance(relics, list) and all(isinstance(name, str) for name in relics):
        second.append(f"{len(relics)} relic{'' if len(relics) == 1 else 's'}: {', '.join(relics) or 'none'}")
    if second:
        lines.append(cut_words(f"{indent}{' · '.join(second)}", LINE_WIDTH))
    deck = figures.get("deck")
    if isinstance(deck, list) and all(isinstance(name, str) for name in deck):
        lines.append(deck_line(deck, indent))
    return lines


def run_lines(game: FinishedGame) -> list[str]:
    """One run: what it was and how it ended, then its final deck (when it was kept). A climb's has lines of its
    own (climb_lines)."""
    figures = game.figures
    if whole(figures.get("act")) is not None and whole(figures.get("floor")) is not None:
        return climb_lines(game)
    level = cut_words(game.level, LEVEL_WIDTH) if len(game.level) > LEVEL_WIDTH else game.level
    parts = [f"{level:<{LEVEL_WIDTH}}"]
    character = figures.get("character")
    if isinstance(character, str):
        parts.append(f"{character[:8]:<8}")
    parts.append(f"{game.outcome:<4}")
    won, total = whole(figures.get("encounters_won")), whole(figures.get("encounters"))
    if won is not None and total is not None:
        parts.append(f"{won}/{total} encounters")
    turns = whole(figures.get("turns"))
    if turns is not None:
        parts.append(f"{turns} turn{'' if turns == 1 else 's'}")
    hp, max_hp = whole(figures.get("hp")), whole(figures.get("max_hp"))
    if hp is not None and max_hp is not None:
        parts.append(f"{hp}/{max_hp} HP")
    lines = [cut_words(f"{INDENT}{'  '.join(parts)}".rstrip(), LINE_WIDTH)]
    deck = figures.get("deck")
    if isinstance(deck, list) and all(isinstance(name, str) for name in deck):
        lines.append(deck_line(deck, DETAIL_INDENT))
    return lines


def deck_line(names: list[str], indent: str) -> str:
    """'12 cards: 5 Strike, 4 Defend, Bash, ...' within LINE_WIDTH, cut after a whole card ('...' for the rest)."""
    head = f"{indent}{len(names)} card{'' if len(names) == 1 else 's'}: "
    words = deck_words(names)
    line = head + ", ".join(words)
    if len(line) <= LINE_WIDTH:
        return line
    kept: list[str] = []
    for word in words:
        if len(head + ", ".join([*kept, word, MORE])) > LINE_WIDTH:
            break
        kept.append(word)
    return head + ", ".join([*kept, MORE])


def cut_words(text: str, width: int) -> str:
    """`text` if it fits `width`, else its leading spaces, the whole words that fit and '...' (a single long word is
    cut hard)."""
    if len(text) <= width:
        return text
    body = text.lstrip(" ")
    indent = text[: len(text) - len(body)]
    kept = ""
    for word in body.split(" "):
        candidate = f"{kept} {word}" if kept else word
        if len(indent) + len(candidate) + len(MORE) > width:
            break
        kept = candidate
    return indent + (kept or body[: width - len(indent) - len(MORE)]) + MORE


def whole(value: Any) -> int | None:
    """A figure that is a whole number (figures come back from JSON on disk), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


# -- the climbs: the character page's count, `arcade stats`'s tallies, the page of past climbs ---------------------
NONE = "—"
"""What a past climb shows for a figure its record lacks (kept before the figure existed, or damaged)."""
PAGE_WIDTH = 72
"""Columns a line of the page of past climbs may take: its box is 76 columns wide, less borders and margins."""
PAGE_INDENT = "   "
TALLY_HEADING = "climbs by character and difficulty (daily climbs apart):"


CLIMB_LEVEL = "climb"
"""The climb's level (levels/spire/levels.toml): every game kept under it is a climb, whatever its figures say."""


def is_climb(game: FinishedGame) -> bool:
    """A climb's record: kept under the climb's level or a daily's (Spire's daily is a climb), or naming the act and
    floor it reached (a classic run's does not)."""
    return game.level == CLIMB_LEVEL or is_daily(game) or \
        (whole(game.figures.get("act")) is not None and whole(game.figures.get("floor")) is not None)


def is_daily(game: FinishedGame) -> bool:
    """A daily climb is kept under its day's level (daily-YYYY-MM-DD)."""
    return is_daily_name(game.level)


def climb_counts(finished: list[FinishedGame]) -> tuple[int, int]:
    """(played, won) of the climbs among these finished games, daily climbs left out."""
    climbs = [game for game in finished if is_climb(game) and not is_daily(game)]
    return len(climbs), sum(game.outcome == "won" for game in climbs)


def climbs_line(played: int, won: int, key: str) -> str:
    """The character page's line on the climbs played, naming the key that lists them: 'Your climbs: 12, 3 won (H
    lists them)'."""
    return f"Your climbs: {f'{played}, {won} won' if played else 'none yet'} ({key} lists them)"


def character_words(character: Any) -> str:
    """A climb's character as the fight names it ('IronClad'), its id as kept if it is no character now, or NONE."""
    if isinstance(character, str) and character in PLAYER_TYPES:
        return PLAYER_TYPES[character].__name__
    return character if isinstance(character, str) and character else NONE


def climb_tallies(finished: list[FinishedGame]) -> Tallies:
    """`arcade stats`'s climbs played and won per character and difficulty (characters in the page's order, then
    difficulty), daily climbs left out."""
    counts: dict[tuple[Any, Any], list[int]] = {}
    for game in finished:
        if is_climb(game) and not is_daily(game):
            character, difficulty = game.figures.get("character"), whole(game.figures.get("difficulty"))
            key = (character if isinstance(character, str) else None, difficulty)
            played_won = counts.setdefault(key, [0, 0])
            played_won[0] += 1
            played_won[1] += game.outcome == "won"
    order = list(PLAYER_TYPES)

    def position(key: tuple[Any, Any]) -> tuple[int, str, int]:
        character, difficulty = key
        return (order.index(character) if character in order else len(order), character or "",
                -1 if difficulty is None else difficulty)

    ordered = sorted(counts.items(), key=lambda item: position(item[0]))
    rows = tuple(Tally(f"{character_words(character)}, difficulty {NONE if difficulty is None else difficulty}",
                       {"character": character, "difficulty": difficulty}, played, won)
                 for (character, difficulty), (played, won) in ordered)
    return Tallies(TALLY_HEADING, rows)


def wrapped(text: str, indent: str) -> list[str]:
    """`text` after `indent`, wrapped at spaces within PAGE_WIDTH, its further lines indented two more."""
    return textwrap.wrap(text, PAGE_WIDTH, initial_indent=indent, subsequent_indent=indent + "  ",
                         break_on_hyphens=False) or [indent.rstrip()]


JOINED = "\0"
"""Stands for a space inside a listed thing while its list is wrapped, so a line breaks only between things."""


def wrapped_list(head: str, names: list[str], indent: str) -> list[str]:
    """'head: a, b, c' wrapped (as `wrapped`) only between the names, so 'Wyrm Scale' or '2 Strike' stays whole on
    its line."""
    listed = ", ".join(name.replace(" ", JOINED) for name in names) or "none"
    return [line.replace(JOINED, " ") for line in wrapped(f"{head}: {listed}", indent)]


def past_climb_lines(game: FinishedGame) -> list[str]:
    """One past climb on the page, every figure said ("—" for one its record lacks):

        2026-11-28 22:14  IronClad  difficulty 0  act 1 floor 6
           killed by Cinder Tick · 12:34 played · 120 gold
           2 relics: Ember Heart, Tin Flask
           14 cards: 5 Strike, 4 Defend, Bash, Anger (wrapped whole within PAGE_WIDTH)
    """
    figures = game.figures
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.ended_at)) if game.ended_at is not None else NONE
    difficulty = whole(figures.get("difficulty"))
    level = "daily climb" if is_daily(game) else f"difficulty {NONE if difficulty is None else difficulty}"
    act, floor = whole(figures.get("act")), whole(figures.get("floor"))
    first = (f"{when:<16}  {character_words(figures.get('character'))[:8]:<8}  {level:<13} "
             f"act {NONE if act is None else act} floor {NONE if floor is None else floor}")
    killed_by = figures.get("killed_by")
    end = "won" if game.outcome == "won" else \
        f"killed by {killed_by if isinstance(killed_by, str) and killed_by else NONE}"
    gold = whole(figures.get("gold"))
    played = duration(game.seconds) if game.seconds is not None else NONE
    lines = [first, *wrapped(f"{end} · {played} played · {NONE if gold is None else gold} gold", PAGE_INDENT)]
    relics, deck = figures.get("relics"), figures.get("deck")
    if isinstance(relics, list) and all(isinstance(name, str) for name in relics):
        relic_lines = wrapped_list(f"{len(relics)} relic{'' if len(relics) == 1 else 's'}", relics, PAGE_INDENT)
    else:
        relic_lines = wrapped(f"relics: {NONE}", PAGE_INDENT)
    if isinstance(deck, list) and all(isinstance(name, str) for name in deck):
        deck_lines = wrapped_list(f"{len(deck)} card{'' if len(deck) == 1 else 's'}", deck_words(deck), PAGE_INDENT)
    else:
        deck_lines = wrapped(f"deck: {NONE}", PAGE_INDENT)
    return [*lines, *relic_lines, *deck_lines]
