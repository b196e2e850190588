"""The classic game's rules beyond model.py (pure): reward pool, rewards, intents, previews, statuses, runs as data."""
