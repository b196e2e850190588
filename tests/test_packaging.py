"""The arcade as a stranger installs it: the wheel in a fresh virtual environment outside the checkout, one version
in one place, and a Makefile whose `make run` installs only what playing needs.

The `pip install -e` of `make test` cannot see a file missing from the wheel; this builds the wheel, installs it
with no network (the new environment borrows urwid from this one through a .pth file) and runs `arcade` from a
folder outside the checkout.
"""

from __future__ import annotations

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import arcade
from arcade import cli

ROOT = Path(__file__).resolve().parent.parent
DISTRIBUTION = "text-arcade"
TRANSCRIPT = ROOT / "tests" / "data" / "sokoban" / "game_examples" / "maze1_simple_win_example.txt"


def run(command: list[str], cwd: Path, stdin: bytes = b"", timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    """Run a command with a clean environment (no PYTHONPATH, no data of the player's) and fail on a bad status."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["ARCADE_DATA_DIR"] = str(cwd / "data")
    result = subprocess.run(command, cwd=cwd, input=stdin, capture_output=True, env=env, timeout=timeout, check=False)
    assert result.returncode == 0, f"{command} failed:\n{result.stderr.decode(errors='replace')}"
    return result


def _borrowed_site_packages(folder: Path, requirement: str) -> None:
    """Link a distribution installed here, and what it requires, into folder (for a .pth file elsewhere)."""
    try:
        distribution = importlib.metadata.distribution(requirement)
    except importlib.metadata.PackageNotFoundError:  # an optional requirement this Python does not use
        return
    site = Path(str(distribution.locate_file("")))
    for top in {path.parts[0] for path in distribution.files or () if path.parts[0] != ".."}:
        if not (folder / top).exists():
            (folder / top).symlink_to(site / top)
    for line in distribution.requires or ():
        if "extra ==" not in line:
            _borrowed_site_packages(folder, re.split(r"[ ;<>=!~\[]", line, maxsplit=1)[0])


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv (outside the checkout) with the freshly built wheel installed; returns its folder."""
    place = tmp_path_factory.mktemp("installed")
    wheels = place / "wheels"
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "--wheel-dir", str(wheels), str(ROOT)], cwd=place, timeout=120)
    (wheel,) = wheels.glob("*.whl")
    venv = place / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=place)
    python = venv / "bin" / "python"
    run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps", "--no-index",
         str(wheel)], cwd=place, timeout=120)
    borrowed = place / "borrowed"
    borrowed.mkdir()
    _borrowed_site_packages(borrowed, "urwid")
    site = run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], cwd=place)
    (Path(site.stdout.decode().strip()) / "borrowed.pth").write_text(f"{borrowed}\n", encoding="utf-8")
    return place


def test_the_wheel_is_named_for_the_distribution_and_requires_urwid(installed: Path) -> None:
    (wheel,) = (installed / "wheels").glob("*.whl")
    assert wheel.name.startswith(f"text_arcade-{arcade.__version__}-")
    with zipfile.ZipFile(wheel) as archive:
        metadata = archive.read(f"text_arcade-{arcade.__version__}.dist-info/METADATA").decode()
        names = archive.namelist()
    assert f"Name: {DISTRIBUTION}\n" in metadata
    assert re.search(r"^Requires-Dist: urwid", metadata, re.MULTILINE)
    assert not re.search(r"^Requires-Dist: (pytest|pyte|hypothesis|ruff)\b(?!.*extra)", metadata, re.MULTILINE)
    assert not any(name.startswith("tests/") for name in names)


def test_the_wheel_carries_every_level_file(installed: Path) -> None:
    """The levels live at the top of the checkout (levels/) and go into the wheel as arcade/levels/."""
    (wheel,) = (installed / "wheels").glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    files = [path for path in (ROOT / "levels").rglob("*") if path.is_file()]
    assert files
    missing = [path for path in files if f"arcade/levels/{path.relative_to(ROOT / 'levels').as_posix()}" not in names]
    assert not missing


def test_the_installed_arcade_lists_every_bundled_level(installed: Path) -> None:
    arcade_command = str(installed / "venv" / "bin" / "arcade")
    listing = run([arcade_command, "--list"], cwd=installed).stdout.decode()
    assert listing == cli.list_games()


def test_the_installed_arcade_replays_a_plain_transcript_byte_for_byte(installed: Path) -> None:
    from tests.transcripts import echo_inputs, extract_inputs

    transcript = TRANSCRIPT.read_text(encoding="utf-8")
    inputs = extract_inputs(transcript, ["Enter move: "])
    stdin = "".join(typed + "\n" for typed in inputs).encode()
    # maze1 by its bundled name: the level file must have come with the wheel.
    result = run([str(installed / "venv" / "bin" / "arcade"), "--plain", "sokoban", "maze1"], cwd=installed,
                 stdin=stdin)
    assert echo_inputs(result.stdout.decode(), inputs, ["Enter move: "]).encode() == transcript.encode()


def test_the_installed_version_is_the_metadata_version(installed: Path) -> None:
    python = str(installed / "venv" / "bin" / "python")
    probe = ("import importlib.metadata, arcade; "
             f"print(importlib.metadata.version({DISTRIBUTION!r})); print(arcade.__file__)")
    version, location = run([python, "-c", probe], cwd=installed).stdout.decode().split()
    assert Path(location).is_relative_to(installed / "venv"), "the wheel's arcade, not the checkout's"
    assert version == arcade.__version__
    shown = run([str(installed / "venv" / "bin" / "arcade"), "--version"], cwd=installed).stdout.decode()
    assert shown == f"arcade {version}\n"


