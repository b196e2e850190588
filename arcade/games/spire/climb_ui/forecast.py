"""How a climb's fight forecasts the monsters' turn on the fight page (fight_view.Forecaster): each intent by its
move's name and hits ('Lunge 3×4', 'Bite 12, weak 1', 'Harden: block +6'), cut to fit its box, and the incoming
line summing every hit against the player's block. Pure: no urwid; the turn itself is climb.forecasts.predict_turn's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from arcade.games.spire.classic.fight_words import fitted
from arcade.games.spire.classic.preview import CardPreview
from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.forecasts import ClimbIntent, ClimbTurn, predict_card, predict_turn
from arcade.games.spire.climb.monster_rules import RITUAL, damage_rule, effect_words
from arcade.games.spire.model import Cultist, Encounter, Monster
from arcade.games.spire.views.fight_view import Forecaster


@dataclass(frozen=True)
class RuledIntent(ClimbIntent):
    """An intent with its monster's damage rule in brief ('half damage taken'; '' for a move's fixed damage)."""

    rule: str = ""


def predict_ruled_turn(fight: ClimbFight) -> ClimbTurn:
    """The monsters' turn (predict_turn's), each intent with its monster's rule in brief (monster_rules.py), and a
    Cultist's first move named as the ritual it is rather than an attack of nothing."""
    turn = predict_turn(fight)
    monsters = {monster.get_id(): monster for monster in fight.get_monsters()}
    intents = []
    for intent in turn.intents:
        monster = monsters.get(intent.monster_id)
        rule = damage_rule(monster) if monster is not None else None
        fields = asdict(intent)
        if isinstance(monster, Cultist) and not intent.hits:
            fields["move"] = RITUAL
        intents.append(RuledIntent(**fields, rule=rule.brief if rule is not None else ""))
    return ClimbTurn(tuple(intents), turn.hp_after, turn.block_after)


def describe_climb_intent(intent: ClimbIntent, width: int) -> str:
    """The intent in at most `width` columns: 'Lunge 3×4, weak 1', then shorter forms ('3×4, weak 1', '3×4 wk1')
    until one fits (cut at the end as a last resort); a monster's damage rule in brief after it ('Attack 8 (half
    damage taken)', then '8 (half damage taken)') while there is room for it (inspect says it whole)."""
    plain_hit = (f"{intent.damage}×{intent.hits}" if intent.hits > 1 else str(intent.damage)) if intent.hits else ""
    rule = getattr(intent, "rule", "")
    candidates: list[str] = []
    for hit in dict.fromkeys((f"{plain_hit} ({rule})" if plain_hit and rule else plain_hit, plain_hit)):
        move = f"{intent.move} ({rule})" if rule and not hit and hit == plain_hit else intent.move
        effects = effect_words(intent)
        short = [part.replace("vulnerable ", "vuln ").replace("strength ", "str ").replace("block ", "blk ")
                 for part in effects]
        named = f"{move} {hit}" if hit else (f"{move}:" if effects else move)
        candidates += [
            ", ".join([named, *effects]) if hit else " ".join([named, ", ".join(effects)]).strip(),
            ", ".join([part for part in (f"attack {hit}" if hit else "", *effects) if part]) or move,
            ", ".join([part for part in (hit, *short) if part]) or move,
            " ".join([part for part in (hit, *short) if part]) or move,
        ]
    return next((text for text in candidates if len(text) <= width), candidates[-1][:width])


def turn_line(name: str, intent: ClimbIntent, width: int) -> str:
    """What a monster did at the end of the turn, in at most `width` columns: 'Ironbark Brute 1: Lunge 3×4, weak 1.'
    (the move in the room the name leaves, shortened as the intents are)."""
    return f"{name}: {describe_climb_intent(intent, width - len(name) - len(': .'))}."


def hit_line(name: str, damage: int, blocked: int, defeated: bool, width: int) -> str:
    """What a card or potion did to a monster, in at most `width` columns: '10 damage to Hungry Worm 1, 6 blocked.'
    (`damage` is all it dealt, `blocked` the part the monster's block took: 'all blocked' when no HP was lost),
    then shorter forms ('Hungry Worm 1: 10 dmg, 6 blk, defeated.') until one fits; the block is left out only of
    a monster's last hit, and the words cut only as a last resort."""
    if not damage:
        return f"No damage to {name}."
    took = "all" if blocked >= damage else str(blocked)
    long_block, short_block = (f", {took} blocked", f", {took} blk") if blocked else ("", "")
    fell = ", defeated" if defeated else ""
    candidates = [f"{damage} damage to {name}{long_block}{fell}.", f"{name}: {damage} damage{long_block}{fell}.",
                  f"{name}: {damage} dmg{short_block}{fell}."]
    if defeated:
        candidates.append(f"{name}: {damage} dmg{fell}.")
    return next((text for text in candidates if len(text) <= width), candidates[-1][:width])


def curl_line(name: str, block: int, width: int) -> str:
    """A monster's Curl, as the hit that set it off made it act: 'Moss Crawler 1 curls up: +5 block.' ('' for no
    block), shorter ('Moss Crawler 1: curls, +5 blk.') when that does not fit."""
    if not block:
        return ""
    long = f"{name} curls up: +{block} block."
    return long if len(long) <= width else fitted(f"{name}: curls, +{block} blk.", width)


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


CLIMB_FORECASTER = Forecaster(predict_ruled_turn, describe_climb_intent, climb_incoming_line,  # type: ignore[arg-type]
                              climb_card_preview)
"""The fight page's forecast for a climb's fights."""
