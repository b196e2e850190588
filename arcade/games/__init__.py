"""The games of the arcade: one package per game, each with a pure model, a plain adapter and a screen."""
