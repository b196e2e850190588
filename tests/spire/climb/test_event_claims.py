"""Every event option says what it does: its text, read by the player before choosing, and the outcome line after
it, name the numbers that acted.

Each option of each event is resolved in a real climb's run state (a Climb's own run: its character, deck, starting
relic and a curse), bare, with Lucky Purse, with Gilded Yoke, with both, at the lowest HP the option may be taken
at, one HP short of full, at full HP, and holding every relic (an event's relic then gives gold), over several seeds
(so both sides of a coin toss come up). The numbers are read out of the words with regexes (`said`), never from the
option's data, and compared with what the run changed: HP, max HP, gold, the cards upgraded, removed and added, the
potions and relics gained, the fight started. The outcome line is read the same way and must name exactly what
changed. What a relic does on pickup is read from the outcome (`You gain Tin Flask: +7 max HP, +7 HP.`).

Plants tried, each failing here (then put back), with the number of cases that failed: `_bleed` gaining
`option.gold + 5` while its text says `option.gold` (16); the lantern's effect raising max HP by `option.max_hp + 1`
(8); `Option.figures` saying the heal uncapped (3: a heal near full HP) and the gold before the run's relics (25: the
Lucky Purse and Gilded Yoke runs); `_hp_cut` saying no HP cut (3: Pay in flesh near full HP); `_gain_relic`'s outcome
leaving out the HP a pickup gave (8: Tin Flask); the Dice Hermit paying `option.gold * 2` on heads (8: the won
tosses only); `_hammer` upgrading `option.upgrades - 1` cards (32).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from arcade.games.spire.climb import cards, events, potions, relics
from arcade.games.spire.climb.run import Climb
from arcade.games.spire.climb.state import RunState
from arcade.games.spire.climb_ui.event_view import option_lines
from arcade.games.spire.climb_ui.parts import PAGE_WIDTH
from arcade.games.spire.model import Defend, Strike
from tests.fixed_rolls import FixedRoll

SEEDS = range(8)
"""Seeds each option is resolved with: enough for both sides of every coin toss."""


# --- what the words say ----------------------------------------------------------------------------------------


@dataclass
class Change:
    """A change to a run: as the words say it, or as it happened."""

    hp: int = 0
    max_hp: int = 0
    gold: int = 0
    upgraded: int = 0
    removed: list[str] = field(default_factory=list)
    """Kinds of cards that left the deck: a card's name, or 'card' (any), 'Strike', 'curse'."""
    curses: int = 0
    potions: int = 0
    relics: list[str] = field(default_factory=list)
    """Rarities of the relics gained."""
    fight: str | None = None

    def plus(self, other: Change) -> Change:
        """Both changes, one after the other."""
        return Change(self.hp + other.hp, self.max_hp + other.max_hp, self.gold + other.gold,
                      self.upgraded + other.upgraded, self.removed + other.removed, self.curses + other.curses,
                      self.potions + other.potions, self.relics + other.relics, self.fight or other.fight)

    def figures(self) -> tuple:
        """What two changes are compared by (kinds of removed cards aside)."""
        return (self.hp, self.max_hp, self.gold, self.upgraded, len(self.removed), self.curses, self.potions,
                sorted(self.relics), self.fight)


def numbers(pattern: str, text: str) -> list[tuple[str, ...]]:
    """Every match of `pattern` in `text` (case-insensitive), as its groups."""
    return [match.groups() for match in re.finditer(pattern, text, re.IGNORECASE)]


def signed(number: str) -> int:
    """'+7', '−5' (a minus sign) or '3' as an int."""
    return int(number.replace("−", "-"))


CHANCE = r"On a coin toss \((\d+)%\), "


def said(text: str) -> tuple[Change, Change, int]:
    """What an option's text says it does: the sure part, the prize of its chance (if any), and that chance in %."""
    sure, _, prize = text.partition(re.search(CHANCE, text).group(0) if re.search(CHANCE, text) else "\0")
    chance = numbers(CHANCE, text)
    return said_part(sure), said_part(prize), int(chance[0][0]) if chance else 0


