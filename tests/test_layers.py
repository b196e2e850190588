"""The import rules of docs/ARCHITECTURE.md, read from the source with `ast`: shared code never imports a game, and
no import circle anywhere in the package.

Every import counts, at module level or inside a function (an import moved into a function to dodge a circle is
still the circle), relative ones resolved against the importing module. Importing `a.b.c` runs the packages `a`
and `a.b` too, so those count as imported as well. Imports under `if TYPE_CHECKING:` are never run, but they still
tie the modules together (a circle hidden from the interpreter is still one for a reader and a type checker): the
circles are looked for twice, once among the imports that run and once with those too, and a shared module naming a
game even for its annotations breaks the layering.
Entry points given as import strings (the registry's "module:attribute") are not imports: loading them on use is
how shared code reaches a game.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.transcripts import REPO_ROOT

PACKAGE = "arcade"
GAMES_PACKAGE = "arcade.games"


@dataclass(frozen=True)
class Import:
    """One module importing another: where (file and line), and whether only for type checkers."""

    importer: str
    imported: str
    line: int
    type_checking_only: bool

    def __str__(self) -> str:
        only = ", under TYPE_CHECKING" if self.type_checking_only else ""
        return f"{self.importer} imports {self.imported} (line {self.line}{only})"


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of the package under root (root/package/...): dotted name -> file."""
    names = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        names[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return names


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imported_names(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """The dotted names an import statement brings in (for `from X import Y`: X.Y when that is a name to try)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[:len(base) - (node.level - 1)]
        source = ".".join([*base, *([node.module] if node.module else [])])
    else:
        source = node.module or ""
    return [source, *(f"{source}.{alias.name}" for alias in node.names if alias.name != "*")]


def imports_of(root: Path, package: str) -> list[Import]:
    """Every import of one of the package's own modules by one of them (function-level ones included); `import a.b`
    also imports the package a."""
    modules = module_names(root, package)
    found: list[Import] = []
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found += _imports_in(tree, module, path.name == "__init__.py", frozenset(modules), False)
    return found


def _imports_in(node: ast.AST, module: str, is_package: bool, modules: frozenset[str],
                type_checking: bool) -> list[Import]:
    """The imports of the package's modules in this node of a module's tree, however deep (under `if
    TYPE_CHECKING:` marked so)."""
    if isinstance(node, ast.If) and _is_type_checking(node.test):
        return [*(found for child in node.body for found in _imports_in(child, module, is_package, modules, True)),
                *(found for child in node.orelse
                  for found in _imports_in(child, module, is_package, modules, type_checking))]
    found = []
    if isinstance(node, ast.Import | ast.ImportFrom):
        targets: set[str] = set()
        for name in _imported_names(node, module, is_package):
            parts = name.split(".")
            targets |= {".".join(parts[:end]) for end in range(1, len(parts) + 1)} & modules
        found += [Import(module, target, node.lineno, type_checking) for target in sorted(targets) if target != module]
    for child in ast.iter_child_nodes(node):
        found += _imports_in(child, module, is_package, modules, type_checking)
    return found


def shared_imports_of_games(imports: list[Import], games_package: str = GAMES_PACKAGE) -> list[Import]:
    """Imports of a game's module (anything under the games' package) by a module outside that package."""
    def in_games(name: str) -> bool:
        return name.startswith(f"{games_package}.")

    return [edge for edge in imports if in_games(edge.imported) and not in_games(edge.importer)
            and edge.importer != games_package]


def import_circles(imports: list[Import], type_checking: bool = False) -> list[list[str]]:
    """The import circles: the groups of modules (two or more) each of which imports every other, directly or
    through the rest (strongly connected components, Tarjan's algorithm), each sorted; TYPE_CHECKING-only imports
    counted only when `type_checking`."""
    graph: dict[str, set[str]] = {}
    for edge in imports:
        if type_checking or not edge.type_checking_only:
            graph.setdefault(edge.importer, set()).add(edge.imported)
            graph.setdefault(edge.imported, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for following in sorted(graph[node]):
            if following not in index:
                connect(following)
                low[node] = min(low[node], low[following])
            elif following in on_stack:
                low[node] = min(low[node], index[following])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return sorted(circles)


def circle_path(imports: list[Import], circle: list[str], type_checking: bool = False) -> str:
    """One way round a circle, each step with its line (and whether only for type checkers), to show in a failure;
    TYPE_CHECKING-only imports taken only when `type_checking`."""
    inside = {(edge.importer, edge.imported): edge for edge in imports
              if (type_checking or not edge.type_checking_only) and edge.importer in circle and edge.imported in circle}
    steps, here = [], circle[0]
    while not steps or here != circle[0]:
        edge = next(edge for (importer, _imported), edge in sorted(inside.items()) if importer == here
                    and _reaches(inside, edge.imported, circle[0]))
        steps.append(str(edge))
        here = edge.imported
    return "; ".join(steps)


def _reaches(edges: dict[tuple[str, str], Import], start: str, goal: str) -> bool:
    seen, frontier = {start}, [start]
    while frontier:
        here = frontier.pop()
        if here == goal:
            return True
        for importer, imported in edges:
            if importer == here and imported not in seen:
                seen.add(imported)
                frontier.append(imported)
    return False


# -- the rules, on the arcade itself -----------------------------------------------------------------------------
ARCADE_IMPORTS = imports_of(REPO_ROOT, PACKAGE)


def test_the_import_graph_is_read() -> None:
    """The graph sees what it should (else the rules below would pass on an empty one)."""
    edges = {(edge.importer, edge.imported) for edge in ARCADE_IMPORTS}
    assert ("arcade.ui.app", "arcade.levels") in edges
    assert ("arcade.games.sokoban.plain", "arcade.games.sokoban.model") in edges
    assert ("arcade.levels", "arcade.level_files") in edges
    assert ("arcade.cli", "arcade.levels") in edges  # inside a function


def test_no_shared_module_imports_a_game() -> None:
    found = shared_imports_of_games(ARCADE_IMPORTS)
    assert not found, "\n".join(map(str, found))


def test_no_import_circles() -> None:
    circles = import_circles(ARCADE_IMPORTS)
    assert not circles, "\n".join(circle_path(ARCADE_IMPORTS, circle) for circle in circles)


def test_no_import_circles_even_for_type_checkers() -> None:
    """No circle either once the imports under `if TYPE_CHECKING:` count: a module that needs another's type for its
    annotations while that one imports it asks for a narrow Protocol beside it instead (lists.ListsHost)."""
    circles = import_circles(ARCADE_IMPORTS, type_checking=True)
    assert not circles, "\n".join(circle_path(ARCADE_IMPORTS, circle, type_checking=True) for circle in circles)


def test_only_the_entry_points_import_the_app() -> None:
    """The shell's places reach the App through narrow protocols: only what builds an App (the cast, and running.py
    for the command line) imports app.py."""
    importers = sorted({edge.importer for edge in ARCADE_IMPORTS if edge.imported == "arcade.ui.app"})
    assert importers == ["arcade.ui.cast", "arcade.ui.running"]


# -- the checker on planted packages ------------------------------------------------------------------------------
def plant(root: Path, files: dict[str, str]) -> list[Import]:
    """A package `pkg` of these files (paths under root) and its imports."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return imports_of(root, "pkg")


LAYERED = {
    "pkg/__init__.py": "",
    "pkg/games/__init__.py": "",
    "pkg/games/chess/__init__.py": "",
    "pkg/games/chess/model.py": "from pkg import errors\n",
    "pkg/games/chess/screen.py": "from . import model\nfrom ..chess.model import Board\n",
    "pkg/errors.py": "",
    "pkg/shell.py": "import pkg.errors\n",
}


@pytest.mark.parametrize(("planted", "circle"), [
    pytest.param({"pkg/games/chess/model.py": "from pkg.games.chess import screen\n"},
                 ["pkg.games.chess.model", "pkg.games.chess.screen"], id="relative-and-absolute"),
    pytest.param({"pkg/errors.py": "def later():\n    from pkg.games.chess.model import Board\n"},
                 ["pkg.errors", "pkg.games.chess.model"], id="through-a-function"),
    pytest.param({"pkg/games/chess/__init__.py": "from .screen import View\n"},
                 ["pkg.games.chess", "pkg.games.chess.screen"], id="through-the-package"),
])
def test_a_planted_circle_is_found(tmp_path: Path, planted: dict[str, str], circle: list[str]) -> None:
    assert import_circles(plant(tmp_path, {**LAYERED, **planted})) == [circle]


def test_a_type_checking_import_makes_a_circle_only_for_type_checkers(tmp_path: Path) -> None:
    annotations_only = "if TYPE_CHECKING:\n    from pkg.games.chess import model\n"
    imports = plant(tmp_path, {**LAYERED, "pkg/errors.py": annotations_only})
    assert import_circles(imports) == []
    assert import_circles(imports, type_checking=True) == [["pkg.errors", "pkg.games.chess.model"]]
    assert circle_path(imports, ["pkg.errors", "pkg.games.chess.model"], type_checking=True) == (
        "pkg.errors imports pkg.games.chess.model (line 2, under TYPE_CHECKING); "
        "pkg.games.chess.model imports pkg.errors (line 1)")
    assert [str(edge) for edge in shared_imports_of_games(imports, "pkg.games")] == [
        "pkg.errors imports pkg.games.chess (line 2, under TYPE_CHECKING)",
        "pkg.errors imports pkg.games.chess.model (line 2, under TYPE_CHECKING)"]


def test_a_planted_circle_through_typing_imports_is_found(tmp_path: Path) -> None:
    """The shape of the circle app.py and lists.py made: the shell imports its place at run time, the place imports
    the shell for its annotations only, however the TYPE_CHECKING is spelt."""
    planted = {"pkg/shell.py": "from pkg.places import Places\n",
               "pkg/places.py": "import typing\nif typing.TYPE_CHECKING:\n    from pkg.shell import Shell\n"}
    imports = plant(tmp_path, {**LAYERED, **planted})
    assert import_circles(imports) == []
    assert import_circles(imports, type_checking=True) == [["pkg.places", "pkg.shell"]]
    else_branch = {"pkg/places.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    pass\n"
                                    "else:\n    from pkg import shell\n"}
    assert import_circles(plant(tmp_path, {**LAYERED, **planted, **else_branch})) == [["pkg.places", "pkg.shell"]]


def test_the_layered_package_passes_and_a_planted_shared_import_of_a_game_fails(tmp_path: Path) -> None:
    assert import_circles(plant(tmp_path, LAYERED)) == []
    assert shared_imports_of_games(plant(tmp_path, LAYERED), "pkg.games") == []
    planted = plant(tmp_path, {"pkg/shell.py": "def screen_of():\n    from .games.chess import screen\n"})
    assert [str(edge) for edge in shared_imports_of_games(planted, "pkg.games")] == [
        "pkg.shell imports pkg.games.chess (line 2)", "pkg.shell imports pkg.games.chess.screen (line 2)"]
