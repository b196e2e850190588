"""The one list of games. The menu, `--list`, `--plain` and the help all read it.

Entry points are "module:attribute" strings imported only when used, so plain mode never
imports urwid and start-up stays fast. For the same reason this module imports nothing at run time:
`arcade --plain GAME` reads it before anything else.
"""

from __future__ import annotations

import sys

from arcade.errors import ArcadeError, UnknownGameError

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only
    from collections.abc import Callable
    from typing import Any


SCREEN_SETTING = "screen"
"""A manifest setting naming the screen (one of the game's level_screens) a level is played on."""


class Game:
    """One game: its identity, its two faces (plain adapter and screen) and its bundled levels.

    A frozen record compared by its fields, as a frozen dataclass would be; written out by hand because
    building a dataclass means importing dataclasses (and inspect) on every start of plain mode.
    """

    __slots__ = ("also_best_by", "best_by", "best_one", "blurb", "collection", "collection_screen",
                 "collection_suffixes", "daily", "daily_win", "export", "first_move", "history", "id", "level_screens",
                 "levels", "paste", "plain", "plain_example", "plain_usage", "progression", "sample_play", "screen",
                 "tallies", "title")

    id: str
    title: str
    blurb: str
    plain: str
    """"module:function" of the plain adapter: function(argv: list[str]) -> int."""
    screen: str
    """"module:class" of the screen face, constructed as cls(host, game, level: Level | None)."""
    levels: str | None
    """Folder under the bundled levels/ holding this game's level files, or None."""
    plain_usage: str
    """Arguments of `arcade --plain ID`, shown in `arcade --help`."""
    plain_example: str
    best_by: str
    """The result figure that makes a best (lower is better), also the unit shown: moves, steps, turns, seconds."""
    best_one: str
    """The unit of best_by for one (move, step, turn, second): '1 move', never '1 moves'."""
    also_best_by: tuple[tuple[str, str], ...]
    """Other figures a best is kept by apart (lower is better), as (figure, its unit for one): classic Sokoban's
    fewest pushes, ("pushes", "push"), beside its fewest moves. Only plays whose figures hold it count."""
    export: str | None
    """"module:function" turning a screen game's play record into the plain adapter's run:
    function(record, level_name, level_path) -> (arguments, standard input); ValueError when it cannot."""
    history: str | None
    """"module:function" writing the game's own history lines for its records (under its levels' table):
    function(finished: list[FinishedGame]) -> list[str], given Store.finished_games (no urwid)."""
    tallies: str | None
    """"module:function" counting the game's finished games by kinds of its own for `arcade stats` (Spire's climbs
    by character and difficulty): function(finished: list[FinishedGame]) -> records.Tallies, given every game won or
    lost (Store.finished_games with no limit; no urwid). None: the game counts nothing apart."""
    progression: bool
    """Levels are played in order (the list opens on the next unsolved one); False: a choice among kinds of game
    (the list opens on the last one chosen)."""
    collection: str | None
    """"module:function" reading a collection file (many levels in one file, e.g. Sokoban's XSB) for the level lists:
    function(text, source) -> [(title, blurb)], one per level in order, the title the file gives the level (its
    number when it gives none); LevelError naming source and level when the file is malformed. None: the game
    has no collection files."""
    collection_suffixes: tuple[str, ...]
    """The file suffixes (lower case) of the game's collection files: such a file is read by `collection`."""
    paste: str | None
    """"module:function" reading levels a player pastes as text (one or several, in the format of the game's
    collection files), to be kept in the store and played as the collection of the manifest's entry with `pasted =
    true` (Sokoban's Yours): function(text) -> [(the level's text as kept, a digest of its board)], one per level in
    order, each text one level that `collection` reads back, two pastes of one board giving one digest; LevelError
    whose `problem` names the level (and the row) that is wrong. None: the game takes no pasted levels."""
    collection_screen: str | None
    """"module:class" of the screen a level of a collection file is played on (other rules, e.g. classic Sokoban's),
    constructed as `screen` is; None: the game's one screen plays every level."""
    level_screens: tuple[tuple[str, str], ...]
    """The other screens a bundled level may ask for by its manifest setting `screen = "NAME"`: (NAME,
    "module:class") pairs (pairs, not a dict, so the record stays hashable), each constructed as `screen` is, e.g.
    Spire's `("climb", "arcade.games.spire.climb_ui.screen:ClimbScreen")`. A level without the setting is played on
    `screen`."""
    daily: str | None
    """"module:function" of the game's part of the daily (arcade/daily.py): function(seed: int) ->
    daily.DailyPart, the day's challenge (title, blurb, the level settings its screen opens it with), deterministic
    from the seed (which arcade/daily.py derives from the UTC date and the game's id); None: no daily."""
    first_move: str
    """A key that starts play on the game's first bundled level (after it, restarting asks): the shared tests of
    every key, the help and the dialogs press it in every game."""
    sample_play: tuple[str, tuple[str, ...]]
    """A bundled level's name and keys that leave a game in progress on it (not won, not lost): the shared tests
    of casts, saves and Continue play it in every game."""
    daily_win: str | None
    """"module:function" of keys that win a daily level on the game's screen: function(level: Level) ->
    list[str]; the shared daily test wins each game's part with it. None: no daily, or none won by fixed keys
    (Pokémon's, Spire's)."""

    def __init__(self, *, id: str, title: str, blurb: str, plain: str, screen: str, levels: str | None,
                 plain_usage: str, plain_example: str, best_by: str = "moves", best_one: str = "",
                 export: str | None = None, history: str | None = None, progression: bool = True,
                 collection: str | None = None, collection_suffixes: tuple[str, ...] = (),
                 paste: str | None = None, collection_screen: str | None = None,
                 level_screens: tuple[tuple[str, str], ...] = (),
                 also_best_by: tuple[tuple[str, str], ...] = (), daily: str | None = None, first_move: str = "",
                 sample_play: tuple[str, tuple[str, ...]] = ("", ()), daily_win: str | None = None,
                 tallies: str | None = None) -> None:
        fields = {"id": id, "title": title, "blurb": blurb, "plain": plain, "screen": screen, "levels": levels,
                  "plain_usage": plain_usage, "plain_example": plain_example, "best_by": best_by,
                  "best_one": best_one or best_by.removesuffix("s"),
                  "export": export, "history": history, "progression": progression, "collection": collection,
                  "collection_suffixes": collection_suffixes, "paste": paste,
                  "collection_screen": collection_screen,
                  "level_screens": level_screens, "also_best_by": also_best_by, "daily": daily,
                  "first_move": first_move, "sample_play": sample_play, "daily_win": daily_win,
                  "tallies": tallies}
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def replace(self, **changes: Any) -> Game:
        """A copy with these fields changed (what dataclasses.replace gives a dataclass); TypeError for a name
        that is not a field."""
        fields = {name: getattr(self, name) for name in self.__slots__}
        fields.update(changes)
        return Game(**fields)

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of a registered game")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of a registered game")

    def __eq__(self, other: object) -> bool:
        return self._fields() == other._fields() if isinstance(other, Game) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f"Game(id={self.id!r}, title={self.title!r})"

    def __copy__(self) -> Game:
        return self  # immutable: a copy is the same game

    def __deepcopy__(self, memo: dict[int, object]) -> Game:
        return self

    def figure(self, value: float) -> str:
        """A best_by figure with its unit: '1 move', '12 moves'."""
        number = int(value) if float(value).is_integer() else value
        return f"{number} {self.best_one if number == 1 else self.best_by}"

    def best_figure(self, figures: dict[str, Any] | None) -> str | None:
        """A kept result's best_by figure with its unit ('11 moves'), or None when it has none."""
        value = figures.get(self.best_by) if figures is not None else None
        return self.figure(value) if isinstance(value, int | float) and not isinstance(value, bool) else None

    def load_plain(self) -> Callable[[list[str]], int]:
        """Import and return the plain adapter's entry function."""
        return _load(self.plain)

    def load_export(self) -> Callable[..., tuple[list[str], str]] | None:
        """Import and return the exporter of screen games to plain input, if the game has one."""
        return _load(self.export) if self.export is not None else None

    def history_lines(self, finished: Any) -> list[str]:
        """The game's history of these finished games for its records (e.g. Spire's last runs), or nothing if it
        keeps none."""
        return _load(self.history)(finished) if self.history is not None else []

    def tallies_of(self, finished: Any) -> Any:
        """The game's own counts of these finished games (records.Tallies), or None if it counts nothing apart."""
        return _load(self.tallies)(finished) if self.tallies is not None else None

    def load_daily(self) -> Callable[[int], Any] | None:
        """Import and return the game's daily function (seed -> daily.DailyPart), if it has a daily."""
        return _load(self.daily) if self.daily is not None else None

    def daily_winning_keys(self, level: Any) -> list[str]:
        """Keys that win this daily level on the game's screen (see daily_win); ValueError when the game declares
        none."""
        if self.daily_win is None:
            raise ValueError(f"{self.id} declares no keys that win its daily")
        return _load(self.daily_win)(level)

    def load_collection(self) -> Callable[[str, str], list[tuple[str, str]]] | None:
        """Import and return the reader of the game's collection files, if it has one."""
        return _load(self.collection) if self.collection is not None else None

    def load_paste(self) -> Callable[[str], list[tuple[str, str]]] | None:
        """Import and return the reader of levels pasted as text, if the game takes them."""
        return _load(self.paste) if self.paste is not None else None

    def load_screen(self, of_collection: bool = False, level: Any = None) -> Any:
        """Import and return the screen class (imports urwid); of_collection: the one a level of a collection file is
        played on (the game's collection_screen, if it has one); level: a Level whose manifest names a screen of
        its own (`screen = "NAME"`, one of level_screens) is played on that one."""
        wanted = level.settings.get(SCREEN_SETTING) if level is not None else None
        if wanted is not None:
            return self.load_level_screen(wanted)
        return _load(self.collection_screen if of_collection and self.collection_screen is not None else self.screen)

    def load_level_screen(self, name: object) -> Any:
        """Import and return the screen a level names by its `screen` setting; ArcadeError for a name the game does
        not have."""
        target = dict(self.level_screens).get(name) if isinstance(name, str) else None
        if target is None:
            known = ", ".join(screen for screen, _target in self.level_screens) or "none"
            raise ArcadeError(f"{self.id} has no level screen {name!r} (it has: {known})")
        return _load(target)


