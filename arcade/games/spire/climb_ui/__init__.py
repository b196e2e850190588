"""The climb's screen (`ClimbScreen` in screen.py), its key tables and key mixins, and a view per phase."""
