"""The `arcade` command: the full-screen arcade, one game directly, or a game's plain text adapter.

Plain mode (`arcade --plain GAME ARGS...`) is read without building the full command line and imports only
the game's plain module: never urwid, argparse, the keymap or the level lists, so it starts about as fast as a
bare interpreter (docs/performance.md). Everything else goes through the argparse command line, whose imports
are made inside the functions that need them. Every failure a player can cause ends with one line on stderr
and a non-zero status, never a traceback.
"""

from __future__ import annotations

import os
import sys

from arcade import __version__
from arcade.errors import ArcadeError
from arcade.registry import GAMES, PLAIN_ONLY, find_game

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: plain mode imports none of these
    import argparse
    from collections.abc import Callable, Sequence

EXIT_USAGE = 2
EXIT_INPUT_ENDED = 1
EXIT_INTERRUPTED = 130
EXIT_INTERNAL = 70


def _epilog() -> str:
    from arcade.keys import COMMAND_LINE_KEYS
    from arcade.levels import bundled_levels

    lines = ["games:"]
    lines += [f"  {game.id:<10} {game.title}: {game.blurb}" for game in GAMES]
    lines += ["", "plain mode (the original programs' exact text, for scripts and graders):"]
    lines += [f"  arcade --plain {game.id} {game.plain_usage}".rstrip() for game in GAMES]
    lines += ["", "plain tools (not games: in plain mode only):"]
    lines += [f"  arcade --plain {tool.id} {tool.plain_usage}".rstrip() for tool in PLAIN_ONLY]
    lines += ["", "records:", "  arcade stats               every game's played, won, bests and streaks",
              "  arcade export GAME LEVEL   a saved game (else the best) as plain mode's input",
              "  arcade export --cast GAME LEVEL > game.cast",
              "                             the same game as an asciinema recording of its",
              "                             screen (at 80x24 unless --size 100x32; --colors 16)",
              "", "the daily (the same challenges on every machine on a UTC date):",
              "  arcade daily               today's challenges, one per game",
              "  arcade daily --share       the day's results as one line to share, without spoilers",
              "  arcade daily --date DATE   another day's (YYYY-MM-DD), with --share too"]
    lines += ["", "examples:", "  arcade                     open the menu"]
    lines += [f"  arcade {game.id} {bundled_levels(game)[0].name if bundled_levels(game) else ''}".rstrip()
              for game in GAMES[:1]]
    lines += [f"  {game.plain_example}" for game in (*GAMES, *PLAIN_ONLY)]
    lines += ["", f"keys: {COMMAND_LINE_KEYS.keymap.hints()}; press ? in a game for all of its keys.",
              "Set NO_COLOR to play in monochrome."]
    lines += ["", "your files live in $ARCADE_DATA_DIR if set, else in $XDG_DATA_HOME/arcade,",
              "else in ~/.local/share/arcade:",
              "  arcade.db    every finished game (bests, records), saved games and choices",
              "  solutions/   your Sokoban wins (classic and Fancy) as LURD moves",
              "  crash.log    what went wrong, if the arcade ever stopped on an internal error"]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser; its help text is generated from the game registry."""
    import argparse

    parser = argparse.ArgumentParser(
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
    parser.add_argument("game", nargs="?", metavar="GAME", help="start this game directly")
    parser.add_argument(
        "args",
        nargs=argparse.REMAINDER,
        metavar="LEVEL | ARGS",
        help="a bundled level name or a level file path (with --plain: the adapter's arguments)",
    )
    return parser


def list_games() -> str:
    """The text of `arcade --list`: each game with its bundled levels in play order, easiest first: the name to
    type, the title and the blurb."""
    from arcade.levels import bundled_levels

    lines = []
    for game in GAMES:
        lines.append(f"{game.id}: {game.title}")
        levels = bundled_levels(game)
        width = max((len(level.name) for level in levels), default=0)
        lines += [f"  {level.name:<{width}}  {level.title}" + (f" · {level.blurb}" if level.blurb else "")
                  for level in levels]
        if not levels:
            lines.append("  (no levels)")
    return "\n".join(lines) + "\n"


STATS_COMMAND = "stats"


def _print_stats(args: list[str]) -> int:
    """`arcade stats`: every game's records as a plain table."""
    if args:
        raise ArcadeError(f"arcade stats takes no arguments (got: {' '.join(args)})")
    from arcade.levels import former_names
    from arcade.stats import stats_text
    from arcade.store import Store

    store = Store(renames=former_names(GAMES))
    for notice in store.notices:
        print(f"arcade: {notice}", file=sys.stderr)
    sys.stdout.write(stats_text(store))
    return 0