def _load(target: str) -> Any:
    module_name, _, attribute = target.partition(":")
    __import__(module_name)  # what importlib.import_module does, without importing importlib
    return getattr(sys.modules[module_name], attribute)


GAMES: tuple[Game, ...] = (
    Game(
        id="sokoban",
        title="Fancy Sokoban",
        blurb="Push every crate onto a goal before your moves run out; potions help.",
        plain="arcade.games.sokoban.plain:main",
        screen="arcade.games.sokoban.screen:SokobanScreen",
        levels="sokoban",
        plain_usage="MAZE_FILE",
        plain_example="arcade --plain sokoban maze1",
        export="arcade.games.sokoban.export:plain_run",
        collection="arcade.games.sokoban.classic.xsb:level_summaries",
        collection_suffixes=(".xsb", ".sok"),
        paste="arcade.games.sokoban.classic.xsb:read_pasted",
        collection_screen="arcade.games.sokoban.classic.screen:ClassicSokobanScreen",
        level_screens=(("classic", "arcade.games.sokoban.classic.screen:ClassicSokobanScreen"),),
        daily="arcade.games.sokoban.daily:challenge",
        also_best_by=(("pushes", "push"),),
        first_move="d",
        sample_play=("maze1", ("right", "down", "down", "left")),
        daily_win="arcade.games.sokoban.daily:winning_keys",
    ),
    Game(
        id="pokemon",
        title="Pokémon: Gotta Find Them All!",
        blurb="Minesweeper with Pokémon: uncover the safe cells, flag every Pokémon.",
        plain="arcade.games.pokemon.plain:main",
        screen="arcade.games.pokemon.screen:PokemonScreen",
        levels="pokemon",
        plain_usage="[--seed N]",
        plain_example="arcade --plain pokemon --seed 7",
        export="arcade.games.pokemon.export:plain_run",
        history="arcade.games.pokemon.history:game_history",
        best_by="seconds",
        daily="arcade.games.pokemon.daily:challenge",
        progression=False,
        first_move="enter",
        sample_play=("easy", ("enter", "right", "right", "f")),
    ),
    Game(
        id="dayz",
        title="End of DayZ",
        blurb="Outrun the zombies to the hospital; garlic protects, a crossbow shoots.",
        plain="arcade.games.dayz.plain:main",
        screen="arcade.games.dayz.screen:DayzScreen",
        levels="dayz",
        plain_usage="[--seed N]   (then answer Map: with a map file or bundled name)",
        plain_example="printf 'basic\\nS\\nD\\n' | arcade --plain dayz --seed 1",
        export="arcade.games.dayz.export:plain_run",
        best_by="steps",
        daily="arcade.games.dayz.daily:challenge",
        first_move="d",
        sample_play=("basic", ("right", "down", "right", "left")),
        daily_win="arcade.games.dayz.daily:winning_keys",
    ),
    Game(
        id="spire",
        title="Slay the Spire",
        blurb="Fight monsters with a deck of cards: attack, block, read their intents.",
        plain="arcade.games.spire.plain:main",
        screen="arcade.games.spire.screen:SpireScreen",
        levels="spire",
        plain_usage="[--seed N]   (then answer the prompts, e.g. ironclad, game1, play Bash 0, end turn)",
        plain_example="arcade --plain spire",
        export="arcade.games.spire.export:plain_run",
        history="arcade.games.spire.history:run_history",
        tallies="arcade.games.spire.history:climb_tallies",
        best_by="turns",
        level_screens=(("climb", "arcade.games.spire.climb_ui.screen:ClimbScreen"),),
        daily="arcade.games.spire.daily:challenge",
        first_move="1",
        sample_play=("climb", ("enter", "e", "e")),
    ),
    Game(
        id="acorn",
        title="Acorn Runner",
        blurb="Lead the acorn out of the maze: buckets douse fires, pads teleport you.",
        plain="arcade.games.acorn.plain:main",
        screen="arcade.games.acorn.screen:AcornScreen",
        levels="acorn",
        plain_usage="BOARD [play]",
        plain_example="printf 's\\ns\\n' | arcade --plain acorn board_simple",
        export="arcade.games.acorn.export:plain_run",
        daily="arcade.games.acorn.daily:challenge",
        first_move="s",
        sample_play=("board_medium", ("right", "down", "right", "down")),
        daily_win="arcade.games.acorn.daily:winning_keys",
    ),
)

