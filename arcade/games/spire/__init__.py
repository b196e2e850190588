"""Slay the Spire: fight encounters with a deck of cards: model, plain adapter and screen."""
