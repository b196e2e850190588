"""PROXY BASELINE, not the course's solution: Pokémon (CSSE1001 2020 A1) written straight from the task sheet, as a
student would, for benchmarks/plain_speed.py to time `arcade --plain pokemon` against.

The course's own solution is not on this machine, so this stands in for it: the task sheet's functions in the
plainest way (the support module's constants and searches as the reference describes them, directions worked out
by name, the Pokémon kept in a tuple, `display_game` printing the board line by line after every action). Its
output is byte for byte that of `arcade --plain pokemon --seed N` (the benchmark checks this on the game it times).

Run: python benchmarks/baselines/pokemon_a1.py SEED < actions
"""

import random
import sys

ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
UP = "up"
DOWN = "down"
LEFT = "left"
RIGHT = "right"
DIRECTIONS = (UP, DOWN, LEFT, RIGHT, f"{UP}-{LEFT}", f"{UP}-{RIGHT}", f"{DOWN}-{LEFT}", f"{DOWN}-{RIGHT}")
WALL_VERTICAL = "|"
WALL_HORIZONTAL = "-"
POKEMON = "☺"
FLAG = "♥"
UNEXPOSED = "~"
EXPOSED = "0"
INVALID = "That ain't a valid action buddy."
HELP_TEXT = """h - Help.
<Uppercase Letter><number> - Selecting a cell (e.g. 'A1')
f <Uppercase Letter><number> - Placing flag at cell (e.g. 'f A1')
:) - Restart game.
q - Quit.
"""


def generate_pokemons(grid_size, number_of_pokemons):
    """Pokémon cells drawn with the module-level random, redrawing taken cells (the support module's way)."""
    cell_count = grid_size ** 2
    pokemon_locations = ()
    for _ in range(number_of_pokemons):
        if len(pokemon_locations) >= cell_count:
            break
        index = random.randint(0, cell_count - 1)
        while index in pokemon_locations:
            index = random.randint(0, cell_count - 1)
        pokemon_locations += (index,)
    return pokemon_locations


def display_game(game, grid_size):
    """Print the board: the header, then each row, each line followed by a line of dashes."""
    separator = WALL_HORIZONTAL * (4 * (grid_size + 1))
    header = "  " + WALL_VERTICAL
    for column in range(1, grid_size + 1):
        if column < 10:
            header += " " + str(column) + " " + WALL_VERTICAL
        else:
            header += " " + str(column) + WALL_VERTICAL
    print(header)
    print(separator)
    for row in range(grid_size):
        line = ALPHA[row] + " " + WALL_VERTICAL
        for column in range(grid_size):
            line += " " + game[position_to_index((row, column), grid_size)] + " " + WALL_VERTICAL
        print(line)
        print(separator)


def parse_position(action, grid_size):
    """(row, column) of an action such as 'C4', or None if it is not a cell of this grid."""
    if len(action) < 2 or action[0] not in ALPHA or not action[1:].isdigit() or not action[1:].isascii():
        return None
    row = ALPHA.index(action[0])
    column = int(action[1:]) - 1
    if row >= grid_size or column < 0 or column >= grid_size:
        return None
    return row, column


def position_to_index(position, grid_size):
    """The game string index of a (row, column) position."""
    return position[0] * grid_size + position[1]


def replace_character_at_index(game, index, character):
    """The game with `character` at `index`."""
    return game[:index] + character + game[index + 1:]


def flag_cell(game, index):
    """Toggle the flag at `index` (an uncovered number stays as it is)."""
    if game[index] == FLAG:
        return replace_character_at_index(game, index, UNEXPOSED)
    if game[index] == UNEXPOSED:
        return replace_character_at_index(game, index, FLAG)
    return game