DAILY_COMMAND = "daily"
DAILY_USAGE = "usage: arcade daily [--date YYYY-MM-DD] [--share]"


def _daily(args: list[str]) -> int:
    """`arcade daily`: the day's challenges full-screen (today's, or --date's); with --share, the day's line to
    share printed instead."""
    from arcade.daily import parse_day, today

    day, share, rest = today(), False, list(args)
    while rest:
        option = rest.pop(0)
        if option == "--share":
            share = True
        elif option == "--date" and rest:
            day = parse_day(rest.pop(0))
        elif option.startswith("--date="):
            day = parse_day(option.removeprefix("--date="))
        else:
            raise ArcadeError(f"{DAILY_USAGE} (got: {' '.join(args)})")
    if not share:
        from arcade.ui.app import run_app

        return run_app(daily=day)
    from arcade.daily import challenges, share_text
    from arcade.levels import former_names
    from arcade.store import Store

    store = Store(renames=former_names(GAMES))
    for notice in store.notices:
        print(f"arcade: {notice}", file=sys.stderr)
    print(share_text(day, challenges(day), store.daily_results(day)))
    return 0


EXPORT_COMMAND = "export"


def _export(args: list[str]) -> int:
    """`arcade export GAME LEVEL`: a saved screen game (else the level's best) as the plain adapter's standard
    input on stdout; the plain command to feed it to on stderr. With --cast, the same game as an asciinema
    recording of its screen instead (`_export_cast`)."""
    if CAST_OPTION in args:
        return _export_cast([arg for arg in args if arg != CAST_OPTION])
    if len(args) != 2:
        raise ArcadeError(EXPORT_USAGE)
    from arcade.kept_games import kept_game
    from arcade.levels import former_names
    from arcade.store import Store

    game = find_game(args[0])
    exporter = game.load_export()
    if exporter is None:
        raise ArcadeError(f"{game.id} games cannot be exported to plain mode")
    kept = kept_game(Store(renames=former_names(GAMES)), game, args[1])
    try:
        plain_args, stdin = exporter(kept.record, args[1], kept.path)
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise ArcadeError(f"that {game.id} game cannot be played by the original program: {error}") from None
    sys.stdout.write(stdin)
    print(f"# feed it to: arcade --plain {game.id} {' '.join(plain_args)}".rstrip(), file=sys.stderr)
    return 0


CAST_OPTION = "--cast"
EXPORT_USAGE = ("usage: arcade export [--cast [--size COLSxROWS] [--colors 256|16]] GAME LEVEL   (a saved game, "
                "else the level's best)")


def _export_cast(args: list[str]) -> int:
    """`arcade export --cast GAME LEVEL`: the game `arcade export` picks, drawn on its real screen as an asciinema
    v2 recording on stdout (arcade/ui/cast.py)."""
    options, rest = _cast_options(args)
    if len(rest) != 2:
        raise ArcadeError(EXPORT_USAGE)
    from arcade.kept_games import kept_game
    from arcade.levels import former_names
    from arcade.store import Store
    from arcade.ui.cast import CastSettings, record_cast

    game = find_game(rest[0])
    store = Store(renames=former_names(GAMES))
    for notice in store.notices:
        print(f"arcade: {notice}", file=sys.stderr)
    settings = CastSettings.from_options(options.get("--size"), options.get("--colors"))
    sys.stdout.write(record_cast(store, game, kept_game(store, game, rest[1]), settings))
    return 0


def _cast_options(args: list[str]) -> tuple[dict[str, str], list[str]]:
    """--size and --colors (as `--size 80x24` or `--size=80x24`) apart from the other arguments."""
    options: dict[str, str] = {}
    rest: list[str] = []
    words = iter(args)
    for word in words:
        name, equals, value = word.partition("=")
        if name in ("--size", "--colors"):
            value = value if equals else next(words, "")
            if not value:
                raise ArcadeError(f"{name} needs a value; {EXPORT_USAGE}")
            options[name] = value
        elif word.startswith("-"):
            raise ArcadeError(f"unknown option {word}; {EXPORT_USAGE}")
        else:
            rest.append(word)
    return options, rest


