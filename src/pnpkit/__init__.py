"""pnpkit: print-and-play kits and a table referee from canonical game data."""

__version__ = "0.1.0"
