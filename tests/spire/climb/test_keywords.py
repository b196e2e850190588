"""The character cards' keywords and the player's powers (climb/keywords.py, card_play.py, player_powers.py), each
checked where it acts: cards of chosen numbers defined here are played in real climb fights by the fight rules that
have keywords (version 4), with exact values, and their texts are read from the same numbers."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade.games.spire.classic.preview import CardPreview, Hit, preview_card
from arcade.games.spire.climb import card_play
from arcade.games.spire.climb.bots import greedy_bot, random_bot
from arcade.games.spire.climb.cards import CHARACTER_POOLS, SHARED_CARDS, Wound, upgraded
from arcade.games.spire.climb.fight import ClimbFight, ClimbMonster, Move
from arcade.games.spire.climb.forecasts import Struck, predict_card, predict_turn
from arcade.games.spire.climb.keywords import (
    CALM,
    NEUTRAL,
    STANCE_ENERGY,
    WRATH,
    CharacterCard,
    Reflex,
    character_text,
    cost_label,
)
from arcade.games.spire.climb.planner import planner_bot
from arcade.games.spire.climb.player_powers import POWERS, power_text
from arcade.games.spire.climb.powers import CURL, Power
from arcade.games.spire.climb.run import DISCARD, END_TURN, Climb
from arcade.games.spire.climb.state import MONSTER_KILLED
from arcade.games.spire.climb.turn_search import plan_turn
from arcade.games.spire.model import HAND_SIZE, STRENGTH, TURN_ENERGY, WEAK, Card, Defend, Strike, new_game
from tests.spire.climb.keyword_fights import HIT, KEYWORDS, Hitter, end_turn, keyword_fight, put_in_hand


class Curler(ClimbMonster):
    title = "Curler"
    pattern = (Move("Hit", damage=HIT),)
    powers = (Power(CURL, 5),)


class Cleave(CharacterCard):
    _damage = 7
    every_monster = True
    _status_modifiers = {WEAK: 1}  # noqa: RUF012


class Flurry(CharacterCard):
    _damage = 2
    hits = 3


class Gamble(CharacterCard):
    _damage = 4
    _block = 3
    x_cost = True
    _requires_target = True


class Offering(CharacterCard):
    hp_cost = 6
    energy_gain = 2
    draw = 3
    exhaust = True
    _requires_target = False


class Toxin(CharacterCard):
    _damage = 1
    poison = 5


class Sift(CharacterCard):
    draw = 2
    discard = 1
    _energy_cost = 0
    _requires_target = False


class Slick(CharacterCard):
    reflex = Reflex(energy=1, draw=1)
    _requires_target = False


class Serene(CharacterCard):
    _block = 4
    stance = CALM
    retain = True
    _requires_target = False


class Furious(CharacterCard):
    _damage = 5
    stance = WRATH


class Settle(CharacterCard):
    stance = NEUTRAL
    _energy_cost = 0
    _requires_target = False


class Kindling(CharacterCard):
    power = "Fervor"
    power_amount = 2
    _requires_target = False


class Embers(CharacterCard):
    power = "Ember Skin"
    power_amount = 3
    _energy_cost = 0
    _requires_target = False


class Haze(CharacterCard):
    _block = 2
    ethereal = True
    _requires_target = False


class Opener(CharacterCard):
    _block = 1
    innate = True
    _requires_target = False


def fight(deck: list[Card], monsters: list[ClimbMonster] | None = None, version: int = KEYWORDS,
          hp: int = 999) -> ClimbFight:
    """A fight by the keywords' rules: a 999 max-HP IronClad with this deck (in this order) against the monsters."""
    return keyword_fight("ironclad", deck, monsters if monsters is not None else [Hitter(999)], hp, version)


