"""Maze files: the handout mazes parse as the original read_file did; every malformed file is a LevelError.

Property tests: arbitrary text never raises anything but LevelError, and on random valid mazes random
move/undo sequences keep the model's invariants and undo returns to the start.
"""

from __future__ import annotations

import errno
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade.errors import LevelError
from arcade.games.sokoban.model import (
    MAX_FILE_BYTES,
    Crate,
    SokobanModel,
    parse_maze,
    read_file,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "sokoban"

MAZE1_ROWS = ["WWWWWWWW", "WP  W  W", "W   W  W", "W 1 WG W", "W      W", "W      W", "WWWWWWWW"]
MAZE2_ROWS = ["WWWWWWWW", "WP  W  W", "W S W  W", "W 3 WG W", "W      W", "W  M   W", "WWWWWWWW"]
MAZE3_ROWS = ["WWWWWWWW", "WP  W  W", "W F W  W", "W 4 WG W", "W   S  W", "W 3  G W", "WWWWWWWW"]
SMALL = "1 5\nWWWWW\nWP1GW\nWWWWW\n"


# --- The handout mazes -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "rows", "stats"),
    [("maze1", MAZE1_ROWS, [1, 12]), ("maze2", MAZE2_ROWS, [1, 10]), ("maze3", MAZE3_ROWS, [1, 21])],
)
def test_handout_mazes_parse_as_the_original(name: str, rows: list[str], stats: list[int]) -> None:
    maze, parsed_stats = read_file(str(DATA / f"{name}.txt"))
    assert maze == [list(row) for row in rows]
    assert parsed_stats == stats
    assert all(type(cell) is str and len(cell) == 1 for row in maze for cell in row)


def test_read_file_accepts_path_objects() -> None:
    assert read_file(DATA / "maze1.txt") == read_file(str(DATA / "maze1.txt"))


def test_strip_and_line_endings_as_the_original() -> None:
    # str.strip() on every line (so CRLF, trailing spaces and indentation vanish) and universal newlines.
    expected = ([list("WWWWW"), list("WP1GW"), list("WWWWW")], [1, 5])
    assert parse_maze(SMALL, "t") == expected
    assert parse_maze(SMALL.replace("\n", "\r\n"), "t") == expected
    assert parse_maze(SMALL.replace("\n", "\r"), "t") == expected
    assert parse_maze("  1 5  \n  WWWWW\t\nWP1GW   \nWWWWW", "t") == expected


def test_byte_order_mark_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + SMALL.encode())  # some editors start UTF-8 files with one
    assert read_file(path) == parse_maze(SMALL, "t")


def test_trailing_blank_lines_are_ignored() -> None:
    # The original kept each as an empty row; an empty row can only break the game, so ours drops them.
    assert parse_maze(SMALL + "\n\n   \n", "t") == parse_maze(SMALL, "t")


def test_interior_floor_and_filled_goals_are_accepted() -> None:
    maze, stats = parse_maze("0 0\nWXW\nWPW\nW1W\nWGW\n", "t")
    assert maze[0] == ["W", "X", "W"]
    assert stats == [0, 0]
    model = SokobanModel.from_text("0 3\nWXW\nWPW\nW0W\nWGW\n")
    assert model.count_filled_goals() == 1
    assert model.attempt_move("s") is True
    assert model.has_won()


# --- Malformed files ---------------------------------------------------------------------------


