"""What every view of the climb draws with: the top line, a card's numbers, the deck, relic and potion lines, a list
with a highlight that scrolls, and the page they sit on. Pure drawing from the Climb; no game logic.
"""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher

import urwid

from arcade.games.spire.classic.rewards import deck_words
from arcade.games.spire.climb import potions, relics
from arcade.games.spire.climb.keywords import cost_label
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import STRENGTH, VULNERABLE, WEAK, Card
from arcade.games.spire.views.page import centred, whole_highlight
from arcade.ui.widgets import Markup

PAGE_WIDTH = 78
"""Columns of a climb page (80 less a margin each side)."""
DIMMED = "card unplayable"
"""The attribute of a list's entries that cannot be chosen now (a legend names it with palette.drawn_as)."""
HIGHLIGHT = whole_highlight("card selected", ["panel value", "good", "bad", "blurb", DIMMED])


class Paragraph(urwid.Text):
    """Text meant to wrap over as many rows as it takes (a long list of relics, a deck), where the page has room
    for it; other texts of the climb's pages fit their one line or are cut with '…'."""


def top_line(climb: Climb) -> list[Markup]:
    """'Act 1 · floor 3 · HP 70/80 · 120 gold · potions 1/3 · 2 relics': where the climb stands, one line."""
    run = climb.run
    held = sum(potion is not None for potion in run.potions)
    return [("title", "The Climb"), f"  Act {run.act} · floor {run.floor} · ",
            ("health", f"HP {run.hp}/{run.max_hp}"), " · ", ("energy", f"{run.gold} gold"),
            f" · potions {held}/{len(run.potions)} · {len(run.relics)} relic{'s' if len(run.relics) != 1 else ''}"]


def card_figures(card: Card) -> list[str]:
    """A card's numbers: 'cost 1' ('cost X'), '6 dmg', '5 blk', 'vuln 2', 'weak 1', 'str +2' (only those it has)."""
    modifiers = card.get_status_modifiers()
    figures = [f"cost {cost_label(card)}"]
    figures += [f"{card.get_damage_amount()} dmg"] if card.get_damage_amount() else []
    figures += [f"{card.get_block()} blk"] if card.get_block() else []
    figures += [f"vuln {modifiers[VULNERABLE]}"] if modifiers.get(VULNERABLE) else []
    figures += [f"weak {modifiers[WEAK]}"] if modifiers.get(WEAK) else []
    figures += [f"str +{modifiers[STRENGTH]}"] if modifiers.get(STRENGTH) else []
    return figures


def upgrade_line(card: Card, better: Card, rarity: str, width: int = PAGE_WIDTH) -> str:
    """'Strike (basic): 6 dmg → 9 dmg': the card, its rarity, then the figures that change before and after its
    upgrade; when no figure changes, the words of its text that do ('Nightsting (common): Apply 5 poison → Apply 7
    poison', or 'Apply 4 → 7 poison' when that is wider than `width`)."""
    before, after = card_figures(card), card_figures(better)
    changed = [index for index in range(max(len(before), len(after)))
               if index >= len(before) or index >= len(after) or before[index] != after[index]]
    head = f"{card.get_name()} ({rarity}): "
    if not changed:
        said = text_change(card.get_description(), better.get_description())
        return head + (said if len(head + said) <= width else
                       text_change(card.get_description(), better.get_description(), short=True))
    if len(before) == len(after):
        before, after = [before[index] for index in changed], [after[index] for index in changed]
    return head + f"{' · '.join(before)} → {' · '.join(after)}"