def test_every_keyword_says_its_numbers_in_the_order_it_acts() -> None:
    """The template run now (a card's text is made once, when its class is made: these calls run it again)."""
    assert character_text(Cleave()) == "Deal 7 damage to every monster. Apply 1 weak to every monster."
    assert character_text(Flurry()) == "Deal 2 damage 3 times."
    assert character_text(Gamble()) == "Deal 4 damage X times. Gain 3 block X times."
    assert character_text(Offering()) == "Lose 6 HP. Gain 2 energy. Draw 3 cards. Exhaust."
    assert character_text(Toxin()) == "Deal 1 damage. Apply 5 poison."
    assert character_text(Sift()) == "Draw 2 cards. Discard 1 card."
    assert character_text(Slick()) == "When discarded, gain 1 energy and draw 1 card."
    assert character_text(Serene()) == "Gain 4 block. Enter calm. Retain."
    assert character_text(Settle()) == "Leave your stance."
    assert character_text(Kindling()) == "Fervor: at the start of each turn, gain 2 strength."
    assert character_text(Haze()) == "Gain 2 block. Ethereal."
    assert character_text(Opener()) == "Gain 1 block. Innate."
    assert (cost_label(Gamble()), cost_label(Strike()), cost_label(Sift())) == ("X", "1", "0")


def test_a_card_class_with_a_stance_the_fight_does_not_know_is_refused_when_it_is_made() -> None:
    with pytest.raises(ValueError, match="Dither: no stance 'dither'"):
        type("Dither", (CharacterCard,), {"stance": "dither"})
    for stance in (CALM, WRATH, NEUTRAL):
        assert type("Known", (CharacterCard,), {"stance": stance}).stance == stance
    assert type("Stanceless", (CharacterCard,), {}).stance == ""


def test_every_card_of_the_pools_shows_the_text_its_numbers_make_now() -> None:
    """The template run again on every character card and its upgrade gives the text it was made with (so a change
    of the template or a card's numbers after its class was made cannot pass unseen)."""
    kinds = [kind for pool in CHARACTER_POOLS.values() for kind in pool if kind not in SHARED_CARDS]
    cards = [card for kind in kinds for card in (kind(), upgraded(kind())) if card is not None]
    assert len(kinds) == 26 + 27 + 26 and len(cards) == 2 * len(kinds)
    for card in cards:
        assert isinstance(card, CharacterCard) and character_text(card) == card.get_description(), card.get_name()


def test_an_attack_on_every_monster_hits_each_and_the_kills_run_their_hooks_once() -> None:
    killed: list[str] = []
    played = fight([Cleave() for _ in range(10)], [Hitter(5), Hitter(20), Hitter(7)])
    played.run.fire = lambda hook, *args, **details: killed.append(details["target"].get_id()) \
        if hook == MONSTER_KILLED else None  # type: ignore[method-assign]
    assert not Cleave().requires_target()
    assert played.player_apply_card("Cleave")
    standing = played.get_monsters()
    assert [monster.get_hp() for monster in standing] == [13] and standing[0].get_weak() == 1
    assert len(killed) == 2


def test_hits_x_cost_and_wrath_multiply_exactly() -> None:
    played = fight([Flurry() for _ in range(10)])
    monster = played.get_monsters()[0]
    assert played.player_apply_card("Flurry", monster.get_id())
    assert 999 - monster.get_hp() == 6
    gamble = fight([Gamble() for _ in range(10)])
    target = gamble.get_monsters()[0]
    player = gamble.get_player()
    assert gamble.player_apply_card("Gamble", target.get_id())
    assert (999 - target.get_hp(), player.get_block(), player.get_energy()) == (4 * TURN_ENERGY, 3 * TURN_ENERGY, 0)
    assert gamble.player_apply_card("Gamble", target.get_id())  # X = 0: it plays and does nothing but hit for 0
    assert 999 - target.get_hp() == 4 * TURN_ENERGY
    wrath = fight([Furious() for _ in range(10)])
    enemy = wrath.get_monsters()[0]
    assert wrath.player_apply_card("Furious", enemy.get_id())
    assert wrath.get_player().stance == WRATH and 999 - enemy.get_hp() == 5  # the hit lands before the stance
    assert wrath.player_apply_card("Furious", enemy.get_id())
    assert 999 - enemy.get_hp() == 5 + 10
    assert predict_turn(wrath).intents[0].damage == 2 * HIT
    end_turn(wrath)
    assert 999 - wrath.get_player().get_hp() == 2 * HIT


