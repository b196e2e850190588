"""How a climb's fight forecasts the monsters' turn on the fight page (fight_view.Forecaster): each intent by its
move's name and hits ('Lunge 3×4', 'Bite 12, weak 1', 'Harden: block +6'), cut to fit its box, and the incoming
line summing every hit against the player's block. Pure: no urwid; the turn itself is climb.fight.predict_turn's.
"""

from __future__ import annotations

from collections.abc import Sequence

from arcade.games.spire.climb.fight import ClimbIntent, ClimbTurn, predict_card, predict_turn
from arcade.games.spire.fight_view import Forecaster
from arcade.games.spire.model import Encounter, Monster
from arcade.games.spire.preview import CardPreview


def intent_effects(intent: ClimbIntent) -> list[str]:
    """What else the move does: 'weak 1', 'vulnerable 2' (to the player), 'strength +2', 'block +6' (itself)."""
    parts = [f"weak {intent.weak}"] if intent.weak > 0 else []
    parts += [f"vulnerable {intent.vulnerable}"] if intent.vulnerable > 0 else []
    parts += [f"strength +{intent.strength}"] if intent.strength > 0 else []
    parts += [f"block +{intent.block}"] if intent.block > 0 else []
    return parts


def describe_climb_intent(intent: ClimbIntent, width: int) -> str:
    """The intent in at most `width` columns: 'Lunge 3×4, weak 1', then shorter forms ('3×4, weak 1', '3×4 wk1')
    until one fits (cut at the end as a last resort)."""
    hit = (f"{intent.damage}×{intent.hits}" if intent.hits > 1 else str(intent.damage)) if intent.hits else ""
    effects = intent_effects(intent)
    short = [part.replace("vulnerable ", "vuln ").replace("strength ", "str ").replace("block ", "blk ")
             for part in effects]
    named = f"{intent.move} {hit}" if hit else (f"{intent.move}:" if effects else intent.move)
    candidates = [
        ", ".join([named, *effects]) if hit else " ".join([named, ", ".join(effects)]).strip(),
        ", ".join([part for part in (f"attack {hit}" if hit else "", *effects) if part]) or intent.move,
        ", ".join([part for part in (hit, *short) if part]) or intent.move,
        " ".join([part for part in (hit, *short) if part]) or intent.move,
    ]
    return next((text for text in candidates if len(text) <= width), candidates[-1][:width])


def climb_incoming_line(turn: ClimbTurn, hp: int, block: int) -> str:
    """'Incoming 14, block 5: you will lose 9 HP.': every hit of every intent summed against the block (the HP lost
    is the predicted turn's, so it is exact)."""
    incoming = sum(intent.total for intent in turn.intents)
    lost = hp - turn.hp_after
    head = f"Incoming {incoming}, block {block}" if block else f"Incoming {incoming}"
    return f"{head}: you will lose {lost} HP." if lost else f"{head}: you will lose no HP."


def climb_card_preview(encounter: Encounter, index: int, targets: Sequence[Monster]) -> CardPreview:
    """The card's preview as playing it on a copy of the fight gives it (relics that act on a card played count)."""
    return predict_card(encounter, index, targets)  # type: ignore[arg-type]


CLIMB_FORECASTER = Forecaster(predict_turn, describe_climb_intent, climb_incoming_line,  # type: ignore[arg-type]
                              climb_card_preview)
"""The fight page's forecast for a climb's fights."""
