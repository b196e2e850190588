"""When weak and vulnerable act, under the two timings a fight may follow, and how the screen says it (pure, no urwid).

The task sheet's timing (`TASK_SHEET_TIMING`: the classic runs, and climbs begun before the genre's timing came): an
entity's new turn takes 1 off its weak and vulnerable *before* it acts, and the monsters' new turn comes when the player
ends theirs (`Encounter.end_player_turn`), just before they attack. So, seen during the player's turn (the only time the
screen is read): a monster's weak N cuts only its next N-1 turns (weak 1 runs out unused); a monster's vulnerable N
makes the player's attacks hurt more this turn and the next N-1; the player's weak N cuts their attacks this turn and
the next N-1; the player's vulnerable N makes the monsters' next N turns hit harder (the player's own new turn comes
after the monsters').

The genre's timing (`GENRE_TIMING`: the climb's fights, climb/fight.py): weak and vulnerable lose 1 at the end of each
round, after the monsters act, except what a monster put on the player during that same turn. So every status N seen
during the player's turn acts on exactly N turns: a monster's weak N cuts its next N turns.

Strength never runs out. Tests play the model's turns and the climb's and check `acting_turns` against them.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.games.spire.model import VULNERABLE, WEAK, Entity

RULES = (
    "block: soaks damage first; lost when its owner's turn starts.",
    "strength (str): every attack deals that much more; it stays.",
    "weak: attacks deal 25% less. vulnerable (vuln): takes 50% more.",
    "A turn starts by taking 1 off its owner's weak and vulnerable,",
    "before it acts; the monsters' turn starts when you end yours.",
    "So weak 1 on a monster runs out before it attacks.",
    "intent: a monster's next move; incoming: its damage vs your block.",
    "On a card, dmg: HP it takes off (after block); blk: block gained.",
)
"""What the statuses and the previews mean under the task sheet's timing, for the statuses dialog (`i`): lines of at
most LINE_WIDTH columns."""
GENRE_RULES = (
    "block: soaks damage first; lost when its owner's turn starts.",
    "strength (str): every attack deals that much more; it stays.",
    "weak: attacks deal 25% less. vulnerable (vuln): takes 50% more.",
    "Weak and vulnerable lose 1 after the monsters act (not what",
    "they gave you that turn): N of either acts on exactly N turns.",
    "So weak 1 on a monster cuts its next turn's attacks.",
    "intent: a monster's next move; incoming: its damage vs your block.",
    "On a card, dmg: HP it takes off (after block); blk: block gained.",
)
"""The same under the genre's timing (the climb's fights)."""
LINE_WIDTH = 66
"""The statuses dialog's widest line (a dialog is at most 70 columns, borders and padding included)."""


@dataclass(frozen=True)
class StatusTiming:
    """When weak and vulnerable tick (see the module's docstring): the one flag the fights act by and the words say."""

    name: str
    ticks_before_acting: bool
    """True: an entity's new turn takes 1 off its weak and vulnerable before it acts (the task sheet's order). False:
    they lose 1 at the end of the round, after the monsters act (the genre's)."""
    rules: tuple[str, ...]
    """The statuses dialog's explanation of this timing."""


TASK_SHEET_TIMING = StatusTiming("the task sheet's", True, RULES)
GENRE_TIMING = StatusTiming("the genre's", False, GENRE_RULES)


def acting_turns(status: str, amount: int, on_player: bool, timing: StatusTiming = TASK_SHEET_TIMING) -> int:
    """How many turns, counted from the player's turn now, this much weak or vulnerable still acts on: the owner's
    attacks cut (weak), or the attacks on the owner made harder (vulnerable); see the module's docstring."""
    if amount <= 0:
        return 0
    lags = status == WEAK and not on_player and timing.ticks_before_acting
    return amount - 1 if lags else amount


def _turns(count: int) -> str:
    """'this turn', 'this turn and next', 'this turn and the next 2'."""
    return "this turn" if count == 1 else "this turn and next" if count == 2 else f"this turn and the next {count - 1}"


def status_phrase(status: str, amount: int, on_player: bool, timing: StatusTiming = TASK_SHEET_TIMING) -> str:
    """'weak 2: its next turn deals 25% less': the figure and exactly when it acts (weak or vulnerable). Turns, not
    attacks: a turn whose move does not attack uses up one all the same."""
    if status not in (WEAK, VULNERABLE):
        raise ValueError(f"{status} has no turns to tell")
    turns = acting_turns(status, amount, on_player, timing)
    head = f"{status} {amount}: "
    if status == WEAK and not on_player:
        if turns == 0:
            return head + "runs out before it attacks"
        return head + ("its next turn deals 25% less" if turns == 1 else f"its next {turns} turns deal 25% less")
    if status == WEAK:
        return head + f"your attacks deal 25% less {_turns(turns)}"
    if on_player:
        return head + ("the monsters' next turn hits 50% harder" if turns == 1
                       else f"the monsters' next {turns} turns hit 50% harder")
    return head + f"takes 50% more {_turns(turns)}"


def status_lines(name: str, entity: Entity, on_player: bool, timing: StatusTiming = TASK_SHEET_TIMING) -> list[str]:
    """'JawWorm 1: block 5 · weak 2: its next turn deals 25% less', then a line for its vulnerable: its block and
    strength, then each weak or vulnerable with when it acts, one a line (the first joins the block when it fits;
    'none' when it has no status). At most two lines for a monster, which never has strength."""
    plain = [f"{label} {value}" for label, value in (("block", entity.get_block()),
                                                      ("strength", entity.get_strength())) if value]
    phrases = [status_phrase(status, value, on_player, timing)
               for status, value in ((WEAK, entity.get_weak()), (VULNERABLE, entity.get_vulnerable())) if value]
    lines = [" · ".join(plain)] if plain else []
    lines += phrases
    if not lines:
        return [f"{name}: none"]
    if plain and phrases and len(f"{name}: {lines[0]} · {lines[1]}") <= LINE_WIDTH:
        lines[:2] = [f"{lines[0]} · {lines[1]}"]
    indent = " " * (len(name) + 2)
    return [f"{name}: {lines[0]}", *(indent + line for line in lines[1:])]