PLAIN_ONLY: tuple[Game, ...] = (
    # Plain faces whose screen is not in the menu: `acorn-solve` is the original's solver.py, `sokoban-solve`
    # prints a solution of a Sokoban level, `acorn-random`, `sokoban-random` and `dayz-random` a generated level
    # (arcade/generated_plain.py), `pokemon-board` the Pokémon board a seed deals.
    Game(
        id="acorn-solve",
        title="Acorn Runner solver",
        blurb="The original solver: a shortest (BFS) or some (DFS) way out of a maze.",
        plain="arcade.games.acorn.plain:solve_main",
        screen="arcade.games.acorn.screen:AcornScreen",
        levels="acorn",
        plain_usage="BOARD BFS|DFS",
        plain_example="arcade --plain acorn-solve board_hard BFS",
    ),
    Game(
        id="acorn-random",
        title="Acorn Runner random board",
        blurb="A generated Acorn Runner board, solved by the BFS before it is offered, as a board file.",
        plain="arcade.games.acorn.random_plain:main",
        screen="arcade.games.acorn.screen:AcornScreen",
        levels="acorn",
        plain_usage="[random[:easy|:hard][:SEED]]   (the same seed makes the same board)",
        plain_example="arcade --plain acorn-random random:hard:42 > hard42.txt",
    ),
    Game(
        id="sokoban-solve",
        title="Sokoban solver",
        blurb="A solution of a standard (Microban, XSB) or Fancy Sokoban level, in LURD notation.",
        plain="arcade.games.sokoban.solve_plain:main",
        screen="arcade.games.sokoban.screen:SokobanScreen",
        levels="sokoban",
        plain_usage="LEVEL   (microban:N, FILE.xsb[:N], or a Fancy maze such as maze1)",
        plain_example="arcade --plain sokoban-solve microban:1",
    ),
    Game(
        id="sokoban-random",
        title="Sokoban random level",
        blurb="A generated classic Sokoban level, proven solvable, as an XSB file.",
        plain="arcade.games.sokoban.random_plain:main",
        screen="arcade.games.sokoban.screen:SokobanScreen",
        levels="sokoban",
        plain_usage="[random[:easy|:hard][:SEED]]   (the same seed makes the same level)",
        plain_example="arcade --plain sokoban-random random:hard:42 > hard42.xsb",
    ),
    Game(
        id="dayz-random",
        title="End of DayZ random map",
        blurb="A generated End of DayZ map, proven winnable whatever the zombies do, as a map file.",
        plain="arcade.games.dayz.random_plain:main",
        screen="arcade.games.dayz.screen:DayzScreen",
        levels="dayz",
        plain_usage="[random[:easy|:hard][:SEED]]   (the same seed makes the same map)",
        plain_example="arcade --plain dayz-random random:easy:7 > easy7.txt",
    ),
    Game(
        id="pokemon-board",
        title="Pokémon board",
        blurb="The board a seed deals from a first cell: * a Pokémon, . safe; --no-guess for a guess-free one.",
        plain="arcade.games.pokemon.board_plain:main",
        screen="arcade.games.pokemon.screen:PokemonScreen",
        levels="pokemon",
        plain_usage="SIZE COUNT --first CELL --seed N [--no-guess]",
        plain_example="arcade --plain pokemon-board 26 99 --first M13 --seed 7 --no-guess",
    ),
)
"""Games and tools reachable through `arcade --plain ID` only: not in the menu or --list."""

