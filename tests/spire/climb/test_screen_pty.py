"""The real `arcade spire climb` in a pty at 80×24: from the map through a fight, its reward, a shop and a rest site
(an upgrade). ARCADE_SEED=16 deals a first climb whose act 1 map has a path monster, event, shop, event, event, rest
(found by a search over seeds with Climb alone). The keys are worked out from a Climb played aside with the same
seed and the same actions (a simple player: the first card it can play, on the first monster, else the end of the
turn; the last option of every event), and each key's result is waited for on the screen.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from arcade.games.spire.climb.map import MONSTER, REST, SHOP, UNKNOWN, Node
from arcade.games.spire.climb.run import UNKNOWN_ODDS, Climb, stream
from arcade.games.spire.climb_ui.screen import SEED_BITS
from arcade.randomness import SEED_VARIABLE
from tests.pty_screen import TerminalSession

ARCADE_SEED = 16
CLIMB_SEED = random.Random(ARCADE_SEED).getrandbits(SEED_BITS)
"""The first climb's seed on a screen opened with ARCADE_SEED (the screen draws it from its source)."""


def resolved(node: Node) -> str:
    """What an unknown node turns out to be (run.py's rule, from the floor's event stream), else its kind."""
    if node.kind != UNKNOWN:
        return node.kind
    roll = stream(CLIMB_SEED, "event", node.floor + 1).randrange(100)
    for kind, chance in UNKNOWN_ODDS:
        if roll < chance:
            return kind
        roll -= chance
    return "event"


def planned_path(climb: Climb) -> list[Node]:
    """A path of act 1 starting with a monster fight, then only events and a shop, then a rest site."""
    def walk(node: Node, path: list[Node]) -> Iterator[list[Node]]:
        path = [*path, node]
        kinds = [resolved(step) for step in path]
        if kinds.count(MONSTER) > 1 or kinds[0] != MONSTER or any(kind not in (MONSTER, "event", SHOP, REST)
                                                                      for kind in kinds):
            return
        if kinds[-1] == REST and SHOP in kinds:
            yield path
            return
        for following in climb.map.above(node):
            yield from walk(following, path)
    return next(path for start in climb.map.starts() for path in walk(start, []))


def fight_key(climb: Climb) -> tuple[list[str], Any]:
    """The simple player's keys and action in a fight."""
    assert climb.fight is not None
    for action in climb.legal_actions():
        if action[0] == "play" and (len(action) == 2 or action[2] == 1):
            keys = [str(action[1])]
            if len(action) == 3 and len(climb.fight.get_monsters()) > 1:
                keys.append(str(climb.roster.index(climb.fight.get_monsters()[0]) + 1))
            return keys, action
    return ["e"], "end turn"


def fight_marks(climb: Climb) -> list[str]:
    """What the fight page shows once an action is done: the turn and the piles, or the next phase's title."""
    if climb.phase != "fight" or climb.fight is None:
        return ["Victory"]
    player = climb.fight.get_player()
    return [f"turn {climb.fight.turn}", f"draw {len(player.get_deck())} (p) · discard {len(player.get_discarded())}"]


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_a_climb_at_80_by_24_from_the_map_through_a_fight_a_reward_a_shop_and_a_rest(tmp_path: Path) -> None:
    aside = Climb("ironclad", CLIMB_SEED, 0)
    path = planned_path(aside)
    session = TerminalSession(["spire", "climb"], 80, 24, {SEED_VARIABLE: str(ARCADE_SEED)},
                              data_dir=tmp_path / "data")
    try:
        session.wait_for("Choose your character")
        session.press("1")
        session.wait_for("The Fork at the Foot")
        session.press("1")
        aside.act(["choose", 1])
        session.wait_for("You gain 8 max HP and 8 HP.")
        session.press("e")
        aside.act("leave")
        session.wait_for("Act 1: floors")
        seen: list[str] = []
        for node in path:
            assert aside.phase == "map"
            session.press(str([choice.column for choice in aside.choices()].index(node.column) + 1))
            aside.act(["go", node.column])
            seen.append(aside.phase)
            while aside.phase == "fight":
                keys, action = fight_key(aside)
                aside.act(action)
                session.press(*keys)
                session.wait_until(lambda: all(mark in session.text() for mark in fight_marks(aside)),
                                   f"{action!r} done")
            if aside.phase == "reward":
                session.wait_for("Take a card into your deck")
                taken = aside.offer[0].get_name()
                session.press("1")
                aside.act(["card", 1])
                session.wait_for(f"{taken} joins your deck.")
            elif aside.phase == "event":
                session.wait_for("↑↓ and Enter, or a number")
                last = len(aside.legal_actions())
                session.press(str(last))
                aside.act(["choose", last])
                session.wait_for("back to the map")
                session.press("e")
                aside.act("leave")
            elif aside.phase == "shop":
                session.wait_for(f"Shop · you have {aside.run.gold} gold")
                buy = next(action for action in aside.legal_actions() if action[0] == "buy")
                session.press(*["down"] * (buy[1] - 1), "enter")
                aside.act(buy)
                session.wait_for(f"Shop · you have {aside.run.gold} gold")
                session.press("e")
                aside.act("leave")
            elif aside.phase == "rest":
                session.wait_for("Rest site: rest or upgrade one card")
                assert "Upgrade Strike (basic): 6 dmg → 9 dmg" in session.text()
                upgrade = aside.legal_actions()[1]
                name = aside.run.deck[upgrade[1] - 1].get_name()
                session.press("down", "enter")
                aside.act(upgrade)
                session.wait_for(f"{name} becomes {name}+.")
            session.wait_for("Act 1: floors")
        assert seen[0] == "fight" and "shop" in seen and seen[-1] == "rest"
        assert f"floor {len(path)}" in session.text() and "HP" in session.text()
        session.press("q")
        session.wait_for("Saved: The Climb")
    finally:
        session.close()
