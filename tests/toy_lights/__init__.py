"""A toy sixth game, Lights Out on a 3×3 board, written only to prove the "Adding a game" checklist
(docs/ARCHITECTURE.md): tests/test_adding_a_game.py registers it and plays it through the shell. Laid out as a game
under arcade/games/<id>/ would be: model.py (pure), plain.py (the plain face), screen.py (a TurnScreen)."""
