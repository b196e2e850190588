"""The `arcade` command: the full-screen arcade, one game directly, or a game's plain text adapter.

Plain mode (`arcade --plain GAME ARGS...`) is read without building the full command line and imports only
the game's plain module: never urwid, argparse, the keymap or the level lists, so it starts about as fast as a
bare interpreter (docs/performance.md). Everything else goes through the argparse command line
(arcade/cli_parsers.py: the top level, then each command's or game's own parser), imported inside the functions
that need it. Every failure a player can cause ends with one line on stderr
and a non-zero status, never a traceback.
"""

from __future__ import annotations

import os
import sys

from arcade.errors import ArcadeError, LevelError
from arcade.registry import GAMES, PLAIN_ONLY, Game, find_game

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: plain mode imports none of these
    import argparse
    from collections.abc import Callable, Sequence

    from arcade.store import Store

EXIT_USAGE = 2
EXIT_INPUT_ENDED = 1
EXIT_INTERRUPTED = 130
EXIT_INTERNAL = 70


def build_parser() -> argparse.ArgumentParser:
    """The top-level command-line parser (arcade/cli_parsers.py)."""
    from arcade.cli_parsers import build_parser as build

    return build()


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


def _print_stats(args: list[str]) -> int:
    """`arcade stats`: every game's records as a plain table; with --json, the same figures as JSON."""
    from arcade.cli_parsers import parse, stats_parser

    options = parse(stats_parser(), args)
    from arcade.stats import stats_json, stats_text

    store = _store()
    sys.stdout.write(stats_json(store) if options.json else stats_text(store))
    return 0


def _store() -> Store:
    """The player's store, its notices (a damaged file set aside, an import) told on stderr first."""
    from arcade.levels import former_names
    from arcade.store import Store

    store = Store(renames=former_names(GAMES))
    for notice in store.notices:
        print(f"arcade: {notice}", file=sys.stderr)
    return store


def _daily(args: list[str]) -> int:
    """`arcade daily`: the day's challenges full-screen (today's, or --date's); with --share, the day's line to
    share printed instead."""
    from arcade.cli_parsers import daily_parser, parse
    from arcade.daily import parse_day, today

    options = parse(daily_parser(), args)
    day = parse_day(options.date) if options.date is not None else today()
    if not options.share:
        from arcade.ui.running import run_app

        return run_app(daily=day)
    from arcade.daily import challenges, share_text

    store = _store()
    print(share_text(day, challenges(day), store.daily_results(day)))
    return 0


def _export(args: list[str]) -> int:
    """`arcade export GAME LEVEL`: a saved screen game (else the level's best) as the plain adapter's standard
    input on stdout; the plain command to feed it to on stderr. With --cast, the same game as an asciinema
    recording of its screen instead (`_export_cast`)."""
    from arcade.cli_parsers import export_parser, parse

    parser = export_parser()
    options = parse(parser, args)
    if options.cast:
        return _export_cast(options)
    if options.size is not None or options.colors is not None:
        parser.error("--size and --colors go with --cast")
    from arcade.kept_games import kept_game

    game = find_game(options.game)
    exporter = game.load_export()
    if exporter is None:
        raise ArcadeError(f"{game.id} games cannot be exported to plain mode")
    kept = kept_game(_store(), game, options.level)
    try:
        plain_args, stdin = exporter(kept.record, options.level, kept.path)
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise ArcadeError(f"that {game.id} game cannot be played by the original program: {error}") from None
    sys.stdout.write(stdin)
    print(f"# feed it to: arcade --plain {game.id} {' '.join(plain_args)}".rstrip(), file=sys.stderr)
    return 0


def _export_cast(options: argparse.Namespace) -> int:
    """`arcade export --cast GAME LEVEL`: the game `arcade export` picks, drawn on its real screen as an asciinema
    v2 recording on stdout (arcade/ui/cast.py)."""
    from arcade.kept_games import kept_game
    from arcade.ui.cast import CastSettings, record_cast

    game = find_game(options.game)
    store = _store()
    settings = CastSettings.from_options(options.size, options.colors)
    sys.stdout.write(record_cast(store, game, kept_game(store, game, options.level), settings))
    return 0


def _run_plain(game_id: str | None, args: list[str]) -> int:
    if game_id is None:
        raise ArcadeError("--plain needs a GAME (see arcade --help)")
    return find_game(game_id, tools=True).load_plain()(args)


def _run_screen(game_id: str | None, args: list[str]) -> int:
    if game_id is None:
        from arcade.ui.running import run_app  # imported here so --plain and --list never load urwid

        return run_app()
    tool = next((tool for tool in PLAIN_ONLY if tool.id == game_id), None)
    game = tool if tool is not None else find_game(game_id)
    if game in PLAIN_ONLY:
        raise ArcadeError(f"{game_id} runs in plain mode only; try: arcade --plain {game_id} {game.plain_usage}")
    from arcade.cli_parsers import game_parser, parse

    name = parse(game_parser(game), args).level
    from arcade.levels import Level, collection_file_level, find_level, resolve_level

    store = _store_for_pasted(game, name)
    level = (find_level(game, name, store) or collection_file_level(game, name)
             or Level.from_file(game, resolve_level(game, name))) if name is not None else None
    from arcade.ui.running import run_app

    return run_app(game=game, level=level, **({"store": store} if store is not None else {}))


def _store_for_pasted(game: Game, name: str | None) -> Store | None:
    """The player's store when the LEVEL named is one they pasted (`yours:N`: it is kept there), else None (the arcade
    opens it as it starts); a LevelError, one line, when they have no level of that name."""
    from arcade.levels import COLLECTION_SEPARATOR, find_level, former_names, pasted_entry
    from arcade.store import Store

    entry = pasted_entry(game)
    if entry is None or name is None or name.rpartition(COLLECTION_SEPARATOR)[0] != entry.name:
        return None
    store = Store(renames=lambda: former_names(GAMES))
    if find_level(game, name, store) is None:
        raise LevelError(name, f"no such level of yours (each level pasted under {entry.title} is {entry.name}:N, "
                               "N the number its list shows)")
    return store


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
    return _guarded(lambda: _run_parsed(arguments))


def plain_request(arguments: list[str]) -> tuple[str, list[str]] | None:
    """(GAME, its adapter's arguments) when the command line is `--plain GAME ARGS...` (GAME not an option),
    read as the full parser reads it; None for anything else. A `--` among ARGS goes to the full parser too,
    which drops one directly after GAME and keeps any other."""
    if (len(arguments) >= 2 and arguments[0] == PLAIN_OPTION and not arguments[1].startswith("-")
            and "--" not in arguments[2:]):
        return arguments[1], arguments[2:]
    return None


def _run_parsed(command_line: list[str]) -> int:
    """Do what the full command line asked for: the top level read by its parser, a command's or a game's
    arguments by their own."""
    from arcade.cli_parsers import DAILY_COMMAND, EXPORT_COMMAND, STATS_COMMAND, parse_command_line

    arguments = parse_command_line(command_line)
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
