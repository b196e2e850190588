"""Monster powers: a rule a monster of ours brings to every fight it is in, beside its pattern of moves.

Four kinds, each with its amount: Rising (strength at the end of each of its turns), Curl (block the first time it
loses HP), Thorns (damage back to the player each time an attack of theirs hits it) and Artifact (the next weak or
vulnerable put on it is cancelled, as many times as its amount). A power's name and text are templates over its
amount, so the inspect dialog and the fight's monster box say the number it acts by. The fight arms a monster's
powers when it starts (`ClimbMonster.arm_powers`), only by the fight rules that have them (fight.FightRules), so a
climb begun before them replays as it was. No urwid, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

RISING, CURL, THORNS, ARTIFACT = "rising", "curl", "thorns", "artifact"
KINDS = (RISING, CURL, THORNS, ARTIFACT)
"""Every kind of power, in the order a monster's are said."""

TEXTS = {
    RISING: "It gains {amount} strength at the end of each of its turns.",
    CURL: "The first time it loses HP in a fight, it gains {amount} block.",
    THORNS: "Each time your attack hits it, you take {amount} damage.",
    ARTIFACT: "It shrugs off the next {amount} weak or vulnerable put on it.",
}
"""What each kind does, a template over its amount."""


@dataclass(frozen=True)
class Power:
    """One power of a monster: its kind and the amount it acts by."""

    kind: str
    amount: int

    def __post_init__(self) -> None:
        if self.kind not in TEXTS:
            raise ValueError(f"no power {self.kind!r}")

    @property
    def name(self) -> str:
        """'Thorns 3': the kind and its amount, as the monster's box shows it."""
        return f"{self.kind.capitalize()} {self.amount}"

    @property
    def text(self) -> str:
        """What it does, its amount filled in."""
        return TEXTS[self.kind].format(amount=self.amount)
