"""The shipped games' code: one package per game, each registered as a ``pnpkit.games``
entry point (see pnpkit.plugins).  Generic packages never import from here."""