def error_for(text: str, tmp_path: Path) -> LevelError:
    """Write `text` to a file, read it, and return the LevelError raised."""
    path = tmp_path / "bad maze.txt"
    path.write_text(text, encoding="utf-8", newline="")
    with pytest.raises(LevelError) as caught:
        read_file(str(path))
    error = caught.value
    assert error.path == str(path)
    assert str(error).startswith(f"{path}: ")
    assert "\n" not in str(error)
    return error


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("", None, "empty"),
        ("\n \n\t\n", None, "blank lines"),
        ("1\nWWWWW\nWP1GW\nWWWWW\n", 1, "two whole numbers"),
        ("1 2 3\nWWWWW\nWP1GW\nWWWWW\n", 1, "two whole numbers"),
        ("1  5\nWWWWW\nWP1GW\nWWWWW\n", 1, "one space"),
        ("-1 5\nWWWWW\nWP1GW\nWWWWW\n", 1, "'-1 5'"),
        ("1 +5\nWWWWW\nWP1GW\nWWWWW\n", 1, "two whole numbers"),
        ("one two\nWWWWW\nWP1GW\nWWWWW\n", 1, "'one two'"),
        ("1,5\nWWWWW\nWP1GW\nWWWWW\n", 1, "two whole numbers"),
        ("1 ٥\nWWWWW\nWP1GW\nWWWWW\n", 1, "two whole numbers"),
        ("\nWWWWW\nWP1GW\nWWWWW\n", 1, "two whole numbers"),
        ("1 5000000000\nWWWWW\nWP1GW\nWWWWW\n", 1, "moves '5000000000' is too large"),
        ("1 5\n", None, "no maze rows"),
        ("1 5\n\n\n", None, "no maze rows"),
        ("1 5\nWWWWW\nWP1GW\nWWWW\n", 4, "this row has 4 cells but the first maze row (line 2) has 5"),
        ("1 5\nWWWWW\n P1GW\nWWWWW\n", 3, "4 cells"),
        ("1 5\nWWWWW\n\nWP1GW\nWWWWW\n", 3, "blank line inside the maze"),
        ("1 5\nWWWWW\nWP1GW\nWW?WW\n", 4, "unknown character '?' in column 3"),
        ("1 5\nWWWWW\n  WP1Gx\nWWWWW\n", 3, "unknown character 'x' in column 7"),
        ("1 5\nWWWWW\nWP\t1G\nWWWWW\n", 3, "unknown character '\\t' in column 3"),
        ("1 5\nWWWWW\nWp1GW\nWWWWW\n", 3, "unknown character 'p'"),
        ("1 5\nWWWWW\nW 1GW\nWWWWW\n", None, "no player 'P'"),
        ("1 5\nWWWWW\nWP1GW\nWPWWW\n", None, "2 players 'P' (on lines 3, 4)"),
        ("1 5\nWWWWW\nWP11W\nWWWWW\n", None, "no goals"),
        ("1 5\nWWWWW\nWP  W\nWWWWW\n", None, "no goals"),
        ("1 5\nWWWWW\nWP1GW\nWG  W\nWWWWW\n", None, "1 crate but 2 unfilled goals 'G'"),
        ("1 5\nWWWWW\nWP12W\nWG  W\nWWWWW\n", None, "2 crates but 1 unfilled goal 'G'"),
        ("1 5\nWWWWW\nWP1XW\nWWWWW\n", None, "1 crate but 0 unfilled goals"),
    ],
)
def test_malformed_files(tmp_path: Path, text: str, line: int | None, words: str) -> None:
    error = error_for(text, tmp_path)
    assert error.line == line
    assert words in error.problem
    if line is not None:
        assert f": line {line}: " in str(error)


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.txt"
    with pytest.raises(LevelError, match=r"nope\.txt: no such file$"):
        read_file(str(path))
    with pytest.raises(LevelError, match="no such file"):
        SokobanModel(str(path))


def test_directory_is_not_a_maze(tmp_path: Path) -> None:
    with pytest.raises(LevelError, match="is a directory") as caught:
        read_file(tmp_path)
    assert caught.value.path == str(tmp_path)


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (PermissionError(errno.EACCES, "Permission denied"), "permission denied"),
        (OSError(errno.EIO, "Input/output error"), "cannot be read: Input/output error"),
    ],
)
def test_unreadable_file(monkeypatch: pytest.MonkeyPatch, error: OSError, words: str) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise error

    monkeypatch.setattr("arcade.games.sokoban.model.open", refuse, raising=False)
    with pytest.raises(LevelError) as caught:
        read_file(DATA / "maze1.txt")
    assert str(caught.value) == f"{DATA / 'maze1.txt'}: {words}"


def test_undecodable_bytes(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"1 5\nWWWWW\nWP1GW\xe9\nWWWWW\n")
    with pytest.raises(LevelError, match="not UTF-8 text") as caught:
        read_file(path)
    assert caught.value.line == 3
    assert "0xe9" in caught.value.problem


def test_huge_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    path.write_bytes(b"1 5\n" + b"W" * MAX_FILE_BYTES)
    with pytest.raises(LevelError, match="too large"):
        read_file(path)


def test_nul_in_the_name_is_a_level_error() -> None:
    with pytest.raises(LevelError, match="cannot be read"):
        read_file("maze\0.txt")


def test_level_error_from_model_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "ragged.txt"
    path.write_text("1 5\nWWW\nWP1GW\n", encoding="utf-8")
    with pytest.raises(LevelError) as caught:
        SokobanModel(str(path))
    assert str(caught.value) == (
        f"{path}: line 3: this row has 5 cells but the first maze row (line 2) has 3; "
        "rows must all be the same width once leading and trailing spaces are removed"
    )


# --- Property tests: any text ------------------------------------------------------------------

MAZE_ALPHABET = "WGXPSMF0123456789 \t\r\n-+x"


@st.composite
def near_mazes(draw: st.DrawFn) -> str:
    """Valid maze text with a few random edits, to reach every branch of the parser."""
    text = draw(valid_maze_texts())
    for _ in range(draw(st.integers(0, 4))):
        index = draw(st.integers(0, len(text)))
        edit = draw(st.sampled_from(["insert", "delete", "replace"]))
        char = draw(st.sampled_from(MAZE_ALPHABET))
        if edit == "insert":
            text = text[:index] + char + text[index:]
        elif edit == "delete":
            text = text[:index] + text[index + 1 :]
        else:
            text = text[:index] + char + text[index + 1 :]
    return text


def check_parse(text: str) -> None:
    """Parsing either succeeds with a playable rectangular maze or raises LevelError, nothing else."""
    try:
        maze, stats = parse_maze(text, "fuzz.txt")
    except LevelError as error:
        assert error.path == "fuzz.txt"
        assert error.problem
        return
    assert maze and all(len(row) == len(maze[0]) for row in maze)
    assert len(stats) == 2 and all(value >= 0 for value in stats)
    model = SokobanModel.from_text(text, "fuzz.txt")
    assert model.get_size() == (len(maze), len(maze[0]))


