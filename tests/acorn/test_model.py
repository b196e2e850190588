"""The model: the task sheet's tested surface (parse, grid_to_string, cells, Player) and the game engine's rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.games.acorn.model import (
    EXTINGUISH_MESSAGE,
    INVALID_MOVE_MESSAGE,
    TELEPORT_MESSAGE,
    WALL_MESSAGE,
    WATER_MESSAGE,
    Air,
    BoardMissingError,
    End,
    Fire,
    Game,
    Player,
    Start,
    Teleport,
    Wall,
    Water,
    end_text,
    grid_to_string,
    moves_summary,
    parse,
    read_lines,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "acorn"


def displays(grid: list) -> list[str]:
    return ["".join(cell.display for cell in row) for row in grid]


def game_of(*rows: str) -> Game:
    return Game(parse(list(rows)))


def play(game: Game, moves: str) -> list[str | None]:
    return [game.game_move(move) for move in moves]


# parse()


def test_parse_makes_one_cell_per_character() -> None:
    grid = parse(["*X*12\n", "*W F \n", "*Y*21\n"])
    assert displays(grid) == ["*X*12", "*W F ", "*Y*21"]
    kinds = [[type(cell) for cell in row] for row in grid]
    assert kinds == [
        [Wall, Start, Wall, Teleport, Teleport],
        [Wall, Water, Air, Fire, Air],
        [Wall, End, Wall, Teleport, Teleport],
    ]


def test_parse_links_each_pad_to_its_partner() -> None:
    grid = parse(["X1 2", "2  1", "Y   "])
    assert grid[0][1].destination == (1, 3) and grid[1][3].destination == (0, 1)
    assert grid[0][3].destination == (1, 0) and grid[1][0].destination == (0, 3)


@pytest.mark.parametrize("ending", ["", "\n", "\r\n"])
def test_parse_accepts_any_line_ending_and_keeps_trailing_air(ending: str) -> None:
    grid = parse([f"*X  {ending}", f"*Y *{ending}"])
    assert displays(grid) == ["*X  ", "*Y *"]


def test_parse_reads_the_official_boards() -> None:
    for path in sorted(DATA.glob("board_*.txt")):
        with path.open() as file:
            lines = file.readlines()
        assert displays(parse(lines)) == path.read_text().split("\n")


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (["*X*", "*Z*", "*Y*"], "Bad letter in configuration file: Z."),
        (["*X*", "*0*", "*Y*"], "Bad letter in configuration file: 0."),
        (["*X*", "*x*", "*Y*"], "Bad letter in configuration file: x."),
        (["*X*", "*A*", "*Y*"], "Bad letter in configuration file: A."),
        (["*X\t", "*Y*"], "Bad letter in configuration file: \t."),
        (["*Q*", "*Z*"], "Bad letter in configuration file: Q."),  # the first one in reading order
        (["*XX", "XY*"], "Expected 1 starting position, got 3."),
        (["* *", "*Y*"], "Expected 1 starting position, got 0."),
        (["*X*", "* *"], "Expected 1 ending position, got 0."),
        (["*XY", "YY*"], "Expected 1 ending position, got 3."),
        (["X1Y"], "Teleport pad 1 does not have an exclusively matching pad."),
        (["X11Y1"], "Teleport pad 1 does not have an exclusively matching pad."),
        (["X44Y9", "7 7 9", "5 2 2"], "Teleport pad 5 does not have an exclusively matching pad."),
    ],
)
def test_parse_errors(rows: list[str], message: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse(rows)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        # each error wins over every later one in the task sheet's order
        (["XX1", "Z  "], "Bad letter in configuration file: Z."),
        (["XX1", "YY "], "Expected 1 starting position, got 2."),
        (["X 1", "YY "], "Expected 1 ending position, got 2."),
        (["1X2", "Y21"], None),
    ],
)
def test_parse_errors_come_in_the_task_sheets_order(rows: list[str], message: str | None) -> None:
    if message is None:
        assert displays(parse(rows)) == rows
        return
    with pytest.raises(ValueError, match=message.replace(".", r"\.")):
        parse(rows)


def test_read_lines_missing_file_and_crlf(tmp_path: Path) -> None:
    with pytest.raises(BoardMissingError) as caught:
        read_lines(tmp_path / "nope.txt")
    assert str(caught.value) == f"{tmp_path / 'nope.txt'} does not exist!"
    crlf = tmp_path / "crlf.txt"
    crlf.write_bytes(b"*X*\r\n* *\r\n*Y*")
    assert displays(read_lines(crlf)) == ["*X*", "* *", "*Y*"]
    with_final_newline = DATA / "variants" / "board_simple_with_final_newline.txt"
    assert displays(read_lines(with_final_newline)) == displays(read_lines(DATA / "board_simple.txt"))


# grid_to_string() and the cells


def test_grid_to_string_draws_the_player_and_the_buckets() -> None:
    grid = parse(["**X**", "*   *", "**Y**"])
    player = Player(0, 2)
    assert grid_to_string(grid, player) == "**A**\n*   *\n**Y**\n\nYou have 0 water buckets."
    player.num_water_buckets = 1
    player.row, player.col = 1, 3
    assert grid_to_string(grid, player) == "**X**\n*  A*\n**Y**\n\nYou have 1 water bucket."
    player.num_water_buckets = 2
    assert grid_to_string(grid, player).endswith("\n\nYou have 2 water buckets.")


def test_cells_and_player_display() -> None:
    assert [cell.display for cell in (Start(), End(), Air(), Wall(), Fire(), Water(), Teleport("7"))] == list(
        "XY *FW7")
    assert Player(3, 4).display == "A"
    with pytest.raises(ValueError):
        Teleport("0")


def test_player_move() -> None:
    player = Player(5, 5)
    assert (player.row, player.col, player.num_water_buckets) == (5, 5, 0)
    for move, expected in [("w", (4, 5)), ("a", (4, 4)), ("S", (5, 4)), ("d", (5, 5)), ("e", (5, 5))]:
        player.move(move)
        assert (player.row, player.col) == expected
    with pytest.raises(ValueError):
        player.move("q")


# the engine


def test_moves_are_recorded_in_lower_case_and_walls_are_not() -> None:
    game = game_of("*X*", "* *", "* *", "*Y*")
    assert play(game, "aSe") == [WALL_MESSAGE, None, None]
    assert game.moves == ["s", "e"]
    assert (game.player.row, game.player.col) == (1, 1)
    assert game.game_move("s") is None and not game.is_over()
    assert game.game_move("S") is None and game.is_won() and game.is_over()
    assert game.moves == ["s", "e", "s", "s"]
    assert str(game) == "*X*\n* *\n* *\n*A*\n\nYou have 0 water buckets."


def test_leaving_the_grid_is_a_wall_and_never_wraps_around() -> None:
    game = game_of("X *", "*Y*")
    assert game.game_move("a") == WALL_MESSAGE
    assert game.game_move("w") == WALL_MESSAGE
    assert (game.player.row, game.player.col) == (0, 0) and game.moves == []
    game = game_of("*X ", "*Y*")
    game.game_move("d")
    assert game.game_move("d") == WALL_MESSAGE and game.moves == ["d"]


def test_ragged_rows_are_bounded_per_row() -> None:
    game = game_of("X  ", " ", "Y")
    game.game_move("d")
    assert game.game_move("s") == WALL_MESSAGE  # row 1 has no column 1
    assert game.moves == ["d"]


def test_invalid_moves_change_nothing() -> None:
    game = game_of("*X*", "* *", "*Y*")
    for typed in ["", " d", "d ", "ss", "x", "q", "Q", "1"]:
        assert game.game_move(typed) == INVALID_MOVE_MESSAGE
    assert game.moves == [] and (game.player.row, game.player.col) == (0, 1)


def test_water_then_fire_with_a_bucket() -> None:
    game = game_of("*X*", "*W*", "*F*", "*Y*")
    assert game.game_move("s") == WATER_MESSAGE
    assert game.player.num_water_buckets == 1
    assert str(game) == "*X*\n*A*\n*F*\n*Y*\n\nYou have 1 water bucket."
    assert game.game_move("s") == EXTINGUISH_MESSAGE
    assert game.player.num_water_buckets == 0 and not game.is_over()
    assert str(game) == "*X*\n* *\n*A*\n*Y*\n\nYou have 0 water buckets."
    assert game.game_move("w") is None and game.player.num_water_buckets == 0  # the water is used up
    assert displays(game.grid) == ["*X*", "* *", "* *", "*Y*"]
    assert game.game_move("e") is None and game.moves == ["s", "s", "w", "e"]


def test_fire_without_a_bucket_loses_and_shows_the_acorn_on_it() -> None:
    game = game_of("*X*", "*F*", "*Y*")
    assert game.game_move("s") == "You step into the fires and watch your dreams disappear :(."
    assert game.is_lost() and game.is_over() and game.moves == ["s"]
    assert str(game) == "*X*\n*A*\n*Y*\n\nYou have 0 water buckets."
    assert game.game_move("s") is None and game.moves == ["s"]  # nothing happens after the end


def test_teleport_wait_and_wall_bump_on_a_pad() -> None:
    game = game_of("*X***", "*1 1*", "*Y***")
    assert game.game_move("s") == TELEPORT_MESSAGE
    assert (game.player.row, game.player.col) == (1, 3)
    assert game.game_move("d") == WALL_MESSAGE  # pushed back onto the pad without teleporting
    assert (game.player.row, game.player.col) == (1, 3)
    assert game.game_move("e") == TELEPORT_MESSAGE and (game.player.row, game.player.col) == (1, 1)
    assert game.game_move("e") == TELEPORT_MESSAGE and (game.player.row, game.player.col) == (1, 3)
    assert game.game_move("a") is None and (game.player.row, game.player.col) == (1, 2)
    assert str(game) == "*X***\n*1A1*\n*Y***\n\nYou have 0 water buckets."
    assert game.game_move("e") is None  # waiting off a pad does nothing, but counts
    assert game.moves == ["s", "e", "e", "a", "e"]


def test_copy_is_independent() -> None:
    game = game_of("*X*", "*W*", "*Y*")
    twin = game.copy()
    game.game_move("s")
    assert twin.player.num_water_buckets == 0 and displays(twin.grid)[1] == "*W*" and twin.moves == []
    twin.game_move("s")
    twin.game_move("s")
    assert twin.is_won() and not game.is_won()


def test_the_game_does_not_change_the_parsed_grid() -> None:
    grid = parse(["*X*", "*W*", "*Y*"])
    Game(grid).game_move("s")
    assert displays(grid)[1] == "*W*"


def test_summary_and_end_texts() -> None:
    assert moves_summary(["s"]) == "You made 1 move.\nYour move: s"
    assert moves_summary(["s", "e"]) == "You made 2 moves.\nYour moves: s, e"
    assert end_text("won", ["d", "d"]).startswith("\nYou conquer the treacherous maze")
    assert end_text("lost", ["d"]).startswith("\nYou step into the fires and watch your dreams disappear :(.\n\n")
    with pytest.raises(ValueError):
        end_text("playing", [])


def test_from_file_reads_a_reference_board() -> None:
    game = Game.from_file(DATA / "board_hard.txt")
    assert (game.player.row, game.player.col) == (0, 1)
    assert len(game.grid) == 9 and all(len(row) == 15 for row in game.grid)