def said_part(text: str) -> Change:
    """One part of an option's text, read as a change."""
    change = Change()
    for (lost,) in numbers(r"Lose (\d+) HP\b", text):
        change.hp -= int(lost)
    for gained, healed in numbers(r"Gain (\d+) max HP \(and (\d+) HP\)", text):
        change.max_hp += int(gained)
        change.hp += int(healed)
    for lost, cut in numbers(r"Lose (\d+) max HP(?: \(and (\d+) HP\))?", text):
        change.max_hp -= int(lost)
        change.hp -= int(cut or 0)
    for (healed,) in numbers(r"Heal (\d+) HP", text):
        change.hp += int(healed)
    for (gold,) in numbers(r"(?:Gain|win) (\d+) gold", text):
        change.gold += int(gold)
    for (gold,) in numbers(r"Pay (\d+) gold", text):
        change.gold -= int(gold)
    for (count,) in numbers(r"Upgrade (a|\d+) random cards?", text):
        change.upgraded += 1 if count == "a" else int(count)
    change.removed += ["card" for _ in numbers(r"(Lose) a random card", text)]
    change.removed += [kind for (kind,) in numbers(r"Remove a random (Strike|curse)", text)]
    change.curses += len(numbers(r"(Add) a random curse", text))
    change.potions += len(numbers(r"(Gain) a random potion", text))
    change.relics += [rarity for (rarity,) in numbers(r"Gain a random (\w+) relic", text)]
    if numbers(r"(fight a monster)", text):
        change.fight = "monster"
    if numbers(r"(Fight an elite)", text):
        change.fight = "elite"
    return change


RELIC_NAMES = {relic.name: relic for relic in relics.RELICS.values()}
POTION_NAMES = {potion.name for potion in potions.POTIONS.values()}


def told(text: str) -> tuple[Change, list[str]]:
    """What an outcome line says happened, as a change, and the upgraded cards it names."""
    change = Change()
    for (lost,) in numbers(r"lose (\d+) HP\b", text):
        change.hp -= int(lost)
    for gained, healed in numbers(r"gain (\d+) max HP and (\d+) HP", text):
        change.max_hp += int(gained)
        change.hp += int(healed)
    for lost, cut in numbers(r"lose (\d+) max HP(?: and (\d+) HP)?", text):
        change.max_hp -= int(lost)
        change.hp -= int(cut or 0)
    for (healed,) in numbers(r"heal (\d+) HP", text):
        change.hp += int(healed)
    for (gold,) in numbers(r"(?:gain|win) (\d+) gold", text):
        change.gold += int(gold)
    for (gold,) in numbers(r"pay (\d+) gold", text):
        change.gold -= int(gold)
    change.removed += [name for (name,) in numbers(r"You (?:give up|sell) ([\w+]+)", text)]
    change.removed += [name for (name,) in numbers(r"([\w+]+) sinks out of sight", text)]
    change.curses += len(numbers(r"(\w+) joins your deck", text))
    upgraded: list[str] = []
    for (listed,) in numbers(r"upgraded:? ([\w+, ]+)\.", text):
        upgraded += listed.split(", ")
    for name, _did in numbers(r"You gain ([A-Z][\w' ]+?)(?::([^.]*))?\.", text):
        if name in POTION_NAMES:
            change.potions += 1
        elif name in RELIC_NAMES:
            change.relics.append(RELIC_NAMES[name].rarity)
    pickup = picked_up(text)
    change.hp += pickup.hp
    change.max_hp += pickup.max_hp
    change.upgraded = len(upgraded)
    return change, upgraded


def picked_up(text: str) -> Change:
    """What an outcome line says the relics gained did on pickup (`You gain Tin Flask: +7 max HP, +7 HP.`)."""
    change = Change()
    for name, did in numbers(r"You gain ([A-Z][\w' ]+?)(?::([^.]*))?\.", text):
        if name in RELIC_NAMES:
            for gained, what in numbers(r"([+−]\d+) (max HP|HP)", did or ""):
                if what == "HP":
                    change.hp += signed(gained)
                else:
                    change.max_hp += signed(gained)
            for (listed,) in numbers(r"upgraded ([\w+, ]+)", did or ""):
                change.upgraded += len(listed.split(", "))
    return change


# --- what happened ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Before:
    """What a run held before the option."""

    hp: int
    max_hp: int
    gold: int
    deck: list[str]
    relics: list[str]
    potions: int


def before(run: RunState) -> Before:
    """The run as it stands."""
    return Before(run.hp, run.max_hp, run.gold, [card.get_name() for card in run.deck],
                  [relic.id for relic in run.relics], sum(potion is not None for potion in run.potions))