@given(st.text())
def test_arbitrary_text_only_raises_level_error(text: str) -> None:
    check_parse(text)


@given(st.text(alphabet=MAZE_ALPHABET, max_size=80))
def test_maze_like_text_only_raises_level_error(text: str) -> None:
    check_parse(text)


@given(st.builds(lambda head, body: head + body, st.sampled_from(["1 5\n", "0 0\n", "9 9\r\n", ""]), st.text()))
def test_text_after_a_good_stats_line_only_raises_level_error(text: str) -> None:
    check_parse(text)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(near_mazes())
def test_edited_mazes_only_raise_level_error(text: str) -> None:
    check_parse(text)


@settings(max_examples=50)
@given(st.binary(max_size=200))
def test_arbitrary_bytes_in_a_file_only_raise_level_error(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.txt"
        path.write_bytes(data)
        try:
            read_file(path)
        except LevelError as error:
            assert error.path == str(path)


# --- Property tests: random valid mazes and random play -----------------------------------------


@st.composite
def valid_maze_texts(draw: st.DrawFn) -> str:
    """A random valid maze file: walls down both sides (so no row starts or ends with floor), any interior,
    one player, as many crates as goals, some potions and maybe a pre-filled goal, anywhere, even on the edges.
    """
    rows = draw(st.integers(1, 6))
    cols = draw(st.integers(5, 9))
    grid = [["W" if col in (0, cols - 1) else draw(st.sampled_from("  W")) for col in range(cols)] for _ in range(rows)]
    cells = [(row, col) for row in range(rows) for col in range(cols)]
    places = draw(st.permutations(cells))
    crates = draw(st.integers(1, min(3, (len(cells) - 1) // 2)))
    spare = len(cells) - 1 - 2 * crates
    potions = draw(st.integers(0, min(3, spare)))
    filled = draw(st.integers(0, min(1, spare - potions)))
    chars = (
        ["P"]
        + [str(draw(st.integers(0, 9))) for _ in range(crates)]
        + ["G"] * crates
        + [draw(st.sampled_from("SMF")) for _ in range(potions)]
        + ["X"] * filled
    )
    for (row, col), char in zip(places, chars, strict=False):
        grid[row][col] = char
    strength = draw(st.integers(0, 9))
    moves = draw(st.integers(0, 25))
    line_end = draw(st.sampled_from(["\n", "\r\n"]))
    return f"{strength} {moves}" + line_end + line_end.join("".join(row) for row in grid) + line_end


def full_state(model: SokobanModel) -> tuple[object, str, str]:
    """Everything observable: the state key plus the exact reprs of the maze and the entity dictionary."""
    return model.state_key(), repr(model.get_maze()), repr(model.get_entities())


def check_invariants(model: SokobanModel, goals: int) -> None:
    """What must hold after every step of a game that has not stopped yet."""
    crates = sum(isinstance(entity, Crate) for entity in model.get_entities().values())
    assert crates + model.count_filled_goals() == goals
    assert model.get_player_moves_remaining() >= 0
    row, col = model.get_player_position()
    assert 0 <= row < len(model.get_maze()) and 0 <= col < len(model.get_maze()[row])
    assert not model.get_maze()[row][col].is_blocking()
    assert (row, col) not in model.get_entities()
    assert model.has_won() == (crates == 0)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(
    valid_maze_texts(),
    st.lists(st.sampled_from(["w", "a", "s", "d", "u", "q", "", "W", "wd"]), max_size=60),
)
def test_random_play_keeps_invariants_and_undo_returns_to_start(text: str, actions: list[str]) -> None:
    model = SokobanModel.from_text(text, "random.txt")
    goals = len(model.get_goal_positions())
    start = full_state(model)
    history = [full_state(model)]
    check_invariants(model, goals)
    for action in actions:
        if model.has_won() or model.has_lost():  # the controller stops here
            break
        if action == "u":
            model.undo()
            if len(history) > 1:
                history.pop()
            assert full_state(model) == history[-1]
        else:
            before = full_state(model)
            moves_before = model.get_player_moves_remaining()
            if model.attempt_move(action):
                history.append(full_state(model))
                assert model.get_player_moves_remaining() in (moves_before - 1, moves_before + 1, moves_before + 4)
            else:
                assert full_state(model) == before
        assert model.get_moves_made() == len(history) - 1
        check_invariants(model, goals)
    while model.can_undo():
        model.undo()
    assert full_state(model) == start
    model.undo()
    assert full_state(model) == start


@given(valid_maze_texts())
def test_random_valid_mazes_round_trip(text: str) -> None:
    maze, stats = parse_maze(text, "random.txt")
    lines = text.replace("\r\n", "\n").splitlines()
    assert [list(line) for line in lines[1:]] == maze
    assert f"{stats[0]} {stats[1]}" == lines[0]