def test_leaving_calm_gives_its_energy_once_and_retain_keeps_the_card() -> None:
    played = fight([Serene(), Furious(), Settle(), Defend(), Defend(), Defend(), Defend(), Defend(), Defend()])
    put_in_hand(played, Serene(), Furious(), Settle(), Serene())
    player = played.get_player()
    assert played.player_apply_card("Serene") and player.stance == CALM
    assert played.player_apply_card("Serene") and player.get_energy() == TURN_ENERGY - 2  # calm again: no energy
    assert played.player_apply_card("Settle") and player.stance == NEUTRAL
    assert player.get_energy() == TURN_ENERGY - 2 + STANCE_ENERGY
    retained = fight([Defend() for _ in range(9)])
    put_in_hand(retained, Serene(), Defend())
    end_turn(retained)
    hand = [card.get_name() for card in retained.get_player().get_hand()]
    assert hand.count("Serene") == 1 and len(hand) == 1 + HAND_SIZE


def test_hp_cost_energy_draw_and_exhaust() -> None:
    played = fight([Offering()] + [Defend() for _ in range(12)], hp=50)
    put_in_hand(played, Offering())
    player = played.get_player()
    player.add_block(10)
    assert played.player_apply_card("Offering")
    assert (player.get_hp(), player.get_block(), player.get_energy()) == (44, 10, TURN_ENERGY - 1 + 2)
    assert len(player.get_hand()) == 3
    assert [card.get_name() for card in player.exhausted] == ["Offering"]
    assert "Offering" not in [card.get_name() for card in player.get_discarded()]


def test_poison_ticks_before_the_monster_acts_through_block_and_can_fell_it() -> None:
    played = fight([Toxin() for _ in range(10)], [Hitter(12), Hitter(999)])
    first, second = played.get_monsters()
    assert played.player_apply_card("Toxin", first.get_id())
    assert played.poison == {first.get_id(): 5}
    played.end_player_turn()
    first.add_block(30)
    played.enemy_turn()
    assert (first.get_hp(), first.get_block(), played.poison[first.get_id()]) == (12 - 1 - 5, 30, 4)
    assert played.player_apply_card("Toxin", first.get_id())  # 1 damage, then 5 more poison
    assert played.poison[first.get_id()] == 9
    hp_before = played.get_player().get_hp()
    end_turn(played)
    assert first not in played.get_monsters() and second in played.get_monsters()
    assert hp_before - played.get_player().get_hp() == HIT  # only the second monster hit


def test_poison_wakes_curl_as_any_hp_lost_does() -> None:
    played = fight([Toxin() for _ in range(10)], [Curler(100)])
    monster = played.get_monsters()[0]
    monster.add_block(1)
    assert played.player_apply_card("Toxin", monster.get_id())  # the 1 damage only breaks the block: no curl yet
    assert monster.get_block() == 0
    end_turn(played)
    assert monster.get_hp() == 95 and monster.get_block() == 5


def test_a_discard_is_chosen_before_anything_else_and_a_reflex_acts_on_it() -> None:
    played = fight([Defend() for _ in range(12)])
    put_in_hand(played, Sift(), Slick(), Strike())
    player = played.get_player()
    assert played.player_apply_card("Sift")
    assert player.to_discard == 1 and len(player.get_hand()) == 4
    assert not played.player_apply_card("Strike", played.get_monsters()[0].get_id())
    assert not played.discard_card("Nothing")
    energy = player.get_energy()
    assert played.discard_card("Slick")
    assert player.to_discard == 0 and player.get_energy() == energy + 1 and len(player.get_hand()) == 4
    assert not played.discard_card("Strike")  # no discard asked any more
    assert player.get_discarded()[-1].get_name() == "Slick"


def test_a_power_lasts_the_fight_adds_up_and_leaves_the_piles() -> None:
    played = fight([Kindling(), Kindling()] + [Defend() for _ in range(10)])
    put_in_hand(played, Kindling(), Kindling())
    player = played.get_player()
    assert played.player_apply_card("Kindling") and played.player_apply_card("Kindling")
    assert player.powers == {"Fervor": 4} and player.get_strength() == 0
    assert all(card.get_name() != "Kindling" for card in player.get_discarded() + player.exhausted)
    end_turn(played)
    assert player.get_strength() == 4
    end_turn(played)
    assert player.get_strength() == 8