def test_the_installed_full_screen_arcade_imports_with_urwid(installed: Path) -> None:
    python = str(installed / "venv" / "bin" / "python")
    run([python, "-c", "import arcade.ui.app, arcade.games.spire.screen, arcade.games.acorn.screen"], cwd=installed)


def test_the_version_lives_in_one_place() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["hatch"]["version"]["path"] == "arcade/__init__.py"
    assert importlib.metadata.version(DISTRIBUTION) == arcade.__version__
    result = run([str(Path(sys.executable).parent / "arcade"), "--version"], cwd=ROOT)
    assert result.stdout.decode() == f"arcade {arcade.__version__}\n"


def test_the_changelog_has_an_unreleased_section_and_the_current_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## \[([^\]]+)\]", changelog, re.MULTILINE)
    assert headings[:2] == ["Unreleased", arcade.__version__]


def test_help_ends_with_where_the_players_files_live() -> None:
    from arcade.games.sokoban.base_screen import SOLUTIONS_FOLDER
    from arcade.store import DATABASE_FILE

    epilog = cli.build_parser().epilog or ""
    files = epilog[epilog.index("your files"):]
    for mention in ("$ARCADE_DATA_DIR", "$XDG_DATA_HOME/arcade", "~/.local/share/arcade", f"{DATABASE_FILE} ",
                    "crash.log ", f"{SOLUTIONS_FOLDER}/"):
        assert mention in files
    assert "\n\n" not in files, "the files are the last section"
    assert max(len(line) for line in files.splitlines()) <= 80


# -- the Makefile: a lean `make run`, extras for `make test`, stamps that install once ---------------------------------

FAKE_PYTHON = """#!/bin/sh
# Stands in for python: `-m venv DIR` makes DIR/bin/python (this script) and DIR/bin/arcade; anything else is logged.
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
    mkdir -p "$3/bin" && cp "$0" "$3/bin/python" && printf '#!/bin/sh\\necho arcade >> "%s"\\n' "$LOG" > "$3/bin/arcade"
    chmod +x "$3/bin/arcade"
else
    echo "python $*" >> "$LOG"
fi
"""


@pytest.fixture
def checkout(tmp_path: Path) -> tuple[Path, Path]:
    """A folder with the Makefile and pyproject.toml and a stand-in python that logs what make runs."""
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    fake = tmp_path / "fake-python"
    fake.write_text(FAKE_PYTHON, encoding="utf-8")
    fake.chmod(0o755)
    return tmp_path, tmp_path / "log"


def make(folder: Path, log: Path, target: str) -> list[str]:
    """Run a make target with the stand-in python; returns the lines it logged (and forgets them)."""
    env = {**os.environ, "LOG": str(log)}
    subprocess.run(["make", "--silent", target, f"PYTHON={folder / 'fake-python'}"], cwd=folder, env=env, check=True,
                   capture_output=True, timeout=30)
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    log.unlink(missing_ok=True)
    return lines


def installs(lines: list[str]) -> list[str]:
    return [line for line in lines if " pip install " in f" {line} "]


def test_make_run_installs_only_what_playing_needs(checkout: tuple[Path, Path]) -> None:
    folder, log = checkout
    lines = make(folder, log, "run")
    assert installs(lines) == ["python -m pip install --quiet -e ."]
    assert lines[-1] == "arcade"


def test_make_test_after_make_run_installs_the_extras_and_make_run_then_installs_nothing(
        checkout: tuple[Path, Path]) -> None:
    folder, log = checkout
    make(folder, log, "run")
    lines = make(folder, log, "test")
    assert installs(lines) == ["python -m pip install --quiet -e .[test]"]
    assert lines[-1] == "python -m pytest -q -n 2"
    assert installs(make(folder, log, "run")) == []
    assert installs(make(folder, log, "test")) == []


def test_make_test_on_a_fresh_clone_installs_everything_once(checkout: tuple[Path, Path]) -> None:
    folder, log = checkout
    assert installs(make(folder, log, "test")) == ["python -m pip install --quiet -e .",
                                                  "python -m pip install --quiet -e .[test]"]
    assert installs(make(folder, log, "run")) == []
    stamp_time = max(path.stat().st_mtime for path in (folder / ".venv").glob(".installed-*"))
    os.utime(folder / "pyproject.toml", (stamp_time + 10, stamp_time + 10))  # a changed pyproject.toml installs again
    assert len(installs(make(folder, log, "test"))) == 2


# -- the README ------------------------------------------------------------------------------------------------------

def test_the_readme_shows_every_picture_near_the_top() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = re.findall(r"!\[[^\]]+\]\((docs/screens/[^)]+\.svg)\)", readme)
    assert sorted(shown) == sorted(f"docs/screens/{path.name}" for path in (ROOT / "docs" / "screens").glob("*.svg"))
    assert len(shown) == 6
    assert all(readme.index(picture) < readme.index("## Install") for picture in shown)


def test_the_readme_writes_no_key_by_hand() -> None:
    """Keys are documented by the keymap (status bar, ? help, arcade --help); the README points there and names
    only ? itself."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    code = re.findall(r"`([^`\n]+)`", readme)
    keys = [token for token in code if len(token) == 1 or token.lower().startswith("ctrl")]
    assert keys == ["?"] * len(keys), f"keys written by hand in the README: {sorted(set(keys) - {'?'})}"
    assert "`?`" in readme and "arcade --help" in readme
