"""The usual arguments of a plain adapter, read without argparse (importing and building a parser costs more
than plain mode's whole start-up budget). Anything unusual (help, a mistake, `--seed=N`, an abbreviation)
is left to the adapter's argparse parser, so its help and its error messages stay exactly as they were.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only
    from collections.abc import Callable
    from typing import Any

SEED_OPTION = "--seed"


def usual_seed(argv: list[str], convert: Callable[[str], Any], default: Any = None) -> tuple[Any] | None:
    """(seed,) when argv is empty (the default) or exactly `--seed N` with an N that converts and that argparse
    would read as the value (it does not start with '-'); None for anything else: ask argparse."""
    if not argv:
        return (default,)
    if len(argv) != 2 or argv[0] != SEED_OPTION or argv[1].startswith("-"):
        return None
    try:
        return (convert(argv[1]),)
    except Exception:  # what argparse reports as an invalid value; let it say so in its own words
        return None


def usual_positional(argv: list[str]) -> str | None:
    """The one argument of an adapter taking one positional argument and no options, when argparse would read
    argv as just that (one argument, not starting with '-'); None for anything else: ask argparse."""
    return argv[0] if len(argv) == 1 and not argv[0].startswith("-") else None
