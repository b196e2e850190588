"""Every number a monster's intent line names is what its move then does: every encounter of the bestiary is fought for
several turns (the player striking the first monster standing, so a monster whose attack grows with the damage it takes
shows it), and before each monsters' turn each intent's words (climb_ui/forecast.py's describe_climb_intent, at full
width) are read for their numbers, then each monster acts alone and what it did is measured: the damage of each hit the
player took (block and HP), its hits, the weak and vulnerable it put on the player, the strength and block it gained,
the Wounds it put into the player's discard pile.

Planted and seen to fail: the intent's hits counted one short (38 encounters), the strength a move gains shown twice
(23). A move's weak given twice passes, rightly: the line is the forecast's, which plays the same action, so it says
the 2 the player then has."""

from __future__ import annotations

import random
import re

import pytest

from arcade.games.spire.climb import bestiary
from arcade.games.spire.climb.fight import ClimbFight
from arcade.games.spire.climb.state import TURN_START, RunState
from arcade.games.spire.climb_ui.forecast import describe_climb_intent, predict_ruled_turn
from arcade.games.spire.model import Strike, new_game

TURNS = 7
"""Monsters' turns played per encounter (more than any opening move, into every loop)."""
EFFECTS = {"weak": r"weak (\d+)", "vulnerable": r"vulnerable (\d+)", "strength": r"strength \+(\d+)",
           "block": r"block \+(\d+)", "wounds": r"(\d+) Wounds? to your discard"}
"""How an intent line names what else a move does."""


def claims(text: str) -> dict[str, int]:
    """The numbers an intent line names: damage per hit and hits, then each effect (0 when not named). A part in
    parentheses is the monster's rule in brief, or what follows, not this move's number."""
    said = {name: int(match.group(1)) if (match := re.search(pattern, text)) else 0
            for name, pattern in EFFECTS.items()}
    rest = re.sub(r"\([^)]*\)", "", text)
    for pattern in EFFECTS.values():
        rest = re.sub(pattern, "", rest)
    several = re.search(r"(\d+)×(\d+)", rest)
    single = re.findall(r"\d+", rest)
    if several:
        said["damage"], said["hits"] = int(several.group(1)), int(several.group(2))
    else:
        assert len(single) <= 1, text
        said["damage"], said["hits"] = (int(single[0]), 1) if single else (0, 0)
    return said


def fight_against(spec: bestiary.EncounterSpec) -> ClimbFight:
    """The encounter as act 1 builds it at 100% HP, against an IronClad of 9,999 HP holding ten Strikes."""
    new_game(random.Random(1))
    monsters = bestiary.build(spec, random.Random(spec.name), 100, 1)
    return ClimbFight(RunState("ironclad", 9999, 9999, [Strike() for _ in range(10)]), monsters)


@pytest.mark.parametrize("spec", list(bestiary.SPECS.values()), ids=lambda spec: spec.name)
def test_every_number_an_intent_names_is_what_the_move_does(spec: bestiary.EncounterSpec) -> None:
    fight = fight_against(spec)
    player = fight.get_player()
    for _ in range(TURNS):
        if not fight.get_monsters():
            break
        if player.get_energy():
            fight.player_apply_card("Strike", fight.get_monsters()[0].get_id())
        words = {intent.monster_id: describe_climb_intent(intent, 200) for intent in predict_ruled_turn(fight).intents}
        fight.end_player_turn()
        before = fight.player_statuses()
        for monster in list(fight.get_monsters()):
            taken = player.get_hp() + player.get_block()
            weak, vulnerable = fight.player_statuses()
            strength, block = monster.get_strength(), monster.get_block()
            discarded = len(player.get_discarded())
            hits = fight.monster_acts(monster, stop_when_fallen=False)
            done = {"damage": hits[0] if hits else 0, "hits": len(hits), "weak": player.get_weak() - weak,
                    "vulnerable": player.get_vulnerable() - vulnerable, "strength": monster.get_strength() - strength,
                    "block": monster.get_block() - block, "wounds": len(player.get_discarded()) - discarded}
            assert taken - player.get_hp() - player.get_block() == sum(hits)
            assert len(set(hits)) <= 1  # every hit of a move alike, as the line's 'D×H' says
            assert claims(words[monster.get_id()]) == done, (monster.get_name(), words[monster.get_id()])
        fight.end_round(before)
        fight.start_new_turn()
        fight.run.fire(TURN_START, fight)


def test_the_reading_of_an_intent_line() -> None:
    assert claims("Lunge 3×4, weak 1") == {"damage": 3, "hits": 4, "weak": 1, "vulnerable": 0, "strength": 0,
                                           "block": 0, "wounds": 0}
    assert claims("Harden: block +6") == {"damage": 0, "hits": 0, "weak": 0, "vulnerable": 0, "strength": 0,
                                          "block": 6, "wounds": 0}
    assert claims("Scorch 14, 2 Wounds to your discard") == {"damage": 14, "hits": 1, "weak": 0, "vulnerable": 0,
                                                               "strength": 0, "block": 0, "wounds": 2}
    assert claims("Needles 4×2, weak 2, 1 Wound to your discard")["wounds"] == 1
    assert claims("Attack 4 (half damage taken), block +3")["damage"] == 4
    assert claims("Ritual (then 7)")["damage"] == 0