def happened(start: Before, run: RunState, fight: str | None) -> tuple[Change, list[str]]:
    """What the run changed since `start`, and the names of the cards upgraded (a card gone and its upgraded form
    come is an upgrade)."""
    now = Counter(card.get_name() for card in run.deck)
    gone, came = Counter(start.deck) - now, now - Counter(start.deck)
    upgraded = []
    for name in list(came.elements()):
        if name.endswith("+") and gone[name[:-1]] > 0:
            gone[name[:-1]] -= 1
            came[name] -= 1
            upgraded.append(name)
    new_relics = [relic.rarity for relic in run.relics if relic.id not in start.relics]
    potions_now = sum(potion is not None for potion in run.potions)
    assert all(cards.card_named(name) is not None for name in came.elements())
    change = Change(run.hp - start.hp, run.max_hp - start.max_hp, run.gold - start.gold, len(upgraded),
                    list((+gone).elements()), sum(isinstance(cards.card_named(name), cards.CURSES)
                                                  for name in (+came).elements()),
                    potions_now - start.potions, new_relics, fight)
    assert sum((+came).values()) == change.curses, "only curses join the deck"
    return change, upgraded


# --- the runs -------------------------------------------------------------------------------------------------


def climb_run(seed: int = 3) -> RunState:
    """A real climb's run as it starts at difficulty 4 (a curse in the deck), with 60 of its 80 HP and 150 gold."""
    run = Climb("ironclad", seed, difficulty=4).run
    run.hp, run.gold = 60, 150
    return run


def holding(*relic_ids: str) -> Callable[[events.Option], RunState]:
    """A climb run that also holds these relics."""

    def make(option: events.Option) -> RunState:
        run = climb_run()
        for relic_id in relic_ids:
            relics.obtain(run, relic_id)
        run.hp = 60
        return run

    return make


def at_hp(hp: Callable[[RunState, events.Option], int]) -> Callable[[events.Option], RunState]:
    """A climb run at the HP `hp` gives for it and the option."""

    def make(option: events.Option) -> RunState:
        run = climb_run()
        run.hp = hp(run, option)
        return run

    return make


def every_relic(option: events.Option) -> RunState:
    """A climb run holding every relic but the bosses' (an event's relic is then gold)."""
    run = climb_run()
    for relic_id, relic in relics.RELICS.items():
        if relic.rarity != "boss" and not run.has_relic(relic_id):
            run.relics.append(relic)
    return run


RUNS: dict[str, Callable[[events.Option], RunState]] = {
    "bare": holding(),
    "Lucky Purse": holding("lucky_purse"),
    "Gilded Yoke": holding("gilded_yoke"),
    "both": holding("lucky_purse", "gilded_yoke"),
    "lowest HP": at_hp(lambda run, option: option.hp + 1),
    "one HP short": at_hp(lambda run, option: run.max_hp - 1),
    "full HP": at_hp(lambda run, option: run.max_hp),
    "every relic": every_relic,
}
"""The runs every option is resolved in, by name."""

CASES = [pytest.param(event_id, index, run_name, id=f"{event_id}-{index + 1}-{run_name}")
         for event_id, event in events.EVENTS.items() for index in range(len(event.options)) for run_name in RUNS]


# --- the claims ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("event_id", "index", "run_name"), CASES)
def test_the_text_and_the_outcome_name_what_the_option_does(event_id: str, index: int, run_name: str) -> None:
    """Over every seed: the run changes by the text's sure part, plus its prize when the toss is won (both come up);
    the outcome line names exactly what changed; a net HP said is the HP change."""
    option = events.EVENTS[event_id].options[index]
    results = set()
    for seed in SEEDS:
        run = RUNS[run_name](option)
        text = option.describe(run)
        if not option.available(run):
            continue
        sure, prize, chance = said(text)
        start = before(run)
        outcome = events.resolve(run, event_id, index, random.Random(seed))
        actual, upgraded = happened(start, run, outcome.fight)
        outcome_said, outcome_upgraded = told(outcome.text)
        outcome_said.fight = outcome.fight
        pickup = picked_up(outcome.text)
        expected = [sure.plus(pickup), sure.plus(prize).plus(pickup)] if chance else [sure.plus(pickup)]
        assert actual.figures() in [change.figures() for change in expected], (text, outcome.text)
        results.add(actual.figures() == expected[-1].figures())
        assert outcome_said.figures() == actual.figures(), outcome.text
        assert sorted(outcome_upgraded) == sorted(upgraded), outcome.text
        for kind, name in zip(sure.removed, actual.removed, strict=True):
            assert kind == "card" or (kind == "curse") == isinstance(cards.card_named(name), cards.CURSES)
            assert kind != "Strike" or name.rstrip("+") == "Strike"
        assert sorted(outcome_said.removed) == sorted(actual.removed), outcome.text
        for net in numbers(r"net ([−+]?\d+) HP", text) + numbers(r"net ([−+]?\d+) HP", outcome.text):
            assert signed(net[0]) == actual.hp, (text, outcome.text)
    if chance and results:
        assert results == {False, True}, "both sides of the toss"


