"""Property tests: random games played with random moves keep the game's invariants.

Random play never raises; no HP is ever negative; the cards the player owns (deck + hand + discard pile)
stay the same multiset, within an encounter and across encounters; energy stays within 0..3; only
living monsters remain. The plain adapter survives any typed line.
"""

from __future__ import annotations

import io
import random
from collections import Counter
from contextlib import redirect_stdout

from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.games.spire import plain
from arcade.games.spire.classic.intents import predict_enemy_turn
from arcade.games.spire.model import (
    CARD_TYPES,
    MONSTER_TYPES,
    PLAYER_TYPES,
    TURN_ENERGY,
    Encounter,
    Player,
    new_game,
)

MONSTERS = st.tuples(st.sampled_from(sorted(MONSTER_TYPES)), st.integers(1, 60))
ENCOUNTERS = st.lists(st.lists(MONSTERS, min_size=1, max_size=3), min_size=1, max_size=3)
CARD_NAMES = st.sampled_from([*CARD_TYPES, "Card", "strike", "Dance", ""])
TARGETS = st.one_of(st.none(), st.integers(-1, 10))
MOVES = st.one_of(st.just(None), st.tuples(CARD_NAMES, TARGETS))
"""None ends the turn; (name, target) tries to play a card."""


def owned(player: Player) -> Counter[str]:
    """The multiset of the player's cards, by name."""
    return Counter(card.get_name() for card in [*player.get_deck(), *player.get_hand(), *player.get_discarded()])


def check(encounter: Encounter, cards: Counter[str]) -> None:
    """The invariants that hold after every move."""
    player = encounter.get_player()
    assert player.get_hp() >= 0
    assert 0 <= player.get_energy() <= TURN_ENERGY
    assert owned(player) == cards
    assert len(player.get_hand()) <= 5
    ids = [monster.get_id() for monster in encounter.get_monsters()]
    assert len(ids) == len(set(ids))
    for monster in encounter.get_monsters():
        assert 0 < monster.get_hp() <= monster.get_max_hp()
        assert monster.get_block() >= 0


@settings(max_examples=150, deadline=None)
@given(player_type=st.sampled_from(sorted(PLAYER_TYPES)), encounters=ENCOUNTERS, seed=st.integers(0, 2**32),
       moves=st.lists(MOVES, max_size=120))
def test_random_play_keeps_the_invariants(player_type: str, encounters: list[list[tuple[str, int]]], seed: int,
                                          moves: list[tuple[str, int | None] | None]) -> None:
    new_game(random.Random(seed))
    player = PLAYER_TYPES[player_type]()
    cards = owned(player)
    remaining = iter(moves)
    for monsters in encounters:
        encounter = Encounter(player, monsters)
        assert [monster.get_hp() for monster in encounter.get_monsters()] == [hp for _, hp in monsters]
        check(encounter, cards)
        assert len(player.get_hand()) == 5
        for move in remaining:
            if move is None:
                encounter.end_player_turn()
                encounter.enemy_turn()
            else:
                energy, hand = player.get_energy(), len(player.get_hand())
                applied = encounter.player_apply_card(*move)
                if not applied:  # a failed card costs nothing
                    assert (player.get_energy(), len(player.get_hand())) == (energy, hand)
            check(encounter, cards)
            if player.is_defeated() or not encounter.is_active():
                break
        if player.is_defeated() or encounter.is_active():
            return
        encounter.end_player_turn()
        assert player.get_hand() == []


TYPED = st.one_of(
    st.text(max_size=20),
    st.builds(" ".join, st.lists(st.sampled_from(["play", "end", "turn", "inspect", "deck", "discard", "describe",
                                                  *CARD_TYPES, "0", "1", "-1", "x", "9999999999999999999"]),
                                 max_size=4)),
)


@settings(max_examples=100, deadline=None)
@given(player_type=st.sampled_from(sorted(PLAYER_TYPES)), seed=st.integers(0, 2**32),
       lines=st.lists(TYPED, max_size=60))
def test_the_plain_adapter_survives_any_line(player_type: str, seed: int, lines: list[str]) -> None:
    new_game(random.Random(seed))
    encounter = Encounter(PLAYER_TYPES[player_type](), [("JawWorm", 30), ("Cultist", 20), ("Louse", 10)])
    with redirect_stdout(io.StringIO()):
        for line in lines:
            if not plain.handle_move(encounter, line) or not encounter.is_active():
                break
    assert encounter.get_player().get_hp() >= 0


@settings(max_examples=100, deadline=None)
@given(player_type=st.sampled_from(sorted(PLAYER_TYPES)), monsters=st.lists(MONSTERS, min_size=1, max_size=3),
       seed=st.integers(0, 2**32), moves=st.lists(MOVES, max_size=60))
def test_intents_predict_the_enemy_turn_exactly(player_type: str, monsters: list[tuple[str, int]], seed: int,
                                                moves: list[tuple[str, int | None] | None]) -> None:
    new_game(random.Random(seed))
    encounter = Encounter(PLAYER_TYPES[player_type](), monsters)
    player = encounter.get_player()
    for move in moves:
        if move is not None:
            encounter.player_apply_card(*move)
        else:
            state = repr(player), player.get_hp(), player.get_block(), [str(m) for m in encounter.get_monsters()]
            expected = predict_enemy_turn(encounter)
            assert (repr(player), player.get_hp(), player.get_block(),
                    [str(m) for m in encounter.get_monsters()]) == state  # the prediction changed nothing
            by_id = {monster.get_id(): monster for monster in encounter.get_monsters()}
            encounter.end_player_turn()
            encounter.enemy_turn()
            assert player.get_hp() == expected.hp_after
            for intent in expected.intents:
                assert by_id[intent.monster_id].get_block() == intent.block
        if player.is_defeated() or not encounter.is_active():
            break
