"""arcade/keys.py holds only what is shared: a binding there is used by the shell or by two games at least.

A key that one game alone binds lives in that game's folder (its bindings module), so adding or changing a game
never touches arcade/keys.py (issue 30: a game is its folder, its levels and one registry entry)."""

from __future__ import annotations

import ast
from pathlib import Path

from arcade import keys
from arcade.keys import Binding

ARCADE = Path(keys.__file__).parent
GAMES_FOLDER = ARCADE / "games"


def user_of(path: Path) -> str:
    """Who a module of arcade/ speaks for: the game whose folder holds it, else "shared" (shell, CLI, ...)."""
    relative = path.relative_to(ARCADE)
    return relative.parts[1] if relative.parts[0] == "games" and len(relative.parts) > 2 else "shared"


def names_taken_from_keys(path: Path) -> set[str]:
    """The names a module takes from arcade.keys: `from arcade.keys import NAME` and `keys.NAME`."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module == "arcade.keys":
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "keys":
            names.add(node.attr)
    return names


def users_of_bindings() -> dict[str, set[str]]:
    """Each Binding that arcade/keys.py defines, with who uses it ("shared" or game folder names)."""
    binding_names = [name for name, value in vars(keys).items() if isinstance(value, Binding)]
    users: dict[str, set[str]] = {name: set() for name in binding_names}
    for path in ARCADE.rglob("*.py"):
        if path == Path(keys.__file__):
            continue
        for name in names_taken_from_keys(path) & users.keys():
            users[name].add(user_of(path))
    return users


def test_every_binding_in_keys_is_shared() -> None:
    """No binding of arcade/keys.py belongs to one game alone (nor to none: a binding nothing binds is dead)."""
    not_shared = {name: sorted(who) for name, who in users_of_bindings().items()
                  if "shared" not in who and len(who) < 2}
    assert not_shared == {}, f"bindings of one game (or none) in arcade/keys.py; move them to its folder: {not_shared}"


def test_the_scan_sees_game_folders_and_the_shell() -> None:
    """The scan tells a game's module from a shared one, and finds the bindings both kinds take."""
    users = users_of_bindings()
    assert user_of(GAMES_FOLDER / "dayz" / "screen.py") == "dayz"
    assert user_of(ARCADE / "ui" / "lists.py") == "shared"
    assert {"sokoban", "dayz"} <= users["REDO"]
    assert "shared" in users["WATCH_BEST"]