def index_in_direction(index, grid_size, direction):
    """The neighbour of `index` in `direction`, or None off the grid."""
    row = index // grid_size
    column = index % grid_size
    if direction == UP:
        row -= 1
    elif direction == DOWN:
        row += 1
    elif direction == LEFT:
        column -= 1
    elif direction == RIGHT:
        column += 1
    elif direction == f"{UP}-{LEFT}":
        row, column = row - 1, column - 1
    elif direction == f"{UP}-{RIGHT}":
        row, column = row - 1, column + 1
    elif direction == f"{DOWN}-{LEFT}":
        row, column = row + 1, column - 1
    elif direction == f"{DOWN}-{RIGHT}":
        row, column = row + 1, column + 1
    else:
        return None
    if row < 0 or row >= grid_size or column < 0 or column >= grid_size:
        return None
    return position_to_index((row, column), grid_size)


def neighbour_directions(index, grid_size):
    """The indexes around `index`, in DIRECTIONS order."""
    neighbours = []
    for direction in DIRECTIONS:
        neighbour = index_in_direction(index, grid_size, direction)
        if neighbour is not None:
            neighbours.append(neighbour)
    return neighbours


def number_at_cell(game, pokemon_locations, grid_size, index):
    """How many Pokémon are next to `index`."""
    count = 0
    for neighbour in neighbour_directions(index, grid_size):
        if neighbour in pokemon_locations:
            count += 1
    return count


def check_win(game, pokemon_locations):
    """Won: nothing left covered, and exactly the Pokémon are flagged."""
    if UNEXPOSED in game or game.count(FLAG) != len(pokemon_locations):
        return False
    return all(game[index] == FLAG for index in pokemon_locations)


def big_fun_search(game, grid_size, pokemon_locations, index):
    """The cells to uncover from `index` (the support module's search: through unflagged zeros, depth first)."""
    if game[index] == FLAG or number_at_cell(game, pokemon_locations, grid_size, index) != 0:
        return [index]
    queue = [index]
    discovered = [index]
    visible = []
    while queue:
        cell = queue.pop()
        for neighbour in neighbour_directions(cell, grid_size):
            if neighbour in discovered:
                continue
            discovered.append(neighbour)
            if game[neighbour] != FLAG and number_at_cell(game, pokemon_locations, grid_size, neighbour) == 0:
                queue.append(neighbour)
            visible.append(neighbour)
    return visible


def main():
    """The game loop of the task sheet's section 4."""
    grid_size = int(input("Please input the size of the grid: "))
    number_of_pokemons = int(input("Please input the number of pokemons: "))
    game = UNEXPOSED * grid_size ** 2
    pokemon_locations = generate_pokemons(grid_size, number_of_pokemons)
    display_game(game, grid_size)
    while True:
        action = input("\nPlease input action: ")
        if action == "h":
            print(HELP_TEXT)
        elif action == "q":
            answer = input("You sure about that buddy? (y/n): ")
            if answer == "y":
                print("Catch you on the flip side.")
                return
            print("Let's keep going." if answer == "n" else INVALID)
        elif action == ":)":
            print("It's rewind time.")
            game = UNEXPOSED * grid_size ** 2
            pokemon_locations = generate_pokemons(grid_size, number_of_pokemons)
        elif action.startswith("f "):
            position = parse_position(action[2:], grid_size)
            if position is None:
                print(INVALID)
            else:
                game = flag_cell(game, position_to_index(position, grid_size))
        else:
            position = parse_position(action, grid_size)
            if position is None:
                print(INVALID)
            else:
                index = position_to_index(position, grid_size)
                if index in pokemon_locations and game[index] != FLAG:
                    for pokemon in pokemon_locations:
                        game = replace_character_at_index(game, pokemon, POKEMON)
                    display_game(game, grid_size)
                    print("You have scared away all the pokemons.")
                    return
                if game[index] != FLAG:
                    number = number_at_cell(game, pokemon_locations, grid_size, index)
                    game = replace_character_at_index(game, index, str(number))
                    for cell in big_fun_search(game, grid_size, pokemon_locations, index):
                        if game[cell] != FLAG:
                            number = number_at_cell(game, pokemon_locations, grid_size, cell)
                            game = replace_character_at_index(game, cell, str(number))
        display_game(game, grid_size)
        if check_win(game, pokemon_locations):
            print("You win.")
            return


if __name__ == "__main__":
    random.seed(int(sys.argv[1]))
    main()
