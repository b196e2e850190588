"""Wounds (cards.Wound), the status cards some monsters' moves put into the player's discard pile: checked in a
climb fight where they act: the move puts exactly its number there and the intent says so beforehand, a Wound is
never playable, and it is gone from the run's deck when the fight ends."""

from __future__ import annotations

import random

from arcade.games.spire.climb import bestiary, cards
from arcade.games.spire.climb.bots import greedy_bot
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.forecasts import predict_turn
from arcade.games.spire.climb.run import FIGHT, REWARD, Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb_ui.forecast import describe_climb_intent
from arcade.games.spire.climb_ui.inspect_text import rarity_of
from arcade.games.spire.model import Strike, new_game


class Wounder(ClimbMonster):
    """A test monster that scratches for 3 and puts 2 Wounds into the player's discard pile."""

    title = "Wounder"
    pattern = (Move("Rake", 3, wounds=2),)


def test_a_wounding_move_puts_its_wounds_in_the_discard_pile_as_its_intent_says() -> None:
    new_game(random.Random(1))
    run = RunState("ironclad", 80, 80, [Strike() for _ in range(10)])
    fight = ClimbFight(run, [Wounder(40)])
    [intent] = predict_turn(fight).intents
    assert intent.wounds == 2 and describe_climb_intent(intent, 80) == "Rake 3, 2 Wounds to your discard"
    fight.end_player_turn()
    fight.enemy_turn()
    player = fight.get_player()
    piles = [*player.get_hand(), *player.get_deck(), *player.get_discarded()]
    assert sum(card.get_name() == "Wound" for card in piles) == 2
    assert all(card.get_name() == "Strike" for card in run.deck) and len(run.deck) == 10


def test_a_wound_is_never_played_and_says_what_it_is() -> None:
    wound = cards.Wound()
    assert (wound.get_name(), wound.get_description(), wound.get_energy_cost()) == (
        "Wound", "Unplayable. Gone when the fight ends.", 0)
    assert rarity_of(wound) == cards.card_rarity("Wound") == "status"
    assert not cards.is_curse(wound) and isinstance(cards.card_named("Wound"), cards.Wound)
    new_game(random.Random(1))
    run = RunState("ironclad", 80, 80, [cards.Wound() for _ in range(5)])
    fight = ClimbFight(run, [Wounder(40)])
    assert not fight.player_apply_card("Wound")


def test_the_ember_wyrm_scorches_two_wounds_and_the_move_table_says_so() -> None:
    scorch = next(move for move in bestiary.EmberWyrm.pattern if move.name == "Scorch")
    assert (scorch.damage, scorch.wounds) == (14, 2)


def test_a_climbs_deck_after_a_wounding_fight_holds_no_wound() -> None:
    """Greedy climbs of 20 seeds to the end: no Wound ever joins the run's deck, though some fights dealt them."""
    dealt = 0
    for seed in range(20):
        climb = Climb("ironclad", seed)
        rng = random.Random(seed)
        while not climb.over:
            in_fight = climb.phase == FIGHT
            climb.act(greedy_bot(climb, rng))
            if in_fight and climb.fight is not None:
                player = climb.fight.get_player()
                dealt += sum(card.get_name() == "Wound" for card in [*player.get_deck(), *player.get_discarded()])
            if climb.phase == REWARD:
                assert not any(card.get_name() == "Wound" for card in climb.run.deck)
    assert dealt > 0
