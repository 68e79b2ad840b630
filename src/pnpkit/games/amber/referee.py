"""The Amber referee with its data: the shipped content, read once per process.

The rules module (pnpkit.games.amber.rules.referee) is pure; this module gives it the loader
that opens content/amber and its English catalogue."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee import AmberReferee
from pnpkit.games.amber.shipped import _ShippedAmber, load_named_amber, load_shipped_amber

__all__ = ["REFEREE", "load_shipped_amber"]


def _named(locale: str):
    """What names things in another language: the localized names part a status reads
    (Babel and the catalogue only on its miss); in Russian the whole game read for the
    rules names them (None: no second decode)."""
    return None if locale == "ru" else load_named_amber(locale)


REFEREE = AmberReferee(_ShippedAmber(), _named)
