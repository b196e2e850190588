"""arcade: classic text games, full-screen with urwid or byte-exact in plain mode."""

__version__ = "0.1.0"