def test_ethereal_is_exhausted_at_the_turns_end_and_wakes_ember_skin() -> None:
    played = fight([Defend() for _ in range(12)])
    put_in_hand(played, Embers(), Haze())
    player = played.get_player()
    assert played.player_apply_card("Embers")
    played.end_player_turn()
    assert [card.get_name() for card in player.exhausted] == ["Haze"]
    assert player.get_block() == 3


def test_an_innate_card_is_in_the_first_hand_only_and_counts_among_its_five() -> None:
    for seed in range(5):
        new_game(random.Random(seed))
        played = fight([Defend() for _ in range(15)] + [Opener()])
        hand = played.get_player().get_hand()
        assert hand[0].get_name() == "Opener" and len(hand) == HAND_SIZE


def test_without_keyword_cards_the_keywords_rules_draw_and_play_as_before() -> None:
    def hands(version: int) -> list[list[str]]:
        played = fight([Strike() for _ in range(6)] + [Defend() for _ in range(6)], version=version)
        dealt = []
        for _ in range(4):
            dealt.append([card.get_name() for card in played.get_player().get_hand()])
            end_turn(played)
        return dealt

    assert hands(3) == hands(KEYWORDS)


def test_a_preview_of_a_card_that_draws_leaves_the_real_draws_alone() -> None:
    def drawn(previewed: bool) -> list[str]:
        played = fight([Offering()] + [Strike() for _ in range(8)] + [Defend() for _ in range(8)])
        put_in_hand(played, Offering())
        if previewed:
            assert predict_card(played, 0, played.get_monsters()).block == 0
        assert played.player_apply_card("Offering")
        return [card.get_name() for card in played.get_player().get_hand()]

    assert drawn(True) == drawn(False)


def test_while_a_discard_is_asked_no_card_is_previewed_and_an_unplayable_card_gets_the_task_sheets_preview() -> None:
    played = fight([Defend() for _ in range(12)])
    put_in_hand(played, Sift(), Strike(), Wound())
    targets = played.get_monsters()
    wound = len(played.get_player().get_hand()) - 1
    assert predict_card(played, wound, targets) == preview_card(Wound(), played.get_player(), targets)
    assert played.player_apply_card("Sift")
    strike = next(place for place, card in enumerate(played.get_player().get_hand()) if card.get_name() == "Strike")
    assert predict_card(played, strike, targets) == CardPreview((), 0, 0)


def test_an_untargeted_cards_preview_has_no_hits_and_says_its_block_and_strength_exactly() -> None:
    played = fight([Defend() for _ in range(12)])
    put_in_hand(played, Kindling(), Serene())
    hand = played.get_player().get_hand()
    assert predict_card(played, len(hand) - 1, played.get_monsters()) == CardPreview((), 4, 0)
    assert predict_card(played, len(hand) - 2, played.get_monsters()) == CardPreview((), 0, 0)


@pytest.mark.parametrize("name", sorted(POWERS))
def test_every_power_says_its_amount(name: str) -> None:
    assert power_text(name, 3).startswith(f"{name}: ") and "3" in power_text(name, 3)
    assert POWERS[name].text(1).endswith(".")


def test_an_older_climb_plays_a_character_card_by_its_task_sheet_numbers_only() -> None:
    played = fight([Offering() for _ in range(10)], version=3, hp=50)
    assert played.player_apply_card("Offering")
    player = played.get_player()
    assert (player.get_hp(), len(player.get_hand()), player.exhausted) == (50, HAND_SIZE - 1, [])
    assert card_play.player_hit(played, 6, played.get_monsters()[0]) == 6


def test_a_climb_asks_for_the_discard_before_any_other_action_and_replays_it() -> None:
    climb = Climb("silent", 1, rules_version=KEYWORDS)
    while climb.phase != "fight":
        climb.act(climb.legal_actions()[0])
    put_in_hand(climb.fight, Sift(), Slick(), Strike())
    climb.act(["play", 1])
    assert climb.legal_actions() == [[DISCARD, place] for place in range(1, 5)]
    with pytest.raises(ValueError, match="discard first"):
        climb.act(END_TURN)
    discarded = climb.fight.get_player().get_hand()[0].get_name()
    climb.act([DISCARD, 1])
    assert climb.fight.get_player().get_discarded()[-1].get_name() == discarded
    assert END_TURN in climb.legal_actions()


