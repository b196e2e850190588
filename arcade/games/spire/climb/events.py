"""The events of the climb: text encounters on unknown nodes, each a choice between two or three options.

The rule: an event is drawn for the act from those not yet seen this run (`draw_event`). Each option's numbers (the HP
and gold it costs, the gold, max HP and heal it gives, the cards it upgrades, its chance) are data of the option, set
once: its effect acts with them and its text is a template over them, said for the run that reads it
(`Option.describe`): gold after the run's GOLD_GAINED relics (`RunState.gold_to_gain`), a heal capped by the HP
missing, a max-HP raise with the HP it brings, a max-HP loss with the HP it cuts, HP paid and a max-HP raise summed
to the net change, a relic's pool already empty as the gold given instead. What an option costs it says in full, and
an option the run cannot pay in full (gold, HP it would die of, max HP, cards to upgrade) or that lacks what it
needs (a card, a Strike, a curse, a free potion slot) is not available, with the reason (`Option.refusal`). Every
event has one option that always is (Leave or its like). `resolve` applies the chosen option through the run's
helpers (HP, gold through the GOLD_GAINED hooks, max HP, potions, the deck, `relics.obtain`) and says what happened
with the numbers that acted; an option that starts a fight names its kind ('monster' or 'elite') in the `Outcome`,
and the run then draws that fight from its act's pools. Every random pick (which card, which relic, a coin toss)
comes from the rng passed in (the run's event stream). All content is ours. No urwid, no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass

from arcade.games.spire.classic.fight_words import signed
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


Effect = Callable[["Option", RunState, random.Random], Outcome]
"""What an option does to the run, reading the option's own numbers; what happened, in words."""


