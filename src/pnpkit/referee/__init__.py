"""The table referee: session files and the registry of games that can be refereed."""
