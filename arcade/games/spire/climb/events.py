"""The events of the climb: text encounters on unknown nodes, each a choice between two or three options.

The rule: an event is drawn for the act from those not yet seen this run (`draw_event`); each option's text says
exactly what it does, numbers included, and an option that costs what the run cannot pay (gold, HP it would die of,
a card it lacks, a free potion slot) is not available (`available`). Every event has one option that always is (Leave
or its like). `resolve` applies the chosen option through the run's helpers (HP, gold through the GOLD_GAINED hooks,
max HP, potions, the deck, `relics.obtain`) and says what happened; an option that starts a fight names its kind
('monster' or 'elite') in the `Outcome`, and the run then draws that fight from its act's pools. Every random pick
(which card, which relic, a coin toss) comes from the rng passed in (the run's event stream). All content is ours.
No urwid, no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass

from arcade.games.spire.climb import cards, potions, relics
from arcade.games.spire.climb.fight import is_unplayable
from arcade.games.spire.climb.shop import MIN_DECK
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.model import Card

RELIC_FALLBACK_GOLD = 50
"""Gold given instead when an event's relic is due but none of that rarity is left."""


@dataclass(frozen=True)
class Outcome:
    """What an option did, in words (one or two lines), and the kind of fight it started, if any."""

    text: str
    fight: str | None = None
    """None, or 'monster' / 'elite': a fight the run must now start."""


def _always(run: RunState) -> bool:
    """Every run may choose this option."""
    return True


def _nothing(run: RunState, rng: random.Random) -> Outcome:
    """Leave: nothing changes."""
    return Outcome("You walk on.")


@dataclass(frozen=True)
class Option:
    """One choice of an event: its label (≤ 24 characters), one line saying exactly what it does, when it may be
    chosen and what it does (`effect`, applied by `resolve`)."""

    label: str
    text: str
    when: Callable[[RunState], bool] = _always
    effect: Callable[[RunState, random.Random], Outcome] = _nothing


@dataclass(frozen=True)
class Event:
    """An event: its id, a title (≤ 30 characters), its story (≤ 4 lines of ≤ 70), its options, and the acts it may
    appear in."""

    id: str
    title: str
    text: str
    options: tuple[Option, ...]
    acts: tuple[int, ...] = (1, 2, 3)


# --- what options check and do -------------------------------------------------------------------------------


def _base_name(card: Card) -> str:
    """A card's name without its upgrade mark ('Strike+' → 'Strike')."""
    return card.get_name().rstrip("+")


def _upgradable(run: RunState) -> list[int]:
    """Deck indices of the cards that can still be upgraded."""
    return [index for index, card in enumerate(run.deck) if cards.can_upgrade(card)]


def _upgrade_random(run: RunState, rng: random.Random, count: int) -> list[str]:
    """Upgrade `count` different random cards (as many as can be); the upgraded names."""
    indices = _upgradable(run)
    names = []
    for index in sorted(rng.sample(indices, min(count, len(indices)))):
        better = cards.upgraded(run.deck[index])
        if better is not None:
            run.deck[index] = better
            names.append(better.get_name())
    return names


def _gain_relic(run: RunState, rng: random.Random, rarity: str) -> str:
    """Obtain a random relic of this rarity the run lacks (50 gold instead when none is left); what happened."""
    relic_id = relics.draw_relic(rng, rarity, [relic.id for relic in run.relics])
    if relic_id is None:
        gold = run.gain_gold(RELIC_FALLBACK_GOLD)
        return f"No {rarity} relic is left: {gold} gold instead."
    relics.obtain(run, relic_id)
    return f"You gain {relics.relic(relic_id).name}."


def _add_curse(run: RunState, rng: random.Random) -> str:
    """Put a random curse at the end of the deck; its name."""
    curse = rng.choice(cards.CURSES)()
    run.deck.append(curse)
    return curse.get_name()


def _coin(rng: random.Random) -> bool:
    """A fair coin toss."""
    return rng.random() < 0.5


