"""The `arcade` command line's argparse parsers: the top level, each subcommand's and a game's, and the help text
that names them all, generated from the parsers and the game registry.

Every option is declared once, here, with its help; `arcade --help` lists every command with its options from the
same parsers, and README.md's "Command line" section copies the help's top (its usage and options) and that list
(tests/test_cli_help_text.py, tests/test_cli_commands.py). A mistake on the command line ends as one line,
`arcade: MESSAGE; usage: ...`, status 2 (OneLineParser). Plain mode never imports this module (arcade/cli.py reads
`--plain GAME ARGS...` before any parser is built).
"""

from __future__ import annotations

import argparse
import re
import textwrap
from typing import NoReturn

from arcade import __version__
from arcade.errors import ArcadeError
from arcade.registry import GAMES, PLAIN_ONLY, Game

STATS_COMMAND, DAILY_COMMAND, EXPORT_COMMAND = "stats", "daily", "export"
COMMANDS = (STATS_COMMAND, EXPORT_COMMAND, DAILY_COMMAND)
"""The subcommands, in the order the help lists them; a game's id is never one of them."""
COMMANDS_HEADING = "commands (each answers -h and --help):"
"""The heading of the help's list of commands, which README.md's "Command line" section copies."""


class OneLineParser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line (ArcadeError: `arcade: MESSAGE; usage: ...`, status 2), as
    every other mistake on the arcade's command line is, instead of argparse's usage and error on two."""

    def error(self, message: str) -> NoReturn:
        """Report a mistake as ArcadeError with the usage on the same line."""
        raise ArcadeError(f"{message}; {one_line(self.format_usage())}")


def one_line(text: str) -> str:
    """Text argparse may wrap (a usage) on one line: each line break and the indentation after it as one space."""
    return re.sub(r"\s*\n\s*", " ", text.strip())


def parse(parser: argparse.ArgumentParser, args: list[str]) -> argparse.Namespace:
    """args read by parser; anything left over is an error naming the first unknown option, else the extra
    arguments (argparse's own `unrecognized arguments` lumps both together)."""
    known, extra = parser.parse_known_args(args)
    options = [word for word in extra if word.startswith("-") and word != "-"]
    if options:
        parser.error(f"unknown option {options[0]}")
    if extra:
        parser.error(f"too many arguments: {' '.join(extra)}")
    return known


def stats_parser() -> OneLineParser:
    """`arcade stats [--json]`."""
    parser = OneLineParser(prog=f"arcade {STATS_COMMAND}",
                           description="every game's played, won, bests, streaks and time played, per level too, "
                                       "and the daily's streaks and latest days, as a table")
    parser.add_argument("--json", action="store_true",
                        help="the same figures as one JSON object (its keys: README.md, Command line)")
    return parser


def export_parser() -> OneLineParser:
    """`arcade export [--cast [--size COLSxROWS] [--colors 256|16]] GAME LEVEL`."""
    parser = OneLineParser(prog=f"arcade {EXPORT_COMMAND}",
                           description="a saved game (else the level's best) as plain mode's input on stdout; the "
                                       "plain command to feed it to on stderr")
    parser.add_argument("--cast", action="store_true",
                        help="the same game as an asciinema v2 recording of its screen instead")
    parser.add_argument("--size", metavar="COLSxROWS", help="with --cast: the screen's size (default 80x24)")
    parser.add_argument("--colors", metavar="256|16", help="with --cast: the colours (default 256)")
    parser.add_argument("game", metavar="GAME", help="a game's id (arcade --list)")
    parser.add_argument("level", metavar="LEVEL", help="a level's name, as `arcade GAME LEVEL` takes it")
    return parser


def daily_parser() -> OneLineParser:
    """`arcade daily [--date YYYY-MM-DD] [--share]`."""
    parser = OneLineParser(prog=f"arcade {DAILY_COMMAND}",
                           description="the day's challenges full-screen, one per game, the same on every machine "
                                       "on a UTC date")
    parser.add_argument("--date", metavar="YYYY-MM-DD", help="another day's challenges (default: today, UTC)")
    parser.add_argument("--share", action="store_true",
                        help="print the day's results as one line to share, without spoilers")
    return parser


def game_parser(game: Game | None = None) -> OneLineParser:
    """`arcade GAME [LEVEL]` for this game (for any game, as the help lists it, when game is None)."""
    description = (f"{game.title}: {game.blurb}" if game is not None
                   else "play GAME full-screen, on LEVEL or the first bundled level")
    parser = OneLineParser(prog=f"arcade {game.id if game is not None else 'GAME'}", description=description)
    parser.add_argument("level", nargs="?", metavar="LEVEL",
                        help="a bundled level's name (arcade --list), a level file or FILE:N (a collection's "
                             "level N); without it, the first bundled level")
    return parser


def command_parsers() -> list[OneLineParser]:
    """Every command's parser in the help's order: a game's, then each subcommand's."""
    return [game_parser(), stats_parser(), export_parser(), daily_parser()]


HELP_WIDTH = 80
"""The list of commands is wrapped to this many columns, whatever the terminal's width (README.md copies it)."""
NAME_WIDTH = 18
"""The column of an option's name in the list of commands; its help starts after it."""


def commands_help() -> list[str]:
    """The help's list of commands, from their parsers: each one's usage (without -h), what it does, and each of
    its options and arguments with its help, wrapped to HELP_WIDTH."""
    lines = [COMMANDS_HEADING]
    for parser in command_parsers():
        lines.append("  " + one_line(parser.format_usage()).removeprefix("usage: ").replace(" [-h]", ""))
        lines += textwrap.wrap(str(parser.description), HELP_WIDTH, initial_indent=" " * 4,
                               subsequent_indent=" " * 4)
        for action in parser._actions:  # argparse keeps no public list of a parser's arguments
            if isinstance(action, argparse._HelpAction):
                continue
            name = ", ".join(action.option_strings) or str(action.metavar)
            if action.option_strings and action.nargs != 0:
                name += f" {action.metavar}"
            lines += textwrap.wrap(str(action.help), HELP_WIDTH, initial_indent=f"      {name:<{NAME_WIDTH}} ",
                                   subsequent_indent=" " * (7 + NAME_WIDTH))
    return lines


def _epilog() -> str:
    """The help's text after argparse's list of options: the games, the commands, plain mode, examples, the keys
    and the files."""
    from arcade.keys import COMMAND_LINE_KEYS
    from arcade.levels import bundled_levels

    lines = ["games:"]
    lines += [f"  {game.id:<10} {game.title}: {game.blurb}" for game in GAMES]
    lines += ["", *commands_help()]
    lines += ["", "plain mode (the original programs' exact text, for scripts and graders):"]
    lines += [f"  arcade --plain {game.id} {game.plain_usage}".rstrip() for game in GAMES]
    lines += ["", "plain tools (not games: in plain mode only):"]
    lines += [f"  arcade --plain {tool.id} {tool.plain_usage}".rstrip() for tool in PLAIN_ONLY]
    lines += ["", "examples:", "  arcade                     open the menu"]
    lines += [f"  arcade {game.id} {bundled_levels(game)[0].name if bundled_levels(game) else ''}".rstrip()
              for game in GAMES[:1]]
    lines += ["  arcade export sokoban maze1 | arcade --plain sokoban maze1",
              "  arcade export --cast sokoban maze1 > maze1.cast",
              "  arcade daily --share --date 2026-11-24"]
    lines += [f"  {game.plain_example}" for game in (*GAMES, *PLAIN_ONLY)]
    lines += ["", f"keys: {COMMAND_LINE_KEYS.keymap.hints()}; press ? in a game for all of its keys.",
              "Set NO_COLOR to play in monochrome."]
    lines += ["", "your files live in $ARCADE_DATA_DIR if set, else in $XDG_DATA_HOME/arcade,",
              "else in ~/.local/share/arcade:",
              "  arcade.db    every finished game (bests, records), saved games and choices",
              "  solutions/   your Sokoban wins (classic and Fancy) as LURD moves",
              "  crash.log    what went wrong, if the arcade ever stopped on an internal error"]
    return "\n".join(lines)


def build_parser() -> OneLineParser:
    """The top-level parser: --version, --list, --plain, then GAME (or a command) and everything after it, which
    the game's or the command's own parser reads. Its help is generated from the registry and the parsers."""
    parser = OneLineParser(
        prog="arcade",
        description="A full-screen terminal arcade. Without arguments it opens the menu.",
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"arcade {__version__}")
    parser.add_argument("--list", action="store_true", help="list the games and their bundled levels")
    parser.add_argument(
        "--plain",
        action="store_true",
        help="run GAME's headless text adapter, or a plain tool; ARGS go to it (try: arcade --plain GAME --help)",
    )
    parser.add_argument("game", nargs="?", metavar="GAME",
                        help=f"start this game directly, or a command: {', '.join(COMMANDS)}")
    parser.add_argument(
        "args",
        nargs=argparse.REMAINDER,
        metavar="LEVEL | ARGS",
        help="a bundled level name or a level file path (with --plain: the adapter's arguments; after a "
             "command: its options)",
    )
    return parser


def parse_command_line(arguments: list[str]) -> argparse.Namespace:
    """The top level of the command line read; --list with anything else is an error (it takes nothing)."""
    parser = build_parser()
    parsed = parser.parse_args(arguments)
    if parsed.list and (parsed.plain or parsed.game is not None or parsed.args):
        words = [word for word in arguments if word != "--list"]
        parser.error(f"--list takes no other arguments: {' '.join(words)}")
    return parsed
