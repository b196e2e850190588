"""End of DayZ: reach the hospital before the zombies reach you: model, plain adapter and screen."""