TOY_PREFIX = "toy-"
"""Ids beginning so belong to the tests' toy games (tests/toy_lights/): no real game or tool may have one, so a toy
registered beside them never shares a real game's id, levels folder, records or saves."""
ID_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


def check_ids(games: tuple[Game, ...], toys_allowed: bool = False) -> None:
    """ArcadeError unless every id is lower-case letters, digits and dashes starting with a letter (ids name level
    folders and files, store rows and daily seeds), no two alike, and (unless toys_allowed) none a toy's."""
    seen: set[str] = set()
    for game in games:
        if not game.id[:1].isalpha() or not set(game.id) <= ID_CHARACTERS:
            raise ArcadeError(f"game id {game.id!r}: lower-case letters, digits and dashes, a letter first")
        if game.id in seen:
            raise ArcadeError(f"game id {game.id!r} is registered twice")
        if game.id.startswith(TOY_PREFIX) and not toys_allowed:
            raise ArcadeError(f"game id {game.id!r}: ids beginning {TOY_PREFIX!r} are the tests' toy games'")
        seen.add(game.id)


check_ids((*GAMES, *PLAIN_ONLY))


def find_game(game_id: str, tools: bool = False) -> Game:
    """The game of this id (with tools: a plain tool's too); UnknownGameError, naming the games (and the tools,
    with tools) otherwise: the tools are no games, and only plain mode runs them."""
    for game in (*GAMES, *(PLAIN_ONLY if tools else ())):
        if game.id == game_id:
            return game
    games = ", ".join(game.id for game in GAMES)
    if tools:
        names = ", ".join(tool.id for tool in PLAIN_ONLY)
        raise UnknownGameError(f"unknown game or tool {game_id!r} (games: {games}; plain tools: {names})")
    raise UnknownGameError(f"unknown game {game_id!r} (games: {games})")