def _hp_above(amount: int) -> Callable[[RunState], bool]:
    """A check: the run has more than `amount` HP (the cost would not kill)."""
    return lambda run: run.hp > amount


def _has_strike(run: RunState) -> bool:
    """The deck holds a Strike (upgraded or not) and more than five cards."""
    return len(run.deck) > MIN_DECK and any(_base_name(card) == "Strike" for card in run.deck)


# --- A Toll in Blood -----------------------------------------------------------------------------------------


def _bleed(hp: int, gold: int) -> Callable[[RunState, random.Random], Outcome]:
    """Lose `hp` HP, gain `gold` gold."""

    def effect(run: RunState, rng: random.Random) -> Outcome:
        lost = run.lose_hp(hp)
        gained = run.gain_gold(gold)
        return Outcome(f"You lose {lost} HP and gain {gained} gold.")

    return effect


# --- The Rusted Anvil ----------------------------------------------------------------------------------------


def _hammer_once(run: RunState, rng: random.Random) -> Outcome:
    """Upgrade a random card."""
    return Outcome(f"Upgraded: {', '.join(_upgrade_random(run, rng, 1))}.")


def _hammer_twice(run: RunState, rng: random.Random) -> Outcome:
    """Lose 8 HP, upgrade two random cards."""
    lost = run.lose_hp(8)
    return Outcome(f"You lose {lost} HP. Upgraded: {', '.join(_upgrade_random(run, rng, 2))}.")


# --- The Hungry Lantern --------------------------------------------------------------------------------------


def _feed_flame(run: RunState, rng: random.Random) -> Outcome:
    """Lose 12 HP, gain 7 max HP."""
    lost = run.lose_hp(12)
    run.raise_max_hp(7)
    return Outcome(f"You lose {lost} HP and gain 7 max HP.")


def _bottle_light(run: RunState, rng: random.Random) -> Outcome:
    """Gain a random potion."""
    potion_id = potions.random_potion(rng)
    run.add_potion(potion_id)
    return Outcome(f"You gain {potions.POTIONS[potion_id].name}.")


# --- The Pawnbroker's Cart -----------------------------------------------------------------------------------


def _pawn_card(run: RunState, rng: random.Random) -> Outcome:
    """Lose a random card, gain a random common relic."""
    card = run.deck.pop(rng.randrange(len(run.deck)))
    return Outcome(f"You give up {card.get_name()}. {_gain_relic(run, rng, 'common')}")


def _sell_strike(run: RunState, rng: random.Random) -> Outcome:
    """Remove a random Strike, gain 30 gold."""
    strikes = [index for index, card in enumerate(run.deck) if _base_name(card) == "Strike"]
    card = run.deck.pop(rng.choice(strikes))
    gained = run.gain_gold(30)
    return Outcome(f"You sell {card.get_name()} for {gained} gold.")


# --- A Whispering Idol ---------------------------------------------------------------------------------------


def _take_idol(run: RunState, rng: random.Random) -> Outcome:
    """Gain a random uncommon relic and a random curse."""
    found = _gain_relic(run, rng, "uncommon")
    return Outcome(f"{found} {_add_curse(run, rng)} joins your deck.")


def _scrape_gilt(run: RunState, rng: random.Random) -> Outcome:
    """Gain 120 gold and a random curse."""
    gained = run.gain_gold(120)
    return Outcome(f"You gain {gained} gold. {_add_curse(run, rng)} joins your deck.")


# --- The Dice Hermit -----------------------------------------------------------------------------------------


def _bet_gold(run: RunState, rng: random.Random) -> Outcome:
    """Pay 50 gold; on a coin toss win 120."""
    run.spend_gold(50)
    if _coin(rng):
        return Outcome(f"Heads! You win {run.gain_gold(120)} gold.")
    return Outcome("Tails. The hermit keeps your 50 gold.")