def _nothing(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Leave: nothing changes."""
    return Outcome("You walk on.")


def _needs_nothing(run: RunState) -> str:
    """Every run has what this option needs."""
    return ""


@dataclass(frozen=True)
class Option:
    """One choice of an event: its name and the template of its one-line text, what it does (`effect`), what it
    needs beyond its numbers (`needs`: why not, or ''), and its numbers, which the name, the text and the effect all
    read (0: none)."""

    name: str
    """The label's template over the option's own numbers ('Pay {hp} HP'); see `label`."""
    template: str
    """The text, its numbers as fields: {hp} {price} {gold} {max_hp} {max_hp_loss} {net} {heal} {cards} {chance}
    {relic}, filled in for the run by `describe`."""
    effect: Effect = _nothing
    needs: Callable[[RunState], str] = _needs_nothing
    hp: int = 0
    """HP paid (the run must have more)."""
    price: int = 0
    """Gold paid (the run must have as much)."""
    gold: int = 0
    """Gold given, before the run's relics."""
    max_hp: int = 0
    """Max HP given (and as much HP)."""
    max_hp_cost: int = 0
    """Max HP paid (the run must have more); HP above the new max is cut."""
    heal: int = 0
    """HP healed, never past max HP."""
    upgrades: int = 0
    """Random cards upgraded (the deck must have as many that can be)."""
    chance: int = 0
    """Percent chance of the option's prize (its coin toss), or 0 when it has none."""
    relic: str = ""
    """The rarity of the random relic given, or ''."""

    @property
    def label(self) -> str:
        """The option's label (≤ 24 characters), its numbers filled in as set (a price no relic changes)."""
        return self.name.format(**self.figures())

    def describe(self, run: RunState | None = None) -> str:
        """The option's text for this run: what choosing it now does, in its numbers (None: before any run, the
        numbers as set, no relic changing them)."""
        return self.template.format(**self.figures(run))

    def figures(self, run: RunState | None = None) -> dict[str, object]:
        """The template's fields for this run (see `describe`)."""
        gold = self.gold if run is None else run.gold_to_gain(self.gold)
        heal = self.heal if run is None else max(0, min(self.heal, run.max_hp - run.hp))
        cut = 0 if run is None else _hp_cut(run, self.max_hp_cost)
        return {"hp": self.hp, "price": self.price, "gold": gold, "max_hp": self.max_hp,
                "max_hp_loss": f"{self.max_hp_cost} max HP" + (f" (and {cut} HP)" if cut else ""),
                "net": signed(self.max_hp - self.hp), "heal": heal, "chance": self.chance,
                "cards": "a random card" if self.upgrades == 1 else f"{self.upgrades} random cards",
                "relic": _relic_phrase(run, self.relic)}

    def refusal(self, run: RunState) -> str:
        """Why the run cannot choose this option now, from its numbers and its needs ('' when it can)."""
        if self.hp and run.hp <= self.hp:
            return f"it costs {self.hp} HP; you have {run.hp}"
        if self.price and run.gold < self.price:
            return f"it costs {self.price} gold; you have {run.gold}"
        if self.max_hp_cost and run.max_hp <= self.max_hp_cost:
            return f"it costs {self.max_hp_cost} max HP; you have {run.max_hp}"
        can = len(_upgradable(run))
        if can < self.upgrades:
            return f"it upgrades {self.upgrades} cards; {can} can be"
        return self.needs(run)

    def available(self, run: RunState) -> bool:
        """True when the run may choose this option now."""
        return not self.refusal(run)


@dataclass(frozen=True)
class Event:
    """An event: its id, a title (≤ 30 characters), its story (≤ 4 lines of ≤ 70), its options, and the acts it may
    appear in."""

    id: str
    title: str
    text: str
    options: tuple[Option, ...]
    acts: tuple[int, ...] = (1, 2, 3)


# --- what options say, check and do --------------------------------------------------------------------------


def _hp_cut(run: RunState, max_hp_cost: int) -> int:
    """The HP that losing `max_hp_cost` max HP would cut (what is above the new max)."""
    return max(0, run.hp - max(1, run.max_hp - max_hp_cost)) if max_hp_cost else 0


def _relic_phrase(run: RunState | None, rarity: str) -> str:
    """'a random common relic', or, when the run holds every relic of that rarity, the gold it is given instead."""
    if run is not None and rarity and not _relics_left(run, rarity):
        return f"{run.gold_to_gain(RELIC_FALLBACK_GOLD)} gold (no {rarity} relic left)"
    return f"a random {rarity} relic"


def _relics_left(run: RunState, rarity: str) -> list[str]:
    """The relics of this rarity the run does not hold."""
    return [relic_id for relic_id in relics.relic_pool(rarity, run.rules_version) if not run.has_relic(relic_id)]


def _base_name(card: Card) -> str:
    """A card's name without its upgrade mark ('Strike+' → 'Strike')."""
    return card.get_name().rstrip("+")


def _upgradable(run: RunState) -> list[int]:
    """Deck indices of the cards that can still be upgraded."""
    return [index for index, card in enumerate(run.deck) if cards.can_upgrade(card)]


def _upgrade_random(run: RunState, rng: random.Random, count: int) -> str:
    """Upgrade `count` different random cards (as many as can be); 'Upgraded: A+, B+.'"""
    indices = _upgradable(run)
    names = []
    for index in sorted(rng.sample(indices, min(count, len(indices)))):
        better = cards.upgraded(run.deck[index])
        if better is not None:
            run.deck[index] = better
            names.append(better.get_name())
    return f"Upgraded: {', '.join(names)}."


def _gain_relic(run: RunState, rng: random.Random, rarity: str) -> str:
    """Obtain a random relic of this rarity the run lacks (50 gold instead when none is left); what happened, with
    what the relic did on pickup, as measured ('You gain Tin Flask: +7 max HP, +7 HP.')."""
    relic_id = relics.draw_relic(rng, rarity, [relic.id for relic in run.relics], run.rules_version)
    if relic_id is None:
        gold = run.gain_gold(RELIC_FALLBACK_GOLD)
        return f"No {rarity} relic is left: you gain {gold} gold instead."
    hp, max_hp, deck = run.hp, run.max_hp, [card.get_name() for card in run.deck]
    relics.obtain(run, relic_id)
    did = [f"{signed(run.max_hp - max_hp)} max HP"] if run.max_hp != max_hp else []
    did += [f"{signed(run.hp - hp)} HP"] if run.hp != hp else []
    upgraded = [card.get_name() for card, name in zip(run.deck, deck, strict=True) if card.get_name() != name]
    did += [f"upgraded {', '.join(upgraded)}"] if upgraded else []
    return f"You gain {relics.relic(relic_id).name}" + (f": {', '.join(did)}." if did else ".")


def _add_curse(run: RunState, rng: random.Random) -> str:
    """Put a random curse at the end of the deck; '<name> joins your deck.'"""
    curse = rng.choice(cards.CURSES)()
    run.deck.append(curse)
    return f"{curse.get_name()} joins your deck."


def _wins(rng: random.Random, chance: int) -> bool:
    """A toss won `chance` percent of the time (one `rng.random()`)."""
    return rng.random() < chance / 100


def _lose_hp(run: RunState, amount: int) -> str:
    """Lose HP; 'You lose N HP.'"""
    return f"You lose {run.lose_hp(amount)} HP."


def _pay_max_hp(run: RunState, cost: int) -> str:
    """Lose max HP (the HP above the new max cut); 'You lose 5 max HP and 5 HP.', the HP only when some was cut."""
    before, max_before = run.hp, run.max_hp
    run.lower_max_hp(cost)
    cut = before - run.hp
    return f"You lose {max_before - run.max_hp} max HP" + (f" and {cut} HP." if cut else ".")


def _raise_max_hp(run: RunState, amount: int) -> str:
    """Raise max HP (and HP as much); 'You gain N max HP and N HP.'"""
    before = run.hp
    run.raise_max_hp(amount)
    return f"You gain {amount} max HP and {run.hp - before} HP."


def _deck_has_more_than_the_minimum(run: RunState) -> str:
    """A card may leave the deck: it has more than five."""
    return "" if len(run.deck) > MIN_DECK else f"your deck has only {len(run.deck)} cards"


def _has_strike(run: RunState) -> str:
    """The deck holds a Strike (upgraded or not) and more than five cards."""
    if not any(_base_name(card) == "Strike" for card in run.deck):
        return "no Strike in your deck"
    return _deck_has_more_than_the_minimum(run)


def _removable_places(run: RunState, wanted: Callable[[Card], bool] = lambda card: True) -> list[int]:
    """The deck's places (from 0) of the cards `wanted` accepts that may leave it (a lasting curse never does)."""
    return [index for index, card in enumerate(run.deck) if wanted(card) and cards.is_removable(card)]


def _has_curse(run: RunState) -> str:
    """The deck holds a curse that may leave it."""
    if _removable_places(run, is_unplayable):
        return ""
    lasting = [card.get_name() for card in run.deck if is_unplayable(card)]
    return f"{lasting[0]} never leaves your deck" if lasting else "no curse in your deck"


def _has_potion_slot(run: RunState) -> str:
    """A potion slot is free."""
    return "" if run.free_potion_slot() is not None else "no free potion slot"


# --- A Toll in Blood -----------------------------------------------------------------------------------------


def _bleed(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Lose the option's HP, gain its gold."""
    lost = run.lose_hp(option.hp)
    gained = run.gain_gold(option.gold)
    return Outcome(f"You lose {lost} HP and gain {gained} gold.")


# --- The Rusted Anvil, The Glass Smith -----------------------------------------------------------------------


def _hammer(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Pay the option's HP, max HP or gold (those it has), then upgrade its number of random cards."""
    paid = []
    if option.hp:
        paid.append(_lose_hp(run, option.hp))
    if option.max_hp_cost:
        paid.append(_pay_max_hp(run, option.max_hp_cost))
    if option.price:
        run.spend_gold(option.price)
        paid.append(f"You pay {option.price} gold.")
    return Outcome(" ".join([*paid, _upgrade_random(run, rng, option.upgrades)]))


# --- The Hungry Lantern --------------------------------------------------------------------------------------


def _feed_flame(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Lose the option's HP, then gain its max HP (and as much HP): the net change said too."""
    before = run.hp
    lost = run.lose_hp(option.hp)
    after_loss = run.hp
    run.raise_max_hp(option.max_hp)
    return Outcome(f"You lose {lost} HP, then gain {option.max_hp} max HP and {run.hp - after_loss} HP: "
                   f"net {signed(run.hp - before)} HP.")


def _bottle_light(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Gain a random potion."""
    potion_id = potions.random_potion(rng)
    run.add_potion(potion_id)
    return Outcome(f"You gain {potions.POTIONS[potion_id].name}.")


# --- The Pawnbroker's Cart -----------------------------------------------------------------------------------


def _pawn_card(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Lose a random card, gain a random relic of the option's rarity."""
    card = run.deck.pop(rng.choice(_removable_places(run)))
    return Outcome(f"You give up {card.get_name()}. {_gain_relic(run, rng, option.relic)}")


def _sell_strike(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Remove a random Strike, gain the option's gold."""
    strikes = [index for index, card in enumerate(run.deck) if _base_name(card) == "Strike"]
    card = run.deck.pop(rng.choice(strikes))
    gained = run.gain_gold(option.gold)
    return Outcome(f"You sell {card.get_name()} and gain {gained} gold.")


# --- A Whispering Idol ---------------------------------------------------------------------------------------


def _take_idol(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Gain a random relic of the option's rarity and a random curse."""
    found = _gain_relic(run, rng, option.relic)
    return Outcome(f"{found} {_add_curse(run, rng)}")


def _scrape_gilt(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Gain the option's gold and a random curse."""
    gained = run.gain_gold(option.gold)
    return Outcome(f"You gain {gained} gold. {_add_curse(run, rng)}")


# --- The Dice Hermit -----------------------------------------------------------------------------------------


def _bet_gold(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Pay the option's price; on a won toss gain its gold."""
    run.spend_gold(option.price)
    if _wins(rng, option.chance):
        return Outcome(f"You pay {option.price} gold. Heads! You win {run.gain_gold(option.gold)} gold.")
    return Outcome(f"You pay {option.price} gold. Tails: the hermit keeps it.")


def _bet_blood(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Lose the option's HP; on a won toss gain its max HP (and as much HP)."""
    lost = _lose_hp(run, option.hp)
    if _wins(rng, option.chance):
        return Outcome(f"{lost} Heads! {_raise_max_hp(run, option.max_hp)}")
    return Outcome(f"{lost} Tails: nothing for it.")


# --- A Snoring Brute -----------------------------------------------------------------------------------------


def _pick_pocket(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Gain the option's gold, then a monster fight."""
    gained = run.gain_gold(option.gold)
    return Outcome(f"You gain {gained} gold. Something else wakes up!", fight="monster")


def _wake_brute(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """An elite fight."""
    return Outcome("The brute rises, and it is not alone.", fight="elite")


# --- The Still Pool ------------------------------------------------------------------------------------------


def _wash_curse(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Remove a random curse."""
    card = run.deck.pop(rng.choice(_removable_places(run, is_unplayable)))
    return Outcome(f"{card.get_name()} sinks out of sight.")


def _drink(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Heal the option's HP (never past max HP)."""
    return Outcome(f"You heal {run.heal(option.heal)} HP.")


# --- The Fork at the Foot (the opening) ---------------------------------------------------------------------


def _grow(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Gain the option's max HP (and as much HP)."""
    return Outcome(_raise_max_hp(run, option.max_hp))


def _rare_find(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """A random rare card of the pool joins the deck."""
    card = cards.offer(rng, "boss", 1, pool=cards.reward_pool(run.character, run.rules_version))[0]
    run.deck.append(card)
    return Outcome(f"{card.get_name()} joins your deck.")


def _lighten(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Remove the deck's first Strike and first Defend."""
    gone = [run.deck.pop(_first_named(run, name)).get_name() for name in LIGHTER_PACK]
    return Outcome(f"You leave {' and '.join(gone)} behind.")


def _blood_price(option: Option, run: RunState, rng: random.Random) -> Outcome:
    """Pay the option's max HP, then gain a random relic of its rarity."""
    return Outcome(f"{_pay_max_hp(run, option.max_hp_cost)} {_gain_relic(run, rng, option.relic)}")


LIGHTER_PACK = ("Strike", "Defend")
"""The cards the opening's Lighter pack takes (the deck's first of each, upgraded or not)."""


def _first_named(run: RunState, name: str) -> int:
    """The deck's place of the first card of this base name."""
    return next(index for index, card in enumerate(run.deck) if _base_name(card) == name)


def _has_strike_and_defend(run: RunState) -> str:
    """The deck holds a Strike and a Defend, and more cards than the minimum after both leave."""
    for name in LIGHTER_PACK:
        if not any(_base_name(card) == name for card in run.deck):
            return f"no {name} in your deck"
    return "" if len(run.deck) - len(LIGHTER_PACK) >= MIN_DECK else f"your deck has only {len(run.deck)} cards"


OPENING = Event("opening", "The Fork at the Foot",
                "At the foot of the Spire the stair splits four ways. On each\n"
                "step a stranger waits with a gift, and one with a knife.",
                (Option("Hardy start", "Gain {max_hp} max HP (and {max_hp} HP).", _grow, max_hp=8),
                 Option("Rare find", "A random rare card joins your deck.", _rare_find),
                 Option("Lighter pack", "Remove a Strike and a Defend from your deck.", _lighten,
                        _has_strike_and_defend),
                 Option("Blood price", "Lose {max_hp_loss}. Gain {relic}.", _blood_price, max_hp_cost=8,
                        relic="rare")),
                acts=())
"""The choice a climb begins with (by the genre's rules), before the first floor: never drawn on the map."""


# --- the events ----------------------------------------------------------------------------------------------

NOTHING = "Nothing happens."
"""What leaving says."""

LEAVE = Option("Leave", NOTHING)
"""The option every event offers in some words: it always may be chosen and changes nothing."""

EVENTS: dict[str, Event] = {event.id: event for event in (
    Event("blood_toll", "A Toll in Blood",
          "A grey ferryman blocks the stair, a bowl of coins in his lap.\n"
          "\"Blood pays the toll,\" he says, \"and the bowl pays you.\"",
          (Option("Pay {hp} HP", "Lose {hp} HP. Gain {gold} gold.", _bleed, hp=10, gold=80),
           Option("Pay {hp} HP", "Lose {hp} HP. Gain {gold} gold.", _bleed, hp=20, gold=175),
           LEAVE),
          acts=(1, 2)),
    Event("rusted_anvil", "The Rusted Anvil",
          "An anvil stands alone in a cold forge, a hammer still warm beside it.\n"
          "Someone left in a hurry.",
          (Option("Hammer a card", "Upgrade {cards}.", _hammer, upgrades=1),
           Option("Strike twice", "Lose {hp} HP. Upgrade {cards}.", _hammer, hp=8, upgrades=2),
           LEAVE)),
    Event("hungry_lantern", "The Hungry Lantern",
          "A lantern hangs from nothing. Its flame leans toward you,\n"
          "the way a dog leans toward a dish.",
          (Option("Feed the flame", "Lose {hp} HP. Gain {max_hp} max HP (and {max_hp} HP): net {net} HP.",
                  _feed_flame, hp=12, max_hp=7),
           Option("Bottle the light", "Gain a random potion.", _bottle_light, _has_potion_slot),
           LEAVE)),
    Event("pawn_cart", "The Pawnbroker's Cart",
          "A cart creaks down the stair on its own, heaped with trinkets.\n"
          "A sign reads: ANY CARD TAKEN. NO QUESTIONS.",
          (Option("Pawn a card", "Lose a random card. Gain {relic}.", _pawn_card, _deck_has_more_than_the_minimum,
                  relic="common"),
           Option("Sell a Strike", "Remove a random Strike. Gain {gold} gold.", _sell_strike, _has_strike,
                  gold=30),
           LEAVE),
          acts=(2, 3)),
    Event("whispering_idol", "A Whispering Idol",
          "A small gilt idol mutters your name from its shelf.\n"
          "It would fit in a pocket. It would follow you home.",
          (Option("Take the idol", "Gain {relic}. Add a random curse.", _take_idol, relic="uncommon"),
           Option("Scrape the gilt", "Gain {gold} gold. Add a random curse.", _scrape_gilt, gold=120),
           LEAVE)),
    Event("dice_hermit", "The Dice Hermit",
          "An old man rattles two bone dice in a cup.\n"
          "\"Heads or tails, it's all the same to me,\" he cackles.",
          (Option("Bet {price} gold", "Pay {price} gold. On a coin toss ({chance}%), win {gold} gold.", _bet_gold,
                  price=50, chance=50, gold=120),
           Option("Bet {hp} HP", "Lose {hp} HP. On a coin toss ({chance}%), gain {max_hp} max HP (and {max_hp} HP).",
                  _bet_blood, hp=6, chance=50, max_hp=8),
           LEAVE)),
    Event("snoring_brute", "A Snoring Brute",
          "Something huge sleeps across the path, a purse at its belt.\n"
          "Its snores shake dust from the ceiling.",
          (Option("Pick its pocket", "Gain {gold} gold, then fight a monster.", _pick_pocket, gold=40),
           Option("Wake it up", "Fight an elite.", _wake_brute),
           Option("Tiptoe away", NOTHING))),
    Event("still_pool", "The Still Pool",
          "A pool so still it shows the ceiling and not your face.\n"
          "The water is warm.",
          (Option("Wash a curse away", "Remove a random curse from your deck.", _wash_curse, _has_curse),
           Option("Drink deep", "Heal {heal} HP.", _drink, heal=15),
           LEAVE)),
    Event("glass_smith", "The Glass Smith",
          "A smith of clear glass polishes a blade you can barely see.\n"
          "\"I can sharpen anything,\" it rings. \"Coin or flesh.\"",
          (Option("Pay in flesh", "Lose {max_hp_loss}. Upgrade {cards}.", _hammer, max_hp_cost=5, upgrades=3),
           Option("Pay {price} gold", "Pay {price} gold. Upgrade {cards}.", _hammer, price=60, upgrades=1),
           LEAVE),
          acts=(2, 3)),
)}
"""Every event by id, in a fixed order (draws pick from it by index: append, never reorder)."""


def find_event(event_id: str) -> Event:
    """The event of this id: one of EVENTS, or the OPENING (KeyError for an unknown one)."""
    return OPENING if event_id == OPENING.id else EVENTS[event_id]


def available(run: RunState, event_id: str) -> list[bool]:
    """Which of the event's options may be chosen now, in order."""
    return [option.available(run) for option in find_event(event_id).options]


def draw_event(rng: random.Random, act: int, seen: Collection[str]) -> str:
    """An event for this act not yet seen this run (any of the act's when all have been seen)."""
    pool = [event_id for event_id, event in EVENTS.items() if act in event.acts] or list(EVENTS)
    unseen = [event_id for event_id in pool if event_id not in seen]
    return rng.choice(unseen or pool)


def resolve(run: RunState, event_id: str, option: int, rng: random.Random) -> Outcome:
    """Apply the chosen option and say what happened (the run notes it in its log); ValueError (nothing changed)
    for an option that does not exist or is not available now."""
    event = find_event(event_id)
    if not 0 <= option < len(event.options):
        raise ValueError(f"{event.title} has no option {option}")
    chosen = event.options[option]
    refused = chosen.refusal(run)
    if refused:
        raise ValueError(f"{chosen.label!r} is not available now: {refused}")
    return chosen.effect(chosen, run, rng)
