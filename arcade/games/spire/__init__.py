"""Slay the Spire: fight encounters with a deck of cards: model, plain adapter and screen at the top; the classic
game's rules in classic/, the climb's in climb/, the classic screen's views in views/, the climb's screen in
climb_ui/."""