def _bet_blood(run: RunState, rng: random.Random) -> Outcome:
    """Lose 6 HP; on a coin toss gain 8 max HP."""
    lost = run.lose_hp(6)
    if _coin(rng):
        run.raise_max_hp(8)
        return Outcome(f"Heads! You lose {lost} HP and gain 8 max HP.")
    return Outcome(f"Tails. You lose {lost} HP for nothing.")


# --- A Snoring Brute -----------------------------------------------------------------------------------------


def _pick_pocket(run: RunState, rng: random.Random) -> Outcome:
    """Gain 40 gold, then a monster fight."""
    gained = run.gain_gold(40)
    return Outcome(f"You take {gained} gold. Something else wakes up!", fight="monster")


def _wake_brute(run: RunState, rng: random.Random) -> Outcome:
    """An elite fight."""
    return Outcome("The brute rises, and it is not alone.", fight="elite")


# --- The Still Pool ------------------------------------------------------------------------------------------


def _has_curse(run: RunState) -> bool:
    """The deck holds a curse."""
    return any(is_unplayable(card) for card in run.deck)


def _wash_curse(run: RunState, rng: random.Random) -> Outcome:
    """Remove a random curse."""
    curses = [index for index, card in enumerate(run.deck) if is_unplayable(card)]
    card = run.deck.pop(rng.choice(curses))
    return Outcome(f"{card.get_name()} sinks out of sight.")


def _drink(run: RunState, rng: random.Random) -> Outcome:
    """Heal 15 HP."""
    return Outcome(f"You heal {run.heal(15)} HP.")


# --- The Glass Smith -----------------------------------------------------------------------------------------


def _pay_flesh(run: RunState, rng: random.Random) -> Outcome:
    """Lose 5 max HP, upgrade three random cards."""
    run.lower_max_hp(5)
    return Outcome(f"You lose 5 max HP. Upgraded: {', '.join(_upgrade_random(run, rng, 3))}.")


def _pay_gold(run: RunState, rng: random.Random) -> Outcome:
    """Pay 60 gold, upgrade a random card."""
    run.spend_gold(60)
    return Outcome(f"You pay 60 gold. Upgraded: {', '.join(_upgrade_random(run, rng, 1))}.")


# --- the events ----------------------------------------------------------------------------------------------

LEAVE = Option("Leave", "Nothing happens.")
"""The option every event offers in some words: it always may be chosen and changes nothing."""