@pytest.mark.parametrize("bot", [greedy_bot, planner_bot, random_bot])
def test_each_bot_chooses_the_discard_asked_and_plays_on_by_legal_actions(bot: Any) -> None:
    climb = Climb("silent", 1, rules_version=KEYWORDS)
    while climb.phase != "fight":
        climb.act(climb.legal_actions()[0])
    put_in_hand(climb.fight, Sift(), Slick(), Strike(), Offering())
    climb.act(["play", 1])
    rng = random.Random(0)
    chosen = bot(climb, rng)
    assert chosen in climb.legal_actions() and chosen[0] == DISCARD
    if bot is greedy_bot:  # the card with a reflex goes first
        assert climb.fight.get_player().get_hand()[chosen[1] - 1].get_name() == "Slick"
    for _ in range(30):
        if climb.phase != "fight":
            break
        action = bot(climb, rng)
        assert action in climb.legal_actions()
        climb.act(action)


def test_the_planner_plans_a_discard_then_ends_its_turn() -> None:
    played = fight([Defend() for _ in range(12)], [Hitter(30)])
    put_in_hand(played, Sift(), Slick(), Strike())
    plan, _value = plan_turn(played, "monster", with_potions=False)
    assert plan[0] == ["play", 1] and plan[1][0] == DISCARD and plan[-1] == END_TURN
    assert END_TURN not in plan[:-1]
    assert [card.get_name() for card in played.get_player().get_hand()] == ["Sift", "Slick", "Strike"]


class Rally(CharacterCard):
    _damage = 6
    _status_modifiers = {STRENGTH: 3}  # noqa: RUF012


def test_a_cards_hit_lands_before_the_strength_it_gives_as_its_text_says() -> None:
    assert Rally().get_description() == "Deal 6 damage. Gain 3 strength."
    played = fight([Rally() for _ in range(10)])
    monster = played.get_monsters()[0]
    assert played.player_apply_card("Rally", monster.get_id())
    assert 999 - monster.get_hp() == 6 and played.get_player().get_strength() == 3


def test_a_card_that_draws_past_the_draw_pile_lands_in_the_new_discard_pile_after_the_shuffle() -> None:
    played = fight([Defend(), Defend(), Strike()])
    player = played.get_player()
    put_in_hand(played, Sift())  # draw 2, discard 1
    player.get_deck().clear()
    player.get_deck().append(Strike())
    player.get_discarded().extend([Defend(), Defend()])
    assert played.player_apply_card("Sift")
    assert sorted(card.get_name() for card in player.get_hand()) == ["Defend", "Strike"]
    assert [card.get_name() for card in player.get_discarded()] == ["Sift"]
    assert [card.get_name() for card in player.get_deck()] == ["Defend"]


class Guard(ClimbMonster):
    """A test monster that only braces."""

    title = "Guard"
    pattern = (Move("Brace", block=6),)


def test_a_monsters_forecast_block_is_what_its_move_adds_to_the_block_it_has() -> None:
    guard = Guard(50, 0)
    played = fight([Defend() for _ in range(10)], [guard])
    guard.add_block(3)
    intent, = predict_turn(played).intents
    assert (intent.move, intent.block, intent.damage, intent.hits) == ("Brace", 6, 0, 0)
    assert guard.get_block() == 3  # forecast on a copy


@pytest.mark.parametrize(("block", "damage", "to_hp"), [(0, 6, 6), (3, 6, 3), (6, 6, 0)])
def test_a_hit_that_curls_its_monster_is_said_whole_the_curls_block_not_counted_as_taken(
        block: int, damage: int, to_hp: int) -> None:
    curler = Curler(50, 0)
    played = fight([Defend() for _ in range(10)], [curler])
    curler.add_block(block)
    put_in_hand(played, Strike())
    struck = Struck.of(curler)
    assert played.player_apply_card("Strike", curler.get_id())
    assert struck.hit(curler) == Hit(damage, to_hp, False)
    assert curler.get_block() == (5 if to_hp else 0)  # it curled only when it lost HP
    played = fight([Defend() for _ in range(10)], [Curler(50, 0)])
    played.get_monsters()[0].add_block(block)
    put_in_hand(played, Strike())
    hand = played.get_player().get_hand()
    assert predict_card(played, len(hand) - 1, played.get_monsters()).hits == (Hit(damage, to_hp, False),)