def test_relic_pickups_are_read_from_the_outcome() -> None:
    """Tin Flask's pickup is said in the outcome, its HP too: a pawned card with only Tin Flask left to draw."""
    run = climb_run()
    for relic_id in relics.relic_pool("common"):
        if relic_id != "tin_flask":
            run.relics.append(relics.relic(relic_id))
    outcome = events.resolve(run, "pawn_cart", 0, random.Random(0))
    assert outcome.text.endswith("You gain Tin Flask: +7 max HP, +7 HP.")
    assert (run.hp, run.max_hp) == (67, 87)


def test_every_option_is_resolved_somewhere() -> None:
    """Each option is available in at least one of the runs (else the claims above check nothing of it)."""
    for event in events.EVENTS.values():
        for option in event.options:
            assert any(option.available(make(option)) for make in RUNS.values()), option.label


@pytest.mark.parametrize(("event_id", "index"), [pytest.param(event_id, index, id=f"{event_id}-{index + 1}")
                                                  for event_id, event in events.EVENTS.items()
                                                  for index in range(len(event.options))])
def test_no_option_the_run_may_take_leaves_it_without_hp(event_id: str, index: int) -> None:
    """An event never ends a climb (`Climb._on_event` has no fall): every option, taken at the least HP and max HP
    its prices allow, over every seed, leaves at least 1 HP of at least 1 max HP."""
    option = events.EVENTS[event_id].options[index]
    for seed in SEEDS:
        run = climb_run(seed)
        run.max_hp = max(option.max_hp_cost + 1, option.hp + 1)
        run.hp = option.hp + 1
        if not option.available(run):
            continue
        events.resolve(run, event_id, index, random.Random(seed))
        assert run.hp >= 1 and run.max_hp >= 1, (seed, run.hp, run.max_hp)


# --- the words for a run -------------------------------------------------------------------------------------


def describe(event_id: str, label: str, run: RunState) -> str:
    """The text of the option with this label, for this run."""
    return next(option for option in events.EVENTS[event_id].options if option.label == label).describe(run)


def test_gold_is_said_after_the_runs_relics() -> None:
    """A Toll in Blood's 175 gold is 218 with Lucky Purse, 87 with Gilded Yoke; 80 with Yoke is 40."""
    assert describe("blood_toll", "Pay 20 HP", holding()(events.LEAVE)) == "Lose 20 HP. Gain 175 gold."
    assert describe("blood_toll", "Pay 20 HP", holding("lucky_purse")(events.LEAVE)) == "Lose 20 HP. Gain 218 gold."
    assert describe("blood_toll", "Pay 20 HP", holding("gilded_yoke")(events.LEAVE)) == "Lose 20 HP. Gain 87 gold."
    assert describe("blood_toll", "Pay 10 HP", holding("gilded_yoke")(events.LEAVE)) == "Lose 10 HP. Gain 40 gold."
    assert describe("dice_hermit", "Bet 50 gold", holding("lucky_purse")(events.LEAVE)) == \
        "Pay 50 gold. On a coin toss (50%), win 150 gold."


def test_hp_is_said_as_it_will_change() -> None:
    """The lantern's net −5; a heal as far as full; a max-HP loss at full HP cuts HP too; a relic pool held."""
    run = climb_run()
    assert describe("hungry_lantern", "Feed the flame", run) == "Lose 12 HP. Gain 7 max HP (and 7 HP): net −5 HP."
    run.hp = run.max_hp - 5
    assert describe("still_pool", "Drink deep", run) == "Heal 5 HP."
    assert describe("glass_smith", "Pay in flesh", run) == "Lose 5 max HP. Upgrade 3 random cards."
    run.hp = run.max_hp - 4
    assert describe("glass_smith", "Pay in flesh", run) == "Lose 5 max HP (and 1 HP). Upgrade 3 random cards."
    run.hp = run.max_hp
    assert describe("still_pool", "Drink deep", run) == "Heal 0 HP."
    assert describe("glass_smith", "Pay in flesh", run) == "Lose 5 max HP (and 5 HP). Upgrade 3 random cards."
    assert describe("pawn_cart", "Pawn a card", every_relic(events.LEAVE)) == \
        "Lose a random card. Gain 62 gold (no common relic left)."