EVENTS: dict[str, Event] = {event.id: event for event in (
    Event("blood_toll", "A Toll in Blood",
          "A grey ferryman blocks the stair, a bowl of coins in his lap.\n"
          "\"Blood pays the toll,\" he says, \"and the bowl pays you.\"",
          (Option("Pay 10 HP", "Lose 10 HP. Gain 80 gold.", _hp_above(10), _bleed(10, 80)),
           Option("Pay 20 HP", "Lose 20 HP. Gain 175 gold.", _hp_above(20), _bleed(20, 175)),
           LEAVE),
          acts=(1, 2)),
    Event("rusted_anvil", "The Rusted Anvil",
          "An anvil stands alone in a cold forge, a hammer still warm beside it.\n"
          "Someone left in a hurry.",
          (Option("Hammer a card", "Upgrade a random card.",
                  lambda run: len(_upgradable(run)) >= 1, _hammer_once),
           Option("Strike twice", "Lose 8 HP. Upgrade 2 random cards.",
                  lambda run: run.hp > 8 and len(_upgradable(run)) >= 2, _hammer_twice),
           LEAVE)),
    Event("hungry_lantern", "The Hungry Lantern",
          "A lantern hangs from nothing. Its flame leans toward you,\n"
          "the way a dog leans toward a dish.",
          (Option("Feed the flame", "Lose 12 HP. Gain 7 max HP.", _hp_above(12), _feed_flame),
           Option("Bottle the light", "Gain a random potion.",
                  lambda run: run.free_potion_slot() is not None, _bottle_light),
           LEAVE)),
    Event("pawn_cart", "The Pawnbroker's Cart",
          "A cart creaks down the stair on its own, heaped with trinkets.\n"
          "A sign reads: ANY CARD TAKEN. NO QUESTIONS.",
          (Option("Pawn a card", "Lose a random card. Gain a random common relic.",
                  lambda run: len(run.deck) > MIN_DECK, _pawn_card),
           Option("Sell a Strike", "Remove a random Strike. Gain 30 gold.", _has_strike, _sell_strike),
           LEAVE),
          acts=(2, 3)),
    Event("whispering_idol", "A Whispering Idol",
          "A small gilt idol mutters your name from its shelf.\n"
          "It would fit in a pocket. It would follow you home.",
          (Option("Take the idol", "Gain a random uncommon relic. Add a random curse.", _always, _take_idol),
           Option("Scrape the gilt", "Gain 120 gold. Add a random curse.", _always, _scrape_gilt),
           LEAVE)),
    Event("dice_hermit", "The Dice Hermit",
          "An old man rattles two bone dice in a cup.\n"
          "\"Heads or tails, it's all the same to me,\" he cackles.",
          (Option("Bet 50 gold", "Pay 50 gold. On a coin toss, win 120 gold.",
                  lambda run: run.gold >= 50, _bet_gold),
           Option("Bet 6 HP", "Lose 6 HP. On a coin toss, gain 8 max HP.", _hp_above(6), _bet_blood),
           LEAVE)),
    Event("snoring_brute", "A Snoring Brute",
          "Something huge sleeps across the path, a purse at its belt.\n"
          "Its snores shake dust from the ceiling.",
          (Option("Pick its pocket", "Gain 40 gold, then fight a monster.", _always, _pick_pocket),
           Option("Wake it up", "Fight an elite.", _always, _wake_brute),
           Option("Tiptoe away", "Nothing happens."))),
    Event("still_pool", "The Still Pool",
          "A pool so still it shows the ceiling and not your face.\n"
          "The water is warm.",
          (Option("Wash a curse away", "Remove a random curse from your deck.", _has_curse, _wash_curse),
           Option("Drink deep", "Heal 15 HP.", _always, _drink),
           LEAVE)),
    Event("glass_smith", "The Glass Smith",
          "A smith of clear glass polishes a blade you can barely see.\n"
          "\"I can sharpen anything,\" it rings. \"Coin or flesh.\"",
          (Option("Pay in flesh", "Lose 5 max HP. Upgrade 3 random cards.",
                  lambda run: run.max_hp > 5 and len(_upgradable(run)) >= 3, _pay_flesh),
           Option("Pay 60 gold", "Pay 60 gold. Upgrade a random card.",
                  lambda run: run.gold >= 60 and len(_upgradable(run)) >= 1, _pay_gold),
           LEAVE),
          acts=(2, 3)),
)}
"""Every event by id, in a fixed order (draws pick from it by index: append, never reorder)."""


def available(run: RunState, event_id: str) -> list[bool]:
    """Which of the event's options may be chosen now, in order."""
    return [option.when(run) for option in EVENTS[event_id].options]


def draw_event(rng: random.Random, act: int, seen: Collection[str]) -> str:
    """An event for this act not yet seen this run (any of the act's when all have been seen)."""
    pool = [event_id for event_id, event in EVENTS.items() if act in event.acts] or list(EVENTS)
    unseen = [event_id for event_id in pool if event_id not in seen]
    return rng.choice(unseen or pool)


def resolve(run: RunState, event_id: str, option: int, rng: random.Random) -> Outcome:
    """Apply the chosen option and say what happened (the run notes it in its log); ValueError (nothing changed)
    for an option that does not exist or is not available now."""
    event = EVENTS[event_id]
    if not 0 <= option < len(event.options):
        raise ValueError(f"{event.title} has no option {option}")
    chosen = event.options[option]
    if not chosen.when(run):
        raise ValueError(f"{chosen.label!r} is not available now")
    return chosen.effect(run, rng)