def text_change(before: str, after: str, short: bool = False) -> str:
    """The words of a card's text its upgrade changes, a changed number with the word after it and the verb before it
    ('Apply 5 poison → Apply 7 poison'; short: 'Apply 5 → 7 poison'), a word dropped as 'no Ethereal', one added as
    '+ Retain' (joined by ' · ')."""
    old_words, new_words = before.split(), after.split()
    parts = []
    for tag, old_start, old_end, new_start, new_end in SequenceMatcher(a=old_words, b=new_words,
                                                                       autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        number = tag == "replace" and old_words[old_start].isdigit() and new_words[new_start].isdigit()
        if number and old_end - old_start == new_end - new_start == 1 and old_end < len(old_words):
            old_end, new_end = old_end + 1, new_end + 1  # the word after a changed number says what it counts
        number = number and old_end - old_start == new_end - new_start == 2  # a number and what it counts
        verb = tag == "replace" and old_start and old_words[old_start][0].isdigit() \
            and old_words[old_start - 1].istitle()
        if verb:
            old_start, new_start = old_start - 1, new_start - 1  # and the verb before it what it does ('Draw')
        if short and number:  # the verb and the counted word once: 'Draw 1 → 2 cards'
            parts.append(" ".join(old_words[old_start:old_end - 1]) + " → " +
                         " ".join(new_words[new_end - 2:new_end]).rstrip("."))
            continue
        old = " ".join(old_words[old_start:old_end]).rstrip(".")
        new = " ".join(new_words[new_start:new_end]).rstrip(".")
        parts.append(f"{old} → {new}" if old and new else f"no {old}" if old else f"+ {new}")
    return " · ".join(parts)


def deck_summary(names: Sequence[str]) -> str:
    """'12 cards: 5 Strike, 4 Defend, Bash'."""
    return f"{len(names)} card{'' if len(names) == 1 else 's'}: {', '.join(deck_words(names))}"


def potion_lines(run: RunState) -> list[str]:
    """Each slot: '1 Fire Flask: Deal 20 damage to one foe.' or '2 (empty)'."""
    return [f"{slot} {potions.potion(potion_id).name}: {potions.potion(potion_id).text}" if potion_id else
            f"{slot} (empty)" for slot, potion_id in enumerate(run.potions, start=1)]


def relic_name_text(relic_id: str) -> str:
    """'Sun Engine: +1 energy every turn. Resting heals nothing.'"""
    item = relics.relic(relic_id)
    return f"{item.name}: {item.text}"


def window(count: int, highlight: int, height: int) -> range:
    """The entries of a list of `count` to show in `height` rows so that the highlighted one is in view (centred
    when the list is longer than the rows)."""
    if count <= height:
        return range(count)
    first = min(max(0, highlight - height // 2), count - height)
    return range(first, first + height)


def choice_rows(lines: Sequence[Markup], highlight: int | None, height: int,
                dim: Sequence[bool] = ()) -> list[urwid.Widget]:
    """A list of entries, the highlighted one across the whole row, dimmed ones drawn as DIMMED, scrolled to keep the
    highlight in view within `height` rows (a '…' line says there is more above or below)."""
    shown = window(len(lines), highlight or 0, height)
    rows: list[urwid.Widget] = []
    for index in shown:
        attr = DIMMED if index < len(dim) and dim[index] else "card"
        text = urwid.Text(lines[index], wrap=urwid.WrapMode.ELLIPSIS)
        rows.append(urwid.AttrMap(text, HIGHLIGHT if index == highlight else attr))
    if shown.start > 0:
        rows[0] = urwid.Text(("blurb", f"  … {shown.start} more above"))
    if shown.stop < len(lines):
        rows[-1] = urwid.Text(("blurb", f"  … {len(lines) - shown.stop + 1} more below"))
    return rows


def page(climb: Climb, title: Markup, rows: Sequence[urwid.Widget], width: int = PAGE_WIDTH) -> urwid.Widget:
    """A climb page: the top line, a title, then the rows; centred."""
    body = urwid.Pile([urwid.Text(top_line(climb), wrap=urwid.WrapMode.ELLIPSIS), urwid.Divider(),
                       urwid.Text(("panel title", title) if isinstance(title, str) else title), *rows])
    return centred(body, width)


def text_rows(lines: Sequence[Markup]) -> list[urwid.Widget]:
    """Lines of text as rows."""
    return [urwid.Text(line) for line in lines]
