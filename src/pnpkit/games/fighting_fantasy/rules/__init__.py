"""Fighting Fantasy: character creation, combat rounds, Test your Luck, exact fight odds.

Pure rules (stdlib only): randomness comes in as a ``random.Random`` or as dice already
rolled, so the referee can replay a session and players can type in physical dice.
"""
