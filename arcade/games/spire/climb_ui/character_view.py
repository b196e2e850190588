"""The climb's first page: choose a character (↑↓, or 1-3 to start at once) and a difficulty (←→ among the
unlocked ones), with each character's HP, deck and starting relic, the climbs played and won (H lists them) and the
rules each difficulty adds (rules.py). Pure drawing.
"""

from __future__ import annotations

import urwid

from arcade.games.spire.climb import cards, relics, rules
from arcade.games.spire.climb.state import CURRENT_RULES
from arcade.games.spire.climb_ui.bindings import PAST_CLIMBS
from arcade.games.spire.history import climbs_line
from arcade.games.spire.model import PLAYER_TYPES
from arcade.games.spire.views.character_view import deck_summary
from arcade.games.spire.views.page import centred, whole_highlight
from arcade.keys import key_name
from arcade.ui.widgets import Markup

CHARACTER_IDS: tuple[str, ...] = tuple(PLAYER_TYPES)
"""The characters by their plain prompt's answer ('ironclad', 'silent', 'watcher'), in the page's order."""


RULE_COLUMNS = 3
"""The lower rules in force are named in this many columns, so the hardest difficulty's page fits 80×24."""


def difficulty_lines(difficulty: int, unlocked: int) -> list[Markup]:
    """'Difficulty ◀ 1 ▶  unlocked: 0-1; …' ('unlocked: 0' before a climb is won), the newest rule in force with its
    text, and the rules below it by level and name (each one's text is on its own difficulty's page, one ◀ away)."""
    left = "◀ " if difficulty > 0 else "  "
    right = " ▶" if difficulty < unlocked else "  "
    unlocking = "every difficulty open" if unlocked == rules.HIGHEST else "win a climb to unlock the next"
    open_ones = f"0-{unlocked}" if unlocked else "0"
    lines: list[Markup] = [["Difficulty ", ("panel value", f"{left}{difficulty}{right}"),
                            ("blurb", f"   unlocked: {open_ones}; {unlocking}")]]
    in_force = rules.rules_at(difficulty)
    if not in_force:
        return [*lines, ("blurb", "  The climb as designed: no added rule.")]
    newest, below = in_force[-1], in_force[:-1]
    lines.append(f"  {newest.level} {newest.name}: {newest.text}")
    rows = -(-len(below) // RULE_COLUMNS)
    for row in range(rows):
        cells = [f"{rule.level:>2} {rule.name:<17}" for rule in below[row::rows]]
        lines.append(("blurb", ("  and " if row == 0 else "      ") + "".join(cells).rstrip()))
    return lines


def own_cards_lines(character_id: str, rules_version: int = CURRENT_RULES) -> list[str]:
    """' Its own cards (26): it spends HP and …' for a new climb that offers the character's own pool; none
    before those rules."""
    if rules_version < cards.CHARACTER_POOL_RULES:
        return []
    own = cards.OWN_CARDS[character_id]
    return [f" Its own cards ({len(own.CARDS)}): it {own.STYLE}."]


def climb_character_page(chosen: int, difficulty: int, unlocked: int, title: str, blurb: str,
                         climbs: tuple[int, int] = (0, 0), foot: str = "") -> urwid.Widget:
    """The page: title and blurb, the characters (the chosen one highlighted), its starting relic, the climbs
    (played, won: history.climb_counts), the difficulty, and a line at its foot (what else the page opens: the
    compendium)."""
    rows: list[urwid.Widget] = [
        urwid.Text(("title", "Slay the Spire"), align=urwid.Align.CENTER),
        urwid.Text(("panel value", title), align=urwid.Align.CENTER),
        urwid.Text(("blurb", blurb), align=urwid.Align.CENTER),
        urwid.Divider(), urwid.Text(("panel title", "Choose your character"), align=urwid.Align.CENTER),
        urwid.Divider(),
    ]
    for index, character_id in enumerate(CHARACTER_IDS):
        sample = PLAYER_TYPES[character_id]()
        line: list[Markup] = [f" {index + 1}  ", ("panel value", f"{sample.get_name():<9}"),
                              f"  {sample.get_max_hp()} HP   {deck_summary(sample.get_deck())}"]
        rows.append(urwid.AttrMap(urwid.Text(line), whole_highlight("card selected", ["panel value"])
                                  if index == chosen else "card"))
    starter = relics.relic(relics.STARTER_RELICS[CHARACTER_IDS[chosen]])
    rows += [urwid.Divider(), *(urwid.Text(line) for line in own_cards_lines(CHARACTER_IDS[chosen])),
             urwid.Text(f" Starting relic: {starter.name}: {starter.text}"),
             urwid.Text(("blurb", f" {climbs_line(*climbs, key_name(PAST_CLIMBS.keys[0]))}")), urwid.Divider()]
    rows += [urwid.Text(line) for line in difficulty_lines(difficulty, unlocked)]
    rows += [urwid.Divider(), urwid.Text(("blurb", f" {foot}"))] if foot else []
    return centred(urwid.Pile(rows), 76)