def _run_plain(game_id: str | None, args: list[str]) -> int:
    if game_id is None:
        raise ArcadeError("--plain needs a GAME (see arcade --help)")
    return find_game(game_id, tools=True).load_plain()(args)


def _run_screen(game_id: str | None, args: list[str]) -> int:
    if game_id is None:
        from arcade.ui.app import run_app  # imported here so --plain and --list never load urwid

        return run_app()
    tool = next((tool for tool in PLAIN_ONLY if tool.id == game_id), None)
    game = tool if tool is not None else find_game(game_id)
    if game in PLAIN_ONLY:
        raise ArcadeError(f"{game_id} runs in plain mode only; try: arcade --plain {game_id} {game.plain_usage}")
    if len(args) > 1:
        raise ArcadeError(f"too many arguments for {game_id}: {' '.join(args)}")
    from arcade.levels import Level, collection_file_level, find_level, resolve_level

    level = (find_level(game, args[0]) or collection_file_level(game, args[0])
             or Level.from_file(game, resolve_level(game, args[0]))) if args else None
    from arcade.ui.app import run_app

    return run_app(game=game, level=level)


PLAIN_OPTION = "--plain"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arcade; returns the process exit status.

    `--plain GAME ARGS...` goes straight to the game's plain adapter: argparse would read it the same way (GAME,
    then everything after it for the adapter), but building the full parser and its help costs more than a
    bare interpreter's start. No arguments at all opens the menu without the parser either (its first frame is
    timed against a bare `import urwid`). Anything else, `--plain` without a GAME included, goes through the full
    parser.
    """
    arguments = list(sys.argv[1:] if argv is None else argv)
    plain = plain_request(arguments)
    if plain is not None:
        return _guarded(lambda: _run_plain(*plain))
    if not arguments:  # the menu, as the parser would read it, without building the parser and its help
        return _guarded(lambda: _run_screen(None, []))
    parsed = build_parser().parse_args(arguments)
    return _guarded(lambda: _run_parsed(parsed))


def plain_request(arguments: list[str]) -> tuple[str, list[str]] | None:
    """(GAME, its adapter's arguments) when the command line is `--plain GAME ARGS...` (GAME not an option),
    read as the full parser reads it; None for anything else. A `--` among ARGS goes to the full parser too,
    which drops one directly after GAME and keeps any other."""
    if (len(arguments) >= 2 and arguments[0] == PLAIN_OPTION and not arguments[1].startswith("-")
            and "--" not in arguments[2:]):
        return arguments[1], arguments[2:]
    return None


def _run_parsed(arguments: argparse.Namespace) -> int:
    """Do what the full command line asked for."""
    if arguments.list:
        sys.stdout.write(list_games())
        return 0
    if arguments.plain:
        return _run_plain(arguments.game, arguments.args)
    if arguments.game == STATS_COMMAND:
        return _print_stats(arguments.args)
    if arguments.game == DAILY_COMMAND:
        return _daily(arguments.args)
    if arguments.game == EXPORT_COMMAND:
        return _export(arguments.args)
    return _run_screen(arguments.game, arguments.args)


def _guarded(run: Callable[[], int]) -> int:
    """Run one command; a failure the player caused ends with one line on stderr and an exit status."""
    try:
        return run()
    except ArcadeError as error:
        print(f"arcade: {error}", file=sys.stderr)
        return EXIT_USAGE
    except EOFError:
        sys.stdout.flush()
        print("\narcade: input ended before the game did", file=sys.stderr)
        return EXIT_INPUT_ENDED
    except KeyboardInterrupt:
        print("\narcade: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. `| head`); stop quietly without a second error on exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except Exception as error:  # a bug of ours: keep the details, show one line
        log = _write_crash_log()
        print(f"arcade: internal error: {type(error).__name__}: {error} (details in {log})", file=sys.stderr)
        return EXIT_INTERNAL


def _write_crash_log() -> str:
    """Save the current exception's traceback for a bug report; returns where it went."""
    import traceback

    from arcade.store import data_dir

    text = traceback.format_exc()
    try:
        path = data_dir() / "crash.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return str(path)
    except OSError:
        return "(crash log could not be written)"