def test_a_price_the_run_cannot_pay_is_refused_with_its_figures() -> None:
    """At 20 HP the toll's 20 HP is refused, at 21 taken; the hermit's 50 gold at 49; the reason says both."""
    run = climb_run()
    toll = events.EVENTS["blood_toll"].options[1]
    run.hp = 20
    assert toll.refusal(run) == "it costs 20 HP; you have 20"
    run.hp = 21
    assert toll.refusal(run) == ""
    run.gold = 49
    assert events.EVENTS["dice_hermit"].options[0].refusal(run) == "it costs 50 gold; you have 49"


@pytest.mark.parametrize("run_name", list(RUNS))
def test_every_option_line_fits_the_page(run_name: str) -> None:
    """Each event's option lines, said for each run, fit the climb page's 78 columns."""
    for event in events.EVENTS.values():
        for line in option_lines(RUNS[run_name](event.options[0]), event)[0]:
            assert isinstance(line, str) and len(line) <= PAGE_WIDTH, line


def test_the_event_page_says_the_texts_for_its_run() -> None:
    """The page's option lines are the options' texts for the run shown (Lucky Purse's 218 gold), labels aligned."""
    run = holding("lucky_purse")(events.LEAVE)
    lines, dim = option_lines(run, events.EVENTS["blood_toll"])
    assert lines == [" 1 Pay 10 HP  Lose 10 HP. Gain 100 gold.", " 2 Pay 20 HP  Lose 20 HP. Gain 218 gold.",
                     " 3 Leave      Nothing happens."]
    assert dim == [False, False, False]


def test_the_page_says_why_the_highlighted_option_is_dimmed() -> None:
    """With the potion slots full, the lantern's bottle highlighted: its reason under the list; on Leave: none."""
    from arcade.games.spire.climb_ui.event_view import event_page

    climb = Climb("ironclad", 3)
    climb.event_id, climb.run.potions = "hungry_lantern", ["a", "b", "c"]

    def shown(highlight: int) -> str:
        canvas = event_page(climb, highlight).render((80, 24))
        return "\n".join(line.decode("utf-8") for line in canvas.text)

    assert "not now: no free potion slot" in shown(1)
    assert "Lose 12 HP. Gain 7 max HP (and 7 HP): net −5 HP." in shown(1)
    assert "not now" not in shown(2).replace(": not now", "")


@pytest.mark.parametrize(("relic_id", "said"), [
    ("tin_flask", "You gain Tin Flask: +7 max HP, +7 HP."),
    ("anvil_shard", "You gain Anvil Shard: upgraded Strike+, Strike+."),
    ("lucky_purse", "You gain Lucky Purse."),
])
def test_a_relic_gained_in_an_event_says_exactly_what_it_did(relic_id: str, said: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Its max HP, HP and upgrades as measured on the run (a Defend first: Anvil Shard upgrades attacks only)."""
    monkeypatch.setattr(relics, "draw_relic", lambda rng, rarity, owned, rules_version: relic_id)
    run = RunState("ironclad", 80, 70, [Defend(), Strike(), Strike(), Strike()])
    assert events._gain_relic(run, random.Random(1), "common") == said


def test_a_toss_of_fifty_percent_is_won_below_a_half_exactly() -> None:
    """Seed 50's first draw is 0.4975...: under a half, so a 50 % toss is won (a toss of 50/101 would lose it)."""
    assert 0.495 < random.Random(50).random() < 0.5
    assert events._wins(random.Random(50), 50) is True
    assert events._wins(random.Random(50), 49) is False


def test_the_dice_hermits_toss_is_lost_on_a_roll_of_exactly_a_half() -> None:
    """The 50 % gold bet: random() exactly 0.5 (which the real source can give) is tails, the hermit keeps the 50
    gold; the roll just below it (0.5 - 2**-53) is heads, 120 gold won."""
    said = []
    for roll in (0.5, 0.5 - 2**-53):
        run = RunState("ironclad", 80, 80, [Strike()])
        run.gold = 100
        said.append((events.resolve(run, "dice_hermit", 0, FixedRoll(roll)).text, run.gold))
    assert said == [("You pay 50 gold. Tails: the hermit keeps it.", 50),
                    ("You pay 50 gold. Heads! You win 120 gold.", 170)]
