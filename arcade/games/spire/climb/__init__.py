"""The climb: Slay the Spire as a run up three acts of a branching map, on top of the task sheet's classes.

A pure layer (no urwid, no I/O): `state.py` (what a run carries from floor to floor, and the relics' named hooks),
`fight.py` (a fight of the climb: the task sheet's `Encounter` with our monsters, several hits, relic hooks and
potions), `map.py` (an act's map and its placement rules), `bestiary.py` (the monsters and each act's encounters),
`cards.py` (upgraded forms, rarities, curses), `relics.py`, `potions.py`, `shop.py`, `events.py`, `rules.py` (the
difficulty levels) and `run.py` (the climb as a state machine of actions: every choice is an action, so a climb is
saved, resumed and replayed exactly from its seed and its actions). `monster_rules.py` words what a monster acts by
(for the screen's intents and inspect). `bots.py` plays climbs headlessly (benchmarks, tests). The task sheet's
classes in `arcade/games/spire/model.py` are used as they are.
"""
