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

from typing import Any

from arcade.games.spire.classic.rewards import deck_words
from arcade.games.spire.model import PLAYER_TYPES
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
